// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// layerTable reads the layer of every file from doc.go's contributor
// notes, so that the notes and TestLayers cannot drift: a line
// "//  N. Title." starts layer N and each "//     - file.go: ..." line
// under it puts file.go in that layer.
func layerTable(t *testing.T) map[string]int {
	t.Helper()
	f, err := os.Open("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	layerLine := regexp.MustCompile(`^//  ([1-9])\. `)
	fileLine := regexp.MustCompile(`^//     - ([a-z0-9_]+\.go): `)
	table := map[string]int{}
	layer := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := layerLine.FindStringSubmatch(line); m != nil {
			layer, _ = strconv.Atoi(m[1])
			continue
		}
		if m := fileLine.FindStringSubmatch(line); m != nil {
			if layer == 0 {
				t.Fatalf("doc.go lists %s before any layer", m[1])
			}
			if _, dup := table[m[1]]; dup {
				t.Errorf("doc.go lists %s twice", m[1])
			}
			table[m[1]] = layer
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(table) == 0 {
		t.Fatal("found no layer table in doc.go's contributor notes")
	}
	return table
}

// TestLayers checks the rule of doc.go's contributor notes: a file uses
// only identifiers (functions, methods, types, fields, variables and
// constants) declared in files of its own layer or below. Every non-test
// file of the package, build-tagged ones included, must have a layer.
func TestLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package from source; skipped in -short mode")
	}
	table := layerTable(t)
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	seen := map[string]bool{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "url" {
			continue // a //go:build ignore generator (package main), run by go:generate
		}
		seen[name] = true
		if _, ok := table[name]; !ok {
			t.Errorf("%s has no layer: add a line \"//     - %s: ...\" under its layer in doc.go's contributor notes", name, name)
		}
		files = append(files, f)
	}
	for name := range table {
		if !seen[name] {
			t.Errorf("doc.go's contributor notes list %s, which is not a file of the package", name)
		}
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("github.com/weburl/url", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	violations := map[string]bool{}
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		from := fset.Position(id.Pos()).Filename
		to := fset.Position(obj.Pos()).Filename
		if from == to || table[from] >= table[to] {
			continue
		}
		violations[fmt.Sprintf("%s (layer %d) uses %s from %s (layer %d > %d)",
			from, table[from], objName(obj), to, table[to], table[from])] = true
	}
	var list []string
	for v := range violations {
		list = append(list, v)
	}
	sort.Strings(list)
	for _, v := range list {
		t.Error(v)
	}
}

// objName names obj as the error message shows it: a method with its
// receiver's type, "(*URL).String".
func objName(obj types.Object) string {
	if f, ok := obj.(*types.Func); ok {
		if r := f.Type().(*types.Signature).Recv(); r != nil {
			return "(" + types.TypeString(r.Type(), func(*types.Package) string { return "" }) + ")." + f.Name()
		}
	}
	return obj.Name()
}
