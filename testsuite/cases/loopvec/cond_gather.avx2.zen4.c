/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    for (int i = 0; i < n; i++)
        if (ix[i] >= 0 && ix[i] < m)
            out[i] = t[ix[i]] * 2.0f;
}

void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    for (int i = 0; i < n; i++)
        if ((unsigned)ix[i] < (unsigned)m)
            out[i] = t[ix[i]] + i;
}

void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    for (int i = 0; i < n; i++)
        if (ix[i] >= 0 && ix[i] < m)
            out[i] = t[ix[i]] - 1.5;
}

void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    for (int i = 0; i < n; i++)
        if (ix[i] >= 0 && ix[i] < m)
            out[i] = t[ix[i]] ^ (long long)i;
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
__attribute__((target("avx2"))) int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
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
            __m256i t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), ix_v), _mm256_set1_epi32(-1));
            __m256i t4 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t_v = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, ix_v, t7, 4);
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
