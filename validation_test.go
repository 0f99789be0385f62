// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"sort"
	"testing"
	"unicode/utf8"
)

func TestDomainFailureOffset(t *testing.T) {
	for _, c := range []struct {
		host string
		want int
	}{
		{"exa mple.com", 3},   // a space
		{"exa%20mple.com", 3}, // an encoded space: its "%"
		{"ex%zzample", 2},     // "%" that starts no byte
		{"ex＠mple.com", 2},    // U+FF20 maps to "@"
		{"é.com%2f", 6},       // after a non-ASCII code point
		{"a%C3%A9%2Fb", 7},    // after an encoded one
		{"a\xffb", 1},         // not UTF-8
		{"\u0338.com", 0},     // a combining mark: the rule is the label's
		{"example.com", 0},    // nothing at fault
		{"ab\u200dc", 2},      // ZWJ alone fails ContextJ: blamed on it
		{"\u0301x<", 3},       // a mark first is not blamed; "<" is
		{"a\uFF0Eb%", 5},      // U+FF0E maps to "." and is fine; "%" is not
		{"ab\uE000", 2},       // private use: UTS #46 disallows it
		{"\uE000%", 0},        // the first code point at fault, not the first asked about
		{"é\uE000é\uFF1C", 2}, // the first of two at fault
		// The last of 5000 distinct code points, U+FF1C, maps to "<":
		// found among them with a few calls to UTS #46.
		{distinctCJK(5000) + "\uFF1C", 15000},
		{distinctCJK(5000) + "%", 15000}, // none at fault before "%"
	} {
		if got := domainFailureOffset(c.host); got != c.want {
			t.Errorf("domainFailureOffset(%q) = %d, want %d", c.host, got, c.want)
		}
	}
}

// TestDomainFailureOffsetAllocs checks that finding the code point at
// fault among many distinct ones asks UTS #46 a number of times that grows
// with the log of their number, not with the number: about 38,000
// distinct code points (CJK ideographs and Hangul syllables, all valid),
// then one at fault.
func TestDomainFailureOffsetAllocs(t *testing.T) {
	var b []byte
	for _, block := range [][2]rune{{0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xAC00, 0xD7A3}} {
		for r := block[0]; r <= block[1]; r++ {
			b = utf8.AppendRune(b, r)
		}
	}
	host := string(b) + "\uFF1C"
	allocs := testing.AllocsPerRun(1, func() {
		if got := domainFailureOffset(host); got != len(b) {
			t.Errorf("domainFailureOffset = %d, want %d", got, len(b))
		}
	})
	if allocs > 200 {
		t.Errorf("%.0f allocations, want at most 200", allocs)
	}
	t.Logf("%.0f allocations", allocs)
}

// TestOrigOffsetOrder checks origOffset, which starts each search where
// the last one ended, against a binary search over all the removed bytes,
// for offsets asked in increasing, decreasing and mixed order.
func TestOrigOffsetOrder(t *testing.T) {
	// Removed bytes at 0, 1, 5, 6, 7, 20 and 21 of the caller's input.
	removed := []int{0, 1, 5, 6, 7, 20, 21}
	p := &urlParser{onErr: func(validation.Error) {}, removed: removed, trimStart: 0}
	want := func(x int) int { return x + sort.Search(len(removed), func(k int) bool { return removed[k]-k > x }) }
	for _, order := range [][]int{
		{0, 1, 2, 3, 4, 5, 10, 12, 13, 14, 15, 30}, // increasing
		{30, 15, 14, 13, 12, 5, 3, 2, 1, 0},        // decreasing
		{3, 14, 0, 13, 2, 30, 1, 12, 13, 4},        // mixed
	} {
		for _, at := range order {
			if got := p.origOffset(at); got != want(at) {
				t.Errorf("origOffset(%d) = %d, want %d (order %v)", at, got, want(at), order)
			}
		}
	}
}
