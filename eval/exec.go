package eval

import (
	"math/bits"
	"sync/atomic"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
)

// evaluator runs compiled rules on one position at a time. It is reused
// from position to position so that steady-state evaluation allocates
// nothing: the facts, the frame and the list arena keep their storage.
type evaluator struct {
	file    string
	g       *geo
	facts   facts
	me      int   // the colour that me stands for in the current pass
	sign    int64 // +1, or -1 in the second pass of a sym rule (the other way round in an endgame block from the side not to move)
	slots   []value
	globals []value // the module-level lets of the position (lets.go)
	phaseM  int64   // the position's phase material, when phaseOK (phase.go)
	phaseM0 int64   // the start's, 0 in a game without one, when phaseOK
	phaseOK bool
	fused   fusedState // the fused units' totals by position (delta.go)
	arena   []value    // list literals' elements, below top
	top     int
	total   int64
	allInt  bool // every score so far was integral
	rule    *rule
	err     error
	verbose bool
	notes   []note       // the justifications, in verbose mode
	stop    *atomic.Bool // when set and true, the evaluation stops (nil: never)
	ticks   uint32       // bindings since the evaluator was made, for stop
}

// interruptMask sets how often a loop looks at the stop flag: every
// interruptMask+1 bindings, a few microseconds of evaluation.
const interruptMask = 255

// interrupted reports, every interruptMask+1 calls (one per binding),
// whether the stop flag is raised, and then records ErrInterrupted.
func (e *evaluator) interrupted() bool {
	if e.ticks++; e.ticks&interruptMask != 0 || e.stop == nil || !e.stop.Load() {
		return false
	}
	if e.err == nil {
		e.err = ErrInterrupted
	}
	return true
}

// note is one score statement's justification, as it affects the score.
type note struct {
	pos    lexer.Pos // the score statement's, zero for a note of no statement
	prefix string    // "me:", "foe:" or "" for a rule that is not sym
	rule   string
	text   string
	n      num
}

// fail records the first run-time error of the evaluation.
func (e *evaluator) fail(n *node, msg string) {
	if e.err == nil {
		e.err = &RuntimeError{File: e.file, Line: n.pos.Line, Col: n.pos.Col, Rule: e.rule.name, Msg: msg}
	}
}

// runRule runs a rule once, or twice for a sym rule, with me the side to
// move.
func (e *evaluator) runRule(r *rule) { e.runRuleAs(r, e.facts.side, 1) }

// useFrame makes the frame of the rules: n slots, the module-level lets'
// values first. A rule's names have the slots above those (the checker's
// numbering), so the rules share the frame: each writes a slot before it
// reads it.
func (e *evaluator) useFrame(n int) {
	if cap(e.slots) < n {
		e.slots = make([]value, n)
	}
	e.slots = e.slots[:n]
	copy(e.slots, e.globals)
}

// runRuleAs runs a rule with me standing for colour side and its scores
// multiplied by sign (an endgame block seen from the side not to move runs
// with -1); a sym rule's second pass swaps both. The passes start after
// the lets whose values are in their slots already (planPasses).
func (e *evaluator) runRuleAs(r *rule, side int, sign int64) {
	e.rule = r
	mark := e.top
	if r.shared != nil && !e.verbose { // an if of the same test for both sides (sharedif.go)
		e.runShared(r, side, sign)
		e.top = mark
		return
	}
	e.me, e.sign = side, sign
	if r.loops[0] != nil {
		e.loop(r.loops[0])
	} else {
		e.block(r.first)
	}
	if r.sym && e.err == nil {
		e.me, e.sign = side^1, -sign
		if r.loops[1] != nil {
			e.loop(r.loops[1])
		} else {
			e.block(r.again)
		}
	}
	e.top = mark
}

