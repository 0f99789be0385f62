// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// No registry this project reaches ships UTS #39's data files: put copies
// of confusables.txt and IdentifierStatus.txt of
// https://www.unicode.org/Public/security/17.0.0/ in the module's root
// before running go generate (see gen_uts39.go).
//go:generate go run gen_uts39.go gen_npm.go -confusables confusables.txt -status IdentifierStatus.txt

import (
	"strings"

	"github.com/weburl/url/internal/uts39"
)

// Display returns the URL serialized for showing to a person: the href,
// with the labels of a domain host that pass the look-alike policy below
// in Unicode, converted by the standard's domain to Unicode, so that
// "https://xn--bcher-kva.example/" shows as "https://bücher.example/".
// IPv4, IPv6 (bracketed), opaque and empty hosts, and every other part,
// are as in the href. The result is for display only: it is not a URL
// string to store, send or parse (use String for that).
//
// A label of the host is shown in Unicode only when it is safe to read
// (DisplayLabels tells why one is not), by UTS #39's rules, in order:
//
//   - Identifier profile. Every code point of the label is in UTS #39's
//     General Security Profile (Identifier_Status Allowed): the scripts
//     UAX #31 excludes from identifiers or limits to some uses (Cherokee,
//     Coptic, Lisu, Canadian Syllabics, Tifinagh, Deseret, Osage, Runic,
//     Old Italic, Bopomofo, …), symbols, emoji and most punctuation keep
//     the label in Punycode (DisplayRestricted).
//   - Mixed scripts. The label meets UTS #39's Moderately Restrictive
//     level (section 5.2), with scripts resolved from Script_Extensions: a
//     single script; or Latin with Han and Hiragana or Katakana, or Latin
//     with Han and Hangul; or Latin with one other Recommended script,
//     Cyrillic and Greek excepted (DisplayMixedScript). Common and
//     Inherited code points (digits, "-", combining marks) go with any
//     script.
//   - Latin look-alikes. A label that reads as a label of Latin letters
//     (section 4) stays in Punycode: it has letters of a script other than
//     Latin and its skeleton is ASCII and Latin letters ("аррӏе" in
//     Cyrillic, "gօogle" with an Armenian "օ"), or it is Latin and each of
//     its letters outside ASCII has one ASCII letter as its skeleton
//     ("gıthub" with a dotless i; not "bücher" nor "æble"). A nonspacing
//     mark does not change that ("аррӏе" with an acute accent).
//     The one exception is a whole-script confusable: a label of a single
//     script other than Latin (DisplayWholeScriptConfusable) is shown in
//     Unicode under a top-level domain of a region that writes that
//     script, by Chromium's list: a TLD in the script itself that does not
//     read as Latin ("рф", "ελ", but not a Cyrillic "сом"); for Cyrillic
//     "bg", "by", "kz", "pyc", "ru", "su", "ua", "uz" and "рус"; for
//     Armenian "am"; for Ethiopic "er" and "et"; for Georgian "ge"; for
//     Greek "gr"; for Hebrew "il"; for Myanmar "mm"; for Thai "th". Any
//     other look-alike is DisplayConfusable.
//   - Everything else stays in its ASCII (Punycode) form, as in the href:
//     a label that fails a check, the whole host when domain to Unicode
//     records an error (DisplayInvalid), and a host longer than a DNS name
//     can be (253 bytes, 254 with a final "."; DisplayTooLong).
//
// The script, identifier and confusable data are those of Unicode 17.0.0,
// generated from the Unicode Character Database and UTS #39's
// IdentifierStatus.txt and confusables.txt. Display should still not show
// credentials to a person making a trust decision: they can be mistaken
// for the host.
// See https://url.spec.whatwg.org/#url-rendering-i18n.
func (u *URL) Display() string {
	v := u.current()
	if !v.valid() {
		return u.String()
	}
	if v.c.hostKind != HostDomain {
		return v.href
	}
	host := v.href[v.c.hostStart:v.c.hostEnd]
	if longerThanDNS(host) || !hasACELabel(host) {
		// Domain to Unicode changes only "xn--" labels of an ASCII
		// domain, which a domain host is; a host longer than a DNS name
		// stays as it is (DisplayTooLong).
		return v.href
	}
	labels := displayLabels(host)
	var b strings.Builder
	b.Grow(len(v.href) + len(host))
	b.WriteString(v.href[:v.c.hostStart])
	for i, l := range labels {
		if i > 0 {
			b.WriteByte('.')
		}
		if l.Reason == DisplayUnicode {
			b.WriteString(l.Unicode)
		} else {
			b.WriteString(l.ASCII)
		}
	}
	b.WriteString(v.href[v.c.hostEnd:])
	return b.String()
}

