// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package ecmaregexp

import (
	"strconv"
	"strings"
)

// Escapes: the AtomEscape and ClassEscape productions of ECMA-262 §22.2.1
// and what they translate to.

// AtomEscape (ECMA-262 §22.2.1): DecimalEscape, CharacterClassEscape,
// CharacterEscape, or k GroupName.
func (p *parser) atomEscape() error {
	start := p.pos
	if start+1 >= len(p.src) {
		return p.errorf(start, "\\ at end of pattern")
	}
	switch c := p.src[start+1]; {
	case '1' <= c && c <= '9':
		// DecimalEscape: a backreference if there are that many groups.
		i := start + 1
		for i < len(p.src) && '0' <= p.src[i] && p.src[i] <= '9' {
			i++
		}
		n := p.src[start+1 : i]
		if compareDecimal(n, strconv.Itoa(p.capCount)) <= 0 {
			return p.errorf(start, "backreference \\%s is not supported: RE2 has no backreferences", n)
		}
		return p.errorf(start, "invalid escape \\%s: the pattern has only %d capturing groups", n, p.capCount)
	case c == 'k':
		if start+2 >= len(p.src) || p.src[start+2] != '<' {
			return p.errorf(start, "invalid escape \\k: expected \\k<name>")
		}
		name, _, err := p.groupName(start + 2)
		if err != nil {
			return err
		}
		if p.groupNames[name] {
			return p.errorf(start, "backreference \\k<%s> is not supported: RE2 has no backreferences", name)
		}
		return p.errorf(start, "invalid named reference \\k<%s>: no group has that name", name)
	case strings.IndexByte("dDsSwWpP", c) >= 0:
		set, err := p.classEscape()
		if err != nil {
			return err
		}
		p.writeSet(set)
		return nil
	}
	r, err := p.characterEscape(false)
	if err != nil {
		return err
	}
	writeLiteral(&p.out, r)
	return nil
}

// CharacterEscape (ECMA-262 §22.2.1, with the u/v flags): ControlEscape,
// c AsciiLetter, 0 not followed by a digit, HexEscapeSequence,
// RegExpUnicodeEscapeSequence, or IdentityEscape (a SyntaxCharacter or /).
// In a class, ClassSetCharacter adds the reserved punctuators and \b; the
// caller handles those. p.pos is at the backslash.
func (p *parser) characterEscape(inClass bool) (rune, error) {
	start := p.pos
	if start+1 >= len(p.src) {
		return 0, p.errorf(start, "\\ at end of pattern")
	}
	c := p.src[start+1]
	switch c {
	case 'f':
		p.pos += 2
		return '\f', nil
	case 'n':
		p.pos += 2
		return '\n', nil
	case 'r':
		p.pos += 2
		return '\r', nil
	case 't':
		p.pos += 2
		return '\t', nil
	case 'v':
		p.pos += 2
		return '\v', nil
	case 'c':
		if start+2 < len(p.src) {
			if l := rune(p.src[start+2]); 'a' <= l && l <= 'z' || 'A' <= l && l <= 'Z' {
				p.pos += 3
				return l % 32, nil
			}
		}
		return 0, p.errorf(start, "invalid escape \\c: it must be followed by an ASCII letter")
	case '0':
		if start+2 < len(p.src) && '0' <= p.src[start+2] && p.src[start+2] <= '9' {
			return 0, p.errorf(start, "invalid escape \\0 followed by a digit (octal escapes are not allowed with the v flag)")
		}
		p.pos += 2
		return 0, nil
	case 'x':
		if start+3 < len(p.src) && isHex(p.src[start+2]) && isHex(p.src[start+3]) {
			p.pos += 4
			return hexVal(p.src[start+2])<<4 | hexVal(p.src[start+3]), nil
		}
		return 0, p.errorf(start, "invalid escape \\x: it must be followed by two hex digits")
	case 'u':
		r, end, ok := p.unicodeEscape(start + 1)
		if !ok {
			return 0, p.errorf(start, "invalid Unicode escape")
		}
		p.pos = end
		return r, nil
	case '^', '$', '\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '/':
		p.pos += 2
		return rune(c), nil
	}
	r, _ := p.runeAt(start + 1)
	if '1' <= c && c <= '9' && inClass {
		return 0, p.errorf(start, "invalid escape \\%c in a character class", r)
	}
	return 0, p.errorf(start, "invalid escape \\%c (with the v flag only syntax characters and / may be escaped)", r)
}

