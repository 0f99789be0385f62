package ecmaregexp_test

import (
	"fmt"
	"regexp"

	"github.com/weburl/url/urlpattern/internal/ecmaregexp"
)

func ExampleTranslate() {
	// The regexp URL Pattern generates for the pathname "/:id".
	src, err := ecmaregexp.Translate(`^(?:\/([^\/]+?))$`, false)
	if err != nil {
		panic(err)
	}
	fmt.Println(src)
	fmt.Printf("%q\n", regexp.MustCompile(src).FindStringSubmatch("/42"))

	// A v-flag class difference, computed at translation time.
	src, _ = ecmaregexp.Translate(`[[a-z]--[aeiou]]`, false)
	fmt.Println(src)

	// Lookaround needs backtracking, which RE2 does not do.
	_, err = ecmaregexp.Translate(`\d+(?=px)`, false)
	fmt.Println(err)
	// Output:
	// ^(?:\/([^\/]+?))$
	// ["/42" "42"]
	// [b-df-hj-np-tv-z]
	// invalid regular expression /\d+(?=px)/ at offset 3: lookahead assertion (?=...) is not supported: RE2 has no lookaround
}
