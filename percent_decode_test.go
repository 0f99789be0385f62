// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// slowPercentDecode is the standard's percent-decode, one byte at a time.
// See https://url.spec.whatwg.org/#percent-decode.
func slowPercentDecode(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// decodeCases are strings whose runs of percent-encoded bytes and of bytes
// that stay have the lengths the fast loops of percent.go treat apart.
var decodeCases = []string{
	"",                                  // nothing
	"%",                                 // a lone "%" at the end
	"%4",                                // a "%" and one digit
	"%41",                               // one percent-encoded byte
	"%41%",                              // and a lone "%" after it
	"%%41",                              // a lone "%" before one
	"%4g%41",                            // a "%" and a non-hex digit
	"a%2fb%2Fc",                         // lower and upper case digits
	"%EF%BF%BD%EF%BF%BD",                // a run of percent-encoded bytes
	"pu%3Apu%3Ap",                       // short runs between them
	"abcdefgh%41",                       // a run of exactly eight
	"abcdefghi%41abcdefghijklmnopqrst%", // runs longer than eight
	strings.Repeat("x", 100) + "%20",    // a long run, then one
	"%20" + strings.Repeat("x", 100),    // one, then a long run
	"%C3%A9/%c3%a9 %3F?`{}",             // bytes net/url escapes or not
}

// TestPercentDecodeFastLoops checks percentDecode, decodesTo and
// decodeWithHint against slowPercentDecode and net/url's escaping.
func TestPercentDecodeFastLoops(t *testing.T) {
	for _, s := range decodeCases {
		want := slowPercentDecode(s)
		if got := percentDecode(s); got != want {
			t.Errorf("percentDecode(%q) = %q, want %q", s, got, want)
		}
		if !decodesTo(s, want) {
			t.Errorf("decodesTo(%q, %q) = false", s, want)
		}
		if decodesTo(s, want+"x") || len(want) > 0 && decodesTo(s, want[:len(want)-1]) {
			t.Errorf("decodesTo(%q) accepts a decoding of another length", s)
		}
		// Exact for a whole string, as newURL and decodedLen use it.
		if got := decodedLenBound(s); got != len(want) {
			t.Errorf("decodedLenBound(%q) = %d, want %d", s, got, len(want))
		}
		for _, mode := range []escapeMode{encodePath, encodeFragment} {
			wantRaw := ""
			if netEscape(want, mode) != s {
				wantRaw = s
			}
			// With room, without, and with too little room in the slab.
			for _, room := range []int{len(s), 0, len(s) / 3} {
				decoded, raw, _ := decodeWithHint(s, mode, make([]byte, 0, room))
				if decoded != want || raw != wantRaw {
					t.Errorf("decodeWithHint(%q, %d), room %d = %q, %q; want %q, %q", s, mode, room, decoded, raw, want, wantRaw)
				}
			}
		}
	}
}

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
