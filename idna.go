// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"slices"
	"strings"
	"unicode/utf8"
)

// IDNA: the standard's domain parser and domain to Unicode, by UTS #46
// (Unicode IDNA Compatibility Processing) at UnicodeVersion, on this
// package's own tables (uts46.go) and code, whatever Go release builds the
// program. This file follows the URL Standard at commit
// fde3f74f063341a28d437216f75735b8b40128f5, the one whatwg-url 17.3.0
// names, whose domain parser dates from 2026-06-25.
// See https://url.spec.whatwg.org/#idna and
// https://www.unicode.org/reports/tr46/#Processing.
//
// The UTS #46 flags of the domain parser and domain to Unicode:
// CheckBidi true, CheckJoiners true, Transitional_Processing false,
// IgnoreInvalidPunycode false, and CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength equal to beStrict (domain to Unicode: false). Punycode
// is encoded without RFC 3492's quadratic scans (punycode.go), and DNS
// lengths are checked as UTS #46 does, where the empty root label after a
// final dot fails the rule for each label's length.

// appendDomain is the standard's domain parser (formerly "domain to
// ASCII"): it appends the ASCII domain to dst and reports whether it
// succeeded (ok), and whether domain parser ToASCII with beStrict true
// failed (strictFault >= 0): the domain-to-ASCII validation error of step
// 2, at byte strictFault of domain when one byte of an ASCII domain is at
// fault, and otherwise 0.
// The caller signifies that error, where it knows the host's place in its
// input (host.go); the domain parser signifies no other. Step 1 runs only
// when beStrict or checkStrict is true: only a caller who listens for
// validation errors can tell that it ran; when it does not, strictFault is
// -1 unless ok is false. When ok is false, the one domain-to-ASCII
// validation error is the failure.
// See https://url.spec.whatwg.org/#concept-domain-to-ascii.
func appendDomain(dst []byte, domain string, beStrict, checkStrict bool) (out []byte, ok bool, strictFault int) {
	start := len(dst)
	// 1. Let strictResult be the result of domain parser ToASCII with
	// domain and true. 2. If it is a failure value, domain-to-ASCII
	// validation error (this step does not return). 3. If beStrict is
	// true: return failure if strictResult is a failure value, and
	// strictResult otherwise.
	if beStrict {
		dst, ok := appendToASCII(dst, domain, true, new(punyScratch))
		if !ok {
			return dst[:start], false, 0
		}
		return dst, true, -1
	}

	// 4. Let result be null.
	// 5. If domain is an ASCII string, set result to domain, ASCII
	// lowercased (whatever Unicode ToASCII says of it, for web
	// compatibility: "xn--8i7caa" decodes to a label of code points
	// UTS #46 maps, yet is a web site's host). One pass lowers it and
	// finds forbidden domain code points (step 8) and non-ASCII bytes.
	dst, class := appendASCIIDomain(dst, domain)
	return appendDomainScanned(dst, start, domain, class, checkStrict)
}

// appendDomainScanned is appendDomain with beStrict false from step 5 on:
// dst[:start] is what appendDomain was given, and dst and class are
// appendASCIIDomain's results for domain, appended there.
func appendDomainScanned(dst []byte, start int, domain string, class uint8, checkStrict bool) (out []byte, ok bool, strictFault int) {
	ascii, forbidden := class != domainNonASCII, class == domainForbidden
	if ascii && !forbidden && len(dst) > start {
		// Steps 7 to 9 for most domains: result is ASCII, not empty,
		// with no forbidden domain code point.
		strictFault = -1
		if checkStrict {
			strictFault = domainStrictFault(domain, true, nil)
		}
		return dst, true, strictFault
	}
	if !ascii {
		// 6. Otherwise: set result to the result of domain parser
		// ToASCII with domain and false; if it is a failure value,
		// return failure. (The fast path first: most such domains need
		// no more.)
		if out, ok, strictFault, decided := appendDomainFast(dst[:start], domain, checkStrict); decided {
			return out, ok, strictFault
		}
	}
	// Punycode's buffers, for a short domain in this frame: no
	// allocation.
	var scratch punyScratch
	var pairs [punyShort / 2]int
	scratch.pairs = pairs[:]
	if !ascii {
		out, ok := appendToASCII(dst[:start], domain, false, &scratch)
		dst = out
		if !ok {
			// ToASCII with beStrict false failing, ToASCII with
			// beStrict true fails too: it checks all the same and
			// more.
			return dst[:start], false, 0
		}
		forbidden = false
		for _, c := range dst[start:] {
			forbidden = forbidden || forbiddenDomain.contains(c)
		}
	}
	// 7. If result is the empty string, return failure. 8. If result
	// contains a forbidden domain code point, return failure. (A forbidden
	// byte in an ASCII domain can pass UTS #46: in "<\u0338" it is half of
	// U+226E, which UTS #46 composes; so the check is on result.) Either
	// way, ToASCII with beStrict true fails: VerifyDnsLength rejects the
	// empty domain, and UseSTD3ASCIIRules every forbidden domain code
	// point.
	if len(dst) == start || forbidden {
		return dst[:start], false, 0
	}
	// Steps 1-2, for a caller who listens.
	strictFault = -1
	if checkStrict {
		strictFault = domainStrictFault(domain, ascii, &scratch)
	}
	// 9. Return result.
	return dst, true, strictFault
}

