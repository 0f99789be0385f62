// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
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

// TestCanonicalURLKeepsInput checks the premise of setSubstring: the
// fields that newCanonicalURL writes without a write barrier keep their
// bytes when collections run while URLs are made, each input reachable
// only through its URL afterwards. Collections run back to back beside
// the parsing, the inputs are dropped, and freed memory is written over
// before the fields are read. A missed mark is a matter of timing, so the
// test runs itself again with GODEBUG=gccheckmark=1, which makes the
// collector check each marking it does and crash on an object it should
// have marked. (With href written without its barrier too, that run
// crashed in three tries of three, the stress alone failed in none.)
func TestCanonicalURLKeepsInput(t *testing.T) {
	if testing.Short() {
		t.Skip("collections are not stressed in -short mode")
	}
	if os.Getenv("WEBURL_GCCHECKMARK") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCanonicalURLKeepsInput$")
		cmd.Env = append(os.Environ(), "GODEBUG=gccheckmark=1", "WEBURL_GCCHECKMARK=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("with GODEBUG=gccheckmark=1: %v\n%s", err, out)
		}
	}
	defer debug.SetGCPercent(debug.SetGCPercent(1))
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				runtime.GC()
			}
		}
	}()
	const n = 20000
	urls := make([]*URL, n)
	for i := range urls {
		// A new string each time, not a constant, and kept nowhere else.
		k := strconv.Itoa(i)
		u, err := Parse("https://h" + k + ".example/p/" + k + "?q=" + k + "#f" + k)
		if err != nil {
			t.Fatal(err)
		}
		urls[i] = u
	}
	close(stop)
	<-done
	var garbage [][]byte
	for range 64 {
		garbage = append(garbage, []byte("https://overwritten.example/overwritten?overwritten#overwritten"))
		runtime.GC()
	}
	_ = garbage
	for i, u := range urls {
		k := strconv.Itoa(i)
		if u.Scheme != "https" || u.Host != "h"+k+".example" || u.Path != "/p/"+k || u.RawQuery != "q="+k || u.Fragment != "f"+k {
			t.Fatalf("URL %d after collections: %q %q %q %q %q", i, u.Scheme, u.Host, u.Path, u.RawQuery, u.Fragment)
		}
	}
}
