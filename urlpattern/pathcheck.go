// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"strconv"
	"strings"
	"unicode/utf8"

	url "github.com/weburl/url"
	"golang.org/x/text/unicode/norm"
)

// One path for the router and its handlers (caddyserver/caddy#7941).
//
// A List matches the pathname as the URL Standard serializes it, where
// "%2F" is not a separator and "%2e%2e" after a "/" already was a dot
// segment. A handler behind it usually reads another path: net/http's
// decoded r.URL.Path, cleaned with path.Clean (after http.StripPrefix or
// not) or filepath.Clean, or a backend that decodes again, strips
// ";parameters" from every segment as a servlet container does, or folds
// full-width characters. When the two readings route to different entries,
// or a reading climbs out of the route with a dot segment, the entry that
// matched guards a path its handler does not serve:
// "/public/..%2fadmin/secret.txt" matches "/public/*" and its handler
// opens /admin/secret.txt.
//
// CheckPath computes the handler's readings from the pathname, not from a
// list of bad strings. The readings are the pathname, then the pathname
// percent-decoded once, twice and three times, each with NFKC applied to
// its valid UTF-8 ("．" is ".", "／" is "/", "％2e" is "%2e", which the
// next decoding decodes). The path is refused when a reading
//
//  1. has a "." or ".." segment, split at "/" or "\", with or without
//     ";parameters" ("..;" is ".." to a servlet container): the URL
//     Standard removed every dot segment of the pathname, so this one was
//     hidden from it, and path.Clean, http.StripPrefix then path.Clean,
//     filepath.Join or a path value would climb with it;
//  2. has a "\" (decoded from "%5C"), a separator to filepath on Windows
//     and to the URL Standard, and not to path.Clean;
//  3. routes to another entry than the pathname (or to one when the
//     pathname routes to none), once cleaned as path.Clean cleans it (runs
//     of "/" collapsed) with its ";parameters" kept or stripped from every
//     segment;
//
// or when it is still percent-encoded after maxPathDecodings decodings.
//
// The path as the client sent it is another matter: the URL Standard
// removed its dot segments and read its "\" as "/", where net/http's
// r.URL.Path keeps them, and "/public//..//admin/x" is "/public//admin/x"
// to the standard (".." removes the empty segment) and "/admin/x" to
// path.Clean (which collapses "//" first). CheckSentPath refuses a sent
// path with a dot segment or a "\" in any of its readings.

// maxPathDecodings bounds the decodings: a path that is still
// percent-encoded after three decodings is encoded on purpose, to slip past
// a reader that decodes fewer times.
const maxPathDecodings = 3

// An AmbiguousPathError reports a URL whose pathname routes in a List
// differently from the path a handler reads out of it (see CheckPath), or
// a path sent with a dot segment or a backslash (see CheckSentPath).
type AmbiguousPathError struct {
	// Pathname is the URL's pathname, as the List matched it, or the
	// path as sent.
	Pathname string
	// Reading is the handler's reading of Pathname that differs, "" when
	// Pathname is still percent-encoded after three decodings.
	Reading string
	// Reason says how the two differ.
	Reason string
}

// Error returns `urlpattern: path "<pathname>" <reason>`.
func (e *AmbiguousPathError) Error() string {
	return "urlpattern: path " + strconv.Quote(e.Pathname) + " " + e.Reason
}

