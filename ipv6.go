// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"math/bits"
)

// parseIPv6 is the IPv6 parser, with the standard's variable names: the
// address is eight 16-bit pieces, pieceIndex the piece being written,
// compress where "::" stood. Zone identifiers are not part of the syntax.
// It reports its validation errors to r and returns its failure as a
// fault, each at an offset in input.
// See https://url.spec.whatwg.org/#concept-ipv6-parser.
func parseIPv6(input string, r reporter) ([8]uint16, fault) {
	var address [8]uint16
	pieceIndex, compress, pointer := 0, -1, 0
	c := func() int {
		if pointer < len(input) {
			return int(input[pointer])
		}
		return eof
	}
	fail := func(typ validation.Type) ([8]uint16, fault) { return address, fault{typ, pointer} }

	// 5. If c is ":": if remaining does not start with ":",
	// IPv6-invalid-compression failure; otherwise skip both and set
	// compress to the next piece.
	if c() == ':' {
		if pointer+1 >= len(input) || input[pointer+1] != ':' {
			return fail(errIPv6InvalidCompression)
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}

	// 6. While c is not the EOF code point:
	for c() != eof {
		// 6.1. If pieceIndex is 8, IPv6-too-many-pieces failure.
		if pieceIndex == 8 {
			return fail(errIPv6TooManyPieces)
		}
		// 6.2. If c is ":": a second compression is an
		// IPv6-multiple-compression failure.
		if c() == ':' {
			if compress != -1 {
				return fail(errIPv6MultipleCompression)
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		// 6.3-6.4. Read up to four ASCII hex digits into value.
		// One load of hexValue tells whether a byte is a hex digit and
		// its value.
		value, length, pieceStart := 0, 0, pointer
		for length < 4 && pointer < len(input) {
			d := hexValue[input[pointer]]
			if d == notHex {
				break
			}
			value = value*0x10 + int(d)
			pointer++
			length++
		}
		// 6.5. If c is ".": an IPv4 address in the last two pieces.
		if c() == '.' {
			// 6.5.1. If length is 0, IPv4-in-IPv6-invalid-code-point failure.
			if length == 0 {
				return fail(errIPv4InIPv6InvalidCodePoint)
			}
			// 6.5.2. Decrease pointer by length.
			pointer -= length
			// 6.5.3. If pieceIndex is greater than 6,
			// IPv4-in-IPv6-too-many-pieces failure.
			if pieceIndex > 6 {
				return fail(errIPv4InIPv6TooManyPieces)
			}
			// 6.5.4-6.5.5. Read up to four decimal numbers.
			numbersSeen := 0
			for c() != eof {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						pointer++
					} else {
						return fail(errIPv4InIPv6InvalidCodePoint)
					}
				}
				if ch := c(); ch < '0' || ch > '9' {
					return fail(errIPv4InIPv6InvalidCodePoint)
				}
				for ch := c(); '0' <= ch && ch <= '9'; ch = c() {
					number := ch - '0'
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						// A leading zero: "::1.02.3.4".
						return fail(errIPv4InIPv6InvalidCodePoint)
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return fail(errIPv4InIPv6OutOfRangePart)
					}
					pointer++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			// 6.5.6. If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts
			// failure.
			if numbersSeen != 4 {
				return fail(errIPv4InIPv6TooFewParts)
			}
			// 6.5.7. Break.
			break
		}
		switch c() {
		case ':':
			// 6.6. A ":" must be followed by something: "1::2:".
			pointer++
			if c() == eof {
				return fail(errIPv6InvalidCodePoint)
			}
		case eof:
		default:
			// 6.7. Anything else is an IPv6-invalid-code-point failure.
			return fail(errIPv6InvalidCodePoint)
		}
		// If length is greater than 1 and value is less than
		// 0x10^(length − 1), IPv6-piece-leading-zero validation error.
		if r != nil && length > 1 && value < 1<<(4*(length-1)) {
			r(errIPv6PieceLeadingZero, pieceStart)
		}
		// 6.8-6.9. Set address[pieceIndex] to value and move on.
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}

	// 7. If compress is non-null, move the pieces after it to the end.
	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		// 8. Without compression, fewer than eight pieces is an
		// IPv6-too-few-pieces failure.
		return fail(errIPv6TooFewPieces)
	}
	return address, fault{}
}

// appendIPv6 appends the IPv6 serializer's output, brackets included: lower-case hex
// pieces without leading zeros, the first longest run of two or more zero
// pieces compressed to "::".
// See https://url.spec.whatwg.org/#concept-ipv6-serializer.
func appendIPv6(dst []byte, address [8]uint16) []byte {
	// Find the first longest sequence of two or more 0 pieces.
	compress, longest := -1, 1
	for i := 0; i < 8; {
		if address[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && address[j] == 0 {
			j++
		}
		if j-i > longest {
			compress, longest = i, j-i
		}
		i = j
	}
	// The serialization is written into buf, at most
	// "[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]", and appended once.
	const hex = "0123456789abcdef"
	var buf [2 + 8*4 + 7]byte
	buf[0] = '['
	n := 1
	ignore0 := false
	for pieceIndex := 0; pieceIndex < 8; pieceIndex++ {
		if ignore0 && address[pieceIndex] == 0 {
			continue
		}
		ignore0 = false
		if compress == pieceIndex {
			if pieceIndex == 0 {
				buf[n] = ':'
				n++
			}
			buf[n] = ':'
			n++
			ignore0 = true
			continue
		}
		// The piece in lower-case hex, without leading zeros.
		v := address[pieceIndex]
		for shift := max(bits.Len16(v)-1, 0) &^ 3; shift >= 0; shift -= 4 {
			buf[n] = hex[v>>shift&0xf]
			n++
		}
		if pieceIndex != 7 {
			buf[n] = ':'
			n++
		}
	}
	buf[n] = ']'
	return append(dst, buf[:n+1]...)
}
