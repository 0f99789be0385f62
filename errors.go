// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
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
// ValidationError that made parsing fail.
func (e *Error) Unwrap() error { return e.Err }

// Error returns the operation, the quoted URL and the wrapped error, as
// net/url's does: parse "http://[::1": IPv6-unclosed at byte 11.
func (e *Error) Error() string { return e.Op + " " + strconv.Quote(e.URL) + ": " + e.Err.Error() }

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

// A ValidationError is one of the URL Standard's validation errors: a
// mismatch between the input and valid URL syntax. Most are reported and
// parsing goes on; those with Failure set make parsing fail, and a failing
// parse returns one inside an *Error.
// See https://url.spec.whatwg.org/#validation-error.
type ValidationError struct {
	Type    string // the standard's name, e.g. "IPv4-non-decimal-part", "invalid-credentials"
	Offset  int    // byte offset in the input where the parser detected it
	Failure bool   // whether this error makes parsing fail
}

// Error returns the type and the offset: "IPv6-unclosed at byte 11".
func (e ValidationError) Error() string {
	return e.Type + " at byte " + strconv.Itoa(e.Offset)
}

// The validation error types, by the names the standard gives them, in the
// order of its table.
// See https://url.spec.whatwg.org/#validation-error.
const (
	// IDNA.
	errDomainToASCII          = "domain-to-ASCII"
	errDomainInvalidCodePoint = "domain-invalid-code-point"
	errDomainToUnicode        = "domain-to-Unicode"

	// Host parsing.
	errHostInvalidCodePoint       = "host-invalid-code-point"
	errIPv4EmptyPart              = "IPv4-empty-part"
	errIPv4TooManyParts           = "IPv4-too-many-parts"
	errIPv4NonNumericPart         = "IPv4-non-numeric-part"
	errIPv4NonDecimalPart         = "IPv4-non-decimal-part"
	errIPv4OutOfRangePart         = "IPv4-out-of-range-part"
	errIPv6Unclosed               = "IPv6-unclosed"
	errIPv6InvalidCompression     = "IPv6-invalid-compression"
	errIPv6TooManyPieces          = "IPv6-too-many-pieces"
	errIPv6MultipleCompression    = "IPv6-multiple-compression"
	errIPv6InvalidCodePoint       = "IPv6-invalid-code-point"
	errIPv6TooFewPieces           = "IPv6-too-few-pieces"
	errIPv4InIPv6TooManyPieces    = "IPv4-in-IPv6-too-many-pieces"
	errIPv4InIPv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point"
	errIPv4InIPv6OutOfRangePart   = "IPv4-in-IPv6-out-of-range-part"
	errIPv4InIPv6TooFewParts      = "IPv4-in-IPv6-too-few-parts"

	// URL parsing.
	errInvalidURLUnit                       = "invalid-URL-unit"
	errSpecialSchemeMissingFollowingSolidus = "special-scheme-missing-following-solidus"
	errMissingSchemeNonRelativeURL          = "missing-scheme-non-relative-URL"
	errInvalidReverseSolidus                = "invalid-reverse-solidus"
	errInvalidCredentials                   = "invalid-credentials"
	errHostMissing                          = "host-missing"
	errPortOutOfRange                       = "port-out-of-range"
	errPortInvalid                          = "port-invalid"
	errFileInvalidWindowsDriveLetter        = "file-invalid-Windows-drive-letter"
	errFileInvalidWindowsDriveLetterHost    = "file-invalid-Windows-drive-letter-host"
)

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
