/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    long t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    long t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    int i;
    long t49;
    float t;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(x + t5);
            t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            t8 = _mm256_sub_ps(t7, _mm256_set1_ps(1.0f));
            t9 = _mm256_mul_ps(t8, t8);
            t10 = _mm256_add_ps(t9, t8);
            _mm256_storeu_ps(y + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_ps(x + t11);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            t14 = _mm256_sub_ps(t13, _mm256_set1_ps(1.0f));
            t15 = _mm256_mul_ps(t14, t14);
            t16 = _mm256_add_ps(t15, t14);
            _mm256_storeu_ps(y + t11, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm256_loadu_ps(x + t17);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
            t20 = _mm256_sub_ps(t19, _mm256_set1_ps(1.0f));
            t21 = _mm256_mul_ps(t20, t20);
            t22 = _mm256_add_ps(t21, t20);
            _mm256_storeu_ps(y + t17, t22);
            t23 = (long)(int)((long)0 + (t1 + 24L));
            t24 = _mm256_loadu_ps(x + t23);
            t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
            t26 = _mm256_sub_ps(t25, _mm256_set1_ps(1.0f));
            t27 = _mm256_mul_ps(t26, t26);
            t28 = _mm256_add_ps(t27, t26);
            _mm256_storeu_ps(y + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = _mm256_loadu_ps(x + t32);
            t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.5f));
            t35 = _mm256_sub_ps(t34, _mm256_set1_ps(1.0f));
            t36 = _mm256_mul_ps(t35, t35);
            t37 = _mm256_add_ps(t36, t35);
            _mm256_storeu_ps(y + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (long)(int)((long)t38 + t42);
        t44 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), x + t43);
        t45 = _mm256_mul_ps(t44, _mm256_set1_ps(0.5f));
        t46 = _mm256_sub_ps(t45, _mm256_set1_ps(1.0f));
        t47 = _mm256_mul_ps(t46, t46);
        t48 = _mm256_add_ps(t47, t46);
        _mm256_mask_storeu_ps(y + t43, _mm256_movepi32_mask(t41), t48);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t49 = (long)i;
        t = x[t49] * 0.5f - 1.0f;
        y[t49] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    long t6;
    __m256 t7;
    float s;
    long t8;
    long t9;
    long t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    long t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    int t33;
    float t34;
    long t35;
    long t36;
    long t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    int t42;
    float t43;
    long t44;
    __m256i t45;
    __m256i t46;
    long t47;
    __m256 t48;
    long t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    int i;
    long t56;
    float t;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm256_set1_ps(-0.0f);
        t3 = _mm256_set1_ps(-0.0f);
        t4 = _mm256_set1_ps(-0.0f);
        t5 = _mm256_set1_ps(-0.0f);
        do {
            t10 = (long)(int)((long)0 + t1);
            t11 = _mm256_loadu_ps(x + t10);
            t12 = _mm256_loadu_ps(z + t10);
            t13 = _mm256_sub_ps(t11, t12);
            t14 = _mm256_mul_ps(t13, t13);
            t2 = _mm256_add_ps(t2, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = _mm256_loadu_ps(x + t15);
            t17 = _mm256_loadu_ps(z + t15);
            t18 = _mm256_sub_ps(t16, t17);
            t19 = _mm256_mul_ps(t18, t18);
            t3 = _mm256_add_ps(t3, t19);
            t20 = (long)(int)((long)0 + (t1 + 16L));
            t21 = _mm256_loadu_ps(x + t20);
            t22 = _mm256_loadu_ps(z + t20);
            t23 = _mm256_sub_ps(t21, t22);
            t24 = _mm256_mul_ps(t23, t23);
            t4 = _mm256_add_ps(t4, t24);
            t25 = (long)(int)((long)0 + (t1 + 24L));
            t26 = _mm256_loadu_ps(x + t25);
            t27 = _mm256_loadu_ps(z + t25);
            t28 = _mm256_sub_ps(t26, t27);
            t29 = _mm256_mul_ps(t28, t28);
            t5 = _mm256_add_ps(t5, t29);
            t1 += 32L;
        } while (t1 < t9);
        t30 = _mm256_add_ps(t2, t3);
        t31 = _mm256_add_ps(t30, t4);
        t32 = _mm256_add_ps(t31, t5);
        t33 = (int)((long)0 + t9);
        t34 = 0.0f + vcc_avx2_sum_ps(t32);
    } else {
        t33 = 0;
        t34 = 0.0f;
    }
    t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        t36 = t35 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_ps(-0.0f);
        do {
            t37 = (long)(int)((long)t33 + t6);
            t38 = _mm256_loadu_ps(x + t37);
            t39 = _mm256_loadu_ps(z + t37);
            t40 = _mm256_sub_ps(t38, t39);
            t41 = _mm256_mul_ps(t40, t40);
            t7 = _mm256_add_ps(t7, t41);
            t6 += 8L;
        } while (t6 < t36);
        t42 = (int)((long)t33 + t36);
        t43 = t34 + vcc_avx2_sum_ps(t7);
    } else {
        t42 = t33;
        t43 = t34;
    }
    t44 = (long)n + (long)t42 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        t45 = _mm256_set1_epi32((int)(int)t44);
        t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t47 = 0L;
        t48 = _mm256_set1_ps(-0.0f);
        t49 = (long)(int)((long)t42 + t47);
        t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), x + t49);
        t51 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), z + t49);
        t52 = _mm256_sub_ps(t50, t51);
        t53 = _mm256_mul_ps(t52, t52);
        t54 = _mm256_add_ps(t48, t53);
        t55 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t46), t48, t54);
        i = (int)((long)t42 + t44);
        s = t43 + vcc_avx2_sum_ps(t55);
    } else {
        i = t42;
        s = t43;
    }
    for (; i < n; i++) {
        t56 = (long)i;
        t = x[t56] - z[t56];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t;
    long t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    long t23;
    long t24;
    __m256i t25;
    long t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    int t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    int i;
    long t46;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)lo);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(x + t6));
            t8 = _mm256_max_epi32(t5, t7);
            t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(y + t6), t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)(x + t10));
            t12 = _mm256_max_epi32(t5, t11);
            t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(y + t10), t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm256_loadu_si256((const __m256i *)(x + t14));
            t16 = _mm256_max_epi32(t5, t15);
            t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(y + t14), t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = _mm256_loadu_si256((const __m256i *)(x + t18));
            t20 = _mm256_max_epi32(t5, t19);
            t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(y + t18), t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)((long)0 + t4);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = _mm256_set1_epi32((int)lo);
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t22 + t2);
            t27 = _mm256_loadu_si256((const __m256i *)(x + t26));
            t28 = _mm256_max_epi32(t25, t27);
            t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(y + t26), t29);
            t2 += 8L;
        } while (t2 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        t32 = _mm256_set1_epi32((int)(int)t31);
        t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t34 = _mm256_set1_epi32((int)lo);
        t35 = 0L;
        t36 = (long)(int)((long)t30 + t35);
        t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), x + t36);
        t38 = _mm256_cmpgt_epi32(t34, t37);
        t39 = (__m256i)~(vcc_m8)t38;
        t40 = _mm256_and_si256(t33, t39);
        t41 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t40), t34, t37);
        t42 = t41;
        t43 = _mm256_set1_epi32((int)3);
        t44 = _mm256_mullo_epi32(t42, t43);
        t45 = t44;
        _mm256_mask_storeu_epi32(y + t36, _mm256_movepi32_mask(t33), t45);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t46 = (long)i;
        t = x[t46];
        if (t < lo) {
            t = lo;
        }
        y[t46] = t * 3;
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
