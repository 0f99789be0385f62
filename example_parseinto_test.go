// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	url "github.com/weburl/url"
)

// ParseInto reuses one URL for a stream of URLs: for those already in
// canonical form, nothing is allocated.
func ExampleParseInto() {
	var u url.URL
	hosts := map[string]int{}
	for _, s := range []string{
		"https://example.com/a?x=1",
		"https://example.com/b",
		"HTTP://Example.COM:80/c/../d", // not canonical: parsed as Parse does
		"https://other.example/",
	} {
		if err := url.ParseInto(&u, s); err != nil {
			fmt.Println(err)
			continue
		}
		hosts[u.Host]++
		fmt.Println(u.String())
	}
	fmt.Println(hosts)
	// Output:
	// https://example.com/a?x=1
	// https://example.com/b
	// http://example.com/d
	// https://other.example/
	// map[example.com:3 other.example:1]
}
