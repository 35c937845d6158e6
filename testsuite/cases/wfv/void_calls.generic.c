/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

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

/* vcc: function at void_calls.c:12 vector variant _ZGVdN8uuuul_haar of `haar`: VL 8, unmasked, in uniform, out uniform, half uniform, two uniform, i linear step 1 */
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

/* vcc: function at void_calls.c:19 vector variant _ZGVdN8ulu_bump of `bump`: VL 8, unmasked, a uniform, i linear step 1, k uniform */
void _ZGVdN8ulu_bump(int *a, int i, int k) {
    int *t1 = a + i;
    vcc_v8_int t2 = vcc_load(vcc_v8_int, t1);
    vcc_v8_int t3 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t4 = t2 * t3;
    vcc_v8_int t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_int t6 = t4 + t5;
    vcc_store(t1, t6);
}

/* vcc: function at void_calls.c:19 vector variant _ZGVdM8ulu_bump of `bump`: VL 8, masked, a uniform, i linear step 1, k uniform */
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
    int t4;
    int i;
    long t1 = (long)half;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            const float *t9 = in + 2 * t3;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t9 + 8);
            vcc_v8_float t12 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t13 = __builtin_shufflevector(t10, t11, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t14 = t12 + t13;
            vcc_v8_float t15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t16 = t14 / t15;
            vcc_store(out + t3, t16);
            vcc_v8_float t17 = t12 - t13;
            vcc_v8_float t18 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t19 = t17 / t18;
            vcc_store(out + (half + t3), t19);
            int t8 = (int)(i_vec_1 + 8L);
            const float *t31 = in + 2 * t8;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t31 + 8);
            vcc_v8_float t34 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t35 = __builtin_shufflevector(t32, t33, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t36 = t34 + t35;
            vcc_v8_float t37 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t38 = t36 / t37;
            vcc_store(out + t8, t38);
            vcc_v8_float t39 = t34 - t35;
            vcc_v8_float t40 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t41 = t39 / t40;
            vcc_store(out + (half + t8), t41);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)half + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            const float *t20 = in + 2 * t7;
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t20);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t20 + 8);
            vcc_v8_float t23 = __builtin_shufflevector(t21, t22, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t24 = __builtin_shufflevector(t21, t22, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t25 = t23 + t24;
            vcc_v8_float t26 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t27 = t25 / t26;
            vcc_store(out + t7, t27);
            vcc_v8_float t28 = t23 - t24;
            vcc_v8_float t29 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t30 = t28 / t29;
            vcc_store(out + (half + t7), t30);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < half; i++) {
        haar(in, out, half, 2.0f, i);
    }
}

void bump_all(int *a, int n) {
    int t4;
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            int t3 = (int)i_vec_1;
            int *t15 = a + t3;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, t15);
            vcc_v8_int t17 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t18 = t16 * t17;
            vcc_v8_int t19 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t20 = t18 + t19;
            vcc_store(t15, t20);
            int t14 = (int)(i_vec_1 + 8L);
            int *t40 = a + t14;
            vcc_v8_int t41 = vcc_load(vcc_v8_int, t40);
            vcc_v8_int t42 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t43 = t41 * t42;
            vcc_v8_int t44 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t45 = t43 + t44;
            vcc_store(t40, t45);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            int *t21 = a + t7;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, t21);
            vcc_v8_int t23 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t24 = t22 * t23;
            vcc_v8_int t25 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t26 = t24 + t25;
            vcc_store(t21, t26);
            i_vec += 8L;
            if (i_vec >= t6) {
                t8 = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        t8 = t4;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 8L)) {
        vcc_v8_int t10 = vcc_splat(vcc_v8_int, (int)t9);
        vcc_m8 t11 = (vcc_m8)((vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} < t10);
        int t12 = (int)(long)t8;
        vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
        vcc_m8 t27 = (vcc_m8)(t13 != (vcc_v8_int){0});
        long t28 = (long)t12;
        vcc_v8_int t29 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27);
        vcc_v8_int t30 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t31 = (vcc_v8_uint)t29;
        vcc_v8_uint t32 = (vcc_v8_uint)t30;
        vcc_v8_uint t33 = t31 * t32;
        vcc_v8_int t34 = (vcc_v8_int)t33;
        vcc_v8_int t35 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t36 = (vcc_v8_uint)t34;
        vcc_v8_uint t37 = (vcc_v8_uint)t35;
        vcc_v8_uint t38 = t36 + t37;
        vcc_v8_int t39 = (vcc_v8_int)t38;
        vcc_store_masked((int *)((unsigned long)a + (unsigned long)t28 * 4UL), t39, t27);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        bump(a, i, 7);
    }
}

