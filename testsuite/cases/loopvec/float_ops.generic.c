/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = a_v * b_v;
            vcc_v8_float t4 = t3 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t5);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t6 = a_v_1 * b_v_1;
            vcc_v8_float t7 = t6 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t8);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t8);
            vcc_v8_float t9 = a_v_2 * b_v_2;
            vcc_v8_float t10 = t9 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t11);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t12 = a_v_3 * b_v_3;
            vcc_v8_float t13 = t12 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t17);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t18 = a_v_4 * b_v_4;
            vcc_v8_float t19 = t18 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * b[t20] + 1.5f;
    }
}

void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = a_v / b_v;
            vcc_store(c + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t4);
            vcc_v8_float t5 = a_v_1 / b_v_1;
            vcc_store(c + t4, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t9);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t9);
            vcc_v8_float t10 = a_v_2 / b_v_2;
            vcc_store(c + t9, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        c[t11] = a[t11] / b[t11];
    }
}

void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float x_v = (vcc_v8_float){x, x, x, x, x, x, x, x};
        vcc_v8_float y_v = (vcc_v8_float){y, y, y, y, y, y, y, y};
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = x_v * a_v;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t4 = y_v * b_v;
            vcc_v8_float t5 = t3 - t4;
            vcc_store(c + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t6);
            vcc_v8_float t7 = x_v * a_v_1;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t8 = y_v * b_v_1;
            vcc_v8_float t9 = t7 - t8;
            vcc_store(c + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t10);
            vcc_v8_float t11 = x_v * a_v_2;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t12 = y_v * b_v_2;
            vcc_v8_float t13 = t11 - t12;
            vcc_store(c + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t14);
            vcc_v8_float t15 = x_v * a_v_3;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t16 = y_v * b_v_3;
            vcc_v8_float t17 = t15 - t16;
            vcc_store(c + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_float x_v_1 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        vcc_v8_float y_v_1 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t21);
            vcc_v8_float t22 = x_v_1 * a_v_4;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t23 = y_v_1 * b_v_4;
            vcc_v8_float t24 = t22 - t23;
            vcc_store(c + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        c[t25] = x * a[t25] - y * b[t25];
    }
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *a = (float *)new_array(n, 4UL);
        float *b = (float *)new_array(n, 4UL);
        float *c = (float *)new_array(n, 4UL);
        float *d = (float *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 999U));
        }
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at float_ops.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t4 = a + i_vec;
                vcc_v8_float a_v = vcc_load(vcc_v8_float, t4);
                vcc_v8_float t5 = a_v * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t4, t5);
                float *t6 = a + (i_vec + 8L);
                vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t6);
                vcc_v8_float t7 = a_v_1 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t6, t7);
                float *t8 = a + (i_vec + 16L);
                vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t8);
                vcc_v8_float t9 = a_v_2 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t8, t9);
                float *t10 = a + (i_vec + 24L);
                vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t10);
                vcc_v8_float t11 = a_v_3 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at float_ops.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t15 = a + ((long)t12 + i_vec_1);
                vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t15);
                vcc_v8_float t16 = a_v_4 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            float *t17 = a + i;
            *t17 = *t17 * 0.37f;
        }
        const float *t18 = b;
        const float *t19 = a;
        muladd_f32(n, c, t19, t18);
        div_f32(n, d, t19, t18);
        unsigned long t20 = (unsigned long)n * 4UL;
        const void *t21 = (const void *)c;
        unsigned long t22 = hash_bytes(t21, t20);
        unsigned long t23 = hash_bytes((const void *)d, t20);
        axpby_f32(n, 1.25f, -3.5f, c, t19, t18);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t22, (unsigned long long)t23, (unsigned long long)hash_bytes(t21, t20));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
