// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"testing"
	"unsafe"
)

// TestParseAllocs guards the allocation count of Parse+String: one
// allocation for a URL, whether or not the input was already canonical,
// with or without percent-encoded bytes to decode into Path and Fragment.
func TestParseAllocs(t *testing.T) {
	if testing.Short() {
		t.Skip("allocation counts are not measured in -short mode")
	}
	if raceEnabled {
		// Under the race detector sync.Pool drops a random share of the
		// parser's buffers on Put, so an input that is not canonical
		// allocates a new one now and then (2 allocations in about one
		// run in ten of this test).
		t.Skip("the race detector makes sync.Pool drop buffers at random")
	}
	for _, in := range []string{
		"https://www.sec.gov/edgar.shtml",                              // canonical: the href is the input
		"https://www.countrysidemag.com/issues/3_1998.htm#Swiss Goats", // re-encoded fragment
		"HTTP://EXAMPLE.com:80/a/./b/../c?q=1",                         // normalized
		"https://example.com/a%20b/c%2Fd?x#y%20z",                      // decoded Path and Fragment
		"file:///home/user/project/src/main.go",
		// Long, not canonical, and decoded: the bytes need a larger slab.
		"https://msewww.engin.umich.edu:81/people/milty/research/electrospinning/literature/2002_Kim_Lee_Preparation\\%20and\\%20characterization\\%20of\\%20a\\%20nanoscale\\%20PVA\\%20fiber\\%20aggregate\\%20produced\\%20by\\%20an\\%20electrospinning\\%20method.pdf",
		"https://example.com/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/0/1/2/3/4/5/6/7/8/9/index.html?query=string&another=value#fragment",
	} {
		allocs := testing.AllocsPerRun(100, func() {
			u, err := Parse(in)
			if err != nil {
				t.Fatal(err)
			}
			_ = u.String()
		})
		if allocs > 1 {
			t.Errorf("Parse(%q)+String: %v allocations, want at most 1", in, allocs)
		}
	}
}

// TestURLSize guards the size of a URL, the one allocation of Parse: 192
// bytes is a size class of Go's allocator, and a word more moves it to the
// 208-byte class (see URL). On 32-bit platforms it is smaller.
func TestURLSize(t *testing.T) {
	if got := unsafe.Sizeof(URL{}); got > 192 {
		t.Errorf("a URL is %d bytes, want at most 192", got)
	}
}
