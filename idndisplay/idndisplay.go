// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package idndisplay shows URLs to people: the domain labels of a URL's
// host that are safe to read in Unicode, the others in their ASCII
// (Punycode) form, by UTS #39's look-alike policy. It is a package of its
// own so that a program that only parses URLs does not link UTS #39's
// tables.
package idndisplay

// No registry this project reaches ships UTS #39's data files: put copies
// of confusables.txt and IdentifierStatus.txt of
// https://www.unicode.org/Public/security/17.0.0/ in the module's root
// before running go generate (see internal/gen/uts39).
//go:generate go -C .. run ./internal/gen/uts39 -confusables confusables.txt -status IdentifierStatus.txt

import (
	"strconv"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/uts39"
)

// URL returns u serialized for showing to a person: the href,
// with the labels of a domain host that pass the look-alike policy below
// in Unicode, converted by the standard's domain to Unicode, so that
// "https://xn--bcher-kva.example/" shows as "https://bücher.example/".
// IPv4, IPv6 (bracketed), opaque and empty hosts, and every other part,
// are as in the href. The result is for display only: it is not a URL
// string to store, send or parse (use u.String for that).
//
// A label of the host is shown in Unicode only when it is safe to read
// (Labels tells why one is not), by UTS #39's rules, in order:
//
//   - Identifier profile. Every code point of the label is in UTS #39's
//     General Security Profile (Identifier_Status Allowed): the scripts
//     UAX #31 excludes from identifiers or limits to some uses (Cherokee,
//     Coptic, Lisu, Canadian Syllabics, Tifinagh, Deseret, Osage, Runic,
//     Old Italic, Bopomofo, …), symbols, emoji and most punctuation keep
//     the label in Punycode (Restricted).
//   - Mixed scripts. The label meets UTS #39's Moderately Restrictive
//     level (section 5.2), with scripts resolved from Script_Extensions: a
//     single script; or Latin with Han and Hiragana or Katakana, or Latin
//     with Han and Hangul; or Latin with one other Recommended script,
//     Cyrillic and Greek excepted (MixedScript). Common and
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
//     script other than Latin (WholeScriptConfusable) is shown in
//     Unicode under a top-level domain of a region that writes that
//     script, by Chromium's list: a TLD in the script itself that does not
//     read as Latin ("рф", "ελ", but not a Cyrillic "сом"); for Cyrillic
//     "bg", "by", "kz", "pyc", "ru", "su", "ua", "uz" and "рус"; for
//     Armenian "am"; for Ethiopic "er" and "et"; for Georgian "ge"; for
//     Greek "gr"; for Hebrew "il"; for Myanmar "mm"; for Thai "th". Any
//     other look-alike is Confusable.
//   - Everything else stays in its ASCII (Punycode) form, as in the href:
//     a label that fails a check, the whole host when domain to Unicode
//     records an error (Invalid), and a host longer than a DNS name
//     can be (253 bytes, 254 with a final "."; TooLong).
//
// The script, identifier and confusable data are those of Unicode 17.0.0,
// generated from the Unicode Character Database and UTS #39's
// IdentifierStatus.txt and confusables.txt. URL should still not show
// credentials to a person making a trust decision: they can be mistaken
// for the host.
// See https://url.spec.whatwg.org/#url-rendering-i18n.
func URL(u *url.URL) string {
	href, start, end, ok := domainHost(u)
	if !ok {
		return u.String()
	}
	host := href[start:end]
	if longerThanDNS(host) || !hasACELabel(host) {
		// Domain to Unicode changes only "xn--" labels of an ASCII
		// domain, which a domain host is; a host longer than a DNS name
		// stays as it is (TooLong).
		return href
	}
	labels := hostLabels(host)
	var b strings.Builder
	b.Grow(len(href) + len(host))
	b.WriteString(href[:start])
	for i, l := range labels {
		if i > 0 {
			b.WriteByte('.')
		}
		if l.Reason == Unicode {
			b.WriteString(l.Unicode)
		} else {
			b.WriteString(l.ASCII)
		}
	}
	b.WriteString(href[end:])
	return b.String()
}

// domainHost returns u's href and where its host is in it, when the host
// is a domain. The URL serializer writes the scheme, ":", "//", the
// username and password with "@" when there is either, then the host.
// See https://url.spec.whatwg.org/#concept-url-serializer.
func domainHost(u *url.URL) (href string, start, end int, ok bool) {
	if u.HostKind() != url.HostDomain {
		return "", 0, 0, false
	}
	href = u.String()
	start = len(u.Protocol()) + len("//")
	if user, pass := u.Username(), u.Password(); user != "" || pass != "" {
		start += len(user) + len("@")
		if pass != "" {
			start += len(":") + len(pass)
		}
	}
	host := u.SerializedHost()
	end = start + len(host)
	if end > len(href) || href[start:end] != host {
		return "", 0, 0, false
	}
	return href, start, end, true
}

// A Reason tells how URL shows a label of a domain host, and
// why when it is not in Unicode.
type Reason uint8

