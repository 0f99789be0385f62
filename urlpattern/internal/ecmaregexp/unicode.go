package ecmaregexp

import (
	"slices"
	"sort"
	"sync"
	"unicode"
)

// Character sets of the character class escapes (ECMA-262 §22.2.2.9,
// CompileToCharSet of CharacterClassEscape).

// digitSet is \d: the ASCII digits 0-9.
func digitSet() runeSet { return rangeSet('0', '9') }

// wordSet is \w without the i flag: [0-9A-Za-z_] (ECMA-262 WordCharacters).
// With the i flag the caller closes it under case folding, which adds U+017F
// (ſ, folds to s) and U+212A (Kelvin sign, folds to k), as the spec's
// WordCharacters(rer) and MaybeSimpleCaseFolding do.
func wordSet() runeSet {
	return runeSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
}

// spaceSet is \s: the code points of the WhiteSpace and LineTerminator
// productions (ECMA-262 §12.2, §12.3): TAB, VT, FF, ZWNBSP (U+FEFF), every
// Space_Separator (Zs) code point, LF, CR, LS (U+2028) and PS (U+2029). This
// differs from RE2's \s, which is [\t\n\f\r ].
func spaceSet() runeSet {
	return fromTable(unicode.Zs).union(runesOf('\t', '\n', '\v', '\f', '\r', 0xFEFF, 0x2028, 0x2029))
}

// Case folding.
//
// With the u or v flag, ECMAScript's Canonicalize maps a character through the
// simple and common (status C and S) mappings of CaseFolding.txt, and two
// characters match case-insensitively when their canonical forms are equal.
// Go's unicode.SimpleFold iterates over exactly these equivalence classes (its
// orbits are built from the C and S mappings of CaseFolding.txt), and Go's
// (?i) matches a literal or class member against its whole orbit, so the two
// agree as long as both use the same Unicode version (Go's is
// unicode.Version; a JavaScript engine's may be older or newer).

var (
	foldOnce  sync.Once
	foldRunes []rune // sorted code points r with unicode.SimpleFold(r) != r
)

// loadFoldRunes collects the code points that have a non-trivial case-folding
// orbit. unicode.SimpleFold(r) differs from r only for a code point with an
// upper or lower case mapping (all in unicode.CaseRanges) or one in a special
// orbit of CaseFolding.txt, whose members without mappings are cased letters
// (ß, ΐ, ﬅ: Lu, Ll or Lt). Visiting these ranges (about 6,000 code points)
// instead of all 1,114,112 took the first compile under the i flag from
// about 150 ms to well under 1 ms. TestFoldRunesComplete checks the list
// against every code point for the Unicode version Go has.
func loadFoldRunes() {
	seen := map[rune]bool{}
	visit := func(r rune) {
		if !seen[r] && unicode.SimpleFold(r) != r {
			seen[r] = true
			foldRunes = append(foldRunes, r)
		}
	}
	for _, cr := range unicode.CaseRanges {
		for r := rune(cr.Lo); r <= rune(cr.Hi); r++ {
			visit(r)
		}
	}
	for _, t := range []*unicode.RangeTable{unicode.Lu, unicode.Ll, unicode.Lt} {
		for _, rg := range t.R16 {
			for r := rune(rg.Lo); r <= rune(rg.Hi); r += rune(rg.Stride) {
				visit(r)
			}
		}
		for _, rg := range t.R32 {
			for r := rune(rg.Lo); r <= rune(rg.Hi); r += rune(rg.Stride) {
				visit(r)
			}
		}
	}
	slices.Sort(foldRunes)
}

