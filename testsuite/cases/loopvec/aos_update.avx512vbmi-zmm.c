/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=2 sse4.2=0 neon=3 */
#include "harness.h"

/* Arrays of structures updated in place: loads and stores of one base in interleave groups
   (`legal/access.rs` `find_groups`), allowed where every read of the base comes before every
   write in the body and the first member written is not after the first member read
   (`x_from_yz`, `x_from_all`), on targets whose masked stores cost what plain ones do (avx512:
   a store group with gaps stored lane by lane ran slower than the scalar loop on sse2), never
   on the generic target. The load group reads the whole stretch (its gaps read and not used),
   the store group writes only its members (the gaps left alone). Where a later member
   is written (`y_between`, `im_from_re`, `green_from_rb`), a store group's last vector would
   cover the next vector iteration's first load, which the core cannot forward: those stay
   gathers and scatters (and scalar where those do not pay). `later_read` reads a member after
   writing another: not grouped either. Arrays are exactly n structures, so that ASan sees any
   access past the last one. */
struct xyz {
    float x, y, z;
};
struct cplx {
    double re, im;
};
struct rgb {
    unsigned char r, g, b;
};

/* Two members read, the third written (coverage eq_aos3). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void x_from_yz(int n, struct xyz *p, float s) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 s_v = _mm512_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:28 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            struct xyz *t3 = p + i_vec;
            float *t4 = &t3->x;
            float *t5 = &t3->y;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 t8 = _mm512_loadu_ps(t5 + 32);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m512 p_v = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m512 p_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m512 t11 = _mm512_mul_ps(p_v, s_v);
            __m512 t12 = _mm512_add_ps(t11, p_v_1);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t12, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t13, (vcc_v16_float)t12, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4, t15, t14);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t12, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t12, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 16, t18, t17);
            __m512 t19 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t12, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t20 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t12, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 32, t21, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        struct xyz *t22 = p + i;
        t22->x = t22->y * s + t22->z;
    }
}

/* Every member read, one written back. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void x_from_all(int n, struct xyz *p) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:34 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            float *t3 = &p[i_vec].x;
            __m512 t4 = _mm512_loadu_ps(t3);
            __m512 t5 = _mm512_loadu_ps(t3 + 16);
            __m512 t6 = _mm512_loadu_ps(t3 + 32);
            __m512 t7 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m512 p_v = (__m512)__builtin_shufflevector((vcc_v16_float)t7, (vcc_v16_float)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m512 t8 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m512 p_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m512 p_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m512 t10 = _mm512_mul_ps(p_v, _mm512_set1_ps(0.5f));
            __m512 t11 = _mm512_mul_ps(p_v_1, p_v_2);
            __m512 t12 = _mm512_add_ps(t10, t11);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t12, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t13, (vcc_v16_float)t12, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3, t15, t14);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t12, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t12, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3 + 16, t18, t17);
            __m512 t19 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t12, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t20 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t12, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3 + 32, t21, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        struct xyz *t22 = p + i;
        float *t23 = &t22->x;
        *t23 = *t23 * 0.5f + t22->y * t22->z;
    }
}

/* Outer members read, the middle one written. */
void y_between(int n, struct xyz *p) {
    for (int i = 0; i < n; i++)
        p[i].y = p[i].x - p[i].z;
}

/* Pairs of doubles: the imaginary part from the real one. */
void im_from_re(int n, struct cplx *c, double k) {
    for (int i = 0; i < n; i++)
        c[i].im = c[i].re * k + c[i].im;
}

/* Bytes: green from red and blue. */
void green_from_rb(int n, struct rgb *p) {
    for (int i = 0; i < n; i++)
        p[i].g = (unsigned char)((p[i].r + p[i].b) >> 1);
}

/* A read after a write of the same base: not grouped. */
void later_read(int n, struct xyz *p, float *restrict out) {
    for (int i = 0; i < n; i++) {
        p[i].y = p[i].x + 1.0f;
        out[i] = p[i].z * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        struct xyz *p = new_array(n, sizeof *p);
        struct cplx *c = new_array(n, sizeof *c);
        struct rgb *q = new_array(n, sizeof *q);
        float *out = new_array(n, sizeof *out);
        for (int i = 0; i < n; i++) {
            p[i].x = (float)(next_rand() % 2000) - 1000.0f;
            p[i].y = (float)(next_rand() % 2000) - 1000.0f;
            p[i].z = (float)(next_rand() % 2000) - 1000.0f;
            c[i].re = (double)(next_rand() % 20000) - 10000.0;
            c[i].im = (double)(next_rand() % 20000) - 10000.0;
            q[i].r = (unsigned char)next_rand();
            q[i].g = (unsigned char)next_rand();
            q[i].b = (unsigned char)next_rand();
        }
        x_from_yz(n, p, 0.25f);
        x_from_all(n, p);
        y_between(n, p);
        im_from_re(n, c, -1.5);
        green_from_rb(n, q);
        later_read(n, p, out);
        printf("n=%d %llx %llx %llx %llx\n", n, HASH(p, n), HASH(c, n), HASH(q, n), HASH(out, n));
        free(p), free(c), free(q), free(out);
    }
    return 0;
}
