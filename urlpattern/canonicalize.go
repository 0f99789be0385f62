// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"strings"

	url "github.com/weburl/url"
	"github.com/weburl/url/internal/schemes"
)

// Canonicalization: the encoding callbacks.
// See https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks.
//
// Each runs this module's URL parser (the root package) through its public
// API, as the standard's text does: it creates a dummy URL and runs the
// basic URL parser on value with a state override, which is what the URL
// API's setters do. So a callback calls the setter that runs the same state
// (SetUsername, SetHostname, SetPort, SetPathname, SetSearch, SetHash) and
// reads the component with its getter, working around the setters' own
// steps that the callbacks do not have (SetSearch and SetHash drop a
// leading "?" or "#"). canonicalizeProtocol and canonicalizeOpaquePathname,
// whose states no setter runs, parse a whole URL instead.
//
// Where the parser returns failure, the setter leaves the URL as it was
// and returns an error, which the callback turns into a
// CanonicalizationError.
//
// Against the internal hook these replaced (callgrind, GOGC=off,
// 2026-11-23), a canonicalization takes about 1,000 to 2,000 instructions
// more (a Clone, and the setter re-serializing the href): BenchmarkNew
// +2%, compiling a one-group pattern +3%, a TestInit whose Init has four
// components +19% (20,582 to 24,572 instructions). Matching a URL string
// or a parsed URL does not canonicalize (Exec/Match unchanged).

// dummyURL is the standard's dummy URL, parsed once: "create a dummy URL"
// runs the basic URL parser on "https://dummy.invalid/", so every
// component is canonicalized as a special URL's (since whatwg/urlpattern
// commit 46c30fd, 2025-03-26): "\" in a pathname is "/", and a search uses
// the special-query percent-encode set ("a'b" becomes "a%27b"). Each
// callback sets a clone of it.
// See https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url.
var dummyURL = mustParseDummy("https://dummy.invalid/")

// createDummyURL returns a new dummy URL.
// See https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url.
func createDummyURL() *url.URL { return dummyURL.Clone() }

func mustParseDummy(s string) *url.URL {
	u, err := url.ParseWithBase(s, "")
	if err != nil {
		panic(err)
	}
	return u
}

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
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	u.SetUsername(value)
	return u.Username(), nil
}

// canonicalizePassword sets the password of a dummy URL to value.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-password.
func canonicalizePassword(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	u.SetPassword(value)
	return u.Password(), nil
}

// canonicalizeHostname parses value in the hostname state of a dummy URL,
// as its hostname setter does. Its special scheme makes value a domain, run
// through IDNA ("café.com" becomes "xn--caf-dma.com"; "bad%hostname"
// fails).
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname.
func canonicalizeHostname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	if u.SetHostname(value) != nil {
		return "", &CanonicalizationError{Component: "hostname", Value: value}
	}
	return u.SerializedHost(), nil
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

// canonicalizePort parses portValue in the port state of a dummy URL whose
// scheme is protocolValue, as the port setter does, so that a default port
// canonicalizes to "".
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-port.
//
// The port state reads the scheme only for its default port: with a state
// override, any code point but an ASCII digit ends the port ("\" too, in a
// special URL). So the dummy URL has the scheme protocolValue when that
// has a default port, and a non-special scheme otherwise: a URL whose
// scheme is "" or "file" cannot have a port to set.
func canonicalizePort(portValue, protocolValue string) (string, error) {
	if portValue == "" {
		return portValue, nil
	}
	scheme := "dummy"
	if schemes.Lookup(protocolValue).Port >= 0 {
		scheme = protocolValue
	}
	u := mustParseDummy(scheme + "://dummy.invalid/")
	if u.SetPort(portValue) != nil {
		return "", &CanonicalizationError{Component: "port", Value: portValue}
	}
	return u.Port(), nil
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

// canonicalizePathname parses value in the path start state of a dummy URL,
// as its pathname setter does (which empties the path). A value that does
// not start with "/" is parsed behind "/-", so that the parser neither
// prepends a slash nor takes a leading "." or ".." for a whole segment, and
// the first two code points of the result are removed.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname.
//
// The two code points removed are those of "/-" only while no ".." segment
// climbs above the "-" segment: "a/.." parses to "/" and canonicalizes to
// "", and "a/../bc" parses to "/bc" and canonicalizes to "c". That is the
// standard's text; a result shorter than two code points gives "".
func canonicalizePathname(value string) (string, error) {
	// 1. If value is the empty string, return value.
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
	// 5–8. Run the basic URL parser on modified value with a dummy URL
	// whose path is empty and the path start state as state override, and
	// serialize its path. (These states do not return failure.)
	u := createDummyURL()
	u.SetPathname(modifiedValue)
	result := u.Pathname()
	// 9. If leading slash is false, set result to the code point substring
	// from 2 to the end of result. A serialized path is ASCII (the path
	// percent-encode set encodes every non-ASCII code point), so code
	// points are bytes here.
	if !leadingSlash {
		if len(result) < 2 {
			result = ""
		} else {
			result = result[2:]
		}
	}
	// 10. Return result.
	return result, nil
}

// canonicalizeOpaquePathname parses value in the opaque path state of a
// dummy URL whose path is the empty string, and returns the path.
// See https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname.
//
// The opaque path state ends the path at the first "?" or "#" and parses
// the rest into the dummy URL's query or fragment, which are not returned:
// {protocol: "sc", pathname: "a\\?b"} has pathname "a". A space just before
// that "?" or "#" is "%20".
//
// No setter runs the opaque path state (the pathname setter leaves an
// opaque path alone), so value is parsed as the path of the whole URL
// "dummy:-" + value + "-": a non-special scheme followed by no "/" starts
// the opaque path state, which does not read the scheme. The "-" in front
// keeps a leading "/" from starting a hierarchical path instead, and the
// "-" behind keeps a trailing space or C0 control from being trimmed as
// the parser trims a whole URL; both come off the path (the one behind
// only where the path ran to the end of value).
func canonicalizeOpaquePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u, err := url.ParseWithBase("dummy:-"+value+"-", "")
	if err != nil {
		return "", &CanonicalizationError{Component: "opaque pathname", Value: value}
	}
	result := u.Pathname()[1:]
	if !strings.ContainsAny(value, "?#") {
		result = result[:len(result)-1]
	}
	return result, nil
}

// canonicalizeSearch parses value in the query state of a dummy URL whose
// query is "", with the special-query percent-encode set, as the search
// setter does after dropping one leading "?": so a value that starts with
// "?" is given to it behind another.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-search.
func canonicalizeSearch(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	if value[0] == '?' {
		u.SetSearch("?" + value)
	} else {
		u.SetSearch(value)
	}
	// RawQuery is the URL's query (Search would prepend a "?").
	return u.RawQuery, nil
}

// canonicalizeHash parses value in the fragment state of a dummy URL whose
// fragment is "", as the hash setter does after dropping one leading "#":
// so a value that starts with "#" is given to it behind another.
// See https://urlpattern.spec.whatwg.org/#canonicalize-a-hash.
func canonicalizeHash(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	if value[0] == '#' {
		u.SetHash("#" + value)
	} else {
		u.SetHash(value)
	}
	return strings.TrimPrefix(u.Hash(), "#"), nil
}

func isASCIIHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
