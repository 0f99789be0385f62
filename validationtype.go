// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

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

	// ErrorDomainInvalidCodePoint and ErrorDomainToUnicode were rows of
	// the standard's table until its 2026 domain parser, which reports
	// domain-to-ASCII for a domain with a forbidden code point and
	// signifies no error in domain to Unicode. This library reports them
	// until it implements that parser (issue 11).
	ErrorDomainInvalidCodePoint ValidationErrorType = "domain-invalid-code-point" // the domain contains a code point that domains may not contain
	ErrorDomainToUnicode        ValidationErrorType = "domain-to-Unicode"         // a label of the domain is not valid Punycode
)

// validationMessages are the types' messages, as the comments above give
// them.
var validationMessages = map[ValidationErrorType]string{
	ErrorDomainToASCII:                        "the domain is not valid under UTS #46 (IDNA)",
	ErrorDomainPercentEncoded:                 "the domain contains a percent-encoded byte",
	ErrorHostInvalidCodePoint:                 "the host contains a code point that hosts may not contain",
	ErrorIPv4EmptyPart:                        "the IPv4 address ends with a dot",
	ErrorIPv4TooFewParts:                      "the IPv4 address has fewer than four parts",
	ErrorIPv4TooManyParts:                     "the IPv4 address has more than four parts",
	ErrorIPv4NonNumericPart:                   "a part of the IPv4 address is not a number",
	ErrorIPv4NonDecimalPart:                   "a part of the IPv4 address is octal or hexadecimal",
	ErrorIPv4OutOfRangePart:                   "a part of the IPv4 address is too large",
	ErrorIPv6Unclosed:                         "the IPv6 address has no closing bracket",
	ErrorIPv6InvalidCompression:               "the IPv6 address starts with a single colon",
	ErrorIPv6TooManyPieces:                    "the IPv6 address has more than eight pieces",
	ErrorIPv6MultipleCompression:              `the IPv6 address has "::" more than once`,
	ErrorIPv6InvalidCodePoint:                 `the IPv6 address contains a code point that is not a hex digit, ":" or "."`,
	ErrorIPv6TooFewPieces:                     `the IPv6 address has fewer than eight pieces and no "::"`,
	ErrorIPv6PieceLeadingZero:                 "a piece of the IPv6 address has a leading zero",
	ErrorIPv4InIPv6TooManyPieces:              "the IPv6 address has an IPv4 address after more than six pieces",
	ErrorIPv4InIPv6InvalidCodePoint:           "the IPv4 address inside the IPv6 address is not four decimal numbers",
	ErrorIPv4InIPv6OutOfRangePart:             "a part of the IPv4 address inside the IPv6 address is over 255",
	ErrorIPv4InIPv6TooFewParts:                "the IPv4 address inside the IPv6 address has fewer than four parts",
	ErrorInvalidURLUnit:                       `a code point that is not a URL code point, or a "%" that starts no percent-encoded byte`,
	ErrorSpecialSchemeMissingFollowingSolidus: `a special scheme is not followed by "//"`,
	ErrorMissingSchemeNonRelativeURL:          "no scheme, and no base URL to resolve against",
	ErrorInvalidReverseSolidus:                "a backslash where the URL needs a slash",
	ErrorInvalidCredentials:                   "the URL has a username or password",
	ErrorHostMissing:                          "the URL needs a host and has none",
	ErrorPortOutOfRange:                       "the port is over 65535",
	ErrorPortInvalid:                          "the port is not a decimal number",
	ErrorFileInvalidWindowsDriveLetter:        "a relative file URL starts with a Windows drive letter",
	ErrorFileInvalidWindowsDriveLetterHost:    "a file URL's host is a Windows drive letter",
	ErrorDomainInvalidCodePoint:               "the domain contains a code point that domains may not contain",
	ErrorDomainToUnicode:                      "a label of the domain is not valid Punycode",
}

// String returns the standard's name of t.
func (t ValidationErrorType) String() string { return string(t) }

// Message returns a short description of t for people: "the IPv6 address
// has no closing bracket". It returns t's name for a type not in the
// standard's table.
func (t ValidationErrorType) Message() string {
	if m, ok := validationMessages[t]; ok {
		return m
	}
	return string(t)
}
