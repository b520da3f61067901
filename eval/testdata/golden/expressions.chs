// Operators: exact arithmetic with rounding and saturation, rows and cols
// as numbers, comparisons, equality of every type, in, lists, text forms.
// fen: 4k3/8/8/8/8/8/3P4/4K3 w - - 0 1

module evaluation

rule arithmetic:
	score 0 "0.1 + 0.2 = " ++ (0.1 + 0.2)
	score 0 "1 / 3 = " ++ 1 / 3 ++ ", 2 / 3 = " ++ 2 / 3 ++ ", -2 / 3 = " ++ -2 / 3 ++ ", 6 / 3 = " ++ 6 / 3
	score 0 "0.005 * 0.1 = " ++ 0.005 * 0.1 ++ ", -0.005 * 0.1 = " ++ -0.005 * 0.1 ++ ", 0.004 * 0.1 = " ++ 0.004 * 0.1
	score 0 "10000 + 1 = " ++ (10000 + 1) ++ ", -10000 * 2 = " ++ -10000 * 2 ++ ", 3 * 7 = " ++ 3 * 7 ++ ", 3 - 7 = " ++ (3 - 7)
	score 0 "2 + 3 * 4 = " ++ (2 + 3 * 4) ++ ", (2 + 3) * 4 = " ++ (2 + 3) * 4 ++ ", -2 * 3 = " ++ -2 * 3 ++ ", 4.0 = " ++ 4.0 ++ ", 2.50 = " ++ 2.50

rule boardNumbers:
	score 0 "$e + 1 = " ++ ($e + 1) ++ ", $4 * 2 = " ++ $4 * 2 ++ ", -$h = " ++ -$h ++ ", $c < $d " ++ ($c < $d) ++ ", $5 >= $5 " ++ ($5 >= $5)

rule comparisons:
	score 0 "1 < 2 " ++ (1 < 2) ++ ", 2 <= 2 " ++ (2 <= 2) ++ ", 3 > 4 " ++ (3 > 4) ++ ", 1.0 == 1 " ++ (1.0 == 1) ++ ", 1 != 1 " ++ (1 != 1)

rule equality:
	score 0 "true == true " ++ (true == true) ++ ", me == foe " ++ (me == foe) ++ ", me.opponent == foe " ++ (me.opponent == foe) ++ ", pawn != king " ++ (pawn != king)
	score 0 "$d4 == $d4 " ++ ($d4 == $d4) ++ ", $d == $e " ++ ($d == $e) ++ ", $2 != $3 " ++ ($2 != $3) ++ ", \"a\" == \"a\" " ++ ("a" == "a") ++ ", me.king == me.king " ++ (me.king == me.king)
	score 0 "[1, 2] == [1, 2] " ++ ([1, 2] == [1, 2]) ++ ", [1, 2] == [2, 1] " ++ ([1, 2] == [2, 1]) ++ ", [] == me.pieces " ++ ([] == me.pieces) ++ ", me.pieces != [] " ++ (me.pieces != [])
	score 0 "king cells == [d1, f1, d2, e2, f2] " ++ (me.king.visibleCells == [$d1, $f1, $d2, $e2, $f2]) ++ ", [0.5] == [0.50] " ++ ([0.5] == [0.50])

rule membership:
	score 0 "$d2 in me.king.visibleCells " ++ ($d2 in me.king.visibleCells) ++ ", $d3 in ... " ++ ($d3 in me.king.visibleCells) ++ ", 2 in [1, 2] " ++ (2 in [1, 2]) ++ ", \"b\" in [\"a\"] " ++ ("b" in ["a"])
	score 0 "king in [pawn, king] " ++ (king in [pawn, king]) ++ ", me in [foe] " ++ (me in [foe]) ++ ", $c3 in [] " ++ ($c3 in [])

rule booleans:
	score 0 "not true " ++ not true ++ ", true and false " ++ (true and false) ++ ", false or true " ++ (false or true) ++ ", not 1 == 2 " ++ not 1 == 2

rule texts:
	score 0 [1, 2.5, -3] ++ " " ++ [$a, $h] ++ " " ++ [$1, $8] ++ " " ++ [me, foe] ++ " " ++ [true] ++ " " ++ ["x", "y"] ++ " " ++ [pawn, rook]
	score 0 "seed: " ++ knight ++ true ++ 4.0 ++ 3+7 ++ pawn == knight
