// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package reading

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

func TestReadPreview(t *testing.T) {
	png := "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/kWZ/2wAAAABJRU5ErkJggg=="
	long := strings.Repeat("a", PreviewText-1) + "é" + "tail" // "é" split by the limit
	tests := []struct {
		name, in  string
		text      string // the text preview, "-" for none
		truncated bool
		image     bool
		noPreview string
	}{
		{"text", "data:,a%20b%0A%09c", "a b\n\tc", false, false, ""},
		{"escaped", "data:text/plain,%E2%80%AEevil%00%FF", `\u{202E}evil\x00\xFF`, false, false, ""},
		{"HTML as text", "data:text/html,<script>alert(1)</script>", "<script>alert(1)</script>", false, false, ""},
		{"SVG as text", "data:image/svg+xml,<svg onload=alert(1)/>", "<svg onload=alert(1)/>", false, false, ""},
		{"JSON", "data:application/json,{}", "{}", false, false, ""},
		{"long, cut before a split character", "data:," + long, strings.Repeat("a", PreviewText-1), true, false, ""},
		{"empty", "data:,", "", false, false, ""},
		{"PNG", png, "-", false, true, ""},
		{"large image", "data:image/gif;base64," + strings.Repeat("AAAA", PreviewImage/3+1), "-", false, false, "an image longer than 1048576 bytes"},
		{"binary", "data:application/octet-stream,abc", "-", false, false, "no preview for application/octet-stream"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := url.MustParse(tt.in)
			p := ReadPreview(u)
			d, err := dataurl.Process(u)
			if err != nil {
				t.Fatal(err)
			}
			if p.MIMEType != d.MIMEType.String() || *p.BodyLength != int64(len(d.Body)) || p.DataError != "" {
				t.Errorf("Data = %q %d %q, want %q %d", p.MIMEType, *p.BodyLength, p.DataError, d.MIMEType, len(d.Body))
			}
			text := "-"
			if p.Text != nil {
				text = *p.Text
			}
			if text != tt.text || p.Truncated != tt.truncated || p.NoPreview != tt.noPreview {
				t.Errorf("text %q truncated %v noPreview %q, want %q %v %q", text, p.Truncated, p.NoPreview, tt.text, tt.truncated, tt.noPreview)
			}
			if tt.image {
				want := "data:" + d.MIMEType.Essence() + ";base64," + base64.StdEncoding.EncodeToString(d.Body)
				if p.Image != want {
					t.Errorf("Image = %q, want %q", p.Image, want)
				}
			} else if p.Image != "" {
				t.Errorf("Image = %.80q, want none", p.Image)
			}
		})
	}
	if p := ReadPreview(url.MustParse("data:;base64,a")); p == nil || p.DataError == "" || p.BodyLength != nil || strings.Contains(p.DataError, "data:;") {
		t.Errorf("a body that is not base64: %+v", p)
	}
	if p := ReadPreview(url.MustParse("https://example.com/")); p != nil {
		t.Errorf("not a data: URL: %+v", p)
	}
	if p := ReadPreview(nil); p != nil {
		t.Errorf("nil: %+v", p)
	}
}
