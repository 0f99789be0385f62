// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// Percent-decoding: the percent-decoder of strings (percentDecode and the
// form's decode), and the decoding of a URL's path and fragment with
// net/url's RawPath and RawFragment hint.
// See https://url.spec.whatwg.org/#percent-decode.

// percentByteAt returns the byte that s[i:i+3] percent-encodes, and
// whether it is a percent-encoded byte: "%" and two ASCII hex digits.
func percentByteAt(s string, i int) (byte, bool) {
	if i+2 >= len(s) || s[i] != '%' {
		return 0, false
	}
	hi, lo := hexValue[s[i+1]], hexValue[s[i+2]]
	return hi<<4 | lo, hi|lo < 16
}

// percentEncodedByte returns the offset of the first percent-encoded byte
// ("%" and two ASCII hex digits) in s, or -1.
func percentEncodedByte(s string) int {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if isHex(s[i+1]) && isHex(s[i+2]) {
			return i
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return -1
}

// hasPercentEncoded reports whether s has a percent-encoded byte.
func hasPercentEncoded(s string) bool {
	for {
		// IndexByte is vectorized; most strings have no "%" at all.
		i := strings.IndexByte(s, '%')
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if isHex(s[i+1]) && isHex(s[i+2]) {
			return true
		}
		s = s[i+1:]
	}
}

// hexCase is hexValue with the case of a letter digit: the value of each
// upper-case hex digit and decimal digit, the value plus 0x20 for a
// lower-case one, and notHex for any other byte. For two digits hi and lo,
// (hi|lo)&0xC0 == 0 says both are hex digits, hi|lo < 16 that neither is a
// lower-case letter (as net/url writes them), and hi<<4|lo&15 is the byte.
var hexCase = func() (t [256]byte) {
	for c := range t {
		t[c] = hexValue[c]
		if 'a' <= c && c <= 'f' {
			t[c] |= 0x20
		}
	}
	return
}()

// decodeWithNetHint writes the percent-decoding of s into slab when it
// fits (allocating once for the rest otherwise) and returns it, the rest of
// slab, and whether net/url's escaping of the decoding in mode gives s
// back (netEscape(decoded, mode) == s), found in the same pass: a decoded
// byte gives its percent-encoded bytes back when net/url escapes it and
// they are written with upper-case digits; any other byte of s when
// net/url leaves it. s must have a percent-encoded byte at i, and none
// before it.
func decodeWithNetHint(s string, i int, mode escapeMode, slab []byte) (decoded string, same bool, rest []byte) {
	t := netEscapes(mode)
	start := len(slab)
	buf := slab[start:cap(slab)]
	same = !needsNetEscape(s[:i], mode)
	inSlab := true
	if i > len(buf) {
		buf, inSlab = make([]byte, i+decodedLenBound(s[i:])), false
	}
	k := copy(buf, s[:i])
	for i < len(s) {
		// A run of percent-encoded bytes, as far as buf has room.
		for {
			read, written, escaped := decodeRun(buf[k:], s[i:], t)
			i, k, same = i+read, k+written, same && escaped
			if k < len(buf) || i+3 > len(s) || !isPercentEncodedAt(s, i) {
				break
			}
			// Out of room (a large URL's slab has only what decoding
			// takes at the least; see newURL).
			buf, inSlab = growDecoded(buf[:k], s[i:]), false
		}
		if i == len(s) {
			break
		}
		// A run of bytes that stay, up to the next "%".
		j := i + literalRun(s[i:], false)
		if k+j-i > len(buf) {
			buf, inSlab = growDecoded(buf[:k], s[i:]), false
		}
		k += copy(buf[k:], s[i:j])
		if same && needsNetEscape(s[i:j], mode) {
			same = false
		}
		i = j
	}
	if k == 0 {
		return "", same, slab
	}
	if inSlab {
		slab = slab[:start+k]
	}
	// buf is not written again: the string may take it as it is.
	return finishedString(buf[:k]), same, slab
}

// decodeRun decodes the run of percent-encoded bytes at the start of s
// into dst, as many as dst has room for, and returns the bytes of s read,
// the bytes written, and whether each decoded byte is one that net/url
// escapes in the mode whose bit in netEscapeTable is t, written with upper-case
// digits.
func decodeRun(dst []byte, s string, t uint8) (read, written int, escaped bool) {
	// i reads s and n writes dst, three bytes of s for each of dst.
	// escape gathers what says a byte is not one net/url escapes, tested
	// once at the end rather than a branch for each byte.
	var escape byte
	i, n := 0, 0
	for n < len(dst) && i+3 <= len(s) {
		r := s[i : i+3]
		if r == replacementUTF8[:3] {
			// U+FFFD percent-encoded, which each byte of invalid UTF-8
			// became, nine bytes of s at a time: three bytes that
			// net/url escapes, as every byte beyond ASCII, and first a
			// block of them at a time. Only where s has "%EF", U+FFFD's first
			// byte: a run of other bytes was compared with the block at
			// each byte.
			for n+len(replacementBlockDecoded) <= len(dst) && i+len(replacementBlock) <= len(s) && s[i:i+len(replacementBlock)] == replacementBlock {
				n += copy(dst[n:], replacementBlockDecoded)
				i += len(replacementBlock)
			}
			for n+3 <= len(dst) && i+len(replacementUTF8) <= len(s) && s[i:i+len(replacementUTF8)] == replacementUTF8 {
				dst[n], dst[n+1], dst[n+2] = 0xEF, 0xBF, 0xBD
				n += 3
				i += len(replacementUTF8)
			}
			if n >= len(dst) || i+3 > len(s) {
				break
			}
			r = s[i : i+3]
		}
		hi, lo := hexCase[r[1]], hexCase[r[2]]
		if r[0] != '%' || (hi|lo)&0xC0 != 0 {
			break
		}
		b := hi<<4 | lo&15
		dst[n] = b
		// Not zero for a lower-case digit (hi|lo has 0x20), or for a
		// byte net/url leaves as it is.
		escape |= (hi | lo) &^ 15
		if netEscapeTable[b]&t == 0 {
			escape |= 1
		}
		n++
		i += 3
	}
	return i, n, escape == 0
}

// isPercentEncodedAt reports whether s[i:] starts with a percent-encoded
// byte.
func isPercentEncodedAt(s string, i int) bool {
	_, ok := percentByteAt(s, i)
	return ok
}

// growDecoded returns a buffer holding done, with room after it for the
// decoding of rest: one allocation of exactly what the rest needs at most.
func growDecoded(done []byte, rest string) []byte {
	grown := make([]byte, len(done)+decodedLenBound(rest))
	copy(grown, done)
	return grown
}

// decodedLenBound returns a bound on the length of any part of b once
// percent-decoded: each "%" followed by two hex digits becomes one byte.
func decodedLenBound(b string) int {
	n := len(b)
	for i := 0; ; {
		// IndexByte is vectorized; most bytes are not "%". In a run of
		// percent-encoded bytes the next "%" is the next byte, with no
		// call to find it.
		if i < len(b) && b[i] != '%' {
			j := strings.IndexByte(b[i:], '%')
			if j < 0 {
				return n
			}
			i += j
		}
		// A run of percent-encoded bytes, three bytes at a time.
		for isPercentEncodedAt(b, i) {
			n -= 2
			i += 3
		}
		if i >= len(b)-2 {
			return n
		}
		if b[i] == '%' {
			i++ // not followed by two hex digits
		}
	}
}

// decodedLen returns the room decoding s takes: len(s), or for a long s
// the exact length, so that a long string of percent-encoded bytes does
// not allocate three times its decoding (SetUsername of 1 MiB of invalid
// UTF-8, whose username is "%EF%BF%BD" for each byte: 9 bytes per input
// byte for decoding it, 3 now). A short one is not worth the counting pass.
func decodedLen(s string) int {
	if len(s) <= largeInput {
		return len(s)
	}
	return decodedLenBound(s)
}

// percentDecode returns the percent-decoding of s: each "%" followed by two
// ASCII hex digits becomes the byte they denote; any other "%" stays. The
// result is a byte sequence in a string, not necessarily UTF-8. It returns s
// itself when s has nothing to decode.
// See https://url.spec.whatwg.org/#percent-decode.
func percentDecode(s string) string { return decode(s, false) }

// decode is percentDecode, and with plus, the form parser's reading of a
// name or value before UTF-8 decoding: "+" becomes a space first, then
// percent-encoded bytes are decoded (so "%2B" stays a "+").
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func decode(s string, plus bool) string {
	// Find the first byte that changes; most strings have none.
	i := percentEncodedByte(s)
	if plus {
		if k := strings.IndexByte(s, '+'); k >= 0 && (i < 0 || k < i) {
			i = k
		}
	}
	if i < 0 {
		return s
	}
	buf := make([]byte, decodedLen(s))
	n := copy(buf, s[:i])
	n += percentDecodeTo(buf[n:], s[i:], plus)
	// buf is not written again: the string may take it as it is.
	return finishedString(buf[:n])
}

// percentDecodeTo writes decode(s, plus) into dst, which has room for
// len(s) bytes, and returns the number of bytes written: runs of
// percent-encoded bytes three bytes of s at a time, and the runs between
// them copied whole. It is the one percent-decoder of strings; the
// decoding of a URL's path and fragment, which also computes net/url's
// hint, is decodeWithNetHint's.
func percentDecodeTo(dst []byte, s string, plus bool) int {
	n := 0
	for i := 0; i < len(s); {
		for i+3 <= len(s) && n < len(dst) {
			r := s[i : i+3]
			hi, lo := hexValue[r[1]], hexValue[r[2]]
			if r[0] != '%' || hi|lo >= 16 {
				break
			}
			dst[n] = hi<<4 | lo
			n++
			i += 3
		}
		if i == len(s) {
			break
		}
		// A byte that stays (with plus, a "+" becomes a space), and the
		// run after it up to the next byte that may change: a short run
		// byte by byte, a longer one copied whole.
		c := s[i]
		if plus && c == '+' {
			c = ' '
		}
		dst[n] = c
		n++
		i++
		for k := 0; k < 8 && i < len(s) && s[i] != '%' && !(plus && s[i] == '+'); k++ {
			dst[n] = s[i]
			n++
			i++
		}
		if i < len(s) && s[i] != '%' && !(plus && s[i] == '+') {
			j := i + literalRun(s[i:], plus)
			n += copy(dst[n:], s[i:j])
			i = j
		}
	}
	return n
}

// literalRun returns the length of the run of bytes at the start of s,
// which has one at least, up to the next "%" after the first (or, with
// plus, "+"), or len(s): a short run byte by byte, as runs between
// percent-encoded bytes mostly are, and a longer one with IndexByte, which
// is vectorized but a call.
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

// decodesTo reports whether percentDecode(s) == decoded, without building
// the decoding: runs of bytes that stay are compared whole, and
// percent-encoded bytes one at a time.
func decodesTo(s, decoded string) bool {
	if s == decoded { // nothing was decoded, or the same string
		return !hasPercentEncoded(s)
	}
	j := 0
	for i := 0; i < len(s); {
		for i+3 <= len(s) {
			// U+FFFD percent-encoded, as in decodeRun: a block at a
			// time, then one, where s has "%EF".
			if s[i:i+3] == replacementUTF8[:3] {
				for i+len(replacementBlock) <= len(s) && s[i:i+len(replacementBlock)] == replacementBlock &&
					j+len(replacementBlockDecoded) <= len(decoded) && decoded[j:j+len(replacementBlockDecoded)] == replacementBlockDecoded {
					i += len(replacementBlock)
					j += len(replacementBlockDecoded)
				}
				for i+len(replacementUTF8) <= len(s) && s[i:i+len(replacementUTF8)] == replacementUTF8 &&
					j+3 <= len(decoded) && decoded[j:j+3] == "\uFFFD" {
					i += len(replacementUTF8)
					j += 3
				}
				if i+3 > len(s) {
					break
				}
			}
			r := s[i : i+3]
			hi, lo := hexCase[r[1]], hexCase[r[2]]
			if r[0] != '%' || (hi|lo)&0xC0 != 0 {
				break
			}
			if j >= len(decoded) || decoded[j] != hi<<4|lo&15 {
				return false
			}
			i += 3
			j++
		}
		if i == len(s) {
			break
		}
		// A byte that stays, and the run after it up to the next "%":
		// a short run compared byte by byte, a longer one whole.
		for k := 0; k < 8; k++ {
			if j >= len(decoded) || decoded[j] != s[i] {
				return false
			}
			i++
			j++
			if i == len(s) || s[i] == '%' {
				break
			}
		}
		if i < len(s) && s[i] != '%' {
			e := i + literalRun(s[i:], false)
			if len(decoded)-j < e-i || s[i:e] != decoded[j:j+e-i] {
				return false
			}
			j += e - i
			i = e
		}
	}
	return j == len(decoded)
}
