/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=5 avx2=1 avx512=5 sse4.2=4 sse2=4 neon=4 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids 5 */
/* vcc-test: also-tune avx512 zen4 */
#include "harness.h"

/* Gathers under a condition that guards the index itself (emit avx2.rs `vcc_avx2_maskgather8`
   and `vcc_avx2_maskgather4`: lane by lane, an inactive lane loading what the first active
   lane loads, no load where no lane is active, inactive lanes zero). Indices of inactive lanes
   are far outside the arrays (and negative), in runs longer than a vector so that whole
   vectors are inactive, and between them runs where every lane is active; the arrays are
   allocated exactly, so a load of an inactive lane fails under ASan or faults. With
   --tune=zen4 the gathers are the masked instruction (`Target::hardware_masked_gathers`),
   which must leave the inactive lanes' memory alone as well. On avx2 with the generic and Zen
   tunes the four loops with a store stay scalar (a masked gather and a masked store run as
   microcode on Zen: `Target::serial_cycles`); --tune=sapphirerapids vectorizes them, so the
   lane-by-lane macros still run here. On avx512 the generic tune's lane-by-lane gathers bound
   the vector iteration too (16 cycles a register): UF 1. */

__attribute__((target("avx2"))) void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    int t16;
    int t26;
    int i;
    int t40;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = i_vec + 8L;
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i ix_v_1 = _mm256_loadu_si256((const __m256i *)(ix + t3));
            __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v), _mm256_set1_epi32(-1));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v_1), _mm256_set1_epi32(-1));
            __m256i t6 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t7 = _mm256_cmpgt_epi32(m_v, ix_v_1);
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            __m256i t9 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t4, t8); });
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            __m256i t11 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, t10); });
            __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256 t_v = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), t, ix_v, _mm256_castsi256_ps(t12), 4);
            __m256 t_v_1 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), t, ix_v_1, _mm256_castsi256_ps(t13), 4);
            __m256 t14 = _mm256_mul_ps(t_v, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)out + (unsigned long)i_vec * 4UL), t12, t14);
            __m256 t15 = _mm256_mul_ps(t_v_1, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)out + (unsigned long)t3 * 4UL), t13, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            __m256i ix_v_2 = _mm256_loadu_si256((const __m256i *)(ix + t19));
            __m256i t20 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v_2), _mm256_set1_epi32(-1));
            __m256i t21 = _mm256_cmpgt_epi32(m_v_1, ix_v_2);
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            __m256i t23 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, t22); });
            __m256i t24 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256 t_v_2 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), t, ix_v_2, _mm256_castsi256_ps(t24), 4);
            __m256 t25 = _mm256_mul_ps(t_v_2, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)out + (unsigned long)t19 * 4UL), t24, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        t26 = (int)((long)t16 + t18);
    } else {
        t26 = t16;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i m_v_2 = _mm256_set1_epi32((int)m);
        long t30 = (long)t26;
        __m256i ix_v_3 = _mm256_maskload_epi32((const int *)(ix + t30), t29);
        __m256i t31 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v_3), _mm256_set1_epi32(-1));
        __m256i t32 = _mm256_cmpgt_epi32(m_v_2, ix_v_3);
        __m256i t33 = (__m256i)__builtin_convertvector((vcc_m8)t32 & 1, vcc_v8_int);
        __m256i t34 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t31, t33); });
        __m256i t35 = _mm256_xor_si256(_mm256_cmpeq_epi32(t34, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
        __m256i t36 = _mm256_and_si256(t29, t35);
        __m256 t_v_3 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), t, ix_v_3, _mm256_castsi256_ps(t36), 4);
        __m256 t37 = _mm256_mul_ps(t_v_3, _mm256_set1_ps(2.0f));
        _mm256_maskstore_ps((float *)((unsigned long)out + (unsigned long)t30 * 4UL), t36, t37);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        int t39 = ix[t38];
        if (t39 >= 0) {
            t40 = (t39 < m) != 0;
        } else {
            t40 = 0;
        }
        if (t40) {
            out[t38] = t[t39] * 2.0f;
        }
    }
}

