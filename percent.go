// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"

	"github.com/weburl/url/internal/percent"
)

// Percent-encoded bytes.
// See https://url.spec.whatwg.org/#percent-encoded-bytes.

// replacementUTF8 is U+FFFD REPLACEMENT CHARACTER, percent-encoded: what a
// byte of invalid UTF-8 becomes, since the standard reads its input as
// scalar values and Go reads an invalid byte as U+FFFD.
const replacementUTF8 = percent.Replacement

// appendUTF8PercentEncoded appends s, UTF-8 percent-encoded with set. Each
// byte of invalid UTF-8 in s is read as U+FFFD.
// See https://url.spec.whatwg.org/#string-utf-8-percent-encode.
func appendUTF8PercentEncoded(dst []byte, s string, set *encodeSet) []byte {
	// Every set holds the bytes beyond ASCII, so a byte set does not hold
	// is ASCII and stays as it is. Each turn of the loop starts at a byte:
	// short strings (a query's "a b") take a turn or two, without the
	// setup of a run.
	for i := 0; i < len(s); {
		c := s[i]
		if !set.contains(c) {
			// Find the run of bytes that stay as they are, and append it
			// at once: through fastClass eight bytes at a time where set
			// has a class there (and its first byte has it), byte by byte
			// past the bytes that class leaves out and set does not
			// encode. A run of one byte is appended as a byte.
			j := i + 1
			if j == len(s) || set.contains(s[j]) {
				dst = append(dst, c)
				i = j
				continue
			}
			kept := keptClass(set)
			for j < len(s) {
				if fastClass[s[j]]&kept != 0 {
					j = scanPairs(s, j, kept)
				}
				if j == len(s) || set.contains(s[j]) {
					break
				}
				j++
			}
			dst = append(dst, s[i:j]...)
			i = j
			continue
		}
		// Then a code point to encode, written in place, three bytes for
		// each of its bytes. dst grows only by what the code point needs,
		// so that a dst sized with utf8PercentEncodedLen never grows.
		k := len(dst)
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
			// written with each copy up to maxReplacementBlock.
			// The run is found four bytes at a time.
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
	return dst
}

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
// a space or a quote would end each run, and runs of a byte or two cost
// more than the bytes taken one by one.
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
	return finishedString(b) // b is not written again
}

// utf8PercentEncodedLen returns the length of s UTF-8 percent-encoded with
// set: every set encodes each byte beyond ASCII (see encodedLen), and an
// ASCII byte in set becomes three.
func utf8PercentEncodedLen(s string, set *encodeSet) int {
	// An ASCII value, a setter's usual, in one pass over its bytes; at
	// the first byte beyond ASCII, the count below. Each ASCII byte's
	// bit is added without a branch.
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
	// The ASCII bytes in set, looked up only in the words of eight
	// bytes that have one.
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if binary.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080 == 0x8080808080808080 {
			continue
		}
		for _, c := range []byte(s[i : i+8]) {
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
			high += bits.OnesCount64(binary.LittleEndian.Uint64([]byte(s[i:i+8])) & 0x8080808080808080)
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
			k := bits.TrailingZeros64(binary.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080) >> 3
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
		// each of the run of them it starts.
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
