// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package benchsets builds the inputs of the benchmarks that compare weburl
// with net/url (and, through tools/bench.sh's ADA_BENCH hook, with other
// parsers): the URLs of the kinds table, request URIs, relative links with
// the pages they appear on, and user-typed URLs. The sets are derived from
// the web corpus at benchmark time, deterministically, so that every
// implementation in a run parses the same inputs; tools/instr writes them
// to files for the peers that read files (see Write).
//
// It imports nothing of weburl: the root package's benchmarks use it.
package benchsets

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A Kind is one row of the kinds table: a URL of a kind services meet,
// most of them one byte away from canonical form.
type Kind struct {
	Name, Input string
}

// Kinds are the rows of the README's kinds table (issue 28), in its order.
var Kinds = []Kind{
	{"canonical", "https://www.example.com/path/to/page.html?query=1&lang=en"},
	{"no-trailing-slash", "https://example.com"},
	{"upper-case-host", "https://www.Example.com/a"},
	{"upper-case-scheme", "HTTPS://example.com/a"},
	{"default-port", "https://example.com:443/a"},
	{"space-in-query", "https://example.com/search?q=a b"},
	{"dot-segments", "https://example.com/a/./b/../c"},
	{"credentials", "https://user:pass@www.example.com/a/b"},
	{"ipv6", "https://[2001:db8::1]:8443/x"},
	{"postgres", "postgres://user:secret@localhost:5432/app?sslmode=disable"},
	{"postgres-multi-host", "postgres://u@foo:1,bar:2/db"},
	{"mailto", "mailto:someone@example.com"},
	{"data", "data:text/plain;base64,SGVsbG8="},
	{"idna", "https://bücher.de/katalog"},
}

// ReadLines returns the lines of a corpus file, the byte-order mark of the
// first dropped.
func ReadLines(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, strings.TrimPrefix(sc.Text(), "\ufeff"))
	}
	return lines, sc.Err()
}

// splitWeb returns the authority and the path-and-query ("request target")
// of a web URL written "scheme://authority/path?query#fragment", and false
// for any other line.
func splitWeb(s string) (scheme, authority, target string, ok bool) {
	i := strings.Index(s, "://")
	if i <= 0 || strings.ContainsAny(s, " \t\\") {
		return "", "", "", false
	}
	scheme, rest := s[:i], s[i+3:]
	if scheme != "http" && scheme != "https" {
		return "", "", "", false
	}
	if j := strings.IndexByte(rest, '#'); j >= 0 {
		rest = rest[:j]
	}
	j := strings.IndexAny(rest, "/?")
	if j < 0 {
		return scheme, rest, "/", rest != ""
	}
	authority, target = rest[:j], rest[j:]
	if target[0] == '?' {
		target = "/" + target
	}
	return scheme, authority, target, authority != ""
}

// apiTargets are request targets of the kind an API server sees, beside
// the web corpus's pages, the k-th of each made with k.
var apiTargets = []func(k int) string{
	func(k int) string { return fmt.Sprintf("/api/v1/users/%d?expand=true&x=1", k) },
	func(k int) string { return fmt.Sprintf("/api/v2/orders/%d/items?page=%d&limit=50", k, k%7+1) },
	func(k int) string { return fmt.Sprintf("/static/app.%08x.js", k*2654435761%(1<<32)) },
	func(k int) string { return fmt.Sprintf("/search?q=a+b&page=%d", k%9+1) },
	func(int) string { return "/healthz" },
	func(int) string { return "/metrics" },
	func(k int) string { return fmt.Sprintf("/v1/projects/p-%d/locations/us-central1/jobs", k) },
	func(k int) string { return fmt.Sprintf("/graphql?operationName=Get%d", k) },
	func(int) string { return "/favicon.ico" },
	func(int) string { return "/.well-known/openid-configuration" },
	func(k int) string {
		return fmt.Sprintf("/oauth/authorize?response_type=code&client_id=app%d&redirect_uri=https%%3A%%2F%%2Fexample.com%%2Fcb&scope=openid%%20email&state=xyz", k)
	},
	func(k int) string { return fmt.Sprintf("/images/%d/thumb_200x200.webp", k) },
	func(k int) string { return fmt.Sprintf("/feed.xml?since=2026-11-%02d", k%28+1) },
	func(k int) string { return fmt.Sprintf("/users/%d/repos?sort=updated&per_page=100", k) },
}

// RequestURIs returns n request targets (path and query, as an HTTP
// server reads them from its request line): the distinct targets of the
// web corpus's URLs, one in four an API-style target instead.
func RequestURIs(web []string, n int) []string {
	var out []string
	seen := map[string]bool{}
	k := 0
	for _, s := range web {
		if len(out) >= n {
			break
		}
		if len(out)%4 == 3 {
			out = append(out, apiTargets[k%len(apiTargets)](k/len(apiTargets)))
			k++
			continue
		}
		if _, _, target, ok := splitWeb(s); ok && !seen[target] {
			seen[target] = true
			out = append(out, target)
		}
	}
	return out
}

