// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"errors"
	"math"
	"math/bits"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// ErrTooLong is the error, wrapped in an *Error, of parsing an input
// whose URL would serialize to more than 2³¹-1 bytes (2 GiB): a URL keeps
// the offsets of its components in 32-bit integers.
//
// One rule holds everywhere: a URL's href is at most that long, and
// whatever a setter or SearchParams builds parses back. The setters check
// the exact length of the href they would build, and leave the URL
// unchanged when it is too long. Parse checks the exact length of what it
// writes; so that a huge input fails before the parser writes gigabytes,
// it also refuses, before it starts, an input whose bytes alone
// percent-encode to more than the limit, counting 1 for an ASCII byte, 3
// for each byte of a code point beyond ASCII and 9 for a byte of invalid
// UTF-8 (which becomes "%EF%BF%BD"), which is what they become in a path,
// query or fragment. An href is ASCII, so that count is its length, and it
// parses back.
var ErrTooLong = errors.New("url: the URL would serialize to more than 2147483647 bytes")

// ErrInputTooLong is the error, wrapped in an *Error, of a Parser whose
// MaxInputLength the input or the base passes.
var ErrInputTooLong = errors.New("url: input longer than the Parser's MaxInputLength")

// maxHref is the most bytes a URL's serialization may have: its offsets
// are int32.
const maxHref = math.MaxInt32

// hrefLimit is the limit every check reads: maxHref, which only tests
// lower (setHrefLimit in export_test.go), to reach it without gigabytes of
// input.
var hrefLimit = maxHref

// mayOverflow reports whether written bytes already written followed by
// the serialization of s, a part of the parser's input, pass hrefLimit by
// ErrTooLong's count: the length s percent-encodes to, an ASCII byte
// counted as 1. The parser checks the exact length of what it wrote at the
// end; this check refuses early an input whose bytes alone pass the limit
// (dot segments it removes aside).
func mayOverflow(written int, s string) bool {
	limit := hrefLimit - written
	if limit < 0 || len(s) > limit {
		return true
	}
	if len(s) <= limit/9 {
		return false // even if every byte became 9
	}
	return encodedLen(s, 1) > limit
}

// Query parameters: a query of many short pairs ("a&a&a…") allocates far
// more than its size, so that ParseQuery, NewSearchParams and
// URL.SearchParams refuse one with more parameters than Go's net/url
// allows (CVE-2025-61726), counted as net/url counts them: the number of
// "&" plus one.

// defaultMaxQueryParams is net/url's default for the urlmaxqueryparams
// GODEBUG setting.
const defaultMaxQueryParams = 10000

var errTooManyParams = errors.New("number of URL query parameters exceeded limit")

// tooManyParams reports whether query has more parameters than
// maxQueryParams allows.
func tooManyParams(query string) bool {
	n := maxQueryParams()
	return n > 0 && strings.Count(query, "&") >= n
}

// maxQueryParams returns the most parameters a query may have, or 0 for
// no limit: the urlmaxqueryparams setting of GODEBUG, read as Go reads it
// (the GODEBUG environment variable over the program's default, which its
// go.mod and //go:debug lines set), or 10000. The environment is read at
// each call, so that a change to GODEBUG takes effect as for net/url; the
// setting is parsed again only when it changed.
func maxQueryParams() int {
	env := os.Getenv("GODEBUG")
	if c := queryParamsSetting.Load(); c != nil && c.env == env {
		return c.n
	}
	n := defaultMaxQueryParams
	for _, s := range []string{defaultGODEBUG(), env} {
		if v, ok := godebugValue(s, "urlmaxqueryparams"); ok {
			if i, err := strconv.Atoi(v); err == nil && i >= 0 {
				n = i
			}
		}
	}
	queryParamsSetting.Store(&godebugSetting{env, n})
	return n
}

// A godebugSetting is a GODEBUG setting's value, n, for the environment
// variable env.
type godebugSetting struct {
	env string
	n   int
}

var queryParamsSetting atomic.Pointer[godebugSetting]

// defaultGODEBUG returns the program's default GODEBUG, from its build
// information. (Read on first use, not at initialization, so that a
// program that never reads a query links none of it.)
func defaultGODEBUG() string {
	programGODEBUG.once.Do(func() {
		if info, ok := debug.ReadBuildInfo(); ok {
			for _, s := range info.Settings {
				if s.Key == "DefaultGODEBUG" {
					programGODEBUG.value = s.Value
				}
			}
		}
	})
	return programGODEBUG.value
}

