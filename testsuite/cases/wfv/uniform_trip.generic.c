/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vu_twist(vcc_v8_uint x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vu_twist(vcc_v8_uint x, int n, vcc_v8_uint mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8ulvu_under(int *out, int i, vcc_v8_int x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8ulvu_under(int *out, int i, vcc_v8_int x, int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_spin(vcc_v8_int x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_spin(vcc_v8_int x, int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_skip(vcc_v8_int x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_skip(vcc_v8_int x, int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_early(vcc_v8_int x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_early(vcc_v8_int x, int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Loops whose trip count is uniform with varying branches in their body: the loop stays one
   scalar loop (a uniform counter, one test per iteration: no mask carried around it, no any-lane
   exit test) while the if/else inside is linearized under the loop's entry mask. `twist` has a
   varying if/else and a uniform `if` holding another varying one; `under` runs such a loop inside
   a varying branch: its masked stores and the per-lane calls to `tick` (no variant) happen only
   for the lanes in the branch, and a loop whose test `k != n` never ends for n <= 0 runs no
   iteration when no lane enters it. `early` leaves its loop by a uniform test that only some
   lanes reach (`if (x > k) { if (k == 3) break; }`): the loop is divergent (the general path,
   each lane keeping its own `k`). `spin`'s loop, without varying branches, stays a loop of
   its own blocks, skipped when no lane enters it. `skip`'s varying `continue` makes its loop
   divergent. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */

/* #pragma omp declare simd uniform(n) */
unsigned twist(unsigned x, int n) {
    unsigned below = 0, last = 0;
    for (int k = -2; k < n; k++) {
        if (x & 1u)
            x = x * 3u + (unsigned)k;
        else
            x = (x >> 1) ^ 0x9e37u;
        if (k >= 0) {
            if (x < 0x8000u)
                below++;
            last = x;
        }
    }
    return below ^ (last << 8);
}

/* vcc: function at uniform_trip.c:18 vector variant _ZGVdN8vu_twist of `twist`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vu_twist(vcc_v8_uint x, int n) {
    vcc_m8 t3;
    vcc_v8_uint t1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    int t5 = -2;
    vcc_v8_uint t4 = x;
    while (t5 < n) {
        vcc_v8_uint t6 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint t7 = t4 & t6;
        vcc_m8 t8 = (vcc_m8)(t7 != (vcc_v8_uint){0});
        vcc_v8_int t9 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t10 = t4 >> __builtin_convertvector(t9, vcc_v8_uint);
        vcc_v8_uint t11 = (vcc_v8_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
        vcc_v8_uint t12 = t10 ^ t11;
        vcc_v8_uint t13 = (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t14 = t4 * t13;
        vcc_v8_uint t15 = vcc_splat(vcc_v8_uint, (unsigned int)t5);
        vcc_v8_uint t16 = t14 + t15;
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t16, t12);
        int t17 = t5 >= 0;
        if (t17) {
            vcc_v8_uint t21 = (vcc_v8_uint){32768U, 32768U, 32768U, 32768U, 32768U, 32768U, 32768U, 32768U};
            t3 = (vcc_m8)(t4 < t21);
        } else {
            t3 = (vcc_m8){0};
        }
        vcc_v8_uint t22 = (vcc_v8_uint)(vcc_v8_int)t3;
        vcc_v8_uint t23 = t1 - t22;
        t1 = t17 ? t23 : t1;
        t2 = t17 ? t4 : t2;
        t5++;
    }
    vcc_v8_int t18 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_uint t19 = t2 << __builtin_convertvector(t18, vcc_v8_uint);
    vcc_v8_uint t20 = t1 ^ t19;
    return t20;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_trip.c:18 vector variant _ZGVdM8vu_twist of `twist`: VL 8, masked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vu_twist(vcc_v8_uint x, int n, vcc_v8_uint mask) {
    vcc_m8 t4 = (vcc_m8)(mask != (vcc_v8_uint){0});
    vcc_v8_uint t1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    int t5 = vcc_any(t4);
    int t6 = -2;
    vcc_v8_uint t3 = x;
    while (t5 ? t6 < n : 0) {
        vcc_v8_uint t7 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_uint t8 = t3 & t7;
        vcc_m8 t9 = (vcc_m8)(t8 != (vcc_v8_uint){0});
        vcc_m8 t10 = ~t9;
        vcc_m8 t11 = t4 & t10;
        vcc_v8_int t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t13 = t3 >> __builtin_convertvector(t12, vcc_v8_uint);
        vcc_v8_uint t14 = (vcc_v8_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
        vcc_v8_uint t15 = t13 ^ t14;
        vcc_v8_uint t16 = (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t17 = t3 * t16;
        vcc_v8_uint t18 = vcc_splat(vcc_v8_uint, (unsigned int)t6);
        vcc_v8_uint t19 = t17 + t18;
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t15, t19);
        vcc_v8_int t20 = vcc_splat(vcc_v8_int, t6 >= 0);
        vcc_m8 t21 = (vcc_m8)(t20 != (vcc_v8_int){0});
        vcc_m8 t22 = t4 & t21;
        vcc_v8_uint t23 = (vcc_v8_uint){32768U, 32768U, 32768U, 32768U, 32768U, 32768U, 32768U, 32768U};
        vcc_m8 t24 = (vcc_m8)(t3 < t23);
        vcc_m8 t25 = t22 & t24;
        vcc_v8_uint t26 = (vcc_v8_uint)(vcc_v8_int)t25;
        vcc_v8_uint t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t26, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        t1 = t1 - t27;
        t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t3, t2);
        t6++;
    }
    vcc_v8_int t28 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_uint t29 = t2 << __builtin_convertvector(t28, vcc_v8_uint);
    vcc_v8_uint t30 = t1 ^ t29;
    vcc_v8_uint t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t30, (vcc_v8_uint){0});
    return t31;
}
#pragma GCC diagnostic pop

static int ticks;

__attribute__((noinline)) static int tick(int v) {
    ticks += v;
    return v & 3;
}

/* #pragma omp declare simd uniform(out, n) linear(i) */
int under(int *out, int i, int x, int n) {
    int s;
    int s_2;
    int s_3;
    int t2;
    int t17;
    int t18;
    int k_1;
    int s_4;
    if (x > 2) {
        int k = 0;
        int s_1 = x;
        for (;; k++, s_1 = s_2) {
            if (k >= n) {
                s_3 = s_1;
                break;
            }
            if (s_1 & 1) {
                s_2 = s_1 * 3 + k;
            } else {
                int t1 = tick(k);
                s_2 = s_1 / 2 + t1;
            }
            out[i] = s_2;
        }
    } else {
        s_3 = x;
    }
    if (x < 0) {
        t2 = (n > 0) != 0;
    } else {
        t2 = 0;
    }
    if (t2) {
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            vcc_v8_uint k_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at uniform_trip.c:54 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int k_v_2 = (vcc_v8_int)k_v;
                vcc_v8_uint t7 = (vcc_v8_uint)k_v_2;
                s_v = s_v + t7;
                vcc_v8_uint t8 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_3 = (vcc_v8_int)t8;
                vcc_v8_uint t9 = (vcc_v8_uint)k_v_3;
                s_v_1 = s_v_1 + t9;
                vcc_v8_uint t10 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_4 = (vcc_v8_int)t10;
                vcc_v8_uint t11 = (vcc_v8_uint)k_v_4;
                s_v_2 = s_v_2 + t11;
                vcc_v8_uint t12 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_5 = (vcc_v8_int)t12;
                vcc_v8_uint t13 = (vcc_v8_uint)k_v_5;
                s_v_3 = s_v_3 + t13;
                k_vec += 32L;
                k_v = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            } while (k_vec < t4);
            vcc_v8_uint t14 = s_v + s_v_1;
            vcc_v8_uint t15 = t14 + s_v_2;
            vcc_v8_uint t16 = t15 + s_v_3;
            t17 = (int)t4;
            t18 = (int)((unsigned int)s_3 + vcc_reduce(unsigned int, t16, +));
        } else {
            t17 = 0;
            t18 = s_3;
        }
        long t19 = (long)n + (long)t17 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            vcc_v8_int t21 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_uint k_v_1 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_1 = 0L;
            vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at uniform_trip.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vcc_v8_int k_v_6 = (vcc_v8_int)k_v_1;
                vcc_v8_uint t23 = (vcc_v8_uint)k_v_6;
                s_v_4 = s_v_4 + t23;
                k_vec_1 += 8L;
                k_v_1 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            } while (k_vec_1 < t20);
            k_1 = (int)((long)t17 + t20);
            s = (int)((unsigned int)t18 + vcc_reduce(unsigned int, s_v_4, +));
        } else {
            k_1 = t17;
            s = t18;
        }
        for (;; k_1++) {
            if (k_1 == n) {
                s_4 = s;
                break;
            }
            s += k_1;
        }
    } else {
        s_4 = s_3;
    }
    return s_4;
}

/* vcc: function at uniform_trip.c:42 vector variant _ZGVdN8ulvu_under of `under`: VL 8, unmasked, out uniform, i linear step 1, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8ulvu_under(int *out, int i, vcc_v8_int x, int n) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t13 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_m8 t14 = (vcc_m8)(x > t13);
    int t15 = vcc_any(t14);
    vcc_v8_int t17 = x;
    for (int t16 = 0; t15 ? t16 < n : 0; t16++, t17 = t11) {
        vcc_v8_int t18 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t19 = t17 & t18;
        vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0});
        vcc_m8 t21 = ~t20;
        vcc_m8 t22 = t14 & t21;
        if (vcc_any(t22)) {
            if (vcc_all(t22)) {
                t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_int t30 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_int t31 = t17 / t30;
                vcc_v8_int t37 = vcc_insert((vcc_v8_int){0}, 0, tick(t16));
                vcc_v8_int t38 = vcc_insert(t37, 1, tick(t16));
                vcc_v8_int t39 = vcc_insert(t38, 2, tick(t16));
                vcc_v8_int t40 = vcc_insert(t39, 3, tick(t16));
                vcc_v8_int t41 = vcc_insert(t40, 4, tick(t16));
                vcc_v8_int t42 = vcc_insert(t41, 5, tick(t16));
                vcc_v8_int t43 = vcc_insert(t42, 6, tick(t16));
                vcc_v8_int t44 = vcc_insert(t43, 7, tick(t16));
                t1 = t31 + t44;
            } else {
                vcc_v8_int t32 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_int t33 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t32, t33);
                vcc_v8_int t35 = t17 / t34;
                vcc_v8_int t36 = __builtin_convertvector(t22 & 1, vcc_v8_int);
                if (t36[0]) {
                    t3 = vcc_insert((vcc_v8_int){0}, 0, tick(t16));
                } else {
                    t3 = (vcc_v8_int){0};
                }
                if (t36[1]) {
                    t4 = vcc_insert(t3, 1, tick(t16));
                } else {
                    t4 = t3;
                }
                if (t36[2]) {
                    t5 = vcc_insert(t4, 2, tick(t16));
                } else {
                    t5 = t4;
                }
                if (t36[3]) {
                    t6 = vcc_insert(t5, 3, tick(t16));
                } else {
                    t6 = t5;
                }
                if (t36[4]) {
                    t7 = vcc_insert(t6, 4, tick(t16));
                } else {
                    t7 = t6;
                }
                if (t36[5]) {
                    t8 = vcc_insert(t7, 5, tick(t16));
                } else {
                    t8 = t7;
                }
                if (t36[6]) {
                    t9 = vcc_insert(t8, 6, tick(t16));
                } else {
                    t9 = t8;
                }
                if (t36[7]) {
                    t10 = vcc_insert(t9, 7, tick(t16));
                } else {
                    t10 = t9;
                }
                vcc_v8_uint t45 = (vcc_v8_uint)t35;
                vcc_v8_uint t46 = (vcc_v8_uint)t10;
                vcc_v8_uint t47 = t45 + t46;
                t1 = (vcc_v8_int)t47;
                t2 = t22;
            }
        } else {
            t1 = (vcc_v8_int){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_int t48 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t49 = (vcc_v8_uint)t17;
        vcc_v8_uint t50 = (vcc_v8_uint)t48;
        vcc_v8_uint t51 = t49 * t50;
        vcc_v8_int t52 = (vcc_v8_int)t51;
        vcc_v8_int t53 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        vcc_v8_uint t54 = (vcc_v8_uint)t52;
        vcc_v8_uint t55 = (vcc_v8_uint)t53;
        vcc_v8_uint t56 = t54 + t55;
        vcc_v8_int t57 = (vcc_v8_int)t56;
        if (vcc_any(t14)) {
            if (vcc_all(t14)) {
                t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t57);
                vcc_store(out + i, t11);
            } else {
                t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t57);
                vcc_store_masked((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t11, t14);
            }
        } else {
            t11 = (vcc_v8_int){0};
        }
    }
    vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t17, x);
    vcc_v8_int t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t25 = (vcc_m8)(x < t24);
    vcc_v8_int t26 = vcc_splat(vcc_v8_int, (n > 0) != 0);
    vcc_m8 t27 = (vcc_m8)(t26 != (vcc_v8_int){0});
    vcc_m8 t28 = t25 & t27;
    int t29 = vcc_any(t28);
    int t58 = 0;
    vcc_v8_int t12 = t23;
    while (t29 ? t58 != n : 0) {
        vcc_v8_int t59 = (vcc_v8_int){t58, t58, t58, t58, t58, t58, t58, t58};
        vcc_v8_uint t60 = (vcc_v8_uint)t12;
        vcc_v8_uint t61 = (vcc_v8_uint)t59;
        vcc_v8_uint t62 = t60 + t61;
        t12 = (vcc_v8_int)t62;
        t58++;
    }
    vcc_v8_int t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t12, t23);
    return t63;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_trip.c:42 vector variant _ZGVdM8ulvu_under of `under`: VL 8, masked, out uniform, i linear step 1, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8ulvu_under(int *out, int i, vcc_v8_int x, int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t13 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t14 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_m8 t15 = (vcc_m8)(x > t14);
    vcc_m8 t16 = t13 & t15;
    int t17 = vcc_any(t16);
    vcc_v8_int t19 = x;
    for (int t18 = 0; t17 ? t18 < n : 0; t18++, t19 = t11) {
        vcc_v8_int t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t21 = t19 & t20;
        vcc_m8 t22 = (vcc_m8)(t21 != (vcc_v8_int){0});
        vcc_m8 t23 = ~t22;
        vcc_m8 t24 = t16 & t23;
        if (vcc_any(t24)) {
            if (vcc_all(t24)) {
                t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_int t33 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_int t34 = t19 / t33;
                vcc_v8_int t40 = vcc_insert((vcc_v8_int){0}, 0, tick(t18));
                vcc_v8_int t41 = vcc_insert(t40, 1, tick(t18));
                vcc_v8_int t42 = vcc_insert(t41, 2, tick(t18));
                vcc_v8_int t43 = vcc_insert(t42, 3, tick(t18));
                vcc_v8_int t44 = vcc_insert(t43, 4, tick(t18));
                vcc_v8_int t45 = vcc_insert(t44, 5, tick(t18));
                vcc_v8_int t46 = vcc_insert(t45, 6, tick(t18));
                vcc_v8_int t47 = vcc_insert(t46, 7, tick(t18));
                t1 = t34 + t47;
            } else {
                vcc_v8_int t35 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_int t36 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t35, t36);
                vcc_v8_int t38 = t19 / t37;
                vcc_v8_int t39 = __builtin_convertvector(t24 & 1, vcc_v8_int);
                if (t39[0]) {
                    t3 = vcc_insert((vcc_v8_int){0}, 0, tick(t18));
                } else {
                    t3 = (vcc_v8_int){0};
                }
                if (t39[1]) {
                    t4 = vcc_insert(t3, 1, tick(t18));
                } else {
                    t4 = t3;
                }
                if (t39[2]) {
                    t5 = vcc_insert(t4, 2, tick(t18));
                } else {
                    t5 = t4;
                }
                if (t39[3]) {
                    t6 = vcc_insert(t5, 3, tick(t18));
                } else {
                    t6 = t5;
                }
                if (t39[4]) {
                    t7 = vcc_insert(t6, 4, tick(t18));
                } else {
                    t7 = t6;
                }
                if (t39[5]) {
                    t8 = vcc_insert(t7, 5, tick(t18));
                } else {
                    t8 = t7;
                }
                if (t39[6]) {
                    t9 = vcc_insert(t8, 6, tick(t18));
                } else {
                    t9 = t8;
                }
                if (t39[7]) {
                    t10 = vcc_insert(t9, 7, tick(t18));
                } else {
                    t10 = t9;
                }
                vcc_v8_uint t48 = (vcc_v8_uint)t38;
                vcc_v8_uint t49 = (vcc_v8_uint)t10;
                vcc_v8_uint t50 = t48 + t49;
                t1 = (vcc_v8_int)t50;
                t2 = t24;
            }
        } else {
            t1 = (vcc_v8_int){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_int t51 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t52 = (vcc_v8_uint)t19;
        vcc_v8_uint t53 = (vcc_v8_uint)t51;
        vcc_v8_uint t54 = t52 * t53;
        vcc_v8_int t55 = (vcc_v8_int)t54;
        vcc_v8_int t56 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_v8_uint t57 = (vcc_v8_uint)t55;
        vcc_v8_uint t58 = (vcc_v8_uint)t56;
        vcc_v8_uint t59 = t57 + t58;
        vcc_v8_int t60 = (vcc_v8_int)t59;
        if (vcc_any(t16)) {
            if (vcc_all(t16)) {
                t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t60);
                vcc_store(out + i, t11);
            } else {
                t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t60);
                vcc_store_masked((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t11, t16);
            }
        } else {
            t11 = (vcc_v8_int){0};
        }
    }
    vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t19, x);
    vcc_v8_int t26 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t27 = (vcc_m8)(x < t26);
    vcc_v8_int t28 = vcc_splat(vcc_v8_int, (n > 0) != 0);
    vcc_m8 t29 = (vcc_m8)(t28 != (vcc_v8_int){0});
    vcc_m8 t30 = t27 & t29;
    vcc_m8 t31 = t13 & t30;
    int t32 = vcc_any(t31);
    int t61 = 0;
    vcc_v8_int t12 = t25;
    while (t32 ? t61 != n : 0) {
        vcc_v8_int t62 = (vcc_v8_int){t61, t61, t61, t61, t61, t61, t61, t61};
        vcc_v8_uint t63 = (vcc_v8_uint)t12;
        vcc_v8_uint t64 = (vcc_v8_uint)t62;
        vcc_v8_uint t65 = t63 + t64;
        t12 = (vcc_v8_int)t65;
        t61++;
    }
    vcc_v8_int t66 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t12, t25);
    vcc_v8_int t67 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t66, (vcc_v8_int){0});
    return t67;
}
#pragma GCC diagnostic pop

/* A loop without varying branches behind a uniform `if`: skipped when n <= 0, as its test
   `k != n` would not end. */
/* #pragma omp declare simd uniform(n) */
int spin(int x, int n) {
    int s = x;
    if (n > 0) {
        for (int k = 0; k != n; k++)
            s = s * 3 + k;
    }
    return s;
}

/* vcc: function at uniform_trip.c:63 vector variant _ZGVdN8vu_spin of `spin`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_spin(vcc_v8_int x, int n) {
    vcc_m8 t1;
    int t3;
    if (n > 0) {
        t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        t3 = 0;
    } else {
        t3 = 0;
        t1 = (vcc_m8){0};
    }
    int t4 = vcc_any(t1);
    vcc_v8_int t2 = x;
    for (int t5 = t3; t4 ? t5 != n : 0; t5++) {
        vcc_v8_int t6 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t7 = t2 * t6;
        vcc_v8_int t8 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
        t2 = t7 + t8;
    }
    vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, x);
    return t9;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_trip.c:63 vector variant _ZGVdM8vu_spin of `spin`: VL 8, masked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_spin(vcc_v8_int x, int n, vcc_v8_int mask) {
    vcc_m8 t2 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t3 = vcc_splat(vcc_v8_int, n > 0);
    vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0});
    vcc_m8 t5 = t2 & t4;
    int t6 = vcc_any(t5);
    int t7 = 0;
    vcc_v8_int t1 = x;
    while (t6 ? t7 != n : 0) {
        vcc_v8_int t8 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t9 = (vcc_v8_uint)t1;
        vcc_v8_uint t10 = (vcc_v8_uint)t8;
        vcc_v8_uint t11 = t9 * t10;
        vcc_v8_int t12 = (vcc_v8_int)t11;
        vcc_v8_int t13 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_v8_uint t14 = (vcc_v8_uint)t12;
        vcc_v8_uint t15 = (vcc_v8_uint)t13;
        vcc_v8_uint t16 = t14 + t15;
        t1 = (vcc_v8_int)t16;
        t7++;
    }
    vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t1, x);
    vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t17, (vcc_v8_int){0});
    return t18;
}
#pragma GCC diagnostic pop

/* A varying `continue` straight to the loop's test: its two back edges merge lanes that parted,
   so `k` and `u` are varying and the loop divergent. */
/* #pragma omp declare simd uniform(n) */
int skip(int x, int n) {
    int k = 0, u = 0;
    while (k < n) {
        if (x > k) {
            u += 1;
            k++;
            continue;
        }
        u += 2;
        k++;
    }
    return u;
}

/* vcc: function at uniform_trip.c:75 vector variant _ZGVdN8vu_skip of `skip`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_skip(vcc_v8_int x, int n) {
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = (vcc_v8_int){0};
    for (;;) {
        vcc_v8_int t5 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_m8 t6 = (vcc_m8)(t2 < t5);
        vcc_m8 t7 = t1 & t6;
        vcc_m8 t8 = (vcc_m8)(x > t2);
        vcc_m8 t9 = ~t8;
        vcc_m8 t10 = t7 & t9;
        vcc_v8_int t11 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t12 = (vcc_v8_uint)t3;
        vcc_v8_uint t13 = (vcc_v8_uint)t11;
        vcc_v8_uint t14 = t12 + t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t17 = (vcc_v8_uint)t2;
        vcc_v8_uint t18 = (vcc_v8_uint)t16;
        vcc_v8_uint t19 = t17 + t18;
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_v8_int t21 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t22 = (vcc_v8_uint)t3;
        vcc_v8_uint t23 = (vcc_v8_uint)t21;
        vcc_v8_uint t24 = t22 + t23;
        vcc_v8_int t25 = (vcc_v8_int)t24;
        vcc_v8_int t26 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t27 = (vcc_v8_uint)t2;
        vcc_v8_uint t28 = (vcc_v8_uint)t26;
        vcc_v8_uint t29 = t27 + t28;
        vcc_v8_int t30 = (vcc_v8_int)t29;
        t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t20, t30);
        vcc_v8_int t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t15, t25);
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t3, t4);
        if (!vcc_any(t7)) {
            break;
        }
        t1 = t7;
        t3 = t31;
    }
    return t4;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_trip.c:75 vector variant _ZGVdM8vu_skip of `skip`: VL 8, masked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_skip(vcc_v8_int x, int n, vcc_v8_int mask) {
    vcc_m8 t4 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t5 = t4;
    vcc_v8_int t3 = (vcc_v8_int){0};
    for (;;) {
        vcc_v8_int t6 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_m8 t7 = (vcc_m8)(t1 < t6);
        vcc_m8 t8 = t5 & t7;
        vcc_m8 t9 = (vcc_m8)(x > t1);
        vcc_m8 t10 = ~t9;
        vcc_m8 t11 = t8 & t10;
        vcc_v8_int t12 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t13 = (vcc_v8_uint)t2;
        vcc_v8_uint t14 = (vcc_v8_uint)t12;
        vcc_v8_uint t15 = t13 + t14;
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t18 = (vcc_v8_uint)t1;
        vcc_v8_uint t19 = (vcc_v8_uint)t17;
        vcc_v8_uint t20 = t18 + t19;
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_int t22 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t23 = (vcc_v8_uint)t2;
        vcc_v8_uint t24 = (vcc_v8_uint)t22;
        vcc_v8_uint t25 = t23 + t24;
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_v8_int t27 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t28 = (vcc_v8_uint)t1;
        vcc_v8_uint t29 = (vcc_v8_uint)t27;
        vcc_v8_uint t30 = t28 + t29;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t21, t31);
        vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t16, t26);
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t2, t3);
        if (!vcc_any(t8)) {
            break;
        }
        t5 = t8;
        t2 = t32;
    }
    vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_int){0});
    return t33;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(n) */
int early(int x, int n) {
    int k, s = 0;
    for (k = 0; k < n; k++) {
        if (x > k) {
            s += x;
            if (k == 3)
                break;
        }
        s ^= k;
    }
    return s * 16 + k;
}

/* vcc: function at uniform_trip.c:90 vector variant _ZGVdN8vu_early of `early`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_early(vcc_v8_int x, int n) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t28;
    vcc_m8 t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t9 = 0;
    t3 = (vcc_v8_int){0};
    t4 = (vcc_m8){0};
    t5 = (vcc_v8_int){0};
    while (t9 < n) {
        vcc_v8_int t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        vcc_m8 t11 = (vcc_m8)(x > t10);
        vcc_m8 t12 = t1 & t11;
        vcc_m8 t13 = ~t11;
        vcc_m8 t14 = t1 & t13;
        vcc_v8_uint t15 = (vcc_v8_uint)t2;
        vcc_v8_uint t16 = (vcc_v8_uint)x;
        vcc_v8_uint t17 = t15 + t16;
        vcc_v8_int t18 = (vcc_v8_int)t17;
        vcc_v8_int t19 = vcc_splat(vcc_v8_int, t9 == 3);
        vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0});
        vcc_m8 t21 = t12 & t20;
        vcc_m8 t22 = ~t20;
        vcc_m8 t23 = t12 & t22;
        vcc_m8 t24 = t14 | t23;
        vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t18, t2);
        vcc_v8_int t26 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t2 = t25 ^ t26;
        vcc_v8_int t27 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t27, t3);
        t4 = t4 | t21;
        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t18, t5);
        if (!vcc_any(t24)) {
            t6 = t3;
            t7 = (vcc_m8){0};
            t29 = t4;
            t8 = (vcc_v8_int){0};
            t30 = t5;
            goto L43;
        }
        t1 = t24;
        t9++;
    }
    t28 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t3);
    t7 = (vcc_m8){0} | t1;
    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_int){0});
    t29 = t4;
    t30 = t5;
L43:
    t31 = t7 | t29;
    vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t30, t8);
    vcc_v8_int t33 = (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
    vcc_v8_uint t34 = (vcc_v8_uint)t32;
    vcc_v8_uint t35 = (vcc_v8_uint)t33;
    vcc_v8_uint t36 = t34 * t35;
    vcc_v8_int t37 = (vcc_v8_int)t36;
    vcc_v8_uint t38 = (vcc_v8_uint)t37;
    vcc_v8_uint t39 = (vcc_v8_uint)t6;
    vcc_v8_uint t40 = t38 + t39;
    vcc_v8_int t41 = (vcc_v8_int)t40;
    vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t41, (vcc_v8_int){0});
    return t42;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_trip.c:90 vector variant _ZGVdM8vu_early of `early`: VL 8, masked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_early(vcc_v8_int x, int n, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t28;
    vcc_m8 t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t9 = 0;
    t3 = (vcc_v8_int){0};
    t4 = (vcc_m8){0};
    t5 = (vcc_v8_int){0};
    while (t9 < n) {
        vcc_v8_int t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        vcc_m8 t11 = (vcc_m8)(x > t10);
        vcc_m8 t12 = t1 & t11;
        vcc_m8 t13 = ~t11;
        vcc_m8 t14 = t1 & t13;
        vcc_v8_uint t15 = (vcc_v8_uint)t2;
        vcc_v8_uint t16 = (vcc_v8_uint)x;
        vcc_v8_uint t17 = t15 + t16;
        vcc_v8_int t18 = (vcc_v8_int)t17;
        vcc_v8_int t19 = vcc_splat(vcc_v8_int, t9 == 3);
        vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0});
        vcc_m8 t21 = t12 & t20;
        vcc_m8 t22 = ~t20;
        vcc_m8 t23 = t12 & t22;
        vcc_m8 t24 = t14 | t23;
        vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t18, t2);
        vcc_v8_int t26 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t2 = t25 ^ t26;
        vcc_v8_int t27 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t27, t3);
        t4 = t4 | t21;
        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t18, t5);
        if (!vcc_any(t24)) {
            t6 = t3;
            t7 = (vcc_m8){0};
            t29 = t4;
            t8 = (vcc_v8_int){0};
            t30 = t5;
            goto L43;
        }
        t1 = t24;
        t9++;
    }
    t28 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t3);
    t7 = (vcc_m8){0} | t1;
    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_int){0});
    t29 = t4;
    t30 = t5;
L43:
    t31 = t7 | t29;
    vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t30, t8);
    vcc_v8_int t33 = (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
    vcc_v8_uint t34 = (vcc_v8_uint)t32;
    vcc_v8_uint t35 = (vcc_v8_uint)t33;
    vcc_v8_uint t36 = t34 * t35;
    vcc_v8_int t37 = (vcc_v8_int)t36;
    vcc_v8_uint t38 = (vcc_v8_uint)t37;
    vcc_v8_uint t39 = (vcc_v8_uint)t6;
    vcc_v8_uint t40 = t38 + t39;
    vcc_v8_int t41 = (vcc_v8_int)t40;
    vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t41, (vcc_v8_int){0});
    return t42;
}
#pragma GCC diagnostic pop

v8u _ZGVdN8vu_twist(v8u, int);
v8u _ZGVdM8vu_twist(v8u, int, v8u);
v8i _ZGVdN8ulvu_under(int *, int, v8i, int);
v8i _ZGVdM8ulvu_under(int *, int, v8i, int, v8i);
v8i _ZGVdN8vu_spin(v8i, int);
v8i _ZGVdM8vu_spin(v8i, int, v8i);
v8i _ZGVdN8vu_skip(v8i, int);
v8i _ZGVdM8vu_skip(v8i, int, v8i);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);

int main(void) {
    /* Exact-size heap arrays: a vector store past the scalar ones fails under ASan. */
    int *out0 = malloc(8 * sizeof(int)), *out1 = malloc(8 * sizeof(int)), *out2 = malloc(8 * sizeof(int));
    for (int row = 0; row < 12; row++) {
        unsigned ux[8], um[8], a[8], b[8];
        int x[8], m[8], c[8], d[8], e[8], f[8], g[8], h[8], p[8], q[8], s[8];
        int n = row % 6 - 1;
        for (int k = 0; k < 8; k++) {
            ux[k] = (unsigned)(k * 2654435761u + row * 97u);
            x[k] = (k * 5 + row * 3) % 11 - 4;
            m[k] = (k * 7 + row) % 3 != 0;
            um[k] = m[k];
            out0[k] = out1[k] = out2[k] = -1;
        }
        FROM_VEC(a, _ZGVdN8vu_twist(TO_VEC(v8u, ux), 3 * row));
        FROM_VEC(b, _ZGVdM8vu_twist(TO_VEC(v8u, ux), 3 * row, TO_VEC(v8u, um)));
        int t0 = ticks;
        for (int k = 0; k < 8; k++)
            s[k] = under(out0, k, x[k], n);
        int t1 = ticks;
        FROM_VEC(c, _ZGVdN8ulvu_under(out1, 0, TO_VEC(v8i, x), n));
        int t2 = ticks;
        FROM_VEC(d, _ZGVdM8ulvu_under(out2, 0, TO_VEC(v8i, x), n, TO_VEC(v8i, m)));
        int t3 = ticks;
        FROM_VEC(e, _ZGVdN8vu_early(TO_VEC(v8i, x), row % 7));
        FROM_VEC(f, _ZGVdM8vu_early(TO_VEC(v8i, x), row % 7, TO_VEC(v8i, m)));
        FROM_VEC(g, _ZGVdN8vu_spin(TO_VEC(v8i, x), n));
        FROM_VEC(h, _ZGVdM8vu_spin(TO_VEC(v8i, x), n, TO_VEC(v8i, m)));
        FROM_VEC(p, _ZGVdN8vu_skip(TO_VEC(v8i, x), row % 5));
        FROM_VEC(q, _ZGVdM8vu_skip(TO_VEC(v8i, x), row % 5, TO_VEC(v8i, m)));
        printf("n %d ticks %d %d\n", n, t1 - t0, t2 - t1);
        int masked_ticks = 0;
        for (int k = 0; k < 8; k++) {
            printf("%u %u %d %d %d %d %d %d", twist(ux[k], 3 * row), a[k], s[k], c[k], out0[k], out1[k], early(x[k], row % 7), e[k]);
            printf(" %d %d %d %d", spin(x[k], n), g[k], skip(x[k], row % 5), p[k]);
            if (m[k]) {
                printf(" %u %d %d %d %d %d", b[k], d[k], out2[k], f[k], h[k], q[k]);
                int before = ticks;
                under(out0, k, x[k], n);
                masked_ticks += ticks - before;
            } else {
                printf(" - %d", out2[k]);
            }
            printf("\n");
        }
        printf("masked ticks %d %d\n", masked_ticks, t3 - t2);
    }
    free(out0);
    free(out1);
    free(out2);
    return 0;
}
