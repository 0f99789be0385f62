// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url"
)

// A setter that ignores a value, as the standard's does, says why.
func ExampleURL_SetPort() {
	u := url.MustParse("https://example.com/")
	fmt.Println(u.SetPort("99999"))
	fmt.Println(u.SetHost("bad host"))
	err := url.MustParse("mailto:someone@example.com").SetPort("25")
	fmt.Println(errors.Is(err, url.ErrCannotHaveCredentialsOrPort))
	fmt.Println(u.SetPort("8443"), u)
	// Output:
	// set port "99999": port-out-of-range at byte 0: the port is over 65535
	// set host "bad host": domain-to-ASCII at byte 3: the domain is not valid under UTS #46 (IDNA)
	// true
	// <nil> https://example.com:8443/
}
