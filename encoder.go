// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/unicode/norm"
)

// Legacy encoders for the encoding override, as the Encoding Standard
// defines them. golang.org/x/text's encoders follow the standard's indexes
// but differ in a few steps that URL percent-encoding can observe; those
// steps are done here.
// See https://encoding.spec.whatwg.org/#encoders.

// encodeOrFail runs the "encode or fail" loop of percent-encode after
// encoding: it encodes s with enc, passing each output byte to emit and
// each code point enc cannot encode to fail. Each byte of invalid UTF-8 in
// s is read as U+FFFD.
func encodeOrFail(enc encoding.Encoding, s string, emit func(byte), fail func(rune)) {
	name, _ := htmlindex.Name(enc)
	if name == "iso-2022-jp" {
		encodeISO2022JP(s, emit, fail)
		return
	}
	e := enc.NewEncoder()
	var src [utf8.UTFMax]byte
	var dst [16]byte
	for _, r := range s {
		switch {
		case r == 0x2212 && (name == "shift_jis" || name == "euc-jp"):
			// The Shift_JIS and EUC-JP encoders read U+2212 MINUS SIGN as
			// U+FF0D FULLWIDTH HYPHEN-MINUS.
			r = 0xFF0D
		case r == 0xE5E5 && (name == "gb18030" || name == "gbk"):
			// The gb18030 encoder returns an error for U+E5E5.
			fail(r)
			continue
		}
		n := utf8.EncodeRune(src[:], r)
		e.Reset()
		nDst, _, err := e.Transform(dst[:], src[:n], true)
		if err != nil {
			fail(r)
			continue
		}
		for _, b := range dst[:nDst] {
			emit(b)
		}
	}
}

// eucJP looks up code points in index jis0208: EUC-JP writes a JIS X 0208
// code point as its two ISO-2022-JP bytes with the high bit set.
var eucJP = japanese.EUCJP

// encodeISO2022JP is the ISO-2022-JP encoder, with its three states ASCII,
// Roman (JIS X 0201, where 0x5C is ¥ and 0x7E is ‾) and jis0208.
// See https://encoding.spec.whatwg.org/#iso-2022-jp-encoder.
func encodeISO2022JP(s string, emit func(byte), fail func(rune)) {
	const (
		ascii = iota
		roman
		jis0208
	)
	st := ascii
	escape := func(final ...byte) {
		emit(0x1B)
		for _, b := range final {
			emit(b)
		}
	}
	e := eucJP.NewEncoder()
	var src [utf8.UTFMax]byte
	var dst [8]byte
	for _, r := range s {
	again:
		switch {
		case st != jis0208 && (r == 0x0E || r == 0x0F || r == 0x1B):
			// 2. In ASCII or Roman, SO, SI and ESC are an error with
			// U+FFFD.
			fail(utf8.RuneError)
			continue
		case st == ascii && r < 0x80:
			emit(byte(r))
			continue
		case st == roman && (r < 0x80 && r != 0x5C && r != 0x7E || r == 0xA5 || r == 0x203E):
			switch r {
			case 0xA5:
				emit(0x5C)
			case 0x203E:
				emit(0x7E)
			default:
				emit(byte(r))
			}
			continue
		case r < 0x80:
			// 5. ASCII in another state: switch to ASCII.
			st = ascii
			escape('(', 'B')
			goto again
		case r == 0xA5 || r == 0x203E:
			// 6. ¥ or ‾ outside Roman: switch to Roman.
			st = roman
			escape('(', 'J')
			goto again
		}
		// 7. Read U+2212 as U+FF0D. 8. Read halfwidth katakana as the
		// full-width forms of index ISO-2022-JP katakana.
		c := r
		if c == 0x2212 {
			c = 0xFF0D
		}
		if 0xFF61 <= c && c <= 0xFF9F {
			switch c {
			case 0xFF9E:
				c = 0x309B
			case 0xFF9F:
				c = 0x309C
			default:
				full, _ := utf8.DecodeRuneInString(norm.NFKC.String(string(c)))
				c = full
			}
		}
		// 9. Let pointer be the index pointer for c in index jis0208.
		n := utf8.EncodeRune(src[:], c)
		e.Reset()
		nDst, _, err := e.Transform(dst[:], src[:n], true)
		if err != nil || nDst != 2 || dst[0] < 0xA1 || dst[1] < 0xA1 {
			// 10. Not in the index: in jis0208, switch to ASCII first;
			// then it is an error.
			if st == jis0208 {
				st = ascii
				escape('(', 'B')
			}
			fail(r)
			continue
		}
		// 11. Switch to jis0208 if needed, and emit the two bytes.
		if st != jis0208 {
			st = jis0208
			escape('$', 'B')
		}
		emit(dst[0] - 0x80)
		emit(dst[1] - 0x80)
	}
	// 1. At the end of the queue, return to ASCII.
	if st != ascii {
		escape('(', 'B')
	}
}
