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
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t5 = (long)(int)t1;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_short t7 = vcc_load(vcc_v16_short, b + t5);
            vcc_v8_uint t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t2 = t2 + t8;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_reduce(unsigned int, t2, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s += (int)a[t9] * (int)b[t9];
    }
    return s;
}

/* A start value, the product written the other way round. */
int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t5 = (long)(int)t1;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, b + t5);
            vcc_v16_short t7 = vcc_load(vcc_v16_short, a + t5);
            vcc_v8_uint t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t2 = t2 + t8;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)((unsigned int)start + vcc_reduce(unsigned int, t2, +));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s = (int)b[t9] * (int)a[t9] + s;
    }
    return s;
}

/* A sum of squares. */
int squares(int n, const int16_t *restrict a) {
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v16_short t5 = vcc_load(vcc_v16_short, a + (int)t1);
            vcc_v8_uint t6 = __builtin_convertvector(__builtin_shufflevector(t5, t5, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t5, t5, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t5, t5, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t5, t5, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t2 = t2 + t6;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_reduce(unsigned int, t2, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        int t7 = (int)a[i];
        s += t7 * t7;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    int t23;
    int t24;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t8 = (long)(int)t1;
            vcc_v8_ushort t9 = vcc_load(vcc_v8_ushort, a + t8);
            vcc_v8_ushort t10 = vcc_load(vcc_v8_ushort, b + t8);
            vcc_v8_int t11 = __builtin_convertvector(t9, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(t10, vcc_v8_int);
            vcc_v8_int t13 = t11 * t12;
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            t2 = t2 + t14;
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_ushort t16 = vcc_load(vcc_v8_ushort, a + t15);
            vcc_v8_ushort t17 = vcc_load(vcc_v8_ushort, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(t16, vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(t17, vcc_v8_int);
            vcc_v8_int t20 = t18 * t19;
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            t3 = t3 + t21;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t22 = t2 + t3;
        t23 = (int)t7;
        t24 = (int)vcc_reduce(unsigned int, t22, +);
    } else {
        t23 = 0;
        t24 = 0;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t27 = (long)(int)((long)t23 + t4);
            vcc_v8_ushort t28 = vcc_load(vcc_v8_ushort, a + t27);
            vcc_v8_ushort t29 = vcc_load(vcc_v8_ushort, b + t27);
            vcc_v8_int t30 = __builtin_convertvector(t28, vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(t29, vcc_v8_int);
            vcc_v8_int t32 = t30 * t31;
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            t5 = t5 + t33;
            t4 += 8L;
        } while (t4 < t26);
        i = (int)((long)t23 + t26);
        s = (int)((unsigned int)t24 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (int)a[t34] * (int)b[t34];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    int t45;
    long t46;
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
            long t10 = (long)(int)t1;
            vcc_v4_short t11 = vcc_load(vcc_v4_short, a + t10);
            vcc_v4_short t12 = vcc_load(vcc_v4_short, b + t10);
            vcc_v4_int t13 = __builtin_convertvector(t11, vcc_v4_int);
            vcc_v4_int t14 = __builtin_convertvector(t12, vcc_v4_int);
            vcc_v4_int t15 = t13 * t14;
            vcc_v4_long t16 = __builtin_convertvector(t15, vcc_v4_long);
            vcc_v4_ulong t17 = (vcc_v4_ulong)t16;
            t2 = t2 + t17;
            long t18 = (long)(int)(t1 + 4L);
            vcc_v4_short t19 = vcc_load(vcc_v4_short, a + t18);
            vcc_v4_short t20 = vcc_load(vcc_v4_short, b + t18);
            vcc_v4_int t21 = __builtin_convertvector(t19, vcc_v4_int);
            vcc_v4_int t22 = __builtin_convertvector(t20, vcc_v4_int);
            vcc_v4_int t23 = t21 * t22;
            vcc_v4_long t24 = __builtin_convertvector(t23, vcc_v4_long);
            vcc_v4_ulong t25 = (vcc_v4_ulong)t24;
            t3 = t3 + t25;
            long t26 = (long)(int)(t1 + 8L);
            vcc_v4_short t27 = vcc_load(vcc_v4_short, a + t26);
            vcc_v4_short t28 = vcc_load(vcc_v4_short, b + t26);
            vcc_v4_int t29 = __builtin_convertvector(t27, vcc_v4_int);
            vcc_v4_int t30 = __builtin_convertvector(t28, vcc_v4_int);
            vcc_v4_int t31 = t29 * t30;
            vcc_v4_long t32 = __builtin_convertvector(t31, vcc_v4_long);
            vcc_v4_ulong t33 = (vcc_v4_ulong)t32;
            t4 = t4 + t33;
            long t34 = (long)(int)(t1 + 12L);
            vcc_v4_short t35 = vcc_load(vcc_v4_short, a + t34);
            vcc_v4_short t36 = vcc_load(vcc_v4_short, b + t34);
            vcc_v4_int t37 = __builtin_convertvector(t35, vcc_v4_int);
            vcc_v4_int t38 = __builtin_convertvector(t36, vcc_v4_int);
            vcc_v4_int t39 = t37 * t38;
            vcc_v4_long t40 = __builtin_convertvector(t39, vcc_v4_long);
            vcc_v4_ulong t41 = (vcc_v4_ulong)t40;
            t5 = t5 + t41;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t42 = t2 + t3;
        vcc_v4_ulong t43 = t42 + t4;
        vcc_v4_ulong t44 = t43 + t5;
        t45 = (int)t9;
        t46 = (long)vcc_reduce(unsigned long, t44, +);
    } else {
        t45 = 0;
        t46 = 0L;
    }
    long t47 = (long)n + (long)t45 * -1L;
    if (t47 >= 4L) {
        long t48 = t47 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t49 = (long)(int)((long)t45 + t6);
            vcc_v4_short t50 = vcc_load(vcc_v4_short, a + t49);
            vcc_v4_short t51 = vcc_load(vcc_v4_short, b + t49);
            vcc_v4_int t52 = __builtin_convertvector(t50, vcc_v4_int);
            vcc_v4_int t53 = __builtin_convertvector(t51, vcc_v4_int);
            vcc_v4_int t54 = t52 * t53;
            vcc_v4_long t55 = __builtin_convertvector(t54, vcc_v4_long);
            vcc_v4_ulong t56 = (vcc_v4_ulong)t55;
            t7 = t7 + t56;
            t6 += 4L;
        } while (t6 < t48);
        i = (int)((long)t45 + t48);
        s = (long)((unsigned long)t46 + vcc_reduce(unsigned long, t7, +));
    } else {
        i = t45;
        s = t46;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        s += (long)((int)a[t57] * (int)b[t57]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t23;
    int t24;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t8 = (long)(int)t1;
            vcc_v8_short t9 = vcc_load(vcc_v8_short, a + t8);
            vcc_v8_short t10 = vcc_load(vcc_v8_short, b + t8);
            vcc_v8_int t11 = __builtin_convertvector(t9, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(t10, vcc_v8_int);
            vcc_v8_int t13 = t11 * t12;
            vcc_store(p + t8, t13);
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            t2 = t2 + t14;
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_short t16 = vcc_load(vcc_v8_short, a + t15);
            vcc_v8_short t17 = vcc_load(vcc_v8_short, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(t16, vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(t17, vcc_v8_int);
            vcc_v8_int t20 = t18 * t19;
            vcc_store(p + t15, t20);
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            t3 = t3 + t21;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t22 = t2 + t3;
        t23 = (int)t7;
        t24 = (int)vcc_reduce(unsigned int, t22, +);
    } else {
        t23 = 0;
        t24 = 0;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t27 = (long)(int)((long)t23 + t4);
            vcc_v8_short t28 = vcc_load(vcc_v8_short, a + t27);
            vcc_v8_short t29 = vcc_load(vcc_v8_short, b + t27);
            vcc_v8_int t30 = __builtin_convertvector(t28, vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(t29, vcc_v8_int);
            vcc_v8_int t32 = t30 * t31;
            vcc_store(p + t27, t32);
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            t5 = t5 + t33;
            t4 += 8L;
        } while (t4 < t26);
        i = (int)((long)t23 + t26);
        s = (int)((unsigned int)t24 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        int t = (int)a[t34] * (int)b[t34];
        p[t34] = t;
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
