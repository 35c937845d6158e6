/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last;
    vcc_v8_int last_v_3;
    int t10;
    int t11;
    vcc_v8_int last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int last_v = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + i_vec, last_v);
            long t4 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t4);
            vcc_v8_int t5 = a_v_1 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int last_v_1 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t4, last_v_1);
            long t6 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_int t7 = a_v_2 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int last_v_2 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t6, last_v_2);
            long t8 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_int t9 = a_v_3 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            last_v_3 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t8, last_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = last_v_3[7];
    } else {
        t10 = 0;
        t11 = -1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_int t15 = a_v_4 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            last_v_4 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t14, last_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = last_v_4[7];
    } else {
        i = t10;
        last = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        last = a[t16] * 2 + 1;
        b[t16] = last;
    }
    return last;
}

int final_index(int n, short *a) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at live_out.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t6 = __builtin_convertvector(t5, vcc_v8_short);
            vcc_store(a + i_vec, t6);
            vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t7;
            vcc_v8_int t8 = i_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t9 = __builtin_convertvector(t8, vcc_v8_short);
            vcc_store(a + (i_vec + 8L), t9);
            vcc_v8_uint t10 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t10;
            vcc_v8_int t11 = i_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t12 = __builtin_convertvector(t11, vcc_v8_short);
            vcc_store(a + (i_vec + 16L), t12);
            vcc_v8_uint t13 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t13;
            vcc_v8_int t14 = i_v_5 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t15 = __builtin_convertvector(t14, vcc_v8_short);
            vcc_store(a + (i_vec + 24L), t15);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        vcc_v8_int t19 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint i_v_1 = t20 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            vcc_v8_int t21 = i_v_6 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t22 = __builtin_convertvector(t21, vcc_v8_short);
            vcc_store(a + ((long)t16 + i_vec_1), t22);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

