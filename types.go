// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strconv"
	"sync"
)

// The declarations of the structs a URL value is made of, below every
// layer that reads or writes them (see doc.go's contributor notes). Their
// methods stay with the algorithms: url.go, fields.go, reference.go and
// searchparams.go.

// A URL represents a parsed URL: a WHATWG URL record, exposed through
// net/url's fields (see the package documentation for their meaning) and
// the URL Standard's getters and setters.
type URL struct {
	href string // the serialization of the URL record

	Scheme      string
	Opaque      string    // encoded opaque data
	User        *Userinfo // username and password information
	Host        string    // host or host:port (see Hostname and Port methods)
	Path        string    // path (relative paths may omit leading slash)
	Fragment    string    // fragment for references, without '#'
	RawQuery    string    // encoded query values, without '?'
	RawPath     string    // encoded path hint (see EscapedPath method)
	RawFragment string    // encoded fragment hint (see EscapedFragment method)

	// The words that hold pointers come first (href above too) and the
	// scalars last, so that the collector scans only up to the last
	// pointer word.

	// x is the state only some URLs have, or nil: see extra.
	x *extra

	ForceQuery bool // append a query ('?') even if RawQuery is empty
	OmitHost   bool // do not emit empty host (authority)

	c components // where each component lies in href
}

// extra is the part of a URL that only some URLs have, behind one pointer
// so that a URL from Parse is smaller. A URL value copied with * shares it:
// see href.go for who may change it, and when.
type extra struct {
	_ [0]func() // not comparable, so no equality function is linked

	// seen, when u.c.hints has hintSeen, is every exported field as last
	// set, for the URLs whose fields are not the plain reading of href:
	// references and ParseRequestURI's forms. inSync then compares with
	// it. It is behind a pointer, allocated with the extra state that
	// first holds it (see setSeen), so that the other extra states, a
	// query object's or a legacy form's, stay small.
	seen *fields

	// ref, when u.c.hints has hintRef, is the URL as written, before the
	// standard's parser made it absolute: a reference's components (href
	// is then the reference's serialization and c.schemeEnd is -1). It is
	// nil for an absolute URL written with a special scheme and no "//"
	// ("http:foo"): legacy then points at what follows the scheme as
	// written, which readRef reads again when asked, allocated with the
	// extra state (see setLegacy). See reference.go. (A pointer, so that a
	// reference's URL, extra state, reference and fields fit the
	// allocator's 512-byte class: see referenceURL.)
	ref    *reference
	legacy *string
}

// Userinfo is an immutable encapsulation of username and password details
// for a URL, as in net/url.
type Userinfo struct {
	username    string
	password    string
	passwordSet bool
}

// fields is the exported part of URL.
type fields struct {
	Scheme, Opaque string
	User           *Userinfo
	Host, Path     string
	Fragment       string
	RawQuery       string
	RawPath        string
	RawFragment    string
	ForceQuery     bool
	OmitHost       bool
}

// A reference is a URL in Blok's model that has not been forced: the
// components of a URL string as written. A reference from Parse has no
// scheme, or a special scheme with no "//" after it ("http:foo").
type reference struct {
	_ [0]func() // not comparable, so no equality function is linked

	scheme  string // lower-cased; "" for none
	generic hier   // the components before the query, in generic mode
	special hier   // the same, in web and file mode

	query, fragment       string // as written
	hasQuery, hasFragment bool
}

// A hier is the part of a reference before its query, split into Blok's
// authority, path-root, and dirs and file, in one tokenization: the
// grammar's auth-path | path.
// See https://alwinb.github.io/url-specification/#parsing (URL Grammar).
type hier struct {
	_ [0]func() // not comparable, so no equality function is linked

	hasAuth bool   // it starts with two separators
	root    bool   // a separator follows the authority, or starts it
	auth    string // the authority as written; its parse depends on the mode
	path    string // the dirs and the file as written, with their separators
}

