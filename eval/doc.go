// Package eval runs a checked Chespel script on chess positions: it holds the
// implementation of every library function, computes per-position facts once
// and shares them, and produces scores and their justification lines.
//
// Load lexes, parses and checks a script (types.Load) and prepares a *Bot:
// Evaluate is the search's fast evaluation (search.Evaluator), Explain the
// full one with terminal scores and the verbose explanation, Book the
// opening module (search.Book), MaxTime and MaxDepth the search module.
//
// How it runs, fast:
//
//   - compile.go turns the checked tree into nodes of one struct kind, with
//     an op to switch on; expr.go evaluates them with one function per result
//     kind (evalNum, evalBool, evalInt for rows, cols, cells, players, types
//     and pieces, evalList), so that no value is boxed. Nums are exact
//     thousandths with an integral flag (num.go).
//   - A piece is known by its cell (0-63, a1 to h8); a list of pieces or
//     cells from the library is a 64-bit set in board order, and a list
//     literal a span of the evaluation's arena (value.go).
//   - facts.go reads the position once (pieces by colour and type as
//     bitboards) and computes attacks, attackers and attacked squares lazily,
//     stamped with a generation counter so that nothing is cleared between
//     positions.
//   - plan.go, fold.go, aggregate.go and pst.go plan the loops at load time:
//     player and type conditions choose the pieces to visit, conditions on
//     squares only become sets (or tables indexed by another square), tests
//     that the facts answer for all pieces at once (attack lists empty,
//     passed, isolated, doubled, hanging) become sets per position, a block
//     that is one if becomes a condition, and outside verbose mode a loop
//     runs as one loop per statement, scores that depend only on the piece's
//     square, type and colour are summed from a piece-square table computed
//     at load time, and those that depend on its type only are summed by
//     type. The verbose path runs each loop whole, in the order of its
//     bindings, with the same chosen candidates; the tests check both
//     against loops compiled as written, without plans (plainLoop).
//   - exec.go runs statements and rules, a sym rule twice with me mapped to
//     the other colour and every score negated; the non-verbose path builds
//     no strings and allocates nothing once warmed up.
//
// It may import the language packages lexer, parser and types, and the chess
// packages board, carn and ormulogun. It satisfies the interfaces that search
// declares without importing search.
package eval
