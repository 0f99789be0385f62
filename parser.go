// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"strings"
	"sync"

	"github.com/weburl/url/internal/schemes"
	"golang.org/x/text/encoding"
)

// The basic URL parser.
// See https://url.spec.whatwg.org/#concept-basic-url-parser.
//
// The parser makes one pass over its input and writes the serialization of
// the URL record as it goes, in the order of the URL serializer (scheme,
// credentials, host, port, path, query, fragment), recording where each
// component lies. Components that need no change are copied as they are;
// nothing is allocated per code point. Where the standard copies components
// from the base URL, the parser copies the base's serialization, which is
// the same bytes.
//
// The states are named after the standard's. A state reads as far as its
// component goes rather than one code point per turn of the loop; the
// steps it takes at each code point are the standard's, paraphrased above
// the code that does them.
//
// run is a dispatcher: every state longer than a few lines is a method of
// urlParser named after it, which returns the next state and pointer
// (0.4% more instructions than one switch, measured over the corpora).
// This file is the spine; the states live beside the parts of the URL
// they read: parser_scheme.go (scheme, no scheme, relative),
// parser_authority.go (authority, host, port), parser_file.go (file) and
// parser_path.go (path, opaque path, query, fragment).

// A state is a state of the basic URL parser.
type state uint8

const (
	noState state = iota
	schemeStartState
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	hostnameState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
	doneState
)

// eof is the EOF code point.
const eof = -1

// urlParser holds the state of one run of the basic URL parser.
type urlParser struct {
	input string // the input, trimmed and without tabs and newlines
	out   []byte // the serialization of the URL record so far
	c     components

	// url's port (-1 for null), and where its username ends in out: a
	// URL reads them from its href, the parser keeps them as it goes.
	port        int32
	usernameEnd int32

	// base, when hasBase, is a copy of the base URL's record (href and
	// components: see baseURL), so that the caller's base does not escape
	// with the pointers p holds, and a base on the caller's stack stays
	// there.
	base     URL
	hasBase  bool
	override state // the state override, or noState
	enc      encoding.Encoding
	onErr    func(ValidationError)

	// What the parser knows of url's scheme.
	special     bool
	isFile      bool
	isWS        bool // "ws" or "wss": their queries are always UTF-8
	defaultPort int32

	// With a state override, the components of url that the states read,
	// and what they set.
	hasCredentials bool
	newScheme      string
	schemeSet      bool
	newHostKind    HostKind
	hostSet        bool
	portSet        bool
	// The new host (see newHost): newHostLong when it is longer than
	// newHostBuf, which holds the others by value. A string into a buffer
	// of the setter's would make that buffer escape to the heap with the
	// parser's state, which the states leak; the new href is then the
	// setter's one allocation.
	newHostLen  uint8
	newHostBuf  [64]byte
	newHostLong string

	// For validation errors: how the input maps back to the caller's.
	// raw is the input before tabs and newlines were removed, trimStart
	// its offset in the caller's input; removed lists the offsets of the
	// removed bytes, in the caller's input, when there is a callback.
	raw       string
	trimStart int
	removed   []int
	removedAt int // where origOffset's last search ended (validation.go)

	// authorityEnd is where the authority state found the authority
	// ends, for the host state that follows it (reject.go).
	authorityEnd int
	// hostStop is where it found the host state's buffer ends, or -1
	// (reject.go).
	hostStop int
	// unsized is true until sizeOut has sized out (reject.go).
	unsized bool
	// tail is what of the serialization parseFrom scans for its plain
	// (see resumedTail).
	tail state
}

// setScheme records url's scheme and what the scheme table
// (internal/schemes) says follows from it.
// See https://url.spec.whatwg.org/#special-scheme.
func (p *urlParser) setScheme(s string) {
	i := schemes.Lookup(s)
	p.special, p.isFile, p.isWS, p.defaultPort = i.Special, i.File, i.WS, i.Port
}

// parse runs the basic URL parser on input with base (nil for none),
// encoding override enc (nil for UTF-8; Parser.Parse passes nil for
// UTF-8 and the encodings whose output encoding is UTF-8), and validation error callback
// onErr, and returns the URL.
func parse(input string, base *URL, enc encoding.Encoding, onErr func(ValidationError)) (*URL, error) {
	// A URL's serialization must fit its int32 offsets: see ErrTooLong.
	// (Canonical input is its own serialization.)
	if len(input) > hrefLimit {
		return nil, ErrTooLong
	}
	// A URL already in canonical form, when nothing is to be reported and
	// the query is UTF-8, needs no state machine: see fastpath.go.
	if onErr == nil && enc == nil {
		var c components
		var r resumePoint
		if scanCanonical(input, &c, &r) {
			return newCanonicalURL(input, &c), nil
		}
		return parseResumed(input, base, &r, &c)
	}
	return parseFull(input, base, enc, onErr)
}

