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
// urlParser named after it (schemeState, authorityState, hostState,
// fileHostState, pathState, ...), which returns the next state and
// pointer. Measured with callgrind (GOGC=off, instructions inside Parse
// over the corpus benchmark, BenchmarkParseString -benchtime=2x), the
// restructuring of issue 13 (states as methods, the scheme table, one path
// writer, one preprocessing) took the web corpus from 155.17M to 155.82M
// instructions (+0.4%) and the file corpus from 162.11M to 162.62M
// (+0.3%); one allocation per URL is unchanged (TestParseAllocs).

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

	base     *URL
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
	newHost        string
	newHostKind    HostKind
	hostSet        bool
	portSet        bool

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
	// unsized is true until sizeOut has sized out (reject.go).
	unsized bool
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
		if c := (components{}); parseCanonical(input, &c) {
			return newCanonicalURL(input, &c), nil
		}
	}
	return parseFull(input, base, enc, onErr)
}

// parseFull is parse without the fast path: the state machine for every
// input. Tests call it to compare the fast path with the full parser. enc
// is nil for UTF-8.
func parseFull(input string, base *URL, enc encoding.Encoding, onErr func(ValidationError)) (*URL, error) {
	p := urlParser{base: base, enc: enc, onErr: onErr, defaultPort: -1}
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
	p.input = removeTabAndNewline(input[start:end], &p)

	buf := getBuffer()
	p.out = buf.b[:0]
	p.unsized = true // sized once the input is known not to fail early: see sizeOut
	err := p.run(schemeStartState)
	if err == nil {
		p.finish()
		if len(p.out) > hrefLimit { // the exact length: see ErrTooLong
			err = ErrTooLong
		}
	}
	buf.b = p.out
	if err != nil {
		putBuffer(buf)
		return nil, err
	}
	// plain is the fast path's verdict on the serialization, whatever
	// route the input took, so that a URL's state is a function of its
	// href: Parse(s) and Parse(Parse(s).String()) are == (a base's plain
	// does not carry over).
	var canon components
	p.c.plain = parseCanonical(unsafeString(p.out), &canon) && canon.plain
	u := newURL(p.out, p.c, input)
	putBuffer(buf)
	return u, nil
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
	if p != nil {
		p.raw = s
	}
	i := indexTabOrNewline(s)
	if i < 0 {
		return s // no tab or newline: the common case
	}
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

// isWindowsDriveLetter reports whether s is two code points, an ASCII
// alpha and ":" or "|".
// See https://url.spec.whatwg.org/#windows-drive-letter.
func isWindowsDriveLetter[S ~string | ~[]byte](s S) bool {
	return len(s) == 2 && isAlpha(int(s[0])) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter reports whether s is a Windows drive
// letter whose second code point is ":".
func isNormalizedWindowsDriveLetter[S ~string | ~[]byte](s S) bool {
	return len(s) == 2 && isAlpha(int(s[0])) && s[1] == ':'
}

// startsWithWindowsDriveLetter reports whether s starts with a Windows
// drive letter followed by nothing or by /, \, ? or #.
// See https://url.spec.whatwg.org/#start-with-a-windows-drive-letter.
func startsWithWindowsDriveLetter[S ~string | ~[]byte](s S) bool {
	if len(s) < 2 || !isAlpha(int(s[0])) || (s[1] != ':' && s[1] != '|') {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// isSingleDot reports whether seg is a single-dot URL path segment: "." or
// "%2e", ASCII case-insensitively.
// See https://url.spec.whatwg.org/#single-dot-path-segment.
func isSingleDot(seg []byte) bool {
	switch len(seg) {
	case 1:
		return seg[0] == '.'
	case 3:
		return seg[0] == '%' && seg[1] == '2' && seg[2]|0x20 == 'e'
	}
	return false
}

// isDoubleDot reports whether seg is a double-dot URL path segment: "..",
// ".%2e", "%2e." or "%2e%2e", ASCII case-insensitively.
// See https://url.spec.whatwg.org/#double-dot-path-segment.
func isDoubleDot(seg []byte) bool {
	switch len(seg) {
	case 2:
		return seg[0] == '.' && seg[1] == '.'
	case 4:
		return seg[0] == '.' && isSingleDot(seg[1:]) || seg[3] == '.' && isSingleDot(seg[:3])
	case 6:
		return isSingleDot(seg[:3]) && isSingleDot(seg[3:])
	}
	return false
}

// shortenPath removes the last segment of url's path, unless the URL is a
// file: URL whose path is only a normalized Windows drive letter.
// See https://url.spec.whatwg.org/#shorten-a-urls-path.
func (p *urlParser) shortenPath() {
	p.out = shortenPath(p.out, int(p.c.pathStart), p.isFile)
}

// The one writer of hierarchical paths, for the parser's path state (and
// so the pathname setter) and for resolution's pathWriter: b holds a
// serialization whose path, "/" before each segment, starts at pathStart.

// shortenPath shortens the path b[pathStart:] of a URL (a file: URL when
// file is true) and returns b.
// See https://url.spec.whatwg.org/#shorten-a-urls-path.
func shortenPath(b []byte, pathStart int, file bool) []byte {
	path := b[pathStart:]
	// 2. If url's scheme is "file", path's size is 1, and path[0] is a
	// normalized Windows drive letter, then return.
	if file && len(path) == 3 && isNormalizedWindowsDriveLetter(path[1:]) {
		return b
	}
	// 3. Remove path's last item, if any.
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '/' {
			return b[:pathStart+i]
		}
	}
	return b
}

// dotSegment reports whether seg is a single-dot URL path segment (1), a
// double-dot one (2) or neither (0).
// See https://url.spec.whatwg.org/#single-dot-path-segment.
func dotSegment(seg []byte) int {
	switch len(seg) {
	case 1, 3:
		if isSingleDot(seg) {
			return 1
		}
	case 2, 4, 6:
		if isDoubleDot(seg) {
			return 2
		}
	}
	return 0
}

// endDotSegment applies the path state's rules for a dot segment (dots
// from dotSegment, not 0) to b, a serialization whose path starts at
// pathStart and no longer holds the segment nor the "/" before it, and
// returns b. slash says whether a "/" (or, in a special URL, "\") ends
// the segment.
// See https://url.spec.whatwg.org/#path-state.
func endDotSegment(b []byte, pathStart int, file, slash bool, dots int) []byte {
	if dots == 2 {
		// 1.2. If buffer is a double-dot URL path segment, shorten
		// url's path; then if neither c is "/" nor url is special and
		// c is "\", append the empty string to url's path.
		b = shortenPath(b, pathStart, file)
	}
	// 1.3. Otherwise, if buffer is a single-dot URL path segment and
	// neither c is "/" nor url is special and c is "\", append the empty
	// string to url's path. (A single dot followed by a slash adds
	// nothing.)
	if !slash {
		b = append(b, '/')
	}
	return b
}

// endPathSegment applies the path state's rules to the segment (the
// buffer) written, percent-encoded, at b[segStart:] after a "/", and
// returns b. slash says whether a "/" (or, in a special URL, "\") ends the
// segment.
// See https://url.spec.whatwg.org/#path-state.
func endPathSegment(b []byte, pathStart, segStart int, file, slash bool) []byte {
	buffer := b[segStart:]
	if dots := dotSegment(buffer); dots != 0 {
		return endDotSegment(b[:segStart-1], pathStart, file, slash, dots)
	}
	// 1.4. Otherwise: if url's scheme is "file", url's path is empty, and
	// buffer is a Windows drive letter, replace the second code point in
	// buffer with ":". Append buffer to url's path (it is there already).
	if file && segStart-1 == pathStart && isWindowsDriveLetter(buffer) {
		buffer[1] = ':'
	}
	return b
}

// copyBase sets url's scheme, credentials, host and port to base's, and,
// as asked, its path and then its query, by copying the base's
// serialization.
func (p *urlParser) copyBase(path, query bool) {
	b := p.base
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

// startHost writes "//": url's host is about to be set.
func (p *urlParser) startHost() {
	if p.override == noState {
		p.out = append(p.out, '/', '/')
		p.usernameEnd = int32(len(p.out))
		p.c.hostStart = p.usernameEnd
	}
}

// host host-parses buffer, with isOpaque true when url is not special,
// and sets url's host to the result. at is the offset of buffer.
func (p *urlParser) host(buffer string, at int) error {
	if p.override != noState {
		host, kind, err := p.parseHost(buffer, !p.special, at)
		if err != nil {
			return err
		}
		p.setHost(host, kind)
		return nil
	}
	start := len(p.out)
	out, kind, err := p.appendHost(p.out, buffer, !p.special, at)
	if err != nil {
		return err
	}
	p.out = out
	p.c.hostStart, p.c.hostEnd, p.c.pathStart = int32(start), int32(len(out)), int32(len(out))
	p.c.hostKind = kind
	return nil
}

// setHost sets url's host, which follows its credentials.
func (p *urlParser) setHost(host string, kind HostKind) {
	if p.override != noState {
		p.newHost, p.newHostKind, p.hostSet = host, kind, true
		return
	}
	p.c.hostStart = int32(len(p.out))
	p.out = append(p.out, host...)
	p.c.hostEnd = int32(len(p.out))
	p.c.pathStart = p.c.hostEnd
	p.c.hostKind = kind
}

// setPort sets url's port, or makes it null when it is the default port of
// url's scheme.
func (p *urlParser) setPort(port int32) {
	if port == p.defaultPort {
		port = -1
	}
	p.port, p.portSet = port, true
	if p.override == noState && port >= 0 {
		p.out = append(p.out, ':')
		p.out = appendDecimal(p.out, uint64(port))
		p.c.pathStart = int32(len(p.out))
	}
}

// run runs the state machine from state st until the input ends.
func (p *urlParser) run(st state) error {
	ptr := 0
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
			c := p.at(ptr)
			switch {
			case p.special && (c == '/' || c == '\\'):
				// 1. If url is special and c is "/" or "\": if c is "\",
				// invalid-reverse-solidus validation error; set state to
				// special authority ignore slashes state.
				if c == '\\' {
					p.report(errInvalidReverseSolidus, ptr)
				}
				st = specialAuthorityIgnoreSlashesState
				ptr++
			case c == '/':
				// 2. Otherwise, if c is "/", set state to authority state.
				st = authorityState
				ptr++
			default:
				// 3. Otherwise, set url's credentials, host and port to
				// base's, state to path state, and decrease pointer by 1.
				p.copyBase(false, false)
				p.c.pathStart = int32(len(p.out))
				st = pathState
			}

		case specialAuthoritySlashesState:
			// If c is "/" and remaining starts with "/", set state to
			// special authority ignore slashes state and increase pointer
			// by 1. Otherwise, special-scheme-missing-following-solidus
			// validation error, set state to special authority ignore
			// slashes state and decrease pointer by 1.
			if p.at(ptr) == '/' && p.at(ptr+1) == '/' {
				ptr += 2
			} else {
				p.report(errSpecialSchemeMissingFollowingSolidus, ptr)
			}
			st = specialAuthorityIgnoreSlashesState

		case specialAuthorityIgnoreSlashesState:
			// If c is neither "/" nor "\", set state to authority state
			// and decrease pointer by 1. Otherwise,
			// special-scheme-missing-following-solidus validation error.
			for c := p.at(ptr); c == '/' || c == '\\'; c = p.at(ptr) {
				p.report(errSpecialSchemeMissingFollowingSolidus, ptr)
				ptr++
			}
			st = authorityState

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
			// If c is not the EOF code point: validate it, and UTF-8
			// percent-encode it with the fragment percent-encode set into
			// url's fragment.
			s := p.input[ptr:]
			if p.onErr != nil {
				p.checkURLUnits(s, ptr)
			}
			p.out = appendUTF8PercentEncoded(p.out, s, &fragmentSet)
			st = doneState

		case doneState:
			return nil
		}
	}
}

// schemeState runs the scheme state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#scheme-state.
func (p *urlParser) schemeState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. While c is an ASCII alphanumeric, "+", "-" or ".",
	// append it, lowercased, to buffer.
	i := ptr + 1
	for ; i < len(p.input); i++ {
		c := p.input[i]
		if !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.') {
			break
		}
	}
	if p.at(i) != ':' {
		// 3. Otherwise, if state override is not given, set
		// buffer to the empty string, state to no scheme state,
		// and start over (from the first code point in input).
		if p.override == noState {
			st, ptr = noSchemeState, 0
			return st, ptr, nil
		}
		// 4. Otherwise, return failure.
		return st, ptr, errNoChange
	}
	// 2. Otherwise, if c is ":":
	if p.override != noState {
		buffer := asciiLower(p.input[ptr:i])
		// 2.1. With a state override, the scheme may change only
		// between special schemes or between non-special ones; not
		// to "file" when url has credentials or a port; not from
		// "file" when url's host is empty.
		switch {
		case p.special != schemes.IsSpecial(buffer),
			(p.hasCredentials || p.port >= 0) && buffer == "file",
			p.isFile && p.c.hostKind == HostEmpty:
			return st, ptr, errNoChange
		}
		// 2.2-2.3. Set url's scheme to buffer; if url's port is
		// the scheme's default port, set it to null. Return.
		p.newScheme, p.schemeSet = buffer, true
		p.setScheme(buffer)
		if p.port == p.defaultPort {
			p.port, p.portSet = -1, true
		}
		return doneState, ptr, nil
	}
	// 2.2. Set url's scheme to buffer (lowercased as it is written).
	for j := ptr; j < i; j++ {
		c := p.input[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		p.out = append(p.out, c)
	}
	buffer := unsafeString(p.out) // read before the buffer grows again
	p.setScheme(buffer)
	isBaseScheme := p.special && p.base != nil && p.base.href[:p.base.c.schemeEnd] == buffer
	p.out = append(p.out, ':')
	p.c.schemeEnd = int32(len(p.out) - 1)
	ptr = i + 1
	switch {
	case p.isFile:
		// 2.5. If url's scheme is "file": if remaining does not
		// start with "//", special-scheme-missing-following-solidus
		// validation error. Set state to file state.
		if p.at(ptr) != '/' || p.at(ptr+1) != '/' {
			p.report(errSpecialSchemeMissingFollowingSolidus, ptr)
		}
		st = fileState
	case isBaseScheme:
		// 2.6. If url is special, base is non-null, and base's
		// scheme is url's scheme: special relative or authority
		// state.
		st = specialRelativeOrAuthorityState
	case p.special:
		// 2.7. Otherwise, if url is special, set state to special
		// authority slashes state.
		st = specialAuthoritySlashesState
	case p.at(ptr) == '/':
		// 2.8. Otherwise, if remaining starts with "/", set state
		// to path or authority state and increase pointer by 1.
		st = pathOrAuthorityState
		ptr++
	default:
		// 2.9. Otherwise, set url's path to the empty string and
		// state to opaque path state.
		p.usernameEnd, p.c.hostStart, p.c.hostEnd = p.c.schemeEnd+1, p.c.schemeEnd+1, p.c.schemeEnd+1
		p.c.pathStart = int32(len(p.out))
		p.c.opaquePath = true
		st = opaquePathState
	}
	return st, ptr, nil
}

// noSchemeState runs the no scheme state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#no-scheme-state.
func (p *urlParser) noSchemeState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. If base is null, or base has an opaque path and c is not
	// "#", missing-scheme-non-relative-URL validation error, return
	// failure.
	c := p.at(ptr)
	b := p.base
	switch {
	case b == nil || b.c.opaquePath && c != '#':
		return st, ptr, p.fail(errMissingSchemeNonRelativeURL, ptr)
	case b.c.opaquePath:
		// 2. Otherwise, if base has an opaque path and c is "#",
		// set url's scheme, path and query to base's, url's
		// fragment to the empty string, and state to fragment
		// state.
		p.copyBase(true, true)
		p.startFragment()
		st = fragmentState
		ptr++
	case b.href[:b.c.schemeEnd] != "file":
		// 3. Otherwise, if base's scheme is not "file", set state
		// to relative state and decrease pointer by 1.
		st = relativeState
	default:
		// 4. Otherwise, set state to file state and decrease
		// pointer by 1.
		st = fileState
	}
	return st, ptr, nil
}

