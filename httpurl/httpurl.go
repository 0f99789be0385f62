// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package httpurl connects github.com/weburl/url to net/http, whose
// Request.URL, redirects, httputil and PostForm take net/url's types and
// keep reading URLs with net/url.
//
//   - FromRequest reads the URL a server received as the standard reads
//     it, from the request target, the Host header and the connection;
//     FromRequestAt reads it at the site's public origin, for a server
//     behind a proxy that terminates TLS.
//   - SafeRedirect decides an open-redirect question: it resolves an
//     untrusted "?next=" target as a browser resolves a Location header,
//     and returns an absolute Location only on the allowed origins.
//   - Transport makes an http.Client follow redirects as a browser does:
//     net/http resolves Location with net/url before CheckRedirect runs,
//     so "Location: /\evil.example/" stays on the origin in net/http and
//     goes to evil.example in a browser, and a Location net/url cannot
//     parse fails the whole request. Transport resolves Location with the
//     standard's parser first.
//   - URL.NetURL and FromNetURL convert URLs, and a url.Values converts
//     to and from net/url's Values with a type conversion
//     (neturl.Values(v), url.Values(nv)): both are map[string][]string.
//
// It is a package of its own so that a program that does not use net/http
// does not link it.
package httpurl

import (
	"errors"
	"net/http"
	neturl "net/url"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

// FromRequest returns the URL of the request r as a server received it,
// read by the URL Standard: the scheme is "https" when r came over TLS and
// "http" otherwise (for a client's request, r.URL's scheme when it is one
// of them), the host is r.Host (the Host header, or the authority of an
// absolute-form request target), and the path and query are the request
// target as sent (r.RequestURI; for a client's request, which has none,
// r.URL.RequestURI()). An absolute-form target
// ("GET http://example.com/x HTTP/1.1", as a proxy receives it) is read as
// it is.
//
// The target must have one of the two forms of RFC 9112, section 3.2,
// that name a resource: the origin-form, which starts with "/", or the
// absolute-form of an http or https URL without credentials (RFC 9110,
// section 4.2.4). Any other target is an error, although net/http accepts
// it: "foo:@evil.example/reset" or "mailto:x", which net/url reads as a
// scheme and an opaque path, and "*" (OPTIONS *) and a CONNECT request's
// authority-form, which are no URL.
//
// The host goes through the standard's host parser, so the URL holds what
// a browser would have meant: "EXAMPLE.com" is "example.com", "0x7f.1" is
// "127.0.0.1". A Host that is empty, or holds a character that would end
// the host early in a URL ("/", "\", "?", "#", "@"), is an error.
//
// FromRequest trusts no proxy header (Forwarded, X-Forwarded-Proto,
// X-Forwarded-Host). Behind a proxy that terminates TLS, r.TLS is nil and
// the URL starts "http://" although the client asked for "https://": state
// the public origin with FromRequestAt.
func FromRequest(r *http.Request) (*url.URL, error) {
	target, abs, err := requestTarget(r)
	if err != nil {
		return nil, err
	}
	host := r.Host
	if host == "" && r.URL != nil {
		host = r.URL.Host
	}
	if host == "" || strings.ContainsAny(host, "/\\?#@") {
		return nil, &url.Error{Op: "parse", URL: host, Err: errors.New("invalid Host for a URL")}
	}
	scheme := "http"
	if r.TLS != nil || r.RequestURI == "" && r.URL != nil && r.URL.Scheme == "https" {
		scheme = "https"
	}
	if abs != nil {
		// net/http took r.Host from the target's authority as net/url
		// reads it; the standard's reading must name the same host.
		h, err := url.ParseWithBase(abs.Scheme+"://"+host+"/", "")
		if err != nil || h.Host != abs.Host {
			return nil, &url.Error{Op: "parse", URL: target, Err: errRequestTarget}
		}
		return abs, nil
	}
	// The target is the path and query as written: appended to the
	// authority, not resolved against it, so that "//x" stays a path.
	return url.ParseWithBase(scheme+"://"+host+target, "")
}

// FromRequestAt returns the URL of the request r as its client asked for
// it at public, the site's public origin: its scheme, host and port,
// and the path and query of the request target as FromRequest reads them.
// It is the way to read a request that reached the server through a proxy
// that terminates TLS (the server sees "http://" and, often, an internal
// Host), so that SafeRedirect and same-origin checks compare with the
// origin the browser sees.
//
// r.Host, r.TLS and every proxy header (Forwarded, X-Forwarded-Proto,
// X-Forwarded-Host) are ignored: the origin is configuration, which a
// client cannot forge. The URL's origin is always public: a target that
// is neither origin-form ("/...") nor an http or https absolute-form
// without credentials is an error (RFC 9112, section 3.2), as FromRequest
// says; "POST foo:@evil.example/reset HTTP/1.1", which net/http accepts,
// would otherwise read as "https://site.example@evil.example/reset". A
// site served under several origins picks the one for r.Host from its own
// list. An absolute-form target keeps only its path and query. An opaque
// origin is an error.
func FromRequestAt(r *http.Request, public origin.Origin) (*url.URL, error) {
	if public.IsOpaque() {
		return nil, &url.Error{Op: "parse", URL: public.String(), Err: errors.New("an opaque origin has no URL")}
	}
	target, abs, err := requestTarget(r)
	if err != nil {
		return nil, err
	}
	if abs != nil {
		target = abs.RequestURI()
	}
	u, err := url.ParseWithBase(public.String()+target, "")
	if err != nil {
		return nil, err
	}
	if !origin.Of(u).SameOrigin(public) {
		// The target starts with "/", which ends the host: this holds by
		// construction, and is checked all the same.
		return nil, &url.Error{Op: "parse", URL: target, Err: errRequestTarget}
	}
	return u, nil
}

// errRequestTarget reports a request target that names no resource of the
// server's: neither origin-form nor an http(s) absolute-form.
var errRequestTarget = errors.New("request target is neither origin-form nor an http(s) absolute-form (RFC 9112, section 3.2)")

// requestTarget returns r's request target as sent when it is in
// origin-form ("/" and a path, and a query), or the URL of an
// absolute-form target, read by the standard's parser, when it is an http
// or https URL without credentials; an error for any other target.
// See https://www.rfc-editor.org/rfc/rfc9112#section-3.2 and
// https://www.rfc-editor.org/rfc/rfc9110#section-4.2.4.
func requestTarget(r *http.Request) (target string, abs *url.URL, err error) {
	target = r.RequestURI
	if target == "" && r.URL != nil {
		target = r.URL.RequestURI()
	}
	if target == "*" || r.Method == http.MethodConnect {
		return "", nil, &url.Error{Op: "parse", URL: target, Err: errors.New("request target is not a URL (\"*\" or CONNECT's authority form)")}
	}
	if strings.HasPrefix(target, "/") {
		return target, nil, nil
	}
	// The absolute-form: an http or https URL, "http://" authority
	// path-abempty [ "?" query ] (RFC 9110, section 4.2.1). Any other
	// scheme ("foo:", "mailto:") names no resource of this server, and its
	// opaque path would end up in the authority of the URL built from it;
	// "http:evil.example", with no "//", is a path to net/url and a host
	// to the standard's parser.
	scheme, rest, _ := strings.Cut(target, ":")
	scheme = strings.ToLower(scheme)
	if scheme != "http" && scheme != "https" || !strings.HasPrefix(rest, "//") {
		return "", nil, &url.Error{Op: "parse", URL: target, Err: errRequestTarget}
	}
	u, err := url.ParseWithBase(target, "")
	if err != nil {
		return "", nil, err
	}
	if u.User != nil {
		return "", nil, &url.Error{Op: "parse", URL: target, Err: errRequestTarget}
	}
	return target, u, nil
}

// Transport is an http.RoundTripper that makes an http.Client follow
// redirects as a browser does. It passes each request to Base, and in a
// redirect response (301, 302, 303, 307, 308) replaces the Location header
// with the absolute URL that the standard's parser makes of it against the
// request's URL, written so that net/url reads it back to the same URL.
// The client then follows that URL, asks CheckRedirect about it, and
// applies its own rules (methods, headers, cookies, the limit of 10
// redirects) as before.
//
// A Location the standard's parser rejects ("http://exa mple/") is
// removed, so the client returns the redirect response instead of
// following it, as a browser stops there. One that the standard accepts
// but net/url cannot write back exactly ("/%zz", whose "%" net/url would
// escape) is left for net/http to resolve, and may fail the request as
// net/http fails it.
type Transport struct {
	// Base sends the requests; nil means http.DefaultTransport.
	Base http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	resp, err := base.RoundTrip(req)
	if err != nil || !isRedirect(resp.StatusCode) {
		return resp, err
	}
	loc := resp.Header.Get("Location")
	if loc == "" {
		return resp, nil
	}
	if abs, ok := ResolveLocation(req, loc); ok {
		resp.Header.Set("Location", abs)
	} else {
		resp.Header.Del("Location")
	}
	return resp, nil
}

// ResolveLocation returns the URL that a browser follows for the Location
// header loc of a response to req, written so that net/url's Parse reads it
// back to that URL, and true; or "" and false when the standard's parser
// rejects loc. When net/url cannot write the URL back exactly, loc is
// returned unchanged, with true.
func ResolveLocation(req *http.Request, loc string) (string, bool) {
	if req.URL == nil {
		return "", false
	}
	b, err := url.FromNetURL(req.URL)
	if err != nil {
		return "", false
	}
	u, err := b.Parse(loc)
	if err != nil {
		return "", false
	}
	n := u.NetURL()
	n.Fragment, n.RawFragment = "", "" // a request never sends the fragment
	abs := n.String()
	// net/http reads abs with net/url: it must give the same URL back.
	if back, err := neturl.Parse(abs); err != nil || back.Scheme != n.Scheme || back.Host != n.Host ||
		back.Path != n.Path || back.RawQuery != n.RawQuery || back.User.String() != n.User.String() {
		return loc, true
	}
	return abs, true
}

func isRedirect(code int) bool {
	switch code {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther,
		http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return true
	}
	return false
}
