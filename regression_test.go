// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

// Regression tests for bugs the fuzzers and the limits tests found, each
// with the reason it was a bug. The failing inputs are also kept as seeds
// under testdata/fuzz/, which plain `go test` replays.

// TestDomainToUnicodePunycodeLabels: domain to Unicode reported no error
// for an "xn--" label whose Punycode decodes to nothing, to ASCII only, or
// to a label that itself starts with "xn--", which UTS #46 rejects (P4,
// V4), so that such a domain read as valid while domain to ASCII of its
// Unicode form failed (found by FuzzDomainToASCII on IdnaTestV2 seeds).
func TestDomainToUnicodePunycodeLabels(t *testing.T) {
	tests := []struct {
		in, out string
		valid   bool
	}{
		{"xn--zca.example", "ß.example", true},
		{"XN--ZCA", "ß", true},
		{"a..b", "a..b", true}, // an empty label that was never Punycode
		{"xn--", "", false},
		{"xn--.example", ".example", false},
		{"xn--abc-", "abc", false},
		{"xn--xn---epa", "xn--é", false},
		{"xn--xn--a--gua.pt", "xn--a-ä.pt", false},
		{"xn--zca\u3002xn--", "ß.", false}, // a dot UTS #46 maps to "."
	}
	for _, tt := range tests {
		out, err := DomainToUnicode(tt.in)
		if out != tt.out || (err == nil) != tt.valid {
			t.Errorf("DomainToUnicode(%q) = %q, %v; want %q, valid %v", tt.in, out, err, tt.out, tt.valid)
		}
	}
}
