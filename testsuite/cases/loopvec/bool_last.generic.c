/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
    vcc_v16_uchar b_v;
    int t4;
    _Bool t5;
    vcc_v16_uchar b_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + (i_vec + 16L));
            vcc_m16 t3 = __builtin_convertvector(a_v > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            b_v = vcc_select(vcc_v16_schar, __builtin_convertvector(t3, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            i_vec += 32L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = b_v[15];
    } else {
        t4 = 0;
        t5 = (_Bool)0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + ((long)t4 + i_vec_1));
            vcc_m16 t8 = __builtin_convertvector(a_v_1 > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            b_v_1 = vcc_select(vcc_v16_schar, __builtin_convertvector(t8, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            i_vec_1 += 16L;
        } while (i_vec_1 < t7);
        i = (int)((long)t4 + t7);
        b = b_v_1[15];
    } else {
        i = t4;
        b = t5;
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
    int t18;
    _Bool t19;
    int i;
    _Bool b;
    _Bool b_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uchar b_v = vcc_splat(vcc_v8_uchar, (_Bool)0);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uchar b_v_1 = b_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_last.c:28 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            b_v = vcc_select(vcc_v8_schar, __builtin_convertvector(t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t9 = (vcc_m8)(a_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            b_v_1 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_1);
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_m8 t11 = (vcc_m8)(t2 > t1);
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t11, vcc_v8_schar), b_v_1, b_v);
        int t14 = vcc_reduce_max(int, t12);
        vcc_v8_int t15 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_m8 t16 = (vcc_m8)(t12 == t15);
        vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector(t16, vcc_v8_schar), t13, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t18 = (int)t5;
        t19 = (_Bool)(t14 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t17, |));
    } else {
        t18 = 0;
        t19 = (_Bool)0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_uchar b_v_2 = (vcc_v8_uchar){t19, t19, t19, t19, t19, t19, t19, t19};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_last.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t18 + i_vec_1));
            vcc_m8 t22 = (vcc_m8)(a_v_2 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            b_v_2 = vcc_select(vcc_v8_schar, __builtin_convertvector(t22, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_2);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        vcc_m8 t27 = (vcc_m8)(t3 == t26);
        vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector(t27, vcc_v8_schar), b_v_2, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t18 + t21);
        b = (_Bool)(t25 < 0 ? t19 : vcc_reduce(_Bool, t28, |));
    } else {
        i = t18;
        b = t19;
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
    vcc_m8 b_v;
    int t4;
    int t5;
    vcc_m8 b_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            b_v = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t3 = __builtin_convertvector(b_v & 1, vcc_v8_int);
        t4 = (int)t2;
        t5 = t3[7];
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)t4 + i_vec_1));
            b_v_1 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            i_vec_1 += 8L;
        } while (i_vec_1 < t7);
        vcc_v8_int t8 = __builtin_convertvector(b_v_1 & 1, vcc_v8_int);
        i = (int)((long)t4 + t7);
        b = t8[7];
    } else {
        i = t4;
        b = t5;
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
