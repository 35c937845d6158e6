/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    long t9;
    long t11;
    int t16;
    int i;
    t5 = (unsigned long)a;
    t6 = (long)((0UL - t5) & 63UL) / 4L;
    t7 = (t5 & 3UL) == 0UL;
    t1 = -1;
    t9 = 0L;
    for (t8 = 0; t9 < t6; t8++, t9++) {
        if (t8 >= n) {
            i = t8;
            prev = t1;
            goto L18;
        }
        int t10 = a[t8];
        if (t10 == key) {
            i = t8;
            prev = t1;
            goto L18;
        }
        t1 = t10 * 2;
    }
    t11 = (long)n - t6;
    if ((t11 >= 16L) & t7) {
        long t4 = t11 & -16L;
        __m512i t12 = _mm512_set1_epi32((int)key);
        long t2 = 0L;
        int t3 = t1;
        for (;;) {
            __m512i t13 = _mm512_load_si512(a + (int)((long)t8 + t2));
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, t12, _MM_CMPINT_EQ);
            if ((t14 != 0)) {
                t4 = t2;
                t16 = t3;
                break;
            }
            __m512i t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(2));
            t2 += 16L;
            t3 = ((vcc_v16_int)t15)[15];
            if (t2 >= t4) {
                t16 = t3;
                break;
            }
        }
        i = (int)((long)t8 + t4);
        prev = t16;
    } else {
        i = t8;
        prev = t1;
    }
