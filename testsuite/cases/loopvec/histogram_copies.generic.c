/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    int i_1;
    int i_2;
    if (((long)n * 1L) >= 512L) {
        long t4 = 0L;
        for (;;) {
            if (t4 >= 64L) {
                i_1 = 0;
                break;
            }
            hist_u_part1[t4] = 0U;
            t4++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            unsigned int *t2 = &hist_u[idx[i_1]];
            *t2 = *t2 + 1U;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            unsigned int *t3 = &hist_u_part1[idx[i_2]];
            *t3 = *t3 + 1U;
        }
        long t5 = 0L;
        while (t5 < 64L) {
            unsigned int *t6 = &hist_u[t5];
            *t6 = *t6 + hist_u_part1[t5];
            t5++;
        }
    } else {
        for (int i = 0; i < n; i++) {
            unsigned int *t1 = &hist_u[idx[i]];
            *t1 = *t1 + 1U;
        }
    }
}

/* 8-bit counters wrap: exact modulo 256 in any order. */
void count_u8(int n, const unsigned char *restrict p) {
    unsigned char hist_u8_part1[256];
    int i_1;
    int i_2;
    if (((long)n * 1L) >= 2048L) {
        long t4 = 0L;
        for (;;) {
            if (t4 >= 256L) {
                i_1 = 0;
                break;
            }
            hist_u8_part1[t4] = (unsigned char)0;
            t4++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            unsigned char *t2 = &hist_u8[(int)p[i_1]];
            *t2 = (unsigned char)((int)*t2 + 1);
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            unsigned char *t3 = &hist_u8_part1[(int)p[i_2]];
            *t3 = (unsigned char)((unsigned int)*t3 + 1U);
        }
        long t5 = 0L;
        while (t5 < 256L) {
            unsigned char *t6 = &hist_u8[t5];
            *t6 = (unsigned char)((unsigned int)*t6 + (unsigned int)hist_u8_part1[t5]);
            t5++;
        }
    } else {
        for (int i = 0; i < n; i++) {
            unsigned char *t1 = &hist_u8[(int)p[i]];
            *t1 = (unsigned char)((int)*t1 + 1);
        }
    }
}

/* Signed weights, added and subtracted. */
void weigh_i(int n, const int *restrict idx, const int *restrict w) {
    int hist_i_part1[64];
    int i_1;
    int i_2;
    if (((long)n * 1L) >= 512L) {
        long t7 = 0L;
        for (;;) {
            if (t7 >= 64L) {
                i_1 = 0;
                break;
            }
            hist_i_part1[t7] = 0;
            t7++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            long t3 = (long)i_1;
            int *t4 = &hist_i[idx[t3]];
            *t4 = *t4 + w[t3];
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            long t5 = (long)i_2;
            int *t6 = &hist_i_part1[idx[t5]];
            *t6 = (int)((unsigned int)*t6 + (unsigned int)w[t5]);
        }
        long t8 = 0L;
        while (t8 < 64L) {
            int *t9 = &hist_i[t8];
            *t9 = (int)((unsigned int)*t9 + (unsigned int)hist_i_part1[t8]);
            t8++;
        }
    } else {
        for (int i = 0; i < n; i++) {
            long t1 = (long)i;
            int *t2 = &hist_i[idx[t1]];
            *t2 = *t2 + w[t1];
        }
    }
}

void uncount_l(int n, const int *restrict idx) {
    long hist_l_part1[32];
    int i_1;
    int i_2;
    if (((long)n * 1L) >= 256L) {
        long t4 = 0L;
        for (;;) {
            if (t4 >= 32L) {
                i_1 = 0;
                break;
            }
            hist_l_part1[t4] = 0L;
            t4++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            long *t2 = &hist_l[idx[i_1] & 31];
            *t2 = *t2 - 3L;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            long *t3 = &hist_l_part1[idx[i_2] & 31];
            *t3 = (long)((unsigned long)*t3 - 3UL);
        }
        long t5 = 0L;
        while (t5 < 32L) {
            long *t6 = &hist_l[t5];
            *t6 = (long)((unsigned long)*t6 + (unsigned long)hist_l_part1[t5]);
            t5++;
        }
    } else {
        for (int i = 0; i < n; i++) {
            long *t1 = &hist_l[idx[i] & 31];
            *t1 = *t1 - 3L;
        }
    }
}

