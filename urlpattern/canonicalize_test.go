// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import "testing"

// The canonicalization callbacks follow the standard's text at its latest
// commit: a special dummy URL (2025-03), its path emptied before pathname
// canonicalization, an opaque pathname that ends at "?" or "#", and no
// panic where ".." climbs above the "/-" the pathname callback adds.
func TestCanonicalizeCurrentText(t *testing.T) {
	tests := []struct {
		init      Init
		component string
		want      string
	}{
		// "\" in a pathname is "/", as in a special URL's path.
		{Init{Pathname: new(`/a\\b`)}, "pathname", "/a/b"},
		// The special-query percent-encode set encodes "'".
		{Init{Search: new("a'b")}, "search", "a%27b"},
		// A fragment's set does not depend on the scheme.
		{Init{Hash: new("a'b c")}, "hash", "a'b%20c"},
		// An opaque pathname ends at "?": what follows is the dummy URL's query.
		{Init{Protocol: new("sc"), Pathname: new(`a\?b`)}, "pathname", "a"},
		// ... and at "#", here with the protocol from an opaque base URL.
		{Init{Pathname: new("/foo#bar"), BaseURL: new("sc:opaque")}, "pathname", "/foo"},
		// A space just before that "?" is kept as "%20".
		{Init{Protocol: new("sc"), Pathname: new(`a \?b`)}, "pathname", "a%20"},
		// ".." removes the "-" segment of "/-": the result is left as parsed.
		{Init{Pathname: new("a/..")}, "pathname", "/"},
		// ... also when a segment follows.
		{Init{Pathname: new("a/../b")}, "pathname", "/b"},
		// A "." in the middle of a relative pathname is still removed.
		{Init{Pathname: new("a/./b")}, "pathname", "a/b"},
		// A port pattern keeps "443" without a protocol (whatwg/urlpattern#286).
		{Init{Port: new("*443")}, "port", "*443"},
		// ... and beside a protocol whose default port it is not.
		{Init{Protocol: new("http"), Port: new("443")}, "port", "443"},
		// The default port of the protocol given is the empty port.
		{Init{Protocol: new("https"), Port: new("443")}, "port", ""},
	}
	for _, tt := range tests {
		p, err := NewFromInit(tt.init, Options{})
		if err != nil {
			t.Errorf("NewFromInit(%s): %v", initString(tt.init), err)
			continue
		}
		if got := p.component(tt.component).patternString; got != tt.want {
			t.Errorf("NewFromInit(%s).%s = %q, want %q", initString(tt.init), tt.component, got, tt.want)
		}
	}
}

// The callbacks reach the URL parser through the root package's setters
// and getters; these are the places where a setter's own steps, or telling
// a failure from a value that canonicalizes to what the dummy URL had,
// could make them differ from the standard's state-override parse.
func TestCanonicalizeThroughSetters(t *testing.T) {
	port := func(protocol string) encodingCallback {
		return func(v string) (string, error) { return canonicalizePort(v, protocol) }
	}
	tests := []struct {
		name  string
		f     encodingCallback
		value string
		want  string // "" with fail true: a CanonicalizationError
		fail  bool
	}{
		// The dummy URL's own host is a value like any other.
		{"hostname", canonicalizeHostname, "DUMMY.invalid", "dummy.invalid", false},
		// A host the hostname setter refuses is an error, not the dummy's host.
		{"hostname", canonicalizeHostname, "bad%hostname", "", true},
		// ":" ends the hostname state with failure.
		{"hostname", canonicalizeHostname, "a:80", "", true},
		// The default port is the empty port, and no error.
		{"port", port("https"), "443", "", false},
		// Tab and newline are removed; the port ends at the first non-digit.
		{"port", port("https"), "4\t43x", "", false},
		// A port that does not start with a digit is an error.
		{"port", port("https"), "x443", "", true},
		// Above 65535 is an error.
		{"port", port("http"), "65536", "", true},
		// A file: or schemeless dummy URL, which cannot have a port in a URL
		// the parser makes, has no default port.
		{"port", port("file"), "80", "80", false},
		{"port", port(""), "443", "443", false},
		// A leading "?" is part of the query (the setter's own "?" is added).
		{"search", canonicalizeSearch, "?a=b c", "?a=b%20c", false},
		// "#" in a query is encoded.
		{"search", canonicalizeSearch, "a#b", "a%23b", false},
		// A leading "#" is part of the fragment.
		{"hash", canonicalizeHash, "#a", "#a", false},
		// A value of tabs is the empty query or fragment.
		{"hash", canonicalizeHash, "\t", "", false},
		// An opaque path keeps a trailing space and a trailing C0 control
		// (parsed as a whole URL they would be trimmed) ...
		{"opaque", canonicalizeOpaquePathname, "a ", "a ", false},
		{"opaque", canonicalizeOpaquePathname, "a\x01", "a%01", false},
		// ... and a leading "/", which is not a hierarchical path there.
		{"opaque", canonicalizeOpaquePathname, "/a/../b c", "/a/../b c", false},
		// The username is percent-encoded with the userinfo set.
		{"username", canonicalizeUsername, "a:b@c", "a%3Ab%40c", false},
	}
	for _, tt := range tests {
		got, err := tt.f(tt.value)
		if tt.fail {
			if err == nil {
				t.Errorf("%s(%q) = %q, want an error", tt.name, tt.value, got)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%s(%q) = %q, %v; want %q", tt.name, tt.value, got, err, tt.want)
		}
	}
}

// Pattern strings and match inputs whose pathname climbs above the start
// compile and match without panicking.
func TestCanonicalizePathnameTotal(t *testing.T) {
	p, err := New(`https://e.com/:x{a/..}`, "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	// {a/..} canonicalizes to "/": the pattern is "/:x/".
	if got, want := p.Pathname(), "/:x/"; got != want {
		t.Errorf("Pathname() = %q, want %q", got, want)
	}
	any := MustNew("*://*/*", "", Options{})
	any2, err := NewFromInit(Init{Pathname: new("/*")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// "." and ".." alone stay relative: "/-." and "/-.." are one segment.
	for _, in := range []string{".", ".."} {
		if r, ok := any2.ExecInit(Init{Pathname: new(in)}); ok {
			t.Errorf("ExecInit({pathname: %q}) = %+v, want no match of /*", in, r)
		}
	}
	for _, in := range []string{"a/..", "../..", "a/../../b", "a/b/../.."} {
		init := Init{Pathname: new(in)}
		// The protocol of init is "": "*://*/*" compiles a "*" protocol that
		// matches it, and so do the others.
		for _, q := range []*URLPattern{any, any2, p} {
			_ = q.TestInit(init)
			_, _ = q.ExecInit(init)
		}
		r, ok := any2.ExecInit(init)
		if !ok || r.Pathname.Input == "" || r.Pathname.Input[0] != '/' {
			t.Errorf("ExecInit({pathname: %q}) = %+v, %v: want a match with an absolute pathname", in, r, ok)
		}
	}
	// A pattern string's pathname "/a\\b" matches the URL https://x/a\b.
	if q := MustNew(`https://x/a\\b`, "", Options{}); !q.Test(`https://x/a\b`, "") {
		t.Errorf(`%v does not match https://x/a\b`, q)
	}
}

// initString shows an Init's present members for test messages.
func initString(init Init) string {
	s := "{"
	for i, f := range init.fields() {
		if *f != nil {
			s += componentNames[i] + ": " + quote(**f) + " "
		}
	}
	if init.BaseURL != nil {
		s += "baseURL: " + quote(*init.BaseURL)
	}
	return s + "}"
}

func quote(s string) string { return "\"" + s + "\"" }
