// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

// Percent-encoded bytes.
// See https://url.spec.whatwg.org/#percent-encoded-bytes.

// An encodeSet is a percent-encode set: a bitmask over bytes. Every
// non-ASCII byte is in every set, so a set applied to the UTF-8 encoding of
// a string encodes exactly the code points the standard's set contains.
type encodeSet [4]uint64

func (s *encodeSet) contains(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }

// with returns s plus the bytes of extra. Only the initialization of the
// sets calls it; not inlined there, it keeps that code small.
//
//go:noinline
func (s encodeSet) with(extra string) encodeSet {
	for i := 0; i < len(extra); i++ {
		b := extra[i]
		s[b>>6] |= 1 << (b & 63)
	}
	return s
}

// The percent-encode sets, each built from the one before it, in the order
// of the standard.
var (
	// C0 control percent-encode set: the C0 controls and all code points
	// greater than U+007E (~).
	// See https://url.spec.whatwg.org/#c0-control-percent-encode-set.
	c0ControlSet = func() encodeSet {
		var s encodeSet
		for b := 0; b < 256; b++ {
			if b < 0x20 || b > 0x7E {
				s[b>>6] |= 1 << (b & 63)
			}
		}
		return s
	}()

	// Fragment percent-encode set: the C0 control set and space " < > `.
	// See https://url.spec.whatwg.org/#fragment-percent-encode-set.
	fragmentSet = c0ControlSet.with(" \"<>`")

	// Query percent-encode set: the C0 control set and space " # < >.
	// It cannot be built from the fragment set, which has ` in it.
	// See https://url.spec.whatwg.org/#query-percent-encode-set.
	querySet = c0ControlSet.with(" \"#<>")

	// Special-query percent-encode set: the query set and '.
	// See https://url.spec.whatwg.org/#special-query-percent-encode-set.
	specialQuerySet = querySet.with("'")

	// Path percent-encode set: the query set and ? ^ ` { }.
	// See https://url.spec.whatwg.org/#path-percent-encode-set.
	pathSet = querySet.with("?^`{}")

	// Userinfo percent-encode set: the path set and / : ; = @ [ \ ] |.
	// See https://url.spec.whatwg.org/#userinfo-percent-encode-set.
	userinfoSet = pathSet.with("/:;=@[\\]|")

	// Component percent-encode set: the userinfo set and $ % & + ,.
	// Used with UTF-8 it gives the results of JavaScript's
	// encodeURIComponent.
	// See https://url.spec.whatwg.org/#component-percent-encode-set.
	componentSet = userinfoSet.with("$%&+,")

	// application/x-www-form-urlencoded percent-encode set: the component
	// set and ! ' ( ) ~. It leaves only ASCII alphanumerics and * - . _
	// unencoded.
	// See https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set.
	formSet = componentSet.with("!'()~")
)

const upperhex = "0123456789ABCDEF"

// appendPercentByte appends the percent-encoding of b: "%" and two
// upper-case hex digits.
// See https://url.spec.whatwg.org/#percent-encode.
func appendPercentByte(dst []byte, b byte) []byte {
	return append(dst, '%', upperhex[b>>4], upperhex[b&15])
}

// replacementUTF8 is U+FFFD REPLACEMENT CHARACTER, percent-encoded: what a
// byte of invalid UTF-8 becomes, since the standard reads its input as
// scalar values and Go reads an invalid byte as U+FFFD.
const replacementUTF8 = "%EF%BF%BD"

// appendUTF8PercentEncoded appends s, UTF-8 percent-encoded with set. Each
// byte of invalid UTF-8 in s is read as U+FFFD.
// See https://url.spec.whatwg.org/#string-utf-8-percent-encode.
func appendUTF8PercentEncoded(dst []byte, s string, set *encodeSet) []byte {
	for i := 0; i < len(s); {
		// Copy the run of bytes that stay as they are in one append.
		j := i
		for j < len(s) && !set.contains(s[j]) {
			j++
		}
		dst = append(dst, s[i:j]...)
		// Then the run of bytes to encode, each code point written in
		// place, three bytes for each of its bytes.
		for i = j; i < len(s) && set.contains(s[i]); {
			// Room for the longest: a code point of four bytes.
			if cap(dst)-len(dst) < 3*utf8.UTFMax {
				dst = slices.Grow(dst, 3*utf8.UTFMax)
			}
			k := len(dst)
			if c := s[i]; c < utf8.RuneSelf {
				dst = dst[:k+3]
				dst[k], dst[k+1], dst[k+2] = '%', upperhex[c>>4], upperhex[c&15]
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				dst = append(dst, replacementUTF8...)
				i++
				continue
			}
			dst = dst[:k+3*n]
			for _, c := range []byte(s[i : i+n]) {
				dst[k], dst[k+1], dst[k+2] = '%', upperhex[c>>4], upperhex[c&15]
				k += 3
			}
			i += n
		}
	}
	return dst
}

