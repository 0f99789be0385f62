// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"
)

// The application/x-www-form-urlencoded parser and serializer, for UTF-8,
// in one pass over their input each.
//
// The parser finds the '&' and '=' of a pair and learns whether its name
// and value need decoding in one loop with a table lookup per byte
// (scanFormPair). Most names and values need none: they are slices of the
// input. Those that do are decoded one after the other into one buffer, so
// that a list costs two allocations (the pairs and the decoded bytes)
// whatever its length, and UTF-8 validation runs only on those with a
// byte, or an escape, from 0x80.
//
// The serializer writes each byte with one lookup in a table of encoded
// forms and one four-byte store (putFormPairs), into a buffer with room
// for the longest the serialization can be: on the stack for most lists,
// so that the string is the one allocation.
//
// On the 20-pair query of BenchmarkQuery, NewSearchParams and String take
// about 0.22x the instructions of net/url's ParseQuery and Encode, in 4
// allocations (callgrind, tools/instr -op=query).

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

// scanFormPair splits the bytes of s up to its first '&' (or its end),
// whose length it returns, into a name and a value, as the
// application/x-www-form-urlencoded parser does before decoding them: the
// name is the bytes up to the first '=' and the value the bytes after it;
// without an '=', the name is the bytes and the value is empty. It also
// returns their classes: what in them needs decoding.
func scanFormPair(s string) (name, value string, nameClass, valueClass uint8, end int) {
	eq := -1
	class := uint8(0)
	j := 0
	for ; j < len(s); j++ {
		c := formParseClass[s[j]]
		switch {
		case c == 0:
			continue
		case c == formAmp:
		case c == formEq && eq < 0:
			eq, nameClass, class = j, class, 0
			continue
		case c == formPercent && j+1 < len(s) && s[j+1] >= '8':
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
		return s[:j], "", class, 0, j
	}
	return s[:eq], s[eq+1 : j], nameClass, class, j
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
		name, value, nameClass, valueClass, end := scanFormPair(input[i:])
		if end > 0 {
			// A name or value without '+', '%' or non-ASCII bytes stays as
			// it is; the others are decoded.
			if (nameClass|valueClass)&formDecode != 0 && buf == nil {
				buf = make([]byte, len(input)-i)
			}
			if nameClass != 0 {
				name, n = decodeFormInto(buf, n, name, nameClass)
			}
			if valueClass != 0 {
				value, n = decodeFormInto(buf, n, value, valueClass)
			}
			output = append(output, tuple{name, value})
		}
		i += end + 1
	}
	return output
}

// decodeFormInto replaces each '+' in s by a space, percent-decodes it,
// and UTF-8 decodes it without BOM (decodeFormComponent), as far as its
// class (from scanFormPair) says there is something to do. The bytes go
// into buf from n on; it returns the result and the index in buf after it.
func decodeFormInto(buf []byte, n int, s string, class uint8) (string, int) {
	if class&formDecode != 0 {
		m := n + percentDecodeTo(buf[n:], s, true)
		// buf[n:m] is not written again: the string may take it as it is.
		s, n = finishedString(buf[n:m:m]), m
	}
	if class&formHigh != 0 {
		s = utf8DecodeWithoutBOM(s)
	}
	return s, n
}

// formEncoded is, for each byte, what the serializer writes for it, as a
// little-endian word: its first three bytes are the output ("%XX", '+' for
// the space, or the byte itself when it is not in the
// application/x-www-form-urlencoded percent-encode set) and its last byte
// is the output's length. Every byte from 0x80 is in the set.
var formEncoded = func() (t [256]uint32) {
	const hex = "0123456789ABCDEF"
	// formSet's value, not formSet: this initialization runs in every
	// program, and would otherwise keep formSet's data in it.
	set := encodeSet{formASCII & allBytes, formASCII >> 64, allBytes, allBytes}
	for b := 0; b < 0x100; b++ {
		switch {
		case b == ' ':
			t[b] = 1<<24 | '+'
		case set.contains(byte(b)):
			t[b] = 3<<24 | uint32(hex[b&15])<<16 | uint32(hex[b>>4])<<8 | '%'
		default:
			t[b] = 1<<24 | uint32(b)
		}
	}
	return
}()

