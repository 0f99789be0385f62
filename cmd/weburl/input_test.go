// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"testing"
	"testing/iotest"
)

// FuzzLineReader checks lineReader against a slow reference: the input
// split on "\n" (a last empty piece dropped), each line without a final
// "\r"; a line longer than max comes back as its length, not its bytes.
// The reader sees the input one byte per Read, so lines cross its buffer.
func FuzzLineReader(f *testing.F) {
	f.Add([]byte("a\nb\r\n\nc"), 3)
	f.Add([]byte("\r\n\r\r\n"), 1)
	f.Add([]byte("abcdef\nab\n"), 2)
	f.Add(bytes.Repeat([]byte("x"), 70000), 65536) // longer than bufio's buffer
	f.Fuzz(func(t *testing.T, in []byte, max int) {
		if max < 1 || max > 1<<17 {
			return
		}
		pieces := bytes.Split(in, []byte("\n"))
		if len(pieces[len(pieces)-1]) == 0 {
			pieces = pieces[:len(pieces)-1]
		}
		lr := newLineReader(iotest.OneByteReader(bytes.NewReader(in)), max)
		for i, p := range pieces {
			line, tooLong, err := lr.next()
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			if lr.n != i+1 {
				t.Fatalf("line %d numbered %d", i+1, lr.n)
			}
			want := bytes.TrimSuffix(p, []byte("\r"))
			switch {
			case len(want) > max:
				if line != nil || tooLong == 0 {
					t.Fatalf("line %d (%d bytes, max %d): got %q, tooLong %d", i+1, len(want), max, line, tooLong)
				}
			case tooLong != 0 || !bytes.Equal(line, want):
				t.Fatalf("line %d: got %q (tooLong %d), want %q", i+1, line, tooLong, want)
			}
		}
		if _, _, err := lr.next(); err != io.EOF {
			t.Fatalf("after the last line: %v, want EOF", err)
		}
	})
}

// FuzzDecodeLine checks that any line gives an input or a per-line error,
// never both, and that an input is valid UTF-8 with no NUL byte unless it
// came from a JSON line, which may spell any code point.
func FuzzDecodeLine(f *testing.F) {
	for _, s := range []string{"http://a/", "\xef\xbb\xbfhttp://a/", "a\x00b", "\xff", `{"input": "a\u0000", "base": "http://h/"}`, `{"input": 1}`, "{"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		in, le := decodeLine(7, line, "http://base/", nil)
		if le != nil {
			if le.Line != 7 || le.Error == "" || in != (input{}) {
				t.Fatalf("%q: error %+v with input %+v", line, le, in)
			}
			return
		}
		if in.Line != 7 || in.Base == "" && !bytes.HasPrefix(line, []byte("{")) {
			t.Fatalf("%q: input %+v", line, in)
		}
		if !bytes.HasPrefix(line, []byte("{")) && in.Input != string(line) {
			t.Fatalf("%q: input %q", line, in.Input)
		}
	})
}
