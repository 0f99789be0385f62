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
	for i := 0; i < len(input); {
		c := input[i]
		if c == '%' && i+2 < len(input) && isHex(input[i+1]) && isHex(input[i+2]) {
			// A run of percent-encoded bytes: check the code points it
			// decodes to, each at the "%" of its first byte.
			j, starts, dec := i, []int(nil), []byte(nil)
			for j+2 < len(input) && input[j] == '%' && isHex(input[j+1]) && isHex(input[j+2]) {
				starts = append(starts, j)
				dec = append(dec, unhex(input[j+1])<<4|unhex(input[j+2]))
				j += 3
			}
			for k := 0; k < len(dec); {
				r, n := utf8.DecodeRune(dec[k:])
				if !domainCodePointOK(r, n) {
					return starts[k]
				}
				k += n
			}
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(input[i:])
		if !domainCodePointOK(r, n) {
			return i
		}
		i += n
	}
	return 0
}

// domainCodePointOK reports whether the code point r, read from n bytes,
// may be part of a domain that domain to ASCII accepts: valid UTF-8, not
// a forbidden domain code point, and, for a non-ASCII code point other
// than a combining mark (which UTS #46 rejects only at the start of a
// label), one that UTS #46 maps to no forbidden domain code point.
func domainCodePointOK(r rune, n int) bool {
	switch {
	case r == utf8.RuneError && n == 1:
		return false
	case r < utf8.RuneSelf:
		return !forbiddenDomain.contains(byte(r))
	case unicode.Is(unicode.M, r):
		return true
	}
	m, err := idnaLenient.ToASCII(string(r))
	if err != nil {
		return false
	}
	return strings.IndexFunc(m, func(c rune) bool { return c < utf8.RuneSelf && forbiddenDomain.contains(byte(c)) }) < 0
}
