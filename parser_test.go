// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"net/http/httptest"
	neturl "net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/weburl/url/ipembed"
	"github.com/weburl/url/validation"
)

// checkOwnHref checks the parser's best case on s: when the URL's
// serialization is s itself, the href is s's very bytes (no copy), and a
// plain URL's fields read without decoding are what decoding gives. It
// also checks idempotence: the href parses to itself, with the same
// components and fields. It reports whether s is its own href.
func checkOwnHref(t *testing.T, s string) bool {
	t.Helper()
	u, err := parse(s, nil, nil, nil)
	if err != nil {
		return false
	}
	if p := checkOffsets(u); len(p) > 0 {
		t.Fatalf("%q: %s", s, strings.Join(p, "\n"))
	}
	v, err := parse(u.href, nil, nil, nil)
	if err != nil {
		t.Fatalf("%q: href %q does not parse: %v", s, u.href, err)
	}
	if v.href != u.href || v.c != u.c || !sameFields(u, v) {
		t.Fatalf("%q: href %q %+v parses to %q %+v", s, u.href, u.c, v.href, v.c)
	}
	if v.c.plain != isPlain(v.href, &v.c, false) {
		t.Fatalf("%q: plain %v, not the href's verdict", s, v.c.plain)
	}
	own := u.href == s
	if own && addrOf(u.href) != addrOf(s) {
		t.Fatalf("%q: its own serialization, copied", s)
	}
	// plain says that the fields need no decoding: reading them without
	// decoding gives what decoding gives.
	if u.c.plain {
		var plain, decoded URL
		c := u.c
		plain.fromHref(u.href, c, nil)
		c.plain = false
		decoded.fromHref(u.href, c, nil)
		if plain.exported() != decoded.exported() {
			t.Fatalf("%q as plain: fields %+v, decoded %+v", s, plain.exported(), decoded.exported())
		}
	}
	return own
}

// sameFields reports whether u and v have the same exported fields, User
// compared by its value.
func sameFields(u, v *URL) bool {
	a, b := u.exported(), v.exported()
	if (a.User == nil) != (b.User == nil) || a.User != nil && *a.User != *b.User {
		return false
	}
	a.User, b.User = nil, nil
	return a == b
}

func TestOwnHref(t *testing.T) {
	tests := []struct {
		in  string
		own bool
	}{
		{"https://www.sec.gov/edgar.shtml", true},
		{"http://127.0.0.1:8080/healthz", true},
		{"file:///c:/x", true},
		{"file:///c|/x", false},
		{"file://h:1/", false},
		{"mailto:x", true},
		{"http:/h/", false},
		{" http://h/", false},
		{"http://h/ ", false},
		{"http://[::1]/", true},
		{"https://u:p@h/a%41?q#f", true},
		{"HTTPS://H:443", false},
		{"https://h/a/./b", false},
		{"https://", false},
	}
	for _, tt := range tests {
		if got := checkOwnHref(t, tt.in); got != tt.own {
			t.Errorf("%q: its own href %v, want %v", tt.in, got, tt.own)
		}
	}
	n := 0
	for _, s := range corpusLines(t, 2000) {
		if checkOwnHref(t, s) {
			n++
		}
	}
	t.Logf("%d corpus URLs are their own href", n)
}