// relativeState runs the relative state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#relative-state.
func (p *urlParser) relativeState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. Assert: base's scheme is not "file". 2. Set url's scheme
	// to base's scheme.
	c := p.at(ptr)
	p.setScheme(p.base.href[:p.base.c.schemeEnd])
	switch {
	case c == '/':
		// 3. If c is "/", set state to relative slash state.
		p.out = append(p.out[:0], p.base.href[:p.base.c.schemeEnd+1]...)
		p.c.schemeEnd = p.base.c.schemeEnd
		st = relativeSlashState
		ptr++
	case p.special && c == '\\':
		// 4. Otherwise, if url is special and c is "\",
		// invalid-reverse-solidus validation error, set state to
		// relative slash state.
		p.report(errInvalidReverseSolidus, ptr)
		p.out = append(p.out[:0], p.base.href[:p.base.c.schemeEnd+1]...)
		p.c.schemeEnd = p.base.c.schemeEnd
		st = relativeSlashState
		ptr++
	case c == '?':
		// 5. Otherwise, set url's credentials, host, port, path and
		// query to base's; then if c is "?", set url's query to
		// the empty string and state to query state.
		p.copyBase(true, false)
		p.startQuery()
		st = queryState
		ptr++
	case c == '#':
		// If c is "#", set url's fragment to the empty string and
		// state to fragment state.
		p.copyBase(true, true)
		p.startFragment()
		st = fragmentState
		ptr++
	case c == eof:
		p.copyBase(true, true)
		st = doneState
	default:
		// Otherwise, if c is not the EOF code point: set url's
		// query to null, shorten url's path, set state to path
		// state and decrease pointer by 1.
		p.copyBase(true, false)
		p.shortenPath()
		st = pathState
	}
	return st, ptr, nil
}

