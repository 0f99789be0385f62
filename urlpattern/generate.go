// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	"fmt"
	"strings"
)

// Generating components: URLPattern.prototype.generate(component, groups), a
// proposal that is not part of the standard yet
// (https://github.com/whatwg/urlpattern/issues/73). This follows Chromium's
// implementation, which the tentative web platform tests exercise.

// Errors of Generate, wrapped in an *Error.
var (
	// ErrGenerateUnsupported: the component has a part Generate cannot
	// fill in: a modifier, a full wildcard, a regexp group, or an unnamed
	// segment wildcard.
	ErrGenerateUnsupported = errors.New("patterns with modifiers, wildcards or regular expression groups cannot be generated")
	// ErrGenerateMissingGroup: groups has no value for a named group.
	ErrGenerateMissingGroup = errors.New("no value for group")
	// ErrGenerateDelimiter: a value contains the component's delimiter
	// code point ("/" in a pathname, "." in a hostname).
	ErrGenerateDelimiter = errors.New("a group value cannot contain the delimiter")
)

// Generate returns the string of the component named component ("protocol",
// ..., "hash") that p's pattern for it describes with each named group
// replaced by its value in groups: the reverse of Exec. Values are encoded
// as the component requires (a pathname's " " becomes "%20", a hostname's
// "🍅" becomes "xn--fi8h"); values of groups p does not have are ignored.
//
// Only components made of fixed text and named groups without modifiers
// (":id", not ":id?", "*" or ":id(\d+)") can be generated, and a value
// must not contain the component's delimiter ("/" for a pathname under a
// special scheme, "." for a hostname). Generate returns an *Error otherwise.
func (p *URLPattern) Generate(component string, groups map[string]string) (string, error) {
	c := p.component(component)
	if c == nil {
		return "", &Error{Op: "Generate", Input: component, Err: ErrUnknownComponent}
	}
	s, err := c.generate(groups)
	if err != nil {
		return "", &Error{Op: "Generate", Component: component, Input: c.patternString, Err: err}
	}
	return s, nil
}

// generate fills in c's named groups from groups.
func (c *component) generate(groups map[string]string) (string, error) {
	var b strings.Builder
	for i := range c.partList {
		p := &c.partList[i]
		if p.modifier != modifierNone {
			return "", ErrGenerateUnsupported
		}
		switch p.typ {
		case partFixedText:
			b.WriteString(p.value)
		case partSegmentWildcard:
			// A numeric name means the group was a regexp group equal to
			// the segment wildcard, as "([^\/]+?)": not a named group.
			if !customName(p.name) {
				return "", ErrGenerateUnsupported
			}
			value, ok := groups[p.name]
			if !ok {
				return "", fmt.Errorf("%w %q", ErrGenerateMissingGroup, p.name)
			}
			encoded, err := c.encode(validUTF8(value))
			if err != nil {
				return "", err
			}
			if d := c.opts.delimiterCodePoint; d != "" && strings.Contains(encoded, d) {
				return "", fmt.Errorf("%w %q: %q", ErrGenerateDelimiter, d, encoded)
			}
			b.WriteString(p.prefix)
			b.WriteString(encoded)
			b.WriteString(p.suffix)
		default:
			return "", ErrGenerateUnsupported
		}
	}
	return b.String(), nil
}

// customName reports whether name was given in the pattern rather than
// numbered.
func customName(name string) bool { return !isASCIIDigit(name[0]) }
