package carn

// axisNames are the axes of a rectangular board, in Vector's order.
var axisNames = [numAxes]string{"File", "Rank"}

// numAxes is the number of axes of the boards CARN supports now (D36).
const numAxes = 2

// valueSet is a set of signed displacements on one axis, -(MaxSize-1) ..
// MaxSize-1, one bit each.
type valueSet uint32

// zeroOnly is the set {0}: an axis that does not move.
const zeroOnly = valueSet(1) << (MaxSize - 1)

func (s *valueSet) add(v int)     { *s |= 1 << (v + MaxSize - 1) }
func (s valueSet) has(v int) bool { return s&(1<<(v+MaxSize-1)) != 0 }

// values calls f with each value of the set, smallest first.
func (s valueSet) values(f func(int)) {
	for v := -(MaxSize - 1); v < MaxSize; v++ {
		if s.has(v) {
			f(v)
		}
	}
}

// maxCombinations bounds the variable assignments tried for one text, all
// alternatives together, so that no text takes long to expand: three
// variables on the largest board fit.
const maxCombinations = 1 << 14

// expander turns the axis terms of alternatives into vectors for one board.
type expander struct {
	text  string
	limit int               // the largest useful magnitude: the largest dimension minus one (D11)
	fits  [numAxes]valueSet // per axis, the displacements that can stay on the board
	spent int               // variable assignments tried so far, at most maxCombinations
}

// newExpander makes an expander for a board of files × ranks.
func newExpander(text string, files, ranks int) *expander {
	x := &expander{text: text, limit: max(files, ranks) - 1}
	for axis, size := range [numAxes]int{files, ranks} {
		for v := -(size - 1); v < size; v++ {
			x.fits[axis].add(v)
		}
	}
	return x
}

// shape is an alternative's axis terms sorted by kind.
type shape struct {
	named [numAxes]*axisTerm
	anon  []*axisTerm // the *# terms
	rest  *axisTerm   // the ** or **# term, or nil
	free  []int       // the axes not named
}

// shapeOf sorts an alternative's axis terms and checks that the axes can be
// assigned: named axes once each, *# to distinct free axes (D15), one ** or
// **# at most, with an axis left for it (D14, D16).
func (x *expander) shapeOf(alt *altNode) (*shape, error) {
	sh := &shape{}
	for _, term := range alt.axes {
		if err := x.placeTerm(sh, term); err != nil {
			return nil, err
		}
	}
	for axis, term := range sh.named {
		if term == nil {
			sh.free = append(sh.free, axis)
		}
	}
	if len(sh.anon) > len(sh.free) {
		return nil, errorAt(x.text, sh.anon[len(sh.free)].offset,
			"expected at most %d \"*#\" here: the board has %d axes and %d are named", len(sh.free), numAxes, numAxes-len(sh.free))
	}
	if sh.rest != nil && len(sh.anon) == len(sh.free) {
		return nil, errorAt(x.text, sh.rest.offset, "no axis is left for %q: every axis is named or bound by \"*#\"", sh.rest.name)
	}
	return sh, nil
}

// placeTerm files one axis term into sh.
func (x *expander) placeTerm(sh *shape, term *axisTerm) error {
	switch term.kind {
	case axisAnon:
		sh.anon = append(sh.anon, term)
	case axisAll, axisSubsets:
		if sh.rest != nil {
			return errorAt(x.text, term.offset, "expected one \"**\" or \"**#\" per alternative, got a second %q", term.name)
		}
		sh.rest = term
	default:
		axis := axisIndex(term.name)
		if axis < 0 {
			return errorAt(x.text, term.offset, "unknown axis %q: want File or Rank", term.name)
		}
		if sh.named[axis] != nil {
			return errorAt(x.text, term.offset, "axis %q is named twice in one alternative", term.name)
		}
		sh.named[axis] = term
	}
	return nil
}

func axisIndex(name string) int {
	for i, n := range axisNames {
		if n == name {
			return i
		}
	}
	return -1
}

// vectors expands an alternative's axis terms: the union over every
// assignment of its variables (D17) and of its anonymous axes (D15), without
// the zero displacement (D12) or displacements larger than the board, each
// once (D19), sorted by Rank then File.
func (x *expander) vectors(alt *altNode) ([]Vector, error) {
	sh, err := x.shapeOf(alt)
	if err != nil {
		return nil, err
	}
	names := variables(alt)
	bound := x.variableBound(alt)
	x.spent += pow(bound+1, len(names))
	if x.spent > maxCombinations {
		return nil, errorAt(x.text, alt.offset, "expected fewer variables: with %d here, each 0..%d, the text's variables make more than %d cases",
			len(names), bound, maxCombinations)
	}
	found := &vectorSet{}
	vals := map[string]int{}
	x.eachAssignment(names, bound, vals, func() { x.collect(sh, vals, found) })
	return found.sorted(), nil
}

