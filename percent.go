// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"math/bits"
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

func (s *encodeSet) contains(b byte) bool { return s.bit(b) != 0 }

// bit is 1 when s contains b and 0 otherwise, for a count without a
// branch.
func (s *encodeSet) bit(b byte) uint64 { return s[b>>6] >> (b & 63) & 1 }

// with returns s plus the bytes of extra. Only the initialization of sets
// (host.go's) and tests call it; not inlined there, it keeps that code
// small.
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
// of the standard: their ASCII bytes as 128-bit constants (bit c for the
// byte c), every non-ASCII byte in each. As constants, the sets are data
// that the compiler lays out, not code that every program runs at
// initialization, and a program links only the sets it uses.
const (
	// C0 control percent-encode set: the C0 controls and all code points
	// greater than U+007E (~).
	// See https://url.spec.whatwg.org/#c0-control-percent-encode-set.
	c0ControlASCII = 1<<0x20 - 1 | 1<<0x7F

	// Fragment percent-encode set: the C0 control set and space " < > `.
	// See https://url.spec.whatwg.org/#fragment-percent-encode-set.
	fragmentASCII = c0ControlASCII | 1<<' ' | 1<<'"' | 1<<'<' | 1<<'>' | 1<<'`'

	// Query percent-encode set: the C0 control set and space " # < >.
	// It cannot be built from the fragment set, which has ` in it.
	// See https://url.spec.whatwg.org/#query-percent-encode-set.
	queryASCII = c0ControlASCII | 1<<' ' | 1<<'"' | 1<<'#' | 1<<'<' | 1<<'>'

	// Special-query percent-encode set: the query set and '.
	// See https://url.spec.whatwg.org/#special-query-percent-encode-set.
	specialQueryASCII = queryASCII | 1<<'\''

	// Path percent-encode set: the query set and ? ^ ` { }.
	// See https://url.spec.whatwg.org/#path-percent-encode-set.
	pathASCII = queryASCII | 1<<'?' | 1<<'^' | 1<<'`' | 1<<'{' | 1<<'}'

	// Userinfo percent-encode set: the path set and / : ; = @ [ \ ] |.
	// See https://url.spec.whatwg.org/#userinfo-percent-encode-set.
	userinfoASCII = pathASCII | 1<<'/' | 1<<':' | 1<<';' | 1<<'=' | 1<<'@' | 1<<'[' | 1<<'\\' | 1<<']' | 1<<'|'

	// Component percent-encode set: the userinfo set and $ % & + ,.
	// Used with UTF-8 it gives the results of JavaScript's
	// encodeURIComponent.
	// See https://url.spec.whatwg.org/#component-percent-encode-set.
	componentASCII = userinfoASCII | 1<<'$' | 1<<'%' | 1<<'&' | 1<<'+' | 1<<','

	// application/x-www-form-urlencoded percent-encode set: the component
	// set and ! ' ( ) ~. It leaves only ASCII alphanumerics and * - . _
	// unencoded.
	// See https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set.
	formASCII = componentASCII | 1<<'!' | 1<<'\'' | 1<<'(' | 1<<')' | 1<<'~'
)

// allBytes is a word of a set with all its 64 bytes in it.
const allBytes = 1<<64 - 1

