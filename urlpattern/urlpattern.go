// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package urlpattern implements the URL Pattern Standard
// (https://urlpattern.spec.whatwg.org/): patterns such as
// "https://example.com/books/:id" or {pathname: "/blog/:year(\d+)/*"} that
// match URLs component by component and capture groups from them.
//
// It follows the standard's algorithms step by step (each function names the
// algorithm it implements and links its anchor), on top of this module's
// WHATWG URL parser, and passes the web platform tests' urlpatterntestdata.json.
// It also implements two proposals that are not yet in the standard:
// CompareComponent (URLPattern.compareComponent) and Generate
// (URLPattern.prototype.generate), as Chromium ships them.
//
// # Regular expressions
//
// The standard compiles each component into an ECMAScript regular
// expression (with the v flag, and i for Options.IgnoreCase), and a pattern
// may embed its own, as in ":id(\d+)". This package translates those
// expressions into Go's RE2 syntax with the same meaning and matches with
// package regexp, so matching takes time linear in the input, whatever the
// pattern. The price is that a regular expression group using lookaround
// ((?=…), (?!…), (?<=…), (?<!…)) or a backreference, which RE2 cannot
// express, makes New fail where a browser would accept the pattern.
// Components that are a single fixed text, a single "*", or empty are
// matched without a regular expression.
//
// # Limits
//
// Patterns may come from untrusted sources: compiling one takes time and
// memory at most linear in its length, and these caps bound the length:
//
//   - a constructor string, a base URL or a component of an Init is at
//     most MaxPatternLength (16 KiB) bytes, or New fails with
//     ErrPatternTooLong;
//   - a component parses into at most MaxParts (1,000) parts, or
//     ErrTooManyParts;
//   - a component's regular expression compiles to at most 10,000
//     instructions plus 16 per byte of the expression, where a counted
//     repetition such as "a{1000}" counts its body each time (and each
//     copy of a character class counts a tenth of its ranges), and its
//     translation to RE2 is at most 256 KiB plus 64 bytes per byte (a
//     "\p{L}" spells out 10 KB of ranges), or ErrRegexpTooLarge. Without
//     counted repetitions and property escapes an expression compiles to a
//     few instructions per byte and stays far below.
//
// Matching then takes time linear in the URL's length for each pattern
// tried; a List's miss tries every pattern its index cannot rule out.
//
// # Which text is followed
//
// The package follows the standard at whatwg/urlpattern commit 203d435
// (2026-03-20). It was first written to the text of 2024-09-27 (commit
// b45203d); these changes to the text since then are implemented, each where
// its algorithm lives:
//
//   - 45d7e05 (2025-01-07): process a URLPatternInit resolves a relative
//     pathname against a base URL that does not have an opaque path (the
//     text read "has").
//   - 541a853 (2025-01-09): URLs are parsed with the basic URL parser (not
//     observable here: no blob URL entries).
//   - 7564e2d, aa43064 (2025-01-09, 2025-01-15): a base URL's host is
//     serialized, and null is the empty string.
//   - ab1d2fa (2025-01-16): the tokenizer uses Infra's ASCII code point.
//   - 5c979a3 (2025-03-20): the path start, query and fragment state
//     overrides do not fail.
//   - e84799f (2025-03-24): matching a URL records its serialization as the
//     input (ExecURL's Inputs).
//   - 46c30fd (2025-03-26): the canonicalization callbacks parse into a dummy
//     URL, the basic URL parser's result for "https://dummy.invalid/", so
//     each component is canonicalized as a special URL's: a "\" in a
//     pathname is "/" (the pattern "https://x/a\\b" matches https://x/a\b),
//     search uses the special-query percent-encode set ("a'b" is "a%27b"),
//     and the hostname is a domain run through IDNA.
//   - 5e1c93e (2025-03-26): canonicalize a pathname empties the dummy URL's
//     path first.
//   - 696b402 (2025-03-27): process a URLPatternInit passes "" as the
//     protocol of port and pathname processing when it has none.
//   - 203d435 (2026-03-20): a component's match result has one group per
//     name in its group name list, however many captures a regexp group
//     nests.
//
// Canonicalize an opaque pathname runs the opaque path state, which ends
// the path at the first "?" or "#" (what follows goes to the dummy URL's
// query or fragment): {protocol: "sc", pathname: "a\\?b"} has the pathname
// "a", and {pathname: "/foo#bar", baseURL: "sc:opaque"} "/foo". The
// standard's editors consider this state override unsupported
// (whatwg/urlpattern#267, open); this package does what the text says.
//
// # Where the standard's text is not followed
//
//   - Canonicalize a pathname removes the "/-" it prepended by taking the
//     result from its third code point on; a ".." segment can remove the
//     "-" segment ("a/.." parses to "/"), and the text then cuts into the
//     path or past its end. The prefix is removed only where it is still
//     there, and the result is otherwise returned as parsed.
//   - Canonicalize a port without a protocol parses into a dummy URL whose
//     scheme is empty, not "https", as whatwg/urlpattern#286 (merged
//     2026-06-12, after the commit followed) does: otherwise "443" in any
//     port pattern would canonicalize to "" ({port: "*443"} would be
//     {port: "*"}).
//   - A regular expression group that RE2 cannot express (see above) is an
//     error.
//
// # Differences from the JavaScript API
//
//   - New and NewFromInit are the two shapes of the constructor; a base URL
//     of "" means none (JavaScript's new URLPattern(s, "") fails instead).
//   - Test and Exec take a URL string and a base URL ("" for none); TestInit
//     and ExecInit take an Init, whose BaseURL field is its base URL; TestURL
//     and ExecURL take a parsed URL, as the standard's match can.
//   - Strings are UTF-8. Invalid UTF-8 is read as U+FFFD, as JavaScript reads
//     a lone surrogate.
package urlpattern

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	url "github.com/weburl/url"
	"github.com/weburl/url/internal/schemes"
	"github.com/weburl/url/urlpattern/internal/ecmaregexp"
)

