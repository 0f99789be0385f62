// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"testing"
)

func TestParseIPv6(t *testing.T) {
	tests := []struct {
		in   string
		want [8]uint16
		err  validation.Type // the failure's validation error type, "" for success
	}{
		{"::1", [8]uint16{7: 1}, ""},
		{"1:2:3:4:5:6:7:8", [8]uint16{1, 2, 3, 4, 5, 6, 7, 8}, ""},
		{"::ffff:127.0.0.1", [8]uint16{5: 0xffff, 6: 0x7f00, 7: 1}, ""}, // an embedded IPv4 address
		{"1::", [8]uint16{1}, ""},
		{"::", [8]uint16{}, ""},
		{":1", [8]uint16{}, errIPv6InvalidCompression},                     // a lone leading ":"
		{"1:2:3:4:5:6:7:8:9", [8]uint16{}, errIPv6TooManyPieces},           // nine pieces
		{"1::2::3", [8]uint16{}, errIPv6MultipleCompression},               // two "::"
		{"1:2:3", [8]uint16{}, errIPv6TooFewPieces},                        // three pieces, no "::"
		{"12345::", [8]uint16{}, errIPv6InvalidCodePoint},                  // a piece of five digits
		{"::1.2.3", [8]uint16{}, errIPv4InIPv6TooFewParts},                 // an embedded IPv4 of three parts
		{"::1.2.3.256", [8]uint16{}, errIPv4InIPv6OutOfRangePart},          // an embedded part over 255
		{"1:2:3:4:5:6:7:1.2.3.4", [8]uint16{}, errIPv4InIPv6TooManyPieces}, // an embedded IPv4 after seven pieces
		{"::1.2.3.4.5", [8]uint16{}, errIPv4InIPv6InvalidCodePoint},        // a "." after the fourth embedded part
		{"::01.2.3.4", [8]uint16{}, errIPv4InIPv6InvalidCodePoint},         // a leading zero in an embedded part
		{"g::", [8]uint16{}, errIPv6InvalidCodePoint},                      // not a hexadecimal digit
	}
	for _, tt := range tests {
		got, f := parseIPv6(tt.in, nil)
		if f.typ != tt.err {
			t.Errorf("parseIPv6(%q): fault %v, want type %q", tt.in, f, tt.err)
			continue
		}
		if !f.failed() && got != tt.want {
			t.Errorf("parseIPv6(%q) = %x, want %x", tt.in, got, tt.want)
		}
	}
}
