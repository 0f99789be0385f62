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
	if !o.SameOrigin(p) || !o.SameOriginDomain(p) {
		t.Error("an opaque origin is not same-origin (or same origin-domain) with its copy")
	}
	if o.SameOrigin(NewOpaqueOrigin()) {
		t.Error("two new opaque origins are same-origin")
	}
	var z Origin
	if z.SameOrigin(z) || !z.IsOpaque() || z.String() != "null" {
		t.Error("the zero Origin is same-origin with itself, or is not opaque")
	}
}

// TestOriginHostKind checks the kind of an origin's host, which package
// site reads to find its registrable domain.
func TestOriginHostKind(t *testing.T) {
	for _, c := range []struct {
		in   string
		want HostKind
	}{
		{"https://example.com/", HostDomain},
		{"http://0x7f.1/", HostIPv4},
		{"wss://[::1]/", HostIPv6},
		{"blob:https://127.0.0.1/x", HostIPv4}, // the origin of the URL in the path
		{"data:,x", HostNone},                  // opaque
		{"file://host/x", HostNone},            // opaque, though the URL has a domain
	} {
		if got := mustOrigin(t, c.in).HostKind(); got != c.want {
			t.Errorf("OriginOf(%q).HostKind() = %v, want %v", c.in, got, c.want)
		}
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
