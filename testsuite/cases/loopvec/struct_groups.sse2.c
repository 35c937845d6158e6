/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=5 avx2=4 avx512vbmi-zmm=5 sse4.2=4 sse2=1 neon=5 */
#include "harness.h"

/* Full interleave groups of strides 3 and 4, loaded and stored, on bytes and floats: NEON
   writes them as structure loads and stores (vld3q/vld4q, vst3q/vst4q); the remainder of a
   trip count that is no multiple of the vector keeps the scalar loop. A load group followed
   by a store to the same array between its loads and its members' use is no such access. */
void grey_to_rgb(int n, unsigned char *restrict rgb, const unsigned char *restrict g) {
    for (int i = 0; i < n; i++) {
        rgb[3 * i] = g[i];
        rgb[3 * i + 1] = (unsigned char)(g[i] + 1);
        rgb[3 * i + 2] = (unsigned char)(g[i] ^ 0x55);
    }
}

void swap_rb(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    for (int i = 0; i < n; i++) {
        out[3 * i] = in[3 * i + 2];
        out[3 * i + 1] = in[3 * i + 1];
        out[3 * i + 2] = in[3 * i];
    }
}

void rgba_premultiply(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    for (int i = 0; i < n; i++) {
        unsigned char a = in[4 * i + 3];
        out[4 * i] = (unsigned char)(in[4 * i] & a);
        out[4 * i + 1] = (unsigned char)(in[4 * i + 1] & a);
        out[4 * i + 2] = (unsigned char)(in[4 * i + 2] & a);
        out[4 * i + 3] = a;
    }
}

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    for (int i = 0; i < n; i++) {
        int t1 = 4 * i;
        long t2 = (long)t1;
        vcc_v2_float t3 = vcc_load(vcc_v2_float, q + t2);
        vcc_v2_float t4 = (vcc_v2_float){s, s};
        vcc_v2_float t5 = t3 * t4;
        vcc_store(out + t2, t5);
        long t6 = (long)(t1 + 2);
        out[t6] = q[t6] + s;
        long t7 = (long)(t1 + 3);
        out[t7] = q[t7] - s;
    }
}

