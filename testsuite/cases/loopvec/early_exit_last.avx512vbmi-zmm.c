/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 5 */
/* Values carried out of a loop with an early exit (`last = x;` on every iteration): the vector
 * loop carries each one's value before the vector iteration (its start, then the last lane of
 * the update); after an early exit the scalar loop resumes with it and runs the exiting
 * iteration again, so the value at the exiting iteration and the last one before it both come
 * out of the scalar loop. Matches at the first, a middle and the last element, and none. */
#include "harness.h"

float g_f[1024];

/* The value of the iteration before the match (set after the exit test); `a` is aligned by a peel. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int before_match(int n, const int *a, int key) {
    vcc_no_contract_body
    int t1;
    int prev;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t10;
    int t12;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t1 = -1;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (t7 >= n) {
            i = t7;
            prev = t1;
            goto L14;
        }
        int t9 = a[t7];
        if (t9 == key) {
            i = t7;
            prev = t1;
            goto L14;
        }
        t1 = t9 * 2;
    }
    t10 = (long)n - t5;
    if ((t10 >= 16L) & t6) {
        long t3 = t10 & -16L;
        __m512i key_v = _mm512_set1_epi32((int)key);
        long i_vec = 0L;
        int t2 = t1;
        /* vcc: loop at early_exit_last.c:14 vectorized: VF 16, UF 1, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t7 + i_vec));
            __mmask16 t11 = _mm512_cmp_epi32_mask(a_v, key_v, _MM_CMPINT_EQ);
            if ((t11 != 0)) {
                t3 = i_vec;
                t12 = t2;
                break;
            }
            __m512i prev_v = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(2));
            i_vec += 16L;
            t2 = ((vcc_v16_int)prev_v)[15];
            if (i_vec >= t3) {
                t12 = t2;
                break;
            }
        }
        i = (int)((long)t7 + t3);
        prev = t12;
    } else {
        i = t7;
        prev = t1;
    }
L14:
    for (; i < n; i++) {
        int t13 = a[i];
        if (t13 == key) {
            break;
        }
        prev = t13 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    vcc_no_contract_body
    unsigned int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    unsigned int t7;
    long t8;
    unsigned int v_1;
    long t10;
    unsigned int t13;
    int i;
    unsigned int v_2;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 7U;
    t8 = 0L;
    for (t6 = 0; t8 < t4; t6++, t7 = v_1, t8++) {
        if (t6 >= n) {
            i = t6;
            v_2 = t7;
            goto L15;
        }
        unsigned int t9 = a[t6];
        v_1 = t9 ^ (unsigned int)t6;
        if (t9 == key) {
            i = t6;
            v_2 = t7;
            goto L15;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        __m512i key_v = _mm512_set1_epi32((int)key);
        __m512i t11 = _mm512_set1_epi32((int)t6);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        unsigned int t1 = t7;
        /* vcc: loop at early_exit_last.c:25 vectorized: VF 16, UF 1, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t6 + i_vec));
            __m512i v_v = _mm512_xor_si512(a_v, (__m512i)i_v);
            __mmask16 t12 = _mm512_cmp_epi32_mask(a_v, key_v, _MM_CMPINT_EQ);
            if ((t12 != 0)) {
                t2 = i_vec;
                t13 = t1;
                break;
            }
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            t1 = ((vcc_v16_uint)v_v)[15];
            if (i_vec >= t2) {
                t13 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        v_2 = t13;
    } else {
        i = t6;
        v_2 = t7;
    }
L15:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t14 = a[i];
        v = t14 ^ (unsigned int)i;
        if (t14 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_float(int n, float key) {
    vcc_no_contract_body
    float last;
    float t5;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1024L)) {
        long t2 = t3 & -16L;
        __m512 key_v = _mm512_set1_ps(key);
        long i_vec = 0L;
        float t1 = 0.25f;
        /* vcc: loop at early_exit_last.c:36 vectorized: VF 16, UF 1, early exit, scalar epilogue */
        for (;;) {
            __m512 g_f_v = _mm512_loadu_ps(&g_f[(int)i_vec]);
            __mmask16 t4 = _mm512_cmp_ps_mask(g_f_v, key_v, _CMP_EQ_OQ);
            if ((t4 != 0)) {
                t2 = i_vec;
                t5 = t1;
                break;
            }
            __m512 last_v = _mm512_mul_ps(g_f_v, _mm512_set1_ps(0.5f));
            i_vec += 16L;
            t1 = ((vcc_v16_float)last_v)[15];
            if (i_vec >= t2) {
                t5 = t1;
                break;
            }
        }
        i = (int)t2;
        last = t5;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t6 = g_f[i];
        if (t6 == key) {
            break;
        }
        last = t6 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long i;
    long last;
    t2 = (unsigned long)s;
    t3 = (long)((0UL - t2) & 63UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t5 = 0L;
    t7 = 0L;
    for (t6 = -1L; t7 < t3; t6 = t5, t5++, t7++) {
        if (t5 >= n) {
            i = t5;
            last = t6;
            goto L10;
        }
        if ((int)s[t5] < 0) {
            i = t5;
            last = t6;
            goto L10;
        }
    }
    t8 = n - t3;
    if ((t8 >= 32L) & t4) {
        long t1 = t8 & -32L;
        long i_vec = 0L;
        /* vcc: loop at early_exit_last.c:47 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 64 bytes, scalar epilogue */
        do {
            __m512i s_v = _mm512_load_si512(s + (t5 + i_vec));
            __mmask32 t9 = _mm512_cmp_epi16_mask(s_v, ((__m512i)(vcc_v32_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0}), _MM_CMPINT_LT);
            if ((t9 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = t5 + t1;
        last = t6 + t1;
    } else {
        i = t5;
        last = t6;
    }
L10:
    for (; i < n; last = i, i++) {
        if ((int)s[i] < 0) {
            break;
        }
    }
    return last;
}

/* Two last values and a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    vcc_no_contract_body
    int t1;
    int t2;
    int sum;
    int y;
    unsigned long t6;
    long t7;
    int t8;
    int t9;
    int t10;
    long t11;
    int t12;
    long t13;
    vcc_v16_uint sum_v_1;
    int t15;
    int t16;
    int i;
    int x;
    int t17;
    t6 = (unsigned long)a;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t9 = 0;
    t1 = 0;
    t2 = 0;
    t10 = 0;
    t11 = 0L;
    for (; t11 < t7; t9++, t10 = t12, t11++) {
        if (t9 >= n) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L18;
        }
        t12 = a[t9];
        if (t12 > 90) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L18;
        }
        t2 = t12 + 1;
        t1 += t12;
    }
    t13 = (long)n - t7;
    if ((t13 >= 16L) & t8) {
        long t5 = t13 & -16L;
        long i_vec = 0L;
        vcc_v16_uint sum_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        int t3 = t2;
        int t4 = t10;
        /* vcc: loop at early_exit_last.c:58 vectorized: VF 16, UF 1, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t9 + i_vec));
            __mmask16 t14 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(90), _MM_CMPINT_NLE);
            if ((t14 != 0)) {
                t5 = i_vec;
                sum_v_1 = (vcc_v16_uint)(__m512i)sum_v;
                t15 = t3;
                t16 = t4;
                break;
            }
            __m512i y_v = _mm512_add_epi32(a_v, _mm512_set1_epi32(1));
            sum_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)sum_v, a_v);
            i_vec += 16L;
            t3 = ((vcc_v16_int)y_v)[15];
            t4 = ((vcc_v16_int)a_v)[15];
            if (i_vec >= t5) {
                sum_v_1 = (vcc_v16_uint)(__m512i)sum_v;
                t15 = t3;
                t16 = t4;
                break;
            }
        }
        i = (int)((long)t9 + t5);
        sum = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)sum_v_1), _mm512_extracti64x4_epi64((__m512i)sum_v_1, 1))));
        y = t15;
        x = t16;
    } else {
        i = t9;
        sum = t1;
        y = t2;
        x = t10;
    }
L18:
    for (; i < n; i++, x = t17) {
        t17 = a[i];
        if (t17 > 90) {
            break;
        }
        y = t17 + 1;
        sum += t17;
    }
    *out = y + sum;
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned *u = new_array(n, sizeof(unsigned));
        short *s = new_array(n, sizeof(short));
        FILL(a, n, -50, 100);
        FILL(b, n, 0, 90);
        FILL(u, n, 0, 1000);
        FILL(s, n, 0, 300);
        FILL(g_f, n, -20, 40);
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (pos >= 0)
                a[pos] = -77, u[pos] = 5000, g_f[pos] = 99.0f, s[pos] = -1, b[pos] = 95;
            int out = 0;
            int r1 = before_match(n, a, -77);
            unsigned r2 = at_match(n, u, 5000);
            float r3 = last_float(n, 99.0f);
            long r4 = last_index(n, s);
            int r5 = two_lasts(n, b, &out);
            printf("n=%d pos=%d: %d %u %a %ld %d %d\n", n, pos, r1, r2, r3, r4, r5, out);
            if (pos >= 0)
                a[pos] = 1, u[pos] = 3, g_f[pos] = 2.0f, s[pos] = 4, b[pos] = 5;
        }
        free(a), free(b), free(u), free(s);
    }
    return 0;
}
