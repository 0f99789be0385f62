// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package pinned fetches the inputs of the module's generators and checks
// each against the hash it is pinned to: npm packages against their
// integrity in the registry (NPM), data files against their SHA-256
// (File, CheckSHA256). The generators, run by go generate, are its only
// users.
package pinned

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

// Get returns the body of url, which must answer 200 OK.
func Get(url string) ([]byte, error) {
	resp, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", url, resp.Status)
	}
	return io.ReadAll(resp.Body)
}

// File returns the file name (slash-separated): read from the directory
// dir if dir is not "", otherwise fetched from baseURL+name. Either way
// its SHA-256 must be sum, in hexadecimal.
func File(dir, baseURL, name, sum string) ([]byte, error) {
	var data []byte
	var err error
	if dir != "" {
		data, err = os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	} else {
		data, err = Get(baseURL + name)
	}
	if err != nil {
		return nil, err
	}
	if err := CheckSHA256(name, data, sum); err != nil {
		return nil, err
	}
	return data, nil
}

// CheckSHA256 returns an error unless the SHA-256 of data, the contents
// of name, is sum, in hexadecimal.
func CheckSHA256(name string, data []byte, sum string) error {
	h := sha256.Sum256(data)
	if got := hex.EncodeToString(h[:]); got != sum {
		return fmt.Errorf("%s has SHA-256 %s, want %s", name, got, sum)
	}
	return nil
}