var (
	c0ControlSet    = encodeSet{c0ControlASCII & allBytes, c0ControlASCII >> 64, allBytes, allBytes}
	fragmentSet     = encodeSet{fragmentASCII & allBytes, fragmentASCII >> 64, allBytes, allBytes}
	querySet        = encodeSet{queryASCII & allBytes, queryASCII >> 64, allBytes, allBytes}
	specialQuerySet = encodeSet{specialQueryASCII & allBytes, specialQueryASCII >> 64, allBytes, allBytes}
	pathSet         = encodeSet{pathASCII & allBytes, pathASCII >> 64, allBytes, allBytes}
	userinfoSet     = encodeSet{userinfoASCII & allBytes, userinfoASCII >> 64, allBytes, allBytes}
	componentSet    = encodeSet{componentASCII & allBytes, componentASCII >> 64, allBytes, allBytes}
	formSet         = encodeSet{formASCII & allBytes, formASCII >> 64, allBytes, allBytes}
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
	kept := keptClass(set)
	for i := 0; i < len(s); {
		// Find the run of bytes that stay as they are, and append it at
		// once: through fastClass eight bytes at a time where set has a
		// class there (and its first byte has it), byte by byte past the
		// bytes that class leaves out and set does not encode.
		j := i
		for j < len(s) {
			if fastClass[s[j]]&kept != 0 {
				j = scanPairs(s, j, kept)
			}
			if j == len(s) || set.contains(s[j]) {
				break
			}
			j++
		}
		if j > i {
			dst = append(dst, s[i:j]...)
		}
		// Then the run of bytes to encode, each code point written in
		// place, three bytes for each of its bytes.
		for i = j; i < len(s) && set.contains(s[i]); {
			// dst grows only by what each code point needs, so that a dst
			// sized with utf8PercentEncodedLen never grows.
			k := len(dst)
			c := s[i]
			if c < utf8.RuneSelf {
				dst = append(dst, '%', upperhex[c>>4], upperhex[c&15])
				i++
				continue
			}
			if startsNoSequence(c) {
				// A byte that cannot begin a sequence is invalid, and
				// so is each of the run of them it starts: U+FFFD
				// encoded for each, written once and then copied
				// onto the rest of the run's room, doubling what is
				// written with each copy up to maxReplacementBlock
				// (1 MiB of invalid UTF-8: 2.6 to 1.6 ms). The run
				// is found four bytes at a time (10 to 4 instructions
				// a byte).
				j := i + 1
				for j+4 <= len(s) && noSequence[s[j]]&noSequence[s[j+1]]&noSequence[s[j+2]]&noSequence[s[j+3]] != 0 {
					j += 4
				}
				for j < len(s) && startsNoSequence(s[j]) {
					j++
				}
				n := len(replacementUTF8) * (j - i)
				dst = slices.Grow(dst, n)
				run := dst[k : k+n]
				w := copy(run, replacementUTF8)
				for ; w < n && w < maxReplacementBlock; w *= 2 {
					copy(run[w:], run[:w])
				}
				for ; w < n; w += maxReplacementBlock {
					copy(run[w:], run[:maxReplacementBlock])
				}
				dst, i = dst[:k+n], j
				continue
			}
			// A lead byte of two bytes followed by a continuation byte
			// is valid, without a call to decode them.
			var n int
			switch {
			case c < 0xE0 && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
				n = 2
			default:
				var r rune
				if r, n = utf8.DecodeRuneInString(s[i:]); r == utf8.RuneError && n == 1 {
					n = 0
				}
			}
			if n == 0 {
				dst = append(dst, replacementUTF8...)
				i++
				continue
			}
			dst = slices.Grow(dst, 3*n)[:k+3*n]
			for _, c := range []byte(s[i : i+n]) {
				dst[k], dst[k+1], dst[k+2] = '%', upperhex[c>>4], upperhex[c&15]
				k += 3
			}
			i += n
		}
	}
	return dst
}

// replacementBlock is replacementUTF8 repeated, for the decoders to read
// long runs of U+FFFD a block at a time, and replacementBlockDecoded its
// decoding.
const (
	replacementBlock        = replacement8 + replacement8
	replacementBlockDecoded = replacementDecoded8 + replacementDecoded8
	replacement2            = replacementUTF8 + replacementUTF8
	replacement8            = replacement2 + replacement2 + replacement2 + replacement2
	replacementDecoded2     = "\uFFFD\uFFFD"
	replacementDecoded8     = replacementDecoded2 + replacementDecoded2 + replacementDecoded2 + replacementDecoded2
)

// maxReplacementBlock is the most bytes of replacementUTF8 repeated that
// appendUTF8PercentEncoded copies at once: a block that stays in the
// cache, so that a long run is written without being read back from
// memory.
const maxReplacementBlock = 256 * len(replacementUTF8)

// startsNoSequence reports whether c is a byte that starts no UTF-8
// sequence: a continuation byte, or one that is never in UTF-8 (0xC0,
// 0xC1, 0xF5 to 0xFF). On its own, it is a byte of invalid UTF-8.
func startsNoSequence(c byte) bool { return c-0x80 < 0xC2-0x80 || c > 0xF4 }