// authorityState runs the authority state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#authority-state.
func (p *urlParser) authorityState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// The authority runs to the first EOF, "/", "?", "#", or, in a
	// special URL, "\". Each "@" in it is an invalid-credentials
	// validation error; what comes before the last "@" is the
	// userinfo, split at its first ":" into username and password,
	// each UTF-8 percent-encoded with the userinfo percent-encode
	// set (which encodes the earlier "@"s as "%40", as the
	// standard's buffer does).
	end, firstAt := authorityEnd(p.input, ptr, p.special) // see reject.go
	lastAt := -1
	p.authorityEnd = end
	if firstAt >= 0 {
		for at := firstAt; at >= 0; {
			p.report(errInvalidCredentials, at)
			lastAt = at
			if p.onErr == nil {
				// Nothing to report: the last "@" is all that
				// matters.
				lastAt += strings.LastIndexByte(p.input[at:end], '@')
				break
			}
			k := strings.IndexByte(p.input[at+1:end], '@')
			if k < 0 {
				break
			}
			at += k + 1
		}
	}
	p.startHost()
	if lastAt >= 0 {
		// 2.1. If atSignSeen is true and buffer is the empty
		// string, host-missing validation error, return failure.
		if lastAt+1 == end {
			return st, ptr, p.fail(errHostMissing, end)
		}
		p.sizeOut() // the userinfo may be long: see reject.go
		userinfo := p.input[ptr:lastAt]
		user, pass := userinfo, ""
		if i := strings.IndexByte(userinfo, ':'); i >= 0 {
			user, pass = userinfo[:i], userinfo[i+1:]
		}
		p.out = appendUTF8PercentEncoded(p.out, user, &userinfoSet)
		p.usernameEnd = int32(len(p.out))
		if pass != "" {
			p.out = append(p.out, ':')
			p.out = appendUTF8PercentEncoded(p.out, pass, &userinfoSet)
		}
		if len(p.out) > int(p.c.hostStart) {
			p.out = append(p.out, '@')
		}
		ptr = lastAt + 1
	}
	st = hostState
	return st, ptr, nil
}

