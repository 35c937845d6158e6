/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_float, a + t4);
            t9 = vcc_load(vcc_v8_float, a + t5);
            t10 = vcc_load(vcc_v8_float, a + t6);
            t11 = vcc_load(vcc_v8_float, a + t7);
            t12 = vcc_load(vcc_v8_float, b + t4);
            t13 = vcc_load(vcc_v8_float, b + t5);
            t14 = vcc_load(vcc_v8_float, b + t6);
            t15 = vcc_load(vcc_v8_float, b + t7);
            t16 = t8 * t12;
            t17 = t9 * t13;
            t18 = t10 * t14;
            t19 = t11 * t15;
            t20 = t16 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            t21 = t17 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            t22 = t18 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            t23 = t19 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t4, t20);
            vcc_store(c + t5, t21);
            vcc_store(c + t6, t22);
            vcc_store(c + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_float, a + t29);
            t31 = vcc_load(vcc_v8_float, b + t29);
            t32 = t30 * t31;
            t33 = t32 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        c[t35] = a[t35] * b[t35] + 1.5f;
    }
}

void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    long t21;
    int i;
    long t22;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_float, a + t4);
            t7 = vcc_load(vcc_v8_float, a + t5);
            t8 = vcc_load(vcc_v8_float, b + t4);
            t9 = vcc_load(vcc_v8_float, b + t5);
            t10 = t6 / t8;
            t11 = t7 / t9;
            vcc_store(c + t4, t10);
            vcc_store(c + t5, t11);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = vcc_load(vcc_v8_float, a + t17);
            t19 = vcc_load(vcc_v8_float, b + t17);
            t20 = t18 / t19;
            vcc_store(c + t17, t20);
            t21 = t16 + 8L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        c[t22] = a[t22] / b[t22];
    }
}

void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    long t30;
    int t31;
    long t32;
    long t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    long t36;
    long t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    long t43;
    int i;
    long t44;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        t4 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = vcc_load(vcc_v8_float, a + t6);
            t11 = vcc_load(vcc_v8_float, a + t7);
            t12 = vcc_load(vcc_v8_float, a + t8);
            t13 = vcc_load(vcc_v8_float, a + t9);
            t14 = t3 * t10;
            t15 = t3 * t11;
            t16 = t3 * t12;
            t17 = t3 * t13;
            t18 = vcc_load(vcc_v8_float, b + t6);
            t19 = vcc_load(vcc_v8_float, b + t7);
            t20 = vcc_load(vcc_v8_float, b + t8);
            t21 = vcc_load(vcc_v8_float, b + t9);
            t22 = t4 * t18;
            t23 = t4 * t19;
            t24 = t4 * t20;
            t25 = t4 * t21;
            t26 = t14 - t22;
            t27 = t15 - t23;
            t28 = t16 - t24;
            t29 = t17 - t25;
            vcc_store(c + t6, t26);
            vcc_store(c + t7, t27);
            vcc_store(c + t8, t28);
            vcc_store(c + t9, t29);
            t30 = t5 + 32L;
            if (t30 >= t2) {
                break;
            }
            t5 = t30;
        }
        t31 = (int)((long)0 + t2);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        t35 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t31 + t36);
            t38 = vcc_load(vcc_v8_float, a + t37);
            t39 = t34 * t38;
            t40 = vcc_load(vcc_v8_float, b + t37);
            t41 = t35 * t40;
            t42 = t39 - t41;
            vcc_store(c + t37, t42);
            t43 = t36 + 8L;
            if (t43 >= t33) {
                break;
            }
            t36 = t43;
        }
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t44 = (long)i;
        c[t44] = x * a[t44] - y * b[t44];
    }
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    float *a;
    float *b;
    float *c;
    float *d;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    float *t5;
    float *t6;
    float *t7;
    float *t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    float *t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    long t25;
    int i;
    float *t26;
    const float *t27;
    const float *t28;
    unsigned long t29;
    const void *t30;
    unsigned long t31;
    unsigned long t32;
    count_idx = 0;
    n_1 = 0;
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
        a = (float *)new_array(n, 4UL);
        b = (float *)new_array(n, 4UL);
        c = (float *)new_array(n, 4UL);
        d = (float *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 999U));
        }
        t2 = (long)n;
        if (t2 >= 32L) {
            t3 = t2 & -32L;
            t4 = 0L;
            for (;;) {
                t5 = a + (int)((long)0 + t4);
                t6 = a + (int)((long)0 + (t4 + 8L));
                t7 = a + (int)((long)0 + (t4 + 16L));
                t8 = a + (int)((long)0 + (t4 + 24L));
                t9 = vcc_load(vcc_v8_float, t5);
                t10 = vcc_load(vcc_v8_float, t6);
                t11 = vcc_load(vcc_v8_float, t7);
                t12 = vcc_load(vcc_v8_float, t8);
                t13 = t9 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                t14 = t10 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                t15 = t11 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                t16 = t12 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t5, t13);
                vcc_store(t6, t14);
                vcc_store(t7, t15);
                vcc_store(t8, t16);
                t17 = t4 + 32L;
                if (t17 >= t3) {
                    break;
                }
                t4 = t17;
            }
            t18 = (int)((long)0 + t3);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            t20 = t19 & -8L;
            t21 = 0L;
            for (;;) {
                t22 = a + (int)((long)t18 + t21);
                t23 = vcc_load(vcc_v8_float, t22);
                t24 = t23 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t22, t24);
                t25 = t21 + 8L;
                if (t25 >= t20) {
                    break;
                }
                t21 = t25;
            }
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = a + i;
            *t26 = *t26 * 0.37f;
        }
        t27 = b;
        t28 = a;
        muladd_f32(n, c, t28, t27);
        div_f32(n, d, t28, t27);
        t29 = (unsigned long)n * 4UL;
        t30 = (const void *)c;
        t31 = hash_bytes(t30, t29);
        t32 = hash_bytes((const void *)d, t29);
        axpby_f32(n, 1.25f, -3.5f, c, t28, t27);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t31, (unsigned long long)t32, (unsigned long long)hash_bytes(t30, t29));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
