// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command weburl reads URLs as browsers do, by the WHATWG URL Standard:
// it parses them, compares net/url's reading with the standard's, makes
// deduplication and archive keys, matches URL patterns, checks validity,
// and serves a viewer that shows the readings side by side.
//
// Usage:
//
//	weburl [parse] [-body FILE] [flags] [URL [BASE]]
//	weburl diff [flags] [URL [BASE]]
//	weburl canon [-profile semantic|crawl|safebrowsing] [flags] [URL [BASE]]
//	weburl surt [-options ia|heritrix|ssurt] [flags] [URL [BASE]]
//	weburl match [flags] PATTERN [URL [BASE]]
//	weburl match -routes FILE [flags] [URL [BASE]]
//	weburl validate [flags] [URL [BASE]]
//	weburl serve [-addr ADDR] [-o DIR]
//	weburl -version
//
// serve runs weburl-serve, the viewer's server, a command of its own
// (github.com/weburl/url/cmd/weburl/weburl-serve) so that the other
// commands do not link net/http: "go install github.com/weburl/url/cmd/weburl/...@latest"
// installs both.
//
// With a URL argument, a command reads that URL (against BASE, if given);
// without one, it reads one URL per line from standard input. A line that
// is a JSON object with an "input" member, and optionally a "base", is read
// as such (JSONL). Output is one JSON object per input, or a compact table
// when standard output is a terminal (-json and -table choose); parse with
// a URL argument prints its one object indented. When
// standard error is a terminal, a run that takes more than two seconds
// shows its progress there.
//
// A line that holds no URL (longer than -max-line bytes, with a NUL byte,
// not UTF-8, or starting with a byte-order mark) gives a per-line error
// record {"line": N, "error": "…"} and the run goes on. -encoding LABEL
// reads the lines in a legacy encoding (an Encoding Standard label, such
// as windows-1252, shift_jis or gbk) instead of UTF-8.
//
// Exit status:
//
//	0  every input was read and passed the command's check
//	1  the check failed for an input: parse, canon, surt: a URL did not
//	   parse; parse -body: the URL is not a data: URL the processor
//	   reads; diff: net/url and the standard read a URL differently;
//	   validate: a URL is not valid; match: no URL matched
//	2  usage error (an unknown command, a bad flag; serve without
//	   weburl-serve installed; parse -body given a second URL)
//	3  an error reading the input or writing the output
//	4  some lines held no URL (per-line errors), and nothing else failed
//
// With -ignore-failures, per-line failures (status 4, and a URL that does
// not parse in parse, canon and surt) leave the status 0.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/weburl/url/cmd/weburl/internal/buildinfo"
	"golang.org/x/text/encoding"
)

// Exit statuses; the package comment documents them.
const (
	exitOK       = 0
	exitCheck    = 1
	exitUsage    = 2
	exitIO       = 3
	exitBadLines = 4
)

// outcome is what one input gave, for the exit status.
type outcome uint8

const (
	passed outcome = iota
	checkFailed
	parseFailed // the URL did not parse: a per-line failure
)

// command is one subcommand: its flags and what it does with each input.
type command struct {
	name     string
	synopsis string
	help     string
	header   []string
	// setup adds the command's flags; after parsing, start takes the
	// positional arguments it consumes (match's PATTERN) and may fail.
	setup func(fs *flag.FlagSet, c *runCtx)
	start func(c *runCtx) error
	do    func(c *runCtx, in input) (rec any, row []string, o outcome)
	// finish writes what ends the run (diff's summary) and may set the
	// status.
	finish func(c *runCtx)
}

// runCtx is the state of one run.
type runCtx struct {
	args   []string // positional arguments not yet consumed
	base   string   // -base
	out    *output
	stdout io.Writer
	stderr io.Writer
	// recordsToStderr, set by start, writes the records to standard
	// error: standard output holds something else (parse -body -).
	recordsToStderr bool
	status          int
	state           any // the command's own
}