// A Link is an href as it appears on a page, and the page's URL.
type Link struct {
	Href, Page string
}

// Links returns n links as a crawler resolves them: on a page of the web
// corpus, an href of each kind HTML holds in turn (a parent-relative
// image, a query, a fragment, a network-path script, a path-absolute
// link, a sibling page, mailto:, and an absolute link to another page),
// the names taken from other URLs of the corpus.
func Links(web []string, n int) []Link {
	var pages []string
	for _, s := range web {
		if _, _, _, ok := splitWeb(s); ok {
			pages = append(pages, s)
		}
	}
	if len(pages) == 0 {
		return nil
	}
	out := make([]Link, 0, n)
	for i := 0; len(out) < n; i++ {
		page := pages[i%len(pages)]
		other := pages[(i*7+3)%len(pages)]
		_, authority, target, _ := splitWeb(other)
		path := target
		if j := strings.IndexByte(path, '?'); j >= 0 {
			path = path[:j]
		}
		last := path[strings.LastIndexByte(path, '/')+1:]
		if last == "" {
			last = "index.html"
		}
		var href string
		switch i % 10 {
		case 0:
			href = "../img/" + last
		case 1:
			href = fmt.Sprintf("?page=%d", i%9+2)
		case 2:
			href = "#top"
		case 3:
			href = "//cdn." + authority + "/js/" + last
		case 4:
			href = path
		case 5:
			href = last
		case 6:
			href = "mailto:info@" + authority
		case 7:
			href = other
		case 8:
			href = "./" + last + "?ref=nav"
		case 9:
			href = target
		}
		out = append(out, Link{href, page})
	}
	return out
}

// Userbait returns up to n URLs as users type them, derived from the web
// corpus one change each in turn: the scheme or the host in upper case, no
// slash after the host, the scheme's default port, a space in the query,
// a slash missing after the scheme, spaces around, backslashes, dot
// segments, and some left as they are (users paste canonical URLs too).
func Userbait(web []string, n int) []string {
	var out []string
	for i, s := range web {
		if len(out) >= n {
			break
		}
		scheme, authority, target, ok := splitWeb(s)
		if !ok {
			continue
		}
		port := ":80"
		if scheme == "https" {
			port = ":443"
		}
		var u string
		switch i % 10 {
		case 0:
			u = strings.ToUpper(scheme) + "://" + authority + target
		case 1:
			u = scheme + "://" + titleLabels(authority) + target
		case 2:
			u = scheme + "://" + authority + strings.TrimSuffix(target, "/")
		case 3:
			u = scheme + "://" + authority + port + target
		case 4:
			u = scheme + "://" + authority + target + querySep(target) + "q=new york"
		case 5:
			u = scheme + ":/" + authority + target
		case 6:
			u = "  " + s + " "
		case 7:
			path, query, _ := strings.Cut(target, "?")
			u = scheme + ":\\\\" + authority + strings.ReplaceAll(path, "/", "\\")
			if query != "" {
				u += "?" + query
			}
		case 8:
			u = scheme + "://" + authority + "/./a/../" + strings.TrimPrefix(target, "/")
		default:
			u = s
		}
		out = append(out, u)
	}
	return out
}

// titleLabels writes the first letter of each label of host in upper case.
func titleLabels(host string) string {
	b := []byte(host)
	for i := range b {
		if (i == 0 || b[i-1] == '.') && 'a' <= b[i] && b[i] <= 'z' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

func querySep(target string) string {
	if strings.Contains(target, "?") {
		return "&"
	}
	return "?"
}

// Write writes the sets as files in dir, one input per line (a link as
// "href<TAB>page"), for peers that read inputs from files: kind-NAME.txt
// for each Kind, requesturi.txt, links.tsv and userbait.txt, built from
// the web corpus web.
func Write(dir string, web []string) error {
	write := func(name string, lines []string) error {
		return os.WriteFile(filepath.Join(dir, name), []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	}
	for _, k := range Kinds {
		if err := write("kind-"+k.Name+".txt", []string{k.Input}); err != nil {
			return err
		}
	}
	if err := write("requesturi.txt", RequestURIs(web, RequestURISetSize)); err != nil {
		return err
	}
	var links []string
	for _, l := range Links(web, LinkSetSize) {
		links = append(links, l.Href+"\t"+l.Page)
	}
	if err := write("links.tsv", links); err != nil {
		return err
	}
	return write("userbait.txt", Userbait(web, UserbaitSetSize))
}

// The sizes of the sets the benchmarks and Write build.
const (
	RequestURISetSize = 2000
	LinkSetSize       = 5000
	UserbaitSetSize   = 5000
)
