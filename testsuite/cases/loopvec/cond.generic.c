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
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, a + t4);
            t6 = (vcc_m8)(t5 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t7 = vcc_load(vcc_v8_int, a + t4);
            vcc_store_masked(b + t4, t7, t6);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    long t12;
    int i;
    int *t13;
    int t14;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, a + t4);
            t6 = vcc_load(vcc_v8_int, b + t4);
            t7 = (vcc_m8)(t5 > t6);
            t8 = ~t7;
            t9 = vcc_load(vcc_v8_int, b + t4);
            t10 = vcc_load(vcc_v8_int, a + t4);
            t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t9, t10);
            vcc_store(c + t4, t11);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = c + i;
        if (a[i] > b[i]) {
            t14 = a[i];
        } else {
            t14 = b[i];
        }
        *t13 = t14;
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
    int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    long t13;
    int i;
    int s;
    int s_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t4 = 0L;
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = (int)((long)0 + t4);
            t7 = vcc_load(vcc_v8_int, a + t6);
            t8 = (vcc_m8)(t7 > t3);
            t9 = vcc_load(vcc_v8_int, a + t6);
            t10 = (vcc_v8_uint)t9;
            t11 = t5 + t10;
            t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t11, t5);
            t13 = t4 + 8L;
            if (t13 >= t2) {
                break;
            }
            t4 = t13;
            t5 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t12, +));
    } else {
        i = 0;
        s = 0;
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
    long t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
            t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = (vcc_m8)(t7 < t3);
            t9 = vcc_load_masked(vcc_v8_int, b + t5, t8);
            t10 = (vcc_v8_uint)t9;
            t11 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t12 = t10 + t11;
            t13 = (vcc_v8_int)t12;
            vcc_store_masked(c + t5, t13, t8);
            t14 = t4 + 8L;
            if (t14 >= t2) {
                break;
            }
            t4 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
