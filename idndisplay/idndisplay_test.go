// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package idndisplay

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/fixtures"
)

func TestDisplay(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://xn--bcher-kva.example/a?b#c", "https://bücher.example/a?b#c"},
		{"https://BÜCHER.example/", "https://bücher.example/"},
		{"https://xn--80ak6aa92e.com/", "https://xn--80ak6aa92e.com/"}, // аррӏе: a whole-script confusable
		{"https://user:pw@xn--bcher-kva.example:8080/", "https://user:pw@bücher.example:8080/"},
		{"https://:pw@xn--bcher-kva.example/", "https://:pw@bücher.example/"}, // a password alone
		{"https://us%40er@xn--bcher-kva.example/", "https://us%40er@bücher.example/"},
		{"https://[::1]/", "https://[::1]/"}, // IPv6 stays bracketed
		{"http://0x7f.1/", "http://127.0.0.1/"},
		{"sc://xn--bcher-kva.example/", "sc://xn--bcher-kva.example/"}, // an opaque host is not a domain
		{"file:///C:/x", "file:///C:/x"},
		{"https://example.com/%E2%82%AC", "https://example.com/%E2%82%AC"},         // the path as in the href
		{"https://xn--ls8h.la/", "https://xn--ls8h.la/"},                           // an emoji is outside the identifier profile
		{"https://a.xn--x.example/", "https://a.xn--x.example/"},                   // an invalid label: the host as it is
		{"https://xn--bcher-kva.xn--8i7caa/", "https://xn--bcher-kva.xn--8i7caa/"}, // one label decodes to mapped code points (ｗｗｗ): the whole host as it is
		// Per label: the look-alike stays ASCII, the rest is shown.
		{"https://xn--bcher-kva.xn--80ak6aa92e.com/", "https://bücher.xn--80ak6aa92e.com/"},
	} {
		u, err := url.ParseWithBase(c.in, "")
		if err != nil {
			t.Fatalf("url.ParseWithBase(%q): %v", c.in, err)
		}
		if got := URL(u); got != c.want {
			t.Errorf("URL(url.Parse(%q)) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDisplayAssignedFields checks URL and Labels on a URL whose fields a
// program assigned: they see the URL the getters see.
func TestDisplayAssignedFields(t *testing.T) {
	u := mustParse(t, "https://a.example/p")
	u.Host = "xn--bcher-kva.example"
	u.User = url.UserPassword("me", "pw")
	if got, want := URL(u), "https://me:pw@bücher.example/p"; got != want {
		t.Errorf("URL = %q, want %q", got, want)
	}
	if got := Labels(u); len(got) != 2 || got[0].Unicode != "bücher" {
		t.Errorf("Labels = %+v, want bücher and example", got)
	}
}

// TestDisplaySpoofs checks URL's look-alike policy on hosts written in
// Unicode: a spoof shows its host as in the href (Punycode), a host that
// is safe to read shows in Unicode.
func TestDisplaySpoofs(t *testing.T) {
	for _, c := range []struct {
		host   string
		reason Reason // of the first label
		script string
	}{
		// Not spoofs.
		{"bücher.de", Unicode, ""},
		{"日本語.jp", Unicode, ""},
		{"пример.рф", Unicode, ""},
		{"παράδειγμα.ελ", Unicode, ""},
		{"例え.テスト", Unicode, ""},            // Han + Hiragana; Katakana
		{"abc日本語ひらがなカタカナ.jp", Unicode, ""}, // Latin + Han + Hiragana + Katakana
		{"abc한국어漢字.kr", Unicode, ""},       // Latin + Han + Hangul
		{"abcกขค.th", Unicode, ""},         // Latin + Thai
		{"abcदेव.in", Unicode, ""},         // Latin + Devanagari
		{"ыфщ.com", Unicode, ""},           // Cyrillic letters that are not Latin look-alikes
		{"münchen-2.de", Unicode, ""},      // Common "-" and digits go with any script
		{"æble.dk", Unicode, ""},           // a ligature that reads as two letters
		{"œuvre.fr", Unicode, ""},
		{"straße.de", Unicode, ""},
		{"аррӏе.ru", Unicode, ""}, // a Cyrillic look-alike under a Cyrillic region's TLD
		{"аррӏе.рф", Unicode, ""}, // under a TLD written in Cyrillic
		{"ѕсоре.kz", Unicode, ""},
		{"ορο.gr", Unicode, ""},         // a Greek look-alike under Greece's TLD
		{"ορο.ελ", Unicode, ""},         // under a TLD written in Greek
		{"ѕсоре.xn--p1ai", Unicode, ""}, // .рф written as Punycode
		// Whole-script confusables with Latin.
		{"аррӏе.com", WholeScriptConfusable, "Cyrillic"}, // apple
		{"ѕсоре.com", WholeScriptConfusable, "Cyrillic"}, // scope
		{"сосо.net", WholeScriptConfusable, "Cyrillic"},  // coco
		{"рау.com", WholeScriptConfusable, "Cyrillic"},   // pay
		{"хуz.com", MixedScript, "Cyrillic+Latin"},       // xyz: Cyrillic with Latin "z"
		{"аррӏе.gr", WholeScriptConfusable, "Cyrillic"},  // a region of another script
		{"ορο.com", WholeScriptConfusable, "Greek"},      // opo
		{"ѕсоре.ελ", WholeScriptConfusable, "Cyrillic"},  // a TLD in another script
		{"аррӏе.сом", WholeScriptConfusable, "Cyrillic"}, // a Cyrillic "com" grants no region
		{"аррӏе.рус", Unicode, ""},                       // .рус, a real TLD of Latin look-alikes
		{"аррӏе.me", WholeScriptConfusable, "Cyrillic"},  // .me is sold worldwide: not in Chromium's list
		{"аррӏе.rs", WholeScriptConfusable, "Cyrillic"},
		{"ορο.cy", WholeScriptConfusable, "Greek"},
		// A nonspacing mark on a look-alike keeps it one.
		{"аррӏе\u0301.com", WholeScriptConfusable, "Cyrillic"},
		{"а\u0300ррӏе.com", WholeScriptConfusable, "Cyrillic"}, // a grave accent on the first letter
		{"аррӏе\u0483.com", Restricted, "Cyrillic"},            // a Cyrillic titlo, outside the profile
		// Look-alikes that are not whole-script confusables.
		{"gıthub.com", Confusable, "Latin"},          // a dotless i
		{"gօogle.com", Confusable, "Latin+Armenian"}, // Latin and an Armenian "օ"
		{"gօogle.am", Confusable, "Latin+Armenian"},  // no region for a mixed label
		{"аррӏе\u0301.ru", Unicode, ""},              // the region's TLD
		// Outside the identifier profile (scripts UAX #31 excludes or
		// limits, symbols, emoji).
		{"ꓮpple.com", Restricted, "Lisu+Latin"},
		{"gⲟⲟgle.com", Restricted, "Latin+Coptic"},
		{"gᎥthub.com", Restricted, "Latin+Cherokee"},
		{"ᐯisa.com", Restricted, "Canadian_Aboriginal+Latin"},
		{"ⵣa.com", Restricted, "Tifinagh+Latin"},
		{"𐐨a.com", Restricted, "Deseret+Latin"},
		{"𐓘a.com", Restricted, "Osage+Latin"},
		{"ᚠa.com", Restricted, "Runic+Latin"},
		{"𐌀a.com", Restricted, "Old_Italic+Latin"},
		{"abc中文ㄅㄆ.tw", Restricted, "Latin+Han+Bopomofo"}, // Bopomofo is Limited_Use
		{"ㄅㄆひら.jp", Restricted, "Bopomofo+Hiragana"},
		{"💩.la", Restricted, ""},
		// Mixed scripts beyond Moderately Restrictive.
		{"pаypal.com", MixedScript, "Latin+Cyrillic"}, // Cyrillic "а"
		{"googlе.com", MixedScript, "Latin+Cyrillic"}, // Cyrillic "е"
		{"αpple.com", MixedScript, "Greek+Latin"},     // Greek "α"
		{"日本ыы.jp", MixedScript, "Han+Cyrillic"},
		{"한국ひらがな.kr", MixedScript, "Hangul+Hiragana"},
		{"abcกขคदेव.in", MixedScript, "Latin+Thai+Devanagari"}, // Latin with two others
	} {
		u, err := url.Parse("https://" + c.host + "/")
		if err != nil {
			t.Fatalf("url.Parse(%q): %v", c.host, err)
		}
		labels := Labels(u)
		if len(labels) == 0 {
			t.Fatalf("Labels(url.Parse(%q)) = nil", c.host)
		}
		if got := labels[0]; got.Reason != c.reason || got.Script != c.script {
			t.Errorf("Labels(url.Parse(%q))[0] = %+v, want reason %v, script %q", c.host, got, c.reason, c.script)
		}
		first, _, _ := strings.Cut(c.host, ".")
		shown := strings.Contains(URL(u), first)
		if shown != (c.reason == Unicode) {
			t.Errorf("URL(url.Parse(%q)) = %q: Unicode label shown = %v, want %v", c.host, URL(u), shown, !shown)
		}
		if c.reason != Unicode && !strings.Contains(URL(u), labels[0].ASCII) {
			t.Errorf("URL(url.Parse(%q)) = %q, want the label as %q", c.host, URL(u), labels[0].ASCII)
		}
	}
}

// TestDisplayLabels checks Labels on hosts that are not domains
// and on every label of a domain.
func TestDisplayLabels(t *testing.T) {
	for _, in := range []string{"https://[::1]/", "https://1.2.3.4/", "sc://host/", "file:///x"} {
		if got := Labels(mustParse(t, in)); got != nil {
			t.Errorf("Labels(url.Parse(%q)) = %v, want nil", in, got)
		}
	}
	got := Labels(mustParse(t, "https://www.xn--bcher-kva.xn--80ak6aa92e.com./"))
	want := []Label{
		{"www", "www", Unicode, ""},
		{"xn--bcher-kva", "bücher", Unicode, ""},
		{"xn--80ak6aa92e", "аррӏе", WholeScriptConfusable, "Cyrillic"},
		{"com", "com", Unicode, ""},
		{"", "", Unicode, ""},
	}
	if len(got) != len(want) {
		t.Fatalf("Labels = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Labels[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
	bad := Labels(mustParse(t, "https://a.xn--x.example/"))
	if bad[1].Reason != Invalid || bad[0].Reason != Unicode {
		t.Errorf("Labels of an invalid label = %+v", bad)
	}
	// A host longer than a DNS name is one label, as it is; one of 253
	// bytes and a final "." is not.
	dns := strings.Repeat("a.", 120) + "xn--bcher-kva" // 253 bytes
	for _, c := range []struct {
		host   string
		labels int
	}{
		{dns, 121},
		{dns + ".", 122},
		{"a" + dns, 1},
		{"a" + dns + ".", 1},
	} {
		got := Labels(mustParse(t, "https://"+c.host+"/"))
		if len(got) != c.labels {
			t.Errorf("Labels of a host of %d bytes: %d labels, want %d", len(c.host), len(got), c.labels)
			continue
		}
		if c.labels == 1 && got[0] != (Label{c.host, c.host, TooLong, ""}) {
			t.Errorf("Labels of a host of %d bytes = %+v", len(c.host), got)
		}
		if c.labels > 1 && got[len(got)-2].Unicode != "bücher" && got[len(got)-1].Unicode != "bücher" {
			t.Errorf("Labels of a host of %d bytes = %+v, want bücher last", len(c.host), got[len(got)-2:])
		}
	}
	for r := Unicode; r <= TooLong+1; r++ {
		if r.String() == "" {
			t.Errorf("Reason(%d).String() is empty", r)
		}
	}
}

// FuzzDisplayLabels checks URL's policy on any input: the labels
// Labels returns are the host's, URL shows each label as its
// decision says, and a label shown in Unicode reads back (domain to ASCII)
// as the label in the href.
func FuzzDisplayLabels(f *testing.F) {
	for _, s := range []string{
		"https://аррӏе.com/", "https://аррӏе.рф/", "https://pаypal.com/", "https://bücher.de/",
		"https://日本語.jp/", "https://xn--x.example/", "https://a.b.c./", "sc://аррӏе/", "https://1.2.3.4/",
		"https://ꓮpple.com/", "https://аррӏе\u0301.com/", "https://gıthub.com/", "https://gօogle.am/",
		"https://" + strings.Repeat("a.", 127) + "xn--bcher-kva/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := url.Parse(input)
		if err != nil {
			return
		}
		labels := Labels(u)
		if u.HostKind() != url.HostDomain {
			if labels != nil {
				t.Fatalf("Labels of %q, a %v host, = %v", u, u.HostKind(), labels)
			}
			return
		}
		ascii := make([]string, len(labels))
		shown := make([]string, len(labels))
		for i, l := range labels {
			ascii[i] = l.ASCII
			shown[i] = l.ASCII
			if l.Reason == Unicode {
				shown[i] = l.Unicode
				if back, err := url.DomainToASCII(l.Unicode, false); l.Unicode != l.ASCII && (err != nil || back != l.ASCII) {
					t.Errorf("%q: label %q shown as %q, which reads back as %q, %v", u, l.ASCII, l.Unicode, back, err)
				}
			}
		}
		host := u.Hostname()
		if got := strings.Join(ascii, "."); got != host {
			t.Fatalf("Labels of %q join to %q, want the host %q", u, got, host)
		}
		if want := strings.Replace(u.String(), "//"+u.Host+"", "//"+strings.Join(shown, ".")+strings.TrimPrefix(u.Host, host), 1); !strings.Contains(u.String(), "@") && URL(u) != want {
			t.Errorf("URL(%q) = %q, want %q", u, URL(u), want)
		}
	})
}

// topBrands are the labels of some of the most visited domains, which
// look-alike domains imitate.
var topBrands = []string{
	"google", "youtube", "facebook", "apple", "amazon", "microsoft", "github",
	"paypal", "twitter", "instagram", "linkedin", "wikipedia", "netflix",
	"yahoo", "whatsapp", "reddit", "tiktok", "baidu", "bing", "live",
	"office", "zoom", "adobe", "dropbox", "spotify", "ebay", "walmart",
	"chase", "bankofamerica", "wellsfargo", "citibank", "hsbc", "icloud",
	"outlook", "gmail", "stackoverflow", "cloudflare", "mozilla", "wordpress",
	"pinterest", "twitch", "discord", "telegram", "booking", "airbnb", "uber",
	"coinbase", "binance", "steampowered", "roblox", "samsung", "yandex",
}

// lookalikes reads the generated list of the code points whose UTS #39
// skeleton is that of an ASCII letter or digit.
func lookalikes(t *testing.T) map[byte][]rune {
	data, err := os.ReadFile(filepath.Join("..", "internal", "uts39", "testdata", "lookalikes.txt"))
	if err != nil {
		t.Fatal(err)
	}
	m := map[byte][]rune{}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] == "#" {
			continue
		}
		for _, h := range f[1:] {
			r, err := strconv.ParseUint(h, 16, 32)
			if err != nil {
				t.Fatalf("lookalikes.txt: %q: %v", line, err)
			}
			m[f[0][0]] = append(m[f[0][0]], rune(r))
		}
	}
	if len(m['a']) < 10 || len(m['o']) < 10 {
		t.Fatalf("lookalikes.txt has %d look-alikes of a, %d of o", len(m['a']), len(m['o']))
	}
	return m
}

// TestDisplayLookalikeSweep replaces each letter of each top brand by each
// code point whose skeleton is that letter's (from confusables.txt) and
// checks that URL shows none of the look-alikes in Unicode under
// .com: the host either does not parse, maps to ASCII (a full-width or
// mathematical letter), or stays in Punycode. An expected
// gap that URL does not show fails, as does one it shows that is not
// listed.
func TestDisplayLookalikeSweep(t *testing.T) {
	// gaps lists the look-alikes URL shows in Unicode, with the
	// reason it does.
	gaps := map[string]string{}
	alike := lookalikes(t)
	counts := map[string]int{}
	for _, brand := range topBrands {
		for i := 0; i < len(brand); i++ {
			for _, r := range alike[brand[i]] {
				host := brand[:i] + string(r) + brand[i+1:] + ".com"
				u, err := url.Parse("https://" + host + "/")
				if err != nil {
					counts["rejected by the parser"]++
					continue
				}
				l := Labels(u)[0]
				switch {
				case !strings.HasPrefix(l.ASCII, "xn--"):
					// The parser maps the code point to ASCII (a
					// full-width or mathematical letter): the host is
					// that ASCII name, which URL shows as it is.
					counts["mapped to ASCII"]++
				case l.Reason != Unicode:
					counts[l.Reason.String()]++
					if gaps[host] != "" {
						t.Errorf("%s (%U) is listed as a gap (%s), but Display shows %s", host, r, gaps[host], URL(u))
					}
				default:
					counts["shown in Unicode"]++
					if gaps[host] == "" {
						t.Errorf("%s (%U for %q) is shown in Unicode: %s", host, r, brand[i], URL(u))
					}
				}
			}
		}
	}
	t.Logf("%d brands: %v", len(topBrands), counts)
	if counts["shown in Unicode"] != len(gaps) {
		t.Errorf("%d look-alikes shown, %d gaps listed", counts["shown in Unicode"], len(gaps))
	}
}

// TestDisplayRegionTLDs checks the region rule for whole-script
// confusables against Chromium's list: a look-alike of a script shows in
// Unicode under the listed TLDs of the script's region and under no other
// region's or generic TLD.
func TestDisplayRegionTLDs(t *testing.T) {
	for _, c := range []struct {
		label string
		in    []string // Chromium's list
		out   []string
	}{
		{"аррӏе", []string{"bg", "by", "kz", "pyc", "ru", "su", "ua", "uz", "рф", "рус", "срб", "бел"},
			[]string{"com", "me", "rs", "mk", "mn", "ba", "kg", "tj", "am", "gr", "сом", "xn--l1adi"}},
		{"ορο", []string{"gr", "ελ", "ευ"}, []string{"com", "cy", "eu", "ru"}},
		{"օօ", []string{"am", "հայ"}, []string{"com", "ru"}},
		{"ყყ", []string{"ge", "გე"}, []string{"com", "am"}},
		{"וס", []string{"il", "ישראל"}, []string{"com", "ps"}},
	} {
		for _, tld := range append(c.in, c.out...) {
			u, err := url.Parse("https://" + c.label + "." + tld + "/")
			if err != nil {
				t.Fatalf("%s.%s: %v", c.label, tld, err)
			}
			want := WholeScriptConfusable
			if slices.Contains(c.in, tld) {
				want = Unicode
			}
			if got := Labels(u)[0].Reason; got != want {
				t.Errorf("%s.%s: %v, want %v", c.label, tld, got, want)
			}
		}
	}
}

// TestDisplayCombiningMarks puts each combining mark the parser accepts
// after each letter of whole-script confusables: none shows in Unicode
// under .com, since a mark takes the script of its base.
func TestDisplayCombiningMarks(t *testing.T) {
	shown, checked := 0, 0
	for _, label := range []string{"аррӏе", "ѕсоре", "ορο", "рау"} {
		letters := []rune(label)
		for mark := rune(0x300); mark <= 0x36F; mark++ {
			for i := range letters {
				l := string(letters[:i+1]) + string(mark) + string(letters[i+1:])
				u, err := url.Parse("https://" + l + ".com/")
				if err != nil {
					continue
				}
				checked++
				if d := Labels(u)[0]; d.Reason == Unicode {
					shown++
					t.Errorf("%q.com (%U after %q) is shown in Unicode: %s", l, mark, letters[i], URL(u))
				}
			}
		}
	}
	t.Logf("%d labels with a mark checked, %d shown", checked, shown)
	if checked < 100 {
		t.Errorf("only %d labels checked", checked)
	}
}

// TestDisplayMemory checks that URL and Labels allocate at most
// maxBytesPerInput bytes per byte of the URL, at 1, 8 and 64 MiB (64 MiB
// skipped under -short), on hosts of many short labels with a Punycode one
// (the most labels per byte) and on a long path under a short host.
func TestDisplayMemory(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	sizes := []int{1 << 20, 8 << 20, 64 << 20}
	if testing.Short() {
		sizes = sizes[:2]
	}
	for _, size := range sizes {
		for _, c := range []struct{ name, prefix, unit, suffix string }{
			{"labels", "https://xn--bcher-kva.", "a.", "xn--80ak6aa92e.com/"},
			{"Punycode labels", "https://", "xn--bcher-kva.", "com/"},
			{"path", "https://xn--bcher-kva.xn--80ak6aa92e.com/", "a", ""},
		} {
			n := (size - len(c.prefix) - len(c.suffix)) / len(c.unit)
			u, err := url.Parse(c.prefix + strings.Repeat(c.unit, n) + c.suffix)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			input := len(c.prefix) + n*len(c.unit) + len(c.suffix)
			var labels []Label
			var shown string
			for _, op := range []struct {
				name string
				run  func()
			}{
				{"Labels", func() { labels = Labels(u) }},
				{"URL", func() { shown = URL(u) }},
			} {
				got := fixtures.BytesAllocated(op.run)
				t.Logf("%s, %d MiB: %s allocates %.2f bytes per input byte", c.name, size>>20, op.name, float64(got)/float64(input))
				if got > maxBytesPerInput*uint64(input)+memorySlack {
					t.Errorf("%s, %d MiB: %s allocates %d bytes, %.2f per input byte, want at most %d", c.name, size>>20, op.name, got, float64(got)/float64(input), maxBytesPerInput)
				}
			}
			if len(labels) == 0 || shown == "" {
				t.Fatalf("%s: no labels (%d) or no display (%d bytes)", c.name, len(labels), len(shown))
			}
		}
	}
}
