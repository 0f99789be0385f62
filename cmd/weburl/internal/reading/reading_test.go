// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package reading

import (
	"github.com/weburl/url/validation"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/url"
)

func TestNetURL(t *testing.T) {
	tests := []struct {
		in, base                                 string
		href, protocol, hostname, port, pathname string
		search, hash                             string
	}{
		// net/url keeps what the standard normalizes.
		{"HTTP://EXAMPLE.com:80/a/../b?q#f", "", "http://EXAMPLE.com:80/a/../b?q#f", "http:", "EXAMPLE.com", "80", "/a/../b", "?q", "#f"},
		// An IPv6 hostname keeps its brackets, as the standard's getter does.
		{"http://[::1]:8080/", "", "http://[::1]:8080/", "http:", "[::1]", "8080", "/", "", ""},
		// An opaque path is the pathname; "?" alone is an empty query.
		{"mailto:a@b?", "", "mailto:a@b?", "mailto:", "", "", "a@b", "?", ""},
		// With a base: base.Parse(input).
		{"../c", "http://h/a/b", "http://h/c", "http:", "h", "", "/c", "", ""},
	}
	for _, tt := range tests {
		r := NetURL(tt.in, tt.base)
		got := []string{r.Href, r.Protocol, val(r.Hostname), val(r.Port), val(r.Pathname), val(r.Search), val(r.Hash)}
		want := []string{tt.href, tt.protocol, tt.hostname, tt.port, tt.pathname, tt.search, tt.hash}
		if r.Failure || !slices.Equal(got, want) {
			t.Errorf("NetURL(%q, %q) = %q (failure %v), want %q", tt.in, tt.base, got, r.Failure, want)
		}
	}
	if r := NetURL("http://[::1", ""); !r.Failure || r.Error == "" {
		t.Errorf("NetURL of a failing URL: %+v", r)
	}
}

// TestDifferencesSelf checks that a reading never differs from itself,
// and that each class is found when only its getter changes.
func TestDifferencesSelf(t *testing.T) {
	w := WebURL("https://u:p@example.com:8443/p?q#f", "").Reading
	if d := Differences(w, w); len(d) != 0 {
		t.Fatalf("a reading differs from itself: %v", d)
	}
	s := func(v string) *string { return &v }
	for class, change := range map[string]func(r *Reading){
		ClassScheme:   func(r *Reading) { r.Protocol = "http:" },
		ClassUserinfo: func(r *Reading) { r.Password = s("x") },
		ClassHost:     func(r *Reading) { r.Hostname = s("example.org") },
		ClassPort:     func(r *Reading) { r.Port = s("") },
		ClassPath:     func(r *Reading) { r.Pathname = s("/P") },
		ClassQuery:    func(r *Reading) { r.Search = s("") },
		ClassFragment: func(r *Reading) { r.Hash = s("#g") },
		ClassFailure:  func(r *Reading) { *r = Reading{Failure: true} },
	} {
		n := w
		change(&n)
		if d := Differences(w, n); !slices.Equal(d, []string{class}) {
			t.Errorf("%s changed: Differences = %v", class, d)
		}
	}
	// Case and a default port written out are no difference.
	n := w
	n.Hostname, n.Protocol = s("EXAMPLE.com"), "HTTPS:"
	if d := Differences(w, n); len(d) != 0 {
		t.Errorf("case: %v", d)
	}
	w2 := WebURL("https://example.com/", "").Reading
	if d := Differences(w2, NetURL("https://example.com:443/", "")); len(d) != 0 {
		t.Errorf("default port: %v", d)
	}
}

// TestWebURLErrorsBounded checks that WebURL keeps the first MaxErrors
// errors and the failure, and counts the rest, as url.Validate keeps them.
func TestWebURLErrorsBounded(t *testing.T) {
	const n = 250
	for _, tt := range []struct {
		name, in string
		failure  bool
	}{
		// Each "%" not followed by two hex digits is an invalid-URL-unit.
		{"parses", "http://h/" + strings.Repeat("%", n), false},
		// A special-scheme-missing-following-solidus for each "/" after the
		// first two, then a port that is not a number: the failure is kept.
		{"fails", "http:" + strings.Repeat("/", n) + "h:x/", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := WebURL(tt.in, "")
			lib := url.Validate(tt.in, "")
			if p.Reading.Failure != tt.failure {
				t.Fatalf("failure = %v, want %v", p.Reading.Failure, tt.failure)
			}
			if len(p.Errors) != len(lib) {
				t.Fatalf("%d errors, url.Validate %d", len(p.Errors), len(lib))
			}
			for i, e := range lib {
				if p.Errors[i].Type != validation.Type(e.Type).String() || p.Errors[i].Offset != e.Offset || p.Errors[i].Failure != e.Failure {
					t.Errorf("error %d = %+v, url.Validate's %+v", i, p.Errors[i], e)
				}
			}
			all := 0
			url.Parser{OnValidationError: func(validation.Error) { all++ }}.Parse(tt.in, "")
			if p.Omitted != all-len(p.Errors) || p.Omitted == 0 {
				t.Errorf("Omitted = %d, want %d (of %d)", p.Omitted, all-len(p.Errors), all)
			}
		})
	}
}