// CheckPath reports whether u's pathname, as the URL Standard reads it,
// routes in l to the same entry as every path a handler reads out of it,
// and whether each of those stays in that entry: percent-decoded once, twice
// or three times, with full-width characters folded, then cleaned as
// path.Clean cleans it, with ";parameters" kept or stripped from every
// segment (see the steps above). It returns nil when they do, and an
// *AmbiguousPathError otherwise: "/public/..%2fadmin/x" routes to
// "/public/*" while its handler reads "/admin/x"; under "/*",
// "/..%2f..%2fetc%2fpasswd" routes to "/*", and its path value
// "../../etc/passwd" climbs out of any directory it is joined to.
//
// A router should refuse such a request (httproute.Mux answers 400), and
// the path as sent too, with CheckSentPath. For an entry added with
// EntryOptions.UnsafeAllowEncodedSlashes, "%2F" stays encoded in the
// readings: an encoded slash is then data, as in an object-store key, but
// a "." or ".." segment that decoding it would reveal is still refused.
//
// A pathname without "%", ";", "\" or "//" is its own reading: CheckPath
// then returns nil at once, without allocating.
func (l *List[V]) CheckPath(u *url.URL) error {
	pathname := u.Pathname()
	if !strings.ContainsAny(pathname, "%;\\") && !strings.Contains(pathname, "//") {
		return nil
	}
	idx := l.load()
	m := Match[V]{in: inputs{u: u}}
	var entry *Entry[V]
	if idx.lookup(&m) {
		entry = m.Entry
	}
	keepSlashes := entry != nil && entry.opts.UnsafeAllowEncodedSlashes
	// route returns the entry the cleaned path p, a pathname as the URL
	// Standard serializes it, routes to.
	route := func(p string) *Entry[V] {
		r := Match[V]{in: inputs{u: u}}
		r.in.s[5] = p
		r.in.have = 1 << 5
		if idx.lookup(&r) {
			return r.Entry
		}
		return nil
	}
	return eachReading(pathname, keepSlashes, false, func(reading string, decoded bool) *AmbiguousPathError {
		for _, clean := range cleanings(reading) {
			if decoded {
				// A decoded reading, percent-encoded again as the
				// standard's pathname setter encodes it.
				var err error
				if clean, err = canonicalizePathname(clean); err != nil {
					return nil
				}
			}
			if clean == pathname {
				continue
			}
			if other := route(clean); other != entry {
				return &AmbiguousPathError{Pathname: pathname, Reading: clean, Reason: routeReason(entry, other, clean)}
			}
		}
		return nil
	})
}

// CheckSentPath reports whether sent, a request's path as its client sent
// it (the request target before "?", or r.URL.EscapedPath()), reads the
// same to the URL Standard and to a handler: it returns an
// *AmbiguousPathError when sent, or sent percent-decoded (up to three
// times, with NFKC applied as CheckPath applies it), has a "." or ".."
// segment (with or without ";parameters"), or a "\", and nil otherwise.
// The standard removes dot segments and reads "\" as "/" before a List
// sees the path, where net/http's r.URL.Path keeps them: the standard
// reads "/public//..//admin/x" as "/public//admin/x", path.Clean as
// "/admin/x". A browser never sends either: it resolved them itself.
func CheckSentPath(sent string) error {
	if !strings.ContainsAny(sent, "%.\\") {
		return nil
	}
	return eachReading(sent, false, true, func(string, bool) *AmbiguousPathError { return nil })
}

// routeReason says where the pathname routes (entry) and where its reading
// routes (other).
func routeReason[V any](entry, other *Entry[V], reading string) string {
	reason := "routes to no pattern"
	if entry != nil {
		reason = "routes to " + strconv.Quote(entry.Pattern.Pathname())
	}
	if other != nil {
		return reason + " but reads as " + strconv.Quote(reading) + ", which routes to " + strconv.Quote(other.Pattern.Pathname())
	}
	return reason + " but reads as " + strconv.Quote(reading) + ", which routes to no pattern"
}

// eachReading calls check with each reading of p (see CheckPath): p, then
// p percent-decoded (keeping "%2F" when keepSlashes is set) with NFKC
// applied after each decoding, until it no longer changes. It returns the
// first error, check's or its own: a reading with a dot segment or a
// "\" (in p itself only when p is a path as sent: a non-special URL's
// pathname keeps "\" as data), or one still percent-encoded after
// maxPathDecodings decodings.
func eachReading(p string, keepSlashes, sent bool, check func(reading string, decoded bool) *AmbiguousPathError) error {
	s := p
	for k := 0; ; k++ {
		switch {
		case hasDotSegment(s, keepSlashes):
			return &AmbiguousPathError{Pathname: p, Reading: s, Reason: "reads as " + strconv.Quote(s) + ", which has a dot segment"}
		case (k > 0 || sent) && strings.IndexByte(s, '\\') >= 0:
			return &AmbiguousPathError{Pathname: p, Reading: s, Reason: "reads as " + strconv.Quote(s) + ", which has a backslash"}
		}
		if err := check(s, k > 0); err != nil {
			return err
		}
		if !hasPercentEscape(s, keepSlashes) {
			return nil
		}
		if k == maxPathDecodings {
			return &AmbiguousPathError{Pathname: p, Reason: "is still percent-encoded after " + strconv.Itoa(maxPathDecodings) + " decodings"}
		}
		s = foldWidth(percentDecodeOnce(s, keepSlashes))
	}
}