void cross3(int n, float *restrict out, const float *restrict a, const float *restrict b) {
    int t67;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:44 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 t8 = _mm_loadu_ps(t5 + 8);
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 3, 6, 0);
            __m128 ax_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t8, 0, 1, 2, 5);
            __m128 t10 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 1, 4, 7, 0);
            __m128 ay_v = (__m128)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t8, 0, 1, 2, 6);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 2, 5, 0, 0);
            __m128 az_v = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t8, 0, 1, 4, 7);
            const float *t12 = b + t4;
            __m128 t13 = _mm_loadu_ps(t12);
            __m128 t14 = _mm_loadu_ps(t12 + 4);
            __m128 t15 = _mm_loadu_ps(t12 + 8);
            __m128 t16 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t14, 0, 3, 6, 0);
            __m128 bx_v = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t15, 0, 1, 2, 5);
            __m128 t17 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t14, 1, 4, 7, 0);
            __m128 by_v = (__m128)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t15, 0, 1, 2, 6);
            __m128 t18 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t14, 2, 5, 0, 0);
            __m128 bz_v = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t15, 0, 1, 4, 7);
            __m128 t19 = _mm_mul_ps(ay_v, bz_v);
            __m128 t20 = _mm_mul_ps(az_v, by_v);
            __m128 t21 = _mm_sub_ps(t19, t20);
            __m128 t22 = _mm_mul_ps(az_v, bx_v);
            __m128 t23 = _mm_mul_ps(ax_v, bz_v);
            __m128 t24 = _mm_sub_ps(t22, t23);
            float *t25 = out + (t3 + 2);
            __m128 t26 = _mm_mul_ps(ax_v, by_v);
            __m128 t27 = _mm_mul_ps(ay_v, bx_v);
            __m128 t28 = _mm_sub_ps(t26, t27);
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t24, 0, 4, 0, 1);
            __m128 t30 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t28, 0, 1, 4, 3);
            _mm_storeu_ps(t25 + -2, t30);
            __m128 t31 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t24, 5, 0, 2, 6);
            __m128 t32 = (__m128)__builtin_shufflevector((vcc_v4_float)t31, (vcc_v4_float)t28, 0, 5, 2, 3);
            _mm_storeu_ps(t25 + 2, t32);
            __m128 t33 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t24, 0, 3, 7, 0);
            __m128 t34 = (__m128)__builtin_shufflevector((vcc_v4_float)t33, (vcc_v4_float)t28, 6, 1, 2, 7);
            _mm_storeu_ps(t25 + 6, t34);
            int t35 = 3 * (int)(i_vec + 4L);
            long t36 = (long)t35;
            const float *t37 = a + t36;
            __m128 t38 = _mm_loadu_ps(t37);
            __m128 t39 = _mm_loadu_ps(t37 + 4);
            __m128 t40 = _mm_loadu_ps(t37 + 8);
            __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t39, 0, 3, 6, 0);
            __m128 ax_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t40, 0, 1, 2, 5);
            __m128 t42 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t39, 1, 4, 7, 0);
            __m128 ay_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t42, (vcc_v4_float)t40, 0, 1, 2, 6);
            __m128 t43 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t39, 2, 5, 0, 0);
            __m128 az_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t40, 0, 1, 4, 7);
            const float *t44 = b + t36;
            __m128 t45 = _mm_loadu_ps(t44);
            __m128 t46 = _mm_loadu_ps(t44 + 4);
            __m128 t47 = _mm_loadu_ps(t44 + 8);
            __m128 t48 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 0, 3, 6, 0);
            __m128 bx_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t48, (vcc_v4_float)t47, 0, 1, 2, 5);
            __m128 t49 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 1, 4, 7, 0);
            __m128 by_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t47, 0, 1, 2, 6);
            __m128 t50 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 2, 5, 0, 0);
            __m128 bz_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t47, 0, 1, 4, 7);
            __m128 t51 = _mm_mul_ps(ay_v_1, bz_v_1);
            __m128 t52 = _mm_mul_ps(az_v_1, by_v_1);
            __m128 t53 = _mm_sub_ps(t51, t52);
            __m128 t54 = _mm_mul_ps(az_v_1, bx_v_1);
            __m128 t55 = _mm_mul_ps(ax_v_1, bz_v_1);
            __m128 t56 = _mm_sub_ps(t54, t55);
            float *t57 = out + (t35 + 2);
            __m128 t58 = _mm_mul_ps(ax_v_1, by_v_1);
            __m128 t59 = _mm_mul_ps(ay_v_1, bx_v_1);
            __m128 t60 = _mm_sub_ps(t58, t59);
            __m128 t61 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t56, 0, 4, 0, 1);
            __m128 t62 = (__m128)__builtin_shufflevector((vcc_v4_float)t61, (vcc_v4_float)t60, 0, 1, 4, 3);
            _mm_storeu_ps(t57 + -2, t62);
            __m128 t63 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t56, 5, 0, 2, 6);
            __m128 t64 = (__m128)__builtin_shufflevector((vcc_v4_float)t63, (vcc_v4_float)t60, 0, 5, 2, 3);
            _mm_storeu_ps(t57 + 2, t64);
            __m128 t65 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t56, 0, 3, 7, 0);
            __m128 t66 = (__m128)__builtin_shufflevector((vcc_v4_float)t65, (vcc_v4_float)t60, 6, 1, 2, 7);
            _mm_storeu_ps(t57 + 6, t66);
            i_vec += 8L;
        } while (i_vec < t2);
        t67 = (int)t2;
    } else {
        t67 = 0;
    }
    long t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 4L) {
        long t69 = t68 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at struct_groups.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t70 = 3 * (int)((long)t67 + i_vec_1);
            long t71 = (long)t70;
            const float *t72 = a + t71;
            __m128 t73 = _mm_loadu_ps(t72);
            __m128 t74 = _mm_loadu_ps(t72 + 4);
            __m128 t75 = _mm_loadu_ps(t72 + 8);
            __m128 t76 = (__m128)__builtin_shufflevector((vcc_v4_float)t73, (vcc_v4_float)t74, 0, 3, 6, 0);
            __m128 ax_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t76, (vcc_v4_float)t75, 0, 1, 2, 5);
            __m128 t77 = (__m128)__builtin_shufflevector((vcc_v4_float)t73, (vcc_v4_float)t74, 1, 4, 7, 0);
            __m128 ay_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t77, (vcc_v4_float)t75, 0, 1, 2, 6);
            __m128 t78 = (__m128)__builtin_shufflevector((vcc_v4_float)t73, (vcc_v4_float)t74, 2, 5, 0, 0);
            __m128 az_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t78, (vcc_v4_float)t75, 0, 1, 4, 7);
            const float *t79 = b + t71;
            __m128 t80 = _mm_loadu_ps(t79);
            __m128 t81 = _mm_loadu_ps(t79 + 4);
            __m128 t82 = _mm_loadu_ps(t79 + 8);
            __m128 t83 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 0, 3, 6, 0);
            __m128 bx_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t83, (vcc_v4_float)t82, 0, 1, 2, 5);
            __m128 t84 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 1, 4, 7, 0);
            __m128 by_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t84, (vcc_v4_float)t82, 0, 1, 2, 6);
            __m128 t85 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 2, 5, 0, 0);
            __m128 bz_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t85, (vcc_v4_float)t82, 0, 1, 4, 7);
            __m128 t86 = _mm_mul_ps(ay_v_2, bz_v_2);
            __m128 t87 = _mm_mul_ps(az_v_2, by_v_2);
            __m128 t88 = _mm_sub_ps(t86, t87);
            __m128 t89 = _mm_mul_ps(az_v_2, bx_v_2);
            __m128 t90 = _mm_mul_ps(ax_v_2, bz_v_2);
            __m128 t91 = _mm_sub_ps(t89, t90);
            float *t92 = out + (t70 + 2);
            __m128 t93 = _mm_mul_ps(ax_v_2, by_v_2);
            __m128 t94 = _mm_mul_ps(ay_v_2, bx_v_2);
            __m128 t95 = _mm_sub_ps(t93, t94);
            __m128 t96 = (__m128)__builtin_shufflevector((vcc_v4_float)t88, (vcc_v4_float)t91, 0, 4, 0, 1);
            __m128 t97 = (__m128)__builtin_shufflevector((vcc_v4_float)t96, (vcc_v4_float)t95, 0, 1, 4, 3);
            _mm_storeu_ps(t92 + -2, t97);
            __m128 t98 = (__m128)__builtin_shufflevector((vcc_v4_float)t88, (vcc_v4_float)t91, 5, 0, 2, 6);
            __m128 t99 = (__m128)__builtin_shufflevector((vcc_v4_float)t98, (vcc_v4_float)t95, 0, 5, 2, 3);
            _mm_storeu_ps(t92 + 2, t99);
            __m128 t100 = (__m128)__builtin_shufflevector((vcc_v4_float)t88, (vcc_v4_float)t91, 0, 3, 7, 0);
            __m128 t101 = (__m128)__builtin_shufflevector((vcc_v4_float)t100, (vcc_v4_float)t95, 6, 1, 2, 7);
            _mm_storeu_ps(t92 + 6, t101);
            i_vec_1 += 4L;
        } while (i_vec_1 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        int t102 = 3 * i;
        long t103 = (long)t102;
        float ax = a[t103];
        long t104 = (long)(t102 + 1);
        float ay = a[t104];
        long t105 = (long)(t102 + 2);
        float az = a[t105];
        float bx = b[t103];
        float by = b[t104];
        float bz = b[t105];
        out[t103] = ay * bz - az * by;
        out[t104] = az * bx - ax * bz;
        out[t105] = ax * by - ay * bx;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *g = new_array(n, 1), *rgb = new_array(3 * n, 1), *rgb2 = new_array(3 * n, 1);
        unsigned char *rgba = new_array(4 * n, 1), *rgba2 = new_array(4 * n, 1);
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *a = new_array(3 * n, 4), *b = new_array(3 * n, 4), *c = new_array(3 * n, 4);
        FILL(g, n, 0, 256);
        FILL(rgba, 4 * n, 0, 256);
        FILL(q, 4 * n, -1000, 2000);
        FILL(a, 3 * n, -1000, 2000);
        FILL(b, 3 * n, -1000, 2000);
        grey_to_rgb(n, rgb, g);
        swap_rb(n, rgb2, rgb);
        rgba_premultiply(n, rgba2, rgba);
        quat_scale(n, q2, q, 1.5f);
        cross3(n, c, a, b);
        printf("n=%d %llx %llx %llx %llx %llx\n", n, HASH(rgb, 3 * n), HASH(rgb2, 3 * n), HASH(rgba2, 4 * n),
               HASH(q2, 4 * n), HASH(c, 3 * n));
        free(g), free(rgb), free(rgb2), free(rgba), free(rgba2), free(q), free(q2), free(a), free(b), free(c);
    }
    return 0;
}
