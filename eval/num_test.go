package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNumString(t *testing.T) {
	tests := []struct {
		n    num
		want string
	}{
		{num{0, true}, "0"},
		{num{10000, true}, "10"},
		{num{-5000, true}, "-5"},
		{num{10_000_000, true}, "10000"},
		{num{4000, false}, "4.0"},
		{num{300, false}, "0.3"},
		{num{-900, false}, "-0.9"},
		{num{2125, false}, "2.125"},
		{num{2120, false}, "2.12"},
		{num{1, false}, "0.001"},
		{num{-1, false}, "-0.001"},
		{num{0, false}, "0.0"},
		{num{-10_000_000, false}, "-10000.0"},
		{num{1500, true}, "1.5"}, // never produced; prints exactly anyway
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.n.String(), "num %+v", tt.n)
	}
}

func TestNumSigned(t *testing.T) {
	assert.Equal(t, "+2", num{2000, true}.signed())
	assert.Equal(t, "-0.9", num{-900, false}.signed())
	assert.Equal(t, "0", num{0, false}.signed())
	assert.Equal(t, "0", num{0, true}.signed())
	assert.Equal(t, "+0.001", num{1, false}.signed())
}

func TestNumArithmetic(t *testing.T) {
	i := func(v int64) num { return num{v * 1000, true} }
	d := func(v int64) num { return num{v, false} }
	tests := []struct {
		name string
		got  num
		want num
	}{
		{"1 + 2", i(1).add(i(2)), i(3)},
		{"0.1 + 0.2", d(100).add(d(200)), d(300)},
		{"1 + 0.5 is not integral", i(1).add(d(500)), d(1500)},
		{"3 - 7", i(3).sub(i(7)), i(-4)},
		{"-(2)", i(2).neg(), i(-2)},
		{"3 * 7", i(3).mul(i(7)), i(21)},
		{"0.001 * 0.5 rounds half away", d(1).mul(d(500)), d(1)},
		{"-0.001 * 0.5 rounds half away", d(-1).mul(d(500)), d(-1)},
		{"0.001 * 0.4 rounds down", d(1).mul(d(400)), d(0)},
		{"0.333 * 3", d(333).mul(i(3)), d(999)},
		{"10000 + 1 saturates", i(10000).add(i(1)), i(10000)},
		{"-10000 - 1 saturates", i(-10000).sub(i(1)), i(-10000)},
		{"10000 * 10000 saturates", i(10000).mul(i(10000)), i(10000)},
		{"-10000 * 10000 saturates", i(-10000).mul(i(10000)), i(-10000)},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got, tt.name)
	}
}

func TestNumDivision(t *testing.T) {
	i := func(v int64) num { return num{v * 1000, true} }
	tests := []struct {
		name string
		a, b num
		want num
	}{
		{"6 / 3 is not integral", i(6), i(3), num{2000, false}},
		{"1 / 3", i(1), i(3), num{333, false}},
		{"2 / 3 rounds up", i(2), i(3), num{667, false}},
		{"-2 / 3 rounds away from zero", i(-2), i(3), num{-667, false}},
		{"2 / -3", i(2), i(-3), num{-667, false}},
		{"0.001 / 2 rounds half away", num{1, false}, i(2), num{1, false}},
		{"-0.001 / 2 rounds half away", num{-1, false}, i(2), num{-1, false}},
		{"10000 / 0.001 saturates", i(10000), num{1, false}, num{10_000_000, false}},
	}
	for _, tt := range tests {
		got, ok := tt.a.div(tt.b)
		assert.True(t, ok, tt.name)
		assert.Equal(t, tt.want, got, tt.name)
	}
	_, ok := i(1).div(num{0, false})
	assert.False(t, ok, "division by zero")
}
