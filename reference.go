// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"strings"

	"github.com/weburl/url/internal/schemes"
)

// References: URLs as written, before the standard's parser makes them
// absolute.
//
// The standard reads a string without a scheme only against a base, and
// what it reads depends on the base's mode. Alwin Blok's URL specification
// names the modes and the components a URL string is made of; this file
// follows its model.
// See https://alwinb.github.io/url-specification/#url-model and
// https://alwinb.github.io/url-specification/#parsing.
//
//	mode     base's scheme             separators  authority after "//"
//	generic  any other, not opaque     /           opaque host, may be empty
//	web      http https ws wss ftp     / \         domain or address; more
//	                                               slashes are skipped
//	file     file                      / \         host, empty, or a drive
//	                                               letter ("//C|/x")
//
// A reference's fields and its String never name different hosts, and
// String holds a "\" in its path only when Host is not "". String is the
// reference as written, but for "\" in a path that names no host, which
// it writes "%5C" as net/url does (see escapesBackslash), and in the
// fragment. A browser reads that string against the http(s) page it
// appears on: so where the standard's parser finds an authority there
// that the generic split does not, or another one ("/\evil.com",
// "\\evil.com", "///evil.com", "//evil.com\@good.com/"), the fields
// hold that authority: Host is "evil.com" (see webAuthority), and String
// keeps the reference as written. A program that checks Host == "" before
// it redirects to String, as it does with net/url, never sends a string
// that a browser, or net/http's Redirect after it cleans the path, reads
// as another host. The reference as written, "\" included, is what
// ResolveReference reads, as the browser does; so where String escapes a
// "\", Parse(String()) is another reference ("/a\b" resolves to "/a/b"
// against an http(s) base, "/a%5Cb" to "/a%5Cb"), as in net/url. Tabs and
// newlines are gone and leading C0 controls and spaces trimmed before
// either reading ("/\t/evil.com" is "//evil.com"), as the parser removes
// them.
//
// A reference keeps its components as written — after the standard's
// preprocessing, which removes leading and trailing C0 controls and spaces
// and every tab and newline — in both tokenizations: generic, where only
// "/" separates, and special (web and file), where "\" does too. Nothing
// else depends on the mode before resolution: percent-encoding, host
// parsing, dot segments and drive letters are applied by resolve.go once
// the base fixes the mode. (Blok's grammar has a third, file-mode reading
// with a drive component; it differs from the special one only in where a
// drive letter stands, which resolution reads off the special tokenization.)

// newReference returns the reference written as scheme ":" rest, or as
// rest when scheme is "". rest is preprocessed.
func newReference(scheme, rest string) *reference {
	r := new(reference)
	r.read(scheme, rest)
	return r
}

// read sets r to the reference written as scheme ":" rest, or as rest
// when scheme is "". rest is preprocessed. Every string r holds is a
// slice of rest.
func (r *reference) read(scheme, rest string) {
	*r = reference{scheme: scheme}
	h := rest
	// The query or fragment starts at the first "?" or "#".
	i := strings.IndexByte(rest, '?')
	if i < 0 {
		i = len(rest)
	}
	if j := strings.IndexByte(rest[:i], '#'); j >= 0 {
		i = j
	}
	if i < len(rest) {
		h, rest = rest[:i], rest[i:]
		if rest[0] == '?' {
			// The query runs to the first "#".
			r.hasQuery = true
			r.query = rest[1:]
			if j := strings.IndexByte(r.query, '#'); j >= 0 {
				r.query, rest = r.query[:j], r.query[j:]
			} else {
				rest = ""
			}
		}
		if rest != "" {
			r.hasFragment, r.fragment = true, rest[1:]
		}
	}
	r.generic = readHier(h, false)
	if strings.IndexByte(h, '\\') < 0 {
		// With no "\\", "/" alone separates in both.
		r.special = r.generic
	} else {
		r.special = readHier(h, true)
	}
}

// readHier splits h, the part of a reference before its query, by Blok's
// rules auth-path ::= s s authority [path-root path-rel] and
// path ::= [path-root] path-rel.
func readHier(h string, special bool) hier {
	var r hier
	if len(h) >= 2 && isSeparator(h[0], special) && isSeparator(h[1], special) {
		end := 2
		for end < len(h) && !isSeparator(h[end], special) {
			end++
		}
		r.hasAuth, r.auth, h = true, h[2:end], h[end:]
	}
	if len(h) > 0 && isSeparator(h[0], special) {
		r.root, h = true, h[1:]
	}
	r.path = h
	return r
}

