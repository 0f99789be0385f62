// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// lineReader reads lines of any length with memory bounded by max: a
// longer line is skipped to its end and reported as too long, where
// bufio.Scanner would stop the whole run ("token too long").
type lineReader struct {
	r    *bufio.Reader
	max  int
	n    int // number of the last line read, from 1
	buf  []byte
	done bool
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line without its "\n" or "\r\n". A line longer
// than max bytes comes back as nil with its length in tooLong. At the end
// of the input next returns io.EOF; a read error is returned as is.
func (lr *lineReader) next() (line []byte, tooLong int64, err error) {
	if lr.done {
		return nil, 0, io.EOF
	}
	lr.buf = lr.buf[:0]
	var size int64
	for {
		chunk, err := lr.r.ReadSlice('\n')
		size += int64(len(chunk))
		if n := len(lr.buf) + len(chunk); tooLong == 0 && n <= lr.max+2 { // +2: room for "\r\n"
			if n > cap(lr.buf) {
				// Doubling, where append grows a large slice by a
				// quarter: a line of n bytes then allocates 2n, not 5n.
				lr.buf = append(make([]byte, 0, min(max(2*cap(lr.buf), n), lr.max+2)), lr.buf...)
			}
			lr.buf = append(lr.buf, chunk...)
		} else {
			tooLong = size
			lr.buf = lr.buf[:0]
		}
		switch {
		case err == nil:
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF:
			lr.done = true
			if size == 0 {
				return nil, 0, io.EOF
			}
		default:
			return nil, 0, err
		}
		lr.n++
		if tooLong != 0 {
			return nil, tooLong, nil
		}
		line = bytes.TrimSuffix(lr.buf, []byte("\n"))
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(line) > lr.max {
			return nil, int64(len(line)), nil
		}
		return line, 0, nil
	}
}

// input is one input: a URL and, optionally, its base, with the number of
// the line it came from (0 for a command-line argument).
type input struct {
	Line  int
	Input string
	Base  string
}

// jsonInput is the JSONL form of an input line: {"input": "…", "base": "…"}.
type jsonInput struct {
	Input *string `json:"input"`
	Base  string  `json:"base"`
}

// lineError is the per-line error for a line that holds no URL to read.
// It never stops the run.
type lineError struct {
	Line  int    `json:"line"`
	Error string `json:"error"`
}

var bom = []byte("\uFEFF")

// lineEncoding returns the encoding -encoding names by an Encoding
// Standard label, or nil for UTF-8 (the default, and "" or any UTF-8
// label). Lines are split at the byte "\n", so UTF-16 and the
// replacement encoding, which do not keep ASCII bytes as ASCII, are
// refused.
// See https://encoding.spec.whatwg.org/#names-and-labels.
func lineEncoding(label string) (encoding.Encoding, error) {
	if label == "" {
		return nil, nil
	}
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil, fmt.Errorf("-encoding %q: not an encoding label of the Encoding Standard (windows-1252, iso-8859-2, shift_jis, euc-kr, gbk, big5, …)", label)
	}
	switch name, _ := htmlindex.Name(enc); name {
	case "utf-8":
		return nil, nil
	case "utf-16le", "utf-16be", "replacement":
		return nil, fmt.Errorf("-encoding %q: lines are read byte by byte up to \"\\n\", which %s does not keep; convert the input to UTF-8 first", label, name)
	}
	return enc, nil
}

// decodeLine turns a line into an input, or says why it holds none: a
// byte-order mark, a NUL byte or bytes that are not UTF-8 (binary input
// read as text). With dec, the line is first decoded from that legacy
// encoding, where every byte is text. A line that is a JSON object with
// an "input" member is read as JSONL, with its "base" member, if any, as
// the base.
func decodeLine(n int, line []byte, base string, dec *encoding.Decoder) (input, *lineError) {
	fail := func(format string, args ...any) (input, *lineError) {
		return input{}, &lineError{Line: n, Error: fmt.Sprintf(format, args...)}
	}
	if bytes.HasPrefix(line, bom) {
		return fail("the line starts with a byte-order mark (U+FEFF); save the file as UTF-8 without one")
	}
	if i := bytes.IndexByte(line, 0); i >= 0 {
		return fail("NUL byte at offset %d: binary input, not a URL", i)
	}
	if dec != nil {
		b, err := dec.Bytes(line)
		if err != nil {
			return fail("decoding the line: %v", err)
		}
		line = b
	}
	if !utf8.Valid(line) {
		i := 0
		for i < len(line) {
			r, size := utf8.DecodeRune(line[i:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			i += size
		}
		return fail("invalid UTF-8 at offset %d: binary input, not a URL; for text in a legacy encoding, name it with -encoding (e.g. -encoding windows-1252)", i)
	}
	if len(line) > 0 && line[0] == '{' {
		var j jsonInput
		if err := json.Unmarshal(line, &j); err == nil && j.Input != nil {
			if j.Base == "" {
				j.Base = base
			}
			return input{Line: n, Input: *j.Input, Base: j.Base}, nil
		}
	}
	return input{Line: n, Input: string(line), Base: base}, nil
}
