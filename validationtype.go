// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// A ValidationErrorType is one of the validation errors of the URL
// Standard's table: its value is the standard's name ("IPv6-unclosed"),
// which String returns, and Message gives a short description for people.
// See https://url.spec.whatwg.org/#validation-error.
type ValidationErrorType string

// The validation errors, one per row of the standard's table, in its
// order. The comment after each is its Message.
const (
	// IDNA.
	ErrorDomainToASCII ValidationErrorType = "domain-to-ASCII" // the domain is not valid under UTS #46 (IDNA)

	// Host parsing.
	ErrorDomainPercentEncoded       ValidationErrorType = "domain-percent-encoded"          // the domain contains a percent-encoded byte
	ErrorHostInvalidCodePoint       ValidationErrorType = "host-invalid-code-point"         // the host contains a code point that hosts may not contain
	ErrorIPv4EmptyPart              ValidationErrorType = "IPv4-empty-part"                 // the IPv4 address ends with a dot
	ErrorIPv4TooFewParts            ValidationErrorType = "IPv4-too-few-parts"              // the IPv4 address has fewer than four parts
	ErrorIPv4TooManyParts           ValidationErrorType = "IPv4-too-many-parts"             // the IPv4 address has more than four parts
	ErrorIPv4NonNumericPart         ValidationErrorType = "IPv4-non-numeric-part"           // a part of the IPv4 address is not a number
	ErrorIPv4NonDecimalPart         ValidationErrorType = "IPv4-non-decimal-part"           // a part of the IPv4 address is octal or hexadecimal
	ErrorIPv4OutOfRangePart         ValidationErrorType = "IPv4-out-of-range-part"          // a part of the IPv4 address is too large
	ErrorIPv4NonASCIIInput          ValidationErrorType = "IPv4-non-ASCII-input"            // the IPv4 address comes from a host that is not ASCII, through IDNA
	ErrorIPv6Unclosed               ValidationErrorType = "IPv6-unclosed"                   // the IPv6 address has no closing bracket
	ErrorIPv6InvalidCompression     ValidationErrorType = "IPv6-invalid-compression"        // the IPv6 address starts with a single colon
	ErrorIPv6TooManyPieces          ValidationErrorType = "IPv6-too-many-pieces"            // the IPv6 address has more than eight pieces
	ErrorIPv6MultipleCompression    ValidationErrorType = "IPv6-multiple-compression"       // the IPv6 address has "::" more than once
	ErrorIPv6InvalidCodePoint       ValidationErrorType = "IPv6-invalid-code-point"         // the IPv6 address contains a code point that is not a hex digit, ":" or "."
	ErrorIPv6TooFewPieces           ValidationErrorType = "IPv6-too-few-pieces"             // the IPv6 address has fewer than eight pieces and no "::"
	ErrorIPv6PieceLeadingZero       ValidationErrorType = "IPv6-piece-leading-zero"         // a piece of the IPv6 address has a leading zero
	ErrorIPv4InIPv6TooManyPieces    ValidationErrorType = "IPv4-in-IPv6-too-many-pieces"    // the IPv6 address has an IPv4 address after more than six pieces
	ErrorIPv4InIPv6InvalidCodePoint ValidationErrorType = "IPv4-in-IPv6-invalid-code-point" // the IPv4 address inside the IPv6 address is not four decimal numbers
	ErrorIPv4InIPv6OutOfRangePart   ValidationErrorType = "IPv4-in-IPv6-out-of-range-part"  // a part of the IPv4 address inside the IPv6 address is over 255
	ErrorIPv4InIPv6TooFewParts      ValidationErrorType = "IPv4-in-IPv6-too-few-parts"      // the IPv4 address inside the IPv6 address has fewer than four parts

	// URL parsing.
	ErrorInvalidURLUnit                       ValidationErrorType = "invalid-URL-unit"                         // a code point that is not a URL code point, or a "%" that starts no percent-encoded byte
	ErrorSpecialSchemeMissingFollowingSolidus ValidationErrorType = "special-scheme-missing-following-solidus" // a special scheme is not followed by "//"
	ErrorMissingSchemeNonRelativeURL          ValidationErrorType = "missing-scheme-non-relative-URL"          // no scheme, and no base URL to resolve against
	ErrorInvalidReverseSolidus                ValidationErrorType = "invalid-reverse-solidus"                  // a backslash where the URL needs a slash
	ErrorInvalidCredentials                   ValidationErrorType = "invalid-credentials"                      // the URL has a username or password
	ErrorHostMissing                          ValidationErrorType = "host-missing"                             // the URL needs a host and has none
	ErrorPortOutOfRange                       ValidationErrorType = "port-out-of-range"                        // the port is over 65535
	ErrorPortInvalid                          ValidationErrorType = "port-invalid"                             // the port is not a decimal number
	ErrorFileInvalidWindowsDriveLetter        ValidationErrorType = "file-invalid-Windows-drive-letter"        // a relative file URL starts with a Windows drive letter
	ErrorFileInvalidWindowsDriveLetterHost    ValidationErrorType = "file-invalid-Windows-drive-letter-host"   // a file URL's host is a Windows drive letter

	// ErrorDomainInvalidCodePoint was a row of the standard's table
	// until 2026-06-30 (whatwg/url 37afb50), when the domain parser came
	// to report domain-to-ASCII for a domain with a forbidden domain
	// code point.
	//
	// Deprecated: never reported; a forbidden domain code point is
	// ErrorDomainToASCII.
	ErrorDomainInvalidCodePoint ValidationErrorType = "domain-invalid-code-point" // the domain contains a code point that domains may not contain
	// ErrorDomainToUnicode was a row of the standard's table until
	// 2026-06-25 (whatwg/url a8d5ca3), when domain to Unicode came to
	// signify no validation error.
	//
	// Deprecated: never reported; DomainToUnicode returns
	// ErrorDomainToASCII for a domain it returns unchanged.
	ErrorDomainToUnicode ValidationErrorType = "domain-to-Unicode" // a label of the domain is not valid Punycode
)

