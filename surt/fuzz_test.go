// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package surt

import (
	"strings"
	"testing"

	"github.com/weburl/url"
)

// FuzzKeys checks that every URL the parser accepts has a SURT key under
// each option set and an SSURT, without a panic; that a key with a host is
// its authority's ")" form; and that the SSURT of a URL with a host puts
// the scheme right after "//" and the port.
//
//	go test ./surt -run='^$' -fuzz=FuzzKeys -fuzztime=60s
func FuzzKeys(f *testing.F) {
	for _, s := range []string{
		"http://www.archive.org/goo/?a=2&b&a=1", "mailto:a@b", "http://[::1]:8080/#x",
		"file:///C:/x", "foo://u:p@H%41/p?q", "dns:example.com", "http://10.1.2.3/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := url.Parse(s)
		if err != nil || u.Protocol() == "" {
			return
		}
		for _, o := range []Options{{}, IA, Heritrix, {Query: QuerySorted, TrailingComma: true}} {
			key := KeyOf(u, o)
			if u.HostKind() != url.HostNone && !strings.Contains(key, ")") {
				t.Errorf("KeyOf(%q, %+v) = %q, with no authority", u, o, key)
			}
		}
		ss := SSURTOf(u)
		if u.HostKind() != url.HostNone && !strings.Contains(ss, "//"+u.Port()+":"+u.Scheme) {
			t.Errorf("SSURTOf(%q) = %q", u, ss)
		}
	})
}
