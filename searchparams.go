// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"cmp"
	"iter"
	"runtime"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
	"weak"

	"golang.org/x/text/encoding"
)

// application/x-www-form-urlencoded and the URLSearchParams class.
// See https://url.spec.whatwg.org/#application/x-www-form-urlencoded and
// https://url.spec.whatwg.org/#interface-urlsearchparams.

// NewSearchParams returns the list that the application/x-www-form-urlencoded
// parser makes of init, after dropping one leading '?': the URLSearchParams
// constructor given a string. Parsing never fails: '&' alone separates pairs,
// ';' is an ordinary byte, a '%' that does not start a valid escape stays as
// it is, and bytes that are not UTF-8 after percent-decoding become U+FFFD.
//
// A string of more parameters than [ParseQuery] allows (10000, counted as
// the number of '&' plus one, or GODEBUG's urlmaxqueryparams setting) makes
// an empty list, as ParseQuery makes an empty map: such a query allocates
// far more than its size (CVE-2025-61726).
// See https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams.
func NewSearchParams(init string) *SearchParams {
	// If init is a string and starts with "?", remove the first code point.
	init = strings.TrimPrefix(init, "?")
	// Set query's list to the result of parsing init.
	return &SearchParams{list: parseQueryList(init)}
}

// parseQueryList is parseForm of query, or an empty list when query has
// more parameters than maxQueryParams allows.
func parseQueryList(query string) []tuple {
	if tooManyParams(query) {
		return nil
	}
	return parseForm(query)
}

// NewSearchParamsFromPairs returns a list holding pairs, in their order: the
// URLSearchParams constructor given a sequence of pairs or a record. It
// copies pairs.
// See https://url.spec.whatwg.org/#concept-urlsearchparams-initialize.
func NewSearchParamsFromPairs(pairs [][2]string) *SearchParams {
	p := &SearchParams{list: make([]tuple, len(pairs))}
	for i, pair := range pairs {
		p.list[i] = tuple{scalarValues(pair[0]), scalarValues(pair[1])}
	}
	return p
}

// SearchParams returns the list of name-value pairs of u's query: the
// standard's searchParams getter. It is made at the first call, from the
// application/x-www-form-urlencoded parse of u's query (RawQuery), and every
// later call returns the same object.
//
// The object is live both ways. Each change made through it (Append, Delete,
// DeleteValue, Set, Sort) runs the standard's update steps: u's query becomes
// the list's serialization at once, so u.RawQuery and u.String() show the
// change, and an empty list removes the query, '?' included. In the other
// direction, after [URL.SetSearch], [URL.SetHref] or any other setter that
// changes the query, the object's next method reads the new query.
//
// A u that is no URL record of the standard (a URL in net/url's reading,
// HostKind HostNetURL, or a reference) has no query for the update steps
// to set: a change through the object sets u.RawQuery to the list's
// serialization instead, as a net/url program assigns q.Encode() to it
// (the pairs stay in their order; Encode would sort them by name).
//
// u.RawQuery may also be assigned directly. The object notices: each of its
// methods first compares u.RawQuery with the query it last read or wrote and,
// when they differ, parses the URL's query again before doing its work, so
// no method ever answers from a stale list. The query parsed is the one
// u.String() shows, which is RawQuery unless the parser changes it (an
// assigned "a=1#b" is the query "a=1" and the fragment "b"). The assignment
// itself does not touch the list; an object that goes unused costs nothing.
//
// A shallow copy of a URL (v := *u) does not share the object: the first
// call of v.SearchParams() makes v its own.
//
// A query of more parameters than [ParseQuery] allows (10000, or GODEBUG's
// urlmaxqueryparams setting) reads as an empty list, as in
// [NewSearchParams]; a change through the object then replaces the query
// with the list's pairs, as for any list.
//
// SearchParams and the object's readers are safe to call from several
// goroutines at once, as the URL's other readers are; a change through the
// object changes u, and needs exclusive access to both.
// See https://url.spec.whatwg.org/#dom-url-searchparams.
func (u *URL) SearchParams() *SearchParams {
	// The object is found by u's address, not in u (see
	// searchparams.go): a reader writes nothing in u.
	p := u.bindParams()
	p.read()
	return p
}

