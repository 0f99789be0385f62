// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/weburl/url/validation"
)

// report signifies a validation error that does not stop the parser. It
// costs a nil check when no callback is set.
func (p *urlParser) report(typ validation.Type, at int) {
	if p != nil && p.onErr != nil {
		p.onErr(validation.Error{Type: typ, Offset: p.origOffset(at)})
	}
}

// fail signifies a validation error and returns it as the parser's
// failure.
func (p *urlParser) fail(typ validation.Type, at int) error {
	e := validation.Error{Type: typ, Failure: true}
	if p != nil {
		e.Offset = p.origOffset(at)
		if p.onErr != nil {
			p.onErr(e)
		}
	}
	return e
}

// origOffset maps an offset in the parser's input, which has lost its
// leading C0 controls and spaces and its tabs and newlines, back to the
// caller's input.
func (p *urlParser) origOffset(at int) int {
	if p.onErr == nil && len(p.raw) != len(p.input) {
		// Without a callback the removed bytes are not recorded (that
		// would cost an allocation on every parse of an input with a
		// tab); find the at-th byte that was kept. This happens once per
		// parse, for the error that makes it fail.
		kept := 0
		for j := 0; j < len(p.raw); j++ {
			if c := p.raw[j]; c == '\t' || c == '\n' || c == '\r' {
				continue
			}
			if kept == at {
				return p.trimStart + j
			}
			kept++
		}
		return p.trimStart + len(p.raw)
	}
	// The k-th removed byte (0-based) stands at removed[k] in the caller's
	// input, after removed[k]-k kept bytes; every removed byte standing
	// after at most x kept bytes comes before offset x's byte. Those are a
	// prefix of removed. Errors come mostly in the order of their
	// offsets, so the search starts where the last one ended, and gallops
	// forward (or searches the part before it): a parse that reports an
	// error at every byte takes time linear in its input, not n log n.
	x := at + p.trimStart
	after := func(k int) bool { return p.removed[k]-k > x }
	n := len(p.removed)
	k := min(p.removedAt, n)
	if k > 0 && after(k-1) {
		k = sort.Search(k, after)
	} else {
		lo, hi := k, k
		for step := 1; hi < n && !after(hi); step *= 2 {
			lo, hi = hi+1, hi+step
		}
		hi = min(hi, n)
		k = lo + sort.Search(hi-lo, func(j int) bool { return after(lo + j) })
	}
	p.removedAt = k
	return x + k
}

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

// checkURLUnits reports an invalid-URL-unit validation error for each
// invalid URL unit of s (see nextInvalidURLUnit). at is the offset of s in
// the input.
func (p *urlParser) checkURLUnits(s string, at int) {
	for i := 0; ; {
		j, n, _ := nextInvalidURLUnit(s, i)
		if j < 0 {
			return
		}
		p.report(errInvalidURLUnit, at+j)
		i = j + n
	}
}

// Offsets of validation errors at the offending byte. The host parser
// works on a percent-decoded, UTS #46-mapped copy of the host, so an error
// it finds there is first known only for the whole host; these helpers,
// run only when parsing fails, find the byte of the host as written that
// the error is about, so that "https://exa mple.com/" reports its space at
// byte 11 rather than the host at byte 8.

// domainFailureOffset returns the offset in input, a host as written
// (before percent-decoding), of the first code point that makes domain to
// ASCII fail on its own: a forbidden domain code point, written as it is
// or percent-encoded (then the offset of its "%"), a "%" that starts no
// percent-encoded byte, a byte that is not UTF-8, or a code point that
// UTS #46 disallows or maps to a forbidden domain code point (U+FF20 "＠"
// becomes "@"). It returns 0, the start of the host, when no single code
// point is at fault (a Bidi or ContextJ rule, an empty or long label).
func domainFailureOffset(input string) int {
	// One pass finds the first code point that fails without asking
	// UTS #46 (a forbidden domain code point, a byte that is not UTF-8)
	// and collects the distinct non-ASCII code points before it; UTS #46
	// is then asked about all of them at once, so that a long host costs
	// a bounded number of calls (and allocations), however many distinct
	// code points it has.
	fail, size := 0, 0
	var seen codePointSet
	last := rune(-1) // the last code point added, which often repeats
	walkDomainCodePoints(input, func(at int, r rune, n int) bool {
		switch {
		case r == utf8.RuneError && n == 1, r < utf8.RuneSelf && forbiddenDomain.contains(byte(r)):
			fail = at
			return false
		case r >= utf8.RuneSelf && r != last && seen.add(r):
			size += batchLabelLen(r)
			last = r
		}
		return true
	})
	if size == 0 {
		return fail
	}
	// A second pass writes the batch, in one allocation, each code
	// point at its first occurrence (taking it out of the set).
	batch := make([]byte, 0, size)
	walkDomainCodePoints(input, func(at int, r rune, n int) bool {
		if r >= utf8.RuneSelf && seen.remove(r) {
			batch = appendBatchLabel(batch, r)
		}
		return len(batch) < size
	})
	bad, ok := firstRejected(batch[:len(batch)-1])
	if !ok {
		return fail
	}
	// The first code point at fault is the first occurrence of bad, which
	// comes before fail.
	walkDomainCodePoints(input, func(at int, r rune, n int) bool {
		if r == bad {
			fail = at
			return false
		}
		return true
	})
	return fail
}

