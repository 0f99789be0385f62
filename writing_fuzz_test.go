// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"testing"
	"unicode/utf8"
)

// writingDisagreement explains why the parser's validation errors and the
// writing rules may disagree on input, by the class SECURITY.md lists
// ("Validation errors for tools"), or returns "" when they must agree.
func writingDisagreement(input string, u *URL) string {
	// An IPv4 address written with code points that UTS #46 maps to
	// digits and dots ("127。0。0。1", "１２７．０．０．１") parses without a
	// validation error (the mapping is no error, even in strict domain to
	// ASCII), but a valid IPv4-address string is ASCII digits and dots.
	// This one is in the standard itself.
	if u != nil && u.HostKind() == HostIPv4 && !isASCII(input) {
		return "IPv4 address in mapped code points"
	}
	// A host that fails strict domain to ASCII (STD3 rules, DNS length,
	// invalid Punycode: "a_b", "a..b", "xn--a") parses without a
	// validation error until this library implements the standard's
	// domain parser, which reports domain-to-ASCII for it (issue 11).
	if u != nil && u.HostKind() == HostDomain && !validDomain(u.SerializedHost()) {
		return "strict domain to ASCII"
	}
	return ""
}

// FuzzWritingRules reports inputs on which the parser's validation errors
// (Validate) and the writing rules (ValidURLString) disagree, apart from
// the classes writingDisagreement names.
func FuzzWritingRules(f *testing.F) {
	for _, c := range securityCases {
		f.Add(c.input, uint8(0))
	}
	for _, c := range redirectCases {
		f.Add(c.target, uint8(1))
	}
	for _, c := range wptCases(f, "urltestdata.json") {
		in, _ := c["input"].(string)
		f.Add(in, uint8(1))
	}
	bases := []string{"", "https://example.com/a/b", "file:///C:/x", "sc://h/p", "mailto:x"}
	f.Fuzz(func(t *testing.T, input string, b uint8) {
		if !utf8.ValidString(input) {
			return
		}
		base := bases[int(b)%len(bases)]
		parserValid := len(Validate(input, base)) == 0
		writingValid := ValidURLString(input, base)
		if parserValid == writingValid {
			return
		}
		u, _ := ParseWithBase(input, base)
		if writingDisagreement(input, u) == "" {
			t.Errorf("input %q against %q: parser valid %v (errors %v), writing valid %v", input, base, parserValid, Validate(input, base), writingValid)
		}
	})
}
