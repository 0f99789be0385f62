// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"fmt"
	"math/rand/v2"
	neturl "net/url"
	"strings"
	"testing"
)

// wptPair is a case of urltestdata.json with a base.
type wptPair struct {
	input, base string
	failure     bool
}

// wptPairs returns the cases of urltestdata.json (and
// urltestdata-javascript-only.json) that have a base.
func wptPairs(t testing.TB) []wptPair {
	t.Helper()
	var pairs []wptPair
	for _, file := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		for _, e := range loadWPT(t, file) {
			c, ok := e.(map[string]any)
			if !ok {
				continue
			}
			base, ok := c["base"].(string)
			if !ok {
				continue
			}
			pairs = append(pairs, wptPair{c["input"].(string), base, c["failure"] == true})
		}
	}
	return pairs
}

// checkResolution returns the ways base.ResolveReference(Parse(input)) and
// base.Parse(input) disagree with ParseWithBase(input, base). A nil slice
// means they agree: the same href, or a failure where the standard fails
// (ResolveReference's empty URL, an error from Parse or base.Parse).
func checkResolution(input, baseStr string) []string {
	want, wantErr := ParseWithBase(input, baseStr)
	base, err := Parse(baseStr)
	if err != nil || !base.valid() {
		// The base is no URL (or a reference): a URL that is none is no
		// base, so the empty URL's Parse and ResolveReference read input
		// as the parser does with no base.
		base = &URL{}
		want, wantErr = ParseWithBase(input, "")
	}
	var problems []string
	viaParse, parseErr := base.Parse(input)
	switch {
	case wantErr != nil && parseErr == nil:
		problems = append(problems, fmt.Sprintf("base.Parse = %q, want failure (%v)", viaParse, wantErr))
	case wantErr == nil && parseErr != nil:
		problems = append(problems, fmt.Sprintf("base.Parse failed: %v, want %q", parseErr, want))
	case wantErr == nil && viaParse.String() != want.String():
		problems = append(problems, fmt.Sprintf("base.Parse = %q, want %q", viaParse, want))
	}
	ref, refErr := Parse(input)
	if refErr != nil {
		// Parse rejects only what no base can rescue.
		if wantErr == nil {
			problems = append(problems, fmt.Sprintf("Parse(input) failed: %v, but it resolves to %q", refErr, want))
		}
		return problems
	}
	got := base.ResolveReference(ref)
	switch {
	case wantErr != nil && (got.String() != "" || got.IsAbs()):
		problems = append(problems, fmt.Sprintf("ResolveReference = %q, want the empty URL (the parser fails: %v)", got, wantErr))
	case wantErr == nil && got.String() != want.String():
		problems = append(problems, fmt.Sprintf("ResolveReference = %q, want %q", got, want))
	case wantErr == nil:
		if p := checkInvariants(got); len(p) > 0 {
			problems = append(problems, p...)
		}
		if fieldsDiffer(got, want) {
			problems = append(problems, fmt.Sprintf("ResolveReference fields %+v, want %+v", got.exported(), want.exported()))
		}
	}
	// The reference's String reads the same against the base, unless it
	// wrote a "\" as "%5C" (see escapesBackslash): then it reads as the
	// parser reads that string, and names no other host than the input.
	if ref.isReference() {
		s := ref.String()
		want, wantErr := got, error(nil)
		if escaped := strings.Count(s, "%5C") - strings.Count(input, "%5C"); escaped > 0 {
			want, wantErr = base.Parse(s)
			if ref.Host != "" {
				problems = append(problems, fmt.Sprintf("ref.String() = %q escapes \\ but Host is %q", s, ref.Host))
			}
		}
		if again, err := Parse(s); err != nil {
			problems = append(problems, fmt.Sprintf("Parse(ref.String() = %q): %v", ref, err))
		} else if wantErr == nil {
			if a, b := base.ResolveReference(again).String(), want.String(); a != b {
				problems = append(problems, fmt.Sprintf("resolving ref.String() = %q gives %q, want %q", ref, a, b))
			}
		}
	}
	return problems
}

