// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"fmt"
	"strconv"
	"strings"
)

// Parts.
// See https://urlpattern.spec.whatwg.org/#parts.

// A partType is a part's type.
// See https://urlpattern.spec.whatwg.org/#part-type.
//
// The order of the values is the order compareComponent ranks them in, from
// the least to the most specific (see compare.go).
type partType uint8

const (
	partFullWildcard    partType = iota // "*": greedily matches everything
	partSegmentWildcard                 // ":name": matches up to the next delimiter
	partRegexp                          // "(regexp)": a custom regular expression
	partFixedText                       // text matched literally
)

// A modifier is a part's modifier.
// See https://urlpattern.spec.whatwg.org/#part-modifier.
//
// As for partType, the order is compareComponent's, least specific first.
type modifier uint8

const (
	modifierZeroOrMore modifier = iota // "*"
	modifierOptional                   // "?"
	modifierOneOrMore                  // "+"
	modifierNone
)

// String converts a modifier to its pattern syntax.
// See https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string.
func (m modifier) String() string {
	switch m {
	case modifierZeroOrMore:
		return "*"
	case modifierOptional:
		return "?"
	case modifierOneOrMore:
		return "+"
	}
	return ""
}

// A part is one piece of a parsed pattern string: at most one matching group
// with a fixed prefix and suffix and a modifier, or fixed text.
// See https://urlpattern.spec.whatwg.org/#part.
type part struct {
	typ      partType
	value    string // fixed text, or a regexp part's regular expression
	modifier modifier
	name     string // the group name; "" for fixed text
	prefix   string
	suffix   string
}

// options are the settings of a pattern string's syntax.
// See https://urlpattern.spec.whatwg.org/#options-header.
type options struct {
	// delimiterCodePoint is "" or one ASCII code point: the segment
	// separator a named group stops at.
	delimiterCodePoint string
	// prefixCodePoint is "" or one ASCII code point: the automatic prefix
	// of a group that immediately follows it.
	prefixCodePoint string
	ignoreCase      bool
}

// See https://urlpattern.spec.whatwg.org/#default-options.
var defaultOptions = options{}

// See https://urlpattern.spec.whatwg.org/#hostname-options.
var hostnameOptions = options{delimiterCodePoint: "."}

// See https://urlpattern.spec.whatwg.org/#pathname-options.
var pathnameOptions = options{delimiterCodePoint: "/", prefixCodePoint: "/"}

// An encodingCallback validates and encodes a piece of fixed text of a
// pattern string.
// See https://urlpattern.spec.whatwg.org/#encoding-callback.
type encodingCallback func(string) (string, error)

// A patternParser is the standard's pattern parser struct.
// See https://urlpattern.spec.whatwg.org/#pattern-parser.
type patternParser struct {
	tokenList             []token
	encodingCallback      encodingCallback
	segmentWildcardRegexp string
	partList              []part
	pendingFixedValue     []byte
	index                 int
	nextNumericName       int
	names                 map[string]bool // the names in partList
}

// The full wildcard regexp value.
// See https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value.
const fullWildcardRegexpValue = ".*"

