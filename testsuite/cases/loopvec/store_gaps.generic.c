/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere priced as the per-lane scatters they replace
   (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[i] + c[i];
}

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        a[3 * i] = b[i];
        a[3 * i + 2] = -b[i];
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i + 1] = b[i] + 0.5;
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    for (int i = 0; i < G; i++)
        g[2 * i] = gb[i] * 3;
}

static __typeof__(g) g __attribute__((aligned(32)));
int main(void) {
    int n;
    int t1;
    int t38;
    int k;
    int t58;
    int t59;
    int t60;
    int t78;
    int k_1;
    int t86;
    int t99;
    int k_2;
    int t106;
    int t107;
    int t120;
    int k_3;
    int t143;
    int k_4;
    unsigned long long t155;
    unsigned long long t157;
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
            vcc_v8_int t158 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t159 = (vcc_v8_uint)t158;
            vcc_v8_uint k_v_8 = t159 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int k_v_30 = (vcc_v8_int)k_v_8;
                vcc_store(&g[(int)k_vec_10], k_v_30);
                vcc_v8_uint t160 = k_v_8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_31 = (vcc_v8_int)t160;
                vcc_store(&g[(int)(k_vec_10 + 8L)], k_v_31);
                vcc_v8_uint t161 = k_v_8 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_32 = (vcc_v8_int)t161;
                vcc_store(&g[(int)(k_vec_10 + 16L)], k_v_32);
                vcc_v8_uint t162 = k_v_8 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_33 = (vcc_v8_int)t162;
                vcc_store(&g[(int)(k_vec_10 + 24L)], k_v_33);
                k_vec_10 += 32L;
                k_v_8 = k_v_8 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            } while (k_vec_10 < 1984L);
            vcc_v8_int t163 = (vcc_v8_int){1984, 1984, 1984, 1984, 1984, 1984, 1984, 1984};
            vcc_v8_uint t164 = (vcc_v8_uint)t163;
            vcc_v8_uint k_v_9 = t164 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_11 = 0L;
            do {
                vcc_v8_int k_v_34 = (vcc_v8_int)k_v_9;
                vcc_store(&g[(int)(1984L + k_vec_11)], k_v_34);
                k_vec_11 += 8L;
                k_v_9 = k_v_9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            } while (k_vec_11 < 16L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        int *b = (int *)t2;
        void *t3 = new_array(n, 4UL);
        int *c = (int *)t3;
        void *t4 = new_array(n, 4UL);
        float *bf = (float *)t4;
        void *t5 = new_array(n, 8UL);
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                long t18 = (long)(int)k_vec;
                vcc_v4_int b_v = vcc_load(vcc_v4_int, b + t18);
                vcc_v4_float t19 = __builtin_convertvector(b_v, vcc_v4_float);
                vcc_v4_float t20 = t19 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t18, t20);
                vcc_v4_int c_v = vcc_load(vcc_v4_int, c + t18);
                vcc_v4_double t21 = __builtin_convertvector(c_v, vcc_v4_double);
                vcc_v4_double t22 = t21 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t18, t22);
                long t23 = (long)(int)(k_vec + 4L);
                vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t23);
                vcc_v4_float t24 = __builtin_convertvector(b_v_1, vcc_v4_float);
                vcc_v4_float t25 = t24 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t23, t25);
                vcc_v4_int c_v_1 = vcc_load(vcc_v4_int, c + t23);
                vcc_v4_double t26 = __builtin_convertvector(c_v_1, vcc_v4_double);
                vcc_v4_double t27 = t26 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t23, t27);
                long t28 = (long)(int)(k_vec + 8L);
                vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t28);
                vcc_v4_float t29 = __builtin_convertvector(b_v_2, vcc_v4_float);
                vcc_v4_float t30 = t29 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t28, t30);
                vcc_v4_int c_v_2 = vcc_load(vcc_v4_int, c + t28);
                vcc_v4_double t31 = __builtin_convertvector(c_v_2, vcc_v4_double);
                vcc_v4_double t32 = t31 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t28, t32);
                long t33 = (long)(int)(k_vec + 12L);
                vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t33);
                vcc_v4_float t34 = __builtin_convertvector(b_v_3, vcc_v4_float);
                vcc_v4_float t35 = t34 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t33, t35);
                vcc_v4_int c_v_3 = vcc_load(vcc_v4_int, c + t33);
                vcc_v4_double t36 = __builtin_convertvector(c_v_3, vcc_v4_double);
                vcc_v4_double t37 = t36 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t33, t37);
                k_vec += 16L;
            } while (k_vec < t17);
            t38 = (int)t17;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t2;
        unsigned long t41 = (unsigned long)t4;
        unsigned long t42 = (unsigned long)t2;
        unsigned long t43 = (unsigned long)t5;
        unsigned long t44 = (unsigned long)t3;
        unsigned long t45 = (unsigned long)t4;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t5;
        unsigned long t48 = (unsigned long)t4;
        unsigned long t49 = (unsigned long)t5;
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 4L))) | ((t41 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t38 * 4L)))) & (((t42 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t38 * 8L))) | ((t43 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t38 * 4L)))) & (((t44 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t38 * 4L))) | ((t45 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t38 * 4L)))) & (((t46 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t38 * 8L))) | ((t47 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t38 * 4L)))) & (((t48 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t38 * 8L))) | ((t49 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t48 + (unsigned long)((long)t38 * 4L))))) {
            long t50 = t39 & -4L;
            long k_vec_1 = 0L;
            do {
                long t51 = (long)(int)((long)t38 + k_vec_1);
                vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t51);
                vcc_v4_float t52 = __builtin_convertvector(b_v_4, vcc_v4_float);
                vcc_v4_float t53 = t52 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t51, t53);
                vcc_v4_int c_v_4 = vcc_load(vcc_v4_int, c + t51);
                vcc_v4_double t54 = __builtin_convertvector(c_v_4, vcc_v4_double);
                vcc_v4_double t55 = t54 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t51, t55);
                k_vec_1 += 4L;
            } while (k_vec_1 < t50);
            k = (int)((long)t38 + t50);
        } else {
            k = t38;
        }
        for (; k < n; k++) {
            long t56 = (long)k;
            bf[t56] = (float)b[t56] * 0.25f;
            bd[t56] = (double)c[t56] * 0.125;
        }
        int t57 = n > 0;
        if (t57) {
            t58 = 2 * n - 1;
        } else {
            t58 = 0;
        }
        int *a2 = (int *)new_array(t58, 4UL);
        if (t57) {
            t59 = 3 * n - 1;
        } else {
            t59 = 0;
        }
        float *a3 = (float *)new_array(t59, 4UL);
        if (t57) {
            t60 = 3 * n;
        } else {
            t60 = 0;
        }
        int *a23 = (int *)new_array(t60, 4UL);
        int t61 = 2 * n;
        double *ad = (double *)new_array(t61, 8UL);
        long t62 = (long)n * 2L + -1L;
        if (t62 >= 32L) {
            long t63 = t62 & -32L;
            vcc_v8_int t64 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t65 = (vcc_v8_uint)t64;
            vcc_v8_uint k_v = t65 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_10 = (vcc_v8_int)k_v;
                vcc_v8_int t66 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_10;
                vcc_v8_int t67 = t66 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)k_vec_2, t67);
                vcc_v8_uint t68 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_11 = (vcc_v8_int)t68;
                vcc_v8_int t69 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_11;
                vcc_v8_int t70 = t69 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)(k_vec_2 + 8L), t70);
                vcc_v8_uint t71 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_12 = (vcc_v8_int)t71;
                vcc_v8_int t72 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_12;
                vcc_v8_int t73 = t72 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)(k_vec_2 + 16L), t73);
                vcc_v8_uint t74 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_13 = (vcc_v8_int)t74;
                vcc_v8_int t75 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_13;
                vcc_v8_int t76 = t75 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)(k_vec_2 + 24L), t76);
                k_vec_2 += 32L;
                vcc_v8_uint t77 = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_2 >= t63) {
                    break;
                }
                k_v = t77;
            }
            t78 = (int)t63;
        } else {
            t78 = 0;
        }
        long t79 = (long)n * 2L + (long)t78 * -1L + -1L;
        if (t79 >= 8L) {
            long t80 = t79 & -8L;
            vcc_v8_int t81 = (vcc_v8_int){t78, t78, t78, t78, t78, t78, t78, t78};
            vcc_v8_uint t82 = (vcc_v8_uint)t81;
            vcc_v8_uint k_v_1 = t82 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_3 = 0L;
            for (;;) {
                vcc_v8_int k_v_14 = (vcc_v8_int)k_v_1;
                vcc_v8_int t83 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_14;
                vcc_v8_int t84 = t83 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)t78 + k_vec_3), t84);
                k_vec_3 += 8L;
                vcc_v8_uint t85 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_3 >= t80) {
                    break;
                }
                k_v_1 = t85;
            }
            k_1 = (int)((long)t78 + t80);
        } else {
            k_1 = t78;
        }
        for (;; k_1++) {
            t86 = t61 - 1;
            if (k_1 >= t86) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t87 = (long)n * 3L + -1L;
        if (t87 >= 32L) {
            long t88 = t87 & -32L;
            vcc_v8_int t89 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t90 = (vcc_v8_uint)t89;
            vcc_v8_uint k_v_2 = t90 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_15 = (vcc_v8_int)k_v_2;
                vcc_v8_float t91 = __builtin_convertvector(k_v_15, vcc_v8_float);
                vcc_store(a3 + (int)k_vec_4, t91);
                vcc_v8_uint t92 = k_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_16 = (vcc_v8_int)t92;
                vcc_v8_float t93 = __builtin_convertvector(k_v_16, vcc_v8_float);
                vcc_store(a3 + (int)(k_vec_4 + 8L), t93);
                vcc_v8_uint t94 = k_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_17 = (vcc_v8_int)t94;
                vcc_v8_float t95 = __builtin_convertvector(k_v_17, vcc_v8_float);
                vcc_store(a3 + (int)(k_vec_4 + 16L), t95);
                vcc_v8_uint t96 = k_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_18 = (vcc_v8_int)t96;
                vcc_v8_float t97 = __builtin_convertvector(k_v_18, vcc_v8_float);
                vcc_store(a3 + (int)(k_vec_4 + 24L), t97);
                k_vec_4 += 32L;
                vcc_v8_uint t98 = k_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_4 >= t88) {
                    break;
                }
                k_v_2 = t98;
            }
            t99 = (int)t88;
        } else {
            t99 = 0;
        }
        long t100 = (long)n * 3L + (long)t99 * -1L + -1L;
        if (t100 >= 8L) {
            long t101 = t100 & -8L;
            vcc_v8_int t102 = (vcc_v8_int){t99, t99, t99, t99, t99, t99, t99, t99};
            vcc_v8_uint t103 = (vcc_v8_uint)t102;
            vcc_v8_uint k_v_3 = t103 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_5 = 0L;
            for (;;) {
                vcc_v8_int k_v_19 = (vcc_v8_int)k_v_3;
                vcc_v8_float t104 = __builtin_convertvector(k_v_19, vcc_v8_float);
                vcc_store(a3 + (int)((long)t99 + k_vec_5), t104);
                k_vec_5 += 8L;
                vcc_v8_uint t105 = k_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_5 >= t101) {
                    break;
                }
                k_v_3 = t105;
            }
            k_2 = (int)((long)t99 + t101);
        } else {
            k_2 = t99;
        }
        for (;; k_2++) {
            t106 = 3 * n;
            t107 = t106 - 1;
            if (k_2 >= t107) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t108 = (long)n * 3L;
        if (t108 >= 32L) {
            long t109 = t108 & -32L;
            vcc_v8_int t110 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t111 = (vcc_v8_uint)t110;
            vcc_v8_uint k_v_4 = t111 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_20 = (vcc_v8_int)k_v_4;
                vcc_v8_int t112 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_20;
                vcc_store(a23 + (int)k_vec_6, t112);
                vcc_v8_uint t113 = k_v_4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_21 = (vcc_v8_int)t113;
                vcc_v8_int t114 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_21;
                vcc_store(a23 + (int)(k_vec_6 + 8L), t114);
                vcc_v8_uint t115 = k_v_4 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_22 = (vcc_v8_int)t115;
                vcc_v8_int t116 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_22;
                vcc_store(a23 + (int)(k_vec_6 + 16L), t116);
                vcc_v8_uint t117 = k_v_4 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_23 = (vcc_v8_int)t117;
                vcc_v8_int t118 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_23;
                vcc_store(a23 + (int)(k_vec_6 + 24L), t118);
                k_vec_6 += 32L;
                vcc_v8_uint t119 = k_v_4 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_6 >= t109) {
                    break;
                }
                k_v_4 = t119;
            }
            t120 = (int)t109;
        } else {
            t120 = 0;
        }
        long t121 = (long)n * 3L + (long)t120 * -1L;
        if (t121 >= 8L) {
            long t122 = t121 & -8L;
            vcc_v8_int t123 = (vcc_v8_int){t120, t120, t120, t120, t120, t120, t120, t120};
            vcc_v8_uint t124 = (vcc_v8_uint)t123;
            vcc_v8_uint k_v_5 = t124 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_7 = 0L;
            for (;;) {
                vcc_v8_int k_v_24 = (vcc_v8_int)k_v_5;
                vcc_v8_int t125 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_24;
                vcc_store(a23 + (int)((long)t120 + k_vec_7), t125);
                k_vec_7 += 8L;
                vcc_v8_uint t126 = k_v_5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_7 >= t122) {
                    break;
                }
                k_v_5 = t126;
            }
            k_3 = (int)((long)t120 + t122);
        } else {
            k_3 = t120;
        }
        for (; k_3 < t106; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t127 = (long)n * 2L;
        if (t127 >= 16L) {
            long t128 = t127 & -16L;
            vcc_v4_int t129 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t130 = (vcc_v4_uint)t129;
            vcc_v4_uint k_v_6 = t130 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int k_v_25 = (vcc_v4_int)k_v_6;
                vcc_v4_double t131 = __builtin_convertvector(k_v_25, vcc_v4_double);
                vcc_v4_double t132 = -t131;
                vcc_store(ad + (int)k_vec_8, t132);
                vcc_v4_uint t133 = k_v_6 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int k_v_26 = (vcc_v4_int)t133;
                vcc_v4_double t134 = __builtin_convertvector(k_v_26, vcc_v4_double);
                vcc_v4_double t135 = -t134;
                vcc_store(ad + (int)(k_vec_8 + 4L), t135);
                vcc_v4_uint t136 = k_v_6 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int k_v_27 = (vcc_v4_int)t136;
                vcc_v4_double t137 = __builtin_convertvector(k_v_27, vcc_v4_double);
                vcc_v4_double t138 = -t137;
                vcc_store(ad + (int)(k_vec_8 + 8L), t138);
                vcc_v4_uint t139 = k_v_6 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int k_v_28 = (vcc_v4_int)t139;
                vcc_v4_double t140 = __builtin_convertvector(k_v_28, vcc_v4_double);
                vcc_v4_double t141 = -t140;
                vcc_store(ad + (int)(k_vec_8 + 12L), t141);
                k_vec_8 += 16L;
                vcc_v4_uint t142 = k_v_6 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (k_vec_8 >= t128) {
                    break;
                }
                k_v_6 = t142;
            }
            t143 = (int)t128;
        } else {
            t143 = 0;
        }
        long t144 = (long)n * 2L + (long)t143 * -1L;
        if (t144 >= 4L) {
            long t145 = t144 & -4L;
            vcc_v4_int t146 = (vcc_v4_int){t143, t143, t143, t143};
            vcc_v4_uint t147 = (vcc_v4_uint)t146;
            vcc_v4_uint k_v_7 = t147 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec_9 = 0L;
            for (;;) {
                vcc_v4_int k_v_29 = (vcc_v4_int)k_v_7;
                vcc_v4_double t148 = __builtin_convertvector(k_v_29, vcc_v4_double);
                vcc_v4_double t149 = -t148;
                vcc_store(ad + (int)((long)t143 + k_vec_9), t149);
                k_vec_9 += 4L;
                vcc_v4_uint t150 = k_v_7 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (k_vec_9 >= t145) {
                    break;
                }
                k_v_7 = t150;
            }
            k_4 = (int)((long)t143 + t145);
        } else {
            k_4 = t143;
        }
        for (; k_4 < t61; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t151 = b;
        evens(n, a2, t151, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t151);
        odd_doubles(n, ad, bd);
        unsigned long long t152 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t61 * 8UL);
        unsigned long long t153 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t106 * 4UL);
        if (t57) {
            unsigned long t154 = hash_bytes((const void *)a3, (unsigned long)t107 * 4UL);
            t155 = (unsigned long long)t154;
        } else {
            t155 = 0ULL;
        }
        if (t57) {
            unsigned long t156 = hash_bytes((const void *)a2, (unsigned long)t86 * 4UL);
            t157 = (unsigned long long)t156;
        } else {
            t157 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t157, t155, t153, t152);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
