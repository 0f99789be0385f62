// Package ecmaregexp translates ECMAScript regular expressions, as the URL
// Pattern Standard compiles them (flag v, plus i when ignoring case), into the
// syntax of Go's regexp package (RE2), keeping what they match.
//
// URL patterns carry user-supplied regular expressions. Go's regexp runs in
// time linear in the input, so an untrusted pattern cannot cause catastrophic
// backtracking; the price is that RE2 lacks the constructs that need
// backtracking. Translate therefore accepts exactly the ECMAScript syntax of
// the v flag (what a JavaScript engine accepts for new RegExp(pattern, "v")),
// and rejects with a *SyntaxError both what JavaScript rejects and what RE2
// cannot express.
//
// Supported (ECMA-262 §22.2, Unicode-sets mode):
//   - alternation, groups (...), (?:...), named groups (?<name>...) (which
//     become (?P<name>...) and keep their names and numbers), and the modifier
//     groups of ES2025 (?ims-ims:...);
//   - quantifiers * + ? {n} {n,} {n,m} and their lazy forms, with counts up to
//     1000;
//   - ^ and $ (start and end of input), \b and \B, and . (any code point but the
//     line terminators \n \r U+2028 U+2029, or any code point under s);
//   - the escapes \d \D \s \S \w \W (with ECMAScript's sets, spelled out),
//     \p{...} and \P{...} for General_Category values, Script values and the
//     binary properties that Go's unicode tables give exactly, \f \n \r \t \v,
//     \cX, \0, \xHH, \uHHHH (surrogate pairs join into one code point),
//     \u{H...}, and the identity escapes of the syntax characters and /;
//   - character classes with nested classes, ranges, union, intersection (&&),
//     difference (--), negation, and \q{...} string alternatives. A class that
//     holds strings of other than one code point becomes an alternation,
//     longest strings first, as ECMAScript matches it;
//   - the i flag, as (?i): ECMAScript's simple case folding and Go's fold
//     orbits make the same characters equal. Set operations under i are done
//     on case-closed sets, which is what the spec's MaybeSimpleCaseFolding and
//     canonical-character complements amount to.
//
// Errors for valid ECMAScript that RE2 cannot express:
//   - lookahead (?=...) (?!...) and lookbehind (?<=...) (?<!...);
//   - backreferences \1 and \k<name>;
//   - quantifier counts above 1000 (RE2's limit);
//   - ^ and $ under the m modifier (RE2's multi-line mode knows only \n as a
//     line terminator), and \b \B under the i flag (ECMAScript then counts
//     U+017F and U+212A as word characters, RE2 does not);
//   - Script_Extensions, binary properties Go has no exact table for (for
//     example Emoji, ID_Start) and properties of strings (RGI_Emoji);
//   - group names that RE2 cannot spell (anything but ASCII letters, digits
//     and _);
//   - nesting deeper than 1000, translations RE2 refuses as too large, and
//     translations longer than MaxOutputLength or that would compile to
//     more than MaxProgramSize instructions (ErrTooLarge), which keeps
//     compiling linear in the pattern's length.
//
// Whether an input matches, and where the leftmost match starts, are the same
// in both engines. The match's extent and the captures agree too in ordinary
// patterns, since RE2's leftmost-first alternation prefers what a
// backtracking engine tries first, but two corners of ECMAScript's
// backtracking semantics are not RE2's (nor Perl's): the captures inside a
// quantified group are reset at each iteration, so /(?:(a)|b)+/ on "ab"
// leaves group 1 undefined in JavaScript but captures "a" in Go; and an
// optional iteration that matches the empty string is rejected, so
// /(?:|a)*/ on "aa" matches "aa" in JavaScript but "" in Go. Under the ^...$
// anchors of URL Pattern only captures can differ, and only in such
// patterns.
//
// Case-insensitive matching follows Go's Unicode version (unicode.Version),
// which may be newer or older than a JavaScript engine's.
package ecmaregexp

import (
	"errors"
	"fmt"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SyntaxError reports a pattern that is not valid ECMAScript under the v flag,
// or that is valid but cannot be expressed in RE2; Msg says which.
type SyntaxError struct {
	Pattern string // the ECMAScript pattern
	Offset  int    // byte offset in Pattern where the problem was found
	Msg     string // what is wrong
	Err     error  // ErrTooLarge, or nil
}

// Error implements the error interface.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("invalid regular expression /%s/ at offset %d: %s", e.Pattern, e.Offset, e.Msg)
}

