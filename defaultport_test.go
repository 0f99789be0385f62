// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strconv"
	"strings"
	"testing"
)

// DefaultPort agrees with the parser: a special URL written with its
// scheme's default port loses it, and with any other port keeps it.
func TestDefaultPort(t *testing.T) {
	for _, scheme := range []string{"ftp", "file", "http", "https", "ws", "wss", "sc", "redis", "HTTPS", "Ws", "", "http:", "httpss"} {
		got := DefaultPort(scheme)
		lower := strings.ToLower(scheme)
		for _, port := range []int{21, 80, 443, 8080} {
			u, err := ParseWithBase(lower+"://h:"+strconv.Itoa(port)+"/", "")
			if err != nil {
				if got != "" {
					t.Errorf("DefaultPort(%q) = %q, but %s://h:%d/ does not parse", scheme, got, lower, port)
				}
				continue
			}
			// The parser drops exactly the default port.
			if dropped := u.Port() == ""; dropped != (got == strconv.Itoa(port)) {
				t.Errorf("DefaultPort(%q) = %q, but %s://h:%d/ has Port %q", scheme, got, lower, port, u.Port())
			}
		}
	}
	// The special schemes' default ports, from the standard's table.
	for scheme, want := range map[string]string{"ftp": "21", "file": "", "http": "80", "https": "443", "ws": "80", "wss": "443", "sc": "", "HTTP": "80"} {
		if got := DefaultPort(scheme); got != want {
			t.Errorf("DefaultPort(%q) = %q, want %q", scheme, got, want)
		}
	}
}
