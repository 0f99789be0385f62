// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"testing"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
)

// TestEncodingName checks encodingName against htmlindex for every
// encoding of the Encoding Standard: the names that matter to the encoder
// agree, and every other encoding is "" (or "single-byte" for the
// ISO-8859 and windows single-byte encodings).
func TestEncodingName(t *testing.T) {
	// The Encoding Standard's names, https://encoding.spec.whatwg.org/#names-and-labels.
	names := []string{"utf-8", "ibm866", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5",
		"iso-8859-6", "iso-8859-7", "iso-8859-8", "iso-8859-8-i", "iso-8859-10", "iso-8859-13",
		"iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u", "macintosh", "windows-874",
		"windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254", "windows-1255",
		"windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic", "gbk", "gb18030", "big5",
		"euc-jp", "iso-2022-jp", "shift_jis", "euc-kr", "replacement", "utf-16be", "utf-16le",
		"x-user-defined"}
	for _, name := range names {
		enc, err := htmlindex.Get(name)
		if err != nil {
			t.Fatalf("htmlindex.Get(%q): %v", name, err)
		}
		want := ""
		switch name {
		case "utf-8", "utf-16be", "utf-16le", "replacement", "shift_jis", "euc-jp", "iso-2022-jp", "big5", "gbk", "gb18030":
			want = name
		case "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-8",
			"iso-8859-8-i", "iso-8859-10", "iso-8859-13", "iso-8859-14", "iso-8859-15", "iso-8859-16",
			"windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254",
			"windows-1255", "windows-1256", "windows-1257", "windows-1258":
			want = "single-byte"
		}
		if got := encodingName(enc); got != want {
			t.Errorf("encodingName(%s) = %q, want %q", name, got, want)
		}
	}
}

// TestISO2022JP checks the ISO-2022-JP encoder's states through a form
// encoded in it.
func TestISO2022JP(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a", "a=a"},                                    // ASCII stays ASCII
		{"あ", "a=%1B%24B%24%22%1B%28B"},                 // jis0208, then back to ASCII at the end
		{"¥‾", "a=%1B%28J%5C%7E%1B%28B"},                // Roman for U+00A5 and U+203E
		{"あa", "a=%1B%24B%24%22%1B%28Ba"},               // back to ASCII before an ASCII byte
		{"ｱ", "a=%1B%24B%25%22%1B%28B"},                 // halfwidth katakana as its full-width form
		{"−", "a=%1B%24B%21%5D%1B%28B"},                 // U+2212 as U+FF0D
		{"😀", "a=%26%23128512%3B"},                      // not in the index
		{"あ😀", "a=%1B%24B%24%22%1B%28B%26%23128512%3B"}, // back to ASCII before the error
		{"\x1b", "a=%26%2365533%3B"},                    // ESC in ASCII is an error with U+FFFD
	}
	for _, tt := range tests {
		got := NewSearchParamsFromPairs([][2]string{{"a", tt.in}}).Encode(japanese.ISO2022JP)
		if got != tt.want {
			t.Errorf("Encode(%q) in ISO-2022-JP = %q, want %q", tt.in, got, tt.want)
		}
	}
}
