// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
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
	for {
		k := 0
		if segs != "" && (segs[0] == '.' || segs[0] == '%') || file && len(out) == pathStart {
			// A segment that may be a dot segment or a drive letter:
			// 1.2-1.3 for a dot segment, as pathState's steps, and
			// 1.4 for any other.
			for k < len(segs) && segs[k] != '/' {
				k++
			}
			seg, slash := segs[:k], k < len(segs) || !whole
			if dots := dotSegment(unsafeBytes(seg)); dots != 0 {
				out = endDotSegment(out, pathStart, file, slash, dots)
			} else {
				out = append(out, '/')
				segStart := len(out)
				out = append(out, seg...)
				if file {
					out = endPathSegment(out, pathStart, segStart, true, slash)
				}
			}
		} else {
			// The segments up to the next that starts with "." or
			// "%", each appended as it is after a "/": at once.
			for k < len(segs) && (segs[k] != '/' || k+1 == len(segs) || segs[k+1] != '.' && segs[k+1] != '%') {
				k++
			}
			out = append(out, '/')
			out = append(out, segs[:k]...)
		}
		if k == len(segs) {
			return out
		}
		segs = segs[k+1:]
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
