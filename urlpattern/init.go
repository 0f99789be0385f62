// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"strings"

	url "github.com/weburl/url"
	"github.com/weburl/url/internal/schemes"
)

// Init is the standard's URLPatternInit dictionary: a pattern (for
// NewFromInit) or a URL (for TestInit and ExecInit) given component by
// component, optionally relative to BaseURL.
//
// A nil field is an absent member, which differs from a present empty one:
// in a pattern an absent component is a wildcard or comes from BaseURL, an
// empty one matches only the empty string. Set fields with new:
//
//	urlpattern.Init{Pathname: new("/books/:id"), BaseURL: new("https://example.com")}
//
// Init decodes from, and encodes to, the JSON form that JavaScript and the
// web platform tests use ({"pathname": "/foo", "baseURL": "https://example.com"});
// an absent member or a JSON null decodes to nil.
type Init struct {
	Protocol *string `json:"protocol,omitempty"`
	Username *string `json:"username,omitempty"`
	Password *string `json:"password,omitempty"`
	Hostname *string `json:"hostname,omitempty"`
	Port     *string `json:"port,omitempty"`
	Pathname *string `json:"pathname,omitempty"`
	Search   *string `json:"search,omitempty"`
	Hash     *string `json:"hash,omitempty"`
	BaseURL  *string `json:"baseURL,omitempty"`
}

// initType is the type argument of process a URLPatternInit.
type initType uint8

const (
	typePattern initType = iota // "pattern": the values are pattern strings
	typeURL                     // "url": the values are URL components
)

