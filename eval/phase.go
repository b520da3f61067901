package eval

import "github.com/chespel/chespel/types"

// declared is what a bot's evaluation module declares besides its rules:
// its tables and its phase weights. It hangs off the bot's geo, so that
// every evaluator of the bot (and the planner's own) reads it.
type declared struct {
	tables  [][]types.TableValue // by table, then dense cell index
	weights []int64              // the phase weight of each kind, thousandths
	total   int64                // the start position's weighted material
}

// newDeclared gathers the declarations of a checked program.
func newDeclared(prog *types.Program) *declared {
	d := &declared{weights: prog.Phase.Weights, total: prog.Phase.Total}
	for _, t := range prog.Tables {
		d.tables = append(d.tables, t.Cells)
	}
	return d
}

// phaseMaterial returns M, the weighted material of the position clamped
// to the start's, and the start's M0; M0 is 0 when the game has none.
// It is counted once per position (phaseOK), so that the common path,
// inlined, reads two fields.
func (e *evaluator) phaseMaterial() (m, m0 int64) {
	if !e.phaseOK {
		e.countPhase()
	}
	return e.phaseM, e.phaseM0
}

// countPhase counts phaseMaterial's M and M0 into phaseM and phaseM0.
func (e *evaluator) countPhase() {
	var m, m0 int64
	if d := e.g.decl; d != nil && d.total > 0 {
		for k, w := range d.weights {
			if w != 0 {
				n := e.facts.ofKind(white, k).Or(e.facts.ofKind(black, k)).Count() // disjoint
				m += int64(n) * w
			}
		}
		m, m0 = min(m, d.total), d.total
	}
	e.phaseM, e.phaseM0, e.phaseOK = m, m0, true
}

// phase returns the game phase, min(1, M / M0), rounded to thousandths; 0
// in a game without material that counts. It is never integral.
func (e *evaluator) phase() num {
	m, m0 := e.phaseMaterial()
	if m0 == 0 {
		return num{0, false}
	}
	return num{divRound(m*1000, m0), false}
}

// taper returns mg * phase + eg * (1 - phase) computed exactly, as
// (mg * M + eg * (M0 - M)) / M0, rounded once, half away from zero.
func (e *evaluator) taper(mg, eg num) num {
	m, m0 := e.phaseMaterial()
	return e.taperOf(mg, eg, m, m0)
}

// taperOf blends mg and eg for the material m of m0 (m at most m0); with
// m0 0 it is eg.
func (*evaluator) taperOf(mg, eg num, m, m0 int64) num {
	if m0 == 0 {
		return num{eg.v, false}
	}
	return num{saturate(divRound(mg.v*m+eg.v*(m0-m), m0)), false}
}

// langCall compiles the calls of phase and taper into their own nodes;
// nil for any other function.
func langCall(fn int, args []*node, n *node) *node {
	switch fn {
	case types.FnPhase:
		n.op = opPhase
	case types.FnTaper:
		n.op, n.x, n.y = opTaper, args[0], args[1]
	default:
		return nil
	}
	return n
}

// The implementations of phase and taper as library calls (the reference
// interpreter calls them so).
func phaseNum(e *evaluator, _ *node) num { return e.phase() }
func taperNum(e *evaluator, n *node) num {
	return e.taper(e.evalNum(n.args[0]), e.evalNum(n.args[1]))
}
