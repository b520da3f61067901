package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
)

// Contributions evaluates p as Evaluate does, but runs every score
// statement one by one (as Explain's justification does, with no planned
// shortcut), and calls add once for each score statement that ran, with
// the statement's position (of its keyword score) and what it added to the
// score in thousandths, sign included (a sym rule's second pass adds
// negated amounts): the numbers of the justification lines. It returns
// the score as Evaluate does. Tuning (eval/tune) reads a bot's features
// with it.
func (e *Evaluator) Contributions(p *board.Position, add func(score lexer.Pos, v int64)) (int, error) {
	if p == nil {
		return 0, errNoPosition
	}
	total, _, err := e.ev.run(e.bot, p, true)
	if err != nil {
		return 0, err
	}
	for _, n := range e.ev.notes {
		if n.pos.IsValid() {
			add(n.pos, n.n.v)
		}
	}
	return int(total), nil
}
