// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"slices"
	"testing"
)

// maxFuzzLen bounds each fuzz input so that every run is short.
const maxFuzzLen = 256

// fuzzSeeds are constructor strings and URLs from the standard's examples
// and the kinds of syntax the tests exercise.
var fuzzSeeds = []struct{ pattern, base, input string }{
	{"https://example.com/:category/*", "", "https://example.com/products/"},
	{"http{s}?://{:subdomain.}?shop.example/products/:id([0-9]+)#reviews", "", "https://voyager.shop.example/products/74656#reviews"},
	{"../admin/*", "https://discussion.example/forum/?page=2", "https://discussion.example/admin/"},
	{"https://:user::pass@example.com", "", "https://foo:bar@example.com"},
	{"http://[\\:\\:1]:8080/", "", "http://[::1]:8080/"},
	{"data\\:text/javascript,let x = 100/:tens?5;", "", "data:text/javascript,let x = 100/5;"},
	{"/:path+", "https://example.com", "https://example.com/a/b/c"},
	{"?q=:q#:frag", "https://example.com/search", "https://example.com/search?q=go#top"},
	{"https://{sub.}?example{.com/}foo", "", "https://example.com/foo"},
	{"*{}**?", "https://example.com", "https://example.com/foobar"},
	{"(café)", "", "x"},
	{"https://example.com/(a(?:b|c)+)", "", "https://example.com/abcb"},
}

// FuzzURLPattern checks that the constructor, the getters, Test, Exec and
// Generate never panic, and that Test and Exec agree.
func FuzzURLPattern(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s.pattern, s.base, s.input)
	}
	f.Fuzz(func(t *testing.T, pattern, base, input string) {
		if len(pattern) > maxFuzzLen || len(base) > maxFuzzLen || len(input) > maxFuzzLen {
			t.Skip("longer than maxFuzzLen")
		}
		for _, opts := range []Options{{}, {IgnoreCase: true}} {
			p, err := New(pattern, base, opts)
			if err != nil {
				if p != nil {
					t.Fatalf("New(%q, %q) = %v, %v: a pattern beside an error", pattern, base, p, err)
				}
				_ = err.Error()
				continue
			}
			_ = p.String()
			_ = p.HasRegExpGroups()
			tested := p.Test(input, base)
			r, ok := p.Exec(input, base)
			if tested != ok || ok != (r != nil) {
				t.Fatalf("%v: Test(%q, %q) = %v, Exec = %v, %v", p, input, base, tested, r, ok)
			}
			if ok {
				for _, name := range componentNames {
					c := r.Component(name)
					for _, g := range c.Undefined {
						if _, defined := c.Groups[g]; defined {
							t.Fatalf("group %q both defined and undefined", g)
						}
					}
					_, _ = p.Generate(name, c.Groups)
				}
			}
			pathname := input
			_ = p.TestInit(Init{Pathname: &pathname, BaseURL: &base})
			_, _ = p.ExecInit(Init{Hostname: &pathname, Port: &pathname})
		}
	})
}

// FuzzPatternString checks that a pattern string's normalized form (what the
// getters return) means the same: it parses to parts with the same regular
// expression and group names, and normalizes to itself. (The parts may
// differ: "0{}*0" has two fixed-text parts, its normal form "00" one.)
func FuzzPatternString(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > maxFuzzLen {
			t.Skip("longer than maxFuzzLen")
		}
		in = validUTF8(in)
		for _, opts := range []options{defaultOptions, hostnameOptions, pathnameOptions} {
			parts, err := parsePatternString(in, opts, identity)
			if err != nil {
				continue
			}
			s := generatePatternString(parts, opts)
			reparsed, err := parsePatternString(s, opts, identity)
			if err != nil {
				t.Fatalf("%q normalizes to %q, which does not parse: %v", in, s, err)
			}
			re1, names1 := generateRegularExpressionAndNameList(parts, opts)
			re2, names2 := generateRegularExpressionAndNameList(reparsed, opts)
			if re1 != re2 || !slices.Equal(names1, names2) {
				t.Fatalf("%q (%s) normalizes to %q, which parses to %s: regexp %s %v, want %s %v",
					in, partsString(parts), s, partsString(reparsed), re2, names2, re1, names1)
			}
			if s2 := generatePatternString(reparsed, opts); s2 != s {
				t.Fatalf("%q normalizes to %q, which normalizes to %q", in, s, s2)
			}
		}
	})
}

// FuzzInit checks that NewFromInit, TestInit and ExecInit never panic on
// any Init, that TestInit and ExecInit agree, and that a pattern matches the
// Init it was built from when that Init has no pattern syntax and no base.
func FuzzInit(f *testing.F) {
	f.Add("https", "", "", "e.com", "", "a/..", "", "", "")
	f.Add("sc", "", "", "", "", `a\?b`, "a'b", "x", "")
	f.Add("", "u", "p", "", "443", "/foo#bar", "", "", "sc:opaque")
	f.Add("http", "", "", "[::1]", "80", "./x/../y", "?q", "#h", "https://b.test/c/d")
	f.Add("", "", "", "", "", "../..", "", "", "https://e.com/")
	f.Fuzz(func(t *testing.T, protocol, username, password, hostname, port, pathname, search, hash, base string) {
		init := Init{}
		fields := init.fields()
		for i, v := range []string{protocol, username, password, hostname, port, pathname, search, hash} {
			if len(v) > maxFuzzLen {
				t.Skip("longer than maxFuzzLen")
			}
			// "" stands for an absent member, "\x00" for a present empty one.
			switch v {
			case "":
			case "\x00":
				*fields[i] = new("")
			default:
				*fields[i] = new(v)
			}
		}
		if base != "" && len(base) <= maxFuzzLen {
			init.BaseURL = new(base)
		}
		patterns := []*URLPattern{MustNew("*://*:*@*:*/*?*#*", "", Options{})}
		for _, opts := range []Options{{}, {IgnoreCase: true}} {
			if p, err := NewFromInit(init, opts); err == nil {
				_ = p.String()
				patterns = append(patterns, p)
			} else if p != nil {
				t.Fatalf("NewFromInit(%s) = %v, %v: a pattern beside an error", initString(init), p, err)
			}
		}
		for _, p := range patterns {
			tested := p.TestInit(init)
			r, ok := p.ExecInit(init)
			if tested != ok || ok != (r != nil) {
				t.Fatalf("%v: TestInit(%s) = %v, ExecInit = %v, %v", p, initString(init), tested, r, ok)
			}
		}
	})
}
