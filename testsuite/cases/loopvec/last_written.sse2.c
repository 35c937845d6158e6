/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
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
void last_elem(void) {
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
void first_elem_down(void) {
    int t1 = c[0];
    __m128i c_v = _mm_set1_epi32((int)t1);
    __m128i t2 = (__m128i)((vcc_v4_int)c_v * (vcc_v4_int)_mm_set1_epi32(3));
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
    __m128i t19 = (__m128i)((vcc_v4_int)c_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
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
void last_elem_do(void) {
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
void middle_elem(void) {
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

int main(void) {
    int t119;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            __m128i t12 = _mm_set1_epi32((int)(t9 % 101));
            __m128i t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(100));
            __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(101)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t13, t15);
            __m128i t16 = _mm_set1_epi32((int)(t10 % 23));
            __m128i t17 = _mm_add_epi32(t16, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t18 = _mm_cmpgt_epi32(t17, _mm_set1_epi32(22));
            __m128i t19 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t18, _mm_set1_epi32(23)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t17, t19);
            __m128i t20 = _mm_set1_epi32((int)(t11 % 1000));
            __m128i t21 = _mm_add_epi32(t20, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t22 = _mm_cmpgt_epi32(t21, _mm_set1_epi32(999));
            __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, _mm_set1_epi32(1000)); });
            vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t21, t23);
            __m128i t24 = _mm_set1_epi32(0);
            __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t26 = _mm_cmpgt_epi32(t25, _mm_set1_epi32(776));
            __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t26, _mm_set1_epi32(777)); });
            vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t25, t27);
            long i_vec = 0L;
            /* vcc: loop at last_written.c:49 vectorized: VF 4, UF 4, the remainder at 50:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 51:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 52:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 53:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t28 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t29 = _mm_sub_ps(t28, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[i_vec], t29);
                __m128 t30 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t31 = _mm_mul_ps(t30, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[i_vec], t31);
                __m128i t32 = _mm_sub_epi32((__m128i)t3, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[i_vec], t32);
                __m128i t33 = _mm_sub_epi32((__m128i)t4, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[i_vec], t33);
                long t34 = i_vec + 4L;
                __m128i t35 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
                __m128i t36 = _mm_cmpgt_epi32(t35, _mm_set1_epi32(100));
                __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t36, _mm_set1_epi32(101)); });
                __m128i t38 = _mm_sub_epi32(t35, t37);
                __m128 t39 = _mm_cvtepi32_ps(t38);
                __m128 t40 = _mm_sub_ps(t39, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t34], t40);
                __m128i t41 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(21));
                __m128i t42 = _mm_cmpgt_epi32(t41, _mm_set1_epi32(22));
                __m128i t43 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t42, _mm_set1_epi32(23)); });
                __m128i t44 = _mm_sub_epi32(t41, t43);
                __m128 t45 = _mm_cvtepi32_ps(t44);
                __m128 t46 = _mm_mul_ps(t45, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t34], t46);
                __m128i t47 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(676));
                __m128i t48 = _mm_cmpgt_epi32(t47, _mm_set1_epi32(999));
                __m128i t49 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t48, _mm_set1_epi32(1000)); });
                __m128i t50 = _mm_sub_epi32(t47, t49);
                __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t34], t51);
                __m128i t52 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(113));
                __m128i t53 = _mm_cmpgt_epi32(t52, _mm_set1_epi32(776));
                __m128i t54 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t53, _mm_set1_epi32(777)); });
                __m128i t55 = _mm_sub_epi32(t52, t54);
                __m128i t56 = _mm_sub_epi32(t55, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t34], t56);
                long t57 = i_vec + 8L;
                __m128i t58 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
                __m128i t59 = _mm_cmpgt_epi32(t58, _mm_set1_epi32(100));
                __m128i t60 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t59, _mm_set1_epi32(101)); });
                __m128i t61 = _mm_sub_epi32(t58, t60);
                __m128 t62 = _mm_cvtepi32_ps(t61);
                __m128 t63 = _mm_sub_ps(t62, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t57], t63);
                __m128i t64 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(19));
                __m128i t65 = _mm_cmpgt_epi32(t64, _mm_set1_epi32(22));
                __m128i t66 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t65, _mm_set1_epi32(23)); });
                __m128i t67 = _mm_sub_epi32(t64, t66);
                __m128 t68 = _mm_cvtepi32_ps(t67);
                __m128 t69 = _mm_mul_ps(t68, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t57], t69);
                __m128i t70 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(352));
                __m128i t71 = _mm_cmpgt_epi32(t70, _mm_set1_epi32(999));
                __m128i t72 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t71, _mm_set1_epi32(1000)); });
                __m128i t73 = _mm_sub_epi32(t70, t72);
                __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t57], t74);
                __m128i t75 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(226));
                __m128i t76 = _mm_cmpgt_epi32(t75, _mm_set1_epi32(776));
                __m128i t77 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t76, _mm_set1_epi32(777)); });
                __m128i t78 = _mm_sub_epi32(t75, t77);
                __m128i t79 = _mm_sub_epi32(t78, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t57], t79);
                long t80 = i_vec + 12L;
                __m128i t81 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
                __m128i t82 = _mm_cmpgt_epi32(t81, _mm_set1_epi32(100));
                __m128i t83 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t82, _mm_set1_epi32(101)); });
                __m128i t84 = _mm_sub_epi32(t81, t83);
                __m128 t85 = _mm_cvtepi32_ps(t84);
                __m128 t86 = _mm_sub_ps(t85, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t80], t86);
                __m128i t87 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(17));
                __m128i t88 = _mm_cmpgt_epi32(t87, _mm_set1_epi32(22));
                __m128i t89 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t88, _mm_set1_epi32(23)); });
                __m128i t90 = _mm_sub_epi32(t87, t89);
                __m128 t91 = _mm_cvtepi32_ps(t90);
                __m128 t92 = _mm_mul_ps(t91, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t80], t92);
                __m128i t93 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(28));
                __m128i t94 = _mm_cmpgt_epi32(t93, _mm_set1_epi32(999));
                __m128i t95 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t94, _mm_set1_epi32(1000)); });
                __m128i t96 = _mm_sub_epi32(t93, t95);
                __m128i t97 = _mm_sub_epi32(t96, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t80], t97);
                __m128i t98 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(339));
                __m128i t99 = _mm_cmpgt_epi32(t98, _mm_set1_epi32(776));
                __m128i t100 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t99, _mm_set1_epi32(777)); });
                __m128i t101 = _mm_sub_epi32(t98, t100);
                __m128i t102 = _mm_sub_epi32(t101, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t80], t102);
                i_vec += 16L;
                __m128i t103 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
                __m128i t104 = _mm_cmpgt_epi32(t103, _mm_set1_epi32(100));
                __m128i t105 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t104, _mm_set1_epi32(101)); });
                __m128i t106 = _mm_sub_epi32(t103, t105);
                __m128i t107 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(15));
                __m128i t108 = _mm_cmpgt_epi32(t107, _mm_set1_epi32(22));
                __m128i t109 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t108, _mm_set1_epi32(23)); });
                __m128i t110 = _mm_sub_epi32(t107, t109);
                __m128i t111 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(704));
                __m128i t112 = _mm_cmpgt_epi32(t111, _mm_set1_epi32(999));
                __m128i t113 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t112, _mm_set1_epi32(1000)); });
                __m128i t114 = _mm_sub_epi32(t111, t113);
                __m128i t115 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(452));
                __m128i t116 = _mm_cmpgt_epi32(t115, _mm_set1_epi32(776));
                __m128i t117 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t116, _mm_set1_epi32(777)); });
                __m128i t118 = _mm_sub_epi32(t115, t117);
                if (i_vec >= 992L) {
                    break;
                }
                t1 = (vcc_v4_int)t106;
                t2 = (vcc_v4_int)t110;
                t3 = (vcc_v4_int)t114;
                t4 = (vcc_v4_int)t118;
            }
            t119 = 992;
        } else {
            t119 = 0;
        }
        long t120 = (long)t119 * -1L + 1000L;
        int t121 = (int)((unsigned int)(int)((unsigned int)t119 * 37U) + (unsigned int)round);
        int t122 = (int)((unsigned int)(int)((unsigned int)t119 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t123 = (int)((unsigned int)(int)((unsigned int)t119 * 7919U) + (unsigned int)round);
        int t124 = (int)((unsigned int)t119 * 104729U);
        if ((t120 >= 4L) & (t121 >= 0) & (t122 >= 0) & (t123 >= 0) & (t124 >= 0)) {
            long t125 = t120 & -4L;
            __m128i t126 = _mm_set1_epi32((int)(t121 % 101));
            __m128i t127 = _mm_add_epi32(t126, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t128 = _mm_cmpgt_epi32(t127, _mm_set1_epi32(100));
            __m128i t129 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t128, _mm_set1_epi32(101)); });
            vcc_v4_int t5 = (vcc_v4_int)_mm_sub_epi32(t127, t129);
            __m128i t130 = _mm_set1_epi32((int)(t122 % 23));
            __m128i t131 = _mm_add_epi32(t130, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t132 = _mm_cmpgt_epi32(t131, _mm_set1_epi32(22));
            __m128i t133 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t132, _mm_set1_epi32(23)); });
            vcc_v4_int t6 = (vcc_v4_int)_mm_sub_epi32(t131, t133);
            __m128i t134 = _mm_set1_epi32((int)(t123 % 1000));
            __m128i t135 = _mm_add_epi32(t134, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t136 = _mm_cmpgt_epi32(t135, _mm_set1_epi32(999));
            __m128i t137 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t136, _mm_set1_epi32(1000)); });
            vcc_v4_int t7 = (vcc_v4_int)_mm_sub_epi32(t135, t137);
            __m128i t138 = _mm_set1_epi32((int)(t124 % 777));
            __m128i t139 = _mm_add_epi32(t138, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t140 = _mm_cmpgt_epi32(t139, _mm_set1_epi32(776));
            __m128i t141 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t140, _mm_set1_epi32(777)); });
            vcc_v4_int t8 = (vcc_v4_int)_mm_sub_epi32(t139, t141);
            long i_vec_1 = 0L;
            /* vcc: loop at last_written.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t142 = (long)t119 + i_vec_1;
                __m128 t143 = _mm_cvtepi32_ps((__m128i)t5);
                __m128 t144 = _mm_sub_ps(t143, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t142], t144);
                __m128 t145 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t146 = _mm_mul_ps(t145, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t142], t146);
                __m128i t147 = _mm_sub_epi32((__m128i)t7, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t142], t147);
                __m128i t148 = _mm_sub_epi32((__m128i)t8, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t142], t148);
                i_vec_1 += 4L;
                __m128i t149 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(47));
                __m128i t150 = _mm_cmpgt_epi32(t149, _mm_set1_epi32(100));
                __m128i t151 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t150, _mm_set1_epi32(101)); });
                __m128i t152 = _mm_sub_epi32(t149, t151);
                __m128i t153 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(21));
                __m128i t154 = _mm_cmpgt_epi32(t153, _mm_set1_epi32(22));
                __m128i t155 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t154, _mm_set1_epi32(23)); });
                __m128i t156 = _mm_sub_epi32(t153, t155);
                __m128i t157 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(676));
                __m128i t158 = _mm_cmpgt_epi32(t157, _mm_set1_epi32(999));
                __m128i t159 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t158, _mm_set1_epi32(1000)); });
                __m128i t160 = _mm_sub_epi32(t157, t159);
                __m128i t161 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(113));
                __m128i t162 = _mm_cmpgt_epi32(t161, _mm_set1_epi32(776));
                __m128i t163 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t162, _mm_set1_epi32(777)); });
                __m128i t164 = _mm_sub_epi32(t161, t163);
                if (i_vec_1 >= t125) {
                    break;
                }
                t5 = (vcc_v4_int)t152;
                t6 = (vcc_v4_int)t156;
                t7 = (vcc_v4_int)t160;
                t8 = (vcc_v4_int)t164;
            }
            i = (int)((long)t119 + t125);
        } else {
            i = t119;
        }
        for (; i < 1000; i++) {
            long t165 = (long)i;
            a[t165] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t165] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t165] = (i * 7919 + round) % 1000 - 500;
            d[t165] = i * 104729 % 777 - 300;
        }
        last_elem();
        first_elem_down();
        const void *t166 = (const void *)c;
        unsigned long t167 = hash_bytes(t166, 4000UL);
        const void *t168 = (const void *)a;
        printf("%llx %llx", (unsigned long long)hash_bytes(t168, 4000UL), (unsigned long long)t167);
        last_elem_do();
        store_first();
        unsigned long t169 = hash_bytes(t166, 4000UL);
        unsigned long t170 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t168, 4000UL), (unsigned long long)t170, (unsigned long long)t169);
        middle_elem();
        printf(" %llx\n", (unsigned long long)hash_bytes(t166, 4000UL));
    }
    return 0;
}
