// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package fileurl converts between file paths and file: URLs, in both
// flavours whatever the GOOS: POSIX paths ("/usr/share/doc") and Windows
// paths (drive letters "C:\Users", UNC "\\server\share\dir", and the long
// forms "\\?\C:\..." and "\\?\UNC\server\share\..."). FromPath and Path
// use the flavour of the running system; FromPOSIX, FromWindows, POSIXPath
// and WindowsPath choose one.
//
// A path becomes a URL by percent-encoding each of its segments and
// running the standard's parser on the result, so the URL is the one any
// browser reads from it. Round trips hold for absolute paths with no "."
// or ".." segments (the URL cannot hold those: the parser resolves them,
// as the operating system would lexically) and, on Windows, with "\" as
// the separator and a host in its ASCII lower-case form.
package fileurl

import (
	"errors"
	"runtime"
	"strings"

	"github.com/weburl/url"
)

// The errors of the file path functions, wrapped in a *url.Error whose Op
// names the function.
var (
	// ErrRelativePath: the path is not absolute ("a/b", "C:a", "\a").
	ErrRelativePath = errors.New("relative file path")
	// ErrNotFileURL: the URL's scheme is not "file".
	ErrNotFileURL = errors.New("not a file URL")
	// ErrHost: the URL names a host ("file://server/x"), which a POSIX
	// path cannot express.
	ErrHost = errors.New("file URL with a host has no POSIX path")
	// ErrNoDrive: the URL has neither a host nor a drive letter
	// ("file:///etc/hosts"), so it is no absolute Windows path.
	ErrNoDrive = errors.New("file URL with no host or drive letter has no Windows path")
	// ErrPathByte: the path has a byte no path can hold: NUL, or, in
	// a URL, a percent-encoded separator inside a segment ("a%2Fb").
	ErrPathByte = errors.New("file path byte cannot be represented")
	// ErrUnsupportedPath: a Windows path of a form that names no file by
	// drive or share: a device path "\\.\COM1", a "\\?\" path that is
	// neither "\\?\C:\..." nor "\\?\UNC\...", a UNC path with no share
	// or whose ".." leaves the share; or a file URL with a host and no share
	// ("file://server/").
	ErrUnsupportedPath = errors.New("unsupported Windows path form")
)

// inSegmentSet reports whether a file URL has b percent-encoded in a
// path segment: the bytes of the path percent-encode set, "%" (a file
// name may have "%41" in it), "\" (a separator in file URLs) and "|"
// ("C|" would read as a drive). The path percent-encode set is the C0
// controls, the bytes above "~", and space, '"', "#", "<", ">", "?", "^",
// "`", "{" and "}".
// See https://url.spec.whatwg.org/#path-percent-encode-set.
func inSegmentSet(b byte) bool {
	if b <= 0x20 || b > '~' {
		return true
	}
	return strings.IndexByte("\"#<>?^`{}%\\|", b) >= 0
}

// appendPercentByte appends "%" and b in two upper-case hex digits.
// See https://url.spec.whatwg.org/#percent-encode.
func appendPercentByte(dst []byte, b byte) []byte {
	const hex = "0123456789ABCDEF"
	return append(dst, '%', hex[b>>4], hex[b&15])
}

// appendSegment appends seg with the bytes of inSegmentSet
// percent-encoded byte by byte: a byte of a POSIX path that is not UTF-8
// stays that byte, where UTF-8 percent-encoding would replace it.
// See https://url.spec.whatwg.org/#percent-encode.
func appendSegment(dst []byte, seg string) []byte {
	for i := 0; i < len(seg); i++ {
		if b := seg[i]; inSegmentSet(b) {
			dst = appendPercentByte(dst, b)
		} else {
			dst = append(dst, b)
		}
	}
	return dst
}

func isWindows() bool { return runtime.GOOS == "windows" }

// FromPath returns the file: URL of an absolute file path of the running
// system: a Windows path on windows, a POSIX path elsewhere.
func FromPath(path string) (*url.URL, error) {
	if isWindows() {
		return FromWindows(path)
	}
	return FromPOSIX(path)
}

// Path returns the file path of the file: URL u on the running system: a
// Windows path on windows, a POSIX path elsewhere. The query and fragment
// are ignored.
func Path(u *url.URL) (string, error) {
	if isWindows() {
		return WindowsPath(u)
	}
	return POSIXPath(u)
}

// FromPOSIX returns the file: URL of an absolute POSIX path:
// "/tmp/a b" is "file:///tmp/a%20b". Every byte outside the path
// percent-encode set stays as it is; the others, "%", "\" and "|" are
// percent-encoded one byte at a time, so a name that is not UTF-8 comes
// back from POSIXPath byte for byte. "." and ".." segments are
// resolved. A path that does not start with "/" is an ErrRelativePath; a
// NUL byte is an ErrPathByte.
func FromPOSIX(path string) (*url.URL, error) {
	const op = "FromPOSIX"
	if !strings.HasPrefix(path, "/") {
		return nil, &url.Error{Op: op, URL: path, Err: ErrRelativePath}
	}
	if strings.IndexByte(path, 0) >= 0 {
		return nil, &url.Error{Op: op, URL: path, Err: ErrPathByte}
	}
	b := make([]byte, 0, len("file://")+len(path)+16)
	b = append(b, "file://"...)
	for seg := range strings.SplitSeq(path[1:], "/") {
		b = append(b, '/')
		b = appendSegment(b, seg)
	}
	return fileURL(op, path, string(b))
}

