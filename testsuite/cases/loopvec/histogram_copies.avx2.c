/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Histograms (`h[idx[i]]++`) stay scalar; those into an integer array of known length that
   nothing else in the loop touches are privatized: the iterations go in turn to two copies of
   the array (four when a constant count is long enough), the others on the stack, added into it
   after the loop
   (transform/privatize.rs). The driver runs every kernel over trip counts 0, 1, odd ones, ones
   around the guard's threshold and large ones, with all indices equal, with runs of equal
   neighbours and with random indices; the 8-bit counters wrap. Refused, with the reason: a
   loop that also reads the counts, counts through a pointer (unknown extent, may alias the
   indices), indices that may point into the counts, arrays too large for the stack budget, a
   loop too short for the copies to pay, float counters. */
#define BIG 40000
static unsigned hist_u[64];
static unsigned char hist_u8[256];
static int hist_i[64];
static long hist_l[32];
static unsigned short hist_us[100];
static unsigned hist_2[512];
static unsigned hist_big[2048];
static float hist_f[64];
static int src_const[5001];
static unsigned hist_const[64];
static unsigned hist_const4[64];
static unsigned hist_short[64];

void count_u(int n, const int *restrict idx) {
    unsigned int hist_u_part1[64];
    int i;
    unsigned int *t1;
    int t2;
    int t3;
    int i_1;
    unsigned int *t4;
    int i_2;
    unsigned int *t5;
    long t6;
    long t7;
    unsigned int *t8;
    t2 = 0;
    if ((0L + (long)n * 1L) >= 512L) {
        t3 = t2;
        t6 = 0L;
        for (;;) {
            if (t6 >= 64L) {
                i_1 = t3;
                break;
            }
            hist_u_part1[t6] = 0U;
            t6++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            t4 = &hist_u[idx[i_1]];
            *t4 = *t4 + 1U;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            t5 = &hist_u_part1[idx[i_2]];
            *t5 = *t5 + 1U;
        }
        t7 = 0L;
        while (t7 < 64L) {
            t8 = &hist_u[t7];
            *t8 = *t8 + hist_u_part1[t7];
            t7++;
        }
    } else {
        for (i = t2; i < n; i++) {
            t1 = &hist_u[idx[i]];
            *t1 = *t1 + 1U;
        }
    }
}

/* 8-bit counters wrap: exact modulo 256 in any order. */
void count_u8(int n, const unsigned char *restrict p) {
    unsigned char hist_u8_part1[256];
    int i;
    unsigned char *t1;
    int t2;
    int t3;
    int i_1;
    unsigned char *t4;
    int i_2;
    unsigned char *t5;
    long t6;
    long t7;
    unsigned char *t8;
    t2 = 0;
    if ((0L + (long)n * 1L) >= 2048L) {
        t3 = t2;
        t6 = 0L;
        for (;;) {
            if (t6 >= 256L) {
                i_1 = t3;
                break;
            }
            hist_u8_part1[t6] = (unsigned char)0;
            t6++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            t4 = &hist_u8[(int)p[i_1]];
            *t4 = (unsigned char)((int)*t4 + 1);
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            t5 = &hist_u8_part1[(int)p[i_2]];
            *t5 = (unsigned char)((unsigned int)*t5 + (unsigned int)1);
        }
        t7 = 0L;
        while (t7 < 256L) {
            t8 = &hist_u8[t7];
            *t8 = (unsigned char)((unsigned int)*t8 + (unsigned int)hist_u8_part1[t7]);
            t7++;
        }
    } else {
        for (i = t2; i < n; i++) {
            t1 = &hist_u8[(int)p[i]];
            *t1 = (unsigned char)((int)*t1 + 1);
        }
    }
}

