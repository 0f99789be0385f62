// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

//go:generate go run gen_joiningtype.go gen_npm.go

// Two UTS #46 validity criteria, CheckBidi and CheckJoiners, checked on the
// labels after the mapping, as UTS #46 says, where golang.org/x/net/idna
// (v0.62.0) gets them wrong:
//   - It decides whether the domain is a Bidi domain name from the code
//     points before the mapping, so a label whose code points map to
//     right-to-left ones escapes the Bidi Rule: "aℶb" maps to "aבb", which
//     breaks it, and passed.
//   - Its joiner state machine goes back to its start state on a
//     non-joining code point after U+200C ZERO WIDTH NON-JOINER, so
//     "\u0647\u200c2" passed, though "2" is not right- or dual-joining.
//
// uts46Process (idna.go) calls bidiJoinersValid on x/net/idna's result,
// for every caller of the domain parser and domain to Unicode. x/net/idna's
// Bidi Rule is off (idnaLenient, idnaStrict); its joiner check stays on, as
// it rejects nothing that RFC 5892 allows and it also holds the check for a
// label starting with a combining mark.
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
	isBidi := false
	if mayBeRightToLeft(uni) {
		isBidi = bidirule.DirectionString(uni) == bidi.RightToLeft
	}
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
		if isBidi && label != "" && !bidirule.ValidString(label) {
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
		_, beforeSize := utf8.DecodeLastRuneInString(label[:i])
		if beforeSize > 0 && norm.NFC.PropertiesString(label[i-beforeSize:]).CCC() == cccVirama {
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

// joiningTypeOf returns the Joining_Type of r, from the generated table
// joiningTypes (joiningtype_table.go), whose entries pack a range's first
// code point, its length less one and its type into 32 bits (2 KB for the
// table, against 6 KB as structs).
func joiningTypeOf(r rune) joiningType {
	// The first entry whose range ends at or after r.
	i := sort.Search(len(joiningTypes), func(i int) bool {
		e := joiningTypes[i]
		return rune(e>>11)+rune(e>>3&0xFF) >= r
	})
	if i < len(joiningTypes) && rune(joiningTypes[i]>>11) <= r {
		return joiningType(joiningTypes[i] & 7)
	}
	return joiningU
}
