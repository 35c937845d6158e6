// expect: ok
// resolved: annotation omp-declare-simd(linear(%0:2), linear(%1:2))
// OpenMP: one step for the whole list (unlike __decl-vec-function, where it is per item).
#pragma omp declare simd linear(i, j : 2)
int sum2(int i, int j);
