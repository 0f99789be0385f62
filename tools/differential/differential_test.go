// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"reflect"
	"testing"
)

// testSeeds is a small seed set, so the tests need neither WPT nor the
// corpora.
func testSeeds() *seeds {
	return &seeds{
		inputs:  []string{"http://example.com/a?b#c", "file:///C:/x", "sc://ü/p", "//h/p"},
		bases:   []string{"http://example.org/foo/bar", "sc:opaque"},
		hrefs:   []string{"https://user:pass@example.com:8080/p?q=1#f", "sc://h/p"},
		values:  map[string][]string{"host": {"ex.com"}},
		queries: []string{"a=b&c=d", "%zz=+"},
	}
}

// The same seed gives the same requests; another seed gives others.
func TestGeneratorDeterministic(t *testing.T) {
	s := testSeeds()
	a, b, c := newGen(7, s), newGen(7, s), newGen(8, s)
	same := true
	for i := 0; i < 2000; i++ {
		ra, rb, rc := a.next(), b.next(), c.next()
		if !reflect.DeepEqual(ra, rb) {
			t.Fatalf("request %d: seed 7 gave %+v, then %+v", i, ra, rb)
		}
		same = same && reflect.DeepEqual(ra, rc)
	}
	if same {
		t.Error("seeds 7 and 8 gave the same 2000 requests")
	}
}

// Every kind of request is generated, and weburl answers each without
// panicking.
func TestGeneratorCoversOps(t *testing.T) {
	g := newGen(1, testSeeds())
	ops := map[string]int{}
	for i := 0; i < 5000; i++ {
		r := g.next()
		ops[op(r)]++
		if r.Encoding != "" {
			ops["encoding"]++
		}
		if a := weburlAnswer(r); a["panic"] != nil {
			t.Errorf("weburl panics on %+v: %v", r, a["panic"])
		}
	}
	for _, want := range []string{"parse", "parse+base", "set href", "set host", "set search", "params", "urlparams", "encoding"} {
		if ops[want] == 0 {
			t.Errorf("no %q request in 5000 (%v)", want, ops)
		}
	}
}

// weburlAnswer reads every getter, fails as new URL fails, and follows
// URLSearchParams steps as answer.js does.
func TestWeburlAnswer(t *testing.T) {
	empty := ""
	base := "http://example.org/foo/bar"
	tests := []struct {
		r    request
		key  string
		want any
	}{
		// A parse reads every getter.
		{request{Op: "parse", Input: "HTTP://EX.com:80/a/../b?q#f"}, "href", "http://ex.com/b?q#f"},
		{request{Op: "parse", Input: "../x", Base: &base}, "pathname", "/x"},
		// new URL(input, "") throws: an empty base is not a URL.
		{request{Op: "parse", Input: "http://a/", Base: &empty}, "fail", "1"},
		{request{Op: "parse", Input: "no scheme"}, "fail", "1"},
		// The href setter throws on a string that does not parse.
		{request{Op: "set", Href: "http://a/", Attr: "href", Value: "::"}, "throws", "1"},
		{request{Op: "set", Href: "http://a/", Attr: "port", Value: "8080"}, "host", "a:8080"},
		// get answers "null" for a missing name, "=value" otherwise.
		{request{Op: "params", Init: "a=1", Steps: []step{{Kind: "get", Name: "b"}}}, "get0", "null"},
		{request{Op: "params", Init: "b=2&a=1", Steps: []step{{Kind: "sort"}}}, "s0", "a=1&b=2"},
		{request{Op: "params", Init: "a=1&a=2", Steps: []step{{Kind: "deleteValue", Name: "a", Value: "1"}}}, "final", []any{[]any{"a", "2"}}},
		// A validate request gives the error types in order, the
		// failure and the writing rules' verdict.
		{request{Op: "validate", Input: " https://user@a_b.example/ "}, "errors", []any{"invalid-URL-unit", "invalid-credentials", "domain-to-ASCII"}},
		{request{Op: "validate", Input: "https://a b/"}, "failure", "1"},
		{request{Op: "validate", Input: "x", Base: &base}, "valid", "true"},
		{request{Op: "validate", Input: "x", Base: &empty}, "fail", "1"},
		// With an encoding, a special URL's query is encoded in it (the
		// values are whatwg-url's); a URL that is not special's is in
		// UTF-8.
		{request{Op: "parse", Input: "http://h/?ⅰ", Encoding: "shift_jis"}, "href", "http://h/?%FA@"},
		{request{Op: "parse", Input: "x?╭#╭", Base: &base, Encoding: "big5"}, "href", "http://example.org/foo/x?%A2~#%E2%95%AD"},
		{request{Op: "parse", Input: "sc://h/?ⅰ", Encoding: "shift_jis"}, "href", "sc://h/?%E2%85%B0"},
		{request{Op: "parse", Input: "http://a/", Base: &empty, Encoding: "gbk"}, "fail", "1"},
		// A URL's searchParams follow its setters, and it follows them.
		{request{Op: "urlparams", Href: "http://a/?x=1", Steps: []step{{Kind: "setter", Attr: "search", Value: "y=2"}, {Kind: "append", Name: "z", Value: " "}}}, "href1", "http://a/?y=2&z=+"},
	}
	for _, tt := range tests {
		a := weburlAnswer(tt.r)
		if !reflect.DeepEqual(a[tt.key], tt.want) {
			t.Errorf("%+v: %s = %#v, want %#v", tt.r, tt.key, a[tt.key], tt.want)
		}
	}
}

