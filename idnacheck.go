// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"
)

// The validity criteria CheckBidi and CheckJoiners, checked on the labels
// after the mapping and the decoding of "xn--" labels, as UTS #46 says,
// with the Bidi_Class, Joining_Type and Canonical_Combining_Class of
// UnicodeVersion (uts46.go).
// See https://www.unicode.org/reports/tr46/#Validity_Criteria.

// bidiJoinersValid reports whether the labels of uni, a domain after UTS #46
// Processing has mapped and normalized it and decoded its "xn--" labels,
// meet the validity criteria CheckBidi and CheckJoiners (Validity Criteria
// 7 and 8 of UTS #46 Section 4.1).
// See https://www.unicode.org/reports/tr46/#Validity_Criteria.
func bidiJoinersValid(uni string) bool {
	// CheckBidi applies when the domain name is a Bidi domain name: one
	// with at least one code point of Bidi_Class R, AL or AN in any label
	// (RFC 5893, Section 1.4).
	isBidi := mayBeRightToLeft(uni) && isBidiDomain(uni)
	joiners := strings.Contains(uni, zeroWidthNonJoiner) || strings.Contains(uni, zeroWidthJoiner)
	if !isBidi && !joiners {
		return true
	}
	labels := labelIter{s: uni}
	for {
		label, ok := labels.next()
		if !ok {
			break
		}
		// 8. If CheckBidi, and if the domain name is a Bidi domain name,
		// then the label must satisfy all six of the numbered conditions
		// in RFC 5893, Section 2. (An empty label has no code point to
		// check.)
		if isBidi && label != "" && !bidiRuleValid(label) {
			return false
		}
		// 7. If CheckJoiners, the label must satisfy the ContextJ rules
		// from Appendix A, in The Unicode Code Points and IDNA.
		if joiners && !contextJValid(label) {
			return false
		}
	}
	return true
}

// The values of Bidi_Class that RFC 5893 names, as uts46_table.go numbers
// them; bidiOther stands for all the others.
const (
	bidiOther = iota
	bidiL
	bidiR
	bidiAL
	bidiAN
	bidiEN
	bidiES
	bidiCS
	bidiET
	bidiON
	bidiBN
	bidiNSM
)

// bidiClassOf returns the Bidi_Class of r.
func bidiClassOf(r rune) int {
	if r < utf8.RuneSelf {
		return int(asciiBidi[r])
	}
	return int(uts46Value(r) >> uts46ValBidiShift & 15)
}

// asciiBidi is the Bidi_Class of each ASCII code point.
var asciiBidi = func() (t [utf8.RuneSelf]uint8) {
	for c := range t {
		t[c] = uint8(uts46Value(rune(c)) >> uts46ValBidiShift & 15)
	}
	return
}()

// isBidiDomain reports whether uni has a code point of Bidi_Class R, AL or
// AN.
// See https://www.rfc-editor.org/rfc/rfc5893#section-1.4.
func isBidiDomain(uni string) bool {
	for _, r := range uni {
		if c := bidiClassOf(r); c == bidiR || c == bidiAL || c == bidiAN {
			return true
		}
	}
	return false
}

// bidiRuleValid reports whether label, not empty, satisfies the six
// conditions of the Bidi Rule.
// See https://www.rfc-editor.org/rfc/rfc5893#section-2.
func bidiRuleValid(label string) bool {
	first, _ := utf8.DecodeRuneInString(label)
	// 1. The first character must be a character with Bidi property L,
	// R or AL.
	rtl := false
	switch bidiClassOf(first) {
	case bidiL:
	case bidiR, bidiAL:
		rtl = true
	default:
		return false
	}
	// The class of the last code point that is not NSM.
	last := bidiOther
	hasEN, hasAN := false, false
	for _, r := range label {
		c := bidiClassOf(r)
		if rtl {
			// 2. In an RTL label, only characters with the Bidi
			// properties R, AL, AN, EN, ES, CS, ET, ON, BN or NSM are
			// allowed.
			switch c {
			case bidiR, bidiAL, bidiAN, bidiEN, bidiES, bidiCS, bidiET, bidiON, bidiBN, bidiNSM:
			default:
				return false
			}
		} else {
			// 5. In an LTR label, only characters with the Bidi
			// properties L, EN, ES, CS, ET, ON, BN or NSM are allowed.
			switch c {
			case bidiL, bidiEN, bidiES, bidiCS, bidiET, bidiON, bidiBN, bidiNSM:
			default:
				return false
			}
		}
		hasEN = hasEN || c == bidiEN
		hasAN = hasAN || c == bidiAN
		if c != bidiNSM {
			last = c
		}
	}
	if rtl {
		// 3. In an RTL label, the end of the label must be a character
		// with Bidi property R, AL, EN or AN, followed by zero or more
		// characters with Bidi property NSM. 4. In an RTL label, if an
		// EN is present, no AN may be present, and vice versa.
		return (last == bidiR || last == bidiAL || last == bidiEN || last == bidiAN) && !(hasEN && hasAN)
	}
	// 6. In an LTR label, the end of the label must be a character with
	// Bidi property L or EN, followed by zero or more characters with
	// Bidi property NSM.
	return last == bidiL || last == bidiEN
}

