// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"

	"github.com/weburl/url/internal/schemes"
)

// The URL Standard's writing rules: which strings are valid URL strings.
// They are a grammar, separate from the parser; the standard says a
// valid URL string is input on which the parser reports no validation
// error, but does not prove that the two agree (whatwg/url issue 704).
// Here they do: FuzzWritingRules fails on any input on which Validate
// reports nothing and ValidURLString says invalid, or the reverse.
// See https://url.spec.whatwg.org/#url-writing.

// ValidURLString reports whether input is a valid URL string by the
// standard's writing rules, against base (base "" means none: then only
// an absolute-URL-with-fragment string is valid, since a relative one
// needs a base). A base that does not parse makes every input invalid.
// Input that is not valid UTF-8 is not valid: the rules are about code
// points.
//
// Validate reports the parser's validation errors instead: it reports
// none exactly when ValidURLString is true (FuzzWritingRules).
// See https://url.spec.whatwg.org/#valid-url-string.
func ValidURLString(input, base string) bool {
	if !utf8.ValidString(input) {
		return false
	}
	if validAbsoluteWithFragment(input) {
		return true
	}
	if base == "" {
		return false
	}
	b, err := parse(base, nil, nil, nil)
	if err != nil {
		return false
	}
	return validRelativeWithFragment(input, b)
}

// validAbsoluteWithFragment: an absolute-URL string, optionally followed
// by "#" and a URL-fragment string.
// See https://url.spec.whatwg.org/#absolute-url-with-fragment-string.
func validAbsoluteWithFragment(s string) bool {
	s, frag, hasFrag := strings.Cut(s, "#")
	return validAbsolute(s) && (!hasFrag || validUnits(frag, ""))
}

// validAbsolute: a URL-scheme string, ":" and, by the scheme, a
// scheme-relative-special-URL string (special schemes but file), a
// scheme-relative-file-URL string (file), or a scheme-relative-URL,
// path-absolute-non-authority-URL or opaque-path-URL string (others); then
// optionally "?" and a URL-query string.
// See https://url.spec.whatwg.org/#absolute-url-string.
func validAbsolute(s string) bool {
	scheme, rest, ok := strings.Cut(s, ":")
	if !ok || !validScheme(scheme) {
		return false
	}
	rest, query, hasQuery := strings.Cut(rest, "?")
	if hasQuery && !validUnits(query, "") {
		return false
	}
	scheme = strings.ToLower(scheme)
	switch {
	case scheme == "file":
		return validSchemeRelativeFile(rest)
	case schemes.IsSpecial(scheme):
		return validSchemeRelativeSpecial(rest)
	}
	return validSchemeRelative(rest) || validPathAbsoluteNonAuthority(rest) || validOpaquePath(rest)
}

// validRelativeWithFragment: "#" and a URL-fragment string when base has
// an opaque path; otherwise a relative-URL string, optionally followed by
// "#" and a URL-fragment string.
// See https://url.spec.whatwg.org/#relative-url-with-fragment-string.
func validRelativeWithFragment(s string, base *URL) bool {
	s, frag, hasFrag := strings.Cut(s, "#")
	if hasFrag && !validUnits(frag, "") {
		return false
	}
	if base.c.opaquePath {
		return hasFrag && s == ""
	}
	return validRelative(s, base.href[:base.c.schemeEnd])
}

// validRelative: a path-absolute-non-authority-URL string, a
// path-relative-scheme-less-URL string, or, by the base's scheme, a
// scheme-relative-special-URL, scheme-relative-file-URL or
// scheme-relative-URL string; then optionally "?" and a URL-query string.
// See https://url.spec.whatwg.org/#relative-url-string.
func validRelative(s, baseScheme string) bool {
	s, query, hasQuery := strings.Cut(s, "?")
	if hasQuery && !validUnits(query, "") {
		return false
	}
	if validPathAbsoluteNonAuthority(s) || validPathRelativeSchemeLess(s) {
		return true
	}
	switch {
	case baseScheme == "file":
		return validSchemeRelativeFile(s)
	case schemes.IsSpecial(baseScheme):
		return validSchemeRelativeSpecial(s)
	}
	return validSchemeRelative(s)
}

