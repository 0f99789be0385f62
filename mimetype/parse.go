// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype

import (
	"errors"
	"strconv"
	"unicode/utf8"
)

// The reasons Parse fails, in the order of the standard's steps; an *Error
// wraps one of them.
var (
	// ErrInvalidType: the type, before the first "/", is empty or has a
	// code point that is not an HTTP token code point ("", " /html" after
	// trimming cannot happen, "te xt/html", "/html").
	ErrInvalidType = errors.New("type is empty or not an HTTP token")
	// ErrNoSubtype: there is no "/" after the type ("text").
	ErrNoSubtype = errors.New("no \"/\" after the type")
	// ErrInvalidSubtype: the subtype, between "/" and the first ";" less
	// trailing HTTP whitespace, is empty or has a code point that is not
	// an HTTP token code point ("text/", "text/ html", "text/h(t)ml").
	ErrInvalidSubtype = errors.New("subtype is empty or not an HTTP token")
)

// An Error says why Parse failed: Err is one of ErrInvalidType,
// ErrNoSubtype and ErrInvalidSubtype, and Offset the byte offset in Input
// where the part that failed begins.
type Error struct {
	Input  string
	Offset int
	Err    error
}

// Error returns `mimetype: parse "input": reason at offset n`, the input
// quoted by strconv.Quote and cut to 64 bytes.
func (e *Error) Error() string {
	in := e.Input
	if len(in) > 64 {
		in = in[:64] + "..."
	}
	return "mimetype: parse " + strconv.Quote(in) + ": " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset)
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// Parse parses s as a MIME type, as browsers read a Content-Type: the
// type and subtype in ASCII lowercase, and each parameter whose name is an
// HTTP token and whose value holds only HTTP quoted-string token code
// points, the first of each name. Other parameters are skipped, not
// errors. It fails, with an *Error, only when the type or the subtype is
// not valid.
// See https://mimesniff.spec.whatwg.org/#parse-a-mime-type.
func Parse(s string) (MIMEType, error) {
	// Remove leading and trailing HTTP whitespace from input.
	start, end := 0, len(s)
	for start < end && isHTTPWhitespace(s[start]) {
		start++
	}
	for end > start && isHTTPWhitespace(s[end-1]) {
		end--
	}
	input := s[:end]
	position := start

	// Let type be the code points up to "/"; it must be a non-empty
	// HTTP token.
	typeEnd := position + tokenRun(input[position:])
	if typeEnd == len(input) && typeEnd > position {
		// A token that runs to the end: "text".
		return MIMEType{}, &Error{s, typeEnd, ErrNoSubtype}
	}
	if typeEnd == position || input[typeEnd] != '/' {
		// "/html", "te xt/html", "text;a=b".
		return MIMEType{}, &Error{s, start, ErrInvalidType}
	}
	slash := typeEnd - start
	// Skip "/"; let subtype be the code points up to ";", less trailing
	// HTTP whitespace; it must be a non-empty HTTP token.
	position = typeEnd + 1
	subStart := position
	subEnd := position + tokenRun(input[position:])
	position = subEnd
	for position < len(input) && input[position] != ';' {
		if !isHTTPWhitespace(input[position]) {
			// "text/h(t)ml", "text/ html".
			return MIMEType{}, &Error{s, subStart, ErrInvalidSubtype}
		}
		position++
	}
	if subEnd == subStart {
		// "text/", "text/;a=b".
		return MIMEType{}, &Error{s, subStart, ErrInvalidSubtype}
	}
	// The type and subtype in ASCII lowercase; most are already, and then
	// the essence is the input's own bytes.
	m := MIMEType{essence: lower(input[start:subEnd]), slash: slash}
	if position < len(input) {
		m.params = parseParameters(input, position)
	}
	return m, nil
}

