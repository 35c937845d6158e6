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
    int t23;
    int t68;
    int k;
    int t90;
    int t91;
    int t92;
    int t114;
    int k_1;
    int t123;
    int t140;
    int k_2;
    int t148;
    int t149;
    int t166;
    int k_3;
    int t194;
    int k_4;
    unsigned long long t207;
    unsigned long long t209;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t23 = 1;
        } else {
            t23 = 0;
            n = n_1;
        }
        if (!t23) {
            vcc_v8_int t210 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t211 = (vcc_v8_uint)t210;
            vcc_v8_uint t19 = t211 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t20 = 0L;
            do {
                vcc_v8_int t212 = (vcc_v8_int)t19;
                vcc_store(&g[(int)t20], t212);
                vcc_v8_uint t213 = t19 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t214 = (vcc_v8_int)t213;
                vcc_store(&g[(int)(t20 + 8L)], t214);
                vcc_v8_uint t215 = t19 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t216 = (vcc_v8_int)t215;
                vcc_store(&g[(int)(t20 + 16L)], t216);
                vcc_v8_uint t217 = t19 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t218 = (vcc_v8_int)t217;
                vcc_store(&g[(int)(t20 + 24L)], t218);
                t20 += 32L;
                t19 = t19 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            } while (t20 < 1984L);
            vcc_v8_int t219 = (vcc_v8_int){1984, 1984, 1984, 1984, 1984, 1984, 1984, 1984};
            vcc_v8_uint t220 = (vcc_v8_uint)t219;
            vcc_v8_uint t21 = t220 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t22 = 0L;
            do {
                vcc_v8_int t221 = (vcc_v8_int)t21;
                vcc_store(&g[(int)(1984L + t22)], t221);
                t22 += 8L;
                t21 = t21 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            } while (t22 < 16L);
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
        void *t24 = new_array(n, 4UL);
        int *b = (int *)t24;
        void *t25 = new_array(n, 4UL);
        int *c = (int *)t25;
        void *t26 = new_array(n, 4UL);
        float *bf = (float *)t26;
        void *t27 = new_array(n, 8UL);
        double *bd = (double *)t27;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        long t28 = (long)n;
        unsigned long t29 = (unsigned long)t24;
        unsigned long t30 = (unsigned long)t26;
        unsigned long t31 = (unsigned long)t24;
        unsigned long t32 = (unsigned long)t27;
        unsigned long t33 = (unsigned long)t25;
        unsigned long t34 = (unsigned long)t26;
        unsigned long t35 = (unsigned long)t25;
        unsigned long t36 = (unsigned long)t27;
        unsigned long t37 = (unsigned long)t26;
        unsigned long t38 = (unsigned long)t27;
        if ((t28 >= 16L) & (((t29 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t31)) & (((t33 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t37))) {
            long t39 = t28 & -16L;
            long t1 = 0L;
            do {
                long t40 = (long)(int)t1;
                vcc_v4_int t41 = vcc_load(vcc_v4_int, b + t40);
                vcc_v4_float t42 = __builtin_convertvector(t41, vcc_v4_float);
                vcc_v4_float t43 = t42 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t40, t43);
                vcc_v4_int t44 = vcc_load(vcc_v4_int, c + t40);
                vcc_v4_double t45 = __builtin_convertvector(t44, vcc_v4_double);
                vcc_v4_double t46 = t45 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t40, t46);
                long t47 = (long)(int)(t1 + 4L);
                vcc_v4_int t48 = vcc_load(vcc_v4_int, b + t47);
                vcc_v4_float t49 = __builtin_convertvector(t48, vcc_v4_float);
                vcc_v4_float t50 = t49 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t47, t50);
                vcc_v4_int t51 = vcc_load(vcc_v4_int, c + t47);
                vcc_v4_double t52 = __builtin_convertvector(t51, vcc_v4_double);
                vcc_v4_double t53 = t52 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t47, t53);
                long t54 = (long)(int)(t1 + 8L);
                vcc_v4_int t55 = vcc_load(vcc_v4_int, b + t54);
                vcc_v4_float t56 = __builtin_convertvector(t55, vcc_v4_float);
                vcc_v4_float t57 = t56 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t54, t57);
                vcc_v4_int t58 = vcc_load(vcc_v4_int, c + t54);
                vcc_v4_double t59 = __builtin_convertvector(t58, vcc_v4_double);
                vcc_v4_double t60 = t59 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t54, t60);
                long t61 = (long)(int)(t1 + 12L);
                vcc_v4_int t62 = vcc_load(vcc_v4_int, b + t61);
                vcc_v4_float t63 = __builtin_convertvector(t62, vcc_v4_float);
                vcc_v4_float t64 = t63 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t61, t64);
                vcc_v4_int t65 = vcc_load(vcc_v4_int, c + t61);
                vcc_v4_double t66 = __builtin_convertvector(t65, vcc_v4_double);
                vcc_v4_double t67 = t66 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t61, t67);
                t1 += 16L;
            } while (t1 < t39);
            t68 = (int)t39;
        } else {
            t68 = 0;
        }
        long t69 = (long)n + (long)t68 * -1L;
        unsigned long t70 = (unsigned long)t24;
        unsigned long t71 = (unsigned long)t26;
        unsigned long t72 = (unsigned long)t24;
        unsigned long t73 = (unsigned long)t27;
        unsigned long t74 = (unsigned long)t25;
        unsigned long t75 = (unsigned long)t26;
        unsigned long t76 = (unsigned long)t25;
        unsigned long t77 = (unsigned long)t27;
        unsigned long t78 = (unsigned long)t26;
        unsigned long t79 = (unsigned long)t27;
        if ((t69 >= 4L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L)))) & (((t72 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 8L))) | ((t73 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t68 * 4L)))) & (((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t68 * 4L))) | ((t75 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L)))) & (((t76 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t68 * 8L))) | ((t77 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t68 * 4L)))) & (((t78 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t68 * 8L))) | ((t79 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t78 + (unsigned long)((long)t68 * 4L))))) {
            long t80 = t69 & -4L;
            long t2 = 0L;
            do {
                long t81 = (long)(int)((long)t68 + t2);
                vcc_v4_int t82 = vcc_load(vcc_v4_int, b + t81);
                vcc_v4_float t83 = __builtin_convertvector(t82, vcc_v4_float);
                vcc_v4_float t84 = t83 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t81, t84);
                vcc_v4_int t85 = vcc_load(vcc_v4_int, c + t81);
                vcc_v4_double t86 = __builtin_convertvector(t85, vcc_v4_double);
                vcc_v4_double t87 = t86 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t81, t87);
                t2 += 4L;
            } while (t2 < t80);
            k = (int)((long)t68 + t80);
        } else {
            k = t68;
        }
        for (; k < n; k++) {
            long t88 = (long)k;
            bf[t88] = (float)b[t88] * 0.25f;
            bd[t88] = (double)c[t88] * 0.125;
        }
        int t89 = n > 0;
        if (t89) {
            t90 = 2 * n - 1;
        } else {
            t90 = 0;
        }
        int *a2 = (int *)new_array(t90, 4UL);
        if (t89) {
            t91 = 3 * n - 1;
        } else {
            t91 = 0;
        }
        float *a3 = (float *)new_array(t91, 4UL);
        if (t89) {
            t92 = 3 * n;
        } else {
            t92 = 0;
        }
        int *a23 = (int *)new_array(t92, 4UL);
        int t93 = 2 * n;
        double *ad = (double *)new_array(t93, 8UL);
        long t94 = (long)n * 2L + -1L;
        if (t94 >= 32L) {
            long t95 = t94 & -32L;
            vcc_v8_int t96 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t97 = (vcc_v8_uint)t96;
            vcc_v8_uint t3 = t97 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t4 = 0L;
            for (;;) {
                vcc_v8_int t98 = (vcc_v8_int)t3;
                vcc_v8_int t99 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t98;
                vcc_v8_int t100 = t99 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)t4, t100);
                vcc_v8_uint t101 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t102 = (vcc_v8_int)t101;
                vcc_v8_int t103 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t102;
                vcc_v8_int t104 = t103 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)(t4 + 8L), t104);
                vcc_v8_uint t105 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t106 = (vcc_v8_int)t105;
                vcc_v8_int t107 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t106;
                vcc_v8_int t108 = t107 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)(t4 + 16L), t108);
                vcc_v8_uint t109 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t110 = (vcc_v8_int)t109;
                vcc_v8_int t111 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t110;
                vcc_v8_int t112 = t111 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)(t4 + 24L), t112);
                t4 += 32L;
                vcc_v8_uint t113 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t4 >= t95) {
                    break;
                }
                t3 = t113;
            }
            t114 = (int)t95;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 2L + (long)t114 * -1L + -1L;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            vcc_v8_int t117 = (vcc_v8_int){t114, t114, t114, t114, t114, t114, t114, t114};
            vcc_v8_uint t118 = (vcc_v8_uint)t117;
            vcc_v8_uint t5 = t118 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t6 = 0L;
            for (;;) {
                vcc_v8_int t119 = (vcc_v8_int)t5;
                vcc_v8_int t120 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t119;
                vcc_v8_int t121 = t120 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)t114 + t6), t121);
                t6 += 8L;
                vcc_v8_uint t122 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t6 >= t116) {
                    break;
                }
                t5 = t122;
            }
            k_1 = (int)((long)t114 + t116);
        } else {
            k_1 = t114;
        }
        for (;; k_1++) {
            t123 = t93 - 1;
            if (k_1 >= t123) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t124 = (long)n * 3L + -1L;
        if (t124 >= 32L) {
            long t125 = t124 & -32L;
            vcc_v8_int t126 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t127 = (vcc_v8_uint)t126;
            vcc_v8_uint t7 = t127 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t8 = 0L;
            for (;;) {
                vcc_v8_int t128 = (vcc_v8_int)t7;
                vcc_v8_float t129 = __builtin_convertvector(t128, vcc_v8_float);
                vcc_store(a3 + (int)t8, t129);
                vcc_v8_uint t130 = t7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t131 = (vcc_v8_int)t130;
                vcc_v8_float t132 = __builtin_convertvector(t131, vcc_v8_float);
                vcc_store(a3 + (int)(t8 + 8L), t132);
                vcc_v8_uint t133 = t7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t134 = (vcc_v8_int)t133;
                vcc_v8_float t135 = __builtin_convertvector(t134, vcc_v8_float);
                vcc_store(a3 + (int)(t8 + 16L), t135);
                vcc_v8_uint t136 = t7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t137 = (vcc_v8_int)t136;
                vcc_v8_float t138 = __builtin_convertvector(t137, vcc_v8_float);
                vcc_store(a3 + (int)(t8 + 24L), t138);
                t8 += 32L;
                vcc_v8_uint t139 = t7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t8 >= t125) {
                    break;
                }
                t7 = t139;
            }
            t140 = (int)t125;
        } else {
            t140 = 0;
        }
        long t141 = (long)n * 3L + (long)t140 * -1L + -1L;
        if (t141 >= 8L) {
            long t142 = t141 & -8L;
            vcc_v8_int t143 = (vcc_v8_int){t140, t140, t140, t140, t140, t140, t140, t140};
            vcc_v8_uint t144 = (vcc_v8_uint)t143;
            vcc_v8_uint t9 = t144 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t10 = 0L;
            for (;;) {
                vcc_v8_int t145 = (vcc_v8_int)t9;
                vcc_v8_float t146 = __builtin_convertvector(t145, vcc_v8_float);
                vcc_store(a3 + (int)((long)t140 + t10), t146);
                t10 += 8L;
                vcc_v8_uint t147 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t10 >= t142) {
                    break;
                }
                t9 = t147;
            }
            k_2 = (int)((long)t140 + t142);
        } else {
            k_2 = t140;
        }
        for (;; k_2++) {
            t148 = 3 * n;
            t149 = t148 - 1;
            if (k_2 >= t149) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t150 = (long)n * 3L;
        if (t150 >= 32L) {
            long t151 = t150 & -32L;
            vcc_v8_int t152 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t153 = (vcc_v8_uint)t152;
            vcc_v8_uint t11 = t153 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t12 = 0L;
            for (;;) {
                vcc_v8_int t154 = (vcc_v8_int)t11;
                vcc_v8_int t155 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t154;
                vcc_store(a23 + (int)t12, t155);
                vcc_v8_uint t156 = t11 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t157 = (vcc_v8_int)t156;
                vcc_v8_int t158 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t157;
                vcc_store(a23 + (int)(t12 + 8L), t158);
                vcc_v8_uint t159 = t11 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t160 = (vcc_v8_int)t159;
                vcc_v8_int t161 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t160;
                vcc_store(a23 + (int)(t12 + 16L), t161);
                vcc_v8_uint t162 = t11 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t163 = (vcc_v8_int)t162;
                vcc_v8_int t164 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t163;
                vcc_store(a23 + (int)(t12 + 24L), t164);
                t12 += 32L;
                vcc_v8_uint t165 = t11 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t12 >= t151) {
                    break;
                }
                t11 = t165;
            }
            t166 = (int)t151;
        } else {
            t166 = 0;
        }
        long t167 = (long)n * 3L + (long)t166 * -1L;
        if (t167 >= 8L) {
            long t168 = t167 & -8L;
            vcc_v8_int t169 = (vcc_v8_int){t166, t166, t166, t166, t166, t166, t166, t166};
            vcc_v8_uint t170 = (vcc_v8_uint)t169;
            vcc_v8_uint t13 = t170 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t14 = 0L;
            for (;;) {
                vcc_v8_int t171 = (vcc_v8_int)t13;
                vcc_v8_int t172 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t171;
                vcc_store(a23 + (int)((long)t166 + t14), t172);
                t14 += 8L;
                vcc_v8_uint t173 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t14 >= t168) {
                    break;
                }
                t13 = t173;
            }
            k_3 = (int)((long)t166 + t168);
        } else {
            k_3 = t166;
        }
        for (; k_3 < t148; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t174 = (long)n * 2L;
        if (t174 >= 16L) {
            long t175 = t174 & -16L;
            vcc_v4_int t176 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t177 = (vcc_v4_uint)t176;
            vcc_v4_uint t15 = t177 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t16 = 0L;
            for (;;) {
                vcc_v4_int t178 = (vcc_v4_int)t15;
                vcc_v4_double t179 = __builtin_convertvector(t178, vcc_v4_double);
                vcc_v4_double t180 = -t179;
                vcc_store(ad + (int)t16, t180);
                vcc_v4_uint t181 = t15 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int t182 = (vcc_v4_int)t181;
                vcc_v4_double t183 = __builtin_convertvector(t182, vcc_v4_double);
                vcc_v4_double t184 = -t183;
                vcc_store(ad + (int)(t16 + 4L), t184);
                vcc_v4_uint t185 = t15 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int t186 = (vcc_v4_int)t185;
                vcc_v4_double t187 = __builtin_convertvector(t186, vcc_v4_double);
                vcc_v4_double t188 = -t187;
                vcc_store(ad + (int)(t16 + 8L), t188);
                vcc_v4_uint t189 = t15 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int t190 = (vcc_v4_int)t189;
                vcc_v4_double t191 = __builtin_convertvector(t190, vcc_v4_double);
                vcc_v4_double t192 = -t191;
                vcc_store(ad + (int)(t16 + 12L), t192);
                t16 += 16L;
                vcc_v4_uint t193 = t15 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t16 >= t175) {
                    break;
                }
                t15 = t193;
            }
            t194 = (int)t175;
        } else {
            t194 = 0;
        }
        long t195 = (long)n * 2L + (long)t194 * -1L;
        if (t195 >= 4L) {
            long t196 = t195 & -4L;
            vcc_v4_int t197 = (vcc_v4_int){t194, t194, t194, t194};
            vcc_v4_uint t198 = (vcc_v4_uint)t197;
            vcc_v4_uint t17 = t198 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t18 = 0L;
            for (;;) {
                vcc_v4_int t199 = (vcc_v4_int)t17;
                vcc_v4_double t200 = __builtin_convertvector(t199, vcc_v4_double);
                vcc_v4_double t201 = -t200;
                vcc_store(ad + (int)((long)t194 + t18), t201);
                t18 += 4L;
                vcc_v4_uint t202 = t17 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t18 >= t196) {
                    break;
                }
                t17 = t202;
            }
            k_4 = (int)((long)t194 + t196);
        } else {
            k_4 = t194;
        }
        for (; k_4 < t93; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t203 = b;
        evens(n, a2, t203, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t203);
        odd_doubles(n, ad, bd);
        unsigned long long t204 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t93 * 8UL);
        unsigned long long t205 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t148 * 4UL);
        if (t89) {
            unsigned long t206 = hash_bytes((const void *)a3, (unsigned long)t149 * 4UL);
            t207 = (unsigned long long)t206;
        } else {
            t207 = 0ULL;
        }
        if (t89) {
            unsigned long t208 = hash_bytes((const void *)a2, (unsigned long)t123 * 4UL);
            t209 = (unsigned long long)t208;
        } else {
            t209 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t209, t207, t205, t204);
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