// A tuple is one entry of a SearchParams list: a name-value pair.
type tuple struct{ name, value string }

// SearchParams is an ordered list of name-value pairs: the URL Standard's
// URLSearchParams. Unlike [Values], it keeps the pairs in their order, names
// may repeat anywhere in it, and its [SearchParams.String] is the
// application/x-www-form-urlencoded serialization that browsers produce.
//
// The zero value is an empty list, ready to use. A SearchParams made by
// [NewSearchParams] or [NewSearchParamsFromPairs] stands alone; one returned
// by [URL.SearchParams] is bound to its URL, and each change to it changes
// the URL's query at once (see [URL.SearchParams]).
//
// Names and values are scalar value strings, as in the standard: a Go string
// given to a method is read with each byte of invalid UTF-8 as U+FFFD, the
// way [URL] reads its input, so every name and value a SearchParams returns
// is valid UTF-8.
//
// A SearchParams is safe for concurrent readers (Get, GetAll, Has,
// HasValue, Size, All, String, Encode); a change (Append, Delete,
// DeleteValue, Set, Sort) needs exclusive access, as does a change to its
// URL.
type SearchParams struct {
	list []tuple

	// mu makes the readers' sync safe: a reader may parse the URL's
	// query again into list. See read.
	mu sync.Mutex

	// url is the standard's URL object: the URL whose query list mirrors,
	// or nil.
	url *URL
	// query is url.RawQuery as list was last parsed from it or serialized
	// into it. A different url.RawQuery means the field was assigned
	// directly since, and list is parsed again (see sync).
	query string
}

// components locates the parts of a URL record in its serialization:
//
//	https://user:pass@example.com:8080/a/b?q=1#frag
//	     |            |          |    |   |   |
//	     |            hostStart  |    |   |   fragmentStart
//	     schemeEnd               |    |   queryStart
//	                             |    pathStart
//	                             hostEnd
//
// With no credentials hostStart is schemeEnd+3; with credentials
// href[hostStart-1] is '@', and the username ends at the first ':' before
// it (see usernameEnd). The port, when not null, is href[hostEnd+1:
// pathStart] (see port). With a null host, hostStart and hostEnd are
// schemeEnd+1, and pathStart is schemeEnd+1 or, when the path has to be
// kept from reading as an authority, schemeEnd+3 after "/.".
//
// The username's end and the port are read from href rather than kept,
// so that a URL is 192 bytes, a size class, and not 224 (see URL).
type components struct {
	schemeEnd     int32 // href[schemeEnd] is ':'
	hostStart     int32
	hostEnd       int32
	pathStart     int32
	queryStart    int32 // href[queryStart] is '?', or -1 for a null query
	fragmentStart int32 // href[fragmentStart] is '#', or -1 for a null fragment
	hostKind      HostKind
	opaquePath    bool
	plain         bool      // Path and Fragment need no decoding and no hint (see isPlain)
	hints         hintFlags // how the exported Path and Fragment relate to href
}

// hintFlags say how a URL's exported Path, RawPath, Fragment and
// RawFragment were derived from its href.
type hintFlags uint8

const (
	hintRawPath     hintFlags = 1 << iota // RawPath is the serialized path
	hintRawFragment                       // RawFragment is the serialized fragment
	hintDecoded                           // Path or Fragment differs from its serialization
	hintSeen                              // u.x.seen holds the exported fields as last set
	hintRef                               // u.x.ref, or u.x.legacy for an absolute URL, holds the URL as written
	hintPlainRef                          // a plain scheme-less reference: href is as written, and ref and the fields are read off it
)

// HostKind says what kind of host a URL has.
// See https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses).
type HostKind uint8

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

var hostKindNames = [...]string{"none", "domain", "IPv4", "IPv6", "opaque", "empty", "net/url"}

// String returns the name of k: "none", "domain", "IPv4", "IPv6", "opaque",
// "empty" or "net/url".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}
