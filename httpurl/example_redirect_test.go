// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httpurl_test

import (
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
	"github.com/weburl/url/origin"
)

// ExampleSafeRedirect handles a "?next=" parameter after a login: the
// target is resolved as the browser will resolve the Location header, and
// only same-origin targets (and the identity provider's origin) pass. The
// value returned is absolute, so a same-origin path that starts with "//"
// cannot leave the site. A login with no "next" gets the fallback, not the
// login page again.
func ExampleSafeRedirect() {
	current, _ := url.Parse("https://app.example.com/login")
	idp, _ := url.Parse("https://id.example.net/")
	for _, next := range []string{
		"/account?tab=keys",
		`/a/../\example.com`,
		"//evil.com",
		`/\evil.com`,
		"/\t/evil.com",
		"http:evil.com",
		"%2F%2Fevil.com",
		"https://id.example.net/logout",
		"javascript:alert(1)",
		"",
	} {
		loc, err := httpurl.SafeRedirect(current, next, origin.Of(idp))
		if err != nil {
			fmt.Printf("%-32q refused: %v; Location: /\n", next, err.(*url.Error).Err)
			continue
		}
		fmt.Printf("%-32q Location: %s\n", next, loc)
	}
	// Output:
	// "/account?tab=keys"              Location: https://app.example.com/account?tab=keys
	// "/a/../\\example.com"            Location: https://app.example.com//example.com
	// "//evil.com"                     refused: redirect target is not an allowed origin; Location: /
	// "/\\evil.com"                    refused: redirect target is not an allowed origin; Location: /
	// "/\t/evil.com"                   refused: redirect target is not an allowed origin; Location: /
	// "http:evil.com"                  refused: redirect target is not an allowed origin; Location: /
	// "%2F%2Fevil.com"                 Location: https://app.example.com/%2F%2Fevil.com
	// "https://id.example.net/logout"  Location: https://id.example.net/logout
	// "javascript:alert(1)"            refused: redirect target is not an http or https URL; Location: /
	// ""                               refused: redirect target is empty; Location: /
}