// TestResolveReferenceWPT checks, for every case of urltestdata.json with a
// base, that resolving the parsed input against the parsed base gives what
// the standard's parser gives for the two strings.
func TestResolveReferenceWPT(t *testing.T) {
	pairs := wptPairs(t)
	agree, failures := 0, 0
	for _, c := range pairs {
		t.Run(fmt.Sprintf("<%s> against <%s>", c.input, c.base), func(t *testing.T) {
			if p := checkResolution(c.input, c.base); len(p) > 0 {
				t.Error(strings.Join(p, "\n"))
				return
			}
			agree++
			if c.failure {
				failures++
			}
		})
	}
	t.Logf("resolution equals the parser in %d/%d cases with a base (%d of them failures)", agree, len(pairs), failures)
	if len(pairs) < 300 {
		t.Errorf("only %d cases with a base: is urltestdata.json complete?", len(pairs))
	}
}

// rfc3986Examples are RFC 3986's section 5.4 examples against the base
// "http://a/b/c/d;p?q": the reference, the strict result, and the result a
// browser gives (the standard's parser: "//g" gets a path "/", "http:g" is
// relative to an http: base).
// See https://www.rfc-editor.org/rfc/rfc3986#section-5.4.
var rfc3986Examples = []struct {
	ref, strict, browser string
}{
	// 5.4.1. Normal Examples
	{"g:h", "g:h", "g:h"},
	{"g", "http://a/b/c/g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/", "http://a/b/c/g/"},
	{"/g", "http://a/g", "http://a/g"},
	{"//g", "http://g", "http://g/"},
	{"?y", "http://a/b/c/d;p?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q"},
	{".", "http://a/b/c/", "http://a/b/c/"},
	{"./", "http://a/b/c/", "http://a/b/c/"},
	{"..", "http://a/b/", "http://a/b/"},
	{"../", "http://a/b/", "http://a/b/"},
	{"../g", "http://a/b/g", "http://a/b/g"},
	{"../..", "http://a/", "http://a/"},
	{"../../", "http://a/", "http://a/"},
	{"../../g", "http://a/g", "http://a/g"},
	// 5.4.2. Abnormal Examples
	{"../../../g", "http://a/g", "http://a/g"},
	{"../../../../g", "http://a/g", "http://a/g"},
	{"/./g", "http://a/g", "http://a/g"},
	{"/../g", "http://a/g", "http://a/g"},
	{"g.", "http://a/b/c/g.", "http://a/b/c/g."},
	{".g", "http://a/b/c/.g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g..", "http://a/b/c/g.."},
	{"..g", "http://a/b/c/..g", "http://a/b/c/..g"},
	{"./../g", "http://a/b/g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h", "http://a/b/c/g/h"},
	{"g/../h", "http://a/b/c/h", "http://a/b/c/h"},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y", "http://a/b/c/g;x=1/y"},
	{"g;x=1/../y", "http://a/b/c/y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x", "http://a/b/c/g?y/./x"},
	{"g?y/../x", "http://a/b/c/g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x", "http://a/b/c/g#s/./x"},
	{"g#s/../x", "http://a/b/c/g#s/../x", "http://a/b/c/g#s/../x"},
	{"http:g", "http:g", "http://a/b/c/g"},
}

func TestResolveStrictRFC3986(t *testing.T) {
	base, err := Parse("http://a/b/c/d;p?q")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range rfc3986Examples {
		ref, err := Parse(tt.ref)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.ref, err)
			continue
		}
		got, err := base.ResolveStrict(ref)
		if err != nil {
			t.Errorf("ResolveStrict(%q): %v", tt.ref, err)
			continue
		}
		if got.String() != tt.strict {
			t.Errorf("ResolveStrict(%q) = %q, want %q", tt.ref, got, tt.strict)
		}
		// The result is the parser's URL where the parser reads it back
		// unchanged, and otherwise a reference holding the RFC's string.
		if v, err := ParseWithBase(tt.strict, ""); err == nil && v.String() == tt.strict {
			if !got.valid() {
				t.Errorf("ResolveStrict(%q) = %q is a reference, want the URL", tt.ref, got)
			}
		} else if !got.isReference() {
			t.Errorf("ResolveStrict(%q) = %q is a URL record, want a reference", tt.ref, got)
		}
	}
	t.Logf("%d RFC 3986 section 5.4 examples", len(rfc3986Examples))
}

func TestResolveReferenceRFC3986(t *testing.T) {
	base, _ := Parse("http://a/b/c/d;p?q")
	for _, tt := range rfc3986Examples {
		ref, _ := Parse(tt.ref)
		if got := base.ResolveReference(ref).String(); got != tt.browser {
			t.Errorf("ResolveReference(%q) = %q, want %q", tt.ref, got, tt.browser)
		}
		if want, _ := ParseWithBase(tt.ref, base.String()); want.String() != tt.browser {
			t.Errorf("the table is wrong for %q: the parser gives %q", tt.ref, want)
		}
	}
}