void bump_odd(int *a, const int *flags, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            vcc_v8_int flags_v = vcc_load(vcc_v8_int, flags + i_vec_1);
            vcc_v8_int t4 = flags_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t20 = (vcc_m8)(t6 != (vcc_v8_int){0});
            long t21 = (long)t3;
            vcc_v8_int t22 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t21 * 4UL), t20);
            vcc_v8_int t23 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t24 = (vcc_v8_uint)t22;
            vcc_v8_uint t25 = (vcc_v8_uint)t23;
            vcc_v8_uint t26 = t24 * t25;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_v8_int t28 = vcc_splat(vcc_v8_int, -2);
            vcc_v8_uint t29 = (vcc_v8_uint)t27;
            vcc_v8_uint t30 = (vcc_v8_uint)t28;
            vcc_v8_uint t31 = t29 + t30;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t21 * 4UL), t32, t20);
            long t15 = i_vec_1 + 8L;
            int t16 = (int)t15;
            vcc_v8_int flags_v_2 = vcc_load(vcc_v8_int, flags + t15);
            vcc_v8_int t17 = flags_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t18 = (vcc_m8)(t17 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t46 = (vcc_m8)(t19 != (vcc_v8_int){0});
            long t47 = (long)t16;
            vcc_v8_int t48 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t47 * 4UL), t46);
            vcc_v8_int t49 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t50 = (vcc_v8_uint)t48;
            vcc_v8_uint t51 = (vcc_v8_uint)t49;
            vcc_v8_uint t52 = t50 * t51;
            vcc_v8_int t53 = (vcc_v8_int)t52;
            vcc_v8_int t54 = vcc_splat(vcc_v8_int, -2);
            vcc_v8_uint t55 = (vcc_v8_uint)t53;
            vcc_v8_uint t56 = (vcc_v8_uint)t54;
            vcc_v8_uint t57 = t55 + t56;
            vcc_v8_int t58 = (vcc_v8_int)t57;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t47 * 4UL), t58, t46);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t10 = (long)t7 + i_vec;
            int t11 = (int)t10;
            vcc_v8_int flags_v_1 = vcc_load(vcc_v8_int, flags + t10);
            vcc_v8_int t12 = flags_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t33 = (vcc_m8)(t14 != (vcc_v8_int){0});
            long t34 = (long)t11;
            vcc_v8_int t35 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t34 * 4UL), t33);
            vcc_v8_int t36 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t37 = (vcc_v8_uint)t35;
            vcc_v8_uint t38 = (vcc_v8_uint)t36;
            vcc_v8_uint t39 = t37 * t38;
            vcc_v8_int t40 = (vcc_v8_int)t39;
            vcc_v8_int t41 = vcc_splat(vcc_v8_int, -2);
            vcc_v8_uint t42 = (vcc_v8_uint)t40;
            vcc_v8_uint t43 = (vcc_v8_uint)t41;
            vcc_v8_uint t44 = t42 + t43;
            vcc_v8_int t45 = (vcc_v8_int)t44;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t34 * 4UL), t45, t33);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            bump(a, i, -2);
        }
    }
}