// appendDomainFast is the domain parser with beStrict false (see
// appendDomain) for a domain that is not ASCII, by the fast path of
// ToASCII (appendToASCIIFast) in step 6: decided is false when that path
// leaves domain to the general one, and then nothing is appended. A domain
// it succeeds on holds only ASCII letters, digits, "-", "." and code
// points beyond ASCII, so no "%" (which the host parser decodes before)
// and no forbidden domain code point.
// See https://url.spec.whatwg.org/#concept-domain-to-ascii.
func appendDomainFast(dst []byte, domain string, checkStrict bool) (out []byte, ok bool, strictFault int, decided bool) {
	start := len(dst)
	// Punycode's buffers, for a short domain in this frame: no
	// allocation ("bücher.de": two fewer).
	var scratch punyScratch
	var pairs [punyShort / 2]int
	scratch.pairs = pairs[:]
	// 6. Set result to the result of domain parser ToASCII with domain
	// and false; if it is a failure value, return failure (and ToASCII
	// with beStrict true fails too: it checks all the same and more).
	dst, ok, decided = appendToASCIIFast(dst, domain, &scratch)
	if !ok {
		return dst[:start], false, 0, decided
	}
	// 7-8. result is not empty (domain was not) and holds no forbidden
	// domain code point (the fast path writes none). Steps 1-2, for a
	// caller who listens.
	strictFault = -1
	if checkStrict {
		strictFault = domainStrictFault(domain, false, &scratch)
	}
	// 9. Return result.
	return dst, true, strictFault, true
}

// appendASCIIDomain appends domain to dst, its ASCII upper-case letters
// lowered, in one pass that also classes it: domainOK for an ASCII domain
// with no forbidden domain code point, which is then the domain parser's
// result (steps 5, 7 and 8 for a domain that is not empty),
// domainForbidden for an ASCII domain with one (step 8 fails), and
// domainNonASCII for a domain that is not ASCII (step 6 is its way; what
// was appended, if anything, is then not the result).
// See https://url.spec.whatwg.org/#concept-domain-to-ascii.
func appendASCIIDomain(dst []byte, domain string) (out []byte, class uint8) {
	// Most domains are in lower case already: the fast path's table
	// (fastHost: ASCII, not upper case, not a forbidden domain code point)
	// passes them two bytes a lookup, and the loop below sees the rest
	// from the first byte it stops at. A domain that is not ASCII most
	// often stops it at its first byte beyond ASCII: then nothing is
	// appended.
	i := scanPairs(domain, 0, fastHost)
	if i < len(domain) && domain[i] >= utf8.RuneSelf {
		return dst, domainNonASCII
	}
	start := len(dst)
	dst = append(dst, domain...)
	b := dst[start:]
	for ; i < len(b); i++ {
		c := b[i]
		switch domainClass[c] {
		case domainUpper:
			b[i] = c + 'a' - 'A'
		case domainNonASCII:
			return dst, domainNonASCII
		case domainForbidden:
			class = domainForbidden
		}
	}
	return dst, class
}

// domainStrictFault is steps 1 and 2 of the domain parser for a domain
// that ToASCII with beStrict false accepts: -1 when ToASCII with beStrict
// true accepts it too, and otherwise the offset in domain of the
// domain-to-ASCII validation error (see appendDomain). ascii says whether
// domain is ASCII; s, when not nil, holds Punycode's buffers to reuse.
func domainStrictFault(domain string, ascii bool, s *punyScratch) int {
	if ascii {
		if fault, decided := asciiStrictFault(domain); decided {
			return fault
		}
	}
	if s == nil {
		s = new(punyScratch)
	}
	if _, valid := appendToASCII(nil, domain, true, s); !valid {
		return 0
	}
	return -1
}