/* Signed weights, added and subtracted. */
void weigh_i(int n, const int *restrict idx, const int *restrict w) {
    int hist_i_part1[64];
    int i;
    long t1;
    int *t2;
    int t3;
    int t4;
    int i_1;
    long t5;
    int *t6;
    int i_2;
    long t7;
    int *t8;
    long t9;
    long t10;
    int *t11;
    t3 = 0;
    if ((0L + (long)n * 1L) >= 512L) {
        t4 = t3;
        t9 = 0L;
        for (;;) {
            if (t9 >= 64L) {
                i_1 = t4;
                break;
            }
            hist_i_part1[t9] = 0;
            t9++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            t5 = (long)i_1;
            t6 = &hist_i[idx[t5]];
            *t6 = *t6 + w[t5];
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            t7 = (long)i_2;
            t8 = &hist_i_part1[idx[t7]];
            *t8 = (int)((unsigned int)*t8 + (unsigned int)w[t7]);
        }
        t10 = 0L;
        while (t10 < 64L) {
            t11 = &hist_i[t10];
            *t11 = (int)((unsigned int)*t11 + (unsigned int)hist_i_part1[t10]);
            t10++;
        }
    } else {
        for (i = t3; i < n; i++) {
            t1 = (long)i;
            t2 = &hist_i[idx[t1]];
            *t2 = *t2 + w[t1];
        }
    }
}

void uncount_l(int n, const int *restrict idx) {
    long hist_l_part1[32];
    int i;
    long *t1;
    int t2;
    int t3;
    int i_1;
    long *t4;
    int i_2;
    long *t5;
    long t6;
    long t7;
    long *t8;
    t2 = 0;
    if ((0L + (long)n * 1L) >= 256L) {
        t3 = t2;
        t6 = 0L;
        for (;;) {
            if (t6 >= 32L) {
                i_1 = t3;
                break;
            }
            hist_l_part1[t6] = 0L;
            t6++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            t4 = &hist_l[idx[i_1] & 31];
            *t4 = *t4 - 3L;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            t5 = &hist_l_part1[idx[i_2] & 31];
            *t5 = (long)((unsigned long)*t5 - (unsigned long)3L);
        }
        t7 = 0L;
        while (t7 < 32L) {
            t8 = &hist_l[t7];
            *t8 = (long)((unsigned long)*t8 + (unsigned long)hist_l_part1[t7]);
            t7++;
        }
    } else {
        for (i = t2; i < n; i++) {
            t1 = &hist_l[idx[i] & 31];
            *t1 = *t1 - 3L;
        }
    }
}

/* From `lo` to `hi`, unsigned short counters indexed by a long. */
void count_us(long lo, long hi, const unsigned *restrict idx) {
    unsigned short hist_us_part1[100];
    long i;
    unsigned short *t1;
    long t2;
    long t3;
    long i_1;
    unsigned short *t4;
    long i_2;
    unsigned short *t5;
    long t6;
    long t7;
    unsigned short *t8;
    t2 = lo;
    if ((0L + lo * -1L + hi * 1L) >= 800L) {
        t3 = t2;
        t6 = 0L;
        for (;;) {
            if (t6 >= 100L) {
                i_1 = t3;
                break;
            }
            hist_us_part1[t6] = (unsigned short)0;
            t6++;
        }
        for (; i_1 < hi; i_1 = i_2 + 1L) {
            t4 = &hist_us[idx[i_1] % 100U];
            *t4 = (unsigned short)((int)*t4 + 1);
            i_2 = i_1 + 1L;
            if (i_2 >= hi) {
                break;
            }
            t5 = &hist_us_part1[idx[i_2] % 100U];
            *t5 = (unsigned short)((unsigned int)*t5 + (unsigned int)1);
        }
        t7 = 0L;
        while (t7 < 100L) {
            t8 = &hist_us[t7];
            *t8 = (unsigned short)((unsigned int)*t8 + (unsigned int)hist_us_part1[t7]);
            t7++;
        }
    } else {
        for (i = t2; i < hi; i++) {
            t1 = &hist_us[idx[i] % 100U];
            *t1 = (unsigned short)((int)*t1 + 1);
        }
    }
}

