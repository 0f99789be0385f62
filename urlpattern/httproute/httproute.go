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
//
// # Methods
//
// Handle and HandlePathname take a method before the pattern, as
// ServeMux does: "GET /users/:id". A request is served by the most
// specific pattern that matches its URL and takes its method (GET's
// handler serves HEAD; a pattern without a method takes every method). When
// patterns match the URL but none takes the method, the answer is 405
// Method Not Allowed with an Allow header listing theirs.
//
// # One path for the router and its handlers
//
// The patterns match the path as the URL Standard reads it, where "%2F" is
// not a separator and dot segments are already removed; a handler reads
// net/http's decoded r.URL.Path, where "%2F" is a separator and dot
// segments are still there. A Mux therefore answers 400 Bad Request,
// before routing, to a request whose path a handler could read as one
// that routes elsewhere or climbs out of its route:
//
//   - a path sent with a dot segment or a "\" (urlpattern.CheckSentPath):
//     "/public//..//admin/x" is "/public//admin/x" to the standard and
//     "/admin/x" to path.Clean, and "/public\x" is "/public/x" to the
//     standard and a file name to path.Clean. A browser sends neither.
//   - a path whose readings differ (urlpattern.List.CheckPath): decoded
//     once, twice or three times, with full-width characters folded
//     (NFKC), a reading must have no dot segment (with or without
//     ";parameters") and no "\", and must route, cleaned as path.Clean
//     cleans it and with ";parameters" kept or stripped from every
//     segment, to the same pattern. With "/public/*" and "/admin/*",
//     "/public/..%2fadmin/secret.txt" matches "/public/*" and reads as
//     "/admin/secret.txt" (caddyserver/caddy#7941); under "/*",
//     "/..%2f..%2fetc%2fpasswd" would hand the path value
//     "../../etc/passwd" to its handler. So are refused "%5c" for "\",
//     "%252e%252e%252f" (double encoding), "..;/", "/admin;x/" and
//     "%EF%BC%8E%EF%BC%8E" (full-width dots).
//
// An encoded slash that keeps the request on the same pattern
// ("/public/a%2Fb") is served. A pattern that must match encoded slashes
// as data, as object-store keys, says so with the UnsafeAllowEncodedSlashes
// option; its handler must never use the decoded value as a file path.
//
// # ServeMux syntax
//
// "/users/{id}" is a valid URL pattern that matches the path "/users/id"
// only. Handle and HandlePathname refuse it, and "{path...}", "{$}" and a
// pathname without its leading "/", with a *urlpattern.ServeMuxSyntaxError
// that gives the URL Pattern spelling (":id", ":path*").
package httproute

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	url "github.com/weburl/url"
	"github.com/weburl/url/httpurl"
	"github.com/weburl/url/urlpattern"
)

// RequestURL returns the URL of a request as a server received it:
// httpurl.FromRequest's. The scheme is "https" when it came over TLS and
// "http" otherwise (or r.URL's, for a client's request), the host is
// r.Host, and the path and query are the request target's, parsed by the
// URL Standard. A target that is neither origin-form ("/...") nor an http
// or https absolute-form is an error (RFC 9112, section 3.2): net/http
// accepts "foo:@evil.example/x", whose opaque path would otherwise become
// the URL's authority.
func RequestURL(r *http.Request) (*url.URL, error) {
	return httpurl.FromRequest(r)
}

// Match returns the first entry of l whose pattern matches the URL of r.
// It routes only: a router built on it should first refuse what
// urlpattern.CheckSentPath and l.CheckPath refuse, as Mux does.
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
// ready to use. Add patterns with Handle and HandlePathname, which take a
// method as ServeMux does ("GET /books/:id"), or through List.
//
// Before routing, a Mux refuses with 400 Bad Request a request whose
// path reads differently to its handler (urlpattern.List.CheckPath): see
// the package documentation.
type Mux struct {
	// List holds the patterns and their handlers. The handler of a
	// pattern added by Handle or HandlePathname dispatches on the method.
	List urlpattern.List[http.Handler]
	// NotFound serves the requests that no pattern matches;
	// http.NotFoundHandler() when nil.
	NotFound http.Handler

	mu     sync.Mutex
	routes map[string]*route // by pattern, for the methods of one pattern
}

