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
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_maskgather4(SET, T, P, I, M, KEEP) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm_movemask_ps(_mm_castsi128_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0); if (vcc_gb) { int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, vcc_gi); _mm_storeu_si128((__m128i *)vcc_gx, _mm_blendv_epi8(_mm_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); vcc_gr = KEEP(vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_avx2_keep_wide(R, M) ((__typeof__(R))_mm256_and_si256((__m256i)(R), _mm256_cvtepi32_epi64(M)))
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t9;
    int i;
    int t23;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:21 vectorized: VF 8, UF 1, masked remainder */
        do {
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i t3 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t4 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256 t_v = vcc_avx2_maskgather8(_mm256_setr_ps, float, t, ix_v, t7);
            __m256 t8 = _mm256_mul_ps(t_v, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t7), t8);
            i_vec += 8L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 8L)) {
        __m256i t11 = _mm256_set1_epi32((int)(int)t10);
        __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        long t13 = (long)t9;
        __m256i ix_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), ix + t13);
        __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
        __m256i t15 = _mm256_cmpgt_epi32(m_v_1, ix_v_1);
        __m256i t16 = (__m256i)__builtin_convertvector((vcc_m8)t15 & 1, vcc_v8_int);
        __m256i t17 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t14, t16); });
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t17, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t19 = _mm256_and_si256(t12, t18);
        __m256 t_v_1 = vcc_avx2_maskgather8(_mm256_setr_ps, float, t, ix_v_1, t19);
        __m256 t20 = _mm256_mul_ps(t_v_1, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t13 * 4UL), _mm256_movepi32_mask(t19), t20);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int t22 = ix[t21];
        if (t22 >= 0) {
            t23 = (t22 < m) != 0;
        } else {
            t23 = 0;
        }
        if (t23) {
            out[t21] = t[t22] * 2.0f;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:27 vectorized: VF 8, UF 1, masked remainder */
        do {
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(ix_v, m_v, _MM_CMPINT_LT));
            __m256i t_v = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, ix_v, t4);
            __m256i t5 = _mm256_add_epi32(t_v, (__m256i)i_v);
            _mm256_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t4), t5);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 8L)) {
        __m256i t8 = _mm256_set1_epi32((int)(int)t7);
        __m256i t9 = _mm256_cmpgt_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        __m256i t10 = _mm256_set1_epi32((int)t6);
        __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t12 = (long)t6;
        __m256i ix_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), ix + t12);
        __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(ix_v_1, m_v_1, _MM_CMPINT_LT));
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t_v_1 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, ix_v_1, t14);
        __m256i t15 = _mm256_add_epi32(t_v_1, t11);
        _mm256_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t14), t15);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t17 = ix[t16];
        if ((unsigned int)t17 < (unsigned int)m) {
            out[t16] = t[t17] + i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        __m128i m_v = _mm_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:33 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128i ix_v = _mm_loadu_si128((const __m128i *)(ix + i_vec));
            __m128i t3 = _mm_movm_epi32(_mm_cmp_epi32_mask(ix_v, _mm_set1_epi32(0), _MM_CMPINT_NLT));
            __m128i t4 = _mm_cmpgt_epi32(m_v, ix_v);
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, t5); });
            __m128i t7 = _mm_movm_epi32(_mm_cmp_epi32_mask(t6, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m256d t_v = vcc_avx2_maskgather4(_mm256_setr_pd, double, t, ix_v, t7, vcc_avx2_keep_wide);
            __m256d t8 = _mm256_sub_pd(t_v, _mm256_set1_pd(1.5));
            _mm256_mask_storeu_pd((double *)((unsigned long)out + (unsigned long)i_vec * 8UL), _mm_movepi32_mask(t7), t8);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = ix[t9];
        if (t10 >= 0) {
            t11 = (t10 < m) != 0;
        } else {
            t11 = 0;
        }
        if (t11) {
            out[t9] = t[t10] - 1.5;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int i;
    int t13;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        __m128i m_v = _mm_set1_epi32((int)m);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:39 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128i ix_v = _mm_loadu_si128((const __m128i *)(ix + i_vec));
            __m128i t4 = _mm_movm_epi32(_mm_cmp_epi32_mask(ix_v, _mm_set1_epi32(0), _MM_CMPINT_NLT));
            __m128i t5 = _mm_cmpgt_epi32(m_v, ix_v);
            __m128i t6 = (__m128i)__builtin_convertvector((vcc_m4)t5 & 1, vcc_v4_int);
            __m128i t7 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, t6); });
            __m128i t8 = _mm_movm_epi32(_mm_cmp_epi32_mask(t7, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t_v = vcc_avx2_maskgather4(_mm256_setr_epi64x, long long, t, ix_v, t8, vcc_avx2_keep_wide);
            __m256i t9 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i t10 = _mm256_xor_si256(t_v, t9);
            _mm256_mask_storeu_epi64((long long *)((unsigned long)out + (unsigned long)i_vec * 8UL), _mm_movepi32_mask(t8), t10);
            i_vec += 4L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = ix[t11];
        if (t12 >= 0) {
            t13 = (t12 < m) != 0;
        } else {
            t13 = 0;
        }
        if (t13) {
            out[t11] = t[t12] ^ (long long)i;
        }
    }
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int i;
    int s;
    int t10;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond_gather.c:47 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i t3 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t4 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t_v = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, ix_v, t7);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, t_v); });
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32((__m256i)s_v);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++, s = s_1) {
        int t9 = ix[i];
        if (t9 >= 0) {
            t10 = (t9 < m) != 0;
        } else {
            t10 = 0;
        }
        if (t10) {
            s_1 = s + t[t9];
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
