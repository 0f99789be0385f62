// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package url parses, resolves and serializes URLs as web browsers do,
// following the WHATWG URL Standard (https://url.spec.whatwg.org/), behind
// the API of Go's net/url.
//
// A program switches from net/url by changing its import path: the URL
// type has net/url's fields with net/url's meanings, and the functions and
// methods have net/url's names and signatures. What changes is what a URL
// string means. Parse runs the standard's basic URL parser, so every URL is
// read the way Chrome, Firefox and Safari read it: "HTTP://EXAMPLE.com:80/a/./b/../c"
// is "http://example.com/a/c", "http://0x7f.1/" is "http://127.0.0.1/",
// backslashes are slashes in special URLs, tabs and newlines vanish,
// spaces and quotes are percent-encoded, and internationalized host names
// become ASCII by UTS #46.
//
// # The fields and String
//
// After Parse, ParseWithBase, or any setter, the exported fields hold the
// URL in net/url's terms:
//
//   - Scheme is the scheme without ":", in lower case.
//   - Host is exactly the standard's host getter: the serialized host and,
//     when the URL has a port, ":" and the port. An IPv6 host keeps its
//     brackets here, as in net/url. Hostname and Port split it as net/url
//     does (Hostname drops the brackets); SerializedHost is the standard's
//     hostname getter, brackets kept.
//   - User holds the percent-decoded username and password, or is nil when
//     both are empty.
//   - Path is the percent-decoded path; RawPath is the encoded path when
//     net/url's escaping of Path would not give it back.
//   - Opaque holds an opaque path ("mailto:a@b" has Opaque "a@b").
//   - RawQuery is the query without "?"; ForceQuery is true for an empty
//     query ("http://a/?").
//   - Fragment and RawFragment are the fragment, decoded and encoded, as
//     Path and RawPath are.
//   - OmitHost is true for a URL with no host whose path is not opaque
//     ("foo:/bar").
//
// String returns the standard's serialization (the href) of the URL that
// the parser or the last setter produced. The fields cannot say everything
// the standard's URL record can (an empty fragment in "http://a/#", the
// difference between an empty and a missing host); the URL keeps that in
// unexported state. If a program assigns the exported fields directly,
// String serializes the fields as net/url would and then parses that
// string with the standard's parser, returning its href; where that string
// is not a valid URL, String returns net/url's serialization as it is. The
// getters (Href, Pathname and the others) and the setters see the same
// re-parsed URL.
//
// # Differences from net/url
//
// Parse accepts what browsers accept and rejects what they reject, so
// some strings that net/url accepts are errors here (an IPv6 zone
// "http://[fe80::1%25en0]/", a host with a space, a port over 65535) and
// some that net/url rejects are accepted ("http://a b/" is an error in both,
// but "http://example.com/a b" is "http://example.com/a%20b" here). The
// values differ where the standard normalizes: default ports are dropped,
// hosts are lower-cased and IDNA-encoded, IPv4 shorthands are expanded,
// dot segments are removed, and characters outside the standard's sets are
// percent-encoded. Errors are net/url's *Error, wrapping a ValidationError
// that names the standard's error type and its byte offset.
//
// A URL whose scheme is not special that the standard rejects and net/url
// accepts (a connection string with several hosts,
// "postgres://u@h1:5432,h2:5432/db") holds net/url's reading, marked by
// HostKind HostNetURL; see Parse.
//
// The README's migration section lists every function and type of net/url
// with what is the same and what differs, each with an example. net/http
// keeps net/url's types; package github.com/weburl/url/httpurl reads a
// request's URL and follows redirects as a browser does.
//
// # References
//
// Parse also accepts relative references, as net/url does: "/a/b?c", "a/b",
// "../x", "//host/p", "?q", "#f" and "". A reference has no meaning of its
// own in the standard: its parser reads a scheme-less string only against a
// base, and how it reads it depends on the base. In a special URL (http,
// https, ws, wss, ftp, file) "\" is a slash and "//" starts a host that must
// be a domain or an address (any further slashes are skipped); in a file:
// URL a Windows drive letter ("C|/x") replaces the base's path; elsewhere
// "\" is part of a path segment and a host is opaque. So Parse keeps a
// reference as written, in the model of Alwin Blok's URL specification
// (https://alwinb.github.io/url-specification/): a sequence of components
// (authority, path-root, dirs and file, query, fragment) in both
// tokenizations, "/" alone and "/" or "\". ResolveReference forces it into
// the base's mode and gives exactly the URL the standard's parser gives for
// the string against that base: base.ResolveReference(ref) and
// base.Parse(s) agree for every s that Parse accepts.
//
// A reference's fields split it as RFC 3986 and net/url do ("\" is not a
// separator; Path holds "../x" and Host "host" for "//host/p"); its String
// is the string as written with tabs and newlines removed and the
// characters every mode percent-encodes encoded ("a b" becomes "a%20b"). Dot
// segments and backslashes stay, since their meaning depends on the base.
// Like any string the standard reads, a reference loses leading and
// trailing spaces and control characters, tabs and newlines; other control
// characters are percent-encoded (net/url rejects them), and a "%" that
// starts no escape is kept. The URL API's getters return "" for a
// reference (Href is String, Origin is "null") and its setters leave it
// unchanged.
//
// Two strings with a scheme are read as written too. A URL parsed from a
// special scheme followed by no "//" ("http:foo.com") is the absolute URL
// the parser gives without a base ("http://foo.com/"), but it remembers the
// rest: against a base with the same scheme the standard's parser reads it
// as a relative reference ("http://example.org/foo/foo.com" against
// "http://example.org/foo/bar"), and so does ResolveReference. When no
// absolute URL comes out ("http:", "http:/"), Parse returns a reference
// with that scheme, which means something only against a base with the
// same scheme (its Host is empty).
//
// The URL type is safe for concurrent use by readers: String, the getters,
// HostKind, HostAddr, Query, SearchParams and its readers, and Parse may be
// called from many goroutines at once, also on a URL whose fields a
// program has assigned. The setters, changes through SearchParams and
// assignments to its fields need exclusive access, as for any Go value.
package url

