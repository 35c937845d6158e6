/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
void store_positive(int n, int *restrict b, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    int t17;
    vcc_v8_int t18;
    vcc_m8 t19;
    vcc_v8_int t20;
    long t21;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_int, a + t4);
            t7 = vcc_load(vcc_v8_int, a + t5);
            t8 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t9 = (vcc_m8)(t7 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t10 = vcc_load(vcc_v8_int, a + t4);
            t11 = vcc_load(vcc_v8_int, a + t5);
            vcc_store_masked(b + t4, t10, t8);
            vcc_store_masked(b + t5, t11, t9);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t16 = 0L;
        for (;;) {
            t17 = (int)((long)t13 + t16);
            t18 = vcc_load(vcc_v8_int, a + t17);
            t19 = (vcc_m8)(t18 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t20 = vcc_load(vcc_v8_int, a + t17);
            vcc_store_masked(b + t17, t20, t19);
            t21 = t16 + 8L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if (a[i] > 0) {
            b[i] = a[i];
        }
    }
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    long t33;
    int i;
    int *t34;
    int t35;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_int, a + t4);
            t7 = vcc_load(vcc_v8_int, a + t5);
            t8 = vcc_load(vcc_v8_int, b + t4);
            t9 = vcc_load(vcc_v8_int, b + t5);
            t10 = (vcc_m8)(t6 > t8);
            t11 = (vcc_m8)(t7 > t9);
            t12 = ~t10;
            t13 = ~t11;
            t14 = vcc_load(vcc_v8_int, b + t4);
            t15 = vcc_load(vcc_v8_int, b + t5);
            t16 = vcc_load(vcc_v8_int, a + t4);
            t17 = vcc_load(vcc_v8_int, a + t5);
            t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, t16);
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t15, t17);
            vcc_store(c + t4, t18);
            vcc_store(c + t5, t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (int)((long)t21 + t24);
            t26 = vcc_load(vcc_v8_int, a + t25);
            t27 = vcc_load(vcc_v8_int, b + t25);
            t28 = (vcc_m8)(t26 > t27);
            t29 = ~t28;
            t30 = vcc_load(vcc_v8_int, b + t25);
            t31 = vcc_load(vcc_v8_int, a + t25);
            t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t30, t31);
            vcc_store(c + t25, t32);
            t33 = t24 + 8L;
            if (t33 >= t23) {
                break;
            }
            t24 = t33;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t34 = c + i;
        if (a[i] > b[i]) {
            t35 = a[i];
        } else {
            t35 = b[i];
        }
        *t34 = t35;
    }
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    long t19;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, a + t4);
            t6 = t5 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t7 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t8 = ~t7;
            t9 = vcc_load(vcc_v8_int, a + t4);
            t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t11 = t9 / t10;
            t12 = vcc_load(vcc_v8_int, a + t4);
            t13 = (vcc_v8_uint)t12;
            t14 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t15 = t13 * t14;
            t16 = (vcc_v8_int)t15;
            t17 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t16, t11);
            vcc_store(c + t4, t18);
            t19 = t3 + 8L;
            if (t19 >= t2) {
                break;
            }
            t3 = t19;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] & 1) {
            c[i] = a[i] * 3;
        } else {
            c[i] = a[i] / 2;
        }
    }
}

