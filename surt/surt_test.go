// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package surt

import (
	"errors"
	"strings"
	"testing"
)

// TestKeyIA runs the published examples of the Internet Archive's surt
// package (its README and tests/test_surt.py, from WaybackURLKeyMakerTest)
// that need no session-id stripping or Google canonicalization.
func TestKeyIA(t *testing.T) {
	withScheme := IA
	withScheme.WithScheme = true
	comma := IA
	comma.TrailingComma = true
	schemeComma := withScheme
	schemeComma.TrailingComma = true
	noMassage := IA
	noMassage.TrimWWW = false
	noMassageScheme := noMassage
	noMassageScheme.WithScheme = true
	noMassageSchemeComma := noMassageScheme
	noMassageSchemeComma.TrailingComma = true
	tests := []struct {
		o        Options
		in, want string
	}{
		// Pseudo-URLs of ARC and WARC files, and URLs with no host, stay.
		{IA, "filedesc:foo.arc.gz", "filedesc:foo.arc.gz"},
		{IA, "filedesc:/foo.arc.gz", "filedesc:/foo.arc.gz"},
		{IA, "filedesc://foo.arc.gz", "filedesc://foo.arc.gz"},
		{IA, "warcinfo:foo.warc.gz", "warcinfo:foo.warc.gz"},
		{IA, "dns:alexa.com", "dns:alexa.com"},
		{IA, "dns:archive.org", "dns:archive.org"},
		{IA, "mailto:foo@example.com", "mailto:foo@example.com"},
		{withScheme, "mailto:foo@example.com", "mailto:foo@example.com"},
		{comma, "dns:archive.org", "dns:archive.org"},
		{schemeComma, "warcinfo:foo.warc.gz", "warcinfo:foo.warc.gz"},
		// The README's example and its neighbours.
		{IA, "http://www.archive.org/", "org,archive)/"},
		{IA, "http://archive.org/", "org,archive)/"},
		{IA, "http://archive.org/goo/", "org,archive)/goo"},
		{IA, "http://archive.org/goo/?", "org,archive)/goo"},
		{IA, "http://archive.org/goo/?b&a", "org,archive)/goo?a&b"},
		{IA, "http://archive.org/goo/?a=2&b&a=1", "org,archive)/goo?a=1&a=2&b"},
		{comma, "http://archive.org/goo/?a=2&b&a=1", "org,archive,)/goo?a=1&a=2&b"},
		{IA, "whois://whois.isoc.org.il/shaveh.co.il", "il,org,isoc,whois)/shaveh.co.il"},
		{withScheme, "whois://whois.isoc.org.il/shaveh.co.il", "whois://(il,org,isoc,whois)/shaveh.co.il"},
		{comma, "whois://whois.isoc.org.il/shaveh.co.il", "il,org,isoc,whois,)/shaveh.co.il"},
		{schemeComma, "whois://whois.isoc.org.il/shaveh.co.il", "whois://(il,org,isoc,whois,)/shaveh.co.il"},
		// Scheme, trailing comma and www massage, each way.
		{withScheme, "http://www.example.com/", "http://(com,example)/"},
		{IA, "http://www.example.com/", "com,example)/"},
		{schemeComma, "http://www.example.com/", "http://(com,example,)/"},
		{schemeComma, "https://www.example.com/", "https://(com,example,)/"},
		{comma, "ftp://www.example.com/", "com,example,)/"},
		{IA, "ftp://www.example.com/", "com,example)/"},
		{schemeComma, "ftp://www.example.com/", "ftp://(com,example,)/"},
		{noMassageScheme, "http://www.example.com/", "http://(com,example,www)/"},
		{noMassage, "http://www.example.com/", "com,example,www)/"},
		{noMassageSchemeComma, "http://www.example.com/", "http://(com,example,www,)/"},
		{noMassageSchemeComma, "https://www.example.com/", "https://(com,example,www,)/"},
		{noMassageSchemeComma, "ftp://www.example.com/", "ftp://(com,example,www,)/"},
		// The IA canonicalizer's examples: default ports, www digits, case.
		{IA, "http://ARCHIVE.ORG/", "org,archive)/"},
		{IA, "http://www.archive.org:80/", "org,archive)/"},
		{IA, "https://www.archive.org:80/", "org,archive:80)/"},
		{IA, "https://www.archive.org:443/", "org,archive)/"},
		{IA, "http://www34.archive.org/index.html?b=a&b=b&a=b", "org,archive)/index.html?a=b&b=a&b=b"},
		{IA, "http://www2.www2foo.com/", "com,www2foo)/"},
		{IA, "http://example.com/foo?X=Y", "com,example)/foo?x=y"},
		{IA, "http://archive.org/index.html?a=1&", "org,archive)/index.html?&a=1"},
	}
	for _, tc := range tests {
		got, err := Key(tc.in, tc.o)
		if err != nil || got != tc.want {
			t.Errorf("Key(%q, %+v) = %q, %v, want %q", tc.in, tc.o, got, err, tc.want)
		}
	}
}

