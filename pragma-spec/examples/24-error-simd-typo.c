// expect: error: expected `vec` in `#pragma simd vec-function`
void zero(float *a, int n) {
#pragma simd vecfunction
    for (int i = 0; i < n; i++) a[i] = 0;
}
