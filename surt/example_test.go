// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package surt_test

import (
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/surt"
)

func ExampleKey() {
	key, _ := surt.Key("http://www.archive.org/goo/?a=2&b&a=1", surt.IA)
	fmt.Println(key)

	o := surt.IA
	o.WithScheme, o.TrailingComma, o.TrimWWW = true, true, false
	key, _ = surt.Key("http://www.example.com/", o)
	fmt.Println(key)

	key, _ = surt.Key("http://u@www.example.com:8080/a?q#f", surt.Heritrix)
	fmt.Println(key)
	// Output:
	// org,archive)/goo?a=1&a=2&b
	// http://(com,example,www,)/
	// http://(com,example,www,:8080@u)/a?q#f
}

func ExampleKeyOf() {
	u, _ := url.Parse("HTTP://WWW.Example.COM:80/A?b=1&a=2")
	fmt.Println(surt.KeyOf(u, surt.Options{Query: surt.QuerySorted}))
	// Output:
	// com,example,www)/A?a=2&b=1
}

func ExampleSSURT() {
	for _, s := range []string{
		"http://foo:bar@nla.gov.au:8000/p?q#f",
		"https://www.nla.gov.au/",
		"http://[2001:db8::1]/",
	} {
		key, _ := surt.SSURT(s)
		fmt.Println(key)
	}
	// Output:
	// au,gov,nla,//8000:http@foo:bar:/p?q#f
	// au,gov,nla,www,//:https:/
	// [2001:0db8:0000:0000:0000:0000:0000:0001]//:http:/
}

func ExampleSSURTOf() {
	u, _ := url.Parse("http://10.1.2.3/x")
	fmt.Println(surt.SSURTOf(u))
	// Output:
	// 10.1.2.3//:http:/x
}