// unicodeEscape parses RegExpUnicodeEscapeSequence[+UnicodeMode] with u at
// offset i: uHHHH (a lead surrogate followed by \uHHHH of a trail surrogate
// makes one code point), or u{H...} up to 10FFFF. It returns the code point and
// the offset after the escape.
func (p *parser) unicodeEscape(i int) (rune, int, bool) {
	s := p.src
	if i+1 < len(s) && s[i+1] == '{' {
		j := i + 2
		var r rune
		for j < len(s) && isHex(s[j]) {
			r = r<<4 | hexVal(s[j])
			if r > maxRune {
				return 0, 0, false
			}
			j++
		}
		if j == i+2 || j >= len(s) || s[j] != '}' {
			return 0, 0, false
		}
		return r, j + 1, true
	}
	r, ok := hex4(s, i+1)
	if !ok {
		return 0, 0, false
	}
	end := i + 5
	if 0xD800 <= r && r <= 0xDBFF && strings.HasPrefix(s[end:], `\u`) {
		if t, ok := hex4(s, end+2); ok && 0xDC00 <= t && t <= 0xDFFF {
			return 0x10000 + (r-0xD800)<<10 + (t - 0xDC00), end + 6, true
		}
	}
	return r, end, true
}

// hex4 parses four hex digits at offset i.
func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for j := i; j < i+4; j++ {
		if !isHex(s[j]) {
			return 0, false
		}
		r = r<<4 | hexVal(s[j])
	}
	return r, true
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func hexVal(c byte) rune {
	switch {
	case '0' <= c && c <= '9':
		return rune(c - '0')
	case 'a' <= c && c <= 'f':
		return rune(c-'a') + 10
	default:
		return rune(c-'A') + 10
	}
}

// CharacterClassEscape (ECMA-262 §22.2.1, §22.2.2.9): d D s S w W, and
// p{ UnicodePropertyValueExpression } and P{ ... }. p.pos is at the
// backslash. Under the i flag the result is closed under case folding
// (MaybeSimpleCaseFolding); complements are taken after closing.
func (p *parser) classEscape() (runeSet, error) {
	start := p.pos
	// The same escape under the same flags is the same set: computed once
	// per pattern, so that a pattern repeating \p{L} under the i flag costs
	// one case closure (about 400 KB of work), not one per repetition.
	end := start + 2
	if c := p.src[start+1]; c == 'p' || c == 'P' {
		if i := strings.IndexByte(p.src[start:], '}'); i > 0 {
			end = start + i + 1
		} else {
			end = -1
		}
	}
	var key string
	if end > 0 {
		key = p.src[start:end]
		if p.flags.ignoreCase {
			key += "/i"
		}
		if s, ok := p.escapes[key]; ok {
			p.pos = end
			return s, nil
		}
	}
	s, err := p.classEscapeSet()
	if err == nil && end > 0 && p.pos == end {
		if p.escapes == nil {
			p.escapes = map[string]runeSet{}
		}
		p.escapes[key] = s
	}
	return s, err
}

// classEscapeSet is classEscape without the memo.
func (p *parser) classEscapeSet() (runeSet, error) {
	start := p.pos
	c := p.src[start+1]
	p.pos += 2
	var s runeSet
	switch c {
	case 'd', 'D':
		s = digitSet()
	case 's', 'S':
		s = spaceSet()
	case 'w', 'W':
		s = wordSet()
	case 'p', 'P':
		var err error
		if s, err = p.propertyExpression(start, c == 'P'); err != nil {
			return nil, err
		}
	}
	if p.flags.ignoreCase {
		s = caseClose(s)
	}
	switch c {
	case 'D', 'S', 'W', 'P':
		s = s.complement()
	}
	return s, nil
}

// UnicodePropertyValueExpression (ECMA-262 §22.2.1):
// { UnicodePropertyName = UnicodePropertyValue } or
// { LoneUnicodePropertyNameOrValue }. p.pos is after \p or \P.
func (p *parser) propertyExpression(start int, negated bool) (runeSet, error) {
	if !p.peekIs('{') {
		return nil, p.errorf(start, "invalid property escape: expected %s{...}", p.src[start:start+2])
	}
	i := p.pos + 1
	nameStart := i
	for i < len(p.src) && (isASCIIAlnum(rune(p.src[i])) || p.src[i] == '_') {
		i++
	}
	name := p.src[nameStart:i]
	value, hasValue := "", false
	if i < len(p.src) && p.src[i] == '=' {
		hasValue = true
		i++
		vStart := i
		for i < len(p.src) && (isASCIIAlnum(rune(p.src[i])) || p.src[i] == '_') {
			i++
		}
		value = p.src[vStart:i]
		if value == "" || strings.ContainsAny(name, "0123456789") {
			return nil, p.errorf(start, "invalid property escape")
		}
	}
	if name == "" || i >= len(p.src) || p.src[i] != '}' {
		return nil, p.errorf(start, "invalid property escape")
	}
	p.pos = i + 1
	s, perr := unicodeProperty(name, value, hasValue, negated)
	if perr != nil {
		return nil, p.errorf(start, "%s", perr.msg)
	}
	return s, nil
}
