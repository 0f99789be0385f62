// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url/mimetype"
)

// Parse reads a Content-Type as a browser does, and String writes it in
// the standard's form.
func ExampleParse() {
	m, err := mimetype.Parse(` Text/HTML; Charset="utf-8"; charset=latin1; q="a\"b"`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m)
	fmt.Println(m.Essence(), m.Charset())
	// Output:
	// text/html;charset=utf-8;q="a\"b"
	// text/html utf-8
}

// Only a bad type or subtype fails; errors.Is tells which.
func ExampleError() {
	_, err := mimetype.Parse("text/ html")
	fmt.Println(err)
	fmt.Println(errors.Is(err, mimetype.ErrInvalidSubtype))
	// Output:
	// mimetype: parse "text/ html": subtype is empty or not an HTTP token at offset 5
	// true
}

// ParseBytes reads a header's bytes, one code point per byte.
func ExampleParseBytes() {
	m, _ := mimetype.ParseBytes([]byte("text/plain;title=caf\xe9"))
	v, _ := m.Param("TITLE")
	fmt.Println(v)
	// Output: café
}

// The parts of a MIME type, lowercase but for the values.
func ExampleMIMEType_Params() {
	m, _ := mimetype.Parse("Multipart/Form-Data; Boundary=AbC; x; =y; boundary=other")
	fmt.Println(m.Type(), m.Subtype())
	for _, p := range m.Params() {
		fmt.Printf("%s=%s\n", p.Name, p.Value)
	}
	// Output:
	// multipart form-data
	// boundary=AbC
}

// A service that serves what users upload can refuse the types a browser
// would run script in.
func ExampleMIMEType_IsScriptable() {
	for _, s := range []string{"image/png", "image/svg+xml", "text/html;charset=utf-8", "application/javascript", "application/pdf"} {
		m, _ := mimetype.Parse(s)
		fmt.Println(s, m.IsScriptable() || m.IsJavaScript())
	}
	// Output:
	// image/png false
	// image/svg+xml true
	// text/html;charset=utf-8 true
	// application/javascript true
	// application/pdf true
}

// The groups of the standard.
func ExampleMIMEType_IsImage() {
	for _, s := range []string{"image/webp", "font/woff2", "application/ld+json", "application/zip"} {
		m, _ := mimetype.Parse(s)
		fmt.Println(s, m.IsImage(), m.IsFont(), m.IsJSON(), m.IsArchive(), m.IsZipBased(), m.IsXML(), m.IsAudioOrVideo(), m.IsHTML())
	}
	// Output:
	// image/webp true false false false false false false false
	// font/woff2 false true false false false false false false
	// application/ld+json false false true false false false false false
	// application/zip false false false true true false false false
}

// JavaScriptEssenceMatch tests a script element's type attribute.
func ExampleJavaScriptEssenceMatch() {
	fmt.Println(mimetype.JavaScriptEssenceMatch("Text/JavaScript"), mimetype.JavaScriptEssenceMatch("text/javascript; x=y"))
	// Output: true false
}

// MarshalText and UnmarshalText let a MIMEType be a field of a JSON or
// TOML configuration.
func ExampleMIMEType_UnmarshalText() {
	var m mimetype.MIMEType
	err := m.UnmarshalText([]byte("TEXT/CSS;CHARSET=UTF-8"))
	b, _ := m.MarshalText()
	fmt.Println(string(b), err, m.IsZero())
	// Output: text/css;charset=UTF-8 <nil> false
}
