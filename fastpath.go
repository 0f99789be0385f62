// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"

	"github.com/weburl/url/internal/schemes"
)

// The fast path: most URLs that programs parse are already in the form the
// URL serializer writes (99.6% of the web corpus, 99.9% of the file
// corpus). For those, the basic URL parser would copy each component
// unchanged; parseCanonical recognizes them in one table-driven pass and
// returns their components without running the state machine. It accepts
// only what it is sure of (a scheme in lower case, "//", no credentials, a
// lower-case ASCII domain, an opaque host, an IPv4 address as serialized
// or the empty host of a file: URL, a port in canonical form, and a path,
// query and fragment of bytes the parser keeps as they are, without dot
// segments: see fastShape) and leaves everything else to the parser.
// FuzzFastPath checks that the two agree on every input the fast path
// takes. It takes Parse+String from about 6400 instructions per URL to
// under 1500 over the web corpus (callgrind, the collector included).

// fastShape reports whether c has the shape of every URL the fast path
// takes: a host after "//" and no credentials, and a path that is not
// opaque. parseCanonical returns only such components, and untouched
// (with the splices after it) relies on nothing more about a URL's href.
func (c *components) fastShape() bool {
	return c.hostKind != HostNone && c.hostStart == c.schemeEnd+3 && !c.opaquePath
}

// parseCanonical sets *c, which must be zero, to the components of s and
// returns true when s is a URL with a host, or with an opaque path, that
// the basic URL parser would serialize as s itself, with no validation
// error; it returns false when it cannot tell, and then the parser
// decides.
func parseCanonical(s string, c *components) bool { return scanCanonical(s, c, nil) }

// A resumePoint says where the basic URL parser can take up an input that
// the fast path did not take: the fast path read s[:ptr] as the parser
// would have, and the parser goes on from there in state st rather than
// reading it again (see parseFrom, and parseResumed for a base). Its
// states:
//
//   - schemeState: s[:ptr-1] is a scheme in lower case and s[ptr-1] ":";
//     the parser ends the scheme state there (endScheme).
//   - portState: the host ends at ptr-1, a ":" followed by digits that run
//     to the end of the authority (so that the authority has no "@" and
//     the host is the whole host); c holds the host.
//   - pathStartState: the authority (host and port) ends at ptr; c holds
//     the host, port its port.
//   - queryState, fragmentState: s[:ptr] ends in the "?" or "#" that starts
//     the component that needs the parser; c holds everything before it.
//   - doneState: the fast path read all of s, which needs only fix (and,
//     with fixEncode, the query's and fragment's bytes from ptr on
//     percent-encoded; with fixDots, the dot segments of the path, which
//     ends at ptr, removed).
//
// A file: URL resumes at its scheme only: its host is the file host
// state's. So does an input with a domain beyond ASCII, a query or
// fragment to percent-encode, or dot segments, read to its end (fixWhole)
// or not, when newLoweredURL does not take it up (see resume).
//
// The fast path reads a scheme or a special URL's domain with upper-case
// letters as what they lowercase to (the scheme state lowercases the
// scheme; UTS #46 maps an ASCII upper-case letter to its lowercase, the
// rest of domain to ASCII then reads the mapped domain), and a special
// URL that ends with its authority as if it had the path "/" after it, and
// an empty or default port as none: then it never takes the input, fix
// says what the parser changes in the prefix it copies, and doneState
// says that nothing else is left to do.
type resumePoint struct {
	st   state // noState: from the start
	fix  fixFlags
	ptr  int32
	port int32
	cut  int32 // with fixPort, the length of ":" and the port's digits after the host
	// kept is true when the fast path read all of s from ptr as bytes
	// that the states reading them keep as they are (a path with a dot
	// segment and a query and fragment that need no encoding): the
	// serialization is no longer than s then, and parseFrom sizes it so.
	kept bool
}

// whole reports whether the fast path read all of an input of n bytes,
// which then needs only r's fixes, and it is short enough for
// newLoweredURL to copy: its URL is newLoweredURL's, without the parser,
// unless the host parser fails on a domain beyond ASCII (fixIDNA) or a
// percent-encoded query or fragment makes it too long (fixEncode).
func (r *resumePoint) whole(n int) bool { return r.st == doneState && n < maxSlab }

// fixFlags say what the parser changes in the input's prefix when it
// resumes, and what it keeps that the fast path does not take.
type fixFlags uint16

