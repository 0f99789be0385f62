// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package httproute routes net/http requests with a urlpattern.List: a
// Mux serves the http.Handler of the first pattern (in the List's order of
// precedence) that a request's URL matches.
//
// It is a package of its own so that a program using urlpattern without
// net/http does not link net/http.
//
// A handler reads the pathname's groups percent-decoded with the request's
// PathValue, as with a net/http.ServeMux pattern, and every group, raw,
// through the Match that FromRequest returns.
package httproute

import (
	"context"
	"net/http"

	url "github.com/weburl/url"
	"github.com/weburl/url/urlpattern"
)

// RequestURL returns the URL of a request as a server received it: the
// scheme "https" when it came over TLS and "http" otherwise (or r.URL's
// scheme when it has one, as in a client's request), r.Host as the host,
// and the request target's path and query, parsed by the URL Standard.
func RequestURL(r *http.Request) (*url.URL, error) {
	scheme := r.URL.Scheme
	if scheme == "" {
		scheme = "http"
		if r.TLS != nil {
			scheme = "https"
		}
	}
	host := r.Host
	if host == "" {
		host = r.URL.Host
	}
	target := r.RequestURI
	if target == "" || target[0] != '/' {
		// A client's request, or an absolute-form or "*" target.
		target = r.URL.RequestURI()
	}
	return url.Parse(scheme + "://" + host + target)
}

// Match returns the first entry of l whose pattern matches the URL of r.
func Match[V any](l *urlpattern.List[V], r *http.Request) (urlpattern.Match[V], bool) {
	u, err := RequestURL(r)
	if err != nil {
		return urlpattern.Match[V]{}, false
	}
	return l.MatchURL(u)
}

// A Mux is an http.Handler that serves each request with the handler of
// the first pattern its URL matches, in the order of precedence of
// urlpattern.List (most specific first), or with NotFound. The zero Mux is
// ready to use. Add patterns with Handle, HandlePathname or through List.
type Mux struct {
	// List holds the patterns and their handlers.
	List urlpattern.List[http.Handler]
	// NotFound serves the requests that no pattern matches;
	// http.NotFoundHandler() when nil.
	NotFound http.Handler
}

// Handle adds a constructor string pattern ("https://example.com/books/:id"),
// resolved against baseURL ("" for none), with its handler.
func (m *Mux) Handle(pattern, baseURL string, h http.Handler) error {
	_, err := m.List.AddString(pattern, baseURL, urlpattern.Options{}, h)
	return err
}

// HandlePathname adds a pattern for the pathname alone ("/books/:id"), on
// any host, with its handler.
func (m *Mux) HandlePathname(pathname string, h http.Handler) error {
	_, err := m.List.AddPathname(pathname, urlpattern.Options{}, h)
	return err
}

// matchKey is the context key of the Match a Mux found.
type matchKey struct{}

// ServeHTTP serves r with the handler of the first pattern its URL
// matches. The pathname's named groups are set as r's path values,
// percent-decoded (r.PathValue("id")); FromRequest returns the Match.
func (m *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	match, ok := Match(&m.List, r)
	if !ok {
		nf := m.NotFound
		if nf == nil {
			nf = http.NotFoundHandler()
		}
		nf.ServeHTTP(w, r)
		return
	}
	r = r.WithContext(context.WithValue(r.Context(), matchKey{}, &match))
	for _, name := range match.Pattern().GroupNames("pathname") {
		if _, ok := match.Group("pathname", name); ok {
			r.SetPathValue(name, match.PathValue(name))
		}
	}
	match.Value().ServeHTTP(w, r)
}

// FromRequest returns the Match by which a Mux chose the handler serving
// r, with every component's groups as they are in the URL
// (Match.Group) and the standard's result (Match.Result).
func FromRequest(r *http.Request) (*urlpattern.Match[http.Handler], bool) {
	m, ok := r.Context().Value(matchKey{}).(*urlpattern.Match[http.Handler])
	return m, ok
}
