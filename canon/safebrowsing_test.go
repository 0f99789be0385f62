// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// safeBrowsingExamples are every example of the canonicalization section of
// https://developers.google.com/safe-browsing/v4/urls-hashing, in its order.
var safeBrowsingExamples = []struct{ in, want string }{
	{"http://host/%25%32%35", "http://host/%25"},
	{"http://host/%25%32%35%25%32%35", "http://host/%25%25"},
	{"http://host/%2525252525252525", "http://host/%25"},
	{"http://host/asdf%25%32%35asd", "http://host/asdf%25asd"},
	{"http://host/%%%25%32%35asd%%", "http://host/%25%25%25asd%25%25"},
	{"http://www.google.com/", "http://www.google.com/"},
	{"http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/%77%77%77%2E%65%62%61%79%2E%63%6F%6D/", "http://168.188.99.26/.secure/www.ebay.com/"},
	{"http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/", "http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/"},
	{"http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833%252944_55%252B", "http://host%23.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+"},
	{"http://3279880203/blah", "http://195.127.0.11/blah"},
	{"http://www.google.com/blah/..", "http://www.google.com/"},
	{"www.google.com/", "http://www.google.com/"},
	{"www.google.com", "http://www.google.com/"},
	{"http://www.evil.com/blah#frag", "http://www.evil.com/blah"},
	{"http://www.GOOgle.com/", "http://www.google.com/"},
	{"http://www.google.com.../", "http://www.google.com/"},
	{"http://www.google.com/foo\tbar\rbaz\n2", "http://www.google.com/foobarbaz2"},
	{"http://www.google.com/q?", "http://www.google.com/q?"},
	{"http://www.google.com/q?r?", "http://www.google.com/q?r?"},
	{"http://www.google.com/q?r?s", "http://www.google.com/q?r?s"},
	{"http://evil.com/foo#bar#baz", "http://evil.com/foo"},
	{"http://evil.com/foo;", "http://evil.com/foo;"},
	{"http://evil.com/foo?bar;", "http://evil.com/foo?bar;"},
	{"http://\x01\x80.com/", "http://%01%80.com/"},
	{"http://notrailingslash.com", "http://notrailingslash.com/"},
	{"http://www.gotaport.com:1234/", "http://www.gotaport.com/"},
	{"  http://www.google.com/  ", "http://www.google.com/"},
	{"http:// leadingspace.com/", "http://%20leadingspace.com/"},
	{"http://%20leadingspace.com/", "http://%20leadingspace.com/"},
	{"%20leadingspace.com/", "http://%20leadingspace.com/"},
	{"https://www.securesite.com/", "https://www.securesite.com/"},
	{"http://host.com/ab%23cd", "http://host.com/ab%23cd"},
	{"http://host.com//twoslashes?more//slashes", "http://host.com/twoslashes?more//slashes"},
}