const (
	fixScheme      fixFlags = 1 << iota // the scheme has an upper-case letter
	fixHost                             // the domain has an upper-case letter
	fixSlash                            // a special URL's path, "/", is missing
	fixPort                             // an empty or default port, which the href leaves out
	fixCredentials                      // credentials, which the href keeps: not a change, but never taken
	fixIPv6                             // an IPv6 address, which the href keeps: not a change, but never taken
	fixOpaque                           // an opaque path, which the href keeps, after a scheme to lowercase
	fixIDNA                             // a domain beyond ASCII, which the host parser writes (see newIDNAURL)
	fixEncode                           // a query or fragment with bytes to percent-encode from ptr on (see newEncodedURL)
	fixDots                             // a path, up to ptr, with dot segments to remove (see newDotsURL)

	// fixNotTaken are the flags of URLs the fast path would give back as
	// they are, but does not take.
	fixNotTaken = fixCredentials | fixIPv6 | fixOpaque

	// fixWhole are the flags of inputs that only newLoweredURL takes up
	// after the authority: the parser, resuming, takes them up where the
	// scheme ends (see resume).
	fixWhole = fixIDNA | fixEncode | fixDots
)

// userinfoMayEnd reports whether the bytes of a domain from i on end at
// "@": after a host's ":", a password rather than a port. (The password
// of most credentials has such bytes only, and a port always.)
func userinfoMayEnd(s string, i int) bool {
	i = scanPairs(s, i, fastHost)
	return i < len(s) && s[i] == '@'
}

// userinfoEnd returns the index of the "@" that ends the credentials at
// s[i:] when the authority state writes them as they are, or -1: a
// username, not empty, then, optionally, ":" and a password, not empty
// (the serializer leaves out an empty one and its ":"), of bytes outside
// the userinfo percent-encode set, which has "@" and ":" (so that this
// "@" is the authority's only one when the host after it ends the
// authority, as scanCanonical checks).
// See https://url.spec.whatwg.org/#authority-state.
func userinfoEnd(s string, i int) int {
	start := i
	for i < len(s) && !userinfoSet.contains(s[i]) {
		i++
	}
	if i == start || i == len(s) {
		return -1
	}
	if s[i] == ':' {
		i++
		start = i
		for i < len(s) && !userinfoSet.contains(s[i]) {
			i++
		}
		if i == start || i == len(s) {
			return -1
		}
	}
	if s[i] != '@' {
		return -1
	}
	return i
}

// prefix appends s[:k], a prefix of the input the fast path read up to r's
// stop past its host, with r's fixes made, to out, and returns it. It
// moves c's offsets after the host by as much as it cut.
func (r *resumePoint) prefix(out []byte, s string, k int, c *components) []byte {
	start := len(out)
	if r.fix&fixPort != 0 {
		out = append(out, s[:c.hostEnd]...)
		out = append(out, s[int(c.hostEnd+r.cut):k]...)
		c.pathStart -= r.cut
		c.shiftAfterPath(-r.cut)
	} else {
		out = append(out, s[:k]...)
	}
	if r.fix&fixScheme != 0 {
		asciiLowerInPlace(out[start : start+int(c.schemeEnd)])
	}
	if r.fix&fixHost != 0 {
		asciiLowerInPlace(out[start+int(c.hostStart) : start+int(c.hostEnd)])
	}
	return out
}

// stop records that the parser can resume at st and ptr, with url's port
// port and the prefix's fixes fix, if r is not nil, and returns false:
// the fast path's answer.
func (r *resumePoint) stop(st state, ptr int, port int32, fix fixFlags) bool {
	if r != nil {
		r.st, r.ptr, r.port, r.fix = st, int32(ptr), port, fix
	}
	return false
}

// scanOpaque is scanCanonical for a URL whose scheme, at s[:colon], is
// not special and is not followed by "/": the scheme state sets its path
// to the empty string and the opaque path state reads the rest. A path,
// query and fragment of bytes those states keep as they are (the classes
// of a special URL's path, query and fragment, which keep fewer) are
// taken, the URL's serialization being s itself; with an upper-case scheme
// (fix) they are read to the end, for newLoweredURL to copy (fixOpaque).
// plain is the fragment's: an opaque path is never decoded (Opaque holds
// it as it is). Anything else resumes where the scheme ends.
// See https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state.
func scanOpaque(s string, colon int, c *components, r *resumePoint, fix fixFlags) bool {
	i := scanPairs(s, colon+1, fastPath)
	c.schemeEnd = int32(colon)
	c.hostStart, c.hostEnd, c.pathStart = int32(colon+1), int32(colon+1), int32(colon+1)
	c.queryStart, c.fragmentStart = -1, -1
	c.hostKind, c.opaquePath = HostNone, true
	i, all := scanQueryAndFragment(s, i, c)
	if i < len(s) {
		*c = components{}
		return r.stop(schemeState, colon+1, -1, fix)
	}
	c.plain = all&fastNetFragment != 0
	if fix != 0 {
		return r.stop(doneState, len(s), -1, fix|fixOpaque)
	}
	return true
}

