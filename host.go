// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/weburl/url/validation"
)

// Hosts (domains and IP addresses).
// See https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses).

// The forbidden host and domain code points are byte classes
// (classes.go). The host parsers are functions below the parser's states:
// they report validation errors through a reporter and return a fault
// (errors.go), at offsets in their own input, which the host state
// (parser_authority.go) places in the parser's input.

// appendHost is the host parser: it appends the host, serialized as the
// host serializer would, to dst and returns its kind. isOpaque is true for
// the host of a URL that is not special. It reports its validation errors
// to r and returns its failure as a fault, each at an offset in input.
// See https://url.spec.whatwg.org/#concept-host-parser.
func appendHost(dst []byte, input string, isOpaque bool, r reporter) ([]byte, HostKind, fault) {
	// 1. If input starts with "[", then: if it does not end with "]",
	// IPv6-unclosed, failure; otherwise IPv6-parse what is between.
	if len(input) > 0 && input[0] == '[' {
		if input[len(input)-1] != ']' {
			return dst, 0, fault{errIPv6Unclosed, len(input)}
		}
		var inner reporter
		if r != nil {
			inner = func(typ validation.Type, at int) { r(typ, 1+at) }
		}
		addr, f := parseIPv6(input[1:len(input)-1], inner)
		if f.failed() {
			f.at++
			return dst, 0, f
		}
		return appendIPv6(dst, addr), HostIPv6, fault{}
	}

	// 2. If isOpaque is true, return the result of opaque-host parsing
	// input.
	if isOpaque {
		return appendOpaqueHost(dst, input, r)
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
	listening := r != nil
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
					r(errDomainPercentEncoded, i)
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
		// of input that makes it fail (domainFailureOffset).
		dst, ok, strictFault = appendDomainScanned(dst, start, domain, class, listening)
	}
	if !ok {
		return dst[:start], 0, fault{errDomainToASCII, domainFailureOffset(input)}
	}
	if strictFault >= 0 {
		if len(domain) != len(input) {
			strictFault = 0
		}
		r.report(errDomainToASCII, strictFault)
	}

	// 8. If asciiDomain ends in a number: 8.1. if domain is not an ASCII
	// string, IPv4-non-ASCII-input validation error; 8.2. return the
	// result of IPv4 parsing asciiDomain. (asciiDomain is not empty:
	// isCanonicalDomain is then the ends-in-a-number checker's answer,
	// most often from its last two bytes. The bytes stay unchanged until
	// it returns.)
	if asciiDomain := dst[start:]; !isCanonicalDomain(borrowString(asciiDomain)) {
		if listening && !isASCII(domain) {
			r(errIPv4NonASCIIInput, 0)
		}
		// The IPv4 parser's offsets in asciiDomain are offsets in input
		// only when input was ASCII with nothing to percent-decode (ASCII
		// lowercasing keeps them); otherwise its validation errors are
		// reported at the start of the host.
		exact := isASCII(input) && strings.IndexByte(input, '%') < 0
		ipv4r := r
		if listening && !exact {
			ipv4r = func(typ validation.Type, _ int) { r(typ, 0) }
		}
		// The bytes stay unchanged until parseIPv4 returns.
		addr, f := parseIPv4(borrowString(asciiDomain), ipv4r)
		if f.failed() {
			if !exact {
				f.at = 0
			}
			return dst[:start], 0, f
		}
		return appendIPv4(dst[:start], addr), HostIPv4, fault{}
	}

	// 9. Return asciiDomain.
	return dst, HostDomain, fault{}
}

