// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command instr runs one of the operations the benchmarks time, a fixed
// number of times, so that `valgrind --tool=callgrind` can count its
// instructions: instruction counts do not depend on the load of a shared
// machine, as times do. tools/bench.sh runs it once with -op=load (reading
// the input only) and once per operation, and reports the difference per
// URL (or per byte for the long inputs), garbage collection included.
//
//	go build -o /tmp/instr ./tools/instr
//	valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/instr -op=parse-string -corpus=../shared/corpus/web-48k.txt
package main

import (
	"flag"
	"fmt"
	neturl "net/url"
	"os"
	"strings"

	url "github.com/weburl/url"
	"github.com/weburl/url/internal/benchsets"
)

// keptURL is where op=parse-kept keeps each URL it parses.
var keptURL *url.URL

func main() {
	op := flag.String("op", "load", "operation: load, parse-string, parse-kept, parse-into, net-parse-string, net-parse-requesturi, parse-base, net-parse-base, long, long-load, setter, query, net-query")
	corpus := flag.String("corpus", "", "file of URLs, one per line (for the corpus operations)")
	prefix := flag.String("prefix", "http://h/", "for op=long: what comes before the repeated unit")
	shape := flag.String("shape", "a/", "for op=long: the unit repeated to make a long URL")
	suffix := flag.String("suffix", "", "for op=long: what comes after the repeated unit")
	size := flag.Int("size", 1<<20, "for op=long: the length in bytes of the repeated part")
	rounds := flag.Int("n", 1, "how many times to run the operation over the input")
	base := flag.String("base", "https://www.example.com:8080/a/b/c.html?x=1&y=2#frag", "for op=setter: the URL to change")
	withString := flag.Bool("string", true, "for op=setter: call String after the setter (false for the baseline, so that the difference includes String)")
	attr := flag.String("attr", "href", "for op=setter: the attribute to set (href, search, hash, pathname, host, hostname, port, protocol, username, password)")
	value := flag.String("value", "", "for op=setter: the value to set it to; for op=query and net-query, the query")
	write := flag.String("write", "", "write the benchmark sets (internal/benchsets) built from -corpus, the web corpus, into this directory, and exit")
	flag.Parse()

	if *write != "" {
		if err := benchsets.Write(*write, readLines(*corpus)); err != nil {
			fmt.Fprintln(os.Stderr, "instr:", err)
			os.Exit(1)
		}
		return
	}

	var urls []string
	if *corpus != "" {
		urls = readLines(*corpus)
	}
	// For the ops with a base, each line is "href<TAB>page".
	var hrefs, pages []string
	if *op == "parse-base" || *op == "net-parse-base" {
		for _, l := range urls {
			href, page, _ := strings.Cut(l, "\t")
			hrefs, pages = append(hrefs, href), append(pages, page)
		}
	}
	var long string
	if *op == "long" || *op == "long-load" {
		long = *prefix + strings.Repeat(*shape, *size/len(*shape)) + *suffix
	}
	// The setter is looked up once: a map lookup per round cost a
	// different number of instructions for each attribute name and hash
	// seed, up to 90 per call more for "none" than for the setters, which
	// the difference then left out of their counts.
	var setter func(*url.URL, string) error
	if *op == "setter" {
		setter = setterOf(*attr)
	}
	n := 0
	for range *rounds {
		switch *op {
		case "load", "long-load":
			n += len(urls) + len(long)
		case "parse-string":
			for _, s := range urls {
				if u, err := url.Parse(s); err == nil {
					n += len(u.String())
				}
			}
		case "parse-kept":
			// As parse-string, but each URL is kept past the loop's
			// turn, so that it cannot be on the stack (see url.Parse).
			for _, s := range urls {
				if u, err := url.Parse(s); err == nil {
					keptURL = u
					n += len(u.String())
				}
			}
			if keptURL != nil {
				n++
			}
		case "parse-into":
			var u url.URL
			for _, s := range urls {
				if err := url.ParseInto(&u, s); err == nil {
					n += len(u.String())
				}
			}
		case "net-parse-string":
			for _, s := range urls {
				if u, err := neturl.Parse(s); err == nil {
					n += len(u.String())
				}
			}
		case "net-parse-requesturi":
			for _, s := range urls {
				if u, err := neturl.ParseRequestURI(s); err == nil {
					n += len(u.String())
				}
			}
		case "parse-base":
			// Kept, as a crawler keeps the links it resolves.
			for i, href := range hrefs {
				if u, err := url.ParseWithBase(href, pages[i]); err == nil {
					keptURL = u
					n += len(u.String())
				}
			}
		case "net-parse-base":
			for i, href := range hrefs {
				page, err := neturl.Parse(pages[i])
				if err != nil {
					continue
				}
				if ref, err := neturl.Parse(href); err == nil {
					n += len(page.ResolveReference(ref).String())
				}
			}
		case "setter":
			// One URL parsed per round in every op=setter run, so that
			// runs with different -attr differ only by their setter.
			b, err := url.Parse(*base)
			if err != nil {
				fmt.Fprintln(os.Stderr, "instr:", err)
				os.Exit(1)
			}
			u := *b
			setter(&u, *value)
			if *withString {
				n += len(u.String())
			} else {
				n += len(u.Host)
			}
		case "query":
			n += len(url.NewSearchParams(*value).String())
		case "net-query":
			v, _ := neturl.ParseQuery(*value)
			n += len(v.Encode())
		case "long":
			if u, err := url.Parse(long); err == nil {
				n += len(u.String())
			} else {
				n += len(err.Error())
			}
		default:
			fmt.Fprintln(os.Stderr, "instr: unknown -op", *op)
			os.Exit(2)
		}
	}
	// Print the total so that no work is optimized away, and the count
	// the script divides by.
	fmt.Println(len(urls), n)
}

// setters are the setters op=setter can call, by attribute name; "none"
// calls none, for the baseline.
var setters = map[string]func(*url.URL, string) error{
	"href":     (*url.URL).SetHref,
	"search":   (*url.URL).SetSearch,
	"hash":     (*url.URL).SetHash,
	"pathname": (*url.URL).SetPathname,
	"host":     (*url.URL).SetHost,
	"hostname": (*url.URL).SetHostname,
	"port":     (*url.URL).SetPort,
	"protocol": (*url.URL).SetProtocol,
	"username": (*url.URL).SetUsername,
	"password": (*url.URL).SetPassword,
	"none":     func(*url.URL, string) error { return nil },
}

// setterOf returns the setter named attr.
func setterOf(attr string) func(*url.URL, string) error {
	f, ok := setters[attr]
	if !ok {
		fmt.Fprintln(os.Stderr, "instr: unknown -attr", attr)
		os.Exit(2)
	}
	return f
}

func readLines(name string) []string {
	lines, err := benchsets.ReadLines(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, "instr:", err)
		os.Exit(1)
	}
	return lines
}
