// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"strings"

	"github.com/weburl/url/internal/schemes"
)

// The fast path: most URLs that programs parse are already in the form the
// URL serializer writes (99.6% of the web corpus, 99.9% of the file
// corpus). For those, the basic URL parser would copy each component
// unchanged; parseCanonical recognizes them in one table-driven pass and
// returns their components without running the state machine. It accepts
// only what it is sure of (a special scheme, "//", no credentials, a
// lower-case ASCII domain or the empty host of a file: URL, a port in
// canonical form, and a path, query and fragment of bytes the parser keeps
// as they are, without dot segments) and leaves everything else to the
// parser. FuzzFastPath checks that the two agree on every input the fast
// path takes.
//
// Measured with callgrind over the web corpus (Parse+String, garbage
// collection included), the fast path took 6413 instructions per URL down
// to 3138, and the file corpus from 6751 to 3693.

// Byte classes for the fast path, a bit per place a byte may stand in a
// canonical URL. The path, query and fragment bits are set for the bytes
// the parser keeps as they are in that component, and for the delimiters
// that may follow in it: "/" in a path, "?" and "#" where they start the
// next component; scanning stops at a byte whose bit is clear.
const (
	fastPath        = 1 << iota // kept in a path: not in the path percent-encode set, not \ ? #; "/" included
	fastQuery                   // kept in a special URL's query: not in the special-query set, not #
	fastFragment                // kept in a fragment: not in the fragment percent-encode set
	fastHost                    // kept as is in a domain: not upper case, not a forbidden domain code point
	fastNetPath                 // neither "%" nor a byte net/url escapes in a path (no Path decoding, no RawPath)
	fastNetFragment             // neither "%" nor a byte net/url escapes in a fragment
	fastNoDot                   // not ".": a byte that cannot start a dot segment, with fastNetPath for "%"
	fastScheme                  // a scheme code point after the first: a-z 0-9 + - .
)

var fastClass = func() (t [256]uint8) {
	for c := 0; c < 0x80; c++ {
		b := byte(c)
		if !pathSet.contains(b) && b != '\\' && b != '?' && b != '#' {
			t[c] |= fastPath
		}
		if !specialQuerySet.contains(b) && b != '#' {
			t[c] |= fastQuery
		}
		if !fragmentSet.contains(b) {
			t[c] |= fastFragment
		}
		if !forbiddenDomain.contains(b) && !('A' <= b && b <= 'Z') {
			t[c] |= fastHost
		}
		if b != '%' && !shouldEscape(b, encodePath) {
			t[c] |= fastNetPath
		}
		if b != '%' && !shouldEscape(b, encodeFragment) {
			t[c] |= fastNetFragment
		}
		if b != '.' {
			t[c] |= fastNoDot
		}
		if 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || b == '+' || b == '-' || b == '.' {
			t[c] |= fastScheme
		}
	}
	// Bytes from 0x80 have no bit: non-ASCII is percent-encoded in a path,
	// query and fragment, and goes through IDNA in a host.
	return
}()

