// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"unicode/utf8"

	"github.com/weburl/url/internal/percent"
)

// An encodeSet is a percent-encode set: a bitmask over bytes. Every
// non-ASCII byte is in every set, so a set applied to the UTF-8 encoding of
// a string encodes exactly the code points the standard's set contains.
type encodeSet [4]uint64

func (s *encodeSet) contains(b byte) bool { return s.bit(b) != 0 }

// bit is 1 when s contains b and 0 otherwise, for a count without a
// branch.
func (s *encodeSet) bit(b byte) uint64 { return s[b>>6] >> (b & 63) & 1 }

// with returns s plus the bytes of extra.
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

// Byte classes: the forbidden host and domain code points, and the classes
// of bytes that the states (parser_*.go) and the percent-encoder
// (percent.go) read eight bytes at a time. A
// primitive, below both, so that each set is defined once and read by both.

// eof is the EOF code point: what the parsers read past the end of their
// input.
const eof = -1

// A forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF,
// U+000D CR, U+0020 SPACE, # / : < > ? @ [ \ ] ^ or |.
// See https://url.spec.whatwg.org/#forbidden-host-code-point.
var forbiddenHost = encodeSet{}.with("\x00\t\n\r #/:<>?@[\\]^|")

// A forbidden domain code point is a forbidden host code point, a C0
// control, U+0025 (%) or U+007F DELETE.
// See https://url.spec.whatwg.org/#forbidden-domain-code-point.
var forbiddenDomain = func() encodeSet {
	s := forbiddenHost.with("%\x7f")
	for b := 0; b < 0x20; b++ {
		s[0] |= 1 << b
	}
	return s
}()

// Byte classes for the states' runs, a bit per place a byte may stand in a
// canonical URL. The path, query and fragment bits are set for the bytes
// the parser keeps as they are in that component, and for the delimiters
// that may follow in it: "/" in a path, "?" and "#" where they start the
// next component; scanning stops at a byte whose bit is clear.
const (
	fastPath        = 1 << iota // kept in a path: not in the path percent-encode set, not \ ? #; "/" included
	fastQuery                   // kept in a special URL's query: not in the special-query set, not #
	fastFragment                // kept in a fragment: not in the fragment percent-encode set
	fastHost                    // kept as is in a domain: not upper case, not a forbidden domain code point
	fastNetPath                 // neither "%" nor a byte net/url escapes in a path (no Path decoding, no RawPath)
	fastNetFragment             // neither "%" nor a byte net/url escapes in a fragment
	fastNoDot                   // not ".": a byte that cannot start a dot segment, with fastNetPath for "%"
	fastScheme                  // a scheme code point after the first: a-z 0-9 + - .
)

var fastClass = func() (t [256]uint8) {
	for c := 0; c < 0x80; c++ {
		b := byte(c)
		if !pathSet.contains(b) && b != '\\' && b != '?' && b != '#' {
			t[c] |= fastPath
		}
		if !specialQuerySet.contains(b) && b != '#' {
			t[c] |= fastQuery
		}
		if !fragmentSet.contains(b) {
			t[c] |= fastFragment
		}
		if !forbiddenDomain.contains(b) && !('A' <= b && b <= 'Z') {
			t[c] |= fastHost
		}
		if b != '%' && !shouldEscape(b, encodePath) {
			t[c] |= fastNetPath
		}
		if b != '%' && !shouldEscape(b, encodeFragment) {
			t[c] |= fastNetFragment
		}
		if b != '.' {
			t[c] |= fastNoDot
		}
		if 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || b == '+' || b == '-' || b == '.' {
			t[c] |= fastScheme
		}
	}
	// Bytes from 0x80 have no bit: non-ASCII is percent-encoded in a path,
	// query and fragment, and goes through IDNA in a host.
	return
}()

// scanClass returns the first index from i on at which s has a byte
// without the bit want, or len(s), and the AND of the classes of the bytes
// before it, with fastNoSlashDot clear when s[i-1:] has "/." before that
// index (the start of a dot segment; at i == 0, a "." is enough). It ANDs
// the classes of eight bytes per turn of its loop, without a branch per
// byte, and looks for "/." only in a window that has a ".".
func scanClass(s string, i int, want uint8) (int, uint8) {
	all := uint8(0xFF)
	for ; i < len(s)-7; i += 8 {
		x := classOf8(s[i : i+8])
		if x&want == 0 {
			break
		}
		if x&fastNoDot == 0 && hasSlashDot(s, i, i+8) {
			x &^= fastNoSlashDot
		}
		all &= x
	}
	for ; i < len(s); i++ {
		b := s[i]
		x := fastClass[b] | fastNoSlashDot
		if x&want == 0 {
			break
		}
		if b == '.' && (i == 0 || s[i-1] == '/') {
			x &^= fastNoSlashDot
		}
		all &= x
	}
	return i, all
}

// hasSlashDot reports whether s[i:end] has a "." at the start of s or
// after a "/".
func hasSlashDot(s string, i, end int) bool {
	for ; i < end; i++ {
		if s[i] == '.' && (i == 0 || s[i-1] == '/') {
			return true
		}
	}
	return false
}

// scanPairs returns the first index from i on at which s has a byte
// without the bit want, or len(s): scanClass without the classes ANDed,
// eight bytes at a time and then one at a time.
func scanPairs(s string, i int, want uint8) int {
	for ; i < len(s)-7 && classOf8(s[i:i+8])&want != 0; i += 8 {
	}
	for ; i < len(s) && fastClass[s[i]]&want != 0; i++ {
	}
	return i
}

