// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	neturl "net/url"
)

// The errors SafeRedirect returns, wrapped in an *Error whose Op is
// "redirect".
var (
	// ErrRedirectOrigin: the target resolves to a URL whose origin is
	// neither the base's nor one of the allowed origins.
	ErrRedirectOrigin = errors.New("redirect target is not an allowed origin")
	// ErrRedirectScheme: the target resolves to a URL that is not http
	// or https, or the base is not one.
	ErrRedirectScheme = errors.New("redirect target is not an http or https URL")
	// ErrRedirectCredentials: the target resolves to a URL with a
	// username or password, which shows a different host to people
	// ("https://bank.example@evil.example/") and has no use in a
	// redirect.
	ErrRedirectCredentials = errors.New("redirect target has credentials")
	// ErrRedirectEmpty: the target is empty, or only spaces, controls,
	// tabs and newlines, which the standard's parser removes. It names
	// no page: resolved, it would be the current URL, and a login page
	// with no "?next=" would redirect to itself until the client gave up.
	ErrRedirectEmpty = errors.New("redirect target is empty")
	// ErrRedirectAmbiguous: net/url reads the resolved URL differently
	// (for example a "%" that starts no percent-encoded byte, which
	// net/url rejects), so no Location value reads alike in both.
	ErrRedirectAmbiguous = errors.New("redirect target does not read alike in net/url")
)

// SafeRedirect decides an open-redirect question: it resolves the
// untrusted target against base (the URL of the current request) as a
// browser resolves a link or a Location header, and accepts it only when
// the result is an http or https URL, without credentials, that is
// same-origin with base or with one of allowed. It returns the value to
// send as the Location header.
//
// The value is the resolved URL's href: an absolute URL, never a string
// starting with "//" or "/\", which browsers read as another host. A
// relative Location would be shorter, but a same-origin path may itself
// start with "//" ("/a/../\evil.com" resolves to the path
// "//evil.com"), and net/http's Redirect cleans relative paths, changing
// the URL. Browsers, weburl and net/url read the returned value as the
// same URL: the same scheme, host and port, the same path (net/url's Path
// is its percent-decoding) and the same query and fragment. When net/url
// would read it differently, SafeRedirect refuses it with
// ErrRedirectAmbiguous.
//
// An empty target ("", or only what the parser strips: " ", "\t") is an
// error, ErrRedirectEmpty, and not the current URL it would resolve to:
// the caller sends its fallback, as for any refused target.
//
// base is the URL the client asked for. Behind a proxy that terminates
// TLS, the server sees "http://", and base must state the public origin
// (see httpurl.FromRequestAt), or the site's own "https://" targets are
// refused as another origin.
//
// An error is an *Error whose Err is a parse failure of target (a
// validation.Error) or one of ErrRedirectEmpty, ErrRedirectOrigin,
// ErrRedirectScheme, ErrRedirectCredentials and ErrRedirectAmbiguous.
func SafeRedirect(base *URL, target string, allowed ...Origin) (string, error) {
	fail := func(err error) (string, error) { return "", &Error{"redirect", target, err} }
	if preprocess(target) == "" {
		return fail(ErrRedirectEmpty)
	}
	b := base.current()
	if !b.valid() || !isHTTP(b.href[:b.c.schemeEnd]) {
		return fail(ErrRedirectScheme)
	}
	u, err := parse(target, b, nil, nil)
	if err != nil {
		return fail(err)
	}
	if !isHTTP(u.href[:u.c.schemeEnd]) {
		return fail(ErrRedirectScheme)
	}
	o, _ := tupleOrigin(u)
	ok := o.SameOrigin(OriginOf(b))
	for _, a := range allowed {
		ok = ok || o.SameOrigin(a)
	}
	if !ok {
		return fail(ErrRedirectOrigin)
	}
	if u.c.hostStart > u.c.schemeEnd+3 {
		// A username or a password (then href[hostStart-1] is '@').
		return fail(ErrRedirectCredentials)
	}
	loc := u.href
	if !readsAlike(loc, u) {
		return fail(ErrRedirectAmbiguous)
	}
	return loc, nil
}

// isHTTP reports whether scheme is http or https.
func isHTTP(scheme string) bool { return scheme == "http" || scheme == "https" }

// readsAlike reports whether net/url reads loc, the href of u, as the
// same URL: the same scheme, host and port, no credentials, and the path,
// query and fragment that percent-decode to u's.
func readsAlike(loc string, u *URL) bool {
	n, err := neturl.Parse(loc)
	if err != nil || n.Opaque != "" || n.User != nil {
		return false
	}
	var query, fragment string
	if u.c.queryStart >= 0 {
		query = u.query()
	}
	if u.c.fragmentStart >= 0 {
		fragment = u.href[u.c.fragmentStart+1:]
	}
	return n.Scheme == u.href[:u.c.schemeEnd] &&
		n.Host == u.href[u.c.hostStart:u.c.pathStart] &&
		n.Path == percentDecode(u.href[u.c.pathStart:u.pathEnd()]) &&
		n.RawQuery == query && n.ForceQuery == (u.c.queryStart >= 0 && query == "") &&
		n.Fragment == percentDecode(fragment)
}