// caseClose returns s together with every code point that is equivalent to a
// member of s under simple case folding.
//
// The v flag's set operations under the i flag work on
// MaybeSimpleCaseFolding(A) (the canonical forms of A's members), take
// complements within the canonical code points (AllCharacters), and match a
// character when its canonical form is in the result. Mapping every set A to
// the full closure of its canonical forms is a bijection that commutes with
// union, intersection, difference and complement, so computing on closed sets
// with ordinary set operations and matching with RE2's (?i) (which matches a
// character when its orbit meets the class) gives the same matches.
func caseClose(s runeSet) runeSet {
	foldOnce.Do(loadFoldRunes)
	var extra []runeRange
	for _, rg := range s {
		i := sort.Search(len(foldRunes), func(i int) bool { return foldRunes[i] >= rg.lo })
		for ; i < len(foldRunes) && foldRunes[i] <= rg.hi; i++ {
			r := foldRunes[i]
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				extra = append(extra, runeRange{f, f})
			}
		}
	}
	if len(extra) == 0 {
		return s
	}
	return s.union(normalize(extra))
}

// foldKey returns the representative of r's case-folding orbit (its smallest
// member), used to compare strings of \q{...} under the i flag.
func foldKey(r rune) rune {
	k := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < k {
			k = f
		}
	}
	return k
}

// Unicode properties (ECMA-262 §22.2.2.9, UnicodeMatchProperty and
// UnicodeMatchPropertyValue, tables 67 to 69).

// gcAliases maps the long names and extra aliases of General_Category values
// to their short names (PropertyValueAliases.txt, property "gc").
var gcAliases = map[string]string{
	"Other":                 "C",
	"Control":               "Cc",
	"cntrl":                 "Cc",
	"Format":                "Cf",
	"Unassigned":            "Cn",
	"Private_Use":           "Co",
	"Surrogate":             "Cs",
	"Letter":                "L",
	"Cased_Letter":          "LC",
	"Lowercase_Letter":      "Ll",
	"Modifier_Letter":       "Lm",
	"Other_Letter":          "Lo",
	"Titlecase_Letter":      "Lt",
	"Uppercase_Letter":      "Lu",
	"Mark":                  "M",
	"Combining_Mark":        "M",
	"Spacing_Mark":          "Mc",
	"Enclosing_Mark":        "Me",
	"Nonspacing_Mark":       "Mn",
	"Number":                "N",
	"Decimal_Number":        "Nd",
	"digit":                 "Nd",
	"Letter_Number":         "Nl",
	"Other_Number":          "No",
	"Punctuation":           "P",
	"punct":                 "P",
	"Connector_Punctuation": "Pc",
	"Dash_Punctuation":      "Pd",
	"Close_Punctuation":     "Pe",
	"Final_Punctuation":     "Pf",
	"Initial_Punctuation":   "Pi",
	"Other_Punctuation":     "Po",
	"Open_Punctuation":      "Ps",
	"Symbol":                "S",
	"Currency_Symbol":       "Sc",
	"Modifier_Symbol":       "Sk",
	"Math_Symbol":           "Sm",
	"Other_Symbol":          "So",
	"Separator":             "Z",
	"Line_Separator":        "Zl",
	"Paragraph_Separator":   "Zp",
	"Space_Separator":       "Zs",
}

// gcGroups spells the grouped General_Category values as unions of the
// two-letter ones, as PropertyValueAliases.txt defines them (C includes the
// unassigned code points, Cn).
var gcGroups = map[string][]string{
	"C":  {"Cc", "Cf", "Cn", "Co", "Cs"},
	"L":  {"Lu", "Ll", "Lt", "Lm", "Lo"},
	"LC": {"Lu", "Ll", "Lt"},
	"M":  {"Mn", "Mc", "Me"},
	"N":  {"Nd", "Nl", "No"},
	"P":  {"Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po"},
	"S":  {"Sm", "Sc", "Sk", "So"},
	"Z":  {"Zs", "Zl", "Zp"},
}

// generalCategory returns the code points of a General_Category value given
// by its short name, long name or alias.
func generalCategory(v string) (runeSet, bool) {
	if short, ok := gcAliases[v]; ok {
		v = short
	}
	if parts, ok := gcGroups[v]; ok {
		ts := make([]*unicode.RangeTable, len(parts))
		for i, p := range parts {
			ts[i] = unicode.Categories[p]
		}
		return tables(ts...), true
	}
	if len(v) != 2 {
		return nil, false
	}
	t, ok := unicode.Categories[v]
	if !ok {
		return nil, false
	}
	return fromTable(t), true
}