// Unwrap returns e.Err.
func (e *SyntaxError) Unwrap() error { return e.Err }

const (
	// maxRepeat is RE2's largest quantifier count.
	maxRepeat = 1000
	// maxDepth bounds the nesting of groups and classes (RE2 itself refuses
	// deeper nesting), which keeps the recursive parser's stack small.
	maxDepth = 1000
)

// dotClass is . without the s flag: any code point but a line terminator.
const dotClass = `[^\n\r\x{2028}\x{2029}]`

// flags are the regexp flags in force at a point of the pattern.
type flags struct {
	ignoreCase, multiline, dotAll bool
}

// frame is an open Disjunction (the pattern, or a group's body) for the
// duplicate group name check.
type frame struct {
	open     int // offset of the group's '(' (-1 for the pattern)
	altStart int // offset of the last '|' at this level, or open
}

// parser holds the state of one translation.
type parser struct {
	src   string
	pos   int // byte offset of the next unread character
	out   strings.Builder
	flags flags
	depth int

	capCount   int             // capturing groups in the whole pattern
	groupNames map[string]bool // group names in the whole pattern

	frames   []frame
	lastName map[string]int // offset of the last group with each name

	escapes map[string]runeSet // class escapes already computed, by text and flags
	maxOut  int                // MaxOutputLength(len(src))
}

