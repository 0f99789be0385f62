// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

func TestUTF8PercentEncode(t *testing.T) {
	tests := []struct {
		in   string
		set  *encodeSet
		want string
	}{
		{"a b", &pathSet, "a%20b"},
		{"a?b", &pathSet, "a%3Fb"}, // "?" would start the query
		{"a?b", &querySet, "a?b"},  // but not inside it
		{"'", &querySet, "'"},      // "'" only in a special URL's query
		{"'", &specialQuerySet, "%27"},
		{"a@b:c", &userinfoSet, "a%40b%3Ac"}, // "@" and ":" delimit credentials
		{"é", &fragmentSet, "%C3%A9"},        // UTF-8, upper-case hex
		{"%41", &pathSet, "%41"},             // "%" is never encoded: escapes stay
		{"\x7f", &c0ControlSet, "%7F"},       // DEL is in the C0 control set
		{"~", &formSet, "%7E"},               // forms encode "~", unlike RFC 3986
		{" ", &formSet, "%20"},               // space is "+" only in serializing forms
	}
	for _, tt := range tests {
		if got := utf8PercentEncode(tt.in, tt.set); got != tt.want {
			t.Errorf("utf8PercentEncode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPercentDecode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a%20b", "a b"},
		{"%41%42", "AB"},
		{"%c3%A9", "é"}, // either case of hex digit
		{"%", "%"},      // a "%" with no digits stays
		{"%4", "%4"},    // one digit is no escape
		{"%zz", "%zz"},  // neither is a non-hex pair
		{"%%41", "%A"},  // only the second "%" starts an escape
	}
	for _, tt := range tests {
		if got := percentDecode(tt.in); got != tt.want {
			t.Errorf("percentDecode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
