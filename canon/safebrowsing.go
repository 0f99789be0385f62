// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon

import (
	"errors"
	"net/netip"
	"strings"

	"github.com/weburl/url"
)

// ErrSafeBrowsingScheme is returned by SafeBrowsing and
// SafeBrowsingExpressions for a URL whose scheme is not http or https.
var ErrSafeBrowsingScheme = errors.New("canon: Safe Browsing canonicalizes only http and https URLs")

// ErrEmptyHost is returned by SafeBrowsing and SafeBrowsingExpressions when
// no host remains once the host's dots are removed ("http://.../").
var ErrEmptyHost = errors.New("canon: empty host")

// SafeBrowsing returns the canonical form of rawURL by the "URLs and
// Hashing" reference of the Google Safe Browsing API
// (https://developers.google.com/safe-browsing/v4/urls-hashing, with the
// IPv6 host rules of
// https://developers.google.com/safe-browsing/reference/URLs.and.Hashing).
// It gives the result that reference lists for every one of its examples.
//
// The specification starts from a URL that "the client has parsed and made
// valid"; here that is the URL Standard's parser. A string with no "://" is
// read with "http://" before it, as the examples do ("www.google.com" is
// "http://www.google.com/"). The parser removes leading and trailing spaces
// and every tab, CR and LF, drops the fragment, lower-cases the scheme and
// the host, applies IDNA, reads IPv4 addresses in any form ("3279880203"
// is "195.127.0.11") and removes dot segments. Then the specification's
// steps run on its host, path and query:
//
//   - each is percent-unescaped until it has no escapes left;
//   - the host loses its leading and trailing dots and each run of dots
//     becomes one; a host that is then an IPv4 address in any form is
//     written in four decimals, an IPv6 address in its shortest form, and an
//     IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) address as the
//     IPv4 address it holds; the host is lower-cased;
//   - in the path, "/./" becomes "/", "/../" removes the segment before it,
//     and each run of slashes becomes one; the query is left as it is;
//   - every byte at or below 0x20 or at or above 0x7F, "#" and "%" is
//     percent-escaped, with upper-case hex digits.
//
// A byte of the path or query that is not UTF-8 is U+FFFD, as the standard's
// parser reads it ("%EF%BF%BD" in the key); a host the parser rejects keeps
// its bytes ("\x80" is "%80", as in the specification's example).
//
// The port and the userinfo are dropped (the specification's example
// "http://www.gotaport.com:1234/" is "http://www.gotaport.com/"), and an
// empty query is kept ("http://www.google.com/q?" stays as it is).
//
// Where the standard's parser rejects the authority (a host with a space,
// "#" or a control character once its escapes are decoded, as in three of
// the specification's examples: "http://host%23.com/", "http://\x01\x80.com/",
// "http:// leadingspace.com/"), the authority is what follows "//" up to
// the first "/", "\", "?" or "#"; the userinfo and port are cut from it, its
// host goes through the steps above, and the rest of the URL is read by
// the standard's path and query setters.
//
// Two choices go beyond the specification's text, both so that a key reads
// back to itself: in a host that is not an IPv6 address, "/", "\", "?", "@"
// and ":" are escaped too (the specification would let an escaped "/" in a
// host end the host when the key is read again), and "\" is escaped in the
// path and the query (the URL Standard reads a raw "\" in an http path as
// "/", and a "?" that unescaping puts in the path starts the query when the
// key is read again). None of the specification's examples has either.
//
// The key is not always a URL in the URL Standard's serialization: the
// specification keeps bytes such as `"`, "<" and "^" raw and writes hosts
// the standard rejects. What holds instead is that SafeBrowsing(key) is key
// for every key it returns: read by the same steps, through the standard's
// parser, a key gives itself (this package's fuzz target checks it), and
// it has no byte that a URL cannot hold raw (no control, space or non-ASCII
// byte, no "#").
func SafeBrowsing(rawURL string) (string, error) {
	c, err := readSafeBrowsing(rawURL)
	if err != nil {
		return "", err
	}
	return c.String(), nil
}

