// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httpurl

import (
	"errors"
	neturl "net/url"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

// The errors SafeRedirect returns, wrapped in a *url.Error whose Op is
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
// (see FromRequestAt), or the site's own "https://" targets are refused
// as another origin.
//
// An error is a *url.Error whose Err is the parser's failure for target
// against base (the validation error that (*url.URL).Parse wraps) or one
// of ErrRedirectEmpty, ErrRedirectOrigin, ErrRedirectScheme,
// ErrRedirectCredentials and ErrRedirectAmbiguous.
func SafeRedirect(base *url.URL, target string, allowed ...origin.Origin) (string, error) {
	fail := func(err error) (string, error) { return "", &url.Error{Op: "redirect", URL: target, Err: err} }
	if emptyURLString(target) {
		return fail(ErrRedirectEmpty)
	}
	if !isHTTP(base.Protocol()) {
		return fail(ErrRedirectScheme)
	}
	u, err := base.Parse(target)
	if err != nil {
		if e, ok := err.(*url.Error); ok {
			err = e.Err
		}
		return fail(err)
	}
	if !isHTTP(u.Protocol()) {
		return fail(ErrRedirectScheme)
	}
	o := origin.Of(u)
	ok := o.SameOrigin(origin.Of(base))
	for _, a := range allowed {
		ok = ok || o.SameOrigin(a)
	}
	if !ok {
		return fail(ErrRedirectOrigin)
	}
	if u.Username() != "" || u.Password() != "" {
		return fail(ErrRedirectCredentials)
	}
	loc := u.Href()
	if !readsAlike(loc, u) {
		return fail(ErrRedirectAmbiguous)
	}
	return loc, nil
}

// emptyURLString reports whether the basic URL parser leaves nothing of s
// once it has trimmed leading and trailing C0 controls and spaces and
// removed tabs and newlines: whether every byte of s is a C0 control or a
// space, since tab, LF and CR are C0 controls.
// See https://url.spec.whatwg.org/#concept-basic-url-parser.
func emptyURLString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] > ' ' {
			return false
		}
	}
	return true
}

// isHTTP reports whether protocol, a scheme and ":", is http or https.
func isHTTP(protocol string) bool { return protocol == "http:" || protocol == "https:" }

// readsAlike reports whether net/url reads loc, the href of u, as the
// same URL: u's net/url fields, which hold the scheme, the host and port,
// and the path, query and fragment percent-decoded as net/url decodes
// them, and no credentials.
func readsAlike(loc string, u *url.URL) bool {
	n, err := neturl.Parse(loc)
	if err != nil || n.Opaque != "" || n.User != nil {
		return false
	}
	return n.Scheme == u.Scheme && n.Host == u.Host && n.Path == u.Path &&
		n.RawQuery == u.RawQuery && n.ForceQuery == u.ForceQuery && n.Fragment == u.Fragment
}