// scanClass returns the first index from i on at which s has a byte
// without the bit want, or len(s), and the AND of the classes of the bytes
// before it, but in fastNoSlashDot's bit, which its callers do not read
// (its windows are classOf8's). It looks at eight bytes per turn of its
// loop, ANDing their classes without a branch per byte, and goes byte by
// byte only through the last eight. (Measured with callgrind over the web
// corpus, this took the host and path loops from 6.6 to 3.4 instructions
// per byte. What cost more, in Parse+String's instructions per URL over
// the web corpus: the classes packed into a uint64 so that the stop is
// found without a loop, 1701 to 1894 with the collector; a-z 0-9 - .
// tested by arithmetic on eight bytes (SWAR) before the table, 1878; the
// host's end found with IndexByte and its bytes and the path's checked in
// windows that overlap at the end, 1063 to 1159 without the collector;
// only the path's last eight bytes read as one window, 1052 to 1074, and
// again later, 937 to 957; the stop found in the last window without a
// branch, from the classes packed into a word, 1025 to 1147. The byte
// loops compare i and len(s) unsigned, which spares the bounds check of
// s[i]: 936 to 926 without the collector, 1138 to 1128 over the file
// corpus. Reading the windows through an unsafe pointer gained 3; a
// shrinking slice or an unsigned window test cost 9 to 16.)
func scanClass(s string, i int, want uint8) (int, uint8) {
	all := uint8(0xFF)
	for ; i+8 <= len(s); i += 8 {
		x := classOf8(window8(s, i))
		if x&want == 0 {
			break
		}
		all &= x
	}
	for ; uint(i) < uint(len(s)); i++ {
		x := fastClass[s[i]]
		if x&want == 0 {
			break
		}
		all &= x
	}
	return i, all
}

// scanPairs returns the first index from i on at which s has a byte
// without the bit want, or len(s): scanClass without the classes ANDed,
// eight bytes at a time in classOf8 and then two at a time.
func scanPairs(s string, i int, want uint8) int {
	for ; i+8 <= len(s) && classOf8(window8(s, i))&want != 0; i += 8 {
	}
	for ; i+2 <= len(s) && fastClass2[pairAt(s, i)]&want != 0; i += 2 {
	}
	if uint(i) < uint(len(s)) && fastClass[s[i]]&want != 0 {
		i++
	}
	return i
}

// classOf8 returns the AND of the classes of the eight bytes at b, but in
// the bit fastNoSlashDot, which it has for the pairs at b, b+2, b+4 and
// b+6 only: four lookups of fastClass2, each of two bytes read as one
// 16-bit load, without a branch per byte. The fast path reads its host and
// path with it, scanClass its windows, and classOf a value. (Parse+String,
// the collector left out, callgrind's instructions per URL: over the web
// corpus 862 to 814, over the file corpus 1072 to 1001; the same windows
// through the same pointer but in eight lookups of fastClass, 876 and
// 1086. Its 64 KiB cost L1 misses, in cachegrind's model of this machine
// 4.41 to 4.91 per URL over the web corpus with the rest of the fast
// path's pairs, and the time still fell: CPU time with GOMAXPROCS=1,
// median of five interleaved runs over the web corpus, 138 ns per URL with
// the windows read in fastClass, 124 in fastClass2.)
func classOf8(b *[8]byte) uint8 {
	return fastClass2[uint16(b[0])|uint16(b[1])<<8] & fastClass2[uint16(b[2])|uint16(b[3])<<8] &
		fastClass2[uint16(b[4])|uint16(b[5])<<8] & fastClass2[uint16(b[6])|uint16(b[7])<<8]
}

// fastNoSlashDot is fastScheme's bit in fastClass2, and so in classOf8:
// a pair of bytes that is not "/.", the start of a dot segment. (Scheme
// bytes are looked up one at a time, in fastClass.)
const fastNoSlashDot = fastScheme

// fastClass2 is the AND of the classes of two bytes, indexed by them as a
// little-endian number: fastClass2[b0|b1<<8] is fastClass[b0] &
// fastClass[b1], with fastNoSlashDot for fastScheme. It is built when the
// package is initialized, not written in the binary, which has no room
// for 64 KiB.
var fastClass2 [1 << 16]uint8

func init() {
	// Bytes from 0x80 have no class: only pairs of ASCII bytes have bits,
	// and the pairs with one from 0x80 stay zero.
	// Eight entries at a time: 12,000 instructions (callgrind, the
	// difference in a program that only starts), one at a time 283,000.
	for b1 := range 0x80 {
		row := fastClass2[b1<<8 : b1<<8+0x80]
		and := 0x0101010101010101 * uint64(fastClass[b1])
		for b0 := 0; b0 < len(row); b0 += 8 {
			v := binary.LittleEndian.Uint64(fastClass[b0:])&and | 0x0101010101010101*fastNoSlashDot
			binary.LittleEndian.PutUint64(row[b0:], v)
		}
		if b1 == '.' {
			row['/'] &^= fastNoSlashDot
		}
	}
}

