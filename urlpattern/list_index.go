// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"

	url "github.com/weburl/url"
	"github.com/weburl/url/urlpattern/internal/ecmaregexp"
)

// The index of a List: what selects the candidate entries for a URL, and
// the matcher that tries one entry and records its captures.
//
// Entries are kept by rank (their position in the order of precedence). A
// URL's candidates are the entries whose fixed hostname is the URL's,
// together with those whose hostname is not fixed, narrowed in each group
// by a radix tree over the pathname's literal prefix: an entry is filed
// under the text every pathname it matches starts with (or, when its
// pathname is all fixed text, under that text exactly). Walking the tree
// along the URL's pathname collects the candidates in time linear in the
// pathname's length, whatever the number of entries. The candidates are
// then tried in rank order, which gives the linear loop's answer: an entry
// left out cannot match, and the first candidate that matches precedes
// every other entry that matches.

// index is a List's immutable index.
type index[V any] struct {
	byRank  []*Entry[V]
	hosts   map[string]*radixNode // entries whose hostname is fixed text
	anyHost radixNode             // the others
}

// buildIndex sorts the entries into their order of precedence and indexes
// them.
func buildIndex[V any](entries []*Entry[V]) *index[V] {
	idx := &index[V]{byRank: slices.Clone(entries), hosts: map[string]*radixNode{}}
	slices.SortStableFunc(idx.byRank, compareEntries[V])
	for rank, e := range idx.byRank {
		e.rank = rank
		tree := &idx.anyHost
		if host, ok := fixedText(e.Pattern.hostname); ok {
			tree = idx.hosts[host]
			if tree == nil {
				tree = &radixNode{}
				idx.hosts[host] = tree
			}
		}
		prefix, exact := literalPrefix(e.Pattern.pathname)
		tree.insert(prefix, int32(rank), exact)
	}
	return idx
}

// lookup finds the first entry by rank that matches m's URL components,
// and sets m.Entry and m.caps.
func (idx *index[V]) lookup(m *Match[V]) bool {
	return idx.lookupFunc(m, nil)
}

// lookupFunc is lookup of the first entry that matches and that accept
// (when not nil) accepts.
func (idx *index[V]) lookupFunc(m *Match[V], accept func(*Entry[V]) bool) bool {
	host, pathname := m.in.get(3), m.in.get(5)
	var buf [64]int32
	cands := buf[:0]
	if tree := idx.hosts[host]; tree != nil {
		cands = tree.collect(pathname, cands)
	}
	cands = idx.anyHost.collect(pathname, cands)
	slices.Sort(cands)
	for _, rank := range cands {
		e := idx.byRank[rank]
		if e.match.try(&m.in, &m.caps) && (accept == nil || accept(e)) {
			m.Entry = e
			return true
		}
	}
	return false
}

// fixedText returns the text a component matches when it matches one text
// only.
func fixedText(c *component) (string, bool) {
	switch c.kind {
	case matchEmpty:
		return "", true
	case matchFixed:
		return c.fixed, true
	}
	return "", false
}

// literalPrefix returns the text that every input c matches starts with,
// and whether c matches that text only. Under ignoreCase nothing is
// literal.
func literalPrefix(c *component) (prefix string, exact bool) {
	if s, ok := fixedText(c); ok {
		return s, true
	}
	if c.kind != matchRegexp || c.opts.ignoreCase {
		return "", false
	}
	var b strings.Builder
	for i := range c.partList {
		p := &c.partList[i]
		switch {
		case p.typ == partFixedText && p.modifier == modifierNone:
			b.WriteString(p.value)
			continue
		case p.typ != partFixedText && (p.modifier == modifierNone || p.modifier == modifierOneOrMore):
			// "(?:prefix(...)suffix)" or "(?:prefix((?:...)(?:suffix prefix (?:...))*)suffix)":
			// the prefix comes first in either.
			b.WriteString(p.prefix)
		}
		return b.String(), false
	}
	return b.String(), true
}

