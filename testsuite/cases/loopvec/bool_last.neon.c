/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
_Bool last_positive(int n, const int *restrict a) {
    _Bool b;
    uint8x16_t b_v;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:10 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(a_v > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            b_v = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        b = vgetq_lane_u8(b_v, 15);
    } else {
        i = 0;
        b = (_Bool)0;
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
    int t30;
    _Bool t31;
    int i;
    _Bool b;
    _Bool b_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_uchar b_v = vcc_splat(vcc_v4_uchar, (_Bool)0);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        vcc_v4_uchar b_v_1 = b_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        vcc_v4_uchar b_v_2 = b_v;
        int32x4_t t3 = vdupq_n_s32(-1);
        vcc_v4_uchar b_v_3 = b_v;
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at bool_last.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t8 = vcltq_s32(a_v, vdupq_n_s32(0));
            b_v = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t8, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v);
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t11 = vcltq_s32(a_v_1, vdupq_n_s32(0));
            b_v_1 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t11, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_1);
            int32x4_t t12 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t11, t12, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t13 = vcltq_s32(a_v_2, vdupq_n_s32(0));
            b_v_2 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_2);
            int32x4_t t14 = vaddq_s32(t10, vdupq_n_s32(8));
            t3 = vbslq_s32(t13, t14, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t15 = vcltq_s32(a_v_3, vdupq_n_s32(0));
            b_v_3 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_3);
            int32x4_t t16 = vaddq_s32(t10, vdupq_n_s32(12));
            t4 = vbslq_s32(t15, t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t17 = vcgtq_s32(t2, t1);
        int32x4_t t18 = vmaxq_s32(t2, t1);
        vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t17, vcc_v4_schar), b_v_1, b_v);
        uint32x4_t t20 = vcgtq_s32(t3, t18);
        int32x4_t t21 = vmaxq_s32(t3, t18);
        vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t20, vcc_v4_schar), b_v_2, t19);
        uint32x4_t t23 = vcgtq_s32(t4, t21);
        int32x4_t t24 = vmaxq_s32(t4, t21);
        vcc_v4_uchar t25 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), b_v_3, t22);
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
        vcc_v4_uchar b_v_4 = (vcc_v4_uchar){t31, t31, t31, t31};
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at bool_last.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t30 + i_vec_1));
            uint32x4_t t34 = vcltq_s32(a_v_4, vdupq_n_s32(0));
            b_v_4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t34, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_4);
            int32x4_t t35 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t34, t36, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vmaxvq_s32(t5);
        int32x4_t t38 = vdupq_n_s32(t37);
        uint32x4_t t39 = vceqq_s32(t5, t38);
        vcc_v4_uchar t40 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t39, vcc_v4_schar), b_v_4, ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t30 + t33);
        b = (_Bool)(t37 < 0 ? t31 : vcc_reduce(_Bool, t40, |));
    } else {
        i = t30;
        b = t31;
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
    uint32x4_t b_v;
    int t4;
    int t5;
    uint32x4_t b_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + (i_vec + 12L));
            b_v = vcgtq_s32(a_v, vdupq_n_s32(0));
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t3 = (int32x4_t)__builtin_convertvector((vcc_m4)b_v & 1, vcc_v4_int);
        t4 = (int)t2;
        t5 = vgetq_lane_s32(t3, 3);
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_1 = vld1q_s32(a + ((long)t4 + i_vec_1));
            b_v_1 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            i_vec_1 += 4L;
        } while (i_vec_1 < t7);
        int32x4_t t8 = (int32x4_t)__builtin_convertvector((vcc_m4)b_v_1 & 1, vcc_v4_int);
        i = (int)((long)t4 + t7);
        b = vgetq_lane_s32(t8, 3);
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
