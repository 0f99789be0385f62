// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// The URL API's setters. Each runs the basic URL parser with a state
// override on the URL, as the standard's setter does; a value the parser
// rejects leaves the URL as it was (or, where the standard says so, with
// the part that was parsed before the failure), and the setter returns why
// (see setter_errors.go).
// See https://url.spec.whatwg.org/#urlutils-members.

// overrideParser makes p, a zero parser, one that runs on value with the
// state override st, on u's URL record. (It sets p in place: a parser
// returned by value was copied once more, the base it holds included.)
func (u *URL) overrideParser(p *urlParser, value string, st state) {
	p.override = st
	p.input = removeTabAndNewline(value, p)
	p.setScheme(u.Scheme)
	p.c.hostKind = u.c.hostKind
	p.port = u.port()
	p.c.queryStart, p.c.fragmentStart = -1, -1
	p.hasCredentials = u.c.hostKind != HostNone && u.c.hostStart > u.c.schemeEnd+3
}

// cannotHaveCredentialsOrPort reports whether u's host is null or empty,
// or its scheme is "file".
// See https://url.spec.whatwg.org/#cannot-have-a-username-password-port.
func (u *URL) cannotHaveCredentialsOrPort() bool {
	return u.c.hostKind == HostNone || u.c.hostKind == HostEmpty || u.Scheme == "file"
}

// SetHref parses s, with no base, and makes u that URL, as the href setter
// does. If s does not parse, u is unchanged and the error (an *Error) is
// returned.
// See https://url.spec.whatwg.org/#dom-url-href.
func (u *URL) SetHref(s string) error {
	var v URL
	w, err := parseTo(&v, s, nil, nil, nil)
	if err != nil {
		return &Error{"parse", s, err}
	}
	// w is u's new URL, its fields derived already.
	*u = *w
	return nil
}

// SetProtocol sets the URL's scheme from s (a trailing ":" and anything
// after it is ignored), as the protocol setter does. A special scheme
// (http, https, ws, wss, ftp, file) cannot be changed to a non-special one
// or back, and a URL with credentials or a port cannot become a file: URL.
// See https://url.spec.whatwg.org/#dom-url-protocol.
func (u *URL) SetProtocol(s string) error {
	if u.spliceProtocol(s) {
		return nil // see splice.go
	}
	return u.setProtocol(s)
}

// setProtocol is SetProtocol for a value or a URL that cannot be spliced:
// the scheme start state on the URL record.
func (u *URL) setProtocol(s string) error {
	if !u.sync() {
		return setterError("protocol", s, ErrNotURLRecord)
	}
	var p urlParser
	u.overrideParser(&p, s+":", schemeStartState)
	err := p.run(schemeStartState)
	if !p.schemeSet {
		if err == nil {
			err = errNoChange
		}
		return setterError("protocol", s, err)
	}
	r := u.record()
	r.scheme = p.newScheme
	if p.portSet {
		r.port = p.port
	}
	u.setRecord(&r)
	return nil
}

// SetUsername sets the URL's username to s, percent-encoded, as the
// username setter does. A URL without a host, with an empty host, or with
// the file: scheme cannot have a username.
// See https://url.spec.whatwg.org/#dom-url-username.
func (u *URL) SetUsername(s string) error {
	ok, untouched := u.syncUntouched()
	if !ok {
		return setterError("username", s, ErrNotURLRecord)
	}
	if u.cannotHaveCredentialsOrPort() {
		return setterError("username", s, ErrCannotHaveCredentialsOrPort)
	}
	password, _ := u.password()
	u.setUserinfo(s, true, password, untouched)
	return nil
}

// SetPassword sets the URL's password to s, percent-encoded, as the
// password setter does.
// See https://url.spec.whatwg.org/#dom-url-password.
func (u *URL) SetPassword(s string) error {
	ok, untouched := u.syncUntouched()
	if !ok {
		return setterError("password", s, ErrNotURLRecord)
	}
	if u.cannotHaveCredentialsOrPort() {
		return setterError("password", s, ErrCannotHaveCredentialsOrPort)
	}
	u.setUserinfo(u.username(), false, s, untouched)
	return nil
}

