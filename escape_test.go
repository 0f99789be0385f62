// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"math/rand/v2"
	neturl "net/url"
	"strings"
	"testing"

	"github.com/weburl/url/internal/percent"
)

// TestNetEscapeGives checks netEscapeGives(decoded, s, mode), which
// decides net/url's RawPath and RawFragment hint, against building
// netEscape(decoded, mode) and comparing it with s, for every mode, on
// escapes in both cases, bytes net/url leaves or escapes, runs of U+FFFD's
// escapes around a block's length, and random strings.
func TestNetEscapeGives(t *testing.T) {
	in := []string{
		"", "a", "/a%20b", "/a%2fb", "/a%2Fb", "%7e", "%7E", "~", "a b", "%c3%a9", "%C3%A9", "é",
		"!*()", "%21", "a;b,c?d", "%3F", "%25", "%", "%zz",
	}
	for _, n := range []int{1, 15, 16, 17, 33} {
		run := strings.Repeat(percent.Replacement, n)
		in = append(in, run, "/"+run+"x", run+"%ef%bf%bd", run[:len(run)-1]+"d", "\uFFFD"+run)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	const bytes = "%%2fF0aA/?#~ \xef\xbf\xbd!"
	for range 2000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = bytes[rng.IntN(len(bytes))]
		}
		in = append(in, string(b))
	}
	for _, s := range in {
		decoded := percentDecode(s)
		for mode := encodePath; mode <= encodeFragment; mode++ {
			if mode == encodeQueryComponent {
				continue // netEscape writes a space as "+" there, and no field asks
			}
			want := netEscape(decoded, mode) == s
			if got := netEscapeGives(decoded, s, mode); got != want {
				t.Errorf("netEscapeGives(%q, %q, %d) = %v, want %v", decoded, s, mode, got, want)
			}
		}
	}
}

// escapeTests are inputs for the escape functions; net/url's results are
// the expected ones.
var escapeTests = []string{
	"", "abc", "one two", "10%", " ?&=#+%!<>#\"{}|\\^[]`☺\t:/@$'()*,;",
	"a+b", "%", "%4", "%41", "%zz", "%%41", "a%2Fb", "+", "++%20",
	"\x00\x7f\xff", "日本語", "~-._", "/a/b/", "?q=1&r=2",
}

// TestEscapeMatchesNetURL checks PathEscape, QueryEscape, PathUnescape and
// QueryUnescape against net/url's, byte for byte, over every byte, a table,
// and random strings.
func TestEscapeMatchesNetURL(t *testing.T) {
	check := func(s string) {
		if got, want := PathEscape(s), neturl.PathEscape(s); got != want {
			t.Errorf("PathEscape(%q) = %q, net/url's %q", s, got, want)
		}
		if got, want := QueryEscape(s), neturl.QueryEscape(s); got != want {
			t.Errorf("QueryEscape(%q) = %q, net/url's %q", s, got, want)
		}
		got, err := PathUnescape(s)
		want, wantErr := neturl.PathUnescape(s)
		if got != want || !sameEscapeError(err, wantErr) {
			t.Errorf("PathUnescape(%q) = %q, %v; net/url's %q, %v", s, got, err, want, wantErr)
		}
		got, err = QueryUnescape(s)
		want, wantErr = neturl.QueryUnescape(s)
		if got != want || !sameEscapeError(err, wantErr) {
			t.Errorf("QueryUnescape(%q) = %q, %v; net/url's %q, %v", s, got, err, want, wantErr)
		}
		// Unescaping inverts escaping.
		if u, err := PathUnescape(PathEscape(s)); err != nil || u != s {
			t.Errorf("PathUnescape(PathEscape(%q)) = %q, %v", s, u, err)
		}
		if u, err := QueryUnescape(QueryEscape(s)); err != nil || u != s {
			t.Errorf("QueryUnescape(QueryEscape(%q)) = %q, %v", s, u, err)
		}
	}
	for b := 0; b < 256; b++ {
		check(string(rune(b)))
		check(string([]byte{byte(b)}))
		check("%" + string([]byte{byte(b)}) + "1")
	}
	for _, s := range escapeTests {
		check(s)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	const alphabet = "%+ aZ09-._~!$&'()*,;=:@/?#[]<>\"{}|\\^`\x00\x1f\x7f\xc3\xa9\xff"
	for i := 0; i < 20000; i++ {
		b := make([]byte, rng.IntN(12))
		for j := range b {
			if rng.IntN(4) == 0 {
				b[j] = byte(rng.IntN(256))
			} else {
				b[j] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		check(string(b))
	}
}

// sameEscapeError reports whether err and want are both nil or both an
// EscapeError with the same text.
func sameEscapeError(err, want error) bool {
	if err == nil || want == nil {
		return err == nil && want == nil
	}
	var e EscapeError
	var w neturl.EscapeError
	return errors.As(err, &e) && errors.As(want, &w) && string(e) == string(w) && err.Error() == want.Error()
}