// A RouteOption changes how a Mux serves one pattern.
type RouteOption func(*urlpattern.EntryOptions)

// UnsafeAllowEncodedSlashes lets a pattern match paths with encoded
// slashes ("%2F") as data, as an object-store key needs: the Mux then does
// not refuse "/bucket/a%2Fb" for the pattern "/bucket/:key", and the
// handler gets the path value "a/b". It is unsafe because that handler
// must never use the value as a file path. A "." or ".." segment between
// encoded slashes is still refused. It applies to every method of the
// pattern, and must be given with each.
func UnsafeAllowEncodedSlashes() RouteOption {
	return func(o *urlpattern.EntryOptions) { o.UnsafeAllowEncodedSlashes = true }
}

// Handle adds a constructor string pattern ("https://example.com/books/:id"),
// resolved against baseURL ("" for none), with its handler. A method and a
// space before the pattern ("GET https://example.com/books/:id") restrict
// it to that method (and HEAD for GET); without one it serves every
// method not given a handler of its own. Patterns in net/http's syntax
// ("{id}") are refused with a *urlpattern.ServeMuxSyntaxError.
func (m *Mux) Handle(pattern, baseURL string, h http.Handler, opts ...RouteOption) error {
	method, pattern := urlpattern.SplitMethod(pattern)
	p, err := urlpattern.New(pattern, baseURL, urlpattern.Options{})
	if err != nil {
		return err
	}
	if err := urlpattern.CheckServeMuxSyntax(pattern); err != nil {
		return &urlpattern.Error{Op: "Handle", Input: pattern, Err: err}
	}
	return m.add(p, method, h, opts)
}

// HandlePathname adds a pattern for the pathname alone ("/books/:id"), on
// any host, with its handler; "GET /books/:id" restricts it to a method,
// as in Handle. The pathname is compiled by urlpattern.NewPathname, which
// refuses net/http's syntax ("/books/{id}") and a pathname without its
// leading "/".
func (m *Mux) HandlePathname(pathname string, h http.Handler, opts ...RouteOption) error {
	method, pathname := urlpattern.SplitMethod(pathname)
	p, err := urlpattern.NewPathname(pathname, urlpattern.Options{})
	if err != nil {
		return err
	}
	return m.add(p, method, h, opts)
}

// add files h under p for method ("" for any), adding p to the List the
// first time.
func (m *Mux) add(p *urlpattern.URLPattern, method string, h http.Handler, opts []RouteOption) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	var eo urlpattern.EntryOptions
	for _, o := range opts {
		o(&eo)
	}
	key := patternKey(p)
	rt := m.routes[key]
	if rt == nil {
		rt = &route{}
		rt.handlers.Store(&methodHandlers{})
		rt.entry = m.List.AddWithOptions(p, rt, eo)
		if m.routes == nil {
			m.routes = map[string]*route{}
		}
		m.routes[key] = rt
	} else if rt.entry.Options() != eo {
		return fmt.Errorf("httproute: %q registered before with other options", p.Pathname())
	}
	// The route may be serving: its handlers are replaced, not changed.
	old := rt.handlers.Load()
	if _, dup := old.byMethod[method]; dup || method == "" && old.any != nil {
		return fmt.Errorf("httproute: %q %s registered twice", p.Pathname(), cmp.Or(method, "for any method"))
	}
	hs := &methodHandlers{byMethod: maps.Clone(old.byMethod), any: old.any}
	if method == "" {
		hs.any = h
	} else {
		if hs.byMethod == nil {
			hs.byMethod = map[string]http.Handler{}
		}
		hs.byMethod[method] = h
	}
	rt.handlers.Store(hs)
	return nil
}