func TestKey(t *testing.T) {
	tests := []struct {
		o        Options
		in, want string
	}{
		// The zero Options: the transform of the href, fragment dropped.
		{Options{}, "http://www.Example.com/A/?b=1&a=2#f", "com,example,www)/A/?b=1&a=2"},
		// Heritrix's form, with port and userinfo in the authority.
		{Heritrix, "http://u:p@www.example.com:8080/a?q#f", "http://(com,example,www,:8080@u:p)/a?q#f"},
		// The standard's sort: stable by name, form-serialized.
		{Options{Query: QuerySorted}, "http://h.org/?b&a=2&a=1", "org,h)/?a=2&a=1&b="},
		// IPv4 reversed, IPv6 kept in brackets.
		{Options{}, "http://10.0.0.1/", "1,0,0,10)/"},
		{Options{}, "http://[2001:db8::1]:81/", "[2001:db8::1]:81)/"},
		// www followed by non-digits is kept.
		{IA, "http://www.com/", "com)/"}, // as the IA's massage does
		{IA, "http://wwwx.example.com/", "com,example,wwwx)/"},
	}
	for _, tc := range tests {
		got, err := Key(tc.in, tc.o)
		if err != nil || got != tc.want {
			t.Errorf("Key(%q, %+v) = %q, %v, want %q", tc.in, tc.o, got, err, tc.want)
		}
	}
	if got, err := Key("/a", IA); !errors.Is(err, ErrNotAbsolute) {
		t.Errorf("Key(%q) = %q, %v, want ErrNotAbsolute", "/a", got, err)
	}
}

// TestSSURTPrefixes checks the example prefixes of the SSURT description
// (https://github.com/iipc/urlcanon/blob/master/ssurt.rst): each must be a
// prefix of the SSURT of the URLs it is said to match, and of no other.
func TestSSURTPrefixes(t *testing.T) {
	tests := []struct {
		prefix       string
		match, other []string
	}{
		// *.nla.gov.au
		{"au,gov,nla,", []string{"http://nla.gov.au/", "https://www.nla.gov.au/x"}, []string{"http://nla.gov.au.evil/", "http://xnla.gov.au/"}},
		// everything on host nla.gov.au regardless of scheme and port
		{"au,gov,nla,//", []string{"http://nla.gov.au/", "ftp://nla.gov.au:21/", "https://nla.gov.au:8443/"}, []string{"http://www.nla.gov.au/"}},
		// everything on port 8000 on host nla.gov.au
		{"au,gov,nla,//8000:", []string{"http://nla.gov.au:8000/", "https://nla.gov.au:8000/a"}, []string{"http://nla.gov.au:8001/", "http://nla.gov.au/"}},
		// http and no port specified, any userinfo
		{"au,gov,nla,//:http", []string{"http://nla.gov.au/", "http://u:p@nla.gov.au/"}, []string{"http://nla.gov.au:8000/"}},
		// http on port 8000, blank userinfo
		{"au,gov,nla,//8000:http:", []string{"http://nla.gov.au:8000/x"}, []string{"http://foo@nla.gov.au:8000/"}},
		// http on port 8000, userinfo foo:bar
		{"au,gov,nla,//8000:http@foo:bar:", []string{"http://foo:bar@nla.gov.au:8000/"}, []string{"http://foo:baz@nla.gov.au:8000/"}},
		// everything in the IPv4 subnet 10.0.0.0/8
		{"10.", []string{"http://10.1.2.3/", "http://012.1.2.3/"}, []string{"http://110.1.2.3/"}},
		// everything in the IPv6 subnet 2001:0db8::/32
		{"[2001:0db8:", []string{"http://[2001:db8::1]/", "ws://[2001:db8:0:42:0:8a2e:370:7334]:80/chat"}, []string{"http://[2001:db9::1]/"}},
	}
	for _, tc := range tests {
		for _, in := range tc.match {
			if got, err := SSURT(in); err != nil || !strings.HasPrefix(got, tc.prefix) {
				t.Errorf("SSURT(%q) = %q, %v, want prefix %q", in, got, err, tc.prefix)
			}
		}
		for _, in := range tc.other {
			if got, err := SSURT(in); err != nil || strings.HasPrefix(got, tc.prefix) {
				t.Errorf("SSURT(%q) = %q, %v, want no prefix %q", in, got, err, tc.prefix)
			}
		}
	}
}

func TestSSURT(t *testing.T) {
	tests := []struct{ in, want string }{
		// The description's full example.
		{"ws://[2001:0db8:0000:0042:0000:8a2e:0370:7334]:80/chat", "[2001:0db8:0000:0042:0000:8a2e:0370:7334]//:ws:/chat"},
		{"http://foo:bar@nla.gov.au:8000/p?q#f", "au,gov,nla,//8000:http@foo:bar:/p?q#f"},
		{"https://www.example.com/", "com,example,www,//:https:/"},
		{"file:///etc/hosts", "//:file:/etc/hosts"},
		{"mailto:a@b.org", "mailto:a@b.org"},
		{"http://h/?", "h,//:http:/?"},
	}
	for _, tc := range tests {
		if got, err := SSURT(tc.in); err != nil || got != tc.want {
			t.Errorf("SSURT(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
}
