// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	url "github.com/weburl/url"
)

// Exec of a URL that does not match allocates nothing beyond parsing the URL
// and reading its components: the components match without allocating.
func TestExecNoMatchAllocs(t *testing.T) {
	patterns := compileBenchPatterns(t)
	const in = "https://other.test/nothing/here?at=all#really"
	u, err := url.Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	baseline := testing.AllocsPerRun(100, func() { _ = urlComponents(u) })
	if baseline != 0 {
		t.Errorf("reading a URL's components: %v allocations, want 0", baseline)
	}
	parseBaseline := testing.AllocsPerRun(100, func() {
		u, _ := url.Parse(in)
		_ = urlComponents(u)
	})
	for _, p := range patterns {
		if got := testing.AllocsPerRun(100, func() {
			if _, ok := p.ExecURL(u); ok {
				t.Fatalf("%v matches %s", p, in)
			}
		}); got > baseline {
			t.Errorf("ExecURL on %v: %v allocations, want at most %v (reading the URL's components)", p, got, baseline)
		}
		if got := testing.AllocsPerRun(100, func() { p.Exec(in, "") }); got > parseBaseline {
			t.Errorf("Exec on %v: %v allocations, want at most %v (parsing the URL)", p, got, parseBaseline)
		}
	}
}

// Constructor errors are *Error values naming the component.
func TestErrors(t *testing.T) {
	tests := []struct {
		in        string
		component string
		target    any
	}{
		{"https://example.com/:id/:id", "pathname", new(*SyntaxError)},
		{"https://exa mple.com/", "hostname", new(*CanonicalizationError)},
		{"https://example.com:99999/", "port", new(*CanonicalizationError)},
		{"/relative", "", nil},
		{"https://example.com/(a(b))", "pathname", new(*SyntaxError)},
		{"https://example.com/:id(\\d+(?=x))", "pathname", new(*RegexpError)},
		{"https://example.com/:id(\\m)", "pathname", new(*RegexpError)},
	}
	for _, tt := range tests {
		_, err := New(tt.in, "", Options{})
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("New(%q) error = %v, want an *Error", tt.in, err)
			continue
		}
		if e.Component != tt.component {
			t.Errorf("New(%q) error component = %q, want %q (%v)", tt.in, e.Component, tt.component, err)
		}
		if tt.target != nil && !errors.As(err, tt.target) {
			t.Errorf("New(%q) error = %v, want a %T inside", tt.in, err, tt.target)
		}
	}
	if _, err := New("/relative", "", Options{}); !errors.Is(err, ErrNoBaseURL) {
		t.Errorf("New(relative) error = %v, want ErrNoBaseURL", err)
	}
	if _, err := NewFromInit(Init{BaseURL: new("not a url")}, Options{}); !errors.Is(err, ErrInvalidBaseURL) {
		t.Errorf("NewFromInit(bad base) error = %v, want ErrInvalidBaseURL", err)
	}
}

