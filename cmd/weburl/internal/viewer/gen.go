// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build ignore

// gen builds the viewer's WebAssembly into static/: main.wasm.gz (the
// wasm command compiled with GOOS=js GOARCH=wasm, gzipped) and the Go
// release's wasm_exec.js, which must come from the same release as the
// compiler. go generate runs it; both files are build output, not source,
// and .gitignore keeps them out of the repository.
package main

import (
	"compress/gzip"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	log.SetFlags(0)
	tmp, err := os.MkdirTemp("", "weburl-viewer-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "main.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		log.Fatal("building the wasm: ", err)
	}
	b, err := os.ReadFile(wasm)
	if err != nil {
		log.Fatal(err)
	}
	f, err := os.Create(filepath.Join("static", "main.wasm.gz"))
	if err != nil {
		log.Fatal(err)
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	if _, err := zw.Write(b); err != nil {
		log.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		log.Fatal(err)
	}
	root := strings.TrimSpace(string(out))
	var js []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if js, err = os.ReadFile(filepath.Join(root, p)); err == nil {
			break
		}
	}
	if err != nil {
		log.Fatal("wasm_exec.js: ", err)
	}
	if err := os.WriteFile(filepath.Join("static", "wasm_exec.js"), js, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("static/main.wasm.gz: %d bytes (%d uncompressed)", fileSize("static/main.wasm.gz"), len(b))
}

func fileSize(name string) int64 {
	fi, err := os.Stat(name)
	if err != nil {
		return 0
	}
	return fi.Size()
}