// setUserinfo sets u's credentials to username and password, the one of
// them that encode says UTF-8 percent-encoded with the userinfo
// percent-encode set, the other as u has it: "username:password@", without
// ":" when password is empty and without "@" when both are. The new href
// is written once, with the encoding in place, into the one allocation
// that holds the new Userinfo too and the decoded username and password
// when they differ from the href's (see userinfoWithBytes).
// See https://url.spec.whatwg.org/#set-the-username.
func (u *URL) setUserinfo(username string, encodeUsername bool, password string, untouched bool) {
	start, end := u.c.schemeEnd+3, u.c.hostStart // after "//", up to the host
	user := spliceValue{username, nil, len(username)}
	pass := spliceValue{password, nil, len(password)}
	// A value the encoding leaves as it is ("bob") is copied.
	switch {
	case encodeUsername && needsUTF8PercentEncoding(username, &userinfoSet):
		user = encodedValue(username, &userinfoSet)
	case !encodeUsername && needsUTF8PercentEncoding(password, &userinfoSet):
		pass = encodedValue(password, &userinfoSet)
	}
	n := user.n
	if password != "" {
		n += 1 + pass.n
	}
	if n > 0 {
		n++ // "@"
	}
	total := len(u.href) - int(end-start) + n
	if total > hrefLimit {
		return // see ErrTooLong: u stays as it is, as setRecord leaves it
	}
	// Room after the href for the decoded username and password; or,
	// when fromHref reads every field off the new href (and makes its own
	// Userinfo), for the decoded path and fragment. (u is in sync, and a
	// URL record: the caller synced it; see spliceable.)
	fresh := !u.hasRef() && untouched && u.c.plain
	room, userRoom, passRoom := 0, 0, 0
	switch tail := u.href[u.c.pathStart:]; {
	case fresh:
		userRoom, passRoom = decodedRoom(username, user.n), decodedRoom(password, pass.n)
		room = userRoom + passRoom
	case !u.c.plain && hasPercentEncoded(tail):
		room = len(tail)
	}
	userinfo, b := userinfoWithBytes(total + room)
	c := u.c
	u.replaceRange(b[:total], start, end, &c, partUserinfo)
	k := appendSpliceValue(b, int(start), user)
	if password != "" {
		b[k] = ':'
		k = appendSpliceValue(b, k+1, pass)
	}
	if n > 0 {
		b[k] = '@'
	}
	// b[:total] is not written again: the href takes it as it is.
	href, slab := finishedString(b[:total]), b[total:total]
	if !fresh {
		c.plain = false // only isPlain may say so
		u.fromHref(href, c, slab)
		return
	}
	// Only the credentials change: the fields are the slices of the new
	// href that they were of the old (see initCanonical).
	c.plain = n == 0
	u.initCanonical(href, &c)
	if n == 0 {
		return // no credentials: User stays nil
	}
	// A value that takes no room decodes to its very bytes in the href.
	*userinfo = Userinfo{username: href[start : start+int32(user.n)], passwordSet: password != ""}
	if userRoom > 0 {
		userinfo.username, slab = decodedIn(userinfo.username, slab)
	}
	if password != "" {
		at := start + int32(user.n) + 1
		if userinfo.password = href[at : at+int32(pass.n)]; passRoom > 0 {
			userinfo.password, _ = decodedIn(userinfo.password, slab)
		}
	}
	u.User = userinfo
}

