// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/validation"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// idnaTablesVersion logs and returns the Unicode version of the IDNA
// tables (uts46_table.go), the same with every Go release.
func idnaTablesVersion(t testing.TB) string {
	t.Helper()
	t.Logf("IDNA tables: Unicode %s", UnicodeVersion)
	return UnicodeVersion
}

// uts46MapNFC is UTS #46 Processing steps 1 and 2 on domain, errors
// aside: domain mapped and normalized.
func uts46MapNFC(domain string) string {
	var b []byte
	for _, r := range domain {
		if v := uts46Value(r); v&uts46ValStatus == statusDisallowed {
			b = utf8.AppendRune(b, r)
			continue
		}
		m, _, _ := uts46Map(nil, string(r))
		b = append(b, m...)
	}
	return nfc(b)
}

// TestPunycodeEncode checks appendPunycode against golang.org/x/net/idna's
// encoder (RFC 3492's algorithm as written), on RFC 3492's samples and on
// random labels of ASCII, Latin, CJK and astral code points, with repeats.
func TestPunycodeEncode(t *testing.T) {
	labels := []string{
		"ü", "bücher", "ß", "例え", "テスト", "😀", "aé", "éa", "ééé", "a-é-",
		// RFC 3492 section 7.1, (A) Arabic (Egyptian) and (L) 3<nen>B<gumi><kinpachi><sensei>.
		"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F",
		"3\u5E74B\u7D44\u91D1\u516B\u5148\u751F",
		distinctCJK(1000),
		strings.Repeat("\U0010FFFDa", 500),
		// Basic code points across many words of the bitmap.
		strings.Repeat("a", 500) + "é" + strings.Repeat("b", 63) + "ü" + strings.Repeat("例", 300) + "é",
		// Few non-basic code points among many basic ones (RFC 3492's
		// scan), and as many as it takes and one more (the bitmap).
		strings.Repeat("a", 900) + "ü" + strings.Repeat("b", 50) + "é-ü",
		strings.Repeat("é例a", punyShortLabel/2), strings.Repeat("é例a", punyShortLabel/2) + "ü",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune{'a', 'z', '0', '-', 0x80, 0xE9, 0xFC, 0x3B1, 0x4E00, 0x9FFF, 0xFFFC, 0x1F600, 0x10FFFD}
	for range 2000 {
		var b strings.Builder
		for range 1 + rng.IntN(40) {
			if rng.IntN(4) == 0 {
				b.WriteRune(alphabet[rng.IntN(len(alphabet))])
			} else {
				b.WriteRune(rune(0x80 + rng.IntN(0x3000)))
			}
		}
		labels = append(labels, b.String())
	}
	// Long labels of the same code points.
	for range 20 {
		var b strings.Builder
		for range maxPunycodeInput {
			b.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		labels = append(labels, b.String())
	}
	var s punyScratch
	for _, label := range labels {
		if isASCII(label) {
			continue // never encoded
		}
		want, err := idna.Punycode.ToASCII(label)
		if err != nil {
			t.Fatalf("x/net/idna Punycode(%q): %v", label, err)
		}
		got, ok := appendPunycode([]byte("xn--"), label, &s)
		if !ok || string(got) != want {
			t.Errorf("appendPunycode(%q) = %q, %v; want %q", label, got, ok, want)
		}
	}
	// More than maxPunycodeInput code points fail.
	if _, ok := appendPunycode(nil, distinctCJK(maxPunycodeInput+1), &s); ok {
		t.Errorf("appendPunycode of %d code points succeeded", maxPunycodeInput+1)
	}
}

// FuzzPunycodeEncode checks appendPunycode against golang.org/x/net/idna's
// encoder on labels of valid UTF-8 that are not all ASCII.
func FuzzPunycodeEncode(f *testing.F) {
	for _, s := range []string{"bücher", "例え", "a-é-", "\U0010FFFDa", strings.Repeat("éa例", 30)} {
		f.Add(s)
	}
	var s punyScratch
	f.Fuzz(func(t *testing.T, label string) {
		if !utf8.ValidString(label) || isASCII(label) || strings.Contains(label, ".") || utf8.RuneCountInString(label) > maxPunycodeInput {
			return
		}
		want, err := idna.Punycode.ToASCII(label)
		if err != nil {
			return
		}
		if got, ok := appendPunycode([]byte("xn--"), label, &s); !ok || string(got) != want {
			t.Errorf("appendPunycode(%q) = %q, %v; want %q", label, got, ok, want)
		}
		// And decodePunycode takes it back.
		if got, ok := decodePunycode(want[len("xn--"):]); !ok || string(got) != label {
			t.Errorf("decodePunycode(%q) = %q, %v; want %q", want[len("xn--"):], string(got), ok, label)
		}
	})
}

// FuzzPunycodeDecode checks decodePunycode against golang.org/x/net/idna's
// decoder (RFC 3492's algorithm as written): where x/net/idna decodes a
// label, decodePunycode gives the same code points, unless they are more
// than ToASCII may encode, where decodePunycode stops.
func FuzzPunycodeDecode(f *testing.F) {
	for _, s := range []string{"bcher-kva", "-kva", "a-", "9ca", "zz-zzzzzzzzzzzzz", "egbpdaj6bu4bxfgehfvwxn", "A-B-c", "99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, label string) {
		if strings.Contains(label, ".") {
			return // a label has none; x/net/idna would split it
		}
		got, ok := decodePunycode(label)
		want, err := idna.Punycode.ToUnicode("xn--" + label)
		if err != nil || strings.HasPrefix(label, "-") || !isASCII(label) {
			// x/net/idna also fails on some labels that decode
			// ("--AA"), and a "-" first is a delimiter to it and a
			// digit to decodePunycode and the decoders of browsers:
			// only its successes are compared.
			return
		}
		if utf8.RuneCountInString(want) > maxPunycodeInput {
			return
		}
		if !ok || string(got) != want {
			t.Errorf("decodePunycode(%q) = %q, %v; x/net/idna %q", label, string(got), ok, want)
		}
	})
}

// TestMaxACELabel: a label of at most maxPunycodeInput code points, which
// ToASCII may encode, encodes to at most maxACELabel bytes, also with the
// largest deltas (code points far apart, in turns), as TestLongACELabel
// assumes.
func TestMaxACELabel(t *testing.T) {
	var s punyScratch
	var spread, turns strings.Builder
	for i := range maxPunycodeInput {
		spread.WriteRune(0x10FFFD - rune(i)*1100)
		if i%2 == 0 {
			turns.WriteRune(0xA0)
		} else {
			turns.WriteRune(0x10FFFD - rune(i))
		}
	}
	longest := 0
	for _, label := range []string{spread.String(), turns.String(), distinctCJK(maxPunycodeInput), strings.Repeat("\U0010FFFD", maxPunycodeInput)} {
		got, ok := appendPunycode([]byte("xn--"), label, &s)
		if !ok || len(got) > maxACELabel {
			t.Errorf("appendPunycode of %d code points: %d bytes, %v; want at most maxACELabel (%d)", utf8.RuneCountInString(label), len(got), ok, maxACELabel)
		}
		longest = max(longest, len(got))
	}
	t.Logf("longest encoding: %d bytes, maxACELabel %d", longest, maxACELabel)
}

// TestLongACELabel checks that ToASCII fails a domain with a label that
// maps to an "xn--" label longer than maxACELabel, which decodes to more
// code points than Punycode may encode, wherever it stands, and that
// DomainToASCII stays linear on such domains.
func TestLongACELabel(t *testing.T) {
	idnaTablesVersion(t)
	long := strings.Repeat("a", maxACELabel)
	for _, domain := range []string{
		"xn--" + long,
		"é.XN--" + strings.ToUpper(long) + ".com",
		"é.ｘｎ－－" + strings.Repeat("ａ", maxACELabel), // mapped to ASCII
		"x\u00ADn--" + long + "aa",                  // a soft hyphen, ignored
		"xn--" + long + "\u0301",                    // the last letter composes
		"a\u3002xn--" + long,                        // after a full stop beyond ASCII
		strings.Repeat("b", maxACELabel+9) + ".xn--" + long,
		"xn--" + strings.Repeat("a", 1<<20),
		"xn--" + strings.Repeat("9", 1<<20),
	} {
		if _, ok := appendToASCII(nil, domain, false, new(punyScratch)); ok {
			t.Errorf("appendToASCII(%.60q... (%d bytes)) succeeds", domain, len(domain))
		}
	}
}

// idnaOutcome is what a domain gives through each caller of the domain
// parser: "" for a failure.
type idnaOutcome struct {
	parse, host, hostname, toASCII, toASCIIStrict string
}

// idnaThroughEveryCaller runs domain through the URL parser
// (https://<domain>/x), the host and hostname setters of
// https://example.org/x, and DomainToASCII with beStrict false and true.
// A setter that fails leaves example.org; "" stands for that.
func idnaThroughEveryCaller(domain string) idnaOutcome {
	var o idnaOutcome
	if u, err := Parse("https://" + domain + "/x"); err == nil {
		o.parse = u.Hostname()
	}
	for _, set := range []struct {
		out *string
		f   func(*URL, string) error
	}{{&o.host, (*URL).SetHost}, {&o.hostname, (*URL).SetHostname}} {
		u, _ := Parse("https://example.org/x")
		set.f(u, domain)
		if h := u.Hostname(); h != "example.org" {
			*set.out = h
		}
	}
	o.toASCII, _ = DomainToASCII(domain, false)
	o.toASCIIStrict, _ = DomainToASCII(domain, true)
	return o
}

// TestPunycodeLabelValidity: UTS #46 Processing step 4 and the validity
// criteria apply to a label that starts with "xn--" after the mapping,
// in the host parser, the host and hostname setters and DomainToASCII, not
// only in DomainToUnicode. x/net/idna accepted the first three classes
// below (issue 11, point 1).
func TestPunycodeLabelValidity(t *testing.T) {
	fail := idnaOutcome{}
	same := func(s string) idnaOutcome { return idnaOutcome{s, s, s, s, s} }
	tests := []struct {
		domain string
		want   idnaOutcome
	}{
		// 4.1: an "xn--" label with a non-ASCII code point (it became
		// "xn--o-pfa877kiamited.com").
		{"xn--ßo-unlimited.com", fail},
		{"xn--ü.com", fail},
		// 4.3: an "xn--" label with nothing to decode, beside a
		// non-ASCII label (it became ".xn--tda").
		{"xn--.ü", fail},
		{"xn--\u3002", fail}, // the hostname setter left "https://./"
		{"ü.xn--", fail},
		// V4: a label that decodes to one starting with "xn--"
		// ("xn--xn---epa" decodes to "xn--é").
		{"xn--xn---epa.ü", fail},
		{"xn--xn--a--gua.ü", fail},
		// The same, reached through the mapping: full-width letters and
		// a soft hyphen, which UTS #46 removes.
		{"ｘｎ－－ｘｎ－－－ｅｐａ", fail},
		{"ｘｎ－－", fail},
		{"xn--\u00AD.ü", fail},
		{"ｘｎ－－ßo", fail},
		// Punycode that does not decode, or decodes to ASCII only.
		{"xn--a.ü", fail},
		{"xn--abc-.ü", fail},
		// Invalid UTF-8, which reads as U+FFFD.
		{"a\xffb", fail},
		{"bücher.\xc3", fail},
		// Valid "xn--" labels, also after the mapping.
		{"xn--bcher-kva.ü", same("xn--bcher-kva.xn--tda")},
		{"XN--BCHER-KVA.ü", same("xn--bcher-kva.xn--tda")},
		{"ｘｎ－－ｂｃｈｅｒ－ｋｖａ.com", same("xn--bcher-kva.com")},
		{"xn--\u00ADbcher-kva.ü", same("xn--bcher-kva.xn--tda")},
		{"x\u00ADn--bcher-kva.ü", same("xn--bcher-kva.xn--tda")},
		{"bücher。ü", same("xn--bcher-kva.xn--tda")},
		// An ASCII domain is only lower-cased unless beStrict (the
		// domain parser's fallback), valid for UTS #46 or not.
		{"xn--.com", idnaOutcome{"xn--.com", "xn--.com", "xn--.com", "xn--.com", ""}},
		{"XN--XN---EPA.com", idnaOutcome{"xn--xn---epa.com", "xn--xn---epa.com", "xn--xn---epa.com", "xn--xn---epa.com", ""}},
	}
	for _, tt := range tests {
		if got := idnaThroughEveryCaller(tt.domain); got != tt.want {
			t.Errorf("%q: got %+v, want %+v", tt.domain, got, tt.want)
		}
	}
}

// TestDomainToASCIIStrictLength: VerifyDnsLength leaves out the root label
// and its dot (issue 11, point 2): "example.com." is valid with beStrict;
// an empty label elsewhere, a label over 63 bytes or a name over 253 bytes
// (without the root's dot) is not.
func TestDomainToASCIIStrictLength(t *testing.T) {
	label63 := strings.Repeat("a", 63)
	name253 := strings.Repeat(label63+".", 3) + strings.Repeat("a", 61) // 4 labels, 253 bytes
	tests := []struct {
		domain string
		ok     bool
	}{
		{"example.com", true},
		{"example.com.", false}, // the empty root label fails the rule for each label
		{"EXAMPLE.com.", false},
		{"bücher.example.", false},
		{"example..com", false},
		{".example.com", false},
		{"example.com..", false}, // an empty label before the root
		{".", false},
		{"", false},
		{label63 + ".com", true},
		{label63 + "a.com", false},
		{name253, true},
		{name253 + ".", false}, // 253 bytes without the final dot, but an empty root label
		{name253 + "a", false},
		{"xn--" + strings.Repeat("a", 59) + ".com", false}, // 63 bytes, but not valid Punycode
		{strings.Repeat("ü", 30) + ".com", true},           // xn--tdaaaa... of 37 bytes
		{strings.Repeat("ü", 60) + ".com", false},          // 67 bytes once encoded
	}
	for _, tt := range tests {
		got, err := DomainToASCII(tt.domain, true)
		if (err == nil) != tt.ok {
			t.Errorf("DomainToASCII(%q, true) = %q, %v; want ok %v", tt.domain, got, err, tt.ok)
		}
	}
}

// TestDomainParserASCIIFallback follows the domain parser of 2026-06-25
// (issue 11, point 3): an ASCII domain that UTS #46 rejects is a
// domain-to-ASCII validation error that does not fail the parser, and the
// domain is only lower-cased; a domain that is not ASCII still fails; a
// strict parse fails both. Domain to Unicode returns such a domain
// unchanged, so that the two round-trip.
func TestDomainParserASCIIFallback(t *testing.T) {
	tests := []struct {
		domain, want string // want "" for a failure
		invalid      bool   // a domain-to-ASCII validation error that is not a failure
	}{
		// From the commit's message: hosts of web sites.
		{"xn--8i7caa.famitei.net", "xn--8i7caa.famitei.net", true},
		{"XN--BOARD-NGR.palungjit.org", "xn--board-ngr.palungjit.org", true},
		{"xn--a.example", "xn--a.example", true},
		{"xn--.example", "xn--.example", true},
		{"xn--bcher-kva.example", "xn--bcher-kva.example", false},
		{"example.com", "example.com", false},
		// Not ASCII: no fallback.
		{"xn--8i7caa.ü", "", false},
		// Forbidden domain code points still fail an ASCII domain.
		{"exa%mple", "", false},
	}
	for _, tt := range tests {
		var errs []validation.Error
		p := Parser{OnValidationError: func(e validation.Error) { errs = append(errs, e) }}
		u, err := p.Parse("https://"+tt.domain+"/", "")
		got := ""
		if err == nil {
			got = u.Hostname()
		}
		invalid := false
		for _, e := range errs {
			invalid = invalid || e.Type == errDomainToASCII && !e.Failure
		}
		if got != tt.want || invalid != tt.invalid {
			t.Errorf("parse %q: host %q, non-failing domain-to-ASCII error %v; want %q, %v (errors %v)", tt.domain, got, invalid, tt.want, tt.invalid, errs)
		}
		// The same without a callback.
		if u, err := Parse("https://" + tt.domain + "/"); (err == nil) != (tt.want != "") || err == nil && u.Hostname() != tt.want {
			t.Errorf("Parse %q: %v, %v", tt.domain, u, err)
		}
		if tt.invalid {
			if _, err := DomainToASCII(tt.domain, true); err == nil {
				t.Errorf("DomainToASCII(%q, true) succeeded", tt.domain)
			}
			if uni, err := DomainToUnicode(tt.want); uni != tt.want || err == nil {
				t.Errorf("DomainToUnicode(%q) = %q, %v; want it unchanged, with an error", tt.want, uni, err)
			}
		}
	}
	// DomainToASCII does not return the validation error of the fallback.
	if a, err := DomainToASCII("XN--8I7CAA", false); a != "xn--8i7caa" || err != nil {
		t.Errorf("DomainToASCII(XN--8I7CAA, false) = %q, %v", a, err)
	}
	var ve validation.Error
	if _, err := DomainToASCII("xn--8i7caa.ü", false); !errors.As(err, &ve) || ve.Type != errDomainToASCII || !ve.Failure {
		t.Errorf("DomainToASCII(xn--8i7caa.ü, false) error %v, want a domain-to-ASCII failure", err)
	}
}

// TestLabelSeparators checks labelIter's full stops against the mapping
// table: since Unicode 16, the code points that UTS #46 maps to a string
// containing "." are U+3002, U+FF0E and U+FF61, which map to "." itself.
func TestLabelSeparators(t *testing.T) {
	version := idnaTablesVersion(t)
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		m := "\uFFFF"
		if k := uts46Lookup(r); uts46Values[k]&uts46ValStatus == statusMapped {
			m += uts46Mapping(r, k)
		}
		if !strings.Contains(m, ".") {
			continue
		}
		it := labelIter{s: string(r), dots: true}
		if it.next(); it.i == len(string(r)) && m == "\uFFFF." {
			continue // one of labelIter's full stops
		}
		if version >= "16" {
			t.Errorf("%U maps to %q, and is not one of labelIter's full stops", r, m)
			continue
		}
		if got := idnaThroughEveryCaller(string(r) + "xn--.ü"); got != (idnaOutcome{}) {
			t.Errorf("%U (mapped to %q) before an empty \"xn--\" label: %+v, want failures", r, m, got)
		}
	}
}

// TestASCIIStrictFault checks asciiStrictFault, the domain parser's strict
// pass for ASCII domains without UTS #46, against appendToASCII with
// beStrict: every domain of up to five bytes over an alphabet that holds
// each class it tells apart, and labels and domains at the length limits.
func TestASCIIStrictFault(t *testing.T) {
	const alphabet = "aZ9-._xn%"
	check := func(domain string) {
		fault, decided := asciiStrictFault(domain)
		_, want := appendToASCII(nil, domain, true, new(punyScratch))
		if !decided {
			if !hasACEPrefixLabel(domain) {
				t.Errorf("asciiStrictFault(%q) undecided, without an \"xn--\" label", domain)
			}
			return
		}
		if valid := fault < 0; valid != want {
			t.Errorf("asciiStrictFault(%q) = %d, appendToASCII with beStrict says valid %v", domain, fault, want)
		}
		if fault > len(domain) {
			t.Errorf("asciiStrictFault(%q) = %d, beyond the domain", domain, fault)
		}
	}
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		check(prefix)
		if n == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			gen(prefix+alphabet[i:i+1], n-1)
		}
	}
	gen("", 5)
	label63, label64 := strings.Repeat("a", 63), strings.Repeat("b", 64)
	for _, d := range []string{
		label63, label64, label63 + ".", label63 + ".com", label64 + ".com", "com." + label64,
		strings.Repeat(label63+".", 3) + strings.Repeat("c", 61),       // 253 bytes
		strings.Repeat(label63+".", 3) + strings.Repeat("c", 62),       // 254 bytes
		strings.Repeat(label63+".", 3) + strings.Repeat("c", 61) + ".", // 253 and the root
		"xn--nxasmq6b.com", "XN--NXASMQ6B.com", "xn--a.com", "ab--c.com", "a--b.com",
	} {
		check(d)
	}
}

// hasACEPrefixLabel reports whether a label of domain starts with "xn--",
// ASCII case-insensitively.
func hasACEPrefixLabel(domain string) bool {
	for _, label := range strings.Split(domain, ".") {
		if hasPrefixFold(label, "xn--") {
			return true
		}
	}
	return false
}

// TestDomainToASCIIStrictHyphens: CheckHyphens counts code points, not
// bytes (UTS #46 V2 and V3), and UseSTD3ASCIIRules looks at the ASCII code
// points of the mapped labels only, as in UTS #46 since Unicode 15.1.
func TestDomainToASCIIStrictHyphens(t *testing.T) {
	for _, tt := range []struct {
		domain string
		ok     bool
	}{
		{"é--x.example", true},     // "--" at bytes 2-3, code points 2-3
		{"xé--x.example", false},   // "--" at code points 3-4
		{"ab--c.example", false},   // the same in ASCII
		{"xn--nxasmq6b.com", true}, // an "xn--" label decodes first
		{"é-.example", false},      // ends with "-"
		{"-é.example", false},      // starts with "-"
		{"a≠b.example", true},      // U+2260's decomposition holds "=", but it is not ASCII
		{"a=b.example", false},     // "=" is
		{"ａ＿ｂ.example", false},     // full-width "_" maps to "_"
	} {
		if _, err := DomainToASCII(tt.domain, true); (err == nil) != tt.ok {
			t.Errorf("DomainToASCII(%q, true) error %v, want ok %v", tt.domain, err, tt.ok)
		}
	}
}

