// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package uts39

import (
	"testing"
	"unicode"
)

// TestExtensionsAgreeWithGo checks the generated Script_Extensions against
// the Script property of Go's unicode package (an older Unicode version,
// whose assignments the newer one keeps): every code point of a script
// other than Common and Inherited has that script among its extensions.
func TestExtensionsAgreeWithGo(t *testing.T) {
	checked := 0
	for name, table := range unicode.Scripts {
		if name == "Common" || name == "Inherited" {
			continue
		}
		var id Script = 255
		for i, n := range scriptNames {
			if n == name {
				id = Script(i)
			}
		}
		if id == 255 {
			t.Errorf("script %s of Go's unicode package is not in scriptNames", name)
			continue
		}
		check := func(r rune) {
			checked++
			if s := extensions(r); !s.has(id) {
				t.Errorf("extensions(%U) = %v, want it to have %s", r, s.Scripts(4), name)
			}
		}
		for _, r16 := range table.R16 {
			for r := rune(r16.Lo); r <= rune(r16.Hi); r += rune(r16.Stride) {
				check(r)
			}
		}
		for _, r32 := range table.R32 {
			for r := rune(r32.Lo); r <= rune(r32.Hi); r += rune(r32.Stride) {
				check(r)
			}
		}
	}
	if checked < 100000 {
		t.Errorf("checked %d code points, want more than 100000", checked)
	}
}

// TestLevel checks Level on labels of UTS #39's examples and of the
// scripts the identifier profile excludes.
func TestLevel(t *testing.T) {
	for _, c := range []struct {
		label string
		want  RestrictionLevel
	}{
		{"abc", ASCIIOnly},
		{"bücher", SingleScript},
		{"日本語", SingleScript},
		{"ひらがな漢字カタカナ", SingleScript}, // Jpan
		{"한국漢字", SingleScript},       // Kore
		{"ひらがな漢字カタカナabc", HighlyRestrictive},
		{"abc한국漢", HighlyRestrictive},
		{"abcกข", ModeratelyRestrictive},
		{"abcदेव", ModeratelyRestrictive},
		{"abcαβγ", MinimallyRestrictive}, // Greek is excepted
		{"abcабв", MinimallyRestrictive}, // Cyrillic is excepted
		{"abcกขαβ", MinimallyRestrictive},
		{"abcกขदेव", MinimallyRestrictive}, // two others
		{"한ひ", MinimallyRestrictive},
		{"123-", ASCIIOnly},
		{"аррӏе", SingleScript},
		// Outside the identifier profile.
		{"abcㄅ中", Unrestricted},  // Bopomofo is Limited_Use
		{"ꓮpple", Unrestricted},  // Lisu
		{"gⲟⲟgle", Unrestricted}, // Coptic
		{"gᎥthub", Unrestricted}, // Cherokee
		{"ᐯisa", Unrestricted},   // Canadian Syllabics
		{"ⵣa", Unrestricted},     // Tifinagh
		{"𐐀a", Unrestricted},     // Deseret
		{"𐒰a", Unrestricted},     // Osage
		{"ᚠa", Unrestricted},     // Runic
		{"𐌀a", Unrestricted},     // Old Italic
		{"аррӏе҃", Unrestricted}, // a Cyrillic titlo
		{"💩", Unrestricted},
		{"a\xffb", Unrestricted},
		{"a\uFFFDb", Unrestricted},
	} {
		if got, _ := Level(c.label); got != c.want {
			t.Errorf("Level(%q) = %v, want %v", c.label, got, c.want)
		}
	}
}

// referenceLevel is UTS #39 section 5.2's restriction level written from
// the definitions of the levels: a label is covered by a set of scripts
// when each of its code points has one of them in its Script_Extensions
// (Common and Inherited, every one), and Han with Bopomofo, Japanese and
// Korean count as one script each.
func referenceLevel(label string) RestrictionLevel {
	real := func(r rune) ScriptSet {
		s := scriptSets[lookup(scxRanges[:], r, 11)]
		s[scriptHanb/64] &^= 1 << (scriptHanb % 64)
		s[scriptJpan/64] &^= 1 << (scriptJpan % 64)
		s[scriptKore/64] &^= 1 << (scriptKore % 64)
		if s.has(scriptCommon) || s.has(scriptInherited) {
			return all
		}
		return s
	}
	covered := func(scripts ...Script) bool {
		for _, r := range label {
			if real(r).and(setOf(scripts...)).empty() {
				return false
			}
		}
		return true
	}
	ascii := true
	for _, r := range label {
		if lookup(classRanges[:], r, 3) == classRestricted {
			return Unrestricted
		}
		ascii = ascii && r < 0x80
	}
	if ascii {
		return ASCIIOnly
	}
	for s := range Script(scriptHanb) {
		if covered(s) {
			return SingleScript
		}
	}
	if covered(scriptHan, scriptHiragana, scriptKatakana) || covered(scriptHan, scriptBopomofo) || covered(scriptHan, scriptHangul) {
		return SingleScript
	}
	if covered(scriptLatin, scriptHan, scriptHiragana, scriptKatakana) || covered(scriptLatin, scriptHan, scriptBopomofo) || covered(scriptLatin, scriptHan, scriptHangul) {
		return HighlyRestrictive
	}
	for s := range Script(scriptHanb) {
		if recommended.has(s) && s != scriptLatin && s != scriptCyrillic && s != scriptGreek && covered(scriptLatin, s) {
			return ModeratelyRestrictive
		}
	}
	return MinimallyRestrictive
}