// asciiStrictFault decides whether domain parser ToASCII with beStrict
// true succeeds on domain, an ASCII string, without UTS #46 where it can:
// it returns -1 when it succeeds, and otherwise the offset of the byte at
// fault (the start of a label too long, the "." next to an empty label, 0
// for a domain too long). decided is false for a domain with a label that
// starts with "xn--", whose Punycode only UTS #46 can judge. Processing
// maps an ASCII label to its lower case, and the checks of beStrict then
// leave: UseSTD3ASCIIRules, only letters, digits and "-"; CheckHyphens, no
// "-" first, last, or third and fourth; VerifyDnsLength, labels of 1 to 63
// bytes and at most 253 in all. TestASCIIStrictFault checks it against
// appendToASCII.
// See https://www.unicode.org/reports/tr46/#Validity_Criteria.
func asciiStrictFault(domain string) (fault int, decided bool) {
	if len(domain) > 253 {
		return 0, true
	}
	labelStart := 0
	for i := 0; i <= len(domain); i++ {
		if i < len(domain) && domain[i] != '.' {
			if c := domain[i] | 0x20; !('a' <= c && c <= 'z') && !('0' <= domain[i] && domain[i] <= '9') && domain[i] != '-' {
				return i, true // a_b
			}
			continue
		}
		label := domain[labelStart:i]
		switch {
		case len(label) < 1:
			// The "." after the empty label (a..b, .a), or before
			// the empty root label (a.).
			if i == len(domain) {
				return max(i-1, 0), true
			}
			return i, true
		case len(label) > 63:
			return labelStart, true
		case label[0] == '-':
			return labelStart, true // -a
		case label[len(label)-1] == '-':
			return i - 1, true // a-
		case len(label) >= 4 && label[2] == '-' && label[3] == '-':
			if hasPrefixFold(label, "xn--") {
				return 0, false
			}
			return labelStart + 2, true // ab--c
		}
		labelStart = i + 1
	}
	return -1, true
}

// appendToASCII is UTS #46 ToASCII with CheckBidi and CheckJoiners true,
// Transitional_Processing and IgnoreInvalidPunycode false, and
// CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength equal to strict. It
// appends the result to dst and reports whether there was no error. s
// holds the Punycode encoder's buffers, reused from label to label.
// See https://www.unicode.org/reports/tr46/#ToASCII.
func appendToASCII(dst []byte, domain string, strict bool, s *punyScratch) ([]byte, bool) {
	// 1. Apply the Processing steps in Section 4.
	uni, ok := uts46Process(domain, strict)
	if !ok {
		return dst, false
	}
	// 2-3. Break the result into labels at U+002E FULL STOP; convert each
	// label with non-ASCII characters into Punycode and prefix it with
	// "xn--". (Room for the ASCII result of as many bytes and a half: a
	// label of one code point beyond ASCII grows it once more.)
	dst = slices.Grow(dst, len(uni)+len(uni)/2)
	start := len(dst)
	for i := 0; ; {
		j := strings.IndexByte(uni[i:], '.')
		if j < 0 {
			j = len(uni)
		} else {
			j += i
		}
		label := uni[i:j]
		if isASCII(label) {
			dst = append(dst, label...)
		} else {
			dst = append(dst, "xn--"...)
			if dst, ok = appendPunycode(dst, label, s); !ok {
				return dst[:start], false
			}
		}
		if j == len(uni) {
			break
		}
		dst = append(dst, '.')
		i = j + 1
	}
	// 4. If VerifyDnsLength is true, verify the DNS length restrictions.
	if strict && !dnsLengthValid(dst[start:]) {
		return dst[:start], false
	}
	return dst, true
}

// maxACELabel is the most bytes a label that starts with "xn--" after the
// UTS #46 mapping may have for ToASCII to succeed. Such a label decodes to
// its basic code points (those before its last "-") and one code point for
// each delta after it, which ToASCII encodes again: more than
// maxPunycodeInput of them fail. A delta of j digits is at least the
// weight of its last digit but one, the product of j-2 factors base - t,
// each at least base - tmax = 10; every delta is below 2^31 (decoders
// fail on overflow, and a larger one would insert a code point beyond
// U+10FFFF), so it has at most 11 digits.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.2.
const maxACELabel = len("xn--") + 11*maxPunycodeInput + len("-")

