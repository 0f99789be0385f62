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

// checkValidator runs a Validator over s given in two parts split at
// split, and checks it against the standard's steps (slowDecode) and
// Decode: the same failure with the same error, the decoding's length,
// and the decoding of its Decoder.
func checkValidator(t *testing.T, s string, split int) {
	t.Helper()
	want, ok := slowDecode(s)
	_, decodeErr := forgivingbase64.Decode(s)
	var v forgivingbase64.Validator
	err := v.Check([]byte(s[:split]))
	if err2 := v.CheckString(s[split:]); err == nil {
		err = err2
	}
	n, err3 := v.Close()
	if err == nil {
		err = err3
	}
	if ok != (err == nil) || !errors.Is(err, decodeErr) || ok && n != int64(len(want)) {
		t.Fatalf("Validator on %q split at %d: length %d, %v; Decode's error %v, the standard's steps %d bytes, ok %v", s, split, n, err, decodeErr, len(want), ok)
	}
	if !ok {
		return
	}
	d := v.Decoder()
	dst := make([]byte, forgivingbase64.DecodedLen(len(s)))
	w, err1 := d.Decode(dst, []byte(s[:split]))
	m, err2 := d.Decode(dst[w:], []byte(s[split:]))
	k, err3 := d.Close(dst[w+m:])
	if err1 != nil || err2 != nil || err3 != nil || !bytes.Equal(dst[:w+m+k], want) {
		t.Fatalf("Validator's Decoder on %q = %q, %v %v %v; want %q", s, dst[:w+m+k], err1, err2, err3, want)
	}
}

// TestValidatorLongAgainstSlow checks the Validator on long inputs, whose
// blocks of 32 code points it tests at once, with a whitespace, "=" or
// invalid code point anywhere, split at any byte.
func TestValidatorLongAgainstSlow(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 1000 {
		b := randomInput(rng, i, 300, "\t\n\f\r =*\x80%")
		checkValidator(t, string(b), rng.IntN(len(b)+1))
	}
}
