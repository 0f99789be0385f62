// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/json"
	"errors"
	"github.com/weburl/url/validation"
	neturl "net/url"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// The tests behind docs/migration.md: each row of its tables is checked
// here, and a row without a check, or a check without a row, fails.

// migrationTable returns the rows of the table that follows heading in
// docs/migration.md, each split into its cells, with "\|" read as "|".
func migrationTable(t *testing.T, heading string) [][]string {
	t.Helper()
	data, err := os.ReadFile("docs/migration.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(data), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("docs/migration.md has no %q", heading)
	}
	var rows [][]string
	inTable := false
	for _, line := range strings.Split(after, "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		var cells []string
		for _, c := range strings.Split(strings.ReplaceAll(strings.Trim(line, "|"), `\|`, "\x00"), "|") {
			cells = append(cells, strings.TrimSpace(strings.ReplaceAll(c, "\x00", "|")))
		}
		if strings.HasPrefix(cells[0], "---") {
			continue
		}
		rows = append(rows, cells)
	}
	if len(rows) < 2 {
		t.Fatalf("the table after %q is empty", heading)
	}
	return rows[1:] // the header
}

// codeValue reads a table cell: `error`, or a Go string literal in
// backquotes.
func codeValue(t *testing.T, cell string) (s string, isErr bool) {
	t.Helper()
	code := strings.TrimSuffix(strings.TrimPrefix(cell, "`"), "`")
	if code == "error" {
		return "", true
	}
	s, err := strconv.Unquote(code)
	if err != nil {
		t.Fatalf("cell %s is not a Go string literal: %v", cell, err)
	}
	return s, false
}

// TestMigrationMeanings runs every row of the table "What a URL string
// means" through both packages' Parse.
func TestMigrationMeanings(t *testing.T) {
	for _, row := range migrationTable(t, "## What a URL string means") {
		if len(row) != 4 {
			t.Fatalf("row %q has %d cells, want 4", row, len(row))
		}
		in, _ := codeValue(t, row[1])
		want, wantErr := codeValue(t, row[2])
		net, netErr := codeValue(t, row[3])
		t.Run(row[0], func(t *testing.T) {
			u, err := Parse(in)
			switch {
			case wantErr && err == nil:
				t.Errorf("Parse(%q) = %q, the table says error", in, u)
			case !wantErr && err != nil:
				t.Errorf("Parse(%q): %v; the table says %q", in, err, want)
			case !wantErr && u.String() != want:
				t.Errorf("Parse(%q) = %q, the table says %q", in, u, want)
			}
			n, err := neturl.Parse(in)
			switch {
			case netErr && err == nil:
				t.Errorf("net/url: Parse(%q) = %q, the table says error", in, n)
			case !netErr && err != nil:
				t.Errorf("net/url: Parse(%q): %v; the table says %q", in, err, net)
			case !netErr && n.String() != net:
				t.Errorf("net/url: Parse(%q) = %q, the table says %q", in, n, net)
			}
		})
	}
}

