// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"

	"github.com/weburl/url/internal/schemes"
)

// Setters that splice. When the value given to a setter is already what
// the standard's setter would write into the URL (a canonical query,
// fragment, path or domain: the bytes the parser keeps there), running
// the basic URL parser with a state override, taking the URL apart into a
// record and serializing it again (setters.go) only copies it. The splices
// below write the new href as the old one with the component's bytes
// replaced and the offsets of the components after it shifted
// (splicedHref, through replaceRange, the one writer of a new href from an
// old one), and keep the knowledge (plain) that the path and fragment need
// no decoding; anything else returns false and the setter runs the state
// machine. FuzzSplice checks that both give the same URL. A splice
// allocates once, for the new href (and the decoded fields after it when
// the path or fragment needs decoding); SetSearch("?q=go&page=2") costs
// about 0.35x SetHref's instructions this way, and 0.45x the state
// machine's.

// spliceable reports whether u is a URL record whose fields are as the
// parser or a setter left them: one the splice functions may change. It
// also reports whether those fields are untouched (see untouched), the
// very slices of the href, so that a splice whose result needs no decoding
// either may only point them at the new href (see initCanonical).
func (u *URL) spliceable() (ok, untouched bool) {
	if u.hasRef() {
		return false, false
	}
	if u.untouched() {
		return u.valid(), true
	}
	return u.inSync() && u.valid(), false
}

// splice makes u the URL whose href is u's with href[start:end], which
// ends with part p, replaced by sep and value, and whose components are c
// (u's, with the offsets of the parts in the range set by the caller),
// the offsets of the parts after p shifted (see replaceRange). plain says
// whether the new path and fragment need no decoding, and untouched what
// spliceable said. It reports false, and leaves u as it is, when the new
// href would be longer than maxHref.
func (u *URL) splice(start, end int32, p hrefPart, sep, value string, c *components, plain, untouched bool) bool {
	return u.spliceEncoded(start, end, p, sep, spliceValue{value, nil, len(value)}, c, plain, untouched)
}

// A spliceValue is what a splice writes after its separator: s, or s
// UTF-8 percent-encoded with set when set is not nil, n bytes either way.
type spliceValue struct {
	s   string
	set *encodeSet
	n   int
}

// encodedValue returns s as a splice writes it UTF-8 percent-encoded with
// set.
func encodedValue(s string, set *encodeSet) spliceValue {
	return spliceValue{s, set, utf8PercentEncodedLen(s, set)}
}

// appendSpliceValue writes v into b at k, where b has room for its v.n
// bytes, and returns where it ends. The encoder writes in place there (the
// copy then moves nothing).
func appendSpliceValue(b []byte, k int, v spliceValue) int {
	if v.set == nil {
		return k + copy(b[k:], v.s)
	}
	enc := appendUTF8PercentEncoded(b[:k], v.s, v.set)
	return k + copy(b[k:k+v.n], enc[k:])
}

// spliceEncoded is splice for a value that may be written encoded: the
// encoding goes straight into the new href, in its one allocation.
func (u *URL) spliceEncoded(start, end int32, p hrefPart, sep string, value spliceValue, c *components, plain, untouched bool) bool {
	extra := 0
	if !plain {
		// Room for the decoded path and fragment (see newURL).
		extra = len(u.href) - int(end-start) + len(sep) + value.n
	}
	href, slab, ok := u.splicedHref(start, end, p, sep, value, c, extra)
	if !ok {
		return false
	}
	c.plain = plain
	if plain && untouched {
		// Every field becomes the same slice of the new href, so that u is
		// untouched again and String costs what it costs after Parse.
		u.initCanonical(href, c)
		return true
	}
	u.fromHref(href, *c, slab)
	return true
}

// splicedHref returns u's href with href[start:end], which ends with part
// p, replaced by sep and value, in a new array with extra bytes of room
// after it, which it returns as slab, and shifts c's offsets (see
// replaceRange). ok is false, and c left as it is, when the result would
// be longer than maxHref (the state machine then refuses it: see
// ErrTooLong).
func (u *URL) splicedHref(start, end int32, p hrefPart, sep string, value spliceValue, c *components, extra int) (href string, slab []byte, ok bool) {
	n := len(u.href) - int(end-start) + len(sep) + value.n
	if n > hrefLimit {
		return "", nil, false
	}
	b := hrefBytes(n + extra)
	u.replaceRange(b[:n], start, end, c, p)
	k := int(start)
	// sep is "" or one byte ("?", "#", ":"): stored, not copied.
	if sep != "" {
		b[k] = sep[0]
		k++
	}
	if value.set == nil {
		copy(b[k:], value.s) // the common case, without a call
	} else {
		appendSpliceValue(b, k, value)
	}
	// b[:n] is never written again (the ownership rule of unsafe.go); the
	// decoded fields go after it.
	return finishedString(b[:n]), b[n:n], true
}

