// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"unsafe"

	"github.com/weburl/url/internal/schemes"
)

// Setters that splice. When the value given to a setter is already what
// the standard's setter would write into the URL (a canonical query,
// fragment, path or domain: the bytes the fast path accepts there), running
// the basic URL parser with a state override, taking the URL apart into a
// record and serializing it again (setters.go) only copies it. The splice
// functions below write the new href directly, as the old href with the
// component's bytes replaced, shift the offsets of the components after
// it, and keep the fast path's knowledge that the path and fragment need
// no decoding; anything else returns false and the setter runs the state
// machine. FuzzSplice checks that both give the same URL.
//
// Each splice allocates once, for the new href (and, when the path or
// fragment needs decoding, the bytes of the decoded fields after it). On a
// URL whose fields are untouched (the very slices of its href, as Parse
// leaves them), a splice that needs no decoding points the fields at the
// new href (reslice, spliceTail) rather than deriving them again, so that
// the URL is untouched after it too and String stays O(1); SetSearch and
// SetHash take that way in spliceTail, SetPathname, SetHost and
// SetHostname through splicedHref and reslice, SetPort and SetProtocol
// through splice.
//
// Measured with callgrind (tools/bench.sh's setter counts: tools/instr
// -op=setter, GOGC=off so that the count does not depend on when the
// collector runs) on "https://www.example.com:8080/a/b/c.html?x=1&y=2#frag",
// in instructions per call, state machine -> splice when splicing was
// first written (SetHref of the resulting URL: 1458 in the same runs) ->
// now (Go 1.26.8, SetHref 1136, which re-parses with the fast path, so
// that every gain there raises the ratios below). These leave String out:
// until 2026-11-25 the baseline the counts are taken from called String
// too, though each figure was meant to include it.
//
//	SetSearch("?q=go&page=2")              3047 -> 609 -> 443 (0.39x SetHref)
//	SetHash("#section-2")                  3021 -> 592 -> 443 (0.39x)
//	SetPathname("/docs/2026/index.html")   4394 -> 914 -> 671 (0.59x)
//	SetHost("other.example:9090")          4174 -> 1150 -> 750 (0.66x)
//	SetHostname("cdn.example.net")         3913 -> 917 -> 650 (0.57x)
//
// With String after each, as tools/bench.sh now counts them: SetHref 1235,
// SetSearch 544 (0.44x), SetHash 548 (0.44x), SetPathname 770 (0.62x),
// SetHost 848 (0.69x), SetHostname 743 (0.60x); on Go 1.27.0, SetHref
// 1241, SetSearch 473 (0.38x), SetHash 471 (0.38x). Where SetSearch's 544
// go (callgrind_annotate, each function's own): the runtime's allocation
// of the new href about 180 (about 70 fewer on Go 1.27.0), untouched 84
// in the splice and 84 again in String, the value's classes (classOf) 23,
// SetSearch itself 33, and spliceTail's copies, offsets and stores 125.
// What each step gained is measured where it is made; the comments before
// 2026-11-25 give counts without String. Since 5ef5d89 and 32678f5
// SetHref takes no allocation for an href in canonical form, and writes
// the URL on the stack (1241 -> 821 -> 765): against it the setters, which
// must allocate their new href, are SetSearch 548 (0.72x), SetHash 543
// (0.71x), SetPathname 771 (1.01x), SetHost 849 (1.11x) and SetHostname
// 744 (0.97x). SetPort("8443") and SetProtocol("http") splice since
// 2026-11-25: 2527 -> 782 and 2937 -> 830 instructions, 203 -> 85 ns and
// 241 -> about 100 ns, SetProtocol's two allocations one.

// spliceDisabled turns splicing off, so that tests can compare the state
// machine's result with the splice's.
var spliceDisabled = false

// spliceable reports whether u is a URL record whose fields are as the
// parser or a setter left them: one the splice functions may change. It
// also reports whether those fields are untouched (see untouched), the
// very slices of the href, so that a splice whose result needs no decoding
// either may only point them at the new href (see reslice).
func (u *URL) spliceable() (ok, untouched bool) {
	if spliceDisabled || u.ref() != nil {
		return false, false
	}
	if u.untouched() {
		return u.valid(), true
	}
	return u.inSync() && u.valid(), false
}

