// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// parseIPv4 is the IPv4 parser: it reads one to four numbers separated by
// ".", each decimal, octal (a leading "0") or hexadecimal (a leading
// "0x"), the last filling the remaining bytes: "0x7f.1" is 127.0.0.1 and
// "2130706433" is 127.0.0.1 too. It reports its validation errors to r
// and returns its failure as a fault, each at an offset in input.
// See https://url.spec.whatwg.org/#concept-ipv4-parser.
func parseIPv4(input string, r reporter) (uint32, fault) {
	// Most IPv4 hosts are four decimal parts of one to three digits, none
	// with a leading zero and none over 255: for them the steps below
	// report nothing and give the address that one pass reads.
	if addr, ok := parseDottedDecimal(input); ok {
		return addr, fault{}
	}

	// 1. Let parts be the result of strictly splitting input on ".".
	// 2. If the last item in parts is the empty string: IPv4-empty-part
	// validation error; if parts has more than one item (it has, since
	// input ends in "."), remove the last.
	if input[len(input)-1] == '.' {
		r.report(errIPv4EmptyPart, len(input)-1)
		input = input[:len(input)-1]
	}

	// 3. If parts's size is less than 4, IPv4-too-few-parts validation
	// error (at the start of the host: no byte is at fault).
	parts, fifth := 1, 0
	for i := 0; i < len(input); i++ {
		if input[i] == '.' {
			if parts++; parts == 5 {
				fifth = i + 1
			}
		}
	}
	if parts < 4 {
		r.report(errIPv4TooFewParts, 0)
	}
	// 4. If greater than 4, IPv4-too-many-parts, at the fifth part.
	if parts > 4 {
		return 0, fault{errIPv4TooManyParts, fifth}
	}

	// 5-6. Parse each part as an IPv4 number; a failure is an
	// IPv4-non-numeric-part failure, a non-decimal part an
	// IPv4-non-decimal-part validation error.
	var numbers [4]uint64
	var starts [4]int // where each part starts, for offsets
	n := 0
	for start := 0; start <= len(input); {
		end := start
		for end < len(input) && input[end] != '.' {
			end++
		}
		num, nonDecimal, ok := parseIPv4Number(input[start:end])
		if !ok {
			return 0, fault{errIPv4NonNumericPart, start}
		}
		if nonDecimal {
			r.report(errIPv4NonDecimalPart, start)
		}
		numbers[n], starts[n] = num, start
		n++
		start = end + 1
	}

	// 7. If any item in numbers is greater than 255, IPv4-out-of-range-part
	// validation error. 8. If any but the last item in numbers is greater
	// than 255, return failure.
	// Each is reported at the part.
	for i := 0; i < n; i++ {
		if numbers[i] > 255 {
			if i < n-1 {
				return 0, fault{errIPv4OutOfRangePart, starts[i]}
			}
			if numbers[i] < 1<<(8*(5-n)) {
				// (When it is not, step 9 fails with this error, which
				// is reported once.)
				r.report(errIPv4OutOfRangePart, starts[i])
			}
		}
	}
	// 9. If the last item in numbers is greater than or equal to
	// 256^(5 − numbers's size), return failure.
	if numbers[n-1] >= 1<<(8*(5-n)) {
		return 0, fault{errIPv4OutOfRangePart, starts[n-1]}
	}

	// 10-13. Let ipv4 be the last item, plus each other item n at counter
	// times 256^(3 − counter).
	ipv4 := numbers[n-1]
	for i := 0; i < n-1; i++ {
		ipv4 += numbers[i] << (8 * (3 - i))
	}
	return uint32(ipv4), fault{}
}

// parseDottedDecimal reads input as four decimal numbers from 0 to 255,
// none with a leading zero, separated by ".": the IPv4 serializer's
// output, which it is then. ok is false for any other input, which may
// still be an IPv4 address ("0x7f.1", "127.1", "127.0.0.1.").
func parseDottedDecimal(input string) (addr uint32, ok bool) {
	// Each part is read whole: its first digit, and up to two more
	// unless the first is "0" ("01.2.3.4" is not the serializer's).
	i := 0
	for part := 0; ; part++ {
		if i >= len(input) || input[i]-'0' > 9 {
			return 0, false // "1..2.3", "1.2.3.", "a.b.c.d"
		}
		n := uint32(input[i] - '0')
		i++
		if n != 0 && i < len(input) && input[i]-'0' <= 9 {
			n = n*10 + uint32(input[i]-'0')
			i++
			if i < len(input) && input[i]-'0' <= 9 {
				n = n*10 + uint32(input[i]-'0')
				i++
			}
		}
		if n > 255 {
			return 0, false // "256.0.0.1"
		}
		addr = addr<<8 | n
		if part == 3 {
			return addr, i == len(input) // "1.2.3.4.5", "1.2.3.45678"
		}
		if i >= len(input) || input[i] != '.' {
			return 0, false // "127.1", "1234.0.0.1", "01.2.3.4"
		}
		i++
	}
}

// ipv4NumberLimit caps the value parseIPv4Number accumulates: any larger
// number is out of range wherever it appears, and the cap keeps the
// arithmetic from overflowing on a long run of digits.
const ipv4NumberLimit = 1 << 40

// parseIPv4Number is the IPv4 number parser: a number in decimal, in
// octal after a leading "0", or in hexadecimal after "0x" or "0X".
// nonDecimal reports a validation error (octal or hexadecimal).
// See https://url.spec.whatwg.org/#ipv4-number-parser.
func parseIPv4Number(input string) (n uint64, nonDecimal, ok bool) {
	// 1. If input is the empty string, then return failure.
	if input == "" {
		return 0, false, false
	}
	// 2-5. The radix R: 16 after "0x" or "0X", 8 after a leading "0" when
	// there are at least two code points, 10 otherwise.
	r := uint64(10)
	if len(input) >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X') {
		input, r, nonDecimal = input[2:], 16, true
	} else if len(input) >= 2 && input[0] == '0' {
		input, r, nonDecimal = input[1:], 8, true
	}
	// 6. If input is the empty string, then return (0, true).
	if input == "" {
		return 0, true, true
	}
	// 7. If input contains a code point that is not a radix-R digit,
	// then return failure. 8. Let output be the value of input in radix R.
	for i := 0; i < len(input); i++ {
		c := input[i]
		var d uint64
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case r == 16 && 'a' <= c && c <= 'f':
			d = uint64(c-'a') + 10
		case r == 16 && 'A' <= c && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false, false
		}
		if d >= r {
			return 0, false, false
		}
		if n < ipv4NumberLimit {
			n = n*r + d
		}
	}
	return n, nonDecimal, true
}

// appendIPv4 appends the IPv4 serializer's output: four decimal numbers
// joined by ".".
// See https://url.spec.whatwg.org/#concept-ipv4-serializer.
func appendIPv4(dst []byte, addr uint32) []byte {
	for i := 3; i >= 0; i-- {
		dst = appendDecimal(dst, uint64(addr>>(8*i)&0xff))
		if i > 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}
