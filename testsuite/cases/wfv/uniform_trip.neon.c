/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vu_twist(uint32x4_t x, int n);
uint32x4_t _ZGVnM4vu_twist(uint32x4_t x, int n, uint32x4_t mask);
int32x4_t _ZGVnN4ulvu_under(int *out, int i, int32x4_t x, int n);
int32x4_t _ZGVnM4ulvu_under(int *out, int i, int32x4_t x, int n, int32x4_t mask);
int32x4_t _ZGVnN4vu_spin(int32x4_t x, int n);
int32x4_t _ZGVnM4vu_spin(int32x4_t x, int n, int32x4_t mask);
int32x4_t _ZGVnN4vu_skip(int32x4_t x, int n);
int32x4_t _ZGVnM4vu_skip(int32x4_t x, int n, int32x4_t mask);
int32x4_t _ZGVnN4vu_early(int32x4_t x, int n);
int32x4_t _ZGVnM4vu_early(int32x4_t x, int n, int32x4_t mask);
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

/* vcc: function at uniform_trip.c:18 vector variant _ZGVnN4vu_twist of `twist`: VL 4, unmasked, x vector, n uniform */
uint32x4_t _ZGVnN4vu_twist(uint32x4_t x, int n) {
    uint32x4_t t3;
    uint32x4_t t1 = vdupq_n_u32(0U);
    uint32x4_t t2 = vdupq_n_u32(0U);
    int t5 = -2;
    uint32x4_t t4 = x;
    while (t5 < n) {
        uint32x4_t t6 = vdupq_n_u32(1U);
        uint32x4_t t7 = vandq_u32(t4, t6);
        uint32x4_t t8 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)t7 != (vcc_v4_uint){0});
        int32x4_t t9 = vdupq_n_s32(1);
        uint32x4_t t10 = (uint32x4_t)((vcc_v4_uint)t4 >> __builtin_convertvector((vcc_v4_int)t9, vcc_v4_uint));
        uint32x4_t t11 = vdupq_n_u32(40503U);
        uint32x4_t t12 = veorq_u32(t10, t11);
        uint32x4_t t13 = vdupq_n_u32(3U);
        uint32x4_t t14 = vmulq_u32(t4, t13);
        uint32x4_t t15 = vdupq_n_u32((unsigned int)t5);
        uint32x4_t t16 = vaddq_u32(t14, t15);
        t4 = vbslq_u32(t8, t16, t12);
        int t17 = t5 >= 0;
        if (t17) {
            uint32x4_t t21 = vdupq_n_u32(32768U);
            t3 = vcltq_u32(t4, t21);
        } else {
            t3 = (uint32x4_t)(vcc_m4){0};
        }
        uint32x4_t t22 = t3;
        uint32x4_t t23 = vsubq_u32(t1, t22);
        t1 = (uint32x4_t)(t17 ? (vcc_v4_uint)t23 : (vcc_v4_uint)t1);
        t2 = (uint32x4_t)(t17 ? (vcc_v4_uint)t4 : (vcc_v4_uint)t2);
        t5++;
    }
    int32x4_t t18 = vdupq_n_s32(8);
    uint32x4_t t19 = (uint32x4_t)((vcc_v4_uint)t2 << __builtin_convertvector((vcc_v4_int)t18, vcc_v4_uint));
    uint32x4_t t20 = veorq_u32(t1, t19);
    return t20;
}