long second_induction(int n, long *a) {
    long j;
    int t8;
    long t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long t3 = (vcc_v4_long){10L, 10L, 10L, 10L};
        vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
        vcc_v4_ulong j_v = t4 + (vcc_v4_ulong){0UL, 3UL, 6UL, 9UL};
        long i_vec = 0L;
        /* vcc: loop at live_out.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long j_v_2 = (vcc_v4_long)j_v;
            vcc_store(a + i_vec, j_v_2);
            vcc_v4_ulong t5 = j_v + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long j_v_3 = (vcc_v4_long)t5;
            vcc_store(a + (i_vec + 4L), j_v_3);
            vcc_v4_ulong t6 = j_v + (vcc_v4_ulong){24UL, 24UL, 24UL, 24UL};
            vcc_v4_long j_v_4 = (vcc_v4_long)t6;
            vcc_store(a + (i_vec + 8L), j_v_4);
            vcc_v4_ulong t7 = j_v + (vcc_v4_ulong){36UL, 36UL, 36UL, 36UL};
            vcc_v4_long j_v_5 = (vcc_v4_long)t7;
            vcc_store(a + (i_vec + 12L), j_v_5);
            i_vec += 16L;
            j_v = j_v + (vcc_v4_ulong){48UL, 48UL, 48UL, 48UL};
        } while (i_vec < t2);
        t8 = (int)t2;
        t9 = 10L + t2 * 3L;
    } else {
        t8 = 0;
        t9 = 10L;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        vcc_v4_long t12 = (vcc_v4_long){t9, t9, t9, t9};
        vcc_v4_ulong t13 = (vcc_v4_ulong)t12;
        vcc_v4_ulong j_v_1 = t13 + (vcc_v4_ulong){0UL, 3UL, 6UL, 9UL};
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long j_v_6 = (vcc_v4_long)j_v_1;
            vcc_store(a + ((long)t8 + i_vec_1), j_v_6);
            i_vec_1 += 4L;
            j_v_1 = j_v_1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        j = t9 + t11 * 3L;
    } else {
        i = t8;
        j = t9;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    int above;
    float last;
    vcc_v8_float last_v_3;
    vcc_m8 above_v;
    int t7;
    int t8;
    float t9;
    vcc_v8_float last_v_4;
    vcc_m8 above_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float last_v = a_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(b + i_vec, last_v);
            long t3 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float last_v_1 = a_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(b + t3, last_v_1);
            long t4 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float last_v_2 = a_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(b + t4, last_v_2);
            long t5 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t5);
            last_v_3 = a_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            above_v = (vcc_m8)(a_v_3 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_store(b + t5, last_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t6 = __builtin_convertvector(above_v & 1, vcc_v8_int);
        t7 = (int)t2;
        t8 = t6[7];
        t9 = last_v_3[7];
    } else {
        t7 = 0;
        t8 = 0;
        t9 = 0.0f;
    }
    long t10 = (long)n + (long)t7 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = (long)t7 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t12);
            last_v_4 = a_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            above_v_1 = (vcc_m8)(a_v_4 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_store(b + t12, last_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        vcc_v8_int t13 = __builtin_convertvector(above_v_1 & 1, vcc_v8_int);
        i = (int)((long)t7 + t11);
        above = t13[7];
        last = last_v_4[7];
    } else {
        i = t7;
        above = t8;
        last = t9;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        last = t15 * 0.5f;
        above = t15 > 10.0f;
        b[t14] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
int last_index(int n, long *restrict b) {
    int t16;
    int t17;
    vcc_v4_int i_v_6;
    int i;
    int k;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at live_out.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_long t5 = __builtin_convertvector(i_v_2, vcc_v4_long);
            vcc_v4_long t6 = t5 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + i_vec, t6);
            vcc_v4_uint t7 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t7;
            vcc_v4_long t8 = __builtin_convertvector(i_v_3, vcc_v4_long);
            vcc_v4_long t9 = t8 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (i_vec + 4L), t9);
            vcc_v4_uint t10 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t10;
            vcc_v4_long t11 = __builtin_convertvector(i_v_4, vcc_v4_long);
            vcc_v4_long t12 = t11 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (i_vec + 8L), t12);
            vcc_v4_uint t13 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t13;
            vcc_v4_long t14 = __builtin_convertvector(i_v_5, vcc_v4_long);
            vcc_v4_long t15 = t14 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (i_vec + 12L), t15);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t16 = (int)t2;
        t17 = (int)(-1L + t2);
    } else {
        t16 = 0;
        t17 = -1;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        vcc_v4_int t20 = (vcc_v4_int){t16, t16, t16, t16};
        vcc_v4_uint t21 = (vcc_v4_uint)t20;
        vcc_v4_uint i_v_1 = t21 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_long t22 = __builtin_convertvector(i_v_6, vcc_v4_long);
            vcc_v4_long t23 = t22 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + ((long)t16 + i_vec_1), t23);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
        k = i_v_6[3];
    } else {
        i = t16;
        k = t17;
    }
    for (; i < n; k = i, i++) {
        long t24 = (long)i;
        b[t24] = t24 * 3L;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
int last_positive(int n, const int *a) {
    int last;
    int t18;
    int t19;
    int i;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_int last_v = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int last_v_1 = last_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at live_out.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            last_v = vcc_select(vcc_v8_int, (vcc_v8_int)t6, a_v, last_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t9 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            last_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, a_v_1, last_v_1);
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_m8 t11 = (vcc_m8)(t2 > t1);
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, last_v_1, last_v);
        int t14 = vcc_reduce_max(int, t12);
        vcc_v8_int t15 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_m8 t16 = (vcc_m8)(t12 == t15);
        vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t13, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        t18 = (int)t5;
        t19 = t14 < 0 ? 0 : vcc_reduce(int, t17, |);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_int last_v_2 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at live_out.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t18 + i_vec_1));
            vcc_m8 t22 = (vcc_m8)(a_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            last_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, a_v_2, last_v_2);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        vcc_m8 t27 = (vcc_m8)(t3 == t26);
        vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, last_v_2, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        i = (int)((long)t18 + t21);
        last_1 = t25 < 0 ? t19 : vcc_reduce(int, t28, |);
    } else {
        i = t18;
        last_1 = t19;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

int main(void) {
    int flag;
    int n;
    int t1;
    int t15;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        const int *t2 = a;
        int last = last_value(n, b, t2);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t3 = (unsigned long)n;
        unsigned long t4 = t3 * 8UL;
        const void *t5 = (const void *)l;
        unsigned long t6 = hash_bytes(t5, t4);
        unsigned long t7 = hash_bytes((const void *)s, t3 * 2UL);
        unsigned long t8 = t3 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)hash_bytes((const void *)b, t8), idx, (unsigned long long)t7, j, (unsigned long long)t6);
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        long t9 = (long)n;
        if (t9 >= 16L) {
            long t10 = t9 & -16L;
            long i_vec = 0L;
            /* vcc: loop at live_out.c:77 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                float *t11 = fa + i_vec;
                vcc_v8_float fa_v = vcc_load(vcc_v8_float, t11);
                vcc_v8_float t12 = fa_v / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t11, t12);
                float *t13 = fa + (i_vec + 8L);
                vcc_v8_float fa_v_1 = vcc_load(vcc_v8_float, t13);
                vcc_v8_float t14 = fa_v_1 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t13, t14);
                i_vec += 16L;
            } while (i_vec < t10);
            t15 = (int)t10;
        } else {
            t15 = 0;
        }
        long t16 = (long)n + (long)t15 * -1L;
        if (t16 >= 8L) {
            long t17 = t16 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at live_out.c:77 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t18 = fa + ((long)t15 + i_vec_1);
                vcc_v8_float fa_v_2 = vcc_load(vcc_v8_float, t18);
                vcc_v8_float t19 = fa_v_2 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t18, t19);
                i_vec_1 += 8L;
            } while (i_vec_1 < t17);
            i = (int)((long)t15 + t17);
        } else {
            i = t15;
        }
        for (; i < n; i++) {
            float *t20 = fa + i;
            *t20 = *t20 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t21 = hash_bytes((const void *)fb, t8);
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t21);
        int k = last_index(n, l);
        int t22 = last_positive(n, t2);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)hash_bytes(t5, t4), t22);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