// hostState runs the host state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#host-state.
func (p *urlParser) hostState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. If state override is given and url's scheme is "file",
	// then decrease pointer by 1 and set state to file host state.
	if p.override != noState && p.isFile {
		st = fileHostState
		return st, ptr, nil
	}
	// The buffer runs to ":" outside brackets, or to EOF, "/", "?",
	// "#" or, in a special URL, "\".
	// The authority state found where the authority ends; with a state
	// override it did not run. See reject.go.
	end := p.authorityEnd
	if p.override != noState {
		end, _ = authorityEnd(p.input, ptr, p.special)
	}
	end = hostEnd(p.input, ptr, end)
	buffer := p.input[ptr:end]
	if p.at(end) == ':' {
		// 2. Otherwise, if c is ":" and insideBrackets is false:
		// 2.1. If buffer is the empty string, host-missing
		// validation error, return failure.
		if buffer == "" {
			return st, ptr, p.fail(errHostMissing, end)
		}
		// 2.2. If state override is given and state override is
		// hostname state, then return failure.
		if p.override == hostnameState {
			return st, ptr, errNoChange
		}
		// 2.3-2.5. Let host be the result of host parsing buffer
		// with url is not special; if failure, return failure. Set
		// url's host to host, buffer to the empty string, and
		// state to port state.
		if buffer[0] != '[' {
			p.sizeOutHost(buffer, ptr) // a domain or opaque host may be long: see reject.go
		}
		if err := p.host(buffer, ptr); err != nil {
			return st, ptr, err
		}
		st = portState
		ptr = end + 1
		return st, ptr, nil
	}
	// 3. Otherwise, if c is EOF, "/", "?" or "#", or url is
	// special and c is "\": 3.1. If url is special and buffer is
	// the empty string, host-missing validation error, return
	// failure.
	if p.special && buffer == "" {
		return st, ptr, p.fail(errHostMissing, ptr)
	}
	// 3.2. Otherwise, if state override is given, buffer is the
	// empty string, and either url includes credentials or url's
	// port is non-null, return.
	if p.override != noState && buffer == "" && (p.hasCredentials || p.port >= 0) {
		return st, ptr, errNoChange
	}
	// 3.3-3.5. Host parse buffer, set url's host, and set state
	// to path start state.
	if buffer == "" || buffer[0] != '[' {
		p.sizeOutHost(buffer, ptr) // a domain or opaque host may be long: see reject.go
	}
	if err := p.host(buffer, ptr); err != nil {
		return st, ptr, err
	}
	// 3.6. If state override is given, then return.
	if p.override != noState {
		return doneState, ptr, nil
	}
	st = pathStartState
	ptr = end
	return st, ptr, nil
}

