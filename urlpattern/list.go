// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	url "github.com/weburl/url"
)

// A List is an ordered list of URL patterns, each with a value of the
// caller's (a handler, a route name), that finds the first pattern a URL
// matches: a router. It is the URLPatternList that the standard's
// proposal for lists describes (https://github.com/whatwg/urlpattern/issues/30,
// https://github.com/whatwg/urlpattern/pull/166), with the order of
// precedence of https://github.com/whatwg/urlpattern/issues/61.
//
// # Order of precedence
//
// The patterns are tried most specific first: by CompareComponent over the
// components in the standard's order (protocol, username, password,
// hostname, port, pathname, search, hash), the first component that differs
// deciding; patterns that compare equal on every component keep the order
// in which they were added. So "https://example.com/books/new" comes before
// "https://example.com/books/:id", which comes before
// "https://example.com/books/*", whatever the order of the Add calls; and
// "https://api.example.com/*" comes before "https://*.example.com/books/:id",
// because the hostname decides before the pathname does. For the same
// reason a pattern for the pathname alone (NewPathname), whose protocol is
// "*", comes after every pattern with a fixed protocol. Two fixed texts
// compare as strings, as CompareComponent compares them.
//
// # Conflicting patterns
//
// Two patterns conflict when a URL can match both. The list never rejects
// them: the one earlier in the order above wins, and the other still
// matches the URLs the first does not. At the first part where two
// components differ, fixed text is more specific than a regexp group
// (":id(\d+)"), which is more specific than a named group (":id"), which is
// more specific than "*". Patterns that differ only in their groups' names
// (":id" and ":name") are equally specific and are tried in the order they
// were added. Two regexp groups at the same place are ordered by the text of
// their expressions, which says nothing about which matches more: give
// such routes disjoint expressions, or check the order. Adding the same
// pattern twice is allowed; the second is reachable only where the first
// does not match, which is nowhere. Entries lists the order, so that a
// program can check it.
//
// # Speed
//
// Match does not try every pattern. An index built from what the patterns
// fix literally (the hostname, and the pathname's fixed prefix in a radix
// tree) selects the candidates for a URL; only their components are
// matched, and regular expressions run only for those. The answer is always
// the one that trying every pattern in order gives (the tests check this on
// generated pattern sets). MatchURL allocates nothing on a miss, nor on a
// match whose groups the index's matchers find (":id", ":id(\d+)",
// ":file.:ext", "*"); a component left to its regular expression costs one
// allocation for its groups.
//
// # One path for the router and its handlers
//
// A List matches the pathname as the URL Standard reads it, where "%2F"
// is not a separator; a handler often decodes it, where it is. CheckPath
// tells whether the handler's readings route to the same entry and stay in
// it, and CheckSentPath whether the path as sent has a dot segment or a
// "\" that the URL Standard resolved before matching; a router should
// refuse a request for which they do not (httproute.Mux answers 400).
//
// A List is safe for concurrent use: Match may run in any number of
// goroutines, also while Add does. The index is rebuilt at the first Match
// after an Add.
type List[V any] struct {
	mu      sync.Mutex
	entries []*Entry[V]              // in the order added
	index   atomic.Pointer[index[V]] // nil after an Add
}

// An Entry is a pattern of a List with its value.
type Entry[V any] struct {
	Pattern *URLPattern
	Value   V

	opts  EntryOptions
	seq   int // the order of Add calls
	rank  int // the position in the order of precedence
	match entryMatcher
}

// EntryOptions are the settings of a List entry beyond its pattern.
type EntryOptions struct {
	// UnsafeAllowEncodedSlashes makes CheckPath accept an encoded slash
	// ("%2F") in a pathname the entry matches, as data, for routes such
	// as object-store keys. The handler then gets "a%2Fb" as the path
	// value "a/b", and must never read it as a file path. CheckPath still
	// refuses a "." or ".." segment hidden between encoded slashes
	// ("a%2F..%2Fb").
	UnsafeAllowEncodedSlashes bool
}

// Options returns the options e was added with.
func (e *Entry[V]) Options() EntryOptions { return e.opts }

// Add appends p with its value v to l and returns its entry.
func (l *List[V]) Add(p *URLPattern, v V) *Entry[V] {
	return l.AddWithOptions(p, v, EntryOptions{})
}

// AddWithOptions is Add with the entry's options.
func (l *List[V]) AddWithOptions(p *URLPattern, v V, opts EntryOptions) *Entry[V] {
	l.mu.Lock()
	defer l.mu.Unlock()
	e := &Entry[V]{Pattern: p, Value: v, opts: opts, seq: len(l.entries), match: newEntryMatcher(p)}
	l.entries = append(l.entries, e)
	l.index.Store(nil)
	return e
}

// AddString compiles a constructor string, as New does, and adds it.
func (l *List[V]) AddString(pattern, baseURL string, opts Options, v V) (*Entry[V], error) {
	p, err := New(pattern, baseURL, opts)
	if err != nil {
		return nil, err
	}
	return l.Add(p, v), nil
}

// AddInit compiles an Init, as NewFromInit does, and adds it.
func (l *List[V]) AddInit(init Init, opts Options, v V) (*Entry[V], error) {
	p, err := NewFromInit(init, opts)
	if err != nil {
		return nil, err
	}
	return l.Add(p, v), nil
}

