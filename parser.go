// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/binary"
	"strings"
	"sync"

	"github.com/weburl/url/internal/schemes"
	"github.com/weburl/url/validation"
	"golang.org/x/text/encoding"
)

// The basic URL parser.
// See https://url.spec.whatwg.org/#concept-basic-url-parser.
//
// The parser makes one pass over its input and writes the serialization of
// the URL record as it goes, in the order of the URL serializer (scheme,
// credentials, host, port, path, query, fragment), recording where each
// component lies. Components that need no change are copied as they are;
// nothing is allocated per code point. Where the standard copies components
// from the base URL, the parser copies the base's serialization, which is
// the same bytes.
//
// The states are named after the standard's. A state reads as far as its
// component goes rather than one code point per turn of the loop; the
// steps it takes at each code point are the standard's, paraphrased above
// the code that does them.
//
// Design note: the fast case. Most inputs are already what the URL
// serializer writes, and the state machine is their parser too; there is
// no second front end. Each state first consumes the run of bytes it
// leaves unchanged, with a table of byte classes (classes.go) read eight
// bytes a turn: the scheme's code points, the host's domain bytes
// (isASCIIDomain: the host parser keeps such a domain as it is), the
// path's kept bytes (appendPathRun), the query's and the fragment's. A run
// is written whole. The output is written lazily, copy on divergence (see
// write): while it is the input's prefix, a run only moves the prefix's
// end on, and the first byte that differs copies the prefix once: into
// the one allocation of the URL that Parse makes, or else a pooled buffer.
// An input that stays its own prefix to the end is its own href, not a
// copy, with no buffer and no comparison; when its Path and Fragment need
// no decoding either (isPlain) the URL needs no bytes of its own, so that
// ParseInto, SetHref and CanParse allocate nothing. An output in a pooled
// buffer is copied into the one allocation of its URL (newURL).
//
// run (parser_run.go) is a dispatcher: every state longer than a few
// lines is a method of urlParser named after it, which returns the next
// state and pointer (0.4% more instructions than one switch, measured over
// the corpora). This file holds what the states share, below them: the
// parser's state and the output it writes. The states live beside the
// parts of the URL they read: parser_scheme.go (scheme, no scheme,
// relative), parser_authority.go (authority, host, port), parser_file.go
// (file) and parser_path.go (path, opaque path, query, fragment); run and
// the steps before them are in parser_run.go, and parseTo, which makes
// the URL, in parse.go.

// A state is a state of the basic URL parser.
type state uint8

const (
	noState state = iota
	schemeStartState
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	hostnameState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
	doneState
)

// urlParser holds the state of one run of the basic URL parser.
type urlParser struct {
	input string // the input, trimmed and without tabs and newlines
	out   []byte // the serialization of the URL record so far
	c     components

	// The output is written lazily (see write): while mirror is true,
	// the serialization so far is input[:mirrorLen] and out is unused.
	// buf is the pooled buffer that holds out once it is written.
	// copiedAll says that materialize copied all of the input: the
	// serialization starts with it.
	// keeps says that parseTo makes a new URL of the output (its into
	// is nil). Then materialize writes the output into that URL's
	// allocation, url, instead of a pooled buffer: the URL neither copies
	// it nor gives the buffer back.
	mirror    bool
	copiedAll bool
	keeps     bool
	mirrorLen int
	buf       *buffer
	url       *URL

	// url's port (-1 for null), and where its username ends in out: a
	// URL reads them from its href, the parser keeps them as it goes.
	port        int32
	usernameEnd int32

	// base, when hasBase, is a copy of the base URL's record (href and
	// components: see baseURL), so that the caller's base does not escape
	// with the pointers p holds, and a base on the caller's stack stays
	// there. It is the record alone, not a URL, so that a parse without a
	// base has fewer bytes of p to clear.
	base     baseRecord
	hasBase  bool
	override state // the state override, or noState
	enc      encoding.Encoding
	onErr    func(validation.Error)

	// What the parser knows of url's scheme.
	special     bool
	isFile      bool
	isWS        bool // "ws" or "wss": their queries are always UTF-8
	defaultPort int32

	// With a state override, the components of url that the states read,
	// and what they set.
	hasCredentials bool
	newScheme      string
	schemeSet      bool
	newHostKind    HostKind
	hostSet        bool
	portSet        bool
	// The new host (see newHost): newHostLong when it is longer than
	// newHostBuf, which holds the others by value. A string into a buffer
	// of the setter's would make that buffer escape to the heap with the
	// parser's state, which the states leak; the new href is then the
	// setter's one allocation.
	newHostLen  uint8
	newHostBuf  [64]byte
	newHostLong string

	// For validation errors: how the input maps back to the caller's.
	// raw is the input before tabs and newlines were removed, trimStart
	// its offset in the caller's input; removed lists the offsets of the
	// removed bytes, in the caller's input, when there is a callback.
	raw       string
	trimStart int
	removed   []int
	removedAt int // where origOffset's last search ended (validation.go)

	// authorityEnd is where the authority state found the authority
	// ends, for the host state that follows it (scan.go).
	authorityEnd int
	// hostStop is where it found the host state's buffer ends, or -1
	// (scan.go); hostRun, where the run of fastHost bytes that starts
	// the authority ends (see isASCIIDomain).
	hostStop, hostRun int
	// unsized is true until sizeOut has sized out (scan.go).
	unsized bool
	// plainPath is true when the path state wrote url's path as a run of
	// bytes net/url neither decodes nor escapes (see isPlain).
	plainPath bool
}

