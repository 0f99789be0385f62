package ecmaregexp

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// classValue is the value of a v-flag class expression: a CharSet whose
// elements are single code points (runes) or sequences of 0 or ≥2 code points
// (strs), plus the static MayContainStrings of the expression that produced
// it (ECMA-262 §22.2.1.6), which decides whether it may be negated.
//
// The strings are stored as seqKeys. Under the i flag runes is closed under
// case folding and each code point of a string is replaced by its foldKey,
// so that strings equal under case folding compare equal in set operations.
type classValue struct {
	runes      runeSet
	strs       map[string]bool
	mayStrings bool
}

// unionWith adds b to a (ClassUnion). It may modify a's map.
func (a *classValue) unionWith(b classValue) {
	a.runes = a.runes.union(b.runes)
	if len(b.strs) > 0 {
		if a.strs == nil {
			a.strs = map[string]bool{}
		}
		for s := range b.strs {
			a.strs[s] = true
		}
	}
	a.mayStrings = a.mayStrings || b.mayStrings
}

// intersectWith keeps in a what is also in b (ClassIntersection).
func (a *classValue) intersectWith(b classValue) {
	a.runes = a.runes.intersect(b.runes)
	for s := range a.strs {
		if !b.strs[s] {
			delete(a.strs, s)
		}
	}
	a.mayStrings = a.mayStrings && b.mayStrings
}

// subtract removes b from a (ClassSubtraction). MayContainStrings is the
// first operand's.
func (a *classValue) subtract(b classValue) {
	a.runes = a.runes.subtract(b.runes)
	for s := range b.strs {
		delete(a.strs, s)
	}
}

// chars returns the class value of a set of code points, closed under case
// folding under the i flag (MaybeSimpleCaseFolding).
func (p *parser) chars(s runeSet) classValue {
	if p.flags.ignoreCase {
		s = caseClose(s)
	}
	return classValue{runes: s}
}

// writeClass writes a class value as an RE2 atom. Without strings it is a
// character class. With strings it is the alternation that ECMA-262's
// CompileAtom for CharacterClass builds (§22.2.2.7): the strings in descending
// order of length, then the single code points, then the empty string.
func (p *parser) writeClass(cv classValue) {
	if len(cv.strs) == 0 {
		p.writeSet(cv.runes)
		return
	}
	strs := make([]string, 0, len(cv.strs))
	empty := false
	for s := range cv.strs {
		if s == "" {
			empty = true
			continue
		}
		strs = append(strs, s)
	}
	sort.Slice(strs, func(i, j int) bool {
		if len(strs[i]) != len(strs[j]) {
			return len(strs[i]) > len(strs[j])
		}
		return strs[i] < strs[j]
	})
	p.out.WriteString("(?:")
	for i, s := range strs {
		if i > 0 {
			p.out.WriteByte('|')
		}
		for k := 0; k+2 < len(s); k += 3 {
			writeLiteral(&p.out, rune(s[k])<<16|rune(s[k+1])<<8|rune(s[k+2]))
		}
	}
	if !cv.runes.isEmpty() {
		if len(strs) > 0 {
			p.out.WriteByte('|')
		}
		p.writeSet(cv.runes)
	}
	if empty && (len(strs) > 0 || !cv.runes.isEmpty()) {
		p.out.WriteByte('|')
	}
	p.out.WriteByte(')')
}

// writeSet writes a set of code points as an RE2 atom (see re2Atom).
//
// Under the i flag the set is already closed under case folding (chars,
// classEscape and classBracket close it), so RE2's own folding of the class
// under (?i) would add nothing; but it costs a unicode.SimpleFold call per
// code point of every range that does not span all foldable code points, so
// "[^]" (everything but the surrogates) took about 3 ms to parse, twice (in
// Translate's check and in regexp.Compile). A class is therefore written
// inside (?-i:...), which matches the same characters. A single code point
// stays a literal, which RE2 folds at no cost.
func (p *parser) writeSet(s runeSet) {
	if _, single := s.subtract(surrogates).single(); single || !p.flags.ignoreCase {
		s.re2Atom(&p.out)
		return
	}
	p.out.WriteString("(?-i:")
	s.re2Class(&p.out)
	p.out.WriteByte(')')
}

// CharacterClass and NestedClass in brackets (ECMA-262 §22.2.1, v flag):
// [ ClassContents ] or [^ ClassContents ]. p.pos is at the '['. A negated
// class is the complement of its contents, which must not contain strings
// (early error: MayContainStrings). Under the i flag the contents are closed
// under case folding, and so is their complement.
func (p *parser) classBracket() (classValue, error) {
	open := p.pos
	if p.depth >= maxDepth {
		return classValue{}, p.errorf(open, "groups and classes nested more than %d deep", maxDepth)
	}
	p.pos++
	negate := false
	if p.peekIs('^') {
		negate = true
		p.pos++
	}
	p.depth++
	cv, err := p.classContents(open)
	p.depth--
	if err != nil {
		return classValue{}, err
	}
	if negate {
		if cv.mayStrings {
			return classValue{}, p.errorf(open, "negated character class may contain strings")
		}
		return classValue{runes: cv.runes.complement()}, nil
	}
	return cv, nil
}

