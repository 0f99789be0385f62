// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url/internal/legacyenc"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
)

var (
	legacyEncoders = flag.Bool("legacy-encoders", false,
		"run every scalar value through every legacy encoding against testdata/encoders.golden (TestEncoderGolden)")
	legacyEncodersFull = flag.String("legacy-encoders-full", "",
		"compare every scalar value in every legacy encoding with this output of tools/differential/encoders.js -full, and count the differences (TestEncoderFull)")
)

// goldenBlock is the number of code points a line of the golden file
// covers.
const goldenBlock = 0x1000

// queryEncoded is what the query state of a special URL appends for the
// code point r in the encoding enc.
func queryEncoded(dst []byte, enc encoding.Encoding, r rune) []byte {
	return appendPercentEncodedAfterEncoding(dst, enc, string(r), &specialQuerySet, false)
}

// failedEncoding is what queryEncoded appends for a code point that the
// encoding cannot encode.
func failedEncoding(dst []byte, r rune) []byte {
	return fmt.Appendf(dst, "%%26%%23%d%%3B", r)
}

// TestEncoderExamples checks the encoders on the code points where
// golang.org/x/text's encoders and the Encoding Standard's differ, against
// whatwg-url's answers (tools/differential/encoders.js -dump).
func TestEncoderExamples(t *testing.T) {
	tests := []struct {
		enc  string
		r    rune
		want string
	}{
		{"shift_jis", 'ⅰ', "%FA@"},            // index Shift_JIS pointer skips 8272 to 8835
		{"shift_jis", '¦', "%26%23166%3B"},    // not in index jis0208
		{"shift_jis", 0x80, "%80"},            // U+0080 is its byte
		{"shift_jis", 'ｱ', "%B1"},             // halfwidth katakana
		{"shift_jis", '−', "%81|"},            // U+2212 is U+FF0D
		{"euc-jp", '¦', "%26%23166%3B"},       // no JIS X 0212
		{"euc-jp", 'ⅰ', "%FC%F1"},             // the first pointer, in 8272 to 8835
		{"euc-jp", 'ｱ', "%8E%B1"},             // halfwidth katakana
		{"big5", '╭', "%A2~"},                 // the first pointer
		{"big5", '═', "%F9%F9"},               // one of the six whose last pointer counts
		{"big5", 0x43F0, "%26%2317392%3B"},    // HKSCS, below (0xA1-0x81)*157
		{"big5", 0x200CC, "%C8z"},             // above the BMP
		{"gb18030", '龴', "%FEY"},              // index gb18030 of GB18030-2022
		{"gbk", '龴', "%FEY"},                  //
		{"gb18030", 0xE81E, "%FEY"},           // the encoder's Private Use table
		{"gb18030", 0xE5E5, "%26%2358853%3B"}, // an error
		{"gbk", '€', "%80"},                   // € in GBK
		{"gb18030", '€', "%A2%E3"},            //
		{"gb18030", 0xE7C7, "%815%F47"},       // pointer 7457
		{"gb18030", 0x10000, "%900%810"},      // above the BMP
		{"gbk", 0x10000, "%26%2365536%3B"},    // no four bytes in GBK
	}
	for _, tt := range tests {
		enc, err := htmlindex.Get(tt.enc)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(queryEncoded(nil, enc, tt.r)); got != tt.want {
			t.Errorf("%s U+%04X: got %s, want %s", tt.enc, tt.r, got, tt.want)
		}
	}
	// Through the parser.
	enc, _ := htmlindex.Get("shift_jis")
	u, err := Parser{Encoding: enc}.Parse("http://h/?ⅰ", "")
	if err != nil || u.RawQuery != "%FA@" {
		t.Errorf(`Parser{Shift_JIS}.Parse("http://h/?ⅰ") = %v, %v; want query %%FA@`, u, err)
	}
}