// decodedRoom returns the room that decodedIn takes for the
// percent-decoding of s written as n bytes (UTF-8 percent-encoded, or as
// it is): none when it has no percent-encoded byte (it is a slice of the
// href then), n for a short one (see decodedLen), and for a long one its
// decoding's length: len(s), or three bytes for each byte when s is not
// valid UTF-8 (a byte of invalid UTF-8 decodes to U+FFFD).
func decodedRoom(s string, n int) int {
	switch {
	case n == len(s) && (s == "" || strings.IndexByte(s, '%') < 0):
		return 0
	case n <= largeInput:
		return n
	case utf8.ValidString(s):
		return len(s)
	}
	return 3 * len(s)
}

// decodedIn returns s percent-decoded: s itself when it has no
// percent-encoded byte, and otherwise written into slab, which has
// decodedLen(s) bytes of room; and what is left of slab.
func decodedIn(s string, slab []byte) (string, []byte) {
	i := percentEncodedByte(s)
	if i < 0 {
		return s, slab
	}
	d := slab[:decodedLen(s)]
	k := copy(d, s[:i])
	k += percentDecodeTo(d[k:], s[i:], false)
	// d[:k] is not written again.
	return finishedString(d[:k]), slab[k:k]
}

// userinfoWithBytes returns a new Userinfo and n new bytes in one
// allocation: the Userinfo sits at the start of a struct whose array
// holds the bytes (as newURL puts a URL beside its bytes), and strings
// into the bytes keep it alive.
func userinfoWithBytes(n int) (*Userinfo, []byte) {
	switch {
	case n <= 64:
		w := new(struct {
			u Userinfo
			b [64]byte
		})
		return &w.u, w.b[:n]
	case n <= 128:
		w := new(struct {
			u Userinfo
			b [128]byte
		})
		return &w.u, w.b[:n]
	}
	return new(Userinfo), make([]byte, n)
}

// SetHost sets the URL's host, and its port if s has one, as the host
// setter does: "example.com:8080" sets both. Like every setter, it returns
// nil when it applied s, and otherwise says why it left the URL unchanged
// or changed it only in part: SetHost("bad host") returns an *Error
// wrapping the validation.Error domain-to-ASCII (see
// ErrValueIgnored for the other reasons).
// See https://url.spec.whatwg.org/#dom-url-host.
func (u *URL) SetHost(s string) error {
	if u.spliceHost(s, true) {
		return nil // see splice.go
	}
	return u.setHost("host", s, hostState)
}

// SetHostname sets the URL's host, as the hostname setter does; s must not
// have a port.
// See https://url.spec.whatwg.org/#dom-url-hostname.
func (u *URL) SetHostname(s string) error {
	if u.spliceHost(s, false) {
		return nil // see splice.go
	}
	return u.setHost("hostname", s, hostnameState)
}

// setHost is SetHost and SetHostname for a value or a URL that cannot be
// spliced: the host or hostname state on the URL record.
func (u *URL) setHost(attr, s string, st state) error {
	// An ASCII domain with upper-case letters ("EXAMPLE.org"): the domain
	// parser lowers an ASCII domain before anything else, so the lowered
	// value, when in canonical form (which takes no byte that is not
	// ASCII), splices where it would (a port's digits do not change).
	if v := asciiLower(s); v != s && u.spliceHost(v, st == hostState) {
		return nil
	}
	return u.setHostRecord(attr, s, st)
}

// setHostRecord is setHost on the URL record: the host or hostname state
// with a state override, then the record serialized again.
func (u *URL) setHostRecord(attr, s string, st state) error {
	ok := u.sync()
	if !ok {
		return setterError(attr, s, ErrNotURLRecord)
	}
	// If this's URL has an opaque path, then return.
	if u.c.opaquePath {
		return setterError(attr, s, ErrOpaquePath)
	}
	var p urlParser
	u.overrideParser(&p, s, st)
	port := p.port // u's (see overrideParser), read once
	err := p.run(st)
	if !p.hostSet && !p.portSet {
		if err == nil {
			err = errNoChange
		}
		return setterError(attr, s, err)
	}
	var r record
	u.recordTo(&r, port)
	if p.hostSet {
		r.host, r.hostKind = p.newHost(), p.newHostKind
	}
	if p.portSet {
		r.port = p.port
	}
	u.setRecord(&r)
	// A failure after the host (a bad port in "h:99999") keeps the host.
	return setterError(attr, s, err)
}

