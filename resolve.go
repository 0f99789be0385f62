// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"strings"
)

// Reference resolution, as an operation on two parsed values: a base URL
// record and a reference (reference.go). It follows Alwin Blok's URL
// specification, whose resolution reproduces the standard's parser.
// See https://alwinb.github.io/url-specification/#reference-resolution.
//
// Blok orders a URL's components: scheme < authority < drive < path-root <
// dirs < file < query < fragment. The order of a reference is the type of
// its first component. "goto" keeps the base's components of lower order
// (and its dirs, when the reference starts with a dir or a file) and
// appends the reference's. "force" then makes a web or file URL whole: it
// gives it a path-root and, for a web URL whose authority is empty, takes
// the authority from the first non-empty path segment ("http:///x" has host
// "x"). Legacy resolution drops a special scheme that equals the base's, so
// that "http:foo" is relative to an http: base. The WHATWG resolution is
// force(legacy-resolve(ref, base)) for web and file URLs and goto for the
// others. See https://alwinb.github.io/url-specification/#whatwg-resolution.
//
// Normalization — dot segments, drive letters, percent-encoding, host
// parsing, default ports — is then the standard's own: the path segments
// are written by the rules of its path state, and the authority is parsed
// by its authority state, so that the result is byte for byte the URL its
// parser gives for the reference's string against the base.

// A mode is one of Blok's parser modes. The mode of a base decides how a
// reference reads against it.
// See https://alwinb.github.io/url-specification/#parsing (Parser Modes).
type mode uint8

const (
	genericMode mode = iota // not special, path not opaque
	webMode                 // http, https, ws, wss, ftp
	fileMode                // file
)

func modeOf(scheme string) mode {
	switch {
	case scheme == "file":
		return fileMode
	case isSpecialScheme(scheme):
		return webMode
	}
	return genericMode
}

// authParts is a parsed authority: the fields of a record it sets.
type authParts struct {
	username, password, host string
	hostKind                 HostKind
	port                     int32
}

// parseAuthority parses text as the authority of a URL with the given
// scheme by the standard's authority, host and port states: credentials
// percent-encoded, the host parsed (a domain or an address in a special
// URL, an opaque host otherwise), a default port dropped.
// See https://url.spec.whatwg.org/#authority-state.
func parseAuthority(scheme, text string) (authParts, error) {
	p := urlParser{input: text}
	p.c.port, p.c.queryStart, p.c.fragmentStart = -1, -1, -1
	p.setScheme(scheme)
	p.out = make([]byte, 0, len(scheme)+len(text)+8)
	p.out = append(p.out, scheme...)
	p.out = append(p.out, ':')
	p.c.schemeEnd = int32(len(scheme))
	if err := p.run(authorityState); err != nil {
		return authParts{}, err
	}
	// The run went on into the path start state; what it wrote from
	// there on is not the authority.
	c := &p.c
	a := authParts{
		username: string(p.out[c.schemeEnd+3 : c.usernameEnd]),
		host:     string(p.out[c.hostStart:c.hostEnd]),
		hostKind: c.hostKind,
		port:     c.port,
	}
	if c.usernameEnd < c.hostStart-1 {
		a.password = string(p.out[c.usernameEnd+1 : c.hostStart-1])
	}
	return a, nil
}

