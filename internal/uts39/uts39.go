// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package uts39 holds the parts of UTS #39, Unicode Security Mechanisms,
// that the url package's Display reads: the restriction level of a label
// (section 5.2) and whether a label is a whole-script confusable of a
// Latin one (section 4), over generated Script_Extensions and confusables
// tables (tables.go, written by gen_uts39.go). Only a program that calls
// Display links it.
// See https://www.unicode.org/reports/tr39/.
package uts39

import "unicode/utf8"

// A Script is a value of the Unicode Script property, numbered as in
// scriptNames.
type Script uint8

// String returns the script's long value name ("Latin", "Cyrillic").
func (s Script) String() string {
	if int(s) < len(scriptNames) {
		return scriptNames[s]
	}
	return "Unknown"
}

// A ScriptSet is a set of scripts, one bit each.
type ScriptSet [3]uint64

// all is the set of every script: what Common and Inherited code points
// count as when scripts are resolved (UTS #39 section 5.1).
var all = ScriptSet{^uint64(0), ^uint64(0), ^uint64(0)}

func (s ScriptSet) has(t Script) bool { return s[t/64]&(1<<(t%64)) != 0 }

func (s ScriptSet) and(t ScriptSet) ScriptSet {
	return ScriptSet{s[0] & t[0], s[1] & t[1], s[2] & t[2]}
}

func (s ScriptSet) or(t ScriptSet) ScriptSet {
	return ScriptSet{s[0] | t[0], s[1] | t[1], s[2] | t[2]}
}

func (s ScriptSet) empty() bool { return s == ScriptSet{} }

func setOf(scripts ...Script) ScriptSet {
	var s ScriptSet
	for _, t := range scripts {
		s[t/64] |= 1 << (t % 64)
	}
	return s
}

// Scripts returns the scripts of s in order, at most max of them.
func (s ScriptSet) Scripts(max int) []Script {
	var out []Script
	for t := range len(scriptNames) {
		if len(out) == max {
			break
		}
		if s.has(Script(t)) {
			out = append(out, Script(t))
		}
	}
	return out
}

// extensions returns the Script_Extensions of r, with Common and
// Inherited as every script (the augmentation of section 5.1 for Han,
// Hiragana, Katakana, Hangul and Bopomofo is in the covering sets of
// Restriction instead).
func extensions(r rune) ScriptSet {
	// The last run that starts at or before r.
	lo, hi := 0, len(scxRanges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(scxRanges[m]>>11) <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return ScriptSet{}
	}
	s := scriptSets[scxRanges[lo-1]&(1<<11-1)]
	if s.has(scriptCommon) || s.has(scriptInherited) {
		return all
	}
	return s
}

// latinAlike reports whether r is a code point of a script other than
// Latin, Common and Inherited whose skeleton is Latin (with Common and
// Inherited code points).
func latinAlike(r rune) bool {
	lo, hi := 0, len(latinAlikes)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(latinAlikes[m]>>8) <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return false
	}
	e := latinAlikes[lo-1]
	return r-rune(e>>8) <= rune(e&0xFF)
}

// ScriptsOf returns the scripts of label's code points, in the order they
// first appear, joined by "+": the first script of each code point's
// Script_Extensions, Common and Inherited left out ("Latin+Cyrillic").
func ScriptsOf(label string) string {
	var seen ScriptSet
	out := ""
	for _, r := range label {
		s := extensions(r)
		if s == all || s.empty() {
			continue
		}
		t := s.Scripts(1)[0]
		if seen.has(t) {
			continue
		}
		seen = seen.or(setOf(t))
		if out != "" {
			out += "+"
		}
		out += t.String()
	}
	return out
}

// A Restriction is the outcome of the Moderately Restrictive check.
type Restriction uint8

const (
	// ModeratelyRestrictive: the label meets the level.
	ModeratelyRestrictive Restriction = iota
	// MixedScripts: the label mixes scripts more than the level allows.
	MixedScripts
)

