// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

func mustOrigin(t *testing.T, s string) Origin {
	t.Helper()
	u, err := ParseWithBase(s, "")
	if err != nil {
		t.Fatal(err)
	}
	return OriginOf(u)
}

func TestOriginOf(t *testing.T) {
	for _, c := range []struct {
		in, want string // want is the serialization
		opaque   bool
	}{
		{"https://user:pw@Example.COM:443/a?b#c", "https://example.com", false}, // default port, credentials dropped
		{"http://example.com:8080/", "http://example.com:8080", false},
		{"ws://[::1]:80/", "ws://[::1]", false},
		{"ftp://127.1/", "ftp://127.0.0.1", false},
		{"blob:https://whatwg.org/d0360e2f", "https://whatwg.org", false}, // the standard's example
		{"blob:file:///x", "null", true},                                  // a file: origin is opaque
		{"blob:sc://a/", "null", true},
		{"file:///etc/passwd", "null", true},
		{"data:text/plain,x", "null", true},
		{"sc://example.com/", "null", true},
	} {
		o := mustOrigin(t, c.in)
		if o.String() != c.want || o.IsOpaque() != c.opaque {
			t.Errorf("OriginOf(%q) = %q (opaque %v), want %q (%v)", c.in, o, o.IsOpaque(), c.want, c.opaque)
		}
		u, _ := ParseWithBase(c.in, "")
		if u.Origin() != c.want {
			t.Errorf("Parse(%q).Origin() = %q, want %q", c.in, u.Origin(), c.want)
		}
	}
}

func TestSameOrigin(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"https://example.com/a", "https://example.com:443/b", true}, // the default port is null
		{"https://example.com/", "http://example.com/", false},       // scheme
		{"https://example.com/", "https://example.com:8443/", false}, // port
		{"https://example.com/", "https://www.example.com/", false},  // host
		{"https://example.com/", "https://example.com./", false},     // a trailing dot is another host
		{"https://127.0.0.1/", "https://0x7f.1/", true},              // hosts compare after parsing
		{"data:,x", "data:,x", false},                                // two opaque origins
	} {
		a, b := mustOrigin(t, c.a), mustOrigin(t, c.b)
		if got := a.SameOrigin(b); got != c.want {
			t.Errorf("%s SameOrigin %s = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := b.SameOrigin(a); got != c.want {
			t.Errorf("%s SameOrigin %s = %v, want %v", c.b, c.a, got, c.want)
		}
	}
	// An opaque origin is same-origin with itself and its copies; the
	// zero Origin with nothing.
	o := NewOpaqueOrigin()
	p := o
	if !o.SameOrigin(p) || !o.SameOriginDomain(p) || !o.SameSite(p) {
		t.Error("an opaque origin is not same-origin (domain, site) with its copy")
	}
	if o.SameOrigin(NewOpaqueOrigin()) {
		t.Error("two new opaque origins are same-origin")
	}
	var z Origin
	if z.SameOrigin(z) || !z.IsOpaque() || z.String() != "null" {
		t.Error("the zero Origin is same-origin with itself, or is not opaque")
	}
}

func TestSameOriginDomain(t *testing.T) {
	a := mustOrigin(t, "https://a.example.com/")
	b := mustOrigin(t, "https://b.example.com/")
	if a.SameOriginDomain(b) {
		t.Error("different hosts without domains are same origin-domain")
	}
	if !a.WithDomain("example.com").SameOriginDomain(b.WithDomain("example.com")) {
		t.Error("both domains set to example.com are not same origin-domain")
	}
	if a.WithDomain("example.com").SameOriginDomain(a) {
		t.Error("one domain set and one null are same origin-domain")
	}
	h := mustOrigin(t, "http://b.example.com/")
	if a.WithDomain("example.com").SameOriginDomain(h.WithDomain("example.com")) {
		t.Error("different schemes are same origin-domain")
	}
	if !a.SameOriginDomain(mustOrigin(t, "https://a.example.com:443/x")) {
		t.Error("same origins with null domains are not same origin-domain")
	}
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
		u, err := ParseWithBase("https://"+c.host+"/", "")
		if err != nil {
			t.Fatal(err)
		}
		ps, ok := u.PublicSuffix()
		if ok != (c.suffix != "") || ps != c.suffix {
			t.Errorf("public suffix of %q = %q, %v; want %q", c.host, ps, ok, c.suffix)
		}
		rd, ok := u.RegistrableDomain()
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
		if got := a.SchemelesslySameSite(b); got != c.schemeless {
			t.Errorf("%s SchemelesslySameSite %s = %v, want %v", c.a, c.b, got, c.schemeless)
		}
		if got := a.SameSite(b); got != c.schemf {
			t.Errorf("%s SameSite %s = %v, want %v", c.a, c.b, got, c.schemf)
		}
		if got := a.Site(); got != c.site {
			t.Errorf("%s Site = %q, want %q", c.a, got, c.site)
		}
	}
	if mustOrigin(t, "data:,").SameSite(mustOrigin(t, "data:,")) {
		t.Error("two opaque origins are same site")
	}
}
