/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Stores to the same address on every iteration (TSVC s1161/s2101-like "last value through
   memory"): the vector loop stores its last lane once per vector iteration, which leaves what
   the scalar loop leaves. Under a condition the lanes are stored in order, active ones only.
   Not vectorized where anything else in the loop touches that address. */

int last_seen;
float last_scaled;
struct stats { int count; long total; } st;

/* Unconditional: g = b[i] on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_last(int n, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    int t6;
    long t7;
    long t8;
    __m256i t9;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)0 + (t1 + 24L))));
            last_seen = ((vcc_v8_int)t5)[7];
            t1 += 32L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
    } else {
        t6 = 0;
    }
    t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        t8 = t7 & -8L;
        t2 = 0L;
        do {
            t9 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)t6 + t2)));
            last_seen = ((vcc_v8_int)t9)[7];
            t2 += 8L;
        } while (t2 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        last_seen = b[i];
    }
}

/* Through a restrict pointer, a computed float, and another array written too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256 t13;
    long t14;
    const float *t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    int t20;
    long t21;
    long t22;
    long t23;
    const float *t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int i;
    long t29;
    const float *t30;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(b + t5);
            t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_ps(b + t8);
            t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_ps(b + t11);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t11, t13);
            t14 = (long)(int)((long)0 + (t1 + 24L));
            t15 = b + t14;
            t16 = _mm256_loadu_ps(t15);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t14, t17);
            t18 = _mm256_loadu_ps(t15);
            t19 = _mm256_add_ps(t18, _mm256_set1_ps(0.5f));
            *out = ((vcc_v8_float)t19)[7];
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)((long)0 + t4);
    } else {
        t20 = 0;
    }
    t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        t22 = t21 & -8L;
        t2 = 0L;
        do {
            t23 = (long)(int)((long)t20 + t2);
            t24 = b + t23;
            t25 = _mm256_loadu_ps(t24);
            t26 = _mm256_mul_ps(t25, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t23, t26);
            t27 = _mm256_loadu_ps(t24);
            t28 = _mm256_add_ps(t27, _mm256_set1_ps(0.5f));
            *out = ((vcc_v8_float)t28)[7];
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        t30 = b + t29;
        a[t29] = *t30 * 2.0f;
        *out = *t30 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fields(int n, const long *restrict v, int k) {
    vcc_no_contract_body
    __m128i t1;
    long t2;
    __m128i t3;
    long t4;
    long t5;
    long t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    int t14;
    long t15;
    long t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    int i;
    long t23;
    t5 = (long)n;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t7 = _mm_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        do {
            t9 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t10 = t9;
            st.count = k;
            t11 = _mm256_cvtepi32_epi64(t10);
            t12 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)0 + (t2 + 12L))));
            t13 = _mm256_sub_epi64(t12, t11);
            st.total = ((vcc_v4_long)t13)[3];
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
        } while (t2 < t6);
        t14 = (int)((long)0 + t6);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        t16 = t15 & -4L;
        t17 = _mm_set1_epi32((int)t14);
        t18 = t17;
        t3 = _mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        t4 = 0L;
        do {
            t19 = t3;
            st.count = k;
            t20 = _mm256_cvtepi32_epi64(t19);
            t21 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)t14 + t4)));
            t22 = _mm256_sub_epi64(t21, t20);
            st.total = ((vcc_v4_long)t22)[3];
            t4 += 4L;
            t3 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
        } while (t4 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        st.count = k;
        t23 = (long)i;
        st.total = v[t23] - t23;
    }
}

/* Under a condition: the last element above t (the lanes stored in order, masked). */
void last_above(int n, int t, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] > t)
            last_seen = b[i];
}