// Translate converts pattern, an ECMAScript regular expression source as compiled
// with the `v` flag (plus the `i` flag when ignoreCase), into Go regexp (RE2) syntax
// that matches exactly the same strings (on valid UTF-8 input). Named groups keep
// their names; capture groups keep their numbering.
//
// The error, if any, is a *SyntaxError. The result compiles with
// regexp.Compile.
func Translate(pattern string, ignoreCase bool) (string, error) {
	if !utf8.ValidString(pattern) {
		off := 0
		for off < len(pattern) {
			r, size := utf8.DecodeRuneInString(pattern[off:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			off += size
		}
		return "", &SyntaxError{Pattern: pattern, Offset: off, Msg: "pattern is not valid UTF-8"}
	}
	p := &parser{
		src:        pattern,
		flags:      flags{ignoreCase: ignoreCase},
		groupNames: map[string]bool{},
		lastName:   map[string]int{},
		maxOut:     MaxOutputLength(len(pattern)),
	}
	p.prescan()
	if ignoreCase {
		p.out.WriteString("(?i)")
	}
	p.frames = append(p.frames, frame{open: -1, altStart: -1})
	if err := p.disjunction(); err != nil {
		return "", err
	}
	if p.pos < len(p.src) {
		// disjunction stops only at the end or at a ')'.
		return "", p.errorf(p.pos, "unmatched ')'")
	}
	out := p.out.String()
	// RE2 has limits of its own (nested repetition, program size). Parsing
	// with the flags regexp.Compile uses finds them; compiling a parsed
	// expression cannot fail.
	re, err := syntax.Parse(out, syntax.Perl)
	if err != nil {
		return "", p.errorf(0, "RE2 cannot compile the translation: %v", err)
	}
	// RE2's own size limit (3.3 million instructions) lets nine kilobytes
	// of "(a{1000})" compile into a million instructions; the budget keeps
	// the compiled program, and the time and memory regexp.Compile spends
	// on it, linear in the pattern's length.
	if size, budget := programSize(re), MaxProgramSize(len(pattern)); size > budget {
		e := p.errorf(0, "the translation would compile to about %d instructions, more than the %d allowed for a pattern of %d bytes (counted repetitions count each time)", size, budget, len(pattern))
		e.Err = ErrTooLarge
		return "", e
	}
	return out, nil
}

// MaxOutputLength returns the longest translation, in bytes, of a pattern
// of n bytes: 256 KiB plus 64 per byte. regexp/syntax parses the
// translation twice (Translate checks it, regexp.Compile compiles it), so
// this bounds their work where a short escape spells out a large set
// (\p{L} is 10 KB of RE2 class).
func MaxOutputLength(n int) int {
	return 256<<10 + 64*n
}

// ErrTooLarge is the Err of a *SyntaxError for a pattern whose translation
// would be longer than MaxOutputLength or compile to more than
// MaxProgramSize instructions.
var ErrTooLarge = errors.New("regular expression too large")

// Program size budget: MaxProgramSize(n) = programSizeBase + programSizePerByte*n.
const (
	programSizeBase    = 10_000
	programSizePerByte = 16
)

// MaxProgramSize returns the most instructions (as programSize counts them)
// that the translation of a pattern of n bytes may compile to: 10,000 plus
// 16 per byte. A pattern without counted repetitions stays well below it
// (the URL Pattern Standard's regular expressions compile to about one
// instruction per byte); "a{1000}" costs 1,000.
func MaxProgramSize(n int) int64 {
	return programSizeBase + programSizePerByte*int64(n)
}

// programSize estimates the size of the program regexp.Compile makes of re,
// in instructions, by the rules of regexp/syntax's own size check: a
// counted repetition x{n,m} costs m copies of x. A character class costs an
// instruction plus one per ten of its runes, which weigh about as much
// memory. The count saturates instead of overflowing.
func programSize(re *syntax.Regexp) int64 {
	const limit = 1 << 40
	var size int64
	switch re.Op {
	case syntax.OpLiteral:
		size = int64(len(re.Rune))
	case syntax.OpCharClass:
		size = 1 + int64(len(re.Rune))/10
	case syntax.OpCapture, syntax.OpStar:
		size = 2 + programSize(re.Sub[0])
	case syntax.OpPlus, syntax.OpQuest:
		size = 1 + programSize(re.Sub[0])
	case syntax.OpConcat, syntax.OpAlternate:
		for _, sub := range re.Sub {
			size += programSize(sub)
		}
		size += int64(len(re.Sub))
	case syntax.OpRepeat:
		sub := programSize(re.Sub[0])
		if re.Max < 0 {
			size = 2 + int64(re.Min)*sub // x{n,} is n-1 copies and x+
		} else {
			size = int64(re.Max)*sub + int64(re.Max-re.Min) // x{2,5} is xx(x(x(x)?)?)?
		}
	default:
		size = 1
	}
	return min(max(size, 1), limit)
}

// errorf returns a *SyntaxError at offset off.
func (p *parser) errorf(off int, format string, args ...any) *SyntaxError {
	return &SyntaxError{Pattern: p.src, Offset: off, Msg: fmt.Sprintf(format, args...)}
}

func quote(s string) string { return strconv.Quote(s) }

// eof reports whether the whole pattern has been read.
func (p *parser) eof() bool { return p.pos >= len(p.src) }

// peekIs reports whether the next unread byte is c.
func (p *parser) peekIs(c byte) bool { return p.pos < len(p.src) && p.src[p.pos] == c }

// lookingAt reports whether the unread input starts with s.
func (p *parser) lookingAt(s string) bool { return strings.HasPrefix(p.src[p.pos:], s) }

// runeAt decodes the code point at offset i (utf8.RuneError past the end).
func (p *parser) runeAt(i int) (rune, int) {
	if i >= len(p.src) {
		return utf8.RuneError, 0
	}
	return utf8.DecodeRuneInString(p.src[i:])
}

// prescan counts the capturing groups and collects the group names of the
// whole pattern, which decide whether \N and \k<name> are backreferences
// (ECMA-262 §22.2.1.1 early errors: they may refer to groups that come
// later). It only needs to be right for valid patterns; the parser reports
// the errors of invalid ones.
func (p *parser) prescan() {
	src := p.src
	inClass := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '[':
			inClass++ // with the v flag, [ always opens a nested class
		case ']':
			if inClass > 0 {
				inClass--
			}
		case '(':
			if inClass > 0 {
				continue
			}
			if i+1 < len(src) && src[i+1] == '?' {
				if i+3 < len(src) && src[i+2] == '<' && src[i+3] != '=' && src[i+3] != '!' {
					p.capCount++
					if name, _, err := p.groupName(i + 2); err == nil {
						p.groupNames[name] = true
					}
				}
				continue
			}
			p.capCount++
		}
	}
}

