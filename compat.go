// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	neturl "net/url"
	"path"
	"strconv"
	"strings"

	"github.com/weburl/url/internal/percent"
)

// The rest of net/url's API. Each function keeps net/url's signature and,
// where the standard does not say otherwise, its behaviour; the doc comment
// says where they differ, and docs/migration.md lists it all.

// EscapeError is the error PathUnescape and QueryUnescape return for a "%"
// not followed by two hexadecimal digits: the text from that "%" on, at
// most three bytes. It is net/url's type.
type EscapeError string

// Error returns net/url's message: "invalid URL escape" and the text.
func (e EscapeError) Error() string {
	return "invalid URL escape " + strconv.Quote(string(e))
}

// InvalidHostError is net/url's error for a byte that may not appear in a
// host. This package keeps the type for programs that name it; Parse
// reports an invalid host as a validation.Error with the standard's name
// for it ("host-invalid-code-point", "domain-to-ASCII" and so
// on), inside an *Error, so no function here returns it.
type InvalidHostError string

// Error returns net/url's message: "invalid character ... in host name".
func (e InvalidHostError) Error() string {
	return "invalid character " + strconv.Quote(string(e)) + " in host name"
}

// PathEscape escapes the string so it can be safely placed inside a URL
// path segment, replacing special characters (including /) with %XX
// sequences as needed. Its result is net/url's, byte for byte.
func PathEscape(s string) string { return netEscape(s, encodePathSegment) }

// QueryEscape escapes the string so it can be safely placed inside a URL
// query, a space becoming "+". Its result is net/url's, byte for byte. (The
// standard's application/x-www-form-urlencoded serializer differs: it
// leaves "*" and encodes "~"; SearchParams uses that one.)
func QueryEscape(s string) string { return netEscape(s, encodeQueryComponent) }

// PathUnescape does the inverse transformation of PathEscape, converting
// each 3-byte encoded substring of the form "%AB" into the hex-decoded byte
// 0xAB. It returns an error if any % is not followed by two hexadecimal
// digits. It is identical to QueryUnescape except that it does not unescape
// '+' to ' ' (space), and its results are net/url's.
func PathUnescape(s string) (string, error) { return unescape(s, false) }

// QueryUnescape does the inverse transformation of QueryEscape, converting
// each 3-byte encoded substring of the form "%AB" into the hex-decoded byte
// 0xAB and each "+" into a space. It returns an error if any % is not
// followed by two hexadecimal digits. Its results are net/url's.
func QueryUnescape(s string) (string, error) { return unescape(s, true) }

// unescape decodes s as net/url's PathUnescape (plusIsSpace false) and
// QueryUnescape (true) do. Unlike the standard's percent-decode, it fails
// on a "%" that starts no escape; when each "%" starts one, the
// standard's percent-decoder (and with plusIsSpace, the form parser's
// reading of "+") gives net/url's result.
func unescape(s string, plusIsSpace bool) (string, error) {
	// Counted with a vector instruction. Each "%" that starts an escape
	// takes three bytes to one: the decoding is len(s)-2*n bytes exactly
	// when each does, and longer otherwise, so that the decoder runs out
	// of room before the end of s.
	n := strings.Count(s, "%")
	if n == 0 && (!plusIsSpace || strings.IndexByte(s, '+') < 0) {
		return s, nil
	}
	b := make([]byte, max(len(s)-2*n, 0))
	if read, w := percent.Decode(b, s, plusIsSpace); read == len(s) && w == len(b) {
		// b is not written again: the string may take it as it is.
		return finishedString(b), nil
	}
	// Report the first "%" that starts no escape, as net/url does.
	for i := strings.IndexByte(s, '%'); ; i += 3 + strings.IndexByte(s[i+3:], '%') {
		if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			s = s[i:]
			if len(s) > 3 {
				s = s[:3]
			}
			return "", EscapeError(s)
		}
	}
}

