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
    long t2;
    int t3;
    long t4;
    int prev;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    long t9;
    int i;
    int prev_1;
    int t10;
    int t11;
    int t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __m512i t17;
    int t18;
    int i_1;
    int t19;
    t5 = (unsigned long)a + (unsigned long)0L;
    t6 = (long)((0UL - t5) & 63UL) / 4L;
    t7 = (t5 & 3UL) == 0UL;
    t8 = 0;
    t1 = -1;
    t9 = 0L;
    for (;; t8 = i + 1, t9++) {
        if (t9 >= t6) {
            t11 = t8;
            t12 = t1;
            break;
        }
        i = t8;
        prev_1 = t1;
        if (i >= n) {
            i_1 = i;
            prev = prev_1;
            goto L21;
        }
        t10 = a[i];
        if (t10 == key) {
            i_1 = i;
            prev = prev_1;
            goto L21;
        }
        t1 = t10 * 2;
    }
    t13 = (long)n - t6;
    if ((t13 >= 16L) & t7) {
        t4 = t13 & -16L;
        t14 = _mm512_set1_epi32((int)key);
        t2 = 0L;
        t3 = t12;
        for (;;) {
            t15 = _mm512_load_si512(a + (int)((long)t11 + t2));
            t16 = _mm512_cmp_epi32_mask(t15, t14, _MM_CMPINT_EQ);
            if ((t16 != 0)) {
                break;
            }
            t17 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)2));
            t2 += 16L;
            t3 = ((vcc_v16_int)t17)[15];
            if (t2 >= t4) {
                t18 = t3;
                goto L20;
            }
        }
        t4 = t2;
        t18 = t3;
    L20:
        i_1 = (int)((long)t11 + t4);
        prev = t18;
    } else {
        i_1 = t11;
        prev = t12;
    }
L21:
    for (; i_1 < n; i_1++) {
        t19 = a[i_1];
        if (t19 == key) {
            break;
        }
        prev = t19 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    vcc_no_contract_body
    unsigned int t1;
    __m512i t2;
    long t3;
    unsigned int t4;
    long t5;
    unsigned int v;
    unsigned long t6;
    long t7;
    int t8;
    int t9;
    long t10;
    int i;
    unsigned int v_1;
    unsigned int t11;
    int t12;
    unsigned int t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __mmask16 t22;
    unsigned int t23;
    int i_1;
    unsigned int v_2;
    unsigned int t24;
    t6 = (unsigned long)a + (unsigned long)0L;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t9 = 0;
    t1 = 7U;
    t10 = 0L;
    for (;; t9 = i + 1, t10++) {
        if (t10 >= t7) {
            t12 = t9;
            t13 = t1;
            break;
        }
        i = t9;
        v_1 = t1;
        if (i >= n) {
            i_1 = i;
            v_2 = v_1;
            goto L26;
        }
        t11 = a[i];
        t1 = t11 ^ (unsigned int)i;
        if (t11 == key) {
            i_1 = i;
            v_2 = v_1;
            goto L26;
        }
    }
    t14 = (long)n - t7;
    if ((t14 >= 16L) & t8) {
        t5 = t14 & -16L;
        t15 = _mm512_set1_epi32((int)key);
        t16 = _mm512_set1_epi32((int)t12);
        t17 = t16;
        t2 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t3 = 0L;
        t4 = t13;
        for (;;) {
            t18 = t2;
            t19 = _mm512_load_si512(a + (int)((long)t12 + t3));
            t20 = t18;
            t21 = _mm512_xor_si512(t19, t20);
            t22 = _mm512_cmp_epi32_mask(t19, t15, _MM_CMPINT_EQ);
            if ((t22 != 0)) {
                break;
            }
            t3 += 16L;
            t2 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)16));
            t4 = ((vcc_v16_uint)t21)[15];
            if (t3 >= t5) {
                t23 = t4;
                goto L25;
            }
        }
        t5 = t3;
        t23 = t4;
    L25:
        i_1 = (int)((long)t12 + t5);
        v_2 = t23;
    } else {
        i_1 = t12;
        v_2 = t13;
    }
