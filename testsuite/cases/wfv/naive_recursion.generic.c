/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_fact(vcc_v8_int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_fact(vcc_v8_int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_even(vcc_v8_int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_even(vcc_v8_int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_odd(vcc_v8_int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_odd(vcc_v8_int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
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

/* vcc: function at naive_recursion.c:11 vector variant _ZGVdN8v_fact of `fact`: VL 8, unmasked, n vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_fact(vcc_v8_int n) {
    vcc_v8_int t1;
    vcc_v8_int t2 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_m8 t3 = (vcc_m8)(n <= t2);
    vcc_m8 t4 = ~t3;
    if (vcc_any(t4)) {
        vcc_v8_int t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t6 = (vcc_v8_uint)n;
        vcc_v8_uint t7 = (vcc_v8_uint)t5;
        vcc_v8_uint t8 = t6 - t7;
        vcc_v8_int t9 = (vcc_v8_int)t8;
        vcc_v8_int t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t10, (vcc_v8_int){0});
        vcc_v8_int t12 = _ZGVdM8v_fact(t9, t11);
        vcc_v8_uint t13 = (vcc_v8_uint)n;
        vcc_v8_uint t14 = (vcc_v8_uint)t12;
        vcc_v8_uint t15 = t13 * t14;
        vcc_v8_int t16 = (vcc_v8_int)t15;
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t16, (vcc_v8_int){0});
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t17, t1);
    return t18;
}
#pragma GCC diagnostic pop

/* vcc: function at naive_recursion.c:11 vector variant _ZGVdM8v_fact of `fact`: VL 8, masked, n vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_fact(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_m8 t4 = (vcc_m8)(n <= t3);
    vcc_m8 t5 = t2 & t4;
    vcc_m8 t6 = ~t4;
    vcc_m8 t7 = t2 & t6;
    if (vcc_any(t7)) {
        vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t9 = (vcc_v8_uint)n;
        vcc_v8_uint t10 = (vcc_v8_uint)t8;
        vcc_v8_uint t11 = t9 - t10;
        vcc_v8_int t12 = (vcc_v8_int)t11;
        vcc_v8_int t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t13, (vcc_v8_int){0});
        vcc_v8_int t15 = _ZGVdM8v_fact(t12, t14);
        vcc_v8_uint t16 = (vcc_v8_uint)n;
        vcc_v8_uint t17 = (vcc_v8_uint)t15;
        vcc_v8_uint t18 = t16 * t17;
        vcc_v8_int t19 = (vcc_v8_int)t18;
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t19, (vcc_v8_int){0});
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t20, t1);
    return t21;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVdN8v_is_odd of `is_odd`: VL 8, unmasked, n vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_odd(vcc_v8_int n) {
    vcc_v8_int t1;
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(n == t3);
    vcc_m8 t2 = ~t4;
    if (vcc_any(t2)) {
        vcc_v8_int t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t6 = (vcc_v8_uint)n;
        vcc_v8_uint t7 = (vcc_v8_uint)t5;
        vcc_v8_uint t8 = t6 - t7;
        vcc_v8_int t9 = (vcc_v8_int)t8;
        vcc_v8_int t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t10, (vcc_v8_int){0});
        t1 = _ZGVdM8v_is_even(t9, t11);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t12);
    return t13;
}
#pragma GCC diagnostic pop

/* vcc: function at naive_recursion.c:21 vector variant _ZGVdM8v_is_odd of `is_odd`: VL 8, masked, n vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_odd(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t5 = (vcc_m8)(n == t4);
    vcc_m8 t6 = ~t5;
    vcc_m8 t2 = t3 & t6;
    if (vcc_any(t2)) {
        vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t8 = (vcc_v8_uint)n;
        vcc_v8_uint t9 = (vcc_v8_uint)t7;
        vcc_v8_uint t10 = t8 - t9;
        vcc_v8_int t11 = (vcc_v8_int)t10;
        vcc_v8_int t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t12, (vcc_v8_int){0});
        t1 = _ZGVdM8v_is_even(t11, t13);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t14 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t14);
    vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t15, (vcc_v8_int){0});
    return t16;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVdN8v_is_even of `is_even`: VL 8, unmasked, n vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_even(vcc_v8_int n) {
    vcc_v8_int t1;
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(n == t3);
    vcc_m8 t2 = ~t4;
    if (vcc_any(t2)) {
        vcc_v8_int t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t6 = (vcc_v8_uint)n;
        vcc_v8_uint t7 = (vcc_v8_uint)t5;
        vcc_v8_uint t8 = t6 - t7;
        vcc_v8_int t9 = (vcc_v8_int)t8;
        vcc_v8_int t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t10, (vcc_v8_int){0});
        t1 = _ZGVdM8v_is_odd(t9, t11);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t12);
    return t13;
}
#pragma GCC diagnostic pop

/* vcc: function at naive_recursion.c:26 vector variant _ZGVdM8v_is_even of `is_even`: VL 8, masked, n vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_even(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t5 = (vcc_m8)(n == t4);
    vcc_m8 t6 = ~t5;
    vcc_m8 t2 = t3 & t6;
    if (vcc_any(t2)) {
        vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t8 = (vcc_v8_uint)n;
        vcc_v8_uint t9 = (vcc_v8_uint)t7;
        vcc_v8_uint t10 = t8 - t9;
        vcc_v8_int t11 = (vcc_v8_int)t10;
        vcc_v8_int t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t12, (vcc_v8_int){0});
        t1 = _ZGVdM8v_is_odd(t11, t13);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t14 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t14);
    vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t15, (vcc_v8_int){0});
    return t16;
}
#pragma GCC diagnostic pop

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
