// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	weburl "github.com/weburl/url"
	"github.com/weburl/url/canon"
	"github.com/weburl/url/surt"
)

// The tests run the command as a program: the test binary, started again
// with WEBURL_TEST_MAIN=1, is the weburl command (TestMain runs main), so
// each test sees its real exit status, standard streams and flags.
func TestMain(m *testing.M) {
	if os.Getenv("WEBURL_TEST_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// weburlCmd runs the command with args and stdin; it returns standard
// output, standard error and the exit status.
func weburlCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "WEBURL_TEST_MAIN=1")
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatalf("weburl %q: %v", args, err)
	}
	return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
}

// records decodes JSON lines.
func records(t *testing.T, out string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var r map[string]any
		if err := dec.Decode(&r); err == io.EOF {
			return recs
		} else if err != nil {
			t.Fatalf("decoding %q: %v", out, err)
		}
		recs = append(recs, r)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		status int
		want   map[string]any // members of the one record
	}{
		// The standard lower-cases the host, removes dot segments.
		{"default command", []string{"https://EXAMPLE.com/a/./b/../c?x#y"}, 0, map[string]any{
			"href": "https://example.com/a/c?x#y", "origin": "https://example.com", "protocol": "https:",
			"hostname": "example.com", "pathname": "/a/c", "search": "?x", "hash": "#y", "hostKind": "domain", "errors": []any{},
		}},
		{"parse against a base", []string{"parse", "../d", "http://h/a/b/c"}, 0, map[string]any{
			"href": "http://h/a/d", "base": "http://h/a/b/c",
		}},
		// The IPv4 parser reads hexadecimal parts: 0x7f.1 is 127.0.0.1.
		{"host kind and address", []string{"parse", "http://0x7f.1/"}, 0, map[string]any{
			"href": "http://127.0.0.1/", "hostKind": "IPv4", "hostAddr": "127.0.0.1",
		}},
		{"failure", []string{"https://ex ample.com/"}, 1, map[string]any{
			"failure": true, "errors": []any{map[string]any{
				"type": "domain-to-ASCII", "message": "the domain is not valid under UTS #46 (IDNA)",
				"offset": 10.0, "failure": true, "link": "https://url.spec.whatwg.org/#domain-to-ascii"}},
		}},
		{"failure, ignored", []string{"parse", "-ignore-failures", "https://ex ample.com/"}, 0, map[string]any{"failure": true}},
		{"bad base", []string{"a", "http://[::1"}, 1, map[string]any{
			"failure": true, "errors": []any{map[string]any{
				"type": "IPv6-unclosed", "message": "the IPv6 address has no closing bracket", "offset": 11.0,
				"failure": true, "base": true, "link": "https://url.spec.whatwg.org/#ipv6-unclosed"}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, stderr, status := weburlCmd(t, "", tt.args...)
			if status != tt.status {
				t.Errorf("status %d, want %d (stderr %q)", status, tt.status, stderr)
			}
			recs := records(t, out)
			if len(recs) != 1 {
				t.Fatalf("%d records, want 1: %s", len(recs), out)
			}
			for k, v := range tt.want {
				if !reflect.DeepEqual(recs[0][k], v) {
					t.Errorf("%s = %#v, want %#v", k, recs[0][k], v)
				}
			}
		})
	}
}

