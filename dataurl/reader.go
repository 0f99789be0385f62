// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl

import (
	"io"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/forgivingbase64"
	"github.com/weburl/url/mimetype"
)

// A Reader reads the body of a data: URL as the processor decodes it, a
// chunk of the URL at a time: it holds a few kilobytes besides the URL,
// whatever the body's length. NewReader has already checked the whole
// body, so Read never fails but with io.EOF.
type Reader struct {
	href     string
	mimeType mimetype.MIMEType
	body     string // the encoded body not yet read
	base64   bool
	size     int64 // the body's length, when known, or -1
	maxSize  int   // the most bytes the body can have

	dec   forgivingbase64.Decoder
	chunk []byte // room for a percent-decoded chunk of body
	out   []byte // decoded bytes Read has not returned yet
	room  []byte // where out is decoded, when p is too short
	done  bool   // the decoder is closed
}

// chunkSize is how many percent-decoded bytes go to the base64 decoder at
// a time: a Reader holds this and three quarters of it.
const chunkSize = 16 << 10

// NewReader runs the data: URL processor on u with no limit, for a body
// read as it is decoded: the same as Processor{}.NewReader(u).
func NewReader(u *url.URL) (*Reader, error) { return Processor{}.NewReader(u) }

// NewReader runs the data: URL processor on u, for a body read as it is
// decoded. It reads a base64 body once to check it and to learn its
// length, decoding into a small buffer, so that any failure is its own
// and Size is exact; Read then decodes it again.
// See https://fetch.spec.whatwg.org/#data-url-processor.
func (p Processor) NewReader(u *url.URL) (*Reader, error) {
	r, err := p.open(u, true)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// MIMEType returns the data: URL's MIME type.
func (r *Reader) MIMEType() mimetype.MIMEType { return r.mimeType }

// Size returns the body's length in bytes.
func (r *Reader) Size() int64 { return r.size }

// Read reads the next bytes of the body into p.
func (r *Reader) Read(p []byte) (int, error) {
	if !r.base64 {
		if r.body == "" {
			return 0, io.EOF
		}
		read, written := percentDecode(p, r.body)
		r.body = r.body[read:]
		return written, nil
	}
	if len(r.out) == 0 {
		if r.done {
			return 0, io.EOF
		}
		if r.chunk == nil {
			r.chunk = make([]byte, min(len(r.body), chunkSize))
		}
		if len(p) >= forgivingbase64.DecodedLen(len(r.chunk))+2 {
			// Decode straight into p.
			n, err := r.fill(p, r.chunk)
			return n, err
		}
		if r.room == nil {
			r.room = make([]byte, forgivingbase64.DecodedLen(len(r.chunk))+2)
		}
		n, err := r.fill(r.room, r.chunk)
		if err != nil {
			return 0, err
		}
		r.out = r.room[:n]
	}
	n := copy(p, r.out)
	r.out = r.out[n:]
	return n, nil
}

// open runs the processor's steps on u up to the body, and with exact or
// a limit to check, reads a base64 body once to learn its length.
func (p Processor) open(u *url.URL, exact bool) (*Reader, error) {
	href, m, body, b64, err := split(u)
	if err != nil {
		return nil, &Error{href, err}
	}
	r := &Reader{href: href, mimeType: m, body: body, base64: b64, size: -1}
	// Let body be the percent-decoding of encodedBody.
	n := percentDecodedLen(body)
	if !b64 {
		r.size, r.maxSize = int64(n), n
	} else {
		// At most three bytes for each four code points.
		r.maxSize = n / 4 * 3
		if n%4 > 1 {
			r.maxSize += n%4 - 1
		}
		if exact || p.MaxBodySize > 0 && int64(r.maxSize) > p.MaxBodySize {
			size, err := r.scan()
			if err != nil {
				return nil, &Error{href, err}
			}
			r.size, r.maxSize = size, int(size)
		}
	}
	if p.MaxBodySize > 0 && int64(r.maxSize) > p.MaxBodySize {
		return nil, &Error{href, ErrBodyTooLarge}
	}
	return r, nil
}

// scan decodes a copy of r's base64 body into a small buffer, and returns
// the body's length.
func (r *Reader) scan() (int64, error) {
	c := *r
	var chunk [4096]byte
	var out [3072 + 3]byte
	var size int64
	for !c.done {
		n, err := c.fill(out[:], chunk[:])
		if err != nil {
			return 0, err
		}
		size += int64(n)
	}
	return size, nil
}

// readFull decodes all of the body into dst, which has room for maxSize
// bytes, and returns how many bytes it wrote.
func (r *Reader) readFull(dst []byte) (int, error) {
	if !r.base64 {
		_, n := percentDecode(dst, r.body)
		r.body = ""
		return n, nil
	}
	var chunk [8192]byte
	n := 0
	for !r.done {
		w, err := r.fill(dst[n:], chunk[:])
		n += w
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// fill percent-decodes the next part of a base64 body into chunk and
// decodes that into dst, and at the end of the body closes the decoder.
// dst has room for the body's rest, or for DecodedLen(len(chunk))+2.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
func (r *Reader) fill(dst, chunk []byte) (int, error) {
	// Let stringBody be the isomorphic decode of body: the decoder reads
	// each byte as the code point of its value.
	read, written := percentDecode(chunk, r.body)
	r.body = r.body[read:]
	n, err := r.dec.Decode(dst, chunk[:written])
	if err == nil && r.body == "" {
		var m int
		m, err = r.dec.Close(dst[n:])
		n += m
		r.done = true
	}
	if err != nil {
		return n, &base64Error{err}
	}
	return n, nil
}

// percentDecode writes the percent-decoding of s into dst until dst is
// full or s ends, and returns how many bytes it read and wrote: each "%"
// and two ASCII hex digits is the byte they denote; any other byte stays.
// See https://url.spec.whatwg.org/#percent-decode.
func percentDecode(dst []byte, s string) (read, written int) {
	// Copy the run before the first "%" whole (all of a base64 body, as
	// a rule), looking no further than dst has room for.
	window := s[:min(len(s), len(dst))]
	i := strings.IndexByte(window, '%')
	if i < 0 {
		n := copy(dst, window)
		return n, n
	}
	read = copy(dst, window[:i])
	written = read
	// Then byte by byte: runs between percent-encoded bytes are short
	// in a body that has them.
	for read < len(s) && written < len(dst) {
		c := s[read]
		if c == '%' && read+2 < len(s) && hexValue[s[read+1]]|hexValue[s[read+2]] < 16 {
			c = hexValue[s[read+1]]<<4 | hexValue[s[read+2]]
			read += 2
		}
		dst[written] = c
		read++
		written++
	}
	return read, written
}

// percentDecodedLen returns the length of the percent-decoding of s.
func percentDecodedLen(s string) int {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return len(s)
	}
	n := len(s)
	for ; i+2 < len(s); i++ {
		if s[i] == '%' && hexValue[s[i+1]]|hexValue[s[i+2]] < 16 {
			n -= 2
			i += 2
		}
	}
	return n
}

// hexValue maps an ASCII hex digit to its value, and any other byte to 16
// or more.
var hexValue = func() (t [256]byte) {
	for i := range t {
		t[i] = 0xFF
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = byte(c - '0')
	}
	for c := 'a'; c <= 'f'; c++ {
		t[c], t[c-'a'+'A'] = byte(c-'a'+10), byte(c-'a'+10)
	}
	return t
}()
