// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	neturl "net/url"
)

// Interoperation with net/url, whose *URL net/http's Request.URL,
// httputil and the rest of the standard library take.

// NetURL returns u as a net/url URL with the same fields, for the standard
// library's APIs that take one (http.Request's URL, httputil's proxies).
// net/url's String of it is u's String, except where net/url's escaping
// differs from the standard's and net/url re-escapes what the standard
// leaves ("|" in a path, "{", "}", "^" and "\" in a fragment, "(", "!" and
// others in a username or password, characters other than letters, digits
// and a few marks in an opaque host), or where it cannot say it: an empty
// fragment ("http://a/#" loses its "#") and an empty host with an empty
// path ("foo://" becomes "foo:"). A path that starts with "//" in a URL with
// no host keeps the standard's "/." before it ("sc:/.//x"), where net/url
// would write "sc:%2F/x".
//
// So http.NewRequest(method, u.String(), body) and a request whose URL is
// u.NetURL() send the same request line; it is u.RequestURI() unless one
// of those characters is in the path.
func (u *URL) NetURL() *neturl.URL {
	if u == nil {
		return nil
	}
	v := u.net()
	if u.OmitHost && u.Host == "" && u.User == nil && pathNeedsDot(v.Path) {
		v.Path = "/." + v.Path
		if v.RawPath != "" {
			v.RawPath = "/." + v.RawPath
		}
	}
	return v
}

// FromNetURL returns the URL that v's String means: Parse(v.String()),
// with v written as Go 1.27's net/url writes it on every toolchain,
// which reads an absolute v by the standard and keeps a relative v as a
// reference. FromNetURL(u.NetURL()) is u for a URL u whose NetURL String
// is its own (see NetURL).
func FromNetURL(v *neturl.URL) (*URL, error) {
	if v == nil {
		return nil, &Error{"parse", "", errors.New("nil *net/url.URL")}
	}
	return Parse(netSerialize(v))
}