// TestLines feeds lines that hold no URL between good ones: each gives a
// per-line error and the run goes on.
func TestLines(t *testing.T) {
	long := "http://example.com/" + strings.Repeat("a", 3<<20) // over the default -max-line, 1 MiB
	in := "http://a/\r\n" +
		long + "\n" +
		"http://b/\x00\n" +
		"\xef\xbb\xbfhttp://c/\n" +
		"http://d/\xff\xfe\n" +
		`{"input": "../e", "base": "http://h/x/y"}` + "\n" +
		"http://f/" // no newline at the end
	out, stderr, status := weburlCmd(t, in, "parse", "-json")
	if status != exitBadLines {
		t.Errorf("status %d, want %d (stderr %q)", status, exitBadLines, stderr)
	}
	recs := records(t, out)
	want := []struct{ href, err string }{
		{href: "http://a/"},
		{err: "the line is 3145748 bytes long, more than -max-line (1048576)"},
		{err: "NUL byte at offset 9"},
		{err: "byte-order mark"},
		{err: "invalid UTF-8 at offset 9"},
		{href: "http://h/e"},
		{href: "http://f/"},
	}
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d:\n%s", len(recs), len(want), out)
	}
	for i, w := range want {
		r := recs[i]
		if r["line"] != float64(i+1) {
			t.Errorf("record %d: line %v", i, r["line"])
		}
		if w.href != "" && r["href"] != w.href {
			t.Errorf("line %d: href %v, want %q", i+1, r["href"], w.href)
		}
		if e, _ := r["error"].(string); w.err != "" && !strings.Contains(e, w.err) {
			t.Errorf("line %d: error %q, want it to say %q", i+1, e, w.err)
		}
	}
	if _, _, status := weburlCmd(t, in, "parse", "-json", "-ignore-failures"); status != 0 {
		t.Errorf("with -ignore-failures: status %d, want 0", status)
	}
	// A lower -max-line; a failing URL outranks bad lines in the status.
	out, _, status = weburlCmd(t, "http://x/"+strings.Repeat("b", 100)+"\nhttp://[::1\n", "parse", "-max-line", "50")
	if recs := records(t, out); len(recs) != 2 || !strings.Contains(recs[0]["error"].(string), "more than -max-line (50)") || recs[1]["failure"] != true {
		t.Errorf("-max-line 50: %s", out)
	}
	if status != exitCheck {
		t.Errorf("-max-line 50: status %d, want %d", status, exitCheck)
	}
}

func TestDiff(t *testing.T) {
	in := strings.Join([]string{
		"http://example.com/a/../b", // path: net/url keeps dot segments
		"/relative",                 // failure: the standard needs a base
		"HTTP://EXAMPLE.COM:80/",    // alike: case and a default port do not count
		"http://1.2.3/",             // host: the standard reads IPv4 1.2.0.3
		"https://x/?a b",            // query: the standard encodes the space
		"http://[::1",               // both fail: alike
	}, "\n")
	out, stderr, status := weburlCmd(t, in, "diff")
	if status != exitCheck {
		t.Errorf("status %d, want 1 (stderr %q)", status, stderr)
	}
	recs := records(t, out)
	wantClasses := map[string][]any{
		"http://example.com/a/../b": {"path"}, "/relative": {"failure"}, "http://1.2.3/": {"host"}, "https://x/?a b": {"query"},
	}
	if len(recs) != len(wantClasses)+1 {
		t.Fatalf("%d records, want %d:\n%s", len(recs), len(wantClasses)+1, out)
	}
	for _, r := range recs[:len(recs)-1] {
		in, _ := r["input"].(string)
		if !reflect.DeepEqual(r["classes"], wantClasses[in]) {
			t.Errorf("%q: classes %v, want %v", in, r["classes"], wantClasses[in])
		}
	}
	sum, _ := recs[len(recs)-1]["summary"].(map[string]any)
	if sum["lines"] != 6.0 || sum["differing"] != 4.0 {
		t.Errorf("summary %v, want 6 lines, 4 differing", sum)
	}
	classes, _ := sum["classes"].(map[string]any)
	for k, n := range map[string]float64{"path": 1, "failure": 1, "host": 1, "query": 1, "port": 0, "scheme": 0} {
		if classes[k] != n {
			t.Errorf("summary: %s = %v, want %v", k, classes[k], n)
		}
	}
	// -all writes the URLs read alike too; none differing is status 0.
	out, _, status = weburlCmd(t, "HTTP://EXAMPLE.COM:80/\n", "diff", "-all")
	if recs := records(t, out); status != 0 || len(recs) != 2 || recs[0]["neturl"].(map[string]any)["port"] != "80" {
		t.Errorf("diff -all: status %d, %s", status, out)
	}
}