// scanQueryAndFragment reads, from i, a query ("?" and bytes the query
// state keeps as they are in a special URL, which keeps fewer than a
// non-special one) and then a fragment ("#" and bytes the fragment state
// keeps), either of which may be missing, and records where they start in
// c. It returns where it stopped and the AND of the fragment's classes
// (all bits without a fragment).
func scanQueryAndFragment(s string, i int, c *components) (int, uint8) {
	if i < len(s) && s[i] == '?' {
		c.queryStart = int32(i)
		i = scanPairs(s, i+1, fastQuery)
	}
	all := uint8(0xFF)
	if i < len(s) && s[i] == '#' {
		c.fragmentStart = int32(i)
		i, all = scanClass(s, i+1, fastFragment)
	}
	return i, all
}

// noPath is scanCanonical's answer for an input whose authority ends it:
// the path start state writes the path of a special URL, "/" (url's path
// is « "" »), and leaves a non-special URL's empty.
// See https://url.spec.whatwg.org/#path-start-state.
func noPath(s string, c *components, r *resumePoint, special bool, port int32, fix fixFlags) bool {
	if !special {
		return r.stop(pathStartState, len(s), port, fix)
	}
	// plain as for the href, which the fast path takes unless it has
	// credentials or an IPv6 address.
	c.pathStart, c.plain = int32(len(s)), fix&fixNotTaken == 0
	return r.stop(doneState, len(s), port, fix|fixSlash)
}

// maxLoweredHost is the longest domain with upper-case letters (lowercased
// on the stack) or beyond ASCII (see newIDNAURL) the fast path reads.
const maxLoweredHost = 64

// lowerShort returns s, no longer than buf, with its ASCII upper-case
// letters lowercased, written into buf, which is not written again while
// the string is in use.
func lowerShort(s string, buf []byte) string {
	buf = buf[:len(s)]
	for i := range buf {
		b := s[i]
		if isUpper(b) {
			b += 'a' - 'A'
		}
		buf[i] = b
	}
	return unsafeString(buf)
}

// domainEnd returns the end of the domain that goes on at s[i] with an
// upper-case letter or a byte beyond ASCII, the first byte that is none of
// those nor a fastHost byte, and whether it has a byte beyond ASCII.
func domainEnd(s string, i int) (end int, beyond bool) {
	for i < len(s) {
		if b := s[i]; b >= utf8.RuneSelf {
			beyond = true
		} else if !isUpper(b) {
			break
		}
		i = scanPairs(s, i+1, fastHost)
	}
	return i, beyond
}