__attribute__((target("avx2"))) void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t4 = i_vec + 8L;
            __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i ix_v_1 = _mm256_loadu_si256((const __m256i *)(ix + t4));
            __m256i t6 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(m_v), vcc_avx2_flip_epi32(ix_v));
            __m256i t7 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(m_v), vcc_avx2_flip_epi32(ix_v_1));
            __m256i t_v = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v, t6, 4);
            __m256i t_v_1 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v_1, t7, 4);
            __m256i t8 = _mm256_add_epi32(t_v, (__m256i)i_v);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)i_vec * 4UL), t6, t8);
            __m256i t9 = _mm256_add_epi32(t_v_1, t5);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t4 * 4UL), t7, t9);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        __m256i t13 = _mm256_set1_epi32((int)t10);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m256i ix_v_2 = _mm256_loadu_si256((const __m256i *)(ix + t14));
            __m256i t15 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(m_v_1), vcc_avx2_flip_epi32(ix_v_2));
            __m256i t_v_2 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v_2, t15, 4);
            __m256i t16 = _mm256_add_epi32(t_v_2, (__m256i)i_v_1);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t14 * 4UL), t15, t16);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i m_v_2 = _mm256_set1_epi32((int)m);
        __m256i t21 = _mm256_set1_epi32((int)t17);
        __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t23 = (long)t17;
        __m256i ix_v_3 = _mm256_maskload_epi32((const int *)(ix + t23), t20);
        __m256i t24 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(m_v_2), vcc_avx2_flip_epi32(ix_v_3));
        __m256i t25 = _mm256_and_si256(t20, t24);
        __m256i t_v_3 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v_3, t25, 4);
        __m256i t26 = _mm256_add_epi32(t_v_3, t22);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t23 * 4UL), t25, t26);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = ix[t27];
        if ((unsigned int)t28 < (unsigned int)m) {
            out[t27] = t[t28] + i;
        }
    }
}

__attribute__((target("avx2"))) void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    int t30;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i m_v = _mm_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            __m128i ix_v = _mm_loadu_si128((const __m128i *)(ix + i_vec));
            __m128i ix_v_1 = _mm_loadu_si128((const __m128i *)(ix + t3));
            __m128i ix_v_2 = _mm_loadu_si128((const __m128i *)(ix + t4));
            __m128i ix_v_3 = _mm_loadu_si128((const __m128i *)(ix + t5));
            __m128i t6 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v), _mm_set1_epi32(-1));
            __m128i t7 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_1), _mm_set1_epi32(-1));
            __m128i t8 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_2), _mm_set1_epi32(-1));
            __m128i t9 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_3), _mm_set1_epi32(-1));
            __m128i t10 = _mm_cmpgt_epi32(m_v, ix_v);
            __m128i t11 = _mm_cmpgt_epi32(m_v, ix_v_1);
            __m128i t12 = _mm_cmpgt_epi32(m_v, ix_v_2);
            __m128i t13 = _mm_cmpgt_epi32(m_v, ix_v_3);
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t6, t14); });
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_m4)t11 & 1, vcc_v4_int);
            __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, t16); });
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_m4)t12 & 1, vcc_v4_int);
            __m128i t19 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, t18); });
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, t20); });
            __m128i t22 = _mm_xor_si128(_mm_cmpeq_epi32(t15, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t23 = _mm_xor_si128(_mm_cmpeq_epi32(t17, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t24 = _mm_xor_si128(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t25 = _mm_xor_si128(_mm_cmpeq_epi32(t21, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m256d t_v = _mm256_mask_i32gather_pd(_mm256_setzero_pd(), t, ix_v, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t22)), 8);
            __m256d t_v_1 = _mm256_mask_i32gather_pd(_mm256_setzero_pd(), t, ix_v_1, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t23)), 8);
            __m256d t_v_2 = _mm256_mask_i32gather_pd(_mm256_setzero_pd(), t, ix_v_2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t24)), 8);
            __m256d t_v_3 = _mm256_mask_i32gather_pd(_mm256_setzero_pd(), t, ix_v_3, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t25)), 8);
            __m256d t26 = _mm256_sub_pd(t_v, _mm256_set1_pd(1.5));
            _mm256_maskstore_pd((double *)((unsigned long)out + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t22), t26);
            __m256d t27 = _mm256_sub_pd(t_v_1, _mm256_set1_pd(1.5));
            _mm256_maskstore_pd((double *)((unsigned long)out + (unsigned long)t3 * 8UL), _mm256_cvtepi32_epi64(t23), t27);
            __m256d t28 = _mm256_sub_pd(t_v_2, _mm256_set1_pd(1.5));
            _mm256_maskstore_pd((double *)((unsigned long)out + (unsigned long)t4 * 8UL), _mm256_cvtepi32_epi64(t24), t28);
            __m256d t29 = _mm256_sub_pd(t_v_3, _mm256_set1_pd(1.5));
            _mm256_maskstore_pd((double *)((unsigned long)out + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t25), t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m128i m_v_1 = _mm_set1_epi32((int)m);
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            __m128i ix_v_4 = _mm_loadu_si128((const __m128i *)(ix + t33));
            __m128i t34 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_4), _mm_set1_epi32(-1));
            __m128i t35 = _mm_cmpgt_epi32(m_v_1, ix_v_4);
            __m128i t36 = (__m128i)__builtin_convertvector((vcc_m4)t35 & 1, vcc_v4_int);
            __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, t36); });
            __m128i t38 = _mm_xor_si128(_mm_cmpeq_epi32(t37, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m256d t_v_4 = _mm256_mask_i32gather_pd(_mm256_setzero_pd(), t, ix_v_4, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t38)), 8);
            __m256d t39 = _mm256_sub_pd(t_v_4, _mm256_set1_pd(1.5));
            _mm256_maskstore_pd((double *)((unsigned long)out + (unsigned long)t33 * 8UL), _mm256_cvtepi32_epi64(t38), t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int t41 = ix[t40];
        if (t41 >= 0) {
            t42 = (t41 < m) != 0;
        } else {
            t42 = 0;
        }
        if (t42) {
            out[t40] = t[t41] - 1.5;
        }
    }
}

