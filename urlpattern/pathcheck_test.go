// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	neturl "net/url"
	"path"
	"strings"
	"testing"

	url "github.com/weburl/url"
)

// caddyList is the router of caddyserver/caddy#7941: a public and an
// admin tree, a segment route, and an object-store route that allows
// encoded slashes.
func caddyList(t testing.TB) *List[string] {
	var l List[string]
	for _, p := range []string{"/public/*", "/admin/*", "/files/:name", "/bucket/:key"} {
		pattern, err := NewPathname(p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		l.AddWithOptions(pattern, p, EntryOptions{UnsafeAllowEncodedSlashes: p == "/bucket/:key"})
	}
	return &l
}

var checkPathTests = []struct {
	path    string
	refused bool
}{
	{"/public/a.txt", false},
	{"/public/..%2fadmin/secret.txt", true},
	{"/public/..%2Fadmin/secret.txt", true},
	{"/public/%2e%2e%2fadmin/secret.txt", true},
	{"/public/..%5cadmin/secret.txt", true},
	{"/public/%252e%252e%252fadmin/secret.txt", true},
	{"/public/%2525252e", true},
	{"/public/..;/admin/secret.txt", true},
	{"/public/%EF%BC%8E%EF%BC%8E%EF%BC%8Fadmin/x", true},
	{"//admin/x", true},
	{"/public/a%2fb", false},
	{"/public/%25", false},
	{"/public/a;b/c", false},
	{"/public/..;/public/x", false},
	{"/files/a%2fb", true},
	{"/files/a%20b", false},
	{"/bucket/a%2Fb", false},
	{"/bucket/a%2F..%2Fb", true},
	{"/bucket/%2e%2e%2Fb", true},
	{"/nothing/..%2fadmin/x", true},
	{"/nothing/a%2fb", false},
}

// TestCheckPath checks which paths CheckPath refuses, and that its error
// names both readings.
func TestCheckPath(t *testing.T) {
	l := caddyList(t)
	for _, tt := range checkPathTests {
		u, err := url.Parse("https://site.test" + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		err = l.CheckPath(u)
		var ae *AmbiguousPathError
		if (err != nil) != tt.refused || err != nil && !errors.As(err, &ae) {
			t.Errorf("CheckPath(%s) = %v, want refused %v", tt.path, err, tt.refused)
			continue
		}
		if ae != nil && ae.Pathname != u.Pathname() {
			t.Errorf("CheckPath(%s): Pathname %q, want %q", tt.path, ae.Pathname, u.Pathname())
		}
	}
}

// TestCheckPathNoAllocs guards the fast path: a pathname without "%", ";",
// "\" or "//" is checked without allocating.
func TestCheckPathNoAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	l := caddyList(t)
	u, _ := url.Parse("https://site.test/public/a/b.txt")
	l.CheckPath(u)
	if n := testing.AllocsPerRun(100, func() { l.CheckPath(u) }); n != 0 {
		t.Errorf("CheckPath allocates %v times on a plain path", n)
	}
}

// FuzzCheckPath checks, against net/url and path.Clean as a handler uses
// them, that a path CheckPath accepts for "/public/*" stays under /public
// for a handler that decodes it once or twice (turning "\" into "/"), and
// that CheckPath never panics.
func FuzzCheckPath(f *testing.F) {
	for _, tt := range checkPathTests {
		f.Add(tt.path)
	}
	l := caddyList(f)
	f.Fuzz(func(t *testing.T, p string) {
		u, err := url.Parse("https://site.test/" + strings.TrimPrefix(p, "/"))
		if err != nil {
			return
		}
		if l.CheckPath(u) != nil {
			return
		}
		m, ok := l.MatchURL(u)
		if !ok || m.Value() != "/public/*" {
			return
		}
		d := u.EscapedPath()
		for range 2 {
			if d, err = neturl.PathUnescape(d); err != nil {
				return
			}
			clean := path.Clean(strings.ReplaceAll(d, `\`, "/"))
			if clean != "/public" && !strings.HasPrefix(clean, "/public/") {
				t.Fatalf("%q routes to /public/* and passes CheckPath, but a handler reads %q", u.Pathname(), clean)
			}
		}
	})
}

// FuzzCheckServeMuxSyntax checks that CheckServeMuxSyntax never panics and
// that an error's Found is the text at its Offset.
func FuzzCheckServeMuxSyntax(f *testing.F) {
	for _, s := range []string{"/users/{id}", "/files/{path...}", "/{$}", "GET /x", "/books{/}?", "/(\\d{2})/{a}", "{", "\xff{a}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, pattern string) {
		err := CheckServeMuxSyntax(pattern)
		var se *ServeMuxSyntaxError
		if err == nil || !errors.As(err, &se) {
			return
		}
		valid := strings.ToValidUTF8(pattern, "\uFFFD")
		if !strings.HasPrefix(valid[se.Offset:], se.Found) {
			t.Errorf("CheckServeMuxSyntax(%q): Found %q is not at offset %d", pattern, se.Found, se.Offset)
		}
	})
}

// TestPercentDecodeOnce checks the handler's decoder against net/url's
// PathUnescape where that accepts the input, and the standard's
// percent-decode where it does not: a "%" that starts no escape stays.
func TestPercentDecodeOnce(t *testing.T) {
	for _, tt := range []struct {
		in, want, kept string // kept: with keepSlashes
	}{
		{"", "", ""},
		{"/a/b", "/a/b", "/a/b"},
		{"%41%e2%80%ae", "A\u202e", "A\u202e"},
		{"a%2Fb%2fc", "a/b/c", "a%2Fb%2fc"},
		{"%252F", "%2F", "%2F"}, // one decoding only
		{"%5c%2e%2E", `\..`, `\..`},
		{"%zz%41", "%zzA", "%zzA"}, // PathUnescape fails
		{"%", "%", "%"},
		{"%4", "%4", "%4"},
		{"%%41", "%A", "%A"},
		{"%2", "%2", "%2"},
	} {
		if got := percentDecodeOnce(tt.in, false); got != tt.want {
			t.Errorf("percentDecodeOnce(%q, false) = %q, want %q", tt.in, got, tt.want)
		}
		if got := percentDecodeOnce(tt.in, true); got != tt.kept {
			t.Errorf("percentDecodeOnce(%q, true) = %q, want %q", tt.in, got, tt.kept)
		}
		if want, err := neturl.PathUnescape(tt.in); err == nil && want != tt.want {
			t.Errorf("percentDecodeOnce(%q, false) = %q, net/url's PathUnescape %q", tt.in, tt.want, want)
		}
	}
}
