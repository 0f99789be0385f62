// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"slices"
	"strings"
	"testing"
)

// Regression tests for bugs the fuzzers and the limits tests found, each
// with the reason it was a bug. The failing inputs are also kept as seeds
// under testdata/fuzz/, which plain `go test` replays.

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

// TestParseAllocsDoNotGrow: the parser's buffer started at a pooled 256
// bytes and grew by appending, so parsing took a number of allocations
// that grew with the input: 19 at 64 KB, 42 at 10 MB for "sc:////...";
// and with a validation callback, the list of removed tabs grew the same
// way (found by TestLimits' cap on allocations): 24 at 256 KB, 38 at 4 MB
// for "a...a:x". Both are sized from the input now.
func TestParseAllocsDoNotGrow(t *testing.T) {
	var n int
	p := Parser{OnValidationError: func(validation.Error) { n++ }}
	for _, shape := range []struct {
		name  string
		parse func(size int) func()
	}{
		{"sc:////...", func(size int) func() {
			s := "sc:" + strings.Repeat("/", size)
			return func() { Parse(s) }
		}},
		{"a...a:x", func(size int) func() {
			s := strings.Repeat("a", size) + ":x"
			return func() { Parse(s) }
		}},
		{"tabs, with a callback", func(size int) func() {
			s := "http://h/" + strings.Repeat("\t^", size/2)
			return func() { p.Parse(s, "") }
		}},
	} {
		// From 256 KB, above the 64 KB the buffer pool keeps: a few
		// allocations more at the larger size are the runtime's.
		small := testing.AllocsPerRun(2, shape.parse(256<<10))
		large := testing.AllocsPerRun(2, shape.parse(4<<20))
		if large > small+4 {
			t.Errorf("%s: %v allocations at 256 KB, %v at 4 MB", shape.name, small, large)
		}
	}
}

// TestResolvedURLInSync: resolving a reference copied the base URL's
// components, and with them its flag saying RawFragment holds the
// fragment's serialization, into a URL with no fragment. The URL then
// looked as if a program had assigned its fields, so String serialized
// them as net/url does: ParseWithBase("0", "a://%##") was "a://%25/0", its
// host "%25" while Host said "%" (found by FuzzParseWithBase).
func TestResolvedURLInSync(t *testing.T) {
	tests := []struct{ input, base, want string }{
		{"0", "a://%##", "a://%/0"},
		{"x", "http://h/#%zz", "http://h/x"},
		{"?q", "sc://%/p#a#b", "sc://%/p?q"},
		{"#f", "sc://%/p#%zz", "sc://%/p#f"},
	}
	for _, tt := range tests {
		u, err := ParseWithBase(tt.input, tt.base)
		if err != nil {
			t.Errorf("ParseWithBase(%q, %q): %v", tt.input, tt.base, err)
			continue
		}
		if u.String() != tt.want || !u.inSync() {
			t.Errorf("ParseWithBase(%q, %q) = %q (fields in sync: %v), want %q", tt.input, tt.base, u, u.inSync(), tt.want)
		}
	}
}