// validationMessages holds the types' messages, as the comments above give
// them: a line for each type, its name, a tab and its message. A string
// and not a map: Message runs only to build an error's text, and a map's
// initialization and types, or an array of strings, which is data with
// pointers, would weigh on every program that calls Parse.
const validationMessages = "" +
	"domain-to-ASCII\tthe domain is not valid under UTS #46 (IDNA)\n" +
	"domain-percent-encoded\tthe domain contains a percent-encoded byte\n" +
	"host-invalid-code-point\tthe host contains a code point that hosts may not contain\n" +
	"IPv4-empty-part\tthe IPv4 address ends with a dot\n" +
	"IPv4-too-few-parts\tthe IPv4 address has fewer than four parts\n" +
	"IPv4-too-many-parts\tthe IPv4 address has more than four parts\n" +
	"IPv4-non-numeric-part\ta part of the IPv4 address is not a number\n" +
	"IPv4-non-decimal-part\ta part of the IPv4 address is octal or hexadecimal\n" +
	"IPv4-out-of-range-part\ta part of the IPv4 address is too large\n" +
	"IPv4-non-ASCII-input\tthe IPv4 address comes from a host that is not ASCII, through IDNA\n" +
	"IPv6-unclosed\tthe IPv6 address has no closing bracket\n" +
	"IPv6-invalid-compression\tthe IPv6 address starts with a single colon\n" +
	"IPv6-too-many-pieces\tthe IPv6 address has more than eight pieces\n" +
	"IPv6-multiple-compression\tthe IPv6 address has \"::\" more than once\n" +
	"IPv6-invalid-code-point\tthe IPv6 address contains a code point that is not a hex digit, \":\" or \".\"\n" +
	"IPv6-too-few-pieces\tthe IPv6 address has fewer than eight pieces and no \"::\"\n" +
	"IPv6-piece-leading-zero\ta piece of the IPv6 address has a leading zero\n" +
	"IPv4-in-IPv6-too-many-pieces\tthe IPv6 address has an IPv4 address after more than six pieces\n" +
	"IPv4-in-IPv6-invalid-code-point\tthe IPv4 address inside the IPv6 address is not four decimal numbers\n" +
	"IPv4-in-IPv6-out-of-range-part\ta part of the IPv4 address inside the IPv6 address is over 255\n" +
	"IPv4-in-IPv6-too-few-parts\tthe IPv4 address inside the IPv6 address has fewer than four parts\n" +
	"invalid-URL-unit\ta code point that is not a URL code point, or a \"%\" that starts no percent-encoded byte\n" +
	"special-scheme-missing-following-solidus\ta special scheme is not followed by \"//\"\n" +
	"missing-scheme-non-relative-URL\tno scheme, and no base URL to resolve against\n" +
	"invalid-reverse-solidus\ta backslash where the URL needs a slash\n" +
	"invalid-credentials\tthe URL has a username or password\n" +
	"host-missing\tthe URL needs a host and has none\n" +
	"port-out-of-range\tthe port is over 65535\n" +
	"port-invalid\tthe port is not a decimal number\n" +
	"file-invalid-Windows-drive-letter\ta relative file URL starts with a Windows drive letter\n" +
	"file-invalid-Windows-drive-letter-host\ta file URL's host is a Windows drive letter\n" +
	"domain-invalid-code-point\tthe domain contains a code point that domains may not contain\n" +
	"domain-to-Unicode\ta label of the domain is not valid Punycode\n"

// String returns the standard's name of t.
func (t ValidationErrorType) String() string { return string(t) }

// Message returns a short description of t for people: "the IPv6 address
// has no closing bracket". It returns t's name for a type not in the
// standard's table.
func (t ValidationErrorType) Message() string {
	for s := validationMessages; s != ""; {
		var line string
		line, s, _ = strings.Cut(s, "\n")
		if name, msg, _ := strings.Cut(line, "\t"); name == string(t) {
			return msg
		}
	}
	return string(t)
}
