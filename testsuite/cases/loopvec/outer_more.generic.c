/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses; a triangular
   convolution whose inner loop reads reversed (the inner loop is vectorized, not the outer). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 5 */
void mm_outer_i(int n, const float *a, const float *b, float *c) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:13 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        for (int t2 = 0; t2 < n; t2++) {
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (int t3 = 0; t3 < n; t3++) {
                vcc_v8_long t8 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v8_long t9 = vcc_splat(vcc_v8_long, 1L * (long)n);
                vcc_v8_long t10 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t9;
                vcc_v8_long t11 = t8 + t10;
                vcc_v8_float t12 = vcc_gather(vcc_v8_float, a + (i_1 * n + t3), t11);
                vcc_v8_float t13 = vcc_splat(vcc_v8_float, b[t3 * n + t2]);
                vcc_v8_float t14 = t12 * t13;
                t1 = t1 + t14;
            }
            vcc_v8_long t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t5 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t6 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t5;
            vcc_v8_long t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, t1);
        }
    }
    for (; i < n; i++) {
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}
void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    unsigned int j;
    float s_1;
    vcc_m8 t22;
    vcc_v8_float t24;
    unsigned int j_1 = 0U;
    /* vcc: loop at outer_more.c:22 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 8U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 8U) {
            j = j_1;
            break;
        }
        unsigned int t12 = 0U;
        for (t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}; t12 < m; t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t10), t12++) {
            vcc_v8_uint t13 = vcc_splat(vcc_v8_uint, t12 * n);
            vcc_v8_uint t14 = (vcc_v8_uint){j_1, j_1, j_1, j_1, j_1, j_1, j_1, j_1};
            vcc_v8_uint t15 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_uint t16 = t13 + t15;
            vcc_v8_long t17 = __builtin_convertvector(t16, vcc_v8_long);
            vcc_v8_long t18 = (vcc_v8_long){0} + t17;
            vcc_v8_float t19 = vcc_gather(vcc_v8_float, x, t18);
            vcc_v8_float t20 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t21 = (vcc_m8)(t19 > t20);
            t22 = ~t21;
            vcc_v8_float t23 = t19 * t19;
            t24 = t1 - t23;
            if (vcc_any(t21)) {
                vcc_v8_int t29 = __builtin_convertvector(t21 & 1, vcc_v8_int);
                if (t29[0]) {
                    t2 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t19[0]));
                } else {
                    t2 = (vcc_v8_float){0};
                }
                if (t29[1]) {
                    t3 = vcc_insert(t2, 1, sqrtf(t19[1]));
                } else {
                    t3 = t2;
                }
                if (t29[2]) {
                    t4 = vcc_insert(t3, 2, sqrtf(t19[2]));
                } else {
                    t4 = t3;
                }
                if (t29[3]) {
                    t5 = vcc_insert(t4, 3, sqrtf(t19[3]));
                } else {
                    t5 = t4;
                }
                if (t29[4]) {
                    t6 = vcc_insert(t5, 4, sqrtf(t19[4]));
                } else {
                    t6 = t5;
                }
                if (t29[5]) {
                    t7 = vcc_insert(t6, 5, sqrtf(t19[5]));
                } else {
                    t7 = t6;
                }
                if (t29[6]) {
                    t8 = vcc_insert(t7, 6, sqrtf(t19[6]));
                } else {
                    t8 = t7;
                }
                if (t29[7]) {
                    t9 = vcc_insert(t8, 7, sqrtf(t19[7]));
                } else {
                    t9 = t8;
                }
                t10 = t1 + t9;
            } else {
                t10 = (vcc_v8_float){0};
            }
        }
        vcc_v8_uint t25 = (vcc_v8_uint){j_1, j_1, j_1, j_1, j_1, j_1, j_1, j_1};
        vcc_v8_uint t26 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_long t27 = __builtin_convertvector(t26, vcc_v8_long);
        vcc_v8_long t28 = (vcc_v8_long){0} + t27;
        vcc_scatter(out, t28, t1);
    }
    for (; j < n; j++) {
        float s = 0.0f;
        for (unsigned int k = 0U; k < m; k++, s = s_1) {
            float v = x[k * n + j];
            if (v > 0.5f) {
                float t11 = sqrtf(v);
                s_1 = s + t11;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
void divs(long n, int m, const int *restrict x, int *restrict out) {
    int k;
    int s;
    for (long j = 0L; j < n; j++) {
        long t1 = (long)m + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            vcc_v8_int t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t4 = (vcc_v8_uint)t3;
            vcc_v8_uint k_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at outer_more.c:34 vectorized: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_1 = (vcc_v8_int)k_v;
                vcc_v8_int x_v = vcc_splat(vcc_v8_int, x[j]);
                vcc_v8_int t5 = x_v / k_v_1;
                vcc_v8_int t6 = k_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t7 = x_v % t6;
                vcc_v8_int t8 = t5 + t7;
                vcc_v8_uint t9 = (vcc_v8_uint)t8;
                s_v = s_v + t9;
                k_vec += 8L;
                vcc_v8_uint t10 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec >= t2) {
                    break;
                }
                k_v = t10;
            }
            k = (int)(1L + t2);
            s = (int)vcc_reduce(unsigned int, s_v, +);
        } else {
            k = 1;
            s = 0;
        }
        while (k < m) {
            int t11 = x[j];
            int t12 = k + 1;
            s += t11 / k + t11 % t12;
            k = t12;
        }
        out[j] = s;
    }
}
float red(int n, int m, const float *x) {
    float t = 0;
#pragma omp simd
    for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++)
            t += x[k];
    return t;
}
/* safelen(4): at most 4 iterations at once (VF 4); safelen(1): none vectorized. */
void window4(int n, const float *a, float *out) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:50 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        vcc_v4_float t1 = (vcc_v4_float){0.0f, 0.0f, 0.0f, 0.0f};
        int t2 = 0;
        while (t2 < 3) {
            vcc_v4_float t4 = vcc_load(vcc_v4_float, a + (i_1 + t2));
            t2++;
            vcc_v4_float t5 = vcc_splat(vcc_v4_float, (float)t2);
            vcc_v4_float t6 = t4 * t5;
            t1 = t1 + t6;
        }
        vcc_store(out + i_1, t1);
        i_1 += 4;
    }
    while (i < n) {
        int t3 = i + 1;
        out[i] = 0.0f + a[i] * 1.0f + a[t3] * 2.0f + a[i + 2] * 3.0f;
        i = t3;
    }
}