/* vcc: function at uniform_trip.c:18 vector variant _ZGVnM4vu_twist of `twist`: VL 4, masked, x vector, n uniform */
uint32x4_t _ZGVnM4vu_twist(uint32x4_t x, int n, uint32x4_t mask) {
    uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    uint32x4_t t1 = vdupq_n_u32(0U);
    uint32x4_t t2 = vdupq_n_u32(0U);
    int t5 = (vmaxvq_u32(t4) != 0);
    int t6 = -2;
    uint32x4_t t3 = x;
    while (t5 ? t6 < n : 0) {
        uint32x4_t t7 = vdupq_n_u32(1U);
        uint32x4_t t8 = vandq_u32(t3, t7);
        uint32x4_t t9 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)t8 != (vcc_v4_uint){0});
        uint32x4_t t10 = vmvnq_u32(t9);
        uint32x4_t t11 = vandq_u32(t4, t10);
        int32x4_t t12 = vdupq_n_s32(1);
        uint32x4_t t13 = (uint32x4_t)((vcc_v4_uint)t3 >> __builtin_convertvector((vcc_v4_int)t12, vcc_v4_uint));
        uint32x4_t t14 = vdupq_n_u32(40503U);
        uint32x4_t t15 = veorq_u32(t13, t14);
        uint32x4_t t16 = vdupq_n_u32(3U);
        uint32x4_t t17 = vmulq_u32(t3, t16);
        uint32x4_t t18 = vdupq_n_u32((unsigned int)t6);
        uint32x4_t t19 = vaddq_u32(t17, t18);
        t3 = vbslq_u32(t11, t15, t19);
        int32x4_t t20 = vdupq_n_s32(t6 >= 0);
        uint32x4_t t21 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t20 != (vcc_v4_int){0});
        uint32x4_t t22 = vandq_u32(t4, t21);
        uint32x4_t t23 = vdupq_n_u32(32768U);
        uint32x4_t t24 = vcltq_u32(t3, t23);
        uint32x4_t t25 = vandq_u32(t22, t24);
        uint32x4_t t26 = t25;
        uint32x4_t t27 = vbslq_u32(t22, t26, vdupq_n_u32(0));
        t1 = vsubq_u32(t1, t27);
        t2 = vbslq_u32(t22, t3, t2);
        t6++;
    }
    int32x4_t t28 = vdupq_n_s32(8);
    uint32x4_t t29 = (uint32x4_t)((vcc_v4_uint)t2 << __builtin_convertvector((vcc_v4_int)t28, vcc_v4_uint));
    uint32x4_t t30 = veorq_u32(t1, t29);
    uint32x4_t t31 = vbslq_u32(t4, t30, (uint32x4_t)(vcc_v4_uint){0});
    return t31;
}

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
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            int32x4_t t5 = vdupq_n_s32(0);
            uint32x4_t t6 = vreinterpretq_u32_s32(t5);
            uint32x4_t k_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec = 0L;
            uint32x4_t s_v = vdupq_n_u32(0);
            uint32x4_t s_v_1 = vdupq_n_u32(0);
            uint32x4_t s_v_2 = vdupq_n_u32(0);
            uint32x4_t s_v_3 = vdupq_n_u32(0);
            /* vcc: loop at uniform_trip.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t k_v_2 = vreinterpretq_s32_u32(k_v);
                uint32x4_t t7 = vreinterpretq_u32_s32(k_v_2);
                s_v = vaddq_u32(s_v, t7);
                uint32x4_t t8 = vaddq_u32(k_v, vdupq_n_u32(4));
                int32x4_t k_v_3 = vreinterpretq_s32_u32(t8);
                uint32x4_t t9 = vreinterpretq_u32_s32(k_v_3);
                s_v_1 = vaddq_u32(s_v_1, t9);
                uint32x4_t t10 = vaddq_u32(k_v, vdupq_n_u32(8));
                int32x4_t k_v_4 = vreinterpretq_s32_u32(t10);
                uint32x4_t t11 = vreinterpretq_u32_s32(k_v_4);
                s_v_2 = vaddq_u32(s_v_2, t11);
                uint32x4_t t12 = vaddq_u32(k_v, vdupq_n_u32(12));
                int32x4_t k_v_5 = vreinterpretq_s32_u32(t12);
                uint32x4_t t13 = vreinterpretq_u32_s32(k_v_5);
                s_v_3 = vaddq_u32(s_v_3, t13);
                k_vec += 16L;
                k_v = vaddq_u32(k_v, vdupq_n_u32(16));
            } while (k_vec < t4);
            uint32x4_t t14 = vaddq_u32(s_v, s_v_1);
            uint32x4_t t15 = vaddq_u32(t14, s_v_2);
            uint32x4_t t16 = vaddq_u32(t15, s_v_3);
            t17 = (int)t4;
            t18 = (int)((unsigned int)s_3 + vaddvq_u32(t16));
        } else {
            t17 = 0;
            t18 = s_3;
        }
        long t19 = (long)n + (long)t17 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            int32x4_t t21 = vdupq_n_s32(t17);
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            uint32x4_t k_v_1 = vaddq_u32(t22, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_1 = 0L;
            uint32x4_t s_v_4 = vdupq_n_u32(0);
            /* vcc: loop at uniform_trip.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                int32x4_t k_v_6 = vreinterpretq_s32_u32(k_v_1);
                uint32x4_t t23 = vreinterpretq_u32_s32(k_v_6);
                s_v_4 = vaddq_u32(s_v_4, t23);
                k_vec_1 += 4L;
                k_v_1 = vaddq_u32(k_v_1, vdupq_n_u32(4));
            } while (k_vec_1 < t20);
            k_1 = (int)((long)t17 + t20);
            s = (int)((unsigned int)t18 + vaddvq_u32(s_v_4));
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

/* vcc: function at uniform_trip.c:42 vector variant _ZGVnN4ulvu_under of `under`: VL 4, unmasked, out uniform, i linear step 1, x vector, n uniform */
int32x4_t _ZGVnN4ulvu_under(int *out, int i, int32x4_t x, int n) {
    int32x4_t t1;
    uint32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    int32x4_t t5;
    int32x4_t t6;
    int32x4_t t7;
    int32x4_t t9 = vdupq_n_s32(2);
    uint32x4_t t10 = vcgtq_s32(x, t9);
    int t11 = (vmaxvq_u32(t10) != 0);
    int32x4_t t13 = x;
    for (int t12 = 0; t11 ? t12 < n : 0; t12++, t13 = t7) {
        int32x4_t t14 = vdupq_n_s32(1);
        int32x4_t t15 = vandq_s32(t13, t14);
        uint32x4_t t16 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t15 != (vcc_v4_int){0});
        uint32x4_t t17 = vmvnq_u32(t16);
        uint32x4_t t18 = vandq_u32(t10, t17);
        if ((vmaxvq_u32(t18) != 0)) {
            if ((vminvq_u32(t18) != 0)) {
                t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                int32x4_t t26 = vdupq_n_s32(2);
                int32x4_t t27 = (int32x4_t)((vcc_v4_int)t13 / (vcc_v4_int)t26);
                int32x4_t t33 = vsetq_lane_s32(tick(t12), (int32x4_t)(vcc_v4_int){0}, 0);
                int32x4_t t34 = vsetq_lane_s32(tick(t12), t33, 1);
                int32x4_t t35 = vsetq_lane_s32(tick(t12), t34, 2);
                int32x4_t t36 = vsetq_lane_s32(tick(t12), t35, 3);
                t1 = vaddq_s32(t27, t36);
            } else {
                int32x4_t t28 = vdupq_n_s32(2);
                int32x4_t t29 = vdupq_n_s32(1);
                int32x4_t t30 = vbslq_s32(t18, t28, t29);
                int32x4_t t31 = (int32x4_t)((vcc_v4_int)t13 / (vcc_v4_int)t30);
                int32x4_t t32 = (int32x4_t)__builtin_convertvector((vcc_m4)t18 & 1, vcc_v4_int);
                if (vgetq_lane_s32(t32, 0)) {
                    t3 = vsetq_lane_s32(tick(t12), (int32x4_t)(vcc_v4_int){0}, 0);
                } else {
                    t3 = (int32x4_t)(vcc_v4_int){0};
                }
                if (vgetq_lane_s32(t32, 1)) {
                    t4 = vsetq_lane_s32(tick(t12), t3, 1);
                } else {
                    t4 = t3;
                }
                if (vgetq_lane_s32(t32, 2)) {
                    t5 = vsetq_lane_s32(tick(t12), t4, 2);
                } else {
                    t5 = t4;
                }
                if (vgetq_lane_s32(t32, 3)) {
                    t6 = vsetq_lane_s32(tick(t12), t5, 3);
                } else {
                    t6 = t5;
                }
                uint32x4_t t37 = vreinterpretq_u32_s32(t31);
                uint32x4_t t38 = vreinterpretq_u32_s32(t6);
                uint32x4_t t39 = vaddq_u32(t37, t38);
                t1 = vreinterpretq_s32_u32(t39);
                t2 = t18;
            }
        } else {
            t1 = (int32x4_t)(vcc_v4_int){0};
            t2 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t40 = vdupq_n_s32(3);
        uint32x4_t t41 = vreinterpretq_u32_s32(t13);
        uint32x4_t t42 = vreinterpretq_u32_s32(t40);
        uint32x4_t t43 = vmulq_u32(t41, t42);
        int32x4_t t44 = vreinterpretq_s32_u32(t43);
        int32x4_t t45 = vdupq_n_s32(t12);
        uint32x4_t t46 = vreinterpretq_u32_s32(t44);
        uint32x4_t t47 = vreinterpretq_u32_s32(t45);
        uint32x4_t t48 = vaddq_u32(t46, t47);
        int32x4_t t49 = vreinterpretq_s32_u32(t48);
        if ((vmaxvq_u32(t10) != 0)) {
            if ((vminvq_u32(t10) != 0)) {
                t7 = vbslq_s32(t2, t1, t49);
                vst1q_s32(out + i, t7);
            } else {
                t7 = vbslq_s32(t2, t1, t49);
                do { uint32x4_t vcc_nm = t10; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        } else {
            t7 = (int32x4_t)(vcc_v4_int){0};
        }
    }
    int32x4_t t19 = vbslq_s32(t10, t13, x);
    int32x4_t t20 = vdupq_n_s32(0);
    uint32x4_t t21 = vcltq_s32(x, t20);
    int32x4_t t22 = vdupq_n_s32((n > 0) != 0);
    uint32x4_t t23 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t22 != (vcc_v4_int){0});
    uint32x4_t t24 = vandq_u32(t21, t23);
    int t25 = (vmaxvq_u32(t24) != 0);
    int t50 = 0;
    int32x4_t t8 = t19;
    while (t25 ? t50 != n : 0) {
        int32x4_t t51 = vdupq_n_s32(t50);
        uint32x4_t t52 = vreinterpretq_u32_s32(t8);
        uint32x4_t t53 = vreinterpretq_u32_s32(t51);
        uint32x4_t t54 = vaddq_u32(t52, t53);
        t8 = vreinterpretq_s32_u32(t54);
        t50++;
    }
    int32x4_t t55 = vbslq_s32(t24, t8, t19);
    return t55;
}

/* vcc: function at uniform_trip.c:42 vector variant _ZGVnM4ulvu_under of `under`: VL 4, masked, out uniform, i linear step 1, x vector, n uniform */
int32x4_t _ZGVnM4ulvu_under(int *out, int i, int32x4_t x, int n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    int32x4_t t5;
    int32x4_t t6;
    int32x4_t t7;
    uint32x4_t t9 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t10 = vdupq_n_s32(2);
    uint32x4_t t11 = vcgtq_s32(x, t10);
    uint32x4_t t12 = vandq_u32(t9, t11);
    int t13 = (vmaxvq_u32(t12) != 0);
    int32x4_t t15 = x;
    for (int t14 = 0; t13 ? t14 < n : 0; t14++, t15 = t7) {
        int32x4_t t16 = vdupq_n_s32(1);
        int32x4_t t17 = vandq_s32(t15, t16);
        uint32x4_t t18 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t17 != (vcc_v4_int){0});
        uint32x4_t t19 = vmvnq_u32(t18);
        uint32x4_t t20 = vandq_u32(t12, t19);
        if ((vmaxvq_u32(t20) != 0)) {
            if ((vminvq_u32(t20) != 0)) {
                t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                int32x4_t t29 = vdupq_n_s32(2);
                int32x4_t t30 = (int32x4_t)((vcc_v4_int)t15 / (vcc_v4_int)t29);
                int32x4_t t36 = vsetq_lane_s32(tick(t14), (int32x4_t)(vcc_v4_int){0}, 0);
                int32x4_t t37 = vsetq_lane_s32(tick(t14), t36, 1);
                int32x4_t t38 = vsetq_lane_s32(tick(t14), t37, 2);
                int32x4_t t39 = vsetq_lane_s32(tick(t14), t38, 3);
                t1 = vaddq_s32(t30, t39);
            } else {
                int32x4_t t31 = vdupq_n_s32(2);
                int32x4_t t32 = vdupq_n_s32(1);
                int32x4_t t33 = vbslq_s32(t20, t31, t32);
                int32x4_t t34 = (int32x4_t)((vcc_v4_int)t15 / (vcc_v4_int)t33);
                int32x4_t t35 = (int32x4_t)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
                if (vgetq_lane_s32(t35, 0)) {
                    t3 = vsetq_lane_s32(tick(t14), (int32x4_t)(vcc_v4_int){0}, 0);
                } else {
                    t3 = (int32x4_t)(vcc_v4_int){0};
                }
                if (vgetq_lane_s32(t35, 1)) {
                    t4 = vsetq_lane_s32(tick(t14), t3, 1);
                } else {
                    t4 = t3;
                }
                if (vgetq_lane_s32(t35, 2)) {
                    t5 = vsetq_lane_s32(tick(t14), t4, 2);
                } else {
                    t5 = t4;
                }
                if (vgetq_lane_s32(t35, 3)) {
                    t6 = vsetq_lane_s32(tick(t14), t5, 3);
                } else {
                    t6 = t5;
                }
                uint32x4_t t40 = vreinterpretq_u32_s32(t34);
                uint32x4_t t41 = vreinterpretq_u32_s32(t6);
                uint32x4_t t42 = vaddq_u32(t40, t41);
                t1 = vreinterpretq_s32_u32(t42);
                t2 = t20;
            }
        } else {
            t1 = (int32x4_t)(vcc_v4_int){0};
            t2 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t43 = vdupq_n_s32(3);
        uint32x4_t t44 = vreinterpretq_u32_s32(t15);
        uint32x4_t t45 = vreinterpretq_u32_s32(t43);
        uint32x4_t t46 = vmulq_u32(t44, t45);
        int32x4_t t47 = vreinterpretq_s32_u32(t46);
        int32x4_t t48 = vdupq_n_s32(t14);
        uint32x4_t t49 = vreinterpretq_u32_s32(t47);
        uint32x4_t t50 = vreinterpretq_u32_s32(t48);
        uint32x4_t t51 = vaddq_u32(t49, t50);
        int32x4_t t52 = vreinterpretq_s32_u32(t51);
        if ((vmaxvq_u32(t12) != 0)) {
            if ((vminvq_u32(t12) != 0)) {
                t7 = vbslq_s32(t2, t1, t52);
                vst1q_s32(out + i, t7);
            } else {
                t7 = vbslq_s32(t2, t1, t52);
                do { uint32x4_t vcc_nm = t12; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        } else {
            t7 = (int32x4_t)(vcc_v4_int){0};
        }
    }
    int32x4_t t21 = vbslq_s32(t12, t15, x);
    int32x4_t t22 = vdupq_n_s32(0);
    uint32x4_t t23 = vcltq_s32(x, t22);
    int32x4_t t24 = vdupq_n_s32((n > 0) != 0);
    uint32x4_t t25 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
    uint32x4_t t26 = vandq_u32(t23, t25);
    uint32x4_t t27 = vandq_u32(t9, t26);
    int t28 = (vmaxvq_u32(t27) != 0);
    int t53 = 0;
    int32x4_t t8 = t21;
    while (t28 ? t53 != n : 0) {
        int32x4_t t54 = vdupq_n_s32(t53);
        uint32x4_t t55 = vreinterpretq_u32_s32(t8);
        uint32x4_t t56 = vreinterpretq_u32_s32(t54);
        uint32x4_t t57 = vaddq_u32(t55, t56);
        t8 = vreinterpretq_s32_u32(t57);
        t53++;
    }
    int32x4_t t58 = vbslq_s32(t27, t8, t21);
    int32x4_t t59 = vbslq_s32(t9, t58, (int32x4_t)(vcc_v4_int){0});
    return t59;
}

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

/* vcc: function at uniform_trip.c:63 vector variant _ZGVnN4vu_spin of `spin`: VL 4, unmasked, x vector, n uniform */
int32x4_t _ZGVnN4vu_spin(int32x4_t x, int n) {
    uint32x4_t t1;
    int t3;
    if (n > 0) {
        t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
        t3 = 0;
    } else {
        t3 = 0;
        t1 = (uint32x4_t)(vcc_m4){0};
    }
    int t4 = (vmaxvq_u32(t1) != 0);
    int32x4_t t2 = x;
    for (int t5 = t3; t4 ? t5 != n : 0; t5++) {
        int32x4_t t6 = vdupq_n_s32(3);
        int32x4_t t7 = vmulq_s32(t2, t6);
        int32x4_t t8 = vdupq_n_s32(t5);
        t2 = vaddq_s32(t7, t8);
    }
    int32x4_t t9 = vbslq_s32(t1, t2, x);
    return t9;
}

/* vcc: function at uniform_trip.c:63 vector variant _ZGVnM4vu_spin of `spin`: VL 4, masked, x vector, n uniform */
int32x4_t _ZGVnM4vu_spin(int32x4_t x, int n, int32x4_t mask) {
    uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t3 = vdupq_n_s32(n > 0);
    uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t3 != (vcc_v4_int){0});
    uint32x4_t t5 = vandq_u32(t2, t4);
    int t6 = (vmaxvq_u32(t5) != 0);
    int t7 = 0;
    int32x4_t t1 = x;
    while (t6 ? t7 != n : 0) {
        int32x4_t t8 = vdupq_n_s32(3);
        uint32x4_t t9 = vreinterpretq_u32_s32(t1);
        uint32x4_t t10 = vreinterpretq_u32_s32(t8);
        uint32x4_t t11 = vmulq_u32(t9, t10);
        int32x4_t t12 = vreinterpretq_s32_u32(t11);
        int32x4_t t13 = vdupq_n_s32(t7);
        uint32x4_t t14 = vreinterpretq_u32_s32(t12);
        uint32x4_t t15 = vreinterpretq_u32_s32(t13);
        uint32x4_t t16 = vaddq_u32(t14, t15);
        t1 = vreinterpretq_s32_u32(t16);
        t7++;
    }
    int32x4_t t17 = vbslq_s32(t5, t1, x);
    int32x4_t t18 = vbslq_s32(t2, t17, (int32x4_t)(vcc_v4_int){0});
    return t18;
}

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

/* vcc: function at uniform_trip.c:75 vector variant _ZGVnN4vu_skip of `skip`: VL 4, unmasked, x vector, n uniform */
int32x4_t _ZGVnN4vu_skip(int32x4_t x, int n) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    int32x4_t t2 = vdupq_n_s32(0);
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = (int32x4_t)(vcc_v4_int){0};
    for (;;) {
        int32x4_t t5 = vdupq_n_s32(n);
        uint32x4_t t6 = vcltq_s32(t2, t5);
        uint32x4_t t7 = vandq_u32(t1, t6);
        uint32x4_t t8 = vcgtq_s32(x, t2);
        uint32x4_t t9 = vmvnq_u32(t8);
        uint32x4_t t10 = vandq_u32(t7, t9);
        int32x4_t t11 = vdupq_n_s32(2);
        uint32x4_t t12 = vreinterpretq_u32_s32(t3);
        uint32x4_t t13 = vreinterpretq_u32_s32(t11);
        uint32x4_t t14 = vaddq_u32(t12, t13);
        int32x4_t t15 = vreinterpretq_s32_u32(t14);
        int32x4_t t16 = vdupq_n_s32(1);
        uint32x4_t t17 = vreinterpretq_u32_s32(t2);
        uint32x4_t t18 = vreinterpretq_u32_s32(t16);
        uint32x4_t t19 = vaddq_u32(t17, t18);
        int32x4_t t20 = vreinterpretq_s32_u32(t19);
        int32x4_t t21 = vdupq_n_s32(1);
        uint32x4_t t22 = vreinterpretq_u32_s32(t3);
        uint32x4_t t23 = vreinterpretq_u32_s32(t21);
        uint32x4_t t24 = vaddq_u32(t22, t23);
        int32x4_t t25 = vreinterpretq_s32_u32(t24);
        int32x4_t t26 = vdupq_n_s32(1);
        uint32x4_t t27 = vreinterpretq_u32_s32(t2);
        uint32x4_t t28 = vreinterpretq_u32_s32(t26);
        uint32x4_t t29 = vaddq_u32(t27, t28);
        int32x4_t t30 = vreinterpretq_s32_u32(t29);
        t2 = vbslq_s32(t10, t20, t30);
        int32x4_t t31 = vbslq_s32(t10, t15, t25);
        t4 = vbslq_s32(t1, t3, t4);
        if (!(vmaxvq_u32(t7) != 0)) {
            break;
        }
        t1 = t7;
        t3 = t31;
    }
    return t4;
}

/* vcc: function at uniform_trip.c:75 vector variant _ZGVnM4vu_skip of `skip`: VL 4, masked, x vector, n uniform */
int32x4_t _ZGVnM4vu_skip(int32x4_t x, int n, int32x4_t mask) {
    uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t1 = vdupq_n_s32(0);
    int32x4_t t2 = vdupq_n_s32(0);
    uint32x4_t t5 = t4;
    int32x4_t t3 = (int32x4_t)(vcc_v4_int){0};
    for (;;) {
        int32x4_t t6 = vdupq_n_s32(n);
        uint32x4_t t7 = vcltq_s32(t1, t6);
        uint32x4_t t8 = vandq_u32(t5, t7);
        uint32x4_t t9 = vcgtq_s32(x, t1);
        uint32x4_t t10 = vmvnq_u32(t9);
        uint32x4_t t11 = vandq_u32(t8, t10);
        int32x4_t t12 = vdupq_n_s32(2);
        uint32x4_t t13 = vreinterpretq_u32_s32(t2);
        uint32x4_t t14 = vreinterpretq_u32_s32(t12);
        uint32x4_t t15 = vaddq_u32(t13, t14);
        int32x4_t t16 = vreinterpretq_s32_u32(t15);
        int32x4_t t17 = vdupq_n_s32(1);
        uint32x4_t t18 = vreinterpretq_u32_s32(t1);
        uint32x4_t t19 = vreinterpretq_u32_s32(t17);
        uint32x4_t t20 = vaddq_u32(t18, t19);
        int32x4_t t21 = vreinterpretq_s32_u32(t20);
        int32x4_t t22 = vdupq_n_s32(1);
        uint32x4_t t23 = vreinterpretq_u32_s32(t2);
        uint32x4_t t24 = vreinterpretq_u32_s32(t22);
        uint32x4_t t25 = vaddq_u32(t23, t24);
        int32x4_t t26 = vreinterpretq_s32_u32(t25);
        int32x4_t t27 = vdupq_n_s32(1);
        uint32x4_t t28 = vreinterpretq_u32_s32(t1);
        uint32x4_t t29 = vreinterpretq_u32_s32(t27);
        uint32x4_t t30 = vaddq_u32(t28, t29);
        int32x4_t t31 = vreinterpretq_s32_u32(t30);
        t1 = vbslq_s32(t11, t21, t31);
        int32x4_t t32 = vbslq_s32(t11, t16, t26);
        t3 = vbslq_s32(t5, t2, t3);
        if (!(vmaxvq_u32(t8) != 0)) {
            break;
        }
        t5 = t8;
        t2 = t32;
    }
    int32x4_t t33 = vbslq_s32(t4, t3, (int32x4_t)(vcc_v4_int){0});
    return t33;
}

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

/* vcc: function at uniform_trip.c:90 vector variant _ZGVnN4vu_early of `early`: VL 4, unmasked, x vector, n uniform */
int32x4_t _ZGVnN4vu_early(int32x4_t x, int n) {
    uint32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    uint32x4_t t4;
    int32x4_t t5;
    int32x4_t t6;
    uint32x4_t t7;
    int32x4_t t8;
    int t9;
    int32x4_t t28;
    uint32x4_t t29;
    int32x4_t t30;
    uint32x4_t t31;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    t2 = vdupq_n_s32(0);
    t9 = 0;
    t3 = (int32x4_t)(vcc_v4_int){0};
    t4 = (uint32x4_t)(vcc_m4){0};
    t5 = (int32x4_t)(vcc_v4_int){0};
    while (t9 < n) {
        int32x4_t t10 = vdupq_n_s32(t9);
        uint32x4_t t11 = vcgtq_s32(x, t10);
        uint32x4_t t12 = vandq_u32(t1, t11);
        uint32x4_t t13 = vmvnq_u32(t11);
        uint32x4_t t14 = vandq_u32(t1, t13);
        uint32x4_t t15 = vreinterpretq_u32_s32(t2);
        uint32x4_t t16 = vreinterpretq_u32_s32(x);
        uint32x4_t t17 = vaddq_u32(t15, t16);
        int32x4_t t18 = vreinterpretq_s32_u32(t17);
        int32x4_t t19 = vdupq_n_s32(t9 == 3);
        uint32x4_t t20 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
        uint32x4_t t21 = vandq_u32(t12, t20);
        uint32x4_t t22 = vmvnq_u32(t20);
        uint32x4_t t23 = vandq_u32(t12, t22);
        uint32x4_t t24 = vorrq_u32(t14, t23);
        int32x4_t t25 = vbslq_s32(t23, t18, t2);
        int32x4_t t26 = vdupq_n_s32(t9);
        t2 = veorq_s32(t25, t26);
        int32x4_t t27 = vdupq_n_s32(t9);
        t3 = vbslq_s32(t1, t27, t3);
        t4 = vorrq_u32(t4, t21);
        t5 = vbslq_s32(t21, t18, t5);
        if (!(vmaxvq_u32(t24) != 0)) {
            t6 = t3;
            t7 = (uint32x4_t)(vcc_m4){0};
            t29 = t4;
            t8 = (int32x4_t)(vcc_v4_int){0};
            t30 = t5;
            goto L43;
        }
        t1 = t24;
        t9++;
    }
    t28 = vdupq_n_s32(t9);
    t6 = vbslq_s32(t1, t28, t3);
    t7 = vorrq_u32((uint32x4_t)(vcc_m4){0}, t1);
    t8 = vbslq_s32(t1, t2, (int32x4_t)(vcc_v4_int){0});
    t29 = t4;
    t30 = t5;
L43:
    t31 = vorrq_u32(t7, t29);
    int32x4_t t32 = vbslq_s32(t29, t30, t8);
    int32x4_t t33 = vdupq_n_s32(16);
    uint32x4_t t34 = vreinterpretq_u32_s32(t32);
    uint32x4_t t35 = vreinterpretq_u32_s32(t33);
    uint32x4_t t36 = vmulq_u32(t34, t35);
    int32x4_t t37 = vreinterpretq_s32_u32(t36);
    uint32x4_t t38 = vreinterpretq_u32_s32(t37);
    uint32x4_t t39 = vreinterpretq_u32_s32(t6);
    uint32x4_t t40 = vaddq_u32(t38, t39);
    int32x4_t t41 = vreinterpretq_s32_u32(t40);
    int32x4_t t42 = vbslq_s32(t31, t41, (int32x4_t)(vcc_v4_int){0});
    return t42;
}

/* vcc: function at uniform_trip.c:90 vector variant _ZGVnM4vu_early of `early`: VL 4, masked, x vector, n uniform */
int32x4_t _ZGVnM4vu_early(int32x4_t x, int n, int32x4_t mask) {
    uint32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    uint32x4_t t4;
    int32x4_t t5;
    int32x4_t t6;
    uint32x4_t t7;
    int32x4_t t8;
    int t9;
    int32x4_t t28;
    uint32x4_t t29;
    int32x4_t t30;
    uint32x4_t t31;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    t2 = vdupq_n_s32(0);
    t9 = 0;
    t3 = (int32x4_t)(vcc_v4_int){0};
    t4 = (uint32x4_t)(vcc_m4){0};
    t5 = (int32x4_t)(vcc_v4_int){0};
    while (t9 < n) {
        int32x4_t t10 = vdupq_n_s32(t9);
        uint32x4_t t11 = vcgtq_s32(x, t10);
        uint32x4_t t12 = vandq_u32(t1, t11);
        uint32x4_t t13 = vmvnq_u32(t11);
        uint32x4_t t14 = vandq_u32(t1, t13);
        uint32x4_t t15 = vreinterpretq_u32_s32(t2);
        uint32x4_t t16 = vreinterpretq_u32_s32(x);
        uint32x4_t t17 = vaddq_u32(t15, t16);
        int32x4_t t18 = vreinterpretq_s32_u32(t17);
        int32x4_t t19 = vdupq_n_s32(t9 == 3);
        uint32x4_t t20 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
        uint32x4_t t21 = vandq_u32(t12, t20);
        uint32x4_t t22 = vmvnq_u32(t20);
        uint32x4_t t23 = vandq_u32(t12, t22);
        uint32x4_t t24 = vorrq_u32(t14, t23);
        int32x4_t t25 = vbslq_s32(t23, t18, t2);
        int32x4_t t26 = vdupq_n_s32(t9);
        t2 = veorq_s32(t25, t26);
        int32x4_t t27 = vdupq_n_s32(t9);
        t3 = vbslq_s32(t1, t27, t3);
        t4 = vorrq_u32(t4, t21);
        t5 = vbslq_s32(t21, t18, t5);
        if (!(vmaxvq_u32(t24) != 0)) {
            t6 = t3;
            t7 = (uint32x4_t)(vcc_m4){0};
            t29 = t4;
            t8 = (int32x4_t)(vcc_v4_int){0};
            t30 = t5;
            goto L43;
        }
        t1 = t24;
        t9++;
    }
    t28 = vdupq_n_s32(t9);
    t6 = vbslq_s32(t1, t28, t3);
    t7 = vorrq_u32((uint32x4_t)(vcc_m4){0}, t1);
    t8 = vbslq_s32(t1, t2, (int32x4_t)(vcc_v4_int){0});
    t29 = t4;
    t30 = t5;
L43:
    t31 = vorrq_u32(t7, t29);
    int32x4_t t32 = vbslq_s32(t29, t30, t8);
    int32x4_t t33 = vdupq_n_s32(16);
    uint32x4_t t34 = vreinterpretq_u32_s32(t32);
    uint32x4_t t35 = vreinterpretq_u32_s32(t33);
    uint32x4_t t36 = vmulq_u32(t34, t35);
    int32x4_t t37 = vreinterpretq_s32_u32(t36);
    uint32x4_t t38 = vreinterpretq_u32_s32(t37);
    uint32x4_t t39 = vreinterpretq_u32_s32(t6);
    uint32x4_t t40 = vaddq_u32(t38, t39);
    int32x4_t t41 = vreinterpretq_s32_u32(t40);
    int32x4_t t42 = vbslq_s32(t31, t41, (int32x4_t)(vcc_v4_int){0});
    return t42;
}

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