// ParseRequestURI parses rawURL, which came in an HTTP request line, as
// net/url's does: it must be an absolute URL, an absolute path ("/a/b?q"),
// or "*". A "#" is data and not the start of a fragment (browsers strip
// the fragment before they send a URL), so it is percent-encoded as "%23".
// Like net/url's, and unlike Parse, it rejects ASCII control characters,
// which HTTP does not allow in a request target.
//
// A "#" in the query is "%23" in RawQuery, where net/url keeps it as it
// is: the standard has no other way to write it in a query.
//
// An absolute URL is read by the standard's parser, as Parse reads it. An
// absolute path is a reference with Path set (a path that starts with "//"
// or "/\" is a path here, not an authority, as in net/url; its String is
// written with "/." before it, "/.//" or "/./%5C", so that it reads back so,
// and so that a browser reads it as a path too). An empty string, a
// relative path ("a/b") and anything else fail.
func ParseRequestURI(rawURL string) (*URL, error) {
	fail := func(msg string) (*URL, error) {
		return nil, &Error{"parse", rawURL, errors.New(msg)}
	}
	if rawURL == "" {
		return fail("empty url")
	}
	for i := 0; i < len(rawURL); i++ {
		if c := rawURL[i]; c < ' ' || c == 0x7f {
			return fail("net/url: invalid control character in URL")
		}
	}
	s := strings.ReplaceAll(rawURL, "#", "%23")
	// A path that starts with "//" or "/\" (a slash too in a special
	// URL) is a path here, not an authority.
	hidden := s[0] == '/' && startsWithTwoSeparators(s)
	if hidden {
		s = "/." + s
	}
	u, err := Parse(s)
	if err != nil {
		return nil, &Error{"parse", rawURL, errors.Unwrap(err)}
	}
	switch {
	case u.IsAbs():
	case s == "*":
		// The asterisk-form: Path "*", as net/url has it, with no hint.
		u.RawPath = ""
		u.snapshot()
	case !strings.HasPrefix(s, "/"):
		return fail("invalid URI for request")
	case hidden:
		// The path as net/url has it: "//x/y", not "/.//x/y". String
		// keeps the "/.", as the standard's serializer does.
		u.Path = u.Path[2:]
		if u.RawPath != "" {
			u.RawPath = u.RawPath[2:]
		}
		u.c.pathStart += 2
		u.snapshot()
	}
	return u, nil
}

// Clone returns a deep copy of u: its fields, and its state as a URL
// record, which the copy does not share. The copy has no SearchParams
// object of its own yet; it makes one when asked, so changes to u's query
// object do not reach the copy, nor the other way round. Clone(nil) is nil.
func (u *URL) Clone() *URL {
	if u == nil {
		return nil
	}
	return u.clone()
}

// Redacted is like String but replaces any password with "xxxxx", as
// net/url's does. Only the password in u.User is redacted.
func (u *URL) Redacted() string {
	if u == nil {
		return ""
	}
	if _, has := u.User.Password(); !has {
		return u.String()
	}
	if u.inSync() && u.valid() {
		r := u.record()
		r.password = "xxxxx"
		href, _ := r.serialize()
		return href
	}
	v := *u
	v.User = UserPassword(u.User.Username(), "xxxxx")
	return v.String()
}

// RequestURI returns the encoded path?query or opaque?query string that
// would be used in an HTTP request for u, as net/url's does. For a URL from
// the parser or a setter, it is the standard's path and query: what a
// browser sends, which keeps a "|" that net/url escapes as "%7C".
func (u *URL) RequestURI() string {
	if !u.inSync() || u.c.opaquePath || !(u.valid() || u.hasRef()) {
		return u.net().RequestURI()
	}
	// The path and the query, as they are in the href: no new string,
	// unless the path is empty and "/" stands for it.
	pathEnd := u.pathEnd()
	end := int(pathEnd)
	if u.c.queryStart >= 0 {
		end = u.pathEndAfterQuery()
	}
	if u.c.pathStart == pathEnd {
		return "/" + u.href[u.c.pathStart:end]
	}
	return u.href[u.c.pathStart:end]
}

