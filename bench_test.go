// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"fmt"
	neturl "net/url"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/url/internal/benchsets"
	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/validation"
)

// Benchmarks beside net/url, in the same run. Compare ratios, not absolute
// times: the machine these figures come from is shared, and its load
// changes between runs, not within one round of interleaved benchmarks.
// tools/bench.sh runs every benchmark here in alternating rounds and
// prints benchstat tables with the ratio of each to net/url (or to
// SetHref for the setters), and callgrind instruction counts:
//
//	tools/bench.sh              # all of them
//	go test -run='^$' -bench=ParseString -benchmem
//
// Sub-benchmarks are named key=value (impl=weburl, impl=net-url) so that
// benchstat can put the implementations side by side (-col /impl).
// The corpora are read from $CORPUS_DIR, by default ../shared/corpus.

// loadCorpus returns the URLs of a benchmark corpus, one per line, the
// byte-order mark of the first line dropped.
func loadCorpus(b *testing.B, name string) []string {
	b.Helper()
	path, ok := fixtures.FindCorpus(name)
	if !ok {
		fixtures.Skip(b, "corpus "+path, "CORPUS_DIR")
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var urls []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		urls = append(urls, strings.TrimPrefix(sc.Text(), "\ufeff"))
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	return urls
}

// BenchmarkParseString parses and serializes every URL of each corpus, with
// this package and with net/url, reporting the time, bytes and allocations
// per URL. impl=weburl drops each URL after String, as a program that
// checks or rewrites URLs does, and has it on its stack (see Parse);
// impl=weburl-kept keeps it, as a crawler does, and allocates it;
// impl=weburl-into parses into one URL it reuses (ParseInto).
func BenchmarkParseString(b *testing.B) {
	for _, corpus := range []string{"web-48k.txt", "file-43k.txt"} {
		b.Run("corpus="+strings.TrimSuffix(corpus, ".txt"), func(b *testing.B) {
			urls := loadCorpus(b, corpus)
			var into URL // ParseInto's URL, reused
			impls := []struct {
				name  string
				parse func(string) (string, bool)
			}{
				{"impl=weburl", func(s string) (string, bool) {
					u, err := Parse(s)
					if err != nil {
						return "", false
					}
					return u.String(), true
				}},
				{"impl=weburl-kept", func(s string) (string, bool) {
					// The URL outlives the call, as a crawler's does:
					// then it cannot be on the caller's stack (see Parse).
					u, err := Parse(s)
					if err != nil {
						return "", false
					}
					keptURL = u
					return u.String(), true
				}},
				{"impl=weburl-into", func(s string) (string, bool) {
					if err := ParseInto(&into, s); err != nil {
						return "", false
					}
					return into.String(), true
				}},
				{"impl=net-url", func(s string) (string, bool) {
					u, err := neturl.Parse(s)
					if err != nil {
						return "", false
					}
					return u.String(), true
				}},
			}
			for _, impl := range impls {
				b.Run(impl.name, func(b *testing.B) {
					b.ReportAllocs()
					var n int
					for b.Loop() {
						for _, s := range urls {
							if out, ok := impl.parse(s); ok {
								n += len(out)
							}
						}
					}
					perURL := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(len(urls))
					b.ReportMetric(perURL, "ns/URL")
					b.ReportMetric(0, "ns/op")
				})
			}
		})
	}
}

// BenchmarkValidationCallback shows that reporting validation errors costs
// nothing when no callback is set.
func BenchmarkValidationCallback(b *testing.B) {
	inputs := []string{
		"https://user:pass@EXAMPLE.com:443/a/./b/../c d?q=1 2#f",
		"http://0x7f.1/\\path",
		"https://example.com/",
	}
	for _, tc := range []struct {
		name string
		p    Parser
	}{
		{"callback=nil", Parser{}},
		{"callback=set", Parser{OnValidationError: func(validation.Error) {}}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range inputs {
					if _, err := tc.p.Parse(s, ""); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkShapes parses inputs of 1 KiB, 64 KiB and 1 MiB made of one
// repeated shape (the shapes TestLimits bounds, from limitShapes), and
// reports the time per input byte: its staying flat from one size to the
// next is what linear time looks like, and issue 14 bounds it at 1 MiB.
// net/url parses the same input beside it where the shape is parsed by
// Parse. "labels of 1000 distinct non-ASCII" is the slowest shape per byte:
// Punycode encoding takes time quadratic in a label, up to the 1000 code
// points a label may have.
func BenchmarkShapes(b *testing.B) {
	shapes := append(limitShapes(b), limitShape{
		name: "long host, labels of 1000 distinct non-ASCII", prefix: "http://", unit: distinctCJK(1000) + ".", suffix: "/",
	})
	for _, sh := range shapes {
		for _, n := range []int{1 << 10, 64 << 10, 1 << 20} {
			s := sh.input(n)
			name := "shape=" + benchName(sh.name) + "/size=" + sizeName(n)
			impls := []struct {
				name string
				run  func(string)
			}{{"weburl", sh.run}, {"net-url", func(s string) { neturl.Parse(s) }}}
			if sh.parse != nil {
				impls = impls[:1] // not Parse: net/url has no counterpart
			}
			for _, impl := range impls {
				b.Run(name+"/impl="+impl.name, func(b *testing.B) {
					b.SetBytes(int64(len(s)))
					b.ReportAllocs()
					for b.Loop() {
						impl.run(s)
					}
					reportPerByte(b, len(s))
				})
			}
		}
	}
}

// reportPerByte reports the time per input byte of n bytes.
func reportPerByte(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/byte")
}

// benchName makes a shape's description a benchmark name that benchstat
// reads as one key=value part and -bench can match literally: no spaces,
// slashes, "=" or regular expression syntax. "/" and "\\" become the
// look-alikes "∕" and "⧵".
func benchName(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ':
			return '_'
		case '/':
			return '∕'
		case '\\':
			return '⧵'
		case '=', ',', '(', ')', '[', ']', '|', '+', '*', '?', '^', '$':
			return -1
		}
		return r
	}, s)
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return itoa(n>>20) + "MiB"
	}
	return itoa(n>>10) + "KiB"
}

func itoa(n int) string { return string(appendDecimal(nil, uint64(n))) }

// benchSetterCases are the setters issue 14 measures, each on a URL of the web
// corpus's kind with a value that is already canonical (the case a splice
// serves) and one that needs the state machine.
var benchSetterCases = []struct {
	name   string
	set    func(*URL, string) error
	values []string
}{
	{"SetSearch", (*URL).SetSearch, []string{"?q=go&page=2", "?q=a b&c=é"}},
	{"SetHash", (*URL).SetHash, []string{"#section-2", "#a b"}},
	{"SetPathname", (*URL).SetPathname, []string{"/docs/2026/index.html", "/x/./y/../z"}},
	{"SetHost", (*URL).SetHost, []string{"other.example:9090", "EXAMPLE.org"}},
	{"SetHostname", (*URL).SetHostname, []string{"cdn.example.net", "0x7f.1"}},
	{"SetPort", (*URL).SetPort, []string{"8443", "443"}},
	{"SetProtocol", (*URL).SetProtocol, []string{"http", "wss:"}},
	{"SetUsername", (*URL).SetUsername, []string{"bob", "a b"}},
}

// setterBase is the URL the setters change.
const setterBase = "https://www.example.com:8080/a/b/c.html?x=1&y=2#frag"

// BenchmarkSetters runs each setter on a copy of one URL and serializes
// the result, beside SetHref of the string the setter gives (the same URL
// reached by a whole parse): issue 14 states its targets as ratios to that.
func BenchmarkSetters(b *testing.B) {
	base, err := Parse(setterBase)
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range benchSetterCases {
		for i, value := range tc.values {
			kind := "canonical"
			if i > 0 {
				kind = "needs-work"
			}
			want := *base
			tc.set(&want, value)
			href := want.String()
			// Each result is checked against a copy of the href, so that
			// both sides compare every byte: SetHref's result is href
			// itself, which a comparison with href settles at the
			// pointers, while a setter's is a new string (that was 0.05
			// to 0.1 of the setters' time ratios).
			check := strings.Clone(href)
			// u is declared outside the loop: it escapes (tc.set is a
			// function value), and a copy per turn would add an
			// allocation that is not the setter's.
			var u URL
			b.Run(tc.name+"/value="+kind+"/impl=setter", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					u = *base
					tc.set(&u, value)
					if u.String() != check {
						b.Fatal(u.String())
					}
				}
			})
			b.Run(tc.name+"/value="+kind+"/impl=SetHref", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					u = *base
					u.SetHref(href)
					if u.String() != check {
						b.Fatal(u.String())
					}
				}
			})
		}
	}
	b.Run("DomainToASCII", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := DomainToASCII("bücher.例え.テスト", false); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkFieldAssign changes a URL the net/url way, assigning one of its
// exported fields, and serializes it, beside net/url doing the same. Its
// String is the parse of net/url's serialization of the fields (see the
// package documentation), so it does what net/url's String does and more.
func BenchmarkFieldAssign(b *testing.B) {
	base, err := Parse(setterBase)
	if err != nil {
		b.Fatal(err)
	}
	netBase, err := neturl.Parse(setterBase)
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		field, value string
		set          func(u *URL, v string)
		setNet       func(u *neturl.URL, v string)
	}{
		{"RawQuery", "q=go&page=2", func(u *URL, v string) { u.RawQuery = v }, func(u *neturl.URL, v string) { u.RawQuery = v }},
		{"Path", "/docs/2026/index.html", func(u *URL, v string) { u.Path = v }, func(u *neturl.URL, v string) { u.Path = v }},
		{"Host", "other.example:9090", func(u *URL, v string) { u.Host = v }, func(u *neturl.URL, v string) { u.Host = v }},
		{"Scheme", "http", func(u *URL, v string) { u.Scheme = v }, func(u *neturl.URL, v string) { u.Scheme = v }},
		{"Fragment", "section-2", func(u *URL, v string) { u.Fragment = v }, func(u *neturl.URL, v string) { u.Fragment = v }},
	} {
		// Both sides give the same string here; each is checked.
		want := *netBase
		tc.setNet(&want, tc.value)
		check := want.String()
		// Declared outside the loops: each escapes (set is a function
		// value), and a copy per turn would be an allocation that is
		// not String's.
		var u URL
		var nu neturl.URL
		benchBeside(b, "field="+tc.field, func() string {
			u = *base
			tc.set(&u, tc.value)
			return mismatch(u.String(), check)
		}, func() string {
			nu = *netBase
			tc.setNet(&nu, tc.value)
			return mismatch(nu.String(), check)
		})
	}
}

