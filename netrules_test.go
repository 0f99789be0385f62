// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"runtime"
	"strings"
	"testing"
)

// The two paths through the toolchain's net/url give the same answer on
// every supported Go release (CI runs this test on Go 1.26 and Go 1.27):
// a serialization of assigned fields and the getters name the same host,
// and a zone identifier does not absorb the "]" that closes the literal.
func TestNetRulesSameOnEveryToolchain(t *testing.T) {
	t.Logf("toolchain %s", runtime.Version())

	// Go 1.27's rule: the first "/" of a "//" path with no authority is
	// written "%2F", so that the path's first segment does not read back
	// as a host.
	fieldTests := []struct {
		u        *URL
		want     string
		hostKind HostKind
	}{
		// "%2F" is a host in a special URL, where "/" is forbidden: the
		// serialization is no URL record, and the getters say no host.
		{&URL{Scheme: "http", OmitHost: true, Path: "//evil.example/p"}, "http:%2F/evil.example/p", HostNone},
		{&URL{Scheme: "http", OmitHost: true, Path: "//evil.example/p", RawQuery: "q"}, "http:%2F/evil.example/p?q", HostNone},
		// In a URL that is not special it is an opaque path.
		{&URL{Scheme: "sc", OmitHost: true, Path: "//evil.example/p"}, "sc:%2F/evil.example/p", HostNone},
		// A RawPath that encodes the path is kept after the "%2F".
		{&URL{Scheme: "sc", OmitHost: true, Path: "//a b/c/d", RawPath: "//a%20b/c%2Fd"}, "sc:%2F/a%20b/c%2Fd", HostNone},
		// With a host, or without OmitHost, there is an authority to
		// keep the path a path: the rule does not apply.
		{&URL{Scheme: "http", Host: "a.example", Path: "//p"}, "http://a.example//p", HostDomain},
	}
	for _, tt := range fieldTests {
		u := tt.u
		if got := u.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", u, got, tt.want)
		}
		if got := u.HostKind(); got != tt.hostKind {
			t.Errorf("%q: HostKind() = %v, want %v", tt.want, got, tt.hostKind)
		}
		// The getters, the fields and the parse of the serialization name
		// one host.
		host := ""
		if v, err := Parse(u.String()); err == nil {
			host = v.Hostname()
		}
		if u.Hostname() != host || u.Host != host && u.Host != "" {
			t.Errorf("%q: Hostname() = %q, Host = %q, Parse(String()).Hostname() = %q; want one host",
				tt.want, u.Hostname(), u.Host, host)
		}
		if host == "evil.example" {
			t.Errorf("%q reads back with the host evil.example", tt.want)
		}
	}
	// net/url's own URL, read through FromNetURL, follows the same rule.
	n := &neturl.URL{Scheme: "sc", OmitHost: true, Path: "//evil.example/p"}
	if v, err := FromNetURL(n); err != nil || v.Hostname() != "" || v.String() != "sc:%2F/evil.example/p" {
		t.Errorf("FromNetURL(%#v) = %v, %v; want sc:%%2F/evil.example/p with no host", n, v, err)
	}

	// The fix of golang/go#78569: a zone identifier is RFC 6874's ZoneID.
	zoneTests := []struct {
		in       string
		hostname string // "" for an error
	}{
		// "]" in the zone would make the hostname "::1%]evil.com".
		{"memcached://[::1%25]evil.com]:11211/", ""},
		{"memcached://[fe80::1%25eth0]evil.com]/", ""},
		// Sub-delimiters and an empty zone are not ZoneID.
		{"memcached://[fe80::1%25a!b]:11211/", ""},
		{"memcached://[fe80::1%25]:11211/", ""},
		// Unreserved characters and percent-encoded octets are.
		{"memcached://[fe80::1%25eth0]:11211/", "fe80::1%eth0"},
		{"memcached://u@[fe80::1%25en-0.1_~]:11211/", "fe80::1%en-0.1_~"},
		{"memcached://[fe80::1%25Wireless%20Network]/", "fe80::1%Wireless Network"},
	}
	for _, tt := range zoneTests {
		u, err := Parse(tt.in)
		if tt.hostname == "" {
			if err == nil {
				t.Errorf("Parse(%q) = %v (Hostname %q), want an error", tt.in, u, u.Hostname())
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := u.Hostname(); got != tt.hostname || u.HostKind() != HostNetURL {
			t.Errorf("Parse(%q).Hostname() = %q (%v), want %q (%v)", tt.in, got, u.HostKind(), tt.hostname, HostNetURL)
		}
	}
}

// FuzzNetReadingZone checks the zone identifier rule on any input: Parse
// never returns net/url's reading of a URL whose IPv6 literal has a zone
// that is not RFC 6874's ZoneID, whatever the fallback's route to net/url.
func FuzzNetReadingZone(f *testing.F) {
	for _, s := range []string{
		"memcached://[::1%25]evil.com]:11211/", "memcached://[fe80::1%25eth0]:11211/",
		"redis://u@[fe80::1%25en%5D0]/", "sc://[::1%25a]b]/", "sc://[::1%25%5D]/", "sc://[fe80::1%25x]@[::1]/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil || u.HostKind() != HostNetURL || !strings.HasPrefix(u.Host, "[") {
			return
		}
		h := u.Hostname()
		zone := strings.IndexByte(h, '%')
		if zone < 0 {
			return
		}
		// A zone written with "%5D" decodes to "]", which net/url's
		// Hostname shows; one written with a raw "]" is what the rule
		// rejects.
		if !netZoneValid(s) {
			t.Errorf("Parse(%q) = net/url's reading with Hostname %q, whose zone is not RFC 6874's", s, h)
		}
	})
}