// TestLevelMixes checks Level against referenceLevel on labels that mix
// the scripts of the tables: a code point of each distinct
// Script_Extensions value, an Allowed one paired with every other Allowed
// one, alone, after a Latin letter and around a digit and "-", and a
// Restricted one alone and after a Latin letter.
func TestLevelMixes(t *testing.T) {
	seen := map[uint32]bool{}
	var allowed, restricted []rune
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		set := lookup(scxRanges[:], r, 11)
		ok := lookup(classRanges[:], r, 3) != classRestricted
		key := set << 1
		if ok {
			key |= 1
		}
		if !seen[key] {
			seen[key] = true
			if ok {
				allowed = append(allowed, r)
			} else {
				restricted = append(restricted, r)
			}
		}
	}
	counts := map[RestrictionLevel]int{}
	check := func(label string) {
		got, _ := Level(label)
		if want := referenceLevel(label); got != want {
			t.Errorf("Level(%q) = %v, the reference %v", label, got, want)
		}
		counts[got]++
	}
	for _, a := range restricted {
		check(string(a))
		check("a" + string(a))
	}
	for _, a := range allowed {
		check(string(a))
		check("a" + string(a))
		for _, b := range allowed {
			check(string(a) + string(b))
			check("a" + string(a) + string(b))
			check(string(a) + "-1" + string(b))
		}
	}
	t.Logf("%d Allowed and %d Restricted code points; labels by level: %v", len(allowed), len(restricted), counts)
	for l := SingleScript; l <= Unrestricted; l++ {
		if counts[l] == 0 {
			t.Errorf("no label of level %v", l)
		}
	}
}

// TestRecommended checks the generated Recommended scripts.
func TestRecommended(t *testing.T) {
	for _, s := range []Script{scriptLatin, scriptCyrillic, scriptGreek, scriptArabic, scriptHan, scriptThai, scriptDevanagari} {
		if !recommended.has(s) {
			t.Errorf("%v is not recommended", s)
		}
	}
	for _, s := range []Script{scriptLisu, scriptCoptic, scriptCherokee, scriptCanadianAboriginal, scriptTifinagh, scriptDeseret, scriptOsage, scriptRunic, scriptOldItalic, scriptBopomofo, scriptCommon} {
		if recommended.has(s) {
			t.Errorf("%v is recommended", s)
		}
	}
}

func TestReadsAsLatin(t *testing.T) {
	for _, c := range []struct {
		label string
		want  bool
	}{
		{"аррӏе", true},       // Cyrillic
		{"ѕсоре", true},       // Cyrillic
		{"ορο", true},         // Greek
		{"gıthub", true},      // a Latin dotless i
		{"gօogle", true},      // an Armenian "օ"
		{"аррӏе\u0301", true}, // a nonspacing mark on the look-alike
		{"аррӏё", true},       // a Cyrillic letter that decomposes to one with a mark
		{"apple", false},      // ASCII
		{"bücher", false},     // Latin with an accent
		{"gíthub", false},     // Latin with an accent
		{"ыфщ", false},        // Cyrillic letters that read as no Latin ones
		{"пример", false},     // Cyrillic, "п" and "м" among them
		{"日本語", false},
		{"παράδειγμα", false},
	} {
		if got := ReadsAsLatin(c.label); got != c.want {
			t.Errorf("ReadsAsLatin(%q) = %v, want %v", c.label, got, c.want)
		}
	}
}

func TestRegionTLD(t *testing.T) {
	for _, c := range []struct {
		script Script
		tld    string
		want   bool
	}{
		{scriptCyrillic, "ru", true},
		{scriptCyrillic, "рф", true},
		{scriptCyrillic, "срб", true},
		{scriptCyrillic, "бел", true}, // in the script, and does not read as Latin
		{scriptCyrillic, "com", false},
		{scriptCyrillic, "me", false}, // not in Chromium's list
		{scriptCyrillic, "rs", false},
		{scriptCyrillic, "mk", false},
		{scriptCyrillic, "сом", false}, // reads as "com"
		{scriptCyrillic, "gr", false},
		{scriptCyrillic, "ελ", false},
		{scriptCyrillic, "", false},
		{scriptCyrillic, "123", false}, // Common: no script of its own
		{scriptGreek, "ελ", true},
		{scriptGreek, "ευ", true},
		{scriptGreek, "gr", true},
		{scriptGreek, "cy", false},
		{scriptGreek, "ru", false},
		{scriptArmenian, "am", true},
		{scriptThai, "th", true},
		{scriptMyanmar, "mm", true},
	} {
		if got := RegionTLD(c.script, c.tld); got != c.want {
			t.Errorf("RegionTLD(%s, %q) = %v, want %v", c.script, c.tld, got, c.want)
		}
	}
	// A TLD in the script is listed only when the rule for TLDs in the
	// script does not accept it.
	for _, e := range regionTLDs {
		for _, tld := range e.tlds {
			if l, s := Level(tld); tld[0] >= 0x80 && (l != SingleScript || !s.has(e.script) || !ReadsAsLatin(tld)) {
				t.Errorf("%s TLD %q is listed, but is not a look-alike of its script (%v, %v)", e.script, tld, l, s.Scripts(2))
			}
		}
	}
}
