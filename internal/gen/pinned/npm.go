// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package pinned

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha512"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// NPM packs pkg (name@version) with npm into a new directory below tmp,
// checks the tarball against integrity (the registry's "sha512-..."
// hash), unpacks it there and returns the package's directory.
func NPM(tmp, pkg, integrity string) (string, error) {
	dir, err := os.MkdirTemp(tmp, "npm")
	if err != nil {
		return "", err
	}
	cmd := exec.Command("npm", "pack", "--silent", "--pack-destination", dir, pkg)
	cmd.Stderr = os.Stderr
	name, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("npm pack %s: %v", pkg, err)
	}
	tgz, err := os.ReadFile(filepath.Join(dir, strings.TrimSpace(string(name))))
	if err != nil {
		return "", err
	}
	sum := sha512.Sum512(tgz)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != integrity {
		return "", fmt.Errorf("%s has integrity %s, want %s", pkg, got, integrity)
	}
	if err := untar(dir, tgz); err != nil {
		return "", fmt.Errorf("%s: %v", pkg, err)
	}
	// npm tarballs hold the package under "package/".
	return filepath.Join(dir, "package"), nil
}

// untar writes the regular files of the gzipped tarball tgz below dir,
// leaving out any whose name leads outside it.
func untar(dir string, tgz []byte) error {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return err
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		name := filepath.Clean(h.Name)
		if h.Typeflag != tar.TypeReg || !filepath.IsLocal(name) {
			continue
		}
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			return err
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o666); err != nil {
			return err
		}
	}
}
