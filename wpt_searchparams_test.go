// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"testing"
)

// The web-platform-tests for URLSearchParams: the JSON fixtures read from
// WPT_DIR, and the JavaScript tests of wpt/url ported as tables:
// urlsearchparams-{append,constructor,delete,foreach,get,getall,has,set,
// size,sort,stringifier}.any.js and url-searchparams.any.js. Each case keeps
// its WPT name, inputs and expected results.
//
// JavaScript's arguments map to Go as follows: a string argument is the same
// string; null, undefined and numbers are the strings WebIDL makes of them
// ("null", "undefined", "1"); an omitted or undefined optional value calls
// the one-argument method (Delete, Has) and a given one the two-argument
// method (DeleteValue, HasValue); get's null is Get's "" with Has false; the
// sequence and record constructor forms are NewSearchParamsFromPairs.
//
// The cases below that have no meaning in Go are left out, by name:
//   - constructor: "URLSearchParams constructor, DOMException as argument"
//     (a record of an object's own properties, and a TypeError on a
//     prototype); the TypeErrors of "Constructor with sequence of sequences
//     of strings" for [[1]] and [[1,2,3]] ([2]string has two strings by
//     type); "Construct with 2 unpaired surrogates (no trailing)" and
//     "Construct with 3 unpaired surrogates (no leading)" (a Go string
//     cannot hold a lone surrogate, and what they test is a JavaScript
//     record collapsing keys that became equal after USVString
//     conversion; NewSearchParamsFromPairs takes a sequence, which keeps
//     every pair); "Custom [Symbol.iterator]".
//   - url-searchparams: "URL.searchParams setter, invalid values" (there is
//     no setter to assign).
//
// In "Construct with object with NULL, non-ASCII, and surrogate keys" the
// unpaired surrogate "c\uD83D" is the invalid UTF-8 "c\xff", which Go reads
// as "c\uFFFD" just as WebIDL reads the surrogate.

// An spOp names a method call or a check in a ported test.
type spOp int

const (
	opAppend      spOp = iota // p.Append(name, value)
	opDelete                  // p.Delete(name)
	opDeleteValue             // p.DeleteValue(name, value)
	opSet                     // p.Set(name, value)
	opSort                    // p.Sort()
	opSetSearch               // u.SetSearch(value)
	opSetHref                 // u.SetHref(value)
	opGet                     // p.Get(name) == want (a string), or absent when want is nil
	opGetAll                  // p.GetAll(name) == want ([]string)
	opHas                     // p.Has(name) == want (bool)
	opHasValue                // p.HasValue(name, value) == want (bool)
	opSize                    // p.Size() == want (int)
	opString                  // p.String() == want (string)
	opPairs                   // the pairs of p.All() == want ([][2]string)
	opHref                    // u.Href() == want (string)
	opSearch                  // u.Search() == want (string)
	opSameObject              // u.SearchParams() == p
	opSearchPairs             // the pairs of NewSearchParams(search of u) == want ([][2]string)
)

// An spStep is one call or check.
type spStep struct {
	op          spOp
	name, value string
	want        any
}

// An spCase is a ported test: the SearchParams made from query; or from
// pairs when pairs is non-nil; or the zero SearchParams when zero is set; or
// the SearchParams of the URL parsed from url (against base) when url is not
// ""; then steps, in order. A test that needs more than one object or a loop
// is a function, fn.
type spCase struct {
	name  string
	query string
	pairs [][2]string
	zero  bool
	url   string
	base  string
	steps []spStep
	fn    func(t *testing.T)
}

// Short constructors for steps, to keep the tables close to the JavaScript.
func appendS(name, value string) spStep { return spStep{op: opAppend, name: name, value: value} }
func deleteS(name string) spStep        { return spStep{op: opDelete, name: name} }
func deleteValueS(name, value string) spStep {
	return spStep{op: opDeleteValue, name: name, value: value}
}
func setS(name, value string) spStep { return spStep{op: opSet, name: name, value: value} }
func sortS() spStep                  { return spStep{op: opSort} }
func setSearchS(v string) spStep     { return spStep{op: opSetSearch, value: v} }
func setHrefS(v string) spStep       { return spStep{op: opSetHref, value: v} }
func getS(name, want string) spStep  { return spStep{op: opGet, name: name, want: want} }
func getNullS(name string) spStep    { return spStep{op: opGet, name: name} }
func getAllS(name string, want ...string) spStep {
	return spStep{op: opGetAll, name: name, want: want}
}
func hasS(name string, want bool) spStep { return spStep{op: opHas, name: name, want: want} }
func hasValueS(name, value string, want bool) spStep {
	return spStep{op: opHasValue, name: name, value: value, want: want}
}
func sizeS(want int) spStep           { return spStep{op: opSize, want: want} }
func stringS(want string) spStep      { return spStep{op: opString, want: want} }
func pairsS(want ...[2]string) spStep { return spStep{op: opPairs, want: want} }
func hrefS(want string) spStep        { return spStep{op: opHref, want: want} }
func searchS(want string) spStep      { return spStep{op: opSearch, want: want} }
func sameObjectS() spStep             { return spStep{op: opSameObject} }
func searchPairsS(want ...[2]string) spStep {
	return spStep{op: opSearchPairs, want: want}
}
func kv(name, value string) [2]string { return [2]string{name, value} }

