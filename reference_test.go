// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	neturl "net/url"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// refTests are relative references and what Parse makes of them: the
// fields, as net/url shows a reference, and String.
var refTests = []struct {
	in   string
	str  string // String(); "" means in
	want URL    // the exported fields
}{
	// An absolute path with a query.
	{"/a/b?c", "", URL{Path: "/a/b", RawQuery: "c"}},
	// A relative path, and one with dot segments (kept: their meaning
	// depends on the base).
	{"a/b", "", URL{Path: "a/b"}},
	{"../x", "", URL{Path: "../x"}},
	{"./a/../b/.", "", URL{Path: "./a/../b/."}},
	// An authority.
	{"//host/p", "", URL{Host: "host", Path: "/p"}},
	{"//u:p@h:8/p?q#f", "", URL{User: UserPassword("u", "p"), Host: "h:8", Path: "/p", RawQuery: "q", Fragment: "f"}},
	{"//[::1]:80/x", "", URL{Host: "[::1]:80", Path: "/x"}},
	{"//", "", URL{}},
	// Only a query, only a fragment, nothing.
	{"?q", "", URL{RawQuery: "q"}},
	{"?", "", URL{ForceQuery: true}},
	{"#f", "", URL{Fragment: "f"}},
	{"", "", URL{}},
	// Spaces and quotes are percent-encoded, as the standard encodes
	// them in every mode; the decoded fields have them.
	{"a b?c d#e f", "a%20b?c%20d#e%20f", URL{Path: "a b", RawQuery: "c%20d", Fragment: "e f"}},
	{`"x"`, "%22x%22", URL{Path: `"x"`}},
	// Leading and trailing spaces and controls go; tabs and newlines go
	// anywhere; other controls are percent-encoded (net/url rejects them).
	{" \t/a\n/b\r ", "/a/b", URL{Path: "/a/b"}},
	{"a\x01b", "a%01b", URL{Path: "a\x01b"}},
	// A "%" that starts no escape stays (net/url rejects it).
	{"%zz", "", URL{Path: "%zz", RawPath: "%zz"}},
	// A backslash is a separator only against a special base; the fields
	// split as net/url does, at "/" only, unless a browser reads an
	// authority against an http(s) base: then the fields hold it, so that
	// Host and String name the same host (see webAuthority). Where no
	// reading has an authority, String writes "\" as net/url does, "%5C"
	// (see escapesBackslash); so does a fragment.
	{`\\h\p`, "", URL{Host: "h", Path: `\p`, RawPath: `\p`}},
	{`/a\b`, "/a%5Cb", URL{Path: `/a\b`}},
	{`\a`, "%5Ca", URL{Path: `\a`}},
	{`/./\evil.com#\x`, "/./%5Cevil.com#%5Cx", URL{Path: `/./\evil.com`, Fragment: `\x`}},
	{`/\evil.com`, "", URL{Host: "evil.com"}},
	{`/\/evil.com/x?y`, "", URL{Host: "evil.com", Path: "/x", RawQuery: "y"}},
	{"///evil.com", "", URL{Host: "evil.com"}},
	{"\x01 /\t/evil.com", "//evil.com", URL{Host: "evil.com"}},
	{`//evil.com\@good.com/`, "", URL{Host: "evil.com", Path: `\@good.com/`, RawPath: `\@good.com/`}},
	{`\\u:p@evil.com:8\x`, "", URL{User: UserPassword("u", "p"), Host: "evil.com:8", Path: `\x`, RawPath: `\x`}},
	// Two slashes and no host: the generic reading, which a browser
	// cannot read against an http(s) base at all.
	{`/\`, "/%5C", URL{Path: `/\`}},
	{"///", "", URL{Path: "/"}},
	// A first segment with ":" needs its "./" to stay a path.
	{"./a:b", "", URL{Path: "./a:b"}},
	// Not a scheme: a scheme starts with a letter.
	{"1a:b", "", URL{Path: "1a:b"}},
	// An empty userinfo is no User, as in a URL record.
	{"//:@h", "", URL{Host: "h"}},
	// Special schemes with no "//" and no absolute URL: references with a
	// scheme, which resolve against a base with that scheme.
	{"http:", "", URL{Scheme: "http"}},
	{"http:/", "", URL{Scheme: "http", Path: "/", OmitHost: true}},
	{"HTTPS:?x", "https:?x", URL{Scheme: "https", RawQuery: "x"}},
	{"http:[61:27]/:foo", "", URL{Scheme: "http", Opaque: "[61:27]/:foo"}},
}

func TestParseReference(t *testing.T) {
	for _, tt := range refTests {
		u, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		want := tt.str
		if want == "" {
			want = tt.in
		}
		if u.String() != want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, u.String(), want)
		}
		if !u.isReference() {
			t.Errorf("Parse(%q) is not a reference", tt.in)
		}
		if u.IsAbs() != (tt.want.Scheme != "") {
			t.Errorf("Parse(%q).IsAbs() = %v", tt.in, u.IsAbs())
		}
		got := u.exported()
		exp := tt.want.exported()
		if got.User.String() != exp.User.String() || (got.User == nil) != (exp.User == nil) {
			t.Errorf("Parse(%q).User = %v, want %v", tt.in, got.User, exp.User)
		}
		got.User, exp.User = nil, nil
		if got != exp {
			t.Errorf("Parse(%q) fields:\n got %+v\nwant %+v", tt.in, got, exp)
		}
		// A reference reads back as itself.
		again, err := Parse(u.String())
		if err != nil || again.String() != u.String() || fieldsDiffer(again, u) {
			t.Errorf("Parse(Parse(%q).String()) = %v, %v; want the same reference", tt.in, again, err)
		}
	}
}

// TestParseReferenceAsNetURL checks that where net/url accepts a reference
// and the standard leaves its characters as they are, the fields are
// net/url's.
func TestParseReferenceAsNetURL(t *testing.T) {
	for _, s := range []string{
		"/a/b?c", "a/b", "../x", "//host/p", "//host", "?q", "#f", "", "//u:p@h:8/p?q#f",
		"//u@h", "/a/b/", "a/b/../c?x=1&y=2#frag", "./a:b", "//[::1]:80/x", "?", "/%41%2F",
		"//h/p?q#f%20g", "a;b=c/d", "/~user/!$&'()*+,;=",
	} {
		u, err := Parse(s)
		if err != nil {
			t.Errorf("Parse(%q): %v", s, err)
			continue
		}
		n, err := neturl.Parse(s)
		if err != nil {
			t.Fatalf("net/url rejects %q: %v", s, err)
		}
		if got, want := u.NetURL().String(), n.String(); got != want {
			t.Errorf("Parse(%q) is %q, net/url's %q", s, got, want)
		}
		if !fieldsEqualNet(u, n) {
			t.Errorf("Parse(%q) fields %+v, net/url's %+v", s, u.exported(), *n)
		}
	}
}

// fieldsEqualNet reports whether u's exported fields are n's. RawPath and
// RawFragment are hints of the encoding, which Parse sets from the
// standard's serialization and net/url from its input: the escaped forms
// they stand for are compared instead.
func fieldsEqualNet(u *URL, n *neturl.URL) bool {
	v := u.NetURL()
	return v.Scheme == n.Scheme && v.Opaque == n.Opaque && v.User.String() == n.User.String() &&
		v.Host == n.Host && v.Path == n.Path && u.EscapedPath() == n.EscapedPath() && v.RawQuery == n.RawQuery &&
		v.Fragment == n.Fragment && u.EscapedFragment() == n.EscapedFragment() && v.ForceQuery == n.ForceQuery &&
		v.OmitHost == n.OmitHost
}

// TestParseReferenceRejects lists what Parse rejects: a reference whose
// authority is invalid against every kind of base, and strings that are
// invalid URLs with no reading as a reference.
func TestParseReferenceRejects(t *testing.T) {
	for _, s := range []string{
		"//a b/",               // a space in a host, in every mode
		"//h:x/",               // a port that is not a number
		"//h:99999/",           // a port out of range
		"//[::1/",              // an unclosed IPv6 address
		"//user@/x",            // credentials and no host
		"http://",              // a special URL with no host, written with "//"
		"http:///",             // likewise, whatever the base
		"http://a b/",          // an absolute URL with an invalid host
		"https://[::1%25en0]/", // an IPv6 zone
	} {
		if u, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) = %q, want an error", s, u)
		} else if _, ok := err.(*Error); !ok {
			t.Errorf("Parse(%q) error is %T, want *Error", s, err)
		}
	}
	// These are references valid in some mode only.
	for s, why := range map[string]string{
		"//ex%20ample/": "an opaque host may hold %20",
		"//C|/x":        "a drive letter against a file: base",
		"///x":          "an empty host against a non-special base; a host x against a special one",
		`\\a b\c`:       "a path against a non-special base",
	} {
		if _, err := Parse(s); err != nil {
			t.Errorf("Parse(%q): %v; want a reference (%s)", s, err, why)
		}
	}
}

// TestLegacyForm checks a URL written with a special scheme and no "//":
// it is absolute, and relative to a base with the same scheme.
func TestLegacyForm(t *testing.T) {
	base, _ := Parse("http://example.org/foo/bar")
	for _, tt := range []struct{ in, abs, sameScheme, otherScheme string }{
		{"http:foo.com", "http://foo.com/", "http://example.org/foo/foo.com", "http://foo.com/"},
		{"HTTP:\tx?y", "http://x/?y", "http://example.org/foo/x?y", "http://x/?y"},
		{"http:/x", "http://x/", "http://example.org/x", "http://x/"},
		{`http:\x`, "http://x/", "http://example.org/x", "http://x/"},
		{"http://x/a", "http://x/a", "http://x/a", "http://x/a"},
		{"file:/x", "file:///x", "", "file:///x"},
		// Leading C0 controls and spaces, which the parser trims.
		{" \x01http:/x", "http://x/", "http://example.org/x", "http://x/"},
		{"\t http://x/a ", "http://x/a", "http://x/a", "http://x/a"},
		{"  http:/\t/x", "http://x/", "http://x/", "http://x/"},
		{"  http:\\/x", "http://x/", "http://x/", "http://x/"},
	} {
		u, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if u.String() != tt.abs || !u.IsAbs() || u.isReference() {
			t.Errorf("Parse(%q) = %q, want the absolute %q", tt.in, u, tt.abs)
		}
		if tt.sameScheme != "" {
			if got := base.ResolveReference(u).String(); got != tt.sameScheme {
				t.Errorf("ResolveReference(%q) = %q, want %q", tt.in, got, tt.sameScheme)
			}
		}
		other, _ := Parse("https://example.org/foo/bar")
		if got := other.ResolveReference(u).String(); got != tt.otherScheme {
			t.Errorf("https base: ResolveReference(%q) = %q, want %q", tt.in, got, tt.otherScheme)
		}
		// Its fields are the reading of its href, and an assigned one is
		// seen (String's quick check passes the legacy form's text).
		if !u.untouched() {
			t.Errorf("Parse(%q) is not untouched", tt.in)
		}
		v := *u
		v.Path = "/changed"
		authority := u.Scheme + "://" + u.Host
		if got, want := v.String(), authority+"/changed"+tt.abs[len(authority)+len(u.EscapedPath()):]; got != want {
			t.Errorf("Parse(%q) with Path assigned: String() = %q, want %q", tt.in, got, want)
		}
		// A setter makes it a URL record like any other.
		u.SetSearch("z")
		if u.ref() != nil {
			t.Errorf("Parse(%q) after SetSearch still has its written form", tt.in)
		}
	}
	fileBase, _ := Parse("file://h/C:/a/b")
	u, _ := Parse("file:/x")
	if got := fileBase.ResolveReference(u).String(); got != "file://h/C:/x" {
		t.Errorf("file: base: ResolveReference(file:/x) = %q, want file://h/C:/x", got)
	}
}

// TestReferenceGettersSetters checks that the URL API's getters return ""
// for a reference, Href aside, and that its setters leave it unchanged;
// and that neither panics on the zero URL or on fields that do not form a
// URL.
func TestReferenceGettersSetters(t *testing.T) {
	ref, _ := Parse("//u:p@h:8/a?b#c")
	zero := &URL{}
	bad := &URL{Path: "a b", Host: "x y"}
	for name, u := range map[string]*URL{"reference": ref, "zero": zero, "bad fields": bad} {
		before := u.String()
		for getter, v := range getters(u) {
			if getter == "href" || getter == "host" || getter == "port" {
				continue // Href is String; Host and Port are the fields'
			}
			want := ""
			if getter == "origin" {
				want = "null"
			}
			if v != want {
				t.Errorf("%s: %s getter = %q, want %q", name, getter, v, want)
			}
		}
		u.SetProtocol("https")
		u.SetUsername("x")
		u.SetPassword("x")
		u.SetHost("x")
		u.SetHostname("x")
		u.SetPort("1")
		u.SetPathname("/x")
		u.SetSearch("x")
		u.SetHash("x")
		if u.String() != before {
			t.Errorf("%s: setters changed it from %q to %q", name, before, u)
		}
		if u.HostKind() != HostNone {
			t.Errorf("%s: HostKind = %v", name, u.HostKind())
		}
		if _, ok := u.HostAddr(); ok {
			t.Errorf("%s: HostAddr reports an address", name)
		}
	}
	if ref.Href() != ref.String() || ref.Hostname() != "h" || ref.Port() != "8" || ref.EscapedPath() != "/a" || ref.EscapedFragment() != "c" {
		t.Errorf("reference: Href %q, Hostname %q, Port %q, EscapedPath %q, EscapedFragment %q",
			ref.Href(), ref.Hostname(), ref.Port(), ref.EscapedPath(), ref.EscapedFragment())
	}
	// SetHref makes a reference a URL.
	if err := ref.SetHref("http://x/"); err != nil || ref.String() != "http://x/" || ref.isReference() {
		t.Errorf("SetHref on a reference: %v, %q", err, ref)
	}
}

// TestReferenceFieldsAssigned checks a reference whose fields a program
// assigns: String serializes the fields, and resolution reads them.
func TestReferenceFieldsAssigned(t *testing.T) {
	base, _ := Parse("http://example.com/a/b")
	u, _ := Parse("c?d")
	u.RawQuery = "e"
	if u.String() != "c?e" {
		t.Errorf("String = %q, want c?e", u)
	}
	if got := base.ResolveReference(u).String(); got != "http://example.com/a/c?e" {
		t.Errorf("ResolveReference = %q", got)
	}
	// A net/url-style literal is a reference too.
	lit := &URL{Path: "../x", Fragment: "y z"}
	if got := base.ResolveReference(lit).String(); got != "http://example.com/x#y%20z" {
		t.Errorf("ResolveReference(%+v) = %q", lit.exported(), got)
	}
	// An absolute URL built from fields.
	abs := &URL{Scheme: "https", Host: "EXAMPLE.org", Path: "/p"}
	if got := base.ResolveReference(abs).String(); got != "https://example.org/p" {
		t.Errorf("ResolveReference(%+v) = %q", abs.exported(), got)
	}
}

// TestParseAbsoluteCostsNothing checks that the reference support costs an
// absolute URL no allocation: Parse allocates what the parser does.
func TestParseAbsoluteCostsNothing(t *testing.T) {
	for _, s := range []string{
		"https://example.com/a/b?c=d#e",
		"http://example.com/",
		"mailto:someone@example.com",
		"HTTPS://EXAMPLE.COM/",
		"file:///C:/x",
	} {
		// Both URLs are kept, so that neither can be on the stack (see
		// Parse).
		viaParse := testing.AllocsPerRun(100, func() { keptURL, _ = Parse(s) })
		viaParser := testing.AllocsPerRun(100, func() { keptURL, _ = parse(s, nil, nil, nil) })
		if viaParse != viaParser {
			t.Errorf("Parse(%q) makes %v allocations, the parser %v", s, viaParse, viaParser)
		}
	}
}

// TestResolutionLinear checks that parsing and resolving take time linear
// in the length of the inputs: long runs of dot segments, slashes,
// separators and drive letters, which a quadratic algorithm would take
// minutes over, take well under a second.
func TestResolutionLinear(t *testing.T) {
	// Bytes allocated at size n and 4n: a linear algorithm allocates about
	// 4 times as much, one that builds strings quadratically 16 times.
	// (Time is for BenchmarkResolveLong; a test asserts no clock.)
	small, large := resolveAllocs(t, 1<<13), resolveAllocs(t, 1<<15)
	ratio := float64(large) / float64(small)
	t.Logf("bytes allocated: %d at 1x, %d at 4x (%.2f times)", small, large, ratio)
	if ratio > 6 {
		t.Errorf("bytes allocated grew %.1f times for inputs 4 times longer (%d -> %d): not linear", ratio, small, large)
	}
}

// resolveAllocs resolves long references of each pathological shape
// against long bases, and returns the bytes allocated.
func resolveAllocs(_ *testing.T, n int) uint64 {
	bases := []string{"http://h/" + strings.Repeat("a/", n), "file:///C:/" + strings.Repeat("a/", n), "sc://h/" + strings.Repeat("a/", n)}
	refs := []string{
		strings.Repeat("../", n) + "x",
		strings.Repeat("./", n) + "x",
		"//" + strings.Repeat("/", n) + "x",
		strings.Repeat(`\`, n) + "x",
		"/" + strings.Repeat("C|/", n),
		strings.Repeat("a/../", n),
		"?" + strings.Repeat("'", n),
		strings.Repeat("%2e%2E/", n),
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for _, bs := range bases {
		base, err := Parse(bs)
		if err != nil {
			panic(err) // the bases are valid URLs
		}
		for _, rs := range refs {
			ref, err := Parse(rs)
			if err != nil {
				continue
			}
			base.ResolveReference(ref)
			base.ResolveStrict(ref)
			if v, err := base.Parse(rs); err == nil {
				base.MakeRelative(v)
			}
		}
	}
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// BenchmarkResolveLong resolves the long references of TestResolutionLinear
// at two sizes: the time per byte stays flat.
func BenchmarkResolveLong(b *testing.B) {
	for _, n := range []int{1 << 12, 1 << 16} {
		b.Run(sizeName(n*2), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				resolveAllocs(nil, n)
			}
		})
	}
}

// TestNoScheme checks what Parse relies on to read an input with no
// scheme as a reference without running the parser (noScheme): the
// parser, with no base, rejects every such input with
// missing-scheme-non-relative-URL, and Parse gives what parseReference
// gives with the parser's own error. With the limit small, it checks that
// noScheme's bound on the length leaves the parser's ErrTooLong to the
// parser.
func TestNoScheme(t *testing.T) {
	inputs := []string{
		"", " ", "/", "//", "///", "/a/b?c=d#e", "a/b", "../x", "./a", "?q", "#f", "?", "#",
		"//h/p", "//h", "//a b/", "//[1]/", "//u@h/", "\t/a\n", " \x01/a ", "\u00e9/\u00fc", "http//x",
		"a b", "/a/%2e%2E/b", "\\\\h\\p", "/C|/x", "//C|/x", strings.Repeat("a/", 1000),
		// A ":" where no scheme can end at it.
		"/a:b", "?:", "#:", "/login?next=https://example.com/a", "/v1/models/m:generate",
		"./a:b", "1a:b", "a b:c", "a/b:c", "a?b:c", "a#b:c", "-a:b", "\u00e9a:b", "//h:1/p",
	}
	for _, s := range corpusLines(t, 400) {
		inputs = append(inputs, strings.ReplaceAll(s, ":", ""), "/"+s)
	}
	for _, s := range inputs {
		if !noScheme(s) {
			t.Errorf("noScheme(%q) = false", s)
			continue
		}
		checkNoScheme(t, s)
	}
	for _, s := range []string{"a:b", "A:b", " a:b", "\ta:b", "a\t:b", "h\nttp:x", "a+b.c-9:x", "http://h/"} {
		if noScheme(s) {
			t.Errorf("noScheme(%q) = true", s)
		}
	}

	setHrefLimit(t, 1000)
	for n := 0; n <= 200; n++ {
		s := strings.Repeat("\u00e9", n/2) + strings.Repeat("a", n%2)
		if noScheme(s) {
			checkNoScheme(t, s)
		} else if n < hrefLimit/16 {
			t.Errorf("noScheme of %d bytes = false with the limit %d", len(s), hrefLimit)
		}
	}
}

// FuzzNoScheme checks what TestNoScheme checks, for any input noScheme
// takes.
func FuzzNoScheme(f *testing.F) {
	for _, s := range []string{"/a:b", "?next=http://x", "a:b", "h\ttp:x", " /x", "a b:c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if noScheme(s) {
			checkNoScheme(t, s)
		}
	})
}

// checkNoScheme checks that the parser, with no base, rejects s with
// missing-scheme-non-relative-URL, and that Parse gives what
// parseReference gives with that error.
func checkNoScheme(t *testing.T, s string) {
	t.Helper()
	_, err := parse(s, nil, nil, nil)
	if ve := (validation.Error{}); !errors.As(err, &ve) || ve.Type != errMissingSchemeNonRelativeURL {
		t.Errorf("parse(%q): %v, want missing-scheme-non-relative-URL", s, err)
		return
	}
	got, gotErr := Parse(s)
	want, wantErr := parseReference(s, err)
	switch {
	case (gotErr == nil) != (wantErr == nil):
		t.Errorf("Parse(%q): %v, %v; parseReference: %v, %v", s, got, gotErr, want, wantErr)
	case gotErr != nil:
		if gotErr.Error() != wantErr.Error() {
			t.Errorf("Parse(%q): error %q, parseReference: %q", s, gotErr, wantErr)
		}
	default:
		g, w := got.exported(), want.exported()
		g.User, w.User = nil, nil // equal values at other addresses
		if got.String() != want.String() || g != w || got.User.String() != want.User.String() || got.IsAbs() {
			t.Errorf("Parse(%q) = %q %+v, parseReference: %q %+v", s, got, got.exported(), want, want.exported())
		}
	}
}

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
