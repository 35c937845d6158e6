/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* Outer loops under `#pragma omp simd` (or `#pragma simd vec-function`, the seed's spelling):
   vectorized across the outer index with the inner loops as the function-level vectorizer makes
   them. A triangular inner loop (trip count i + 1, per
   lane) and an inner while loop with a data-dependent exit become divergent loops: they run
   while any lane is active, lanes masked off as they finish. A 2-D stencil (5 taps down the
   columns: the taps loop is strided for the loop vectorizer, consecutive across columns) is
   vectorized across the columns without a pragma. Sizes around VF = 8; exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 3 */

void prefix_dot(int n, const float *a, const float *b, float *out) {
    vcc_v8_float t3;
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_pragma.c:14 vectorized as an outer loop: VF 8, inner loops: divergent, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        int t5 = 0;
        vcc_v8_float t4 = (vcc_v8_float){0};
        for (;;) {
            vcc_v8_int t6 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
            vcc_v8_int t7 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_m8 t9 = (vcc_m8)(t6 <= t8);
            vcc_m8 t10 = t1 & t9;
            int t11 = vcc_any(t10);
            if (t11) {
                vcc_v8_float t12 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL), t10);
                vcc_v8_float t13 = vcc_splat(vcc_v8_float, a[t5]);
                vcc_v8_float t14 = t13 * t12;
                t3 = t2 + t14;
            } else {
                t3 = (vcc_v8_float){0};
            }
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t4);
            if (!t11) {
                vcc_store(out + i_1, t4);
                break;
            }
            t1 = t10;
            t5++;
            t2 = t3;
        }
    }
    for (; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

void halvings(int n, const float *v, int *count, float *rest) {
    int i;
    float x;
    int i_1 = 0;
    /* vcc: loop at outer_pragma.c:24 vectorized as an outer loop: VF 8, inner loops: divergent, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        long t6 = (long)i_1;
        vcc_v8_float t2 = vcc_load(vcc_v8_float, v + t6);
        int t7 = 0;
        vcc_v8_float t3 = (vcc_v8_float){0};
        vcc_v8_int t4 = (vcc_v8_int){0};
        for (;;) {
            vcc_v8_float t8 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t9 = (vcc_m8)(t2 > t8);
            vcc_m8 t10 = t1 & t9;
            vcc_v8_int t11 = vcc_splat(vcc_v8_int, (t7 < 40) != 0);
            vcc_m8 t12 = (vcc_m8)(t11 != (vcc_v8_int){0});
            vcc_m8 t13 = t10 & t12;
            vcc_v8_float t14 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t15 = t2 * t14;
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t3);
            vcc_v8_int t16 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t16, t4);
            if (!vcc_any(t13)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        vcc_store(count + t6, t4);
        vcc_store(rest + t6, t3);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int c = 0;
        for (x = v[t5]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t5] = c;
        rest[t5] = x;
    }
}

void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    int j;
    int r = 2;
    for (;; r++) {
        int t2 = r + 2;
        if (t2 >= rows) {
            break;
        }
        int j_1 = 0;
        /* vcc: loop at outer_pragma.c:38 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t3 = 0;
            while (t3 < 5) {
                vcc_v8_float t4 = vcc_load(vcc_v8_float, in + ((r + t3 - 2) * cols + j_1));
                vcc_v8_float t5 = vcc_splat(vcc_v8_float, w[t3]);
                vcc_v8_float t6 = t5 * t4;
                t1 = t1 + t6;
                t3++;
            }
            vcc_store(out + (r * cols + j_1), t1);
            j_1 += 8;
        }
        while (j < cols) {
            out[r * cols + j] = 0.0f + w[0] * in[(r - 2) * cols + j] + w[1] * in[(r + 1 - 2) * cols + j] + w[2] * in[(t2 - 2) * cols + j] + w[3] * in[(r + 3 - 2) * cols + j] + w[4] * in[(r + 4 - 2) * cols + j];
            j++;
        }
    }
}

int main(void) {
    int sizes[9];
    float w[5];
    int i_1;
    int t93;
    int x;
    float t111;
    float t113;
    float t115;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 2;
    sizes[3] = 7;
    sizes[4] = 8;
    sizes[5] = 9;
    sizes[6] = 16;
    sizes[7] = 23;
    sizes[8] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 9UL; t++) {
        int n = sizes[t];
        unsigned long t5 = (unsigned long)n * 4UL + 1UL;
        void *t6 = malloc(t5);
        float *a = (float *)t6;
        void *t7 = malloc(t5);
        float *b = (float *)t7;
        float *out = (float *)malloc(t5);
        float *rest = (float *)malloc(t5);
        int *count = (int *)malloc(t5);
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t6;
        unsigned long t10 = (unsigned long)t7;
        long t11 = (long)((unsigned long)t7 - (unsigned long)t6);
        if ((t8 >= 8L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 32L))) & 1 & 1) {
            long t12 = t8 & -8L;
            vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint i_v = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t19 = (vcc_v8_uint)t16;
            vcc_v8_uint t20 = t19 - t18;
            vcc_v8_int t1 = (vcc_v8_int)t20;
            vcc_v8_int t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t22 = t21 + (vcc_v8_int){0, 3, 1, 4, 2, 0, 3, 1};
            vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
            vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t25 = (vcc_v8_uint)t22;
            vcc_v8_uint t26 = t25 - t24;
            vcc_v8_int t2 = (vcc_v8_int)t26;
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 8, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
                vcc_v8_float t27 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t28 = t27 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t29 = t28 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + i_vec, t29);
                vcc_v8_float t30 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t31 = t30 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_int t32 = i_v_1 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_v8_float t33 = __builtin_convertvector(t32, vcc_v8_float);
                vcc_v8_float t34 = t33 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                vcc_v8_float t35 = t31 + t34;
                vcc_store(b + i_vec, t35);
                i_vec += 8L;
                vcc_v8_uint t36 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t37 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t38 = (vcc_m8)(t37 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t40 = (vcc_v8_uint)t37;
                vcc_v8_uint t41 = t40 - t39;
                vcc_v8_int t42 = (vcc_v8_int)t41;
                vcc_v8_int t43 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
                vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t46 = (vcc_v8_uint)t43;
                vcc_v8_uint t47 = t46 - t45;
                vcc_v8_int t48 = (vcc_v8_int)t47;
                if (i_vec >= t12) {
                    break;
                }
                i_v = t36;
                t1 = t42;
                t2 = t48;
            }
            i_1 = (int)t12;
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            long t49 = (long)i_1;
            a[t49] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t49] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t50 = b;
        prefix_dot(n, a, t50, out);
        halvings(n, t50, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t51 = (long)i;
            i++;
            s += (double)(out[t51] * (float)i + rest[t51]);
            c += (long)(count[t51] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t52 = rows * n;
        float *in = (float *)malloc((unsigned long)t52 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t52 + 1), 4UL);
        long t53 = (long)t52;
        if ((t53 >= 32L) & 1) {
            long t54 = t53 & -32L;
            vcc_v8_int t55 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t56 = t55 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            vcc_m8 t57 = (vcc_m8)(t56 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
            vcc_v8_uint t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t59 = (vcc_v8_uint)t56;
            vcc_v8_uint t60 = t59 - t58;
            vcc_v8_int t3 = (vcc_v8_int)t60;
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 8, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t61 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t62 = t61 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + x_vec, t62);
                vcc_v8_int t63 = t3 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t64 = (vcc_m8)(t63 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t66 = (vcc_v8_uint)t63;
                vcc_v8_uint t67 = t66 - t65;
                vcc_v8_int t68 = (vcc_v8_int)t67;
                vcc_v8_float t69 = __builtin_convertvector(t68, vcc_v8_float);
                vcc_v8_float t70 = t69 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (x_vec + 8L), t70);
                vcc_v8_int t71 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_m8 t72 = (vcc_m8)(t71 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t74 = (vcc_v8_uint)t71;
                vcc_v8_uint t75 = t74 - t73;
                vcc_v8_int t76 = (vcc_v8_int)t75;
                vcc_v8_float t77 = __builtin_convertvector(t76, vcc_v8_float);
                vcc_v8_float t78 = t77 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (x_vec + 16L), t78);
                vcc_v8_int t79 = t3 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                vcc_m8 t80 = (vcc_m8)(t79 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t80, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t82 = (vcc_v8_uint)t79;
                vcc_v8_uint t83 = t82 - t81;
                vcc_v8_int t84 = (vcc_v8_int)t83;
                vcc_v8_float t85 = __builtin_convertvector(t84, vcc_v8_float);
                vcc_v8_float t86 = t85 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (x_vec + 24L), t86);
                x_vec += 32L;
                vcc_v8_int t87 = t3 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_m8 t88 = (vcc_m8)(t87 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t88, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t90 = (vcc_v8_uint)t87;
                vcc_v8_uint t91 = t90 - t89;
                vcc_v8_int t92 = (vcc_v8_int)t91;
                if (x_vec >= t54) {
                    break;
                }
                t3 = t92;
            }
            t93 = (int)t54;
        } else {
            t93 = 0;
        }
        long t94 = (long)t52 + (long)t93 * -1L;
        int t95 = (int)((unsigned int)t93 * 13U);
        if ((t94 >= 8L) & (t95 >= 0)) {
            long t96 = t94 & -8L;
            vcc_v8_int t97 = vcc_splat(vcc_v8_int, t95 % 29);
            vcc_v8_int t98 = t97 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            vcc_m8 t99 = (vcc_m8)(t98 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
            vcc_v8_uint t100 = vcc_select(vcc_v8_int, (vcc_v8_int)t99, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t101 = (vcc_v8_uint)t98;
            vcc_v8_uint t102 = t101 - t100;
            vcc_v8_int t4 = (vcc_v8_int)t102;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_float t103 = __builtin_convertvector(t4, vcc_v8_float);
                vcc_v8_float t104 = t103 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + ((long)t93 + x_vec_1), t104);
                x_vec_1 += 8L;
                vcc_v8_int t105 = t4 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t106 = (vcc_m8)(t105 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t107 = vcc_select(vcc_v8_int, (vcc_v8_int)t106, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t108 = (vcc_v8_uint)t105;
                vcc_v8_uint t109 = t108 - t107;
                vcc_v8_int t110 = (vcc_v8_int)t109;
                if (x_vec_1 >= t96) {
                    break;
                }
                t4 = t110;
            }
            x = (int)((long)t93 + t96);
        } else {
            x = t93;
        }
        for (; x < t52; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t52; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t111 = bl[t52 / 2];
        } else {
            t111 = 0.0f;
        }
        double t112 = (double)t111;
        if (n) {
            t113 = rest[n / 2];
        } else {
            t113 = 0.0f;
        }
        double t114 = (double)t113;
        if (n) {
            t115 = out[n - 1];
        } else {
            t115 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t115, c, t114, sb, t112);
        free((void *)a);
        free((void *)b);
        free((void *)out);
        free((void *)rest);
        free((void *)count);
        free((void *)in);
        free((void *)bl);
    }
    return 0;
}
