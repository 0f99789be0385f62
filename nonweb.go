// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	neturl "net/url"
	"strings"

	"github.com/weburl/url/internal/schemes"
	"github.com/weburl/url/validation"
)

// URLs that are not web URLs: database, broker, cache and RPC-target URLs,
// and the other URLs with a scheme that is not special, as Go programs
// parse them with net/url.
//
// The standard reads such a URL generically (an opaque host, at most one
// port), so it rejects what net/url accepts every day:
// "postgres://jack:secret@foo:1,bar:2,baz:3/mydb" (several hosts),
// "postgres://user@/db?host=/tmp" (credentials with no host),
// "memcached://[fe80::1%25eth0]:11211" (an IPv6 zone). So Parse, net/url's
// entry point, returns net/url's reading of a URL with a non-special scheme
// that the standard rejects and net/url accepts, and marks it: its HostKind
// is HostNetURL. A URL that the standard accepts keeps the standard's
// reading, which for the usual connection strings has net/url's fields
// (nonweb_test.go checks 40 schemes), and differs only where the standard
// normalizes (dot segments, percent-encoding, IPv6 addresses;
// docs/migration.md lists each). The standard's entry points
// (ParseWithBase, Parser.Parse, CanParse, Validate, the setters) keep the
// standard's answer.

// parseNetReading returns net/url's reading of rawURL, which the standard's
// parser rejects, marked HostNetURL, when rawURL has a scheme that is not
// special and net/url's Parse accepts it, with the zone identifier rule of
// newer Go releases (see netZoneValid). Otherwise it returns nil.
func parseNetReading(rawURL string) *URL {
	if !hasNetScheme(rawURL) {
		return nil
	}
	return netReadingOf(rawURL)
}

// netReadingOf is parseNetReading for a rawURL that hasNetScheme accepts.
// A rawURL of the common shape (see scanNetShape) is read without net/url.
func netReadingOf(rawURL string) *URL {
	if i, upper := netSchemeColon(rawURL); !upper {
		if p, ok := scanNetShape(rawURL, i); ok {
			return p.reading(rawURL)
		}
	}
	if !netPortValid(rawURL) {
		return nil
	}
	n, err := neturl.Parse(rawURL)
	if err != nil || n.Scheme == "" || schemes.IsSpecial(n.Scheme) {
		return nil
	}
	// A zone is only in an IPv6 literal, and a host that starts with "["
	// has one in net/url's Host too: without, the search for it, a
	// sixth of this function, is skipped.
	if strings.IndexByte(n.Host, '[') >= 0 && !netZoneValid(rawURL) {
		return nil
	}
	return netReading(n)
}

// hasNetScheme reports whether rawURL starts with net/url's scheme, a
// letter, then letters, digits, "+", "-", ".", then ":", and the scheme is
// not special. Without one there is nothing to ask net/url, which would
// read the whole input again.
func hasNetScheme(rawURL string) bool {
	i, _ := netSchemeColon(rawURL)
	return i > 0 && !isSpecialFold(rawURL[:i])
}

