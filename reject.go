// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// The ends of the authority and host state's buffers, found with
// strings.IndexByte, which the runtime vectorizes, instead of a loop that
// tests every byte against every delimiter. A host that fails (an unclosed
// "[", bracketed text that is no IPv6 address) is rejected only once its
// buffer's end is known, since that end says which failure it is and at
// which offset; for a 1 MiB host, the byte loops of the two states cost
// about 40 instructions per byte of the 49 that rejecting it took, these
// searches a few passes of the vector loop.
//
// Rejecting a long host that starts with "[" now takes nine searches of
// the input, about 2 instructions per byte: three for tabs and newlines
// (removeTabAndNewline), five for the authority's end and its first "@"
// (authorityEnd), one for the host's end (hostEnd). None can be left out
// without changing a result: which failure it is and its offset depend on
// where the host ends (IPv6-unclosed is reported there; a host that ends
// in "]" fails in the IPv6 parser instead), an "@" anywhere before the
// authority's end makes the "[" part of the userinfo, and a tab or newline
// before the host's end, once removed, may make "]" its last byte. indexFirstOf reads the
// input from the first-level cache (about a fifth off the time at 1 MiB).
//
// Each function returns exactly the index the state's loop over code
// points would stop at: the standard's states read one code point at a
// time, but every delimiter they stop at is ASCII, and a byte of UTF-8
// below 0x80 is always a code point of its own.

// indexFirstOf returns the index of the first byte of s that is one of the
// bytes of set, a few ASCII bytes, or -1 if there is none. It runs
// strings.IndexByte for each byte of set, each only up to the nearest byte
// found so far, over one chunk of s after another: every search over a
// chunk reads it from the first-level cache, where the searches over the
// whole of a long s would each read it from memory again.
func indexFirstOf(s, set string) int {
	for start := 0; start < len(s); start += scanChunk {
		chunk := s[start:min(len(s), start+scanChunk)]
		end := len(chunk)
		for j := 0; j < len(set); j++ {
			if k := strings.IndexByte(chunk[:end], set[j]); k >= 0 {
				end = k
			}
		}
		if end < len(chunk) {
			return start + end
		}
	}
	return -1
}

// scanChunk is the length of the chunks indexFirstOf searches: half the
// first-level data cache of most processors.
const scanChunk = 16 << 10

// authorityEnd returns the index in s, from i, of the first byte that ends
// the authority state's buffer: "/", "?", "#", or, when special is true,
// "\". It returns len(s) at the EOF code point. firstAt is the index of the
// first "@" before end, the authority state's first invalid-credentials,
// or -1: found in the same pass.
// See https://url.spec.whatwg.org/#authority-state.
func authorityEnd(s string, i int, special bool) (end, firstAt int) {
	// The common "/" first: the searches after it stop where it is.
	set, delimiters := "/?#@", "/?#"
	if special {
		set, delimiters = `/?#@\`, `/?#\`
	}
	firstAt = -1
	k := indexFirstOf(s[i:], set)
	if k >= 0 && s[i+k] == '@' {
		// Later "@"s are the authority state's to find: only the end
		// is left to search for.
		firstAt = i + k
		i = firstAt + 1
		k = indexFirstOf(s[i:], delimiters)
	}
	if k < 0 {
		return len(s), firstAt
	}
	return i + k, firstAt
}

// hostEnd returns the index in s, from i, of the first ":" that is not
// inside brackets before end (authorityEnd's result for i), or end when
// there is none: where the host state's buffer ends. As in the host state,
// "[" starts brackets and "]" ends them, whatever comes between; a host
// with no ":" (most hosts, and most that fail) takes one search.
// See https://url.spec.whatwg.org/#host-state.
func hostEnd(s string, i, end int) int {
	colon := -1 // the first ":" at or after i, once searched for
	for {
		if colon < i {
			k := strings.IndexByte(s[i:end], ':')
			if k < 0 {
				return end
			}
			colon = i + k
		}
		// Outside brackets: the ":" ends the buffer unless a "[" comes
		// first.
		open := strings.IndexByte(s[i:colon], '[')
		if open < 0 {
			return colon
		}
		// Inside brackets up to the next "]"; a "[" or ":" there
		// changes nothing, and with no "]" the buffer runs to end.
		i += open + 1
		k := strings.IndexByte(s[i:end], ']')
		if k < 0 {
			return end
		}
		i += k + 1
	}
}

// sizeOut makes the output buffer large enough for the serialization of
// the whole input, unless it did so already. The parser calls it before
// the first state that may write much, and not before: an input that the
// scheme, authority or host state rejects (an unclosed "[" a megabyte
// long) fails without a buffer sized for it, and without the pass over it
// that sizing takes.
//
// Most of the serialization is the input, so the buffer starts at the
// input's length: grown from the pooled size by appending, it took a
// number of allocations that grows with the input (42 for 10 MB). From
// here percent-encoding, which writes at most nine bytes for one, grows it
// a bounded number of times. A large input is sized for its
// percent-encoding: see largeInput.
func (p *urlParser) sizeOut() { p.sizeOutHost("", 0) }

// sizeOutHost is sizeOut before the host parser parses host, at offset at
// of the input: the ASCII form of a special URL's host is estimated by
// domainLenHint, not as percent-encoded: for a host of "é." labels a MiB
// long, percent-encoding's estimate (7 bytes a label) falls short of its
// Punycode ("xn--9ca.", 8), and the buffer would grow once more (5.5 MB
// allocated per parse against 3.2).
func (p *urlParser) sizeOutHost(host string, at int) {
	if !p.unsized {
		return
	}
	p.unsized = false
	n := len(p.input) + 8
	if len(p.input) > largeInput {
		if p.special && host != "" {
			n = serializedLenHint(p.input[:at]) + domainLenHint(host) + serializedLenHint(p.input[at+len(host):]) + 8
		} else {
			n = serializedLenHint(p.input) + 8
		}
		if p.base != nil {
			n += len(p.base.href) // what copyBase may copy after this
		}
	}
	if cap(p.out)-len(p.out) < n {
		p.out = append(make([]byte, 0, len(p.out)+n), p.out...)
	}
}

// mayWaitToSize reports whether state st, at ptr, may run before sizeOut:
// whether it writes at most a few bytes, or writes only through a call to
// sizeOut. The states that lead to the host (the scheme state for a short
// scheme, the special authority slashes states, which write nothing) and
// the authority and host states, which call sizeOut before they write
// what may be long, qualify.
func (p *urlParser) mayWaitToSize(st state, ptr int) bool {
	switch st {
	case schemeStartState, specialAuthoritySlashesState, specialAuthorityIgnoreSlashesState,
		authorityState, hostState, hostnameState:
		return true
	case schemeState:
		// The scheme, lowercased, is written as it is: wait only
		// when it is short, that is when ":" comes soon.
		return strings.IndexByte(p.input[ptr:min(len(p.input), ptr+maxShortScheme)], ':') >= 0
	}
	return false
}

// maxShortScheme is the length up to which a scheme is written to the
// output before it is sized: longer than every scheme in use.
const maxShortScheme = 32
