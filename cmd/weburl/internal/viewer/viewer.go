// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package viewer holds the weburl viewer's static files, embedded in the
// weburl command: a page that shows weburl's, net/url's and the browser's
// readings of a URL side by side, computed in the browser by weburl and
// net/url compiled to WebAssembly (the wasm directory).
//
// static/main.wasm.gz and static/wasm_exec.js are build output: go
// generate makes them, and a weburl built without them serves a page
// that says how to.
package viewer

//go:generate go run gen.go

import (
	"bytes"
	"compress/gzip"
	"embed"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

//go:embed static
var static embed.FS

// Files are the viewer's files, rooted at the page.
var Files, _ = fs.Sub(static, "static")

// HasWasm reports whether this build embeds the WebAssembly.
func HasWasm() bool {
	_, err := fs.Stat(Files, "main.wasm.gz")
	return err == nil
}

// Handler serves the viewer. main.wasm is served from main.wasm.gz as it
// is, with Content-Encoding gzip, which every browser that runs
// WebAssembly accepts; no-cache makes the browser check for a newer build
// each time it is online (the service worker keeps a copy for offline use).
func Handler() http.Handler {
	files := http.FileServerFS(Files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:")
		if r.URL.Path == "/main.wasm" {
			b, err := fs.ReadFile(Files, "main.wasm.gz")
			if err != nil {
				http.Error(w, "this weburl was built without the viewer's WebAssembly: run go generate ./cmd/weburl/... and build it again", http.StatusNotFound)
				return
			}
			w.Header().Set("Content-Type", "application/wasm")
			if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				w.Header().Set("Content-Encoding", "gzip")
				w.Write(b)
				return
			}
			zr, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			io.Copy(w, zr)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// WriteFiles writes the viewer as plain files into dir, for any static
// host: main.wasm uncompressed, the rest as embedded.
func WriteFiles(dir string) error {
	return fs.WalkDir(Files, ".", func(p string, d fs.DirEntry, err error) error {
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
		if p == "main.wasm.gz" {
			zr, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				return err
			}
			if b, err = io.ReadAll(zr); err != nil {
				return err
			}
			dst = strings.TrimSuffix(dst, ".gz")
		}
		return os.WriteFile(dst, b, 0o644)
	})
}
