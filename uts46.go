// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unicode/utf8"

//go:generate go run ./internal/gen/uts46

// The data of UTS #46 at UnicodeVersion, whatever Go release builds the
// program: the IDNA mapping table, the properties of the validity criteria
// and what NFC needs, one value for each code point in a trie
// (uts46_table.go, written by internal/gen/uts46). A code point's value packs:
const (
	uts46ValStatus = 7 << 0 // its IDNA mapping table status
	// its Bidi_Class, among those RFC 5893 names (bidiL...)
	uts46ValBidiShift = 3
	// its Joining_Type (joiningU...)
	uts46ValJoinShift = 7
	uts46ValMark      = 1 << 10 // General_Category=Mark
	// its Canonical_Combining_Class
	uts46ValCCCShift = 11
	// its NFC_Quick_Check: 0 Yes, 1 Maybe, 2 No
	uts46ValQCShift = 19
	// a string in uts46Strings: the mapping if mapped, otherwise the
	// canonical decomposition
	uts46ValString = 1 << 21
	// mapped to one code point, at a distance from it that
	// uts46StringOffsets holds
	uts46ValDelta = 1 << 22
)

// The statuses of the IDNA mapping table.
// See https://www.unicode.org/reports/tr46/#IDNA_Mapping_Table.
const (
	statusValid = iota
	statusMapped
	statusIgnored
	statusDeviation
	statusDisallowed
)

// uts46Lookup returns the index in uts46Values of r's value, r being a
// code point (up to U+10FFFF).
func uts46Lookup(r rune) uint16 {
	block := uts46Index[r>>(uts46LeafBits+uts46BlockBits)]
	leaf := uts46Blocks[int(block)<<uts46BlockBits|int(r>>uts46LeafBits)&(1<<uts46BlockBits-1)]
	return uts46Leaves[int(leaf)<<uts46LeafBits|int(r)&(1<<uts46LeafBits-1)]
}

// uts46Value returns r's value.
func uts46Value(r rune) uint32 { return uts46Values[uts46Lookup(r)] }

// uts46String returns the string of value i (which has uts46ValString).
func uts46String(i uint16) string {
	off := int(uts46StringOffsets[i])
	return uts46Strings[off+1 : off+1+int(uts46Strings[off])]
}

// uts46Mapping returns the mapping of r, whose value is the mapped one at
// index k.
func uts46Mapping(r rune, k uint16) string {
	if uts46Values[k]&uts46ValDelta != 0 {
		return string(r + rune(int16(uts46StringOffsets[k])))
	}
	return uts46String(k)
}

// valueMayCompose reports whether a code point of value v may make a
// string it is in not NFC: its NFC_Quick_Check is not Yes, or its
// Canonical_Combining_Class is not 0.
func valueMayCompose(v uint32) bool { return v>>uts46ValQCShift&3 != 0 || cccOf(v) != 0 }

// mayCompose is valueMayCompose for r.
func mayCompose(r rune) bool { return valueMayCompose(uts46Value(r)) }

func cccOf(v uint32) uint8 { return uint8(v >> uts46ValCCCShift) }

// uts46Map is UTS #46 Processing step 1, Map, nontransitional, on domain:
// it appends each code point's mapping to dst, keeping
// valid code points and deviations, dropping ignored ones. It reports
// false at the first disallowed code point or byte that is not UTF-8
// (which reads as U+FFFD, disallowed): an error, the result then unused.
// It also reports whether the result may not be NFC: NFC's quick check
// does not say Yes.
// See https://www.unicode.org/reports/tr46/#Processing.
func uts46Map(dst []byte, domain string) (out []byte, ok, mayNotBeNFC bool) {
	// NFC's quick check on the result as it grows: last is the
	// Canonical_Combining_Class of its last code point.
	// See https://www.unicode.org/reports/tr15/#Detecting_Normalization_Forms.
	var last uint8
	quickCheck := func(v uint32) {
		cc := cccOf(v)
		mayNotBeNFC = mayNotBeNFC || v>>uts46ValQCShift&3 != 0 || cc != 0 && cc < last
		last = cc
	}
	for i := 0; i < len(domain); {
		c := domain[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			last = 0
			continue
		}
		var r rune
		size := 2
		if c < 0xE0 && c >= 0xC2 && i+1 < len(domain) && domain[i+1]&0xC0 == 0x80 {
			// Two bytes, decoded here: most code points of a domain
			// beyond ASCII are Latin, Greek, Cyrillic, Hebrew or
			// Arabic.
			r = rune(c&0x1F)<<6 | rune(domain[i+1]&0x3F)
		} else if r, size = utf8.DecodeRuneInString(domain[i:]); r == utf8.RuneError && size == 1 {
			// Not UTF-8: U+FFFD, which UTS #46 disallows.
			return dst, false, false
		}
		k := uts46Lookup(r)
		v := uts46Values[k]
		switch v & uts46ValStatus {
		case statusValid, statusDeviation:
			dst = append(dst, domain[i:i+size]...)
			quickCheck(v)
		case statusMapped:
			if v&uts46ValDelta != 0 {
				// Most mappings: one code point (a capital letter's small
				// one, a full-width form's ASCII).
				m := r + rune(int16(uts46StringOffsets[k]))
				dst = utf8.AppendRune(dst, m)
				quickCheck(uts46Value(m))
				break
			}
			m := uts46String(k)
			dst = append(dst, m...)
			for _, r := range m {
				quickCheck(uts46Value(r))
			}
		case statusIgnored:
		default:
			return dst, false, false
		}
		i += size
	}
	return dst, true, mayNotBeNFC
}

