/* vcc: vector types and helpers */
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
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
    int m = 1 << 30;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

long max_i64(int n, const long *a) {
    long m = -1;
    for (int i = 0; i < n; i++)
        if (a[i] > m)
            m = a[i];
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
