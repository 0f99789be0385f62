// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// checkOwnHref checks the parser's best case on s: when the URL's
// serialization is s itself, the href is s's very bytes (no copy), and a
// plain URL's fields read without decoding are what decoding gives. It
// also checks idempotence: the href parses to itself, with the same
// components and fields. It reports whether s is its own href.
func checkOwnHref(t *testing.T, s string) bool {
	t.Helper()
	u, err := parse(s, nil, nil, nil)
	if err != nil {
		return false
	}
	if p := checkOffsets(u); len(p) > 0 {
		t.Fatalf("%q: %s", s, strings.Join(p, "\n"))
	}
	v, err := parse(u.href, nil, nil, nil)
	if err != nil {
		t.Fatalf("%q: href %q does not parse: %v", s, u.href, err)
	}
	if v.href != u.href || v.c != u.c || !sameFields(u, v) {
		t.Fatalf("%q: href %q %+v parses to %q %+v", s, u.href, u.c, v.href, v.c)
	}
	if v.c.plain != isPlain(v.href, &v.c, false) {
		t.Fatalf("%q: plain %v, not the href's verdict", s, v.c.plain)
	}
	own := u.href == s
	if own && addrOf(u.href) != addrOf(s) {
		t.Fatalf("%q: its own serialization, copied", s)
	}
	// plain says that the fields need no decoding: reading them without
	// decoding gives what decoding gives.
	if u.c.plain {
		var plain, decoded URL
		c := u.c
		plain.fromHref(u.href, c, nil)
		c.plain = false
		decoded.fromHref(u.href, c, nil)
		if plain.exported() != decoded.exported() {
			t.Fatalf("%q as plain: fields %+v, decoded %+v", s, plain.exported(), decoded.exported())
		}
	}
	return own
}

// sameFields reports whether u and v have the same exported fields, User
// compared by its value.
func sameFields(u, v *URL) bool {
	a, b := u.exported(), v.exported()
	if (a.User == nil) != (b.User == nil) || a.User != nil && *a.User != *b.User {
		return false
	}
	a.User, b.User = nil, nil
	return a == b
}

func TestOwnHref(t *testing.T) {
	tests := []struct {
		in  string
		own bool
	}{
		{"https://www.sec.gov/edgar.shtml", true},
		{"http://127.0.0.1:8080/healthz", true},
		{"file:///c:/x", true},
		{"file:///c|/x", false},
		{"file://h:1/", false},
		{"mailto:x", true},
		{"http:/h/", false},
		{" http://h/", false},
		{"http://h/ ", false},
		{"http://[::1]/", true},
		{"https://u:p@h/a%41?q#f", true},
		{"HTTPS://H:443", false},
		{"https://h/a/./b", false},
		{"https://", false},
	}
	for _, tt := range tests {
		if got := checkOwnHref(t, tt.in); got != tt.own {
			t.Errorf("%q: its own href %v, want %v", tt.in, got, tt.own)
		}
	}
	n := 0
	for _, s := range corpusLines(t, 2000) {
		if checkOwnHref(t, s) {
			n++
		}
	}
	t.Logf("%d corpus URLs are their own href", n)
}

