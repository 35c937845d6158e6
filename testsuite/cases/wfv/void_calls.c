/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

#pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

#pragma omp declare simd uniform(a, k) linear(i)
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

void transform(const float *in, float *out, int half) {
#pragma omp simd
    for (int i = 0; i < half; i++)
        haar(in, out, half, 2.0f, i);
}

void bump_all(int *a, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        bump(a, i, 7);
}

void bump_odd(int *a, const int *flags, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (flags[i] & 1)
            bump(a, i, -2);
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 17, 64, 101};
    for (unsigned t = 0; t < sizeof sizes / sizeof sizes[0]; t++) {
        int n = sizes[t];
        float *in = malloc((2 * n + 1) * sizeof(float)), *out = malloc((2 * n + 1) * sizeof(float));
        int *a = malloc((n + 1) * sizeof(int)), *flags = malloc((n + 1) * sizeof(int));
        for (int i = 0; i < 2 * n; i++)
            in[i] = (float)(i * 7 % 11) * 0.5f;
        for (int i = 0; i < n; i++) {
            a[i] = i - 3;
            flags[i] = i * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0;
        unsigned isum = 0;
        for (int i = 0; i < 2 * n; i++)
            fsum = fsum * 0.5f + out[i];
        for (int i = 0; i < n; i++)
            isum = isum * 31u + (unsigned)a[i];
        printf("n=%d %.6f %u\n", n, fsum, isum);
        free(in);
        free(out);
        free(a);
        free(flags);
    }
    return 0;
}
