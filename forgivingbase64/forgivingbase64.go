// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package forgivingbase64 implements the Infra Standard's forgiving-base64
// decode and encode, which the Fetch Standard's data: URLs, HTML's atob()
// and other web standards use.
//
// Forgiving-base64 decode differs from encoding/base64's StdEncoding: it
// removes all ASCII whitespace (tab, LF, FF, CR, space) first; the "="
// padding is optional, but when present it must make the length a
// multiple of four; and the bits after the last byte are discarded
// whatever they are ("YQ" and "YR" both decode to "a"). Encode is RFC
// 4648's base64 with padding, StdEncoding's.
//
// It is a package of its own, beside dataurl, so that a program that
// decodes base64 as browsers do links neither the URL parser nor net/http.
//
// See https://infra.spec.whatwg.org/#forgiving-base64.
package forgivingbase64

import (
	"bytes"
	"encoding/base64"
	"errors"
)

// The reasons Decode fails.
var (
	// ErrInvalidCodePoint: a code point that is not in the base64
	// alphabet ("+", "/", ASCII alphanumerics), not ASCII whitespace, and
	// not "=" at the end ("ab*d", "ab=c", "é").
	ErrInvalidCodePoint = errors.New("forgivingbase64: code point not in the base64 alphabet")
	// ErrLength: without whitespace and padding, the length divided by
	// four leaves one ("abcde").
	ErrLength = errors.New("forgivingbase64: length leaves 1 when divided by 4")
	// ErrPadding: "=" that does not end a multiple of four code points, or
	// more than two of them ("ab=", "a===", "abcd==").
	ErrPadding = errors.New("forgivingbase64: \"=\" where no padding may be")
)

// Encode returns the forgiving-base64 encode of data: RFC 4648's base64,
// padded with "=".
// See https://infra.spec.whatwg.org/#forgiving-base64-encode.
func Encode(data []byte) string { return base64.StdEncoding.EncodeToString(data) }

// AppendEncode appends the forgiving-base64 encode of data to dst.
func AppendEncode(dst, data []byte) []byte { return base64.StdEncoding.AppendEncode(dst, data) }

// Decode returns the forgiving-base64 decode of s, or an error that is
// ErrInvalidCodePoint, ErrLength or ErrPadding.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
func Decode(s string) ([]byte, error) {
	var d Decoder
	dst := make([]byte, DecodedLen(len(s)))
	var chunk [chunkSize]byte
	n := 0
	for len(s) > 0 {
		c := chunk[:copy(chunk[:], s)]
		s = s[len(c):]
		m, err := d.Decode(dst[n:], c)
		n += m
		if err != nil {
			return nil, err
		}
	}
	m, err := d.Close(dst[n:])
	if err != nil {
		return nil, err
	}
	return dst[:n+m], nil
}

// DecodedLen returns the most bytes that decoding n code points writes,
// with the at most three a Decoder holds from before: what Decoder.Decode
// needs in dst for n bytes of src, and what Decode and Close need for n.
func DecodedLen(n int) int { return (n + 3) / 4 * 3 }

// chunkSize is how much of a string Decode copies at a time for
// encoding/base64, which reads bytes.
const chunkSize = 4096

// A Decoder runs forgiving-base64 decode over its input given in parts:
// Decode for each part in order, then Close. Its zero value is ready;
// after an error it keeps returning that error.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
type Decoder struct {
	buffer uint32 // the six-bit values of the code points not yet decoded
	n      int    // how many there are in buffer: 0 to 3
	pad    int    // how many "=" have been seen
	err    error
	// The input has no LF or CR (see Validator.Decoder).
	noBreaks bool
}

// alphabet maps a byte to its value in the base64 alphabet of RFC 4648's
// Table 1, or to one of the classes below. Its entries are words, not
// bytes, so that the Validator ORs each into its sum with one instruction.
var alphabet = func() (t [256]uint32) {
	for i := range t {
		t[i] = invalid
	}
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for i := 0; i < len(digits); i++ {
		t[digits[i]] = uint32(i)
	}
	// ASCII whitespace is removed first.
	for _, c := range "\t\n\f\r " {
		t[c] = whitespace
	}
	t['='] = padding
	return t
}()

