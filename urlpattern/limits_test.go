// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// namedGroups returns a pathname pattern of n named groups, "/:g0/:g1/...",
// which parses into n parts.
func namedGroups(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "/:g%d", i)
	}
	return b.String()
}

// TestLimits checks the documented caps: each pattern over one fails with
// its named error, and the pattern at the cap compiles.
func TestLimits(t *testing.T) {
	long := "/" + strings.Repeat("a", MaxPatternLength-1) // MaxPatternLength bytes
	tests := []struct {
		name    string
		compile func() (*URLPattern, error)
		want    error // nil: compiles
	}{
		{"pathname of MaxPatternLength bytes", func() (*URLPattern, error) { return NewPathname(long, Options{}) }, nil},
		{"pathname one byte longer", func() (*URLPattern, error) { return NewPathname(long+"a", Options{}) }, ErrPatternTooLong},
		{"constructor string one byte longer", func() (*URLPattern, error) { return New("https://x"+long, "", Options{}) }, ErrPatternTooLong},
		{"base URL one byte longer", func() (*URLPattern, error) { return New("/x", "https://x"+long, Options{}) }, ErrPatternTooLong},
		{"Init hostname one byte longer", func() (*URLPattern, error) {
			return NewFromInit(Init{Hostname: new(strings.Repeat("h", MaxPatternLength+1))}, Options{})
		}, ErrPatternTooLong},
		{"MaxParts groups", func() (*URLPattern, error) { return NewPathname(namedGroups(MaxParts), Options{}) }, nil},
		{"one group more", func() (*URLPattern, error) { return NewPathname(namedGroups(MaxParts+1), Options{}) }, ErrTooManyParts},
		{"fixed text parts count", func() (*URLPattern, error) {
			return NewPathname("/"+strings.Repeat("x{y}?", MaxParts/2+1), Options{})
		}, ErrTooManyParts},
		// Issue 32: 9 KB that compiled into a million instructions.
		{"(a{1000}) 1000 times", func() (*URLPattern, error) {
			return NewPathname("/"+strings.Repeat("(a{1000})", 1000), Options{})
		}, ErrRegexpTooLarge},
		{"(a{1000}) 10 times", func() (*URLPattern, error) {
			return NewPathname("/"+strings.Repeat("(a{1000})", 10), Options{})
		}, nil},
		{"(a{1000}) 12 times", func() (*URLPattern, error) {
			return NewPathname("/"+strings.Repeat("(a{1000})", 12), Options{})
		}, ErrRegexpTooLarge},
		{"one group too large alone", func() (*URLPattern, error) {
			var group strings.Builder
			for c := 'a'; c < 'a'+12; c++ {
				fmt.Fprintf(&group, "%c{1000}", c)
			}
			return NewPathname("/("+group.String()+")", Options{})
		}, ErrRegexpTooLarge},
	}
	for _, tt := range tests {
		p, err := tt.compile()
		switch {
		case tt.want == nil && err != nil:
			t.Errorf("%s: %v, want a pattern", tt.name, err)
		case tt.want != nil && !errors.Is(err, tt.want):
			t.Errorf("%s: (%v, %v), want error %v", tt.name, p, err, tt.want)
		}
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Errorf("%s: error %T is not an *Error", tt.name, err)
		}
		if errors.Is(err, ErrRegexpTooLarge) {
			var re *RegexpError
			if !errors.As(err, &re) {
				t.Errorf("%s: error %v is not a *RegexpError", tt.name, err)
			}
		}
	}
}

// TestCompileLinear checks that compiling a pattern twice as long
// allocates at most about twice as many bytes, whether it compiles or is
// refused: the work is linear in the pattern's length. (Timings are
// BenchmarkCompileLarge's; a test asserts no clock.)
func TestCompileLinear(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocation sizes")
	}
	families := []struct {
		name    string
		pattern func(n int) string
		n       int
	}{
		// isDuplicateName scanned the part list for every group.
		{"named groups", namedGroups, 400},
		// consume text concatenated a {…} group's text one token at a time.
		{"fixed text in braces", func(n int) string { return "/{" + strings.Repeat("a", n) + "}" }, 6000},
		{"regexp groups", func(n int) string { return "/" + strings.Repeat(`(\d+)-`, n) }, 200},
		// Refused by the program budget before regexp.Compile runs.
		{"counted repetitions", func(n int) string { return "/" + strings.Repeat("(a{1000})", n) }, 500},
		// A \p{L} is a case closure (computed once per pattern) and 10 KB
		// of RE2 class per occurrence: 10 and 20 compile, 100 and 200 are
		// refused by the translation's length budget.
		{"ignore case classes", func(n int) string { return "/" + strings.Repeat(`(\p{L}x)`, n) }, 10},
		{"ignore case classes, refused", func(n int) string { return "/" + strings.Repeat(`(\p{L}x)`, n) }, 100},
	}
	for _, f := range families {
		small, large := compileBytes(t, f.pattern(f.n)), compileBytes(t, f.pattern(2*f.n))
		ratio := float64(large) / float64(small)
		t.Logf("%s: %d bytes at n=%d, %d at 2n (%.2f times)", f.name, small, f.n, large, ratio)
		if ratio > 2.6 {
			t.Errorf("%s: allocated %.1f times as many bytes for a pattern twice as long (%d -> %d): not linear", f.name, ratio, small, large)
		}
	}
}

// compileBytes returns the bytes that NewPathname(pattern) allocates, the
// smallest of three runs.
func compileBytes(t *testing.T, pattern string) uint64 {
	best := ^uint64(0)
	for range 3 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		NewPathname(pattern, Options{IgnoreCase: true})
		runtime.ReadMemStats(&after)
		best = min(best, after.TotalAlloc-before.TotalAlloc)
	}
	return best
}
