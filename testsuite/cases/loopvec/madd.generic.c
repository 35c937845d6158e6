/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    int t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v16_short, a + t5);
            t7 = vcc_load(vcc_v16_short, b + t5);
            t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t9 = t4 + t8;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t9, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i] * (int)b[i];
    }
    return s;
}

/* A start value, the product written the other way round. */
int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    int t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v16_short, b + t5);
            t7 = vcc_load(vcc_v16_short, a + t5);
            t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t9 = t4 + t8;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)start + vcc_reduce(unsigned int, t9, +));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        s = (int)b[i] * (int)a[i] + s;
    }
    return s;
}

/* A sum of squares. */
int squares(int n, const int16_t *restrict a) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    int t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v16_short, a + t5);
            t7 = vcc_load(vcc_v16_short, a + t5);
            t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t9 = t4 + t8;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t9, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i] * (int)a[i];
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    int t5;
    vcc_v8_ushort t6;
    vcc_v8_ushort t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    long t13;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v8_ushort, a + t5);
            t7 = vcc_load(vcc_v8_ushort, b + t5);
            t8 = __builtin_convertvector(t6, vcc_v8_int);
            t9 = __builtin_convertvector(t7, vcc_v8_int);
            t10 = t8 * t9;
            t11 = (vcc_v8_uint)t10;
            t12 = t4 + t11;
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t12, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i] * (int)b[i];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    int t6;
    int t7;
    vcc_v4_short t8;
    vcc_v4_short t9;
    vcc_v4_short t10;
    vcc_v4_short t11;
    vcc_v4_int t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
    vcc_v4_int t15;
    vcc_v4_int t16;
    vcc_v4_int t17;
    vcc_v4_long t18;
    vcc_v4_long t19;
    vcc_v4_ulong t20;
    vcc_v4_ulong t21;
    vcc_v4_ulong t22;
    vcc_v4_ulong t23;
    long t24;
    vcc_v4_ulong t25;
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
            t8 = vcc_load(vcc_v4_short, a + t6);
            t9 = vcc_load(vcc_v4_short, a + t7);
            t10 = vcc_load(vcc_v4_short, b + t6);
            t11 = vcc_load(vcc_v4_short, b + t7);
            t12 = __builtin_convertvector(t8, vcc_v4_int);
            t13 = __builtin_convertvector(t9, vcc_v4_int);
            t14 = __builtin_convertvector(t10, vcc_v4_int);
            t15 = __builtin_convertvector(t11, vcc_v4_int);
            t16 = t12 * t14;
            t17 = t13 * t15;
            t18 = __builtin_convertvector(t16, vcc_v4_long);
            t19 = __builtin_convertvector(t17, vcc_v4_long);
            t20 = (vcc_v4_ulong)t18;
            t21 = t4 + t20;
            t22 = (vcc_v4_ulong)t19;
            t23 = t5 + t22;
            t24 = t3 + 8L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t21;
            t5 = t23;
        }
        t25 = t21 + t23;
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, t25, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += (long)((int)a[i] * (int)b[i]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    int t5;
    vcc_v8_short t6;
    vcc_v8_short t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    long t13;
    int i;
    int t;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v8_short, a + t5);
            t7 = vcc_load(vcc_v8_short, b + t5);
            t8 = __builtin_convertvector(t6, vcc_v8_int);
            t9 = __builtin_convertvector(t7, vcc_v8_int);
            t10 = t8 * t9;
            vcc_store(p + t5, t10);
            t11 = (vcc_v8_uint)t10;
            t12 = t4 + t11;
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t12, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t = (int)a[i] * (int)b[i];
        p[i] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
