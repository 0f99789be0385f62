// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "unsafe"

// urlWithSlab allocates a URL and an array A of bytes in one object, and
// returns the URL and the array as an empty slice with A's capacity.
func urlWithSlab[A [64]byte | [128]byte | [256]byte | [512]byte | [1024]byte]() (*URL, []byte) {
	w := new(struct {
		_ [0]func() // not comparable, so no equality function is linked
		u URL
		b A
	})
	return &w.u, unsafe.Slice((*byte)(unsafe.Pointer(&w.b)), unsafe.Sizeof(w.b))[:0]
}

// The package's only conversions between strings and byte slices that do
// not copy. The aliasing contract, for both: the bytes are shared, so
// after the conversion nobody writes them again — not through the slice,
// and not through any other slice of the same array. A string from
// unsafeString may outlive the slice (it keeps the array alive); the
// parser's output buffer, once converted, is therefore never reused (see
// newURL and the override parser, which own their buffers).

// unsafeString returns b as a string without copying.
func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// substring returns b[i:i+n] as a string without copying and without a
// bounds check, for 0 <= i < len(b) and 0 <= n <= len(b)-i, which the
// caller has made sure of. (The splice of a query or fragment re-points
// five fields of a URL at its new href: about 40 instructions fewer than
// slicing, for SetSearch's 700.) It writes the string's header itself:
// unsafe.String checks that n is not negative and that i+n does not wrap
// around the address space, three to five instructions for each of the
// six strings spliceTail writes (SetSearch("?q=go&page=2") 606 -> 577,
// SetHash("#section-2") 586 -> 564 instructions per call, String
// included).
func substring(p unsafe.Pointer, i, n int) string {
	h := stringHeader{unsafe.Add(p, i), n}
	return *(*string)(unsafe.Pointer(&h))
}

// stringHeader is the layout of a string: its bytes, and their number.
type stringHeader struct {
	data unsafe.Pointer
	len  int
}

// A urlShape is a URL as the collector and the write barriers see a URL
// from the fast path (initCanonical): its href, the URL's first field, is
// its one pointer that counts, and the rest are bytes. Every other pointer
// such a URL holds is nil, or leads into the object its href leads into
// (see setSubstring). Parse and ParseWithBase parse into a urlShape on
// their caller's stack and copy it into the URL they return as one. Copied
// as a URL into a URL the caller keeps, it went through the write barrier
// of each of its twenty pointer words while the collector marked; as a
// urlShape it goes through one. (Parse+String over the web corpus, the
// URLs kept, callgrind's instructions per URL with the collector: 1781
// copied as a URL, 1468 as a urlShape; 1354 when Parse, not inlined,
// filled its URL in the heap.)
type urlShape struct {
	_    [0]func() // not comparable, so no equality function is linked
	href string
	_    [unsafe.Sizeof(URL{}) - unsafe.Sizeof("")]byte
}

// A urlShape has a URL's size, and a URL has its href first: a difference
// makes one of these array lengths negative.
var (
	_ [unsafe.Sizeof(URL{}) - unsafe.Sizeof(urlShape{})]struct{}
	_ [unsafe.Sizeof(urlShape{}) - unsafe.Sizeof(URL{})]struct{}
	_ [-unsafe.Offsetof(URL{}.href)]struct{}
)

// setSubstring sets *dst, a field of a URL whose href is h, to h[i:j],
// for 0 <= i < len(h) and i <= j <= len(h), without a write barrier: it
// writes the string's two words as integers. This is sound only because
// the URL's href leads into the same object as h[i:j], and reaches the
// heap through a write barrier. initCanonical writes every field this way,
// href included: into a URL on the stack, which Parse copies into the heap
// as a urlShape (its one pointer, href, through the barrier) and ParseInto
// as a URL (each pointer through it), or into a new URL in the heap, whose
// href newCanonicalURL then stores again with its barrier. The collector,
// which marks and keeps whole objects, then keeps that object for every
// field. i < len(h) keeps the
// address inside that object, not just past its end, where the collector
// would take it for the next object's. *dst must be zero, a field of a URL
// just allocated: a store without a barrier does not shade the pointer it
// overwrites either, which a URL that was in use could still be sharing
// with a copy (the reason the splices keep their barriers).
func setSubstring(dst *string, h string, i, j int32) {
	p := uintptr(unsafe.Pointer(unsafe.StringData(h))) + uintptr(i)
	*(*stringWords)(unsafe.Pointer(dst)) = stringWords{p, int(j - i)}
}

// stringWords is stringHeader with the address as an integer, so that
// storing one is not a pointer store and gets no write barrier: only for
// setSubstring.
type stringWords struct {
	data uintptr
	len  int
}

