/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i);
void _ZGVdN8ulu_bump(int *a, int i, int k);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulu_bump(int *a, int i, int k, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch */
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i) {
    const float *t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    t1 = in + 2 * i;
    t2 = vcc_load(vcc_v8_float, t1);
    t3 = vcc_load(vcc_v8_float, t1 + 8);
    t4 = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
    t5 = __builtin_shufflevector(t2, t3, 1, 3, 5, 7, 9, 11, 13, 15);
    t6 = t4 + t5;
    t7 = (vcc_v8_float){two, two, two, two, two, two, two, two};
    t8 = t6 / t7;
    vcc_store(out + i, t8);
    t9 = t4 - t5;
    t10 = (vcc_v8_float){two, two, two, two, two, two, two, two};
    t11 = t9 / t10;
    vcc_store(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

void _ZGVdN8ulu_bump(int *a, int i, int k) {
    int *t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    t1 = a + i;
    t2 = vcc_load(vcc_v8_int, t1);
    t3 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t4 = t2 * t3;
    t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    t6 = t4 + t5;
    vcc_store(t1, t6);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulu_bump(int *a, int i, int k, vcc_v8_int mask) {
    vcc_m8 t1;
    long t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (long)i;
    t3 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1);
    t4 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t5 = (vcc_v8_uint)t3;
    t6 = (vcc_v8_uint)t4;
    t7 = t5 * t6;
    t8 = (vcc_v8_int)t7;
    t9 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    t10 = (vcc_v8_uint)t8;
    t11 = (vcc_v8_uint)t9;
    t12 = t10 + t11;
    t13 = (vcc_v8_int)t12;
    vcc_store_masked((int *)((unsigned long)a + (unsigned long)t2 * 4UL), t13, t1);
}
#pragma GCC diagnostic pop

void transform(const float *in, float *out, int half) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int t10;
    int i;
    int t11;
    const float *t12;
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
    const float *t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    const float *t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    t3 = (long)half;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t12 = in + 2 * t6;
            t13 = vcc_load(vcc_v8_float, t12);
            t14 = vcc_load(vcc_v8_float, t12 + 8);
            t15 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6, 8, 10, 12, 14);
            t16 = __builtin_shufflevector(t13, t14, 1, 3, 5, 7, 9, 11, 13, 15);
            t17 = t15 + t16;
            t18 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t19 = t17 / t18;
            vcc_store(out + t6, t19);
            t20 = t15 - t16;
            t21 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t22 = t20 / t21;
            vcc_store(out + (half + t6), t22);
            t11 = (int)(0L + t5);
            t34 = in + 2 * t11;
            t35 = vcc_load(vcc_v8_float, t34);
            t36 = vcc_load(vcc_v8_float, t34 + 8);
            t37 = __builtin_shufflevector(t35, t36, 0, 2, 4, 6, 8, 10, 12, 14);
            t38 = __builtin_shufflevector(t35, t36, 1, 3, 5, 7, 9, 11, 13, 15);
            t39 = t37 + t38;
            t40 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t41 = t39 / t40;
            vcc_store(out + t11, t41);
            t42 = t37 - t38;
            t43 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t44 = t42 / t43;
            vcc_store(out + (half + t11), t44);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)half + (long)t7 * -1L;
    if (t8 >= 8L) {
        t9 = t8 & -8L;
        t1 = 0L;
        for (;;) {
            t10 = (int)((long)t7 + t1);
            t23 = in + 2 * t10;
            t24 = vcc_load(vcc_v8_float, t23);
            t25 = vcc_load(vcc_v8_float, t23 + 8);
            t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6, 8, 10, 12, 14);
            t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7, 9, 11, 13, 15);
            t28 = t26 + t27;
            t29 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t30 = t28 / t29;
            vcc_store(out + t10, t30);
            t31 = t26 - t27;
            t32 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t33 = t31 / t32;
            vcc_store(out + (half + t10), t33);
            t1 += 8L;
            if (t1 >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < half; i++) {
        haar(in, out, half, 2.0f, i);
    }
}

