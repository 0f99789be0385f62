// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package forgivingbase64_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/weburl/url/forgivingbase64"
)

// Decode reads base64 as atob() and data: URLs do: whitespace anywhere,
// padding optional.
func ExampleDecode() {
	for _, s := range []string{"aGVsbG8=", "aGVs bG8", "aGVsbG8==", "aGVsbG"} {
		b, err := forgivingbase64.Decode(s)
		fmt.Printf("%q: %q %v\n", s, b, err)
	}
	// Output:
	// "aGVsbG8=": "hello" <nil>
	// "aGVs bG8": "hello" <nil>
	// "aGVsbG8==": "" forgivingbase64: "=" where no padding may be
	// "aGVsbG": "hell" <nil>
}

// Encode is base64 with padding.
func ExampleEncode() {
	fmt.Println(forgivingbase64.Encode([]byte("hello")))
	// Output: aGVsbG8=
}

// AppendEncode appends to a buffer, as for building a data: URL.
func ExampleAppendEncode() {
	fmt.Println(string(forgivingbase64.AppendEncode([]byte("data:;base64,"), []byte("hi"))))
	// Output: data:;base64,aGk=
}

// A Decoder takes its input in parts, here two lines of a stream, with
// the bytes of a quantum split between them.
func ExampleDecoder() {
	var d forgivingbase64.Decoder
	var out []byte
	for _, part := range []string{"aGVsb", "G8gd29y\nbGQ="} {
		buf := make([]byte, forgivingbase64.DecodedLen(len(part)))
		n, err := d.Decode(buf, []byte(part))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return
		}
		out = append(out, buf[:n]...)
	}
	var tail [2]byte
	n, err := d.Close(tail[:])
	fmt.Println(strings.ToUpper(string(append(out, tail[:n]...))), err)
	// Output: HELLO WORLD <nil>
}

// DecodedLen is the room Decoder.Decode needs.
func ExampleDecodedLen() {
	fmt.Println(forgivingbase64.DecodedLen(8), forgivingbase64.DecodedLen(10))
	// Output: 6 9
}

// A Validator checks base64 given in parts without decoding it: the
// length of the decoding, or Decode's error, before decoding.
func ExampleValidator() {
	for _, s := range []string{"aGVs bG8=", "aGVsbG8==", "aGV*"} {
		var v forgivingbase64.Validator
		v.CheckString(s[:4])
		v.CheckString(s[4:])
		n, err := v.Close()
		fmt.Println(n, err)
	}
	// Output:
	// 5 <nil>
	// 0 forgivingbase64: "=" where no padding may be
	// 0 forgivingbase64: code point not in the base64 alphabet
}