var programGODEBUG struct {
	once  sync.Once
	value string
}

// godebugValue returns the value of key in s, a GODEBUG list of
// comma-separated key=value settings, the last one winning.
func godebugValue(s, key string) (value string, ok bool) {
	for s != "" {
		var kv string
		kv, s, _ = strings.Cut(s, ",")
		if k, v, found := strings.Cut(kv, "="); found && k == key {
			value, ok = v, true
		}
	}
	return value, ok
}

// Large inputs: the memory a parse takes per input byte. Percent-encoding
// makes the serialization up to 9 times the input, and the parser's buffer
// grew to it by appending, allocating about 45 bytes in all per input
// byte for 9; then the URL copied it, and kept as much again for decoding
// its path: 61 bytes allocated per byte of a path of invalid UTF-8, about
// 34 live at the peak. Now, for an input over largeInput bytes, the buffer
// starts at serializedLenHint, the URL keeps the buffer as its href, and
// the room for decoding is decodedLenBound: 9 + 3 bytes allocated per
// input byte for that path (TestLargeInputMemory).

// serializedLenHint returns about the length s has once serialized: each
// byte beyond ASCII percent-encoded (see encodedLen), and an ASCII byte
// that the path, query or fragment percent-encode set encodes, or "@"
// (which the userinfo set encodes), as three bytes. With ASCII bytes
// counted as one, the buffer grew by appending for a path of spaces, and
// parsing took 12.4 bytes per input byte.
func serializedLenHint(s string) int {
	// Eight ASCII bytes a turn, each added through serializedHintExtra
	// without a branch (a lookup in the set per byte took about 17
	// instructions a byte); from the first word beyond ASCII, the count of
	// utf8PercentEncodedLen.
	n, i := len(s), 0
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		if binary.LittleEndian.Uint64([]byte(w))&0x8080808080808080 != 0 {
			break
		}
		t := &serializedHintExtra
		n += int(t[w[0]] + t[w[1]] + t[w[2]] + t[w[3]] + t[w[4]] + t[w[5]] + t[w[6]] + t[w[7]])
	}
	return n - (len(s) - i) + utf8PercentEncodedLen(s[i:], &serializedHintSet)
}

// serializedHintExtra is what serializedLenHint adds to an ASCII byte's
// one: 2 for a byte of serializedHintSet.
var serializedHintExtra = func() (t [256]uint8) {
	for c := range 0x80 {
		t[c] = uint8(serializedHintSet.bit(byte(c))) << 1
	}
	return t
}()

// serializedHintSet is the set of the ASCII bytes serializedLenHint counts
// as three.
var serializedHintSet = encodeSet{(pathASCII | specialQueryASCII | fragmentASCII | 1<<'@') & allBytes, (pathASCII | specialQueryASCII | fragmentASCII | 1<<'@') >> 64}

// domainLenHint returns about the length of the ASCII form of domain, the
// host of a special URL: its length, and six bytes more for each label
// with code points beyond ASCII, which ToASCII encodes as Punycode: "xn--",
// the "-" after the label's ASCII code points, and one Punycode digit more
// than the UTF-8 bytes of the others ("é" is "xn--9ca", "bücher"
// "xn--bcher-kva"). Such labels are counted as at most one for each two
// bytes beyond ASCII (a code point beyond ASCII has two or more) and one
// for each "." and the last. It is an estimate: a label whose Punycode is
// longer, or a domain that UTS #46 mapping lengthens, grows the buffer.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.3.
func domainLenHint(domain string) int {
	// Count the bytes that are not ASCII and the "." bytes, eight at a
	// time: a byte of y is zero where domain has a ".", and only there
	// has t its top bit clear.
	const top, low, dots = 0x8080808080808080, 0x7F7F7F7F7F7F7F7F, 0x2E2E2E2E2E2E2E2E
	high, labels, i := 0, 1, 0
	for ; i+8 <= len(domain); i += 8 {
		x := binary.LittleEndian.Uint64([]byte(domain[i : i+8]))
		y := x ^ dots
		t := (y&low + low) | y
		high += bits.OnesCount64(x & top)
		labels += 8 - bits.OnesCount64(t&top)
	}
	for ; i < len(domain); i++ {
		if domain[i] >= utf8.RuneSelf {
			high++
		} else if domain[i] == '.' {
			labels++
		}
	}
	return len(domain) + 6*min(labels, high/2)
}
