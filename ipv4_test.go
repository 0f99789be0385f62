// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"testing"

	"github.com/weburl/url/validation"
)

func TestParseIPv4(t *testing.T) {
	tests := []struct {
		in   string
		want uint32
		err  validation.Type // the failure's validation error type, "" for success
	}{
		{"127.0.0.1", 0x7f000001, ""},
		{"0x7f.1", 0x7f000001, ""},               // hexadecimal, the last part fills three bytes
		{"2130706433", 0x7f000001, ""},           // one part: the whole address
		{"0177.0.0.1", 0x7f000001, ""},           // octal
		{"1.2.3.4.", 0x01020304, ""},             // one trailing dot is allowed
		{"0x", 0, ""},                            // "0x" alone is zero
		{"1.2.3.256", 0, errIPv4OutOfRangePart},  // the last part over 255 with four parts
		{"4294967296", 0, errIPv4OutOfRangePart}, // one part over 2^32 − 1
		{"256.1.1.1", 0, errIPv4OutOfRangePart},  // a part before the last over 255
		{"1.2.3.4.5", 0, errIPv4TooManyParts},    // five parts
		{"1.2.x.4", 0, errIPv4NonNumericPart},    // a part that is not a number
		{"1..2", 0, errIPv4NonNumericPart},       // an empty part in the middle
		{"0x1g", 0, errIPv4NonNumericPart},       // not a hexadecimal digit
	}
	for _, tt := range tests {
		got, f := parseIPv4(tt.in, nil)
		if f.typ != tt.err {
			t.Errorf("parseIPv4(%q): fault %v, want type %q", tt.in, f, tt.err)
			continue
		}
		if !f.failed() && got != tt.want {
			t.Errorf("parseIPv4(%q) = %#x, want %#x", tt.in, got, tt.want)
		}
	}
}

// TestParseDottedDecimal checks the IPv4 parser's first pass against the
// rest of it: parseDottedDecimal accepts exactly the hosts that the IPv4
// parser reads with no validation error and the IPv4 serializer writes
// back as they are, over every host of one to five parts from a list that
// has each edge of a part.
func TestParseDottedDecimal(t *testing.T) {
	parts := []string{"", "0", "00", "01", "1", "9", "10", "99", "199", "255", "256", "999", "1000", "0x1", "a", "-1"}
	var hosts []string
	var build func(prefix string, n int)
	build = func(prefix string, n int) {
		if n == 0 {
			hosts = append(hosts, prefix, prefix+".")
			return
		}
		for _, p := range parts {
			if prefix == "" {
				build(p, n-1)
			} else {
				build(prefix+"."+p, n-1)
			}
		}
	}
	for n := 1; n <= 4; n++ {
		build("", n)
	}
	hosts = append(hosts, "1.2.3.4.5", "255.255.255.255", "0.0.0.0")
	checked := 0
	for _, host := range hosts {
		if host == "" || host == "." {
			continue
		}
		addr, ok := parseDottedDecimal(host)
		reports := 0
		full, f := parseIPv4(host, func(validation.Type, int) { reports++ })
		own := !f.failed() && reports == 0 && string(appendIPv4(nil, full)) == host
		if ok != own || ok && addr != full {
			t.Errorf("parseDottedDecimal(%q) = %#x, %v; the IPv4 parser gives %#x, fault %v, %d validation errors", host, addr, ok, full, f, reports)
		}
		checked++
	}
	t.Logf("%d hosts", checked)
}
