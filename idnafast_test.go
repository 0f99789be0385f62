// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// idnaFastCodePoints returns every code point of idnaFastRanges, in order.
func idnaFastCodePoints() []rune {
	var cps []rune
	for i := range len(idnaFastRanges) / 4 {
		first, n, stride := idnaFastEntry(i)
		for i := range n {
			cps = append(cps, first+i*stride)
		}
	}
	return cps
}

// checkIDNAFast checks that the fast path either declines domain or gives
// what the general path gives.
func checkIDNAFast(t *testing.T, domain string) (decided bool) {
	t.Helper()
	var s punyScratch
	got, ok, decided := appendToASCIIFast([]byte("p:"), domain, &s)
	want, wantOK := appendToASCII([]byte("p:"), domain, false, new(punyScratch))
	if decided && (ok != wantOK || ok && string(got) != string(want)) {
		t.Errorf("appendToASCIIFast(%q) = %q, %v; general path %q, %v", domain, got, ok, want, wantOK)
	}
	if decided && !ok && string(got) != "p:" {
		t.Errorf("appendToASCIIFast(%q) failed with %q appended", domain, got)
	}
	return decided
}

// TestIDNAFastTable checks every code point of idnaFastRanges, with the
// Unicode tables of the toolchain that runs it, alone and beside ASCII and
// the code points around it, and that the table is sorted; and that
// idnaFastFind finds exactly those code points.
func TestIDNAFastTable(t *testing.T) {
	idnaTablesVersion(t)
	cps := idnaFastCodePoints()
	in := map[rune]bool{}
	for i, r := range cps {
		if i > 0 && r <= cps[i-1] {
			t.Fatalf("idnaFastRanges not sorted at U+%04X", r)
		}
		in[r] = true
		for _, d := range []string{string(r), "a" + string(r) + "-b.c", "A" + string(r) + string(r) + "0"} {
			if !checkIDNAFast(t, d) {
				t.Errorf("fast path declined %q", d)
			}
		}
	}

	for r := rune(0x80); r <= 0x10000; r++ {
		if _, size, _ := idnaFastFind(r); (size > 0) != in[r] {
			t.Errorf("idnaFastFind(U+%04X) finds a run: %v", r, size > 0)
		}
	}
}

// TestIDNAFast compares the fast path with the general one on chosen
// domains and on random domains of table code points, ASCII and a few
// code points the fast path must decline.
func TestIDNAFast(t *testing.T) {
	domains := []struct {
		domain  string
		decided bool
	}{
		{"bücher.de", true},                           // one label to encode
		{"BÜCHER.DE", false},                          // Ü maps to ü
		{"bücher.De", true},                           // ASCII upper case lowered
		{"Bücher.de", true},                           // ... also in a label to encode
		{"straße.de", true},                           // a deviation, kept
		{"ελλάς.gr", true},                            // ς kept (nontransitional)
		{"例え.テスト", true},                              // CJK and kana
		{"한국.kr", true},                               // Hangul syllables
		{"..é..", true},                               // empty labels
		{"é.", true},                                  // the root label
		{"-é-.a--b", true},                            // hyphens (CheckHyphens false)
		{"xn--é", false},                              // an ACE prefix: the general path
		{"XN--9ca.é", false},                          // another, in upper case
		{"é_a", false},                                // "_": the general path
		{"é\u3002a", false},                           // U+3002 maps to "."
		{"e\u0301", false},                            // a mark
		{"é\u200Dа", false},                           // a joiner
		{"é\u05D0", false},                            // right to left
		{"é\xff", false},                              // not UTF-8
		{strings.Repeat("é", 1000), true},             // the longest label
		{strings.Repeat("é", 1001), true},             // too long: fails
		{strings.Repeat("a", 1000) + "é", true},       // too long once non-ASCII
		{strings.Repeat("a", 2000) + ".é", true},      // a long ASCII label
		{strings.Repeat("é", 1001) + "\u00AD", true},  // fails before the soft hyphen
		{strings.Repeat("é", 1000) + "e\u0301", true}, // composes: still too long
		{"a\xe0\x83\xa9", false},                      // é, overlong: not UTF-8
		{"\xc1\xa9", false},                           // overlong in two bytes
		{"a\xed\xa0\x80", false},                      // a surrogate
		{"é\xc3", false},                              // cut short
		{"例\xe4\xbe", false},                          // cut short
		{"\xc3(", false},                              // no continuation byte
		{"ü\U0001F600", false},                        // four bytes
	}
	for _, d := range domains {
		if got := checkIDNAFast(t, d.domain); got != d.decided {
			t.Errorf("appendToASCIIFast(%q) decided %v, want %v", d.domain, got, d.decided)
		}
	}
	cps := idnaFastCodePoints()
	others := []rune{'A', 'Z', 'x', 'n', '.', '.', '-', '-', '0', '_', 0xC9, 0x301, 0x200C, 0x5D0, 0x3002, 0xAD, 0x1F600, utf8.RuneError}
	rng := rand.New(rand.NewPCG(3, 4))
	decided := 0
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.IntN(24) {
			switch rng.IntN(8) {
			case 0:
				if rng.IntN(8) == 0 {
					b.WriteRune(others[rng.IntN(len(others))])
				} else {
					b.WriteByte('a' + byte(rng.IntN(26)))
				}
			case 1:
				b.WriteString(".-xn"[rng.IntN(4):][:1])
			default:
				b.WriteRune(cps[rng.IntN(len(cps))])
			}
		}
		if checkIDNAFast(t, b.String()) {
			decided++
		}
	}
	t.Logf("fast path decided %d of 20000 random domains", decided)
}

// TestIDNAFastUTF8 checks the fast path's decoding against the general
// path: every byte beyond ASCII followed by every byte, and every lead
// byte of three followed by every byte and bytes of each class.
func TestIDNAFastUTF8(t *testing.T) {
	if testing.Short() {
		t.Skip("70,000 domains through the general path")
	}
	for b0 := 0x80; b0 <= 0xFF; b0++ {
		for b1 := range 256 {
			checkIDNAFast(t, "a"+string([]byte{byte(b0), byte(b1)})+"b")
		}
	}
	for b0 := 0xE0; b0 <= 0xEF; b0++ {
		for b1 := range 256 {
			for _, b2 := range []byte{0x00, 0x41, 0x7F, 0x80, 0x81, 0xA0, 0xBF, 0xC0, 0xFF} {
				checkIDNAFast(t, "a"+string([]byte{byte(b0), byte(b1), b2})+"b")
			}
		}
	}
}

// FuzzIDNAFast checks that the fast path either declines a domain or
// agrees with the general path.
func FuzzIDNAFast(f *testing.F) {
	for _, s := range []string{"bücher.de", "Bücher", "例え.テスト", "xn--é", "é..a-", "straße", "e\u0301", "ééé.ü"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		checkIDNAFast(t, domain)
	})
}