var spOpNames = [...]string{"Append", "Delete", "DeleteValue", "Set", "Sort", "SetSearch", "SetHref",
	"Get", "GetAll", "Has", "HasValue", "Size", "String", "All", "href", "search", "SearchParams", "NewSearchParams(search)"}

func (s spStep) String() string { return fmt.Sprintf("%s(%q, %q)", spOpNames[s.op], s.name, s.value) }

// pairsOf collects the pairs of p.All().
func pairsOf(p *SearchParams) [][2]string {
	var out [][2]string
	for name, value := range p.All() {
		out = append(out, kv(name, value))
	}
	return out
}

// run makes the case's SearchParams and runs its steps.
func (c spCase) run(t *testing.T) {
	t.Helper()
	if c.fn != nil {
		c.fn(t)
		return
	}
	var u *URL
	var p *SearchParams
	switch {
	case c.url != "":
		var err error
		if u, err = ParseWithBase(c.url, c.base); err != nil {
			t.Fatalf("ParseWithBase(%q, %q): %v", c.url, c.base, err)
		}
		p = u.SearchParams()
	case c.zero:
		p = new(SearchParams)
	case c.pairs != nil:
		p = NewSearchParamsFromPairs(c.pairs)
	default:
		p = NewSearchParams(c.query)
	}
	for i, s := range c.steps {
		var got any
		switch s.op {
		case opAppend:
			p.Append(s.name, s.value)
			continue
		case opDelete:
			p.Delete(s.name)
			continue
		case opDeleteValue:
			p.DeleteValue(s.name, s.value)
			continue
		case opSet:
			p.Set(s.name, s.value)
			continue
		case opSort:
			p.Sort()
			continue
		case opSetSearch:
			u.SetSearch(s.value)
			continue
		case opSetHref:
			if err := u.SetHref(s.value); err != nil {
				t.Fatalf("step %d: SetHref(%q): %v", i, s.value, err)
			}
			continue
		case opGet:
			if s.want == nil {
				if p.Has(s.name) || p.Get(s.name) != "" {
					t.Errorf("step %d: Has(%q), Get(%q) = %v, %q; want false, \"\" (null)", i, s.name, s.name, p.Has(s.name), p.Get(s.name))
				}
				continue
			}
			got = p.Get(s.name)
		case opGetAll:
			got = p.GetAll(s.name)
			if !slices.Equal(got.([]string), s.want.([]string)) {
				t.Errorf("step %d: %v = %q, want %q", i, s, got, s.want)
			}
			continue
		case opHas:
			got = p.Has(s.name)
		case opHasValue:
			got = p.HasValue(s.name, s.value)
		case opSize:
			got = p.Size()
		case opString:
			got = p.String()
		case opPairs, opSearchPairs:
			if s.op == opPairs {
				got = pairsOf(p)
			} else {
				got = pairsOf(NewSearchParams(u.Search()))
			}
			if !slices.Equal(got.([][2]string), s.want.([][2]string)) {
				t.Errorf("step %d: pairs of All() = %q, want %q", i, got, s.want)
			}
			continue
		case opHref:
			got = u.Href()
		case opSearch:
			got = u.Search()
		case opSameObject:
			if u.SearchParams() != p {
				t.Errorf("step %d: u.SearchParams() returned a different object", i)
			}
			continue
		}
		if got != s.want {
			t.Errorf("step %d (%v): got %#v, want %#v", i, s, got, s.want)
		}
	}
}