// parseFull is parse without the fast path: the state machine for every
// input. Tests call it to compare the fast path with the full parser. enc
// is nil for UTF-8.
func parseFull(input string, base *URL, enc encoding.Encoding, onErr func(ValidationError)) (*URL, error) {
	return parseFrom(input, base, enc, onErr, nil, nil)
}

// parseResumed is the basic URL parser with base (nil for none), nothing
// to report and UTF-8 for an input the fast path did not take, taken up
// where it stopped (r and c, see resumePoint). An input with leading or
// trailing C0 controls or spaces, as URLs pasted or read from files have,
// is trimmed first (step 1 of the parser), and the fast path reads what is
// left.
//
// The base matters only where the scheme state ends (endScheme: a special
// scheme that is the base's may start a relative URL) and where the fast
// path does not go (no scheme): past "//" and an authority, the parser
// reads the same with or without it, and the fast path takes only URLs
// with both.
func parseResumed(input string, base *URL, r *resumePoint, c *components) (*URL, error) {
	t := input
	if n := len(input); n > 0 && (input[0] <= ' ' || input[n-1] <= ' ') {
		// r and c are then the trimmed input's, as parseFrom reads them.
		start, end := trimC0ControlOrSpace(input)
		*c, *r = components{}, resumePoint{}
		if t = input[start:end]; scanCanonical(t, c, r) {
			return newCanonicalURL(t, c), nil
		}
	}
	if base == nil && r.st == schemeState {
		if u := newIgnoredSlashesURL(t, int(r.ptr)-1); u != nil {
			return u, nil
		}
	}
	return parseFrom(input, base, nil, nil, r, c)
}

// newIgnoredSlashesURL is parseResumed with no base for s, an input with
// no leading or trailing C0 control or space, whose scheme the fast path
// read up to the ":" at s[colon] and stopped there: when the scheme is
// special but not file, and what follows the ":" is not "//"
// ("https:/example.com/", "http:example.com", `https:\\example.com\a`),
// it returns the URL of s read as the scheme, "//", what follows the
// separators after the ":", and every "\" before the query or fragment
// read as "/", when the fast path takes that string, and nil otherwise
// (the parser then reads s).
//
// With no base, the scheme state goes on to the special authority slashes
// state, which, whether or not "//" follows, goes on to the special
// authority ignore slashes state; that state skips every "/" and "\", and
// the authority state reads the rest. Up to a "?" or "#", the states that
// follow in a special URL read "\" as they read "/": the authority, host
// and port states end there, and the path start and path states start a
// segment. The string is written on the stack and read by the fast path
// there; the URL holds a copy.
// See https://url.spec.whatwg.org/#scheme-state,
// https://url.spec.whatwg.org/#special-authority-slashes-state,
// https://url.spec.whatwg.org/#special-authority-ignore-slashes-state,
// https://url.spec.whatwg.org/#authority-state and
// https://url.spec.whatwg.org/#path-state.
func newIgnoredSlashesURL(s string, colon int) *URL {
	var lower [len("https")]byte // no special scheme is longer
	if colon > len(lower) {
		return nil
	}
	rest := skipSpecialSeparators(s, colon+1)
	if s[colon+1:rest] == "//" {
		return nil // where the fast path stopped past the scheme for another reason
	}
	scheme := lowerShort(s[:colon], lower[:])
	if info := schemes.Lookup(scheme); !info.Special || info.File {
		return nil
	}
	var buf [256]byte
	if len(scheme)+len("://")+len(s)-rest > len(buf) {
		return nil
	}
	t := append(append(append(buf[:0], scheme...), "://"...), s[rest:]...)
	if strings.IndexByte(s[rest:], '\\') >= 0 {
	backslashes:
		for i := len(scheme) + len("://"); i < len(t); i++ {
			switch t[i] {
			case '\\':
				t[i] = '/'
			case '?', '#':
				break backslashes
			}
		}
	}
	// SAFETY: t is complete, and not written again while the fast path
	// and mayDecode read it as a string; neither keeps it, and copiedURL
	// copies t (the ownership rule in unsafe.go).
	var c components
	if !parseCanonical(unsafeString(t), &c) {
		return nil
	}
	return copiedURL(t, c, withDecoding(len(t), c.mayDecode(unsafeString(t))))
}

