// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// browserClassifier classifies where a browser's URL parser (the oracle
// tools/chromium/oracle.js drives) differs from weburl, which follows the
// URL Standard (and agrees with its reference implementation apart from
// the classes the reference run reports). Its classes are reported, never
// allowed or failed. The rules run in order; the first that fits names
// the class.
type browserClassifier struct{}

func (browserClassifier) prepare([]diff) error { return nil }

var specialSchemes = map[string]bool{"http:": true, "https:": true, "ws:": true, "wss:": true, "ftp:": true, "file:": true}

// fileNoPath matches a file: URL (or a scheme-relative reference) whose
// host ends at a "?" or "#": "file://a?b", "//a#b".
var fileNoPath = regexp.MustCompile(`(?i)^(file:)?[/\\]{2}[^/\\?#]*[?#]`)

// driveLetter matches a Windows drive letter anywhere: "C:" or "c|".
var driveLetter = regexp.MustCompile(`(?i)(^|[/\\:])[a-z][:|]([/\\?#]|$)`)

func (browserClassifier) class(d diff) (string, string) {
	got, want := d.got, d.want
	protocol, _ := got["protocol"].(string)
	if protocol == "" {
		protocol, _ = want["protocol"].(string)
	}
	kind := "non-special"
	if specialSchemes[protocol] {
		kind = "special"
	}
	fields := d.fields
	// The origin of a file: URL is left to the implementation by the
	// standard ("unfortunate as this is, this is left as an exercise to
	// the reader"); weburl returns an opaque origin, "null".
	if protocol == "file:" && want["origin"] == "file://" {
		fields = without(fields, "origin")
		if len(fields) == 0 {
			return `origin of file: URLs: Chromium "file://", weburl "null" (the standard leaves it to the implementation)`, ""
		}
	}
	in := d.req.Input
	base := ""
	if d.req.Base != nil {
		base = *d.req.Base
	}
	drive := driveLetter.MatchString(stripTabNewline(in)) || driveLetter.MatchString(base)
	if kind == "non-special" && slices.Contains(fields, "port") && want["fail"] == nil && got["fail"] == nil {
		return "schemes Chromium registers for itself (android:, drivefs:, chrome-extension:, ...) are not parsed as non-special URLs", ""
	}
	if protocol == "blob:" && len(fields) == 1 && fields[0] == "origin" {
		return "origin of blob: URLs whose inner URL is not http(s): Chromium gives the inner URL's origin, the standard an opaque origin", ""
	}
	switch {
	case got["fail"] == nil && want["fail"] != nil && kind == "special" &&
		(strings.ContainsAny(in+base, "\u200c\u200d") || strings.IndexFunc(in+base, mapsToRTL) >= 0 || xnLabel.MatchString(folded(in+" "+base))):
		// The reference run's IDNA classes (joiners, mapped RTL, xn--
		// labels): here weburl, not the browser, differs from the
		// standard.
		return "weburl's own IDNA difference from the standard (the reference run's classes): Chromium fails", ""
	case got["fail"] != nil && want["fail"] == nil:
		host, _ := want["host"].(string)
		switch {
		case strings.Contains(host, "%"):
			return "Chromium accepts a forbidden host code point (space, ...) in a special host, percent-encoded", ""
		case strings.Contains(in, "％"):
			return "Chromium percent-decodes a host whose % is full-width (U+FF05)", ""
		case strings.Contains(in, "[") && strings.Contains(host, "[") && hasNonASCII(in):
			return "Chromium maps non-ASCII (full-width, mathematical) digits in an IPv6 address", ""
		case d.req.Base != nil && opaqueBase(base):
			return `a base whose opaque path starts with \: Chromium reads it as a path and resolves against it`, ""
		}
		return fmt.Sprintf("%s: weburl fails, Chromium parses", kind), ""
	case got["fail"] == nil && want["fail"] != nil:
		host, _ := got["host"].(string)
		switch {
		case kind == "non-special" && hasNonASCIIHost(host):
			return "Chromium rejects a non-special URL with a non-ASCII (percent-encoded) opaque host", ""
		case protocol == "file:" && drive:
			return "Windows drive letters in file: URLs (Chromium fails)", ""
		case protocol == "file:" && fileNoPath.MatchString(strings.TrimSpace(stripTabNewline(in))):
			return "file: URLs whose host is followed by ? or # with no path: Chromium fails", ""
		}
		return fmt.Sprintf("%s: weburl parses, Chromium fails", kind), ""
	}
	// Both parse: look at each differing field.
	var parts []string
	for _, f := range fields {
		g, _ := got[f].(string)
		w, _ := want[f].(string)
		if f == "href" || f == "origin" && slices.Contains(fields, "host") {
			continue // follows from the other fields
		}
		if enc, dec, ok := encodingDiff(g, w); ok {
			var s []string
			if enc != "" {
				s = append(s, "Chromium percent-encodes "+enc)
			}
			if dec != "" {
				s = append(s, "Chromium leaves "+dec+" unencoded")
			}
			parts = append(parts, fmt.Sprintf("%s of %s URLs: %s", f, kind, strings.Join(s, ", ")))
			continue
		}
		switch {
		case strings.Contains(w, "%09") || strings.Contains(w, "%0A") || strings.Contains(w, "%0D"):
			parts = append(parts, fmt.Sprintf("%s URLs: Chromium keeps a tab or newline (percent-encoded) that the standard strips", protocol))
		case f == "pathname" && protocol == "file:" && strings.HasPrefix(g, "//") && !strings.HasPrefix(w, "//"):
			parts = append(parts, "file: URLs with an empty host and a path that starts with //: Chromium drops the empty segments")
		case (f == "host" || f == "hostname") && protocol == "file:" && w == "localhost":
			parts = append(parts, `file: URLs: Chromium keeps the host "localhost", which the standard empties`)
		case f == "pathname" && protocol == "file:" && drive:
			parts = append(parts, "Windows drive letters in file: URLs")
		case (f == "pathname" || f == "host" || f == "hostname") && kind == "non-special" && strings.Contains(in+base, `\`):
			parts = append(parts, `pathname of non-special URLs: Chromium reads \ as /`)
		default:
			parts = append(parts, fmt.Sprintf("%s of %s URLs differs", f, kind))
		}
	}
	if len(parts) == 0 && slices.Contains(fields, "href") {
		// Only href: the serializer.
		g, _ := got["href"].(string)
		w, _ := want["href"].(string)
		if h, _ := want["hash"].(string); h == "" && strings.Contains(w, "#") {
			// The getters agree; only the serialization has a "#".
			parts = append(parts, "a relative path against a non-special base with a fragment: Chromium's href keeps the base's fragment before the path")
		} else if strings.Contains(g, ":/.//") {
			parts = append(parts, `a URL with no host and a path that starts with //: Chromium does not serialize the "/." the standard puts before the path`)
		} else if protocol == "file:" && strings.Contains(g, ":////") {
			parts = append(parts, "file: URLs with an empty host and a path that starts with //: Chromium keeps a \".\" segment")
		}
	}
	if len(parts) == 0 {
		parts = append(parts, kind+": "+strings.Join(fields, ","))
	}
	sort.Strings(parts)
	parts = slices.Compact(parts)
	return strings.Join(parts, "; "), ""
}

// encodingDiff reports whether a (weburl's) and b (the browser's) differ
// only in percent-encoding, and which bytes the browser encodes where a
// has them raw (enc) and leaves raw where a encodes them (dec).
func encodingDiff(a, b string) (enc, dec string, ok bool) {
	encSet, decSet := map[string]bool{}, map[string]bool{}
	for i, j := 0, 0; i < len(a) || j < len(b); {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			i, j = i+1, j+1
		case i < len(a) && j+2 < len(b) && b[j] == '%' && unhex(b[j+1:j+3]) == int(a[i]):
			encSet[quoteByte(a[i])] = true
			i, j = i+1, j+3
		case j < len(b) && i+2 < len(a) && a[i] == '%' && unhex(a[i+1:i+3]) == int(b[j]):
			decSet[quoteByte(b[j])] = true
			i, j = i+3, j+1
		default:
			return "", "", false
		}
	}
	return joinSet(encSet), joinSet(decSet), len(encSet)+len(decSet) > 0
}

