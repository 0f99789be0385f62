// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "github.com/weburl/url/internal/schemes"

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
	case schemes.IsSpecial(scheme):
		return webMode
	}
	return genericMode
}

// A pathWriter writes a URL's path, serialized ("/" before each segment),
// with the parser's path writer (shortenPath, endPathSegment).
type pathWriter struct {
	b    []byte
	file bool // the URL's scheme is "file"
}

// shorten removes the path's last segment, unless the path is a file: URL's
// lone normalized Windows drive letter.
func (w *pathWriter) shorten() { w.b = shortenPath(w.b, 0, w.file) }

// segment appends seg, as written, to the path; slash says whether a
// separator follows it (whether it is a dir and not the file).
func (w *pathWriter) segment(seg string, slash bool) {
	start := len(w.b)
	w.b = append(w.b, '/')
	w.b = appendUTF8PercentEncoded(w.b, seg, &pathSet)
	w.b = endPathSegment(w.b, 0, start+1, w.file, slash)
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
	if b.c.opaquePath {
		// A URL with an opaque path is the base of a fragment only; the
		// result keeps its path and query.
		// See https://url.spec.whatwg.org/#no-scheme-state.
		g := &r.generic
		if g.hasAuth || g.root || g.path != "" || r.hasQuery || !r.hasFragment {
			return nil, false
		}
		rec.fragment, rec.hasFragment = utf8PercentEncode(r.fragment, &fragmentSet), true
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
	// The query and fragment are the reference's, encoded when the href
	// is written (see hrefAround), except that the base's query stays
	// when the reference has a fragment alone, or nothing.
	var t tail
	setQuery := func() { t.query, t.hasQuery, t.set = r.query, r.hasQuery, querySet }
	t.fragment, t.hasFragment = r.fragment, r.hasFragment
	// The href is written into one buffer, sized once: the path (at most
	// the base's, a "/", the reference's path and authority, encoded),
	// room for the base's authority, and the query and fragment, encoded
	// (ResolveReference of 1 MiB of invalid UTF-8 allocated 30 bytes per
	// input byte with a path written apart, then the href; 12 now).
	w := pathWriter{file: m == fileMode}
	w.b = make([]byte, 0, int(b.c.pathStart)+2+3*len(h.auth)+
		len(rec.path)+1+utf8PercentEncodedLen(h.path, &pathSet)+
		len(rec.query)+1+utf8PercentEncodedLen(r.query, &specialQuerySet)+1+utf8PercentEncodedLen(r.fragment, &fragmentSet))
	wrote := true // the path is w.b

	// goto: the reference's order decides which of the base's components
	// stay. force: a web or file URL gets a path-root, a web URL a
	// non-empty authority.
	switch {
	case h.hasAuth:
		// The authority and all that follows are the reference's.
		path, replay := h.path, h.root || special
		switch {
		case m == fileMode && isWindowsDriveLetter(h.auth):
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
		setQuery()
	case m == fileMode && startsWithWindowsDriveLetter(h.path):
		// A drive: the base's authority stays, its path does not.
		w.segments(h.path, true)
		setQuery()
	case h.root:
		// A path-root: the base's authority stays, and in a file: URL its
		// drive letter.
		if m == fileMode {
			w.b = append(w.b, baseDrive(rec.path)...)
		}
		w.segments(h.path, special)
		setQuery()
	case h.path != "":
		// Dirs or a file: the base's dirs stay, its file does not.
		w.b = append(w.b, rec.path...)
		w.shorten()
		w.segments(h.path, special)
		setQuery()
	case r.hasQuery:
		// A query: the base's path stays.
		setQuery()
		wrote = false
	default:
		// A fragment or nothing: the base's path and query stay.
		wrote = false
	}
	if !wrote {
		w.b = append(w.b, rec.path...)
	}
	if t.set == nil {
		t.query, t.hasQuery = rec.query, rec.hasQuery
	}
	return rec.hrefAround(w.b, &t), true
}

// A tail is the query and fragment of a resolution's result, as written:
// query is encoded with set when set is not nil, and is the base's, as
// serialized, otherwise; fragment is encoded with the fragment set.
type tail struct {
	query, fragment       string
	hasQuery, hasFragment bool
	set                   *encodeSet
}

// hrefAround returns the URL of rec, whose path is path (the start of
// path's array) and whose query and fragment are t: the path is moved up
// to leave room for the components before it, and the query and fragment
// are encoded after it, in path's array when it has room, so that the
// href is the one copy of the path.
// See https://url.spec.whatwg.org/#concept-url-serializer.
func (rec *record) hrefAround(path []byte, t *tail) *URL {
	// The components before the path, serialized alone; "/." when the
	// host is null and the path starts with "//" (serialize's step 3).
	p := *rec
	p.path, p.hasQuery, p.hasFragment = "", false, false
	pre, c := p.serialize()
	if rec.hostKind == HostNone && !rec.opaquePath && pathNeedsDot(path) {
		pre += "/."
		c.pathStart += 2
	}
	need := len(pre) + len(path)
	if t.hasQuery {
		need += 1 + len(t.query)
		if t.set != nil {
			need += utf8PercentEncodedLen(t.query, t.set) - len(t.query)
		}
	}
	if t.hasFragment {
		need += 1 + utf8PercentEncodedLen(t.fragment, &fragmentSet)
	}
	if need > hrefLimit {
		return new(URL) // see ErrTooLong: as setRecord, no URL
	}
	var b []byte
	if cap(path) >= need {
		b = path[:len(pre)+len(path)]
		copy(b[len(pre):], path)
	} else {
		b = append(make([]byte, 0, need), pre...)
		b = append(b, path...)
	}
	copy(b, pre)
	// 5. If url's query is non-null, append "?" and url's query. 6. If
	// url's fragment is non-null, append "#" and url's fragment.
	c.queryStart, c.fragmentStart = -1, -1
	if t.hasQuery {
		c.queryStart = int32(len(b))
		b = append(b, '?')
		if t.set != nil {
			b = appendUTF8PercentEncoded(b, t.query, t.set)
		} else {
			b = append(b, t.query...)
		}
	}
	if t.hasFragment {
		c.fragmentStart = int32(len(b))
		b = append(b, '#')
		b = appendUTF8PercentEncoded(b, t.fragment, &fragmentSet)
	}
	u := new(URL)
	u.fromHref(finishedString(b), c, nil) // b is not written again
	return u
}

// url makes r a URL.
func (r *record) url() *URL {
	u := new(URL)
	u.setRecord(r)
	return u
}

// resolvable returns the URL or reference u's fields describe: u itself
// when they are as Parse or a setter left them, and Parse of their net/url
// serialization otherwise (nil when that does not parse).
func (u *URL) resolvable() *URL {
	if u.inSync() && (u.valid() || u.hasRef()) {
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
	var buf reference
	if r.valid() {
		// An absolute URL. Legacy resolution: with a special scheme that
		// is the base's, and no "//", it is relative.
		if ref := r.readRef(&buf); ref != nil && b != nil && ref.scheme == bScheme {
			return resolveRef(b, ref)
		}
		v := r.clone()
		v.dropRef()
		return v, true
	}
	switch ref := r.readRef(&buf); {
	case b != nil && (ref.scheme == "" || ref.scheme == bScheme && schemes.IsSpecial(bScheme)):
		return resolveRef(b, ref)
	case ref.scheme != "":
		// A reference with a scheme of its own (one that ResolveStrict
		// returned, say): the standard's parser reads it as it reads it
		// with no base. This is Blok's force alone.
		v, err := parse(r.href, nil, nil, nil)
		return v, err == nil
	}
	return nil, false
}
