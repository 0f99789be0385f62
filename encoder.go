// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/weburl/url/internal/legacyenc"
	"golang.org/x/text/encoding"
)

// Legacy encoders for the encoding override, as the Encoding Standard
// defines them. The multi-byte encoders whose indexes golang.org/x/text
// reads differently from the standard (Shift_JIS, EUC-JP, Big5, gb18030,
// GBK) and ISO-2022-JP's lookups run on internal/legacyenc, generated from
// the standard's index files; the single-byte encoders, x-user-defined and
// EUC-KR are x/text's, with the C1 controls of c1Holes done here.
// See https://encoding.spec.whatwg.org/#encoders.

// encodeOrFail runs the "encode or fail" loop of percent-encode after
// encoding: it encodes s with enc, passing each output byte to emit and
// each code point enc cannot encode to fail. Each byte of invalid UTF-8 in
// s is read as U+FFFD.
func encodeOrFail(enc encoding.Encoding, s string, emit func(byte), fail func(rune)) {
	name := encodingName(enc)
	var encode func(rune) (legacyenc.Bytes, int)
	switch name {
	case "iso-2022-jp":
		encodeISO2022JP(s, emit, fail)
		return
	case "shift_jis":
		encode = legacyenc.ShiftJIS
	case "euc-jp":
		encode = legacyenc.EUCJP
	case "big5":
		encode = legacyenc.Big5
	case "gb18030":
		encode = func(r rune) (legacyenc.Bytes, int) { return legacyenc.GB18030(r, false) }
	case "gbk":
		encode = func(r rune) (legacyenc.Bytes, int) { return legacyenc.GB18030(r, true) }
	}
	if encode != nil {
		for _, r := range s {
			out, n := encode(r)
			if n == 0 {
				fail(r)
				continue
			}
			for _, b := range out[:n] {
				emit(b)
			}
		}
		return
	}
	e := enc.NewEncoder()
	holes := c1Holes(enc, name)
	var src [utf8.UTFMax]byte
	var dst [16]byte
	for _, r := range s {
		if 0x80 <= r && r <= 0x9F && holes&(1<<(r-0x80)) != 0 {
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
		// 7. Read U+2212 as U+FF0D. 8. Read halfwidth katakana as index
		// ISO-2022-JP katakana maps them.
		c := r
		if c == 0x2212 {
			c = 0xFF0D
		}
		if 0xFF61 <= c && c <= 0xFF9F {
			c = legacyenc.ISO2022JPKatakana(c)
		}
		// 9. Let pointer be the index pointer for c in index jis0208.
		pointer, ok := legacyenc.JIS0208Pointer(c)
		if !ok {
			// 10. Not in the index: in jis0208, switch to ASCII first;
			// then it is an error.
			if st == jis0208 {
				st = ascii
				escape('(', 'B')
			}
			fail(r)
			continue
		}
		// 11. Switch to jis0208 if needed. 12.-14. Emit the two bytes.
		if st != jis0208 {
			st = jis0208
			escape('$', 'B')
		}
		emit(byte(pointer/94 + 0x21))
		emit(byte(pointer%94 + 0x21))
	}
	// 1. At the end of the queue, return to ASCII.
	if st != ascii {
		escape('(', 'B')
	}
}

// encodingName returns the Encoding Standard's name of enc for the
// encodings whose steps this package needs to know: "utf-8", "utf-16be",
// "utf-16le" and "replacement", whose output encoding is UTF-8;
// "shift_jis", "euc-jp", "iso-2022-jp", "big5", "gbk" and "gb18030", whose
// encoders run on internal/legacyenc rather than golang.org/x/text; and
// "single-byte" for the ISO-8859 and windows single-byte encodings (see
// c1Holes). It returns "" for any other encoding.
// See https://encoding.spec.whatwg.org/#names-and-labels.
//
// It reads the name that x/text's encodings give through their String
// method rather than asking golang.org/x/text/encoding/htmlindex, so that
// a program links the tables of an encoding only when it uses that
// encoding: htmlindex links every encoding of the standard, about 700 KB of
// CJK and legacy tables, into any program that calls it.
func encodingName(enc encoding.Encoding) string {
	if enc == encoding.Replacement {
		return "replacement"
	}
	s, ok := enc.(interface{ String() string })
	if !ok {
		return ""
	}
	switch name := s.String(); {
	case name == "UTF-8":
		return "utf-8"
	case strings.HasPrefix(name, "UTF-16BE"): // "UTF-16BE (Ignore BOM)"
		return "utf-16be"
	case strings.HasPrefix(name, "UTF-16LE"):
		return "utf-16le"
	case name == "Shift JIS":
		return "shift_jis"
	case name == "EUC-JP":
		return "euc-jp"
	case name == "ISO-2022-JP":
		return "iso-2022-jp"
	case name == "Big5":
		return "big5"
	case name == "GBK":
		return "gbk"
	case name == "GB18030":
		return "gb18030"
	case strings.HasPrefix(name, "ISO 8859-"), strings.HasPrefix(name, "ISO-8859-"), // "ISO-8859-8I"
		strings.HasPrefix(name, "Windows 125"), name == "Windows 874":
		return "single-byte"
	}
	return ""
}

// utf8DecodeWithoutBOM returns the byte sequence s decoded as UTF-8 with the
// Encoding Standard's decoder: a leading byte order mark stays (U+FEFF), and
// each maximal subpart of an ill-formed sequence becomes one U+FFFD. It
// returns s itself when s is valid UTF-8.
//
// strings.ToValidUTF8 would turn a whole run of bad bytes into one U+FFFD,
// and Go's decoder (for range, utf8.DecodeRuneInString) one U+FFFD per bad
// byte; both differ from the standard on input like "\xF0\x9F\x92" (one
// U+FFFD) or "\xE0\x80" (two).
// See https://encoding.spec.whatwg.org/#utf-8-decode-without-bom.
func utf8DecodeWithoutBOM(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	// Sized once, each maximal subpart becoming U+FFFD's three bytes:
	// growing by append allocated 8 bytes per byte of invalid UTF-8.
	size := len(s)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			n = maximalSubpart(s[i:])
			size += utf8.RuneLen(utf8.RuneError) - n
		}
		i += n
	}
	out := make([]byte, 0, size)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			// An ill-formed sequence: skip its maximal subpart.
			n = maximalSubpart(s[i:])
		}
		out = utf8.AppendRune(out, r)
		i += n
	}
	return finishedString(out) // out is not written again
}

