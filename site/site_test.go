// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package site

import (
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

func mustOrigin(t *testing.T, s string) origin.Origin {
	t.Helper()
	u, err := url.ParseWithBase(s, "")
	if err != nil {
		t.Fatal(err)
	}
	return origin.Of(u)
}

// TestPublicSuffix runs the example table of the URL Standard
// (#example-host-psl), and hosts that are not domains.
func TestPublicSuffix(t *testing.T) {
	for _, c := range []struct {
		host, suffix, registrable string // "" for null
	}{
		{"com", "com", ""},
		{"example.com", "com", "example.com"},
		{"www.example.com", "com", "example.com"},
		{"sub.www.example.com", "com", "example.com"},
		{"EXAMPLE.COM", "com", "example.com"},
		{"example.com.", "com.", "example.com."},
		{"github.io", "github.io", ""},
		{"whatwg.github.io", "github.io", "whatwg.github.io"},
		{"إختبار", "xn--kgbechtv", ""},
		{"example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "", ""},
		// Not in the standard's table: an unknown top-level domain is
		// its own public suffix (the list's rule "*"), and IPv4 hosts
		// have none.
		{"example.notatld", "notatld", "example.notatld"},
		{"127.0.0.1", "", ""},
		{"foo.co.uk", "co.uk", "foo.co.uk"},
	} {
		u, err := url.ParseWithBase("https://"+c.host+"/", "")
		if err != nil {
			t.Fatal(err)
		}
		ps, ok := PublicSuffix(u)
		if ok != (c.suffix != "") || ps != c.suffix {
			t.Errorf("public suffix of %q = %q, %v; want %q", c.host, ps, ok, c.suffix)
		}
		rd, ok := RegistrableDomain(u)
		if ok != (c.registrable != "") || rd != c.registrable {
			t.Errorf("registrable domain of %q = %q, %v; want %q", c.host, rd, ok, c.registrable)
		}
	}
}

func TestSameSite(t *testing.T) {
	for _, c := range []struct {
		a, b               string
		schemeless, schemf bool
		site               string // a's site
	}{
		{"https://a.example.com/", "https://b.example.com:8443/", true, true, "https://example.com"},
		{"http://example.com/", "https://example.com/", true, false, "http://example.com"},
		{"https://a.github.io/", "https://b.github.io/", false, false, "https://a.github.io"}, // github.io is a public suffix
		{"https://127.0.0.1/", "https://127.0.0.1:8080/", true, true, "https://127.0.0.1"},    // no registrable domain: the host
		{"https://com/", "https://com/", true, true, "https://com"},
		{"https://example.com/", "https://example.org/", false, false, "https://example.com"},
		{"https://example.com./", "https://example.com/", false, false, "https://example.com."},
	} {
		a, b := mustOrigin(t, c.a), mustOrigin(t, c.b)
		if got := SchemelesslySameSite(a, b); got != c.schemeless {
			t.Errorf("%s SchemelesslySameSite %s = %v, want %v", c.a, c.b, got, c.schemeless)
		}
		if got := SameSite(a, b); got != c.schemf {
			t.Errorf("%s SameSite %s = %v, want %v", c.a, c.b, got, c.schemf)
		}
		if got := Of(a); got != c.site {
			t.Errorf("Of(%s) = %q, want %q", c.a, got, c.site)
		}
	}
	if SameSite(mustOrigin(t, "data:,"), mustOrigin(t, "data:,")) {
		t.Error("two opaque origins are same site")
	}
	// An opaque origin is same site with itself and its copies, and its
	// site is "null".
	o := origin.NewOpaque()
	if p := o; !SameSite(o, p) || !SchemelesslySameSite(o, p) || Of(o) != "null" {
		t.Error("an opaque origin is not same site with its copy, or its site is not null")
	}
}
