// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"unicode/utf8"
)

// The basic URL parser: the authority states (credentials, host and
// port) of a URL that is not a file: URL.
// See https://url.spec.whatwg.org/#authority-state.

// startHost writes "//": url's host is about to be set.
func (p *urlParser) startHost() {
	if p.override == noState {
		p.writeByte('/')
		p.writeByte('/')
		p.usernameEnd = int32(p.outLen())
		p.c.hostStart = p.usernameEnd
	}
}

// host host-parses buffer, with isOpaque true when url is not special,
// and sets url's host to the result. at is the offset of buffer.
func (p *urlParser) host(buffer string, at int) error {
	if p.override != noState {
		host, kind, err := p.appendHost(p.newHostBuf[:0], buffer, at)
		if err != nil {
			return err
		}
		p.setNewHost(host, kind)
		return nil
	}
	if p.special && p.onErr == nil {
		// A buffer of fastHost bytes, and perhaps ASCII upper-case
		// letters, is an ASCII domain that domain-to-ASCII returns as
		// it is, or lowercased (UTS #46 maps each upper-case letter to
		// its lower case and each other byte to itself), when it has no
		// label that starts with "xn--" (see isASCIIDomain). 8. If it
		// ends in a number, return the result of IPv4 parsing it; 9.
		// otherwise it is the host.
		// See https://url.spec.whatwg.org/#concept-host-parser.
		// The authority state's run of fastHost bytes starts at or
		// before buffer: when it reaches buffer, it ends where buffer's
		// own would.
		kept := len(buffer)
		if at+len(buffer) > p.hostRun {
			if kept = p.hostRun - at; kept < 0 {
				kept = scanPairs(buffer, 0, fastHost)
			}
		}
		start, domain := p.outLen(), ""
		if kept == len(buffer) && isASCIIDomain(buffer) {
			p.keep(at, at+len(buffer))
			domain = buffer
		} else if kept < len(buffer) && isUpper(buffer[kept]) {
			domain = p.lowerDomain(buffer, kept)
		} else if kept < len(buffer) && buffer[kept] >= utf8.RuneSelf && len(buffer) <= punyShort {
			if done, err := p.fastDomain(buffer, at); done {
				return err
			}
		}
		if domain != "" {
			if isCanonicalDomain(domain) {
				p.c.hostKind = HostDomain
			} else if _, ok := parseDottedDecimal(domain); ok {
				// The IPv4 parser reads it, and the IPv4 serializer
				// writes it back, as it is.
				p.c.hostKind = HostIPv4
			} else {
				addr, f := parseIPv4(domain, nil)
				if f.failed() {
					return p.fail(f.typ, at+f.at)
				}
				var b [len("255.255.255.255")]byte
				p.truncate(start)
				p.write(string(appendIPv4(b[:0], addr)))
				p.c.hostKind = HostIPv4
			}
			p.c.hostStart, p.c.hostEnd, p.c.pathStart = int32(start), int32(p.outLen()), int32(p.outLen())
			return nil
		}
	}
	if buffer != "" && (buffer[0] == '[' || !p.special && len(buffer) <= len(p.newHostBuf)/3) {
		// A host the host parser writes within p's scratch (an IPv6
		// address, at most 41 bytes; an opaque host, at most three bytes
		// for each) is written there first and then through write, so
		// that one that is the input's bytes keeps the output the
		// input's prefix.
		host, kind, err := p.appendHost(p.newHostBuf[:0], buffer, at)
		if err != nil {
			return err
		}
		start := p.outLen()
		p.write(borrowString(host))
		p.c.hostStart, p.c.hostEnd, p.c.pathStart = int32(start), int32(p.outLen()), int32(p.outLen())
		p.c.hostKind = kind
		return nil
	}
	p.materialize()
	start := len(p.out)
	out, kind, err := p.appendHost(p.out, buffer, at)
	if err != nil {
		return err
	}
	p.out = out
	p.c.hostStart, p.c.hostEnd, p.c.pathStart = int32(start), int32(len(out)), int32(len(out))
	p.c.hostKind = kind
	return nil
}