// parseCanonical sets *c, which must be zero, to the components of s and
// returns true when s is a URL with a host that the basic URL parser would
// serialize as s itself, with no validation error; it returns false when
// it cannot tell, and then the parser decides. (The components written
// where the caller has them rather than returned, which Parse copied
// twice: over the web corpus 762 to 751, over the file corpus 919 to 903.)
func parseCanonical(s string, c *components) bool {
	// A URL's serialization must fit its int32 offsets: see ErrTooLong.
	if len(s) > hrefLimit {
		return false
	}
	// The scheme: lower case, followed by "//". "https://" and
	// "http://" (99% of the web corpus) and "file://" are compared as a
	// whole, which the compiler does with one or two loads; the others go
	// through the scheme table. (From 76 to 12 instructions per URL over
	// the web corpus; "file://", Parse+String over the file corpus, from
	// 1293 to 1217, the collector left out.)
	var i int
	var defaultPort int32
	var isFile bool
	switch {
	case len(s) >= 8 && s[:8] == "https://":
		i, defaultPort = 5, 443
	case len(s) >= 7 && s[:7] == "http://":
		i, defaultPort = 4, 80
	case len(s) >= 7 && s[:7] == "file://":
		i, defaultPort, isFile = 4, -1, true
	default:
		for i < len(s) && fastClass[s[i]]&fastScheme != 0 {
			i++
		}
		if i == 0 || i+2 >= len(s) || s[i] != ':' || s[i+1] != '/' || s[i+2] != '/' || !('a' <= s[0] && s[0] <= 'z') {
			return false
		}
		// A scheme that is not special ("postgres", "redis") has no
		// default port (info.Port is -1, as for file:) and an opaque
		// host: the host's test below tells it by those two.
		info := schemes.Lookup(s[:i])
		defaultPort, isFile = info.Port, info.File
	}
	c.schemeEnd = int32(i)
	c.queryStart, c.fragmentStart = -1, -1

	// The host: a domain that the host parser would only copy. A host that
	// ends in a number (an IPv4 address) is left to the parser.
	i += 3
	c.hostStart = int32(i)
	// scanPairs(s, i, fastHost), written out: with the bit to test a
	// constant and no call. (Parse+String, the collector left out,
	// instructions per URL: calling scanPairs, over the web corpus 746 to
	// 760. Before, scanClass written out with no classes ANDed: over the
	// web corpus 899 to 880, over the file corpus 1102 to 1087; the same
	// loops in a function of their own, which the compiler does not
	// inline, 896; the stop in the last window found by its halves, four
	// bytes, two and one, rather than byte by byte: 903.) The windows are
	// read without slicing, which spares the bounds check (with the
	// path's, over the web corpus 814 to 804), and the bytes after the
	// last window two at a time, in fastClass2 (the path's 804 to 798, the
	// host's 798 to 796; a step of four bytes before the pairs, 748 to
	// 750). What cost more: the host's end found by searching each window
	// for "/" and ":" in a 64-bit word (a zero-byte test) and the bytes
	// before it read in a window ending there, 862 to 934, and with the
	// search for "/" alone, 959: the search took 20 to 35 instructions a
	// window as Go compiles it, more than the lookups it spared.
	for ; i+8 <= len(s) && classOf8(window8(s, i))&fastHost != 0; i += 8 {
	}
	for ; i+2 <= len(s) && fastClass2[pairAt(s, i)]&fastHost != 0; i += 2 {
	}
	if uint(i) < uint(len(s)) && fastClass[s[i]]&fastHost != 0 {
		i++
	}
	c.hostEnd = int32(i)
	switch {
	case c.hostEnd > c.hostStart:
		// isCanonicalDomain(host), written out so that the host is sliced
		// only when its last byte may end a number. (Parse+String, the
		// collector left out, instructions per URL: over the web corpus
		// 974 to 937, over the file corpus 1163 to 1138.)
		// The opaque-host parser keeps the bytes fastHost takes as they
		// are, numbers too. A domain that ends in a number is an IPv4
		// address, which the fast path takes only as the IPv4 serializer
		// writes it ("127.0.0.1"). (Taking these two kinds cost the
		// others some instructions, as the compiler keeps the function's
		// values in other registers: SetHref on an https: URL 765 -> 775
		// a call, String included; with isCanonicalIPv4 asked after the
		// scans, or a flag of its own for an opaque host, the same or
		// more.)
		c.hostKind = HostDomain
		if defaultPort < 0 && !isFile {
			c.hostKind = HostOpaque
		} else if mayEndANumber(s[i-1]) && endsInANumber(unsafeBytes(s[c.hostStart:c.hostEnd])) {
			if !isCanonicalIPv4(s[c.hostStart:c.hostEnd]) {
				return false
			}
			c.hostKind = HostIPv4
		}
		if isFile && s[c.hostStart:c.hostEnd] == "localhost" {
			return false // the file host state empties it
		}
	case isFile:
		c.hostKind = HostEmpty
	default:
		return false // host-missing
	}

	// The port: digits without a leading zero, not the default port. The
	// end of the input is tested once, here, for both the port and the
	// path (over the web corpus 796 to 787, over the file corpus 1001 to
	// 987).
	if uint(i) >= uint(len(s)) {
		return false // no path: the parser writes "/"
	}
	if s[i] == ':' {
		i++
		start, port := i, 0
		for i < len(s) && '0' <= s[i] && s[i] <= '9' && i-start < 5 {
			port = port*10 + int(s[i]-'0')
			i++
		}
		if i == start || s[start] == '0' || port > 65535 || int32(port) == defaultPort || isFile || i >= len(s) {
			return false
		}
	}

	// The path: "/" and then bytes the path state keeps, in one scan in
	// which "/" is an ordinary byte. A "." anywhere clears fastNoDot, a
	// "%" fastNetPath, and only then is the path searched for "/." or
	// "/%", and only where one is found are the segments looked at, for
	// the dot segments the parser would remove. (One branch per segment,
	// taken at random, cost more than the rest of the scan; looking at
	// every segment of a path with a "." in it cost 83 instructions per
	// URL over the web corpus, and the searches, 20.)
	c.pathStart = int32(i)
	if s[i] != '/' {
		return false
	}
	start := i
	// scanClass(s, i, fastPath), written out, that also tells whether a
	// "." follows a "/" in the path (slashDot): the start of every dot
	// segment. It looks for one only in the eight bytes that have a ".",
	// comparing them all at once. (Parse+String, the collector left out,
	// instructions per URL: over the web corpus 1112 with strings.Contains
	// after the scan, 1070 with this; over the file corpus 1397 and 1331.
	// Written out here rather than called: 879 to 870 over the web corpus,
	// 1087 to 1078 over the file corpus.) The pairs of fastClass2 tell it
	// (fastNoSlashDot): the window at i has the pairs that start at i,
	// i+2, i+4 and i+6, and only when it has a "." is the window at i-1
	// read for the pairs between them, a byte before the window being in
	// the path or the host, which has no "/". The bytes after the last
	// window go two at a time, each pair with the one before it. (Over the
	// web corpus 787 to 762, over the file corpus 987 to 919; the "/"s and
	// "."s compared in a 64-bit word, as before, cost 25 instructions a
	// window with a ".".)
	all := uint8(0xFF)
	for ; i+8 <= len(s); i += 8 {
		x := classOf8(window8(s, i))
		if x&fastPath == 0 {
			break
		}
		if x&fastNoDot == 0 {
			x &= classOf8(window8(s, i-1)) | ^uint8(fastNoSlashDot)
		}
		all &= x
	}
	for ; i+2 <= len(s); i += 2 {
		x := fastClass2[pairAt(s, i)]
		if x&fastPath == 0 {
			break
		}
		if x&fastNoDot == 0 {
			x &= fastClass2[pairAt(s, i-1)] | ^uint8(fastNoSlashDot)
		}
		all &= x
	}
	if uint(i) < uint(len(s)) {
		if x := fastClass[s[i]] | fastNoSlashDot; x&fastPath != 0 {
			if x&fastNoDot == 0 {
				x &= fastClass2[pairAt(s, i-1)] | ^uint8(fastNoSlashDot)
			}
			all &= x
			i++
		}
	}
	slashDot := all&fastNoSlashDot == 0
	// The path is looked at again only when it may have a dot segment or
	// a drive letter. (Parse+String, the collector left out, instructions
	// per URL: over the web corpus 991 to 974, over the file corpus, where
	// every path is looked at, 1160 to 1163.)
	if slashDot || all&fastNetPath == 0 || isFile {
		path := s[start:i]
		if (slashDot || all&fastNetPath == 0 && strings.Contains(path, "/%")) && hasDotSegment(path) {
			return false
		}
		// A file: URL whose first segment could be read as a Windows
		// drive letter is left to the parser.
		if isFile && len(path) >= 3 && isAlpha(int(path[1])) && (path[2] == ':' || path[2] == '|') && (len(path) == 3 || path[3] == '/') {
			return false
		}
	}
	c.plain = all&fastNetPath != 0

	// The query and the fragment, after a test for the end of the input,
	// where 95% of the web corpus is (749 to 748, the file corpus 903 to
	// 899). The query is read as the host is (scanPairs rather than
	// scanClass: 748 to 746).
	if i == len(s) {
		return true
	}
	if s[i] == '?' {
		c.queryStart = int32(i)
		i = scanPairs(s, i+1, fastQuery)
	}
	if i < len(s) && s[i] == '#' {
		c.fragmentStart = int32(i)
		i, all = scanClass(s, i+1, fastFragment)
		c.plain = c.plain && all&fastNetFragment != 0
	}
	return i == len(s)
}

