// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package readme_test

import (
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"

	"github.com/weburl/url"
	"github.com/weburl/url/canon"
	"github.com/weburl/url/httpurl"
	"github.com/weburl/url/surt"
	"github.com/weburl/url/urlpattern"
	"github.com/weburl/url/urlpattern/httproute"
)

func Example_quickStart() {
	u, err := url.Parse("HTTPS://EXAMPLE.com:443/a/./b/../c d?x=1#frag")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(u)
	fmt.Println(u.Scheme, u.Host, u.Path, u.RawQuery, u.Fragment)

	v, _ := url.ParseWithBase("../img/logo.png", "https://example.com/docs/guide/")
	fmt.Println(v.Href(), v.Origin(), v.Pathname())

	_, err = url.Parse("http://[::1")
	fmt.Println(err)
	// Output:
	// https://example.com/a/c%20d?x=1#frag
	// https example.com /a/c d x=1 frag
	// https://example.com/docs/img/logo.png https://example.com /docs/img/logo.png
	// parse "http://[::1": IPv6-unclosed at byte 11: the IPv6 address has no closing bracket
}

func Example_validationErrors() {
	for _, e := range url.Validate("https://user@example.com\\a b", "") {
		fmt.Println(e.Type, e.Offset, e.Type.Message())
	}
	// Output:
	// invalid-credentials 12 the URL has a username or password
	// invalid-reverse-solidus 24 a backslash where the URL needs a slash
	// invalid-URL-unit 26 a code point that is not a URL code point, or a "%" that starts no percent-encoded byte
}

func Example_security() {
	u := url.MustParse("http://0x7f.1/admin")
	addr, ok := u.HostAddr()
	fmt.Println(u.HostKind(), addr, ok, addr.IsLoopback())
	// Output:
	// IPv4 127.0.0.1 true true
}

func Example_netHTTP() {
	// A handler reads the request's URL as the standard does.
	r := httptest.NewRequest("GET", "http://example.com/a/%2e%2e/b?q", nil)
	u, err := httpurl.FromRequest(r)
	fmt.Println(u, err, r.URL)

	// A client follows redirects as a browser does.
	client := &http.Client{Transport: &httpurl.Transport{}}
	_ = client

	// Where the standard library wants a *net/url.URL.
	req := &http.Request{Method: "GET", URL: url.MustParse("https://example.com/a b").NetURL()}
	fmt.Println(req.URL)
	// Output:
	// http://example.com/b?q <nil> http://example.com/a/%2e%2e/b?q
	// https://example.com/a%20b
}

func Example_patterns() {
	p, err := urlpattern.New("https://*.example.com/books/:id(\\d+)", "", urlpattern.Options{})
	if err != nil {
		log.Fatal(err)
	}
	r, ok := p.Exec("https://shop.example.com/books/42?ref=home", "")
	fmt.Println(ok, r.Hostname.Groups["0"], r.Pathname.Groups["id"])

	var routes urlpattern.List[string]
	routes.AddString("https://example.com/books/*", "", urlpattern.Options{}, "any book page")
	routes.AddString("https://example.com/books/:id", "", urlpattern.Options{}, "book")
	m, _ := routes.Match("https://example.com/books/42", "")
	fmt.Println(m.Value(), m.PathValue("id"))

	var mux httproute.Mux
	mux.HandlePathname("/books/:id", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "book", r.PathValue("id"))
	}))
	// Output:
	// true shop 42
	// book 42
}

func Example_crawlers() {
	key, _ := canon.Semantic{RemoveParams: canon.TrackingParams}.Canonicalize("HTTP://Example.COM:80/%7euser/a/../b?z=1&utm_source=x&a=2#top")
	fmt.Println(key)
	key, _ = canon.DefaultCrawl.Canonicalize("https://www.Example.com./docs//index.html?b&a")
	fmt.Println(key)
	key, _ = surt.Key("http://www.archive.org/goo/?a=2&b&a=1", surt.IA)
	fmt.Println(key)
	// Output:
	// http://example.com/~user/b?a=2&z=1
	// http://example.com/docs?a=&b=
	// org,archive)/goo?a=1&a=2&b
}
