// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"

	"github.com/weburl/url/validation"
)

// TestPoolContract checks the ownership rule of unsafe.go between newURL
// and the parser's buffer pool: no string of a URL keeps the bytes of a
// buffer that the pool gives out again. It parses inputs the parser must
// rewrite (so that their serialization is written into a pooled buffer),
// of sizes around a URL's own room (maxSlab) and around the largest
// buffer the pool takes back (largeInput), keeps every string of the
// URLs, then parses other inputs of the same sizes many times, through
// every entry point that takes a buffer from the pool, and checks that
// the kept strings still hold what they held.
func TestPoolContract(t *testing.T) {
	sizes := []int{8, bufferSize, maxSlab - 64, maxSlab + 64, largeInput - 256, largeInput + 256}
	rounds := 20
	if testing.Short() {
		rounds = 4
	}
	base := MustParse("https://base.example/dir/")
	type kept struct {
		input string
		got   []string // the URL's strings, as they are
		want  []string // copies of them, made when they were taken
	}
	var all []kept
	keep := func(input string, u *URL) {
		got := []string{u.String(), u.Scheme, u.Host, u.Path, u.RawPath, u.EscapedPath(),
			u.RawQuery, u.Fragment, u.EscapedFragment(), u.Pathname(), u.Search(), u.Hash(), u.Hostname()}
		if u.User != nil {
			pass, _ := u.User.Password()
			got = append(got, u.User.Username(), pass)
		}
		want := make([]string, len(got))
		for i, s := range got {
			want[i] = strings.Clone(s)
		}
		all = append(all, kept{input, got, want})
	}
	for _, n := range sizes {
		// Upper case, spaces and "%41" to percent-encode and decode, so
		// that the href is the parser's output, not the input, and Path
		// and Fragment are decoded.
		in := "HTTP://User:Pass@EXAMPLE.com/" + strings.Repeat("a b/%41", n/7+1) + "?q= x#f %41"
		u, err := Parse(in)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		keep(in, u)
		var v URL
		if err := ParseInto(&v, in); err != nil {
			t.Fatalf("ParseInto: %v", err)
		}
		keep(in, &v)
		ref := strings.Repeat("c d/", n/4+1) + "#g h"
		w, err := base.Parse(ref)
		if err != nil {
			t.Fatalf("Parse against a base: %v", err)
		}
		keep(ref, w)
		p := Parser{OnValidationError: func(validation.Error) {}}
		x, err := p.Parse(in, "")
		if err != nil {
			t.Fatalf("Parser.Parse: %v", err)
		}
		keep(in, x)
	}
	for range rounds {
		for _, n := range sizes {
			other := "HTTPS://OTHER.example/" + strings.Repeat("Z\tY/", n/4+1) + "?r=Q Q#W W"
			Parse(other)
			var v URL
			ParseInto(&v, other)
			base.Parse(strings.Repeat("Q R/", n/4+1))
			CanParse(other, "")
			Validate(other, "")
		}
	}
	for _, k := range all {
		for i := range k.got {
			if k.got[i] != k.want[i] {
				t.Errorf("%.40q...: string %d of its URL changed after other parses: now %.40q..., was %.40q...", k.input, i, k.got[i], k.want[i])
			}
		}
	}
}

// TestPoolDropsKept checks the other side of the contract: a buffer that
// pooled says the pool does not take back, which newURL may keep as an
// href, putBuffer does not give out again.
func TestPoolDropsKept(t *testing.T) {
	large := &buffer{b: make([]byte, 0, largeInput+1)}
	if pooled(large.b) {
		t.Fatalf("pooled says a buffer of %d bytes goes back to the pool", cap(large.b))
	}
	putBuffer(large)
	for range 64 {
		b := getBuffer()
		if b == large {
			t.Fatal("putBuffer gave a buffer that pooled says it drops back to the pool")
		}
		defer putBuffer(b)
	}
}
