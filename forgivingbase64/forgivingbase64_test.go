// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package forgivingbase64_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/weburl/url/forgivingbase64"
)

// TestDecodeLongAgainstSlow checks Decode against the standard's steps on
// long inputs, where runs of quanta go to encoding/base64 and a
// whitespace, "=" or invalid code point anywhere sends the rest of a
// quantum through the byte loop.
func TestDecodeLongAgainstSlow(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		// Sprinkle a few of the bytes that are not in the alphabet.
		b := randomInput(rng, i, 9000, "\t\n\f\r =*\x80")
		want, ok := slowDecode(string(b))
		got, err := forgivingbase64.Decode(string(b))
		if ok != (err == nil) || ok && !bytes.Equal(got, want) {
			t.Fatalf("Decode(%q) = %v; the standard's steps give ok %v", b, err, ok)
		}
	}
}

// TestDecodeErrors checks which error each failure gives.
func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct {
		in   string
		want error
	}{
		{"ab*d", forgivingbase64.ErrInvalidCodePoint}, // "*" is not in the alphabet
		{"abé=", forgivingbase64.ErrInvalidCodePoint}, // nor is anything not ASCII
		{"abcde", forgivingbase64.ErrLength},          // five code points
		{"ab=c", forgivingbase64.ErrPadding},          // "=" before the end
		{"ab=", forgivingbase64.ErrPadding},           // length 3 with "="
		{"a===", forgivingbase64.ErrPadding},          // three "="
		{"abcd==", forgivingbase64.ErrPadding},        // "=" with nothing to pad
	} {
		if _, err := forgivingbase64.Decode(c.in); !errors.Is(err, c.want) {
			t.Errorf("Decode(%q): %v, want %v", c.in, err, c.want)
		}
	}
}