void bump_all(int *a, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int t10;
    int t11;
    long t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    int t15;
    vcc_v8_int t16;
    int i;
    int t17;
    int *t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    int *t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_m8 t30;
    long t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    int *t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t18 = a + t6;
            t19 = vcc_load(vcc_v8_int, t18);
            t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t21 = t19 * t20;
            t22 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t23 = t21 + t22;
            vcc_store(t18, t23);
            t17 = (int)(0L + t5);
            t43 = a + t17;
            t44 = vcc_load(vcc_v8_int, t43);
            t45 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t46 = t44 * t45;
            t47 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t48 = t46 + t47;
            vcc_store(t43, t48);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        t9 = t8 & -8L;
        t1 = 0L;
        for (;;) {
            t10 = (int)((long)t7 + t1);
            t24 = a + t10;
            t25 = vcc_load(vcc_v8_int, t24);
            t26 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t27 = t25 * t26;
            t28 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t29 = t27 + t28;
            vcc_store(t24, t29);
            t1 += 8L;
            if (t1 >= t9) {
                t11 = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        t11 = t7;
    }
    t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        t13 = vcc_splat(vcc_v8_int, (int)t12);
        t14 = (vcc_m8)((vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} < t13);
        t15 = (int)((long)t11 + 0L);
        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
        t30 = (vcc_m8)(t16 != (vcc_v8_int){0});
        t31 = (long)t15;
        t32 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t31 * 4UL), t30);
        t33 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t34 = (vcc_v8_uint)t32;
        t35 = (vcc_v8_uint)t33;
        t36 = t34 * t35;
        t37 = (vcc_v8_int)t36;
        t38 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t39 = (vcc_v8_uint)t37;
        t40 = (vcc_v8_uint)t38;
        t41 = t39 + t40;
        t42 = (vcc_v8_int)t41;
        vcc_store_masked((int *)((unsigned long)a + (unsigned long)t31 * 4UL), t42, t30);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        bump(a, i, 7);
    }
}

void bump_odd(int *a, const int *flags, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    int t11;
    long t12;
    long t13;
    int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    int i;
    int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_v8_int t23;
    vcc_m8 t24;
    long t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    long t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_int t49;
    vcc_m8 t50;
    long t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    vcc_v8_uint t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t7 = vcc_load(vcc_v8_int, flags + t6);
            t8 = t7 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t24 = (vcc_m8)(t10 != (vcc_v8_int){0});
            t25 = (long)t6;
            t26 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t25 * 4UL), t24);
            t27 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t28 = (vcc_v8_uint)t26;
            t29 = (vcc_v8_uint)t27;
            t30 = t28 * t29;
            t31 = (vcc_v8_int)t30;
            t32 = vcc_splat(vcc_v8_int, -2);
            t33 = (vcc_v8_uint)t31;
            t34 = (vcc_v8_uint)t32;
            t35 = t33 + t34;
            t36 = (vcc_v8_int)t35;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t25 * 4UL), t36, t24);
            t19 = (int)(0L + t5);
            t20 = vcc_load(vcc_v8_int, flags + t19);
            t21 = t20 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t22 = (vcc_m8)(t21 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t50 = (vcc_m8)(t23 != (vcc_v8_int){0});
            t51 = (long)t19;
            t52 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t51 * 4UL), t50);
            t53 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t54 = (vcc_v8_uint)t52;
            t55 = (vcc_v8_uint)t53;
            t56 = t54 * t55;
            t57 = (vcc_v8_int)t56;
            t58 = vcc_splat(vcc_v8_int, -2);
            t59 = (vcc_v8_uint)t57;
            t60 = (vcc_v8_uint)t58;
            t61 = t59 + t60;
            t62 = (vcc_v8_int)t61;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t51 * 4UL), t62, t50);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t14 = (int)((long)t11 + t1);
            t15 = vcc_load(vcc_v8_int, flags + t14);
            t16 = t15 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t17 = (vcc_m8)(t16 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t37 = (vcc_m8)(t18 != (vcc_v8_int){0});
            t38 = (long)t14;
            t39 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t38 * 4UL), t37);
            t40 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t41 = (vcc_v8_uint)t39;
            t42 = (vcc_v8_uint)t40;
            t43 = t41 * t42;
            t44 = (vcc_v8_int)t43;
            t45 = vcc_splat(vcc_v8_int, -2);
            t46 = (vcc_v8_uint)t44;
            t47 = (vcc_v8_uint)t45;
            t48 = t46 + t47;
            t49 = (vcc_v8_int)t48;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t38 * 4UL), t49, t37);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            bump(a, i, -2);
        }
    }
}