// portState runs the port state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#port-state.
func (p *urlParser) portState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. While c is an ASCII digit, append c to buffer.
	end := ptr
	var port int64
	for ; end < len(p.input) && '0' <= p.input[end] && p.input[end] <= '9'; end++ {
		if port <= 65535 {
			port = port*10 + int64(p.input[end]-'0')
		}
	}
	c := p.at(end)
	// 2. Otherwise, if c is EOF, "/", "?" or "#", or url is special
	// and c is "\", or state override is given:
	if !(c == eof || c == '/' || c == '?' || c == '#' || c == '\\' && p.special || p.override != noState) {
		// 3. Otherwise, port-invalid validation error, return
		// failure.
		return st, ptr, p.fail(errPortInvalid, end)
	}
	if end > ptr {
		// 2.1. If buffer is not the empty string: if port is
		// greater than 2^16 − 1, port-out-of-range validation
		// error, return failure; set url's port to null if it is
		// url's scheme's default port, and to port otherwise.
		if port > 65535 {
			return st, ptr, p.fail(errPortOutOfRange, ptr)
		}
		p.setPort(int32(port))
		// 2.1.5. If state override is given, then return.
		if p.override != noState {
			return doneState, ptr, nil
		}
	}
	// 2.2. If state override is given, then return failure.
	if p.override != noState {
		return st, ptr, errNoChange
	}
	// 2.3. Set state to path start state and decrease pointer by 1.
	st = pathStartState
	ptr = end
	return st, ptr, nil
}

