// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFromPOSIXPath(t *testing.T) {
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
		u, err := FromPOSIXPath(tc.path)
		if err != nil || u.String() != tc.want {
			t.Errorf("FromPOSIXPath(%q) = %v, %v, want %q", tc.path, u, err, tc.want)
		}
	}
}

func TestFilePathPOSIX(t *testing.T) {
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
		u, _ := Parse(tc.url)
		got, err := u.FilePathPOSIX()
		if err != nil || got != tc.want {
			t.Errorf("FilePathPOSIX(%q) = %q, %v, want %q", tc.url, got, err, tc.want)
		}
	}
}

func TestFromWindowsPath(t *testing.T) {
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
		u, err := FromWindowsPath(tc.path)
		if err != nil || u.String() != tc.want {
			t.Errorf("FromWindowsPath(%q) = %v, %v, want %q", tc.path, u, err, tc.want)
		}
	}
}

func TestFilePathWindows(t *testing.T) {
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
		u, _ := Parse(tc.url)
		got, err := u.FilePathWindows()
		if err != nil || got != tc.want {
			t.Errorf("FilePathWindows(%q) = %q, %v, want %q", tc.url, got, err, tc.want)
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
		{false, "/a\x00b", ErrFilePathByte},               // NUL
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
		f := FromPOSIXPath
		if tc.windows {
			f = FromWindowsPath
		}
		if u, err := f(tc.path); !errors.Is(err, tc.want) {
			t.Errorf("From(windows=%v)(%q) = %v, %v, want %v", tc.windows, tc.path, u, err, tc.want)
		}
	}
	if _, err := FromWindowsPath(`\\a b\share`); err == nil {
		t.Errorf("FromWindowsPath(%q): no error for an invalid host", `\\a b\share`)
	}
	to := []struct {
		windows bool
		url     string
		want    error
	}{
		{false, "http://h/x", ErrNotFileURL},      // not file:
		{false, "file://server/x", ErrFileHost},   // a host
		{false, "file:///a%2Fb", ErrFilePathByte}, // an encoded separator
		{false, "file:///a%00", ErrFilePathByte},  // NUL
		{true, "file:///etc/hosts", ErrNoDrive},   // no drive
		{true, "file:///C:/a%5Cb", ErrFilePathByte},
		{true, "file:///C:/a%2Fb", ErrFilePathByte},
		{true, "https://h/C:/x", ErrNotFileURL},
		{true, "file://server/", ErrUnsupportedPath},   // no share
		{true, "file://server//x", ErrUnsupportedPath}, // an empty share
		{true, "file://./share", ErrUnsupportedPath},   // "\\.\" is the device prefix
	}
	for _, tc := range to {
		u, _ := Parse(tc.url)
		f := u.FilePathPOSIX
		if tc.windows {
			f = u.FilePathWindows
		}
		if p, err := f(); !errors.Is(err, tc.want) {
			t.Errorf("FilePath(windows=%v)(%q) = %q, %v, want %v", tc.windows, tc.url, p, err, tc.want)
		}
	}
	// A relative reference is no file URL.
	ref, _ := Parse("/a")
	if p, err := ref.FilePathPOSIX(); !errors.Is(err, ErrNotFileURL) {
		t.Errorf("FilePathPOSIX(reference) = %q, %v", p, err)
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
// FilePath gives back the path FromPath was given.
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
	u, err := FromPOSIXPath(p)
	if err != nil {
		t.Fatalf("FromPOSIXPath(%q): %v", p, err)
	}
	if problems := checkInvariants(u); len(problems) > 0 {
		t.Errorf("FromPOSIXPath(%q) = %q: %v", p, u, problems)
	}
	if v, err := Parse(u.String()); err != nil || v.String() != u.String() {
		t.Errorf("FromPOSIXPath(%q) = %q, which parses to %v, %v", p, u, v, err)
	}
	if got, err := u.FilePathPOSIX(); err != nil || got != p {
		t.Errorf("FromPOSIXPath(%q) = %q, whose FilePathPOSIX is %q, %v", p, u, got, err)
	}
}

func checkWindowsRoundTrip(t *testing.T, p string) {
	t.Helper()
	u, err := FromWindowsPath(p)
	if err != nil {
		t.Fatalf("FromWindowsPath(%q): %v", p, err)
	}
	if problems := checkInvariants(u); len(problems) > 0 {
		t.Errorf("FromWindowsPath(%q) = %q: %v", p, u, problems)
	}
	if got, err := u.FilePathWindows(); err != nil || got != p {
		t.Errorf("FromWindowsPath(%q) = %q, whose FilePathWindows is %q, %v", p, u, got, err)
	}
	// The long form is the same URL.
	long := `\\?\` + p
	if strings.HasPrefix(p, `\\`) {
		long = `\\?\UNC\` + p[2:]
	}
	if v, err := FromWindowsPath(long); err != nil || v.String() != u.String() {
		t.Errorf("FromWindowsPath(%q) = %v, %v, want %q", long, v, err, u)
	}
}

// FuzzFilePath checks both flavours both ways: a path FromPath accepts and
// that has no dot segments comes back from FilePath unchanged (Windows:
// with "\" for "/" and without the long prefix), and a path that FilePath
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
		if u, err := FromPOSIXPath(s); err == nil {
			if problems := checkInvariants(u); len(problems) > 0 {
				t.Errorf("FromPOSIXPath(%q) = %q: %v", s, u, problems)
			}
		}
		if u, err := FromPOSIXPath(s); err == nil && !hasDots(s, "/") {
			if got, err := u.FilePathPOSIX(); err != nil || got != s {
				t.Errorf("FromPOSIXPath(%q) = %q, whose FilePathPOSIX is %q, %v", s, u, got, err)
			}
		}
		if u, err := FromWindowsPath(s); err == nil {
			if problems := checkInvariants(u); len(problems) > 0 {
				t.Errorf("FromWindowsPath(%q) = %q: %v", s, u, problems)
			}
			p, err := u.FilePathWindows()
			if err != nil {
				t.Fatalf("FromWindowsPath(%q) = %q, whose FilePathWindows fails: %v", s, u, err)
			}
			if v, err := FromWindowsPath(p); err != nil || v.String() != u.String() {
				t.Errorf("FromWindowsPath(%q) = %q; its path %q gives %v, %v", s, u, p, v, err)
			}
		}
		u, err := Parse(s)
		if err != nil {
			return
		}
		if p, err := u.FilePathPOSIX(); err == nil {
			if v, err := FromPOSIXPath(p); err != nil {
				t.Errorf("FilePathPOSIX(%q) = %q, which FromPOSIXPath rejects: %v", s, p, err)
			} else if q, err := v.FilePathPOSIX(); err != nil || q != p {
				t.Errorf("FilePathPOSIX(%q) = %q -> %q -> %q, %v", s, p, v, q, err)
			}
		}
		if p, err := u.FilePathWindows(); err == nil {
			if v, err := FromWindowsPath(p); err == nil {
				if q, err := v.FilePathWindows(); err != nil || q != p {
					t.Errorf("FilePathWindows(%q) = %q -> %q -> %q, %v", s, p, v, q, err)
				}
			}
		}
	})
}
