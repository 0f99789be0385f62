// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package forgivingbase64_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/weburl/url/forgivingbase64"
)

// slowDecode is forgiving-base64 decode written from the standard's steps
// with strings and a bit buffer, as the reference for the fast Decode.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
func slowDecode(data string) ([]byte, bool) {
	// 1. Remove all ASCII whitespace from data.
	data = strings.Map(func(r rune) rune {
		if strings.ContainsRune("\t\n\f\r ", r) {
			return -1
		}
		return r
	}, data)
	// 2. If data's code point length divides by 4 leaving no remainder,
	// and data ends with one or two "=", remove them.
	n := len([]rune(data))
	if n%4 == 0 {
		if strings.HasSuffix(data, "==") {
			data = data[:len(data)-2]
		} else if strings.HasSuffix(data, "=") {
			data = data[:len(data)-1]
		}
	}
	// 3. A remainder of 1 is failure.
	if len([]rune(data))%4 == 1 {
		return nil, false
	}
	// 4. A code point outside the alphabet is failure.
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for _, r := range data {
		if !strings.ContainsRune(digits, r) {
			return nil, false
		}
	}
	// 5-8. Append six bits per code point; each 24 bits are three bytes.
	var output []byte
	var buffer, bits uint
	for _, r := range data {
		buffer = buffer<<6 | uint(strings.IndexRune(digits, r))
		bits += 6
		if bits == 24 {
			output = append(output, byte(buffer>>16), byte(buffer>>8), byte(buffer))
			buffer, bits = 0, 0
		}
	}
	// 9. 12 bits: discard four; 18 bits: discard two.
	switch bits {
	case 12:
		output = append(output, byte(buffer>>4))
	case 18:
		output = append(output, byte(buffer>>10), byte(buffer>>2))
	}
	return output, true
}

// FuzzDecode checks Decode against slowDecode, and a Decoder given the
// input in two parts split at any byte against Decode.
//
//	go test ./forgivingbase64 -run='^$' -fuzz=FuzzDecode -fuzztime=60s
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		"", "YQ", "YR", "YWI=", "YWJj", "ab==", "a===", "ab=", "ab=c", " Y W J j ",
		"YW\nJj", "YWJjZA==\r\n", "ab\fcd", "é", "abcde", "====", strings.Repeat("QUJD", 100) + " QQ==",
	} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, s string, split int) {
		want, ok := slowDecode(s)
		got, err := forgivingbase64.Decode(s)
		if ok != (err == nil) || ok && !bytes.Equal(got, want) {
			t.Fatalf("Decode(%q) = %q, %v; the standard's steps give %q, %v", s, got, err, want, ok)
		}
		if split < 0 || split > len(s) {
			split = len(s) / 2
		}
		var d forgivingbase64.Decoder
		dst := make([]byte, forgivingbase64.DecodedLen(len(s)))
		n, err1 := d.Decode(dst, []byte(s[:split]))
		m, err2 := d.Decode(dst[n:], []byte(s[split:]))
		k, err3 := d.Close(dst[n+m:])
		if ok != (err1 == nil && err2 == nil && err3 == nil) || ok && !bytes.Equal(dst[:n+m+k], want) {
			t.Fatalf("Decoder on %q split at %d = %q, %v %v %v; want %q, %v", s, split, dst[:n+m+k], err1, err2, err3, want, ok)
		}
	})
}

// FuzzRoundTrip checks that Decode(Encode(b)) is b, also with ASCII
// whitespace put between the code points and the padding removed.
//
//	go test ./forgivingbase64 -run='^$' -fuzz=FuzzRoundTrip -fuzztime=60s
func FuzzRoundTrip(f *testing.F) {
	for _, b := range []string{"", "a", "ab", "abc", "\x00\xff\xfe", strings.Repeat("x", 1000)} {
		f.Add([]byte(b))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e := forgivingbase64.Encode(b)
		if got, err := forgivingbase64.Decode(e); err != nil || !bytes.Equal(got, b) {
			t.Fatalf("Decode(Encode(%q) = %q) = %q, %v", b, e, got, err)
		}
		if string(forgivingbase64.AppendEncode([]byte("x"), b)) != "x"+e {
			t.Fatalf("AppendEncode differs from Encode for %q", b)
		}
		var spaced strings.Builder
		for i, c := range strings.TrimRight(e, "=") {
			spaced.WriteRune(c)
			spaced.WriteByte(" \t\n\f\r"[i%5])
		}
		if got, err := forgivingbase64.Decode(spaced.String()); err != nil || !bytes.Equal(got, b) {
			t.Fatalf("Decode(%q) = %q, %v, want %q", spaced.String(), got, err, b)
		}
	})
}

// FuzzValidator checks a Validator, given the input in two parts split at
// any byte, against Decode and the standard's steps (checkValidator).
//
//	go test ./forgivingbase64 -run='^$' -fuzz=FuzzValidator -fuzztime=60s
func FuzzValidator(f *testing.F) {
	for _, s := range []string{
		"", "YQ", "YWI=", "ab==", "a===", "ab=c", " Y W J j ", "YW\nJj", "é", "abcde",
		strings.Repeat("QUJD", 20) + "=", strings.Repeat("QUJD", 20) + "\r\nQQ==", strings.Repeat("QUJD", 9) + "*",
	} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, s string, split int) {
		if split < 0 || split > len(s) {
			split = len(s) / 2
		}
		checkValidator(t, s, split)
	})
}
