// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/weburl/url/validation"
)

// TestOrigOffsetOrder checks origOffset, which starts each search where
// the last one ended, against a binary search over all the removed bytes,
// for offsets asked in increasing, decreasing and mixed order.
func TestOrigOffsetOrder(t *testing.T) {
	// Removed bytes at 0, 1, 5, 6, 7, 20 and 21 of the caller's input.
	removed := []int{0, 1, 5, 6, 7, 20, 21}
	p := &urlParser{onErr: func(validation.Error) {}, removed: removed, trimStart: 0}
	want := func(x int) int { return x + sort.Search(len(removed), func(k int) bool { return removed[k]-k > x }) }
	for _, order := range [][]int{
		{0, 1, 2, 3, 4, 5, 10, 12, 13, 14, 15, 30}, // increasing
		{30, 15, 14, 13, 12, 5, 3, 2, 1, 0},        // decreasing
		{3, 14, 0, 13, 2, 30, 1, 12, 13, 4},        // mixed
	} {
		for _, at := range order {
			if got := p.origOffset(at); got != want(at) {
				t.Errorf("origOffset(%d) = %d, want %d (order %v)", at, got, want(at), order)
			}
		}
	}
}

// A validationCase is a case of testdata/validation.json: an input, its
// base, the types of the validation errors the basic URL parser reports
// for it in order, whether it fails, and whether it is a valid URL string.
type validationCase struct {
	Input   string            `json:"input"`
	Base    *string           `json:"base"`
	Errors  []validation.Type `json:"errors"`
	Failure bool              `json:"failure"`
	Valid   bool              `json:"valid"`
}