// MarshalBinary returns u's String as bytes, as net/url's does.
// URL has no MarshalText, as in net/url, so encoding/json encodes a URL as
// a struct of its exported fields.
func (u *URL) MarshalBinary() (text []byte, err error) { return u.AppendBinary(nil) }

// AppendBinary appends u's String to b, as net/url's does.
func (u *URL) AppendBinary(b []byte) ([]byte, error) { return append(b, u.String()...), nil }

// UnmarshalBinary sets u to Parse(string(text)), as net/url's does. A URL
// written with a special scheme and no "//" ("http:foo") does not survive
// MarshalBinary: its String is the absolute URL.
func (u *URL) UnmarshalBinary(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = *v // u's query object, if any, reads the new query when next asked
	return nil
}

// JoinPath returns a new URL with the provided path elements joined to any
// existing path and the resulting path cleaned of any ./ or ../ elements,
// as net/url's does: the elements, already in escaped form (as PathEscape
// produces), are joined to EscapedPath by path.Join, which also reduces
// any run of "/" to one, and a trailing "/" of the last element is kept.
//
// The joined path is then set as the standard's pathname setter sets it, so
// the standard's path rules apply on top: in a special URL "\" separates
// segments and "%2e" and "%2E" are dots, so that their ".." is removed
// too; characters outside the path percent-encode set are encoded; a URL
// with an opaque path ("mailto:x") is unchanged. The query and fragment
// stay. A reference is joined as net/url joins it, and a URL in net/url's
// reading (HostNetURL) by net/url's JoinPath: the elements join its path
// and never reach its host ("postgres://u:pw@/db" and "tenant" give
// "postgres://u:pw@/db/tenant").
// See https://url.spec.whatwg.org/#dom-url-pathname.
func (u *URL) JoinPath(elem ...string) *URL {
	if u.isNetReading() {
		return u.netJoinPath(elem)
	}
	p := joinPath(u.EscapedPath(), elem)
	if v := u.current(); v.valid() {
		w := v.clone()
		w.dropRef()
		w.SetPathname(p)
		return w
	}
	w := u.clone()
	w.Path, w.RawPath, _ = decodeWithHint(p, encodePath, nil)
	if v, err := Parse(w.netString()); err == nil {
		return v
	}
	return w
}

// joinPath is net/url's joining of elem to the escaped path p.
func joinPath(p string, elem []string) string {
	elem = append([]string{p}, elem...)
	var joined string
	if !strings.HasPrefix(elem[0], "/") {
		// A relative path stays relative, with no "../" left in it.
		elem[0] = "/" + elem[0]
		joined = path.Join(elem...)[1:]
	} else {
		joined = path.Join(elem...)
	}
	// path.Join drops a trailing slash; keep one.
	if strings.HasSuffix(elem[len(elem)-1], "/") && !strings.HasSuffix(joined, "/") {
		joined += "/"
	}
	return joined
}

// JoinPath returns a URL string with the provided path elements joined to
// the existing path of base and the resulting path cleaned of any ./ or
// ../ elements, as (*URL).JoinPath does. Path elements must already be in
// escaped form, as produced by PathEscape. For a base that Parse reads as
// net/url does (HostNetURL), it is net/url's JoinPath, errors included.
func JoinPath(base string, elem ...string) (result string, err error) {
	u, err := Parse(base)
	if err != nil {
		return "", err
	}
	if u.isNetReading() {
		// u is net/url's Parse of base: net/url's JoinPath, which also
		// fails on an element that is not a valid escaping.
		result, err = neturl.JoinPath(base, elem...)
		if e, ok := err.(neturl.EscapeError); ok {
			err = EscapeError(e)
		}
		if err == nil {
			// Written as String writes it (see netSerialize): a
			// joined path never reads as the host.
			result = u.netJoinPath(elem).String()
		}
		return result, err
	}
	return u.JoinPath(elem...).String(), nil
}

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