func TestKeys(t *testing.T) {
	urls := []string{
		"HTTP://Example.COM:80/%7euser/a/../b?z=1&a=2#top",
		"https://www.Example.com./docs//index.html?b&a",
		"http://archive.org/goo/?a=2&b&a=1",
		"http://3279880203/blah",
		"mailto:a@b.org",
		"http://[::1",
	}
	profiles := map[string]func(string) (string, error){
		"canon -profile semantic":     canon.Semantic{}.Canonicalize,
		"canon -profile crawl":        canon.DefaultCrawl.Canonicalize,
		"canon -profile safebrowsing": canon.SafeBrowsing,
		"surt":                        func(s string) (string, error) { return surt.Key(s, surt.IA) },
		"surt -options heritrix":      func(s string) (string, error) { return surt.Key(s, surt.Heritrix) },
		"surt -options ssurt":         surt.SSURT,
	}
	for name, f := range profiles {
		t.Run(name, func(t *testing.T) {
			out, _, status := weburlCmd(t, strings.Join(urls, "\n"), append(strings.Fields(name), "-json")...)
			wantStatus := 0
			recs := records(t, out)
			if len(recs) != len(urls) {
				t.Fatalf("%d records for %d URLs", len(recs), len(urls))
			}
			// The command gives what the package gives.
			for i, u := range urls {
				key, err := f(u)
				if err != nil {
					wantStatus = exitCheck
					if recs[i]["error"] != err.Error() {
						t.Errorf("%q: error %v, want %q", u, recs[i]["error"], err)
					}
				} else if recs[i]["key"] != key {
					t.Errorf("%q: key %v, want %q", u, recs[i]["key"], key)
				}
			}
			if status != wantStatus {
				t.Errorf("status %d, want %d", status, wantStatus)
			}
		})
	}
	// Keys the packages' references give: Google's Safe Browsing
	// documentation, the Internet Archive's surt.
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"canon", "-profile", "safebrowsing", "http://3279880203/blah"}, "http://195.127.0.11/blah"},
		{[]string{"canon", "-profile", "safebrowsing", "http://www.GOOgle.com.../"}, "http://www.google.com/"},
		{[]string{"surt", "http://archive.org/goo/?a=2&b&a=1"}, "org,archive)/goo?a=1&a=2&b"},
		{[]string{"canon", "../b?z&a#f", "http://Example.com/x/y"}, "http://example.com/b?a=&z="},
	} {
		out, _, status := weburlCmd(t, "", append([]string{tt.args[0], "-json"}, tt.args[1:]...)...)
		if recs := records(t, out); status != 0 || len(recs) != 1 || recs[0]["key"] != tt.want {
			t.Errorf("weburl %q: status %d, %s; want key %q", tt.args, status, out, tt.want)
		}
	}
	if _, stderr, status := weburlCmd(t, "", "canon", "-profile", "nope", "http://x/"); status != exitUsage || !strings.Contains(stderr, "unknown -profile") {
		t.Errorf("unknown profile: status %d, %q", status, stderr)
	}
}

func TestMatch(t *testing.T) {
	in := "https://shop.example.com/books/42\nhttps://example.org/books/42\n{\"input\": \"/books/7\", \"base\": \"https://a.example.com\"}\n"
	out, stderr, status := weburlCmd(t, in, "match", "-json", "https://*.example.com/books/:id")
	if status != 0 {
		t.Errorf("status %d (stderr %q)", status, stderr)
	}
	recs := records(t, out)
	if len(recs) != 3 {
		t.Fatalf("%d records:\n%s", len(recs), out)
	}
	for i, w := range []struct {
		matched  bool
		host, id string
	}{{true, "shop", "42"}, {false, "", ""}, {true, "a", "7"}} {
		r := recs[i]
		if r["matched"] != w.matched {
			t.Errorf("line %d: matched %v, want %v", i+1, r["matched"], w.matched)
			continue
		}
		if !w.matched {
			continue
		}
		g, _ := r["groups"].(map[string]any)
		host, _ := g["hostname"].(map[string]any)
		path, _ := g["pathname"].(map[string]any)
		if host["0"] != w.host || path["id"] != w.id {
			t.Errorf("line %d: groups %v, want hostname 0=%s, pathname id=%s", i+1, g, w.host, w.id)
		}
	}
	// A pattern by components, as JSON; no URL matches: status 1.
	out, _, status = weburlCmd(t, "https://example.com/x\n", "match", "-json", `{"pathname": "/books/:id"}`)
	if recs := records(t, out); status != exitCheck || len(recs) != 1 || recs[0]["matched"] != false {
		t.Errorf("init pattern: status %d, %s", status, out)
	}
	if _, _, status := weburlCmd(t, "", "match"); status != exitUsage {
		t.Errorf("no pattern: status %d, want %d", status, exitUsage)
	}
	if _, _, status := weburlCmd(t, "", "match", "https://example.com/:id(", "https://example.com/1"); status != exitUsage {
		t.Errorf("bad pattern: status %d, want %d", status, exitUsage)
	}

	// -routes: the most specific route wins, whatever the file's order.
	routes := filepath.Join(t.TempDir(), "routes")
	os.WriteFile(routes, []byte("# routes\nhttps://example.com/books/* books-any\n\nhttps://example.com/books/:id book\nhttps://example.com/books/new new-book\n"), 0o644)
	out, _, status = weburlCmd(t, "https://example.com/books/new\nhttps://example.com/books/9\nhttps://example.com/books/9/x\nhttps://example.com/\n", "match", "-json", "-routes", routes)
	recs = records(t, out)
	if status != 0 || len(recs) != 4 {
		t.Fatalf("-routes: status %d, %s", status, out)
	}
	for i, want := range []string{"new-book", "book", "books-any", ""} {
		if got, _ := recs[i]["route"].(string); got != want {
			t.Errorf("-routes line %d: route %q, want %q", i+1, got, want)
		}
	}
}

