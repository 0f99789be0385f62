// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"slices"
	"strings"
)

// The classes of bytes in a path, for the path state's search for the end
// of a segment: the delimiters, each a bit (pathStop says which end a
// segment of the URL being parsed).
const (
	pathSlash     = 1 << iota // "/", which ends every segment
	pathBackslash             // "\", which ends a segment of a special URL
	pathQuery                 // "?" or "#", which end the path without a state override
)

// pathClass holds the class of each byte.
var pathClass = [256]uint8{'/': pathSlash, '\\': pathBackslash, '?': pathQuery, '#': pathQuery}

// appendPathRun appends to out, a serialization whose path starts at
// pathStart (of a file URL when file is true), the segments of run as the
// path state appends them: run is made of fastPath's bytes (no byte to
// percent-encode, and "/" the only delimiter among them) and starts a
// segment. When whole is true, "?", "#" or the end of the path follows
// run, which ends its last segment; otherwise run is empty or ends with
// "/". all is scanClass's AND of the classes of run's bytes and the one
// before it.
// See https://url.spec.whatwg.org/#path-state.
func appendPathRun(out []byte, run string, pathStart int, file, whole bool, all uint8) []byte {
	segs := run
	if !whole {
		if run == "" {
			return out
		}
		segs = run[:len(run)-1]
	}
	// Without "/." or "/%" in it (all tells the first), and not starting
	// with "." or "%", no segment of run is a dot segment: the steps
	// would append each as it is after a "/", so run is written at once.
	// Only a file URL's first segment may be a drive letter.
	mayDot := run != "" && (run[0] == '.' || run[0] == '%' || all&fastNoSlashDot == 0 ||
		all&fastNetPath == 0 && strings.Contains(run, "/%"))
	if !mayDot && (!file || len(out) != pathStart) {
		out = append(out, '/')
		return append(out, segs...)
	}
	// Otherwise each segment is written as it is read, after a "/", and
	// the steps are taken at its end for one that may need them: a dot
	// segment (which starts with "." or "%") and a file URL's first
	// segment (a drive letter). Room for all of run is made at once.
	w := len(out)
	out = slices.Grow(out, 1+len(segs))[:w+1+len(segs)]
	out[w] = '/'
	w++
	for i := 0; ; i++ {
		// The segment at segs[i:], written at out[segStart:].
		segStart := w
		for i < len(segs) && segs[i] != '/' {
			out[w] = segs[i]
			w++
			i++
		}
		if n := w - segStart; n > 0 && (out[segStart] == '.' || out[segStart] == '%') || file && segStart-1 == pathStart {
			slash := i < len(segs) || !whole
			if 0 < n && n <= 2 && out[segStart] == '.' && out[w-1] == '.' {
				// "." or "..", as pathState tells them: 1.2-1.3.
				w = len(endDotSegment(out[:segStart-1], pathStart, file, slash, n))
			} else {
				w = len(endPathSegment(out[:w], pathStart, segStart, file, slash))
			}
		}
		if i == len(segs) {
			return out[:w]
		}
		out[w] = '/'
		w++
	}
}

// pathHasPercent reports whether the path of href, whose components are
// c, has a "%": such a path is never plain (fastNetPath), which parseFull
// tells for a large href without parseCanonical's scan (1 MiB of invalid
// UTF-8, nine bytes of path each: 26 instructions an input byte; for a
// short one, the call costs more than the scan it may save).
func pathHasPercent(href []byte, c *components) bool {
	end := int32(len(href))
	if c.fragmentStart >= 0 {
		end = c.fragmentStart
	}
	if c.queryStart >= 0 {
		end = c.queryStart
	}
	return bytes.IndexByte(href[c.pathStart:end], '%') >= 0
}

// A URL's plain is the fast path's verdict on its href, whatever route the
// input took (see parseFrom): parseCanonical takes the href, and its Path
// and Fragment need no decoding. When the parser resumed where the fast
// path stopped, past an authority the fast path takes, the href starts
// with what the fast path read, so only the rest is scanned, with the fast
// path's predicates (the kinds table's space-in-query and dot-segments
// rows: 455 and 326 instructions a URL for the whole href, 124 and 85 for
// the rest).

// resumedTail returns, for an input the fast path stopped in at r, with
// c what it read, what plainTail scans of the serialization the
// parser writes from there: from the path (pathStartState), the query
// (queryState) or the fragment (fragmentState) on, when everything before
// is what the fast path read and would take; doneState when that is so
// but a path that needs decoding already makes the URL not plain; and
// noState, all of it (parseCanonical), otherwise, and for a file: URL
// (file is true), whose path may start with a drive letter, which the
// fast path leaves to the parser.
func resumedTail(r *resumePoint, c *components, file bool) state {
	if r.fix&fixNotTaken != 0 || file {
		return noState
	}
	switch r.st {
	case pathStartState:
		return pathStartState
	case queryState, fragmentState:
		// The fast path read the path, and found it plain or not.
		if !c.plain {
			return doneState
		}
		return r.st
	}
	return noState
}

// authorityTaken reports whether the scheme and authority the parser
// wrote are what the fast path takes, so that plainTail may scan from the
// path: a special URL other than file: (fastShape: no credentials), with a
// domain or an IPv4 address as the host parser writes them (lower case
// ASCII with no forbidden domain code point, not ending in a number, or
// as the IPv4 serializer writes it) and a port that does not start with
// "0" (the fast path leaves port 0 to the parser). Such are a domain
// beyond ASCII and an IPv4 address written in another form.
func (p *urlParser) authorityTaken() bool {
	return p.special && !p.isFile && p.port != 0 && p.c.hostStart == p.c.schemeEnd+3 &&
		(p.c.hostKind == HostDomain || p.c.hostKind == HostIPv4)
}

// plainTail reports whether parseCanonical takes out, a serialization
// with components c, with plain true, where tail (see resumedTail, not
// noState) says what there is left to scan.
func plainTail(out string, c *components, tail state) bool {
	var i int
	switch tail {
	case doneState:
		return false
	case pathStartState:
		// "/" and bytes the path state keeps, none of which needs
		// decoding, and so no "%": without a dot segment when it has no
		// "/." (hasDotSegmentClass).
		i = int(c.pathStart)
		if i == len(out) || out[i] != '/' {
			return false
		}
		end, all := scanClass(out, i, fastPath)
		if all&fastNetPath == 0 || all&fastNoSlashDot == 0 && hasDotSegment(out[i:end]) {
			return false
		}
		if end == len(out) {
			return true
		}
		i = end
	case queryState:
		i = int(c.queryStart)
	case fragmentState:
		i = int(c.fragmentStart)
	}
	// Then a query and a fragment of bytes their states keep, to the
	// end, and a fragment that needs no decoding.
	canon := components{queryStart: -1, fragmentStart: -1}
	i, all := scanQueryAndFragment(out, i, &canon)
	return i == len(out) && all&fastNetFragment != 0
}