// lowerDomain appends buffer, whose first kept bytes are fastHost bytes,
// lowercased, and returns what it appended when buffer is made of fastHost
// bytes and ASCII upper-case letters and has no label that starts with
// "xn--" (see isASCIIDomain). Otherwise it writes nothing and returns the
// empty string. The string is read before p.out is written again.
func (p *urlParser) lowerDomain(buffer string, kept int) string {
	p.materialize()
	start := len(p.out)
	p.out = append(p.out, buffer...)
	b := p.out[start:]
	for i := kept; i < len(b); i++ {
		if c := b[i]; fastClass[c]&fastHost == 0 {
			if !isUpper(c) {
				p.out = p.out[:start]
				return ""
			}
			b[i] = c + 'a' - 'A'
		}
	}
	if domain := borrowString(b); isASCIIDomain(domain) {
		return domain
	}
	p.out = p.out[:start]
	return ""
}

// fastDomain is the host parser for buffer, the host of a special URL,
// when buffer is not ASCII (and short: Punycode's buffers are then in
// appendDomainFast's frame, and a host the full parser runs on after all
// allocates no more than it would) and domain to ASCII's fast path decides it
// (appendDomainFast: a domain it accepts has no "%" to percent-decode) and
// its result does not end in a number: it sets url's host and reports
// true, with ErrTooLong when the host makes the URL too long. Otherwise it
// writes nothing and reports false, and the host parser runs in full.
// See https://url.spec.whatwg.org/#concept-host-parser.
func (p *urlParser) fastDomain(buffer string, at int) (done bool, err error) {
	p.materialize()
	start := len(p.out)
	out, ok, _, _ := appendDomainFast(p.out, buffer, false)
	if !ok || !isCanonicalDomain(borrowString(out[start:])) {
		return false, nil
	}
	if p.tooLong(out, start, buffer, at) {
		return true, ErrTooLong
	}
	p.out = out
	p.c.hostStart, p.c.hostEnd, p.c.pathStart = int32(start), int32(len(out)), int32(len(out))
	p.c.hostKind = HostDomain
	return true, nil
}

// tooLong reports whether out, which holds what the parser wrote before
// start and the host parser's domain for buffer (at offset at of the
// input) after it, makes the URL longer than ErrTooLong allows. IDNA can
// make a domain longer than the parser's first check counts: U+3300
// SQUARE APAATO, 3 bytes, maps to four katakana. (A domain that is no
// longer than buffer, and an address, which is at most a few bytes longer,
// leave the check at the end of parsing enough.)
func (p *urlParser) tooLong(out []byte, start int, buffer string, at int) bool {
	// Nor is it, without a call, when the input from buffer on could not
	// pass the limit even if each of its bytes became nine, mayOverflow's
	// own first bound: most URLs.
	if len(out)-start <= len(buffer) || len(out)+9*(len(p.input)-at) <= hrefLimit {
		return false
	}
	return mayOverflow(len(out), p.input[min(at+len(buffer), len(p.input)):])
}

// appendHost runs the host parser (host.go) on buffer, at offset at of
// the input, with isOpaque true when url is not special, and appends the
// host to dst.
func (p *urlParser) appendHost(dst []byte, buffer string, at int) ([]byte, HostKind, error) {
	start := len(dst)
	out, kind, f := appendHost(dst, buffer, !p.special, p.reporterAt(at))
	if f.failed() {
		return dst[:start], 0, p.fail(f.typ, at+f.at)
	}
	if kind == HostDomain && p.tooLong(out, start, buffer, at) {
		return dst[:start], 0, ErrTooLong
	}
	return out, kind, nil
}

// setNewHost records host as the new host of a state override: in p
// itself when it fits (the host parser writes it there, in place), so
// that no allocation holds it.
func (p *urlParser) setNewHost(host []byte, kind HostKind) {
	p.newHostKind, p.hostSet = kind, true
	p.newHostLen, p.newHostLong = 0, ""
	if len(host) <= len(p.newHostBuf) {
		p.newHostLen = uint8(copy(p.newHostBuf[:], host))
		return
	}
	p.newHostLong = string(host)
}

