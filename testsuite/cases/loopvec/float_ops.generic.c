/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t3);
            vcc_v8_float t4 = a_v * b_v;
            vcc_v8_float t5 = t4 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t6);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t7 = a_v_1 * b_v_1;
            vcc_v8_float t8 = t7 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t9);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t9);
            vcc_v8_float t10 = a_v_2 * b_v_2;
            vcc_v8_float t11 = t10 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t12);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t12);
            vcc_v8_float t13 = a_v_3 * b_v_3;
            vcc_v8_float t14 = t13 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t18);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t18);
            vcc_v8_float t19 = a_v_4 * b_v_4;
            vcc_v8_float t20 = t19 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = a[t21] * b[t21] + 1.5f;
    }
}

void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t3);
            vcc_v8_float t4 = a_v / b_v;
            vcc_store(c + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t5);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t6 = a_v_1 / b_v_1;
            vcc_store(c + t5, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t10);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t11 = a_v_2 / b_v_2;
            vcc_store(c + t10, t11);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        c[t12] = a[t12] / b[t12];
    }
}

void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float x_v = (vcc_v8_float){x, x, x, x, x, x, x, x};
        vcc_v8_float y_v = (vcc_v8_float){y, y, y, y, y, y, y, y};
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = x_v * a_v;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t3);
            vcc_v8_float t5 = y_v * b_v;
            vcc_v8_float t6 = t4 - t5;
            vcc_store(c + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t7);
            vcc_v8_float t8 = x_v * a_v_1;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t7);
            vcc_v8_float t9 = y_v * b_v_1;
            vcc_v8_float t10 = t8 - t9;
            vcc_store(c + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t11);
            vcc_v8_float t12 = x_v * a_v_2;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t13 = y_v * b_v_2;
            vcc_v8_float t14 = t12 - t13;
            vcc_store(c + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t15);
            vcc_v8_float t16 = x_v * a_v_3;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t15);
            vcc_v8_float t17 = y_v * b_v_3;
            vcc_v8_float t18 = t16 - t17;
            vcc_store(c + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_float x_v_1 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        vcc_v8_float y_v_1 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t22);
            vcc_v8_float t23 = x_v_1 * a_v_4;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t22);
            vcc_v8_float t24 = y_v_1 * b_v_4;
            vcc_v8_float t25 = t23 - t24;
            vcc_store(c + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        c[t26] = x * a[t26] - y * b[t26];
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
                float *t4 = a + (int)i_vec;
                vcc_v8_float a_v = vcc_load(vcc_v8_float, t4);
                vcc_v8_float t5 = a_v * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t4, t5);
                float *t6 = a + (int)(i_vec + 8L);
                vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t6);
                vcc_v8_float t7 = a_v_1 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t6, t7);
                float *t8 = a + (int)(i_vec + 16L);
                vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t8);
                vcc_v8_float t9 = a_v_2 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t8, t9);
                float *t10 = a + (int)(i_vec + 24L);
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
            do {
                float *t15 = a + (int)((long)t12 + i_vec_1);
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
