// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"runtime"
	"strings"
	"testing"
)

// reducedLimit is the href limit the tests of ErrTooLong's rule set: small
// enough that no test allocates much, large enough for real URLs.
const reducedLimit = 4096

// parsers are the ways of parsing that must agree on the limit: Parse,
// the parser's own entry, and a Parser with a validation callback.
var limitParsers = []struct {
	name  string
	parse func(string) (*URL, error)
}{
	{"Parse", func(s string) (*URL, error) { return ParseWithBase(s, "") }},
	{"parse", func(s string) (*URL, error) { return parse(s, nil, nil, nil) }},
	{"Parser with a callback", func(s string) (*URL, error) {
		return Parser{OnValidationError: func(validation.Error) {}}.Parse(s, "")
	}},
}

// TestHrefLimitBoundary checks that Parse accepts an href of exactly the
// limit, however the input becomes it, and refuses one byte more, on
// every path through the parser.
func TestHrefLimitBoundary(t *testing.T) {
	setHrefLimit(t, reducedLimit)
	const prefix = "http://h/"
	pad := func(unit string, unitOut, total int) string {
		// unit repeated, then ASCII, so that the href is total bytes.
		n := (total - len(prefix)) / unitOut
		rest := total - len(prefix) - n*unitOut
		return prefix + strings.Repeat(unit, n) + strings.Repeat("a", rest)
	}
	for _, c := range []struct {
		name    string
		unit    string
		unitOut int // bytes unit becomes in the href
	}{
		{"ASCII", "a", 1},
		{"spaces", " b", 4},          // " " becomes "%20"
		{"non-ASCII", "é", 6},        // "%C3%A9"
		{"invalid UTF-8", "\xff", 9}, // "%EF%BF%BD"
	} {
		for _, p := range limitParsers {
			at := pad(c.unit, c.unitOut, reducedLimit)
			u, err := p.parse(at)
			if err != nil {
				t.Errorf("%s, %s: an href of the limit: %v", c.name, p.name, err)
			} else if len(u.String()) != reducedLimit {
				t.Errorf("%s, %s: an href of %d bytes, want the limit %d", c.name, p.name, len(u.String()), reducedLimit)
			}
			over := pad(c.unit, c.unitOut, reducedLimit+1)
			if _, err := p.parse(over); !errors.Is(err, ErrTooLong) {
				t.Errorf("%s, %s: an href of the limit plus one: %v, want ErrTooLong", c.name, p.name, err)
			}
		}
	}
}

// TestHrefLimitParsesBack checks the rule's promise: whatever a setter or
// SearchParams builds parses back to the same URL, on every path through
// the parser. The hrefs are from a third of the limit to the limit, where
// Parse used to refuse what the setters allowed (counting 3 bytes for
// each ASCII byte), and of the characters the setters keep but a parser
// could percent-encode ("{", "'", "|" in a fragment).
func TestHrefLimitParsesBack(t *testing.T) {
	setHrefLimit(t, reducedLimit)
	var built []string
	check := func(name string, u *URL, err error) {
		t.Helper()
		if err != nil {
			if u != nil && len(u.String()) > reducedLimit {
				t.Errorf("%s: refused, and the URL is %d bytes", name, len(u.String()))
			}
			return
		}
		if len(u.String()) > reducedLimit {
			t.Errorf("%s: built an href of %d bytes, over the limit", name, len(u.String()))
		}
		built = append(built, u.String())
	}
	for n := reducedLimit / 3; n <= reducedLimit+8; n += 97 {
		for _, s := range []struct {
			name string
			set  func(u *URL) error
		}{
			{"SetPathname", func(u *URL) error { return u.SetPathname("/" + strings.Repeat("p", n)) }},
			{"SetSearch", func(u *URL) error { return u.SetSearch(strings.Repeat("q ", n/4)) }},
			{"SetHash", func(u *URL) error { return u.SetHash(strings.Repeat("{'|", n/3)) }},
			{"SetHref", func(u *URL) error { return u.SetHref("https://h/#" + strings.Repeat("x", n)) }},
			{"SetUsername", func(u *URL) error { return u.SetUsername(strings.Repeat("é", n/6)) }},
		} {
			u := mustParse(t, "https://h.example/p?q#f")
			check(s.name, u, s.set(u))
		}
	}
	// SearchParams: append until the query no longer fits; the URL then
	// stays as it was.
	u := mustParse(t, "https://h.example/")
	p := u.SearchParams()
	for i := 0; i < reducedLimit/8; i++ {
		before := u.String()
		p.Append("name", "value with spaces")
		if u.String() == before {
			break
		}
		check("SearchParams.Append", u, nil)
	}
	if len(built) < 50 {
		t.Fatalf("only %d hrefs built", len(built))
	}
	longest := 0
	for _, href := range built {
		longest = max(longest, len(href))
		for _, p := range limitParsers {
			u, err := p.parse(href)
			if err != nil || u.String() != href {
				t.Errorf("%s of an href of %d bytes a setter built: %v", p.name, len(href), err)
			}
		}
	}
	if longest < reducedLimit-16 {
		t.Errorf("the longest href built is %d bytes, want close to the limit %d", longest, reducedLimit)
	}
}