// searchQuery returns the query that u's SearchParams mirrors: the query
// of the URL that u's fields describe, which differs from RawQuery when a
// program has assigned a RawQuery that the parser changes ("a#b" is the
// query "a"); or RawQuery itself when the fields describe no valid URL.
func (u *URL) searchQuery() string {
	if v := u.current(); v.valid() {
		return v.query()
	}
	return u.RawQuery
}

// sync parses p's URL's query into p's list again if u.RawQuery was
// assigned directly since p last read or wrote it.
func (p *SearchParams) sync() {
	if p.url == nil {
		return
	}
	if p.url.RawQuery != p.query {
		p.list = parseQueryList(p.url.searchQuery())
	}
	// Equal but distinct strings (a setter reserializes the href) are
	// compared byte by byte; remembering this one makes the next
	// comparison a pointer comparison.
	p.query = p.url.RawQuery
}

// update runs the standard's update steps after a change to p's list.
// See https://url.spec.whatwg.org/#concept-urlsearchparams-update.
func (p *SearchParams) update() {
	// If query's URL object is null, then return.
	if p.url == nil {
		return
	}
	// Let serializedQuery be the serialization of query's list; if it is
	// the empty string, set it to null. Set the URL's query to it.
	if !p.url.putQuery(p.list) {
		p.url.setQueryFromSearchParams(serializeFormInUTF8(p.list))
	}
	p.query = p.url.RawQuery
}

// putQuery sets the query of u, a URL record, to the serialization of
// list, not empty, written straight into the new href between the path
// and the fragment, and reports whether it did: the serialization is not
// made apart and copied, so that a long list costs its href alone (12
// bytes per byte of U+FFFD: 3 in the list, 9 in the href). It does
// nothing for a list that is not valid UTF-8, a URL that is not a record,
// or an href longer than hrefLimit.
func (u *URL) putQuery(list []tuple) bool {
	if len(list) == 0 || !u.sync() {
		return false
	}
	pathEnd, end := int(u.pathEnd()), len(u.href)
	if u.c.fragmentStart >= 0 {
		end = int(u.c.fragmentStart)
	}
	bound := formBound(list)
	if pathEnd+1+bound+len(u.href)-end > hrefLimit+formSlack {
		return false
	}
	buf := make([]byte, pathEnd+1+bound+len(u.href)-end)
	n, ok := putFormPairs(buf[pathEnd+1:], list)
	if !ok {
		return false
	}
	at := pathEnd + 1 + n + len(u.href) - end
	if at > hrefLimit {
		return false
	}
	// The href around the new query (see replaceRange).
	c := u.c
	c.queryStart = int32(pathEnd)
	u.replaceRange(buf[:at], int32(pathEnd), int32(end), &c, partQuery)
	buf[pathEnd] = '?'
	// A buffer at least half used becomes the href as it is (buf is not
	// written again); one mostly unused is copied, so that the href does
	// not keep up to three times its length alive (serializeFormUTF8Long
	// does the same).
	href := finishedString(buf[:at])
	if 2*at < len(buf) {
		href = string(buf[:at])
	}
	u.setSerialized(href, c)
	return true
}

// Size returns the number of name-value pairs in p.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-size.
func (p *SearchParams) Size() int {
	return len(p.read())
}

// Append adds the pair (name, value) at the end of p.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-append.
func (p *SearchParams) Append(name, value string) {
	p.sync()
	p.list = append(p.list, tuple{scalarValues(name), scalarValues(value)})
	p.update()
}

// Delete removes every pair whose name is name.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-delete.
func (p *SearchParams) Delete(name string) {
	p.sync()
	name = scalarValues(name)
	p.list = slices.DeleteFunc(p.list, func(t tuple) bool { return t.name == name })
	p.update()
}

// DeleteValue removes every pair whose name is name and whose value is
// value: the standard's delete with its value argument given.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-delete.
func (p *SearchParams) DeleteValue(name, value string) {
	p.sync()
	name, value = scalarValues(name), scalarValues(value)
	p.list = slices.DeleteFunc(p.list, func(t tuple) bool { return t.name == name && t.value == value })
	p.update()
}

// Get returns the value of the first pair whose name is name, or "" when
// there is none. The standard returns null then; use [SearchParams.Has] to
// tell an absent name from an empty value.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-get.
func (p *SearchParams) Get(name string) string {
	list := p.read()
	name = scalarValues(name)
	for _, t := range list {
		if t.name == name {
			return t.value
		}
	}
	return ""
}

