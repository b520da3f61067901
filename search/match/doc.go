// Package match plays matches between two players (bots searched in this
// process, or external UCI engines) and reports them as engine testers do:
// W/D/L, the Elo difference with its 95% interval and LOS, and an SPRT over
// the pentanomial distribution of game pairs, as fastchess and OpenBench
// compute it. Openings come from EPD/FEN lines, "startpos moves" lines, a
// PGN file or an Ormulogun endgame spec; each is played twice with colours
// reversed. The board decides every game: an illegal move, a crash and a
// time loss lose.
//
// It may import search, board, board/pgn, carn and ormulogun; it never
// imports the language stack: a bot reaches it as a search.Evaluator.
package match
