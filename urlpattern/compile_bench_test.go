// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkCompileIgnoreCase compiles patterns whose search has n named
// groups (a component without delimiter, where a group is "[^]+?"), with and
// without Options.IgnoreCase, in the same run.
func BenchmarkCompileIgnoreCase(b *testing.B) {
	for _, n := range []int{1, 10, 50} {
		var s strings.Builder
		s.WriteString("https://example.com/p/:seg?")
		for i := range n {
			fmt.Fprintf(&s, "k%d=:v%d&", i, i)
		}
		s.WriteString("#:frag")
		pattern := s.String()
		for _, opts := range []Options{{}, {IgnoreCase: true}} {
			b.Run(fmt.Sprintf("groups=%d/ignoreCase=%v", n, opts.IgnoreCase), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := New(pattern, "", opts); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkCompileLarge compiles long patterns of two sizes each: the time
// per byte stays flat, whether the pattern compiles (groups, fixed text)
// or is refused by the regular expression budget (counted repetitions).
func BenchmarkCompileLarge(b *testing.B) {
	families := []struct {
		name    string
		pattern func(n int) string
		n       int
	}{
		{"namedGroups", namedGroups, 250},
		{"bracedText", func(n int) string { return "/{" + strings.Repeat("a", n) + "}" }, 4000},
		{"countedRepetitions", func(n int) string { return "/" + strings.Repeat("(a{1000})", n) }, 500},
	}
	for _, f := range families {
		for _, n := range []int{f.n, 2 * f.n} {
			pattern := f.pattern(n)
			b.Run(fmt.Sprintf("%s/%dB", f.name, len(pattern)), func(b *testing.B) {
				b.SetBytes(int64(len(pattern)))
				b.ReportAllocs()
				for b.Loop() {
					NewPathname(pattern, Options{})
				}
			})
		}
	}
}
