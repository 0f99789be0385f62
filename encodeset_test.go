// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"testing"
)

// TestEncodeSets checks the percent-encode sets, written as constants,
// against the standard's definitions: each set is the one before it and
// the bytes its definition lists.
// See https://url.spec.whatwg.org/#percent-encoded-bytes.
func TestEncodeSets(t *testing.T) {
	var c0 encodeSet
	for b := 0; b < 256; b++ {
		if b < 0x20 || b > 0x7E { // the C0 controls and all over U+007E (~)
			c0[b>>6] |= 1 << (b & 63)
		}
	}
	query := c0.with(" \"#<>")
	path := query.with("?^`{}")
	userinfo := path.with("/:;=@[\\]|")
	component := userinfo.with("$%&+,")
	for _, tt := range []struct {
		name      string
		got, want encodeSet
	}{
		{"C0 control", c0ControlSet, c0},                    // C0 controls and over ~
		{"fragment", fragmentSet, c0.with(" \"<>`")},        // C0 control set and space " < > `
		{"query", querySet, query},                          // C0 control set and space " # < >
		{"special-query", specialQuerySet, query.with("'")}, // query set and '
		{"path", pathSet, path},                             // query set and ? ^ ` { }
		{"userinfo", userinfoSet, userinfo},                 // path set and / : ; = @ [ \ ] |
		{"component", componentSet, component},              // userinfo set and $ % & + ,
		{"form", formSet, component.with("!'()~")},          // component set and ! ' ( ) ~
	} {
		if tt.got != tt.want {
			t.Errorf("%s set = %x, want %x", tt.name, tt.got, tt.want)
		}
	}
	// net/url's QueryEscape set, from shouldEscape.
	var queryComponent encodeSet
	for c := 0; c < 256; c++ {
		if shouldEscape(byte(c), encodeQueryComponent) {
			queryComponent[c>>6] |= 1 << (c & 63)
		}
	}
	if queryComponentSet != queryComponent {
		t.Errorf("query component set = %x, want %x", queryComponentSet, queryComponent)
	}
}