// SetPort sets the URL's port from the digits s starts with, as the port
// setter does; "" removes the port, and a port equal to the scheme's
// default is removed too.
// See https://url.spec.whatwg.org/#dom-url-port.
func (u *URL) SetPort(s string) error {
	if u.splicePort(s) {
		return nil // see splice.go
	}
	return u.setPort(s)
}

// setPort is SetPort for a value or a URL that cannot be spliced: the port
// state on the URL record.
func (u *URL) setPort(s string) error {
	if !u.sync() {
		return setterError("port", s, ErrNotURLRecord)
	}
	if u.cannotHaveCredentialsOrPort() {
		return setterError("port", s, ErrCannotHaveCredentialsOrPort)
	}
	r := u.record()
	if s == "" {
		r.port = -1
	} else {
		var p urlParser
		u.overrideParser(&p, s, portState)
		err := p.run(portState)
		if !p.portSet {
			if err == nil {
				err = errNoChange
			}
			return setterError("port", s, err)
		}
		r.port = p.port
	}
	u.setRecord(&r)
	return nil
}

// SetPathname sets the URL's path, as the pathname setter does. A URL with
// an opaque path ("mailto:x") keeps it.
// See https://url.spec.whatwg.org/#dom-url-pathname.
func (u *URL) SetPathname(s string) error {
	if u.splicePathname(s) {
		return nil // see splice.go
	}
	return u.setPathname(s)
}

// setPathname is SetPathname for a value or a URL that cannot be spliced:
// the path start state on the URL record.
func (u *URL) setPathname(s string) error { return u.setPathnameState(s, true) }

// setPathnameState is setPathname; short says whether a URL whose fields
// are all slices of its href may keep them so (see initCanonical), rather
// than have them read again off the new href.
func (u *URL) setPathnameState(s string, short bool) error {
	ok, untouched := u.syncUntouched()
	if !ok {
		return setterError("pathname", s, ErrNotURLRecord)
	}
	if u.c.opaquePath {
		return setterError("pathname", s, ErrOpaquePath)
	}
	var p urlParser
	u.overrideParser(&p, s, pathStartState)
	// A URL without a host whose path starts with an empty segment is
	// serialized with "/." before its path (see finish): what lies between
	// the scheme and the path is replaced too.
	start, end := u.c.pathStart, u.pathEnd()
	if u.c.hostKind == HostNone {
		start = u.c.schemeEnd + 1
	}
	p.out = u.newOut(utf8PercentEncodedLen(p.input, &pathSet)+1, int(end-start))
	p.run(pathStartState)
	sep := ""
	if u.c.hostKind == HostNone && pathNeedsDot(p.out) {
		sep = "/."
	}
	c := u.c
	c.pathStart = start + int32(len(sep))
	href, ok := u.replaceSerialized(start, end, partPath, sep, p.out, &c)
	if !ok {
		return nil
	}
	path := href[c.pathStart : int(c.pathStart)+len(p.out)] // p.out holds the href now
	if short && untouched && u.c.plain && !u.hasRef() && c.hostKind != HostNone && pathIsPlain(path) {
		// Only the path changed, and like the rest it needs no decoding:
		// the fields become the slices of the new href that they were of
		// the old, as a splice makes them.
		u.initCanonical(href, &c)
		return nil
	}
	u.setSerialized(href, c)
	return nil
}

