// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// identity is an encoding callback that accepts everything as it is.
func identity(s string) (string, error) { return s, nil }

// partsString writes parts compactly: fixed "text", or
// type<name>[prefix|value|suffix]modifier.
func partsString(parts []part) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte(' ')
		}
		switch p.typ {
		case partFixedText:
			fmt.Fprintf(&b, "%q%s", p.value, p.modifier)
			continue
		case partRegexp:
			b.WriteString("regexp")
		case partSegmentWildcard:
			b.WriteString("segment")
		case partFullWildcard:
			b.WriteString("full")
		}
		fmt.Fprintf(&b, "<%s>[%s|%s|%s]%s", p.name, p.prefix, p.value, p.suffix, p.modifier)
	}
	return b.String()
}

var parseTests = []struct {
	in      string
	opts    options
	parts   string // partsString
	regexp  string // the generated regular expression
	pattern string // the generated pattern string; "" means in itself
}{
	{"/foo/bar", pathnameOptions, `"/foo/bar"`, `^\/foo\/bar$`, ""},
	// A group takes "/" as its automatic prefix in a pathname.
	{"/:id", pathnameOptions, `segment<id>[/||]`, `^(?:\/([^\/]+?))$`, ""},
	{"/books/:id?", pathnameOptions, `"/books" segment<id>[/||]?`, `^\/books(?:\/([^\/]+?))?$`, ""},
	// Other characters do not become a prefix.
	{"/foo-:id", pathnameOptions, `"/foo-" segment<id>[||]`, `^\/foo-([^\/]+?)$`, ""},
	{"*", pathnameOptions, `full<0>[||]`, `^(.*)$`, ""},
	{"/*", pathnameOptions, `full<0>[/||]`, `^(?:\/(.*))$`, ""},
	{"/(\\d+)", pathnameOptions, `regexp<0>[/|\d+|]`, `^(?:\/(\d+))$`, ""},
	// A regexp equal to a wildcard's is that wildcard.
	{"/(.*)", pathnameOptions, `full<0>[/||]`, `^(?:\/(.*))$`, "/*"},
	{`/([^\/]+?)`, pathnameOptions, `segment<0>[/||]`, `^(?:\/([^\/]+?))$`, ""},
	// Repeating groups with a prefix.
	{"/:path+", pathnameOptions, `segment<path>[/||]+`, `^(?:\/((?:[^\/]+?)(?:\/(?:[^\/]+?))*))$`, ""},
	{"/:path*", pathnameOptions, `segment<path>[/||]*`, `^(?:\/((?:[^\/]+?)(?:\/(?:[^\/]+?))*))?$`, ""},
	{":path+", defaultOptions, `segment<path>[||]+`, `^((?:[^]+?)+)$`, ""},
	// {…} groups: plain text merges; with a modifier it stays a part.
	{"/foo{bar}", pathnameOptions, `"/foobar"`, `^\/foobar$`, "/foobar"},
	{"/foo{bar}?", pathnameOptions, `"/foo" "bar"?`, `^\/foo(?:bar)?$`, ""},
	{"{a:x(y)b}*", defaultOptions, `regexp<x>[a|y|b]*`, `^(?:a((?:y)(?:ba(?:y))*)b)?$`, ""},
	{"{:subdomain.}?shop.example", hostnameOptions, `segment<subdomain>[||.]? "shop.example"`, `^(?:([^\.]+?)\.)?shop\.example$`, ""},
	// Escapes.
	{`/\:foo`, pathnameOptions, `"/:foo"`, `^\/:foo$`, ""},
	{`a\*b`, defaultOptions, `"a*b"`, `^a\*b$`, ""},
	// Numbering skips named groups.
	{"/:a/(x)/*", pathnameOptions, `segment<a>[/||] regexp<0>[/|x|] full<1>[/||]`, `^(?:\/([^\/]+?))(?:\/(x))(?:\/(.*))$`, ""},
	// Pattern strings that need braces or escapes to round-trip.
	{"{:foo}bar", defaultOptions, `segment<foo>[||] "bar"`, `^([^]+?)bar$`, ""},
	{":foo\\bar", defaultOptions, `segment<foo>[||] "bar"`, `^([^]+?)bar$`, "{:foo}bar"},
	{"{:foo}(bar)", defaultOptions, `segment<foo>[||] regexp<0>[|bar|]`, `^([^]+?)(bar)$`, ""},
	{"(foo)(.*)", defaultOptions, `regexp<0>[|foo|] full<1>[||]`, `^(foo)(.*)$`, ""},
	{"(foo)*", defaultOptions, `regexp<0>[|foo|]*`, `^((?:foo)*)$`, ""},
	{"\\/{*}", pathnameOptions, `"/" full<0>[||]`, `^\/(.*)$`, "/{*}"},
	{"{:foo\\bar}", defaultOptions, `segment<foo>[||bar]`, `^(?:([^]+?)bar)$`, "{:foo\\bar}"},
	{"{a\\:b}", defaultOptions, `"a:b"`, `^a:b$`, `a\:b`},
	{"", defaultOptions, ``, `^$`, ""},
}

