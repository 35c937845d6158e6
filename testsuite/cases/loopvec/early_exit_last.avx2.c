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
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int t21;
    int i_1;
    int t22;
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
            goto L24;
        }
        t10 = a[i];
        if (t10 == key) {
            i_1 = i;
            prev = prev_1;
            goto L24;
        }
        t1 = t10 * 2;
    }
    t13 = (long)n - t6;
    if ((t13 >= 16L) & t7) {
        t4 = t13 & -16L;
        t14 = _mm256_set1_epi32((int)key);
        t2 = 0L;
        t3 = t12;
        for (;;) {
            t15 = _mm256_load_si256((const __m256i *)(a + (int)((long)t11 + t2)));
            t16 = _mm256_cmpeq_epi32(t15, t14);
            t17 = _mm256_load_si256((const __m256i *)(a + (int)((long)t11 + (t2 + 8L))));
            t18 = _mm256_cmpeq_epi32(t17, t14);
            t19 = _mm256_or_si256(t16, t18);
            if ((_mm256_movemask_epi8(t19) != 0)) {
                break;
            }
            t20 = _mm256_mullo_epi32(t17, _mm256_set1_epi32((int)2));
            t2 += 16L;
            t3 = ((vcc_v8_int)t20)[7];
            if (t2 >= t4) {
                t21 = t3;
                goto L23;
            }
        }
        t4 = t2;
        t21 = t3;
    L23:
        i_1 = (int)((long)t11 + t4);
        prev = t21;
    } else {
        i_1 = t11;
        prev = t12;
    }
L24:
    for (; i_1 < n; i_1++) {
        t22 = a[i_1];
        if (t22 == key) {
            break;
        }
        prev = t22 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int t1;
    __m256i t2;
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
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    unsigned int t27;
    int i_1;
    unsigned int v_2;
    unsigned int t28;
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
            goto L30;
        }
        t11 = a[i];
        t1 = t11 ^ (unsigned int)i;
        if (t11 == key) {
            i_1 = i;
            v_2 = v_1;
            goto L30;
        }
    }
    t14 = (long)n - t7;
    if ((t14 >= 16L) & t8) {
        t5 = t14 & -16L;
        t15 = _mm256_set1_epi32((int)key);
        t16 = _mm256_set1_epi32((int)t12);
        t17 = t16;
        t2 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t3 = 0L;
        t4 = t13;
        for (;;) {
            t18 = _mm256_load_si256((const __m256i *)(a + (int)((long)t12 + t3)));
            t19 = _mm256_cmpeq_epi32(t18, t15);
            t20 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm256_load_si256((const __m256i *)(a + (int)((long)t12 + (t3 + 8L))));
            t23 = t21;
            t24 = _mm256_xor_si256(t22, t23);
            t25 = _mm256_cmpeq_epi32(t22, t15);
            t26 = _mm256_or_si256(t19, t25);
            if ((_mm256_movemask_epi8(t26) != 0)) {
                break;
            }
            t3 += 16L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t4 = ((vcc_v8_uint)t24)[7];
            if (t3 >= t5) {
                t27 = t4;
                goto L29;
            }
        }
        t5 = t3;
        t27 = t4;
    L29:
        i_1 = (int)((long)t12 + t5);
        v_2 = t27;
    } else {
        i_1 = t12;
        v_2 = t13;
    }
L30:
    for (;; i_1++, v_2 = v) {
        if (i_1 >= n) {
            v = v_2;
            break;
        }
        t28 = a[i_1];
        v = t28 ^ (unsigned int)i_1;
        if (t28 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(32)));
