/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include <pthread.h>
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A function's own `static _Thread_local` variables are written again by vcc
   with the qualifier (each thread keeps its own running totals below). */
static _Thread_local int hist[64];
_Thread_local float acc[256];
_Thread_local const char *last_error;

void count(const unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        hist[p[i] & 63] += 1;
    if (n == 0)
        last_error = "empty input";
}

__attribute__((target("sse4.2"))) void scale(float s, int n) {
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 s_v = _mm_set1_ps(s);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at thread_local.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t5 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            float *t7 = &acc[i_vec];
            float *t8 = &acc[i_vec + 4L];
            float *t9 = &acc[i_vec + 8L];
            float *t10 = &acc[i_vec + 12L];
            __m128 acc_v = _mm_loadu_ps(t7);
            __m128 acc_v_1 = _mm_loadu_ps(t8);
            __m128 acc_v_2 = _mm_loadu_ps(t9);
            __m128 acc_v_3 = _mm_loadu_ps(t10);
            __m128 t11 = _mm_mul_ps(acc_v, s_v);
            __m128 t12 = _mm_mul_ps(acc_v_1, s_v);
            __m128 t13 = _mm_mul_ps(acc_v_2, s_v);
            __m128 t14 = _mm_mul_ps(acc_v_3, s_v);
            __m128i t15 = _mm_and_si128((__m128i)i_v, _mm_set1_epi32(63));
            __m128i t16 = _mm_and_si128(t4, _mm_set1_epi32(63));
            __m128i t17 = _mm_and_si128(t5, _mm_set1_epi32(63));
            __m128i t18 = _mm_and_si128(t6, _mm_set1_epi32(63));
            __m128i hist_v = vcc_sse_gather4(_mm_setr_epi32, int, hist, t15, 15);
            __m128i hist_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, hist, t16, 15);
            __m128i hist_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, hist, t17, 15);
            __m128i hist_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, hist, t18, 15);
            __m128 t19 = _mm_cvtepi32_ps(hist_v);
            __m128 t20 = _mm_add_ps(t11, t19);
            _mm_storeu_ps(t7, t20);
            __m128 t21 = _mm_cvtepi32_ps(hist_v_1);
            __m128 t22 = _mm_add_ps(t12, t21);
            _mm_storeu_ps(t8, t22);
            __m128 t23 = _mm_cvtepi32_ps(hist_v_2);
            __m128 t24 = _mm_add_ps(t13, t23);
            _mm_storeu_ps(t9, t24);
            __m128 t25 = _mm_cvtepi32_ps(hist_v_3);
            __m128 t26 = _mm_add_ps(t14, t25);
            _mm_storeu_ps(t10, t26);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        __m128 s_v_1 = _mm_set1_ps(s);
        __m128i t30 = _mm_set1_epi32((int)t27);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t30, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at thread_local.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t31 = &acc[(long)t27 + i_vec_1];
            __m128 acc_v_4 = _mm_loadu_ps(t31);
            __m128 t32 = _mm_mul_ps(acc_v_4, s_v_1);
            __m128i t33 = _mm_and_si128((__m128i)i_v_1, _mm_set1_epi32(63));
            __m128i hist_v_4 = vcc_sse_gather4(_mm_setr_epi32, int, hist, t33, 15);
            __m128 t34 = _mm_cvtepi32_ps(hist_v_4);
            __m128 t35 = _mm_add_ps(t32, t34);
            _mm_storeu_ps(t31, t35);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        float *t36 = &acc[i];
        *t36 = *t36 * s + (float)hist[i & 63];
    }
}