// spliceableUntouched reports whether u is spliceable and untouched: a URL
// from the fast path (only it sets c.plain, which untouched requires), as
// the parser or a setter left it. SetSearch, SetHash (spliceTail) and
// SetPathname take their shortest way for such a URL, in one function
// with a small frame: that took SetSearch("?q=go&page=2") from 746 to 664
// instructions and SetPathname("/docs/2026/index.html") from 899 to 818,
// String included (callgrind, no garbage collection).
func (u *URL) spliceableUntouched() bool {
	// untouched is false for a reference (u.ref() != nil).
	return !spliceDisabled && u.untouched()
}

// splice makes u the URL whose href is u's with href[start:end] replaced by
// sep and value, and whose components are c, already shifted. plain says
// whether the new path and fragment need no decoding, and untouched what
// spliceable said. It reports false, and leaves u as it is, when the new
// href would be longer than maxHref.
func (u *URL) splice(start, end int32, sep, value string, c *components, plain, untouched bool) bool {
	if !plain || !untouched {
		return u.spliceDecoding(start, end, sep, value, c, plain)
	}
	// Kept apart from spliceDecoding, this has a small frame.
	// (SetPathname("/docs/2026/index.html"): 924 -> 907 instructions.)
	href, ok := u.splicedHref(start, end, sep, value, 0)
	if !ok {
		return false
	}
	u.c = *c
	u.c.plain = true
	u.reslice(href)
	return true
}

// splicedHref returns u's href with href[start:end] replaced by sep and
// value, in a new array from hrefBytes (not makeslice) with extra bytes of
// room after it (see spliceDecoding), copied with
// inlined moves (putString, and putLong for 16 bytes or more) rather than
// copy, whose calls to memmove make the caller save its registers around
// them. ok is false when the result would be longer than maxHref (the
// state machine then refuses it: see ErrTooLong). (Instructions per call,
// String left out, the collector off, against makeslice and copy:
// SetPathname("/docs/2026/index.html") 750 -> 686, SetHost("other.example:
// 9090") 830 -> 770, SetHostname("cdn.example.net") 727 -> 668; of which
// putLong for the href before and after the value, 702 -> 686, 777 -> 770,
// 678 -> 668.)
func (u *URL) splicedHref(start, end int32, sep, value string, extra int) (href string, ok bool) {
	n := len(u.href) - int(end-start) + len(sep) + len(value)
	if n > hrefLimit {
		return "", false
	}
	p := hrefBytes(n + extra)
	old := u.href
	if head := old[:start]; len(head) >= 16 {
		putLong(p, head)
	} else {
		putString(p, head)
	}
	k := int(start)
	if sep != "" {
		*(*byte)(unsafe.Add(p, k)) = sep[0]
		k++
	}
	if value != "" {
		putString(unsafe.Add(p, k), value)
		k += len(value)
	}
	// (Not for "": p+k may be past the array's end, where no pointer may
	// point.)
	if tail := old[end:]; len(tail) >= 16 {
		putLong(unsafe.Add(p, k), tail)
	} else if tail != "" {
		putString(unsafe.Add(p, k), tail)
	}
	return substring(p, 0, n), true
}

// spliceDecoding is splice for a URL whose fields are not untouched, or
// whose new path or fragment needs decoding: the fields are derived from
// the new href again.
func (u *URL) spliceDecoding(start, end int32, sep, value string, c *components, plain bool) bool {
	extra := 0
	if !plain {
		extra = len(u.href) - int(end-start) + len(sep) + len(value) // room for the decoded path and fragment (see newURL)
	}
	href, ok := u.splicedHref(start, end, sep, value, extra)
	if !ok {
		return false
	}
	c.plain = plain
	// The room after the href is the slab for the decoded fields.
	var slab []byte
	if extra > 0 {
		slab = unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(href)), len(href))), extra)[:0]
	}
	u.fromHref(href, *c, slab)
	return true
}

