// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package fileurl_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/fileurl"
)

func ExampleFromPath() {
	// An absolute path of the running system, whichever it is.
	dir, _ := filepath.Abs(".")
	path := filepath.Join(dir, "a b.txt")
	u, err := fileurl.FromPath(path)
	fmt.Println(err, u.Scheme, strings.HasSuffix(u.String(), "/a%20b.txt"))

	back, err := fileurl.Path(u)
	fmt.Println(back == path, err)

	_, err = fileurl.FromPath("a/b")
	fmt.Println(errors.Is(err, fileurl.ErrRelativePath))
	// Output:
	// <nil> file true
	// true <nil>
	// true
}

func ExampleFromPOSIX() {
	u, _ := fileurl.FromPOSIX("/tmp/100% caf\xc3\xa9/\xff.txt")
	fmt.Println(u)
	p, _ := fileurl.POSIXPath(u)
	fmt.Printf("%q\n", p)
	// Output:
	// file:///tmp/100%25%20caf%C3%A9/%FF.txt
	// "/tmp/100% café/\xff.txt"
}

func ExampleFromWindows() {
	for _, p := range []string{
		`C:\Users\me\a b.txt`,
		`\\server\share\dir`,
		`\\?\UNC\server\share\dir`,
		`\\?\D:\very\long\path`,
	} {
		u, _ := fileurl.FromWindows(p)
		fmt.Println(u)
	}
	_, err := fileurl.FromWindows(`C:relative`)
	fmt.Println(err)
	// Output:
	// file:///C:/Users/me/a%20b.txt
	// file://server/share/dir
	// file://server/share/dir
	// file:///D:/very/long/path
	// FromWindows "C:relative": relative file path
}

func ExamplePath() {
	u, _ := url.Parse("file:///etc/hosts")
	if p, err := fileurl.Path(u); err == nil {
		fmt.Println(strings.HasSuffix(p, "hosts"))
	} else {
		fmt.Println(errors.Is(err, fileurl.ErrNoDrive)) // on Windows
	}
	// Output:
	// true
}

func ExamplePOSIXPath() {
	u, _ := url.Parse("file://localhost/usr/share/doc/a%20b")
	fmt.Println(fileurl.POSIXPath(u))
	u, _ = url.Parse("file://server/share/x")
	_, err := fileurl.POSIXPath(u)
	fmt.Println(errors.Is(err, fileurl.ErrHost))
	// Output:
	// /usr/share/doc/a b <nil>
	// true
}

func ExampleWindowsPath() {
	for _, s := range []string{"file:///C:/Users/me/a%20b.txt", "file://server/share/dir"} {
		u, _ := url.Parse(s)
		fmt.Println(fileurl.WindowsPath(u))
	}
	// Output:
	// C:\Users\me\a b.txt <nil>
	// \\server\share\dir <nil>
}
