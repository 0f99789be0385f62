// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "github.com/weburl/url/internal/schemes"

// originTuple is a tuple origin's scheme, host and port: the origin of a
// URL that has one. Package github.com/weburl/url/origin builds its Origin
// values on (*URL).Origin, which serializes this.
// See https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-tuple.
type originTuple struct {
	scheme string
	host   string // the host, serialized
	port   string // in decimal, or "" for null
}

// tupleOrigin returns u's origin when it is a tuple origin: for http,
// https, ws, wss and ftp URLs, and for a blob: URL whose path is an http
// or https URL. Every other URL, file: URLs included, has an opaque origin
// (the standard leaves a file: URL's origin to the implementation and
// advises an opaque one).
// See https://url.spec.whatwg.org/#concept-url-origin.
func tupleOrigin(u *URL) (originTuple, bool) {
	v := u.current()
	if !v.valid() {
		return originTuple{}, false
	}
	switch scheme := v.href[:v.c.schemeEnd]; {
	case schemes.IsSpecial(scheme) && scheme != "file":
		// Return the tuple origin (scheme, host, port, null).
		o := originTuple{scheme: scheme, host: v.href[v.c.hostStart:v.c.hostEnd]}
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
	return originTuple{}, false
}

// String returns the serialization of the tuple origin o: scheme "://"
// host, then ":" port when the port is not null.
// See https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin.
func (o originTuple) String() string {
	if o.port == "" {
		return o.scheme + "://" + o.host
	}
	return o.scheme + "://" + o.host + ":" + o.port
}
