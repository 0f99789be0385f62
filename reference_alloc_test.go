// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"runtime"
	"testing"
	"unsafe"
)

// requestTargets are path-absolute references as HTTP request lines carry
// them, with nothing to percent-encode and, in the path and fragment,
// nothing to decode (a decoded Path is a second allocation, as in
// net/url).
var requestTargets = []string{
	"/api/v1/users/42?expand=true&x=1",
	"/static/app.js",
	"/search?q=a+b",
	"/",
	"/a/b.c/d?x=%41#top",
	"/a?#",
}

// TestReferenceParseAllocs checks that Parse of a request target, kept,
// takes one allocation of the URL's size: the URL, whose href is the
// input itself, with no extra state.
func TestReferenceParseAllocs(t *testing.T) {
	skipAllocCounts(t)
	if sanitizerEnabled {
		t.Skip("the sanitizers change allocation counts")
	}
	var kept *URL
	for _, in := range requestTargets {
		allocs := testing.AllocsPerRun(100, func() {
			u, err := Parse(in)
			if err != nil {
				t.Fatal(err)
			}
			kept = u
		})
		if allocs != 1 {
			t.Errorf("Parse(%q): %v allocations, want 1", in, allocs)
		}
		if b := bytesPerRun(100, func() { kept, _ = Parse(in) }); b != uint64(unsafe.Sizeof(URL{})) {
			t.Errorf("Parse(%q): %d bytes allocated, want %d", in, b, unsafe.Sizeof(URL{}))
		}
		if kept.x != nil {
			t.Errorf("Parse(%q) has extra state", in)
		}
		if kept.href != in || addrOf(kept.href) != addrOf(in) {
			t.Errorf("Parse(%q): href %q is not the input itself", in, kept.href)
		}
		if kept.String() != in {
			t.Errorf("Parse(%q).String() = %q", in, kept.String())
		}
	}
}

// bytesPerRun returns the bytes f allocates, on average over runs calls.
func bytesPerRun(runs int, f func()) uint64 {
	f() // warm up, as testing.AllocsPerRun does
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range runs {
		f()
	}
	runtime.ReadMemStats(&after)
	return (after.TotalAlloc - before.TotalAlloc) / uint64(runs)
}