/* Two copies: three 2 KiB copies would pass the stack budget. */
void count_2(int n, const int *restrict idx) {
    unsigned int hist_2_part1[512];
    int i;
    unsigned int *t1;
    int t2;
    int t3;
    int i_1;
    unsigned int *t4;
    int i_2;
    unsigned int *t5;
    long t6;
    long t7;
    unsigned int *t8;
    t2 = 0;
    if ((0L + (long)n * 1L) >= 4096L) {
        t3 = t2;
        t6 = 0L;
        for (;;) {
            if (t6 >= 512L) {
                i_1 = t3;
                break;
            }
            hist_2_part1[t6] = 0U;
            t6++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            t4 = &hist_2[idx[i_1] & 511];
            *t4 = *t4 + 1U;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            t5 = &hist_2_part1[idx[i_2] & 511];
            *t5 = *t5 + 1U;
        }
        t7 = 0L;
        while (t7 < 512L) {
            t8 = &hist_2[t7];
            *t8 = *t8 + hist_2_part1[t7];
            t7++;
        }
    } else {
        for (i = t2; i < n; i++) {
            t1 = &hist_2[idx[i] & 511];
            *t1 = *t1 + 1U;
        }
    }
}

/* A local array, set by a loop vectorized before this one (its vector stores do not let it
   escape: privatized). */
