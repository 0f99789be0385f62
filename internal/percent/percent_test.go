// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package percent

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// slowDecode is the standard's percent-decode of a byte sequence, one
// byte at a time, with the form parser's "+" first when plus is set.
// See https://url.spec.whatwg.org/#percent-decode.
func slowDecode(s string, plus bool) string {
	if plus {
		s = strings.ReplaceAll(s, "+", " ")
	}
	isHex := func(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 }
	value := func(c byte) byte { return byte(strings.IndexByte("0123456789abcdef", c|0x20)) }
	var out []byte
	for i := 0; i < len(s); i++ {
		// If byte is "%" and the next two bytes are ASCII hex digits,
		// append the byte they denote and skip them; otherwise append it.
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			out = append(out, value(s[i+1])<<4|value(s[i+2]))
			i += 2
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}

// decodeInChunks decodes s with Decode into a buffer of size n at a time,
// as package dataurl does, and checks that each call makes progress.
func decodeInChunks(t *testing.T, s string, n int, plus bool) string {
	var b strings.Builder
	chunk := make([]byte, n)
	for s != "" {
		read, written := Decode(chunk, s, plus)
		if read == 0 || written == 0 || written > n {
			t.Fatalf("Decode(%d bytes of room, %q) = %d, %d", n, s, read, written)
		}
		b.Write(chunk[:written])
		s = s[read:]
	}
	return b.String()
}

// testInputs are the strings every test decodes: escapes at the ends and
// cut short, lower- and upper-case digits, "+", U+FFFD's escapes in runs
// around Block's length, and long runs that Decode copies whole.
func testInputs() []string {
	in := []string{
		"", "%", "%%", "%2", "%2x", "%x2", "%%41", "%41%", "%41%4", "a+b%2Bc",
		"%e2%82%ac%E2%82%AC", "%00%ff%FF", "a%20b%zz%2", "+%2B+",
		strings.Repeat("a", 100) + "%41" + strings.Repeat("b", 100),
		strings.Repeat("%41", 70), strings.Repeat("a%41", 30),
	}
	for _, n := range []int{1, 15, 16, 17, 33} {
		in = append(in, strings.Repeat(Replacement, n), "x"+strings.Repeat(Replacement, n)+"%EF%BF", strings.Repeat(Replacement, n)+"%ef%bf%bd"+Replacement)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	const bytes = "%%%+aF09gG \xff"
	for range 300 {
		b := make([]byte, rng.IntN(200))
		for i := range b {
			b[i] = bytes[rng.IntN(len(bytes))]
		}
		in = append(in, string(b))
	}
	return in
}

// TestDecode checks Decode, whole and a chunk at a time for every size of
// chunk, DecodedLen and Index against the standard's steps.
func TestDecode(t *testing.T) {
	for _, s := range testInputs() {
		for _, plus := range []bool{false, true} {
			want := slowDecode(s, plus)
			dst := make([]byte, len(s)+1)
			if read, written := Decode(dst, s, plus); read != len(s) || string(dst[:written]) != want {
				t.Errorf("Decode(%q, %v) = %q (read %d), want %q", s, plus, dst[:written], read, want)
			}
			for n := 1; n <= min(len(s), 60); n++ {
				if got := decodeInChunks(t, s, n, plus); got != want {
					t.Fatalf("Decode(%q, %v) in chunks of %d = %q, want %q", s, plus, n, got, want)
				}
			}
			if got := DecodedLen(s); got != len(want) {
				t.Errorf("DecodedLen(%q) = %d, want %d", s, got, len(want))
			}
		}
		wantIndex := -1
		for i := range s {
			if i+2 < len(s) && s[i] == '%' && IsHex(s[i+1]) && IsHex(s[i+2]) {
				wantIndex = i
				break
			}
		}
		if got := Index(s); got != wantIndex {
			t.Errorf("Index(%q) = %d, want %d", s, got, wantIndex)
		}
	}
}

// TestHexValue checks HexValue and IsHex on every byte.
func TestHexValue(t *testing.T) {
	for c := range 256 {
		want := strings.IndexByte("0123456789abcdef", byte(c)|0x20)
		if c|0x20 < 'a' && !('0' <= c && c <= '9') || want < 0 {
			want = NotHex
		}
		if got := HexValue[c]; int(got) != want || IsHex(byte(c)) != (want != NotHex) {
			t.Errorf("HexValue[%#x] = %d, IsHex %v; want %d", c, got, IsHex(byte(c)), want)
		}
	}
}

// FuzzDecode checks Decode, in chunks of every size up to 16, and
// DecodedLen against the standard's steps.
func FuzzDecode(f *testing.F) {
	for _, s := range testInputs()[:30] {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, plus bool) {
		want := slowDecode(s, plus)
		for n := 1; n <= 16; n++ {
			if got := decodeInChunks(t, s, n, plus); got != want {
				t.Fatalf("Decode(%q, %v) in chunks of %d = %q, want %q", s, plus, n, got, want)
			}
		}
		if got := DecodedLen(s); got != len(want) {
			t.Errorf("DecodedLen(%q) = %d, want %d", s, got, len(want))
		}
	})
}