// GetAll returns the values of the pairs whose name is name, in their order;
// nil when there are none.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-getall.
func (p *SearchParams) GetAll(name string) []string {
	list := p.read()
	name = scalarValues(name)
	var values []string
	for _, t := range list {
		if t.name == name {
			values = append(values, t.value)
		}
	}
	return values
}

// Has reports whether p has a pair whose name is name.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-has.
func (p *SearchParams) Has(name string) bool {
	list := p.read()
	name = scalarValues(name)
	return slices.ContainsFunc(list, func(t tuple) bool { return t.name == name })
}

// HasValue reports whether p has a pair whose name is name and whose value
// is value: the standard's has with its value argument given.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-has.
func (p *SearchParams) HasValue(name, value string) bool {
	list := p.read()
	name, value = scalarValues(name), scalarValues(value)
	return slices.ContainsFunc(list, func(t tuple) bool { return t.name == name && t.value == value })
}

// Set gives the first pair whose name is name the value value and removes
// the other pairs with that name; when there is none, it appends (name,
// value).
// See https://url.spec.whatwg.org/#dom-urlsearchparams-set.
func (p *SearchParams) Set(name, value string) {
	p.sync()
	name, value = scalarValues(name), scalarValues(value)
	// If this's list contains any tuples whose name is name, then set the
	// value of the first such tuple to value and remove the others.
	if i := slices.IndexFunc(p.list, func(t tuple) bool { return t.name == name }); i >= 0 {
		p.list[i].value = value
		rest := slices.DeleteFunc(p.list[i+1:], func(t tuple) bool { return t.name == name })
		p.list = p.list[:i+1+len(rest)]
	} else {
		// Otherwise, append (name, value) to this's list.
		p.list = append(p.list, tuple{name, value})
	}
	p.update()
}

// Sort sorts the pairs by name, comparing names by their UTF-16 code units
// as the standard says, and keeps pairs with equal names in their order.
// A name with a character outside the Basic Multilingual Plane sorts by its
// surrogates, so "\U0001F308" sorts before "\uFB03" though Go's string
// order puts it after.
// See https://url.spec.whatwg.org/#dom-urlsearchparams-sort.
func (p *SearchParams) Sort() {
	p.sync()
	slices.SortStableFunc(p.list, func(a, b tuple) int { return compareUTF16(a.name, b.name) })
	p.update()
}

// All returns an iterator over the name-value pairs of p, in order: the
// standard's value pairs to iterate over. Like the standard's iterator it
// reads the live list one index at a time, so a change made during the loop
// shows in the pairs it yields next.
// See https://url.spec.whatwg.org/#interface-urlsearchparams.
func (p *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for i := 0; ; i++ {
			list := p.read()
			if i >= len(list) {
				return
			}
			if !yield(list[i].name, list[i].value) {
				return
			}
		}
	}
}

// String returns the application/x-www-form-urlencoded serialization of p,
// in UTF-8: the standard's stringification behavior. Only ASCII
// alphanumerics and * - . _ stay as they are; a space becomes '+'; every
// other byte is percent-encoded.
// See https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior.
func (p *SearchParams) String() string {
	return serializeFormInUTF8(p.read())
}

// Encode returns the application/x-www-form-urlencoded serialization of p
// with enc as the encoding, as an HTML form submits in its document's
// encoding. A character that enc cannot represent is written as the
// numeric character reference "&#N;" (N in decimal), percent-encoded, as the
// standard's encoder does. A nil enc means UTF-8, as do UTF-16BE, UTF-16LE
// and replacement, which the standard turns into UTF-8 ("get an output
// encoding"); enc is otherwise expected to be one of the Encoding
// Standard's, as golang.org/x/text/encoding/htmlindex gives them.
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func (p *SearchParams) Encode(enc encoding.Encoding) string {
	return serializeForm(p.read(), enc)
}

// formPairs yields, in order, the name-value pairs that the
// application/x-www-form-urlencoded parser makes of input. Unlike
// parseForm, it makes no list, and each name or value that needs decoding
// is decoded into a string of its own.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func formPairs(input string) iter.Seq2[string, string] {
	return func(yield func(name, value string) bool) {
		for i := 0; i < len(input); {
			name, value, nameClass, valueClass, end := scanFormPair(input[i:]) // see formfast.go
			i += end + 1
			if end > 0 && !yield(decodeFormPart(name, nameClass), decodeFormPart(value, valueClass)) {
				return
			}
		}
	}
}

