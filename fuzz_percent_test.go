// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestKeptClass checks that every byte keptClass's bit has in fastClass is
// one the set leaves as it is: appendUTF8PercentEncoded copies those bytes
// without asking the set.
func TestKeptClass(t *testing.T) {
	for _, es := range encodeSets {
		kept := keptClass(es.set)
		for c := 0; c < 256; c++ {
			if fastClass[c]&kept != 0 && es.set.contains(byte(c)) {
				t.Errorf("%s set: byte %#x has class %#x but is in the set", es.name, c, kept)
			}
		}
	}
	for _, set := range []*encodeSet{&pathSet, &querySet, &specialQuerySet, &fragmentSet} {
		if keptClass(set) == 0 {
			t.Errorf("keptClass(%x) = 0: a set the parser's states use has no class", *set)
		}
	}
}

// slowUTF8PercentEncode is the standard's UTF-8 percent-encode, code point
// by code point: a code point in set becomes the percent-encoding of each
// byte of its UTF-8 (U+FFFD for a byte of invalid UTF-8), any other stays.
// See https://url.spec.whatwg.org/#string-utf-8-percent-encode.
func slowUTF8PercentEncode(s string, set *encodeSet) string {
	var b []byte
	for _, r := range s { // a byte of invalid UTF-8 is read as U+FFFD
		if r < utf8.RuneSelf && !set.contains(byte(r)) {
			b = append(b, byte(r))
			continue
		}
		for _, c := range []byte(string(r)) {
			b = appendPercentByte(b, c)
		}
	}
	return string(b)
}

// checkPercentEncode checks appendUTF8PercentEncoded against
// slowUTF8PercentEncode with every set, and after a prefix in dst.
func checkPercentEncode(t *testing.T, s string) {
	t.Helper()
	for _, es := range encodeSets {
		want := slowUTF8PercentEncode(s, es.set)
		if got := string(appendUTF8PercentEncoded(nil, s, es.set)); got != want {
			t.Errorf("appendUTF8PercentEncoded(%q, %s set) = %q, want %q", s, es.name, got, want)
		}
		if got := string(appendUTF8PercentEncoded([]byte("x"), s, es.set)); got != "x"+want {
			t.Errorf("appendUTF8PercentEncoded(%q, %q, %s set) = %q, want %q", "x", s, es.name, got, "x"+want)
		}
	}
}

func TestAppendUTF8PercentEncoded(t *testing.T) {
	for _, s := range []string{
		"", "a", "someone@example.com", "text/plain;base64,SGVsbG8=", "q=a b", "a'b#c",
		"\xff", "\xff\xfe", "é", "\xe2\x82", "\xe2\x82\xac", "\xf0\x9f\x92\xa9x", "\xed\xa0\x80",
		"<>`{}^?#\\ \"", "\x00\x1f\x7f\x80", strings.Repeat("abcdefgh", 5) + " " + strings.Repeat("\xff", 9),
		strings.Repeat("a/b", 20) + "\x01", "/%2e/%2E%2e/",
	} {
		checkPercentEncode(t, s)
	}
}

func FuzzAppendUTF8PercentEncoded(f *testing.F) {
	for _, s := range []string{"someone@example.com", "q=a b", "\xff\xfea", "é€💩", "a'`#?\\"} {
		f.Add(s)
	}
	f.Fuzz(checkPercentEncode)
}

// TestPathRunSegments checks the path state's runs (appendPathRun) on
// paths its shortcuts take and leave: dot segments in each spelling, after
// and before bytes to encode and backslashes, and a file URL's drive letter
// after the path was shortened to nothing. Each want follows the path
// state's steps by hand.
func TestPathRunSegments(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://example.com", "https://example.com/"},
		{"https://example.com?q", "https://example.com/?q"},
		{"https://example.com/a/./b/../c", "https://example.com/a/c"},
		{"https://example.com/a/b/..", "https://example.com/a/"},
		{"https://example.com/a/b/.", "https://example.com/a/b/"},
		{"https://example.com/a/%2e%2E/c?x#y", "https://example.com/c?x#y"},
		{"https://example.com/a/%2e%2f/c", "https://example.com/a/%2e%2f/c"},
		{"https://example.com/.a/..b/...", "https://example.com/.a/..b/..."},
		{"https://example.com/a//b/", "https://example.com/a//b/"},
		{"https://example.com/a b/./c", "https://example.com/a%20b/c"},
		{"https://example.com/a/b c/../d", "https://example.com/a/d"},
		{`https://example.com/a\.\b/..\c`, "https://example.com/a/c"},
		{"https://example.com/../../a", "https://example.com/a"},
		{"sc:/a/./b/../c", "sc:/a/c"},
		{`sc://h/a\./b`, `sc://h/a\./b`},
		{"sc:/..//x", "sc:/.//x"},
		{"file:///C|/../../d", "file:///C:/d"},
		{"file:///a/../C|/x", "file:///C:/x"},
		{"file:///C|", "file:///C:"},
		{"file:///x/C|/y", "file:///x/C|/y"},
		{"http://h/a?b#c/./d", "http://h/a?b#c/./d"},
	} {
		u, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := u.String(); got != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