// compare lists the fields on which two answers differ, both ways.
func TestCompare(t *testing.T) {
	got := answer{"href": "a", "host": "h"}
	want := answer{"href": "b", "fail": "1"}
	d, ok := compare(request{}, got, want)
	if !ok || !reflect.DeepEqual(d.fields, []string{"fail", "host", "href"}) {
		t.Errorf("compare = %v, %v; want fields fail, host, href", d.fields, ok)
	}
	if _, ok := compare(request{}, got, got); ok {
		t.Error("compare of an answer with itself reports a difference")
	}
}

// A validate difference is classed by the error types one side reports
// more often, wherever they are; then by failure, then by the verdict.
func TestValidationSummary(t *testing.T) {
	errs := func(types ...any) answer {
		return answer{"errors": append([]any{}, types...), "failure": "0", "valid": "false"}
	}
	for _, tt := range []struct {
		got, want answer
		summary   string
	}{
		{errs("a", "b"), errs("b"), "validation errors: weburl more [a], fewer []"},
		{errs("b"), errs("a", "b", "c"), "validation errors: weburl more [], fewer [a c]"},
		{errs("a", "b"), errs("b", "a"), "validation errors in another order"},
		{errs(), answer{"errors": []any{}, "failure": "0", "valid": "true"}, `valid URL string: weburl false, oracle true`},
	} {
		d, ok := compare(request{Op: "validate"}, normalize(tt.got), normalize(tt.want))
		if !ok {
			t.Fatalf("compare(%v, %v) found no difference", tt.got, tt.want)
		}
		if got := summary(d); got != tt.summary {
			t.Errorf("summary of %v against %v = %q, want %q", tt.got, tt.want, got, tt.summary)
		}
	}
}