// SafeBrowsingExpressions returns the host-suffix and path-prefix
// expressions of rawURL that Safe Browsing looks up, in the order of the
// specification's examples: for each host, each path. The hosts are the
// canonical host and, unless it is an IP address, up to four more formed
// from its last five labels by removing the leading label one at a time,
// down to two labels. The paths are the path with its query (when it has
// one), the path alone, and up to four prefixes: "/" and then the path's
// directories one more at a time, each with a trailing "/". An expression
// appears once. "http://a.b.c/1/2.html?param=1" gives "a.b.c/1/2.html?param=1",
// "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/", and the same four for "b.c".
// See https://developers.google.com/safe-browsing/v4/urls-hashing#suffixprefix-expressions.
func SafeBrowsingExpressions(rawURL string) ([]string, error) {
	c, err := readSafeBrowsing(rawURL)
	if err != nil {
		return nil, err
	}
	// The key reads back through the standard's parser with its first "?"
	// starting the query, so the expressions split it there too.
	path, query, hasQuery := c.path, c.query, c.hasQuery
	if i := strings.IndexByte(path, '?'); i >= 0 {
		if hasQuery {
			query = path[i+1:] + "?" + query
		} else {
			query = path[i+1:]
		}
		path, hasQuery = path[:i], true
	}

	hosts := []string{c.host}
	if !c.ip {
		labels := strings.Split(c.host, ".")
		for k := min(5, len(labels)-1); k >= 2; k-- {
			hosts = append(hosts, strings.Join(labels[len(labels)-k:], "."))
		}
	}
	var paths []string
	if hasQuery {
		paths = append(paths, path+"?"+query)
	}
	paths = append(paths, path)
	// The prefixes: "/", then one more directory at a time.
	for end, n := 1, 0; n < 4 && end <= len(path); n++ {
		if prefix := path[:end]; prefix != path {
			paths = append(paths, prefix)
		}
		next := strings.IndexByte(path[end:], '/')
		if next < 0 {
			break
		}
		end += next + 1
	}
	seen := make(map[string]bool, len(hosts)*len(paths))
	out := make([]string, 0, len(hosts)*len(paths))
	for _, h := range hosts {
		for _, p := range paths {
			if e := h + p; !seen[e] {
				seen[e] = true
				out = append(out, e)
			}
		}
	}
	return out, nil
}

// sbURL is a URL canonicalized for Safe Browsing: its scheme, and its host,
// path and query escaped.
type sbURL struct {
	scheme, host, path, query string
	hasQuery                  bool
	ip                        bool // the host is an IPv4 or IPv6 address
}

func (c *sbURL) String() string {
	var b strings.Builder
	b.Grow(len(c.scheme) + 3 + len(c.host) + len(c.path) + 1 + len(c.query))
	b.WriteString(c.scheme)
	b.WriteString("://")
	b.WriteString(c.host)
	b.WriteString(c.path)
	if c.hasQuery {
		b.WriteByte('?')
		b.WriteString(c.query)
	}
	return b.String()
}

// readSafeBrowsing parses rawURL and applies the specification's steps.
func readSafeBrowsing(rawURL string) (*sbURL, error) {
	s := rawURL
	u, err := url.Parse(s)
	if (err != nil || u.Protocol() == "" || u.Scheme != "http" && u.Scheme != "https") && !strings.Contains(s, "://") {
		// "Assume http" for a string with no scheme and authority, as the
		// specification's examples do ("www.google.com/").
		s = "http://" + strings.TrimLeft(s, c0OrSpace)
		u, err = url.Parse(s)
	}
	var c sbURL
	var host string
	var kind url.HostKind // the host's kind, when the standard's parser read it
	if err == nil && u.Protocol() != "" {
		if u.Scheme != "http" && u.Scheme != "https" {
			return nil, ErrSafeBrowsingScheme
		}
		c.scheme = u.Scheme
		host, kind = u.Hostname(), u.HostKind()
		if kind == url.HostIPv6 {
			host = "[" + host + "]"
		}
		c.path = u.Pathname()
		c.query, c.hasQuery = u.RawQuery, u.RawQuery != "" || u.ForceQuery
	} else {
		// The standard's parser rejected the URL, or read no authority.
		scheme, rest, ok := cutSchemeAuthority(s)
		if !ok {
			if err == nil {
				err = ErrNotAbsolute
			}
			return nil, err
		}
		if scheme != "http" && scheme != "https" {
			return nil, ErrSafeBrowsingScheme
		}
		c.scheme = scheme
		end := strings.IndexAny(rest, "/\\?#")
		if end < 0 {
			end = len(rest)
		}
		host = authorityHost(rest[:end])
		// The rest of the URL through the standard's path and query
		// setters, on a URL with a placeholder host.
		t, _ := url.Parse(scheme + "://h/")
		rest = rest[end:]
		rest, _, _ = strings.Cut(rest, "#")
		path, query, hasQuery := strings.Cut(rest, "?")
		t.SetPathname(path)
		c.path = t.Pathname()
		if hasQuery {
			t.SetSearch("?" + query)
			c.query, c.hasQuery = t.RawQuery, true
		}
	}
	var ok bool
	c.host, c.ip, ok = sbHost(host, kind)
	if !ok {
		return nil, ErrEmptyHost
	}
	c.path = sbEscape(sbPath(unescapeRepeatedly(c.path)), pathEscapes)
	if c.hasQuery {
		c.query = sbEscape(unescapeRepeatedly(c.query), pathEscapes)
	}
	return &c, nil
}