/* From `lo` to `hi`, unsigned short counters indexed by a long. */
void count_us(long lo, long hi, const unsigned *restrict idx) {
    unsigned short hist_us_part1[100];
    long i_1;
    long i_2;
    if ((lo * -1L + hi * 1L) >= 800L) {
        long t4 = 0L;
        for (;;) {
            if (t4 >= 100L) {
                i_1 = lo;
                break;
            }
            hist_us_part1[t4] = (unsigned short)0;
            t4++;
        }
        for (; i_1 < hi; i_1 = i_2 + 1L) {
            unsigned short *t2 = &hist_us[idx[i_1] % 100U];
            *t2 = (unsigned short)((int)*t2 + 1);
            i_2 = i_1 + 1L;
            if (i_2 >= hi) {
                break;
            }
            unsigned short *t3 = &hist_us_part1[idx[i_2] % 100U];
            *t3 = (unsigned short)((unsigned int)*t3 + 1U);
        }
        long t5 = 0L;
        while (t5 < 100L) {
            unsigned short *t6 = &hist_us[t5];
            *t6 = (unsigned short)((unsigned int)*t6 + (unsigned int)hist_us_part1[t5]);
            t5++;
        }
    } else {
        for (long i = lo; i < hi; i++) {
            unsigned short *t1 = &hist_us[idx[i] % 100U];
            *t1 = (unsigned short)((int)*t1 + 1);
        }
    }
}

/* Two copies: three 2 KiB copies would pass the stack budget. */
void count_2(int n, const int *restrict idx) {
    unsigned int hist_2_part1[512];
    int i_1;
    int i_2;
    if (((long)n * 1L) >= 4096L) {
        long t4 = 0L;
        for (;;) {
            if (t4 >= 512L) {
                i_1 = 0;
                break;
            }
            hist_2_part1[t4] = 0U;
            t4++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            unsigned int *t2 = &hist_2[idx[i_1] & 511];
            *t2 = *t2 + 1U;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            unsigned int *t3 = &hist_2_part1[idx[i_2] & 511];
            *t3 = *t3 + 1U;
        }
        long t5 = 0L;
        while (t5 < 512L) {
            unsigned int *t6 = &hist_2[t5];
            *t6 = *t6 + hist_2_part1[t5];
            t5++;
        }
    } else {
        for (int i = 0; i < n; i++) {
            unsigned int *t1 = &hist_2[idx[i] & 511];
            *t1 = *t1 + 1U;
        }
    }
}

/* A local array, set by a loop vectorized before this one (its vector stores do not let it
   escape: privatized). */
