/* vcc: vector types and helpers */
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
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
    long t2;
    int i;
    long t3;
    long t4;
    long t5;
    int t6;
    float *t7;
    const float *t8;
    int t9;
    float *t10;
    const float *t11;
    int j;
    int t12;
    float *t13;
    const float *t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    float *t30;
    const float *t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    int t39;
    float *t40;
    const float *t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    for (i = 0; i < 40; i++) {
        t2 = 0L;
        for (;;) {
            t3 = t2 + 8L;
            t4 = t2 + 16L;
            t5 = t2 + 24L;
            t6 = (int)(0L + t2);
            t7 = &out[i * 40 + t6];
            t8 = in;
            t15 = _mm512_set1_epi64((long long)0L);
            t16 = _mm512_set1_epi64((long long)40L);
            t17 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t16);
            t18 = _mm512_add_epi64(t15, t17);
            t19 = (__m256)vcc_gather(vcc_v8_float, t8 + (t6 * 40 + i), (vcc_v8_long)t18);
            t20 = _mm256_set1_ps(scale);
            t21 = _mm256_mul_ps(t19, t20);
            _mm256_storeu_ps(t7, t21);
            t12 = (int)(0L + t3);
            t13 = &out[i * 40 + t12];
            t14 = in;
            t32 = _mm512_set1_epi64((long long)0L);
            t33 = _mm512_set1_epi64((long long)40L);
            t34 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t33);
            t35 = _mm512_add_epi64(t32, t34);
            t36 = (__m256)vcc_gather(vcc_v8_float, t14 + (t12 * 40 + i), (vcc_v8_long)t35);
            t37 = _mm256_set1_ps(scale);
            t38 = _mm256_mul_ps(t36, t37);
            _mm256_storeu_ps(t13, t38);
            t29 = (int)(0L + t4);
            t30 = &out[i * 40 + t29];
            t31 = in;
            t42 = _mm512_set1_epi64((long long)0L);
            t43 = _mm512_set1_epi64((long long)40L);
            t44 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t43);
            t45 = _mm512_add_epi64(t42, t44);
            t46 = (__m256)vcc_gather(vcc_v8_float, t31 + (t29 * 40 + i), (vcc_v8_long)t45);
            t47 = _mm256_set1_ps(scale);
            t48 = _mm256_mul_ps(t46, t47);
            _mm256_storeu_ps(t30, t48);
            t39 = (int)(0L + t5);
            t40 = &out[i * 40 + t39];
            t41 = in;
            t49 = _mm512_set1_epi64((long long)0L);
            t50 = _mm512_set1_epi64((long long)40L);
            t51 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t50);
            t52 = _mm512_add_epi64(t49, t51);
            t53 = (__m256)vcc_gather(vcc_v8_float, t41 + (t39 * 40 + i), (vcc_v8_long)t52);
            t54 = _mm256_set1_ps(scale);
            t55 = _mm256_mul_ps(t53, t54);
            _mm256_storeu_ps(t40, t55);
            t2 += 32L;
            if (t2 >= 32L) {
                t1 = 0L;
                for (;;) {
                    t9 = (int)(32L + t1);
                    t10 = &out[i * 40 + t9];
                    t11 = in;
                    t22 = _mm512_set1_epi64((long long)0L);
                    t23 = _mm512_set1_epi64((long long)40L);
                    t24 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t23);
                    t25 = _mm512_add_epi64(t22, t24);
                    t26 = (__m256)vcc_gather(vcc_v8_float, t11 + (t9 * 40 + i), (vcc_v8_long)t25);
                    t27 = _mm256_set1_ps(scale);
                    t28 = _mm256_mul_ps(t26, t27);
                    _mm256_storeu_ps(t10, t28);
                    t1 += 8L;
                    if (t1 >= 8L) {
                        j = 40;
                        for (;; j++) {
                            if (j >= 40) {
                                goto L56;
                            }
                            out[i * 40 + j] = (_mm256_zeroupper(), at_transposed(in, 40, i, j, scale));
                        }
                    }
                }
            }
        }
    L56:;
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
    int j;
    vcc_v16_long t7;
    vcc_v16_long t8;
    vcc_v16_long t9;
    vcc_v16_long t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    t2 = (long)rows;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = dst + t4;
            t6 = in;
            t7 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t8 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            t9 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t8;
            t10 = t7 + t9;
            t11 = (__m512)vcc_gather(vcc_v16_float, t6 + (t4 * n + i), t10);
            t12 = _mm512_set1_ps(-1.5f);
            t13 = _mm512_mul_ps(t11, t12);
            _mm512_storeu_ps(t5, t13);
            t1 += 16L;
            if (t1 >= t3) {
                j = (int)(0L + t3);
                break;
            }
        }
    } else {
        j = 0;
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