// TestReferenceParseIntoAllocs checks that ParseInto of a request target
// into a URL it reuses allocates nothing, and gives the URL Parse gives.
func TestReferenceParseIntoAllocs(t *testing.T) {
	skipAllocCounts(t)
	if sanitizerEnabled {
		t.Skip("the sanitizers change allocation counts")
	}
	var dst URL
	for _, in := range requestTargets {
		allocs := testing.AllocsPerRun(100, func() {
			if err := ParseInto(&dst, in); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("ParseInto(%q): %v allocations, want 0", in, allocs)
		}
		want, _ := Parse(in)
		if dst.href != want.href || dst.c != want.c || dst.exported() != want.exported() || dst.String() != in {
			t.Errorf("ParseInto(%q) = %q %+v, Parse gives %q %+v", in, dst.href, dst.exported(), want.href, want.exported())
		}
	}
}

// referenceSlicedCases are references around the plain and sliced readings.
var referenceSlicedCases = append(append([]string{}, requestTargets...),
	"//host/p?q#f", "//u:p@host:8080/p", "/\\evil.com/x", "//evil.com\\@good.com/", "?q", "#f", "a/b", "../x",
	"///x", "//", "/a b?c d#e f", "/%zz", "/a/b%20c/d?x=%41#top", "/a?b#c#d", "/a#b?c", "/a'b?c'd#e'f",
	"/a^b?c^d#e^f", "/a;b,c?x#(y)*!", "/é?é#é", "/a\\b", "#a%20b", "/a?b%2", "\\\\h/p",
	" /a", "/a ", "/a\tb", "\n/a?b\r#c", "/a?b c", "\x00/a", "/a\x7f")

// TestReferenceSlicedAgrees checks that a reference whose href is its
// input (init with the string it was read from) has the fields, offsets
// and reference of one whose href was written out (url): the plain and
// sliced readings against the general one.
func TestReferenceSlicedAgrees(t *testing.T) {
	for _, in := range referenceSlicedCases {
		checkReferenceSliced(t, in)
	}
}

// FuzzReferenceSliced checks what TestReferenceSlicedAgrees checks, for
// any input read as a scheme-less reference.
func FuzzReferenceSliced(f *testing.F) {
	for _, in := range referenceSlicedCases {
		f.Add(in)
	}
	f.Fuzz(checkReferenceSliced)
}

func checkReferenceSliced(t *testing.T, in string) {
	t.Helper()
	s := preprocess(in)
	v := new(referenceURL)
	v.r.read("", s)
	written := v.r.url()
	// parseSchemeless reads a plain input without preprocessing it.
	var raw reference
	raw.read("", in)
	_, _, plain := plainReference(in)
	if want := raw.plainByComponent(); plain != want {
		t.Errorf("plainReference(%q) = %v, reading each component finds %v", in, plain, want)
	}
	if plain && s != in {
		t.Errorf("%q is plain, but preprocessing makes it %q", in, s)
	}
	sliced := v.init(s)
	checkPlainReference(t, in, written)
	fs, fw := sliced.exported(), written.exported()
	sameUser := (fs.User == nil) == (fw.User == nil) && (fs.User == nil || *fs.User == *fw.User)
	fs.User, fw.User = nil, nil
	rs, rw := sliced.ref(), written.ref()
	if sliced.href != written.href || sliced.c != written.c || fs != fw || !sameUser ||
		!sameHier(rs.generic, rw.generic) || !sameHier(rs.special, rw.special) {
		t.Errorf("%q: sliced %q %+v %+v, written %q %+v %+v", in,
			sliced.href, sliced.c, fs, written.href, written.c, fw)
	}
}

// plainByComponent is the slow reading of plainReference: r, read as
// written, has no scheme and no authority, and no byte of its path, query
// and fragment, each read by reference.read, makes it other than plain
// (see plainBytes). It takes "\\" as the special modes do: as a
// separator, which makes the generic and special readings differ.
func (r *reference) plainByComponent() bool {
	in := func(s string, component uint8) bool {
		for i := 0; i < len(s); i++ {
			if plainBytes[s[i]]&component != 0 {
				return false
			}
		}
		return true
	}
	g := &r.generic
	return r.scheme == "" && !g.hasAuth && sameHier(r.generic, r.special) && in(g.path, plainPath) &&
		in(r.query, plainQuery) && in(r.fragment, plainFragment)
}

func sameHier(a, b hier) bool {
	return a.hasAuth == b.hasAuth && a.root == b.root && a.auth == b.auth && a.path == b.path
}

// checkPlainReference checks that Parse and ParseInto of in, read as a
// scheme-less reference, agree with written, the reference with its
// href written out and its extra state: a plain one, which keeps none and
// reads its reference and fields off its href, too.
func checkPlainReference(t *testing.T, in string, written *URL) {
	t.Helper()
	if !noScheme(in) {
		return
	}
	p, err := parseSchemeless(in)
	if err != nil {
		if written.ref().check() == nil {
			t.Errorf("%q: parseSchemeless: %v", in, err)
		}
		return
	}
	var into URL
	if err := ParseInto(&into, in); err != nil {
		t.Errorf("%q: ParseInto: %v", in, err)
		return
	}
	for _, u := range []*URL{p, &into} {
		fu, fw := u.exported(), written.exported()
		sameUser := (fu.User == nil) == (fw.User == nil) && (fu.User == nil || *fu.User == *fw.User)
		fu.User, fw.User = nil, nil
		cu, cw := u.c, written.c
		cu.hints, cw.hints = 0, 0
		ru, rw := u.ref(), written.ref()
		if u.href != written.href || cu != cw || fu != fw || !sameUser || !u.inSync() || !u.isReference() ||
			!sameHier(ru.generic, rw.generic) || !sameHier(ru.special, rw.special) ||
			ru.hasQuery != rw.hasQuery || ru.query != rw.query || ru.hasFragment != rw.hasFragment || ru.fragment != rw.fragment {
			t.Errorf("%q: parsed %q %+v %+v, written %q %+v %+v", in, u.href, u.c, fu, written.href, written.c, fw)
		}
		// A field assigned takes the plain reading out of sync.
		v := *u
		v.Path += "x"
		if v.inSync() {
			t.Errorf("%q: in sync with Path %q", in, v.Path)
		}
	}
}

// TestPlainReferenceResolveAllocs checks that resolving a plain reference,
// which reads its reference off its href, allocates no more than resolving
// the same reference kept in extra state.
func TestPlainReferenceResolveAllocs(t *testing.T) {
	skipAllocCounts(t)
	if sanitizerEnabled {
		t.Skip("the sanitizers change allocation counts")
	}
	base, err := Parse("https://example.com/a/b")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range requestTargets {
		plain, err := Parse(in)
		if err != nil || plain.c.hints&hintPlainRef == 0 {
			t.Fatalf("Parse(%q): %v, not a plain reference", in, err)
		}
		kept := newReference("", in).url()
		if got, want := base.ResolveReference(plain).String(), base.ResolveReference(kept).String(); got != want {
			t.Errorf("ResolveReference(%q) = %q, kept reference gives %q", in, got, want)
		}
		p := testing.AllocsPerRun(100, func() { _ = base.ResolveReference(plain) })
		k := testing.AllocsPerRun(100, func() { _ = base.ResolveReference(kept) })
		if p > k {
			t.Errorf("ResolveReference(%q): %v allocations, %v for the kept reference", in, p, k)
		}
	}
}

// keptLink is where TestParseWithBaseAllocs keeps each resolved link.
var keptLink *URL

// TestParseWithBaseAllocs guards ParseWithBase of a link against the
// canonical page it appears on: the page is read on the stack (the parser
// copies what it reads of its base), so the link's URL is the one
// allocation, as for an absolute link.
func TestParseWithBaseAllocs(t *testing.T) {
	skipAllocCounts(t)
	if sanitizerEnabled {
		t.Skip("the sanitizers change allocation counts")
	}
	const page = "https://www.example.com/docs/guide/index.html?lang=en"
	for _, href := range []string{
		"../img/a.png", "?page=2", "#top", "//cdn.example.net/x.js", "/about", "index.html",
		"./index.html?ref=nav", "mailto:info@example.com", "https://other.example/a/b",
	} {
		var err error
		if n := testing.AllocsPerRun(100, func() { keptLink, err = ParseWithBase(href, page) }); n != 1 || err != nil {
			t.Errorf("ParseWithBase(%q, %q): %v allocations, error %v; want 1 and none", href, page, n, err)
		}
	}
}
