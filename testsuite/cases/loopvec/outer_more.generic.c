/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 4 */
void mm_outer_i(int n, const float *a, const float *b, float *c) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:12 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
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
    /* vcc: loop at outer_more.c:21 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
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
            /* vcc: loop at outer_more.c:33 vectorized: VF 8, UF 1, scalar epilogue */
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
    /* vcc: loop at outer_more.c:49 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 4) {
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
    }
    for (; i < n; i++) {
        int k = 0;
        float s = 0.0f;
        while (k < 3) {
            int t3 = k + 1;
            s += a[i + k] * (float)t3;
            k = t3;
        }
        out[i] = s;
    }
}

void window1(int n, const float *a, float *out) {
#pragma omp simd safelen(1)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

int main(void) {
    int sizes[7];
    int t54;
    int x;
    int t104;
    int x_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (unsigned int q = 0U; q < 7U; q++) {
        int n = sizes[q];
        int t5 = n * n;
        unsigned long t6 = (unsigned long)t5 * 4UL + 1UL;
        void *t7 = malloc(t6);
        float *a = (float *)t7;
        void *t8 = malloc(t6);
        float *b = (float *)t8;
        float *c = (float *)malloc(t6);
        unsigned long t9 = (unsigned long)n * 4UL + 1UL;
        int *xi = (int *)malloc(t9);
        int *oi = (int *)malloc(t9);
        float *o = (float *)malloc(t9);
        long t10 = (long)t5;
        unsigned long t11 = (unsigned long)t7;
        unsigned long t12 = (unsigned long)t8;
        long t13 = (long)((unsigned long)t8 - (unsigned long)t7);
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
            long t14 = t10 & -16L;
            vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            vcc_v8_uint t18 = t17 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t19 = vcc_min(vcc_v8_int, t17, t18);
            vcc_v8_int t1 = (vcc_v8_int)t19;
            vcc_v8_int t20 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t21 = t20 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_uint t23 = t22 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t24 = vcc_min(vcc_v8_int, t22, t23);
            vcc_v8_int t2 = (vcc_v8_int)t24;
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 74:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 74:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t25 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t26 = t25 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + x_vec, t26);
                vcc_v8_float t27 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t28 = t27 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + x_vec, t28);
                long t29 = x_vec + 8L;
                vcc_v8_int t30 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t31 = (vcc_v8_uint)t30;
                vcc_v8_uint t32 = t31 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t33 = vcc_min(vcc_v8_int, t31, t32);
                vcc_v8_int t34 = (vcc_v8_int)t33;
                vcc_v8_float t35 = __builtin_convertvector(t34, vcc_v8_float);
                vcc_v8_float t36 = t35 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t29, t36);
                vcc_v8_int t37 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t38 = (vcc_v8_uint)t37;
                vcc_v8_uint t39 = t38 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t40 = vcc_min(vcc_v8_int, t38, t39);
                vcc_v8_int t41 = (vcc_v8_int)t40;
                vcc_v8_float t42 = __builtin_convertvector(t41, vcc_v8_float);
                vcc_v8_float t43 = t42 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t29, t43);
                x_vec += 16L;
                vcc_v8_int t44 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t45 = (vcc_v8_uint)t44;
                vcc_v8_uint t46 = t45 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t47 = vcc_min(vcc_v8_int, t45, t46);
                vcc_v8_int t48 = (vcc_v8_int)t47;
                vcc_v8_int t49 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t50 = (vcc_v8_uint)t49;
                vcc_v8_uint t51 = t50 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t52 = vcc_min(vcc_v8_int, t50, t51);
                vcc_v8_int t53 = (vcc_v8_int)t52;
                if (x_vec >= t14) {
                    break;
                }
                t1 = t48;
                t2 = t53;
            }
            t54 = (int)t14;
        } else {
            t54 = 0;
        }
        long t55 = (long)t5 + (long)t54 * -1L;
        unsigned long t56 = (unsigned long)t7;
        unsigned long t57 = (unsigned long)t8;
        long t58 = (long)((unsigned long)t8 + (unsigned long)((long)t54 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t54 * 4L)));
        int t59 = (int)((unsigned int)t54 * 7U);
        int t60 = (int)((unsigned int)t54 * 5U);
        if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L))) | ((t58 <= 0L) | (t58 >= 32L))) & (t59 >= 0) & (t60 >= 0)) {
            long t61 = t55 & -8L;
            vcc_v8_int t62 = vcc_splat(vcc_v8_int, t59 % 11);
            vcc_v8_int t63 = t62 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_v8_uint t64 = (vcc_v8_uint)t63;
            vcc_v8_uint t65 = t64 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t66 = vcc_min(vcc_v8_int, t64, t65);
            vcc_v8_int t3 = (vcc_v8_int)t66;
            vcc_v8_int t67 = vcc_splat(vcc_v8_int, t60 % 13);
            vcc_v8_int t68 = t67 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
            vcc_v8_uint t69 = (vcc_v8_uint)t68;
            vcc_v8_uint t70 = t69 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t71 = vcc_min(vcc_v8_int, t69, t70);
            vcc_v8_int t4 = (vcc_v8_int)t71;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t72 = (long)t54 + x_vec_1;
                vcc_v8_float t73 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t74 = t73 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t72, t74);
                vcc_v8_float t75 = __builtin_convertvector(t4, vcc_v8_float);
                vcc_v8_float t76 = t75 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t72, t76);
                x_vec_1 += 8L;
                vcc_v8_int t77 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t78 = (vcc_v8_uint)t77;
                vcc_v8_uint t79 = t78 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t80 = vcc_min(vcc_v8_int, t78, t79);
                vcc_v8_int t81 = (vcc_v8_int)t80;
                vcc_v8_int t82 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t83 = (vcc_v8_uint)t82;
                vcc_v8_uint t84 = t83 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t85 = vcc_min(vcc_v8_int, t83, t84);
                vcc_v8_int t86 = (vcc_v8_int)t85;
                if (x_vec_1 >= t61) {
                    break;
                }
                t3 = t81;
                t4 = t86;
            }
            x = (int)((long)t54 + t61);
        } else {
            x = t54;
        }
        for (; x < t5; x++) {
            long t87 = (long)x;
            a[t87] = (float)(x * 7 % 11) * 0.3f;
            b[t87] = (float)(x * 5 % 13) * 0.1f;
        }
        long t88 = (long)n;
        if (t88 >= 32L) {
            long t89 = t88 & -32L;
            vcc_v8_int t90 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t91 = (vcc_v8_uint)t90;
            vcc_v8_uint x_v = t91 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int x_v_2 = (vcc_v8_int)x_v;
                vcc_v8_int t92 = x_v_2 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t93 = t92 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + x_vec_2, t93);
                vcc_v8_uint t94 = x_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int x_v_3 = (vcc_v8_int)t94;
                vcc_v8_int t95 = x_v_3 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t96 = t95 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (x_vec_2 + 8L), t96);
                vcc_v8_uint t97 = x_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int x_v_4 = (vcc_v8_int)t97;
                vcc_v8_int t98 = x_v_4 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t99 = t98 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (x_vec_2 + 16L), t99);
                vcc_v8_uint t100 = x_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int x_v_5 = (vcc_v8_int)t100;
                vcc_v8_int t101 = x_v_5 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t102 = t101 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (x_vec_2 + 24L), t102);
                x_vec_2 += 32L;
                vcc_v8_uint t103 = x_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (x_vec_2 >= t89) {
                    break;
                }
                x_v = t103;
            }
            t104 = (int)t89;
        } else {
            t104 = 0;
        }
        long t105 = (long)n + (long)t104 * -1L;
        if (t105 >= 8L) {
            long t106 = t105 & -8L;
            vcc_v8_int t107 = (vcc_v8_int){t104, t104, t104, t104, t104, t104, t104, t104};
            vcc_v8_uint t108 = (vcc_v8_uint)t107;
            vcc_v8_uint x_v_1 = t108 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int x_v_6 = (vcc_v8_int)x_v_1;
                vcc_v8_int t109 = x_v_6 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v8_int t110 = t109 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + ((long)t104 + x_vec_3), t110);
                x_vec_3 += 8L;
                vcc_v8_uint t111 = x_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (x_vec_3 >= t106) {
                    break;
                }
                x_v_1 = t111;
            }
            x_1 = (int)((long)t104 + t106);
        } else {
            x_1 = t104;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t112 = a;
        mm_outer_i(n, t112, b, c);
        unsigned int t113 = (unsigned int)n;
        norms(t113, t113, t112, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t5; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t114 = (long)x_3;
            int t115 = x_3 + 1;
            s_3 += (double)(o[t114] * (float)t115);
            si += (long)(oi[t114] * (x_3 + 3));
            x_3 = t115;
        }
        float *w4 = (float *)malloc(t6);
        float *w1 = (float *)malloc(t9);
        if (n >= 2) {
            window4(t5 - 2, t112, w4);
            window1(n - 2, t112, w1);
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t5; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)red(n, n, t112));
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