// decodeFormPart is decodeFormComponent of s, whose class scanFormPair
// gave: s itself, without a call, when it has no '+', '%' or non-ASCII
// byte.
func decodeFormPart(s string, class uint8) string {
	switch {
	case class&formDecode != 0:
		return decodeFormComponent(s)
	case class&formHigh != 0:
		return utf8DecodeWithoutBOM(s)
	}
	return s
}

// decodeFormComponent replaces each '+' in s with a space, percent-decodes
// the result and UTF-8 decodes it without BOM: the parser's steps for a name
// or value. '+' is replaced before percent-decoding, so "%2B" is a '+'.
// It returns s itself when nothing changes, as for most names.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func decodeFormComponent(s string) string {
	return utf8DecodeWithoutBOM(decode(s, true))
}

// serializeForm returns the application/x-www-form-urlencoded serialization
// of list, encoded with enc (nil for UTF-8). Only SearchParams.Encode passes
// a non-nil enc; every other caller goes through serializeFormInUTF8, so
// that a program that never encodes with a legacy encoding does not link
// the encoder (encoder.go, encname.go; see TestBinarySize).
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func serializeForm(list []tuple, enc encoding.Encoding) string {
	if enc == nil {
		return serializeFormInUTF8(list)
	}
	return serializeFormWith(list, func(dst []byte, s string) []byte {
		return appendPercentEncodedAfterEncoding(dst, enc, s, &formSet, true)
	})
}

// serializeFormInUTF8 is serializeForm for UTF-8.
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func serializeFormInUTF8(list []tuple) string {
	if len(list) == 0 {
		return ""
	}
	s, ok := serializeFormUTF8(list) // see formfast.go
	if !ok {
		// A name or value is not valid UTF-8, which no list that this
		// package makes holds: each of its bytes that is not part of a
		// valid sequence reads as U+FFFD, as the percent-encoders read a
		// Go string (scalarValues). Not calling the general serializer
		// here keeps it out of programs that never encode with a legacy
		// encoding (TestBinarySize).
		valid := make([]tuple, len(list))
		for i, t := range list {
			valid[i] = tuple{scalarValues(t.name), scalarValues(t.value)}
		}
		s, _ = serializeFormUTF8(valid)
	}
	return s
}

// serializeFormWith is the loop of the application/x-www-form-urlencoded
// serializer, with appendEncoded percent-encoding a name or value after
// encoding it.
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func serializeFormWith(list []tuple, appendEncoded func(dst []byte, s string) []byte) string {
	if len(list) == 0 {
		return ""
	}
	// The exact length of the UTF-8 serialization (names and values are
	// valid UTF-8, so each byte is itself or %XX), so that output is
	// allocated once; for a legacy encoding, an estimate.
	size := 2*len(list) - 1
	for _, t := range list {
		size += formEncodedLen(t.name) + formEncodedLen(t.value)
	}
	output := make([]byte, 0, size)
	for i, t := range list {
		// If output is not the empty string, append '&'.
		if i > 0 {
			output = append(output, '&')
		}
		// Append name and value, each percent-encoded after encoding with
		// the application/x-www-form-urlencoded percent-encode set and
		// spaces as '+', with '=' between them.
		output = appendEncoded(output, t.name)
		output = append(output, '=')
		output = appendEncoded(output, t.value)
	}
	return string(output)
}

// formEncodedLen returns the length of the valid UTF-8 string s
// percent-encoded with the application/x-www-form-urlencoded set, spaces as
// '+'.
func formEncodedLen(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && formSet.contains(s[i]) {
			n += 2
		}
	}
	return n
}

// compareUTF16 compares a and b by their UTF-16 code units, as JavaScript
// compares strings, and returns -1, 0 or +1. Both must be valid UTF-8.
//
// Go compares UTF-8 bytes, which orders by code point. The two orders agree
// except between a character outside the Basic Multilingual Plane (in UTF-16
// a surrogate pair, D800-DFFF) and one in E000-FFFF: UTF-16 puts the first
// before the second. So the comparison is Go's up to the first code point
// that differs, and that pair is compared by its first code units.
func compareUTF16(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	if i == len(a) || i == len(b) {
		return cmp.Compare(len(a), len(b))
	}
	// Back up to the start of the code point holding the first difference;
	// the bytes before it are equal, so it starts at the same index in b.
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	ra, _ := utf8.DecodeRuneInString(a[i:])
	rb, _ := utf8.DecodeRuneInString(b[i:])
	if c := cmp.Compare(firstUTF16Unit(ra), firstUTF16Unit(rb)); c != 0 {
		return c
	}
	// Two supplementary characters with the same high surrogate: their low
	// surrogates are in code point order.
	return cmp.Compare(ra, rb)
}