// scanCanonical is parseCanonical, and records in r, when it is not nil
// and s is not taken, where the parser can resume.
func scanCanonical(s string, c *components, r *resumePoint) bool {
	// A URL's serialization must fit its int32 offsets: see ErrTooLong.
	if len(s) > hrefLimit {
		return false
	}
	// The scheme: lower case, followed by "//". "https://", "http://" (99%
	// of the web corpus) and "file://" are compared as a whole, which the
	// compiler does in one or two loads (76 to 12 instructions per URL over
	// the web corpus); the others go through the scheme table.
	var i int
	var defaultPort int32
	var isFile bool
	var fix fixFlags
	switch {
	case len(s) >= 8 && s[:8] == "https://":
		i, defaultPort = 5, 443
	case len(s) >= 7 && s[:7] == "http://":
		i, defaultPort = 4, 80
	case len(s) >= 7 && s[:7] == "file://":
		i, defaultPort, isFile = 4, -1, true
	default:
		for i < len(s) {
			if b := s[i]; fastClass[b]&fastScheme == 0 {
				if !isUpper(b) {
					break
				}
				fix = fixScheme
			}
			i++
		}
		if i == 0 || i >= len(s) || s[i] != ':' || !isAlpha(int(s[0])) {
			return false
		}
		// A scheme that is not special ("postgres", "redis") has no
		// default port (info.Port is -1, as for file:) and an opaque
		// host: the host's test below tells it by those two.
		info := schemes.Lookup(s[:i])
		var lower [len("https")]byte
		if fix != 0 && i <= len(lower) { // no longer scheme is special
			info = schemes.Lookup(lowerShort(s[:i], lower[:]))
		}
		if i+2 >= len(s) || s[i+1] != '/' || s[i+2] != '/' {
			if !info.Special && (i+1 == len(s) || s[i+1] != '/') {
				return scanOpaque(s, i, c, r, fix)
			}
			return r.stop(schemeState, i+1, -1, fix)
		}
		defaultPort, isFile = info.Port, info.File
	}
	c.schemeEnd = int32(i)
	c.queryStart, c.fragmentStart = -1, -1
	afterScheme := i + 1 // where the parser resumes when the host is not taken

	// The host: a domain that the host parser would only copy, an opaque
	// host of bytes the opaque-host parser keeps, or an IPv4 address as the
	// IPv4 serializer writes it ("127.0.0.1").
	i += 3
	hostStart := i
	i = scanPairs(s, i, fastHost)
	if i < len(s) && (s[i] == '@' || s[i] == ':' && userinfoMayEnd(s, i+1)) && !isFile {
		// Credentials the authority state writes as they are (a file: URL
		// has none): the host follows their "@". Such a URL is never
		// taken (see fastShape).
		if at := userinfoEnd(s, hostStart); at >= 0 {
			fix |= fixCredentials
			hostStart = at + 1
			i = scanPairs(s, hostStart, fastHost)
		}
	}
	if i == hostStart && i < len(s) && s[i] == '[' && !isFile {
		// An IPv6 address as the IPv6 serializer writes it, which the
		// host parser of any URL but a file: URL (its host is the file
		// host state's) gives back as it is. Such a URL is never taken
		// (fastShape is a domain's, an opaque host's or an IPv4
		// address's shape).
		if k := strings.IndexByte(s[i:], ']'); k > 0 && isSerializedIPv6(s[i:i+k+1]) {
			fix |= fixIPv6
			i += k + 1
		}
	}
	host := s[hostStart:i]
	if i < len(s) && (isUpper(s[i]) || s[i] >= utf8.RuneSelf) && (defaultPort >= 0 || isFile) && fix&fixIPv6 == 0 {
		// A domain with upper-case letters, read as what it lowercases
		// to, or beyond ASCII ("bücher.de"), which the host parser reads:
		// in a special URL other than file: (whose host is the file host
		// state's) it is read to its end, for newIDNAURL to hand to the
		// host parser when the rest of the input is read whole (the
		// parser takes up any other where its scheme ends: see resume).
		// Either up to maxLoweredHost bytes.
		var beyond bool
		i, beyond = domainEnd(s, i)
		if i-hostStart > maxLoweredHost || beyond && (r == nil || isFile) {
			return r.stop(schemeState, afterScheme, -1, fix)
		}
		if beyond {
			fix |= fixIDNA
		} else {
			var lower [maxLoweredHost]byte
			host = lowerShort(s[hostStart:i], lower[:])
			fix |= fixHost
		}
	}
	if i < len(s) && s[i] >= utf8.RuneSelf {
		// A host beyond ASCII that is not a special URL's domain.
		return r.stop(schemeState, afterScheme, -1, fix)
	}
	c.hostStart, c.hostEnd = int32(hostStart), int32(i)
	switch {
	case fix&(fixIPv6|fixIDNA) != 0:
		c.hostKind = HostIPv6
		if fix&fixIDNA != 0 {
			c.hostKind = HostDomain // or an IPv4 address: newIDNAURL says
		}
	case host == "" && isFile:
		c.hostKind = HostEmpty
	case host == "":
		return r.stop(schemeState, afterScheme, -1, fix) // host-missing
	case defaultPort < 0 && !isFile:
		c.hostKind = HostOpaque
	case isCanonicalDomain(host):
		if isFile && host == "localhost" {
			return r.stop(schemeState, afterScheme, -1, fix) // the file host state empties it
		}
		c.hostKind = HostDomain
	case isSerializedIPv4(host):
		c.hostKind = HostIPv4
	default:
		return r.stop(schemeState, afterScheme, -1, fix)
	}
	// The shape untouched relies on, tested here where the host's fields
	// were just computed (opaquePath is never set by this function), but
	// for the credentials of a URL that is not taken.
	if !c.fastShape() && fix&fixNotTaken == 0 {
		return r.stop(schemeState, afterScheme, -1, fix)
	}
	// Past the host, the parser may resume after the authority only when
	// the host ends it (or a port that does): a host that stops at any
	// other byte ("@", an upper-case letter) is not the whole host. A
	// file: URL's host is the file host state's.
	special := defaultPort >= 0 || isFile
	if isFile && (i >= len(s) || s[i] != '/') {
		return r.stop(schemeState, afterScheme, -1, fix)
	}

	// The port: digits without a leading zero, not the default port.
	if i >= len(s) {
		return noPath(s, c, r, special, -1, fix)
	}
	port := int32(-1)
	if s[i] == ':' {
		i++
		start, n := i, 0
		for i < len(s) && '0' <= s[i] && s[i] <= '9' && i-start < 5 {
			n = n*10 + int(s[i]-'0')
			i++
		}
		ends := i == len(s) || endsAuthority(s[i], special)
		switch {
		case ends && (i == start || int32(n) == defaultPort):
			// The port state leaves url's port null for an empty port
			// and for the default port: the href has neither ":" nor
			// digits, which the parser cuts (fixPort).
			fix |= fixPort
			if r != nil {
				r.cut = int32(i - int(c.hostEnd))
			}
		case i == start || s[start] == '0' || n > 65535 || int32(n) == defaultPort:
			if ends {
				return r.stop(portState, start, -1, fix)
			}
			return r.stop(schemeState, afterScheme, -1, fix)
		default:
			port = int32(n)
		}
		if i >= len(s) {
			return noPath(s, c, r, special, port, fix)
		}
	}

	// The path: "/" and then bytes the path state keeps, in one scan in
	// which "/" is an ordinary byte. Only a path that may hold a dot
	// segment ("/." or "/%") or, in a file: URL, a drive letter is looked
	// at again.
	c.pathStart = int32(i)
	if s[i] != '/' {
		if endsAuthority(s[i], special) {
			return r.stop(pathStartState, i, port, fix)
		}
		return r.stop(schemeState, afterScheme, -1, fix)
	}
	start := i
	i, all := scanClass(s, i, fastPath)
	slashDot := all&fastNoSlashDot == 0
	if slashDot || all&fastNetPath == 0 || isFile {
		path := s[start:i]
		if (slashDot || all&fastNetPath == 0 && strings.Contains(path, "/%")) && hasDotSegment(path) {
			if r != nil && !isFile && keptAfterDots(s, i, c, r, fix) {
				return r.stop(doneState, i, port, fix|fixDots)
			}
			return r.stop(pathStartState, start, port, fix)
		}
		// A file: URL whose first segment could be read as a Windows
		// drive letter is left to the parser.
		if isFile && len(path) >= 3 && isAlpha(int(path[1])) && (path[2] == ':' || path[2] == '|') && (len(path) == 3 || path[3] == '/') {
			return r.stop(schemeState, afterScheme, -1, fix)
		}
	}
	c.plain = all&fastNetPath != 0

	// The query and the fragment.
	i, all = scanQueryAndFragment(s, i, c)
	c.plain = c.plain && all&fastNetFragment != 0
	if i == len(s) {
		if fix != 0 {
			// plain is the fast path's verdict on the href, which it
			// does not take when it has credentials.
			c.plain = c.plain && fix&fixNotTaken == 0
			return r.stop(doneState, i, port, fix)
		}
		return true
	}
	// The component that stopped the scan is the parser's, from its start.
	switch {
	case isFile:
		return r.stop(schemeState, afterScheme, -1, fix)
	case c.fragmentStart >= 0 || c.queryStart >= 0:
		st, at := queryState, c.queryStart
		if c.fragmentStart >= 0 {
			st, at = fragmentState, c.fragmentStart
		}
		// The rest only to percent-encode is newEncodedURL's: a fragment,
		// or a special URL's query (the query state encodes it with the
		// special-query set, newEncodedURL's).
		if r != nil && (st == fragmentState || defaultPort >= 0) && fix&fixIDNA == 0 && scanEncodedRest(s, i, c) {
			c.plain = c.plain && fix&fixNotTaken == 0
			return r.stop(doneState, i, port, fix|fixEncode)
		}
		return r.stop(st, int(at)+1, port, fix)
	}
	return r.stop(pathStartState, start, port, fix)
}