// appendOpaqueHost is the opaque-host parser, appending the host to dst.
// It reports its validation errors to r and returns its failure as a
// fault, each at an offset in input.
// See https://url.spec.whatwg.org/#concept-opaque-host-parser.
func appendOpaqueHost(dst []byte, input string, r reporter) ([]byte, HostKind, fault) {
	// 1. If input contains a forbidden host code point, host-invalid-code-point
	// validation error, return failure. The same pass tells whether step
	// 4 encodes anything.
	var classes uint8
	for i := 0; i < len(input); i++ {
		k := opaqueHostClass[input[i]]
		if k&opaqueForbidden != 0 {
			return dst, 0, fault{errHostInvalidCodePoint, i}
		}
		classes |= k
	}
	// 2. If input contains a code point that is not a URL code point and
	// not "%", invalid-URL-unit validation error. 3. If input contains a
	// "%" not followed by two ASCII hex digits, the same. One error for
	// each condition, at its first code point.
	if r != nil {
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
			r(errInvalidURLUnit, codePoint)
		}
		if percent >= 0 {
			r(errInvalidURLUnit, percent)
		}
	}
	// 4. Return the result of running UTF-8 percent-encode on input using
	// the C0 control percent-encode set.
	if input == "" {
		return dst, HostEmpty, fault{}
	}
	if classes&opaqueEncode == 0 {
		return append(dst, input...), HostOpaque, fault{}
	}
	return appendUTF8PercentEncoded(dst, input, &c0ControlSet), HostOpaque, fault{}
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

// isCanonicalDomain reports whether host, made of fastHost bytes, is a
// domain that the host parser of a special URL gives back as it is: not
// empty and not ending in a number (an IPv4 address).
//
// The last two bytes settle most hosts without endsInANumber, the rule's
// one place: a byte that mayEndANumber rejects lies in the last label (or
// ends it before a final "."), which is then neither digits nor "0x" and
// hex digits. So does a "." three bytes from the end, before a byte that
// is neither a digit nor "." ("bücher.de"): that byte starts the last
// label, and a number starts with a digit.
func isCanonicalDomain(host string) bool {
	switch n := len(host); {
	case n == 0:
		return false
	case !mayEndANumber(host[n-1]), n >= 2 && !mayEndANumber(host[n-2]):
		return true
	case n >= 3 && host[n-3] == '.' && host[n-2] != '.' && !('0' <= host[n-2] && host[n-2] <= '9'):
		return true
	}
	return !endsInANumber([]byte(host))
}

// mayEndANumber reports whether a host whose last byte is b may end in a
// number. Only a last label of digits or of "0x" and hex digits is a
// number, so a host whose last byte (before a final ".") is none of those
// is not scanned again: most end in a letter after f (9 instructions per
// URL over the web corpus, against endsInANumber's 80).
func mayEndANumber(b byte) bool {
	return b == '.' || b <= '9' || 'a' <= b && b <= 'f' || b == 'x'
}

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
	// One pass finds the first code point that fails without asking
	// UTS #46 (a forbidden domain code point, a byte that is not UTF-8)
	// and collects the distinct non-ASCII code points before it; UTS #46
	// is then asked about all of them at once, so that a long host costs
	// a bounded number of calls (and allocations), however many distinct
	// code points it has.
	fail, size := 0, 0
	var seen codePointSet
	last := rune(-1) // the last code point added, which often repeats
	walkDomainCodePoints(input, func(at int, r rune, n int) bool {
		switch {
		case r == utf8.RuneError && n == 1, r < utf8.RuneSelf && forbiddenDomain.contains(byte(r)):
			fail = at
			return false
		case r >= utf8.RuneSelf && r != last && seen.add(r):
			size += batchLabelLen(r)
			last = r
		}
		return true
	})
	if size == 0 {
		return fail
	}
	// A second pass writes the batch, in one allocation, each code
	// point at its first occurrence (taking it out of the set).
	batch := make([]byte, 0, size)
	walkDomainCodePoints(input, func(at int, r rune, n int) bool {
		if r >= utf8.RuneSelf && seen.remove(r) {
			batch = appendBatchLabel(batch, r)
		}
		return len(batch) < size
	})
	bad, ok := firstRejected(batch[:len(batch)-1])
	if !ok {
		return fail
	}
	// The first code point at fault is the first occurrence of bad, which
	// comes before fail.
	walkDomainCodePoints(input, func(at int, r rune, n int) bool {
		if r == bad {
			fail = at
			return false
		}
		return true
	})
	return fail
}

