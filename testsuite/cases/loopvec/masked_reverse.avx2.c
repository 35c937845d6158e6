/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512=6 avx512vbmi-zmm=7 neon=5 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
__attribute__((target("avx2"))) void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    int i;
    int t7;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(c_v, _mm256_set1_epi32(0));
            __m256i a_v = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (n - 1 - (int)i_vec), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t3);
            __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), a_v, t3);
            _mm256_storeu_si256((__m256i *)(b + i_vec), t4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int *t6 = b + t5;
        if (c[t5] > 0) {
            t7 = a[n - 1 - i];
        } else {
            t7 = -1;
        }
        *t6 = t7;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[n - 1 - i] = x[i] * 2.0f;
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
void down_cond(int n, const double *restrict x, double *restrict y) {
    for (int i = n - 1; i >= 0; i--)
        if (x[i] < 0.5)
            y[i] = x[i] + 1.0;
}

/* A count-down conditional sum of shorts: pays only where 8 lanes gather dwords (avx512 zmm). */
long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    long sum = 0;
    for (int i = n - 1; i >= 0; i--)
        if (c[i] & 1)
            sum += s[i];
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
__attribute__((target("avx2"))) void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            __m128i t4 = _mm_loadu_si128((const __m128i *)(p + t3 + -15));
            __m128i p_v = _mm_shuffle_epi8(t4, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_v16_uchar)p_v > (vcc_v16_uchar)_mm_set1_epi8((char)100), vcc_m16);
            __m128i t6 = _mm_sub_epi8(p_v, _mm_set1_epi8((char)100));
            vcc_scatter_masked(q + t3, ((vcc_v16_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15}), (vcc_v16_uchar)t6, (vcc_m16)t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)(n - 1 - i);
        int t8 = (int)p[t7];
        if (t8 > 100) {
            q[t7] = (unsigned char)(t8 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512; on avx2 a masked gather and store, scalar with the generic tune, which
   allows for Zen's microcoded ones, and vectorized with --tune=sapphirerapids). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

void glob_rev_load(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_b[i] = g_c[G - 1 - i] * 2;
}

void glob_rev_store(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_c[G - 1 - i] = g_b[i] + 1;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

static __typeof__(g_a) g_a __attribute__((aligned(32)));
static __typeof__(g_b) g_b __attribute__((aligned(32)));
static __typeof__(g_c) g_c __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t14;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            __m256i t26 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t27 = _mm256_set1_epi32(0);
            __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(7));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t28, t29);
            long i_vec_2 = 0L;
            /* vcc: loop at masked_reverse.c:144 vectorized: VF 8, UF 4, the remainder at 145:18 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&g_a[i_vec_2], (__m256i)t1);
                __m256i t30 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)i_v);
                _mm256_storeu_si256((__m256i *)&g_b[i_vec_2], t30);
                __m256i t31 = _mm256_mullo_epi32(_mm256_set1_epi32(3), (__m256i)i_v);
                _mm256_storeu_si256((__m256i *)&g_c[i_vec_2], t31);
                long t32 = i_vec_2 + 8L;
                __m256i t33 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t34 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(7));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                _mm256_storeu_si256((__m256i *)&g_a[t32], t36);
                __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t33);
                _mm256_storeu_si256((__m256i *)&g_b[t32], t37);
                __m256i t38 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t33);
                _mm256_storeu_si256((__m256i *)&g_c[t32], t38);
                long t39 = i_vec_2 + 16L;
                __m256i t40 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t41 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(7));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                _mm256_storeu_si256((__m256i *)&g_a[t39], t43);
                __m256i t44 = _mm256_sub_epi32(_mm256_setzero_si256(), t40);
                _mm256_storeu_si256((__m256i *)&g_b[t39], t44);
                __m256i t45 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t40);
                _mm256_storeu_si256((__m256i *)&g_c[t39], t45);
                long t46 = i_vec_2 + 24L;
                __m256i t47 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                __m256i t48 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(7));
                __m256i t50 = _mm256_min_epu32(t48, t49);
                _mm256_storeu_si256((__m256i *)&g_a[t46], t50);
                __m256i t51 = _mm256_sub_epi32(_mm256_setzero_si256(), t47);
                _mm256_storeu_si256((__m256i *)&g_b[t46], t51);
                __m256i t52 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t47);
                _mm256_storeu_si256((__m256i *)&g_c[t46], t52);
                i_vec_2 += 32L;
                i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                __m256i t53 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
                __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(7));
                t1 = (vcc_v8_int)_mm256_min_epu32(t53, t54);
            } while (i_vec_2 < 992L);
            __m256i t55 = _mm256_set1_epi32(992);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t56 = _mm256_set1_epi32(5);
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(7));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t57, t58);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_reverse.c:144 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t59 = 992L + i_vec_3;
                _mm256_storeu_si256((__m256i *)&g_a[t59], (__m256i)t2);
                __m256i t60 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)i_v_1);
                _mm256_storeu_si256((__m256i *)&g_b[t59], t60);
                __m256i t61 = _mm256_mullo_epi32(_mm256_set1_epi32(3), (__m256i)i_v_1);
                _mm256_storeu_si256((__m256i *)&g_c[t59], t61);
                i_vec_3 += 8L;
                i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t62 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(7));
                t2 = (vcc_v8_int)_mm256_min_epu32(t62, t63);
            } while (i_vec_3 < 8L);
            for (int i_1 = 1000; i_1 < 1003; i_1++) {
                long t64 = (long)i_1;
                g_a[t64] = i_1 % 7;
                g_b[t64] = -i_1;
                g_c[t64] = 3 * i_1;
            }
            (_mm256_zeroupper(), glob_rev_load());
            (_mm256_zeroupper(), glob_rev_store());
            unsigned long t65 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t65);
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        double *xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        double *yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        short *s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        unsigned char *p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        unsigned char *q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)((_mm256_zeroupper(), next_rand()) % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at masked_reverse.c:131 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t6 = xd + i_vec;
                __m256d xd_v = _mm256_loadu_pd(t6);
                __m256d t7 = _mm256_mul_pd(xd_v, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t6, t7);
                double *t8 = xd + (i_vec + 4L);
                __m256d xd_v_1 = _mm256_loadu_pd(t8);
                __m256d t9 = _mm256_mul_pd(xd_v_1, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t8, t9);
                double *t10 = xd + (i_vec + 8L);
                __m256d xd_v_2 = _mm256_loadu_pd(t10);
                __m256d t11 = _mm256_mul_pd(xd_v_2, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t10, t11);
                double *t12 = xd + (i_vec + 12L);
                __m256d xd_v_3 = _mm256_loadu_pd(t12);
                __m256d t13 = _mm256_mul_pd(xd_v_3, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t12, t13);
                i_vec += 16L;
            } while (i_vec < t5);
            t14 = (int)t5;
        } else {
            t14 = 0;
        }
        long t15 = (long)n + (long)t14 * -1L;
        if (t15 >= 4L) {
            long t16 = t15 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_reverse.c:131 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t17 = xd + ((long)t14 + i_vec_1);
                __m256d xd_v_4 = _mm256_loadu_pd(t17);
                __m256d t18 = _mm256_mul_pd(xd_v_4, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t17, t18);
                i_vec_1 += 4L;
            } while (i_vec_1 < t16);
            i = (int)((long)t14 + t16);
        } else {
            i = t14;
        }
        for (; i < n; i++) {
            double *t19 = xd + i;
            *t19 = *t19 * 0.375;
        }
        const int *t20 = c;
        rev_cond_load(n, a, t20, b);
        (_mm256_zeroupper(), rev_cond_store(n, x, y));
        (_mm256_zeroupper(), down_cond(n, xd, yd));
        long sum = (_mm256_zeroupper(), down_cond_sum(n, s, t20));
        rev_bytes(n, p, q);
        unsigned long t21 = (unsigned long)n;
        unsigned long t22 = (_mm256_zeroupper(), hash_bytes((const void *)q, t21 * 1UL));
        unsigned long t23 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t21 * 8UL));
        unsigned long t24 = t21 * 4UL;
        unsigned long t25 = (_mm256_zeroupper(), hash_bytes((const void *)y, t24));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t24)), (unsigned long long)t25, (unsigned long long)t23, sum, (unsigned long long)t22);
        (_mm256_zeroupper(), release_front((void *)a, n, 4UL));
        (_mm256_zeroupper(), release((void *)c, n, 4UL));
        (_mm256_zeroupper(), release((void *)b, n, 4UL));
        (_mm256_zeroupper(), release((void *)x, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)y, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)xd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)yd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)s, n, 2UL));
        (_mm256_zeroupper(), release_front((void *)p, n, 1UL));
        (_mm256_zeroupper(), release_front((void *)q, n, 1UL));
    }
}
