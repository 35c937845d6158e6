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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v8_uint t3 = __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(b_v, b_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(b_v, b_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            s_v = s_v + t3;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s += (int)a[t4] * (int)b[t4];
    }
    return s;
}

/* A start value, the product written the other way round. */
int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v8_uint t3 = __builtin_convertvector(__builtin_shufflevector(b_v, b_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(b_v, b_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            s_v = s_v + t3;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)((unsigned int)start + vcc_reduce(unsigned int, s_v, +));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s = (int)b[t4] * (int)a[t4] + s;
    }
    return s;
}

/* A sum of squares. */
int squares(int n, const int16_t *restrict a) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:27 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v8_uint t3 = __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            s_v = s_v + t3;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        int t4 = (int)a[i];
        s += t4 * t4;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + i_vec);
            vcc_v8_ushort b_v = vcc_load(vcc_v8_ushort, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v = s_v + t6;
            long t7 = i_vec + 8L;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + t7);
            vcc_v8_ushort b_v_1 = vcc_load(vcc_v8_ushort, b + t7);
            vcc_v8_int t8 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t9 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t10 = t8 * t9;
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            s_v_1 = s_v_1 + t11;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t12 = s_v + s_v_1;
        t13 = (int)t2;
        t14 = (int)vcc_reduce(unsigned int, t12, +);
    } else {
        t13 = 0;
        t14 = 0;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + t17);
            vcc_v8_ushort b_v_2 = vcc_load(vcc_v8_ushort, b + t17);
            vcc_v8_int t18 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t20 = t18 * t19;
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            s_v_2 = s_v_2 + t21;
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        s += (int)a[t22] * (int)b[t22];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    int t29;
    long t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at madd.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            vcc_v4_int t3 = __builtin_convertvector(a_v, vcc_v4_int);
            vcc_v4_int t4 = __builtin_convertvector(b_v, vcc_v4_int);
            vcc_v4_int t5 = t3 * t4;
            vcc_v4_long t6 = __builtin_convertvector(t5, vcc_v4_long);
            vcc_v4_ulong t7 = (vcc_v4_ulong)t6;
            s_v = s_v + t7;
            long t8 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t8);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t8);
            vcc_v4_int t9 = __builtin_convertvector(a_v_1, vcc_v4_int);
            vcc_v4_int t10 = __builtin_convertvector(b_v_1, vcc_v4_int);
            vcc_v4_int t11 = t9 * t10;
            vcc_v4_long t12 = __builtin_convertvector(t11, vcc_v4_long);
            vcc_v4_ulong t13 = (vcc_v4_ulong)t12;
            s_v_1 = s_v_1 + t13;
            long t14 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t14);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t14);
            vcc_v4_int t15 = __builtin_convertvector(a_v_2, vcc_v4_int);
            vcc_v4_int t16 = __builtin_convertvector(b_v_2, vcc_v4_int);
            vcc_v4_int t17 = t15 * t16;
            vcc_v4_long t18 = __builtin_convertvector(t17, vcc_v4_long);
            vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
            s_v_2 = s_v_2 + t19;
            long t20 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t20);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t20);
            vcc_v4_int t21 = __builtin_convertvector(a_v_3, vcc_v4_int);
            vcc_v4_int t22 = __builtin_convertvector(b_v_3, vcc_v4_int);
            vcc_v4_int t23 = t21 * t22;
            vcc_v4_long t24 = __builtin_convertvector(t23, vcc_v4_long);
            vcc_v4_ulong t25 = (vcc_v4_ulong)t24;
            s_v_3 = s_v_3 + t25;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t26 = s_v + s_v_1;
        vcc_v4_ulong t27 = t26 + s_v_2;
        vcc_v4_ulong t28 = t27 + s_v_3;
        t29 = (int)t2;
        t30 = (long)vcc_reduce(unsigned long, t28, +);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at madd.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t29 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t33);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t33);
            vcc_v4_int t34 = __builtin_convertvector(a_v_4, vcc_v4_int);
            vcc_v4_int t35 = __builtin_convertvector(b_v_4, vcc_v4_int);
            vcc_v4_int t36 = t34 * t35;
            vcc_v4_long t37 = __builtin_convertvector(t36, vcc_v4_long);
            vcc_v4_ulong t38 = (vcc_v4_ulong)t37;
            s_v_4 = s_v_4 + t38;
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        s += (long)((int)a[t39] * (int)b[t39]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t11;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:51 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t_v = t3 * t4;
            vcc_store(p + i_vec, t_v);
            vcc_v8_uint t5 = (vcc_v8_uint)t_v;
            s_v = s_v + t5;
            long t6 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t6);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t6);
            vcc_v8_int t7 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t_v_1 = t7 * t8;
            vcc_store(p + t6, t_v_1);
            vcc_v8_uint t9 = (vcc_v8_uint)t_v_1;
            s_v_1 = s_v_1 + t9;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t10 = s_v + s_v_1;
        t11 = (int)t2;
        t12 = (int)vcc_reduce(unsigned int, t10, +);
    } else {
        t11 = 0;
        t12 = 0;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t15);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t15);
            vcc_v8_int t16 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t17 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t_v_2 = t16 * t17;
            vcc_store(p + t15, t_v_2);
            vcc_v8_uint t18 = (vcc_v8_uint)t_v_2;
            s_v_2 = s_v_2 + t18;
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t11 + t14);
        s = (int)((unsigned int)t12 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t = (int)a[t19] * (int)b[t19];
        p[t19] = t;
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