// maximalSubpart returns the length of the longest prefix of s that starts a
// well-formed UTF-8 sequence, at least 1: the bytes the Encoding Standard's
// UTF-8 decoder consumes before it reports an error. The decoder's "UTF-8
// lower boundary" and "upper boundary" restrict the byte after E0, ED, F0 and
// F4, which excludes overlong forms, surrogates and code points beyond
// U+10FFFF. s must not start with a well-formed sequence.
// See https://encoding.spec.whatwg.org/#utf-8-decoder.
func maximalSubpart(s string) int {
	needed := 0
	lower, upper := byte(0x80), byte(0xBF)
	switch b := s[0]; {
	case 0xC2 <= b && b <= 0xDF:
		needed = 1
	case 0xE0 <= b && b <= 0xEF:
		needed = 2
		if b == 0xE0 {
			lower = 0xA0
		} else if b == 0xED {
			upper = 0x9F
		}
	case 0xF0 <= b && b <= 0xF4:
		needed = 3
		if b == 0xF0 {
			lower = 0x90
		} else if b == 0xF4 {
			upper = 0x8F
		}
	default:
		// 80-C1 and F5-FF never start a sequence.
		return 1
	}
	n := 1
	for ; n <= needed && n < len(s) && lower <= s[n] && s[n] <= upper; n++ {
		lower, upper = 0x80, 0xBF
	}
	return n
}
