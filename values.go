// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"maps"
	"slices"
)

// Values maps a string key to a list of values, as net/url's Values does.
// It is typically used for query parameters and form values. Unlike in the
// http.Header map, the keys in a Values map are case-sensitive.
//
// A map keeps neither the order of the pairs nor the order of the keys; use
// [SearchParams] where order matters.
type Values map[string][]string

// Get gets the first value associated with the given key. If there are no
// values associated with the key, Get returns the empty string. To access
// multiple values, use the map directly.
func (v Values) Get(key string) string {
	vs := v[key]
	if len(vs) == 0 {
		return ""
	}
	return vs[0]
}

// Set sets the key to value. It replaces any existing values.
func (v Values) Set(key, value string) {
	v[key] = []string{value}
}

// Add adds the value to key. It appends to any existing values associated
// with key.
func (v Values) Add(key, value string) {
	v[key] = append(v[key], value)
}

// Del deletes the values associated with key.
func (v Values) Del(key string) {
	delete(v, key)
}

// Has checks whether a given key is set.
func (v Values) Has(key string) bool {
	_, ok := v[key]
	return ok
}

// Clone returns a deep copy of v: a new map with new value slices. The
// clone of nil is nil.
func (v Values) Clone() Values {
	if v == nil {
		return nil
	}
	c := make(Values, len(v))
	for k, vs := range v {
		c[k] = slices.Clone(vs)
	}
	return c
}

// Encode encodes the values into "URL encoded" form ("bar=baz&foo=quux")
// sorted by key. Its output is byte for byte net/url's Values.Encode, which
// programs compare and sign: keys sort in Go's string order; ASCII
// alphanumerics and - . _ ~ stay as they are; a space becomes '+'; every
// other byte, invalid UTF-8 included, is percent-encoded as it is.
//
// [SearchParams.String], the standard's serialization, differs: it keeps the
// pairs' order, leaves '*' as it is, encodes '~', and writes invalid UTF-8
// as U+FFFD.
func (v Values) Encode() string {
	if len(v) == 0 {
		return ""
	}
	// Collect the keys into a slice of the right size at once, as net/url
	// does (slices.Sorted grows its slice as it goes).
	keys := slices.AppendSeq(make([]string, 0, len(v)), maps.Keys(v))
	slices.Sort(keys)
	// Build the output in one buffer of the exact size, where net/url
	// (and netEscape) make a string of each escaped key and value: 3
	// allocations for 20 pairs where net/url makes 13, and for 10000
	// pairs 3 where it makes 10027.
	size := 0
	for _, k := range keys {
		kn := queryEscapedLen(k)
		for _, value := range v[k] {
			size += kn + len("=") + queryEscapedLen(value) + len("&") // one '&' spare
		}
	}
	buf := make([]byte, 0, size)
	for _, k := range keys {
		for _, value := range v[k] {
			if len(buf) > 0 {
				buf = append(buf, '&')
			}
			buf = appendQueryEscaped(buf, k)
			buf = append(buf, '=')
			buf = appendQueryEscaped(buf, value)
		}
	}
	return string(buf)
}

// queryComponentSet is the set of bytes that net/url's QueryEscape
// percent-encodes, shouldEscape's encodeQueryComponent mode as a set: all
// but ASCII alphanumerics and - . _ ~ (a space becomes '+' instead). A
// constant (TestEncodeSets checks it against shouldEscape), so that no
// program computes it at initialization, and only those that escape
// queries link it.
var queryComponentSet = encodeSet{queryComponentASCII & allBytes, queryComponentASCII >> 64, allBytes, allBytes}

const queryComponentASCII = asciiBytes &^ ((1<<10-1)<<'0' | (1<<26-1)<<'A' | (1<<26-1)<<'a' | 1<<'-' | 1<<'.' | 1<<'_' | 1<<'~')

// asciiBytes has the bits of all 128 ASCII bytes.
const asciiBytes = 1<<128 - 1

// queryEscapedLen returns the length of s escaped by appendQueryEscaped.
func queryEscapedLen(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && queryComponentSet.contains(s[i]) {
			n += 2
		}
	}
	return n
}

// appendQueryEscaped appends s escaped as net/url's QueryEscape escapes it
// (netEscape in encodeQueryComponent mode): a space becomes '+' and every
// other byte of queryComponentSet %XX, byte by byte, invalid UTF-8
// included.
func appendQueryEscaped(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			dst = append(dst, '+')
		case queryComponentSet.contains(c):
			dst = appendPercentByte(dst, c)
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// ParseQuery parses the URL-encoded query string and returns a map listing
// the values specified for each key. It reads query as browsers do, with the
// URL Standard's application/x-www-form-urlencoded parser (the one behind
// [NewSearchParams]), so it never drops a pair:
//
//   - '&' alone separates pairs; ';' is an ordinary byte ("a=1;b=2" is the
//     key "a" with the value "1;b=2"). net/url drops such a pair and returns
//     an error (golang/go#25192).
//   - A '%' not followed by two hex digits stays as it is ("a=%zz" is "%zz",
//     "100%" is "100%"). net/url drops the pair and returns an EscapeError
//     (golang/go#56732).
//   - '+' is a space, and is replaced before percent-decoding, so "%2B" is a
//     '+'.
//   - After percent-decoding, bytes that are not UTF-8 become U+FFFD, one for
//     each maximal ill-formed subpart; net/url keeps the raw bytes.
//   - A pair without '=' is a key with the empty value; empty pairs
//     ("a=1&&b=2") are skipped. A leading '?' is part of the first key, as
//     in net/url (NewSearchParams drops it).
//
// The error is non-nil only when query has more than 10000 parameters
// (counted as net/url counts them, the number of '&' plus one), or the
// number GODEBUG's urlmaxqueryparams setting gives, as for net/url (0 for
// no limit); ParseQuery
// then returns an empty map, as net/url does by default. The limit guards
// servers against queries crafted to allocate far more than their size.
// [NewSearchParams] and [URL.SearchParams] have the same limit.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func ParseQuery(query string) (Values, error) {
	m := make(Values)
	if tooManyParams(query) {
		return m, errTooManyParams
	}
	for name, value := range formPairs(query) {
		m[name] = append(m[name], value)
	}
	return m, nil
}

// Query parses RawQuery with [ParseQuery] and returns the corresponding
// values. Unlike net/url's, it keeps the pairs with ';' or a malformed
// escape (see ParseQuery); it returns an empty map only for a query of more
// parameters than ParseQuery allows. Query reads u and may be called from several
// goroutines at once; [URL.SearchParams] keeps the order of the pairs.
// A URL in net/url's reading (HostKind HostNetURL) answers as net/url
// does, dropping such pairs too: it is net/url's URL whole (see Parse).
func (u *URL) Query() Values {
	if u.isNetReading() {
		return Values(u.net().Query())
	}
	v, _ := ParseQuery(u.RawQuery)
	return v
}
