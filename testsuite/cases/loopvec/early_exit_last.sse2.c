/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 5 */
/* Values carried out of a loop with an early exit (`last = x;` on every iteration): the vector
 * loop carries each one's value before the vector iteration (its start, then the last lane of
 * the update); after an early exit the scalar loop resumes with it and runs the exiting
 * iteration again, so the value at the exiting iteration and the last one before it both come
 * out of the scalar loop. Matches at the first, a middle and the last element, and none. */
#include "harness.h"

float g_f[1024];

/* The value of the iteration before the match (set after the exit test); `a` is aligned by a peel. */
__attribute__((no_sanitize_address)) int before_match(int n, const int *a, int key) {
    int t1;
    int prev;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t10;
    int t18;
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
            goto L20;
        }
        int t9 = a[t7];
        if (t9 == key) {
            i = t7;
            prev = t1;
            goto L20;
        }
        t1 = t9 * 2;
    }
    t10 = (long)n - t5;
    if ((t10 >= 16L) & t6) {
        long t3 = t10 & -16L;
        __m128i key_v = _mm_set1_epi32((int)key);
        long i_vec = 0L;
        int t2 = t1;
        /* vcc: loop at early_exit_last.c:14 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t7 + i_vec)));
            __m128i t11 = _mm_cmpeq_epi32(a_v, key_v);
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t7 + (i_vec + 4L))));
            __m128i t12 = _mm_cmpeq_epi32(a_v_1, key_v);
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t7 + (i_vec + 8L))));
            __m128i t13 = _mm_cmpeq_epi32(a_v_2, key_v);
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t7 + (i_vec + 12L))));
            __m128i t14 = _mm_cmpeq_epi32(a_v_3, key_v);
            __m128i t15 = (__m128i)((vcc_m4)t11 | (vcc_m4)t12);
            __m128i t16 = (__m128i)((vcc_m4)t15 | (vcc_m4)t13);
            __m128i t17 = (__m128i)((vcc_m4)t16 | (vcc_m4)t14);
            if ((_mm_movemask_epi8(t17) != 0)) {
                t3 = i_vec;
                t18 = t2;
                break;
            }
            __m128i prev_v = (__m128i)((vcc_v4_int)a_v_3 * (vcc_v4_int)_mm_set1_epi32(2));
            i_vec += 16L;
            t2 = ((vcc_v4_int)prev_v)[3];
            if (i_vec >= t3) {
                t18 = t2;
                break;
            }
        }
        i = (int)((long)t7 + t3);
        prev = t18;
    } else {
        i = t7;
        prev = t1;
    }
L20:
    for (; i < n; i++) {
        int t19 = a[i];
        if (t19 == key) {
            break;
        }
        prev = t19 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    unsigned int t7;
    long t8;
    unsigned int v_1;
    long t10;
    unsigned int t20;
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
            goto L22;
        }
        unsigned int t9 = a[t6];
        v_1 = t9 ^ (unsigned int)t6;
        if (t9 == key) {
            i = t6;
            v_2 = t7;
            goto L22;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        __m128i key_v = _mm_set1_epi32((int)key);
        __m128i t11 = _mm_set1_epi32((int)t6);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        unsigned int t1 = t7;
        /* vcc: loop at early_exit_last.c:25 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t6 + i_vec)));
            __m128i t12 = _mm_cmpeq_epi32(a_v, key_v);
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t6 + (i_vec + 4L))));
            __m128i t13 = _mm_cmpeq_epi32(a_v_1, key_v);
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t6 + (i_vec + 8L))));
            __m128i t14 = _mm_cmpeq_epi32(a_v_2, key_v);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t6 + (i_vec + 12L))));
            __m128i v_v = _mm_xor_si128(a_v_3, t15);
            __m128i t16 = _mm_cmpeq_epi32(a_v_3, key_v);
            __m128i t17 = (__m128i)((vcc_m4)t12 | (vcc_m4)t13);
            __m128i t18 = (__m128i)((vcc_m4)t17 | (vcc_m4)t14);
            __m128i t19 = (__m128i)((vcc_m4)t18 | (vcc_m4)t16);
            if ((_mm_movemask_epi8(t19) != 0)) {
                t2 = i_vec;
                t20 = t1;
                break;
            }
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            t1 = ((vcc_v4_uint)v_v)[3];
            if (i_vec >= t2) {
                t20 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        v_2 = t20;
    } else {
        i = t6;
        v_2 = t7;
    }
L22:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t21 = a[i];
        v = t21 ^ (unsigned int)i;
        if (t21 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
float last_float(int n, float key) {
    float last;
    float t11;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1024L)) {
        long t2 = t3 & -16L;
        __m128 key_v = _mm_set1_ps(key);
        long i_vec = 0L;
        float t1 = 0.25f;
        /* vcc: loop at early_exit_last.c:36 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        for (;;) {
            __m128 g_f_v = _mm_loadu_ps(&g_f[(int)i_vec]);
            __m128i t4 = _mm_castps_si128(_mm_cmpeq_ps(g_f_v, key_v));
            __m128 g_f_v_1 = _mm_loadu_ps(&g_f[(int)(i_vec + 4L)]);
            __m128i t5 = _mm_castps_si128(_mm_cmpeq_ps(g_f_v_1, key_v));
            __m128 g_f_v_2 = _mm_loadu_ps(&g_f[(int)(i_vec + 8L)]);
            __m128i t6 = _mm_castps_si128(_mm_cmpeq_ps(g_f_v_2, key_v));
            __m128 g_f_v_3 = _mm_loadu_ps(&g_f[(int)(i_vec + 12L)]);
            __m128i t7 = _mm_castps_si128(_mm_cmpeq_ps(g_f_v_3, key_v));
            __m128i t8 = (__m128i)((vcc_m4)t4 | (vcc_m4)t5);
            __m128i t9 = (__m128i)((vcc_m4)t8 | (vcc_m4)t6);
            __m128i t10 = (__m128i)((vcc_m4)t9 | (vcc_m4)t7);
            if ((_mm_movemask_epi8(t10) != 0)) {
                t2 = i_vec;
                t11 = t1;
                break;
            }
            __m128 last_v = _mm_mul_ps(g_f_v_3, _mm_set1_ps(0.5f));
            i_vec += 16L;
            t1 = ((vcc_v4_float)last_v)[3];
            if (i_vec >= t2) {
                t11 = t1;
                break;
            }
        }
        i = (int)t2;
        last = t11;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t12 = g_f[i];
        if (t12 == key) {
            break;
        }
        last = t12 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
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
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t5 = 0L;
    t7 = 0L;
    for (t6 = -1L; t7 < t3; t6 = t5, t5++, t7++) {
        if (t5 >= n) {
            i = t5;
            last = t6;
            goto L12;
        }
        if ((int)s[t5] < 0) {
            i = t5;
            last = t6;
            goto L12;
        }
    }
    t8 = n - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        long i_vec = 0L;
        /* vcc: loop at early_exit_last.c:47 vectorized: VF 8, UF 2, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (t5 + i_vec)));
            __m128i t9 = _mm_cmpgt_epi16(_mm_set1_epi16((short)0), s_v);
            __m128i s_v_1 = _mm_load_si128((const __m128i *)(s + (t5 + (i_vec + 8L))));
            __m128i t10 = _mm_cmpgt_epi16(_mm_set1_epi16((short)0), s_v_1);
            __m128i t11 = (__m128i)((vcc_m8)t9 | (vcc_m8)t10);
            if ((_mm_movemask_epi8(t11) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = t5 + t1;
        last = t6 + t1;
    } else {
        i = t5;
        last = t6;
    }
L12:
    for (; i < n; last = i, i++) {
        if ((int)s[i] < 0) {
            break;
        }
    }
    return last;
}

/* Two last values and a sum. */
__attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
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
    vcc_v4_uint sum_v_4;
    vcc_v4_uint sum_v_5;
    vcc_v4_uint sum_v_6;
    vcc_v4_uint sum_v_7;
    int t21;
    int t22;
    int i;
    int x;
    int t26;
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
            goto L27;
        }
        t12 = a[t9];
        if (t12 > 90) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L27;
        }
        t2 = t12 + 1;
        t1 += t12;
    }
    t13 = (long)n - t7;
    if ((t13 >= 16L) & t8) {
        long t5 = t13 & -16L;
        long i_vec = 0L;
        vcc_v4_uint sum_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint sum_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint sum_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint sum_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        int t3 = t2;
        int t4 = t10;
        /* vcc: loop at early_exit_last.c:58 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t9 + i_vec)));
            __m128i t14 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(90));
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t9 + (i_vec + 4L))));
            __m128i t15 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(90));
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t9 + (i_vec + 8L))));
            __m128i t16 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(90));
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t9 + (i_vec + 12L))));
            __m128i t17 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(90));
            __m128i t18 = (__m128i)((vcc_m4)t14 | (vcc_m4)t15);
            __m128i t19 = (__m128i)((vcc_m4)t18 | (vcc_m4)t16);
            __m128i t20 = (__m128i)((vcc_m4)t19 | (vcc_m4)t17);
            if ((_mm_movemask_epi8(t20) != 0)) {
                t5 = i_vec;
                sum_v_4 = (vcc_v4_uint)(__m128i)sum_v;
                sum_v_5 = (vcc_v4_uint)(__m128i)sum_v_1;
                sum_v_6 = (vcc_v4_uint)(__m128i)sum_v_2;
                sum_v_7 = (vcc_v4_uint)(__m128i)sum_v_3;
                t21 = t3;
                t22 = t4;
                break;
            }
            sum_v = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v, a_v);
            sum_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v_1, a_v_1);
            sum_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v_2, a_v_2);
            __m128i y_v = _mm_add_epi32(a_v_3, _mm_set1_epi32(1));
            sum_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v_3, a_v_3);
            i_vec += 16L;
            t3 = ((vcc_v4_int)y_v)[3];
            t4 = ((vcc_v4_int)a_v_3)[3];
            if (i_vec >= t5) {
                sum_v_4 = (vcc_v4_uint)(__m128i)sum_v;
                sum_v_5 = (vcc_v4_uint)(__m128i)sum_v_1;
                sum_v_6 = (vcc_v4_uint)(__m128i)sum_v_2;
                sum_v_7 = (vcc_v4_uint)(__m128i)sum_v_3;
                t21 = t3;
                t22 = t4;
                break;
            }
        }
        __m128i t23 = _mm_add_epi32((__m128i)sum_v_4, (__m128i)sum_v_5);
        __m128i t24 = _mm_add_epi32(t23, (__m128i)sum_v_6);
        __m128i t25 = _mm_add_epi32(t24, (__m128i)sum_v_7);
        i = (int)((long)t9 + t5);
        sum = (int)((unsigned int)t1 + vcc_sse_reduce_epi32(t25, _mm_add_epi32, unsigned int));
        y = t21;
        x = t22;
    } else {
        i = t9;
        sum = t1;
        y = t2;
        x = t10;
    }
L27:
    for (; i < n; i++, x = t26) {
        t26 = a[i];
        if (t26 > 90) {
            break;
        }
        y = t26 + 1;
        sum += t26;
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
