/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int before_match(int n, const int *a, int key) {
    int t1;
    int prev;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    long t9;
    long t11;
    int t19;
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
            goto L21;
        }
        int t10 = a[t8];
        if (t10 == key) {
            i = t8;
            prev = t1;
            goto L21;
        }
        t1 = t10 * 2;
    }
    t11 = (long)n - t6;
    if ((t11 >= 16L) & t7) {
        long t4 = t11 & -16L;
        __m256i t12 = _mm256_set1_epi32((int)key);
        long t2 = 0L;
        int t3 = t1;
        for (;;) {
            __m256i t13 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t2)));
            __m256i t14 = _mm256_cmpeq_epi32(t13, t12);
            __m256i t15 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t2 + 8L))));
            __m256i t16 = _mm256_cmpeq_epi32(t15, t12);
            __m256i t17 = _mm256_or_si256(t14, t16);
            if ((_mm256_movemask_epi8(t17) != 0)) {
                t4 = t2;
                t19 = t3;
                break;
            }
            __m256i t18 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(2));
            t2 += 16L;
            t3 = ((vcc_v8_int)t18)[7];
            if (t2 >= t4) {
                t19 = t3;
                break;
            }
        }
        i = (int)((long)t8 + t4);
        prev = t19;
    } else {
        i = t8;
        prev = t1;
    }
L21:
    for (; i < n; i++) {
        int t20 = a[i];
        if (t20 == key) {
            break;
        }
        prev = t20 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int v;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    unsigned int t9;
    long t10;
    unsigned int v_1;
    long t12;
    unsigned int t25;
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
            goto L27;
        }
        unsigned int t11 = a[t8];
        v_1 = t11 ^ (unsigned int)t8;
        if (t11 == key) {
            i = t8;
            v_2 = t9;
            goto L27;
        }
    }
    t12 = (long)n - t6;
    if ((t12 >= 16L) & t7) {
        long t4 = t12 & -16L;
        __m256i t13 = _mm256_set1_epi32((int)key);
        __m256i t14 = _mm256_set1_epi32((int)t8);
        __m256i t15 = t14;
        __m256i t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        unsigned int t3 = t9;
        for (;;) {
            __m256i t16 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t2)));
            __m256i t17 = _mm256_cmpeq_epi32(t16, t13);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t19 = t18;
            __m256i t20 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t2 + 8L))));
            __m256i t21 = t19;
            __m256i t22 = _mm256_xor_si256(t20, t21);
            __m256i t23 = _mm256_cmpeq_epi32(t20, t13);
            __m256i t24 = _mm256_or_si256(t17, t23);
            if ((_mm256_movemask_epi8(t24) != 0)) {
                t4 = t2;
                t25 = t3;
                break;
            }
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            t3 = ((vcc_v8_uint)t22)[7];
            if (t2 >= t4) {
                t25 = t3;
                break;
            }
        }
        i = (int)((long)t8 + t4);
        v_2 = t25;
    } else {
        i = t8;
        v_2 = t9;
    }
L27:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t26 = a[i];
        v = t26 ^ (unsigned int)i;
        if (t26 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(32)));
