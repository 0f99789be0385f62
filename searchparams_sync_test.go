// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// readSearchParams calls every reader of u's SearchParams and returns what
// they return, as one string to compare.
func readSearchParams(u *URL) string {
	p := u.SearchParams()
	var pairs []string
	for k, v := range p.All() {
		pairs = append(pairs, k+"="+v)
	}
	return fmt.Sprint(p == u.SearchParams(), p.Get("a"), p.GetAll("a"), p.Has("b"), p.HasValue("a", "2"),
		p.Size(), p.String(), p.Encode(nil), pairs, u.String(), u.Query())
}

// TestConcurrentSearchParams reads one URL's SearchParams from many
// goroutines at once: on a fresh URL (the first calls race to make the
// object) and after RawQuery is assigned (the readers race to parse it
// again). Every goroutine must see what a single one does, and -race must
// find no write.
func TestConcurrentSearchParams(t *testing.T) {
	for _, assign := range []bool{false, true} {
		u, err := Parse("https://example.com/?a=1&b=&a=2")
		if err != nil {
			t.Fatal(err)
		}
		if assign {
			u.SearchParams()
			u.RawQuery = "a=3&a=2&c"
		}
		want := readSearchParams(u.Clone())
		if assign {
			u.RawQuery = "a=3&a=2&c" // a distinct object's RawQuery, read again below
		}
		results := make([]string, concurrentGoroutines)
		concurrently(func(i int) { results[i] = readSearchParams(u) })
		for i, got := range results {
			if got != want {
				t.Errorf("assigned RawQuery %v: goroutine %d read %s, want %s", assign, i, got, want)
			}
		}
	}
}

// TestSearchParamsObjectsCollected binds query objects to URLs the test
// then drops, and checks that the collector takes them and that their
// entries leave objects: the table that finds a URL's object keeps
// neither alive.
func TestSearchParamsObjectsCollected(t *testing.T) {
	count := func() (n int) {
		objects.Range(func(_, _ any) bool { n++; return true })
		return n
	}
	before := count()
	func() {
		for i := range 100 {
			u := MustParse("https://example.com/?a=" + strconv.Itoa(i))
			if u.SearchParams().Get("a") != strconv.Itoa(i) {
				t.Fatal("wrong object")
			}
		}
	}()
	for range 50 {
		runtime.GC()
		if count() <= before {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Errorf("objects holds %d entries after the URLs were dropped, want at most %d", count(), before)
}