// reslice makes href, whose components are c, u's href, for a URL whose
// fields are untouched and whose new path and fragment need no decoding
// (c.plain): what fromHref does for such a URL, in fewer steps. Every
// field becomes the same slice of the new href, so that u is untouched
// again and String costs what it costs on a URL fresh from Parse.
func (u *URL) reslice(href string) {
	c := &u.c
	p := unsafe.Pointer(unsafe.StringData(href))
	// Every field is sliced without a bounds check (substring): c's
	// offsets are inside href, which the splice wrote. An empty query or
	// fragment is "", not a slice whose address may be past the array's
	// end, where no pointer may point.
	end := int32(len(href))
	var fragment, query string
	if c.fragmentStart >= 0 {
		if n := end - c.fragmentStart - 1; n != 0 {
			fragment = substring(p, int(c.fragmentStart)+1, int(n))
		}
		end = c.fragmentStart
	}
	if c.queryStart >= 0 {
		if n := end - c.queryStart - 1; n != 0 {
			query = substring(p, int(c.queryStart)+1, int(n))
		}
		end = c.queryStart
	}
	// An untouched URL has a host (not null) and no credentials, and a
	// splice keeps both so. The fields are stored in one block, so that
	// the write barrier is checked once for the six strings rather than
	// once for each. (With substring's slices: SetPathname 715 -> 686,
	// SetHost 793 -> 770, SetHostname 687 -> 668 instructions per call.)
	u.href, u.Scheme, u.Host, u.Path, u.RawQuery, u.Fragment, u.ForceQuery =
		href, substring(p, 0, int(c.schemeEnd)), substring(p, int(c.hostStart), int(c.pathStart-c.hostStart)),
		substring(p, int(c.pathStart), int(end-c.pathStart)), query, fragment, c.queryStart >= 0 && query == ""
}

