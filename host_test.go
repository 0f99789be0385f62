// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

func TestParseHost(t *testing.T) {
	tests := []struct {
		in     string
		opaque bool // the URL is not special
		want   string
		kind   HostKind
		err    ValidationErrorType // the failure's validation error type, "" for success
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
		var p urlParser
		got, kind, err := p.parseHost(tt.in, tt.opaque, 0)
		if typ := failureType(err); typ != tt.err || (err != nil) != (tt.err != "") {
			t.Errorf("parseHost(%q, %v): error %v, want type %q", tt.in, tt.opaque, err, tt.err)
			continue
		}
		if err == nil && (got != tt.want || kind != tt.kind) {
			t.Errorf("parseHost(%q, %v) = %q, %v, want %q, %v", tt.in, tt.opaque, got, kind, tt.want, tt.kind)
		}
	}
}
