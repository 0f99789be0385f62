// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/encoding/japanese"
)

// TestErrTooLong lowers the limit from 2³¹-1 to 1000 bytes, so that inputs
// of a few hundred bytes reach it: 240 MiB of invalid UTF-8 in a path made
// the int32 offsets wrap ("slice bounds out of range"), each byte becoming
// the 9 of "%EF%BF%BD" (issue 11, point 8).
func TestErrTooLong(t *testing.T) {
	setHrefLimit(t, 1000)
	sjis := Parser{Encoding: japanese.ShiftJIS}
	tests := []struct {
		name    string
		parse   func() (*URL, error)
		tooLong bool
	}{
		// 200 bytes that become 1800.
		{"invalid UTF-8 path", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("\xff", 200)) }, true},
		{"invalid UTF-8 fragment", func() (*URL, error) { return Parse("http://h/#" + strings.Repeat("\xff", 200)) }, true},
		{"invalid UTF-8 opaque path", func() (*URL, error) { return Parse("sc:" + strings.Repeat("\xff", 200)) }, true},
		// 900 bytes that stay 900, and 300 of é that become 909: the
		// first check looks at the bytes before it refuses.
		{"ASCII path under the limit", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("a", 900)) }, false},
		{"non-ASCII path under the limit", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("é", 150)) }, false},
		{"ASCII path over the limit", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("a", 1000)) }, true},
		// A relative reference copies its base: 991 bytes of it and 10 of
		// the query, and 991 and 9.
		{"long base", func() (*URL, error) { return ParseWithBase("?123456789", "http://h/"+strings.Repeat("a", 982)) }, true},
		{"long base at the limit", func() (*URL, error) { return ParseWithBase("?12345678", "http://h/"+strings.Repeat("a", 982)) }, false},
		// An encoding override writes up to 14 bytes for one: 80 bytes
		// that become 1120, and 70 that become 980.
		{"Shift_JIS query", func() (*URL, error) { return sjis.Parse("http://h/?"+strings.Repeat("\xff", 80), "") }, true},
		{"Shift_JIS query under the limit", func() (*URL, error) { return sjis.Parse("http://h/?"+strings.Repeat("\xff", 70), "") }, false},
	}
	for _, tt := range tests {
		u, err := tt.parse()
		if got := errors.Is(err, ErrTooLong); got != tt.tooLong {
			t.Errorf("%s: error %v, want ErrTooLong %v", tt.name, err, tt.tooLong)
		}
		if err == nil && len(u.String()) > hrefLimit {
			t.Errorf("%s: a URL of %d bytes, more than the limit", tt.name, len(u.String()))
		}
	}

	// A setter whose result would be too long leaves the URL as it was.
	for _, set := range []struct {
		name string
		f    func(*URL)
	}{
		{"SetPathname", func(u *URL) { u.SetPathname(strings.Repeat("\xff", 200)) }},
		{"SetHash", func(u *URL) { u.SetHash(strings.Repeat("a", 990)) }},
		{"SetHostname", func(u *URL) { u.SetHostname(strings.Repeat("ß.", 125)) }}, // 250 bytes, 1000 as Punycode
	} {
		u, _ := Parse("http://h/p?q#f")
		set.f(u)
		if u.String() != "http://h/p?q#f" {
			t.Errorf("%s: the URL became %d bytes long", set.name, len(u.String()))
		}
	}
}
