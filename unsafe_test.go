// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The structural rules of the project (STYLE.md §13 and §17), checked
// over every Go file of the module. They are the numbers of issue 44: a
// rule that cannot hold is changed in an issue, not here.
const (
	// maxFuncLines is the most lines a function may have, from its "func"
	// to its closing brace, in a file that is not generated.
	maxFuncLines = 150
	// maxFileLines is the most lines a file that is not generated may have.
	maxFileLines = 800
	// maxUnsafeExprs is the most expressions of the unsafe package that
	// unsafe.go may hold, counting an expression nested in another as one.
	maxUnsafeExprs = 6
)

// moduleFile is a Go file of the module, parsed with its comments.
type moduleFile struct {
	path  string // slash-separated, relative to the module's root
	lines int
	file  *ast.File
}

// moduleFiles parses every Go file of the module: the root's and every
// package's below it, tests and //go:build ignore generators included,
// npm's node_modules and testdata aside. Generated files (see
// ast.IsGenerated) are left out.
func moduleFiles(t *testing.T, fset *token.FileSet) []moduleFile {
	t.Helper()
	var files []moduleFile
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if !ast.IsGenerated(f) {
			files = append(files, moduleFile{filepath.ToSlash(path), strings.Count(string(src), "\n"), f})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("found no Go files")
	}
	return files
}

// TestFileAndFunctionLength checks that no file the project writes by hand
// has more than maxFileLines lines and no function more than maxFuncLines.
func TestFileAndFunctionLength(t *testing.T) {
	fset := token.NewFileSet()
	for _, mf := range moduleFiles(t, fset) {
		if mf.lines > maxFileLines {
			t.Errorf("%s has %d lines, over the limit of %d: split it by what its parts hold", mf.path, mf.lines, maxFileLines)
		}
		for _, decl := range mf.file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			if n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1; n > maxFuncLines {
				t.Errorf("%s: %s has %d lines, over the limit of %d", mf.path, fn.Name.Name, n, maxFuncLines)
			}
		}
	}
}

// TestUnsafeConfined checks STYLE.md §13: outside tests, only the root's
// unsafe.go imports unsafe; it holds at most maxUnsafeExprs expressions of
// the package, and each stands in a function with a "// SAFETY:" comment.
func TestUnsafeConfined(t *testing.T) {
	fset := token.NewFileSet()
	exprs := 0
	for _, mf := range moduleFiles(t, fset) {
		if strings.HasSuffix(mf.path, "_test.go") {
			continue // tests may look at addresses to check that nothing was copied
		}
		imports := false
		for _, imp := range mf.file.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "unsafe" {
				imports = true
			}
		}
		if !imports {
			continue
		}
		if mf.path != "unsafe.go" {
			t.Errorf("%s imports unsafe: only the root's unsafe.go may", mf.path)
			continue
		}
		for _, decl := range mf.file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			n := outermostUnsafe(fn.Body)
			exprs += n
			if n > 0 && !hasSafetyComment(mf.file, fn) {
				t.Errorf("unsafe.go: %s uses unsafe without a // SAFETY: comment in its body", fn.Name.Name)
			}
		}
	}
	if exprs == 0 {
		t.Error("found no use of unsafe in unsafe.go: if there is none left, drop the file and this count")
	}
	if exprs > maxUnsafeExprs {
		t.Errorf("unsafe.go holds %d expressions of the unsafe package, over the limit of %d", exprs, maxUnsafeExprs)
	}
}

// outermostUnsafe counts the selector expressions unsafe.X under n that no
// other such expression encloses: unsafe.String(unsafe.SliceData(b), n)
// counts once.
func outermostUnsafe(n ast.Node) int {
	count := 0
	ast.Inspect(n, func(n ast.Node) bool {
		if isUnsafeSelector(n) {
			count++
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok && isUnsafeSelector(call.Fun) {
			count++
			return false
		}
		return true
	})
	return count
}

// isUnsafeSelector reports whether n is unsafe.X.
func isUnsafeSelector(n ast.Node) bool {
	sel, ok := n.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == "unsafe"
}

// hasSafetyComment reports whether a comment inside fn's body starts with
// "SAFETY:".
func hasSafetyComment(f *ast.File, fn *ast.FuncDecl) bool {
	for _, g := range f.Comments {
		if g.Pos() < fn.Body.Lbrace || g.End() > fn.Body.Rbrace {
			continue
		}
		for _, c := range g.List {
			if strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(c.Text, "//")), "SAFETY:") {
				return true
			}
		}
	}
	return false
}

// testFileRoles are the role files of the root's tests, as net/netip has
// them: role_test.go, or role_x_test.go for those of x.go (bench_idna_test.go
// holds the benchmarks of idna.go).
var testFileRoles = []string{"wpt", "fuzz", "example", "bench", "export", "helpers"}

// buildFlagTestFiles set a constant by build tag (race_test.go and
// norace_test.go set raceEnabled), for the tests that the race detector or
// a sanitizer changes.
var buildFlagTestFiles = []string{"asan", "noasan", "msan", "nomsan", "race", "norace", "sanitizer", "nosanitizer"}