// fileURL parses href, a file URL built from path.
func fileURL(op, path, href string) (*url.URL, error) {
	u, err := url.Parse(href)
	if err != nil {
		var e *url.Error
		if errors.As(err, &e) {
			err = e.Err
		}
		return nil, &url.Error{Op: op, URL: path, Err: err}
	}
	return u, nil
}

// POSIXPath returns the POSIX path of the file: URL u: its path,
// percent-decoded. A URL with a host other than "localhost" (which the
// parser removes) is an ErrHost: POSIX has no portable way to name a
// file on another host. A percent-encoded "/" or NUL byte in the path
// ("file:///a%2Fb") is an ErrPathByte. The query and fragment are
// ignored.
func POSIXPath(u *url.URL) (string, error) {
	const op = "POSIXPath"
	if u.Scheme != "file" || u.Protocol() == "" {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrNotFileURL}
	}
	if u.Hostname() != "" {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrHost}
	}
	p, ok := decodedPath(u)
	if !ok {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrNotFileURL}
	}
	if strings.IndexByte(p, 0) >= 0 || strings.Count(p, "/") != strings.Count(u.Pathname(), "/") {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrPathByte}
	}
	return p, nil
}

// decodedPath returns u's path (the pathname getter's) percent-decoded:
// the Path field when the fields are the parser's (EscapedPath gives back
// the pathname then), or else the Path of the URL the getters see. It
// returns false when that URL is not the getters' (never for a file URL
// whose protocol getter is not empty).
func decodedPath(u *url.URL) (string, bool) {
	p := u.Pathname()
	if u.EscapedPath() == p {
		return u.Path, true
	}
	if v, err := url.Parse(u.String()); err == nil && v.Pathname() == p {
		return v.Path, true
	}
	return "", false
}