// dnsLengthValid is VerifyDnsLength: the domain name, excluding the root
// label and its dot, has from 1 to 253 bytes, and each of its labels,
// the empty root label included, from 1 to 63. So neither "example.com."
// nor "example..com" is valid.
// See https://www.unicode.org/reports/tr46/#ToASCII.
func dnsLengthValid(name []byte) bool {
	total := len(name)
	if total > 0 && name[total-1] == '.' {
		total--
	}
	if total < 1 || total > 253 {
		return false
	}
	labelStart := 0
	for i := 0; i <= len(name); i++ {
		if i == len(name) || name[i] == '.' {
			if n := i - labelStart; n < 1 || n > 63 {
				return false
			}
			labelStart = i + 1
		}
	}
	return true
}

// uts46Process runs UTS #46 Processing (Section 4) on domain with the
// flags of appendToASCII, and returns its result, the domain mapped,
// normalized, with its "xn--" labels decoded, and whether no error was
// recorded (when one was, the result is not returned: every caller then
// fails or returns domain unchanged). It runs on the data of
// UnicodeVersion (uts46.go), whatever Go release builds the program.
// See https://www.unicode.org/reports/tr46/#Processing.
func uts46Process(domain string, strict bool) (string, bool) {
	// 1. Map each code point of domain_name.
	mapped, ok, mayNotBeNFC := uts46Map(make([]byte, 0, len(domain)), domain)
	if !ok {
		return "", false
	}
	// 2. Normalize the domain_name string to Unicode Normalization Form
	// C. (When each code point is NFC_Quick_Check Yes with
	// Canonical_Combining_Class 0, it is NFC already.)
	var uni string
	if mayNotBeNFC {
		uni = nfc(mapped)
	} else {
		uni = string(mapped)
	}
	// 3. Break the string into labels at U+002E ( . ) FULL STOP.
	// 4. Convert/Validate each label: one starting with "xn--" must be
	// ASCII (4.1) and decode as Punycode (4.2) to a label that is not
	// empty and not all ASCII (4.3), which replaces it; then each label
	// must meet the validity criteria (4.4). The result is built only
	// when a label is decoded: from then on, in b.
	var b []byte
	labels := labelIter{s: uni}
	for {
		start := labels.i
		label, more := labels.next()
		if !more {
			break
		}
		decoded := strings.HasPrefix(label, "xn--")
		if decoded {
			if b == nil {
				b = append(make([]byte, 0, len(uni)), uni[:start]...)
			}
			if label, ok = decodeACELabel(label); !ok {
				return "", false
			}
		}
		if !labelValid(label, decoded, strict, mayNotBeNFC) {
			return "", false
		}
		if b != nil {
			b = append(b, label...)
			if labels.i <= len(uni) {
				b = append(b, '.')
			}
		}
	}
	if b != nil {
		uni = string(b)
	}
	if !bidiJoinersValid(uni) {
		return "", false
	}
	return uni, true
}

// decodeACELabel is UTS #46 Processing steps 4.1 to 4.3 for label, which
// starts with "xn--": it must be ASCII, decode as Punycode, and decode to
// a label that is neither empty nor all ASCII, which it returns.
// See https://www.unicode.org/reports/tr46/#Processing.
func decodeACELabel(label string) (string, bool) {
	if !isASCII(label) {
		return "", false
	}
	decoded, ok := decodePunycode(label[len("xn--"):])
	if !ok || len(decoded) == 0 {
		return "", false
	}
	nonASCII := false
	for _, r := range decoded {
		nonASCII = nonASCII || r >= utf8.RuneSelf
	}
	return string(decoded), nonASCII
}