__attribute__((target("avx2"))) void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    int t38;
    int i;
    int t52;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i m_v = _mm_set1_epi32((int)m);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:39 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = i_vec + 4L;
            __m128i t5 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            long t6 = i_vec + 8L;
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            long t8 = i_vec + 12L;
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i ix_v = _mm_loadu_si128((const __m128i *)(ix + i_vec));
            __m128i ix_v_1 = _mm_loadu_si128((const __m128i *)(ix + t4));
            __m128i ix_v_2 = _mm_loadu_si128((const __m128i *)(ix + t6));
            __m128i ix_v_3 = _mm_loadu_si128((const __m128i *)(ix + t8));
            __m128i t10 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v), _mm_set1_epi32(-1));
            __m128i t11 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_1), _mm_set1_epi32(-1));
            __m128i t12 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_2), _mm_set1_epi32(-1));
            __m128i t13 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_3), _mm_set1_epi32(-1));
            __m128i t14 = _mm_cmpgt_epi32(m_v, ix_v);
            __m128i t15 = _mm_cmpgt_epi32(m_v, ix_v_1);
            __m128i t16 = _mm_cmpgt_epi32(m_v, ix_v_2);
            __m128i t17 = _mm_cmpgt_epi32(m_v, ix_v_3);
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_m4)t14 & 1, vcc_v4_int);
            __m128i t19 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t10, t18); });
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_m4)t15 & 1, vcc_v4_int);
            __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, t20); });
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_m4)t16 & 1, vcc_v4_int);
            __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, t22); });
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_m4)t17 & 1, vcc_v4_int);
            __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t13, t24); });
            __m128i t26 = _mm_xor_si128(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t27 = _mm_xor_si128(_mm_cmpeq_epi32(t21, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t28 = _mm_xor_si128(_mm_cmpeq_epi32(t23, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t29 = _mm_xor_si128(_mm_cmpeq_epi32(t25, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m256i t_v = _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)t, ix_v, _mm256_cvtepi32_epi64(t26), 8);
            __m256i t_v_1 = _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)t, ix_v_1, _mm256_cvtepi32_epi64(t27), 8);
            __m256i t_v_2 = _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)t, ix_v_2, _mm256_cvtepi32_epi64(t28), 8);
            __m256i t_v_3 = _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)t, ix_v_3, _mm256_cvtepi32_epi64(t29), 8);
            __m256i t30 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i t31 = _mm256_xor_si256(t_v, t30);
            _mm256_maskstore_epi64((long long *)(long long *)((unsigned long)out + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t26), t31);
            __m256i t32 = _mm256_cvtepi32_epi64(t5);
            __m256i t33 = _mm256_xor_si256(t_v_1, t32);
            _mm256_maskstore_epi64((long long *)(long long *)((unsigned long)out + (unsigned long)t4 * 8UL), _mm256_cvtepi32_epi64(t27), t33);
            __m256i t34 = _mm256_cvtepi32_epi64(t7);
            __m256i t35 = _mm256_xor_si256(t_v_2, t34);
            _mm256_maskstore_epi64((long long *)(long long *)((unsigned long)out + (unsigned long)t6 * 8UL), _mm256_cvtepi32_epi64(t28), t35);
            __m256i t36 = _mm256_cvtepi32_epi64(t9);
            __m256i t37 = _mm256_xor_si256(t_v_3, t36);
            _mm256_maskstore_epi64((long long *)(long long *)((unsigned long)out + (unsigned long)t8 * 8UL), _mm256_cvtepi32_epi64(t29), t37);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        __m128i m_v_1 = _mm_set1_epi32((int)m);
        __m128i t41 = _mm_set1_epi32((int)t38);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t41, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t38 + i_vec_1;
            __m128i ix_v_4 = _mm_loadu_si128((const __m128i *)(ix + t42));
            __m128i t43 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_4), _mm_set1_epi32(-1));
            __m128i t44 = _mm_cmpgt_epi32(m_v_1, ix_v_4);
            __m128i t45 = (__m128i)__builtin_convertvector((vcc_m4)t44 & 1, vcc_v4_int);
            __m128i t46 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t43, t45); });
            __m128i t47 = _mm_xor_si128(_mm_cmpeq_epi32(t46, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m256i t_v_4 = _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)t, ix_v_4, _mm256_cvtepi32_epi64(t47), 8);
            __m256i t48 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            __m256i t49 = _mm256_xor_si256(t_v_4, t48);
            _mm256_maskstore_epi64((long long *)(long long *)((unsigned long)out + (unsigned long)t42 * 8UL), _mm256_cvtepi32_epi64(t47), t49);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        int t51 = ix[t50];
        if (t51 >= 0) {
            t52 = (t51 < m) != 0;
        } else {
            t52 = 0;
        }
        if (t52) {
            out[t50] = t[t51] ^ (long long)i;
        }
    }
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
__attribute__((target("avx2"))) int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
    int t16;
    int t17;
    int i;
    int s;
    int t27;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond_gather.c:47 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i ix_v_1 = _mm256_loadu_si256((const __m256i *)(ix + (i_vec + 8L)));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v), _mm256_set1_epi32(-1));
            __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v_1), _mm256_set1_epi32(-1));
            __m256i t5 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t6 = _mm256_cmpgt_epi32(m_v, ix_v_1);
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t5 & 1, vcc_v8_int);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t7); });
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            __m256i t10 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t4, t9); });
            __m256i t11 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t10, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t_v = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v, t11, 4);
            __m256i t_v_1 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v_1, t12, 4);
            __m256i t13 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t11, t_v); });
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t13);
            __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t12, t_v_1); });
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t15 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t16 = (int)t2;
        t17 = (int)vcc_avx2_sum_epi32(t15);
    } else {
        t16 = 0;
        t17 = 0;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond_gather.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i ix_v_2 = _mm256_loadu_si256((const __m256i *)(ix + ((long)t16 + i_vec_1)));
            __m256i t20 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v_2), _mm256_set1_epi32(-1));
            __m256i t21 = _mm256_cmpgt_epi32(m_v_1, ix_v_2);
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            __m256i t23 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, t22); });
            __m256i t24 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t_v_2 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v_2, t24, 4);
            __m256i t25 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t_v_2); });
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
        s = (int)((unsigned int)t17 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t16;
        s = t17;
    }
    for (; i < n; i++, s = s_1) {
        int t26 = ix[i];
        if (t26 >= 0) {
            t27 = (t26 < m) != 0;
        } else {
            t27 = 0;
        }
        if (t27) {
            s_1 = s + t[t26];
        } else {
            s_1 = s;
        }
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = n / 2 + 1;
        int *ix = new_array(n, sizeof(int));
        float *tf = new_array(m, sizeof(float)), *of = new_array(n, sizeof(float));
        int *ti = new_array(m, sizeof(int)), *oi = new_array(n, sizeof(int));
        double *td = new_array(m, sizeof(double)), *od = new_array(n, sizeof(double));
        long long *tl = new_array(m, sizeof(long long)), *ol = new_array(n, sizeof(long long));
        for (int i = 0; i < n; i++) {
            int phase = (i / 11) % 3; /* 0: all valid, 1: random, 2: all invalid */
            int valid = phase == 0 || (phase == 1 && next_rand() % 2);
            ix[i] = valid ? (int)(next_rand() % (unsigned)m) : (next_rand() % 2 ? -(1 << 28) : m + (1 << 28));
        }
        FILL(tf, m, -50, 100);
        FILL(ti, m, -50, 100);
        FILL(td, m, -50, 100);
        FILL(tl, m, -50, 100);
        FILL(of, n, 0, 3);
        FILL(oi, n, 0, 3);
        FILL(od, n, 0, 3);
        FILL(ol, n, 0, 3);
        gather_f32(n, of, tf, ix, m);
        gather_i32(n, oi, ti, ix, m);
        gather_f64(n, od, td, ix, m);
        gather_i64(n, ol, tl, ix, m);
        printf("n=%d f32=%llx i32=%llx f64=%llx i64=%llx sum=%d\n", n, HASH(of, n), HASH(oi, n), HASH(od, n),
               HASH(ol, n), gather_sum(n, ti, ix, m));
        free(ix), free(tf), free(of), free(ti), free(oi), free(td), free(od), free(tl), free(ol);
    }
    return 0;
}
