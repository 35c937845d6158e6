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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last;
    vcc_v8_int t20;
    int t21;
    int t22;
    vcc_v8_int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_int t7 = t6 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + t9);
            vcc_v8_int t11 = t10 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t12 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + t13);
            vcc_v8_int t15 = t14 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t16 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_int t19 = t18 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t20 = t19 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
        t22 = t20[7];
    } else {
        t21 = 0;
        t22 = -1;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t21 + t2);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, a + t25);
            vcc_v8_int t27 = t26 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t28 = t27 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(b + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t21 + t24);
        last = t28[7];
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        last = a[t29] * 2 + 1;
        b[t29] = last;
    }
    return last;
}

int final_index(int n, short *a) {
    int t24;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t9 = (vcc_v8_int)t1;
            vcc_v8_int t10 = t9 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t11 = __builtin_convertvector(t10, vcc_v8_short);
            vcc_store(a + (int)t2, t11);
            vcc_v8_uint t12 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t13 = (vcc_v8_int)t12;
            vcc_v8_int t14 = t13 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t15 = __builtin_convertvector(t14, vcc_v8_short);
            vcc_store(a + (int)(t2 + 8L), t15);
            vcc_v8_uint t16 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int t18 = t17 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t19 = __builtin_convertvector(t18, vcc_v8_short);
            vcc_store(a + (int)(t2 + 16L), t19);
            vcc_v8_uint t20 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_v8_int t22 = t21 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t23 = __builtin_convertvector(t22, vcc_v8_short);
            vcc_store(a + (int)(t2 + 24L), t23);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t6);
        t24 = (int)t6;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        vcc_v8_int t27 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t3 = t28 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            vcc_v8_int t29 = (vcc_v8_int)t3;
            vcc_v8_int t30 = t29 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_short t31 = __builtin_convertvector(t30, vcc_v8_short);
            vcc_store(a + (int)((long)t24 + t4), t31);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