// TestCanonicalAllocs checks that ParseInto, SetHref and CanParse take no
// allocation for a URL that is its own href and needs no decoding.
func TestCanonicalAllocs(t *testing.T) {
	if raceEnabled || sanitizerEnabled {
		t.Skip("allocation counts differ under race and sanitizer builds")
	}
	const s = "https://example.com:8080/a/b/c.html?x=1&y=2#frag"
	var u URL
	if n := testing.AllocsPerRun(100, func() { _ = ParseInto(&u, s) }); n != 0 {
		t.Errorf("ParseInto: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = u.SetHref(s) }); n != 0 {
		t.Errorf("SetHref: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { CanParse(s, "") }); n != 0 {
		t.Errorf("CanParse: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { CanParse("HTTPS://EXAMPLE.com/a/../b", s) }); n != 0 {
		t.Errorf("CanParse with a base: %v allocations, want 0", n)
	}
}

// FuzzOwnHref checks the one parser on any input: idempotence (the href
// parses to itself), the href-only verdict of plain, and that an input
// that is its own serialization is not copied (checkOwnHref).
func FuzzOwnHref(f *testing.F) {
	for _, s := range []string{
		"https://www.sec.gov/edgar.shtml", "http://a:1/b/c?d#e", "file:///x/y", "ws://h/%2e%2",
		"http://h/a/.b/..c", "ftp://x.y./", "https://h:65535/", "file://h/C:/", "https://h/p?#f",
		"https://h/?q=a b#f", "sc://h/a#\u00e9 \"x\"", "HTTP://u@H:80/a/%2e/../b/..?q#f", "HTTPS://H:443/?\xff'<>#x",
		"https://bücher.de:443", "HTTPS://u:p@Bücher.de/a?b#c", "https://\uff11\uff12\uff17.0.0.1/", "https://a\u00ad.ü/",
		"https:/h/a?q#f", `HTTP:\h/a%41`, "wss:h:80/", "https:///h/", "web+demo:/.//not-a-host/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkOwnHref(t, s)
	})
}

// TestASCIILowerInPlace compares the word-at-a-time lowercasing with
// strings.ToLower on every ASCII byte at every offset of a word.
func TestASCIILowerInPlace(t *testing.T) {
	for c := 0; c < 0x80; c++ {
		for n := 1; n <= 17; n++ {
			for at := 0; at < n; at++ {
				b := []byte(strings.Repeat("@Z[`az{", 3)[:n])
				b[at] = byte(c)
				want := strings.ToLower(string(b))
				asciiLowerInPlace(b)
				if string(b) != want {
					t.Fatalf("asciiLowerInPlace(%q) = %q, want %q", want, b, want)
				}
			}
		}
	}
}

// TestHasC0Control checks hasC0Control's words against a byte at a time,
// for every length up to 40 and every place of one byte at the edges of
// the range: below 0x20, 0x20, and bytes with the high bit set.
func TestHasC0Control(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := 0; at < n; at++ {
			for _, c := range []byte{0x00, 0x09, 0x1f, 0x20, 0x21, 0x7f, 0x80, 0x9f, 0xff} {
				b := []byte(strings.Repeat("a", n))
				b[at] = c
				want := c < 0x20
				if got := hasC0Control(string(b)); got != want {
					t.Errorf("hasC0Control(%q) = %v, want %v", b, got, want)
				}
			}
		}
		if hasC0Control(strings.Repeat("\xa0", n)) {
			t.Errorf("hasC0Control(%d × 0xa0) = true", n)
		}
	}
}

// TestTabAndNewlineAnywhere checks step 2 of the basic URL parser, which
// parseInput takes after the parse for an input written lazily: a tab, a
// newline or a carriage return anywhere in an input leaves its href (or
// its failure) as it is without them.
func TestTabAndNewlineAnywhere(t *testing.T) {
	for _, s := range []string{
		"https://www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"http://127.0.0.1:8080/healthz",
		"file:///C:/dir/file.txt",
		"file://localhost/etc/hosts",
		"mailto:someone@example.com",
		"web+demo:/.//not-a-host/",
		"https://user:pass@example.com/",
		"http://a/",
		"http://[::1]:80/",
		"http://a b/",
		"sc://h:99999/",
	} {
		want, wantErr := parse(s, nil, nil, nil)
		for i := 0; i <= len(s); i++ {
			for _, c := range []string{"\t", "\n", "\r", "\r\n\t"} {
				in := s[:i] + c + s[i:]
				got, err := parse(in, nil, nil, nil)
				if (err != nil) != (wantErr != nil) || err == nil && got.href != want.href {
					t.Errorf("parse(%q) = %v, %v; want %v, %v", in, got, err, want, wantErr)
				}
			}
		}
	}
}
