// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import "strings"

// Converting part lists to regular expressions.
// See https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions.

// generateRegularExpressionAndNameList returns the ECMAScript regular
// expression source that matches what partList describes, anchored at both
// ends, and the names of its capturing groups in order.
// See https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list.
func generateRegularExpressionAndNameList(partList []part, opts options) (string, []string) {
	var b strings.Builder
	b.WriteByte('^')
	var nameList []string
	for i := range partList {
		p := &partList[i]
		if p.typ == partFixedText {
			if p.modifier == modifierNone {
				b.WriteString(escapeRegexpString(p.value))
			} else {
				// A fixed-text part with a modifier uses a non-capturing
				// group: (?:<fixed text>)<modifier>
				b.WriteString("(?:")
				b.WriteString(escapeRegexpString(p.value))
				b.WriteByte(')')
				b.WriteString(p.modifier.String())
			}
			continue
		}
		nameList = append(nameList, p.name)
		regexpValue := p.value
		switch p.typ {
		case partSegmentWildcard:
			regexpValue = generateSegmentWildcardRegexp(opts)
		case partFullWildcard:
			regexpValue = fullWildcardRegexpValue
		}
		if p.prefix == "" && p.suffix == "" {
			// No prefix or suffix: (<regexp value>)<modifier>, or for a
			// repeating modifier ((?:<regexp value>)<modifier>).
			if p.modifier == modifierNone || p.modifier == modifierOptional {
				b.WriteByte('(')
				b.WriteString(regexpValue)
				b.WriteByte(')')
				b.WriteString(p.modifier.String())
			} else {
				b.WriteString("((?:")
				b.WriteString(regexpValue)
				b.WriteByte(')')
				b.WriteString(p.modifier.String())
				b.WriteByte(')')
			}
			continue
		}
		if p.modifier == modifierNone || p.modifier == modifierOptional {
			// A non-repeating part with a prefix or suffix:
			// (?:<prefix>(<regexp value>)<suffix>)<modifier>
			b.WriteString("(?:")
			b.WriteString(escapeRegexpString(p.prefix))
			b.WriteByte('(')
			b.WriteString(regexpValue)
			b.WriteByte(')')
			b.WriteString(escapeRegexpString(p.suffix))
			b.WriteByte(')')
			b.WriteString(p.modifier.String())
			continue
		}
		// A repeating part with a prefix or suffix excludes the first prefix
		// and the last suffix but keeps them between repetitions:
		// (?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?
		b.WriteString("(?:")
		b.WriteString(escapeRegexpString(p.prefix))
		b.WriteString("((?:")
		b.WriteString(regexpValue)
		b.WriteString(")(?:")
		b.WriteString(escapeRegexpString(p.suffix))
		b.WriteString(escapeRegexpString(p.prefix))
		b.WriteString("(?:")
		b.WriteString(regexpValue)
		b.WriteString("))*)")
		b.WriteString(escapeRegexpString(p.suffix))
		b.WriteByte(')')
		if p.modifier == modifierZeroOrMore {
			b.WriteByte('?')
		}
	}
	b.WriteByte('$')
	return b.String(), nameList
}

// escapeRegexpString backslash-escapes the regular expression syntax
// characters of input, which is ASCII.
// See https://urlpattern.spec.whatwg.org/#escape-a-regexp-string.
func escapeRegexpString(input string) string {
	return escapeWith(input, `.+*?^${}()[]|/\`)
}

// escapeWith backslash-escapes each byte of input that is in special.
func escapeWith(input, special string) string {
	n := 0
	for i := 0; i < len(input); i++ {
		if strings.IndexByte(special, input[i]) >= 0 {
			n++
		}
	}
	if n == 0 {
		return input
	}
	b := make([]byte, 0, len(input)+n)
	for i := 0; i < len(input); i++ {
		if strings.IndexByte(special, input[i]) >= 0 {
			b = append(b, '\\')
		}
		b = append(b, input[i])
	}
	return string(b)
}