// validScheme: an ASCII alpha, then ASCII alphanumerics, "+", "-" and
// ".".
// See https://url.spec.whatwg.org/#url-scheme-string.
func validScheme(s string) bool {
	if s == "" || !isAlpha(int(s[0])) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isAlpha(int(c)) && !('0' <= c && c <= '9') && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// validSchemeRelativeSpecial: "//", a valid host string, optionally ":"
// and a URL-port string, optionally a path-absolute-URL string.
// See https://url.spec.whatwg.org/#scheme-relative-special-url-string.
func validSchemeRelativeSpecial(s string) bool {
	return validAuthorityAndPath(s, false, validHost)
}

// validSchemeRelative: "//", an opaque-host-and-port string (empty, or a
// valid opaque-host string, optionally ":" and a URL-port string),
// optionally a path-absolute-URL string.
// See https://url.spec.whatwg.org/#scheme-relative-url-string.
func validSchemeRelative(s string) bool {
	return validAuthorityAndPath(s, true, validOpaqueHost)
}

// validAuthorityAndPath: "//", a host that validHost accepts (or nothing,
// when mayBeEmpty, and then no port), optionally ":" and a URL-port
// string, optionally a path-absolute-URL string.
func validAuthorityAndPath(s string, mayBeEmpty bool, validHost func(string) bool) bool {
	rest, ok := strings.CutPrefix(s, "//")
	if !ok {
		return false
	}
	host, rest := cutHost(rest)
	if host != "" || !mayBeEmpty {
		if !validHost(host) {
			return false
		}
		if port, ok := strings.CutPrefix(rest, ":"); ok {
			port, rest = cutAt(port, '/')
			if !validPort(port) {
				return false
			}
		}
	}
	return rest == "" || validPathAbsolute(rest)
}

// validSchemeRelativeFile: "//", optionally followed by a valid host
// string and optionally a path-absolute-URL string, or by a
// path-absolute-URL string.
// See https://url.spec.whatwg.org/#scheme-relative-file-url-string.
func validSchemeRelativeFile(s string) bool {
	rest, ok := strings.CutPrefix(s, "//")
	if !ok {
		return false
	}
	if rest == "" || validPathAbsolute(rest) {
		return true
	}
	host, rest := cutAt(rest, '/')
	return validHost(host) && (rest == "" || validPathAbsolute(rest))
}

// cutHost splits s after "//" into the host (up to the first "/" or ":",
// a bracketed IPv6 address kept whole) and the rest.
func cutHost(s string) (host, rest string) {
	if strings.HasPrefix(s, "[") {
		if i := strings.IndexByte(s, ']'); i >= 0 {
			return s[:i+1], s[i+1:]
		}
	}
	i := strings.IndexAny(s, "/:")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}

// cutAt splits s before the first c.
func cutAt(s string, c byte) (before, rest string) {
	if i := strings.IndexByte(s, c); i >= 0 {
		return s[:i], s[i:]
	}
	return s, ""
}

// validPort: empty, or ASCII digits that are a 16-bit unsigned integer.
// See https://url.spec.whatwg.org/#url-port-string.
func validPort(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		if n = n*10 + int(s[i]-'0'); n > 65535 {
			return false
		}
	}
	return true
}

// validPathAbsolute: "/" followed by URL-path-segment strings separated
// by "/": URL units other than "?".
// See https://url.spec.whatwg.org/#path-absolute-url-string.
func validPathAbsolute(s string) bool {
	return strings.HasPrefix(s, "/") && validUnits(s, "?")
}

// validPathAbsoluteNonAuthority: a path-absolute-URL string that does not
// start with "//".
// See https://url.spec.whatwg.org/#path-absolute-non-authority-url-string.
func validPathAbsoluteNonAuthority(s string) bool {
	return validPathAbsolute(s) && !strings.HasPrefix(s, "//")
}

