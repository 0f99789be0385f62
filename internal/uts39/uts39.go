// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package uts39 holds the parts of UTS #39, Unicode Security Mechanisms,
// that the url package's Display reads: the identifier profile and the
// restriction level of a label (sections 3.1 and 5.2) and whether a label
// reads as a Latin one (its skeleton, section 4), over generated
// Script_Extensions, Identifier_Status and confusables tables (tables.go,
// written by internal/gen/uts39). Only a program that calls Display links it.
// See https://www.unicode.org/reports/tr39/.
package uts39

import "unicode/utf8"

// A Script is a value of the Unicode Script property, or one of the
// augmented scripts of UTS #39 section 5.1 (Hanb, Jpan, Kore), numbered as
// in scriptNames.
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

// Latin reports whether s has Latin.
func (s ScriptSet) Latin() bool { return s.has(scriptLatin) }

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

// extensions returns the augmented Script_Extensions of r (UTS #39
// section 5.1): Common and Inherited as every script; Han with Hanb, Jpan
// and Kore; Hiragana and Katakana with Jpan; Hangul with Kore; Bopomofo
// with Hanb.
// See https://www.unicode.org/reports/tr39/#Mixed_Script_Detection.
func extensions(r rune) ScriptSet {
	s := scriptSets[lookup(scxRanges[:], r, 11)]
	if s.has(scriptCommon) || s.has(scriptInherited) {
		return all
	}
	return s
}

// lookup returns the value of the run of table, sorted entries of
// first<<bits | value, that holds r.
func lookup(table []uint32, r rune, bits uint) uint32 {
	// The last run that starts at or before r.
	lo, hi := 0, len(table)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(table[m]>>bits) <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return 0
	}
	return table[lo-1] & (1<<bits - 1)
}

// The classes of classRanges.
const (
	classRestricted = iota
	classOther
	classMarked
	classASCII
	classASCIIOne
)

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

// A RestrictionLevel is one of UTS #39's restriction levels, from the
// most restrictive to the least.
// See https://www.unicode.org/reports/tr39/#Restriction_Level_Detection.
type RestrictionLevel uint8

const (
	// ASCIIOnly: every code point is ASCII, and in the identifier profile.
	ASCIIOnly RestrictionLevel = iota
	// SingleScript: the label is single-script (its resolved script set
	// is not empty).
	SingleScript
	// HighlyRestrictive: the label is covered by Latin, Han, Hiragana and
	// Katakana; by Latin, Han and Bopomofo; or by Latin, Han and Hangul.
	HighlyRestrictive
	// ModeratelyRestrictive: the label is covered by Latin and one other
	// Recommended script, Cyrillic and Greek excepted.
	ModeratelyRestrictive
	// MinimallyRestrictive: the label mixes scripts beyond that.
	MinimallyRestrictive
	// Unrestricted: a code point of the label is outside the identifier
	// profile (its Identifier_Status is Restricted).
	Unrestricted
)

var levelNames = [...]string{"ASCII-Only", "Single Script", "Highly Restrictive", "Moderately Restrictive", "Minimally Restrictive", "Unrestricted"}

// String returns the level's name in UTS #39 ("Moderately Restrictive").
func (l RestrictionLevel) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "Unrestricted"
}

// Level returns the restriction level of label, UTF-8 text, and the
// label's resolved script set: the augmented scripts every one of its code
// points belongs to, empty when it mixes scripts. The identifier profile is
// UTS #39's General Security Profile: the code points whose
// Identifier_Status is Allowed.
// See https://www.unicode.org/reports/tr39/#Restriction_Level_Detection.
func Level(label string) (RestrictionLevel, ScriptSet) {
	ascii := true
	resolved, nonLatin := all, all
	for _, r := range label {
		// 1. A code point outside the identifier profile: Unrestricted.
		// (Bytes that are not UTF-8 read as U+FFFD, which is outside.)
		if lookup(classRanges[:], r, 3) == classRestricted {
			return Unrestricted, ScriptSet{}
		}
		ascii = ascii && r < utf8.RuneSelf
		s := extensions(r)
		resolved = resolved.and(s)
		// The resolved script set of the label with its Latin code
		// points removed.
		if !s.has(scriptLatin) {
			nonLatin = nonLatin.and(s)
		}
	}
	switch {
	case ascii: // 2.
		return ASCIIOnly, resolved
	case !resolved.empty(): // 3.
		return SingleScript, resolved
	case nonLatin.has(scriptHanb) || nonLatin.has(scriptJpan) || nonLatin.has(scriptKore): // 4.
		return HighlyRestrictive, resolved
	}
	// 5. Latin and one other Recommended script, neither Cyrillic nor
	// Greek: the code points that are not Latin share one.
	other := nonLatin.and(recommended)
	other[scriptCyrillic/64] &^= 1 << (scriptCyrillic % 64)
	other[scriptGreek/64] &^= 1 << (scriptGreek % 64)
	if !other.empty() {
		return ModeratelyRestrictive, resolved
	}
	return MinimallyRestrictive, resolved // 6.
}

