// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"strings"
)

// netReadingAfter is parseNetReading(rawURL) for a rawURL that the
// standard's parser rejected with err, except that it does not run
// net/url, which would read the whole input again, where net/url rejects
// rawURL too: where the failure is IPv6-unclosed and rawURL has no "]".
// It asks parseNetReading's first question first: a URL with a special
// scheme, or none, is never net/url's to read, and is answered without
// the search for "]", a pass over the whole input.
//
// This is exact. parseNetReading runs net/url only on a rawURL that starts
// with a scheme, so the parser trimmed nothing before it; net/url rejects
// a control byte before "#", so where it would read on, the parser removed
// no tab or newline before the fragment and at most trimmed spaces after
// the host. Both then read the same authority ("//" after the scheme, up
// to the first "/", "?" or "#"; for a URL that is not special "\" is no
// delimiter to either) and the same host in it (after its last "@"). The
// parser reports IPv6-unclosed only for a host that starts with "[", and
// net/url rejects a host that starts with "[" and has no "]" ("missing ']'
// in host"). TestNetReadingAfter checks this against net/url.
func netReadingAfter(rawURL string, err error) *URL {
	if !hasNetScheme(rawURL) {
		return nil
	}
	if ve := (validation.Error{}); errors.As(err, &ve) && ve.Type == errIPv6Unclosed && strings.IndexByte(rawURL, ']') < 0 {
		return nil
	}
	return netReadingOf(rawURL)
}

// netReadingBefore is parseNetReading(rawURL) for a rawURL that the
// standard's parser is sure to reject, asked before that parser runs so
// that a connection string with several hosts
// ("postgres://u@foo:1,bar:2/db") is read once, by net/url; it is nil for
// every other rawURL, and where net/url rejects rawURL too, so that the
// standard's parser then gives its error.
//
// The parser is sure to reject rawURL, a scheme followed by "//", when the
// host in its authority, found as the authority and host states find it
// (after the last "@", up to the first ":" outside brackets), is empty
// after an "@" or before a ":" (host-missing), or has a port with a byte
// other than an ASCII digit (port-invalid), and preprocessing changes
// nothing up to the authority's end: no tab or newline there, and no
// trailing C0 control or space when the authority ends the input. ("," is
// no forbidden host code point: "postgres://foo,bar:2/db" is the
// standard's, with the opaque host "foo,bar".) The input is short enough
// that the parser cannot fail with ErrTooLong first (noScheme's bound).
// Only an input with a "," is looked at: one search, where the searches
// for the authority's end and its host cost every other URL as much as
// they save the one that fails (postgres://user:secret@localhost:5432/app
// took 1,100 instructions more).
// TestNetReadingBefore checks this against the parser.
// See https://url.spec.whatwg.org/#authority-state,
// https://url.spec.whatwg.org/#host-state and
// https://url.spec.whatwg.org/#port-state.
func netReadingBefore(rawURL string) *URL {
	// "http:" and "https:", special, the most common, are answered
	// before the search.
	if strings.HasPrefix(rawURL, "https:") || strings.HasPrefix(rawURL, "http:") {
		return nil
	}
	if strings.IndexByte(rawURL, ',') < 0 || len(rawURL) >= hrefLimit/16 {
		return nil
	}
	i, upper := netSchemeColon(rawURL)
	if i == 0 || !strings.HasPrefix(rawURL[i+1:], "//") || isSpecialFold(rawURL[:i]) {
		return nil
	}
	if !upper {
		if p, ok := scanNetShape(rawURL, i); ok {
			// The shape has no tab, newline, control, space, "\", "[" or
			// "@" in its authority but the "@" that ends a userinfo, and
			// digits only after its host's last ":", so the tests below come
			// to: host-missing when the host starts with ":" or is empty
			// after a userinfo, port-invalid when it has two ":".
			host := rawURL[p.hostStart:p.pathStart]
			if p.multiColon || host != "" && host[0] == ':' || host == "" && p.hostStart > p.schemeEnd+3 {
				return p.reading(rawURL)
			}
			return nil
		}
	}
	start := i + 3
	end, _, colon := authorityEnd(rawURL, start, false)
	host := start + strings.LastIndexByte(rawURL[start:end], '@') + 1
	if colon < 0 {
		colon = hostEnd(rawURL, host, end)
	}
	switch {
	case colon == host && (host > start || colon < end):
		// "u@/" or ":1": host-missing.
	case colon < end && !allDigits(rawURL[colon+1:end]):
		// "h:1,g:2": port-invalid.
	default:
		return nil
	}
	if indexTabOrNewline(rawURL[:end]) >= 0 || end == len(rawURL) && rawURL[end-1] <= ' ' {
		return nil
	}
	return netReadingOf(rawURL)
}

// allDigits reports whether s holds only ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