// noSequence is startsNoSequence as a table: 1 for each byte that starts
// no sequence, 0 for the others.
var noSequence = func() (t [256]uint8) {
	for c := range t {
		if startsNoSequence(byte(c)) {
			t[c] = 1
		}
	}
	return
}()

// keptClass returns the bit of fastClass whose bytes set leaves as they
// are, or 0 for a set that has none: a byte kept in a path is outside the
// path set, one kept in a special URL's query outside the query set, and
// one kept in a fragment outside the fragment set (TestKeptClass checks
// every byte). Each of these classes leaves out few bytes that its set
// does not encode. The C0 control set has none: it encodes so little that
// a space or a quote would end each run (an opaque path of "b " a MiB
// long: 91 instructions a byte through fastPath, 38 byte by byte).
func keptClass(set *encodeSet) uint8 {
	switch set {
	case &pathSet:
		return fastPath
	case &specialQuerySet, &querySet:
		return fastQuery
	case &fragmentSet:
		return fastFragment
	}
	return 0
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
	// Sized once: growing by append from len(s) allocated 5 times the
	// result for a long value, 45 bytes per byte of invalid UTF-8.
	b := appendUTF8PercentEncoded(make([]byte, 0, utf8PercentEncodedLen(s, set)), s, set)
	return unsafeString(b) // b is not written again
}

// utf8PercentEncodedLen returns the length of s UTF-8 percent-encoded with
// set: every set encodes each byte beyond ASCII (see encodedLen), and an
// ASCII byte in set becomes three.
func utf8PercentEncodedLen(s string, set *encodeSet) int {
	// An ASCII value, a setter's usual, in one pass over its bytes
	// (SetHash("#a b"): 201 to 75 instructions); at the first byte
	// beyond ASCII, the count below. Each ASCII byte's bit is added
	// without a branch (1 MiB query of '"': 20 to 17 instructions a byte).
	n := len(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return n - len(s) + i + encodedLenFrom(s[i:], set)
		}
		n += int(set.bit(c)) << 1
	}
	return n
}

