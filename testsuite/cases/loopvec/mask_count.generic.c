/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Comparisons used as numbers (loopvec/mask_arith.rs): C's `a < b` is 0 or 1, a vector
   comparison's lanes 0 or -1, so a converted comparison added is the mask subtracted, and a
   count `if (c) cnt++` is the accumulator minus the mask. Inputs repeat values so that every
   comparison is true and false in some lanes, and include NaNs for the float sign. Integer
   reductions that subtract (`cnt--`, `s -= x`, legal/reduction.rs) are sums whose lanes keep
   their partial differences. */

/* The sign of a float comparison: (a > b) - (a < b), 0 where either is NaN. */
void sign_f32(int n, int *restrict out, const float *restrict a, const float *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > b_v);
            vcc_m8 t4 = (vcc_m8)(a_v < b_v);
            vcc_v8_int t5 = (vcc_v8_int)t4;
            vcc_v8_int t6 = (vcc_v8_int)t3;
            vcc_v8_int t7 = t5 - t6;
            vcc_store(out + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t8);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t8);
            vcc_m8 t9 = (vcc_m8)(a_v_1 > b_v_1);
            vcc_m8 t10 = (vcc_m8)(a_v_1 < b_v_1);
            vcc_v8_int t11 = (vcc_v8_int)t10;
            vcc_v8_int t12 = (vcc_v8_int)t9;
            vcc_v8_int t13 = t11 - t12;
            vcc_store(out + t8, t13);
            long t14 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t14);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t14);
            vcc_m8 t15 = (vcc_m8)(a_v_2 > b_v_2);
            vcc_m8 t16 = (vcc_m8)(a_v_2 < b_v_2);
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int t18 = (vcc_v8_int)t15;
            vcc_v8_int t19 = t17 - t18;
            vcc_store(out + t14, t19);
            long t20 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t20);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t20);
            vcc_m8 t21 = (vcc_m8)(a_v_3 > b_v_3);
            vcc_m8 t22 = (vcc_m8)(a_v_3 < b_v_3);
            vcc_v8_int t23 = (vcc_v8_int)t22;
            vcc_v8_int t24 = (vcc_v8_int)t21;
            vcc_v8_int t25 = t23 - t24;
            vcc_store(out + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t29);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t29);
            vcc_m8 t30 = (vcc_m8)(a_v_4 > b_v_4);
            vcc_m8 t31 = (vcc_m8)(a_v_4 < b_v_4);
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_v8_int t33 = (vcc_v8_int)t30;
            vcc_v8_int t34 = t32 - t33;
            vcc_store(out + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = a[t35];
        float t37 = b[t35];
        out[t35] = (t36 > t37) - (t36 < t37);
    }
}

