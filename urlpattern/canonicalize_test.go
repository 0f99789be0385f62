// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	"testing"
)

// The canonicalization callbacks follow the standard's text at its latest
// commit: a special dummy URL (2025-03), its path emptied before pathname
// canonicalization, an opaque pathname that ends at "?" or "#", and the
// first two code points removed even where ".." climbed above the "/-"
// the pathname callback adds.
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
		// ".." removes the "-" segment of "/-", and the substring from 2
		// of "/" is "" (issue 29).
		{Init{Pathname: new("a/..")}, "pathname", ""},
		// ... and of "/b" too.
		{Init{Pathname: new("a/../b")}, "pathname", ""},
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

// A canonStep is one step of a canonicalizer in the standard, with a
// value whose result that step decides.
type canonStep struct {
	step  string // the step, as the standard numbers and says it
	value string
	want  string // with fail, "": a CanonicalizationError
	fail  bool
}

// testCanonSteps runs f on each step's value, as a subtest named for the step.
func testCanonSteps(t *testing.T, name string, f encodingCallback, steps []canonStep) {
	t.Helper()
	for _, tt := range steps {
		t.Run(tt.step, func(t *testing.T) {
			got, err := f(tt.value)
			if tt.fail {
				var ce *CanonicalizationError
				if !errors.As(err, &ce) {
					t.Errorf("%s(%q) = %q, %v; want a CanonicalizationError", name, tt.value, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("%s(%q) = %q, %v; want %q", name, tt.value, got, err, tt.want)
			}
		})
	}
}

// Each canonicalizer has one case per step of its algorithm in the
// standard (steps that only name a variable share the case of the step
// that uses it). The callbacks reach the URL parser through the root
// package's setters and getters, so these are also the places where a
// setter's own steps could make them differ from the standard's
// state-override parse.
// See https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks.
func TestCanonicalizeProtocolSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeProtocol", canonicalizeProtocol, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		// The basic URL parser without a state override: it trims leading
		// spaces and removes tabs, which the protocol setter's state
		// override would not reach.
		{step: "2 parse value://dummy.invalid/", value: " H\tTTP", want: "http"},
		{step: "3 failure throws", value: "1http", fail: true},
		{step: "3 failure throws/code point", value: "ht tp", fail: true},
		{step: "4 return scheme", value: "web+Foo", want: "web+foo"},
	})
}

func TestCanonicalizeUsernameSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeUsername", canonicalizeUsername, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		// "Set the username" percent-encodes with the userinfo set; it is no
		// parser, so a tab is encoded, not removed.
		{step: "3 set the username", value: "a:b@c\té", want: "a%3Ab%40c%09%C3%A9"},
		{step: "4 return username", value: "user", want: "user"},
	})
}

func TestCanonicalizePasswordSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizePassword", canonicalizePassword, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		{step: "3 set the password", value: "p@ss/w\t", want: "p%40ss%2Fw%09"},
		{step: "4 return password", value: "pass", want: "pass"},
	})
}

func TestCanonicalizeHostnameSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeHostname", canonicalizeHostname, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		// The dummy URL is special: its host is a domain, through IDNA.
		{step: "2 dummy URL is special", value: "café.COM", want: "xn--caf-dma.com"},
		// The hostname state ends the host at "/", "?", "#" and "\"; tabs
		// are removed before the state runs.
		{step: "3 parse in hostname state", value: "a\tb/c?d", want: "ab"},
		{step: "3 parse in hostname state/IPv4", value: "0x7f.1", want: "127.0.0.1"},
		// ":" with the hostname state as state override is failure.
		{step: "4 failure throws/colon", value: "a:80", fail: true},
		{step: "4 failure throws/host parser", value: "bad%hostname", fail: true},
		// A special URL's empty host is host-missing.
		{step: "4 failure throws/host missing", value: "/a", fail: true},
		{step: "5 return host serialized", value: "[0:0::1]", want: "[::1]"},
	})
}

func TestCanonicalizeIPv6HostnameSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeIPv6Hostname", canonicalizeIPv6Hostname, []canonStep{
		{step: "1 result empty", value: "", want: ""},
		{step: "2.1 not hex, [, ] or : throws", value: "[::1%25eth0]", fail: true},
		{step: "2.1 not hex, [, ] or : throws/non-ASCII", value: "[::ａ]", fail: true},
		{step: "2.2 ASCII lowercase", value: "[::ABCD:ef]", want: "[::abcd:ef]"},
		// No parsing: what the host parser would compress stays as given.
		{step: "3 return result", value: "[0:0::1]", want: "[0:0::1]"},
	})
}