// testFileNameFollows reports whether base_test.go is named as doc.go's
// contributor notes say: after a source file of the package (x_test.go
// holds the tests of x.go), a role, a role and a source file, or a build
// flag.
func testFileNameFollows(base string, sources map[string]bool) bool {
	if sources[base] || slices.Contains(testFileRoles, base) || slices.Contains(buildFlagTestFiles, base) {
		return true
	}
	role, src, ok := strings.Cut(base, "_")
	return ok && slices.Contains(testFileRoles, role) && sources[src]
}

// TestTestFileNames checks the name of every test file of the root
// against the naming of testFileNameFollows, and lists the files that do
// not follow it.
func TestTestFileNames(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	sources := map[string]bool{}
	var tests []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") {
			continue
		}
		if base, ok := strings.CutSuffix(name, "_test.go"); ok {
			tests = append(tests, base)
		} else {
			sources[strings.TrimSuffix(name, ".go")] = true
		}
	}
	var offenders []string
	for _, base := range tests {
		if !testFileNameFollows(base, sources) {
			offenders = append(offenders, base+"_test.go")
		}
	}
	if len(offenders) > 0 {
		t.Errorf("test files named after no source file and no role:\n\t%s\nname a file x_test.go after the x.go whose tests it holds, or role_test.go or role_x_test.go with a role of %q",
			strings.Join(offenders, "\n\t"), testFileRoles)
	}
	t.Logf("%d test files", len(tests))
}

// TestPoolContract checks the ownership rule of unsafe.go between newURL
// and the parser's buffer pool: no string of a URL keeps the bytes of a
// buffer that the pool gives out again. It parses inputs the parser must
// rewrite (so that their serialization is written into a pooled buffer),
// of sizes around a URL's own room (maxSlab) and around the largest
// buffer the pool takes back (largeInput), keeps every string of the
// URLs, then parses other inputs of the same sizes many times, through
// every entry point that takes a buffer from the pool, and checks that
// the kept strings still hold what they held.
func TestPoolContract(t *testing.T) {
	sizes := []int{8, bufferSize, maxSlab - 64, maxSlab + 64, largeInput - 256, largeInput + 256}
	rounds := 20
	if testing.Short() {
		rounds = 4
	}
	base := MustParse("https://base.example/dir/")
	type kept struct {
		input string
		got   []string // the URL's strings, as they are
		want  []string // copies of them, made when they were taken
	}
	var all []kept
	keep := func(input string, u *URL) {
		got := []string{u.String(), u.Scheme, u.Host, u.Path, u.RawPath, u.EscapedPath(),
			u.RawQuery, u.Fragment, u.EscapedFragment(), u.Pathname(), u.Search(), u.Hash(), u.Hostname()}
		if u.User != nil {
			pass, _ := u.User.Password()
			got = append(got, u.User.Username(), pass)
		}
		want := make([]string, len(got))
		for i, s := range got {
			want[i] = strings.Clone(s)
		}
		all = append(all, kept{input, got, want})
	}
	for _, n := range sizes {
		// Upper case, spaces and "%41" to percent-encode and decode, so
		// that the href is the parser's output, not the input, and Path
		// and Fragment are decoded.
		in := "HTTP://User:Pass@EXAMPLE.com/" + strings.Repeat("a b/%41", n/7+1) + "?q= x#f %41"
		u, err := Parse(in)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		keep(in, u)
		var v URL
		if err := ParseInto(&v, in); err != nil {
			t.Fatalf("ParseInto: %v", err)
		}
		keep(in, &v)
		ref := strings.Repeat("c d/", n/4+1) + "#g h"
		w, err := base.Parse(ref)
		if err != nil {
			t.Fatalf("Parse against a base: %v", err)
		}
		keep(ref, w)
		p := Parser{OnValidationError: func(validation.Error) {}}
		x, err := p.Parse(in, "")
		if err != nil {
			t.Fatalf("Parser.Parse: %v", err)
		}
		keep(in, x)
	}
	for range rounds {
		for _, n := range sizes {
			other := "HTTPS://OTHER.example/" + strings.Repeat("Z\tY/", n/4+1) + "?r=Q Q#W W"
			Parse(other)
			var v URL
			ParseInto(&v, other)
			base.Parse(strings.Repeat("Q R/", n/4+1))
			CanParse(other, "")
			Validate(other, "")
		}
	}
	for _, k := range all {
		for i := range k.got {
			if k.got[i] != k.want[i] {
				t.Errorf("%.40q...: string %d of its URL changed after other parses: now %.40q..., was %.40q...", k.input, i, k.got[i], k.want[i])
			}
		}
	}
}

// TestPoolDropsKept checks the other side of the contract: a buffer that
// pooled says the pool does not take back, which newURL may keep as an
// href, putBuffer does not give out again.
func TestPoolDropsKept(t *testing.T) {
	large := &buffer{b: make([]byte, 0, largeInput+1)}
	if pooled(large.b) {
		t.Fatalf("pooled says a buffer of %d bytes goes back to the pool", cap(large.b))
	}
	putBuffer(large)
	for range 64 {
		b := getBuffer()
		if b == large {
			t.Fatal("putBuffer gave a buffer that pooled says it drops back to the pool")
		}
		defer putBuffer(b)
	}
}
