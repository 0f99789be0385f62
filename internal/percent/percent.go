// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package percent is the URL Standard's percent-decoder, the one of the
// module: the URL parser's (a URL's path, fragment, username and password,
// the form parser's names and values, PathUnescape and QueryUnescape) and
// package dataurl's (a data: URL's body, a chunk at a time) go through
// Decode. It knows nothing of net/url's escaping: the code that fills
// net/url's fields computes the RawPath and RawFragment hints itself.
//
// It sits with the byte classes and encodings, below the parser's layers,
// and imports only strings.
//
// See https://url.spec.whatwg.org/#percent-decode.
package percent

import "strings"

// HexValue is the value of each ASCII hex digit, and NotHex for any other
// byte: one load tells both whether a byte is a hex digit and its value.
var HexValue = func() (t [256]byte) {
	for c := range t {
		switch {
		case '0' <= c && c <= '9':
			t[c] = byte(c - '0')
		case 'a' <= c && c <= 'f':
			t[c] = byte(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			t[c] = byte(c - 'A' + 10)
		default:
			t[c] = NotHex
		}
	}
	return
}()

// NotHex is HexValue's value for a byte that is not a hex digit.
const NotHex = 0xFF

// IsHex reports whether c is an ASCII hex digit.
func IsHex(c byte) bool { return HexValue[c] < 16 }

// Replacement is U+FFFD REPLACEMENT CHARACTER percent-encoded: what each
// byte of invalid UTF-8 becomes when a URL's component is encoded, so that
// a decoder meets it in long runs. Block is sixteen of it, which Decode
// reads with one comparison and one copy, and BlockDecoded its decoding.
const (
	Replacement  = "%EF%BF%BD"
	Block        = replacement8 + replacement8
	BlockDecoded = decoded8 + decoded8
	replacement2 = Replacement + Replacement
	replacement8 = replacement2 + replacement2 + replacement2 + replacement2
	decoded2     = "\uFFFD\uFFFD"
	decoded8     = decoded2 + decoded2 + decoded2 + decoded2
)

// Index returns the offset of the first percent-encoded byte of s ("%"
// followed by two ASCII hex digits), or -1 when it has none.
func Index(s string) int {
	for i := 0; ; {
		// IndexByte is vectorized; most strings have no "%" at all.
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return -1
		}
		i += j
		if i+2 >= len(s) {
			return -1
		}
		if HexValue[s[i+1]]|HexValue[s[i+2]] < 16 {
			return i
		}
		i++
	}
}

// DecodedLen returns the length of the percent-decoding of s, with or
// without plus (a "+" becomes one byte either way): each percent-encoded
// byte becomes one byte, any other byte stays.
func DecodedLen(s string) int {
	n := len(s)
	for i := 0; i < len(s)-2; {
		// Byte by byte in a loop with no call, until a run of bytes
		// that are not "%" is long: then IndexByte, which is vectorized
		// but a call, finds the next.
		for run := 0; i < len(s)-2 && run < shortRun; i++ {
			if s[i] != '%' {
				run++
				continue
			}
			run = 0
			if HexValue[s[i+1]]|HexValue[s[i+2]] < 16 {
				n -= 2
				i += 2
			}
		}
		if i >= len(s)-2 {
			break
		}
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			break
		}
		i += j
	}
	return n
}

// shortRun is how many bytes the decoder's loops read one at a time
// before they look for the end of a run with IndexByte: runs between
// percent-encoded bytes are mostly shorter, and a long one costs the
// call once.
const shortRun = 16

// Decode writes the percent-decoding of s into dst until s ends or dst is
// full, and returns how many bytes of s it read and how many it wrote: it
// reads a percent-encoded byte whole or not at all, so that a caller with
// a short dst decodes the rest of s, s[read:], with the next call. With
// plus, it decodes as the application/x-www-form-urlencoded parser does
// before UTF-8 decoding: each "+" becomes a space first, so "%2B" stays a
// "+".
//
// The percent-decoding of a byte sequence input: for each byte, if it is
// "%" and the two bytes after it are ASCII hex digits, append the byte
// they denote and skip them; otherwise append the byte itself. Long runs
// of bytes that stay are copied whole, and long runs of U+FFFD's escapes
// (what invalid UTF-8 became) a Block at a time.
// See https://url.spec.whatwg.org/#percent-decode and
// https://url.spec.whatwg.org/#concept-urlencoded-parser.
func Decode(dst []byte, s string, plus bool) (read, written int) {
	// With plus, a "+" becomes a space; without, stop is "%", which the
	// first test takes.
	stop := byte('%')
	if plus {
		stop = '+'
	}
	i, n := 0, 0
	for i < len(s) && n < len(dst) {
		// One byte at a time, in a loop with no call, so that i and n
		// stay in registers, over the next shortRun bytes of s (or up to
		// an escape that decodes to 0xEF, the first byte of U+FFFD).
		end := min(len(s), i+shortRun)
		changed := false // whether a byte of those changed
		for i < end && n < len(dst) {
			c := s[i]
			if c == '%' {
				changed = true
				if i+2 < len(s) {
					hi, lo := HexValue[s[i+1]], HexValue[s[i+2]]
					if hi|lo < 16 {
						if c = hi<<4 | lo; c == 0xEF {
							break
						}
						i += 2
					}
				}
			} else if c == stop {
				c = ' '
				changed = true
			}
			dst[n] = c
			n++
			i++
		}
		switch {
		case i == len(s) || n == len(dst):
		case i < end:
			// U+FFFD's escapes, what each byte of invalid UTF-8 became,
			// in long runs a Block at a time; else the one escape.
			if len(dst)-n >= len(BlockDecoded) && strings.HasPrefix(s[i:], Block) {
				i, n = decodeReplacements(dst, s, i, n)
			} else {
				dst[n] = 0xEF
				n++
				i += 3
			}
		case !changed:
			// shortRun bytes in a row stayed, as in a long run: the
			// rest of it whole, looking no further than dst has room
			// for, so that a caller decoding a long s a chunk at a time
			// reads it once.
			window := s[i:min(len(s), i+len(dst)-n)]
			k := copy(dst[n:], window[:literalRun(window, plus)])
			n += k
			i += k
		}
	}
	return i, n
}

// decodeReplacements decodes the run of U+FFFD percent-encoded at s[i:],
// which starts with a Block, into dst from n on, as far as dst has room:
// a Block at a time, then one at a time. It returns where
// it stopped in s and dst.
func decodeReplacements(dst []byte, s string, i, n int) (int, int) {
	for len(dst)-n >= len(BlockDecoded) && strings.HasPrefix(s[i:], Block) {
		n += copy(dst[n:], BlockDecoded)
		i += len(Block)
	}
	for len(dst)-n >= 3 && strings.HasPrefix(s[i:], Replacement) {
		dst[n], dst[n+1], dst[n+2] = 0xEF, 0xBF, 0xBD
		n += 3
		i += len(Replacement)
	}
	return i, n
}

// literalRun returns the length of the run of bytes at the start of s up
// to the next "%" (or, with plus, "+"), or len(s): with IndexByte, which
// is vectorized, when only "%" ends it.
func literalRun(s string, plus bool) int {
	if plus {
		for i := 0; i < len(s); i++ {
			if s[i] == '%' || s[i] == '+' {
				return i
			}
		}
		return len(s)
	}
	if j := strings.IndexByte(s, '%'); j >= 0 {
		return j
	}
	return len(s)
}
