// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// net/url's reading of the connection strings Parse meets most, read
// without net/url: a lower-case scheme that is not special, "//", an
// optional userinfo, a host or a list of hosts ("foo:1,bar:2"), and a
// path, query and fragment with nothing net/url decodes or escapes. For
// such a string net/url's fields are slices of it and its String is the
// string itself, so the reading is one allocation and String returns the
// href. Every other string is read by net/url's Parse (see netReadingOf).
// FuzzNetShape checks the reading and its String against net/url's.

// netShape locates net/url's fields in a string that scanNetShape accepts:
//
//	postgres://user:secret@foo:1,bar:2/db?sslmode=disable#f
//	        |      |      |           |  |                |
//	        |      colon  hostStart   |  queryStart       fragmentStart
//	        schemeEnd                 pathStart
//
// The userinfo, when there is one, runs from schemeEnd+3 to hostStart-1,
// where the "@" is; colon is the ":" that ends its username, or -1.
type netShape struct {
	schemeEnd, colon, hostStart, pathStart, queryStart, fragmentStart int
	// multiColon is true when the host has a ":" other than its last.
	multiColon bool
}

// The classes of bytes that net/url keeps as they are, a bit per field:
// it neither decodes them (no "%") nor escapes them when it writes the
// field back, and they do not end the field. The path's and the
// fragment's are fastNetPath and fastNetFragment.
const (
	netUserByte  = 1 << iota // in a username or password: not ":", "@", "/", "?"
	netHostByte              // in a host but ":": not "[", "]", which start and end an IPv6 literal
	netQueryByte             // in a query: no control, not "#"; net/url keeps any other byte as it is
	netDigit                 // an ASCII digit, in a port
)

// netClass holds the classes of each byte, from net/url's escaping rules
// (shouldEscape).
var netClass = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		if b >= 0x20 && b != 0x7f && b != '#' {
			t[c] |= netQueryByte
		}
		if b >= 0x80 || b == '%' {
			// Non-ASCII is escaped in every field but the query.
			continue
		}
		if !shouldEscape(b, encodeUserPassword) {
			t[c] |= netUserByte
		}
		if !shouldEscape(b, encodeHost) && b != ':' && b != '[' && b != ']' {
			t[c] |= netHostByte
		}
		if '0' <= b && b <= '9' {
			t[c] |= netDigit
		}
	}
	return
}()

// scanNetShape reports whether s has the shape above, and where its
// fields lie, for an s whose scheme is in lower case, not special, and
// ends at the ":" at schemeEnd, as netSchemeColon finds it. It reads s as
// net/url's Parse does: the fragment follows the first "#", the query the
// first "?" before it; the authority follows the scheme's "://" up to the
// first "/" or the query, its host follows its last "@", and the last ":"
// of the host must be followed by a port of digits only (parseHost, for
// a scheme that is not http or https: a list of hosts). The shape leaves
// out what net/url changes when it writes a field back: an upper-case
// scheme, which it lowers, an empty fragment, which it drops, and an
// empty authority with no path ("sc://"), which it writes without "//".
func scanNetShape(s string, schemeEnd int) (p netShape, ok bool) {
	i := schemeEnd
	if len(s)-i < 3 || s[i:i+3] != "://" {
		return p, false
	}
	p.schemeEnd, p.colon = i, -1
	i += 3
	p.hostStart = i
	// The authority. user is the AND of the classes of its bytes up to
	// the first "@" but the ":", and port that of the bytes after the last
	// ":": a userinfo has user bytes only, a port digits only.
	user, port := uint8(netUserByte), uint8(netDigit)
	firstColon, lastColon := -1, -1
	for {
		for ; i < len(s); i++ {
			k := netClass[s[i]]
			if k&netHostByte == 0 {
				break
			}
			user &= k
			port &= k
		}
		if i == len(s) {
			break
		}
		if s[i] == ':' {
			if firstColon < 0 {
				firstColon = i
			}
			lastColon, port = i, netDigit
		} else if s[i] == '@' {
			if user&netUserByte == 0 || lastColon != firstColon {
				// A second "@", a byte net/url escapes in a userinfo,
				// or a ":" in the password.
				return p, false
			}
			user = 0
			p.colon, p.hostStart = firstColon, i+1
			firstColon, lastColon = -1, -1
		} else {
			break
		}
		i++
	}
	if firstColon >= 0 && port == 0 {
		// A port with a byte other than a digit.
		return p, false
	}
	p.multiColon = firstColon != lastColon
	p.pathStart = i
	if i < len(s) && s[i] == '/' {
		i = scanPairs(s, i, fastNetPath)
	}
	p.queryStart, p.fragmentStart = -1, -1
	if i < len(s) && s[i] == '?' {
		p.queryStart = i
		for i++; i < len(s) && netClass[s[i]]&netQueryByte != 0; i++ {
		}
	}
	if i < len(s) && s[i] == '#' {
		p.fragmentStart = i
		i = scanPairs(s, i+1, fastNetFragment)
		if i == p.fragmentStart+1 {
			return p, false // "#" alone, which String drops
		}
	}
	// net/url writes "//" only before a host, userinfo or path.
	return p, i == len(s) && (p.hostStart > p.schemeEnd+3 || p.pathStart > p.hostStart || p.pathEnd(s) > p.pathStart)
}