// newHost returns the new host that setNewHost recorded. Its bytes are
// p's, and are not written again while the caller holds it: the states
// compare it and return, and the setter reads it after run (the ownership
// rule in unsafe.go).
func (p *urlParser) newHost() string {
	if p.newHostLong != "" {
		return p.newHostLong
	}
	// newHostBuf[:newHostLen] is not written again while the string is in
	// use, and the string does not outlive p: its callers compare it, or
	// copy it into a new href or record before p goes (borrowString's rule).
	return borrowString(p.newHostBuf[:p.newHostLen])
}

// setHost sets url's host, which follows its credentials.
func (p *urlParser) setHost(host string, kind HostKind) {
	if p.override != noState {
		// setNewHost only reads host, copying it: []byte(host) is not copied.
		p.setNewHost([]byte(host), kind)
		return
	}
	p.c.hostStart = int32(p.outLen())
	p.write(host)
	p.c.hostEnd = int32(p.outLen())
	p.c.pathStart = p.c.hostEnd
	p.c.hostKind = kind
}

// setPort sets url's port, or makes it null when it is the default port of
// url's scheme. The port's ASCII digits are the input's from i to j:
// written as they are when they are port's decimal serialization (no
// leading zero), which they nearly always are.
func (p *urlParser) setPort(port int32, i, j int) {
	if port == p.defaultPort {
		port = -1
	}
	p.port, p.portSet = port, true
	if p.override == noState && port >= 0 {
		p.writeByte(':')
		if p.input[i] != '0' || j-i == 1 {
			p.keep(i, j)
		} else {
			p.materialize()
			p.out = appendDecimal(p.out, uint64(port))
		}
		p.c.pathStart = int32(p.outLen())
	}
}

// specialAuthoritySlashesState runs the special authority slashes state
// at ptr and returns the next state and pointer.
// See https://url.spec.whatwg.org/#special-authority-slashes-state.
func (p *urlParser) specialAuthoritySlashesState(ptr int) (state, int) {
	// If c is "/" and remaining starts with "/", set state to special
	// authority ignore slashes state and increase pointer by 1. Otherwise,
	// special-scheme-missing-following-solidus validation error, set state
	// to special authority ignore slashes state and decrease pointer by 1.
	// The special authority ignore slashes state runs next, here rather
	// than from the dispatcher (run): it always follows.
	if p.at(ptr) == '/' && p.at(ptr+1) == '/' {
		return p.specialAuthorityIgnoreSlashesState(ptr + 2)
	}
	p.report(errSpecialSchemeMissingFollowingSolidus, ptr)
	return p.specialAuthorityIgnoreSlashesState(ptr)
}

// specialAuthorityIgnoreSlashesState runs the special authority ignore
// slashes state at ptr and returns the next state and pointer.
// See https://url.spec.whatwg.org/#special-authority-ignore-slashes-state.
func (p *urlParser) specialAuthorityIgnoreSlashesState(ptr int) (state, int) {
	// If c is neither "/" nor "\", set state to authority state and
	// decrease pointer by 1. Otherwise,
	// special-scheme-missing-following-solidus validation error.
	end := skipSpecialSeparators(p.input, ptr)
	for ; ptr < end; ptr++ {
		p.report(errSpecialSchemeMissingFollowingSolidus, ptr)
	}
	return authorityState, ptr
}