// firstUTF16Unit returns the first UTF-16 code unit of r: r itself, or the
// high surrogate of a supplementary character.
func firstUTF16Unit(r rune) rune {
	if r < 0x10000 {
		return r
	}
	return 0xD800 + (r-0x10000)>>10
}

// scalarValues returns s as a scalar value string, reading each byte of
// invalid UTF-8 as U+FFFD, the way the URL parser and the percent-encoders
// read a Go string. It is the Go side of WebIDL's USVString conversion,
// which turns each lone surrogate of a JavaScript string into U+FFFD. It
// returns s itself when s is valid UTF-8.
func scalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	// Decode as range does, one U+FFFD for each byte that is not part
	// of a valid sequence, into a buffer of the exact length (strings.Map
	// grows one, allocating about twice as much).
	n := 0
	for _, r := range s {
		n += utf8.RuneLen(r)
	}
	var b strings.Builder
	b.Grow(n)
	for _, r := range s {
		b.WriteRune(r)
	}
	return b.String()
}

// Concurrent readers of a URL's SearchParams.
//
// SearchParams reads like a getter, and net/url's Query, its counterpart,
// is safe for concurrent readers; so is SearchParams. A reader must then
// write nothing in the URL itself: a copy (v := *u) or Clone reads every
// word of it without a lock. So the query object a URL asked for is found
// by the URL's address in objects, and not in the URL: the first call
// stores it there, later calls find it, and a copy, at another address,
// finds none and makes its own. objects holds both sides weakly, so that
// it keeps neither the URL nor the object alive, and an object's cleanup
// removes its entry. A lookup takes no process-wide lock (sync.Map's
// reads take none; weak.Make locks the URL's span of the heap alone).
//
// A reader may also parse the URL's query again, when RawQuery changed
// since the object last read it (the object compares the two on each
// call, so a setter that changes the query needs to tell it nothing):
// that is done under the object's own mu.

// objects maps a URL's address to its query object.
var objects sync.Map // weak.Pointer[URL] -> weak.Pointer[SearchParams]

// boundParams returns the query object that SearchParams made for u, or
// nil.
func (u *URL) boundParams() *SearchParams {
	if v, ok := objects.Load(weak.Make(u)); ok {
		if p := v.(weak.Pointer[SearchParams]).Value(); p != nil && p.url == u {
			return p
		}
	}
	return nil
}

// bindParams returns u's query object, making it (with its list parsed
// from u's query) when u has none: concurrent first calls share the one
// stored first.
func (u *URL) bindParams() *SearchParams {
	k := weak.Make(u)
	for {
		old, loaded := objects.Load(k)
		if loaded {
			if p := old.(weak.Pointer[SearchParams]).Value(); p != nil && p.url == u {
				return p
			}
		}
		// Initialize the query object with this's URL's query, or the
		// empty string if it is null, and set its URL object to this.
		p := &SearchParams{list: parseQueryList(u.searchQuery()), url: u, query: u.RawQuery}
		w := weak.Make(p)
		var lost bool
		if loaded {
			lost = !objects.CompareAndSwap(k, old, w)
		} else {
			_, lost = objects.LoadOrStore(k, w)
		}
		if lost {
			continue // another reader stored one first
		}
		runtime.AddCleanup(p, func(e binding) { objects.CompareAndDelete(e.url, e.params) }, binding{k, w})
		return p
	}
}

// A binding is an entry of objects, for its cleanup.
type binding struct {
	url    weak.Pointer[URL]
	params weak.Pointer[SearchParams]
}

// read returns p's list for a reader, after parsing its URL's query again
// if RawQuery was assigned since p last read or wrote it. Readers share
// the list; only a change (which needs exclusive access) replaces or
// edits it.
func (p *SearchParams) read() []tuple {
	// An object of no URL (NewSearchParams) has nothing to parse again,
	// and its url never changes: readers take no lock.
	if p.url == nil {
		return p.list
	}
	p.mu.Lock()
	p.sync()
	list := p.list
	p.mu.Unlock()
	return list
}
