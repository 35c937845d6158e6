/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=2 avx2=2 sse4.2=2 neon=1 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids */
#include "harness.h"

/* The tune prices the same instructions per core (`--tune`): AVX2's masked stores
   (`vmaskmovps`, `vpmaskmovq`) are microcoded on Zen 4, about 12 cycles a register, and one
   store uop on Sapphire Rapids. Under --tune=zen4 the conditional stores below are dearer
   (fewer parts unrolled: UF 2 for floats, and a lower estimate for the 64-bit ones); under
   --tune=sapphirerapids masked accesses cost what plain ones do, so the float loop's
   remainder runs as one masked vector iteration instead of a vector epilogue. Every run must
   print what the original prints. */
void scale_positive(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float c_v = vcc_load(vcc_v8_float, c + i_vec);
            vcc_m8 t3 = (vcc_m8)(c_v > (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_float b_v = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_float t4 = b_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t4, t3);
            long t5 = i_vec + 8L;
            vcc_v8_float c_v_1 = vcc_load(vcc_v8_float, c + t5);
            vcc_m8 t6 = (vcc_m8)(c_v_1 > (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_float b_v_1 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)t5 * 4UL), t6);
            vcc_v8_float t7 = b_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)a + (unsigned long)t5 * 4UL), t7, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v8_float c_v_2 = vcc_load(vcc_v8_float, c + t11);
            vcc_m8 t12 = (vcc_m8)(c_v_2 > (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_float b_v_2 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)t11 * 4UL), t12);
            vcc_v8_float t13 = b_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)a + (unsigned long)t11 * 4UL), t13, t12);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        if (c[t14] > 0.5f) {
            a[t14] = b[t14] * 2.0f;
        }
    }
}

void add_odd(int n, long *restrict a, const long *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long t3 = b_v & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t4 = __builtin_convertvector(t3 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t5 = (vcc_v4_ulong)b_v;
            vcc_v4_ulong t6 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t7 = t5 + t6;
            vcc_v4_long t8 = (vcc_v4_long)t7;
            vcc_store_masked((long *)((unsigned long)a + (unsigned long)i_vec * 8UL), t8, t4);
            long t9 = i_vec + 4L;
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t9);
            vcc_v4_long t10 = b_v_1 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t11 = __builtin_convertvector(t10 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t12 = (vcc_v4_ulong)b_v_1;
            vcc_v4_ulong t13 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t14 = t12 + t13;
            vcc_v4_long t15 = (vcc_v4_long)t14;
            vcc_store_masked((long *)((unsigned long)a + (unsigned long)t9 * 8UL), t15, t11);
            long t16 = i_vec + 8L;
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t16);
            vcc_v4_long t17 = b_v_2 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t18 = __builtin_convertvector(t17 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t19 = (vcc_v4_ulong)b_v_2;
            vcc_v4_ulong t20 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t21 = t19 + t20;
            vcc_v4_long t22 = (vcc_v4_long)t21;
            vcc_store_masked((long *)((unsigned long)a + (unsigned long)t16 * 8UL), t22, t18);
            long t23 = i_vec + 12L;
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t23);
            vcc_v4_long t24 = b_v_3 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t25 = __builtin_convertvector(t24 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t26 = (vcc_v4_ulong)b_v_3;
            vcc_v4_ulong t27 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t28 = t26 + t27;
            vcc_v4_long t29 = (vcc_v4_long)t28;
            vcc_store_masked((long *)((unsigned long)a + (unsigned long)t23 * 8UL), t29, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t33);
            vcc_v4_long t34 = b_v_4 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t35 = __builtin_convertvector(t34 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t36 = (vcc_v4_ulong)b_v_4;
            vcc_v4_ulong t37 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t38 = t36 + t37;
            vcc_v4_long t39 = (vcc_v4_long)t38;
            vcc_store_masked((long *)((unsigned long)a + (unsigned long)t33 * 8UL), t39, t35);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        long t41 = b[t40];
        if (t41 & 1L) {
            a[t40] = t41 + 3L;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4);
        long *la = new_array(n, 8), *lb = new_array(n, 8);
        FILL(fa, n, -100, 200);
        FILL(fb, n, -100, 200);
        FILL(fc, n, 0, 2);
        FILL(la, n, -1000, 2000);
        FILL(lb, n, -1000, 2000);
        scale_positive(n, fa, fb, fc);
        add_odd(n, la, lb);
        printf("n=%d scale=%llx odd=%llx\n", n, HASH(fa, n), HASH(la, n));
        free(fa), free(fb), free(fc), free(la), free(lb);
    }
    return 0;
}