// planPasses plans the passes of the rules, once their lets are planned
// (planLets). A let at the top of a rule's body keeps its slot to the end
// of the body (the checker gives no other name that slot while the let is
// in scope), and the rules share one frame (useFrame), so the leading lets
// whose value is the same for both sides (sameLets) leave their values in
// their slots: a sym rule's second pass starts after them (rule.again),
// and the first pass of the rule after starts after its own leading lets
// that have the same slots and cache entries (rule.first; example5's pc,
// from centerDomination to castling to forwardPawnLine). A pass whose
// statements are one loop runs it without a block (rule.loops).
func planPasses(rules []*rule) {
	var left []*stmt // the lets whose values the rule before left
	for _, r := range rules {
		lets := sameLets(r.body)
		r.first, r.again, r.loops, r.shared = r.body, r.body[len(lets):], [2]*loop{}, nil
		planShared(r, lets)
		for len(r.first) > len(r.again) && leaves(left, r.first[0]) {
			r.first = r.first[1:]
		}
		left = lets
		for i, body := range [][]*stmt{r.first, r.again} {
			if len(body) == 1 && body[0].kind == stLoop {
				r.loops[i] = body[0].loop
			}
		}
	}
}

// sameLets returns the leading lets of a body whose value is the same for
// both sides.
func sameLets(body []*stmt) []*stmt {
	n := 0
	for n < len(body) && body[n].kind == stLet && body[n].cache != 0 && body[n].sides == 0 {
		n++
	}
	return body[:n]
}

// leaves reports whether one of lets leaves the value of let s in its
// slot: a let of the same slot and cache entry.
func leaves(lets []*stmt, s *stmt) bool {
	for _, l := range lets {
		if l.slot == s.slot && l.cache == s.cache {
			return true
		}
	}
	return false
}

// block runs statements; the lists that they build are dropped at its end,
// with the names that could see them. It holds the statement dispatch.
func (e *evaluator) block(stmts []*stmt) {
	mark := e.top
	for _, s := range stmts {
		switch s.kind {
		case stScore:
			e.score(s)
		case stLet: // let, by hand: one call fewer on the hot path
			if s.cache != 0 && !e.verbose {
				e.cachedLet(s)
			} else {
				e.uncachedLet(s)
			}
		case stIf:
		chain:
			for {
				cond := e.evalBool(s.value)
				e.top = mark
				branch := s.then
				if !cond {
					branch = s.els
				}
				switch {
				case e.err != nil || len(branch) == 0:
				case len(branch) > 1:
					e.block(branch)
				case branch[0].kind == stIf: // an else if: its test next, with no block
					s = branch[0]
					continue chain
				case branch[0].kind == stScore: // no list to drop
					e.score(branch[0])
				case branch[0].kind == stLoop: // if (pc >= 5): piece p ...
					e.loop(branch[0].loop)
				case branch[0].kind == stTable && branch[0].lets == nil && !e.verbose: // pstKing's if (pc >= 5): if (k.rank == 1) ...
					e.tableScore(branch[0])
				default:
					e.block(branch)
				}
				break
			}
		case stLoop:
			e.loop(s.loop)
		case stTable:
			switch {
			case e.verbose:
				e.block(s.then)
			case s.lets != nil:
				e.letFromTable(s)
			default:
				e.tableScore(s)
			}
		}
		if e.err != nil {
			break
		}
	}
	e.top = mark
}

func (e *evaluator) score(s *stmt) {
	mark := e.top
	n := e.evalNum(s.value)
	if e.err != nil {
		return
	}
	n.v *= e.sign
	e.total += n.v
	e.allInt = e.allInt && n.integral
	if e.verbose {
		e.note(s, n)
	}
	e.top = mark
}

// note records a score's justification (verbose mode only).
func (e *evaluator) note(s *stmt, n num) {
	text := ""
	if s.reason != nil {
		text = e.evalString(s.reason)
	}
	prefix := ""
	if e.rule.sym || e.me != e.facts.side { // for whom me stood: a sym pass, an endgame block from the side not to move
		prefix = "me:"
		if e.me != e.facts.side {
			prefix = "foe:"
		}
	}
	e.notes = append(e.notes, note{pos: s.pos, prefix: prefix, rule: e.rule.name, text: text, n: n})
}

