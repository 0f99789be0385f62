// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRun: usage errors are status 2; a site that cannot be built, or an
// address that cannot be listened on, is status 3 and says why.
// (viewer's tests check the handler; tools/chromium/viewer-test.sh
// serves it to a browser and checks a written site.)
func TestRun(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if st := run([]string{"extra"}, &stdout, &stderr); st != 2 {
		t.Errorf("an extra argument: status %d", st)
	}
	if st := run([]string{"-nope"}, &stdout, &stderr); st != 2 {
		t.Errorf("an unknown flag: status %d", st)
	}
	stderr.Reset()
	if st := run([]string{"-addr", "256.0.0.1:x"}, &stdout, &stderr); st != 3 || !strings.Contains(stderr.String(), "weburl serve:") {
		t.Errorf("a bad address: status %d, %q", st, stderr.String())
	}
	t.Setenv("PATH", t.TempDir())
	dir := filepath.Join(t.TempDir(), "site")
	stderr.Reset()
	if st := run([]string{"-o", dir}, &stdout, &stderr); st != 3 || !strings.Contains(stderr.String(), "go command") {
		t.Errorf("-o without go: status %d, %q", st, stderr.String())
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("-o without go made %s: %v", dir, err)
	}
}