// setScheme records url's scheme and what the scheme table
// (internal/schemes) says follows from it.
// See https://url.spec.whatwg.org/#special-scheme.
func (p *urlParser) setScheme(s string) {
	i := schemes.Lookup(s)
	p.special, p.isFile, p.isWS, p.defaultPort = i.Special, i.File, i.WS, i.Port
}

// Copy on divergence: most inputs are already the URL serializer's
// output, and for them the parser writes nothing. While the output is the
// input's prefix input[:mirrorLen], a state's write that matches the input
// at mirrorLen only moves mirrorLen on. The first write that differs
// copies the prefix into the URL's room or a pooled buffer (materialize),
// and the parser writes there from then on. A state that writes p.out
// other than through write, writeByte, keep and truncate, or reads it,
// materializes first.
// Lazy writing is for an input with no base: the states that only a base
// leads to do not write lazily.

// outLen returns the length of the serialization written so far.
func (p *urlParser) outLen() int {
	if p.mirror {
		return p.mirrorLen
	}
	return len(p.out)
}

// written returns the serialization written so far. It is p.out's bytes
// when p.mirror is false, valid until p.out is written again.
func (p *urlParser) written() string {
	if p.mirror {
		return p.input[:p.mirrorLen]
	}
	return borrowString(p.out)
}

// write appends s to the serialization.
func (p *urlParser) write(s string) {
	if p.mirror {
		if k := p.mirrorLen; len(s) <= len(p.input)-k && p.input[k:k+len(s)] == s {
			p.mirrorLen += len(s)
			return
		}
		p.materialize()
	}
	p.out = append(p.out, s...)
}

// keep appends the input's bytes input[i:j] to the serialization: while
// the output is the input's prefix and i is where it ends, that is only
// moving its end on.
func (p *urlParser) keep(i, j int) {
	if p.mirror && i == p.mirrorLen {
		p.mirrorLen = j
		return
	}
	p.write(p.input[i:j])
}

// truncate cuts the serialization to its first n bytes.
func (p *urlParser) truncate(n int) {
	if p.mirror {
		p.mirrorLen = n
		return
	}
	p.out = p.out[:n]
}

// writeByte appends b to the serialization.
func (p *urlParser) writeByte(b byte) {
	if p.mirror && p.mirrorLen < len(p.input) && p.input[p.mirrorLen] == b {
		p.mirrorLen++
		return
	}
	p.appendByte(b)
}

// appendByte is writeByte when b is not the input's next byte.
func (p *urlParser) appendByte(b byte) {
	p.materialize()
	p.out = append(p.out, b)
}

// materialize ends the lazy writing: the serialization so far is copied
// into p.out, the room of the URL parseTo makes (see keeps) or else a
// pooled buffer. A pooled buffer holds bufferSize bytes or more, and lazy
// writing is for an input whose output is sized within that (see
// parseInput), so that p.out needs no sizing; the URL's room is sized by
// urlRoom, and an output that outgrows it is appended elsewhere.
func (p *urlParser) materialize() {
	if p.mirror {
		p.mirror, p.copiedAll = false, p.mirrorLen == len(p.input)
		switch {
		case p.keeps && p.url == nil:
			// Bytes of the authority never decode into Path or Fragment
			// (a domain's non-ASCII becomes Punycode): look from its end.
			p.url, p.out = urlFor(urlRoom(p.input, max(p.mirrorLen, p.authorityEnd)))
		case p.keeps:
			p.out = p.out[:0] // parseInput's second run: see there
		default:
			p.buf = getBuffer()
			p.out = p.buf.b[:0]
		}
		p.out = append(p.out, p.input[:p.mirrorLen]...)
	}
}

// sizeSlack is what sizeOut and urlRoom add to the input's length: room for the "/"
// the parser may add for an empty path, and a little more.
const sizeSlack = 8

// urlRoom returns the room materialize makes beside the URL for the
// serialization of input, which it starts writing at the first byte, at,
// that differs from input: the input's length and sizeSlack, twice that
// when Path or Fragment may need decoding (see mayDecode). The input
// tells it by a "%", or by a byte from at on that percent-encoding writes
// with one (one without fastNetFragment's bit) unless that byte is in a
// query that no fragment follows: a query's bytes alone do not make Path
// or Fragment decode. An output that outgrows the room is appended
// elsewhere (see initInRoom).
func urlRoom(input string, at int) int {
	n := len(input) + sizeSlack
	if strings.IndexByte(input, '%') >= 0 {
		return 2 * n
	}
	if i := scanPairs(input, at, fastNetFragment); i < len(input) &&
		(strings.IndexByte(input[:i], '?') < 0 || strings.IndexByte(input, '#') >= 0) {
		return 2 * n
	}
	return n
}

