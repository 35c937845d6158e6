/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Loops unrolled by hand, rolled back up (transform/reroll.rs) and then vectorized as plain
   consecutive loops; the remarks say "loop rerolled". The last kernels must stay as they are:
   their copies differ, or copy 1 reads what copy 0 stored. */

/* Four copies (TSVC s351), while a whole group fits: `i < n - 3`. */
void axpy4(int n, float s, float *restrict a, const float *restrict b) {
    int t21;
    int i;
    long t1 = -3L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 3L) / 4L : 0L;
    long t3 = t2 * 4L;
    long t4 = t2 * 4L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec = 0L;
        /* vcc: loop at reroll.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t6 = a + i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t7 = s_v * b_v;
            vcc_v8_float t8 = a_v + t7;
            vcc_store(t6, t8);
            long t9 = i_vec + 8L;
            float *t10 = a + t9;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t9);
            vcc_v8_float t11 = s_v * b_v_1;
            vcc_v8_float t12 = a_v_1 + t11;
            vcc_store(t10, t12);
            long t13 = i_vec + 16L;
            float *t14 = a + t13;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t13);
            vcc_v8_float t15 = s_v * b_v_2;
            vcc_v8_float t16 = a_v_2 + t15;
            vcc_store(t14, t16);
            long t17 = i_vec + 24L;
            float *t18 = a + t17;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t18);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t19 = s_v * b_v_3;
            vcc_v8_float t20 = a_v_3 + t19;
            vcc_store(t18, t20);
            i_vec += 32L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = t2 * 4L + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1;
            float *t25 = a + t24;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t25);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t24);
            vcc_v8_float t26 = s_v_1 * b_v_4;
            vcc_v8_float t27 = a_v_4 + t26;
            vcc_store(t25, t27);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; (long)i < t3; i++) {
        long t28 = (long)i;
        float *t29 = a + t28;
        *t29 = *t29 + s * b[t28];
    }
}

/* `i + 4 <= n` with a remainder loop after it: the rolled loop stops where the unrolled one
   did, and the remainder takes the rest as before. */
void add4_then_rest(int n, float *restrict a, const float *restrict b) {
    int t13;
    int i;
    int t29;
    int i_1;
    long t1 = (long)n * 1L;
    long t2 = t1 >= 4L ? (t1 - 4L) / 4L + 1L : 0L;
    long t3 = 4L + t2 * 4L - 1L;
    long t4 = t2 * 4L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t6 = b_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t7);
            vcc_v8_float t8 = b_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t7, t8);
            long t9 = i_vec + 16L;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t9);
            vcc_v8_float t10 = b_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t9, t10);
            long t11 = i_vec + 24L;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t12 = b_v_3 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t11, t12);
            i_vec += 32L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = t2 * 4L + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t16);
            vcc_v8_float t17 = b_v_4 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t16, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; (long)(i + 4) <= t3; i++) {
        long t18 = (long)i;
        a[t18] = b[t18] + 1.0f;
    }
    long t19 = (long)n + (long)i * -1L;
    if (t19 >= 32L) {
        long t20 = t19 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at reroll.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t21 = (long)i + i_vec_2;
            vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t22 = b_v_5 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t21, t22);
            long t23 = (long)i + (i_vec_2 + 8L);
            vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, b + t23);
            vcc_v8_float t24 = b_v_6 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t23, t24);
            long t25 = (long)i + (i_vec_2 + 16L);
            vcc_v8_float b_v_7 = vcc_load(vcc_v8_float, b + t25);
            vcc_v8_float t26 = b_v_7 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t25, t26);
            long t27 = (long)i + (i_vec_2 + 24L);
            vcc_v8_float b_v_8 = vcc_load(vcc_v8_float, b + t27);
            vcc_v8_float t28 = b_v_8 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t27, t28);
            i_vec_2 += 32L;
        } while (i_vec_2 < t20);
        t29 = (int)((long)i + t20);
    } else {
        t29 = i;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at reroll.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t32 = (long)t29 + i_vec_3;
            vcc_v8_float b_v_9 = vcc_load(vcc_v8_float, b + t32);
            vcc_v8_float t33 = b_v_9 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + t32, t33);
            i_vec_3 += 8L;
        } while (i_vec_3 < t31);
        i_1 = (int)((long)t29 + t31);
    } else {
        i_1 = t29;
    }
    for (; i_1 < n; i_1++) {
        long t34 = (long)i_1;
        a[t34] = b[t34] - 1.0f;
    }
}