const topUsage = `usage: weburl [command] [flags] [URL [BASE]]

Reads URLs as browsers do, by the WHATWG URL Standard. With a URL
argument, reads that URL (against BASE); otherwise one URL per line (or
a JSON object {"input": URL, "base": BASE} per line) from standard input.

Commands:
  parse      the URL API's getters and validation errors (the default);
             a data: URL's MIME type and body length (-body FILE writes it)
  diff       where net/url's reading and the standard's differ, by class
  canon      a canonical key for deduplication (-profile semantic|crawl|safebrowsing)
  surt       the SURT key web archives sort by
  match      which URLs a URL pattern matches, or which route (-routes FILE)
  validate   validation errors and the writing rules, with offsets
  serve      the viewer: the readings side by side, in the browser

Common flags: -base BASE, -json, -table, -max-line N, -encoding LABEL,
-ignore-failures. "weburl COMMAND -h" explains a command; "weburl -version"
prints the version. A first argument of letters alone, with no BASE after
it, is a command's name; "weburl parse WORD" reads it as a URL.

Exit status: 0 all passed; 1 a check failed (a URL did not parse, a
difference, an invalid URL, no match); 2 usage; 3 I/O error; 4 only
per-line errors (lines that hold no URL). -ignore-failures makes
per-line failures count as passed.

Example:
  weburl 'https://EXAMPLE.com/a/./b/../c?x#y'
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	name := "parse"
	if len(args) > 0 {
		switch a := args[0]; {
		case a == "-version" || a == "--version":
			fmt.Fprintln(stdout, buildinfo.Line())
			return exitOK
		case a == "-h" || a == "-help" || a == "--help" || a == "help":
			fmt.Fprint(stderr, topUsage)
			return exitOK
		case a == "serve":
			return serve(args[1:], stdin, stdout, stderr)
		case commands[a] != nil:
			name, args = a, args[1:]
		case isWord(a) && (len(args) == 1 || strings.HasPrefix(args[1], "-")):
			// A mistyped command is not a URL to read: reading standard
			// input as URLs would ignore what the user asked for. A word
			// followed by a BASE ("weburl a http://h/") is a URL.
			fmt.Fprintf(stderr, "weburl: unknown command %q%s\nRun \"weburl -h\" for the commands; \"weburl parse %s BASE\" reads it as a relative URL.\n", a, suggest(a), a)
			return exitUsage
		}
	}
	return runCommand(commands[name], args, stdin, stdout, stderr)
}

func runCommand(cmd *command, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := &runCtx{stdout: stdout, stderr: stderr}
	fs := flag.NewFlagSet("weburl "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: weburl %s\n\n%s\nFlags:\n", cmd.synopsis, cmd.help)
		fs.PrintDefaults()
	}
	base := fs.String("base", "", "the base URL to read each URL against")
	asJSON := fs.Bool("json", false, "write JSON lines, even to a terminal")
	asTable := fs.Bool("table", false, "write a table, even to a file or pipe")
	maxLine := fs.Int("max-line", 1<<20, "the longest line read as a URL, in bytes; a longer one is a per-line error")
	encLabel := fs.String("encoding", "", "read the lines in the legacy encoding `LABEL` (windows-1252, shift_jis, gbk, … as the Encoding Standard names them) instead of UTF-8")
	ignore := fs.Bool("ignore-failures", false, "per-line failures (lines that hold no URL, URLs that do not parse) do not change the exit status")
	if cmd.setup != nil {
		cmd.setup(fs, c)
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	c.args, c.base = fs.Args(), *base
	enc, err := lineEncoding(*encLabel)
	if err != nil {
		fmt.Fprintf(stderr, "weburl %s: %v\n", cmd.name, err)
		return exitUsage
	}
	if cmd.start != nil {
		if err := cmd.start(c); err != nil {
			fmt.Fprintf(stderr, "weburl %s: %v\n", cmd.name, err)
			return exitUsage
		}
	}
	if len(c.args) > 2 || *maxLine < 1 {
		fs.Usage()
		return exitUsage
	}
	// A single URL given to parse prints indented JSON, as weburl always
	// did; a table shows only part of it.
	recOut := stdout
	if c.recordsToStderr {
		recOut = stderr
	}
	table := *asTable || (!*asJSON && isTerminal(recOut) && !(cmd.name == "parse" && len(c.args) > 0))
	c.out = newOutput(recOut, table, cmd.header)
	var checks, fails, bad int
	count := func(o outcome) {
		switch o {
		case checkFailed:
			checks++
		case parseFailed:
			fails++
		}
	}
	if len(c.args) > 0 {
		in := input{Input: c.args[0], Base: *base}
		if len(c.args) == 2 {
			in.Base = c.args[1]
		}
		if c.out.enc != nil && cmd.name == "parse" {
			c.out.enc.SetIndent("", "  ")
		}
		rec, row, o := cmd.do(c, in)
		if rec != nil {
			c.out.record(rec, row)
		}
		count(o)
	} else {
		p := startProgress(stderr, cmd.name)
		lr := newLineReader(stdin, *maxLine)
		var dec *encoding.Decoder
		if enc != nil {
			dec = enc.NewDecoder()
		}
		for {
			line, tooLong, err := lr.next()
			if err == io.EOF {
				break
			}
			if err != nil {
				p.stop()
				c.out.flush()
				fmt.Fprintf(stderr, "weburl %s: reading line %d: %v\n", cmd.name, lr.n+1, err)
				return exitIO
			}
			p.n.Add(1)
			var le *lineError
			var in input
			if tooLong > 0 {
				le = &lineError{Line: lr.n, Error: fmt.Sprintf("the line is %d bytes long, more than -max-line (%d)", tooLong, *maxLine)}
			} else {
				in, le = decodeLine(lr.n, line, *base, dec)
			}
			if le != nil {
				bad++
				c.out.record(le, errorRow(cmd, le))
				continue
			}
			rec, row, o := cmd.do(c, in)
			if rec != nil {
				c.out.record(rec, row)
			}
			count(o)
			if c.out.err != nil {
				break
			}
		}
		p.stop()
	}
	if cmd.finish != nil {
		cmd.finish(c)
	}
	if err := c.out.flush(); err != nil {
		fmt.Fprintf(stderr, "weburl %s: writing: %v\n", cmd.name, err)
		return exitIO
	}
	switch {
	case c.status != exitOK:
		return c.status
	case checks > 0 || fails > 0 && !*ignore:
		return exitCheck
	case bad > 0 && !*ignore:
		return exitBadLines
	}
	return exitOK
}

// errorRow is a per-line error as a row of cmd's table.
func errorRow(cmd *command, le *lineError) []string {
	row := make([]string, len(cmd.header))
	row[0] = fmt.Sprintf("line %d", le.Line)
	row[len(row)-1] = "error: " + le.Error
	for i := 1; i < len(row)-1; i++ {
		row[i] = "-"
	}
	return row
}

// commands are the subcommands that read URLs; serve is apart.
var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// isWord reports whether s is a word of ASCII letters, which the command
// reads as a command's name, not as a URL.
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// suggest returns ", did you mean …?" with the command nearest to s: the
// one it starts, or one at most two edits away; else the list of commands.
func suggest(s string) string {
	names := []string{"canon", "diff", "match", "parse", "serve", "surt", "validate"}
	best, bestD := "", 3
	for _, n := range names {
		d := editDistance(strings.ToLower(s), n)
		if len(s) >= 3 && strings.HasPrefix(n, strings.ToLower(s)) {
			d = 1
		}
		if d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" {
		return "; the commands are " + strings.Join(names, ", ")
	}
	return fmt.Sprintf(", did you mean %q?", best)
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
