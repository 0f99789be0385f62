// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package site

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/weburl/url"
)

// testList is a list in publicsuffix.org's format, with the rules of the
// Public Suffix List's own test vectors (tests/test_psl.txt in
// github.com/publicsuffix/list) that this test uses.
const testList = `// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0.

// VERSION: 2026-11-02_07-00-00_UTC
// COMMIT: 0123456789abcdef0123456789abcdef01234567

// ===BEGIN ICANN DOMAINS===
com
jp
ac.jp
*.kobe.jp
!city.kobe.jp
*.ck
!www.ck
cn
公司.cn
// ===END ICANN DOMAINS===
// ===BEGIN PRIVATE DOMAINS===
github.io   trailing text is ignored
// ===END PRIVATE DOMAINS===
`

func TestLoadList(t *testing.T) {
	l, err := LoadList(strings.NewReader(testList))
	if err != nil {
		t.Fatal(err)
	}
	if v := l.Version(); v != "2026-11-02_07-00-00_UTC 0123456789abcdef0123456789abcdef01234567" {
		t.Errorf("Version() = %q", v)
	}
	if l.Len() != 10 {
		t.Errorf("Len() = %d, want 10", l.Len())
	}
	for _, c := range []struct {
		host, suffix, registrable string // "" for null
		section                   Section
	}{
		{"example.com", "com", "example.com", ICANN},
		{"b.example.com", "com", "example.com", ICANN},
		{"example", "example", "", 0}, // the default rule "*"
		{"a.example.example", "example", "example.example", 0},
		{"test.ac.jp", "ac.jp", "test.ac.jp", ICANN},
		{"c.kobe.jp", "c.kobe.jp", "", ICANN},
		{"b.c.kobe.jp", "c.kobe.jp", "b.c.kobe.jp", ICANN},
		{"city.kobe.jp", "kobe.jp", "city.kobe.jp", ICANN},
		{"www.city.kobe.jp", "kobe.jp", "city.kobe.jp", ICANN},
		{"test.ck", "test.ck", "", ICANN},
		{"b.test.ck", "test.ck", "b.test.ck", ICANN},
		{"www.ck", "ck", "www.ck", ICANN},
		{"www.www.ck", "ck", "www.ck", ICANN},
		{"食狮.公司.cn", "xn--55qx5d.cn", "xn--85x722f.xn--55qx5d.cn", ICANN},
		{"whatwg.github.io", "github.io", "whatwg.github.io", Private},
		{"example.com.", "com.", "example.com.", ICANN},
	} {
		u, err := url.Parse("https://" + c.host + "/")
		if err != nil {
			t.Fatal(err)
		}
		ps, _ := l.PublicSuffix(u)
		rd, _ := l.RegistrableDomain(u)
		if ps != c.suffix || rd != c.registrable || l.Section(u) != c.section {
			t.Errorf("%s: suffix %q, registrable %q, section %d; want %q, %q, %d", c.host, ps, rd, l.Section(u), c.suffix, c.registrable, c.section)
		}
	}
	a, b := mustOrigin(t, "https://a.whatwg.github.io"), mustOrigin(t, "https://b.whatwg.github.io")
	if !l.SameSite(a, b) || l.SameSite(a, mustOrigin(t, "https://other.github.io")) || l.Of(a) != "https://whatwg.github.io" {
		t.Errorf("sites by the private section: SameSite %v, Of %q", l.SameSite(a, b), l.Of(a))
	}
	// No rules (the default rule "*" aside), and a rule that is both an
	// exception and a wildcard.
	for _, bad := range []string{"", "// only a comment\n", "*\n", "com\n!*.x\n"} {
		if _, err := LoadList(strings.NewReader(bad)); err == nil {
			t.Errorf("LoadList(%q): no error", bad)
		}
	}
}

// TestListVersion checks that ListVersion names the embedded list, and
// that the list is no older than the copy in the module's golang.org/x/net:
// gen.go refreshes it from a registry package only when that copy is
// newer, and a newer x/net is a reason to run it again.
func TestListVersion(t *testing.T) {
	if v := compiled().Version(); v != ListVersion {
		t.Errorf("the embedded list's version is %q, ListVersion %q", v, ListVersion)
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/net").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "publicsuffix", "table.go"))
	if err != nil {
		t.Skip(err)
	}
	m := regexp.MustCompile(`git revision [0-9a-f]+ \(([0-9TZ:-]+)\)`).FindSubmatch(src)
	if m == nil {
		t.Fatal("golang.org/x/net/publicsuffix/table.go names no revision and date")
	}
	date, _, _ := strings.Cut(ListVersion, " ")
	if date < string(m[1]) {
		t.Errorf("the embedded list (%s) is older than golang.org/x/net's (%s): run go generate", date, m[1])
	}
}
