// Package ormulogun reads Ormulogun endgame specs such as KQk or
// K{34|34}k{07|07}, generates random legal and quiet positions from them, and
// matches positions against them.
//
// It may import board and carn. It never imports the language packages.
package ormulogun
