// Package carn reads CARN, the notation for how chess-like pieces move, and
// rule-set documents (YAML) that describe whole games with it. It produces
// plain data (displacements with their conditions) and knows nothing about
// boards or positions.
//
// It imports only the standard library and the YAML library.
package carn