// webAuthority returns where the authority starts and ends in h, the part
// of a scheme-less reference before its query, as the standard's parser
// reads h against a special base other than file:, and ok when it finds
// one. Such a base is every http(s) page a program redirects from, so this
// is the host a browser sees in a link or a Location header: the relative
// state goes to the relative slash state on "/" or "\", which goes to the
// special authority ignore slashes state on a second "/" or "\", which
// skips every further "/" and "\"; the authority then runs to the next
// "/" or "\". It is Blok's force of a web URL's authority (see
// forceWebAuthority), read off the bytes. ok is false when h does not
// start with two separators, or holds nothing after them (where the
// parser fails for want of a host).
// See https://url.spec.whatwg.org/#relative-slash-state and
// https://url.spec.whatwg.org/#special-authority-ignore-slashes-state.
func webAuthority[S ~string | ~[]byte](h S) (start, end int, ok bool) {
	if len(h) < 2 || !isSeparator(h[0], true) || !isSeparator(h[1], true) {
		return 0, 0, false
	}
	start = 2
	for start < len(h) && isSeparator(h[start], true) {
		start++
	}
	end = start
	for end < len(h) && !isSeparator(h[end], true) {
		end++
	}
	return start, end, start < len(h)
}

// specialSchemeRest returns the scheme of s and what follows its ":", if s
// starts with a special scheme: an ASCII alpha, then the run of scheme
// code points that the scheme state reads (see schemeRun), then ":".
// See https://url.spec.whatwg.org/#scheme-start-state.
func specialSchemeRest(s string) (scheme, rest string, ok bool) {
	if s == "" || !isAlpha(int(s[0])) {
		return "", "", false
	}
	end, upper := schemeRun(s, 1)
	if end == len(s) || s[end] != ':' {
		return "", "", false
	}
	scheme = s[:end]
	if upper {
		scheme = asciiLower(scheme)
	}
	return scheme, s[end+1:], schemes.IsSpecial(scheme)
}

// startsWithTwoSeparators reports whether rest, what follows a special
// scheme, starts with an authority whatever the base: the standard's
// parser reads "http://x" (and "http:\\x") the same with or without a base
// of the same scheme.
func startsWithTwoSeparators(rest string) bool {
	return len(rest) >= 2 && isSeparator(rest[0], true) && isSeparator(rest[1], true)
}

// schemeIsFinal reports, from the start of rawURL alone, whether a parse
// failure other than a missing scheme is final: rawURL has no special
// scheme, or "//" (or "\\") follows it, so it is neither a reference nor a
// legacy form. It answers false when it cannot tell without preprocessing
// (a tab or newline among the bytes it looks at), and then parseReference
// preprocesses. Preprocessing reads the whole input again: for a long URL
// rejected in its host, this keeps the rejection at the cost of the
// parser's own scan.
func schemeIsFinal(rawURL string) bool {
	i := 0
	for i < len(rawURL) && rawURL[i] <= ' ' {
		i++
	}
	t := rawURL[i:]
	if t == "" || !isAlpha(int(t[0])) {
		return true // no scheme
	}
	// No special scheme is longer than "https": the run is read no
	// further than the byte after that.
	j, upper := schemeRun(t[:min(len(t), len("https:"))], 1)
	switch {
	case j == len(t):
		return true // no ":": no scheme
	case t[j] == '\t' || t[j] == '\n' || t[j] == '\r':
		return false // preprocessing removes it
	case t[j] != ':':
		return true // no scheme, or longer than any special scheme
	}
	scheme := t[:j]
	if upper {
		scheme = asciiLower(scheme)
	}
	if !schemes.IsSpecial(scheme) {
		return true
	}
	if len(t) < j+3 || t[j+1] == '\t' || t[j+1] == '\n' || t[j+1] == '\r' || t[j+2] == '\t' || t[j+2] == '\n' || t[j+2] == '\r' {
		return false
	}
	return startsWithTwoSeparators(t[j+1:])
}

