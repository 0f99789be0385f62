// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"runtime"
	"strings"
	"testing"
)

// TestAdvisoryDotSegments checks CVE-2026-56860, quadratic dot-segment
// resolution, in work rather than time: parsing and resolving a path of n
// dot segments allocates a number of bytes that grows linearly with n. At
// 8 times the input, a linear step allocates about 8 times the bytes and a
// quadratic one 64 times; the bound is 12. Every shape also gives the
// path the standard's dot-segment removal gives.
func TestAdvisoryDotSegments(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocations")
	}
	long := func(n int) string { return "http://h/" + strings.Repeat("a/", n) }
	for _, sh := range []struct {
		name string
		run  func(n int) string // the resulting href
		want string
	}{
		{"a/../", func(n int) string { return mustParse(t, "http://h/"+strings.Repeat("a/../", n)).String() }, "http://h/"},
		{"../", func(n int) string { return mustParse(t, "http://h/"+strings.Repeat("../", n)+"x").String() }, "http://h/x"},
		{"%2e%2e/ after a/", func(n int) string {
			return mustParse(t, "http://h/"+strings.Repeat("a/", n)+strings.Repeat("%2e%2e/", n)).String()
		}, "http://h/"},
		{"./", func(n int) string { return mustParse(t, "http://h/"+strings.Repeat("./", n)+"x").String() }, "http://h/x"},
		{"../ against a long base", func(n int) string {
			u, err := ParseWithBase(strings.Repeat("../", n)+"x", long(n))
			if err != nil {
				t.Fatal(err)
			}
			return u.String()
		}, "http://h/x"},
		{"ResolveReference", func(n int) string {
			return mustParse(t, long(n)).ResolveReference(mustParse(t, strings.Repeat("../", n)+"x")).String()
		}, "http://h/x"},
		{"ResolveStrict", func(n int) string {
			u, err := mustParse(t, long(n)).ResolveStrict(mustParse(t, strings.Repeat("../", n)+"x"))
			if err != nil {
				t.Fatal(err)
			}
			return u.String()
		}, "http://h/x"},
	} {
		bytes := func(n int) uint64 {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			got := sh.run(n)
			runtime.ReadMemStats(&after)
			if got != sh.want {
				t.Errorf("%s, n = %d: %q, want %q", sh.name, n, got, sh.want)
			}
			return after.TotalAlloc - before.TotalAlloc
		}
		const n = 20000
		small, large := bytes(n), bytes(8*n)
		t.Logf("%s: %d bytes allocated for n = %d, %d for 8n (%.1f times)", sh.name, small, n, large, float64(large)/float64(small))
		if large > 12*small {
			t.Errorf("%s: %d bytes allocated for n = %d, %d for 8n: more than 12 times", sh.name, small, n, large)
		}
	}
}
