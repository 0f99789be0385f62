// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"strings"
	"testing"
)

// TestRedactSecretsPositions checks every name of the default list in
// every position RedactSecrets looks at: the value is gone, and the rest
// of the URL is as in the href.
func TestRedactSecretsPositions(t *testing.T) {
	const secret = "S3CRETvalue42"
	positions := []struct {
		name      string
		in        func(name string) string
		want      func(name string) string // "" when only the secret's absence is checked
		keepsRest string                   // a part of the URL that stays
	}{
		{"query", func(n string) string { return "https://h.example/p?a=1&" + n + "=" + secret + "&b=2" },
			func(n string) string { return "https://h.example/p?a=1&" + n + "=xxxxx&b=2" }, ""},
		{"first in query", func(n string) string { return "https://h.example/?" + n + "=" + secret },
			func(n string) string { return "https://h.example/?" + n + "=xxxxx" }, ""},
		{"upper-case name", func(n string) string { return "https://h.example/?" + strings.ToUpper(n) + "=" + secret },
			func(n string) string { return "https://h.example/?" + strings.ToUpper(n) + "=xxxxx" }, ""},
		{"fragment", func(n string) string { return "https://h.example/cb#" + n + "=" + secret + "&state=s" },
			func(n string) string { return "https://h.example/cb#" + n + "=xxxxx&state=s" }, ""},
		{"fragment route", func(n string) string { return "https://h.example/#/cb?" + n + "=" + secret },
			func(n string) string { return "https://h.example/#/cb?" + n + "=xxxxx" }, ""},
		{"nested, encoded", func(n string) string {
			return "https://h.example/?redirect_uri=" + QueryEscape("https://app.example/cb?"+n+"="+secret) + "&x=1"
		}, nil, "&x=1"},
		{"nested, as it is", func(n string) string {
			return "https://h.example/?next=https://app.example/cb?" + n + "=" + secret
		}, nil, "?next="},
		{"nested twice", func(n string) string {
			inner := "https://c.example/?" + n + "=" + secret
			return "https://h.example/?a=" + QueryEscape("https://b.example/?b="+QueryEscape(inner))
		}, nil, "https://h.example/?a="},
	}
	for _, name := range SensitiveParams() {
		for _, pos := range positions {
			u, err := Parse(pos.in(name))
			if err != nil {
				t.Fatalf("%s %s: %v", name, pos.name, err)
			}
			got := u.RedactSecrets()
			if strings.Contains(got, secret) {
				t.Errorf("%s in %s: RedactSecrets() = %q, which holds the secret", name, pos.name, got)
			}
			if pos.want != nil && got != pos.want(name) {
				t.Errorf("%s in %s: RedactSecrets() = %q, want %q", name, pos.name, got, pos.want(name))
			}
			if !strings.Contains(got, pos.keepsRest) {
				t.Errorf("%s in %s: RedactSecrets() = %q, want it to keep %q", name, pos.name, got, pos.keepsRest)
			}
			if !strings.Contains(u.String(), secret) && !strings.Contains(u.String(), QueryEscape(secret)) {
				t.Fatalf("%s in %s: the input %q lost the secret before redaction", name, pos.name, u.String())
			}
		}
	}
}

