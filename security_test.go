// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	neturl "net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

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
	fail string

	// net/url: Parse(input), or Parse(base).Parse(input), as netResult
	// renders it.
	net string
}

// The classes, in the order of SECURITY.md.
const (
	classBackslash   = "Backslashes"
	classIPv4        = "IPv4 shorthands"
	classUserinfo    = "Userinfo `@` tricks"
	classDots        = "Full-width and ideographic dots"
	classSlashes     = "Missing and extra slashes"
	classTabs        = "Tabs and newlines"
	classControls    = "Leading and trailing controls and spaces"
	classPercentHost = "Percent-encoded hosts"
	classMapped      = "IPv4-mapped IPv6"
	classIDNA        = "Invisible and mapped code points in hosts"
	classDotSegments = "Encoded dot segments"
	classPort        = "Ports"
	classZone        = "IPv6 zone identifiers"
)

const exampleBase = "https://example.com/dir/"

var securityCases = []securityCase{
	// A backslash is a slash in special URLs, so it ends the host;
	// RFC 3986 parsers take it as part of the userinfo or the path.
	{class: classBackslash, input: `http://a\@b/`, href: "http://a/@b/", kind: HostDomain, net: `error: net/url: invalid userinfo`},
	{class: classBackslash, input: `http://good.com\@evil.com/`, href: "http://good.com/@evil.com/", kind: HostDomain, net: `error: net/url: invalid userinfo`},
	{class: classBackslash, input: `/\evil.com`, base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `Host "example.com", Path "/\\evil.com"`},
	{class: classBackslash, input: `\\evil.com`, base: exampleBase, href: "https://evil.com/", kind: HostDomain, net: `Host "example.com", Path "/dir/\\\\evil.com"`},

	// A host that ends in a number is an IPv4 address, in any of the
	// forms inet_aton reads: the resolver that net/url's caller hands
	// the host to reads 0x7f.1 as 127.0.0.1 too.
	{class: classIPv4, input: "http://0x7f.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "0x7f.1", Path "/"`},
	{class: classIPv4, input: "http://127.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "127.1", Path "/"`},
	{class: classIPv4, input: "http://2130706433/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "2130706433", Path "/"`},
	{class: classIPv4, input: "http://0177.0.0.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "0177.0.0.1", Path "/"`},
	{class: classIPv4, input: "http://0/", href: "http://0.0.0.0/", kind: HostIPv4, addr: "0.0.0.0", net: `Host "0", Path "/"`},
	{class: classIPv4, input: "http://foo.0x7f/", fail: "IPv4-non-numeric-part", net: `Host "foo.0x7f", Path "/"`},

	// The host follows the last "@" of the authority; the fragment and
	// query end the authority before any "@" after them.
	{class: classUserinfo, input: "http://good.com@evil.com/", href: "http://good.com@evil.com/", kind: HostDomain, net: `Host "evil.com", Path "/", User "good.com"`},
	{class: classUserinfo, input: "http://a@b@evil.com/", href: "http://a%40b@evil.com/", kind: HostDomain, net: `Host "evil.com", Path "/", User "a%40b"`},
	{class: classUserinfo, input: "http://good.com:443@evil.com/", href: "http://good.com:443@evil.com/", kind: HostDomain, net: `Host "evil.com", Path "/", User "good.com:443"`},
	{class: classUserinfo, input: "http://evil.com#@good.com/", href: "http://evil.com/#@good.com/", kind: HostDomain, net: `Host "evil.com", Fragment "@good.com/"`},

	// UTS #46 maps U+3002 IDEOGRAPHIC FULL STOP and U+FF0E FULLWIDTH FULL
	// STOP to ".", and full-width letters and digits to ASCII.
	{class: classDots, input: "http://example。com/", href: "http://example.com/", kind: HostDomain, net: `Host "example。com", Path "/"`},
	{class: classDots, input: "http://127。0。0。1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "127。0。0。1", Path "/"`},
	{class: classDots, input: "http://１２７．０．０．１/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `Host "１２７．０．０．１", Path "/"`},
	{class: classDots, input: "http://ｅｘａｍｐｌｅ．ｃｏｍ/", href: "http://example.com/", kind: HostDomain, net: `Host "ｅｘａｍｐｌｅ．ｃｏｍ", Path "/"`},

	// A special URL skips any number of slashes (and backslashes) before
	// its host, and needs none.
	{class: classSlashes, input: "https:///evil.com/", href: "https://evil.com/", kind: HostDomain, net: `Host "", Path "/evil.com/"`},
	{class: classSlashes, input: "http:/evil.com/", href: "http://evil.com/", kind: HostDomain, net: `Host "", Path "/evil.com/"`},
	{class: classSlashes, input: "http:evil.com/", href: "http://evil.com/", kind: HostDomain, net: `Host "", Opaque "evil.com/"`},
	{class: classSlashes, input: `http:\\evil.com/`, href: "http://evil.com/", kind: HostDomain, net: `Host "", Opaque "\\\\evil.com/"`},
	{class: classSlashes, input: "https:evil.com/", base: exampleBase, href: "https://example.com/dir/evil.com/", kind: HostDomain, net: `Host "", Opaque "evil.com/"`},

	// Every tab, line feed and carriage return is removed, anywhere.
	{class: classTabs, input: "ht\ttp://exa\nmple.com/", href: "http://example.com/", kind: HostDomain, net: `error: net/url: invalid control character in URL`},
	{class: classTabs, input: "http://127.0.0.\t1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `error: net/url: invalid control character in URL`},
	{class: classTabs, input: "java\nscript:alert(1)", href: "javascript:alert(1)", kind: HostNone, net: `error: net/url: invalid control character in URL`},

	// Leading and trailing C0 controls and spaces are removed.
	{class: classControls, input: " http://evil.com/", href: "http://evil.com/", kind: HostDomain, net: `error: first path segment in URL cannot contain colon`},
	{class: classControls, input: "\x00javascript:alert(1)\x1f", href: "javascript:alert(1)", kind: HostNone, net: `error: net/url: invalid control character in URL`},

	// A host is percent-decoded before it is parsed.
	{class: classPercentHost, input: "http://%6c%6f%63alhost/", href: "http://localhost/", kind: HostDomain, net: `error: invalid URL escape "%6c"`},
	{class: classPercentHost, input: "http://%31%32%37.0.0.1/", href: "http://127.0.0.1/", kind: HostIPv4, addr: "127.0.0.1", net: `error: invalid URL escape "%31"`},
	{class: classPercentHost, input: "http://evil.com%2f.good.com/", fail: "domain-invalid-code-point", net: `error: invalid URL escape "%2f"`},

	// An IPv6 address that embeds an IPv4 one: HostAddr gives it as
	// netip reads it; Unmap turns ::ffff:a.b.c.d into a.b.c.d.
	{class: classMapped, input: "http://[::ffff:127.0.0.1]/", href: "http://[::ffff:7f00:1]/", kind: HostIPv6, addr: "::ffff:127.0.0.1", net: `Host "[::ffff:127.0.0.1]", Path "/"`},
	{class: classMapped, input: "http://[0:0:0:0:0:ffff:7f00:1]/", href: "http://[::ffff:7f00:1]/", kind: HostIPv6, addr: "::ffff:127.0.0.1", net: `Host "[0:0:0:0:0:ffff:7f00:1]", Path "/"`},

	// UTS #46 removes soft hyphens and zero-width spaces, and lowercases.
	{class: classIDNA, input: "http://ex\u00ADample.com/", href: "http://example.com/", kind: HostDomain, net: `Host "ex\u00adample.com", Path "/"`},
	{class: classIDNA, input: "http://ex\u200Bample.com/", href: "http://example.com/", kind: HostDomain, net: `Host "ex\u200bample.com", Path "/"`},
	{class: classIDNA, input: "HTTP://EXAMPLE.COM/", href: "http://example.com/", kind: HostDomain, net: `Host "EXAMPLE.COM", Path "/"`},

	// "%2e" is a dot in a dot segment, and dot segments are removed; net/url
	// decodes it into Path and keeps the segment.
	{class: classDotSegments, input: "http://a/%2e%2e/admin", href: "http://a/admin", kind: HostDomain, net: `Host "a", Path "/../admin"`},
	{class: classDotSegments, input: "/static/%2e%2e/admin", base: exampleBase, href: "https://example.com/admin", kind: HostDomain, net: `Host "example.com", Path "/static/../admin"`},

	// A port is at most 65535; a default port is dropped.
	{class: classPort, input: "http://a:65616/", fail: "port-out-of-range", net: `Host "a:65616", Path "/"`},
	{class: classPort, input: "http://a:0080/", href: "http://a/", kind: HostDomain, net: `Host "a:0080", Path "/"`},

	// The standard's IPv6 syntax has no zone identifier.
	{class: classZone, input: "http://[fe80::1%25eth0]/", fail: "IPv6-invalid-code-point", net: `Host "[fe80::1%eth0]", Path "/"`},
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
			var ve ValidationError
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
		}
		if got := netResult(c.input, c.base); got != c.net {
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
			ours = "fails: " + c.fail
		} else {
			ours = code(c.href) + ", " + c.kind.String() + " host"
			if c.kind == HostNone {
				ours = code(c.href) + ", no host"
			}
			if c.addr != "" {
				ours += " " + c.addr
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
	explained := map[string]bool{}
	for _, line := range strings.Split(string(doc), "\n") {
		if name, ok := strings.CutPrefix(line, "### "); ok {
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