// maxSlab is the most bytes urlFor allocates beside a URL.
const maxSlab = 1024

// urlFor returns a new URL and, in the same allocation, room for at least
// n bytes, n at most maxSlab (see urlWithSlab), as an empty slice.
func urlFor(n int) (*URL, []byte) {
	// Three sizes, each four times the last: a URL holds at most four
	// times the room it needs, and a program links three shapes.
	switch {
	case n <= 64:
		return urlWithSlab[[64]byte]()
	case n <= 256:
		return urlWithSlab[[256]byte]()
	}
	return urlWithSlab[[1024]byte]()
}

// A buffer is the parser's scratch space for the serialization it writes.
// Buffers are reused: the URL gets a copy of the bytes, or the caller's
// string when they are the same.
type buffer struct{ b []byte }

// bufferSize is the least capacity of a pooled buffer.
const bufferSize = 256

var bufferPool = sync.Pool{New: func() any { return &buffer{b: make([]byte, 0, bufferSize)} }}

func getBuffer() *buffer { return bufferPool.Get().(*buffer) }

func putBuffer(b *buffer) {
	if pooled(b.b) {
		bufferPool.Put(b)
	}
}

// pooled reports whether putBuffer gives b, the parser's serialization,
// back to the pool: then no string may keep b's bytes once the parse is
// done, and newURL copies them (the pool's side of the ownership rule in
// unsafe.go; TestPoolContract). A buffer that a huge input grew is
// dropped (see largeInput), and newURL may keep it as the href.
func pooled(b []byte) bool { return cap(b) <= largeInput }

// at returns the byte at input[i], or eof past the end.
func (p *urlParser) at(i int) int {
	if i < len(p.input) {
		return int(p.input[i])
	}
	return eof
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// asciiLowerInPlace lowercases the ASCII upper-case letters of b, which is
// ASCII: eight bytes at a time, without a branch per byte.
func asciiLowerInPlace(b []byte) {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	for len(b) >= 8 {
		// With every byte below 0x80, adding 0x80-'A' sets the high bit
		// of a byte from "A" on, adding 0x80-'Z'-1 of a byte after "Z",
		// and no sum carries into the next byte: the bytes whose two
		// high bits differ are the upper-case letters, and 0x80>>2 is
		// the bit that lowercases them.
		x := binary.LittleEndian.Uint64(b)
		upper := ((x + ones*(0x80-'A')) ^ (x + ones*(0x80-'Z'-1))) & high
		binary.LittleEndian.PutUint64(b, x|upper>>2)
		b = b[8:]
	}
	for i, c := range b {
		if isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
}

// A baseRecord is the parser's copy of the base URL's record.
type baseRecord struct {
	href string
	c    components
}

// url returns the base URL with the record b, for its accessors.
func (b *baseRecord) url() URL { return URL{href: b.href, c: b.c} }

// baseURL returns the base URL's record, or nil.
func (p *urlParser) baseURL() *baseRecord {
	if !p.hasBase {
		return nil
	}
	return &p.base
}

// copyBase sets url's scheme, credentials, host and port to base's, and,
// as asked, its path and then its query, by copying the base's
// serialization.
func (p *urlParser) copyBase(path, query bool) {
	b := p.base.url()
	p.materialize() // (with a base, the output is not written lazily)
	p.out = append(p.out[:0], b.href[:b.c.schemeEnd+1]...)
	p.setScheme(b.href[:b.c.schemeEnd])
	p.c = b.c
	p.port, p.usernameEnd = b.port(), b.usernameEnd()
	p.c.queryStart, p.c.fragmentStart = -1, -1
	if b.c.hostKind == HostNone {
		p.c.pathStart = int32(len(p.out))
	} else {
		p.out = append(p.out, b.href[b.c.schemeEnd+1:b.c.pathStart]...)
	}
	if path {
		p.out = append(p.out, b.href[b.c.pathStart:b.pathEnd()]...)
	}
	if query && b.c.queryStart >= 0 {
		p.c.queryStart = int32(len(p.out))
		p.out = append(p.out, '?')
		p.out = append(p.out, b.query()...)
	}
}

// startQuery sets url's query to the empty string.
func (p *urlParser) startQuery() {
	if p.override == noState {
		p.c.queryStart = int32(p.outLen())
		p.writeByte('?')
	}
}

// startFragment sets url's fragment to the empty string.
func (p *urlParser) startFragment() {
	if p.override == noState {
		p.c.fragmentStart = int32(p.outLen())
		p.writeByte('#')
	}
}
