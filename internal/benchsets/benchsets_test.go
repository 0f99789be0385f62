// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package benchsets

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	url "github.com/weburl/url"
)

var web = []string{
	"https://www.sec.gov/edgar.shtml",
	"https://www.taxsites.com/associations2.html?x=1#top",
	"http://example.org",
	"ftp://files.example.net/a", // not a web URL: skipped
	"https://pacioli.loyola.edu/aecm/",
	"https://www.ficpa.org/content/home.aspx?a=b",
}

func TestRequestURIs(t *testing.T) {
	got := RequestURIs(web, 100)
	if !slices.Equal(got, RequestURIs(web, 100)) {
		t.Error("RequestURIs is not deterministic")
	}
	for _, target := range got {
		if !strings.HasPrefix(target, "/") || strings.ContainsAny(target, "# ") {
			t.Errorf("request target %q: want a path-absolute target without a fragment", target)
		}
	}
	for _, want := range []string{"/edgar.shtml", "/associations2.html?x=1", "/", "/aecm/"} {
		if !slices.Contains(got, want) {
			t.Errorf("RequestURIs: %q missing from %q", want, got)
		}
	}
	if n := len(RequestURIs(web, 3)); n != 3 {
		t.Errorf("RequestURIs(web, 3) has %d targets", n)
	}
}

func TestLinks(t *testing.T) {
	links := Links(web, 40)
	if len(links) != 40 {
		t.Fatalf("Links(web, 40) has %d links", len(links))
	}
	seen := map[string]bool{}
	for _, l := range links {
		if l.Href == "" || !strings.HasPrefix(l.Page, "http") {
			t.Errorf("link %+v: want an href on a web page", l)
		}
		switch {
		case strings.HasPrefix(l.Href, "../"):
			seen["parent"] = true
		case strings.HasPrefix(l.Href, "?"):
			seen["query"] = true
		case strings.HasPrefix(l.Href, "#"):
			seen["fragment"] = true
		case strings.HasPrefix(l.Href, "//"):
			seen["network-path"] = true
		case strings.HasPrefix(l.Href, "mailto:"):
			seen["mailto"] = true
		case strings.Contains(l.Href, "://"):
			seen["absolute"] = true
		}
	}
	if len(seen) != 6 {
		t.Errorf("Links covers %v, want six kinds of href", seen)
	}
}

func TestUserbait(t *testing.T) {
	got := Userbait(web, 100)
	if len(got) != 5 { // the five web URLs
		t.Fatalf("Userbait = %q, want one for each web URL", got)
	}
	if got[0] != "HTTPS://www.sec.gov/edgar.shtml" || got[1] != "https://Www.Taxsites.Com/associations2.html?x=1" {
		t.Errorf("Userbait = %q", got)
	}
	// Users' spellings are still absolute URLs by the standard (Parse
	// would also take a reference such as "https:/[x/"): the benchmark
	// times parses, not failures. Three copies of web reach each of the
	// ten changes.
	for _, u := range Userbait(slices.Concat(web, web, web), 1000) {
		if _, err := url.ParseWithBase(u, ""); err != nil {
			t.Errorf("Userbait gave %q, which does not parse: %v", u, err)
		}
	}
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, web); err != nil {
		t.Fatal(err)
	}
	for _, k := range Kinds {
		b, err := os.ReadFile(filepath.Join(dir, "kind-"+k.Name+".txt"))
		if err != nil || string(b) != k.Input+"\n" {
			t.Errorf("kind-%s.txt = %q, %v; want %q", k.Name, b, err, k.Input+"\n")
		}
	}
	lines, err := ReadLines(filepath.Join(dir, "links.tsv"))
	if err != nil || len(lines) != LinkSetSize || strings.Count(lines[0], "\t") != 1 {
		t.Errorf("links.tsv: %d lines, %v", len(lines), err)
	}
}
