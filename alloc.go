// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// newURL returns the URL whose serialization is out, which the parser
// wrote from input (input itself when out is nil). (This took Parse+String from 3 allocations per URL to
// 1: measured over the web corpus, 3.0 to 1.0004, the rest being errors.)
// The URL and the bytes it needs (its href when that is
// not input itself, and its decoded path and fragment) are one allocation:
// the URL sits at the start of a struct whose array holds the bytes, and
// those bytes are never written again, so the strings into them are
// immutable and keep the struct alive.
func newURL(out []byte, c components, input string) *URL {
	// Decoding a path or fragment takes at most its length.
	need := 0
	sameAsInput := out == nil
	href := input
	if !sameAsInput {
		need = len(out)
		href = borrowString(out) // kept only when the pool drops out, below
	}
	if c.mayDecode(href) {
		need += len(href)
	}
	if !sameAsInput {
		if need > maxSlab && !pooled(out) {
			// The pool drops a buffer this large: it becomes the href
			// as it is, and the room for decoding is only what decoding
			// can take (see largeInput).
			// Decoding takes at least a third of what it decodes, and
			// takes more room only when it must (see decodeInSlab).
			u := new(URL)
			href := finishedString(out)
			u.initFromHref(href, c, make([]byte, 0, min(need-len(out), decodedLenLeast(href, c))))
			return u
		}
		return copiedURL(out, c, need)
	}
	u, slab := urlWithRoom(need)
	u.initFromHref(input, c, slab)
	return u
}

// initInRoom is newURL for u, a new URL allocated with room beside it
// (see materialize), when the output out is written at the start of that
// room or, having outgrown it, in a slice of its own that nothing else
// holds: neither is pooled. The href is out itself, never written again,
// and the decoded Path and Fragment are written after it. When out is nil
// the href is input, and room, where the parser wrote the input's copy,
// holds the decoded fields.
func (u *URL) initInRoom(out, room []byte, c components, input string) *URL {
	if out == nil {
		u.initFromHref(input, c, room)
		return u
	}
	u.initFromHref(finishedString(out), c, out[len(out):])
	return u
}

// copiedURL is newURL for an href out that is not the input: a copy of
// it, with need-len(out) bytes of room after it for the decoded path and
// fragment (see urlWithRoom). It keeps nothing of out, which may be on
// the caller's stack.
func copiedURL(out []byte, c components, need int) *URL {
	u, slab := urlWithRoom(need)
	slab = append(slab, out...)
	// slab[:len(out)] is the copy just made in u's own allocation, never
	// written again: the decoded fields go after it.
	u.initFromHref(finishedString(slab), c, slab[len(slab):])
	return u
}

// urlWithRoom returns a new URL and room for n bytes as an empty slice:
// none for n 0, in the URL's allocation up to maxSlab (see urlFor), and a
// slice of its own beyond.
func urlWithRoom(n int) (*URL, []byte) {
	switch {
	case n == 0:
		return new(URL), nil
	case n <= maxSlab:
		return urlFor(n)
	}
	return new(URL), make([]byte, 0, n)
}

// mayDecode reports whether the path or fragment of an href written from
// s, with components c, may hold a percent-encoded byte, which Path and
// Fragment decode: they are not plain, and s has one.
func (c *components) mayDecode(s string) bool {
	return !c.plain && hasPercentEncoded(s)
}

// initCanonical makes href, which is the parser's input and whose Path
// and Fragment need no decoding (c.plain), u's href, and every field the very
// slice of it that untouched looks for (Opaque for an opaque path). The
// fields it does not set (User, RawPath, RawFragment, OmitHost) must be
// zero already: u is a new URL, or an untouched one (see splice).
func (u *URL) initCanonical(href string, c *components) {
	// Each component is sliced off what is left of href before it, from
	// the end: the fragment, the query, then the rest.
	rest := href
	var query, fragment string
	if fs := int(c.fragmentStart); fs >= 0 {
		rest, fragment = href[:fs], href[fs+1:]
	}
	forceQuery := false
	if qs := int(c.queryStart); qs >= 0 {
		rest, query = rest[:qs], rest[qs+1:]
		forceQuery = query == ""
	}
	// One block of stores, whose write barriers the compiler checks once.
	u.href, u.Scheme, u.Host, u.Path, u.RawQuery, u.Fragment, u.ForceQuery =
		href, rest[:c.schemeEnd], rest[c.hostStart:c.pathStart], rest[c.pathStart:], query, fragment, forceQuery
	u.c = *c
	u.c.hints = 0
	if c.opaquePath {
		// An opaque path is net/url's Opaque, and its URL has no host
		// (hostStart is pathStart: Host is empty).
		u.Opaque, u.Path = u.Path, ""
	}
}

