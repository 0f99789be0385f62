// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/json"
	"fmt"
	"github.com/weburl/url/validation"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

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