// loop runs a planned loop: the conditions without variables once, then
// every binding of the variables in board order.
func (e *evaluator) loop(l *loop) {
	if l.wordTable && !e.verbose { // the commonest plan first
		if v := &l.vars[0]; v.plain { // candidatesWord's first case, with no call
			c := (e.me ^ v.player) & 1
			w, _ := e.facts.view.OfKind(board.Color(c), board.Kind(v.kind)).Low()
			e.sumTableWord(l, v.byColourW[c]&w)
		} else {
			e.sumTableWord(l, e.candidatesWord(l, v))
		}
		return
	}
	if l.unswitch != nil && !e.verbose {
		e.runUnswitched(l.unswitch)
		return
	}
	if l.split != nil && !e.verbose {
		for _, sub := range l.split {
			if e.loop(sub); e.err != nil {
				return
			}
		}
		return
	}
	mark := e.top
	for _, c := range l.pre {
		if !e.evalBool(c) || e.err != nil {
			e.top = mark
			return
		}
	}
	e.top = mark
	if l.table != nil && !e.verbose { // one variable
		if l.small {
			e.sumTableWord(l, e.candidatesWord(l, &l.vars[0]))
		} else {
			e.sumTable(l, e.candidates(l, &l.vars[0]))
		}
		return
	}
	e.bind(l, 0, board.Set{})
}

// bind binds variable i to each candidate not bound to an earlier
// variable (used), tests the conditions it completes, and goes on with the
// next variable or the body.
func (e *evaluator) bind(l *loop, i int, used board.Set) {
	v := &l.vars[i]
	if l.sum != sumEach && !e.verbose {
		switch {
		case l.sum == sumByType:
			e.sumByType(l, e.candidates(l, v))
			return
		case (l.sum == sumMobility || l.sum == sumSafeMobility) && l.small: // the candidates on one word
			e.sumMobilities(l, board.SetOfWords(e.candidatesWord(l, v)))
			return
		case l.sum == sumMobility || l.sum == sumSafeMobility:
			e.sumMobilities(l, e.candidates(l, v))
			return
		case l.sum == sumCases:
			if l.pairs != nil {
				e.countPairs(l)
				return
			}
			if i+1 == len(l.vars) {
				u, _ := used.Low()
				e.countCases(l, v, u)
				return
			}
		case i+1 == len(l.vars): // sumCountLast
			e.scoreTimes(l.body[0], e.candidateCount(l, v, used))
			return
		}
	}
	var m board.Set
	w, only := uint64(0), true
	if l.small { // the candidates on one word
		u, _ := used.Low()
		w = e.candidatesWord(l, v) &^ u
	} else {
		m = e.candidates(l, v).AndNot(used)
		w, only = m.Low()
	}
	for e.err == nil {
		var sq int
		if only {
			if w == 0 {
				break
			}
			sq = bits.TrailingZeros64(w)
			w &= w - 1
		} else if sq = m.Pop(); sq < 0 {
			break
		}
		if e.interrupted() {
			break
		}
		e.slots[v.slot].x = int64(sq)
		if len(v.conds) > 0 && !e.conds(v.conds) {
			continue
		}
		switch {
		case i+1 < len(l.vars):
			next := used
			next.Add(sq)
			e.bind(l, i+1, next)
		case len(l.body) == 1 && l.body[0].kind == stScore:
			e.score(l.body[0])
		case len(l.body) == 1 && l.body[0].kind == stLoop:
			e.loop(l.body[0].loop)
		default:
			e.block(l.body)
		}
	}
}

// candidateCount returns the number of v's candidates not in used.
func (e *evaluator) candidateCount(l *loop, v *loopVar, used board.Set) int {
	if l.small {
		u, _ := used.Low()
		return bits.OnesCount64(e.candidatesWord(l, v) &^ u)
	}
	return e.candidates(l, v).AndNot(used).Count()
}

// conds reports whether all the conditions hold.
func (e *evaluator) conds(cs []*node) bool {
	mark := e.top
	ok := true
	for _, c := range cs {
		if !e.evalBool(c) || e.err != nil {
			ok = false
			break
		}
	}
	e.top = mark
	return ok
}