int main(void) {
    int sizes[8];
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    vcc_v8_uint t5;
    vcc_v8_int t6;
    long t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    long t10;
    float fsum;
    unsigned int isum;
    unsigned int t;
    int n;
    int t11;
    unsigned long t12;
    float *in;
    float *out;
    unsigned long t13;
    void *t14;
    int *a;
    void *t15;
    int *flags;
    long t16;
    int t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_int t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_int t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    int t52;
    long t53;
    int t54;
    long t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_uint t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_int t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_int t67;
    int i;
    long t68;
    unsigned long t69;
    unsigned long t70;
    int t71;
    long t72;
    vcc_v8_int t73;
    vcc_v8_uint t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_int t80;
    long t81;
    vcc_v8_int t82;
    vcc_v8_uint t83;
    vcc_v8_int t84;
    long t85;
    vcc_v8_int t86;
    vcc_v8_int t87;
    vcc_v8_uint t88;
    vcc_v8_uint t89;
    vcc_v8_uint t90;
    vcc_v8_int t91;
    vcc_v8_uint t92;
    vcc_v8_int t93;
    long t94;
    vcc_v8_int t95;
    vcc_v8_int t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_uint t99;
    vcc_v8_int t100;
    vcc_v8_uint t101;
    vcc_v8_int t102;
    long t103;
    vcc_v8_int t104;
    vcc_v8_int t105;
    vcc_v8_uint t106;
    vcc_v8_uint t107;
    vcc_v8_uint t108;
    vcc_v8_int t109;
    vcc_v8_uint t110;
    vcc_v8_int t111;
    vcc_v8_uint t112;
    vcc_v8_uint t113;
    vcc_v8_uint t114;
    vcc_v8_int t115;
    int t116;
    long t117;
    unsigned long t118;
    unsigned long t119;
    int t120;
    long t121;
    vcc_v8_int t122;
    vcc_v8_uint t123;
    vcc_v8_int t124;
    vcc_v8_int t125;
    vcc_v8_uint t126;
    vcc_v8_uint t127;
    vcc_v8_uint t128;
    vcc_v8_int t129;
    long t130;
    vcc_v8_int t131;
    vcc_v8_uint t132;
    vcc_v8_int t133;
    vcc_v8_uint t134;
    vcc_v8_uint t135;
    vcc_v8_uint t136;
    vcc_v8_int t137;
    int i_1;
    long t138;
    int i_2;
    int i_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t11 = 2 * n;
        t12 = (unsigned long)(t11 + 1) * 4UL;
        in = (float *)malloc(t12);
        out = (float *)malloc(t12);
        t13 = (unsigned long)(n + 1) * 4UL;
        t14 = malloc(t13);
        a = (int *)t14;
        t15 = malloc(t13);
        flags = (int *)t15;
        t16 = (long)n * 2L;
        t17 = (int)((unsigned int)0 * (unsigned int)7);
        if ((t16 >= 32L) & (t17 >= 0)) {
            t18 = t16 & -32L;
            t19 = vcc_splat(vcc_v8_int, t17 % 11);
            t20 = t19 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t21 = (vcc_v8_uint)t20;
            t22 = t21 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t23 = vcc_min(vcc_v8_int, t21, t22);
            t1 = (vcc_v8_int)t23;
            t2 = 0L;
            for (;;) {
                t24 = __builtin_convertvector(t1, vcc_v8_float);
                t25 = t24 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)((long)0 + t2), t25);
                t26 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t27 = (vcc_v8_uint)t26;
                t28 = t27 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t29 = vcc_min(vcc_v8_int, t27, t28);
                t30 = (vcc_v8_int)t29;
                t31 = __builtin_convertvector(t30, vcc_v8_float);
                t32 = t31 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)((long)0 + (t2 + 8L)), t32);
                t33 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                t34 = (vcc_v8_uint)t33;
                t35 = t34 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t36 = vcc_min(vcc_v8_int, t34, t35);
                t37 = (vcc_v8_int)t36;
                t38 = __builtin_convertvector(t37, vcc_v8_float);
                t39 = t38 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)((long)0 + (t2 + 16L)), t39);
                t40 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t41 = (vcc_v8_uint)t40;
                t42 = t41 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t43 = vcc_min(vcc_v8_int, t41, t42);
                t44 = (vcc_v8_int)t43;
                t45 = __builtin_convertvector(t44, vcc_v8_float);
                t46 = t45 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)((long)0 + (t2 + 24L)), t46);
                t2 += 32L;
                t47 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t48 = (vcc_v8_uint)t47;
                t49 = t48 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t50 = vcc_min(vcc_v8_int, t48, t49);
                t51 = (vcc_v8_int)t50;
                if (t2 >= t18) {
                    break;
                }
                t1 = t51;
            }
            t52 = (int)((long)0 + t18);
        } else {
            t52 = 0;
        }
        t53 = (long)n * 2L + (long)t52 * -1L;
        t54 = (int)((unsigned int)t52 * (unsigned int)7);
        if ((t53 >= 8L) & (t54 >= 0)) {
            t55 = t53 & -8L;
            t56 = vcc_splat(vcc_v8_int, t54 % 11);
            t57 = t56 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t58 = (vcc_v8_uint)t57;
            t59 = t58 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t60 = vcc_min(vcc_v8_int, t58, t59);
            t3 = (vcc_v8_int)t60;
            t4 = 0L;
            for (;;) {
                t61 = __builtin_convertvector(t3, vcc_v8_float);
                t62 = t61 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)((long)t52 + t4), t62);
                t4 += 8L;
                t63 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t64 = (vcc_v8_uint)t63;
                t65 = t64 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t66 = vcc_min(vcc_v8_int, t64, t65);
                t67 = (vcc_v8_int)t66;
                if (t4 >= t55) {
                    break;
                }
                t3 = t67;
            }
            i = (int)((long)t52 + t55);
        } else {
            i = t52;
        }
        for (; i < t11; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        t68 = (long)n;
        t69 = (unsigned long)t14;
        t70 = (unsigned long)t15;
        t71 = (int)((unsigned int)0 * (unsigned int)5);
        if ((t68 >= 32L) & (((t69 + (unsigned long)(4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)0L)) | ((t70 + (unsigned long)(4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)0L))) & (t71 >= 0)) {
            t72 = t68 & -32L;
            t73 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t74 = (vcc_v8_uint)t73;
            t5 = t74 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t75 = vcc_splat(vcc_v8_int, t71 % 3);
            t76 = t75 + (vcc_v8_int){0, 2, 1, 0, 2, 1, 0, 2};
            t77 = (vcc_v8_uint)t76;
            t78 = t77 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            t79 = vcc_min(vcc_v8_int, t77, t78);
            t6 = (vcc_v8_int)t79;
            t7 = 0L;
            for (;;) {
                t80 = (vcc_v8_int)t5;
                t81 = (long)(int)((long)0 + t7);
                t82 = t80 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t81, t82);
                vcc_store(flags + t81, t6);
                t83 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t84 = (vcc_v8_int)t83;
                t85 = (long)(int)((long)0 + (t7 + 8L));
                t86 = t84 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t85, t86);
                t87 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t88 = (vcc_v8_uint)t87;
                t89 = t88 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t90 = vcc_min(vcc_v8_int, t88, t89);
                t91 = (vcc_v8_int)t90;
                vcc_store(flags + t85, t91);
                t92 = t5 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t93 = (vcc_v8_int)t92;
                t94 = (long)(int)((long)0 + (t7 + 16L));
                t95 = t93 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t94, t95);
                t96 = t6 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                t97 = (vcc_v8_uint)t96;
                t98 = t97 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t99 = vcc_min(vcc_v8_int, t97, t98);
                t100 = (vcc_v8_int)t99;
                vcc_store(flags + t94, t100);
                t101 = t5 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t102 = (vcc_v8_int)t101;
                t103 = (long)(int)((long)0 + (t7 + 24L));
                t104 = t102 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t103, t104);
                t105 = t6 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t106 = (vcc_v8_uint)t105;
                t107 = t106 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t108 = vcc_min(vcc_v8_int, t106, t107);
                t109 = (vcc_v8_int)t108;
                vcc_store(flags + t103, t109);
                t7 += 32L;
                t110 = t5 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                t111 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t112 = (vcc_v8_uint)t111;
                t113 = t112 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t114 = vcc_min(vcc_v8_int, t112, t113);
                t115 = (vcc_v8_int)t114;
                if (t7 >= t72) {
                    break;
                }
                t5 = t110;
                t6 = t115;
            }
            t116 = (int)((long)0 + t72);
        } else {
            t116 = 0;
        }
        t117 = (long)n + (long)t116 * -1L;
        t118 = (unsigned long)t14;
        t119 = (unsigned long)t15;
        t120 = (int)((unsigned int)t116 * (unsigned int)5);
        if ((t117 >= 8L) & (((t118 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t116 * 4L))) | ((t119 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t116 * 4L)))) & (t120 >= 0)) {
            t121 = t117 & -8L;
            t122 = (vcc_v8_int){t116, t116, t116, t116, t116, t116, t116, t116};
            t123 = (vcc_v8_uint)t122;
            t8 = t123 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t124 = vcc_splat(vcc_v8_int, t120 % 3);
            t125 = t124 + (vcc_v8_int){0, 2, 1, 0, 2, 1, 0, 2};
            t126 = (vcc_v8_uint)t125;
            t127 = t126 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            t128 = vcc_min(vcc_v8_int, t126, t127);
            t9 = (vcc_v8_int)t128;
            t10 = 0L;
            for (;;) {
                t129 = (vcc_v8_int)t8;
                t130 = (long)(int)((long)t116 + t10);
                t131 = t129 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t130, t131);
                vcc_store(flags + t130, t9);
                t10 += 8L;
                t132 = t8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t133 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t134 = (vcc_v8_uint)t133;
                t135 = t134 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t136 = vcc_min(vcc_v8_int, t134, t135);
                t137 = (vcc_v8_int)t136;
                if (t10 >= t121) {
                    break;
                }
                t8 = t132;
                t9 = t137;
            }
            i_1 = (int)((long)t116 + t121);
        } else {
            i_1 = t116;
        }
        for (; i_1 < n; i_1++) {
            t138 = (long)i_1;
            a[t138] = i_1 - 3;
            flags[t138] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        fsum = 0.0f;
        for (i_2 = 0; i_2 < t11; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        isum = 0U;
        for (i_3 = 0; i_3 < n; i_3++) {
            isum = isum * 31U + (unsigned int)a[i_3];
        }
        printf("n=%d %.6f %u\n", n, (double)fsum, isum);
        free((void *)in);
        free((void *)out);
        free((void *)a);
        free((void *)flags);
    }
    return 0;
}