// mismatch returns "" when got is want, and otherwise got, for a
// benchmark to fail with.
func mismatch(got, want string) string {
	if got != want {
		return got
	}
	return ""
}

// BenchmarkParseReference parses relative references, as net/url's Parse
// is often given them ("/a/b?c=d" from a request or a link), beside
// net/url. A reference takes the state machine's failure-free way
// (noScheme) and keeps its components for ResolveReference: four
// allocations against net/url's one (six with an authority).
func BenchmarkParseReference(b *testing.B) {
	for _, tc := range []struct{ name, ref string }{
		{"path-absolute", "/a/b?c=d"},
		{"path-relative", "../x/y.html"},
		{"query", "?q=1"},
		{"network-path", "//cdn.example.net/lib.js"},
	} {
		benchParseBeside(b, "ref="+tc.name, tc.ref, false)
	}
}

// BenchmarkParseKinds parses and serializes URLs of kinds the corpora
// hardly hold, beside net/url: an IPv4 host, credentials, connection
// strings and other URLs that are not special, an opaque path, and input
// that is not in canonical form (which the state machine reads).
func BenchmarkParseKinds(b *testing.B) {
	for _, tc := range []struct{ name, in string }{
		{"ipv4", "http://127.0.0.1:8080/healthz"},
		{"ipv6", "https://[2001:db8::1]:8443/x"},
		{"credentials", "https://user:pass@www.example.com/a/b"},
		{"postgres", "postgres://user:secret@localhost:5432/app?sslmode=disable"},
		{"redis", "redis://localhost:6379/0"},
		{"mailto", "mailto:someone@example.com"},
		{"upper-case", "https://EXAMPLE.com/A/../b"},
	} {
		benchParseBeside(b, "kind="+tc.name, tc.in, true)
	}
}

