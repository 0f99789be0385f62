// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// A URL's plain is the fast path's verdict on its href, whatever route the
// input took (see parseFrom): parseCanonical takes the href, and its Path
// and Fragment need no decoding. When the parser resumed where the fast
// path stopped, past an authority the fast path takes, the href starts
// with what the fast path read, so only the rest is scanned, with the fast
// path's predicates (space-in-query and dot-segments rows: 455 and 326
// instructions a URL for the whole href, against 84 and 97 for the rest).

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
