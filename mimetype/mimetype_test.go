// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype_test

import (
	"errors"
	"testing"

	"github.com/weburl/url/mimetype"
)

// TestParseErrors checks the reason and offset of each failure.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		in     string
		want   error
		offset int
	}{
		{"", mimetype.ErrInvalidType, 0},               // nothing
		{" /html", mimetype.ErrInvalidType, 1},         // empty type after the whitespace
		{"te xt/html", mimetype.ErrInvalidType, 0},     // space in the type
		{"text", mimetype.ErrNoSubtype, 4},             // no "/"
		{"text/", mimetype.ErrInvalidSubtype, 5},       // empty subtype
		{"text/ html", mimetype.ErrInvalidSubtype, 5},  // space before the subtype
		{"text/h(t)ml", mimetype.ErrInvalidSubtype, 5}, // "(" in the subtype
		{"text/;a=b", mimetype.ErrInvalidSubtype, 5},   // empty subtype before ";"
		{"t\u00e9xt/html", mimetype.ErrInvalidType, 0}, // not ASCII
	} {
		_, err := mimetype.Parse(c.in)
		var e *mimetype.Error
		if !errors.Is(err, c.want) || !errors.As(err, &e) || e.Offset != c.offset || e.Input != c.in {
			t.Errorf("Parse(%q): %v, want %v at offset %d", c.in, err, c.want, c.offset)
		}
	}
}

// TestParseBytes checks that each byte is one code point: 0xE9 is é, not
// invalid UTF-8.
func TestParseBytes(t *testing.T) {
	m, err := mimetype.ParseBytes([]byte("text/plain;title=caf\xe9;x=\xc3\xa9"))
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := m.Param("title"); v != "café" {
		t.Errorf("title = %q, want %q", v, "café")
	}
	if v, _ := m.Param("x"); v != "Ã©" {
		t.Errorf("x = %q, want %q", v, "Ã©")
	}
	// The same string as UTF-8: 0xE9 alone is U+FFFD, and the parameter is
	// skipped.
	m, _ = mimetype.Parse("text/plain;title=caf\xe9;x=\xc3\xa9")
	if got := m.String(); got != `text/plain;x="é"` {
		t.Errorf("Parse = %q", got)
	}
}

// TestGroups checks each group predicate on a MIME type in it and one
// just outside it.
func TestGroups(t *testing.T) {
	groups := map[string]func(mimetype.MIMEType) bool{
		"image":        mimetype.MIMEType.IsImage,
		"audio/video":  mimetype.MIMEType.IsAudioOrVideo,
		"font":         mimetype.MIMEType.IsFont,
		"zip-based":    mimetype.MIMEType.IsZipBased,
		"archive":      mimetype.MIMEType.IsArchive,
		"xml":          mimetype.MIMEType.IsXML,
		"html":         mimetype.MIMEType.IsHTML,
		"scriptable":   mimetype.MIMEType.IsScriptable,
		"javascript":   mimetype.MIMEType.IsJavaScript,
		"json":         mimetype.MIMEType.IsJSON,
		"not in a set": func(mimetype.MIMEType) bool { return false },
	}
	cases := []struct {
		in     string
		groups []string
	}{
		{"IMAGE/PNG", []string{"image"}},
		{"image/svg+xml", []string{"image", "xml", "scriptable"}},
		{"audio/mpeg", []string{"audio/video"}},
		{"application/ogg", []string{"audio/video"}},
		{"font/woff2", []string{"font"}},
		{"application/vnd.ms-fontobject", []string{"font"}},
		{"application/epub+zip", []string{"zip-based"}},
		{"application/zip", []string{"zip-based", "archive"}},
		{"application/x-gzip", []string{"archive"}},
		{"text/xml", []string{"xml", "scriptable"}},
		{"application/xhtml+xml", []string{"xml", "scriptable"}},
		{"text/html;charset=utf-8", []string{"html", "scriptable"}},
		{"application/pdf", []string{"scriptable"}},
		{"text/javascript1.5", []string{"javascript"}},
		{"Application/X-JavaScript", []string{"javascript"}},
		{"text/javascript2.0", nil},
		{"application/json", []string{"json"}},
		{"text/json", []string{"json"}},
		{"application/ld+json", []string{"json"}},
		{"text/plain", nil},
		{"application/xml-dtd", nil},
		{"imagex/png", nil},
	}
	for _, c := range cases {
		m, err := mimetype.Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		for name, is := range groups {
			want := false
			for _, g := range c.groups {
				want = want || g == name
			}
			if is(m) != want {
				t.Errorf("%q in %s: %v, want %v", c.in, name, is(m), want)
			}
		}
	}
}

// TestJavaScriptEssenceMatch checks the match on strings, which are not
// parsed.
func TestJavaScriptEssenceMatch(t *testing.T) {
	for s, want := range map[string]bool{
		"text/javascript": true, "TEXT/JSCRIPT": true, "text/livescript": true, "application/ecmascript": true,
		"text/javascript;charset=utf-8": false, " text/javascript": false, "text/javascript1.6": false,
		"module": false, "": false, "text/\u212Aavascript": false,
	} {
		if got := mimetype.JavaScriptEssenceMatch(s); got != want {
			t.Errorf("JavaScriptEssenceMatch(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestZero checks the zero MIMEType, which no parse returns.
func TestZero(t *testing.T) {
	var m mimetype.MIMEType
	if !m.IsZero() || m.String() != "" || m.Type() != "" || m.Subtype() != "" || m.IsJavaScript() || m.Charset() != "" {
		t.Errorf("zero MIMEType: %q %q %q", m, m.Type(), m.Subtype())
	}
	if err := m.UnmarshalText([]byte("Text/Plain;A=B")); err != nil || m.String() != "text/plain;a=B" {
		t.Errorf("UnmarshalText: %q, %v", m, err)
	}
	if err := m.UnmarshalText([]byte("text")); err == nil || m.String() != "text/plain;a=B" {
		t.Errorf("UnmarshalText of a bad type: %q, %v", m, err)
	}
}
