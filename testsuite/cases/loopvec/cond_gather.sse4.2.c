/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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

__attribute__((target("sse4.2"))) void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    int t30;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i m_v = _mm_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            __m128i ix_v = _mm_loadu_si128((const __m128i *)(ix + i_vec));
            __m128i ix_v_1 = _mm_loadu_si128((const __m128i *)(ix + t3));
            __m128i ix_v_2 = _mm_loadu_si128((const __m128i *)(ix + t4));
            __m128i ix_v_3 = _mm_loadu_si128((const __m128i *)(ix + t5));
            __m128i t6 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v));
            __m128i t7 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_1));
            __m128i t8 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_2));
            __m128i t9 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_3));
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
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(t15, _mm_set1_epi32(0)));
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t17, _mm_set1_epi32(0)));
            __m128i t24 = vcc_sse_not(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)));
            __m128i t25 = vcc_sse_not(_mm_cmpeq_epi32(t21, _mm_set1_epi32(0)));
            __m128 t_v = vcc_sse_gather4(_mm_setr_ps, float, t, ix_v, _mm_movemask_ps(_mm_castsi128_ps(t22)));
            __m128 t_v_1 = vcc_sse_gather4(_mm_setr_ps, float, t, ix_v_1, _mm_movemask_ps(_mm_castsi128_ps(t23)));
            __m128 t_v_2 = vcc_sse_gather4(_mm_setr_ps, float, t, ix_v_2, _mm_movemask_ps(_mm_castsi128_ps(t24)));
            __m128 t_v_3 = vcc_sse_gather4(_mm_setr_ps, float, t, ix_v_3, _mm_movemask_ps(_mm_castsi128_ps(t25)));
            __m128 t26 = _mm_mul_ps(t_v, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)out + (unsigned long)i_vec * 4UL), t26, t22);
            __m128 t27 = _mm_mul_ps(t_v_1, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)out + (unsigned long)t3 * 4UL), t27, t23);
            __m128 t28 = _mm_mul_ps(t_v_2, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)out + (unsigned long)t4 * 4UL), t28, t24);
            __m128 t29 = _mm_mul_ps(t_v_3, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)out + (unsigned long)t5 * 4UL), t29, t25);
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
        /* vcc: loop at cond_gather.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            __m128i ix_v_4 = _mm_loadu_si128((const __m128i *)(ix + t33));
            __m128i t34 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_4));
            __m128i t35 = _mm_cmpgt_epi32(m_v_1, ix_v_4);
            __m128i t36 = (__m128i)__builtin_convertvector((vcc_m4)t35 & 1, vcc_v4_int);
            __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, t36); });
            __m128i t38 = vcc_sse_not(_mm_cmpeq_epi32(t37, _mm_set1_epi32(0)));
            __m128 t_v_4 = vcc_sse_gather4(_mm_setr_ps, float, t, ix_v_4, _mm_movemask_ps(_mm_castsi128_ps(t38)));
            __m128 t39 = _mm_mul_ps(t_v_4, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)out + (unsigned long)t33 * 4UL), t39, t38);
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
            out[t40] = t[t41] * 2.0f;
        }
    }
}

void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    for (int i = 0; i < n; i++)
        if ((unsigned)ix[i] < (unsigned)m)
            out[i] = t[ix[i]] + i;
}

__attribute__((target("sse4.2"))) void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    int t30;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int m_v = (vcc_v2_int){m, m};
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:33 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t3 = i_vec + 2L;
            long t4 = i_vec + 4L;
            long t5 = i_vec + 6L;
            vcc_v2_int ix_v = vcc_load(vcc_v2_int, ix + i_vec);
            vcc_v2_int ix_v_1 = vcc_load(vcc_v2_int, ix + t3);
            vcc_v2_int ix_v_2 = vcc_load(vcc_v2_int, ix + t4);
            vcc_v2_int ix_v_3 = vcc_load(vcc_v2_int, ix + t5);
            __m128i t6 = (__m128i)__builtin_convertvector(ix_v >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t7 = (__m128i)__builtin_convertvector(ix_v_1 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t8 = (__m128i)__builtin_convertvector(ix_v_2 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t9 = (__m128i)__builtin_convertvector(ix_v_3 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t10 = (__m128i)__builtin_convertvector(ix_v < m_v, vcc_m2);
            __m128i t11 = (__m128i)__builtin_convertvector(ix_v_1 < m_v, vcc_m2);
            __m128i t12 = (__m128i)__builtin_convertvector(ix_v_2 < m_v, vcc_m2);
            __m128i t13 = (__m128i)__builtin_convertvector(ix_v_3 < m_v, vcc_m2);
            vcc_v2_int t14 = __builtin_convertvector((vcc_m2)t10 & 1, vcc_v2_int);
            vcc_v2_int t15 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t6, vcc_v2_int), t14, ((vcc_v2_int){0, 0}));
            vcc_v2_int t16 = __builtin_convertvector((vcc_m2)t11 & 1, vcc_v2_int);
            vcc_v2_int t17 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t7, vcc_v2_int), t16, ((vcc_v2_int){0, 0}));
            vcc_v2_int t18 = __builtin_convertvector((vcc_m2)t12 & 1, vcc_v2_int);
            vcc_v2_int t19 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t8, vcc_v2_int), t18, ((vcc_v2_int){0, 0}));
            vcc_v2_int t20 = __builtin_convertvector((vcc_m2)t13 & 1, vcc_v2_int);
            vcc_v2_int t21 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t9, vcc_v2_int), t20, ((vcc_v2_int){0, 0}));
            __m128i t22 = (__m128i)__builtin_convertvector(t15 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t23 = (__m128i)__builtin_convertvector(t17 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t24 = (__m128i)__builtin_convertvector(t19 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t25 = (__m128i)__builtin_convertvector(t21 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128d t_v = (__m128d)vcc_gather_masked(vcc_v2_double, t, ix_v, (vcc_m2)t22);
            __m128d t_v_1 = (__m128d)vcc_gather_masked(vcc_v2_double, t, ix_v_1, (vcc_m2)t23);
            __m128d t_v_2 = (__m128d)vcc_gather_masked(vcc_v2_double, t, ix_v_2, (vcc_m2)t24);
            __m128d t_v_3 = (__m128d)vcc_gather_masked(vcc_v2_double, t, ix_v_3, (vcc_m2)t25);
            __m128d t26 = _mm_sub_pd(t_v, _mm_set1_pd(1.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)out + (unsigned long)i_vec * 8UL), t26, t22);
            __m128d t27 = _mm_sub_pd(t_v_1, _mm_set1_pd(1.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)out + (unsigned long)t3 * 8UL), t27, t23);
            __m128d t28 = _mm_sub_pd(t_v_2, _mm_set1_pd(1.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)out + (unsigned long)t4 * 8UL), t28, t24);
            __m128d t29 = _mm_sub_pd(t_v_3, _mm_set1_pd(1.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)out + (unsigned long)t5 * 8UL), t29, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        vcc_v2_int m_v_1 = (vcc_v2_int){m, m};
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            vcc_v2_int ix_v_4 = vcc_load(vcc_v2_int, ix + t33);
            __m128i t34 = (__m128i)__builtin_convertvector(ix_v_4 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t35 = (__m128i)__builtin_convertvector(ix_v_4 < m_v_1, vcc_m2);
            vcc_v2_int t36 = __builtin_convertvector((vcc_m2)t35 & 1, vcc_v2_int);
            vcc_v2_int t37 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t34, vcc_v2_int), t36, ((vcc_v2_int){0, 0}));
            __m128i t38 = (__m128i)__builtin_convertvector(t37 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128d t_v_4 = (__m128d)vcc_gather_masked(vcc_v2_double, t, ix_v_4, (vcc_m2)t38);
            __m128d t39 = _mm_sub_pd(t_v_4, _mm_set1_pd(1.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)out + (unsigned long)t33 * 8UL), t39, t38);
            i_vec_1 += 2L;
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

__attribute__((target("sse4.2"))) void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    int t39;
    int i;
    int t54;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int m_v = (vcc_v2_int){m, m};
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:39 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            long t5 = i_vec + 2L;
            vcc_v2_uint t6 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t6;
            long t7 = i_vec + 4L;
            vcc_v2_uint t8 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t8;
            long t9 = i_vec + 6L;
            vcc_v2_uint t10 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t10;
            vcc_v2_int ix_v = vcc_load(vcc_v2_int, ix + i_vec);
            vcc_v2_int ix_v_1 = vcc_load(vcc_v2_int, ix + t5);
            vcc_v2_int ix_v_2 = vcc_load(vcc_v2_int, ix + t7);
            vcc_v2_int ix_v_3 = vcc_load(vcc_v2_int, ix + t9);
            __m128i t11 = (__m128i)__builtin_convertvector(ix_v >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t12 = (__m128i)__builtin_convertvector(ix_v_1 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t13 = (__m128i)__builtin_convertvector(ix_v_2 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t14 = (__m128i)__builtin_convertvector(ix_v_3 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t15 = (__m128i)__builtin_convertvector(ix_v < m_v, vcc_m2);
            __m128i t16 = (__m128i)__builtin_convertvector(ix_v_1 < m_v, vcc_m2);
            __m128i t17 = (__m128i)__builtin_convertvector(ix_v_2 < m_v, vcc_m2);
            __m128i t18 = (__m128i)__builtin_convertvector(ix_v_3 < m_v, vcc_m2);
            vcc_v2_int t19 = __builtin_convertvector((vcc_m2)t15 & 1, vcc_v2_int);
            vcc_v2_int t20 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t11, vcc_v2_int), t19, ((vcc_v2_int){0, 0}));
            vcc_v2_int t21 = __builtin_convertvector((vcc_m2)t16 & 1, vcc_v2_int);
            vcc_v2_int t22 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t12, vcc_v2_int), t21, ((vcc_v2_int){0, 0}));
            vcc_v2_int t23 = __builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            vcc_v2_int t24 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t13, vcc_v2_int), t23, ((vcc_v2_int){0, 0}));
            vcc_v2_int t25 = __builtin_convertvector((vcc_m2)t18 & 1, vcc_v2_int);
            vcc_v2_int t26 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t14, vcc_v2_int), t25, ((vcc_v2_int){0, 0}));
            __m128i t27 = (__m128i)__builtin_convertvector(t20 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t28 = (__m128i)__builtin_convertvector(t22 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t29 = (__m128i)__builtin_convertvector(t24 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t30 = (__m128i)__builtin_convertvector(t26 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t_v = (__m128i)vcc_gather_masked(vcc_v2_llong, t, ix_v, (vcc_m2)t27);
            __m128i t_v_1 = (__m128i)vcc_gather_masked(vcc_v2_llong, t, ix_v_1, (vcc_m2)t28);
            __m128i t_v_2 = (__m128i)vcc_gather_masked(vcc_v2_llong, t, ix_v_2, (vcc_m2)t29);
            __m128i t_v_3 = (__m128i)vcc_gather_masked(vcc_v2_llong, t, ix_v_3, (vcc_m2)t30);
            __m128i t31 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            __m128i t32 = _mm_xor_si128(t_v, t31);
            vcc_sse_store_masked(vcc_v2_llong, (long long *)((unsigned long)out + (unsigned long)i_vec * 8UL), t32, t27);
            __m128i t33 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            __m128i t34 = _mm_xor_si128(t_v_1, t33);
            vcc_sse_store_masked(vcc_v2_llong, (long long *)((unsigned long)out + (unsigned long)t5 * 8UL), t34, t28);
            __m128i t35 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_4));
            __m128i t36 = _mm_xor_si128(t_v_2, t35);
            vcc_sse_store_masked(vcc_v2_llong, (long long *)((unsigned long)out + (unsigned long)t7 * 8UL), t36, t29);
            __m128i t37 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_5));
            __m128i t38 = _mm_xor_si128(t_v_3, t37);
            vcc_sse_store_masked(vcc_v2_llong, (long long *)((unsigned long)out + (unsigned long)t9 * 8UL), t38, t30);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 2L) {
        long t41 = t40 & -2L;
        vcc_v2_int m_v_1 = (vcc_v2_int){m, m};
        vcc_v2_int t42 = (vcc_v2_int){t39, t39};
        vcc_v2_uint t43 = (vcc_v2_uint)t42;
        vcc_v2_uint i_v_1 = t43 + (vcc_v2_uint){0U, 1U};
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:39 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t44 = (long)t39 + i_vec_1;
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            vcc_v2_int ix_v_4 = vcc_load(vcc_v2_int, ix + t44);
            __m128i t45 = (__m128i)__builtin_convertvector(ix_v_4 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t46 = (__m128i)__builtin_convertvector(ix_v_4 < m_v_1, vcc_m2);
            vcc_v2_int t47 = __builtin_convertvector((vcc_m2)t46 & 1, vcc_v2_int);
            vcc_v2_int t48 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t45, vcc_v2_int), t47, ((vcc_v2_int){0, 0}));
            __m128i t49 = (__m128i)__builtin_convertvector(t48 != (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t_v_4 = (__m128i)vcc_gather_masked(vcc_v2_llong, t, ix_v_4, (vcc_m2)t49);
            __m128i t50 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_6));
            __m128i t51 = _mm_xor_si128(t_v_4, t50);
            vcc_sse_store_masked(vcc_v2_llong, (long long *)((unsigned long)out + (unsigned long)t44 * 8UL), t51, t49);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = ix[t52];
        if (t53 >= 0) {
            t54 = (t53 < m) != 0;
        } else {
            t54 = 0;
        }
        if (t54) {
            out[t52] = t[t53] ^ (long long)i;
        }
    }
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
__attribute__((target("sse4.2"))) int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
    int t30;
    int t31;
    int i;
    int s;
    int t41;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i m_v = _mm_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at cond_gather.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i ix_v = _mm_loadu_si128((const __m128i *)(ix + i_vec));
            __m128i ix_v_1 = _mm_loadu_si128((const __m128i *)(ix + (i_vec + 4L)));
            __m128i ix_v_2 = _mm_loadu_si128((const __m128i *)(ix + (i_vec + 8L)));
            __m128i ix_v_3 = _mm_loadu_si128((const __m128i *)(ix + (i_vec + 12L)));
            __m128i t3 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v));
            __m128i t4 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_1));
            __m128i t5 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_2));
            __m128i t6 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_3));
            __m128i t7 = _mm_cmpgt_epi32(m_v, ix_v);
            __m128i t8 = _mm_cmpgt_epi32(m_v, ix_v_1);
            __m128i t9 = _mm_cmpgt_epi32(m_v, ix_v_2);
            __m128i t10 = _mm_cmpgt_epi32(m_v, ix_v_3);
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            __m128i t12 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, t11); });
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_m4)t8 & 1, vcc_v4_int);
            __m128i t14 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, t13); });
            __m128i t15 = (__m128i)__builtin_convertvector((vcc_m4)t9 & 1, vcc_v4_int);
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, t15); });
            __m128i t17 = (__m128i)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            __m128i t18 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t6, t17); });
            __m128i t19 = vcc_sse_not(_mm_cmpeq_epi32(t12, _mm_set1_epi32(0)));
            __m128i t20 = vcc_sse_not(_mm_cmpeq_epi32(t14, _mm_set1_epi32(0)));
            __m128i t21 = vcc_sse_not(_mm_cmpeq_epi32(t16, _mm_set1_epi32(0)));
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(t18, _mm_set1_epi32(0)));
            __m128i t_v = vcc_sse_gather4(_mm_setr_epi32, int, t, ix_v, _mm_movemask_ps(_mm_castsi128_ps(t19)));
            __m128i t_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, t, ix_v_1, _mm_movemask_ps(_mm_castsi128_ps(t20)));
            __m128i t_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, t, ix_v_2, _mm_movemask_ps(_mm_castsi128_ps(t21)));
            __m128i t_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, t, ix_v_3, _mm_movemask_ps(_mm_castsi128_ps(t22)));
            __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, t_v); });
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t23);
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, t_v_1); });
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t24);
            __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, t_v_2); });
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t25);
            __m128i t26 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, t_v_3); });
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t26);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t27 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t28 = _mm_add_epi32(t27, (__m128i)s_v_2);
        __m128i t29 = _mm_add_epi32(t28, (__m128i)s_v_3);
        t30 = (int)t2;
        t31 = (int)vcc_sse_reduce_epi32(t29, _mm_add_epi32, unsigned int);
    } else {
        t30 = 0;
        t31 = 0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        __m128i m_v_1 = _mm_set1_epi32((int)m);
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at cond_gather.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i ix_v_4 = _mm_loadu_si128((const __m128i *)(ix + ((long)t30 + i_vec_1)));
            __m128i t34 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), ix_v_4));
            __m128i t35 = _mm_cmpgt_epi32(m_v_1, ix_v_4);
            __m128i t36 = (__m128i)__builtin_convertvector((vcc_m4)t35 & 1, vcc_v4_int);
            __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, t36); });
            __m128i t38 = vcc_sse_not(_mm_cmpeq_epi32(t37, _mm_set1_epi32(0)));
            __m128i t_v_4 = vcc_sse_gather4(_mm_setr_epi32, int, t, ix_v_4, _mm_movemask_ps(_mm_castsi128_ps(t38)));
            __m128i t39 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t38, t_v_4); });
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t30 + t33);
        s = (int)((unsigned int)t31 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t30;
        s = t31;
    }
    for (; i < n; i++, s = s_1) {
        int t40 = ix[i];
        if (t40 >= 0) {
            t41 = (t40 < m) != 0;
        } else {
            t41 = 0;
        }
        if (t41) {
            s_1 = s + t[t40];
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
