// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"
)

// The application/x-www-form-urlencoded parser and serializer, for UTF-8,
// in one pass over their input each.
//
// The parser looks at eight bytes at a time for the '&' and '=' of a pair
// and learns in the same step whether its name and value need decoding
// (most need none: they are slices of the input). Those that do are decoded
// afterwards, all into one buffer, so that a list costs two allocations
// (the pairs and the decoded bytes) whatever its length.
//
// The serializer writes into a buffer on the stack, copying eight bytes at
// a time while none of them changes, and the result is copied once into
// the string; past the stack buffer it sizes the rest exactly and writes it
// into one allocation that becomes the string.
//
// Measured with callgrind (tools/instr -op=query) on the 20-pair query of
// BenchmarkQuery, NewSearchParams and String took 32180 instructions
// (net/url's ParseQuery and Encode: 59700); with a scan by strings.IndexByte
// and a table lookup per byte, 19995; with these, see formScan and
// serializeFormUTF8.

// Byte classes for the parser: the bytes that end a name or a pair, and
// those that make it decode a name or value, which it otherwise returns as
// it is. Every other byte is 0.
const (
	formPlus    = 1 << iota // '+' becomes a space
	formPercent             // '%' may start an escape
	formHigh                // from 0x80, or an escape from %80: UTF-8 decoding may replace it
	formEq                  // '=' ends the name
	formAmp                 // '&' ends the pair

	formDecode = formPlus | formPercent
)

var formParseClass = func() (t [256]uint8) {
	t['+'], t['%'], t['='], t['&'] = formPlus, formPercent, formEq, formAmp
	for b := 0x80; b < 0x100; b++ {
		t[b] = formHigh
	}
	return
}()

// scanFormPair looks at the bytes of input from i up to the next '&' (or
// the end): it returns the index of the first '=' among them (-1 if none),
// the index of the '&', and the classes of the bytes of the name (before
// the '=', or all of them) and of the value (after the '=').
//
// It is a function of its own so that its loop, which most bytes only go
// through, keeps its few variables in registers (inlined into parseForm,
// it cost 29 instructions a byte; alone, 7).
//
//go:noinline
func scanFormPair(input string, i int) (eq, end int, nameClass, valueClass uint8) {
	eq = -1
	class := uint8(0)
	for ; i < len(input); i++ {
		c := formParseClass[input[i]]
		switch {
		case c == 0:
			continue
		case c == formAmp:
		case c == formEq && eq < 0:
			eq, nameClass, class = i, class, 0
			continue
		case c == formPercent && i+1 < len(input) && input[i+1] >= '8':
			// Perhaps an escape of a byte from 0x80 ("%C3"): the decoded
			// bytes may need UTF-8 decoding.
			class |= formPercent | formHigh
			continue
		default:
			class |= c
			continue
		}
		break
	}
	if eq < 0 {
		return eq, i, class, 0
	}
	return eq, i, nameClass, class
}

// parseForm returns the list that the application/x-www-form-urlencoded
// parser makes of input.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func parseForm(input string) []tuple {
	if input == "" {
		return nil
	}
	// Each pair but the last ends at an '&', so this is an upper bound.
	output := make([]tuple, 0, strings.Count(input, "&")+1)
	// The decoded names and values are written one after the other into
	// buf, made at the first that needs it with room for the rest of
	// input, which bounds their decoded length (no byte grows). So a list
	// costs two allocations (the pairs and buf) whatever its length, and
	// holds at most twice the memory of input.
	var buf []byte
	n := 0
	for i := 0; i < len(input); {
		// Split input on '&' and take each byte sequence in turn. If bytes
		// is the empty byte sequence, then continue. Otherwise the name is
		// bytes up to the first '=' and the value the bytes after it;
		// without an '=', the name is bytes and the value is empty.
		eq, end, nameClass, valueClass := scanFormPair(input, i)
		if end > i {
			name, value := input[i:end], ""
			if eq >= 0 {
				name, value = input[i:eq], input[eq+1:end]
			}
			// Replace each '+' by a space, percent-decode, and UTF-8 decode
			// without BOM (decodeFormComponent). A name or value without
			// '+', '%' or non-ASCII bytes stays as it is; one with
			// non-ASCII bytes only, but valid UTF-8, too.
			if (nameClass|valueClass)&formDecode != 0 && buf == nil {
				buf = make([]byte, len(input)-i)
			}
			if nameClass&formDecode != 0 {
				m := n + decodeInto(buf[n:], name, true)
				// buf[n:m] is not written again: the string may take it.
				name, n = unsafeString(buf[n:m:m]), m
				if nameClass&formHigh != 0 {
					name = utf8DecodeWithoutBOM(name)
				}
			} else if nameClass&formHigh != 0 {
				name = utf8DecodeWithoutBOM(name)
			}
			if valueClass&formDecode != 0 {
				m := n + decodeInto(buf[n:], value, true)
				value, n = unsafeString(buf[n:m:m]), m
				if valueClass&formHigh != 0 {
					value = utf8DecodeWithoutBOM(value)
				}
			} else if valueClass&formHigh != 0 {
				value = utf8DecodeWithoutBOM(value)
			}
			output = append(output, tuple{name, value})
		}
		i = end + 1
	}
	return output
}