// authorityState runs the authority state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#authority-state.
func (p *urlParser) authorityState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// The authority runs to the first EOF, "/", "?", "#", or, in a
	// special URL, "\". Each "@" in it is an invalid-credentials
	// validation error; what comes before the last "@" is the
	// userinfo, split at its first ":" into username and password,
	// each UTF-8 percent-encoded with the userinfo percent-encode
	// set (which encodes the earlier "@"s as "%40", as the
	// standard's buffer does).
	// The run of bytes a domain keeps (see isASCIIDomain) is most
	// authorities' whole host.
	run := scanPairs(p.input, ptr, fastHost)
	// Nor do ASCII upper-case letters and bytes beyond ASCII, nor any
	// other byte that is no forbidden domain code point: the run given to
	// authorityEndFrom goes on past them, so that a host such as
	// "www.Example.com" or "bücher.de" is not looked at again a byte at a
	// time.
	wide := run
	if wide < len(p.input) && domainClass[p.input[wide]] != domainForbidden {
		for wide < len(p.input) && domainClass[p.input[wide]] != domainForbidden {
			wide++
		}
	}
	end, firstAt, hostStop := authorityEndFrom(p.input, ptr, wide, p.special) // see scan.go
	lastAt := -1
	p.authorityEnd, p.hostStop, p.hostRun = end, hostStop, run
	if firstAt >= 0 {
		for at := firstAt; at >= 0; {
			p.report(errInvalidCredentials, at)
			lastAt = at
			if p.onErr == nil {
				// Nothing to report: the last "@" is all that
				// matters.
				lastAt += strings.LastIndexByte(p.input[at:end], '@')
				break
			}
			k := strings.IndexByte(p.input[at+1:end], '@')
			if k < 0 {
				break
			}
			at += k + 1
		}
	}
	p.startHost()
	if lastAt >= 0 {
		// 2.1. If atSignSeen is true and buffer is the empty
		// string, host-missing validation error, return failure.
		if lastAt+1 == end {
			return st, ptr, p.fail(errHostMissing, end)
		}
		p.sizeOut() // the userinfo may be long: see scan.go
		// One pass finds the first ":" and whether any other byte is
		// to be percent-encoded: most userinfo is then copied as it is.
		userinfo := p.input[ptr:lastAt]
		colon, encode := -1, false
		for i := 0; i < len(userinfo); i++ {
			if c := userinfo[i]; userinfoSet.contains(c) {
				if c == ':' && colon < 0 {
					colon = i
					continue
				}
				encode = true
			}
		}
		user, pass := userinfo, ""
		if colon >= 0 {
			user, pass = userinfo[:colon], userinfo[colon+1:]
		}
		start := p.outLen()
		if !encode && (colon < 0 && user != "" || pass != "") {
			// The serialization writes such userinfo and its "@" as
			// they are: the output may still be the input's prefix.
			p.keep(ptr, lastAt+1)
			p.usernameEnd = int32(start + len(user))
		} else {
			p.materialize()
			if encode {
				p.out = appendUTF8PercentEncoded(p.out, user, &userinfoSet)
			} else {
				p.out = append(p.out, user...)
			}
			p.usernameEnd = int32(len(p.out))
			if pass != "" {
				p.out = append(p.out, ':')
				if encode {
					p.out = appendUTF8PercentEncoded(p.out, pass, &userinfoSet)
				} else {
					p.out = append(p.out, pass...)
				}
			}
			if len(p.out) > start {
				p.out = append(p.out, '@')
			}
		}
		ptr = lastAt + 1
	}
	st = hostState
	return st, ptr, nil
}

