// Package search is the engine: iterative deepening alpha-beta over board
// positions, with the Evaluator and Book interfaces it consumes declared here.
//
// An Engine searches one position at a time (Engine.Search) under Limits:
// a depth, a node count, a fixed move time, a hard time cap, a UCI clock, or
// none until its context is cancelled. It reports each completed iteration as
// an Info and returns a Result that always holds a legal move when one
// exists. The search is negamax with principal variation search, aspiration
// windows, a transposition table, quiescence (without captures that lose
// material by static exchange, board.Position.SEEGE), a cache of
// evaluations, check extension, null move pruning, late move reductions,
// futility, late move and static exchange pruning, and move ordering by
// hash move, MVV-LVA, killers, history and losing captures last; see
// docs/uci.md for the user's view.
// Scores are thousandths of a pawn for the side to move, mates scored by
// distance above every evaluation (see MateScore). A search uses one thread
// or several (Lazy SMP, smp.go) sharing a lock-free transposition table,
// and may ponder (Limits.Ponder). Books arrive through the Book interface
// (the bot's opening module, search/polyglot); Bench is "chespel bench".
//
// It may import board and carn. It never imports eval or any other language
// package; a bot reaches it through the interfaces.
package search
