// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"github.com/weburl/url/validation"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// authorityEndLoop and hostEndLoop are the authority and host states'
// loops as the standard writes them, a code point (here a byte: every
// delimiter is ASCII) at a time: the references authorityEnd and hostEnd
// must agree with.
func authorityEndLoop(s string, i int, special bool) (end, firstAt int) {
	firstAt = -1
	for ; i < len(s); i++ {
		if c := s[i]; c == '/' || c == '?' || c == '#' || c == '\\' && special {
			return i, firstAt
		} else if c == '@' && firstAt < 0 {
			firstAt = i
		}
	}
	return i, firstAt
}

func hostEndLoop(s string, i, end int) int {
	insideBrackets := false
	for ; i < end; i++ {
		switch s[i] {
		case ':':
			if !insideBrackets {
				return i
			}
		case '[':
			insideBrackets = true
		case ']':
			insideBrackets = false
		}
	}
	return end
}

// rejectEndCases are authorities and hosts whose ends the searches must
// find where the loops do.
var rejectEndCases = []string{
	"",                              // EOF at once
	"h",                             // EOF after a host
	"h/p",                           // "/" ends it
	"h?q/p",                         // "?" before "/"
	"h#f?q/p",                       // "#" before both
	`h\p/q`,                         // "\" ends it only in a special URL
	"u:p@h:1/",                      // ":" in the userinfo and before the port
	"[::1]:80/",                     // ":" inside brackets, then the port's
	"[::1:80/",                      // unclosed: the colons are inside
	"[a]b[c:d]e:f",                  // brackets twice, then a ":" outside
	"][:",                           // "]" outside changes nothing; ":" inside
	"]:",                            // "]" outside, then ":"
	"[[::]]:x",                      // "[" inside, then the first "]" ends them
	"[][][]:",                       // empty brackets before a ":"
	"[]" + "[]" + "[]" + "[]",       // brackets with no ":"
	"a:[b]:c",                       // ":" before any bracket
	"[1:2]?[3:4]:5",                 // the ":" after "?" is past the end
	"example.com:443/a",             // a ":" before the end, no "@"
	"h:1@g:2/",                      // a ":" before an "@": the host's is the second
	"h:1[@g/",                       // a "[" after the ":", then an "@"
	strings.Repeat("a", 70) + ":1/", // a ":" past the first bytes
	strings.Repeat("a", 64),         // no delimiter, exactly the first bytes
	strings.Repeat("a", 65) + "@h",  // an "@" past them
}

// TestRejectEnds checks authorityEnd and hostEnd against the loops, from
// every offset of every case, special or not.
func TestRejectEnds(t *testing.T) {
	for _, s := range rejectEndCases {
		checkRejectEnds(t, s)
	}
}

func checkRejectEnds(t *testing.T, s string) {
	t.Helper()
	for i := 0; i <= len(s); i++ {
		for _, special := range []bool{false, true} {
			end, firstAt, hostStop := authorityEnd(s, i, special)
			want, wantAt := authorityEndLoop(s, i, special)
			if end != want || firstAt != wantAt {
				t.Fatalf("authorityEnd(%q, %d, %v) = %d, %d, want %d, %d", s, i, special, end, firstAt, want, wantAt)
			}
			if h := i + strings.LastIndexByte(s[i:end], '@') + 1; hostStop >= 0 && hostStop != hostEndLoop(s, h, end) {
				t.Fatalf("authorityEnd(%q, %d, %v) host end %d, want %d", s, i, special, hostStop, hostEndLoop(s, h, end))
			}
			if got, want := hostEnd(s, i, end), hostEndLoop(s, i, end); got != want {
				t.Fatalf("hostEnd(%q, %d, %d) = %d, want %d", s, i, end, got, want)
			}
		}
	}
}

// TestRejectEndsLong checks authorityEnd and hostEnd against the loops on
// authorities longer than indexFirstIn's byte loop and indexFirstOf's
// chunks, with an "@" and a
// delimiter on either side of a chunk boundary.
func TestRejectEndsLong(t *testing.T) {
	near := []int{0, 1, shortScan - 1, shortScan, shortScan + 1, scanChunk - 1, scanChunk, scanChunk + 1, 2*scanChunk + 5}
	for _, at := range near {
		for _, d := range near {
			for _, delim := range []byte{'/', '?', '#', '\\', ':', ']'} {
				b := []byte(strings.Repeat("[0", scanChunk+10))
				b[at] = '@'
				b[d] = delim // may overwrite the "@"
				s := string(b)
				for _, i := range []int{0, 1, at, min(at+1, len(s))} {
					for _, special := range []bool{false, true} {
						end, firstAt, hostStop := authorityEnd(s, i, special)
						want, wantAt := authorityEndLoop(s, i, special)
						if end != want || firstAt != wantAt {
							t.Fatalf("authorityEnd(@ at %d, %q at %d, from %d, %v) = %d, %d, want %d, %d", at, delim, d, i, special, end, firstAt, want, wantAt)
						}
						if h := i + strings.LastIndexByte(s[i:end], '@') + 1; hostStop >= 0 && hostStop != hostEndLoop(s, h, end) {
							t.Fatalf("authorityEnd(@ at %d, %q at %d, from %d, %v) host end %d, want %d", at, delim, d, i, special, hostStop, hostEndLoop(s, h, end))
						}
						if got, want := hostEnd(s, i, end), hostEndLoop(s, i, end); got != want {
							t.Fatalf("hostEnd(@ at %d, %q at %d, from %d, %d) = %d, want %d", at, delim, d, i, end, got, want)
						}
					}
				}
			}
		}
	}
}

