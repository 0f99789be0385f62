package ecmaregexp

import (
	"sort"
	"strings"
	"unicode"
)

// maxRune is the largest code point, U+10FFFF.
const maxRune = unicode.MaxRune

// runeRange is the closed interval of code points lo..hi.
type runeRange struct{ lo, hi rune }

// runeSet is a set of code points, kept as sorted, non-overlapping and
// non-adjacent closed ranges within 0..U+10FFFF. The zero value is the empty
// set. The operations below return new sets and never modify their operands,
// so sets may share backing arrays.
type runeSet []runeRange

// fullSet returns the set of all code points.
func fullSet() runeSet { return runeSet{{0, maxRune}} }

// rangeSet returns the set lo..hi (empty when lo > hi).
func rangeSet(lo, hi rune) runeSet {
	if lo > hi {
		return nil
	}
	return runeSet{{lo, hi}}
}

// runesOf returns the set of the given code points.
func runesOf(rs ...rune) runeSet {
	raw := make([]runeRange, len(rs))
	for i, r := range rs {
		raw[i] = runeRange{r, r}
	}
	return normalize(raw)
}

// fromTable returns the code points of a unicode.RangeTable.
func fromTable(t *unicode.RangeTable) runeSet {
	var raw []runeRange
	for _, r := range t.R16 {
		raw = appendStrided(raw, rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	for _, r := range t.R32 {
		raw = appendStrided(raw, rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	return normalize(raw)
}

// appendStrided appends lo, lo+stride, ... up to hi as ranges.
func appendStrided(raw []runeRange, lo, hi, stride rune) []runeRange {
	if stride <= 1 {
		return append(raw, runeRange{lo, hi})
	}
	for r := lo; r <= hi; r += stride {
		raw = append(raw, runeRange{r, r})
	}
	return raw
}

// normalize sorts raw ranges and merges overlapping and adjacent ones.
func normalize(raw []runeRange) runeSet {
	sort.Slice(raw, func(i, j int) bool { return raw[i].lo < raw[j].lo })
	var s runeSet
	for _, r := range raw {
		if r.lo > r.hi {
			continue
		}
		if n := len(s); n > 0 && r.lo <= s[n-1].hi+1 {
			if r.hi > s[n-1].hi {
				s[n-1].hi = r.hi
			}
			continue
		}
		s = append(s, r)
	}
	return s
}

// contains reports whether r is in s.
func (s runeSet) contains(r rune) bool {
	i := sort.Search(len(s), func(i int) bool { return s[i].hi >= r })
	return i < len(s) && s[i].lo <= r
}

// isEmpty reports whether s has no code points.
func (s runeSet) isEmpty() bool { return len(s) == 0 }

// single reports whether s holds exactly one code point, and which.
func (s runeSet) single() (rune, bool) {
	if len(s) == 1 && s[0].lo == s[0].hi {
		return s[0].lo, true
	}
	return 0, false
}

// union returns s ∪ t.
func (s runeSet) union(t runeSet) runeSet {
	if len(s) == 0 {
		return t
	}
	if len(t) == 0 {
		return s
	}
	out := make(runeSet, 0, len(s)+len(t))
	i, j := 0, 0
	for i < len(s) || j < len(t) {
		var r runeRange
		if j == len(t) || (i < len(s) && s[i].lo <= t[j].lo) {
			r = s[i]
			i++
		} else {
			r = t[j]
			j++
		}
		if n := len(out); n > 0 && r.lo <= out[n-1].hi+1 {
			if r.hi > out[n-1].hi {
				out[n-1].hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	return out
}

// intersect returns s ∩ t.
func (s runeSet) intersect(t runeSet) runeSet {
	var out runeSet
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		lo := max(s[i].lo, t[j].lo)
		hi := min(s[i].hi, t[j].hi)
		if lo <= hi {
			out = append(out, runeRange{lo, hi})
		}
		if s[i].hi < t[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

// complement returns the code points 0..U+10FFFF that are not in s.
func (s runeSet) complement() runeSet {
	var out runeSet
	next := rune(0)
	for _, r := range s {
		if r.lo > next {
			out = append(out, runeRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= maxRune {
		out = append(out, runeRange{next, maxRune})
	}
	return out
}

// subtract returns s − t.
func (s runeSet) subtract(t runeSet) runeSet {
	if len(s) == 0 || len(t) == 0 {
		return s
	}
	return s.intersect(t.complement())
}

// equal reports whether s and t hold the same code points.
func (s runeSet) equal(t runeSet) bool {
	if len(s) != len(t) {
		return false
	}
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}

// surrogates are the code points U+D800..U+DFFF. ECMAScript patterns can
// name them (\uD800), but valid UTF-8 never holds them, so the translation
// leaves them out of every class it writes. It must: RE2 treats a surrogate
// literal as U+FFFD, which would then match.
var surrogates = runeSet{{0xD800, 0xDFFF}}

// re2Class writes s as an RE2 character class, negated when that is shorter.
// The empty set becomes a class that matches nothing, since RE2 has no []
// syntax. Surrogates are left out (see surrogates).
func (s runeSet) re2Class(b *strings.Builder) {
	s = s.subtract(surrogates)
	if len(s) == 0 {
		b.WriteString(`[^\x00-\x{10FFFF}]`)
		return
	}
	b.WriteByte('[')
	if c := s.complement().subtract(surrogates); len(c) > 0 && len(c) < len(s) {
		// The negated form is shorter. Under (?i) RE2 negates after
		// case-closing, which leaves the complement of a closed set as it is.
		b.WriteByte('^')
		s = c
	}
	for _, r := range s {
		writeClassRune(b, r.lo)
		if r.hi != r.lo {
			if r.hi > r.lo+1 {
				b.WriteByte('-')
			}
			writeClassRune(b, r.hi)
		}
	}
	b.WriteByte(']')
}

// re2Atom writes s as an RE2 atom: a literal when s is a single code point,
// otherwise a character class.
func (s runeSet) re2Atom(b *strings.Builder) {
	if r, ok := s.subtract(surrogates).single(); ok {
		writeLiteral(b, r)
		return
	}
	s.re2Class(b)
}

// writeLiteral writes r as an RE2 literal that matches r alone (apart from
// case folding under (?i)); for a surrogate, which valid UTF-8 cannot hold,
// it writes a class that matches nothing.
func writeLiteral(b *strings.Builder, r rune) {
	switch {
	case 0xD800 <= r && r <= 0xDFFF:
		runeSet(nil).re2Class(b)
	default:
		writeClassRune(b, r)
	}
}

// writeClassRune writes r, escaped as needed, for use inside an RE2
// character class or as a literal.
func writeClassRune(b *strings.Builder, r rune) {
	switch {
	case r < 0x80 && isASCIIAlnum(r):
		b.WriteRune(r)
	case r > 0x20 && r < 0x7f:
		// ASCII punctuation: a backslash makes any of it literal in RE2.
		b.WriteByte('\\')
		b.WriteRune(r)
	default:
		writeHexRune(b, r)
	}
}

// writeHexRune writes r as \x{H...}.
func writeHexRune(b *strings.Builder, r rune) {
	const hex = "0123456789ABCDEF"
	b.WriteString(`\x{`)
	var buf [8]byte
	i := len(buf)
	for {
		i--
		buf[i] = hex[r&0xF]
		r >>= 4
		if r == 0 {
			break
		}
	}
	b.Write(buf[i:])
	b.WriteByte('}')
}

func isASCIIAlnum(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
}