// legacyForm returns, for u, parsed without a base from rawURL, the rest of
// rawURL after its scheme, preprocessed, and true when the scheme is
// special and no "//" follows it: a base with the same scheme changes how
// the standard's parser reads it ("http:foo.com" against
// "http://example.org/foo/bar" is "http://example.org/foo/foo.com"). It
// returns false otherwise; the common "https://..." costs a few
// comparisons.
// See https://url.spec.whatwg.org/#scheme-state (step 2.6) and Blok's
// legacy resolution, https://alwinb.github.io/url-specification/#resolution.
func legacyForm(rawURL string, u *URL) (rest string, ok bool) {
	scheme := u.href[:u.c.schemeEnd]
	// The leading C0 controls and spaces that the parser trims first
	// (tabs and newlines among them) are skipped here too: after them,
	// n scheme code points (in any case, "HTTPS" as "https"), ":" and two
	// separators as written are what preprocess would leave, so that the
	// scheme the parser read from them is u's.
	t := rawURL
	if t[0] <= ' ' { // t is not empty: the parser read a scheme from it
		start, _ := trimC0ControlOrSpace(rawURL)
		t = rawURL[start:]
	}
	if n := len(scheme); len(t) > n+2 && t[n] == ':' &&
		isSeparator(t[n+1], true) && isSeparator(t[n+2], true) {
		if end, _ := schemeRun(t[:n], 1); end == n {
			return "", false
		}
	}
	if !schemes.IsSpecial(scheme) {
		return "", false
	}
	s := preprocess(rawURL)
	rest = s[strings.IndexByte(s, ':')+1:]
	return rest, !startsWithTwoSeparators(rest)
}

// parseReference is Parse for a rawURL that the basic URL parser, with no
// base, rejects with err: a scheme-less string becomes a reference, and so
// does a special scheme followed by no "//" ("http:"); anything else
// returns err.
func parseReference(rawURL string, err error) (*URL, error) {
	var ve validation.Error
	errors.As(err, &ve)
	if ve.Type == errMissingSchemeNonRelativeURL {
		return parseSchemeless(rawURL)
	}
	if schemeIsFinal(rawURL) {
		return nil, &Error{"parse", rawURL, err}
	}
	s := preprocess(rawURL)
	if scheme, rest, ok := specialSchemeRest(s); ok && !startsWithTwoSeparators(rest) {
		// The rest has no authority, so it resolves against any base
		// with this scheme.
		var r reference // url copies it into the URL it returns
		r.read(scheme, rest)
		return r.url(), nil
	}
	return nil, &Error{"parse", rawURL, err}
}

// parseSchemeless is parseReference for a rawURL that the basic URL
// parser, with no base, rejects with missing-scheme-non-relative-URL.
func parseSchemeless(rawURL string) (*URL, error) {
	if queryStart, fragmentStart, ok := plainReference(rawURL); ok {
		// Its URL, whose href is rawURL itself, is the one allocation.
		u := new(URL)
		u.initPlainReference(rawURL, queryStart, fragmentStart)
		return u, nil
	}
	// Otherwise the reference is read where the URL will hold it, in the
	// one allocation: an authority invalid in every mode, which wastes it,
	// is rare.
	v := new(referenceURL)
	s := preprocess(rawURL)
	v.r.read("", s)
	if e := v.r.check(); e != nil {
		return nil, &Error{"parse", rawURL, e}
	}
	return v.init(s), nil
}

// setPlainReference sets u, which has no extra state, to the reference
// s when s is plain, with no allocation, and reports whether it did: the
// way of ParseInto.
func (u *URL) setPlainReference(s string) bool {
	if u.x != nil || !noScheme(s) {
		return false
	}
	queryStart, fragmentStart, ok := plainReference(s)
	if !ok {
		return false
	}
	*u = URL{}
	u.initPlainReference(s, queryStart, fragmentStart)
	return true
}

// plainReference reports whether s, a string with no scheme, is a plain
// reference, and where its query and fragment start (-1 for none): a
// reference with no authority (s does not start with "//") whose path,
// query and fragment hold no byte that makes them other than plain (see
// plainBytes). It is read as is: every byte that preprocessing removes or
// trims is a C0 control or a space, which makes every component other
// than plain; and "\\", which separates in the special modes, does too.
// The components are split as reference.read splits them: the query
// starts at the first "?", the fragment at the first "#", both of which
// plainBytes puts in the components before them. One table lookup per
// byte, in a loop per component.
func plainReference(s string) (queryStart, fragmentStart int32, ok bool) {
	queryStart, fragmentStart = -1, -1
	if len(s) > hrefLimit || len(s) >= 2 && s[0] == '/' && s[1] == '/' {
		return
	}
	i := plainRun(s, 0, plainPath)
	if i < len(s) && s[i] == '?' {
		queryStart = int32(i)
		i = plainRun(s, i+1, plainQuery)
	}
	if i < len(s) && s[i] == '#' {
		fragmentStart = int32(i)
		i = plainRun(s, i+1, plainFragment)
	}
	return queryStart, fragmentStart, i == len(s)
}

