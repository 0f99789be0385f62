// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"github.com/weburl/url/validation"
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
// Design note: the fast case. Most inputs are already what the URL
// serializer writes, and the state machine is their parser too; there is
// no second front end. Each state first consumes the run of bytes it
// leaves unchanged, with a table of byte classes (classes.go) read eight
// bytes a turn: the scheme's code points, the host's domain bytes
// (isASCIIDomain: the host parser keeps such a domain as it is), the
// path's kept bytes (appendPathRun), the query's and the fragment's. A run
// is written whole. The output is written lazily, copy on divergence (see
// write): while it is the input's prefix, a run only moves the prefix's
// end on, and the first byte that differs copies the prefix into a pooled
// buffer once. An input that stays its own prefix to the end is its own
// href, not a copy, with no buffer and no comparison; when its Path and
// Fragment need no decoding either (isPlain) the URL needs no bytes of its
// own, so that ParseInto, SetHref and CanParse allocate nothing. An input
// that differs is copied into the one allocation of its URL (newURL).
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

// urlParser holds the state of one run of the basic URL parser.
type urlParser struct {
	input string // the input, trimmed and without tabs and newlines
	out   []byte // the serialization of the URL record so far
	c     components

	// The output is written lazily (see write): while mirror is true,
	// the serialization so far is input[:mirrorLen] and out is unused.
	// buf is the pooled buffer that holds out once it is written.
	mirror    bool
	mirrorLen int
	buf       *buffer

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
	onErr    func(validation.Error)

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
	// (reject.go); hostRun, where the run of fastHost bytes that starts
	// the authority ends (see isASCIIDomain).
	hostStop, hostRun int
	// unsized is true until sizeOut has sized out (reject.go).
	unsized bool
	// plainPath is true when the path state wrote url's path as a run of
	// bytes net/url neither decodes nor escapes (see isPlain).
	plainPath bool
}

// setScheme records url's scheme and what the scheme table
// (internal/schemes) says follows from it.
// See https://url.spec.whatwg.org/#special-scheme.
func (p *urlParser) setScheme(s string) {
	i := schemes.Lookup(s)
	p.special, p.isFile, p.isWS, p.defaultPort = i.Special, i.File, i.WS, i.Port
}

// parse runs the basic URL parser on input with base (nil for none),
// encoding override enc (nil for UTF-8; Parser.Parse passes nil for UTF-8
// and the encodings whose output encoding is UTF-8), and validation error
// callback onErr, and returns the URL: parseTo with nowhere to write it.
func parse(input string, base *URL, enc encoding.Encoding, onErr func(validation.Error)) (*URL, error) {
	return parseTo(nil, input, base, enc, onErr)
}

// parseTo is the one entry to the basic URL parser: every API that parses
// (Parse, ParseInto, ParseWithBase, Parser.Parse, (*URL).Parse, SetHref,
// ParseRequestURI, CanParse) goes through it. It runs the state machine on
// input with base, enc and onErr (see parse) and returns the URL.
//
// into says where the URL goes. When into is nil, the URL is a new
// allocation. When into is a zero URL and the URL needs no bytes of its
// own (its href is the input, and its Path and Fragment need no decoding),
// it is written into *into and into is returned: nothing is allocated,
// and a caller's URL on its stack stays there. When into is noURL, no URL
// is made at all: only the error tells (CanParse).
func parseTo(into *URL, input string, base *URL, enc encoding.Encoding, onErr func(validation.Error)) (*URL, error) {
	p := urlParser{enc: enc, onErr: onErr}
	if base != nil {
		// Its record only: the other fields are the caller's, and a
		// reader of the base (SearchParams) may write its query object
		// while the parser reads it.
		p.base, p.hasBase = URL{href: base.href, c: base.c}, true
	}
	trimmed, err := p.parseInput(input)
	var u *URL
	if err == nil && into != noURL {
		u = newParsedURL(into, &p, trimmed)
	}
	if p.buf != nil {
		p.buf.b = p.out
		putBuffer(p.buf) // newURL has copied p.out
	}
	return u, err
}

