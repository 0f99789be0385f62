// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"math/rand/v2"
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
