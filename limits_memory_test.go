// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
)

// maxBytesPerInput is SECURITY.md's bound on the memory a URL operation
// takes per byte of its input: a byte of invalid UTF-8 becomes the nine
// bytes "%EF%BF%BD" of href and the three of U+FFFD in a decoded field.
const maxBytesPerInput = 12

// memoryInputSize is the size of the inputs the memory tests give.
const memoryInputSize = 1 << 20

// memorySlack is what an operation may allocate beyond maxBytesPerInput
// per input byte: the allocator rounds a large object up to whole pages,
// and a URL or a list takes a few hundred bytes whatever the input.
const memorySlack = 64 << 10

// memoryUnits are the bytes a long input is made of: ASCII that stays as
// it is, ASCII that each percent-encode set encodes (a space, "\x01" and
// "@"), valid UTF-8, and invalid UTF-8, the longest once encoded.
var memoryUnits = []struct{ name, unit string }{
	{"ASCII", "a"},
	{"space", " "},
	{"C0 control", "\x01"},
	{"at sign", "@"},
	{"non-ASCII", "é"},
	{"invalid UTF-8", "\xff"},
}

// skipMemoryUnderSanitizers skips a test of the bytes allocated under the
// race detector and the sanitizers, which allocate beside the program.
func skipMemoryUnderSanitizers(t *testing.T) {
	t.Helper()
	if raceEnabled || sanitizerEnabled {
		t.Skip("allocation sizes differ under -race, -asan and -msan; checked by the plain run")
	}
}

// TestMemoryPerInputByte gives Parse, every setter and
// NewSearchParams(v).String() a value of about 1 MiB of each of
// memoryUnits, and checks that each allocates at most maxBytesPerInput
// bytes per byte of the value (the URL built from it included).
func TestMemoryPerInputByte(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	base, err := Parse("https://user:pass@www.example.com:8080/a/b/c.html?x=1&y=2#frag")
	if err != nil {
		t.Fatal(err)
	}
	opaque, err := Parse("sc://h/p?q#f")
	if err != nil {
		t.Fatal(err)
	}
	ops := []struct {
		name   string
		prefix string // before the value, in the input
		suffix string // after it
		run    func(s string)
	}{
		{"Parse path", "http://h/", "", func(s string) { Parse(s) }},
		{"Parse query", "http://h/?", "", func(s string) { Parse(s) }},
		{"Parse fragment", "http://h/#", "", func(s string) { Parse(s) }},
		{"Parse userinfo", "http://", "@h/", func(s string) { Parse(s) }},
		{"Parse opaque path", "mailto:", "", func(s string) { Parse(s) }},
		{"Parse non-special", "sc://h/", "", func(s string) { Parse(s) }},
		{"Parse non-special query", "sc://h/?", "", func(s string) { Parse(s) }},
		{"Parse opaque path, query", "mailto:x?", "", func(s string) { Parse(s) }},
		{"ParseWithBase path", "", "", func(s string) { ParseWithBase(s, "http://h/a/b") }},
		{"SetHref", "http://h/", "", func(s string) { u := *base; u.SetHref(s) }},
		{"SetProtocol", "", "", func(s string) { u := *base; u.SetProtocol(s) }},
		{"SetUsername", "", "", func(s string) { u := *base; u.SetUsername(s) }},
		{"SetPassword", "", "", func(s string) { u := *base; u.SetPassword(s) }},
		{"SetHost", "", "", func(s string) { u := *base; u.SetHost(s) }},
		{"SetHostname", "", "", func(s string) { u := *base; u.SetHostname(s) }},
		{"SetPort", "", "", func(s string) { u := *base; u.SetPort(s) }},
		{"SetPathname", "", "", func(s string) { u := *base; u.SetPathname(s) }},
		{"SetPathname non-special", "", "", func(s string) { u := *opaque; u.SetPathname(s) }},
		{"SetSearch", "", "", func(s string) { u := *base; u.SetSearch(s) }},
		{"SetSearch non-special", "", "", func(s string) { u := *opaque; u.SetSearch(s) }},
		{"SetHash", "", "", func(s string) { u := *base; u.SetHash(s) }},
		{"NewSearchParams name", "", "", func(s string) { _ = NewSearchParams(s).String() }},
		{"NewSearchParams value", "a=", "", func(s string) { _ = NewSearchParams(s).String() }},
	}
	for _, op := range ops {
		for _, mu := range memoryUnits {
			t.Run(op.name+"/"+mu.name, func(t *testing.T) {
				s := op.prefix + strings.Repeat(mu.unit, memoryInputSize/len(mu.unit)) + op.suffix
				op.run(s) // once before, so that lazily made tables are not counted
				n := fixtures.BytesAllocated(func() { op.run(s) })
				if n > maxBytesPerInput*uint64(len(s))+memorySlack {
					t.Errorf("%.2f bytes allocated per input byte, want at most %d", float64(n)/float64(len(s)), maxBytesPerInput)
				}
			})
		}
	}
}

