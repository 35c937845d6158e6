/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_classify(__m128i x, int k);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_pick(__m128 x, int sel);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_narrow(__m128i x);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_local_array(__m128 x);
/* `switch` in annotated functions (wfv/switches.rs): lowered to a chain of tests before the
   variant is built. On a varying operand every case gets a mask (classify: cases sharing a
   label, fallthrough, break, a default in the middle; narrow: a signed char operand with
   negative cases); on a uniform operand the tests are scalar (pick). A local array
   gets one copy per lane (wfv/build/slots.rs; more in lane_slots.c). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(k) notinbranch */
int classify(int x, int k) {
    int r = 0;
    switch (x % 7) {
    case 0:
        return x + k;
    case 1:
    case 4:
        r = x * 2;
        break;
    default:
        r = -x;
        /* fallthrough */
    case 2:
        r += k;
        break;
    case -3:
        r = 100;
        break;
    }
    return r + 1;
}

/* vcc: function at switch.c:11 vector variant _ZGVbN4vu_classify of `classify`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_classify(__m128i x, int k) {
    __m128i t1 = _mm_set1_epi32(7);
    __m128i t2 = (__m128i)((vcc_v4_int)x % (vcc_v4_int)t1);
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpeq_epi32(t2, t3);
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    __m128i t6 = _mm_set1_epi32(1);
    __m128i t7 = _mm_cmpeq_epi32(t2, t6);
    __m128i t8 = (__m128i)~(vcc_m4)t7;
    __m128i t9 = (__m128i)((vcc_m4)t5 & (vcc_m4)t8);
    __m128i t10 = _mm_set1_epi32(4);
    __m128i t11 = _mm_cmpeq_epi32(t2, t10);
    __m128i t12 = (__m128i)~(vcc_m4)t11;
    __m128i t13 = (__m128i)((vcc_m4)t9 & (vcc_m4)t12);
    __m128i t14 = _mm_set1_epi32(2);
    __m128i t15 = _mm_cmpeq_epi32(t2, t14);
    __m128i t16 = (__m128i)((vcc_m4)t13 & (vcc_m4)t15);
    __m128i t17 = (__m128i)~(vcc_m4)t15;
    __m128i t18 = (__m128i)((vcc_m4)t13 & (vcc_m4)t17);
    __m128i t19 = _mm_set1_epi32(-3);
    __m128i t20 = _mm_cmpeq_epi32(t2, t19);
    __m128i t21 = (__m128i)((vcc_m4)t18 & (vcc_m4)t20);
    __m128i t22 = (__m128i)~(vcc_m4)t20;
    __m128i t23 = (__m128i)((vcc_m4)t18 & (vcc_m4)t22);
    __m128i t24 = _mm_sub_epi32(_mm_setzero_si128(), x);
    __m128i t25 = (__m128i)((vcc_m4)t23 | (vcc_m4)t16);
    __m128i t26 = _mm_set1_epi32(0);
    __m128i t27 = ({ (void)t26; _mm_andnot_si128(t16, t24); });
    __m128i t28 = _mm_set1_epi32((int)k);
    __m128i t29 = _mm_add_epi32(t27, t28);
    __m128i t30 = _mm_set1_epi32(2);
    __m128i t31 = _mm_mullo_epi32(x, t30);
    __m128i t32 = _mm_blendv_epi8(t31, t29, t25);
    __m128i t33 = _mm_set1_epi32(100);
    __m128i t34 = _mm_blendv_epi8(t32, t33, t21);
    __m128i t35 = _mm_set1_epi32(1);
    __m128i t36 = _mm_add_epi32(t34, t35);
    __m128i t37 = _mm_blendv_epi8(t36, (__m128i)(vcc_v4_int){0}, t4);
    __m128i t38 = _mm_set1_epi32((int)k);
    __m128i t39 = _mm_add_epi32(x, t38);
    __m128i t40 = _mm_blendv_epi8(t37, t39, t4);
    return t40;
}

/* #pragma omp declare simd uniform(sel) notinbranch */
float pick(float x, int sel) {
    switch (sel) {
    case 0:
        return x;
    case 1:
        return x * x;
    case 7:
        return x - 1.0f;
    default:
        return 0.5f;
    }
}

/* vcc: function at switch.c:34 vector variant _ZGVbN4vu_pick of `pick`: VL 4, unmasked, x vector, sel uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_pick(__m128 x, int sel) {
    __m128i t1;
    __m128i t2;
    __m128i t3;
    __m128i t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t15;
    int t8 = sel == 0;
    __m128i t9 = _mm_set1_epi32((int)t8);
    __m128i t10 = (__m128i)(vcc_m4)((vcc_v4_int)t9 != (vcc_v4_int){0});
    __m128i t11 = (__m128i)~(vcc_m4)t10;
    if ((!_mm_testz_si128(t11, t11))) {
        __m128i t12 = _mm_set1_epi32((int)(sel == 1));
        t1 = (__m128i)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        t2 = (__m128i)~(vcc_m4)t1;
    } else {
        t1 = (__m128i)(vcc_m4){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t13 = _mm_set1_epi32((int)(sel == 7));
        t3 = (__m128i)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
        t4 = (__m128i)~(vcc_m4)t3;
    } else {
        t3 = (__m128i)(vcc_m4){0};
        t4 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t4, t4))) {
        t5 = _mm_set1_ps(0.5f);
    } else {
        t5 = (__m128)(vcc_v4_float){0};
    }
    if ((!_mm_testz_si128(t3, t3))) {
        __m128 t14 = _mm_set1_ps(1.0f);
        t6 = _mm_sub_ps(x, t14);
    } else {
        t6 = t5;
    }
    if ((!_mm_testz_si128(t1, t1))) {
        t7 = _mm_mul_ps(x, x);
    } else {
        t7 = t6;
    }
    if (t8) {
        t15 = x;
    } else {
        t15 = t7;
    }
    return t15;
}

/* #pragma omp declare simd notinbranch */
int narrow(int x) {
    signed char c = (signed char)x;
    switch (c) {
    case -1:
        return 1;
    case -128:
        return 2;
    case 127:
        return 3;
    default:
        return c > 0 ? 4 : 5;
    }
}

