// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	neturl "net/url"
	"strings"
	"testing"
)

// realisticQuery is a 20-pair query of the kind a search or marketing link
// carries: '+' and %20 spaces, an encoded URL, a non-ASCII value.
const realisticQuery = "q=golang+url+parsing&hl=en&gl=us&start=20&num=10&safe=active&tbm=nws" +
	"&tbs=qdr%3Ad&source=lnt&sa=X&ved=2ahUKEwjX9&biw=1920&bih=1080&dpr=1" +
	"&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale_2026" +
	"&utm_content=hero%20banner&ref=https%3A%2F%2Fexample.com%2Fa%2Fb&name=Jos%C3%A9"

// benchQueries are the inputs of the query benchmarks.
var benchQueries = []struct {
	name  string
	query string
}{
	{"20-pairs", realisticQuery},
	{"10000-pairs", func() string {
		var b strings.Builder
		for i := range 10000 {
			if i > 0 {
				b.WriteByte('&')
			}
			fmt.Fprintf(&b, "key%d=value+%d%%2C%c", i%500, i, 'a'+i%26)
		}
		return b.String()
	}()},
	{"1MB-value", "v=" + strings.Repeat("abc%20def+ghi", 1<<20/13)},
}

// BenchmarkQuery parses and serializes each query with SearchParams, with
// this package's ParseQuery and Values.Encode, and with net/url's.
func BenchmarkQuery(b *testing.B) {
	for _, q := range benchQueries {
		b.Run("query="+q.name+"/impl=SearchParams", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(q.query)))
			for b.Loop() {
				_ = NewSearchParams(q.query).String()
			}
		})
		b.Run("query="+q.name+"/impl=ParseQuery+Encode", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(q.query)))
			for b.Loop() {
				v, _ := ParseQuery(q.query)
				_ = v.Encode()
			}
		})
		b.Run("query="+q.name+"/impl=net-url", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(q.query)))
			for b.Loop() {
				v, _ := neturl.ParseQuery(q.query)
				_ = v.Encode()
			}
		})
	}
}

// BenchmarkQueryParse parses each query only.
func BenchmarkQueryParse(b *testing.B) {
	for _, q := range benchQueries {
		b.Run("query="+q.name+"/impl=NewSearchParams", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(q.query)))
			for b.Loop() {
				NewSearchParams(q.query)
			}
		})
		b.Run("query="+q.name+"/impl=ParseQuery", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(q.query)))
			for b.Loop() {
				ParseQuery(q.query)
			}
		})
		b.Run("query="+q.name+"/impl=net-url", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(q.query)))
			for b.Loop() {
				neturl.ParseQuery(q.query)
			}
		})
	}
}

// BenchmarkSort sorts the pairs of each query.
func BenchmarkSort(b *testing.B) {
	for _, q := range benchQueries {
		b.Run("query="+q.name, func(b *testing.B) {
			p := NewSearchParams(q.query)
			b.ReportAllocs()
			for b.Loop() {
				p.list = parseForm(q.query)
				p.Sort()
			}
		})
	}
}
