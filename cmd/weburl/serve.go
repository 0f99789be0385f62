// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// serverName is the viewer's server, a command of its own
// (./weburl-serve) so that weburl does not link net/http.
const serverName = "weburl-serve"

// serve runs weburl-serve with args, found beside this executable (where
// go install puts both) or on PATH, and returns its exit status.
func serve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	path, err := findServer()
	if err != nil {
		fmt.Fprintf(stderr, "weburl serve: %v\nThe viewer is the command %s: go install github.com/weburl/url/cmd/weburl/...@latest installs it beside weburl; in a checkout, go run ./cmd/weburl/weburl-serve runs it.\n", err, serverName)
		return exitUsage
	}
	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	err = cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee) && ee.ExitCode() >= 0:
		return ee.ExitCode()
	}
	fmt.Fprintf(stderr, "weburl serve: %v\n", err)
	return exitIO
}

// findServer returns the path of weburl-serve.
func findServer() (string, error) {
	name := serverName
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	if exe, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(exe), name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p, nil
		}
	}
	return exec.LookPath(name)
}