// fileAuthority parses text, the authority of a file: URL that is not a
// drive letter, as the standard's file host state does: empty, or a host
// ("localhost" is the empty host).
// See https://url.spec.whatwg.org/#file-host-state.
func fileAuthority(text string) (string, HostKind, error) {
	if text == "" {
		return "", HostEmpty, nil
	}
	var p urlParser
	p.setScheme("file")
	host, kind, err := p.parseHost(text, false, 0)
	if err != nil {
		return "", 0, err
	}
	if host == "localhost" {
		host, kind = "", HostEmpty
	}
	return host, kind, nil
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

// A pathWriter writes a URL's path, serialized ("/" before each segment),
// by the rules of the standard's path state.
type pathWriter struct {
	b    []byte
	file bool // the URL's scheme is "file"
}

// shorten removes the path's last segment, unless the path is a file: URL's
// lone normalized Windows drive letter.
// See https://url.spec.whatwg.org/#shorten-a-urls-path.
func (w *pathWriter) shorten() {
	if w.file && len(w.b) == 3 && isNormalizedWindowsDriveLetter(string(w.b[1:])) {
		return
	}
	for i := len(w.b) - 1; i >= 0; i-- {
		if w.b[i] == '/' {
			w.b = w.b[:i]
			return
		}
	}
}

// segment appends seg, as written, to the path; slash says whether a
// separator follows it (whether it is a dir and not the file).
// See https://url.spec.whatwg.org/#path-state.
func (w *pathWriter) segment(seg string, slash bool) {
	start := len(w.b)
	w.b = append(w.b, '/')
	w.b = appendUTF8PercentEncoded(w.b, seg, &pathSet)
	buf := w.b[start+1:]
	switch {
	case isDoubleDot(buf):
		// Shorten the path; if no separator follows, append the empty
		// string.
		w.b = w.b[:start]
		w.shorten()
		if !slash {
			w.b = append(w.b, '/')
		}
	case isSingleDot(buf):
		w.b = w.b[:start]
		if !slash {
			w.b = append(w.b, '/')
		}
	case w.file && start == 0 && isWindowsDriveLetter(buf):
		// A file: URL's first segment, a drive letter: "C|" is "C:".
		buf[1] = ':'
	}
}

// segments appends each segment of path, separated as the mode separates
// them; the last is the file (possibly empty).
func (w *pathWriter) segments(path string, special bool) {
	for {
		i := 0
		for i < len(path) && !isSeparator(path[i], special) {
			i++
		}
		if i == len(path) {
			w.segment(path, false)
			return
		}
		w.segment(path[:i], true)
		path = path[i+1:]
	}
}

// baseDrive returns the first segment of a file: URL's serialized path,
// "/" included, when it is a normalized Windows drive letter, and "".
func baseDrive(path string) string {
	if len(path) >= 3 && isNormalizedWindowsDriveLetter(path[1:3]) && (len(path) == 3 || path[3] == '/') {
		return path[:3]
	}
	return ""
}

// resolveRef is the WHATWG resolution of the scheme-less reference r (or,
// for legacy resolution, of a reference whose scheme is b's special
// scheme) against the URL record b. ok is false where the standard's
// parser fails.
func resolveRef(b *URL, r *reference) (*URL, bool) {
	rec := b.record()
	rec.fragment, rec.hasFragment = "", r.hasFragment
	if r.hasFragment {
		rec.fragment = utf8PercentEncode(r.fragment, &fragmentSet)
	}
	if b.c.opaquePath {
		// A URL with an opaque path is the base of a fragment only; the
		// result keeps its path and query.
		// See https://url.spec.whatwg.org/#no-scheme-state.
		g := &r.generic
		if g.hasAuth || g.root || g.path != "" || r.hasQuery || !r.hasFragment {
			return nil, false
		}
		return rec.url(), true
	}

	m := modeOf(rec.scheme)
	special := m != genericMode
	h := &r.generic
	if special {
		h = &r.special
	}
	querySet := &querySet
	if special {
		querySet = &specialQuerySet
	}
	setQuery := func() {
		rec.query, rec.hasQuery = "", r.hasQuery
		if r.hasQuery {
			rec.query = utf8PercentEncode(r.query, querySet)
		}
	}
	w := pathWriter{file: m == fileMode}

	// goto: the reference's order decides which of the base's components
	// stay. force: a web or file URL gets a path-root, a web URL a
	// non-empty authority.
	switch {
	case h.hasAuth:
		// The authority and all that follows are the reference's.
		path, replay := h.path, h.root || special
		switch {
		case m == fileMode && isWindowsDriveLetter([]byte(h.auth)):
			// "//C|/x": the drive letter starts the path of a file: URL
			// with an empty host.
			rec.username, rec.password, rec.host, rec.hostKind, rec.port = "", "", "", HostEmpty, -1
			w.segment(h.auth, h.root)
			replay = h.root
		case m == fileMode:
			host, kind, err := fileAuthority(h.auth)
			if err != nil {
				return nil, false
			}
			rec.username, rec.password, rec.host, rec.hostKind, rec.port = "", "", host, kind, -1
		default:
			auth := h.auth
			if m == webMode {
				var ok bool
				if auth, path, ok = forceWebAuthority(h); !ok {
					return nil, false
				}
			}
			a, err := parseAuthority(rec.scheme, auth)
			if err != nil {
				return nil, false
			}
			rec.username, rec.password, rec.host, rec.hostKind, rec.port = a.username, a.password, a.host, a.hostKind, a.port
		}
		if replay {
			w.segments(path, special)
		}
		rec.path = string(w.b)
		setQuery()
	case m == fileMode && startsWithWindowsDriveLetter(h.path):
		// A drive: the base's authority stays, its path does not.
		w.segments(h.path, true)
		rec.path = string(w.b)
		setQuery()
	case h.root:
		// A path-root: the base's authority stays, and in a file: URL its
		// drive letter.
		if m == fileMode {
			w.b = append(w.b, baseDrive(rec.path)...)
		}
		w.segments(h.path, special)
		rec.path = string(w.b)
		setQuery()
	case h.path != "":
		// Dirs or a file: the base's dirs stay, its file does not.
		w.b = append(w.b, rec.path...)
		w.shorten()
		w.segments(h.path, special)
		rec.path = string(w.b)
		setQuery()
	case r.hasQuery:
		// A query: the base's path stays.
		setQuery()
	default:
		// A fragment or nothing: the base's path and query stay.
	}
	return rec.url(), true
}

// url makes r a URL.
func (r *record) url() *URL {
	u := new(URL)
	u.setRecord(r)
	return u
}

// clone returns a copy of u that shares nothing a program can change.
func (u *URL) clone() *URL {
	v := *u
	if u.User != nil {
		v.User = &Userinfo{u.User.username, u.User.password, u.User.passwordSet}
		if u.seen != nil {
			seen := *u.seen
			if seen.User == u.User {
				seen.User = v.User
			}
			v.seen = &seen
		}
	}
	v.searchParams = nil
	return &v
}

// resolvable returns the URL or reference u's fields describe: u itself
// when they are as Parse or a setter left them, and Parse of their net/url
// serialization otherwise (nil when that does not parse).
func (u *URL) resolvable() *URL {
	if u.inSync() && (u.valid() || u.ref != nil) {
		return u
	}
	v, err := Parse(u.netString())
	if err != nil {
		return nil
	}
	return v
}

// ResolveReference resolves ref against u as a browser does: the result is
// the URL the standard's parser gives for the string ref was parsed from,
// with u as its base — the URL u.Parse gives for that string. Resolution
// works on the two parsed values, by Alwin Blok's model of the standard
// (goto, then force into the base's mode); it takes time linear in the
// length of u and ref.
//
// If ref is an absolute URL, the result is a copy of it, as in net/url,
// except that a URL written with a special scheme and no "//" ("http:foo")
// is relative to a base with the same scheme, as the standard reads it. If
// the standard's parser rejects ref against u — a host that is invalid for
// u's kind of URL ("//ex%20ample/", a valid opaque host, against an http:
// base), an empty host where one is required, anything but a fragment
// against a URL with an opaque path ("mailto:x"), or a u that is not an
// absolute URL — ResolveReference,
// which cannot return an error, returns a new, empty URL: its String is ""
// and IsAbs reports false. Since an empty URL used as a reference means
// its base, check IsAbs, or call u.Parse to get the error.
//
// Unlike net/url, ResolveReference does not resolve a reference against a
// base that is a reference itself. A URL that holds net/url's reading
// (HostKind HostNetURL) is resolved as net/url resolves it when it is the
// base, and is rejected as the standard's parser rejects its string when it
// is the reference.
// See https://url.spec.whatwg.org/#concept-basic-url-parser and
// https://alwinb.github.io/url-specification/#whatwg-resolution.
func (u *URL) ResolveReference(ref *URL) *URL {
	switch {
	case ref != nil && u.isNetReading():
		return u.netResolve(ref)
	case ref.isNetReading():
		// The standard's parser rejects it, against any base.
		return &URL{}
	}
	if v, ok := u.resolve(ref); ok {
		return v
	}
	return &URL{}
}

func (u *URL) resolve(ref *URL) (*URL, bool) {
	if ref == nil {
		return nil, false
	}
	r := ref.resolvable()
	if r == nil {
		return nil, false
	}
	var b *URL
	if u != nil {
		if v := u.current(); v.valid() {
			b = v
		}
	}
	bScheme := ""
	if b != nil {
		bScheme = b.href[:b.c.schemeEnd]
	}
	if r.valid() {
		// An absolute URL. Legacy resolution: with a special scheme that
		// is the base's, and no "//", it is relative.
		if r.ref != nil && b != nil && r.ref.scheme == bScheme {
			return resolveRef(b, r.ref)
		}
		v := r.clone()
		v.ref = nil
		return v, true
	}
	switch {
	case b != nil && (r.ref.scheme == "" || r.ref.scheme == bScheme && isSpecialScheme(bScheme)):
		return resolveRef(b, r.ref)
	case r.ref.scheme != "":
		// A reference with a scheme of its own (one that ResolveStrict
		// returned, say): the standard's parser reads it as it reads it
		// with no base. This is Blok's force alone.
		v, err := parse(r.href, nil, nil, nil)
		return v, err == nil
	}
	return nil, false
}

// ResolveStrict resolves ref against u by RFC 3986's strict algorithm
// (section 5.2.2), which is Alwin Blok's generic resolution: u goto ref,
// with no mode, no force and no scheme-specific rule. Only "/" separates
// segments, dot segments are removed by RFC 3986's remove_dot_segments
// (a literal "." or ".." only), and a scheme is never dropped, so "http:g"
// against an http: base is "http:g" and "//g" is "http://g". Code that needs
// RFC 3986's results rather than a browser's should use it.
//
// ResolveStrict reads u and ref as they were written, before the standard
// made them absolute: a URL parsed from "http:g" is "http:g" here, though
// its String is "http://g/". When the standard's parser reads the result
// back unchanged, the result is that URL; otherwise (as for "http://g",
// which the parser reads as "http://g/") it is a reference whose String
// and fields are the RFC 3986 result. The error is non-nil when neither u
// nor ref has a scheme.
// See https://www.rfc-editor.org/rfc/rfc3986#section-5.2 and
// https://alwinb.github.io/url-specification/#resolution.
func (u *URL) ResolveStrict(ref *URL) (*URL, error) {
	var r, b *URL
	if ref != nil {
		r = ref.resolvable()
	}
	if r == nil {
		s := ""
		if ref != nil {
			s = ref.String()
		}
		return nil, &Error{"resolve", s, errors.New("the reference's fields do not form a URL or a reference")}
	}
	if u != nil {
		b = u.resolvable()
	}
	rc := genericComponents(r)
	bc := genericComponents(b)
	if !rc.hasScheme && !bc.hasScheme {
		return nil, &Error{"resolve", r.String(), errors.New("neither the base nor the reference has a scheme")}
	}
	t := gotoStrict(&bc, &rc)
	t.path = removeDotSegments(t.path)
	s := t.String()
	if v, err := parse(s, nil, nil, nil); err == nil && v.href == s {
		return v, nil
	}
	return newReference(t.scheme, s[len(t.scheme)+1:]).url(), nil
}

// comps are a URL's components in RFC 3986's terms, serialized.
type comps struct {
	scheme                string
	auth                  string
	path                  string
	query, fragment       string
	hasScheme, hasAuth    bool
	hasQuery, hasFragment bool
}

// genericComponents returns u's components as written, in generic mode:
// the reference's if u has one, and otherwise the record's.
func genericComponents(u *URL) comps {
	var c comps
	switch {
	case u == nil:
	case u.ref != nil:
		r := u.ref
		c.scheme, c.hasScheme = r.scheme, r.scheme != ""
		c.auth, c.hasAuth = r.generic.auth, r.generic.hasAuth
		if r.generic.root {
			c.path = "/"
		}
		c.path = string(appendUTF8PercentEncoded([]byte(c.path), r.generic.path, &pathSet))
		if r.hasQuery {
			c.query, c.hasQuery = utf8PercentEncode(r.query, &querySet), true
		}
		if r.hasFragment {
			c.fragment, c.hasFragment = utf8PercentEncode(r.fragment, &fragmentSet), true
		}
	case u.valid():
		uc := &u.c
		c.scheme, c.hasScheme = u.href[:uc.schemeEnd], true
		if uc.hostKind != HostNone {
			c.auth, c.hasAuth = u.href[uc.schemeEnd+3:uc.pathStart], true
		}
		c.path = u.href[uc.pathStart:u.pathEnd()]
		if uc.queryStart >= 0 {
			c.query, c.hasQuery = u.query(), true
		}
		if uc.fragmentStart >= 0 {
			c.fragment, c.hasFragment = u.href[uc.fragmentStart+1:], true
		}
	}
	return c
}

// gotoStrict returns b goto r: the components of b of lower order than r's
// first, then r's. When r starts with a dir or a file, b's dirs stay
// (RFC 3986's merge); b's authority with an empty path adds a path-root.
// See https://alwinb.github.io/url-specification/#reference-resolution (The Goto Operation) and
// https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2.
func gotoStrict(b, r *comps) comps {
	switch {
	case r.hasScheme:
		return *r
	case r.hasAuth:
		t := *r
		t.scheme, t.hasScheme = b.scheme, b.hasScheme
		return t
	}
	t := *b
	t.fragment, t.hasFragment = r.fragment, r.hasFragment
	switch {
	case r.path != "" && r.path[0] == '/':
		t.path = r.path
	case r.path != "":
		// merge: the base's path up to its last "/", or "/" when the
		// base has an authority and an empty path.
		dir := ""
		if b.hasAuth && b.path == "" {
			dir = "/"
		} else {
			for i := len(b.path) - 1; i >= 0; i-- {
				if b.path[i] == '/' {
					dir = b.path[:i+1]
					break
				}
			}
		}
		t.path = dir + r.path
	case r.hasQuery:
	default:
		return t
	}
	t.query, t.hasQuery = r.query, r.hasQuery
	return t
}

// removeDotSegments is RFC 3986's remove_dot_segments: it interprets the
// segments "." and ".." of path. Each step consumes input, and removing
// an output segment touches each byte once, so it runs in linear time.
// See https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4.
func removeDotSegments(in string) string {
	out := make([]byte, 0, len(in))
	removeLast := func() {
		for i := len(out) - 1; i >= 0; i-- {
			if out[i] == '/' {
				out = out[:i]
				return
			}
		}
		out = out[:0]
	}
	for in != "" {
		switch {
		case len(in) >= 3 && in[:3] == "../":
			// A: remove a prefix "../" or "./".
			in = in[3:]
		case len(in) >= 2 && in[:2] == "./":
			in = in[2:]
		case len(in) >= 3 && in[:3] == "/./":
			// B: replace a prefix "/./" or a complete "/." with "/".
			in = in[2:]
		case in == "/.":
			in = "/"
		case len(in) >= 4 && in[:4] == "/../":
			// C: replace a prefix "/../" or a complete "/.." with "/",
			// and remove the last segment of the output.
			in = in[3:]
			removeLast()
		case in == "/..":
			in = "/"
			removeLast()
		case in == "." || in == "..":
			// D: remove a lone "." or "..".
			in = ""
		default:
			// E: move the first segment, with its leading "/" if any, to
			// the output.
			i := 0
			if in[0] == '/' {
				i = 1
			}
			for i < len(in) && in[i] != '/' {
				i++
			}
			out = append(out, in[:i]...)
			in = in[i:]
		}
	}
	return string(out)
}

// String recomposes c, as RFC 3986's section 5.3 does; a path that would
// read as an authority gets a "/." before it, as the standard's serializer
// writes.
// See https://www.rfc-editor.org/rfc/rfc3986#section-5.3.
func (c *comps) String() string {
	b := make([]byte, 0, len(c.scheme)+len(c.auth)+len(c.path)+len(c.query)+len(c.fragment)+8)
	if c.hasScheme {
		b = append(b, c.scheme...)
		b = append(b, ':')
	}
	if c.hasAuth {
		b = append(b, '/', '/')
		b = append(b, c.auth...)
	} else if len(c.path) >= 2 && c.path[0] == '/' && c.path[1] == '/' {
		b = append(b, '/', '.')
	}
	b = append(b, c.path...)
	if c.hasQuery {
		b = append(b, '?')
		b = append(b, c.query...)
	}
	if c.hasFragment {
		b = append(b, '#')
		b = append(b, c.fragment...)
	}
	return string(b)
}

// Equal reports whether u and v are equal URLs by the standard's URL
// equivalence: whether their serializations are identical, with their
// fragments left out when excludeFragments is true. Two nil URLs are
// equal. For references, Equal compares their String values likewise.
// See https://url.spec.whatwg.org/#concept-url-equals.
func (u *URL) Equal(v *URL, excludeFragments bool) bool {
	if u == nil || v == nil {
		return u == v
	}
	return u.serialization(excludeFragments) == v.serialization(excludeFragments)
}

// serialization returns String, without the fragment if asked.
func (u *URL) serialization(excludeFragment bool) string {
	v := u.current()
	if v.valid() || v.ref != nil {
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

// MakeRelative returns the shortest reference r such that u.Parse(r) is
// target (the same href), and true. It is the inverse of resolution: r is
// what a document at u would write to link to target.
//
// The candidates are the reference forms made of target's own
// serialization: "" (target is u without its fragment), "#fragment",
// "?query#fragment", a path relative to u's directory ("../x", "./a:b"
// where the first segment would read as a scheme, "." or ".." for a
// directory), a path from the root ("/x", or "/.//x" for a path that would
// read as an authority), an authority ("//host/x"), and target's href. Each
// is checked by the standard's parser with u as the base, and the shortest
// that gives target back is returned; in a file: URL a path keeps or drops
// a drive letter by the parser's rules, and a scheme the same as u's is
// never written. target's href is always a candidate that works, so
// MakeRelative reports false only when u or target is not an absolute URL
// (a reference, or fields that do not form a URL).
func (u *URL) MakeRelative(target *URL) (string, bool) {
	if u == nil || target == nil {
		return "", false
	}
	b, t := u.current(), target.current()
	if !b.valid() || !t.valid() {
		return "", false
	}
	// The candidates, most relative first; the shortest wins, the first
	// of equally short ones.
	var cands []string
	tail := "" // the query and fragment, as target has them
	if t.c.queryStart >= 0 {
		tail = t.href[t.c.queryStart:]
	} else if t.c.fragmentStart >= 0 {
		tail = t.href[t.c.fragmentStart:]
	}
	if b.serialization(true) == t.serialization(true) {
		// The same URL but for the fragment.
		if t.c.fragmentStart >= 0 {
			cands = append(cands, t.href[t.c.fragmentStart:])
		} else {
			cands = append(cands, "")
		}
	}
	sameScheme := b.href[:b.c.schemeEnd] == t.href[:t.c.schemeEnd]
	if sameScheme && !b.c.opaquePath && !t.c.opaquePath && authority(b) == authority(t) {
		tp, bp := t.Pathname(), b.Pathname()
		if tp == bp && t.c.queryStart >= 0 {
			cands = append(cands, tail)
		}
		// Relative to the base's directory.
		for _, r := range relativePaths(bp, tp, t.Scheme == "file") {
			cands = append(cands, r+tail)
		}
		// From the root; "/." keeps "//x" from reading as an authority.
		if drive := baseDrive(tp); drive != "" && drive == baseDrive(bp) {
			cands = append(cands, tp[len(drive):]+tail) // a file: URL's path keeps the base's drive
		}
		if len(tp) >= 2 && tp[1] == '/' {
			cands = append(cands, "/."+tp+tail)
		} else {
			cands = append(cands, tp+tail)
		}
	}
	if sameScheme && !b.c.opaquePath && t.c.hostKind != HostNone {
		cands = append(cands, t.href[t.c.schemeEnd+1:]) // "//host/path?query#fragment"
	}
	cands = append(cands, t.href)

	best, found := "", false
	for _, r := range cands {
		if found && len(r) >= len(best) {
			continue
		}
		if v, err := parse(r, b, nil, nil); err == nil && v.href == t.href {
			best, found = r, true
		}
	}
	return best, found
}

// authority returns the part of u's href between its scheme and its path.
func authority(u *URL) string {
	end := u.c.pathStart
	if u.c.hostKind == HostNone && end >= u.c.schemeEnd+3 && u.href[end-2:end] == "/." {
		end -= 2 // the serializer's "/.", which is part of the path
	}
	return u.href[u.c.schemeEnd+1 : end]
}

// relativePaths returns the shortest path-relative references from the
// base's serialized path bp to the serialized path tp: as many "../" as
// the base's directory has segments beyond those the two share, then the
// rest of tp; that with "./" before it too, for a first segment that would
// read otherwise (empty, a scheme, a drive letter); and "." or ".." where
// the rest is empty. The base's directory is bp shortened as the standard
// shortens it, so a file: URL's lone drive letter stays.
func relativePaths(bp, tp string, file bool) []string {
	if tp == "" || tp[0] != '/' {
		return nil
	}
	w := pathWriter{b: []byte(bp), file: file}
	w.shorten()
	dirs := "" // the directory's segments, each followed by "/"
	if len(w.b) > 0 {
		dirs = string(w.b[1:]) + "/"
	}
	rest := tp[1:]
	ups, matching := 0, true
	for dirs != "" {
		i := strings.IndexByte(dirs, '/')
		seg := dirs[:i]
		dirs = dirs[i+1:]
		if matching {
			// A dir matches only a dir of tp, never its file.
			if j := strings.IndexByte(rest, '/'); j >= 0 && rest[:j] == seg {
				rest = rest[j+1:]
				continue
			}
			matching = false
		}
		ups++
	}
	prefix := strings.Repeat("../", ups)
	if rest == "" {
		if ups == 0 {
			return []string{"."}
		}
		return []string{prefix[:len(prefix)-1]} // "../.." for "../../"
	}
	return []string{prefix + rest, prefix + "./" + rest}
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}
