/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reductions into a _Bool: `r |= x`, `r &= c`, `r ^= c` (C converts each update back with
   `!= 0`, so the accumulator's byte lanes hold x != 0 ORed in, or the comparisons' 0 or 1),
   and a _Bool set under a condition (`found = 1`: any-of). The driver makes the answer depend
   on one element at every position of short arrays (and at many of long ones), so a lane
   dropped from the reduction or a wrong identity changes what is printed. */

_Bool any_negative(const int *a, int n) {
    _Bool r;
    int t8;
    _Bool t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t5 = (vcc_m8)(a_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = r_v | r_v_1;
        t8 = (int)t2;
        t9 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t7, |));
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t8 + i_vec_1));
            vcc_m8 t12 = (vcc_m8)(a_v_2 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        r = (_Bool)(t9 | vcc_reduce(_Bool, r_v_2, |));
    } else {
        i = t8;
        r = t9;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

_Bool all_positive(const int *a, int n) {
    _Bool r;
    int t8;
    _Bool t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v & t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t5 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 & t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = r_v & r_v_1;
        t8 = (int)t2;
        t9 = (_Bool)((_Bool)1 & vcc_reduce(_Bool, t7, &));
    } else {
        t8 = 0;
        t9 = (_Bool)1;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t8 + i_vec_1));
            vcc_m8 t12 = (vcc_m8)(a_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 & t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        r = (_Bool)(t9 & vcc_reduce(_Bool, r_v_2, &));
    } else {
        i = t8;
        r = t9;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (a[i] > 0));
    }
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
_Bool any_nonzero(const int *a, int n) {
    _Bool r;
    int t8;
    _Bool t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t5 = (vcc_m8)(a_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = r_v | r_v_1;
        t8 = (int)t2;
        t9 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t7, |));
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t8 + i_vec_1));
            vcc_m8 t12 = (vcc_m8)(a_v_2 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        r = (_Bool)(t9 | vcc_reduce(_Bool, r_v_2, |));
    } else {
        i = t8;
        r = t9;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | a[i]);
    }
    return r;
}