func TestSafeBrowsingSpecExamples(t *testing.T) {
	for _, tc := range safeBrowsingExamples {
		got, err := SafeBrowsing(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestSafeBrowsing(t *testing.T) {
	tests := []struct{ in, want string }{
		// The IPv6 rules of the reference's newer version.
		{"http://[2001:0db8:0000::1]/", "http://[2001:db8::1]/"},
		{"http://[::ffff:1.2.3.4]/", "http://1.2.3.4/"},
		{"http://[64:ff9b::1.2.3.4]/", "http://1.2.3.4/"},
		// IPv4 in every legal form: octal, hex, fewer parts.
		{"http://017.0.0.1/", "http://15.0.0.1/"},
		{"http://0xc37f000b/blah", "http://195.127.0.11/blah"},
		{"http://10.0.258/", "http://10.0.1.2/"},
		// A number too large for IPv4 is a host name.
		{"http://4294967296/blah", "http://4294967296/blah"},
		// Dots collapse before the address is read.
		{"http://1.2..3.4/", "http://1.2.3.4/"},
		// Twice-escaped dot segments resolve once decoded.
		{"http://h/a/%252E%252E/b", "http://h/b"},
		// Resolution comes before slashes collapse: ".." removes the empty segment.
		{"http://h/a//%252E%252E/b", "http://h/a/b"},
		// An IDN is in Punycode; a twice-escaped one too.
		{"http://bücher.example/", "http://xn--bcher-kva.example/"},
		{"http://b%25C3%25BCcher.example/", "http://xn--bcher-kva.example/"},
		// Userinfo and port are dropped, the scheme is lower-cased.
		{"HTTP://user:pw@Example.com:8080/x", "http://example.com/x"},
		// The query is unescaped and escaped but not path-canonicalized.
		{"http://h/p?a=%2520/./b", "http://h/p?a=%20/./b"},
		// A decoded "/" in a host is escaped so the key reads back the same.
		{"http://a%252Fb.com/", "http://a%2Fb.com/"},
		// A decoded "\" in a path is escaped (a raw one is "/" in an http URL).
		{"http://h/a%5Cb", "http://h/a%5Cb"},
		// Bytes that are not UTF-8 are U+FFFD in the path and query.
		{"http://h/\x80?\xff", "http://h/%EF%BF%BD?%EF%BF%BD"},
		// A string that is no http URL is read as one with "http://" before it.
		{"www.google.com:80/x", "http://www.google.com/x"},
	}
	for _, tc := range tests {
		got, err := SafeBrowsing(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestSafeBrowsingErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error
	}{
		{"ftp://example.com/", ErrSafeBrowsingScheme}, // not http or https
		{"http://.../", ErrEmptyHost},                 // only dots
	}
	for _, tc := range tests {
		if got, err := SafeBrowsing(tc.in); !errors.Is(err, tc.want) {
			t.Errorf("SafeBrowsing(%q) = %q, %v, want error %v", tc.in, got, err, tc.want)
		}
	}
}

func TestSafeBrowsingExpressions(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		// The three examples of the specification's section, in its order.
		{"http://a.b.c/1/2.html?param=1", []string{
			"a.b.c/1/2.html?param=1", "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/",
			"b.c/1/2.html?param=1", "b.c/1/2.html", "b.c/", "b.c/1/",
		}},
		{"http://a.b.c.d.e.f.g/1.html", []string{
			"a.b.c.d.e.f.g/1.html", "a.b.c.d.e.f.g/",
			"c.d.e.f.g/1.html", "c.d.e.f.g/",
			"d.e.f.g/1.html", "d.e.f.g/",
			"e.f.g/1.html", "e.f.g/",
			"f.g/1.html", "f.g/",
		}},
		{"http://1.2.3.4/1/", []string{"1.2.3.4/1/", "1.2.3.4/"}},
		// At most four prefixes.
		{"http://h.com/1/2/3/4/5/6", []string{
			"h.com/1/2/3/4/5/6", "h.com/", "h.com/1/", "h.com/1/2/", "h.com/1/2/3/",
		}},
		// No host suffixes for an IPv6 address; an empty query is a query.
		{"http://[::1]/a?", []string{"[::1]/a?", "[::1]/a", "[::1]/"}},
	}
	for _, tc := range tests {
		got, err := SafeBrowsingExpressions(tc.in)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("SafeBrowsingExpressions(%q) =\n%q, %v\nwant\n%q", tc.in, got, err, tc.want)
		}
	}
}

// unescapeSlowly is the specification's wording: percent-unescape, again
// and again, until nothing changes.
func unescapeSlowly(s string) string {
	for {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
				i += 2
				continue
			}
			b.WriteByte(s[i])
		}
		if b.String() == s {
			return s
		}
		s = b.String()
	}
}

func TestUnescapeRepeatedly(t *testing.T) {
	for _, s := range []string{
		"%!A%21%21%25", "%", "%2", "%25", "%25%", "%2525", "%252525", "%25%32%35",
		"%%32%35", "%4%31", "%%341", "%%4141", "%2%35",
	} {
		if got, want := unescapeRepeatedly(s), unescapeSlowly(s); got != want {
			t.Errorf("unescapeRepeatedly(%q) = %q, want %q", s, got, want)
		}
	}
}