// An hrefPart names a part of an href, in the order the href holds them;
// each of components' offsets starts one (schemeEnd the part after the
// scheme, hostEnd the port).
type hrefPart uint8

const (
	partScheme   hrefPart = iota // href[:schemeEnd]
	partUserinfo                 // href[schemeEnd+3:hostStart], with its "@"
	partHost                     // href[hostStart:hostEnd]
	partPort                     // href[hostEnd:pathStart], with its ":"
	partPath                     // href[pathStart:pathEnd()]
	partQuery                    // from queryStart, with its "?"
	partFragment                 // from fragmentStart, with its "#"
)

// replaceRange is the one writer of a new href from u's, for every setter
// (and SearchParams' update) that replaces one range of it: it writes into b, the new href's length,
// u's href with href[start:end] replaced by a hole of len(b) - len(href) +
// (end - start) bytes at start, which the caller fills (before or after:
// nothing is written into the hole), and it adds the change of length to
// the offsets in c of the parts after p, the part the range ends with.
// The offsets of the parts within the range are the caller's to set. The
// result is what the URL serializer writes for u's record with that part
// changed: the serializer writes the parts in this order, each from its
// own fields alone.
// See https://url.spec.whatwg.org/#concept-url-serializer.
func (u *URL) replaceRange(b []byte, start, end int32, c *components, p hrefPart) {
	delta := int32(len(b) - len(u.href))
	copy(b, u.href[:start])
	if tail := u.href[end:]; tail != "" {
		copy(b[end+delta:], tail)
	}
	// Each offset starts a part: those after p move.
	switch p {
	case partScheme:
		c.schemeEnd += delta
		fallthrough
	case partUserinfo:
		c.hostStart += delta
		fallthrough
	case partHost:
		c.hostEnd += delta
		fallthrough
	case partPort:
		c.pathStart += delta
		fallthrough
	case partPath:
		if c.queryStart >= 0 {
			c.queryStart += delta
		}
		fallthrough
	case partQuery:
		if c.fragmentStart >= 0 {
			c.fragmentStart += delta
		}
	}
}

// hrefBytes returns n bytes, new, for a splice's href. Up to 128 bytes it
// allocates an array of 64 or 128, which the allocator serves without
// makeslice.
func hrefBytes(n int) []byte {
	switch {
	case n <= 64:
		return new([64]byte)[:n]
	case n <= 128:
		return new([128]byte)[:n]
	}
	return make([]byte, n)
}

// pathIsPlain reports whether path, a serialized path, needs no decoding
// and no RawPath hint: the path's part of isPlain.
func pathIsPlain(path string) bool {
	i, all := scanClass(path, 0, fastPath)
	return i == len(path) && all&fastNetPath != 0
}

// fragmentPlain reports whether u's fragment, if any, needs no decoding
// and no RawFragment hint, as isPlain says.
func (u *URL) fragmentPlain() bool {
	if u.c.fragmentStart < 0 {
		return true
	}
	i, all := scanClass(u.href, int(u.c.fragmentStart)+1, fastFragment)
	return i == len(u.href) && all&fastNetFragment != 0
}

// ownSeparator returns the separator a splice writes before value, and
// where value's own bytes start: sep and 0, or "" and 1 when value starts
// with sep, which is then copied with it.
func ownSeparator(value, sep string) (string, int) {
	if value != "" && value[0] == sep[0] {
		return "", 1
	}
	return sep, 0
}

