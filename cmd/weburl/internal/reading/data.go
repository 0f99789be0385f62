// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package reading

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

// Data is what the Fetch Standard's data: URL processor (package dataurl)
// reads in a data: URL: its MIME type and its body's length, or the
// processor's error (the reason of the *dataurl.Error, without the URL).
type Data struct {
	MIMEType   string `json:"mimeType,omitempty"`
	BodyLength *int64 `json:"bodyLength,omitempty"`
	DataError  string `json:"dataError,omitempty"`
}

// ReadData runs the data: URL processor on u, or returns nil when u is
// nil or not a data: URL. It reads the body to check it and learn its
// length, without holding it (dataurl.NewReader).
func ReadData(u *url.URL) *Data {
	_, d := readData(u)
	return d
}

// readData is ReadData, with the reader of the body when it has one.
func readData(u *url.URL) (*dataurl.Reader, *Data) {
	if u == nil || u.Scheme != "data" {
		return nil, nil
	}
	r, err := dataurl.NewReader(u)
	if err != nil {
		// The reason alone: the record holds the URL.
		var de *dataurl.Error
		if errors.As(err, &de) {
			err = de.Err
		}
		return nil, &Data{DataError: err.Error()}
	}
	n := r.Size()
	return r, &Data{MIMEType: r.MIMEType().String(), BodyLength: &n}
}

// PreviewText is the most bytes of a body a text preview shows.
const PreviewText = 4 << 10

// PreviewImage is the longest body an image preview shows.
const PreviewImage = 1 << 20

// imageTypes are the image types the viewer shows in an <img>: raster
// formats, which cannot run script. SVG, which can, is shown as text.
var imageTypes = map[string]bool{
	"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true,
	"image/avif": true, "image/bmp": true, "image/x-icon": true,
}

// Preview is what the viewer shows of a data: URL: Data, and a preview of
// the body: Text, the first PreviewText bytes as text, read as UTF-8 and
// escaped (Escape, keeping lines; Truncated when the body is longer), for text, JSON, XML and JavaScript types; or
// Image, a data: URL of a raster image type (imageTypes) and the body,
// for an <img>. NoPreview says why there is neither.
type Preview struct {
	Data
	Text      *string `json:"text,omitempty"`
	Truncated bool    `json:"truncated,omitempty"`
	Image     string  `json:"image,omitempty"`
	NoPreview string  `json:"noPreview,omitempty"`
}

// ReadPreview returns u's Preview, or nil when u is nil or not a data: URL.
func ReadPreview(u *url.URL) *Preview {
	r, d := readData(u)
	if d == nil {
		return nil
	}
	p := &Preview{Data: *d}
	if r == nil {
		return p
	}
	m, n := r.MIMEType(), r.Size()
	switch {
	case imageTypes[m.Essence()] && n <= PreviewImage:
		body, _ := io.ReadAll(r)
		p.Image = "data:" + m.Essence() + ";base64," + base64.StdEncoding.EncodeToString(body)
	case imageTypes[m.Essence()]:
		p.NoPreview = fmt.Sprintf("an image longer than %d bytes", PreviewImage)
	case m.Type() == "text" || m.IsJSON() || m.IsXML() || m.IsJavaScript():
		head := make([]byte, min(n, PreviewText))
		io.ReadFull(r, head)
		if n > PreviewText {
			// Cut a character that the limit splits.
			p.Truncated = true
			if i := lastRuneStart(head); !utf8.FullRune(head[i:]) {
				head = head[:i]
			}
		}
		t := Escape(string(head), true)
		p.Text = &t
	default:
		p.NoPreview = "no preview for " + m.Essence()
	}
	return p
}

// lastRuneStart returns the index where the last character of b starts.
func lastRuneStart(b []byte) int {
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			return i
		}
	}
	return len(b)
}

// Escape marks what a terminal or a page would not show as text: a byte
// that is not UTF-8 and an ASCII control character (Cc) as \xHH, other
// control characters and format characters (Cf: bidi controls, zero-width
// joiners) as \u{HHHH}. With lines set, tab and line feed stay as they are.
func Escape(s string, lines bool) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case lines && (r == '\t' || r == '\n'):
			b.WriteRune(r)
		case r == utf8.RuneError && size == 1, r < 0x80 && unicode.Is(unicode.Cc, r):
			fmt.Fprintf(&b, "\\x%02X", s[i])
		case unicode.In(r, unicode.Cc, unicode.Cf):
			fmt.Fprintf(&b, "\\u{%X}", r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}
