// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"
	"log"

	"golang.org/x/text/encoding/charmap"

	"github.com/weburl/url"
)

// Build a query in order and serialize it as a browser does.
func ExampleNewSearchParams() {
	p := url.NewSearchParams("?q=go+url&page=2")
	p.Append("lang", "fr")
	p.Append("tag", "a&b")
	p.Set("page", "3")
	p.Append("note", "100% café")
	fmt.Println(p.String())
	// Output: q=go+url&page=3&lang=fr&tag=a%26b&note=100%25+caf%C3%A9
}

// Read a URL's query, then change it through the same object.
func ExampleURL_SearchParams() {
	u, err := url.Parse("https://example.com/search?q=gopher&sort=new&tag=a&tag=b")
	if err != nil {
		log.Fatal(err)
	}
	params := u.SearchParams()
	fmt.Println(params.Get("q"), params.GetAll("tag"), params.Has("page"))
	for name, value := range params.All() {
		fmt.Printf("%s: %s\n", name, value)
	}

	params.Delete("sort")
	params.Set("page", "2")
	fmt.Println(u)
	// Output:
	// gopher [a b] false
	// q: gopher
	// sort: new
	// tag: a
	// tag: b
	// https://example.com/search?q=gopher&tag=a&tag=b&page=2
}

// Sort orders names by UTF-16 code units, as browsers do, and keeps the
// order of equal names.
func ExampleSearchParams_Sort() {
	p := url.NewSearchParams("z=1&a=2&z=0&ﬃ=3&🌈=4")
	p.Sort()
	fmt.Println(p)
	// Output: a=2&z=1&z=0&%F0%9F%8C%88=4&%EF%AC%83=3
}

// Serialize a form in the encoding of a windows-1252 page.
func ExampleSearchParams_Encode() {
	p := url.NewSearchParamsFromPairs([][2]string{{"name", "Zoë"}, {"city", "Kyōto 京都"}})
	fmt.Println(p.Encode(charmap.Windows1252))
	// Output: name=Zo%EB&city=Ky%26%23333%3Bto+%26%2320140%3B%26%2337117%3B
}

// ParseQuery reads ';' and malformed escapes as browsers do, where net/url
// drops the pair and returns an error.
func ExampleParseQuery() {
	v, err := url.ParseQuery("a=1;b=2&discount=100%&q=x+y%2Bz")
	fmt.Println(v["a"], v["discount"], v["q"], err)
	// Output: [1;b=2] [100%] [x y+z] <nil>
}