// benchParseBeside runs Parse and String on in with this package
// (impl=weburl) and with net/url (impl=net-url), as sub-benchmarks of
// name, each checking that in parses, as an absolute URL or not (abs).
// The URL is kept (keptURL), as a crawler keeps it, so it is allocated.
func benchParseBeside(b *testing.B, name, in string, abs bool) {
	benchBeside(b, name, func() string {
		u, err := Parse(in)
		if err != nil || u.IsAbs() != abs || u.String() == "" {
			return fmt.Sprint(u, err)
		}
		keptURL = u
		return ""
	}, func() string {
		u, err := neturl.Parse(in)
		if err != nil || u.IsAbs() != abs || u.String() == "" {
			return fmt.Sprint(u, err)
		}
		return ""
	})
}

// benchBeside runs weburl and netURL as the sub-benchmarks name/impl=weburl
// and name/impl=net-url, in that order, reporting allocations; a turn that
// returns a message fails the benchmark with it.
func benchBeside(b *testing.B, name string, weburl, netURL func() string) {
	for _, impl := range []struct {
		name string
		run  func() string
	}{{"weburl", weburl}, {"net-url", netURL}} {
		b.Run(name+"/impl="+impl.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if msg := impl.run(); msg != "" {
					b.Fatal(msg)
				}
			}
		})
	}
}

