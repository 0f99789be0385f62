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
// decoded r.URL.Path, cleaned with path.Clean, or a backend that decodes
// again, reads "..;" as "..", or folds full-width characters. When the two
// readings route to different entries, the entry that matched guards a path
// its handler does not serve: "/public/..%2fadmin/secret.txt" matches
// "/public/*" and its handler opens /admin/secret.txt.
//
// CheckPath compares the entry the URL Standard's pathname routes to with
// the entry a handler's reading of it routes to. The handler's reading is
// computed from the pathname, not looked up in a list of bad strings:
//
//  1. percent-decode it until it no longer changes (at most
//     maxPathDecodings times: a path still encoded after that is refused),
//     which covers "%2f", "%5c", "%2e" and double encodings ("%252e");
//  2. apply NFKC when the result is not ASCII, as a backend that folds
//     full-width characters does ("．" is ".", "／" is "/");
//  3. read a segment that is "." or ".." followed by ";parameters" as the
//     dot segment (a servlet container's reading of "..;/");
//  4. parse the result again as the pathname of the same URL (the URL
//     Standard's pathname setter: "\" is "/", dot segments are removed);
//  5. collapse runs of "/", as path.Clean does.
//
// The request is consistent when the reading routes to the same entry (or
// to none when the pathname routes to none).

// maxPathDecodings bounds step 1: a path that is still percent-encoded
// after three decodings is encoded on purpose, to slip past a reader that
// decodes fewer times.
const maxPathDecodings = 3

// An AmbiguousPathError reports a URL whose pathname routes in a List
// differently from the path a handler reads out of it (see CheckPath).
type AmbiguousPathError struct {
	// Pathname is the URL's pathname, as the List matched it.
	Pathname string
	// Reading is the handler's reading of Pathname, "" when Pathname is
	// still percent-encoded after three decodings.
	Reading string
	// Reason says how the two differ.
	Reason string
}

// Error returns `urlpattern: path "<pathname>" <reason>`.
func (e *AmbiguousPathError) Error() string {
	return "urlpattern: path " + strconv.Quote(e.Pathname) + " " + e.Reason
}

// CheckPath reports whether u's pathname, as the URL Standard reads it,
// routes in l to the same entry as the path a handler reads out of it:
// percent-decoded (repeatedly), with full-width characters folded, "..;x"
// read as "..", parsed again (so "\" is "/" and dot segments are removed)
// and with runs of "/" collapsed, as path.Clean(r.URL.Path) in a net/http
// handler sees it. It returns nil when they do, and an
// *AmbiguousPathError otherwise: "/public/..%2fadmin/x" routes to
// "/public/*" while its handler reads "/admin/x".
//
// A router should refuse such a request (httproute.Mux answers 400). For
// an entry added with EntryOptions.UnsafeAllowEncodedSlashes, "%2F" stays
// encoded in the reading: an encoded slash is then data, as in an
// object-store key, but a "." or ".." segment that decoding it would
// reveal is still refused.
//
// A pathname without "%", ";", "\" or "//" is its own reading: CheckPath
// then returns nil at once, without allocating.
func (l *List[V]) CheckPath(u *url.URL) error {
	pathname := u.Pathname()
	if !strings.ContainsAny(pathname, "%;\\") && !strings.Contains(pathname, "//") {
		return nil
	}
	idx := l.load()
	var m Match[V]
	m.in.u = u
	var entry *Entry[V]
	if idx.lookup(&m) {
		entry = m.Entry
	}
	keepSlashes := entry != nil && entry.opts.UnsafeAllowEncodedSlashes
	reading, ok := handlerReading(u, pathname, keepSlashes)
	if !ok {
		return &AmbiguousPathError{Pathname: pathname, Reason: "is still percent-encoded after " + strconv.Itoa(maxPathDecodings) + " decodings"}
	}
	if keepSlashes {
		// The encoded slashes are data, unless they hide a dot segment.
		full, ok := decodeFully(pathname, false)
		if !ok || hasDotSegment(foldWidth(full)) {
			return &AmbiguousPathError{Pathname: pathname, Reading: full, Reason: "has a dot segment between encoded slashes"}
		}
	}
	if reading == pathname {
		return nil
	}
	var r Match[V]
	r.in.u = u
	r.in.s[5] = reading
	r.in.have = 1 << 5
	var other *Entry[V]
	if idx.lookup(&r) {
		other = r.Entry
	}
	if other == entry {
		return nil
	}
	reason := "routes to no pattern"
	if entry != nil {
		reason = "routes to " + strconv.Quote(entry.Pattern.Pathname())
	}
	if other != nil {
		reason += " but reads as " + strconv.Quote(reading) + ", which routes to " + strconv.Quote(other.Pattern.Pathname())
	} else {
		reason += " but reads as " + strconv.Quote(reading) + ", which routes to no pattern"
	}
	return &AmbiguousPathError{Pathname: pathname, Reading: reading, Reason: reason}
}

// handlerReading returns the handler's reading of pathname, a pathname of
// u (steps 1 to 5 above), and false when it is still encoded after
// maxPathDecodings decodings.
func handlerReading(u *url.URL, pathname string, keepSlashes bool) (string, bool) {
	d, ok := decodeFully(pathname, keepSlashes)
	if !ok {
		return "", false
	}
	d = dotParameters(foldWidth(d))
	v := u.Clone()
	if err := v.SetPathname(d); err != nil {
		// An opaque path: the setter does not apply, nor does a
		// handler's reading of segments.
		return pathname, true
	}
	return collapseSlashes(v.Pathname()), true
}

// decodeFully percent-decodes s until it no longer changes, leaving "%2F"
// encoded when keepSlashes is set. ok is false when s still changes after
// maxPathDecodings decodings.
func decodeFully(s string, keepSlashes bool) (string, bool) {
	for range maxPathDecodings {
		next := percentDecodeOnce(s, keepSlashes)
		if next == s {
			return s, true
		}
		s = next
	}
	return s, percentDecodeOnce(s, keepSlashes) == s
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

// foldWidth applies NFKC to s when it is valid UTF-8 and not ASCII: a
// full-width "．" becomes ".", "／" "/" and "＼" "\".
func foldWidth(s string) string {
	if isASCII(s) || !utf8.ValidString(s) {
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

// dotParameters replaces each segment of p (split at "/" or "\") that is
// "." or ".." followed by ";" and parameters with the dot segment alone.
func dotParameters(p string) string {
	if !strings.Contains(p, ".;") {
		return p
	}
	var b strings.Builder
	for i := 0; i <= len(p); {
		j := i + strings.IndexAny(p[i:], "/\\")
		if j < i {
			j = len(p)
		}
		seg := p[i:j]
		if k := strings.IndexByte(seg, ';'); k >= 0 && (seg[:k] == "." || seg[:k] == "..") {
			seg = seg[:k]
		}
		b.WriteString(seg)
		if j < len(p) {
			b.WriteByte(p[j])
		}
		i = j + 1
	}
	return b.String()
}

// hasDotSegment reports whether p, split at "/" or "\", has a "." or ".."
// segment, possibly followed by ";" and parameters.
func hasDotSegment(p string) bool {
	for seg := range strings.FieldsFuncSeq(p, func(r rune) bool { return r == '/' || r == '\\' }) {
		if k := strings.IndexByte(seg, ';'); k >= 0 {
			seg = seg[:k]
		}
		if seg == "." || seg == ".." {
			return true
		}
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
