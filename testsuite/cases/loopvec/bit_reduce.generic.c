/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
unsigned xor_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint x_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint x_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint x_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bit_reduce.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            x_v = x_v ^ a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            x_v_1 = x_v_1 ^ a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            x_v_2 = x_v_2 ^ a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            x_v_3 = x_v_3 ^ a_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t3 = x_v ^ x_v_1;
        vcc_v8_uint t4 = t3 ^ x_v_2;
        vcc_v8_uint t5 = t4 ^ x_v_3;
        t6 = (int)t2;
        t7 = 0U ^ vcc_reduce(unsigned int, t5, ^);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bit_reduce.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t6 + i_vec_1));
            x_v_4 = x_v_4 ^ a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ vcc_reduce(unsigned int, x_v_4, ^);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

unsigned and_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint x_v_1 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint x_v_2 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint x_v_3 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        /* vcc: loop at bit_reduce.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            x_v = x_v & a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            x_v_1 = x_v_1 & a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            x_v_2 = x_v_2 & a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            x_v_3 = x_v_3 & a_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t3 = x_v & x_v_1;
        vcc_v8_uint t4 = t3 & x_v_2;
        vcc_v8_uint t5 = t4 & x_v_3;
        t6 = (int)t2;
        t7 = 4294967295U & vcc_reduce(unsigned int, t5, &);
    } else {
        t6 = 0;
        t7 = 4294967295U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        /* vcc: loop at bit_reduce.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t6 + i_vec_1));
            x_v_4 = x_v_4 & a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 & vcc_reduce(unsigned int, x_v_4, &);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

unsigned or_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint x_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint x_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint x_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bit_reduce.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            x_v = x_v | a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            x_v_1 = x_v_1 | a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            x_v_2 = x_v_2 | a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            x_v_3 = x_v_3 | a_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t3 = x_v | x_v_1;
        vcc_v8_uint t4 = t3 | x_v_2;
        vcc_v8_uint t5 = t4 | x_v_3;
        t6 = (int)t2;
        t7 = 0U | vcc_reduce(unsigned int, t5, |);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bit_reduce.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t6 + i_vec_1));
            x_v_4 = x_v_4 | a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 | vcc_reduce(unsigned int, x_v_4, |);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at bit_reduce.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_v8_int t3 = i_v_2 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t4 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t3, vcc_v8_uint);
        vcc_v8_uint t5 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t4;
        vcc_v8_uint t6 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t7 = t6 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t8 = t7 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t9 = t5 ^ t8;
        vcc_store(&a[i_vec], t9);
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t10;
        vcc_v8_int t11 = i_v_3 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t12 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t11, vcc_v8_uint);
        vcc_v8_uint t13 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t12;
        vcc_v8_uint t14 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t15 = t14 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t16 = t15 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t17 = t13 ^ t16;
        vcc_store(&a[i_vec + 8L], t17);
        vcc_v8_uint t18 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t18;
        vcc_v8_int t19 = i_v_4 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t20 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t19, vcc_v8_uint);
        vcc_v8_uint t21 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t20;
        vcc_v8_uint t22 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t23 = t22 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t24 = t23 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t25 = t21 ^ t24;
        vcc_store(&a[i_vec + 16L], t25);
        vcc_v8_uint t26 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t26;
        vcc_v8_int t27 = i_v_5 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t28 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t27, vcc_v8_uint);
        vcc_v8_uint t29 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t28;
        vcc_v8_uint t30 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t31 = t30 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t32 = t31 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t33 = t29 ^ t32;
        vcc_store(&a[i_vec + 24L], t33);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t34 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t35 = (vcc_v8_uint)t34;
    vcc_v8_uint i_v_1 = t35 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at bit_reduce.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_v8_int t36 = i_v_6 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t37 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t36, vcc_v8_uint);
        vcc_v8_uint t38 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t37;
        vcc_v8_uint t39 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t40 = t39 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t41 = t40 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t42 = t38 ^ t41;
        vcc_store(&a[992L + i_vec_1], t42);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t43 = a;
        unsigned int t44 = or_all(n, t43);
        unsigned int t45 = and_all(n, t43);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t43), t45, t44);
    }
    return 0;
}