func TestRedactSecrets(t *testing.T) {
	for _, c := range []struct {
		in    string
		names []string
		want  string
	}{
		// Nothing to redact: the href as it is.
		{"https://h.example/p?a=1&b=2#frag", nil, "https://h.example/p?a=1&b=2#frag"},
		{"https://h.example/?", nil, "https://h.example/?"},
		{"https://h.example/#", nil, "https://h.example/#"},
		{"https://h.example/?token", nil, "https://h.example/?token"},       // no value
		{"https://h.example/?token=", nil, "https://h.example/?token="},     // an empty value
		{"https://h.example/?tokens=1", nil, "https://h.example/?tokens=1"}, // not a listed name
		{"https://h.example/?q=a:b", nil, "https://h.example/?q=a:b"},       // a URL with nothing to redact, as written
		// The password, as Redacted.
		{"https://u:pw@h.example/?a=1", nil, "https://u:xxxxx@h.example/?a=1"},
		// A name written percent-encoded or with "+" is the decoded name.
		{"https://h.example/?X%2DAmz-Signature=abc", nil, "https://h.example/?X%2DAmz-Signature=xxxxx"},
		{"https://h.example/?access%5Ftoken=abc", nil, "https://h.example/?access%5Ftoken=xxxxx"},
		// The caller's names, case-insensitively.
		{"https://h.example/?session=abc&Csrf=def&a=1", []string{"session", "CSRF"}, "https://h.example/?session=xxxxx&Csrf=xxxxx&a=1"},
		// A nested URL's password, percent-encoded.
		{"https://h.example/?redirect_uri=https%3A%2F%2Fu%3Ap%40host%2F", nil, "https://h.example/?redirect_uri=https%3A%2F%2Fu%3Axxxxx%40host%2F"},
		// The same as it is: the nested URL is written back percent-encoded.
		{"https://h.example/?next=https://u:p@host/", nil, "https://h.example/?next=https%3A%2F%2Fu%3Axxxxx%40host%2F"},
		// Both the query and the fragment.
		{"https://h.example/?code=c1#access_token=t1&token_type=bearer", nil, "https://h.example/?code=xxxxx#access_token=xxxxx&token_type=bearer"},
		// A non-special URL with an opaque path.
		{"mailto:a@b.example?subject=hi&token=t", nil, "mailto:a@b.example?subject=hi&token=xxxxx"},
		// Too deep: the URL-valued parameter goes whole.
		{"https://h.example/?a=" + QueryEscape("https://b/?b="+QueryEscape("https://c/?c="+QueryEscape("https://d/?d="+QueryEscape("https://e/?x=1")))),
			nil, "https://h.example/?a=" + QueryEscape("https://b/?b="+QueryEscape("https://c/?c="+QueryEscape("https://d/?d=xxxxx")))},
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		if got := u.RedactSecrets(c.names...); got != c.want {
			t.Errorf("Parse(%q).RedactSecrets(%q) = %q, want %q", c.in, c.names, got, c.want)
		}
	}
	if got := (*URL)(nil).RedactSecrets(); got != "" {
		t.Errorf("nil.RedactSecrets() = %q, want \"\"", got)
	}
	// Redacted keeps net/url's meaning: the password only.
	u := mustParse(t, "https://u:pw@h.example/?token=t")
	if got, want := u.Redacted(), "https://u:xxxxx@h.example/?token=t"; got != want {
		t.Errorf("Redacted() = %q, want %q", got, want)
	}
	// The default list is a copy.
	SensitiveParams()[0] = "changed"
	if SensitiveParams()[0] == "changed" {
		t.Error("SensitiveParams returns the package's own slice")
	}
}