// parsePatternString parses input into a part list, encoding fixed text with
// encode.
// See https://urlpattern.spec.whatwg.org/#parse-a-pattern-string.
func parsePatternString(input string, opts options, encode encodingCallback) ([]part, error) {
	p := &patternParser{
		encodingCallback:      encode,
		segmentWildcardRegexp: generateSegmentWildcardRegexp(opts),
	}
	var err error
	p.tokenList, err = tokenize(input, policyStrict)
	if err != nil {
		return nil, err
	}
	for p.index < len(p.tokenList) {
		// Look for the sequence <prefix char><name><regexp><modifier>;
		// any of them may be missing.
		charToken := p.tryToConsumeToken(tokenChar)
		nameToken := p.tryToConsumeToken(tokenName)
		regexpOrWildcardToken := p.tryToConsumeRegexpOrWildcardToken(nameToken)
		// A matching group: add its part right away.
		if nameToken != nil || regexpOrWildcardToken != nil {
			prefix := ""
			if charToken != nil {
				prefix = charToken.value
			}
			// Only the options' prefix code point is an automatic prefix;
			// any other character is plain fixed text.
			if prefix != "" && prefix != opts.prefixCodePoint {
				p.pendingFixedValue = append(p.pendingFixedValue, prefix...)
				prefix = ""
			}
			if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
				return nil, err
			}
			modifierToken := p.tryToConsumeModifierToken()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, "", modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		// No matching group: buffer fixed text, to make one fixed-text part
		// of as much text as possible.
		fixedToken := charToken
		if fixedToken == nil {
			fixedToken = p.tryToConsumeToken(tokenEscapedChar)
		}
		if fixedToken != nil {
			p.pendingFixedValue = append(p.pendingFixedValue, fixedToken.value...)
			continue
		}
		// Look for the sequence <open><char prefix><name><regexp><char
		// suffix><close><modifier>: open and close are required.
		openToken := p.tryToConsumeToken(tokenOpen)
		if openToken != nil {
			prefix := p.consumeText()
			nameToken = p.tryToConsumeToken(tokenName)
			regexpOrWildcardToken = p.tryToConsumeRegexpOrWildcardToken(nameToken)
			suffix := p.consumeText()
			if _, err := p.consumeRequiredToken(tokenClose); err != nil {
				return nil, err
			}
			modifierToken := p.tryToConsumeModifierToken()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
			return nil, err
		}
		if _, err := p.consumeRequiredToken(tokenEnd); err != nil {
			return nil, err
		}
	}
	return p.partList, nil
}

// generateSegmentWildcardRegexp returns "[^<delimiter>]+?".
// See https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp.
func generateSegmentWildcardRegexp(opts options) string {
	return "[^" + escapeRegexpString(opts.delimiterCodePoint) + "]+?"
}

// tryToConsumeToken returns the next token and advances past it if it is of
// type typ, and otherwise returns nil.
// See https://urlpattern.spec.whatwg.org/#try-to-consume-a-token.
func (p *patternParser) tryToConsumeToken(typ tokenType) *token {
	next := &p.tokenList[p.index]
	if next.typ != typ {
		return nil
	}
	p.index++
	return next
}

// See https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token.
func (p *patternParser) tryToConsumeModifierToken() *token {
	if t := p.tryToConsumeToken(tokenOtherModifier); t != nil {
		return t
	}
	return p.tryToConsumeToken(tokenAsterisk)
}

// See https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token.
func (p *patternParser) tryToConsumeRegexpOrWildcardToken(nameToken *token) *token {
	t := p.tryToConsumeToken(tokenRegexp)
	if nameToken == nil && t == nil {
		t = p.tryToConsumeToken(tokenAsterisk)
	}
	return t
}

// consumeRequiredToken is tryToConsumeToken that fails when the next token
// is not of type typ.
// See https://urlpattern.spec.whatwg.org/#consume-a-required-token.
func (p *patternParser) consumeRequiredToken(typ tokenType) (*token, error) {
	if t := p.tryToConsumeToken(typ); t != nil {
		return t, nil
	}
	got := p.tokenList[p.index]
	msg := fmt.Sprintf("unexpected %q", got.value)
	switch got.typ {
	case tokenEnd:
		msg = "unexpected end of pattern"
	case tokenOtherModifier, tokenAsterisk:
		msg = fmt.Sprintf("modifier %q does not follow a group", got.value)
	case tokenClose:
		msg = "\"}\" does not close a group"
	}
	if typ == tokenClose && got.typ != tokenClose {
		msg += " inside a {…} group; missing \"}\""
	}
	return nil, &SyntaxError{Msg: msg, Offset: got.index}
}

// consumeText consumes a run of char and escaped-char tokens.
// See https://urlpattern.spec.whatwg.org/#consume-text.
func (p *patternParser) consumeText() string {
	var result strings.Builder
	for {
		t := p.tryToConsumeToken(tokenChar)
		if t == nil {
			t = p.tryToConsumeToken(tokenEscapedChar)
		}
		if t == nil {
			return result.String()
		}
		result.WriteString(t.value)
	}
}