// encodedLenFrom is utf8PercentEncodedLen for s that may go beyond ASCII.
func encodedLenFrom(s string, set *encodeSet) int {
	n := encodedLen(s, 1)
	// The ASCII bytes in set, looked up in the words of eight bytes
	// that have one (1 MiB of invalid UTF-8: 9 to 2 instructions a byte).
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if binary.LittleEndian.Uint64(unsafeBytes(s[i:i+8]))&0x8080808080808080 == 0x8080808080808080 {
			continue
		}
		for _, c := range unsafeBytes(s[i : i+8]) {
			if c < utf8.RuneSelf && set.contains(c) {
				n += 2
			}
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf && set.contains(c) {
			n += 2
		}
	}
	return n
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

// hexCase is hexValue with the case of a letter digit: the value of each
// upper-case hex digit and decimal digit, the value plus 0x20 for a
// lower-case one, and notHex for any other byte. For two digits hi and lo,
// (hi|lo)&0xC0 == 0 says both are hex digits, hi|lo < 16 that neither is a
// lower-case letter (as net/url writes them), and hi<<4|lo&15 is the byte.
var hexCase = func() (t [256]byte) {
	for c := range t {
		t[c] = hexValue[c]
		if 'a' <= c && c <= 'f' {
			t[c] |= 0x20
		}
	}
	return
}()

// decodeWithNetHint writes the percent-decoding of s into slab when it
// fits (allocating once for the rest otherwise) and returns it, the rest of
// slab, and whether net/url's escaping of the decoding in mode gives s
// back (netEscape(decoded, mode) == s), found in the same pass: a decoded
// byte gives its percent-encoded bytes back when net/url escapes it and
// they are written with upper-case digits; any other byte of s when
// net/url leaves it. s must have a percent-encoded byte at i, and none
// before it.
func decodeWithNetHint(s string, i int, mode escapeMode, slab []byte) (decoded string, same bool, rest []byte) {
	t := &netEscapeTable[mode]
	start := len(slab)
	buf := slab[start:cap(slab)]
	same = !needsNetEscape(s[:i], mode)
	inSlab := true
	if i > len(buf) {
		buf, inSlab = make([]byte, i+decodedLenBound(s[i:])), false
	}
	k := copy(buf, s[:i])
	for i < len(s) {
		// A run of percent-encoded bytes, as far as buf has room.
		for {
			read, written, escaped := decodeRun(buf[k:], s[i:], t)
			i, k, same = i+read, k+written, same && escaped
			if k < len(buf) || i+3 > len(s) || !isPercentEncodedAt(s, i) {
				break
			}
			// Out of room (a large URL's slab has only what decoding
			// takes at the least; see newURL).
			buf, inSlab = growDecoded(buf[:k], s[i:]), false
		}
		if i == len(s) {
			break
		}
		// A run of bytes that stay, up to the next "%".
		j := i + literalRun(s[i:])
		if k+j-i > len(buf) {
			buf, inSlab = growDecoded(buf[:k], s[i:]), false
		}
		k += copy(buf[k:], s[i:j])
		if same && needsNetEscape(s[i:j], mode) {
			same = false
		}
		i = j
	}
	if k == 0 {
		return "", same, slab
	}
	if inSlab {
		slab = slab[:start+k]
	}
	// buf is not written again: the string may take it as it is.
	return unsafeString(buf[:k]), same, slab
}

// decodeRun decodes the run of percent-encoded bytes at the start of s
// into dst, as many as dst has room for, and returns the bytes of s read,
// the bytes written, and whether each decoded byte is one that net/url
// escapes with t (a row of netEscapeTable), written with upper-case
// digits.
func decodeRun(dst []byte, s string, t *[256]bool) (read, written int, escaped bool) {
	// i reads s and n writes dst, three bytes of s for each of dst.
	// escape gathers what says a byte is not one net/url escapes, tested
	// once at the end rather than a branch for each byte.
	var escape byte
	i, n := 0, 0
	for n < len(dst) && i+3 <= len(s) {
		r := s[i : i+3]
		if r == replacementUTF8[:3] {
			// U+FFFD percent-encoded, which each byte of invalid UTF-8
			// became, nine bytes of s at a time: three bytes that
			// net/url escapes, as every byte beyond ASCII (1 MiB of
			// invalid UTF-8, 141 to 31 instructions an input byte), and
			// first a block of them at a time (31 to 10, the comparison
			// and copy included). Only where s has "%EF", U+FFFD's first
			// byte: a run of other bytes was compared with the block at
			// each byte (1 MiB path of " ", written "%20": 86 to 44
			// instructions an input byte here, 271 to 131 for
			// Parse+String).
			for n+len(replacementBlockDecoded) <= len(dst) && i+len(replacementBlock) <= len(s) && s[i:i+len(replacementBlock)] == replacementBlock {
				n += copy(dst[n:], replacementBlockDecoded)
				i += len(replacementBlock)
			}
			for n+3 <= len(dst) && i+len(replacementUTF8) <= len(s) && s[i:i+len(replacementUTF8)] == replacementUTF8 {
				dst[n], dst[n+1], dst[n+2] = 0xEF, 0xBF, 0xBD
				n += 3
				i += len(replacementUTF8)
			}
			if n >= len(dst) || i+3 > len(s) {
				break
			}
			r = s[i : i+3]
		}
		hi, lo := hexCase[r[1]], hexCase[r[2]]
		if r[0] != '%' || (hi|lo)&0xC0 != 0 {
			break
		}
		b := hi<<4 | lo&15
		dst[n] = b
		// Not zero for a lower-case digit (hi|lo has 0x20), or for a
		// byte net/url leaves as it is.
		escape |= (hi | lo) &^ 15
		if !t[b] {
			escape |= 1
		}
		n++
		i += 3
	}
	return i, n, escape == 0
}

// isPercentEncodedAt reports whether s[i:] starts with a percent-encoded
// byte.
func isPercentEncodedAt(s string, i int) bool {
	_, ok := percentByteAt(s, i)
	return ok
}

// growDecoded returns a buffer holding done, with room after it for the
// decoding of rest: one allocation of exactly what the rest needs at most.
func growDecoded(done []byte, rest string) []byte {
	grown := make([]byte, len(done)+decodedLenBound(rest))
	copy(grown, done)
	return grown
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
		// A run of percent-encoded bytes, three bytes at a time (1 MiB
		// of "@" in a userinfo, each "%40": 32 to 20 instructions a byte).
		for isPercentEncodedAt(b, i) {
			n -= 2
			i += 3
		}
		if i >= len(b)-2 {
			return n
		}
		if b[i] == '%' {
			i++ // not followed by two hex digits
		}
	}
}