// spliceTail is the search setter (sep '?') or the hash setter (sep '#')
// for s, the value as the setter was given it, not empty, with or without
// its own separator and already in canonical form (classOf says so), on a
// URL that is spliceable and untouched (spliceableUntouched says so): its
// shortest way. It makes the href u's with the query (or the fragment)
// replaced by sep and the value, or with them inserted where they would
// be, in one allocation, and points every field at the new href: those
// before the query at the same offsets, the fragment after it shifted, so
// that u is untouched after it too; a new query also refreshes u's
// SearchParams. It reports false, and leaves u as it is, when the new
// href would be longer than maxHref; the setter then takes the general
// way. SetSearch and SetHash check the value and call it themselves,
// before spliceSearch and spliceHash, which then need not check the value
// again: one call fewer on the shortest way (642 -> 624 and 624 -> 609
// instructions per call) and none more on the others. They also ask
// spliceableUntouched themselves, so that spliceTail keeps nothing across
// that call (SetSearch("?q=go&page=2") and SetHash("#section-2"): the
// package's own instructions per call, String included, 288 -> 283 and
// 273 -> 269); and s is copied with its own separator when it has one, so
// that SetSearch need not take the "?" off and keep the rest across its
// calls (283 -> 277; SetHash, which takes the "#" off for classOf, 269 ->
// 274), the place of the value chosen by a conditional move (277 -> 276,
// 274 -> 273). The places of the query and the fragment are read in a
// branch for each separator (273 -> 271 and 270 -> 269), and the tail's
// length is n-k, so that end is not kept across the allocation (271 ->
// 270, 269 -> 268).
func (u *URL) spliceTail(sep byte, s string) bool {
	c := &u.c
	old := u.href
	// href[start:end] is replaced: the query, or the place of one, before
	// the fragment; or the fragment, or the place of one, at the end. (One
	// test of sep: spliceTail alone 157 -> 155 and 147 -> 144; with the
	// fragment's place read once, fs, SetSearch's 153 -> 152.)
	end := len(old)
	fs := int(c.fragmentStart)
	var start int
	if sep == '?' {
		if fs >= 0 {
			end = fs
		}
		start = end
		if qs := int(c.queryStart); qs >= 0 {
			start = qs
		}
	} else {
		start = end
		if fs >= 0 {
			start = fs
		}
	}
	// s is written at w: at start when it has its own separator, and
	// otherwise after sep.
	w := start + 1
	if *unsafe.StringData(s) == sep {
		w = start
	}
	n := w + len(s) + len(old) - end
	if n > hrefLimit {
		return false
	}
	// splicedHref's copies, written out for a separator byte, a value
	// that may bring its own, and a tail that is often empty or short:
	// calling the general builder instead (then makeslice and copy) cost
	// 55 instructions more per call (SetSearch 679 to 738, SetHash 632 to
	// 688, callgrind with the collector off). They are inlined moves
	// (putString), not calls to memmove.
	p := hrefBytes(n)
	// old read again after the call, rather than kept across it, which
	// spills to the stack what the call must not clobber (spliceTail
	// alone: SetSearch 152 -> 145 instructions, SetHash 135 -> 130).
	old = u.href
	k := w + len(s)
	if t := n - k; t > 0 {
		if t <= 8 {
			// A tail of at most eight bytes (the fragment after a new
			// query) in one move, written first: the last eight bytes
			// of old at the end of b, the bytes before the tail written
			// over by the copies below. (SetSearch: 654 -> 619.) Both
			// have eight bytes: an untouched URL's href is at least
			// "ws://h/" before the query, and here the fragment follows.
			*(*[8]byte)(unsafe.Add(p, n-8)) = *(*[8]byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(old)), len(old)-8))
		} else {
			putString(unsafe.Add(p, k), old[len(old)-t:])
		}
	}
	// old[:start], which untouched made sure of, without a bounds check
	// (spliceTail alone: SetSearch 160 -> 157 instructions, SetHash 150
	// -> 147).
	head := substring(unsafe.Pointer(unsafe.StringData(old)), 0, start)
	if start >= 16 {
		putLong(p, head)
	} else {
		putString(p, head)
	}
	// sep, written over by s's own when it has one.
	*(*byte)(unsafe.Add(p, start)) = sep
	if m := len(s); 8 <= m && m <= 16 {
		// A value of 8 to 16 bytes in two moves, the second overlapping
		// the first, where putString tests for its loop (spliceTail
		// alone: SetSearch 145 -> 136, SetHash 130 -> 122).
		q := unsafe.Pointer(unsafe.StringData(s))
		*(*[8]byte)(unsafe.Add(p, w)) = *(*[8]byte)(q)
		*(*[8]byte)(unsafe.Add(p, w+m-8)) = *(*[8]byte)(unsafe.Add(q, m-8))
	} else {
		putString(unsafe.Add(p, w), s)
	}
	// Every offset below is inside b: the fields before start are where
	// they were in the old href, which untouched checked, and start < n.
	// The new query or fragment, v, starts after its separator, at
	// start+1, and has k-start-1 bytes; it keeps no address when it has
	// none: start+1 may be the end of b.
	var v string
	if m := k - start - 1; m != 0 {
		v = substring(p, start+1, m)
	}
	// The fields are stored in one block, so that the write barrier is
	// checked once for the six strings rather than once for each.
	// (SetSearch 636 -> 619, SetHash 614 -> 595.) The scheme, host and
	// path keep their lengths: only the addresses of their bytes are
	// written (spliceTail without the calls it makes, SetSearch 172 ->
	// 164 instructions, SetHash 163 -> 153); so does the other one of the
	// query and the fragment, in a block for each separator (spliceTail
	// alone: SetHash 142 -> 135, SetSearch unchanged). An empty one keeps
	// the address it has: the one after it in the new href may be past
	// the array's end, where no pointer may point.
	if sep == '?' {
		c.queryStart = int32(start)
		u.ForceQuery = len(v) == 0
		fragmentAt := *dataOf(&u.Fragment)
		if c.fragmentStart >= 0 {
			c.fragmentStart = int32(k)
			if len(u.Fragment) != 0 {
				fragmentAt = unsafe.Add(p, k+1)
			}
		}
		u.href, u.RawQuery, *dataOf(&u.Fragment), *dataOf(&u.Scheme), *dataOf(&u.Host), *dataOf(&u.Path) =
			substring(p, 0, n), v, fragmentAt, p, unsafe.Add(p, c.hostStart), unsafe.Add(p, c.pathStart)
		// Here rather than in SetSearch, which then keeps nothing after
		// the call (SetSearch 276 -> 274).
		u.refreshSearchParams()
		return true
	}
	queryAt := *dataOf(&u.RawQuery)
	if len(u.RawQuery) != 0 {
		queryAt = unsafe.Add(p, c.queryStart+1)
	}
	c.fragmentStart = int32(start)
	u.href, *dataOf(&u.RawQuery), u.Fragment, *dataOf(&u.Scheme), *dataOf(&u.Host), *dataOf(&u.Path) =
		substring(p, 0, n), queryAt, v, p, unsafe.Add(p, c.hostStart), unsafe.Add(p, c.pathStart)
	return true
}

