// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/url/mimetype"
)

// FuzzParse checks that Parse never panics, that what it returns
// serializes to a string that parses to the same MIME type and the same
// string (idempotence), and that the parts hold what the standard says
// they hold: a lowercase token type and subtype, lowercase token
// parameter names each once, values of quoted-string token code points.
//
//	go test ./mimetype -run='^$' -fuzz=FuzzParse -fuzztime=60s
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"text/html", " TEXT/HTML ; Charset=\"UTF-8\" ; charset=x", "text/html;charset=\"shift_jis\"iso-2022-jp",
		"a/b;c=\"\\\\\\\"\";d=\"\"", "x/x;\u00e9=\u00ff;y=\u0100", "text/plain;;=;a=b;", "/html", "text", "text/ html",
		"x/y;a=\"b\\", "x/y;a=\xff", "application/ld+json;profile=\"http://x/\"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := mimetype.Parse(s)
		if err != nil {
			if !m.IsZero() {
				t.Fatalf("Parse(%q) failed with a MIME type %q", s, m)
			}
			return
		}
		checkParts(t, s, m)
		out := m.String()
		m2, err := mimetype.Parse(out)
		if err != nil || m2.String() != out || m2.Essence() != m.Essence() || !slices.Equal(m2.Params(), m.Params()) {
			t.Fatalf("Parse(%q) = %q, which parses to %q, %v", s, out, m2, err)
		}
		if b, err := m.MarshalText(); err != nil || string(b) != out {
			t.Fatalf("MarshalText = %q, %v; String = %q", b, err, out)
		}
	})
}

// checkParts checks what the standard says a MIME type holds.
func checkParts(t *testing.T, s string, m mimetype.MIMEType) {
	t.Helper()
	if !isLowerToken(m.Type()) || !isLowerToken(m.Subtype()) || m.Essence() != m.Type()+"/"+m.Subtype() {
		t.Fatalf("Parse(%q): type %q, subtype %q, essence %q", s, m.Type(), m.Subtype(), m.Essence())
	}
	seen := map[string]bool{}
	for _, p := range m.Params() {
		if !isLowerToken(p.Name) || seen[p.Name] {
			t.Fatalf("Parse(%q): parameter name %q", s, p.Name)
		}
		seen[p.Name] = true
		if v, ok := m.Param(strings.ToUpper(p.Name)); !ok || v != p.Value {
			t.Fatalf("Parse(%q).Param(%q) = %q, %v, want %q", s, strings.ToUpper(p.Name), v, ok, p.Value)
		}
		for _, r := range p.Value {
			if r != '\t' && (r < ' ' || r > 0xFF || r == 0x7F) || r == utf8.RuneError {
				t.Fatalf("Parse(%q): parameter %q has %U", s, p.Name, r)
			}
		}
	}
}

// isLowerToken reports whether s is a non-empty run of HTTP token code
// points with no uppercase letter.
func isLowerToken(s string) bool {
	return s != "" && strings.Trim(s, "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyz") == ""
}
