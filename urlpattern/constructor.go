// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

// Constructor string parsing.
// See https://urlpattern.spec.whatwg.org/#constructor-string-parsing.
//
// The constructor string parser splits a shorthand like
// "https://example.com/:category/*" into an Init. It is like the basic URL
// parser, but runs over tokens of the lenient policy, so that pattern syntax
// (":name", "(regexp)", "{…}") is never mistaken for a component separator,
// and it does not canonicalize: that happens when each component compiles.

// A constructorState is the constructor string parser's state.
// See https://urlpattern.spec.whatwg.org/#constructor-string-parser-state.
type constructorState uint8

const (
	stateInit constructorState = iota
	stateProtocol
	stateAuthority
	stateUsername
	statePassword
	stateHostname
	statePort
	statePathname
	stateSearch
	stateHash
	stateDone
)

// A constructorStringParser is the standard's constructor string parser.
// See https://urlpattern.spec.whatwg.org/#constructor-string-parser.
type constructorStringParser struct {
	input                            string
	tokenList                        []token
	result                           Init
	componentStart                   int
	tokenIndex                       int
	tokenIncrement                   int
	groupDepth                       int
	hostnameIPv6BracketDepth         int
	protocolMatchesSpecialSchemeFlag bool
	state                            constructorState
}

// parseConstructorString parses a constructor string into an Init.
// See https://urlpattern.spec.whatwg.org/#parse-a-constructor-string.
func parseConstructorString(input string) (*Init, error) {
	tokenList, _ := tokenize(input, policyLenient) // lenient: never fails
	p := &constructorStringParser{input: input, tokenList: tokenList, tokenIncrement: 1}
	for p.tokenIndex < len(p.tokenList) {
		// The token index advances by the token increment at the end of
		// each iteration; change state and rewind set it to 0.
		p.tokenIncrement = 1
		if p.tokenList[p.tokenIndex].typ == tokenEnd {
			if p.state == stateInit {
				// No protocol terminator was found: this is a relative
				// constructor string, which starts with the pathname, the
				// search or the hash.
				p.rewind()
				switch {
				case p.isHashPrefix():
					p.changeState(stateHash, 1)
				case p.isSearchPrefix():
					p.changeState(stateSearch, 1)
				default:
					p.changeState(statePathname, 0)
				}
				p.tokenIndex += p.tokenIncrement
				continue
			}
			if p.state == stateAuthority {
				// No "@" was found: there is no username or password.
				p.rewindAndSetState(stateHostname)
				p.tokenIndex += p.tokenIncrement
				continue
			}
			p.changeState(stateDone, 0)
			break
		}
		// Code points inside "{…}" groups are never component boundaries.
		if p.isGroupOpen() {
			p.groupDepth++
			p.tokenIndex += p.tokenIncrement
			continue
		}
		if p.groupDepth > 0 {
			if p.isGroupClose() {
				p.groupDepth--
			} else {
				p.tokenIndex += p.tokenIncrement
				continue
			}
		}
		switch p.state {
		case stateInit:
			if p.isProtocolSuffix() {
				p.rewindAndSetState(stateProtocol)
			}
		case stateProtocol:
			if p.isProtocolSuffix() {
				// Compile the protocol now: whether it matches a special
				// scheme decides whether an authority follows and what
				// the pathname defaults to.
				if err := p.computeProtocolMatchesSpecialSchemeFlag(); err != nil {
					return nil, err
				}
				nextState := statePathname
				skip := 1
				if p.nextIsAuthoritySlashes() {
					nextState = stateAuthority
					skip = 3
				} else if p.protocolMatchesSpecialSchemeFlag {
					nextState = stateAuthority
				}
				p.changeState(nextState, skip)
			}
		case stateAuthority:
			if p.isIdentityTerminator() {
				p.rewindAndSetState(stateUsername)
			} else if p.isPathnameStart() || p.isSearchPrefix() || p.isHashPrefix() {
				p.rewindAndSetState(stateHostname)
			}
		case stateUsername:
			if p.isPasswordPrefix() {
				p.changeState(statePassword, 1)
			} else if p.isIdentityTerminator() {
				p.changeState(stateHostname, 1)
			}
		case statePassword:
			if p.isIdentityTerminator() {
				p.changeState(stateHostname, 1)
			}
		case stateHostname:
			switch {
			case p.isIPv6Open():
				p.hostnameIPv6BracketDepth++
			case p.isIPv6Close():
				p.hostnameIPv6BracketDepth--
			case p.isPortPrefix() && p.hostnameIPv6BracketDepth == 0:
				p.changeState(statePort, 1)
			case p.isPathnameStart():
				p.changeState(statePathname, 0)
			case p.isSearchPrefix():
				p.changeState(stateSearch, 1)
			case p.isHashPrefix():
				p.changeState(stateHash, 1)
			}
		case statePort:
			switch {
			case p.isPathnameStart():
				p.changeState(statePathname, 0)
			case p.isSearchPrefix():
				p.changeState(stateSearch, 1)
			case p.isHashPrefix():
				p.changeState(stateHash, 1)
			}
		case statePathname:
			if p.isSearchPrefix() {
				p.changeState(stateSearch, 1)
			} else if p.isHashPrefix() {
				p.changeState(stateHash, 1)
			}
		case stateSearch:
			if p.isHashPrefix() {
				p.changeState(stateHash, 1)
			}
		case stateHash:
			// Do nothing.
		}
		p.tokenIndex += p.tokenIncrement
	}
	// A hostname without a port means the default port; "https://*:*"
	// is how to match any.
	if p.result.Hostname != nil && p.result.Port == nil {
		p.result.Port = new("")
	}
	return &p.result, nil
}