// isCanonicalDomain reports whether host, made of fastHost bytes, is a
// domain that the host parser of a special URL gives back as it is: not
// empty and not ending in a number (an IPv4 address).
//
// The last two bytes settle most hosts: when the byte before the last is
// not one mayEndANumber lets through, it is neither "." nor a digit nor a
// hex digit nor "x" (host has no upper case), and it lies in the last
// label, or is the last byte of it before a final ".": a label with such
// a byte is neither digits nor "0x" and hex digits, so host does not end
// in a number, and only the hosts this lets through are asked of
// endsInANumber, the rule's one place. ("other.example", whose last "e"
// may end a hex number: SetHost("other.example:9090") 869 -> 770
// instructions per call, String included, the collector off.)
func isCanonicalDomain(host string) bool {
	n := len(host)
	return n != 0 && !(mayEndANumber(host[n-1]) && (n == 1 || mayEndANumber(host[n-2])) && endsInANumber(unsafeBytes(host)))
}

// isCanonicalIPv4 reports whether host is an IPv4 address as the IPv4
// serializer writes it ("127.0.0.1"): four decimal numbers from 0 to 255
// without leading zeros, joined by ".". The IPv4 parser reads such a host
// as that address, and the serializer gives it back unchanged, as the fast
// path requires of every component (FuzzFastPath, TestFastPathIPv4).
// (The same answer as parseIPv4 followed by appendIPv4 and a comparison,
// the parser's and serializer's own steps; called here, with appendIPv4
// inlined, they took 864 bytes of code and TestBinarySize's program over
// a page, where this takes 128. Not inlined into parseCanonical, for the
// same reason.)
// See https://url.spec.whatwg.org/#concept-ipv4-serializer.
//
//go:noinline
func isCanonicalIPv4(host string) bool {
	parts, n, digits := 0, 0, 0
	for i := 0; i <= len(host); i++ {
		if i == len(host) || host[i] == '.' {
			if digits == 0 || n > 255 {
				return false
			}
			parts, n, digits = parts+1, 0, 0
			continue
		}
		d := host[i] - '0'
		if d > 9 || digits > 0 && n == 0 {
			return false // not a digit, or a leading zero
		}
		n, digits = n*10+int(d), digits+1
	}
	return parts == 4
}

