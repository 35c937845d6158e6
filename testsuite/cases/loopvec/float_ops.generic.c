/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, a + t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t8 = t6 * t7;
            vcc_v8_float t9 = t8 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, a + t10);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t13 = t11 * t12;
            vcc_v8_float t14 = t13 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, a + t15);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, b + t15);
            vcc_v8_float t18 = t16 * t17;
            vcc_v8_float t19 = t18 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, a + t20);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, b + t20);
            vcc_v8_float t23 = t21 * t22;
            vcc_v8_float t24 = t23 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, a + t28);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, b + t28);
            vcc_v8_float t31 = t29 * t30;
            vcc_v8_float t32 = t31 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        c[t33] = a[t33] * b[t33] + 1.5f;
    }
}

void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, a + t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t8 = t6 / t7;
            vcc_store(c + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, a + t9);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, b + t9);
            vcc_v8_float t12 = t10 / t11;
            vcc_store(c + t9, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, a + t16);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, b + t16);
            vcc_v8_float t19 = t17 / t18;
            vcc_store(c + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] / b[t20];
    }
}

void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t5 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        vcc_v8_float t6 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, a + t7);
            vcc_v8_float t9 = t5 * t8;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, b + t7);
            vcc_v8_float t11 = t6 * t10;
            vcc_v8_float t12 = t9 - t11;
            vcc_store(c + t7, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, a + t13);
            vcc_v8_float t15 = t5 * t14;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, b + t13);
            vcc_v8_float t17 = t6 * t16;
            vcc_v8_float t18 = t15 - t17;
            vcc_store(c + t13, t18);
            long t19 = (long)(int)(t1 + 16L);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, a + t19);
            vcc_v8_float t21 = t5 * t20;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, b + t19);
            vcc_v8_float t23 = t6 * t22;
            vcc_v8_float t24 = t21 - t23;
            vcc_store(c + t19, t24);
            long t25 = (long)(int)(t1 + 24L);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, a + t25);
            vcc_v8_float t27 = t5 * t26;
            vcc_v8_float t28 = vcc_load(vcc_v8_float, b + t25);
            vcc_v8_float t29 = t6 * t28;
            vcc_v8_float t30 = t27 - t29;
            vcc_store(c + t25, t30);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        vcc_v8_float t34 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        vcc_v8_float t35 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t31 + t2);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, a + t36);
            vcc_v8_float t38 = t34 * t37;
            vcc_v8_float t39 = vcc_load(vcc_v8_float, b + t36);
            vcc_v8_float t40 = t35 * t39;
            vcc_v8_float t41 = t38 - t40;
            vcc_store(c + t36, t41);
            t2 += 8L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        c[t42] = x * a[t42] - y * b[t42];
    }
}

int main(void) {
    int n;
    int t3;
    int t18;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
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
        long t4 = (long)n;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long t1 = 0L;
            do {
                float *t6 = a + (int)t1;
                vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
                vcc_v8_float t8 = t7 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t6, t8);
                float *t9 = a + (int)(t1 + 8L);
                vcc_v8_float t10 = vcc_load(vcc_v8_float, t9);
                vcc_v8_float t11 = t10 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t9, t11);
                float *t12 = a + (int)(t1 + 16L);
                vcc_v8_float t13 = vcc_load(vcc_v8_float, t12);
                vcc_v8_float t14 = t13 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t12, t14);
                float *t15 = a + (int)(t1 + 24L);
                vcc_v8_float t16 = vcc_load(vcc_v8_float, t15);
                vcc_v8_float t17 = t16 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long t2 = 0L;
            do {
                float *t21 = a + (int)((long)t18 + t2);
                vcc_v8_float t22 = vcc_load(vcc_v8_float, t21);
                vcc_v8_float t23 = t22 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            float *t24 = a + i;
            *t24 = *t24 * 0.37f;
        }
        const float *t25 = b;
        const float *t26 = a;
        muladd_f32(n, c, t26, t25);
        div_f32(n, d, t26, t25);
        unsigned long t27 = (unsigned long)n * 4UL;
        const void *t28 = (const void *)c;
        unsigned long t29 = hash_bytes(t28, t27);
        unsigned long t30 = hash_bytes((const void *)d, t27);
        axpby_f32(n, 1.25f, -3.5f, c, t26, t25);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t29, (unsigned long long)t30, (unsigned long long)hash_bytes(t28, t27));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