// needsUTF8PercentEncoding reports whether UTF-8 percent-encoding s with
// set changes it.
func needsUTF8PercentEncoding(s string, set *encodeSet) bool {
	for i := 0; i < len(s); i++ {
		if set.contains(s[i]) {
			return true
		}
	}
	return false
}

// utf8PercentEncode returns s, UTF-8 percent-encoded with set; s itself
// when nothing changes.
func utf8PercentEncode(s string, set *encodeSet) string {
	if !needsUTF8PercentEncoding(s, set) {
		return s
	}
	return string(appendUTF8PercentEncoded(make([]byte, 0, len(s)+16), s, set))
}

// isHex reports whether c is an ASCII hex digit.
func isHex(c byte) bool { return hexValue[c] < 16 }

// unhex returns the value of c, an ASCII hex digit.
func unhex(c byte) byte { return hexValue[c] }

// hexValue is the value of each ASCII hex digit, and notHex for any other
// byte: one load tells both whether a byte is a hex digit and its value.
var hexValue = func() (t [256]byte) {
	for c := range t {
		switch {
		case '0' <= c && c <= '9':
			t[c] = byte(c - '0')
		case 'a' <= c && c <= 'f':
			t[c] = byte(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			t[c] = byte(c - 'A' + 10)
		default:
			t[c] = notHex
		}
	}
	return
}()

// notHex is hexValue's value for a byte that is not a hex digit.
const notHex = 0xFF

// percentByteAt returns the byte that s[i:i+3] percent-encodes, and
// whether it is a percent-encoded byte: "%" and two ASCII hex digits.
func percentByteAt(s string, i int) (byte, bool) {
	if i+2 >= len(s) || s[i] != '%' {
		return 0, false
	}
	hi, lo := hexValue[s[i+1]], hexValue[s[i+2]]
	return hi<<4 | lo, hi|lo < 16
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

// hasPercentEncoded reports whether s has a percent-encoded byte.
func hasPercentEncoded(s string) bool {
	for {
		// IndexByte is vectorized; most strings have no "%" at all.
		i := strings.IndexByte(s, '%')
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if isHex(s[i+1]) && isHex(s[i+2]) {
			return true
		}
		s = s[i+1:]
	}
}

// percentDecodeInto returns the percent-decoding of s, written into slab
// when it fits (and allocated otherwise), and the rest of slab.
func percentDecodeInto(s string, slab []byte) (string, []byte) {
	// A large URL's slab has room only for what decoding can take (see
	// newURL): when it has less than s, decoding falls back to
	// allocating once the slab is full.
	start := len(slab)
	buf := slab[start:cap(slab)]
	k := 0
	for i := 0; i < len(s); {
		if c := s[i]; c != '%' {
			// Copy up to the next "%" (IndexByte is vectorized).
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				j = len(s) - i
			}
			if k+j > len(buf) {
				return percentDecode(s), slab
			}
			k += copy(buf[k:], s[i:i+j])
			i += j
			continue
		}
		if k == len(buf) {
			return percentDecode(s), slab
		}
		if b, ok := percentByteAt(s, i); ok {
			buf[k] = b
			i += 3
		} else {
			buf[k] = '%'
			i++
		}
		k++
	}
	slab = slab[:start+k]
	if k == 0 {
		return "", slab
	}
	return unsafeString(slab[start:]), slab
}

// decodedLenBound returns a bound on the length of any part of b once
// percent-decoded: each "%" followed by two hex digits becomes one byte.
func decodedLenBound(b string) int {
	n := len(b)
	for i := 0; ; {
		// IndexByte is vectorized; most bytes are not "%". In a run of
		// percent-encoded bytes the next "%" is the next byte, with no
		// call to find it.
		if i < len(b) && b[i] != '%' {
			j := strings.IndexByte(b[i:], '%')
			if j < 0 {
				return n
			}
			i += j
		}
		if i+2 >= len(b) {
			return n
		}
		if _, ok := percentByteAt(b, i); ok {
			n -= 2
			i += 3
		} else {
			i++
		}
	}
}

// percentDecode returns the percent-decoding of s: each "%" followed by two
// ASCII hex digits becomes the byte they denote; any other "%" stays. The
// result is a byte sequence in a string, not necessarily UTF-8. It returns s
// itself when s has nothing to decode.
// See https://url.spec.whatwg.org/#percent-decode.
func percentDecode(s string) string { return decode(s, false) }

// decode is percentDecode, and with plus, the form parser's reading of a
// name or value before UTF-8 decoding: "+" becomes a space first, then
// percent-encoded bytes are decoded (so "%2B" stays a "+").
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func decode(s string, plus bool) string {
	// Find the first byte that changes; most strings have none.
	i := 0
	if plus {
		for ; i < len(s); i++ {
			if c := s[i]; c == '+' || c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				break
			}
		}
	} else if i = percentEncodedByte(s); i < 0 {
		i = len(s)
	}
	if i == len(s) {
		return s
	}
	buf := make([]byte, len(s))
	n := copy(buf, s[:i])
	n += decodeInto(buf[n:], s[i:], plus)
	// buf is not written again: the string may take it as it is.
	return unsafeString(buf[:n])
}