// TestCanonicalAllocs checks that ParseInto, SetHref and CanParse take no
// allocation for a URL that is its own href and needs no decoding.
func TestCanonicalAllocs(t *testing.T) {
	if raceEnabled || sanitizerEnabled {
		t.Skip("allocation counts differ under race and sanitizer builds")
	}
	const s = "https://example.com:8080/a/b/c.html?x=1&y=2#frag"
	var u URL
	if n := testing.AllocsPerRun(100, func() { _ = ParseInto(&u, s) }); n != 0 {
		t.Errorf("ParseInto: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = u.SetHref(s) }); n != 0 {
		t.Errorf("SetHref: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { CanParse(s, "") }); n != 0 {
		t.Errorf("CanParse: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { CanParse("HTTPS://EXAMPLE.com/a/../b", s) }); n != 0 {
		t.Errorf("CanParse with a base: %v allocations, want 0", n)
	}
}

// FuzzOwnHref checks the one parser on any input: idempotence (the href
// parses to itself), the href-only verdict of plain, and that an input
// that is its own serialization is not copied (checkOwnHref).
func FuzzOwnHref(f *testing.F) {
	for _, s := range []string{
		"https://www.sec.gov/edgar.shtml", "http://a:1/b/c?d#e", "file:///x/y", "ws://h/%2e%2",
		"http://h/a/.b/..c", "ftp://x.y./", "https://h:65535/", "file://h/C:/", "https://h/p?#f",
		"https://h/?q=a b#f", "sc://h/a#\u00e9 \"x\"", "HTTP://u@H:80/a/%2e/../b/..?q#f", "HTTPS://H:443/?\xff'<>#x",
		"https://bücher.de:443", "HTTPS://u:p@Bücher.de/a?b#c", "https://\uff11\uff12\uff17.0.0.1/", "https://a\u00ad.ü/",
		"https:/h/a?q#f", `HTTP:\h/a%41`, "wss:h:80/", "https:///h/", "web+demo:/.//not-a-host/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkOwnHref(t, s)
	})
}

// TestASCIILowerInPlace compares the word-at-a-time lowercasing with
// strings.ToLower on every ASCII byte at every offset of a word.
func TestASCIILowerInPlace(t *testing.T) {
	for c := 0; c < 0x80; c++ {
		for n := 1; n <= 17; n++ {
			for at := 0; at < n; at++ {
				b := []byte(strings.Repeat("@Z[`az{", 3)[:n])
				b[at] = byte(c)
				want := strings.ToLower(string(b))
				asciiLowerInPlace(b)
				if string(b) != want {
					t.Fatalf("asciiLowerInPlace(%q) = %q, want %q", want, b, want)
				}
			}
		}
	}
}

// TestHasC0Control checks hasC0Control's words against a byte at a time,
// for every length up to 40 and every place of one byte at the edges of
// the range: below 0x20, 0x20, and bytes with the high bit set.
func TestHasC0Control(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := 0; at < n; at++ {
			for _, c := range []byte{0x00, 0x09, 0x1f, 0x20, 0x21, 0x7f, 0x80, 0x9f, 0xff} {
				b := []byte(strings.Repeat("a", n))
				b[at] = c
				want := c < 0x20
				if got := hasC0Control(string(b)); got != want {
					t.Errorf("hasC0Control(%q) = %v, want %v", b, got, want)
				}
			}
		}
		if hasC0Control(strings.Repeat("\xa0", n)) {
			t.Errorf("hasC0Control(%d × 0xa0) = true", n)
		}
	}
}

// TestTabAndNewlineAnywhere checks step 2 of the basic URL parser, which
// parseInput takes after the parse for an input written lazily: a tab, a
// newline or a carriage return anywhere in an input leaves its href (or
// its failure) as it is without them.
func TestTabAndNewlineAnywhere(t *testing.T) {
	for _, s := range []string{
		"https://www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"http://127.0.0.1:8080/healthz",
		"file:///C:/dir/file.txt",
		"file://localhost/etc/hosts",
		"mailto:someone@example.com",
		"web+demo:/.//not-a-host/",
		"https://user:pass@example.com/",
		"http://a/",
		"http://[::1]:80/",
		"http://a b/",
		"sc://h:99999/",
	} {
		want, wantErr := parse(s, nil, nil, nil)
		for i := 0; i <= len(s); i++ {
			for _, c := range []string{"\t", "\n", "\r", "\r\n\t"} {
				in := s[:i] + c + s[i:]
				got, err := parse(in, nil, nil, nil)
				if (err != nil) != (wantErr != nil) || err == nil && got.href != want.href {
					t.Errorf("parse(%q) = %v, %v; want %v, %v", in, got, err, want, wantErr)
				}
			}
		}
	}
}

// The parser differentials of SECURITY.md: strings that this library (as
// browsers) and net/url read differently, one row per input, grouped by the
// class of trick. Each row asserts both readings, and the table in
// SECURITY.md is generated from these rows, so that neither the document
// nor the expectations can drift from what the code does.

var updateSecurity = flag.Bool("update-security", false, "rewrite the differential table in SECURITY.md from securityCases")

// A securityCase is one row of the differential table.
type securityCase struct {
	class string // the class of trick, as SECURITY.md names it
	input string
	base  string // the base to resolve input against; "" for none

	// This library: the href and the host's kind and address, or the
	// validation error type that makes parsing fail.
	href string
	kind HostKind
	addr string // HostAddr for IPv4 and IPv6 hosts
	fail validation.Type

	// net/url: Parse(input), or Parse(base).Parse(input), as netResult
	// renders it.
	net string

	// For the classes whose risk is not in the parse alone: show renders
	// more of what this library says about the URL (the IPv4 address an
	// IPv6 host embeds, SafeRedirect's answer, the display form), which
	// must be extra; netShow replaces netResult on the net/url side.
	show    func(u *URL, c securityCase) string
	extra   string
	netShow func(c securityCase) string
}

// The classes, in the order of SECURITY.md. The first five are the classes
// of Claroty and Snyk's "Exploiting URL Parsing Confusion" (2022); the rest
// come from CVEs and advisories on URL parsers and the filters built on
// them.
const (
	classScheme       = "Scheme confusion"
	classSlashes      = "Slash confusion"
	classBackslash    = "Backslash confusion"
	classEncoded      = "URL-encoded data confusion"
	classMixup        = "Scheme mixup"
	classUserinfo     = "Userinfo `@` tricks"
	classIPv4         = "IPv4 shorthands"
	classDots         = "Unicode look-alike dots and delimiters"
	classIDNA         = "Invisible and mapped code points in hosts"
	classTabs         = "CR, LF and tabs"
	classControls     = "Leading and trailing controls and spaces"
	classPort         = "Port forms and multiple ports"
	classBrackets     = "Bracketed hosts that are not IPv6"
	classZone         = "IPv6 zone identifiers"
	classEmbedded     = "IPv4 inside IPv6"
	classQuery        = "Query separators"
	classDotSegments  = "Dot segments and encoded slashes"
	classIdempotence  = "Non-idempotent serialization"
	classRedirect     = "Relative redirect targets"
	classLookalike    = "IDN look-alikes"
	classDNSRebinding = "DNS rebinding"
)

const exampleBase = "https://example.com/dir/"

var securityCases = []securityCase{
	// A string without a scheme is a relative reference: an error
	// without a base, where net/url reads a path; a non-special scheme
	// such as javascript: has a host that a host check passes and a
	// browser ignores.
	{class: classScheme, input: "example.com/path", fail: "missing-scheme-non-relative-URL", net: `Host "", Path "example.com/path"`},
	{class: classScheme, input: "javascript://example.com/%0aalert(1)", href: "javascript://example.com/%0aalert(1)", kind: HostOpaque, net: `Host "example.com", Path "/\nalert(1)"`},
	{class: classScheme, input: "HTTPS://example.com/", href: "https://example.com/", kind: HostDomain, net: `Host "example.com", Path "/"`},

	// A special URL skips any number of slashes (and backslashes) before
	// its host, and needs none.
	{class: classSlashes, input: "https:///evil.com/", href: "https://evil.com/", kind: HostDomain, net: `Host "", Path "/evil.com/"`},
	{class: classSlashes, input: "http:/evil.com/", href: "http://evil.com/", kind: HostDomain, net: `Host "", Path "/evil.com/"`},
	{class: classSlashes, input: "http:evil.com/", href: "http://evil.com/", kind: HostDomain, net: `Host "", Opaque "evil.com/"`},
	{class: classSlashes, input: `http:\\evil.com/`, href: "http://evil.com/", kind: HostDomain, net: `Host "", Opaque "\\\\evil.com/"`},
	{class: classSlashes, input: "https:evil.com/", base: exampleBase, href: "https://example.com/dir/evil.com/", kind: HostDomain, net: `Host "", Opaque "evil.com/"`},

	// A backslash is a slash in special URLs, so it ends the host;
	// RFC 3986 parsers take it as part of the userinfo or the path.
	{class: classBackslash, input: `http://a\@b/`, href: "http://a/@b/", kind: HostDomain, net: `error: net/url: invalid userinfo`},
	{class: classBackslash, input: `http://good.com\@evil.com/`, href: "http://good.com/@evil.com/", kind: HostDomain, net: `error: net/url: invalid userinfo`},
	{class: classBackslash, input: `/\evil.com`, base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `Host "example.com", Path "/\\evil.com"`},
	{class: classBackslash, input: `\\evil.com`, base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `Host "example.com", Path "/dir/\\\\evil.com"`},
	{class: classBackslash, input: `HTTP:/\evil.com`, href: "http://evil.com/", kind: HostDomain, net: `Host "", Path "/\\evil.com"`},

	// A host is percent-decoded before it is parsed; elsewhere encoded
	// bytes stay encoded, and net/url decodes them into its fields.
	{class: classEncoded, input: "http://%6c%6f%63alhost/", href: "http://localhost/", kind: HostDomain, net: `error: invalid URL escape "%6c"`},
	{class: classEncoded, input: "http://%31%32%37.0.0.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `error: invalid URL escape "%31"`},
	{class: classEncoded, input: "http://evil.com%2f.good.com/", fail: "domain-to-ASCII", net: `error: invalid URL escape "%2f"`},
	{class: classEncoded, input: "http://a/%0d%0aSet-Cookie:x", href: "http://a/%0d%0aSet-Cookie:x", kind: HostDomain, net: `Host "a", Path "/\r\nSet-Cookie:x"`},

	// A backslash and the host's delimiters depend on whether the scheme
	// is special: the same string has another host under another scheme.
	{class: classMixup, input: `sc://good.com\@evil.com/`, href: "sc://good.com%5C@evil.com/", kind: HostOpaque, net: `error: net/url: invalid userinfo`},
	{class: classMixup, input: `wss://good.com\@evil.com/`, href: "wss://good.com/@evil.com/", kind: HostDomain, net: `error: net/url: invalid userinfo`},

	// The host follows the last "@" of the authority; the fragment and
	// query end the authority before any "@" after them.
	{class: classUserinfo, input: "http://good.com@evil.com/", href: "http://good.com@evil.com/", kind: HostDomain, net: `Host "evil.com", Path "/", User "good.com"`},
	{class: classUserinfo, input: "http://a@b@evil.com/", href: "http://a%40b@evil.com/", kind: HostDomain, net: `Host "evil.com", Path "/", User "a%40b"`},
	{class: classUserinfo, input: "http://good.com:443@evil.com/", href: "http://good.com:443@evil.com/", kind: HostDomain, net: `Host "evil.com", Path "/", User "good.com:443"`},
	{class: classUserinfo, input: "http://evil.com#@good.com/", href: "http://evil.com/#@good.com/", kind: HostDomain, net: `Host "evil.com", Fragment "@good.com/"`},

	// A host that ends in a number is an IPv4 address, in any of the
	// forms inet_aton reads: the resolver that net/url's caller hands
	// the host to reads 0x7f.1 as 127.0.0.1 too.
	{class: classIPv4, input: "http://0x7f.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "0x7f.1", Path "/"`},
	{class: classIPv4, input: "http://127.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "127.1", Path "/"`},
	{class: classIPv4, input: "http://2130706433/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "2130706433", Path "/"`},
	{class: classIPv4, input: "http://0177.0.0.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "0177.0.0.1", Path "/"`},
	{class: classIPv4, input: "http://0/", href: "http://0.0.0.0/", kind: HostIPv4, addr: "0.0.0.0", net: `Host "0", Path "/"`},
	{class: classIPv4, input: "http://foo.0x7f/", fail: "IPv4-non-numeric-part", net: `Host "foo.0x7f", Path "/"`},

	// UTS #46 maps U+3002 IDEOGRAPHIC FULL STOP and U+FF0E FULLWIDTH FULL
	// STOP to ".", and full-width letters and digits to ASCII; it maps
	// the full-width "/", "@" and "?" to ASCII too, which a domain may
	// not contain. U+2215 DIVISION SLASH is valid in a domain: it looks
	// like a path.
	{class: classDots, input: "http://example。com/", href: "http://example.com/", kind: HostDomain, net: `Host "example。com", Path "/"`},
	{class: classDots, input: "http://127。0。0。1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "127。0。0。1", Path "/"`},
	{class: classDots, input: "http://１２７．０．０．１/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "１２７．０．０．１", Path "/"`},
	{class: classDots, input: "http://ｅｘａｍｐｌｅ．ｃｏｍ/", href: "http://example.com/", kind: HostDomain, net: `Host "ｅｘａｍｐｌｅ．ｃｏｍ", Path "/"`},
	{class: classDots, input: "http://evil.com／.good.com/", fail: "domain-to-ASCII", net: `Host "evil.com／.good.com", Path "/"`},
	{class: classDots, input: "http://good.com＠evil.com/", fail: "domain-to-ASCII", net: `Host "good.com＠evil.com", Path "/"`},
	{class: classDots, input: "http://evil.com∕.good.com/", href: "http://evil.xn--com-vc2a.good.com/", kind: HostDomain, net: `Host "evil.com∕.good.com", Path "/"`,
		show: showDisplay, extra: "Display `http://evil.xn--com-vc2a.good.com/`"},

	// UTS #46 removes soft hyphens and zero-width spaces, and lowercases.
	{class: classIDNA, input: "http://ex\u00ADample.com/", href: "http://example.com/", kind: HostDomain, net: `Host "ex\u00adample.com", Path "/"`},
	{class: classIDNA, input: "http://ex\u200Bample.com/", href: "http://example.com/", kind: HostDomain, net: `Host "ex\u200bample.com", Path "/"`},
	{class: classIDNA, input: "HTTP://EXAMPLE.COM/", href: "http://example.com/", kind: HostDomain, net: `Host "EXAMPLE.COM", Path "/"`},

	// Every tab, line feed and carriage return is removed, anywhere; an
	// encoded CR LF stays encoded.
	{class: classTabs, input: "ht\ttp://exa\nmple.com/", href: "http://example.com/", kind: HostDomain, net: `error: net/url: invalid control character in URL`},
	{class: classTabs, input: "http://127.0.0.\t1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `error: net/url: invalid control character in URL`},
	{class: classTabs, input: "java\nscript:alert(1)", href: "javascript:alert(1)", kind: HostNone, net: `error: net/url: invalid control character in URL`},
	{class: classTabs, input: "http://a/\r\nSet-Cookie:x", href: "http://a/Set-Cookie:x", kind: HostDomain, net: `error: net/url: invalid control character in URL`},

	// Leading and trailing C0 controls and spaces are removed.
	{class: classControls, input: " http://evil.com/", href: "http://evil.com/", kind: HostDomain, net: `error: first path segment in URL cannot contain colon`},
	{class: classControls, input: "\x00javascript:alert(1)\x1f", href: "javascript:alert(1)", kind: HostNone, net: `error: net/url: invalid control character in URL`},

	// A port is decimal digits up to 65535; a default port is dropped;
	// a second port or a sign is an error.
	{class: classPort, input: "http://a:65616/", fail: "port-out-of-range", net: `Host "a:65616", Path "/"`},
	{class: classPort, input: "http://a:0080/", href: "http://a/", kind: HostDomain, net: `Host "a:0080", Path "/"`},
	{class: classPort, input: "http://a:80:90/", fail: "port-invalid", net: `error: invalid port ":80:90" after host`},
	{class: classPort, input: "http://a:+80/", fail: "port-invalid", net: `error: invalid port ":+80" after host`},

	// Brackets hold an IPv6 address and nothing else.
	{class: classBrackets, input: "http://[127.0.0.1]/", fail: "IPv6-too-few-pieces", net: `error: invalid IP-literal`},
	{class: classBrackets, input: "http://[evil.com]/", fail: "IPv6-invalid-code-point", net: `error: invalid host: ParseAddr("evil.com"): unexpected character (at "evil.com")`},

	// The standard's IPv6 syntax has no zone identifier.
	{class: classZone, input: "http://[fe80::1%25eth0]/", fail: "IPv6-invalid-code-point", net: `Host "[fe80::1%eth0]", Path "/"`},

	// An IPv6 address that embeds an IPv4 one: HostAddr gives it as
	// netip reads it, ipembed.IPv4 the IPv4 address it reaches.
	{class: classEmbedded, input: "http://[::ffff:127.0.0.1]/", href: "http://[::ffff:7f00:1]/", kind: HostIPv6, addr: "::ffff:127.0.0.1", net: `Host "[::ffff:127.0.0.1]", Path "/"`,
		show: showEmbedded, extra: "embeds 127.0.0.1"},
	{class: classEmbedded, input: "http://[0:0:0:0:0:ffff:7f00:1]/", href: "http://[::ffff:7f00:1]/", kind: HostIPv6, addr: "::ffff:127.0.0.1", net: `Host "[0:0:0:0:0:ffff:7f00:1]", Path "/"`,
		show: showEmbedded, extra: "embeds 127.0.0.1"},
	{class: classEmbedded, input: "http://[::127.0.0.1]/", href: "http://[::7f00:1]/", kind: HostIPv6, addr: "::7f00:1", net: `Host "[::127.0.0.1]", Path "/"`,
		show: showEmbedded, extra: "embeds 127.0.0.1"},
	{class: classEmbedded, input: "http://[64:ff9b::169.254.169.254]/", href: "http://[64:ff9b::a9fe:a9fe]/", kind: HostIPv6, addr: "64:ff9b::a9fe:a9fe", net: `Host "[64:ff9b::169.254.169.254]", Path "/"`,
		show: showEmbedded, extra: "embeds 169.254.169.254"},
	{class: classEmbedded, input: "http://[2002:a00:1::]/", href: "http://[2002:a00:1::]/", kind: HostIPv6, addr: "2002:a00:1::", net: `Host "[2002:a00:1::]", Path "/"`,
		show: showEmbedded, extra: "embeds 10.0.0.1"},
	{class: classEmbedded, input: "http://[2001::80ff:fffe]/", href: "http://[2001::80ff:fffe]/", kind: HostIPv6, addr: "2001::80ff:fffe", net: `Host "[2001::80ff:fffe]", Path "/"`,
		show: showEmbedded, extra: "embeds 127.0.0.1"},

	// The query of the URL is the same string for both; its pairs are
	// not: ";" separates nothing here, and net/url refuses the pair that
	// has one, which net/http's ParseForm then drops.
	{class: classQuery, input: "http://a/?role=user;role=admin&x=1", href: "http://a/?role=user;role=admin&x=1", kind: HostDomain,
		show: showQuery, extra: `ParseQuery: map[role:[user;role=admin] x:[1]]`, netShow: netForm,
		net: `ParseQuery: map[x:[1]], error "invalid semicolon separator in query"; ParseForm: map[x:[1]]`},
	{class: classQuery, input: "http://a/?a=1&a=2", href: "http://a/?a=1&a=2", kind: HostDomain,
		show: showQuery, extra: `ParseQuery: map[a:[1 2]]`, netShow: netForm,
		net: `ParseQuery: map[a:[1 2]], error ""; ParseForm: map[a:[1 2]]`},

	// "%2e" is a dot in a dot segment, and dot segments are removed;
	// "%2f" is not a slash. net/url decodes both into Path, where
	// path.Clean takes "/x/../admin" to "/admin".
	{class: classDotSegments, input: "http://a/%2e%2e/admin", href: "http://a/admin", kind: HostDomain, net: `Host "a", Path "/../admin"`},
	{class: classDotSegments, input: "/static/%2e%2e/admin", base: exampleBase, href: "https://example.com/admin", kind: HostDomain, net: `Host "example.com", Path "/static/../admin"`},
	{class: classDotSegments, input: "http://a/x/%2e%2e%2fadmin", href: "http://a/x/%2e%2e%2fadmin", kind: HostDomain, net: `Host "a", Path "/x/../admin"`},

	// A URL without a host whose path starts with "//" is serialized
	// with "/." in front, or it would read back with a host.
	{class: classIdempotence, input: "web+demo:/..//not-a-host/", href: "web+demo:/.//not-a-host/", kind: HostNone, net: `Host "", Path "/..//not-a-host/"`},
	{class: classIdempotence, input: "web+demo:/.//not-a-host/", href: "web+demo:/.//not-a-host/", kind: HostNone, net: `Host "", Path "/.//not-a-host/"`},

	// Redirect targets resolved against the current URL: SafeRedirect
	// takes those that stay on its origin, in absolute form.
	{class: classRedirect, input: "//evil.com", base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `Host "evil.com"`,
		show: showRedirect, extra: "SafeRedirect refuses"},
	{class: classRedirect, input: "///evil.com", base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `Host "example.com", Path "///evil.com"`,
		show: showRedirect, extra: "SafeRedirect refuses"},
	{class: classRedirect, input: "/\t/evil.com", base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `error: net/url: invalid control character in URL`,
		show: showRedirect, extra: "SafeRedirect refuses"},
	{class: classRedirect, input: `/a/../\example.com`, base: exampleBase, href: "https://example.com//example.com", kind: HostDomain, net: `Host "example.com", Path "/\\example.com"`,
		show: showRedirect, extra: "SafeRedirect `https://example.com//example.com`"},
	{class: classRedirect, input: "%2F%2Fevil.com", base: exampleBase, href: "https://example.com/dir/%2F%2Fevil.com", kind: HostDomain, net: `Host "example.com", Path "/dir///evil.com"`,
		show: showRedirect, extra: "SafeRedirect `https://example.com/dir/%2F%2Fevil.com`"},

	// A Unicode domain is stored in Punycode; shown in Unicode it may
	// look like another.
	{class: classLookalike, input: "https://аррӏе.com/", href: "https://xn--80ak6aa92e.com/", kind: HostDomain, net: `Host "аррӏе.com", Path "/"`,
		show: showDisplay, extra: "Display `https://xn--80ak6aa92e.com/`"},
	{class: classLookalike, input: "https://xn--80ak6aa92e.com/", href: "https://xn--80ak6aa92e.com/", kind: HostDomain, net: `Host "xn--80ak6aa92e.com", Path "/"`,
		show: showDisplay, extra: "Display `https://xn--80ak6aa92e.com/`"},
	{class: classLookalike, input: "https://аррӏе.ru/", href: "https://xn--80ak6aa92e.ru/", kind: HostDomain, net: `Host "аррӏе.ru", Path "/"`,
		show: showDisplay, extra: "Display `https://аррӏе.ru/`"},
	{class: classLookalike, input: "https://pаypal.com/", href: "https://xn--pypal-4ve.com/", kind: HostDomain, net: `Host "pаypal.com", Path "/"`,
		show: showDisplay, extra: "Display `https://xn--pypal-4ve.com/`"},

	// A domain may resolve to any address, and to another one later: the
	// URL check cannot see it.
	{class: classDNSRebinding, input: "http://127.0.0.1.nip.io/", href: "http://127.0.0.1.nip.io/", kind: HostDomain, net: `Host "127.0.0.1.nip.io", Path "/"`},
	{class: classDNSRebinding, input: "http://localtest.me/", href: "http://localtest.me/", kind: HostDomain, net: `Host "localtest.me", Path "/"`},
}

// showEmbedded renders the IPv4 address an IPv6 host embeds.
func showEmbedded(u *URL, _ securityCase) string {
	a, _ := u.HostAddr()
	if a, ok := ipembed.IPv4(a); ok {
		return "embeds " + a.String()
	}
	return "embeds nothing"
}

// DisplayURL is package idndisplay's URL, set by example_url_test.go
// (package url_test): this package's own tests cannot import a package
// that imports it.
var DisplayURL func(*URL) string

// showDisplay renders the display form.
func showDisplay(u *URL, _ securityCase) string {
	if DisplayURL == nil {
		return "Display not linked"
	}
	return "Display `" + DisplayURL(u) + "`"
}

// SafeRedirect is package httpurl's SafeRedirect, set by
// example_url_test.go (package url_test): this package's own tests
// cannot import a package that imports it.
var SafeRedirect func(base *URL, target string) (string, error)

// showRedirect renders SafeRedirect's answer for the row's input and base.
func showRedirect(_ *URL, c securityCase) string {
	if SafeRedirect == nil {
		return "SafeRedirect not linked"
	}
	b, err := Parse(c.base)
	if err != nil {
		return err.Error()
	}
	loc, err := SafeRedirect(b, c.input)
	if err != nil {
		return "SafeRedirect refuses"
	}
	return "SafeRedirect `" + loc + "`"
}

// showQuery renders ParseQuery of the URL's query.
func showQuery(u *URL, _ securityCase) string {
	v, err := ParseQuery(u.RawQuery)
	if err != nil {
		return "ParseQuery error " + err.Error()
	}
	return fmt.Sprintf("ParseQuery: %v", map[string][]string(v))
}

// netForm renders net/url's ParseQuery and net/http's ParseForm of the
// input's query.
func netForm(c securityCase) string {
	n, err := neturl.Parse(c.input)
	if err != nil {
		return "error: " + err.Error()
	}
	v, qerr := neturl.ParseQuery(n.RawQuery)
	msg := ""
	if qerr != nil {
		msg = qerr.Error()
	}
	req := httptest.NewRequest("GET", c.input, nil)
	req.ParseForm() // the error is qerr's
	return fmt.Sprintf("ParseQuery: %v, error %q; ParseForm: %v", map[string][]string(v), msg, map[string][]string(req.Form))
}

// netResult renders what net/url makes of input (against base, when there
// is one): the fields a security check reads, or the error.
func netResult(input, base string) string {
	var n *neturl.URL
	var err error
	if base == "" {
		n, err = neturl.Parse(input)
	} else {
		var b *neturl.URL
		if b, err = neturl.Parse(base); err == nil {
			n, err = b.Parse(input)
		}
	}
	if err != nil {
		var ue *neturl.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return "error: " + err.Error()
	}
	s := fmt.Sprintf("Host %q", n.Host)
	if n.Opaque != "" {
		s += fmt.Sprintf(", Opaque %q", n.Opaque)
	}
	if n.Path != "" {
		s += fmt.Sprintf(", Path %q", n.Path)
	}
	if n.User != nil {
		s += fmt.Sprintf(", User %q", n.User.String())
	}
	if n.Fragment != "" {
		s += fmt.Sprintf(", Fragment %q", n.Fragment)
	}
	return s
}

// TestSecurityDifferentials checks each row of the table: what this
// library makes of the input, host kind and address included, and what
// net/url makes of it.
func TestSecurityDifferentials(t *testing.T) {
	for _, c := range securityCases {
		u, err := ParseWithBase(c.input, c.base)
		switch {
		case c.fail != "":
			var ve validation.Error
			if err == nil || !errors.As(err, &ve) || ve.Type != c.fail {
				t.Errorf("ParseWithBase(%q, %q) = %v, %v; want failure %s", c.input, c.base, u, err, c.fail)
			}
		case err != nil:
			t.Errorf("ParseWithBase(%q, %q) failed: %v; want %q", c.input, c.base, err, c.href)
		default:
			if u.Href() != c.href || u.HostKind() != c.kind {
				t.Errorf("ParseWithBase(%q, %q) = %q (host kind %v), want %q (%v)", c.input, c.base, u.Href(), u.HostKind(), c.href, c.kind)
			}
			addr, ok := u.HostAddr()
			if ok != (c.addr != "") || ok && addr.String() != c.addr {
				t.Errorf("ParseWithBase(%q, %q).HostAddr() = %v, %v; want %q", c.input, c.base, addr, ok, c.addr)
			}
			if c.show != nil {
				if got := c.show(u, c); got != c.extra {
					t.Errorf("ParseWithBase(%q, %q): %s, want %s", c.input, c.base, got, c.extra)
				}
			}
		}
		netRead := netResult
		if c.netShow != nil {
			netRead = func(string, string) string { return c.netShow(c) }
		}
		if got := netRead(c.input, c.base); got != c.net {
			t.Errorf("net/url on %q (base %q) = %s, want %s", c.input, c.base, got, c.net)
		}
	}
}

// The markers around the generated table in SECURITY.md.
const (
	tableStart = "<!-- Differential table: generated from securityCases by `go test -run TestSecurityTable -update-security`. -->\n"
	tableEnd   = "<!-- End of the differential table. -->\n"
)

// securityTable renders securityCases as the Markdown table of
// SECURITY.md.
func securityTable() string {
	var b strings.Builder
	b.WriteString("| Class | Input | This library | net/url |\n")
	b.WriteString("| --- | --- | --- | --- |\n")
	// A string is shown as it is in a code span, or Go-quoted when it
	// has a control or an invisible character.
	code := func(s string) string {
		for _, r := range s {
			if !unicode.IsGraphic(r) || r == '`' {
				s = strconv.QuoteToGraphic(s)
				break
			}
		}
		return "`" + strings.ReplaceAll(s, "|", `\|`) + "`"
	}
	for _, c := range securityCases {
		in := code(c.input)
		if c.base != "" {
			in += " against " + code(c.base)
		}
		var ours string
		if c.fail != "" {
			ours = "fails: " + string(c.fail)
		} else {
			ours = code(c.href) + ", " + c.kind.String() + " host"
			if c.kind == HostNone {
				ours = code(c.href) + ", no host"
			}
			if c.addr != "" {
				ours += " " + c.addr
			}
			if c.extra != "" {
				ours += "; " + c.extra
			}
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", c.class, in, ours, code(c.net))
	}
	return b.String()
}

// TestSecurityTable checks that the table in SECURITY.md is the one
// securityCases generate; with -update-security it rewrites it.
func TestSecurityTable(t *testing.T) {
	doc, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(doc, []byte(tableStart))
	j := bytes.Index(doc, []byte(tableEnd))
	if i < 0 || j < i {
		t.Fatalf("SECURITY.md has no differential table between the markers %q and %q", tableStart, tableEnd)
	}
	got, want := string(doc[i+len(tableStart):j]), securityTable()
	if got == want {
		return
	}
	if *updateSecurity {
		out := append(append(append([]byte{}, doc[:i+len(tableStart)]...), want...), doc[j:]...)
		if err := os.WriteFile("SECURITY.md", out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the differential table in SECURITY.md is not securityCases'; run go test -run TestSecurityTable -update-security. Want:\n%s", want)
}

// TestSecurityClasses checks that every class SECURITY.md explains has
// rows in the table, and every class in the table is explained.
func TestSecurityClasses(t *testing.T) {
	doc, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	classes := map[string]bool{}
	for _, c := range securityCases {
		classes[c.class] = true
	}
	// The classes are the "### " sections of "## Parser differentials".
	explained := map[string]bool{}
	in := false
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "## ") {
			in = line == "## Parser differentials"
		}
		if name, ok := strings.CutPrefix(line, "### "); ok && in {
			explained[name] = true
			if !classes[name] {
				t.Errorf("SECURITY.md explains class %q, which has no row in securityCases", name)
			}
		}
	}
	for c := range classes {
		if !explained[c] {
			t.Errorf("class %q has rows but no \"### %s\" section in SECURITY.md", c, c)
		}
	}
}
