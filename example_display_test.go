// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

// ExampleURL_Display shows URLs to a person: domains in Unicode, IPv6
// hosts bracketed, the rest as the href. The second host is a look-alike
// of apple.com in Cyrillic letters: Display has no look-alike policy, so a
// program showing hosts for a trust decision needs one (SECURITY.md).
func ExampleURL_Display() {
	for _, raw := range []string{
		"https://xn--bcher-kva.example/kaufen?x=1",
		"https://xn--80ak6aa92e.com/",
		"https://[::1]:8443/",
	} {
		u, _ := url.Parse(raw)
		fmt.Println(u.Display())
	}
	// Output:
	// https://bücher.example/kaufen?x=1
	// https://аррӏе.com/
	// https://[::1]:8443/
}