// hrefBytes returns n bytes, new, for a splice's href. One of
// 64 or 128 bytes is allocated as an array of that size, which the
// allocator serves with less work than a slice of n bytes: makeslice is
// not called, and Go 1.27 calls the allocator of that size class directly
// (SetSearch("?q=go&page=2") and SetHash("#section-2"), 60 bytes, with
// Go 1.26.8: 616 -> 609 and 603 -> 593 instructions per call; with Go
// 1.27.0: 580 -> 537 and 563 -> 517). An href of 48 bytes or fewer takes
// 64 rather than its size class. It returns their address, which the
// splice writes through without a slice's bounds checks.
func hrefBytes(n int) unsafe.Pointer {
	switch {
	case n <= 64:
		return unsafe.Pointer(new([64]byte))
	case n <= 128:
		return unsafe.Pointer(new([128]byte))
	}
	return unsafe.Pointer(unsafe.SliceData(make([]byte, n)))
}

// classOf returns the AND of the fast path's classes of the bytes of s
// (0xFF for ""), but in fastNoSlashDot's bit, which the splices do not
// read: it reads them in pairs from fastClass2, eight bytes in classOf8's
// four lookups, the last window overlapping the ones before. (A value of 9
// to 12 bytes is one window of eight and two pairs: classOf of
// "q=go&page=2" and of "section-2" from 35 to 23 instructions, SetSearch
// and SetHash per call 493 -> 485 and 484 -> 472, String included; the
// classes of one byte at a time, widened to 32 bits so that each is ANDed
// with its load, were classWide's, a table of 1 KiB beside fastClass2.
// The same windows with the 9 to 12 bytes in classOf8's loop and its
// last window cost 10 more.)
func classOf(s string) uint8 {
	n := len(s)
	if n > 8 {
		all := classOf8(window8(s, 0))
		if n <= 12 {
			return all & fastClass2[pairAt(s, n-4)] & fastClass2[pairAt(s, n-2)]
		}
		for i := 8; i < n-8; i += 8 {
			all &= classOf8(window8(s, i))
		}
		return all & classOf8(window8(s, n-8))
	}
	if n >= 4 {
		return fastClass2[pairAt(s, 0)] & fastClass2[pairAt(s, 2)] & fastClass2[pairAt(s, n-4)] & fastClass2[pairAt(s, n-2)]
	}
	if n >= 2 {
		return fastClass2[pairAt(s, 0)] & fastClass2[pairAt(s, n-2)]
	}
	if n == 1 {
		return fastClass[s[0]]
	}
	return 0xFF
}

// shiftAfterPath adds delta to the offsets of the query and fragment,
// which follow a path, host or port that changed length by delta.
func (c *components) shiftAfterPath(delta int32) {
	if c.queryStart >= 0 {
		c.queryStart += delta
	}
	if c.fragmentStart >= 0 {
		c.fragmentStart += delta
	}
}