func TestValidate(t *testing.T) {
	out, _, status := weburlCmd(t, "https://example.com/a?b#c\nhttp://a\\b\nhttps://example.com/%zz\n", "validate", "-json")
	if status != exitCheck {
		t.Errorf("status %d, want 1", status)
	}
	recs := records(t, out)
	if len(recs) != 3 {
		t.Fatalf("%d records:\n%s", len(recs), out)
	}
	if recs[0]["valid"] != true || recs[0]["writingRules"] != true {
		t.Errorf("valid URL: %v", recs[0])
	}
	for i, w := range []struct {
		typ    string
		offset float64
	}{{}, {"invalid-reverse-solidus", 8}, {"invalid-URL-unit", 20}} {
		if i == 0 {
			continue
		}
		errs, _ := recs[i]["errors"].([]any)
		if recs[i]["valid"] != false || recs[i]["writingRules"] != false || len(errs) != 1 {
			t.Errorf("line %d: %v", i+1, recs[i])
			continue
		}
		e := errs[0].(map[string]any)
		if e["type"] != w.typ || e["offset"] != w.offset {
			t.Errorf("line %d: error %v, want %s at %v", i+1, e, w.typ, w.offset)
		}
	}
	if _, _, status := weburlCmd(t, "", "validate", "https://example.com/"); status != 0 {
		t.Errorf("a valid URL: status %d", status)
	}
}

func TestTable(t *testing.T) {
	out, _, status := weburlCmd(t, "http://a/\nhttp://[::1\n\x00\n", "parse", "-table")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != exitCheck || len(lines) != 4 || !strings.HasPrefix(lines[0], "INPUT") ||
		!strings.Contains(lines[2], "IPv6-unclosed@11") || !strings.Contains(lines[3], "error: NUL byte") {
		t.Errorf("status %d, table:\n%s", status, out)
	}
	out, _, _ = weburlCmd(t, "http://example.com/a/../b\n", "diff", "-table")
	if !strings.Contains(out, "1 URLs, 1 read differently; path 1") {
		t.Errorf("diff table:\n%s", out)
	}
}

func TestVersionUsage(t *testing.T) {
	out, _, status := weburlCmd(t, "", "-version")
	if status != 0 || !strings.HasPrefix(out, "weburl "+weburl.Version+" (") || !strings.Contains(out, runtime.Version()) {
		t.Errorf("-version: status %d, %q", status, out)
	}
	for _, args := range [][]string{{"-nope"}, {"a", "b", "c"}, {"diff", "-max-line", "0"}, {"serve", "x"}} {
		if _, _, status := weburlCmd(t, "", args...); status != exitUsage {
			t.Errorf("weburl %q: status %d, want %d", args, status, exitUsage)
		}
	}
	for _, args := range [][]string{{"-h"}, {"validate", "-h"}} {
		if _, stderr, status := weburlCmd(t, "", args...); status != 0 || !strings.Contains(stderr, "usage: weburl") {
			t.Errorf("weburl %q: status %d, %q", args, status, stderr)
		}
	}
}