// parseFrom is parseFull, which resumes where the fast path stopped when r
// is not nil: c and r are what scanCanonical left for input without its
// leading and trailing C0 controls and spaces (see parseResumed for a
// base).
func parseFrom(input string, base *URL, enc encoding.Encoding, onErr func(ValidationError), r *resumePoint, c *components) (*URL, error) {
	if r != nil && r.whole(len(input)) {
		start, end := trimC0ControlOrSpace(input)
		if u := newLoweredURL(input[start:end], r, c); u != nil {
			return u, nil
		}
	}
	p := urlParser{enc: enc, onErr: onErr, defaultPort: -1}
	if base != nil {
		// Its record only: the other fields are the caller's, and a
		// reader of the base (SearchParams) may write its query object
		// while the parser reads it.
		p.base, p.hasBase = URL{href: base.href, c: base.c}, true
	}
	p.port, p.c.queryStart, p.c.fragmentStart = -1, -1, -1

	// 1.1. If input contains any leading or trailing C0 control or space,
	// invalid-URL-unit validation error: one, at the first of them. 1.2.
	// Remove them.
	start, end := trimC0ControlOrSpace(input)
	if onErr != nil && (start > 0 || end < len(input)) {
		at := 0
		if start == 0 {
			at = end
		}
		onErr(ValidationError{Type: errInvalidURLUnit, Offset: at})
	}
	p.trimStart = start
	// A URL's serialization must fit its int32 offsets: see ErrTooLong.
	if mayOverflow(0, input[start:end]) {
		return nil, ErrTooLong
	}
	// The fast path took no tab or newline before where it stopped.
	from := 0
	if r != nil && r.st != noState && int(r.ptr) <= end-start {
		from = int(r.ptr)
	}
	p.input = removeTabAndNewlineFrom(input[start:end], from, &p)

	// A short input's serialization is written straight into the
	// allocation that will hold its URL, with room for its decoded path
	// and fragment when it has a "%" (see newURL) and for what it takes
	// from its base: no buffer to copy it from. A longer one goes into a pooled buffer, sized once it is
	// known not to fail early (see sizeOut), and is copied.
	var u *URL
	var buf *buffer
	n := len(p.input) + sizeSlack
	if r != nil && r.kept {
		n = len(p.input) + 1 // see resumePoint
	}
	if strings.IndexByte(p.input, '%') >= 0 {
		n += len(p.input)
	}
	if p.hasBase {
		n += len(p.base.href) // what copyBase may copy
	}
	if n <= maxSlab {
		u, p.out = urlFor(n)
	} else {
		buf = getBuffer()
		p.out = buf.b[:0]
		p.unsized = len(p.input)+sizeSlack > cap(p.out)
	}
	slab := cap(p.out)
	st, ptr := schemeStartState, 0
	if r != nil && r.st != noState {
		if st, ptr = p.resume(input[start:end], r, c); st == r.st {
			p.tail = resumedTail(r, c, p.isFile)
		}
	}
	err := p.runFrom(st, ptr)
	if err == nil {
		p.finish()
		if len(p.out) > hrefLimit { // the exact length: see ErrTooLong
			err = ErrTooLong
		}
	}
	if buf != nil {
		buf.b = p.out
		defer putBuffer(buf) // after newURL has copied it
	}
	if err != nil {
		return nil, err
	}
	// plain is the fast path's verdict on the serialization, whatever
	// route the input took, so that a URL's state is a function of its
	// href: Parse(s) and Parse(Parse(s).String()) are == (a base's plain
	// does not carry over).
	// After a prefix the fast path took, or a scheme and authority the
	// parser wrote as the fast path takes them, only the rest is scanned.
	if p.tail == noState && p.authorityTaken() {
		p.tail = pathStartState
	}
	var canon components
	p.c.plain = !(len(p.out) > largeInput && pathHasPercent(p.out, &p.c)) &&
		(p.tail == noState && parseCanonical(unsafeString(p.out), &canon) && canon.plain ||
			p.tail != noState && plainTail(unsafeString(p.out), &p.c, p.tail))
	if buf == nil && cap(p.out) == slab {
		// Still u's own bytes (append never grew them elsewhere), and
		// never written again: its href, and what follows, room for the
		// decoded fields.
		u.initFromHref(unsafeString(p.out), p.c, p.out[len(p.out):])
		return u, nil
	}
	return newURL(p.out, p.c, input), nil
}

// A buffer is the parser's scratch space for the serialization it writes.
// Buffers are reused: the URL gets a copy of the bytes, or the caller's
// string when they are the same.
type buffer struct{ b []byte }

var bufferPool = sync.Pool{New: func() any { return &buffer{b: make([]byte, 0, 256)} }}