import (
	"errors"
	"net/netip"
	neturl "net/url"
	"strconv"

	"golang.org/x/text/encoding"

	"github.com/weburl/url/internal/component"
)

// A URL represents a parsed URL: a WHATWG URL record, exposed through
// net/url's fields (see the package documentation for their meaning) and
// the URL Standard's getters and setters.
type URL struct {
	Scheme      string
	Opaque      string    // encoded opaque data
	User        *Userinfo // username and password information
	Host        string    // host or host:port (see Hostname and Port methods)
	Path        string    // path (relative paths may omit leading slash)
	Fragment    string    // fragment for references, without '#'
	RawQuery    string    // encoded query values, without '?'
	RawPath     string    // encoded path hint (see EscapedPath method)
	RawFragment string    // encoded fragment hint (see EscapedFragment method)
	ForceQuery  bool      // append a query ('?') even if RawQuery is empty
	OmitHost    bool      // do not emit empty host (authority)

	href string     // the serialization of the URL record
	c    components // where each component lies in href

	// seen, when not nil, is every exported field as last set, for the
	// URLs whose fields are not the plain reading of href: references and
	// ParseRequestURI's forms. inSync then compares with it.
	seen *fields

	// ref is the URL as written, before the standard's parser made it
	// absolute: a reference's components (href is then the reference's
	// serialization and c.schemeEnd is -1), or, for an absolute URL
	// written with a special scheme and no "//" ("http:foo"), what follows
	// the scheme. See reference.go.
	ref *reference

	searchParams *SearchParams // the URL's query object, once asked for
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

func (u *URL) exported() fields {
	return fields{u.Scheme, u.Opaque, u.User, u.Host, u.Path, u.Fragment, u.RawQuery, u.RawPath, u.RawFragment, u.ForceQuery, u.OmitHost}
}

// snapshot records the exported fields as they are now, for a URL whose
// fields are not the plain reading of its href.
func (u *URL) snapshot() {
	f := u.exported()
	u.seen = &f
}

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

// Error reports an error and the operation and URL that caused it.
// It is net/url's error type.
type Error struct {
	Op  string
	URL string
	Err error
}

// Unwrap returns the wrapped error: for a parse failure, the
// ValidationError that made parsing fail.
func (e *Error) Unwrap() error { return e.Err }

// Error returns the operation, the quoted URL and the wrapped error, as
// net/url's does: parse "http://[::1": IPv6-unclosed at byte 11.
func (e *Error) Error() string { return e.Op + " " + strconv.Quote(e.URL) + ": " + e.Err.Error() }

// Timeout reports whether the wrapped error is a timeout.
func (e *Error) Timeout() bool {
	t, ok := e.Err.(interface{ Timeout() bool })
	return ok && t.Timeout()
}

// Temporary reports whether the wrapped error is temporary.
func (e *Error) Temporary() bool {
	t, ok := e.Err.(interface{ Temporary() bool })
	return ok && t.Temporary()
}

// A ValidationError is one of the URL Standard's validation errors: a
// mismatch between the input and valid URL syntax. Most are reported and
// parsing goes on; those with Failure set make parsing fail, and a failing
// parse returns one inside an *Error.
// See https://url.spec.whatwg.org/#validation-error.
type ValidationError struct {
	Type    string // the standard's name, e.g. "IPv4-non-decimal-part", "invalid-credentials"
	Offset  int    // byte offset in the input where the parser detected it
	Failure bool   // whether this error makes parsing fail
}

// Error returns the type and the offset: "IPv6-unclosed at byte 11".
func (e ValidationError) Error() string {
	return e.Type + " at byte " + strconv.Itoa(e.Offset)
}

// A Parser parses URLs with options. Its zero value parses as Parse does.
// A Parser is safe for concurrent use: Parse does not modify it. Goroutines
// that share one also share its OnValidationError callback, which must
// then be safe for concurrent use.
type Parser struct {
	// Encoding is the standard's encoding override: the encoding of the
	// document a URL comes from, used to percent-encode the query of
	// special URLs other than ws: and wss:. Nil means UTF-8. It is one of
	// golang.org/x/text's encodings: name it (charmap.Windows1252,
	// japanese.ShiftJIS), so that the program links only its tables, or
	// look it up by its label with golang.org/x/text/encoding/htmlindex,
	// which links every encoding of the standard (about 700 KB).
	Encoding encoding.Encoding

	// OnValidationError, if not nil, is called for every validation
	// error, in input order, including the one that makes parsing fail.
	// A nil callback costs nothing.
	OnValidationError func(ValidationError)
}

// Parse parses input against base as `new URL(input, base)` does in a
// browser; base "" means no base. Either error is an *Error.
func (p Parser) Parse(input, base string) (*URL, error) {
	var b *URL
	if base != "" {
		var err error
		// The base's own validation errors are not the input's: they are
		// not reported.
		b, err = parse(base, nil, nil, nil)
		if err != nil {
			return nil, &Error{"parse", base, err}
		}
	}
	u, err := parse(input, b, p.Encoding, p.OnValidationError)
	if err != nil {
		return nil, &Error{"parse", input, err}
	}
	return u, nil
}

// Parse parses rawURL, an absolute URL or a relative reference, as net/url's
// Parse does. An absolute URL is read by the standard's basic URL parser
// with no base. A string the parser rejects only because it has no scheme
// ("/a/b?c", "a/b", "../x", "//host/p", "?q", "#f", "") is a relative
// reference: the result has IsAbs false, its fields hold the reference's
// parts, and ResolveReference reads it against a base exactly as the
// standard's parser reads the string. A reference is rejected only when it
// cannot be read against any base (an authority that is invalid for every
// kind of URL: "//a b/"). See the package documentation, "References".
//
// A URL with a scheme that is not special (not http, https, ws, wss, ftp or
// file) that the standard rejects and net/url's Parse accepts — a
// connection string with several hosts ("postgres://u@foo:1,bar:2/db"),
// credentials with no host ("postgres://u@/db"), an IPv6 zone — gives
// net/url's reading: its fields and String are net/url's, HostKind reports
// HostNetURL, HostAddr reports false, the URL API's getters return "" (as
// for a reference) and the setters leave it unchanged. As a base it
// resolves references as net/url does. Every other URL holds the
// standard's reading; for the usual connection strings its fields are
// net/url's too. The standard's entry points (ParseWithBase, CanParse,
// Validate, the setters) reject such URLs.
//
// An error is an *Error wrapping the ValidationError that made parsing
// fail.
func Parse(rawURL string) (*URL, error) {
	u, err := parse(rawURL, nil, nil, nil)
	if err != nil {
		if v := parseNetReading(rawURL); v != nil {
			return v, nil
		}
		return parseReference(rawURL, err)
	}
	u.ref = legacyForm(rawURL, u)
	return u, nil
}

// ParseWithBase parses input against the URL base, as `new URL(input,
// base)` does; base "" means no base.
func ParseWithBase(input, base string) (*URL, error) {
	return Parser{}.Parse(input, base)
}

// CanParse reports whether ParseWithBase(input, base) would succeed, as
// URL.canParse does.
func CanParse(input, base string) bool {
	var b *URL
	if base != "" {
		var err error
		if b, err = parse(base, nil, nil, nil); err != nil {
			return false
		}
	}
	_, err := parse(input, b, nil, nil)
	return err == nil
}

// Parse parses ref with u as its base: the URL that ref refers to when it
// appears in the document at u.
//
// A u that is not an absolute URL (a reference, or fields that do not form
// a URL) is no base: then ref parses only if it is absolute.
func (u *URL) Parse(ref string) (*URL, error) {
	if u.isNetReading() {
		r, err := Parse(ref)
		if err != nil {
			return nil, err
		}
		return u.netResolve(r), nil
	}
	base := u.current()
	if !base.valid() {
		base = nil
	}
	v, err := parse(ref, base, nil, nil)
	if err != nil {
		return nil, &Error{"parse", ref, err}
	}
	return v, nil
}

// Validate parses input against base (base "" means no base) and returns
// every validation error the standard's parser reports, in input order; the
// last has Failure set when parsing fails. A valid URL string gives none.
func Validate(input, base string) []ValidationError {
	var errs []ValidationError
	p := Parser{OnValidationError: func(e ValidationError) { errs = append(errs, e) }}
	if _, err := p.Parse(input, base); err != nil && len(errs) == 0 {
		// The base failed to parse.
		var ve ValidationError
		if errors.As(err, &ve) {
			errs = append(errs, ve)
		}
	}
	return errs
}

// fromHref sets every field of u from href and its components. The
// decoded path and fragment are written into slab when it has room (the
// parser passes the spare bytes of the allocation that holds u); slab must
// not be written again afterwards.
func (u *URL) fromHref(href string, c components, slab []byte) {
	// Start from the zero URL, keeping the query object.
	*u = URL{searchParams: u.searchParams}
	u.initFromHref(href, c, slab)
}

// initFromHref is fromHref for a new URL, which is zero already.
func (u *URL) initFromHref(href string, c components, slab []byte) {
	u.href, u.c = href, c
	// Derived below, not inherited from a base; plain is the fast path's.
	u.c.rawPath, u.c.rawFragment, u.c.decoded = false, false, false
	u.Scheme = href[:c.schemeEnd]
	if c.hostKind != HostNone {
		u.Host = href[c.hostStart:c.pathStart]
		if c.hostStart > c.schemeEnd+3 {
			pass, hasPass := u.password()
			u.User = &Userinfo{percentDecode(u.username()), percentDecode(pass), hasPass}
		}
	}
	path := href[c.pathStart:u.pathEnd()]
	switch {
	case c.opaquePath:
		u.Opaque = path
	case c.plain:
		u.Path = path
		u.OmitHost = c.hostKind == HostNone
	default:
		u.Path, u.RawPath, slab = decodeWithHint(path, encodePath, slab)
		u.c.rawPath, u.c.decoded = u.RawPath != "", len(u.Path) != len(path)
		u.OmitHost = c.hostKind == HostNone
	}
	if c.queryStart >= 0 {
		u.RawQuery = u.query()
		u.ForceQuery = u.RawQuery == ""
	}
	if c.fragmentStart >= 0 && c.plain {
		u.Fragment = href[c.fragmentStart+1:]
	} else if c.fragmentStart >= 0 {
		fragment := href[c.fragmentStart+1:]
		u.Fragment, u.RawFragment, _ = decodeWithHint(fragment, encodeFragment, slab)
		u.c.rawFragment = u.RawFragment != ""
		u.c.decoded = u.c.decoded || len(u.Fragment) != len(fragment)
	}
}

// decodeWithHint returns the percent-decoding of s, and s itself as the
// raw hint when net/url's escaping of the decoded string in mode would not
// give s back, as net/url's setPath and setFragment do. The decoding is
// written into slab when it fits, and the rest of slab is returned.
func decodeWithHint(s string, mode escapeMode, slab []byte) (decoded, raw string, rest []byte) {
	if !hasPercentEncoded(s) {
		if needsNetEscape(s, mode) {
			return s, s, slab
		}
		return s, "", slab
	}
	decoded, slab = percentDecodeInto(s, slab)
	if netEscapeEqual(decoded, mode, s) {
		return decoded, "", slab
	}
	return decoded, s, slab
}

// inSync reports whether the exported fields are as the last parse or
// setter left them. Most fields are slices of href at known places, and
// comparing a string with itself stops at the pointers, so this is cheap;
// a URL that was never parsed (href "") is never in sync.
func (u *URL) inSync() bool {
	if u.seen != nil {
		return u.exported() == *u.seen
	}
	c := &u.c
	if u.href == "" || c.schemeEnd < 0 || u.Scheme != u.href[:c.schemeEnd] {
		return false
	}
	path, host := u.href[c.pathStart:u.pathEnd()], ""
	if c.hostKind != HostNone {
		host = u.href[c.hostStart:c.pathStart]
	}
	var opaque, rawPath, fragment, rawFragment string
	switch {
	case c.opaquePath:
		opaque, path = path, ""
	case c.rawPath:
		rawPath = path
	}
	if c.fragmentStart >= 0 {
		fragment = u.href[c.fragmentStart+1:]
		if c.rawFragment {
			rawFragment = fragment
		}
	}
	// Path and Fragment are the decodings of the serialized path and
	// fragment: the same strings when nothing was decoded, and compared
	// without decoding again otherwise.
	if c.decoded {
		if !decodesTo(path, u.Path) || !decodesTo(fragment, u.Fragment) {
			return false
		}
	} else if u.Path != path || u.Fragment != fragment {
		return false
	}
	return u.Host == host && u.Opaque == opaque && u.RawPath == rawPath && u.RawFragment == rawFragment &&
		u.RawQuery == u.query() && u.ForceQuery == (c.queryStart >= 0 && u.RawQuery == "") &&
		u.OmitHost == (c.hostKind == HostNone && !c.opaquePath) && u.userInSync()
}

// userInSync reports whether u.User holds u's credentials, decoded.
func (u *URL) userInSync() bool {
	if u.User == nil {
		return u.c.hostKind == HostNone || u.c.hostStart == u.c.schemeEnd+3
	}
	pass, hasPass := u.password()
	return u.User.passwordSet == hasPass && decodesTo(u.username(), u.User.username) && decodesTo(pass, u.User.password)
}

// current returns the URL record the exported fields describe: u itself
// when they are in sync, and otherwise the parse of their net/url
// serialization (a URL with an empty href when that does not parse). It
// does not modify u, so that readers may share a URL.
func (u *URL) current() *URL {
	if u.inSync() {
		return u
	}
	if u.isNetReading() {
		// Fields assigned in a URL that holds net/url's reading keep it.
		return netReading(u.net())
	}
	s := u.netString()
	if v, err := parse(s, nil, nil, nil); err == nil {
		return v
	}
	return &URL{href: s, c: components{schemeEnd: -1}}
}

// sync makes u's record agree with its exported fields before a setter
// changes it, and reports whether u is then a URL record: a setter leaves
// a reference, or fields that do not form a URL, unchanged.
func (u *URL) sync() bool {
	if !u.inSync() {
		v := u.current()
		if !v.valid() {
			return false
		}
		u.fromHref(v.href, v.c, nil)
	}
	return u.valid()
}

// net returns the exported fields as a net/url URL.
func (u *URL) net() *neturl.URL {
	return &neturl.URL{
		Scheme: u.Scheme, Opaque: u.Opaque, User: u.User.net(), Host: u.Host,
		Path: u.Path, RawPath: u.RawPath, ForceQuery: u.ForceQuery,
		RawQuery: u.RawQuery, Fragment: u.Fragment, RawFragment: u.RawFragment,
		OmitHost: u.OmitHost,
	}
}

// netString serializes the exported fields as net/url does.
func (u *URL) netString() string { return u.net().String() }

// String returns the URL's serialization: the standard's href. See the
// package documentation for a URL whose fields a program has assigned.
func (u *URL) String() string {
	if u.inSync() {
		return u.href
	}
	return u.current().href
}

// Href returns the URL's serialization, as the href getter does; it equals
// String.
// See https://url.spec.whatwg.org/#dom-url-href.
func (u *URL) Href() string { return u.String() }

// valid reports whether u holds a URL record (and not a reference, the
// zero URL, or the net/url serialization of fields that do not parse).
func (u *URL) valid() bool { return u.c.schemeEnd >= 0 && int(u.c.schemeEnd) < len(u.href) }

// Protocol returns the scheme followed by ":", as the protocol getter does.
// See https://url.spec.whatwg.org/#dom-url-protocol.
func (u *URL) Protocol() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	return v.href[:v.c.schemeEnd+1]
}

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

