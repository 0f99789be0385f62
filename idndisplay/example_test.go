// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package idndisplay_test

import (
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/idndisplay"
)

// ExampleURL shows URLs to a person: domains in Unicode when they
// are safe to read, IPv6 hosts bracketed, the rest as the href. The second
// host is a look-alike of apple.com in Cyrillic letters: it stays in
// Punycode under .com, and shows in Unicode under Russia's .ru.
func ExampleURL() {
	for _, raw := range []string{
		"https://xn--bcher-kva.example/kaufen?x=1",
		"https://xn--80ak6aa92e.com/",
		"https://xn--80ak6aa92e.ru/",
		"https://[::1]:8443/",
	} {
		u, _ := url.Parse(raw)
		fmt.Println(idndisplay.URL(u))
	}
	// Output:
	// https://bücher.example/kaufen?x=1
	// https://xn--80ak6aa92e.com/
	// https://аррӏе.ru/
	// https://[::1]:8443/
}

// ExampleLabels tells why URL keeps a label in Punycode:
// a Cyrillic "а" mixed with Latin, a Lisu "ꓮ" (a script outside UTS #39's
// identifier profile), a Latin dotless "ı" that reads as "github".
func ExampleLabels() {
	for _, raw := range []string{"https://www.pаypal.com/", "https://ꓮpple.com/", "https://gıthub.com/"} {
		u, _ := url.Parse(raw)
		for _, l := range idndisplay.Labels(u) {
			fmt.Printf("%s %q: %v", l.ASCII, l.Unicode, l.Reason)
			if l.Script != "" {
				fmt.Printf(" (%s)", l.Script)
			}
			fmt.Println()
		}
	}
	// Output:
	// www "www": shown in Unicode
	// xn--pypal-4ve "pаypal": mixes scripts beyond UTS #39's Moderately Restrictive level (Latin+Cyrillic)
	// com "com": shown in Unicode
	// xn--pple-p25o "ꓮpple": has a code point outside UTS #39's identifier profile (Lisu+Latin)
	// com "com": shown in Unicode
	// xn--gthub-n4a "gıthub": reads as a label of Latin letters (Latin)
	// com "com": shown in Unicode
}
