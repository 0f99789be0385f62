// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package origin_test

import (
	"encoding/json"
	"net/netip"
	"os"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/fixtures"
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

// checkParts checks that a tuple origin's parts make its serialization and
// that its host kind is the kind of its host: the parts Of reads back from
// (*url.URL).Origin are the origin's.
func checkParts(t *testing.T, in string, o origin.Origin) {
	t.Helper()
	if o.IsOpaque() {
		if o.String() != "null" || o.Scheme()+o.Host()+o.Port() != "" || o.HostKind() != url.HostNone {
			t.Errorf("Of(%q) is opaque with parts %q %q %q %v", in, o.Scheme(), o.Host(), o.Port(), o.HostKind())
		}
		return
	}
	s := o.Scheme() + "://" + o.Host()
	if o.Port() != "" {
		s += ":" + o.Port()
	}
	// A serialized IP address is one netip reads; a domain never is.
	kind := url.HostDomain
	if a, err := netip.ParseAddr(strings.Trim(o.Host(), "[]")); err == nil {
		kind = url.HostIPv4
		if a.Is6() {
			kind = url.HostIPv6
		}
	}
	if s != o.String() || o.HostKind() != kind {
		t.Errorf("Of(%q) = %q, with parts %q (%v), want kind %v", in, o, s, o.HostKind(), kind)
	}
}

func TestOf(t *testing.T) {
	for _, c := range []struct {
		in, want string // want is the serialization
		opaque   bool
	}{
		{"https://user:pw@Example.COM:443/a?b#c", "https://example.com", false}, // default port, credentials dropped
		{"http://example.com:8080/", "http://example.com:8080", false},
		{"ws://[::1]:80/", "ws://[::1]", false},
		{"wss://[::1]:8443/", "wss://[::1]:8443", false},
		{"ftp://127.1/", "ftp://127.0.0.1", false},
		{"https://bücher.example/", "https://xn--bcher-kva.example", false},
		{"blob:https://whatwg.org/d0360e2f", "https://whatwg.org", false}, // the standard's example
		{"blob:file:///x", "null", true},                                  // a file: origin is opaque
		{"blob:sc://a/", "null", true},
		{"file:///etc/passwd", "null", true},
		{"data:text/plain,x", "null", true},
		{"sc://example.com/", "null", true},
	} {
		o := mustOrigin(t, c.in)
		if o.String() != c.want || o.IsOpaque() != c.opaque {
			t.Errorf("Of(%q) = %q (opaque %v), want %q (%v)", c.in, o, o.IsOpaque(), c.want, c.opaque)
		}
		checkParts(t, c.in, o)
	}
}

// TestOfWPT checks Of against the origins of urltestdata.json, as
// url-origin.any.js checks the origin getter, and the parts of each.
func TestOfWPT(t *testing.T) {
	path, ok := fixtures.FindWPT("url", "urltestdata.json")
	if !ok {
		fixtures.Skip(t, "urltestdata.json", "WPT_DIR")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, raw := range entries {
		var c struct {
			Input  string
			Base   *string
			Origin *string
		}
		if json.Unmarshal(raw, &c) != nil || c.Origin == nil {
			continue // a comment, or a case without an origin
		}
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		u, err := url.ParseWithBase(c.Input, base)
		if err != nil {
			t.Errorf("ParseWithBase(%q, %q): %v", c.Input, base, err)
			continue
		}
		o := origin.Of(u)
		if o.String() != *c.Origin {
			t.Errorf("Of(%q against %q) = %q, want %q", c.Input, base, o, *c.Origin)
			continue
		}
		checkParts(t, c.Input, o)
		// Parse reads the serialization back to the same origin.
		if p, err := origin.Parse(o.String()); err != nil || p.String() != o.String() ||
			p.HostKind() != o.HostKind() || !o.IsOpaque() && !p.SameOrigin(o) {
			t.Errorf("Parse(%q) = %q, %v; want %q, the origin of %q", o, p, err, o, c.Input)
		}
		n++
	}
	t.Logf("%d origins of urltestdata.json", n)
}

// TestParse checks that Parse takes exactly the serializations of
// origins, and reads the parts of each.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // the scheme, host and port, joined by spaces; "" for an error
	}{
		{"https://example.com", "https example.com "},
		{"http://example.com:8080", "http example.com 8080"},
		{"wss://[::1]:8443", "wss [::1] 8443"},
		{"ftp://127.0.0.1", "ftp 127.0.0.1 "},
		{"https://xn--bcher-kva.example", "https xn--bcher-kva.example "},
		{"null", "  "},
		{"https://example.com/", ""},      // a path
		{"https://example.com?", ""},      // a query
		{"https://example.com#", ""},      // a fragment
		{"https://user@example.com", ""},  // credentials
		{"https://example.com:443", ""},   // the default port
		{"https://Example.com", ""},       // not lower case
		{"https://bücher.example", ""},    // not ASCII
		{"https://0x7f.1", ""},            // not the serialized host
		{" https://example.com", ""},      // what the parser trims
		{"https://exa\tmple.com", ""},     // what the parser removes
		{"blob:https://example.com", ""},  // a URL with that origin
		{"sc://example.com", ""},          // an opaque origin
		{"file://", ""},                   // likewise
		{"", ""},                          // nothing
		{"NULL", ""},                      // only "null" is opaque
		{"null ", ""},                     // likewise
		{"https://example.com:65536", ""}, // no URL
		{"https://[::1", ""},              // likewise
	} {
		o, err := origin.Parse(c.in)
		got := o.Scheme() + " " + o.Host() + " " + o.Port()
		switch {
		case c.want == "" && (err == nil || o.IsOpaque() && o.SameOrigin(o)):
			t.Errorf("Parse(%q) = %q, %v; want an error and the zero Origin", c.in, o, err)
		case c.want != "" && (err != nil || got != c.want):
			t.Errorf("Parse(%q) = %q (parts %q), %v; want %q", c.in, o, got, err, c.want)
		case c.want == "  " && (!o.IsOpaque() || !o.SameOrigin(o)):
			t.Errorf("Parse(%q) = %q, not a new opaque origin", c.in, o)
		}
		if err == nil {
			checkParts(t, c.in, o)
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
		{"blob:https://example.com/x", "https://example.com/", true}, // a blob: URL's origin is its path's
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
	o := origin.NewOpaque()
	p := o
	if !o.SameOrigin(p) || !o.SameOriginDomain(p) {
		t.Error("an opaque origin is not same-origin (or same origin-domain) with its copy")
	}
	if o.SameOrigin(origin.NewOpaque()) {
		t.Error("two new opaque origins are same-origin")
	}
	var z origin.Origin
	if z.SameOrigin(z) || !z.IsOpaque() || z.String() != "null" {
		t.Error("the zero Origin is same-origin with itself, or is not opaque")
	}
}

// TestHostKind checks the kind of an origin's host, which package site
// reads to find its registrable domain.
func TestHostKind(t *testing.T) {
	for _, c := range []struct {
		in   string
		want url.HostKind
	}{
		{"https://example.com/", url.HostDomain},
		{"http://0x7f.1/", url.HostIPv4},
		{"wss://[::1]/", url.HostIPv6},
		{"blob:https://127.0.0.1/x", url.HostIPv4}, // the origin of the URL in the path
		{"data:,x", url.HostNone},                  // opaque
		{"file://host/x", url.HostNone},            // opaque, though the URL has a domain
	} {
		if got := mustOrigin(t, c.in).HostKind(); got != c.want {
			t.Errorf("Of(%q).HostKind() = %v, want %v", c.in, got, c.want)
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
	if o := origin.NewOpaque(); o.WithDomain("example.com") != o {
		t.Error("WithDomain changed an opaque origin")
	}
}
