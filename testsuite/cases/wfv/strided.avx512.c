/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
/* A strided load, `m[j * n + i]` with `j` linear and `n` uniform: each lane's element is `n`
   apart, read lane by lane at the offsets `k * n` (a splat of `n` times the lane numbers: on
   avx512 the 16 `long` offsets are no register, and their splat is written so that gcc folds it
   once `n` is a constant). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 2 */

#define N 40

static float in[N * N], out[N * N];

/* #pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch */
float at_transposed(const float *m, int n, int i, int j, float scale) {
    return m[j * n + i] * scale;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_no_contract_body
    vcc_v16_long t1;
    vcc_v16_long t2;
    vcc_v16_long t3;
    vcc_v16_long t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    t1 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t2 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
    t3 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t2;
    t4 = t1 + t3;
    t5 = (__m512)vcc_gather(vcc_v16_float, m + (j * n + i), t4);
    t6 = _mm512_set1_ps(scale);
    t7 = _mm512_mul_ps(t5, t6);
    return t7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    t1 = _mm512_set1_epi64((long long)0L);
    t2 = _mm512_set1_epi64((long long)(1L * (long)n));
    t3 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t2);
    t4 = _mm512_add_epi64(t1, t3);
    t5 = (__m256)vcc_gather(vcc_v8_float, m + (j * n + i), (vcc_v8_long)t4);
    t6 = _mm256_set1_ps(scale);
    t7 = _mm256_mul_ps(t5, t6);
    return t7;
}

/* The variant inlined with a constant n. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose(float scale) {
    vcc_no_contract_body
    long t1;
    int i;
    long t2;
    int t3;
    float *t4;
    const float *t5;
    __m512i t6;
    __mmask16 t7;
    float *t8;
    const float *t9;
    int j;
    int t10;
    float *t11;
    const float *t12;
    vcc_v16_long t13;
    vcc_v16_long t14;
    vcc_v16_long t15;
    vcc_v16_long t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    vcc_v16_long t20;
    vcc_v16_long t21;
    vcc_v16_long t22;
    vcc_v16_long t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    vcc_v16_long t28;
    vcc_v16_long t29;
    vcc_v16_long t30;
    vcc_v16_long t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    for (i = 0; i < 40; i++) {
        t1 = 0L;
        for (;;) {
            t2 = t1 + 16L;
            t3 = (int)(0L + t1);
            t4 = &out[i * 40 + t3];
            t5 = in;
            t13 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t14 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            t15 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t14;
            t16 = t13 + t15;
            t17 = (__m512)vcc_gather(vcc_v16_float, t5 + (t3 * 40 + i), t16);
            t18 = _mm512_set1_ps(scale);
            t19 = _mm512_mul_ps(t17, t18);
            _mm512_storeu_ps(t4, t19);
            t10 = (int)(0L + t2);
            t11 = &out[i * 40 + t10];
            t12 = in;
            t28 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t29 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            t30 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t29;
            t31 = t28 + t30;
            t32 = (__m512)vcc_gather(vcc_v16_float, t12 + (t10 * 40 + i), t31);
            t33 = _mm512_set1_ps(scale);
            t34 = _mm512_mul_ps(t32, t33);
            _mm512_storeu_ps(t11, t34);
            t1 += 32L;
            if (t1 >= 32L) {
                t6 = _mm512_set1_epi32((int)8);
                t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
                t8 = &out[i * 40 + 32];
                t9 = in;
                t20 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t21 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                t22 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t21;
                t23 = t20 + t22;
                t24 = (__m512)vcc_gather_masked(vcc_v16_float, t9 + (1280 + i), t23, (vcc_m16)_mm512_movm_epi32(t7));
                t25 = _mm512_set1_ps(scale);
                t26 = _mm512_mul_ps(t24, t25);
                t27 = _mm512_mask_blend_ps(t7, (__m512)(vcc_v16_float){0}, t26);
                _mm512_mask_storeu_ps(t8, t7, t27);
                j = 40;
                for (;; j++) {
                    if (j >= 40) {
                        goto L35;
                    }
                    out[i * 40 + j] = (_mm256_zeroupper(), at_transposed(in, 40, i, j, scale));
                }
            }
        }
    L35:;
    }
}

/* And with n a parameter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void column(float *dst, int n, int rows, int i) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    const float *t6;
    int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    int t11;
    float *t12;
    const float *t13;
    int j;
    vcc_v16_long t14;
    vcc_v16_long t15;
    vcc_v16_long t16;
    vcc_v16_long t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    vcc_v16_long t21;
    vcc_v16_long t22;
    vcc_v16_long t23;
    vcc_v16_long t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    t2 = (long)rows;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = dst + t4;
            t6 = in;
            t14 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t15 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            t16 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t15;
            t17 = t14 + t16;
            t18 = (__m512)vcc_gather(vcc_v16_float, t6 + (t4 * n + i), t17);
            t19 = _mm512_set1_ps(-1.5f);
            t20 = _mm512_mul_ps(t18, t19);
            _mm512_storeu_ps(t5, t20);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)rows + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = (int)((long)t7 + 0L);
        t12 = dst + t11;
        t13 = in;
        t21 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        t22 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
        t23 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t22;
        t24 = t21 + t23;
        t25 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + (t11 * n + i), t24, (vcc_m16)_mm512_movm_epi32(t10));
        t26 = _mm512_set1_ps(-1.5f);
        t27 = _mm512_mul_ps(t25, t26);
        t28 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t27);
        _mm512_mask_storeu_ps(t12, t10, t28);
        j = (int)((long)t7 + t8);
    } else {
        j = t7;
    }
    for (; j < rows; j++) {
        dst[j] = (_mm256_zeroupper(), at_transposed(in, n, i, j, -1.5f));
    }
}

v8f _ZGVdN8uuulu_at_transposed(const float *, int, int, int, float);

int main(void) {
    for (int k = 0; k < N * N; k++)
        in[k] = (float)(k % 97) * 0.5f - 3.0f;
    transpose(2.0f);
    double t = 0;
    for (int k = 0; k < N * N; k++)
        t += out[k] * (k % 13 + 1);
    printf("%.3f\n", t);
    float dst[N];
    int ns[] = {N, 17, 3};
    int rows[] = {N, 33, 17};
    for (int s = 0; s < 3; s++) {
        column(dst, ns[s], rows[s], s + 1);
        for (int j = 0; j < rows[s]; j++)
            printf("%g ", dst[j]);
        printf("\n");
    }
    float r[8];
    FROM_VEC(r, _ZGVdN8uuulu_at_transposed(in, 7, 2, 5, 0.25f));
    for (int k = 0; k < 8; k++)
        printf("%g ", r[k]);
    printf("\n");
    return 0;
}