/* An integer dot product unrolled five times into one sum (TSVC s352's shape, in int: exact in
   any order). */
int idot5(int n, const int *a, const int *b) {
    int t12;
    int t13;
    int i;
    int t;
    int t20;
    long t1 = -4L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 4L) / 5L : 0L;
    long t3 = t2 * 5L;
    long t4 = t2 * 5L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_uint t_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reroll.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t6 = a_v * b_v;
            vcc_v8_uint t7 = (vcc_v8_uint)t6;
            t_v = t_v + t7;
            long t8 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t9 = a_v_1 * b_v_1;
            vcc_v8_uint t10 = (vcc_v8_uint)t9;
            t_v_1 = t_v_1 + t10;
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_v8_uint t11 = t_v + t_v_1;
        t12 = (int)t5;
        t13 = (int)vcc_reduce(unsigned int, t11, +);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = t2 * 5L + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint t_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reroll.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t12 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t16);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t16);
            vcc_v8_int t17 = a_v_2 * b_v_2;
            vcc_v8_uint t18 = (vcc_v8_uint)t17;
            t_v_2 = t_v_2 + t18;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        t = (int)((unsigned int)t13 + vcc_reduce(unsigned int, t_v_2, +));
    } else {
        i = t12;
        t = t13;
    }
    for (; (long)i < t3; i++, t += t20) {
        long t19 = (long)i;
        t20 = a[t19] * b[t19];
    }
    return t;
}

/* Counting down by 2. */
void down2(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = -1L + (long)n * 1L;
    long t3 = t2 >= 1L ? (t2 - 1L) / 2L + 1L : 0L;
    long t4 = t2 - t3 * 2L + 1L;
    long t5 = t3 * 2L;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t7 = (long)t1 + i_vec * -1L;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, b + t7 + -7);
            vcc_v8_int t9 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t7 + -7, t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10 + -7);
            vcc_v8_int t12 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t10 + -7, t12);
            long t13 = (long)t1 + (i_vec + 16L) * -1L;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, b + t13 + -7);
            vcc_v8_int t15 = t14 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t13 + -7, t15);
            long t16 = (long)t1 + (i_vec + 24L) * -1L;
            vcc_v8_int t17 = vcc_load(vcc_v8_int, b + t16 + -7);
            vcc_v8_int t18 = t17 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t16 + -7, t18);
            i_vec += 32L;
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t19 = (long)n * -1L + t3 * 2L + (long)t1 + 1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, b + t21 + -7);
            vcc_v8_int t23 = t22 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t21 + -7, t23);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t1 + t20 * -1L);
    } else {
        i = t1;
    }
    for (; (long)i >= t4; i--) {
        long t24 = (long)i;
        a[t24] = b[t24] * 3;
    }
}

