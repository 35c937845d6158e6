/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types. */
unsigned product_u32(int n, const unsigned *a) {
    unsigned int p;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    vcc_v8_uint t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        t5 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        for (;;) {
            t6 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4 * t6;
            t9 = t5 * t7;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = t8 * t9;
        i = (int)((long)0 + t2);
        p = 1U * vcc_reduce(unsigned int, t11, *);
    } else {
        i = 0;
        p = 1U;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int min_i32(int n, const int *a) {
    vcc_v8_int t1;
    long t2;
    long t3;
    long t4;
    int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int i;
    int m;
    int m_1;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = (vcc_v8_int){1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_int, a + t5);
            t7 = (vcc_m8)(t6 < t1);
            t8 = vcc_load(vcc_v8_int, a + t5);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, t1);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m = vcc_reduce_min(int, t9);
    } else {
        i = 0;
        m = 1073741824;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] < m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

long max_i64(int n, const long *a) {
    long t1;
    long t2;
    vcc_v4_long t3;
    long t4;
    vcc_v4_long t5;
    vcc_v4_long t6;
    int t7;
    int t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_m4 t11;
    vcc_m4 t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    long t17;
    vcc_v4_long t18;
    int i;
    long m;
    long m_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = vcc_splat(vcc_v4_long, -1L);
        t4 = 0L;
        t5 = t3;
        t6 = t3;
        for (;;) {
            t7 = (int)((long)0 + t4);
            t8 = (int)((long)0 + (t4 + 4L));
            t9 = vcc_load(vcc_v4_long, a + t7);
            t10 = vcc_load(vcc_v4_long, a + t8);
            t11 = __builtin_convertvector(t9 > t5, vcc_m4);
            t12 = __builtin_convertvector(t10 > t6, vcc_m4);
            t13 = vcc_load(vcc_v4_long, a + t7);
            t14 = vcc_load(vcc_v4_long, a + t8);
            t15 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), t13, t5);
            t16 = vcc_select(vcc_v4_long, __builtin_convertvector(t12, vcc_v4_long), t14, t6);
            t17 = t4 + 8L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
            t5 = t15;
            t6 = t16;
        }
        t18 = vcc_max(vcc_v4_long, t15, t16);
        i = (int)((long)0 + t2);
        m = vcc_reduce_max(long, t18);
    } else {
        i = 0;
        m = -1L;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] > m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
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
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    long t12;
    vcc_v8_uint t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t5 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        for (;;) {
            t6 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t8 = t6 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t9 = t7 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t10 = t4 & t8;
            t11 = t5 & t9;
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t10;
            t5 = t11;
        }
        t13 = t10 & t11;
        i = (int)((long)0 + t2);
        x = 4294967295U & vcc_reduce(unsigned int, t13, &);
    } else {
        i = 0;
        x = 4294967295U;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    int t6;
    int t7;
    vcc_v4_ulong t8;
    vcc_v4_ulong t9;
    vcc_v4_ulong t10;
    vcc_v4_ulong t11;
    vcc_v4_ulong t12;
    vcc_v4_ulong t13;
    vcc_v4_ulong t14;
    vcc_v4_ulong t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    long t18;
    vcc_v4_ulong t19;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t6 = (int)((long)0 + t3);
            t7 = (int)((long)0 + (t3 + 4L));
            t8 = vcc_load(vcc_v4_ulong, a + t6);
            t9 = vcc_load(vcc_v4_ulong, a + t7);
            t10 = vcc_load(vcc_v4_ulong, a + t6);
            t11 = vcc_load(vcc_v4_ulong, a + t7);
            t12 = t10 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t13 = t11 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t14 = t8 << t12;
            t15 = t9 << t13;
            t16 = t4 | t14;
            t17 = t5 | t15;
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 | t17;
        i = (int)((long)0 + t2);
        x = 0UL | vcc_reduce(unsigned long, t19, |);
    } else {
        i = 0;
        x = 0UL;
    }
    for (; i < n; i++) {
        x |= a[i] << (a[i] & 31UL);
    }
    return x;
}

int xor_i32(int n, const int *a) {
    int x;
    long t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    long t12;
    vcc_v8_int t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        for (;;) {
            t6 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 8L)));
            t8 = t6 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t9 = t7 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t10 = t4 ^ t8;
            t11 = t5 ^ t9;
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t10;
            t5 = t11;
        }
        t13 = t10 ^ t11;
        i = (int)((long)0 + t2);
        x = 0 ^ vcc_reduce(int, t13, ^);
    } else {
        i = 0;
        x = 0;
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