// decodeInto writes decode(s, plus) into dst, which has room for len(s)
// bytes, and returns the number of bytes written.
func decodeInto(dst []byte, s string, plus bool) int {
	n := 0
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '+' && plus:
			dst[n] = ' '
			i++
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			dst[n] = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 3
		default:
			// Copy the run up to the next byte that may change.
			j := i + 1
			for j < len(s) && s[j] != '%' && (s[j] != '+' || !plus) {
				j++
			}
			n += copy(dst[n:], s[i:j])
			i = j
			continue
		}
		n++
	}
	return n
}

// decodesTo reports whether percentDecode(s) == decoded, without building
// the decoding.
func decodesTo(s, decoded string) bool {
	if s == decoded { // nothing was decoded, or the same string
		return !hasPercentEncoded(s)
	}
	j := 0
	for i := 0; i < len(s); j++ {
		if j >= len(decoded) {
			return false
		}
		b := s[i]
		if b == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 3
		} else {
			i++
		}
		if decoded[j] != b {
			return false
		}
	}
	return j == len(decoded)
}

// isUTF8 reports whether enc is nil or UTF-8, or an encoding whose output
// encoding is UTF-8 (UTF-16BE/LE and replacement): for all of these the
// standard's encoding steps are UTF-8's.
// See https://encoding.spec.whatwg.org/#get-an-output-encoding.
func isUTF8(enc encoding.Encoding) bool {
	if enc == nil {
		return true
	}
	switch encodingName(enc) {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return true
	}
	return false
}

// appendPercentEncodedAfterEncoding appends s encoded with enc and then
// percent-encoded with set; with spaceAsPlus, a space byte becomes "+".
// A code point that enc cannot encode becomes "%26%23", its number in
// decimal, and "%3B" (the percent-encoded "&#N;"). A nil enc means UTF-8.
// See https://url.spec.whatwg.org/#string-percent-encode-after-encoding.
func appendPercentEncodedAfterEncoding(dst []byte, enc encoding.Encoding, s string, set *encodeSet, spaceAsPlus bool) []byte {
	if isUTF8(enc) {
		if !spaceAsPlus {
			return appendUTF8PercentEncoded(dst, s, set)
		}
		return appendUTF8PercentEncodedSpaceAsPlus(dst, s, set)
	}
	emit := func(b byte) {
		switch {
		case spaceAsPlus && b == ' ':
			dst = append(dst, '+')
		case set.contains(b):
			dst = appendPercentByte(dst, b)
		default:
			dst = append(dst, b)
		}
	}
	encodeOrFail(enc, s, emit, func(r rune) {
		// The encoder cannot encode r: append "%26%23", r in decimal,
		// and "%3B".
		dst = append(dst, "%26%23"...)
		dst = appendDecimal(dst, uint64(r))
		dst = append(dst, "%3B"...)
	})
	return dst
}

// legacyQueryEncoder is appendPercentEncodedAfterEncoding once a Parser
// with a legacy Encoding has parsed (Parser.Parse sets it, through
// linkLegacyQueryEncoder, before it passes a non-nil encoding to parse): the
// query state reaches the encoder only through it, so that a program that
// never sets Parser.Encoding does not link the encoder (encoder.go,
// encname.go; see TestBinarySize).
var (
	legacyQueryEncoder     func(dst []byte, enc encoding.Encoding, s string, set *encodeSet, spaceAsPlus bool) []byte
	linkLegacyQueryEncoder sync.Once
)

// appendUTF8PercentEncodedSpaceAsPlus appends s, in UTF-8, percent-encoded
// with set, a space byte becoming "+": percent-encode after encoding with
// UTF-8 and spaceAsPlus.
// See https://url.spec.whatwg.org/#string-percent-encode-after-encoding.
func appendUTF8PercentEncodedSpaceAsPlus(dst []byte, s string, set *encodeSet) []byte {
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		dst = appendUTF8PercentEncoded(dst, s[i:j], set)
		if j < len(s) {
			dst = append(dst, '+')
			j++
		}
		i = j
	}
	return dst
}

// appendDecimal appends n in decimal: the standard's "serialize an integer".
func appendDecimal(dst []byte, n uint64) []byte {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(dst, b[i:]...)
}
