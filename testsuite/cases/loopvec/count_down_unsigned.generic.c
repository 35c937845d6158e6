/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized generic=7 avx2=7 sse4.2=7 sse2=6 neon=6 */
/* Loops counted by an unsigned count that goes down to zero, as C libraries write them
 * (zlib, lz4): `if (n) do { ... } while (--n);` and `while (n--)`. The count wraps in its own
 * type: `--n != 0` stops after n0 iterations for n0 >= 1, and after 2^bits iterations for
 * n0 == 0 (which these callers never pass, so the kernels test it first). With a step of one
 * toward a `!=` bound the count is exact modulo 2^bits; vcc computes it as a wide integer and
 * runs the vector loop only when that is in range. */
#include "harness.h"

/* A sum of bytes through a pointer that walks, 32-bit count. */
unsigned sum_bytes(const unsigned char *buf, unsigned len) {
    unsigned int s;
    unsigned int len_1;
    unsigned int t10;
    const unsigned char *t11;
    unsigned int t12;
    const unsigned char *buf_1;
    unsigned int s_1;
    if (len) {
        long t1 = (long)len + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long len_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at count_down_unsigned.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_uchar buf_v = vcc_load(vcc_v8_uchar, buf + len_vec);
                vcc_v8_uint t3 = __builtin_convertvector(__builtin_convertvector(buf_v, vcc_v8_ushort), vcc_v8_uint);
                s_v = s_v + t3;
                vcc_v8_uchar buf_v_1 = vcc_load(vcc_v8_uchar, buf + (len_vec + 8L));
                vcc_v8_uint t4 = __builtin_convertvector(__builtin_convertvector(buf_v_1, vcc_v8_ushort), vcc_v8_uint);
                s_v_1 = s_v_1 + t4;
                vcc_v8_uchar buf_v_2 = vcc_load(vcc_v8_uchar, buf + (len_vec + 16L));
                vcc_v8_uint t5 = __builtin_convertvector(__builtin_convertvector(buf_v_2, vcc_v8_ushort), vcc_v8_uint);
                s_v_2 = s_v_2 + t5;
                vcc_v8_uchar buf_v_3 = vcc_load(vcc_v8_uchar, buf + (len_vec + 24L));
                vcc_v8_uint t6 = __builtin_convertvector(__builtin_convertvector(buf_v_3, vcc_v8_ushort), vcc_v8_uint);
                s_v_3 = s_v_3 + t6;
                len_vec += 32L;
            } while (len_vec < t2);
            vcc_v8_uint t7 = s_v + s_v_1;
            vcc_v8_uint t8 = t7 + s_v_2;
            vcc_v8_uint t9 = t8 + s_v_3;
            t10 = vcc_reduce(unsigned int, t9, +);
            t11 = buf + t2;
            t12 = (unsigned int)((long)len + t2 * -1L);
        } else {
            t10 = 0U;
            t11 = buf;
            t12 = len;
        }
        long t13 = (long)t12 + -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long len_vec_1 = 0L;
            vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at count_down_unsigned.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vcc_v8_uchar buf_v_4 = vcc_load(vcc_v8_uchar, t11 + len_vec_1);
                vcc_v8_uint t15 = __builtin_convertvector(__builtin_convertvector(buf_v_4, vcc_v8_ushort), vcc_v8_uint);
                s_v_4 = s_v_4 + t15;
                len_vec_1 += 8L;
            } while (len_vec_1 < t14);
            s = t10 + vcc_reduce(unsigned int, s_v_4, +);
            buf_1 = t11 + t14;
            len_1 = (unsigned int)((long)t12 + t14 * -1L);
        } else {
            s = t10;
            buf_1 = t11;
            len_1 = t12;
        }
        for (;;) {
            const unsigned char *buf_2 = buf_1 + 1;
            s += (unsigned int)*buf_1;
            len_1--;
            if (!len_1) {
                s_1 = s;
                break;
            }
            buf_1 = buf_2;
        }
    } else {
        s_1 = 0U;
    }
    return s_1;
}

