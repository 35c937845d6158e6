/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 sse4.2=5 sse2=5 neon=6 */
/* `size_t` loops in the other shapes C code writes them: `!=` instead of `<`, counting down
 * with `a[i - 1]` or `i-- > 0`, starting at `n - 1`, and steps of 2. The index `(long)i` is
 * taken modulo 2^64, as the address is computed; a start that may have wrapped (`n - 1`) is
 * counted from as itself; a step of 2 from 0 cannot wrap without indexing more elements than
 * any object holds (an access runs on every iteration). */
#include "harness.h"
#include <stddef.h>

static void ne_loop(float *a, size_t n) {
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:11 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t4 = a_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t6 = a_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = a_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t10 = a_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (unsigned long)t2;
    } else {
        i = 0UL;
    }
    for (; i != n; i++) {
        float *t11 = a + (long)i;
        *t11 = *t11 * 2.0f;
    }
}

static void down(float *a, size_t n) {
    unsigned long i;
    unsigned long t19;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            vcc_v8_float t4 = vcc_load(vcc_v8_float, t3 + -7);
            vcc_v8_float t5 = t4 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t6 = t5 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t3 + -7, t6);
            float *t7 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t7 + -7);
            vcc_v8_float t9 = t8 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t10 = t9 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t7 + -7, t10);
            float *t11 = a + (long)(n + (unsigned long)((i_vec + 16L) * -1L) - 1UL);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t11 + -7);
            vcc_v8_float t13 = t12 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t14 = t13 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t11 + -7, t14);
            float *t15 = a + (long)(n + (unsigned long)((i_vec + 24L) * -1L) - 1UL);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t15 + -7);
            vcc_v8_float t17 = t16 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t18 = t17 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t15 + -7, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = n + (unsigned long)(t2 * -1L);
    } else {
        t19 = n;
    }
    long t20 = (long)t19;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t22 = a + (long)(t19 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22 + -7);
            vcc_v8_float t24 = t23 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t25 = t24 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t22 + -7, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = t19 + (unsigned long)(t21 * -1L);
    } else {
        i = t19;
    }
    while (i > 0UL) {
        i--;
        float *t26 = a + (long)i;
        *t26 = *t26 * 3.0f + 1.0f;
    }
}

static void down_postdec(float *a, size_t n) {
    unsigned long t15;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            vcc_v8_float t4 = vcc_load(vcc_v8_float, t3 + -7);
            vcc_v8_float t5 = t4 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t3 + -7, t5);
            float *t6 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t6 + -7);
            vcc_v8_float t8 = t7 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t6 + -7, t8);
            float *t9 = a + (long)(n + (unsigned long)((i_vec + 16L) * -1L) - 1UL);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t9 + -7);
            vcc_v8_float t11 = t10 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t9 + -7, t11);
            float *t12 = a + (long)(n + (unsigned long)((i_vec + 24L) * -1L) - 1UL);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t12 + -7);
            vcc_v8_float t14 = t13 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t12 + -7, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = n + (unsigned long)(t2 * -1L);
    } else {
        t15 = n;
    }
    long t16 = (long)t15;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t18 = a + (long)(t15 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t18 + -7);
            vcc_v8_float t20 = t19 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = t15 + (unsigned long)(t17 * -1L);
    } else {
        i = t15;
    }
    for (;;) {
        unsigned long i_1 = i - 1UL;
        if (i <= 0UL) {
            break;
        }
        float *t21 = a + (long)i_1;
        *t21 = *t21 + 0.5f;
        i = i_1;
    }
}

static void shift_left(float *a, size_t n) {
    unsigned long i;
    long t1 = (long)n + -1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:26 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            unsigned long t3 = 1UL + (unsigned long)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + (long)t3);
            vcc_store(a + (long)(t3 - 1UL), a_v);
            unsigned long t4 = 1UL + (unsigned long)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + (long)t4);
            vcc_store(a + (long)(t4 - 1UL), a_v_1);
            unsigned long t5 = 1UL + (unsigned long)(i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + (long)t5);
            vcc_store(a + (long)(t5 - 1UL), a_v_2);
            unsigned long t6 = 1UL + (unsigned long)(i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + (long)t6);
            vcc_store(a + (long)(t6 - 1UL), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        i = 1UL + (unsigned long)t2;
    } else {
        i = 1UL;
    }
    for (; i != n; i++) {
        a[(long)(i - 1UL)] = a[(long)i];
    }
}

static void shift_right(float *a, size_t n) {
    unsigned long i;
    unsigned long t1 = n - 1UL;
    long t2 = (long)t1;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned long t4 = t1 + (unsigned long)(i_vec * -1L);
            vcc_v8_float t5 = vcc_load(vcc_v8_float, a + (long)(t4 - 1UL) + -7);
            vcc_v8_float a_v = __builtin_shufflevector(t5, t5, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_float t6 = __builtin_shufflevector(a_v, a_v, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (long)t4 + -7, t6);
            unsigned long t7 = t1 + (unsigned long)((i_vec + 8L) * -1L);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, a + (long)(t7 - 1UL) + -7);
            vcc_v8_float a_v_1 = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_float t9 = __builtin_shufflevector(a_v_1, a_v_1, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (long)t7 + -7, t9);
            unsigned long t10 = t1 + (unsigned long)((i_vec + 16L) * -1L);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, a + (long)(t10 - 1UL) + -7);
            vcc_v8_float a_v_2 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_float t12 = __builtin_shufflevector(a_v_2, a_v_2, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (long)t10 + -7, t12);
            unsigned long t13 = t1 + (unsigned long)((i_vec + 24L) * -1L);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, a + (long)(t13 - 1UL) + -7);
            vcc_v8_float a_v_3 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_float t15 = __builtin_shufflevector(a_v_3, a_v_3, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (long)t13 + -7, t15);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 += (unsigned long)(t3 * -1L);
    }
    long t16 = (long)t1;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            unsigned long t18 = t1 + (unsigned long)(i_vec_1 * -1L);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, a + (long)(t18 - 1UL) + -7);
            vcc_v8_float a_v_4 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_float t20 = __builtin_shufflevector(a_v_4, a_v_4, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (long)t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = t1 + (unsigned long)(t17 * -1L);
    } else {
        i = t1;
    }
    while (i > 0UL) {
        unsigned long t21 = i - 1UL;
        a[(long)i] = a[(long)t21];
        i = t21;
    }
}

static void step2(float *restrict a, const float *restrict b, size_t n) {
    for (size_t i = 0; i < n; i += 2)
        a[i] = b[i] * b[i + 1] + a[i + 1];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, sizeof *a), *b = new_array(n + 2, sizeof *b);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -20, 40);
        size_t m = (size_t)n;
        ne_loop(a, m);
        down(a, m);
        down_postdec(a, m);
        if (m > 0) {
            shift_left(a, m);
            shift_right(a, m);
        }
        step2(a, b, m);
        printf("n=%d %llx\n", n, HASH(a, n + 2));
        free(a);
        free(b);
    }
    return 0;
}