L18:
    for (; i < n; i++) {
        int t17 = a[i];
        if (t17 == key) {
            break;
        }
        prev = t17 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    vcc_no_contract_body
    unsigned int v;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    unsigned int t9;
    long t10;
    unsigned int v_1;
    long t12;
    unsigned int t21;
    int i;
    unsigned int v_2;
    t5 = (unsigned long)a;
    t6 = (long)((0UL - t5) & 63UL) / 4L;
    t7 = (t5 & 3UL) == 0UL;
    t9 = 7U;
    t10 = 0L;
    for (t8 = 0; t10 < t6; t8++, t9 = v_1, t10++) {
        if (t8 >= n) {
            i = t8;
            v_2 = t9;
            goto L23;
        }
        unsigned int t11 = a[t8];
        v_1 = t11 ^ (unsigned int)t8;
        if (t11 == key) {
            i = t8;
            v_2 = t9;
            goto L23;
        }
    }
    t12 = (long)n - t6;
    if ((t12 >= 16L) & t7) {
        long t4 = t12 & -16L;
        __m512i t13 = _mm512_set1_epi32((int)key);
        __m512i t14 = _mm512_set1_epi32((int)t8);
        __m512i t15 = t14;
        __m512i t1 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        unsigned int t3 = t9;
        for (;;) {
            __m512i t16 = t1;
            __m512i t17 = _mm512_load_si512(a + (int)((long)t8 + t2));
            __m512i t18 = t16;
            __m512i t19 = _mm512_xor_si512(t17, t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(t17, t13, _MM_CMPINT_EQ);
            if ((t20 != 0)) {
                t4 = t2;
                t21 = t3;
                break;
            }
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            t3 = ((vcc_v16_uint)t19)[15];
            if (t2 >= t4) {
                t21 = t3;
                break;
            }
        }
        i = (int)((long)t8 + t4);
        v_2 = t21;
    } else {
        i = t8;
        v_2 = t9;
    }
L23:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t22 = a[i];
        v = t22 ^ (unsigned int)i;
        if (t22 == key) {
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
    float t9;
    int i;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 1024L)) {
        long t3 = t4 & -16L;
        __m512 t5 = _mm512_set1_ps(key);
        long t1 = 0L;
        float t2 = 0.25f;
        for (;;) {
            __m512 t6 = _mm512_loadu_ps(&g_f[(int)t1]);
            __mmask16 t7 = _mm512_cmp_ps_mask(t6, t5, _CMP_EQ_OQ);
            if ((t7 != 0)) {
                t3 = t1;
                t9 = t2;
                break;
            }
            __m512 t8 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            t1 += 16L;
            t2 = ((vcc_v16_float)t8)[15];
            if (t1 >= t3) {
                t9 = t2;
                break;
            }
        }
        i = (int)t3;
        last = t9;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t10 = g_f[i];
        if (t10 == key) {
            break;
        }
        last = t10 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    vcc_no_contract_body
    unsigned long t5;
    long t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t31;
    long i;
    long last;
    t5 = (unsigned long)s;
    t6 = (long)((0UL - t5) & 63UL) / 2L;
    t7 = (t5 & 1UL) == 0UL;
    t8 = 0L;
    t10 = 0L;
    for (t9 = -1L; t10 < t6; t9 = t8, t8++, t10++) {
        if (t8 >= n) {
            i = t8;
            last = t9;
            goto L32;
        }
        if ((int)s[t8] < 0) {
            i = t8;
            last = t9;
            goto L32;
        }
    }
    t11 = n - t6;
    if ((t11 >= 32L) & t7) {
        long t4 = t11 & -32L;
        __m512i t12 = _mm512_set1_epi64((long long)t8);
        __m512i t13 = t12;
        __m512i t1 = _mm512_add_epi64(t13, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t2 = 0L;
        long t3 = t9;
        for (;;) {
            __m128i t14 = _mm_load_si128((const __m128i *)(s + (t8 + t2)));
            __m128i t15 = t14;
            __m256i t16 = (__m256i)__builtin_convertvector((vcc_v8_short)t15 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            __m128i t17 = _mm_load_si128((const __m128i *)(s + (t8 + (t2 + 8L))));
            __m128i t18 = t17;
            __m256i t19 = (__m256i)__builtin_convertvector((vcc_v8_short)t18 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            __m128i t20 = _mm_load_si128((const __m128i *)(s + (t8 + (t2 + 16L))));
            __m128i t21 = t20;
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_v8_short)t21 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            __m512i t23 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t24 = t23;
            __m128i t25 = _mm_load_si128((const __m128i *)(s + (t8 + (t2 + 24L))));
            __m128i t26 = t25;
            __m256i t27 = (__m256i)__builtin_convertvector((vcc_v8_short)t26 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            __m256i t28 = _mm256_or_si256(t16, t19);
            __m256i t29 = _mm256_or_si256(t28, t22);
            __m256i t30 = _mm256_or_si256(t29, t27);
            if ((_mm256_movemask_epi8(t30) != 0)) {
                t4 = t2;
                t31 = t3;
                break;
            }
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
            t3 = ((vcc_v8_long)t24)[7];
            if (t2 >= t4) {
                t31 = t3;
                break;
            }
        }
        i = t8 + t4;
        last = t31;
    } else {
        i = t8;
        last = t9;
    }
L32:
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
    unsigned long t8;
    long t9;
    int t10;
    int t11;
    int t12;
    long t13;
    int t14;
    long t15;
    __m512i t20;
    int t21;
    int t22;
    int i;
    int x;
    int t23;
    t8 = (unsigned long)a;
    t9 = (long)((0UL - t8) & 63UL) / 4L;
    t10 = (t8 & 3UL) == 0UL;
    t11 = 0;
    t1 = 0;
    t2 = 0;
    t12 = 0;
    t13 = 0L;
    for (; t13 < t9; t11++, t12 = t14, t13++) {
        if (t11 >= n) {
            i = t11;
            sum = t1;
            y = t2;
            x = t12;
            goto L24;
        }
        t14 = a[t11];
        if (t14 > 90) {
            i = t11;
            sum = t1;
            y = t2;
            x = t12;
            goto L24;
        }
        t2 = t14 + 1;
        t1 += t14;
    }
    t15 = (long)n - t9;
    if ((t15 >= 16L) & t10) {
        long t7 = t15 & -16L;
        long t3 = 0L;
        __m512i t4 = _mm512_set1_epi32(0);
        int t5 = t2;
        int t6 = t12;
        for (;;) {
            __m512i t16 = _mm512_load_si512(a + (int)((long)t11 + t3));
            __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(90), _MM_CMPINT_NLE);
            if ((t17 != 0)) {
                t7 = t3;
                t20 = t4;
                t21 = t5;
                t22 = t6;
                break;
            }
            __m512i t18 = _mm512_add_epi32(t16, _mm512_set1_epi32(1));
            __m512i t19 = t16;
            t4 = _mm512_add_epi32(t4, t19);
            t3 += 16L;
            t5 = ((vcc_v16_int)t18)[15];
            t6 = ((vcc_v16_int)t16)[15];
            if (t3 >= t7) {
                t20 = t4;
                t21 = t5;
                t22 = t6;
                break;
            }
        }
        i = (int)((long)t11 + t7);
        sum = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1))));
        y = t21;
        x = t22;
    } else {
        i = t11;
        sum = t1;
        y = t2;
        x = t12;
    }
L24:
    for (; i < n; i++, x = t23) {
        t23 = a[i];
        if (t23 > 90) {
            break;
        }
        y = t23 + 1;
        sum += t23;
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
