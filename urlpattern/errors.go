// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/weburl/url/urlpattern/internal/ecmaregexp"
)

// An Error reports why a URL pattern could not be constructed, or why a
// component could not be generated: the error the standard throws as a
// TypeError.
type Error struct {
	// Op is the operation: "New", "NewFromInit", "Generate" or
	// "CompareComponent".
	Op string
	// Component names the component whose pattern failed ("protocol",
	// "username", "password", "hostname", "port", "pathname", "search" or
	// "hash"), or is "" when the failure is not one component's: a
	// constructor string without a protocol and base URL, an invalid base
	// URL.
	Component string
	// Input is the pattern string of Component, or the constructor string
	// or base URL concerned.
	Input string
	// Err is the problem.
	Err error
}

// Error returns "urlpattern: <Op>: invalid <component> pattern "<input>": <problem>".
func (e *Error) Error() string {
	if e.Component == "" {
		return "urlpattern: " + e.Op + " " + strconv.Quote(e.Input) + ": " + e.Err.Error()
	}
	return "urlpattern: " + e.Op + ": invalid " + e.Component + " pattern " + strconv.Quote(e.Input) + ": " + e.Err.Error()
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// A SyntaxError reports a pattern string that does not follow the pattern
// syntax. Offset is the byte offset in the pattern string (the pattern given
// for one component, or the whole constructor string) of the token at fault.
type SyntaxError struct {
	Msg    string // what is wrong
	Offset int    // where, in bytes
}

// Error returns the message and the offset.
func (e *SyntaxError) Error() string {
	return e.Msg + " at offset " + strconv.Itoa(e.Offset)
}

// A CanonicalizationError reports fixed text of a pattern, or a value given
// to Generate, that the URL parser rejects for the component it is in: the
// standard's encoding callbacks (canonicalize a hostname, etc.) throw.
type CanonicalizationError struct {
	Component string // "protocol", "hostname", "port", ...
	Value     string // the text that was rejected
}

// Error returns `"<value>" is not a valid <component>`.
func (e *CanonicalizationError) Error() string {
	return fmt.Sprintf("%q is not a valid %s", e.Value, e.Component)
}

// A RegexpError reports a regular expression group of a pattern, as the
// \d+ of ":id(\d+)", that is not valid ECMAScript (with the v flag), or
// that uses what RE2 cannot express: lookahead, lookbehind, backreferences.
type RegexpError struct {
	Regexp string // the group's regular expression, without the parentheses
	Err    error  // the problem
}

// Error returns the problem with the regular expression.
func (e *RegexpError) Error() string {
	return "regular expression group " + strconv.Quote(e.Regexp) + ": " + e.Err.Error()
}

// Unwrap returns e.Err.
func (e *RegexpError) Unwrap() error { return e.Err }

// Errors without a component.
var (
	// ErrNoBaseURL: a constructor string that is relative (has no
	// protocol) was given without a base URL.
	ErrNoBaseURL = errors.New("a relative constructor string needs a base URL")
	// ErrInvalidBaseURL: the base URL does not parse.
	ErrInvalidBaseURL = errors.New("invalid base URL")
	// ErrBaseURLWithInit: a base URL was given beside a URLPatternInit,
	// which carries its own (only reachable through the JavaScript-shaped
	// entry points used by the tests).
	ErrBaseURLWithInit = errors.New("a base URL cannot be given beside an Init; set Init.BaseURL")
	// ErrUnknownComponent: a component name other than the eight.
	ErrUnknownComponent = errors.New("unknown component name")
)

// Errors for patterns over the limits that keep compiling a pattern linear
// in its length (see the package documentation's "Limits"). Test for them
// with errors.Is.
var (
	// ErrPatternTooLong: a constructor string, a base URL, or a component
	// of an Init longer than MaxPatternLength bytes.
	ErrPatternTooLong = errors.New("pattern longer than " + strconv.Itoa(MaxPatternLength) + " bytes")
	// ErrTooManyParts: a component pattern of more than MaxParts parts
	// (groups and the fixed text between them).
	ErrTooManyParts = errors.New("component pattern of more than " + strconv.Itoa(MaxParts) + " parts")
	// ErrRegexpTooLarge: a component whose regular expression would compile
	// to more than 10,000 instructions plus 16 per byte of the expression
	// (a counted repetition such as "a{1000}" counts its body 1,000 times),
	// or translate to more than 256 KiB plus 64 bytes per byte of RE2 (each
	// "\p{L}" is 10 KB). It is the Err of a *RegexpError.
	ErrRegexpTooLarge = ecmaregexp.ErrTooLarge
)

// Limits on the patterns New, NewFromInit and NewPathname accept.
const (
	// MaxPatternLength is the longest constructor string, base URL or
	// Init component, in bytes.
	MaxPatternLength = 16 << 10
	// MaxParts is the most parts a component's pattern may parse into: a
	// part is a group (":id", "*", "(\d+)", "{…}?") or the fixed text
	// between two groups. "/books/:id/*" has four.
	MaxParts = 1000
)
