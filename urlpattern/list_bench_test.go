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

// Realistic route tables of n routes: a REST API with parameters and
// regular expression groups, a CMS with wildcards, and a multi-host service
// (tenants under a hostname group, static hosts, a catch-all). The URLs
// drawn for them hit about two thirds of the time.

var benchNouns = []string{"users", "orders", "products", "invoices", "teams", "projects", "tickets", "articles",
	"comments", "payments", "shipments", "reviews", "carts", "coupons", "events", "files"}

// benchNoun returns the k-th resource name: users, ..., files, users1, ....
func benchNoun(k int) string {
	noun := benchNouns[k%len(benchNouns)]
	if k >= len(benchNouns) {
		noun = fmt.Sprintf("%s%d", noun, k/len(benchNouns))
	}
	return noun
}

// restRoutes returns n constructor strings.
func restRoutes(n int) []string {
	var rs []string
	for i := 0; len(rs) < n; i++ {
		noun := benchNoun(i)
		rs = append(rs,
			// The REST API.
			"https://api.example.com/v1/"+noun,
			"https://api.example.com/v1/"+noun+"/:id(\\d+)",
			"https://api.example.com/v1/"+noun+"/:id/comments/:comment",
			"https://api.example.com/v1/"+noun+"/:id/:action(edit|delete|archive)",
			// The CMS.
			"https://example.com/"+noun+"/*",
			"https://example.com/"+noun+"/:slug",
			"https://example.com/"+noun+"/:year(\\d{4})/:slug",
			// Multi-host: tenants, static files.
			"https://:tenant.app.example.com/"+noun+"/:id",
			"https://static.example.com/"+noun+"/:file.:ext(png|jpg|svg)",
			"http{s}?://cdn.example.com/"+noun+"/*",
		)
	}
	rs = append(rs[:n-1], "https://*.example.com/healthz")
	return rs
}

// routeURLs returns n URLs for restRoutes(routes), drawn from a fixed seed.
func routeURLs(routes, n int) []string {
	rng := rand.New(rand.NewPCG(1, 2))
	nouns := (routes + 9) / 10
	urls := make([]string, n)
	for i := range urls {
		k := rng.IntN(nouns + 1)
		noun := benchNoun(k)
		switch rng.IntN(10) {
		case 0:
			urls[i] = "https://api.example.com/v1/" + noun + "/42"
		case 1:
			urls[i] = "https://api.example.com/v1/" + noun + "/42/comments/7"
		case 2:
			urls[i] = "https://api.example.com/v1/" + noun + "/42/frobnicate"
		case 3:
			urls[i] = "https://example.com/" + noun + "/2024/hello-world"
		case 4:
			urls[i] = "https://example.com/" + noun + "/a/b/c"
		case 5:
			urls[i] = "https://acme.app.example.com/" + noun + "/42"
		case 6:
			urls[i] = "https://static.example.com/" + noun + "/logo.png"
		case 7:
			urls[i] = "https://cdn.example.com/" + noun + "/x.js"
		case 8:
			urls[i] = "https://other.test/" + noun
		default:
			urls[i] = "https://www.example.com/healthz"
		}
	}
	return urls
}

// benchList builds a List of routes.
func benchList(tb testing.TB, routes []string) *List[int] {
	var l List[int]
	for i, s := range routes {
		if _, err := l.AddString(s, "", Options{}, i); err != nil {
			tb.Fatalf("%q: %v", s, err)
		}
	}
	l.load()
	return &l
}

// BenchmarkList routes URLs through 10, 100 and 1000 routes; an op is one
// URL. "Index" is MatchURL; "Linear" tries the entries in order (the same
// answer); "ExecURL" is the loop a program writes without a List: ExecURL
// on each pattern in the List's order. All take parsed URLs; "Match" also
// parses the URL string.
func BenchmarkList(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		b.Run(fmt.Sprintf("routes=%d", n), func(b *testing.B) { benchmarkList(b, n) })
	}
}

func benchmarkList(b *testing.B, n int) {
	l := benchList(b, restRoutes(n))
	strs := routeURLs(n, 4096)
	urls := make([]*url.URL, len(strs))
	hits := 0
	for i, s := range strs {
		u, err := url.Parse(s)
		if err != nil {
			b.Fatal(err)
		}
		urls[i] = u
		if _, ok := l.MatchURL(u); ok {
			hits++
		}
	}
	b.Logf("routes=%d: %d of %d URLs match", n, hits, len(urls))
	entries := l.Entries()
	perURL := func(name string, match func(*url.URL)) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				match(urls[i%len(urls)])
				i++
			}
		})
	}
	perURL("Index", func(u *url.URL) { l.MatchURL(u) })
	perURL("Linear", func(u *url.URL) { l.matchLinear(u) })
	perURL("ExecURL", func(u *url.URL) {
		for _, e := range entries {
			if _, ok := e.Pattern.ExecURL(u); ok {
				break
			}
		}
	})
	b.Run("Match", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			l.Match(strs[i%len(strs)], "")
			i++
		}
	})
}

// BenchmarkCheckPath checks the paths of the router of
// caddyserver/caddy#7941: a plain path (the fast path), an encoded slash
// that stays on its pattern, and a bypass.
func BenchmarkCheckPath(b *testing.B) {
	l := caddyList(b)
	for _, p := range []string{"/public/a/b.txt", "/public/a%2fb.txt", "/public/..%2fadmin/secret.txt"} {
		u, err := url.Parse("https://site.test" + p)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(p, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				l.CheckPath(u)
			}
		})
	}
}