// pathEnd returns the end of the path in s.
func (p *netShape) pathEnd(s string) int {
	switch {
	case p.queryStart >= 0:
		return p.queryStart
	case p.fragmentStart >= 0:
		return p.fragmentStart
	}
	return len(s)
}

// netFields are the fields of net/url's reading of a string that
// scanNetShape accepts, all slices of it: the exported fields, and User's.
type netFields struct {
	scheme, host, path, rawQuery, fragment string
	username, password                     string
	hasUser, passwordSet, forceQuery       bool
}

// fields returns the fields of net/url's reading of s, which p locates.
// (Returned, not stored through a pointer: a store of a pointer through
// a pointer takes the write barrier while the collector marks.)
func (p *netShape) fields(s string) (f netFields) {
	end := len(s)
	if p.fragmentStart >= 0 {
		f.fragment, end = s[p.fragmentStart+1:], p.fragmentStart
	}
	if p.queryStart >= 0 {
		f.rawQuery, end = s[p.queryStart+1:end], p.queryStart
		f.forceQuery = f.rawQuery == ""
	}
	f.scheme, f.host, f.path = s[:p.schemeEnd], s[p.hostStart:p.pathStart], s[p.pathStart:end]
	if f.hasUser = p.hostStart > p.schemeEnd+3; f.hasUser {
		f.username = s[p.schemeEnd+3 : p.hostStart-1]
		if f.passwordSet = p.colon >= 0; f.passwordSet {
			f.username, f.password = s[p.schemeEnd+3:p.colon], s[p.colon+1:p.hostStart-1]
		}
	}
	return f
}

// netURLWithUser is a URL and its Userinfo, allocated together.
type netURLWithUser struct {
	u    URL
	user Userinfo
}

// reading returns net/url's reading of s, which p locates, as netReading
// makes it, in one allocation: its href is s, and its components locate
// the host (hostStart to hostEnd) and the start of the path (pathStart)
// in it, so that String finds the other fields again without reading s
// again (see netHrefInSync). They locate nothing else: schemeEnd,
// queryStart and fragmentStart are -1, as in every net/url reading.
func (p *netShape) reading(s string) *URL {
	f := p.fields(s)
	var u *URL
	if f.hasUser {
		b := &netURLWithUser{user: Userinfo{f.username, f.password, f.passwordSet}}
		u = &b.u
		u.User = &b.user
	} else {
		u = new(URL)
	}
	u.href = s
	u.Scheme, u.Host, u.Path, u.RawQuery, u.ForceQuery, u.Fragment = f.scheme, f.host, f.path, f.rawQuery, f.forceQuery, f.fragment
	u.c = components{schemeEnd: -1, queryStart: -1, fragmentStart: -1, hostKind: HostNetURL}
	if len(s) <= maxHref {
		u.c.hostStart, u.c.hostEnd, u.c.pathStart = int32(p.hostStart), int32(p.pathStart), int32(p.pathStart)
	}
	return u
}

// netHrefInSync reports whether u, which holds net/url's reading of a
// URL, has the fields that reading made: then String is its href, and
// is not written again. That is so when reading made u (its pathStart is
// not 0, for a URL from netReading it is) and a program assigned no field
// since, or only the same values. The other places of the fields in href
// are those scanNetShape found: the scheme has no ":", so it ends at the
// first; a username has no ":", so the first of the userinfo ends it;
// the path has no "?" and no "#", and the query no "#", so the first "#"
// after the path's start starts the fragment and the first "?" before
// it the query.
func (u *URL) netHrefInSync() bool {
	s := u.href
	p := netShape{hostStart: int(u.c.hostStart), pathStart: int(u.c.pathStart), colon: -1, queryStart: -1, fragmentStart: -1}
	if p.pathStart == 0 {
		return false
	}
	p.schemeEnd = strings.IndexByte(s, ':')
	if i := p.schemeEnd + 3; p.hostStart > i {
		if k := strings.IndexByte(s[i:p.hostStart], ':'); k >= 0 {
			p.colon = i + k
		}
	}
	rest := s[p.pathStart:]
	if k := strings.IndexByte(rest, '#'); k >= 0 {
		p.fragmentStart, rest = p.pathStart+k, rest[:k]
	}
	if k := strings.IndexByte(rest, '?'); k >= 0 {
		p.queryStart = p.pathStart + k
	}
	if u.OmitHost || len(u.Opaque)|len(u.RawPath)|len(u.RawFragment) != 0 {
		return false
	}
	f := p.fields(s)
	if f.hasUser {
		if u.User == nil || *u.User != (Userinfo{f.username, f.password, f.passwordSet}) {
			return false
		}
	} else if u.User != nil {
		return false
	}
	return u.Scheme == f.scheme && u.Host == f.host && u.Path == f.path && u.RawQuery == f.rawQuery &&
		u.ForceQuery == f.forceQuery && u.Fragment == f.fragment
}
