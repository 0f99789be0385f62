// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// netReadingAfter is parseNetReading(rawURL) for a rawURL that the
// standard's parser rejected with err, except that it does not run
// net/url, which would read the whole input again, where net/url rejects
// rawURL too: where the failure is IPv6-unclosed and rawURL has no "]".
// It asks parseNetReading's first question first: a URL with a special
// scheme, or none, is never net/url's to read, and is answered without
// the search for "]", a pass over the whole input (rejecting a 1 MiB
// unclosed "[" after "http://" took 2.23 instructions per byte, 2.00
// without it).
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
	if ve, ok := asValidationError(err); ok && ve.Type == errIPv6Unclosed && strings.IndexByte(rawURL, ']') < 0 {
		return nil
	}
	return netReadingOf(rawURL)
}

// netReadingBefore is parseNetReading(rawURL) for a rawURL that the
// standard's parser is sure to reject, asked before that parser runs so
// that a connection string with several hosts
// ("postgres://u@foo:1,bar:2/db") is read once, by net/url; it is nil for
// every other rawURL, and where net/url rejects rawURL too, so that the
// standard's parser then gives its error. The parser is sure to reject
// rawURL, a non-special scheme followed by "//", when the authority (up to
// the first "/", "?" or "#") holds no byte that preprocessing removes or
// trims (none at or below " "), and its host (after its last "@") has no
// "[" and either is empty after an "@", which the authority state rejects
// (host-missing), or has a ":" followed by a byte other than an ASCII
// digit, which the port state rejects (port-invalid). ("," is no forbidden
// host code point: "postgres://foo,bar:2/db" is the standard's, with the
// opaque host "foo,bar".) The input is short enough that the parser
// cannot fail with ErrTooLong first (noScheme's bound). TestNetReadingBefore
// checks this against the parser.
// See https://url.spec.whatwg.org/#authority-state and
// https://url.spec.whatwg.org/#port-state.
func netReadingBefore(rawURL string) *URL {
	i := netSchemeEnd(rawURL)
	if i == 0 || len(rawURL) >= hrefLimit/16 || !strings.HasPrefix(rawURL[i+1:], "//") {
		return nil
	}
	auth := rawURL[i+3:]
	at, colon := -1, -1
	for j := 0; j < len(auth); j++ {
		switch c := auth[j]; {
		case c == '/' || c == '?' || c == '#':
			auth = auth[:j]
		case c <= ' ' || c == '[':
			return nil
		case c == '@':
			at, colon = j, -1
			continue
		case c == ':' && colon < 0:
			colon = j
			continue
		default:
			continue
		}
		break
	}
	switch {
	case at >= 0 && at == len(auth)-1:
		// "u@": host-missing.
	case colon >= 0 && !allDigits(auth[colon+1:]):
		// "h:1,g:2": port-invalid.
	default:
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
