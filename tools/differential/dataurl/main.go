// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command dataurl is the differential pass for the data: URL processor
// (package dataurl) and the MIME type parser (package mimetype): it runs
// generated inputs through them and through data-urls 8.0.0 and
// whatwg-mimetype 5.0.0, jsdom's implementations of the same standards
// (reference.js, pinned in package-lock.json), and reports every
// difference: failure or not, the serialized MIME type, the body bytes,
// and for MIME types the essence, charset and the HTML, XML and
// JavaScript groups. run.sh installs the references and runs it:
//
//	tools/differential/dataurl/run.sh            # every generated set
//	tools/differential/dataurl/run.sh -time 30s  # bounded: each set gets a share
//
// The sets (gen.go): every code point U+0000 to U+00FF, raw and
// percent-encoded, in every position of the MIME type part; the ";base64"
// variants; percent-encoded bytes in the body; whitespace around each
// part; bodies of 0 to 4 KiB and of 1 MiB; then random inputs. It exits
// with status 1 on any difference.
package main

import (
	"bytes"
	"encoding/base64"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/mimetype"
	"github.com/weburl/url/tools/differential/internal/oracle"
)

// A request is one input for the references: kind "u" for a data: URL,
// "m" for a MIME type.
type request struct {
	Kind  string `json:"k"`
	Input string `json:"in"`
}

// An answer is the reference's result for a request, or ours in the same
// shape.
type answer struct {
	Fail       int     `json:"f,omitempty"`
	Type       string  `json:"t,omitempty"`
	Body       string  `json:"b,omitempty"`
	Serialized string  `json:"s,omitempty"`
	Essence    string  `json:"e,omitempty"`
	Charset    *string `json:"c,omitempty"`
	HTML       bool    `json:"h,omitempty"`
	XML        bool    `json:"x,omitempty"`
	JavaScript bool    `json:"j,omitempty"`
	Error      string  `json:"error,omitempty"`
}

// Failure returns the error the reference reported in place of an answer,
// or "".
func (a answer) Failure() string { return a.Error }

// ours answers a request with this module's packages.
func ours(r request) answer {
	if r.Kind == "u" {
		d, err := dataurl.ProcessString(r.Input)
		if err != nil {
			return answer{Fail: 1}
		}
		return answer{Type: d.MIMEType.String(), Body: base64.StdEncoding.EncodeToString(d.Body)}
	}
	m, err := mimetype.Parse(r.Input)
	if err != nil {
		return answer{Fail: 1}
	}
	a := answer{Serialized: m.String(), Essence: m.Essence(), HTML: m.IsHTML(), XML: m.IsXML(), JavaScript: m.IsJavaScript()}
	if v, ok := m.Param("charset"); ok {
		a.Charset = &v
	}
	return a
}

func main() {
	limit := flag.Duration("time", 0, "run for about this long, each set getting an equal share (0: every set whole)")
	random := flag.Int("n", 20000, "how many random inputs after the generated sets (in -time mode, as many as fit)")
	seed := flag.Uint64("seed", 1, "seed of the random inputs")
	show := flag.Int("show", 20, "how many differences to print")
	flag.Parse()

	ref, err := startReference()
	if err != nil {
		fmt.Fprintln(os.Stderr, "dataurl differential:", err)
		os.Exit(2)
	}
	defer ref.Close()

	sets := generatedSets(*seed, *random)
	start := time.Now()
	total, diffs := 0, 0
	for i, set := range sets {
		var deadline time.Time
		if *limit > 0 {
			deadline = start.Add(*limit * time.Duration(i+1) / time.Duration(len(sets)))
		}
		n, fails, d, err := run(ref, set.inputs, deadline, func(r request, want, got answer) {
			if diffs < *show {
				fmt.Printf("DIFF %s %q\n  reference %+v\n  ours      %+v\n", set.name, cut(r.Input), want, got)
			}
			diffs++
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "dataurl differential:", err)
			os.Exit(2)
		}
		fmt.Printf("%-22s %7d of %7d inputs (%d failures), %d differences\n", set.name, n, len(set.inputs), fails, d)
		total += n
	}
	fmt.Printf("total: %d inputs, %d differences, in %v (data-urls 8.0.0, whatwg-mimetype 5.0.0)\n",
		total, diffs, time.Since(start).Round(time.Millisecond))
	if diffs > 0 {
		os.Exit(1)
	}
}

// cut shortens a long input for printing.
func cut(s string) string {
	if len(s) > 200 {
		return s[:200] + fmt.Sprintf("...(%d bytes)", len(s))
	}
	return s
}

// reference is the running reference.js.
type reference = oracle.Process[request, answer]

// startReference starts reference.js with node, beside this file.
func startReference() (*reference, error) {
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Dir(file)
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "data-urls")); err != nil {
		return nil, fmt.Errorf("data-urls is not installed: run tools/differential/dataurl/run.sh")
	}
	cmd := exec.Command("node", "reference.js")
	cmd.Dir = dir
	return oracle.Start[request, answer](cmd)
}

// run sends inputs to ref until they end or deadline passes (zero: none),
// every set running one input at least, compares each answer with ours
// and calls diff for each difference. It returns how many inputs ran,
// failed in the reference, and differed.
func run(ref *reference, inputs []request, deadline time.Time, diff func(r request, want, got answer)) (n, fails, diffs int, err error) {
	sent := func(yield func(request) bool) {
		for i, q := range inputs {
			if i > 0 && !deadline.IsZero() && !time.Now().Before(deadline) || !yield(q) {
				return
			}
		}
	}
	err = ref.Run(sent, func(q request, want answer) {
		fails += want.Fail
		if got := ours(q); !equal(want, got) {
			diffs++
			diff(q, want, got)
		}
		n++
	})
	return n, fails, diffs, err
}

// equal reports whether two answers agree.
func equal(a, b answer) bool {
	if (a.Charset == nil) != (b.Charset == nil) || a.Charset != nil && *a.Charset != *b.Charset {
		return false
	}
	a.Charset, b.Charset = nil, nil
	return a == b && bytes.Equal([]byte(a.Body), []byte(b.Body))
}
