/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_classify(__m256i x, int k);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_pick(__m256 x, int sel);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_narrow(__m256i x);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_local_array(__m256 x);
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

/* vcc: function at switch.c:11 vector variant _ZGVdN8vu_classify of `classify`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_classify(__m256i x, int k) {
    __m256i t1 = _mm256_set1_epi32(7);
    __m256i t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(t2, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    __m256i t6 = _mm256_set1_epi32(1);
    __m256i t7 = _mm256_cmpeq_epi32(t2, t6);
    __m256i t8 = (__m256i)~(vcc_m8)t7;
    __m256i t9 = _mm256_and_si256(t5, t8);
    __m256i t10 = _mm256_set1_epi32(4);
    __m256i t11 = _mm256_cmpeq_epi32(t2, t10);
    __m256i t12 = (__m256i)~(vcc_m8)t11;
    __m256i t13 = _mm256_and_si256(t9, t12);
    __m256i t14 = _mm256_set1_epi32(2);
    __m256i t15 = _mm256_cmpeq_epi32(t2, t14);
    __m256i t16 = _mm256_and_si256(t13, t15);
    __m256i t17 = (__m256i)~(vcc_m8)t15;
    __m256i t18 = _mm256_and_si256(t13, t17);
    __m256i t19 = _mm256_set1_epi32(-3);
    __m256i t20 = _mm256_cmpeq_epi32(t2, t19);
    __m256i t21 = _mm256_and_si256(t18, t20);
    __m256i t22 = (__m256i)~(vcc_m8)t20;
    __m256i t23 = _mm256_and_si256(t18, t22);
    __m256i t24 = _mm256_sub_epi32(_mm256_setzero_si256(), x);
    __m256i t25 = _mm256_or_si256(t23, t16);
    __m256i t26 = _mm256_set1_epi32(0);
    __m256i t27 = ({ (void)t26; _mm256_andnot_si256(t16, t24); });
    __m256i t28 = _mm256_set1_epi32((int)k);
    __m256i t29 = _mm256_add_epi32(t27, t28);
    __m256i t30 = _mm256_set1_epi32(2);
    __m256i t31 = _mm256_mullo_epi32(x, t30);
    __m256i t32 = _mm256_blendv_epi8(t31, t29, t25);
    __m256i t33 = _mm256_set1_epi32(100);
    __m256i t34 = _mm256_blendv_epi8(t32, t33, t21);
    __m256i t35 = _mm256_set1_epi32(1);
    __m256i t36 = _mm256_add_epi32(t34, t35);
    __m256i t37 = _mm256_blendv_epi8(t36, (__m256i)(vcc_v8_int){0}, t4);
    __m256i t38 = _mm256_set1_epi32((int)k);
    __m256i t39 = _mm256_add_epi32(x, t38);
    __m256i t40 = _mm256_blendv_epi8(t37, t39, t4);
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

/* vcc: function at switch.c:34 vector variant _ZGVdN8vu_pick of `pick`: VL 8, unmasked, x vector, sel uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_pick(__m256 x, int sel) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t15;
    int t8 = sel == 0;
    __m256i t9 = _mm256_set1_epi32((int)t8);
    __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)t9 != (vcc_v8_int){0});
    __m256i t11 = (__m256i)~(vcc_m8)t10;
    if ((_mm256_movemask_epi8(t11) != 0)) {
        __m256i t12 = _mm256_set1_epi32((int)(sel == 1));
        t1 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        t2 = (__m256i)~(vcc_m8)t1;
    } else {
        t1 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t13 = _mm256_set1_epi32((int)(sel == 7));
        t3 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
        t4 = (__m256i)~(vcc_m8)t3;
    } else {
        t3 = (__m256i)(vcc_m8){0};
        t4 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t4) != 0)) {
        t5 = _mm256_set1_ps(0.5f);
    } else {
        t5 = (__m256)(vcc_v8_float){0};
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256 t14 = _mm256_set1_ps(1.0f);
        t6 = _mm256_sub_ps(x, t14);
    } else {
        t6 = t5;
    }
    if ((_mm256_movemask_epi8(t1) != 0)) {
        t7 = _mm256_mul_ps(x, x);
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

/* vcc: function at switch.c:48 vector variant _ZGVdN8v_narrow of `narrow`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_narrow(__m256i x) {
    vcc_v8_schar t1 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)x, vcc_v8_short), vcc_v8_schar);
    __m256i t2 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t1));
    __m256i t3 = _mm256_set1_epi32(-1);
    __m256i t4 = _mm256_cmpeq_epi32(t2, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    __m256i t6 = _mm256_set1_epi32(-128);
    __m256i t7 = _mm256_cmpeq_epi32(t2, t6);
    __m256i t8 = _mm256_and_si256(t5, t7);
    __m256i t9 = (__m256i)~(vcc_m8)t7;
    __m256i t10 = _mm256_and_si256(t5, t9);
    __m256i t11 = _mm256_set1_epi32(127);
    __m256i t12 = _mm256_cmpeq_epi32(t2, t11);
    __m256i t13 = _mm256_and_si256(t10, t12);
    __m256i t14 = (__m256i)~(vcc_m8)t12;
    __m256i t15 = _mm256_and_si256(t10, t14);
    __m256i t16 = _mm256_set1_epi32(0);
    __m256i t17 = _mm256_cmpgt_epi32(t2, t16);
    __m256i t18 = (__m256i)~(vcc_m8)t17;
    __m256i t19 = _mm256_and_si256(t15, t18);
    __m256i t20 = _mm256_set1_epi32(4);
    __m256i t21 = _mm256_set1_epi32(5);
    __m256i t22 = _mm256_blendv_epi8(t20, t21, t19);
    __m256i t23 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t22, t15);
    __m256i t24 = _mm256_set1_epi32(3);
    __m256i t25 = _mm256_blendv_epi8(t23, t24, t13);
    __m256i t26 = _mm256_set1_epi32(2);
    __m256i t27 = _mm256_blendv_epi8(t25, t26, t8);
    __m256i t28 = _mm256_set1_epi32(1);
    __m256i t29 = _mm256_blendv_epi8(t27, t28, t4);
    return t29;
}

/* #pragma omp declare simd notinbranch */
float local_array(float x) {
    float t[3];
    for (int k = 0; k < 3; k++)
        t[k] = x * (float)k;
    return t[(int)x & 1] + t[2];
}

/* vcc: function at switch.c:63 vector variant _ZGVdN8v_local_array of `local_array`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256 _ZGVdN8v_local_array(__m256 x) {
    float t[24] __attribute__((aligned(32)));
    __m256 t1 = _mm256_set1_ps(0.0f);
    __m256 t2 = _mm256_mul_ps(x, t1);
    _mm256_store_ps(t + 0, t2);
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_mul_ps(x, t3);
    _mm256_store_ps(t + 8, t4);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256 t6 = _mm256_mul_ps(x, t5);
    _mm256_store_ps(t + 16, t6);
    __m256i t7 = _mm256_cvttps_epi32(x);
    __m256i t8 = _mm256_set1_epi32(1);
    __m256i t9 = _mm256_and_si256(t7, t8);
    __m256i t10 = _mm256_set1_epi32(8);
    __m256i t11 = _mm256_mullo_epi32(t9, t10);
    __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 t13 = vcc_avx2_gather8(_mm256_setr_ps, float, t, t12);
    __m256 t14 = _mm256_load_ps(t + 16);
    __m256 t15 = _mm256_add_ps(t13, t14);
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