// encodedTail returns the value s of the search setter (sep '?') or the
// hash setter (sep '#'), not in canonical form, as the query or fragment
// state with a state override writes it into u after sep: s without its
// leading sep, its ASCII tabs and newlines removed (the basic URL
// parser's step 2), UTF-8 percent-encoded with the special-query or the
// query percent-encode set (as u is special or not) or with the fragment
// percent-encode set. The splice writes it straight into the new href, so
// that SetSearch and SetHash take one allocation for any value that is
// not long, rather than run the state machine.
// See https://url.spec.whatwg.org/#query-state and
// https://url.spec.whatwg.org/#fragment-state.
func (u *URL) encodedTail(sep byte, s string) spliceValue {
	set := &fragmentSet
	if sep == '?' {
		set = &querySet
		if schemes.Lookup(u.href[:u.c.schemeEnd]).Special {
			set = &specialQuerySet
		}
	}
	if s != "" && s[0] == sep {
		s = s[1:]
	}
	return encodedValue(removeTabAndNewline(s, nil), set)
}

// spliceSearch is the search setter for a value already in canonical
// form (the caller, SetSearch, has checked the query with scanPairs), or,
// with encode, for any other value that is not empty, written as
// encodedTail says. The new href has "?" and the query; the query state
// keeps every byte outside the special-query percent-encode set (a
// superset of the query percent-encode set that non-special URLs use) but
// "#".
// See https://url.spec.whatwg.org/#dom-url-search.
func (u *URL) spliceSearch(value string, encode bool) bool {
	sep, _ := ownSeparator(value, "?")
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	v := spliceValue{value, nil, len(value)}
	if encode {
		v, sep = u.encodedTail('?', value), "?"
	}
	c := u.c
	start, end := u.pathEnd(), int32(len(u.href))
	if c.fragmentStart >= 0 {
		end = c.fragmentStart
	}
	if value == "" {
		// Set url's query to null (an opaque path may have trailing
		// spaces to strip: the state machine's case).
		if c.opaquePath {
			return false
		}
		c.queryStart = -1
		sep = ""
	} else {
		c.queryStart = start
	}
	return u.spliceEncoded(start, end, partQuery, sep, v, &c, u.c.plain, untouched)
}

// spliceHash is the hash setter for a value already in canonical form
// (the caller, SetHash, has checked the fragment with scanClass, whose
// result is all), or, with encode, for any other value that is not empty,
// written as encodedTail says. The new href ends with "#" and the
// fragment.
// See https://url.spec.whatwg.org/#dom-url-hash.
func (u *URL) spliceHash(value string, all uint8, encode bool) bool {
	sep, _ := ownSeparator(value, "#")
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	c := u.c
	start, end := int32(len(u.href)), int32(len(u.href))
	if c.fragmentStart >= 0 {
		start = c.fragmentStart
	}
	// The path's part of plain: the fragment's part is taken out or
	// replaced.
	plain := u.c.plain
	if !plain && c.fragmentStart >= 0 && !c.opaquePath {
		plain = pathIsPlain(u.href[c.pathStart:u.pathEnd()])
	}
	if value == "" {
		if c.opaquePath {
			return false
		}
		c.fragmentStart = -1
		return u.splice(start, end, partFragment, "", "", &c, plain, untouched)
	}
	c.fragmentStart = start
	if encode {
		// An encoded fragment needs decoding, or a hint.
		v := u.encodedTail('#', value)
		if !plain || !untouched {
			return u.spliceEncoded(start, end, partFragment, "#", v, &c, false, untouched)
		}
		// The rest of the href needs none: its fields become the slices
		// of the new href that they were of the old, and only the
		// fragment is decoded, into the room after the href.
		href, slab, ok := u.splicedHref(start, end, partFragment, "#", v, &c, v.n)
		if !ok {
			return false
		}
		c.plain = false
		u.initCanonical(href, &c)
		u.decodeFragment(slab)
		return true
	}
	return u.splice(start, end, partFragment, sep, value, &c, plain && all&fastNetFragment != 0, untouched)
}

// splicePathname is the pathname setter for a special URL, other than a
// file: URL, and a value already in canonical form: "/" and bytes the
// path state keeps, without dot segments.
// See https://url.spec.whatwg.org/#dom-url-pathname.
func (u *URL) splicePathname(value string) bool {
	if len(value) == 0 || value[0] != '/' {
		return false
	}
	i, all := scanClass(value, 0, fastPath)
	if i != len(value) || hasDotSegmentClass(value, all) {
		return false
	}
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	if info := schemes.Lookup(u.href[:u.c.schemeEnd]); !info.Special || info.File {
		return false
	}
	start, end := u.c.pathStart, u.pathEnd()
	c := u.c
	return u.splice(start, end, partPath, "", value, &c, all&fastNetPath != 0 && (u.c.plain || u.fragmentPlain()), untouched)
}