__attribute__((target("avx2"))) float last_float(int n, float key) {
    long t1;
    float t2;
    long t3;
    float last;
    long t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256 t8;
    __m256i t9;
    __m256i t10;
    __m256 t11;
    float t12;
    int i;
    float t13;
    t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 1024L)) {
        t3 = t4 & -16L;
        t5 = _mm256_set1_ps(key);
        t1 = 0L;
        t2 = 0.25f;
        for (;;) {
            t6 = _mm256_loadu_ps(&g_f[(int)((long)0 + t1)]);
            t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, t5, _CMP_EQ_OQ));
            t8 = _mm256_loadu_ps(&g_f[(int)((long)0 + (t1 + 8L))]);
            t9 = _mm256_castps_si256(_mm256_cmp_ps(t8, t5, _CMP_EQ_OQ));
            t10 = _mm256_or_si256(t7, t9);
            if ((_mm256_movemask_epi8(t10) != 0)) {
                break;
            }
            t11 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            t1 += 16L;
            t2 = ((vcc_v8_float)t11)[7];
            if (t1 >= t3) {
                t12 = t2;
                goto L14;
            }
        }
        t3 = t1;
        t12 = t2;
    L14:
        i = (int)((long)0 + t3);
        last = t12;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        t13 = g_f[i];
        if (t13 == key) {
            break;
        }
        last = t13 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    __m256i t1;
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
    __m256i t14;
    __m256i t15;
    vcc_v4_short t16;
    vcc_v4_short t17;
    __m128i t18;
    vcc_v4_short t19;
    vcc_v4_short t20;
    __m128i t21;
    vcc_v4_short t22;
    vcc_v4_short t23;
    __m128i t24;
    __m256i t25;
    __m256i t26;
    vcc_v4_short t27;
    vcc_v4_short t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    long t33;
    long i_1;
    long last_1;
    t5 = (unsigned long)s + (unsigned long)0L;
    t6 = (long)((0UL - t5) & 31UL) / 2L;
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
    if ((t13 >= 16L) & t7) {
        t4 = t13 & -16L;
        t14 = _mm256_set1_epi64x((long long)t11);
        t15 = t14;
        t1 = _mm256_add_epi64(t15, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        t2 = 0L;
        t3 = t12;
        for (;;) {
            t16 = vcc_load(vcc_v4_short, s + (t11 + t2));
            t17 = t16;
            t18 = (__m128i)__builtin_convertvector(t17 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t19 = vcc_load(vcc_v4_short, s + (t11 + (t2 + 4L)));
            t20 = t19;
            t21 = (__m128i)__builtin_convertvector(t20 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t22 = vcc_load(vcc_v4_short, s + (t11 + (t2 + 8L)));
            t23 = t22;
            t24 = (__m128i)__builtin_convertvector(t23 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t25 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            t26 = t25;
            t27 = vcc_load(vcc_v4_short, s + (t11 + (t2 + 12L)));
            t28 = t27;
            t29 = (__m128i)__builtin_convertvector(t28 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t30 = _mm_or_si128(t18, t21);
            t31 = _mm_or_si128(t30, t24);
            t32 = _mm_or_si128(t31, t29);
            if ((_mm_movemask_epi8(t32) != 0)) {
                break;
            }
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
            t3 = ((vcc_v4_long)t26)[3];
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    int t1;
    int t2;
    int t3;
    long t4;
    __m256i t5;
    __m256i t6;
    int t7;
    int t8;
    long t9;
    int sum;
    int y;
    unsigned long t10;
    long t11;
    int t12;
    int t13;
    long t14;
    int i;
    int sum_1;
    int y_1;
    int x;
    int t15;
    int t16;
    int t17;
    int t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    int t30;
    int t31;
    __m256i t32;
    int i_1;
    int x_1;
    int t33;
    t10 = (unsigned long)a + (unsigned long)0L;
    t11 = (long)((0UL - t10) & 63UL) / 4L;
    t12 = (t10 & 3UL) == 0UL;
    t13 = 0;
    t1 = 0;
    t2 = 0;
    t3 = 0;
    t14 = 0L;
    for (;; t13 = i + 1, t14++) {
        if (t14 >= t11) {
            t15 = t13;
            t16 = t1;
            t17 = t2;
            t18 = t3;
            break;
        }
        i = t13;
        sum_1 = t1;
        y_1 = t2;
        x = t3;
        if (i >= n) {
            i_1 = i;
            sum = sum_1;
            y = y_1;
            x_1 = x;
            goto L35;
        }
        t3 = a[i];
        if (t3 > 90) {
            i_1 = i;
            sum = sum_1;
            y = y_1;
            x_1 = x;
            goto L35;
        }
        t2 = t3 + 1;
        t1 = sum_1 + t3;
    }
    t19 = (long)n - t11;
    if ((t19 >= 16L) & t12) {
        t9 = t19 & -16L;
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t17;
        t8 = t18;
        for (;;) {
            t20 = _mm256_load_si256((const __m256i *)(a + (int)((long)t15 + t4)));
            t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32((int)90));
            t22 = _mm256_load_si256((const __m256i *)(a + (int)((long)t15 + (t4 + 8L))));
            t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32((int)90));
            t24 = _mm256_or_si256(t21, t23);
            if ((_mm256_movemask_epi8(t24) != 0)) {
                break;
            }
            t25 = t20;
            t5 = _mm256_add_epi32(t5, t25);
            t26 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)1));
            t27 = t22;
            t6 = _mm256_add_epi32(t6, t27);
            t4 += 16L;
            t7 = ((vcc_v8_int)t26)[7];
            t8 = ((vcc_v8_int)t22)[7];
            if (t4 >= t9) {
                t28 = t5;
                t29 = t6;
                t30 = t7;
                t31 = t8;
                goto L34;
            }
        }
        t9 = t4;
        t28 = t5;
        t29 = t6;
        t30 = t7;
        t31 = t8;
    L34:
        t32 = _mm256_add_epi32(t28, t29);
        i_1 = (int)((long)t15 + t9);
        sum = (int)((unsigned int)t16 + vcc_avx2_sum_epi32(t32));
        y = t30;
        x_1 = t31;
    } else {
        i_1 = t15;
        sum = t16;
        y = t17;
        x_1 = t18;
    }
L35:
    for (; i_1 < n; i_1++, x_1 = t33) {
        t33 = a[i_1];
        if (t33 > 90) {
            break;
        }
        y = t33 + 1;
        sum += t33;
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
