// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// The ends of the authority and host state's buffers, found by
// indexFirstIn: a byte loop over a table for the first shortScan bytes,
// where nearly every authority ends, and then strings.IndexByte, which the
// runtime vectorizes, instead of a loop that tests every byte against
// every delimiter. A host that fails (an unclosed "[", bracketed text that
// is no IPv6 address) is rejected only once its buffer's end is known,
// since that end says which failure it is and at which offset; for a 1 MiB
// host, the byte loops of the two states cost about 40 instructions per
// byte of the 49 that rejecting it took, these searches a few passes of
// the vector loop.
//
// Rejecting a long host that starts with "[" takes nine searches of the
// input, about 2 instructions per byte: three for tabs and newlines
// (removeTabAndNewline), five for the authority's end and its first "@"
// (authorityEnd), one for the host's end (hostEnd). None can be left out
// without changing a result: which failure it is and its offset depend on
// where the host ends (IPv6-unclosed is reported there; a host that ends
// in "]" fails in the IPv6 parser instead), an "@" anywhere before the
// authority's end makes the "[" part of the userinfo, and a tab or newline
// before the host's end, once removed, may make "]" its last byte.
// indexFirstOf reads the input from the first-level cache (about a fifth
// off the time at 1 MiB).
//
// Each function returns exactly the index the state's loop over code
// points would stop at: the standard's states read one code point at a
// time, but every delimiter they stop at is ASCII, and a byte of UTF-8
// below 0x80 is always a code point of its own.

// A byteSet is a few ASCII bytes that a search stops at: as a string, for
// indexFirstOf's calls of strings.IndexByte (the most frequent first: the
// searches after it stop where it is), and as a table, for indexFirstIn's
// byte loop.
type byteSet struct {
	bytes string
	in    [256]bool
}

func newByteSet(bytes string) (s byteSet) {
	s.bytes = bytes
	for i := 0; i < len(bytes); i++ {
		s.in[bytes[i]] = true
	}
	return s
}

// The sets the authority and host states stop at.
var (
	authorityHostStops        = newByteSet("/?#@:[]")  // the authority's end, "@", and the host's ":", "[" and "]"
	specialAuthorityHostStops = newByteSet(`/?#@:[]\`) // the same in a special URL
	authorityStops            = newByteSet("/?#@")     // the authority's end, and "@"
	specialAuthorityStops     = newByteSet(`/?#@\`)    // the same in a special URL
	authorityEnds             = newByteSet("/?#")      // the authority's end
	specialAuthorityEnds      = newByteSet(`/?#\`)     // the same in a special URL
)

// indexFirstIn returns the index of the first byte of s that is in set, or
// -1 if there is none. It tests the first shortScan bytes one at a time
// against set's table, and searches the rest with indexFirstOf: for a
// delimiter a few bytes in, the byte loop takes about 7 instructions a
// byte where each call of strings.IndexByte takes 40 before it reads one.
func indexFirstIn(s string, set *byteSet) int {
	head := s[:min(len(s), shortScan)]
	for i := 0; i < len(head); i++ {
		if set.in[head[i]] {
			return i
		}
	}
	if len(head) == len(s) {
		return -1
	}
	if k := indexFirstOf(s[len(head):], set.bytes); k >= 0 {
		return len(head) + k
	}
	return -1
}

// shortScan is how many bytes indexFirstIn tests one at a time: more than
// nearly every authority has, and few enough that a longer one loses
// about a hundred instructions to the loop.
const shortScan = 64

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
// or -1: found in the same pass. hostStop is where the host state's buffer
// ends (hostEnd(s, h, end) for h after the last "@" before end, or i) when
// the pass can tell, and -1 otherwise: in its first shortScan bytes, where
// nearly every authority ends, the pass follows the host state's brackets
// and finds its ":" too, so that the host state need not search again.
// See https://url.spec.whatwg.org/#authority-state and
// https://url.spec.whatwg.org/#host-state.
func authorityEnd(s string, i int, special bool) (end, firstAt, hostStop int) {
	return authorityEndFrom(s, i, i, special)
}

// authorityEndFrom is authorityEnd for an s whose bytes from i to run are
// none of the bytes it stops at (fastHost bytes: see isASCIIDomain).
func authorityEndFrom(s string, i, run int, special bool) (end, firstAt, hostStop int) {
	// The run has no "@", ":" or bracket: when EOF or a byte that ends
	// the authority follows it, as it does most hosts, the run is the
	// authority and the host state's buffer both.
	if run == len(s) || endsAuthority(s[run], special) {
		return run, -1, run
	}
	hostStops, stops, ends := &authorityHostStops, &authorityStops, &authorityEnds
	if special {
		hostStops, stops, ends = &specialAuthorityHostStops, &specialAuthorityStops, &specialAuthorityEnds
	}
	firstAt, hostStop = -1, -1
	// The first shortScan bytes one at a time, as in indexFirstIn. The
	// host state's buffer starts after the last "@": each "@" starts it
	// again.
	head := s[i:min(len(s), i+shortScan)]
	insideBrackets := false
	for j := min(run-i, len(head)); j < len(head); j++ {
		c := head[j]
		if !hostStops.in[c] {
			continue
		}
		switch c {
		case ':':
			if !insideBrackets && hostStop < 0 {
				hostStop = i + j
			}
			continue
		case '[':
			insideBrackets = true
			continue
		case ']':
			insideBrackets = false
			continue
		case '@':
			if firstAt < 0 {
				firstAt = i + j
			}
			hostStop, insideBrackets = -1, false
			continue
		}
		if hostStop < 0 {
			hostStop = i + j
		}
		return i + j, firstAt, hostStop
	}
	if i += len(head); i == len(s) {
		if hostStop < 0 {
			hostStop = len(s)
		}
		return len(s), firstAt, hostStop
	}
	// The rest, searched for the end, and for the first "@" if none came
	// yet. The host's end is left to hostEnd: an "@" may come.
	end = len(s)
	k := -1
	if firstAt < 0 {
		if k = indexFirstIn(s[i:], stops); k >= 0 && s[i+k] == '@' {
			firstAt = i + k
			i, k = firstAt+1, -1
		}
	}
	if k < 0 && firstAt >= 0 {
		k = indexFirstIn(s[i:], ends)
	}
	if k >= 0 {
		end = i + k
	}
	return end, firstAt, -1
}

// hostEnd returns the index in s, from i, of the first ":" that is not
// inside brackets before end (authorityEnd's result for i), or end when
// there is none: where the host state's buffer ends. As in the host state,
// "[" starts brackets and "]" ends them, whatever comes between; a host
// with no ":" (most hosts, and most that fail) takes one search. The
// authority state's pass finds this end itself in most authorities
// (authorityEnd's hostStop): hostEnd is for a longer one, and for a state
// override.
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
	n := len(p.input) + sizeSlack
	if len(p.input) > largeInput {
		if p.special && host != "" {
			n = serializedLenHint(p.input[:at]) + domainLenHint(host) + serializedLenHint(p.input[at+len(host):]) + sizeSlack
		} else {
			n = serializedLenHint(p.input) + sizeSlack
		}
		if p.hasBase {
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

// endsAuthority reports whether b ends the authority state's buffer (and
// the host state's and port state's): "/", "?", "#", or, in a special
// URL, "\". (EOF ends it too.)
// See https://url.spec.whatwg.org/#authority-state.
func endsAuthority(b byte, special bool) bool {
	return b == '/' || b == '?' || b == '#' || special && b == '\\'
}
