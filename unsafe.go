// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unsafe"

// The package's only uses of unsafe: conversions of byte slices into
// strings that do not copy, a byte slice over an array that a URL is
// allocated with, and the address of a string's bytes as a number to
// compare. Every one is a pattern the unsafe package documents as valid.
//
// finishedString and borrowString are the one place where a byte buffer
// becomes a string without a copy, under one ownership rule: a string's
// bytes never change, so the bytes under a string are not written again
// while the string is in use. Two kinds of use follow from it:
//
//   - finishedString hands a finished output over to the string it becomes
//     for good: an href that the parser, a setter, a splice or the
//     serializer wrote, a decoded field, a host, a form value. Neither the
//     buffer nor any slice of its array over those bytes is written again.
//     A buffer of the parser's pool (getBuffer, putBuffer) is never handed
//     over while the pool may give it out again: newURL copies a pooled
//     one, and keeps only one the pool drops (see pooled, and
//     TestPoolContract).
//   - borrowString lends a buffer for reading: the string is used only
//     while the buffer is not written, and is dropped or copied before the
//     buffer is written again or goes back to the pool: a comparison, a
//     lookup, the IPv4 parse of a host, the parser's look at what it has
//     written so far (written, newHost).
//
// Bytes taken from a string go the other way as a plain []byte(s), which
// the compiler does not copy where the slice is only read and does not
// escape (go build -gcflags=-m reports a "zero-copy string->[]byte
// conversion" at each such place).

// finishedString returns b as a string without copying, for a b that is
// finished: its bytes are never written again.
func finishedString(b []byte) string {
	// SAFETY: b's bytes are immutable from here on (the ownership rule),
	// as a string's must be; the string keeps b's array alive.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// borrowString returns b as a string without copying, for reading while b
// is not written: the string is dropped or copied before b is written
// again.
func borrowString(b []byte) string {
	// SAFETY: b's bytes are not written while the string is in use (the
	// ownership rule); the string keeps b's array alive.
	return unsafe.String(unsafe.SliceData(b), len(b))
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
