// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"github.com/weburl/url/validation"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseHost(t *testing.T) {
	tests := []struct {
		in     string
		opaque bool // the URL is not special
		want   string
		kind   HostKind
		err    validation.Type // the failure's validation error type, "" for success
	}{
		{"EXAMPLE.com", false, "example.com", HostDomain, ""},
		{"0x7f.1", false, "127.0.0.1", HostIPv4, ""},
		{"[::1]", false, "[::1]", HostIPv6, ""},
		{"[::1]", true, "[::1]", HostIPv6, ""},           // IPv6 in a non-special URL too
		{"Ex%41mple", true, "Ex%41mple", HostOpaque, ""}, // an opaque host is kept as written
		{"a b", true, "", 0, errHostInvalidCodePoint},    // a space in an opaque host
		{"a<b", false, "", 0, errDomainToASCII},          // a forbidden domain code point
		{"[::1", false, "", 0, errIPv6Unclosed},          // no "]"
		{"1.2.3.4.5", false, "", 0, errIPv4TooManyParts}, // ends in a number, so it must be IPv4
		{"%zz", false, "", 0, errDomainToASCII},          // "%" that decodes to nothing valid stays "%"
	}
	for _, tt := range tests {
		b, kind, f := appendHost(nil, tt.in, tt.opaque, nil)
		got := string(b)
		if f.typ != tt.err {
			t.Errorf("appendHost(%q, %v): fault %v, want type %q", tt.in, tt.opaque, f, tt.err)
			continue
		}
		if !f.failed() && (got != tt.want || kind != tt.kind) {
			t.Errorf("appendHost(%q, %v) = %q, %v, want %q, %v", tt.in, tt.opaque, got, kind, tt.want, tt.kind)
		}
	}
}

// endsInANumberSpec is the ends-in-a-number checker as the standard
// writes it, with strings.Split and the IPv4 number parser.
// See https://url.spec.whatwg.org/#ends-in-a-number-checker.
func endsInANumberSpec(input string) bool {
	parts := strings.Split(input, ".")
	if parts[len(parts)-1] == "" {
		if len(parts) == 1 {
			return false
		}
		parts = parts[:len(parts)-1]
	}
	last := parts[len(parts)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, _, ok := parseIPv4Number(last)
	return ok
}

// TestEndsInANumber checks endsInANumber against endsInANumberSpec on
// chosen hosts and on every host of up to four bytes of an alphabet of
// digits, hex digits, "x", "." and others.
func TestEndsInANumber(t *testing.T) {
	hosts := []string{"", ".", "..", "a.", "a..", "1", "1.", "a.1", "a.0x", "a.0X1f", "0x1g", "a.x1", "0xx", "a.0x.", "de", "xn--bcher-kva.de", "1.2.3.4", "09", "0.x", "a.00x1"}
	alphabet := "019afgxX.-"
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		hosts = append(hosts, prefix)
		if n == 0 {
			return
		}
		for i := range len(alphabet) {
			gen(prefix+alphabet[i:i+1], n-1)
		}
	}
	gen("", 4)
	for _, h := range hosts {
		if got, want := endsInANumber([]byte(h)), endsInANumberSpec(h); got != want {
			t.Errorf("endsInANumber(%q) = %v, want %v", h, got, want)
		}
	}
}

// TestHostFastPathErrors checks that a host beyond ASCII that the domain
// parser's fast path fails, before the host parser has percent-decoded
// it, still gets the host parser's validation errors in order: a label of
// more code points than Punycode may encode fails whatever follows, and
// the "%41" after it is reported first.
func TestHostFastPathErrors(t *testing.T) {
	long := strings.Repeat("é", maxPunycodeInput+1)
	for _, tt := range []struct {
		input string
		want  []validation.Error
	}{
		{"https://" + long + "%41/", []validation.Error{{Type: "domain-percent-encoded", Offset: 8 + len(long), Failure: false}, {Type: "domain-to-ASCII", Offset: 8, Failure: true}}},
		{"https://" + long + "/", []validation.Error{{Type: "domain-to-ASCII", Offset: 8, Failure: true}}},
		{"https://b%C3%BCcher.de/", []validation.Error{{Type: "domain-percent-encoded", Offset: 9, Failure: false}}},
	} {
		var errs []validation.Error
		p := Parser{OnValidationError: func(e validation.Error) { errs = append(errs, e) }}
		p.Parse(tt.input, "")
		if !slices.Equal(errs, tt.want) {
			t.Errorf("Parse(%.20q…) validation errors %v, want %v", tt.input, errs, tt.want)
		}
	}
}