long second_induction(int n, long *a) {
    long j;
    int t16;
    long t17;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v4_long t7 = (vcc_v4_long){10L, 10L, 10L, 10L};
        vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
        vcc_v4_ulong t1 = t8 + (vcc_v4_ulong){0UL, 3UL, 6UL, 9UL};
        long t2 = 0L;
        do {
            vcc_v4_long t9 = (vcc_v4_long)t1;
            vcc_store(a + (int)t2, t9);
            vcc_v4_ulong t10 = t1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long t11 = (vcc_v4_long)t10;
            vcc_store(a + (int)(t2 + 4L), t11);
            vcc_v4_ulong t12 = t1 + (vcc_v4_ulong){24UL, 24UL, 24UL, 24UL};
            vcc_v4_long t13 = (vcc_v4_long)t12;
            vcc_store(a + (int)(t2 + 8L), t13);
            vcc_v4_ulong t14 = t1 + (vcc_v4_ulong){36UL, 36UL, 36UL, 36UL};
            vcc_v4_long t15 = (vcc_v4_long)t14;
            vcc_store(a + (int)(t2 + 12L), t15);
            t2 += 16L;
            t1 = t1 + (vcc_v4_ulong){48UL, 48UL, 48UL, 48UL};
        } while (t2 < t6);
        t16 = (int)t6;
        t17 = 10L + t6 * 3L;
    } else {
        t16 = 0;
        t17 = 10L;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        vcc_v4_long t20 = (vcc_v4_long){t17, t17, t17, t17};
        vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
        vcc_v4_ulong t3 = t21 + (vcc_v4_ulong){0UL, 3UL, 6UL, 9UL};
        long t4 = 0L;
        do {
            vcc_v4_long t22 = (vcc_v4_long)t3;
            vcc_store(a + (int)((long)t16 + t4), t22);
            t4 += 4L;
            t3 = t3 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
        } while (t4 < t19);
        i = (int)((long)t16 + t19);
        j = t17 + t19 * 3L;
    } else {
        i = t16;
        j = t17;
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
    vcc_v8_float t16;
    vcc_m8 t17;
    int t19;
    int t20;
    float t21;
    vcc_v8_float t26;
    vcc_m8 t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, a + t5);
            vcc_v8_float t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(b + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            vcc_v8_float t9 = vcc_load(vcc_v8_float, a + t8);
            vcc_v8_float t10 = t9 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(b + t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, a + t11);
            vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(b + t11, t13);
            long t14 = (long)(int)(t1 + 24L);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, a + t14);
            t16 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t17 = (vcc_m8)(t15 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_store(b + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        vcc_v8_int t18 = __builtin_convertvector(t17 & 1, vcc_v8_int);
        t19 = (int)t4;
        t20 = t18[7];
        t21 = t16[7];
    } else {
        t19 = 0;
        t20 = 0;
        t21 = 0.0f;
    }
    long t22 = (long)n + (long)t19 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t19 + t2);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, a + t24);
            t26 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t27 = (vcc_m8)(t25 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_store(b + t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        vcc_v8_int t28 = __builtin_convertvector(t27 & 1, vcc_v8_int);
        i = (int)((long)t19 + t23);
        above = t28[7];
        last = t26[7];
    } else {
        i = t19;
        above = t20;
        last = t21;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = a[t29];
        last = t30 * 0.5f;
        above = t30 > 10.0f;
        b[t29] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
int last_index(int n, long *restrict b) {
    vcc_v4_int t21;
    int t24;
    int t25;
    vcc_v4_int t30;
    int i;
    int k;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v4_int t7 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t8 = (vcc_v4_uint)t7;
        vcc_v4_uint t1 = t8 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        do {
            vcc_v4_int t9 = (vcc_v4_int)t1;
            vcc_v4_long t10 = __builtin_convertvector(t9, vcc_v4_long);
            vcc_v4_long t11 = t10 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (int)t2, t11);
            vcc_v4_uint t12 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t13 = (vcc_v4_int)t12;
            vcc_v4_long t14 = __builtin_convertvector(t13, vcc_v4_long);
            vcc_v4_long t15 = t14 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (int)(t2 + 4L), t15);
            vcc_v4_uint t16 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int t17 = (vcc_v4_int)t16;
            vcc_v4_long t18 = __builtin_convertvector(t17, vcc_v4_long);
            vcc_v4_long t19 = t18 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (int)(t2 + 8L), t19);
            vcc_v4_uint t20 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            t21 = (vcc_v4_int)t20;
            vcc_v4_long t22 = __builtin_convertvector(t21, vcc_v4_long);
            vcc_v4_long t23 = t22 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (int)(t2 + 12L), t23);
            t2 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t24 = (int)t6;
        t25 = t21[3];
    } else {
        t24 = 0;
        t25 = -1;
    }
    long t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        vcc_v4_int t28 = (vcc_v4_int){t24, t24, t24, t24};
        vcc_v4_uint t29 = (vcc_v4_uint)t28;
        vcc_v4_uint t3 = t29 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t4 = 0L;
        do {
            t30 = (vcc_v4_int)t3;
            vcc_v4_long t31 = __builtin_convertvector(t30, vcc_v4_long);
            vcc_v4_long t32 = t31 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_store(b + (int)((long)t24 + t4), t32);
            t4 += 4L;
            t3 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (t4 < t27);
        i = (int)((long)t24 + t27);
        k = t30[3];
    } else {
        i = t24;
        k = t25;
    }
    for (; i < n; k = i, i++) {
        long t33 = (long)i;
        b[t33] = t33 * 3L;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
int last_positive(int n, const int *a) {
    int last;
    int t27;
    int t28;
    int i;
    int last_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t4 = t1;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t11 = t2 + 8L;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)t2);
            vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t12, t1);
            vcc_v8_int t14 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t15 = t14 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t15, t3);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)t11);
            vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t16, t4);
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, (int)t11);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t19, t5);
            t2 += 16L;
        } while (t2 < t10);
        vcc_m8 t20 = (vcc_m8)(t5 > t3);
        vcc_v8_int t21 = vcc_max(vcc_v8_int, t5, t3);
        vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t4, t1);
        int t23 = vcc_reduce_max(int, t21);
        vcc_v8_int t24 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        vcc_m8 t25 = (vcc_m8)(t21 == t24);
        vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t22, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        t27 = (int)t10;
        t28 = t23 < 0 ? 0 : vcc_reduce(int, t26, |);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        long t7 = 0L;
        vcc_v8_int t8 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t31 = vcc_load(vcc_v8_int, a + (int)((long)t27 + t7));
            vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t31, t6);
            vcc_v8_int t33 = vcc_splat(vcc_v8_int, (int)t7);
            vcc_v8_int t34 = t33 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t34, t8);
            t7 += 8L;
        } while (t7 < t30);
        int t35 = vcc_reduce_max(int, t8);
        vcc_v8_int t36 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
        vcc_m8 t37 = (vcc_m8)(t8 == t36);
        vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t6, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        i = (int)((long)t27 + t30);
        last_1 = t35 < 0 ? t28 : vcc_reduce(int, t38, |);
    } else {
        i = t27;
        last_1 = t28;
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
    int t3;
    int t19;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        const int *t4 = a;
        int last = last_value(n, b, t4);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t5 = (unsigned long)n;
        unsigned long t6 = t5 * 8UL;
        const void *t7 = (const void *)l;
        unsigned long t8 = hash_bytes(t7, t6);
        unsigned long t9 = hash_bytes((const void *)s, t5 * 2UL);
        unsigned long t10 = t5 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)hash_bytes((const void *)b, t10), idx, (unsigned long long)t9, j, (unsigned long long)t8);
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        long t11 = (long)n;
        if (t11 >= 16L) {
            long t12 = t11 & -16L;
            long t1 = 0L;
            do {
                float *t13 = fa + (int)t1;
                vcc_v8_float t14 = vcc_load(vcc_v8_float, t13);
                vcc_v8_float t15 = t14 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t13, t15);
                float *t16 = fa + (int)(t1 + 8L);
                vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
                vcc_v8_float t18 = t17 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t16, t18);
                t1 += 16L;
            } while (t1 < t12);
            t19 = (int)t12;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            long t2 = 0L;
            do {
                float *t22 = fa + (int)((long)t19 + t2);
                vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
                vcc_v8_float t24 = t23 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t22, t24);
                t2 += 8L;
            } while (t2 < t21);
            i = (int)((long)t19 + t21);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            float *t25 = fa + i;
            *t25 = *t25 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t26 = hash_bytes((const void *)fb, t10);
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t26);
        int k = last_index(n, l);
        int t27 = last_positive(n, t4);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)hash_bytes(t7, t6), t27);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