// Username returns the URL's username, percent-encoded, as the username
// getter does. (The User field has it decoded.)
// See https://url.spec.whatwg.org/#dom-url-username.
func (u *URL) Username() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	return v.username()
}

// Password returns the URL's password, percent-encoded, as the password
// getter does.
// See https://url.spec.whatwg.org/#dom-url-password.
func (u *URL) Password() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	pass, _ := v.password()
	return pass
}

// SerializedHost returns the URL's host, serialized, without the port: the
// standard's hostname getter. Unlike Hostname, it keeps the brackets of an
// IPv6 address ("[::1]"), so it can be put back into a URL as it is.
// See https://url.spec.whatwg.org/#dom-url-hostname.
func (u *URL) SerializedHost() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	return v.href[v.c.hostStart:v.c.hostEnd]
}

// Hostname returns u.Host, stripping any valid port number if present, and
// the brackets of an IPv6 address, as net/url's Hostname does: the result
// can be given to net.JoinHostPort or netip.ParseAddr. The standard's
// hostname getter, brackets kept, is SerializedHost.
func (u *URL) Hostname() string {
	host, _ := splitHostPort(u.Host)
	return host
}

// Port returns the port part of u.Host, without the leading colon, or ""
// when there is none. For a URL from the parser or a setter this is also
// the standard's port getter: a default port is never there.
// See https://url.spec.whatwg.org/#dom-url-port.
func (u *URL) Port() string {
	_, port := splitHostPort(u.Host)
	return port
}