// A radixNode is a node of a radix tree over pathname prefixes.
type radixNode struct {
	label    string       // the text from the parent to this node
	children []*radixNode // by the first byte of their labels, each distinct
	prefixed []int32      // ranks of entries whose pathnames start with the text up to here
	exact    []int32      // ranks of entries whose pathname is the text up to here
}

// child returns n's child whose label starts with c, or nil.
func (n *radixNode) child(c byte) *radixNode {
	for _, ch := range n.children {
		if ch.label[0] == c {
			return ch
		}
	}
	return nil
}

// insert files rank under key, as a prefix or, when exact, as the whole
// text.
func (n *radixNode) insert(key string, rank int32, exact bool) {
	for key != "" {
		c := n.child(key[0])
		if c == nil {
			c = &radixNode{label: key}
			n.children = append(n.children, c)
			n = c
			break
		}
		l := 0
		for l < len(c.label) && l < len(key) && c.label[l] == key[l] {
			l++
		}
		if l < len(c.label) {
			// Split c at l: a new node with the common text takes c's
			// place, with c (its label shortened) as its child.
			split := &radixNode{label: c.label[:l], children: []*radixNode{c}}
			c.label = c.label[l:]
			n.children[slices.Index(n.children, c)] = split
			c = split
		}
		key = key[l:]
		n = c
	}
	if exact {
		n.exact = append(n.exact, rank)
	} else {
		n.prefixed = append(n.prefixed, rank)
	}
}

// collect appends to out the ranks of the entries filed under a prefix of
// s, or under s exactly.
func (n *radixNode) collect(s string, out []int32) []int32 {
	for {
		out = append(out, n.prefixed...)
		if s == "" {
			return append(out, n.exact...)
		}
		c := n.child(s[0])
		if c == nil || !strings.HasPrefix(s, c.label) {
			return out
		}
		s = s[len(c.label):]
		n = c
	}
}

// captures are the groups a matched entry captured: spans found by the
// segment matchers, and the submatch indexes of the components matched by
// a regular expression.
type captures struct {
	// spanStart[i] is the index in spans of component i's first group
	// found by a segment matcher.
	spanStart [8]uint8
	n         uint8
	spans     [maxSegmentGroups][2]int32
	re        [8][]int // FindStringSubmatchIndex of regexp components with groups
}

// maxSegmentGroups bounds the groups of an entry that segment matchers
// capture; an entry with more is matched by its regular expressions.
const maxSegmentGroups = 16

// group returns the value of group g of component i (c), whose input was
// input.
func (cs *captures) group(c *component, i, g int, input string) (string, bool) {
	var value string
	switch {
	case c.kind == matchFullWildcard:
		value = input
	case cs.re[i] != nil:
		m := cs.re[i]
		if 2*g+3 >= len(m) || m[2*g+2] < 0 {
			return "", false
		}
		value = input[m[2*g+2]:m[2*g+3]]
	default:
		sp := cs.spans[int(cs.spanStart[i])+g]
		value = input[sp[0]:sp[1]]
	}
	if value == "" && c.emptyIsUndefined[g] {
		return "", false
	}
	return value, true
}

// entryMatcher matches a URL's components against an entry's pattern.
type entryMatcher struct {
	comps    [8]*component
	segments [8]*segmentMatcher // nil where the component's own matching is used
	check    []uint8            // the components to match, pathname first
	reGroups uint8              // bit i: component i's groups come from its regular expression
}

// newEntryMatcher prepares the matcher of p.
func newEntryMatcher(p *URLPattern) entryMatcher {
	em := entryMatcher{comps: p.components()}
	n := 0
	// The pathname first: it differs most between routes. A "*" component
	// is not matched: "*" matches what has no line terminator, and no
	// component of a parsed URL has one (all are ASCII, without newlines).
	for _, i := range [8]uint8{5, 3, 0, 4, 1, 2, 6, 7} {
		if c := em.comps[i]; c.kind != matchFullWildcard {
			em.check = append(em.check, i)
		}
	}
	for i, c := range em.comps {
		if s := newSegmentMatcher(c); s != nil && n+len(c.groupNameList) <= maxSegmentGroups {
			em.segments[i] = s
			n += len(c.groupNameList)
		} else if c.kind == matchRegexp && len(c.groupNameList) > 0 {
			em.reGroups |= 1 << i
		}
	}
	return em
}

