package carn

import (
	"fmt"

	"go.yaml.in/yaml/v3"
)

// The keys of the castling block and of each side.
var (
	castlingKeys = []string{"king", "rook", "king_file", "short", "long"}
	sideKeys     = []string{"rook_file", "king_to", "rook_to"}
)

// castling reads the castling block and checks it against the castling
// piece's move rule: each side's alternative moves the king along its rank
// by exactly king_to - king_file.
func (l *loader) castling(n *yaml.Node, rs *RuleSet) *Castling {
	fields := l.mapping("castling", n, castlingKeys)
	if fields == nil {
		return nil
	}
	before := l.found
	c := &Castling{}
	c.King = l.pieceRef("castling.king", l.require("castling", n, fields, "king"), rs)
	c.Rook = l.pieceRef("castling.rook", l.require("castling", n, fields, "rook"), rs)
	c.KingFile = l.file("castling.king_file", l.require("castling", n, fields, "king_file"), rs.Files)
	if s := l.require("castling", n, fields, "short"); s != nil {
		c.Short = l.castleSide("castling.short", s, rs.Files)
	}
	if s := l.require("castling", n, fields, "long"); s != nil {
		c.Long = l.castleSide("castling.long", s, rs.Files)
	}
	if l.found > before {
		return nil
	}
	l.checkSides(c)
	if i := pieceIndex(rs.Pieces, c.King); i >= 0 && l.found == before {
		l.checkCastleMoves(&rs.Pieces[i], c)
	}
	return c
}

// pieceRef reads the name of a piece that must exist.
func (l *loader) pieceRef(path string, n *yaml.Node, rs *RuleSet) string {
	if n == nil {
		return ""
	}
	name, ok := l.str(path, n)
	if ok && pieceIndex(rs.Pieces, name) < 0 {
		l.errorf(path, n, "unknown piece %q: want one of %s", name, pieceNames(rs.Pieces))
	}
	return name
}

// file reads a file letter on a board of the given width.
func (l *loader) file(path string, n *yaml.Node, files int) int {
	if n == nil {
		return 0
	}
	l.nodes[path] = n
	f, ok := parseFile(n.Value)
	if n.Kind != yaml.ScalarNode || !ok || f >= files {
		l.errorf(path, n, "got %s, want a file from a to %s", describeNode(n), fileName(files-1))
		return 0
	}
	return f
}

// castleSide reads "{rook_file: h, king_to: g, rook_to: f}".
func (l *loader) castleSide(path string, n *yaml.Node, files int) CastleGeometry {
	fields := l.mapping(path, n, sideKeys)
	if fields == nil {
		return CastleGeometry{}
	}
	return CastleGeometry{
		RookFile: l.file(path+".rook_file", l.require(path, n, fields, "rook_file"), files),
		KingTo:   l.file(path+".king_to", l.require(path, n, fields, "king_to"), files),
		RookTo:   l.file(path+".rook_to", l.require(path, n, fields, "rook_to"), files),
	}
}

// checkSides requires the short side's rook toward higher files and the long
// side's toward lower ones, and the king to move on each side.
func (l *loader) checkSides(c *Castling) {
	if c.Short.RookFile <= c.KingFile {
		l.errorf("castling.short.rook_file", l.nodes["castling.short.rook_file"], "the short side's rook must start on a higher file than the king (%s), got %s",
			fileName(c.KingFile), fileName(c.Short.RookFile))
	}
	if c.Long.RookFile >= c.KingFile {
		l.errorf("castling.long.rook_file", l.nodes["castling.long.rook_file"], "the long side's rook must start on a lower file than the king (%s), got %s",
			fileName(c.KingFile), fileName(c.Long.RookFile))
	}
}

// checkCastleMoves requires the castling piece's move rule to castle each
// way once, by the vector that the geometry says.
func (l *loader) checkCastleMoves(king *Piece, c *Castling) {
	path := "pieces." + king.Name + ".move"
	node := l.nodes[path]
	for _, side := range []struct {
		side CastleSide
		call string
		geo  CastleGeometry
	}{{ShortCastle, "@CanShortCastle", c.Short}, {LongCastle, "@CanLongCastle", c.Long}} {
		want := Vector{File: side.geo.KingTo - c.KingFile}
		found := 0
		for _, alt := range king.Move.Alternatives {
			if alt.Castle != side.side {
				continue
			}
			found++
			if len(alt.Vectors) != 1 || alt.Vectors[0] != want {
				l.errorf(path, node, "%s must move the king by exactly File %+d (%s to %s in the castling block), got %s",
					side.call, want.File, fileName(c.KingFile), fileName(side.geo.KingTo), describeVectors(alt.Vectors))
			}
		}
		if found != 1 {
			l.errorf(path, node, "expected one alternative with %s (the castling block declares it), got %d", side.call, found)
		}
	}
}

// describeVectors lists vectors for messages.
func describeVectors(vs []Vector) string {
	if len(vs) == 0 {
		return "no displacement"
	}
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("(%d,%d)", v.File, v.Rank)
	}
	return s
}
