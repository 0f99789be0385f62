// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// A record is a URL record as separate components, each serialized as the
// URL serializer writes it. The setters take a URL apart into a record,
// change what the standard's setter changes, and serialize it again.
// See https://url.spec.whatwg.org/#concept-url.
type record struct {
	scheme      string
	username    string // percent-encoded
	password    string // percent-encoded
	host        string // serialized; empty for HostNone and HostEmpty
	hostKind    HostKind
	port        int32 // -1 for null
	path        string
	opaquePath  bool
	query       string
	hasQuery    bool
	fragment    string
	hasFragment bool

	// The href the record was taken from (see record), its components
	// and its port: serialize copies the parts a setter left as they were
	// from it. A record made otherwise has none (src "").
	src     string
	srcC    components
	srcPort int32
}

// record returns u's components; the strings share u's href.
func (u *URL) record() record {
	var r record
	u.recordTo(&r, u.port())
	return r
}

// recordTo sets *r, a zero record, to u's components, for a caller that
// has read u's port already and keeps the record where it is.
func (u *URL) recordTo(r *record, port int32) {
	c := &u.c
	username, password, _ := u.credentials()
	r.scheme, r.username, r.password = u.href[:c.schemeEnd], username, password
	r.host, r.hostKind, r.port = u.href[c.hostStart:c.hostEnd], c.hostKind, port
	r.path, r.opaquePath = u.href[c.pathStart:u.pathEnd()], c.opaquePath
	r.query, r.hasQuery = u.query(), c.queryStart >= 0
	if c.fragmentStart >= 0 {
		r.fragment, r.hasFragment = u.href[c.fragmentStart+1:], true
	}
	r.src, r.srcC, r.srcPort = u.href, *c, port
}

// serialize is the URL serializer: it returns the href of r and where each
// component lies in it.
// See https://url.spec.whatwg.org/#concept-url-serializer.
func (r *record) serialize() (string, components) {
	href, c, _ := r.write()
	return href, c
}

// write is serialize; it also reports whether the path, query and
// fragment are those of r's source href (see keptTail). The parts a
// setter left as they were (the scheme and "//" of a URL without
// credentials, the port, and the path, query and fragment) are copied
// from the source href whole, rather than written again piece by piece.
func (r *record) write() (string, components, bool) {
	b := make([]byte, 0, r.maxLen())
	var c components
	c.hostKind, c.opaquePath = r.hostKind, r.opaquePath
	src := &r.srcC
	if r.hostKind != HostNone && r.username == "" && r.password == "" && r.src != "" && src.fastShape() &&
		sameSlice(r.scheme, r.src[:src.schemeEnd]) {
		// Steps 1 and 2 up to the host: the source's scheme and "://".
		b = append(b, r.src[:src.hostStart]...)
		c.schemeEnd = src.schemeEnd
	} else {
		// 1. Let output be url's scheme and ":" concatenated.
		b = append(b, r.scheme...)
		c.schemeEnd = int32(len(b))
		b = append(b, ':')
		if r.hostKind != HostNone {
			// 2. If url's host is non-null: append "//"; if url includes
			// credentials, append the username, ":" and the password if
			// it is not empty, and "@";
			b = append(b, '/', '/')
			b = append(b, r.username...)
			if r.password != "" {
				b = append(b, ':')
				b = append(b, r.password...)
			}
			if r.username != "" || r.password != "" {
				b = append(b, '@')
			}
		}
	}
	c.hostStart, c.hostEnd = int32(len(b)), int32(len(b))
	if r.hostKind != HostNone {
		// append url's host, serialized; if url's port is non-null,
		// append ":" and the port, serialized.
		b = append(b, r.host...)
		c.hostEnd = int32(len(b))
		switch {
		case r.port < 0:
		case r.port == r.srcPort && r.src != "":
			b = append(b, r.src[src.hostEnd:src.pathStart]...)
		default:
			b = append(b, ':')
			b = appendDecimal(b, uint64(r.port))
		}
	} else if !r.opaquePath && pathNeedsDot(r.path) {
		// 3. If url's host is null, url does not have an opaque path,
		// url's path's size is greater than 1, and url's path[0] is the
		// empty string, then append "/." to output.
		b = append(b, '/', '.')
	}
	// 4. Append the result of URL path serializing url to output.
	// 5. If url's query is non-null, append "?" and url's query.
	// 6. If exclude fragment is false and url's fragment is non-null,
	// append "#" and url's fragment.
	c.pathStart = int32(len(b))
	c.queryStart, c.fragmentStart = -1, -1
	end := c.pathStart + int32(len(r.path))
	if r.hasQuery {
		c.queryStart = end
		end += 1 + int32(len(r.query))
	}
	if r.hasFragment {
		c.fragmentStart = end
	}
	tail, kept := r.keptTail()
	if kept {
		b = append(b, tail...)
	} else {
		b = append(b, r.path...)
		if r.hasQuery {
			b = append(b, '?')
			b = append(b, r.query...)
		}
		if r.hasFragment {
			b = append(b, '#')
			b = append(b, r.fragment...)
		}
	}
	// b is not written again: the href may take it as it is.
	return finishedString(b), c, kept
}

// setRecord makes u the URL r describes.
func (u *URL) setRecord(r *record) {
	// A URL too long for its int32 offsets stays as it was, by the exact
	// length of its href: see ErrTooLong. (Its components alone passing
	// the limit, no href is built.)
	if r.maxLen()-16 > hrefLimit {
		return
	}
	href, c, kept := r.write()
	if len(href) > hrefLimit {
		return
	}
	// A path and fragment that are the very bytes of a source href whose
	// path and fragment need no decoding need none in the new href either,
	// when its shape lets isPlain say so (a host right after "//", or an
	// opaque path): fromHref then takes them as they are.
	if kept && r.srcC.plain && (c.opaquePath || c.fastShape()) {
		c.plain = true
		*u = URL{} // what initCanonical does not set is zero
		u.initCanonical(href, &c)
		return
	}
	u.fromHref(href, c, nil)
}

// keptTail returns the path, query and fragment of r's source href (see
// record), and whether they are r's: the same bytes, at the same place,
// with the same "?" and "#" (a setter that changes one of them gives it
// bytes of its own, or removes it).
func (r *record) keptTail() (string, bool) {
	if r.src == "" {
		return "", false
	}
	tail := r.src[r.srcC.pathStart:]
	at := addrOf(tail)
	k := len(r.path)
	off := away(r.path, at)
	if r.hasQuery {
		if k >= len(tail) || tail[k] != '?' {
			return "", false
		}
		off |= away(r.query, at+uintptr(k)+1)
		k += 1 + len(r.query)
	}
	if r.hasFragment {
		if k >= len(tail) || tail[k] != '#' {
			return "", false
		}
		off |= away(r.fragment, at+uintptr(k)+1)
		k += 1 + len(r.fragment)
	}
	return tail, off == 0 && k == len(tail)
}

// maxLen returns the most bytes the serialization of r can have: its
// components and the delimiters between them ("//", ":", "@", a port of
// five digits, "/.", "?" and "#").
func (r *record) maxLen() int {
	return len(r.scheme) + len(r.username) + len(r.password) + len(r.host) + len(r.path) + len(r.query) + len(r.fragment) + 16
}

// away is zero when s is empty or its bytes are at the address at, and
// otherwise not.
func away(s string, at uintptr) uintptr {
	d := addrOf(s) ^ at
	if len(s) == 0 {
		d = 0
	}
	return d
}

// sameSlice reports whether a and b are the same bytes: both empty, or
// of the same length at the same address.
func sameSlice(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || addrOf(a) == addrOf(b))
}
