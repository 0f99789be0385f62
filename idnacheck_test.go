// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// bidiJoinersTests are domains before the UTS #46 mapping, and whether
// their mapped labels meet CheckBidi and CheckJoiners. The differential
// harness found the first ones (x/net/idna v0.62.0 accepts them; whatwg-url
// 17.3.0 rejects them).
var bidiJoinersTests = []struct {
	domain string
	valid  bool
}{
	// CheckBidi on the mapped labels.
	{"a\u2136b", false},    // ℶ maps to the Hebrew letter ב: "aבb" starts with L, holds R
	{"1\u2135", false},     // ℵ maps to א: an RTL label starting with a digit
	{"a\u05D1b", false},    // "aבb" as written
	{"\u2136", true},       // "ב" alone is a valid RTL label
	{"\u2135\u2136", true}, // "אב"
	{"ab.\u2136", true},    // an LTR label in a Bidi domain name that meets rules 5 and 6
	{"1a.\u2136", false},   // rule 1: a label of a Bidi domain name starts with L, R or AL
	{"a\u2136b.example", false},
	{"\u05D0.", true},             // the empty root label has nothing to check
	{"\u05D0\u0661", true},        // R then AN: rule 3 lets an RTL label end with AN
	{"\u05D0\u0661\u0031", false}, // AN and EN together: rule 4
	{"example.com", true},         // no R, AL or AN: not a Bidi domain name
	{"b\u00FCcher.de", true},      // LTR with a non-ASCII letter
	{"1.example", true},           // a label starting with a digit, outside a Bidi domain name
	// CheckJoiners: U+200C ZERO WIDTH NON-JOINER (RFC 5892 A.1).
	{"\u0647\u200C2", false},                 // D ZWNJ U: "2" is not R or D
	{"\u0628\u200C\U0001F4A9", false},        // D ZWNJ U (an emoji)
	{"\u0628\u200C\u0627", true},             // D ZWNJ R: the rule's regular expression
	{"\u0628\u200C\u0628", true},             // D ZWNJ D
	{"\uA872\u200C\uA840", true},             // L ZWNJ D (Phags-pa: U+A872 SUPERFIXED LETTER RA is L, U+A840 KA is D)
	{"\u0628\u064B\u200C\u064B\u0627", true}, // T on both sides are skipped (U+064B FATHATAN)
	{"\u0627\u200C\u0628", false},            // R before: not L or D
	{"\uA840\u200C\uA872", false},            // L after: not R or D
	{"\u200C\u0628", false},                  // nothing before
	{"\u0628\u200C", false},                  // nothing after
	{"\u0628\u200C\u200C\u0628", false},      // two non-joiners: each needs a joining letter beside it
	{"\u0628\u200C\u0628\u200C\u0627", true}, // each in its context
	{"\u0628\u0640\u200C\u0627", false},      // U+0640 TATWEEL is Join_Causing, not L or D
	{"\u0915\u094D\u200C\u0937", true},       // after a virama (U+094D DEVANAGARI SIGN VIRAMA, ccc 9)
	{"\u0915\u200C\u0937", false},            // Devanagari letters are U: no virama, no joining context
	{"a\u200Cb", false},                      // Latin letters are U
	// CheckJoiners: U+200D ZERO WIDTH JOINER (RFC 5892 A.2).
	{"\u0915\u094D\u200D\u0937", true}, // after a virama
	{"\u0628\u200D\u0628", false},      // only after a virama, even between joining letters
	{"a\u200Db", false},
	{"\u200D", false},
	{"\u0915\u200D\u094D", false}, // the virama must come before
}

// TestBidiJoinersValid checks bidiJoinersValid on the domains above after
// the mapping.
func TestBidiJoinersValid(t *testing.T) {
	for _, tt := range bidiJoinersTests {
		uni := uts46MapNFC(tt.domain)
		if got := bidiJoinersValid(uni); got != tt.valid {
			t.Errorf("bidiJoinersValid(%+q) (from %+q) = %v, want %v", uni, tt.domain, got, tt.valid)
		}
	}
}

// TestJoiningTypeOf checks a few code points of the generated table
// against DerivedJoiningType.txt.
func TestJoiningTypeOf(t *testing.T) {
	tests := []struct {
		r    rune
		want joiningType
	}{
		{'a', joiningU},
		{0x0600, joiningU},  // ARABIC NUMBER SIGN, listed as U
		{0x0620, joiningD},  // the table's first D
		{0x0627, joiningR},  // ARABIC LETTER ALEF
		{0x0628, joiningD},  // ARABIC LETTER BEH
		{0x0640, joiningU},  // ARABIC TATWEEL is C, read as U
		{0x064B, joiningT},  // ARABIC FATHATAN
		{0x00AD, joiningT},  // SOFT HYPHEN, Cf
		{0x200C, joiningU},  // ZERO WIDTH NON-JOINER
		{0x200D, joiningU},  // ZERO WIDTH JOINER is C
		{0xA872, joiningL},  // PHAGS-PA SUPERFIXED LETTER RA
		{0x10AC5, joiningR}, // MANICHAEAN LETTER BETH (astral)
		{0xE01EF, joiningT}, // VARIATION SELECTOR-256, the last T
		{0x10FFFF, joiningU},
	}
	for _, tt := range tests {
		if got := joiningTypeOf(tt.r); got != tt.want {
			t.Errorf("joiningTypeOf(%U) = %d, want %d", tt.r, got, tt.want)
		}
	}
}

