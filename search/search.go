package search

import "github.com/chespel/chespel/board"

// Evaluator scores a position: how good it is for the side to move, in
// thousandths of a pawn. The search clamps what it returns to
// [-MaxEval, MaxEval], below every mate score. An error (a division by zero in
// a bot's rule, say) aborts the search; the search reports it in its Result.
// Evaluate is called from one goroutine at a time and must not keep p. An
// evaluator that can take long should also be Interruptible, so that the
// search stops it at its time limit.
type Evaluator interface {
	Evaluate(p *board.Position) (int, error)
}

// Evaluators makes evaluators, one per search: an Evaluator may keep
// scratch state between calls (a compiled bot's frame, its facts about the
// position), so goroutines that search at the same time each need their
// own, while what they evaluate with (the compiled bot) is shared.
type Evaluators interface {
	NewEvaluator() Evaluator
}

// EvaluatorsFunc adapts a function to the Evaluators interface.
type EvaluatorsFunc func() Evaluator

// NewEvaluator calls f().
func (f EvaluatorsFunc) NewEvaluator() Evaluator { return f() }

// Book is an opening book, consulted before searching: Lookup returns the
// move to play in p, and false when it has none. A move that is not legal in
// p is ignored and the search runs instead.
type Book interface {
	Lookup(p *board.Position) (board.Move, bool)
}

// EvaluatorFunc adapts a function to the Evaluator interface.
type EvaluatorFunc func(p *board.Position) (int, error)

// Evaluate calls f(p).
func (f EvaluatorFunc) Evaluate(p *board.Position) (int, error) { return f(p) }