func getBuffer() *buffer { return bufferPool.Get().(*buffer) }

func putBuffer(b *buffer) {
	if cap(b.b) <= largeInput { // a buffer grown by a huge input is dropped
		bufferPool.Put(b)
	}
}

// preprocess removes leading and trailing C0 controls and spaces, and all
// tabs and newlines, from s, reporting nothing: steps 1 and 2 of the basic
// URL parser, for a reference that is not parsed yet (reference.go).
// See https://url.spec.whatwg.org/#concept-basic-url-parser.
func preprocess(s string) string {
	start, end := trimC0ControlOrSpace(s)
	return removeTabAndNewline(s[start:end], nil)
}

// trimC0ControlOrSpace returns the bounds of s without its leading and
// trailing C0 controls and spaces: step 1 of the basic URL parser.
func trimC0ControlOrSpace(s string) (start, end int) {
	start, end = 0, len(s)
	for start < end && s[start] <= ' ' {
		start++
	}
	for end > start && s[end-1] <= ' ' {
		end--
	}
	return start, end
}

// removeTabAndNewline removes all ASCII tab or newline from s: step 2 of
// the basic URL parser. With a parser p, it reports an invalid-URL-unit
// validation error and records the removed offsets for p's callback; p may
// be nil. It returns s itself when there is none.
func removeTabAndNewline(s string, p *urlParser) string {
	return removeTabAndNewlineFrom(s, 0, p)
}

// removeTabAndNewlineFrom is removeTabAndNewline for an s that has no tab
// or newline before from.
func removeTabAndNewlineFrom(s string, from int, p *urlParser) string {
	if p != nil {
		p.raw = s
	}
	i := indexTabOrNewline(s[from:])
	if i < 0 {
		return s // no tab or newline: the common case
	}
	i += from
	p.report(errInvalidURLUnit, i)
	record := p != nil && p.onErr != nil
	if record {
		// Sized in advance, for the same reason as the parser's buffer:
		// appending would allocate a number of times that grows with the
		// input.
		n := 0
		for j := i; j < len(s); j++ {
			if c := s[j]; c == '\t' || c == '\n' || c == '\r' {
				n++
			}
		}
		p.removed = make([]int, 0, n)
	}
	b := make([]byte, 0, len(s))
	for j := 0; j < len(s); j++ {
		if c := s[j]; c != '\t' && c != '\n' && c != '\r' {
			b = append(b, c)
		} else if record {
			p.removed = append(p.removed, p.trimStart+j)
		}
	}
	return string(b)
}

// indexTabOrNewline returns the index of the first ASCII tab or newline in
// s, or -1. A short input, as most are, takes hasC0Control's one pass; a
// long one three vector searches, a chunk at a time, which cost a tenth of that pass's
// instructions: for a 1 MiB input that is rejected at its host, that pass
// was half of what rejecting it took.
func indexTabOrNewline(s string) int {
	if len(s) < 128 {
		if !hasC0Control(s) {
			return -1
		}
		for i := 0; i < len(s); i++ {
			if c := s[i]; c == '\t' || c == '\n' || c == '\r' {
				return i
			}
		}
		return -1
	}
	return indexFirstOf(s, "\n\r\t") // see reject.go
}

// hasC0Control reports whether s has a byte below 0x20. Removing tabs and
// newlines began with a byte loop that cost 6.5% of Parse+String on the web
// corpus; this check, which lets almost every input skip it, costs 3.5%. It
// tests eight bytes a word: x-0x2020…20 borrows into the high bit of each byte below
// 0x20, and &^x drops the bytes whose high bit was already set.
func hasC0Control(s string) bool {
	const lo, hi = 0x2020202020202020, 0x8080808080808080
	// Sixteen bytes an iteration, each eight one load: about 1 instruction
	// a byte where a load per byte took 4.9 (callgrind, 1 MiB).
	b := unsafeBytes(s)
	for len(b) >= 16 {
		x, y := binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:16])
		if ((x-lo)&^x|(y-lo)&^y)&hi != 0 {
			return true
		}
		b = b[16:]
	}
	for _, c := range b {
		if c < 0x20 {
			return true
		}
	}
	return false
}

// at returns the byte at input[i], or eof past the end.
func (p *urlParser) at(i int) int {
	if i < len(p.input) {
		return int(p.input[i])
	}
	return eof
}

func isAlpha(c int) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// baseURL returns the base URL, or nil.
func (p *urlParser) baseURL() *URL {
	if !p.hasBase {
		return nil
	}
	return &p.base
}

