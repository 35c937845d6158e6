/* vcc: vector types and helpers */
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=2 avx512vbmi-zmm=3 sse4.2=2 sse2=2 neon=3 */
/* vcc-test: also-tune avx512 zen4 3 */
/* vcc-test: also-tune sse4.2 zen4 3 */
/* Interleave groups bound by the core's shuffle ports (`SHUFFLE_PORTS`, `loopvec/cost.rs`
 * `shuffle_floor`): on Intel's cores, whose cross-lane shuffles and lane extracts issue on one
 * port, and on the generic tune, which takes Intel's row, a vector iteration costs at least a
 * cycle per shuffle, however little the rest of it costs; Zen's two shuffle pipes take half.
 * x86 targets only: NEON's structure loads and the generic vectors have no row. */
#include "harness.h"

/* One member of four loaded from two arrays and stored with gaps: 18 shuffles per 8 elements
 * at VF 8 (three per group load, three per masked store of two lanes; 0.66x of the scalar
 * loop on a Golden Cove), six shuffles and three lane extracts per 4 at VF 4 (0.94x).
 * Scalar on sse4.2 and avx512 under the generic tune, vectorized under --tune=zen4 and on
 * avx512vbmi-zmm (16 lanes: 1.03x on the Golden Cove; the target `native` picks on Zen 5, where
 * it ran 1.16x). avx2 keeps it scalar on its masked stores' price, as before. */
void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i += 4)
        a[i] = b[i] + c[i];
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int t21;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float b_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            const float *t8 = c + t3;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float c_v = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t11 = b_v * c_v;
            *t4 = t11[0];
            t4[2] = t11[1];
            t4[4] = t11[2];
            t4[6] = t11[3];
            t4[8] = t11[4];
            t4[10] = t11[5];
            t4[12] = t11[6];
            t4[14] = t11[7];
            long t12 = (i_vec + 8L) * 2L;
            float *t13 = a + t12;
            const float *t14 = b + t12;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t14 + 8);
            vcc_v8_float b_v_1 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14);
            const float *t17 = c + t12;
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t17);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t17 + 8);
            vcc_v8_float c_v_1 = __builtin_shufflevector(t18, t19, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t20 = b_v_1 * c_v_1;
            *t13 = t20[0];
            t13[2] = t20[1];
            t13[4] = t20[2];
            t13[6] = t20[3];
            t13[8] = t20[4];
            t13[10] = t20[5];
            t13[12] = t20[6];
            t13[14] = t20[7];
            i_vec += 16L;
        } while (i_vec < t2);
        t21 = (int)(t2 * 2L);
    } else {
        t21 = 0;
    }
    long t22 = ((long)n + (long)t21 * -1L + 1L) / 2L - 1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1 * 2L;
            float *t25 = a + t24;
            const float *t26 = b + t24;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t26);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t26 + 8);
            vcc_v8_float b_v_2 = __builtin_shufflevector(t27, t28, 0, 2, 4, 6, 8, 10, 12, 14);
            const float *t29 = c + t24;
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t29);
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t29 + 8);
            vcc_v8_float c_v_2 = __builtin_shufflevector(t30, t31, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t32 = b_v_2 * c_v_2;
            *t25 = t32[0];
            t25[2] = t32[1];
            t25[4] = t32[2];
            t25[6] = t32[3];
            t25[8] = t32[4];
            t25[10] = t32[5];
            t25[12] = t32[6];
            t25[14] = t32[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23 * 2L);
    } else {
        i = t21;
    }
    for (; i < n; i += 2) {
        long t33 = (long)i;
        a[t33] = b[t33] * c[t33];
    }
}

