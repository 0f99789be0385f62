// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// IDNA: the standard's domain to ASCII and domain to Unicode, by UTS #46
// through golang.org/x/net/idna, whose tables are those of the Go release
// (Unicode 17 from Go 1.27).
// See https://url.spec.whatwg.org/#idna.

// The UTS #46 options of domain to ASCII and domain to Unicode:
// CheckHyphens false, CheckBidi true, CheckJoiners true,
// Transitional_Processing false, and UseSTD3ASCIIRules and VerifyDnsLength
// equal to beStrict. MapForLookup turns on the mapping and label
// validation; the options after it override the flags it sets.
var (
	idnaLenient = idna.New(
		idna.MapForLookup(),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.CheckHyphens(false),
		idna.StrictDomainName(false), // UseSTD3ASCIIRules
		idna.VerifyDNSLength(false),
		idna.Transitional(false),
	)
	idnaStrict = idna.New(
		idna.MapForLookup(),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.CheckHyphens(false),
		idna.StrictDomainName(true),
		idna.VerifyDNSLength(true),
		idna.Transitional(false),
	)
)

// appendDomainToASCII is the standard's domain to ASCII: it appends the
// ASCII domain to dst. at is the offset of the host in the parser's input.
// See https://url.spec.whatwg.org/#concept-domain-to-ascii.
func (p *urlParser) appendDomainToASCII(dst []byte, domain string, beStrict bool, at int) ([]byte, error) {
	start := len(dst)
	if !beStrict {
		// 1. An ASCII domain needs no IDNA processing: Unicode ToASCII
		// would only lower-case it, so it is only lower-cased (and so
		// "xn--a", not valid Punycode, stays as it is). One pass lowers it
		// and finds forbidden domain code points (step 3.2) and non-ASCII
		// bytes, which send the domain to UTS #46.
		// (A forbidden ASCII byte fails only an ASCII domain: in
		// "<\u0338" it is half of U+226E, which UTS #46 composes.)
		dst = append(dst, domain...)
		ascii, forbidden := true, false
		for i := start; i < len(dst) && ascii; i++ {
			switch c := dst[i]; domainClass[c] {
			case domainUpper:
				dst[i] = c + 'a' - 'A'
			case domainForbidden:
				forbidden = true
			case domainNonASCII:
				ascii = false
			}
		}
		if ascii {
			// 3.1. If result is the empty string, domain-to-ASCII
			// validation error, return failure. 3.2. If result contains a
			// forbidden domain code point, domain-invalid-code-point
			// validation error, return failure.
			switch {
			case len(dst) == start:
				return dst, p.fail(errDomainToASCII, at)
			case forbidden:
				return dst[:start], p.fail(errDomainInvalidCodePoint, at)
			}
			return dst, nil
		}
		dst = dst[:start]
	}

	// 1. Let result be the result of running Unicode ToASCII. 2. If result
	// is a failure value, domain-to-ASCII validation error, return failure.
	// A byte of invalid UTF-8 reads as U+FFFD, which UTS #46 disallows.
	profile := idnaLenient
	if beStrict {
		profile = idnaStrict
	}
	if !utf8.ValidString(domain) {
		return dst, p.fail(errDomainToASCII, at)
	}
	result, err := profile.ToASCII(domain)
	if err != nil {
		return dst, p.fail(errDomainToASCII, at)
	}
	if !beStrict {
		// 3.1. If result is the empty string, domain-to-ASCII validation
		// error, return failure.
		if result == "" {
			return dst, p.fail(errDomainToASCII, at)
		}
		// 3.2. If result contains a forbidden domain code point,
		// domain-invalid-code-point validation error, return failure.
		for i := 0; i < len(result); i++ {
			if forbiddenDomain.contains(result[i]) {
				return dst, p.fail(errDomainInvalidCodePoint, at)
			}
		}
	}
	return append(dst, result...), nil
}

// DomainToASCII converts domain to its ASCII form by the standard's domain
// to ASCII: UTS #46 ToASCII, nontransitional, with CheckBidi and
// CheckJoiners, and with UseSTD3ASCIIRules and VerifyDnsLength when beStrict
// (a domain that is ASCII is only lower-cased when not beStrict). The
// error, if any, is a ValidationError of type "domain-to-ASCII" or
// "domain-invalid-code-point".
// See https://url.spec.whatwg.org/#concept-domain-to-ascii.
func DomainToASCII(domain string, beStrict bool) (string, error) {
	b, err := (*urlParser)(nil).appendDomainToASCII(nil, domain, beStrict, 0)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// DomainToUnicode converts domain, an ASCII domain, to Unicode for display
// by the standard's domain to Unicode (UTS #46 ToUnicode). It always returns
// the converted domain; a non-nil error reports a "domain-to-Unicode"
// validation error (a label that is not valid), which does not stop the
// conversion.
// See https://url.spec.whatwg.org/#concept-domain-to-unicode.
func DomainToUnicode(domain string) (string, error) {
	result, err := idnaLenient.ToUnicode(domain)
	if err != nil {
		return result, ValidationError{Type: errDomainToUnicode}
	}
	return result, nil
}

// The classes of ASCII bytes in a domain: upper-case letters to lower,
// forbidden domain code points to reject.
const (
	domainOK = iota
	domainUpper
	domainForbidden
	domainNonASCII
)

var domainClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = domainNonASCII
		case forbiddenDomain.contains(byte(c)):
			t[c] = domainForbidden
		case 'A' <= c && c <= 'Z':
			t[c] = domainUpper
		}
	}
	return
}()

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// asciiLower returns s with ASCII upper-case letters lowered; s itself if
// it has none.
func asciiLower(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if 'A' <= b[i] && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}
