// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

// originFromHeader parses the value of an Origin request header: an
// origin serialization, or "null" for an opaque origin (a sandboxed frame,
// a data: document, a privacy-sensitive redirect). "null" gives a new
// opaque origin, same-origin with nothing.
func originFromHeader(h string) url.Origin {
	u, err := url.ParseWithBase(h, "")
	if err != nil || h == "null" || u.Pathname() != "/" || u.Origin() != h {
		// Not the serialization of a tuple origin.
		return url.NewOpaqueOrigin()
	}
	return url.OriginOf(u)
}

// ExampleOrigin_SameOrigin is a CSRF check for a state-changing request:
// the request's Origin header must be the site's own origin. Comparing
// Origin values rather than strings refuses "null" (two opaque origins are
// never the same) and reads the port as the standard does.
func ExampleOrigin_SameOrigin() {
	site, _ := url.Parse("https://app.example.com/")
	self := url.OriginOf(site)
	for _, header := range []string{
		"https://app.example.com",
		"https://app.example.com:443",
		"http://app.example.com",
		"https://evil.example.com",
		"null",
	} {
		ok := originFromHeader(header).SameOrigin(self)
		fmt.Printf("%-28s %v\n", header, ok)
	}
	// Output:
	// https://app.example.com      true
	// https://app.example.com:443  false
	// http://app.example.com       false
	// https://evil.example.com     false
	// null                         false
}

// ExampleOrigin_SameSite is a CORS allow-list: exact origins that may
// read responses, plus any origin on the same site (the same scheme and
// registrable domain) as the API. The Access-Control-Allow-Origin value is
// the requesting origin's serialization, never "null".
func ExampleOrigin_SameSite() {
	api, _ := url.Parse("https://api.example.com/")
	allowed := []url.Origin{}
	for _, s := range []string{"https://partner.example.net", "https://tools.example.org:8443"} {
		allowed = append(allowed, originFromHeader(s))
	}
	allow := func(o url.Origin) bool {
		if o.SameSite(url.OriginOf(api)) {
			return true
		}
		for _, a := range allowed {
			if o.SameOrigin(a) {
				return true
			}
		}
		return false
	}
	for _, header := range []string{
		"https://www.example.com",
		"http://www.example.com",
		"https://partner.example.net",
		"https://partner.example.net:444",
		"https://tools.example.org:8443",
		"https://example.com.evil.net",
		"null",
	} {
		o := originFromHeader(header)
		if allow(o) {
			fmt.Printf("%-32s Access-Control-Allow-Origin: %s\n", header, o)
		} else {
			fmt.Printf("%-32s refused\n", header)
		}
	}
	// Output:
	// https://www.example.com          Access-Control-Allow-Origin: https://www.example.com
	// http://www.example.com           refused
	// https://partner.example.net      Access-Control-Allow-Origin: https://partner.example.net
	// https://partner.example.net:444  refused
	// https://tools.example.org:8443   Access-Control-Allow-Origin: https://tools.example.org:8443
	// https://example.com.evil.net     refused
	// null                             refused
}

// ExampleURL_RegistrableDomain shows the URL Standard's public suffix and
// registrable domain of some hosts.
func ExampleURL_RegistrableDomain() {
	for _, raw := range []string{
		"https://www.example.co.uk/",
		"https://whatwg.github.io/",
		"https://github.io/",
		"https://example.com./",
		"https://127.0.0.1/",
	} {
		u, _ := url.Parse(raw)
		ps, _ := u.PublicSuffix()
		rd, ok := u.RegistrableDomain()
		fmt.Printf("%-28s suffix %-10q registrable %q %v\n", raw, ps, rd, ok)
	}
	// Output:
	// https://www.example.co.uk/   suffix "co.uk"    registrable "example.co.uk" true
	// https://whatwg.github.io/    suffix "github.io" registrable "whatwg.github.io" true
	// https://github.io/           suffix "github.io" registrable "" false
	// https://example.com./        suffix "com."     registrable "example.com." true
	// https://127.0.0.1/           suffix ""         registrable "" false
}

// ExampleNewOpaqueOrigin shows that opaque origins all serialize as "null"
// but are the same origin only as the same value.
func ExampleNewOpaqueOrigin() {
	a, b := url.NewOpaqueOrigin(), url.NewOpaqueOrigin()
	fmt.Println(a, b, a.String() == b.String(), a.SameOrigin(b), a.SameOrigin(a))
	d, _ := url.Parse("data:text/html,hi")
	fmt.Println(d.Origin(), url.OriginOf(d).SameOrigin(url.OriginOf(d)))
	// Output:
	// null null true false true
	// null false
}