// mayBeRightToLeft reports whether s has a code point from U+0580 up: no
// code point below U+0590 HEBREW block has Bidi_Class R, AL or AN, so a
// domain without one is no Bidi domain name, and most domains are known
// without looking code points up. (Each is encoded from a lead byte of
// 0xD6 up: U+0580 is D6 80.)
func mayBeRightToLeft(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0xD6 {
			return true
		}
	}
	return false
}

const (
	zeroWidthNonJoiner = "\u200C"
	zeroWidthJoiner    = "\u200D"
)

// contextJValid reports whether every U+200C ZERO WIDTH NON-JOINER and
// U+200D ZERO WIDTH JOINER in label meets its CONTEXTJ rule (RFC 5892,
// Appendix A.1 and A.2). Each code point is looked at a bounded number of
// times: a scan over Joining_Type T stops at the next joiner.
// See https://www.rfc-editor.org/rfc/rfc5892#appendix-A.1.
func contextJValid(label string) bool {
	for i := 0; i < len(label); {
		r, size := utf8.DecodeRuneInString(label[i:])
		if r != 0x200C && r != 0x200D {
			i += size
			continue
		}
		// A.1, A.2: If Canonical_Combining_Class(Before(cp)) .eq. Virama
		// Then True;
		before, beforeSize := utf8.DecodeLastRuneInString(label[:i])
		if beforeSize > 0 && cccOf(uts46Value(before)) == cccVirama {
			i += size
			continue
		}
		// A.2 (ZERO WIDTH JOINER): otherwise False.
		if r == 0x200D {
			return false
		}
		// A.1 (ZERO WIDTH NON-JOINER): If RegExpMatch((Joining_Type:{L,D})
		// (Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D}))
		// Then True; otherwise False.
		// Before: skip T, then L or D.
		for j := i; ; {
			if j == 0 {
				return false
			}
			before, beforeSize := utf8.DecodeLastRuneInString(label[:j])
			j -= beforeSize
			if jt := joiningTypeOf(before); jt != joiningT {
				if jt != joiningL && jt != joiningD {
					return false
				}
				break
			}
		}
		// After: skip T, then R or D.
		i += size
		for j := i; ; {
			if j == len(label) {
				return false
			}
			after, afterSize := utf8.DecodeRuneInString(label[j:])
			j += afterSize
			if jt := joiningTypeOf(after); jt != joiningT {
				if jt != joiningR && jt != joiningD {
					return false
				}
				break
			}
		}
	}
	return true
}

// cccVirama is the Canonical_Combining_Class value Virama.
const cccVirama = 9

// A joiningType is a value of the Unicode property Joining_Type, as far as
// the CONTEXTJ rule tells them apart: U stands for U (Non_Joining) and C
// (Join_Causing) alike.
type joiningType uint8

const (
	joiningU joiningType = iota
	joiningL             // Left_Joining
	joiningD             // Dual_Joining
	joiningR             // Right_Joining
	joiningT             // Transparent
)

// joiningTypeOf returns the Joining_Type of r.
func joiningTypeOf(r rune) joiningType {
	return joiningType(uts46Value(r) >> uts46ValJoinShift & 7)
}

// labelIter iterates over the labels of a domain: strictly split on "."
// and, if dots, on the three other code points that UTS #46 maps to "."
// (at UnicodeVersion): U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL
// STOP and U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP.
// TestLabelSeparators checks that list against the mapping table.
type labelIter struct {
	s    string
	dots bool
	i    int // the start of the next label; len(s)+1 when done
}

// next returns the next label, or false when there is none.
func (it *labelIter) next() (string, bool) {
	s, i := it.s, it.i
	if i > len(s) {
		return "", false
	}
	for j := i; j < len(s); j++ {
		// Most bytes are neither "." nor the first byte of a full stop
		// beyond ASCII (E3 or EF): one comparison each when not dots,
		// two when dots.
		c := s[j]
		if c != '.' && (c < 0xE3 || !it.dots) {
			continue
		}
		n := 1
		if c != '.' {
			if j+3 > len(s) {
				continue
			}
			switch s[j : j+3] {
			case "\u3002", "\uFF0E", "\uFF61":
				n = 3
			default:
				continue
			}
		}
		it.i = j + n
		return s[i:j], true
	}
	it.i = len(s) + 1
	return s[i:], true
}