// plainRun returns where the run of bytes of s from i that keep the
// component (plainPath, plainQuery or plainFragment) plain ends.
func plainRun(s string, i int, component uint8) int {
	// Four bytes a step, then one: a request target's path runs 15 bytes
	// on average.
	for ; i+4 <= len(s); i += 4 {
		b := s[i : i+4]
		if (plainBytes[b[0]]|plainBytes[b[1]]|plainBytes[b[2]]|plainBytes[b[3]])&component != 0 {
			break
		}
	}
	for i < len(s) && plainBytes[s[i]]&component == 0 {
		i++
	}
	return i
}

// initPlainReference sets u, a zero URL, to the plain reference s (see
// plainReference), whose query and fragment start at queryStart and
// fragmentStart: its href is s itself, and its Path, RawQuery and
// Fragment are slices of it, as net/url reads them (there is nothing to
// decode). It keeps no extra state: ref and inSync read it off the href.
func (u *URL) initPlainReference(s string, queryStart, fragmentStart int32) {
	u.href = s
	u.c = components{schemeEnd: -1, queryStart: queryStart, fragmentStart: fragmentStart, hints: hintPlainRef}
	rest := s
	if fragmentStart >= 0 {
		rest, u.Fragment = s[:fragmentStart], s[fragmentStart+1:]
	}
	if queryStart >= 0 {
		rest, u.RawQuery = rest[:queryStart], rest[queryStart+1:]
		u.ForceQuery = u.RawQuery == ""
	}
	u.Path = rest
}

// check returns an error when r resolves against no base at all: when it
// has an authority that is invalid in generic, web and file mode alike
// ("//a b/"). The error is generic mode's.
func (r *reference) check() error {
	if !r.generic.hasAuth || !r.special.hasAuth {
		// Some mode reads a path, which never fails.
		return nil
	}
	_, err := parseAuthority("", r.generic.auth)
	if err == nil {
		return nil
	}
	if a, _, ok := forceWebAuthority(&r.special); ok {
		if _, e := parseAuthority("http", a); e == nil {
			return nil
		}
	}
	if isWindowsDriveLetter(r.special.auth) {
		return nil // "//C|/x": a drive letter in file mode
	}
	if _, _, e := fileAuthority(r.special.auth); e == nil {
		return nil
	}
	return err
}

// plainBytes holds, for each byte, the components of a scheme-less
// reference in which it makes the reference other than plain: a plain
// reference is its own serialization, and its Path and Fragment are the
// serialized path and fragment with no RawPath or RawFragment hint. In
// the path and the fragment that is a byte of the component's
// percent-encode set or one that net/url escapes there ("%" among them,
// so nothing is decoded); in the query, a byte of the query's set. One
// table lookup per byte, where the encode sets' checks and
// decodeWithHint's searches read a request target five times.
var plainBytes = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		if pathSet.contains(b) || shouldEscape(b, encodePath) {
			t[c] |= plainPath
		}
		if querySet.contains(b) {
			t[c] |= plainQuery
		}
		if fragmentSet.contains(b) || shouldEscape(b, encodeFragment) {
			t[c] |= plainFragment
		}
	}
	return
}()

// The components of plainBytes.
const (
	plainPath uint8 = 1 << iota
	plainQuery
	plainFragment
)

// A referenceURL is the URL of a reference with the state only a
// reference has, its extra state (the fields as first set and the
// reference as written), in one allocation, the only one Parse of a
// reference that is not plain makes (a plain one keeps no extra state):
// u.x points at x, x.ref at r and x.seen at seen. A copy of u
// shares x, as it shares any extra state, and keeps the whole object
// alive.
type referenceURL struct {
	u    URL
	x    extra
	r    reference
	seen fields
}

// url returns r as a URL value: its fields as net/url shows a reference,
// and its serialization (see String).
func (r *reference) url() *URL {
	v := &referenceURL{r: *r}
	return v.init("")
}