// copyBase sets url's scheme, credentials, host and port to base's, and,
// as asked, its path and then its query, by copying the base's
// serialization.
func (p *urlParser) copyBase(path, query bool) {
	b := &p.base
	p.out = append(p.out[:0], b.href[:b.c.schemeEnd+1]...)
	p.setScheme(b.href[:b.c.schemeEnd])
	p.c = b.c
	p.port, p.usernameEnd = b.port(), b.usernameEnd()
	p.c.queryStart, p.c.fragmentStart = -1, -1
	if b.c.hostKind == HostNone {
		p.c.pathStart = int32(len(p.out))
	} else {
		p.out = append(p.out, b.href[b.c.schemeEnd+1:b.c.pathStart]...)
	}
	if path {
		p.out = append(p.out, b.href[b.c.pathStart:b.pathEnd()]...)
	}
	if query && b.c.queryStart >= 0 {
		p.c.queryStart = int32(len(p.out))
		p.out = append(p.out, '?')
		p.out = append(p.out, b.query()...)
	}
}

// startQuery sets url's query to the empty string.
func (p *urlParser) startQuery() {
	if p.override == noState {
		p.c.queryStart = int32(len(p.out))
		p.out = append(p.out, '?')
	}
}

// startFragment sets url's fragment to the empty string.
func (p *urlParser) startFragment() {
	if p.override == noState {
		p.c.fragmentStart = int32(len(p.out))
		p.out = append(p.out, '#')
	}
}

// resume sets p up as the parser is when it has read what the fast path
// read (see resumePoint), and returns the state and pointer it goes on
// from: schemeStartState and 0 when it cannot.
func (p *urlParser) resume(s string, r *resumePoint, c *components) (state, int) {
	ptr := int(r.ptr)
	// The fast path took no C0 control or space, so that s[:ptr] is the
	// start of p.input too, unless a tab or newline was removed within
	// it: then the strings differ there.
	if ptr > len(p.input) || p.input[:ptr] != s[:ptr] {
		return schemeStartState, 0
	}
	if r.fix&fixWhole != 0 {
		// A domain beyond ASCII, a query or fragment to percent-encode
		// or a path with dot segments read to the end is taken up past the
		// authority by newLoweredURL only, for an input it reads whole:
		// the parser takes it up where the scheme ends.
		ptr = int(c.schemeEnd) + 1
	}
	if r.st == schemeState || r.fix&fixWhole != 0 {
		p.out = append(p.out, s[:ptr-1]...)
		if r.fix&fixScheme != 0 {
			asciiLowerInPlace(p.out)
		}
		st, next, _ := p.endScheme(ptr - 1) // no error without a state override
		return st, next
	}
	// The scheme, and the host that ends the authority.
	p.c = *c
	if r.st == portState {
		ptr = int(c.hostEnd)
	}
	p.out = r.prefix(p.out, s, ptr, &p.c)
	if r.fix&fixSlash != 0 {
		p.out = append(p.out, '/') // a special URL's path (see noPath)
	}
	if r.st == portState {
		ptr = int(r.ptr)
	} else {
		p.port = r.port
	}
	p.setScheme(unsafeString(p.out[:c.schemeEnd]))
	p.c.plain = false
	p.usernameEnd = c.hostStart
	if r.fix&fixCredentials != 0 {
		// The username ends at the credentials' ":" or "@".
		p.usernameEnd = c.hostStart - 1
		if k := strings.IndexByte(s[c.schemeEnd+3:c.hostStart-1], ':'); k >= 0 {
			p.usernameEnd = c.schemeEnd + 3 + int32(k)
		}
	}
	if r.st == portState {
		p.c.pathStart = c.hostEnd
	}
	return r.st, ptr
}

// newLoweredURL returns the URL of an input that the fast path read to the
// end as it would a canonical one, but for upper-case letters in its scheme
// or domain, or a special URL's missing path (see resumePoint): its href is
// the input with those lowercased and "/" added, and the fast path's
// components are those of the href too (they read the scheme and domain
// lowercased, the path as "/" and all the rest as it is), plain included.
//
// When none of the fixes changes a byte (credentials or an IPv6 address,
// which the fast path does not take, and nothing else), the href
// is the input itself, as for a URL the fast path takes, and the URL needs
// no bytes of its own but for decoding.
//
// With a domain beyond ASCII it is newIDNAURL's, with a query or fragment
// to percent-encode newEncodedURL's, and with dot segments newDotsURL's; the
// first two return nil, having set r to resume where the scheme ends, when
// the host parser fails or the href would not fit beside the URL.
func newLoweredURL(input string, r *resumePoint, c *components) *URL {
	if r.fix&^fixNotTaken == 0 {
		return newURL(unsafeBytes(input), *c, input)
	}
	if r.fix&fixWhole != 0 {
		switch {
		case r.fix&fixIDNA != 0:
			return newIDNAURL(input, r, c)
		case r.fix&fixEncode != 0:
			return newEncodedURL(input, r, c)
		}
		return newDotsURL(input, r, c)
	}
	u, b := urlFor(withDecoding(len(input)+1, c.mayDecode(input)))
	cc := *c
	b = r.prefix(b, input, len(input), &cc)
	if r.fix&fixSlash != 0 {
		b = append(b, '/')
	}
	u.initFromHref(unsafeString(b), cc, b[len(b):])
	return u
}

