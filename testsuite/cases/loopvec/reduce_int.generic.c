/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types (the
   minimum and maximum of chars and shorts in their own type: transform/shorten.rs). */
unsigned product_u32(int n, const unsigned *a) {
    unsigned int p;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint p_v = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint p_v_1 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint p_v_2 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint p_v_3 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        /* vcc: loop at reduce_int.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            p_v = p_v * a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            p_v_1 = p_v_1 * a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            p_v_2 = p_v_2 * a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            p_v_3 = p_v_3 * a_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t3 = p_v * p_v_1;
        vcc_v8_uint t4 = t3 * p_v_2;
        vcc_v8_uint t5 = t4 * p_v_3;
        t6 = (int)t2;
        t7 = 1U * vcc_reduce(unsigned int, t5, *);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint p_v_4 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        /* vcc: loop at reduce_int.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t6 + i_vec_1));
            p_v_4 = p_v_4 * a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        p = t7 * vcc_reduce(unsigned int, p_v_4, *);
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int min_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int){1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824};
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        vcc_v8_int m_v_2 = m_v;
        vcc_v8_int m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            m_v = vcc_min(vcc_v8_int, a_v, m_v);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            m_v_1 = vcc_min(vcc_v8_int, a_v_1, m_v_1);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            m_v_2 = vcc_min(vcc_v8_int, a_v_2, m_v_2);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            m_v_3 = vcc_min(vcc_v8_int, a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t3 = vcc_min(vcc_v8_int, m_v, m_v_1);
        vcc_v8_int t4 = vcc_min(vcc_v8_int, t3, m_v_2);
        vcc_v8_int t5 = vcc_min(vcc_v8_int, t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_min(int, t5);
    } else {
        t6 = 0;
        t7 = 1073741824;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t6 + i_vec_1));
            m_v_4 = vcc_min(vcc_v8_int, a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_min(int, m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

long max_i64(int n, const long *a) {
    long m;
    int t6;
    long t7;
    int i;
    long m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long m_v = vcc_splat(vcc_v4_long, -1L);
        long i_vec = 0L;
        vcc_v4_long m_v_1 = m_v;
        vcc_v4_long m_v_2 = m_v;
        vcc_v4_long m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            m_v = vcc_max(vcc_v4_long, a_v, m_v);
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + (i_vec + 4L));
            m_v_1 = vcc_max(vcc_v4_long, a_v_1, m_v_1);
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + (i_vec + 8L));
            m_v_2 = vcc_max(vcc_v4_long, a_v_2, m_v_2);
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + (i_vec + 12L));
            m_v_3 = vcc_max(vcc_v4_long, a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_long t3 = vcc_max(vcc_v4_long, m_v, m_v_1);
        vcc_v4_long t4 = vcc_max(vcc_v4_long, t3, m_v_2);
        vcc_v4_long t5 = vcc_max(vcc_v4_long, t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_max(long, t5);
    } else {
        t6 = 0;
        t7 = -1L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        vcc_v4_long m_v_4 = (vcc_v4_long){t7, t7, t7, t7};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + ((long)t6 + i_vec_1));
            m_v_4 = vcc_max(vcc_v4_long, a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_max(long, m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char t1;
    int i;
    unsigned char m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v32_uchar m_v = vcc_splat(vcc_v32_uchar, (unsigned char)0);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:30 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            m_v = vcc_max(vcc_v32_schar, a_v, m_v);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_reduce_max(unsigned char, m_v);
    } else {
        i = 0;
        m = (unsigned char)0;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 <= m) {
            t1 = m;
        }
    }
    return m;
}

short min_i16(int n, const short *a) {
    short t1;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_short m_v = vcc_splat(vcc_v16_short, (short)32767);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:37 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            m_v = vcc_min(vcc_v16_short, a_v, m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_reduce_min(short, m_v);
    } else {
        i = 0;
        m = (short)32767;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 >= m) {
            t1 = m;
        }
    }
    return m;
}

unsigned and_u32(int n, const unsigned *a) {
    unsigned int x;
    int t10;
    unsigned int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint x_v_1 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint x_v_2 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint x_v_3 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        /* vcc: loop at reduce_int.c:44 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint t3 = a_v | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            x_v = x_v & t3;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            vcc_v8_uint t4 = a_v_1 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            x_v_1 = x_v_1 & t4;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            vcc_v8_uint t5 = a_v_2 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            x_v_2 = x_v_2 & t5;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            vcc_v8_uint t6 = a_v_3 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            x_v_3 = x_v_3 & t6;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = x_v & x_v_1;
        vcc_v8_uint t8 = t7 & x_v_2;
        vcc_v8_uint t9 = t8 & x_v_3;
        t10 = (int)t2;
        t11 = 4294967295U & vcc_reduce(unsigned int, t9, &);
    } else {
        t10 = 0;
        t11 = 4294967295U;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        /* vcc: loop at reduce_int.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t10 + i_vec_1));
            vcc_v8_uint t14 = a_v_4 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            x_v_4 = x_v_4 & t14;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        x = t11 & vcc_reduce(unsigned int, x_v_4, &);
    } else {
        i = t10;
        x = t11;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t14;
    unsigned long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong x_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reduce_int.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ulong t3 = a_v & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t4 = a_v << t3;
            x_v = x_v | t4;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + (i_vec + 4L));
            vcc_v4_ulong t5 = a_v_1 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t6 = a_v_1 << t5;
            x_v_1 = x_v_1 | t6;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + (i_vec + 8L));
            vcc_v4_ulong t7 = a_v_2 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t8 = a_v_2 << t7;
            x_v_2 = x_v_2 | t8;
            vcc_v4_ulong a_v_3 = vcc_load(vcc_v4_ulong, a + (i_vec + 12L));
            vcc_v4_ulong t9 = a_v_3 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t10 = a_v_3 << t9;
            x_v_3 = x_v_3 | t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t11 = x_v | x_v_1;
        vcc_v4_ulong t12 = t11 | x_v_2;
        vcc_v4_ulong t13 = t12 | x_v_3;
        t14 = (int)t2;
        t15 = 0UL | vcc_reduce(unsigned long, t13, |);
    } else {
        t14 = 0;
        t15 = 0UL;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong x_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reduce_int.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_ulong a_v_4 = vcc_load(vcc_v4_ulong, a + ((long)t14 + i_vec_1));
            vcc_v4_ulong t18 = a_v_4 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t19 = a_v_4 << t18;
            x_v_4 = x_v_4 | t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        x = t15 | vcc_reduce(unsigned long, x_v_4, |);
    } else {
        i = t14;
        x = t15;
    }
    for (; i < n; i++) {
        unsigned long t20 = a[i];
        x |= t20 << (t20 & 31UL);
    }
    return x;
}

int xor_i32(int n, const int *a) {
    int x;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_int x_v = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int x_v_1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int x_v_2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int x_v_3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        /* vcc: loop at reduce_int.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            x_v = x_v ^ t3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_int t4 = a_v_1 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            x_v_1 = x_v_1 ^ t4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            vcc_v8_int t5 = a_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            x_v_2 = x_v_2 ^ t5;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            vcc_v8_int t6 = a_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            x_v_3 = x_v_3 ^ t6;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t7 = x_v ^ x_v_1;
        vcc_v8_int t8 = t7 ^ x_v_2;
        vcc_v8_int t9 = t8 ^ x_v_3;
        t10 = (int)t2;
        t11 = 0 ^ vcc_reduce(int, t9, ^);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int x_v_4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        /* vcc: loop at reduce_int.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t10 + i_vec_1));
            vcc_v8_int t14 = a_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            x_v_4 = x_v_4 ^ t14;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        x = t11 ^ vcc_reduce(int, x_v_4, ^);
    } else {
        i = t10;
        x = t11;
    }
    for (; i < n; i++) {
        x ^= a[i] * 5;
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