// labelValid checks the validity criteria of UTS #46 Section 4.1 that
// apply to one label, with the flags of appendToASCII: all but CheckBidi
// and CheckJoiners, which bidiJoinersValid checks. decoded says whether
// the label was decoded from "xn--", and normalized whether step 2 may
// have changed the domain: then a code point of the label may be one that
// the mapping does not output.
// See https://www.unicode.org/reports/tr46/#Validity_Criteria.
func labelValid(label string, decoded, strict, normalized bool) bool {
	// The criteria are for a label that is not empty.
	if label == "" {
		return true
	}
	// 1. The label must be in Unicode Normalization Form NFC (as the
	// labels step 2 normalized are).
	if decoded && nfc([]byte(label)) != label {
		return false
	}
	if strict {
		// 2. If CheckHyphens, the label must not contain a U+002D
		// HYPHEN-MINUS character in both the third and fourth
		// positions. 3. If CheckHyphens, the label must neither begin
		// nor end with a U+002D HYPHEN-MINUS character.
		if label[0] == '-' || label[len(label)-1] == '-' || hyphens34(label) {
			return false
		}
	} else if strings.HasPrefix(label, "xn--") {
		// 4. If not CheckHyphens, the label must not begin with "xn--".
		return false
	}
	// 5. The label must not contain a U+002E ( . ) FULL STOP: a decoded
	// label's basic code points are those of a label, and its others
	// are beyond ASCII.
	// 6. The label must not begin with a combining mark, that is:
	// General_Category=Mark.
	if r, _ := utf8.DecodeRuneInString(label); r >= utf8.RuneSelf && uts46Value(r)&uts46ValMark != 0 {
		return false
	}
	// 7. Each code point in the label must only have certain Status
	// values: valid or deviation, nontransitionally. (The mapping outputs
	// only those; the decoding and the composition of step 2 may not.)
	// In addition, if UseSTD3ASCIIRules and the code point is ASCII, it
	// must be a lowercase letter, a digit or a hyphen-minus.
	if !strict && !decoded && !normalized {
		return true
	}
	for _, r := range label {
		if r < utf8.RuneSelf {
			if strict && domainClass[r] != domainLDH {
				return false
			}
			continue
		}
		if decoded || normalized {
			if st := uts46Value(r) & uts46ValStatus; st != statusValid && st != statusDeviation {
				return false
			}
		}
	}
	return true
}

// hyphens34 reports whether the third and fourth code points of label are
// both "-".
func hyphens34(label string) bool {
	n := 0
	for i, r := range label {
		if n == 2 {
			return r == '-' && i+1 < len(label) && label[i+1] == '-'
		}
		n++
	}
	return false
}

// DomainToASCII converts domain to its ASCII form by the standard's domain
// parser (which the standard called domain to ASCII until 2026-06): UTS #46
// ToASCII, nontransitional, with CheckBidi and CheckJoiners, and with
// CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength when beStrict. When
// not beStrict, a domain that is ASCII is only lower-cased, valid for
// UTS #46 or not: the standard keeps such hosts working, reporting only a
// validation error, which a Parser's OnValidationError sees and
// DomainToASCII does not return. As in browsers, a label that needs
// Punycode fails when it has more than 1000 code points after mapping. The
// error, if any, is a validation.Error of type "domain-to-ASCII".
// See https://url.spec.whatwg.org/#concept-domain-to-ascii.
func DomainToASCII(domain string, beStrict bool) (string, error) {
	b, ok, _ := appendDomain(nil, domain, beStrict, false)
	if !ok {
		return "", validation.Error{Type: errDomainToASCII, Failure: true}
	}
	// b is this call's own and is not written again.
	return finishedString(b), nil
}

// DomainToUnicode converts domain, an ASCII domain, to Unicode for display
// by the standard's domain to Unicode: UTS #46 ToUnicode with the flags of
// the domain parser when not beStrict. When UTS #46 records an error, such
// as for "xn--" labels that are not valid Punycode or decode to a label it
// does not accept, it returns domain unchanged, as the standard says, with
// a validation.Error of type "domain-to-ASCII": the standard's domain to
// Unicode signifies no validation error, since the host parser has
// reported domain-to-ASCII for such a domain already; the error tells the
// caller that domain was returned as it is.
// See https://url.spec.whatwg.org/#concept-domain-to-unicode.
func DomainToUnicode(domain string) (string, error) {
	// 1. Let result be the result of running Unicode ToUnicode with
	// domain_name set to domain, CheckHyphens false, CheckBidi true,
	// CheckJoiners true, UseSTD3ASCIIRules false, Transitional_Processing
	// false, and IgnoreInvalidPunycode false.
	result, ok := uts46Process(domain, false)
	// 2. If an error was recorded, then return domain.
	if !ok {
		return domain, validation.Error{Type: errDomainToASCII}
	}
	// 3. Return result.
	return result, nil
}

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
