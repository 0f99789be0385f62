// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package origin_test

import (
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

// BenchmarkOf reads the origin of a URL with a port, and of a blob: URL,
// and parses an Origin header's value.
func BenchmarkOf(b *testing.B) {
	for _, in := range []string{"https://app.example.com:8443/a/b?c#d", "blob:https://app.example.com/d0360e2f"} {
		u := url.MustParse(in)
		b.Run(u.Protocol(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = origin.Of(u)
			}
		})
	}
	b.Run("Parse", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = origin.Parse("https://app.example.com:8443")
		}
	})
}
