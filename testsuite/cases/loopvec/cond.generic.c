/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
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
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    long t10;
    int t11;
    long t12;
    long t13;
    long t14;
    long t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    long t18;
    int i;
    long t19;
    int t20;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_int, a + t4);
            t7 = vcc_load(vcc_v8_int, a + t5);
            t8 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t9 = (vcc_m8)(t7 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked(b + t4, t6, t8);
            vcc_store_masked(b + t5, t7, t9);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        t11 = (int)((long)0 + t2);
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t14 = 0L;
        for (;;) {
            t15 = (long)(int)((long)t11 + t14);
            t16 = vcc_load(vcc_v8_int, a + t15);
            t17 = (vcc_m8)(t16 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked(b + t15, t16, t17);
            t18 = t14 + 8L;
            if (t18 >= t13) {
                break;
            }
            t14 = t18;
        }
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        t20 = a[t19];
        if (t20 > 0) {
            b[t19] = t20;
        }
    }
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
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
    long t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    long t29;
    int i;
    long t30;
    int *t31;
    int t32;
    int t33;
    int t34;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_int, a + t4);
            t9 = vcc_load(vcc_v8_int, a + t5);
            t10 = vcc_load(vcc_v8_int, a + t6);
            t11 = vcc_load(vcc_v8_int, a + t7);
            t12 = vcc_load(vcc_v8_int, b + t4);
            t13 = vcc_load(vcc_v8_int, b + t5);
            t14 = vcc_load(vcc_v8_int, b + t6);
            t15 = vcc_load(vcc_v8_int, b + t7);
            t16 = vcc_max(vcc_v8_int, t8, t12);
            t17 = vcc_max(vcc_v8_int, t9, t13);
            t18 = vcc_max(vcc_v8_int, t10, t14);
            t19 = vcc_max(vcc_v8_int, t11, t15);
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            vcc_store(c + t6, t18);
            vcc_store(c + t7, t19);
            t20 = t3 + 32L;
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
            t25 = (long)(int)((long)t21 + t24);
            t26 = vcc_load(vcc_v8_int, a + t25);
            t27 = vcc_load(vcc_v8_int, b + t25);
            t28 = vcc_max(vcc_v8_int, t26, t27);
            vcc_store(c + t25, t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t31 = c + t30;
        t32 = a[t30];
        t33 = b[t30];
        if (t32 > t33) {
            t34 = t32;
        } else {
            t34 = t33;
        }
        *t31 = t34;
    }
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_v8_int t15;
    long t16;
    int i;
    long t17;
    int t18;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, a + t4);
            t6 = t5 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t7 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}));
            t9 = t5 / t8;
            t10 = (vcc_v8_uint)t5;
            t11 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t12 = t10 * t11;
            t13 = (vcc_v8_int)t12;
            t14 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t9);
            vcc_store(c + t4, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = a[t17];
        if (t18 & 1) {
            c[t17] = t18 * 3;
        } else {
            c[t17] = t18 / 2;
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
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    long t17;
    vcc_v8_uint t18;
    int t19;
    int t20;
    long t21;
    long t22;
    vcc_v8_int t23;
    long t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    long t31;
    int i;
    int s;
    int t32;
    int s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t4 = 0L;
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t7 = vcc_load(vcc_v8_int, a + (int)((long)0 + t4));
            t8 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t4 + 8L)));
            t9 = (vcc_m8)(t7 > t3);
            t10 = (vcc_m8)(t8 > t3);
            t11 = (vcc_v8_uint)t7;
            t12 = t5 + t11;
            t13 = (vcc_v8_uint)t8;
            t14 = t6 + t13;
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t12, t5);
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t14, t6);
            t17 = t4 + 16L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
            t5 = t15;
            t6 = t16;
        }
        t18 = t15 + t16;
        t19 = (int)((long)0 + t2);
        t20 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t18, +));
    } else {
        t19 = 0;
        t20 = 0;
    }
    t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        t22 = t21 & -8L;
        t23 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t24 = 0L;
        t25 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t26 = vcc_load(vcc_v8_int, a + (int)((long)t19 + t24));
            t27 = (vcc_m8)(t26 > t23);
            t28 = (vcc_v8_uint)t26;
            t29 = t25 + t28;
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t25);
            t31 = t24 + 8L;
            if (t31 >= t22) {
                break;
            }
            t24 = t31;
            t25 = t30;
        }
        i = (int)((long)t19 + t22);
        s = (int)((unsigned int)t20 + vcc_reduce(unsigned int, t30, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++, s = s_1) {
        t32 = a[i];
        if (t32 > t) {
            s_1 = s + t32;
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
    long t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_m8 t13;
    long t14;
    int i;
    long t15;
    float t16;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = (vcc_m8)(t5 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            t7 = ~t6;
            t8 = -t5;
            vcc_store_masked(c + t4, t8, t7);
            t9 = (vcc_m8)(t5 > (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f});
            t10 = ~t9;
            t11 = t6 & t10;
            t12 = t5 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked(c + t4, t12, t11);
            t13 = t6 & t9;
            vcc_store_masked(c + t4, ((vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f}), t13);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = a[t15];
        if (t16 > 0.0f) {
            if (t16 > 100.0f) {
                c[t15] = 100.0f;
            } else {
                c[t15] = t16 * 2.0f;
            }
        } else {
            c[t15] = -t16;
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
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    long t14;
    long t15;
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
    vcc_v8_int t34;
    vcc_m8 t35;
    long t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    long t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t8 = 0L;
        for (;;) {
            t9 = (vcc_v8_int)t1;
            t10 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t11 = (vcc_v8_int)t10;
            t12 = (vcc_m8)(t9 < t5);
            t13 = (vcc_m8)(t11 < t5);
            t14 = (long)(int)((long)0 + t8);
            t15 = (long)(int)((long)0 + (t8 + 8L));
            t16 = vcc_load_masked(vcc_v8_int, b + t14, t12);
            t17 = vcc_load_masked(vcc_v8_int, b + t15, t13);
            t18 = (vcc_v8_uint)t16;
            t19 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t20 = t18 + t19;
            t21 = (vcc_v8_int)t20;
            t22 = (vcc_v8_uint)t17;
            t23 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t24 = t22 + t23;
            t25 = (vcc_v8_int)t24;
            vcc_store_masked(c + t14, t21, t12);
            vcc_store_masked(c + t15, t25, t13);
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
        t31 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        t32 = (vcc_v8_uint)t31;
        t2 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t33 = 0L;
        for (;;) {
            t34 = (vcc_v8_int)t2;
            t35 = (vcc_m8)(t34 < t30);
            t36 = (long)(int)((long)t27 + t33);
            t37 = vcc_load_masked(vcc_v8_int, b + t36, t35);
            t38 = (vcc_v8_uint)t37;
            t39 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t40 = t38 + t39;
            t41 = (vcc_v8_int)t40;
            vcc_store_masked(c + t36, t41, t35);
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
            t43 = (long)i;
            c[t43] = b[t43] + 1;
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