// migrationChecks holds the check of each row of "Every function and
// type", by the identifier in its first cell.
var migrationChecks = map[string]func(t *testing.T){
	"Comparing URLs (" + "`==`, `reflect.DeepEqual`" + ", go-cmp)": checkCompare,
	"JoinPath": func(t *testing.T) {
		checkJoin(t, func(b string, e ...string) (string, error) { return JoinPath(b, e...) })
	},
	"PathEscape":    func(t *testing.T) { checkEscapes(t) },
	"PathUnescape":  func(t *testing.T) { checkEscapes(t) },
	"QueryEscape":   func(t *testing.T) { checkEscapes(t) },
	"QueryUnescape": func(t *testing.T) { checkEscapes(t) },
	"MustParse":     func(t *testing.T) { TestMustParse(t) },
	"Parse": func(t *testing.T) {
		for _, s := range []string{"../x?y#z", "/a/b", "//h/p", "?q", "#f", ""} {
			u, err := Parse(s)
			n, _ := neturl.Parse(s)
			if err != nil || u.IsAbs() || !fieldsEqualNet(u, n) {
				t.Errorf("Parse(%q) = %+v, %v; net/url's fields %+v", s, u.exported(), err, n)
			}
		}
		if _, err := Parse("//a b/"); err == nil {
			t.Error(`Parse("//a b/") succeeded`)
		}
		if u, err := Parse("http:"); err != nil || !u.isReference() || u.Scheme != "http" || u.Host != "" {
			t.Errorf(`Parse("http:") = %v, %v; want a reference with scheme http`, u, err)
		}
	},
	"ParseQuery": func(t *testing.T) {
		// ';' is data and a malformed escape stays: no error, no pair lost.
		v, err := ParseQuery("a=1;b=2&c=100%&d=%zz")
		want := Values{"a": {"1;b=2"}, "c": {"100%"}, "d": {"%zz"}}
		if err != nil || !reflect.DeepEqual(v, want) {
			t.Errorf("ParseQuery = %v, %v; want %v", v, err, want)
		}
		n, nerr := neturl.ParseQuery("a=1;b=2&c=100%&d=%zz")
		if nerr == nil || len(n) != 0 {
			t.Errorf("net/url: ParseQuery = %v, %v; the table says it drops the pairs with an error", n, nerr)
		}
	},
	"ParseRequestURI": func(t *testing.T) {
		u, err := ParseRequestURI("/a b?c#d")
		n, _ := neturl.ParseRequestURI("/a b?c#d")
		if err != nil || u.String() != "/a%20b?c%23d" || n.RawQuery != "c#d" || u.RawQuery != "c%23d" {
			t.Errorf("ParseRequestURI(/a b?c#d) = %v, %v; net/url's RawQuery %q", u, err, n.RawQuery)
		}
		for _, s := range []string{"", "a/b", "/a\x01"} {
			_, err := ParseRequestURI(s)
			_, nerr := neturl.ParseRequestURI(s)
			if err == nil || nerr == nil {
				t.Errorf("ParseRequestURI(%q): %v; net/url's %v; want errors", s, err, nerr)
			}
		}
	},
	"User":         func(t *testing.T) { checkUserinfo(t) },
	"UserPassword": func(t *testing.T) { checkUserinfo(t) },
	"Error": func(t *testing.T) {
		_, err := Parse("http://a b/")
		var e *Error
		var ve validation.Error
		if !errors.As(err, &e) || e.Op != "parse" || e.URL != "http://a b/" || !errors.As(err, &ve) ||
			ve.Type != "domain-to-ASCII" || ve.Offset != 8 ||
			err.Error() != `parse "http://a b/": domain-to-ASCII at byte 8: the domain is not valid under UTS #46 (IDNA)` {
			t.Errorf("Parse(http://a b/) error = %#v", err)
		}
	},
	"EscapeError": func(t *testing.T) {
		_, err := PathUnescape("a%zz")
		_, nerr := neturl.PathUnescape("a%zz")
		if err != EscapeError("%zz") || err.Error() != nerr.Error() {
			t.Errorf("PathUnescape(a%%zz) error = %#v, net/url's %#v", err, nerr)
		}
	},
	"InvalidHostError": func(t *testing.T) {
		_, err := Parse("http://a b/")
		var ih InvalidHostError
		if errors.As(err, &ih) {
			t.Error("Parse returned an InvalidHostError")
		}
		if InvalidHostError(" ").Error() != neturl.InvalidHostError(" ").Error() {
			t.Error("InvalidHostError's message is not net/url's")
		}
	},
	"URL": func(t *testing.T) {
		u := mustParse(t, "http://0x7f.1/a?b#c")
		if u.Host != "127.0.0.1" || u.Path != "/a" || u.RawQuery != "b" || u.Fragment != "c" {
			t.Errorf("fields %+v", u.exported())
		}
		got, _ := json.Marshal(u)
		want, _ := json.Marshal(u.NetURL())
		if string(got) != string(want) {
			t.Errorf("JSON %s, net/url's %s", got, want)
		}
	},
	"URL.AppendBinary":    func(t *testing.T) { checkBinary(t) },
	"URL.MarshalBinary":   func(t *testing.T) { checkBinary(t) },
	"URL.UnmarshalBinary": func(t *testing.T) { checkBinary(t) },
	"URL.Clone": func(t *testing.T) {
		u := mustParse(t, "http://u:p@h/")
		c := u.Clone()
		if c.String() != u.String() || c.User == u.User || c.boundParams() != nil {
			t.Errorf("Clone = %v", c)
		}
	},
	"URL.EscapedFragment": func(t *testing.T) {
		u := mustParse(t, "http://h/#{x}")
		n, _ := neturl.Parse("http://h/#{x}")
		if u.EscapedFragment() != "{x}" || n.EscapedFragment() != "%7Bx%7D" {
			t.Errorf("EscapedFragment = %q, net/url's %q", u.EscapedFragment(), n.EscapedFragment())
		}
	},
	"URL.EscapedPath": func(t *testing.T) {
		u := mustParse(t, "http://h/a|b")
		n, _ := neturl.Parse("http://h/a|b")
		if u.EscapedPath() != "/a|b" || n.EscapedPath() != "/a%7Cb" {
			t.Errorf("EscapedPath = %q, net/url's %q", u.EscapedPath(), n.EscapedPath())
		}
	},
	"URL.Hostname": func(t *testing.T) {
		u := mustParse(t, "http://[::1]:8080/")
		n, _ := neturl.Parse("http://[::1]:8080/")
		if u.Hostname() != "::1" || n.Hostname() != "::1" {
			t.Errorf("Hostname = %q, net/url's %q", u.Hostname(), n.Hostname())
		}
	},
	"URL.IsAbs": func(t *testing.T) {
		for _, s := range []string{"http://h/", "mailto:x", "/a", "a", "//h"} {
			n, _ := neturl.Parse(s)
			if mustParse(t, s).IsAbs() != n.IsAbs() {
				t.Errorf("IsAbs(%q) differs from net/url's", s)
			}
		}
	},
	"URL.JoinPath": func(t *testing.T) {
		checkJoin(t, func(b string, e ...string) (string, error) {
			u, err := Parse(b)
			if err != nil {
				return "", err
			}
			return u.JoinPath(e...).String(), nil
		})
	},
	"URL.Parse": func(t *testing.T) {
		u := mustParse(t, "http://h/a/b")
		n, _ := neturl.Parse("http://h/a/b")
		v, err := u.Parse(`..\c`)
		nv, _ := n.Parse(`..\c`)
		if err != nil || v.String() != "http://h/c" || nv.String() != `http://h/a/..%5Cc` {
			t.Errorf(`Parse("..\c") = %v, %v; net/url's %v`, v, err, nv)
		}
	},
	"URL.Port": func(t *testing.T) {
		if p := mustParse(t, "https://h:443/").Port(); p != "" {
			t.Errorf("Port = %q", p)
		}
		if p := mustParse(t, "https://h:444/").Port(); p != "444" {
			t.Errorf("Port = %q", p)
		}
	},
	"URL.Query": func(t *testing.T) {
		u := mustParse(t, "http://h/?a=1;b=2&c=3")
		if got := u.Query(); !reflect.DeepEqual(got, Values{"a": {"1;b=2"}, "c": {"3"}}) {
			t.Errorf("Query() = %v", got)
		}
		n, _ := neturl.Parse("http://h/?a=1;b=2&c=3")
		if got := n.Query(); !reflect.DeepEqual(got, neturl.Values{"c": {"3"}}) {
			t.Errorf("net/url: Query() = %v; the table says it drops a=1;b=2", got)
		}
	},
	"URL.Redacted": func(t *testing.T) {
		u := mustParse(t, "http://user:pass@h/")
		n, _ := neturl.Parse("http://user:pass@h/")
		if u.Redacted() != n.Redacted() || u.Redacted() != "http://user:xxxxx@h/" {
			t.Errorf("Redacted = %q, net/url's %q", u.Redacted(), n.Redacted())
		}
	},
	"URL.RequestURI": func(t *testing.T) {
		u := mustParse(t, "http://h/a|b")
		n, _ := neturl.Parse("http://h/a|b")
		if u.RequestURI() != "/a|b" || n.RequestURI() != "/a%7Cb" {
			t.Errorf("RequestURI = %q, net/url's %q", u.RequestURI(), n.RequestURI())
		}
	},
	"URL.ResolveReference": func(t *testing.T) {
		u := mustParse(t, "http://a/b")
		n, _ := neturl.Parse("http://a/b")
		for _, tt := range []struct{ ref, want, net string }{
			{"//g", "http://g/", "http://g"},
			{"http:g", "http://a/g", "http:g"},
			{"//a%zz", "", "-"}, // a valid opaque host, no valid domain
		} {
			ref := mustParse(t, tt.ref)
			got := u.ResolveReference(ref)
			if got.String() != tt.want || got.IsAbs() != (tt.want != "") {
				t.Errorf("ResolveReference(%q) = %q, want %q", tt.ref, got, tt.want)
			}
			if nref, err := neturl.Parse(tt.ref); err == nil {
				if nv := n.ResolveReference(nref).String(); nv != tt.net {
					t.Errorf("net/url: ResolveReference(%q) = %q, want %q", tt.ref, nv, tt.net)
				}
			}
		}
	},
	"URL.String": func(t *testing.T) {
		u := mustParse(t, "HTTP://H:80/a/../b")
		if u.String() != "http://h/b" {
			t.Errorf("String = %q", u)
		}
		u.Host = "0x7f.1"
		if u.String() != "http://127.0.0.1/b" {
			t.Errorf("String after assigning Host = %q", u)
		}
	},
	"Userinfo":          func(t *testing.T) { checkUserinfo(t) },
	"Userinfo.Password": func(t *testing.T) { checkUserinfo(t) },
	"Userinfo.String":   func(t *testing.T) { checkUserinfo(t) },
	"Userinfo.Username": func(t *testing.T) { checkUserinfo(t) },
	"Values": func(t *testing.T) {
		v := Values{"b": {"2 3", "x&y"}, "a": {"é"}}
		n := neturl.Values{"b": {"2 3", "x&y"}, "a": {"é"}}
		if v.Encode() != n.Encode() || v.Get("b") != "2 3" || !v.Has("a") {
			t.Errorf("Values.Encode() = %q, net/url's %q", v.Encode(), n.Encode())
		}
	},
}

