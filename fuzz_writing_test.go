// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

// writingDisagreement explains why the parser's validation errors and the
// writing rules may disagree on input against base, by a whatwg/url issue,
// or returns "" when they must agree.
func writingDisagreement(input, base string, u *URL) string {
	return ""
}

// FuzzWritingRules reports inputs on which the parser's validation errors
// (Validate) and the writing rules (ValidURLString) disagree, apart from
// the classes writingDisagreement names.
func FuzzWritingRules(f *testing.F) {
	for _, c := range securityCases {
		f.Add(c.input, uint8(0))
	}
	for _, c := range wptCases(f, "urltestdata.json") {
		in, _ := c["input"].(string)
		f.Add(in, uint8(1))
	}
	bases := []string{"", "https://example.com/a/b", "file:///C:/x", "sc://h/p", "mailto:x"}
	for _, c := range loadValidationCases(f) {
		f.Add(c.Input, uint8(0))
		f.Add(c.Input, uint8(1))
	}
	f.Fuzz(func(t *testing.T, input string, b uint8) {
		base := bases[int(b)%len(bases)]
		parserValid := len(Validate(input, base)) == 0
		writingValid := ValidURLString(input, base)
		if parserValid == writingValid {
			return
		}
		u, _ := ParseWithBase(input, base)
		if writingDisagreement(input, base, u) == "" {
			t.Errorf("input %q against %q: parser valid %v (errors %v), writing valid %v", input, base, parserValid, Validate(input, base), writingValid)
		}
	})
}

// TestWritingRulesAgreeExhaustive runs the property of FuzzWritingRules on
// every string of up to three pieces (two with -short) over delimiters,
// percent escapes, hosts' trouble and non-ASCII, behind eight prefixes,
// against five bases.
func TestWritingRulesAgreeExhaustive(t *testing.T) {
	pieces := []string{"/", "\\", ":", ".", "%", "a", "1", "?", "#", "@", "[", "]", "%41", "0", "x", " ", "。", "_", "-", "ü", "xn--"}
	prefixes := []string{"", "https://", "https://a", "https://a/", "file:", "file://", "sc:", "sc://"}
	bases := []string{"", "https://example.com/a/b", "file:///C:/x", "sc://h/p", "mailto:x"}
	depth := 3
	if testing.Short() {
		depth = 2
	}
	var gen func(s string, n int)
	gen = func(s string, n int) {
		for _, prefix := range prefixes {
			input := prefix + s
			for _, base := range bases {
				parserValid := len(Validate(input, base)) == 0
				if writingValid := ValidURLString(input, base); parserValid != writingValid {
					u, _ := ParseWithBase(input, base)
					if writingDisagreement(input, base, u) == "" {
						t.Errorf("input %q against %q: parser valid %v (errors %v), writing valid %v", input, base, parserValid, Validate(input, base), writingValid)
					}
				}
			}
		}
		if n == 0 {
			return
		}
		for _, p := range pieces {
			gen(s+p, n-1)
		}
	}
	gen("", depth)
}