func TestResolveStrictErrors(t *testing.T) {
	rel, _ := Parse("a/b")
	if _, err := rel.ResolveStrict(rel); !errors.Is(err, ErrNoScheme) {
		t.Errorf("ResolveStrict of two references: %v, want ErrNoScheme", err)
	}
	if _, err := rel.ResolveStrict(nil); !errors.Is(err, ErrInvalidReference) {
		t.Errorf("ResolveStrict(nil): %v, want ErrInvalidReference", err)
	}
	// A reference base works when the reference is absolute, and an
	// absolute reference is itself, its dot segments removed.
	abs, _ := Parse("sc:/a/./b/../c")
	if got, err := rel.ResolveStrict(abs); err != nil || got.String() != "sc:/a/c" {
		t.Errorf("ResolveStrict(sc:/a/./b/../c) = %v, %v", got, err)
	}
	// Strict resolution keeps backslashes as they are, and generic
	// authorities.
	base, _ := Parse("http://a/b/c")
	ref, _ := Parse(`\\x\y`)
	if got, _ := base.ResolveStrict(ref); got.String() != `http://a/b/\\x\y` {
		t.Errorf(`ResolveStrict(\\x\y) = %q`, got)
	}
	// A path that would read as an authority gets "/.".
	noHost, _ := Parse("sc:/a")
	ref, _ = Parse(".//x")
	if got, _ := noHost.ResolveStrict(ref); got.String() != "sc:/.//x" {
		t.Errorf("ResolveStrict(.//x) against sc:/a = %q, want sc:/.//x", got)
	}
}

// TestResolveReferenceFailures checks what ResolveReference returns where
// the standard's parser fails: the empty URL.
func TestResolveReferenceFailures(t *testing.T) {
	for _, tt := range []struct{ base, ref string }{
		{"http://a/", "//a%zz/"},       // "%" in a domain (an opaque host may hold it)
		{"http://a/", "//ex%20ample/"}, // valid as an opaque host only
		{"http://a/", "///"},           // no host
		{"http://a/", `\\`},            // likewise, with backslashes
		{"file:///x", "//a:1/"},        // a port in a file: URL
		{"mailto:x", "y"},              // an opaque path takes only a fragment
		{"mailto:x", "?y"},
		{"mailto:x", ""},
		{"https://a/", "http:"}, // "http:" means something only against http:
	} {
		base, err := Parse(tt.base)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := Parse(tt.ref)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.ref, err)
		}
		got := base.ResolveReference(ref)
		if got == nil || got.String() != "" || got.IsAbs() || got == ref {
			t.Errorf("%q.ResolveReference(%q) = %q, want a new empty URL", tt.base, tt.ref, got)
		}
		if _, err := base.Parse(tt.ref); err == nil {
			t.Errorf("%q.Parse(%q) succeeded", tt.base, tt.ref)
		}
	}
	base, _ := Parse("http://a/")
	if got := base.ResolveReference(nil); got == nil || got.String() != "" {
		t.Errorf("ResolveReference(nil) = %v", got)
	}
	// A reference is no base; an absolute reference needs none.
	rel, _ := Parse("/a/b")
	ref, _ := Parse("c")
	if got := rel.ResolveReference(ref); got.String() != "" {
		t.Errorf("reference base: ResolveReference = %q, want the empty URL", got)
	}
	abs, _ := Parse("HTTP://X/y")
	if got := rel.ResolveReference(abs); got.String() != "http://x/y" || got == abs {
		t.Errorf("reference base: ResolveReference(absolute) = %q, want a copy", got)
	}
	if got := (*URL)(nil).ResolveReference(abs); got.String() != "http://x/y" {
		t.Errorf("nil base: ResolveReference(absolute) = %q", got)
	}
}

// TestResolveReferenceNew checks that ResolveReference returns a new URL
// that shares nothing with its arguments.
func TestResolveReferenceNew(t *testing.T) {
	base, _ := Parse("http://u:p@a/b")
	for _, s := range []string{"", "http://v:q@x/y", "#f"} {
		ref, _ := Parse(s)
		got := base.ResolveReference(ref)
		if got == base || got == ref || got.User != nil && (got.User == base.User || got.User == ref.User) {
			t.Errorf("ResolveReference(%q) shares with its arguments", s)
		}
	}
}

