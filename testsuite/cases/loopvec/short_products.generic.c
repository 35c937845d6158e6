/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=4 avx512vbmi-zmm=4 sse4.2=4 neon=4 sse2=4 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t6);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t6);
            vcc_v8_int t7 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t10);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t10);
            vcc_v8_int t11 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t14);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t21);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t21);
            vcc_v8_int t22 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t23 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + i_vec);
            vcc_v8_uint t3 = __builtin_convertvector(a_v, vcc_v8_uint);
            vcc_v8_ushort b_v = vcc_load(vcc_v8_ushort, b + i_vec);
            vcc_v8_uint t4 = __builtin_convertvector(b_v, vcc_v8_uint);
            vcc_v8_uint t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + t6);
            vcc_v8_uint t7 = __builtin_convertvector(a_v_1, vcc_v8_uint);
            vcc_v8_ushort b_v_1 = vcc_load(vcc_v8_ushort, b + t6);
            vcc_v8_uint t8 = __builtin_convertvector(b_v_1, vcc_v8_uint);
            vcc_v8_uint t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + t10);
            vcc_v8_uint t11 = __builtin_convertvector(a_v_2, vcc_v8_uint);
            vcc_v8_ushort b_v_2 = vcc_load(vcc_v8_ushort, b + t10);
            vcc_v8_uint t12 = __builtin_convertvector(b_v_2, vcc_v8_uint);
            vcc_v8_uint t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_ushort a_v_3 = vcc_load(vcc_v8_ushort, a + t14);
            vcc_v8_uint t15 = __builtin_convertvector(a_v_3, vcc_v8_uint);
            vcc_v8_ushort b_v_3 = vcc_load(vcc_v8_ushort, b + t14);
            vcc_v8_uint t16 = __builtin_convertvector(b_v_3, vcc_v8_uint);
            vcc_v8_uint t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_ushort a_v_4 = vcc_load(vcc_v8_ushort, a + t21);
            vcc_v8_uint t22 = __builtin_convertvector(a_v_4, vcc_v8_uint);
            vcc_v8_ushort b_v_4 = vcc_load(vcc_v8_ushort, b + t21);
            vcc_v8_uint t23 = __builtin_convertvector(b_v_4, vcc_v8_uint);
            vcc_v8_uint t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned int)a[t25] * (unsigned int)b[t25];
    }
}

/* Signed times unsigned: no pmulh for the pair. */
void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_ushort b_v = vcc_load(vcc_v8_ushort, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t6);
            vcc_v8_ushort b_v_1 = vcc_load(vcc_v8_ushort, b + t6);
            vcc_v8_int t7 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t10);
            vcc_v8_ushort b_v_2 = vcc_load(vcc_v8_ushort, b + t10);
            vcc_v8_int t11 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t14);
            vcc_v8_ushort b_v_3 = vcc_load(vcc_v8_ushort, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t21);
            vcc_v8_ushort b_v_4 = vcc_load(vcc_v8_ushort, b + t21);
            vcc_v8_int t22 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t23 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

/* The product used again before the store. */
void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int c_v = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec = 0L;
        /* vcc: loop at short_products.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_int t6 = t5 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 + c_v;
            vcc_store(d + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t8);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t8);
            vcc_v8_int t9 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t11 = t9 * t10;
            vcc_v8_int t12 = t11 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 + c_v;
            vcc_store(d + t8, t13);
            long t14 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t14);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_v8_int t18 = t17 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t19 = t18 + c_v;
            vcc_store(d + t14, t19);
            long t20 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t20);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t20);
            vcc_v8_int t21 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t22 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t23 = t21 * t22;
            vcc_v8_int t24 = t23 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t25 = t24 + c_v;
            vcc_store(d + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        vcc_v8_int c_v_1 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t29);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t29);
            vcc_v8_int t30 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t32 = t30 * t31;
            vcc_v8_int t33 = t32 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t34 = t33 + c_v_1;
            vcc_store(d + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        d[t35] = (((int)a[t35] * (int)b[t35]) >> 3) + c;
    }
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