// cleanings returns the paths a handler cleans p to: runs of "/"
// collapsed, as path.Clean collapses them (it also removes dot segments,
// which a checked reading has none of, and a trailing "/", which routes as
// the URL does), with p's ";parameters" kept, and stripped from every
// segment, as a servlet container strips them.
func cleanings(p string) []string {
	kept := collapseSlashes(p)
	if strings.IndexByte(p, ';') < 0 {
		return []string{kept}
	}
	return []string{kept, collapseSlashes(stripParameters(p))}
}

// hasPercentEscape reports whether percentDecodeOnce changes s: whether a
// "%" in s starts an escape (other than "%2F", with keepSlashes).
func hasPercentEscape(s string, keepSlashes bool) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2]) && !(keepSlashes && s[i+1] == '2' && (s[i+2] == 'f' || s[i+2] == 'F')) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// percentDecodeOnce decodes each "%" followed by two hex digits of s, as
// a handler that decodes once does; other "%" stay. With keepSlashes,
// "%2F" stays too.
//
// It is the URL Standard's percent-decode
// (https://url.spec.whatwg.org/#percent-decode) but for keepSlashes; the
// url package exports only net/url's PathUnescape, which fails on a "%"
// that starts no escape where a handler's decoder keeps it.
func percentDecodeOnce(s string, keepSlashes bool) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2]) {
			v := unhex(s[i+1])<<4 | unhex(s[i+2])
			if !(keepSlashes && v == '/') {
				b = append(b, v)
				i += 2
				continue
			}
		}
		b = append(b, c)
	}
	return string(b)
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// foldWidth applies NFKC to s when it is not ASCII: a full-width "．"
// becomes ".", "／" "/", "＼" "\" and "％" "%". NFKC passes a byte of
// invalid UTF-8 through and folds the text around it all the same, as a
// handler that folds reads it.
func foldWidth(s string) string {
	if isASCII(s) {
		return s
	}
	return norm.NFKC.String(s)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// stripParameters removes ";" and the parameters after it from every
// segment of p (split at "/"), as a servlet container reads a path.
func stripParameters(p string) string {
	b := make([]byte, 0, len(p))
	for seg := range strings.SplitSeq(p, "/") {
		if k := strings.IndexByte(seg, ';'); k >= 0 {
			seg = seg[:k]
		}
		b = append(b, seg...)
		b = append(b, '/')
	}
	return string(b[:len(b)-1])
}

// hasDotSegment reports whether p, split at "/" or "\" (and "%2F" when
// encodedSlash is set), has a "." or ".." segment, possibly followed by
// ";" and parameters.
func hasDotSegment(p string, encodedSlash bool) bool {
	if strings.IndexByte(p, '.') < 0 {
		return false
	}
	start := 0
	for i := 0; i <= len(p); i++ {
		end := i
		switch {
		case i == len(p) || p[i] == '/' || p[i] == '\\':
		case encodedSlash && p[i] == '%' && i+2 < len(p) && p[i+1] == '2' && (p[i+2] == 'f' || p[i+2] == 'F'):
			i += 2
		default:
			continue
		}
		seg := p[start:end]
		if k := strings.IndexByte(seg, ';'); k >= 0 {
			seg = seg[:k]
		}
		if seg == "." || seg == ".." {
			return true
		}
		start = i + 1
	}
	return false
}

// collapseSlashes replaces each run of "/" in p with one, as path.Clean
// does; unlike path.Clean it keeps a trailing "/", which routes as the URL
// does.
func collapseSlashes(p string) string {
	if !strings.Contains(p, "//") {
		return p
	}
	b := make([]byte, 0, len(p))
	for i := 0; i < len(p); i++ {
		if p[i] == '/' && len(b) > 0 && b[len(b)-1] == '/' {
			continue
		}
		b = append(b, p[i])
	}
	return string(b)
}
