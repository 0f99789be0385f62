// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

var exhaustiveIDNA = flag.Bool("idna.exhaustive", false, "run TestUTS46Exhaustive: every code point through DomainToASCII (about a minute)")

// uts46GoldenBlock is the number of code points a line of
// testdata/uts46_golden.txt hashes the answers of.
const uts46GoldenBlock = 1024

// uts46Contexts are the domains TestUTS46Exhaustive makes of a code point,
// as internal/gen/uts46's goldenScript does: alone, inside a label, as the
// decoding of an "xn--" label (false when Punycode cannot encode it), and
// after "a" and U+0315 (Canonical_Combining_Class 232), which NFC moves
// after a code point of a class from 1 to 231.
var uts46Contexts = []func(r rune) (string, bool){
	func(r rune) (string, bool) { return string(r), true },
	func(r rune) (string, bool) { return "a" + string(r) + "b", true },
	func(r rune) (string, bool) {
		b, ok := appendPunycode([]byte("xn--"), string(r), new(punyScratch))
		return string(b), ok
	},
	func(r rune) (string, bool) { return "a\u0315" + string(r), true },
}

// uts46MarkContext is the index in uts46Contexts of the context after
// U+0315.
const uts46MarkContext = 3

// TestUTS46Exhaustive runs every code point but the surrogates through
// DomainToASCII, in each of uts46Contexts, with beStrict false and true,
// and compares the answers, hashed by blocks, with the golden file that
// internal/gen/uts46 writes from tr46 7.0.0 (the reference implementation's
// UTS #46). It runs with -idna.exhaustive.
//
// The code points of unicode18Normalization are the expected differences:
// after U+0315, tr46 leaves them where they are (its ICU normalizes at
// Unicode 17, where they are starters), and DomainToASCII puts them before
// U+0315 (Unicode 18 gives them a class below 232). For each, the test
// checks that DomainToASCII's answer is that of the reordered domain and
// not tr46's (an unexpected pass fails), and hashes tr46's answer, the
// Punycode of the domain as it is, in its place.
func TestUTS46Exhaustive(t *testing.T) {
	if !*exhaustiveIDNA {
		t.Skip("run with -idna.exhaustive")
	}
	f, err := os.Open("testdata/uts46_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	blocks, bad, named := 0, 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		lo, err := strconv.ParseUint(fields[0], 16, 32)
		if err != nil || len(fields) != 1+2*len(uts46Contexts) {
			t.Fatalf("bad golden line %q", line)
		}
		blocks++
		for i, want := range fields[1:] {
			ctx, strict := uts46Contexts[i/2], i%2 == 1
			var answers strings.Builder
			for r := rune(lo); r < rune(lo)+uts46GoldenBlock; r++ {
				if 0xD800 <= r && r <= 0xDFFF {
					continue
				}
				answer := uts46Answer(ctx(r))(strict)
				if _, ok := unicode18Normalization[r]; ok && i/2 == uts46MarkContext {
					answer = tr46MarkAnswer(t, r, answer, strict)
					named++
				}
				answers.WriteString(answer)
				answers.WriteByte('\n')
			}
			sum := sha256.Sum256([]byte(answers.String()))
			if got := fmt.Sprintf("%016x", binary.BigEndian.Uint64(sum[:8])); got != want {
				bad++
				if bad <= 20 {
					t.Errorf("code points U+%04X..U+%04X, context %d, beStrict %v: answers hash to %s, tr46's to %s",
						lo, lo+uts46GoldenBlock-1, i/2, strict, got, want)
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if blocks != 0x110000/uts46GoldenBlock {
		t.Errorf("%d blocks in the golden file, want %d", blocks, 0x110000/uts46GoldenBlock)
	}
	if named != 2*len(unicode18Normalization) {
		t.Errorf("%d answers of unicode18Normalization's code points checked, want %d", named, 2*len(unicode18Normalization))
	}
	t.Logf("%d blocks of %d code points, %d contexts, beStrict false and true: %d hashes differ; %d code points differ from tr46 as Unicode 18 decides",
		blocks, uts46GoldenBlock, len(uts46Contexts), bad, len(unicode18Normalization))
}

// tr46MarkAnswer checks got, DomainToASCII's answer for "a\u0315"+r, r
// being a code point of unicode18Normalization: Unicode 18 moves r before
// U+0315, so got must be the answer for "a"+r+"\u0315", and differ from
// tr46's, which keeps r after U+0315 as a starter. It returns tr46's
// answer, for the golden file's hash.
func tr46MarkAnswer(t *testing.T, r rune, got string, strict bool) string {
	t.Helper()
	b, _ := appendPunycode([]byte("xn--"), "a\u0315"+string(r), new(punyScratch))
	tr46 := string(b)
	if want := uts46Answer("a"+string(r)+"\u0315", true)(strict); got != want || got == tr46 {
		t.Errorf("%U (Canonical_Combining_Class %d in Unicode 18): DomainToASCII(%+q, %v) = %q, want %q (tr46, at Unicode 17's class 0: %q)",
			r, unicode18Normalization[r], "a\u0315"+string(r), strict, got, want, tr46)
	}
	return tr46
}

// uts46Answer returns DomainToASCII's answer for domain as the golden
// file writes it: the result, or "!" for failure, or "?" when the context
// could not make domain (ok false).
func uts46Answer(domain string, ok bool) func(strict bool) string {
	return func(strict bool) string {
		if !ok {
			return "?"
		}
		s, err := DomainToASCII(domain, strict)
		if err != nil {
			return "!"
		}
		return s
	}
}

// TestNFCAgainstXText compares nfc with golang.org/x/text/unicode/norm
// where both follow the same data: when norm has Unicode 17 tables (Go
// 1.27), on every code point that the mapping outputs (valid or deviation;
// nfc only normalizes those), alone, after "a" and U+1100, before U+0301
// and U+0316 in both orders, and on every primary composite's
// decomposition. Unicode 18 adds no decomposition: nfc treats the code
// points it assigns as norm does, as code points that compose with
// nothing, which this test shows; unicode18Normalization's, whose classes
// differ, are left to TestUnicode18Normalization.
func TestNFCAgainstXText(t *testing.T) {
	if norm.Version != "17.0.0" {
		t.Skipf("x/text/unicode/norm has Unicode %s tables; the comparison needs 17.0.0 (Go 1.27)", norm.Version)
	}
	bad := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		if st := uts46Value(r) & uts46ValStatus; 0xD800 <= r && r <= 0xDFFF || st != statusValid && st != statusDeviation {
			continue
		}
		if _, ok := unicode18Normalization[r]; ok {
			continue // Unicode 18 decides: see TestUnicode18Normalization
		}
		for _, s := range []string{string(r), "a" + string(r), string(r) + "\u0316\u0301", "\u1100" + string(r), string(r) + "\u0301\u0316"} {
			if got, want := nfc([]byte(s)), norm.NFC.String(s); got != want {
				bad++
				if bad < 20 {
					t.Errorf("nfc(%+q) = %+q, norm.NFC %+q", s, got, want)
				}
			}
		}
	}
	// Random strings over code points that reorder, compose and
	// decompose, across segments (those the mapping outputs).
	var alphabet []rune
	for _, r := range "aeAEéÉ\u0301\u0300\u0316\u0323\u0307\u0308\u1100\u1161\u11A8\uAC00\u0B47\u0B3E\u0344\u1E63\u00A8\u0F73\u0F71\u0F72\u05B0\u094D\u0915\u093C.\u0958\u2260=\u0338" {
		if st := uts46Value(r) & uts46ValStatus; r < utf8.RuneSelf || st == statusValid || st == statusDeviation {
			alphabet = append(alphabet, r)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		b := make([]rune, 1+rng.IntN(8))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		s := string(b)
		if got, want := nfc([]byte(s)), norm.NFC.String(s); got != want {
			bad++
			if bad < 40 {
				t.Errorf("nfc(%+q) = %+q, norm.NFC %+q", s, got, want)
			}
		}
	}
	for _, e := range nfcCompositions {
		a, b := rune(e>>42), rune(e>>21&(1<<21-1))
		s := norm.NFD.String(string(a) + string(b))
		if got, want := nfc([]byte(s)), norm.NFC.String(s); got != want {
			t.Errorf("nfc(%+q) = %+q, norm.NFC %+q", s, got, want)
		}
	}
}

// TestNFCQuickCheck checks uts46Map's quick check: when it says the mapped
// domain is NFC, nfc leaves it unchanged, on random strings over code
// points that reorder, compose and decompose.
func TestNFCQuickCheck(t *testing.T) {
	alphabet := []rune("aeAEéÉ.\u0301\u0300\u0316\u0323\u0307\u0308\u1100\u1161\u11A8\uAC00\u0B47\u0B3E\u0344\u1E63\u00A8\u0F71\u0F72\u05B0\u094D\u0915\u093C\u093F\u0940ｂ\u2260=\u0338")
	rng := rand.New(rand.NewPCG(3, 4))
	yes := 0
	for range 200000 {
		b := make([]rune, 1+rng.IntN(8))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		mapped, ok, mayNotBeNFC := uts46Map(nil, string(b))
		if !ok || mayNotBeNFC {
			continue
		}
		yes++
		if got := nfc(mapped); got != string(mapped) {
			t.Errorf("uts46Map(%+q) = %+q, NFC by the quick check, but nfc gives %+q", string(b), mapped, got)
		}
	}
	if yes < 1000 {
		t.Errorf("only %d strings NFC by the quick check", yes)
	}
}

// unicode18Normalization lists the code points whose
// Canonical_Combining_Class Unicode 18.0.0 gives otherwise than Unicode 17,
// with their Unicode 18 class (DerivedCombiningClass-18.0.0.txt): marks
// that Unicode 18 adds, which are starters (class 0, unassigned) in
// Unicode 17, the version of the ICU that normalizes for tr46 when
// internal/gen/uts46 writes the golden file, and of x/text at Go 1.27. There
// Unicode 18's data decides, and tr46's answers (the golden file) differ:
// TestUTS46Exhaustive names each as an expected difference. Unicode 18
// adds no decomposition and no virama (TestNFCAgainstXText,
// internal/gen/uts46).
var unicode18Normalization = map[rune]uint8{
	0x05C8: 10, 0x05C9: 21, // HEBREW POINT SHEVA NA MUDGASH, HEBREW POINT DAGESH HAZAQ MUDGASH
	0x1ADE: 230, 0x1ADF: 230, 0x1AEC: 230, 0x1AED: 230, 0x1AEE: 220, 0x1AEF: 220, 0x1AF0: 230, // Combining Diacritical Marks Extended
	0x10ECB: 230, 0x10ECC: 220, 0x10ECD: 220, 0x10ECE: 230, 0x10ECF: 230, // Arabic Extended-C
	0x10EF0: 220, 0x10EF1: 220, 0x10EF2: 220, 0x10EF3: 230, 0x10EF4: 220,
	0x10EF5: 230, 0x10EF6: 220, 0x10EF7: 230, 0x10EF8: 230, 0x10EF9: 230,
	0x1D127: 220, 0x1D128: 220, // Musical Symbols
	0x1D250: 216, 0x1D251: 216, 0x1D252: 216, 0x1D25B: 1, 0x1D25C: 1, 0x1D25F: 216, 0x1D280: 216, 0x1D281: 216, // Musical Symbols Supplement
}

// TestUnicode18Normalization checks the Canonical_Combining_Class of
// unicode18Normalization's code points in uts46_table.go, on every Go
// release, and, when x/text/unicode/norm has Unicode 17 tables (Go 1.27),
// that the table's class is norm's everywhere else and differs from it
// there. It names the marks that Unicode 18 adds.
func TestUnicode18Normalization(t *testing.T) {
	for r, want := range unicode18Normalization {
		if got := cccOf(uts46Value(r)); got != want {
			t.Errorf("%U: Canonical_Combining_Class %d, Unicode 18.0.0 says %d", r, got, want)
		}
	}
	if norm.Version != "17.0.0" {
		t.Skipf("x/text/unicode/norm has Unicode %s tables; the comparison needs 17.0.0 (Go 1.27)", norm.Version)
	}
	var added []string
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		v := uts46Value(r)
		got, want := cccOf(v), norm.NFC.PropertiesString(string(r)).CCC()
		if _, listed := unicode18Normalization[r]; (got != want) != listed {
			t.Errorf("%U: Canonical_Combining_Class %d, x/text %d at Unicode 17 (listed: %v)", r, got, want, listed)
		}
		if v&uts46ValMark != 0 && !unicode.Is(unicode.M, r) {
			added = append(added, fmt.Sprintf("%U", r))
		}
	}
	t.Logf("marks that Unicode 18 adds: %d: %s; %d of them have a class other than 0", len(added), strings.Join(added, " "), len(unicode18Normalization))
}
