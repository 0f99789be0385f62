// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// FuzzResolveReference checks that resolution equals the parser for any
// pair of strings: base.ResolveReference(Parse(input)) and
// base.Parse(input) give ParseWithBase(input, base), or fail where it
// fails; nothing panics; and MakeRelative, ResolveStrict and Equal hold up
// on the pair. The corpus is every input and base of urltestdata.json,
// each input paired with its own base and with a spread of others, so that
// every kind of base (web, file, generic, opaque) meets every kind of
// reference.
//
//	go test -run '^$' -fuzz FuzzResolveReference -fuzztime 3m
func FuzzResolveReference(f *testing.F) {
	pairs := wptPairs(f)
	bases := map[string]bool{}
	var inputs []string
	for _, c := range pairs {
		f.Add(c.base, c.input)
		bases[c.base] = true
		inputs = append(inputs, c.input)
	}
	for _, e := range loadWPT(f, "urltestdata.json") {
		if c, ok := e.(map[string]any); ok && c["failure"] != true {
			if _, hasBase := c["base"].(string); !hasBase {
				bases[c["input"].(string)] = true
			}
		}
	}
	i := 0
	for base := range bases {
		// Each base meets a few inputs from elsewhere in the file.
		for k := 0; k < 3; k++ {
			f.Add(base, inputs[(i*7+k*131)%len(inputs)])
		}
		i++
	}
	f.Fuzz(func(t *testing.T, base, input string) {
		if p := checkResolution(input, base); len(p) > 0 {
			t.Fatalf("%q against %q:\n%s", input, base, strings.Join(p, "\n"))
		}
		b, errB := Parse(base)
		v, errV := ParseWithBase(input, base)
		for _, u := range []*URL{b, v} {
			if u != nil {
				if p := checkOffsets(u); len(p) > 0 {
					t.Fatal(strings.Join(p, "\n"))
				}
			}
		}
		if errB != nil || errV != nil || !b.IsAbs() {
			return
		}
		if ref, err := Parse(input); err == nil {
			if p := checkOffsets(b.ResolveReference(ref)); len(p) > 0 {
				t.Fatalf("ResolveReference(%q, %q): %s", base, input, strings.Join(p, "\n"))
			}
		}
		// MakeRelative finds a reference that gives v back.
		r, ok := b.MakeRelative(v)
		if !ok {
			t.Fatalf("MakeRelative(%q, %q) found no reference", b, v)
		}
		if w, err := b.Parse(r); err != nil || !w.Equal(v) {
			t.Fatalf("MakeRelative(%q, %q) = %q, which parses as %v (%v)", b, v, r, w, err)
		}
		if len(r) > len(v.String()) {
			t.Fatalf("MakeRelative(%q, %q) = %q, longer than the href", b, v, r)
		}
		// Strict resolution never panics, and its result reads back.
		if ref, err := Parse(input); err == nil {
			if s, err := b.ResolveStrict(ref); err == nil {
				if p := checkOffsets(s); len(p) > 0 {
					t.Fatalf("ResolveStrict(%q, %q): %s", base, input, strings.Join(p, "\n"))
				}
				if again, err := Parse(s.String()); err == nil && again.String() != s.String() && again.isReference() {
					t.Fatalf("ResolveStrict(%q, %q) = %q, which Parse reads as %q", b, input, s, again)
				}
			}
		}
	})
}

// redirectAttacks are open-redirect targets: each leaves an http(s) site
// in a browser, or is meant to.
var redirectAttacks = []string{
	"//evil.com", "///evil.com", "////evil.com", `/\evil.com`, `\\evil.com`, `\/evil.com`,
	`/\/evil.com`, `\/\evil.com`, "/\t/evil.com", "/\n/evil.com", "/\\\t\\evil.com", " //evil.com",
	"\x00/\\evil.com", "\x1f\\\\evil.com", `//evil.com\@site.example/`, `/\evil.com/a?b#c`,
	`/\user:pw@evil.com:8080/`, `\\evil.com\x`, "//", `/\`, "///", "/.//evil.com", `/./\evil.com`,
	`/a/../\evil.com`, "%2F%2Fevil.com", `/%5Cevil.com`, "http:evil.com", "https:/\\evil.com",
}

// FuzzReferenceAuthority checks that a reference's fields and its String
// name the same host when a browser reads String against an http(s) page:
// for every reference r that Parse returns with no scheme,
// ParseWithBase(r.String(), "https://site.example/a/") has the host
// site.example when r.Host is "", or fails (a browser follows no such
// link: "//"); and otherwise has the host that r.Host names. The input
// itself reads the same way, as does ResolveReference, but where String
// writes a "\" as "%5C": then r.Host is "" and the input reads as
// site.example too, or fails ("/\").
//
//	go test -run '^$' -fuzz FuzzReferenceAuthority -fuzztime 20s
func FuzzReferenceAuthority(f *testing.F) {
	for _, s := range redirectAttacks {
		f.Add(s)
	}
	for _, c := range wptPairs(f) {
		f.Add(c.input)
	}
	const site = "https://site.example/a/"
	base := MustParse(site)
	f.Fuzz(func(t *testing.T, input string) {
		// A reference made by assigning Path, as a program builds one.
		if p := (&URL{Path: input, RawQuery: "q"}).String(); true {
			v, err := ParseWithBase(p, site)
			if err == nil && v.Host != "site.example" {
				t.Fatalf("URL{Path: %q}.String() = %q, which a browser at %s reads as host %q", input, p, site, v.Host)
			}
		}
		r, err := Parse(input)
		if err != nil || r.Scheme != "" || r.isNetReading() {
			return
		}
		v, err := ParseWithBase(r.String(), site)
		w, errW := ParseWithBase(input, site)
		// A String that writes a "\" as "%5C" (see escapesBackslash) is
		// another reference, which names no host either.
		escaped := strings.Count(r.String(), "%5C") > strings.Count(input, "%5C")
		if !escaped && ((err == nil) != (errW == nil) || err == nil && v.Host != w.Host) {
			t.Fatalf("Parse(%q).String() = %q reads as %v, %v against %s; the input as %v, %v", input, r, v, err, site, w, errW)
		}
		if escaped && (r.Host != "" || errW == nil && w.Host != "site.example") {
			t.Fatalf("Parse(%q).String() = %q escapes \\ with Host %q; the input reads as %v against %s", input, r, r.Host, w, site)
		}
		if got := base.ResolveReference(r); errW == nil && got.Host != w.Host {
			t.Fatalf("Parse(%q): ResolveReference gives host %q, the input %q", input, got.Host, w.Host)
		}
		switch {
		case err != nil:
			// No URL, so no redirect: a reference a browser cannot read
			// against an http(s) page.
		case r.Host == "" && v.Host != "site.example":
			t.Fatalf("Parse(%q) = %q with Host \"\", but a browser at %s reads host %q", input, r, site, v.Host)
		case r.Host != "":
			h, err := ParseWithBase("https://"+r.Host+"/", "")
			if err != nil || h.Host != v.Host {
				t.Fatalf("Parse(%q) = %q with Host %q (%v, %v), but a browser at %s reads host %q", input, r, r.Host, h, err, site, v.Host)
			}
		}
	})
}

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
