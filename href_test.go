// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"github.com/weburl/url/validation"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/text/encoding/htmlindex"
)

// Concurrency: a parsed URL is safe for concurrent readers, and a Parser
// for concurrent use (the package and Parser documentation say so). These
// tests read one URL and use one Parser from many goroutines at once and
// check that every goroutine sees what a single one does; run under the
// race detector (go test -race), they also check that no reader writes.

// concurrentGoroutines is how many goroutines each test starts.
const concurrentGoroutines = 16

// readAll calls every reader of u and returns what they return, as one
// string to compare.
func readAll(u *URL) string {
	addr, isAddr := u.HostAddr()
	user, hasPass := u.User.Password()
	ref, err := u.Parse("../x?y#z")
	resolved := fmt.Sprint(err)
	if err == nil {
		resolved = ref.String()
	}
	return fmt.Sprint(
		u.String(), u.Href(), u.Protocol(), u.Username(), u.Password(),
		u.Hostname(), u.Port(), u.SerializedHost(), u.Pathname(), u.Search(),
		u.Hash(), u.Origin(), u.HostKind(), addr, isAddr, u.EscapedPath(),
		u.EscapedFragment(), u.IsAbs(), u.User.Username(), user, hasPass,
		u.User.String(), resolved, u.Query(),
	)
}

// concurrently runs f(i) for i in [0, concurrentGoroutines), each on its
// own goroutine, started together, and waits for them.
func concurrently(f func(i int)) {
	var start, done sync.WaitGroup
	start.Add(1)
	for i := range concurrentGoroutines {
		done.Go(func() {
			start.Wait()
			f(i)
		})
	}
	start.Done()
	done.Wait()
}

// TestConcurrentReaders reads each URL from many goroutines at once: a URL
// from the parser, and one whose exported fields a program assigned, which
// every reader re-parses without writing to it.
func TestConcurrentReaders(t *testing.T) {
	for _, s := range []string{
		"https://user:pass@EXAMPLE.com:8080/a/./b/../c?q=1#frag",
		"http://0x7f.1/",
		"http://[::ffff:127.0.0.1]:81/",
		"file:///C:/x/../y",
		"sc://opaque%41/p?q",
		"mailto:a@b",
		"blob:https://example.com/uuid",
	} {
		parsed, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		assigned, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		assigned.Path = "/assigned path"
		assigned.RawQuery = "k=v"
		for _, u := range []*URL{parsed, assigned} {
			want := readAll(u)
			got := make([]string, concurrentGoroutines)
			concurrently(func(i int) {
				for range 50 {
					got[i] = readAll(u)
				}
			})
			for i, g := range got {
				if g != want {
					t.Errorf("%q: goroutine %d read\n%s\nwant\n%s", s, i, g, want)
				}
			}
		}
	}
}

// TestConcurrentParser uses one Parser, with an encoding override and a
// validation callback, from many goroutines at once: each parse gives what
// it gives alone, and the callback (which the caller makes safe for
// concurrent use) is called as often as all the parses together call it.
func TestConcurrentParser(t *testing.T) {
	enc, err := htmlindex.Get("shift_jis")
	if err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int64
	p := Parser{Encoding: enc, OnValidationError: func(validation.Error) { calls.Add(1) }}
	inputs := []struct{ input, base string }{
		{"https://example.com/?あ=\u2212#\u2212", ""},
		{"ht\ttp://exa\nmple.com\\a b", ""},
		{"../../x?あ", "https://example.com/a/b/c"},
		{"https://a@b@c:80/%zz", ""},
		{"http://[::1", ""},
		{"//host/p", "wss://base/"},
	}
	want := make([]string, len(inputs))
	var perRound int64
	for i, in := range inputs {
		var n int64
		q := p
		q.OnValidationError = func(validation.Error) { n++ }
		u, err := q.Parse(in.input, in.base)
		want[i] = fmt.Sprint(u, err)
		perRound += n
	}
	const rounds = 20
	got := make([][]string, concurrentGoroutines)
	concurrently(func(g int) {
		for range rounds {
			for _, in := range inputs {
				u, err := p.Parse(in.input, in.base)
				got[g] = append(got[g], fmt.Sprint(u, err))
			}
		}
	})
	for g := range got {
		for r := range rounds {
			for i := range inputs {
				if s := got[g][r*len(inputs)+i]; s != want[i] {
					t.Errorf("goroutine %d: Parse(%q, %q) = %s, want %s", g, inputs[i].input, inputs[i].base, s, want[i])
				}
			}
		}
	}
	if n, want := calls.Load(), perRound*rounds*concurrentGoroutines; n != want {
		t.Errorf("the callback was called %d times, want %d", n, want)
	}
}

