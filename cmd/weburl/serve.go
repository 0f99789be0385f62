// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/weburl/url/cmd/weburl/internal/viewer"
)

const serveUsage = `usage: weburl serve [-addr ADDR] [-o DIR]

Serves the viewer: a page that shows weburl's, net/url's and the
browser's readings of a URL side by side, with the validation errors in
place and URL Pattern matching. weburl and net/url run in the browser,
compiled to WebAssembly; the server only serves files, embedded in this
binary. -addr is 127.0.0.1:8080 by default, so only this machine can
reach it; port 0 picks a free one. With -o DIR, writes the files into DIR
for any static host instead of serving them.

Flags:
`

// serve runs the viewer's server until it fails; it prints the address
// it listens on as its first line, "serving the viewer on http://…/".
func serve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("weburl serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, serveUsage); fs.PrintDefaults() }
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on")
	out := fs.String("o", "", "write the viewer's files into `DIR` instead of serving them")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return exitUsage
	}
	if !viewer.HasWasm() {
		fmt.Fprintln(stderr, "weburl serve: this binary was built without the viewer's WebAssembly; run go generate ./cmd/weburl/... and build it again")
	}
	if *out != "" {
		if err := viewer.WriteFiles(*out); err != nil {
			fmt.Fprintln(stderr, "weburl serve:", err)
			return exitIO
		}
		return exitOK
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "weburl serve:", err)
		return exitIO
	}
	fmt.Fprintf(stdout, "serving the viewer on http://%s/\n", ln.Addr())
	if f, ok := stdout.(interface{ Sync() error }); ok {
		f.Sync()
	}
	srv := &http.Server{Handler: viewer.Handler(), ReadHeaderTimeout: 10 * time.Second}
	err = srv.Serve(ln)
	fmt.Fprintln(stderr, "weburl serve:", err)
	return exitIO
}