// spliceHost is the host setter (withPort) or the hostname setter for a
// special URL other than a file: URL and a value already in canonical
// form: a domain the host parser would only copy and, for the host setter,
// ":" and a port without leading zeros that is not the scheme's default.
// See https://url.spec.whatwg.org/#dom-url-host.
func (u *URL) spliceHost(value string, withPort bool) bool {
	host, i := value, scanPairs(value, 0, fastHost)
	if i != len(value) {
		if !withPort || value[i] != ':' {
			return false
		}
		host = value[:i]
	}
	if !isCanonicalDomain(host) {
		return false
	}
	ok, untouched := u.spliceable()
	if !ok || u.c.hostKind == HostNone {
		return false
	}
	info := schemes.Lookup(u.href[:u.c.schemeEnd])
	if !info.Special || info.File {
		return false
	}
	c := u.c
	c.hostKind = HostDomain
	start, end, part := c.hostStart, c.hostEnd, partHost
	if i != len(value) {
		if port, ok := canonicalPort(value[i+1:]); !ok || port == info.Port {
			return false
		}
		// The host and the port replace host and port.
		end, part = c.pathStart, partPort
		c.hostEnd = start + int32(len(host))
	}
	return u.splice(start, end, part, "", value, &c, u.c.plain, untouched)
}

// canonicalPort returns the port s spells when s is a port in canonical
// form, the port state's buffer (see portDigits) and nothing after it:
// digits without a leading zero, at most 2^16 − 1.
func canonicalPort(s string) (int32, bool) {
	end, port := portDigits(s, 0)
	return port, end == len(s) && s != "" && s[0] != '0' && port <= 65535
}

// splicePort is the port setter for a special URL other than a file: URL
// (whose host is never empty, so it can have a port) and a value that is
// empty or a port in canonical form: the new href has ":" and the port
// after the host, or nothing there when the value is empty or the scheme's
// default port (the port state sets the port to null then). A port with
// leading zeros, or followed by other bytes, which the port state reads up
// to the first of them, takes the state machine.
// See https://url.spec.whatwg.org/#dom-url-port.
func (u *URL) splicePort(value string) bool {
	ok, untouched := u.spliceable()
	if !ok || u.c.hostKind == HostNone {
		return false
	}
	info := schemes.Lookup(u.href[:u.c.schemeEnd])
	if !info.Special || info.File {
		return false
	}
	sep := ""
	if value != "" {
		port, ok := canonicalPort(value)
		if !ok {
			return false
		}
		if port == info.Port {
			value = ""
		} else {
			sep = ":"
		}
	}
	// The port, if any, is href[hostEnd:pathStart], with its ":".
	start, end := u.c.hostEnd, u.c.pathStart
	c := u.c
	return u.splice(start, end, partPort, sep, value, &c, u.c.plain, untouched)
}

// spliceProtocol is the protocol setter for a URL whose scheme is special
// and not file, and a value that is another such scheme in lower case,
// alone or followed by ":" and anything: the setter parses the value and
// ":" from the scheme start state, which with a state override stops at
// the first ":". The new href has the new scheme in place of the old. A
// URL whose port is the new scheme's default port, which the setter sets
// to null too, takes the state machine, as does any other value: one in
// upper case, or that names a scheme that is not special or is file: (the
// setter leaves the URL as it is then).
// See https://url.spec.whatwg.org/#dom-url-protocol.
func (u *URL) spliceProtocol(value string) bool {
	scheme := value
	if i := strings.IndexByte(value, ':'); i >= 0 {
		scheme = value[:i]
	}
	info := schemes.Lookup(scheme)
	if !info.Special || info.File {
		return false
	}
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	old := u.href[:u.c.schemeEnd]
	if was := schemes.Lookup(old); !was.Special || was.File {
		return false
	}
	if scheme == old {
		return true // nothing changes: the port is not the default already
	}
	if u.port() == info.Port {
		return false // the port becomes null: the state machine's case
	}
	c := u.c
	return u.splice(0, u.c.schemeEnd, partScheme, "", scheme, &c, u.c.plain, untouched)
}

