// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"cmp"
	"strings"
)

// Comparing components: URLPattern.compareComponent(component, left, right),
// a proposal that is not part of the standard yet
// (https://github.com/whatwg/urlpattern/issues/61). This follows Chromium's
// implementation, which the tentative web platform tests exercise.

// CompareComponent orders left and right by how specific their component
// named component is: it returns -1 when left's is less specific, 1 when it
// is more, and 0 when they are alike. Sorting patterns by it, most specific
// first, gives a router its order of precedence.
//
// Components compare part by part: fixed text is more specific than a
// regexp group, which is more than a segment wildcard (":name"), which is
// more than a full wildcard ("*"); then no modifier is more specific than
// "+", than "?", than "*"; then the prefix, value and suffix compare as
// strings. When one part list is a prefix of the other, the longer one's
// next part compares against empty fixed text, so "/foo/" is more specific
// than "/foo/*". Group names do not matter.
//
// A component name other than "protocol", "username", "password",
// "hostname", "port", "pathname", "search" and "hash" (where JavaScript
// throws a TypeError) has nothing to compare: CompareComponent returns 0
// for it rather than panic, since its signature has no error.
func CompareComponent(component string, left, right *URLPattern) int {
	l, r := left.component(component), right.component(component)
	if l == nil || r == nil {
		return 0
	}
	return compareComponent(l, r)
}

// compareComponent compares two compiled components.
func compareComponent(left, right *component) int {
	lp, rp := left.partList, right.partList
	n := min(len(lp), len(rp))
	for i := 0; i < n; i++ {
		if c := comparePart(&lp[i], &rp[i]); c != 0 {
			return c
		}
	}
	empty := part{typ: partFixedText, modifier: modifierNone}
	switch {
	case len(lp) == len(rp):
		return 0
	case len(lp) > n:
		return comparePart(&lp[n], &empty)
	default:
		return comparePart(&empty, &rp[n])
	}
}

// comparePart compares two parts by type, modifier, prefix, value and
// suffix, in that order. The strings are ASCII (they have been encoded), so
// byte order is code point order.
func comparePart(l, r *part) int {
	return cmp.Or(
		cmp.Compare(l.typ, r.typ),
		cmp.Compare(l.modifier, r.modifier),
		strings.Compare(l.prefix, r.prefix),
		strings.Compare(l.value, r.value),
		strings.Compare(l.suffix, r.suffix),
	)
}
