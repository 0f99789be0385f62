// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// go-cmp compares two *URL values with their Equal method, the standard's
// URL equivalence, instead of walking the unexported fields (which made it
// panic); EqualExcludingFragments is the same with excludeFragments.
func TestEqualGoCmp(t *testing.T) {
	tests := []struct {
		a, b           string
		equal, noFrags bool
	}{
		// Different inputs, one serialization.
		{"HTTP://EXAMPLE.COM:80", "http://example.com/", true, true},
		{"https://h/a/../b", "https://h/b", true, true},
		// The fragment decides Equal only.
		{"https://h/#a", "https://h/#b", false, true},
		{"https://h/#", "https://h/", false, true},
		// A query does not go with the fragment.
		{"https://h/?", "https://h/", false, false},
		// References compare as written.
		{"a/b#x", "a/b#y", false, true},
		// net/url's reading of a non-web URL.
		{"postgres://u@h1:5432,h2:5432/db", "postgres://u@h1:5432,h2:5432/db", true, true},
	}
	for _, tt := range tests {
		a, b := mustParse(t, tt.a), mustParse(t, tt.b)
		if got := cmp.Equal(a, b); got != tt.equal || a.Equal(b) != tt.equal {
			t.Errorf("cmp.Equal(%q, %q) = %v, Equal = %v; want %v", tt.a, tt.b, got, a.Equal(b), tt.equal)
		}
		if got := a.EqualExcludingFragments(b); got != tt.noFrags {
			t.Errorf("EqualExcludingFragments(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.noFrags)
		}
		if tt.equal && cmp.Diff(a, b) != "" {
			t.Errorf("cmp.Diff(%q, %q) = %s, want none", tt.a, tt.b, cmp.Diff(a, b))
		}
	}
	// go-cmp calls Equal with a nil side too.
	var n *URL
	if !cmp.Equal(n, (*URL)(nil)) || cmp.Equal(n, mustParse(t, "https://h/")) {
		t.Error("cmp.Equal with a nil *URL")
	}
	// Within a struct, as test tables hold them.
	type request struct {
		Method string
		URL    *URL
	}
	x := request{"GET", mustParse(t, "https://h/a?b")}
	y := request{"GET", mustParse(t, "HTTPS://H/a?b")}
	if !cmp.Equal(x, y) {
		t.Errorf("cmp.Equal of structs holding %v and %v is false", x.URL, y.URL)
	}
}

// A URL's state is a function of its serialization: two URLs parsed from
// one string, and a URL (not a reference) and the parse of its String,
// are DeepEqual, and == when they have no credentials (User is a pointer,
// as in net/url) and are not net/url's reading of a non-web URL. The
// corpora take both of the parser's routes: canonical input through the
// fast path, and input the fast path leaves to the state machine whose
// String then goes through the fast path.
func TestParseStateCanonical(t *testing.T) {
	n := 1 << 30
	if testing.Short() {
		n = 5000
	}
	inputs := []string{
		"https://api.example.com", "HTTPS://API.EXAMPLE.COM/", "https://h/a%20b#c%20d", "https://h/a b#c d",
		"http://h/a|b?c d#{e}", "file:///C|/x", "sc://h/a/../b", "mailto:x", "https://user:pw@h:8080/p?q#f",
		"/a/b?c#d", "//h/p", "../x", "postgres://u@h1:5432,h2:5432/db",
	}
	inputs = append(inputs, corpusLines(t, n)...)
	for _, c := range wptCases(t, "urltestdata.json") {
		inputs = append(inputs, c["input"].(string))
	}
	var checked, differ int
	for _, s := range inputs {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		again, _ := Parse(s)
		if !reflect.DeepEqual(u, again) {
			t.Errorf("Parse(%q) twice: not DeepEqual\n%s", s, dumpURL(u, again))
		}
		if u.ref() != nil {
			// A reference keeps the form it was written in, which its
			// resolution reads ("\\a" and "/a" differ against a base that
			// is not special), so it is not the parse of its String.
			continue
		}
		checked++
		back, err := Parse(u.String())
		if err != nil {
			t.Errorf("Parse(%q).String() = %q, which does not parse: %v", s, u, err)
			continue
		}
		if !reflect.DeepEqual(u, back) {
			if differ++; differ <= 20 {
				t.Errorf("Parse(%q) and Parse(%q): not DeepEqual\n%s", s, u, dumpURL(u, back))
			}
			continue
		}
		// net/url's reading of a non-web URL keeps its fields apart (in
		// the URL's extra state, a pointer), so it is DeepEqual only.
		if u.User == nil && u.HostKind() != HostNetURL && (*u != *again || *u != *back) {
			t.Errorf("Parse(%q), Parse(%q) again and Parse(%q): DeepEqual but not ==", s, s, u)
		}
	}
	if differ > 20 {
		t.Errorf("... %d inputs in all", differ)
	}
	t.Logf("%d URLs and the parses of their String", checked)
}

// dumpURL shows two URLs' fields, unexported ones too, for a test message.
func dumpURL(a, b *URL) string {
	return "\t" + fmtURL(a) + "\n\t" + fmtURL(b)
}

func fmtURL(u *URL) string {
	s := reflect.ValueOf(*u)
	out := ""
	for i := 0; i < s.NumField(); i++ {
		out += s.Type().Field(i).Name + "=" + fmtField(s.Field(i)) + " "
	}
	return out
}

func fmtField(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		return "\"" + v.String() + "\""
	case reflect.Pointer:
		if v.IsNil() {
			return "nil"
		}
		return "&" + fmtField(v.Elem())
	}
	return v.String()
}