// splitHostPort separates host and port, as net/url's does. If the port
// is not valid, it returns the entire input as host and does not check the
// validity of the host.
func splitHostPort(hostPort string) (host, port string) {
	host = hostPort
	colon := -1
	for i := len(host) - 1; i >= 0; i-- {
		if host[i] == ':' {
			colon = i
			break
		}
	}
	if colon != -1 {
		ok := true
		for i := colon + 1; i < len(host); i++ {
			if host[i] < '0' || host[i] > '9' {
				ok = false
				break
			}
		}
		if ok {
			host, port = host[:colon], host[colon+1:]
		}
	}
	if len(host) >= 2 && host[0] == '[' && host[len(host)-1] == ']' {
		host = host[1 : len(host)-1]
	}
	return
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

// Pathname returns the URL's path, serialized, as the pathname getter does.
// See https://url.spec.whatwg.org/#dom-url-pathname.
func (u *URL) Pathname() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	return v.href[v.c.pathStart:v.pathEnd()]
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

// Search returns "?" and the URL's query, or "" when the query is null or
// empty, as the search getter does.
// See https://url.spec.whatwg.org/#dom-url-search.
func (u *URL) Search() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	if q := v.query(); q != "" {
		return "?" + q
	}
	return ""
}

// Hash returns "#" and the URL's fragment, or "" when the fragment is null
// or empty, as the hash getter does.
// See https://url.spec.whatwg.org/#dom-url-hash.
func (u *URL) Hash() string {
	v := u.current()
	if !v.valid() || v.c.fragmentStart < 0 || int(v.c.fragmentStart) == len(v.href)-1 {
		return ""
	}
	return v.href[v.c.fragmentStart:]
}