L26:
    for (;; i_1++, v_2 = v) {
        if (i_1 >= n) {
            v = v_2;
            break;
        }
        t24 = a[i_1];
        v = t24 ^ (unsigned int)i_1;
        if (t24 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_float(int n, float key) {
    vcc_no_contract_body
    long t1;
    float t2;
    long t3;
    float last;
    long t4;
    __m512 t5;
    __m512 t6;
    __mmask16 t7;
    __m512 t8;
    float t9;
    int i;
    float t10;
    t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 1024L)) {
        t3 = t4 & -16L;
        t5 = _mm512_set1_ps(key);
        t1 = 0L;
        t2 = 0.25f;
        for (;;) {
            t6 = _mm512_loadu_ps(&g_f[(int)((long)0 + t1)]);
            t7 = _mm512_cmp_ps_mask(t6, t5, _CMP_EQ_OQ);
            if ((t7 != 0)) {
                break;
            }
            t8 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            t1 += 16L;
            t2 = ((vcc_v16_float)t8)[15];
            if (t1 >= t3) {
                t9 = t2;
                goto L11;
            }
        }
        t3 = t1;
        t9 = t2;
    L11:
        i = (int)((long)0 + t3);
        last = t9;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        t10 = g_f[i];
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
    __m512i t1;
    long t2;
    long t3;
    long t4;
    unsigned long t5;
    long t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long i;
    long last;
    long t11;
    long t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __m128i t16;
    __m128i t17;
    __m256i t18;
    __m128i t19;
    __m128i t20;
    __m256i t21;
    __m128i t22;
    __m128i t23;
    __m256i t24;
    __m512i t25;
    __m512i t26;
    __m128i t27;
    __m128i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    long i_1;
    long last_1;
    t5 = (unsigned long)s + (unsigned long)0L;
    t6 = (long)((0UL - t5) & 63UL) / 2L;
    t7 = (t5 & 1UL) == 0UL;
    t8 = 0L;
    t9 = -1L;
    t10 = 0L;
    for (;; t8 = i + 1L, t9 = i, t10++) {
        if (t10 >= t6) {
            t11 = t8;
            t12 = t9;
            break;
        }
        i = t8;
        last = t9;
        if (i >= n) {
            i_1 = i;
            last_1 = last;
            goto L35;
        }
        if ((int)s[i] < 0) {
            i_1 = i;
            last_1 = last;
            goto L35;
        }
    }
    t13 = n - t6;
    if ((t13 >= 32L) & t7) {
        t4 = t13 & -32L;
        t14 = _mm512_set1_epi64((long long)t11);
        t15 = t14;
        t1 = _mm512_add_epi64(t15, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t2 = 0L;
        t3 = t12;
        for (;;) {
            t16 = _mm_load_si128((const __m128i *)(s + (t11 + t2)));
            t17 = t16;
            t18 = (__m256i)__builtin_convertvector((vcc_v8_short)t17 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            t19 = _mm_load_si128((const __m128i *)(s + (t11 + (t2 + 8L))));
            t20 = t19;
            t21 = (__m256i)__builtin_convertvector((vcc_v8_short)t20 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            t22 = _mm_load_si128((const __m128i *)(s + (t11 + (t2 + 16L))));
            t23 = t22;
            t24 = (__m256i)__builtin_convertvector((vcc_v8_short)t23 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            t25 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            t26 = t25;
            t27 = _mm_load_si128((const __m128i *)(s + (t11 + (t2 + 24L))));
            t28 = t27;
            t29 = (__m256i)__builtin_convertvector((vcc_v8_short)t28 < (vcc_v8_short)_mm_set1_epi16((short)0), vcc_m8);
            t30 = _mm256_or_si256(t18, t21);
            t31 = _mm256_or_si256(t30, t24);
            t32 = _mm256_or_si256(t31, t29);
            if ((_mm256_movemask_epi8(t32) != 0)) {
                break;
            }
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
            t3 = ((vcc_v8_long)t26)[7];
            if (t2 >= t4) {
                t33 = t3;
                goto L34;
            }
        }
        t4 = t2;
        t33 = t3;
    L34:
        i_1 = t11 + t4;
        last_1 = t33;
    } else {
        i_1 = t11;
        last_1 = t12;
    }
L35:
    for (; i_1 < n; last_1 = i_1, i_1++) {
        if ((int)s[i_1] < 0) {
            break;
        }
    }
    return last_1;
}

/* Two last values and a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    vcc_no_contract_body
    int t1;
    int t2;
    int t3;
    long t4;
    __m512i t5;
    int t6;
    int t7;
    long t8;
    int sum;
    int y;
    unsigned long t9;
    long t10;
    int t11;
    int t12;
    long t13;
    int i;
    int sum_1;
    int y_1;
    int x;
    int t14;
    int t15;
    int t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    int t24;
    int t25;
    int i_1;
    int x_1;
    int t26;
    t9 = (unsigned long)a + (unsigned long)0L;
    t10 = (long)((0UL - t9) & 63UL) / 4L;
    t11 = (t9 & 3UL) == 0UL;
    t12 = 0;
    t1 = 0;
    t2 = 0;
    t3 = 0;
    t13 = 0L;
    for (;; t12 = i + 1, t13++) {
        if (t13 >= t10) {
            t14 = t12;
            t15 = t1;
            t16 = t2;
            t17 = t3;
            break;
        }
        i = t12;
        sum_1 = t1;
        y_1 = t2;
        x = t3;
        if (i >= n) {
            i_1 = i;
            sum = sum_1;
            y = y_1;
            x_1 = x;
            goto L28;
        }
        t3 = a[i];
        if (t3 > 90) {
            i_1 = i;
            sum = sum_1;
            y = y_1;
            x_1 = x;
            goto L28;
        }
        t2 = t3 + 1;
        t1 = sum_1 + t3;
    }
    t18 = (long)n - t10;
    if ((t18 >= 16L) & t11) {
        t8 = t18 & -16L;
        t4 = 0L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t16;
        t7 = t17;
        for (;;) {
            t19 = _mm512_load_si512(a + (int)((long)t14 + t4));
            t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32((int)90), _MM_CMPINT_NLE);
            if ((t20 != 0)) {
                break;
            }
            t21 = _mm512_add_epi32(t19, _mm512_set1_epi32((int)1));
            t22 = t19;
            t5 = _mm512_add_epi32(t5, t22);
            t4 += 16L;
            t6 = ((vcc_v16_int)t21)[15];
            t7 = ((vcc_v16_int)t19)[15];
            if (t4 >= t8) {
                t23 = t5;
                t24 = t6;
                t25 = t7;
                goto L27;
            }
        }
        t8 = t4;
        t23 = t5;
        t24 = t6;
        t25 = t7;
    L27:
        i_1 = (int)((long)t14 + t8);
        sum = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t23), _mm512_extracti64x4_epi64(t23, 1))));
        y = t24;
        x_1 = t25;
    } else {
        i_1 = t14;
        sum = t15;
        y = t16;
        x_1 = t17;
    }
L28:
    for (; i_1 < n; i_1++, x_1 = t26) {
        t26 = a[i_1];
        if (t26 > 90) {
            break;
        }
        y = t26 + 1;
        sum += t26;
    }
    *out = y + sum;
    return x_1;
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