// cutSchemeAuthority splits s, a preprocessed URL string, into its
// lower-cased scheme and what follows its "://", if it has them.
func cutSchemeAuthority(s string) (scheme, rest string, ok bool) {
	s = strings.Trim(s, c0OrSpace)
	s = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
	i := strings.Index(s, "://")
	if i <= 0 {
		return "", "", false
	}
	for j := 0; j < i; j++ {
		c := s[j] | 0x20
		if !('a' <= c && c <= 'z' || j > 0 && ('0' <= s[j] && s[j] <= '9' || s[j] == '+' || s[j] == '-' || s[j] == '.')) {
			return "", "", false
		}
	}
	return asciiLower(s[:i]), s[i+3:], true
}

// asciiLower lower-cases the ASCII letters of s and keeps every other byte
// (strings.ToLower would replace invalid UTF-8).
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// authorityHost returns the host of an authority: what follows its last
// "@", up to a ":" that starts a port (outside an IPv6 address's brackets).
func authorityHost(auth string) string {
	if i := strings.LastIndexByte(auth, '@'); i >= 0 {
		auth = auth[i+1:]
	}
	if i := strings.LastIndexByte(auth, ':'); i >= 0 && strings.LastIndexByte(auth, ']') < i {
		auth = auth[:i]
	}
	return auth
}

// c0OrSpace is what the standard's parser trims from both ends of a URL
// string.
const c0OrSpace = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f "

// sbHost canonicalizes a host by the specification's host steps and
// escapes it. kind is the host's kind when the standard's host parser has
// read it already (0, HostNone, when not). ok is false when no host remains.
func sbHost(h string, kind url.HostKind) (host string, ip, ok bool) {
	d := collapseDots(unescapeRepeatedly(h))
	// The standard's host parser reads IPv4 addresses in every legal form,
	// IPv6 addresses, and maps an internationalized domain to ASCII. A host
	// it rejects (a space, "#", a control) stays as it is, lower-cased. A
	// host it has read and the steps above left alone is read already.
	w, parsed := d, kind != url.HostNone && d == h
	if !parsed {
		w, kind, parsed = standardHost(d)
	}
	if parsed {
		switch kind {
		case url.HostIPv4:
			return w, true, true
		case url.HostIPv6:
			if a, err := netip.ParseAddr(w[1 : len(w)-1]); err == nil {
				if a.Is4In6() {
					return a.Unmap().String(), true, true
				}
				if nat64.Contains(a) {
					b := a.As16()
					return netip.AddrFrom4([4]byte(b[12:])).String(), true, true
				}
			}
			return w, true, true
		}
		d = collapseDots(w)
	} else {
		d = asciiLower(d)
	}
	if d == "" {
		return "", false, false
	}
	return sbEscape(d, hostEscapes), false, true
}

// nat64 is the NAT64 well-known prefix, 64:ff9b::/96 (RFC 6052).
var nat64 = netip.MustParsePrefix("64:ff9b::/96")

// hostTemplate is a URL whose hostname setter runs the standard's host
// parser on a host string.
var hostTemplate, _ = url.Parse("http://h/")