// script returns the code points whose Script property is the named value
// (short or long name).
func script(v string) (runeSet, bool) {
	if long, ok := scriptAliases[v]; ok {
		v = long
	}
	switch v {
	case "Katakana_Or_Hiragana":
		// A valid Script value that no code point has (it is only used in
		// Script_Extensions).
		return nil, true
	case "Unknown":
		// The default for code points that Scripts.txt does not list.
		var all []*unicode.RangeTable
		for _, t := range unicode.Scripts {
			all = append(all, t)
		}
		return tables(all...).complement(), true
	}
	t, ok := unicode.Scripts[v]
	if !ok {
		return nil, false
	}
	return fromTable(t), true
}

// tables returns the union of the code points of unicode tables.
func tables(ts ...*unicode.RangeTable) runeSet {
	var raw []runeRange
	for _, t := range ts {
		raw = append(raw, fromTable(t)...)
	}
	return normalize(raw)
}

// binaryProperties are the binary properties of ECMA-262 table 68 whose code
// points Go's unicode package gives exactly: directly from its PropList.txt
// tables, or by the derivation that DerivedCoreProperties.txt states for the
// property, computed from Go's tables.
var binaryProperties = map[string]func() runeSet{
	"ASCII":           func() runeSet { return rangeSet(0, 0x7F) },
	"ASCII_Hex_Digit": func() runeSet { return fromTable(unicode.ASCII_Hex_Digit) },
	"Any":             fullSet,
	"Assigned":        func() runeSet { return fromTable(unicode.Cn).complement() },
	"Bidi_Control":    func() runeSet { return fromTable(unicode.Bidi_Control) },
	"Dash":            func() runeSet { return fromTable(unicode.Dash) },
	"Deprecated":      func() runeSet { return fromTable(unicode.Deprecated) },
	"Diacritic":       func() runeSet { return fromTable(unicode.Diacritic) },
	"Extender":        func() runeSet { return fromTable(unicode.Extender) },
	"Hex_Digit":       func() runeSet { return fromTable(unicode.Hex_Digit) },
	"IDS_Binary_Operator": func() runeSet {
		return fromTable(unicode.IDS_Binary_Operator)
	},
	"IDS_Trinary_Operator": func() runeSet {
		return fromTable(unicode.IDS_Trinary_Operator)
	},
	"Ideographic":  func() runeSet { return fromTable(unicode.Ideographic) },
	"Join_Control": func() runeSet { return fromTable(unicode.Join_Control) },
	"Logical_Order_Exception": func() runeSet {
		return fromTable(unicode.Logical_Order_Exception)
	},
	"Noncharacter_Code_Point": func() runeSet {
		return fromTable(unicode.Noncharacter_Code_Point)
	},
	"Pattern_Syntax":      func() runeSet { return fromTable(unicode.Pattern_Syntax) },
	"Pattern_White_Space": func() runeSet { return fromTable(unicode.Pattern_White_Space) },
	"Quotation_Mark":      func() runeSet { return fromTable(unicode.Quotation_Mark) },
	"Radical":             func() runeSet { return fromTable(unicode.Radical) },
	"Regional_Indicator":  func() runeSet { return fromTable(unicode.Regional_Indicator) },
	"Sentence_Terminal":   func() runeSet { return fromTable(unicode.Sentence_Terminal) },
	"Soft_Dotted":         func() runeSet { return fromTable(unicode.Soft_Dotted) },
	"Terminal_Punctuation": func() runeSet {
		return fromTable(unicode.Terminal_Punctuation)
	},
	"Unified_Ideograph":  func() runeSet { return fromTable(unicode.Unified_Ideograph) },
	"Variation_Selector": func() runeSet { return fromTable(unicode.Variation_Selector) },
	"White_Space":        func() runeSet { return fromTable(unicode.White_Space) },
	// Derived: Lowercase = Ll + Other_Lowercase.
	"Lowercase": func() runeSet { return tables(unicode.Ll, unicode.Other_Lowercase) },
	// Derived: Uppercase = Lu + Other_Uppercase.
	"Uppercase": func() runeSet { return tables(unicode.Lu, unicode.Other_Uppercase) },
	// Derived: Cased = Lowercase + Uppercase + Lt.
	"Cased": func() runeSet {
		return tables(unicode.Ll, unicode.Other_Lowercase, unicode.Lu, unicode.Other_Uppercase, unicode.Lt)
	},
	// Derived: Alphabetic = Uppercase + Lowercase + Lt + Lm + Lo + Nl +
	// Other_Alphabetic.
	"Alphabetic": func() runeSet {
		return tables(unicode.Lu, unicode.Other_Uppercase, unicode.Ll, unicode.Other_Lowercase,
			unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Other_Alphabetic)
	},
	// Derived: Math = Sm + Other_Math.
	"Math": func() runeSet { return tables(unicode.Sm, unicode.Other_Math) },
}