// eachAssignment calls f once for every assignment of 0..bound to names.
func (x *expander) eachAssignment(names []string, bound int, vals map[string]int, f func()) {
	if len(names) == 0 {
		f()
		return
	}
	for v := 0; v <= bound; v++ {
		vals[names[0]] = v
		x.eachAssignment(names[1:], bound, vals, f)
	}
}

// variableBound is the largest value a variable needs to take: the board's
// limit plus every number written in the alternative's expressions, enough
// for any expression like "$n-2" to reach the limit.
func (x *expander) variableBound(alt *altNode) int {
	bound := x.limit
	for _, term := range alt.axes {
		for _, c := range term.counts {
			if c.kind == countExpr {
				bound += sumNumbers(c.expr)
			}
		}
	}
	return min(bound, saturation)
}

// collect adds the vectors of one variable assignment to found.
func (x *expander) collect(sh *shape, vals map[string]int, found *vectorSet) {
	var sets [numAxes]valueSet
	for axis, term := range sh.named {
		if term != nil {
			sets[axis] = x.termSet(term, vals)
		}
	}
	anon := make([]valueSet, len(sh.anon))
	for i, term := range sh.anon {
		anon[i] = x.termSet(term, vals)
	}
	var rest valueSet
	if sh.rest != nil {
		rest = x.termSet(sh.rest, vals)
	}
	x.assignAnon(sh, sets, anon, 0, rest, found)
}

// assignAnon binds anonymous term i onward to free axes not yet used, each in
// every possible way, then fills the axes left.
func (x *expander) assignAnon(sh *shape, sets [numAxes]valueSet, anon []valueSet, used uint, rest valueSet, found *vectorSet) {
	if len(anon) == 0 {
		x.fillRest(sh, sets, used, rest, found)
		return
	}
	for _, axis := range sh.free {
		if used&(1<<axis) != 0 {
			continue
		}
		sets[axis] = anon[0]
		x.assignAnon(sh, sets, anon[1:], used|1<<axis, rest, found)
	}
}

// fillRest gives the free axes not bound by "*#" their sets: the "**" count
// for each, any non-empty subset of them for "**#", or zero.
func (x *expander) fillRest(sh *shape, sets [numAxes]valueSet, used uint, rest valueSet, found *vectorSet) {
	var left []int
	for _, axis := range sh.free {
		if used&(1<<axis) == 0 {
			left = append(left, axis)
		}
	}
	switch {
	case sh.rest == nil:
		for _, axis := range left {
			sets[axis] = zeroOnly
		}
		x.product(sets, found)
	case sh.rest.kind == axisAll:
		for _, axis := range left {
			sets[axis] = rest
		}
		x.product(sets, found)
	default:
		for subset := 1; subset < 1<<len(left); subset++ {
			for i, axis := range left {
				sets[axis] = zeroOnly
				if subset&(1<<i) != 0 {
					sets[axis] = rest
				}
			}
			x.product(sets, found)
		}
	}
}

// product adds every combination of the axes' values that fits the board:
// a valueSet of files for each rank in the rank set.
func (x *expander) product(sets [numAxes]valueSet, found *vectorSet) {
	files := sets[0] & x.fits[0]
	if files == 0 {
		return
	}
	ranks := sets[1] & x.fits[1]
	for r := range found {
		if ranks&(1<<r) != 0 {
			found[r] |= files
		}
	}
	found[MaxSize-1] &^= zeroOnly // the zero displacement is never a move (D12)
}

// termSet is the union of a term's counts for one variable assignment:
// unsigned counts go both ways (D11), a sign covers the whole count (D13),
// negative expression values give nothing (D8).
func (x *expander) termSet(term *axisTerm, vals map[string]int) valueSet {
	var set valueSet
	for _, c := range term.counts {
		lo, hi := x.magnitudes(c, vals)
		for m := max(lo, 0); m <= min(hi, x.limit); m++ {
			if c.sign >= 0 {
				set.add(m)
			}
			if c.sign <= 0 {
				set.add(-m)
			}
		}
	}
	return set
}

// magnitudes is the range of magnitudes a count allows; lo > hi when none.
func (x *expander) magnitudes(c *countNode, vals map[string]int) (lo, hi int) {
	switch c.kind {
	case countAny:
		return 0, x.limit
	case countRange:
		if c.hi == unbounded {
			return c.lo, x.limit
		}
		return c.lo, c.hi
	case countExpr:
		v := eval(c.expr, vals)
		return v, v
	}
	return c.lo, c.hi
}

// vectorSet is a set of displacements: for each rank offset (index
// rank+MaxSize-1), the set of file offsets.
type vectorSet [2*MaxSize - 1]valueSet

// sorted lists the set by Rank then File.
func (s *vectorSet) sorted() []Vector {
	var vs []Vector
	for r, files := range s {
		files.values(func(f int) {
			vs = append(vs, Vector{File: f, Rank: r - (MaxSize - 1)})
		})
	}
	return vs
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// pow is base**exp, saturating above maxCombinations.
func pow(base, exp int) int {
	r := 1
	for range exp {
		r *= base
		if r > maxCombinations {
			return maxCombinations + 1
		}
	}
	return r
}