// keptAfterDots is scanCanonical for the rest of an input s whose path,
// up to i, has dot segments and bytes the path state keeps as they are,
// in a URL with a host other than a file: URL: it sets r.kept when the
// query and fragment the fast path keeps end s (removing dot segments
// only shortens the path). It reports whether newLoweredURL is to write
// the path (fixDots), as it does for an input short enough, and then
// records the query and fragment in c; plain is newDotsURL's, once the
// path is written.
func keptAfterDots(s string, i int, c *components, r *resumePoint, fix fixFlags) bool {
	rest := components{queryStart: -1, fragmentStart: -1}
	j, _ := scanQueryAndFragment(s, i, &rest)
	r.kept = j == len(s) && fix&fixIDNA == 0
	if !r.kept || len(s) >= maxSlab {
		return false
	}
	c.queryStart, c.fragmentStart = rest.queryStart, rest.fragmentStart
	c.plain = fix&fixNotTaken == 0
	return true
}

// scanEncodedRest reports whether the rest of an input s, from i, where
// the fast path stopped in its query or fragment (c says which), is what
// the query and fragment states only percent-encode (newEncodedURL does,
// from i): no tab or newline, which the parser removes first, no C0
// control or space at the end, which it trims, and s shorter than
// maxSlab, for newLoweredURL to copy. Stopped in the query, it records
// in c where the fragment starts, if anywhere.
// See https://url.spec.whatwg.org/#query-state and
// https://url.spec.whatwg.org/#fragment-state.
func scanEncodedRest(s string, i int, c *components) bool {
	if len(s) >= maxSlab || s[len(s)-1] <= ' ' || indexTabOrNewline(s[i:]) >= 0 {
		return false
	}
	if c.fragmentStart < 0 {
		if k := strings.IndexByte(s[i:], '#'); k >= 0 {
			c.fragmentStart = int32(i + k)
		}
	}
	return true
}