// SetSearch sets the URL's query, as the search setter does: one leading
// "?" is dropped, and "" removes the query.
// See https://url.spec.whatwg.org/#dom-url-search.
func (u *URL) SetSearch(s string) error {
	// A query in canonical form is spliced (see splice.go); any other is
	// spliced encoded as the query state would write it, unless it is
	// long: the room a splice keeps for decoding would then break
	// SECURITY.md's bound, and the state machine encodes it once, into its
	// href (see newOut).
	if scanPairs(s, 0, fastQuery) != len(s) {
		if len(s) <= largeInput && u.spliceSearch(s, true) {
			return nil
		}
		return u.setSearch(s)
	}
	if u.spliceSearch(s, false) {
		return nil
	}
	return u.setSearch(s)
}

// setSearch is SetSearch for a value or a URL that cannot be spliced: the
// query state, writing the value into the new href once (see newOut).
func (u *URL) setSearch(s string) error {
	if !u.sync() {
		return setterError("search", s, ErrNotURLRecord)
	}
	if s == "" {
		r := u.record()
		r.query, r.hasQuery = "", false
		u.setRecord(&r)
	} else {
		query := s
		if s[0] == '?' {
			query = s[1:]
		}
		var p urlParser
		u.overrideParser(&p, query, queryState)
		start, end := u.pathEnd(), u.c.fragmentStart
		if end < 0 {
			end = int32(len(u.href))
		}
		// The special-query set holds the query set: enough room either way.
		p.out = u.newOut(utf8PercentEncodedLen(p.input, &specialQuerySet), int(end-start))
		p.run(queryState)
		c := u.c
		c.queryStart = start
		if href, ok := u.replaceSerialized(start, end, partQuery, "?", p.out, &c); ok {
			u.setSerialized(href, c)
		}
	}
	return nil
}

// SetHash sets the URL's fragment, as the hash setter does: one leading "#"
// is dropped, and "" removes the fragment.
// See https://url.spec.whatwg.org/#dom-url-hash.
func (u *URL) SetHash(s string) error {
	// A fragment in canonical form is spliced (see splice.go); any other is
	// encoded as the fragment state would, then spliced, unless it is long
	// (see SetSearch).
	fragment := s
	if s != "" && s[0] == '#' {
		fragment = s[1:]
	}
	i, all := scanClass(fragment, 0, fastFragment)
	if i == len(fragment) && u.spliceHash(s, all, false) {
		return nil
	}
	if i != len(fragment) && len(s) <= largeInput && u.spliceHash(s, 0, true) {
		return nil
	}
	return u.setHash(s)
}

// setHash is SetHash for a value or a URL that cannot be spliced: the
// fragment state, writing the value into the new href once (see newOut).
func (u *URL) setHash(s string) error {
	if !u.sync() {
		return setterError("hash", s, ErrNotURLRecord)
	}
	if s == "" {
		r := u.record()
		r.fragment, r.hasFragment = "", false
		u.setRecord(&r)
		return nil
	}
	fragment := s
	if s[0] == '#' {
		fragment = s[1:]
	}
	var p urlParser
	u.overrideParser(&p, fragment, fragmentState)
	start, end := u.c.fragmentStart, int32(len(u.href))
	if start < 0 {
		start = end
	}
	p.out = u.newOut(utf8PercentEncodedLen(p.input, &fragmentSet), int(end-start))
	p.run(fragmentState)
	c := u.c
	c.fragmentStart = start
	if href, ok := u.replaceSerialized(start, end, partFragment, "#", p.out, &c); ok {
		u.setSerialized(href, c)
	}
	return nil
}

// Long values: a setter that runs the parser has it write the value's
// serialization into a buffer with room for the rest of the href, and
// moves it into place there, so that the value is written once. Through
// the URL record, the value was serialized, then copied into a new href
// (and its buffer grew by appending): SetPathname of 1 MiB of invalid
// UTF-8 allocated 62 bytes per input byte, SetUsername 70 (TestSetterMemory
// bounds them by 12).

// newOut returns an empty buffer with room for n bytes of a value's
// serialization and the rest of u's href, less the replaced bytes old.
func (u *URL) newOut(n, old int) []byte {
	return make([]byte, 0, n+len(u.href)-old+2)
}