// FuzzRedactSecrets checks RedactSecrets' promise on any URL: a listed
// parameter's value does not appear in the result. The fuzzer chooses the
// URL (base), the parameters around the listed one (before and after),
// the name among the listed ones (its case too) and the position: a
// parameter of the query or of the fragment, set with the standard's
// setters so that "&" delimits it, or inside a URL-valued parameter,
// percent-encoded or not. The value is a marker that occurs nowhere else
// in the input, made of letters and digits so that no encoding can hide
// it.
func FuzzRedactSecrets(f *testing.F) {
	f.Add("https://h.example/p?a=1", "a=1", "b=2#f", uint8(0), uint8(0), false)
	f.Add("https://u:p@h.example/", "", "", uint8(3), uint8(1), true)
	f.Add("https://h.example/#/route", "/cb?x", "x", uint8(7), uint8(1), false)
	f.Add("https://h.example/?q=", "next=%", "%", uint8(12), uint8(2), true)
	f.Add("sc:opaque", "?&#", "=", uint8(20), uint8(3), false)
	f.Add("http://h/", "a=1?b", "", uint8(5), uint8(3), false)
	names := SensitiveParams()
	const marker = "Zq7Mk3Xw9Marker"
	f.Fuzz(func(t *testing.T, base, before, after string, which, position uint8, upper bool) {
		if strings.Contains(base+before+after, marker[:4]) {
			return
		}
		u, err := Parse(base)
		if err != nil || !u.valid() {
			return
		}
		name := names[int(which)%len(names)]
		if upper {
			name = strings.ToUpper(name)
		}
		param := name + "=" + marker
		switch position % 4 {
		case 0: // the query
			err = u.SetSearch(before + "&" + param + "&" + after)
		case 1: // the fragment
			err = u.SetHash(before + "&" + param + "&" + after)
		case 2: // a URL-valued query parameter, percent-encoded
			err = u.SetSearch(before + "&next=" + QueryEscape("https://a.example/?"+before+"&"+param) + "&" + after)
		case 3: // a URL-valued fragment parameter, as it is
			err = u.SetHash(before + "&next=https://a.example/?" + param + "#" + after)
		}
		if err != nil || !strings.Contains(u.String(), marker) {
			return // the setter refused, or dropped the parameter
		}
		if got := u.RedactSecrets(); strings.Contains(got, marker) {
			t.Errorf("%q.RedactSecrets() = %q, which holds the value of %s", u.String(), got, name)
		}
	})
}

// TestRedactSecretsNested checks the nested forms of a secret: each shape
// holds the secret S3CRET inside a parameter value that is not a URL the
// strict parser reads as one, or is encoded more than once, and the
// redacted href must not hold it, in any encoding.
func TestRedactSecretsNested(t *testing.T) {
	const secret = "S3CRET"
	shapes := []string{
		"/cb?code=S3CRET",                             // a relative reference
		"/cb#access_token=S3CRET",                     // its fragment
		"//u:S3CRET@h.example/",                       // scheme-relative, with a password
		"postgres://u:S3CRET@/db",                     // a connection string
		"postgres://u:S3CRET@h1:1,h2:2/db",            // one the standard rejects
		"http://u:S3CRET@[bad/",                       // a URL the parser rejects
		"https://h.example/?next=/cb%3Fcode%3DS3CRET", // two levels down
	}
	for _, shape := range shapes {
		once := QueryEscape(shape)
		for _, value := range []string{shape, once, QueryEscape(once)} {
			for _, at := range []string{"https://a.example/?next=", "https://a.example/#next="} {
				u, err := Parse(at + value)
				if err != nil {
					t.Fatalf("Parse(%q): %v", at+value, err)
				}
				got := u.RedactSecrets()
				for d, s := 0, got; d < 4; d++ {
					if strings.Contains(s, secret) {
						t.Errorf("RedactSecrets(%q) = %q: holds the secret", at+value, got)
						break
					}
					s, _ = QueryUnescape(s)
				}
			}
		}
	}
}

// TestErrorRedactsPassword checks that an *Error's message does not quote
// the password of the input that failed, while its URL field keeps it.
func TestErrorRedactsPassword(t *testing.T) {
	for _, in := range []string{
		"http://u:S3CRET@[bad/",
		"postgres://u:S3CRET@h1:1,h2:x/db",
		"http://u:S3CRET@h.example:99999/",
	} {
		_, err := Parse(in)
		if err == nil {
			t.Fatalf("Parse(%q) succeeded", in)
		}
		var e *Error
		if !errors.As(err, &e) || e.URL != in {
			t.Fatalf("Parse(%q): %#v, want an *Error with the input", in, err)
		}
		if strings.Contains(err.Error(), "S3CRET") {
			t.Errorf("Parse(%q): message %q holds the password", in, err)
		}
	}
}