// Options are the URL pattern options.
// See https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions.
type Options struct {
	// IgnoreCase makes the pathname, search and hash match without regard
	// to case (the regular expression's i flag). The other components are
	// canonicalized, which lowercases what case does not matter in.
	IgnoreCase bool
}

// A URLPattern is a compiled URL pattern: one pattern per URL component.
// It is safe for concurrent use.
// See https://urlpattern.spec.whatwg.org/#url-pattern-struct.
type URLPattern struct {
	protocol, username, password, hostname, port, pathname, search, hash *component
}

// componentNames are the eight components in the standard's order.
var componentNames = [...]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

// components returns p's components in the order of componentNames.
func (p *URLPattern) components() [8]*component {
	return [8]*component{p.protocol, p.username, p.password, p.hostname, p.port, p.pathname, p.search, p.hash}
}

// component returns the component named name, or nil.
func (p *URLPattern) component(name string) *component {
	for i, n := range componentNames {
		if n == name {
			return p.components()[i]
		}
	}
	return nil
}

// New compiles a URL pattern from a constructor string such as
// "https://example.com/:category/*" or, with a base URL, "../admin/*".
// baseURL is "" for none; a constructor string without a protocol then fails.
// Components the string leaves out after the ones it gives are wildcards
// ("https://example.com" matches any path), except the port, which is the
// default port when a hostname is given.
// See https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern.
func New(input string, baseURL string, opts Options) (*URLPattern, error) {
	var base *string
	if baseURL != "" {
		base = &baseURL
	}
	return create(patternInput{str: input}, base, opts, "New")
}

// NewFromInit compiles a URL pattern given component by component. A
// component that init leaves out is a wildcard, unless it is taken from
// init.BaseURL.
// See https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern-input-options.
func NewFromInit(init Init, opts Options) (*URLPattern, error) {
	return create(patternInput{init: &init}, nil, opts, "NewFromInit")
}

// MustNew is like New but panics if the pattern does not compile. It
// simplifies initializing global variables holding patterns.
func MustNew(input string, baseURL string, opts Options) *URLPattern {
	p, err := New(input, baseURL, opts)
	if err != nil {
		panic(err)
	}
	return p
}

// patternInput is a URLPatternInput: a string or, when init is not nil, a
// URLPatternInit.
type patternInput struct {
	str  string
	init *Init
}