int sum_above(int n, const int *a, int t) {
    long t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    int t7;
    int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    long t21;
    vcc_v8_uint t22;
    int t23;
    int t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    long t28;
    vcc_v8_uint t29;
    int t30;
    vcc_v8_int t31;
    vcc_m8 t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    long t37;
    int i;
    int s;
    int s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t4 = 0L;
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t7 = (int)((long)0 + t4);
            t8 = (int)((long)0 + (t4 + 8L));
            t9 = vcc_load(vcc_v8_int, a + t7);
            t10 = vcc_load(vcc_v8_int, a + t8);
            t11 = (vcc_m8)(t9 > t3);
            t12 = (vcc_m8)(t10 > t3);
            t13 = vcc_load(vcc_v8_int, a + t7);
            t14 = vcc_load(vcc_v8_int, a + t8);
            t15 = (vcc_v8_uint)t13;
            t16 = t5 + t15;
            t17 = (vcc_v8_uint)t14;
            t18 = t6 + t17;
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t16, t5);
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t18, t6);
            t21 = t4 + 16L;
            if (t21 >= t2) {
                break;
            }
            t4 = t21;
            t5 = t19;
            t6 = t20;
        }
        t22 = t19 + t20;
        t23 = (int)((long)0 + t2);
        t24 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t22, +));
    } else {
        t23 = 0;
        t24 = 0;
    }
    t25 = (long)n + (long)t23 * -1L;
    if (t25 >= 8L) {
        t26 = t25 & -8L;
        t27 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t28 = 0L;
        t29 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t30 = (int)((long)t23 + t28);
            t31 = vcc_load(vcc_v8_int, a + t30);
            t32 = (vcc_m8)(t31 > t27);
            t33 = vcc_load(vcc_v8_int, a + t30);
            t34 = (vcc_v8_uint)t33;
            t35 = t29 + t34;
            t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t35, t29);
            t37 = t28 + 8L;
            if (t37 >= t26) {
                break;
            }
            t28 = t37;
            t29 = t36;
        }
        i = (int)((long)t23 + t26);
        s = (int)((unsigned int)t24 + vcc_reduce(unsigned int, t36, +));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++, s = s_1) {
        if (a[i] > t) {
            s_1 = s + a[i];
        } else {
            s_1 = s;
        }
    }
    return s;
}

void nested(int n, float *restrict c, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_m8 t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = (vcc_m8)(t5 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            t7 = ~t6;
            t8 = vcc_load(vcc_v8_float, a + t4);
            t9 = -t8;
            vcc_store_masked(c + t4, t9, t7);
            t10 = vcc_load(vcc_v8_float, a + t4);
            t11 = (vcc_m8)(t10 > (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f});
            t12 = ~t11;
            t13 = t6 & t12;
            t14 = vcc_load(vcc_v8_float, a + t4);
            t15 = t14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked(c + t4, t15, t13);
            t16 = t6 & t11;
            vcc_store_masked(c + t4, ((vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f}), t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] > 0.0f) {
            if (a[i] > 100.0f) {
                c[i] = 100.0f;
            } else {
                c[i] = a[i] * 2.0f;
            }
        } else {
            c[i] = -a[i];
        }
    }
}

void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    long t8;
    int t9;
    vcc_v8_int t10;
    int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    long t26;
    int t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    long t33;
    int t34;
    vcc_v8_int t35;
    vcc_m8 t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    long t42;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t6 = vcc_splat(vcc_v8_int, (int)((long)0 + 0L));
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t8 = 0L;
        for (;;) {
            t9 = (int)((long)0 + t8);
            t10 = (vcc_v8_int)t1;
            t11 = (int)((long)0 + (t8 + 8L));
            t12 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t13 = (vcc_v8_int)t12;
            t14 = (vcc_m8)(t10 < t5);
            t15 = (vcc_m8)(t13 < t5);
            t16 = vcc_load_masked(vcc_v8_int, b + t9, t14);
            t17 = vcc_load_masked(vcc_v8_int, b + t11, t15);
            t18 = (vcc_v8_uint)t16;
            t19 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t20 = t18 + t19;
            t21 = (vcc_v8_int)t20;
            t22 = (vcc_v8_uint)t17;
            t23 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t24 = t22 + t23;
            t25 = (vcc_v8_int)t24;
            vcc_store_masked(c + t9, t21, t14);
            vcc_store_masked(c + t11, t25, t15);
            t26 = t8 + 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t26 >= t4) {
                break;
            }
            t8 = t26;
        }
        t27 = (int)((long)0 + t4);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t31 = vcc_splat(vcc_v8_int, (int)((long)t27 + 0L));
        t32 = (vcc_v8_uint)t31;
        t2 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t33 = 0L;
        for (;;) {
            t34 = (int)((long)t27 + t33);
            t35 = (vcc_v8_int)t2;
            t36 = (vcc_m8)(t35 < t30);
            t37 = vcc_load_masked(vcc_v8_int, b + t34, t36);
            t38 = (vcc_v8_uint)t37;
            t39 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t40 = t38 + t39;
            t41 = (vcc_v8_int)t40;
            vcc_store_masked(c + t34, t41, t36);
            t42 = t33 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t42 >= t29) {
                break;
            }
            t33 = t42;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        if (i < k) {
            c[i] = b[i] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
