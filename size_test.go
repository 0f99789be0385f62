// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// sizeBudget is what a stripped program that calls Parse may weigh more
// with this package than with net/url, in bytes: 448 KiB (issue 43),
// log/slog aside (see TestBinarySize). It is a budget with headroom, not a ratchet: the
// file grows by whole pages, and the figure moves with the toolchain and
// its linker. docs/binary-size.md states the measured figures. The
// Public Suffix List is in package site, not here; TestBinarySize checks
// that a program that calls Parse links neither it nor net/http.
const sizeBudget = 448 << 10

// sizeProgram is the program TestBinarySize builds, once with each import.
const sizeProgram = `package main

import (
	"fmt"
	"os"
	%s
	url %q
)

func main() {
	u, err := url.Parse(os.Args[1])
	fmt.Println(u, err)
}
`

// TestBinarySize builds a program that calls only Parse, stripped
// (-ldflags='-s -w') and with -trimpath (so that the figure does not
// depend on where the module is: a checkout or the module cache), with
// net/url and with this package, and checks the
// difference against sizeBudget: built with -tags weburl_noslog, against
// the plain net/url program; built by default, against the net/url
// program that also links log/slog, which URL.LogValue needs (a program
// pays for log/slog once, and nothing more when it logs with it already).
// It also checks that no encoding's tables are linked (Parser.Encoding
// takes the caller's encoding, so a program links an encoding only when it
// names one), and that net/http and crypto/tls are not linked (package
// site, not this one, links the Public Suffix List and with it net/http).
func TestBinarySize(t *testing.T) {
	if testing.Short() {
		t.Skip("builds three programs (about 10 s); skipped under -short")
	}
	dir := t.TempDir()
	build := func(name, importPath, extra string, flags ...string) string {
		t.Helper()
		src := filepath.Join(dir, name+".go")
		prog := strings.Replace(strings.Replace(sizeProgram, "%q", `"`+importPath+`"`, 1), "%s", extra, 1)
		if err := os.WriteFile(src, []byte(prog), 0o666); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, name)
		// Built from this module's directory, the file is a package of
		// this module and imports this package as it is here.
		cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", out, src)...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", name, err, msg)
		}
		return out
	}
	size := func(path string) int64 {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	net := size(build("neturl", "net/url", "", "-trimpath", "-ldflags=-s -w"))
	netSlog := size(build("neturl-slog", "net/url", `_ "log/slog"`, "-trimpath", "-ldflags=-s -w"))
	web := size(build("weburl", "github.com/weburl/url", "", "-trimpath", "-ldflags=-s -w"))
	webNoSlog := size(build("weburl-noslog", "github.com/weburl/url", "", "-trimpath", "-ldflags=-s -w", "-tags=weburl_noslog"))
	t.Logf("stripped program calling Parse: net/url %d bytes; weburl -tags weburl_noslog %d bytes, +%d bytes (%d KiB)", net, webNoSlog, webNoSlog-net, (webNoSlog-net)>>10)
	t.Logf("with log/slog: net/url %d bytes; weburl %d bytes, +%d bytes (%d KiB; +%d KiB over net/url without log/slog)", netSlog, web, web-netSlog, (web-netSlog)>>10, (web-net)>>10)
	if webNoSlog-net > sizeBudget {
		t.Errorf("weburl (-tags weburl_noslog) adds %d bytes to a program that calls Parse, over the budget of %d KiB", webNoSlog-net, sizeBudget>>10)
	}
	if web-netSlog > sizeBudget {
		t.Errorf("weburl adds %d bytes to a program that calls Parse and links log/slog, over the budget of %d KiB", web-netSlog, sizeBudget>>10)
	}
	nm, err := exec.Command("go", "tool", "nm", build("weburl-symbols", "github.com/weburl/url", "")).Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	for _, pkg := range []string{"encoding/htmlindex", "encoding/japanese", "encoding/korean",
		"encoding/simplifiedchinese", "encoding/traditionalchinese", "encoding/charmap"} {
		if strings.Contains(string(nm), "golang.org/x/text/"+pkg+".") {
			t.Errorf("a program calling only Parse links golang.org/x/text/%s", pkg)
		}
	}
	// The encoder (encoder.go, encname.go) is reached only through
	// Parser.Encoding and SearchParams.Encode.
	for _, fn := range []string{"encodeOrFail", "encodeISO2022JP", "encodingName"} {
		if strings.Contains(string(nm), " github.com/weburl/url."+fn+"\n") {
			t.Errorf("a program calling only Parse links the encoder (%s)", fn)
		}
	}
	// SearchParams, its String method and the form parser and serializer
	// are reached only through URL.SearchParams (and NewSearchParams).
	for _, fn := range []string{"(*SearchParams).String", "parseForm", "serializeFormUTF8"} {
		if strings.Contains(string(nm), " github.com/weburl/url."+fn+"\n") {
			t.Errorf("a program calling only Parse links the form parser or serializer (%s)", fn)
		}
	}
	// The look-alike tables (internal/uts39) are package idndisplay's;
	// the root does not import them.
	if strings.Contains(string(nm), " github.com/weburl/url/internal/uts39.") {
		t.Errorf("a program calling only Parse links internal/uts39")
	}
	// The legacy multi-byte encoders' tables (internal/legacyenc) are
	// reached only through the encoder.
	if strings.Contains(string(nm), " github.com/weburl/url/internal/legacyenc.") {
		t.Errorf("a program calling only Parse links internal/legacyenc")
	}
	for _, pkg := range []string{"net/http", "crypto/tls", "golang.org/x/net/publicsuffix"} {
		if strings.Contains(string(nm), " "+pkg+".") {
			t.Errorf("a program calling only Parse links %s", pkg)
		}
	}
}
