// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon

import (
	"errors"
	"testing"

	"github.com/weburl/url"
)

func TestSemantic(t *testing.T) {
	tests := []struct {
		p        Semantic
		in, want string
	}{
		// The standard's serialization, fragment dropped.
		{Semantic{}, "HTTP://Example.COM:80/a/./b/../c#frag", "http://example.com/a/c"},
		// Unreserved escapes decoded, the others upper-cased.
		{Semantic{}, "http://h/%7euser/%41%2f%3a%e2%82%ac", "http://h/~user/A%2F%3A%E2%82%AC"},
		// A "%" that starts no escape is kept.
		{Semantic{}, "http://h/100%/%zz", "http://h/100%/%zz"},
		// Query pairs sorted by name, stable for equal names, form-serialized.
		{Semantic{}, "http://h/?b=2&a=2&a=1&c", "http://h/?a=2&a=1&b=2&c="},
		// The form serializer puts escapes in one form.
		{Semantic{}, "http://h/?q=%7e+x&r=~%20y", "http://h/?q=%7E+x&r=%7E+y"},
		// An empty query is dropped, also "?&".
		{Semantic{}, "http://h/p?", "http://h/p"},
		{Semantic{}, "http://h/p?&&", "http://h/p"},
		// Parameters removed by name and by prefix; none left, no query.
		{Semantic{RemoveParams: []string{"sid", "utm_*"}}, "http://h/?utm_source=x&sid=1&utm_medium=y", "http://h/"},
		{Semantic{RemoveParams: []string{"sid"}}, "http://h/?sid=1&b=1&sidx=2", "http://h/?b=1&sidx=2"},
		// The ready-made lists.
		{Semantic{RemoveParams: append(TrackingParams, SessionParams...)},
			"http://h/p?utm_campaign=x&id=7&fbclid=y&PHPSESSID=z&ASPSESSIONIDQQ=w", "http://h/p?id=7"},
		// Userinfo kept with its escapes normalized, or removed.
		{Semantic{}, "http://%75ser:p%3a@h/", "http://user:p%3A@h/"},
		{Semantic{RemoveUserinfo: true}, "http://user:pw@h/", "http://h/"},
		// An opaque host's escapes are normalized too.
		{Semantic{}, "foo://h%41%3a/", "foo://hA%3A/"},
		// An opaque path stays as the standard serializes it.
		{Semantic{}, "mailto:A%41@b#x", "mailto:A%41@b"},
	}
	for _, tc := range tests {
		got, err := tc.p.Canonicalize(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%+v.Canonicalize(%q) = %q, %v, want %q", tc.p, tc.in, got, err, tc.want)
		}
	}
}

func TestCrawl(t *testing.T) {
	tests := []struct {
		p        Crawl
		in, want string
	}{
		// The zero Crawl is Semantic.
		{Crawl{}, "https://www.Example.com./a//index.html/?b&a#x", "https://www.example.com./a//index.html/?a=&b="},
		// Each rule alone.
		{Crawl{HTTPSAsHTTP: true}, "https://h:80/", "http://h/"},
		{Crawl{HTTPSAsHTTP: true}, "wss://h/", "ws://h/"},
		{Crawl{TrimHostDots: true}, "http://example.com../", "http://example.com/"},
		{Crawl{FoldWWW: true}, "http://www.www.example.com/", "http://example.com/"},
		{Crawl{FoldWWW: true}, "http://www.com/", "http://www.com/"},
		{Crawl{FoldWWW: true}, "http://www2.example.com/", "http://www2.example.com/"},
		{Crawl{LowercasePath: true}, "http://h/A/%C3%A9/B?Q", "http://h/a/%C3%A9/b?Q="},
		{Crawl{CollapseSlashes: true}, "http://h//a///b/", "http://h/a/b/"},
		{Crawl{IndexNames: DefaultIndexNames}, "http://h/a/index.html", "http://h/a/"},
		{Crawl{IndexNames: DefaultIndexNames}, "http://h/a/INDEX.html", "http://h/a/INDEX.html"},
		{Crawl{RemoveTrailingSlash: true}, "http://h/a/b/", "http://h/a/b"},
		{Crawl{RemoveTrailingSlash: true}, "http://h/", "http://h/"},
		{Crawl{DropQuery: true}, "http://h/p?a=1", "http://h/p"},
		// Index names and trailing slashes repeat until neither applies.
		{Crawl{IndexNames: DefaultIndexNames, RemoveTrailingSlash: true}, "http://h/a/index.html/", "http://h/a"},
		// The default profile.
		{DefaultCrawl, "https://www.Example.com./a//index.html/?b&a#x", "http://example.com/a?a=&b="},
		// ... removes the tracking parameters, and only those.
		{DefaultCrawl, "https://example.com/p?utm_source=news&id=7&fbclid=IwAR&gclid=Cj0&utm_medium=email&UTM_source=x",
			"http://example.com/p?UTM_source=x&id=7"},
		{DefaultCrawl, "https://example.com/p?utm=1&ref=home&q=a+b&page=2&msclkid=1&_hsenc=p2&mc_eid=9",
			"http://example.com/p?page=2&q=a+b&ref=home&utm=1"},
		// A query of tracking parameters alone is dropped.
		{DefaultCrawl, "https://example.com/p?utm_campaign=x&gbraid=1&wbraid=2&ttclid=3#f", "http://example.com/p"},
		// The option: without RemoveParams they stay.
		{Crawl{RemoveTrailingSlash: true}, "http://h/p/?utm_source=x", "http://h/p?utm_source=x"},
	}
	for _, tc := range tests {
		got, err := tc.p.Canonicalize(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%+v.Canonicalize(%q) = %q, %v, want %q", tc.p, tc.in, got, err, tc.want)
		}
	}
}

func TestCanonicalizeErrors(t *testing.T) {
	for _, in := range []string{"/a/b", "a", "?q", "http:"} {
		if got, err := (Semantic{}).Canonicalize(in); !errors.Is(err, ErrNotAbsolute) {
			t.Errorf("Semantic.Canonicalize(%q) = %q, %v, want ErrNotAbsolute", in, got, err)
		}
	}
	if got, err := (Semantic{}).Canonicalize("http://a b/"); err == nil {
		t.Errorf("Semantic.Canonicalize(%q) = %q, want the parser's error", "http://a b/", got)
	}
	ref, _ := url.Parse("/a")
	if got, err := DefaultCrawl.URL(ref); !errors.Is(err, ErrNotAbsolute) {
		t.Errorf("DefaultCrawl.URL(%q) = %v, %v, want ErrNotAbsolute", "/a", got, err)
	}
}

// TestURLLeavesInputAlone checks that the URL methods return a new URL.
func TestURLLeavesInputAlone(t *testing.T) {
	u, _ := url.Parse("https://www.example.com/a/?b=1&a=2#f")
	v, err := DefaultCrawl.URL(u)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := u.String(), "https://www.example.com/a/?b=1&a=2#f"; got != want {
		t.Errorf("after DefaultCrawl.URL, u = %q, want %q", got, want)
	}
	if got, want := v.String(), "http://example.com/a?a=2&b=1"; got != want {
		t.Errorf("DefaultCrawl.URL(u) = %q, want %q", got, want)
	}
}
