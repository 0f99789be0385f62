// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/internal/fixtures"

	"bufio"
	neturl "net/url"
	"os"
	"strings"
	"testing"
)

// Benchmarks beside net/url, in the same run. Compare ratios, not absolute
// times:
//
//	go test -run='^$' -bench=. -benchmem
//
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
// per URL.
func BenchmarkParseString(b *testing.B) {
	for _, corpus := range []string{"web-48k.txt", "file-43k.txt"} {
		b.Run("corpus="+strings.TrimSuffix(corpus, ".txt"), func(b *testing.B) {
			urls := loadCorpus(b, corpus)
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
		{"callback=set", Parser{OnValidationError: func(ValidationError) {}}},
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

// BenchmarkLongInputs parses inputs of 1 KB and 1 MB made of one repeated
// shape: the time per byte stays flat, so parsing is linear.
func BenchmarkLongInputs(b *testing.B) {
	shapes := []struct{ name, prefix, unit, suffix string }{
		{"segments", "http://h/", "a/", ""},
		{"dotdot", "http://h/", "../", ""},
		{"query", "http://h/?", "a=b&", ""},
	}
	for _, sh := range shapes {
		for _, size := range []int{1 << 10, 1 << 20} {
			in := sh.prefix + strings.Repeat(sh.unit, size/len(sh.unit)) + sh.suffix
			b.Run(sh.name+"/"+sizeName(size), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse(in); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return itoa(n>>20) + "MB"
	}
	return itoa(n>>10) + "KB"
}

func itoa(n int) string { return string(appendDecimal(nil, uint64(n))) }

// BenchmarkSetters measures the setters and getters that the performance
// issue tracks.
func BenchmarkSetters(b *testing.B) {
	base, err := Parse("https://user@example.com:8080/a/b/c?x=1&y=2#frag")
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		set  func(*URL)
	}{
		{"SetSearch", func(u *URL) { u.SetSearch("?q=go&page=2") }},
		{"SetPathname", func(u *URL) { u.SetPathname("/x/./y/../z") }},
		{"SetHost", func(u *URL) { u.SetHost("other.example:9090") }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				u := *base
				tc.set(&u)
			}
		})
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
