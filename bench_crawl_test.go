// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"testing"

	"github.com/weburl/url/internal/benchsets"
)

// BenchmarkLinks resolves links as a crawler does (benchsets.Links: hrefs
// of each kind HTML holds, "../img/a.png", "?page=2", "#top",
// "//cdn.example.net/x.js", "/about", mailto: and absolute links, each
// with the page it is on), keeping and serializing each result:
//
//   - impl=weburl: ParseWithBase(href, page), page given as a string;
//   - impl=net-url: net/url Parse of the page and of the href, then
//     ResolveReference, its counterpart (issue 28: at most 0.6x);
//   - impl=weburl-base and impl=net-url-base: the page parsed once
//     beforehand, as a crawler that holds it does (base.Parse(href), and
//     net/url's Parse+ResolveReference).
func BenchmarkLinks(b *testing.B) {
	links := benchsets.Links(loadWeb(b), benchsets.LinkSetSize)
	pages := make([]*URL, len(links))
	netPages := make([]*neturl.URL, len(links))
	for i, l := range links {
		var err error
		if pages[i], err = Parse(l.Page); err != nil {
			b.Fatal(err)
		}
		if netPages[i], err = neturl.Parse(l.Page); err != nil {
			b.Fatal(err)
		}
	}
	var n int
	benchSet(b, "set=links", len(links), []setImpl{
		{"weburl", func(i int) bool {
			u, err := ParseWithBase(links[i].Href, links[i].Page)
			if err != nil {
				return false
			}
			keptURL = u
			n += len(u.String())
			return true
		}},
		{"net-url", func(i int) bool {
			page, err := neturl.Parse(links[i].Page)
			if err != nil {
				return false
			}
			ref, err := neturl.Parse(links[i].Href)
			if err != nil {
				return false
			}
			u := page.ResolveReference(ref)
			keptRequestURL = u
			n += len(u.String())
			return true
		}},
		{"weburl-base", func(i int) bool {
			u, err := pages[i].Parse(links[i].Href)
			if err != nil {
				return false
			}
			keptURL = u
			n += len(u.String())
			return true
		}},
		{"net-url-base", func(i int) bool {
			ref, err := neturl.Parse(links[i].Href)
			if err != nil {
				return false
			}
			u := netPages[i].ResolveReference(ref)
			keptRequestURL = u
			n += len(u.String())
			return true
		}},
	})
}

// BenchmarkKeptURLs parses, keeps and serializes the URLs a crawler
// frontier or a configuration stores: the web corpus, and user-typed URLs
// derived from it (benchsets.Userbait: upper case, spaces, a missing
// slash, default ports, backslashes, dot segments), beside net/url.
// net/url fails on some user-typed URLs that the standard accepts
// (" https://…" with a leading space): a failure counts as done on both
// sides, as a program would drop the line.
func BenchmarkKeptURLs(b *testing.B) {
	web := loadWeb(b)
	for _, set := range []struct {
		name string
		urls []string
	}{
		{"web-48k", web},
		{"userbait", benchsets.Userbait(web, benchsets.UserbaitSetSize)},
	} {
		var n int
		benchSet(b, "set="+set.name, len(set.urls), []setImpl{
			{"weburl-kept", func(i int) bool {
				if u, err := Parse(set.urls[i]); err == nil {
					keptURL = u
					n += len(u.String())
				}
				return true
			}},
			{"net-url", func(i int) bool {
				if u, err := neturl.Parse(set.urls[i]); err == nil {
					keptRequestURL = u
					n += len(u.String())
				}
				return true
			}},
		})
	}
}
