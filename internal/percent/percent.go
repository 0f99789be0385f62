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
	for i := 0; ; {
		// IndexByte is vectorized; most bytes are not "%". In a run of
		// percent-encoded bytes the next "%" is the next byte, with no
		// call to find it.
		if i < len(s) && s[i] != '%' {
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				return n
			}
			i += j
		}
		// A run of percent-encoded bytes, three bytes at a time.
		for i+2 < len(s) && s[i] == '%' && HexValue[s[i+1]]|HexValue[s[i+2]] < 16 {
			n -= 2
			i += 3
		}
		if i >= len(s)-2 {
			return n
		}
		if s[i] == '%' {
			i++ // not followed by two hex digits
		}
	}
}

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
// they denote and skip them; otherwise append the byte itself. Runs of
// percent-encoded bytes are read three bytes at a time, and the runs
// between them copied whole.
// See https://url.spec.whatwg.org/#percent-decode and
// https://url.spec.whatwg.org/#concept-urlencoded-parser.
func Decode(dst []byte, s string, plus bool) (read, written int) {
	// The bytes that end a run of bytes that stay: "%", and with plus "+".
	stop := byte('%')
	if plus {
		stop = '+'
	}
	i, n := 0, 0
	for i < len(s) && n < len(dst) {
		// A run of percent-encoded bytes.
		for i+3 <= len(s) && n < len(dst) {
			r := s[i : i+3]
			if r == Replacement[:3] {
				i, n = decodeReplacements(dst, s, i, n)
				if i+3 > len(s) || n == len(dst) {
					break
				}
				r = s[i : i+3]
			}
			hi, lo := HexValue[r[1]], HexValue[r[2]]
			if r[0] != '%' || hi|lo >= 16 {
				break
			}
			dst[n] = hi<<4 | lo
			n++
			i += 3
		}
		if i == len(s) || n == len(dst) {
			break
		}
		// A byte that stays (with plus, a "+" becomes a space), and the
		// run after it up to the next byte that may change: a short run
		// byte by byte, as runs between percent-encoded bytes mostly
		// are, a longer one copied whole.
		c := s[i]
		if plus && c == '+' {
			c = ' '
		}
		dst[n] = c
		n++
		i++
		for k := 0; k < 8 && i < len(s) && n < len(dst) && s[i] != '%' && s[i] != stop; k++ {
			dst[n] = s[i]
			n++
			i++
		}
		if i < len(s) && n < len(dst) && s[i] != '%' && s[i] != stop {
			// Looking no further than dst has room for: a caller
			// decoding a long s a chunk at a time reads it once.
			window := s[i:min(len(s), i+len(dst)-n)]
			k := copy(dst[n:], window[:literalRun(window, plus)])
			n += k
			i += k
		}
	}
	return i, n
}

// decodeReplacements decodes the run of U+FFFD percent-encoded at s[i:],
// which starts with its first byte, "%EF", into dst from n on, as far as
// dst has room: a Block at a time, then one at a time. It returns where
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

// literalRun returns the length of the run of bytes at the start of s,
// which has one at least, up to the next "%" after the first (or, with
// plus, "+"), or len(s): a short run byte by byte, and a longer one with
// IndexByte, which is vectorized but a call.
func literalRun(s string, plus bool) int {
	i := 1
	for ; i < len(s) && (i < 8 || plus); i++ {
		if s[i] == '%' || plus && s[i] == '+' {
			return i
		}
	}
	if i == len(s) {
		return i
	}
	if j := strings.IndexByte(s[i:], '%'); j >= 0 {
		return i + j
	}
	return len(s)
}
