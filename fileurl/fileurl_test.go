// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package fileurl

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/weburl/url"
)

func TestFromPOSIX(t *testing.T) {
	tests := []struct{ path, want string }{
		{"/", "file:///"},
		{"/usr/share/doc", "file:///usr/share/doc"},
		// Bytes outside the path set, "%", "\" and "|" are percent-encoded.
		{"/tmp/a b#c?d%41\\e|f", "file:///tmp/a%20b%23c%3Fd%2541%5Ce%7Cf"},
		// Non-ASCII: UTF-8 byte by byte, and a byte that is not UTF-8 too.
		{"/tmp/caf\xc3\xa9/\xff\xfe", "file:///tmp/caf%C3%A9/%FF%FE"},
		// "C|" is not read as a drive letter.
		{"/C|/x", "file:///C%7C/x"},
		// Runs of slashes stay, a leading "//" too.
		{"//server/a//b/", "file:////server/a//b/"},
		// Dot segments are resolved lexically.
		{"/a/./b/../c", "file:///a/c"},
	}
	for _, tc := range tests {
		u, err := FromPOSIX(tc.path)
		if err != nil || u.String() != tc.want {
			t.Errorf("FromPOSIX(%q) = %v, %v, want %q", tc.path, u, err, tc.want)
		}
	}
}

func TestPOSIXPath(t *testing.T) {
	tests := []struct{ url, want string }{
		{"file:///usr/share/doc", "/usr/share/doc"},
		{"file://localhost/etc/hosts", "/etc/hosts"},
		{"file:///tmp/a%20b%2541", "/tmp/a b%41"},
		{"file:///tmp/%FF", "/tmp/\xff"},
		// The query and fragment are ignored.
		{"file:///a?q#f", "/a"},
		// A drive letter is just a segment in POSIX.
		{"file:///C:/x", "/C:/x"},
	}
	for _, tc := range tests {
		u, _ := url.Parse(tc.url)
		got, err := POSIXPath(u)
		if err != nil || got != tc.want {
			t.Errorf("POSIXPath(%q) = %q, %v, want %q", tc.url, got, err, tc.want)
		}
	}
}

