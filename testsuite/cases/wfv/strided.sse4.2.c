/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

__attribute__((target("sse4.2"))) __m128 _ZGVbN4uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
/* A strided load, `m[j * n + i]` with `j` linear and `n` uniform: each lane's element is `n`
   apart, read lane by lane at the offsets `k * n` (a splat of `n` times the lane numbers: on
   avx512 the 16 `long` offsets are no register, and their splat is written so that gcc folds it
   once `n` is a constant). With the constant n, `transpose`'s loop over i is jammed by the lanes
   (unroll_jam.rs's transpose rule: its original nest, for the last i, is the third loop) and the
   jammed calls' gathers read as rows transposed in registers (transpose.rs). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 3 */

#define N 40

static float in[N * N], out[N * N];

/* #pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch */
float at_transposed(const float *m, int n, int i, int j, float scale) {
    return m[j * n + i] * scale;
}

/* vcc: function at strided.c:17 vector variant _ZGVbN4uuulu_at_transposed of `at_transposed`: VL 4, unmasked, m uniform, n uniform, i uniform, j linear step 1, scale uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_v4_long t1 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t2 = vcc_splat(vcc_v4_long, 1L * (long)n);
    vcc_v4_long t3 = (vcc_v4_long){0L, 1L, 2L, 3L} * t2;
    vcc_v4_long t4 = t1 + t3;
    __m128 t5 = (__m128)vcc_gather(vcc_v4_float, m + (j * n + i), t4);
    __m128 t6 = _mm_set1_ps(scale);
    __m128 t7 = _mm_mul_ps(t5, t6);
    return t7;
}

/* The variant inlined with a constant n. */
__attribute__((target("sse4.2"))) void transpose(float scale) {
    int t3;
    int i_1;
    int i = 0;
    for (;; i = t3 + 1) {
        if (i >= 40) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= 40) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= 40) {
            i_1 = i;
            break;
        }
        t3 = t2 + 1;
        if (t3 >= 40) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t4 = (int)j_vec_1;
            float *t5 = &out[i * 40 + t4];
            const float *t6 = in;
            const float *t11 = t6 + (t4 * 40 + i);
            __m128 t12 = _mm_loadu_ps(t11 + 0);
            __m128 t13 = _mm_loadu_ps(t11 + 40);
            __m128 t14 = _mm_loadu_ps(t11 + 80);
            __m128 t15 = _mm_loadu_ps(t11 + 120);
            __m128 t16 = _mm_unpacklo_ps(t12, t14);
            __m128 t17 = _mm_unpackhi_ps(t12, t14);
            __m128 t18 = _mm_unpacklo_ps(t13, t15);
            __m128 t19 = _mm_unpackhi_ps(t13, t15);
            __m128 t20 = _mm_unpacklo_ps(t16, t18);
            __m128 t21 = _mm_unpackhi_ps(t16, t18);
            __m128 t22 = _mm_unpacklo_ps(t17, t19);
            __m128 t23 = _mm_unpackhi_ps(t17, t19);
            __m128 t24 = _mm_set1_ps(scale);
            __m128 t25 = _mm_mul_ps(t20, t24);
            _mm_storeu_ps(t5, t25);
            float *t10 = &out[t1 * 40 + t4];
            __m128 t37 = _mm_set1_ps(scale);
            __m128 t38 = _mm_mul_ps(t21, t37);
            _mm_storeu_ps(t10, t38);
            float *t36 = &out[t2 * 40 + t4];
            __m128 t47 = _mm_set1_ps(scale);
            __m128 t48 = _mm_mul_ps(t22, t47);
            _mm_storeu_ps(t36, t48);
            float *t46 = &out[t3 * 40 + t4];
            __m128 t52 = _mm_set1_ps(scale);
            __m128 t53 = _mm_mul_ps(t23, t52);
            _mm_storeu_ps(t46, t53);
            int t49 = (int)(j_vec_1 + 4L);
            float *t50 = &out[i * 40 + t49];
            const float *t51 = in;
            const float *t55 = t51 + (t49 * 40 + i);
            __m128 t56 = _mm_loadu_ps(t55 + 0);
            __m128 t57 = _mm_loadu_ps(t55 + 40);
            __m128 t58 = _mm_loadu_ps(t55 + 80);
            __m128 t59 = _mm_loadu_ps(t55 + 120);
            __m128 t60 = _mm_unpacklo_ps(t56, t58);
            __m128 t61 = _mm_unpackhi_ps(t56, t58);
            __m128 t62 = _mm_unpacklo_ps(t57, t59);
            __m128 t63 = _mm_unpackhi_ps(t57, t59);
            __m128 t64 = _mm_unpacklo_ps(t60, t62);
            __m128 t65 = _mm_unpackhi_ps(t60, t62);
            __m128 t66 = _mm_unpacklo_ps(t61, t63);
            __m128 t67 = _mm_unpackhi_ps(t61, t63);
            __m128 t68 = _mm_set1_ps(scale);
            __m128 t69 = _mm_mul_ps(t64, t68);
            _mm_storeu_ps(t50, t69);
            float *t54 = &out[t1 * 40 + t49];
            __m128 t71 = _mm_set1_ps(scale);
            __m128 t72 = _mm_mul_ps(t65, t71);
            _mm_storeu_ps(t54, t72);
            float *t70 = &out[t2 * 40 + t49];
            __m128 t74 = _mm_set1_ps(scale);
            __m128 t75 = _mm_mul_ps(t66, t74);
            _mm_storeu_ps(t70, t75);
            float *t73 = &out[t3 * 40 + t49];
            __m128 t76 = _mm_set1_ps(scale);
            __m128 t77 = _mm_mul_ps(t67, t76);
            _mm_storeu_ps(t73, t77);
            j_vec_1 += 8L;
        } while (j_vec_1 < 40L);
    }
    for (; i_1 < 40; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t7 = (int)j_vec;
            float *t8 = &out[i_1 * 40 + t7];
            const float *t9 = in;
            vcc_v4_long t29 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t30 = (vcc_v4_long){40L, 40L, 40L, 40L};
            vcc_v4_long t31 = (vcc_v4_long){0L, 1L, 2L, 3L} * t30;
            vcc_v4_long t32 = t29 + t31;
            __m128 t33 = (__m128)vcc_gather(vcc_v4_float, t9 + (t7 * 40 + i_1), t32);
            __m128 t34 = _mm_set1_ps(scale);
            __m128 t35 = _mm_mul_ps(t33, t34);
            _mm_storeu_ps(t8, t35);
            int t26 = (int)(j_vec + 4L);
            float *t27 = &out[i_1 * 40 + t26];
            const float *t28 = in;
            vcc_v4_long t39 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t40 = (vcc_v4_long){40L, 40L, 40L, 40L};
            vcc_v4_long t41 = (vcc_v4_long){0L, 1L, 2L, 3L} * t40;
            vcc_v4_long t42 = t39 + t41;
            __m128 t43 = (__m128)vcc_gather(vcc_v4_float, t28 + (t26 * 40 + i_1), t42);
            __m128 t44 = _mm_set1_ps(scale);
            __m128 t45 = _mm_mul_ps(t43, t44);
            _mm_storeu_ps(t27, t45);
            j_vec += 8L;
        } while (j_vec < 40L);
    }
}

