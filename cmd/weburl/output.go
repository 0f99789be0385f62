// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"github.com/weburl/url/cmd/weburl/internal/reading"
)

// isTerminal reports whether w is a terminal: a character device other
// than the null device (output sent to /dev/null stays JSON). That is all
// the command needs to choose between JSONL and a table, and to show
// progress, without a terminal package, which the library's module does
// not take.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}

// output writes records as JSON lines or, on a terminal or with -table,
// as a compact table of the columns each command names.
type output struct {
	w    *bufio.Writer
	enc  *json.Encoder
	tw   *tabwriter.Writer
	rows int
	err  error
}

func newOutput(w io.Writer, table bool, header []string) *output {
	o := &output{w: bufio.NewWriterSize(w, 64<<10)}
	if table {
		o.tw = tabwriter.NewWriter(o.w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(o.tw, strings.Join(header, "\t"))
		return o
	}
	o.enc = json.NewEncoder(o.w)
	o.enc.SetEscapeHTML(false)
	return o
}

// record writes one record: v as JSON, or row as a line of the table.
func (o *output) record(v any, row []string) {
	if o.err != nil {
		return
	}
	if o.tw != nil {
		for i, c := range row {
			row[i] = cell(c)
		}
		_, o.err = fmt.Fprintln(o.tw, strings.Join(row, "\t"))
		// Flushing the table every so many rows keeps a long run's
		// memory bounded; the columns' widths are then set per block.
		if o.rows++; o.rows%200 == 0 {
			o.flush()
		}
		return
	}
	o.err = o.enc.Encode(v)
}

// cell makes s fit a table cell of at most 60 characters: text as it is,
// Unicode included, and only what a terminal would not show as text
// marked (reading.Escape): control characters (a tab among them, which
// would split the column), format characters (bidi controls, zero-width
// joiners), and bytes that are not UTF-8.
func cell(s string) string {
	if s == "" {
		return "-"
	}
	// Cut after 57 characters when more than 60 are left.
	for i, n := 0, 0; i < len(s); n++ {
		if n == 57 && utf8.RuneCountInString(s[i:]) > 3 {
			return reading.Escape(s[:i], false) + "..."
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return reading.Escape(s, false)
}

func (o *output) flush() error {
	if o.tw != nil {
		if err := o.tw.Flush(); err != nil && o.err == nil {
			o.err = err
		}
	}
	if err := o.w.Flush(); err != nil && o.err == nil {
		o.err = err
	}
	return o.err
}

// progress prints "N lines, R/s" on stderr, once a second after the first
// two, when stderr is a terminal; stop erases it.
type progress struct {
	n    atomic.Int64
	done chan struct{}
	wait chan struct{}
}

func startProgress(stderr io.Writer, name string) *progress {
	return startProgressEvery(stderr, name, isTerminal(stderr), 2*time.Second, time.Second)
}

// startProgressEvery shows the progress, if show is set, every period
// once delay has passed.
func startProgressEvery(stderr io.Writer, name string, show bool, delay, period time.Duration) *progress {
	p := &progress{done: make(chan struct{}), wait: make(chan struct{})}
	if !show {
		close(p.wait)
		return p
	}
	go func() {
		defer close(p.wait)
		start := time.Now()
		t := time.NewTicker(period)
		defer t.Stop()
		shown := false
		for {
			select {
			case <-p.done:
				if shown {
					fmt.Fprint(stderr, "\r\033[K")
				}
				return
			case now := <-t.C:
				el := now.Sub(start)
				if el < delay {
					continue
				}
				n := p.n.Load()
				fmt.Fprintf(stderr, "\r\033[Kweburl %s: %d lines, %.0f/s", name, n, float64(n)/el.Seconds())
				shown = true
			}
		}
	}()
	return p
}

func (p *progress) stop() {
	close(p.done)
	<-p.wait
}