// folded sees the xn-- prefix through full-width forms and ignorables.
func TestFolded(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"http://xn--a/", true},           // plain
		{"http://ｘｎ－－a/", true},           // full-width, NFKC
		{"http://xn-\ufe0f-a/", true},     // a variation selector, mapped to nothing
		{"http://xn-\u00ad-a/", true},     // a soft hyphen, mapped to nothing
		{"http://xn-\u200b-a/", true},     // a zero width space, mapped to nothing
		{"http://xn-\u2060-a/", true},     // a word joiner, mapped to nothing
		{"http://xn-\u0301-a/", false},    // a combining mark is kept
		{"http://xn\n--a/", true},         // the parser removes newlines first
		{"http://xn-a-/", false},          // not the prefix
		{"http://x\u200dn--a/", false},    // ZWJ is not ignored by UTS #46
		{"http://XN--ZCA.example/", true}, // upper case
	} {
		if got := xnLabel.MatchString(folded(tt.in)); got != tt.want {
			t.Errorf("xn-- in folded(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// encodingDiff finds differences that are only percent-encoding.
func TestEncodingDiff(t *testing.T) {
	for _, tt := range []struct {
		weburl, browser string
		enc, dec        string
		ok              bool
	}{
		{"/a|b", "/a%7Cb", `"|"`, "", true},           // the browser encodes |
		{"?'x", "?%27x", `"'"`, "", true},             // and '
		{"/a%20", "/a ", "", `" "`, true},             // the browser leaves a space
		{"/a|'", "/a%7C%27", `"'" "|"`, "", true},     // two at once
		{"/a", "/b", "", "", false},                   // not an encoding difference
		{"/a", "/a", "", "", false},                   // no difference
		{"/%C3%BC", "/\u00fc", "", "non-ASCII", true}, // the browser leaves UTF-8 bytes
	} {
		enc, dec, ok := encodingDiff(tt.weburl, tt.browser)
		if ok != tt.ok || ok && (enc != tt.enc || dec != tt.dec) {
			t.Errorf("encodingDiff(%q, %q) = %q, %q, %v; want %q, %q, %v", tt.weburl, tt.browser, enc, dec, ok, tt.enc, tt.dec, tt.ok)
		}
	}
}

// codePoints sees the code points an xn-- label decodes to, through the
// folding that UTS #46 mapping does, beside the request's own.
func TestCodePoints(t *testing.T) {
	base := "http://xn--nx\uff10smb.com/"
	for _, tt := range []struct {
		r    request
		want []rune
	}{
		{request{Op: "parse", Input: "http://xn--nx0smb.com/"}, []rune{0x3DD88, 0x3DD70}},
		{request{Op: "parse", Input: "/C:/", Base: &base}, []rune{0xFF10, 0x3DD88, 0x3DD70}},
		{request{Op: "set", Href: "https://h/", Attr: "hostname", Value: "0x1f\uff61XN--J-4O0O0IHG"}, []rune{0xFF61, 0x18F3F, 0x18F10, 0x18EAF}},
		{request{Op: "parse", Input: "http://b\u00fccher.de/"}, []rune{0xFC}},
		// A zero width space inside the label, which the mapping drops
		// before the label is decoded (found by the differential pass).
		{request{Op: "parse", Input: "http://a.xn--a-qii975\u200b4q/"}, []rune{0x200B, 0x14280, 0x1438}},
		// Not Punycode: nothing decoded.
		{request{Op: "parse", Input: "http://xn--a-\u00fc/"}, []rune{0xFC}},
		{request{Op: "parse", Input: "http://example.com/"}, nil},
	} {
		if got := codePoints(tt.r); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("codePoints(%+v) = %U, want %U", tt.r, got, tt.want)
		}
	}
}

// A difference whose only table-dependent code points are inside an xn--
// label is in the unicode-tables class, and one without is not.
func TestClassDecodedLabel(t *testing.T) {
	c := &referenceClassifier{tables: map[rune]bool{0x3DD88: true}}
	base := "http://xn--nx\uff10smb.com/"
	d := diff{req: request{Op: "parse", Input: "/C:/", Base: &base}, fields: []string{"fail"},
		got: answer{"fail": "1"}, want: answer{"href": "http://xn--nx0smb.com/C:/"}}
	if _, tag := c.class(d); tag != tagUnicodeTables {
		t.Errorf("class of %+v: tag %q, want %q", d.req, tag, tagUnicodeTables)
	}
	d.req.Base = nil
	d.req.Input = "http://xn--zca.com/"
	if _, tag := c.class(d); tag != tagXN {
		t.Errorf("class of %+v: tag %q, want %q", d.req, tag, tagXN)
	}
}
