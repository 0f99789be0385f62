// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Offsets of validation errors at the offending byte. The host parser
// works on a percent-decoded, UTS #46-mapped copy of the host, so an error
// it finds there is first known only for the whole host; these helpers,
// run only when parsing fails, find the byte of the host as written that
// the error is about, so that "https://exa mple.com/" reports its space at
// byte 11 rather than the host at byte 8.

// domainFailureOffset returns the offset in input, a host as written
// (before percent-decoding), of the first code point that makes domain to
// ASCII fail on its own: a forbidden domain code point, written as it is
// or percent-encoded (then the offset of its "%"), a "%" that starts no
// percent-encoded byte, a byte that is not UTF-8, or a code point that
// UTS #46 disallows or maps to a forbidden domain code point (U+FF20 "＠"
// becomes "@"). It returns 0, the start of the host, when no single code
// point is at fault (a Bidi or ContextJ rule, an empty or long label).
func domainFailureOffset(input string) int {
	var c codePointCache
	for i := 0; i < len(input); {
		if input[i] == '%' && i+2 < len(input) && isHex(input[i+1]) && isHex(input[i+2]) {
			// A run of percent-encoded bytes: check the code points it
			// decodes to, each at the "%" of its first byte.
			j := i
			var buf [4]byte
			for j+2 < len(input) && input[j] == '%' && isHex(input[j+1]) && isHex(input[j+2]) {
				// Decode one code point's bytes (at most four).
				start, n := j, 0
				for n < len(buf) && j+2 < len(input) && input[j] == '%' && isHex(input[j+1]) && isHex(input[j+2]) {
					buf[n] = unhex(input[j+1])<<4 | unhex(input[j+2])
					n++
					j += 3
					if utf8.FullRune(buf[:n]) {
						break
					}
				}
				r, size := utf8.DecodeRune(buf[:n])
				if !c.ok(r, size) {
					return start
				}
				// Bytes after an invalid sequence's first start over.
				j = start + 3*size
			}
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(input[i:])
		if !c.ok(r, n) {
			return i
		}
		i += n
	}
	return 0
}

// codePointCache remembers, for the non-ASCII code points domainCodePointOK
// had to ask UTS #46 about, the answer, so that a long host asks once per
// distinct code point.
type codePointCache map[rune]bool

// ok reports whether the code point r, read from n bytes, may be part of
// a domain that domain to ASCII accepts: valid UTF-8, not a forbidden
// domain code point, and, for a non-ASCII code point, one that UTS #46
// does not disallow or map to a forbidden domain code point. Letters,
// marks and digits are taken as they are: a combining mark fails only at
// the start of a label, and no letter or digit maps to a forbidden domain
// code point.
func (c *codePointCache) ok(r rune, n int) bool {
	switch {
	case r == utf8.RuneError && n == 1:
		return false
	case r < utf8.RuneSelf:
		return !forbiddenDomain.contains(byte(r))
	case unicode.In(r, unicode.L, unicode.M, unicode.Nd):
		return true
	}
	if ok, seen := (*c)[r]; seen {
		return ok
	}
	m, err := idnaLenient.ToASCII(string(r))
	ok := err == nil && strings.IndexFunc(m, func(c rune) bool { return c < utf8.RuneSelf && forbiddenDomain.contains(byte(c)) }) < 0
	if *c == nil {
		*c = codePointCache{}
	}
	(*c)[r] = ok
	return ok
}

// failDomain signifies a validation error of domain to ASCII that makes
// parsing fail, at the byte of the host being parsed (p.hostInput) that
// domainFailureOffset finds; at is where the host starts.
func (p *urlParser) failDomain(typ ValidationErrorType, at int) error {
	if p != nil && p.hostInput != "" {
		at += domainFailureOffset(p.hostInput)
	}
	return p.fail(typ, at)
}

// percentEncodedByte returns the offset of the first percent-encoded byte
// ("%" and two ASCII hex digits) in s, or -1.
func percentEncodedByte(s string) int {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if isHex(s[i+1]) && isHex(s[i+2]) {
			return i
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return -1
}
