// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"

	weburl "github.com/weburl/url"
	"github.com/weburl/url/canon"
	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/cmd/weburl/internal/viewer/pattern"
	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/surt"
	"github.com/weburl/url/urlpattern"
)

// parseRecord is what parse writes for one input: the URL API's getters
// (with the host's kind and address), for a data: URL its MIME type and
// body length (or the processor's error), and the validation errors.
type parseRecord struct {
	Line  int    `json:"line,omitempty"`
	Input string `json:"input"`
	Base  string `json:"base,omitempty"`
	reading.Reading
	*reading.Data
	Errors        []reading.ValidationError `json:"errors"`
	ErrorsOmitted int                       `json:"errorsOmitted,omitempty"`
}

// errorNames is the errors' cell of a table: each error's name and
// offset, and how many were left out.
func errorNames(p reading.Parsed) string {
	var b []string
	for _, e := range p.Errors {
		s := e.Type + "@" + strconv.Itoa(e.Offset)
		if e.Base {
			s += "(base)"
		}
		b = append(b, s)
	}
	if p.Omitted > 0 {
		b = append(b, "(+"+strconv.Itoa(p.Omitted)+" more)")
	}
	return strings.Join(b, " ")
}

func init() {
	for _, c := range []*command{parseCommand(), diffCommand(), canonCommand(), surtCommand(), matchCommand(), validateCommand()} {
		register(c)
	}
}

// parseCommand is weburl parse, the default command.
func parseCommand() *command {
	var body *string
	bodies := 0 // the inputs -body has seen
	return &command{
		name:     "parse",
		synopsis: "[parse] [-body FILE] [flags] [URL [BASE]]",
		help: "Parses each URL by the URL Standard and writes the URL API's getters (href, origin,\n" +
			"protocol, username, password, host, hostname, port, pathname, search, hash), the host's\n" +
			"kind and address, and the validation errors with their byte offsets. A URL that does\n" +
			"not parse has \"failure\": true and makes the exit status 1. For a data: URL, the\n" +
			"Fetch Standard's data: URL processor gives its MIME type and body length (\"mimeType\",\n" +
			"\"bodyLength\"), or its error (\"dataError\"). -body FILE writes the body of one\n" +
			"data: URL, the argument or the one line of standard input (for a URL longer than an\n" +
			"argument may be), to FILE (- for standard output, which then holds the body alone,\n" +
			"the record going to standard error); a URL that is not a data: URL the processor\n" +
			"reads makes the status 1, a second URL 2.\n",
		header: []string{"INPUT", "HREF", "HOST KIND", "DATA", "ERRORS"},
		setup: func(fs *flag.FlagSet, c *runCtx) {
			body = fs.String("body", "", "write the body of the one data: URL read to `FILE` (- for standard output)")
		},
		start: func(c *runCtx) error {
			c.recordsToStderr = *body == "-"
			return nil
		},
		do: func(c *runCtx, in input) (any, []string, outcome) {
			if *body != "" {
				if bodies++; bodies > 1 {
					if bodies == 2 {
						fmt.Fprintf(c.stderr, "weburl parse: -body writes the body of one data: URL; line %d holds a second URL: it and the rest are skipped\n", in.Line)
						c.status = exitUsage
					}
					return nil, nil, passed
				}
			}
			p := reading.WebURL(in.Input, in.Base)
			r := p.Reading
			rec := parseRecord{Line: in.Line, Input: in.Input, Base: in.Base, Reading: r, Errors: p.Errors, ErrorsOmitted: p.Omitted}
			href, o := r.Href, passed
			if r.Failure {
				href, o = "(failure)", parseFailed
			}
			rec.Data = reading.ReadData(p.URL)
			if *body != "" {
				writeBody(c, *body, p.URL, rec.Data)
			}
			return rec, []string{in.Input, href, r.HostKind, dataCell(rec.Data), errorNames(p)}, o
		},
	}
}

// dataCell is the DATA cell of parse's table: a data: URL's MIME type
// and body length, or the processor's error.
func dataCell(d *reading.Data) string {
	switch {
	case d == nil:
		return ""
	case d.DataError != "":
		return "error: " + d.DataError
	}
	return fmt.Sprintf("%s, %d bytes", d.MIMEType, *d.BodyLength)
}