// loadValidationCases reads testdata/validation.json, skipping its
// comments (the string entries).
func loadValidationCases(t testing.TB) []validationCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "validation.json"))
	if err != nil {
		t.Fatal(err)
	}
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	var cases []validationCase
	for _, e := range entries {
		if len(e) > 0 && e[0] == '"' {
			continue
		}
		var c validationCase
		if err := json.Unmarshal(e, &c); err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestValidationData runs testdata/validation.json: Validate reports the
// errors of each case, types in order, the last with Failure set exactly
// when the case fails, which ParseWithBase agrees with; and ValidURLString
// gives the case's verdict.
func TestValidationData(t *testing.T) {
	cases := loadValidationCases(t)
	covered := map[validation.Type]bool{}
	for _, c := range cases {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		name := fmt.Sprintf("<%s> against <%s>", c.Input, base)
		t.Run(name, func(t *testing.T) {
			errs := Validate(c.Input, base)
			var types []validation.Type
			failed := false
			for i, e := range errs {
				types = append(types, e.Type)
				covered[e.Type] = true
				if e.Failure && i != len(errs)-1 {
					t.Errorf("Validate(%q, %q): error %d of %d has Failure set", c.Input, base, i+1, len(errs))
				}
				failed = failed || e.Failure
			}
			if !slices.Equal(types, c.Errors) {
				t.Errorf("Validate(%q, %q) = %q, want %q", c.Input, base, types, c.Errors)
			}
			if failed != c.Failure {
				t.Errorf("Validate(%q, %q): failure %v, want %v", c.Input, base, failed, c.Failure)
			}
			if _, err := ParseWithBase(c.Input, base); (err != nil) != c.Failure {
				t.Errorf("ParseWithBase(%q, %q) error %v, want failure %v", c.Input, base, err, c.Failure)
			}
			if got := ValidURLString(c.Input, base); got != c.Valid {
				t.Errorf("ValidURLString(%q, %q) = %v, want %v", c.Input, base, got, c.Valid)
			}
		})
	}
	// Every type the standard's table lists is covered.
	for _, typ := range validation.Types() {
		if !covered[typ] {
			t.Errorf("no case of testdata/validation.json reports %s", typ)
		}
	}
}

// TestValidationInvalidUTF8: a byte that is not UTF-8 stands for U+FFFD in
// the parser's output, but no valid URL string holds one, so each is an
// invalid-URL-unit validation error where the writing rules look at code
// points. It is Go's analogue of validation.js's lone surrogate
// ("https://example.com/#\uD800"): the three bytes of a surrogate encoded
// as UTF-8 are three invalid bytes, as the WHATWG UTF-8 decoder reads them.
func TestValidationInvalidUTF8(t *testing.T) {
	tests := []struct {
		input string
		want  []validation.Error
	}{
		{"https://example.com/#\xed\xa0\x80", []validation.Error{{Type: errInvalidURLUnit, Offset: 21, Failure: false}, {Type: errInvalidURLUnit, Offset: 22, Failure: false}, {Type: errInvalidURLUnit, Offset: 23, Failure: false}}},
		{"https://example.com/a\xffb?\xfe", []validation.Error{{Type: errInvalidURLUnit, Offset: 21, Failure: false}, {Type: errInvalidURLUnit, Offset: 24, Failure: false}}},
		{"foo:a\xff", []validation.Error{{Type: errInvalidURLUnit, Offset: 5, Failure: false}}},
		{"foo://a\xffb\xff%/", []validation.Error{{Type: errInvalidURLUnit, Offset: 7, Failure: false}, {Type: errInvalidURLUnit, Offset: 10, Failure: false}}}, // opaque host: one per condition
		{"https://example.com/\u00e9\ufdd0", []validation.Error{{Type: errInvalidURLUnit, Offset: 22, Failure: false}}},                                         // a noncharacter, once for its three bytes
	}
	for _, tt := range tests {
		if got := Validate(tt.input, ""); !slices.Equal(got, tt.want) {
			t.Errorf("Validate(%q) = %v, want %v", tt.input, got, tt.want)
		}
		if ValidURLString(tt.input, "") {
			t.Errorf("ValidURLString(%q) = true, want false", tt.input)
		}
	}
}

// TestErrorOffsetAfterRemovedTabs: without a validation callback, the
// parser did not record where it removed tabs and newlines, so the offset
// of the error Parse returned counted from the input without them, and
// disagreed with the offset the callback saw (found by FuzzParse:
// "http:\r 0").
func TestErrorOffsetAfterRemovedTabs(t *testing.T) {
	tests := []struct {
		input string
		want  validation.Error
	}{
		{"http:\r 0", validation.Error{Type: "domain-to-ASCII", Offset: 6, Failure: true}},
		{"https://exa\tmple.org:7\nz", validation.Error{Type: "port-invalid", Offset: 23, Failure: true}},
		{" \thttps://\n\n#fragment", validation.Error{Type: "host-missing", Offset: 12, Failure: true}},
		{"https://[::\t1", validation.Error{Type: "IPv6-unclosed", Offset: 13, Failure: true}}, // at the end
	}
	for _, tt := range tests {
		// ParseWithBase with no base: Parse would make a relative
		// reference of "http:\r 0".
		_, err := ParseWithBase(tt.input, "")
		var got validation.Error
		if !errors.As(err, &got) || got != tt.want {
			t.Errorf("ParseWithBase(%q, \"\") error %v, want %v", tt.input, err, tt.want)
		}
		if errs := Validate(tt.input, ""); len(errs) == 0 || errs[len(errs)-1] != tt.want {
			t.Errorf("Validate(%q) = %v, want it to end with %v", tt.input, errs, tt.want)
		}
	}
}

// TestIPv4ErrorOffsetsInHost: the IPv4 parser reported its validation
// errors at offsets in the host after percent-decoding and domain to ASCII,
// which are not offsets in the input when those changed its length: in
// "http:0㓂0。0。" the empty last part was reported at byte 18 of 17
// (found by FuzzParse). They are now at the start of the host when the
// host was not ASCII without percent-encoding, and exact when it was.
func TestIPv4ErrorOffsetsInHost(t *testing.T) {
	tests := []struct {
		input string
		want  []validation.Error
	}{
		{"http:0㓂0。0。", []validation.Error{
			{Type: "special-scheme-missing-following-solidus", Offset: 5, Failure: false},
			{Type: "domain-to-ASCII", Offset: 5, Failure: false}, // the empty root label
			{Type: "IPv4-non-ASCII-input", Offset: 5, Failure: false},
			{Type: "IPv4-empty-part", Offset: 5, Failure: false},
			{Type: "IPv4-too-few-parts", Offset: 5, Failure: false},
			{Type: "IPv4-non-numeric-part", Offset: 5, Failure: true},
		}},
		{"https://%31.0.0x0.1", []validation.Error{{Type: "domain-percent-encoded", Offset: 8, Failure: false}, {Type: "IPv4-non-decimal-part", Offset: 8, Failure: false}}},
		{"https://１２７．０．０．１．", []validation.Error{{Type: "domain-to-ASCII", Offset: 8, Failure: false}, {Type: "IPv4-non-ASCII-input", Offset: 8, Failure: false}, {Type: "IPv4-empty-part", Offset: 8, Failure: false}}},
		// ASCII: the offsets are exact, lower-casing or not.
		{"https://0X7F.0.0.1./", []validation.Error{{Type: "domain-to-ASCII", Offset: 18, Failure: false}, {Type: "IPv4-empty-part", Offset: 18, Failure: false}, {Type: "IPv4-non-decimal-part", Offset: 8, Failure: false}}},
	}
	for _, tt := range tests {
		if got := Validate(tt.input, ""); !slices.Equal(got, tt.want) {
			t.Errorf("Validate(%q) = %v, want %v", tt.input, got, tt.want)
		}
	}
}

// TestValidateManyTabsAndErrors: origOffset walked the list of removed
// tabs and newlines for every validation error, so Validate took time
// quadratic in the input when it had many of both (found by TestLimits'
// "validate, tabs and @" shape, which did not finish at 10 MB). It is a
// binary search now; this input, 2 MB of "\t@", took minutes before.
// (Validate keeps 100 errors: the callback sees them all.)
func TestValidateManyTabsAndErrors(t *testing.T) {
	const n = 1 << 20
	input := "http://" + strings.Repeat("\t@", n) + "h/"
	// Each "@" is an invalid-credentials error at its offset in the
	// input, tabs included.
	var at []int
	p := Parser{OnValidationError: func(e validation.Error) {
		if e.Type == "invalid-credentials" {
			at = append(at, e.Offset)
		}
	}}
	if _, err := p.Parse(input, ""); err != nil {
		t.Fatal(err)
	}
	if len(at) != n {
		t.Fatalf("Validate reported %d invalid-credentials errors, want %d", len(at), n)
	}
	for i, o := range at {
		if want := len("http://") + 2*i + 1; o != want {
			t.Fatalf("invalid-credentials error %d at byte %d, want %d", i, o, want)
		}
	}
}

// TestURLCodePointASCII checks urlCodePointASCII, a constant, against the
// standard's definition of the ASCII URL code points.
// See https://url.spec.whatwg.org/#url-code-points.
func TestURLCodePointASCII(t *testing.T) {
	const others = "!$&'()*+,-./:;=?@_~" // besides the ASCII alphanumerics
	for c := 0; c < 256; c++ {
		want := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c < 128 && strings.IndexByte(others, byte(c)) >= 0
		if got := isASCIIURLCodePoint(byte(c)); got != want {
			t.Errorf("isASCIIURLCodePoint(%#x) = %v, want %v", c, got, want)
		}
	}
}
