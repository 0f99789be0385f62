// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unicode/utf8"

//go:generate go run gen_idnafast.go

// A fast path for UTS #46 ToASCII with the flags of the domain parser when
// not beStrict, for a domain that Processing leaves unchanged but for
// lowering ASCII letters: one whose code points are ASCII letters, digits,
// "-" and "." and, beyond ASCII, code points of idnaFastRanges
// (idnafast_table.go; gen_idnafast.go says how they are chosen). For such
// a domain each step of Processing is known without x/net/idna:
//   - 1. Mapping: each code point is valid or a deviation, which
//     nontransitional processing keeps, and an ASCII upper-case letter maps
//     to its lower case.
//   - 2. Normalization: no code point combines with the one before it and
//     each is NFC on its own, so the domain is NFC (the NFC quick check
//     says YES).
//   - 3. Break: the labels are split at "." only: none of the code points
//     maps to a full stop.
//   - 4. Convert/Validate: a label starting with "xn--" is left to the
//     general path, as is strict mode (CheckHyphens, UseSTD3ASCIIRules).
//     The other validity criteria hold: every code point is valid (V6), no
//     label starts with a mark (V5), there is no joiner (CheckJoiners), and
//     with no code point of Bidi_Class R, AL or AN the domain is no Bidi
//     domain name (CheckBidi).
//
// Then ToASCII copies each ASCII label and encodes each other as Punycode
// with "xn--" before it, as appendToASCII does after Processing.
// See https://www.unicode.org/reports/tr46/#Processing and
// https://www.unicode.org/reports/tr46/#ToASCII.
//
// Measured (callgrind, instructions per byte of a 1 MiB host, Parse less
// loading the input; general path → fast path): "é." labels 553 → 233,
// "bücher." 361 → 152, labels of 100 distinct CJK ideographs 327 → 244, of
// 1000: 357 → 263. In time, one noisy run on a shared 2-core machine,
// ns/byte with net/url beside: "é." 75-79 → 28-42 (net/url 4-10),
// "bücher." 54-57 → 20 (4-9), 100 CJK 29-50 → 29-34 (5-10).
func appendToASCIIFast(dst []byte, domain string, s *punyScratch) (out []byte, ok, decided bool) {
	start := len(dst)
	// The current label starts at labelStart in dst, where its ASCII code
	// points go as they come, lowered; they all go to s.runes, for
	// Punycode if one is not ASCII; n counts them.
	s.grow(len(domain))
	label, labelStart, nonASCII, n := 0, start, false, 0
	for k := 0; ; {
		if k == label && hasPrefixFold(domain[k:], "xn--") {
			return dst[:start], false, false
		}
		if k == len(domain) || domain[k] == '.' {
			if nonASCII {
				dst = append(dst[:labelStart], "xn--"...)
				if dst, ok = appendPunycodeRunes(dst, s.runes[:n], s); !ok {
					return dst[:start], false, true
				}
			}
			if k == len(domain) {
				return dst, true, true
			}
			dst = append(dst, '.')
			k++
			label, labelStart, nonASCII, n = k, len(dst), false, 0
			continue
		}
		r, size := rune(domain[k]), 1
		switch {
		case 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-':
		case 'A' <= r && r <= 'Z':
			r += 'a' - 'A'
		case r >= utf8.RuneSelf:
			r, size = utf8.DecodeRuneInString(domain[k:])
			if !idnaFastHas(r) {
				return dst[:start], false, false
			}
			nonASCII = true
		default:
			return dst[:start], false, false
		}
		k += size
		if r < utf8.RuneSelf {
			dst = append(dst, byte(r))
		}
		if n < len(s.runes) {
			s.runes[n] = r
		}
		// A label of more code points than Punycode may encode fails
		// whatever follows it: Processing keeps each of these, and a
		// mark after the last can only compose with it.
		if n++; n > maxPunycodeInput && nonASCII {
			return dst[:start], false, true
		}
	}
}

// idnaFastHas reports whether r is one of the code points of
// idnaFastRanges.
func idnaFastHas(r rune) bool {
	// The last entry whose first code point is at most r.
	lo, hi := 0, len(idnaFastRanges)/4
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if f, _, _ := idnaFastEntry(m); f <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return false
	}
	first, n, stride := idnaFastEntry(lo - 1)
	off := r - first
	if stride == 2 {
		if off&1 != 0 {
			return false
		}
		off >>= 1
	}
	return off < n
}

// idnaFastEntry returns entry i of idnaFastRanges: n code points from
// first, stride apart.
func idnaFastEntry(i int) (first, n, stride rune) {
	e := idnaFastRanges[4*i : 4*i+4]
	first = rune(e[0])<<8 | rune(e[1])
	return first, (rune(e[2])<<8|rune(e[3]))>>1 + 1, rune(e[3]&1) + 1
}