// decodedLenLeast returns about the least that the decodings of the path
// and fragment of href can take: a third of each, rounded up,
func decodedLenLeast(href string, c components) int {
	pathEnd := len(href)
	switch {
	case c.queryStart >= 0:
		pathEnd = int(c.queryStart)
	case c.fragmentStart >= 0:
		pathEnd = int(c.fragmentStart)
	}
	n := (pathEnd - int(c.pathStart) + 2) / 3
	if c.fragmentStart >= 0 {
		n += (len(href) - int(c.fragmentStart) + 1) / 3
	}
	// and a little more for the bytes that stay as they are.
	return n + 64
}

// clone returns a copy of u that shares nothing a program can change.
func (u *URL) clone() *URL {
	v := *u
	if u.User != nil {
		v.User = &Userinfo{u.User.username, u.User.password, u.User.passwordSet}
		if seen := u.seen(); seen != nil && seen.User == u.User {
			f := *seen
			f.User = v.User
			v.setSeen(f)
		}
	}
	// v's query object is its own, made when v asks (see SearchParams).
	return &v
}

// fromHref sets every field of u from href and its components. The
// decoded path and fragment are written into slab when it has room (the
// parser passes the spare bytes of the allocation that holds u); slab must
// not be written again afterwards.
func (u *URL) fromHref(href string, c components, slab []byte) {
	// Start from the zero URL (a query object is found by u's address,
	// and reads the new query when next asked).
	*u = URL{}
	u.initFromHref(href, c, slab)
}

// initFromHref is fromHref for a new URL, which is zero already.
func (u *URL) initFromHref(href string, c components, slab []byte) {
	u.href, u.c = href, c
	// Derived below, not inherited from a base; plain is isPlain's.
	u.c.hints = 0
	u.Scheme = href[:c.schemeEnd]
	if c.hostKind != HostNone {
		u.Host = href[c.hostStart:c.pathStart]
		if c.hostStart > c.schemeEnd+3 {
			user, pass, hasPass := u.credentials()
			u.User = &Userinfo{percentDecode(user), percentDecode(pass), hasPass}
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
		if u.RawPath != "" {
			u.c.hints |= hintRawPath
		}
		if len(u.Path) != len(path) {
			u.c.hints |= hintDecoded
		}
		u.OmitHost = c.hostKind == HostNone
	}
	if c.queryStart >= 0 {
		u.RawQuery = u.query()
		u.ForceQuery = u.RawQuery == ""
	}
	if c.fragmentStart >= 0 && c.plain {
		u.Fragment = href[c.fragmentStart+1:]
	} else if c.fragmentStart >= 0 {
		u.decodeFragment(slab)
	}
}

// decodeFragment sets u's Fragment to the decoding of its href's fragment,
// written into slab, and RawFragment and the hints to what they say of it.
func (u *URL) decodeFragment(slab []byte) {
	fragment := u.href[u.c.fragmentStart+1:]
	u.Fragment, u.RawFragment, _ = decodeWithHint(fragment, encodeFragment, slab)
	if u.RawFragment != "" {
		u.c.hints |= hintRawFragment
	}
	if len(u.Fragment) != len(fragment) {
		u.c.hints |= hintDecoded
	}
}

// decodeWithHint returns the percent-decoding of s, and s itself as the
// raw hint when net/url's escaping of the decoded string in mode would not
// give s back, as net/url's setPath and setFragment do. The decoding is
// written into slab when it fits, and the rest of slab is returned.
func decodeWithHint(s string, mode escapeMode, slab []byte) (decoded, raw string, rest []byte) {
	i := percentEncodedByte(s)
	if i < 0 {
		if needsNetEscape(s, mode) {
			return s, s, slab
		}
		return s, "", slab
	}
	decoded, slab = decodeInSlab(s, i, slab)
	if netEscapeGives(decoded, s, mode) {
		return decoded, "", slab
	}
	return decoded, s, slab
}