// parseInput runs the basic URL parser on input: p has its base, encoding
// and callback. It returns input without its leading and trailing C0
// controls and spaces. The serialization is p.out, in the pooled buffer
// p.buf, which the caller puts back when it is done with p.out, or, while
// p.mirror is true, input[:p.mirrorLen] (see write).
func (p *urlParser) parseInput(input string) (trimmed string, err error) {
	// A URL's serialization must fit its int32 offsets: see ErrTooLong.
	if len(input) > hrefLimit {
		return "", ErrTooLong
	}

	// 1.1. If input contains any leading or trailing C0 control or space,
	// invalid-URL-unit validation error: one, at the first of them. 1.2.
	// Remove them.
	start, end := trimC0ControlOrSpace(input)
	if p.onErr != nil && (start > 0 || end < len(input)) {
		at := 0
		if start == 0 {
			at = end
		}
		p.onErr(validation.Error{Type: errInvalidURLUnit, Offset: at})
	}
	p.trimStart = start
	trimmed = input[start:end]
	if mayOverflow(0, trimmed) {
		return "", ErrTooLong
	}
	// 2. Remove all ASCII tab or newline from input.
	// An input written lazily (see write), with no validation error to
	// report, is parsed first as it is, and looked at for tabs and
	// newlines only when it is not its own serialization: a serialization
	// has none (every state percent-encodes or rejects the C0 controls), so
	// an input that is its own has none either. One that has them is
	// parsed again without them.
	if p.onErr == nil && p.writesLazily(len(trimmed)) {
		p.raw, p.input = trimmed, trimmed
		err = p.runInput()
		if err == nil && p.mirror && p.mirrorLen == len(trimmed) || indexTabOrNewline(trimmed) < 0 {
			return trimmed, err
		}
		if p.buf != nil {
			p.buf.b = p.out
			putBuffer(p.buf)
		}
		*p = urlParser{enc: p.enc, trimStart: p.trimStart} // no base, override or callback
	}
	p.input = removeTabAndNewline(trimmed, p)
	return trimmed, p.runInput()
}

// writesLazily reports whether p writes the serialization of an input of
// n bytes lazily (see write): with no base and no state override, when a
// pooled buffer holds all of it, so that it needs no sizing.
func (p *urlParser) writesLazily(n int) bool {
	return p.override == noState && !p.hasBase && n+sizeSlack <= bufferSize
}

// runInput runs the state machine on p.input, from the scheme start state,
// and completes the serialization.
func (p *urlParser) runInput() error {
	p.defaultPort, p.port, p.c.queryStart, p.c.fragmentStart = -1, -1, -1, -1
	// The serialization is written lazily, or into a pooled buffer, sized
	// once the input is known not to fail early (see sizeOut).
	if p.writesLazily(len(p.input)) {
		p.mirror = true
	} else {
		p.buf = getBuffer()
		p.out = p.buf.b[:0]
		p.unsized = len(p.input)+sizeSlack > cap(p.out)
	}
	err := p.run(schemeStartState)
	if err == nil {
		p.finish()
		if p.outLen() > hrefLimit { // the exact length: see ErrTooLong
			err = ErrTooLong
		}
	}
	return err
}

// Copy on divergence: most inputs are already the URL serializer's
// output, and for them the parser writes nothing. While the output is the
// input's prefix input[:mirrorLen], a state's write that matches the input
// at mirrorLen only moves mirrorLen on. The first write that differs
// copies the prefix into a pooled buffer (materialize), and the parser
// writes there from then on. A state that writes p.out other than through
// write, writeByte, keep and truncate, or reads it, materializes first.
// Lazy writing is for an input with no base: the states that only a base
// leads to do not write lazily.

// outLen returns the length of the serialization written so far.
func (p *urlParser) outLen() int {
	if p.mirror {
		return p.mirrorLen
	}
	return len(p.out)
}

