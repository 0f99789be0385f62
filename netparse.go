// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

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
// net/url's reading: its fields and String are net/url's, HostKind reports
// HostNetURL, HostAddr reports false, the URL API's getters return "" (as
// for a reference) and the setters leave it unchanged. As a base it
// resolves references as net/url does. Every other URL holds the
// standard's reading; for the usual connection strings its fields are
// net/url's too. The standard's entry points (ParseWithBase, CanParse,
// Validate, the setters) reject such URLs.
//
// An error is an *Error wrapping the ValidationError that made parsing
// fail.
func Parse(rawURL string) (*URL, error) {
	// The fast path first (see fastpath.go): a URL it takes is never a
	// reference nor written without "//", so nothing below is needed.
	// (Called here rather than through a function of its own, which cost
	// Parse+String 12 instructions per URL over the web corpus, 15 over the
	// file corpus, the collector left out.)
	var c components
	if parseCanonical(rawURL, &c) {
		return newCanonicalURL(rawURL, &c), nil
	}
	u, err := parseFull(rawURL, nil, nil, nil) // the fast path has said no
	if err != nil {
		// The parser returns ErrTooLong itself, not wrapped (TestErrTooLong
		// parses "sc:" and 200 bytes that net/url reads): a comparison, not
		// isErr, which only this would link into a program that parses.
		if v := netReadingAfter(rawURL, err); v != nil && err != ErrTooLong {
			return v, nil
		}
		return parseReference(rawURL, err)
	}
	u.setRef(legacyForm(rawURL, u))
	return u, nil
}

// Parse parses ref with u as its base: the URL that ref refers to when it
// appears in the document at u.
//
// A u that is not an absolute URL (a reference, or fields that do not form
// a URL) is no base: then ref parses only if it is absolute.
func (u *URL) Parse(ref string) (*URL, error) {
	if u.isNetReading() {
		r, err := Parse(ref)
		if err != nil {
			return nil, err
		}
		return u.netResolve(r), nil
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
