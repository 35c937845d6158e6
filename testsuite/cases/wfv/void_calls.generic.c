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
    const float *t1 = in + 2 * i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, t1);
    vcc_v8_float t3 = vcc_load(vcc_v8_float, t1 + 8);
    vcc_v8_float t4 = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
    vcc_v8_float t5 = __builtin_shufflevector(t2, t3, 1, 3, 5, 7, 9, 11, 13, 15);
    vcc_v8_float t6 = t4 + t5;
    vcc_v8_float t7 = (vcc_v8_float){two, two, two, two, two, two, two, two};
    vcc_v8_float t8 = t6 / t7;
    vcc_store(out + i, t8);
    vcc_v8_float t9 = t4 - t5;
    vcc_v8_float t10 = (vcc_v8_float){two, two, two, two, two, two, two, two};
    vcc_v8_float t11 = t9 / t10;
    vcc_store(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

void _ZGVdN8ulu_bump(int *a, int i, int k) {
    int *t1 = a + i;
    vcc_v8_int t2 = vcc_load(vcc_v8_int, t1);
    vcc_v8_int t3 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t4 = t2 * t3;
    vcc_v8_int t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_int t6 = t4 + t5;
    vcc_store(t1, t6);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulu_bump(int *a, int i, int k, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    long t2 = (long)i;
    vcc_v8_int t3 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1);
    vcc_v8_int t4 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t5 = (vcc_v8_uint)t3;
    vcc_v8_uint t6 = (vcc_v8_uint)t4;
    vcc_v8_uint t7 = t5 * t6;
    vcc_v8_int t8 = (vcc_v8_int)t7;
    vcc_v8_int t9 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_uint t10 = (vcc_v8_uint)t8;
    vcc_v8_uint t11 = (vcc_v8_uint)t9;
    vcc_v8_uint t12 = t10 + t11;
    vcc_v8_int t13 = (vcc_v8_int)t12;
    vcc_store_masked((int *)((unsigned long)a + (unsigned long)t2 * 4UL), t13, t1);
}
#pragma GCC diagnostic pop

void transform(const float *in, float *out, int half) {
    int t7;
    int i;
    long t3 = (long)half;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            const float *t12 = in + 2 * t6;
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t12 + 8);
            vcc_v8_float t15 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t16 = __builtin_shufflevector(t13, t14, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t17 = t15 + t16;
            vcc_v8_float t18 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t19 = t17 / t18;
            vcc_store(out + t6, t19);
            vcc_v8_float t20 = t15 - t16;
            vcc_v8_float t21 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t22 = t20 / t21;
            vcc_store(out + (half + t6), t22);
            int t11 = (int)t5;
            const float *t34 = in + 2 * t11;
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t34);
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t34 + 8);
            vcc_v8_float t37 = __builtin_shufflevector(t35, t36, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t38 = __builtin_shufflevector(t35, t36, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t39 = t37 + t38;
            vcc_v8_float t40 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t41 = t39 / t40;
            vcc_store(out + t11, t41);
            vcc_v8_float t42 = t37 - t38;
            vcc_v8_float t43 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t44 = t42 / t43;
            vcc_store(out + (half + t11), t44);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)half + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long t1 = 0L;
        for (;;) {
            int t10 = (int)((long)t7 + t1);
            const float *t23 = in + 2 * t10;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t23);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t23 + 8);
            vcc_v8_float t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t28 = t26 + t27;
            vcc_v8_float t29 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t30 = t28 / t29;
            vcc_store(out + t10, t30);
            vcc_v8_float t31 = t26 - t27;
            vcc_v8_float t32 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t33 = t31 / t32;
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
    int t7;
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            int *t18 = a + t6;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t21 = t19 * t20;
            vcc_v8_int t22 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t23 = t21 + t22;
            vcc_store(t18, t23);
            int t17 = (int)t5;
            int *t43 = a + t17;
            vcc_v8_int t44 = vcc_load(vcc_v8_int, t43);
            vcc_v8_int t45 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t46 = t44 * t45;
            vcc_v8_int t47 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t48 = t46 + t47;
            vcc_store(t43, t48);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long t1 = 0L;
        for (;;) {
            int t10 = (int)((long)t7 + t1);
            int *t24 = a + t10;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, t24);
            vcc_v8_int t26 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t27 = t25 * t26;
            vcc_v8_int t28 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t29 = t27 + t28;
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
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        vcc_v8_int t13 = vcc_splat(vcc_v8_int, (int)t12);
        vcc_m8 t14 = (vcc_m8)((vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} < t13);
        int t15 = (int)(long)t11;
        vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
        vcc_m8 t30 = (vcc_m8)(t16 != (vcc_v8_int){0});
        long t31 = (long)t15;
        vcc_v8_int t32 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t31 * 4UL), t30);
        vcc_v8_int t33 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t34 = (vcc_v8_uint)t32;
        vcc_v8_uint t35 = (vcc_v8_uint)t33;
        vcc_v8_uint t36 = t34 * t35;
        vcc_v8_int t37 = (vcc_v8_int)t36;
        vcc_v8_int t38 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t39 = (vcc_v8_uint)t37;
        vcc_v8_uint t40 = (vcc_v8_uint)t38;
        vcc_v8_uint t41 = t39 + t40;
        vcc_v8_int t42 = (vcc_v8_int)t41;
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
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, flags + t6);
            vcc_v8_int t8 = t7 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t9 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t24 = (vcc_m8)(t10 != (vcc_v8_int){0});
            long t25 = (long)t6;
            vcc_v8_int t26 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t25 * 4UL), t24);
            vcc_v8_int t27 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t28 = (vcc_v8_uint)t26;
            vcc_v8_uint t29 = (vcc_v8_uint)t27;
            vcc_v8_uint t30 = t28 * t29;
            vcc_v8_int t31 = (vcc_v8_int)t30;
            vcc_v8_int t32 = vcc_splat(vcc_v8_int, -2);
            vcc_v8_uint t33 = (vcc_v8_uint)t31;
            vcc_v8_uint t34 = (vcc_v8_uint)t32;
            vcc_v8_uint t35 = t33 + t34;
            vcc_v8_int t36 = (vcc_v8_int)t35;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t25 * 4UL), t36, t24);
            int t19 = (int)t5;
            vcc_v8_int t20 = vcc_load(vcc_v8_int, flags + t19);
            vcc_v8_int t21 = t20 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t22 = (vcc_m8)(t21 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t50 = (vcc_m8)(t23 != (vcc_v8_int){0});
            long t51 = (long)t19;
            vcc_v8_int t52 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t51 * 4UL), t50);
            vcc_v8_int t53 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t54 = (vcc_v8_uint)t52;
            vcc_v8_uint t55 = (vcc_v8_uint)t53;
            vcc_v8_uint t56 = t54 * t55;
            vcc_v8_int t57 = (vcc_v8_int)t56;
            vcc_v8_int t58 = vcc_splat(vcc_v8_int, -2);
            vcc_v8_uint t59 = (vcc_v8_uint)t57;
            vcc_v8_uint t60 = (vcc_v8_uint)t58;
            vcc_v8_uint t61 = t59 + t60;
            vcc_v8_int t62 = (vcc_v8_int)t61;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t51 * 4UL), t62, t50);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)t4;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            int t14 = (int)((long)t11 + t1);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, flags + t14);
            vcc_v8_int t16 = t15 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t17 = (vcc_m8)(t16 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t37 = (vcc_m8)(t18 != (vcc_v8_int){0});
            long t38 = (long)t14;
            vcc_v8_int t39 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t38 * 4UL), t37);
            vcc_v8_int t40 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t41 = (vcc_v8_uint)t39;
            vcc_v8_uint t42 = (vcc_v8_uint)t40;
            vcc_v8_uint t43 = t41 * t42;
            vcc_v8_int t44 = (vcc_v8_int)t43;
            vcc_v8_int t45 = vcc_splat(vcc_v8_int, -2);
            vcc_v8_uint t46 = (vcc_v8_uint)t44;
            vcc_v8_uint t47 = (vcc_v8_uint)t45;
            vcc_v8_uint t48 = t46 + t47;
            vcc_v8_int t49 = (vcc_v8_int)t48;
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
    int t51;
    int i;
    int t114;
    int i_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t11 = 2 * n;
        unsigned long t12 = (unsigned long)(t11 + 1) * 4UL;
        float *in = (float *)malloc(t12);
        float *out = (float *)malloc(t12);
        unsigned long t13 = (unsigned long)(n + 1) * 4UL;
        void *t14 = malloc(t13);
        int *a = (int *)t14;
        void *t15 = malloc(t13);
        int *flags = (int *)t15;
        long t16 = (long)n * 2L;
        if ((t16 >= 32L) & 1) {
            long t17 = t16 & -32L;
            vcc_v8_int t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            vcc_v8_uint t21 = t20 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
            vcc_v8_int t1 = (vcc_v8_int)t22;
            long t2 = 0L;
            for (;;) {
                vcc_v8_float t23 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t24 = t23 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)t2, t24);
                vcc_v8_int t25 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t26 = (vcc_v8_uint)t25;
                vcc_v8_uint t27 = t26 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
                vcc_v8_int t29 = (vcc_v8_int)t28;
                vcc_v8_float t30 = __builtin_convertvector(t29, vcc_v8_float);
                vcc_v8_float t31 = t30 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)(t2 + 8L), t31);
                vcc_v8_int t32 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t33 = (vcc_v8_uint)t32;
                vcc_v8_uint t34 = t33 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
                vcc_v8_int t36 = (vcc_v8_int)t35;
                vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
                vcc_v8_float t38 = t37 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)(t2 + 16L), t38);
                vcc_v8_int t39 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t40 = (vcc_v8_uint)t39;
                vcc_v8_uint t41 = t40 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
                vcc_v8_int t43 = (vcc_v8_int)t42;
                vcc_v8_float t44 = __builtin_convertvector(t43, vcc_v8_float);
                vcc_v8_float t45 = t44 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)(t2 + 24L), t45);
                t2 += 32L;
                vcc_v8_int t46 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_v8_uint t47 = (vcc_v8_uint)t46;
                vcc_v8_uint t48 = t47 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t49 = vcc_min(vcc_v8_int, t47, t48);
                vcc_v8_int t50 = (vcc_v8_int)t49;
                if (t2 >= t17) {
                    break;
                }
                t1 = t50;
            }
            t51 = (int)t17;
        } else {
            t51 = 0;
        }
        long t52 = (long)n * 2L + (long)t51 * -1L;
        int t53 = (int)((unsigned int)t51 * 7U);
        if ((t52 >= 8L) & (t53 >= 0)) {
            long t54 = t52 & -8L;
            vcc_v8_int t55 = vcc_splat(vcc_v8_int, t53 % 11);
            vcc_v8_int t56 = t55 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_v8_uint t57 = (vcc_v8_uint)t56;
            vcc_v8_uint t58 = t57 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t59 = vcc_min(vcc_v8_int, t57, t58);
            vcc_v8_int t3 = (vcc_v8_int)t59;
            long t4 = 0L;
            for (;;) {
                vcc_v8_float t60 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t61 = t60 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (int)((long)t51 + t4), t61);
                t4 += 8L;
                vcc_v8_int t62 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t63 = (vcc_v8_uint)t62;
                vcc_v8_uint t64 = t63 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t65 = vcc_min(vcc_v8_int, t63, t64);
                vcc_v8_int t66 = (vcc_v8_int)t65;
                if (t4 >= t54) {
                    break;
                }
                t3 = t66;
            }
            i = (int)((long)t51 + t54);
        } else {
            i = t51;
        }
        for (; i < t11; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t67 = (long)n;
        unsigned long t68 = (unsigned long)t14;
        unsigned long t69 = (unsigned long)t15;
        if ((t67 >= 32L) & (((t68 + (unsigned long)(4L + (t67 - 1L) * 4L)) <= t69) | ((t69 + (unsigned long)(4L + (t67 - 1L) * 4L)) <= t68)) & 1) {
            long t70 = t67 & -32L;
            vcc_v8_int t71 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t72 = (vcc_v8_uint)t71;
            vcc_v8_uint t5 = t72 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t73 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t74 = t73 + (vcc_v8_int){0, 2, 1, 0, 2, 1, 0, 2};
            vcc_v8_uint t75 = (vcc_v8_uint)t74;
            vcc_v8_uint t76 = t75 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t77 = vcc_min(vcc_v8_int, t75, t76);
            vcc_v8_int t6 = (vcc_v8_int)t77;
            long t7 = 0L;
            for (;;) {
                vcc_v8_int t78 = (vcc_v8_int)t5;
                long t79 = (long)(int)t7;
                vcc_v8_int t80 = t78 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t79, t80);
                vcc_store(flags + t79, t6);
                vcc_v8_uint t81 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t82 = (vcc_v8_int)t81;
                long t83 = (long)(int)(t7 + 8L);
                vcc_v8_int t84 = t82 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t83, t84);
                vcc_v8_int t85 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t86 = (vcc_v8_uint)t85;
                vcc_v8_uint t87 = t86 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_v8_uint t88 = vcc_min(vcc_v8_int, t86, t87);
                vcc_v8_int t89 = (vcc_v8_int)t88;
                vcc_store(flags + t83, t89);
                vcc_v8_uint t90 = t5 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t91 = (vcc_v8_int)t90;
                long t92 = (long)(int)(t7 + 16L);
                vcc_v8_int t93 = t91 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t92, t93);
                vcc_v8_int t94 = t6 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t95 = (vcc_v8_uint)t94;
                vcc_v8_uint t96 = t95 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_v8_uint t97 = vcc_min(vcc_v8_int, t95, t96);
                vcc_v8_int t98 = (vcc_v8_int)t97;
                vcc_store(flags + t92, t98);
                vcc_v8_uint t99 = t5 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t100 = (vcc_v8_int)t99;
                long t101 = (long)(int)(t7 + 24L);
                vcc_v8_int t102 = t100 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t101, t102);
                vcc_v8_int t103 = t6 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t104 = (vcc_v8_uint)t103;
                vcc_v8_uint t105 = t104 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_v8_uint t106 = vcc_min(vcc_v8_int, t104, t105);
                vcc_v8_int t107 = (vcc_v8_int)t106;
                vcc_store(flags + t101, t107);
                t7 += 32L;
                vcc_v8_uint t108 = t5 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t109 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t110 = (vcc_v8_uint)t109;
                vcc_v8_uint t111 = t110 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_v8_uint t112 = vcc_min(vcc_v8_int, t110, t111);
                vcc_v8_int t113 = (vcc_v8_int)t112;
                if (t7 >= t70) {
                    break;
                }
                t5 = t108;
                t6 = t113;
            }
            t114 = (int)t70;
        } else {
            t114 = 0;
        }
        long t115 = (long)n + (long)t114 * -1L;
        unsigned long t116 = (unsigned long)t14;
        unsigned long t117 = (unsigned long)t15;
        int t118 = (int)((unsigned int)t114 * 5U);
        if ((t115 >= 8L) & (((t116 + (unsigned long)((long)t114 * 4L + 4L + (t115 - 1L) * 4L)) <= (t117 + (unsigned long)((long)t114 * 4L))) | ((t117 + (unsigned long)((long)t114 * 4L + 4L + (t115 - 1L) * 4L)) <= (t116 + (unsigned long)((long)t114 * 4L)))) & (t118 >= 0)) {
            long t119 = t115 & -8L;
            vcc_v8_int t120 = (vcc_v8_int){t114, t114, t114, t114, t114, t114, t114, t114};
            vcc_v8_uint t121 = (vcc_v8_uint)t120;
            vcc_v8_uint t8 = t121 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t122 = vcc_splat(vcc_v8_int, t118 % 3);
            vcc_v8_int t123 = t122 + (vcc_v8_int){0, 2, 1, 0, 2, 1, 0, 2};
            vcc_v8_uint t124 = (vcc_v8_uint)t123;
            vcc_v8_uint t125 = t124 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t126 = vcc_min(vcc_v8_int, t124, t125);
            vcc_v8_int t9 = (vcc_v8_int)t126;
            long t10 = 0L;
            for (;;) {
                vcc_v8_int t127 = (vcc_v8_int)t8;
                long t128 = (long)(int)((long)t114 + t10);
                vcc_v8_int t129 = t127 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t128, t129);
                vcc_store(flags + t128, t9);
                t10 += 8L;
                vcc_v8_uint t130 = t8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t131 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t132 = (vcc_v8_uint)t131;
                vcc_v8_uint t133 = t132 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_v8_uint t134 = vcc_min(vcc_v8_int, t132, t133);
                vcc_v8_int t135 = (vcc_v8_int)t134;
                if (t10 >= t119) {
                    break;
                }
                t8 = t130;
                t9 = t135;
            }
            i_1 = (int)((long)t114 + t119);
        } else {
            i_1 = t114;
        }
        for (; i_1 < n; i_1++) {
            long t136 = (long)i_1;
            a[t136] = i_1 - 3;
            flags[t136] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t11; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        unsigned int isum = 0U;
        for (int i_3 = 0; i_3 < n; i_3++) {
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