// The classes of bytes outside the alphabet.
const (
	whitespace = 0x40 + iota
	padding
	invalid
)

// Decode decodes src, the next part of the input, into dst, which must
// have room for DecodedLen(len(src)) bytes, and returns how many bytes it
// wrote. A code point that makes the input fail gives its error here;
// the rules on length and "=" that need the whole input give theirs from
// Close.
func (d *Decoder) Decode(dst, src []byte) (int, error) {
	if d.err != nil {
		return 0, d.err
	}
	n, i := 0, 0
	// The next LF and CR at or after i, -1 for none, -2 before the search:
	// encoding/base64 skips them, so a run for it stops before them.
	lf, cr := -2, -2
	if d.noBreaks {
		lf, cr = -1, -1
	}
	for i < len(src) {
		// A run of whole quanta with no whitespace or "=", as most inputs
		// are, goes to encoding/base64 in one call, which decodes 8 code
		// points at a time; the loop of step is the standard's, one code
		// point at a time.
		if d.n == 0 && d.pad == 0 && len(src)-i >= 4 {
			lf = nextByte(src, i, lf, '\n')
			cr = nextByte(src, i, cr, '\r')
			end := len(src)
			if lf >= 0 {
				end = lf
			}
			if cr >= 0 {
				end = min(end, cr)
			}
			if k := (end - i) &^ 3; k > 0 {
				m, err := base64.RawStdEncoding.Decode(dst[n:], src[i:i+k])
				if err == nil {
					n += m
					i += k
					continue
				}
				// The quanta before the one with the code point that
				// is not in the alphabet are decoded.
				var bad base64.CorruptInputError
				if errors.As(err, &bad) {
					q := min(int(bad), k) / 4
					n += 3 * q
					i += 4 * q
				}
			}
		}
		r, w, err := d.step(dst[n:], src[i:])
		n += w
		i += r
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// nextByte returns the index of the first c in b at or after i, given
// the last answer at, which stands while it is at or after i; -1 for none.
func nextByte(b []byte, i, at int, c byte) int {
	if at == -1 || at >= i {
		return at
	}
	if j := bytes.IndexByte(b[i:], c); j >= 0 {
		return i + j
	}
	return -1
}

// step decodes src one code point at a time, as the standard's loop does
// with whitespace removed and "=" checked as they come, until a quantum
// is complete and no "=" has come, or src ends. It returns how many bytes
// it read and wrote.
func (d *Decoder) step(dst, src []byte) (read, written int, err error) {
	for read < len(src) {
		c := src[read]
		read++
		switch v := alphabet[c]; {
		case v < 64:
			if d.pad > 0 {
				// "ab=c": "=" before the end.
				d.err = ErrPadding
				return read, written, d.err
			}
			// Append six bits to buffer; at 24, write three bytes.
			d.buffer = d.buffer<<6 | uint32(v)
			d.n++
			if d.n == 4 {
				dst[written], dst[written+1], dst[written+2] = byte(d.buffer>>16), byte(d.buffer>>8), byte(d.buffer)
				written += 3
				d.buffer, d.n = 0, 0
			}
		case v == whitespace:
		case v == padding:
			d.pad++
		default:
			d.err = ErrInvalidCodePoint
			return read, written, d.err
		}
		if d.n == 0 && d.pad == 0 {
			break
		}
	}
	return read, written, nil
}

// Close ends the input: it checks the rules on length and "=", and writes
// the one or two bytes of the last 12 or 18 bits into dst, which must have
// room for 2, and returns how many it wrote.
func (d *Decoder) Close(dst []byte) (int, error) {
	if d.err != nil {
		return 0, d.err
	}
	// One or two "=" at the end are removed when the length divides by 4.
	if d.pad > 0 && (d.pad > 2 || (d.n+d.pad)%4 != 0) {
		d.err = ErrPadding
		return 0, d.err
	}
	switch d.n {
	case 1:
		d.err = ErrLength
		return 0, d.err
	case 2:
		// 12 bits: discard the last four.
		dst[0] = byte(d.buffer >> 4)
		return 1, nil
	case 3:
		// 18 bits: discard the last two.
		dst[0], dst[1] = byte(d.buffer>>10), byte(d.buffer>>2)
		return 2, nil
	}
	return 0, nil
}
