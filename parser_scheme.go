// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "github.com/weburl/url/internal/schemes"

// The basic URL parser: the scheme states, and the relative states that
// read an input against its base.
// See https://url.spec.whatwg.org/#scheme-state.

// relativeSlashState runs the relative slash state at ptr and returns the
// next state and pointer.
// See https://url.spec.whatwg.org/#relative-slash-state.
func (p *urlParser) relativeSlashState(ptr int) (state, int) {
	c := p.at(ptr)
	switch {
	case p.special && (c == '/' || c == '\\'):
		// 1. If url is special and c is "/" or "\": if c is "\",
		// invalid-reverse-solidus validation error; set state to special
		// authority ignore slashes state.
		if c == '\\' {
			p.report(errInvalidReverseSolidus, ptr)
		}
		return specialAuthorityIgnoreSlashesState, ptr + 1
	case c == '/':
		// 2. Otherwise, if c is "/", set state to authority state.
		return authorityState, ptr + 1
	}
	// 3. Otherwise, set url's credentials, host and port to base's, state
	// to path state, and decrease pointer by 1.
	p.copyBase(false, false)
	p.c.pathStart = int32(len(p.out))
	return pathState, ptr
}

// schemeState runs the scheme state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#scheme-state.
func (p *urlParser) schemeState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. While c is an ASCII alphanumeric, "+", "-" or ".",
	// append it, lowercased, to buffer.
	i, upper := schemeRun(p.input, ptr)
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
	if !upper {
		p.keep(ptr, i)
		return p.endScheme(i)
	}
	p.materialize()
	start := len(p.out)
	p.out = append(p.out, p.input[ptr:i]...)
	asciiLowerInPlace(p.out[start:])
	return p.endScheme(i)
}

// schemeRun returns where the run of s from i that the scheme state
// appends to its buffer ends (step 1: while c is an ASCII alphanumeric,
// "+", "-" or ".", append c, lowercased, to buffer). It
// also reports whether the run has an upper-case letter (which the buffer
// holds lowercased), so that a caller lowercases only a scheme that has
// one. It is the one scanner of a scheme: the scheme state, and the
// checks of a reference's scheme (see specialSchemeRest), go through it.
// See https://url.spec.whatwg.org/#scheme-state.
func schemeRun(s string, i int) (end int, upper bool) {
	for ; i < len(s); i++ {
		c := s[i]
		if fastClass[c]&fastScheme == 0 {
			if !isUpper(c) {
				break
			}
			upper = true
		}
	}
	return i, upper
}

// endScheme ends the scheme state at the ":" at i, the scheme written
// (lowercased) to the output: it sets url's scheme and returns the next
// state and pointer.
func (p *urlParser) endScheme(i int) (next state, nextPtr int, err error) {
	var st state
	buffer := p.written() // read before the buffer grows again
	p.setScheme(buffer)
	isBaseScheme := p.special && p.hasBase && p.base.href[:p.base.c.schemeEnd] == buffer
	p.writeByte(':')
	p.c.schemeEnd = int32(p.outLen() - 1)
	ptr := i + 1
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
		// authority slashes state (run here: it always follows).
		st, ptr = p.specialAuthoritySlashesState(ptr)
	case p.at(ptr) == '/':
		// 2.8. Otherwise, if remaining starts with "/", set state
		// to path or authority state and increase pointer by 1.
		st = pathOrAuthorityState
		ptr++
	default:
		// 2.9. Otherwise, set url's path to the empty string and
		// state to opaque path state.
		p.usernameEnd, p.c.hostStart, p.c.hostEnd = p.c.schemeEnd+1, p.c.schemeEnd+1, p.c.schemeEnd+1
		p.c.pathStart = int32(p.outLen())
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
	b := p.baseURL()
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
	// to base's scheme (copyBase sets it with the rest of base's, in the
	// cases below that copy it).
	c := p.at(ptr)
	switch {
	case c == '/' || c == '\\' && schemes.IsSpecial(p.base.href[:p.base.c.schemeEnd]):
		// 3. If c is "/", set state to relative slash state. 4.
		// Otherwise, if url is special and c is "\",
		// invalid-reverse-solidus validation error, set state to
		// relative slash state.
		p.setScheme(p.base.href[:p.base.c.schemeEnd])
		if c == '\\' {
			p.report(errInvalidReverseSolidus, ptr)
		}
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