// withDecoding returns how many bytes urlFor is to hold beside the URL of
// an href of n bytes: the href, and, when its path or fragment may hold a
// percent-encoded byte (decode), room for decoding them, which makes them
// no longer (as newURL counts), so that the decoded Path and Fragment are
// in the same allocation; at most maxSlab.
func withDecoding(n int, decode bool) int {
	if decode {
		n *= 2
	}
	return min(n, maxSlab)
}

// mayDecode reports whether the path or fragment of an href written from
// s, with components c, may hold a percent-encoded byte, which Path and
// Fragment decode: they are not plain, and s has one. s is the href for
// newURL, and for newLoweredURL the input it writes the href from.
func (c *components) mayDecode(s string) bool {
	return !c.plain && hasPercentEncoded(s)
}

// newEncodedURL is newLoweredURL for an input whose query or fragment has
// bytes to percent-encode (fixEncode): the input with r's fixes made up to
// r.ptr, where the fast path stopped in the query or the fragment, then
// the rest of the query and the fragment percent-encoded as the query and
// fragment states encode them (UTF-8; the special-query set, as a query
// the fast path stopped in is a special URL's, and the fragment set). When
// that would not fit beside the URL (see urlFor), it returns nil and sets
// r to resume where the scheme ends (see atScheme).
// See https://url.spec.whatwg.org/#query-state and
// https://url.spec.whatwg.org/#fragment-state.
func newEncodedURL(input string, r *resumePoint, c *components) *URL {
	// The rest of the query and the fragment to encode: a query when the
	// fast path stopped before the fragment, if any.
	k, fs := int(r.ptr), int(c.fragmentStart)
	var query, fragment string
	switch {
	case fs < 0:
		query = input[k:]
	case k <= fs:
		query, fragment = input[k:fs], input[fs+1:]
	default:
		fragment = input[k:]
	}
	queryGrows, fragmentGrows := 0, 0
	if query != "" {
		queryGrows = utf8PercentEncodedLen(query, &specialQuerySet) - len(query)
	}
	if fragment != "" {
		fragmentGrows = utf8PercentEncodedLen(fragment, &fragmentSet) - len(fragment)
	}
	n := len(input) + queryGrows + fragmentGrows
	if r.fix&fixPort != 0 {
		n -= int(r.cut)
	}
	if n > maxSlab {
		r.atScheme(c)
		return nil
	}
	// An encoded fragment is decoded for Fragment.
	u, b := urlFor(withDecoding(n, c.mayDecode(input) || fragmentGrows > 0))
	cc := *c
	b = r.prefix(b, input, k, &cc)
	if query != "" {
		b = appendUTF8PercentEncoded(b, query, &specialQuerySet)
	}
	if fs >= 0 && k <= fs {
		cc.fragmentStart = int32(len(b))
		b = append(b, '#')
	}
	if fragment != "" {
		b = appendUTF8PercentEncoded(b, fragment, &fragmentSet)
	}
	// plain, the fast path's verdict on the href (see parseFrom): c's was
	// on the path and the fragment's bytes before k, and these are all
	// of it.
	if cc.fragmentStart >= 0 {
		cc.plain = cc.plain && plainTail(unsafeString(b), &cc, fragmentState)
	}
	u.initFromHref(unsafeString(b), cc, b[len(b):])
	return u
}