// A DisplayReason tells how Display shows a label of a domain host, and
// why when it is not in Unicode.
type DisplayReason uint8

const (
	// DisplayUnicode: the label is shown in Unicode (or is ASCII).
	DisplayUnicode DisplayReason = iota
	// DisplayMixedScript: the label mixes scripts beyond UTS #39's
	// Moderately Restrictive level ("pаypal" with a Cyrillic "а").
	DisplayMixedScript
	// DisplayWholeScriptConfusable: the label is of one script other than
	// Latin and reads as a label of Latin letters, and the top-level
	// domain is not of a region that writes that script ("аррӏе.com").
	DisplayWholeScriptConfusable
	// DisplayInvalid: domain to Unicode records an error for the host
	// (a label that is not valid Punycode, or decodes to code points that
	// are not valid), so that the whole host is shown as in the href.
	DisplayInvalid
	// DisplayRestricted: a code point of the label is outside UTS #39's
	// General Security Profile (its Identifier_Status is Restricted): a
	// script excluded from identifiers or of limited use ("ꓮpple" with a
	// Lisu "ꓮ"), a symbol or an emoji.
	DisplayRestricted
	// DisplayConfusable: the label reads as a label of Latin letters and
	// is not a whole-script confusable: its letters are Latin ("gıthub"
	// with a dotless i) or Latin and another script ("gօogle" with an
	// Armenian "օ").
	DisplayConfusable
	// DisplayTooLong: the host is longer than a DNS name can be (253
	// bytes, 254 with a final "."), so that it is shown as in the href and
	// DisplayLabels returns it as a single DisplayLabel.
	DisplayTooLong
)

// longerThanDNS reports whether host is longer than a DNS name can be:
// 253 bytes, the root label's final "." aside.
// See https://www.unicode.org/reports/tr46/#ToASCII (VerifyDnsLength).
func longerThanDNS(host string) bool {
	return len(host) > 254 || len(host) == 254 && host[253] != '.'
}

var displayReasons = [...]string{
	DisplayUnicode:               "shown in Unicode",
	DisplayMixedScript:           "mixes scripts beyond UTS #39's Moderately Restrictive level",
	DisplayWholeScriptConfusable: "whole-script confusable with Latin under a top-level domain outside its script's region",
	DisplayInvalid:               "domain to Unicode records an error",
	DisplayRestricted:            "has a code point outside UTS #39's identifier profile",
	DisplayConfusable:            "reads as a label of Latin letters",
	DisplayTooLong:               "the host is longer than a DNS name",
}

// String returns a sentence saying what r means.
func (r DisplayReason) String() string {
	if int(r) < len(displayReasons) {
		return displayReasons[r]
	}
	return "DisplayReason(" + string(appendDecimal(nil, uint64(r))) + ")"
}