// FuzzRejectEnds checks authorityEnd and hostEnd against the loops on any
// input.
func FuzzRejectEnds(f *testing.F) {
	for _, s := range rejectEndCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 256 {
			s = s[:256] // every offset is tried: keep it quadratic in little
		}
		checkRejectEnds(t, s)
	})
}

// netReadingCases are URLs the standard's parser rejects as IPv6-unclosed
// (and some it does not), with no "]": net/url must reject them too for
// netReadingAfter to skip it.
var netReadingCases = []string{
	"sc://[",              // nothing after "["
	"sc://[::1",           // no "]" before EOF
	"sc://[::1/p",         // nor before "/"
	"sc://u@[::1?q",       // nor before "?", after credentials
	"sc://@[#f]",          // "]" only in the fragment
	"sc://[::1 ",          // trailing space trimmed by the standard
	"sc://[::1\t/",        // a tab, which net/url rejects
	"sc:/\t/[::1",         // a tab between the slashes
	"postgres://[::1,h:5", // a connection string
	"sc://[a:b@[c",        // "[" in the userinfo and the host
	"http://[::1",         // special: parseNetReading asks nothing
	"HTTP://[::1/]",       // nor in upper case, "]" after the host
	"ws://[::1?]",         // nor for another special scheme
	"a+b.c-1://[::1",      // every byte a scheme may have
	"1a://[::1",           // no scheme: a digit first
	"://[::1",             // nor an empty one
}

// TestNetReadingAfter checks that netReadingAfter returns what
// parseNetReading returns, for the cases and their variants with a "]".
func TestNetReadingAfter(t *testing.T) {
	for _, s := range netReadingCases {
		checkNetReadingAfter(t, s)
		checkNetReadingAfter(t, s+"]")
	}
}

func checkNetReadingAfter(t *testing.T, s string) {
	t.Helper()
	_, err := parse(s, nil, nil, nil)
	if err == nil {
		return
	}
	got, want := netReadingAfter(s, err), parseNetReading(s)
	if (got == nil) != (want == nil) || got != nil && got.String() != want.String() {
		t.Fatalf("netReadingAfter(%q, %v) = %v, want %v", s, err, got, want)
	}
}

// FuzzNetReadingAfter checks netReadingAfter against parseNetReading on
// any input.
func FuzzNetReadingAfter(f *testing.F) {
	for _, s := range netReadingCases {
		f.Add(s)
	}
	f.Fuzz(checkNetReadingAfter)
}

// TestQuotesAsIs checks quotesAsIs against strconv.Quote, and Error's
// message against net/url's, for every byte at every offset, and for
// non-ASCII, which strconv.Quote keeps when it is printable.
func TestQuotesAsIs(t *testing.T) {
	for _, n := range []int{1, 2, 9} {
		for pos := range n {
			for c := range 256 {
				b := []byte(strings.Repeat("a", n))
				b[pos] = byte(c)
				checkQuotesAsIs(t, string(b))
			}
		}
	}
	for _, s := range []string{"", "é", "http://[" + strings.Repeat("é", 20), "http://[\u2028" + strings.Repeat("1:", 20), "http://[" + strings.Repeat("1:", 20) + "1]/"} {
		checkQuotesAsIs(t, s)
	}
}

func checkQuotesAsIs(t *testing.T, s string) {
	t.Helper()
	// strconv.Quote keeps printable non-ASCII too, which quotesAsIs
	// leaves to it.
	want := strconv.Quote(s) == `"`+s+`"` && !strings.ContainsFunc(s, func(r rune) bool { return r >= utf8.RuneSelf })
	if got := quotesAsIs(s); got != want {
		t.Fatalf("quotesAsIs(%q) = %v, want %v", s, got, want)
	}
	ve := validation.Error{Type: errIPv6Unclosed, Offset: 3, Failure: true}
	if got, want := (&Error{"parse", s, ve}).Error(), fmt.Sprintf("%s %q: %s", "parse", s, ve); got != want {
		t.Fatalf("Error() = %q, want %q", got, want)
	}
}

// FuzzQuotesAsIs checks quotesAsIs and Error's message on any input.
func FuzzQuotesAsIs(f *testing.F) {
	f.Add("http://[::1")
	f.Add("a\"b\\c\x7f\x1f\x80" + strings.Repeat("x", 20))
	f.Fuzz(checkQuotesAsIs)
}
