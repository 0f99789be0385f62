// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// referencePath runs the path state's steps on path, one code point at a
// time as the standard writes them, for a URL with a host whose path
// starts empty (special, file or neither), from after the "/" the path
// start state reads, and returns the serialized
// path: the slow reference for pathState and appendPathRun. path has no
// "?" nor "#".
// See https://url.spec.whatwg.org/#path-state.
func referencePath(path string, special, file bool) string {
	var segs []string
	var buffer []byte
	shorten := func() {
		if file && len(segs) == 1 && isNormalizedWindowsDriveLetter([]byte(segs[0])) {
			return
		}
		if len(segs) > 0 {
			segs = segs[:len(segs)-1]
		}
	}
	for i := 0; ; i++ {
		c := -1 // EOF
		if i < len(path) {
			c = int(path[i])
		}
		slash := c == '/' || special && c == '\\'
		if c == -1 || slash {
			switch {
			case isDoubleDot(buffer):
				shorten()
				if !slash {
					segs = append(segs, "")
				}
			case isSingleDot(buffer):
				if !slash {
					segs = append(segs, "")
				}
			default:
				if file && len(segs) == 0 && isWindowsDriveLetter(buffer) {
					buffer[1] = ':'
				}
				segs = append(segs, string(buffer))
			}
			buffer = buffer[:0]
			if c == -1 {
				break
			}
			continue
		}
		// A code point's bytes at once, percent-encoded.
		j := i + 1
		for j < len(path) && path[j]&0xC0 == 0x80 {
			j++
		}
		buffer = appendUTF8PercentEncoded(buffer, path[i:j], &pathSet)
		i = j - 1
	}
	return "/" + strings.Join(segs, "/")
}

// checkPathRun checks that the parser writes path, after a host, as
// referencePath does, in a special URL, a file URL and a URL that is
// neither.
func checkPathRun(t *testing.T, path string) {
	t.Helper()
	// Bytes the parser removes or that end the path are left out.
	path = strings.Map(func(r rune) rune {
		if r <= ' ' || r == '?' || r == '#' {
			return 'x'
		}
		return r
	}, path)
	for _, tc := range []struct {
		prefix        string
		special, file bool
	}{{"https://h", true, false}, {"sc://h", false, false}, {"file://h", true, true}} {
		want := referencePath(path, tc.special, tc.file)
		u, err := Parse(tc.prefix + "/" + path)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.prefix+"/"+path, err)
		}
		if got := u.EscapedPath(); got != want {
			t.Fatalf("Parse(%q): path %q, the path state's steps give %q", tc.prefix+"/"+path, got, want)
		}
	}
}

// TestPathRunReference checks the path state against referencePath on
// runs of segments that mix dot segments in each spelling with others,
// at every position.
func TestPathRunReference(t *testing.T) {
	parts := []string{".", "..", "%2e", ".%2E", "%2e%2e", "a", "bc", "", ".a", "a.", "%2", "%", "C:", "c|", " ", "é", "\xff", "\\"}
	for _, a := range parts {
		for _, b := range parts {
			for _, c := range parts {
				checkPathRun(t, a+"/"+b+"/"+c)
				checkPathRun(t, a+"/"+b+"\\"+c+"/")
				checkPathRun(t, "x/"+a+b+"/"+c)
			}
		}
	}
}

func FuzzPathRun(f *testing.F) {
	for _, s := range []string{"a/./b/../c", "a/%2e%2E/c", "C|/../../d", "a\\.\\b/..\\c", "../../a", "a/b c/../d", "a//b/"} {
		f.Add(s)
	}
	f.Fuzz(checkPathRun)
}

// TestPathStopBytes checks that pathStopBytes gives exactly the bytes of
// each set of classes pathStop returns.
func TestPathStopBytes(t *testing.T) {
	for _, stop := range []uint8{pathSlash, pathSlash | pathBackslash, pathSlash | pathQuery, pathSlash | pathBackslash | pathQuery} {
		set := pathStopBytes(stop)
		for c := 0; c < 256; c++ {
			if in := strings.IndexByte(set, byte(c)) >= 0; in != (pathClass[c]&stop != 0) {
				t.Errorf("pathStopBytes(%b) = %q: has %q %v, its class %b", stop, set, byte(c), in, pathClass[c])
			}
		}
	}
}

// TestPathRunLongSegments checks segments longer than the path state
// reads four bytes at a time, ended by each delimiter at each offset
// around that length, in each kind of URL, against referencePath.
func TestPathRunLongSegments(t *testing.T) {
	for n := shortScan - 6; n <= shortScan+10; n++ {
		for _, delim := range []string{"/", "\\", "/./", "/../x", ""} {
			for _, unit := range []string{"a", "\xff", "é", " "} {
				checkPathRun(t, strings.Repeat(unit, n)+delim+strings.Repeat(unit, n))
			}
		}
	}
	// The query and the fragment end a long segment.
	for _, tail := range []string{"?q", "#f", "?q#f"} {
		s := "https://h/" + strings.Repeat("\xff", 200) + tail
		u, err := Parse(s)
		if err != nil || !strings.HasSuffix(u.String(), strings.Repeat("%EF%BF%BD", 200)+tail) {
			t.Errorf("Parse(%q) = %v, %v", s, u, err)
		}
	}
}
