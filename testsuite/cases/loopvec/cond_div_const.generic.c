/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"
#include <limits.h>

/* Integer division and remainder by constants, under conditions and not. A constant divisor
   other than 0 (and -1 for signed types: INT_MIN / -1 overflows) cannot trap on any lane, so
   if-conversion runs it on every lane as it is, a division by one constant that the C
   compiler multiplies by the reciprocal, with no select of the divisor (which would make it a
   division by lanes: `idiv` per lane). The cost model prices such divisions as that multiply
   (`DivByConstant`) on 16- and 32-bit lanes. A division by -1 keeps the guard. Dividends
   include INT_MIN, INT_MAX and values of both signs. */

void cond_div10(int n, int *restrict y, const int *restrict x) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v > (vcc_v8_int){-5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000});
            vcc_v8_int t4 = x_v / (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t4, t3);
            long t5 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t5);
            vcc_m8 t6 = (vcc_m8)(x_v_1 > (vcc_v8_int){-5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000});
            vcc_v8_int t7 = x_v_1 / (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t5 * 4UL), t7, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t11);
            vcc_m8 t12 = (vcc_m8)(x_v_2 > (vcc_v8_int){-5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000});
            vcc_v8_int t13 = x_v_2 / (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t11 * 4UL), t13, t12);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = x[t14];
        if (t15 > -5000) {
            y[t14] = t15 / 10;
        }
    }
}

void cond_rem7(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t13;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint x_v = vcc_load(vcc_v8_uint, x + i_vec);
            vcc_v8_uint t4 = x_v & (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
            vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U});
            vcc_v8_uint t6 = x_v % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t6, x_v);
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_uint x_v_1 = vcc_load(vcc_v8_uint, x + t8);
            vcc_v8_uint t9 = x_v_1 & (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U});
            vcc_v8_uint t11 = x_v_1 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t11, x_v_1);
            vcc_store(y + t8, t12);
            i_vec += 16L;
        } while (i_vec < t3);
        t13 = (int)t3;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            vcc_v8_uint x_v_2 = vcc_load(vcc_v8_uint, x + t16);
            vcc_v8_uint t17 = x_v_2 & (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
            vcc_m8 t18 = (vcc_m8)(t17 != (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U});
            vcc_v8_uint t19 = x_v_2 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t19, x_v_2);
            vcc_store(y + t16, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    while (i < n) {
        long t21 = (long)i;
        unsigned int t1 = x[t21];
        if (t1 & 4U) {
            t1 %= 7U;
        }
        y[t21] = t1;
        i++;
    }
}

void cond_rem_neg(int n, int *restrict y, const int *restrict x) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t3 = x_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t5 = x_v % (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t5, t4);
            long t6 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t6);
            vcc_v8_int t7 = x_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t9 = x_v_1 % (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t6 * 4UL), t9, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t13);
            vcc_v8_int t14 = x_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t16 = x_v_2 % (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t13 * 4UL), t16, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = x[t17];
        if (t18 & 1) {
            y[t17] = t18 % -3;
        }
    }
}

/* Guarded: x / -1 of INT_MIN would overflow on a lane the condition excludes. */
void cond_div_minus1(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:36 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v != (vcc_v8_int){(-2147483647 - 1), (-2147483647 - 1), (-2147483647 - 1), (-2147483647 - 1), (-2147483647 - 1), (-2147483647 - 1), (-2147483647 - 1), (-2147483647 - 1)});
            vcc_v8_int t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t5 = x_v / t4;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t5, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = x[t6];
        if (t7 != (-2147483647 - 1)) {
            y[t6] = t7 / -1;
        }
    }
}

void shorts_div3(int n, short *restrict y, const short *restrict x) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short x_v = vcc_load(vcc_v8_short, x + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(x_v, vcc_v8_int);
            vcc_v8_int t4 = t3 / (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t5 = t3 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t6 = t4 + t5;
            vcc_v8_short t7 = __builtin_convertvector(t6, vcc_v8_short);
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_short x_v_1 = vcc_load(vcc_v8_short, x + t8);
            vcc_v8_int t9 = __builtin_convertvector(x_v_1, vcc_v8_int);
            vcc_v8_int t10 = t9 / (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t11 = t9 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t12 = t10 + t11;
            vcc_v8_short t13 = __builtin_convertvector(t12, vcc_v8_short);
            vcc_store(y + t8, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_short x_v_2 = vcc_load(vcc_v8_short, x + t17);
            vcc_v8_int t18 = __builtin_convertvector(x_v_2, vcc_v8_int);
            vcc_v8_int t19 = t18 / (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t20 = t18 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t21 = t19 + t20;
            vcc_v8_short t22 = __builtin_convertvector(t21, vcc_v8_short);
            vcc_store(y + t17, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        int t24 = (int)x[t23];
        y[t23] = (short)(t24 / 3 + t24 % 5);
    }
}

/* The coverage suite's ty_div_const. */
void div_rem_plain(int n, int *restrict y, const int *restrict b, const int *restrict c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = b_v / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_int t4 = c_v % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t5 = t3 + t4;
            vcc_store(y + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t7 = b_v_1 / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t6);
            vcc_v8_int t8 = c_v_1 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t9 = t7 + t8;
            vcc_store(y + t6, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int t14 = b_v_2 / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t13);
            vcc_v8_int t15 = c_v_2 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t16 = t14 + t15;
            vcc_store(y + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        y[t17] = b[t17] / 7 + c[t17] % 5;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        short *sx = new_array(n, 2), *sy = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            switch (r % 5) {
            case 0: x[i] = INT_MIN; break;
            case 1: x[i] = INT_MAX; break;
            default: x[i] = (int)(next_rand() * 2654435761u) >> (r % 17); break;
            }
            z[i] = (int)next_rand() - (int)(UINT32_MAX / 2);
            sx[i] = (short)next_rand();
            y[i] = -1;
        }
        cond_div10(n, y, x);
        printf("n=%d cond_div10 %llx\n", n, HASH(y, n));
        cond_rem7(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_rem7 %llx\n", n, HASH(y, n));
        cond_rem_neg(n, y, x);
        printf("n=%d cond_rem_neg %llx\n", n, HASH(y, n));
        cond_div_minus1(n, y, x);
        printf("n=%d cond_div_minus1 %llx\n", n, HASH(y, n));
        shorts_div3(n, sy, sx);
        printf("n=%d shorts_div3 %llx\n", n, HASH(sy, n));
        div_rem_plain(n, y, x, z);
        printf("n=%d div_rem_plain %llx\n", n, HASH(y, n));
        free(x), free(y), free(z), free(sx), free(sy);
    }
    return 0;
}
