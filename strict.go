// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

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
// and fields are the RFC 3986 result. The error, an *Error, wraps
// ErrNoScheme when neither u nor ref has a scheme, and ErrInvalidReference
// when ref's fields form neither a URL nor a reference.
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
		return nil, &Error{"resolve", s, ErrInvalidReference}
	}
	if u != nil {
		b = u.resolvable()
	}
	rc := genericComponents(r)
	bc := genericComponents(b)
	if !rc.hasScheme && !bc.hasScheme {
		return nil, &Error{"resolve", r.String(), ErrNoScheme}
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
	case u.hasRef():
		r := u.ref()
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
	} else if pathNeedsDot(c.path) {
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
