/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
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
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(0);
        /* vcc: loop at bool_reduce.c:12 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(a_v < (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            r_v = vorrq_u8(r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)0 | ({ uint8x16_t vcc_v = r_v; vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (_Bool)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = (_Bool)0;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

_Bool all_positive(const int *a, int n) {
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(1);
        /* vcc: loop at bool_reduce.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(a_v > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            r_v = vandq_u8(r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)1 & ({ uint8x16_t vcc_v = r_v; vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (_Bool)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = (_Bool)1;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (a[i] > 0));
    }
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
_Bool any_nonzero(const int *a, int n) {
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(0);
        /* vcc: loop at bool_reduce.c:27 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(a_v != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            r_v = vorrq_u8(r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)0 | ({ uint8x16_t vcc_v = r_v; vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (_Bool)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = (_Bool)0;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | a[i]);
    }
    return r;
}

/* The parity of the negative elements. */
_Bool odd_negatives(const int *a, int n) {
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(0);
        /* vcc: loop at bool_reduce.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(a_v < (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            r_v = veorq_u8(r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)0 ^ ({ uint8x16_t vcc_v = r_v; vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (_Bool)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = (_Bool)0;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r ^ (a[i] < 0));
    }
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
_Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint8x16_t c_v = vdupq_n_u8(c);
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(0);
        /* vcc: loop at bool_reduce.c:43 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t s_v = vld1q_u8(s + i_vec);
            uint8x16_t t3 = vceqq_u8(s_v, c_v);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            r_v = vorrq_u8(r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)0 | ({ uint8x16_t vcc_v = r_v; vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (_Bool)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = (_Bool)0;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | ((int)s[i] == (int)c));
    }
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
_Bool all_set(const _Bool *f, int n, _Bool start) {
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(1);
        /* vcc: loop at bool_reduce.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t f_v = vld1q_u8((const uint8_t *)(f + i_vec));
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = f_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(t3 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            uint8x16_t t5 = vbslq_u8(t4, vdupq_n_u8(1), vdupq_n_u8(0));
            r_v = vandq_u8(r_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)(start & ({ uint8x16_t vcc_v = r_v; vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = vandq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (_Bool)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = start;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
_Bool contains(const int *a, int n, int x) {
    int t30;
    _Bool t31;
    int i;
    _Bool found;
    _Bool found_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_uchar found_v = vcc_splat(vcc_v4_uchar, (_Bool)0);
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        vcc_v4_uchar found_v_1 = found_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        vcc_v4_uchar found_v_2 = found_v;
        int32x4_t t3 = vdupq_n_s32(-1);
        vcc_v4_uchar found_v_3 = found_v;
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at bool_reduce.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t8 = vceqq_s32(a_v, x_v);
            found_v = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t8, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v);
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t11 = vceqq_s32(a_v_1, x_v);
            found_v_1 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t11, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_1);
            int32x4_t t12 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t11, t12, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t13 = vceqq_s32(a_v_2, x_v);
            found_v_2 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_2);
            int32x4_t t14 = vaddq_s32(t10, vdupq_n_s32(8));
            t3 = vbslq_s32(t13, t14, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t15 = vceqq_s32(a_v_3, x_v);
            found_v_3 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_3);
            int32x4_t t16 = vaddq_s32(t10, vdupq_n_s32(12));
            t4 = vbslq_s32(t15, t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t17 = vcgtq_s32(t2, t1);
        int32x4_t t18 = vmaxq_s32(t2, t1);
        vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t17, vcc_v4_schar), found_v_1, found_v);
        uint32x4_t t20 = vcgtq_s32(t3, t18);
        int32x4_t t21 = vmaxq_s32(t3, t18);
        vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t20, vcc_v4_schar), found_v_2, t19);
        uint32x4_t t23 = vcgtq_s32(t4, t21);
        int32x4_t t24 = vmaxq_s32(t4, t21);
        vcc_v4_uchar t25 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), found_v_3, t22);
        int t26 = vmaxvq_s32(t24);
        int32x4_t t27 = vdupq_n_s32(t26);
        uint32x4_t t28 = vceqq_s32(t24, t27);
        vcc_v4_uchar t29 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t28, vcc_v4_schar), t25, ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t30 = (int)t7;
        t31 = (_Bool)(t26 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t29, |));
    } else {
        t30 = 0;
        t31 = (_Bool)0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if ((t32 >= 4L) & (t32 <= 2147483647L)) {
        long t33 = t32 & -4L;
        vcc_v4_uchar found_v_4 = (vcc_v4_uchar){t31, t31, t31, t31};
        int32x4_t x_v_1 = vdupq_n_s32(x);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at bool_reduce.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t30 + i_vec_1));
            uint32x4_t t34 = vceqq_s32(a_v_4, x_v_1);
            found_v_4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t34, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_4);
            int32x4_t t35 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t34, t36, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vmaxvq_s32(t5);
        int32x4_t t38 = vdupq_n_s32(t37);
        uint32x4_t t39 = vceqq_s32(t5, t38);
        vcc_v4_uchar t40 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t39, vcc_v4_schar), found_v_4, ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t30 + t33);
        found = (_Bool)(t37 < 0 ? t31 : vcc_reduce(_Bool, t40, |));
    } else {
        i = t30;
        found = t31;
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
    int t18;
    _Bool t19;
    int i;
    _Bool ok;
    _Bool ok_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        uint8x8_t ok_v = vdup_n_u8(start);
        int16x8_t x_v = vdupq_n_s16(x);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        uint8x8_t ok_v_1 = ok_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:68 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            uint16x8_t t6 = vceqq_s16(a_v, x_v);
            ok_v = (uint8x8_t)vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), (vcc_v8_uchar)vdup_n_u8(0), (vcc_v8_uchar)ok_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), t8, t1);
            int16x8_t a_v_1 = vld1q_s16(a + (i_vec + 8L));
            uint16x8_t t9 = vceqq_s16(a_v_1, x_v);
            ok_v_1 = (uint8x8_t)vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), (vcc_v8_uchar)vdup_n_u8(0), (vcc_v8_uchar)ok_v_1);
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t9, vcc_v8_int), t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        uint16x8_t t11 = (uint16x8_t)__builtin_convertvector(t2 > t1, vcc_m8);
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        uint8x8_t t13 = (uint8x8_t)vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), (vcc_v8_uchar)ok_v_1, (vcc_v8_uchar)ok_v);
        int t14 = vcc_reduce_max(int, t12);
        vcc_v8_int t15 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        uint16x8_t t16 = (uint16x8_t)__builtin_convertvector(t12 == t15, vcc_m8);
        uint8x8_t t17 = (uint8x8_t)vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), (vcc_v8_uchar)t13, (vcc_v8_uchar)vdup_n_u8(0));
        t18 = (int)t5;
        t19 = (_Bool)(t14 < 0 ? start : ({ uint8x8_t vcc_v = t17; vcc_v = vorr_u8(vcc_v, vext_u8(vcc_v, vcc_v, 4)); vcc_v = vorr_u8(vcc_v, vext_u8(vcc_v, vcc_v, 2)); vcc_v = vorr_u8(vcc_v, vext_u8(vcc_v, vcc_v, 1)); (_Bool)vget_lane_u8(vcc_v, 0); }));
    } else {
        t18 = 0;
        t19 = start;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        uint8x8_t ok_v_2 = vdup_n_u8(t19);
        int16x8_t x_v_1 = vdupq_n_s16(x);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t a_v_2 = vld1q_s16(a + ((long)t18 + i_vec_1));
            uint16x8_t t22 = vceqq_s16(a_v_2, x_v_1);
            ok_v_2 = (uint8x8_t)vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t22, vcc_v8_schar), (vcc_v8_uchar)vdup_n_u8(0), (vcc_v8_uchar)ok_v_2);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t22, vcc_v8_int), t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        uint16x8_t t27 = (uint16x8_t)__builtin_convertvector(t3 == t26, vcc_m8);
        uint8x8_t t28 = (uint8x8_t)vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t27, vcc_v8_schar), (vcc_v8_uchar)ok_v_2, (vcc_v8_uchar)vdup_n_u8(0));
        i = (int)((long)t18 + t21);
        ok = (_Bool)(t25 < 0 ? t19 : ({ uint8x8_t vcc_v = t28; vcc_v = vorr_u8(vcc_v, vext_u8(vcc_v, vcc_v, 4)); vcc_v = vorr_u8(vcc_v, vext_u8(vcc_v, vcc_v, 2)); vcc_v = vorr_u8(vcc_v, vext_u8(vcc_v, vcc_v, 1)); (_Bool)vget_lane_u8(vcc_v, 0); }));
    } else {
        i = t18;
        ok = t19;
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
    int t2;
    int t3;
    int t4;
    int t5;
    int t10;
    int t11;
    int k_1;
    int t31;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            printf("%llu\n", total);
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        unsigned char *s = (unsigned char *)new_array(n, 1UL);
        _Bool *f = (_Bool *)new_array(n, 1UL);
        short *h = (short *)new_array(n, 2UL);
        for (int p = -1; p < n; p++) {
            if (n > 100) {
                t3 = (p > 70) != 0;
            } else {
                t3 = 0;
            }
            if (t3) {
                t4 = (p < (n - 70)) != 0;
            } else {
                t4 = 0;
            }
            if (t4) {
                t5 = ((p % 31) != 0) != 0;
            } else {
                t5 = 0;
            }
            if (!t5) {
                for (int k = 0; k < n; k++) {
                    long t6 = (long)k;
                    a[t6] = 1 + (int)(next_rand() % 1000U);
                    s[t6] = (unsigned char)(1U + next_rand() % 200U);
                    f[t6] = (_Bool)1;
                    h[t6] = (short)(next_rand() % 1000U);
                }
                int t7 = p >= 0;
                if (t7) {
                    long t8 = (long)p;
                    a[t8] = -(int)(1U + next_rand() % 5U);
                    s[t8] = (unsigned char)250;
                    f[t8] = (_Bool)0;
                    h[t8] = (short)-3;
                }
                const int *t9 = a;
                mix((long long)any_negative(t9, n));
                mix((long long)all_positive(t9, n));
                if (n > 0) {
                    if (t7) {
                        t10 = p;
                    } else {
                        t10 = 0;
                    }
                    t11 = a[t10];
                } else {
                    t11 = 5;
                }
                mix((long long)contains(t9, n, t11));
                mix((long long)contains(t9, n, -9));
                mix((long long)has_byte(s, n, (unsigned char)250));
                const _Bool *t12 = f;
                mix((long long)all_set(t12, n, (_Bool)1));
                mix((long long)all_set(t12, n, (_Bool)0));
                const short *t13 = h;
                mix((long long)none_equal(t13, n, (short)-3, (_Bool)1));
                mix((long long)none_equal(t13, n, (short)-3, (_Bool)0));
                int t1 = p + 1;
                long t14 = ((long)n + (long)p * -1L + 5L) / 7L;
                if (t14 >= 16L) {
                    long t15 = t14 & -16L;
                    long k_vec = 0L;
                    /* vcc: loop at bool_reduce.c:111 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                    do {
                        int *t16 = a + ((long)t1 + k_vec * 7L);
                        int *t17 = a + ((long)t1 + (k_vec + 4L) * 7L);
                        int *t18 = a + ((long)t1 + (k_vec + 8L) * 7L);
                        int *t19 = a + ((long)t1 + (k_vec + 12L) * 7L);
                        int32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; const int32_t *vcc_np = (const int32_t *)(t16); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                        int32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; const int32_t *vcc_np = (const int32_t *)(t17); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                        int32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; const int32_t *vcc_np = (const int32_t *)(t18); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                        int32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; const int32_t *vcc_np = (const int32_t *)(t19); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                        int32x4_t t20 = vnegq_s32(a_v);
                        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; int32x4_t vcc_nv = t20; int32_t *vcc_np = (int32_t *)(t16); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                        int32x4_t t21 = vnegq_s32(a_v_1);
                        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; int32x4_t vcc_nv = t21; int32_t *vcc_np = (int32_t *)(t17); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                        int32x4_t t22 = vnegq_s32(a_v_2);
                        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; int32x4_t vcc_nv = t22; int32_t *vcc_np = (int32_t *)(t18); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                        int32x4_t t23 = vnegq_s32(a_v_3);
                        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; int32x4_t vcc_nv = t23; int32_t *vcc_np = (int32_t *)(t19); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                        k_vec += 16L;
                    } while (k_vec < t15);
                    t1 = (int)((long)t1 + t15 * 7L);
                }
                long t24 = ((long)n + (long)t1 * -1L + 6L) / 7L;
                if (t24 >= 4L) {
                    long t25 = t24 & -4L;
                    long k_vec_1 = 0L;
                    /* vcc: loop at bool_reduce.c:111 vector epilogue: VF 4, UF 1, scalar epilogue */
                    do {
                        int *t26 = a + ((long)t1 + k_vec_1 * 7L);
                        int32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; const int32_t *vcc_np = (const int32_t *)(t26); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                        int32x4_t t27 = vnegq_s32(a_v_4);
                        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 7, 14, 21}; int32x4_t vcc_nv = t27; int32_t *vcc_np = (int32_t *)(t26); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                        k_vec_1 += 4L;
                    } while (k_vec_1 < t25);
                    k_1 = (int)((long)t1 + t25 * 7L);
                } else {
                    k_1 = t1;
                }
                for (; k_1 < n; k_1 += 7) {
                    int *t28 = a + k_1;
                    *t28 = -*t28;
                }
                mix((long long)odd_negatives(t9, n));
                for (int k_2 = 0; k_2 < n; k_2++) {
                    int *t29 = a + k_2;
                    if (k_2 == p) {
                        unsigned int t30 = next_rand();
                        t31 = (int)(t30 % 3U) + 1;
                    } else {
                        t31 = 0;
                    }
                    *t29 = t31;
                }
                mix((long long)any_nonzero(t9, n));
            }
        }
        free((void *)a);
        free((void *)s);
        free((void *)f);
        free((void *)h);
    }
}
