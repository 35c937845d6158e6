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
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

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
    int t74;
    int i_1;
    int t163;
    int x;
    float t181;
    float t183;
    float t185;
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
        unsigned long t7 = (unsigned long)n * 4UL + 1UL;
        void *t8 = malloc(t7);
        float *a = (float *)t8;
        void *t9 = malloc(t7);
        float *b = (float *)t9;
        float *out = (float *)malloc(t7);
        float *rest = (float *)malloc(t7);
        int *count = (int *)malloc(t7);
        long t10 = (long)n;
        unsigned long t11 = (unsigned long)t8;
        unsigned long t12 = (unsigned long)t9;
        long t13 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
            long t14 = t10 & -16L;
            vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint i_v = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t18 = t17 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t21 = (vcc_v8_uint)t18;
            vcc_v8_uint t22 = t21 - t20;
            vcc_v8_int t1 = (vcc_v8_int)t22;
            vcc_v8_int t23 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 3, 1, 4, 2, 0, 3, 1};
            vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
            vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t27 = (vcc_v8_uint)t24;
            vcc_v8_uint t28 = t27 - t26;
            vcc_v8_int t2 = (vcc_v8_int)t28;
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_float t29 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t30 = t29 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t31 = t30 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + i_vec, t31);
                vcc_v8_float t32 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t33 = t32 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_int t34 = i_v_2 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_v8_float t35 = __builtin_convertvector(t34, vcc_v8_float);
                vcc_v8_float t36 = t35 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                vcc_v8_float t37 = t33 + t36;
                vcc_store(b + i_vec, t37);
                long t38 = i_vec + 8L;
                vcc_v8_uint t39 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t39;
                vcc_v8_int t40 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t41 = (vcc_m8)(t40 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t43 = (vcc_v8_uint)t40;
                vcc_v8_uint t44 = t43 - t42;
                vcc_v8_int t45 = (vcc_v8_int)t44;
                vcc_v8_float t46 = __builtin_convertvector(t45, vcc_v8_float);
                vcc_v8_float t47 = t46 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t48 = t47 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t38, t48);
                vcc_v8_int t49 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_m8 t50 = (vcc_m8)(t49 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
                vcc_v8_uint t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t52 = (vcc_v8_uint)t49;
                vcc_v8_uint t53 = t52 - t51;
                vcc_v8_int t54 = (vcc_v8_int)t53;
                vcc_v8_float t55 = __builtin_convertvector(t54, vcc_v8_float);
                vcc_v8_float t56 = t55 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_int t57 = i_v_3 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_v8_float t58 = __builtin_convertvector(t57, vcc_v8_float);
                vcc_v8_float t59 = t58 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                vcc_v8_float t60 = t56 + t59;
                vcc_store(b + t38, t60);
                i_vec += 16L;
                vcc_v8_uint t61 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t62 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t63 = (vcc_m8)(t62 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t63, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t65 = (vcc_v8_uint)t62;
                vcc_v8_uint t66 = t65 - t64;
                vcc_v8_int t67 = (vcc_v8_int)t66;
                vcc_v8_int t68 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_m8 t69 = (vcc_m8)(t68 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
                vcc_v8_uint t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t71 = (vcc_v8_uint)t68;
                vcc_v8_uint t72 = t71 - t70;
                vcc_v8_int t73 = (vcc_v8_int)t72;
                if (i_vec >= t14) {
                    break;
                }
                i_v = t61;
                t1 = t67;
                t2 = t73;
            }
            t74 = (int)t14;
        } else {
            t74 = 0;
        }
        long t75 = (long)n + (long)t74 * -1L;
        unsigned long t76 = (unsigned long)t8;
        unsigned long t77 = (unsigned long)t9;
        long t78 = (long)((unsigned long)t9 + (unsigned long)((long)t74 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t74 * 4L)));
        int t79 = (int)((unsigned int)t74 * 7U);
        int t80 = (int)((unsigned int)t74 * 3U);
        if ((t75 >= 8L) & (((t76 + (unsigned long)((long)t74 * 4L + 4L + (t75 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t74 * 4L))) | ((t77 + (unsigned long)((long)t74 * 4L + 4L + (t75 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t74 * 4L))) | ((t78 <= 0L) | (t78 >= 32L))) & (t79 >= 0) & (t80 >= 0)) {
            long t81 = t75 & -8L;
            vcc_v8_int t82 = (vcc_v8_int){t74, t74, t74, t74, t74, t74, t74, t74};
            vcc_v8_uint t83 = (vcc_v8_uint)t82;
            vcc_v8_uint i_v_1 = t83 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t84 = vcc_splat(vcc_v8_int, t79 % 11);
            vcc_v8_int t85 = t84 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            vcc_m8 t86 = (vcc_m8)(t85 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t86, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t88 = (vcc_v8_uint)t85;
            vcc_v8_uint t89 = t88 - t87;
            vcc_v8_int t3 = (vcc_v8_int)t89;
            vcc_v8_int t90 = vcc_splat(vcc_v8_int, t80 % 5);
            vcc_v8_int t91 = t90 + (vcc_v8_int){0, 3, 1, 4, 2, 0, 3, 1};
            vcc_m8 t92 = (vcc_m8)(t91 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
            vcc_v8_uint t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t92, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t94 = (vcc_v8_uint)t91;
            vcc_v8_uint t95 = t94 - t93;
            vcc_v8_int t4 = (vcc_v8_int)t95;
            long i_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:53 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t96 = (long)t74 + i_vec_1;
                vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
                vcc_v8_float t97 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t98 = t97 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t99 = t98 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t96, t99);
                vcc_v8_float t100 = __builtin_convertvector(t4, vcc_v8_float);
                vcc_v8_float t101 = t100 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_int t102 = i_v_4 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_v8_float t103 = __builtin_convertvector(t102, vcc_v8_float);
                vcc_v8_float t104 = t103 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                vcc_v8_float t105 = t101 + t104;
                vcc_store(b + t96, t105);
                i_vec_1 += 8L;
                vcc_v8_uint t106 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t107 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t108 = (vcc_m8)(t107 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t110 = (vcc_v8_uint)t107;
                vcc_v8_uint t111 = t110 - t109;
                vcc_v8_int t112 = (vcc_v8_int)t111;
                vcc_v8_int t113 = t4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_m8 t114 = (vcc_m8)(t113 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
                vcc_v8_uint t115 = vcc_select(vcc_v8_int, (vcc_v8_int)t114, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t116 = (vcc_v8_uint)t113;
                vcc_v8_uint t117 = t116 - t115;
                vcc_v8_int t118 = (vcc_v8_int)t117;
                if (i_vec_1 >= t81) {
                    break;
                }
                i_v_1 = t106;
                t3 = t112;
                t4 = t118;
            }
            i_1 = (int)((long)t74 + t81);
        } else {
            i_1 = t74;
        }
        for (; i_1 < n; i_1++) {
            long t119 = (long)i_1;
            a[t119] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t119] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t120 = b;
        prefix_dot(n, a, t120, out);
        halvings(n, t120, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t121 = (long)i;
            i++;
            s += (double)(out[t121] * (float)i + rest[t121]);
            c += (long)(count[t121] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t122 = rows * n;
        float *in = (float *)malloc((unsigned long)t122 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t122 + 1), 4UL);
        long t123 = (long)t122;
        if ((t123 >= 32L) & 1) {
            long t124 = t123 & -32L;
            vcc_v8_int t125 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t126 = t125 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            vcc_m8 t127 = (vcc_m8)(t126 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
            vcc_v8_uint t128 = vcc_select(vcc_v8_int, (vcc_v8_int)t127, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t129 = (vcc_v8_uint)t126;
            vcc_v8_uint t130 = t129 - t128;
            vcc_v8_int t5 = (vcc_v8_int)t130;
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 8, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t131 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t132 = t131 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + x_vec, t132);
                vcc_v8_int t133 = t5 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t134 = (vcc_m8)(t133 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t135 = vcc_select(vcc_v8_int, (vcc_v8_int)t134, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t136 = (vcc_v8_uint)t133;
                vcc_v8_uint t137 = t136 - t135;
                vcc_v8_int t138 = (vcc_v8_int)t137;
                vcc_v8_float t139 = __builtin_convertvector(t138, vcc_v8_float);
                vcc_v8_float t140 = t139 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (x_vec + 8L), t140);
                vcc_v8_int t141 = t5 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_m8 t142 = (vcc_m8)(t141 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t143 = vcc_select(vcc_v8_int, (vcc_v8_int)t142, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t144 = (vcc_v8_uint)t141;
                vcc_v8_uint t145 = t144 - t143;
                vcc_v8_int t146 = (vcc_v8_int)t145;
                vcc_v8_float t147 = __builtin_convertvector(t146, vcc_v8_float);
                vcc_v8_float t148 = t147 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (x_vec + 16L), t148);
                vcc_v8_int t149 = t5 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                vcc_m8 t150 = (vcc_m8)(t149 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t151 = vcc_select(vcc_v8_int, (vcc_v8_int)t150, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t152 = (vcc_v8_uint)t149;
                vcc_v8_uint t153 = t152 - t151;
                vcc_v8_int t154 = (vcc_v8_int)t153;
                vcc_v8_float t155 = __builtin_convertvector(t154, vcc_v8_float);
                vcc_v8_float t156 = t155 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (x_vec + 24L), t156);
                x_vec += 32L;
                vcc_v8_int t157 = t5 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_m8 t158 = (vcc_m8)(t157 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t159 = vcc_select(vcc_v8_int, (vcc_v8_int)t158, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t160 = (vcc_v8_uint)t157;
                vcc_v8_uint t161 = t160 - t159;
                vcc_v8_int t162 = (vcc_v8_int)t161;
                if (x_vec >= t124) {
                    break;
                }
                t5 = t162;
            }
            t163 = (int)t124;
        } else {
            t163 = 0;
        }
        long t164 = (long)t122 + (long)t163 * -1L;
        int t165 = (int)((unsigned int)t163 * 13U);
        if ((t164 >= 8L) & (t165 >= 0)) {
            long t166 = t164 & -8L;
            vcc_v8_int t167 = vcc_splat(vcc_v8_int, t165 % 29);
            vcc_v8_int t168 = t167 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            vcc_m8 t169 = (vcc_m8)(t168 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
            vcc_v8_uint t170 = vcc_select(vcc_v8_int, (vcc_v8_int)t169, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t171 = (vcc_v8_uint)t168;
            vcc_v8_uint t172 = t171 - t170;
            vcc_v8_int t6 = (vcc_v8_int)t172;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_float t173 = __builtin_convertvector(t6, vcc_v8_float);
                vcc_v8_float t174 = t173 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + ((long)t163 + x_vec_1), t174);
                x_vec_1 += 8L;
                vcc_v8_int t175 = t6 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                vcc_m8 t176 = (vcc_m8)(t175 > (vcc_v8_int){28, 28, 28, 28, 28, 28, 28, 28});
                vcc_v8_uint t177 = vcc_select(vcc_v8_int, (vcc_v8_int)t176, ((vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t178 = (vcc_v8_uint)t175;
                vcc_v8_uint t179 = t178 - t177;
                vcc_v8_int t180 = (vcc_v8_int)t179;
                if (x_vec_1 >= t166) {
                    break;
                }
                t6 = t180;
            }
            x = (int)((long)t163 + t166);
        } else {
            x = t163;
        }
        for (; x < t122; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t122; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t181 = bl[t122 / 2];
        } else {
            t181 = 0.0f;
        }
        double t182 = (double)t181;
        if (n) {
            t183 = rest[n / 2];
        } else {
            t183 = 0.0f;
        }
        double t184 = (double)t183;
        if (n) {
            t185 = out[n - 1];
        } else {
            t185 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t185, c, t184, sb, t182);
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