/* A copy with negation, 64-bit count, the count used after the loop. */
size_t negate_copy(float *restrict dst, const float *restrict src, size_t n) {
    unsigned long done;
    unsigned long n_1;
    float *t10;
    const float *t11;
    unsigned long t12;
    unsigned long t13;
    float *dst_1;
    const float *src_1;
    unsigned long done_1;
    unsigned long n_2;
    if (n != 0UL) {
        long t1 = (long)n + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long done_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_float src_v = vcc_load(vcc_v8_float, src + done_vec);
                vcc_v8_float t3 = -src_v;
                vcc_store(dst + done_vec, t3);
                long t4 = done_vec + 8L;
                vcc_v8_float src_v_1 = vcc_load(vcc_v8_float, src + t4);
                vcc_v8_float t5 = -src_v_1;
                vcc_store(dst + t4, t5);
                long t6 = done_vec + 16L;
                vcc_v8_float src_v_2 = vcc_load(vcc_v8_float, src + t6);
                vcc_v8_float t7 = -src_v_2;
                vcc_store(dst + t6, t7);
                long t8 = done_vec + 24L;
                vcc_v8_float src_v_3 = vcc_load(vcc_v8_float, src + t8);
                vcc_v8_float t9 = -src_v_3;
                vcc_store(dst + t8, t9);
                done_vec += 32L;
            } while (done_vec < t2);
            t10 = dst + t2;
            t11 = src + t2;
            t12 = (unsigned long)t2;
            t13 = n + (unsigned long)(t2 * -1L);
        } else {
            t10 = dst;
            t11 = src;
            t12 = 0UL;
            t13 = n;
        }
        long t14 = (long)t13 + -1L;
        unsigned long t15 = (unsigned long)t10;
        unsigned long t16 = (unsigned long)t11;
        long t17 = (long)((unsigned long)t10 - (unsigned long)t11);
        if ((t14 >= 8L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 32L)))) {
            long t18 = t14 & -8L;
            long done_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 25:14 and a value merged from several paths at 25:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                vcc_v8_float src_v_4 = vcc_load(vcc_v8_float, t11 + done_vec_1);
                vcc_v8_float t19 = -src_v_4;
                vcc_store(t10 + done_vec_1, t19);
                done_vec_1 += 8L;
            } while (done_vec_1 < t18);
            dst_1 = t10 + t18;
            src_1 = t11 + t18;
            done = t12 + (unsigned long)t18;
            n_1 = t13 + (unsigned long)(t18 * -1L);
        } else {
            dst_1 = t10;
            src_1 = t11;
            done = t12;
            n_1 = t13;
        }
        for (;;) {
            float *dst_2 = dst_1 + 1;
            const float *src_2 = src_1 + 1;
            *dst_1 = -*src_1;
            done++;
            n_1--;
            if (n_1 == 0UL) {
                done_1 = done;
                n_2 = n_1;
                break;
            }
            dst_1 = dst_2;
            src_1 = src_2;
        }
    } else {
        done_1 = 0UL;
        n_2 = n;
    }
    return done_1 + n_2;
}

/* `while (n--)`: the test reads the count before the decrement. */
void scale_while(int *restrict a, const int *restrict b, unsigned n, int k) {
    unsigned int t10;
    int *t11;
    const int *t12;
    unsigned int n_1;
    int *a_1;
    const int *b_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long n_vec = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + n_vec);
            vcc_v8_int t3 = b_v * k_v;
            vcc_store(a + n_vec, t3);
            long t4 = n_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t4);
            vcc_v8_int t5 = b_v_1 * k_v;
            vcc_store(a + t4, t5);
            long t6 = n_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t7 = b_v_2 * k_v;
            vcc_store(a + t6, t7);
            long t8 = n_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t9 = b_v_3 * k_v;
            vcc_store(a + t8, t9);
            n_vec += 32L;
        } while (n_vec < t2);
        t10 = (unsigned int)((long)n + t2 * -1L);
        t11 = a + t2;
        t12 = b + t2;
    } else {
        t10 = n;
        t11 = a;
        t12 = b;
    }
    long t13 = (long)t10;
    unsigned long t14 = (unsigned long)t11;
    unsigned long t15 = (unsigned long)t12;
    long t16 = (long)((unsigned long)t11 - (unsigned long)t12);
    if ((t13 >= 8L) & (((t14 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t14) | ((t16 <= 0L) | (t16 >= 32L)))) {
        long t17 = t13 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long n_vec_1 = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 34:12 and a value merged from several paths at 34:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, t12 + n_vec_1);
            vcc_v8_int t18 = b_v_4 * k_v_1;
            vcc_store(t11 + n_vec_1, t18);
            n_vec_1 += 8L;
        } while (n_vec_1 < t17);
        n_1 = (unsigned int)((long)t10 + t17 * -1L);
        a_1 = t11 + t17;
        b_1 = t12 + t17;
    } else {
        n_1 = t10;
        a_1 = t11;
        b_1 = t12;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        *a_1 = *b_1 * k;
        n_1 = n_2;
        a_1 = a_1 + 1;
        b_1 = b_1 + 1;
    }
}

