// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/mimetype"
	"golang.org/x/text/encoding/htmlindex"
)

// mimeTypeCase is one case of mime-types.json or generated-mime-types.json:
// the input, its serialization after parsing (nil for failure) and, in most
// of mime-types.json, the encoding its charset names (nil for none) and
// the minimized MIME type.
type mimeTypeCase struct {
	Input     string  `json:"input"`
	Output    *string `json:"output"`
	Encoding  *string `json:"encoding"`
	Minimized *string `json:"minimizedMIMEType"`
	HasEnc    bool    `json:"-"`
}

// loadMIMETypeCases reads a WPT fixture of mimesniff/mime-types/resources,
// skipping its string entries (comments).
func loadMIMETypeCases(t *testing.T, name string) []mimeTypeCase {
	t.Helper()
	path, ok := fixtures.FindWPT("mimesniff/mime-types", name)
	if !ok {
		fixtures.Skip(t, name, "WPT_DIR")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var cases []mimeTypeCase
	for _, r := range raw {
		if r[0] == '"' {
			continue
		}
		var c mimeTypeCase
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(r, &fields); err != nil {
			t.Fatal(err)
		}
		_, c.HasEnc = fields["encoding"]
		cases = append(cases, c)
	}
	return cases
}

// TestWPTMIMETypes runs mime-types.json (74 cases) and
// generated-mime-types.json (881): Parse then String gives the output, or
// Parse fails when the output is null; the charset names the encoding
// given, through the Encoding Standard's labels; and the minimized MIME
// type agrees with the groups. "navigable" is the HTML Standard's, and is
// not tested. minimizedMIMEType's last step depends on what the user agent
// supports, so a type in no group is checked only to minimize to its
// essence or to "".
func TestWPTMIMETypes(t *testing.T) {
	for _, file := range []string{"mime-types.json", "generated-mime-types.json"} {
		t.Run(file, func(t *testing.T) {
			cases := loadMIMETypeCases(t, file)
			pass := 0
			for _, c := range cases {
				if t.Run(strings.ToValidUTF8(c.Input, "\uFFFD"), func(t *testing.T) { checkMIMEType(t, c) }) {
					pass++
				}
			}
			t.Logf("%s: %d of %d pass", file, pass, len(cases))
		})
	}
}

// checkMIMEType checks one case of the MIME type fixtures.
func checkMIMEType(t *testing.T, c mimeTypeCase) {
	m, err := mimetype.Parse(c.Input)
	if c.Output == nil {
		if err == nil {
			t.Fatalf("Parse(%q) = %q, want failure", c.Input, m)
		}
		return
	}
	if err != nil {
		t.Fatalf("Parse(%q): %v, want %q", c.Input, err, *c.Output)
	}
	if got := m.String(); got != *c.Output {
		t.Fatalf("Parse(%q).String() = %q, want %q", c.Input, got, *c.Output)
	}
	if c.HasEnc {
		got := ""
		if enc, err := htmlindex.Get(m.Charset()); err == nil {
			got, _ = htmlindex.Name(enc)
		}
		want := ""
		if c.Encoding != nil {
			want = *c.Encoding
		}
		if !strings.EqualFold(got, want) {
			t.Errorf("encoding of %q (charset %q) = %q, want %q", c.Input, m.Charset(), got, want)
		}
	}
	if c.Minimized != nil {
		if got, known := minimize(m); known && got != *c.Minimized || !known && *c.Minimized != "" && *c.Minimized != m.Essence() {
			t.Errorf("minimize(%q) = %q (known %v), want %q", c.Input, got, known, *c.Minimized)
		}
	}
}

// minimize is the standard's minimize a supported MIME type as far as it
// does not depend on what the user agent supports; known is false when
// the answer is the essence or "", by that support.
// See https://mimesniff.spec.whatwg.org/#minimize-a-supported-mime-type.
func minimize(m mimetype.MIMEType) (string, bool) {
	switch {
	case m.IsJavaScript():
		return "text/javascript", true
	case m.IsJSON():
		return "application/json", true
	case m.Essence() == "image/svg+xml":
		return "image/svg+xml", true
	case m.IsXML():
		return "application/xml", true
	}
	return "", false
}
