// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"strings"
)

// Two paths run the toolchain's net/url: the serialization of fields a
// program assigned (netSerialize) and the reading of a non-web URL that
// the standard rejects (parseNetReading). Where a newer Go release changed
// net/url's answer to close a host confusion, the newer rule is applied
// here, so that a URL means the same on every supported toolchain.

// netSerialize returns n.String() under Go 1.27's rule for a path that
// starts with "//" in a URL without an authority (OmitHost, no host, no
// user): its first "/" is written "%2F". Go 1.26 writes
// &URL{Scheme: "http", OmitHost: true, Path: "//evil.example/p"} as
// "http://evil.example/p", which reads back with the host evil.example,
// while the fields have no host. The rule is applied through RawPath (a
// valid encoding of Path, so EscapedPath returns it), which leaves
// nothing for Go 1.27's own copy of the rule to change.
func netSerialize(n *neturl.URL) string {
	if n.Opaque == "" && n.OmitHost && n.Host == "" && n.User == nil {
		if p := n.EscapedPath(); strings.HasPrefix(p, "//") {
			m := *n
			m.RawPath = "%2F" + p[1:]
			return m.String()
		}
	}
	return n.String()
}

// netZoneValid reports whether the IPv6 zone identifier in rawURL's
// authority, if there is one, is RFC 6874's ZoneID, 1*( unreserved /
// pct-encoded ), the rule of the fix for golang/go#78569. Older net/url
// accepts any code point there but a few controls, so
// "memcached://[::1%25]evil.com]:11211/" reads with the hostname
// "::1%]evil.com": the zone absorbs the "]" that closed the literal. The
// authority is found as net/url finds it: after the scheme's ":" and "//",
// up to the first "/" of what is left once the fragment and the query are
// cut off, and after its last "@"; the literal runs from its leading "["
// to the last "]", and its zone from the first "%25" before that "]".
func netZoneValid(rawURL string) bool {
	rest, _, _ := strings.Cut(rawURL, "#")
	rest, _, _ = strings.Cut(rest, "?")
	_, rest, _ = strings.Cut(rest, ":")
	if !strings.HasPrefix(rest, "//") {
		return true
	}
	host, _, _ := strings.Cut(rest[2:], "/")
	host = host[strings.LastIndexByte(host, '@')+1:]
	end := strings.LastIndexByte(host, ']')
	if !strings.HasPrefix(host, "[") || end < 0 {
		return true
	}
	zone := strings.Index(host[:end], "%25")
	if zone < 0 {
		return true
	}
	return isZoneID(host[zone+3 : end])
}

// isZoneID reports whether s is RFC 6874's ZoneID: one or more unreserved
// characters (ALPHA, DIGIT, "-", ".", "_", "~") or percent-encoded octets.
// See https://www.rfc-editor.org/rfc/rfc6874#section-2.
func isZoneID(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isAlpha(int(c)), '0' <= c && c <= '9', c == '-', c == '.', c == '_', c == '~':
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			i += 2
		default:
			return false
		}
	}
	return true
}
