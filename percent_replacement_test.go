// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// TestReplacementRuns checks the encoder and the decoders on runs of
// U+FFFD, which they write and read a block at a time, of lengths around
// the block's and with another byte or lower-case digits inside a block:
// against the standard's steps one code point at a time
// (slowUTF8PercentEncode, slowPercentDecode), and decodesTo against a
// decoding with one byte changed.
func TestReplacementRuns(t *testing.T) {
	const block = 16
	var inputs []string
	for _, n := range []int{1, block - 1, block, block + 1, 2*block + 1, 4*block + 3, 300} {
		inputs = append(inputs, strings.Repeat("\xff", n), "a"+strings.Repeat("\xff", n)+"b", strings.Repeat("\xff", n)+"é"+strings.Repeat("\xfe", n))
	}
	for _, s := range inputs {
		encoded := string(appendUTF8PercentEncoded(nil, s, &pathSet))
		if want := slowUTF8PercentEncode(s, &pathSet); encoded != want {
			t.Errorf("appendUTF8PercentEncoded(%q) = %q, want %q", s, encoded, want)
		}
		checkDecodings(t, encoded)
		// Another byte, and lower-case digits, inside a block.
		k := len(replacementUTF8) * (min(len(s), block) / 2)
		checkDecodings(t, encoded[:k]+"%EF%BF%BE"+encoded[k:])
		checkDecodings(t, encoded[:k]+"%ef%bf%bd"+encoded[k:])
	}
}

// checkDecodings checks the decoders on s against slowPercentDecode.
func checkDecodings(t *testing.T, s string) {
	t.Helper()
	want := slowPercentDecode(s)
	if got := percentDecode(s); got != want {
		t.Errorf("percentDecode(%q) = %q, want %q", s, got, want)
	}
	if !decodesTo(s, want) {
		t.Errorf("decodesTo(%q, %q) = false", s, want)
	}
	if len(want) > 0 {
		other := []byte(want)
		other[len(other)/2] ^= 1
		if decodesTo(s, string(other)) {
			t.Errorf("decodesTo(%q, %q) = true", s, other)
		}
	}
	for _, room := range []int{len(s), 0, len(s) / 3} {
		decoded, _, _ := decodeWithHint(s, encodePath, make([]byte, 0, room))
		if decoded != want {
			t.Errorf("decodeWithHint(%q), room %d = %q, want %q", s, room, decoded, want)
		}
	}
}
