// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype_test

import (
	"mime"
	"testing"

	"github.com/weburl/url/mimetype"
)

// benchInputs are Content-Types as servers send them, each parsed by both
// parsers.
var benchInputs = []struct{ name, in string }{
	{"essence", "image/png"},
	{"charset", "text/html; charset=utf-8"},
	{"upper", "Text/HTML;Charset=UTF-8"},
	{"quoted", `multipart/form-data; boundary="----WebKitFormBoundary7MA4YWxkTrZu0gW"`},
	{"params", `application/vnd.api+json; ext=bulk; profile="https://example.com/p"; charset=utf-8`},
}

// BenchmarkParse compares Parse with mime.ParseMediaType on the same
// inputs, in the same run.
//
//	go test ./mimetype -run='^$' -bench=Parse -count=3
func BenchmarkParse(b *testing.B) {
	for _, c := range benchInputs {
		b.Run(c.name+"/mimetype", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := mimetype.Parse(c.in); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/mime.ParseMediaType", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := mime.ParseMediaType(c.in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkString serializes a MIME type with parameters, beside
// mime.FormatMediaType.
func BenchmarkString(b *testing.B) {
	m, _ := mimetype.Parse(benchInputs[3].in)
	typ, params, _ := mime.ParseMediaType(benchInputs[3].in)
	b.Run("mimetype", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = m.String()
		}
	})
	b.Run("mime.FormatMediaType", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = mime.FormatMediaType(typ, params)
		}
	})
}