// wptSearchParamsTests holds the ported tests, by WPT file.
var wptSearchParamsTests = map[string][]spCase{
	"urlsearchparams-append.any.js": {
		{name: "Append same name", zero: true, steps: []spStep{
			appendS("a", "b"), stringS("a=b"),
			appendS("a", "b"), stringS("a=b&a=b"),
			appendS("a", "c"), stringS("a=b&a=b&a=c"),
		}},
		{name: "Append empty strings", zero: true, steps: []spStep{
			appendS("", ""), stringS("="),
			appendS("", ""), stringS("=&="),
		}},
		{name: "Append null", zero: true, steps: []spStep{
			appendS("null", "null"), stringS("null=null"),
			appendS("null", "null"), stringS("null=null&null=null"),
		}},
		{name: "Append multiple", zero: true, steps: []spStep{
			appendS("first", "1"), appendS("second", "2"), appendS("third", ""), appendS("first", "10"),
			hasS("first", true), getS("first", "1"), getS("second", "2"), getS("third", ""),
			appendS("first", "10"), getS("first", "1"),
		}},
	},
	"urlsearchparams-constructor.any.js": {
		{name: "Basic URLSearchParams construction #1", zero: true, steps: []spStep{stringS("")}},
		{name: "Basic URLSearchParams construction #2", query: "", steps: []spStep{stringS("")}},
		{name: "Basic URLSearchParams construction #3", query: "a=b", steps: []spStep{stringS("a=b")}},
		{name: "Basic URLSearchParams construction #4 (copy)", fn: func(t *testing.T) {
			p := NewSearchParamsFromPairs(pairsOf(NewSearchParams("a=b")))
			if got := p.String(); got != "a=b" {
				t.Errorf("copy of a=b: String() = %q, want %q", got, "a=b")
			}
		}},
		{name: "URLSearchParams constructor, no arguments", zero: true, steps: []spStep{stringS("")}},
		{name: `URLSearchParams constructor, remove leading "?"`, query: "?a=b", steps: []spStep{stringS("a=b")}},
		{name: "URLSearchParams constructor, empty string as argument", fn: func(t *testing.T) {
			if NewSearchParams("") == nil {
				t.Error(`NewSearchParams("") = nil`)
			}
		}},
		{name: "URLSearchParams constructor, {} as argument", pairs: [][2]string{}, steps: []spStep{stringS("")}},
		{name: "URLSearchParams constructor, string. #1", query: "a=b", steps: []spStep{
			hasS("a", true), hasS("b", false),
		}},
		{name: "URLSearchParams constructor, string. #2", query: "a=b&c", steps: []spStep{
			hasS("a", true), hasS("c", true),
		}},
		{name: "URLSearchParams constructor, string. #3", query: "&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8", steps: []spStep{
			hasS("a", true), hasS("a b", true), hasS(" ", true), hasS("c", false), hasS(" c", true), hasS("møø", true),
		}},
		{name: "URLSearchParams constructor, string. #4", query: "id=0&value=%", steps: []spStep{
			hasS("id", true), hasS("value", true), getS("id", "0"), getS("value", "%"),
		}},
		{name: "URLSearchParams constructor, string. #5", query: "b=%2sf%2a", steps: []spStep{
			hasS("b", true), getS("b", "%2sf*"),
		}},
		{name: "URLSearchParams constructor, string. #6", query: "b=%2%2af%2a", steps: []spStep{
			hasS("b", true), getS("b", "%2*f*"),
		}},
		{name: "URLSearchParams constructor, string. #7", query: "b=%%2a", steps: []spStep{
			hasS("b", true), getS("b", "%*"),
		}},
		{name: "URLSearchParams constructor, object.", fn: func(t *testing.T) {
			seed := NewSearchParams("a=b&c=d")
			params := NewSearchParamsFromPairs(pairsOf(seed))
			if params.Get("a") != "b" || params.Get("c") != "d" || params.Has("d") {
				t.Errorf("copy of a=b&c=d = %q", pairsOf(params))
			}
			// The pairs are copied when created; later updates are not
			// observable.
			seed.Append("e", "f")
			if params.Has("e") {
				t.Error("an append to the seed shows in the copy")
			}
			params.Append("g", "h")
			if seed.Has("g") {
				t.Error("an append to the copy shows in the seed")
			}
		}},
		{name: "Parse + #1", query: "a=b+c", steps: []spStep{getS("a", "b c")}},
		{name: "Parse + #2", query: "a+b=c", steps: []spStep{getS("a b", "c")}},
		{name: "Parse encoded +", fn: func(t *testing.T) {
			const testValue = "+15555555555"
			params := new(SearchParams)
			params.Set("query", testValue)
			newParams := NewSearchParams(params.String())
			if got, want := params.String(), "query=%2B15555555555"; got != want {
				t.Errorf("String() = %q, want %q", got, want)
			}
			if got := params.Get("query"); got != testValue {
				t.Errorf("Get(query) = %q, want %q", got, testValue)
			}
			if got := newParams.Get("query"); got != testValue {
				t.Errorf("reparsed Get(query) = %q, want %q", got, testValue)
			}
		}},
		{name: "Parse space #1", query: "a=b c", steps: []spStep{getS("a", "b c")}},
		{name: "Parse space #2", query: "a b=c", steps: []spStep{getS("a b", "c")}},
		{name: "Parse %20 #1", query: "a=b%20c", steps: []spStep{getS("a", "b c")}},
		{name: "Parse %20 #2", query: "a%20b=c", steps: []spStep{getS("a b", "c")}},
		{name: `Parse \0 #1`, query: "a=b\x00c", steps: []spStep{getS("a", "b\x00c")}},
		{name: `Parse \0 #2`, query: "a\x00b=c", steps: []spStep{getS("a\x00b", "c")}},
		{name: "Parse %00 #1", query: "a=b%00c", steps: []spStep{getS("a", "b\x00c")}},
		{name: "Parse %00 #2", query: "a%00b=c", steps: []spStep{getS("a\x00b", "c")}},
		{name: "Parse \u2384 #1", query: "a=b\u2384", steps: []spStep{getS("a", "b\u2384")}},
		{name: "Parse \u2384 #2", query: "a\u2384b=c", steps: []spStep{getS("a\u2384b", "c")}},
		{name: "Parse %e2%8e%84 #1", query: "a=b%e2%8e%84", steps: []spStep{getS("a", "b\u2384")}},
		{name: "Parse %e2%8e%84 #2", query: "a%e2%8e%84b=c", steps: []spStep{getS("a\u2384b", "c")}},
		{name: "Parse \U0001F4A9 #1", query: "a=b\U0001F4A9c", steps: []spStep{getS("a", "b\U0001F4A9c")}},
		{name: "Parse \U0001F4A9 #2", query: "a\U0001F4A9b=c", steps: []spStep{getS("a\U0001F4A9b", "c")}},
		{name: "Parse %f0%9f%92%a9 #1", query: "a=b%f0%9f%92%a9c", steps: []spStep{getS("a", "b\U0001F4A9c")}},
		{name: "Parse %f0%9f%92%a9 #2", query: "a%f0%9f%92%a9b=c", steps: []spStep{getS("a\U0001F4A9b", "c")}},
		{name: "Constructor with sequence of sequences of strings #1", pairs: [][2]string{}, steps: []spStep{sizeS(0)}},
		{name: "Constructor with sequence of sequences of strings #2", pairs: [][2]string{{"a", "b"}, {"c", "d"}}, steps: []spStep{
			getS("a", "b"), getS("c", "d"),
		}},
		{name: "Construct with object with +", pairs: [][2]string{{"+", "%C2"}}, steps: []spStep{
			pairsS(kv("+", "%C2")),
		}},
		{name: "Construct with object with two keys", pairs: [][2]string{{"c", "x"}, {"a", "?"}}, steps: []spStep{
			pairsS(kv("c", "x"), kv("a", "?")),
		}},
		{name: "Construct with array with two keys", pairs: [][2]string{{"c", "x"}, {"a", "?"}}, steps: []spStep{
			pairsS(kv("c", "x"), kv("a", "?")),
		}},
		{name: "Construct with object with NULL, non-ASCII, and surrogate keys", pairs: [][2]string{
			{"a\x00b", "42"}, {"c\xff", "23"}, {"d\u1234", "foo"},
		}, steps: []spStep{
			pairsS(kv("a\x00b", "42"), kv("c\uFFFD", "23"), kv("d\u1234", "foo")),
		}},
	},
	"urlsearchparams-delete.any.js": {
		{name: "Delete basics #1", query: "a=b&c=d", steps: []spStep{deleteS("a"), stringS("c=d")}},
		{name: "Delete basics #2", query: "a=a&b=b&a=a&c=c", steps: []spStep{deleteS("a"), stringS("b=b&c=c")}},
		{name: "Delete basics #3", query: "a=a&=&b=b&c=c", steps: []spStep{deleteS(""), stringS("a=a&b=b&c=c")}},
		{name: "Delete basics #4", query: "a=a&null=null&b=b", steps: []spStep{deleteS("null"), stringS("a=a&b=b")}},
		{name: "Delete basics #5", query: "a=a&undefined=undefined&b=b", steps: []spStep{deleteS("undefined"), stringS("a=a&b=b")}},
		{name: "Deleting appended multiple", zero: true, steps: []spStep{
			appendS("first", "1"), hasS("first", true), getS("first", "1"),
			deleteS("first"), hasS("first", false),
			appendS("first", "1"), appendS("first", "10"), deleteS("first"), hasS("first", false),
		}},
		{name: "Deleting all params removes ? from URL", url: "http://example.com/?param1&param2", steps: []spStep{
			deleteS("param1"), deleteS("param2"), hrefS("http://example.com/"), searchS(""),
		}},
		{name: "Removing non-existent param removes ? from URL", url: "http://example.com/?", steps: []spStep{
			deleteS("param1"), hrefS("http://example.com/"), searchS(""),
		}},
		{name: "Changing the query of a URL with an opaque path with trailing spaces", url: "data:space    ?test", steps: []spStep{
			hasS("test", true), deleteS("test"), hasS("test", false), searchS(""), hrefS("data:space   %20"),
		}},
		{name: "Changing the query of a URL with an opaque path with trailing spaces and a fragment", url: "data:space    ?test#test", steps: []spStep{
			deleteS("test"), searchS(""), hrefS("data:space   %20#test"),
		}},
		{name: "Two-argument delete()", zero: true, steps: []spStep{
			appendS("a", "b"), appendS("a", "c"), appendS("a", "d"), deleteValueS("a", "c"), stringS("a=b&a=d"),
		}},
		{name: "Two-argument delete() respects undefined as second arg", zero: true, steps: []spStep{
			appendS("a", "b"), appendS("a", "c"), appendS("b", "c"), appendS("b", "d"),
			deleteValueS("b", "c"), deleteS("a"), stringS("b=d"),
		}},
	},
	"urlsearchparams-foreach.any.js": {
		{name: "ForEach Check", query: "a=1&b=2&c=3", steps: []spStep{
			pairsS(kv("a", "1"), kv("b", "2"), kv("c", "3")),
		}},
		{name: "For-of Check", fn: func(t *testing.T) {
			a := mustParse(t, "http://a.b/c?a=1&b=2&c=3&d=4")
			var c [][2]string
			for name, value := range a.SearchParams().All() {
				a.SetSearch("x=1&y=2&z=3")
				c = append(c, kv(name, value))
			}
			if want := [][2]string{{"a", "1"}, {"y", "2"}, {"z", "3"}}; !slices.Equal(c, want) {
				t.Errorf("pairs seen = %q, want %q", c, want)
			}
		}},
		{name: "empty", url: "http://a.b/c", steps: []spStep{pairsS()}},
		{name: "delete next param during iteration", fn: func(t *testing.T) {
			searchParams := mustParse(t, "http://localhost/query?param0=0&param1=1&param2=2").SearchParams()
			var seen [][2]string
			for name, value := range searchParams.All() {
				if name == "param0" {
					searchParams.Delete("param1")
				}
				seen = append(seen, kv(name, value))
			}
			if want := [][2]string{{"param0", "0"}, {"param2", "2"}}; !slices.Equal(seen, want) {
				t.Errorf("pairs seen = %q, want %q", seen, want)
			}
		}},
		{name: "delete current param during iteration", fn: func(t *testing.T) {
			searchParams := mustParse(t, "http://localhost/query?param0=0&param1=1&param2=2").SearchParams()
			var seen [][2]string
			for name, value := range searchParams.All() {
				if name == "param0" {
					// param1=1 is now in the first slot, so the next
					// iteration sees param2=2.
					searchParams.Delete("param0")
				} else {
					seen = append(seen, kv(name, value))
				}
			}
			if want := [][2]string{{"param2", "2"}}; !slices.Equal(seen, want) {
				t.Errorf("pairs seen = %q, want %q", seen, want)
			}
		}},
		{name: "delete every param seen during iteration", fn: func(t *testing.T) {
			searchParams := mustParse(t, "http://localhost/query?param0=0&param1=1&param2=2").SearchParams()
			var seen []string
			for name := range searchParams.All() {
				seen = append(seen, name)
				searchParams.Delete(name)
			}
			if want := []string{"param0", "param2"}; !slices.Equal(seen, want) {
				t.Errorf("names seen = %q, want %q (param1 should not have been seen by the loop)", seen, want)
			}
			if got := searchParams.String(); got != "param1=1" {
				t.Errorf("String() = %q, want %q (param1 should remain)", got, "param1=1")
			}
		}},
	},
	"urlsearchparams-get.any.js": {
		{name: "Get basics #1", query: "a=b&c=d", steps: []spStep{getS("a", "b"), getS("c", "d"), getNullS("e")}},
		{name: "Get basics #2", query: "a=b&c=d&a=e", steps: []spStep{getS("a", "b")}},
		{name: "Get basics #3", query: "=b&c=d", steps: []spStep{getS("", "b")}},
		{name: "Get basics #4", query: "a=&c=d&a=e", steps: []spStep{getS("a", "")}},
		{name: "More get() basics", query: "first=second&third&&", steps: []spStep{
			hasS("first", true), getS("first", "second"), getS("third", ""), getNullS("fourth"),
		}},
	},
	"urlsearchparams-getall.any.js": {
		{name: "getAll() basics #1", query: "a=b&c=d", steps: []spStep{getAllS("a", "b"), getAllS("c", "d"), getAllS("e")}},
		{name: "getAll() basics #2", query: "a=b&c=d&a=e", steps: []spStep{getAllS("a", "b", "e")}},
		{name: "getAll() basics #3", query: "=b&c=d", steps: []spStep{getAllS("", "b")}},
		{name: "getAll() basics #4", query: "a=&c=d&a=e", steps: []spStep{getAllS("a", "", "e")}},
		{name: "getAll() multiples", query: "a=1&a=2&a=3&a", steps: []spStep{
			hasS("a", true), getAllS("a", "1", "2", "3", ""),
			setS("a", "one"), getS("a", "one"), getAllS("a", "one"),
		}},
	},
	"urlsearchparams-has.any.js": {
		{name: "Has basics #1", query: "a=b&c=d", steps: []spStep{hasS("a", true), hasS("c", true), hasS("e", false)}},
		{name: "Has basics #2", query: "a=b&c=d&a=e", steps: []spStep{hasS("a", true)}},
		{name: "Has basics #3", query: "=b&c=d", steps: []spStep{hasS("", true)}},
		{name: "Has basics #4", query: "null=a", steps: []spStep{hasS("null", true)}},
		{name: "has() following delete()", query: "a=b&c=d&&", steps: []spStep{
			appendS("first", "1"), appendS("first", "2"),
			hasS("a", true), hasS("c", true), hasS("first", true), hasS("d", false),
			deleteS("first"), hasS("first", false),
		}},
		{name: "Two-argument has()", query: "a=b&a=d&c&e&", steps: []spStep{
			hasValueS("a", "b", true), hasValueS("a", "c", false), hasValueS("a", "d", true), hasValueS("e", "", true),
			appendS("first", "null"), hasValueS("first", "", false), hasValueS("first", "null", true),
			deleteValueS("a", "b"), hasValueS("a", "d", true),
		}},
		{name: "Two-argument has() respects undefined as second arg", query: "a=b&a=d&c&e&", steps: []spStep{
			hasValueS("a", "b", true), hasValueS("a", "c", false), hasValueS("a", "d", true), hasS("a", true),
		}},
	},
	"urlsearchparams-set.any.js": {
		{name: "Set basics #1", query: "a=b&c=d", steps: []spStep{setS("a", "B"), stringS("a=B&c=d")}},
		{name: "Set basics #2", query: "a=b&c=d&a=e", steps: []spStep{
			setS("a", "B"), stringS("a=B&c=d"), setS("e", "f"), stringS("a=B&c=d&e=f"),
		}},
		{name: "URLSearchParams.set", query: "a=1&a=2&a=3", steps: []spStep{
			hasS("a", true), getS("a", "1"), stringS("a=1&a=2&a=3"),
			setS("first", "4"), hasS("a", true), getS("a", "1"), stringS("a=1&a=2&a=3&first=4"),
			setS("a", "4"), hasS("a", true), getS("a", "4"), stringS("a=4&first=4"),
		}},
	},
	"urlsearchparams-size.any.js": {
		{name: "URLSearchParams's size and deletion", query: "a=1&b=2&a=3", steps: []spStep{
			sizeS(3), deleteS("a"), sizeS(1),
		}},
		{name: "URLSearchParams's size and addition", query: "a=1&b=2&a=3", steps: []spStep{
			sizeS(3), appendS("b", "4"), sizeS(4),
		}},
		{name: "URLSearchParams's size when obtained from a URL", url: "http://localhost/query?a=1&b=2&a=3", steps: []spStep{
			sizeS(3), deleteS("a"), sizeS(1), appendS("b", "4"), sizeS(2),
		}},
		{name: "URLSearchParams's size when obtained from a URL and using .search", url: "http://localhost/query?a=1&b=2&a=3", steps: []spStep{
			sizeS(3), setSearchS("?"), sizeS(0),
		}},
	},
	"urlsearchparams-sort.any.js": sortCases(),
	"urlsearchparams-stringifier.any.js": {
		{name: "Serialize space", zero: true, steps: []spStep{
			appendS("a", "b c"), stringS("a=b+c"), deleteS("a"), appendS("a b", "c"), stringS("a+b=c"),
		}},
		{name: "Serialize empty value", zero: true, steps: []spStep{
			appendS("a", ""), stringS("a="),
			appendS("a", ""), stringS("a=&a="),
			appendS("", "b"), stringS("a=&a=&=b"),
			appendS("", ""), stringS("a=&a=&=b&="),
			appendS("", ""), stringS("a=&a=&=b&=&="),
		}},
		{name: "Serialize empty name", zero: true, steps: []spStep{
			appendS("", "b"), stringS("=b"), appendS("", "b"), stringS("=b&=b"),
		}},
		{name: "Serialize empty name and value", zero: true, steps: []spStep{
			appendS("", ""), stringS("="), appendS("", ""), stringS("=&="),
		}},
		{name: "Serialize +", zero: true, steps: []spStep{
			appendS("a", "b+c"), stringS("a=b%2Bc"), deleteS("a"), appendS("a+b", "c"), stringS("a%2Bb=c"),
		}},
		{name: "Serialize =", zero: true, steps: []spStep{
			appendS("=", "a"), stringS("%3D=a"), appendS("b", "="), stringS("%3D=a&b=%3D"),
		}},
		{name: "Serialize &", zero: true, steps: []spStep{
			appendS("&", "a"), stringS("%26=a"), appendS("b", "&"), stringS("%26=a&b=%26"),
		}},
		{name: "Serialize *-._", zero: true, steps: []spStep{
			appendS("a", "*-._"), stringS("a=*-._"), deleteS("a"), appendS("*-._", "c"), stringS("*-._=c"),
		}},
		{name: "Serialize % #1", zero: true, steps: []spStep{
			appendS("a", "b%c"), stringS("a=b%25c"), deleteS("a"), appendS("a%b", "c"), stringS("a%25b=c"),
		}},
		{name: "Serialize % #2", query: "id=0&value=%", steps: []spStep{stringS("id=0&value=%25")}},
		{name: `Serialize \0`, zero: true, steps: []spStep{
			appendS("a", "b\x00c"), stringS("a=b%00c"), deleteS("a"), appendS("a\x00b", "c"), stringS("a%00b=c"),
		}},
		{name: "Serialize \U0001F4A9", zero: true, steps: []spStep{
			appendS("a", "b\U0001F4A9c"), stringS("a=b%F0%9F%92%A9c"),
			deleteS("a"), appendS("a\U0001F4A9b", "c"), stringS("a%F0%9F%92%A9b=c"),
		}},
		{name: "URLSearchParams.toString #1", query: "a=b&c=d&&e&&", steps: []spStep{stringS("a=b&c=d&e=")}},
		{name: "URLSearchParams.toString #2", query: "a = b &a=b&c=d%20", steps: []spStep{stringS("a+=+b+&a=b&c=d+")}},
		// The lone '=' does survive the round trip.
		{name: "URLSearchParams.toString #3", query: "a=&a=b", steps: []spStep{stringS("a=&a=b")}},
		{name: "URLSearchParams.toString #4", query: "b=%2sf%2a", steps: []spStep{stringS("b=%252sf*")}},
		{name: "URLSearchParams.toString #5", query: "b=%2%2af%2a", steps: []spStep{stringS("b=%252*f*")}},
		{name: "URLSearchParams.toString #6", query: "b=%%2a", steps: []spStep{stringS("b=%25*")}},
		{name: "URLSearchParams connected to URL", url: "http://www.example.com/?a=b,c", steps: []spStep{
			hrefS("http://www.example.com/?a=b,c"), stringS("a=b%2Cc"),
			appendS("x", "y"),
			hrefS("http://www.example.com/?a=b%2Cc&x=y"), stringS("a=b%2Cc&x=y"),
		}},
		{name: "URLSearchParams must not do newline normalization", url: "http://www.example.com/", steps: []spStep{
			appendS("a\nb", "c\rd"), appendS("e\n\rf", "g\r\nh"), stringS("a%0Ab=c%0Dd&e%0A%0Df=g%0D%0Ah"),
		}},
	},
	"url-searchparams.any.js": {
		{name: "URL.searchParams getter", url: "http://example.org/?a=b", steps: []spStep{sameObjectS()}},
		{name: "URL.searchParams updating, clearing", url: "http://example.org/?a=b", steps: []spStep{
			stringS("a=b"),
			setS("a", "b"), stringS("a=b"), searchS("?a=b"),
			setSearchS(""), sameObjectS(), stringS(""), searchS(""),
		}},
		{name: "URL.searchParams and URL.search setters, update propagation #1", url: "http://example.org/file?a=b&c=d", steps: []spStep{
			searchS("?a=b&c=d"), stringS("a=b&c=d"),
			// Setting search propagates to the URL's query object...
			setSearchS("e=f&g=h"), searchS("?e=f&g=h"), stringS("e=f&g=h"),
			// ...and the same with a leading '?'.
			setSearchS("?e=f&g=h"), searchS("?e=f&g=h"), stringS("e=f&g=h"),
			// And in the other direction, changing the query object
			// propagates back to search.
			appendS("i", " j "), searchS("?e=f&g=h&i=+j+"), sameObjectS(), stringS("e=f&g=h&i=+j+"), getS("i", " j "),
			setS("e", "updated"), searchS("?e=updated&g=h&i=+j+"), getS("e", "updated"),
		}},
		{name: "URL.searchParams and URL.search setters, update propagation #2", url: "http://example.org/file??a=b&c=d", steps: []spStep{
			searchS("??a=b&c=d"), stringS("%3Fa=b&c=d"),
			setHrefS("http://example.org/file??a=b"), searchS("??a=b"), stringS("%3Fa=b"),
		}},
	},
}