// changeState ends the current component, sets the components the
// transition skips over to their defaults, and moves to newState skip tokens
// on.
// See https://urlpattern.spec.whatwg.org/#change-state.
func (p *constructorStringParser) changeState(newState constructorState, skip int) {
	if p.state != stateInit && p.state != stateAuthority && p.state != stateDone {
		*p.resultField(p.state) = new(p.makeComponentString())
	}
	if p.state != stateInit && newState != stateDone {
		// Passing from before the hostname to after it: the hostname is
		// empty.
		if (p.state == stateProtocol || p.state == stateAuthority || p.state == stateUsername || p.state == statePassword) &&
			(newState == statePort || newState == statePathname || newState == stateSearch || newState == stateHash) &&
			p.result.Hostname == nil {
			p.result.Hostname = new("")
		}
		// Passing from before the pathname to after it: the pathname is
		// "/" for a special scheme and empty otherwise.
		if (p.state == stateProtocol || p.state == stateAuthority || p.state == stateUsername || p.state == statePassword ||
			p.state == stateHostname || p.state == statePort) &&
			(newState == stateSearch || newState == stateHash) &&
			p.result.Pathname == nil {
			if p.protocolMatchesSpecialSchemeFlag {
				p.result.Pathname = new("/")
			} else {
				p.result.Pathname = new("")
			}
		}
		// Passing from before the search to the hash: the search is empty.
		if (p.state == stateProtocol || p.state == stateAuthority || p.state == stateUsername || p.state == statePassword ||
			p.state == stateHostname || p.state == statePort || p.state == statePathname) &&
			newState == stateHash && p.result.Search == nil {
			p.result.Search = new("")
		}
	}
	p.state = newState
	p.tokenIndex += skip
	p.componentStart = p.tokenIndex
	p.tokenIncrement = 0
}

// resultField returns the field of the result that state st fills in.
func (p *constructorStringParser) resultField(st constructorState) **string {
	switch st {
	case stateProtocol:
		return &p.result.Protocol
	case stateUsername:
		return &p.result.Username
	case statePassword:
		return &p.result.Password
	case stateHostname:
		return &p.result.Hostname
	case statePort:
		return &p.result.Port
	case statePathname:
		return &p.result.Pathname
	case stateSearch:
		return &p.result.Search
	case stateHash:
		return &p.result.Hash
	}
	panic("urlpattern: no component for constructor string parser state")
}

// See https://urlpattern.spec.whatwg.org/#rewind.
func (p *constructorStringParser) rewind() {
	p.tokenIndex = p.componentStart
	p.tokenIncrement = 0
}

// See https://urlpattern.spec.whatwg.org/#rewind-and-set-state.
func (p *constructorStringParser) rewindAndSetState(st constructorState) {
	p.rewind()
	p.state = st
}

