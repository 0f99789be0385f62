// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/forgivingbase64"
	"github.com/weburl/url/internal/fixtures"
)

// TestErrors checks the reason each failure gives.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []error
	}{
		{"http://x/,y", []error{dataurl.ErrNotData}},                                  // not data:
		{"data:text/plain", []error{dataurl.ErrNoComma}},                              // no ","
		{"data:;base64,a", []error{dataurl.ErrBase64, forgivingbase64.ErrLength}},     // one code point
		{"data:;base64,ab=c", []error{dataurl.ErrBase64, forgivingbase64.ErrPadding}}, // "=" inside
		{"data:;base64,%FF", []error{dataurl.ErrBase64, forgivingbase64.ErrInvalidCodePoint}},
		{"data:,x#,", []error{}}, // the fragment is not the body, and not an error
	} {
		_, err := dataurl.ProcessString(c.in)
		if len(c.want) == 0 && err != nil {
			t.Errorf("ProcessString(%q): %v", c.in, err)
		}
		for _, w := range c.want {
			var e *dataurl.Error
			if !errors.Is(err, w) || !errors.As(err, &e) {
				t.Errorf("ProcessString(%q): %v, want %v", c.in, err, w)
			}
		}
	}
	if _, err := dataurl.ProcessString("data:,x\x00%"); err != nil {
		t.Errorf("a body with NUL: %v", err)
	}
	if _, err := dataurl.Process(nil); !errors.Is(err, dataurl.ErrNotData) {
		t.Errorf("Process(nil): %v, want ErrNotData", err)
	}
	if _, err := dataurl.NewReader(nil); !errors.Is(err, dataurl.ErrNotData) {
		t.Errorf("NewReader(nil): %v, want ErrNotData", err)
	}
	var pe *url.Error
	if _, err := dataurl.ProcessString("data"); !errors.As(err, &pe) {
		t.Errorf(`ProcessString("data"): %v, want the parser's *url.Error`, err)
	}
}

// TestMaxBodySize checks the limit at the body's exact length, for
// percent-encoded bodies and for base64 ones whose whitespace and padding
// the bound on their length counts.
func TestMaxBodySize(t *testing.T) {
	for _, c := range []struct {
		in   string
		size int64
	}{
		{"data:,abc%20def", 7},
		{"data:;base64,YWJj ZGVm Zw==", 7},
		{"data:;base64," + strings.Repeat("%20", 1000) + "YWJj", 3},
		{"data:,", 0},
	} {
		u := url.MustParse(c.in)
		for _, limit := range []int64{c.size, c.size + 1} {
			p := dataurl.Processor{MaxBodySize: limit}
			if d, err := p.Process(u); err != nil || int64(len(d.Body)) != c.size {
				t.Errorf("MaxBodySize %d: Process(%q): %v", limit, c.in, err)
			}
			if r, err := p.NewReader(u); err != nil || r.Size() != c.size {
				t.Errorf("MaxBodySize %d: NewReader(%q): %v", limit, c.in, err)
			}
		}
		if c.size == 0 {
			continue
		}
		p := dataurl.Processor{MaxBodySize: c.size - 1}
		if _, err := p.Process(u); !errors.Is(err, dataurl.ErrBodyTooLarge) {
			t.Errorf("MaxBodySize %d: Process(%q): %v, want ErrBodyTooLarge", c.size-1, c.in, err)
		}
		if _, err := p.NewReader(u); !errors.Is(err, dataurl.ErrBodyTooLarge) {
			t.Errorf("MaxBodySize %d: NewReader(%q): %v, want ErrBodyTooLarge", c.size-1, c.in, err)
		}
	}
}

// TestReaderShortReads reads a body a few bytes at a time, which goes
// through the Reader's own buffer, and checks it against Process.
func TestReaderShortReads(t *testing.T) {
	body := bytes.Repeat([]byte("The quick brown fox\x00\xff"), 5000)
	for _, s := range []string{
		"data:application/octet-stream;base64," + forgivingbase64.Encode(body),
		"data:,%54he quick brown fox%00%FF" + strings.Repeat("The quick brown fox%00%ff", 4999),
	} {
		u := url.MustParse(s)
		r, err := dataurl.NewReader(u)
		if err != nil {
			t.Fatal(err)
		}
		if got := readInReads(t, r, 7); !bytes.Equal(got, body) {
			t.Errorf("NewReader(%.40q...) read %d bytes, want %d", s, len(got), len(body))
		}
	}
}