void window1(int n, const float *a, float *out) {
    int i = 0;
    while (i < n) {
        int t1 = i + 1;
        out[i] = 0.0f + a[i] * 1.0f + a[t1] * 2.0f + a[i + 2] * 3.0f;
        i = t1;
    }
}

/* A triangular convolution: the inner loop reads `b` reversed (a load and a permute), so the
   loop vectorizer takes the inner loop and the outer loop is not vectorized. */
void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int t;
    int t11;
    int t12;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i + 1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            vcc_v8_uint t_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint t_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at outer_more.c:73 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int a_v = vcc_load(vcc_v8_int, a + j_vec);
                vcc_v8_int t3 = vcc_load(vcc_v8_int, b + (i - (int)j_vec) + -7);
                vcc_v8_int b_v = __builtin_shufflevector(t3, t3, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_int t4 = a_v * b_v;
                vcc_v8_uint t5 = (vcc_v8_uint)t4;
                t_v = t_v + t5;
                long t6 = j_vec + 8L;
                vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
                vcc_v8_int t7 = vcc_load(vcc_v8_int, b + (i - (int)t6) + -7);
                vcc_v8_int b_v_1 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_int t8 = a_v_1 * b_v_1;
                vcc_v8_uint t9 = (vcc_v8_uint)t8;
                t_v_1 = t_v_1 + t9;
                j_vec += 16L;
            } while (j_vec < t2);
            vcc_v8_uint t10 = t_v + t_v_1;
            t11 = (int)t2;
            t12 = (int)vcc_reduce(unsigned int, t10, +);
        } else {
            t11 = 0;
            t12 = 0;
        }
        long t13 = (long)i + (long)t11 * -1L + 1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long j_vec_1 = 0L;
            vcc_v8_uint t_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at outer_more.c:73 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t15 = (long)t11 + j_vec_1;
                vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t15);
                vcc_v8_int t16 = vcc_load(vcc_v8_int, b + (i - (int)t15) + -7);
                vcc_v8_int b_v_2 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_int t17 = a_v_2 * b_v_2;
                vcc_v8_uint t18 = (vcc_v8_uint)t17;
                t_v_2 = t_v_2 + t18;
                j_vec_1 += 8L;
            } while (j_vec_1 < t14);
            j = (int)((long)t11 + t14);
            t = (int)((unsigned int)t12 + vcc_reduce(unsigned int, t_v_2, +));
        } else {
            j = t11;
            t = t12;
        }
        for (; j <= i; j++) {
            t += a[j] * b[i - j];
        }
        c[i] = t;
    }
}