unsigned long long count_local(int n, const int *restrict idx) {
    unsigned int h[64];
    unsigned int h_part1[64];
    int i_1;
    int i_2;
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint b_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long b_vec = 0L;
    /* vcc: loop at histogram_copies.c:66 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int b_v_1 = (vcc_v8_int)b_v;
        vcc_v8_uint t3 = (vcc_v8_uint)b_v_1;
        vcc_store(&h[b_vec], t3);
        vcc_v8_uint t4 = b_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int b_v_2 = (vcc_v8_int)t4;
        vcc_v8_uint t5 = (vcc_v8_uint)b_v_2;
        vcc_store(&h[b_vec + 8L], t5);
        vcc_v8_uint t6 = b_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int b_v_3 = (vcc_v8_int)t6;
        vcc_v8_uint t7 = (vcc_v8_uint)b_v_3;
        vcc_store(&h[b_vec + 16L], t7);
        vcc_v8_uint t8 = b_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int b_v_4 = (vcc_v8_int)t8;
        vcc_v8_uint t9 = (vcc_v8_uint)b_v_4;
        vcc_store(&h[b_vec + 24L], t9);
        b_vec += 32L;
        b_v = b_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (b_vec < 64L);
    if (((long)n * 1L) >= 512L) {
        long t13 = 0L;
        for (;;) {
            if (t13 >= 64L) {
                i_1 = 0;
                break;
            }
            h_part1[t13] = 0U;
            t13++;
        }
        for (; i_1 < n; i_1 = i_2 + 1) {
            unsigned int *t11 = &h[idx[i_1]];
            *t11 = *t11 + 1U;
            i_2 = i_1 + 1;
            if (i_2 >= n) {
                break;
            }
            unsigned int *t12 = &h_part1[idx[i_2]];
            *t12 = *t12 + 1U;
        }
        long t14 = 0L;
        while (t14 < 64L) {
            unsigned int *t15 = &h[t14];
            *t15 = *t15 + h_part1[t14];
            t14++;
        }
    } else {
        for (int i = 0; i < n; i++) {
            unsigned int *t10 = &h[idx[i]];
            *t10 = *t10 + 1U;
        }
    }
    unsigned long long s = 0ULL;
    for (int b = 0; b < 64; b++) {
        s = s * 31ULL + (unsigned long long)h[b];
    }
    return s;
}

/* A constant count, large enough: no guard. */
void count_const(void) {
    unsigned int hist_const_part1[64];
    int i;
    int i_1;
    long t3 = 0L;
    for (;;) {
        if (t3 >= 64L) {
            i = 0;
            break;
        }
        hist_const_part1[t3] = 0U;
        t3++;
    }
    for (; i < 3000; i = i_1 + 1) {
        unsigned int *t1 = &hist_const[src_const[i]];
        *t1 = *t1 + 1U;
        i_1 = i + 1;
        if (i_1 >= 3000) {
            break;
        }
        unsigned int *t2 = &hist_const_part1[src_const[i_1]];
        *t2 = *t2 + 1U;
    }
    long t4 = 0L;
    while (t4 < 64L) {
        unsigned int *t5 = &hist_const[t4];
        *t5 = *t5 + hist_const_part1[t4];
        t4++;
    }
}

/* A constant count long enough for four copies, odd: the ring leaves from its second copy. */
void count_const4(void) {
    unsigned int hist_const4_part1[64];
    unsigned int hist_const4_part2[64];
    unsigned int hist_const4_part3[64];
    int i;
    int i_3;
    long t5 = 0L;
    for (;;) {
        if (t5 >= 64L) {
            i = 0;
            break;
        }
        hist_const4_part1[t5] = 0U;
        hist_const4_part2[t5] = 0U;
        hist_const4_part3[t5] = 0U;
        t5++;
    }
    for (; i < 5001; i = i_3 + 1) {
        unsigned int *t1 = &hist_const4[src_const[i]];
        *t1 = *t1 + 1U;
        int i_1 = i + 1;
        if (i_1 >= 5001) {
            break;
        }
        unsigned int *t2 = &hist_const4_part1[src_const[i_1]];
        *t2 = *t2 + 1U;
        int i_2 = i_1 + 1;
        if (i_2 >= 5001) {
            break;
        }
        unsigned int *t3 = &hist_const4_part2[src_const[i_2]];
        *t3 = *t3 + 1U;
        i_3 = i_2 + 1;
        if (i_3 >= 5001) {
            break;
        }
        unsigned int *t4 = &hist_const4_part3[src_const[i_3]];
        *t4 = *t4 + 1U;
    }
    long t6 = 0L;
    while (t6 < 64L) {
        unsigned int *t7 = &hist_const4[t6];
        *t7 = *t7 + hist_const4_part1[t6] + hist_const4_part2[t6] + hist_const4_part3[t6];
        t6++;
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
int main(void) {
    int t6;
    int t23;
    int *idx = (int *)new_array(40000, 4UL);
    int *w = (int *)new_array(40000, 4UL);
    unsigned int *uidx = (unsigned int *)new_array(40000, 4UL);
    unsigned char *p8 = (unsigned char *)new_array(40000, 1UL);
    int *h = (int *)new_array(64, 4UL);
    for (int k = 0; k < 5001; k++) {
        src_const[k] = (int)(next_rand() % 64U);
    }
    for (int rep = 0; rep < 2; rep++) {
        count_const();
        count_const4();
        count_short();
        unsigned long t1 = hash_bytes((const void *)hist_short, 256UL);
        unsigned long t2 = hash_bytes((const void *)hist_const4, 256UL);
        printf("const %llx %llx %llx\n", (unsigned long long)hash_bytes((const void *)hist_const, 256UL), (unsigned long long)t2, (unsigned long long)t1);
    }
    for (unsigned int c = 0U; (unsigned long)c < 16UL; c++) {
        int n = counts[c];
        for (int pattern = 0; pattern < 3; pattern++) {
            make_indices(idx, n, 64, pattern);
            for (int k_1 = 0; k_1 < n; k_1++) {
                long t3 = (long)k_1;
                w[t3] = (int)(next_rand() % 2001U) - 1000;
                int *t4 = idx + t3;
                uidx[t3] = (unsigned int)*t4 * 7U + (unsigned int)k_1 % 3U * 1000U;
                unsigned char *t5 = p8 + t3;
                if (pattern == 0) {
                    t6 = 200;
                } else {
                    t6 = *t4 * 4 + k_1 % 4;
                }
                *t5 = (unsigned char)t6;
            }
            const int *t7 = idx;
            count_u(n, t7);
            count_u8(n, p8);
            const int *t8 = w;
            weigh_i(n, t7, t8);
            uncount_l(n, t7);
            count_us((long)(n / 3), (long)n, uidx);
            count_2(n, t8);
            unsigned long long local = count_local(n, t7);
            unsigned long t9 = hash_bytes((const void *)hist_2, 2048UL);
            unsigned long t10 = hash_bytes((const void *)hist_us, 200UL);
            unsigned long t11 = hash_bytes((const void *)hist_l, 256UL);
            const void *t12 = (const void *)hist_i;
            unsigned long t13 = hash_bytes(t12, 256UL);
            unsigned long t14 = hash_bytes((const void *)hist_u8, 256UL);
            const void *t15 = (const void *)hist_u;
            printf("n=%d p=%d u %llx u8 %llx i %llx l %llx us %llx 2 %llx local %llx", n, pattern, (unsigned long long)hash_bytes(t15, 256UL), (unsigned long long)t14, (unsigned long long)t13, (unsigned long long)t11, (unsigned long long)t10, (unsigned long long)t9, local);
            unsigned int s = count_and_read(n, t7);
            vcc_v8_int t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            vcc_v8_uint b_v = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long b_vec = 0L;
            /* vcc: loop at histogram_copies.c:173 vectorized: VF 8, UF 4, scalar epilogue */
            for (;;) {
                vcc_v8_int b_v_2 = (vcc_v8_int)b_v;
                vcc_store(h + b_vec, b_v_2);
                vcc_v8_uint t18 = b_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int b_v_3 = (vcc_v8_int)t18;
                vcc_store(h + (b_vec + 8L), b_v_3);
                vcc_v8_uint t19 = b_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int b_v_4 = (vcc_v8_int)t19;
                vcc_store(h + (b_vec + 16L), b_v_4);
                vcc_v8_uint t20 = b_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int b_v_5 = (vcc_v8_int)t20;
                vcc_store(h + (b_vec + 24L), b_v_5);
                b_vec += 32L;
                vcc_v8_uint t21 = b_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (b_vec >= 64L) {
                    break;
                }
                b_v = t21;
            }
            const int *t22 = h;
            if (n < 64) {
                t23 = n;
            } else {
                t23 = 64;
            }
            count_ptr(t23, h, t22);
            count_ptr(n, h, t7);
            vcc_v8_int t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            vcc_v8_uint b_v_1 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long b_vec_1 = 0L;
            /* vcc: loop at histogram_copies.c:177 vectorized: VF 8, UF 4, scalar epilogue */
            for (;;) {
                vcc_v8_int b_v_6 = (vcc_v8_int)b_v_1;
                vcc_v8_int t26 = b_v_6 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_int t27 = t26 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
                vcc_store(&hist_i[b_vec_1], t27);
                vcc_v8_uint t28 = b_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int b_v_7 = (vcc_v8_int)t28;
                vcc_v8_int t29 = b_v_7 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_int t30 = t29 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
                vcc_store(&hist_i[b_vec_1 + 8L], t30);
                vcc_v8_uint t31 = b_v_1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int b_v_8 = (vcc_v8_int)t31;
                vcc_v8_int t32 = b_v_8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_int t33 = t32 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
                vcc_store(&hist_i[b_vec_1 + 16L], t33);
                vcc_v8_uint t34 = b_v_1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int b_v_9 = (vcc_v8_int)t34;
                vcc_v8_int t35 = b_v_9 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_int t36 = t35 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
                vcc_store(&hist_i[b_vec_1 + 24L], t36);
                b_vec_1 += 32L;
                vcc_v8_uint t37 = b_v_1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (b_vec_1 >= 64L) {
                    break;
                }
                b_v_1 = t37;
            }
            count_alias(n, hist_i);
            count_big(n, t8);
            count_f(n, t7);
            unsigned long t38 = hash_bytes((const void *)hist_f, 256UL);
            unsigned long t39 = hash_bytes((const void *)hist_big, 8192UL);
            unsigned long t40 = hash_bytes(t12, 256UL);
            unsigned long t41 = hash_bytes((const void *)h, 256UL);
            printf(" read %u %llx ptr %llx alias %llx big %llx f %llx\n", s, (unsigned long long)hash_bytes(t15, 256UL), (unsigned long long)t41, (unsigned long long)t40, (unsigned long long)t39, (unsigned long long)t38);
        }
    }
    free((void *)idx);
    free((void *)w);
    free((void *)uidx);
    free((void *)p8);
    free((void *)h);
    return 0;
}
