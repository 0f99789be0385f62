// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon

import (
	"strings"

	"github.com/weburl/url"
)

// Crawl is the crawl-frontier profile: Semantic's rules, then rules that
// merge URLs which name the same page on most sites but not on all. Each
// rule is a field, off in the zero value; DefaultCrawl turns on the usual
// set. The rules run in the order of the fields.
type Crawl struct {
	// Semantic holds the rules that always apply, and their options.
	Semantic

	// HTTPSAsHTTP writes https as http and wss as ws, for a frontier that
	// fetches a page once whichever scheme links to it. A port that
	// becomes the default one is dropped.
	HTTPSAsHTTP bool

	// TrimHostDots removes the trailing dots of a domain ("example.com."
	// is "example.com").
	TrimHostDots bool

	// FoldWWW removes leading "www." labels from a domain as long as a dot
	// remains ("www.example.com" is "example.com"; "www.com" stays).
	FoldWWW bool

	// LowercasePath lower-cases the ASCII letters of the path, for servers
	// whose paths are case-insensitive; the hex digits of percent-escapes
	// stay upper-case.
	LowercasePath bool

	// CollapseSlashes replaces each run of "/" in the path by one.
	CollapseSlashes bool

	// IndexNames lists file names that are dropped from the end of the
	// path, leaving the directory ("/a/index.html" is "/a/"). The
	// comparison is exact (after LowercasePath, when that is on).
	IndexNames []string

	// RemoveTrailingSlash removes a "/" that ends the path, except the
	// path "/" ("/a/" is "/a"). With IndexNames, both rules repeat until
	// neither applies, so "/a/index.html/" is "/a".
	RemoveTrailingSlash bool

	// DropQuery removes the whole query.
	DropQuery bool
}

// DefaultIndexNames are the directory index files that DefaultCrawl drops.
var DefaultIndexNames = []string{
	"index.html", "index.htm", "index.php", "index.asp", "index.aspx",
	"index.shtml", "default.htm", "default.html", "default.asp", "default.aspx",
}

// DefaultCrawl is the aggressive profile most crawl frontiers start from:
// every rule on except LowercasePath and DropQuery, which are wrong for
// most sites, and the tracking parameters (TrackingParams) removed from
// the query. Each rule is a field of a copy to change: a frontier that
// keeps campaign parameters sets RemoveParams to nil, and one that also
// drops session ids appends SessionParams:
//
//	p := canon.DefaultCrawl
//	p.RemoveParams = append(slices.Clip(canon.TrackingParams), canon.SessionParams...)
var DefaultCrawl = Crawl{
	Semantic:            Semantic{RemoveParams: TrackingParams},
	HTTPSAsHTTP:         true,
	TrimHostDots:        true,
	FoldWWW:             true,
	CollapseSlashes:     true,
	IndexNames:          DefaultIndexNames,
	RemoveTrailingSlash: true,
}

// Canonicalize parses rawURL with url.Parse and returns its canonical
// serialization under p. A relative reference is an error
// (ErrNotAbsolute), and so is a string the parser rejects.
func (p Crawl) Canonicalize(rawURL string) (string, error) {
	return canonicalize(rawURL, p.apply)
}

// URL returns the canonical form of u under p as a new URL; u is not
// changed.
func (p Crawl) URL(u *url.URL) (*url.URL, error) { return canonicalURL(u, p.apply) }

func (p Crawl) apply(u *url.URL) {
	p.Semantic.apply(u)
	scheme := u.Scheme
	if p.HTTPSAsHTTP {
		switch scheme {
		case "https":
			scheme = "http"
		case "wss":
			scheme = "ws"
		}
	}
	kind := u.HostKind()
	oldHost := u.SerializedHost()
	host := oldHost
	if kind == url.HostDomain {
		if p.TrimHostDots {
			host = strings.TrimRight(host, ".")
		}
		if p.FoldWWW {
			for strings.HasPrefix(host, "www.") && strings.IndexByte(host[4:], '.') >= 0 {
				host = host[4:]
			}
		}
		if host == "" {
			host = oldHost
		}
	}
	oldPath := u.Pathname()
	path := oldPath
	if u.Opaque == "" {
		path = p.path(oldPath)
	}
	hasQuery := u.RawQuery != "" || u.ForceQuery
	dropQuery := p.DropQuery && hasQuery
	if scheme == u.Scheme && host == oldHost && path == oldPath && !dropQuery {
		return
	}
	if kind != url.HostNone && p.setAll(u, scheme, host, path, hasQuery && !p.DropQuery) {
		return
	}
	// A URL with no host: the setters, one per change.
	if scheme != u.Scheme {
		u.SetProtocol(scheme)
	}
	if path != oldPath {
		u.SetPathname(path)
	}
	if dropQuery {
		u.SetSearch("")
	}
}

// setAll makes u, a URL with a host, the URL with the given scheme, host
// and path and its own userinfo, port and (when keepQuery) query, by
// writing it out and parsing it once: a setter per rule would serialize
// the URL again for each. It reports whether the parser took the result.
func (p Crawl) setAll(u *url.URL, scheme, host, path string, keepQuery bool) bool {
	var b strings.Builder
	b.Grow(len(scheme) + 3 + len(host) + len(path) + len(u.RawQuery) + 16)
	b.WriteString(scheme)
	b.WriteString("://")
	if u.User != nil {
		b.WriteString(u.Username())
		if pass := u.Password(); pass != "" {
			b.WriteByte(':')
			b.WriteString(pass)
		}
		b.WriteByte('@')
	}
	b.WriteString(host)
	if port := u.Port(); port != "" {
		b.WriteByte(':')
		b.WriteString(port)
	}
	b.WriteString(path)
	if keepQuery {
		b.WriteByte('?')
		b.WriteString(u.RawQuery)
	}
	return u.SetHref(b.String()) == nil
}

// path applies p's path rules to an encoded path.
func (p Crawl) path(path string) string {
	if p.LowercasePath {
		path = lowerOutsideEscapes(path)
	}
	if p.CollapseSlashes && strings.Contains(path, "//") {
		var b strings.Builder
		b.Grow(len(path))
		for i := 0; i < len(path); i++ {
			if path[i] == '/' && i > 0 && path[i-1] == '/' {
				continue
			}
			b.WriteByte(path[i])
		}
		path = b.String()
	}
	if len(p.IndexNames) == 0 && !p.RemoveTrailingSlash {
		return path
	}
	// Each step shortens the path, so this ends, in linear time overall.
	for {
		last := path[strings.LastIndexByte(path, '/')+1:]
		switch {
		case last != "" && p.isIndex(last):
			path = path[:len(path)-len(last)]
		case last == "" && p.RemoveTrailingSlash && len(path) > 1 && path[0] == '/':
			path = path[:len(path)-1]
		default:
			return path
		}
	}
}

func (p Crawl) isIndex(name string) bool {
	for _, n := range p.IndexNames {
		if name == n {
			return true
		}
	}
	return false
}

// lowerOutsideEscapes lower-cases the ASCII letters of s except the hex
// digits of percent-escapes.
func lowerOutsideEscapes(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		if b[i] == '%' && i+2 < len(b) && isHex(b[i+1]) && isHex(b[i+2]) {
			i += 2
			continue
		}
		if 'A' <= b[i] && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}
