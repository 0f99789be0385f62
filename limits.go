// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"errors"
	"math"
	"math/bits"
	"unicode/utf8"
)

// ErrTooLong is the error, wrapped in an *Error, of parsing an input
// whose URL would serialize to more than 2³¹-1 bytes (2 GiB): a URL keeps
// the offsets of its components in 32-bit integers. Parse returns it before
// it builds anything when the input may become that long (more than about
// 238 MiB of input: each byte becomes at most 9, "%EF%BF%BD" for a byte of
// invalid UTF-8), and the host parser when a host becomes longer than the
// rest of the input leaves room for. A setter whose result would be too
// long leaves the URL unchanged.
var ErrTooLong = errors.New("url: the URL would serialize to more than 2147483647 bytes")

// maxHref is the most bytes a URL's serialization may have: its offsets
// are int32. Tests lower it, to reach it without gigabytes of input.
var maxHref = math.MaxInt32

// hrefSlack covers what the parser writes beyond the bytes of the input it
// reads: "//" before a file host, "/." before a path, the ":" and "@"
// between components, an IPv4 address longer than its input ("1" is
// "0.0.0.1").
const hrefSlack = 64

// mayOverflow reports whether prefix bytes already written followed by the
// serialization of s, a part of the parser's input, may pass maxHref.
// Each byte of s becomes at most 9 ("%EF%BF%BD" for a byte of invalid
// UTF-8), or 14 with an encoding override (a byte of invalid UTF-8 in the
// query becomes "%26%2365533%3B"); only when that bound passes maxHref are
// the bytes of s looked at: an ASCII byte or a byte of valid UTF-8 becomes
// at most 3 without an encoding override. A host's IDNA processing can
// write more than that, which the host parser checks (hostTooLong).
func mayOverflow(prefix int, s string, encoded bool) bool {
	limit := maxHref - hrefSlack - prefix
	perByte := 9
	if encoded {
		perByte = 14
	}
	if limit < 0 || len(s) > limit {
		return true
	}
	if len(s) <= limit/perByte || encoded {
		return len(s) > limit/perByte
	}
	n := encodedLen(s, 3)
	return n > limit
}

// baseLen returns the length of the parse's base URL's href, which a
// relative input may copy whole.
func (p *urlParser) baseLen() int {
	if p == nil || p.base == nil {
		return 0
	}
	return len(p.base.href)
}

// maxLen returns the most bytes the serialization of r can have: its
// components and the delimiters between them ("//", ":", "@", a port of
// five digits, "/.", "?" and "#").
func (r *record) maxLen() int {
	return len(r.scheme) + len(r.username) + len(r.password) + len(r.host) + len(r.path) + len(r.query) + len(r.fragment) + 16
}

// Large inputs: the memory a parse takes per input byte. Percent-encoding
// makes the serialization up to 9 times the input, and the parser's buffer
// grew to it by appending, allocating about 45 bytes in all per input
// byte for 9; then the URL copied it, and kept as much again for decoding
// its path: 61 bytes allocated per byte of a path of invalid UTF-8, about
// 34 live at the peak. Now, for an input over largeInput bytes, the buffer
// starts at serializedLenHint, the URL keeps the buffer as its href, and
// the room for decoding is decodedLenBound: 9 + 3 bytes allocated per
// input byte for that path (TestLargeInputMemory).

// largeInput is the input size from which parse sizes its buffer with
// serializedLenHint and newURL keeps it: the size above which the buffer
// pool drops a buffer.
const largeInput = 64 << 10

// serializedLenHint returns about the length s has once serialized: each
// byte beyond ASCII percent-encoded (see encodedLen), and an ASCII byte
// that the path, query or fragment percent-encode set encodes, or "@"
// (which the userinfo set encodes), as three bytes. With ASCII bytes
// counted as one, the buffer grew by appending for a path of spaces, and
// parsing took 12.4 bytes per input byte.
func serializedLenHint(s string) int {
	n := encodedLen(s, 1)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf && serializedHintSet.contains(c) {
			n += 2
		}
	}
	return n
}

// serializedHintSet is the set of the ASCII bytes serializedLenHint counts
// as three.
var serializedHintSet = encodeSet{(pathASCII | specialQueryASCII | fragmentASCII | 1<<'@') & allBytes, (pathASCII | specialQueryASCII | fragmentASCII | 1<<'@') >> 64}

// domainLenHint returns about the length of the ASCII form of domain, the
// host of a special URL: its length, and six bytes more for each label
// with code points beyond ASCII, which ToASCII encodes as Punycode: "xn--",
// the "-" after the label's ASCII code points, and one Punycode digit more
// than the UTF-8 bytes of the others ("é" is "xn--9ca", "bücher"
// "xn--bcher-kva"). Such labels are counted as at most one for each two
// bytes beyond ASCII (a code point beyond ASCII has two or more) and one
// for each "." and the last. It is an estimate: a label whose Punycode is
// longer, or a domain that UTS #46 mapping lengthens, grows the buffer.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.3.
func domainLenHint(domain string) int {
	// Count the bytes that are not ASCII and the "." bytes, eight at a
	// time: a byte of y is zero where domain has a ".", and only there
	// has t its top bit clear.
	const top, low, dots = 0x8080808080808080, 0x7F7F7F7F7F7F7F7F, 0x2E2E2E2E2E2E2E2E
	high, labels, i := 0, 1, 0
	for ; i+8 <= len(domain); i += 8 {
		x := binary.LittleEndian.Uint64(unsafeBytes(domain[i : i+8]))
		y := x ^ dots
		t := (y&low + low) | y
		high += bits.OnesCount64(x & top)
		labels += 8 - bits.OnesCount64(t&top)
	}
	for ; i < len(domain); i++ {
		if domain[i] >= utf8.RuneSelf {
			high++
		} else if domain[i] == '.' {
			labels++
		}
	}
	return len(domain) + 6*min(labels, high/2)
}

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
		// is one invalid unit, without asking the decoder.
		if s[i] < 0xC2 || s[i] > 0xF4 {
			n += 9
			i++
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