// parseParameters returns the parameters of input from position, at a
// ";": the loop of the parser's step 11.
// See https://mimesniff.spec.whatwg.org/#parse-a-mime-type.
func parseParameters(input string, position int) []Param {
	var params []Param
	for position < len(input) {
		// Skip ";" and the HTTP whitespace after it.
		position++
		for position < len(input) && isHTTPWhitespace(input[position]) {
			position++
		}
		// Let parameterName be the code points up to ";" or "=".
		nameStart := position
		for position < len(input) && input[position] != ';' && input[position] != '=' {
			position++
		}
		name := input[nameStart:position]
		if position < len(input) {
			if input[position] == ';' {
				// "a;b": a name with no value.
				continue
			}
			// Skip "=".
			position++
		}
		if position >= len(input) {
			break
		}
		var value string
		if input[position] == '"' {
			// A quoted string, and whatever follows it up to ";".
			value, position = collectQuotedString(input, position)
			for position < len(input) && input[position] != ';' {
				position++
			}
		} else {
			// The code points up to ";", less trailing HTTP whitespace;
			// an empty value skips the parameter.
			valueStart := position
			for position < len(input) && input[position] != ';' {
				position++
			}
			valueEnd := position
			for valueEnd > valueStart && isHTTPWhitespace(input[valueEnd-1]) {
				valueEnd--
			}
			if valueEnd == valueStart {
				continue
			}
			value = input[valueStart:valueEnd]
		}
		// Keep a parameter whose name is a non-empty HTTP token and whose
		// value is HTTP quoted-string token code points, unless its name
		// is already there.
		if name == "" || tokenRun(name) != len(name) || !isQuotedStringTokens(value) {
			continue
		}
		if !hasParam(params, name) {
			params = append(params, Param{lower(name), value})
		}
	}
	return params
}

// hasParam reports whether params has name, in ASCII lowercase or not.
func hasParam(params []Param, name string) bool {
	for _, p := range params {
		if asciiEqualFold(p.Name, name) {
			return true
		}
	}
	return false
}

// collectQuotedString collects an HTTP quoted string with extract-value
// set from input at position, which is at `"`: the code points up to the
// next unescaped `"` with each "\" dropped before the code point it
// escapes; a "\" at the end stays. It returns the value and the position
// after the closing `"` (or the end).
// See https://fetch.spec.whatwg.org/#collect-an-http-quoted-string.
func collectQuotedString(input string, position int) (string, int) {
	position++
	start := position
	// Most values have no "\": they are the input's own bytes.
	for position < len(input) && input[position] != '"' && input[position] != '\\' {
		position++
	}
	if position == len(input) || input[position] == '"' {
		value := input[start:position]
		if position < len(input) {
			position++
		}
		return value, position
	}
	b := []byte(input[start:position])
	for position < len(input) {
		c := input[position]
		position++
		switch c {
		case '"':
			return string(b), position
		case '\\':
			if position == len(input) {
				// A "\" at the end stays.
				return string(append(b, '\\')), position
			}
			// The code point after "\", whole: a multi-byte one too.
			_, n := utf8.DecodeRuneInString(input[position:])
			b = append(b, input[position:position+n]...)
			position += n
		default:
			b = append(b, c)
		}
	}
	return string(b), position
}

// lower returns s in ASCII lowercase, s itself when it has no uppercase
// letter.
// See https://infra.spec.whatwg.org/#ascii-lowercase.
func lower(s string) string {
	i := 0
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		b[i] = asciiLower(b[i])
	}
	return string(b)
}

// ParseBytes parses b, a header value's bytes, as a MIME type: each byte
// is one code point (U+0000 to U+00FF), as Fetch reads headers, so a
// parameter value may hold bytes 0x80 to 0xFF; the MIMEType holds them in
// UTF-8.
// See https://mimesniff.spec.whatwg.org/#parse-a-mime-type-from-bytes.
func ParseBytes(b []byte) (MIMEType, error) {
	return Parse(isomorphicDecode(b))
}

// isomorphicDecode returns the string of the code points whose values are
// b's bytes, in UTF-8.
// See https://infra.spec.whatwg.org/#isomorphic-decode.
func isomorphicDecode(b []byte) string {
	s := make([]byte, 0, len(b))
	for _, c := range b {
		s = utf8.AppendRune(s, rune(c))
	}
	return string(s)
}