// standardHost runs the URL Standard's host parser on h, through the
// hostname setter, and returns its serialization and kind. parsed is false
// when h is not a host by itself (it has a delimiter the setter would stop
// at) or the parser rejects it.
func standardHost(h string) (host string, kind url.HostKind, parsed bool) {
	if h == "" {
		return "", 0, false
	}
	if h[0] == '[' {
		if strings.IndexByte(h, ']') != len(h)-1 {
			return "", 0, false
		}
	} else if strings.ContainsAny(h, ":/\\?#@[]") {
		return "", 0, false
	}
	if h == "h" {
		return h, url.HostDomain, true
	}
	t := hostTemplate.Clone()
	t.SetHostname(h)
	if t.Hostname() == "h" {
		return "", 0, false // the setter failed and left the host
	}
	host = t.Hostname()
	if t.HostKind() == url.HostIPv6 {
		host = "[" + host + "]"
	}
	return host, t.HostKind(), true
}

// collapseDots removes the leading and trailing dots of h and makes each
// run of dots one.
func collapseDots(h string) string {
	h = strings.Trim(h, ".")
	if !strings.Contains(h, "..") {
		return h
	}
	var b strings.Builder
	for i := 0; i < len(h); i++ {
		if h[i] == '.' && h[i-1] == '.' {
			continue
		}
		b.WriteByte(h[i])
	}
	return b.String()
}

// unescapeRepeatedly percent-decodes s until it has no escapes left. A "%"
// that starts no escape is kept. Every round but the last shortens s by at
// least two bytes per escape, and a round is linear; the decoding is done
// in one left-to-right pass that re-reads a "%" it has just produced
// together with what follows, so the whole is linear too.
func unescapeRepeatedly(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	// b is a stack of output bytes; after pushing a byte, an escape that
	// ends at the top of the stack is decoded, and so on, which is what
	// decoding again and again until nothing changes gives.
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i])
		for n := len(b); n >= 3 && b[n-3] == '%' && isHex(b[n-2]) && isHex(b[n-1]); n = len(b) {
			d := unhex(b[n-2])<<4 | unhex(b[n-1])
			b = append(b[:n-3], d)
		}
	}
	return string(b)
}

// sbPath resolves "/./" and "/../" in a path and makes each run of slashes
// one, in that order, as the specification says.
func sbPath(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] == '/' && !strings.Contains(p, "//") && !strings.Contains(p, "/.") {
		return p // nothing to resolve or collapse
	}
	var segs []string
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	trailing := false
	for i, seg := range parts {
		last := i == len(parts)-1
		switch seg {
		case ".":
			trailing = last
		case "..":
			if len(segs) > 0 {
				segs = segs[:len(segs)-1]
			}
			trailing = last
		default:
			segs = append(segs, seg)
			trailing = false
		}
	}
	var b strings.Builder
	b.Grow(len(p) + 1)
	for _, seg := range segs {
		if seg == "" {
			continue // a run of slashes
		}
		b.WriteByte('/')
		b.WriteString(seg)
	}
	if trailing || len(segs) > 0 && segs[len(segs)-1] == "" || b.Len() == 0 {
		b.WriteByte('/')
	}
	return b.String()
}

// escapeSet says which bytes sbEscape escapes.
type escapeSet [256]bool

// newEscapeSet returns the specification's escape set, the bytes at or
// below 0x20 or at or above 0x7F, "#" and "%", plus the bytes of extra.
func newEscapeSet(extra string) *escapeSet {
	var e escapeSet
	for c := range 256 {
		e[c] = c <= 0x20 || c >= 0x7F || c == '#' || c == '%' || strings.IndexByte(extra, byte(c)) >= 0
	}
	return &e
}

// The escape sets of hosts (which must not end or split the authority
// when the key is read again) and of paths and queries (where "\" would
// read as "/").
var (
	hostEscapes = newEscapeSet(`/\?@:`)
	pathEscapes = newEscapeSet(`\`)
)

// sbEscape percent-escapes the bytes of s that are in set, with upper-case
// hex digits.
func sbEscape(s string, set *escapeSet) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !set[c] {
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s)+8)
			b = append(b, s[:i]...)
		}
		b = append(b, '%', upperHex[c>>4], upperHex[c&15])
	}
	if b == nil {
		return s
	}
	return string(b)
}