// fileState runs the file state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#file-state.
func (p *urlParser) fileState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. Set url's scheme to "file". 2. Set url's host to the empty
	// string.
	if len(p.out) == 0 {
		p.out = append(p.out, "file:"...)
		p.c.schemeEnd = 4
		p.setScheme("file")
	}
	c := p.at(ptr)
	b := p.base
	switch {
	case c == '/' || c == '\\':
		// 3. If c is "/" or "\": if c is "\",
		// invalid-reverse-solidus validation error; set state to
		// file slash state.
		if c == '\\' {
			p.report(errInvalidReverseSolidus, ptr)
		}
		st = fileSlashState
		ptr++
	case b != nil && b.href[:b.c.schemeEnd] == "file":
		// 4. Otherwise, if base is non-null and base's scheme is
		// "file": set url's host, path and query to base's.
		switch c {
		case '?':
			// 4.2. If c is "?", set url's query to the empty
			// string and state to query state.
			p.copyBase(true, false)
			p.startQuery()
			st = queryState
			ptr++
		case '#':
			// 4.3. If c is "#", set url's fragment to the empty
			// string and state to fragment state.
			p.copyBase(true, true)
			p.startFragment()
			st = fragmentState
			ptr++
		case eof:
			p.copyBase(true, true)
			st = doneState
		default:
			// 4.4. Otherwise, if c is not EOF: set url's query to
			// null; if the code point substring from pointer to the
			// end of input does not start with a Windows drive
			// letter, shorten url's path; otherwise,
			// file-invalid-Windows-drive-letter validation error and
			// set url's path to « ». Set state to path state and
			// decrease pointer by 1.
			p.copyBase(true, false)
			if !startsWithWindowsDriveLetter(p.input[ptr:]) {
				p.shortenPath()
			} else {
				p.report(errFileInvalidWindowsDriveLetter, ptr)
				p.out = p.out[:p.c.pathStart]
			}
			st = pathState
		}
	default:
		// 5. Otherwise, set state to path state, and decrease
		// pointer by 1.
		p.emptyFileHost()
		st = pathState
	}
	return st, ptr, nil
}

// fileSlashState runs the file slash state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#file-slash-state.
func (p *urlParser) fileSlashState(ptr int) (next state, nextPtr int, err error) {
	var st state
	c := p.at(ptr)
	if c == '/' || c == '\\' {
		// 1. If c is "/" or "\": if c is "\", invalid-reverse-solidus
		// validation error; set state to file host state.
		if c == '\\' {
			p.report(errInvalidReverseSolidus, ptr)
		}
		st = fileHostState
		ptr++
		return st, ptr, nil
	}
	// 2. Otherwise: if base is non-null and base's scheme is
	// "file": set url's host to base's host; if the code point
	// substring from pointer to the end of input does not start
	// with a Windows drive letter and base's path[0] is a
	// normalized Windows drive letter, append base's path[0] to
	// url's path. Set state to path state, and decrease pointer
	// by 1.
	if b := p.base; b != nil && b.href[:b.c.schemeEnd] == "file" {
		p.copyBase(false, false)
		bp := b.href[b.c.pathStart:b.pathEnd()]
		if !startsWithWindowsDriveLetter(p.input[ptr:]) && len(bp) >= 3 &&
			isNormalizedWindowsDriveLetter(bp[1:3]) && (len(bp) == 3 || bp[3] == '/') {
			p.out = append(p.out, bp[:3]...)
		}
	} else {
		p.emptyFileHost()
	}
	st = pathState
	return st, ptr, nil
}

// fileHostState runs the file host state at ptr and returns the next state
// and pointer, what the path state's buffer starts with, or the failure.
// See https://url.spec.whatwg.org/#file-host-state.
func (p *urlParser) fileHostState(ptr int) (next state, nextPtr int, prefill string, err error) {
	var st state
	// 1. If c is EOF, "/", "\", "?" or "#", decrease pointer by 1
	// and then the steps below. 2. Otherwise, append c to buffer.
	end := ptr
	for ; end < len(p.input); end++ {
		c := p.input[end]
		if c == '/' || c == '\\' || c == '?' || c == '#' {
			break
		}
	}
	buffer := p.input[ptr:end]
	switch {
	case p.override == noState && isWindowsDriveLetter(buffer):
		// 1.1. If state override is not given and buffer is a
		// Windows drive letter, file-invalid-Windows-drive-letter-host
		// validation error, set state to path state. (The buffer
		// is not reset: it starts the path.)
		p.report(errFileInvalidWindowsDriveLetterHost, ptr)
		p.emptyFileHost()
		prefill = buffer
		st = pathState
	case buffer == "":
		// 1.2. Otherwise, if buffer is the empty string: set url's
		// host to the empty string; if state override is given,
		// return; set state to path start state.
		if p.override != noState {
			p.setHost("", HostEmpty)
			return doneState, ptr, prefill, nil
		}
		p.emptyFileHost()
		st = pathStartState
	default:
		// 1.3. Otherwise: host parse buffer; if failure, return
		// failure; if host is "localhost", set host to the empty
		// string; set url's host to host; if state override is
		// given, return; set state to path start state.
		p.startHost()
		if err := p.host(buffer, ptr); err != nil {
			return st, ptr, prefill, err
		}
		if p.override != noState {
			if p.newHost == "localhost" {
				p.newHost, p.newHostKind = "", HostEmpty
			}
			return doneState, ptr, prefill, nil
		}
		if string(p.out[p.c.hostStart:p.c.hostEnd]) == "localhost" {
			p.out = p.out[:p.c.hostStart]
			p.setHost("", HostEmpty)
		}
		st = pathStartState
	}
	ptr = end
	return st, ptr, prefill, nil
}