// sortCases returns the cases of urlsearchparams-sort.any.js: each input
// sorted standing alone and through a URL's SearchParams.
func sortCases() []spCase {
	tests := []struct {
		input  string
		output [][2]string
	}{
		{"z=b&a=b&z=a&a=a", [][2]string{{"a", "b"}, {"a", "a"}, {"z", "b"}, {"z", "a"}}},
		{"\uFFFD=x&\uFFFC&\uFFFD=a", [][2]string{{"\uFFFC", ""}, {"\uFFFD", "x"}, {"\uFFFD", "a"}}},
		// 🌈 is greater than ﬃ as a code point, but less as code units,
		// being two of them.
		{"ﬃ&🌈", [][2]string{{"🌈", ""}, {"ﬃ", ""}}},
		{"é&e\uFFFD&e\u0301", [][2]string{{"e\u0301", ""}, {"e\uFFFD", ""}, {"é", ""}}},
		{"z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g", [][2]string{
			{"a", "a"}, {"a", "b"}, {"a", "c"}, {"a", "d"}, {"a", "e"}, {"a", "f"}, {"a", "g"},
			{"z", "z"}, {"z", "y"}, {"z", "x"}, {"z", "w"}, {"z", "v"}, {"z", "u"}, {"z", "t"},
		}},
		{"bbb&bb&aaa&aa=x&aa=y", [][2]string{{"aa", "x"}, {"aa", "y"}, {"aaa", ""}, {"bb", ""}, {"bbb", ""}}},
		{"z=z&=f&=t&=x", [][2]string{{"", "f"}, {"", "t"}, {"", "x"}, {"z", "z"}}},
		{"a🌈&a💩", [][2]string{{"a🌈", ""}, {"a💩", ""}}},
	}
	var cases []spCase
	for _, tt := range tests {
		cases = append(cases,
			spCase{name: "Parse and sort: " + tt.input, query: tt.input, steps: []spStep{
				sortS(), pairsS(tt.output...),
			}},
			spCase{name: "URL parse and sort: " + tt.input, url: "?" + tt.input, base: "https://example/", steps: []spStep{
				sortS(), searchPairsS(tt.output...),
			}})
	}
	return append(cases, spCase{name: "Sorting non-existent params removes ? from URL", url: "http://example.com/?", steps: []spStep{
		sortS(), hrefS("http://example.com/"), searchS(""),
	}})
}

