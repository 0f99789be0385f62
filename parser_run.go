// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"

	"github.com/weburl/url/validation"
)

// The basic URL parser's run over its input: steps 1 and 2 (the leading
// and trailing C0 controls and spaces, the tabs and newlines), and run,
// which dispatches to the states (parser_*.go) until the input ends. It
// sits above the states, which return the next state to it. References
// (reference.go, resolve.go) run it from the authority state on an
// authority alone (parseAuthority), and ask whether it fails for want of
// a scheme (noScheme).
// See https://url.spec.whatwg.org/#concept-basic-url-parser.

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
	// an input that is its own, or that its own starts with, has none
	// either. One that has them is parsed again without them.
	if p.onErr == nil && p.writesLazily(len(trimmed)) {
		p.raw, p.input = trimmed, trimmed
		err = p.runInput()
		if err == nil && (p.mirror && p.mirrorLen == len(trimmed) || p.copiedAll) || indexTabOrNewline(trimmed) < 0 {
			return trimmed, err
		}
		// No base, override or callback. The URL materialize made, if
		// it made one, is made again in the same room: no string of its
		// bytes was kept. A pooled buffer goes back.
		out := p.out[:0]
		if p.buf != nil {
			p.buf.b = p.out
			putBuffer(p.buf)
			out = nil
		}
		*p = urlParser{enc: p.enc, trimStart: p.trimStart, keeps: p.keeps, url: p.url, out: out}
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

// run runs the state machine from state st until the input ends.
func (p *urlParser) run(st state) error {
	ptr := 0
	var prefill string // a Windows drive letter the path state starts with
	var err error
	for {
		if p.unsized && !p.mayWaitToSize(st, ptr) {
			p.sizeOut() // see scan.go
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
	return indexFirstOf(s, "\n\r\t") // see scan.go
}

// hasC0Control reports whether s has a byte below 0x20. Removing tabs and
// newlines began with a byte loop that cost 6.5% of Parse+String on the web
// corpus; this check, which lets almost every input skip it, costs 3.5%. It
// tests eight bytes a word: x-0x2020…20 borrows into the high bit of each byte below
// 0x20, and &^x drops the bytes whose high bit was already set.
func hasC0Control(s string) bool {
	const lo, hi = 0x2020202020202020, 0x8080808080808080
	b := []byte(s)
	if len(b) < 8 {
		for _, c := range b {
			if c < 0x20 {
				return true
			}
		}
		return false
	}
	// The last eight bytes are one word, tested with the first of the
	// rest that the loop leaves: the words overlap, and a byte tested
	// twice is tested the same, so that no byte is tested alone.
	last := binary.LittleEndian.Uint64(b[len(b)-8:])
	found := (last - lo) &^ last
	// Sixteen bytes an iteration, each eight one load: about 1 instruction
	// a byte where a load per byte took 4.9 (callgrind, 1 MiB).
	for len(b) >= 16 {
		x, y := binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:16])
		if ((x-lo)&^x|(y-lo)&^y)&hi != 0 {
			return true
		}
		b = b[16:]
	}
	if len(b) >= 8 {
		x := binary.LittleEndian.Uint64(b[:8])
		found |= (x - lo) &^ x
	}
	return found&hi != 0
}

// authParts is a parsed authority: the fields of a record it sets.
type authParts struct {
	username, password, host string
	hostKind                 HostKind
	port                     int32
}

// parseAuthority parses text as the authority of a URL with the given
// scheme by the standard's authority, host and port states: credentials
// percent-encoded, the host parsed (a domain or an address in a special
// URL, an opaque host otherwise), a default port dropped.
// See https://url.spec.whatwg.org/#authority-state.
func parseAuthority(scheme, text string) (authParts, error) {
	p := urlParser{input: text}
	p.port, p.c.queryStart, p.c.fragmentStart = -1, -1, -1
	p.setScheme(scheme)
	p.out = make([]byte, 0, len(scheme)+len(text)+8)
	p.out = append(p.out, scheme...)
	p.out = append(p.out, ':')
	p.c.schemeEnd = int32(len(scheme))
	if err := p.run(authorityState); err != nil {
		return authParts{}, err
	}
	// The run went on into the path start state; what it wrote from
	// there on is not the authority.
	c := &p.c
	a := authParts{
		username: string(p.out[c.schemeEnd+3 : p.usernameEnd]),
		host:     string(p.out[c.hostStart:c.hostEnd]),
		hostKind: c.hostKind,
		port:     p.port,
	}
	if p.usernameEnd < c.hostStart-1 {
		a.password = string(p.out[p.usernameEnd+1 : c.hostStart-1])
	}
	return a, nil
}

// fileAuthority parses text, the authority of a file: URL that is not a
// drive letter, as the standard's file host state does: empty, or a host
// ("localhost" is the empty host).
// See https://url.spec.whatwg.org/#file-host-state.
func fileAuthority(text string) (string, HostKind, error) {
	if text == "" {
		return "", HostEmpty, nil
	}
	b, kind, f := appendHost(nil, text, false, nil)
	if f.failed() {
		return "", 0, f.err()
	}
	host := string(b)
	if host == "localhost" {
		host, kind = "", HostEmpty
	}
	return host, kind, nil
}

// noScheme reports whether the basic URL parser, with no base, rejects
// rawURL with missing-scheme-non-relative-URL and nothing else: when,
// after the leading C0 controls and spaces it trims and the tabs and
// newlines it removes, rawURL does not start with an ASCII letter
// ("/a:b", "?next=http://x") or the letters, digits, "+", "-" and "."
// after it do not end at a ":", the scheme start and scheme states go to
// the no scheme state, which fails for want of a base. The input must
// also be short enough for its serialization to fit an href whatever it
// encodes (within mayOverflow's first bound, hrefLimit/9), or the parser
// may fail with ErrTooLong first. TestNoScheme and FuzzNoScheme check
// both against the parser.
// See https://url.spec.whatwg.org/#scheme-start-state.
func noScheme(rawURL string) bool {
	if len(rawURL) >= hrefLimit/16 {
		return false
	}
	i := 0
	for i < len(rawURL) && rawURL[i] <= ' ' {
		i++
	}
	if i == len(rawURL) || !isAlpha(int(rawURL[i])) {
		return true
	}
	// The scheme state's run (see schemeRun), across the tabs and
	// newlines that preprocessing removes.
	end, _ := schemeRun(rawURL, i+1)
	for end < len(rawURL) && (rawURL[end] == '\t' || rawURL[end] == '\n' || rawURL[end] == '\r') {
		end, _ = schemeRun(rawURL, end+1)
	}
	return end == len(rawURL) || rawURL[end] != ':'
}