// fragmentPlain reports whether u's fragment, if any, needs no decoding
// and no RawFragment hint, as parseCanonical's plain says.
func (u *URL) fragmentPlain() bool {
	if u.c.fragmentStart < 0 {
		return true
	}
	i, all := scanClass(u.href, int(u.c.fragmentStart)+1, fastFragment)
	return i == len(u.href) && all&fastNetFragment != 0
}

// ownSeparator returns the separator a splice writes before value, and
// where value's own bytes start: sep and 0, or "" and 1 when value starts
// with sep, which is then copied with it.
func ownSeparator(value, sep string) (string, int) {
	if value != "" && value[0] == sep[0] {
		return "", 1
	}
	return sep, 0
}

// encodedTail returns the value s of the search setter (sep '?') or the
// hash setter (sep '#'), not in canonical form, as the query or fragment
// state with a state override writes it into u: sep, then s without its
// leading sep, its ASCII tabs and newlines removed (the basic URL parser's
// step 2), UTF-8 percent-encoded with the special-query or the query
// percent-encode set (as u is special or not) or with the fragment
// percent-encode set. Given it, the setter leaves the URL as given s (the
// encoding leaves an encoded value as it is), so that SetSearch and
// SetHash splice it as a value in canonical form when the splices take it,
// in one allocation beside the new href, rather than run the state
// machine. ok is false for a URL that is not a URL record in sync.
// See https://url.spec.whatwg.org/#query-state and
// https://url.spec.whatwg.org/#fragment-state.
func (u *URL) encodedTail(sep byte, s string) (v string, ok bool) {
	if spliceDisabled || !u.inSync() || !u.valid() {
		return "", false
	}
	set := &fragmentSet
	if sep == '?' {
		set = &querySet
		if schemes.Lookup(u.href[:u.c.schemeEnd]).Special {
			set = &specialQuerySet
		}
	}
	if s != "" && s[0] == sep {
		s = s[1:]
	}
	s = removeTabAndNewline(s, nil)
	// Room for every byte that is not ASCII encoded, and four ASCII ones.
	b := make([]byte, 1, 1+encodedLen(s, 1)+8)
	b[0] = sep
	return unsafeString(appendUTF8PercentEncoded(b, s, set)), true
}

// spliceSearch is the search setter for a value already in canonical
// form, on a URL that spliceTail did not take: the caller (SetSearch) has
// checked the query with classOf. The new href has "?" and the query; the
// query state keeps every byte outside the special-query percent-encode
// set (a superset of the query percent-encode set that non-special URLs
// use) but "#".
// See https://url.spec.whatwg.org/#dom-url-search.
func (u *URL) spliceSearch(value string) bool {
	sep, _ := ownSeparator(value, "?")
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	c := u.c
	start, end := u.pathEnd(), int32(len(u.href))
	if c.fragmentStart >= 0 {
		end = c.fragmentStart
	}
	if value == "" {
		// Set url's query to null (an opaque path may have trailing
		// spaces to strip: the state machine's case).
		if c.opaquePath {
			return false
		}
		c.queryStart = -1
		sep = ""
	} else {
		c.queryStart = start
	}
	if c.fragmentStart >= 0 {
		c.fragmentStart += start + int32(len(sep)+len(value)) - end
	}
	return u.splice(start, end, sep, value, &c, u.c.plain, untouched)
}

// spliceHash is the hash setter for a value already in canonical form,
// on a URL that spliceTail did not take: the caller (SetHash) has checked
// the fragment with classOf, whose result is all. The new href ends with
// "#" and the fragment.
// See https://url.spec.whatwg.org/#dom-url-hash.
func (u *URL) spliceHash(value string, all uint8) bool {
	sep, _ := ownSeparator(value, "#")
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	c := u.c
	start, end := int32(len(u.href)), int32(len(u.href))
	if c.fragmentStart >= 0 {
		start = c.fragmentStart
	}
	// The path's part of plain: the fragment's part is taken out or
	// replaced.
	plain := u.c.plain
	if !plain && c.fragmentStart >= 0 && !c.opaquePath {
		i, pathAll := scanClass(u.href, int(c.pathStart), fastPath)
		plain = int32(i) == u.pathEnd() && pathAll&fastNetPath != 0
	}
	if value == "" {
		if c.opaquePath {
			return false
		}
		c.fragmentStart = -1
		return u.splice(start, end, "", "", &c, plain, untouched)
	}
	c.fragmentStart = start
	return u.splice(start, end, sep, value, &c, plain && all&fastNetFragment != 0, untouched)
}

