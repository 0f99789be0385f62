// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"strings"
)

func (u *URL) exported() fields {
	return fields{u.Scheme, u.Opaque, u.User, u.Host, u.Path, u.Fragment, u.RawQuery, u.RawPath, u.RawFragment, u.ForceQuery, u.OmitHost}
}

// snapshot records the exported fields as they are now, for a URL whose
// fields are not the plain reading of its href.
func (u *URL) snapshot() {
	u.setSeen(u.exported())
}

// untouched reports whether u is exactly as initCanonical or initFromHref
// (or a setter that splices the href) left it: every field the very
// string (the same bytes, not only equal ones) that they took from the
// href. That is a URL with a host right after "//", or after credentials
// that User holds as slices of the href (see userUntouched), or with an
// opaque path, none of whose hints says that a field was decoded or is a
// hint (c.hints is zero: nothing was decoded, no field was recorded as
// set), but for hintRef alone: the text of a legacy form, which says
// nothing of the fields (see setLegacy; a reference's URL has hintSeen
// too). It compares the strings' lengths and addresses, so String on such
// a URL costs the same whatever its length, and a false answer only
// sends inSync to the full comparison. The differences are ORed into one number tested once,
// rather than a branch for each.
func (u *URL) untouched() bool {
	c := &u.c
	// A reading of net/url's (HostNetURL) locates no scheme: its fields
	// are never in sync (see netReading).
	if c.hints&^hintRef != 0 || u.OmitHost || c.schemeEnd < 0 {
		return false
	}
	path, notPath := u.Path, u.Opaque
	switch {
	case c.fastShape():
		if u.User != nil {
			return false
		}
	case c.opaquePath:
		// An opaque path's URL has no host (HostNone, which a reading
		// of net/url's, HostNetURL, is not): its Path is empty and
		// Opaque holds the path.
		if c.hostKind != HostNone || u.User != nil {
			return false
		}
		path, notPath = notPath, path
	default:
		if !u.userUntouched() {
			return false
		}
	}
	// off is not zero when a field is not the slice of the href it should
	// be (its length, or the address of its bytes, differs), or not empty
	// when it should be.
	off := uintptr(len(notPath) | len(u.RawPath) | len(u.RawFragment))
	h := addrOf(u.href)
	end := len(u.href)
	if fs := int(c.fragmentStart); fs >= 0 {
		off |= uintptr(len(u.Fragment)^(end-fs-1)) | away(u.Fragment, h+uintptr(fs)+1)
		end = fs
	} else {
		off |= uintptr(len(u.Fragment))
	}
	if qs := int(c.queryStart); qs >= 0 {
		if u.ForceQuery != (len(u.RawQuery) == 0) {
			return false
		}
		off |= uintptr(len(u.RawQuery)^(end-qs-1)) | away(u.RawQuery, h+uintptr(qs)+1)
		end = qs
	} else if len(u.RawQuery) != 0 || u.ForceQuery {
		return false
	}
	// The scheme is never empty; the host of a file: URL may be, the
	// host of an opaque path's URL is (hostStart is pathStart), and so
	// may be an opaque path.
	se, hs, ps := int(c.schemeEnd), int(c.hostStart), int(c.pathStart)
	off |= uintptr(len(u.Scheme)^se) | (addrOf(u.Scheme) ^ h) |
		uintptr(len(u.Host)^(ps-hs)) | away(u.Host, h+uintptr(hs)) |
		uintptr(len(path)^(end-ps)) | away(path, h+uintptr(ps))
	return off == 0
}

