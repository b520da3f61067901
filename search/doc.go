// Package search is the engine: iterative deepening alpha-beta over board
// positions, with the Evaluator and Book interfaces it consumes declared here.
//
// It may import board and carn. It never imports eval or any other language
// package; a bot reaches it through the interfaces.
package search