// init makes v.u the URL of v.r, read from written with no scheme, or for
// written "", with its extra state, and returns it.
func (v *referenceURL) init(written string) *URL {
	u := &v.u
	v.r.fill(u, written)
	// The extra state as setSeen would record it, in place: u.x is
	// new, so no copy of u shares it.
	u.x = &v.x
	v.seen = u.exported()
	v.x.seen, v.x.ref = &v.seen, &v.r
	u.c.hints |= hintSeen | hintRef
	return u
}

// fill sets u, a zero URL, to the URL of r without its extra state, read
// from written with no scheme, or for written "". The serialization is
// written itself, with no copy, when it needs no percent-encoding (a
// plain reference, which initPlainReference reads, needs none either).
func (r *reference) fill(u *URL, written string) {
	g := &r.generic
	c := components{schemeEnd: -1, queryStart: -1, fragmentStart: -1}
	u.Scheme = r.scheme
	escapePath := r.escapesBackslash()
	var authStart, pathEnd int
	if written != "" && r.scheme == "" && !needsUTF8PercentEncoding(g.path, &pathSet) &&
		!needsUTF8PercentEncoding(r.query, &querySet) && !needsUTF8PercentEncoding(r.fragment, &fragmentSet) &&
		!(escapePath && strings.IndexByte(g.path, '\\') >= 0) && strings.IndexByte(r.fragment, '\\') < 0 {
		// written is "//" auth, "/" when g.root, the path, "?" query
		// and "#" fragment, each only when r has it, as the branch
		// below writes them.
		authStart = 2
		if g.hasAuth {
			c.pathStart = int32(2 + len(g.auth))
		}
		pathEnd = int(c.pathStart) + len(g.path)
		if g.root {
			pathEnd++
		}
		if r.hasQuery {
			c.queryStart = int32(pathEnd)
		}
		if r.hasFragment {
			c.fragmentStart = int32(len(written) - len(r.fragment) - 1)
		}
		u.href = written
	} else {
		b := make([]byte, 0, len(r.scheme)+len(g.auth)+len(g.path)+len(r.query)+len(r.fragment)+8)
		if r.scheme != "" {
			b = append(b, r.scheme...)
			b = append(b, ':')
		}
		authStart = len(b) + 2
		if g.hasAuth {
			b = append(b, '/', '/')
			b = append(b, g.auth...)
		}
		c.pathStart = int32(len(b))
		if g.root {
			b = append(b, '/')
		}
		if escapePath {
			b = appendEscapingBackslash(b, g.path, &pathSet)
		} else {
			b = appendUTF8PercentEncoded(b, g.path, &pathSet)
		}
		pathEnd = len(b)
		if r.hasQuery {
			c.queryStart = int32(len(b))
			b = append(b, '?')
			b = appendUTF8PercentEncoded(b, r.query, &querySet)
		}
		if r.hasFragment {
			c.fragmentStart = int32(len(b))
			b = append(b, '#')
			b = appendEscapingBackslash(b, r.fragment, &fragmentSet)
		}
		// b is not written again: the href takes it as it is.
		u.href = finishedString(b)
	}
	// The fields name the authority that a browser reads against an
	// http(s) base where it is not the generic reading's (see
	// webAuthority); the generic reading's otherwise.
	hasAuth, authEnd := g.hasAuth, int(c.pathStart)
	if r.scheme == "" {
		if start, end, ok := webAuthority(u.href[:pathEnd]); ok {
			hasAuth, authStart, authEnd = true, start, end
			c.pathStart = int32(end)
		}
	}
	u.c = c
	if hasAuth {
		// The userinfo is what precedes the last "@", split at its first
		// ":"; the rest is host and port. (The standard's authority state
		// splits it so.)
		host := u.href[authStart:authEnd]
		if at := strings.LastIndexByte(host, '@'); at >= 0 {
			user, pass, _ := strings.Cut(host[:at], ":")
			if user != "" || pass != "" {
				u.User = &Userinfo{percentDecode(user), percentDecode(pass), pass != ""}
			}
			host = host[at+1:]
		}
		u.Host = host
	}
	path := u.href[c.pathStart:pathEnd]
	switch {
	case r.scheme != "" && !g.hasAuth && !g.root:
		// net/url's reading of "scheme:rootless": an opaque path.
		u.Opaque = path
		u.c.opaquePath = true
	default:
		u.Path, u.RawPath, _ = decodeWithHint(path, encodePath, nil)
		u.OmitHost = r.scheme != "" && !g.hasAuth
		if r.hasFragment {
			u.Fragment, u.RawFragment, _ = decodeWithHint(u.href[c.fragmentStart+1:], encodeFragment, nil)
		}
	}
	if r.hasQuery {
		u.RawQuery = u.query()
		u.ForceQuery = u.RawQuery == ""
	}
}

