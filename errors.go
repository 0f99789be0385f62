// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"strconv"
)

// Error reports an error and the operation and URL that caused it.
// It is net/url's error type.
type Error struct {
	Op  string
	URL string
	Err error
}

// Unwrap returns the wrapped error: for a parse failure, the
// validation.Error that made parsing fail.
func (e *Error) Unwrap() error { return e.Err }

// Error returns the operation, the quoted URL and the wrapped error, as
// net/url's does: parse "http://[::1": IPv6-unclosed at byte 11: the IPv6
// address has no closing bracket.
//
// The URL is written with the password of each authority in it replaced
// by redactedValue (see redactCredentials): a message goes to logs, and the
// input that failed may hold one ("http://u:pw@[bad/"). The URL field
// keeps the input.
func (e *Error) Error() string {
	// strconv.Quote(e.URL), without its copy when that is e.URL between
	// quotes.
	u, _ := redactCredentials(e.URL)
	if !quotesAsIs(u) {
		q := strconv.Quote(u)
		u = q[1 : len(q)-1]
	}
	return e.Op + ` "` + u + `": ` + e.Err.Error()
}

// quotesAsIs reports whether strconv.Quote(s) is s between double quotes:
// whether s is printable ASCII, 0x20 to 0x7E, with no '"' or '\\'. Error
// then writes the URL as it is. strconv.Quote decodes and tests a rune at
// a time, many times this loop's cost on a long URL, whose message would
// then cost far more than its parse.
func quotesAsIs(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// Timeout reports whether the wrapped error is a timeout.
func (e *Error) Timeout() bool {
	t, ok := e.Err.(interface{ Timeout() bool })
	return ok && t.Timeout()
}

// Temporary reports whether the wrapped error is temporary.
func (e *Error) Temporary() bool {
	t, ok := e.Err.(interface{ Temporary() bool })
	return ok && t.Temporary()
}

// The parser's names for the validation error types (package validation
// defines them, with the standard's names and messages), in the order of
// the standard's table.
// See https://url.spec.whatwg.org/#validation-error.
const (
	// IDNA.
	errDomainToASCII = validation.DomainToASCII

	// Host parsing.
	errDomainPercentEncoded       = validation.DomainPercentEncoded
	errHostInvalidCodePoint       = validation.HostInvalidCodePoint
	errIPv4EmptyPart              = validation.IPv4EmptyPart
	errIPv4TooFewParts            = validation.IPv4TooFewParts
	errIPv4TooManyParts           = validation.IPv4TooManyParts
	errIPv4NonNumericPart         = validation.IPv4NonNumericPart
	errIPv4NonDecimalPart         = validation.IPv4NonDecimalPart
	errIPv4OutOfRangePart         = validation.IPv4OutOfRangePart
	errIPv4NonASCIIInput          = validation.IPv4NonASCIIInput
	errIPv6Unclosed               = validation.IPv6Unclosed
	errIPv6InvalidCompression     = validation.IPv6InvalidCompression
	errIPv6TooManyPieces          = validation.IPv6TooManyPieces
	errIPv6MultipleCompression    = validation.IPv6MultipleCompression
	errIPv6InvalidCodePoint       = validation.IPv6InvalidCodePoint
	errIPv6TooFewPieces           = validation.IPv6TooFewPieces
	errIPv6PieceLeadingZero       = validation.IPv6PieceLeadingZero
	errIPv4InIPv6TooManyPieces    = validation.IPv4InIPv6TooManyPieces
	errIPv4InIPv6InvalidCodePoint = validation.IPv4InIPv6InvalidCodePoint
	errIPv4InIPv6OutOfRangePart   = validation.IPv4InIPv6OutOfRangePart
	errIPv4InIPv6TooFewParts      = validation.IPv4InIPv6TooFewParts

	// URL parsing.
	errInvalidURLUnit                       = validation.InvalidURLUnit
	errSpecialSchemeMissingFollowingSolidus = validation.SpecialSchemeMissingFollowingSolidus
	errMissingSchemeNonRelativeURL          = validation.MissingSchemeNonRelativeURL
	errInvalidReverseSolidus                = validation.InvalidReverseSolidus
	errInvalidCredentials                   = validation.InvalidCredentials
	errHostMissing                          = validation.HostMissing
	errPortOutOfRange                       = validation.PortOutOfRange
	errPortInvalid                          = validation.PortInvalid
	errFileInvalidWindowsDriveLetter        = validation.FileInvalidWindowsDriveLetter
	errFileInvalidWindowsDriveLetterHost    = validation.FileInvalidWindowsDriveLetterHost
)

// The algorithms below the parser's states (the host parsers) report
// their validation errors at offsets in their own input, and the caller
// places them in the parser's input: a non-fatal error through a
// reporter, the error that makes the algorithm fail as a fault it returns.

// A reporter receives a validation error that does not make an algorithm
// fail: its type and the offset of the offending byte in the algorithm's
// input. It is nil when no one listens, so that an algorithm pays a nil
// check for each error it would report.
type reporter func(typ validation.Type, at int)

// report passes the validation error typ at offset at to r, if r is not
// nil.
func (r reporter) report(typ validation.Type, at int) {
	if r != nil {
		r(typ, at)
	}
}

// A fault is the validation error that makes an algorithm fail: its type
// and the offset of the offending byte in the algorithm's input. The zero
// fault is none.
type fault struct {
	typ validation.Type
	at  int
}

// failed reports whether f is a fault rather than none.
func (f fault) failed() bool { return f.typ != "" }

// err returns f as the error of a parse whose input is the algorithm's.
func (f fault) err() error { return validation.Error{Type: f.typ, Offset: f.at, Failure: true} }

// errNoChange is returned by a state-override parse (a setter) that
// returns without changing url, where the standard returns with no
// validation error. It is not a validation error and never reaches a
// caller.
var errNoChange = errors.New("state override: url unchanged")

// The errors ResolveStrict wraps in an *Error; errors.Is finds them.
var (
	// ErrInvalidReference: the reference's fields do not form a URL or a
	// reference.
	ErrInvalidReference = errors.New("the reference's fields do not form a URL or a reference")
	// ErrNoScheme: neither the base nor the reference has a scheme, so
	// the result would have none.
	ErrNoScheme = errors.New("neither the base nor the reference has a scheme")
)

// redactedValue replaces a secret, as in Redacted.
const redactedValue = "xxxxx"

// redactCredentials replaces the password of every authority in s, read
// as text: the bytes between the first ":" and the last "@" of what
// follows "//" (or "\\", "/\\", "\\/", as special URLs read them) up to the
// next "/", "\\", "?" or "#". It reads s once, so that a value the parser
// rejects ("postgres://u:S@h1,h2/db") is redacted too.
func redactCredentials(s string) (string, bool) {
	var b []byte
	done := 0 // s[:done] is in b, when b is not nil
	auth, colon, at := -1, -1, -1
	end := func(i int) {
		if auth >= 0 && colon >= 0 && at > colon && s[colon+1:at] != redactedValue {
			if b == nil {
				b = make([]byte, 0, len(s)+len(redactedValue))
			}
			b = append(b, s[done:colon+1]...)
			b = append(b, redactedValue...)
			done = at
		}
		auth, colon, at = -1, -1, -1
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '/', '\\':
			if auth < 0 && i+1 < len(s) && (s[i+1] == '/' || s[i+1] == '\\') {
				auth = i + 2
				i++
				continue
			}
			end(i)
		case '?', '#':
			end(i)
		case ':':
			if auth >= 0 && colon < 0 {
				colon = i
			}
		case '@':
			if auth >= 0 {
				at = i
			}
		}
	}
	end(len(s))
	if b == nil {
		return s, false
	}
	return string(append(b, s[done:]...)), true
}
