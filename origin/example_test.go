// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package origin_test

import (
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

// ExampleOf reads the origin of URLs of several kinds: the default port is
// null, a blob: URL has the origin of the URL in its path, and a file: URL
// an opaque origin.
func ExampleOf() {
	for _, s := range []string{
		"https://user@Example.COM:443/a?b#c",
		"http://[::1]:8080/",
		"blob:https://whatwg.org/d0360e2f",
		"file:///etc/hosts",
	} {
		u, _ := url.Parse(s)
		o := origin.Of(u)
		fmt.Printf("%-34s %-19s scheme %q host %q (%v) port %q\n", s, o, o.Scheme(), o.Host(), o.HostKind(), o.Port())
	}
	// Output:
	// https://user@Example.COM:443/a?b#c https://example.com scheme "https" host "example.com" (domain) port ""
	// http://[::1]:8080/                 http://[::1]:8080   scheme "http" host "[::1]" (IPv6) port "8080"
	// blob:https://whatwg.org/d0360e2f   https://whatwg.org  scheme "https" host "whatwg.org" (domain) port ""
	// file:///etc/hosts                  null                scheme "" host "" (none) port ""
}

// ExampleOrigin_SameOrigin is a CSRF check for a state-changing request:
// the request's Origin header must be the site's own origin. Comparing
// Origin values rather than strings refuses "null" (two opaque origins are
// never the same) and reads the port as the standard does.
func ExampleOrigin_SameOrigin() {
	site, _ := url.Parse("https://app.example.com/")
	self := origin.Of(site)
	for _, header := range []string{
		"https://app.example.com",
		"https://app.example.com:443",
		"http://app.example.com",
		"https://evil.example.com",
		"null",
	} {
		o, _ := origin.Parse(header) // not an origin: the zero Origin, refused
		ok := o.SameOrigin(self)
		fmt.Printf("%-28s %v\n", header, ok)
	}
	// Output:
	// https://app.example.com      true
	// https://app.example.com:443  false
	// http://app.example.com       false
	// https://evil.example.com     false
	// null                         false
}

// ExampleParse reads Origin header values: "null" is an opaque origin, and
// only the exact serialization of a tuple origin is one.
func ExampleParse() {
	for _, h := range []string{
		"https://app.example.com",
		"https://app.example.com:8443",
		"null",
		"https://app.example.com/",
		"https://app.example.com:443",
		"HTTPS://APP.EXAMPLE.COM",
	} {
		o, err := origin.Parse(h)
		fmt.Printf("%-29s %-29s opaque %-5v error %v\n", h, o, o.IsOpaque(), err != nil)
	}
	// Output:
	// https://app.example.com       https://app.example.com       opaque false error false
	// https://app.example.com:8443  https://app.example.com:8443  opaque false error false
	// null                          null                          opaque true  error false
	// https://app.example.com/      null                          opaque true  error true
	// https://app.example.com:443   null                          opaque true  error true
	// HTTPS://APP.EXAMPLE.COM       null                          opaque true  error true
}

// ExampleNewOpaque shows that opaque origins all serialize as "null" but
// are the same origin only as the same value.
func ExampleNewOpaque() {
	a, b := origin.NewOpaque(), origin.NewOpaque()
	fmt.Println(a, b, a.String() == b.String(), a.SameOrigin(b), a.SameOrigin(a))
	d, _ := url.Parse("data:text/html,hi")
	fmt.Println(d.Origin(), origin.Of(d).SameOrigin(origin.Of(d)))
	// Output:
	// null null true false true
	// null false
}

// ExampleOrigin_SameOriginDomain compares origins as a browser does after
// two pages on subdomains set document.domain to their parent domain.
func ExampleOrigin_SameOriginDomain() {
	a, _ := url.Parse("https://a.example.com/")
	b, _ := url.Parse("https://b.example.com/")
	oa, ob := origin.Of(a), origin.Of(b)
	fmt.Println(oa.SameOrigin(ob), oa.SameOriginDomain(ob))
	da, db := oa.WithDomain("example.com"), ob.WithDomain("example.com")
	fmt.Println(da.SameOrigin(db), da.SameOriginDomain(db))
	// Output:
	// false false
	// false true
}