// AddPathname compiles a pathname pattern, as NewPathname does, and adds
// it.
func (l *List[V]) AddPathname(pathname string, opts Options, v V) (*Entry[V], error) {
	p, err := NewPathname(pathname, opts)
	if err != nil {
		return nil, err
	}
	return l.Add(p, v), nil
}

// Len returns the number of entries in l.
func (l *List[V]) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.entries)
}

// Entries returns l's entries in their order of precedence: the order in
// which Match tries them.
func (l *List[V]) Entries() []*Entry[V] {
	return slices.Clone(l.load().byRank)
}

// Match parses input against baseURL ("" for none) and returns the first
// entry in the order of precedence whose pattern matches it. ok is false
// when none does or input does not parse.
func (l *List[V]) Match(input, baseURL string) (m Match[V], ok bool) {
	u, err := url.ParseWithBase(validUTF8(input), validUTF8(baseURL))
	if err != nil {
		return Match[V]{}, false
	}
	return l.MatchURL(u)
}

// MatchURL returns the first entry in the order of precedence whose pattern
// matches u. On a miss it allocates nothing.
func (l *List[V]) MatchURL(u *url.URL) (m Match[V], ok bool) {
	m.in.u = u
	idx := l.load()
	if !idx.lookup(&m) {
		return Match[V]{}, false
	}
	return m, true
}

// MatchURLFunc returns the first entry in the order of precedence whose
// pattern matches u and for which accept returns true. A router that
// routes on more than the URL (the request method) passes its condition
// as accept; accept may also record every entry that matches and return
// false, to list them.
func (l *List[V]) MatchURLFunc(u *url.URL, accept func(*Entry[V]) bool) (m Match[V], ok bool) {
	m.in.u = u
	idx := l.load()
	if !idx.lookupFunc(&m, accept) {
		return Match[V]{}, false
	}
	return m, true
}

// matchLinear is MatchURL without the index: every entry in order. The
// tests and benchmarks compare the two.
func (l *List[V]) matchLinear(u *url.URL) (m Match[V], ok bool) {
	m.in.u = u
	for _, e := range l.load().byRank {
		if e.match.try(&m.in, &m.caps) {
			m.Entry = e
			return m, true
		}
	}
	return Match[V]{}, false
}

// load returns l's index, building it when an Add has made it stale.
func (l *List[V]) load() *index[V] {
	if idx := l.index.Load(); idx != nil {
		return idx
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if idx := l.index.Load(); idx != nil {
		return idx
	}
	idx := buildIndex(l.entries)
	l.index.Store(idx)
	return idx
}

// compareEntries orders entries most specific first: by CompareComponent
// over the components in the standard's order, then in the order added.
func compareEntries[V any](a, b *Entry[V]) int {
	ac, bc := a.Pattern.components(), b.Pattern.components()
	for i := range ac {
		if c := compareComponent(ac[i], bc[i]); c != 0 {
			return -c
		}
	}
	return cmp.Compare(a.seq, b.seq)
}

// A Match is the result of matching a URL against a List: the entry that
// matched, and what its pattern captured.
type Match[V any] struct {
	// Entry is the entry whose pattern matched.
	Entry *Entry[V]

	in   inputs // the URL's components
	caps captures
}

// Value returns the value of the entry that matched.
func (m *Match[V]) Value() V { return m.Entry.Value }

// Pattern returns the pattern that matched.
func (m *Match[V]) Pattern() *URLPattern { return m.Entry.Pattern }

// Group returns the text that the group name of the component named
// component ("pathname", "hostname", ...) matched, as it is in the URL
// (percent-encoded: "zo%C3%AB"). ok is false when there is no such group
// or it took no part in the match.
func (m *Match[V]) Group(component, name string) (value string, ok bool) {
	i := componentIndex(component)
	if i < 0 || m.Entry == nil {
		return "", false
	}
	c := m.Entry.Pattern.components()[i]
	for g, n := range c.groupNameList {
		if n == name {
			return m.caps.group(c, i, g, m.in.get(i))
		}
	}
	return "", false
}

// PathValue returns the pathname group name percent-decoded, as
// net/http's Request.PathValue returns a wildcard of a ServeMux pattern
// ("zoë" for "zo%C3%AB"); "" when there is no such group or it took no
// part in the match.
func (m *Match[V]) PathValue(name string) string {
	v, ok := m.Group("pathname", name)
	if !ok {
		return ""
	}
	if strings.IndexByte(v, '%') < 0 {
		return v
	}
	if d, err := url.PathUnescape(v); err == nil {
		return d
	}
	return v
}

// Result returns the standard's URLPatternResult of the match: what Exec
// would return for the URL. It is built on each call.
func (m *Match[V]) Result() *Result {
	if m.Entry == nil {
		return nil
	}
	r := &Result{Inputs: []Input{{URL: m.in.u.Href()}}}
	cs := m.Entry.Pattern.components()
	in := m.in.all()
	for i, f := range r.fields() {
		*f = cs[i].createComponentMatchResult(in[i])
	}
	return r
}

// componentIndex returns the index of a component name in componentNames,
// or -1.
func componentIndex(name string) int {
	for i, n := range componentNames {
		if n == name {
			return i
		}
	}
	return -1
}

// GroupNames returns the names of the groups of the component named
// component ("pathname", ...), in pattern order ("0", "1", ... name the
// unnamed ones); nil for another name.
func (p *URLPattern) GroupNames(component string) []string {
	c := p.component(component)
	if c == nil {
		return nil
	}
	return slices.Clone(c.groupNameList)
}
