// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype

// isTokenByte holds the HTTP token code points: "!#$%&'*+-.^_`|~" and
// the ASCII alphanumerics, the value space of HTTP's token production.
// See https://mimesniff.spec.whatwg.org/#http-token-code-point.
var isTokenByte = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	for _, c := range "!#$%&'*+-.^_`|~" {
		t[c] = true
	}
	return t
}()

// tokenRun returns the length of the run of HTTP token code points at the
// start of s.
func tokenRun(s string) int {
	i := 0
	for i < len(s) && isTokenByte[s[i]] {
		i++
	}
	return i
}

// isToken reports whether s is all HTTP token code points.
func isToken(s string) bool { return tokenRun(s) == len(s) }

// isHTTPWhitespace reports whether c is HTTP whitespace: LF, CR, tab or
// space.
// See https://fetch.spec.whatwg.org/#http-whitespace.
func isHTTPWhitespace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isQuotedStringTokens reports whether s, in UTF-8, is all HTTP
// quoted-string token code points: tab, U+0020 to U+007E, and U+0080 to
// U+00FF, which UTF-8 writes as 0xC2 or 0xC3 and one continuation byte.
// See https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point.
func isQuotedStringTokens(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\t' || ' ' <= c && c <= '~':
		case (c == 0xC2 || c == 0xC3) && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i++
		default:
			return false
		}
	}
	return true
}
