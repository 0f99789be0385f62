// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package viewer is the weburl viewer: a page that shows weburl's,
// net/url's and the browser's readings of a URL side by side. The page
// computes the browser's reading itself, with new URL(); weburl's and
// net/url's come from one of two places, whichever the page finds:
//
//   - the server that serves it (Handler, which weburl serve runs), which
//     answers them as JSON at api/read, api/pattern and api/version;
//   - on a static host (WriteSite, weburl serve -o DIR), main.wasm: the
//     same Go code (the wasm directory) compiled to WebAssembly with the
//     local Go toolchain when the site is written.
package viewer

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/weburl/url/cmd/weburl/internal/buildinfo"
	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/cmd/weburl/internal/viewer/pattern"
)

//go:embed static
var static embed.FS

// Files are the viewer's page and its files, rooted at the page.
var Files, _ = fs.Sub(static, "static")

// csp allows the page nothing from elsewhere: its scripts, styles,
// images and requests are its own (and it compiles WebAssembly on a
// static host). img-src allows data: for the preview of a data: URL's
// image: an <img> runs no script, and the page shows only raster types
// there (reading.ReadPreview), re-encoded by the server.
const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// maxRequest bounds a request's body: an input, a base and a pattern.
const maxRequest = 4 << 20

// Handler serves the viewer's files and answers its readings:
//
//	POST api/read     {"input", "base"}            reading.Readings
//	POST api/pattern  {"pattern", "input", "base"} pattern.Outcome
//	GET  api/version                               the version line, as a JSON string
//
// and backend.json, {"backend": "server"}, where the files for a static
// host say "wasm": the page asks it which of the two reads its URLs.
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /", http.FileServerFS(Files))
	mux.HandleFunc("GET /backend.json", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, map[string]string{"backend": "server"})
	})
	mux.HandleFunc("GET /api/version", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, buildinfo.Line())
	})
	mux.HandleFunc("POST /api/read", func(w http.ResponseWriter, r *http.Request) {
		var req struct{ Input, Base string }
		if decode(w, r, &req) {
			writeJSON(w, reading.Read(req.Input, req.Base))
		}
	})
	mux.HandleFunc("POST /api/pattern", func(w http.ResponseWriter, r *http.Request) {
		var req struct{ Pattern, Input, Base string }
		if decode(w, r, &req) {
			writeJSON(w, pattern.Run(req.Pattern, req.Input, req.Base))
		}
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// no-cache: the browser checks for a newer page each time.
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Content-Security-Policy", csp)
		w.Header().Set("Referrer-Policy", "no-referrer")
		mux.ServeHTTP(w, r)
	})
}

// decode reads r's JSON body into v, or answers 400 and returns false.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxRequest)).Decode(v)
	if err != nil {
		http.Error(w, "the request's body is not the JSON this endpoint reads: "+err.Error(), http.StatusBadRequest)
		return false
	}
	return true
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

// WasmPackage is the viewer's WebAssembly, as the go command names it.
const WasmPackage = "github.com/weburl/url/cmd/weburl/internal/viewer/wasm"

// WriteSite writes the viewer into dir for any static host: the page's
// files, main.wasm and the wasm_exec.js of the same Go release. It builds
// main.wasm with the go command on PATH, in the current directory, which
// must be in a checkout of this module or in a module that requires it
// (go install leaves no source to build from); if that fails, WriteSite
// writes nothing and says why.
func WriteSite(dir string) error {
	tmp, err := os.MkdirTemp("", "weburl-viewer-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "main.wasm")
	var stderr bytes.Buffer
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, WasmPackage)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	build.Stderr = &stderr
	if err := build.Run(); err != nil {
		if errors.Is(err, exec.ErrNotFound) {
			return errors.New("a static site needs the viewer's WebAssembly, which is built with the go command, and there is none on PATH; without -o, weburl serve needs neither")
		}
		return fmt.Errorf("building the viewer's WebAssembly (go build %s, GOOS=js GOARCH=wasm) failed: run weburl serve -o in a checkout of github.com/weburl/url or in a module that requires it:\n%s", WasmPackage, strings.TrimSpace(stderr.String()))
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	var wasmExec []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if wasmExec, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), p)); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("wasm_exec.js of the Go release: %v", err)
	}
	wasmBytes, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	err = fs.WalkDir(Files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := fs.ReadFile(Files, p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), wasmExec, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "main.wasm"), wasmBytes, 0o644)
}
