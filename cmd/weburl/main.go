// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command weburl parses URLs as browsers do, by the WHATWG URL Standard,
// and prints each result as JSON.
//
// Usage:
//
//	weburl [-base BASE] URL [BASE]
//	weburl [-base BASE] < urls.txt
//
// With a URL argument, weburl parses it (against BASE, if given) and prints
// one JSON object: the URL API's getters (href, origin, protocol, username,
// password, host, hostname, port, pathname, search, hash) and the
// validation errors, each with its type (the standard's name), a message,
// its byte offset, whether it is a failure, and whether it is the base's. Without one, it reads one URL per line from standard input and
// prints one JSON object per line. If a URL fails to parse, the object has
// "failure": true and the errors; weburl then exits with status 1.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/weburl/url"
)

// result is what weburl prints for one input.
type result struct {
	Input    string          `json:"input"`
	Base     string          `json:"base,omitempty"`
	Failure  bool            `json:"failure,omitempty"`
	Href     string          `json:"href,omitempty"`
	Origin   string          `json:"origin,omitempty"`
	Protocol string          `json:"protocol,omitempty"`
	Username *string         `json:"username,omitempty"`
	Password *string         `json:"password,omitempty"`
	Host     *string         `json:"host,omitempty"`
	Hostname *string         `json:"hostname,omitempty"`
	Port     *string         `json:"port,omitempty"`
	Pathname *string         `json:"pathname,omitempty"`
	Search   *string         `json:"search,omitempty"`
	Hash     *string         `json:"hash,omitempty"`
	Errors   []validationErr `json:"errors"`
}

// validationErr is one validation error: its type is the standard's name
// ("IPv6-unclosed"), message a short description for people, offset the
// byte of the input (or, with base set, of the base) it is about.
type validationErr struct {
	Type    string `json:"type"`
	Message string `json:"message"`
	Offset  int    `json:"offset"`
	Failure bool   `json:"failure,omitempty"`
	Base    bool   `json:"base,omitempty"`
}

// newValidationErr converts e; base says whether it is the base's.
func newValidationErr(e url.ValidationError, base bool) validationErr {
	t := url.ValidationErrorType(e.Type)
	return validationErr{Type: t.String(), Message: t.Message(), Offset: e.Offset, Failure: e.Failure, Base: base}
}

func parse(input, base string) result {
	r := result{Input: input, Base: base, Errors: []validationErr{}}
	p := url.Parser{OnValidationError: func(e url.ValidationError) {
		r.Errors = append(r.Errors, newValidationErr(e, false))
	}}
	u, err := p.Parse(input, base)
	if err != nil {
		r.Failure = true
		var ve url.ValidationError
		if len(r.Errors) == 0 && errors.As(err, &ve) {
			// The base failed: its error is the one to show, by the
			// standard's name, with base set.
			r.Errors = append(r.Errors, newValidationErr(ve, true))
		}
		return r
	}
	s := func(v string) *string { return &v }
	r.Href, r.Origin, r.Protocol = u.Href(), u.Origin(), u.Protocol()
	r.Username, r.Password = s(u.Username()), s(u.Password())
	r.Host, r.Hostname, r.Port = s(u.Host), s(u.SerializedHost()), s(u.Port())
	r.Pathname, r.Search, r.Hash = s(u.Pathname()), s(u.Search()), s(u.Hash())
	return r
}

const usage = `usage: weburl [-base BASE] URL [BASE]
       weburl [-base BASE] < urls.txt

Parses each URL as a browser does (the WHATWG URL Standard), against BASE
if one is given, and prints the result as JSON: the URL API's getters
(href, origin, protocol, username, password, host, hostname, port,
pathname, search, hash) and the validation errors with their byte
offsets. With no URL argument, reads one URL per line from standard input
and prints one JSON object per line. Exits with status 1 if any URL fails
to parse, 2 on a usage error.

Example:
  weburl 'https://EXAMPLE.com/a/./b/../c?x#y'
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("weburl", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	base := fs.String("base", "", "the base URL to parse against")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	status := 0
	emit := func(r result) {
		if r.Failure {
			status = 1
		}
		if err := enc.Encode(r); err != nil {
			fmt.Fprintln(stderr, "weburl:", err)
			status = 2
		}
	}
	switch fs.NArg() {
	case 0:
		sc := bufio.NewScanner(stdin)
		sc.Buffer(make([]byte, 64*1024), 16<<20)
		for sc.Scan() {
			emit(parse(sc.Text(), *base))
		}
		if err := sc.Err(); err != nil {
			fmt.Fprintln(stderr, "weburl:", err)
			return 2
		}
	case 1, 2:
		b := *base
		if fs.NArg() == 2 {
			b = fs.Arg(1)
		}
		enc.SetIndent("", "  ")
		emit(parse(fs.Arg(0), b))
	default:
		fs.Usage()
		return 2
	}
	return status
}