// maybeAddPartFromPendingFixedValue turns the pending fixed value, if any,
// into a fixed-text part.
// See https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value.
func (p *patternParser) maybeAddPartFromPendingFixedValue() error {
	if len(p.pendingFixedValue) == 0 {
		return nil
	}
	encodedValue, err := p.encodingCallback(string(p.pendingFixedValue))
	if err != nil {
		return err
	}
	p.pendingFixedValue = p.pendingFixedValue[:0]
	return p.appendPart(part{typ: partFixedText, value: encodedValue, modifier: modifierNone})
}

// addPart adds the part for a matching group, or for a {…} group of fixed
// text.
// See https://urlpattern.spec.whatwg.org/#add-a-part.
func (p *patternParser) addPart(prefix string, nameToken, regexpOrWildcardToken *token, suffix string, modifierToken *token) error {
	mod := modifierNone
	if modifierToken != nil {
		switch modifierToken.value {
		case "?":
			mod = modifierOptional
		case "*":
			mod = modifierZeroOrMore
		case "+":
			mod = modifierOneOrMore
		}
	}
	// A "{foo}" group: plain text, to be combined with the text around it.
	if nameToken == nil && regexpOrWildcardToken == nil && mod == modifierNone {
		p.pendingFixedValue = append(p.pendingFixedValue, prefix...)
		return nil
	}
	if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
		return err
	}
	// A "{foo}?" group: the modifier keeps it a part of its own.
	if nameToken == nil && regexpOrWildcardToken == nil {
		// suffix is "" here: consume text took all the text before "}".
		if prefix == "" {
			return nil
		}
		encodedValue, err := p.encodingCallback(prefix)
		if err != nil {
			return err
		}
		return p.appendPart(part{typ: partFixedText, value: encodedValue, modifier: mod})
	}
	// Convert the regexp or wildcard token to a regular expression first,
	// so that a regexp token equal to a wildcard's is treated as one.
	regexpValue := ""
	switch {
	case regexpOrWildcardToken == nil:
		regexpValue = p.segmentWildcardRegexp
	case regexpOrWildcardToken.typ == tokenAsterisk:
		regexpValue = fullWildcardRegexpValue
	default:
		regexpValue = regexpOrWildcardToken.value
	}
	typ := partRegexp
	switch regexpValue {
	case p.segmentWildcardRegexp:
		typ = partSegmentWildcard
		regexpValue = ""
	case fullWildcardRegexpValue:
		typ = partFullWildcard
		regexpValue = ""
	}
	// The part's name is explicit, or the next number.
	name := ""
	if nameToken != nil {
		name = nameToken.value
	} else if regexpOrWildcardToken != nil {
		name = strconv.Itoa(p.nextNumericName)
		p.nextNumericName++
	}
	if p.isDuplicateName(name) {
		offset := 0
		if nameToken != nil {
			offset = nameToken.index
		}
		return &SyntaxError{Msg: fmt.Sprintf("duplicate group name %q", name), Offset: offset}
	}
	encodedPrefix, err := p.encodingCallback(prefix)
	if err != nil {
		return err
	}
	encodedSuffix, err := p.encodingCallback(suffix)
	if err != nil {
		return err
	}
	if name != "" {
		if p.names == nil {
			p.names = map[string]bool{}
		}
		p.names[name] = true
	}
	return p.appendPart(part{
		typ:      typ,
		value:    regexpValue,
		modifier: mod,
		name:     name,
		prefix:   encodedPrefix,
		suffix:   encodedSuffix,
	})
}

// appendPart appends pt to the part list, unless the list has MaxParts
// parts already.
func (p *patternParser) appendPart(pt part) error {
	if len(p.partList) >= MaxParts {
		return ErrTooManyParts
	}
	p.partList = append(p.partList, pt)
	return nil
}

// isDuplicateName reports whether a part of the part list has the name
// name. The names are kept in a set, so that a pattern of n groups parses
// in time linear in n rather than quadratic.
// See https://urlpattern.spec.whatwg.org/#is-a-duplicate-name.
func (p *patternParser) isDuplicateName(name string) bool {
	return p.names[name]
}