// replaceSerialized makes out, which holds the serialization of a value,
// u's href from start to end, a range that ends with part p (not changed
// otherwise), with sep before it: the bytes of out move to start+len(sep),
// within out when it has room, and replaceRange writes the rest of the
// href around them and shifts c's offsets. It returns the new href, or
// false when the URL would be too long (see ErrTooLong): the setter then
// leaves u as it is, as setRecord does.
func (u *URL) replaceSerialized(start, end int32, p hrefPart, sep string, out []byte, c *components) (href string, ok bool) {
	n := len(out)
	total := len(u.href) - int(end-start) + len(sep) + n
	if total > hrefLimit {
		return "", false
	}
	var b []byte
	if cap(out) >= total {
		b = out[:total]
	} else {
		b = make([]byte, total)
	}
	at := int(start) + len(sep)
	copy(b[at:], out[:n]) // first: copy moves overlapping bytes
	u.replaceRange(b, start, end, c, p)
	copy(b[start:], sep)
	return finishedString(b), true // b is not written again
}

// setSerialized makes u the URL whose href is href, its components c:
// setRecord for an href replaceSerialized built.
func (u *URL) setSerialized(href string, c components) {
	c.plain = false // only isPlain may say so
	u.fromHref(href, c, nil)
}

// setQueryFromSearchParams sets u's query to query, the serialization of
// its SearchParams, or to null when query is "": the URLSearchParams update
// steps. A u that is no URL record (net/url's reading, a reference) has no
// query for the standard to set: its RawQuery is set instead, as a net/url
// program sets it from its Values, so that the change shows in String and
// is not lost.
// See https://url.spec.whatwg.org/#concept-urlsearchparams-update.
func (u *URL) setQueryFromSearchParams(query string) {
	if !u.sync() {
		u.RawQuery, u.ForceQuery = query, false
		return
	}
	r := u.record()
	r.query, r.hasQuery = query, query != ""
	u.setRecord(&r)
}

// The errors a setter returns. A setter does what the standard's setter
// does; where that is to ignore the value, or to keep only the part parsed
// before a failure, it also returns why, as an *Error whose Op is "set"
// and the attribute ("set host"), whose URL is the value, and whose Err is
// one of these or the validation.Error that made the parser fail
// ("port-out-of-range", "domain-to-ASCII", …). A nil error means
// the value was applied.
var (
	// ErrNotURLRecord: the URL is not a URL record of the standard (a
	// reference, net/url's reading of a URL, or assigned fields that do
	// not form a URL), so no setter changes it.
	ErrNotURLRecord = errors.New("not a URL record: a reference, net/url's reading, or fields that do not form a URL")

	// ErrOpaquePath: the URL has an opaque path ("mailto:x"), so its host
	// and path cannot be set.
	ErrOpaquePath = errors.New("the URL has an opaque path")

	// ErrCannotHaveCredentialsOrPort: the URL has no host, an empty host,
	// or the file: scheme, so its username, password and port cannot be
	// set.
	// See https://url.spec.whatwg.org/#cannot-have-a-username-password-port.
	ErrCannotHaveCredentialsOrPort = errors.New("the URL cannot have a username, password or port")

	// ErrValueIgnored: the standard's setter returns without a change for
	// this value: a scheme that would change between special and
	// non-special (or to file: with credentials or a port, or from file:
	// with an empty host), a hostname followed by a port, an empty host
	// for a special URL, a port that does not start with a digit.
	ErrValueIgnored = errors.New("the standard's setter ignores this value")
)

// setterError returns the error of the setter of attr for value: nil when
// err is nil, and otherwise an *Error explaining err (errNoChange, from
// the parser, becomes ErrValueIgnored).
func setterError(attr, value string, err error) error {
	if err == nil {
		return nil
	}
	if err == errNoChange {
		err = ErrValueIgnored
	}
	return &Error{"set " + attr, value, err}
}
