// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/base64"
	"errors"
	"github.com/weburl/url/validation"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	weburl "github.com/weburl/url"
	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/dataurl"
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
	weburl.Parser{OnValidationError: func(validation.Error) { all++ }}.Parse(in, "")
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
	if raceEnabled {
		t.Skip("the race detector's allocations are not the program's")
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

// TestParseData checks parse's fields for data: URLs against package
// dataurl's reading, in JSON and in the table.
func TestParseData(t *testing.T) {
	inputs := []string{
		"data:text/plain;charset=utf-8,h%C3%A9llo#frag",
		"data:image/png;base64,iVBORw0KGgo=",
		"data:,",
		"data:;base64,a",
		"data:text/plain",
		"http://example.com/",
	}
	out, _, status := weburlCmd(t, strings.Join(inputs, "\n")+"\n", "parse", "-json")
	recs := records(t, out)
	if status != exitOK || len(recs) != len(inputs) {
		t.Fatalf("status %d, %d records:\n%s", status, len(recs), out)
	}
	for i, in := range inputs {
		rec := recs[i]
		d, err := dataurl.ProcessString(in)
		switch {
		case !strings.HasPrefix(in, "data:"):
			for _, k := range []string{"mimeType", "bodyLength", "dataError"} {
				if _, ok := rec[k]; ok {
					t.Errorf("%s: %s = %v in a record of a URL that is not data:", in, k, rec[k])
				}
			}
		case err != nil:
			var de *dataurl.Error
			errors.As(err, &de)
			if rec["dataError"] != de.Err.Error() || rec["mimeType"] != nil || rec["bodyLength"] != nil {
				t.Errorf("%s: %v, want dataError %q", in, rec, de.Err)
			}
		default:
			if rec["mimeType"] != d.MIMEType.String() || rec["bodyLength"] != float64(len(d.Body)) || rec["dataError"] != nil {
				t.Errorf("%s: mimeType %v, bodyLength %v, dataError %v; want %s, %d", in, rec["mimeType"], rec["bodyLength"], rec["dataError"], d.MIMEType, len(d.Body))
			}
		}
	}
	out, _, _ = weburlCmd(t, inputs[1]+"\n"+inputs[3]+"\n"+inputs[5]+"\n", "parse", "-table")
	lines := strings.Split(out, "\n")
	if len(lines) < 4 || !strings.Contains(lines[1], "image/png, 8 bytes") ||
		!strings.Contains(lines[2], "error: body is not base64") || !strings.Contains(lines[3], "domain     -") {
		t.Errorf("table:\n%s", out)
	}
}

// TestParseBody checks -body: the body written to a file or to standard
// output, and the statuses when there is none.
func TestParseBody(t *testing.T) {
	body := "héllo, wörld\x00\xff"
	in := "data:application/octet-stream;base64," + base64.StdEncoding.EncodeToString([]byte(body))
	out, stderr, status := weburlCmd(t, "", "parse", "-body", "-", in)
	if status != exitOK || out != body || !strings.Contains(stderr, `"bodyLength": `+strconv.Itoa(len(body))) {
		t.Errorf("-body -: status %d, stdout %q, stderr (the record) %q", status, out, stderr)
	}
	// Standard input's one line: a URL longer than an argument may be.
	long := strings.Repeat("x", 1<<20)
	out, stderr, status = weburlCmd(t, "data:,"+long+"\n", "parse", "-body", "-", "-max-line", "2000000")
	if status != exitOK || out != long || len(records(t, stderr)) != 1 {
		t.Errorf("-body - of standard input: status %d, %d bytes out, stderr %.200q", status, len(out), stderr)
	}
	file := filepath.Join(t.TempDir(), "body")
	out, _, status = weburlCmd(t, "", "parse", "-body", file, "data:,a%20b", "")
	got, err := os.ReadFile(file)
	if status != exitOK || err != nil || string(got) != "a b" || !strings.Contains(out, `"bodyLength": 3`) {
		t.Errorf("-body FILE: status %d, file %q (%v), stdout:\n%s", status, got, err, out)
	}
	for _, tt := range []struct {
		args   []string
		status int
		msg    string
	}{
		{[]string{"http://example.com/"}, exitCheck, "http: is not a data: URL"},
		{[]string{"data:;base64,a"}, exitCheck, "body is not base64"},
		{[]string{"http://[::1"}, exitCheck, "the URL does not parse"},
		{[]string{"-body", filepath.Join(t.TempDir(), "no", "such", "dir"), "data:,a"}, exitIO, "no such file"},
		{nil, exitUsage, "line 2 holds a second URL"},
	} {
		args := append([]string{"parse", "-body", "-"}, tt.args...)
		if tt.args != nil && tt.args[0] == "-body" {
			args = append([]string{"parse"}, tt.args...)
		}
		out, stderr, status := weburlCmd(t, "data:,a\ndata:,b\n", args...)
		if status != tt.status || !strings.Contains(stderr, tt.msg) || (tt.status == exitCheck && out != "") || (tt.args == nil && out != "a") {
			t.Errorf("%q: status %d (want %d), stdout %q, stderr %q (want %q)", args, status, tt.status, out, stderr, tt.msg)
		}
	}
}
