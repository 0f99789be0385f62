// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"slices"
	"strings"
)

// The path state's segments, below the states that write them: the
// classes of bytes and the run of segments it keeps, the single-dot and
// double-dot segments it removes, shortening a path, and the Windows
// drive letters of a file: URL's path.
// See https://url.spec.whatwg.org/#path-state.

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
	// Without a dot segment (see pathRunMayDot), the steps would append
	// each segment as it is after a "/", so run is written at once. Only
	// a file URL's first segment may be a drive letter.
	if !pathRunMayDot(run, all) {
		out = append(out, '/')
		segStart := len(out)
		out = append(out, segs...)
		if file && segStart-1 == pathStart {
			// 1.4. A file URL's first segment: a Windows drive letter
			// gets ":" as its second code point.
			first := out[segStart:]
			if k := bytes.IndexByte(first, '/'); k >= 0 {
				first = first[:k]
			}
			if isWindowsDriveLetter(first) {
				first[1] = ':'
			}
		}
		return out
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

// isPlain reports whether the Path and Fragment of the URL whose href
// and components are href and c are the very slices of href, as
// initCanonical sets them: a URL with a host after "//" and no
// credentials (fastShape), or with an opaque path (Opaque holds it as it
// is), whose path and fragment hold neither "%" nor a byte net/url
// escapes, so that they need no decoding and no raw hint. It reads the
// href only, so that a URL's state is a function of its href:
// Parse(s) and Parse(Parse(s).String()) are ==.
//
// pathPlain says that the path is known to be plain (see plainPath).
func isPlain(href string, c *components, pathPlain bool) bool {
	if !c.opaquePath && !c.fastShape() {
		return false
	}
	end := len(href)
	if fs := int(c.fragmentStart); fs >= 0 {
		if i, all := scanClass(href, fs+1, fastNetFragment); i < end || all&fastNetFragment == 0 {
			return false
		}
		end = fs
	}
	if c.opaquePath || pathPlain {
		return true
	}
	if qs := int(c.queryStart); qs >= 0 {
		end = qs
	}
	i := scanPairs(href[:end], int(c.pathStart), fastNetPath)
	return i == end
}

// hasDotSegmentClass is hasDotSegment for a path whose bytes have the
// classes all (scanClass): a path without "/." and without "%" is not
// searched.
func hasDotSegmentClass(path string, all uint8) bool {
	return (all&fastNoSlashDot == 0 || all&fastNetPath == 0 && strings.Contains(path, "/%")) && hasDotSegment(path)
}

// hasDotSegment reports whether path, which starts with "/", has a single-
// or double-dot segment ("/.", "/..", "/%2e" and the other spellings).
func hasDotSegment(path string) bool {
	for i := 0; i < len(path); i++ {
		if path[i] != '/' || i+1 == len(path) || (path[i+1] != '.' && path[i+1] != '%') {
			continue
		}
		end := i + 1
		for end < len(path) && path[end] != '/' && end-i <= 7 {
			end++
		}
		if seg := []byte(path[i+1 : end]); isSingleDot(seg) || isDoubleDot(seg) {
			return true
		}
	}
	return false
}

// pathRunMayDot reports whether a segment of run, a run of appendPathRun's
// (all the AND of its classes), may be a dot segment: without "/." or "/%"
// in it (all tells the first), and not starting with "." or "%", none is.
func pathRunMayDot(run string, all uint8) bool {
	return run != "" && (run[0] == '.' || run[0] == '%' || all&fastNoSlashDot == 0 ||
		all&fastNetPath == 0 && strings.Contains(run, "/%"))
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