// TestEqual checks URL equivalence.
func TestEqual(t *testing.T) {
	for _, tt := range []struct {
		a, b           string
		equal, noFrags bool
	}{
		{"http://example.com/", "HTTP://EXAMPLE.COM:80/", true, true},
		{"http://example.com/#a", "http://example.com/#b", false, true},
		{"http://example.com/#", "http://example.com/", false, true},
		{"http://example.com/?", "http://example.com/", false, false},
		{"http://0x7f.1/", "http://127.0.0.1/", true, true},
		{"a/b#x", "a/b#y", false, true},
		{"a/b", "a/b", true, true},
		{"a b", "a%20b", true, true},
	} {
		a, err1 := Parse(tt.a)
		b, err2 := Parse(tt.b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if got := a.Equal(b); got != tt.equal {
			t.Errorf("Equal(%q, %q) = %v", tt.a, tt.b, got)
		}
		if got := a.EqualExcludingFragments(b); got != tt.noFrags {
			t.Errorf("EqualExcludingFragments(%q, %q) = %v", tt.a, tt.b, got)
		}
		if b.Equal(a) != a.Equal(b) {
			t.Errorf("Equal(%q, %q) is not symmetric", tt.a, tt.b)
		}
	}
	var n *URL
	u, _ := Parse("http://a/")
	if !n.Equal(nil) || n.Equal(u) || u.EqualExcludingFragments(nil) || !n.EqualExcludingFragments(nil) {
		t.Error("Equal with nil")
	}
	// Fields a program assigned are compared as String shows them.
	v := u.Clone()
	v.Fragment = "x"
	if u.Equal(v) || !u.EqualExcludingFragments(v) {
		t.Errorf("Equal(%q, %q)", u, v)
	}
}

// makeRelativeTests are MakeRelative's answers for a few pairs.
var makeRelativeTests = []struct{ base, target, want string }{
	{"http://a/b/c/d;p?q", "http://a/b/c/g", "g"},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f", "#f"},
	{"http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q", ""},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#", "#"},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?", "?"},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p", "d;p"},
	{"http://a/b/c/d;p?q", "http://a/b/c/", "."},
	{"http://a/b/c/d;p?q", "http://a/b/", ".."},
	{"http://a/b/c/d;p?q", "http://a/x/y", "/x/y"},
	{"http://a/b/c/d;p?q", "http://a/b/x/y", "../x/y"},
	{"http://a/b/c/d", "http://a/b/c/d?y", "?y"},
	{"http://a/b/c/d", "https://a/b", "https://a/b"},
	{"http://a/b/c/", "http://a/b/c//x", ".//x"},
	{"http://a/b/c", "http://b/c", "//b/c"},
	{"http://a/b/c", "http://a/b/c:d", "./c:d"},
	{"http://a/b/c", "http://a/b/C|", "C|"},
	{"file:///C:/a/b", "file:///D:/x", "/D:/x"},
	{"file:///C:/a/b", "file:///C:/x", "/x"},
	{"file:///C:/a/b", "file:///C:/", "/"},
	{"file:///a/b", "file:///C:/x", "/C:/x"},
	{"file://h/a/b", "file:///a/b", "///a/b"},
	{"sc:/a/b", "sc:/.//x", "..//x"},
	{"sc:/a", "sc:/.//x", ".//x"},
	{"sc://h/a", "sc:/.//x", "sc:/.//x"},
	{"sc://h/a/b", "sc:/a/b", "sc:/a/b"},
	{"sc://h/a/b", "sc://h/a\\b", "/a\\b"},
	{"sc://h/a/b", "sc://h/a/a\\b", "a\\b"},
	{"sc://h", "sc://h/x", "x"},
	{"sc://h?q", "sc://h//x", ".//x"},
	{"file:///C:", "file:///C:/x", "x"},
	{"mailto:x", "mailto:x#y", "#y"},
	{"mailto:x", "mailto:y", "mailto:y"},
	{"http://a/b", "mailto:y", "mailto:y"},
}

func TestMakeRelative(t *testing.T) {
	for _, tt := range makeRelativeTests {
		b, _ := Parse(tt.base)
		target, err := Parse(tt.target)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := b.MakeRelative(target)
		if !ok || got != tt.want {
			t.Errorf("MakeRelative(%q, %q) = %q, %v; want %q", tt.base, tt.target, got, ok, tt.want)
		}
		checkMakeRelative(t, b, target)
	}
	// No reference exists where there is no absolute URL.
	rel, _ := Parse("a/b")
	abs, _ := Parse("http://a/")
	for _, p := range [][2]*URL{{rel, abs}, {abs, rel}, {abs, nil}, {nil, abs}, {abs, &URL{Path: "a b", Host: "x y"}}} {
		if r, ok := p[0].MakeRelative(p[1]); ok {
			t.Errorf("MakeRelative(%v, %v) = %q, true; want false", p[0], p[1], r)
		}
	}
}

// checkMakeRelative checks that MakeRelative(b, target) gives back target
// and is as short as the shortest of every reference a brute-force search
// writes from target's parts.
func checkMakeRelative(t *testing.T, b, target *URL) {
	t.Helper()
	r, ok := b.MakeRelative(target)
	if !ok {
		t.Errorf("MakeRelative(%q, %q) found none", b, target)
		return
	}
	if v, err := b.Parse(r); err != nil || v.String() != target.String() {
		t.Errorf("MakeRelative(%q, %q) = %q, which gives %v (%v)", b, target, r, v, err)
		return
	}
	if best := shortestReference(b, target); len(best) < len(r) {
		t.Errorf("MakeRelative(%q, %q) = %q, but %q is shorter", b, target, r, best)
	}
}

// shortestReference searches, the slow way, for the shortest reference
// from b to target among the forms made of target's parts: any number of
// "../", with or without "./", before any tail of target's path segments;
// "." and ".." forms; any root-relative tail; the authority form; the
// href; and the query and fragment alone.
func shortestReference(b, target *URL) string {
	t := target.current()
	href := t.String()
	tail := ""
	if t.c.queryStart >= 0 {
		tail = href[t.c.queryStart:]
	} else if t.c.fragmentStart >= 0 {
		tail = href[t.c.fragmentStart:]
	}
	cands := []string{href, "", tail}
	if t.c.fragmentStart >= 0 {
		cands = append(cands, href[t.c.fragmentStart:])
	}
	if i := strings.Index(href, ":"); i >= 0 {
		cands = append(cands, href[i+1:])
	}
	if !t.c.opaquePath {
		tp := t.Pathname()
		segs := strings.Split(strings.TrimPrefix(tp, "/"), "/")
		depth := strings.Count(b.Pathname(), "/")
		for j := 0; j <= len(segs); j++ {
			suffix := strings.Join(segs[j:], "/")
			cands = append(cands, "/"+suffix+tail, "/."+"/"+suffix+tail, "/./"+suffix+tail)
			for k := 0; k <= depth+1; k++ {
				ups := strings.Repeat("../", k)
				cands = append(cands, ups+suffix+tail, ups+"./"+suffix+tail)
				if suffix == "" {
					cands = append(cands, strings.TrimSuffix(ups, "/")+tail, ups+"."+tail)
				}
			}
		}
		cands = append(cands, "/."+tp+tail)
	}
	best := href
	for _, c := range cands {
		if len(c) >= len(best) {
			continue
		}
		if v, err := b.Parse(c); err == nil && v.String() == href {
			best = c
		}
	}
	return best
}

// wptURLs returns the hrefs of the valid URLs of urltestdata.json.
func wptURLs(t testing.TB) []*URL {
	var urls []*URL
	seen := map[string]bool{}
	for _, e := range loadWPT(t, "urltestdata.json") {
		c, ok := e.(map[string]any)
		if !ok || c["failure"] == true {
			continue
		}
		base, _ := c["base"].(string)
		u, err := ParseWithBase(c["input"].(string), base)
		if err != nil || seen[u.String()] {
			continue
		}
		seen[u.String()] = true
		urls = append(urls, u)
	}
	return urls
}

// TestMakeRelativeWPT checks MakeRelative over pairs of the WPT URLs: all
// pairs with the same scheme, host and port (where a relative reference
// can exist), and a spread of the others.
func TestMakeRelativeWPT(t *testing.T) {
	urls := wptURLs(t)
	groups := map[string][]*URL{}
	for _, u := range urls {
		k := u.Scheme + "|" + u.Host
		groups[k] = append(groups[k], u)
	}
	pairs := 0
	for _, g := range groups {
		for _, b := range g {
			for _, target := range g {
				checkMakeRelative(t, b, target)
				pairs++
			}
		}
	}
	for i, b := range urls {
		for k := 1; k < 6; k++ {
			checkMakeRelative(t, b, urls[(i*k*37+k)%len(urls)])
			pairs++
		}
	}
	t.Logf("MakeRelative checked over %d pairs of %d WPT URLs", pairs, len(urls))
}

// TestMakeRelativeRandom checks MakeRelative over random pairs of URLs
// made of parts that test its edges: empty segments, ":" in a segment,
// drive letters, dot-like segments, backslashes, queries and fragments.
func TestMakeRelativeRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	gen := func() string {
		scheme := pick("http", "https", "file", "sc", "sc")
		var b strings.Builder
		b.WriteString(scheme + ":")
		switch pick("host", "host", "nohost", "opaque") {
		case "host":
			b.WriteString("//" + pick("a", "b", "u:p@a", "a:81"))
		case "opaque":
			if scheme == "sc" {
				b.WriteString(pick("x", "y/z"))
				goto tail
			}
		}
		for n := rng.IntN(5); n > 0; n-- {
			b.WriteString("/" + pick("a", "b", "", "c:d", "C:", "C|", "..x", "%2e", "a b", `x\y`, "?"[:0]))
		}
	tail:
		b.WriteString(pick("", "", "?", "?q", "?q'r"))
		b.WriteString(pick("", "", "#", "#f"))
		return b.String()
	}
	n := 0
	for n < 4000 {
		b, err1 := Parse(gen())
		target, err2 := Parse(gen())
		if err1 != nil || err2 != nil || !b.IsAbs() || !target.IsAbs() || b.isReference() || target.isReference() {
			continue
		}
		if rng.IntN(2) == 0 {
			// Same scheme and authority half the time.
			target, err2 = b.Parse(strings.TrimPrefix(target.String(), target.Scheme+":"))
			if err2 != nil {
				continue
			}
		}
		checkMakeRelative(t, b, target)
		n++
	}
}