// decodedLen returns the room decoding s takes: len(s), or for a long s
// the exact length, so that a long string of percent-encoded bytes does
// not allocate three times its decoding (SetUsername of 1 MiB of invalid
// UTF-8, whose username is "%EF%BF%BD" for each byte: 9 bytes per input
// byte for decoding it, 3 now). A short one is not worth the counting pass.
func decodedLen(s string) int {
	if len(s) <= largeInput {
		return len(s)
	}
	return decodedLenBound(s)
}

// percentDecode returns the percent-decoding of s: each "%" followed by two
// ASCII hex digits becomes the byte they denote; any other "%" stays. The
// result is a byte sequence in a string, not necessarily UTF-8. It returns s
// itself when s has nothing to decode.
// See https://url.spec.whatwg.org/#percent-decode.
func percentDecode(s string) string {
	// Find the first percent-encoded byte; most strings have none.
	i := percentEncodedByte(s)
	if i < 0 {
		return s
	}
	buf := make([]byte, decodedLen(s))
	n := copy(buf, s[:i])
	n += percentDecodeTo(buf[n:], s[i:])
	// buf is not written again: the string may take it as it is.
	return unsafeString(buf[:n])
}

// decode is percentDecode, and with plus, the form parser's reading of a
// name or value before UTF-8 decoding: "+" becomes a space first, then
// percent-encoded bytes are decoded (so "%2B" stays a "+").
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
//
// Without plus it is percentDecode, which the parser calls: that one does
// not link the form's decoding into every program that calls Parse.
func decode(s string, plus bool) string {
	if !plus {
		return percentDecode(s)
	}
	// Find the first byte that changes; most strings have none.
	i := 0
	for ; i < len(s); i++ {
		if c := s[i]; c == '+' || c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			break
		}
	}
	if i == len(s) {
		return s
	}
	buf := make([]byte, decodedLen(s))
	n := copy(buf, s[:i])
	n += decodeInto(buf[n:], s[i:], plus)
	// buf is not written again: the string may take it as it is.
	return unsafeString(buf[:n])
}