// Disjunction (ECMA-262 §22.2.1): Alternative, or Alternative | Disjunction.
func (p *parser) disjunction() error {
	for {
		if err := p.alternative(); err != nil {
			return err
		}
		if !p.peekIs('|') {
			return nil
		}
		p.frames[len(p.frames)-1].altStart = p.pos
		p.out.WriteByte('|')
		p.pos++
	}
}

// Alternative (ECMA-262 §22.2.1): a sequence of Terms.
func (p *parser) alternative() error {
	for !p.eof() {
		if c := p.src[p.pos]; c == '|' || c == ')' {
			return nil
		}
		if err := p.term(); err != nil {
			return err
		}
		if p.out.Len() > p.maxOut {
			e := p.errorf(p.pos, "the translation would be longer than the %d bytes allowed for a pattern of %d bytes (each \\p{...} spells out its set)", p.maxOut, len(p.src))
			e.Err = ErrTooLarge
			return e
		}
	}
	return nil
}

// Term (ECMA-262 §22.2.1): Assertion, or Atom with an optional Quantifier.
func (p *parser) term() error {
	start := p.pos
	switch {
	case p.peekIs('^') || p.peekIs('$'):
		// Assertion :: ^ | $
		if p.flags.multiline {
			return p.errorf(start, "%c under the m modifier is not supported: RE2's multi-line mode treats only \\n as a line terminator", p.src[start])
		}
		p.out.WriteByte(p.src[start])
		p.pos++
		return p.noQuantifier()
	case p.lookingAt(`\b`) || p.lookingAt(`\B`):
		// Assertion :: \b | \B
		if p.flags.ignoreCase {
			return p.errorf(start, "%s with the i flag is not supported: ECMAScript then counts U+017F and U+212A as word characters, RE2 does not", p.src[start:start+2])
		}
		p.out.WriteString(p.src[start : start+2])
		p.pos += 2
		return p.noQuantifier()
	case p.lookingAt("(?="):
		return p.errorf(start, "lookahead assertion (?=...) is not supported: RE2 has no lookaround")
	case p.lookingAt("(?!"):
		return p.errorf(start, "negative lookahead assertion (?!...) is not supported: RE2 has no lookaround")
	case p.lookingAt("(?<="):
		return p.errorf(start, "lookbehind assertion (?<=...) is not supported: RE2 has no lookaround")
	case p.lookingAt("(?<!"):
		return p.errorf(start, "negative lookbehind assertion (?<!...) is not supported: RE2 has no lookaround")
	}
	if err := p.atom(); err != nil {
		return err
	}
	return p.quantifier()
}

// noQuantifier rejects a quantifier after an assertion, which the grammar of
// the u and v flags does not allow.
func (p *parser) noQuantifier() error {
	if !p.eof() {
		switch p.src[p.pos] {
		case '*', '+', '?', '{':
			return p.errorf(p.pos, "nothing to repeat: an assertion cannot be quantified")
		}
	}
	return nil
}

// Quantifier (ECMA-262 §22.2.1): QuantifierPrefix, optionally followed by ?
// for the lazy form.
func (p *parser) quantifier() error {
	if p.eof() {
		return nil
	}
	start := p.pos
	switch c := p.src[p.pos]; c {
	case '*', '+', '?':
		p.out.WriteByte(c)
		p.pos++
	case '{':
		lo, hi, end, ok := p.braces()
		if !ok {
			return p.errorf(start, "lone '{' (write \\{ for a literal brace)")
		}
		if hi != "" && compareDecimal(lo, hi) > 0 {
			return p.errorf(start, "numbers out of order in quantifier %s", p.src[start:end])
		}
		for _, n := range []string{lo, hi} {
			if n != "" && n != "inf" && compareDecimal(n, strconv.Itoa(maxRepeat)) > 0 {
				return p.errorf(start, "quantifier count %s in %s is not supported: RE2 allows at most %d", n, p.src[start:end], maxRepeat)
			}
		}
		p.out.WriteByte('{')
		p.out.WriteString(lo)
		switch hi {
		case "":
		case "inf":
			p.out.WriteByte(',')
		default:
			p.out.WriteByte(',')
			p.out.WriteString(hi)
		}
		p.out.WriteByte('}')
		p.pos = end
	default:
		return nil
	}
	if p.peekIs('?') {
		p.out.WriteByte('?')
		p.pos++
	}
	return nil
}