// userUntouched reports whether u has a host after credentials, and
// User holds them as initFromHref or a setter took them: the very slices
// of the href, which they are only when they have no "%" (the decoding of
// a percent-encoded byte has bytes of its own, and a username that is a
// slice of the href with a "%" in it was put there by a program).
func (u *URL) userUntouched() bool {
	c := &u.c
	if u.User == nil || c.hostKind == HostNone || c.opaquePath || c.hostStart <= c.schemeEnd+3 {
		return false
	}
	// The userinfo before the "@" has one ":" at most, before a password
	// (the userinfo percent-encode set encodes every other), so the
	// username is the very slice of it that ends where the password's
	// ":" is, or where the userinfo ends, and has no ":" itself; the
	// password, if any, is the rest: no need to locate the credentials
	// again.
	info := u.href[c.schemeEnd+3 : c.hostStart-1]
	user, pass := u.User.username, u.User.password
	n := len(user)
	switch {
	case n > len(info):
		return false
	case u.User.passwordSet:
		if n == len(info) || info[n] != ':' || len(pass) != len(info)-n-1 {
			return false
		}
	case n != len(info) || pass != "":
		return false
	}
	// SAFETY: the addresses are only compared, with those of the fields.
	h := addrOf(info)
	if away(user, h)|away(pass, h+uintptr(n)+1) != 0 {
		return false
	}
	// No "%" (a username with one, as a slice of the href, was put there
	// by a program: decoding gives bytes of their own), and no ":" but
	// the password's. A userinfo is short: one pass, byte by byte.
	for i := 0; i < len(info); i++ {
		if b := info[i]; b == '%' || b == ':' && i != n {
			return false
		}
	}
	return true
}

// plainUntouched reports whether u, a plain reference, is exactly as
// initPlainReference left it: Path, RawQuery and Fragment the very
// slices of href (the same bytes, as untouched compares them), every
// other field empty. A false answer only sends fieldsInSync to its full
// comparison.
func (u *URL) plainUntouched() bool {
	c := &u.c
	var fragment string
	if c.fragmentStart >= 0 {
		fragment = u.href[c.fragmentStart+1:]
	}
	query := u.query()
	return u.User == nil && len(u.Scheme)|len(u.Opaque)|len(u.Host)|len(u.RawPath)|len(u.RawFragment) == 0 &&
		!u.OmitHost && u.ForceQuery == (c.queryStart >= 0 && query == "") &&
		sameSlice(u.Path, u.href[:u.pathEnd()]) && sameSlice(u.RawQuery, query) && sameSlice(u.Fragment, fragment)
}

// inSync reports whether the exported fields are as the last parse or
// setter left them. Most fields are slices of href at known places, and
// comparing a string with itself stops at the pointers, so this is cheap;
// a URL that was never parsed (href "") is never in sync.
func (u *URL) inSync() bool {
	return u.untouched() || u.fieldsInSync() // see untouched
}

// fieldsInSync is inSync for a URL that untouched did not take: it
// compares the fields with the href's reading of them.
func (u *URL) fieldsInSync() bool {
	if seen := u.seen(); seen != nil {
		return u.exported() == *seen
	}
	c := &u.c
	if c.hints&hintPlainRef != 0 {
		// A plain reference's fields are slices of its href (see
		// initPlainReference): Path, RawQuery and Fragment, and nothing else.
		if u.plainUntouched() {
			return true
		}
		fragment := ""
		if c.fragmentStart >= 0 {
			fragment = u.href[c.fragmentStart+1:]
		}
		return u.exported() == fields{Path: u.href[c.pathStart:u.pathEnd()], Fragment: fragment,
			RawQuery: u.query(), ForceQuery: c.queryStart >= 0 && u.query() == ""}
	}
	if u.href == "" || c.schemeEnd < 0 || u.Scheme != u.href[:c.schemeEnd] {
		return false
	}
	path, host := u.href[c.pathStart:u.pathEnd()], ""
	if c.hostKind != HostNone {
		host = u.href[c.hostStart:c.pathStart]
	}
	var opaque, rawPath, fragment, rawFragment string
	switch {
	case c.opaquePath:
		opaque, path = path, ""
	case c.hints&hintRawPath != 0:
		rawPath = path
	}
	if c.fragmentStart >= 0 {
		fragment = u.href[c.fragmentStart+1:]
		if c.hints&hintRawFragment != 0 {
			rawFragment = fragment
		}
	}
	// Path and Fragment are the decodings of the serialized path and
	// fragment: the same strings when nothing was decoded, and compared
	// without decoding again otherwise.
	if c.hints&hintDecoded != 0 {
		if !decodesTo(path, u.Path) || !decodesTo(fragment, u.Fragment) {
			return false
		}
	} else if u.Path != path || u.Fragment != fragment {
		return false
	}
	return u.Host == host && u.Opaque == opaque && u.RawPath == rawPath && u.RawFragment == rawFragment &&
		u.RawQuery == u.query() && u.ForceQuery == (c.queryStart >= 0 && u.RawQuery == "") &&
		u.OmitHost == (c.hostKind == HostNone && !c.opaquePath) && u.userInSync()
}