// binaryAliases maps the short aliases of ECMA-262 table 68 to the property's
// canonical name.
var binaryAliases = map[string]string{
	"AHex":    "ASCII_Hex_Digit",
	"Alpha":   "Alphabetic",
	"Bidi_C":  "Bidi_Control",
	"Bidi_M":  "Bidi_Mirrored",
	"CI":      "Case_Ignorable",
	"CWCF":    "Changes_When_Casefolded",
	"CWCM":    "Changes_When_Casemapped",
	"CWKCF":   "Changes_When_NFKC_Casefolded",
	"CWL":     "Changes_When_Lowercased",
	"CWT":     "Changes_When_Titlecased",
	"CWU":     "Changes_When_Uppercased",
	"DI":      "Default_Ignorable_Code_Point",
	"Dep":     "Deprecated",
	"Dia":     "Diacritic",
	"EBase":   "Emoji_Modifier_Base",
	"EComp":   "Emoji_Component",
	"EMod":    "Emoji_Modifier",
	"EPres":   "Emoji_Presentation",
	"Ext":     "Extender",
	"ExtPict": "Extended_Pictographic",
	"Gr_Base": "Grapheme_Base",
	"Gr_Ext":  "Grapheme_Extend",
	"Hex":     "Hex_Digit",
	"IDC":     "ID_Continue",
	"IDS":     "ID_Start",
	"IDSB":    "IDS_Binary_Operator",
	"IDST":    "IDS_Trinary_Operator",
	"Ideo":    "Ideographic",
	"Join_C":  "Join_Control",
	"LOE":     "Logical_Order_Exception",
	"Lower":   "Lowercase",
	"NChar":   "Noncharacter_Code_Point",
	"Pat_Syn": "Pattern_Syntax",
	"Pat_WS":  "Pattern_White_Space",
	"QMark":   "Quotation_Mark",
	"RI":      "Regional_Indicator",
	"SD":      "Soft_Dotted",
	"STerm":   "Sentence_Terminal",
	"Term":    "Terminal_Punctuation",
	"UIdeo":   "Unified_Ideograph",
	"Upper":   "Uppercase",
	"VS":      "Variation_Selector",
	"XIDC":    "XID_Continue",
	"XIDS":    "XID_Start",
	"space":   "White_Space",
}

