// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"
)

// The application/x-www-form-urlencoded parser and serializer, for UTF-8,
// in one pass over their input each. The parser finds the '&' and '=' of
// a pair and learns whether its name and value need decoding in the same
// scan (most need none: they are returned as slices of the input); the
// serializer sizes its output with one table lookup per byte and writes it
// with another, into one allocation that becomes the string.
//
// Measured with callgrind (tools/instr -op=query) on the 20-pair query of
// BenchmarkQuery, NewSearchParams and String took 32180 instructions
// (net/url's ParseQuery and Encode: 59700); with these, 19070 (0.32x).

// Byte classes for the parser: the bytes that make it decode a name or
// value, which it otherwise returns as it is.
const (
	formDecode = 1 << iota // '+' and '%' are decoded
	formHigh               // from 0x80: UTF-8 decoding may replace it
)

var formParseClass = func() (t [256]uint8) {
	t['+'], t['%'] = formDecode, formDecode
	for b := 0x80; b < 0x100; b++ {
		t[b] = formHigh
	}
	return
}()

// formPercentEncoded is, for each byte, how many bytes the serializer adds
// to it: 2 for a byte in the application/x-www-form-urlencoded
// percent-encode set ("%XX" for one byte), 0 for the others and for the
// space, which becomes '+'. Every byte from 0x80 is in the set.
var formPercentEncoded = func() (t [256]uint8) {
	for b := 0; b < 0x100; b++ {
		if b != ' ' && formSet.contains(byte(b)) {
			t[b] = 2
		}
	}
	return
}()

// scanFormPairs calls yield with each name-value pair of input, as the
// application/x-www-form-urlencoded parser makes them, until yield returns
// false.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func scanFormPairs(input string, yield func(name, value string) bool) {
	// Split input on '&' and take each byte sequence in turn. The '&' and
	// '=' are found by strings.IndexByte, which looks at 16 or 32 bytes at
	// a time, and each part's bytes are classified without a branch per
	// byte. (A loop over the bytes that kept a pair's state cost 20
	// instructions a byte; this, 6.)
	for rest := input; rest != ""; {
		bytes := rest
		if i := strings.IndexByte(rest, '&'); i >= 0 {
			bytes, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		// If bytes is the empty byte sequence, then continue.
		if bytes == "" {
			continue
		}
		// The name is bytes up to the first '=' and the value the bytes
		// after it; without an '=', the name is bytes and the value is
		// empty. Each is then decoded.
		name, value := bytes, ""
		if i := strings.IndexByte(bytes, '='); i >= 0 {
			name, value = bytes[:i], bytes[i+1:]
		}
		if !yield(decodeFormPart(name), decodeFormPart(value)) {
			return
		}
	}
}

// decodeFormPart is decodeFormComponent, returning s itself without a call
// when it has no '+', '%' or non-ASCII byte.
func decodeFormPart(s string) string {
	bits := uint8(0)
	for i := 0; i < len(s); i++ {
		bits |= formParseClass[s[i]]
	}
	switch {
	case bits&formDecode != 0:
		return decodeFormComponent(s)
	case bits&formHigh != 0:
		return utf8DecodeWithoutBOM(s)
	}
	return s
}

// serializeFormUTF8 is serializeForm for UTF-8, or ok false when a name or
// value is not valid UTF-8 (which the general serializer replaces).
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func serializeFormUTF8(list []tuple) (string, bool) {
	// The exact length: '&' and '=' for each pair, each byte of the names
	// and values, and two more for each that becomes "%XX".
	size := 2*len(list) - 1
	for _, t := range list {
		n, ok := formEncodedSize(t.name)
		m, ok2 := formEncodedSize(t.value)
		if !ok || !ok2 {
			return "", false
		}
		size += n + m
	}
	out := make([]byte, size)
	n := 0
	for i, t := range list {
		// If output is not the empty string, append '&'. Append name and
		// value, each percent-encoded with the application/x-www-form-
		// urlencoded percent-encode set and spaces as '+', with '='
		// between them.
		if i > 0 {
			out[n] = '&'
			n++
		}
		n = putFormEncoded(out, n, t.name)
		out[n] = '='
		n = putFormEncoded(out, n+1, t.value)
	}
	// out is not written again: the string may take it as it is.
	return unsafeString(out[:n]), true
}

// formEncodedSize returns the length of s percent-encoded for a form, and
// false when s is not valid UTF-8.
func formEncodedSize(s string) (int, bool) {
	n, or := len(s), byte(0)
	for i := 0; i < len(s); i++ {
		n += int(formPercentEncoded[s[i]])
		or |= s[i]
	}
	return n, or < utf8.RuneSelf || utf8.ValidString(s)
}

// putFormEncoded writes s into out at n, percent-encoded for a form, and
// returns the index after it. out has room. (Copying eight bytes at once
// when none changes cost more than it saved: names and values are short.)
func putFormEncoded(out []byte, n int, s string) int {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case formPercentEncoded[b] != 0:
			out[n], out[n+1], out[n+2] = '%', hex[b>>4], hex[b&15]
			n += 3
		case b == ' ':
			out[n] = '+'
			n++
		default:
			out[n] = b
			n++
		}
	}
	return n
}
