// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"net/netip"
	"strings"

	"github.com/weburl/url/internal/schemes"
	"github.com/weburl/url/validation"
	"golang.org/x/text/encoding"
)

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
	// which links every encoding of the standard (about 700 KB). The
	// multi-byte encoders (Shift_JIS, EUC-JP, ISO-2022-JP, Big5, gb18030,
	// GBK) run on this module's tables of the Encoding Standard's indexes
	// (about 128 KB, linked into any program that sets an encoding), not
	// on x/text's.
	Encoding encoding.Encoding

	// OnValidationError, if not nil, is called for every validation
	// error, in input order, including the one that makes parsing fail.
	// A nil callback costs nothing.
	OnValidationError func(validation.Error)

	// MaxInputLength, if positive, is the most bytes Parse reads: a
	// longer input or base fails with ErrInputTooLong before any parsing,
	// as ada's ada_set_max_input_length does. Zero means no limit other
	// than ErrTooLong's.
	MaxInputLength int
}

// Parse parses input against base as `new URL(input, base)` does in a
// browser; base "" means no base. Either error is an *Error.
func (p Parser) Parse(input, base string) (*URL, error) {
	if p.MaxInputLength > 0 {
		if len(input) > p.MaxInputLength {
			return nil, &Error{"parse", input, ErrInputTooLong}
		}
		if len(base) > p.MaxInputLength {
			return nil, &Error{"parse", base, ErrInputTooLong}
		}
	}
	var b *URL
	var onStack URL
	if base != "" {
		var err error
		// The base's own validation errors are not the input's: they are
		// not reported. A canonical base, as most pages are, is read on
		// the stack: the parser copies what it reads of it.
		if b, err = parseTo(&onStack, base, nil, nil, nil); err != nil {
			return nil, &Error{"parse", base, err}
		}
	}
	enc := p.Encoding
	if enc != nil && isUTF8(enc) {
		enc = nil
	}
	if enc != nil {
		linkLegacyQueryEncoder.Do(func() { legacyQueryEncoder = appendPercentEncodedAfterEncoding })
	}
	u, err := parse(input, b, enc, p.OnValidationError)
	if err != nil {
		return nil, &Error{"parse", input, err}
	}
	return u, nil
}

// ParseWithBase parses input against the URL base, as `new URL(input,
// base)` does; base "" means no base.
func ParseWithBase(input, base string) (*URL, error) {
	return Parser{}.Parse(input, base)
}

// CanParse reports whether ParseWithBase(input, base) would succeed, as
// URL.canParse does. It makes no URL: it allocates nothing for a base in
// canonical form.
func CanParse(input, base string) bool {
	var b *URL
	var onStack URL
	if base != "" {
		var err error
		if b, err = parseTo(&onStack, base, nil, nil, nil); err != nil {
			return false
		}
	}
	_, err := parseTo(noURL, input, b, nil, nil)
	return err == nil
}

// maxValidationErrors is the most errors Validate keeps before the
// failure: an input can report one at almost every byte, and a list of 32
// bytes an error would break SECURITY.md's bound of 12 bytes allocated per
// input byte.
const maxValidationErrors = 100

// Validate parses input against base (base "" means no base) and returns
// the validation errors the standard's parser reports, in input order; the
// last has Failure set when parsing fails. A valid URL string gives none.
//
// It keeps the first 100 errors and drops the rest, but for the one that
// makes parsing fail, which it always returns: an input can report an error
// at almost every byte. A Parser with OnValidationError sees every error,
// one at a time, keeping none.
func Validate(input, base string) []validation.Error {
	var errs []validation.Error
	p := Parser{OnValidationError: func(e validation.Error) {
		if len(errs) < maxValidationErrors || e.Failure {
			errs = append(errs, e)
		}
	}}
	if _, err := p.Parse(input, base); err != nil && len(errs) == 0 {
		// The base failed to parse.
		var ve validation.Error
		if errors.As(err, &ve) {
			errs = append(errs, ve)
		}
	}
	return errs
}

// String returns the URL's serialization: the standard's href. See the
// package documentation for a URL whose fields a program has assigned.
func (u *URL) String() string {
	if u.untouched() || u.fieldsInSync() {
		return u.href
	}
	return u.reparsedHref()
}

// Href returns the URL's serialization, as the href getter does; it equals
// String.
// See https://url.spec.whatwg.org/#dom-url-href.
func (u *URL) Href() string { return u.String() }

