// Package eval runs a checked Chespel script on the positions of its game:
// it holds the implementation of every library function, reads each
// position once through board.View, and produces scores and their
// justification lines.
//
// Load lexes, parses and checks a script (types.Load) and compiles it into
// a *Bot: the program, read-only once loaded and shared by any number of
// goroutines (Name, MaxTime, MaxDepth, Book, Program, Rules). Evaluation
// state lives apart, in an *Evaluator that Bot.NewEvaluator makes, one per
// goroutine, as a starlark Thread runs a shared Program: Evaluate is the
// search's fast evaluation (search.Evaluator), Explain the full one with
// terminal scores and the verbose explanation. A failing rule returns a
// *RuntimeError (file, line, column, rule, message).
//
// How it runs, fast:
//
//   - compile.go turns the checked tree into nodes of one struct kind, with
//     an op to switch on; expr.go evaluates them with one function per result
//     kind (evalNum, evalBool, evalInt for rows, cols, cells, players, types
//     and pieces, evalList), so that no value is boxed. Nums are exact
//     thousandths with an integral flag (num.go).
//   - A cell is its dense index in the game (board.Rules.Index: file +
//     files × rank, a1 is 0), a piece its cell, a row or col its 0-based
//     rank or file (1 is added where it becomes a num or text), a type its
//     board.Kind; a list from the library is a board.Set in board order, a
//     list literal a span of the evaluation's arena (value.go). geo.go holds
//     what the bot reads of its game (rows and cols of cells, values, start
//     rows, the centre), built once per bot.
//   - facts.go wraps the board.View of the position: pieces as sets by
//     colour and kind, and attacks, attackers, destinations, pins and pawn
//     structure computed lazily from the game's compiled move tables, once
//     per position. No rule of any game is written here.
//   - plan.go, fold.go, aggregate.go and pst.go plan the loops at load time:
//     player and type conditions choose the pieces to visit, conditions on
//     squares only become sets (or tables indexed by another square, by
//     colour when they compare two pieces' ranks: foldRanked), tests
//     that the facts answer for all pieces at once (attack lists empty,
//     passed, isolated, doubled, hanging, open and half-open files) become
//     sets per position, a block
//     that is one if becomes a condition, and outside verbose mode a loop
//     runs as one loop per statement, scores that depend only on the piece's
//     square, type and colour are summed from a piece-square table computed
//     at load time, and those that depend on its type only are summed by
//     type. A loop whose block is an if chain over tests that the facts
//     answer counts its last variable's candidates per case (countcases.go),
//     and with two variables its pairs for the whole loop (paircases.go);
//     sums of piece counts and king-zone attacks, each alone or times a
//     constant, are one node (kindcount.go), the zone attacks counted by
//     groups of kinds of one weight; a sum of mobilities is read at once
//     (count.go); an exists of the one piece on
//     a col and rank is a test of that cell (occupied.go);
//     a bool let of the colour me stands for is a value by colour, and the
//     lets that read it one expression per colour (colour.go). Loop conditions have one order of evaluation, left to right for
//     each binding (docs/language.md); the plans keep it for conditions
//     that may fail (plan.go). The verbose path runs each loop whole, in the
//     order of its bindings, with the same chosen candidates. The tests
//     check every path against a reference interpreter that walks the
//     syntax tree (reference_test.go), scores and errors.
//   - exec.go runs statements and rules, a sym rule twice with me mapped to
//     the other colour and every score negated (the second pass after the
//     leading lets whose value is the same for both sides, planPasses), in
//     one frame shared by the rules; the non-verbose path builds no strings
//     and allocates nothing once warmed up. Outside verbose mode the sym
//     rules that are each one table loop run as one group: each member's
//     table for me, then for the foe, with no pass or statement dispatched
//     per rule (tablerules.go), and the other rules are copies planned in
//     that order, without the lets that the rule before left in their slots
//     and the table lets that nothing reads (deadlets.go); a sym rule that
//     is one if whose test reads only lets of the same value for both sides
//     (or such a test and another, or a loop unswitched on such a test)
//     tests it once for both passes (sharedif.go).
//
// It may import the language packages lexer, parser and types, and the chess
// packages board, carn and ormulogun. It satisfies the interfaces that search
// declares without importing search.
package eval