// isCanonicalDomain reports whether host, made of fastHost bytes, is a
// domain that the host parser of a special URL gives back as it is: not
// empty and not ending in a number (an IPv4 address).
//
// The last two bytes settle most hosts without endsInANumber, the rule's
// one place: a byte that mayEndANumber rejects lies in the last label (or
// ends it before a final "."), which is then neither digits nor "0x" and
// hex digits. (SetHost("other.example:9090"): 869 to 770 instructions.)
func isCanonicalDomain(host string) bool {
	switch n := len(host); {
	case n == 0:
		return false
	case !mayEndANumber(host[n-1]), n >= 2 && !mayEndANumber(host[n-2]):
		return true
	}
	return !endsInANumber(unsafeBytes(host))
}

// isSerializedIPv4 reports whether host is an IPv4 address as the IPv4
// serializer writes it: the IPv4 parser reads it, with no validation
// error, as an address that the serializer writes back unchanged.
// See https://url.spec.whatwg.org/#concept-ipv4-serializer.
func isSerializedIPv4(host string) bool {
	// A nil parser reports nothing (see report).
	addr, err := (*urlParser)(nil).parseIPv4(host, 0, false)
	var buf [len("255.255.255.255")]byte
	return err == nil && string(appendIPv4(buf[:0], addr)) == host
}

// isSerializedIPv6 reports whether host, in brackets, is an IPv6 address
// as the IPv6 serializer writes it: the IPv6 parser reads what is inside
// the brackets as an address that the serializer writes back unchanged.
// See https://url.spec.whatwg.org/#concept-ipv6-serializer.
func isSerializedIPv6(host string) bool {
	if len(host) < len("[::]") || len(host) > len("[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]") {
		return false
	}
	// A nil parser reports nothing (see report).
	addr, err := (*urlParser)(nil).parseIPv6(host[1:len(host)-1], 1)
	var buf [len("[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]")]byte
	return err == nil && string(appendIPv6(buf[:0], addr)) == host
}

// mayEndANumber reports whether a host whose last byte is b may end in a
// number. Only a last label of digits or of "0x" and hex digits is a
// number, so a host whose last byte (before a final ".") is none of those
// is not scanned again: most end in a letter after f (9 instructions per
// URL over the web corpus, against endsInANumber's 80).
func mayEndANumber(b byte) bool { return mayEndANumberTable[b] }

var mayEndANumberTable = func() (t [256]bool) {
	for c := range t {
		b := byte(c)
		t[c] = b == '.' || b <= '9' || 'a' <= b && b <= 'f' || b == 'x'
	}
	return
}()

// hasDotSegmentClass is hasDotSegment for a path whose bytes have the
// classes all (scanClass): a path without "/." and without "%" is not
// searched.
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