// TestConcurrentBase resolves references against one base URL from many
// goroutines at once, through ParseWithBase's string base and through
// (*URL).Parse.
func TestConcurrentBase(t *testing.T) {
	const base = "https://example.com/a/b/c?q#f"
	b, err := Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	refs := []string{"", "?x", "#y", "d", "../d", "/\\evil.com", "//other/", "https:e", "http:e"}
	want := make([]string, len(refs))
	for i, r := range refs {
		u, err := ParseWithBase(r, base)
		want[i] = fmt.Sprint(u, err)
	}
	concurrently(func(g int) {
		for i, r := range refs {
			u, err := b.Parse(r)
			if s := fmt.Sprint(u, err); s != want[i] {
				t.Errorf("goroutine %d: (*URL).Parse(%q) = %s, want %s", g, r, s, want[i])
			}
		}
	})
	if b.String() != "https://example.com/a/b/c?q#f" {
		t.Errorf("the base changed to %q", b)
	}
}

// TestConcurrentSearchParamsCopies reads a URL and a shallow copy of it (v
// := *u, which shares the URL's extra state) from many goroutines at once,
// the copy's query object made by the first of them to ask: for a
// reference and an "http:foo" URL, whose extra state readers read, and for
// a URL without one. Under the race detector it checks that binding the
// copy's query object writes nothing another reader reads.
func TestConcurrentSearchParamsCopies(t *testing.T) {
	for _, s := range []string{
		"../a/b?x=1&y=2#f",                   // a reference
		"http:example.com/p?x=1",             // a special scheme without "//"
		"https://example.com/p?x=1&x=2#frag", // neither
	} {
		u, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		read := func(u *URL) string { return readAll(u) + " " + u.SearchParams().String() }
		want := read(u) // binds u's query object
		v := *u
		got := make([]string, concurrentGoroutines)
		concurrently(func(i int) {
			w := u
			if i%2 == 1 {
				w = &v
			}
			for range 20 {
				got[i] = read(w)
			}
		})
		for i, g := range got {
			if g != want {
				t.Errorf("%q: goroutine %d read\n%s\nwant\n%s", s, i, g, want)
			}
		}
		if v.SearchParams() == u.SearchParams() {
			t.Errorf("%q: the copy shares the URL's query object", s)
		}
	}
}

// TestConcurrentSearchParamsFirstCall calls SearchParams for the first time
// on a URL while other goroutines copy it (v := *u and Clone): no reader may
// write in the URL, which a copy reads word by word without a lock. Under
// the race detector it checks that; everywhere, that every goroutine gets
// the one object, and that no copy shares it.
func TestConcurrentSearchParamsFirstCall(t *testing.T) {
	for _, s := range []string{
		"../a/b?x=1&y=2#f",
		"http:example.com/p?x=1",
		"https://example.com/p?x=1&x=2#frag",
	} {
		u, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		objs := make([]*SearchParams, concurrentGoroutines)
		copies := make([]*URL, concurrentGoroutines)
		concurrently(func(i int) {
			switch i % 3 {
			case 0:
				objs[i] = u.SearchParams()
			case 1:
				v := *u
				copies[i] = &v
			default:
				copies[i] = u.Clone()
			}
		})
		p := u.SearchParams()
		for i := range concurrentGoroutines {
			if objs[i] != nil && objs[i] != p {
				t.Errorf("%q: goroutine %d got another object", s, i)
			}
			if c := copies[i]; c != nil {
				if c.SearchParams() == p || c.SearchParams().String() != p.String() {
					t.Errorf("%q: copy %d: object %p (%q), want its own with %q", s, i, c.SearchParams(), c.SearchParams(), p)
				}
			}
		}
	}
}
