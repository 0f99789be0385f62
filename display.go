// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// No registry this project reaches ships UTS #39's confusables.txt: put a
// copy of https://www.unicode.org/Public/security/17.0.0/confusables.txt
// in the module's root before running go generate (see gen_uts39.go).
//go:generate go run gen_uts39.go gen_npm.go -confusables confusables.txt

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
// (DisplayLabels tells why one is not):
//
//   - Mixed scripts. The label meets UTS #39's Moderately Restrictive
//     level (section 5.2): a single script; or Latin with Han and
//     Hiragana or Katakana, Latin with Han and Bopomofo, or Latin with Han
//     and Hangul; or Latin with one other script, except Cyrillic and
//     Greek. Common and Inherited code points (digits, "-", combining
//     marks) go with any script. This is Firefox's default.
//   - Whole-script confusables. A label whose letters are all of one
//     script other than Latin and each confusable with Latin (UTS #39
//     section 4: "аррӏе" in Cyrillic reads as "apple") is shown in Unicode
//     only under a top-level domain of a region that writes that script:
//     a TLD in the script itself that is not a Latin look-alike ("ελ", but
//     not a Cyrillic "сом"), or one of the region's listed TLDs: for
//     Cyrillic "ba", "bg", "by", "kg", "kz", "me", "mk", "mn", "pyc", "rs",
//     "ru", "su", "tj", "ua", "uz" and the delegated Cyrillic ones ("рф",
//     "рус", "бел", "укр", …); for Greek "cy", "gr", "ελ", "ευ"; for
//     Armenian "am"; for Georgian "ge"; for Hebrew "il"; for Ethiopic "er"
//     and "et". This is Chromium's rule for Cyrillic.
//   - Everything else stays in its ASCII (Punycode) form, as in the href:
//     a label that fails either check, and the whole host when domain to
//     Unicode records an error.
//
// The script and confusable data are those of Unicode 17.0.0, generated
// from the Unicode Character Database and UTS #39's confusables.txt.
// Display should still not show credentials to a person making a trust
// decision: they can be mistaken for the host.
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
	if !hasACELabel(host) {
		// Domain to Unicode changes only "xn--" labels of an ASCII
		// domain, which a domain host is.
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
	// DisplayWholeScriptConfusable: the label's letters are all of one
	// script other than Latin and all confusable with Latin letters, and
	// the top-level domain is not of a region that writes that script
	// ("аррӏе.com").
	DisplayWholeScriptConfusable
	// DisplayInvalid: domain to Unicode records an error for the host
	// (a label that is not valid Punycode, or decodes to code points that
	// are not valid), so that the whole host is shown as in the href.
	DisplayInvalid
)

var displayReasons = [...]string{
	DisplayUnicode:               "shown in Unicode",
	DisplayMixedScript:           "mixes scripts beyond UTS #39's Moderately Restrictive level",
	DisplayWholeScriptConfusable: "whole-script confusable with Latin under a top-level domain outside its script's region",
	DisplayInvalid:               "domain to Unicode records an error",
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
	// ("Cyrillic"); for DisplayMixedScript, its scripts in the order they
	// first appear, joined by "+" ("Latin+Cyrillic"); "" otherwise.
	Script string
}

// DisplayLabels returns Display's decision for each label of u's host,
// in order, or nil when u's host is not a domain. It explains why Display
// shows a label in its ASCII (Punycode) form.
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
		l := &labels[i]
		l.Unicode = unicode[i]
		if l.Unicode == l.ASCII {
			continue
		}
		if r, _ := uts39.Check(l.Unicode); r != uts39.ModeratelyRestrictive {
			l.Reason = DisplayMixedScript
			l.Script = uts39.ScriptsOf(l.Unicode)
			continue
		}
		if script, ok := uts39.WholeScriptLatinConfusable(l.Unicode); ok && !uts39.RegionTLD(script, tld) {
			l.Reason = DisplayWholeScriptConfusable
			l.Script = script.String()
		}
	}
	return labels
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