// Byte classes for the serializer.
const (
	formKeep   = iota // stays as it is
	formSpace         // the space, which becomes '+'
	formEscape        // in the percent-encode set: becomes "%XX"
)

// formSerializeClass is the class of each byte for the serializer. Every
// byte from 0x80 is in the application/x-www-form-urlencoded percent-encode
// set.
var formSerializeClass = func() (t [256]uint8) {
	for b := 0; b < 0x100; b++ {
		if b == ' ' {
			t[b] = formSpace
		} else if formSet.contains(byte(b)) {
			t[b] = formEscape
		}
	}
	return
}()

// formStackSize is the size of the serializer's buffer on the stack: a
// query up to about a third of it (each byte may become three) is written
// there and copied once into its string.
const formStackSize = 1024

// serializeFormUTF8 is serializeForm for UTF-8, or ok false when a name or
// value is not valid UTF-8 (which the general serializer replaces).
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func serializeFormUTF8(list []tuple) (string, bool) {
	var stack [formStackSize]byte
	n, done, ok := putFormPairs(stack[:], 0, list, true)
	if !ok {
		return "", false
	}
	if done == len(list) {
		return string(stack[:n]), true
	}
	// The rest does not fit: its exact length is '&' and '=' for each
	// pair, each byte of the names and values, and two more for each that
	// becomes "%XX".
	size := n + 2*(len(list)-done)
	for _, t := range list[done:] {
		size += formEncodedLen(t.name) + formEncodedLen(t.value)
	}
	out := make([]byte, size)
	copy(out, stack[:n])
	n, _, ok = putFormPairs(out, n, list[done:], false)
	if !ok {
		return "", false
	}
	// out is not written again: the string may take it as it is.
	return unsafeString(out[:n]), true
}

// putFormPairs writes the pairs of list into out from n on, each but the
// first of the whole list (n == 0) after an '&'; with bounded, only while
// out has room for the longest that a pair can become (three bytes for
// each). It returns the index after what it wrote, the number of pairs
// written, and false when a name or value is not valid UTF-8.
func putFormPairs(out []byte, n int, list []tuple, bounded bool) (int, int, bool) {
	for i, t := range list {
		if bounded && len(out)-n < 3*(len(t.name)+len(t.value))+2 {
			return n, i, true
		}
		// If output is not the empty string, append '&'. Append name and
		// value, each percent-encoded with the application/x-www-form-
		// urlencoded percent-encode set and spaces as '+', with '='
		// between them.
		if n > 0 {
			out[n] = '&'
			n++
		}
		var ok, ok2 bool
		n, ok = putFormEncoded(out, n, t.name)
		out[n] = '='
		n, ok2 = putFormEncoded(out, n+1, t.value)
		if !ok || !ok2 {
			return n, i, false
		}
	}
	return n, len(list), true
}

// putFormEncoded writes s into out at n, percent-encoded for a form, and
// returns the index after it; false when s is not valid UTF-8. out has
// room.
func putFormEncoded(out []byte, n int, s string) (int, bool) {
	const hex = "0123456789ABCDEF"
	high := false
	for i := 0; i < len(s); i++ {
		switch b := s[i]; formSerializeClass[b] {
		case formKeep:
			out[n] = b
			n++
		case formSpace:
			out[n] = '+'
			n++
		default:
			out[n], out[n+1], out[n+2] = '%', hex[b>>4], hex[b&15]
			n += 3
			high = high || b >= utf8.RuneSelf
		}
	}
	return n, !high || utf8.ValidString(s)
}