// braces parses { DecimalDigits } | { DecimalDigits ,} |
// { DecimalDigits , DecimalDigits } at p.pos without consuming it. It returns
// the two counts without leading zeros (hi is "" for {n} and "inf" for {n,}),
// the offset after the '}', and whether the text is such a quantifier.
func (p *parser) braces() (lo, hi string, end int, ok bool) {
	i := p.pos + 1
	digits := func() string {
		j := i
		for i < len(p.src) && '0' <= p.src[i] && p.src[i] <= '9' {
			i++
		}
		return trimZeros(p.src[j:i])
	}
	if lo = digits(); lo == "" {
		return "", "", 0, false
	}
	if i < len(p.src) && p.src[i] == ',' {
		i++
		if hi = digits(); hi == "" {
			hi = "inf"
		}
	}
	if i >= len(p.src) || p.src[i] != '}' {
		return "", "", 0, false
	}
	return lo, hi, i + 1, true
}

// trimZeros removes leading zeros from a non-empty digit string ("" stays "").
func trimZeros(s string) string {
	if s == "" {
		return ""
	}
	t := strings.TrimLeft(s, "0")
	if t == "" {
		return "0"
	}
	return t
}

// compareDecimal compares two digit strings without leading zeros by value.
func compareDecimal(a, b string) int {
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

// Atom (ECMA-262 §22.2.1): PatternCharacter, ., \ AtomEscape, CharacterClass,
// or a group.
func (p *parser) atom() error {
	start := p.pos
	switch c := p.src[p.pos]; c {
	case '.':
		p.pos++
		if p.flags.dotAll {
			p.out.WriteString(`(?s:.)`)
		} else {
			p.out.WriteString(dotClass)
		}
		return nil
	case '(':
		return p.group()
	case '[':
		cv, err := p.classBracket()
		if err != nil {
			return err
		}
		p.writeClass(cv)
		return nil
	case '\\':
		return p.atomEscape()
	case '*', '+', '?':
		return p.errorf(start, "nothing to repeat before %c", c)
	case '{':
		if _, _, _, ok := p.braces(); ok {
			return p.errorf(start, "nothing to repeat before %c", c)
		}
		return p.errorf(start, "lone '{' (write \\{ for a literal brace)")
	case '}', ']':
		return p.errorf(start, "lone '%c' (write \\%c for a literal)", c, c)
	}
	// PatternCharacter: any code point but a SyntaxCharacter.
	r, size := p.runeAt(p.pos)
	p.pos += size
	writeLiteral(&p.out, r)
	return nil
}

// Groups (ECMA-262 §22.2.1): ( GroupSpecifier? Disjunction ),
// (?: Disjunction ), and the modifier forms (?ims: Disjunction ) and
// (?ims-ims: Disjunction ).
func (p *parser) group() error {
	open := p.pos
	if p.depth >= maxDepth {
		return p.errorf(open, "groups and classes nested more than %d deep", maxDepth)
	}
	saved := p.flags
	switch {
	case !p.lookingAt("(?"):
		p.pos++
		p.out.WriteByte('(')
	case p.lookingAt("(?<"):
		name, end, err := p.groupName(open + 2)
		if err != nil {
			return err
		}
		if err := p.checkDuplicateName(name, open); err != nil {
			return err
		}
		if !re2Name(name) {
			return p.errorf(open, "group name %s is not supported: RE2 group names may hold only ASCII letters, digits and _", quote(name))
		}
		p.pos = end
		p.out.WriteString("(?P<")
		p.out.WriteString(name)
		p.out.WriteByte('>')
	default:
		if err := p.modifiers(); err != nil {
			return err
		}
	}
	p.depth++
	p.frames = append(p.frames, frame{open: open, altStart: open})
	err := p.disjunction()
	p.frames = p.frames[:len(p.frames)-1]
	p.depth--
	if err != nil {
		return err
	}
	if !p.peekIs(')') {
		return p.errorf(open, "unterminated group")
	}
	p.pos++
	p.out.WriteByte(')')
	p.flags = saved
	return nil
}

// modifiers parses (?: and the RegularExpressionModifiers forms (?ims: and
// (?ims-ims: (ECMA-262 §22.2.1, ES2025), sets the flags for the group's body
// and writes the RE2 group opener.
func (p *parser) modifiers() error {
	open := p.pos
	i := p.pos + 2
	var add, remove string
	cur := &add
	seen := map[byte]bool{}
	dash := false
scan:
	for ; i < len(p.src); i++ {
		c := p.src[i]
		switch c {
		case 'i', 'm', 's':
			if seen[c] {
				return p.errorf(i, "repeated flag %c in modifiers", c)
			}
			seen[c] = true
			*cur += string(c)
			continue
		case '-':
			if dash {
				return p.errorf(i, "invalid group: second '-' in modifiers")
			}
			dash = true
			cur = &remove
			continue
		case ':':
			break scan
		default:
			return p.errorf(open, "invalid group: (? must be followed by :, =, !, <, or modifier flags")
		}
	}
	if i >= len(p.src) {
		return p.errorf(open, "unterminated group")
	}
	if dash && add == "" && remove == "" {
		return p.errorf(open, "invalid group: (?-: needs at least one modifier flag")
	}
	p.pos = i + 1
	set := func(flag byte, on bool) {
		switch flag {
		case 'i':
			p.flags.ignoreCase = on
		case 'm':
			p.flags.multiline = on
		case 's':
			p.flags.dotAll = on
		}
	}
	for j := 0; j < len(add); j++ {
		set(add[j], true)
	}
	for j := 0; j < len(remove); j++ {
		set(remove[j], false)
	}
	// Only i changes how RE2 must match; m and s are applied by the
	// translation of ^ $ and . themselves.
	switch {
	case strings.Contains(add, "i"):
		p.out.WriteString("(?i:")
	case strings.Contains(remove, "i"):
		p.out.WriteString("(?-i:")
	default:
		p.out.WriteString("(?:")
	}
	return nil
}

// re2Name reports whether Go's regexp accepts name as a group name.
func re2Name(name string) bool {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c != '_' && !isASCIIAlnum(rune(c)) {
			return false
		}
	}
	return name != ""
}

