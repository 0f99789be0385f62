// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"strings"
	"unicode/utf8"
)

// Converting part lists to pattern strings.
// See https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings.

// generatePatternString returns the normalized pattern string of partList:
// the string a URLPattern's component getters return.
// See https://urlpattern.spec.whatwg.org/#generate-a-pattern-string.
func generatePatternString(partList []part, opts options) string {
	var b strings.Builder
	for index := range partList {
		p := &partList[index]
		var previousPart, nextPart *part
		if index > 0 {
			previousPart = &partList[index-1]
		}
		if index < len(partList)-1 {
			nextPart = &partList[index+1]
		}
		if p.typ == partFixedText {
			if p.modifier == modifierNone {
				b.WriteString(escapePatternString(p.value))
				continue
			}
			b.WriteByte('{')
			b.WriteString(escapePatternString(p.value))
			b.WriteByte('}')
			b.WriteString(p.modifier.String())
			continue
		}
		customName := !isASCIIDigit(p.name[0])
		// A group needs {…} when it has a suffix, or a prefix other than the
		// automatic one.
		needsGrouping := p.suffix != "" || (p.prefix != "" && p.prefix != opts.prefixCodePoint)
		// A ":name" followed by text that could continue the name, or by an
		// unnamed group that would read as its regexp, needs {…} too.
		if !needsGrouping && customName && p.typ == partSegmentWildcard &&
			p.modifier == modifierNone && nextPart != nil &&
			nextPart.prefix == "" && nextPart.suffix == "" {
			if nextPart.typ == partFixedText {
				r, _ := utf8.DecodeRuneInString(nextPart.value)
				needsGrouping = isValidNameCodePoint(r, false)
			} else {
				needsGrouping = isASCIIDigit(nextPart.name[0])
			}
		}
		// A group without a prefix after fixed text ending in the prefix
		// code point (as from "\/:name" or "/{:name}") needs {…} so that
		// the code point does not become its prefix.
		if !needsGrouping && p.prefix == "" && previousPart != nil &&
			previousPart.typ == partFixedText && opts.prefixCodePoint != "" &&
			strings.HasSuffix(previousPart.value, opts.prefixCodePoint) {
			needsGrouping = true
		}
		if needsGrouping {
			b.WriteByte('{')
		}
		b.WriteString(escapePatternString(p.prefix))
		if customName {
			b.WriteByte(':')
			b.WriteString(p.name)
		}
		switch {
		case p.typ == partRegexp:
			b.WriteByte('(')
			b.WriteString(p.value)
			b.WriteByte(')')
		case p.typ == partSegmentWildcard && !customName:
			b.WriteByte('(')
			b.WriteString(generateSegmentWildcardRegexp(opts))
			b.WriteByte(')')
		case p.typ == partFullWildcard:
			// "*" would read as the previous group's modifier after a
			// group without one.
			if !customName && (previousPart == nil ||
				previousPart.typ == partFixedText ||
				previousPart.modifier != modifierNone ||
				needsGrouping || p.prefix != "") {
				b.WriteByte('*')
			} else {
				b.WriteByte('(')
				b.WriteString(fullWildcardRegexpValue)
				b.WriteByte(')')
			}
		}
		// Separate a suffix that could continue a ":name" with a backslash.
		if p.typ == partSegmentWildcard && customName && p.suffix != "" {
			if r, _ := utf8.DecodeRuneInString(p.suffix); isValidNameCodePoint(r, false) {
				b.WriteByte('\\')
			}
		}
		b.WriteString(escapePatternString(p.suffix))
		if needsGrouping {
			b.WriteByte('}')
		}
		b.WriteString(p.modifier.String())
	}
	return b.String()
}

// escapePatternString backslash-escapes the pattern syntax characters of
// input, which is ASCII.
// See https://urlpattern.spec.whatwg.org/#escape-a-pattern-string.
func escapePatternString(input string) string {
	return escapeWith(input, `+*?:{}()\`)
}

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }
