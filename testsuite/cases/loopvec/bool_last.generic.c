/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
_Bool last_positive(int n, const int *restrict a) {
    _Bool b;
    vcc_v16_uchar t7;
    int t8;
    _Bool t9;
    vcc_v16_uchar t14;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            vcc_v16_int t5 = vcc_load(vcc_v16_int, a + (int)(t1 + 16L));
            vcc_m16 t6 = __builtin_convertvector(t5 > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            t7 = vcc_select(vcc_v16_schar, __builtin_convertvector(t6, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t1 += 32L;
        } while (t1 < t4);
        t8 = (int)t4;
        t9 = t7[15];
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long t2 = 0L;
        do {
            vcc_v16_int t12 = vcc_load(vcc_v16_int, a + (int)((long)t8 + t2));
            vcc_m16 t13 = __builtin_convertvector(t12 > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            t14 = vcc_select(vcc_v16_schar, __builtin_convertvector(t13, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 += 16L;
        } while (t2 < t11);
        i = (int)((long)t8 + t11);
        b = t14[15];
    } else {
        i = t8;
        b = t9;
    }
    for (; i < n; i++) {
        b = (_Bool)(a[i] > 0);
    }
    return b;
}

/* A `_Bool` set under a condition to another `_Bool`: legal, but the cost model finds the
   scalar loop cheaper (remarks). */
_Bool cond_flag(int n, const int *restrict a, const _Bool *restrict f) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b = f[i];
    return b;
}

/* Vectorized: any-of into a `_Bool`. */
_Bool any_negative(int n, const int *restrict a) {
    int t27;
    _Bool t28;
    int i;
    _Bool b;
    _Bool b_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_uchar t1 = vcc_splat(vcc_v8_uchar, (_Bool)0);
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uchar t4 = t1;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t11 = t2 + 8L;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)t2);
            vcc_m8 t13 = (vcc_m8)(t12 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t1 = vcc_select(vcc_v8_schar, __builtin_convertvector(t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t1);
            vcc_v8_int t14 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t15 = t14 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t15, t3);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)t11);
            vcc_m8 t17 = (vcc_m8)(t16 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t4);
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, (int)t11);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t19, t5);
            t2 += 16L;
        } while (t2 < t10);
        vcc_m8 t20 = (vcc_m8)(t5 > t3);
        vcc_v8_int t21 = vcc_max(vcc_v8_int, t5, t3);
        vcc_v8_uchar t22 = vcc_select(vcc_v8_schar, __builtin_convertvector(t20, vcc_v8_schar), t4, t1);
        int t23 = vcc_reduce_max(int, t21);
        vcc_v8_int t24 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        vcc_m8 t25 = (vcc_m8)(t21 == t24);
        vcc_v8_uchar t26 = vcc_select(vcc_v8_schar, __builtin_convertvector(t25, vcc_v8_schar), t22, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t27 = (int)t10;
        t28 = (_Bool)(t23 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t26, |));
    } else {
        t27 = 0;
        t28 = (_Bool)0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -8L;
        vcc_v8_uchar t6 = (vcc_v8_uchar){t28, t28, t28, t28, t28, t28, t28, t28};
        long t7 = 0L;
        vcc_v8_int t8 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t31 = vcc_load(vcc_v8_int, a + (int)((long)t27 + t7));
            vcc_m8 t32 = (vcc_m8)(t31 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t32, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t6);
            vcc_v8_int t33 = vcc_splat(vcc_v8_int, (int)t7);
            vcc_v8_int t34 = t33 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t34, t8);
            t7 += 8L;
        } while (t7 < t30);
        int t35 = vcc_reduce_max(int, t8);
        vcc_v8_int t36 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
        vcc_m8 t37 = (vcc_m8)(t8 == t36);
        vcc_v8_uchar t38 = vcc_select(vcc_v8_schar, __builtin_convertvector(t37, vcc_v8_schar), t6, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t27 + t30);
        b = (_Bool)(t35 < 0 ? t28 : vcc_reduce(_Bool, t38, |));
    } else {
        i = t27;
        b = t28;
    }
    for (; i < n; i++, b = b_1) {
        if (a[i] < 0) {
            b_1 = (_Bool)1;
        } else {
            b_1 = b;
        }
    }
    return b;
}

/* Vectorized: the same as an `int`. */
int last_positive_int(int n, const int *restrict a) {
    int b;
    vcc_m8 t6;
    int t8;
    int t9;
    vcc_m8 t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            vcc_v8_int t5 = vcc_load(vcc_v8_int, a + (int)(t1 + 24L));
            t6 = (vcc_m8)(t5 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t1 += 32L;
        } while (t1 < t4);
        vcc_v8_int t7 = __builtin_convertvector(t6 & 1, vcc_v8_int);
        t8 = (int)t4;
        t9 = t7[7];
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t2 = 0L;
        do {
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)((long)t8 + t2));
            t13 = (vcc_m8)(t12 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t2 += 8L;
        } while (t2 < t11);
        vcc_v8_int t14 = __builtin_convertvector(t13 & 1, vcc_v8_int);
        i = (int)((long)t8 + t11);
        b = t14[7];
    } else {
        i = t8;
        b = t9;
    }
    for (; i < n; i++) {
        b = a[i] > 0;
    }
    return b;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        _Bool *f = new_array(n, sizeof(_Bool));
        FILL(a, n, -3, 100);
        FILL(f, n, 0, 2);
        printf("n=%d %d %d %d %d\n", n, last_positive(n, a), cond_flag(n, a, f), any_negative(n, a), last_positive_int(n, a));
        free(a), free(f);
    }
    return 0;
}
