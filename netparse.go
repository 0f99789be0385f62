// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "errors"

// Parse parses rawURL, an absolute URL or a relative reference, as net/url's
// Parse does. An absolute URL is read by the standard's basic URL parser
// with no base. A string the parser rejects only because it has no scheme
// ("/a/b?c", "a/b", "../x", "//host/p", "?q", "#f", "") is a relative
// reference: the result has IsAbs false, its fields hold the reference's
// parts, and ResolveReference reads it against a base exactly as the
// standard's parser reads the string. A reference is rejected only when it
// cannot be read against any base (an authority that is invalid for every
// kind of URL: "//a b/"). See the package documentation, "References".
//
// A URL with a scheme that is not special (not http, https, ws, wss, ftp or
// file) that the standard rejects and net/url's Parse accepts — a
// connection string with several hosts ("postgres://u@foo:1,bar:2/db"),
// credentials with no host ("postgres://u@/db"), an IPv6 zone — gives
// net/url's reading: its fields are net/url's, HostKind reports HostNetURL,
// HostAddr reports false, the URL API's getters return "" (as for a
// reference) and the setters leave it unchanged. Every method of net/url's
// API answers as net/url's own method on net/url's Parse of rawURL: String,
// EscapedPath, EscapedFragment, RequestURI, Redacted, Hostname, Port,
// Query, IsAbs, JoinPath, ResolveReference and Parse (which read the
// reference as net/url does, and return net/url's reading), and
// MarshalBinary; a change through SearchParams sets RawQuery. Every other
// URL holds the
// standard's reading; for the usual connection strings its fields are
// net/url's too. The standard's entry points (ParseWithBase, CanParse,
// Validate, the setters) reject such URLs.
//
// An error is an *Error wrapping the validation.Error that made parsing
// fail.
//
// A URL already in canonical form whose path and fragment hold no
// percent-encoded byte (the URL serializer's output, as most URLs in logs
// and crawls are) takes one allocation, the URL, whose href and fields are
// slices of rawURL; ParseInto takes none. A URL with bytes to decode or
// not in canonical form takes one allocation too, and so does a reference
// with nothing to percent-encode or decode ("/api/v1/users/42?x=1", as
// request targets are); credentials and net/url's readings take a few
// more.
func Parse(rawURL string) (*URL, error) {
	return parseNet(nil, rawURL, noScheme(rawURL))
}

// parseNet is Parse, with into as parseTo has it: the basic URL parser
// with no base, and net/url's readings of what it rejects. schemeless is
// noScheme(rawURL).
func parseNet(into *URL, rawURL string, schemeless bool) (*URL, error) {
	if schemeless {
		// "/a/b?c", "../x", "?q": the parser would only fail, and
		// allocate its error, before the reference is read.
		return parseSchemeless(rawURL)
	}
	if v := netReadingBefore(rawURL); v != nil {
		// "postgres://u@foo:1,bar:2/db": the parser would only fail.
		return v, nil
	}
	u, err := parseTo(into, rawURL, nil, nil, nil)
	if err != nil {
		// TestErrTooLong parses "sc:" and 200 bytes that net/url reads.
		if v := netReadingAfter(rawURL, err); v != nil && !errors.Is(err, ErrTooLong) {
			return v, nil
		}
		return parseReference(rawURL, err)
	}
	// An input that is its own href has "//" after a special scheme: no
	// legacy form.
	if u.href != rawURL {
		if rest, ok := legacyForm(rawURL, u); ok {
			u.setLegacy(rest)
		}
	}
	return u, nil
}

// Parse parses ref with u as its base: the URL that ref refers to when it
// appears in the document at u.
//
// A u that is not an absolute URL (a reference, or fields that do not form
// a URL) is no base: then ref parses only if it is absolute.
func (u *URL) Parse(ref string) (*URL, error) {
	if u.isNetReading() {
		return u.netParse(ref)
	}
	base := u.current()
	if !base.valid() {
		base = nil
	}
	v, err := parse(ref, base, nil, nil)
	if err != nil {
		return nil, &Error{"parse", ref, err}
	}
	return v, nil
}

// noScheme reports whether the basic URL parser, with no base, rejects
// rawURL with missing-scheme-non-relative-URL and nothing else: when,
// after the leading C0 controls and spaces it trims and the tabs and
// newlines it removes, rawURL does not start with an ASCII letter
// ("/a:b", "?next=http://x") or the letters, digits, "+", "-" and "."
// after it do not end at a ":", the scheme start and scheme states go to
// the no scheme state, which fails for want of a base. The input must
// also be short enough for its serialization to fit an href whatever it
// encodes (within mayOverflow's first bound, hrefLimit/9), or the parser
// may fail with ErrTooLong first. TestNoScheme and FuzzNoScheme check
// both against the parser.
// See https://url.spec.whatwg.org/#scheme-start-state.
func noScheme(rawURL string) bool {
	if len(rawURL) >= hrefLimit/16 {
		return false
	}
	i := 0
	for i < len(rawURL) && rawURL[i] <= ' ' {
		i++
	}
	if i == len(rawURL) || !isAlpha(int(rawURL[i])) {
		return true
	}
	for i++; i < len(rawURL); i++ {
		switch c := rawURL[i]; {
		case fastClass[c]&fastScheme != 0 || isUpper(c):
		case c == ':':
			return false
		case c != '\t' && c != '\n' && c != '\r':
			return true
		}
	}
	return true
}