/* A long counter and two statements per copy. */
void two_stmts(long n, short *restrict a, short *restrict c, const short *restrict b) {
    long t22;
    long i;
    long t1 = -1L + n * 1L;
    long t2 = t1 > 0L ? (t1 + 1L) / 2L : 0L;
    long t3 = t2 * 2L;
    long t4 = t2 * 2L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:51 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t6 = i_vec;
            const short *t7 = b + t6;
            vcc_v16_short b_v = vcc_load(vcc_v16_short, t7);
            vcc_v16_ushort t8 = (vcc_v16_ushort)b_v;
            vcc_v16_ushort t9 = t8 + (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_short t10 = (vcc_v16_short)t9;
            vcc_store(a + t6, t10);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, t7);
            vcc_v16_ushort t11 = (vcc_v16_ushort)b_v_1;
            vcc_v16_ushort t12 = t11 ^ (vcc_v16_ushort){(unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5};
            vcc_v16_short t13 = (vcc_v16_short)t12;
            vcc_store(c + t6, t13);
            long t14 = i_vec + 16L;
            const short *t15 = b + t14;
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, t15);
            vcc_v16_ushort t16 = (vcc_v16_ushort)b_v_2;
            vcc_v16_ushort t17 = t16 + (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_short t18 = (vcc_v16_short)t17;
            vcc_store(a + t14, t18);
            vcc_v16_short b_v_3 = vcc_load(vcc_v16_short, t15);
            vcc_v16_ushort t19 = (vcc_v16_ushort)b_v_3;
            vcc_v16_ushort t20 = t19 ^ (vcc_v16_ushort){(unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5};
            vcc_v16_short t21 = (vcc_v16_short)t20;
            vcc_store(c + t14, t21);
            i_vec += 32L;
        } while (i_vec < t5);
        t22 = t5;
    } else {
        t22 = 0L;
    }
    long t23 = t2 * 2L + t22 * -1L;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:51 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t25 = t22 + i_vec_1;
            const short *t26 = b + t25;
            vcc_v16_short b_v_4 = vcc_load(vcc_v16_short, t26);
            vcc_v16_ushort t27 = (vcc_v16_ushort)b_v_4;
            vcc_v16_ushort t28 = t27 + (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_short t29 = (vcc_v16_short)t28;
            vcc_store(a + t25, t29);
            vcc_v16_short b_v_5 = vcc_load(vcc_v16_short, t26);
            vcc_v16_ushort t30 = (vcc_v16_ushort)b_v_5;
            vcc_v16_ushort t31 = t30 ^ (vcc_v16_ushort){(unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5, (unsigned short)5};
            vcc_v16_short t32 = (vcc_v16_short)t31;
            vcc_store(c + t25, t32);
            i_vec_1 += 16L;
        } while (i_vec_1 < t24);
        i = t22 + t24;
    } else {
        i = t22;
    }
    for (; i < t3; i++) {
        const short *t33 = b + i;
        a[i] = (short)((int)*t33 + 7);
        c[i] = (short)((int)*t33 ^ 5);
    }
}

/* A 0..n loop that steps by 3 over whole elements: the last group runs past n - 1 in the
   unrolled loop too, so the arrays have n + 2 elements. */
unsigned xor3(int n, const unsigned *a) {
    int t9;
    unsigned int t10;
    int i;
    unsigned int t;
    unsigned int t13;
    long t1 = (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 2L) / 3L : 0L;
    long t3 = t2 * 3L;
    long t4 = t2 * 3L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        vcc_v8_uint t_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reroll.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            t_v = t_v ^ a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            t_v_1 = t_v_1 ^ a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            t_v_2 = t_v_2 ^ a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            t_v_3 = t_v_3 ^ a_v_3;
            i_vec += 32L;
        } while (i_vec < t5);
        vcc_v8_uint t6 = t_v ^ t_v_1;
        vcc_v8_uint t7 = t6 ^ t_v_2;
        vcc_v8_uint t8 = t7 ^ t_v_3;
        t9 = (int)t5;
        t10 = 0U ^ vcc_reduce(unsigned int, t8, ^);
    } else {
        t9 = 0;
        t10 = 0U;
    }
    long t11 = t2 * 3L + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint t_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reroll.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t9 + i_vec_1));
            t_v_4 = t_v_4 ^ a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        t = t10 ^ vcc_reduce(unsigned int, t_v_4, ^);
    } else {
        i = t9;
        t = t10;
    }
    for (; (long)i < t3; i++, t ^= t13) {
        t13 = a[i];
    }
    return t;
}

