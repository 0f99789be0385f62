// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command weburl-serve serves the weburl viewer: a page that shows
// weburl's, net/url's and the browser's readings of a URL side by side,
// with the validation errors in place and URL Pattern matching. "weburl
// serve" runs it; it is a command of its own so that the weburl command's
// other subcommands do not link net/http.
//
// Usage:
//
//	weburl-serve [-addr ADDR] [-o DIR]
//
// The server answers weburl's and net/url's readings itself; the page
// computes the browser's with new URL(). -addr is 127.0.0.1:8080 by
// default, so only this machine can reach the viewer; port 0 picks a free
// one. The first line on standard output is "serving the viewer on
// http://ADDR/".
//
// With -o DIR, it writes the viewer into DIR for any static host instead
// of serving it, with the readings compiled to WebAssembly (main.wasm):
// that needs the go command and the module's source, so run it in a
// checkout of github.com/weburl/url or a module that requires it. It
// writes a working site or fails with exit status 3.
//
// Exit status: 2 usage error; 3 the server or the site could not be made.
package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/weburl/url/cmd/weburl/internal/viewer"
)

const usage = `usage: weburl serve [-addr ADDR] [-o DIR]

Serves the viewer: a page that shows weburl's, net/url's and the
browser's readings of a URL side by side, with the validation errors in
place and URL Pattern matching. This server answers weburl's and
net/url's readings; the page computes the browser's with new URL().
-addr is 127.0.0.1:8080 by default, so only this machine can reach it;
port 0 picks a free one. With -o DIR, writes the viewer into DIR for any
static host instead, its readings compiled to WebAssembly with the go
command: run it in a checkout of github.com/weburl/url (or a module that
requires it); it writes a working site or fails.

Flags:
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run serves the viewer until the server fails.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("weburl serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on")
	out := fs.String("o", "", "write the viewer into `DIR` for a static host instead of serving it")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	if *out != "" {
		if err := viewer.WriteSite(*out); err != nil {
			fmt.Fprintln(stderr, "weburl serve -o:", err)
			return 3
		}
		fmt.Fprintf(stdout, "wrote the viewer into %s\n", *out)
		return 0
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "weburl serve:", err)
		return 3
	}
	fmt.Fprintf(stdout, "serving the viewer on http://%s/\n", ln.Addr())
	if f, ok := stdout.(interface{ Sync() error }); ok {
		f.Sync()
	}
	srv := &http.Server{Handler: viewer.Handler(), ReadHeaderTimeout: 10 * time.Second}
	err = srv.Serve(ln)
	fmt.Fprintln(stderr, "weburl serve:", err)
	return 3
}
