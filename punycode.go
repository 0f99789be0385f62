// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
)

// Punycode encoding, for UTS #46 ToASCII.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.3.
//
// RFC 3492's encoder scans the whole label once for each distinct
// non-basic code point, so that it takes time quadratic in the label:
// golang.org/x/net/idna's encoder does so, and a host of 1 MiB in labels of
// 1000 distinct CJK ideographs took 1.7 s to parse. This encoder computes
// the same deltas with a bounded number of steps for each code point: it
// sorts the label's non-basic code points with their positions once, and
// counts the code points smaller than the current one before a position
// with a bitmap of the positions that hold one and, for each word of 64
// positions, how many the words before it hold: a count is one population
// count, and marking a position adds one to the words after it, at most
// 15 (a label has at most maxPunycodeInput code points), fewer steps
// than a Fenwick tree's log2(n) for the labels a host can hold.
//
// The encoder takes the label as its callers find it, its basic code
// points already written and its non-basic ones with their positions
// (appendPunycodeDeltas): the fast path of ToASCII (idnafast.go) collects
// them as it checks the label, in the same pass. A label of few
// non-basic code points is encoded by RFC 3492's loop, which then scans
// only those, each run of basic code points between them counted at
// once.
// TestPunycodeEncode checks it against x/net/idna's encoder.

// The Bootstring parameters of Punycode.
// See https://www.rfc-editor.org/rfc/rfc3492#section-5.
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 0x80
)

// punyPosBits is the width of a position in a label's pairs: a label
// has at most maxPunycodeInput code points, so a code point (21 bits) and
// its position fit in 31 bits, an int on every platform. Sorting ints
// shares its code with the sorts of the standard library, where sorting
// uint64 adds its own (about 6 KiB of a program that calls Parse).
const punyPosBits = 10

// A label's positions fit in punyPosBits.
var _ [1<<punyPosBits - maxPunycodeInput]struct{}

// punyPair returns the pair of the non-basic code point r at position
// pos of a label: pairs sort by code point, then position.
func punyPair(r rune, pos int) int { return int(r)<<punyPosBits | pos }

// punyScratch holds the buffers appendPunycodeDeltas reuses from one
// label to the next of a domain, so that a domain costs a bounded number
// of allocations however many labels it has.
type punyScratch struct {
	pairs []int // punyPair of each non-basic code point of the label
	// The positions that hold a code point smaller than n, a bit each,
	// and for each word of them how many are in the words before it.
	marks      [punyWords]uint64
	marksAhead [punyWords]uint16
}

// punyShort is the most bytes of a domain whose Punycode buffers its
// caller keeps in its frame (appendDomainScanned): a non-basic code point
// takes at least two bytes of UTF-8, so its pairs are at most half as
// many.
const punyShort = 32

// appendPunycode appends the Punycode encoding of label, without the
// "xn--" prefix, to dst. It returns false if label has more than
// maxPunycodeInput code points, or if a delta overflows 32 bits, as
// RFC 3492's encoder fails then (which a label of at most maxPunycodeInput
// code points cannot reach).
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.3.
func appendPunycode(dst []byte, label string, s *punyScratch) ([]byte, bool) {
	// Let b be the number of basic code points in the input; copy them to
	// the output in order, followed by a delimiter if b > 0. The others
	// go to pairs, with their positions.
	s.grow(len(label))
	n, p := 0, 0
	for _, r := range label {
		if n == maxPunycodeInput {
			return dst, false
		}
		if r < punyInitialN {
			dst = append(dst, byte(r))
		} else {
			s.pairs[p] = punyPair(r, n)
			p++
		}
		n++
	}
	if p < n {
		dst = append(dst, '-')
	}
	return appendPunycodeDeltas(dst, n, s.pairs[:p], s)
}

// punyWords is the most words of 64 positions a label to encode has.
const punyWords = (maxPunycodeInput + 63) / 64

// grow makes room in s for the pairs of a label of n bytes: a non-basic
// code point takes at least two, and a label to encode has at most
// maxPunycodeInput code points. The buffer is indexed, not appended to
// (which would add code to grow it).
func (s *punyScratch) grow(n int) {
	if n = min(n/2, maxPunycodeInput); len(s.pairs) < n {
		s.pairs = make([]int, n)
	}
}

// punyShortLabel is the most non-basic code points of a label that
// appendPunycodeDeltas scans, as RFC 3492 does, rather than counting with
// the bitmap.
const punyShortLabel = 16

