// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// TestIsCanonicalDomain checks isCanonicalDomain, whose test of the last
// two bytes sends only some hosts to endsInANumber, against endsInANumber
// itself: every host of one to four bytes from the bytes that matter to
// the IPv4 number rules, each also with a final "." and behind a label.
func TestIsCanonicalDomain(t *testing.T) {
	const bytes = "0159afgxz.-_"
	var hosts []string
	var grow func(s string)
	grow = func(s string) {
		if s != "" {
			hosts = append(hosts, s, s+".", "ab."+s, "0x."+s)
		}
		if len(s) < 4 {
			for i := 0; i < len(bytes); i++ {
				grow(s + bytes[i:i+1])
			}
		}
	}
	grow("")
	hosts = append(hosts, "", "other.example", "cdn.example.net", "a.0x1f", "a.0xfg", "a.1e", "x.0xe.")
	for _, h := range hosts {
		want := h != "" && !endsInANumber([]byte(h))
		if got := isCanonicalDomain(h); got != want {
			t.Errorf("isCanonicalDomain(%q) = %v, want %v", h, got, want)
		}
	}
}

// TestSplicePathHost checks the pathname and host splices against the
// state machine (checkSplice) on values that reach each of their tests:
// paths of every length up to 40 with a dot segment, a "." or a "%" at
// each place, and hosts whose last label is or is close to a number.
func TestSplicePathHost(t *testing.T) {
	bases := []string{
		"https://www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"https://h/p",
		"https://h/p?",
		"https://h/p#",
		"http://h:1/p?q#f",
		"wss://h/p?q",
		"file:///p",
		"sc://h/p",
		"https://h/%41?q#%42", // not untouched
	}
	var paths []string
	for n := 1; n <= 40; n++ {
		p := "/" + strings.Repeat("a", n-1)
		paths = append(paths, p)
		for at := 1; at < n; at++ {
			for _, c := range []string{".", "/.", "/..", "/%2e", "%", "/%2e%2E/", "\\", " ", "é"} {
				if at+len(c) <= n {
					paths = append(paths, p[:at]+c+p[at+len(c):])
				}
			}
		}
	}
	hosts := []string{
		"other.example", "other.example:9090", "cdn.example.net", "a.0x1f", "a.0x1f.", "a.0xfg",
		"a.1e", "a.1e:1", "a.19", "a.19.", "0x", "x", "e", "ab", "a.b:443", "a.b:80", "a.b:0",
		"a.b:65535", "a.b:65536", "a.b:", "a.b:1x", "A.b", "a%2eb", "a..b", ".", "a.b.", "xn--a",
	}
	for _, base := range bases {
		for _, p := range paths {
			checkSplice(t, base, "pathname", p)
		}
		for _, h := range hosts {
			checkSplice(t, base, "host", h)
			checkSplice(t, base, "hostname", h)
		}
	}
}
