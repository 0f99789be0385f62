// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl

import (
	"io"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/forgivingbase64"
	"github.com/weburl/url/internal/percent"
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
	plain    bool  // the body has no percent-encoded byte
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

// minDirect is the fewest code points Read decodes straight into its
// argument; with less room it decodes a whole chunk into a buffer of its
// own, and copies from there.
const minDirect = 1024

// NewReader runs the data: URL processor on u with no limit, for a body
// read as it is decoded: the same as Processor{}.NewReader(u).
func NewReader(u *url.URL) (*Reader, error) { return Processor{}.NewReader(u) }

// NewReader runs the data: URL processor on u, for a body read as it is
// decoded. It reads a base64 body once to check it and to learn its
// length, without decoding it (forgivingbase64.Validator), so that any
// failure is its own and Size is exact; Read then decodes it.
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
		read, written := percent.Decode(p, r.body, false)
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
		// Decode straight into p what it has room for, when that is
		// not too little.
		if k := min(len(r.chunk), (len(p)-2)/3*4-4); k >= minDirect || k == len(r.chunk) {
			return r.fill(p, r.chunk[:k])
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
	if b64 && exact {
		// The checks give the length, and whether the body has
		// anything to percent-decode, in one pass.
		size, err := r.scan()
		if err != nil {
			return nil, &Error{href, err}
		}
		r.size, r.maxSize = size, int(size)
	} else {
		// Let body be the percent-decoding of encodedBody: each "%"
		// that starts an escape takes three bytes to one. Counted with
		// a vector instruction, the length is exact when each does;
		// only a body that must be sized exactly before it is decoded
		// is read to find out (Process's readFull makes room for the
		// rest when it runs out).
		percents := strings.Count(body, "%")
		r.plain = percents == 0
		n := max(len(body)-2*percents, 0)
		if !r.plain && (b64 || exact || p.MaxBodySize > 0) {
			n = percent.DecodedLen(body)
		}
		r.maxSize = n
		if !b64 {
			r.size = int64(n)
		} else {
			// At most three bytes for each four code points.
			r.maxSize = n / 4 * 3
			if n%4 > 1 {
				r.maxSize += n%4 - 1
			}
			if p.MaxBodySize > 0 && int64(r.maxSize) > p.MaxBodySize {
				size, err := r.scan()
				if err != nil {
					return nil, &Error{href, err}
				}
				r.size, r.maxSize = size, int(size)
			}
		}
	}
	if p.MaxBodySize > 0 && int64(r.maxSize) > p.MaxBodySize {
		return nil, &Error{href, ErrBodyTooLarge}
	}
	return r, nil
}

// scan runs forgiving-base64 decode's checks on r's base64 body without
// decoding it, and returns the body's length: the failures are
// NewReader's, and Read decodes once. A body that passes as it is has no
// "%", which is not in the base64 alphabet, and so nothing to
// percent-decode; one that has a percent-encoded byte is checked again,
// a percent-decoded chunk at a time.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
func (r *Reader) scan() (int64, error) {
	var v forgivingbase64.Validator
	if v.CheckString(r.body) == nil {
		r.plain = true
	} else if percent.Index(r.body) >= 0 {
		v = forgivingbase64.Validator{}
		var chunk [4096]byte
		for body := r.body; body != ""; {
			read, written := percent.Decode(chunk[:], body, false)
			body = body[read:]
			if v.Check(chunk[:written]) != nil {
				break
			}
		}
	}
	size, err := v.Close()
	if err != nil {
		return 0, &base64Error{err}
	}
	r.dec = v.Decoder()
	return size, nil
}

// readFull decodes all of the body into dst, which has room for maxSize
// bytes, and returns the body: dst, or for a percent-encoded body with a
// "%" that starts no escape, dst grown by what the rest needs.
func (r *Reader) readFull(dst []byte) ([]byte, error) {
	if !r.base64 {
		read, n := percent.Decode(dst, r.body, false)
		if rest := r.body[read:]; rest != "" {
			dst = append(dst[:n], make([]byte, percent.DecodedLen(rest))...)
			_, m := percent.Decode(dst[n:], rest, false)
			n += m
		}
		r.body = ""
		return dst[:n], nil
	}
	var chunk [8192]byte
	n := 0
	for !r.done {
		w, err := r.fill(dst[n:], chunk[:])
		n += w
		if err != nil {
			return nil, err
		}
	}
	return dst[:n], nil
}

// fill percent-decodes the next part of a base64 body into chunk and
// decodes that into dst, and at the end of the body closes the decoder.
// dst has room for the body's rest, or for DecodedLen(len(chunk))+2.
// See https://infra.spec.whatwg.org/#forgiving-base64-decode.
func (r *Reader) fill(dst, chunk []byte) (int, error) {
	// Let stringBody be the isomorphic decode of body: the decoder reads
	// each byte as the code point of its value.
	var read, written int
	if r.plain {
		read = copy(chunk, r.body)
		written = read
	} else {
		read, written = percent.Decode(chunk, r.body, false)
	}
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