// TestWPTSearchParamsJS runs the ported JavaScript tests.
func TestWPTSearchParamsJS(t *testing.T) {
	for _, file := range slices.Sorted(maps.Keys(wptSearchParamsTests)) {
		t.Run(file, func(t *testing.T) {
			for _, c := range wptSearchParamsTests[file] {
				t.Run(c.name, c.run)
			}
		})
	}
}

// pairsFromJSON converts a WPT output list, [["name", "value"], ...].
func pairsFromJSON(t *testing.T, v any) [][2]string {
	t.Helper()
	var out [][2]string
	for _, pair := range v.([]any) {
		pv := pair.([]any)
		if len(pv) != 2 {
			t.Fatalf("malformed pair %v", pair)
		}
		out = append(out, kv(pv[0].(string), pv[1].(string)))
	}
	return out
}

// TestWPTURLEncodedParser runs urlencoded-parser-data.json through
// NewSearchParams and through the SearchParams of a URL whose query is the
// input, as urlencoded-parser.any.js and url-searchparams do.
func TestWPTURLEncodedParser(t *testing.T) {
	n := 0
	for _, entry := range loadWPT(t, "urlencoded-parser-data.json") {
		c, ok := entry.(map[string]any)
		if !ok {
			continue // a comment
		}
		n++
		input := c["input"].(string)
		want := pairsFromJSON(t, c["output"])
		t.Run(input, func(t *testing.T) {
			if got := pairsOf(NewSearchParams(input)); !slices.Equal(got, want) {
				t.Errorf("NewSearchParams(%q) = %q, want %q", input, got, want)
			}
			href := "http://example.com/?" + input
			u, err := ParseWithBase(href, "")
			if err != nil {
				t.Fatalf("ParseWithBase(%q): %v", href, err)
			}
			if got := pairsOf(u.SearchParams()); !slices.Equal(got, want) {
				t.Errorf("ParseWithBase(%q).SearchParams() = %q, want %q", href, got, want)
			}
		})
	}
	if n != 35 {
		t.Errorf("urlencoded-parser-data.json has %d cases, want 35", n)
	}
}

