// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package site implements what the web standards define with the Public
// Suffix List: the URL Standard's public suffix and registrable domain of
// a host, and the HTML Standard's sites (same site, schemelessly same site,
// obtain a site) of the origins of package github.com/weburl/url/origin.
//
// It is a package of its own so that a program that only parses URLs
// does not link the list. Package origin keeps the origin itself and its
// comparisons that need no list (origin.Of, Origin.SameOrigin,
// Origin.SameOriginDomain).
//
// The list is embedded (public_suffix_list.dat, about 140 KB, read once
// at the first call): gen.go writes it from the newest copy a registry
// package offers, pinned by its hash, which is newer than
// golang.org/x/net/publicsuffix's; ListVersion names it. The list differs
// between programs and browsers and changes over time: as the URL
// Standard warns, decide security questions on origins, and use sites
// only where the web does (cookies, SameSite checks). A program that
// needs a newer list, or one of its own, loads it with LoadList (for
// instance publicsuffix.org's public_suffix_list.dat) and calls the same
// functions as methods of the List.
package site

import (
	"bytes"
	_ "embed"
	"strings"
	"sync"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

//go:generate go run gen.go

// embeddedList is the Public Suffix List the package-level functions use.
//
//go:embed public_suffix_list.dat
var embeddedList []byte

// compiled returns the List of embeddedList, read at its first use.
var compiled = sync.OnceValue(func() *List {
	l, err := LoadList(bytes.NewReader(embeddedList))
	if err != nil {
		panic("site: the embedded Public Suffix List does not load: " + err.Error())
	}
	return l
})

// PublicSuffix returns the public suffix of u's host as the URL Standard
// defines it, from the embedded Public Suffix List (ListVersion): "com" for www.example.com, "github.io"
// for whatwg.github.io, "com." for example.com. (the trailing dot kept).
// A top-level domain the list does not know is its own public suffix, by
// the list's default rule "*". It returns false when the host is not a
// domain.
//
// The list differs between programs and browsers and changes over time;
// as the standard warns, prefer origins for security decisions.
// See https://url.spec.whatwg.org/#host-public-suffix.
func PublicSuffix(u *url.URL) (string, bool) {
	return publicSuffix(u.SerializedHost(), u.HostKind(), compiledIn)
}

// RegistrableDomain returns the registrable domain of u's host as the URL
// Standard defines it: its public suffix and the label before it,
// "example.com" for www.example.com. It returns false when the host is
// not a domain, or is itself a public suffix ("com", "github.io").
// See https://url.spec.whatwg.org/#host-registrable-domain.
func RegistrableDomain(u *url.URL) (string, bool) {
	return registrableDomain(u.SerializedHost(), u.HostKind(), compiledIn)
}

// SchemelesslySameSite reports whether a and b are schemelessly same site:
// the same opaque origin; or tuple origins whose hosts have the same
// non-null registrable domain, or are equal and have none.
// See https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site.
func SchemelesslySameSite(a, b origin.Origin) bool { return schemelesslySameSite(a, b, compiledIn) }

func schemelesslySameSite(a, b origin.Origin, look lookup) bool {
	if a.IsOpaque() || b.IsOpaque() {
		return a.SameOrigin(b)
	}
	if r, ok := registrableDomain(a.Host(), a.HostKind(), look); ok {
		s, ok := registrableDomain(b.Host(), b.HostKind(), look)
		return ok && r == s
	}
	return a.Host() == b.Host()
}

// SameSite reports whether a and b are same site, as the HTML Standard
// defines it (the "schemeful" same site of cookies' SameSite): the sites
// obtained from them are the same, which for tuple origins means the same
// scheme and the same registrable domain (or the same host when it has
// none). https://a.example.com and https://b.example.com are same site;
// http://example.com and https://example.com are not.
// See https://html.spec.whatwg.org/multipage/browsers.html#same-site.
func SameSite(a, b origin.Origin) bool { return sameSite(a, b, compiledIn) }

func sameSite(a, b origin.Origin, look lookup) bool {
	if a.IsOpaque() || b.IsOpaque() {
		return a.SameOrigin(b)
	}
	return a.Scheme() == b.Scheme() && schemelesslySameSite(a, b, look)
}

// Of returns the site obtained from a tuple origin, serialized as
// scheme "://" followed by the host's registrable domain or, when it has
// none, the host: "https://example.com" for https://www.example.com:8443.
// It returns "null" for an opaque origin.
// See https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site.
func Of(o origin.Origin) string { return of(o, compiledIn) }

func of(o origin.Origin, look lookup) string {
	if o.IsOpaque() {
		return "null"
	}
	if r, ok := registrableDomain(o.Host(), o.HostKind(), look); ok {
		return o.Scheme() + "://" + r
	}
	return o.Scheme() + "://" + o.Host()
}

// A lookup runs the Public Suffix List algorithm on a domain in ASCII,
// with no trailing dot, and returns its public suffix.
type lookup func(name string) string

// compiledIn is the lookup of the embedded list.
func compiledIn(name string) string { return compiled().lookup(name) }

// publicSuffix returns the public suffix of host, of the given kind.
// See https://url.spec.whatwg.org/#host-public-suffix.
func publicSuffix(host string, kind url.HostKind, look lookup) (string, bool) {
	// 1. If host is not a domain, then return null.
	if kind != url.HostDomain {
		return "", false
	}
	// 2. Let trailingDot be "." if host ends with ".".
	// 3. Run the Public Suffix List algorithm with host as domain. The
	// list's algorithm ignores a trailing dot: a lookup would read it as
	// an empty last label, so it is cut off here and put back (step 4
	// asserts that the result ends with it).
	name, trailingDot := strings.CutSuffix(host, ".")
	ps := look(name)
	if trailingDot {
		ps += "."
	}
	return ps, true
}

// registrableDomain returns the registrable domain of host, of the given
// kind.
// See https://url.spec.whatwg.org/#host-registrable-domain.
func registrableDomain(host string, kind url.HostKind, look lookup) (string, bool) {
	// 1. If host's public suffix is null or equals host, return null.
	ps, ok := publicSuffix(host, kind, look)
	if !ok || ps == host {
		return "", false
	}
	// 2-5. The registrable domain is the public suffix and the label
	// before it, with host's trailing dot, if any, kept by ps.
	rest := host[:len(host)-len(ps)]
	rest = strings.TrimSuffix(rest, ".")
	if i := strings.LastIndexByte(rest, '.'); i >= 0 {
		rest = rest[i+1:]
	}
	if rest == "" {
		// An empty label before the suffix ("a..com"): no label
		// precedes it.
		return "", false
	}
	return rest + "." + ps, true
}
