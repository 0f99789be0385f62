// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// TestDomainToUnicodePunycodeLabels: domain to Unicode reported no error
// for an "xn--" label whose Punycode decodes to nothing, to ASCII only, or
// to a label that itself starts with "xn--", which UTS #46 rejects (P4,
// V4), so that such a domain read as valid while domain to ASCII of its
// Unicode form failed (found by FuzzDomainToASCII on IdnaTestV2 seeds).
// Since the standard's 2026-06-25 change, domain to Unicode returns such a
// domain unchanged.
func TestDomainToUnicodePunycodeLabels(t *testing.T) {
	tests := []struct {
		in, out string
		valid   bool
	}{
		{"xn--zca.example", "ß.example", true},
		{"XN--ZCA", "ß", true},
		{"a..b", "a..b", true}, // an empty label that was never Punycode
		{"xn--", "xn--", false},
		{"xn--.example", "xn--.example", false},
		{"xn--abc-", "xn--abc-", false},
		{"xn--xn---epa", "xn--xn---epa", false},
		{"xn--xn--a--gua.pt", "xn--xn--a--gua.pt", false},
		{"xn--zca\u3002xn--", "xn--zca\u3002xn--", false}, // a dot UTS #46 maps to "."
	}
	for _, tt := range tests {
		out, err := DomainToUnicode(tt.in)
		if out != tt.out || (err == nil) != tt.valid {
			t.Errorf("DomainToUnicode(%q) = %q, %v; want %q, valid %v", tt.in, out, err, tt.out, tt.valid)
		}
	}
}

// cjk returns n distinct CJK unified ideographs, from U+4E00.
func cjk(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(0x4E00 + rune(i))
	}
	return b.String()
}

// TestPunycodeLabelLimit: encoding a label as Punycode takes time
// quadratic in its length, and nothing limited it: a host of 64 KB of
// distinct CJK characters took two seconds to parse (found by TestLimits'
// "long host, distinct non-ASCII" shape). A label that needs Punycode may
// now have at most 1000 code points after the UTS #46 mapping, as in ICU
// and rust-url's idna.
func TestPunycodeLabelLimit(t *testing.T) {
	tests := []struct {
		name, host string
		ok         bool
	}{
		{"1000 code points", cjk(1000), true},
		{"1001 code points", cjk(1001), false},
		{"1001 code points, in the second label", "a." + cjk(1001), false},
		{"1000 code points in each of two labels", cjk(1000) + "。" + cjk(1000), true},
		// The limit is on the mapped label: soft hyphens are removed,
		// and U+3316 SQUARE KIROMEETORU becomes the six katakana
		// キロメートル.
		{"1002 code points, two soft hyphens", "\u00AD" + cjk(1000) + "\u00AD", true},
		{"166 x U+3316 and 4 more (1000 mapped)", strings.Repeat("\u3316", 166) + "ab-c", true},
		{"167 x U+3316 (1002 mapped)", strings.Repeat("\u3316", 167), false},
		// ASCII labels are not encoded: no limit.
		{"5000 ASCII letters", strings.Repeat("a", 5000), true},
		{"5000 ASCII letters beside a non-ASCII label", strings.Repeat("a", 5000) + ".é", true},
	}
	for _, tt := range tests {
		u, err := Parse("http://" + tt.host + "/")
		if (err == nil) != tt.ok {
			t.Errorf("%s: Parse error %v, want ok %v", tt.name, err, tt.ok)
		}
		if err == nil && u.HostKind() != HostDomain {
			t.Errorf("%s: host kind %v", tt.name, u.HostKind())
		}
		if _, err := DomainToASCII(tt.host, false); (err == nil) != tt.ok {
			t.Errorf("%s: DomainToASCII error %v, want ok %v", tt.name, err, tt.ok)
		}
	}
}
