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
    int t3;
    int t4;
    int t5;
    int t6;
    float *t7;
    float *t8;
    float *t9;
    float *t10;
    const float *t11;
    const float *t12;
    const float *t13;
    const float *t14;
    int t15;
    float *t16;
    const float *t17;
    int j;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    for (i = 0; i < 40; i++) {
        t2 = 0L;
        for (;;) {
            t3 = (int)(0L + t2);
            t4 = (int)(0L + (t2 + 8L));
            t5 = (int)(0L + (t2 + 16L));
            t6 = (int)(0L + (t2 + 24L));
            t7 = &out[i * 40 + t3];
            t8 = &out[i * 40 + t4];
            t9 = &out[i * 40 + t5];
            t10 = &out[i * 40 + t6];
            t11 = in;
            t12 = in;
            t13 = in;
            t14 = in;
            t18 = _mm512_set1_epi64((long long)0L);
            t19 = _mm512_set1_epi64((long long)40L);
            t20 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t19);
            t21 = _mm512_add_epi64(t18, t20);
            t22 = (__m256)vcc_gather(vcc_v8_float, t11 + (t3 * 40 + i), (vcc_v8_long)t21);
            t23 = _mm256_set1_ps(scale);
            t24 = _mm256_mul_ps(t22, t23);
            t32 = _mm512_set1_epi64((long long)0L);
            t33 = _mm512_set1_epi64((long long)40L);
            t34 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t33);
            t35 = _mm512_add_epi64(t32, t34);
            t36 = (__m256)vcc_gather(vcc_v8_float, t12 + (t4 * 40 + i), (vcc_v8_long)t35);
            t37 = _mm256_set1_ps(scale);
            t38 = _mm256_mul_ps(t36, t37);
            t39 = _mm512_set1_epi64((long long)0L);
            t40 = _mm512_set1_epi64((long long)40L);
            t41 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t40);
            t42 = _mm512_add_epi64(t39, t41);
            t43 = (__m256)vcc_gather(vcc_v8_float, t13 + (t5 * 40 + i), (vcc_v8_long)t42);
            t44 = _mm256_set1_ps(scale);
            t45 = _mm256_mul_ps(t43, t44);
            t46 = _mm512_set1_epi64((long long)0L);
            t47 = _mm512_set1_epi64((long long)40L);
            t48 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t47);
            t49 = _mm512_add_epi64(t46, t48);
            t50 = (__m256)vcc_gather(vcc_v8_float, t14 + (t6 * 40 + i), (vcc_v8_long)t49);
            t51 = _mm256_set1_ps(scale);
            t52 = _mm256_mul_ps(t50, t51);
            _mm256_storeu_ps(t7, t24);
            _mm256_storeu_ps(t8, t38);
            _mm256_storeu_ps(t9, t45);
            _mm256_storeu_ps(t10, t52);
            t2 += 32L;
            if (t2 >= 32L) {
                t1 = 0L;
                for (;;) {
                    t15 = (int)(32L + t1);
                    t16 = &out[i * 40 + t15];
                    t17 = in;
                    t25 = _mm512_set1_epi64((long long)0L);
                    t26 = _mm512_set1_epi64((long long)40L);
                    t27 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t26);
                    t28 = _mm512_add_epi64(t25, t27);
                    t29 = (__m256)vcc_gather(vcc_v8_float, t17 + (t15 * 40 + i), (vcc_v8_long)t28);
                    t30 = _mm256_set1_ps(scale);
                    t31 = _mm256_mul_ps(t29, t30);
                    _mm256_storeu_ps(t16, t31);
                    t1 += 8L;
                    if (t1 >= 8L) {
                        j = 40;
                        for (;; j++) {
                            if (j >= 40) {
                                goto L53;
                            }
                            out[i * 40 + j] = (_mm256_zeroupper(), at_transposed(in, 40, i, j, scale));
                        }
                    }
                }
            }
        }
    L53:;
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