// TestAppendHostReports checks the host parser's reporter: each
// validation error that does not make it fail, at its offset in the
// host as written (the host state adds the host's own offset).
func TestAppendHostReports(t *testing.T) {
	type report struct {
		typ validation.Type
		at  int
	}
	tests := []struct {
		in     string
		opaque bool
		want   []report
	}{
		{"example.com", false, nil},
		{"[1:02::]", false, []report{{errIPv6PieceLeadingZero, 3}}},                                                     // after "[": offset 3 of the host, 2 of the address
		{"0x7f.1", false, []report{{errIPv4TooFewParts, 0}, {errIPv4NonDecimalPart, 0}}},                                // ASCII: at the part
		{"1.0x2", false, []report{{errIPv4TooFewParts, 0}, {errIPv4NonDecimalPart, 2}}},                                 // the second part
		{"1.0%782", false, []report{{errDomainPercentEncoded, 3}, {errIPv4TooFewParts, 0}, {errIPv4NonDecimalPart, 0}}}, // percent-decoded: at the host's start
		{"a^b", true, []report{{errHostInvalidCodePoint, 1}}},                                                           // fails: reported as the fault, not here
		{"a%zb", true, []report{{errInvalidURLUnit, 1}}},                                                                // a "%" that starts no escape
	}
	for _, tt := range tests {
		var got []report
		_, _, f := appendHost(nil, tt.in, tt.opaque, func(typ validation.Type, at int) { got = append(got, report{typ, at}) })
		if f.failed() {
			got = append(got, report(f))
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("appendHost(%q, %v) reports %v, want %v", tt.in, tt.opaque, got, tt.want)
		}
	}
}

func TestDomainFailureOffset(t *testing.T) {
	for _, c := range []struct {
		host string
		want int
	}{
		{"exa mple.com", 3},   // a space
		{"exa%20mple.com", 3}, // an encoded space: its "%"
		{"ex%zzample", 2},     // "%" that starts no byte
		{"ex＠mple.com", 2},    // U+FF20 maps to "@"
		{"é.com%2f", 6},       // after a non-ASCII code point
		{"a%C3%A9%2Fb", 7},    // after an encoded one
		{"a\xffb", 1},         // not UTF-8
		{"\u0338.com", 0},     // a combining mark: the rule is the label's
		{"example.com", 0},    // nothing at fault
		{"ab\u200dc", 2},      // ZWJ alone fails ContextJ: blamed on it
		{"\u0301x<", 3},       // a mark first is not blamed; "<" is
		{"a\uFF0Eb%", 5},      // U+FF0E maps to "." and is fine; "%" is not
		{"ab\uE000", 2},       // private use: UTS #46 disallows it
		{"\uE000%", 0},        // the first code point at fault, not the first asked about
		{"é\uE000é\uFF1C", 2}, // the first of two at fault
		// The last of 5000 distinct code points, U+FF1C, maps to "<":
		// found among them with a few calls to UTS #46.
		{distinctCJK(5000) + "\uFF1C", 15000},
		{distinctCJK(5000) + "%", 15000}, // none at fault before "%"
	} {
		if got := domainFailureOffset(c.host); got != c.want {
			t.Errorf("domainFailureOffset(%q) = %d, want %d", c.host, got, c.want)
		}
	}
}

// TestDomainFailureOffsetAllocs checks that finding the code point at
// fault among many distinct ones asks UTS #46 a number of times that grows
// with the log of their number, not with the number: about 38,000
// distinct code points (CJK ideographs and Hangul syllables, all valid),
// then one at fault.
func TestDomainFailureOffsetAllocs(t *testing.T) {
	var b []byte
	for _, block := range [][2]rune{{0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xAC00, 0xD7A3}} {
		for r := block[0]; r <= block[1]; r++ {
			b = utf8.AppendRune(b, r)
		}
	}
	host := string(b) + "\uFF1C"
	allocs := testing.AllocsPerRun(1, func() {
		if got := domainFailureOffset(host); got != len(b) {
			t.Errorf("domainFailureOffset = %d, want %d", got, len(b))
		}
	})
	if allocs > 200 {
		t.Errorf("%.0f allocations, want at most 200", allocs)
	}
	t.Logf("%.0f allocations", allocs)
}
