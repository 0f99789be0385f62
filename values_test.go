// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"maps"
	neturl "net/url"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestValuesEncodeMatchesNetURL checks that Encode is byte for byte
// net/url's, for keys and values of every byte and invalid UTF-8.
func TestValuesEncodeMatchesNetURL(t *testing.T) {
	var allBytes strings.Builder
	for b := 0; b < 256; b++ {
		allBytes.WriteByte(byte(b))
	}
	tests := []struct {
		name string
		v    Values
	}{
		{"nil", nil},
		{"empty", Values{}},
		{"key without values", Values{"a": nil}},
		{"empty key and value", Values{"": {""}}},
		{"sorted by key, values in order", Values{"b": {"2", "1"}, "a": {"x"}, "B": {"y"}}},
		{"space, plus, tilde, star", Values{"a b": {"c+d", "~*", "-._"}}},
		{"reserved characters", Values{"q": {"$&+,/:;=?@#[]!'()"}}},
		{"every byte as a value", Values{"all": {allBytes.String()}}},
		{"every byte as a key", Values{allBytes.String(): {"v"}}},
		{"invalid UTF-8 stays as bytes", Values{"\xff": {"\xe2\x82", "\xed\xa0\x80"}}},
		{"non-ASCII", Values{"é": {"日本", "\U0001F4A9"}}},
		{"keys in byte order, not UTF-16 order", Values{"\uFB03": {"1"}, "\U0001F308": {"2"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := tt.v.Encode(), neturl.Values(tt.v).Encode()
			if got != want {
				t.Errorf("Encode() = %q, net/url %q", got, want)
			}
		})
	}
}

// TestValuesMethods checks Get, Set, Add, Del, Has and Clone against
// net/url's, step by step.
func TestValuesMethods(t *testing.T) {
	steps := []struct {
		name string
		do   func(v Values)
		nu   func(v neturl.Values)
	}{
		{"Add a 1", func(v Values) { v.Add("a", "1") }, func(v neturl.Values) { v.Add("a", "1") }},
		{"Add a 2", func(v Values) { v.Add("a", "2") }, func(v neturl.Values) { v.Add("a", "2") }},
		{"Set b empty", func(v Values) { v.Set("b", "") }, func(v neturl.Values) { v.Set("b", "") }},
		{"Set a 3", func(v Values) { v.Set("a", "3") }, func(v neturl.Values) { v.Set("a", "3") }},
		{"Del b", func(v Values) { v.Del("b") }, func(v neturl.Values) { v.Del("b") }},
		{"Del absent", func(v Values) { v.Del("zz") }, func(v neturl.Values) { v.Del("zz") }},
	}
	v, nu := Values{}, neturl.Values{}
	for _, s := range steps {
		s.do(v)
		s.nu(nu)
		for _, key := range []string{"a", "b", "zz", ""} {
			if v.Get(key) != nu.Get(key) || v.Has(key) != nu.Has(key) {
				t.Errorf("after %s: Get(%q), Has(%q) = %q, %v; net/url %q, %v", s.name, key, key, v.Get(key), v.Has(key), nu.Get(key), nu.Has(key))
			}
		}
		if !maps.EqualFunc(v, Values(nu), slices.Equal) {
			t.Errorf("after %s: %v, net/url %v", s.name, v, nu)
		}
	}
	t.Run("Clone is deep", func(t *testing.T) {
		v := Values{"a": {"1", "2"}}
		c := v.Clone()
		c["a"][0] = "x"
		c.Add("b", "3")
		if v["a"][0] != "1" || v.Has("b") {
			t.Errorf("changing the clone changed the original: %v", v)
		}
		if Values(nil).Clone() != nil {
			t.Error("Clone of nil is not nil")
		}
	})
}

// TestParseQuery checks ParseQuery's browser reading, against net/url's on
// the inputs where the two differ.
func TestParseQuery(t *testing.T) {
	tests := []struct {
		name   string
		query  string
		want   Values
		netURL Values // what net/url returns
		netErr bool   // whether net/url returns an error
	}{
		{"simple", "a=1&b=2&a=3",
			Values{"a": {"1", "3"}, "b": {"2"}}, Values{"a": {"1", "3"}, "b": {"2"}}, false},
		{"empty", "", Values{}, Values{}, false},
		{"plus and %2B", "q=a+b%2Bc",
			Values{"q": {"a b+c"}}, Values{"q": {"a b+c"}}, false},
		{"no = and empty pairs", "a&&b=&",
			Values{"a": {""}, "b": {""}}, Values{"a": {""}, "b": {""}}, false},
		{"; is an ordinary byte (golang/go#25192)", "a=1;b=2&c=3",
			Values{"a": {"1;b=2"}, "c": {"3"}}, Values{"c": {"3"}}, true},
		{"; alone", "a;b", Values{"a;b": {""}}, Values{}, true},
		{"trailing % (golang/go#56732)", "discount=100%&x=1",
			Values{"discount": {"100%"}, "x": {"1"}}, Values{"x": {"1"}}, true},
		{"malformed escape in the key", "%zz=1",
			Values{"%zz": {"1"}}, Values{}, true},
		{"% and one digit", "a=%4&b=%41",
			Values{"a": {"%4"}, "b": {"A"}}, Values{"b": {"A"}}, true},
		{"invalid UTF-8 becomes U+FFFD", "a=%FF&b=%E2%82",
			Values{"a": {"\uFFFD"}, "b": {"\uFFFD"}}, Values{"a": {"\xff"}, "b": {"\xe2\x82"}}, false},
		{"raw invalid UTF-8 becomes U+FFFD", "a=\xff",
			Values{"a": {"\uFFFD"}}, Values{"a": {"\xff"}}, false},
		{"leading ? is part of the key", "?a=1",
			Values{"?a": {"1"}}, Values{"?a": {"1"}}, false},
		{"byte order mark stays", "%EF%BB%BFa=1",
			Values{"\uFEFFa": {"1"}}, Values{"\uFEFFa": {"1"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseQuery(tt.query)
			if err != nil || !maps.EqualFunc(got, tt.want, slices.Equal) {
				t.Errorf("ParseQuery(%q) = %q, %v; want %q, nil", tt.query, got, err, tt.want)
			}
			nu, nerr := neturl.ParseQuery(tt.query)
			if (nerr != nil) != tt.netErr || !maps.EqualFunc(Values(nu), tt.netURL, slices.Equal) {
				t.Errorf("net/url.ParseQuery(%q) = %q, %v; the table says %q, error %v", tt.query, nu, nerr, tt.netURL, tt.netErr)
			}
		})
	}
}

// TestParseQueryAgreesWithNetURL checks that where net/url succeeds and
// its result is valid UTF-8, ParseQuery gives the same map.
func TestParseQueryAgreesWithNetURL(t *testing.T) {
	for _, q := range []string{
		"a=b&c=d", "x=%20%2B+&y", "=&=&a==b", "k=v&k=w&k", "%C3%A9=%E6%97%A5", "a%26b=c%3Dd",
		"utm_source=news&utm_medium=email&id=123&q=go+url", "a=b#c", "é=ü",
	} {
		nu, nerr := neturl.ParseQuery(q)
		if nerr != nil {
			t.Fatalf("net/url.ParseQuery(%q): %v", q, nerr)
		}
		got, err := ParseQuery(q)
		if err != nil || !maps.EqualFunc(got, Values(nu), slices.Equal) {
			t.Errorf("ParseQuery(%q) = %q, %v; net/url %q", q, got, err, nu)
		}
	}
}

// TestParseQueryLimit checks the one error: more than 10000 parameters,
// counted and answered as net/url does.
func TestParseQueryLimit(t *testing.T) {
	tests := []struct {
		name    string
		query   string
		wantErr bool
		size    int
	}{
		{"10000 parameters", strings.Repeat("a=1&", 9999) + "a=1", false, 10000},
		{"10001 parameters", strings.Repeat("a=1&", 10000) + "a=1", true, 0},
		{"10001 by '&' count, even if empty", strings.Repeat("&", 10000), true, 0},
		{"one parameter with a long value", "a=" + strings.Repeat("x", 1<<20), false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := ParseQuery(tt.query)
			if (err != nil) != tt.wantErr || v == nil || len(v["a"]) != tt.size {
				t.Errorf("ParseQuery: %d values of a, error %v; want %d, error %v", len(v["a"]), err, tt.size, tt.wantErr)
			}
			_, nerr := neturl.ParseQuery(tt.query)
			if (nerr != nil) != tt.wantErr {
				t.Errorf("net/url.ParseQuery: error %v, want error %v", nerr, tt.wantErr)
			}
			if got := NewSearchParams(tt.query).Size(); !tt.wantErr && got != tt.size {
				t.Errorf("NewSearchParams: %d pairs, want %d", got, tt.size)
			}
		})
	}
}

func TestURLQuery(t *testing.T) {
	tests := []struct {
		name, rawURL string
		want         Values
	}{
		{"pairs", "http://h/?a=1&b=2&a=3", Values{"a": {"1", "3"}, "b": {"2"}}},
		{"no query", "http://h/", Values{}},
		{"empty query", "http://h/?", Values{}},
		{"semicolons and a bad escape are kept", "http://h/?a=1;b=2&c=%zz", Values{"a": {"1;b=2"}, "c": {"%zz"}}},
		{"percent-encoded by the URL parser", "http://h/?q=caf\u00e9 cr\u00e8me", Values{"q": {"café crème"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := mustParse(t, tt.rawURL)
			if got := u.Query(); !maps.EqualFunc(got, tt.want, slices.Equal) {
				t.Errorf("Parse(%q).Query() = %q, want %q", tt.rawURL, got, tt.want)
			}
			if u.boundParams() != nil {
				t.Error("Query made a SearchParams")
			}
		})
	}
}

// FuzzValuesEncode checks Encode against net/url's on any key and value.
func FuzzValuesEncode(f *testing.F) {
	f.Add("a b", "~*+%")
	f.Add("\xff", "é")
	f.Fuzz(func(t *testing.T, key, value string) {
		v := Values{key: {value, key}, value: {key}}
		if got, want := v.Encode(), neturl.Values(v).Encode(); got != want {
			t.Fatalf("Encode() = %q, net/url %q", got, want)
		}
		// What Encode writes, ParseQuery reads back, for valid UTF-8.
		if utf8.ValidString(key) && utf8.ValidString(value) {
			back, err := ParseQuery(v.Encode())
			if err != nil || !maps.EqualFunc(back, v, slices.Equal) {
				t.Fatalf("ParseQuery(%q) = %q, %v; want %q", v.Encode(), back, err, v)
			}
		}
	})
}