// reparsedHref returns current().href for a URL whose fields are not in
// sync. When the net/url serialization of the fields is in canonical form,
// that is the serialization itself, and its URL is on the stack: String
// after an assignment to a field, the net/url way of changing a URL
// (u.RawQuery = q.Encode()), allocates only the serialization.
func (u *URL) reparsedHref() string {
	if u.isNetReading() {
		if u.netHrefInSync() {
			return u.href
		}
		return u.netString()
	}
	if href, ok := u.assignedHref(); ok {
		return href
	}
	s := u.netString()
	var v URL
	if w, err := parseTo(&v, s, nil, nil, nil); err == nil {
		return w.href
	}
	return s // reparse's href
}

// assignedHref returns current().href, without writing the fields'
// net/url serialization and parsing it again, for the common case of the
// net/url way of changing a URL: a program assigned one of Path,
// RawQuery, Fragment, Host or Scheme of a URL whose fields were all
// slices of a plain href (see initCanonical), with a value that net/url
// writes as it is and that is already in canonical form for its
// component. The fields' net/url serialization is then the href with that
// component replaced by the value, and its parse is what the setter's
// splice writes (splicePathname, spliceSearch, spliceHash, spliceHost,
// spliceProtocol: the one test of a value in canonical form, which
// FuzzSplice holds to the state machine), done on a copy of the URL as
// parsed. ok is false for any other URL or value.
func (u *URL) assignedHref() (href string, ok bool) {
	c := &u.c
	if !c.plain || !c.fastShape() || c.hints != 0 || u.User != nil || u.OmitHost ||
		len(u.Opaque)|len(u.RawPath)|len(u.RawFragment) != 0 {
		return "", false
	}
	// net/url writes such a URL's href as it is, but for a host with a
	// byte it escapes, an empty host (no "//" before an empty path) and
	// an empty fragment (no "#"). A host, the href's or one spliceHost
	// takes, has no "/", "?" or "@", and net/url's host escaping leaves
	// every other byte that its path escaping leaves (fastNetPath, which
	// has no "%" either).
	if u.Host == "" || scanPairs(u.Host, 0, fastNetPath) != len(u.Host) ||
		int(c.fragmentStart) == len(u.href)-1 {
		return "", false
	}
	var v URL // u as parsed
	v.initCanonical(u.href, c)
	if u.ForceQuery != v.ForceQuery {
		return "", false
	}
	// A field that is not the very slice v has is taken as assigned: one
	// assigned an equal string splices to the same href.
	changed := 0
	for _, d := range [...]bool{!sameSlice(u.Scheme, v.Scheme), !sameSlice(u.Host, v.Host),
		!sameSlice(u.Path, v.Path), !sameSlice(u.RawQuery, v.RawQuery), !sameSlice(u.Fragment, v.Fragment)} {
		if d {
			changed++
		}
	}
	if changed != 1 {
		return "", false
	}
	switch {
	case !sameSlice(u.Path, v.Path):
		// net/url writes a path of bytes it does not escape, and no "%",
		// as it is: one the splice keeps plain, as v was.
		ok = v.splicePathname(u.Path) && v.c.plain
	case !sameSlice(u.RawQuery, v.RawQuery):
		// net/url writes "?" and RawQuery as it is, and no "?" for an
		// empty one without ForceQuery (the query removed).
		q := u.RawQuery
		ok = (q == "" || q[0] != '?' && scanPairs(q, 0, fastQuery) == len(q)) && v.spliceSearch(q, false)
	case !sameSlice(u.Fragment, v.Fragment):
		// net/url writes "#" and a fragment of bytes it does not escape
		// as it is, and no "#" for an empty one (the fragment removed).
		f := u.Fragment
		i, all := scanClass(f, 0, fastFragment)
		ok = (f == "" || f[0] != '#' && i == len(f) && all&fastNetFragment != 0) && v.spliceHash(f, all, false)
	case !sameSlice(u.Scheme, v.Scheme):
		// net/url writes the scheme and ":" as they are; the protocol
		// setter's splice takes a special scheme for a special one, which
		// the parse of the new href reads alike.
		ok = strings.IndexByte(u.Scheme, ':') < 0 && v.spliceProtocol(u.Scheme)
	case !sameSlice(u.Host, v.Host):
		// A Host without a port removes the port, which the host
		// setter keeps.
		ok = (strings.IndexByte(u.Host, ':') >= 0 || c.hostEnd == c.pathStart) && v.spliceHost(u.Host, true)
	}
	return v.href, ok
}