// getSafeToken returns the token at index, or the end token past the end.
// See https://urlpattern.spec.whatwg.org/#get-a-safe-token.
func (p *constructorStringParser) getSafeToken(index int) *token {
	if index < len(p.tokenList) {
		return &p.tokenList[index]
	}
	return &p.tokenList[len(p.tokenList)-1]
}

// isNonSpecialPatternChar reports whether the token at index is the plain
// (char, escaped-char or invalid-char) code point value.
// See https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char.
func (p *constructorStringParser) isNonSpecialPatternChar(index int, value string) bool {
	t := p.getSafeToken(index)
	if t.value != value {
		return false
	}
	return t.typ == tokenChar || t.typ == tokenEscapedChar || t.typ == tokenInvalidChar
}

// See https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix.
func (p *constructorStringParser) isProtocolSuffix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

// See https://urlpattern.spec.whatwg.org/#next-is-authority-slashes.
func (p *constructorStringParser) nextIsAuthoritySlashes() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex+1, "/") && p.isNonSpecialPatternChar(p.tokenIndex+2, "/")
}

// See https://urlpattern.spec.whatwg.org/#is-an-identity-terminator.
func (p *constructorStringParser) isIdentityTerminator() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "@")
}

// See https://urlpattern.spec.whatwg.org/#is-a-password-prefix.
func (p *constructorStringParser) isPasswordPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

// See https://urlpattern.spec.whatwg.org/#is-a-port-prefix.
func (p *constructorStringParser) isPortPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

// See https://urlpattern.spec.whatwg.org/#is-a-pathname-start.
func (p *constructorStringParser) isPathnameStart() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "/")
}

// isSearchPrefix reports whether the token is a "?" that starts the search:
// a plain "?", or an other-modifier "?" that cannot be a modifier because no
// group precedes it.
// See https://urlpattern.spec.whatwg.org/#is-a-search-prefix.
func (p *constructorStringParser) isSearchPrefix() bool {
	if p.isNonSpecialPatternChar(p.tokenIndex, "?") {
		return true
	}
	if p.tokenList[p.tokenIndex].value != "?" {
		return false
	}
	previousIndex := p.tokenIndex - 1
	if previousIndex < 0 {
		return true
	}
	switch p.getSafeToken(previousIndex).typ {
	case tokenName, tokenRegexp, tokenClose, tokenAsterisk:
		return false
	}
	return true
}

// See https://urlpattern.spec.whatwg.org/#is-a-hash-prefix.
func (p *constructorStringParser) isHashPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "#")
}

// See https://urlpattern.spec.whatwg.org/#is-a-group-open.
func (p *constructorStringParser) isGroupOpen() bool {
	return p.tokenList[p.tokenIndex].typ == tokenOpen
}

// See https://urlpattern.spec.whatwg.org/#is-a-group-close.
func (p *constructorStringParser) isGroupClose() bool {
	return p.tokenList[p.tokenIndex].typ == tokenClose
}

// See https://urlpattern.spec.whatwg.org/#is-an-ipv6-open.
func (p *constructorStringParser) isIPv6Open() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "[")
}

// See https://urlpattern.spec.whatwg.org/#is-an-ipv6-close.
func (p *constructorStringParser) isIPv6Close() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "]")
}

// makeComponentString returns the input from the component start token to
// the current token.
// See https://urlpattern.spec.whatwg.org/#make-a-component-string.
func (p *constructorStringParser) makeComponentString() string {
	t := &p.tokenList[p.tokenIndex]
	componentStartInputIndex := p.getSafeToken(p.componentStart).index
	return p.input[componentStartInputIndex:t.index]
}

// computeProtocolMatchesSpecialSchemeFlag compiles the protocol read so far
// and records whether it matches a special scheme.
// See https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag.
func (p *constructorStringParser) computeProtocolMatchesSpecialSchemeFlag() error {
	protocolString := p.makeComponentString()
	protocolComponent, err := compileComponent(protocolString, canonicalizeProtocol, defaultOptions)
	if err != nil {
		return &Error{Component: "protocol", Input: protocolString, Err: err}
	}
	if protocolComponent.matchesSpecialScheme() {
		p.protocolMatchesSpecialSchemeFlag = true
	}
	return nil
}