// TestWPTURLTestDataSearchParams runs the cases of urltestdata.json that
// have a "searchParams" member: the serialization of the parsed URL's
// SearchParams.
func TestWPTURLTestDataSearchParams(t *testing.T) {
	n := 0
	for _, entry := range loadWPT(t, "urltestdata.json") {
		c, ok := entry.(map[string]any)
		if !ok || c["searchParams"] == nil {
			continue
		}
		n++
		input, _ := c["input"].(string)
		base, _ := c["base"].(string) // null: no base
		want := c["searchParams"].(string)
		t.Run(input+" against "+base, func(t *testing.T) {
			u, err := ParseWithBase(input, base)
			if err != nil {
				t.Fatalf("ParseWithBase(%q, %q): %v", input, base, err)
			}
			if got := u.SearchParams().String(); got != want {
				t.Errorf("ParseWithBase(%q, %q).SearchParams().String() = %q, want %q", input, base, got, want)
			}
		})
	}
	if n == 0 {
		t.Error("urltestdata.json has no case with searchParams")
	}
}

// TestWPTSettersSearchParams runs the search cases of setters_tests.json and
// checks that a SearchParams obtained before the setter, and one obtained
// after it, hold the pairs of the new query.
//
// The standard's search setter parses the value it was given into the list,
// not the resulting query; the two differ only where the URL parser removes
// an ASCII tab or newline from the value (the case "UTF-8 percent encoding
// with the query encode set"). Browsers parse the resulting query, and so
// does this package, so the expected list is the parse of the expected
// search.
func TestWPTSettersSearchParams(t *testing.T) {
	data, err := os.ReadFile(wptPath(t, "setters_tests.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tests struct {
		Search []struct {
			Href     string            `json:"href"`
			NewValue string            `json:"new_value"`
			Expected map[string]string `json:"expected"`
		} `json:"search"`
	}
	if err := json.Unmarshal(data, &tests); err != nil {
		t.Fatal(err)
	}
	for _, c := range tests.Search {
		t.Run(c.Href+" set search to "+c.NewValue, func(t *testing.T) {
			before := mustParse(t, c.Href)
			p := before.SearchParams()
			before.SetSearch(c.NewValue)
			after := mustParse(t, c.Href)
			after.SetSearch(c.NewValue)

			want := pairsOf(NewSearchParams(c.Expected["search"]))
			if got := pairsOf(p); !slices.Equal(got, want) {
				t.Errorf("SearchParams() before SetSearch: pairs %q, want %q", got, want)
			}
			if got := pairsOf(after.SearchParams()); !slices.Equal(got, want) {
				t.Errorf("SearchParams() after SetSearch: pairs %q, want %q", got, want)
			}
		})
	}
}
