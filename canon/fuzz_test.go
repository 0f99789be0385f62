// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/fixtures"
)

// profiles are the profiles FuzzProfiles checks, with every option on in
// at least one.
var profiles = []struct {
	name  string
	canon func(string) (string, error)
}{
	{"Semantic{}", Semantic{}.Canonicalize},
	{"Semantic{all}", Semantic{RemoveParams: []string{"sid", "utm_*"}, RemoveUserinfo: true}.Canonicalize},
	{"DefaultCrawl", DefaultCrawl.Canonicalize},
	{"Crawl{all}", Crawl{
		Semantic:    Semantic{RemoveParams: []string{"a*"}, RemoveUserinfo: true},
		HTTPSAsHTTP: true, TrimHostDots: true, FoldWWW: true, LowercasePath: true,
		CollapseSlashes: true, IndexNames: DefaultIndexNames, RemoveTrailingSlash: true, DropQuery: true,
	}.Canonicalize},
	{"Crawl{path}", Crawl{LowercasePath: true, IndexNames: []string{"i", ""}, RemoveTrailingSlash: true}.Canonicalize},
}

// FuzzProfiles checks that every profile is idempotent, that the keys of
// Semantic and Crawl are URLs that url.Parse reads back to themselves, and
// that a SafeBrowsing key reads back to itself through SafeBrowsing and has
// no byte a URL cannot hold raw. It also checks unescapeRepeatedly against
// the specification's wording, unescapeSlowly.
//
//	go test ./canon -run='^$' -fuzz=FuzzProfiles -fuzztime=60s
func FuzzProfiles(f *testing.F) {
	for _, tc := range safeBrowsingExamples {
		f.Add(tc.in)
	}
	for _, s := range []string{
		"https://www.Example.com./a//index.html/?b&a#x", "http://h/%7euser/%41%2f",
		"http://h/?utm_x=1&b=%7e", "foo://h%41/a/..//b", "file:///C:/a/", "http://[::ffff:1.2.3.4]/",
		"http://a%252Fb.com/", "http://h/a%5Cb%253F/./c?d#e", "mailto:x@y", "HTTPS://WWW.www.X.org:443/A/",
		"http://b%25C3%25BCcher.example/", "http://1.2..3.4/", "sc:/.//p", "http://h/a/index.html/",
	} {
		f.Add(s)
	}
	for _, s := range wptURLs(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range profiles {
			key, err := p.canon(s)
			if err != nil {
				continue
			}
			if again, err := p.canon(key); err != nil || again != key {
				t.Errorf("%s: %q gives %q, which gives %q, %v", p.name, s, key, again, err)
			}
			if u, err := url.Parse(key); err != nil || u.String() != key {
				t.Errorf("%s: key %q of %q parses to %v, %v", p.name, key, s, u, err)
			}
		}
		if key, err := SafeBrowsing(s); err == nil {
			if again, err := SafeBrowsing(key); err != nil || again != key {
				t.Errorf("SafeBrowsing: %q gives %q, which gives %q, %v", s, key, again, err)
			}
			if i := strings.IndexFunc(key, func(r rune) bool { return r <= ' ' || r >= 0x7F || r == '#' }); i >= 0 {
				t.Errorf("SafeBrowsing(%q) = %q, with %q at %d", s, key, key[i], i)
			}
			exprs, err := SafeBrowsingExpressions(s)
			if err != nil || len(exprs) == 0 || len(exprs) > 30 {
				t.Errorf("SafeBrowsingExpressions(%q) = %q, %v", s, exprs, err)
			}
		}
		if len(s) < 256 {
			if got, want := unescapeRepeatedly(s), unescapeSlowly(s); got != want {
				t.Errorf("unescapeRepeatedly(%q) = %q, want %q", s, got, want)
			}
		}
	})
}

// wptURLs returns the inputs and the expected hrefs of WPT's
// urltestdata.json, read from $WPT_DIR (by default ../../shared/wpt from
// this directory): nearly a thousand URLs chosen for their edge cases. It
// returns none when the file is missing, unless fixtures are required
// (internal/fixtures).
func wptURLs(tb testing.TB) []string {
	path, ok := fixtures.FindWPT("url", "urltestdata.json")
	if !ok {
		fixtures.SeedsOnly(tb, "urltestdata.json", "WPT_DIR")
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	var cases []any
	if err := json.Unmarshal(data, &cases); err != nil {
		tb.Fatal(err)
	}
	var urls []string
	for _, c := range cases {
		if m, ok := c.(map[string]any); ok {
			for _, k := range []string{"input", "href"} {
				if s, ok := m[k].(string); ok {
					urls = append(urls, s)
				}
			}
		}
	}
	return urls
}