// checkDuplicateName enforces the early error of ECMA-262 §22.2.1.1 (ES2025):
// two groups may share a name only when no match can take part in both,
// that is when some Disjunction holds them in different alternatives.
//
// It is enough to compare a group with the previous group of the same name:
// earlier ones were already shown to be separated from that one, and a
// separation from it carries over. Their innermost common Disjunction is the
// deepest one still open that opened before the previous group; they are
// separated when a '|' of that Disjunction came after the previous group.
func (p *parser) checkDuplicateName(name string, open int) error {
	prev, ok := p.lastName[name]
	p.lastName[name] = open
	if !ok {
		return nil
	}
	// frames is ordered by open offset; find the deepest with open < prev.
	i := sort.Search(len(p.frames), func(i int) bool { return p.frames[i].open >= prev }) - 1
	if i >= 0 && p.frames[i].altStart > prev {
		return nil
	}
	return p.errorf(open, "duplicate group name %s (groups may share a name only in different alternatives)", quote(name))
}

// groupName parses GroupName (ECMA-262 §22.2.1): < RegExpIdentifierName >,
// with lt the offset of the '<'. It returns the name and the offset after
// the '>'.
func (p *parser) groupName(lt int) (string, int, *SyntaxError) {
	var name []rune
	i := lt + 1
	for {
		if i >= len(p.src) {
			return "", 0, p.errorf(lt, "unterminated group name")
		}
		if p.src[i] == '>' {
			if len(name) == 0 {
				return "", 0, p.errorf(lt, "empty group name")
			}
			return string(name), i + 1, nil
		}
		at := i
		var r rune
		if p.src[i] == '\\' {
			// RegExpIdentifierStart/Part :: \ RegExpUnicodeEscapeSequence
			if i+1 >= len(p.src) || p.src[i+1] != 'u' {
				return "", 0, p.errorf(at, "invalid escape in group name")
			}
			var ok bool
			r, i, ok = p.unicodeEscape(i + 1)
			if !ok {
				return "", 0, p.errorf(at, "invalid Unicode escape in group name")
			}
		} else {
			var size int
			r, size = p.runeAt(i)
			i += size
		}
		if len(name) == 0 && !isIDStart(r) || len(name) > 0 && !isIDPart(r) {
			return "", 0, p.errorf(at, "invalid character %s in group name", quote(string(r)))
		}
		name = append(name, r)
	}
}
