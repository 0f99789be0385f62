// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/weburl/url"
)

func ExampleFromFilePath() {
	// An absolute path of the running system, whichever it is.
	dir, _ := filepath.Abs(".")
	path := filepath.Join(dir, "a b.txt")
	u, err := url.FromFilePath(path)
	fmt.Println(err, u.Scheme, strings.HasSuffix(u.String(), "/a%20b.txt"))

	back, err := u.FilePath()
	fmt.Println(back == path, err)

	_, err = url.FromFilePath("a/b")
	fmt.Println(errors.Is(err, url.ErrRelativePath))
	// Output:
	// <nil> file true
	// true <nil>
	// true
}

func ExampleFromPOSIXPath() {
	u, _ := url.FromPOSIXPath("/tmp/100% caf\xc3\xa9/\xff.txt")
	fmt.Println(u)
	p, _ := u.FilePathPOSIX()
	fmt.Printf("%q\n", p)
	// Output:
	// file:///tmp/100%25%20caf%C3%A9/%FF.txt
	// "/tmp/100% café/\xff.txt"
}

func ExampleFromWindowsPath() {
	for _, p := range []string{
		`C:\Users\me\a b.txt`,
		`\\server\share\dir`,
		`\\?\UNC\server\share\dir`,
		`\\?\D:\very\long\path`,
	} {
		u, _ := url.FromWindowsPath(p)
		fmt.Println(u)
	}
	_, err := url.FromWindowsPath(`C:relative`)
	fmt.Println(err)
	// Output:
	// file:///C:/Users/me/a%20b.txt
	// file://server/share/dir
	// file://server/share/dir
	// file:///D:/very/long/path
	// FromWindowsPath "C:relative": relative file path
}

func ExampleURL_FilePath() {
	u, _ := url.Parse("file:///etc/hosts")
	if p, err := u.FilePath(); err == nil {
		fmt.Println(strings.HasSuffix(p, "hosts"))
	} else {
		fmt.Println(errors.Is(err, url.ErrNoDrive)) // on Windows
	}
	// Output:
	// true
}

func ExampleURL_FilePathPOSIX() {
	u, _ := url.Parse("file://localhost/usr/share/doc/a%20b")
	fmt.Println(u.FilePathPOSIX())
	u, _ = url.Parse("file://server/share/x")
	_, err := u.FilePathPOSIX()
	fmt.Println(errors.Is(err, url.ErrFileHost))
	// Output:
	// /usr/share/doc/a b <nil>
	// true
}

func ExampleURL_FilePathWindows() {
	for _, s := range []string{"file:///C:/Users/me/a%20b.txt", "file://server/share/dir"} {
		u, _ := url.Parse(s)
		fmt.Println(u.FilePathWindows())
	}
	// Output:
	// C:\Users\me\a b.txt <nil>
	// \\server\share\dir <nil>
}
