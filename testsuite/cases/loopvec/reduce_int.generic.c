/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types. */
unsigned product_u32(int n, const unsigned *a) {
    unsigned int p;
    int t17;
    unsigned int t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint t3 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint t4 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint t5 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        do {
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, a + (int)t1);
            t2 = t2 * t10;
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, a + (int)(t1 + 8L));
            t3 = t3 * t11;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)(t1 + 16L));
            t4 = t4 * t12;
            vcc_v8_uint t13 = vcc_load(vcc_v8_uint, a + (int)(t1 + 24L));
            t5 = t5 * t13;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t14 = t2 * t3;
        vcc_v8_uint t15 = t14 * t4;
        vcc_v8_uint t16 = t15 * t5;
        t17 = (int)t9;
        t18 = 1U * vcc_reduce(unsigned int, t16, *);
    } else {
        t17 = 0;
        t18 = 1U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        do {
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
            t7 = t7 * t21;
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        p = t18 * vcc_reduce(unsigned int, t7, *);
    } else {
        i = t17;
        p = t18;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int min_i32(int n, const int *a) {
    int m;
    int t17;
    int t18;
    int i;
    int m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        vcc_v8_int t1 = (vcc_v8_int){1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824};
        long t2 = 0L;
        vcc_v8_int t3 = t1;
        vcc_v8_int t4 = t1;
        vcc_v8_int t5 = t1;
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t2);
            t1 = vcc_min(vcc_v8_int, t10, t1);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t2 + 8L));
            t3 = vcc_min(vcc_v8_int, t11, t3);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t2 + 16L));
            t4 = vcc_min(vcc_v8_int, t12, t4);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)(t2 + 24L));
            t5 = vcc_min(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        vcc_v8_int t14 = vcc_min(vcc_v8_int, t1, t3);
        vcc_v8_int t15 = vcc_min(vcc_v8_int, t14, t4);
        vcc_v8_int t16 = vcc_min(vcc_v8_int, t15, t5);
        t17 = (int)t9;
        t18 = vcc_reduce_min(int, t16);
    } else {
        t17 = 0;
        t18 = 1073741824;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        long t7 = 0L;
        do {
            vcc_v8_int t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t7));
            t6 = vcc_min(vcc_v8_int, t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_reduce_min(int, t6);
    } else {
        i = t17;
        m_1 = t18;
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
    int t17;
    long t18;
    int i;
    long m_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v4_long t1 = vcc_splat(vcc_v4_long, -1L);
        long t2 = 0L;
        vcc_v4_long t3 = t1;
        vcc_v4_long t4 = t1;
        vcc_v4_long t5 = t1;
        do {
            vcc_v4_long t10 = vcc_load(vcc_v4_long, a + (int)t2);
            t1 = vcc_max(vcc_v4_long, t10, t1);
            vcc_v4_long t11 = vcc_load(vcc_v4_long, a + (int)(t2 + 4L));
            t3 = vcc_max(vcc_v4_long, t11, t3);
            vcc_v4_long t12 = vcc_load(vcc_v4_long, a + (int)(t2 + 8L));
            t4 = vcc_max(vcc_v4_long, t12, t4);
            vcc_v4_long t13 = vcc_load(vcc_v4_long, a + (int)(t2 + 12L));
            t5 = vcc_max(vcc_v4_long, t13, t5);
            t2 += 16L;
        } while (t2 < t9);
        vcc_v4_long t14 = vcc_max(vcc_v4_long, t1, t3);
        vcc_v4_long t15 = vcc_max(vcc_v4_long, t14, t4);
        vcc_v4_long t16 = vcc_max(vcc_v4_long, t15, t5);
        t17 = (int)t9;
        t18 = vcc_reduce_max(long, t16);
    } else {
        t17 = 0;
        t18 = -1L;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        vcc_v4_long t6 = (vcc_v4_long){t18, t18, t18, t18};
        long t7 = 0L;
        do {
            vcc_v4_long t21 = vcc_load(vcc_v4_long, a + (int)((long)t17 + t7));
            t6 = vcc_max(vcc_v4_long, t21, t6);
            t7 += 4L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_reduce_max(long, t6);
    } else {
        i = t17;
        m_1 = t18;
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
    unsigned char m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

short min_i16(int n, const short *a) {
    short m = 32767;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

unsigned and_u32(int n, const unsigned *a) {
    unsigned int x;
    int t21;
    unsigned int t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint t3 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint t4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint t5 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        do {
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, a + (int)t1);
            vcc_v8_uint t11 = t10 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t2 = t2 & t11;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)(t1 + 8L));
            vcc_v8_uint t13 = t12 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t3 = t3 & t13;
            vcc_v8_uint t14 = vcc_load(vcc_v8_uint, a + (int)(t1 + 16L));
            vcc_v8_uint t15 = t14 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t4 = t4 & t15;
            vcc_v8_uint t16 = vcc_load(vcc_v8_uint, a + (int)(t1 + 24L));
            vcc_v8_uint t17 = t16 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t5 = t5 & t17;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t18 = t2 & t3;
        vcc_v8_uint t19 = t18 & t4;
        vcc_v8_uint t20 = t19 & t5;
        t21 = (int)t9;
        t22 = 4294967295U & vcc_reduce(unsigned int, t20, &);
    } else {
        t21 = 0;
        t22 = 4294967295U;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        do {
            vcc_v8_uint t25 = vcc_load(vcc_v8_uint, a + (int)((long)t21 + t6));
            vcc_v8_uint t26 = t25 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t7 = t7 & t26;
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        x = t22 & vcc_reduce(unsigned int, t7, &);
    } else {
        i = t21;
        x = t22;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t25;
    unsigned long t26;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_ulong t10 = vcc_load(vcc_v4_ulong, a + (int)t1);
            vcc_v4_ulong t11 = t10 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t12 = t10 << t11;
            t2 = t2 | t12;
            vcc_v4_ulong t13 = vcc_load(vcc_v4_ulong, a + (int)(t1 + 4L));
            vcc_v4_ulong t14 = t13 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t15 = t13 << t14;
            t3 = t3 | t15;
            vcc_v4_ulong t16 = vcc_load(vcc_v4_ulong, a + (int)(t1 + 8L));
            vcc_v4_ulong t17 = t16 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t18 = t16 << t17;
            t4 = t4 | t18;
            vcc_v4_ulong t19 = vcc_load(vcc_v4_ulong, a + (int)(t1 + 12L));
            vcc_v4_ulong t20 = t19 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t21 = t19 << t20;
            t5 = t5 | t21;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t22 = t2 | t3;
        vcc_v4_ulong t23 = t22 | t4;
        vcc_v4_ulong t24 = t23 | t5;
        t25 = (int)t9;
        t26 = 0UL | vcc_reduce(unsigned long, t24, |);
    } else {
        t25 = 0;
        t26 = 0UL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_ulong t29 = vcc_load(vcc_v4_ulong, a + (int)((long)t25 + t6));
            vcc_v4_ulong t30 = t29 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t31 = t29 << t30;
            t7 = t7 | t31;
            t6 += 4L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        x = t26 | vcc_reduce(unsigned long, t7, |);
    } else {
        i = t25;
        x = t26;
    }
    for (; i < n; i++) {
        unsigned long t32 = a[i];
        x |= t32 << (t32 & 31UL);
    }
    return x;
}

int xor_i32(int n, const int *a) {
    int x;
    int t21;
    int t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_v8_int t11 = t10 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t2 = t2 ^ t11;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_v8_int t13 = t12 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t3 = t3 ^ t13;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + (int)(t1 + 16L));
            vcc_v8_int t15 = t14 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t4 = t4 ^ t15;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)(t1 + 24L));
            vcc_v8_int t17 = t16 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t5 = t5 ^ t17;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_int t18 = t2 ^ t3;
        vcc_v8_int t19 = t18 ^ t4;
        vcc_v8_int t20 = t19 ^ t5;
        t21 = (int)t9;
        t22 = 0 ^ vcc_reduce(int, t20, ^);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        do {
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + (int)((long)t21 + t6));
            vcc_v8_int t26 = t25 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t7 = t7 ^ t26;
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        x = t22 ^ vcc_reduce(int, t7, ^);
    } else {
        i = t21;
        x = t22;
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