// create compiles a URL pattern. baseURL is nil when none is given.
// See https://urlpattern.spec.whatwg.org/#url-pattern-create.
func create(input patternInput, baseURL *string, opts Options, op string) (*URLPattern, error) {
	if err := checkLength(input, baseURL, op); err != nil {
		return nil, err
	}
	var init *Init
	if input.init == nil {
		var err error
		init, err = parseConstructorString(validUTF8(input.str))
		if err != nil {
			return nil, withOp(err, op)
		}
		if baseURL == nil && init.Protocol == nil {
			return nil, &Error{Op: op, Input: input.str, Err: ErrNoBaseURL}
		}
		if baseURL != nil {
			init.BaseURL = new(validUTF8(*baseURL))
		}
	} else {
		if baseURL != nil {
			return nil, &Error{Op: op, Input: *baseURL, Err: ErrBaseURLWithInit}
		}
		init = input.init.validUTF8()
	}
	processedInit, err := processURLPatternInit(init, typePattern)
	if err != nil {
		return nil, withOp(err, op)
	}
	// An absent component is a wildcard.
	for _, f := range processedInit.fields() {
		if *f == nil {
			*f = new("*")
		}
	}
	// A special scheme's default port is the same as no port.
	if schemes.IsSpecial(*processedInit.Protocol) && *processedInit.Port == schemes.DefaultPort(*processedInit.Protocol) && *processedInit.Port != "" {
		processedInit.Port = new("")
	}
	p := &URLPattern{}
	compile := func(name, input string, encode encodingCallback, o options) (*component, error) {
		c, err := compileComponent(input, encode, o)
		if err != nil {
			return nil, &Error{Op: op, Component: name, Input: input, Err: err}
		}
		return c, nil
	}
	if p.protocol, err = compile("protocol", *processedInit.Protocol, canonicalizeProtocol, defaultOptions); err != nil {
		return nil, err
	}
	if p.username, err = compile("username", *processedInit.Username, canonicalizeUsername, defaultOptions); err != nil {
		return nil, err
	}
	if p.password, err = compile("password", *processedInit.Password, canonicalizePassword, defaultOptions); err != nil {
		return nil, err
	}
	hostnameEncode := canonicalizeHostname
	if hostnamePatternIsIPv6Address(*processedInit.Hostname) {
		hostnameEncode = canonicalizeIPv6Hostname
	}
	if p.hostname, err = compile("hostname", *processedInit.Hostname, hostnameEncode, hostnameOptions); err != nil {
		return nil, err
	}
	if p.port, err = compile("port", *processedInit.Port, canonicalizePortNoProtocol, defaultOptions); err != nil {
		return nil, err
	}
	compileOptions := defaultOptions
	compileOptions.ignoreCase = opts.IgnoreCase
	// A pathname under a special scheme is hierarchical: "/" delimits its
	// segments and is the automatic prefix of its groups.
	if p.protocol.matchesSpecialScheme() {
		pathCompileOptions := pathnameOptions
		pathCompileOptions.ignoreCase = opts.IgnoreCase
		p.pathname, err = compile("pathname", *processedInit.Pathname, canonicalizePathname, pathCompileOptions)
	} else {
		p.pathname, err = compile("pathname", *processedInit.Pathname, canonicalizeOpaquePathname, compileOptions)
	}
	if err != nil {
		return nil, err
	}
	if p.search, err = compile("search", *processedInit.Search, canonicalizeSearch, compileOptions); err != nil {
		return nil, err
	}
	if p.hash, err = compile("hash", *processedInit.Hash, canonicalizeHash, compileOptions); err != nil {
		return nil, err
	}
	return p, nil
}

// checkLength refuses a constructor string, base URL or Init component
// longer than MaxPatternLength.
func checkLength(input patternInput, baseURL *string, op string) error {
	tooLong := func(component, s string) error {
		if len(s) > MaxPatternLength {
			return &Error{Op: op, Component: component, Input: s, Err: ErrPatternTooLong}
		}
		return nil
	}
	if baseURL != nil {
		if err := tooLong("", *baseURL); err != nil {
			return err
		}
	}
	if input.init == nil {
		return tooLong("", input.str)
	}
	fields := input.init.fields()
	for i, f := range fields {
		if *f != nil {
			if err := tooLong(componentNames[i], **f); err != nil {
				return err
			}
		}
	}
	if b := input.init.BaseURL; b != nil {
		return tooLong("", *b)
	}
	return nil
}