__attribute__((target("avx2"))) unsigned long long count_local(int n, const int *restrict idx) {
    unsigned int h[64];
    unsigned int h_part1[64];
    __m256i t1;
    long t2;
    unsigned long long s;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int b;
    int i;
    unsigned int *t17;
    int b_1;
    int t18;
    int t19;
    int i_1;
    unsigned int *t20;
    int i_2;
    unsigned int *t21;
    long t22;
    long t23;
    unsigned int *t24;
    if (64L >= 32L) {
        t3 = 64L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            _mm256_storeu_si256((__m256i *)&h[(int)((long)0 + t2)], t7);
            t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t9 = t8;
            t10 = t9;
            _mm256_storeu_si256((__m256i *)&h[(int)((long)0 + (t2 + 8L))], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t12 = t11;
            t13 = t12;
            _mm256_storeu_si256((__m256i *)&h[(int)((long)0 + (t2 + 16L))], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t15 = t14;
            t16 = t15;
            _mm256_storeu_si256((__m256i *)&h[(int)((long)0 + (t2 + 24L))], t16);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        b = (int)((long)0 + t3);
    } else {
        b = 0;
    }
    for (; b < 64; b++) {
        h[b] = (unsigned int)b;
    }
    t18 = 0;
    if ((0L + (long)n * 1L) >= 512L) {
        t19 = t18;
        t22 = 0L;
        for (;;) {
            if (t22 >= 64L) {
                i_1 = t19;
                break;
            }
            h_part1[t22] = 0U;
            t22++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            t20 = &h[idx[i_1]];
            *t20 = *t20 + 1U;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            t21 = &h_part1[idx[i_2]];
            *t21 = *t21 + 1U;
        }
        t23 = 0L;
        while (t23 < 64L) {
            t24 = &h[t23];
            *t24 = *t24 + h_part1[t23];
            t23++;
        }
    } else {
        for (i = t18; i < n; i++) {
            t17 = &h[idx[i]];
            *t17 = *t17 + 1U;
        }
    }
    s = 0ULL;
    for (b_1 = 0; b_1 < 64; b_1++) {
        s = s * 31ULL + (unsigned long long)h[b_1];
    }
    return s;
}

/* A constant count, large enough: no guard. */
void count_const(void) {
    unsigned int hist_const_part1[64];
    int t1;
    int t2;
    int i;
    unsigned int *t3;
    int i_1;
    unsigned int *t4;
    long t5;
    long t6;
    unsigned int *t7;
    t1 = 0;
    t2 = t1;
    t5 = 0L;
    for (;;) {
        if (t5 >= 64L) {
            i = t2;
            break;
        }
        hist_const_part1[t5] = 0U;
        t5++;
    }
    for (; i < 3000; i = i_1 + 1) {
        t3 = &hist_const[src_const[i]];
        *t3 = *t3 + 1U;
        i_1 = i + 1;
        if (i_1 >= 3000) {
            break;
        }
        t4 = &hist_const_part1[src_const[i_1]];
        *t4 = *t4 + 1U;
    }
    t6 = 0L;
    while (t6 < 64L) {
        t7 = &hist_const[t6];
        *t7 = *t7 + hist_const_part1[t6];
        t6++;
    }
}

/* A constant count long enough for four copies, odd: the ring leaves from its second copy. */
void count_const4(void) {
    unsigned int hist_const4_part1[64];
    unsigned int hist_const4_part2[64];
    unsigned int hist_const4_part3[64];
    int t1;
    int t2;
    int i;
    unsigned int *t3;
    int i_1;
    unsigned int *t4;
    int i_2;
    unsigned int *t5;
    int i_3;
    unsigned int *t6;
    long t7;
    long t8;
    unsigned int *t9;
    t1 = 0;
    t2 = t1;
    t7 = 0L;
    for (;;) {
        if (t7 >= 64L) {
            i = t2;
            break;
        }
        hist_const4_part1[t7] = 0U;
        hist_const4_part2[t7] = 0U;
        hist_const4_part3[t7] = 0U;
        t7++;
    }
    for (; i < 5001; i = i_3 + 1) {
        t3 = &hist_const4[src_const[i]];
        *t3 = *t3 + 1U;
        i_1 = i + 1;
        if (i_1 >= 5001) {
            break;
        }
        t4 = &hist_const4_part1[src_const[i_1]];
        *t4 = *t4 + 1U;
        i_2 = i_1 + 1;
        if (i_2 >= 5001) {
            break;
        }
        t5 = &hist_const4_part2[src_const[i_2]];
        *t5 = *t5 + 1U;
        i_3 = i_2 + 1;
        if (i_3 >= 5001) {
            break;
        }
        t6 = &hist_const4_part3[src_const[i_3]];
        *t6 = *t6 + 1U;
    }
    t8 = 0L;
    while (t8 < 64L) {
        t9 = &hist_const4[t8];
        *t9 = *t9 + hist_const4_part1[t8] + hist_const4_part2[t8] + hist_const4_part3[t8];
        t8++;
    }
}

/* A constant count too small for the copies to pay: left as it is. */
void count_short(void) {
    for (int i = 0; i < 100; i++)
        hist_short[src_const[i]]++;
}

/* The loop also reads the counts: left as it is. */
unsigned count_and_read(int n, const int *restrict idx) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        hist_u[idx[i]]++;
        s += hist_u[0];
    }
    return s;
}

/* Counts through a pointer (unknown extent; it may alias the indices): left as it is. */
void count_ptr(int n, int *h, const int *idx) {
    for (int i = 0; i < n; i++)
        h[idx[i]]++;
}

/* The indices may point into the counts (the driver makes them, and runs enough iterations
   for the copies): left as it is. */
void count_alias(int n, const int *idx) {
    for (int i = 0; i < n; i++)
        hist_i[idx[i & 63] & 63]++;
}

/* 8 KiB: too large for private copies. */
void count_big(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_big[idx[i] & 2047]++;
}

/* Float counters: their sums depend on the order, left as they are. */
void count_f(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_f[idx[i]] += 0.1f;
}

static const int counts[] = {0, 1, 2, 3, 7, 1023, 1024, 1025, 2047, 4095, 4096, 4097, 5001, 8191, 8192, BIG};

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 5 % m; break;                               /* all equal */
        case 1: idx[k] = (k / 3) % m; break;                         /* runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break;   /* random */
        }
    }
}