__attribute__((target("sse4.2"))) int sum_hist(void) {
    long i_vec = 0L;
    vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
    vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
    vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
    vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
    /* vcc: loop at thread_local.c:28 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i hist_v = _mm_loadu_si128((const __m128i *)&hist[i_vec]);
        s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, hist_v);
        __m128i hist_v_1 = _mm_loadu_si128((const __m128i *)&hist[i_vec + 4L]);
        s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, hist_v_1);
        __m128i hist_v_2 = _mm_loadu_si128((const __m128i *)&hist[i_vec + 8L]);
        s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, hist_v_2);
        __m128i hist_v_3 = _mm_loadu_si128((const __m128i *)&hist[i_vec + 12L]);
        s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, hist_v_3);
        i_vec += 16L;
    } while (i_vec < 64L);
    __m128i t1 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
    __m128i t2 = _mm_add_epi32(t1, (__m128i)s_v_2);
    __m128i t3 = _mm_add_epi32(t2, (__m128i)s_v_3);
    int t4 = (int)vcc_sse_reduce_epi32(t3, _mm_add_epi32, unsigned int);
    return t4;
}

int calls(void) {
    static _Thread_local int n;
    return ++n;
}

/* Running totals per thread, in a function whose loops vectorize. */
__attribute__((target("sse4.2"))) long running(const int *a, int n) {
    static _Thread_local long total;
    static _Thread_local int seen[4] = {1, 2};
    int s;
    int t6;
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at thread_local.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t4 = _mm_add_epi32(t3, (__m128i)s_v_2);
        __m128i t5 = _mm_add_epi32(t4, (__m128i)s_v_3);
        t6 = (int)t2;
        t7 = (int)vcc_sse_reduce_epi32(t5, _mm_add_epi32, unsigned int);
    } else {
        t6 = 0;
        t7 = 0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at thread_local.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (int)((unsigned int)t7 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    total = total + (long)s;
    for (int i_1 = 0; i_1 < n; i_1++) {
        int *t10 = &hist[i_1 & 63];
        *t10 = *t10 + (a[i_1] & 1);
    }
    int *t11 = &seen[n & 3];
    *t11 = *t11 + 1;
    return total * 10L + (long)seen[0] + (long)(seen[1] * 3) + (long)(seen[2] * 5);
}

__attribute__((target("sse4.2"))) static void *worker(void *arg) {
    int a[200];
    int k = *(const int *)arg;
    __m128i k_v = _mm_set1_epi32((int)k);
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t2 = _mm_mullo_epi32((__m128i)i_v, k_v);
        __m128i t3 = _mm_sub_epi32(t2, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)&a[i_vec], t3);
        __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t5 = _mm_mullo_epi32(t4, k_v);
        __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t6);
        __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t8 = _mm_mullo_epi32(t7, k_v);
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t11 = _mm_mullo_epi32(t10, k_v);
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t12);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 192L);
    __m128i k_v_1 = _mm_set1_epi32((int)k);
    __m128i t13 = _mm_set1_epi32(192);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t14 = _mm_mullo_epi32((__m128i)i_v_1, k_v_1);
        __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)&a[192L + i_vec_1], t15);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 8L);
    long r = 0L;
    for (int round = 0; round < 3; round++) {
        r = r * 7L + running(a, 200 - round * 61);
    }
    *(long *)arg = r + (long)sum_hist();
    return (void *)0;
}

__attribute__((target("sse4.2"))) int main(void) {
    unsigned char data[300];
    long results[3];
    unsigned long threads[3];
    const int *t22;
    vcc_v16_int t1 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v16_uint t2 = (vcc_v16_uint)t1;
    vcc_v16_uint i_v = t2 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:68 vectorized: VF 16, UF 1, scalar epilogue */
    do {
        vcc_v16_int i_v_2 = (vcc_v16_int)i_v;
        vcc_v16_int t3 = i_v_2 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
        vcc_v16_int t4 = t3 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
        __m128i t5 = (__m128i)__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_short), vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)&data[i_vec], t5);
        i_vec += 16L;
        i_v = i_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
    } while (i_vec < 288L);
    for (int i = 288; i < 300; i++) {
        data[i] = (unsigned char)(i * 37 + 11);
    }
    const unsigned char *t6 = data;
    count(t6, 300);
    count(t6, 0);
    __m128i t7 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:72 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128 t8 = _mm_cvtepi32_ps((__m128i)i_v_1);
        __m128 t9 = _mm_mul_ps(t8, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&acc[i_vec_1], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        __m128 t11 = _mm_cvtepi32_ps(t10);
        __m128 t12 = _mm_mul_ps(t11, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&acc[i_vec_1 + 4L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(8));
        __m128 t14 = _mm_cvtepi32_ps(t13);
        __m128 t15 = _mm_mul_ps(t14, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&acc[i_vec_1 + 8L], t15);
        __m128i t16 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(12));
        __m128 t17 = _mm_cvtepi32_ps(t16);
        __m128 t18 = _mm_mul_ps(t17, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&acc[i_vec_1 + 12L], t18);
        i_vec_1 += 16L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(16));
    } while (i_vec_1 < 256L);
    scale(1.5f, 256);
    scale(0.25f, 100);
    float t = 0.0f;
    for (int i_1 = 0; i_1 < 256; i_1++) {
        t += acc[i_1];
    }
    calls();
    int t19 = calls();
    const char *t20 = last_error;
    printf("%d %g %s %d\n", sum_hist(), (double)t, t20, t19);
    results[0] = 2L;
    results[1] = 3L;
    results[2] = 5L;
    for (int k = 0; k < 3; k++) {
        long t21 = (long)k;
        pthread_create(&threads[t21], (const union pthread_attr_t *)0, worker, (void *)&results[t21]);
    }
    if (data[0]) {
        t22 = (const int *)acc;
    } else {
        t22 = (const int *)0;
    }
    long mine = running(t22, 0);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        long t23 = (long)k_1;
        pthread_join(threads[t23], (void **)0);
        printf("%ld\n", results[t23]);
    }
    printf("%ld %d\n", mine, sum_hist());
    return 0;
}