// withOp sets the Op of an *Error that has none, and wraps other errors.
func withOp(err error, op string) error {
	if e, ok := err.(*Error); ok {
		if e.Op == "" {
			e.Op = op
		}
		return e
	}
	return &Error{Op: op, Err: err}
}

// fields returns pointers to the eight component fields of init, in the
// order of componentNames.
func (init *Init) fields() [8]**string {
	return [8]**string{&init.Protocol, &init.Username, &init.Password, &init.Hostname, &init.Port, &init.Pathname, &init.Search, &init.Hash}
}

// validUTF8 returns a copy of init whose strings are valid UTF-8, invalid
// bytes read as U+FFFD.
func (init *Init) validUTF8() *Init {
	c := *init
	fields := c.fields()
	for _, f := range append(fields[:], &c.BaseURL) {
		if *f != nil && !utf8.ValidString(**f) {
			*f = new(strings.ToValidUTF8(**f, "\uFFFD"))
		}
	}
	return &c
}

// validUTF8 reads invalid UTF-8 in s as U+FFFD, as JavaScript's USVString
// conversion reads lone surrogates.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// hostnamePatternIsIPv6Address reports whether a hostname pattern starts
// with "[", possibly escaped or inside a group.
// See https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address.
func hostnamePatternIsIPv6Address(input string) bool {
	if utf8.RuneCountInString(input) < 2 {
		return false
	}
	return input[0] == '[' || (input[0] == '{' || input[0] == '\\') && input[1] == '['
}

// Protocol returns the normalized pattern string of the protocol component.
func (p *URLPattern) Protocol() string { return p.protocol.patternString }

// Username returns the normalized pattern string of the username component.
func (p *URLPattern) Username() string { return p.username.patternString }

// Password returns the normalized pattern string of the password component.
func (p *URLPattern) Password() string { return p.password.patternString }

// Hostname returns the normalized pattern string of the hostname component.
func (p *URLPattern) Hostname() string { return p.hostname.patternString }

// Port returns the normalized pattern string of the port component.
func (p *URLPattern) Port() string { return p.port.patternString }

// Pathname returns the normalized pattern string of the pathname component.
func (p *URLPattern) Pathname() string { return p.pathname.patternString }

// Search returns the normalized pattern string of the search component.
func (p *URLPattern) Search() string { return p.search.patternString }

// Hash returns the normalized pattern string of the hash component.
func (p *URLPattern) Hash() string { return p.hash.patternString }

// HasRegExpGroups reports whether any component of p uses a custom regular
// expression group such as "(\d+)".
// See https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups.
func (p *URLPattern) HasRegExpGroups() bool {
	for _, c := range p.components() {
		if c.hasRegexpGroups {
			return true
		}
	}
	return false
}

// String returns p as a constructor-string-like summary of its components,
// for debugging: "protocol://username:password@hostname:port/pathname?search#hash"
// with each part a pattern string. It does not necessarily parse back to p.
func (p *URLPattern) String() string {
	var b strings.Builder
	b.WriteString(p.Protocol())
	b.WriteString("://")
	b.WriteString(p.Username())
	b.WriteByte(':')
	b.WriteString(p.Password())
	b.WriteByte('@')
	b.WriteString(p.Hostname())
	b.WriteByte(':')
	b.WriteString(p.Port())
	if !strings.HasPrefix(p.Pathname(), "/") {
		b.WriteByte('/')
	}
	b.WriteString(p.Pathname())
	b.WriteByte('?')
	b.WriteString(p.Search())
	b.WriteByte('#')
	b.WriteString(p.Hash())
	return b.String()
}

// A component is one compiled component of a URL pattern.
// See https://urlpattern.spec.whatwg.org/#component.
type component struct {
	patternString   string
	regexp          *regexp.Regexp // nil unless kind is matchRegexp
	groupNameList   []string
	hasRegexpGroups bool

	// emptyIsUndefined[i] is whether group i is an optional part without
	// prefix or suffix, which ECMAScript leaves undefined rather than
	// matching the empty string (see setGroup).
	emptyIsUndefined []bool

	kind  matchKind
	fixed string // the text of a matchFixed component

	// For CompareComponent and Generate.
	partList []part
	opts     options
	encode   encodingCallback
}