// mayEndANumber reports whether a host whose last byte is b may end in a
// number. Only a last label of digits or of "0x" and hex digits is a
// number, so a host whose last byte (before a final ".") is none of those
// is not scanned again: most end in a letter after f. (endsInANumber took
// 80 instructions per URL over the web corpus; this, 9; read from a table
// of the bytes rather than compared four times, Parse+String over the web
// corpus from 868 to 864, over the file corpus 1080 to 1073, the collector
// left out.)
func mayEndANumber(b byte) bool { return mayEndANumberTable[b] }

var mayEndANumberTable = func() (t [256]bool) {
	for c := range t {
		b := byte(c)
		t[c] = b == '.' || b <= '9' || 'a' <= b && b <= 'f' || b == 'x'
	}
	return
}()

// classOfPairs returns the AND of the classes of the bytes of s, which is
// not empty, with fastNoSlashDot clear when s has "/." (and perhaps when
// it has a byte from 0x80, which has no other bit): the AND of fastClass2
// over every two adjacent bytes, read as windows of eight bytes (classOf8)
// at even and odd offsets, without a branch per window or per byte.
// splicePathname reads its value with it, and so knows whether a dot
// segment may start in it without searching it for "/.". (SetPathname
// ("/docs/2026/index.html"), whose "." sent scanClass's result to
// strings.Contains, callgrind's instructions per call, String included,
// the collector off: 797 -> 686.)
func classOfPairs(s string) uint8 {
	n := len(s)
	if n < 9 {
		all := fastClass[s[n-1]] | fastNoSlashDot
		for i := 0; i+2 <= n; i++ {
			all &= fastClass2[pairAt(s, i)]
		}
		return all
	}
	// The windows at 0 and 1 have the pairs that start at 0 to 7, those at
	// n-9 and n-8 the pairs that start at n-9 to n-2, and the loop the
	// ones between, eight at a time.
	all := classOf8(window8(s, 0)) & classOf8(window8(s, 1)) & classOf8(window8(s, n-9)) & classOf8(window8(s, n-8))
	for i := 8; i < n-9; i += 8 {
		all &= classOf8(window8(s, i)) & classOf8(window8(s, i+1))
	}
	return all
}

// hasDotSegmentClass is hasDotSegment for a path whose pairs of bytes have
// the classes all (classOfPairs): a path without "/." and without "%" is
// not searched.
func hasDotSegmentClass(path string, all uint8) bool {
	return (all&fastNoSlashDot == 0 || all&fastNetPath == 0 && strings.Contains(path, "/%")) && hasDotSegment(path)
}

// hasDotSegment reports whether path, which starts with "/", has a single-
// or double-dot segment ("/.", "/..", "/%2e" and the other spellings).
func hasDotSegment(path string) bool {
	for i := 0; i < len(path); i++ {
		if path[i] != '/' || i+1 == len(path) || (path[i+1] != '.' && path[i+1] != '%') {
			continue
		}
		end := i + 1
		for end < len(path) && path[end] != '/' && end-i <= 7 {
			end++
		}
		if seg := unsafeBytes(path[i+1 : end]); isSingleDot(seg) || isDoubleDot(seg) {
			return true
		}
	}
	return false
}
