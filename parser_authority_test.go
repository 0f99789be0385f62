// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	neturl "net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url/validation"
)

// The authority and host states copy userinfo, an opaque host and a port
// as they are when nothing in them changes. These tests check each copy
// against the general way (the percent-encoder, the decimal serializer)
// on inputs that do and do not need it.

// TestUserinfoCopied checks the userinfo the parser writes against
// appendUTF8PercentEncoded of its username and password.
func TestUserinfoCopied(t *testing.T) {
	for _, ui := range []string{
		"user", "user:pass", "u:p:q", ":pass", "user:", "a@b:c@d", "a b:c",
		"ü:ß", "%41:%zz", "a\x7f:b", "a;b=c:d&e", "[::1]:x", "user::", "@",
	} {
		for _, scheme := range []string{"https", "postgres"} {
			in := scheme + "://" + ui + "@h/"
			u, err := Parse(in)
			if err != nil {
				t.Errorf("Parse(%q): %v", in, err)
				continue
			}
			user, pass, _ := strings.Cut(ui, ":")
			want := string(appendUTF8PercentEncoded(nil, user, &userinfoSet))
			if pass != "" {
				want += ":" + string(appendUTF8PercentEncoded(nil, pass, &userinfoSet))
			}
			if want != "" {
				want += "@"
			}
			if got := u.String(); got != scheme+"://"+want+"h/" {
				t.Errorf("Parse(%q) = %q, want the userinfo %q", in, got, want)
			}
		}
	}
}

// TestOpaqueHostCopied checks the opaque hosts the parser writes against
// appendUTF8PercentEncoded with the C0 control percent-encode set.
func TestOpaqueHostCopied(t *testing.T) {
	for _, h := range []string{"localhost", "foo,bar", "a%20b", "ü", "a\x7fb", "x!$&'()*+,;=", "~_-."} {
		in := "postgres://" + h + "/db"
		u, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		want := "postgres://" + string(appendUTF8PercentEncoded(nil, h, &c0ControlSet)) + "/db"
		if got := u.String(); got != want {
			t.Errorf("Parse(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPortCopied checks the port the parser writes against the decimal
// serialization of its value, default ports aside.
func TestPortCopied(t *testing.T) {
	for _, digits := range []string{"0", "00", "1", "01", "8080", "08080", "65535", "000443", "443", "0000000000080"} {
		for _, scheme := range []string{"https", "postgres"} {
			in := scheme + "://h:" + digits + "/"
			u, err := Parse(in)
			if err != nil {
				t.Errorf("Parse(%q): %v", in, err)
				continue
			}
			n, _ := strconv.Atoi(digits)
			want := scheme + "://h:" + strconv.Itoa(n) + "/"
			if scheme == "https" && n == 443 {
				want = "https://h/"
			}
			if got := u.String(); got != want {
				t.Errorf("Parse(%q) = %q, want %q", in, got, want)
			}
		}
	}
}

// ipv6NotFirst are the inputs of CVE-2026-25679, an IPv6 literal that is
// not at the start of the host, and the validation error that makes each
// fail.
var ipv6NotFirst = []struct {
	input string
	fail  validation.Type
}{
	{"http://evil.com[::1]/", validation.DomainToASCII},
	{"http://a[::1]:80/", validation.DomainToASCII},
	{"http://x@a[::1]b/", validation.DomainToASCII},
	{"sc://a[::1]/", validation.HostInvalidCodePoint},
	{"http://[::1]x/", validation.IPv6Unclosed},
}

// TestAdvisoryIPv6NotFirst checks CVE-2026-25679: a host with an IPv6
// literal after other bytes fails, by every entry point, as net/url now
// fails it. A "[" is a forbidden host code point, and a host that starts
// with "[" must end with "]".
// See https://url.spec.whatwg.org/#concept-host-parser.
func TestAdvisoryIPv6NotFirst(t *testing.T) {
	base := mustParse(t, "https://example.com/")
	for _, c := range ipv6NotFirst {
		for _, parse := range []struct {
			name string
			f    func(string) (*URL, error)
		}{
			{"Parse", Parse},
			{"ParseWithBase", func(s string) (*URL, error) { return ParseWithBase(s, "") }},
			{"(*URL).Parse", base.Parse},
			{"SetHref", func(s string) (*URL, error) { u := mustParse(t, "http://h/"); return u, u.SetHref(s) }},
		} {
			_, err := parse.f(c.input)
			var ve validation.Error
			if !errors.As(err, &ve) || ve.Type != c.fail {
				t.Errorf("%s(%q): %v, want %s", parse.name, c.input, err, c.fail)
			}
		}
		// SetHost and SetHostname refuse it too, and leave the URL as it
		// was.
		host := c.input[strings.Index(c.input, "//")+2 : strings.LastIndexByte(c.input, '/')]
		u := mustParse(t, "http://h/")
		u.SetHost(host)
		u.SetHostname(host)
		if u.String() != "http://h/" {
			t.Errorf("SetHost(%q): the URL became %q", host, u.String())
		}
	}
}

// TestAdvisoryRows checks that SECURITY.md's rows for CVE-2026-25679 say
// what the parsers do: this library's error and net/url's.
func TestAdvisoryRows(t *testing.T) {
	doc, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ipv6NotFirst {
		_, nerr := neturl.Parse(c.input)
		netResult := "parses"
		if nerr != nil {
			netResult = "fails: " + nerr.(*neturl.Error).Err.Error()
		}
		row := "| CVE-2026-25679 | `" + c.input + "` | fails: " + c.fail.String() + " | " + netResult + " |"
		if !strings.Contains(string(doc), row) {
			t.Errorf("SECURITY.md has no row\n%s", row)
		}
	}
}

// TestIsCanonicalDomain checks isCanonicalDomain, whose tests of the last
// bytes send only some hosts to endsInANumber, against endsInANumber
// itself: every host of one to four bytes from the bytes that matter to
// the IPv4 number rules, each also with a final "." and behind a label.
func TestIsCanonicalDomain(t *testing.T) {
	const bytes = "0159afgxz.-_"
	var hosts []string
	var grow func(s string)
	grow = func(s string) {
		if s != "" {
			hosts = append(hosts, s, s+".", "ab."+s, "0x."+s)
		}
		if len(s) < 4 {
			for i := 0; i < len(bytes); i++ {
				grow(s + bytes[i:i+1])
			}
		}
	}
	grow("")
	hosts = append(hosts, "", "other.example", "cdn.example.net", "a.0x1f", "a.0xfg", "a.1e", "x.0xe.")
	for _, h := range hosts {
		want := h != "" && !endsInANumber([]byte(h))
		if got := isCanonicalDomain(h); got != want {
			t.Errorf("isCanonicalDomain(%q) = %v, want %v", h, got, want)
		}
	}
}