// unsupportedBinary are the binary properties of ECMA-262 table 68 that Go's
// unicode package has no exact table for (they need data Go does not ship,
// such as emoji data, Bidi_Mirrored or full case mappings, or a derivation
// whose exceptions change between Unicode versions).
var unsupportedBinary = map[string]bool{
	"Bidi_Mirrored":                true,
	"Case_Ignorable":               true,
	"Changes_When_Casefolded":      true,
	"Changes_When_Casemapped":      true,
	"Changes_When_Lowercased":      true,
	"Changes_When_NFKC_Casefolded": true,
	"Changes_When_Titlecased":      true,
	"Changes_When_Uppercased":      true,
	"Default_Ignorable_Code_Point": true,
	"Emoji":                        true,
	"Emoji_Component":              true,
	"Emoji_Modifier":               true,
	"Emoji_Modifier_Base":          true,
	"Emoji_Presentation":           true,
	"Extended_Pictographic":        true,
	"Grapheme_Base":                true,
	"Grapheme_Extend":              true,
	"ID_Continue":                  true,
	"ID_Start":                     true,
	"XID_Continue":                 true,
	"XID_Start":                    true,
}

// stringProperties are the properties of strings of ECMA-262 table 70, valid
// only with the v flag and only in \p.
var stringProperties = map[string]bool{
	"Basic_Emoji":                 true,
	"Emoji_Keycap_Sequence":       true,
	"RGI_Emoji_Modifier_Sequence": true,
	"RGI_Emoji_Flag_Sequence":     true,
	"RGI_Emoji_Tag_Sequence":      true,
	"RGI_Emoji_ZWJ_Sequence":      true,
	"RGI_Emoji":                   true,
}

// propError is why a property expression cannot be translated.
type propError struct {
	msg string
}

// unicodeProperty returns the code points of the property expression name=value
// (hasValue) or of the lone name or value name. negated is true for \P, where
// a property of strings is a syntax error rather than merely unsupported.
func unicodeProperty(name, value string, hasValue, negated bool) (runeSet, *propError) {
	if hasValue {
		switch name {
		case "General_Category", "gc":
			if s, ok := generalCategory(value); ok {
				return s, nil
			}
			return nil, &propError{"invalid General_Category value " + quote(value)}
		case "Script", "sc":
			if s, ok := script(value); ok {
				return s, nil
			}
			return nil, &propError{"invalid Script value " + quote(value)}
		case "Script_Extensions", "scx":
			if _, ok := script(value); ok {
				return nil, &propError{"property Script_Extensions is not supported: Go's unicode package has no Script_Extensions data (use Script=" + value + " if that is close enough)"}
			}
			return nil, &propError{"invalid Script_Extensions value " + quote(value)}
		}
		return nil, &propError{"invalid property name " + quote(name)}
	}
	if s, ok := generalCategory(name); ok {
		return s, nil
	}
	canonical := name
	if c, ok := binaryAliases[name]; ok {
		canonical = c
	}
	if f, ok := binaryProperties[canonical]; ok {
		return f(), nil
	}
	if unsupportedBinary[canonical] {
		return nil, &propError{"property " + canonical + " is not supported: Go's unicode package has no exact table for it"}
	}
	if stringProperties[name] {
		if negated {
			return nil, &propError{"\\P{" + name + "} is invalid: " + name + " is a property of strings"}
		}
		return nil, &propError{"property of strings " + name + " is not supported: RE2 classes hold only single code points"}
	}
	return nil, &propError{"invalid property name " + quote(name)}
}

// isIDStart reports whether r may start a group name: ID_Start, $ or _
// (ECMA-262 §12.7 IdentifierStartChar). ID_Start is derived as
// DerivedCoreProperties.txt defines it: Lu + Ll + Lt + Lm + Lo + Nl +
// Other_ID_Start − Pattern_Syntax − Pattern_White_Space.
func isIDStart(r rune) bool {
	if r == '$' || r == '_' {
		return true
	}
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start) &&
		!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
}

// isIDPart reports whether r may continue a group name: ID_Continue, $, ZWNJ
// or ZWJ (ECMA-262 §12.7 IdentifierPartChar). ID_Continue = ID_Start + Mn + Mc
// + Nd + Pc + Other_ID_Continue − Pattern_Syntax − Pattern_White_Space.
func isIDPart(r rune) bool {
	if r == '$' || r == 0x200C || r == 0x200D || isIDStart(r) {
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue) &&
		!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
}