func checkJoin(t *testing.T, join func(string, ...string) (string, error)) {
	got, err := join("https://h/a", "%2e%2e", "b")
	net, _ := neturl.JoinPath("https://h/a", "%2e%2e", "b")
	if err != nil || got != "https://h/b" || net != "https://h/a/%2e%2e/b" {
		t.Errorf("JoinPath = %q, %v; net/url's %q", got, err, net)
	}
	got, _ = join("https://h/a/", "b", "../c/")
	net, _ = neturl.JoinPath("https://h/a/", "b", "../c/")
	if got != net {
		t.Errorf("JoinPath = %q, net/url's %q", got, net)
	}
}

func checkEscapes(t *testing.T) {
	for _, s := range escapeTests {
		if PathEscape(s) != neturl.PathEscape(s) || QueryEscape(s) != neturl.QueryEscape(s) {
			t.Errorf("escaping %q differs from net/url", s)
		}
		a, err1 := PathUnescape(s)
		b, err2 := neturl.PathUnescape(s)
		c, err3 := QueryUnescape(s)
		d, err4 := neturl.QueryUnescape(s)
		if a != b || c != d || !sameEscapeError(err1, err2) || !sameEscapeError(err3, err4) {
			t.Errorf("unescaping %q differs from net/url", s)
		}
	}
}