// appendPunycodeDeltas is the main loop of Punycode's encoder, for a label
// of n code points (at most maxPunycodeInput) whose basic code points and
// delimiter are already in dst: pairs holds punyPair of each of its
// non-basic code points (at least one), in the order of their positions.
// It uses pairs as its own buffer.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.3.
func appendPunycodeDeltas(dst []byte, n int, pairs []int, s *punyScratch) ([]byte, bool) {
	b := n - len(pairs)
	if len(pairs) <= punyShortLabel {
		// Few non-basic code points: RFC 3492's loop as written, a
		// scan of the label for each distinct one, takes fewer steps
		// than sorting them and building the bitmap. Each run of basic code points between two
		// non-basic ones, all smaller than n, is counted at once. No
		// delta can overflow: it is below (maxPunycodeInput + 1) ×
		// 0x110000 + 2 × maxPunycodeInput.
		// Let n = initial_n, delta = 0, bias = initial_bias, h = b.
		cpN, delta, bias, h := punyInitialN, 0, punyInitialBias, b
		// While h < length(input) do begin
		for h < n {
			// Let m = the minimum code point >= n in the input;
			// increment delta by (m - n) * (h + 1); let n = m.
			m := math.MaxInt32
			for _, pair := range pairs {
				if c := pair >> punyPosBits; c >= cpN && c < m {
					m = c
				}
			}
			delta += (m - cpN) * (h + 1)
			cpN = m
			// For each code point c in the input (in order): if c < n,
			// increment delta; if c == n, output delta as a generalized
			// variable-length integer, adapt the bias, let delta = 0
			// and increment h.
			next := 0 // the position after the last pair passed
			for _, pair := range pairs {
				c, pos := pair>>punyPosBits, pair&(1<<punyPosBits-1)
				delta += pos - next // basic code points
				next = pos + 1
				if c < cpN {
					delta++
				} else if c == cpN {
					dst = appendPunyInt(dst, delta, bias)
					// (After the last code point the bias is not
					// used.)
					if h+1 < n {
						bias = punyAdapt(delta, h+1, h == b)
					}
					delta = 0
					h++
				}
			}
			delta += n - next // basic code points
			// Increment delta and n.
			delta++
			cpN++
		}
		return dst, true
	}
	// The order in which the main loop handles the non-basic code points.
	slices.Sort(pairs)

	// The positions of the code points smaller than n, at first the
	// basic ones: every position, but those of the pairs.
	words := (n + 63) >> 6
	marks, ahead := s.marks[:words], s.marksAhead[:words]
	for w := range marks {
		marks[w] = ^uint64(0)
	}
	if n&63 != 0 {
		marks[words-1] = 1<<(n&63) - 1
	}
	for _, pair := range pairs {
		i := pair & (1<<punyPosBits - 1)
		marks[i>>6] &^= 1 << (i & 63)
	}
	count := uint16(0)
	for w, bits64 := range marks {
		ahead[w] = count
		count += uint16(bits.OnesCount64(bits64))
	}
	cpN := int64(punyInitialN)
	add := func(i int) {
		marks[i>>6] |= 1 << (i & 63)
		for w := i>>6 + 1; w < len(ahead); w++ {
			ahead[w]++
		}
	}
	// below returns how many of the positions before i hold a code point
	// smaller than n.
	below := func(i int) int64 {
		return int64(ahead[i>>6]) + int64(bits.OnesCount64(marks[i>>6]&(1<<(i&63)-1)))
	}

	// Let n = initial_n, delta = 0, bias = initial_bias, h = b.
	delta, bias, h := int64(0), punyInitialBias, b
	smaller := int64(b) // how many code points are smaller than n
	for j := 0; j < len(pairs); {
		// Let m be the minimum code point >= n in the input; increment
		// delta by (m - n) * (h + 1), fail on overflow; let n = m.
		m := int64(pairs[j] >> punyPosBits)
		delta += (m - cpN) * int64(h+1)
		cpN = m
		// For each code point c in the input, in order: if c < n,
		// increment delta; if c == n, output delta as a generalized
		// variable-length integer, adapt the bias, and reset delta. The
		// code points smaller than n between two occurrences of n are
		// counted with the bitmap, all at once.
		// (below(pos+1) is below(pos): n is at pos.)
		prevBelow := int64(0) // below the last occurrence of n
		k := j
		for ; k < len(pairs) && int64(pairs[k]>>punyPosBits) == m; k++ {
			cur := below(pairs[k] & (1<<punyPosBits - 1))
			delta += cur - prevBelow
			prevBelow = cur
			if delta > math.MaxInt32 {
				return dst, false
			}
			dst = appendPunyInt(dst, int(delta), bias)
			// (After the last code point the bias is not used.)
			if h+1 < n {
				bias = punyAdapt(int(delta), h+1, h == b)
			}
			delta = 0
			h++
		}
		if k == len(pairs) {
			break // the rest is not used
		}
		// The rest of the scan, after the last occurrence of n.
		delta += smaller - prevBelow
		// The occurrences of n are smaller than the next n.
		for ; j < k; j++ {
			add(pairs[j] & (1<<punyPosBits - 1))
			smaller++
		}
		// Increment delta and n.
		delta++
		cpN++
	}
	return dst, true
}

