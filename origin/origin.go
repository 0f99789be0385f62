// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package origin holds web origins, the web's security boundary, as the
// HTML Standard defines them: an Origin is either a tuple origin (a
// scheme, a host and a port, and a domain) or an opaque origin.
//
// Of returns the origin of a URL, by the URL Standard's algorithm, which
// package github.com/weburl/url keeps: (*url.URL).Origin is the origin
// getter, the origin's serialization, and Of builds an Origin on it.
// Parse reads the serialization an Origin request header carries.
// Compare origins with SameOrigin, never by their serializations: every
// opaque origin serializes as "null", while two opaque origins are the
// same origin only when they are the same value. Sites (same-site, the
// registrable domain) are in package github.com/weburl/url/site.
//
// See https://html.spec.whatwg.org/multipage/browsers.html#origin.
package origin

import (
	"errors"

	"github.com/weburl/url"
)

// An Origin is a web origin: either a tuple origin (a scheme, a host, a
// port and a domain) or an opaque origin.
//
// Each opaque Origin is unique: one made by NewOpaque, or by Of for a URL
// whose origin is opaque, is same-origin only with itself and its copies.
// The zero Origin is opaque and same-origin with nothing, itself included.
// See https://html.spec.whatwg.org/multipage/browsers.html#concept-origin.
type Origin struct {
	opaque *opaqueID // non-nil for an opaque origin made by NewOpaque

	// serialized is a tuple origin's serialization, as (*url.URL).Origin
	// writes it, or "" for an opaque origin; the other fields are its
	// parts.
	serialized string
	scheme     string
	host       string // the host, serialized
	kind       url.HostKind
	port       string // in decimal, or "" for null

	// domain is the origin's domain (set by document.domain), when
	// hasDomain is set; WithDomain sets it.
	domain    string
	hasDomain bool
}

// opaqueID makes an opaque origin unique: each is a distinct allocation
// (of a non-zero size, so that no two share an address).
type opaqueID struct{ _ byte }

// NewOpaque returns a new opaque origin, same-origin only with itself (and
// its copies).
// See https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-opaque.
func NewOpaque() Origin { return Origin{opaque: new(opaqueID)} }

// Of returns the origin of u, by the URL Standard's origin of a URL: a
// tuple origin for http, https, ws, wss and ftp URLs, the origin of the
// URL in the path of a blob: URL when that URL is http or https, and a new
// opaque origin for everything else, file: URLs included (the standard
// leaves their origin to the implementation and advises an opaque one).
// Each call for a URL with an opaque origin returns a different origin, as
// in the standard. Of(u).String() is u.Origin().
// See https://url.spec.whatwg.org/#concept-url-origin.
func Of(u *url.URL) Origin {
	s := u.Origin()
	if s == "null" {
		return NewOpaque()
	}
	t, err := url.ParseWithBase(s, "")
	if err != nil {
		return NewOpaque() // the serialization of a tuple origin parses
	}
	return tuple(s, t)
}

// Parse returns the origin that s serializes, as the Origin request header
// carries it: a new opaque origin for "null", and the tuple origin for
// scheme "://" host, then ":" port when the port is not the scheme's
// default, exactly as String writes it. Anything else (a trailing "/", a
// path, an upper-case letter, a default port written out) is an error,
// with the zero Origin, which is same-origin with nothing.
// See https://fetch.spec.whatwg.org/#origin-header.
func Parse(s string) (Origin, error) {
	if s == "null" {
		return NewOpaque(), nil
	}
	if t, err := url.ParseWithBase(s, ""); err == nil && t.Origin() == s {
		return tuple(s, t), nil
	}
	return Origin{}, &url.Error{Op: "parse", URL: s, Err: errNotSerialization}
}

// errNotSerialization is Parse's error for a string that no origin
// serializes as.
var errNotSerialization = errors.New("not the serialization of an origin")

// tuple returns the tuple origin whose serialization is s, given t, the
// URL that s parses to. The serialization of a tuple origin, scheme "://"
// host [":" port], is a URL whose scheme, host and port are the origin's:
// the parser reads a serialized host and a port other than the default
// back as they are.
func tuple(s string, t *url.URL) Origin {
	return Origin{serialized: s, scheme: t.Scheme, host: t.SerializedHost(), kind: t.HostKind(), port: t.Port()}
}

// IsOpaque reports whether o is an opaque origin.
func (o Origin) IsOpaque() bool { return o.serialized == "" }

// Scheme returns a tuple origin's scheme, or "" for an opaque origin.
func (o Origin) Scheme() string { return o.scheme }

// Host returns a tuple origin's host, serialized ("example.com",
// "127.0.0.1", "[::1]"), or "" for an opaque origin.
func (o Origin) Host() string { return o.host }

// HostKind returns the kind of a tuple origin's host (url.HostDomain,
// url.HostIPv4 or url.HostIPv6), or url.HostNone for an opaque origin.
// Package github.com/weburl/url/site reads it: only a domain has a public
// suffix.
func (o Origin) HostKind() url.HostKind {
	if o.IsOpaque() {
		return url.HostNone
	}
	return o.kind
}

// Port returns a tuple origin's port in decimal, or "" when it is null
// (the scheme's default port) or the origin is opaque.
func (o Origin) Port() string { return o.port }

// String returns the serialization of o: "null" for an opaque origin, and
// scheme "://" host, then ":" port when the port is not null, for a tuple
// origin, as (*url.URL).Origin writes it. It is what the Origin HTTP header
// carries. Two opaque origins both serialize as "null": compare origins
// with SameOrigin.
// See https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin.
func (o Origin) String() string {
	if o.IsOpaque() {
		return "null"
	}
	return o.serialized
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