// TestServeMissing runs serve where no weburl-serve is installed: a
// usage error that says how to install it (./weburl-serve's tests serve).
func TestServeMissing(t *testing.T) {
	cmd := exec.Command(os.Args[0], "serve", "-addr", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "WEBURL_TEST_MAIN=1", "PATH="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if cmd.ProcessState.ExitCode() != exitUsage || !strings.Contains(string(out), "go install github.com/weburl/url/cmd/weburl/...@latest") {
		t.Errorf("serve without weburl-serve: %v, %s", err, out)
	}
}

// TestUnknownCommand: a mistyped command is a usage error that names the
// nearest command, and standard input is not read as URLs.
func TestUnknownCommand(t *testing.T) {
	for _, tt := range []struct{ arg, want string }{
		{"cannon", `did you mean "canon"?`},
		{"valid", `did you mean "validate"?`},
		{"Diffs", `did you mean "diff"?`},
		{"frobnicate", "the commands are canon, diff, match, parse, serve, surt, validate"},
	} {
		out, stderr, status := weburlCmd(t, "http://a/\n", tt.arg)
		if status != exitUsage || out != "" || !strings.Contains(stderr, `unknown command "`+tt.arg+`"`) || !strings.Contains(stderr, tt.want) {
			t.Errorf("weburl %s: status %d, stdout %q, stderr %q; want status 2 and %q", tt.arg, status, out, stderr, tt.want)
		}
	}
	// A URL is no command; a relative one is read with parse.
	if out, _, status := weburlCmd(t, "", "parse", "a", "http://h/x/"); status != 0 || !strings.Contains(out, `"href": "http://h/x/a"`) {
		t.Errorf("parse a BASE: status %d, %s", status, out)
	}
}

// TestMatchPathname: a pattern that starts with "/" is a pathname
// pattern; with -base, patterns are read against the base.
func TestMatchPathname(t *testing.T) {
	in := "https://a.example/books/1\nhttp://b.example/books/2\nhttps://a.example/films/3\n/books/4\n"
	for _, tt := range []struct {
		args []string
		want []bool
	}{
		// Any origin.
		{[]string{"/books/:id"}, []bool{true, true, false, false}},
		// The base's origin, for the pattern and the relative URL.
		{[]string{"-base", "https://a.example", "/books/:id"}, []bool{true, false, false, true}},
		{[]string{"-base", "https://a.example", `{"pathname": "/books/:id"}`}, []bool{true, false, false, true}},
	} {
		out, stderr, _ := weburlCmd(t, in, append([]string{"match", "-json"}, tt.args...)...)
		recs := records(t, out)
		if len(recs) != len(tt.want) {
			t.Fatalf("match %q: %d records (stderr %q)", tt.args, len(recs), stderr)
		}
		for i, w := range tt.want {
			if recs[i]["matched"] != w {
				t.Errorf("match %q, line %d: matched %v, want %v", tt.args, i+1, recs[i]["matched"], w)
			}
		}
	}
	if _, stderr, _ := weburlCmd(t, "", "match", "-h"); !strings.Contains(stderr, `{"pathname": "/books/:id"}`) {
		t.Errorf("match -h does not explain pathname patterns:\n%s", stderr)
	}
}

// TestEncoding: -encoding reads lines in a legacy encoding; without it, a
// Latin-1 line is a per-line error that suggests -encoding.
func TestEncoding(t *testing.T) {
	latin1 := "http://example.com/b\xfccher?q=\xe9\n"
	out, _, status := weburlCmd(t, latin1, "parse", "-json")
	if recs := records(t, out); status != exitBadLines || len(recs) != 1 || !strings.Contains(recs[0]["error"].(string), "-encoding") {
		t.Errorf("Latin-1 without -encoding: status %d, %s", status, out)
	}
	out, _, status = weburlCmd(t, latin1, "parse", "-json", "-encoding", "latin1")
	if recs := records(t, out); status != 0 || len(recs) != 1 || recs[0]["href"] != "http://example.com/b%C3%BCcher?q=%C3%A9" {
		t.Errorf("-encoding latin1: status %d, %s", status, out)
	}
	// Shift_JIS: 0x83 0x65 is テ.
	out, _, _ = weburlCmd(t, "http://example.com/\x83\x65\n", "parse", "-json", "-encoding", "shift_jis")
	if recs := records(t, out); len(recs) != 1 || recs[0]["pathname"] != "/%E3%83%86" {
		t.Errorf("-encoding shift_jis: %s", out)
	}
	for _, label := range []string{"utf-16le", "replacement", "nope"} {
		if _, stderr, status := weburlCmd(t, "", "parse", "-encoding", label); status != exitUsage || !strings.Contains(stderr, "-encoding") {
			t.Errorf("-encoding %s: status %d, %q", label, status, stderr)
		}
	}
}

// TestCell: a table cell shows Unicode as it is and marks only controls
// and format characters.
func TestCell(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", "-"},
		{`http://h/a\@b`, `http://h/a\@b`},
		{"http://bücher.example/", "http://bücher.example/"},
		{"a\tb\x00c\x7f", `a\x09b\x00c\x7F`},
		{"a\u202eb\u200dc\u0085", `a\u{202E}b\u{200D}c\u{85}`},
		{"a\xffb", `a\xFFb`},
		{strings.Repeat("ü", 60), strings.Repeat("ü", 60)},
		{strings.Repeat("ü", 61), strings.Repeat("ü", 57) + "..."},
	} {
		if got := cell(tt.in); got != tt.want {
			t.Errorf("cell(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