// Check returns the restriction of label, UTF-8 text, at UTS #39's
// Moderately Restrictive level, and the label's resolved script set: the
// scripts every one of its code points belongs to, empty when it mixes
// scripts.
//
// A label meets the level when it is a single script (its resolved script
// set is not empty), when it is covered by Latin, Han, Hiragana and
// Katakana, by Latin, Han and Bopomofo or by Latin, Han and Hangul, or
// when it is covered by Latin and one other script, Cyrillic and Greek
// excepted. Common and Inherited code points (digits, "-", combining
// marks) belong to every script.
// See https://www.unicode.org/reports/tr39/#Restriction_Level_Detection.
func Check(label string) (Restriction, ScriptSet) {
	// The covering sets of Highly Restrictive: Latin with Han and the
	// scripts written with it in Japanese, Chinese (Bopomofo) and Korean.
	// (Local, so that a program that does not call Check runs no
	// initialization for them.)
	japanese := setOf(scriptLatin, scriptHan, scriptHiragana, scriptKatakana)
	chinese := setOf(scriptLatin, scriptHan, scriptBopomofo)
	korean := setOf(scriptLatin, scriptHan, scriptHangul)
	resolved := all
	coveredJapanese, coveredChinese, coveredKorean := true, true, true
	// The resolved set of the code points that are not Latin.
	other := all
	for _, r := range label {
		if r == utf8.RuneError {
			return MixedScripts, ScriptSet{}
		}
		s := extensions(r)
		resolved = resolved.and(s)
		coveredJapanese = coveredJapanese && !s.and(japanese).empty()
		coveredChinese = coveredChinese && !s.and(chinese).empty()
		coveredKorean = coveredKorean && !s.and(korean).empty()
		if !s.has(scriptLatin) {
			other = other.and(s)
		}
	}
	switch {
	case !resolved.empty():
		return ModeratelyRestrictive, resolved
	case coveredJapanese, coveredChinese, coveredKorean:
		return ModeratelyRestrictive, resolved
	}
	// Latin and one other script: the code points that are not Latin
	// share a script, which is neither Cyrillic nor Greek.
	other[scriptCyrillic/64] &^= 1 << (scriptCyrillic % 64)
	other[scriptGreek/64] &^= 1 << (scriptGreek % 64)
	if !other.empty() {
		return ModeratelyRestrictive, resolved
	}
	return MixedScripts, resolved
}

// WholeScriptLatinConfusable reports whether label, which Check found a
// single script, is a whole-script confusable of a Latin label: it is of
// one script other than Latin, and each of its code points of that
// script is confusable with Latin (its skeleton is Latin), so that the
// whole label may read as a Latin one ("аррӏе" in Cyrillic for "apple").
// It returns that script.
// See https://www.unicode.org/reports/tr39/#Whole_Script_Confusables.
func WholeScriptLatinConfusable(label string) (Script, bool) {
	var script ScriptSet = all
	letters := false
	for _, r := range label {
		s := extensions(r)
		if s == all {
			continue // Common or Inherited: "-", digits, marks
		}
		if s.has(scriptLatin) || !latinAlike(r) {
			return 0, false
		}
		script = script.and(s)
		letters = true
	}
	if !letters || script.empty() {
		return 0, false
	}
	return script.Scripts(1)[0], true
}

// RegionTLD reports whether tld, a top-level domain label in lower case
// (ASCII, or Unicode as Display shows it), belongs to a region where
// script is in use, so that a whole-script confusable of that script is
// shown in Unicode under it: Chromium's rule for Cyrillic, applied to
// every script with a row in regionTLDs. A TLD written in the script
// itself ("рф", "ελ") belongs to it.
func RegionTLD(script Script, tld string) bool {
	if tld == "" {
		return false
	}
	// A TLD written in the script is of its region, unless it is itself a
	// whole-script confusable with Latin: "сом" in Cyrillic would
	// otherwise make "аррӏе.сом" pass for "apple.com". Real TLDs of that
	// shape are in regionTLDs.
	if r, scripts := Check(tld); r == ModeratelyRestrictive && scripts != all && scripts.has(script) {
		if _, confusable := WholeScriptLatinConfusable(tld); !confusable {
			return true
		}
	}
	for _, e := range regionTLDs {
		if e.script == script {
			for _, t := range e.tlds {
				if t == tld {
					return true
				}
			}
		}
	}
	return false
}

// regionTLDs lists, for the scripts with letters confusable with Latin
// ones, the country-code TLDs (ISO 3166-1) of the countries that write an
// official language in the script, and "su". A whole-script confusable
// under another TLD shows as Punycode.
var regionTLDs = []struct {
	script Script
	tlds   []string
}{
	// Bosnia and Herzegovina, Bulgaria, Belarus, Kyrgyzstan, Kazakhstan,
	// Montenegro, North Macedonia, Mongolia, Serbia, Russia, the Soviet
	// Union, Tajikistan, Ukraine, Uzbekistan; "pyc" is the ASCII
	// look-alike of "рус" that registries of Cyrillic names use. Then the
	// delegated Cyrillic TLDs of those regions, listed because a TLD in the
	// script is not trusted by its script alone (see RegionTLD).
	{scriptCyrillic, []string{"ba", "bg", "by", "kg", "kz", "me", "mk", "mn", "pyc", "rs", "ru", "su", "tj", "ua", "uz",
		"бг", "бел", "мкд", "мон", "рф", "рус", "срб", "укр", "қаз"}},
	// Greece, Cyprus, and the EU's Greek TLD.
	{scriptGreek, []string{"cy", "gr", "ελ", "ευ"}},
	{scriptArmenian, []string{"am", "հայ"}},
	{scriptGeorgian, []string{"ge", "გე"}},
	{scriptHebrew, []string{"il", "ישראל"}},
	// Eritrea, Ethiopia.
	{scriptEthiopic, []string{"er", "et"}},
}
