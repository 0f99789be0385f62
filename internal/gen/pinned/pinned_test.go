// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package pinned

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// sumHello is the SHA-256 of "hello\n".
const sumHello = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"

func TestFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sub", "a.txt"), []byte("hello\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/base/sub/a.txt" {
			http.NotFound(w, r)
			return
		}
		w.Write([]byte("hello\n"))
	}))
	defer srv.Close()
	for _, tc := range []struct {
		name, dir, base, file, sum string
		ok                         bool
	}{
		{"from dir", dir, "", "sub/a.txt", sumHello, true},
		{"from dir, wrong sum", dir, "", "sub/a.txt", sumHello[1:] + "0", false},
		{"missing from dir", dir, "", "sub/b.txt", sumHello, false},
		{"over HTTP", "", srv.URL + "/base/", "sub/a.txt", sumHello, true},
		{"over HTTP, wrong sum", "", srv.URL + "/base/", "sub/a.txt", sumHello[1:] + "0", false},
		{"over HTTP, 404", "", srv.URL + "/base/", "sub/b.txt", sumHello, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := File(tc.dir, tc.base, tc.file, tc.sum)
			if tc.ok && (err != nil || string(data) != "hello\n") {
				t.Errorf("File = %q, %v; want %q", data, err, "hello\n")
			}
			if !tc.ok && err == nil {
				t.Errorf("File = %q, want an error", data)
			}
		})
	}
}

// TestUntar checks that untar writes the regular files of a tarball and
// leaves out a name that leads outside its directory.
func TestUntar(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, name := range []string{"package/package.json", "../outside.txt", "package/../../outside2.txt"} {
		body := []byte(name)
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(body); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	dir := filepath.Join(root, "d")
	if err := os.Mkdir(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := untar(dir, buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "package", "package.json")); err != nil || string(data) != "package/package.json" {
		t.Errorf("package/package.json = %q, %v", data, err)
	}
	for _, name := range []string{"outside.txt", "outside2.txt"} {
		if _, err := os.Stat(filepath.Join(root, name)); err == nil {
			t.Errorf("untar wrote %s outside its directory", name)
		}
	}
}