// try reports whether the components in match the entry's, recording the
// captures in caps. It allocates only for the groups of components matched
// by a regular expression, and only when every component matches.
func (em *entryMatcher) try(in *inputs, caps *captures) bool {
	caps.n = 0
	reGroups := em.reGroups
	for _, i := range em.check {
		c := em.comps[i]
		if s := em.segments[i]; s != nil {
			caps.spanStart[i] = caps.n
			matched, ok := s.match(in.get(int(i)), caps)
			if !ok {
				// Left to the regular expression.
				reGroups |= 1 << i
				matched = c.matches(in.get(int(i)))
			}
			if !matched {
				return false
			}
		} else if !c.matches(in.get(int(i))) {
			return false
		}
	}
	caps.re = [8][]int{}
	for i, c := range em.comps {
		if reGroups&(1<<i) != 0 && len(c.groupNameList) > 0 {
			caps.re[i] = c.regexp.FindStringSubmatchIndex(in.get(i))
		}
	}
	return true
}

// inputs are a parsed URL's components, read from it as they are needed:
// each getter checks that the URL is in sync, which costs more than most
// components' matching.
type inputs struct {
	u    *url.URL
	have uint8 // bit i: s[i] is read
	s    [8]string
}

// get returns component i of the URL, in the order of componentNames.
func (in *inputs) get(i int) string {
	if in.have&(1<<i) != 0 {
		return in.s[i]
	}
	u := in.u
	var v string
	switch i {
	case 0:
		v = scheme(u)
	case 1:
		v = u.Username()
	case 2:
		v = u.Password()
	case 3:
		v = u.SerializedHost()
	case 4:
		v = u.Port()
	case 5:
		v = u.Pathname()
	case 6:
		v = query(u)
	case 7:
		v = fragment(u)
	}
	in.s[i] = v
	in.have |= 1 << i
	return v
}

// all returns every component of the URL.
func (in *inputs) all() *[8]string {
	for i := range in.s {
		in.get(i)
	}
	return &in.s
}

// A segmentMatcher matches a component whose parts are fixed text and
// groups that each stay within a segment (":id" in "/books/:id",
// ":tenant" in ":tenant.example.com", ":id(\d+)", ":file.:ext"), and
// possibly a "*" followed by fixed text only ("*.example.com", "/files/*"),
// without the component's regular expression, and finds the groups'
// spans.
//
// A group's regular expression is the segment wildcard "[^/]+?" (or
// "[^\.]+?"), or one that cannot match the delimiter. When what follows
// it in the pattern starts with the delimiter or is the end, the group takes
// everything up to the next delimiter or the end: there is no other way to
// match. Otherwise (":file" before ".:ext") the group is ambiguous, and its
// ends are tried shortest first, as the lazy "+?" of the regular
// expression tries them; at most one group of a component may be
// ambiguous, so that matching stays linear in the input. A "*" takes all
// but the fixed text after it, which must end the input, and no line
// terminator. The tests check that the two matchers agree.
type segmentMatcher struct {
	delim byte
	steps []segmentStep
}

// A segmentStep is a fixed text, or a group with its prefix and suffix.
type segmentStep struct {
	group     bool
	rest      bool         // the group is a "*"; tail is all that follows it
	ambiguous bool         // the group is not followed by the delimiter or the end
	re        *groupRegexp // a regexp group's expression; nil for ":name"
	text      string       // the fixed text, or the group's prefix
	suffix    string
	tail      string
}

