// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package readme_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestREADME checks that each ```go block of README.md is the body of an
// example of this package (which go test runs against its output), or
// imports only what the examples import: then every snippet the README
// shows compiles and prints what it says.
func TestREADME(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "example_test.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	bodies := map[string]string{}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || !strings.HasPrefix(fn.Name.Name, "Example") {
			continue
		}
		// The body between the braces, one tab of indentation removed.
		b := string(src[fset.Position(fn.Body.Lbrace).Offset+2 : fset.Position(fn.Body.Rbrace).Offset])
		var lines []string
		for _, l := range strings.Split(strings.TrimRight(b, "\n"), "\n") {
			lines = append(lines, strings.TrimPrefix(l, "\t"))
		}
		bodies[strings.Join(lines, "\n")] = fn.Name.Name
	}
	imports := map[string]bool{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		imports[p] = true
	}

	blocks := goBlocks(string(readme))
	if len(blocks) == 0 {
		t.Fatal("README.md has no ```go block")
	}
	used := map[string]bool{}
	for i, b := range blocks {
		if strings.HasPrefix(b, "import ") {
			for _, l := range strings.Split(b, "\n") {
				p, _, _ := strings.Cut(strings.TrimPrefix(l, "import "), "//")
				if p, err := strconv.Unquote(strings.TrimSpace(p)); err != nil || !imports[p] {
					t.Errorf("README block %d imports %q, which the examples do not", i+1, l)
				}
			}
			continue
		}
		name, ok := bodies[b]
		if !ok {
			t.Errorf("README block %d is not the body of an example in example_test.go:\n%s", i+1, b)
			continue
		}
		used[name] = true
	}
	for _, name := range bodies {
		if !used[name] {
			t.Errorf("%s is in no README block", name)
		}
	}
}

// TestREADMEMigration checks that each row of the README's migration
// table is a row of docs/migration.md's, which the root package's
// TestMigrationMeanings checks against Parse and net/url's Parse.
func TestREADMEMigration(t *testing.T) {
	root := filepath.Join("..", "..", "..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "migration.md"))
	if err != nil {
		t.Fatal(err)
	}
	docRows := map[string]bool{}
	for _, l := range strings.Split(string(doc), "\n") {
		docRows[l] = true
	}
	_, section, ok := strings.Cut(string(readme), "\n## Migrating from net/url\n")
	if !ok {
		t.Fatal(`README.md has no "## Migrating from net/url"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	n := 0
	for _, l := range strings.Split(section, "\n") {
		if !strings.HasPrefix(l, "| ") || strings.HasPrefix(l, "| ---") || strings.HasPrefix(l, "| What changes") {
			continue
		}
		n++
		if !docRows[l] {
			t.Errorf("README's migration row is not in docs/migration.md: %s", l)
		}
	}
	if n == 0 {
		t.Error("README.md's migration section has no table")
	}
}

// goBlocks returns the text of each ```go block of a Markdown file.
func goBlocks(md string) []string {
	var blocks []string
	for {
		_, rest, ok := strings.Cut(md, "\n```go\n")
		if !ok {
			return blocks
		}
		b, after, ok := strings.Cut(rest, "\n```\n")
		if !ok {
			return blocks
		}
		blocks = append(blocks, b)
		md = after
	}
}
