// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
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
	name := encodingName(enc)
	if name == "iso-2022-jp" {
		encodeISO2022JP(enc, s, emit, fail)
		return
	}
	e := enc.NewEncoder()
	holes := c1Holes(enc, name)
	japanese := name == "shift_jis" || name == "euc-jp"
	var src [utf8.UTFMax]byte
	var dst [16]byte
	for _, r := range s {
		switch {
		case japanese && (r == 0xA5 || r == 0x203E):
			// The Shift_JIS and EUC-JP encoders write U+00A5 YEN SIGN as
			// 0x5C and U+203E OVERLINE as 0x7E (JIS X 0201 Roman).
			if r == 0xA5 {
				emit(0x5C)
			} else {
				emit(0x7E)
			}
			continue
		case name == "shift_jis" && r == 0x80:
			// The Shift_JIS encoder writes U+0080 as the byte 0x80.
			emit(0x80)
			continue
		case japanese && r == 0x2212:
			// The Shift_JIS and EUC-JP encoders read U+2212 MINUS SIGN as
			// U+FF0D FULLWIDTH HYPHEN-MINUS.
			r = 0xFF0D
		case r == 0xE5E5 && (name == "gb18030" || name == "gbk"):
			// The gb18030 encoder returns an error for U+E5E5.
			fail(r)
			continue
		case 0x80 <= r && r <= 0x9F && holes&(1<<(r-0x80)) != 0:
			// A C1 control at a byte x/text's table leaves undefined.
			emit(byte(r))
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

// c1Holes returns, for the ISO-8859 and windows single-byte encodings, the
// bytes 0x80 to 0x9F (bit b-0x80) that golang.org/x/text's table leaves
// undefined: the Encoding Standard's index maps each of them to the C1
// control of the same value (index-windows-1252 maps 0x81 to U+0081), so
// its encoder writes that control as that byte. Other encodings have none.
// See https://encoding.spec.whatwg.org/#single-byte-encoder.
func c1Holes(enc encoding.Encoding, name string) uint32 {
	if name != "single-byte" {
		return 0
	}
	if h, ok := c1HoleCache.Load(enc); ok {
		return h.(uint32)
	}
	var holes uint32
	d := enc.NewDecoder()
	var out [8]byte
	for b := 0x80; b <= 0x9F; b++ {
		d.Reset()
		n, _, err := d.Transform(out[:], []byte{byte(b)}, true)
		if r, _ := utf8.DecodeRune(out[:n]); err != nil || r == utf8.RuneError {
			holes |= 1 << (b - 0x80)
		}
	}
	c1HoleCache.Store(enc, holes)
	return holes
}

var c1HoleCache sync.Map // encoding.Encoding → uint32

// encodeISO2022JP is the ISO-2022-JP encoder, with its three states ASCII,
// Roman (JIS X 0201, where 0x5C is ¥ and 0x7E is ‾) and jis0208. enc is
// golang.org/x/text's ISO-2022-JP, used only to look code points up in
// index jis0208: from its initial state it writes a JIS X 0208 code point
// as ESC "$B" and the code point's two bytes.
// See https://encoding.spec.whatwg.org/#iso-2022-jp-encoder.
func encodeISO2022JP(enc encoding.Encoding, s string, emit func(byte), fail func(rune)) {
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
	e := enc.NewEncoder()
	var src [utf8.UTFMax]byte
	var dst [16]byte
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
		if err != nil || nDst < 5 || string(dst[:3]) != "\x1b$B" || dst[3] < 0x21 || dst[4] < 0x21 {
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
		emit(dst[3])
		emit(dst[4])
	}
	// 1. At the end of the queue, return to ASCII.
	if st != ascii {
		escape('(', 'B')
	}
}
