// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package canon_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/canon"
	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/surt"
)

// corpus returns the URLs of a benchmark corpus from $CORPUS_DIR (by
// default ../../shared/corpus from this directory), one per line.
func corpus(b *testing.B, name string) []string {
	b.Helper()
	path, ok := fixtures.FindCorpus(name)
	if !ok {
		fixtures.Skip(b, "corpus "+name, "CORPUS_DIR")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var urls []string
	sc := bufio.NewScanner(strings.NewReader(strings.TrimPrefix(string(data), "\ufeff")))
	for sc.Scan() {
		urls = append(urls, sc.Text())
	}
	return urls
}

// BenchmarkKeys runs each canonicalization profile, SURT and SSURT over
// every URL of each corpus, beside plain Parse+String in the same run, and
// reports the time per URL. Compare each with parse-string, not across
// runs:
//
//	go test ./canon -run='^$' -bench=Keys -benchtime=3x
func BenchmarkKeys(b *testing.B) {
	keys := []struct {
		name string
		key  func(string) (string, error)
	}{
		{"parse-string", func(s string) (string, error) {
			u, err := url.Parse(s)
			if err != nil {
				return "", err
			}
			return u.String(), nil
		}},
		{"semantic", canon.Semantic{RemoveParams: []string{"utm_*"}}.Canonicalize},
		{"crawl", canon.DefaultCrawl.Canonicalize},
		{"safebrowsing", canon.SafeBrowsing},
		{"safebrowsing-expressions", func(s string) (string, error) {
			e, err := canon.SafeBrowsingExpressions(s)
			if err != nil {
				return "", err
			}
			return e[0], nil
		}},
		{"surt-ia", func(s string) (string, error) { return surt.Key(s, surt.IA) }},
		{"ssurt", surt.SSURT},
	}
	for _, name := range []string{"web-48k.txt", "file-43k.txt"} {
		b.Run("corpus="+strings.TrimSuffix(name, ".txt"), func(b *testing.B) {
			urls := corpus(b, name)
			for _, k := range keys {
				b.Run("key="+k.name, func(b *testing.B) {
					b.ReportAllocs()
					n := 0
					for b.Loop() {
						for _, s := range urls {
							if out, err := k.key(s); err == nil {
								n += len(out)
							}
						}
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(urls)), "ns/URL")
					b.ReportMetric(0, "ns/op")
				})
			}
		})
	}
}
