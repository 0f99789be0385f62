// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// The accessors: what a URL reads from its href and components
// (types.go), and the extra state it keeps beside them.

// The extra state of a URL (see extra) is read through the flags hintSeen
// and hintRef (types.go), set only by a writer with exclusive access to
// the URL: a reader that finds neither does not read u.x at all. Copies of
// a URL (v := *u) share u.x, so it is never changed once stored (a writer
// stores a changed copy), and no reader writes u.x: a query object is kept
// apart (see searchparams.go).

// seen returns the exported fields as last set, for a URL whose fields are
// not the plain reading of its href, or nil.
func (u *URL) seen() *fields {
	if u.c.hints&hintSeen == 0 {
		return nil
	}
	return u.x.seen
}

// hasRef reports whether ref is not nil, without reading a plain
// reference again.
func (u *URL) hasRef() bool { return u.c.hints&(hintRef|hintPlainRef) != 0 }

// dropRef forgets the URL as written, for a writer with exclusive access
// to u: u is then the URL record alone.
func (u *URL) dropRef() {
	if !u.hasRef() {
		return
	}
	e := u.setExtra()
	e.ref, e.legacy = nil, nil
	u.c.hints &^= hintRef | hintPlainRef
}

// setLegacy records rest, what follows the scheme of u as written, for an
// absolute URL written in a legacy form (see legacyForm), for a writer with
// exclusive access to u, which has no reference: only the text is kept,
// in one allocation with a copy of u's extra state, and readRef reads it
// when asked, which few callers do.
func (u *URL) setLegacy(rest string) {
	e, p := setExtraWith[string](u)
	*p = rest
	e.legacy = p
	u.c.hints |= hintRef
}

// setExtra gives u a copy of its extra state (a zero one when it has
// none) and returns it, for a writer with exclusive access to u to change:
// the one u had may be shared with copies of u.
func (u *URL) setExtra() *extra {
	return u.setExtraIn(new(extra))
}

// setExtraWith is setExtra with a zero T beside the copy, in the same
// allocation, for the copy to point at: the state that only some extra
// states hold, each of which is its own type.
func setExtraWith[T string | fields](u *URL) (*extra, *T) {
	w := new(struct {
		x extra
		v T
	})
	return u.setExtraIn(&w.x), &w.v
}

// setExtraIn is setExtra with e, a new zero extra state, as the copy.
func (u *URL) setExtraIn(e *extra) *extra {
	if u.x != nil {
		*e = *u.x
	}
	u.x = e
	return e
}

// setSeen records f as u's exported fields as last set (see extra), for a
// writer with exclusive access to u: a copy of u's extra state and f are
// one allocation.
func (u *URL) setSeen(f fields) {
	e, p := setExtraWith[fields](u)
	*p = f
	e.seen = p
	u.c.hints |= hintSeen
}

// valid reports whether u holds a URL record (and not a reference, the
// zero URL, or the net/url serialization of fields that do not parse).
func (u *URL) valid() bool { return u.c.schemeEnd >= 0 && int(u.c.schemeEnd) < len(u.href) }

// usernameEnd returns where u's username ends in href: at the first ':'
// of the credentials (the userinfo percent-encode set encodes every ':' of
// a username), at the '@' without a password, and at hostStart without
// credentials.
func (u *URL) usernameEnd() int32 {
	c := &u.c
	if c.hostKind == HostNone || c.hostStart == c.schemeEnd+3 {
		return c.hostStart
	}
	userinfo := u.href[c.schemeEnd+3 : c.hostStart-1]
	if i := strings.IndexByte(userinfo, ':'); i >= 0 {
		return c.schemeEnd + 3 + int32(i)
	}
	return c.hostStart - 1
}

// port returns u's port, or -1 for a null port.
func (u *URL) port() int32 {
	c := &u.c
	if c.hostKind == HostNone || c.hostEnd == c.pathStart {
		return -1
	}
	_, port := portDigits(u.href[:c.pathStart], int(c.hostEnd)+1)
	return port
}

// portDigits reads the port state's buffer (step 1: while c is an ASCII
// digit, append c to buffer): the run of ASCII digits of s from i. It
// returns where the run ends and the number it spells, or, when that is
// greater than 2^16 − 1, a number that is too (it stops counting there, so
// that no run of digits overflows it). It is the one reader of a port: the
// port state, the setters that splice a port (see canonicalPort) and port,
// which reads a record's port off its href, go through it; it lives with
// the record, the lowest layer that reads a port.
// See https://url.spec.whatwg.org/#port-state.
func portDigits(s string, i int) (end int, port int32) {
	for ; i < len(s); i++ {
		d := s[i] - '0' // below '0' wraps around
		if d > 9 {
			break
		}
		if port <= 65535 {
			port = port*10 + int32(d)
		}
	}
	return i, port
}

func (u *URL) username() string {
	if u.c.hostKind == HostNone {
		return ""
	}
	return u.href[u.c.schemeEnd+3 : u.usernameEnd()]
}

func (u *URL) password() (string, bool) {
	_, pass, hasPass := u.credentials()
	return pass, hasPass
}

// credentials returns u's username and password, percent-encoded, and
// whether it has a password, with the end of the username found once.
func (u *URL) credentials() (user, pass string, hasPass bool) {
	c := &u.c
	if c.hostKind == HostNone {
		return "", "", false
	}
	end := u.usernameEnd()
	user = u.href[c.schemeEnd+3 : end]
	if end < c.hostStart-1 {
		return user, u.href[end+1 : c.hostStart-1], true
	}
	return user, "", false
}

func (u *URL) pathEnd() int32 {
	switch {
	case u.c.queryStart >= 0:
		return u.c.queryStart
	case u.c.fragmentStart >= 0:
		return u.c.fragmentStart
	}
	return int32(len(u.href))
}

func (u *URL) query() string {
	if u.c.queryStart < 0 {
		return ""
	}
	end := int32(len(u.href))
	if u.c.fragmentStart >= 0 {
		end = u.c.fragmentStart
	}
	return u.href[u.c.queryStart+1 : end]
}

// pathNeedsDot reports whether a URL whose host is null and whose path is
// not opaque is serialized with "/." before path, the serialized path (or
// anything that starts with it): when the path has more than one segment
// and the first is empty, so that it starts with "//" and would read as an
// authority ("web+demo:/.//not-a-host/"). It is the one statement of that
// rule, for the parser, the serializer, resolution and net/url's view.
// See https://url.spec.whatwg.org/#url-serializing (step 3).
func pathNeedsDot[S ~string | ~[]byte](path S) bool {
	return len(path) >= 2 && path[0] == '/' && path[1] == '/'
}

// fastShape reports whether c has the shape of a URL whose fields
// initCanonical may set: a host after "//" and no credentials, and a path
// that is not opaque. untouched (with the splices after it) relies on
// nothing more about a URL's href.
func (c *components) fastShape() bool {
	return c.hostKind != HostNone && c.hostStart == c.schemeEnd+3 && !c.opaquePath
}