// A matchKind says how a component matches. The standard matches with the
// regular expression always, but allows matching the part list directly;
// these kinds are the shapes for which that is simple and exact.
type matchKind uint8

const (
	matchRegexp       matchKind = iota // run the regular expression
	matchEmpty                         // no parts: only "" matches
	matchFullWildcard                  // one "*" part: what has no line terminator matches
	matchFixed                         // one fixed-text part, case-sensitive: equality
)

// compileComponent parses a pattern string, generates its regular
// expression and normalized pattern string, and compiles the expression.
// See https://urlpattern.spec.whatwg.org/#compile-a-component.
func compileComponent(input string, encode encodingCallback, opts options) (*component, error) {
	partList, err := parsePatternString(input, opts, encode)
	if err != nil {
		return nil, err
	}
	regexpString, nameList := generateRegularExpressionAndNameList(partList, opts)
	c := &component{
		patternString: generatePatternString(partList, opts),
		groupNameList: nameList,
		partList:      partList,
		opts:          opts,
		encode:        encode,
	}
	for i := range partList {
		p := &partList[i]
		if p.typ == partRegexp {
			c.hasRegexpGroups = true
		}
		if p.typ != partFixedText {
			c.emptyIsUndefined = append(c.emptyIsUndefined, p.modifier == modifierOptional && p.prefix == "" && p.suffix == "")
		}
	}
	// The standard always matches with the regular expression, but allows
	// matching the part list directly. Three shapes are matched so, without
	// compiling "^$", "^(.*)$" or "^fixed$", which cannot be invalid: about
	// half of a typical pattern's components are "*" or fixed text.
	switch {
	case len(partList) == 0:
		c.kind = matchEmpty
		return c, nil
	case len(partList) == 1 && partList[0].typ == partFullWildcard && partList[0].prefix == "" && partList[0].suffix == "":
		// "(.*)", "(.*)?", "((?:.*)*)" and "((?:.*)+)" all capture the
		// whole input, unless it has a line terminator, which "." does not
		// match.
		c.kind = matchFullWildcard
		return c, nil
	case len(partList) == 1 && partList[0].typ == partFixedText && partList[0].modifier == modifierNone && !opts.ignoreCase:
		c.kind = matchFixed
		c.fixed = partList[0].value
		return c, nil
	}
	// The standard creates an ECMAScript RegExp with flags "v" (or "vi");
	// translated to RE2, it matches the same strings in linear time.
	translated, err := ecmaregexp.Translate(regexpString, opts.ignoreCase)
	if err == nil {
		c.regexp, err = regexp.Compile(translated)
	}
	if err != nil {
		if errors.Is(err, ErrRegexpTooLarge) {
			// The size is the whole expression's.
			return nil, &RegexpError{Regexp: regexpString, Err: err}
		}
		// Only a regexp group can make the expression invalid: find the
		// one at fault, to report it rather than the whole expression.
		for i := range partList {
			if p := &partList[i]; p.typ == partRegexp {
				if _, groupErr := ecmaregexp.Translate(p.value, opts.ignoreCase); groupErr != nil {
					return nil, &RegexpError{Regexp: p.value, Err: groupErr}
				}
			}
		}
		return nil, &RegexpError{Regexp: regexpString, Err: err}
	}
	return c, nil
}

// lineTerminators are the code points that ECMAScript's "." does not match
// without the s flag.
const lineTerminators = "\n\r\u2028\u2029"

// matches reports whether input matches c, without allocating.
func (c *component) matches(input string) bool {
	switch c.kind {
	case matchEmpty:
		return input == ""
	case matchFullWildcard:
		return !strings.ContainsAny(input, lineTerminators)
	case matchFixed:
		return input == c.fixed
	}
	return c.regexp.MatchString(input)
}

// matchesSpecialScheme reports whether the protocol component c matches any
// special scheme.
// See https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme.
func (c *component) matchesSpecialScheme() bool {
	for _, s := range schemes.Specials() {
		if c.matches(s) {
			return true
		}
	}
	return false
}