/* And with n a parameter. */
__attribute__((target("sse4.2"))) void column(float *dst, int n, int rows, int i) {
    int t6;
    int j;
    long t1 = (long)rows;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long j_vec_1 = 0L;
        /* vcc: loop at strided.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)j_vec_1;
            float *t4 = dst + j_vec_1;
            const float *t5 = in;
            vcc_v4_long t17 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t18 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t19 = (vcc_v4_long){0L, 1L, 2L, 3L} * t18;
            vcc_v4_long t20 = t17 + t19;
            __m128 t21 = (__m128)vcc_gather(vcc_v4_float, t5 + (t3 * n + i), t20);
            __m128 t22 = _mm_set1_ps(-1.5f);
            __m128 t23 = _mm_mul_ps(t21, t22);
            _mm_storeu_ps(t4, t23);
            long t13 = j_vec_1 + 4L;
            int t14 = (int)t13;
            float *t15 = dst + t13;
            const float *t16 = in;
            vcc_v4_long t35 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t36 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t37 = (vcc_v4_long){0L, 1L, 2L, 3L} * t36;
            vcc_v4_long t38 = t35 + t37;
            __m128 t39 = (__m128)vcc_gather(vcc_v4_float, t16 + (t14 * n + i), t38);
            __m128 t40 = _mm_set1_ps(-1.5f);
            __m128 t41 = _mm_mul_ps(t39, t40);
            _mm_storeu_ps(t15, t41);
            long t31 = j_vec_1 + 8L;
            int t32 = (int)t31;
            float *t33 = dst + t31;
            const float *t34 = in;
            vcc_v4_long t46 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t47 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t48 = (vcc_v4_long){0L, 1L, 2L, 3L} * t47;
            vcc_v4_long t49 = t46 + t48;
            __m128 t50 = (__m128)vcc_gather(vcc_v4_float, t34 + (t32 * n + i), t49);
            __m128 t51 = _mm_set1_ps(-1.5f);
            __m128 t52 = _mm_mul_ps(t50, t51);
            _mm_storeu_ps(t33, t52);
            long t42 = j_vec_1 + 12L;
            int t43 = (int)t42;
            float *t44 = dst + t42;
            const float *t45 = in;
            vcc_v4_long t53 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t54 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t55 = (vcc_v4_long){0L, 1L, 2L, 3L} * t54;
            vcc_v4_long t56 = t53 + t55;
            __m128 t57 = (__m128)vcc_gather(vcc_v4_float, t45 + (t43 * n + i), t56);
            __m128 t58 = _mm_set1_ps(-1.5f);
            __m128 t59 = _mm_mul_ps(t57, t58);
            _mm_storeu_ps(t44, t59);
            j_vec_1 += 16L;
            if (j_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)rows + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long j_vec = 0L;
        /* vcc: loop at strided.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t9 = (long)t6 + j_vec;
            int t10 = (int)t9;
            float *t11 = dst + t9;
            const float *t12 = in;
            vcc_v4_long t24 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t25 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t26 = (vcc_v4_long){0L, 1L, 2L, 3L} * t25;
            vcc_v4_long t27 = t24 + t26;
            __m128 t28 = (__m128)vcc_gather(vcc_v4_float, t12 + (t10 * n + i), t27);
            __m128 t29 = _mm_set1_ps(-1.5f);
            __m128 t30 = _mm_mul_ps(t28, t29);
            _mm_storeu_ps(t11, t30);
            j_vec += 4L;
            if (j_vec >= t8) {
                j = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        j = t6;
    }
    for (; j < rows; j++) {
        dst[j] = at_transposed(in, n, i, j, -1.5f);
    }
}

v8f _ZGVdN8uuulu_at_transposed(const float *, int, int, int, float);

int main(void) {
    for (int k = 0; k < N * N; k++)
        in[k] = (float)(k % 97) * 0.5f - 3.0f;
    transpose(2.0f);
    double t = 0;
    for (int k = 0; k < N * N; k++)
        t += out[k] * (k % 13 + 1);
    printf("%.3f\n", t);
    float dst[N];
    int ns[] = {N, 17, 3};
    int rows[] = {N, 33, 17};
    for (int s = 0; s < 3; s++) {
        column(dst, ns[s], rows[s], s + 1);
        for (int j = 0; j < rows[s]; j++)
            printf("%g ", dst[j]);
        printf("\n");
    }
    float r[8];
    FROM_VEC(r, _ZGVdN8uuulu_at_transposed(in, 7, 2, 5, 0.25f));
    for (int k = 0; k < 8; k++)
        printf("%g ", r[k]);
    printf("\n");
    return 0;
}