// A DisplayLabel is Display's decision for one label of a domain host.
type DisplayLabel struct {
	ASCII   string        // the label as in the href ("xn--80ak6aa92e")
	Unicode string        // the label as domain to Unicode gives it ("аррӏе"); ASCII when that records an error
	Reason  DisplayReason // DisplayUnicode when Display shows Unicode
	// Script is, for DisplayWholeScriptConfusable, the label's script
	// ("Cyrillic"); for DisplayMixedScript, DisplayRestricted and
	// DisplayConfusable, its scripts in the order they first appear, joined
	// by "+" ("Latin+Cyrillic"; Common and Inherited left out); "" otherwise.
	Script string
}

// DisplayLabels returns Display's decision for each label of u's host,
// in order, or nil when u's host is not a domain. It explains why Display
// shows a label in its ASCII (Punycode) form. A host longer than a DNS
// name is one DisplayLabel, the whole host, with reason DisplayTooLong, so
// that what DisplayLabels allocates stays bounded.
func (u *URL) DisplayLabels() []DisplayLabel {
	v := u.current()
	if !v.valid() || v.c.hostKind != HostDomain {
		return nil
	}
	return displayLabels(v.href[v.c.hostStart:v.c.hostEnd])
}

// displayLabels applies Display's policy to each label of host, an ASCII
// domain.
func displayLabels(host string) []DisplayLabel {
	if longerThanDNS(host) {
		return []DisplayLabel{{ASCII: host, Unicode: host, Reason: DisplayTooLong}}
	}
	ascii := strings.Split(host, ".")
	labels := make([]DisplayLabel, len(ascii))
	for i, a := range ascii {
		labels[i] = DisplayLabel{ASCII: a, Unicode: a}
	}
	if !hasACELabel(host) {
		return labels
	}
	// Domain to Unicode returns the domain unchanged when Unicode
	// ToUnicode records an error, so that what is shown reads back as the
	// same host. An ASCII domain host keeps its labels one for one.
	uni, err := DomainToUnicode(host)
	unicode := strings.Split(uni, ".")
	if err != nil || len(unicode) != len(ascii) {
		for i := range labels {
			if hasACELabel(labels[i].ASCII) {
				labels[i].Reason = DisplayInvalid
			}
		}
		return labels
	}
	// The top-level domain: the last label that is not empty (a host may
	// end in ".").
	tld := ""
	for i := len(unicode) - 1; i >= 0 && tld == ""; i-- {
		tld = unicode[i]
	}
	for i := range labels {
		labels[i].Unicode = unicode[i]
		if labels[i].Unicode != labels[i].ASCII {
			labels[i].Reason, labels[i].Script = displayPolicy(labels[i].Unicode, tld)
		}
	}
	return labels
}

// displayPolicy returns Display's decision for label, in Unicode, under
// the top-level domain tld, and the script or scripts the reason names.
// See https://www.unicode.org/reports/tr39/#Restriction_Level_Detection.
func displayPolicy(label, tld string) (DisplayReason, string) {
	level, resolved := uts39.Level(label)
	switch {
	case level == uts39.Unrestricted:
		return DisplayRestricted, uts39.ScriptsOf(label)
	case level > uts39.ModeratelyRestrictive:
		return DisplayMixedScript, uts39.ScriptsOf(label)
	case !uts39.ReadsAsLatin(label):
		return DisplayUnicode, ""
	}
	// A single script other than Latin: a whole-script confusable, shown
	// under a TLD of its script's region.
	if level == uts39.SingleScript && !resolved.Latin() {
		script := resolved.Scripts(1)[0]
		if uts39.RegionTLD(script, tld) {
			return DisplayUnicode, ""
		}
		return DisplayWholeScriptConfusable, script.String()
	}
	return DisplayConfusable, uts39.ScriptsOf(label)
}

// hasACELabel reports whether the ASCII domain host has a label that
// starts with "xn--" (hosts are lower case).
func hasACELabel(host string) bool {
	for i := 0; i+4 <= len(host); i++ {
		if (i == 0 || host[i-1] == '.') && host[i:i+4] == "xn--" {
			return true
		}
	}
	return false
}
