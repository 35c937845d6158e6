/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

int32x4_t _ZGVnN4v_fact(int32x4_t n);
int32x4_t _ZGVnM4v_fact(int32x4_t n, int32x4_t mask);
int32x4_t _ZGVnN4v_is_even(int32x4_t n);
int32x4_t _ZGVnM4v_is_even(int32x4_t n, int32x4_t mask);
int32x4_t _ZGVnN4v_is_odd(int32x4_t n);
int32x4_t _ZGVnM4v_is_odd(int32x4_t n, int32x4_t mask);
/* Recursion with the shape optimisations and BOSCC off (--wfv=naive --no-boscc): a call still
   runs only when some lane makes it, so the masked variants that call themselves stop where the
   scalar functions do. The recursive functions of call_chain.c. */
#include <stdio.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: flags --wfv=naive --no-boscc */

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVnN4v_fact of `fact`: VL 4, unmasked, n vector */
int32x4_t _ZGVnN4v_fact(int32x4_t n) {
    int32x4_t t1;
    int32x4_t t2 = vdupq_n_s32(1);
    uint32x4_t t3 = vcleq_s32(n, t2);
    uint32x4_t t4 = vmvnq_u32(t3);
    if ((vmaxvq_u32(t4) != 0)) {
        int32x4_t t5 = vdupq_n_s32(1);
        uint32x4_t t6 = vreinterpretq_u32_s32(n);
        uint32x4_t t7 = vreinterpretq_u32_s32(t5);
        uint32x4_t t8 = vsubq_u32(t6, t7);
        int32x4_t t9 = vreinterpretq_s32_u32(t8);
        int32x4_t t10 = vdupq_n_s32(1);
        int32x4_t t11 = vbslq_s32(t4, t10, (int32x4_t)(vcc_v4_int){0});
        int32x4_t t12 = _ZGVnM4v_fact(t9, t11);
        uint32x4_t t13 = vreinterpretq_u32_s32(n);
        uint32x4_t t14 = vreinterpretq_u32_s32(t12);
        uint32x4_t t15 = vmulq_u32(t13, t14);
        int32x4_t t16 = vreinterpretq_s32_u32(t15);
        t1 = vbslq_s32(t4, t16, (int32x4_t)(vcc_v4_int){0});
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t17 = vdupq_n_s32(1);
    int32x4_t t18 = vbslq_s32(t3, t17, t1);
    return t18;
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVnM4v_fact of `fact`: VL 4, masked, n vector */
int32x4_t _ZGVnM4v_fact(int32x4_t n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t3 = vdupq_n_s32(1);
    uint32x4_t t4 = vcleq_s32(n, t3);
    uint32x4_t t5 = vandq_u32(t2, t4);
    uint32x4_t t6 = vmvnq_u32(t4);
    uint32x4_t t7 = vandq_u32(t2, t6);
    if ((vmaxvq_u32(t7) != 0)) {
        int32x4_t t8 = vdupq_n_s32(1);
        uint32x4_t t9 = vreinterpretq_u32_s32(n);
        uint32x4_t t10 = vreinterpretq_u32_s32(t8);
        uint32x4_t t11 = vsubq_u32(t9, t10);
        int32x4_t t12 = vreinterpretq_s32_u32(t11);
        int32x4_t t13 = vdupq_n_s32(1);
        int32x4_t t14 = vbslq_s32(t7, t13, (int32x4_t)(vcc_v4_int){0});
        int32x4_t t15 = _ZGVnM4v_fact(t12, t14);
        uint32x4_t t16 = vreinterpretq_u32_s32(n);
        uint32x4_t t17 = vreinterpretq_u32_s32(t15);
        uint32x4_t t18 = vmulq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        t1 = vbslq_s32(t7, t19, (int32x4_t)(vcc_v4_int){0});
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t20 = vdupq_n_s32(1);
    int32x4_t t21 = vbslq_s32(t5, t20, t1);
    return t21;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVnN4v_is_odd of `is_odd`: VL 4, unmasked, n vector */
int32x4_t _ZGVnN4v_is_odd(int32x4_t n) {
    int32x4_t t1;
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vceqq_s32(n, t3);
    uint32x4_t t2 = vmvnq_u32(t4);
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t5 = vdupq_n_s32(1);
        uint32x4_t t6 = vreinterpretq_u32_s32(n);
        uint32x4_t t7 = vreinterpretq_u32_s32(t5);
        uint32x4_t t8 = vsubq_u32(t6, t7);
        int32x4_t t9 = vreinterpretq_s32_u32(t8);
        int32x4_t t10 = vdupq_n_s32(1);
        int32x4_t t11 = vbslq_s32(t2, t10, (int32x4_t)(vcc_v4_int){0});
        t1 = _ZGVnM4v_is_even(t9, t11);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t12 = vdupq_n_s32(0);
    int32x4_t t13 = vbslq_s32(t2, t1, t12);
    return t13;
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVnM4v_is_odd of `is_odd`: VL 4, masked, n vector */
int32x4_t _ZGVnM4v_is_odd(int32x4_t n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t4 = vdupq_n_s32(0);
    uint32x4_t t5 = vceqq_s32(n, t4);
    uint32x4_t t6 = vmvnq_u32(t5);
    uint32x4_t t2 = vandq_u32(t3, t6);
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t7 = vdupq_n_s32(1);
        uint32x4_t t8 = vreinterpretq_u32_s32(n);
        uint32x4_t t9 = vreinterpretq_u32_s32(t7);
        uint32x4_t t10 = vsubq_u32(t8, t9);
        int32x4_t t11 = vreinterpretq_s32_u32(t10);
        int32x4_t t12 = vdupq_n_s32(1);
        int32x4_t t13 = vbslq_s32(t2, t12, (int32x4_t)(vcc_v4_int){0});
        t1 = _ZGVnM4v_is_even(t11, t13);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t14 = vdupq_n_s32(0);
    int32x4_t t15 = vbslq_s32(t2, t1, t14);
    int32x4_t t16 = vbslq_s32(t3, t15, (int32x4_t)(vcc_v4_int){0});
    return t16;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVnN4v_is_even of `is_even`: VL 4, unmasked, n vector */
int32x4_t _ZGVnN4v_is_even(int32x4_t n) {
    int32x4_t t1;
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vceqq_s32(n, t3);
    uint32x4_t t2 = vmvnq_u32(t4);
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t5 = vdupq_n_s32(1);
        uint32x4_t t6 = vreinterpretq_u32_s32(n);
        uint32x4_t t7 = vreinterpretq_u32_s32(t5);
        uint32x4_t t8 = vsubq_u32(t6, t7);
        int32x4_t t9 = vreinterpretq_s32_u32(t8);
        int32x4_t t10 = vdupq_n_s32(1);
        int32x4_t t11 = vbslq_s32(t2, t10, (int32x4_t)(vcc_v4_int){0});
        t1 = _ZGVnM4v_is_odd(t9, t11);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t12 = vdupq_n_s32(1);
    int32x4_t t13 = vbslq_s32(t2, t1, t12);
    return t13;
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVnM4v_is_even of `is_even`: VL 4, masked, n vector */
int32x4_t _ZGVnM4v_is_even(int32x4_t n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t4 = vdupq_n_s32(0);
    uint32x4_t t5 = vceqq_s32(n, t4);
    uint32x4_t t6 = vmvnq_u32(t5);
    uint32x4_t t2 = vandq_u32(t3, t6);
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t7 = vdupq_n_s32(1);
        uint32x4_t t8 = vreinterpretq_u32_s32(n);
        uint32x4_t t9 = vreinterpretq_u32_s32(t7);
        uint32x4_t t10 = vsubq_u32(t8, t9);
        int32x4_t t11 = vreinterpretq_s32_u32(t10);
        int32x4_t t12 = vdupq_n_s32(1);
        int32x4_t t13 = vbslq_s32(t2, t12, (int32x4_t)(vcc_v4_int){0});
        t1 = _ZGVnM4v_is_odd(t11, t13);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t14 = vdupq_n_s32(1);
    int32x4_t t15 = vbslq_s32(t2, t1, t14);
    int32x4_t t16 = vbslq_s32(t3, t15, (int32x4_t)(vcc_v4_int){0});
    return t16;
}

v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    return 0;
}
