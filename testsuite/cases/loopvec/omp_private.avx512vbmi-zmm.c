/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* `#pragma omp simd private(t)`: `t`, declared before the loop, is a fresh variable in each
   iteration. Written before it is read in every iteration, it carries nothing from one
   iteration to the next once it is in a register, so the loop is vectorized; with a
   `reduction` clause too; and under a condition, where each iteration still sets `t` before
   reading it. The last loop's private array `tmp` stays in memory: vcc does not privatize it
   (the remark names the dependence), and the loop stays scalar. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void poly_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    int i;
    long t37;
    float t;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(x + t5);
            t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            t8 = _mm512_sub_ps(t7, _mm512_set1_ps(1.0f));
            t9 = _mm512_mul_ps(t8, t8);
            t10 = _mm512_add_ps(t9, t8);
            _mm512_storeu_ps(y + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_ps(x + t11);
            t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            t14 = _mm512_sub_ps(t13, _mm512_set1_ps(1.0f));
            t15 = _mm512_mul_ps(t14, t14);
            t16 = _mm512_add_ps(t15, t14);
            _mm512_storeu_ps(y + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_ps(x + t20);
            t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.5f));
            t23 = _mm512_sub_ps(t22, _mm512_set1_ps(1.0f));
            t24 = _mm512_mul_ps(t23, t23);
            t25 = _mm512_add_ps(t24, t23);
            _mm512_storeu_ps(y + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_ps(t29, x + t31);
        t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.5f));
        t34 = _mm512_sub_ps(t33, _mm512_set1_ps(1.0f));
        t35 = _mm512_mul_ps(t34, t34);
        t36 = _mm512_add_ps(t35, t34);
        _mm512_mask_storeu_ps(y + t31, t29, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        t = x[t37] * 0.5f - 1.0f;
        y[t37] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    __m512 t2;
    float s;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    int t10;
    float t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    long t15;
    __m512 t16;
    long t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    int i;
    long t24;
    float t;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_ps(-0.0f);
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(x + t5);
            t7 = _mm512_loadu_ps(z + t5);
            t8 = _mm512_sub_ps(t6, t7);
            t9 = _mm512_mul_ps(t8, t8);
            t2 = _mm512_add_ps(t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        t10 = (int)((long)0 + t4);
        t11 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
    } else {
        t10 = 0;
        t11 = 0.0f;
    }
    t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        t13 = _mm512_set1_epi32((int)(int)t12);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t15 = 0L;
        t16 = _mm512_set1_ps(-0.0f);
        t17 = (long)(int)((long)t10 + t15);
        t18 = _mm512_maskz_loadu_ps(t14, x + t17);
        t19 = _mm512_maskz_loadu_ps(t14, z + t17);
        t20 = _mm512_sub_ps(t18, t19);
        t21 = _mm512_mul_ps(t20, t20);
        t22 = _mm512_add_ps(t16, t21);
        t23 = _mm512_mask_blend_ps(t14, t16, t22);
        i = (int)((long)t10 + t12);
        s = t11 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t23), _mm512_extractf32x8_ps(t23, 1)));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        t = x[t24] - z[t24];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t;
    long t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    long t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    __m512i t26;
    long t27;
    long t28;
    __m512i t29;
    __mmask16 t30;
    __mmask16 t31;
    __mmask16 t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    long t38;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi32((int)lo);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(x + t6);
            t8 = _mm512_max_epi32(t5, t7);
            t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(y + t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(x + t10);
            t12 = _mm512_max_epi32(t5, t11);
            t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(y + t10, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = (int)((long)0 + t4);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t17 = _mm512_set1_epi32((int)lo);
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t14 + t2);
            t19 = _mm512_loadu_si512(x + t18);
            t20 = _mm512_max_epi32(t17, t19);
            t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(y + t18, t21);
            t2 += 16L;
        } while (t2 < t16);
        t22 = (int)((long)t14 + t16);
    } else {
        t22 = t14;
    }
    t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        t24 = _mm512_set1_epi32((int)(int)t23);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = _mm512_set1_epi32((int)lo);
        t27 = 0L;
        t28 = (long)(int)((long)t22 + t27);
        t29 = _mm512_maskz_loadu_epi32(t25, x + t28);
        t30 = _mm512_cmp_epi32_mask(t29, t26, _MM_CMPINT_LT);
        t31 = _knot_mask16(t30);
        t32 = _kand_mask16(t25, t31);
        t33 = _mm512_mask_blend_epi32(t32, t26, t29);
        t34 = t33;
        t35 = _mm512_set1_epi32((int)3);
        t36 = _mm512_mullo_epi32(t34, t35);
        t37 = t36;
        _mm512_mask_storeu_epi32(y + t28, t25, t37);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t = x[t38];
        if (t < lo) {
            t = lo;
        }
        y[t38] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        tmp[0] = x[i] + 1;
        tmp[1] = x[i] - 1;
        y[i] = tmp[0] * tmp[1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *z = new_array(n, 4), *y = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yp = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(z, n, -3, 7);
        FILL(xi, n, -100, 201);
        poly_private(n, y, x);
        clamp_private(n, yi, xi, -7);
        pairs_private(n, yp, xi);
        printf("n=%d poly=%llx dot=%a clamp=%llx pairs=%llx\n", n, HASH(y, n), dot_private(n, x, z), HASH(yi, n), HASH(yp, n));
        free(x), free(z), free(y), free(xi), free(yi), free(yp);
    }
    return 0;
}