// userInSync reports whether u.User holds u's credentials, decoded.
func (u *URL) userInSync() bool {
	if u.User == nil {
		return u.c.hostKind == HostNone || u.c.hostStart == u.c.schemeEnd+3
	}
	user, pass, hasPass := u.credentials()
	return u.User.passwordSet == hasPass && decodesTo(user, u.User.username) && decodesTo(pass, u.User.password)
}

// current returns the URL record the exported fields describe: u itself
// when they are in sync, and otherwise the parse of their net/url
// serialization (a URL with an empty href when that does not parse). It
// does not modify u, so that readers may share a URL.
func (u *URL) current() *URL {
	if u.inSync() {
		return u
	}
	if u.isNetReading() {
		// Fields assigned in a URL that holds net/url's reading keep it.
		return netReading(u.net())
	}
	return reparse(u.netString())
}

// reparse returns the parse of s, the net/url serialization of a URL's
// fields, or a URL with the href s and no record when s does not parse.
func reparse(s string) *URL {
	if v, err := parse(s, nil, nil, nil); err == nil {
		return v
	}
	return &URL{href: s, c: components{schemeEnd: -1}}
}

// sync makes u's record agree with its exported fields before a setter
// changes it, and reports whether u is then a URL record: a setter leaves
// a reference, or fields that do not form a URL, unchanged.
func (u *URL) sync() bool {
	ok, _ := u.syncUntouched()
	return ok
}

// syncUntouched is sync that also reports whether u was untouched (see
// untouched), and so still is: a setter that then splices, or writes the
// href anew, asks untouched once.
func (u *URL) syncUntouched() (ok, untouched bool) {
	if u.untouched() {
		return u.valid(), true
	}
	if !u.fieldsInSync() {
		v := u.current()
		if !v.valid() {
			return false, false
		}
		u.fromHref(v.href, v.c, nil)
	}
	return u.valid(), false
}

// net returns the exported fields as a net/url URL.
func (u *URL) net() *neturl.URL {
	return &neturl.URL{
		Scheme: u.Scheme, Opaque: u.Opaque, User: u.User.net(), Host: u.Host,
		Path: u.Path, RawPath: u.RawPath, ForceQuery: u.ForceQuery,
		RawQuery: u.RawQuery, Fragment: u.Fragment, RawFragment: u.RawFragment,
		OmitHost: u.OmitHost,
	}
}

// netString serializes the exported fields as net/url does (Go 1.27's
// net/url on every toolchain: see netSerialize), except that a path with
// no scheme and no authority before it that starts with "//" has "/."
// before it, as the standard's serializer writes such a path (see
// pathNeedsDot): net/url writes Path "//evil.com" as "//evil.com", which a
// browser reads as the host that Host, "", does not name.
func (u *URL) netString() string {
	s := netSerialize(u.net())
	if u.Scheme == "" && u.Host == "" && u.User == nil && pathNeedsDot(s) {
		return "/." + s
	}
	return s
}

// netSerialize returns n.String() under Go 1.27's rule for a path that
// starts with "//" in a URL without an authority (OmitHost, no host, no
// user): its first "/" is written "%2F". Go 1.26 writes
// &URL{Scheme: "http", OmitHost: true, Path: "//evil.example/p"} as
// "http://evil.example/p", which reads back with the host evil.example,
// while the fields have no host. The rule is applied through RawPath (a
// valid encoding of Path, so EscapedPath returns it), which leaves
// nothing for Go 1.27's own copy of the rule to change.
//
// It also writes "/" before a path that does not start with one after an
// authority: net/url writes it only when Host is not empty, so that
// &URL{Scheme: "https", User: User("u"), Path: "evil.com/p"} was
// "https://u@evil.com/p" (golang/go#81665), and "scheme:///p" with Path
// "p2" was "scheme://p2" (golang/go#79532): both read back with a host the
// fields do not name. A path after an authority starts with "/" in the
// standard's serialization too.
// See https://url.spec.whatwg.org/#url-serializing.
func netSerialize(n *neturl.URL) string {
	var s string
	if n.User != nil && n.Opaque == "" {
		s = netSerializeUser(n)
	} else {
		s = netSerializeFields(n)
	}
	if strings.Contains(n.Host, "%") && strings.HasPrefix(n.Host, "[") {
		return escapeZone(s)
	}
	return s
}