// written returns the serialization written so far. It is p.out's bytes
// when p.mirror is false, valid until p.out is written again.
func (p *urlParser) written() string {
	if p.mirror {
		return p.input[:p.mirrorLen]
	}
	return unsafeString(p.out)
}

// write appends s to the serialization.
func (p *urlParser) write(s string) {
	if p.mirror {
		if k := p.mirrorLen; len(s) <= len(p.input)-k && p.input[k:k+len(s)] == s {
			p.mirrorLen += len(s)
			return
		}
		p.materialize()
	}
	p.out = append(p.out, s...)
}

// keep appends the input's bytes input[i:j] to the serialization: while
// the output is the input's prefix and i is where it ends, that is only
// moving its end on.
func (p *urlParser) keep(i, j int) {
	if p.mirror && i == p.mirrorLen {
		p.mirrorLen = j
		return
	}
	p.write(p.input[i:j])
}

// truncate cuts the serialization to its first n bytes.
func (p *urlParser) truncate(n int) {
	if p.mirror {
		p.mirrorLen = n
		return
	}
	p.out = p.out[:n]
}

// writeByte appends b to the serialization.
func (p *urlParser) writeByte(b byte) {
	if p.mirror && p.mirrorLen < len(p.input) && p.input[p.mirrorLen] == b {
		p.mirrorLen++
		return
	}
	p.appendByte(b)
}

// appendByte is writeByte when b is not the input's next byte.
func (p *urlParser) appendByte(b byte) {
	p.materialize()
	p.out = append(p.out, b)
}

// materialize ends the lazy writing: the serialization so far is copied
// into a pooled buffer, p.out. A pooled buffer holds bufferSize bytes or
// more, and lazy writing is for an input whose output is sized within
// that (see parseInput), so that p.out needs no sizing.
func (p *urlParser) materialize() {
	if p.mirror {
		p.mirror = false
		p.buf = getBuffer()
		p.out = append(p.buf.b[:0], p.input[:p.mirrorLen]...)
	}
}

// noURL, as parseTo's into, asks for no URL.
var noURL = new(URL)

// newParsedURL returns the URL whose serialization p.out, with components
// p.c, the parser wrote from input (trimmed; see parseTo for into).
//
// This is where the state machine's best case pays off: an input already
// in canonical form is its own serialization, so the URL's href is input
// itself, and with Path and Fragment slices of it too (c.plain) the URL
// needs no bytes of its own.
func newParsedURL(into *URL, p *urlParser, input string) *URL {
	c := p.c
	var out []byte // nil when the serialization is input itself
	if p.mirror && p.mirrorLen < len(input) {
		p.materialize() // a prefix of the input, or tabs and newlines removed
	}
	if !p.mirror && string(p.out) != input { // compiled without a copy
		out = p.out
	}
	href := input
	if out != nil {
		href = unsafeString(out)
	}
	c.plain = isPlain(href, &c, p.plainPath)
	if out != nil || !c.plain {
		return newURL(out, c, input)
	}
	if into == nil {
		into = new(URL)
	}
	into.initCanonical(input, &c)
	return into
}

// A buffer is the parser's scratch space for the serialization it writes.
// Buffers are reused: the URL gets a copy of the bytes, or the caller's
// string when they are the same.
type buffer struct{ b []byte }

// bufferSize is the least capacity of a pooled buffer.
const bufferSize = 256

var bufferPool = sync.Pool{New: func() any { return &buffer{b: make([]byte, 0, bufferSize)} }}

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
	p.materialize() // (with a base, the output is not written lazily)
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
		p.c.queryStart = int32(p.outLen())
		p.writeByte('?')
	}
}

// startFragment sets url's fragment to the empty string.
func (p *urlParser) startFragment() {
	if p.override == noState {
		p.c.fragmentStart = int32(p.outLen())
		p.writeByte('#')
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
				p.c.pathStart = int32(p.outLen())
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
	p.materialize()
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
