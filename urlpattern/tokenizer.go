// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"unicode"
	"unicode/utf8"
)

// Tokens.
// See https://urlpattern.spec.whatwg.org/#tokens.

// A tokenType is a token's type.
// See https://urlpattern.spec.whatwg.org/#token-type.
type tokenType uint8

const (
	tokenInvalidChar   tokenType = iota // a code point invalid where it stands
	tokenOpen                           // "{"
	tokenClose                          // "}"
	tokenRegexp                         // "(<regular expression>)"
	tokenName                           // ":<name>"
	tokenChar                           // a code point with no special meaning
	tokenEscapedChar                    // "\<char>"
	tokenOtherModifier                  // "?" or "+"
	tokenAsterisk                       // "*"
	tokenEnd                            // the end of the pattern string
)

var tokenTypeNames = [...]string{
	tokenInvalidChar:   "invalid-char",
	tokenOpen:          "open",
	tokenClose:         "close",
	tokenRegexp:        "regexp",
	tokenName:          "name",
	tokenChar:          "char",
	tokenEscapedChar:   "escaped-char",
	tokenOtherModifier: "other-modifier",
	tokenAsterisk:      "asterisk",
	tokenEnd:           "end",
}

func (t tokenType) String() string { return tokenTypeNames[t] }

// A token is a single lexical token of a pattern string.
// See https://urlpattern.spec.whatwg.org/#token.
//
// The standard counts positions in code points; here index is a byte offset
// into the (valid UTF-8) input, which denotes the same position.
type token struct {
	typ   tokenType
	index int    // byte offset of the token's first code point in the input
	value string // the code points the token stands for
}

// A tokenizePolicy says what tokenize does with invalid input.
// See https://urlpattern.spec.whatwg.org/#tokenize-policy.
type tokenizePolicy uint8

const (
	policyStrict  tokenizePolicy = iota // fail on a tokenizing error
	policyLenient                       // emit an invalid-char token instead
)

// A tokenizer is the standard's tokenizer struct.
// See https://urlpattern.spec.whatwg.org/#tokenizer.
type tokenizer struct {
	input     string
	policy    tokenizePolicy
	tokenList []token
	index     int
	nextIndex int
	codePoint rune
}

// tokenize splits input into tokens. Under the strict policy it returns a
// *SyntaxError at the first tokenizing error.
// See https://urlpattern.spec.whatwg.org/#tokenize.
func tokenize(input string, policy tokenizePolicy) ([]token, error) {
	t := &tokenizer{input: input, policy: policy}
	t.tokenList = make([]token, 0, len(input)/2+1)
	// While tokenizer's index is less than input's code point length:
	for t.index < len(t.input) {
		// Run seek and get the next code point given tokenizer's index.
		t.seekAndGetNextCodePoint(t.index)
		switch t.codePoint {
		case '*':
			t.addTokenWithDefaultPositionAndLength(tokenAsterisk)
			continue
		case '+', '?':
			t.addTokenWithDefaultPositionAndLength(tokenOtherModifier)
			continue
		case '\\':
			// A backslash as the last code point escapes nothing.
			if t.nextIndex == len(t.input) {
				if err := t.processTokenizingError(t.nextIndex, t.index, "a pattern cannot end with a backslash"); err != nil {
					return nil, err
				}
				continue
			}
			escapedIndex := t.nextIndex
			t.getNextCodePoint()
			t.addTokenWithDefaultLength(tokenEscapedChar, t.nextIndex, escapedIndex)
			continue
		case '{':
			t.addTokenWithDefaultPositionAndLength(tokenOpen)
			continue
		case '}':
			t.addTokenWithDefaultPositionAndLength(tokenClose)
			continue
		case ':':
			namePosition := t.nextIndex
			nameStart := namePosition
			for namePosition < len(t.input) {
				t.seekAndGetNextCodePoint(namePosition)
				if !isValidNameCodePoint(t.codePoint, namePosition == nameStart) {
					break
				}
				namePosition = t.nextIndex
			}
			if namePosition <= nameStart {
				if err := t.processTokenizingError(nameStart, t.index, "a name must follow \":\""); err != nil {
					return nil, err
				}
				continue
			}
			t.addTokenWithDefaultLength(tokenName, namePosition, nameStart)
			continue
		case '(':
			if err := t.tokenizeRegexp(); err != nil {
				return nil, err
			}
			continue
		}
		t.addTokenWithDefaultPositionAndLength(tokenChar)
	}
	t.addTokenWithDefaultLength(tokenEnd, t.index, t.index)
	return t.tokenList, nil
}

