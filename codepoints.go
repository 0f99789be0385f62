// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unicode/utf8"

// URL units: the URL code points and percent-encoded bytes.
// See https://url.spec.whatwg.org/#url-code-points.
//
// urlCodePointASCII has bit c set for each ASCII URL code point c: the
// ASCII alphanumerics and !$&'()*+,-./:;=?@_~. A constant, not a table
// built at initialization, which every program would run.
const urlCodePointASCII = (1<<10-1)<<'0' | (1<<26-1)<<'A' | (1<<26-1)<<'a' |
	1<<'!' | 1<<'$' | 1<<'&' | 1<<'\'' | 1<<'(' | 1<<')' | 1<<'*' | 1<<'+' |
	1<<',' | 1<<'-' | 1<<'.' | 1<<'/' | 1<<':' | 1<<';' | 1<<'=' | 1<<'?' |
	1<<'@' | 1<<'_' | 1<<'~'

// isASCIIURLCodePoint reports whether c is an ASCII URL code point.
func isASCIIURLCodePoint(c byte) bool {
	switch c >> 6 {
	case 0:
		return uint64(urlCodePointASCII&(1<<64-1))>>(c&63)&1 != 0
	case 1:
		return uint64(urlCodePointASCII>>64)>>(c&63)&1 != 0
	}
	return false
}

// isURLCodePoint reports whether r is a URL code point: an ASCII
// alphanumeric, one of !$&'()*+,-./:;=?@_~, or a code point from U+00A0
// to U+10FFFD that is neither a surrogate nor a noncharacter.
func isURLCodePoint(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIIURLCodePoint(byte(r))
	}
	switch {
	case r < 0xA0 || r > 0x10FFFD:
		return false
	case 0xD800 <= r && r <= 0xDFFF:
		return false
	case 0xFDD0 <= r && r <= 0xFDEF, r&0xFFFE == 0xFFFE:
		return false
	}
	return true
}

// nextInvalidURLUnit returns the offset and length of the first invalid
// URL unit of s at or after i, and whether it is a "%": a code point that
// is neither a URL code point nor "%", a "%" not followed by two ASCII hex
// digits, or a byte that is not UTF-8 (which stands for U+FFFD, and which
// no valid URL string holds: the standard's input is a scalar value
// string). It returns -1 when there is none.
func nextInvalidURLUnit(s string, i int) (at, size int, percent bool) {
	for i < len(s) {
		b := s[i]
		if b < utf8.RuneSelf {
			if b == '%' {
				if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
					return i, 1, true
				}
			} else if !isASCIIURLCodePoint(b) {
				return i, 1, false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !isURLCodePoint(r) {
			return i, n, false
		}
		i += n
	}
	return -1, 0, false
}