// pathStartState runs the path start state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#path-start-state.
func (p *urlParser) pathStartState(ptr int) (next state, nextPtr int, err error) {
	var st state
	c := p.at(ptr)
	if p.override == noState {
		p.c.pathStart = int32(len(p.out))
	}
	switch {
	case p.special:
		// 1. If url is special: if c is "\", invalid-reverse-solidus
		// validation error; set state to path state; if c is
		// neither "/" nor "\", decrease pointer by 1.
		if c == '\\' {
			p.report(errInvalidReverseSolidus, ptr)
		}
		if c == '/' || c == '\\' {
			ptr++
		}
		st = pathState
	case p.override == noState && c == '?':
		// 2. Otherwise, if state override is not given and c is
		// "?", set url's query to the empty string and state to
		// query state.
		p.startQuery()
		st = queryState
		ptr++
	case p.override == noState && c == '#':
		// 3. Otherwise, if state override is not given and c is
		// "#", set url's fragment to the empty string and state to
		// fragment state.
		p.startFragment()
		st = fragmentState
		ptr++
	case c != eof:
		// 4. Otherwise, if c is not EOF: set state to path state;
		// if c is not "/", decrease pointer by 1.
		if c == '/' {
			ptr++
		}
		st = pathState
	default:
		// 5. Otherwise, if state override is given and url's host
		// is null, append the empty string to url's path.
		if p.override != noState && p.c.hostKind == HostNone {
			p.out = append(p.out, '/')
		}
		st = doneState
	}
	return st, ptr, nil
}

// emptyFileHost sets url's host to the empty string, for a file: URL.
func (p *urlParser) emptyFileHost() {
	if p.override != noState {
		return
	}
	p.startHost()
	p.setHost("", HostEmpty)
}

// pathState runs the path state from ptr, appending path segments until
// the path ends. prefill is what the buffer holds on entry.
// See https://url.spec.whatwg.org/#path-state.
func (p *urlParser) pathState(ptr int, prefill string) (state, int) {
	in, out := p.input, p.out
	pathStart, file := int(p.c.pathStart), p.isFile
	validating := p.onErr != nil
	// The classes of the bytes that end a segment: "/"; "\" if url is
	// special; "?" and "#" if state override is not given.
	stop := uint8(pathSlash)
	if p.special {
		stop |= pathBackslash
	}
	if p.override == noState {
		stop |= pathQuery
	}
	for {
		// Two shortcuts before the general steps below, taken in turn
		// for as long as either applies (never with a prefilled buffer).
		for prefill == "" && ptr < len(in) {
			start := ptr
			// The common short segments, "." and ".." each followed by
			// "/" (or, in a special URL, "\"), and "" followed by
			// "\" in a special URL, when no validation error is to be
			// reported: as steps 1.2-1.4 below (an empty buffer is no
			// drive letter; the next shortcut takes "" before "/").
			for !validating && ptr+1 < len(in) {
				if in[ptr] == '\\' && stop&pathBackslash != 0 {
					out = append(out, '/')
					ptr++
					continue
				}
				// The segment: "." or ".." (a single-dot and a
				// double-dot segment), else one of at most six bytes
				// starting with "%", which dotSegment tells.
				end, dots := ptr+1, 1
				switch in[ptr] {
				case '.':
					if in[end] == '.' {
						end, dots = end+1, 2
					}
				case '%':
					for end < len(in) && end-ptr < 6 && pathClass[in[end]]&stop == 0 {
						end++
					}
					dots = 0
					if end < len(in) {
						dots = dotSegment(unsafeBytes(in[ptr:end]))
					}
				default:
					dots = 0
				}
				if dots == 0 || end >= len(in) || pathClass[in[end]]&stop&(pathSlash|pathBackslash) == 0 {
					break
				}
				out = endDotSegment(out, pathStart, file, true, dots)
				ptr = end + 1
			}
			// Segments that stay as they are, none a dot segment and
			// none a file URL's first (a drive letter), each followed
			// by "/": the steps below append each as it is after a
			// "/", so append the run of them at once.
			if ptr < len(in) {
				if c := in[ptr]; c != '.' && c != '%' && (pathClass[c] == 0 || c == '/') &&
					(!file || len(out) != pathStart) {
					if end := plainSegmentsEnd(in, ptr); end > ptr {
						if validating {
							p.checkURLUnits(in[ptr:end], ptr)
						}
						out = append(out, '/')
						out = append(out, in[ptr:end-1]...)
						ptr = end
					}
				}
			}
			if ptr == start {
				break
			}
		}

		// 2. Otherwise (c is not a segment delimiter): validate c, and
		// UTF-8 percent-encode it with the path percent-encode set into
		// buffer.
		end, classes := ptr, uint8(0)
		for end < len(in) && pathClass[in[end]]&stop == 0 {
			classes |= pathClass[in[end]]
			end++
		}
		seg := in[ptr:end]
		if validating {
			p.checkURLUnits(seg, ptr)
		}
		ptr = end

		// 1. If c is EOF or "/", url is special and c is "\", or state
		// override is not given and c is "?" or "#":
		c := byte(0)
		if ptr < len(in) {
			c = in[ptr]
		}
		// 1.1. If url is special and c is "\", invalid-reverse-solidus
		// validation error.
		slash := pathClass[c]&stop&(pathSlash|pathBackslash) != 0
		if c == '\\' && slash && validating {
			p.report(errInvalidReverseSolidus, ptr)
		}
		// 1.2-1.3. A dot segment (which percent-encoding leaves as it
		// is, and which no drive letter in the buffer starts) shortens
		// the path or adds nothing, and is never written.
		dots := 0
		if len(seg) > 0 && (seg[0] == '.' || seg[0] == '%') && prefill == "" {
			dots = dotSegment(unsafeBytes(seg))
		}
		if dots != 0 {
			out = endDotSegment(out, pathStart, file, slash, dots)
		} else {
			// Each other segment is written as "/" and the buffer, in
			// place: bytes outside the path percent-encode set as
			// they are, in one append. 1.4. Fix a drive letter.
			out = append(out, '/')
			segStart := len(out)
			out = append(out, prefill...)
			if classes&pathEncode != 0 {
				out = appendUTF8PercentEncoded(out, seg, &pathSet)
			} else {
				out = append(out, seg...)
			}
			if file {
				// Not a dot segment, the buffer is one for
				// endPathSegment only in a file URL.
				out = endPathSegment(out, pathStart, segStart, true, slash)
			}
		}
		prefill = ""
		// 1.5. Set buffer to the empty string. 1.6-1.7. If c is "?", set
		// url's query to the empty string and state to query state; if c
		// is "#", set url's fragment to the empty string and state to
		// fragment state.
		switch {
		case slash:
			ptr++
			continue
		case ptr < len(in) && c == '?':
			p.out = out
			p.startQuery()
			return queryState, ptr + 1
		case ptr < len(in) && c == '#':
			p.out = out
			p.startFragment()
			return fragmentState, ptr + 1
		}
		p.out = out
		return doneState, ptr
	}
}

