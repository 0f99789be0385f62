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
// Each runs this module's URL parser (the root package) on a new URL record,
// through hook.Canonicalize, the parser's state-override entry point,
// except canonicalizeProtocol, which parses a whole URL as the standard does.

// canonicalizeProtocol returns the scheme of value + "://dummy.test".
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol.
func canonicalizeProtocol(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	// The protocol setter's state override would be too strict here, so the
	// protocol is parsed as a whole dummy URL's.
	u, err := url.ParseWithBase(value+"://dummy.test", "")
	if err != nil {
		return "", &CanonicalizationError{Component: "protocol", Value: value}
	}
	return u.Scheme, nil
}

// canonicalizeUsername sets the username of a new URL record to value.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-username.
func canonicalizeUsername(value string) (string, error) {
	return canonicalize(hook.Username, value, "", "username")
}

// canonicalizePassword sets the password of a new URL record to value.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-password.
func canonicalizePassword(value string) (string, error) {
	return canonicalize(hook.Password, value, "", "password")
}

// canonicalizeHostname parses value in the hostname state.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname.
//
// The URL record is given a special scheme: the standard's new URL record
// has none and would parse value as an opaque host, but the web platform
// tests (and implementations) expect a domain, run through IDNA
// ("café.com" becomes "xn--caf-dma.com"; "bad%hostname" fails).
func canonicalizeHostname(value string) (string, error) {
	return canonicalize(hook.Hostname, value, "https", "hostname")
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
func canonicalizePortNoProtocol(portValue string) (string, error) {
	return canonicalizePort(portValue, "")
}

// canonicalizePathname parses value in the path start state. A value that
// does not start with "/" is parsed behind "/-", removed afterwards, so that
// the parser neither prepends a slash nor takes a leading "." or ".." for a
// whole segment.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname.
func canonicalizePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	leadingSlash := value[0] == '/'
	modifiedValue := value
	if !leadingSlash {
		modifiedValue = "/-" + value
	}
	result, err := canonicalize(hook.PathStart, modifiedValue, "", "pathname")
	if err != nil {
		return "", &CanonicalizationError{Component: "pathname", Value: value}
	}
	if !leadingSlash {
		result = result[2:]
	}
	return result, nil
}

// canonicalizeOpaquePathname parses value in the opaque path state.
// See https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname.
func canonicalizeOpaquePathname(value string) (string, error) {
	return canonicalize(hook.OpaquePath, value, "", "opaque pathname")
}

// canonicalizeSearch parses value in the query state.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-search.
func canonicalizeSearch(value string) (string, error) {
	return canonicalize(hook.Query, value, "", "search")
}

// canonicalizeHash parses value in the fragment state.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-hash.
func canonicalizeHash(value string) (string, error) {
	return canonicalize(hook.Fragment, value, "", "hash")
}

// canonicalize runs the URL parser with state override st on value and a
// new URL record whose scheme is scheme. The empty string is returned as it
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