/* A comparison added to and subtracted from ints, on each side. */
void add_sub_cmp(int n, int *restrict out, const int *restrict a, const int *restrict b) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v == b_v);
            vcc_v8_int t4 = (vcc_v8_int)t3;
            vcc_v8_int t5 = a_v - t4;
            vcc_m8 t6 = (vcc_m8)(a_v < b_v);
            vcc_v8_int t7 = (vcc_v8_int)t6;
            vcc_v8_int t8 = t5 + t7;
            vcc_m8 t9 = (vcc_m8)(b_v <= (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t10 = (vcc_v8_int)t9;
            vcc_v8_int t11 = t8 + t10;
            vcc_store(out + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t12);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t12);
            vcc_m8 t13 = (vcc_m8)(a_v_1 == b_v_1);
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_int t15 = a_v_1 - t14;
            vcc_m8 t16 = (vcc_m8)(a_v_1 < b_v_1);
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int t18 = t15 + t17;
            vcc_m8 t19 = (vcc_m8)(b_v_1 <= (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_v8_int t21 = t18 + t20;
            vcc_store(out + t12, t21);
            long t22 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t22);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t22);
            vcc_m8 t23 = (vcc_m8)(a_v_2 == b_v_2);
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int t25 = a_v_2 - t24;
            vcc_m8 t26 = (vcc_m8)(a_v_2 < b_v_2);
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_v8_int t28 = t25 + t27;
            vcc_m8 t29 = (vcc_m8)(b_v_2 <= (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_v8_int t31 = t28 + t30;
            vcc_store(out + t22, t31);
            long t32 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t32);
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t32);
            vcc_m8 t33 = (vcc_m8)(a_v_3 == b_v_3);
            vcc_v8_int t34 = (vcc_v8_int)t33;
            vcc_v8_int t35 = a_v_3 - t34;
            vcc_m8 t36 = (vcc_m8)(a_v_3 < b_v_3);
            vcc_v8_int t37 = (vcc_v8_int)t36;
            vcc_v8_int t38 = t35 + t37;
            vcc_m8 t39 = (vcc_m8)(b_v_3 <= (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t40 = (vcc_v8_int)t39;
            vcc_v8_int t41 = t38 + t40;
            vcc_store(out + t32, t41);
            i_vec += 32L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t45);
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t45);
            vcc_m8 t46 = (vcc_m8)(a_v_4 == b_v_4);
            vcc_v8_int t47 = (vcc_v8_int)t46;
            vcc_v8_int t48 = a_v_4 - t47;
            vcc_m8 t49 = (vcc_m8)(a_v_4 < b_v_4);
            vcc_v8_int t50 = (vcc_v8_int)t49;
            vcc_v8_int t51 = t48 + t50;
            vcc_m8 t52 = (vcc_m8)(b_v_4 <= (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t53 = (vcc_v8_int)t52;
            vcc_v8_int t54 = t51 + t53;
            vcc_store(out + t45, t54);
            i_vec_1 += 8L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        int t56 = a[t55];
        int t57 = b[t55];
        out[t55] = (t56 == t57) + t56 - (t56 < t57) - (t57 <= 3);
    }
}

/* A count of equal ints, and of bytes with a value, as `if (c) cnt++`. */
int count_eq(int n, const int *a, int k) {
    int t8;
    int t9;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v == k_v);
            vcc_v8_uint t4 = (vcc_v8_uint)(vcc_v8_int)t3;
            cnt_v = cnt_v - t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t5 = (vcc_m8)(a_v_1 == k_v);
            vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int)t5;
            cnt_v_1 = cnt_v_1 - t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = cnt_v + cnt_v_1;
        t8 = (int)t2;
        t9 = (int)vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t8 + i_vec_1));
            vcc_m8 t12 = (vcc_m8)(a_v_2 == k_v_1);
            vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int)t12;
            cnt_v_2 = cnt_v_2 - t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        cnt = (int)((unsigned int)t9 + vcc_reduce(unsigned int, cnt_v_2, +));
    } else {
        i = t8;
        cnt = t9;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] == k) {
            cnt_1 = cnt + 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

unsigned count_u8(int n, const uint8_t *p) {
    int t8;
    unsigned int t9;
    int i;
    unsigned int cnt;
    unsigned int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:34 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + i_vec);
            vcc_m8 t3 = __builtin_convertvector(p_v == (vcc_v8_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m8);
            vcc_v8_uint t4 = (vcc_v8_uint)(vcc_v8_int)t3;
            cnt_v = cnt_v - t4;
            vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, p + (i_vec + 8L));
            vcc_m8 t5 = __builtin_convertvector(p_v_1 == (vcc_v8_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m8);
            vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int)t5;
            cnt_v_1 = cnt_v_1 - t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = cnt_v + cnt_v_1;
        t8 = (int)t2;
        t9 = 7U + vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = 0;
        t9 = 7U;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, p + ((long)t8 + i_vec_1));
            vcc_m8 t12 = __builtin_convertvector(p_v_2 == (vcc_v8_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m8);
            vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int)t12;
            cnt_v_2 = cnt_v_2 - t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        cnt = t9 + vcc_reduce(unsigned int, cnt_v_2, +);
    } else {
        i = t8;
        cnt = t9;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if ((int)p[i] == 42) {
            cnt_1 = cnt + 1U;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* A count down, and a step of 2 that stays a blend. */
int count_down(int n, const int *a) {
    int t8;
    int t9;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t4 = (vcc_v8_uint)(vcc_v8_int)t3;
            cnt_v = cnt_v + t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t5 = (vcc_m8)(a_v_1 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int)t5;
            cnt_v_1 = cnt_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = cnt_v + cnt_v_1;
        t8 = (int)t2;
        t9 = (int)vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t8 + i_vec_1));
            vcc_m8 t12 = (vcc_m8)(a_v_2 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int)t12;
            cnt_v_2 = cnt_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        cnt = (int)((unsigned int)t9 + vcc_reduce(unsigned int, cnt_v_2, +));
    } else {
        i = t8;
        cnt = t9;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] > 2) {
            cnt_1 = cnt - 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

int count_by_two(int n, const int *a) {
    int t10;
    int t11;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:51 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v < (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t4 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t4, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            cnt_v = cnt_v + t5;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t6 = (vcc_m8)(a_v_1 < (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t7 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t7, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            cnt_v_1 = cnt_v_1 + t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t9 = cnt_v + cnt_v_1;
        t10 = (int)t2;
        t11 = (int)vcc_reduce(unsigned int, t9, +);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t10 + i_vec_1));
            vcc_m8 t14 = (vcc_m8)(a_v_2 < (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t15, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            cnt_v_2 = cnt_v_2 + t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        cnt = (int)((unsigned int)t11 + vcc_reduce(unsigned int, cnt_v_2, +));
    } else {
        i = t10;
        cnt = t11;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] < 2) {
            cnt_1 = cnt + 2;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* Integer sums that subtract: wrapping alike in every order. Must stay scalar: `s = x - s`
   alternates the sign of what came before. */
unsigned sub_sum(int n, const int *a) {
    unsigned int s;
    int t14;
    unsigned int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_uint t3 = (vcc_v8_uint)a_v;
            vcc_v8_uint t4 = t3 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v = s_v - t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_uint t5 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t6 = t5 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v_1 = s_v_1 - t6;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            vcc_v8_uint t7 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t8 = t7 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v_2 = s_v_2 - t8;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            vcc_v8_uint t9 = (vcc_v8_uint)a_v_3;
            vcc_v8_uint t10 = t9 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v_3 = s_v_3 - t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t11 = s_v + s_v_1;
        vcc_v8_uint t12 = t11 + s_v_2;
        vcc_v8_uint t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = 100U + vcc_reduce(unsigned int, t13, +);
    } else {
        t14 = 0;
        t15 = 100U;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mask_count.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t14 + i_vec_1));
            vcc_v8_uint t18 = (vcc_v8_uint)a_v_4;
            vcc_v8_uint t19 = t18 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            s_v_4 = s_v_4 - t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = t15 + vcc_reduce(unsigned int, s_v_4, +);
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s -= (unsigned int)a[i] * 3U;
    }
    return s;
}

int sub_add(int n, const int *a, const int *b) {
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
        /* vcc: loop at mask_count.c:68 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = b_v << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t4 = a_v - t3;
            vcc_v8_uint t5 = (vcc_v8_uint)t4;
            s_v = s_v - t5;
            long t6 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t7 = b_v_1 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t8 = a_v_1 - t7;
            vcc_v8_uint t9 = (vcc_v8_uint)t8;
            s_v_1 = s_v_1 - t9;
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
        /* vcc: loop at mask_count.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t15);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t16 = b_v_2 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t17 = a_v_2 - t16;
            vcc_v8_uint t18 = (vcc_v8_uint)t17;
            s_v_2 = s_v_2 - t18;
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
        s -= a[t19] - (b[t19] << 1);
    }
    return s;
}

int alternating(int n, const int *a) {
    int s = 1;
    for (int i = 0; i < n; i++)
        s = a[i] - s;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *out = new_array(n, sizeof(int));
        uint8_t *p = new_array(n, 1);
        FILL(a, n, -3, 7);
        FILL(b, n, -3, 7);
        FILL(x, n, 0, 5);
        FILL(y, n, 0, 5);
        FILL(p, n, 40, 4);
        if (n > 1) a[1] = __builtin_nanf("");
        if (n > 2) b[n - 1] = __builtin_nanf("");
        printf("n=%d", n);
        sign_f32(n, out, a, b);
        printf(" sign=%llx", HASH(out, n));
        add_sub_cmp(n, out, x, y);
        printf(" addsub=%llx", HASH(out, n));
        printf(" eq=%d u8=%u down=%d two=%d\n", count_eq(n, x, 3), count_u8(n, p), count_down(n, x),
               count_by_two(n, y));
        printf("n=%d sub=%u subadd=%d alt=%d\n", n, sub_sum(n, x), sub_add(n, x, y), alternating(n, y));
        free(a), free(b), free(x), free(y), free(out), free(p);
    }
    return 0;
}