// ClassContents and ClassSetExpression (ECMA-262 §22.2.1, v flag): empty, a
// ClassUnion, a ClassIntersection (A && B && ...) or a ClassSubtraction
// (A -- B -- ...). The operators may not be mixed at one level. It consumes
// the closing ']'.
func (p *parser) classContents(open int) (classValue, error) {
	if p.eof() {
		return classValue{}, p.errorf(open, "unterminated character class")
	}
	if p.peekIs(']') {
		p.pos++
		return classValue{}, nil
	}
	acc, isRange, err := p.classUnionElement()
	if err != nil {
		return classValue{}, err
	}
	if !isRange && (p.lookingAt("&&") || p.lookingAt("--")) {
		// ClassIntersection or ClassSubtraction: operands are
		// ClassSetOperands, joined by one operator throughout.
		op := p.src[p.pos : p.pos+2]
		for p.lookingAt(op) {
			opAt := p.pos
			p.pos += 2
			if op == "&&" && p.peekIs('&') {
				return classValue{}, p.errorf(p.pos, "invalid '&&&' in character class")
			}
			if p.eof() || p.peekIs(']') {
				return classValue{}, p.errorf(opAt, "missing operand after %s in character class", op)
			}
			b, err := p.classSetOperand()
			if err != nil {
				return classValue{}, err
			}
			if op == "&&" {
				acc.intersectWith(b)
			} else {
				acc.subtract(b)
			}
		}
		if p.eof() {
			return classValue{}, p.errorf(open, "unterminated character class")
		}
		if !p.peekIs(']') {
			return classValue{}, p.errorf(p.pos, "expected %s or ']' in character class: operators cannot be mixed with each other or with union at one level (nest the operands in [...])", op)
		}
		p.pos++
		return acc, nil
	}
	// ClassUnion. The code points of all elements are gathered and merged
	// once at the end, which keeps long classes from costing quadratic time.
	raw := append([]runeRange(nil), acc.runes...)
	for {
		if p.eof() {
			return classValue{}, p.errorf(open, "unterminated character class")
		}
		if p.peekIs(']') {
			p.pos++
			acc.runes = normalize(raw)
			return acc, nil
		}
		if p.lookingAt("&&") || p.lookingAt("--") {
			return classValue{}, p.errorf(p.pos, "%s cannot follow a union or a range in a character class (nest the operands in [...])", p.src[p.pos:p.pos+2])
		}
		b, _, err := p.classUnionElement()
		if err != nil {
			return classValue{}, err
		}
		raw = append(raw, b.runes...)
		b.runes = nil
		acc.unionWith(b)
	}
}

// startsNonCharacterOperand reports whether a ClassSetOperand other than a
// ClassSetCharacter starts at p.pos: a NestedClass, a CharacterClassEscape or
// a ClassStringDisjunction.
func (p *parser) startsNonCharacterOperand() bool {
	if p.peekIs('[') {
		return true
	}
	return p.pos+1 < len(p.src) && p.src[p.pos] == '\\' &&
		strings.IndexByte("dDsSwWpPq", p.src[p.pos+1]) >= 0
}

// classUnionElement parses one element of a ClassUnion (ECMA-262 §22.2.1, v
// flag): a ClassSetRange (ClassSetCharacter - ClassSetCharacter) or a
// ClassSetOperand. It reports whether the element was a range.
func (p *parser) classUnionElement() (classValue, bool, error) {
	if p.startsNonCharacterOperand() {
		cv, err := p.classSetOperand()
		return cv, false, err
	}
	start := p.pos
	lo, err := p.classSetCharacter()
	if err != nil {
		return classValue{}, false, err
	}
	if p.peekIs('-') && !p.lookingAt("--") {
		p.pos++
		if p.eof() || p.peekIs(']') || p.startsNonCharacterOperand() {
			return classValue{}, false, p.errorf(start, "invalid range in character class: both ends must be single characters ('-' must be escaped as \\- otherwise)")
		}
		hi, err := p.classSetCharacter()
		if err != nil {
			return classValue{}, false, err
		}
		if lo > hi {
			return classValue{}, false, p.errorf(start, "range out of order in character class: %s", p.src[start:p.pos])
		}
		return p.chars(rangeSet(lo, hi)), true, nil
	}
	return p.chars(runesOf(lo)), false, nil
}

