// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command differential sends the same generated requests to weburl and to
// an oracle, the URL Standard's reference implementation (the npm package
// whatwg-url, pinned in package.json) by default, and prints where they
// differ, grouped by class with counts and a few examples each.
//
// A request is a parse with or without a base (every getter, or failure;
// or with a legacy encoding as the encoding override, the href),
// the validation errors of that parse (types in order, failure, and
// whether the input is a valid URL string; whatwg-url only), a URL setter, URLSearchParams calls (parse, append, delete, set, sort,
// get, serialize) or a URL's searchParams after changes to both. Inputs are
// mutations of the WPT inputs ($WPT_DIR) and corpus lines ($CORPUS_DIR) over
// an alphabet of URL delimiters, percent escapes, whitespace and non-ASCII,
// and structured URLs with IPv4-like, IPv6-like and IDNA hosts, against
// random bases. The same -seed and -n give the same requests.
//
// The oracle is one long-lived process that reads requests as JSON lines
// on its standard input and writes one JSON answer per line
// (reference.js; tools/chromium/oracle.js speaks the same protocol).
//
// Run it from the repository root with tools/differential/run.sh, which
// installs the pinned reference with npm ci first:
//
//	tools/differential/run.sh -n 200000
//
// The exit status is 1 when a difference falls outside the allow-list
// (allowed in classify.go, each entry a class with its reason), 2 when
// the harness itself fails.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/weburl/url/tools/differential/internal/oracle"
)

func main() {
	n := flag.Int("n", 100000, "number of generated requests")
	seed := flag.Uint64("seed", 1, "seed of the generator")
	limit := flag.Duration("time", 0, "stop generating after this long (0: no limit)")
	examples := flag.Int("examples", 3, "examples printed per class")
	oracle := flag.String("oracle", "", "oracle command (default: node reference.js beside this program)")
	wptOnly := flag.Bool("wpt", false, "send the urltestdata.json cases instead of generated requests")
	replay := flag.String("replay", "", "send the requests in this file (JSON lines, as the report prints them) instead of generated ones")
	parseOnly := flag.Bool("parse-only", false, "generate parse requests only (for oracles without setters)")
	mode := flag.String("classify", "reference", `classifier: "reference" (whatwg-url; the allow-list applies) or "browser" (report only)`)
	validate := flag.Bool("validate", true, `after each parse request, send a "validate" request of the same input and base (whatwg-url only; off with -classify=browser)`)
	flag.Parse()
	if *mode == "browser" {
		*validate = false
	}

	wptDir := envOr("WPT_DIR", filepath.Join("..", "shared", "wpt"))
	corpusDir := envOr("CORPUS_DIR", filepath.Join("..", "shared", "corpus"))
	s, err := loadSeeds(wptDir, corpusDir, 5000)
	if err != nil {
		fatal(fmt.Errorf("reading seeds (set WPT_DIR): %v", err))
	}
	cmd := *oracle
	if cmd == "" {
		cmd = "node " + filepath.Join(scriptDir(), "reference.js")
	}
	o, err := startOracle(cmd)
	if err != nil {
		fatal(err)
	}

	start := time.Now()
	var reqs func(yield func(request) bool)
	switch {
	case *replay != "":
		b, err := os.ReadFile(*replay)
		if err != nil {
			fatal(err)
		}
		var list []request
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var r request
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				fatal(fmt.Errorf("%s: %q: %v", *replay, line, err))
			}
			list = append(list, r)
		}
		reqs = func(yield func(request) bool) {
			for _, r := range list {
				if !yield(r) {
					return
				}
			}
		}
	case *wptOnly:
		reqs = func(yield func(request) bool) {
			for _, r := range s.wpt {
				if !yield(r) || *validate && !yieldValidate(r, yield) {
					return
				}
			}
		}
	default:
		g := newGen(*seed, s)
		g.encodings = *mode != "browser"
		reqs = func(yield func(request) bool) {
			for i := 0; i < *n; i++ {
				if *limit > 0 && i%1000 == 0 && time.Since(start) > *limit {
					return
				}
				r := g.next()
				for *parseOnly && r.Op != "parse" {
					r = g.next()
				}
				if !yield(r) || *validate && !yieldValidate(r, yield) {
					return
				}
			}
		}
	}

	var diffs []diff
	counts := map[string]int{}
	total := 0
	err = o.Run(reqs, func(r request, want answer) {
		total++
		if r.Encoding != "" {
			counts[r.Op+" (encoding)"]++
		} else {
			counts[r.Op]++
		}
		got := weburlAnswer(r)
		if d, ok := compare(r, got, want); ok {
			diffs = append(diffs, d)
		}
	})
	if err != nil {
		fatal(err)
	}
	elapsed := time.Since(start)

	var c classifier = browserClassifier{}
	var tables map[rune]bool
	if *mode != "browser" {
		rc := newReferenceClassifier(o)
		c, tables = rc, rc.tables
	}
	classes := classifyAll(c, diffs)
	if err := o.Close(); err != nil {
		fatal(err)
	}
	failed := report(os.Stdout, classes, tables, total, counts, elapsed, *examples, *seed, *mode == "browser")
	if failed && *mode != "browser" {
		os.Exit(1)
	}
}

// yieldValidate yields the "validate" request of r when r is a parse
// request: the generator's random stream is not drawn on, so a seed gives
// the same parse, set and params requests with or without -validate.
func yieldValidate(r request, yield func(request) bool) bool {
	if r.Op != "parse" {
		return true
	}
	return yield(request{Op: "validate", Input: r.Input, Base: r.Base})
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// scriptDir returns the directory holding reference.js: this package's
// directory, from the repository root or from the directory itself.
func scriptDir() string {
	for _, d := range []string{filepath.Join("tools", "differential"), "."} {
		if _, err := os.Stat(filepath.Join(d, "reference.js")); err == nil {
			return d
		}
	}
	return filepath.Join("tools", "differential")
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "differential:", err)
	os.Exit(2)
}

// An oracleProcess is the long-lived process that answers requests.
type oracleProcess = oracle.Process[request, answer]

// startOracle starts command, split at spaces, as the oracle.
func startOracle(command string) (*oracleProcess, error) {
	f := strings.Fields(command)
	return oracle.Start[request, answer](exec.Command(f[0], f[1:]...))
}

// A diff is one request on which weburl and the oracle answer differently.
type diff struct {
	req    request
	fields []string // the fields that differ, sorted
	got    answer   // weburl's answer
	want   answer   // the oracle's answer
}

// compare returns the fields where got and want differ.
func compare(r request, got, want answer) (diff, bool) {
	var fields []string
	for k, v := range want {
		if !reflect.DeepEqual(got[k], v) {
			fields = append(fields, k)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			fields = append(fields, k)
		}
	}
	if len(fields) == 0 {
		return diff{}, false
	}
	sort.Strings(fields)
	return diff{req: r, fields: fields, got: got, want: want}, true
}
