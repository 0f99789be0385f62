// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"testing"
)

// failureType returns the type of the validation.Error err wraps, or "".
func failureType(err error) validation.Type {
	var ve validation.Error
	if errors.As(err, &ve) {
		return ve.Type
	}
	return ""
}

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
