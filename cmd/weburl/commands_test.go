// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"

	weburl "github.com/weburl/url"
	"github.com/weburl/url/cmd/weburl/internal/reading"
)

// TestValidateBounded checks that validate writes the first
// reading.MaxErrors errors of a URL and the failure, and counts the rest,
// in JSON and in the table.
func TestValidateBounded(t *testing.T) {
	const n = 300
	in := "http:" + strings.Repeat("/", n+2) + "h:x/"
	out, _, status := weburlCmd(t, in+"\n", "validate", "-json")
	recs := records(t, out)
	if status != exitCheck || len(recs) != 1 {
		t.Fatalf("status %d, output:\n%.500s", status, out)
	}
	errs := recs[0]["errors"].([]any)
	all := 0
	weburl.Parser{OnValidationError: func(weburl.ValidationError) { all++ }}.Parse(in, "")
	last := errs[len(errs)-1].(map[string]any)
	if len(errs) != reading.MaxErrors+1 || last["failure"] != true || last["type"] != "port-invalid" {
		t.Errorf("%d errors, the last %v", len(errs), last)
	}
	if got, want := recs[0]["errorsOmitted"], float64(all-len(errs)); got != want {
		t.Errorf("errorsOmitted = %v, want %v", got, want)
	}
	// The table's cell, cut at 60 characters, ends with the count.
	p := reading.WebURL(in, "")
	if got, want := errorNames(p), "port-invalid@"+strconv.Itoa(len(in)-2)+" (+"+strconv.Itoa(all-len(errs))+" more)"; !strings.HasSuffix(got, want) {
		t.Errorf("errorNames ends %q, want %q", got[max(0, len(got)-80):], want)
	}
}

// TestValidateMemory checks the module's bound of 12 bytes allocated per
// input byte on validate with one line of 8 MiB, a validation error at
// every byte of its path.
func TestValidateMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates about 100 MiB")
	}
	const size = 8 << 20
	line := []byte("http://h/" + strings.Repeat("%", size-len("http://h/")) + "\n")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	status := run([]string{"validate", "-json", "-max-line", strconv.Itoa(2 * size)}, bytes.NewReader(line), io.Discard, io.Discard)
	runtime.ReadMemStats(&after)
	if status != exitCheck {
		t.Fatalf("status %d, want %d", status, exitCheck)
	}
	perByte := float64(after.TotalAlloc-before.TotalAlloc) / size
	t.Logf("weburl validate, one line of %d bytes: %.2f bytes allocated per input byte", size, perByte)
	if perByte > 12 {
		t.Errorf("%.2f bytes allocated per input byte, more than 12", perByte)
	}
}