// Hangul syllables compose and decompose by arithmetic.
// See https://www.unicode.org/versions/latest/core-spec/chapter-3/#G56669.
const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulSCount = hangulLCount * hangulNCount
)

// nfc returns s in Normalization Form C, by the data of UnicodeVersion:
// canonical decomposition, canonical ordering, canonical composition.
// It normalizes s segment by segment: a segment ends before a code point
// of Canonical_Combining_Class 0 and NFC_Quick_Check Yes, which nothing
// before it reorders past or composes with, so that its buffer of code
// points holds one segment at a time.
// See https://www.unicode.org/reports/tr15/#Description_Norm.
func nfc(s []byte) string {
	out := make([]byte, 0, len(s))
	var buf [32]rune
	d := buf[:0]
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRune(s[i:])
		i += size
		if len(d) > 0 && r < utf8.RuneSelf || r >= utf8.RuneSelf && !mayCompose(r) {
			out = appendComposed(out, d)
			d = d[:0]
		}
		if off := r - hangulSBase; 0 <= off && off < hangulSCount {
			d = append(d, hangulLBase+off/hangulNCount, hangulVBase+off%hangulNCount/hangulTCount)
			if t := off % hangulTCount; t != 0 {
				d = append(d, hangulTBase+t)
			}
			continue
		}
		k := uts46Lookup(r)
		if v := uts46Values[k]; v&uts46ValString != 0 && v&uts46ValStatus != statusMapped {
			for _, r := range uts46String(k) {
				d = appendOrdered(d, r)
			}
			continue
		}
		d = appendOrdered(d, r)
	}
	out = appendComposed(out, d)
	// out is this call's own and is not written again.
	return finishedString(out)
}

// appendComposed appends to out, in UTF-8, the canonical composition of
// d, a segment decomposed and in canonical order.
// See https://www.unicode.org/reports/tr15/#Description_Norm.
func appendComposed(out []byte, d []rune) []byte {
	// Each code point composes with the last starter if no code point
	// between them blocks it; comp, the result, is written over d.
	comp := d[:0]
	starter, last := -1, uint8(0)
	for _, r := range d {
		cc := cccOf(uts46Value(r))
		if starter >= 0 && (len(comp)-1 == starter || last != 0 && last < cc) {
			if c, ok := nfcCompose(comp[starter], r); ok {
				comp[starter] = c
				continue
			}
		}
		if cc == 0 {
			starter = len(comp)
		}
		last = cc
		comp = append(comp, r)
	}
	for _, r := range comp {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// appendOrdered appends r to d, moving it before the non-starters at the
// end of d of a higher Canonical_Combining_Class.
func appendOrdered(d []rune, r rune) []rune {
	cc := cccOf(uts46Value(r))
	d = append(d, r)
	if cc == 0 {
		return d
	}
	i := len(d) - 1
	for i > 0 {
		prev := cccOf(uts46Value(d[i-1]))
		if prev <= cc {
			break
		}
		d[i] = d[i-1]
		i--
	}
	d[i] = r
	return d
}

// nfcCompose returns the primary composite of a and b, if there is one.
func nfcCompose(a, b rune) (rune, bool) {
	if l, v := a-hangulLBase, b-hangulVBase; 0 <= l && l < hangulLCount && 0 <= v && v < hangulVCount {
		return hangulSBase + (l*hangulVCount+v)*hangulTCount, true
	}
	if s, t := a-hangulSBase, b-hangulTBase; 0 <= s && s < hangulSCount && s%hangulTCount == 0 && 0 < t && t < hangulTCount {
		return a + t, true
	}
	key := uint64(a)<<21 | uint64(b)
	lo, hi := 0, len(nfcCompositions)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if nfcCompositions[m]>>21 < key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(nfcCompositions) && nfcCompositions[lo]>>21 == key {
		return rune(nfcCompositions[lo] & (1<<21 - 1)), true
	}
	return 0, false
}