// TestHrefLimitMemory checks that an input that cannot fit fails before
// the parser writes its serialization, and that one that fails only by the
// exact check allocates in proportion to the limit: in bytes allocated,
// from runtime.MemStats, never in time.
func TestHrefLimitMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocations")
	}
	const limit = 1 << 20
	setHrefLimit(t, limit)
	allocated := func(s string) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		if _, err := Parse(s); !errors.Is(err, ErrTooLong) {
			t.Fatalf("Parse of %d bytes: %v, want ErrTooLong", len(s), err)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	// 200 KB of invalid UTF-8, 1.8 MB once percent-encoded: refused up
	// front.
	early := "http://h/" + strings.Repeat("\xff", 200<<10)
	n := allocated(early)
	t.Logf("%d bytes refused up front: %d bytes allocated", len(early), n)
	if n > 64<<10 {
		t.Errorf("an input refused up front allocated %d bytes, want at most 64 KiB", n)
	}
	// 600 KB of spaces, 1.8 MB once percent-encoded: the first check
	// counts them as 600 KB, and the exact one refuses them.
	late := "http://h/" + strings.Repeat(" b", 300<<10)
	n = allocated(late)
	t.Logf("%d bytes refused by the exact check: %d bytes allocated", len(late), n)
	if n > 8*limit {
		t.Errorf("an input refused by the exact check allocated %d bytes, want at most %d", n, 8*limit)
	}
}

func TestMaxInputLength(t *testing.T) {
	p := Parser{MaxInputLength: 20}
	for _, c := range []struct {
		input, base string
		tooLong     bool
	}{
		{"https://example.com/", "", false},                // 20 bytes
		{"https://example.com/a", "", true},                // 21
		{"/a", "https://example.com/", false},              // the base, 20
		{"/a", "https://example.com/ab", true},             // the base, 22
		{" \t https://h/ \n ", "", false},                  // spaces count: 17
		{strings.Repeat("\xff", 21), "", true},             // before any parsing
		{"https://example.com/\t", "", true},               // a tab counts
		{"https://example.com/" + "é", "", true},           // bytes, not code points
		{"sc:" + strings.Repeat("a", 17), "", false},       // 20
		{"sc:" + strings.Repeat("a", 18), "", true},        // 21
		{"https://h/" + strings.Repeat("é", 5), "", false}, // 20 bytes that become 40
	} {
		u, err := p.Parse(c.input, c.base)
		if got := errors.Is(err, ErrInputTooLong); got != c.tooLong {
			t.Errorf("Parser{MaxInputLength: 20}.Parse(%q, %q) = %v, %v; want ErrInputTooLong %v", c.input, c.base, u, err, c.tooLong)
		}
		var e *Error
		if c.tooLong && (!errors.As(err, &e) || e.Op != "parse") {
			t.Errorf("Parse(%q, %q): error %#v, want an *Error", c.input, c.base, err)
		}
	}
	// Zero is no limit.
	if _, err := (Parser{}).Parse("https://h/"+strings.Repeat("a", 1<<16), ""); err != nil {
		t.Errorf("Parser{}.Parse of 64 KiB: %v", err)
	}
}
