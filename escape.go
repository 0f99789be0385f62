// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"

	"github.com/weburl/url/internal/percent"
)

// net/url's escaping rules, which its fields, EscapedPath and the escape
// functions keep. They come from RFC 3986, not from the URL Standard, whose
// percent-encode sets are in percent.go.

// An escapeMode says which part of a URL net/url is escaping.
type escapeMode uint8

const (
	encodePath escapeMode = 1 + iota
	encodePathSegment
	encodeHost
	encodeZone
	encodeUserPassword
	encodeQueryComponent
	encodeFragment
)

// shouldEscape reports whether net/url escapes byte c in mode: everything
// but RFC 3986's unreserved characters, and the reserved characters that
// mode allows.
func shouldEscape(c byte, mode escapeMode) bool {
	// Unreserved characters (RFC 3986 §2.3).
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
		return false
	}
	if mode == encodeHost || mode == encodeZone {
		// Sub-delims, ':' and the brackets of an IP literal (§3.2.2),
		// and '<', '>', '"' that net/url has always left in hosts.
		switch c {
		case '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', ':', '[', ']', '<', '>', '"':
			return false
		}
	}
	switch c {
	case '-', '_', '.', '~':
		return false
	case '$', '&', '+', ',', '/', ':', ';', '=', '?', '@':
		// Reserved characters (§2.2), each allowed where it is not a
		// delimiter of the part being escaped.
		switch mode {
		case encodePathSegment:
			return c == '/' || c == ';' || c == ',' || c == '?'
		case encodePath:
			return c == '?'
		case encodeUserPassword:
			return c == '@' || c == '/' || c == '?' || c == ':'
		case encodeQueryComponent:
			return true
		case encodeFragment:
			return false
		}
	}
	if mode == encodeFragment {
		switch c {
		case '!', '(', ')', '*':
			return false
		}
	}
	return true
}

// netEscapeTable holds shouldEscape for every mode and byte, a bit per
// mode (netEscapes): the parser asks it of every byte of a path and
// fragment.
var netEscapeTable = func() (t [256]uint8) {
	for mode := encodePath; mode <= encodeFragment; mode++ {
		for c := 0; c < 256; c++ {
			if shouldEscape(byte(c), mode) {
				t[c] |= netEscapes(mode)
			}
		}
	}
	return
}()

// netEscapes returns mode's bit in netEscapeTable.
func netEscapes(mode escapeMode) uint8 { return 1 << mode }

// needsNetEscape reports whether netEscape(s, mode) differs from s.
func needsNetEscape(s string, mode escapeMode) bool {
	bit := netEscapes(mode)
	for i := 0; i < len(s); i++ {
		if netEscapeTable[s[i]]&bit != 0 {
			return true
		}
	}
	return false
}

// netEscapeGives reports whether netEscape(decoded, mode) == s, as
// net/url's setPath and setFragment ask to decide whether to keep s as the
// RawPath or RawFragment hint, without building the escaping: each byte of
// decoded that net/url escapes must be "%" and two upper-case hex digits
// in s, any other byte itself.
func netEscapeGives(decoded, s string, mode escapeMode) bool {
	bit := netEscapes(mode)
	j := 0
	for i := 0; i < len(decoded); {
		c := decoded[i]
		switch {
		case netEscapeTable[c]&bit == 0:
			if j == len(s) || s[j] != c {
				return false
			}
			i++
			j++
			continue
		case c == 0xEF && strings.HasPrefix(s[j:], percent.Block):
			// U+FFFD, which each byte of invalid UTF-8 became, in
			// long runs: every mode escapes each of its bytes. s[:j]
			// is the escaping of decoded[:i], so decoded[i:] is the
			// decoding of s[j:], which starts with the block's.
			i += len(percent.BlockDecoded)
			j += len(percent.Block)
			continue
		}
		if len(s)-j < 3 || s[j] != '%' || s[j+1] != upperhex[c>>4] || s[j+2] != upperhex[c&15] {
			return false
		}
		i++
		j += 3
	}
	return j == len(s)
}

// netEscape escapes s as net/url does in mode; in encodeQueryComponent
// mode a space becomes "+".
func netEscape(s string, mode escapeMode) string {
	if !needsNetEscape(s, mode) {
		return s
	}
	buf := make([]byte, 0, len(s)+2*len(s)/4)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' && mode == encodeQueryComponent:
			buf = append(buf, '+')
		case shouldEscape(c, mode):
			buf = appendPercentByte(buf, c)
		default:
			buf = append(buf, c)
		}
	}
	return string(buf)
}

// appendPercentByte appends the percent-encoding of b: "%" and two
// upper-case hex digits.
// See https://url.spec.whatwg.org/#percent-encode.
func appendPercentByte(dst []byte, b byte) []byte {
	return append(dst, '%', upperhex[b>>4], upperhex[b&15])
}

const upperhex = "0123456789ABCDEF"