// newDotsURL is newLoweredURL for a URL with a host, not a file: URL,
// whose path has dot segments (fixDots) and bytes the path state keeps as
// they are (no backslash, which a special URL reads as "/"), and whose
// query and fragment the fast path keeps: the input with r's fixes made up
// to the path, then the path as the path state writes it (appendPathRun,
// which removes the dot segments), then the query and fragment as they
// are. Removing dot segments only shortens the path, so the href fits
// where the input and a byte do (see resumePoint.kept).
// See https://url.spec.whatwg.org/#path-state.
func newDotsURL(input string, r *resumePoint, c *components) *URL {
	u, b := urlFor(withDecoding(len(input)+1, c.mayDecode(input)))
	cc := *c
	pathEnd := int(r.ptr)
	b = r.prefix(b, input, int(c.pathStart), &cc)
	// The path is "/" and a run that starts its first segment; with all
	// 0, appendPathRun looks at each segment, as a path with a dot
	// segment needs.
	b = appendPathRun(b, input[c.pathStart+1:pathEnd], int(cc.pathStart), false, true, 0)
	end := int32(len(b))
	// The query and fragment move by as much as the path shrank.
	cc.shiftAfterPath((end - cc.pathStart) - (int32(pathEnd) - c.pathStart))
	b = append(b, input[pathEnd:]...)
	// plain, the fast path's verdict on the href (see parseFrom), from
	// the path written on.
	cc.plain = cc.plain && plainTail(unsafeString(b), &cc, pathStartState)
	u.initFromHref(unsafeString(b), cc, b[len(b):])
	return u
}

// newIDNAURL is newLoweredURL for an input whose domain is not ASCII
// (fixIDNA): the host parser writes the host, the domain parser's UTS #46
// steps making it ASCII ("bücher.de" is "xn--bcher-kva.de") or an IPv4
// address ("１２７.０.０.１"), and the rest is the input's with r's other
// fixes, as the states after the host state would write it: the fast path
// read it as they keep it. When the host parser fails, or the href would
// not fit beside the URL (see urlFor), it returns nil and sets r to resume
// where the scheme ends, for the parser to read the host and report.
// See https://url.spec.whatwg.org/#concept-host-parser.
func newIDNAURL(input string, r *resumePoint, c *components) *URL {
	// The host, written in this frame first (most hosts fit), with no
	// parser to report to: the one the input resumes in reports again.
	var buf [maxLoweredHost]byte
	host, kind, err := (*urlParser)(nil).appendHost(buf[:0], input[c.hostStart:c.hostEnd], false, 0)
	after := int(c.hostEnd) // where the input is copied again
	if r.fix&fixPort != 0 {
		after += int(r.cut)
	}
	n := int(c.hostStart) + len(host) + len(input) - after
	if r.fix&fixSlash != 0 {
		n++
	}
	if err != nil || n > maxSlab {
		r.atScheme(c)
		return nil
	}
	u, b := urlFor(withDecoding(n, c.mayDecode(input)))
	b = append(b, input[:c.hostStart]...)
	if r.fix&fixScheme != 0 {
		asciiLowerInPlace(b[:c.schemeEnd])
	}
	b = append(b, host...)
	b = append(b, input[after:]...)
	if r.fix&fixSlash != 0 {
		b = append(b, '/')
	}
	// The offsets after the host move by as much as the host and the
	// port that was cut changed the length.
	cc := *c
	shift := int32(int(c.hostStart) + len(host) - after)
	cc.hostEnd, cc.hostKind = c.hostStart+int32(len(host)), kind
	cc.pathStart += shift
	cc.shiftAfterPath(shift)
	u.initFromHref(unsafeString(b), cc, b[len(b):])
	return u
}

// atScheme sets r, a point newLoweredURL could not take up, to resume
// where the scheme ends, c's schemeEnd, with the scheme's fix only: the
// parser then reads the rest as from the start, which c, left as the fast
// path wrote it for r's first stop, no longer describes.
func (r *resumePoint) atScheme(c *components) {
	*r = resumePoint{st: schemeState, ptr: c.schemeEnd + 1, port: -1, fix: r.fix & fixScheme}
}

