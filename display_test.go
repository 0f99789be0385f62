// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

func TestDisplay(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://xn--bcher-kva.example/a?b#c", "https://bücher.example/a?b#c"},
		{"https://BÜCHER.example/", "https://bücher.example/"},
		{"https://xn--80ak6aa92e.com/", "https://аррӏе.com/"}, // a look-alike: no policy here
		{"https://user:pw@xn--bcher-kva.example:8080/", "https://user:pw@bücher.example:8080/"},
		{"https://[::1]/", "https://[::1]/"}, // IPv6 stays bracketed
		{"http://0x7f.1/", "http://127.0.0.1/"},
		{"sc://xn--bcher-kva.example/", "sc://xn--bcher-kva.example/"}, // an opaque host is not a domain
		{"file:///C:/x", "file:///C:/x"},
		{"https://example.com/%E2%82%AC", "https://example.com/%E2%82%AC"}, // the path as in the href
		{"https://xn--ls8h.la/", "https://💩.la/"},
		{"https://a.xn--x.example/", "https://a.xn--x.example/"},                   // an invalid label: the host as it is
		{"https://xn--bcher-kva.xn--8i7caa/", "https://xn--bcher-kva.xn--8i7caa/"}, // one label decodes to mapped code points (ｗｗｗ): the whole host as it is
	} {
		u, err := ParseWithBase(c.in, "")
		if err != nil {
			t.Fatalf("ParseWithBase(%q): %v", c.in, err)
		}
		if got := u.Display(); got != c.want {
			t.Errorf("Parse(%q).Display() = %q, want %q", c.in, got, c.want)
		}
	}
}