// appendPunyInt appends q as a generalized variable-length integer.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.3.
func appendPunyInt(dst []byte, q, bias int) []byte {
	// q is below 2^31 (the encoders fail before), so the digits are
	// computed in uint32s.
	v := uint32(q)
	for k := punyBase; ; k += punyBase {
		// Let t be tmin if k <= bias, tmax if k >= bias + tmax, or
		// k - bias otherwise.
		t := min(max(k-bias, punyTMin), punyTMax)
		if v < uint32(t) {
			break
		}
		// Output the code point for digit t + ((q - t) mod (base - t));
		// let q = (q - t) div (base - t).
		d, rest := v-uint32(t), uint32(punyBase-t)
		dst = append(dst, punyDigits[uint32(t)+d%rest])
		v = d / rest
	}
	return append(dst, punyDigits[v])
}

// punyDigits are the code points for the digits 0 to 35: a-z, then 0-9.
const punyDigits = "abcdefghijklmnopqrstuvwxyz0123456789"

// punyAdapt is the bias adaptation function.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.1.
func punyAdapt(delta, numPoints int, firstTime bool) int {
	// delta is below 2^31 and numPoints at most maxPunycodeInput+1, so
	// the arithmetic is in uint32s, as in appendPunyInt.
	d := uint32(delta)
	if firstTime {
		d /= punyDamp
	} else {
		d /= 2
	}
	d += d / uint32(numPoints)
	k := 0
	for d > ((punyBase-punyTMin)*punyTMax)/2 {
		d /= punyBase - punyTMin
		k += punyBase
	}
	return k + int((punyBase-punyTMin+1)*d/(d+punySkew))
}

// punyMaxInt is the largest value RFC 3492's decoder handles, as in the
// decoders of browsers and tr46: a larger one is an overflow, a failure.
const punyMaxInt = 1<<31 - 1

// decodePunycode returns the code points that label, a Punycode string
// without its "xn--" prefix, decodes to. It fails on what RFC 3492's
// decoder fails on (a byte beyond ASCII, a bad digit, a label that ends
// within a delta, an overflow), on a code point that is a surrogate or
// beyond U+10FFFF, and on more than maxPunycodeInput code points, which
// ToASCII could not encode again: so the work stays linear in label.
// See https://www.rfc-editor.org/rfc/rfc3492#section-6.2.
func decodePunycode(label string) ([]rune, bool) {
	// Let b be the number of input code points before the last
	// delimiter, or 0 if there is none, then copy the first b code
	// points to the output. (A delimiter first delimits nothing: it is
	// then read as a digit, and fails, as in the decoders of browsers.)
	b := max(strings.LastIndexByte(label, '-'), 0)
	if b > maxPunycodeInput {
		return nil, false
	}
	out := make([]rune, 0, min(len(label), maxPunycodeInput))
	for i := 0; i < b; i++ {
		if label[i] >= 0x80 {
			return nil, false
		}
		out = append(out, rune(label[i]))
	}
	in := 0
	if b > 0 {
		in = b + 1
	}
	n, i, bias := punyInitialN, 0, punyInitialBias
	for in < len(label) {
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if in >= len(label) {
				return nil, false
			}
			digit := punyDigit(label[in])
			in++
			if digit >= punyBase || digit > (punyMaxInt-i)/w {
				return nil, false
			}
			i += digit * w
			t := min(max(k-bias, punyTMin), punyTMax)
			if digit < t {
				break
			}
			if w > punyMaxInt/(punyBase-t) {
				return nil, false
			}
			w *= punyBase - t
		}
		count := len(out) + 1
		bias = punyAdapt(i-oldi, count, oldi == 0)
		if i/count > punyMaxInt-n {
			return nil, false
		}
		n += i / count
		i %= count
		if n > utf8.MaxRune || 0xD800 <= n && n <= 0xDFFF || count > maxPunycodeInput {
			return nil, false
		}
		out = slices.Insert(out, i, rune(n))
		i++
	}
	return out, true
}

// punyDigit returns the value of the Punycode digit c, or punyBase if c
// is none.
func punyDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c-'0') + 26
	case 'A' <= c && c <= 'Z':
		return int(c - 'A')
	case 'a' <= c && c <= 'z':
		return int(c - 'a')
	}
	return punyBase
}

// maxPunycodeInput is the most code points a label may have to be encoded
// as Punycode, as in ICU (which Chrome and Safari use) and in rust-url's
// idna crate (Firefox): a longer label fails domain to ASCII. The standard
// does not say what a label this long gives; without the limit, one label
// could hold a whole host.
// See https://unicode-org.atlassian.net/browse/ICU-13727 and
// https://github.com/whatwg/url/issues/824.
const maxPunycodeInput = 1000