// TestSetterValueWrittenOnce checks the way the setters that run the
// parser on a long value take (see replaceSerialized) against the URL
// record's: the href of the setter's result is the href of the URL whose
// components are the old ones with the new one serialized, for values on
// both sides of the length where the splices stop taking them.
func TestSetterValueWrittenOnce(t *testing.T) {
	for _, href := range []string{
		"https://user:pass@www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"https://h/",
		"sc:/p",
		"sc:",
		"sc://h",
		"sc://u@h/p?q",
		"file:///C:/x",
	} {
		for _, n := range []int{1, largeInput, largeInput + 1} {
			for _, unit := range []string{" ", "\xff", "é/", "//", "a?#"} {
				value := strings.Repeat(unit, n/len(unit)+1)
				for _, tc := range []struct {
					name string
					set  func(*URL, string) error
					rec  func(*record, string)
				}{
					{"SetUsername", (*URL).SetUsername, func(r *record, v string) { r.username = utf8PercentEncode(v, &userinfoSet) }},
					{"SetPassword", (*URL).SetPassword, func(r *record, v string) { r.password = utf8PercentEncode(v, &userinfoSet) }},
				} {
					u, err := Parse(href)
					if err != nil {
						t.Fatal(err)
					}
					want := ""
					if !u.cannotHaveCredentialsOrPort() {
						r := u.record()
						tc.rec(&r, value)
						want, _ = r.serialize()
					} else {
						want = u.String()
					}
					tc.set(u, value)
					if got := u.String(); got != want {
						t.Errorf("%s: %s(%d bytes of %q) = %.80q, want %.80q", href, tc.name, len(value), unit, got, want)
					}
					checkHrefFields(t, u)
				}
				// The setters that run the parser, beside the record's
				// way: the state with an override writes the component,
				// and the URL serializer writes the href.
				for _, tc := range []struct {
					name string
					set  func(*URL, string) error
					st   state
					rec  func(r *record, out string)
				}{
					{"SetPathname", (*URL).SetPathname, pathStartState, func(r *record, out string) { r.path = out }},
					{"SetSearch", (*URL).SetSearch, queryState, func(r *record, out string) { r.query, r.hasQuery = out, true }},
					{"SetHash", (*URL).SetHash, fragmentState, func(r *record, out string) { r.fragment, r.hasFragment = out, true }},
				} {
					u, err := Parse(href)
					if err != nil {
						t.Fatal(err)
					}
					want := u.String()
					if tc.st != pathStartState || !u.c.opaquePath {
						v := value
						if tc.st == queryState {
							v = strings.TrimPrefix(v, "?")
						} else if tc.st == fragmentState {
							v = strings.TrimPrefix(v, "#")
						}
						var p urlParser
						u.overrideParser(&p, v, tc.st)
						p.run(tc.st)
						r := u.record()
						tc.rec(&r, string(p.out))
						want, _ = r.serialize()
					}
					tc.set(u, value)
					if got := u.String(); got != want {
						t.Errorf("%s: %s(%d bytes of %q) = %.80q, want %.80q", href, tc.name, len(value), unit, got, want)
					}
					checkHrefFields(t, u)
				}
			}
		}
	}
}

