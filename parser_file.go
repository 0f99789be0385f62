// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// The basic URL parser: the file states. The Windows drive letters they
// look for are pathrun.go's.
// See https://url.spec.whatwg.org/#file-state.

// fileState runs the file state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#file-state.
func (p *urlParser) fileState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. Set url's scheme to "file". 2. Set url's host to the empty
	// string.
	if p.outLen() == 0 {
		p.write("file:")
		p.c.schemeEnd = 4
		p.setScheme("file")
	}
	c := p.at(ptr)
	b := p.baseURL()
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
	if b := p.baseURL(); b != nil && b.href[:b.c.schemeEnd] == "file" {
		p.copyBase(false, false)
		u := b.url()
		bp := b.href[b.c.pathStart:u.pathEnd()]
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
			if p.newHost() == "localhost" {
				p.setNewHost(nil, HostEmpty)
			}
			return doneState, ptr, prefill, nil
		}
		if p.written()[p.c.hostStart:p.c.hostEnd] == "localhost" {
			p.truncate(int(p.c.hostStart))
			p.setHost("", HostEmpty)
		}
		st = pathStartState
	}
	ptr = end
	return st, ptr, prefill, nil
}

// emptyFileHost sets url's host to the empty string, for a file: URL.
func (p *urlParser) emptyFileHost() {
	if p.override != noState {
		return
	}
	p.startHost()
	p.setHost("", HostEmpty)
}