/* Under a condition with enough work per element that vector code pays: a masked scatter of
   stride 0 (lanes stored in order, active ones only). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256 t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    int i;
    long t22;
    float t23;
    float t24;
    float d;
    float e;
    float f;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = _mm256_set1_ps(t);
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(x + t5);
            t7 = _mm256_mul_ps(t6, t6);
            t8 = _mm256_loadu_ps(y + t5);
            t9 = _mm256_mul_ps(t8, t8);
            t10 = _mm256_add_ps(t7, t9);
            t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.25f));
            t12 = _mm256_mul_ps(t6, t8);
            t13 = _mm256_sub_ps(t11, t12);
            t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            t15 = _mm256_mul_ps(t14, t14);
            t16 = _mm256_sub_ps(t15, t10);
            t17 = _mm256_mul_ps(t6, _mm256_set1_ps(3.0f));
            t18 = _mm256_add_ps(t16, t17);
            t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, t4, _CMP_GT_OQ));
            t20 = _mm256_mul_ps(t18, t14);
            t21 = _mm256_sub_ps(t20, t8);
            _mm256_mask_i32scatter_ps(&last_scaled, _mm256_movepi32_mask(t19), _mm256_set1_epi32((int)0), t21, 4);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = x[t22];
        t24 = y[t22];
        d = t23 * t23 + t24 * t24;
        e = d * 0.25f - t23 * t24 + 1.5f;
        f = e * e - d + t23 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t24;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_first(int n, const short *restrict b, short *restrict out) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    int i;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 64L) {
        t5 = t4 & -64L;
        t2 = 0L;
        do {
            t6 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)t1 + (t2 + 48L) * -1L) + -15));
            t7 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t6, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            t8 = t7;
            t9 = _mm256_mullo_epi16(t8, _mm256_set1_epi16((short)3));
            t10 = t9;
            *out = ((vcc_v16_short)t10)[15];
            t2 += 64L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t11 = (long)t1 + 1L;
    if (t11 >= 16L) {
        t12 = t11 & -16L;
        t3 = 0L;
        do {
            t13 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)t1 + t3 * -1L) + -15));
            t14 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t13, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            t15 = t14;
            t16 = _mm256_mullo_epi16(t15, _mm256_set1_epi16((short)3));
            t17 = t16;
            *out = ((vcc_v16_short)t17)[15];
            t3 += 16L;
        } while (t3 < t12);
        i = (int)((long)t1 + t12 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        *out = (short)((int)b[i] * 3);
    }
}

/* Not vectorized: the loop also reads the address it stores to. */
void reads_it(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = last_seen > b[i] ? last_seen - 1 : b[i];
}