// checkHrefFields checks that u's href parses to itself and that u's
// fields are those of that parse.
func checkHrefFields(t *testing.T, u *URL) {
	t.Helper()
	v, err := Parse(u.String())
	if err != nil {
		t.Errorf("Parse(%.80q): %v", u.String(), err)
		return
	}
	if v.String() != u.String() {
		t.Errorf("Parse(%.80q).String() = %.80q", u.String(), v.String())
	}
	if u.Path != v.Path || u.RawPath != v.RawPath || u.Fragment != v.Fragment || u.RawQuery != v.RawQuery ||
		u.Host != v.Host || u.Scheme != v.Scheme || u.User.String() != v.User.String() || u.Opaque != v.Opaque {
		t.Errorf("%.80q: fields differ from its parse's", u.String())
	}
	if u.Pathname() != v.Pathname() || u.Search() != v.Search() || u.Hash() != v.Hash() || u.Username() != v.Username() {
		t.Errorf("%.80q: getters differ from its parse's", u.String())
	}
}

// encodeSets are the percent-encode sets, for the sizing tests.
var encodeSets = []struct {
	name string
	set  *encodeSet
}{
	{"C0 control", &c0ControlSet},
	{"fragment", &fragmentSet},
	{"query", &querySet},
	{"special-query", &specialQuerySet},
	{"path", &pathSet},
	{"userinfo", &userinfoSet},
	{"component", &componentSet},
	{"form", &formSet},
}

// checkSizing checks the counting passes that size outputs once against
// the outputs they size: utf8PercentEncodedLen is the length of the
// encoding with each set, serializedLenHint at least that with the path,
// query, fragment and special-query sets, decodedLen at least the length
// of the decoding, and exact for a long string.
func checkSizing(t *testing.T, s string) {
	t.Helper()
	for _, es := range encodeSets {
		got, want := utf8PercentEncodedLen(s, es.set), len(appendUTF8PercentEncoded(nil, s, es.set))
		if got != want {
			t.Errorf("utf8PercentEncodedLen(%.40q, %s set) = %d, want %d", s, es.name, got, want)
		}
		if es.set == &userinfoSet || es.set == &componentSet || es.set == &formSet {
			continue // they encode "/" and more, which the hint counts as one
		}
		if hint := serializedLenHint(s); hint < want {
			t.Errorf("serializedLenHint(%.40q) = %d, below its encoding with the %s set (%d)", s, hint, es.name, want)
		}
	}
	for _, plus := range []bool{false, true} {
		n, d := decodedLen(s), len(decode(s, plus))
		if n < d || len(s) > largeInput && n != d {
			t.Errorf("decodedLen(%.40q) = %d for a decoding of %d bytes", s, n, d)
		}
	}
}

func TestSizing(t *testing.T) {
	for _, s := range []string{
		"", "a", " ", "\xff", "é", "\xe2\x82", "%41", "%4", "%%41", "a b+c%2B", "\x00\x7f\x80",
		"/a/b?c=d#e", "日本語", "\xf0\x9f\x92", "@:/[]^|", strings.Repeat("%EF%BF%BD", largeInput/9+1),
		strings.Repeat("a%41 ", largeInput/5+1),
	} {
		checkSizing(t, s)
	}
}

func FuzzSizing(f *testing.F) {
	for _, s := range []string{"a b", "\xff%41", "é+%2B", "%%4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSizing(t, s)
		if len(s) > 0 && len(s) < 256 {
			// A long string of it, where decodedLen counts.
			checkSizing(t, strings.Repeat(s, largeInput/len(s)+1))
		}
	})
}
