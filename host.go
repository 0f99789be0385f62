// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"
)

// Hosts (domains and IP addresses).
// See https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses).

// The forbidden host and domain code points are defined in idna.go, with
// the domain parser, which the host parser calls.

// appendHost is the host parser: it appends the host, serialized as the
// host serializer would, to dst and returns its kind. isOpaque is true for
// the host of a URL that is not special. at is the offset of input in the
// parser's input, for validation errors.
// See https://url.spec.whatwg.org/#concept-host-parser.
func (p *urlParser) appendHost(dst []byte, input string, isOpaque bool, at int) ([]byte, HostKind, error) {
	// 1. If input starts with "[", then: if it does not end with "]",
	// IPv6-unclosed, failure; otherwise IPv6-parse what is between.
	if len(input) > 0 && input[0] == '[' {
		if input[len(input)-1] != ']' {
			return dst, 0, p.fail(errIPv6Unclosed, at+len(input))
		}
		addr, err := p.parseIPv6(input[1:len(input)-1], at+1)
		if err != nil {
			return dst, 0, err
		}
		return appendIPv6(dst, addr), HostIPv6, nil
	}

	// 2. If isOpaque is true, return the result of opaque-host parsing
	// input.
	if isOpaque {
		return p.appendOpaqueHost(dst, input, at)
	}

	// 3. Assert: input is not the empty string.
	// 4. If input contains a percent-encoded byte, domain-percent-encoded
	// validation error. 5. Let domain be the UTF-8 decode without BOM of
	// the percent-decoding of input.
	//
	// The domain parser's pass over an ASCII domain (appendASCIIDomain)
	// runs on input first: most hosts are ASCII with no forbidden domain
	// code point, so with no "%" (one of them), and are then domain, and
	// their pass is done. Only for other hosts are steps 4 and 5 run, and
	// the pass again if percent-decoding changed input.
	// Likewise a host that is not ASCII goes to the domain
	// parser's fast path first (appendDomainFast): a domain it succeeds on
	// holds no "%", so that steps 4 and 5 leave it as it is. (One it
	// fails may hold one after the failing label: then steps 4 and 5 run,
	// for their validation error.)
	start := len(dst)
	listening := p != nil && p.onErr != nil
	domain := input
	dst, class := appendASCIIDomain(dst, input)
	var ok bool
	var strictFault int
	if class == domainNonASCII {
		dst, ok, strictFault, _ = appendDomainFast(dst[:start], domain, listening)
	}
	if !ok {
		if class != domainOK {
			if listening {
				if i := percentEncodedByte(input); i >= 0 {
					p.report(errDomainPercentEncoded, at+i)
				}
			}
			if domain = percentDecode(input); len(domain) != len(input) {
				dst, class = appendASCIIDomain(dst[:start], domain)
			}
		}

		// 6. Let asciiDomain be the result of running the domain parser
		// with domain and false. 7. If it is failure, return failure.
		// Its one validation error, domain-to-ASCII, is reported here:
		// when parsing goes on, at the byte the domain parser names if
		// input is domain (ASCII, with nothing to percent-decode), and
		// otherwise at the start of the host; when it fails, at the byte
		// of input that makes it fail (failDomain).
		dst, ok, strictFault = appendDomainScanned(dst, start, domain, class, listening)
	}
	if !ok {
		return dst[:start], 0, p.failDomain(input, at)
	}
	if strictFault >= 0 {
		if len(domain) != len(input) {
			strictFault = 0
		}
		p.report(errDomainToASCII, at+strictFault)
	}
	// IDNA can make a domain longer than the parser's first check counts
	// (see ErrTooLong): U+3300 SQUARE APAATO, 3 bytes, maps to four
	// katakana. (Lowercasing an ASCII domain keeps its length: the check
	// at the end of parsing is enough.)
	if p != nil && class == domainNonASCII {
		rest := p.input[min(at+len(input), len(p.input)):]
		if mayOverflow(len(dst), rest) {
			return dst[:start], 0, ErrTooLong
		}
	}

	// 8. If asciiDomain ends in a number: 8.1. if domain is not an ASCII
	// string, IPv4-non-ASCII-input validation error; 8.2. return the
	// result of IPv4 parsing asciiDomain. (asciiDomain is not empty:
	// isCanonicalDomain is then the ends-in-a-number checker's answer,
	// most often from its last two bytes. The bytes stay unchanged until
	// it returns.)
	if asciiDomain := dst[start:]; !isCanonicalDomain(borrowString(asciiDomain)) {
		if listening && !isASCII(domain) {
			p.report(errIPv4NonASCIIInput, at)
		}
		// The IPv4 parser's offsets in asciiDomain are offsets in input
		// only when input was ASCII with nothing to percent-decode (ASCII
		// lowercasing keeps them); otherwise its validation errors are
		// reported at the start of the host.
		exact := isASCII(input) && strings.IndexByte(input, '%') < 0
		// The bytes stay unchanged until parseIPv4 returns.
		addr, err := p.parseIPv4(borrowString(asciiDomain), at, exact)
		if err != nil {
			return dst[:start], 0, err
		}
		return appendIPv4(dst[:start], addr), HostIPv4, nil
	}

	// 9. Return asciiDomain.
	return dst, HostDomain, nil
}