// writeBody writes the body of the data: URL u (whose processing gave d)
// to the file name, or to standard output for "-". When there is no body
// to write it says why and sets the status 1; when writing fails, 3.
func writeBody(c *runCtx, name string, u *weburl.URL, d *reading.Data) {
	switch {
	case u == nil:
		fmt.Fprintf(c.stderr, "weburl parse: -body: the URL does not parse\n")
	case d == nil:
		fmt.Fprintf(c.stderr, "weburl parse: -body: %s is not a data: URL\n", u.Protocol())
	case d.DataError != "":
		fmt.Fprintf(c.stderr, "weburl parse: -body: %s\n", d.DataError)
	default:
		if err := copyBody(c, name, u); err != nil {
			fmt.Fprintf(c.stderr, "weburl parse: -body: %v\n", err)
			c.status = exitIO
		}
		return
	}
	c.status = exitCheck
}

// copyBody decodes u's body into the file name, or standard output for
// "-", as it reads it.
func copyBody(c *runCtx, name string, u *weburl.URL) error {
	r, err := dataurl.NewReader(u)
	if err != nil {
		return err
	}
	if name == "-" {
		_, err = io.Copy(c.stdout, r)
		return err
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

type diffState struct {
	all              *bool
	lines, differing int
	classes          map[string]int
}

type diffRecord struct {
	Line    int             `json:"line,omitempty"`
	Input   string          `json:"input"`
	Base    string          `json:"base,omitempty"`
	Classes []string        `json:"classes"`
	WebURL  reading.Reading `json:"weburl"`
	NetURL  reading.Reading `json:"neturl"`
}

type diffSummary struct {
	Lines     int            `json:"lines"`
	Differing int            `json:"differing"`
	Classes   map[string]int `json:"classes"`
}

// diffCommand is weburl diff: net/url's reading beside the standard's.
func diffCommand() *command {
	return &command{
		name:     "diff",
		synopsis: "diff [-all] [flags] [URL [BASE]]",
		help: "Reads each URL with net/url and with the URL Standard and writes the URLs the two\n" +
			"read differently, with the classes of the difference: failure (one fails and the\n" +
			"other does not), scheme, userinfo, host, port, path, query, fragment. The ASCII case\n" +
			"of scheme and host and a default port written out are not differences. The last\n" +
			"record is {\"summary\": {...}}, the count per class. Any difference makes the exit\n" +
			"status 1.\n",
		header: []string{"INPUT", "CLASSES", "STANDARD", "NET/URL"},
		setup: func(fs *flag.FlagSet, c *runCtx) {
			c.state = &diffState{all: fs.Bool("all", false, "write every URL, also those read alike"), classes: map[string]int{}}
		},
		do: func(c *runCtx, in input) (any, []string, outcome) {
			s := c.state.(*diffState)
			s.lines++
			w := reading.WebURL(in.Input, in.Base).Reading
			n := reading.NetURL(in.Input, in.Base)
			d := reading.Differences(w, n)
			o := passed
			if len(d) > 0 {
				s.differing++
				o = checkFailed
				for _, k := range d {
					s.classes[k]++
				}
			} else if !*s.all {
				return nil, nil, o
			}
			wh, nh := w.Href, n.Href
			if w.Failure {
				wh = "(failure)"
			}
			if n.Failure {
				nh = "(failure: " + n.Error + ")"
			}
			if d == nil {
				d = []string{}
			}
			return diffRecord{in.Line, in.Input, in.Base, d, w, n}, []string{in.Input, strings.Join(d, ","), wh, nh}, o
		},
		finish: func(c *runCtx) {
			s := c.state.(*diffState)
			if c.out.tw != nil {
				c.out.flush()
				fmt.Fprintf(c.out.w, "\n%d URLs, %d read differently", s.lines, s.differing)
				for _, k := range reading.Classes {
					if s.classes[k] > 0 {
						fmt.Fprintf(c.out.w, "; %s %d", k, s.classes[k])
					}
				}
				fmt.Fprintln(c.out.w)
				return
			}
			sum := diffSummary{s.lines, s.differing, map[string]int{}}
			for _, k := range reading.Classes {
				sum.Classes[k] = s.classes[k]
			}
			c.out.record(map[string]diffSummary{"summary": sum}, nil)
		},
	}
}

type keyRecord struct {
	Line  int    `json:"line,omitempty"`
	Input string `json:"input"`
	Base  string `json:"base,omitempty"`
	Key   string `json:"key,omitempty"`
	Error string `json:"error,omitempty"`
}

// keyCommand makes a command that writes one key per URL, by the profile
// its flag flagName names (def by default).
func keyCommand(name, flagName, def, help string, profiles map[string]func(string) (string, error)) *command {
	var profile *string
	return &command{
		name:     name,
		synopsis: name + " [-" + flagName + " " + strings.Join(slices.Sorted(maps.Keys(profiles)), "|") + "] [flags] [URL [BASE]]",
		help:     help,
		header:   []string{"INPUT", "KEY"},
		setup: func(fs *flag.FlagSet, c *runCtx) {
			profile = fs.String(flagName, def, "the "+flagName+": "+strings.Join(slices.Sorted(maps.Keys(profiles)), ", "))
		},
		start: func(c *runCtx) error {
			if profiles[*profile] == nil {
				return fmt.Errorf("unknown -%s %q", flagName, *profile)
			}
			return nil
		},
		do: func(c *runCtx, in input) (any, []string, outcome) {
			raw := in.Input
			var err error
			if in.Base != "" {
				var u *weburl.URL
				if u, err = weburl.ParseWithBase(in.Input, in.Base); err == nil {
					raw = u.Href()
				}
			}
			var key string
			if err == nil {
				key, err = profiles[*profile](raw)
			}
			if err != nil {
				return keyRecord{in.Line, in.Input, in.Base, "", err.Error()}, []string{in.Input, "error: " + err.Error()}, parseFailed
			}
			return keyRecord{in.Line, in.Input, in.Base, key, ""}, []string{in.Input, key}, passed
		},
	}
}

// canonCommand is weburl canon: package canon's keys.
func canonCommand() *command {
	return keyCommand("canon", "profile", "semantic",
		"Writes each URL's canonical key for deduplication, by a profile of package canon:\n"+
			"semantic (what never changes the resource: fragment dropped, escapes and query\n"+
			"order made one), crawl (canon.DefaultCrawl: also www, index pages, trailing slash,\n"+
			"tracking parameters) or safebrowsing (Google Safe Browsing's canonicalization).\n",
		map[string]func(string) (string, error){
			"semantic":     canon.Semantic{}.Canonicalize,
			"crawl":        canon.DefaultCrawl.Canonicalize,
			"safebrowsing": canon.SafeBrowsing,
		})
}

// surtCommand is weburl surt: package surt's keys.
func surtCommand() *command {
	return keyCommand("surt", "options", "ia",
		"Writes each URL's SURT key, the sort key of web archives (package surt): with the\n"+
			"Internet Archive's options (ia), Heritrix's (heritrix), or the SSURT form (ssurt).\n",
		map[string]func(string) (string, error){
			"ia":       func(s string) (string, error) { return surt.Key(s, surt.IA) },
			"heritrix": func(s string) (string, error) { return surt.Key(s, surt.Heritrix) },
			"ssurt":    surt.SSURT,
		})
}

type matchState struct {
	routes  *string
	list    urlpattern.List[string]
	matched int
}

type matchRecord struct {
	Line    int                          `json:"line,omitempty"`
	Input   string                       `json:"input"`
	Base    string                       `json:"base,omitempty"`
	Matched bool                         `json:"matched"`
	Route   string                       `json:"route,omitempty"`
	Pattern string                       `json:"pattern,omitempty"`
	Groups  map[string]map[string]string `json:"groups,omitempty"`
}

// matchCommand is weburl match: a URL pattern, or the routes of a file.
func matchCommand() *command {
	return &command{
		name:     "match",
		synopsis: "match [flags] PATTERN [URL [BASE]]\n       weburl match -routes FILE [flags] [URL [BASE]]",
		help: "Writes whether each URL matches the URL pattern PATTERN: a constructor string such as\n" +
			"'https://*.example.com/books/:id', a pathname pattern such as '/books/:id' (read as\n" +
			"{\"pathname\": \"/books/:id\"}: that path on any origin), or a JSON URLPatternInit such as\n" +
			"'{\"hostname\": \"*.example.com\", \"pathname\": \"/books/:id\"}', with the groups of each\n" +
			"component. -base applies to the patterns too: with -base https://example.com,\n" +
			"'/books/:id' is read against it (the base's protocol and host) and an init without a\n" +
			"baseURL takes it. With -routes FILE, which route of FILE each URL takes: one route per\n" +
			"line, a pattern and then, after white space, the route's name (the pattern itself if\n" +
			"none); blank lines and lines starting with # are skipped. The most specific pattern\n" +
			"wins, as urlpattern.List orders them. The exit status is 1 when no URL matched.\n",
		header: []string{"INPUT", "MATCHED", "ROUTE", "GROUPS"},
		setup: func(fs *flag.FlagSet, c *runCtx) {
			c.state = &matchState{routes: fs.String("routes", "", "a `FILE` of routes, one pattern and its name a line")}
		},
		start: func(c *runCtx) error {
			s := c.state.(*matchState)
			if *s.routes == "" {
				if len(c.args) == 0 {
					return errors.New("a PATTERN or -routes FILE is needed")
				}
				p, err := pattern.New(c.args[0], c.base)
				if err != nil {
					return err
				}
				s.list.Add(p, c.args[0])
				c.args = c.args[1:]
				return nil
			}
			return readRoutes(*s.routes, c.base, &s.list)
		},
		do: func(c *runCtx, in input) (any, []string, outcome) {
			s := c.state.(*matchState)
			rec := matchRecord{Line: in.Line, Input: in.Input, Base: in.Base}
			m, ok := s.list.Match(in.Input, in.Base)
			if !ok {
				return rec, []string{in.Input, "no", "-", "-"}, passed
			}
			s.matched++
			rec.Matched, rec.Route, rec.Pattern = true, m.Value(), m.Pattern().String()
			rec.Groups = pattern.Groups(m.Result())
			if *s.routes == "" {
				rec.Route = ""
			}
			var gs []string
			for _, comp := range slices.Sorted(maps.Keys(rec.Groups)) {
				for _, k := range slices.Sorted(maps.Keys(rec.Groups[comp])) {
					gs = append(gs, comp+"."+k+"="+rec.Groups[comp][k])
				}
			}
			return rec, []string{in.Input, "yes", m.Value(), strings.Join(gs, " ")}, passed
		},
		finish: func(c *runCtx) {
			if c.state.(*matchState).matched == 0 {
				c.status = exitCheck
			}
		},
	}
}

type validateRecord struct {
	Line         int                       `json:"line,omitempty"`
	Input        string                    `json:"input"`
	Base         string                    `json:"base,omitempty"`
	Valid        bool                      `json:"valid"`
	WritingRules bool                      `json:"writingRules"`
	Failure      bool                      `json:"failure,omitempty"`
	Errors       []reading.ValidationError `json:"errors"`
	// ErrorsOmitted counts the errors after the first reading.MaxErrors,
	// left out but for the failure.
	ErrorsOmitted int `json:"errorsOmitted,omitempty"`
}

// validateCommand is weburl validate: validation errors and writing rules.
func validateCommand() *command {
	return &command{
		name:     "validate",
		synopsis: "validate [flags] [URL [BASE]]",
		help: "Writes each URL's validation errors (the standard's names, byte offsets and links)\n" +
			"and whether it is a valid URL string by the standard's writing rules. A URL is valid\n" +
			"when the parser reports no validation error and the writing rules accept it; an\n" +
			"invalid URL makes the exit status 1. Past the first 100 errors of a URL, only the\n" +
			"failure is written; \"errorsOmitted\" (in the table, \"(+N more)\") counts the rest.\n",
		header: []string{"INPUT", "VALID", "WRITING RULES", "ERRORS"},
		do: func(c *runCtx, in input) (any, []string, outcome) {
			p := reading.WebURL(in.Input, in.Base)
			wr := weburl.ValidURLString(in.Input, in.Base)
			rec := validateRecord{in.Line, in.Input, in.Base, len(p.Errors) == 0 && wr, wr, p.Reading.Failure, p.Errors, p.Omitted}
			o := passed
			if !rec.Valid {
				o = checkFailed
			}
			return rec, []string{in.Input, yesNo(rec.Valid), yesNo(wr), errorNames(p)}, o
		},
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// readRoutes adds the routes of the file name, read against base, to l.
func readRoutes(name, base string, l *urlpattern.List[string]) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		pat, route := line, line
		if !strings.HasPrefix(line, "{") {
			if i := strings.IndexAny(line, " \t"); i >= 0 {
				pat, route = line[:i], strings.TrimSpace(line[i:])
			}
		}
		p, err := pattern.New(pat, base)
		if err != nil {
			return fmt.Errorf("%s:%d: %v", name, n, err)
		}
		l.Add(p, route)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	if l.Len() == 0 {
		return fmt.Errorf("%s: no routes", name)
	}
	return nil
}
