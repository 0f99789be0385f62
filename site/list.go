// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package site

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

// A Section is the part of the Public Suffix List a rule is in.
type Section uint8

const (
	// ICANN is the section of the domains ICANN delegates
	// (===BEGIN ICANN DOMAINS===).
	ICANN Section = 1 << iota
	// Private is the section of the domains their owners submit
	// (===BEGIN PRIVATE DOMAINS===), such as github.io.
	Private
)

// A List is a Public Suffix List that a caller supplies (LoadList), for a
// copy newer than the embedded one or a list of its own. Its methods
// are the package's functions, computed from its rules.
type List struct {
	version string
	rules   map[string]kinds // by the rule's labels, in ASCII, without "*." or "!"
	n       int
}

// kinds are the kinds of rules a name has, with their sections.
type kinds struct {
	exact, wildcard, exception Section
}

// LoadList reads a list in the Public Suffix List's format
// (https://github.com/publicsuffix/list/wiki/Format): one rule a line,
// "//" comments, the ICANN and private sections between their
// ===BEGIN …=== and ===END …=== comments (rules outside both count as
// ICANN), wildcard rules ("*.ck") and exception rules ("!www.ck"). Rules
// in Unicode are converted to ASCII as the URL Standard's host parser
// converts domains. The "// VERSION:" and "// COMMIT:" comments of
// publicsuffix.org's file give Version.
func LoadList(r io.Reader) (*List, error) {
	l := &List{rules: map[string]kinds{}}
	sc := bufio.NewScanner(r)
	section := ICANN
	var version, commit string
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if c, ok := strings.CutPrefix(line, "//"); ok {
			c = strings.TrimSpace(c)
			switch {
			case strings.HasPrefix(c, "===BEGIN PRIVATE DOMAINS==="):
				section = Private
			case strings.HasPrefix(c, "===BEGIN ICANN DOMAINS==="), strings.HasPrefix(c, "===END PRIVATE DOMAINS==="):
				section = ICANN
			case strings.HasPrefix(c, "VERSION:"):
				version = strings.TrimSpace(strings.TrimPrefix(c, "VERSION:"))
			case strings.HasPrefix(c, "COMMIT:"):
				commit = strings.TrimSpace(strings.TrimPrefix(c, "COMMIT:"))
			}
			continue
		}
		// A rule is the line up to its first white space.
		if i := strings.IndexAny(line, " \t"); i >= 0 {
			line = line[:i]
		}
		if line == "" {
			continue
		}
		if err := l.add(line, section); err != nil {
			return nil, fmt.Errorf("site: line %d: %v", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("site: reading the list: %v", err)
	}
	if l.n == 0 {
		return nil, fmt.Errorf("site: the list has no rules")
	}
	l.version = strings.TrimSpace(version + " " + commit)
	return l, nil
}

// add adds the rule s of section sec.
func (l *List) add(s string, sec Section) error {
	name, exception := strings.CutPrefix(s, "!")
	name, wildcard := strings.CutPrefix(name, "*.")
	if name == "*" {
		return nil // the default rule, which every list has
	}
	ascii, err := url.DomainToASCII(name, false)
	if err != nil || ascii == "" || strings.Contains(ascii, "*") {
		return fmt.Errorf("rule %q is not a domain", s)
	}
	k := l.rules[ascii]
	switch {
	case exception && wildcard:
		return fmt.Errorf("rule %q is an exception and a wildcard", s)
	case exception:
		k.exception |= sec
	case wildcard:
		k.wildcard |= sec
	default:
		k.exact |= sec
	}
	l.rules[ascii] = k
	l.n++
	return nil
}

// Version returns the list's version, from its "// VERSION:" and
// "// COMMIT:" comments ("" if it has neither).
func (l *List) Version() string { return l.version }

// Len returns the number of rules in the list.
func (l *List) Len() int { return l.n }

// suffix returns the public suffix of name (ASCII, lower case, with no
// trailing dot) by the Public Suffix List's algorithm, and the section
// of the rule that prevails (0 for the default rule "*").
// See https://github.com/publicsuffix/list/wiki/Format#algorithm.
func (l *List) suffix(name string) (string, Section) {
	best, bestSec := "", Section(0)
	// Each suffix of name, the longest first: a matching exception rule
	// prevails, else the matching rule with the most labels.
	for s := name; ; {
		parent, hasParent := "", false
		if i := strings.IndexByte(s, '.'); i >= 0 {
			parent, hasParent = s[i+1:], true
		}
		k := l.rules[s]
		if k.exception != 0 {
			// An exception rule's public suffix drops its leftmost label.
			return parent, k.exception
		}
		if best == "" {
			if k.exact != 0 {
				best, bestSec = s, k.exact
			} else if hasParent && l.rules[parent].wildcard != 0 {
				best, bestSec = s, l.rules[parent].wildcard
			}
		}
		if !hasParent {
			break
		}
		s = parent
	}
	if best == "" {
		// No rule matches: the default rule "*", the last label.
		best = name[strings.LastIndexByte(name, '.')+1:]
	}
	return best, bestSec
}

// PublicSuffix is the package's PublicSuffix by the rules of l.
func (l *List) PublicSuffix(u *url.URL) (string, bool) {
	return publicSuffix(u.SerializedHost(), u.HostKind(), l.lookup)
}

// RegistrableDomain is the package's RegistrableDomain by the rules of l.
func (l *List) RegistrableDomain(u *url.URL) (string, bool) {
	return registrableDomain(u.SerializedHost(), u.HostKind(), l.lookup)
}

// SchemelesslySameSite is the package's SchemelesslySameSite by the rules
// of l.
func (l *List) SchemelesslySameSite(a, b origin.Origin) bool {
	return schemelesslySameSite(a, b, l.lookup)
}

// SameSite is the package's SameSite by the rules of l.
func (l *List) SameSite(a, b origin.Origin) bool { return sameSite(a, b, l.lookup) }

// Of is the package's Of by the rules of l.
func (l *List) Of(o origin.Origin) string { return of(o, l.lookup) }

// Section returns the section of the rule that gives u's host its public
// suffix: ICANN or Private, or 0 when no rule matches (the default rule
// "*") or the host is not a domain.
func (l *List) Section(u *url.URL) Section {
	if u.HostKind() != url.HostDomain {
		return 0
	}
	_, sec := l.suffix(strings.TrimSuffix(u.SerializedHost(), "."))
	return sec
}

func (l *List) lookup(name string) string {
	s, _ := l.suffix(name)
	return s
}
