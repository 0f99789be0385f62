package ecmaregexp_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

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

// MaxProgramSize is the budget a translation must fit: a counted
// repetition counts its body each time.
func ExampleMaxProgramSize() {
	fmt.Println(ecmaregexp.MaxProgramSize(7))
	_, err := ecmaregexp.Translate(`a{1000}`, false)
	fmt.Println(err)
	_, err = ecmaregexp.Translate(strings.Repeat(`a{1000}`, 12), false)
	fmt.Println(errors.Is(err, ecmaregexp.ErrTooLarge))
	// Output:
	// 10112
	// <nil>
	// true
}

// MaxOutputLength bounds the translation's length: a short escape can
// spell out a large set, and \p{L} is about 10 KB of RE2 class.
func ExampleMaxOutputLength() {
	pattern := strings.Repeat(`\p{L}`, 20)
	src, err := ecmaregexp.Translate(pattern, false)
	fmt.Println(len(pattern), ecmaregexp.MaxOutputLength(len(pattern)), len(src) <= ecmaregexp.MaxOutputLength(len(pattern)), err)
	_, err = ecmaregexp.Translate(strings.Repeat(`\p{L}`, 40), false)
	fmt.Println(errors.Is(err, ecmaregexp.ErrTooLarge))
	// Output:
	// 100 268544 true <nil>
	// true
}
