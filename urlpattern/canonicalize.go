// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"strings"

	url "github.com/weburl/url"
	hook "github.com/weburl/url/internal/component"
)

// Canonicalization: the encoding callbacks.
// See https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks.
//
// Each runs this module's URL parser (the root package) on a dummy URL,
// through hook.Canonicalize, the parser's state-override entry point,
// except canonicalizeProtocol, which parses a whole URL as the standard does.

// dummyScheme is the scheme of the standard's dummy URL: "create a dummy
// URL" runs the basic URL parser on "https://dummy.invalid/", so every
// component is canonicalized as a special URL's (since whatwg/urlpattern
// commit 46c30fd, 2025-03-26): "\" in a pathname is "/", and a search uses
// the special-query percent-encode set ("a'b" becomes "a%27b").
// See https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url.
const dummyScheme = "https"

// canonicalizeProtocol returns the scheme of value + "://dummy.invalid/".
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol.
func canonicalizeProtocol(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	// The protocol setter's state override would be too strict here, so the
	// protocol is parsed as a whole dummy URL's.
	u, err := url.ParseWithBase(value+"://dummy.invalid/", "")
	if err != nil {
		return "", &CanonicalizationError{Component: "protocol", Value: value}
	}
	return u.Scheme, nil
}

// canonicalizeUsername sets the username of a dummy URL to value.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-username.
func canonicalizeUsername(value string) (string, error) {
	return canonicalize(hook.Username, value, dummyScheme, "username")
}

// canonicalizePassword sets the password of a dummy URL to value.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-password.
func canonicalizePassword(value string) (string, error) {
	return canonicalize(hook.Password, value, dummyScheme, "password")
}

// canonicalizeHostname parses value in the hostname state of a dummy URL.
// Its special scheme makes value a domain, run through IDNA ("café.com"
// becomes "xn--caf-dma.com"; "bad%hostname" fails).
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname.
func canonicalizeHostname(value string) (string, error) {
	return canonicalize(hook.Hostname, value, dummyScheme, "hostname")
}

// canonicalizeIPv6Hostname checks that value holds only ASCII hex digits,
// "[", "]" and ":", and lowercases it.
// See https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname.
func canonicalizeIPv6Hostname(value string) (string, error) {
	for i := 0; i < len(value); i++ {
		c := value[i]
		if !isASCIIHexDigit(c) && c != '[' && c != ']' && c != ':' {
			return "", &CanonicalizationError{Component: "IPv6 hostname", Value: value}
		}
	}
	return strings.ToLower(value), nil
}

// canonicalizePort parses portValue in the port state of a URL record whose
// scheme is protocolValue, so that a default port canonicalizes to "".
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-port.
func canonicalizePort(portValue, protocolValue string) (string, error) {
	return canonicalize(hook.Port, portValue, protocolValue, "port")
}

// canonicalizePortNoProtocol is canonicalizePort without a protocol, the
// port component's encoding callback.
//
// The dummy URL's scheme is then the empty string, not "https": with the
// 2026-03-20 text the dummy URL's default port 443 would canonicalize to ""
// wherever it appears in a port pattern ({port: "*443"} would be {port: "*"}).
// whatwg/urlpattern#286 (merged 2026-06-12, after the commit this package
// follows) sets the scheme to the empty string, and this package does so.
func canonicalizePortNoProtocol(portValue string) (string, error) {
	return canonicalizePort(portValue, "")
}

// canonicalizePathname parses value in the path start state of a dummy URL
// whose path is emptied. A value that does not start with "/" is parsed
// behind "/-", removed afterwards, so that the parser neither prepends a
// slash nor takes a leading "." or ".." for a whole segment.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname.
//
// The standard removes the first two code points of the result whenever it
// added "/-"; but a ".." segment can remove the "-" segment ("a/.." parses
// to "/"), and the result may then be shorter than two code points or lose
// a segment of its own. The prefix is removed only where it is still there,
// and otherwise the result is returned as the parser left it.
func canonicalizePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	// 2. Let leading slash be true if the first code point in value is "/".
	leadingSlash := value[0] == '/'
	// 3–4. Let modified value be "/-" if leading slash is false, followed
	// by value.
	modifiedValue := value
	if !leadingSlash {
		modifiedValue = "/-" + value
	}
	// 5–7. Run the basic URL parser on modified value with a dummy URL
	// whose path is empty and the path start state as state override, and
	// serialize its path. (These states do not return failure.)
	result, err := canonicalize(hook.PathStart, modifiedValue, dummyScheme, "pathname")
	if err != nil {
		return "", &CanonicalizationError{Component: "pathname", Value: value}
	}
	// 8. If leading slash is false, remove the "/-" from the result.
	if !leadingSlash {
		result = strings.TrimPrefix(result, "/-")
	}
	return result, nil
}

// canonicalizeOpaquePathname parses value in the opaque path state of a
// dummy URL whose path is the empty string, and returns the path.
// See https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname.
//
// The opaque path state ends the path at the first "?" or "#" and parses
// the rest into the dummy URL's query or fragment, which are not returned:
// {protocol: "sc", pathname: "a\\?b"} has pathname "a". hook.Canonicalize
// returns all that the parser wrote, so it is given value up to and
// including that "?" or "#": the path comes out whole (a space just before
// it is "%20"), followed by an empty query or fragment.
func canonicalizeOpaquePathname(value string) (string, error) {
	if i := strings.IndexAny(value, "?#"); i >= 0 {
		value = value[:i+1]
	}
	return canonicalize(hook.OpaquePath, value, dummyScheme, "opaque pathname")
}

// canonicalizeSearch parses value in the query state of a dummy URL whose
// query is "", with the special-query percent-encode set.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-search.
func canonicalizeSearch(value string) (string, error) {
	return canonicalize(hook.Query, value, dummyScheme, "search")
}

// canonicalizeHash parses value in the fragment state of a dummy URL whose
// fragment is "".
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-hash.
func canonicalizeHash(value string) (string, error) {
	return canonicalize(hook.Fragment, value, dummyScheme, "hash")
}

// canonicalize runs the URL parser with state override st on value and a
// dummy URL whose scheme is scheme. The empty string is returned as it
// is, as each of the standard's callbacks does first.
func canonicalize(st hook.State, value, scheme, name string) (string, error) {
	if value == "" {
		return value, nil
	}
	result, ok := hook.Canonicalize(st, value, scheme)
	if !ok {
		return "", &CanonicalizationError{Component: name, Value: value}
	}
	return result, nil
}

func isASCIIHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