// Protocol returns the scheme followed by ":", as the protocol getter does.
// See https://url.spec.whatwg.org/#dom-url-protocol.
func (u *URL) Protocol() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	return v.href[:v.c.schemeEnd+1]
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
//
// A Host in brackets that holds another bracket is no IP literal: a program
// assigned it ("[::1%]evil.com]:80", where net/url's Hostname reads
// "::1%]evil.com"), and Hostname returns it with its brackets, which no
// resolver or dialer reads as an address or a name (golang/go#78569). A
// URL in net/url's reading (HostNetURL) keeps net/url's answer.
func (u *URL) Hostname() string {
	host, port := splitHostPort(u.Host)
	if strings.ContainsAny(host, "[]") && !u.isNetReading() {
		// u.Host without the port, its brackets kept.
		host = u.Host
		if port != "" {
			host = u.Host[:len(u.Host)-len(port)-1]
		}
	}
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

// Pathname returns the URL's path, serialized, as the pathname getter does.
// See https://url.spec.whatwg.org/#dom-url-pathname.
func (u *URL) Pathname() string {
	v := u.current()
	if !v.valid() {
		return ""
	}
	return v.href[v.c.pathStart:v.pathEnd()]
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
		// "?" and the query, as they are in the href: no new string.
		return v.href[v.c.queryStart : int(v.c.queryStart)+1+len(q)]
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
// Compare origins with package github.com/weburl/url/origin (origin.Of and
// Origin.SameOrigin), not by this string: every opaque origin serializes
// as "null".
// See https://url.spec.whatwg.org/#concept-url-origin.
func (u *URL) Origin() string {
	if o, ok := tupleOrigin(u); ok {
		return o.String()
	}
	return "null"
}

// HostKind returns the kind of the URL's host: HostNone, HostDomain,
// HostIPv4, HostIPv6, HostOpaque or HostEmpty. A security check (an SSRF
// filter, say) should branch on it, and on HostAddr, rather than parse Host
// again with another parser.
func (u *URL) HostKind() HostKind {
	if u.isNetReading() {
		return HostNetURL // and so is current()
	}
	v := u.current()
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

// Equal reports whether u and v are equal URLs by the standard's URL
// equivalence: whether their serializations are identical. Two nil URLs
// are equal. For references, Equal compares their String values likewise.
// go-cmp's cmp.Equal calls it for two *URL values.
// See https://url.spec.whatwg.org/#concept-url-equals.
func (u *URL) Equal(v *URL) bool {
	if u == nil || v == nil {
		return u == v
	}
	return u.serialization(false) == v.serialization(false)
}

// EqualExcludingFragments reports whether u and v are equal URLs by the
// standard's URL equivalence with excludeFragments set: whether their
// serializations are identical once their fragments are left out. Two nil
// URLs are equal.
// See https://url.spec.whatwg.org/#concept-url-equals.
func (u *URL) EqualExcludingFragments(v *URL) bool {
	if u == nil || v == nil {
		return u == v
	}
	return u.serialization(true) == v.serialization(true)
}

// DefaultPort returns the default port of scheme, a special scheme, in
// decimal: "80" for "http" and "ws", "443" for "https" and "wss", "21" for
// "ftp". It returns "" for "file" and for every scheme that is not special,
// which have no default port. A scheme is compared without regard to ASCII
// case, as the parser reads one. Port omits a URL's default port, as the
// standard does, so DefaultPort supplies it where a connection needs one:
// rust-url's port_or_known_default is u.Port(), or DefaultPort(u.Scheme)
// when that is "".
// See https://url.spec.whatwg.org/#default-port.
func DefaultPort(scheme string) string {
	return schemes.DefaultPort(asciiLower(scheme))
}

// serialization returns String, without the fragment if asked.
func (u *URL) serialization(excludeFragment bool) string {
	v := u.current()
	if v.valid() || v.hasRef() {
		if excludeFragment && v.c.fragmentStart >= 0 {
			return v.href[:v.c.fragmentStart]
		}
		return v.href
	}
	w := *u
	if excludeFragment {
		w.Fragment, w.RawFragment = "", ""
	}
	return w.netString()
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
// net/url's reading: its fields are net/url's, HostKind reports HostNetURL,
// HostAddr reports false, the URL API's getters return "" (as for a
// reference) and the setters leave it unchanged. Every method of net/url's
// API answers as net/url's own method on net/url's Parse of rawURL: String,
// EscapedPath, EscapedFragment, RequestURI, Redacted, Hostname, Port,
// Query, IsAbs, JoinPath, ResolveReference and Parse (which read the
// reference as net/url does, and return net/url's reading), and
// MarshalBinary; a change through SearchParams sets RawQuery. Every other
// URL holds the
// standard's reading; for the usual connection strings its fields are
// net/url's too. The standard's entry points (ParseWithBase, CanParse,
// Validate, the setters) reject such URLs.
//
// An error is an *Error wrapping the validation.Error that made parsing
// fail.
//
// A URL already in canonical form whose path and fragment hold no
// percent-encoded byte (the URL serializer's output, as most URLs in logs
// and crawls are) takes one allocation, the URL, whose href and fields are
// slices of rawURL; ParseInto takes none. A URL with bytes to decode or
// not in canonical form takes one allocation too, and so does a reference
// with nothing to percent-encode or decode ("/api/v1/users/42?x=1", as
// request targets are); credentials and net/url's readings take a few
// more.
func Parse(rawURL string) (*URL, error) {
	return parseNet(nil, rawURL, noScheme(rawURL))
}

// parseNet is Parse, with into as parseTo has it: the basic URL parser
// with no base, and net/url's readings of what it rejects. schemeless is
// noScheme(rawURL).
func parseNet(into *URL, rawURL string, schemeless bool) (*URL, error) {
	if schemeless {
		// "/a/b?c", "../x", "?q": the parser would only fail, and
		// allocate its error, before the reference is read.
		return parseSchemeless(rawURL)
	}
	if v := netReadingBefore(rawURL); v != nil {
		// "postgres://u@foo:1,bar:2/db": the parser would only fail.
		return v, nil
	}
	u, err := parseTo(into, rawURL, nil, nil, nil)
	if err != nil {
		// TestErrTooLong parses "sc:" and 200 bytes that net/url reads.
		if v := netReadingAfter(rawURL, err); v != nil && !errors.Is(err, ErrTooLong) {
			return v, nil
		}
		return parseReference(rawURL, err)
	}
	// An input that is its own href has "//" after a special scheme: no
	// legacy form. The parser gives such an input itself as the href (see
	// newParsedURL), so that the same bytes, not only equal ones, say so.
	if len(u.href) != len(rawURL) || addrOf(u.href) != addrOf(rawURL) {
		if rest, ok := legacyForm(rawURL, u); ok {
			u.setLegacy(rest)
		}
	}
	return u, nil
}

// Parse parses ref with u as its base: the URL that ref refers to when it
// appears in the document at u.
//
// A u that is not an absolute URL (a reference, or fields that do not form
// a URL) is no base: then ref parses only if it is absolute.
func (u *URL) Parse(ref string) (*URL, error) {
	if u.isNetReading() {
		return u.netParse(ref)
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

// ParseInto parses rawURL as Parse does and stores the result in *dst,
// which a pipeline may reuse from one URL to the next: for a URL already in
// canonical form (the URL serializer's output, as most URLs in logs and
// crawls are) whose path and fragment hold no percent-encoded byte, it
// allocates nothing. Any other input takes the one allocation Parse takes.
// On error *dst is unchanged.
//
// What aliases what: as with Parse, the URL's href and its fields may be
// rawURL itself or parts of it; Go strings are immutable, so this is only
// visible to a program that builds rawURL from a byte slice it writes
// again later (with unsafe.String), which it must not do while *dst, or any
// string taken from it, is in use. Nothing from the URL that *dst held
// before is kept, except its SearchParams object: as after SetHref, that
// object stays bound to *dst and now holds the new query. Strings a
// program took from the previous URL stay valid: they are never written.
func ParseInto(dst *URL, rawURL string) error {
	schemeless := noScheme(rawURL)
	if schemeless && dst.setPlainReference(rawURL) {
		return nil
	}
	var v URL
	u, err := parseNet(&v, rawURL, schemeless)
	if err != nil {
		return err
	}
	*dst = *u
	return nil
}

// MustParse is like Parse but panics if the URL cannot be parsed, with the
// *Error that Parse returns. It simplifies the initialization of global
// variables and tests holding URLs known to be valid. net/url gains the
// same function in the release after Go 1.27 (golang/go#79946).
func MustParse(rawURL string) *URL {
	u, err := Parse(rawURL)
	if err != nil {
		panic(err)
	}
	return u
}

// Version is the version of this module, as its release tag names it; a
// build between releases says "-dev" after the version it leads to. The
// weburl command prints it with -version.
const Version = "v0.1.0-dev"

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