// validPathRelativeSchemeLess: URL-path-segment strings separated by "/",
// not starting with "/", nor with a URL-scheme string and ":".
// See https://url.spec.whatwg.org/#path-relative-scheme-less-url-string.
func validPathRelativeSchemeLess(s string) bool {
	if strings.HasPrefix(s, "/") || !validUnits(s, "?") {
		return false
	}
	if scheme, _, ok := strings.Cut(s, ":"); ok && validScheme(scheme) {
		return false
	}
	return true
}

// validOpaquePath: URL units other than "?", the first of which, if any,
// is not "/".
// See https://url.spec.whatwg.org/#opaque-path-url-string.
func validOpaquePath(s string) bool {
	return !strings.HasPrefix(s, "/") && validUnits(s, "?")
}

// validHost: a valid domain string, a valid IPv4-address string, or "[",
// a valid IPv6-address string and "]".
// See https://url.spec.whatwg.org/#valid-host-string.
func validHost(s string) bool {
	if v6, ok := strings.CutPrefix(s, "["); ok {
		v6, ok = strings.CutSuffix(v6, "]")
		return ok && validIPv6(v6)
	}
	return validIPv4(s) || validDomain(s)
}

// validDomain: the domain parser, strict, succeeds on s and its result
// does not end in a number.
// See https://url.spec.whatwg.org/#valid-domain.
func validDomain(s string) bool {
	d, err := DomainToASCII(s, true)
	return err == nil && d != "" && !endsInANumber([]byte(d))
}

// validIPv4: four shortest decimal numbers from 0 to 255, separated by
// ".".
// See https://url.spec.whatwg.org/#valid-ipv4-address-string.
func validIPv4(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || len(p) > 1 && p[0] == '0' {
			return false
		}
		n := 0
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				return false
			}
			n = n*10 + int(p[i]-'0')
		}
		if n > 255 {
			return false
		}
	}
	return true
}

// validIPv6: eight pieces; or pieces and an IPv4 address worth eight; or
// "::" between at most seven pieces' worth, each piece the shortest
// hexadecimal of a number up to 0xFFFF (RFC 5952's form, but any case).
// See https://url.spec.whatwg.org/#valid-ipv6-address-string.
func validIPv6(s string) bool {
	if before, after, ok := strings.Cut(s, "::"); ok {
		nb, okb := ipv6Pieces(before, false)
		na, oka := ipv6Pieces(after, true)
		return okb && oka && nb+na <= 7
	}
	n, ok := ipv6Pieces(s, true)
	return ok && n == 8
}

// ipv6Pieces returns the effective piece length of s: a valid
// IPv6-pieces string, or, when v4 is set, also a valid
// IPv6-pieces-and-IPv4 string; the empty string has length 0.
func ipv6Pieces(s string, v4 bool) (int, bool) {
	if s == "" {
		return 0, true
	}
	pieces := strings.Split(s, ":")
	n := 0
	for i, p := range pieces {
		if i == len(pieces)-1 && v4 && strings.Contains(p, ".") {
			return n + 2, validIPv4(p)
		}
		if p == "" || len(p) > 4 || len(p) > 1 && p[0] == '0' {
			return 0, false
		}
		for j := 0; j < len(p); j++ {
			if !isHex(p[j]) {
				return 0, false
			}
		}
		n++
	}
	return n, true
}

// validOpaqueHost: one or more URL units other than forbidden host code
// points, or "[", a valid IPv6-address string and "]".
// See https://url.spec.whatwg.org/#valid-opaque-host-string.
func validOpaqueHost(s string) bool {
	if v6, ok := strings.CutPrefix(s, "["); ok {
		v6, ok = strings.CutSuffix(v6, "]")
		return ok && validIPv6(v6)
	}
	return s != "" && validUnits(s, "\x00\t\n\r #/:<>?@[\\]^|")
}

// validUnits reports whether s is URL units (URL code points, and "%"
// followed by two ASCII hex digits) none of which is in the ASCII set
// excluded.
// See https://url.spec.whatwg.org/#url-units.
func validUnits(s, excluded string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case strings.IndexByte(excluded, c) >= 0:
				return false
			case c == '%':
				if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
					return false
				}
				i += 3
				continue
			case !isASCIIURLCodePoint(c):
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !isURLCodePoint(r) {
			return false
		}
		i += n
	}
	return true
}