// Origin returns the serialization of the URL's origin, as the origin
// getter does: "scheme://host[:port]" for http, https, ws, wss and ftp
// URLs, the origin of the URL in the path of a blob: URL whose scheme is
// http or https, and "null" (an opaque origin) for everything else.
// See https://url.spec.whatwg.org/#concept-url-origin.
func (u *URL) Origin() string {
	v := u.current()
	if !v.valid() {
		return "null"
	}
	switch v.href[:v.c.schemeEnd] {
	case "http", "https", "ws", "wss", "ftp":
		// A tuple origin: scheme, host and port. The serialization
		// leaves out the credentials, path, query and fragment.
		return v.href[:v.c.schemeEnd+3] + v.href[v.c.hostStart:v.c.pathStart]
	case "blob":
		// Parse the path; its origin is the blob's if it is http(s).
		if p, err := parse(v.Pathname(), nil, nil, nil); err == nil {
			if s := p.href[:p.c.schemeEnd]; s == "http" || s == "https" {
				return p.Origin()
			}
		}
	}
	return "null"
}

// HostKind returns the kind of the URL's host: HostNone, HostDomain,
// HostIPv4, HostIPv6, HostOpaque or HostEmpty. A security check (an SSRF
// filter, say) should branch on it, and on HostAddr, rather than parse Host
// again with another parser.
func (u *URL) HostKind() HostKind {
	v := u.current()
	if v.isNetReading() {
		return HostNetURL
	}
	if !v.valid() {
		return HostNone
	}
	return v.c.hostKind
}

