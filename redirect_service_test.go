// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	neturl "net/url"
	"strings"
	"testing"

	"github.com/weburl/url"
)

// postLoginNext is a service's post-login check, written for net/url and
// swapped to this package by its import alone (issue 30): it redirects to
// next only when next is a path on the site.
func postLoginNext(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" || strings.HasPrefix(next, "//") || !strings.HasPrefix(u.Path, "/") {
		return "/"
	}
	return u.String()
}

// netPostLoginNext is the same check with net/url.
func netPostLoginNext(next string) string {
	u, err := neturl.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" || strings.HasPrefix(next, "//") || !strings.HasPrefix(u.Path, "/") {
		return "/"
	}
	return u.String()
}

// TestServiceRedirectCheck checks that the service's check stays closed
// after the swap: for each attack, the Location it sends, read by a
// browser (the standard's parser) against the login page, stays on the
// site, as it does with net/url. Same-site paths still pass.
func TestServiceRedirectCheck(t *testing.T) {
	const page = "https://site.example/login"
	for _, tt := range []struct {
		next string
		want string // the Location sent
	}{
		// Attacks: each reads as another host in a browser.
		{`/\evil.com`, "/"},
		{`\\evil.com`, "/"},
		{`\/evil.com`, "/"},
		{`/\/evil.com`, "/"},
		{`/\\evil.com`, "/"},
		{"///evil.com", "/"},
		{"////evil.com", "/"},
		{"//evil.com", "/"},
		{"/\t/evil.com", "/"},
		{"/\n\\evil.com", "/"},
		{"/\\\t\\evil.com", "/"},
		{" /\\evil.com", "/"},
		{"\x01/\\evil.com", "/"},
		{`/\evil.com/account?x#y`, "/"},
		{`/\user:pw@evil.com:8443/`, "/"},
		{`//site.example\@evil.com/`, "/"},
		{"https:evil.com", "/"},
		{"https://evil.com/", "/"},
		{"javascript:alert(1)", "/"},
		// Same-site paths pass, and stay paths.
		{"/account?tab=keys", "/account?tab=keys"},
		{`/a\b`, `/a\b`},
		{"/%5Cevil.com", "/%5Cevil.com"},
		{"/%2F%2Fevil.com", "/%2F%2Fevil.com"},
		{`/./\evil.com`, `/./\evil.com`},
		{"/a/../b", "/a/../b"},
	} {
		loc := postLoginNext(tt.next)
		if loc != tt.want {
			t.Errorf("postLoginNext(%q) = %q, want %q", tt.next, loc, tt.want)
		}
		for name, loc := range map[string]string{"weburl": loc, "net/url": netPostLoginNext(tt.next)} {
			u, err := url.ParseWithBase(loc, page)
			if err == nil && u.Host != "site.example" {
				t.Errorf("with %s, next=%q sends Location %q, which a browser at %s reads as host %q", name, tt.next, loc, page, u.Host)
			}
		}
	}
}
