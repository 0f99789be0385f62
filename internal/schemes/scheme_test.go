// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package schemes

import "testing"

func TestLookup(t *testing.T) {
	tests := []struct {
		scheme string
		want   Info
		port   string
	}{
		{"http", Info{Special: true, Port: 80}, "80"},
		{"https", Info{Special: true, Port: 443}, "443"},
		{"ws", Info{Special: true, WS: true, Port: 80}, "80"},
		{"wss", Info{Special: true, WS: true, Port: 443}, "443"},
		{"ftp", Info{Special: true, Port: 21}, "21"},
		{"file", Info{Special: true, File: true, Port: -1}, ""}, // special, no default port
		{"HTTP", Info{Port: -1}, ""},                            // the table is in lower case
		{"gopher", Info{Port: -1}, ""},                          // special no longer
		{"", Info{Port: -1}, ""},                                // no scheme
		{"blob", Info{Port: -1}, ""},                            // not special, though it has origins
	}
	for _, tt := range tests {
		if got := Lookup(tt.scheme); got != tt.want {
			t.Errorf("Lookup(%q) = %+v, want %+v", tt.scheme, got, tt.want)
		}
		if got := DefaultPort(tt.scheme); got != tt.port {
			t.Errorf("DefaultPort(%q) = %q, want %q", tt.scheme, got, tt.port)
		}
		if got := IsSpecial(tt.scheme); got != tt.want.Special {
			t.Errorf("IsSpecial(%q) = %v", tt.scheme, got)
		}
	}
	// Lookup's switch and the table agree.
	for i, s := range Specials() {
		if Lookup(s) != infos[i] {
			t.Errorf("Lookup(%q) = %+v, but the table says %+v", s, Lookup(s), infos[i])
		}
		// A scheme of the same length that differs in one byte, and
		// one a byte shorter or longer, is not special.
		for j := range len(s) {
			other := s[:j] + "x" + s[j+1:]
			if Lookup(other).Special {
				t.Errorf("Lookup(%q) is special", other)
			}
		}
		for _, other := range []string{s[:len(s)-1], s + "x"} {
			if Lookup(other).Special && other != "ws" && other != "http" {
				t.Errorf("Lookup(%q) is special", other)
			}
		}
	}
}