func checkUserinfo(t *testing.T) {
	for _, u := range []struct{ name, pass string }{{"a", ""}, {"a b@c", "p:q/r"}, {"", "x"}} {
		ours, net := UserPassword(u.name, u.pass), neturl.UserPassword(u.name, u.pass)
		p1, ok1 := ours.Password()
		p2, ok2 := net.Password()
		if ours.String() != net.String() || ours.Username() != net.Username() || p1 != p2 || ok1 != ok2 {
			t.Errorf("UserPassword(%q, %q) = %v, net/url's %v", u.name, u.pass, ours, net)
		}
		if User(u.name).String() != neturl.User(u.name).String() {
			t.Errorf("User(%q) = %v", u.name, User(u.name))
		}
	}
	var nilUser *Userinfo
	if nilUser.String() != "" || nilUser.Username() != "" {
		t.Error("a nil Userinfo is not empty")
	}
}

func checkBinary(t *testing.T) {
	u := mustParse(t, "HTTPS://h/a b")
	b, err := u.MarshalBinary()
	b2, _ := u.AppendBinary(nil)
	var v URL
	if err != nil || string(b) != "https://h/a%20b" || string(b2) != string(b) || v.UnmarshalBinary(b) != nil || v.String() != u.String() {
		t.Errorf("binary round trip of %q: %q, %v, %q", u, b, err, &v)
	}
}

// TestMigrationAPI runs the check of each row of "Every function and
// type", and fails for a row without one or one without a row.
func TestMigrationAPI(t *testing.T) {
	rows := migrationTable(t, "## Every function and type")
	seen := map[string]bool{}
	for _, row := range rows {
		name := strings.Trim(row[0], "`")
		seen[name] = true
		check, ok := migrationChecks[name]
		if !ok {
			t.Errorf("docs/migration.md: no test for the row %q", name)
			continue
		}
		t.Run(name, check)
	}
	for name := range migrationChecks {
		if !seen[name] {
			t.Errorf("docs/migration.md has no row for %q", name)
		}
	}
}
