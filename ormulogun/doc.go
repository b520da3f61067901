// Package ormulogun reads Ormulogun endgame specs such as KQk or
// K{34|34}k{07|07}, generates random positions from them, and matches
// positions against them, on any board.
//
// Parse reads a spec; Spec.Allowed gives a piece's squares as a Mask;
// Generator places the pieces and hands each candidate Position to a Check,
// which the board provides for legality, quietness and game end; Spec.Match
// pairs a list of pieces with the spec's. BoardGenerator (and Generate, for
// one chess position) supplies that Check from a board rule set and returns
// board positions; Match tells whether a board position belongs to a spec
// from one side, for a bot's endgame module. Squares are in "our" frame: files
// and ranks counted from 0 from the upper-case side up to the board's size
// (Geometry: 8×8 for chess, 9×10 for xiangqi), the board turned 180 degrees
// when that side plays black (Geometry.Turn, TurnLetter). Piece letters are
// the rule set's (CheckRules), and the board says where each piece can
// stand (board.Rules.CanStand).
//
// It may import board and carn. It never imports the language packages.
package ormulogun
