// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

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
	} {
		if got := domainFailureOffset(c.host); got != c.want {
			t.Errorf("domainFailureOffset(%q) = %d, want %d", c.host, got, c.want)
		}
	}
}