// TestParseLinksNoXNetIDNA builds a program that calls only Parse and
// checks that it links neither golang.org/x/net/idna nor x/text's Bidi
// tables: the domain parser runs on this package's tables.
func TestParseLinksNoXNetIDNA(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program; skipped under -short")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "main.go")
	prog := "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n\n\turl \"github.com/weburl/url\"\n)\n\nfunc main() { fmt.Println(url.Parse(os.Args[1])) }\n"
	if err := os.WriteFile(src, []byte(prog), 0o666); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "parse")
	if msg, err := exec.Command("go", "build", "-o", out, src).CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, msg)
	}
	nm, err := exec.Command("go", "tool", "nm", out).Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	for _, pkg := range []string{"golang.org/x/net/idna.", "golang.org/x/text/unicode/bidi.", "golang.org/x/text/secure/bidirule."} {
		if strings.Contains(string(nm), " "+pkg) {
			t.Errorf("a program calling only Parse links %s", strings.TrimSuffix(pkg, "."))
		}
	}
}

// TestIDNAMemoryFullWidth gives the domain parser hosts of 1 and 8 MiB of
// full-width letters (each maps to an ASCII letter through the general
// path of UTS #46), and of letters beyond ASCII that need the general path
// (a capital letter and a combining mark), and checks that DomainToASCII,
// IDNA's share of Parse and the host setters, allocates at most
// maxBytesPerInput bytes per byte of the host. Parse, SetHost and
// SetHostname are logged beside it.
func TestIDNAMemoryFullWidth(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	if testing.Short() {
		t.Skip("8 MiB hosts; skipped under -short")
	}
	base, err := Parse("https://www.example.com/")
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{1 << 20, 8 << 20} {
		for _, unit := range []string{"ａｂｃ．", "ＡＢＣ", "Éé\u0301."} {
			host := strings.Repeat(unit, size/len(unit))
			DomainToASCII(host, false)
			n := fixtures.BytesAllocated(func() { DomainToASCII(host, false) })
			perByte := float64(n) / float64(len(host))
			if n > maxBytesPerInput*uint64(len(host))+memorySlack {
				t.Errorf("DomainToASCII of %d bytes of %+q: %.2f bytes allocated per byte, want at most %d", len(host), unit, perByte, maxBytesPerInput)
			}
			parse := fixtures.BytesAllocated(func() { Parse("https://" + host + "/") })
			setHost := fixtures.BytesAllocated(func() { u := *base; u.SetHost(host) })
			setHostname := fixtures.BytesAllocated(func() { u := *base; u.SetHostname(host) })
			t.Logf("%d bytes of %+q: DomainToASCII %.2f, Parse %.2f, SetHost %.2f, SetHostname %.2f bytes per byte", len(host), unit,
				perByte, float64(parse)/float64(len(host)), float64(setHost)/float64(len(host)), float64(setHostname)/float64(len(host)))
		}
	}
}
