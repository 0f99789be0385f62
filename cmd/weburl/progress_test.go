// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer that the progress goroutine and the test
// may use at once.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestProgress checks that the progress line counts the lines and that
// stop erases it; and that nothing is written when stderr is no terminal.
func TestProgress(t *testing.T) {
	var out lockedBuffer
	p := startProgressEvery(&out, "parse", true, time.Millisecond, time.Millisecond)
	p.n.Add(1234)
	for !strings.Contains(out.String(), "weburl parse: 1234 lines") {
		time.Sleep(time.Millisecond)
	}
	p.stop()
	if s := out.String(); !strings.HasSuffix(s, "\r\033[K") {
		t.Errorf("after stop, stderr ends with %q, want the line erased", s[max(0, len(s)-20):])
	}

	// Without a terminal no goroutine starts that could write: wait is
	// closed at once, with no sleep to guess how long one would take.
	var none lockedBuffer
	p = startProgressEvery(&none, "parse", isTerminal(&none), 0, time.Millisecond)
	select {
	case <-p.wait:
	default:
		t.Error("not a terminal: a progress goroutine runs")
	}
	p.n.Add(1)
	p.stop()
	if none.String() != "" {
		t.Errorf("not a terminal: wrote %q", none.String())
	}
}

// TestIsTerminal: the null device, a file and a pipe are no terminals.
func TestIsTerminal(t *testing.T) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, x := range []any{null, w, f, &bytes.Buffer{}} {
		if isTerminal(x) {
			t.Errorf("isTerminal(%v) = true", x)
		}
	}
}
