// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package validation names the URL Standard's validation errors: the
// mismatches between an input and valid URL syntax that the parser of
// package url reports, through url.Validate and a url.Parser's
// OnValidationError, and inside the *url.Error of a failing parse.
// See https://url.spec.whatwg.org/#validation-error.
package validation

import (
	"strconv"
	"strings"
)

// An Error is one of the URL Standard's validation errors: a mismatch
// between the input and valid URL syntax. Most are reported and parsing
// goes on; those with Failure set make parsing fail, and a failing parse
// returns one inside a *url.Error.
// See https://url.spec.whatwg.org/#validation-error.
type Error struct {
	Type    Type // the standard's name: IPv4NonDecimalPart is "IPv4-non-decimal-part"
	Offset  int  // byte offset in the input of what the error is about
	Failure bool // whether this error makes parsing fail
}

// Error returns the type, the offset and the type's message:
// "IPv6-unclosed at byte 11: the IPv6 address has no closing bracket".
func (e Error) Error() string {
	return string(e.Type) + " at byte " + strconv.Itoa(e.Offset) + ": " + e.Type.Message()
}

// A Type is one of the validation errors of the URL Standard's table: its
// value is the standard's name ("IPv6-unclosed"), which String returns,
// and Message gives a short description for people.
// See https://url.spec.whatwg.org/#validation-error.
type Type string

// The validation errors, one per row of the standard's table, in its
// order. The comment after each is its Message.
const (
	// IDNA.
	DomainToASCII Type = "domain-to-ASCII" // the domain is not valid under UTS #46 (IDNA)

	// Host parsing.
	DomainPercentEncoded       Type = "domain-percent-encoded"          // the domain contains a percent-encoded byte
	HostInvalidCodePoint       Type = "host-invalid-code-point"         // the host contains a code point that hosts may not contain
	IPv4EmptyPart              Type = "IPv4-empty-part"                 // the IPv4 address ends with a dot
	IPv4TooFewParts            Type = "IPv4-too-few-parts"              // the IPv4 address has fewer than four parts
	IPv4TooManyParts           Type = "IPv4-too-many-parts"             // the IPv4 address has more than four parts
	IPv4NonNumericPart         Type = "IPv4-non-numeric-part"           // a part of the IPv4 address is not a number
	IPv4NonDecimalPart         Type = "IPv4-non-decimal-part"           // a part of the IPv4 address is octal or hexadecimal
	IPv4OutOfRangePart         Type = "IPv4-out-of-range-part"          // a part of the IPv4 address is too large
	IPv4NonASCIIInput          Type = "IPv4-non-ASCII-input"            // the IPv4 address comes from a host that is not ASCII, through IDNA
	IPv6Unclosed               Type = "IPv6-unclosed"                   // the IPv6 address has no closing bracket
	IPv6InvalidCompression     Type = "IPv6-invalid-compression"        // the IPv6 address starts with a single colon
	IPv6TooManyPieces          Type = "IPv6-too-many-pieces"            // the IPv6 address has more than eight pieces
	IPv6MultipleCompression    Type = "IPv6-multiple-compression"       // the IPv6 address has "::" more than once
	IPv6InvalidCodePoint       Type = "IPv6-invalid-code-point"         // the IPv6 address contains a code point that is not a hex digit, ":" or "."
	IPv6TooFewPieces           Type = "IPv6-too-few-pieces"             // the IPv6 address has fewer than eight pieces and no "::"
	IPv6PieceLeadingZero       Type = "IPv6-piece-leading-zero"         // a piece of the IPv6 address has a leading zero
	IPv4InIPv6TooManyPieces    Type = "IPv4-in-IPv6-too-many-pieces"    // the IPv6 address has an IPv4 address after more than six pieces
	IPv4InIPv6InvalidCodePoint Type = "IPv4-in-IPv6-invalid-code-point" // the IPv4 address inside the IPv6 address is not four decimal numbers
	IPv4InIPv6OutOfRangePart   Type = "IPv4-in-IPv6-out-of-range-part"  // a part of the IPv4 address inside the IPv6 address is over 255
	IPv4InIPv6TooFewParts      Type = "IPv4-in-IPv6-too-few-parts"      // the IPv4 address inside the IPv6 address has fewer than four parts

	// URL parsing.
	InvalidURLUnit                       Type = "invalid-URL-unit"                         // a code point that is not a URL code point, or a "%" that starts no percent-encoded byte
	SpecialSchemeMissingFollowingSolidus Type = "special-scheme-missing-following-solidus" // a special scheme is not followed by "//"
	MissingSchemeNonRelativeURL          Type = "missing-scheme-non-relative-URL"          // no scheme, and no base URL to resolve against
	InvalidReverseSolidus                Type = "invalid-reverse-solidus"                  // a backslash where the URL needs a slash
	InvalidCredentials                   Type = "invalid-credentials"                      // the URL has a username or password
	HostMissing                          Type = "host-missing"                             // the URL needs a host and has none
	PortOutOfRange                       Type = "port-out-of-range"                        // the port is over 65535
	PortInvalid                          Type = "port-invalid"                             // the port is not a decimal number
	FileInvalidWindowsDriveLetter        Type = "file-invalid-Windows-drive-letter"        // a relative file URL starts with a Windows drive letter
	FileInvalidWindowsDriveLetterHost    Type = "file-invalid-Windows-drive-letter-host"   // a file URL's host is a Windows drive letter
)

// messages holds the types' messages, as the comments above give them: a
// line for each type, its name, a tab and its message. A string and not a
// map: Message runs only to build an error's text, and a map's
// initialization, or an array of strings, which is data with pointers,
// would weigh on every program that parses URLs.
const messages = "" +
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
	"file-invalid-Windows-drive-letter-host\ta file URL's host is a Windows drive letter\n"

// Types returns every type, in the order of the standard's table.
func Types() []Type {
	var types []Type
	for s := messages; s != ""; {
		var line string
		line, s, _ = strings.Cut(s, "\n")
		name, _, _ := strings.Cut(line, "\t")
		types = append(types, Type(name))
	}
	return types
}

// String returns the standard's name of t.
func (t Type) String() string { return string(t) }

// Message returns a short description of t for people: "the IPv6 address
// has no closing bracket". It returns t's name for a type not in the
// standard's table.
func (t Type) Message() string {
	for s := messages; s != ""; {
		var line string
		line, s, _ = strings.Cut(s, "\n")
		if name, msg, _ := strings.Cut(line, "\t"); name == string(t) {
			return msg
		}
	}
	return string(t)
}