// walkDomainCodePoints calls f with each code point of input, a host as
// written, its offset and its length in input, the bytes of a
// percent-encoded code point decoded (its offset is its first "%"), until
// f returns false. A byte that is not UTF-8 is utf8.RuneError of length 1.
// ASCII bytes written as they are that are not forbidden domain code
// points, which domainFailureOffset does not look for, are skipped without
// a call, which would cost several times the byte's own work.
func walkDomainCodePoints(input string, f func(at int, r rune, n int) bool) {
	for i := 0; i < len(input); {
		if c := input[i]; c < utf8.RuneSelf && !forbiddenDomain.contains(c) {
			i++
			continue
		}
		if input[i] == '%' && i+2 < len(input) && isHex(input[i+1]) && isHex(input[i+2]) {
			// A run of percent-encoded bytes: each code point it decodes
			// to is at the "%" of its first byte.
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
				if !f(start, r, size) {
					return
				}
				// Bytes after an invalid sequence's first start over.
				j = start + 3*size
			}
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(input[i:])
		if !f(i, r, n) {
			return
		}
		i += n
	}
}

// codePointSet is a set of non-ASCII code points: a bitmap of 8 KiB for
// each plane of 65,536 code points that has one, allocated when the first
// is added.
type codePointSet [(utf8.MaxRune + 1) >> 16]*[1 << 10]uint64

// add adds r to the set and reports whether it was not in it.
func (s *codePointSet) add(r rune) bool {
	plane := &s[r>>16]
	if *plane == nil {
		*plane = new([1 << 10]uint64)
	}
	w, bit := &(*plane)[r>>6&(1<<10-1)], uint64(1)<<(r&63)
	if *w&bit != 0 {
		return false
	}
	*w |= bit
	return true
}

// remove removes r from the set and reports whether it was in it.
func (s *codePointSet) remove(r rune) bool {
	plane := s[r>>16]
	if plane == nil {
		return false
	}
	w, bit := &plane[r>>6&(1<<10-1)], uint64(1)<<(r&63)
	if *w&bit == 0 {
		return false
	}
	*w &^= bit
	return true
}

// batchLabelLen is the length of what appendBatchLabel appends for r.
func batchLabelLen(r rune) int { return utf8.RuneLen(r) + 2 }

// appendBatchLabel appends to batch the label firstRejected asks UTS #46
// about for the code point r: "a", r, ".". Behind "a" a combining mark is
// not at the start of a label, where it would fail: a mark fails only at
// the start of a label, which is the label's fault, not the mark's. ("a"
// composes with some marks, into a letter that is valid.)
func appendBatchLabel(batch []byte, r rune) []byte {
	batch = append(batch, 'a')
	batch = utf8.AppendRune(batch, r)
	return append(batch, '.')
}

// firstRejected returns the code point of the first label of batch (labels
// from appendBatchLabel, without the last ".") that makes domain to ASCII
// fail on its own: one that UTS #46 disallows, or maps to a forbidden
// domain code point (U+FF20 "＠" becomes "@"), or a zero-width joiner
// without what ContextJ needs before it. UTS #46 maps each code point on
// its own and checks each label on its own, so a run of labels passes if
// and only if each of its labels does: one call asks about all of them,
// and only when it fails is the run halved, the first half asked first,
// which takes a number of calls logarithmic in the number of labels, and
// time linear in it.
func firstRejected(batch []byte) (rune, bool) {
	if labelsAccepted(batch) {
		return 0, false
	}
	mid := bytes.IndexByte(batch[len(batch)/2:], '.')
	if mid < 0 {
		mid = bytes.LastIndexByte(batch[:len(batch)/2], '.')
	} else {
		mid += len(batch) / 2
	}
	if mid < 0 {
		// One label: "a" and its code point.
		r, _ := utf8.DecodeRune(batch[1:])
		return r, true
	}
	if r, ok := firstRejected(batch[:mid]); ok {
		return r, true
	}
	return firstRejected(batch[mid+1:])
}

// labelsAccepted reports whether UTS #46 ToUnicode, with the flags of the
// domain parser when not beStrict, accepts the labels of batch and maps
// them to no forbidden domain code point.
func labelsAccepted(batch []byte) bool {
	m, ok := uts46Process(borrowString(batch), false)
	return ok && strings.IndexFunc(m, func(c rune) bool { return c < utf8.RuneSelf && forbiddenDomain.contains(byte(c)) }) < 0
}
