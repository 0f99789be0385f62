// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unicode/utf8"

// A fast path for UTS #46 ToASCII with the flags of the domain parser when
// not beStrict, for a domain that Processing leaves unchanged but for
// lowering ASCII letters: one whose code points are ASCII letters, digits,
// "-" and "." and, beyond ASCII, code points of idnaFastRanges
// (idnafast_table.go; internal/gen/uts46 says how they are chosen). For such
// a domain each step of Processing is known without looking code points
// up:
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
// with "xn--" before it, as appendToASCII does after Processing. The pass
// that checks a label also does the first step of Punycode's encoder: it
// finds the code points beyond ASCII, with their positions, from which
// appendPunycodeDeltas encodes the label once its ASCII code points are
// copied.
// See https://www.unicode.org/reports/tr46/#Processing and
// https://www.unicode.org/reports/tr46/#ToASCII.
//
// Measured (callgrind, instructions per byte of a 1 MiB host, Parse less
// loading the input; general path → fast path): "é." labels 485 → 149,
// "bücher." 316 → 87, labels of 100 distinct CJK ideographs 265 → 137.
func appendToASCIIFast(dst []byte, domain string, s *punyScratch) (out []byte, ok, decided bool) {
	start := len(dst)
	s.grow(len(domain))
	// The run of idnaFastRanges that held the last code point beyond
	// ASCII, tried first: most domains stay in one script.
	var runFirst, runLen, runMask rune
	for k := 0; ; k++ {
		// A label starts at k.
		if k < len(domain) && domain[k]|0x20 == 'x' && hasPrefixFold(domain[k:], "xn--") {
			return dst[:start], false, false
		}
		// One pass checks the label and finds its code points beyond
		// ASCII, which go to s.pairs with their positions: p counts
		// them, and extra their bytes after the first, so that n, the
		// code points before k, is k - labelStart - extra.
		labelStart, n, p, extra, upper := k, 0, 0, 0, false
		for {
			// Lower-case letters, digits and "-", most of a label, in
			// a loop of their own.
			for k < len(domain) && domainClass[domain[k]] == domainLDH {
				k++
			}
			n = k - labelStart - extra
			if k == len(domain) || domain[k] == '.' {
				break
			}
			switch domainClass[domain[k]] {
			case domainUpper:
				upper = true
				k++
				continue
			case domainNonASCII:
			default:
				// Once the label is to encode, more code points
				// than Punycode may encode fail it (see below).
				return dst[:start], false, p > 0 && n > maxPunycodeInput
			}
			// The code points of idnaFastRanges are encoded in two or
			// three bytes of UTF-8, decoded here
			// (utf8.DecodeRuneInString calls a function for them).
			// Anything else is -1, in no run. (A surrogate decodes,
			// but is in no run either.)
			r, size := rune(-1), 1
			if b := domain[k:]; len(b) >= 2 && b[1]&0xC0 == 0x80 {
				if b[0] < 0xE0 {
					if b[0] >= 0xC2 {
						r, size = rune(b[0]&0x1F)<<6|rune(b[1]&0x3F), 2
					}
				} else if len(b) >= 3 && b[0] < 0xF0 && b[2]&0xC0 == 0x80 {
					r, size = rune(b[0]&0x0F)<<12|rune(b[1]&0x3F)<<6|rune(b[2]&0x3F), 3
					if r < 0x800 {
						r = -1 // an overlong encoding
					}
				}
			}
			if off := r - runFirst; uint32(off) >= uint32(runLen) || off&runMask != 0 {
				if runFirst, runLen, runMask = idnaFastFind(r); runLen == 0 {
					return dst[:start], false, p > 0 && n > maxPunycodeInput
				}
			}
			// A label of more code points than Punycode may encode
			// fails whatever follows it: Processing keeps each of
			// these, and a mark after the last can only compose with
			// it.
			if n >= maxPunycodeInput {
				return dst[:start], false, true
			}
			s.pairs[p] = punyPair(r, n)
			p++
			k += size
			extra += size - 1
		}
		label := domain[labelStart:k]
		if p == 0 {
			// ASCII, lowered.
			dst = append(dst, label...)
			if upper {
				lowerASCII(dst[len(dst)-len(label):])
			}
		} else {
			// "xn--" and Punycode, whose first step copies the
			// label's ASCII code points, lowered, with a "-" after
			// them if there are any: the label's bytes, and then
			// those beyond ASCII taken out, in place.
			if n > maxPunycodeInput {
				return dst[:start], false, true
			}
			dst = append(dst, "xn--"...)
			if p < n {
				basic := len(dst)
				dst = append(dst, label...)
				w := basic
				for _, c := range dst[basic:] {
					if c < utf8.RuneSelf {
						dst[w] = c
						w++
					}
				}
				dst = dst[:w]
				if upper {
					lowerASCII(dst[basic:])
				}
				dst = append(dst, '-')
			}
			if dst, ok = appendPunycodeDeltas(dst, n, s.pairs[:p], s); !ok {
				return dst[:start], false, true
			}
		}
		if k == len(domain) {
			return dst, true, true
		}
		dst = append(dst, '.')
	}
}

// idnaFastFind returns the run of idnaFastRanges that holds r: the code
// points from first up to first+size-1 whose offset from first has no bit
// of mask set. size is 0 if no run holds r.
func idnaFastFind(r rune) (first, size, mask rune) {
	// The last entry whose first code point is at most r: the entry
	// after it is lo. For the Latin letters beyond ASCII, the most
	// frequent, lo is looked up in a table rather than searched for.
	var lo int
	if uint32(r) < uint32(len(idnaFastLatin)) {
		lo = int(idnaFastLatin[r])
	} else {
		lo = idnaFastSearch(r)
	}
	if lo == 0 {
		return 0, 0, 0
	}
	first, n, stride := idnaFastEntry(lo - 1)
	size, mask = (n-1)*stride+1, stride-1
	if off := r - first; off >= size || off&mask != 0 {
		return 0, 0, 0
	}
	return first, size, mask
}

// idnaFastSearch returns the number of entries of idnaFastRanges whose
// first code point is at most r, by binary search.
func idnaFastSearch(r rune) int {
	lo, hi := 0, len(idnaFastRanges)/4
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if f, _, _ := idnaFastEntry(m); f <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// idnaFastLatin is idnaFastSearch's result for each code point up to the
// end of Latin Extended-A.
var idnaFastLatin = func() (t [0x180]uint16) {
	for r := range t {
		t[r] = uint16(idnaFastSearch(rune(r)))
	}
	return
}()

// idnaFastEntry returns entry i of idnaFastRanges: n code points from
// first, stride apart.
func idnaFastEntry(i int) (first, n, stride rune) {
	e := idnaFastRanges[4*i : 4*i+4]
	first = rune(e[0])<<8 | rune(e[1])
	return first, (rune(e[2])<<8|rune(e[3]))>>1 + 1, rune(e[3]&1) + 1
}

// lowerASCII lowers the ASCII upper-case letters of b in place.
func lowerASCII(b []byte) {
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
}

// hasPrefixFold reports whether s starts with prefix, a lower-case ASCII
// string, ASCII case-insensitively.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if c := s[i]; c != prefix[i] && !('A' <= c && c <= 'Z' && c+'a'-'A' == prefix[i]) {
			return false
		}
	}
	return true
}
