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