__attribute__((target("avx2"))) float last_float(int n, float key) {
    float last;
    float t12;
    int i;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 1024L)) {
        long t3 = t4 & -16L;
        __m256 t5 = _mm256_set1_ps(key);
        long t1 = 0L;
        float t2 = 0.25f;
        for (;;) {
            __m256 t6 = _mm256_loadu_ps(&g_f[(int)t1]);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, t5, _CMP_EQ_OQ));
            __m256 t8 = _mm256_loadu_ps(&g_f[(int)(t1 + 8L)]);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(t8, t5, _CMP_EQ_OQ));
            __m256i t10 = _mm256_or_si256(t7, t9);
            if ((_mm256_movemask_epi8(t10) != 0)) {
                t3 = t1;
                t12 = t2;
                break;
            }
            __m256 t11 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            t1 += 16L;
            t2 = ((vcc_v8_float)t11)[7];
            if (t1 >= t3) {
                t12 = t2;
                break;
            }
        }
        i = (int)t3;
        last = t12;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t13 = g_f[i];
        if (t13 == key) {
            break;
        }
        last = t13 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
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
    t6 = (long)((0UL - t5) & 31UL) / 2L;
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
    if ((t11 >= 16L) & t7) {
        long t4 = t11 & -16L;
        __m256i t12 = _mm256_set1_epi64x((long long)t8);
        __m256i t13 = t12;
        __m256i t1 = _mm256_add_epi64(t13, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t2 = 0L;
        long t3 = t9;
        for (;;) {
            vcc_v4_short t14 = vcc_load(vcc_v4_short, s + (t8 + t2));
            vcc_v4_short t15 = t14;
            __m128i t16 = (__m128i)__builtin_convertvector(t15 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            vcc_v4_short t17 = vcc_load(vcc_v4_short, s + (t8 + (t2 + 4L)));
            vcc_v4_short t18 = t17;
            __m128i t19 = (__m128i)__builtin_convertvector(t18 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            vcc_v4_short t20 = vcc_load(vcc_v4_short, s + (t8 + (t2 + 8L)));
            vcc_v4_short t21 = t20;
            __m128i t22 = (__m128i)__builtin_convertvector(t21 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            __m256i t23 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            __m256i t24 = t23;
            vcc_v4_short t25 = vcc_load(vcc_v4_short, s + (t8 + (t2 + 12L)));
            vcc_v4_short t26 = t25;
            __m128i t27 = (__m128i)__builtin_convertvector(t26 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            __m128i t28 = _mm_or_si128(t16, t19);
            __m128i t29 = _mm_or_si128(t28, t22);
            __m128i t30 = _mm_or_si128(t29, t27);
            if ((_mm_movemask_epi8(t30) != 0)) {
                t4 = t2;
                t31 = t3;
                break;
            }
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
            t3 = ((vcc_v4_long)t24)[3];
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    int t1;
    int t2;
    int sum;
    int y;
    unsigned long t9;
    long t10;
    int t11;
    int t12;
    int t13;
    long t14;
    int t15;
    long t16;
    __m256i t25;
    __m256i t26;
    int t27;
    int t28;
    int i;
    int x;
    int t30;
    t9 = (unsigned long)a;
    t10 = (long)((0UL - t9) & 63UL) / 4L;
    t11 = (t9 & 3UL) == 0UL;
    t12 = 0;
    t1 = 0;
    t2 = 0;
    t13 = 0;
    t14 = 0L;
    for (; t14 < t10; t12++, t13 = t15, t14++) {
        if (t12 >= n) {
            i = t12;
            sum = t1;
            y = t2;
            x = t13;
            goto L31;
        }
        t15 = a[t12];
        if (t15 > 90) {
            i = t12;
            sum = t1;
            y = t2;
            x = t13;
            goto L31;
        }
        t2 = t15 + 1;
        t1 += t15;
    }
    t16 = (long)n - t10;
    if ((t16 >= 16L) & t11) {
        long t8 = t16 & -16L;
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        int t6 = t2;
        int t7 = t13;
        for (;;) {
            __m256i t17 = _mm256_load_si256((const __m256i *)(a + (int)((long)t12 + t3)));
            __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_set1_epi32(90));
            __m256i t19 = _mm256_load_si256((const __m256i *)(a + (int)((long)t12 + (t3 + 8L))));
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_set1_epi32(90));
            __m256i t21 = _mm256_or_si256(t18, t20);
            if ((_mm256_movemask_epi8(t21) != 0)) {
                t8 = t3;
                t25 = t4;
                t26 = t5;
                t27 = t6;
                t28 = t7;
                break;
            }
            __m256i t22 = t17;
            t4 = _mm256_add_epi32(t4, t22);
            __m256i t23 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            __m256i t24 = t19;
            t5 = _mm256_add_epi32(t5, t24);
            t3 += 16L;
            t6 = ((vcc_v8_int)t23)[7];
            t7 = ((vcc_v8_int)t19)[7];
            if (t3 >= t8) {
                t25 = t4;
                t26 = t5;
                t27 = t6;
                t28 = t7;
                break;
            }
        }
        __m256i t29 = _mm256_add_epi32(t25, t26);
        i = (int)((long)t12 + t8);
        sum = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(t29));
        y = t27;
        x = t28;
    } else {
        i = t12;
        sum = t1;
        y = t2;
        x = t13;
    }
L31:
    for (; i < n; i++, x = t30) {
        t30 = a[i];
        if (t30 > 90) {
            break;
        }
        y = t30 + 1;
        sum += t30;
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