func TestFromWindows(t *testing.T) {
	tests := []struct{ path, want string }{
		{`C:\`, "file:///C:/"},
		{`C:`, "file:///C:/"},
		{`c:\Users\me\a b.txt`, "file:///c:/Users/me/a%20b.txt"},
		{`C:/Users/me`, "file:///C:/Users/me"},
		{`D:\100%\#1`, "file:///D:/100%25/%231"},
		{`C:\caf` + "\u00e9", "file:///C:/caf%C3%A9"},
		// ".." never removes the drive.
		{`C:\a\..\..\b`, "file:///C:/b"},
		// UNC: the server is the host.
		{`\\server\share\dir\f.txt`, "file://server/share/dir/f.txt"},
		{`\\SERVER\share`, "file://server/share"},
		{`\\192.168.0.1\share\x`, "file://192.168.0.1/share/x"},
		{`\\b` + "\u00fc" + `cher\share`, "file://xn--bcher-kva/share"},
		// The long forms.
		{`\\?\C:\very\long`, "file:///C:/very/long"},
		{`\\?\UNC\server\share\x`, "file://server/share/x"},
		{`\\?\unc\server\share`, "file://server/share"},
	}
	for _, tc := range tests {
		u, err := FromWindows(tc.path)
		if err != nil || u.String() != tc.want {
			t.Errorf("FromWindows(%q) = %v, %v, want %q", tc.path, u, err, tc.want)
		}
	}
}

func TestWindowsPath(t *testing.T) {
	tests := []struct{ url, want string }{
		{"file:///C:/Users/me/a%20b.txt", `C:\Users\me\a b.txt`},
		{"file:///C:/", `C:\`},
		{"file:///C:", `C:\`},
		{"file:///c|/x", `c:\x`},
		{"file://server/share/dir", `\\server\share\dir`},
		{"file://[::1]/share", `\\[::1]\share`},
		{"file:///D:/100%25/%231?q#f", `D:\100%\#1`},
	}
	for _, tc := range tests {
		u, _ := url.Parse(tc.url)
		got, err := WindowsPath(u)
		if err != nil || got != tc.want {
			t.Errorf("WindowsPath(%q) = %q, %v, want %q", tc.url, got, err, tc.want)
		}
	}
}

func TestFilePathErrors(t *testing.T) {
	from := []struct {
		windows bool
		path    string
		want    error
	}{
		{false, "", ErrRelativePath},                      // empty
		{false, "a/b", ErrRelativePath},                   // relative
		{false, "./a", ErrRelativePath},                   // relative
		{false, "/a\x00b", ErrPathByte},                   // NUL
		{true, `a\b`, ErrRelativePath},                    // relative
		{true, `\a\b`, ErrRelativePath},                   // root of the current drive
		{true, `C:a`, ErrRelativePath},                    // relative to the drive's directory
		{true, `\\.\COM1`, ErrUnsupportedPath},            // device
		{true, `\\?\Volume{x}\a`, ErrUnsupportedPath},     // volume GUID
		{true, `\\server`, ErrUnsupportedPath},            // no share
		{true, `\\localhost\c$\x`, ErrUnsupportedPath},    // read as no host
		{true, `\\server\share\..\x`, ErrUnsupportedPath}, // ".." leaves the share
		{true, `\\server\.`, ErrUnsupportedPath},          // no share name
	}
	for _, tc := range from {
		f := FromPOSIX
		if tc.windows {
			f = FromWindows
		}
		if u, err := f(tc.path); !errors.Is(err, tc.want) {
			t.Errorf("From(windows=%v)(%q) = %v, %v, want %v", tc.windows, tc.path, u, err, tc.want)
		}
	}
	if _, err := FromWindows(`\\a b\share`); err == nil {
		t.Errorf("FromWindows(%q): no error for an invalid host", `\\a b\share`)
	}
	to := []struct {
		windows bool
		url     string
		want    error
	}{
		{false, "http://h/x", ErrNotFileURL},    // not file:
		{false, "file://server/x", ErrHost},     // a host
		{false, "file:///a%2Fb", ErrPathByte},   // an encoded separator
		{false, "file:///a%00", ErrPathByte},    // NUL
		{true, "file:///etc/hosts", ErrNoDrive}, // no drive
		{true, "file:///C:/a%5Cb", ErrPathByte},
		{true, "file:///C:/a%2Fb", ErrPathByte},
		{true, "https://h/C:/x", ErrNotFileURL},
		{true, "file://server/", ErrUnsupportedPath},   // no share
		{true, "file://server//x", ErrUnsupportedPath}, // an empty share
		{true, "file://./share", ErrUnsupportedPath},   // "\\.\" is the device prefix
	}
	for _, tc := range to {
		u, _ := url.Parse(tc.url)
		f := POSIXPath
		if tc.windows {
			f = WindowsPath
		}
		if p, err := f(u); !errors.Is(err, tc.want) {
			t.Errorf("FilePath(windows=%v)(%q) = %q, %v, want %v", tc.windows, tc.url, p, err, tc.want)
		}
	}
	// A relative reference is no file URL.
	ref, _ := url.Parse("/a")
	if p, err := POSIXPath(ref); !errors.Is(err, ErrNotFileURL) {
		t.Errorf("POSIXPath(reference) = %q, %v", p, err)
	}
}

// TestSegmentSet checks inSegmentSet against the parser: a byte that the
// parser's path state percent-encodes is in the set, and one it keeps
// is not, apart from the bytes the set adds ("%", "\\", "|") and those the
// path state reads as syntax.
func TestSegmentSet(t *testing.T) {
	for b := 0x20; b <= 0x7f; b++ {
		switch b {
		case '%', '\\', '|', '/', '?', '#', '.':
			continue
		}
		u, err := url.Parse("file:///a" + string(rune(b)) + "b")
		if err != nil {
			t.Fatal(err)
		}
		encoded := u.Pathname() != "/a"+string(rune(b))+"b"
		if encoded != inSegmentSet(byte(b)) {
			t.Errorf("byte %q: the parser encodes it: %v; inSegmentSet: %v", rune(b), encoded, inSegmentSet(byte(b)))
		}
	}
	for _, b := range []byte{0, 0x1f, '%', '\\', '|', 0x80, 0xff} {
		if !inSegmentSet(b) {
			t.Errorf("inSegmentSet(%q) = false", b)
		}
	}
}

// TestServerSyntax checks that a server's name reaches the host parser
// whole: "?", "#", tabs and newlines are errors, not the end of the host
// or removed.
func TestServerSyntax(t *testing.T) {
	for _, server := range []string{"a?b", "a#b", "a\tb", "a\nb", "a b", "a:1", "a@b"} {
		if u, err := FromWindows(`\\` + server + `\share`); err == nil {
			t.Errorf("FromWindows(%q) = %v, want an error", `\\`+server+`\share`, u)
		}
	}
	u, err := FromWindows(`\\%41\share`)
	if err != nil || u.String() != "file://a/share" {
		t.Errorf("FromWindows of a percent-encoded server = %v, %v; want file://a/share (the host parser decodes)", u, err)
	}
}

// TestAssignedFields checks the paths of a URL whose fields a program
// assigned: they are the paths of the URL the getters see.
func TestAssignedFields(t *testing.T) {
	u, _ := url.Parse("file:///x")
	u.Path = "/C:/a b/../c%2Fd"
	if got, err := POSIXPath(u); err != nil || got != "/C:/c%2Fd" {
		t.Errorf("POSIXPath = %q, %v; want /C:/c%%2Fd", got, err)
	}
	if got, err := WindowsPath(u); err != nil || got != `C:\c%2Fd` {
		t.Errorf("WindowsPath = %q, %v; want C:\\c%%2Fd", got, err)
	}
}

// segmentBytes are what generated segments are made of: letters, the bytes
// a file URL encodes, dots, non-ASCII UTF-8 and bytes that are not UTF-8.
var segmentBytes = []string{"a", "Z", "0", " ", "%", "%41", "#", "?", "\\", "|", ":", ";", ".", "~", "é", "\xff", "\x01", "\"", "^", "{"}

// genSegment returns a segment that is neither "." nor "..", without
// sep.
func genSegment(r *rand.Rand, sep string) string {
	for {
		var b strings.Builder
		for n := r.IntN(6); n >= 0; n-- {
			if s := segmentBytes[r.IntN(len(segmentBytes))]; !strings.ContainsAny(s, sep) {
				b.WriteString(s)
			}
		}
		if s := b.String(); s != "." && s != ".." {
			return s
		}
	}
}

// TestFilePathRoundTrip checks, on generated paths of both flavours, that
// POSIXPath and WindowsPath give back the path FromPOSIX and FromWindows
// were given.
func TestFilePathRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 1))
	for range 2000 {
		var posix strings.Builder
		for n := r.IntN(5); n >= 0; n-- {
			posix.WriteString("/")
			posix.WriteString(genSegment(r, "/"))
		}
		checkPOSIXRoundTrip(t, posix.String())

		var win strings.Builder
		if r.IntN(3) == 0 {
			win.WriteString(`\\`)
			win.WriteString([]string{"server", "fs-1.corp.example", "10.0.0.7"}[r.IntN(3)])
			win.WriteString(`\`)
			win.WriteString("share" + genSegment(r, `/\`))
		} else {
			win.WriteByte("CDcz"[r.IntN(4)])
			win.WriteString(":")
		}
		for n := r.IntN(5); n >= 0; n-- {
			win.WriteString(`\`)
			win.WriteString(genSegment(r, `/\`))
		}
		checkWindowsRoundTrip(t, win.String())
	}
}

func checkPOSIXRoundTrip(t *testing.T, p string) {
	t.Helper()
	u, err := FromPOSIX(p)
	if err != nil {
		t.Fatalf("FromPOSIX(%q): %v", p, err)
	}
	if problems := reparses(u); problems != "" {
		t.Errorf("FromPOSIX(%q) = %q: %v", p, u, problems)
	}
	if v, err := url.Parse(u.String()); err != nil || v.String() != u.String() {
		t.Errorf("FromPOSIX(%q) = %q, which parses to %v, %v", p, u, v, err)
	}
	if got, err := POSIXPath(u); err != nil || got != p {
		t.Errorf("FromPOSIX(%q) = %q, whose POSIXPath is %q, %v", p, u, got, err)
	}
}

func checkWindowsRoundTrip(t *testing.T, p string) {
	t.Helper()
	u, err := FromWindows(p)
	if err != nil {
		t.Fatalf("FromWindows(%q): %v", p, err)
	}
	if problems := reparses(u); problems != "" {
		t.Errorf("FromWindows(%q) = %q: %v", p, u, problems)
	}
	if got, err := WindowsPath(u); err != nil || got != p {
		t.Errorf("FromWindows(%q) = %q, whose WindowsPath is %q, %v", p, u, got, err)
	}
	// The long form is the same URL.
	long := `\\?\` + p
	if strings.HasPrefix(p, `\\`) {
		long = `\\?\UNC\` + p[2:]
	}
	if v, err := FromWindows(long); err != nil || v.String() != u.String() {
		t.Errorf("FromWindows(%q) = %v, %v, want %q", long, v, err, u)
	}
}

// FuzzFilePath checks both flavours both ways: a path FromPOSIX or
// FromWindows accepts and that has no dot segments comes back from
// POSIXPath or WindowsPath unchanged (Windows: with "\" for "/" and
// without the long prefix), and a path that POSIXPath or WindowsPath
// gives for any file URL goes to a URL and back to itself.
//
//	go test -run='^$' -fuzz=FuzzFilePath -fuzztime=60s
func FuzzFilePath(f *testing.F) {
	for _, s := range []string{
		"/usr/share/doc", "/tmp/a b#c?d%41", "//server/a//b/", "/a/\xff", `C:\Users\me`, `\\server\share\x`,
		`\\?\C:\x`, `\\?\UNC\s\h\x`, "file:///C:/a%20b", "file://server/share/%FF", "file:///a%2Fb",
	} {
		f.Add(s)
	}
	hasDots := func(p, seps string) bool {
		for _, seg := range strings.FieldsFunc(p, func(r rune) bool { return strings.ContainsRune(seps, r) }) {
			if seg == "." || seg == ".." {
				return true
			}
		}
		return false
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u, err := FromPOSIX(s); err == nil {
			if problems := reparses(u); problems != "" {
				t.Errorf("FromPOSIX(%q) = %q: %v", s, u, problems)
			}
		}
		if u, err := FromPOSIX(s); err == nil && !hasDots(s, "/") {
			if got, err := POSIXPath(u); err != nil || got != s {
				t.Errorf("FromPOSIX(%q) = %q, whose POSIXPath is %q, %v", s, u, got, err)
			}
		}
		if u, err := FromWindows(s); err == nil {
			if problems := reparses(u); problems != "" {
				t.Errorf("FromWindows(%q) = %q: %v", s, u, problems)
			}
			p, err := WindowsPath(u)
			if err != nil {
				t.Fatalf("FromWindows(%q) = %q, whose WindowsPath fails: %v", s, u, err)
			}
			if v, err := FromWindows(p); err != nil || v.String() != u.String() {
				t.Errorf("FromWindows(%q) = %q; its path %q gives %v, %v", s, u, p, v, err)
			}
		}
		u, err := url.Parse(s)
		if err != nil {
			return
		}
		if p, err := POSIXPath(u); err == nil {
			if v, err := FromPOSIX(p); err != nil {
				t.Errorf("POSIXPath(%q) = %q, which FromPOSIX rejects: %v", s, p, err)
			} else if q, err := POSIXPath(v); err != nil || q != p {
				t.Errorf("POSIXPath(%q) = %q -> %q -> %q, %v", s, p, v, q, err)
			}
		}
		if p, err := WindowsPath(u); err == nil {
			if v, err := FromWindows(p); err == nil {
				if q, err := WindowsPath(v); err != nil || q != p {
					t.Errorf("WindowsPath(%q) = %q -> %q -> %q, %v", s, p, v, q, err)
				}
			}
		}
	})
}

// reparses returns "" when u's href parses to itself, and what it parses
// to otherwise: a URL built from a path is one the parser gives.
func reparses(u *url.URL) string {
	v, err := url.Parse(u.String())
	if err != nil {
		return err.Error()
	}
	if v.String() != u.String() {
		return "parses to " + v.String()
	}
	return ""
}