int main(void) {
    int sizes[7];
    long si;
    int t66;
    int x;
    int t120;
    int x_1;
    int t208;
    int x_2;
    int t275;
    long t276;
    int x_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (unsigned int q = 0U; q < 7U; q++) {
        int n = sizes[q];
        int t11 = n * n;
        unsigned long t12 = (unsigned long)t11 * 4UL + 1UL;
        void *t13 = malloc(t12);
        float *a = (float *)t13;
        void *t14 = malloc(t12);
        float *b = (float *)t14;
        float *c = (float *)malloc(t12);
        unsigned long t15 = (unsigned long)n * 4UL + 1UL;
        int *xi = (int *)malloc(t15);
        int *oi = (int *)malloc(t15);
        float *o = (float *)malloc(t15);
        long t16 = (long)t11;
        unsigned long t17 = (unsigned long)t13;
        unsigned long t18 = (unsigned long)t14;
        long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 64L))) & 1 & 1) {
            long t20 = t16 & -16L;
            vcc_v8_int t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t22 = t21 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t25 = (vcc_v8_uint)t22;
            vcc_v8_uint t26 = t25 - t24;
            vcc_v8_int t1 = (vcc_v8_int)t26;
            vcc_v8_int t27 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t28 = t27 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
            vcc_m8 t29 = (vcc_m8)(t28 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t31 = (vcc_v8_uint)t28;
            vcc_v8_uint t32 = t31 - t30;
            vcc_v8_int t2 = (vcc_v8_int)t32;
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:86 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 86:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 86:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t33 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t34 = t33 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + x_vec, t34);
                vcc_v8_float t35 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t36 = t35 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + x_vec, t36);
                long t37 = x_vec + 8L;
                vcc_v8_int t38 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t39 = (vcc_m8)(t38 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t41 = (vcc_v8_uint)t38;
                vcc_v8_uint t42 = t41 - t40;
                vcc_v8_int t43 = (vcc_v8_int)t42;
                vcc_v8_float t44 = __builtin_convertvector(t43, vcc_v8_float);
                vcc_v8_float t45 = t44 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t37, t45);
                vcc_v8_int t46 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t47 = (vcc_m8)(t46 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t49 = (vcc_v8_uint)t46;
                vcc_v8_uint t50 = t49 - t48;
                vcc_v8_int t51 = (vcc_v8_int)t50;
                vcc_v8_float t52 = __builtin_convertvector(t51, vcc_v8_float);
                vcc_v8_float t53 = t52 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t37, t53);
                x_vec += 16L;
                vcc_v8_int t54 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t55 = (vcc_m8)(t54 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t57 = (vcc_v8_uint)t54;
                vcc_v8_uint t58 = t57 - t56;
                vcc_v8_int t59 = (vcc_v8_int)t58;
                vcc_v8_int t60 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t61 = (vcc_m8)(t60 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t61, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t63 = (vcc_v8_uint)t60;
                vcc_v8_uint t64 = t63 - t62;
                vcc_v8_int t65 = (vcc_v8_int)t64;
                if (x_vec >= t20) {
                    break;
                }
                t1 = t59;
                t2 = t65;
            }
            t66 = (int)t20;
        } else {
            t66 = 0;
        }
        long t67 = (long)t11 + (long)t66 * -1L;
        unsigned long t68 = (unsigned long)t13;
        unsigned long t69 = (unsigned long)t14;
        long t70 = (long)((unsigned long)t14 + (unsigned long)((long)t66 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t66 * 4L)));
        int t71 = (int)((unsigned int)t66 * 7U);
        int t72 = (int)((unsigned int)t66 * 5U);
        if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))) | ((t70 <= 0L) | (t70 >= 32L))) & (t71 >= 0) & (t72 >= 0)) {
            long t73 = t67 & -8L;
            vcc_v8_int t74 = vcc_splat(vcc_v8_int, t71 % 11);
            vcc_v8_int t75 = t74 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t76 = (vcc_m8)(t75 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t78 = (vcc_v8_uint)t75;
            vcc_v8_uint t79 = t78 - t77;
            vcc_v8_int t3 = (vcc_v8_int)t79;
            vcc_v8_int t80 = vcc_splat(vcc_v8_int, t72 % 13);
            vcc_v8_int t81 = t80 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
            vcc_m8 t82 = (vcc_m8)(t81 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t82, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t84 = (vcc_v8_uint)t81;
            vcc_v8_uint t85 = t84 - t83;
            vcc_v8_int t4 = (vcc_v8_int)t85;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:86 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t86 = (long)t66 + x_vec_1;
                vcc_v8_float t87 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t88 = t87 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t86, t88);
                vcc_v8_float t89 = __builtin_convertvector(t4, vcc_v8_float);
                vcc_v8_float t90 = t89 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t86, t90);
                x_vec_1 += 8L;
                vcc_v8_int t91 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t92 = (vcc_m8)(t91 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t92, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t94 = (vcc_v8_uint)t91;
                vcc_v8_uint t95 = t94 - t93;
                vcc_v8_int t96 = (vcc_v8_int)t95;
                vcc_v8_int t97 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t98 = (vcc_m8)(t97 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t99 = vcc_select(vcc_v8_int, (vcc_v8_int)t98, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t100 = (vcc_v8_uint)t97;
                vcc_v8_uint t101 = t100 - t99;
                vcc_v8_int t102 = (vcc_v8_int)t101;
                if (x_vec_1 >= t73) {
                    break;
                }
                t3 = t96;
                t4 = t102;
            }
            x = (int)((long)t66 + t73);
        } else {
            x = t66;
        }
        for (; x < t11; x++) {
            long t103 = (long)x;
            a[t103] = (float)(x * 7 % 11) * 0.3f;
            b[t103] = (float)(x * 5 % 13) * 0.1f;
        }
        long t104 = (long)n;
        if (t104 >= 32L) {
            long t105 = t104 & -32L;
            vcc_v8_int t106 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t107 = (vcc_v8_uint)t106;
            vcc_v8_uint x_v = t107 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int x_v_2 = (vcc_v8_int)x_v;
                vcc_v8_int t108 = x_v_2 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t109 = t108 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + x_vec_2, t109);
                vcc_v8_uint t110 = x_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int x_v_3 = (vcc_v8_int)t110;
                vcc_v8_int t111 = x_v_3 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t112 = t111 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (x_vec_2 + 8L), t112);
                vcc_v8_uint t113 = x_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int x_v_4 = (vcc_v8_int)t113;
                vcc_v8_int t114 = x_v_4 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t115 = t114 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (x_vec_2 + 16L), t115);
                vcc_v8_uint t116 = x_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int x_v_5 = (vcc_v8_int)t116;
                vcc_v8_int t117 = x_v_5 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t118 = t117 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (x_vec_2 + 24L), t118);
                x_vec_2 += 32L;
                vcc_v8_uint t119 = x_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (x_vec_2 >= t105) {
                    break;
                }
                x_v = t119;
            }
            t120 = (int)t105;
        } else {
            t120 = 0;
        }
        long t121 = (long)n + (long)t120 * -1L;
        if (t121 >= 8L) {
            long t122 = t121 & -8L;
            vcc_v8_int t123 = (vcc_v8_int){t120, t120, t120, t120, t120, t120, t120, t120};
            vcc_v8_uint t124 = (vcc_v8_uint)t123;
            vcc_v8_uint x_v_1 = t124 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int x_v_6 = (vcc_v8_int)x_v_1;
                vcc_v8_int t125 = x_v_6 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t126 = t125 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + ((long)t120 + x_vec_3), t126);
                x_vec_3 += 8L;
                vcc_v8_uint t127 = x_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (x_vec_3 >= t122) {
                    break;
                }
                x_v_1 = t127;
            }
            x_1 = (int)((long)t120 + t122);
        } else {
            x_1 = t120;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t128 = a;
        mm_outer_i(n, t128, b, c);
        unsigned int t129 = (unsigned int)n;
        norms(t129, t129, t128, o);
        divs((long)n, 9, xi, oi);
        void *t130 = malloc(t12);
        int *ta = (int *)t130;
        void *t131 = malloc(t12);
        int *tb = (int *)t131;
        int *tc = (int *)malloc(t12);
        long t132 = (long)t11;
        unsigned long t133 = (unsigned long)t130;
        unsigned long t134 = (unsigned long)t131;
        long t135 = (long)((unsigned long)t131 - (unsigned long)t130);
        if ((t132 >= 32L) & (((t133 + (unsigned long)(4L + (t132 - 1L) * 4L)) <= t134) | ((t134 + (unsigned long)(4L + (t132 - 1L) * 4L)) <= t133) | ((t135 <= 0L) | (t135 >= 128L))) & 1 & 1) {
            long t136 = t132 & -32L;
            vcc_v8_int t137 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t138 = t137 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            vcc_m8 t139 = (vcc_m8)(t138 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
            vcc_v8_uint t140 = vcc_select(vcc_v8_int, (vcc_v8_int)t139, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t141 = (vcc_v8_uint)t138;
            vcc_v8_uint t142 = t141 - t140;
            vcc_v8_int t5 = (vcc_v8_int)t142;
            vcc_v8_int t143 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t144 = t143 + (vcc_v8_int){0, 7, 14, 21, 5, 12, 19, 3};
            vcc_m8 t145 = (vcc_m8)(t144 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t146 = vcc_select(vcc_v8_int, (vcc_v8_int)t145, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t147 = (vcc_v8_uint)t144;
            vcc_v8_uint t148 = t147 - t146;
            vcc_v8_int t6 = (vcc_v8_int)t148;
            long x_vec_4 = 0L;
            /* vcc: loop at outer_more.c:93 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 93:51 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 93:77 by 23 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int t149 = t5 - (vcc_v8_int){14, 14, 14, 14, 14, 14, 14, 14};
                vcc_store(ta + x_vec_4, t149);
                vcc_v8_int t150 = t6 - (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_store(tb + x_vec_4, t150);
                long t151 = x_vec_4 + 8L;
                vcc_v8_int t152 = t5 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t153 = (vcc_m8)(t152 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t154 = vcc_select(vcc_v8_int, (vcc_v8_int)t153, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t155 = (vcc_v8_uint)t152;
                vcc_v8_uint t156 = t155 - t154;
                vcc_v8_int t157 = (vcc_v8_int)t156;
                vcc_v8_int t158 = t157 - (vcc_v8_int){14, 14, 14, 14, 14, 14, 14, 14};
                vcc_store(ta + t151, t158);
                vcc_v8_int t159 = t6 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_m8 t160 = (vcc_m8)(t159 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t161 = vcc_select(vcc_v8_int, (vcc_v8_int)t160, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t162 = (vcc_v8_uint)t159;
                vcc_v8_uint t163 = t162 - t161;
                vcc_v8_int t164 = (vcc_v8_int)t163;
                vcc_v8_int t165 = t164 - (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_store(tb + t151, t165);
                long t166 = x_vec_4 + 16L;
                vcc_v8_int t167 = t5 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_m8 t168 = (vcc_m8)(t167 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t169 = vcc_select(vcc_v8_int, (vcc_v8_int)t168, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t170 = (vcc_v8_uint)t167;
                vcc_v8_uint t171 = t170 - t169;
                vcc_v8_int t172 = (vcc_v8_int)t171;
                vcc_v8_int t173 = t172 - (vcc_v8_int){14, 14, 14, 14, 14, 14, 14, 14};
                vcc_store(ta + t166, t173);
                vcc_v8_int t174 = t6 + (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
                vcc_m8 t175 = (vcc_m8)(t174 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t176 = vcc_select(vcc_v8_int, (vcc_v8_int)t175, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t177 = (vcc_v8_uint)t174;
                vcc_v8_uint t178 = t177 - t176;
                vcc_v8_int t179 = (vcc_v8_int)t178;
                vcc_v8_int t180 = t179 - (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_store(tb + t166, t180);
                long t181 = x_vec_4 + 24L;
                vcc_v8_int t182 = t5 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                vcc_m8 t183 = (vcc_m8)(t182 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t184 = vcc_select(vcc_v8_int, (vcc_v8_int)t183, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t185 = (vcc_v8_uint)t182;
                vcc_v8_uint t186 = t185 - t184;
                vcc_v8_int t187 = (vcc_v8_int)t186;
                vcc_v8_int t188 = t187 - (vcc_v8_int){14, 14, 14, 14, 14, 14, 14, 14};
                vcc_store(ta + t181, t188);
                vcc_v8_int t189 = t6 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_m8 t190 = (vcc_m8)(t189 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t191 = vcc_select(vcc_v8_int, (vcc_v8_int)t190, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t192 = (vcc_v8_uint)t189;
                vcc_v8_uint t193 = t192 - t191;
                vcc_v8_int t194 = (vcc_v8_int)t193;
                vcc_v8_int t195 = t194 - (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_store(tb + t181, t195);
                x_vec_4 += 32L;
                vcc_v8_int t196 = t5 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_m8 t197 = (vcc_m8)(t196 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t198 = vcc_select(vcc_v8_int, (vcc_v8_int)t197, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t199 = (vcc_v8_uint)t196;
                vcc_v8_uint t200 = t199 - t198;
                vcc_v8_int t201 = (vcc_v8_int)t200;
                vcc_v8_int t202 = t6 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t203 = (vcc_m8)(t202 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t204 = vcc_select(vcc_v8_int, (vcc_v8_int)t203, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t205 = (vcc_v8_uint)t202;
                vcc_v8_uint t206 = t205 - t204;
                vcc_v8_int t207 = (vcc_v8_int)t206;
                if (x_vec_4 >= t136) {
                    break;
                }
                t5 = t201;
                t6 = t207;
            }
            t208 = (int)t136;
        } else {
            t208 = 0;
        }
        long t209 = (long)t11 + (long)t208 * -1L;
        unsigned long t210 = (unsigned long)t130;
        unsigned long t211 = (unsigned long)t131;
        long t212 = (long)((unsigned long)t131 + (unsigned long)((long)t208 * 4L) - ((unsigned long)t130 + (unsigned long)((long)t208 * 4L)));
        int t213 = (int)((unsigned int)t208 * 13U);
        int t214 = (int)((unsigned int)t208 * 7U);
        if ((t209 >= 8L) & (((t210 + (unsigned long)((long)t208 * 4L + 4L + (t209 - 1L) * 4L)) <= (t211 + (unsigned long)((long)t208 * 4L))) | ((t211 + (unsigned long)((long)t208 * 4L + 4L + (t209 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t208 * 4L))) | ((t212 <= 0L) | (t212 >= 32L))) & (t213 >= 0) & (t214 >= 0)) {
            long t215 = t209 & -8L;
            vcc_v8_int t216 = vcc_splat(vcc_v8_int, t213 % 29);
            vcc_v8_int t217 = t216 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            vcc_m8 t218 = (vcc_m8)(t217 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
            vcc_v8_uint t219 = vcc_select(vcc_v8_int, (vcc_v8_int)t218, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t220 = (vcc_v8_uint)t217;
            vcc_v8_uint t221 = t220 - t219;
            vcc_v8_int t7 = (vcc_v8_int)t221;
            vcc_v8_int t222 = vcc_splat(vcc_v8_int, t214 % 23);
            vcc_v8_int t223 = t222 + (vcc_v8_int){0, 7, 14, 21, 5, 12, 19, 3};
            vcc_m8 t224 = (vcc_m8)(t223 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t225 = vcc_select(vcc_v8_int, (vcc_v8_int)t224, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t226 = (vcc_v8_uint)t223;
            vcc_v8_uint t227 = t226 - t225;
            vcc_v8_int t8 = (vcc_v8_int)t227;
            long x_vec_5 = 0L;
            /* vcc: loop at outer_more.c:93 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t228 = (long)t208 + x_vec_5;
                vcc_v8_int t229 = t7 - (vcc_v8_int){14, 14, 14, 14, 14, 14, 14, 14};
                vcc_store(ta + t228, t229);
                vcc_v8_int t230 = t8 - (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_store(tb + t228, t230);
                x_vec_5 += 8L;
                vcc_v8_int t231 = t7 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t232 = (vcc_m8)(t231 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t233 = vcc_select(vcc_v8_int, (vcc_v8_int)t232, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t234 = (vcc_v8_uint)t231;
                vcc_v8_uint t235 = t234 - t233;
                vcc_v8_int t236 = (vcc_v8_int)t235;
                vcc_v8_int t237 = t8 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_m8 t238 = (vcc_m8)(t237 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t239 = vcc_select(vcc_v8_int, (vcc_v8_int)t238, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t240 = (vcc_v8_uint)t237;
                vcc_v8_uint t241 = t240 - t239;
                vcc_v8_int t242 = (vcc_v8_int)t241;
                if (x_vec_5 >= t215) {
                    break;
                }
                t7 = t236;
                t8 = t242;
            }
            x_2 = (int)((long)t208 + t215);
        } else {
            x_2 = t208;
        }
        for (; x_2 < t11; x_2++) {
            long t243 = (long)x_2;
            ta[t243] = x_2 * 13 % 29 - 14;
            tb[t243] = x_2 * 7 % 23 - 11;
        }
        tri_conv(t11, ta, tb, tc);
        long t244 = (long)t11;
        if ((t244 >= 8L) & 1) {
            long t245 = t244 & -8L;
            vcc_v4_int t246 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t247 = t246 + (vcc_v4_int){0, 1, 2, 3};
            vcc_m4 t248 = (vcc_m4)(t247 > (vcc_v4_int){8, 8, 8, 8});
            vcc_v4_uint t249 = vcc_select(vcc_v4_int, (vcc_v4_int)t248, ((vcc_v4_uint){9U, 9U, 9U, 9U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t250 = (vcc_v4_uint)t247;
            vcc_v4_uint t251 = t250 - t249;
            vcc_v4_int t9 = (vcc_v4_int)t251;
            long x_vec_6 = 0L;
            vcc_v4_ulong si_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong si_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at outer_more.c:95 vectorized: VF 4, UF 2, the remainder at 95:62 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int tc_v = vcc_load(vcc_v4_int, tc + x_vec_6);
                vcc_v4_long t252 = __builtin_convertvector(tc_v, vcc_v4_long);
                vcc_v4_int t253 = t9 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t254 = __builtin_convertvector(t253, vcc_v4_long);
                vcc_v4_long t255 = t252 * t254;
                vcc_v4_ulong t256 = (vcc_v4_ulong)t255;
                si_v = si_v + t256;
                vcc_v4_int tc_v_1 = vcc_load(vcc_v4_int, tc + (x_vec_6 + 4L));
                vcc_v4_long t257 = __builtin_convertvector(tc_v_1, vcc_v4_long);
                vcc_v4_int t258 = t9 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t259 = (vcc_m4)(t258 > (vcc_v4_int){8, 8, 8, 8});
                vcc_v4_uint t260 = vcc_select(vcc_v4_int, (vcc_v4_int)t259, ((vcc_v4_uint){9U, 9U, 9U, 9U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t261 = (vcc_v4_uint)t258;
                vcc_v4_uint t262 = t261 - t260;
                vcc_v4_int t263 = (vcc_v4_int)t262;
                vcc_v4_int t264 = t263 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t265 = __builtin_convertvector(t264, vcc_v4_long);
                vcc_v4_long t266 = t257 * t265;
                vcc_v4_ulong t267 = (vcc_v4_ulong)t266;
                si_v_1 = si_v_1 + t267;
                x_vec_6 += 8L;
                vcc_v4_int t268 = t9 + (vcc_v4_int){8, 8, 8, 8};
                vcc_m4 t269 = (vcc_m4)(t268 > (vcc_v4_int){8, 8, 8, 8});
                vcc_v4_uint t270 = vcc_select(vcc_v4_int, (vcc_v4_int)t269, ((vcc_v4_uint){9U, 9U, 9U, 9U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t271 = (vcc_v4_uint)t268;
                vcc_v4_uint t272 = t271 - t270;
                vcc_v4_int t273 = (vcc_v4_int)t272;
                if (x_vec_6 >= t245) {
                    break;
                }
                t9 = t273;
            }
            vcc_v4_ulong t274 = si_v + si_v_1;
            t275 = (int)t245;
            t276 = (long)vcc_reduce(unsigned long, t274, +);
        } else {
            t275 = 0;
            t276 = 0L;
        }
        long t277 = (long)t11 + (long)t275 * -1L;
        if ((t277 >= 4L) & (t275 >= 0)) {
            long t278 = t277 & -4L;
            vcc_v4_int t279 = vcc_splat(vcc_v4_int, t275 % 9);
            vcc_v4_int t280 = t279 + (vcc_v4_int){0, 1, 2, 3};
            vcc_m4 t281 = (vcc_m4)(t280 > (vcc_v4_int){8, 8, 8, 8});
            vcc_v4_uint t282 = vcc_select(vcc_v4_int, (vcc_v4_int)t281, ((vcc_v4_uint){9U, 9U, 9U, 9U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t283 = (vcc_v4_uint)t280;
            vcc_v4_uint t284 = t283 - t282;
            vcc_v4_int t10 = (vcc_v4_int)t284;
            long x_vec_7 = 0L;
            vcc_v4_ulong si_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at outer_more.c:95 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                vcc_v4_int tc_v_2 = vcc_load(vcc_v4_int, tc + ((long)t275 + x_vec_7));
                vcc_v4_long t285 = __builtin_convertvector(tc_v_2, vcc_v4_long);
                vcc_v4_int t286 = t10 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t287 = __builtin_convertvector(t286, vcc_v4_long);
                vcc_v4_long t288 = t285 * t287;
                vcc_v4_ulong t289 = (vcc_v4_ulong)t288;
                si_v_2 = si_v_2 + t289;
                x_vec_7 += 4L;
                vcc_v4_int t290 = t10 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t291 = (vcc_m4)(t290 > (vcc_v4_int){8, 8, 8, 8});
                vcc_v4_uint t292 = vcc_select(vcc_v4_int, (vcc_v4_int)t291, ((vcc_v4_uint){9U, 9U, 9U, 9U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t293 = (vcc_v4_uint)t290;
                vcc_v4_uint t294 = t293 - t292;
                vcc_v4_int t295 = (vcc_v4_int)t294;
                if (x_vec_7 >= t278) {
                    break;
                }
                t10 = t295;
            }
            x_3 = (int)((long)t275 + t278);
            si = (long)((unsigned long)t276 + vcc_reduce(unsigned long, si_v_2, +));
        } else {
            x_3 = t275;
            si = t276;
        }
        for (; x_3 < t11; x_3++) {
            si += (long)tc[x_3] * (long)(x_3 % 9 + 1);
        }
        free((void *)ta);
        free((void *)tb);
        free((void *)tc);
        double s = 0.0;
        for (int x_4 = 0; x_4 < t11; x_4++) {
            s += (double)(c[x_4] * (float)(x_4 % 7 + 1));
        }
        int x_5 = 0;
        double s_3 = s;
        long si_1 = si;
        while (x_5 < n) {
            long t296 = (long)x_5;
            int t297 = x_5 + 1;
            s_3 += (double)(o[t296] * (float)t297);
            si_1 += (long)(oi[t296] * (x_5 + 3));
            x_5 = t297;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t128, w4);
            window1(n - 2, t128, w1);
        }
        double s_1 = s_3;
        for (int x_6 = 0; (x_6 + 2) < t11; x_6++) {
            s_1 += (double)(w4[x_6] * (float)(x_6 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_7 = 0; (x_7 + 2) < n; x_7++) {
            s_2 += (double)w1[x_7];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si_1, (double)red(n, n, t128));
        free((void *)w4);
        free((void *)w1);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)xi);
        free((void *)oi);
        free((void *)o);
    }
    return 0;
}
