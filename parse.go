// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"golang.org/x/text/encoding"
)

// The one entry to the basic URL parser, and the URL it makes: the
// parser's run (parser_run.go) writes a serialization and its components,
// and newParsedURL assembles the URL from them (alloc.go).

// parse runs the basic URL parser on input with base (nil for none),
// encoding override enc (nil for UTF-8; Parser.Parse passes nil for UTF-8
// and the encodings whose output encoding is UTF-8), and validation error
// callback onErr, and returns the URL: parseTo with nowhere to write it.
func parse(input string, base *URL, enc encoding.Encoding, onErr func(validation.Error)) (*URL, error) {
	return parseTo(nil, input, base, enc, onErr)
}

// parseTo is the one entry to the basic URL parser: every API that parses
// (Parse, ParseInto, ParseWithBase, Parser.Parse, (*URL).Parse, SetHref,
// ParseRequestURI, CanParse) goes through it. It runs the state machine on
// input with base, enc and onErr (see parse) and returns the URL.
//
// into says where the URL goes. When into is nil, the URL is a new
// allocation. When into is a zero URL and the URL needs no bytes of its
// own (its href is the input, and its Path and Fragment need no decoding),
// it is written into *into and into is returned: nothing is allocated,
// and a caller's URL on its stack stays there. When into is noURL, no URL
// is made at all: only the error tells (CanParse).
func parseTo(into *URL, input string, base *URL, enc encoding.Encoding, onErr func(validation.Error)) (*URL, error) {
	p := urlParser{enc: enc, onErr: onErr, keeps: into == nil}
	if base != nil {
		// Its record only: the other fields are the caller's, and a
		// reader of the base (SearchParams) may write its query object
		// while the parser reads it.
		p.base, p.hasBase = baseRecord{href: base.href, c: base.c}, true
	}
	trimmed, err := p.parseInput(input)
	var u *URL
	if err == nil && into != noURL {
		u = newParsedURL(into, &p, trimmed)
	}
	if p.buf != nil {
		p.buf.b = p.out
		putBuffer(p.buf) // newURL has copied p.out
	}
	return u, err
}

// noURL, as parseTo's into, asks for no URL.
var noURL = new(URL)

// newParsedURL returns the URL whose serialization p.out, with components
// p.c, the parser wrote from input (trimmed; see parseTo for into).
//
// This is where the state machine's best case pays off: an input already
// in canonical form is its own serialization, so the URL's href is input
// itself, and with Path and Fragment slices of it too (c.plain) the URL
// needs no bytes of its own.
func newParsedURL(into *URL, p *urlParser, input string) *URL {
	c := p.c
	var out []byte // nil when the serialization is input itself
	if p.mirror && p.mirrorLen < len(input) {
		p.materialize() // a prefix of the input, or tabs and newlines removed
	}
	if !p.mirror {
		if string(p.out) != input { // compiled without a copy
			out = p.out
		} else if p.url != nil {
			into = p.url // materialize made it: see keeps
		}
	}
	href := input
	if out != nil {
		href = borrowString(out)
	}
	c.plain = isPlain(href, &c, p.plainPath)
	if out != nil || !c.plain {
		if p.url != nil {
			// materialize made the URL, and wrote p.out in its room.
			return p.url.initInRoom(out, p.out[:0], c, input)
		}
		return newURL(out, c, input)
	}
	if into == nil {
		into = new(URL)
	}
	into.initCanonical(input, &c)
	return into
}