// isSpecialFold reports whether scheme, in any case, is special, folding
// the case of a short scheme on the stack: "HTTPS" is not allocated
// again in lower case to be looked up. A scheme longer than the longest
// special scheme, "https", is not special, and is not looked at
// (TestIsSpecialFold checks the table against that length).
func isSpecialFold(scheme string) bool {
	var b [maxSpecialScheme]byte
	if len(scheme) > len(b) {
		return false
	}
	for i := 0; i < len(scheme); i++ {
		c := scheme[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return schemes.IsSpecial(string(b[:len(scheme)]))
}

// maxSpecialScheme is the length of the longest special scheme.
const maxSpecialScheme = len("https")

// netSchemeColon returns the index of the ":" after net/url's scheme at
// the start of rawURL, special or not, or 0 when there is none, and
// whether the scheme has an upper-case letter. It reads the scheme's
// bytes as the scheme state does (schemeRun).
func netSchemeColon(rawURL string) (colon int, upper bool) {
	if len(rawURL) == 0 || !isAlpha(int(rawURL[0])) {
		return 0, false
	}
	i, upper := schemeRun(rawURL, 1)
	upper = upper || isUpper(rawURL[0])
	if i < len(rawURL) && rawURL[i] == ':' {
		return i, upper
	}
	return 0, false
}

// netResolve resolves ref against u as net/url does, for a u or a ref
// that holds net/url's reading of a URL: the result holds net/url's
// reading too.
func (u *URL) netResolve(ref *URL) *URL {
	return netReading(u.net().ResolveReference(ref.net()))
}

// netZoneValid reports whether the IPv6 zone identifier in rawURL's
// authority, if there is one, is RFC 6874's ZoneID, 1*( unreserved /
// pct-encoded ), the rule of the fix for golang/go#78569. Older net/url
// accepts any code point there but a few controls, so
// "memcached://[::1%25]evil.com]:11211/" reads with the hostname
// "::1%]evil.com": the zone absorbs the "]" that closed the literal. The
// host is net/url's (see netHost); the literal runs from its leading "["
// to the last "]", and its zone from the first "%25" before that "]".
func netZoneValid(rawURL string) bool {
	host, ok := netHost(rawURL)
	end := strings.LastIndexByte(host, ']')
	if !ok || !strings.HasPrefix(host, "[") || end < 0 {
		return true
	}
	zone := strings.Index(host[:end], "%25")
	if zone < 0 {
		return true
	}
	return isZoneID(host[zone+3 : end])
}

// netHost returns the host of rawURL's authority as net/url's Parse finds
// it: after the scheme's ":" and "//", up to the first "/" of what is left
// once the fragment and the query are cut off, and after its last "@".
// ok is false when rawURL has no authority.
func netHost(rawURL string) (host string, ok bool) {
	rest, _, _ := strings.Cut(rawURL, "#")
	rest, _, _ = strings.Cut(rest, "?")
	_, rest, _ = strings.Cut(rest, ":")
	if !strings.HasPrefix(rest, "//") {
		return "", false
	}
	host, _, _ = strings.Cut(rest[2:], "/")
	return host[strings.LastIndexByte(host, '@')+1:], true
}

// netPortValid reports whether net/url's Parse accepts the port of
// rawURL's host (see netHost), as its parseHost decides: what follows the
// last ":" of a host, or the "]" of an IPv6 literal, is empty or ":" and
// digits. netReadingOf asks it before running net/url, whose error quotes
// the whole port: for a long input that quoting allocated about 65 bytes
// per input byte ("postgres://a:1,b:2" and 1 MiB of "\xff").
func netPortValid(rawURL string) bool {
	host, ok := netHost(rawURL)
	if !ok {
		return true
	}
	if strings.HasPrefix(host, "[") {
		end := strings.LastIndexByte(host, ']')
		if end < 0 {
			return true // net/url's "missing ']' in host", quoting nothing
		}
		port := host[end+1:]
		return port == "" || port[0] == ':' && allDigits(port[1:])
	}
	i := strings.LastIndexByte(host, ':')
	return i < 0 || allDigits(host[i+1:])
}

// netParse is (*URL).Parse for a u that holds net/url's reading of a URL:
// net/url's Parse method, which reads ref with net/url's parser too. The
// result holds net/url's reading. An error is net/url's *Error as an
// *Error, with the same Op, URL and Err.
func (u *URL) netParse(ref string) (*URL, error) {
	n, err := u.net().Parse(ref)
	if err != nil {
		if e, ok := err.(*neturl.Error); ok {
			return nil, &Error{e.Op, e.URL, e.Err}
		}
		return nil, err
	}
	return netReading(n), nil
}

// netJoinPath is JoinPath for a u that holds net/url's reading of a URL:
// net/url's JoinPath, whose result holds net/url's reading.
func (u *URL) netJoinPath(elem []string) *URL {
	return netReading(u.net().JoinPath(elem...))
}

// netReadingAfter is parseNetReading(rawURL) for a rawURL that the
// standard's parser rejected with err, except that it does not run
// net/url, which would read the whole input again, where net/url rejects
// rawURL too: where the failure is IPv6-unclosed and rawURL has no "]".
// It asks parseNetReading's first question first: a URL with a special
// scheme, or none, is never net/url's to read, and is answered without
// the search for "]", a pass over the whole input.
//
// This is exact. parseNetReading runs net/url only on a rawURL that starts
// with a scheme, so the parser trimmed nothing before it; net/url rejects
// a control byte before "#", so where it would read on, the parser removed
// no tab or newline before the fragment and at most trimmed spaces after
// the host. Both then read the same authority ("//" after the scheme, up
// to the first "/", "?" or "#"; for a URL that is not special "\" is no
// delimiter to either) and the same host in it (after its last "@"). The
// parser reports IPv6-unclosed only for a host that starts with "[", and
// net/url rejects a host that starts with "[" and has no "]" ("missing ']'
// in host"). TestNetReadingAfter checks this against net/url.
func netReadingAfter(rawURL string, err error) *URL {
	if !hasNetScheme(rawURL) {
		return nil
	}
	if ve := (validation.Error{}); errors.As(err, &ve) && ve.Type == errIPv6Unclosed && strings.IndexByte(rawURL, ']') < 0 {
		return nil
	}
	return netReadingOf(rawURL)
}

// netReadingBefore is parseNetReading(rawURL) for a rawURL that the
// standard's parser is sure to reject, asked before that parser runs so
// that a connection string with several hosts
// ("postgres://u@foo:1,bar:2/db") is read once, by net/url; it is nil for
// every other rawURL, and where net/url rejects rawURL too, so that the
// standard's parser then gives its error.
//
// The parser is sure to reject rawURL, a scheme followed by "//", when the
// host in its authority, found as the authority and host states find it
// (after the last "@", up to the first ":" outside brackets), is empty
// after an "@" or before a ":" (host-missing), or has a port with a byte
// other than an ASCII digit (port-invalid), and preprocessing changes
// nothing up to the authority's end: no tab or newline there, and no
// trailing C0 control or space when the authority ends the input. ("," is
// no forbidden host code point: "postgres://foo,bar:2/db" is the
// standard's, with the opaque host "foo,bar".) The input is short enough
// that the parser cannot fail with ErrTooLong first (noScheme's bound).
// Only an input with a "," is looked at: one search, where the searches
// for the authority's end and its host cost every other URL as much as
// they save the one that fails (postgres://user:secret@localhost:5432/app
// took 1,100 instructions more).
// TestNetReadingBefore checks this against the parser.
// See https://url.spec.whatwg.org/#authority-state,
// https://url.spec.whatwg.org/#host-state and
// https://url.spec.whatwg.org/#port-state.
func netReadingBefore(rawURL string) *URL {
	// "http:" and "https:", special, the most common, are answered
	// before the search, and so are "HTTP:" and "HTTPS:" in any case
	// (ORing 0x20 turns only "H" and "h" into "h", and so on).
	if strings.HasPrefix(rawURL, "https:") || strings.HasPrefix(rawURL, "http:") ||
		len(rawURL) > 5 && rawURL[0]|0x20 == 'h' && rawURL[1]|0x20 == 't' && rawURL[2]|0x20 == 't' && rawURL[3]|0x20 == 'p' &&
			(rawURL[4] == ':' || rawURL[4]|0x20 == 's' && rawURL[5] == ':') {
		return nil
	}
	if strings.IndexByte(rawURL, ',') < 0 || len(rawURL) >= hrefLimit/16 {
		return nil
	}
	i, upper := netSchemeColon(rawURL)
	if i == 0 || !strings.HasPrefix(rawURL[i+1:], "//") || isSpecialFold(rawURL[:i]) {
		return nil
	}
	if !upper {
		if p, ok := scanNetShape(rawURL, i); ok {
			// The shape has no tab, newline, control, space, "\", "[" or
			// "@" in its authority but the "@" that ends a userinfo, and
			// digits only after its host's last ":", so the tests below come
			// to: host-missing when the host starts with ":" or is empty
			// after a userinfo, port-invalid when it has two ":".
			host := rawURL[p.hostStart:p.pathStart]
			if p.multiColon || host != "" && host[0] == ':' || host == "" && p.hostStart > p.schemeEnd+3 {
				return p.reading(rawURL)
			}
			return nil
		}
	}
	start := i + 3
	end, _, colon := authorityEnd(rawURL, start, false)
	host := start + strings.LastIndexByte(rawURL[start:end], '@') + 1
	if colon < 0 {
		colon = hostEnd(rawURL, host, end)
	}
	switch {
	case colon == host && (host > start || colon < end):
		// "u@/" or ":1": host-missing.
	case colon < end && !allDigits(rawURL[colon+1:end]):
		// "h:1,g:2": port-invalid.
	default:
		return nil
	}
	if indexTabOrNewline(rawURL[:end]) >= 0 || end == len(rawURL) && rawURL[end-1] <= ' ' {
		return nil
	}
	return netReadingOf(rawURL)
}

// allDigits reports whether s holds only ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