// BenchmarkKindsTable parses and serializes each row of the README's kinds
// table (benchsets.Kinds: URLs one byte away from canonical form, and other
// kinds services meet), keeping the URL, beside net/url: the time ratio of
// each row is the table's first column. tools/bench.sh counts the same rows'
// instructions (and ada's, through ADA_BENCH). With liveHeapEnv set, it runs
// beside a live heap (see withLiveHeap).
func BenchmarkKindsTable(b *testing.B) {
	withLiveHeap(b)
	for _, k := range benchsets.Kinds {
		benchParseBeside(b, "kind="+k.Name, k.Input, true)
	}
}

// A setImpl is one implementation of an operation run over every input of
// a set: run returns false when it fails on an input that must not fail.
type setImpl struct {
	name string
	run  func(i int) bool
}

// benchSet runs each impl over the n inputs of a set, as sub-benchmarks
// name/impl=..., and reports the time, the allocations and the bytes per
// input (ns/URL, allocs/URL, B/URL); each op is one pass over the set.
func benchSet(b *testing.B, name string, n int, impls []setImpl) {
	for _, impl := range impls {
		b.Run(name+"/impl="+impl.name, func(b *testing.B) {
			if n == 0 {
				b.Skip("empty set")
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for b.Loop() {
				for i := range n {
					if !impl.run(i) {
						b.Fatalf("input %d failed", i)
					}
				}
			}
			runtime.ReadMemStats(&after)
			per := float64(b.N) * float64(n)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/per, "ns/URL")
			b.ReportMetric(float64(after.Mallocs-before.Mallocs)/per, "allocs/URL")
			b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/per, "B/URL")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// loadWeb returns the web corpus, or skips b without it.
func loadWeb(b *testing.B) []string { return loadCorpus(b, "web-48k.txt") }

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

// liveHeapEnv names the environment variable that makes the benchmarks of
// the kinds table and the request targets run beside a live heap of that
// many MiB (tools/bench.sh's live group sets it to 64): the collector then
// runs as it does in a service, which holds more than the benchmark's
// inputs. Without it the heap holds only the inputs, about 1 MiB, so that
// each collection comes after about 3 MiB of allocation, every few
// milliseconds, and its fixed costs (two pauses, the workers woken and
// parked) fall on few operations, in proportion to the bytes that each
// allocates.
const liveHeapEnv = "WEBURL_BENCH_LIVE_HEAP_MIB"

// liveHeap is that heap, built once per process by withLiveHeap.
var liveHeap struct {
	once    sync.Once
	entries []*liveEntry
}

// A liveEntry is an entry of a cache, as a service holds many: a key and
// a value of their own, and a link to another entry, as in a hash bucket.
// About one word in seven of such a heap is a pointer (three in an entry,
// its key and its value), and marking follows links across it rather than
// along it.
type liveEntry struct {
	key   string
	value []byte
	next  *liveEntry
}

// withLiveHeap builds the live heap that liveHeapEnv asks for, if it has
// not been built, with its pages warm, and collects garbage once, so that
// the first benchmark of the process does not pay for the heap's first
// marking. It fails b when the variable is not a number.
func withLiveHeap(b *testing.B) {
	v := os.Getenv(liveHeapEnv)
	if v == "" {
		return
	}
	mib, err := strconv.Atoi(v)
	if err != nil || mib < 0 {
		b.Fatalf("%s=%q: want a number of MiB", liveHeapEnv, v)
	}
	if mib == 0 {
		return
	}
	liveHeap.once.Do(func() {
		// An entry takes 48 bytes, its key 32 and its value 96: 176.
		n := mib << 20 / 176
		entries := make([]*liveEntry, n)
		key := make([]byte, 32)
		for i := range entries {
			copy(key, strconv.Itoa(i))
			entries[i] = &liveEntry{key: string(key), value: make([]byte, 96)}
		}
		// Each entry links to one far from it: a multiplicative step that
		// visits the entries in a scattered order.
		for i, e := range entries {
			e.next = entries[(uint64(i)*2654435761+1)%uint64(n)]
		}
		liveHeap.entries = entries
		// Then garbage, twice the heap, each of its pages written once
		// (the runtime does not clear memory fresh from the system, so a
		// page never written is never faulted in): the heap's pages are
		// then the process's already, as a running service's are, up to
		// more than the next collection lets the heap grow to. Without
		// it, the benchmarks would fault pages in as they allocate.
		var garbage [][]byte
		for range 2 * mib {
			chunk := make([]byte, 1<<20)
			for i := 0; i < len(chunk); i += 4096 {
				chunk[i] = 1
			}
			garbage = append(garbage, chunk)
		}
		runtime.KeepAlive(garbage)
		runtime.GC()
	})
}
