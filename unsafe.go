// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unsafe"

// The package's only uses of unsafe: conversions between strings and byte
// slices that do not copy, a byte slice over an array that a URL is
// allocated with, and the address of a string's bytes as a number to
// compare. Every one is a pattern the unsafe package documents as valid.
//
// The ownership rule, for every conversion here: bytes that become a
// string are never written again, through any slice of their array; and
// bytes taken from a string are only read. A buffer the parser writes is
// converted once it is complete and is never reused afterwards (see newURL,
// the override parser and the splices, which own their buffers).

// unsafeString returns b as a string without copying. The caller owns b
// and never writes its bytes again.
func unsafeString(b []byte) string {
	// SAFETY: b's bytes are immutable from here on (the ownership rule), as
	// a string's must be; the string keeps b's array alive.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// unsafeBytes returns the bytes of s without copying, for reading only.
func unsafeBytes(s string) []byte {
	// SAFETY: the slice is only read (the ownership rule): nothing writes a
	// string's bytes through it.
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

// addrOf returns the address of s's bytes as a number, for untouched to
// compare with the address where a field must start in the href: the same
// string, not only an equal one.
func addrOf(s string) uintptr {
	// SAFETY: the number is only compared, never converted back into a
	// pointer, so the collector need not know of it.
	return uintptr(unsafe.Pointer(unsafe.StringData(s)))
}

// urlWithSlab allocates a URL and an array A of bytes in one object, and
// returns the URL and the array as an empty slice with A's capacity: a URL
// with its decoded fields in one allocation (see newURL).
func urlWithSlab[A [16]byte | [32]byte | [48]byte | [64]byte | [128]byte | [256]byte | [512]byte | [1024]byte]() (*URL, []byte) {
	w := new(struct {
		u URL
		b A
	})
	// SAFETY: the slice covers exactly w.b, an array of bytes (a union of
	// array types cannot be sliced directly); it keeps w alive.
	return &w.u, unsafe.Slice((*byte)(unsafe.Pointer(&w.b)), unsafe.Sizeof(w.b))[:0]
}