/* vcc: function at switch.c:48 vector variant _ZGVbN4v_narrow of `narrow`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_narrow(__m128i x) {
    vcc_v4_schar t1 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)x, vcc_v4_short), vcc_v4_schar);
    __m128i t2 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t1));
    __m128i t3 = _mm_set1_epi32(-1);
    __m128i t4 = _mm_cmpeq_epi32(t2, t3);
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    __m128i t6 = _mm_set1_epi32(-128);
    __m128i t7 = _mm_cmpeq_epi32(t2, t6);
    __m128i t8 = (__m128i)((vcc_m4)t5 & (vcc_m4)t7);
    __m128i t9 = (__m128i)~(vcc_m4)t7;
    __m128i t10 = (__m128i)((vcc_m4)t5 & (vcc_m4)t9);
    __m128i t11 = _mm_set1_epi32(127);
    __m128i t12 = _mm_cmpeq_epi32(t2, t11);
    __m128i t13 = (__m128i)((vcc_m4)t10 & (vcc_m4)t12);
    __m128i t14 = (__m128i)~(vcc_m4)t12;
    __m128i t15 = (__m128i)((vcc_m4)t10 & (vcc_m4)t14);
    __m128i t16 = _mm_set1_epi32(0);
    __m128i t17 = _mm_cmpgt_epi32(t2, t16);
    __m128i t18 = (__m128i)~(vcc_m4)t17;
    __m128i t19 = (__m128i)((vcc_m4)t15 & (vcc_m4)t18);
    __m128i t20 = _mm_set1_epi32(4);
    __m128i t21 = _mm_set1_epi32(5);
    __m128i t22 = _mm_blendv_epi8(t20, t21, t19);
    __m128i t23 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t22, t15);
    __m128i t24 = _mm_set1_epi32(3);
    __m128i t25 = _mm_blendv_epi8(t23, t24, t13);
    __m128i t26 = _mm_set1_epi32(2);
    __m128i t27 = _mm_blendv_epi8(t25, t26, t8);
    __m128i t28 = _mm_set1_epi32(1);
    __m128i t29 = _mm_blendv_epi8(t27, t28, t4);
    return t29;
}

/* #pragma omp declare simd notinbranch */
float local_array(float x) {
    float t[3];
    for (int k = 0; k < 3; k++)
        t[k] = x * (float)k;
    return t[(int)x & 1] + t[2];
}

/* vcc: function at switch.c:63 vector variant _ZGVbN4v_local_array of `local_array`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_local_array(__m128 x) {
    float t[12] __attribute__((aligned(16)));
    __m128 t1 = _mm_set1_ps(0.0f);
    __m128 t2 = _mm_mul_ps(x, t1);
    _mm_store_ps(t + 0, t2);
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128 t4 = _mm_mul_ps(x, t3);
    _mm_store_ps(t + 4, t4);
    __m128 t5 = _mm_set1_ps(2.0f);
    __m128 t6 = _mm_mul_ps(x, t5);
    _mm_store_ps(t + 8, t6);
    __m128i t7 = _mm_cvttps_epi32(x);
    __m128i t8 = _mm_set1_epi32(1);
    __m128i t9 = _mm_and_si128(t7, t8);
    __m128i t10 = _mm_set1_epi32(4);
    __m128i t11 = _mm_mullo_epi32(t9, t10);
    __m128i t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
    __m128 t13 = vcc_sse_gather4(_mm_setr_ps, float, t, t12, 15);
    __m128 t14 = _mm_load_ps(t + 8);
    __m128 t15 = _mm_add_ps(t13, t14);
    return t15;
}

v8i _ZGVdN8vu_classify(v8i, int);
v8f _ZGVdN8vu_pick(v8f, int);
v8i _ZGVdN8v_narrow(v8i);

int main(void) {
    for (int row = 0; row < 6; row++) {
        int x[8], c[8], n[8], xs[8];
        float f[8], p[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 29 - 14;
            xs[k] = k * 64 + row * 200 - 600 + (k == 3 ? 1 - row : 0);
            f[k] = (float)(k - row) * 0.75f;
        }
        FROM_VEC(c, _ZGVdN8vu_classify(TO_VEC(v8i, x), row));
        FROM_VEC(p, _ZGVdN8vu_pick(TO_VEC(v8f, f), row == 5 ? 7 : row));
        FROM_VEC(n, _ZGVdN8v_narrow(TO_VEC(v8i, xs)));
        for (int k = 0; k < 8; k++)
            printf("%d %d %g %g %d %d %g\n", classify(x[k], row), c[k], pick(f[k], row == 5 ? 7 : row), p[k], narrow(xs[k]), n[k],
                   local_array(f[k]));
    }
    return 0;
}
