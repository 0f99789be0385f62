// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"sort"
	"unicode/utf8"
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
