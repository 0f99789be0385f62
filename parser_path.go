// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// The basic URL parser: the path, opaque path, query and fragment states.
// The segments they write and remove are pathrun.go's.
// See https://url.spec.whatwg.org/#path-state.

// shortenPath removes the last segment of url's path, unless the URL is a
// file: URL whose path is only a normalized Windows drive letter.
// See https://url.spec.whatwg.org/#shorten-a-urls-path.
func (p *urlParser) shortenPath() {
	p.out = shortenPath(p.out, int(p.c.pathStart), p.isFile)
}

// The one writer of hierarchical paths, for the parser's path state (and
// so the pathname setter) and for resolution's pathWriter: b holds a
// serialization whose path, "/" before each segment, starts at pathStart.

// fragmentState runs the fragment state from ptr to the end of the input.
// See https://url.spec.whatwg.org/#fragment-state.
func (p *urlParser) fragmentState(ptr int) {
	// If c is not the EOF code point: validate it, and UTF-8
	// percent-encode it with the fragment percent-encode set into url's
	// fragment.
	s := p.input[ptr:]
	if p.onErr != nil {
		p.checkURLUnits(s, ptr)
	}
	if scanPairs(s, 0, fastFragment) == len(s) {
		p.keep(ptr, len(p.input)) // nothing to encode: the common case
		return
	}
	p.materialize()
	p.out = appendUTF8PercentEncoded(p.out, s, &fragmentSet)
}

