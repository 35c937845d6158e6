// expect: ok
// resolved: pragma omp-simd(reduction(Add: s), private(t), simdlen(8), safelen(16))
float total(const float *a, int n) {
    float s = 0, t;
    #pragma omp simd reduction(+: s) private(t) simdlen(8) safelen(16)
    for (int i = 0; i < n; i++) { t = a[i] * a[i]; s += t; }
    return s;
}
