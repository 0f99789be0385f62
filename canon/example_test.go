// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon_test

import (
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/canon"
)

func ExampleSemantic_Canonicalize() {
	p := canon.Semantic{RemoveParams: []string{"utm_*", "sessionid"}}
	for _, s := range []string{
		"HTTP://Example.COM:80/%7euser/a/../b?z=1&utm_source=x&a=2#top",
		"http://example.com/~user/b?a=2&z=1&sessionid=42",
	} {
		key, err := p.Canonicalize(s)
		fmt.Println(key, err)
	}
	// Output:
	// http://example.com/~user/b?a=2&z=1 <nil>
	// http://example.com/~user/b?a=2&z=1 <nil>
}

func ExampleSemantic_URL() {
	u, _ := url.Parse("https://user@example.com/a%2fb?b=1&a=1#x")
	v, _ := canon.Semantic{RemoveUserinfo: true}.URL(u)
	fmt.Println(u)
	fmt.Println(v)
	// Output:
	// https://user@example.com/a%2fb?b=1&a=1#x
	// https://example.com/a%2Fb?a=1&b=1
}

func ExampleCrawl_Canonicalize() {
	key, _ := canon.DefaultCrawl.Canonicalize("https://www.Example.com./docs//index.html?b&utm_source=news&a&fbclid=IwAR0")
	fmt.Println(key)

	// Campaign parameters kept, session ids removed too.
	keep := canon.DefaultCrawl
	keep.RemoveParams = canon.SessionParams
	key, _ = keep.Canonicalize("https://example.com/p?utm_source=news&PHPSESSID=f00")
	fmt.Println(key)

	// Each rule is an option: here only the path is case-insensitive.
	p := canon.Crawl{LowercasePath: true}
	key, _ = p.Canonicalize("https://www.example.com/Docs/%c3%a9T%C3%A9")
	fmt.Println(key)
	// Output:
	// http://example.com/docs?a=&b=
	// http://example.com/p?utm_source=news
	// https://www.example.com/docs/%C3%A9t%C3%A9
}

func ExampleCrawl_URL() {
	u, _ := url.Parse("https://www.example.com/a/index.html")
	v, _ := canon.DefaultCrawl.URL(u)
	fmt.Println(v.Host, v.Path)
	// Output:
	// example.com /a
}

func ExampleSafeBrowsing() {
	for _, s := range []string{
		"http://www.GOOgle.com.../",
		"http://3279880203/blah",
		"http://host/%25%32%35",
		"www.google.com",
		"http://host%23.com/%257Ea%2521b",
	} {
		key, _ := canon.SafeBrowsing(s)
		fmt.Println(key)
	}
	// Output:
	// http://www.google.com/
	// http://195.127.0.11/blah
	// http://host/%25
	// http://www.google.com/
	// http://host%23.com/~a!b
}

func ExampleSafeBrowsingExpressions() {
	exprs, _ := canon.SafeBrowsingExpressions("http://a.b.c/1/2.html?param=1")
	for _, e := range exprs {
		fmt.Println(e)
	}
	// Output:
	// a.b.c/1/2.html?param=1
	// a.b.c/1/2.html
	// a.b.c/
	// a.b.c/1/
	// b.c/1/2.html?param=1
	// b.c/1/2.html
	// b.c/
	// b.c/1/
}
