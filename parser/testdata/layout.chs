// Layout: indentation by spaces, a module body indented as a whole, comments
// in odd places, continuation lines, semicolons, trailing commas.
module evaluation
    /* a block comment on a line of its own does not count */
    rule spaces:   // four spaces per level
        let a = 1 +
                2 *
          3
        let l = [$a1,
                 $h8,
        ]
        if (a > 2 and
            not l.isEmpty) score a; else score 1
        if (a == 1):
                score -a // a block may be indented by any amount
        else: /* comment */
         score a

    sym rule chains:
        piece p,
              q with
              p.row < q.row,
              q.col == p.col:
            score min(p.value,
                      q.value,) "p " ++ p ++
                " q " ++ q
        cell c:
            score 0; let z = c.pos /* end */ ; score 1

module search
    maxTime = 1 ; maxDepth = 3