// BenchmarkResolve compares, for references of each kind, resolving a
// parsed reference with ResolveReference against parsing its string with
// the base (u.Parse), and net/url's ResolveReference.
func BenchmarkResolve(b *testing.B) {
	const base = "https://user@example.com/docs/guide/intro.html?x=1#top"
	for _, tt := range []struct{ name, ref string }{
		{"path", "../api/v2/index.html"},
		{"dots", "./a/./b/../../c/d/../e.html"},
		{"root", "/images/logo.png?size=2"},
		{"authority", "//cdn.example.com/lib.js"},
		{"query", "?page=2"},
		{"fragment", "#install"},
		{"backslashes", `..\static\app.css`},
		{"absolute", "https://example.org/"},
	} {
		u := mustParse(b, base)
		ref := mustParse(b, tt.ref)
		nb, _ := neturl.Parse(base)
		nref, _ := neturl.Parse(tt.ref)
		b.Run(tt.name+"/ResolveReference", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				u.ResolveReference(ref)
			}
		})
		b.Run(tt.name+"/URL.Parse", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				u.Parse(tt.ref)
			}
		})
		if nref != nil {
			b.Run(tt.name+"/net-url", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					nb.ResolveReference(nref)
				}
			})
		}
	}
}

// TestResolvedURLInSync: resolving a reference copied the base URL's
// components, and with them its flag saying RawFragment holds the
// fragment's serialization, into a URL with no fragment. The URL then
// looked as if a program had assigned its fields, so String serialized
// them as net/url does: ParseWithBase("0", "a://%##") was "a://%25/0", its
// host "%25" while Host said "%" (found by FuzzParseWithBase).
func TestResolvedURLInSync(t *testing.T) {
	tests := []struct{ input, base, want string }{
		{"0", "a://%##", "a://%/0"},
		{"x", "http://h/#%zz", "http://h/x"},
		{"?q", "sc://%/p#a#b", "sc://%/p?q"},
		{"#f", "sc://%/p#%zz", "sc://%/p#f"},
	}
	for _, tt := range tests {
		u, err := ParseWithBase(tt.input, tt.base)
		if err != nil {
			t.Errorf("ParseWithBase(%q, %q): %v", tt.input, tt.base, err)
			continue
		}
		if u.String() != tt.want || !u.inSync() {
			t.Errorf("ParseWithBase(%q, %q) = %q (fields in sync: %v), want %q", tt.input, tt.base, u, u.inSync(), tt.want)
		}
	}
}