// HostAddr returns the URL's host as an address when it is an IPv4 or IPv6
// address, after the standard's normalization: "http://0x7f.1/" gives
// 127.0.0.1 and "http://[::ffff:127.0.0.1]/" gives ::ffff:127.0.0.1 (an
// IPv4-mapped IPv6 address: use Unmap before comparing with IPv4 ranges).
func (u *URL) HostAddr() (netip.Addr, bool) {
	v := u.current()
	if !v.valid() {
		return netip.Addr{}, false
	}
	h := v.href[v.c.hostStart:v.c.hostEnd]
	switch v.c.hostKind {
	case HostIPv4:
	case HostIPv6:
		h = h[1 : len(h)-1]
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(h)
	return a, err == nil
}

// EscapedPath returns the escaped form of u.Path, as net/url's does: for a
// URL from the parser or a setter, the standard's serialized path (the
// pathname getter); after a program assigns Path or RawPath, RawPath when
// it is a valid escaping of Path, and net/url's escaping of Path otherwise.
func (u *URL) EscapedPath() string {
	if u.inSync() && !u.c.opaquePath {
		return u.href[u.c.pathStart:u.pathEnd()]
	}
	return u.net().EscapedPath()
}

// EscapedFragment returns the escaped form of u.Fragment, as net/url's
// does: for a URL from the parser or a setter, the standard's serialized
// fragment.
func (u *URL) EscapedFragment() string {
	if u.inSync() {
		if u.c.fragmentStart < 0 {
			return ""
		}
		return u.href[u.c.fragmentStart+1:]
	}
	return u.net().EscapedFragment()
}

// IsAbs reports whether the URL is absolute: whether it has a scheme, as
// in net/url. A relative reference from Parse has none; see the package
// documentation, "References", for the one kind of reference that has one
// ("http:" without a host).
func (u *URL) IsAbs() bool { return u.Scheme != "" }

// Userinfo is an immutable encapsulation of username and password details
// for a URL, as in net/url.
type Userinfo struct {
	username    string
	password    string
	passwordSet bool
}

// User returns a Userinfo containing the provided username and no
// password set.
func User(username string) *Userinfo { return &Userinfo{username, "", false} }

// UserPassword returns a Userinfo containing the provided username and
// password.
func UserPassword(username, password string) *Userinfo {
	return &Userinfo{username, password, true}
}

// Username returns the username.
func (u *Userinfo) Username() string {
	if u == nil {
		return ""
	}
	return u.username
}

// Password returns the password in case it is set, and whether it is set.
func (u *Userinfo) Password() (string, bool) {
	if u == nil {
		return "", false
	}
	return u.password, u.passwordSet
}

// String returns the encoded userinfo information in the standard form of
// "username[:password]", as net/url's does.
func (u *Userinfo) String() string {
	if u == nil {
		return ""
	}
	return u.net().String()
}

func (u *Userinfo) net() *neturl.Userinfo {
	switch {
	case u == nil:
		return nil
	case u.passwordSet:
		return neturl.UserPassword(u.username, u.password)
	}
	return neturl.User(u.username)
}

func init() {
	component.Canonicalize = canonicalizeComponent
}
