// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl_test

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/forgivingbase64"
	"github.com/weburl/url/mimetype"
)

// slowProcess is the data: URL processor written from the Fetch
// Standard's steps with strings, one step at a time, and a percent-decode
// written the same way: the reference for the fast Process. It returns the serialized MIME type and the body, or ok
// false for failure.
// See https://fetch.spec.whatwg.org/#data-url-processor.
func slowProcess(u *url.URL) (mimeType string, body []byte, ok bool) {
	// 1. Assert: the scheme is data.
	if u.Scheme != "data" {
		return "", nil, false
	}
	// 2. Let input be the URL serializer's output, excluding the fragment.
	// The hash getter is "#" and the fragment, or "" for an empty one.
	input := u.String()
	if h := u.Hash(); h != "" {
		input = strings.TrimSuffix(input, h)
	} else {
		input = strings.TrimSuffix(input, "#")
	}
	// 3. Remove the leading "data:".
	input = strings.TrimPrefix(input, "data:")
	// 4-5. Let mimeType be the code points up to ",".
	mt, encodedBody, found := strings.Cut(input, ",")
	// 6. Strip leading and trailing ASCII whitespace.
	mt = strings.Trim(mt, "\t\n\f\r ")
	// 7-9. Past the end: failure; else the remainder after ",".
	if !found {
		return "", nil, false
	}
	// 10. Let body be the percent-decoding of encodedBody.
	body = slowPercentDecode(encodedBody)
	// 11. ";", zero or more spaces, "base64" in any case, at the end.
	lower := strings.ToLower(mt)
	if strings.HasSuffix(lower, "base64") && strings.HasSuffix(strings.TrimRight(lower[:len(lower)-6], " "), ";") {
		// 11.1-11.3. Isomorphic decode, forgiving-base64 decode (each
		// byte that is not ASCII is a code point outside the alphabet
		// either way). forgivingbase64's FuzzDecode checks Decode
		// against the Infra Standard's steps.
		var err error
		if body, err = forgivingbase64.Decode(string(body)); err != nil {
			return "", nil, false
		}
		// 11.4-11.6. Remove "base64", the spaces, and ";".
		mt = strings.TrimRight(mt[:len(mt)-6], " ")
		mt = mt[:len(mt)-1]
	}
	// 12. A leading ";" gets "text/plain" before it.
	if strings.HasPrefix(mt, ";") {
		mt = "text/plain" + mt
	}
	// 13-14. Parse it; on failure, text/plain;charset=US-ASCII.
	m, err := mimetype.Parse(mt)
	if err != nil {
		return "text/plain;charset=US-ASCII", body, true
	}
	return m.String(), body, true
}

// slowPercentDecode is the URL Standard's percent-decode, byte by byte.
// See https://url.spec.whatwg.org/#percent-decode.
func slowPercentDecode(s string) []byte {
	var out []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				out = append(out, byte(v))
				i += 2
				continue
			}
		}
		out = append(out, s[i])
	}
	return out
}

// FuzzProcess checks ProcessString and NewReader against slowProcess on
// any URL the parser accepts.
//
//	go test ./dataurl -run='^$' -fuzz=FuzzProcess -fuzztime=60s
func FuzzProcess(f *testing.F) {
	for _, s := range []string{
		"data:,", "data:,A%20brief%20note", "data:text/html;base64,PGI+aGk8L2I+",
		"data:;base64 ,YQ", "data:text/plain;charset=utf-8;BASE64,YWJj ZA==", "data:image/png;base64,%20iVBORw0K",
		"data: text/html ;x=\"y\",<p>#frag", "data:%2C,a", "data:x/y;base64,ab=c", "data:,a?b%zz%4", "http://x/,y",
		"data://host/;base64,YQ", "data:;charset=\"a;b\",x", "data:text/plain;base64;base64,YWJj",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := url.Parse(s)
		if err != nil {
			return
		}
		wantType, wantBody, ok := slowProcess(u)
		d, err := dataurl.Process(u)
		if ok != (err == nil) {
			t.Fatalf("Process(%q): %v; the standard's steps give ok %v", u, err, ok)
		}
		if !ok {
			return
		}
		if d.MIMEType.String() != wantType || !bytes.Equal(d.Body, wantBody) {
			t.Fatalf("Process(%q) = %q, %q; the standard's steps give %q, %q", u, d.MIMEType, d.Body, wantType, wantBody)
		}
		body, mimeType, err := readAll(u.String())
		if err != nil || mimeType != wantType || !bytes.Equal(body, wantBody) {
			t.Fatalf("NewReader(%q) = %q, %q, %v; want %q, %q", u, mimeType, body, err, wantType, wantBody)
		}
	})
}
