// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package dataurl implements the Fetch Standard's data: URL processor: the
// MIME type and the body of a data: URL, as a browser reads them.
//
// Process and ProcessString return the body as bytes; NewReader reads it
// as an io.Reader without holding it whole; package datahttp's Transport
// lets an http.Client fetch data: URLs. A Processor sets a limit on the
// body's size.
//
// The URL is the one github.com/weburl/url parses: the processor reads
// its serialization, so "data:text/plain,a b#c" has the body "a b"
// (the fragment is not part of it) and a query is ("data:,a?b" is "a?b").
// What a browser then does with the body (navigation, <img>) is left to
// the caller: see SECURITY.md, and the groups of package mimetype
// (IsScriptable, IsJavaScript) for refusing what can run script.
//
// See https://fetch.spec.whatwg.org/#data-urls.
package dataurl

import (
	"errors"
	"strconv"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/mimetype"
)

// The reasons the processor fails; an *Error wraps one of them, or the
// URL parser's error for ProcessString, or a forgivingbase64 error after
// ErrBase64.
var (
	// ErrNotData: the URL's scheme is not data.
	ErrNotData = errors.New("scheme is not data")
	// ErrNoComma: no "," ends the MIME type ("data:text/plain").
	ErrNoComma = errors.New("no \",\" after the MIME type")
	// ErrBase64: the MIME type ends in ";base64" and the body is not
	// forgiving-base64 ("data:;base64,a").
	ErrBase64 = errors.New("body is not base64")
	// ErrBodyTooLarge: the body is longer than Processor.MaxBodySize.
	ErrBodyTooLarge = errors.New("body longer than the limit")
)

// An Error is the processor's failure for a URL, which is a network error
// when fetching it. Err is ErrNotData, ErrNoComma, ErrBase64 (and its
// reason, which errors.Is finds too), ErrBodyTooLarge, or the parser's
// *url.Error.
type Error struct {
	URL string
	Err error
}

// Error returns `dataurl: "url": reason`, the URL cut to 64 bytes.
func (e *Error) Error() string {
	u := e.URL
	if len(u) > 64 {
		u = u[:64] + "..."
	}
	return "dataurl: " + strconv.Quote(u) + ": " + e.Err.Error()
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// Data is a data: URL struct: the URL's MIME type and its body.
// See https://fetch.spec.whatwg.org/#data-url-struct.
type Data struct {
	MIMEType mimetype.MIMEType
	Body     []byte
}

// A Processor runs the data: URL processor with a limit on the body. Its
// zero value has no limit but the input: a body is never longer than its
// URL. A Processor is safe for concurrent use.
type Processor struct {
	// MaxBodySize, if positive, is the longest body in bytes: a longer
	// one fails with ErrBodyTooLarge before it is decoded.
	MaxBodySize int64
}

// Process runs the data: URL processor on u with no limit: the same as
// Processor{}.Process(u).
func Process(u *url.URL) (*Data, error) { return Processor{}.Process(u) }

// ProcessString parses s as an absolute URL and runs the data: URL
// processor on it: the same as Processor{}.ProcessString(s).
func ProcessString(s string) (*Data, error) { return Processor{}.ProcessString(s) }

// ProcessString parses s as an absolute URL, as url.ParseWithBase(s, "")
// does, and runs the data: URL processor on the URL.
func (p Processor) ProcessString(s string) (*Data, error) {
	u, err := url.ParseWithBase(s, "")
	if err != nil {
		return nil, &Error{s, err}
	}
	return p.Process(u)
}

// Process runs the data: URL processor on u: its MIME type (by default
// text/plain;charset=US-ASCII) and its body, percent-decoded and, when the
// MIME type ends in ";base64", forgiving-base64 decoded. The body is
// allocated once, at most as long as u's serialization (twice for a body
// with a "%" that starts no escape).
// See https://fetch.spec.whatwg.org/#data-url-processor.
func (p Processor) Process(u *url.URL) (*Data, error) {
	r, err := p.open(u, false)
	if err != nil {
		return nil, err
	}
	body, err := r.readFull(make([]byte, r.maxSize))
	if err != nil {
		return nil, &Error{r.href, err}
	}
	// Whitespace and "=" in a base64 body leave room unused, at most a
	// quarter of the URL's length: not worth a copy.
	return &Data{r.mimeType, body[:len(body):len(body)]}, nil
}

// split runs the steps of the processor that read u's serialization: it
// returns the serialization without its fragment, the MIME type record,
// the encoded body, and whether the body is base64.
// See https://fetch.spec.whatwg.org/#data-url-processor.
func split(u *url.URL) (href string, m mimetype.MIMEType, encodedBody string, base64 bool, err error) {
	// Let input be the URL serializer's output with exclude fragment
	// set. The first "#" of a serialization starts its fragment: the
	// path, query and userinfo have it percent-encoded.
	if u == nil {
		return "", m, "", false, ErrNotData
	}
	href = u.String()
	if i := strings.IndexByte(href, '#'); i >= 0 {
		href = href[:i]
	}
	if u.Scheme != "data" {
		return href, m, "", false, ErrNotData
	}
	// Remove the leading "data:".
	input := href[len("data:"):]
	// Let mimeType be the code points up to ","; strip leading and
	// trailing ASCII whitespace from it. With no ",", fail.
	comma := strings.IndexByte(input, ',')
	if comma < 0 {
		return href, m, "", false, ErrNoComma
	}
	mimeType := strings.Trim(input[:comma], "\t\n\f\r ")
	// Let encodedBody be the remainder of input, after ",".
	encodedBody = input[comma+1:]
	// If mimeType ends with ";", zero or more spaces, and "base64" in any
	// case, the body is base64; remove that from mimeType.
	if t, ok := cutBase64(mimeType); ok {
		mimeType, base64 = t, true
	}
	// If mimeType starts with ";", prepend "text/plain"; parse it, and
	// on failure use text/plain;charset=US-ASCII.
	if strings.HasPrefix(mimeType, ";") {
		mimeType = "text/plain" + mimeType
	} else {
		// The MIME type shares its string's memory: a copy, so that it
		// does not keep a long URL alive.
		mimeType = strings.Clone(mimeType)
	}
	if m, err = mimetype.Parse(mimeType); err != nil {
		m, _ = mimetype.Parse(defaultMIMEType)
	}
	return href, m, encodedBody, base64, nil
}

// defaultMIMEType is a data: URL's MIME type when it has none, or one that
// does not parse.
const defaultMIMEType = "text/plain;charset=US-ASCII"

// cutBase64 reports whether mimeType ends with ";", zero or more U+0020
// spaces, and an ASCII case-insensitive "base64", and returns it without
// them.
func cutBase64(mimeType string) (string, bool) {
	const b64 = "base64"
	if len(mimeType) < len(b64)+1 || !strings.EqualFold(mimeType[len(mimeType)-len(b64):], b64) {
		return mimeType, false
	}
	// Remove the last 6 code points, the trailing spaces, and the ";".
	t := strings.TrimRight(mimeType[:len(mimeType)-len(b64)], " ")
	if !strings.HasSuffix(t, ";") {
		return mimeType, false
	}
	return t[:len(t)-1], true
}

// base64Error is ErrBase64 with its reason, a forgivingbase64 error.
type base64Error struct{ reason error }

func (e *base64Error) Error() string   { return ErrBase64.Error() + ": " + e.reason.Error() }
func (e *base64Error) Unwrap() []error { return []error{ErrBase64, e.reason} }