// Init distinguishes an absent member from an empty one in JSON too.
func TestInitJSON(t *testing.T) {
	var init Init
	if err := json.Unmarshal([]byte(`{"pathname": "", "hash": "x", "unknown": 1}`), &init); err != nil {
		t.Fatal(err)
	}
	if init.Pathname == nil || *init.Pathname != "" || init.Search != nil || init.Hash == nil || *init.Hash != "x" {
		t.Errorf("decoded %+v", init)
	}
	out, _ := json.Marshal(init)
	if string(out) != `{"pathname":"","hash":"x"}` {
		t.Errorf("encoded %s", out)
	}
	// An empty pathname matches only the empty pathname; an absent one
	// anything.
	empty, err := NewFromInit(Init{Protocol: new("foo"), Pathname: new("")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	absent, err := NewFromInit(Init{Protocol: new("foo")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if empty.Pathname() != "" || absent.Pathname() != "*" {
		t.Errorf("pathnames %q and %q", empty.Pathname(), absent.Pathname())
	}
}

// Result encodes to URLPatternResult's JSON and back.
func TestResultJSON(t *testing.T) {
	p := MustNew("https://example.com/:a/:b?", "", Options{})
	r, ok := p.Exec("https://example.com/x", "")
	if !ok {
		t.Fatal("no match")
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Result
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&back, r) {
		t.Errorf("round trip of %s: got %+v, want %+v", data, back, *r)
	}
	var raw map[string]any
	_ = json.Unmarshal(data, &raw)
	groups := raw["pathname"].(map[string]any)["groups"].(map[string]any)
	if v, ok := groups["b"]; !ok || v != nil {
		t.Errorf("groups = %v, want b: null", groups)
	}
	if inputs := raw["inputs"].([]any); len(inputs) != 1 || inputs[0] != "https://example.com/x" {
		t.Errorf("inputs = %v", inputs)
	}
}

// Optional groups that match nothing are undefined, as in JavaScript, even
// where RE2 would capture the empty string.
func TestUndefinedGroups(t *testing.T) {
	tests := []struct {
		pattern, input string
		groups         map[string]string
		undefined      []string
	}{
		{"*?", "", map[string]string{}, []string{"0"}},
		{"(.*)(.*)?", "foobar", map[string]string{"0": "foobar"}, []string{"1"}},
		{"*", "", map[string]string{"0": ""}, nil},
		{":a*", "", map[string]string{"a": ""}, nil},
		{"{x:a}?", "", map[string]string{}, []string{"a"}},
	}
	for _, tt := range tests {
		p, err := NewFromInit(Init{Search: new(tt.pattern)}, Options{})
		if err != nil {
			t.Errorf("NewFromInit(search %q): %v", tt.pattern, err)
			continue
		}
		r, ok := p.ExecInit(Init{Search: new(tt.input)})
		if !ok {
			t.Errorf("search %q does not match %q", tt.pattern, tt.input)
			continue
		}
		if !reflect.DeepEqual(r.Search.Groups, tt.groups) || !reflect.DeepEqual(r.Search.Undefined, tt.undefined) {
			t.Errorf("search %q on %q: groups %v undefined %v, want %v %v", tt.pattern, tt.input, r.Search.Groups, r.Search.Undefined, tt.groups, tt.undefined)
		}
	}
}

// CompareComponent returns 0 for a component name that is not one of the
// eight, where a real comparison would not; Generate returns
// ErrUnknownComponent.
func TestUnknownComponent(t *testing.T) {
	p := MustNew("https://example.com/:id", "", Options{})
	if _, err := p.Generate("invalid", nil); !errors.Is(err, ErrUnknownComponent) {
		t.Errorf("Generate(invalid) error = %v, want ErrUnknownComponent", err)
	}
	q := MustNew("https://example.com/*", "", Options{})
	if CompareComponent("pathname", p, q) == 0 {
		t.Fatal("pathnames /:id and /* compare equal")
	}
	if got := CompareComponent("invalid", p, q); got != 0 {
		t.Errorf("CompareComponent(invalid) = %d, want 0", got)
	}
}

// Generate's errors say which group or part is at fault.
func TestGenerateErrors(t *testing.T) {
	tests := []struct {
		pattern string
		groups  map[string]string
		want    error
	}{
		{"https://example.com/:id", map[string]string{}, ErrGenerateMissingGroup},
		{"https://example.com/:id", map[string]string{"id": "a/b"}, ErrGenerateDelimiter},
		{"https://example.com/:id?", map[string]string{"id": "a"}, ErrGenerateUnsupported},
		{"https://example.com/*", nil, ErrGenerateUnsupported},
		{"https://example.com/:id(\\d+)", map[string]string{"id": "1"}, ErrGenerateUnsupported},
	}
	for _, tt := range tests {
		_, err := MustNew(tt.pattern, "", Options{}).Generate("pathname", tt.groups)
		var e *Error
		if !errors.Is(err, tt.want) || !errors.As(err, &e) || e.Component != "pathname" {
			t.Errorf("Generate(pathname of %q, %v) error = %v, want %v in an *Error for pathname", tt.pattern, tt.groups, err, tt.want)
		}
	}
}

// query reads the query from the serialization as Search does.
func TestQuery(t *testing.T) {
	for _, s := range []string{
		"https://a/b?c#d?e", "https://a/b#d?e", "https://a/b?", "https://a/b", "data:x?y#z",
		"https://u:p%3F@h/%3F?q=%23#f", "foo:/?#", "https://a/?%3F?#",
	} {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := query(u), strings.TrimPrefix(u.Search(), "?"); got != want {
			t.Errorf("query(%q) = %q, want %q", s, got, want)
		}
	}
}

// HasRegExpGroups is true for a custom regexp group in any component, but
// not for a regexp that is a wildcard's own.
func TestHasRegExpGroups(t *testing.T) {
	tests := []struct {
		init Init
		want bool
	}{
		{Init{}, false},
		{Init{Pathname: new("/:id/*")}, false},
		{Init{Pathname: new("/:id(\\d+)")}, true},
		{Init{Pathname: new("/(.*)")}, false},       // the full wildcard
		{Init{Pathname: new("/([^\\/]+?)")}, false}, // the pathname's segment wildcard
		{Init{Hostname: new("([^\\.]+?).example")}, false},
		{Init{Hostname: new("([^\\/]+?).example")}, true}, // not the hostname's
		{Init{Protocol: new("(https?)")}, true},
		{Init{Username: new("(a)")}, true},
		{Init{Password: new("(a)")}, true},
		{Init{Port: new("(8+)")}, true},
		{Init{Search: new("q=(a|b)")}, true},
		{Init{Hash: new("(a)?")}, true},
	}
	for _, tt := range tests {
		p, err := NewFromInit(tt.init, Options{})
		if err != nil {
			t.Errorf("NewFromInit(%v): %v", p, err)
			continue
		}
		if got := p.HasRegExpGroups(); got != tt.want {
			t.Errorf("%v: HasRegExpGroups() = %v, want %v", p, got, tt.want)
		}
	}
}

func TestMisc(t *testing.T) {
	// Error messages name the operation, the component and the pattern.
	_, err := New("https://example.com/:id/:id", "", Options{})
	if msg := err.Error(); !strings.Contains(msg, "New") || !strings.Contains(msg, "pathname") || !strings.Contains(msg, `"/:id/:id"`) {
		t.Errorf("error message %q", msg)
	}
	_, err = New("https://example.com/(?=a)", "", Options{})
	if msg := err.Error(); !strings.Contains(msg, `"?=a"`) && !strings.Contains(msg, `regular expression`) {
		t.Errorf("error message %q", msg)
	}
	if _, err = New("/x", "", Options{}); !strings.Contains(err.Error(), "base URL") {
		t.Errorf("error message %q", err)
	}

	// TestURL agrees with Test.
	p := MustNew("https://*.example.com/:a", "", Options{})
	for _, s := range []string{"https://www.example.com/x", "https://example.com/x", "https://www.example.com/x/y"} {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if p.TestURL(u) != p.Test(s, "") {
			t.Errorf("TestURL(%q) != Test", s)
		}
	}

	// Invalid UTF-8 reads as U+FFFD.
	if got := MustNew("https://example.com/\xff", "", Options{}).Pathname(); got != "/%EF%BF%BD" {
		t.Errorf("pathname of invalid UTF-8 = %q", got)
	}
	if !MustNew("https://example.com/*", "", Options{}).Test("https://example.com/\xff", "") {
		t.Error("invalid UTF-8 URL does not match")
	}

	// A relative pathname does not resolve against an opaque path.
	q, err := NewFromInit(Init{Pathname: new("x"), BaseURL: new("data:text/plain,abc")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if q.Protocol() != "data" || q.Pathname() != "x" {
		t.Errorf("pattern against an opaque base: %v", q)
	}
	r := MustNew("https://example.com/a/b", "", Options{})
	if res, ok := r.ExecURL(mustParse(t, "https://example.com/a/b")); !ok || res.Component("pathname").Input != "/a/b" || res.Component("nope") != nil {
		t.Errorf("ExecURL result %+v", res)
	}
}

func mustParse(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestMustNewPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustNew did not panic")
		}
	}()
	MustNew("/relative", "", Options{})
}
