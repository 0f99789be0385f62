// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"cmp"
	"errors"
	"maps"
	neturl "net/url"
	"path"
	"runtime"
	"slices"
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
	// A dot segment the standard did not remove is refused, even where
	// path.Clean stays under the route: http.StripPrefix("/public/")
	// leaves "..;/public/x", which a servlet backend joined to its root
	// reads as "../public/x".
	{"/public/..;/public/x", true},
	// ";parameters" are stripped from every segment, not only from dot
	// segments: "/admin/x" to a servlet container.
	{"/admin;x/secret.txt", true},
	{"/public;x/a", true}, // routes nowhere; "/public/a" to a servlet container
	{"/public/a;x/b", false},
	// NFKC over a path with a byte of invalid UTF-8, and the escapes it
	// makes ("％2e" is "%2e"), decoded again.
	{"/public/%FF%EF%BC%8E%EF%BC%8E%EF%BC%8Fadmin/x", false},
	{"/public/%FF/%EF%BC%8E%EF%BC%8E/admin/x", true},
	{"/public/%EF%BC%852e%EF%BC%852e/admin/x", true},
	// A dot segment hidden under "/*" reaches a path value.
	{"/..%2f..%2fetc%2fpasswd", true},
	// Empty segments: the standard keeps them, path.Clean collapses them.
	{"/public//admin/x", false},
	{"/public/%2F%2F..%2F..%2Fadmin/x", true},
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

// TestCheckPathNoAllocs guards the fast paths: a pathname without "%",
// ";", "\" or "//" is checked without allocating, and so is a path sent
// whose readings are all itself.
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
	// A path sent with dots and escapes that stay: no reading differs.
	if n := testing.AllocsPerRun(100, func() { CheckSentPath("/public/a.b/%zz.txt") }); n != 0 {
		t.Errorf("CheckSentPath allocates %v times on a path with no dot segment", n)
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
		if err := CheckSentPath(p); err == nil && (hasDotSegment(p, false) || strings.Contains(p, `\`)) {
			t.Fatalf("CheckSentPath(%q) accepts a dot segment or a backslash", p)
		}
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

// checkPathUnits are the units TestCheckPathMemory repeats into a long
// path: escapes that decode once, twice and three times (the last still
// encoded after three), ";parameters" plain and encoded, full-width
// letters and percent signs, a byte of invalid UTF-8 beside them and
// before a combining mark, empty segments plain and encoded, and escaped
// non-ASCII.
var checkPathUnits = []string{
	"%2541", "%25252541", "a;b/", "a%253Bb/", "a%2Fb;c/", "%EF%BC%A1", "%EF%BC%85",
	"%FF%EF%BC%A1", "%FF", "%FFa", "%FF%CC%81", "a//", "%2F", "%252F%252F", "%C3%A9",
}

// TestCheckPathMemory checks SECURITY.md's bound for CheckPath: at most
// 12 bytes allocated per byte of the URL (runtime.MemStats.TotalAlloc, an
// upper bound of what it holds at its peak), for paths of 1 MiB of each of
// checkPathUnits, and of 8 and 64 MiB of the three that allocate most.
func TestCheckPathMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	if testing.Short() {
		t.Skip("allocates about 1.5 GiB in all")
	}
	const maxBytesPerInput = 12
	l := caddyList(t)
	run := func(unit string, size int) float64 {
		u, err := url.Parse("https://site.test/public/" + strings.Repeat(unit, size/len(unit)))
		if err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		l.CheckPath(u)
		runtime.ReadMemStats(&after)
		perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(u.String()))
		if perByte > maxBytesPerInput {
			t.Errorf("CheckPath on %d MiB of %q allocates %.1f bytes per byte, want at most %d", size>>20, unit, perByte, maxBytesPerInput)
		}
		return perByte
	}
	perByte := map[string]float64{}
	for _, unit := range checkPathUnits {
		perByte[unit] = run(unit, 1<<20)
	}
	units := slices.SortedFunc(maps.Keys(perByte), func(a, b string) int { return cmp.Compare(perByte[b], perByte[a]) })
	for _, unit := range units[:3] {
		t.Logf("%q: %.2f bytes per byte at 1 MiB, %.2f at 8 MiB, %.2f at 64 MiB", unit, perByte[unit], run(unit, 8<<20), run(unit, 64<<20))
	}
}