// tokenizeRegexp runs the steps of tokenize for a U+0028 (() code point:
// it scans to the balancing U+0029 ()) and adds a regexp token, or processes
// a tokenizing error.
// See https://urlpattern.spec.whatwg.org/#tokenize.
func (t *tokenizer) tokenizeRegexp() error {
	depth := 1
	regexpPosition := t.nextIndex
	regexpStart := regexpPosition
	fail := func(msg string) error {
		return t.processTokenizingError(regexpStart, t.index, msg)
	}
	for regexpPosition < len(t.input) {
		t.seekAndGetNextCodePoint(regexpPosition)
		if t.codePoint > unicode.MaxASCII {
			return fail("a regular expression group must contain only ASCII")
		}
		if regexpPosition == regexpStart && t.codePoint == '?' {
			return fail("a regular expression group cannot start with \"?\"")
		}
		if t.codePoint == '\\' {
			if regexpPosition == len(t.input)-1 {
				return fail("a regular expression group cannot end with a backslash")
			}
			t.getNextCodePoint()
			if t.codePoint > unicode.MaxASCII {
				return fail("a regular expression group must contain only ASCII")
			}
			regexpPosition = t.nextIndex
			continue
		}
		if t.codePoint == ')' {
			depth--
			if depth == 0 {
				regexpPosition = t.nextIndex
				break
			}
		} else if t.codePoint == '(' {
			depth++
			if regexpPosition == len(t.input)-1 {
				return fail("unbalanced \"(\" in a regular expression group")
			}
			temporaryPosition := t.nextIndex
			t.getNextCodePoint()
			// Only non-capturing groups and assertions may nest.
			if t.codePoint != '?' {
				return fail("a regular expression group cannot contain a capturing group")
			}
			t.nextIndex = temporaryPosition
		}
		regexpPosition = t.nextIndex
	}
	if depth != 0 {
		return fail("unbalanced \"(\" in a regular expression group")
	}
	regexpLength := regexpPosition - regexpStart - 1
	if regexpLength == 0 {
		return fail("a regular expression group cannot be empty")
	}
	t.addToken(tokenRegexp, regexpPosition, regexpStart, regexpLength)
	return nil
}

// getNextCodePoint reads the code point at nextIndex and advances past it.
// See https://urlpattern.spec.whatwg.org/#get-the-next-code-point.
func (t *tokenizer) getNextCodePoint() {
	r, size := utf8.DecodeRuneInString(t.input[t.nextIndex:])
	t.codePoint = r
	t.nextIndex += size
}

// seekAndGetNextCodePoint sets nextIndex to index and reads a code point.
// See https://urlpattern.spec.whatwg.org/#seek-and-get-the-next-code-point.
func (t *tokenizer) seekAndGetNextCodePoint(index int) {
	t.nextIndex = index
	t.getNextCodePoint()
}

// addToken appends a token whose value is input[valuePosition :
// valuePosition+valueLength] and moves index to nextPosition.
// See https://urlpattern.spec.whatwg.org/#add-a-token.
func (t *tokenizer) addToken(typ tokenType, nextPosition, valuePosition, valueLength int) {
	t.tokenList = append(t.tokenList, token{
		typ:   typ,
		index: t.index,
		value: t.input[valuePosition : valuePosition+valueLength],
	})
	t.index = nextPosition
}

// See https://urlpattern.spec.whatwg.org/#add-a-token-with-default-length.
func (t *tokenizer) addTokenWithDefaultLength(typ tokenType, nextPosition, valuePosition int) {
	t.addToken(typ, nextPosition, valuePosition, nextPosition-valuePosition)
}

// See https://urlpattern.spec.whatwg.org/#add-a-token-with-default-position-and-length.
func (t *tokenizer) addTokenWithDefaultPositionAndLength(typ tokenType) {
	t.addTokenWithDefaultLength(typ, t.nextIndex, t.index)
}

// processTokenizingError fails under the strict policy and otherwise adds an
// invalid-char token.
// See https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error.
func (t *tokenizer) processTokenizingError(nextPosition, valuePosition int, msg string) error {
	if t.policy == policyStrict {
		return &SyntaxError{Msg: msg, Offset: t.index}
	}
	t.addTokenWithDefaultLength(tokenInvalidChar, nextPosition, valuePosition)
	return nil
}

// isValidNameCodePoint reports whether r may start (first) or continue a
// group name: ECMAScript's IdentifierStart and IdentifierPart sets.
// See https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point.
func isValidNameCodePoint(r rune, first bool) bool {
	if r < utf8.RuneSelf {
		// The ASCII subset of both sets: letters, "$", "_", and (continuing
		// only) digits.
		switch {
		case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', r == '$', r == '_':
			return true
		case '0' <= r && r <= '9':
			return !first
		}
		return false
	}
	if first {
		return isIDStart(r)
	}
	// ZWNJ and ZWJ are IdentifierPart beside ID_Continue.
	return r == '\u200C' || r == '\u200D' || isIDContinue(r)
}

// isIDStart reports whether r has the Unicode property ID_Start:
// L, Nl and Other_ID_Start, less Pattern_Syntax and Pattern_White_Space
// (UAX #31).
func isIDStart(r rune) bool {
	if unicode.Is(unicode.Pattern_Syntax, r) || unicode.Is(unicode.Pattern_White_Space, r) {
		return false
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

// isIDContinue reports whether r has the Unicode property ID_Continue:
// ID_Start, Mn, Mc, Nd, Pc and Other_ID_Continue, less Pattern_Syntax and
// Pattern_White_Space (UAX #31).
func isIDContinue(r rune) bool {
	if isIDStart(r) {
		return true
	}
	if unicode.Is(unicode.Pattern_Syntax, r) || unicode.Is(unicode.Pattern_White_Space, r) {
		return false
	}
	return unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}