// createComponentMatchResult returns input and the groups c captures from
// it; input must match c.
// See https://urlpattern.spec.whatwg.org/#create-a-component-match-result.
func (c *component) createComponentMatchResult(input string) ComponentResult {
	result := ComponentResult{Input: input, Groups: make(map[string]string, len(c.groupNameList))}
	switch c.kind {
	case matchEmpty, matchFixed:
		return result
	case matchFullWildcard:
		result.setGroup(c, 0, input, true)
		return result
	}
	m := c.regexp.FindStringSubmatchIndex(input)
	for i := range c.groupNameList {
		if 2*i+3 >= len(m) {
			break
		}
		start, end := m[2*i+2], m[2*i+3]
		if start < 0 {
			result.setGroup(c, i, "", false)
		} else {
			result.setGroup(c, i, input[start:end], true)
		}
	}
	return result
}

// setGroup records the value of c's group i, or that it is undefined (did
// not participate in the match) when ok is false.
//
// A group with the "?" modifier and no prefix or suffix, "(<regexp>)?", is
// undefined when it would match the empty string: ECMAScript rejects an
// iteration of a quantifier with a minimum of zero that matches the empty
// string (RepeatMatcher's check), where RE2 accepts it. So "*?" on "" and the
// second group of "(.*)(.*)?" on "foobar" are undefined, as in JavaScript.
func (r *ComponentResult) setGroup(c *component, i int, value string, ok bool) {
	name := c.groupNameList[i]
	if ok && value == "" && c.emptyIsUndefined[i] {
		ok = false
	}
	if ok {
		r.Groups[name] = value
	} else {
		r.Undefined = append(r.Undefined, name)
	}
}

// Test reports whether p matches the URL input, parsed against baseURL
// ("" for none). It is false when a URL does not parse.
// See https://urlpattern.spec.whatwg.org/#dom-urlpattern-test.
func (p *URLPattern) Test(input, baseURL string) bool {
	var base *string
	if baseURL != "" {
		base = &baseURL
	}
	ok, _ := p.match(matchInput{str: input}, base, false)
	return ok != nil
}

// Exec matches the URL input, parsed against baseURL ("" for none), and
// returns what each component matched and captured, or false when p does
// not match or a URL does not parse.
// See https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec.
func (p *URLPattern) Exec(input, baseURL string) (*Result, bool) {
	var base *string
	if baseURL != "" {
		base = &baseURL
	}
	r, _ := p.match(matchInput{str: input}, base, true)
	return r, r != nil
}

// TestInit reports whether p matches the URL given component by component
// by init, which is resolved against init.BaseURL. It is false when init's
// components are not valid URL components.
// See https://urlpattern.spec.whatwg.org/#dom-urlpattern-test.
func (p *URLPattern) TestInit(init Init) bool {
	ok, _ := p.match(matchInput{init: &init}, nil, false)
	return ok != nil
}

// ExecInit is Exec for a URL given component by component by init.
// See https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec.
func (p *URLPattern) ExecInit(init Init) (*Result, bool) {
	r, _ := p.match(matchInput{init: &init}, nil, true)
	return r, r != nil
}

// TestURL reports whether p matches the parsed URL u. A router that tries
// many patterns parses the URL once and calls TestURL on each.
// See https://urlpattern.spec.whatwg.org/#url-pattern-match.
func (p *URLPattern) TestURL(u *url.URL) bool {
	ok, _ := p.match(matchInput{url: u}, nil, false)
	return ok != nil
}

// ExecURL is Exec for a parsed URL. The result's Inputs hold u's href.
// See https://urlpattern.spec.whatwg.org/#url-pattern-match.
func (p *URLPattern) ExecURL(u *url.URL) (*Result, bool) {
	r, _ := p.match(matchInput{url: u}, nil, true)
	return r, r != nil
}

// matchInput is the input of match: a URL string, a URL when url is not
// nil, or an Init when init is not nil.
type matchInput struct {
	str  string
	url  *url.URL
	init *Init
}

// urlComponents returns the eight components of u that match compares, in
// the order of componentNames: the scheme, username, password, host
// serialized, port, path serialized, query and fragment ("" for null).
func urlComponents(u *url.URL) [8]string {
	return [8]string{scheme(u), u.Username(), u.Password(), u.SerializedHost(), u.Port(), u.Pathname(), query(u), fragment(u)}
}