// classOf8 returns the AND of the classes of the first eight bytes of w,
// with fastNoSlashDot set (scanClass clears it).
func classOf8(w string) uint8 {
	_ = w[7] // one bounds check for the eight bytes
	return fastClass[w[0]]&fastClass[w[1]]&fastClass[w[2]]&fastClass[w[3]]&
		fastClass[w[4]]&fastClass[w[5]]&fastClass[w[6]]&fastClass[w[7]] | fastNoSlashDot
}

// fastNoSlashDot is fastScheme's bit in scanClass's AND: no "/." before
// the stop, the start of a dot segment. (Scheme bytes are looked up one at
// a time, in fastClass.)
const fastNoSlashDot = fastScheme

// isSeparator reports whether c separates path segments in the mode:
// "/", and in the special modes "\" too (Blok's grammar's s; the
// standard's states test the same two bytes).
func isSeparator(c byte, special bool) bool { return c == '/' || special && c == '\\' }

// skipSpecialSeparators returns the index of the first byte of s from i
// on that is neither "/" nor "\", or len(s): where the special authority
// ignore slashes state stops.
// See https://url.spec.whatwg.org/#special-authority-ignore-slashes-state.
func skipSpecialSeparators(s string, i int) int {
	for i < len(s) && isSeparator(s[i], true) {
		i++
	}
	return i
}

// The classes of bytes in a domain: upper-case letters to lower,
// forbidden domain code points to reject, bytes beyond ASCII, and among
// the others (domainOK) the lower-case letters, digits and "-", which are
// all the fast path of ToASCII (idnafast.go) takes of ASCII in a label.
const (
	domainOK = iota
	domainUpper
	domainForbidden
	domainNonASCII
	domainLDH
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
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-':
			t[c] = domainLDH
		}
	}
	return
}()

// URL units: the URL code points and percent-encoded bytes.
// See https://url.spec.whatwg.org/#url-code-points.
//
// urlCodePointASCII has bit c set for each ASCII URL code point c: the
// ASCII alphanumerics and !$&'()*+,-./:;=?@_~. A constant, not a table
// built at initialization, which every program would run.
const urlCodePointASCII = (1<<10-1)<<'0' | (1<<26-1)<<'A' | (1<<26-1)<<'a' |
	1<<'!' | 1<<'$' | 1<<'&' | 1<<'\'' | 1<<'(' | 1<<')' | 1<<'*' | 1<<'+' |
	1<<',' | 1<<'-' | 1<<'.' | 1<<'/' | 1<<':' | 1<<';' | 1<<'=' | 1<<'?' |
	1<<'@' | 1<<'_' | 1<<'~'

// isASCIIURLCodePoint reports whether c is an ASCII URL code point.
func isASCIIURLCodePoint(c byte) bool {
	switch c >> 6 {
	case 0:
		return uint64(urlCodePointASCII&(1<<64-1))>>(c&63)&1 != 0
	case 1:
		return uint64(urlCodePointASCII>>64)>>(c&63)&1 != 0
	}
	return false
}

// isURLCodePoint reports whether r is a URL code point: an ASCII
// alphanumeric, one of !$&'()*+,-./:;=?@_~, or a code point from U+00A0
// to U+10FFFD that is neither a surrogate nor a noncharacter.
func isURLCodePoint(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIIURLCodePoint(byte(r))
	}
	switch {
	case r < 0xA0 || r > 0x10FFFD:
		return false
	case 0xD800 <= r && r <= 0xDFFF:
		return false
	case 0xFDD0 <= r && r <= 0xFDEF, r&0xFFFE == 0xFFFE:
		return false
	}
	return true
}

// nextInvalidURLUnit returns the offset and length of the first invalid
// URL unit of s at or after i, and whether it is a "%": a code point that
// is neither a URL code point nor "%", a "%" not followed by two ASCII hex
// digits, or a byte that is not UTF-8 (which stands for U+FFFD, and which
// no valid URL string holds: the standard's input is a scalar value
// string). It returns -1 when there is none.
func nextInvalidURLUnit(s string, i int) (at, size int, percent bool) {
	for i < len(s) {
		b := s[i]
		if b < utf8.RuneSelf {
			if b == '%' {
				if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
					return i, 1, true
				}
			} else if !isASCIIURLCodePoint(b) {
				return i, 1, false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !isURLCodePoint(r) {
			return i, n, false
		}
		i += n
	}
	return -1, 0, false
}

func isAlpha(c int) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// isZoneID reports whether s is RFC 6874's ZoneID: one or more unreserved
// characters (ALPHA, DIGIT, "-", ".", "_", "~") or percent-encoded octets.
// See https://www.rfc-editor.org/rfc/rfc6874#section-2.
func isZoneID(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isUnreserved(c):
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			i += 2
		default:
			return false
		}
	}
	return true
}

// isUnreserved reports whether c is RFC 3986's unreserved: ALPHA, DIGIT,
// "-", ".", "_" or "~".
// See https://www.rfc-editor.org/rfc/rfc3986#section-2.3.
func isUnreserved(c byte) bool {
	return isAlpha(int(c)) || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~'
}

// isHex reports whether c is an ASCII hex digit.
func isHex(c byte) bool { return percent.IsHex(c) }

// unhex returns the value of c, an ASCII hex digit.
func unhex(c byte) byte { return percent.HexValue[c] }

// hexValue is the value of each ASCII hex digit, and notHex for any other
// byte.
var hexValue = &percent.HexValue

// notHex is hexValue's value for a byte that is not a hex digit.
const notHex = percent.NotHex