static __typeof__(hist_i) hist_i __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    int *idx;
    int *w;
    unsigned int *uidx;
    unsigned char *p8;
    int *h;
    int k;
    int rep;
    unsigned long t5;
    unsigned long t6;
    unsigned int c;
    int n;
    int pattern;
    int k_1;
    long t7;
    int *t8;
    unsigned char *t9;
    int t10;
    const int *t11;
    const int *t12;
    unsigned long long local;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    const void *t16;
    unsigned long t17;
    unsigned long t18;
    const void *t19;
    unsigned int s;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int b;
    const int *t31;
    int t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int b_1;
    unsigned long t52;
    unsigned long t53;
    unsigned long t54;
    unsigned long t55;
    idx = (int *)(_mm256_zeroupper(), new_array(40000, 4UL));
    w = (int *)(_mm256_zeroupper(), new_array(40000, 4UL));
    uidx = (unsigned int *)(_mm256_zeroupper(), new_array(40000, 4UL));
    p8 = (unsigned char *)(_mm256_zeroupper(), new_array(40000, 1UL));
    h = (int *)(_mm256_zeroupper(), new_array(64, 4UL));
    for (k = 0; k < 5001; k++) {
        src_const[k] = (int)((_mm256_zeroupper(), next_rand()) % 64U);
    }
    for (rep = 0; rep < 2; rep++) {
        (_mm256_zeroupper(), count_const());
        (_mm256_zeroupper(), count_const4());
        (_mm256_zeroupper(), count_short());
        t5 = (_mm256_zeroupper(), hash_bytes((const void *)hist_short, 256UL));
        t6 = (_mm256_zeroupper(), hash_bytes((const void *)hist_const4, 256UL));
        printf("const %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)hist_const, 256UL)), (unsigned long long)t6, (unsigned long long)t5);
    }
    for (c = 0U; (unsigned long)c < 16UL; c++) {
        n = counts[c];
        for (pattern = 0; pattern < 3; pattern++) {
            (_mm256_zeroupper(), make_indices(idx, n, 64, pattern));
            for (k_1 = 0; k_1 < n; k_1++) {
                t7 = (long)k_1;
                w[t7] = (int)((_mm256_zeroupper(), next_rand()) % 2001U) - 1000;
                t8 = idx + t7;
                uidx[t7] = (unsigned int)*t8 * 7U + (unsigned int)k_1 % 3U * 1000U;
                t9 = p8 + t7;
                if (pattern == 0) {
                    t10 = 200;
                } else {
                    t10 = *t8 * 4 + k_1 % 4;
                }
                *t9 = (unsigned char)t10;
            }
            t11 = idx;
            (_mm256_zeroupper(), count_u(n, t11));
            (_mm256_zeroupper(), count_u8(n, p8));
            t12 = w;
            (_mm256_zeroupper(), weigh_i(n, t11, t12));
            (_mm256_zeroupper(), uncount_l(n, t11));
            (_mm256_zeroupper(), count_us((long)(n / 3), (long)n, uidx));
            (_mm256_zeroupper(), count_2(n, t12));
            local = (_mm256_zeroupper(), count_local(n, t11));
            t13 = (_mm256_zeroupper(), hash_bytes((const void *)hist_2, 2048UL));
            t14 = (_mm256_zeroupper(), hash_bytes((const void *)hist_us, 200UL));
            t15 = (_mm256_zeroupper(), hash_bytes((const void *)hist_l, 256UL));
            t16 = (const void *)hist_i;
            t17 = (_mm256_zeroupper(), hash_bytes(t16, 256UL));
            t18 = (_mm256_zeroupper(), hash_bytes((const void *)hist_u8, 256UL));
            t19 = (const void *)hist_u;
            printf("n=%d p=%d u %llx u8 %llx i %llx l %llx us %llx 2 %llx local %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t19, 256UL)), (unsigned long long)t18, (unsigned long long)t17, (unsigned long long)t15, (unsigned long long)t14, (unsigned long long)t13, local);
            s = (_mm256_zeroupper(), count_and_read(n, t11));
            if (64L >= 32L) {
                t20 = 64L & -32L;
                t21 = _mm256_set1_epi32((int)0);
                t22 = t21;
                t1 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t2 = 0L;
                for (;;) {
                    t23 = t1;
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + t2)), t23);
                    t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t25 = t24;
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + (t2 + 8L))), t25);
                    t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    t27 = t26;
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + (t2 + 16L))), t27);
                    t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                    t29 = t28;
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + (t2 + 24L))), t29);
                    t2 += 32L;
                    t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                    if (t2 >= t20) {
                        break;
                    }
                    t1 = t30;
                }
                b = (int)((long)0 + t20);
            } else {
                b = 0;
            }
            for (; b < 64; b++) {
                h[b] = b;
            }
            t31 = h;
            if (n < 64) {
                t32 = n;
            } else {
                t32 = 64;
            }
            (_mm256_zeroupper(), count_ptr(t32, h, t31));
            (_mm256_zeroupper(), count_ptr(n, h, t11));
            if (64L >= 32L) {
                t33 = 64L & -32L;
                t34 = _mm256_set1_epi32((int)0);
                t35 = t34;
                t3 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t4 = 0L;
                for (;;) {
                    t36 = t3;
                    t37 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)7));
                    t38 = _mm256_and_si256(t37, _mm256_set1_epi32((int)63));
                    _mm256_storeu_si256((__m256i *)&hist_i[(int)((long)0 + t4)], t38);
                    t39 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    t40 = t39;
                    t41 = _mm256_mullo_epi32(t40, _mm256_set1_epi32((int)7));
                    t42 = _mm256_and_si256(t41, _mm256_set1_epi32((int)63));
                    _mm256_storeu_si256((__m256i *)&hist_i[(int)((long)0 + (t4 + 8L))], t42);
                    t43 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                    t44 = t43;
                    t45 = _mm256_mullo_epi32(t44, _mm256_set1_epi32((int)7));
                    t46 = _mm256_and_si256(t45, _mm256_set1_epi32((int)63));
                    _mm256_storeu_si256((__m256i *)&hist_i[(int)((long)0 + (t4 + 16L))], t46);
                    t47 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                    t48 = t47;
                    t49 = _mm256_mullo_epi32(t48, _mm256_set1_epi32((int)7));
                    t50 = _mm256_and_si256(t49, _mm256_set1_epi32((int)63));
                    _mm256_storeu_si256((__m256i *)&hist_i[(int)((long)0 + (t4 + 24L))], t50);
                    t4 += 32L;
                    t51 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                    if (t4 >= t33) {
                        break;
                    }
                    t3 = t51;
                }
                b_1 = (int)((long)0 + t33);
            } else {
                b_1 = 0;
            }
            for (; b_1 < 64; b_1++) {
                hist_i[b_1] = (b_1 * 7) & 63;
            }
            (_mm256_zeroupper(), count_alias(n, hist_i));
            (_mm256_zeroupper(), count_big(n, t12));
            (_mm256_zeroupper(), count_f(n, t11));
            t52 = (_mm256_zeroupper(), hash_bytes((const void *)hist_f, 256UL));
            t53 = (_mm256_zeroupper(), hash_bytes((const void *)hist_big, 8192UL));
            t54 = (_mm256_zeroupper(), hash_bytes(t16, 256UL));
            t55 = (_mm256_zeroupper(), hash_bytes((const void *)h, 256UL));
            printf(" read %u %llx ptr %llx alias %llx big %llx f %llx\n", s, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t19, 256UL)), (unsigned long long)t55, (unsigned long long)t54, (unsigned long long)t53, (unsigned long long)t52);
        }
    }
    free((void *)idx);
    free((void *)w);
    free((void *)uidx);
    free((void *)p8);
    free((void *)h);
    return 0;
}