// ClassSetOperand and NestedClass (ECMA-262 §22.2.1, v flag): a nested
// [...] or [^...], \ CharacterClassEscape, a ClassStringDisjunction \q{...},
// or a ClassSetCharacter.
func (p *parser) classSetOperand() (classValue, error) {
	if p.peekIs('[') {
		return p.classBracket()
	}
	if p.pos+1 < len(p.src) && p.src[p.pos] == '\\' {
		switch c := p.src[p.pos+1]; c {
		case 'q':
			return p.classStringDisjunction()
		case 'd', 'D', 's', 'S', 'w', 'W', 'p', 'P':
			s, err := p.classEscape()
			return classValue{runes: s}, err
		}
	}
	r, err := p.classSetCharacter()
	if err != nil {
		return classValue{}, err
	}
	return p.chars(runesOf(r)), nil
}

// classSetSyntaxChars are the ClassSetSyntaxCharacters, which must be escaped
// in a v-flag class.
const classSetSyntaxChars = "()[]{}/-\\|"

// classSetReservedPunctuators may be escaped in a v-flag class
// (ClassSetReservedPunctuator).
const classSetReservedPunctuators = "&-!#%,:;<=>@`~"

// classSetDoublePunctuators are the characters that, doubled, form the
// reserved double punctuators (ClassSetReservedDoublePunctuator: && !! ## $$
// %% ** ++ ,, .. :: ;; << == >> ?? @@ ^^ ~~ and two backquotes), which may
// not appear unescaped in a v-flag class.
const classSetDoublePunctuators = "&!#$%*+,.:;<=>?@^`~"

// ClassSetCharacter (ECMA-262 §22.2.1, v flag): a code point other than a
// ClassSetSyntaxCharacter and not starting a reserved double punctuator, or
// \ CharacterEscape, \ ClassSetReservedPunctuator, or \b (U+0008).
func (p *parser) classSetCharacter() (rune, error) {
	start := p.pos
	if p.eof() {
		return 0, p.errorf(start, "unterminated character class")
	}
	if p.src[start] == '\\' {
		if start+1 < len(p.src) {
			c := p.src[start+1]
			if c == 'b' {
				p.pos += 2
				return '\b', nil
			}
			if strings.IndexByte(classSetReservedPunctuators, c) >= 0 {
				p.pos += 2
				return rune(c), nil
			}
		}
		return p.characterEscape(true)
	}
	r, size := p.runeAt(start)
	if r < utf8.RuneSelf && strings.IndexByte(classSetSyntaxChars, byte(r)) >= 0 {
		return 0, p.errorf(start, "'%c' must be escaped in a character class with the v flag", r)
	}
	if r < utf8.RuneSelf && strings.IndexByte(classSetDoublePunctuators, byte(r)) >= 0 &&
		start+1 < len(p.src) && p.src[start+1] == byte(r) {
		return 0, p.errorf(start, "reserved double punctuator %s in character class", p.src[start:start+2])
	}
	p.pos += size
	return r, nil
}

// seqKey encodes a sequence of code points as a string of three bytes per
// code point (big-endian), so that lone surrogates survive (a Go string
// conversion would turn them into U+FFFD), the byte length is three times the
// code point count, and byte order is code point order.
func seqKey(rs []rune) string {
	b := make([]byte, 0, 3*len(rs))
	for _, r := range rs {
		b = append(b, byte(r>>16), byte(r>>8), byte(r))
	}
	return string(b)
}

// ClassStringDisjunction (ECMA-262 §22.2.1, v flag): \q{ ClassString | ... },
// each ClassString a possibly empty sequence of ClassSetCharacters. Strings
// of one code point join the single code points; the others are kept as
// strings (MayContainStrings is true when there is any).
func (p *parser) classStringDisjunction() (classValue, error) {
	start := p.pos
	if !p.lookingAt(`\q{`) {
		return classValue{}, p.errorf(start, "invalid escape \\q: expected \\q{...}")
	}
	p.pos += 3
	var singles []rune
	cv := classValue{}
	var cur []rune
	for {
		if p.eof() {
			return classValue{}, p.errorf(start, "unterminated \\q{...}")
		}
		if c := p.src[p.pos]; c == '|' || c == '}' {
			p.pos++
			if len(cur) == 1 {
				singles = append(singles, cur[0])
			} else {
				if cv.strs == nil {
					cv.strs = map[string]bool{}
				}
				if p.flags.ignoreCase {
					for i, r := range cur {
						cur[i] = foldKey(r)
					}
				}
				cv.strs[seqKey(cur)] = true
				cv.mayStrings = true
			}
			cur = cur[:0]
			if c == '}' {
				break
			}
			continue
		}
		r, err := p.classSetCharacter()
		if err != nil {
			return classValue{}, err
		}
		cur = append(cur, r)
	}
	cv.runes = p.chars(runesOf(singles...)).runes
	return cv, nil
}
