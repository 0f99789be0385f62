// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"

	"github.com/weburl/url/internal/schemes"
	"golang.org/x/net/publicsuffix"
)

// An Origin is a web origin, as the HTML Standard defines it: either a
// tuple origin (a scheme, a host, a port and a domain) or an opaque
// origin. Origins are the web's security boundary: compare them with
// SameOrigin, never by their serializations, since every opaque origin
// serializes as "null" while two opaque origins are the same origin only
// when they are the same value.
//
// Each opaque Origin is unique: one made by NewOpaqueOrigin, or by
// OriginOf for a URL whose origin is opaque, is same-origin only with
// itself and its copies. The zero Origin is opaque and same-origin with
// nothing, itself included.
// See https://html.spec.whatwg.org/multipage/browsers.html#concept-origin.
type Origin struct {
	opaque *opaqueID // non-nil for an opaque origin made by NewOpaqueOrigin

	// A tuple origin's parts; scheme is "" for an opaque origin.
	scheme string
	host   string // the host, serialized
	kind   HostKind
	port   string // in decimal, or "" for null

	// domain is the origin's domain (set by document.domain), when
	// hasDomain is set; WithDomain sets it.
	domain    string
	hasDomain bool
}

// opaqueID makes an opaque origin unique: each is a distinct allocation
// (of a non-zero size, so that no two share an address).
type opaqueID struct{ _ byte }

// NewOpaqueOrigin returns a new opaque origin, same-origin only with
// itself (and its copies).
// See https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-opaque.
func NewOpaqueOrigin() Origin { return Origin{opaque: new(opaqueID)} }

// OriginOf returns the origin of u, by the URL Standard's origin of a URL:
// a tuple origin for http, https, ws, wss and ftp URLs, the origin of the
// URL in the path of a blob: URL when that URL is http or https, and a new
// opaque origin for everything else, file: URLs included (the standard
// leaves their origin to the implementation and advises an opaque one).
// Each call for a URL with an opaque origin returns a different origin, as
// in the standard. u.Origin() is OriginOf(u).String().
// See https://url.spec.whatwg.org/#concept-url-origin.
func OriginOf(u *URL) Origin {
	if o, ok := tupleOrigin(u); ok {
		return o
	}
	return NewOpaqueOrigin()
}

// tupleOrigin returns u's origin when it is a tuple origin.
// See https://url.spec.whatwg.org/#concept-url-origin.
func tupleOrigin(u *URL) (Origin, bool) {
	v := u.current()
	if !v.valid() {
		return Origin{}, false
	}
	switch scheme := v.href[:v.c.schemeEnd]; {
	case schemes.IsSpecial(scheme) && scheme != "file":
		// Return the tuple origin (scheme, host, port, null).
		o := Origin{scheme: scheme, host: v.href[v.c.hostStart:v.c.hostEnd], kind: v.c.hostKind}
		if v.c.hostEnd < v.c.pathStart {
			o.port = v.href[v.c.hostEnd+1 : v.c.pathStart]
		}
		return o, true
	case scheme == "blob":
		// Parse the URL's path; if that gives a URL whose scheme is
		// http, https or file, return its origin. (A file: origin is
		// opaque here.)
		if p, err := parse(v.Pathname(), nil, nil, nil); err == nil {
			if s := p.href[:p.c.schemeEnd]; s == "http" || s == "https" {
				return tupleOrigin(p)
			}
		}
	}
	return Origin{}, false
}

// IsOpaque reports whether o is an opaque origin.
func (o Origin) IsOpaque() bool { return o.scheme == "" }

// Scheme returns a tuple origin's scheme, or "" for an opaque origin.
func (o Origin) Scheme() string { return o.scheme }

// Host returns a tuple origin's host, serialized ("example.com",
// "127.0.0.1", "[::1]"), or "" for an opaque origin.
func (o Origin) Host() string { return o.host }

// Port returns a tuple origin's port in decimal, or "" when it is null
// (the scheme's default port) or the origin is opaque.
func (o Origin) Port() string { return o.port }

// String returns the serialization of o: "null" for an opaque origin,
// and scheme "://" host, then ":" port when the port is not null, for a
// tuple origin. It is what the Origin HTTP header carries. Two opaque
// origins both serialize as "null": compare origins with SameOrigin.
// See https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin.
func (o Origin) String() string {
	if o.IsOpaque() {
		return "null"
	}
	if o.port == "" {
		return o.scheme + "://" + o.host
	}
	return o.scheme + "://" + o.host + ":" + o.port
}

// WithDomain returns o with its domain set to domain, as setting
// document.domain does in a browser; SameOriginDomain compares domains.
// An opaque origin is returned unchanged: it has no domain.
// See https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-domain.
func (o Origin) WithDomain(domain string) Origin {
	if !o.IsOpaque() {
		o.domain, o.hasDomain = domain, true
	}
	return o
}