// netSerializeFields is netSerialize without the zone rule of escapeZone.
func netSerializeFields(n *neturl.URL) string {
	if n.Opaque != "" {
		return n.String()
	}
	if n.OmitHost && n.Host == "" && n.User == nil {
		if p := n.EscapedPath(); strings.HasPrefix(p, "//") {
			m := *n
			m.RawPath = "%2F" + p[1:]
			return m.String()
		}
		return n.String()
	}
	if n.Host == "" && (n.Scheme != "" || n.User != nil) && n.Path != "" && n.Path[0] != '/' {
		// net/url writes "//" here (a Path or User follows the scheme),
		// and then the path as it is.
		m := *n
		m.Path = "/" + n.Path
		if n.RawPath != "" {
			m.RawPath = "/" + n.RawPath
		}
		return m.String()
	}
	return n.String()
}

// netSerializeUser is netSerializeFields for an n with a User and no
// Opaque, whose String writes the escaped userinfo and "@" right after
// the scheme, its ":" and "//" (net/url writes "//" whenever User is set).
// It writes the same bytes as net/url's String, once: net/url's own
// escapes the password, concatenates it twice (Userinfo.String) and
// copies it again, 13 bytes allocated per byte of a long password of "@"
// (each "%40"). This asks net/url's String for the URL with an empty
// userinfo, and writes the escaped userinfo into its place in a buffer of
// the exact size.
func netSerializeUser(n *neturl.URL) string {
	m := *n
	m.User = netNoUser
	s := netSerializeFields(&m)
	at := 2 // after "//"
	if n.Scheme != "" {
		at += len(n.Scheme) + 1
	}
	if len(s) <= at || s[at] != '@' {
		return netSerializeFields(n) // not the layout above: net/url's own
	}
	user := n.User.Username()
	pass, hasPass := n.User.Password()
	size := len(s) + netEscapedLen(user, encodeUserPassword)
	if hasPass {
		size += 1 + netEscapedLen(pass, encodeUserPassword)
	}
	b := make([]byte, 0, size)
	b = append(b, s[:at]...)
	b = appendNetEscaped(b, user, encodeUserPassword)
	if hasPass {
		b = append(b, ':')
		b = appendNetEscaped(b, pass, encodeUserPassword)
	}
	b = append(b, s[at:]...)
	return finishedString(b) // b is not written again
}

// netNoUser is an empty userinfo, which net/url's String writes as "".
var netNoUser = new(neturl.Userinfo)

// netEscapedLen returns the length of s escaped as net/url does in mode
// (see netEscape), for a mode other than encodeQueryComponent.
func netEscapedLen(s string, mode escapeMode) int {
	n, bit := len(s), netEscapes(mode)
	for i := 0; i < len(s); i++ {
		if netEscapeTable[s[i]]&bit != 0 {
			n += 2
		}
	}
	return n
}

// appendNetEscaped appends s escaped as net/url does in mode (see
// netEscape), for a mode other than encodeQueryComponent.
func appendNetEscaped(b []byte, s string, mode escapeMode) []byte {
	bit := netEscapes(mode)
	for i := 0; i < len(s); i++ {
		if c := s[i]; netEscapeTable[c]&bit != 0 {
			b = appendPercentByte(b, c)
		} else {
			b = append(b, c)
		}
	}
	return b
}

