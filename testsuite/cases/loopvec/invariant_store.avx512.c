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
    int t6;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + (int)(t1 + 24L)));
            last_seen = ((vcc_v8_int)t5)[7];
            t1 += 32L;
        } while (t1 < t4);
        t6 = (int)t4;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long t2 = 0L;
        do {
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)t6 + t2)));
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
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            __m256 t9 = _mm256_loadu_ps(b + t8);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m256 t12 = _mm256_loadu_ps(b + t11);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t11, t13);
            long t14 = (long)(int)(t1 + 24L);
            const float *t15 = b + t14;
            __m256 t16 = _mm256_loadu_ps(t15);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t14, t17);
            __m256 t18 = _mm256_loadu_ps(t15);
            __m256 t19 = _mm256_add_ps(t18, _mm256_set1_ps(0.5f));
            *out = ((vcc_v8_float)t19)[7];
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)t4;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            const float *t24 = b + t23;
            __m256 t25 = _mm256_loadu_ps(t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t23, t26);
            __m256 t27 = _mm256_loadu_ps(t24);
            __m256 t28 = _mm256_add_ps(t27, _mm256_set1_ps(0.5f));
            *out = ((vcc_v8_float)t28)[7];
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        const float *t30 = b + t29;
        a[t29] = *t30 * 2.0f;
        *out = *t30 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fields(int n, const long *restrict v, int k) {
    vcc_no_contract_body
    int t14;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m128i t7 = _mm_set1_epi32(0);
        __m128i t8 = t7;
        __m128i t1 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
        long t2 = 0L;
        do {
            __m128i t9 = _mm_add_epi32(t1, _mm_set1_epi32(12));
            __m128i t10 = t9;
            st.count = k;
            __m256i t11 = _mm256_cvtepi32_epi64(t10);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(v + (int)(t2 + 12L)));
            __m256i t13 = _mm256_sub_epi64(t12, t11);
            st.total = ((vcc_v4_long)t13)[3];
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        } while (t2 < t6);
        t14 = (int)t6;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        __m128i t17 = _mm_set1_epi32((int)t14);
        __m128i t18 = t17;
        __m128i t3 = _mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        long t4 = 0L;
        do {
            __m128i t19 = t3;
            st.count = k;
            __m256i t20 = _mm256_cvtepi32_epi64(t19);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)t14 + t4)));
            __m256i t22 = _mm256_sub_epi64(t21, t20);
            st.total = ((vcc_v4_long)t22)[3];
            t4 += 4L;
            t3 = _mm_add_epi32(t3, _mm_set1_epi32(4));
        } while (t4 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        st.count = k;
        long t23 = (long)i;
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
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        __m256 t4 = _mm256_set1_ps(t);
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256 t7 = _mm256_mul_ps(t6, t6);
            __m256 t8 = _mm256_loadu_ps(y + t5);
            __m256 t9 = _mm256_mul_ps(t8, t8);
            __m256 t10 = _mm256_add_ps(t7, t9);
            __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.25f));
            __m256 t12 = _mm256_mul_ps(t6, t8);
            __m256 t13 = _mm256_sub_ps(t11, t12);
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            __m256 t15 = _mm256_mul_ps(t14, t14);
            __m256 t16 = _mm256_sub_ps(t15, t10);
            __m256 t17 = _mm256_mul_ps(t6, _mm256_set1_ps(3.0f));
            __m256 t18 = _mm256_add_ps(t16, t17);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, t4, _CMP_GT_OQ));
            __m256 t20 = _mm256_mul_ps(t18, t14);
            __m256 t21 = _mm256_sub_ps(t20, t8);
            _mm256_mask_i32scatter_ps(&last_scaled, _mm256_movepi32_mask(t19), _mm256_set1_epi32(0), t21, 4);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = x[t22];
        float t24 = y[t22];
        float d = t23 * t23 + t24 * t24;
        float e = d * 0.25f - t23 * t24 + 1.5f;
        float f = e * e - d + t23 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t24;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_first(int n, const short *restrict b, short *restrict out) {
    vcc_no_contract_body
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 64L) {
        long t5 = t4 & -64L;
        long t2 = 0L;
        do {
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)t1 + (t2 + 48L) * -1L) + -15));
            __m256i t7 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t6, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            __m256i t8 = t7;
            __m256i t9 = _mm256_mullo_epi16(t8, _mm256_set1_epi16((short)3));
            __m256i t10 = t9;
            *out = ((vcc_v16_short)t10)[15];
            t2 += 64L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t11 = (long)t1 + 1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long t3 = 0L;
        do {
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + (int)((long)t1 + t3 * -1L) + -15));
            __m256i t14 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t13, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            __m256i t15 = t14;
            __m256i t16 = _mm256_mullo_epi16(t15, _mm256_set1_epi16((short)3));
            __m256i t17 = t16;
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
    int t5;
    int t34;
    int t53;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t5 = 1;
        } else {
            t5 = 0;
            n = n_1;
        }
        if (!t5) {
            return 0;
        }
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t6 = n + 1;
        int *b2 = (int *)(_mm256_zeroupper(), new_array(t6, 4UL));
        long *v = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t7 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t7;
        void *t8 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t8;
        short *sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t6; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        long t9 = (long)n;
        unsigned long t10 = (unsigned long)t7;
        unsigned long t11 = (unsigned long)t8;
        if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10)) & 1) {
            long t12 = t9 & -16L;
            __m256i t13 = _mm256_set1_epi32(0);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t15 = t14;
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(100));
            __m256i t17 = _mm256_min_epu32(t15, t16);
            __m256i t1 = t17;
            long t2 = 0L;
            for (;;) {
                long t18 = (long)(int)t2;
                __m256 t19 = _mm256_cvtepi32_ps(t1);
                __m256 t20 = _mm256_div_ps(t19, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t18, t20);
                _mm256_storeu_ps(fa + t18, _mm256_set1_ps(9.0f));
                long t21 = (long)(int)(t2 + 8L);
                __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(96));
                __m256i t23 = t22;
                __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(100));
                __m256i t25 = _mm256_min_epu32(t23, t24);
                __m256i t26 = t25;
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                __m256 t28 = _mm256_div_ps(t27, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t21, t28);
                _mm256_storeu_ps(fa + t21, _mm256_set1_ps(9.0f));
                t2 += 16L;
                __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(92));
                __m256i t30 = t29;
                __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(100));
                __m256i t32 = _mm256_min_epu32(t30, t31);
                __m256i t33 = t32;
                if (t2 >= t12) {
                    break;
                }
                t1 = t33;
            }
            t34 = (int)t12;
        } else {
            t34 = 0;
        }
        long t35 = (long)n + (long)t34 * -1L;
        unsigned long t36 = (unsigned long)t7;
        unsigned long t37 = (unsigned long)t8;
        int t38 = (int)((unsigned int)t34 * 37U);
        if ((t35 >= 8L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L)))) & (t38 >= 0)) {
            long t39 = t35 & -8L;
            __m256i t40 = _mm256_set1_epi32((int)(t38 % 100));
            __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t42 = t41;
            __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(100));
            __m256i t44 = _mm256_min_epu32(t42, t43);
            __m256i t3 = t44;
            long t4 = 0L;
            for (;;) {
                long t45 = (long)(int)((long)t34 + t4);
                __m256 t46 = _mm256_cvtepi32_ps(t3);
                __m256 t47 = _mm256_div_ps(t46, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t45, t47);
                _mm256_storeu_ps(fa + t45, _mm256_set1_ps(9.0f));
                t4 += 8L;
                __m256i t48 = _mm256_add_epi32(t3, _mm256_set1_epi32(96));
                __m256i t49 = t48;
                __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(100));
                __m256i t51 = _mm256_min_epu32(t49, t50);
                __m256i t52 = t51;
                if (t4 >= t39) {
                    break;
                }
                t3 = t52;
            }
            t53 = (int)((long)t34 + t39);
        } else {
            t53 = t34;
        }
        long t54 = (long)n + (long)t53 * -1L;
        unsigned long t55 = (unsigned long)t7;
        unsigned long t56 = (unsigned long)t8;
        int t57 = (int)((unsigned int)t53 * 37U);
        if ((t54 >= 1L) & (t54 <= 8L) & (((t55 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t53 * 4L))) | ((t56 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t53 * 4L)))) & (t57 >= 0)) {
            __m256i t58 = _mm256_set1_epi32((int)(int)t54);
            __m256i t59 = _mm256_cmpgt_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t60 = _mm256_set1_epi32((int)(t57 % 100));
            __m256i t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t62 = t61;
            __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(100));
            __m256i t64 = _mm256_min_epu32(t62, t63);
            __m256i t65 = t64;
            long t66 = (long)(int)(long)t53;
            __m256 t67 = _mm256_cvtepi32_ps(t65);
            __m256 t68 = _mm256_div_ps(t67, _mm256_set1_ps(64.0f));
            _mm256_mask_storeu_ps(fb + t66, _mm256_movepi32_mask(t59), t68);
            _mm256_mask_storeu_ps(fa + t66, _mm256_movepi32_mask(t59), _mm256_set1_ps(9.0f));
            i = (int)((long)t53 + t54);
        } else {
            i = t53;
        }
        for (; i < n; i++) {
            long t69 = (long)i;
            fb[t69] = (float)(i * 37 % 100) / 64.0f;
            fa[t69] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t70 = b;
        keep_last(n, t70);
        printf(" last=%d", last_seen);
        const float *t71 = fb;
        keep_scaled(n, &last_scaled, fa, t71);
        unsigned long t72 = (_mm256_zeroupper(), hash_bytes((const void *)fa, (unsigned long)n * 4UL));
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t72);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        (_mm256_zeroupper(), last_above(n, 900, t70));
        printf(" above=%d", last_seen);
        (_mm256_zeroupper(), last_above(n, 5000, t70));
        printf(" none=%d", last_seen);
        const float *t73 = fa;
        last_heavy(n, 2.0f, t71, t73);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t71, t73);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        (_mm256_zeroupper(), reads_it(n, t70));
        printf(" reads=%d", last_seen);
        int *t74 = b2 + 0;
        *t74 = 11;
        (_mm256_zeroupper(), may_alias(n, t74, b2));
        unsigned long t75 = (unsigned long)t6 * 4UL;
        const void *t76 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t76, t75)));
        (_mm256_zeroupper(), may_alias(n, b2 + n, b2 + 1));
        printf(" alias2=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t76, t75)));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
