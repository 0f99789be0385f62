// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"

	"github.com/weburl/url/internal/percent"
)

// Percent-decoding: the root's entries to internal/percent's decoder, the
// one of the module: percentDecode and the form's decode, which allocate
// their result, the decoding into a URL's own bytes (decodeInSlab), and
// decodesTo, which compares a decoding. net/url's RawPath and RawFragment
// hint is not the decoder's: alloc.go computes it (see netEscapeGives).
// See https://url.spec.whatwg.org/#percent-decode.

// percentEncodedByte returns the offset of the first percent-encoded byte
// ("%" and two ASCII hex digits) in s, or -1.
func percentEncodedByte(s string) int { return percent.Index(s) }

// hasPercentEncoded reports whether s has a percent-encoded byte.
func hasPercentEncoded(s string) bool { return percent.Index(s) >= 0 }

// decodedLenBound returns the length of the percent-decoding of s.
func decodedLenBound(s string) int { return percent.DecodedLen(s) }

// decodedLen returns the room decoding s takes: len(s), or for a long s
// the exact length, so that a long string of percent-encoded bytes does
// not allocate three times its decoding (SetUsername of 1 MiB of invalid
// UTF-8, whose username is "%EF%BF%BD" for each byte: 9 bytes per input
// byte for decoding it, 3 now). A short one is not worth the counting pass.
func decodedLen(s string) int {
	if len(s) <= largeInput {
		return len(s)
	}
	return percent.DecodedLen(s)
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
	i := percent.Index(s)
	if plus {
		if k := strings.IndexByte(s, '+'); k >= 0 && (i < 0 || k < i) {
			i = k
		}
	}
	if i < 0 {
		return s
	}
	buf := make([]byte, decodedLen(s))
	n := copy(buf, s[:i])
	n += percentDecodeTo(buf[n:], s[i:], plus)
	// buf is not written again: the string may take it as it is.
	return finishedString(buf[:n])
}

// percentDecodeTo writes decode(s, plus) into dst, which has room for it,
// and returns the number of bytes written.
func percentDecodeTo(dst []byte, s string, plus bool) int {
	_, n := percent.Decode(dst, s, plus)
	return n
}

// decodeInSlab returns the percent-decoding of s, which has a
// percent-encoded byte at i and none before it, written into slab's spare
// capacity as far as it has room (a large URL's slab has only what
// decoding takes at the least; see newURL), with one allocation of exactly
// what the rest needs otherwise, and what is left of slab.
func decodeInSlab(s string, i int, slab []byte) (string, []byte) {
	start := len(slab)
	buf := slab[start:cap(slab)]
	inSlab := true
	if i > len(buf) {
		buf, inSlab = make([]byte, percent.DecodedLen(s)), false
	}
	k := copy(buf, s[:i])
	read, written := percent.Decode(buf[k:], s[i:], false)
	k += written
	if rest := s[i+read:]; rest != "" {
		// Out of room: the rest goes after a copy of what is done.
		grown := make([]byte, k+percent.DecodedLen(rest))
		copy(grown, buf[:k])
		_, written = percent.Decode(grown[k:], rest, false)
		buf, k, inSlab = grown, k+written, false
	}
	if k == 0 {
		return "", slab
	}
	if inSlab {
		slab = slab[:start+k]
	}
	// buf is not written again: the string may take it as it is.
	return finishedString(buf[:k]), slab
}

// decodesTo reports whether percentDecode(s) == decoded, without
// allocating: s is decoded a chunk at a time into a buffer on the stack
// and compared with decoded.
func decodesTo(s, decoded string) bool {
	if s == decoded { // nothing was decoded, or the same string
		return !hasPercentEncoded(s)
	}
	var chunk [512]byte
	for s != "" {
		read, written := percent.Decode(chunk[:], s, false)
		if written > len(decoded) || string(chunk[:written]) != decoded[:written] {
			return false
		}
		s, decoded = s[read:], decoded[written:]
	}
	return decoded == ""
}