// SameOrigin reports whether o and p are the same origin: the same opaque
// origin, or tuple origins with the same scheme, host and port.
// See https://html.spec.whatwg.org/multipage/browsers.html#same-origin.
func (o Origin) SameOrigin(p Origin) bool {
	if o.IsOpaque() || p.IsOpaque() {
		// The same opaque origin.
		return o.opaque != nil && o.opaque == p.opaque
	}
	return o.scheme == p.scheme && o.host == p.host && o.port == p.port
}

// SameOriginDomain reports whether o and p are same origin-domain: the
// same opaque origin; or tuple origins with the same scheme and either
// both with the same non-null domain, or both with null domains and
// same-origin.
// See https://html.spec.whatwg.org/multipage/browsers.html#same-origin-domain.
func (o Origin) SameOriginDomain(p Origin) bool {
	if o.IsOpaque() || p.IsOpaque() {
		return o.SameOrigin(p)
	}
	if o.scheme != p.scheme {
		return false
	}
	if o.hasDomain && p.hasDomain {
		return o.domain == p.domain
	}
	return !o.hasDomain && !p.hasDomain && o.SameOrigin(p)
}

// SchemelesslySameSite reports whether o and p are schemelessly same site:
// the same opaque origin; or tuple origins whose hosts have the same
// non-null registrable domain, or are equal and have none.
// See https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site.
func (o Origin) SchemelesslySameSite(p Origin) bool {
	if o.IsOpaque() || p.IsOpaque() {
		return o.SameOrigin(p)
	}
	if r, ok := registrableDomain(o.host, o.kind); ok {
		s, ok := registrableDomain(p.host, p.kind)
		return ok && r == s
	}
	return o.host == p.host
}

// SameSite reports whether o and p are same site, as the HTML Standard
// defines it (the "schemeful" same site of cookies' SameSite): the sites
// obtained from them are the same, which for tuple origins means the same
// scheme and the same registrable domain (or the same host when it has
// none). https://a.example.com and https://b.example.com are same site;
// http://example.com and https://example.com are not.
// See https://html.spec.whatwg.org/multipage/browsers.html#same-site.
func (o Origin) SameSite(p Origin) bool {
	if o.IsOpaque() || p.IsOpaque() {
		return o.SameOrigin(p)
	}
	return o.scheme == p.scheme && o.SchemelesslySameSite(p)
}

// Site returns the site obtained from a tuple origin, serialized as
// scheme "://" followed by the host's registrable domain or, when it has
// none, the host: "https://example.com" for https://www.example.com:8443.
// It returns "null" for an opaque origin.
// See https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site.
func (o Origin) Site() string {
	if o.IsOpaque() {
		return "null"
	}
	if r, ok := registrableDomain(o.host, o.kind); ok {
		return o.scheme + "://" + r
	}
	return o.scheme + "://" + o.host
}

// PublicSuffix returns the public suffix of the URL's host as the URL
// Standard defines it, from the Public Suffix List compiled into
// golang.org/x/net/publicsuffix: "com" for www.example.com, "github.io"
// for whatwg.github.io, "com." for example.com. (the trailing dot kept).
// A top-level domain the list does not know is its own public suffix, by
// the list's default rule "*". It returns false when the host is not a
// domain.
//
// The list differs between programs and browsers and changes over time;
// as the standard warns, prefer origins for security decisions.
// See https://url.spec.whatwg.org/#host-public-suffix.
func (u *URL) PublicSuffix() (string, bool) {
	return publicSuffix(u.SerializedHost(), u.HostKind())
}

// RegistrableDomain returns the registrable domain of the URL's host as
// the URL Standard defines it: its public suffix and the label before it,
// "example.com" for www.example.com. It returns false when the host is
// not a domain, or is itself a public suffix ("com", "github.io").
// See https://url.spec.whatwg.org/#host-registrable-domain.
func (u *URL) RegistrableDomain() (string, bool) {
	return registrableDomain(u.SerializedHost(), u.HostKind())
}

// publicSuffix returns the public suffix of host, of the given kind.
// See https://url.spec.whatwg.org/#host-public-suffix.
func publicSuffix(host string, kind HostKind) (string, bool) {
	// 1. If host is not a domain, then return null.
	if kind != HostDomain {
		return "", false
	}
	// 2. Let trailingDot be "." if host ends with ".".
	// 3. Run the Public Suffix List algorithm with host as domain. The
	// list's algorithm ignores a trailing dot: x/net/publicsuffix
	// would read it as an empty last label, so it is cut off here and
	// put back (step 4 asserts that the result ends with it).
	name, trailingDot := strings.CutSuffix(host, ".")
	ps, _ := publicsuffix.PublicSuffix(name)
	if trailingDot {
		ps += "."
	}
	return ps, true
}

// registrableDomain returns the registrable domain of host, of the given
// kind.
// See https://url.spec.whatwg.org/#host-registrable-domain.
func registrableDomain(host string, kind HostKind) (string, bool) {
	// 1. If host's public suffix is null or equals host, return null.
	ps, ok := publicSuffix(host, kind)
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