/* Not rolled: the copies scale by different constants (vectorized as it is: an interleave group). */
void differ(int n, float *restrict a, const float *restrict b) {
    int t21;
    int i;
    long t1 = (long)n / 2L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:70 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            const float *t4 = b + t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            vcc_v8_float b_v = __builtin_shufflevector(t5, t6, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_1 = __builtin_shufflevector(t5, t6, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t7 = b_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            float *t8 = a + ((int)t3 + 1);
            vcc_v8_float t9 = b_v_1 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t10 = __builtin_shufflevector(t7, t9, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t8 + -1, t10);
            vcc_v8_float t11 = __builtin_shufflevector(t7, t9, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t8 + 7, t11);
            long t12 = (i_vec + 8L) * 2L;
            const float *t13 = b + t12;
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t13 + 8);
            vcc_v8_float b_v_2 = __builtin_shufflevector(t14, t15, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_3 = __builtin_shufflevector(t14, t15, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t16 = b_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            float *t17 = a + ((int)t12 + 1);
            vcc_v8_float t18 = b_v_3 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t19 = __builtin_shufflevector(t16, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t17 + -1, t19);
            vcc_v8_float t20 = __builtin_shufflevector(t16, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t17 + 7, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        t21 = (int)(t2 * 2L);
    } else {
        t21 = 0;
    }
    long t22 = ((long)n + (long)t21 * -1L) / 2L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:70 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1 * 2L;
            const float *t25 = b + t24;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t25);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t25 + 8);
            vcc_v8_float b_v_4 = __builtin_shufflevector(t26, t27, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_5 = __builtin_shufflevector(t26, t27, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t28 = b_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            float *t29 = a + ((int)t24 + 1);
            vcc_v8_float t30 = b_v_5 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t31 = __builtin_shufflevector(t28, t30, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t29 + -1, t31);
            vcc_v8_float t32 = __builtin_shufflevector(t28, t30, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t29 + 7, t32);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23 * 2L);
    } else {
        i = t21;
    }
    for (; i < (n - 1); i += 2) {
        long t33 = (long)i;
        vcc_v2_float t34 = vcc_load(vcc_v2_float, b + t33);
        vcc_v2_float t35 = t34 * (vcc_v2_float){0.5f, 0.25f};
        vcc_store(a + t33, t35);
    }
}

/* Not vectorized either way: copy 1 reads the element copy 0 stored (rolled, each iteration
   reads the last one's store: a recurrence). */
void chain(int n, float *a, const float *b) {
    for (int i = 1; i < n - 1; i += 2) {
        a[i] = a[i - 1] + b[i];
        a[i + 1] = a[i] + b[i + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, 4), *b = new_array(n + 2, 4);
        int *ia = new_array(n + 2, 4), *ib = new_array(n + 2, 4);
        short *sa = new_array(n + 2, 2), *sb = new_array(n + 2, 2), *sc = new_array(n + 2, 2);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -50, 100);
        FILL(ia, n + 2, -1000, 2000);
        FILL(ib, n + 2, -1000, 2000);
        FILL(sa, n + 2, -300, 600);
        FILL(sb, n + 2, -300, 600);
        FILL(sc, n + 2, -300, 600);
        axpy4(n, 1.5f, a, b);
        unsigned long long h1 = HASH(a, n + 2);
        add4_then_rest(n, a, b);
        unsigned long long h2 = HASH(a, n + 2);
        int dot = idot5(n, ia, ib);
        unsigned x = xor3(n, (const unsigned *)ia);
        down2(n, ia, ib);
        unsigned long long h3 = HASH(ia, n + 2);
        two_stmts(n, sa, sc, sb);
        unsigned long long h4 = HASH(sa, n + 2) ^ HASH(sc, n + 2);
        differ(n, a, b);
        unsigned long long h5 = HASH(a, n + 2);
        chain(n, a, b);
        unsigned long long h6 = HASH(a, n + 2);
        printf("n=%d %llx %llx dot=%d x=%u %llx %llx %llx %llx\n", n, h1, h2, dot, x, h3, h4, h5, h6);
        free(a), free(b), free(ia), free(ib), free(sa), free(sb), free(sc);
    }
    return 0;
}