// parseHost is the host parser, returning the serialized host as a string:
// the one allocation, a short host being written in this frame first.
func (p *urlParser) parseHost(input string, isOpaque bool, at int) (string, HostKind, error) {
	var buf [64]byte
	b, kind, err := p.appendHost(buf[:0], input, isOpaque, at)
	if err != nil {
		return "", kind, err
	}
	return string(b), kind, nil
}

// appendOpaqueHost is the opaque-host parser, appending the host to dst.
// See https://url.spec.whatwg.org/#concept-opaque-host-parser.
func (p *urlParser) appendOpaqueHost(dst []byte, input string, at int) ([]byte, HostKind, error) {
	// 1. If input contains a forbidden host code point, host-invalid-code-point
	// validation error, return failure. The same pass tells whether step
	// 4 encodes anything.
	var classes uint8
	for i := 0; i < len(input); i++ {
		k := opaqueHostClass[input[i]]
		if k&opaqueForbidden != 0 {
			return dst, 0, p.fail(errHostInvalidCodePoint, at+i)
		}
		classes |= k
	}
	// 2. If input contains a code point that is not a URL code point and
	// not "%", invalid-URL-unit validation error. 3. If input contains a
	// "%" not followed by two ASCII hex digits, the same. One error for
	// each condition, at its first code point.
	if p.onErr != nil {
		codePoint, percent := -1, -1
		for i := 0; i < len(input) && (codePoint < 0 || percent < 0); {
			j, n, isPercent := nextInvalidURLUnit(input, i)
			if j < 0 {
				break
			}
			if isPercent && percent < 0 {
				percent = j
			} else if !isPercent && codePoint < 0 {
				codePoint = j
			}
			i = j + n
		}
		if codePoint >= 0 {
			p.report(errInvalidURLUnit, at+codePoint)
		}
		if percent >= 0 {
			p.report(errInvalidURLUnit, at+percent)
		}
	}
	// 4. Return the result of running UTF-8 percent-encode on input using
	// the C0 control percent-encode set.
	if input == "" {
		return dst, HostEmpty, nil
	}
	if classes&opaqueEncode == 0 {
		return append(dst, input...), HostOpaque, nil
	}
	return appendUTF8PercentEncoded(dst, input, &c0ControlSet), HostOpaque, nil
}

// The classes of bytes in an opaque host: a forbidden host code point
// (ASCII), and a byte in the C0 control percent-encode set.
const (
	opaqueForbidden = 1 << iota
	opaqueEncode
)

var opaqueHostClass = func() (t [256]uint8) {
	for c := range t {
		b := byte(c)
		if forbiddenHost.contains(b) && b < utf8.RuneSelf {
			t[c] |= opaqueForbidden
		}
		if c0ControlSet.contains(b) {
			t[c] |= opaqueEncode
		}
	}
	return
}()

// endsInANumber reports whether the last label of input (a trailing empty
// label aside) is all ASCII digits or parses as an IPv4 number, such as
// "0x1f": then the host parser reads input as an IPv4 address.
// See https://url.spec.whatwg.org/#ends-in-a-number-checker.
func endsInANumber(input []byte) bool {
	// 1-2. Strictly split input on "."; if the last part is empty, it
	// ends in a number only if there is another part before it, which
	// becomes the last.
	end := len(input)
	if end > 0 && input[end-1] == '.' {
		if end == 1 {
			return false
		}
		end--
	}
	// 3. If last is non-empty and contains only ASCII digits, return
	// true. 4. If parsing last as an IPv4 number does not return failure,
	// return true: last is then "0X" or "0x" followed by zero or more
	// ASCII hex digits. One backward pass finds the start of last,
	// whether it is all digits, and how many "x" it has; a byte that is
	// none of those ends no number, and most domains are known at their
	// last byte.
	start, digits, xs := end, true, 0
	for ; start > 0 && input[start-1] != '.'; start-- {
		switch c := input[start-1]; {
		case '0' <= c && c <= '9':
		case isHex(c):
			digits = false
		case c|0x20 == 'x':
			digits = false
			xs++
		default:
			return false
		}
	}
	if digits {
		return start < end
	}
	last := input[start:end]
	return xs == 1 && len(last) >= 2 && last[0] == '0' && last[1]|0x20 == 'x'
}
