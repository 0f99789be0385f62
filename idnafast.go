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
// (The measured gain: see the commit that adds it.)
func appendToASCIIFast(dst []byte, domain string, s *punyScratch) (out []byte, ok, decided bool) {
	start := len(dst)
	hint := 0 // the entry of idnaFastRanges that held the last code point
	// The current label starts at label in domain and at labelStart in
	// dst, where its ASCII code points go as they come, lowered; n counts
	// its code points.
	label, labelStart, upper, nonASCII, n := 0, start, false, false, 0
	for k := 0; ; {
		if k == label && hasPrefixFold(domain[k:], "xn--") {
			return dst[:start], false, false
		}
		if k == len(domain) || domain[k] == '.' {
			if nonASCII {
				// Punycode encodes the label as it is: one with
				// upper-case letters to lower goes to the general path.
				if upper {
					return dst[:start], false, false
				}
				dst = append(dst[:labelStart], "xn--"...)
				if dst, ok = appendPunycode(dst, domain[label:k], s); !ok {
					return dst[:start], false, true
				}
			}
			if k == len(domain) {
				return dst, true, true
			}
			dst = append(dst, '.')
			k++
			label, labelStart, upper, nonASCII, n = k, len(dst), false, false, 0
			continue
		}
		c := domain[k]
		switch {
		case 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-':
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
			upper = true
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(domain[k:])
			if !idnaFastHas(r, &hint) {
				return dst[:start], false, false
			}
			nonASCII = true
			k += size - 1
		default:
			return dst[:start], false, false
		}
		dst = append(dst, c)
		k++
		// A label of more code points than Punycode may encode fails
		// whatever follows it: Processing keeps each of these, and a
		// mark after the last can only compose with it.
		if n++; n > maxPunycodeInput && nonASCII {
			return dst[:start], false, true
		}
	}
}

// idnaFastHas reports whether r is one of the code points of
// idnaFastRanges. *hint is the entry to try first, and is set to the one
// that holds r: the code points of a domain tend to come from one script.
func idnaFastHas(r rune, hint *int) bool {
	if idnaFastRangeHas(*hint, r) {
		return true
	}
	// The last entry whose first code point is at most r.
	lo, hi := 0, len(idnaFastRanges)/4
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(idnaFastEntry(m)>>16) <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 || !idnaFastRangeHas(lo-1, r) {
		return false
	}
	*hint = lo - 1
	return true
}

// idnaFastEntry returns entry i of idnaFastRanges.
func idnaFastEntry(i int) uint32 {
	e := idnaFastRanges[4*i : 4*i+4]
	return uint32(e[0])<<24 | uint32(e[1])<<16 | uint32(e[2])<<8 | uint32(e[3])
}

// idnaFastRangeHas reports whether the run of code points of entry i of
// idnaFastRanges holds r.
func idnaFastRangeHas(i int, r rune) bool {
	e := idnaFastEntry(i)
	off := uint32(r) - e>>16 // huge when r is below the first
	if e&1 != 0 {
		if off&1 != 0 {
			return false
		}
		off >>= 1
	}
	return off <= e>>1&0x7FFF
}