// unsafeBytes returns the bytes of s without copying; they must not be
// written.
func unsafeBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// window8 returns the eight bytes of s from i, for 0 <= i <= len(s)-8,
// which the caller has made sure of: without the bounds check of s[i:i+8].
func window8(s string, i int) *[8]byte {
	return (*[8]byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i))
}

// pairAt returns s[i] and s[i+1] as a little-endian number, for
// 0 <= i <= len(s)-2, which the caller has made sure of.
func pairAt(s string, i int) uint16 {
	b := (*[2]byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i))
	return uint16(b[0]) | uint16(b[1])<<8
}

// addrOf returns the address of s's bytes as a number, which untouched
// compares with the address in the href where s must start: at any
// length, and without a bounds check.
func addrOf(s string) uintptr { return uintptr(unsafe.Pointer(unsafe.StringData(s))) }

// putFormBytes writes s at buf[n:], each byte as enc gives it: the
// encoded form in the low three bytes (written as four, unused ones
// included) and its length in the high byte (formEncoded). The caller has
// checked that buf has room for 3*len(s)+1 bytes after n (putFormPairs),
// so no byte is written past it. It returns the index after s and the OR
// of the bytes of s (from 0x80 when s has a byte that is not ASCII).
func putFormBytes(buf []byte, n int, s string, enc *[256]uint32) (int, byte) {
	p := unsafe.Pointer(unsafe.SliceData(buf))
	high := byte(0)
	for i := 0; i < len(s); i++ {
		b := s[i]
		e := enc[b]
		o := (*[4]byte)(unsafe.Add(p, n)) // the caller's buf[n:n+4]
		o[0], o[1], o[2], o[3] = byte(e), byte(e>>8), byte(e>>16), byte(e>>24)
		n += int(e >> 24)
		high |= b
	}
	return n, high
}

// putString writes s at p, which has room for len(s) bytes (p must point
// into an allocation, so not past its end, even for s ""), eight bytes
// at a time and the last eight overlapping the ones before. The splices
// copy with it, inlined, rather than with copy: a call to memmove makes the
// caller save every live register around it (SetSearch("?q=go&page=2"),
// three copies: 728 -> 675 instructions per call, callgrind, String
// included). The moves of [8]byte are single loads and stores where the
// architecture allows unaligned ones, and byte moves elsewhere. The
// first eight are moved before the loop, which a string of 8 to 16 bytes
// then skips (spliceTail's copy of the value: SetSearch("?q=go&page=2")
// 571 -> 566, SetHash("#section-2") 559 -> 554).
func putString(p unsafe.Pointer, s string) {
	q := unsafe.Pointer(unsafe.StringData(s))
	n := len(s)
	if n >= 8 {
		*(*[8]byte)(p) = *(*[8]byte)(q)
		for i := 8; i < n-8; i += 8 {
			*(*[8]byte)(unsafe.Add(p, i)) = *(*[8]byte)(unsafe.Add(q, i))
		}
		*(*[8]byte)(unsafe.Add(p, n-8)) = *(*[8]byte)(unsafe.Add(q, n-8))
		return
	}
	for i := 0; i < n; i++ {
		*(*byte)(unsafe.Add(p, i)) = *(*byte)(unsafe.Add(q, i))
	}
}

// putLong is putString for s of 16 bytes or more, sixteen bytes at a time.
// (SetSearch's and SetHash's copy of the href before the query or the
// fragment, 40 and 46 bytes: 633 -> 620 and 614 -> 596 instructions per
// call; with the first sixteen bytes, and for more than 32 the next
// sixteen, moved before the loop: 577 -> 571 and 564 -> 559; and the loop
// skipped for 48 bytes or fewer: spliceTail alone 164 -> 160 and 153 ->
// 150; with the last sixteen moved before the test of the length, which
// took its branch out of line and back, SetSearch("?q=go&page=2") and
// SetHash("#section-2"), the package's own instructions per call, 270 ->
// 268 and 268 -> 266.)
func putLong(p unsafe.Pointer, s string) {
	q := unsafe.Pointer(unsafe.StringData(s))
	n := len(s)
	*(*[16]byte)(p) = *(*[16]byte)(q)
	*(*[16]byte)(unsafe.Add(p, n-16)) = *(*[16]byte)(unsafe.Add(q, n-16))
	if n > 32 {
		*(*[16]byte)(unsafe.Add(p, 16)) = *(*[16]byte)(unsafe.Add(q, 16))
		if n > 48 {
			for i := 32; i < n-16; i += 16 {
				*(*[16]byte)(unsafe.Add(p, i)) = *(*[16]byte)(unsafe.Add(q, i))
			}
		}
	}
}

// dataOf returns where s's header holds the address of its bytes, for a
// splice that points a field at the same bytes in a new href (spliceTail).
func dataOf(s *string) *unsafe.Pointer { return &(*stringHeader)(unsafe.Pointer(s)).data }
