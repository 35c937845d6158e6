/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8ulv_swap2(int *a, int i, vcc_v8_int up);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulv_swap2(int *a, int i, vcc_v8_int up, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uulv_tail(int *a, int *b, int i, vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8ulvu_uniform_dir(int *a, int i, vcc_v8_int x, int up);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uulv_apart(int *a, int *b, int i, vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8ulv_reload(int *a, int i, vcc_v8_int x);
#pragma GCC diagnostic pop
/* Stores to the same addresses on both sides of a varying branch (sink_stores.rs): sunk below
   the branch as one unmasked store of a blend per address (swap2; in order; only the trailing
   pair in tail, whose first stores differ). They stay where they are when the branch is uniform
   (uniform_dir), when the addresses differ (apart), and when a load follows them (reload); in
   the masked variant the sunk stores keep the entry mask. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd uniform(a) linear(i) */
void swap2(int *a, int i, int up) {
    int l = a[2 * i], r = a[2 * i + 1];
    int lo = l < r ? l : r, hi = l < r ? r : l;
    if (up) {
        a[2 * i] = lo;
        a[2 * i + 1] = hi;
    } else {
        a[2 * i] = hi;
        a[2 * i + 1] = lo;
    }
}

/* vcc: function at sink_stores.c:11 vector variant _ZGVdN8ulv_swap2 of `swap2`: VL 8, unmasked, a uniform, i linear step 1, up vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8ulv_swap2(int *a, int i, vcc_v8_int up) {
    int t1 = 2 * i;
    int *t2 = a + t1;
    vcc_v8_int t3 = vcc_load(vcc_v8_int, t2);
    vcc_v8_int t4 = vcc_load(vcc_v8_int, t2 + 8);
    vcc_v8_int t5 = __builtin_shufflevector(t3, t4, 0, 2, 4, 6, 8, 10, 12, 14);
    vcc_v8_int t6 = __builtin_shufflevector(t3, t4, 1, 3, 5, 7, 9, 11, 13, 15);
    vcc_v8_int t7 = vcc_min(vcc_v8_int, t5, t6);
    vcc_v8_int t8 = vcc_max(vcc_v8_int, t6, t5);
    vcc_m8 t9 = (vcc_m8)(up != (vcc_v8_int){0});
    vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t7, t8);
    vcc_m8 t11 = (vcc_m8)(up != (vcc_v8_int){0});
    vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t8, t7);
    vcc_v8_long t13 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t14 = t13 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_scatter(t2, t14, t10);
    vcc_v8_long t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t16 = t15 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_scatter(a + (t1 + 1), t16, t12);
}
#pragma GCC diagnostic pop

/* vcc: function at sink_stores.c:11 vector variant _ZGVdM8ulv_swap2 of `swap2`: VL 8, masked, a uniform, i linear step 1, up vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulv_swap2(int *a, int i, vcc_v8_int up, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    int t2 = 2 * i;
    int *t3 = a + t2;
    vcc_v8_long t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t5 = t4 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_int t6 = vcc_gather_masked(vcc_v8_int, t3, t5, t1);
    int *t7 = a + (t2 + 1);
    vcc_v8_long t8 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t9 = t8 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_int t10 = vcc_gather_masked(vcc_v8_int, t7, t9, t1);
    vcc_v8_int t11 = vcc_min(vcc_v8_int, t6, t10);
    vcc_v8_int t12 = vcc_max(vcc_v8_int, t10, t6);
    if (vcc_any(t1)) {
        if (vcc_all(t1)) {
            vcc_m8 t13 = (vcc_m8)(up != (vcc_v8_int){0});
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t11, t12);
            vcc_m8 t15 = (vcc_m8)(up != (vcc_v8_int){0});
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t12, t11);
            vcc_v8_long t17 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t18 = t17 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter(t3, t18, t14);
            vcc_v8_long t19 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t20 = t19 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter(t7, t20, t16);
        } else {
            vcc_m8 t21 = (vcc_m8)(up != (vcc_v8_int){0});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t11, t12);
            vcc_m8 t23 = (vcc_m8)(up != (vcc_v8_int){0});
            vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t12, t11);
            vcc_v8_long t25 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t26 = t25 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter_masked(t3, t26, t22, t1);
            vcc_v8_long t27 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t28 = t27 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter_masked(t7, t28, t24, t1);
        }
    }
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void tail(int *a, int *b, int i, int x) {
    if (x > 3) {
        b[i] = x;
        a[i] = x * 2;
    } else {
        a[i] = x - 1;
    }
}

/* vcc: function at sink_stores.c:24 vector variant _ZGVdN8uulv_tail of `tail`: VL 8, unmasked, a uniform, b uniform, i linear step 1, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uulv_tail(int *a, int *b, int i, vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_v8_int t2 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_m8 t3 = (vcc_m8)(x > t2);
    vcc_v8_int t4 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_uint t5 = (vcc_v8_uint)x;
    vcc_v8_uint t6 = (vcc_v8_uint)t4;
    vcc_v8_uint t7 = t5 - t6;
    vcc_v8_int t8 = (vcc_v8_int)t7;
    if (vcc_any(t3)) {
        if (vcc_all(t3)) {
            vcc_store(b + i, x);
            vcc_v8_int t9 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t1 = x * t9;
        } else {
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)(long)i * 4UL), x, t3);
            vcc_v8_int t10 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t11 = (vcc_v8_uint)x;
            vcc_v8_uint t12 = (vcc_v8_uint)t10;
            vcc_v8_uint t13 = t11 * t12;
            t1 = (vcc_v8_int)t13;
        }
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t1, t8);
    vcc_store(a + i, t14);
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a, up) linear(i) notinbranch */
void uniform_dir(int *a, int i, int x, int up) {
    if (up)
        a[i] = x;
    else
        a[i] = -x;
}

/* vcc: function at sink_stores.c:34 vector variant _ZGVdN8ulvu_uniform_dir of `uniform_dir`: VL 8, unmasked, a uniform, i linear step 1, x vector, up uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8ulvu_uniform_dir(int *a, int i, vcc_v8_int x, int up) {
    vcc_v8_int t1 = (vcc_v8_int){up, up, up, up, up, up, up, up};
    vcc_m8 t2 = (vcc_m8)(t1 != (vcc_v8_int){0});
    vcc_m8 t3 = ~t2;
    if (vcc_any(t3)) {
        vcc_v8_int t4 = -x;
        vcc_store(a + i, t4);
    }
    if (up) {
        vcc_store(a + i, x);
    }
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void apart(int *a, int *b, int i, int x) {
    if (x & 1)
        a[i] = x;
    else
        b[i] = x;
}

/* vcc: function at sink_stores.c:42 vector variant _ZGVdN8uulv_apart of `apart`: VL 8, unmasked, a uniform, b uniform, i linear step 1, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uulv_apart(int *a, int *b, int i, vcc_v8_int x) {
    vcc_v8_int t1 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t2 = x & t1;
    vcc_m8 t3 = (vcc_m8)(t2 != (vcc_v8_int){0});
    vcc_m8 t4 = ~t3;
    if (vcc_any(t4)) {
        if (vcc_all(t4)) {
            vcc_store(b + i, x);
        } else {
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)(long)i * 4UL), x, t4);
        }
    }
    if (vcc_any(t3)) {
        if (vcc_all(t3)) {
            vcc_store(a + i, x);
        } else {
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)(long)i * 4UL), x, t3);
        }
    }
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a) linear(i) notinbranch */
int reload(int *a, int i, int x) {
    int r;
    if (x > 2) {
        a[i] = x;
        r = a[i + 8];
    } else {
        a[i] = -x;
        r = 0;
    }
    return r;
}

/* vcc: function at sink_stores.c:50 vector variant _ZGVdN8ulv_reload of `reload`: VL 8, unmasked, a uniform, i linear step 1, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8ulv_reload(int *a, int i, vcc_v8_int x) {
    vcc_m8 t1;
    vcc_v8_int t2;
    int t10;
    vcc_v8_int t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_m8 t4 = (vcc_m8)(x > t3);
    vcc_m8 t5 = ~t4;
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_int t6 = -x;
            vcc_store(a + i, t6);
            t10 = 0;
        } else {
            vcc_v8_uint t7 = (vcc_v8_uint)x;
            vcc_v8_uint t8 = -t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)(long)i * 4UL), t9, t5);
            t10 = 0;
            t1 = t5;
        }
    } else {
        t10 = 0;
        t1 = (vcc_m8){0};
    }
    if (vcc_any(t4)) {
        if (vcc_all(t4)) {
            vcc_store(a + i, x);
            t2 = vcc_load(vcc_v8_int, a + (i + 8));
        } else {
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)(long)i * 4UL), x, t4);
            t2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)(long)(i + 8) * 4UL), t4);
        }
    } else {
        t2 = (vcc_v8_int){0};
    }
    vcc_v8_int t11 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
    vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t2);
    return t12;
}
#pragma GCC diagnostic pop

void _ZGVdN8ulv_swap2(int *, int, v8i);
void _ZGVdM8ulv_swap2(int *, int, v8i, v8i);
void _ZGVdN8uulv_tail(int *, int *, int, v8i);
void _ZGVdN8ulvu_uniform_dir(int *, int, v8i, int);
void _ZGVdN8uulv_apart(int *, int *, int, v8i);
v8i _ZGVdN8ulv_reload(int *, int, v8i);

int main(void) {
    int a[16], b[16], s[16], t[16], u[16], v[16], x[8], up[8], m[8];
    for (int row = 0; row < 4; row++) {
        for (int k = 0; k < 16; k++) {
            a[k] = b[k] = (k * 29 + row * 7) % 17;
            s[k] = t[k] = u[k] = v[k] = 100 + k;
        }
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 5 + row) % 8;
            up[k] = (k + row) % 3 == 0;
            m[k] = (k + row) % 2 ? -1 : 0;
        }
        for (int k = 0; k < 8; k++)
            swap2(a, k, up[k]);
        _ZGVdN8ulv_swap2(b, 0, TO_VEC(v8i, up));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 16; k++)
            a[k] = b[k] = (k * 31 + row * 3) % 13;
        /* The masked variant with the lanes of odd k active; scalar calls for the same lanes. */
        for (int k = 0; k < 8; k++)
            if (m[k])
                swap2(a, k, up[k]);
        _ZGVdM8ulv_swap2(b, 0, TO_VEC(v8i, up), TO_VEC(v8i, m));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 8; k++) {
            tail(s, t, k, x[k]);
            uniform_dir(u, k, x[k], row % 2);
            apart(v, v + 8, k, x[k]);
        }
        _ZGVdN8uulv_tail(s + 8, t + 8, 0, TO_VEC(v8i, x));
        _ZGVdN8ulvu_uniform_dir(u + 8, 0, TO_VEC(v8i, x), row % 2);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", s[k], t[k], u[k], v[k]);
        for (int k = 0; k < 16; k++)
            u[k] = v[k] = 50 + k;
        _ZGVdN8uulv_apart(v, v + 8, 0, TO_VEC(v8i, x));
        for (int k = 0; k < 8; k++)
            apart(u, u + 8, k, x[k]);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", u[k], v[k], s[k], t[k]);
        int r[8], rv[8];
        for (int k = 0; k < 16; k++)
            s[k] = t[k] = 7 * k - row;
        for (int k = 0; k < 8; k++)
            r[k] = reload(s, k, x[k]);
        FROM_VEC(rv, _ZGVdN8ulv_reload(t, 0, TO_VEC(v8i, x)));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", s[k], t[k]);
        for (int k = 0; k < 8; k++)
            printf("%d %d\n", r[k], rv[k]);
    }
    return 0;
}
