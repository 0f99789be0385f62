// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strconv"

// components locates the parts of a URL record in its serialization:
//
//	https://user:pass@example.com:8080/a/b?q=1#frag
//	     |       |    |          |    |   |   |
//	     |       |    hostStart  |    |   |   fragmentStart
//	     |       usernameEnd     |    |   queryStart
//	     schemeEnd               |    pathStart
//	                             hostEnd
//
// With no credentials usernameEnd is hostStart; with a password,
// href[usernameEnd] is ':' and href[hostStart-1] is '@'. With a null host,
// usernameEnd, hostStart and hostEnd are schemeEnd+1, and pathStart is
// schemeEnd+1 or, when the path has to be kept from reading as an
// authority, schemeEnd+3 after "/.".
type components struct {
	schemeEnd     int32 // href[schemeEnd] is ':'
	usernameEnd   int32
	hostStart     int32
	hostEnd       int32
	pathStart     int32
	queryStart    int32 // href[queryStart] is '?', or -1 for a null query
	fragmentStart int32 // href[fragmentStart] is '#', or -1 for a null fragment
	port          int32 // -1 for a null port
	hostKind      HostKind
	opaquePath    bool
	rawPath       bool // RawPath is the serialized path
	rawFragment   bool // RawFragment is the serialized fragment
	decoded       bool // Path or Fragment differs from its serialization
	plain         bool // the fast path saw that Path and Fragment need no decoding and no hint
}

// HostKind says what kind of host a URL has.
// See https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses).
type HostKind uint8

var hostKindNames = [...]string{"none", "domain", "IPv4", "IPv6", "opaque", "empty", "net/url"}

// String returns the name of k: "none", "domain", "IPv4", "IPv6", "opaque",
// "empty" or "net/url".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// valid reports whether u holds a URL record (and not a reference, the
// zero URL, or the net/url serialization of fields that do not parse).
func (u *URL) valid() bool { return u.c.schemeEnd >= 0 && int(u.c.schemeEnd) < len(u.href) }

func (u *URL) username() string {
	if u.c.hostKind == HostNone {
		return ""
	}
	return u.href[u.c.schemeEnd+3 : u.c.usernameEnd]
}

func (u *URL) password() (string, bool) {
	c := &u.c
	if c.hostKind == HostNone || c.usernameEnd >= c.hostStart-1 {
		return "", false
	}
	return u.href[c.usernameEnd+1 : c.hostStart-1], true
}

func (u *URL) pathEnd() int32 {
	switch {
	case u.c.queryStart >= 0:
		return u.c.queryStart
	case u.c.fragmentStart >= 0:
		return u.c.fragmentStart
	}
	return int32(len(u.href))
}

func (u *URL) query() string {
	if u.c.queryStart < 0 {
		return ""
	}
	end := int32(len(u.href))
	if u.c.fragmentStart >= 0 {
		end = u.c.fragmentStart
	}
	return u.href[u.c.queryStart+1 : end]
}

const (
	HostNone   HostKind = iota // a null host: "mailto:x", "foo:/bar"
	HostDomain                 // a domain, in ASCII: "example.com", "xn--bcher-kva.example"
	HostIPv4                   // an IPv4 address: "127.0.0.1"
	HostIPv6                   // an IPv6 address: "[::1]"
	HostOpaque                 // an opaque host of a non-special URL: "sc://Ex%41mple/"
	HostEmpty                  // the empty host: "file:///x", "sc:///x"

	// HostNetURL marks a URL that holds net/url's reading, not the
	// standard's: Parse gives it for a URL with a scheme that is not
	// special which the standard rejects and net/url accepts
	// ("postgres://foo:1,bar:2/db"). Host is net/url's Host, never checked
	// as a domain or an address; HostAddr reports false. See Parse.
	HostNetURL
)

// pathNeedsDot reports whether a URL whose host is null and whose path is
// not opaque is serialized with "/." before path, the serialized path (or
// anything that starts with it): when the path has more than one segment
// and the first is empty, so that it starts with "//" and would read as an
// authority ("web+demo:/.//not-a-host/"). It is the one statement of that
// rule, for the parser, the serializer, resolution and net/url's view.
// See https://url.spec.whatwg.org/#url-serializing (step 3).
func pathNeedsDot[S ~string | ~[]byte](path S) bool {
	return len(path) >= 2 && path[0] == '/' && path[1] == '/'
}
