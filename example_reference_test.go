// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"
	"net/http"

	"github.com/weburl/url"
)

// Parse accepts a relative reference, as net/url's does; its fields hold
// the reference's parts.
func ExampleParse_reference() {
	ref, err := url.Parse("../img/logo 1.png?v=2#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(ref.IsAbs())
	fmt.Printf("%q %q %q\n", ref.Path, ref.RawQuery, ref.Fragment)
	fmt.Println(ref)
	// Output:
	// false
	// "../img/logo 1.png" "v=2" "top"
	// ../img/logo%201.png?v=2#top
}

// A reference's Host is the host a browser reads in it on an http(s)
// page, where "\" is a slash and extra slashes are skipped: a check that
// Host is "" before redirecting to String, written for net/url, stays
// closed.
func ExampleParse_referenceHost() {
	page, _ := url.Parse("https://site.example/login")
	for _, next := range []string{"/account", `/\evil.com`, "///evil.com", "/\t/evil.com", "/%5Cevil.com"} {
		ref, err := url.Parse(next)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-16q Host %-12q String %-16q browser: %s\n", next, ref.Host, ref, page.ResolveReference(ref))
	}
	// Output:
	// "/account"       Host ""           String "/account"       browser: https://site.example/account
	// "/\\evil.com"    Host "evil.com"   String "/\\evil.com"    browser: https://evil.com/
	// "///evil.com"    Host "evil.com"   String "///evil.com"    browser: https://evil.com/
	// "/\t/evil.com"   Host "evil.com"   String "//evil.com"     browser: https://evil.com/
	// "/%5Cevil.com"   Host ""           String "/%5Cevil.com"   browser: https://site.example/%5Cevil.com
}

// ResolveReference reads a reference against a base as a browser does,
// which depends on the base: a backslash is a slash in an http: URL and
// part of a segment elsewhere, and "///x" is a host in one and a path in
// the other.
func ExampleURL_ResolveReference() {
	for _, base := range []string{"https://example.com/a/b", "git://example.com/a/b"} {
		b, _ := url.Parse(base)
		for _, s := range []string{`..\c`, "///x", "?q"} {
			ref, _ := url.Parse(s)
			fmt.Printf("%-8s %s\n", s, b.ResolveReference(ref))
		}
	}
	// Output:
	// ..\c     https://example.com/c
	// ///x     https://x/
	// ?q       https://example.com/a/b?q
	// ..\c     git://example.com/a/..\c
	// ///x     git:///x
	// ?q       git://example.com/a/b?q
}

// ResolveStrict gives RFC 3986's results where a browser's differ.
func ExampleURL_ResolveStrict() {
	base, _ := url.Parse("http://a/b/c/d;p?q")
	for _, s := range []string{"//g", "http:g", "../g"} {
		ref, _ := url.Parse(s)
		strict, _ := base.ResolveStrict(ref)
		fmt.Printf("%-6s strict %-16s browser %s\n", s, strict, base.ResolveReference(ref))
	}
	// Output:
	// //g    strict http://g         browser http://g/
	// http:g strict http:g           browser http://a/b/c/g
	// ../g   strict http://a/b/g     browser http://a/b/g
}

// MakeRelative finds the shortest reference from a base to a target: what
// a page at the base would write to link to the target.
func ExampleURL_MakeRelative() {
	base, _ := url.Parse("https://example.com/docs/guide/intro.html")
	for _, s := range []string{
		"https://example.com/docs/guide/setup.html",
		"https://example.com/docs/api/",
		"https://example.com/docs/guide/intro.html#install",
		"https://cdn.example.com/docs/guide/intro.html",
		"http://example.com/",
	} {
		target, _ := url.Parse(s)
		r, _ := base.MakeRelative(target)
		fmt.Println(r)
	}
	// Output:
	// setup.html
	// ../api/
	// #install
	// //cdn.example.com/docs/guide/intro.html
	// http://example.com/
}

// NetURL converts a URL for the standard library's APIs that take a
// *net/url.URL, such as net/http.
func ExampleURL_NetURL() {
	u, _ := url.Parse("HTTP://Example.COM:80/a/./b/../c?q=1")
	req, err := http.NewRequest("GET", "http://placeholder/", nil)
	if err != nil {
		panic(err)
	}
	req.URL, req.Host = u.NetURL(), ""
	fmt.Println(req.URL, req.URL.Host, req.URL.RequestURI())
	// Output:
	// http://example.com/a/c?q=1 example.com /a/c?q=1
}

// FromNetURL brings a *net/url.URL back, read by the standard.
func ExampleFromNetURL() {
	req, _ := http.NewRequest("GET", "http://0x7f.1/a/%2e%2E/b", nil)
	u, err := url.FromNetURL(req.URL)
	if err != nil {
		panic(err)
	}
	fmt.Println(u, u.HostKind())
	// Output:
	// http://127.0.0.1/b IPv4
}
