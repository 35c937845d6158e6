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
    long t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    long t8;
    vcc_v8_uint t9;
    long t10;
    vcc_v8_uint t11;
    long t12;
    vcc_v8_uint t13;
    long t14;
    vcc_v4_uint t15;
    long t16;
    vcc_v4_uint t17;
    long t18;
    vcc_v8_uint t19;
    long t20;
    vcc_v8_uint t21;
    long t22;
    int count_idx;
    int n_1;
    int t23;
    void *t24;
    int *b;
    void *t25;
    int *c;
    void *t26;
    float *bf;
    void *t27;
    double *bd;
    int fill_idx;
    int fill_idx_1;
    long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    long t39;
    long t40;
    vcc_v4_int t41;
    vcc_v4_float t42;
    vcc_v4_float t43;
    vcc_v4_int t44;
    vcc_v4_double t45;
    vcc_v4_double t46;
    long t47;
    vcc_v4_int t48;
    vcc_v4_float t49;
    vcc_v4_float t50;
    vcc_v4_int t51;
    vcc_v4_double t52;
    vcc_v4_double t53;
    long t54;
    vcc_v4_int t55;
    vcc_v4_float t56;
    vcc_v4_float t57;
    vcc_v4_int t58;
    vcc_v4_double t59;
    vcc_v4_double t60;
    long t61;
    vcc_v4_int t62;
    vcc_v4_float t63;
    vcc_v4_float t64;
    vcc_v4_int t65;
    vcc_v4_double t66;
    vcc_v4_double t67;
    int t68;
    long t69;
    unsigned long t70;
    unsigned long t71;
    unsigned long t72;
    unsigned long t73;
    unsigned long t74;
    unsigned long t75;
    unsigned long t76;
    unsigned long t77;
    unsigned long t78;
    unsigned long t79;
    long t80;
    long t81;
    vcc_v4_int t82;
    vcc_v4_float t83;
    vcc_v4_float t84;
    vcc_v4_int t85;
    vcc_v4_double t86;
    vcc_v4_double t87;
    int k;
    long t88;
    int t89;
    int t90;
    int *a2;
    int t91;
    float *a3;
    int t92;
    int *a23;
    int t93;
    double *ad;
    long t94;
    long t95;
    vcc_v8_int t96;
    vcc_v8_uint t97;
    vcc_v8_int t98;
    vcc_v8_int t99;
    vcc_v8_int t100;
    vcc_v8_uint t101;
    vcc_v8_int t102;
    vcc_v8_int t103;
    vcc_v8_int t104;
    vcc_v8_uint t105;
    vcc_v8_int t106;
    vcc_v8_int t107;
    vcc_v8_int t108;
    vcc_v8_uint t109;
    vcc_v8_int t110;
    vcc_v8_int t111;
    vcc_v8_int t112;
    vcc_v8_uint t113;
    int t114;
    long t115;
    long t116;
    vcc_v8_int t117;
    vcc_v8_uint t118;
    vcc_v8_int t119;
    vcc_v8_int t120;
    vcc_v8_int t121;
    vcc_v8_uint t122;
    int k_1;
    int t123;
    long t124;
    long t125;
    vcc_v8_int t126;
    vcc_v8_uint t127;
    vcc_v8_int t128;
    vcc_v8_float t129;
    vcc_v8_uint t130;
    vcc_v8_int t131;
    vcc_v8_float t132;
    vcc_v8_uint t133;
    vcc_v8_int t134;
    vcc_v8_float t135;
    vcc_v8_uint t136;
    vcc_v8_int t137;
    vcc_v8_float t138;
    vcc_v8_uint t139;
    int t140;
    long t141;
    long t142;
    vcc_v8_int t143;
    vcc_v8_uint t144;
    vcc_v8_int t145;
    vcc_v8_float t146;
    vcc_v8_uint t147;
    int k_2;
    int t148;
    int t149;
    long t150;
    long t151;
    vcc_v8_int t152;
    vcc_v8_uint t153;
    vcc_v8_int t154;
    vcc_v8_int t155;
    vcc_v8_uint t156;
    vcc_v8_int t157;
    vcc_v8_int t158;
    vcc_v8_uint t159;
    vcc_v8_int t160;
    vcc_v8_int t161;
    vcc_v8_uint t162;
    vcc_v8_int t163;
    vcc_v8_int t164;
    vcc_v8_uint t165;
    int t166;
    long t167;
    long t168;
    vcc_v8_int t169;
    vcc_v8_uint t170;
    vcc_v8_int t171;
    vcc_v8_int t172;
    vcc_v8_uint t173;
    int k_3;
    long t174;
    long t175;
    vcc_v4_int t176;
    vcc_v4_uint t177;
    vcc_v4_int t178;
    vcc_v4_double t179;
    vcc_v4_double t180;
    vcc_v4_uint t181;
    vcc_v4_int t182;
    vcc_v4_double t183;
    vcc_v4_double t184;
    vcc_v4_uint t185;
    vcc_v4_int t186;
    vcc_v4_double t187;
    vcc_v4_double t188;
    vcc_v4_uint t189;
    vcc_v4_int t190;
    vcc_v4_double t191;
    vcc_v4_double t192;
    vcc_v4_uint t193;
    int t194;
    long t195;
    long t196;
    vcc_v4_int t197;
    vcc_v4_uint t198;
    vcc_v4_int t199;
    vcc_v4_double t200;
    vcc_v4_double t201;
    vcc_v4_uint t202;
    int k_4;
    const int *t203;
    unsigned long long t204;
    unsigned long long t205;
    unsigned long t206;
    unsigned long long t207;
    unsigned long t208;
    unsigned long long t209;
    long t210;
    vcc_v8_int t211;
    vcc_v8_uint t212;
    vcc_v8_int t213;
    vcc_v8_uint t214;
    vcc_v8_int t215;
    vcc_v8_uint t216;
    vcc_v8_int t217;
    vcc_v8_uint t218;
    vcc_v8_int t219;
    int t220;
    long t221;
    long t222;
    vcc_v8_int t223;
    vcc_v8_uint t224;
    vcc_v8_int t225;
    int k_5;
    int fill_idx_2;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t23 = 1;
        } else {
            t23 = 0;
            n = n_1;
        }
        if (!t23) {
            if (2002L >= 32L) {
                t210 = 2002L & -32L;
                t211 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t212 = (vcc_v8_uint)t211;
                t19 = t212 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t20 = 0L;
                do {
                    t213 = (vcc_v8_int)t19;
                    vcc_store(&g[(int)((long)0 + t20)], t213);
                    t214 = t19 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t215 = (vcc_v8_int)t214;
                    vcc_store(&g[(int)((long)0 + (t20 + 8L))], t215);
                    t216 = t19 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t217 = (vcc_v8_int)t216;
                    vcc_store(&g[(int)((long)0 + (t20 + 16L))], t217);
                    t218 = t19 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t219 = (vcc_v8_int)t218;
                    vcc_store(&g[(int)((long)0 + (t20 + 24L))], t219);
                    t20 += 32L;
                    t19 = t19 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                } while (t20 < t210);
                t220 = (int)((long)0 + t210);
            } else {
                t220 = 0;
            }
            t221 = (long)t220 * -1L + 2002L;
            if (t221 >= 8L) {
                t222 = t221 & -8L;
                t223 = (vcc_v8_int){t220, t220, t220, t220, t220, t220, t220, t220};
                t224 = (vcc_v8_uint)t223;
                t21 = t224 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t22 = 0L;
                do {
                    t225 = (vcc_v8_int)t21;
                    vcc_store(&g[(int)((long)t220 + t22)], t225);
                    t22 += 8L;
                    t21 = t21 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                } while (t22 < t222);
                k_5 = (int)((long)t220 + t222);
            } else {
                k_5 = t220;
            }
            for (; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        t24 = new_array(n, 4UL);
        b = (int *)t24;
        t25 = new_array(n, 4UL);
        c = (int *)t25;
        t26 = new_array(n, 4UL);
        bf = (float *)t26;
        t27 = new_array(n, 8UL);
        bd = (double *)t27;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        t28 = (long)n;
        t29 = (unsigned long)t24;
        t30 = (unsigned long)t26;
        t31 = (unsigned long)t24;
        t32 = (unsigned long)t27;
        t33 = (unsigned long)t25;
        t34 = (unsigned long)t26;
        t35 = (unsigned long)t25;
        t36 = (unsigned long)t27;
        t37 = (unsigned long)t26;
        t38 = (unsigned long)t27;
        if ((t28 >= 16L) & (((t29 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)0L)) | ((t30 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)0L))) & (((t31 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t32 + (unsigned long)0L)) | ((t32 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= (t31 + (unsigned long)0L))) & (((t33 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t34 + (unsigned long)0L)) | ((t34 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t33 + (unsigned long)0L))) & (((t35 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t36 + (unsigned long)0L)) | ((t36 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= (t35 + (unsigned long)0L))) & (((t37 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t38 + (unsigned long)0L)) | ((t38 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= (t37 + (unsigned long)0L)))) {
            t39 = t28 & -16L;
            t1 = 0L;
            do {
                t40 = (long)(int)((long)0 + t1);
                t41 = vcc_load(vcc_v4_int, b + t40);
                t42 = __builtin_convertvector(t41, vcc_v4_float);
                t43 = t42 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t40, t43);
                t44 = vcc_load(vcc_v4_int, c + t40);
                t45 = __builtin_convertvector(t44, vcc_v4_double);
                t46 = t45 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t40, t46);
                t47 = (long)(int)((long)0 + (t1 + 4L));
                t48 = vcc_load(vcc_v4_int, b + t47);
                t49 = __builtin_convertvector(t48, vcc_v4_float);
                t50 = t49 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t47, t50);
                t51 = vcc_load(vcc_v4_int, c + t47);
                t52 = __builtin_convertvector(t51, vcc_v4_double);
                t53 = t52 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t47, t53);
                t54 = (long)(int)((long)0 + (t1 + 8L));
                t55 = vcc_load(vcc_v4_int, b + t54);
                t56 = __builtin_convertvector(t55, vcc_v4_float);
                t57 = t56 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t54, t57);
                t58 = vcc_load(vcc_v4_int, c + t54);
                t59 = __builtin_convertvector(t58, vcc_v4_double);
                t60 = t59 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t54, t60);
                t61 = (long)(int)((long)0 + (t1 + 12L));
                t62 = vcc_load(vcc_v4_int, b + t61);
                t63 = __builtin_convertvector(t62, vcc_v4_float);
                t64 = t63 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t61, t64);
                t65 = vcc_load(vcc_v4_int, c + t61);
                t66 = __builtin_convertvector(t65, vcc_v4_double);
                t67 = t66 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t61, t67);
                t1 += 16L;
            } while (t1 < t39);
            t68 = (int)((long)0 + t39);
        } else {
            t68 = 0;
        }
        t69 = (long)n + (long)t68 * -1L;
        t70 = (unsigned long)t24;
        t71 = (unsigned long)t26;
        t72 = (unsigned long)t24;
        t73 = (unsigned long)t27;
        t74 = (unsigned long)t25;
        t75 = (unsigned long)t26;
        t76 = (unsigned long)t25;
        t77 = (unsigned long)t27;
        t78 = (unsigned long)t26;
        t79 = (unsigned long)t27;
        if ((t69 >= 4L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L)))) & (((t72 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 8L))) | ((t73 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t68 * 4L)))) & (((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t68 * 4L))) | ((t75 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L)))) & (((t76 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t68 * 8L))) | ((t77 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t68 * 4L)))) & (((t78 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t68 * 8L))) | ((t79 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t78 + (unsigned long)((long)t68 * 4L))))) {
            t80 = t69 & -4L;
            t2 = 0L;
            do {
                t81 = (long)(int)((long)t68 + t2);
                t82 = vcc_load(vcc_v4_int, b + t81);
                t83 = __builtin_convertvector(t82, vcc_v4_float);
                t84 = t83 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t81, t84);
                t85 = vcc_load(vcc_v4_int, c + t81);
                t86 = __builtin_convertvector(t85, vcc_v4_double);
                t87 = t86 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t81, t87);
                t2 += 4L;
            } while (t2 < t80);
            k = (int)((long)t68 + t80);
        } else {
            k = t68;
        }
        for (; k < n; k++) {
            t88 = (long)k;
            bf[t88] = (float)b[t88] * 0.25f;
            bd[t88] = (double)c[t88] * 0.125;
        }
        t89 = n > 0;
        if (t89) {
            t90 = 2 * n - 1;
        } else {
            t90 = 0;
        }
        a2 = (int *)new_array(t90, 4UL);
        if (t89) {
            t91 = 3 * n - 1;
        } else {
            t91 = 0;
        }
        a3 = (float *)new_array(t91, 4UL);
        if (t89) {
            t92 = 3 * n;
        } else {
            t92 = 0;
        }
        a23 = (int *)new_array(t92, 4UL);
        t93 = 2 * n;
        ad = (double *)new_array(t93, 8UL);
        t94 = (long)n * 2L + -1L;
        if (t94 >= 32L) {
            t95 = t94 & -32L;
            t96 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t97 = (vcc_v8_uint)t96;
            t3 = t97 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t4 = 0L;
            for (;;) {
                t98 = (vcc_v8_int)t3;
                t99 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t98;
                t100 = t99 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)0 + t4), t100);
                t101 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t102 = (vcc_v8_int)t101;
                t103 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t102;
                t104 = t103 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)0 + (t4 + 8L)), t104);
                t105 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t106 = (vcc_v8_int)t105;
                t107 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t106;
                t108 = t107 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)0 + (t4 + 16L)), t108);
                t109 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t110 = (vcc_v8_int)t109;
                t111 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t110;
                t112 = t111 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)0 + (t4 + 24L)), t112);
                t4 += 32L;
                t113 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t4 >= t95) {
                    break;
                }
                t3 = t113;
            }
            t114 = (int)((long)0 + t95);
        } else {
            t114 = 0;
        }
        t115 = (long)n * 2L + (long)t114 * -1L + -1L;
        if (t115 >= 8L) {
            t116 = t115 & -8L;
            t117 = (vcc_v8_int){t114, t114, t114, t114, t114, t114, t114, t114};
            t118 = (vcc_v8_uint)t117;
            t5 = t118 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t6 = 0L;
            for (;;) {
                t119 = (vcc_v8_int)t5;
                t120 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * t119;
                t121 = t120 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (int)((long)t114 + t6), t121);
                t6 += 8L;
                t122 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
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
        t124 = (long)n * 3L + -1L;
        if (t124 >= 32L) {
            t125 = t124 & -32L;
            t126 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t127 = (vcc_v8_uint)t126;
            t7 = t127 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t8 = 0L;
            for (;;) {
                t128 = (vcc_v8_int)t7;
                t129 = __builtin_convertvector(t128, vcc_v8_float);
                vcc_store(a3 + (int)((long)0 + t8), t129);
                t130 = t7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t131 = (vcc_v8_int)t130;
                t132 = __builtin_convertvector(t131, vcc_v8_float);
                vcc_store(a3 + (int)((long)0 + (t8 + 8L)), t132);
                t133 = t7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t134 = (vcc_v8_int)t133;
                t135 = __builtin_convertvector(t134, vcc_v8_float);
                vcc_store(a3 + (int)((long)0 + (t8 + 16L)), t135);
                t136 = t7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t137 = (vcc_v8_int)t136;
                t138 = __builtin_convertvector(t137, vcc_v8_float);
                vcc_store(a3 + (int)((long)0 + (t8 + 24L)), t138);
                t8 += 32L;
                t139 = t7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t8 >= t125) {
                    break;
                }
                t7 = t139;
            }
            t140 = (int)((long)0 + t125);
        } else {
            t140 = 0;
        }
        t141 = (long)n * 3L + (long)t140 * -1L + -1L;
        if (t141 >= 8L) {
            t142 = t141 & -8L;
            t143 = (vcc_v8_int){t140, t140, t140, t140, t140, t140, t140, t140};
            t144 = (vcc_v8_uint)t143;
            t9 = t144 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t10 = 0L;
            for (;;) {
                t145 = (vcc_v8_int)t9;
                t146 = __builtin_convertvector(t145, vcc_v8_float);
                vcc_store(a3 + (int)((long)t140 + t10), t146);
                t10 += 8L;
                t147 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
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
        t150 = (long)n * 3L;
        if (t150 >= 32L) {
            t151 = t150 & -32L;
            t152 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t153 = (vcc_v8_uint)t152;
            t11 = t153 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t12 = 0L;
            for (;;) {
                t154 = (vcc_v8_int)t11;
                t155 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t154;
                vcc_store(a23 + (int)((long)0 + t12), t155);
                t156 = t11 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t157 = (vcc_v8_int)t156;
                t158 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t157;
                vcc_store(a23 + (int)((long)0 + (t12 + 8L)), t158);
                t159 = t11 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t160 = (vcc_v8_int)t159;
                t161 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t160;
                vcc_store(a23 + (int)((long)0 + (t12 + 16L)), t161);
                t162 = t11 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t163 = (vcc_v8_int)t162;
                t164 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t163;
                vcc_store(a23 + (int)((long)0 + (t12 + 24L)), t164);
                t12 += 32L;
                t165 = t11 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t12 >= t151) {
                    break;
                }
                t11 = t165;
            }
            t166 = (int)((long)0 + t151);
        } else {
            t166 = 0;
        }
        t167 = (long)n * 3L + (long)t166 * -1L;
        if (t167 >= 8L) {
            t168 = t167 & -8L;
            t169 = (vcc_v8_int){t166, t166, t166, t166, t166, t166, t166, t166};
            t170 = (vcc_v8_uint)t169;
            t13 = t170 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t14 = 0L;
            for (;;) {
                t171 = (vcc_v8_int)t13;
                t172 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - t171;
                vcc_store(a23 + (int)((long)t166 + t14), t172);
                t14 += 8L;
                t173 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
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
        t174 = (long)n * 2L;
        if (t174 >= 16L) {
            t175 = t174 & -16L;
            t176 = (vcc_v4_int){0, 0, 0, 0};
            t177 = (vcc_v4_uint)t176;
            t15 = t177 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t16 = 0L;
            for (;;) {
                t178 = (vcc_v4_int)t15;
                t179 = __builtin_convertvector(t178, vcc_v4_double);
                t180 = -t179;
                vcc_store(ad + (int)((long)0 + t16), t180);
                t181 = t15 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t182 = (vcc_v4_int)t181;
                t183 = __builtin_convertvector(t182, vcc_v4_double);
                t184 = -t183;
                vcc_store(ad + (int)((long)0 + (t16 + 4L)), t184);
                t185 = t15 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t186 = (vcc_v4_int)t185;
                t187 = __builtin_convertvector(t186, vcc_v4_double);
                t188 = -t187;
                vcc_store(ad + (int)((long)0 + (t16 + 8L)), t188);
                t189 = t15 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t190 = (vcc_v4_int)t189;
                t191 = __builtin_convertvector(t190, vcc_v4_double);
                t192 = -t191;
                vcc_store(ad + (int)((long)0 + (t16 + 12L)), t192);
                t16 += 16L;
                t193 = t15 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t16 >= t175) {
                    break;
                }
                t15 = t193;
            }
            t194 = (int)((long)0 + t175);
        } else {
            t194 = 0;
        }
        t195 = (long)n * 2L + (long)t194 * -1L;
        if (t195 >= 4L) {
            t196 = t195 & -4L;
            t197 = (vcc_v4_int){t194, t194, t194, t194};
            t198 = (vcc_v4_uint)t197;
            t17 = t198 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t18 = 0L;
            for (;;) {
                t199 = (vcc_v4_int)t17;
                t200 = __builtin_convertvector(t199, vcc_v4_double);
                t201 = -t200;
                vcc_store(ad + (int)((long)t194 + t18), t201);
                t18 += 4L;
                t202 = t17 + (vcc_v4_uint){4U, 4U, 4U, 4U};
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
        t203 = b;
        evens(n, a2, t203, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t203);
        odd_doubles(n, ad, bd);
        t204 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t93 * 8UL);
        t205 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t148 * 4UL);
        if (t89) {
            t206 = hash_bytes((const void *)a3, (unsigned long)t149 * 4UL);
            t207 = (unsigned long long)t206;
        } else {
            t207 = 0ULL;
        }
        if (t89) {
            t208 = hash_bytes((const void *)a2, (unsigned long)t123 * 4UL);
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