// TestCompareMigration checks what the README's migration row on comparing
// URLs says (checkCompare, which TestMigrationAPI runs for that row).
func TestCompareMigration(t *testing.T) { checkCompare(t) }

// checkCompare: two parses of one string, and a URL and the parse of its
// String, are ==, DeepEqual and cmp.Equal; a parsed URL is not DeepEqual
// to a struct literal of its fields, as it is in net/url, but Equal to it.
func checkCompare(t *testing.T) {
	a, b := mustParse(t, "https://api.example.com"), mustParse(t, "https://api.example.com")
	c := mustParse(t, a.String())
	if *a != *b || *a != *c || !reflect.DeepEqual(a, c) || !cmp.Equal(a, c) {
		t.Errorf("Parse(%q), again and Parse(%q) differ", "https://api.example.com", a)
	}
	lit := &URL{Scheme: "https", Host: "api.example.com", Path: "/"}
	if reflect.DeepEqual(a, lit) || !a.Equal(lit) || !cmp.Equal(a, lit) || a.String() != "https://api.example.com/" {
		t.Errorf("Parse(%q) against %#v: DeepEqual %v, Equal %v", "https://api.example.com", lit, reflect.DeepEqual(a, lit), a.Equal(lit))
	}
	n, _ := neturl.Parse("https://api.example.com/")
	if !reflect.DeepEqual(n, &neturl.URL{Scheme: "https", Host: "api.example.com", Path: "/"}) {
		t.Errorf("net/url: Parse(%q) is not DeepEqual to its struct literal", n)
	}
}

// TestEqualDocumented checks the exceptions docs/migration.md lists: the
// forms whose two parses are DeepEqual but may not be == (those that hold
// extra state: "*" and "a>b" do, the plain reference "/p" does not), those
// that are not the parse of their String, and the go-cmp option for a URL
// value. TestParseStateCanonical checks the rule over the corpora.
func TestEqualDocumented(t *testing.T) {
	for _, s := range []string{"*", "a>b", "/p", "http:7", "file:", "sC://:"} {
		u, again := MustParse(s), MustParse(s)
		if !reflect.DeepEqual(u, again) {
			t.Errorf("Parse(%q) twice: not DeepEqual", s)
		}
		// The documentation's examples of the forms that may not be ==.
		if s != "/p" && s != "sC://:" && *u == *again {
			t.Errorf("Parse(%q) twice: ==, the documentation says not", s)
		}
	}
	for _, s := range []string{"a>b", "http:7", "file:", "sC://:"} {
		u := MustParse(s)
		if back, err := Parse(u.String()); err == nil && reflect.DeepEqual(u, back) {
			t.Errorf("Parse(%q) is DeepEqual to the parse of its String %q; the documentation says not", s, u)
		}
	}
	type holder struct{ U URL }
	a, b := holder{*MustParse("https://h/p")}, holder{*MustParse("HTTPS://H/p")}
	if d := cmp.Diff(a, b, cmp.Comparer(func(a, b URL) bool { return a.Equal(&b) })); d != "" {
		t.Errorf("cmp.Diff with the documented Comparer: %s", d)
	}
}
