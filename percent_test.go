// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

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

// TestAppendUTF8PercentEncodedRoom checks appendUTF8PercentEncoded, which
// writes each code point in place, for every code point length and byte
// of invalid UTF-8, appended to slices with every amount of room left from
// none to more than the longest encoding takes.
func TestAppendUTF8PercentEncodedRoom(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"^", "%5E"},                           // ASCII, in the path percent-encode set
		{"é", "%C3%A9"},                        // two bytes
		{"€", "%E2%82%AC"},                     // three
		{"😀", "%F0%9F%98%80"},                  // four
		{"\xff", "%EF%BF%BD"},                  // invalid: U+FFFD
		{"a😀\xffb", "a%F0%9F%98%80%EF%BF%BDb"}, // mixed
	} {
		for room := 0; room <= 16; room++ {
			dst := make([]byte, 3, 3+room)
			copy(dst, "xyz")
			got := string(appendUTF8PercentEncoded(dst, c.in, &pathSet))
			if want := "xyz" + c.want; got != want {
				t.Errorf("room %d: appendUTF8PercentEncoded(%q) = %q, want %q", room, c.in, got, want)
			}
		}
	}
	// A long run of four-byte code points.
	in := strings.Repeat("😀", 1000)
	if got, want := string(appendUTF8PercentEncoded(nil, in, &c0ControlSet)), strings.Repeat("%F0%9F%98%80", 1000); got != want {
		t.Errorf("appendUTF8PercentEncoded of 1000 four-byte code points: %d bytes, want %d", len(got), len(want))
	}
}
