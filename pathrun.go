// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// The classes of bytes in a path, for the path state's scan: a byte of
// class 0 is copied to the path as it is and ends no segment.
const (
	pathEncode    = 1 << iota // in the path percent-encode set
	pathSlash                 // "/", which ends every segment
	pathBackslash             // "\", which ends a segment of a special URL
	pathQuery                 // "?" or "#", which end the path without a state override
)

// pathClass holds the class of each byte, from pathSet and the delimiters.
var pathClass = func() (t [256]uint8) {
	for b := range t {
		if pathSet.contains(byte(b)) {
			t[b] |= pathEncode
		}
	}
	t['/'] |= pathSlash
	t['\\'] |= pathBackslash
	t['?'] |= pathQuery
	t['#'] |= pathQuery
	return t
}()

// plainSegmentsEnd returns where the run of path segments at s[i:] ends
// that the path state copies as they are: each segment made of bytes of
// class 0, not starting with "." or "%" (so neither a single-dot nor a
// double-dot segment), and followed by "/". The result is just past the
// run's last "/" (i itself when the run is empty).
// See https://url.spec.whatwg.org/#path-state.
func plainSegmentsEnd(s string, i int) int {
	end := i
	for j := i; j < len(s); j++ {
		if c := s[j]; c == '.' || c == '%' {
			break
		}
		for j < len(s) && pathClass[s[j]] == 0 {
			j++
		}
		if j == len(s) || s[j] != '/' {
			break
		}
		end = j + 1
	}
	return end
}
