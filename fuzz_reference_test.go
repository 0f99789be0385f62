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