int main(void) {
    int sizes[8];
    int t50;
    int i;
    int t116;
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
        int t5 = 2 * n;
        unsigned long t6 = (unsigned long)(t5 + 1) * 4UL;
        float *in = (float *)malloc(t6);
        float *out = (float *)malloc(t6);
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        void *t8 = malloc(t7);
        int *a = (int *)t8;
        void *t9 = malloc(t7);
        int *flags = (int *)t9;
        long t10 = (long)n * 2L;
        if ((t10 >= 32L) & 1) {
            long t11 = t10 & -32L;
            vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t13 = t12 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t16 = (vcc_v8_uint)t13;
            vcc_v8_uint t17 = t16 - t15;
            vcc_v8_int t1 = (vcc_v8_int)t17;
            long i_vec = 0L;
            /* vcc: loop at void_calls.c:48 vectorized: VF 8, UF 4, the remainder at 49:28 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t18 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + i_vec, t19);
                vcc_v8_int t20 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t23 = (vcc_v8_uint)t20;
                vcc_v8_uint t24 = t23 - t22;
                vcc_v8_int t25 = (vcc_v8_int)t24;
                vcc_v8_float t26 = __builtin_convertvector(t25, vcc_v8_float);
                vcc_v8_float t27 = t26 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (i_vec + 8L), t27);
                vcc_v8_int t28 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t29 = (vcc_m8)(t28 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t31 = (vcc_v8_uint)t28;
                vcc_v8_uint t32 = t31 - t30;
                vcc_v8_int t33 = (vcc_v8_int)t32;
                vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
                vcc_v8_float t35 = t34 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (i_vec + 16L), t35);
                vcc_v8_int t36 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_m8 t37 = (vcc_m8)(t36 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t39 = (vcc_v8_uint)t36;
                vcc_v8_uint t40 = t39 - t38;
                vcc_v8_int t41 = (vcc_v8_int)t40;
                vcc_v8_float t42 = __builtin_convertvector(t41, vcc_v8_float);
                vcc_v8_float t43 = t42 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + (i_vec + 24L), t43);
                i_vec += 32L;
                vcc_v8_int t44 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_m8 t45 = (vcc_m8)(t44 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t47 = (vcc_v8_uint)t44;
                vcc_v8_uint t48 = t47 - t46;
                vcc_v8_int t49 = (vcc_v8_int)t48;
                if (i_vec >= t11) {
                    break;
                }
                t1 = t49;
            }
            t50 = (int)t11;
        } else {
            t50 = 0;
        }
        long t51 = (long)n * 2L + (long)t50 * -1L;
        int t52 = (int)((unsigned int)t50 * 7U);
        if ((t51 >= 8L) & (t52 >= 0)) {
            long t53 = t51 & -8L;
            vcc_v8_int t54 = vcc_splat(vcc_v8_int, t52 % 11);
            vcc_v8_int t55 = t54 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t56 = (vcc_m8)(t55 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t58 = (vcc_v8_uint)t55;
            vcc_v8_uint t59 = t58 - t57;
            vcc_v8_int t2 = (vcc_v8_int)t59;
            long i_vec_1 = 0L;
            /* vcc: loop at void_calls.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_float t60 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t61 = t60 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(in + ((long)t50 + i_vec_1), t61);
                i_vec_1 += 8L;
                vcc_v8_int t62 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t63 = (vcc_m8)(t62 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t63, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t65 = (vcc_v8_uint)t62;
                vcc_v8_uint t66 = t65 - t64;
                vcc_v8_int t67 = (vcc_v8_int)t66;
                if (i_vec_1 >= t53) {
                    break;
                }
                t2 = t67;
            }
            i = (int)((long)t50 + t53);
        } else {
            i = t50;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t68 = (long)n;
        unsigned long t69 = (unsigned long)t8;
        unsigned long t70 = (unsigned long)t9;
        long t71 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t68 >= 32L) & (((t69 + (unsigned long)(4L + (t68 - 1L) * 4L)) <= t70) | ((t70 + (unsigned long)(4L + (t68 - 1L) * 4L)) <= t69) | ((t71 <= 0L) | (t71 >= 128L))) & 1) {
            long t72 = t68 & -32L;
            vcc_v8_int t73 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t74 = (vcc_v8_uint)t73;
            vcc_v8_uint i_v = t74 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t75 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t76 = t75 + (vcc_v8_int){0, 2, 1, 0, 2, 1, 0, 2};
            vcc_m8 t77 = (vcc_m8)(t76 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t79 = (vcc_v8_uint)t76;
            vcc_v8_uint t80 = t79 - t78;
            vcc_v8_int t3 = (vcc_v8_int)t80;
            long i_vec_2 = 0L;
            /* vcc: loop at void_calls.c:50 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 52:24 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_int t81 = i_v_2 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + i_vec_2, t81);
                vcc_store(flags + i_vec_2, t3);
                long t82 = i_vec_2 + 8L;
                vcc_v8_uint t83 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t83;
                vcc_v8_int t84 = i_v_3 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t82, t84);
                vcc_v8_int t85 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t86 = (vcc_m8)(t85 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
                vcc_v8_uint t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t86, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t88 = (vcc_v8_uint)t85;
                vcc_v8_uint t89 = t88 - t87;
                vcc_v8_int t90 = (vcc_v8_int)t89;
                vcc_store(flags + t82, t90);
                long t91 = i_vec_2 + 16L;
                vcc_v8_uint t92 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_4 = (vcc_v8_int)t92;
                vcc_v8_int t93 = i_v_4 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t91, t93);
                vcc_v8_int t94 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t95 = (vcc_m8)(t94 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
                vcc_v8_uint t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t95, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t97 = (vcc_v8_uint)t94;
                vcc_v8_uint t98 = t97 - t96;
                vcc_v8_int t99 = (vcc_v8_int)t98;
                vcc_store(flags + t91, t99);
                long t100 = i_vec_2 + 24L;
                vcc_v8_uint t101 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_5 = (vcc_v8_int)t101;
                vcc_v8_int t102 = i_v_5 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t100, t102);
                vcc_v8_int t103 = t3 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_m8 t104 = (vcc_m8)(t103 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
                vcc_v8_uint t105 = vcc_select(vcc_v8_int, (vcc_v8_int)t104, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t106 = (vcc_v8_uint)t103;
                vcc_v8_uint t107 = t106 - t105;
                vcc_v8_int t108 = (vcc_v8_int)t107;
                vcc_store(flags + t100, t108);
                i_vec_2 += 32L;
                vcc_v8_uint t109 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t110 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t111 = (vcc_m8)(t110 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
                vcc_v8_uint t112 = vcc_select(vcc_v8_int, (vcc_v8_int)t111, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t113 = (vcc_v8_uint)t110;
                vcc_v8_uint t114 = t113 - t112;
                vcc_v8_int t115 = (vcc_v8_int)t114;
                if (i_vec_2 >= t72) {
                    break;
                }
                i_v = t109;
                t3 = t115;
            }
            t116 = (int)t72;
        } else {
            t116 = 0;
        }
        long t117 = (long)n + (long)t116 * -1L;
        unsigned long t118 = (unsigned long)t8;
        unsigned long t119 = (unsigned long)t9;
        long t120 = (long)((unsigned long)t9 + (unsigned long)((long)t116 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t116 * 4L)));
        int t121 = (int)((unsigned int)t116 * 5U);
        if ((t117 >= 8L) & (((t118 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t116 * 4L))) | ((t119 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t116 * 4L))) | ((t120 <= 0L) | (t120 >= 32L))) & (t121 >= 0)) {
            long t122 = t117 & -8L;
            vcc_v8_int t123 = (vcc_v8_int){t116, t116, t116, t116, t116, t116, t116, t116};
            vcc_v8_uint t124 = (vcc_v8_uint)t123;
            vcc_v8_uint i_v_1 = t124 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t125 = vcc_splat(vcc_v8_int, t121 % 3);
            vcc_v8_int t126 = t125 + (vcc_v8_int){0, 2, 1, 0, 2, 1, 0, 2};
            vcc_m8 t127 = (vcc_m8)(t126 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t128 = vcc_select(vcc_v8_int, (vcc_v8_int)t127, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t129 = (vcc_v8_uint)t126;
            vcc_v8_uint t130 = t129 - t128;
            vcc_v8_int t4 = (vcc_v8_int)t130;
            long i_vec_3 = 0L;
            /* vcc: loop at void_calls.c:50 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t131 = (long)t116 + i_vec_3;
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
                vcc_v8_int t132 = i_v_6 - (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + t131, t132);
                vcc_store(flags + t131, t4);
                i_vec_3 += 8L;
                vcc_v8_uint t133 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t134 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t135 = (vcc_m8)(t134 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
                vcc_v8_uint t136 = vcc_select(vcc_v8_int, (vcc_v8_int)t135, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t137 = (vcc_v8_uint)t134;
                vcc_v8_uint t138 = t137 - t136;
                vcc_v8_int t139 = (vcc_v8_int)t138;
                if (i_vec_3 >= t122) {
                    break;
                }
                i_v_1 = t133;
                t4 = t139;
            }
            i_1 = (int)((long)t116 + t122);
        } else {
            i_1 = t116;
        }
        for (; i_1 < n; i_1++) {
            long t140 = (long)i_1;
            a[t140] = i_1 - 3;
            flags[t140] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t5; i_2++) {
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