/* A 16-bit count: 2^16 iterations for n0 == 0 would run off these arrays, so the caller
 * never passes 0; the count is still computed in the count's own width. */
void add_u16(short *restrict a, const short *restrict b, unsigned short n) {
    unsigned short n_1;
    short *a_1;
    const short *b_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long n_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vectorized: VF 16, UF 1, scalar epilogue */
            do {
                short *t3 = a + n_vec;
                vcc_v16_short a_v = vcc_load(vcc_v16_short, t3);
                vcc_v16_short b_v = vcc_load(vcc_v16_short, b + n_vec);
                vcc_v16_ushort t4 = (vcc_v16_ushort)a_v;
                vcc_v16_ushort t5 = (vcc_v16_ushort)b_v;
                vcc_v16_ushort t6 = t4 + t5;
                vcc_v16_short t7 = (vcc_v16_short)t6;
                vcc_store(t3, t7);
                n_vec += 16L;
            } while (n_vec < t2);
            a_1 = a + t2;
            b_1 = b + t2;
            n_1 = (unsigned short)((long)n + t2 * -1L);
        } else {
            a_1 = a;
            b_1 = b;
            n_1 = n;
        }
        for (;;) {
            short *a_2 = a_1 + 1;
            const short *b_2 = b_1 + 1;
            *a_1 = (short)((int)*a_1 + (int)*b_1);
            n_1 = (unsigned short)((int)n_1 - 1);
            if (!n_1) {
                break;
            }
            a_1 = a_2;
            b_1 = b_2;
        }
    }
}

/* The count also indexes the arrays from the top (`a[n - 1]`), counting down. */
long dot_down(const int *a, const int *b, unsigned long n) {
    long s;
    unsigned long n_1;
    long t18;
    unsigned long t19;
    long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            long n_vec = 0L;
            vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at count_down_unsigned.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                vcc_v4_int t4 = vcc_load(vcc_v4_int, a + t3 + -3);
                vcc_v4_long t5 = __builtin_convertvector(t4, vcc_v4_long);
                vcc_v4_int t6 = vcc_load(vcc_v4_int, b + t3 + -3);
                vcc_v4_long t7 = __builtin_convertvector(t6, vcc_v4_long);
                vcc_v4_long t8 = t5 * t7;
                vcc_v4_ulong t9 = (vcc_v4_ulong)t8;
                s_v = s_v + t9;
                long t10 = (long)(n + (unsigned long)((n_vec + 4L) * -1L) - 1UL);
                vcc_v4_int t11 = vcc_load(vcc_v4_int, a + t10 + -3);
                vcc_v4_long t12 = __builtin_convertvector(t11, vcc_v4_long);
                vcc_v4_int t13 = vcc_load(vcc_v4_int, b + t10 + -3);
                vcc_v4_long t14 = __builtin_convertvector(t13, vcc_v4_long);
                vcc_v4_long t15 = t12 * t14;
                vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
                s_v_1 = s_v_1 + t16;
                n_vec += 8L;
            } while (n_vec < t2);
            vcc_v4_ulong t17 = s_v + s_v_1;
            t18 = (long)vcc_reduce(unsigned long, t17, +);
            t19 = n + (unsigned long)(t2 * -1L);
        } else {
            t18 = 0L;
            t19 = n;
        }
        long t20 = (long)t19 + -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            long n_vec_1 = 0L;
            vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at count_down_unsigned.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t22 = (long)(t19 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                vcc_v4_int t23 = vcc_load(vcc_v4_int, a + t22 + -3);
                vcc_v4_long t24 = __builtin_convertvector(t23, vcc_v4_long);
                vcc_v4_int t25 = vcc_load(vcc_v4_int, b + t22 + -3);
                vcc_v4_long t26 = __builtin_convertvector(t25, vcc_v4_long);
                vcc_v4_long t27 = t24 * t26;
                vcc_v4_ulong t28 = (vcc_v4_ulong)t27;
                s_v_2 = s_v_2 + t28;
                n_vec_1 += 4L;
            } while (n_vec_1 < t21);
            s = (long)((unsigned long)t18 + vcc_reduce(unsigned long, s_v_2, +));
            n_1 = t19 + (unsigned long)(t21 * -1L);
        } else {
            s = t18;
            n_1 = t19;
        }
        for (;;) {
            n_1--;
            long t29 = (long)n_1;
            s += (long)a[t29] * (long)b[t29];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0L;
    }
    return s_1;
}

