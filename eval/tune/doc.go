// Package tune finds a bot's numbers by Texel's method: it reads positions
// labelled with their games' results (EPD lines with c9 "1-0"; or [1.0],
// or the quiet positions of a PGN file), fits the scale K of the logistic
// curve that turns an evaluation into an expected score, then moves the
// numbers of the bot's score statements to minimise the mean squared error
// between sigmoid(K * eval) and the results, and writes the script back with
// only those numbers changed.
//
// A number is tuned when the score statement that holds it is linear in it:
// it is a factor of the statement's value (score 0.3, score -0.2 * x,
// score x * 0.1 / y), or the value of a let whose every use is such a factor
// (let w = 0.3 ... score p.rank * w). The evaluation is then, for each
// position, a constant offset plus the sum of each tuned number times its feature, which the
// evaluator reports once per position (eval.Evaluator.Contributions on a
// copy of the bot whose tuned numbers are 1), so that an iteration is one
// pass over a sparse feature matrix, not one evaluation per number.
//
// It may import lexer, parser, types, eval, board, board/epd, board/pgn and
// carn/input.
package tune