// pathStartState runs the path start state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#path-start-state.
func (p *urlParser) pathStartState(ptr int) (next state, nextPtr int, err error) {
	var st state
	c := p.at(ptr)
	if p.override == noState {
		p.c.pathStart = int32(p.outLen())
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

// pathStop returns the classes of the bytes that end a path segment: "/";
// "\" if url is special; "?" and "#" if state override is not given.
func (p *urlParser) pathStop() uint8 {
	stop := uint8(pathSlash)
	if p.special {
		stop |= pathBackslash
	}
	if p.override == noState {
		stop |= pathQuery
	}
	return stop
}

// pathStopBytes returns the bytes of the classes stop (see pathStop).
func pathStopBytes(stop uint8) string {
	const all = "/\\?#"
	switch stop {
	case pathSlash | pathBackslash | pathQuery:
		return all
	case pathSlash | pathBackslash:
		return all[:2]
	case pathSlash | pathQuery:
		return "/?#"
	}
	return all[:1]
}

// pathState runs the path state from ptr, appending path segments until
// the path ends. prefill is what the buffer holds on entry.
// See https://url.spec.whatwg.org/#path-state.
func (p *urlParser) pathState(ptr int, prefill string) (state, int) {
	if p.mirror {
		if st, next, ok := p.keptPath(ptr, prefill); ok {
			return st, next
		}
		p.materialize()
	}
	in, out := p.input, p.out
	pathStart, file := int(p.c.pathStart), p.isFile
	validating := p.onErr != nil
	stop := p.pathStop()
	if ptr == len(in) && prefill == "" {
		// c is EOF and the buffer is empty (no drive letter): 1.4.
		// Append the empty string to url's path.
		p.plainPath = len(out) == pathStart // the path is "/"
		p.out = append(out, '/')
		return doneState, ptr
	}
	for {
		// The shortcut is not tried after a "\": its run stops at the
		// next one, and segments between backslashes are most often
		// short, for which trying it costs more than the steps below.
		if prefill == "" && (ptr == 0 || in[ptr-1] != '\\') && startsKeptRun(in, ptr) {
			run, whole, all := p.pathRun(ptr, stop)
			if out, ptr, whole = p.keptRun(out, ptr, run, whole, all); whole {
				p.out = out
				return p.endPath(ptr)
			}
		}

		for prefill == "" && ptr < len(in) && (in[ptr] == '.' || in[ptr] == '%' || in[ptr] == '\\') {
			// The common short segments: a dot segment ("." or "..",
			// or one of at most six bytes starting with "%", which
			// dotSegment tells) and, in a special URL, the empty one,
			// each followed by "/" (or "\" in a special URL): 1.1-1.4
			// below without the scan (an empty buffer is no drive
			// letter).
			end, dots := ptr, 0
			switch in[ptr] {
			case '.':
				end, dots = ptr+1, 1
				if end < len(in) && in[end] == '.' {
					end, dots = end+1, 2
				}
			case '%':
				for end < len(in) && end-ptr < 6 && pathClass[in[end]]&stop == 0 {
					end++
				}
				dots = dotSegment([]byte(in[ptr:end]))
			}
			if end < len(in) && pathClass[in[end]]&stop&(pathSlash|pathBackslash) != 0 && (dots != 0 || end == ptr) {
				if in[end] == '\\' && validating {
					p.report(errInvalidReverseSolidus, end)
				}
				if dots != 0 {
					out = endDotSegment(out, pathStart, file, true, dots)
				} else {
					out = append(out, '/')
				}
				ptr = end + 1
				continue
			}
			break
		}

		// 2. Otherwise (c is not a segment delimiter): validate c, and
		// UTF-8 percent-encode it with the path percent-encode set into
		// buffer.
		// The segment ends at the first byte of class stop: looked for
		// four bytes at a time, and past shortScan bytes, in a long
		// segment, by indexFirstOf's vector searches.
		end := ptr
		for end+4 <= len(in) && (pathClass[in[end]]|pathClass[in[end+1]]|pathClass[in[end+2]]|pathClass[in[end+3]])&stop == 0 {
			end += 4
			if end-ptr >= shortScan {
				if k := indexFirstOf(in[end:], pathStopBytes(stop)); k >= 0 {
					end += k
				} else {
					end = len(in)
				}
				break
			}
		}
		for end < len(in) && pathClass[in[end]]&stop == 0 {
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
			dots = dotSegment([]byte(seg))
		}
		if dots != 0 {
			out = endDotSegment(out, pathStart, file, slash, dots)
		} else {
			// Each other segment is written as "/" and the buffer, in
			// place: bytes outside the path percent-encode set as
			// they are, in one append. 1.4. Fix a drive letter.
			out = append(out, '/')
			segStart := len(out)
			if prefill != "" {
				out = append(out, prefill...)
			}
			if scanPairs(seg, 0, fastPath) == len(seg) {
				out = append(out, seg...) // nothing to encode: the common case
			} else {
				out = appendUTF8PercentEncoded(out, seg, &pathSet)
			}
			if file {
				// Not a dot segment, the buffer is one for
				// endPathSegment only in a file URL.
				out = endPathSegment(out, pathStart, segStart, true, slash)
			}
		}
		// 1.5. Set buffer to the empty string; a segment delimiter starts
		// the next segment, anything else ends the path (endPath).
		prefill = ""
		if slash {
			ptr++
			continue
		}
		p.out = out
		return p.endPath(ptr)
	}
}

// keptRun is the path state's shortcut before its general steps, from a
// segment at ptr that starts with a byte the path state keeps and that is
// not a dot segment: the run of bytes the path state keeps as they are,
// "/" among them, found eight at a time. When "?", "#" or the end follows
// it (whole), the run is the rest of the path; otherwise its segments up
// to its last "/" are. It appends them to out and returns out and where
// the run ends; run, whole and all are pathRun's at ptr.
// See https://url.spec.whatwg.org/#path-state.
func (p *urlParser) keptRun(out []byte, ptr int, run string, whole bool, all uint8) ([]byte, int, bool) {
	if whole || run != "" {
		if p.onErr != nil {
			p.checkURLUnits(run, ptr)
		}
		// The whole path, of bytes that net/url neither
		// decodes nor escapes: a plain path (see isPlain).
		p.plainPath = whole && len(out) == int(p.c.pathStart) && all&fastNetPath != 0
		out = appendPathRun(out, run, int(p.c.pathStart), p.isFile, whole, all)
		ptr += len(run)
	}
	return out, ptr, whole
}

// startsKeptRun reports whether a run of keptRun's starts at in[ptr]: a
// byte the path state keeps that starts no dot segment.
func startsKeptRun(in string, ptr int) bool {
	return ptr < len(in) && fastClass[in[ptr]]&fastPath != 0 && in[ptr] != '.' && in[ptr] != '%'
}

// pathRun returns the run of keptRun at ptr (see keptRun), whether it is
// whole, and the AND of its classes (see scanClass).
func (p *urlParser) pathRun(ptr int, stop uint8) (run string, whole bool, all uint8) {
	in := p.input
	end, all := scanClass(in, ptr, fastPath)
	run = in[ptr:end]
	whole = end == len(in) || pathClass[in[end]]&stop&pathQuery != 0
	if !whole {
		run = run[:strings.LastIndexByte(run, '/')+1]
	}
	return run, whole, all
}

// keptPath is the path state at ptr while the output is written lazily
// (see write), for the paths it writes as they are read: the empty path
// at EOF ("/"), and a whole run that appendPathRun appends as it is; and
// for a whole run that it rewrites (dot segments, a drive letter), which
// it writes as keptRun does. It reports false, having done nothing, for
// any other path.
func (p *urlParser) keptPath(ptr int, prefill string) (state, int, bool) {
	if prefill != "" {
		return noState, ptr, false
	}
	if ptr == len(p.input) {
		// 1.4. Append the empty string to url's path: the path is "/".
		p.plainPath = p.outLen() == int(p.c.pathStart)
		p.writeByte('/')
		return doneState, ptr, true
	}
	if !startsKeptRun(p.input, ptr) {
		return noState, ptr, false
	}
	run, whole, all := p.pathRun(ptr, p.pathStop())
	if !whole {
		return noState, ptr, false
	}
	rewrite := pathRunMayDot(run, all)
	if !rewrite && p.isFile && p.outLen() == int(p.c.pathStart) {
		// A file URL's first segment: a Windows drive letter with "|"
		// gets ":" instead (see appendPathRun).
		first, _, _ := strings.Cut(run, "/")
		rewrite = isWindowsDriveLetter(first) && first[1] != ':'
	}
	if rewrite {
		// The whole path is the run, which appendPathRun writes with its
		// dot segments and drive letter: as keptRun does once the
		// output is copied, without finding the run again.
		p.materialize()
		out, next, _ := p.keptRun(p.out, ptr, run, whole, all)
		p.out = out
		st, next := p.endPath(next)
		return st, next, true
	}
	if p.onErr != nil {
		p.checkURLUnits(run, ptr)
	}
	// As keptRun: a plain path (see isPlain), written as appendPathRun
	// writes it.
	p.plainPath = p.outLen() == int(p.c.pathStart) && all&fastNetPath != 0
	p.writeByte('/')
	p.keep(ptr, ptr+len(run))
	st, next := p.endPath(ptr + len(run))
	return st, next, true
}

// endPath ends the path state at ptr, where the path ends: at "?" (unless
// a state override is given), "#" (the same) or the end of input.
func (p *urlParser) endPath(ptr int) (state, int) {
	if ptr < len(p.input) && p.override == noState {
		// 1.6-1.7. If c is "?", set url's query to the empty string and
		// state to query state; if c is "#", set url's fragment to the
		// empty string and state to fragment state.
		switch p.input[ptr] {
		case '?':
			p.startQuery()
			return queryState, ptr + 1
		case '#':
			p.startFragment()
			return fragmentState, ptr + 1
		}
	}
	return doneState, ptr
}

// opaquePathState runs the opaque path state from ptr.
// See https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state.
func (p *urlParser) opaquePathState(ptr int) (state, int) {
	in, start := p.input, ptr
	// The path ends at "?" or "#". The run of fastPath's bytes at its
	// start, found eight at a time, is all of most paths, and is
	// appended at once.
	kept := scanPairs(in, ptr, fastPath)
	ptr = kept
	if ptr < len(in) && in[ptr] != '#' && in[ptr] != '?' {
		ptr = len(in)
		if i := strings.IndexByte(in[kept:], '#'); i >= 0 {
			ptr = kept + i
		}
		if i := strings.IndexByte(in[kept:ptr], '?'); i >= 0 {
			ptr = kept + i
		}
	}
	s := in[start:ptr]
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
	// The bytes up to kept are fastPath's, none of which the set encodes:
	// kept as they are, the output still the input's prefix (see write).
	p.keep(start, kept)
	if kept < ptr {
		p.materialize()
		if ptr < len(in) && s[len(s)-1] == ' ' {
			p.out = appendUTF8PercentEncoded(p.out, in[kept:ptr-1], &c0ControlSet)
			p.out = append(p.out, "%20"...)
		} else {
			p.out = appendUTF8PercentEncoded(p.out, in[kept:ptr], &c0ControlSet)
		}
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
	// The query ends at "#" (without a state override). The run of
	// fastQuery's bytes at its start, found eight at a time, ends there
	// in most queries.
	in := p.input
	kept := scanPairs(in, ptr, fastQuery)
	end := kept
	if end < len(in) && (in[end] != '#' || p.override != noState) {
		end = len(in)
		if p.override == noState {
			if i := strings.IndexByte(in[kept:], '#'); i >= 0 {
				end = kept + i
			}
		}
	}
	s := in[ptr:end]
	if p.onErr != nil {
		p.checkURLUnits(s, ptr)
	}
	set := &querySet
	if p.special {
		set = &specialQuerySet
	}
	// The bytes up to kept are fastQuery's, none of which either set
	// encodes, and which every encoding writes as ASCII.
	p.keep(ptr, kept)
	if kept == end {
		return end
	}
	p.materialize()
	if enc == nil {
		p.out = appendUTF8PercentEncoded(p.out, in[kept:end], set)
	} else {
		p.out = legacyQueryEncoder(p.out, enc, in[kept:end], set, false)
	}
	return end
}
