// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// TestAppendUTF8PercentEncodedRoom checks appendUTF8PercentEncoded, which
// writes each code point in place, for every code point length and byte
// of invalid UTF-8, appended to slices with every amount of room left from
// none to more than the longest encoding takes.
func TestAppendUTF8PercentEncodedRoom(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"^", "%5E"},                           // ASCII, in the path percent-encode set
		{"é", "%C3%A9"},                        // two bytes
		{"€", "%E2%82%AC"},                     // three
		{"😀", "%F0%9F%98%80"},                  // four
		{"\xff", "%EF%BF%BD"},                  // invalid: U+FFFD
		{"a😀\xffb", "a%F0%9F%98%80%EF%BF%BDb"}, // mixed
	} {
		for room := 0; room <= 16; room++ {
			dst := make([]byte, 3, 3+room)
			copy(dst, "xyz")
			got := string(appendUTF8PercentEncoded(dst, c.in, &pathSet))
			if want := "xyz" + c.want; got != want {
				t.Errorf("room %d: appendUTF8PercentEncoded(%q) = %q, want %q", room, c.in, got, want)
			}
		}
	}
	// A long run of four-byte code points.
	in := strings.Repeat("😀", 1000)
	if got, want := string(appendUTF8PercentEncoded(nil, in, &c0ControlSet)), strings.Repeat("%F0%9F%98%80", 1000); got != want {
		t.Errorf("appendUTF8PercentEncoded of 1000 four-byte code points: %d bytes, want %d", len(got), len(want))
	}
}
