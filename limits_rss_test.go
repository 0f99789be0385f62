// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Linux only: the peak resident set size is read from the child's
// rusage, whose Maxrss is in KiB on Linux.

//go:build linux

package url

import (
	"flag"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// rssLimits runs TestRSSPerInputByte, whose inputs take seconds and a few
// GB of memory: CI runs it (.ci/run), `go test ./...` does not.
var rssLimits = flag.Bool("limits.rss", false, "run TestRSSPerInputByte: Parse of 240 MiB inputs in a child process, its peak RSS")

// maxRSSPerInput is the most resident memory, in bytes per input byte, the
// input included, that a process may reach parsing one long input
// (SECURITY.md's bound on the process, beside maxBytesPerInput's on the
// bytes an operation allocates).
const maxRSSPerInput = 14

// rssShapes are the inputs TestRSSPerInputByte parses: 240 MiB of invalid
// UTF-8 after each prefix, in each component a byte of it can reach.
var rssShapes = map[string]string{
	"path":              "http://h/",
	"query":             "http://h/?",
	"fragment":          "http://h/#",
	"opaque path":       "sc:",
	"net/url's reading": "postgres://u@a,b/",
}

// TestRSSPerInputByte parses each of rssShapes in a child process (this
// test binary, run again) and checks the child's peak resident set size,
// as the kernel counts it, against maxRSSPerInput.
func TestRSSPerInputByte(t *testing.T) {
	if shape := os.Getenv("WEBURL_RSS_SHAPE"); shape != "" {
		s := rssShapes[shape] + strings.Repeat("\xff", 240<<20)
		if u, err := Parse(s); err == nil {
			_ = u.String()
		}
		return
	}
	if !*rssLimits {
		t.Skip("parses 240 MiB inputs in child processes; run with -limits.rss (CI does)")
	}
	skipMemoryUnderSanitizers(t)
	for name := range rssShapes {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestRSSPerInputByte$")
			cmd.Env = append(os.Environ(), "WEBURL_RSS_SHAPE="+name)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("child: %v\n%s", err, out)
			}
			usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			if !ok {
				t.Skip("no resource usage on this system")
			}
			per := float64(usage.Maxrss<<10) / float64(240<<20)
			t.Logf("peak RSS %d KiB, %.2f bytes per input byte", usage.Maxrss, per)
			if per > maxRSSPerInput {
				t.Errorf("peak RSS %.2f bytes per input byte, want at most %d", per, maxRSSPerInput)
			}
		})
	}
}
