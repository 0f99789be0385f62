package urlpattern

// TEMPORARY: compares the public-API canonicalizers with the old hook.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	hook "github.com/weburl/url/internal/component"
)

func oldCanon(st hook.State, value, scheme string) (string, bool) {
	if value == "" {
		return "", true
	}
	return hook.Canonicalize(st, value, scheme)
}

func oldOpaque(value string) (string, bool) {
	if i := strings.IndexAny(value, "?#"); i >= 0 {
		value = value[:i+1]
	}
	return oldCanon(hook.OpaquePath, value, "https")
}

func oldPathname(value string) (string, bool) {
	if value == "" {
		return "", true
	}
	ls := value[0] == '/'
	m := value
	if !ls {
		m = "/-" + value
	}
	r, ok := oldCanon(hook.PathStart, m, "https")
	if !ls {
		r = strings.TrimPrefix(r, "/-")
	}
	return r, ok
}

var equivSchemes = []string{"", "https", "http", "ws", "wss", "ftp", "file", "foo", "sc", "data"}

func compareCanon(t *testing.T, v string) {
	t.Helper()
	check := func(name string, old string, oldOK bool, got string, err error) {
		t.Helper()
		if oldOK != (err == nil) || (oldOK && old != got) {
			t.Errorf("%s(%q): old %q,%v new %q,%v", name, v, old, oldOK, got, err)
		}
	}
	o, ok := oldCanon(hook.Username, v, "https")
	g, err := canonicalizeUsername(v)
	check("username", o, ok, g, err)
	o, ok = oldCanon(hook.Password, v, "https")
	g, err = canonicalizePassword(v)
	check("password", o, ok, g, err)
	o, ok = oldCanon(hook.Hostname, v, "https")
	g, err = canonicalizeHostname(v)
	check("hostname", o, ok, g, err)
	for _, s := range equivSchemes {
		o, ok = oldCanon(hook.Port, v, s)
		g, err = canonicalizePort(v, s)
		check("port/"+s, o, ok, g, err)
	}
	o, ok = oldPathname(v)
	g, err = canonicalizePathname(v)
	check("pathname", o, ok, g, err)
	o, ok = oldOpaque(v)
	g, err = canonicalizeOpaquePathname(v)
	check("opaque", o, ok, g, err)
	o, ok = oldCanon(hook.Query, v, "https")
	g, err = canonicalizeSearch(v)
	check("search", o, ok, g, err)
	o, ok = oldCanon(hook.Fragment, v, "https")
	g, err = canonicalizeHash(v)
	check("hash", o, ok, g, err)
}

func collectStrings(x any, out map[string]bool) {
	switch x := x.(type) {
	case string:
		out[x] = true
		for _, sep := range []string{":", "/", "?", "#", "@", "{", "}", "*", "(", ")"} {
			for _, p := range strings.Split(x, sep) {
				out[p] = true
				out[p+" "] = true
				out[" "+p] = true
			}
		}
	case []any:
		for _, e := range x {
			collectStrings(e, out)
		}
	case map[string]any:
		for k, e := range x {
			out[k] = true
			collectStrings(e, out)
		}
	}
}

func TestHookEquivalenceWPT(t *testing.T) {
	dir := os.Getenv("WPT_DIR")
	if dir == "" {
		dir = "../../shared/wpt"
	}
	vals := map[string]bool{}
	for _, f := range []string{"urlpatterntestdata.json", "urltestdata.json", "setters_tests.json", "urlpattern-compare-test-data.json", "urlpattern-generate-test-data.json"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		var x any
		if err := json.Unmarshal(b, &x); err != nil {
			t.Fatal(err)
		}
		collectStrings(x, vals)
	}
	extra := []string{"443", "80", "21", "0", "65535", "65536", "1", "01", "1abc", "abc", "443x", "\t443", "4\n43", " 443", "99999999999",
		"dummy.invalid", "DUMMY.invalid", "other.invalid", "a ", "a  ", "a \t", "a\x01", "/a b", "/../a", "a ?b", "a #b", "\x00", "é ", "\xff", "a\xe2", "a\xe2 ",
		"?", "#", "??", "##", "?a", "#a", "\t?a", "\t#a", "[::1]", "[::1", "a:b", "a@b", "a\\b", "%", "%zz", "a%20", " ", "\t", "\n", "\\", "a/..", "..", "."}
	for _, e := range extra {
		vals[e] = true
	}
	t.Logf("%d values", len(vals))
	for v := range vals {
		compareCanon(t, v)
	}
}

func FuzzHookEquivalence(f *testing.F) {
	for _, s := range []string{"a", "443", "a b", "/a?b", "é#x", "[::1]", "a\\b ", "%2e%2E/..", "xn--a", "1.2.3.4", "0x7f.1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) { compareCanon(t, v) })
}

func TestHookEquivalenceGenerated(t *testing.T) {
	alphabet := []string{"a", "Z", "0", "4", "9", "443", "80", ".", "..", "/", "\\", "?", "#", ":", "@", "[", "]", "%", "%2e", "%zz", " ", "\t", "\n", "\r", "\x00", "\x1f", "\x7f", "é", "\u00ad", "ß", "\xff", "\xe2\x82", "'", "\"", "<", ">", "^", "|", "{", "}", "xn--", "-", "~", "65536", "::", "1.2.3.4", "0x", "ＡＢ", "\U0001F600"}
	seed := uint64(1)
	next := func() uint64 { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; return seed }
	for i := 0; i < 150000; i++ {
		n := int(next()%6) + 1
		var b strings.Builder
		for j := 0; j < n; j++ {
			b.WriteString(alphabet[next()%uint64(len(alphabet))])
		}
		compareCanon(t, b.String())
		if t.Failed() {
			return
		}
	}
}

func BenchmarkHookEquiv(b *testing.B) {
	cases := []struct {
		name string
		old  func(string) (string, bool)
		new  func(string) (string, error)
		v    string
	}{
		{"hostname", func(v string) (string, bool) { return oldCanon(hook.Hostname, v, "https") }, canonicalizeHostname, "example.com"},
		{"pathname", oldPathname, canonicalizePathname, "/foo/bar"},
		{"search", func(v string) (string, bool) { return oldCanon(hook.Query, v, "https") }, canonicalizeSearch, "a=b"},
		{"username", func(v string) (string, bool) { return oldCanon(hook.Username, v, "https") }, canonicalizeUsername, "user"},
		{"port", func(v string) (string, bool) { return oldCanon(hook.Port, v, "https") }, func(v string) (string, error) { return canonicalizePort(v, "https") }, "8080"},
		{"opaque", oldOpaque, canonicalizeOpaquePathname, "foo bar"},
	}
	for _, c := range cases {
		b.Run(c.name+"/old", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.old(c.v)
			}
		})
		b.Run(c.name+"/new", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.new(c.v)
			}
		})
	}
}
