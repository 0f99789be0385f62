// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package forgivingbase64

// A Validator runs the checks of forgiving-base64 decode over its input
// given in parts, without decoding it: Check for each part in order, then
// Close, which returns the length of the decoding. It fails where a
// Decoder fails, with the same error, so that a caller can report a
// failure and size the output before it decodes (package dataurl's
// NewReader does). Its zero value is ready; after an error it keeps
// returning that error.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
type Validator struct {
	n      int64 // how many code points of the alphabet have been seen
	pad    int   // how many "=" have been seen
	breaks bool  // whether an LF or CR has been seen
	err    error
}

// Check reads src, the next part of the input. A code point that makes
// the input fail gives its error here; the rules on length and "=" that
// need the whole input give theirs from Close.
func (v *Validator) Check(src []byte) error { return check(v, src) }

// CheckString is Check for a part given as a string.
func (v *Validator) CheckString(src string) error { return check(v, src) }

// Decoder returns a Decoder for the input that v has checked (and only
// for it): knowing from v where the input has no line breaks, it decodes
// without looking for them.
func (v *Validator) Decoder() Decoder { return Decoder{noBreaks: !v.breaks} }

// check is Check and CheckString.
func check[T string | []byte](v *Validator, src T) error {
	if v.err != nil {
		return v.err
	}
	// Counted in locals, which stay in registers.
	n, pad := v.n, v.pad
	for i := 0; ; {
		// Runs of code points of the alphabet, as most of an input is,
		// in blocks; anything else (and the rest of the input after a
		// "=") one code point at a time.
		k := i
		if pad == 0 && len(src)-i >= 32 {
			k += alphabetRun(src[i:])
		}
		n += int64(k - i)
		i = k
		if i == len(src) {
			break
		}
		switch c := alphabet[src[i]]; {
		case c < 64:
			if pad > 0 {
				// "ab=c": "=" before the end.
				v.err = ErrPadding
				return v.err
			}
			n++
		case c == whitespace:
			v.breaks = v.breaks || src[i] == '\n' || src[i] == '\r'
		case c == padding:
			pad++
		default:
			v.err = ErrInvalidCodePoint
			return v.err
		}
		i++
	}
	v.n, v.pad = n, pad
	return nil
}

// Close ends the input: it checks the rules on length and "=", and
// returns the length of the input's decoding.
func (v *Validator) Close() (int64, error) {
	if v.err != nil {
		return 0, v.err
	}
	// One or two "=" at the end are removed when the length divides by
	// 4; a remainder of 1 is failure.
	rem := int(v.n % 4)
	switch {
	case v.pad > 0 && (v.pad > 2 || (rem+v.pad)%4 != 0):
		v.err = ErrPadding
	case rem == 1:
		v.err = ErrLength
	}
	if v.err != nil {
		return 0, v.err
	}
	// Three bytes for each four code points; 12 bits left make one
	// byte and 18 two.
	n := v.n / 4 * 3
	if rem > 1 {
		n += int64(rem) - 1
	}
	return n, nil
}

// alphabetRun returns the length of the run of blocks of 32 code points
// of the alphabet at the start of src: one test of the classes of a
// block, ORed together.
func alphabetRun[T string | []byte](src T) int {
	n := 0
	for ; n <= len(src)-32; n += 32 {
		s := src[n : n+32]
		if alphabet[s[0]]|alphabet[s[1]]|alphabet[s[2]]|alphabet[s[3]]|
			alphabet[s[4]]|alphabet[s[5]]|alphabet[s[6]]|alphabet[s[7]]|
			alphabet[s[8]]|alphabet[s[9]]|alphabet[s[10]]|alphabet[s[11]]|
			alphabet[s[12]]|alphabet[s[13]]|alphabet[s[14]]|alphabet[s[15]]|
			alphabet[s[16]]|alphabet[s[17]]|alphabet[s[18]]|alphabet[s[19]]|
			alphabet[s[20]]|alphabet[s[21]]|alphabet[s[22]]|alphabet[s[23]]|
			alphabet[s[24]]|alphabet[s[25]]|alphabet[s[26]]|alphabet[s[27]]|
			alphabet[s[28]]|alphabet[s[29]]|alphabet[s[30]]|alphabet[s[31]] >= 64 {
			break
		}
	}
	return n
}
