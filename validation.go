// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"sort"

	"github.com/weburl/url/validation"
)

// report signifies a validation error that does not stop the parser. It
// costs a nil check when no callback is set.
func (p *urlParser) report(typ validation.Type, at int) {
	if p != nil && p.onErr != nil {
		p.onErr(validation.Error{Type: typ, Offset: p.origOffset(at)})
	}
}

// reporterAt returns the reporter (errors.go) of an algorithm that runs on
// the input from offset at: nil when no callback listens.
func (p *urlParser) reporterAt(at int) reporter {
	if p.onErr == nil {
		return nil
	}
	return func(typ validation.Type, i int) { p.report(typ, at+i) }
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