/* Not vectorized: the stored pointer may alias the array read. */
void may_alias(int n, int *out, const int *b) {
    for (int i = 0; i < n; i++)
        *out = b[i] + 1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    short s_out;
    int n;
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int count_idx;
    int n_1;
    int t6;
    int *b;
    int t7;
    int *b2;
    long *v;
    void *t8;
    float *fa;
    void *t9;
    float *fb;
    short *sb;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    long t10;
    unsigned long t11;
    unsigned long t12;
    int t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256 t21;
    __m256 t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256 t29;
    __m256 t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    long t37;
    unsigned long t38;
    unsigned long t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    long t47;
    __m256 t48;
    __m256 t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    long t56;
    unsigned long t57;
    unsigned long t58;
    int t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    long t67;
    long t68;
    __m256 t69;
    __m256 t70;
    int i;
    long t71;
    const int *t72;
    const float *t73;
    unsigned long t74;
    const float *t75;
    int *t76;
    unsigned long t77;
    const void *t78;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t6 = 1;
        } else {
            t6 = 0;
            n = n_1;
        }
        if (!t6) {
            return 0;
        }
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        t7 = n + 1;
        b2 = (int *)(_mm256_zeroupper(), new_array(t7, 4UL));
        v = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        t8 = (_mm256_zeroupper(), new_array(n, 4UL));
        fa = (float *)t8;
        t9 = (_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)t9;
        sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        s_out = (short)-7;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < t7; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        t10 = (long)n;
        t11 = (unsigned long)t8;
        t12 = (unsigned long)t9;
        t13 = (int)((unsigned int)0 * (unsigned int)37);
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)0L))) & (t13 >= 0)) {
            t14 = t10 & -16L;
            t15 = _mm256_set1_epi32((int)(t13 % 100));
            t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)100));
            t19 = _mm256_min_epu32(t17, t18);
            t1 = t19;
            t2 = 0L;
            for (;;) {
                t20 = (long)(int)((long)0 + t2);
                t21 = _mm256_cvtepi32_ps(t1);
                t22 = _mm256_div_ps(t21, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t20, t22);
                _mm256_storeu_ps(fa + t20, _mm256_set1_ps(9.0f));
                t23 = (long)(int)((long)0 + (t2 + 8L));
                t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)96));
                t25 = t24;
                t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)100));
                t27 = _mm256_min_epu32(t25, t26);
                t28 = t27;
                t29 = _mm256_cvtepi32_ps(t28);
                t30 = _mm256_div_ps(t29, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t23, t30);
                _mm256_storeu_ps(fa + t23, _mm256_set1_ps(9.0f));
                t2 += 16L;
                t31 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)92));
                t32 = t31;
                t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)100));
                t34 = _mm256_min_epu32(t32, t33);
                t35 = t34;
                if (t2 >= t14) {
                    break;
                }
                t1 = t35;
            }
            t36 = (int)((long)0 + t14);
        } else {
            t36 = 0;
        }
        t37 = (long)n + (long)t36 * -1L;
        t38 = (unsigned long)t8;
        t39 = (unsigned long)t9;
        t40 = (int)((unsigned int)t36 * (unsigned int)37);
        if ((t37 >= 8L) & (((t38 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t36 * 4L))) | ((t39 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t36 * 4L)))) & (t40 >= 0)) {
            t41 = t37 & -8L;
            t42 = _mm256_set1_epi32((int)(t40 % 100));
            t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            t44 = t43;
            t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)100));
            t46 = _mm256_min_epu32(t44, t45);
            t3 = t46;
            t4 = 0L;
            for (;;) {
                t47 = (long)(int)((long)t36 + t4);
                t48 = _mm256_cvtepi32_ps(t3);
                t49 = _mm256_div_ps(t48, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t47, t49);
                _mm256_storeu_ps(fa + t47, _mm256_set1_ps(9.0f));
                t4 += 8L;
                t50 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)96));
                t51 = t50;
                t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)100));
                t53 = _mm256_min_epu32(t51, t52);
                t54 = t53;
                if (t4 >= t41) {
                    break;
                }
                t3 = t54;
            }
            t55 = (int)((long)t36 + t41);
        } else {
            t55 = t36;
        }
        t56 = (long)n + (long)t55 * -1L;
        t57 = (unsigned long)t8;
        t58 = (unsigned long)t9;
        t59 = (int)((unsigned int)t55 * (unsigned int)37);
        if ((t56 >= 1L) & (t56 <= 8L) & (((t57 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t55 * 4L))) | ((t58 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t55 * 4L)))) & (t59 >= 0)) {
            t60 = _mm256_set1_epi32((int)(int)t56);
            t61 = _mm256_cmpgt_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t62 = _mm256_set1_epi32((int)(t59 % 100));
            t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            t64 = t63;
            t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32((int)100));
            t66 = _mm256_min_epu32(t64, t65);
            t5 = t66;
            t67 = 0L;
            t68 = (long)(int)((long)t55 + t67);
            t69 = _mm256_cvtepi32_ps(t5);
            t70 = _mm256_div_ps(t69, _mm256_set1_ps(64.0f));
            _mm256_mask_storeu_ps(fb + t68, _mm256_movepi32_mask(t61), t70);
            _mm256_mask_storeu_ps(fa + t68, _mm256_movepi32_mask(t61), _mm256_set1_ps(9.0f));
            i = (int)((long)t55 + t56);
        } else {
            i = t55;
        }
        for (; i < n; i++) {
            t71 = (long)i;
            fb[t71] = (float)(i * 37 % 100) / 64.0f;
            fa[t71] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        t72 = b;
        (_mm256_zeroupper(), keep_last(n, t72));
        printf(" last=%d", last_seen);
        t73 = fb;
        (_mm256_zeroupper(), keep_scaled(n, &last_scaled, fa, t73));
        t74 = (_mm256_zeroupper(), hash_bytes((const void *)fa, (unsigned long)n * 4UL));
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t74);
        (_mm256_zeroupper(), fields(n, v, n * 3));
        printf(" st=%d/%ld", st.count, st.total);
        (_mm256_zeroupper(), last_above(n, 900, t72));
        printf(" above=%d", last_seen);
        (_mm256_zeroupper(), last_above(n, 5000, t72));
        printf(" none=%d", last_seen);
        t75 = fa;
        (_mm256_zeroupper(), last_heavy(n, 2.0f, t73, t75));
        printf(" heavy=%a", (double)last_scaled);
        (_mm256_zeroupper(), last_heavy(n, 1e30f, t73, t75));
        printf(" heavy_none=%a", (double)last_scaled);
        (_mm256_zeroupper(), keep_first(n, sb, &s_out));
        printf(" first=%d", (int)s_out);
        (_mm256_zeroupper(), reads_it(n, t72));
        printf(" reads=%d", last_seen);
        t76 = b2 + 0;
        *t76 = 11;
        (_mm256_zeroupper(), may_alias(n, t76, b2));
        t77 = (unsigned long)t7 * 4UL;
        t78 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t78, t77)));
        (_mm256_zeroupper(), may_alias(n, b2 + n, b2 + 1));
        printf(" alias2=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t78, t77)));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