// hostState runs the host state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#host-state.
func (p *urlParser) hostState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. If state override is given and url's scheme is "file",
	// then decrease pointer by 1 and set state to file host state.
	if p.override != noState && p.isFile {
		st = fileHostState
		return st, ptr, nil
	}
	// The buffer runs to ":" outside brackets, or to EOF, "/", "?",
	// "#" or, in a special URL, "\".
	// The authority state found where the authority ends, and most often
	// where the host does; with a state override it did not run. See
	// scan.go.
	end := p.hostStop
	if p.override != noState {
		end, _, _ = authorityEnd(p.input, ptr, p.special)
		end = hostEnd(p.input, ptr, end)
	} else if end < 0 {
		end = hostEnd(p.input, ptr, p.authorityEnd)
	}
	buffer := p.input[ptr:end]
	if p.at(end) == ':' {
		// 2. Otherwise, if c is ":" and insideBrackets is false:
		// 2.1. If buffer is the empty string, host-missing
		// validation error, return failure.
		if buffer == "" {
			return st, ptr, p.fail(errHostMissing, end)
		}
		// 2.2. If state override is given and state override is
		// hostname state, then return failure.
		if p.override == hostnameState {
			return st, ptr, errNoChange
		}
		// 2.3-2.5. Let host be the result of host parsing buffer
		// with url is not special; if failure, return failure. Set
		// url's host to host, buffer to the empty string, and
		// state to port state.
		if buffer[0] != '[' {
			p.sizeOutHost(buffer, ptr) // a domain or opaque host may be long: see scan.go
		}
		if err := p.host(buffer, ptr); err != nil {
			return st, ptr, err
		}
		st = portState
		ptr = end + 1
		return st, ptr, nil
	}
	// 3. Otherwise, if c is EOF, "/", "?" or "#", or url is
	// special and c is "\": 3.1. If url is special and buffer is
	// the empty string, host-missing validation error, return
	// failure.
	if p.special && buffer == "" {
		return st, ptr, p.fail(errHostMissing, ptr)
	}
	// 3.2. Otherwise, if state override is given, buffer is the
	// empty string, and either url includes credentials or url's
	// port is non-null, return.
	if p.override != noState && buffer == "" && (p.hasCredentials || p.port >= 0) {
		return st, ptr, errNoChange
	}
	// 3.3-3.5. Host parse buffer, set url's host, and set state
	// to path start state.
	if buffer == "" || buffer[0] != '[' {
		p.sizeOutHost(buffer, ptr) // a domain or opaque host may be long: see scan.go
	}
	if err := p.host(buffer, ptr); err != nil {
		return st, ptr, err
	}
	// 3.6. If state override is given, then return.
	if p.override != noState {
		return doneState, ptr, nil
	}
	st = pathStartState
	ptr = end
	return st, ptr, nil
}

// portState runs the port state at ptr and returns the next state
// and pointer, or the failure.
// See https://url.spec.whatwg.org/#port-state.
func (p *urlParser) portState(ptr int) (next state, nextPtr int, err error) {
	var st state
	// 1. While c is an ASCII digit, append c to buffer.
	end, port := portDigits(p.input, ptr)
	c := p.at(end)
	// 2. Otherwise, if c is EOF, "/", "?" or "#", or url is special
	// and c is "\", or state override is given:
	if !(c == eof || endsAuthority(byte(c), p.special) || p.override != noState) {
		// 3. Otherwise, port-invalid validation error, return
		// failure.
		return st, ptr, p.fail(errPortInvalid, end)
	}
	if end > ptr {
		// 2.1. If buffer is not the empty string: if port is
		// greater than 2^16 − 1, port-out-of-range validation
		// error, return failure; set url's port to null if it is
		// url's scheme's default port, and to port otherwise.
		if port > 65535 {
			return st, ptr, p.fail(errPortOutOfRange, ptr)
		}
		p.setPort(port, ptr, end)
		// 2.1.5. If state override is given, then return.
		if p.override != noState {
			return doneState, ptr, nil
		}
	}
	// 2.2. If state override is given, then return failure.
	if p.override != noState {
		return st, ptr, errNoChange
	}
	// 2.3. Set state to path start state and decrease pointer by 1.
	st = pathStartState
	ptr = end
	return st, ptr, nil
}

// isASCIIDomain reports whether domain-to-ASCII returns buffer, made of
// fastHost bytes (ASCII, neither upper case nor forbidden domain code
// points), as it is, with no validation error to report but perhaps its
// own: when it has no label that starts with "xn--". Percent-decoding
// leaves such a buffer as it is, and UTS #46 ToASCII with CheckHyphens,
// VerifyDnsLength and UseSTD3ASCIIRules false maps each such label to
// itself (only a label that starts with "xn--" is decoded and checked, and
// there is no bidi or joiner to check). It is the run of bytes the host
// state keeps: a domain, or an IPv4 address when it ends in a number.
// See https://url.spec.whatwg.org/#concept-host-parser and
// https://url.spec.whatwg.org/#concept-domain-to-ascii.
func isASCIIDomain(buffer string) bool {
	return buffer != "" && (strings.IndexByte(buffer, '-') < 0 || !strings.Contains(buffer, "xn--"))
}