// newSegmentMatcher returns c's segment matcher, or nil when c's shape is
// not one it handles.
func newSegmentMatcher(c *component) *segmentMatcher {
	if c.kind != matchRegexp || c.opts.ignoreCase || len(c.opts.delimiterCodePoint) != 1 {
		return nil
	}
	delim := c.opts.delimiterCodePoint[0]
	s := &segmentMatcher{delim: delim}
	parts := c.partList
	ambiguous := 0
	for i := range parts {
		p := &parts[i]
		if p.modifier != modifierNone {
			return nil
		}
		switch p.typ {
		case partFixedText:
			s.steps = append(s.steps, segmentStep{text: p.value})
			continue
		case partFullWildcard:
			// Only fixed text may follow: it is the tail the input ends
			// with.
			tail := p.suffix
			for j := i + 1; j < len(parts); j++ {
				if parts[j].typ != partFixedText || parts[j].modifier != modifierNone {
					return nil
				}
				tail += parts[j].value
			}
			s.steps = append(s.steps, segmentStep{group: true, rest: true, text: p.prefix, tail: tail})
			return s
		case partSegmentWildcard, partRegexp:
		default:
			return nil
		}
		// What must come next: the suffix, the next part, or the end.
		var next string
		switch {
		case p.suffix != "":
			next = p.suffix
		case i+1 == len(parts):
		case parts[i+1].typ == partFixedText:
			next = parts[i+1].value
		default:
			next = parts[i+1].prefix
			if next == "" {
				return nil
			}
		}
		st := segmentStep{group: true, text: p.prefix, suffix: p.suffix}
		if next != "" && next[0] != delim {
			st.ambiguous = true
			if ambiguous++; ambiguous > 1 {
				return nil
			}
		}
		if p.typ == partRegexp {
			if st.re = segmentRegexp(p.value, delim); st.re == nil {
				return nil
			}
		}
		s.steps = append(s.steps, st)
	}
	return s
}

// maxAmbiguousSegment bounds the length of a segment in which an ambiguous
// group's ends are tried: each end costs up to the segment's length, so a
// longer one is left to the regular expression, which is linear.
const maxAmbiguousSegment = 64

// match reports whether in matches s, appending the groups' spans to caps.
// ok is false when s cannot decide, and the component's regular expression
// must.
func (s *segmentMatcher) match(in string, caps *captures) (matched, ok bool) {
	n := caps.n
	m := s.matchFrom(0, 0, in, caps)
	if m < 0 {
		caps.n = n
		return false, false
	}
	return m > 0, true
}

// matchFrom matches in[pos:] against the steps from i on: 1 if it matches,
// 0 if not, -1 if an ambiguous group's segment is too long to try.
func (s *segmentMatcher) matchFrom(i, pos int, in string, caps *captures) int {
	for ; i < len(s.steps); i++ {
		st := &s.steps[i]
		if !strings.HasPrefix(in[pos:], st.text) {
			return 0
		}
		pos += len(st.text)
		if !st.group {
			continue
		}
		if st.rest {
			end := len(in) - len(st.tail)
			if end < pos || !strings.HasSuffix(in, st.tail) || strings.ContainsAny(in[pos:end], lineTerminators) {
				return 0
			}
			caps.spans[caps.n] = [2]int32{int32(pos), int32(end)}
			caps.n++
			return 1
		}
		segEnd := len(in)
		if j := strings.IndexByte(in[pos:], s.delim); j >= 0 {
			segEnd = pos + j
		}
		if st.ambiguous {
			if segEnd-pos > maxAmbiguousSegment {
				return -1
			}
			// Shortest first; the segment wildcard takes one code point
			// at least (a longer end inside a code point cannot be
			// followed by the ASCII text that comes next).
			n := caps.n
			first := pos + 1
			if st.re != nil {
				first = pos
			}
			for end := first; end <= segEnd; end++ {
				if !strings.HasPrefix(in[end:], st.suffix) || st.re != nil && !st.re.matches(in[pos:end]) {
					continue
				}
				caps.spans[n] = [2]int32{int32(pos), int32(end)}
				caps.n = n + 1
				if m := s.matchFrom(i+1, end+len(st.suffix), in, caps); m != 0 {
					return m
				}
			}
			caps.n = n
			return 0
		}
		end := segEnd
		if st.re != nil {
			if !st.re.matches(in[pos:end]) {
				return 0
			}
		} else if end == pos {
			return 0
		}
		caps.spans[caps.n] = [2]int32{int32(pos), int32(end)}
		caps.n++
		pos = end
		if !strings.HasPrefix(in[pos:], st.suffix) {
			return 0
		}
		pos += len(st.suffix)
	}
	if pos == len(in) {
		return 1
	}
	return 0
}