func TestParsePatternString(t *testing.T) {
	for _, tt := range parseTests {
		parts, err := parsePatternString(tt.in, tt.opts, identity)
		if err != nil {
			t.Errorf("parsePatternString(%q): %v", tt.in, err)
			continue
		}
		if got := partsString(parts); got != tt.parts {
			t.Errorf("parsePatternString(%q) = %s, want %s", tt.in, got, tt.parts)
		}
		if got, _ := generateRegularExpressionAndNameList(parts, tt.opts); got != tt.regexp {
			t.Errorf("regexp of %q = %s, want %s", tt.in, got, tt.regexp)
		}
		want := tt.pattern
		if want == "" {
			want = tt.in
		}
		got := generatePatternString(parts, tt.opts)
		if got != want {
			t.Errorf("pattern string of %q = %q, want %q", tt.in, got, want)
		}
		// The pattern string parses back to the same parts.
		reparsed, err := parsePatternString(got, tt.opts, identity)
		if err != nil {
			t.Errorf("parsePatternString(%q) (round trip of %q): %v", got, tt.in, err)
		} else if partsString(reparsed) != partsString(parts) {
			t.Errorf("round trip of %q through %q: %s, want %s", tt.in, got, partsString(reparsed), partsString(parts))
		}
	}
}

var parseErrorTests = []struct {
	in   string
	opts options
}{
	{"/:id/:id", pathnameOptions}, // duplicate name
	{"/foo?", pathnameOptions},    // a modifier after fixed text
	{"{foo", defaultOptions},      // unclosed group
	{"foo}", defaultOptions},      // unopened group
	{"{{foo}}", defaultOptions},   // groups do not nest
	{"{:a:b}", defaultOptions},    // two names in a group
	{"{*(a)}", defaultOptions},    // a wildcard and a regexp in a group
	{"(a)(b)?+", defaultOptions},  // two modifiers
}

func TestParsePatternStringErrors(t *testing.T) {
	for _, tt := range parseErrorTests {
		parts, err := parsePatternString(tt.in, tt.opts, identity)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("parsePatternString(%q) = %s, %v; want a *SyntaxError", tt.in, partsString(parts), err)
		}
	}
}

// An encoding callback's error stops parsing and comes back unchanged.
func TestParsePatternStringEncodingError(t *testing.T) {
	errBad := errors.New("bad")
	encode := func(s string) (string, error) {
		if strings.Contains(s, "!") {
			return "", errBad
		}
		return s, nil
	}
	for _, in := range []string{"/a!", "{a!}?", "{a!:x}", "/:x{!}"} {
		if _, err := parsePatternString(in, pathnameOptions, encode); err != errBad {
			t.Errorf("parsePatternString(%q) error = %v, want the callback's", in, err)
		}
	}
}
