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