// decodeInto writes decode(s, plus) into dst, which has room for len(s)
// bytes, and returns the number of bytes written.
func decodeInto(dst []byte, s string, plus bool) int {
	if !plus {
		return percentDecodeTo(dst, s)
	}
	n := 0
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '+':
			dst[n] = ' '
			i++
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			dst[n] = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 3
		default:
			// Copy the run up to the next byte that may change.
			j := i + 1
			for j < len(s) && s[j] != '%' && s[j] != '+' {
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

// percentDecodeTo writes percentDecode(s) into dst, which has room for
// len(s) bytes, and returns the number of bytes written: runs of
// percent-encoded bytes three bytes of s at a time, and the runs between
// them copied whole.
func percentDecodeTo(dst []byte, s string) int {
	n := 0
	for i := 0; i < len(s); {
		for i+3 <= len(s) && n < len(dst) {
			r := s[i : i+3]
			hi, lo := hexValue[r[1]], hexValue[r[2]]
			if r[0] != '%' || hi|lo >= 16 {
				break
			}
			dst[n] = hi<<4 | lo
			n++
			i += 3
		}
		if i == len(s) {
			break
		}
		// A byte that stays, and the run after it up to the next
		// "%": a short run byte by byte, a longer one copied whole.
		dst[n] = s[i]
		n++
		i++
		for k := 0; k < 8 && i < len(s) && s[i] != '%'; k++ {
			dst[n] = s[i]
			n++
			i++
		}
		if i < len(s) && s[i] != '%' {
			j := i + literalRun(s[i:])
			n += copy(dst[n:], s[i:j])
			i = j
		}
	}
	return n
}

// literalRun returns the length of the run of bytes at the start of s,
// which has one at least, up to the next "%" after the first, or len(s):
// a short run byte by byte, as runs between percent-encoded bytes mostly
// are, and a longer one with IndexByte, which is vectorized but a call.
func literalRun(s string) int {
	i := 1
	for ; i < len(s) && i < 8; i++ {
		if s[i] == '%' {
			return i
		}
	}
	if i == len(s) {
		return i
	}
	if j := strings.IndexByte(s[i:], '%'); j >= 0 {
		return i + j
	}
	return len(s)
}

// decodesTo reports whether percentDecode(s) == decoded, without building
// the decoding: runs of bytes that stay are compared whole, and
// percent-encoded bytes one at a time.
func decodesTo(s, decoded string) bool {
	if s == decoded { // nothing was decoded, or the same string
		return !hasPercentEncoded(s)
	}
	j := 0
	for i := 0; i < len(s); {
		for i+3 <= len(s) {
			// U+FFFD percent-encoded, as in decodeRun: a block at a
			// time, then one, where s has "%EF".
			if s[i:i+3] == replacementUTF8[:3] {
				for i+len(replacementBlock) <= len(s) && s[i:i+len(replacementBlock)] == replacementBlock &&
					j+len(replacementBlockDecoded) <= len(decoded) && decoded[j:j+len(replacementBlockDecoded)] == replacementBlockDecoded {
					i += len(replacementBlock)
					j += len(replacementBlockDecoded)
				}
				for i+len(replacementUTF8) <= len(s) && s[i:i+len(replacementUTF8)] == replacementUTF8 &&
					j+3 <= len(decoded) && decoded[j:j+3] == "\uFFFD" {
					i += len(replacementUTF8)
					j += 3
				}
				if i+3 > len(s) {
					break
				}
			}
			r := s[i : i+3]
			hi, lo := hexCase[r[1]], hexCase[r[2]]
			if r[0] != '%' || (hi|lo)&0xC0 != 0 {
				break
			}
			if j >= len(decoded) || decoded[j] != hi<<4|lo&15 {
				return false
			}
			i += 3
			j++
		}
		if i == len(s) {
			break
		}
		// A byte that stays, and the run after it up to the next "%":
		// a short run compared byte by byte, a longer one whole.
		for k := 0; k < 8; k++ {
			if j >= len(decoded) || decoded[j] != s[i] {
				return false
			}
			i++
			j++
			if i == len(s) || s[i] == '%' {
				break
			}
		}
		if i < len(s) && s[i] != '%' {
			e := i + literalRun(s[i:])
			if len(decoded)-j < e-i || s[i:e] != decoded[j:j+e-i] {
				return false
			}
			j += e - i
			i = e
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

// largeInput is the input size from which parse sizes its buffer with
// serializedLenHint and newURL keeps it: the size above which the buffer
// pool drops a buffer.
const largeInput = 64 << 10

// encodedLen returns the length of s percent-encoded, where an ASCII byte
// counts asciiLen: 3 bytes for each byte of valid UTF-8 that is not ASCII,
// 9 for a byte of invalid UTF-8 (U+FFFD encoded).
func encodedLen(s string, asciiLen int) int {
	if utf8.ValidString(s) {
		// Count the bytes that are not ASCII, eight at a time.
		high, i := 0, 0
		for ; i+8 <= len(s); i += 8 {
			high += bits.OnesCount64(binary.LittleEndian.Uint64(unsafeBytes(s[i:i+8])) & 0x8080808080808080)
		}
		for ; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				high++
			}
		}
		return (len(s)-high)*asciiLen + 3*high
	}
	n := 0
	for i := 0; i < len(s); {
		// Eight bytes at a time: the ASCII ones before the first that
		// is not.
		if i+8 <= len(s) {
			k := bits.TrailingZeros64(binary.LittleEndian.Uint64(unsafeBytes(s[i:i+8]))&0x8080808080808080) >> 3
			n += k * asciiLen
			if i += k; k == 8 {
				continue
			}
		}
		if s[i] < utf8.RuneSelf {
			n += asciiLen
			i++
			continue
		}
		// A byte below 0xC2 or above 0xF4 starts no UTF-8 sequence: it
		// is one invalid unit, without asking the decoder, and so is
		// each of the run of them it starts (1 MiB of invalid UTF-8: 42
		// to 10 instructions a byte).
		if startsNoSequence(s[i]) {
			j := i + 1
			for j < len(s) && startsNoSequence(s[j]) {
				j++
			}
			n += len(replacementUTF8) * (j - i)
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			n += 9
		} else {
			n += 3 * size
		}
		i += size
	}
	return n
}
