/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 5 */
/* Loads of one element that the loop's own stores write only in its last iteration, after
 * reading it (`hoist_loads.rs`, `plan_last_written`): every iteration reads the value from
 * before the loop, so the load moves before it and the loop vectorizes (gcc and clang keep
 * them scalar: the store may write the element). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The last element, read before the store that writes it in the last iteration. */
__attribute__((target("sse4.2"))) void last_elem(void) {
    float t1 = a[999];
    __m128 a_v = _mm_set1_ps(t1);
    __m128 t2 = _mm_mul_ps(a_v, _mm_set1_ps(0.5f));
    long i_vec = 0L;
    /* vcc: loop at last_written.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128 b_v = _mm_loadu_ps(&b[i_vec]);
        __m128 t3 = _mm_add_ps(b_v, t2);
        _mm_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 4L;
        __m128 b_v_1 = _mm_loadu_ps(&b[t4]);
        __m128 t5 = _mm_add_ps(b_v_1, t2);
        _mm_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 8L;
        __m128 b_v_2 = _mm_loadu_ps(&b[t6]);
        __m128 t7 = _mm_add_ps(b_v_2, t2);
        _mm_storeu_ps(&a[t6], t7);
        long t8 = i_vec + 12L;
        __m128 b_v_3 = _mm_loadu_ps(&b[t8]);
        __m128 t9 = _mm_add_ps(b_v_3, t2);
        _mm_storeu_ps(&a[t8], t9);
        i_vec += 16L;
    } while (i_vec < 992L);
    __m128 a_v_1 = _mm_set1_ps(t1);
    __m128 t10 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.5f));
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t11 = 992L + i_vec_1;
        __m128 b_v_4 = _mm_loadu_ps(&b[t11]);
        __m128 t12 = _mm_add_ps(b_v_4, t10);
        _mm_storeu_ps(&a[t11], t12);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
}

/* Walking down, the first element read. */
__attribute__((target("sse4.2"))) void first_elem_down(void) {
    int t1 = c[0];
    __m128i c_v = _mm_set1_epi32((int)t1);
    __m128i t2 = _mm_mullo_epi32(c_v, _mm_set1_epi32(3));
    long i_vec = 0L;
    /* vcc: loop at last_written.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t3 = 999L + i_vec * -1L;
        __m128i t4 = _mm_loadu_si128((const __m128i *)(&d[t3] + -3));
        __m128i d_v = _mm_shuffle_epi32(t4, 0x1b);
        __m128i t5 = _mm_sub_epi32(d_v, t2);
        __m128i t6 = _mm_shuffle_epi32(t5, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t3] + -3), t6);
        long t7 = 999L + (i_vec + 4L) * -1L;
        __m128i t8 = _mm_loadu_si128((const __m128i *)(&d[t7] + -3));
        __m128i d_v_1 = _mm_shuffle_epi32(t8, 0x1b);
        __m128i t9 = _mm_sub_epi32(d_v_1, t2);
        __m128i t10 = _mm_shuffle_epi32(t9, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t7] + -3), t10);
        long t11 = 999L + (i_vec + 8L) * -1L;
        __m128i t12 = _mm_loadu_si128((const __m128i *)(&d[t11] + -3));
        __m128i d_v_2 = _mm_shuffle_epi32(t12, 0x1b);
        __m128i t13 = _mm_sub_epi32(d_v_2, t2);
        __m128i t14 = _mm_shuffle_epi32(t13, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t11] + -3), t14);
        long t15 = 999L + (i_vec + 12L) * -1L;
        __m128i t16 = _mm_loadu_si128((const __m128i *)(&d[t15] + -3));
        __m128i d_v_3 = _mm_shuffle_epi32(t16, 0x1b);
        __m128i t17 = _mm_sub_epi32(d_v_3, t2);
        __m128i t18 = _mm_shuffle_epi32(t17, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t15] + -3), t18);
        i_vec += 16L;
    } while (i_vec < 992L);
    __m128i c_v_1 = _mm_set1_epi32((int)t1);
    __m128i t19 = _mm_mullo_epi32(c_v_1, _mm_set1_epi32(3));
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t20 = 7L + i_vec_1 * -1L;
        __m128i t21 = _mm_loadu_si128((const __m128i *)(&d[t20] + -3));
        __m128i t22 = _mm_sub_epi32(t21, t19);
        _mm_storeu_si128((__m128i *)(&c[t20] + -3), t22);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
}

/* The test at the end of the body. */
__attribute__((target("sse4.2"))) void last_elem_do(void) {
    int t1 = c[999];
    __m128i c_v = _mm_set1_epi32((int)t1);
    long i_vec = 0L;
    /* vcc: loop at last_written.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i d_v = _mm_loadu_si128((const __m128i *)&d[i_vec]);
        __m128i t2 = _mm_add_epi32(c_v, d_v);
        _mm_storeu_si128((__m128i *)&c[i_vec], t2);
        long t3 = i_vec + 4L;
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)&d[t3]);
        __m128i t4 = _mm_add_epi32(c_v, d_v_1);
        _mm_storeu_si128((__m128i *)&c[t3], t4);
        long t5 = i_vec + 8L;
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)&d[t5]);
        __m128i t6 = _mm_add_epi32(c_v, d_v_2);
        _mm_storeu_si128((__m128i *)&c[t5], t6);
        long t7 = i_vec + 12L;
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)&d[t7]);
        __m128i t8 = _mm_add_epi32(c_v, d_v_3);
        _mm_storeu_si128((__m128i *)&c[t7], t8);
        i_vec += 16L;
    } while (i_vec < 992L);
    __m128i c_v_1 = _mm_set1_epi32((int)t1);
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 992L + i_vec_1;
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)&d[t9]);
        __m128i t10 = _mm_add_epi32(c_v_1, d_v_4);
        _mm_storeu_si128((__m128i *)&c[t9], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    int i = 996;
    for (;;) {
        long t11 = (long)i;
        c[t11] = t1 + d[t11];
        i++;
        if (i >= 1000) {
            return;
        }
    }
}

/* Not moved: the store of the last iteration comes first, so that iteration reads the new
 * value. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        a[i] = b[i] * 2.0f;
        b[i] = a[N - 1] + 1.0f;
    }
}

/* Written halfway through the loop: split there first (`split_loops.rs`), two loops. */
__attribute__((target("sse4.2"))) void middle_elem(void) {
    int t1 = c[500];
    __m128i c_v = _mm_set1_epi32((int)t1);
    long i_vec = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i d_v = _mm_loadu_si128((const __m128i *)&d[i_vec]);
        __m128i t2 = _mm_add_epi32(c_v, d_v);
        _mm_storeu_si128((__m128i *)&c[i_vec], t2);
        long t3 = i_vec + 4L;
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)&d[t3]);
        __m128i t4 = _mm_add_epi32(c_v, d_v_1);
        _mm_storeu_si128((__m128i *)&c[t3], t4);
        long t5 = i_vec + 8L;
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)&d[t5]);
        __m128i t6 = _mm_add_epi32(c_v, d_v_2);
        _mm_storeu_si128((__m128i *)&c[t5], t6);
        long t7 = i_vec + 12L;
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)&d[t7]);
        __m128i t8 = _mm_add_epi32(c_v, d_v_3);
        _mm_storeu_si128((__m128i *)&c[t7], t8);
        i_vec += 16L;
    } while (i_vec < 496L);
    __m128i c_v_1 = _mm_set1_epi32((int)t1);
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 496L + i_vec_1;
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)&d[t9]);
        __m128i t10 = _mm_add_epi32(c_v_1, d_v_4);
        _mm_storeu_si128((__m128i *)&c[t9], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i = 500; i < 501; i++) {
        long t11 = (long)i;
        c[t11] = t1 + d[t11];
    }
    int t12 = c[500];
    __m128i c_v_2 = _mm_set1_epi32((int)t12);
    long i_vec_2 = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t13 = 501L + i_vec_2;
        __m128i d_v_5 = _mm_loadu_si128((const __m128i *)&d[t13]);
        __m128i t14 = _mm_add_epi32(c_v_2, d_v_5);
        _mm_storeu_si128((__m128i *)&c[t13], t14);
        long t15 = 501L + (i_vec_2 + 4L);
        __m128i d_v_6 = _mm_loadu_si128((const __m128i *)&d[t15]);
        __m128i t16 = _mm_add_epi32(c_v_2, d_v_6);
        _mm_storeu_si128((__m128i *)&c[t15], t16);
        long t17 = 501L + (i_vec_2 + 8L);
        __m128i d_v_7 = _mm_loadu_si128((const __m128i *)&d[t17]);
        __m128i t18 = _mm_add_epi32(c_v_2, d_v_7);
        _mm_storeu_si128((__m128i *)&c[t17], t18);
        long t19 = 501L + (i_vec_2 + 12L);
        __m128i d_v_8 = _mm_loadu_si128((const __m128i *)&d[t19]);
        __m128i t20 = _mm_add_epi32(c_v_2, d_v_8);
        _mm_storeu_si128((__m128i *)&c[t19], t20);
        i_vec_2 += 16L;
    } while (i_vec_2 < 496L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t21 = (long)i_1;
        c[t21] = t12 + d[t21];
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int t99;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            __m128i t12 = _mm_set1_epi32((int)(t9 % 101));
            __m128i t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(101));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t13, t14);
            __m128i t15 = _mm_set1_epi32((int)(t10 % 23));
            __m128i t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(23));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t16, t17);
            __m128i t18 = _mm_set1_epi32((int)(t11 % 1000));
            __m128i t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t20 = _mm_sub_epi32(t19, _mm_set1_epi32(1000));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t19, t20);
            __m128i t21 = _mm_set1_epi32(0);
            __m128i t22 = _mm_add_epi32(t21, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(777));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t22, t23);
            long i_vec = 0L;
            /* vcc: loop at last_written.c:49 vectorized: VF 4, UF 4, the remainder at 50:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 51:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 52:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 53:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t24 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t25 = _mm_sub_ps(t24, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[i_vec], t25);
                __m128 t26 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t27 = _mm_mul_ps(t26, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[i_vec], t27);
                __m128i t28 = _mm_sub_epi32((__m128i)t3, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[i_vec], t28);
                __m128i t29 = _mm_sub_epi32((__m128i)t4, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[i_vec], t29);
                long t30 = i_vec + 4L;
                __m128i t31 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
                __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(101));
                __m128i t33 = _mm_min_epu32(t31, t32);
                __m128 t34 = _mm_cvtepi32_ps(t33);
                __m128 t35 = _mm_sub_ps(t34, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t30], t35);
                __m128i t36 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(21));
                __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(23));
                __m128i t38 = _mm_min_epu32(t36, t37);
                __m128 t39 = _mm_cvtepi32_ps(t38);
                __m128 t40 = _mm_mul_ps(t39, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t30], t40);
                __m128i t41 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(676));
                __m128i t42 = _mm_sub_epi32(t41, _mm_set1_epi32(1000));
                __m128i t43 = _mm_min_epu32(t41, t42);
                __m128i t44 = _mm_sub_epi32(t43, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t30], t44);
                __m128i t45 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(113));
                __m128i t46 = _mm_sub_epi32(t45, _mm_set1_epi32(777));
                __m128i t47 = _mm_min_epu32(t45, t46);
                __m128i t48 = _mm_sub_epi32(t47, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t30], t48);
                long t49 = i_vec + 8L;
                __m128i t50 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
                __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(101));
                __m128i t52 = _mm_min_epu32(t50, t51);
                __m128 t53 = _mm_cvtepi32_ps(t52);
                __m128 t54 = _mm_sub_ps(t53, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t49], t54);
                __m128i t55 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(19));
                __m128i t56 = _mm_sub_epi32(t55, _mm_set1_epi32(23));
                __m128i t57 = _mm_min_epu32(t55, t56);
                __m128 t58 = _mm_cvtepi32_ps(t57);
                __m128 t59 = _mm_mul_ps(t58, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t49], t59);
                __m128i t60 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(352));
                __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(1000));
                __m128i t62 = _mm_min_epu32(t60, t61);
                __m128i t63 = _mm_sub_epi32(t62, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t49], t63);
                __m128i t64 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(226));
                __m128i t65 = _mm_sub_epi32(t64, _mm_set1_epi32(777));
                __m128i t66 = _mm_min_epu32(t64, t65);
                __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t49], t67);
                long t68 = i_vec + 12L;
                __m128i t69 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
                __m128i t70 = _mm_sub_epi32(t69, _mm_set1_epi32(101));
                __m128i t71 = _mm_min_epu32(t69, t70);
                __m128 t72 = _mm_cvtepi32_ps(t71);
                __m128 t73 = _mm_sub_ps(t72, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t68], t73);
                __m128i t74 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(17));
                __m128i t75 = _mm_sub_epi32(t74, _mm_set1_epi32(23));
                __m128i t76 = _mm_min_epu32(t74, t75);
                __m128 t77 = _mm_cvtepi32_ps(t76);
                __m128 t78 = _mm_mul_ps(t77, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t68], t78);
                __m128i t79 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(28));
                __m128i t80 = _mm_sub_epi32(t79, _mm_set1_epi32(1000));
                __m128i t81 = _mm_min_epu32(t79, t80);
                __m128i t82 = _mm_sub_epi32(t81, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t68], t82);
                __m128i t83 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(339));
                __m128i t84 = _mm_sub_epi32(t83, _mm_set1_epi32(777));
                __m128i t85 = _mm_min_epu32(t83, t84);
                __m128i t86 = _mm_sub_epi32(t85, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t68], t86);
                i_vec += 16L;
                __m128i t87 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
                __m128i t88 = _mm_sub_epi32(t87, _mm_set1_epi32(101));
                __m128i t89 = _mm_min_epu32(t87, t88);
                __m128i t90 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(15));
                __m128i t91 = _mm_sub_epi32(t90, _mm_set1_epi32(23));
                __m128i t92 = _mm_min_epu32(t90, t91);
                __m128i t93 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(704));
                __m128i t94 = _mm_sub_epi32(t93, _mm_set1_epi32(1000));
                __m128i t95 = _mm_min_epu32(t93, t94);
                __m128i t96 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(452));
                __m128i t97 = _mm_sub_epi32(t96, _mm_set1_epi32(777));
                __m128i t98 = _mm_min_epu32(t96, t97);
                if (i_vec >= 992L) {
                    break;
                }
                t1 = (vcc_v4_int)t89;
                t2 = (vcc_v4_int)t92;
                t3 = (vcc_v4_int)t95;
                t4 = (vcc_v4_int)t98;
            }
            t99 = 992;
        } else {
            t99 = 0;
        }
        long t100 = (long)t99 * -1L + 1000L;
        int t101 = (int)((unsigned int)(int)((unsigned int)t99 * 37U) + (unsigned int)round);
        int t102 = (int)((unsigned int)(int)((unsigned int)t99 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t103 = (int)((unsigned int)(int)((unsigned int)t99 * 7919U) + (unsigned int)round);
        int t104 = (int)((unsigned int)t99 * 104729U);
        if ((t100 >= 4L) & (t101 >= 0) & (t102 >= 0) & (t103 >= 0) & (t104 >= 0)) {
            long t105 = t100 & -4L;
            __m128i t106 = _mm_set1_epi32((int)(t101 % 101));
            __m128i t107 = _mm_add_epi32(t106, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t108 = _mm_sub_epi32(t107, _mm_set1_epi32(101));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t107, t108);
            __m128i t109 = _mm_set1_epi32((int)(t102 % 23));
            __m128i t110 = _mm_add_epi32(t109, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t111 = _mm_sub_epi32(t110, _mm_set1_epi32(23));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t110, t111);
            __m128i t112 = _mm_set1_epi32((int)(t103 % 1000));
            __m128i t113 = _mm_add_epi32(t112, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(1000));
            vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t113, t114);
            __m128i t115 = _mm_set1_epi32((int)(t104 % 777));
            __m128i t116 = _mm_add_epi32(t115, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t117 = _mm_sub_epi32(t116, _mm_set1_epi32(777));
            vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t116, t117);
            long i_vec_1 = 0L;
            /* vcc: loop at last_written.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t118 = (long)t99 + i_vec_1;
                __m128 t119 = _mm_cvtepi32_ps((__m128i)t5);
                __m128 t120 = _mm_sub_ps(t119, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t118], t120);
                __m128 t121 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t122 = _mm_mul_ps(t121, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t118], t122);
                __m128i t123 = _mm_sub_epi32((__m128i)t7, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t118], t123);
                __m128i t124 = _mm_sub_epi32((__m128i)t8, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t118], t124);
                i_vec_1 += 4L;
                __m128i t125 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(47));
                __m128i t126 = _mm_sub_epi32(t125, _mm_set1_epi32(101));
                __m128i t127 = _mm_min_epu32(t125, t126);
                __m128i t128 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(21));
                __m128i t129 = _mm_sub_epi32(t128, _mm_set1_epi32(23));
                __m128i t130 = _mm_min_epu32(t128, t129);
                __m128i t131 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(676));
                __m128i t132 = _mm_sub_epi32(t131, _mm_set1_epi32(1000));
                __m128i t133 = _mm_min_epu32(t131, t132);
                __m128i t134 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(113));
                __m128i t135 = _mm_sub_epi32(t134, _mm_set1_epi32(777));
                __m128i t136 = _mm_min_epu32(t134, t135);
                if (i_vec_1 >= t105) {
                    break;
                }
                t5 = (vcc_v4_int)t127;
                t6 = (vcc_v4_int)t130;
                t7 = (vcc_v4_int)t133;
                t8 = (vcc_v4_int)t136;
            }
            i = (int)((long)t99 + t105);
        } else {
            i = t99;
        }
        for (; i < 1000; i++) {
            long t137 = (long)i;
            a[t137] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t137] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t137] = (i * 7919 + round) % 1000 - 500;
            d[t137] = i * 104729 % 777 - 300;
        }
        last_elem();
        first_elem_down();
        const void *t138 = (const void *)c;
        unsigned long t139 = hash_bytes(t138, 4000UL);
        const void *t140 = (const void *)a;
        printf("%llx %llx", (unsigned long long)hash_bytes(t140, 4000UL), (unsigned long long)t139);
        last_elem_do();
        store_first();
        unsigned long t141 = hash_bytes(t138, 4000UL);
        unsigned long t142 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t140, 4000UL), (unsigned long long)t142, (unsigned long long)t141);
        middle_elem();
        printf(" %llx\n", (unsigned long long)hash_bytes(t138, 4000UL));
    }
    return 0;
}
