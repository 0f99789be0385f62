// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package mimetype parses and serializes MIME types as the MIME Sniffing
// Standard says browsers do, and names the standard's MIME type groups
// (HTML, JavaScript, JSON, XML, image, and so on).
//
// It differs from mime.ParseMediaType, which follows RFC 2045 and RFC 2231,
// where browsers differ from those: a parameter that is not valid is
// skipped rather than failing the whole type ("text/html;charset=" is
// text/html), the first of two parameters with the same name is kept
// rather than failing, a quoted value may run on after its closing quote
// (charset="x"y is x), and RFC 2231's extended and continued parameters
// (title*, a*0) are parameters like any other, their values not
// decoded. A MIME type that parses serializes to a string that parses to
// the same MIME type.
//
// Strings are Go strings of code points in UTF-8: a byte that is not part
// of valid UTF-8 reads as U+FFFD, which no part of a MIME type may hold.
// For a header value read as bytes, where each byte is one code point
// (isomorphic decode), use ParseBytes.
//
// See https://mimesniff.spec.whatwg.org/#understanding-mime-types.
package mimetype

// A MIMEType is a parsed MIME type: a type, a subtype and an ordered list
// of parameters. The zero MIMEType is not a MIME type: IsZero reports it,
// and its String is "". MIMETypes are values; copying one is cheap and
// shares nothing that changes. Its strings share the memory of the string
// it was parsed from, as substrings do.
// See https://mimesniff.spec.whatwg.org/#mime-type-representation.
type MIMEType struct {
	essence string  // type "/" subtype, in ASCII lowercase
	slash   int     // index of "/" in essence
	params  []Param // in input order, names distinct and lowercase
}

// A Param is one parameter of a MIME type: its name in ASCII lowercase and
// its value, which holds only HTTP quoted-string token code points (tab,
// U+0020 to U+007E, U+0080 to U+00FF).
type Param struct {
	Name, Value string
}

// IsZero reports whether m is the zero MIMEType, which no parse returns.
func (m MIMEType) IsZero() bool { return m.essence == "" }

// Type returns m's type in ASCII lowercase, as "text" in "text/html".
// See https://mimesniff.spec.whatwg.org/#type.
func (m MIMEType) Type() string { return m.essence[:m.slash] }

// Subtype returns m's subtype in ASCII lowercase, as "html" in
// "text/html".
// See https://mimesniff.spec.whatwg.org/#subtype.
func (m MIMEType) Subtype() string {
	if m.essence == "" {
		return ""
	}
	return m.essence[m.slash+1:]
}

// Essence returns m's type, "/", and its subtype, with no parameters.
// See https://mimesniff.spec.whatwg.org/#mime-type-essence.
func (m MIMEType) Essence() string { return m.essence }

// Params returns m's parameters in the order they came in: a new slice
// each call, which the caller may change.
// See https://mimesniff.spec.whatwg.org/#parameters.
func (m MIMEType) Params() []Param { return append([]Param(nil), m.params...) }

// Param returns the value of m's parameter name, matched ASCII
// case-insensitively, and whether m has it.
func (m MIMEType) Param(name string) (string, bool) {
	for _, p := range m.params {
		if asciiEqualFold(p.Name, name) {
			return p.Value, true
		}
	}
	return "", false
}

// Charset returns the value of m's charset parameter, as it is (for
// example "UTF-8" or "shift_jis"), or "" when m has none. It is an
// encoding's label; the Encoding Standard's get an encoding (in
// golang.org/x/text/encoding/htmlindex) maps it to an encoding.
func (m MIMEType) Charset() string {
	v, _ := m.Param("charset")
	return v
}

// String returns m serialized: its essence and each parameter as
// ";name=value", the value in a quoted string, with "\" before each `"`
// and "\", when it is empty or has a code point that is not an HTTP token
// code point.
// See https://mimesniff.spec.whatwg.org/#serialize-a-mime-type.
func (m MIMEType) String() string {
	if len(m.params) == 0 {
		return m.essence
	}
	return string(m.AppendText(nil))
}

// AppendText appends m's serialization (String) to b. It implements
// encoding.TextAppender.
func (m MIMEType) AppendText(b []byte) []byte {
	// Let serialization be type, "/", subtype.
	b = append(b, m.essence...)
	for _, p := range m.params {
		// Append ";", name, "=".
		b = append(b, ';')
		b = append(b, p.Name...)
		b = append(b, '=')
		// A value that is empty or not all HTTP token code points is
		// quoted, with "\" before each `"` and "\".
		if p.Value != "" && isToken(p.Value) {
			b = append(b, p.Value...)
			continue
		}
		b = append(b, '"')
		for i := 0; i < len(p.Value); i++ {
			if c := p.Value[i]; c == '"' || c == '\\' {
				b = append(b, '\\')
			}
			b = append(b, p.Value[i])
		}
		b = append(b, '"')
	}
	return b
}

// MarshalText returns String's bytes. It implements
// encoding.TextMarshaler.
func (m MIMEType) MarshalText() ([]byte, error) { return m.AppendText(nil), nil }

// UnmarshalText parses text as Parse does into m. It implements
// encoding.TextUnmarshaler.
func (m *MIMEType) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// asciiEqualFold reports whether a and b are an ASCII case-insensitive
// match: equal once A-Z are mapped to a-z, and nothing else.
// See https://infra.spec.whatwg.org/#ascii-case-insensitive.
func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if asciiLower(a[i]) != asciiLower(b[i]) {
			return false
		}
	}
	return true
}

// asciiLower returns c in ASCII lowercase.
func asciiLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