// patternKey identifies a compiled pattern by its eight component
// pattern strings.
func patternKey(p *urlpattern.URLPattern) string {
	return strings.Join([]string{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash()}, "\x00")
}

// A route is the handler of one pattern: one handler per method, and one
// for any other method.
type route struct {
	entry    *urlpattern.Entry[http.Handler]
	handlers atomic.Pointer[methodHandlers]
}

// methodHandlers are a route's handlers: one per method, and one for any
// other method.
type methodHandlers struct {
	byMethod map[string]http.Handler
	any      http.Handler
}

// handler returns the handler for method, or nil: the method's own, GET's
// for HEAD, or the one for any method.
func (rt *route) handler(method string) http.Handler {
	hs := rt.handlers.Load()
	if h := hs.byMethod[method]; h != nil {
		return h
	}
	if method == http.MethodHead {
		if h := hs.byMethod[http.MethodGet]; h != nil {
			return h
		}
	}
	return hs.any
}

// ServeHTTP serves r with the handler for its method, or answers 405
// Method Not Allowed with an Allow header.
func (rt *route) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if h := rt.handler(r.Method); h != nil {
		h.ServeHTTP(w, r)
		return
	}
	methodNotAllowed(w, rt.allow(nil))
}

// allow adds rt's methods to set and returns it.
func (rt *route) allow(set map[string]bool) map[string]bool {
	if set == nil {
		set = map[string]bool{}
	}
	for method := range rt.handlers.Load().byMethod {
		set[method] = true
		if method == http.MethodGet {
			set[http.MethodHead] = true
		}
	}
	return set
}

func methodNotAllowed(w http.ResponseWriter, allow map[string]bool) {
	w.Header().Set("Allow", strings.Join(slices.Sorted(maps.Keys(allow)), ", "))
	http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
}

// matchKey is the context key of the Match a Mux found.
type matchKey struct{}

// ServeHTTP serves r with the handler of the first pattern its URL
// matches that takes r's method. The pathname's named groups are set as
// r's path values, percent-decoded (r.PathValue("id")); FromRequest
// returns the Match. A request whose path reads otherwise to a handler
// (see the package documentation) is answered 400 Bad Request; one whose
// URL matches patterns, none of them for its method, 405 Method Not
// Allowed with an Allow header.
func (m *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	u, err := RequestURL(r)
	if err != nil {
		http.Error(w, "400 Bad Request: the request target is not a URL", http.StatusBadRequest)
		return
	}
	if urlpattern.CheckSentPath(sentPath(r)) != nil || m.List.CheckPath(u) != nil {
		http.Error(w, "400 Bad Request: the path reads differently once decoded", http.StatusBadRequest)
		return
	}
	match, ok := m.List.MatchURLFunc(u, func(e *urlpattern.Entry[http.Handler]) bool {
		rt, isRoute := e.Value.(*route)
		return !isRoute || rt.handler(r.Method) != nil
	})
	if !ok {
		// Patterns that match the URL for other methods make it a 405.
		var allow map[string]bool
		m.List.MatchURLFunc(u, func(e *urlpattern.Entry[http.Handler]) bool {
			if rt, isRoute := e.Value.(*route); isRoute {
				allow = rt.allow(allow)
			}
			return false
		})
		if len(allow) > 0 {
			methodNotAllowed(w, allow)
			return
		}
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

// sentPath returns r's path as its client sent it: the origin-form
// target before "?", or net/http's reading of another form's path.
func sentPath(r *http.Request) string {
	if strings.HasPrefix(r.RequestURI, "/") {
		p, _, _ := strings.Cut(r.RequestURI, "?")
		return p
	}
	return r.URL.EscapedPath()
}

// FromRequest returns the Match by which a Mux chose the handler serving
// r, with every component's groups as they are in the URL
// (Match.Group) and the standard's result (Match.Result).
func FromRequest(r *http.Request) (*urlpattern.Match[http.Handler], bool) {
	m, ok := r.Context().Value(matchKey{}).(*urlpattern.Match[http.Handler])
	return m, ok
}
