// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"
	"net"

	"github.com/weburl/url"
)

// A URL never holds its scheme's default port (Port is "" for
// https://example.com:443/), so a dialer asks DefaultPort for it.
func ExampleDefaultPort() {
	for _, s := range []string{"https://example.com:443/", "http://example.com:8080/", "wss://example.com/", "file:///etc/hosts", "redis://cache/0"} {
		u := url.MustParse(s)
		port := u.Port()
		if port == "" {
			port = url.DefaultPort(u.Scheme)
		}
		if port == "" {
			fmt.Printf("%s: no port\n", u)
			continue
		}
		fmt.Printf("%s: dial %s\n", u, net.JoinHostPort(u.Hostname(), port))
	}
	// Output:
	// https://example.com/: dial example.com:443
	// http://example.com:8080/: dial example.com:8080
	// wss://example.com/: dial example.com:443
	// file:///etc/hosts: no port
	// redis://cache/0: no port
}