// splicePathname is the pathname setter for a special URL, other than a
// file: URL, and a value already in canonical form: "/" and bytes the
// path state keeps, without dot segments.
// See https://url.spec.whatwg.org/#dom-url-pathname.
func (u *URL) splicePathname(value string) bool {
	if len(value) == 0 || value[0] != '/' {
		return false
	}
	all := classOfPairs(value)
	if all&fastPath == 0 || hasDotSegmentClass(value, all) {
		return false
	}
	// A path that needs decoding, or a RawPath, takes the general way
	// (splice), as does a URL that is not untouched. The scheme is looked
	// up here, inlined, not in a function of its own (697 -> 688
	// instructions per call).
	shortest := all&fastNetPath != 0 && u.spliceableUntouched()
	ok, untouched := shortest, shortest
	if !shortest {
		ok, untouched = u.spliceable()
	}
	if !ok {
		return false
	}
	if info := schemes.Lookup(u.href[:u.c.schemeEnd]); !info.Special || info.File {
		return false
	}
	start, end := u.c.pathStart, u.pathEnd()
	if shortest {
		// The shortest way (see spliceableUntouched), without spliceable
		// and splice's copy of the components (722 -> 688).
		href, ok := u.splicedHref(start, end, "", value, 0)
		if !ok {
			return false
		}
		u.c.shiftAfterPath(int32(len(value)) - (end - start))
		u.reslice(href)
		return true
	}
	c := u.c
	c.shiftAfterPath(int32(len(value)) - (end - start))
	return u.splice(start, end, "", value, &c, all&fastNetPath != 0 && (u.c.plain || u.fragmentPlain()), untouched)
}

// spliceHost is the host setter (withPort) or the hostname setter for a
// special URL other than a file: URL and a value already in canonical
// form: a domain the host parser would only copy and, for the host setter,
// ":" and a port without leading zeros that is not the scheme's default.
// See https://url.spec.whatwg.org/#dom-url-host.
func (u *URL) spliceHost(value string, withPort bool) bool {
	// The value is read first, two bytes at a time (scanPairs rather than
	// scanClass: SetHost("other.example:9090") 825 -> 770 instructions per
	// call, SetHostname("cdn.example.net") 708 -> 668, String included,
	// the collector off).
	host, i := value, scanPairs(value, 0, fastHost)
	if i != len(value) {
		if !withPort || value[i] != ':' {
			return false
		}
		host = value[:i]
	}
	if !isCanonicalDomain(host) {
		return false
	}
	ok, untouched := true, u.spliceableUntouched()
	if !untouched {
		ok, untouched = u.spliceable()
	}
	if !ok || u.c.hostKind == HostNone {
		return false
	}
	info := schemes.Lookup(u.href[:u.c.schemeEnd])
	if !info.Special || info.File {
		return false
	}
	start, end := u.c.hostStart, u.c.hostEnd
	if i != len(value) {
		if port, ok := canonicalPort(value[i+1:]); !ok || port == info.Port {
			return false
		}
		// The host and the port replace host and port.
		end = u.c.pathStart
	}
	if untouched {
		// The shortest way (see spliceableUntouched), without splice and
		// its copy of the components (807 -> 770 and 698 -> 668).
		href, ok := u.splicedHref(start, end, "", value, 0)
		if !ok {
			return false
		}
		u.c.moveHost(start, end, value, host)
		u.reslice(href)
		return true
	}
	c := u.c
	c.moveHost(start, end, value, host)
	return u.splice(start, end, "", value, &c, u.c.plain, untouched)
}