// TestJoiningTypesTransparent: DerivedJoiningType.txt gives T to every
// code point of General_Category Mn or Me that ArabicShaping.txt does not
// list, which package unicode's tables tell independently of the generated
// table, for the code points whose category Unicode has not changed since
// package unicode's version (those that UnicodeVersion's data counts as
// marks: U+1171E AHOM CONSONANT SIGN MEDIAL RA is Mn in 15.0 and Mc in
// 16.0, so only those T in our table or listed are checked exactly).
func TestJoiningTypesTransparent(t *testing.T) {
	n, notT := 0, 0
	for _, table := range []*unicode.RangeTable{unicode.Mn, unicode.Me} {
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if !unicode.Is(table, r) {
				continue
			}
			n++
			if jt := joiningTypeOf(r); jt != joiningT {
				notT++
				if uts46Value(r)&uts46ValMark == 0 {
					t.Errorf("joiningTypeOf(%U) = %d: Mn or Me in package unicode, no mark in ours", r, jt)
				}
			}
		}
	}
	// Unicode changed a few marks from Mn to Mc between package
	// unicode's version and ours; more means a broken derivation.
	if n < 1500 || notT > 20 {
		t.Errorf("%d code points of General_Category Mn or Me, %d of them not T", n, notT)
	}
	t.Logf("%d code points Mn or Me in package unicode %s, %d not T in Unicode %s", n, unicode.Version, notT, UnicodeVersion)
}

// TestBidiDomainAfterMapping: whether a domain is a Bidi domain name is
// decided after the mapping. U+FC5E ARABIC LIGATURE SHADDA WITH DAMMATAN
// ISOLATED FORM is AL, but maps to U+0020 and two marks, none R, AL or AN:
// the Bidi Rule does not apply, and UTS #46 succeeds; the domain parser
// then fails on the space, a forbidden domain code point (x/net/idna
// applied the Bidi Rule and failed UTS #46 instead).
func TestBidiDomainAfterMapping(t *testing.T) {
	if uni, ok := uts46Process("\uFC5E", false); !ok || !strings.Contains(uni, " ") {
		t.Errorf("uts46Process(%+q, false) = %+q, %v; want a space, true", "\uFC5E", uni, ok)
	}
	_, err := DomainToASCII("\uFC5E", false)
	var ve validation.Error
	if !errors.As(err, &ve) || ve.Type != errDomainToASCII {
		t.Errorf("DomainToASCII(%+q, false) error %v, want %s", "\uFC5E", err, errDomainToASCII)
	}
}

// FuzzContextJ checks contextJValid against contextJSlow, RFC 5892's rules
// written as its regular expression over the labels' joining types.
func FuzzContextJ(f *testing.F) {
	for _, tt := range bidiJoinersTests {
		f.Add(tt.domain)
	}
	f.Fuzz(func(t *testing.T, label string) {
		if !utf8.ValidString(label) {
			return
		}
		if got, want := contextJValid(label), contextJSlow(label); got != want {
			t.Fatalf("contextJValid(%+q) = %v, contextJSlow = %v", label, got, want)
		}
	})
}

// contextJRegexps are RFC 5892 A.1's regular expression before and after
// U+200C, over one letter per code point: its Joining_Type (L, D, R, T or
// U) or, for the joiners, Z (ZWNJ) and J (ZWJ).
var (
	contextJBefore = regexp.MustCompile(`[LD]T*$`)
	contextJAfter  = regexp.MustCompile(`^T*[RD]`)
)

// contextJSlow is contextJValid by RFC 5892 Appendix A.1 and A.2 taken
// literally, with regular expressions.
func contextJSlow(label string) bool {
	runes := []rune(label)
	types := make([]byte, len(runes))
	for i, r := range runes {
		types[i] = "ULDRT"[joiningTypeOf(r)]
		switch r {
		case 0x200C:
			types[i] = 'Z'
		case 0x200D:
			types[i] = 'J'
		}
	}
	for i, r := range runes {
		if r != 0x200C && r != 0x200D {
			continue
		}
		if i > 0 && cccOf(uts46Value(runes[i-1])) == 9 {
			continue
		}
		if r == 0x200D || !contextJBefore.Match(types[:i]) || !contextJAfter.Match(types[i+1:]) {
			return false
		}
	}
	return true
}

// TestMayBeRightToLeft checks the claim mayBeRightToLeft rests on: no code
// point below U+0580 has Bidi_Class R, AL or AN in the tables linked.
func TestMayBeRightToLeft(t *testing.T) {
	for r := rune(0); r < 0x580; r++ {
		if c := bidiClassOf(r); c == bidiR || c == bidiAL || c == bidiAN {
			t.Errorf("%U has Bidi_Class %v: mayBeRightToLeft must look below U+0580", r, c)
		}
	}
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"bücher.example", false},  // Latin
		{"пример.рф", false},       // Cyrillic, below U+0580
		{"\u05d0.example", true},   // Hebrew alef
		{"\u0627\u0644.com", true}, // Arabic
		{"例え.jp", true},            // CJK: looked up, and not Bidi
	} {
		if got := mayBeRightToLeft(c.s); got != c.want {
			t.Errorf("mayBeRightToLeft(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