/* A complex product: its shuffles are within the floor on every target. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t49;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float a_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_1 = __builtin_shufflevector(t6, t7, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t8 = b + t4;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float b_v = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_1 = __builtin_shufflevector(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t11 = a_v * b_v;
            long t12 = (long)(t3 + 1);
            const float *t13 = b + t12;
            vcc_v8_float t14 = a_v_1 * b_v_1;
            vcc_v8_float t15 = t11 - t14;
            float *t16 = c + t12;
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float a_v_2 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_3 = __builtin_shufflevector(t17, t18, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t13 + -1);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t13 + 7);
            vcc_v8_float b_v_2 = __builtin_shufflevector(t19, t20, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float b_v_3 = __builtin_shufflevector(t19, t20, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t21 = a_v_2 * b_v_2;
            vcc_v8_float t22 = a_v_3 * b_v_3;
            vcc_v8_float t23 = t21 + t22;
            vcc_v8_float t24 = __builtin_shufflevector(t15, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t16 + -1, t24);
            vcc_v8_float t25 = __builtin_shufflevector(t15, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t16 + 7, t25);
            int t26 = 2 * (int)(i_vec + 8L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t28 + 8);
            vcc_v8_float a_v_4 = __builtin_shufflevector(t29, t30, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_5 = __builtin_shufflevector(t29, t30, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t31 = b + t27;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t31 + 8);
            vcc_v8_float b_v_4 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_5 = __builtin_shufflevector(t32, t33, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t34 = a_v_4 * b_v_4;
            long t35 = (long)(t26 + 1);
            const float *t36 = b + t35;
            vcc_v8_float t37 = a_v_5 * b_v_5;
            vcc_v8_float t38 = t34 - t37;
            float *t39 = c + t35;
            vcc_v8_float t40 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t41 = vcc_load(vcc_v8_float, t28 + 8);
            vcc_v8_float a_v_6 = __builtin_shufflevector(t40, t41, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_7 = __builtin_shufflevector(t40, t41, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t42 = vcc_load(vcc_v8_float, t36 + -1);
            vcc_v8_float t43 = vcc_load(vcc_v8_float, t36 + 7);
            vcc_v8_float b_v_6 = __builtin_shufflevector(t42, t43, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float b_v_7 = __builtin_shufflevector(t42, t43, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t44 = a_v_6 * b_v_6;
            vcc_v8_float t45 = a_v_7 * b_v_7;
            vcc_v8_float t46 = t44 + t45;
            vcc_v8_float t47 = __builtin_shufflevector(t38, t46, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t39 + -1, t47);
            vcc_v8_float t48 = __builtin_shufflevector(t38, t46, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t39 + 7, t48);
            i_vec += 16L;
        } while (i_vec < t2);
        t49 = (int)t2;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        long t51 = t50 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t52 = 2 * (int)((long)t49 + i_vec_1);
            long t53 = (long)t52;
            const float *t54 = a + t53;
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t54);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t54 + 8);
            vcc_v8_float a_v_8 = __builtin_shufflevector(t55, t56, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_9 = __builtin_shufflevector(t55, t56, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t57 = b + t53;
            vcc_v8_float t58 = vcc_load(vcc_v8_float, t57);
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t57 + 8);
            vcc_v8_float b_v_8 = __builtin_shufflevector(t58, t59, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_9 = __builtin_shufflevector(t58, t59, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t60 = a_v_8 * b_v_8;
            long t61 = (long)(t52 + 1);
            const float *t62 = b + t61;
            vcc_v8_float t63 = a_v_9 * b_v_9;
            vcc_v8_float t64 = t60 - t63;
            float *t65 = c + t61;
            vcc_v8_float t66 = vcc_load(vcc_v8_float, t54);
            vcc_v8_float t67 = vcc_load(vcc_v8_float, t54 + 8);
            vcc_v8_float a_v_10 = __builtin_shufflevector(t66, t67, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_11 = __builtin_shufflevector(t66, t67, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t68 = vcc_load(vcc_v8_float, t62 + -1);
            vcc_v8_float t69 = vcc_load(vcc_v8_float, t62 + 7);
            vcc_v8_float b_v_10 = __builtin_shufflevector(t68, t69, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float b_v_11 = __builtin_shufflevector(t68, t69, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t70 = a_v_10 * b_v_10;
            vcc_v8_float t71 = a_v_11 * b_v_11;
            vcc_v8_float t72 = t70 + t71;
            vcc_v8_float t73 = __builtin_shufflevector(t64, t72, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t65 + -1, t73);
            vcc_v8_float t74 = __builtin_shufflevector(t64, t72, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t65 + 7, t74);
            i_vec_1 += 8L;
        } while (i_vec_1 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        int t75 = 2 * i;
        long t76 = (long)t75;
        const float *t77 = b + t76;
        vcc_v2_float t78 = vcc_splat(vcc_v2_float, a[t76]);
        vcc_v2_float t79 = vcc_load(vcc_v2_float, t77);
        vcc_v2_float t80 = t78 * t79;
        vcc_v2_float t81 = vcc_splat(vcc_v2_float, a[t75 + 1]);
        vcc_v2_float t82 = vcc_load(vcc_v2_float, t77);
        vcc_v2_float t83 = __builtin_shufflevector(t82, t82, 1, 0);
        vcc_v2_float t84 = t81 * t83;
        vcc_v2_float t85 = __builtin_shufflevector(t80 - t84, t80 + t84, 0, 3);
        vcc_store(c + t76, t85);
    }
}

int main(void) {
    int n;
    int k;
    int t1;
    int t33;
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
            return 0;
        }
        int m = 2 * n;
        void *t2 = new_array(m, 4UL);
        float *a = (float *)t2;
        void *t3 = new_array(m, 4UL);
        float *b = (float *)t3;
        void *t4 = new_array(m, 4UL);
        float *c = (float *)t4;
        long t5 = (long)n * 2L;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t4;
        long t11 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L))) & (((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
            long t15 = t5 & -16L;
            vcc_v8_int t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            vcc_v8_uint k_v = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec = 0L;
            /* vcc: loop at shuffle_port.c:45 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_2 = (vcc_v8_int)k_v;
                vcc_v8_float t18 = __builtin_convertvector(k_v_2, vcc_v8_float);
                vcc_store(a + k_vec, t18);
                vcc_v8_float t19 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f} * t18;
                vcc_v8_float t20 = t19 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(b + k_vec, t20);
                vcc_v8_int t21 = k_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_float t22 = __builtin_convertvector(t21, vcc_v8_float);
                vcc_v8_float t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t22;
                vcc_store(c + k_vec, t23);
                long t24 = k_vec + 8L;
                vcc_v8_uint t25 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_3 = (vcc_v8_int)t25;
                vcc_v8_float t26 = __builtin_convertvector(k_v_3, vcc_v8_float);
                vcc_store(a + t24, t26);
                vcc_v8_float t27 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f} * t26;
                vcc_v8_float t28 = t27 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(b + t24, t28);
                vcc_v8_int t29 = k_v_3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_float t30 = __builtin_convertvector(t29, vcc_v8_float);
                vcc_v8_float t31 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t30;
                vcc_store(c + t24, t31);
                k_vec += 16L;
                vcc_v8_uint t32 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (k_vec >= t15) {
                    break;
                }
                k_v = t32;
            }
            t33 = (int)t15;
        } else {
            t33 = 0;
        }
        long t34 = (long)n * 2L + (long)t33 * -1L;
        unsigned long t35 = (unsigned long)t2;
        unsigned long t36 = (unsigned long)t3;
        long t37 = (long)((unsigned long)t3 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t33 * 4L)));
        unsigned long t38 = (unsigned long)t2;
        unsigned long t39 = (unsigned long)t4;
        long t40 = (long)((unsigned long)t4 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t33 * 4L)));
        unsigned long t41 = (unsigned long)t3;
        unsigned long t42 = (unsigned long)t4;
        long t43 = (long)((unsigned long)t4 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t33 * 4L)));
        if ((t34 >= 8L) & (((t35 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t33 * 4L))) | ((t36 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t33 * 4L))) | ((t37 <= 0L) | (t37 >= 32L))) & (((t38 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t33 * 4L))) | ((t39 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t33 * 4L))) | ((t40 <= 0L) | (t40 >= 32L))) & (((t41 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t33 * 4L))) | ((t42 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t33 * 4L))) | ((t43 <= 0L) | (t43 >= 32L)))) {
            long t44 = t34 & -8L;
            vcc_v8_int t45 = (vcc_v8_int){t33, t33, t33, t33, t33, t33, t33, t33};
            vcc_v8_uint t46 = (vcc_v8_uint)t45;
            vcc_v8_uint k_v_1 = t46 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_1 = 0L;
            /* vcc: loop at shuffle_port.c:45 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t47 = (long)t33 + k_vec_1;
                vcc_v8_int k_v_4 = (vcc_v8_int)k_v_1;
                vcc_v8_float t48 = __builtin_convertvector(k_v_4, vcc_v8_float);
                vcc_store(a + t47, t48);
                vcc_v8_float t49 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f} * t48;
                vcc_v8_float t50 = t49 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(b + t47, t50);
                vcc_v8_int t51 = k_v_4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_float t52 = __builtin_convertvector(t51, vcc_v8_float);
                vcc_v8_float t53 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t52;
                vcc_store(c + t47, t53);
                k_vec_1 += 8L;
                vcc_v8_uint t54 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_1 >= t44) {
                    break;
                }
                k_v_1 = t54;
            }
            k = (int)((long)t33 + t44);
        } else {
            k = t33;
        }
        while (k < m) {
            long t55 = (long)k;
            float t56 = (float)k;
            a[t55] = t56;
            b[t55] = 0.5f * t56 - 3.0f;
            k++;
            c[t55] = 1.0f / (float)k;
        }
        const float *t57 = c;
        const float *t58 = b;
        step4_add(n, a, t58, t57);
        unsigned long t59 = (unsigned long)m * 4UL;
        const void *t60 = (const void *)a;
        unsigned long t61 = hash_bytes(t60, t59);
        step2_mul(n, a, t58, t57);
        unsigned long t62 = hash_bytes(t60, t59);
        cmul(n, a, t58, t57);
        printf("%d %llx %llx %llx\n", n, (unsigned long long)t61, (unsigned long long)t62, (unsigned long long)hash_bytes(t60, t59));
        free((void *)a);
        free((void *)b);
        free((void *)c);
    }
}
