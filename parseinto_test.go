// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"testing"
)

// TestParseInto checks that ParseInto gives what Parse gives, on a reused
// URL, for canonical input, input the parser changes, references and
// errors.
func TestParseInto(t *testing.T) {
	var u URL
	for _, s := range []string{
		"https://example.com/a/b?q=1#f",        // canonical: the fast path
		"https://example.com/%41b?q#%7E",       // canonical, decoded Path and Fragment
		"HTTP://EXAMPLE.com:80/a/./b/../c d",   // changed by the parser
		"file:///C:/x",                         // a file URL
		"/a/b?c",                               // a reference
		"http:foo.com",                         // special scheme without "//"
		"mailto:a@b",                           // an opaque path
		"https://user:pass@example.com:8080/p", // credentials and a port
	} {
		want, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if err := ParseInto(&u, s); err != nil {
			t.Fatalf("ParseInto(%q): %v", s, err)
		}
		got, exp := u.exported(), want.exported()
		got.User, exp.User = nil, nil
		if u.String() != want.String() || got != exp || u.User.String() != want.User.String() {
			t.Errorf("ParseInto(%q) = %+v, want %+v", s, u.exported(), want.exported())
		}
		if !u.valid() {
			continue // a reference: the invariants are a URL record's
		}
		for _, e := range checkInvariants(&u) {
			t.Errorf("ParseInto(%q): %s", s, e)
		}
	}
	before := u
	if err := ParseInto(&u, "http://a b/"); err == nil {
		t.Errorf("ParseInto(%q) succeeded, want an error", "http://a b/")
	}
	if u.String() != before.String() {
		t.Errorf("failed ParseInto changed the URL to %q", u.String())
	}
}

// TestParseIntoSearchParams checks that the query object stays bound to
// the URL and follows its new query, as after SetHref.
func TestParseIntoSearchParams(t *testing.T) {
	var u URL
	if err := ParseInto(&u, "https://example.com/?a=1"); err != nil {
		t.Fatal(err)
	}
	p := u.SearchParams()
	for _, s := range []string{"https://example.com/?b=2", "http://EXAMPLE.com/?c=3"} {
		if err := ParseInto(&u, s); err != nil {
			t.Fatal(err)
		}
		if got, want := p.String(), u.RawQuery; got != want {
			t.Errorf("after ParseInto(%q), SearchParams = %q, want %q", s, got, want)
		}
	}
	p.Set("d", "4")
	if got, want := u.String(), "http://example.com/?c=3&d=4"; got != want {
		t.Errorf("after SearchParams.Set, String = %q, want %q", got, want)
	}
}

// TestParseIntoAllocs guards ParseInto's promise: no allocation for a
// canonical URL without percent-encoded bytes in its path and fragment.
func TestParseIntoAllocs(t *testing.T) {
	skipInstrumented(t)
	var u URL
	for _, s := range []string{
		"https://example.com/",
		"https://www.example.com:8080/a/b/c.html?x=1&y=%20#frag",
		"file:///usr/lib/node_modules/npm/index.js",
		// An opaque path, which the fast path takes too.
		"mailto:someone@example.com",
		"data:text/plain;base64,SGVsbG8=#x",
	} {
		if n := testing.AllocsPerRun(100, func() {
			if err := ParseInto(&u, s); err != nil {
				t.Fatal(err)
			}
			_ = u.String()
		}); n != 0 {
			t.Errorf("ParseInto(%q) and String: %v allocations, want 0", s, n)
		}
	}
}

// TestSchemeIsFinal checks that schemeIsFinal, which looks at the start of
// an input only, never says a failure is final when parseReference's
// reading of the preprocessed input would make a reference of it.
func TestSchemeIsFinal(t *testing.T) {
	for _, s := range []string{
		"http://[::1", "  http://[::1", "HTTP:\\\\[", "http:/[", "http:[", "h\ttp://[", "http:\t//[",
		"sc://[", "schemes://x", "1http://", "://", "", " ", "http", "https:", "ftp:x", "ht tp://",
		"file:///", "wss:\\/", "a+b-c.d:e", "https\t://", "http:/\t/",
	} {
		checkSchemeIsFinal(t, s)
	}
}

func checkSchemeIsFinal(t *testing.T, s string) {
	t.Helper()
	scheme, rest, ok := specialSchemeRest(preprocess(s))
	if schemeIsFinal(s) && ok && !startsWithTwoSeparators(rest) {
		t.Errorf("schemeIsFinal(%q) = true, but %q (scheme %q) is a reference", s, rest, scheme)
	}
}

// FuzzSchemeIsFinal checks schemeIsFinal against preprocessing on any
// input.
func FuzzSchemeIsFinal(f *testing.F) {
	for _, s := range []string{"http://[", "h\ttp:x", "HTTPS:\\\\", " ws:/\t/"} {
		f.Add(s)
	}
	f.Fuzz(checkSchemeIsFinal)
}