// candidates returns the cells or the pieces that a variable ranges over.
func (e *evaluator) candidates(l *loop, v *loopVar) board.Set {
	var m board.Set
	if v.player >= 0 {
		m = v.byColour[(e.me^v.player)&1]
	} else {
		m = v.mask
	}
	if !l.cells {
		if v.kind >= 0 && v.player >= 0 {
			m = m.And(e.facts.view.OfKind(board.Color(e.me^v.player), board.Kind(v.kind)))
		} else {
			m = m.And(e.pieces(v))
		}
	}
	if len(v.dyn) > 0 {
		m = e.dynamicCandidates(l, v, m)
	}
	if len(v.tables) > 0 {
		m = e.tableCandidates(v, m)
	}
	return m
}

// dynamicCandidates is candidates' part for the dynamic conditions: the
// cells of m that pass them.
func (e *evaluator) dynamicCandidates(l *loop, v *loopVar, m board.Set) board.Set {
	for _, d := range v.dyn {
		if v.player >= 0 && !l.cells {
			m = m.And(e.facts.dynamicOf(d, e.me^v.player))
		} else {
			m = m.And(e.facts.dynamic(d))
		}
	}
	return m
}

// tableCandidates is candidates' part for the folded conditions that read
// another square: the cells of m that pass them.
func (e *evaluator) tableCandidates(v *loopVar, m board.Set) board.Set {
	for i := range v.tables {
		t := &v.tables[i]
		// The square is read even when no candidate is left (reading it
		// may fail, as the written order's first test would), unless the
		// table is lazy: then only a binding would have read it.
		if t.lazy && m.IsEmpty() {
			continue
		}
		switch sq := t.at(e, v, e.evalInt(t.square)); {
		case t.words != nil && sq >= 0 && int(sq) < len(t.words):
			m = m.AndWord(t.words[sq])
		case t.words == nil && sq >= 0 && int(sq) < len(t.sets):
			m = m.And(t.sets[sq])
		default:
			m = board.Set{}
		}
	}
	return m
}

// pieces returns the pieces of the players and types that v ranges over.
func (e *evaluator) pieces(v *loopVar) board.Set {
	f := &e.facts
	switch {
	case v.player < 0:
		return f.ofKinds(white, v.types).Or(f.ofKinds(black, v.types))
	case v.kind >= 0:
		return f.view.OfKind(board.Color(e.me^v.player), board.Kind(v.kind))
	case v.types == allKinds:
		return f.view.Occupied(board.Color(e.me ^ v.player))
	}
	return f.ofKinds(e.me^v.player, v.types)
}

// onlyKind returns the one kind that a type set allows among a game's
// kinds, -1 when it allows none or several.
func onlyKind(types uint32, kinds int) int {
	types &= 1<<kinds - 1
	if types == 0 || types&(types-1) != 0 {
		return -1
	}
	return bits.TrailingZeros32(types)
}

// ofKinds returns colour c's pieces of the kinds (a bit per kind).
func (f *facts) ofKinds(c int, kinds uint32) board.Set {
	if kinds == allKinds {
		return f.occ(c)
	}
	kinds &= f.kinds
	switch others := f.kinds &^ kinds; {
	case kinds == 0:
		return board.Set{}
	case kinds&(kinds-1) == 0: // one kind: type == T
		return f.ofKind(c, bits.TrailingZeros32(kinds))
	case others&(others-1) == 0: // all kinds but at most one: type != T
		m := f.occ(c)
		if others != 0 {
			m = m.AndNot(f.ofKind(c, bits.TrailingZeros32(others)))
		}
		return m
	}
	var m board.Set
	for k := kinds; k != 0; k &= k - 1 {
		m = m.Or(f.ofKind(c, bits.TrailingZeros32(k)))
	}
	return m
}

// ofKindsWord is ofKinds on a board of at most 64 cells: a word.
func (f *facts) ofKindsWord(c int, kinds uint32) uint64 {
	var w uint64
	for k := kinds & f.kinds; k != 0; k &= k - 1 {
		s, _ := f.ofKind(c, bits.TrailingZeros32(k)).Low()
		w |= s
	}
	return w
}
