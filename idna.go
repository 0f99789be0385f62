// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
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
				return dst, p.failDomain(errDomainToASCII, at)
			case forbidden:
				return dst[:start], p.failDomain(errDomainInvalidCodePoint, at)
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
	if !utf8.ValidString(domain) || !punycodeLabelsShort(profile, domain) {
		return dst, p.failDomain(errDomainToASCII, at)
	}
	result, err := profile.ToASCII(domain)
	if err != nil {
		return dst, p.failDomain(errDomainToASCII, at)
	}
	if !beStrict {
		// 3.1. If result is the empty string, domain-to-ASCII validation
		// error, return failure.
		if result == "" {
			return dst, p.failDomain(errDomainToASCII, at)
		}
		// 3.2. If result contains a forbidden domain code point,
		// domain-invalid-code-point validation error, return failure.
		for i := 0; i < len(result); i++ {
			if forbiddenDomain.contains(result[i]) {
				return dst, p.failDomain(errDomainInvalidCodePoint, at)
			}
		}
	}
	return append(dst, result...), nil
}

// maxPunycodeInput is the most code points a label may have to be encoded
// as Punycode, as in ICU (which Chrome and Safari use) and in rust-url's
// idna crate (Firefox): a longer label fails domain to ASCII. Encoding
// takes time quadratic in the label (golang.org/x/net/idna's encoder scans
// the label once per distinct code point), so that without a limit a 64 KB
// host of distinct CJK characters took two seconds to parse, and 10 MB
// would take hours. The standard does not say what a label this long
// gives.
// See https://unicode-org.atlassian.net/browse/ICU-13727 and
// https://github.com/whatwg/url/issues/824.
const maxPunycodeInput = 1000

// maxMappingExpansion is the most code points UTS #46 maps one code point
// to: U+FDFA ARABIC LIGATURE SALLALLAHOU ALAYHE WASALLAM becomes 18.
// TestMaxMappingExpansion checks it against golang.org/x/net/idna's tables.
const maxMappingExpansion = 18

// punycodeLabelsShort reports whether every label of domain that is not
// ASCII after the UTS #46 mapping has at most maxPunycodeInput code points
// then, as ToASCII's Punycode encoder would see it.
func punycodeLabelsShort(profile *idna.Profile, domain string) bool {
	// A domain this short cannot map to a label that long.
	if len(domain)*maxMappingExpansion <= maxPunycodeInput {
		return true
	}
	// ToUnicode maps the domain without encoding it, in linear time (it
	// decodes Punycode labels, but x/net/idna stops at 1024 code
	// points); an error it finds, ToASCII finds too.
	mapped, _ := profile.ToUnicode(domain)
	for label := range strings.SplitSeq(mapped, ".") {
		if len(label) > maxPunycodeInput && utf8.RuneCountInString(label) > maxPunycodeInput && !isASCII(label) {
			return false
		}
	}
	return true
}

// DomainToASCII converts domain to its ASCII form by the standard's domain
// to ASCII: UTS #46 ToASCII, nontransitional, with CheckBidi and
// CheckJoiners, and with UseSTD3ASCIIRules and VerifyDnsLength when beStrict
// (a domain that is ASCII is only lower-cased when not beStrict). As in
// browsers, a label that needs Punycode fails when it has more than 1000
// code points after mapping. The error, if any, is a ValidationError of
// type "domain-to-ASCII" or "domain-invalid-code-point".
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
	if err != nil || !punycodeLabelsValid(domain, result) {
		return result, ValidationError{Type: errDomainToUnicode}
	}
	return result, nil
}

// punycodeLabelsValid reports whether each "xn--" label of domain decoded
// to a label that UTS #46 accepts, where golang.org/x/net/idna's ToUnicode
// does not check: the decoded label must not be empty or all ASCII (the
// error UTS #46 calls P4; "xn--" and "xn--abc-" are not valid), and must
// not itself start with "xn--" (V4: "xn--xn---epa" decodes to "xn--é").
// Without this check such a domain reads as valid, and domain to ASCII of
// its Unicode form fails or differs from the domain.
// See https://www.unicode.org/reports/tr46/#Processing.
func punycodeLabelsValid(domain, result string) bool {
	// The labels of domain are separated by "." and by the three other
	// full stops that UTS #46 maps to it.
	in := strings.Split(labelSeparators.Replace(domain), ".")
	out := strings.Split(result, ".")
	if len(in) != len(out) {
		return false
	}
	for i, label := range in {
		if !hasPrefixFold(label, "xn--") {
			continue
		}
		if dec := out[i]; dec == "" || isASCII(dec) || hasPrefixFold(dec, "xn--") {
			return false
		}
	}
	return true
}

// labelSeparators maps U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL
// STOP and U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP to ".": the only code
// points that UTS #46 maps to "." (Unicode 17).
var labelSeparators = strings.NewReplacer("\u3002", ".", "\uFF0E", ".", "\uFF61", ".")

// hasPrefixFold reports whether s starts with prefix, a lower-case ASCII
// string, ASCII case-insensitively.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && asciiLower(s[:len(prefix)]) == prefix
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
