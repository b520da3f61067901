package tune

import "math"

// solveDamped solves (H + lambda·diag(H)) d = g for d by Cholesky
// factorisation; a number that no position uses (a zero diagonal), and a
// number that hold marks, gets d = 0.
func solveDamped(h, g []float64, hold []bool, lambda float64) []float64 {
	n := len(g)
	a := make([]float64, n*n)
	for i := range n {
		for j := range n {
			a[i*n+j] = h[i*n+j]
		}
		if h[i*n+i] <= 0 || hold[i] {
			for j := range n {
				a[i*n+j], a[j*n+i] = 0, 0
			}
			a[i*n+i] = 1
			continue
		}
		a[i*n+i] += lambda*h[i*n+i] + 1e-12
	}
	b := make([]float64, n)
	for i := range n {
		if h[i*n+i] > 0 && !hold[i] {
			b[i] = g[i]
		}
	}
	if !cholesky(a, n) {
		return make([]float64, n)
	}
	// a now holds L (lower triangle): L y = b, then Lᵀ d = y.
	for i := range n {
		s := b[i]
		for k := range i {
			s -= a[i*n+k] * b[k]
		}
		b[i] = s / a[i*n+i]
	}
	for i := n - 1; i >= 0; i-- {
		s := b[i]
		for k := i + 1; k < n; k++ {
			s -= a[k*n+i] * b[k]
		}
		b[i] = s / a[i*n+i]
	}
	return b
}

// cholesky factors the symmetric matrix a (n×n, row-major) in place into
// L Lᵀ, L in the lower triangle; false when a is not positive definite.
func cholesky(a []float64, n int) bool {
	for j := range n {
		s := a[j*n+j]
		for k := range j {
			s -= a[j*n+k] * a[j*n+k]
		}
		if s <= 0 || math.IsNaN(s) {
			return false
		}
		d := math.Sqrt(s)
		a[j*n+j] = d
		for i := j + 1; i < n; i++ {
			t := a[i*n+j]
			for k := range j {
				t -= a[i*n+k] * a[j*n+k]
			}
			a[i*n+j] = t / d
		}
	}
	return true
}
