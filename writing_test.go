// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

func TestValidURLString(t *testing.T) {
	for _, c := range []struct {
		in, base string
		want     bool
	}{
		{"https://example.com/a/b?c=d#e", "", true},
		{"https://example.com", "", true},
		{"https://example.com:8080/", "", true},
		{"https://example.com:/", "", true},         // an empty port is written validly
		{"https://example.com:65536/", "", false},   // not a 16-bit number
		{"https://bücher.example/", "", true},       // a Unicode domain
		{"https://EXAMPLE.com/", "", true},          // UTS #46 maps upper case
		{"https://127.0.0.1/", "", true},            // a valid IPv4-address string
		{"https://127.1/", "", false},               // IPv4 shorthand
		{"https://0x7f.0.0.1/", "", false},          // ends in a number, not valid IPv4
		{"https://[::1]/", "", true},                // IPv6
		{"https://[0:0::1]/", "", true},             // pieces around "::"
		{"https://[::ffff:127.0.0.1]/", "", true},   // IPv6 with IPv4
		{"https://[::01]/", "", false},              // not the shortest piece
		{"https://[1:2:3:4:5:6:7:8:9]/", "", false}, // too many pieces
		{"https://[1:2:3:4:5:6:7::8]/", "", false},  // "::" with eight pieces
		{"https://user@example.com/", "", false},    // credentials cannot be written
		{"https:example.com", "", false},            // special needs "//"
		{"https://exa mple.com/", "", false},        // a space
		{"https://example.com/a b", "", false},      // a space in the path
		{"https://example.com/%zz", "", false},      // "%" that starts no byte
		{"https://example.com/%41", "", true},       // a percent-encoded byte
		{"https://example.com/a|b", "", false},      // "|" is not a URL code point
		{"https://example.com/#a#b", "", false},     // "#" in the fragment
		{"https://example.com/?a?b", "", true},      // "?" in the query
		{"file:///C:/x", "", true},                  // a file URL with a path
		{"file://host/x", "", true},                 // a file URL with a host
		{"file:/x", "", false},                      // file needs "//"
		{"mailto:a@example.com", "", true},          // an opaque path
		{"sc://h%41st:1/p", "", true},               // an opaque host
		{"sc://h^st/p", "", false},                  // "^" is a forbidden host code point
		{"sc:/a/b", "", true},                       // path-absolute-non-authority
		{"sc:", "", true},                           // an empty opaque path
		{"x\xffy:", "", false},                      // not UTF-8
		{"/a/b?c#d", "https://example.com/", true},  // relative strings need a base
		{"/a/b", "", false},                         // no base
		{"//other.example/x", "https://example.com/", true},
		{"//other.example/x", "sc://h/", true}, // scheme-relative for a non-special base
		{"a:b", "https://example.com/", true},  // an absolute URL with scheme "a"
		{"#frag", "mailto:x", true},            // an opaque-path base takes only fragments
		{"x", "mailto:x", false},
		{"./a:b", "https://example.com/", true},
		{"", "https://example.com/", true}, // the empty string is a relative URL
		{"x", "not a url", false},          // a base that does not parse
	} {
		if got := ValidURLString(c.in, c.base); got != c.want {
			t.Errorf("ValidURLString(%q, %q) = %v, want %v", c.in, c.base, got, c.want)
		}
	}
}
