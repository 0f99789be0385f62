// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"fmt"
	"math/rand/v2"
	"testing"

	url "github.com/weburl/url"
)

// A realistic routing table: REST routes under a few API hosts, host
// wildcards, static files, and catch-alls; and URLs to route, about half of
// them matching some route.

var benchResources = []string{"users", "orders", "products", "invoices", "teams", "projects", "tickets", "articles"}

// benchPatterns returns 100 constructor strings.
func benchPatterns() []string {
	var ps []string
	for _, r := range benchResources {
		ps = append(ps,
			"https://api.example.com/v1/"+r,
			"https://api.example.com/v1/"+r+"/:id(\\d+)",
			"https://api.example.com/v1/"+r+"/:id/comments/:comment",
			"https://api.example.com/v1/"+r+"/:id/:action(edit|delete|archive)",
			"https://{:region.}?api.example.com/v2/"+r+"/:id?",
			"https://*.example.com/"+r+"/*",
			"https://:tenant.app.example.com/"+r+"/:id",
			"http{s}?://static.example.com/"+r+"/:file.:ext(png|jpg|svg)",
			"https://example.com/"+r+"/:slug\\?*",
			"https://example.com/"+r+"{/page/:n}?",
			"https://example.com/"+r+"/:path+",
			"https://example.com/"+r+"/*#top",
		)
	}
	ps = append(ps,
		"https://example.com/",
		"https://example.com/search?q=*",
		"https://*:*/healthz",
		"wss://live.example.com/socket/:room",
	)
	return ps[:100]
}

// benchURLs returns n URLs drawn from a fixed seed.
func benchURLs(n int) []string {
	rng := rand.New(rand.NewPCG(1, 2))
	hosts := []string{"api.example.com", "eu.api.example.com", "www.example.com", "acme.app.example.com", "static.example.com", "example.com", "other.test"}
	tails := []string{"", "/42", "/42/comments/7", "/42/edit", "/7/frobnicate", "/logo.png", "/a/b/c", "/page/3", "/hello-world", "/x?sort=asc", "/y#top"}
	urls := make([]string, n)
	for i := range urls {
		h := hosts[rng.IntN(len(hosts))]
		r := benchResources[rng.IntN(len(benchResources))]
		prefix := ""
		if h == "api.example.com" {
			prefix = "/v1"
		}
		if h == "eu.api.example.com" {
			prefix = "/v2"
		}
		urls[i] = fmt.Sprintf("https://%s%s/%s%s", h, prefix, r, tails[rng.IntN(len(tails))])
	}
	return urls
}

func compileBenchPatterns(tb testing.TB) []*URLPattern {
	var ps []*URLPattern
	for _, s := range benchPatterns() {
		p, err := New(s, "", Options{})
		if err != nil {
			tb.Fatalf("New(%q): %v", s, err)
		}
		ps = append(ps, p)
	}
	return ps
}

// BenchmarkNew constructs the 100 patterns; an op is all 100.
func BenchmarkNew(b *testing.B) {
	patterns := benchPatterns()
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range patterns {
			if _, err := New(s, "", Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRoute routes the 10 000 URLs through the 100 patterns, first
// match wins; an op is one URL. "Test" parses the URL for every pattern
// tried, "TestURL" parses it once, "ExecURL" also builds the result.
func BenchmarkRoute(b *testing.B) {
	patterns := compileBenchPatterns(b)
	urls := benchURLs(10000)
	parsed := make([]*url.URL, len(urls))
	for i, s := range urls {
		u, err := url.Parse(s)
		if err != nil {
			b.Fatal(err)
		}
		parsed[i] = u
	}
	matched := 0
	for _, u := range parsed {
		for _, p := range patterns {
			if p.TestURL(u) {
				matched++
				break
			}
		}
	}
	b.Logf("%d of %d URLs match a route", matched, len(urls))

	b.Run("Test", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			s := urls[i%len(urls)]
			for _, p := range patterns {
				if p.Test(s, "") {
					break
				}
			}
			i++
		}
	})
	b.Run("TestURL", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			u := parsed[i%len(parsed)]
			for _, p := range patterns {
				if p.TestURL(u) {
					break
				}
			}
			i++
		}
	})
	b.Run("ExecURL", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			u := parsed[i%len(parsed)]
			for _, p := range patterns {
				if _, ok := p.ExecURL(u); ok {
					break
				}
			}
			i++
		}
	})
}

// BenchmarkExec matches one URL against one pattern with groups.
func BenchmarkExec(b *testing.B) {
	p := MustNew("https://:tenant.app.example.com/users/:id/:action(edit|delete)", "", Options{})
	const in = "https://acme.app.example.com/users/42/edit"
	b.Run("Match", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := p.Exec(in, ""); !ok {
				b.Fatal("no match")
			}
		}
	})
	b.Run("NoMatch", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := p.Exec("https://acme.app.example.com/teams/42/edit", ""); ok {
				b.Fatal("match")
			}
		}
	})
}