func quoteByte(c byte) string {
	if c >= 0x80 {
		return "non-ASCII"
	}
	return fmt.Sprintf("%q", string(c))
}

func joinSet(m map[string]bool) string {
	s := make([]string, 0, len(m))
	for k := range m {
		s = append(s, k)
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

func unhex(s string) int {
	n := 0
	for i := 0; i < 2; i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			n = n*16 + int(c-'0')
		case 'a' <= c && c <= 'f':
			n = n*16 + int(c-'a'+10)
		case 'A' <= c && c <= 'F':
			n = n*16 + int(c-'A'+10)
		default:
			return -1
		}
	}
	return n
}

// opaqueBase reports whether base parses to a URL with an opaque path
// that starts with a backslash.
func opaqueBase(base string) bool {
	u := safeParse(base)
	return u != nil && strings.HasPrefix(u.Pathname(), `\`) && u.Host == ""
}

func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// hasNonASCIIHost reports whether an opaque host holds percent-encoded
// non-ASCII.
func hasNonASCIIHost(h string) bool {
	for i := 0; i+2 < len(h); i++ {
		if h[i] == '%' && unhex(h[i+1:i+3]) >= 0x80 {
			return true
		}
	}
	return false
}

func without(a []string, s string) []string {
	var out []string
	for _, x := range a {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

// stripTabNewline removes what the basic URL parser removes first: ASCII
// tab and newline.
func stripTabNewline(s string) string {
	return strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
}