// processURLPatternInit fills in an Init from its base URL and, for
// typeURL, canonicalizes each component. With typeURL, each component starts
// as the empty string; with typePattern, absent.
// See https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit.
func processURLPatternInit(init *Init, typ initType) (*Init, error) {
	result := &Init{}
	if typ == typeURL {
		empty := new("")
		result.Protocol, result.Username, result.Password, result.Hostname = empty, empty, empty, empty
		result.Port, result.Pathname, result.Search, result.Hash = empty, empty, empty, empty
	}
	var baseURL *url.URL
	if init.BaseURL != nil {
		// The base URL supplies each component for which init has no
		// component at least as specific, in the orders
		//   protocol, hostname, port, pathname, search, hash
		//   protocol, hostname, port, username, password.
		// A pattern never takes the username and password from it.
		var err error
		baseURL, err = url.ParseWithBase(*init.BaseURL, "")
		if err != nil {
			return nil, &Error{Input: *init.BaseURL, Err: ErrInvalidBaseURL}
		}
		if init.Protocol == nil {
			result.Protocol = processBaseURLString(scheme(baseURL), typ)
		}
		if typ != typePattern && init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Username == nil {
			result.Username = processBaseURLString(baseURL.Username(), typ)
		}
		if typ != typePattern && init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Username == nil && init.Password == nil {
			result.Password = processBaseURLString(baseURL.Password(), typ)
		}
		if init.Protocol == nil && init.Hostname == nil {
			result.Hostname = processBaseURLString(baseURL.SerializedHost(), typ)
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil {
			result.Port = new(baseURL.Port())
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Pathname == nil {
			result.Pathname = processBaseURLString(baseURL.Pathname(), typ)
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Pathname == nil && init.Search == nil {
			result.Search = processBaseURLString(query(baseURL), typ)
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Pathname == nil && init.Search == nil && init.Hash == nil {
			result.Hash = processBaseURLString(fragment(baseURL), typ)
		}
	}
	var err error
	if init.Protocol != nil {
		if result.Protocol, err = processProtocolForInit(*init.Protocol, typ); err != nil {
			return nil, err
		}
	}
	if init.Username != nil {
		if result.Username, err = processForInit(*init.Username, typ, canonicalizeUsername); err != nil {
			return nil, err
		}
	}
	if init.Password != nil {
		if result.Password, err = processForInit(*init.Password, typ, canonicalizePassword); err != nil {
			return nil, err
		}
	}
	if init.Hostname != nil {
		if result.Hostname, err = processForInit(*init.Hostname, typ, canonicalizeHostname); err != nil {
			return nil, err
		}
	}
	if init.Port != nil {
		if result.Port, err = processPortForInit(*init.Port, deref(result.Protocol), typ); err != nil {
			return nil, err
		}
	}
	if init.Pathname != nil {
		pathname := *init.Pathname
		// A relative pathname resolves against the base URL's path, as a
		// relative URL's would, when that path is not opaque (the text
		// read "has an opaque path" until commit 45d7e05).
		if baseURL != nil && !hasOpaquePath(baseURL) && !isAbsolutePathname(pathname, typ) {
			baseURLPath := *processBaseURLString(baseURL.Pathname(), typ)
			if slashIndex := strings.LastIndexByte(baseURLPath, '/'); slashIndex >= 0 {
				pathname = baseURLPath[:slashIndex+1] + pathname
			}
		}
		if result.Pathname, err = processPathnameForInit(pathname, deref(result.Protocol), typ); err != nil {
			return nil, err
		}
	}
	if init.Search != nil {
		value := strings.TrimPrefix(*init.Search, "?")
		if result.Search, err = processForInit(value, typ, canonicalizeSearch); err != nil {
			return nil, err
		}
	}
	if init.Hash != nil {
		value := strings.TrimPrefix(*init.Hash, "#")
		if result.Hash, err = processForInit(value, typ, canonicalizeHash); err != nil {
			return nil, err
		}
	}
	return result, nil
}

// processBaseURLString escapes a base URL's component for use in a pattern.
// See https://urlpattern.spec.whatwg.org/#process-a-base-url-string.
func processBaseURLString(input string, typ initType) *string {
	if typ != typePattern {
		return &input
	}
	return new(escapePatternString(input))
}

// isAbsolutePathname reports whether input starts with "/" or, in a pattern,
// with an escaped or grouped "/".
// See https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname.
func isAbsolutePathname(input string, typ initType) bool {
	switch {
	case input == "":
		return false
	case input[0] == '/':
		return true
	case typ == typeURL:
		return false
	case len(input) < 2:
		return false
	}
	return (input[0] == '\\' || input[0] == '{') && input[1] == '/'
}

// processProtocolForInit removes one trailing ":" and, for a URL,
// canonicalizes.
// See https://urlpattern.spec.whatwg.org/#process-protocol-for-init.
func processProtocolForInit(value string, typ initType) (*string, error) {
	return processForInit(strings.TrimSuffix(value, ":"), typ, canonicalizeProtocol)
}

// processForInit is process username/password/hostname/search/hash for
// init after their stripping: a pattern is kept as it is, a URL component
// canonicalized.
// See https://urlpattern.spec.whatwg.org/#process-username-for-init.
func processForInit(value string, typ initType, canonicalize encodingCallback) (*string, error) {
	if typ == typePattern {
		return &value, nil
	}
	s, err := canonicalize(value)
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// See https://urlpattern.spec.whatwg.org/#process-port-for-init.
func processPortForInit(portValue, protocolValue string, typ initType) (*string, error) {
	if typ == typePattern {
		return &portValue, nil
	}
	s, err := canonicalizePort(portValue, protocolValue)
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// processPathnameForInit canonicalizes a URL's pathname as hierarchical
// when the protocol is special or not given, and as opaque otherwise.
// See https://urlpattern.spec.whatwg.org/#process-pathname-for-init.
func processPathnameForInit(pathnameValue, protocolValue string, typ initType) (*string, error) {
	if typ == typePattern {
		return &pathnameValue, nil
	}
	canonicalize := canonicalizeOpaquePathname
	if protocolValue == "" || schemes.IsSpecial(protocolValue) {
		canonicalize = canonicalizePathname
	}
	s, err := canonicalize(pathnameValue)
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// hasOpaquePath reports whether u's path is opaque (as in "mailto:x").
// A hierarchical path serializes to "" or to a string starting with "/";
// an opaque one never starts with "/", and its URL has no host, so no "//"
// after the scheme.
func hasOpaquePath(u *url.URL) bool {
	p := u.Pathname()
	if strings.HasPrefix(p, "/") {
		return false
	}
	href := u.Href()
	return !strings.HasPrefix(href[len(u.Protocol()):], "//")
}

// scheme returns u's scheme. It reads the serialization, as the other
// getters do, rather than the Scheme field, which a program may have
// assigned.
func scheme(u *url.URL) string { return strings.TrimSuffix(u.Protocol(), ":") }

// query returns u's query, or "" when it is null. It reads the query from
// the serialization, without the allocation of Search's "?" + query: in a
// serialized URL the first "?" before the first "#" starts the query, since
// everywhere before it "?" and "#" are percent-encoded or end the path.
func query(u *url.URL) string {
	href := u.Href()
	if i := strings.IndexByte(href, '#'); i >= 0 {
		href = href[:i]
	}
	if i := strings.IndexByte(href, '?'); i >= 0 {
		return href[i+1:]
	}
	return ""
}

// fragment returns u's fragment, or "" when it is null.
func fragment(u *url.URL) string { return strings.TrimPrefix(u.Hash(), "#") }

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