// TestEncoderGolden runs every scalar value through every legacy encoding
// as the query state of a special URL does, against the golden file that
// tools/differential/encoders.js takes from whatwg-url: per encoding and
// per block of 4096 code points, a hash of the outputs, a block left out
// of the file being one where every code point fails. It takes a few
// seconds: run it with -legacy-encoders.
func TestEncoderGolden(t *testing.T) {
	if !*legacyEncoders {
		t.Skip("run with -legacy-encoders")
	}
	golden := readEncoderTable(t, filepath.Join("testdata", "encoders.golden"))
	if len(golden) != len(legacyenc.Names) {
		t.Fatalf("testdata/encoders.golden has %d encodings, want %d", len(golden), len(legacyenc.Names))
	}
	for _, name := range legacyenc.Names {
		enc, err := htmlindex.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		blocks, mismatched := 0, 0
		var out, fail []byte
		for lo := rune(0); lo <= 0x10FFFF; lo += goldenBlock {
			h := sha256.New()
			allFail := true
			for r := lo; r < lo+goldenBlock; r++ {
				if 0xD800 <= r && r <= 0xDFFF {
					continue
				}
				out, fail = queryEncoded(out[:0], enc, r), failedEncoding(fail[:0], r)
				allFail = allFail && string(out) == string(fail)
				h.Write(append(out, '\n'))
			}
			want, ok := golden[name][lo]
			got := hex.EncodeToString(h.Sum(nil)[:8])
			if !ok && !allFail || ok && want != got {
				mismatched++
				if mismatched <= 5 {
					t.Errorf("%s: the block of U+%04X differs from whatwg-url's (see tools/differential/encoders.js -dump %s %#x)", name, lo, name, lo)
				}
			}
			if ok {
				blocks++
			}
		}
		if blocks != len(golden[name]) {
			t.Errorf("%s: %d blocks of the golden file checked, of %d", name, blocks, len(golden[name]))
		}
		t.Logf("%s: %d blocks of 4096 code points differ from whatwg-url's", name, mismatched)
	}
}

// readEncoderTable reads a file of lines "encoding code-point value", the
// code point in hex, skipping "#" comments: the golden file (the first
// code point of a block and its hash) or the output of
// tools/differential/encoders.js -full (a code point and its output).
func readEncoderTable(t *testing.T, path string) map[string]map[rune]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	table := map[string]map[rune]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		r, err := strconv.ParseInt(fields[1], 16, 32)
		if err != nil {
			t.Fatalf("%s: bad line %q", path, line)
		}
		if table[fields[0]] == nil {
			table[fields[0]] = map[rune]string{}
		}
		table[fields[0]][rune(r)] = fields[2]
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return table
}

// TestEncoderFull compares every scalar value in every legacy encoding with
// the output of tools/differential/encoders.js -full (one line "encoding
// code-point output" for each code point that does not fail), code point
// by code point, and counts the (encoding, code point) pairs that differ.
// Run it with -legacy-encoders-full=FILE.
func TestEncoderFull(t *testing.T) {
	if *legacyEncodersFull == "" {
		t.Skip("run with -legacy-encoders-full=FILE")
	}
	want := readEncoderTable(t, *legacyEncodersFull)
	total := 0
	for _, name := range legacyenc.Names {
		enc, err := htmlindex.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		var out []byte
		for r := rune(0); r <= 0x10FFFF; r++ {
			if 0xD800 <= r && r <= 0xDFFF {
				continue
			}
			w, ok := want[name][r]
			if !ok {
				w = string(failedEncoding(nil, r))
			}
			if out = queryEncoded(out[:0], enc, r); string(out) != w {
				if n++; n <= 3 {
					t.Errorf("%s U+%04X: got %s, whatwg-url %s", name, r, out, w)
				}
			}
		}
		if n > 0 {
			t.Logf("%s: %d code points differ", name, n)
		}
		total += n
	}
	t.Logf("%d (encoding, code point) pairs differ from whatwg-url", total)
}