// escapesBackslash reports whether the serialization of r writes each "\"
// of its path as "%5C", as net/url writes it: when the path is not opaque
// and r has no authority, neither in the generic reading nor in a
// browser's reading against an http(s) page (forceWebAuthority, the
// authority webAuthority finds). Such a reference names no host, and a
// program that checks so (Host == "") sends its String as a path; a "\"
// left in it could start an authority once another reader removes dot
// segments or slashes: net/http's Redirect cleans "/./\evil.com" to
// "/\evil.com", whose "\" the relative slash state reads as "/", and
// the browser goes to the host evil.com. Where r has an authority, String
// keeps "\" as written: "//a\@b/" escaped would name the host b.
// See https://url.spec.whatwg.org/#relative-slash-state.
func (r *reference) escapesBackslash() bool {
	g := &r.generic
	switch {
	case g.hasAuth:
		return false
	case r.scheme != "":
		// net/url leaves an opaque path as it is.
		return g.root
	}
	if !r.special.hasAuth {
		return true
	}
	_, _, web := forceWebAuthority(&r.special)
	return !web
}

// appendEscapingBackslash appends s, UTF-8 percent-encoded with set, and
// each "\" in it as "%5C". (A "\" is ASCII, so splitting s at it
// changes no code point, nor how a byte of invalid UTF-8 is read.)
func appendEscapingBackslash(dst []byte, s string, set *encodeSet) []byte {
	for {
		i := strings.IndexByte(s, '\\')
		if i < 0 {
			return appendUTF8PercentEncoded(dst, s, set)
		}
		dst = appendUTF8PercentEncoded(dst, s[:i], set)
		dst = append(dst, "%5C"...)
		s = s[i+1:]
	}
}

// pathEndAfterQuery returns where u's query ends.
func (u *URL) pathEndAfterQuery() int {
	if u.c.fragmentStart >= 0 {
		return int(u.c.fragmentStart)
	}
	return len(u.href)
}

// isReference reports whether u, in sync, is a reference and not a URL
// record.
func (u *URL) isReference() bool { return u.hasRef() && u.c.schemeEnd < 0 }

// ref returns the URL as written, for a reference or an absolute URL
// written with a special scheme and no "//", or nil. See extra. A plain
// scheme-less reference (hintPlainRef) keeps no extra state: its href is
// the string it was read from, so it is read again, into a new reference;
// so is the legacy form of an absolute URL, from the text its extra state
// keeps.
func (u *URL) ref() *reference {
	if u.c.hints&hintPlainRef != 0 || u.c.hints&hintRef != 0 && u.x.ref == nil {
		return u.readRef(new(reference))
	}
	return u.readRef(nil)
}

// readRef is ref, reading a plain reference or a legacy form into buf, so
// that a caller that keeps no reference can read one on its stack.
func (u *URL) readRef(buf *reference) *reference {
	switch {
	case u.c.hints&hintRef != 0:
		if u.x.ref != nil {
			return u.x.ref
		}
		// An absolute URL, whose scheme is its href's, lower-cased as
		// the parser wrote it.
		buf.read(u.href[:u.c.schemeEnd], *u.x.legacy)
		return buf
	case u.c.hints&hintPlainRef != 0:
		buf.read("", u.href)
		return buf
	}
	return nil
}

// forceWebAuthority is the authority half of Blok's force for a web URL
// whose authority component is h's: an empty authority is replaced by the
// first non-empty dir or file, and the segments before it and it are
// removed. It returns the authority and the path that follows it; ok is
// false when no segment is left to be the authority. (The standard's
// parser does the same by skipping every slash after "//".)
// See https://alwinb.github.io/url-specification/#reference-resolution (Forcing) and
// https://url.spec.whatwg.org/#special-authority-ignore-slashes-state.
func forceWebAuthority(h *hier) (auth, path string, ok bool) {
	if h.auth != "" {
		return h.auth, h.path, true
	}
	path = h.path
	for {
		i := 0
		for i < len(path) && !isSeparator(path[i], true) {
			i++
		}
		switch {
		case i > 0 && i < len(path):
			return path[:i], path[i+1:], true
		case i > 0:
			return path, "", true
		case i == len(path):
			return "", "", false
		}
		path = path[1:]
	}
}
