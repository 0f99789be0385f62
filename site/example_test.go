// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package site_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
	"github.com/weburl/url/site"
)

// ExampleSameSite is a CORS allow-list: exact origins that may
// read responses, plus any origin on the same site (the same scheme and
// registrable domain) as the API. The Access-Control-Allow-Origin value is
// the requesting origin's serialization, never "null".
func ExampleSameSite() {
	api, _ := url.Parse("https://api.example.com/")
	allowed := []origin.Origin{}
	for _, s := range []string{"https://partner.example.net", "https://tools.example.org:8443"} {
		o, _ := origin.Parse(s)
		allowed = append(allowed, o)
	}
	allow := func(o origin.Origin) bool {
		if site.SameSite(o, origin.Of(api)) {
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
		o, _ := origin.Parse(header) // not an origin: the zero Origin, refused
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

// ExampleRegistrableDomain shows the URL Standard's public suffix and
// registrable domain of some hosts.
func ExampleRegistrableDomain() {
	for _, raw := range []string{
		"https://www.example.co.uk/",
		"https://whatwg.github.io/",
		"https://github.io/",
		"https://example.com./",
		"https://127.0.0.1/",
	} {
		u, _ := url.Parse(raw)
		ps, _ := site.PublicSuffix(u)
		rd, ok := site.RegistrableDomain(u)
		fmt.Printf("%-28s suffix %-10q registrable %q %v\n", raw, ps, rd, ok)
	}
	// Output:
	// https://www.example.co.uk/   suffix "co.uk"    registrable "example.co.uk" true
	// https://whatwg.github.io/    suffix "github.io" registrable "whatwg.github.io" true
	// https://github.io/           suffix "github.io" registrable "" false
	// https://example.com./        suffix "com."     registrable "example.com." true
	// https://127.0.0.1/           suffix ""         registrable "" false
}

// ExampleOf shows the sites obtained from some origins, and the two
// same-site comparisons: SameSite compares schemes too,
// SchemelesslySameSite does not.
func ExampleOf() {
	of := func(s string) origin.Origin {
		u, _ := url.Parse(s)
		return origin.Of(u)
	}
	www, api := of("https://www.example.co.uk:8443/"), of("http://api.example.co.uk/")
	fmt.Println(site.Of(www), site.Of(api), site.Of(of("https://[::1]/")), site.Of(of("data:,x")))
	fmt.Println(site.SameSite(www, api), site.SchemelesslySameSite(www, api))
	// Output:
	// https://example.co.uk http://example.co.uk https://[::1] null
	// false true
}

// A program that needs a newer Public Suffix List than the compiled-in
// one (ListVersion), or a list of its own, loads it; here a list of two
// rules stands for publicsuffix.org's public_suffix_list.dat.
func ExampleLoadList() {
	list, err := site.LoadList(strings.NewReader(`// VERSION: 2026-11-02_07-00-00_UTC
// ===BEGIN ICANN DOMAINS===
example
// ===END ICANN DOMAINS===
// ===BEGIN PRIVATE DOMAINS===
pages.example
// ===END PRIVATE DOMAINS===
`))
	if err != nil {
		log.Fatal(err)
	}
	u := url.MustParse("https://alice.pages.example/blog")
	rd, _ := list.RegistrableDomain(u)
	fmt.Println(list.Version(), rd, list.Section(u) == site.Private)
	fmt.Println(list.SameSite(origin.Of(u), origin.Of(url.MustParse("https://bob.pages.example/"))))
	// Output:
	// 2026-11-02_07-00-00_UTC alice.pages.example true
	// false
}