// escapeZone percent-encodes the bytes of the IPv6 zone in s's authority
// that are neither unreserved nor part of a percent-encoded octet, so that
// the zone is RFC 6874's ZoneID, 1*( unreserved / pct-encoded ), which
// newer net/url and parseNetReading require (see netZoneValid): net/url
// writes the zone of Host "[fe80::1%a,b]" as "%25a,b", which neither reads
// back, and this writes "%25a%2Cb", which both read as that Host.
// See https://www.rfc-editor.org/rfc/rfc6874#section-2.
func escapeZone(s string) string {
	_, rest, ok := strings.Cut(s, "//")
	if !ok {
		return s
	}
	start := len(s) - len(rest)
	end := start + strings.IndexAny(rest+"/", "/?#")
	start += strings.LastIndexByte(s[start:end], '@') + 1
	bracket := strings.LastIndexByte(s[start:end], ']')
	if bracket < 0 || s[start] != '[' {
		return s
	}
	bracket += start
	zone := strings.Index(s[start:bracket], "%25")
	if zone < 0 || isZoneID(s[start+zone+3:bracket]) {
		return s
	}
	zone += start + 3
	var b strings.Builder
	b.Grow(len(s) + 2*(bracket-zone))
	b.WriteString(s[:zone])
	for i := zone; i < bracket; i++ {
		switch c := s[i]; {
		case isUnreserved(c):
			b.WriteByte(c)
		case c == '%' && i+2 < bracket && isHex(s[i+1]) && isHex(s[i+2]):
			b.WriteString(s[i : i+3])
			i += 2
		default:
			b.WriteByte('%')
			b.WriteByte(upperhex[c>>4])
			b.WriteByte(upperhex[c&15])
		}
	}
	b.WriteString(s[bracket:])
	return b.String()
}

func (u *Userinfo) net() *neturl.Userinfo {
	switch {
	case u == nil:
		return nil
	case u.passwordSet:
		return neturl.UserPassword(u.username, u.password)
	}
	return neturl.User(u.username)
}

// netReading returns a URL holding the fields of n, net/url's reading of a
// URL: HostKind is HostNetURL, and, as for a reference, the URL API's
// getters return "" and the setters leave it unchanged, since it is not a
// URL record of the standard.
//
// Its fields are all it has. Its components locate nothing (schemeEnd,
// queryStart and fragmentStart are -1) and it keeps no record of its
// fields as set (no hintSeen), so it is never in sync (see inSync): every
// method that reads offsets in the href of a URL in sync takes, for this
// one, the way it takes after a program assigns a field, which reads the
// fields through net() as net/url's own method does. String is then
// net/url's String of the fields, EscapedPath net/url's EscapedPath, and so
// on. (A record of its fields would make them in sync with an href that
// has no offsets to read: EscapedPath gave "" and EscapedFragment the href
// without its first byte.) Its href is empty: String writes net/url's
// String of the fields when asked (see reparsedHref), and nothing else
// reads the href of a URL that is not valid, so Parse does not write it.
// net/url's String escapes each field through builders it does not size:
// writing it at Parse as well took a path of bytes that net/url escapes
// to 16 bytes allocated per input byte, and a long password of "@" to 13
// (TestMemoryPerInputByteOps). A reading of the common shape, which
// netReadingOf makes without net/url (see netShape.reading), has the same
// fields, in one allocation, and its input as its href, which its
// components locate its host and path in, so that String finds that a
// program changed no field without writing the fields again; they locate
// nothing else.
func netReading(n *neturl.URL) *URL {
	u := &URL{
		Scheme: n.Scheme, Opaque: n.Opaque, Host: n.Host, Path: n.Path, RawPath: n.RawPath,
		ForceQuery: n.ForceQuery, RawQuery: n.RawQuery, Fragment: n.Fragment,
		RawFragment: n.RawFragment, OmitHost: n.OmitHost,
	}
	if n.User != nil {
		pass, set := n.User.Password()
		u.User = &Userinfo{n.User.Username(), pass, set}
	}
	u.c = components{schemeEnd: -1, queryStart: -1, fragmentStart: -1, hostKind: HostNetURL}
	return u
}

// isNetReading reports whether u holds net/url's reading of a URL (see
// netReading), as Parse made it or a program then assigned its fields.
func (u *URL) isNetReading() bool { return u != nil && u.c.hostKind == HostNetURL }