// formStackSize is the size of the serializer's buffer on the stack: a
// list whose serialization is sure to fit (each byte of its names and
// values may become three) is written there and copied once into its
// string; a longer one is written into a buffer of that bound on the heap,
// and copied likewise.
const formStackSize = 1024

// formSlack is the room putFormPairs needs past what it writes for its
// loop without bounds checks: it writes four bytes for each byte of input,
// of which it keeps one to three.
const formSlack = 3

// serializeFormUTF8 is serializeForm for UTF-8, or ok false when a name or
// value is not valid UTF-8.
// See https://url.spec.whatwg.org/#concept-urlencoded-serializer.
func serializeFormUTF8(list []tuple) (string, bool) {
	var stack [formStackSize]byte
	buf := stack[:]
	if bound := formBound(list); bound > len(buf) {
		return serializeFormUTF8Long(list, bound)
	}
	n, ok := putFormPairs(buf, list)
	if !ok {
		return "", false
	}
	return string(buf[:n]), true
}

// serializeFormUTF8Long is serializeFormUTF8 for a list whose bound does
// not fit on the stack. A buffer at least half used becomes the string as
// it is: copying it took as much again (18 bytes allocated per byte of
// U+FFFD in the list, 9 now); one mostly unused is copied, so that the
// string does not keep up to three times its length alive.
func serializeFormUTF8Long(list []tuple, bound int) (string, bool) {
	buf := make([]byte, bound)
	n, ok := putFormPairs(buf, list)
	switch {
	case !ok:
		return "", false
	case 2*n >= len(buf):
		return finishedString(buf[:n]), true // buf is not written again
	}
	return string(buf[:n]), true
}

// formBound returns the longest that the serialization of list can be,
// formSlack included: three bytes for each byte of the names and values,
// and '&' and '=' for each pair.
func formBound(list []tuple) int {
	bound := formSlack
	for _, t := range list {
		bound += 3*(len(t.name)+len(t.value)) + 2
	}
	return bound
}

// putFormPairs writes the serialization of list into buf, which has room
// for formBound(list) bytes, and returns its length, or false when a name
// or value is not valid UTF-8.
//
// Each byte of a name or value is one table lookup and one four-byte store
// (putFormBytes), without a branch: the room is checked once, and no byte
// moves n by more than three.
func putFormPairs(buf []byte, list []tuple) (int, bool) {
	buf = buf[:formBound(list)]
	n := 0
	for i := range list {
		name, value := list[i].name, list[i].value
		// If output is not the empty string, append '&'. Append name and
		// value, each percent-encoded with the application/x-www-form-
		// urlencoded percent-encode set and spaces as '+', with '='
		// between them.
		if i > 0 {
			buf[n] = '&'
			n++
		}
		var high byte
		n, high = putFormBytes(buf, n, name)
		if high >= utf8.RuneSelf && !utf8.ValidString(name) {
			return n, false
		}
		buf[n] = '='
		n++
		n, high = putFormBytes(buf, n, value)
		if high >= utf8.RuneSelf && !utf8.ValidString(value) {
			return n, false
		}
	}
	return n, true
}

// putFormBytes writes s at buf[n:], each byte as formEncoded gives it: the
// encoded form in the low three bytes (written as four, unused ones
// included) and its length in the high byte. The caller has made room for
// 3*len(s)+formSlack bytes after n (putFormPairs). It returns the index
// after s and the OR of the bytes of s (from 0x80 when s has a byte that
// is not ASCII). A four-byte store, rather than a switch on the byte's
// class, keeps the loop free of branches on the byte.
func putFormBytes(buf []byte, n int, s string) (int, byte) {
	high := byte(0)
	for i := 0; i < len(s); i++ {
		b := s[i]
		e := formEncoded[b]
		binary.LittleEndian.PutUint32(buf[n:], e)
		n += int(e >> 24)
		high |= b
	}
	return n, high
}