// matched is match's result when exec is false: a non-nil marker.
var matched = &Result{}

// match matches input against p. baseURL is nil when none is given. With
// exec false it returns only whether p matches (a non-nil *Result if so),
// without building the result. The error is the TypeError the standard
// throws for a base URL given beside an Init; every other failure is a
// non-match.
// See https://urlpattern.spec.whatwg.org/#url-pattern-match.
func (p *URLPattern) match(input matchInput, baseURLString *string, exec bool) (*Result, error) {
	var in [8]string // protocol, username, password, hostname, port, pathname, search, hash
	if input.init != nil {
		if baseURLString != nil {
			return nil, ErrBaseURLWithInit
		}
		applyResult, err := processURLPatternInit(input.init.validUTF8(), typeURL)
		if err != nil {
			return nil, nil
		}
		for i, f := range applyResult.fields() {
			in[i] = **f
		}
	} else if input.url != nil {
		in = urlComponents(input.url)
	} else {
		var u *url.URL
		var err error
		if baseURLString != nil {
			u, err = url.ParseWithBase(validUTF8(input.str), validUTF8(*baseURLString))
		} else {
			u, err = url.ParseWithBase(validUTF8(input.str), "")
		}
		if err != nil {
			return nil, nil
		}
		in = urlComponents(u)
	}
	cs := p.components()
	for i, c := range cs {
		if !c.matches(in[i]) {
			return nil, nil
		}
	}
	if !exec {
		return matched, nil
	}
	r := &Result{}
	if input.init != nil {
		r.Inputs = []Input{{Init: new(*input.init)}}
	} else if input.url != nil {
		r.Inputs = []Input{{URL: input.url.Href()}}
	} else {
		r.Inputs = []Input{{URL: input.str}}
		if baseURLString != nil {
			r.Inputs = append(r.Inputs, Input{URL: *baseURLString})
		}
	}
	for i, f := range r.fields() {
		*f = cs[i].createComponentMatchResult(in[i])
	}
	return r, nil
}

// NewPathname compiles a pattern for URLs of any origin whose pathname
// matches pathname, such as "/books/:id": the common case of a router,
// without a base URL or an Init. It is NewFromInit(Init{Pathname:
// &pathname}, opts): every other component is a wildcard. (New with a
// relative constructor string and no base URL fails, as the standard's
// constructor does.)
//
// Since it is a router's entry point, NewPathname also refuses, with a
// *ServeMuxSyntaxError that gives the URL Pattern spelling, what a net/http
// ServeMux user may write and URL Pattern reads otherwise (see
// CheckServeMuxSyntax): a method ("GET /users/:id"), a wildcard in braces
// ("/users/{id}"), and a pathname that does not start with "/" or a group
// ("users/:id", which no URL with a hierarchical path matches).
func NewPathname(pathname string, opts Options) (*URLPattern, error) {
	if len(pathname) <= MaxPatternLength { // longer is refused by create
		if err := checkRouterPathname(pathname); err != nil {
			return nil, &Error{Op: "NewPathname", Component: "pathname", Input: pathname, Err: err}
		}
	}
	return create(patternInput{init: &Init{Pathname: &pathname}}, nil, opts, "NewPathname")
}

// checkRouterPathname is CheckServeMuxSyntax, and a check that pathname
// starts with "/" (or with a group, "{/books}?" or ":lang(/en)", whose
// prefix decides).
func checkRouterPathname(pathname string) error {
	if err := CheckServeMuxSyntax(pathname); err != nil {
		return err
	}
	if pathname != "" && !strings.ContainsRune("/{(:*\\", rune(pathname[0])) {
		want := strconv.Quote("/"+clip(pathname)) + ": a pathname starts with \"/\""
		if host, _, _ := strings.Cut(pathname, "/"); strings.Contains(host, ".") {
			// A ServeMux pattern with a host, "example.com/x".
			want = "the constructor string " + strconv.Quote("https://"+clip(pathname)) + " for a host (New, or httproute's Handle)"
		}
		return &ServeMuxSyntaxError{Offset: 0, Found: clip(pathname), Want: want}
	}
	return nil
}