// moveHost makes c the components of its href with href[start:end]
// replaced by value, the domain host and perhaps ":" and the port.
func (c *components) moveHost(start, end int32, value, host string) {
	c.hostKind = HostDomain
	delta := int32(len(value)) - (end - start)
	c.pathStart += delta
	c.shiftAfterPath(delta)
	c.hostEnd = start + int32(len(host))
}

// canonicalPort returns the port s spells when s is a port in canonical
// form: 1 to 5 digits, no leading zero, at most 65535.
func canonicalPort(s string) (int32, bool) {
	if len(s) == 0 || len(s) > 5 || s[0] == '0' {
		return 0, false
	}
	port := int32(0)
	for i := 0; i < len(s); i++ {
		// One comparison per byte: below '0' wraps around, above 9.
		// (SetHost("other.example:9090") 780 -> 770 instructions.)
		d := s[i] - '0'
		if d > 9 {
			return 0, false
		}
		port = port*10 + int32(d)
	}
	return port, port <= 65535
}

// splicePort is the port setter for a special URL other than a file: URL
// (whose host is never empty, so it can have a port) and a value that is
// empty or a port in canonical form: the new href has ":" and the port
// after the host, or nothing there when the value is empty or the scheme's
// default port (the port state sets the port to null then). A port with
// leading zeros, or followed by other bytes, which the port state reads up
// to the first of them, takes the state machine.
// See https://url.spec.whatwg.org/#dom-url-port.
func (u *URL) splicePort(value string) bool {
	ok, untouched := u.spliceable()
	if !ok || u.c.hostKind == HostNone {
		return false
	}
	info := schemes.Lookup(u.href[:u.c.schemeEnd])
	if !info.Special || info.File {
		return false
	}
	sep := ""
	if value != "" {
		port, ok := canonicalPort(value)
		if !ok {
			return false
		}
		if port == info.Port {
			value = ""
		} else {
			sep = ":"
		}
	}
	// The port, if any, is href[hostEnd:pathStart], with its ":".
	start, end := u.c.hostEnd, u.c.pathStart
	c := u.c
	delta := int32(len(sep)+len(value)) - (end - start)
	c.pathStart += delta
	c.shiftAfterPath(delta)
	return u.splice(start, end, sep, value, &c, u.c.plain, untouched)
}

// spliceProtocol is the protocol setter for a URL whose scheme is special
// and not file, and a value that is another such scheme in lower case,
// alone or followed by ":" and anything: the setter parses the value and
// ":" from the scheme start state, which with a state override stops at
// the first ":". The new href has the new scheme in place of the old. A
// URL whose port is the new scheme's default port, which the setter sets
// to null too, takes the state machine, as does any other value: one in
// upper case, or that names a scheme that is not special or is file: (the
// setter leaves the URL as it is then).
// See https://url.spec.whatwg.org/#dom-url-protocol.
func (u *URL) spliceProtocol(value string) bool {
	scheme := value
	for i := 0; i < len(value); i++ {
		if value[i] == ':' {
			scheme = value[:i]
			break
		}
	}
	info := schemes.Lookup(scheme)
	if !info.Special || info.File {
		return false
	}
	ok, untouched := u.spliceable()
	if !ok {
		return false
	}
	old := u.href[:u.c.schemeEnd]
	if was := schemes.Lookup(old); !was.Special || was.File {
		return false
	}
	if scheme == old {
		return true // nothing changes: the port is not the default already
	}
	if u.c.hostEnd < u.c.pathStart {
		// The port, after its ":", in canonical form.
		if port, _ := canonicalPort(u.href[u.c.hostEnd+1 : u.c.pathStart]); port == info.Port {
			return false
		}
	}
	c := u.c
	delta := int32(len(scheme)) - c.schemeEnd
	c.schemeEnd += delta
	c.hostStart += delta
	c.hostEnd += delta
	c.pathStart += delta
	c.shiftAfterPath(delta)
	return u.splice(0, u.c.schemeEnd, "", scheme, &c, u.c.plain, untouched)
}