// segmentRegexp compiles a regexp group's expression, or returns nil when
// it could match delim or has an assertion (whose meaning would change
// outside the whole component's expression).
func segmentRegexp(value string, delim byte) *groupRegexp {
	translated, err := ecmaregexp.Translate(value, false)
	if err != nil {
		return nil
	}
	tree, err := syntax.Parse(translated, syntax.Perl)
	if err != nil || mayMatch(tree, rune(delim)) {
		return nil
	}
	g := &groupRegexp{}
	if g.simple(tree.Simplify()) {
		return g
	}
	if g.re, err = regexp.Compile("^(?:" + translated + ")$"); err != nil {
		return nil
	}
	return g
}

// A groupRegexp tests whether a whole string is in the language of a
// regexp group: the usual shapes of route groups (a list of words as
// "edit|delete", a character class repeated as "\d+" or "\d{4}") without
// running a regular expression, the others with an anchored one.
type groupRegexp struct {
	re *regexp.Regexp // nil for the simple shapes

	words    []string // the alternatives, when the group is a list of words
	class    []rune   // or the ranges of a class, lo-hi pairs,
	min, max int      // repeated min to max times (max -1: unbounded)
}

// simple sets g up for tree if it is a simple shape.
func (g *groupRegexp) simple(tree *syntax.Regexp) bool {
	for tree.Op == syntax.OpCapture {
		tree = tree.Sub[0]
	}
	literal := func(t *syntax.Regexp) bool { return t.Op == syntax.OpLiteral && t.Flags&syntax.FoldCase == 0 }
	switch {
	case literal(tree):
		g.words = []string{string(tree.Rune)}
		return true
	case tree.Op == syntax.OpAlternate:
		for _, sub := range tree.Sub {
			if !literal(sub) {
				g.words = nil
				return false
			}
			g.words = append(g.words, string(sub.Rune))
		}
		return true
	}
	g.min, g.max = 1, 1
	switch tree.Op {
	case syntax.OpPlus:
		g.min, g.max = 1, -1
	case syntax.OpStar:
		g.min, g.max = 0, -1
	case syntax.OpQuest:
		g.min, g.max = 0, 1
	case syntax.OpRepeat:
		g.min, g.max = tree.Min, tree.Max
	}
	if tree.Op != syntax.OpCharClass {
		if len(tree.Sub) != 1 {
			return false
		}
		tree = tree.Sub[0]
	}
	if tree.Op != syntax.OpCharClass {
		return false
	}
	g.class = tree.Rune
	return true
}

// matches reports whether s as a whole is in g's language.
func (g *groupRegexp) matches(s string) bool {
	switch {
	case g.re != nil:
		return g.re.MatchString(s)
	case g.words != nil:
		return slices.Contains(g.words, s)
	}
	n := 0
	for _, r := range s {
		in := false
		for i := 0; i+1 < len(g.class); i += 2 {
			if g.class[i] <= r && r <= g.class[i+1] {
				in = true
				break
			}
		}
		if !in {
			return false
		}
		n++
	}
	return n >= g.min && (g.max < 0 || n <= g.max)
}

// mayMatch reports whether re may consume the code point c, or has an
// assertion.
func mayMatch(re *syntax.Regexp, c rune) bool {
	switch re.Op {
	case syntax.OpNoMatch, syntax.OpEmptyMatch:
		return false
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r == c || re.Flags&syntax.FoldCase != 0 && (r|0x20) == (c|0x20) {
				return true
			}
		}
		return false
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= c && c <= re.Rune[i+1] {
				return true
			}
		}
		return false
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat, syntax.OpConcat, syntax.OpAlternate:
		for _, sub := range re.Sub {
			if mayMatch(sub, c) {
				return true
			}
		}
		return false
	}
	// Any character, and the assertions.
	return true
}
