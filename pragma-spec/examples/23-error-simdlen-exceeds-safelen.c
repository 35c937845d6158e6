// expect: error: `simdlen(8)` exceeds `safelen(4)`
void scale(float *a, int n) {
    #pragma omp simd simdlen(8) safelen(4)
    for (int i = 0; i < n; i++) a[i] *= 2;
}
