/* Annotations inside an included file: accepted as in the main file, the variants written
   after the header's function (in preprocessed output). */
__decl-vec-function(uniform(k), linear(i), nomask)
int scaled(int k, int i, int x) { return k * x + i; }

#pragma omp declare simd notinbranch
float hypot2(float a, float b) { return a * a + b * b; }

static inline void fill(float *out, const float *a, int n) {
#pragma simd vec-function
    for (int i = 0; i < n; i++)
        out[i] = hypot2(a[i], 1.0f);
}