// bigDataURL returns a data: URL of n bytes: base64 or percent-encoded
// text.
func bigDataURL(n int, base64 bool) string {
	if base64 {
		return "data:application/octet-stream;base64," + strings.Repeat("QUJD", n/4)
	}
	return "data:text/plain," + strings.Repeat("ab%20", n/5)
}

// TestMemory checks that decoding a data: URL allocates at most 2 bytes
// per byte of the URL beyond the URL itself, through Process and through
// NewReader, at 1 MiB and (without -short) 64 MiB.
func TestMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's allocations are not the program's")
	}
	sizes := []int{1 << 20}
	if !testing.Short() {
		sizes = append(sizes, 64<<20)
	}
	for _, n := range sizes {
		for _, b64 := range []bool{true, false} {
			s := bigDataURL(n, b64)
			u := url.MustParse(s)
			var body int
			alloc := fixtures.BytesAllocated(func() {
				d, err := dataurl.Process(u)
				if err != nil {
					t.Fatal(err)
				}
				body = len(d.Body)
			})
			if alloc > 2*uint64(len(s)) {
				t.Errorf("Process of %d bytes (base64 %v) allocated %d bytes", len(s), b64, alloc)
			}
			alloc = fixtures.BytesAllocated(func() {
				r, err := dataurl.NewReader(u)
				if err != nil {
					t.Fatal(err)
				}
				if k, _ := io.Copy(io.Discard, struct{ io.Reader }{r}); k != int64(body) {
					t.Fatalf("NewReader read %d bytes, Process %d", k, body)
				}
			})
			if alloc > 2*uint64(len(s)) || alloc > 1<<20 {
				t.Errorf("NewReader of %d bytes (base64 %v) allocated %d bytes", len(s), b64, alloc)
			}
			t.Logf("%d MiB, base64 %v: body %d bytes", n>>20, b64, body)
		}
	}
}

// TestNewReaderAgreesWithProcess checks that NewReader, which checks a
// base64 body without decoding it, fails where Process fails with the
// same reason, and otherwise reads Process's body, with reads of every
// size from a byte to more than the body, on bodies as they are, with
// line breaks, and percent-encoded; and on percent-encoded text.
func TestNewReaderAgreesWithProcess(t *testing.T) {
	long := forgivingbase64.Encode(bytes.Repeat([]byte("\x00\xffdata"), 3000))
	bodies := []string{
		long, long[:len(long)-1], long[:len(long)-2] + "=", long + "=", long + "*",
		strings.ReplaceAll(long, "A", "%41"), strings.ReplaceAll(long, "QU", "Q\r\nU"),
		"%" + long, long[:100] + "%zz" + long[100:], long[:5000] + " = " + long[5000:],
		"YQ%3D%3D", "YQ%3D", "%59%51", "ab%20%20cd", "",
	}
	for i, body := range append(bodies, "%%%", "a%"+long+"%2", "%41%zz%42"+long) {
		u := url.MustParse("data:;base64," + body)
		if i >= len(bodies)-2 {
			// Percent-encoded text, whose "%" starting no escape
			// makes Process's readFull grow its buffer.
			u = url.MustParse("data:," + body)
		}
		d, perr := dataurl.Process(u)
		r, rerr := dataurl.NewReader(u)
		for _, reason := range []error{forgivingbase64.ErrInvalidCodePoint, forgivingbase64.ErrLength, forgivingbase64.ErrPadding} {
			if errors.Is(perr, reason) != errors.Is(rerr, reason) {
				t.Errorf("body %.30q...: Process %v, NewReader %v", body, perr, rerr)
			}
		}
		if perr != nil || rerr != nil {
			if (perr == nil) != (rerr == nil) {
				t.Errorf("body %.30q...: Process %v, NewReader %v", body, perr, rerr)
			}
			continue
		}
		if r.Size() != int64(len(d.Body)) {
			t.Errorf("body %.30q...: Size %d, Process's body %d bytes", body, r.Size(), len(d.Body))
		}
		for _, size := range []int{1, 7, 1000, 4100, 8192, 1 << 16} {
			r, _ := dataurl.NewReader(u)
			if got := readInReads(t, r, size); !bytes.Equal(got, d.Body) {
				t.Errorf("body %.30q..., reads of %d: %d bytes, Process's %d", body, size, len(got), len(d.Body))
			}
		}
	}
}