/* An up-counting unsigned index compared with `!=`. */
unsigned sum_up_ne(const unsigned *a, unsigned lo, unsigned hi) {
    unsigned int s;
    unsigned int t8;
    unsigned int t9;
    unsigned int i;
    long t1 = (long)lo * -1L + (long)hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uint t3 = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uint i_v = t3 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at count_down_unsigned.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint t4 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_uint a_v = vcc_gather(vcc_v8_uint, a, i_v);
            vcc_v8_uint a_v_1 = vcc_gather(vcc_v8_uint, a, t4);
            vcc_v8_uint t5 = a_v * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v = s_v + t5;
            vcc_v8_uint t6 = a_v_1 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        vcc_v8_uint t7 = s_v + s_v_1;
        t8 = (unsigned int)((long)lo + t2);
        t9 = vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = lo;
        t9 = 0U;
    }
    long t10 = (long)hi + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_uint t12 = (vcc_v8_uint){t8, t8, t8, t8, t8, t8, t8, t8};
        vcc_v8_uint i_v_1 = t12 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at count_down_unsigned.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_2 = vcc_gather(vcc_v8_uint, a, i_v_1);
            vcc_v8_uint t13 = a_v_2 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t11);
        i = (unsigned int)((long)t8 + t11);
        s = t9 + vcc_reduce(unsigned int, s_v_2, +);
    } else {
        i = t8;
        s = t9;
    }
    for (; i != hi; i++) {
        s += a[i] * 3U;
    }
    return s;
}

/* No guard: an 8-bit count of 0 runs 256 times, which the vector loop must leave to the
 * scalar loop (its count, -1 as a wide integer, runs no vector iteration). */
int sum_u8_count(const int *a, unsigned char n) {
    int s;
    unsigned char n_1;
    const int *a_1;
    long t1 = (long)n + -1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_uchar t3 = (vcc_v8_uchar){n, n, n, n, n, n, n, n};
        vcc_v8_uchar n_v = t3 + (vcc_v8_uchar){(unsigned char)0, (unsigned char)255, (unsigned char)254, (unsigned char)253, (unsigned char)252, (unsigned char)251, (unsigned char)250, (unsigned char)249};
        long n_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at count_down_unsigned.c:70 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + n_vec);
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(n_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t5 = a_v ^ t4;
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v = s_v + t6;
            n_vec += 8L;
            n_v = n_v + (vcc_v8_uchar){(unsigned char)248, (unsigned char)248, (unsigned char)248, (unsigned char)248, (unsigned char)248, (unsigned char)248, (unsigned char)248, (unsigned char)248};
        } while (n_vec < t2);
        s = (int)vcc_reduce(unsigned int, s_v, +);
        a_1 = a + t2;
        n_1 = (unsigned char)((long)n + t2 * -1L);
    } else {
        s = 0;
        a_1 = a;
        n_1 = n;
    }
    for (;;) {
        const int *a_2 = a_1 + 1;
        int t7 = (int)n_1;
        s += *a_1 ^ t7;
        n_1 = (unsigned char)(t7 - 1);
        if (!n_1) {
            return s;
        }
        a_1 = a_2;
    }
}

int main(void) {
    int big[256];
    FILL(big, 256, -1000, 2000);
    for (int c = 0; c < 256; c += 5)
        printf("u8 count %d: %d\n", c, sum_u8_count(big, (unsigned char)c));
    printf("u8 count 255: %d\n", sum_u8_count(big, 255));

    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *bytes = new_array(n, 1);
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s16 = new_array(n, sizeof(short)), *t16 = new_array(n, sizeof(short));
        unsigned *u = new_array(n, sizeof(unsigned));
        FILL(bytes, n, 0, 256);
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s16, n, -30000, 60000);
        FILL(t16, n, -30000, 60000);
        FILL(u, n, 0, 1 << 30);
        unsigned r1 = sum_bytes(bytes, (unsigned)n);
        size_t r2 = negate_copy(g, f, (size_t)n);
        long r5 = dot_down(a, b, (unsigned long)n);
        unsigned r6 = sum_up_ne(u, (unsigned)(n / 3), (unsigned)n);
        scale_while(a, b, (unsigned)n, 7);
        if (n)
            add_u16(s16, t16, (unsigned short)n);
        printf("n=%d %u %zu %ld %u %llx %llx %llx\n", n, r1, r2, r5, r6, HASH(g, n), HASH(a, n), HASH(s16, n));
        free(bytes), free(f), free(g), free(a), free(b), free(s16), free(t16), free(u);
    }
    return 0;
}