/* The parity of the negative elements. */
_Bool odd_negatives(const int *a, int n) {
    _Bool r;
    int t8;
    _Bool t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v ^ t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t5 = (vcc_m8)(a_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 ^ t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = r_v ^ r_v_1;
        t8 = (int)t2;
        t9 = (_Bool)((_Bool)0 ^ vcc_reduce(_Bool, t7, ^));
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t8 + i_vec_1));
            vcc_m8 t12 = (vcc_m8)(a_v_2 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 ^ t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        r = (_Bool)(t9 ^ vcc_reduce(_Bool, r_v_2, ^));
    } else {
        i = t8;
        r = t9;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r ^ (a[i] < 0));
    }
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
_Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    _Bool r;
    int t8;
    _Bool t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uchar c_v = (vcc_v8_uchar){c, c, c, c, c, c, c, c};
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + i_vec);
            vcc_m8 t3 = __builtin_convertvector(s_v == c_v, vcc_m8);
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + (i_vec + 8L));
            vcc_m8 t5 = __builtin_convertvector(s_v_1 == c_v, vcc_m8);
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = r_v | r_v_1;
        t8 = (int)t2;
        t9 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t7, |));
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_uchar c_v_1 = (vcc_v8_uchar){c, c, c, c, c, c, c, c};
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + ((long)t8 + i_vec_1));
            vcc_m8 t12 = __builtin_convertvector(s_v_2 == c_v_1, vcc_m8);
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        r = (_Bool)(t9 | vcc_reduce(_Bool, r_v_2, |));
    } else {
        i = t8;
        r = t9;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | ((int)s[i] == (int)c));
    }
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
_Bool all_set(const _Bool *f, int n, _Bool start) {
    _Bool r;
    int t10;
    _Bool t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:51 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar f_v = vcc_load(vcc_v8_uchar, f + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(f_v, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t5 = vcc_select(vcc_v8_schar, __builtin_convertvector(t4, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v & t5;
            vcc_v8_uchar f_v_1 = vcc_load(vcc_v8_uchar, f + (i_vec + 8L));
            vcc_v8_int t6 = __builtin_convertvector(__builtin_convertvector(f_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t7 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector(t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 & t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t9 = r_v & r_v_1;
        t10 = (int)t2;
        t11 = (_Bool)(start & vcc_reduce(_Bool, t9, &));
    } else {
        t10 = 0;
        t11 = start;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar f_v_2 = vcc_load(vcc_v8_uchar, f + ((long)t10 + i_vec_1));
            vcc_v8_int t14 = __builtin_convertvector(__builtin_convertvector(f_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t16 = vcc_select(vcc_v8_schar, __builtin_convertvector(t15, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 & t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        r = (_Bool)(t11 & vcc_reduce(_Bool, r_v_2, &));
    } else {
        i = t10;
        r = t11;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
_Bool contains(const int *a, int n, int x) {
    int t18;
    _Bool t19;
    int i;
    _Bool found;
    _Bool found_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uchar found_v = vcc_splat(vcc_v8_uchar, (_Bool)0);
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uchar found_v_1 = found_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:59 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v == x_v);
            found_v = vcc_select(vcc_v8_schar, __builtin_convertvector(t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t9 = (vcc_m8)(a_v_1 == x_v);
            found_v_1 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_1);
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_m8 t11 = (vcc_m8)(t2 > t1);
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t11, vcc_v8_schar), found_v_1, found_v);
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
        vcc_v8_uchar found_v_2 = (vcc_v8_uchar){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_v8_int x_v_1 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t18 + i_vec_1));
            vcc_m8 t22 = (vcc_m8)(a_v_2 == x_v_1);
            found_v_2 = vcc_select(vcc_v8_schar, __builtin_convertvector(t22, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_2);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        vcc_m8 t27 = (vcc_m8)(t3 == t26);
        vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector(t27, vcc_v8_schar), found_v_2, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t18 + t21);
        found = (_Bool)(t25 < 0 ? t19 : vcc_reduce(_Bool, t28, |));
    } else {
        i = t18;
        found = t19;
    }
    for (; i < n; i++, found = found_1) {
        if (a[i] == x) {
            found_1 = (_Bool)1;
        } else {
            found_1 = found;
        }
    }
    return found;
}

/* A conditional clear, from a start the caller passes. */
_Bool none_equal(const short *a, int n, short x, _Bool start) {
    int i;
    _Bool ok;
    _Bool ok_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uchar ok_v = (vcc_v16_uchar){start, start, start, start, start, start, start, start, start, start, start, start, start, start, start, start};
        vcc_v16_short x_v = (vcc_v16_short){x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:68 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_m16 t4 = (vcc_m16)(a_v == x_v);
            ok_v = vcc_select(vcc_v16_schar, __builtin_convertvector(t4, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}), ok_v);
            vcc_v16_int t5 = vcc_splat(vcc_v16_int, (int)i_vec);
            vcc_v16_int t6 = t5 + (vcc_v16_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            t1 = vcc_select(vcc_v16_int, __builtin_convertvector(t4, vcc_v16_int), t6, t1);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_reduce_max(int, t1);
        vcc_v16_int t8 = (vcc_v16_int){t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_m16 t9 = __builtin_convertvector(t1 == t8, vcc_m16);
        vcc_v16_uchar t10 = vcc_select(vcc_v16_schar, __builtin_convertvector(t9, vcc_v16_schar), ok_v, ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)t3;
        ok = (_Bool)(t7 < 0 ? start : vcc_reduce(_Bool, t10, |));
    } else {
        i = 0;
        ok = start;
    }
    for (; i < n; i++, ok = ok_1) {
        if ((int)a[i] == (int)x) {
            ok_1 = (_Bool)0;
        } else {
            ok_1 = ok;
        }
    }
    return ok;
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        unsigned char *s = new_array(n, 1);
        _Bool *f = new_array(n, sizeof(_Bool));
        short *h = new_array(n, sizeof(short));
        for (int p = -1; p < n; p++) {
            if (n > 100 && p > 70 && p < n - 70 && p % 31 != 0)
                continue;
            /* All "neutral" but position p (and, for the parity, every seventh beyond it). */
            for (int k = 0; k < n; k++) {
                a[k] = 1 + (int)(next_rand() % 1000);
                s[k] = (unsigned char)(1 + next_rand() % 200);
                f[k] = 1;
                h[k] = (short)(next_rand() % 1000);
            }
            if (p >= 0) {
                a[p] = -(int)(1 + next_rand() % 5);
                s[p] = 250;
                f[p] = 0;
                h[p] = -3;
            }
            mix(any_negative(a, n));
            mix(all_positive(a, n));
            mix(contains(a, n, n > 0 ? a[p >= 0 ? p : 0] : 5));
            mix(contains(a, n, -9));
            mix(has_byte(s, n, 250));
            mix(all_set(f, n, 1));
            mix(all_set(f, n, 0));
            mix(none_equal(h, n, -3, 1));
            mix(none_equal(h, n, -3, 0));
            for (int k = p + 1; k < n; k += 7)
                a[k] = -a[k];
            mix(odd_negatives(a, n));
            for (int k = 0; k < n; k++)
                a[k] = (k == p) ? (int)(next_rand() % 3) + 1 : 0;
            mix(any_nonzero(a, n));
        }
        free(a);
        free(s);
        free(f);
        free(h);
    }
    printf("%llu\n", total);
    return 0;
}
