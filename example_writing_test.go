// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

// ExampleValidURLString checks strings against the standard's writing
// rules, beside the parser's validation errors (Validate): for an absolute
// URL string, no validation error means valid. The last is an IPv4 address
// written in ideographic full stops, which the parser reads as 127.0.0.1
// and reports as IPv4-non-ASCII-input.
func ExampleValidURLString() {
	for _, s := range []string{
		"https://example.com/a?b#c",
		"https://user@example.com/",
		"https://127.1/",
		"https://exa mple.com/",
		"http://127。0。0。1/",
	} {
		errs := url.Validate(s, "")
		first := ""
		if len(errs) > 0 {
			first = errs[0].Error()
		}
		fmt.Printf("%-28s writing-valid %-5v parser: %q\n", s, url.ValidURLString(s, ""), first)
	}
	// Output:
	// https://example.com/a?b#c    writing-valid true  parser: ""
	// https://user@example.com/    writing-valid false parser: "invalid-credentials at byte 12: the URL has a username or password"
	// https://127.1/               writing-valid false parser: "IPv4-too-few-parts at byte 8: the IPv4 address has fewer than four parts"
	// https://exa mple.com/        writing-valid false parser: "domain-to-ASCII at byte 11: the domain is not valid under UTS #46 (IDNA)"
	// http://127。0。0。1/            writing-valid false parser: "IPv4-non-ASCII-input at byte 7: the IPv4 address comes from a host that is not ASCII, through IDNA"
}