// opaquePathState runs the opaque path state from ptr.
// See https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state.
func (p *urlParser) opaquePathState(ptr int) (state, int) {
	start := ptr
	for ; ptr < len(p.input); ptr++ {
		c := p.input[ptr]
		if c == '#' || c == '?' {
			break
		}
	}
	s := p.input[start:ptr]
	if p.onErr != nil {
		// 3.1. If c is U+0020 SPACE, invalid-URL-unit validation error;
		// 4.1-4.2. if c is not a URL code point and not "%", or is a "%"
		// that starts no percent-encoded byte, the same.
		p.checkURLUnits(s, start)
	}
	// 4. Otherwise, if c is not EOF: UTF-8 percent-encode c using the C0
	// control percent-encode set and append the result to url's path.
	// 2. If c is U+0020 SPACE: if remaining starts with "?" or "#",
	// append "%20" to url's path, and otherwise append a space (so that
	// the path does not end in a space, which would be lost).
	if ptr < len(p.input) && len(s) > 0 && s[len(s)-1] == ' ' {
		p.out = appendUTF8PercentEncoded(p.out, s[:len(s)-1], &c0ControlSet)
		p.out = append(p.out, "%20"...)
	} else {
		p.out = appendUTF8PercentEncoded(p.out, s, &c0ControlSet)
	}
	switch p.at(ptr) {
	case '#':
		// 1. If c is "#", set url's fragment to the empty string and
		// state to fragment state.
		p.startFragment()
		return fragmentState, ptr + 1
	case '?':
		// 3. Otherwise, if c is "?", set url's query to the empty string
		// and state to query state.
		p.startQuery()
		return queryState, ptr + 1
	}
	return doneState, ptr
}

// queryState runs the query state from ptr to the end of the query, and
// returns where it stopped: at "#" or at the end of input.
// See https://url.spec.whatwg.org/#query-state.
func (p *urlParser) queryState(ptr int) int {
	// 1. If encoding is not UTF-8 and url is not special or its scheme is
	// "ws" or "wss", set encoding to UTF-8.
	enc := p.enc
	if !p.special || p.isWS {
		enc = nil
	}
	// 2. If state override is not given and c is "#", or c is EOF: percent
	// encode after encoding the buffer, with the special-query
	// percent-encode set if url is special and the query percent-encode
	// set otherwise, and append the result to url's query.
	end := len(p.input)
	if p.override == noState {
		for i := ptr; i < len(p.input); i++ {
			if p.input[i] == '#' {
				end = i
				break
			}
		}
	}
	s := p.input[ptr:end]
	if p.onErr != nil {
		p.checkURLUnits(s, ptr)
	}
	set := &querySet
	if p.special {
		set = &specialQuerySet
	}
	if enc == nil {
		p.out = appendUTF8PercentEncoded(p.out, s, set)
	} else {
		p.out = legacyQueryEncoder(p.out, enc, s, set, false)
	}
	return end
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
