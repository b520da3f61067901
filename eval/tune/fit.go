package tune

import (
	"math"
	"sync"
)

// sigmoid is the logistic curve: the expected score of an evaluation
// scaled by K.
func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// model is the matrix with the scale K and the goroutines that share its
// passes.
type model struct {
	m       *Matrix
	k       float64
	workers int
	// ridge pulls each number towards its value in prior: the minimised
	// objective is the error plus ridge times the sum of the squared
	// distances, in pawns (0: no pull).
	ridge float64
	prior []float64
	lower []float64 // each number's least value (nil: minValue for all)
}

// low returns number i's least value.
func (md *model) low(i int) float64 {
	if md.lower == nil {
		return minValue
	}
	return md.lower[i]
}

// objective is what minimise lowers: the error and the pull towards prior.
func (md *model) objective(c []float64) float64 {
	o := md.mse(c)
	for i, p := range md.prior {
		o += md.ridge * (c[i] - p) * (c[i] - p)
	}
	return o
}

// split runs f on workers contiguous ranges of the rows and waits.
func (md *model) split(f func(w, lo, hi int)) {
	n := md.m.Rows()
	var wg sync.WaitGroup
	for w := range md.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(w, w*n/md.workers, (w+1)*n/md.workers)
		}()
	}
	wg.Wait()
}

// eval returns position i's evaluation in pawns with the numbers c.
func (md *model) eval(c []float64, i int) float64 {
	m := md.m
	e := float64(m.Offset[i])
	for j := m.Start[i]; j < m.Start[i+1]; j++ {
		e += c[m.Col[j]] * float64(m.Val[j])
	}
	return e
}

// mse returns the mean squared error of the numbers c.
func (md *model) mse(c []float64) float64 {
	sums := make([]float64, md.workers)
	md.split(func(w, lo, hi int) {
		s := 0.0
		for i := lo; i < hi; i++ {
			d := sigmoid(md.k*md.eval(c, i)) - float64(md.m.Result[i])
			s += d * d
		}
		sums[w] = s
	})
	return total(sums) / float64(max(md.m.Rows(), 1))
}

func total(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// gradient returns the gradient of the error at c and the Gauss-Newton
// approximation of its Hessian (row-major, n×n): one pass over the rows.
func (md *model) gradient(c []float64) (g, h []float64) {
	n := len(c)
	gs := make([][]float64, md.workers)
	hs := make([][]float64, md.workers)
	m := md.m
	md.split(func(w, lo, hi int) {
		g, h := make([]float64, n), make([]float64, n*n)
		for i := lo; i < hi; i++ {
			s := sigmoid(md.k * md.eval(c, i))
			d := s - float64(m.Result[i])
			ds := md.k * s * (1 - s) // the derivative of the prediction per unit of evaluation
			a, b := m.Start[i], m.Start[i+1]
			for j := a; j < b; j++ {
				fj := float64(m.Val[j]) * ds
				cj := int(m.Col[j])
				g[cj] += d * fj
				row := h[cj*n:]
				for l := a; l <= j; l++ {
					row[m.Col[l]] += fj * float64(m.Val[l]) * ds
				}
			}
		}
		gs[w], hs[w] = g, h
	})
	g, h = gs[0], hs[0]
	for w := 1; w < md.workers; w++ {
		for i := range g {
			g[i] += gs[w][i]
		}
		for i := range h {
			h[i] += hs[w][i]
		}
	}
	scale := 2 / float64(max(m.Rows(), 1))
	for i := range n {
		g[i] *= scale
		for j := range n {
			h[i*n+j] *= scale
		}
	}
	for i, p := range md.prior {
		g[i] += 2 * md.ridge * (c[i] - p)
		h[i*n+i] += 2 * md.ridge
	}
	for i := range n { // the pass filled one triangle, in either order of columns
		for j := i + 1; j < n; j++ {
			s := h[i*n+j] + h[j*n+i]
			h[i*n+j], h[j*n+i] = s, s
		}
	}
	return g, h
}

// fitK returns the scale K that minimises the error of the numbers c, by
// golden-section search over (0, 10] per pawn.
func (md *model) fitK(c []float64) float64 {
	at := func(k float64) float64 { md.k = k; return md.mse(c) }
	lo, hi := 0.0, 10.0
	r := (math.Sqrt(5) - 1) / 2
	x1, x2 := hi-r*(hi-lo), lo+r*(hi-lo)
	f1, f2 := at(x1), at(x2)
	for hi-lo > 1e-6 {
		if f1 <= f2 {
			hi, x2, f2 = x2, x1, f1
			x1 = hi - r*(hi-lo)
			f1 = at(x1)
		} else {
			lo, x1, f1 = x1, x2, f2
			x2 = lo + r*(hi-lo)
			f2 = at(x2)
		}
	}
	return (lo + hi) / 2
}

// The bounds of a tuned number, in pawns: a literal is never negative (a
// table's value may be: its lower bound is -maxValue), and a num saturates
// at 10000.
const (
	minValue = 0
	maxValue = 10000
)

// minimise moves c (in place) to lower the objective (the error, and the
// ridge's pull) by Levenberg-Marquardt
// steps on the Gauss-Newton Hessian, each number kept within its bounds,
// for at most iterations steps. It returns the steps taken.
func (md *model) minimise(c []float64, iterations int) int {
	if len(c) == 0 {
		return 0
	}
	loss := md.objective(c)
	lambda := 1e-3
	next := make([]float64, len(c))
	for it := 0; it < iterations; it++ {
		g, h := md.gradient(c)
		hold := make([]bool, len(c)) // at a bound, and the error would have it cross
		for i := range c {
			hold[i] = c[i] <= md.low(i) && g[i] > 0 || c[i] >= maxValue && g[i] < 0
		}
		accepted := false
		for try := 0; try < 30 && !accepted; try++ {
			d := solveDamped(h, g, hold, lambda)
			for i := range c {
				next[i] = min(max(c[i]-d[i], md.low(i)), maxValue)
			}
			if l := md.objective(next); l < loss {
				done := loss-l < 1e-9*loss
				copy(c, next)
				loss, accepted = l, true
				lambda = max(lambda/3, 1e-9)
				if done {
					return it + 1
				}
			} else {
				lambda *= 4
			}
		}
		if !accepted {
			return it
		}
	}
	return iterations
}