// FromWindows returns the file: URL of an absolute Windows path, with
// "\" or "/" as separators:
//
//   - a drive path "C:\dir\file" is "file:///C:/dir/file";
//   - a UNC path "\\server\share\dir" is "file://server/share/dir", the
//     server read by the standard's host parser (IDNA, IPv4, IPv6 in
//     brackets);
//   - the long forms "\\?\C:\dir" and "\\?\UNC\server\share\dir" are the
//     same as "C:\dir" and "\\server\share\dir".
//
// Segments are percent-encoded as FromPOSIX does, and "." and ".."
// resolved; ".." never removes the drive. A path with no drive or server
// ("dir\file", "C:file", "\dir") is an ErrRelativePath; a device path
// ("\\.\COM1"), another "\\?\" form, a UNC path with no share, or one
// whose server is "localhost" (which the standard reads as no host) is an
// ErrUnsupportedPath.
func FromWindows(path string) (*url.URL, error) {
	const op = "FromWindows"
	p := path
	isSep := func(c byte) bool { return c == '\\' || c == '/' }
	if len(p) >= 4 && isSep(p[0]) && isSep(p[1]) && (p[2] == '?' || p[2] == '.') && isSep(p[3]) {
		switch rest := p[4:]; {
		case p[2] == '?' && len(rest) >= 4 && strings.EqualFold(rest[:3], "UNC") && isSep(rest[3]):
			p = `\\` + rest[4:]
		case p[2] == '?' && startsWithDrive(rest):
			p = rest
		default:
			return nil, &url.Error{Op: op, URL: path, Err: ErrUnsupportedPath}
		}
	}
	if strings.IndexByte(p, 0) >= 0 {
		return nil, &url.Error{Op: op, URL: path, Err: ErrPathByte}
	}
	b := make([]byte, 0, len("file://")+len(p)+16)
	b = append(b, "file://"...)
	var rest, shareName string
	isUNC := false
	switch {
	case startsWithDrive(p):
		// "C:" then the path: the URL's first segment is the drive.
		b = append(b, '/', p[0], ':')
		rest = p[2:]
	case len(p) > 2 && isSep(p[0]) && isSep(p[1]):
		// "\\server\share\...": the server is the URL's host.
		i := 2
		for i < len(p) && !isSep(p[i]) {
			i++
		}
		server := p[2:i]
		rest = p[i:]
		share := strings.TrimLeft(rest, `\/`)
		// A server "." or "?" would make a device or long path prefix.
		if server == "" || server == "." || server == "?" || share == "" || len(share) != len(rest)-1 {
			return nil, &url.Error{Op: op, URL: path, Err: ErrUnsupportedPath}
		}
		b = appendServer(b, server)
		isUNC = true
		shareName, _, _ = strings.Cut(share, `\`)
		shareName, _, _ = strings.Cut(shareName, "/")
	default:
		return nil, &url.Error{Op: op, URL: path, Err: ErrRelativePath}
	}
	for i := 0; i < len(rest); {
		j := i + 1
		for j < len(rest) && !isSep(rest[j]) {
			j++
		}
		b = append(b, '/')
		b = appendSegment(b, rest[i+1:j])
		i = j
	}
	if len(rest) == 0 {
		b = append(b, '/')
	}
	u, err := fileURL(op, path, string(b))
	if err == nil && isUNC && u.HostKind() == url.HostEmpty {
		// "\\localhost\share": the standard makes localhost the empty
		// host, and "file:///share" is no Windows path.
		return nil, &url.Error{Op: op, URL: path, Err: ErrUnsupportedPath}
	}
	if err == nil && isUNC {
		// The share is the root of a UNC path: ".." cannot leave it
		// (in "\\server\share\.." nor as the share itself, "\\server\..").
		if share, _, _ := strings.Cut(u.Pathname()[1:], "/"); share == "" || share != string(appendSegment(nil, shareName)) {
			return nil, &url.Error{Op: op, URL: path, Err: ErrUnsupportedPath}
		}
	}
	return u, err
}

// appendServer appends a UNC path's server as the host of a file URL,
// for the standard's host parser to read: the file host state ends the
// host at "?" and "#", and the parser removes tabs and newlines, which
// the host parser rejects in a server's name; percent-encoded, they reach
// the host parser, which percent-decodes its input first.
// See https://url.spec.whatwg.org/#file-host-state and
// https://url.spec.whatwg.org/#concept-host-parser.
func appendServer(dst []byte, server string) []byte {
	for i := 0; i < len(server); i++ {
		switch b := server[i]; b {
		case '?', '#', '\t', '\n', '\r':
			dst = appendPercentByte(dst, b)
		default:
			dst = append(dst, b)
		}
	}
	return dst
}

// isASCIIAlpha reports whether b is an ASCII letter.
// See https://infra.spec.whatwg.org/#ascii-alpha.
func isASCIIAlpha(b byte) bool { return 'a' <= b|0x20 && b|0x20 <= 'z' }

// startsWithDrive reports whether p starts with an absolute drive path:
// an ASCII letter, ":" and a separator ("C:\"), or is just "C:".
func startsWithDrive(p string) bool {
	return len(p) >= 2 && isASCIIAlpha(p[0]) && p[1] == ':' && (len(p) == 2 || p[2] == '\\' || p[2] == '/')
}

// WindowsPath returns the Windows path of the file: URL u, with "\" as
// the separator: "file:///C:/dir/file" is "C:\dir\file" and
// "file://server/share/dir" is "\\server\share\dir" (the host as the
// standard serializes it, an IPv6 address in brackets). A URL with neither
// a host nor a drive letter as its first segment is an ErrNoDrive. A
// percent-encoded "\" or "/" or NUL in a segment is an ErrPathByte.
// The query and fragment are ignored. The long "\\?\" form is never
// written; add it where an API needs it.
func WindowsPath(u *url.URL) (string, error) {
	const op = "WindowsPath"
	if u.Scheme != "file" || u.Protocol() == "" {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrNotFileURL}
	}
	path := u.Pathname()
	var b strings.Builder
	host := u.SerializedHost()
	if host != "" {
		// No share, or a host that reads as the device prefix "\\.\".
		if len(path) < 2 || path[1] == '/' || host == "." {
			return "", &url.Error{Op: op, URL: u.String(), Err: ErrUnsupportedPath}
		}
		b.WriteString(`\\`)
		b.WriteString(host)
	} else {
		// The path must start with a drive: "/C:" or "/C:/...".
		if len(path) < 3 || !isASCIIAlpha(path[1]) || path[2] != ':' || len(path) > 3 && path[3] != '/' {
			return "", &url.Error{Op: op, URL: u.String(), Err: ErrNoDrive}
		}
		b.WriteString(path[1:3])
		path = path[3:]
		if path == "" {
			path = "/"
		}
	}
	// A "/" more in the decoded path than in the path is an encoded one,
	// and the path has no "\\" of its own (the parser reads it as a
	// separator in a file URL). The drive, "/C:", is never encoded.
	decoded, ok := decodedPath(u)
	if !ok {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrNotFileURL}
	}
	if host == "" {
		decoded = decoded[3:]
		if decoded == "" {
			decoded = "/"
		}
	}
	if strings.ContainsAny(decoded, "\\\x00") || strings.Count(decoded, "/") != strings.Count(path, "/") {
		return "", &url.Error{Op: op, URL: u.String(), Err: ErrPathByte}
	}
	for seg := range strings.SplitSeq(strings.TrimPrefix(decoded, "/"), "/") {
		b.WriteByte('\\')
		b.WriteString(seg)
	}
	return b.String(), nil
}
