/* vcc-test: expect-vectorized generic=7 avx2=6 avx512vbmi-zmm=7 sse4.2=6 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        float ar = a[2 * i], ai = a[2 * i + 1], br = b[2 * i], bi = b[2 * i + 1];
        c[2 * i] = ar * br - ai * bi;
        c[2 * i + 1] = ar * bi + ai * br;
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++) {
        double ar = a[2 * i], ai = a[2 * i + 1], br = b[2 * i], bi = b[2 * i + 1];
        c[2 * i] = br * ar - bi * ai;
        c[2 * i + 1] = br * ai + ar * bi;
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. On x86's 16- and 32-byte targets that plan is bound by its
   shuffles and the loop is left to SLP's 2-lane tree (loopvec slp_first.rs), which ran
   faster on Sapphire Rapids (avx2: 282 ms against 347, the scalar loop's 346). */
void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++) {
        c[2 * i] = b[2 * i] * a[2 * i] - b[2 * i + 1] * a[2 * i + 1];
        c[2 * i + 1] = b[2 * i] * a[2 * i + 1] + a[2 * i] * b[2 * i + 1];
    }
}

/* A square: both factors from one group. */
void csquare(int n, float *restrict c, const float *restrict z) {
    for (int i = 0; i < n; i++) {
        float x = z[2 * i], y = z[2 * i + 1];
        c[2 * i] = x * x - y * y;
        c[2 * i + 1] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        float ar = a[2 * i], ai = a[2 * i + 1], br = b[2 * i], bi = b[2 * i + 1];
        c[2 * i] = ar * br + ai * bi;
        c[2 * i + 1] = ai * br - ar * bi;
    }
}

/* A product used elsewhere too: the plain loop. */
void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        float rr = a[2 * i] * b[2 * i];
        c[2 * i] = rr - a[2 * i + 1] * b[2 * i + 1];
        c[2 * i + 1] = a[2 * i] * b[2 * i + 1] + a[2 * i + 1] * b[2 * i];
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        float ar = a[2 * i], ai = a[2 * i + 1], br = b[2 * i], bi = b[2 * i + 1];
        c[2 * i] = ar * br - ai * bi;
        c[2 * i + 1] = ar * bi + ai * br;
        m[i] = ar * ar + ai * ai;
    }
}

/* Fractions with full mantissas, and now and then a special value. */
static float frac(void) {
    uint32_t r = next_rand();
    switch (r % 97) {
    case 0: return 1.0f / 0.0f;
    case 1: return -0.0f;
    case 2: return 0.0f;
    case 3: return __builtin_nanf("");
    default: return (float)((int)(r % 2000003) - 1000001) / 997.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        float *p = new_array(n, 4), *m = new_array(n, 4);
        double *da = new_array(2 * n, 8), *db = new_array(2 * n, 8), *dc = new_array(2 * n, 8);
        for (int k = 0; k < 2 * n; k++) {
            a[k] = frac(), b[k] = frac();
            da[k] = (double)frac() / 3.0, db[k] = (double)frac() / 7.0;
        }
        cmul(n, c, a, b);
        unsigned long long h1 = HASH(c, 2 * n);
        cmul_commuted(n, dc, da, db);
        unsigned long long h2 = HASH(dc, 2 * n);
        cmul_reloaded(n, dc, da, db);
        h2 ^= HASH(dc, 2 * n) * 3;
        csquare(n, c, a);
        unsigned long long h3 = HASH(c, 2 * n);
        cmul_conj(n, c, a, b);
        unsigned long long h4 = HASH(c, 2 * n);
        cmul_keep(n, c, p, a, b);
        unsigned long long h5 = HASH(c, 2 * n) ^ HASH(p, n);
        cmul_and_norm(n, c, m, a, b);
        unsigned long long h6 = HASH(c, 2 * n) ^ HASH(m, n);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, h1, h2, h3, h4, h5, h6);
        free(a), free(b), free(c), free(p), free(m), free(da), free(db), free(dc);
    }
    return 0;
}
