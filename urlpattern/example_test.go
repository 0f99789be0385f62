// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern_test

import (
	"encoding/json"
	"fmt"
	"log"
	"slices"

	"github.com/weburl/url/urlpattern"
)

func ExampleNew() {
	p, err := urlpattern.New("https://example.com/:category/*", "", urlpattern.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Protocol(), p.Hostname(), p.Port() == "", p.Pathname(), p.Search())
	fmt.Println(p.Test("https://example.com/products/", ""))
	fmt.Println(p.Test("https://example.com/blog/our-greatest-product-ever", ""))
	fmt.Println(p.Test("https://example.com/", ""))                 // one segment only
	fmt.Println(p.Test("http://example.com/products/", ""))         // another protocol
	fmt.Println(p.Test("https://example.com:8443/blog/latest", "")) // another port
	// Output:
	// https example.com true /:category/* *
	// true
	// true
	// false
	// false
	// false
}

func ExampleURLPattern_Exec() {
	p, err := urlpattern.New("http{s}?://{:subdomain.}?shop.example/products/:id([0-9]+)#reviews", "", urlpattern.Options{})
	if err != nil {
		log.Fatal(err)
	}
	r, ok := p.Exec("https://kathryn@voyager.shop.example/products/74656#reviews", "")
	if !ok {
		log.Fatal("no match")
	}
	fmt.Println(r.Hostname.Groups["subdomain"], r.Pathname.Groups["id"])

	// An optional group that took no part in the match is not in Groups
	// but in Undefined (JavaScript's undefined, JSON's null).
	r, _ = p.Exec("https://shop.example/products/74205#reviews", "")
	_, ok = r.Hostname.Group("subdomain")
	fmt.Println(ok, r.Hostname.Undefined)
	js, _ := json.Marshal(r.Hostname)
	fmt.Println(string(js))

	_, ok = p.Exec("https://shop.example/products/chair#reviews", "")
	fmt.Println(ok)
	// Output:
	// voyager 74656
	// false [subdomain]
	// {"input":"shop.example","groups":{"subdomain":null}}
	// false
}

// A shorthand relative to a base URL takes the components before it from the
// base URL.
func ExampleNew_baseURL() {
	p, err := urlpattern.New("../admin/*", "https://discussion.example/forum/?page=2", urlpattern.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Protocol(), p.Username(), p.Hostname(), p.Pathname(), p.Search())
	fmt.Println(p.Test("https://discussion.example/admin/", ""))
	fmt.Println(p.Test("https://edd:librarian@discussion.example/admin/update?id=1", ""))
	fmt.Println(p.Test("https://discussion.example/forum/admin/", ""))
	fmt.Println(p.Test("http://discussion.example:8080/admin/update?id=1", ""))
	// Output:
	// https * discussion.example /admin/* *
	// true
	// true
	// false
	// false
}

func ExampleNewFromInit() {
	p, err := urlpattern.NewFromInit(urlpattern.Init{
		Pathname: new("/blog/:year(\\d+)/:slug"),
		BaseURL:  new("https://example.com"),
	}, urlpattern.Options{})
	if err != nil {
		log.Fatal(err)
	}
	r, ok := p.ExecInit(urlpattern.Init{Pathname: new("/blog/2024/hello"), BaseURL: new("https://example.com")})
	fmt.Println(ok, r.Pathname.Groups["year"], r.Pathname.Groups["slug"], p.HasRegExpGroups())
	fmt.Println(p.Test("https://example.com/blog/latest/hello", ""))
	// Output:
	// true 2024 hello true
	// false
}

// Sorting patterns by specificity gives a router its precedence.
func ExampleCompareComponent() {
	var routes []*urlpattern.URLPattern
	for _, path := range []string{"/books/*", "/books/:id", "/books/new", "/*"} {
		routes = append(routes, urlpattern.MustNew(path, "https://example.com", urlpattern.Options{}))
	}
	slices.SortStableFunc(routes, func(a, b *urlpattern.URLPattern) int {
		return -urlpattern.CompareComponent("pathname", a, b) // most specific first
	})
	for _, r := range routes {
		fmt.Println(r.Pathname())
	}
	// Output:
	// /books/new
	// /books/:id
	// /books/*
	// /*
}

func ExampleURLPattern_Generate() {
	p := urlpattern.MustNew("https://:tenant.example.com/users/:id", "", urlpattern.Options{})
	host, _ := p.Generate("hostname", map[string]string{"tenant": "acme"})
	path, _ := p.Generate("pathname", map[string]string{"id": "Zoë Li"})
	fmt.Println(host, path)
	_, err := p.Generate("pathname", map[string]string{"id": "a/b"})
	fmt.Println(err != nil)
	// Output:
	// acme.example.com /users/Zo%C3%AB%20Li
	// true
}

// A List routes URLs to values, most specific pattern first, component
// by component from the protocol on: so a pathname-only pattern (whose
// protocol is "*") comes after every pattern with a fixed protocol.
func ExampleList() {
	var routes urlpattern.List[string]
	routes.AddString("https://example.com/books/*", "", urlpattern.Options{}, "any book page")
	routes.AddString("https://example.com/books/:id(\\d+)", "", urlpattern.Options{}, "book")
	routes.AddString("https://example.com/books/new", "", urlpattern.Options{}, "new book form")
	routes.AddPathname("/*", urlpattern.Options{}, "fallback")

	for _, u := range []string{
		"https://example.com/books/42",
		"https://example.com/books/new",
		"https://example.com/books/42/reviews",
		"https://example.com/authors/7",
	} {
		m, _ := routes.Match(u, "")
		fmt.Println(u, "->", m.Value())
		if id, ok := m.Group("pathname", "id"); ok {
			fmt.Println("  id", id)
		}
	}
	if _, ok := routes.Match("mailto:someone@example.com", ""); !ok {
		fmt.Println("mailto: -> no route")
	}
	// Output:
	// https://example.com/books/42 -> book
	//   id 42
	// https://example.com/books/new -> new book form
	// https://example.com/books/42/reviews -> any book page
	// https://example.com/authors/7 -> fallback
	// mailto: -> no route
}

// NewPathname is a pattern for the pathname alone, on any origin.
func ExampleNewPathname() {
	p, err := urlpattern.NewPathname("/books/:id", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	r, ok := p.Exec("http://localhost:8080/books/zo%C3%AB", "")
	fmt.Println(ok, r.Pathname.Groups["id"])
	// Output:
	// true zo%C3%AB
}