func TestCanonicalizePortSteps(t *testing.T) {
	port := func(protocol string) encodingCallback {
		return func(v string) (string, error) { return canonicalizePort(v, protocol) }
	}
	testCanonSteps(t, "canonicalizePort(https)", port("https"), []canonStep{
		{step: "1 empty value", value: "", want: ""},
		{step: "3 scheme is protocolValue", value: "443", want: ""},
		// With a state override, any code point but a digit ends the port;
		// tabs are removed first.
		{step: "4 parse in port state", value: "0\t8080x", want: "8080"},
		{step: "5 failure throws/no digit", value: "x443", fail: true},
		{step: "5 failure throws/above 65535", value: "65536", fail: true},
		{step: "6 return port serialized", value: "80", want: "80"},
	})
	testCanonSteps(t, "canonicalizePort(http)", port("http"), []canonStep{
		{step: "3 scheme is protocolValue", value: "80", want: ""},
		{step: "3 scheme is protocolValue/other default", value: "443", want: "443"},
	})
	// A scheme without a default port: nothing canonicalizes to "".
	testCanonSteps(t, "canonicalizePort(file)", port("file"), []canonStep{
		{step: "3 scheme is protocolValue", value: "80", want: "80"},
	})
	// Without a protocol the dummy URL's scheme is the empty string
	// (whatwg/urlpattern#286), which has no default port.
	testCanonSteps(t, "canonicalizePortNoProtocol", canonicalizePortNoProtocol, []canonStep{
		{step: "3 no protocolValue", value: "443", want: "443"},
	})
}

func TestCanonicalizePathnameSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizePathname", canonicalizePathname, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		// With a leading slash nothing is added or removed: "." goes.
		{step: "2 leading slash", value: "/a/./b", want: "/a/b"},
		// Without one, "/-" keeps a leading "." a segment of its own
		// ("-."), and the parser from prepending "/".
		{step: "3 modified value /-", value: "./a", want: "./a"},
		{step: "4 append value", value: "a", want: "a"},
		// The dummy URL's path "/" is emptied: "b" is not "/" + "/-b".
		{step: "6 empty path", value: "b/", want: "b/"},
		// The dummy URL is special, so "\" is "/"; tabs are removed, and
		// the path percent-encode set applies.
		{step: "7 parse in path start state", value: "a\\b\tc d/é", want: "a/bc%20d/%C3%A9"},
		{step: "7 parse in path start state/dot segments", value: "a/b/../c/./", want: "a/c/"},
		{step: "8 serialize path", value: "/a//b", want: "/a//b"},
		// The substring from 2 removes "/-" only where ".." left it: "a/.."
		// parses to "/" and "a/../bc" to "/bc".
		{step: "9 substring from 2/shorter than 2", value: "a/..", want: ""},
		{step: "9 substring from 2/above the prefix", value: "a/../bc", want: "c"},
		{step: "10 return result", value: "a/b", want: "a/b"},
	})
}

func TestCanonicalizeOpaquePathnameSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeOpaquePathname", canonicalizeOpaquePathname, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		// The path is opaque: a leading "/" and ".." are code points like
		// any other.
		{step: "3 path is the empty string", value: "/a/../b", want: "/a/../b"},
		// The opaque path state: the C0 control percent-encode set, a
		// space kept (and trailing spaces too, which a whole-URL parse
		// would trim), "%20" only before "?" or "#", which end the path.
		{step: "4 parse in opaque path state", value: "a b\x01é\t ", want: "a b%01%C3%A9 "},
		{step: "4 parse in opaque path state/space before ?", value: "a ?q", want: "a%20"},
		{step: "4 parse in opaque path state/fragment", value: "a#f", want: "a"},
		// Step 5: the opaque path, query and fragment states never return
		// failure, so no value throws.
		{step: "6 serialize path", value: "a:b", want: "a:b"},
	})
}

func TestCanonicalizeSearchSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeSearch", canonicalizeSearch, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		// The query starts empty: a leading "?" is query content.
		{step: "3 query is the empty string", value: "?a", want: "?a"},
		// The special-query set (the dummy URL is special) encodes "'";
		// with a state override "#" is query content, encoded.
		{step: "4 parse in query state", value: "a'b c#d\te", want: "a%27b%20c%23de"},
		{step: "5 return query", value: "a=b&c", want: "a=b&c"},
	})
}

func TestCanonicalizeHashSteps(t *testing.T) {
	testCanonSteps(t, "canonicalizeHash", canonicalizeHash, []canonStep{
		{step: "1 empty value", value: "", want: ""},
		{step: "3 fragment is the empty string", value: "#a", want: "#a"},
		{step: "3 fragment is the empty string/only tabs", value: "\t", want: ""},
		{step: "4 parse in fragment state", value: "a'b c`d#e", want: "a'b%20c%60d#e"},
		{step: "5 return fragment", value: "top", want: "top"},
	})
}

// Pattern strings and match inputs whose pathname climbs above the start
// compile and match, without panicking, as the pathname "".
func TestCanonicalizePathnameTotal(t *testing.T) {
	p, err := New(`https://e.com/:x{a/..}`, "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	// {a/..} canonicalizes to "": the pattern is "/:x".
	if got, want := p.Pathname(), "/:x"; got != want {
		t.Errorf("Pathname() = %q, want %q", got, want)
	}
	any := MustNew("*://*/*", "", Options{})
	any2, err := NewFromInit(Init{Pathname: new("/*")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	anyPath, err := NewFromInit(Init{Pathname: new("*")}, Options{})
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
		// Each canonicalizes to "", which "/*" does not match and "*" does.
		if r, ok := any2.ExecInit(init); ok {
			t.Errorf("ExecInit({pathname: %q}) = %+v, want no match of /*", in, r)
		}
		if r, ok := anyPath.ExecInit(init); !ok || r.Pathname.Input != "" {
			t.Errorf("ExecInit({pathname: %q}) = %+v, %v; want a match of * with input \"\"", in, r, ok)
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
