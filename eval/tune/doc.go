// Package tune finds a bot's numbers by Texel's method: it reads positions
// labelled with their games' results (EPD lines with c9 "1-0"; or [1.0],
// or the quiet positions of a PGN file), fits the scale K of the logistic
// curve that turns an evaluation into an expected score, then moves the
// numbers of the bot's score statements to minimise the mean squared error
// between sigmoid(K * eval) and the results, and writes the script back with
// only those numbers changed.
//
// A number is tuned when the score statement that holds it is linear in it,
// which the script's text shows (linear.go): a number reached from the
// statement's value through sums, differences, negations, dividends, one
// factor of each product, both values of taper(mg, eg), the value of
// sum(...), and the lets that only it reads; or the value of a let whose
// every use is a factor of a score statement's value (let w = 0.3 ...
// score p.rank * w). The evaluation is then, for each position, a constant
// offset plus the sum of each tuned number times its feature. The features
// are read once per position from copies of the script whose tuned numbers
// are 1 or 0 (eval.Evaluator.Contributions, features.go), so that an
// iteration is one pass over a sparse feature matrix, not one evaluation
// per number. A table's values are numbers too, each with the feature of
// how often the statements read its cell (tables.go).
//
// It may import lexer, parser, types, eval, board, board/epd, board/pgn and
// carn/input.
package tune