// ReadsAsLatin reports whether label, UTF-8 text with a code point outside
// ASCII, reads as a label of ASCII letters (UTS #39 section 4). A label
// with a code point of a script other than Latin does when its skeleton
// is ASCII, Latin letters and nonspacing marks ("аррӏе", whose skeleton is
// "apple"; "аррӏё"; "gօogle" with an Armenian "օ"). A Latin label does
// when each of its code points outside ASCII has one ASCII letter as its
// skeleton ("gıthub" with a dotless i), but not for a ligature that reads
// as two ("æble") or an accent ("bücher"). A nonspacing mark of the label
// counts as a mark, whatever its script: it takes the script of its base
// and does not make a look-alike base less of one.
// See https://www.unicode.org/reports/tr39/#Confusable_Detection.
func ReadsAsLatin(label string) bool {
	nonASCII, otherScript, latinSkeleton, singles := false, false, true, true
	for _, r := range label {
		c := lookup(classRanges[:], r, 3)
		if r >= utf8.RuneSelf {
			nonASCII = true
			singles = singles && c == classASCIIOne
		}
		latinSkeleton = latinSkeleton && c >= classMarked
		if s := extensions(r); s != all && !s.has(scriptLatin) {
			otherScript = true
		}
	}
	if otherScript {
		return latinSkeleton
	}
	return nonASCII && singles
}

// RegionTLD reports whether tld, a top-level domain label in lower case
// (ASCII, or Unicode as Display shows it), belongs to a region where
// script is in use, so that a whole-script confusable of that script is
// shown in Unicode under it: Chromium's rule and list. A TLD written in
// the script itself ("пример.рф", "ελ") belongs to it.
func RegionTLD(script Script, tld string) bool {
	if tld == "" {
		return false
	}
	// A TLD written in the script is of its region, unless it reads as
	// Latin itself: "сом" in Cyrillic would otherwise make "аррӏе.сом"
	// pass for "apple.com". The delegated TLDs of that shape are in
	// regionTLDs.
	if l, scripts := Level(tld); l == SingleScript && scripts.has(script) && !ReadsAsLatin(tld) {
		return true
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

// regionTLDs lists, for the scripts with letters that read as Latin ones,
// the country-code TLDs under which Chromium shows a whole-script
// confusable of the script in Unicode, the regions that write most of the
// domains in the script; then the delegated TLDs written in the script
// that read as Latin themselves, which Chromium's rule for a TLD in the
// script (any letter of it) accepts. A whole-script confusable under
// another TLD, among them those of other regions that write the script
// (".me", ".rs", ".mk") and the generic ones, shows as Punycode.
// See https://source.chromium.org/chromium/chromium/src/+/main:components/url_formatter/spoof_checks/idn_spoof_checker.cc.
var regionTLDs = []struct {
	script Script
	tlds   []string
}{
	{scriptArmenian, []string{"am", "հայ"}},
	// Bulgaria, Belarus, Kazakhstan, Russia, the Soviet Union, Ukraine,
	// Uzbekistan; "pyc" is the ASCII look-alike of "рус" that registries
	// of Cyrillic names use.
	{scriptCyrillic, []string{"bg", "by", "kz", "pyc", "ru", "su", "ua", "uz",
		"бг", "ком", "қаз", "мон", "москва", "орг", "рус", "рф", "сайт", "срб", "укр"}},
	// Eritrea, Ethiopia.
	{scriptEthiopic, []string{"er", "et"}},
	{scriptGeorgian, []string{"ge"}},
	{scriptGreek, []string{"gr", "ευ"}},
	{scriptHebrew, []string{"il"}},
	{scriptMyanmar, []string{"mm"}},
	{scriptThai, []string{"th"}},
}