const (
	// Unicode: the label is shown in Unicode (or is ASCII).
	Unicode Reason = iota
	// MixedScript: the label mixes scripts beyond UTS #39's
	// Moderately Restrictive level ("pаypal" with a Cyrillic "а").
	MixedScript
	// WholeScriptConfusable: the label is of one script other than
	// Latin and reads as a label of Latin letters, and the top-level
	// domain is not of a region that writes that script ("аррӏе.com").
	WholeScriptConfusable
	// Invalid: domain to Unicode records an error for the host
	// (a label that is not valid Punycode, or decodes to code points that
	// are not valid), so that the whole host is shown as in the href.
	Invalid
	// Restricted: a code point of the label is outside UTS #39's
	// General Security Profile (its Identifier_Status is Restricted): a
	// script excluded from identifiers or of limited use ("ꓮpple" with a
	// Lisu "ꓮ"), a symbol or an emoji.
	Restricted
	// Confusable: the label reads as a label of Latin letters and
	// is not a whole-script confusable: its letters are Latin ("gıthub"
	// with a dotless i) or Latin and another script ("gօogle" with an
	// Armenian "օ").
	Confusable
	// TooLong: the host is longer than a DNS name can be (253
	// bytes, 254 with a final "."), so that it is shown as in the href and
	// Labels returns it as a single Label.
	TooLong
)

// longerThanDNS reports whether host is longer than a DNS name can be:
// 253 bytes, the root label's final "." aside.
// See https://www.unicode.org/reports/tr46/#ToASCII (VerifyDnsLength).
func longerThanDNS(host string) bool {
	return len(host) > 254 || len(host) == 254 && host[253] != '.'
}

var displayReasons = [...]string{
	Unicode:               "shown in Unicode",
	MixedScript:           "mixes scripts beyond UTS #39's Moderately Restrictive level",
	WholeScriptConfusable: "whole-script confusable with Latin under a top-level domain outside its script's region",
	Invalid:               "domain to Unicode records an error",
	Restricted:            "has a code point outside UTS #39's identifier profile",
	Confusable:            "reads as a label of Latin letters",
	TooLong:               "the host is longer than a DNS name",
}

// String returns a sentence saying what r means.
func (r Reason) String() string {
	if int(r) < len(displayReasons) {
		return displayReasons[r]
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// A Label is URL's decision for one label of a domain host.
type Label struct {
	ASCII   string // the label as in the href ("xn--80ak6aa92e")
	Unicode string // the label as domain to Unicode gives it ("аррӏе"); ASCII when that records an error
	Reason  Reason // Unicode when URL shows Unicode
	// Script is, for WholeScriptConfusable, the label's script
	// ("Cyrillic"); for MixedScript, Restricted and
	// Confusable, its scripts in the order they first appear, joined
	// by "+" ("Latin+Cyrillic"; Common and Inherited left out); "" otherwise.
	Script string
}

// Labels returns URL's decision for each label of u's host,
// in order, or nil when u's host is not a domain. It explains why URL
// shows a label in its ASCII (Punycode) form. A host longer than a DNS
// name is one Label, the whole host, with reason TooLong, so that what
// Labels allocates stays bounded.
func Labels(u *url.URL) []Label {
	href, start, end, ok := domainHost(u)
	if !ok {
		return nil
	}
	return hostLabels(href[start:end])
}

// hostLabels applies URL's policy to each label of host, an ASCII
// domain.
func hostLabels(host string) []Label {
	if longerThanDNS(host) {
		return []Label{{ASCII: host, Unicode: host, Reason: TooLong}}
	}
	ascii := strings.Split(host, ".")
	labels := make([]Label, len(ascii))
	for i, a := range ascii {
		labels[i] = Label{ASCII: a, Unicode: a}
	}
	if !hasACELabel(host) {
		return labels
	}
	// Domain to Unicode returns the domain unchanged when Unicode
	// ToUnicode records an error, so that what is shown reads back as the
	// same host. An ASCII domain host keeps its labels one for one.
	uni, err := url.DomainToUnicode(host)
	unicode := strings.Split(uni, ".")
	if err != nil || len(unicode) != len(ascii) {
		for i := range labels {
			if hasACELabel(labels[i].ASCII) {
				labels[i].Reason = Invalid
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

// displayPolicy returns URL's decision for label, in Unicode, under
// the top-level domain tld, and the script or scripts the reason names.
// See https://www.unicode.org/reports/tr39/#Restriction_Level_Detection.
func displayPolicy(label, tld string) (Reason, string) {
	level, resolved := uts39.Level(label)
	switch {
	case level == uts39.Unrestricted:
		return Restricted, uts39.ScriptsOf(label)
	case level > uts39.ModeratelyRestrictive:
		return MixedScript, uts39.ScriptsOf(label)
	case !uts39.ReadsAsLatin(label):
		return Unicode, ""
	}
	// A single script other than Latin: a whole-script confusable, shown
	// under a TLD of its script's region.
	if level == uts39.SingleScript && !resolved.Latin() {
		script := resolved.Scripts(1)[0]
		if uts39.RegionTLD(script, tld) {
			return Unicode, ""
		}
		return WholeScriptConfusable, script.String()
	}
	return Confusable, uts39.ScriptsOf(label)
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
