// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unicode/utf8"

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