// TestEncoderConcatenation checks on random strings, invalid UTF-8
// included, that a stateless encoder encodes a string as the concatenation
// of its code points' encodings, each byte of invalid UTF-8 read as
// U+FFFD: the property that lets TestEncoderGolden check one code point at
// a time. (ISO-2022-JP's encoder has states; TestISO2022JP checks them.)
func TestEncoderConcatenation(t *testing.T) {
	rnd := rand.New(rand.NewPCG(46, 6))
	pieces := []string{"a", " ", "#", "%", "\xff", "\xe2\x85", "ⅰ", "¦", "╭", "龴", "\ue81e", "¥", "‾", "−", "ｱ",
		"\u0080", "€", "\U00010000", "\U000200cc", "é", "\ue5e5", "\x1b"}
	for _, name := range legacyenc.Names {
		if name == "iso-2022-jp" {
			continue
		}
		enc, err := htmlindex.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		for range 200 {
			var s strings.Builder
			for n := rnd.IntN(12); n > 0; n-- {
				if rnd.IntN(3) == 0 {
					s.WriteRune(rune(rnd.IntN(0x30000)))
				} else {
					s.WriteString(pieces[rnd.IntN(len(pieces))])
				}
			}
			var want []byte
			for _, r := range s.String() {
				want = queryEncoded(want, enc, r)
			}
			if got := appendPercentEncodedAfterEncoding(nil, enc, s.String(), &specialQuerySet, false); string(got) != string(want) {
				t.Errorf("%s %+q: got %s, want %s", name, s.String(), got, want)
			}
		}
	}
}

// TestEncodingName checks encodingName against htmlindex for every
// encoding of the Encoding Standard: the names that matter to the encoder
// agree, and every other encoding is "" (or "single-byte" for the
// ISO-8859 and windows single-byte encodings).
func TestEncodingName(t *testing.T) {
	// The Encoding Standard's names, https://encoding.spec.whatwg.org/#names-and-labels.
	names := []string{"utf-8", "ibm866", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5",
		"iso-8859-6", "iso-8859-7", "iso-8859-8", "iso-8859-8-i", "iso-8859-10", "iso-8859-13",
		"iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u", "macintosh", "windows-874",
		"windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254", "windows-1255",
		"windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic", "gbk", "gb18030", "big5",
		"euc-jp", "iso-2022-jp", "shift_jis", "euc-kr", "replacement", "utf-16be", "utf-16le",
		"x-user-defined"}
	for _, name := range names {
		enc, err := htmlindex.Get(name)
		if err != nil {
			t.Fatalf("htmlindex.Get(%q): %v", name, err)
		}
		want := ""
		switch name {
		case "utf-8", "utf-16be", "utf-16le", "replacement", "shift_jis", "euc-jp", "iso-2022-jp", "big5", "gbk", "gb18030":
			want = name
		case "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-8",
			"iso-8859-8-i", "iso-8859-10", "iso-8859-13", "iso-8859-14", "iso-8859-15", "iso-8859-16",
			"windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254",
			"windows-1255", "windows-1256", "windows-1257", "windows-1258":
			want = "single-byte"
		}
		if got := encodingName(enc); got != want {
			t.Errorf("encodingName(%s) = %q, want %q", name, got, want)
		}
	}
}

// TestISO2022JP checks the ISO-2022-JP encoder's states through a form
// encoded in it.
func TestISO2022JP(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a", "a=a"},                                    // ASCII stays ASCII
		{"あ", "a=%1B%24B%24%22%1B%28B"},                 // jis0208, then back to ASCII at the end
		{"¥‾", "a=%1B%28J%5C%7E%1B%28B"},                // Roman for U+00A5 and U+203E
		{"あa", "a=%1B%24B%24%22%1B%28Ba"},               // back to ASCII before an ASCII byte
		{"ｱ", "a=%1B%24B%25%22%1B%28B"},                 // halfwidth katakana as its full-width form
		{"−", "a=%1B%24B%21%5D%1B%28B"},                 // U+2212 as U+FF0D
		{"😀", "a=%26%23128512%3B"},                      // not in the index
		{"あ😀", "a=%1B%24B%24%22%1B%28B%26%23128512%3B"}, // back to ASCII before the error
		{"\x1b", "a=%26%2365533%3B"},                    // ESC in ASCII is an error with U+FFFD
	}
	for _, tt := range tests {
		got := NewSearchParamsFromPairs([][2]string{{"a", tt.in}}).Encode(japanese.ISO2022JP)
		if got != tt.want {
			t.Errorf("Encode(%q) in ISO-2022-JP = %q, want %q", tt.in, got, tt.want)
		}
	}
}

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