// walkDomainCodePoints calls f with each code point of input, a host as
// written, its offset and its length in input, the bytes of a
// percent-encoded code point decoded (its offset is its first "%"), until
// f returns false. A byte that is not UTF-8 is utf8.RuneError of length 1.
// ASCII bytes written as they are that are not forbidden domain code
// points, which domainFailureOffset does not look for, are skipped without
// a call, which would cost several times the byte's own work.
func walkDomainCodePoints(input string, f func(at int, r rune, n int) bool) {
	for i := 0; i < len(input); {
		if c := input[i]; c < utf8.RuneSelf && !forbiddenDomain.contains(c) {
			i++
			continue
		}
		if input[i] == '%' && i+2 < len(input) && isHex(input[i+1]) && isHex(input[i+2]) {
			// A run of percent-encoded bytes: each code point it decodes
			// to is at the "%" of its first byte.
			j := i
			var buf [4]byte
			for j+2 < len(input) && input[j] == '%' && isHex(input[j+1]) && isHex(input[j+2]) {
				// Decode one code point's bytes (at most four).
				start, n := j, 0
				for n < len(buf) && j+2 < len(input) && input[j] == '%' && isHex(input[j+1]) && isHex(input[j+2]) {
					buf[n] = unhex(input[j+1])<<4 | unhex(input[j+2])
					n++
					j += 3
					if utf8.FullRune(buf[:n]) {
						break
					}
				}
				r, size := utf8.DecodeRune(buf[:n])
				if !f(start, r, size) {
					return
				}
				// Bytes after an invalid sequence's first start over.
				j = start + 3*size
			}
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(input[i:])
		if !f(i, r, n) {
			return
		}
		i += n
	}
}

// codePointSet is a set of non-ASCII code points: a bitmap of 8 KiB for
// each plane of 65,536 code points that has one, allocated when the first
// is added.
type codePointSet [(utf8.MaxRune + 1) >> 16]*[1 << 10]uint64

// add adds r to the set and reports whether it was not in it.
func (s *codePointSet) add(r rune) bool {
	plane := &s[r>>16]
	if *plane == nil {
		*plane = new([1 << 10]uint64)
	}
	w, bit := &(*plane)[r>>6&(1<<10-1)], uint64(1)<<(r&63)
	if *w&bit != 0 {
		return false
	}
	*w |= bit
	return true
}

// remove removes r from the set and reports whether it was in it.
func (s *codePointSet) remove(r rune) bool {
	plane := s[r>>16]
	if plane == nil {
		return false
	}
	w, bit := &plane[r>>6&(1<<10-1)], uint64(1)<<(r&63)
	if *w&bit == 0 {
		return false
	}
	*w &^= bit
	return true
}

// batchLabelLen is the length of what appendBatchLabel appends for r.
func batchLabelLen(r rune) int { return utf8.RuneLen(r) + 2 }

// appendBatchLabel appends to batch the label firstRejected asks UTS #46
// about for the code point r: "a", r, ".". Behind "a" a combining mark is
// not at the start of a label, where it would fail: a mark fails only at
// the start of a label, which is the label's fault, not the mark's. ("a"
// composes with some marks, into a letter that is valid.)
func appendBatchLabel(batch []byte, r rune) []byte {
	batch = append(batch, 'a')
	batch = utf8.AppendRune(batch, r)
	return append(batch, '.')
}

// firstRejected returns the code point of the first label of batch (labels
// from appendBatchLabel, without the last ".") that makes domain to ASCII
// fail on its own: one that UTS #46 disallows, or maps to a forbidden
// domain code point (U+FF20 "＠" becomes "@"), or a zero-width joiner
// without what ContextJ needs before it. UTS #46 maps each code point on
// its own and checks each label on its own, so a run of labels passes if
// and only if each of its labels does: one call asks about all of them,
// and only when it fails is the run halved, the first half asked first,
// which takes a number of calls logarithmic in the number of labels, and
// time linear in it.
func firstRejected(batch []byte) (rune, bool) {
	if labelsAccepted(batch) {
		return 0, false
	}
	mid := bytes.IndexByte(batch[len(batch)/2:], '.')
	if mid < 0 {
		mid = bytes.LastIndexByte(batch[:len(batch)/2], '.')
	} else {
		mid += len(batch) / 2
	}
	if mid < 0 {
		// One label: "a" and its code point.
		r, _ := utf8.DecodeRune(batch[1:])
		return r, true
	}
	if r, ok := firstRejected(batch[:mid]); ok {
		return r, true
	}
	return firstRejected(batch[mid+1:])
}

// labelsAccepted reports whether UTS #46 ToUnicode, with the flags of the
// domain parser when not beStrict, accepts the labels of batch and maps
// them to no forbidden domain code point.
func labelsAccepted(batch []byte) bool {
	m, ok := uts46Process(borrowString(batch), false)
	return ok && strings.IndexFunc(m, func(c rune) bool { return c < utf8.RuneSelf && forbiddenDomain.contains(byte(c)) }) < 0
}

// failDomain signifies the domain-to-ASCII validation error of a domain
// parser that fails, at the byte of input, the host being parsed as
// written, that domainFailureOffset finds; at is where the host starts.
func (p *urlParser) failDomain(input string, at int) error {
	if p != nil {
		at += domainFailureOffset(input)
	}
	return p.fail(errDomainToASCII, at)
}