// asciiLowerInPlace lowercases the ASCII upper-case letters of b, which is
// ASCII: eight bytes at a time, without a branch per byte.
func asciiLowerInPlace(b []byte) {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	for len(b) >= 8 {
		// With every byte below 0x80, adding 0x80-'A' sets the high bit
		// of a byte from "A" on, adding 0x80-'Z'-1 of a byte after "Z",
		// and no sum carries into the next byte: the bytes whose two
		// high bits differ are the upper-case letters, and 0x80>>2 is
		// the bit that lowercases them.
		x := binary.LittleEndian.Uint64(b)
		upper := ((x + ones*(0x80-'A')) ^ (x + ones*(0x80-'Z'-1))) & high
		binary.LittleEndian.PutUint64(b, x|upper>>2)
		b = b[8:]
	}
	for i, c := range b {
		if isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
}

// run runs the state machine from state st until the input ends.
func (p *urlParser) run(st state) error { return p.runFrom(st, 0) }

// runFrom runs the state machine from state st and pointer ptr until the
// input ends.
func (p *urlParser) runFrom(st state, ptr int) error {
	var prefill string // a Windows drive letter the path state starts with
	var err error
	for {
		if p.unsized && !p.mayWaitToSize(st, ptr) {
			p.sizeOut() // see reject.go
		}
		switch st {
		case schemeStartState:
			// 1. If c is an ASCII alpha, append c, lowercased, to buffer,
			// and set state to scheme state.
			// 2. Otherwise, if state override is not given, set state to
			// no scheme state and decrease pointer by 1.
			// 3. Otherwise, return failure.
			switch {
			case isAlpha(p.at(ptr)):
				st = schemeState
			case p.override == noState:
				st = noSchemeState
			default:
				return errNoChange
			}

		case schemeState:
			if st, ptr, err = p.schemeState(ptr); err != nil {
				return err
			}

		case noSchemeState:
			if st, ptr, err = p.noSchemeState(ptr); err != nil {
				return err
			}

		case specialRelativeOrAuthorityState:
			// If c is "/" and remaining starts with "/", set state to
			// special authority ignore slashes state and increase pointer
			// by 1. Otherwise, special-scheme-missing-following-solidus
			// validation error, set state to relative state and decrease
			// pointer by 1.
			if p.at(ptr) == '/' && p.at(ptr+1) == '/' {
				st = specialAuthorityIgnoreSlashesState
				ptr += 2
			} else {
				p.report(errSpecialSchemeMissingFollowingSolidus, ptr)
				st = relativeState
			}

		case pathOrAuthorityState:
			// If c is "/", set state to authority state. Otherwise, set
			// state to path state, and decrease pointer by 1.
			if p.at(ptr) == '/' {
				st = authorityState
				ptr++
			} else {
				p.usernameEnd, p.c.hostStart, p.c.hostEnd = p.c.schemeEnd+1, p.c.schemeEnd+1, p.c.schemeEnd+1
				p.c.pathStart = int32(len(p.out))
				st = pathState
			}

		case relativeState:
			if st, ptr, err = p.relativeState(ptr); err != nil {
				return err
			}

		case relativeSlashState:
			st, ptr = p.relativeSlashState(ptr)

		case specialAuthoritySlashesState:
			st, ptr = p.specialAuthoritySlashesState(ptr)

		case specialAuthorityIgnoreSlashesState:
			st, ptr = p.specialAuthorityIgnoreSlashesState(ptr)

		case authorityState:
			if st, ptr, err = p.authorityState(ptr); err != nil {
				return err
			}

		case hostState, hostnameState:
			if st, ptr, err = p.hostState(ptr); err != nil {
				return err
			}

		case portState:
			if st, ptr, err = p.portState(ptr); err != nil {
				return err
			}

		case fileState:
			if st, ptr, err = p.fileState(ptr); err != nil {
				return err
			}

		case fileSlashState:
			if st, ptr, err = p.fileSlashState(ptr); err != nil {
				return err
			}

		case fileHostState:
			if st, ptr, prefill, err = p.fileHostState(ptr); err != nil {
				return err
			}

		case pathStartState:
			if st, ptr, err = p.pathStartState(ptr); err != nil {
				return err
			}

		case pathState:
			st, ptr = p.pathState(ptr, prefill)
			prefill = ""

		case opaquePathState:
			st, ptr = p.opaquePathState(ptr)

		case queryState:
			ptr = p.queryState(ptr)
			if ptr < len(p.input) {
				// If c is "#", set url's fragment to the empty string and
				// state to fragment state.
				p.startFragment()
				st = fragmentState
				ptr++
			} else {
				st = doneState
			}

		case fragmentState:
			p.fragmentState(ptr)
			st = doneState

		case doneState:
			return nil
		}
	}
}

// finish completes the serialization: a URL without a host whose path
// starts with an empty segment gets "/." before its path, so that the path
// does not read as an authority ("web+demo:/.//not-a-host/").
// See https://url.spec.whatwg.org/#url-serializing.
func (p *urlParser) finish() {
	c := &p.c
	if c.hostKind != HostNone || c.opaquePath {
		return
	}
	ps := int(c.pathStart)
	if !pathNeedsDot(p.out[ps:]) {
		return
	}
	p.out = append(p.out, 0, 0)
	copy(p.out[ps+2:], p.out[ps:])
	p.out[ps], p.out[ps+1] = '/', '.'
	c.pathStart += 2
	if c.queryStart >= 0 {
		c.queryStart += 2
	}
	if c.fragmentStart >= 0 {
		c.fragmentStart += 2
	}
}
