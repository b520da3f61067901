package eval

import (
	"strconv"
	"strings"
)

// numLimit is the largest num, 10000, in thousandths.
const numLimit = 10_000_000

// num is a Chespel number: an exact count of thousandths, and whether it is
// integral (an integer literal, or + - * and unary - of integral nums),
// which decides how it prints.
type num struct {
	v        int64
	integral bool
}

// intNum returns the integral num n (n in units, not thousandths).
func intNum(n int64) num { return num{saturate(n * 1000), true} }

// saturate holds v within ±10000.
func saturate(v int64) int64 {
	if v > numLimit {
		return numLimit
	}
	if v < -numLimit {
		return -numLimit
	}
	return v
}

func (a num) add(b num) num { return num{saturate(a.v + b.v), a.integral && b.integral} }
func (a num) sub(b num) num { return num{saturate(a.v - b.v), a.integral && b.integral} }
func (a num) neg() num      { return num{-a.v, a.integral} }

// mul multiplies, rounding to thousandths half away from zero. By a
// whole number of units (an integer, and so most of a bot's products)
// the product is exact without the division: the same num, cheaper.
func (a num) mul(b num) num {
	integral := a.integral && b.integral
	switch {
	case b.v%1000 == 0:
		return num{saturate(a.v * (b.v / 1000)), integral}
	case a.v%1000 == 0:
		return num{saturate(b.v * (a.v / 1000)), integral}
	}
	return num{saturate(divRound(a.v*b.v, 1000)), integral}
}

// div divides, rounding half away from zero; ok is false when b is zero.
// A quotient is never integral.
func (a num) div(b num) (q num, ok bool) {
	if b.v == 0 {
		return num{}, false
	}
	return num{saturate(divRound(a.v*1000, b.v)), false}, true
}

// divRound returns x/d rounded half away from zero.
func divRound(x, d int64) int64 {
	q, r := x/d, x%d
	if r < 0 {
		r = -r
	}
	if 2*r >= abs64(d) {
		if (x < 0) != (d < 0) {
			q--
		} else {
			q++
		}
	}
	return q
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// String prints the num as Chespel does: an integral num as an integer,
// any other with one to three decimals, trailing zeros dropped (4.0, 0.3,
// 2.125).
func (a num) String() string {
	if a.integral && a.v%1000 == 0 {
		return strconv.FormatInt(a.v/1000, 10)
	}
	var b strings.Builder
	if a.v < 0 {
		b.WriteByte('-')
	}
	m := abs64(a.v)
	b.WriteString(strconv.FormatInt(m/1000, 10))
	frac := strconv.FormatInt(1000+m%1000, 10)[1:] // three digits
	frac = strings.TrimRight(frac, "0")
	if frac == "" {
		frac = "0"
	}
	b.WriteByte('.')
	b.WriteString(frac)
	return b.String()
}

// signed prints the num for a justification line: the sign always shown,
// and 0 for zero.
func (a num) signed() string {
	switch {
	case a.v == 0:
		return "0"
	case a.v > 0:
		return "+" + a.String()
	}
	return a.String()
}
