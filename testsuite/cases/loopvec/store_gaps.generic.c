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

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere each member lane extracted and stored on
   its own where the members fill at least half the group (all but `thirds` on AVX2 and
   generic; every group on SSE and NEON), the rest priced as the per-lane scatters of masked
   stores (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_int t4 = b_v + c_v;
            *t3 = t4[0];
            t3[2] = t4[1];
            t3[4] = t4[2];
            t3[6] = t4[3];
            t3[8] = t4[4];
            t3[10] = t4[5];
            t3[12] = t4[6];
            t3[14] = t4[7];
            long t5 = i_vec + 8L;
            int *t6 = a + 2 * (int)t5;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t5);
            vcc_v8_int t7 = b_v_1 + c_v_1;
            *t6 = t7[0];
            t6[2] = t7[1];
            t6[4] = t7[2];
            t6[6] = t7[3];
            t6[8] = t7[4];
            t6[10] = t7[5];
            t6[12] = t7[6];
            t6[14] = t7[7];
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
        /* vcc: loop at store_gaps.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            int *t12 = a + 2 * (int)t11;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t11);
            vcc_v8_int t13 = b_v_2 + c_v_2;
            *t12 = t13[0];
            t12[2] = t13[1];
            t12[4] = t13[2];
            t12[6] = t13[3];
            t12[8] = t13[4];
            t12[10] = t13[5];
            t12[12] = t13[6];
            t12[14] = t13[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        a[2 * i] = b[t14] + c[t14];
    }
}

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, t3);
            vcc_v8_int t5 = -b_v_1;
            t4[-2] = b_v[0];
            *t4 = t5[0];
            t4[1] = b_v[1];
            t4[3] = t5[1];
            t4[4] = b_v[2];
            t4[6] = t5[2];
            t4[7] = b_v[3];
            t4[9] = t5[3];
            t4[10] = b_v[4];
            t4[12] = t5[4];
            t4[13] = b_v[5];
            t4[15] = t5[5];
            t4[16] = b_v[6];
            t4[18] = t5[6];
            t4[19] = b_v[7];
            t4[21] = t5[7];
            long t6 = i_vec + 8L;
            const int *t7 = b + t6;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, t7);
            int *t8 = a + (3 * (int)t6 + 2);
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t9 = -b_v_3;
            t8[-2] = b_v_2[0];
            *t8 = t9[0];
            t8[1] = b_v_2[1];
            t8[3] = t9[1];
            t8[4] = b_v_2[2];
            t8[6] = t9[2];
            t8[7] = b_v_2[3];
            t8[9] = t9[3];
            t8[10] = b_v_2[4];
            t8[12] = t9[4];
            t8[13] = b_v_2[5];
            t8[15] = t9[5];
            t8[16] = b_v_2[6];
            t8[18] = t9[6];
            t8[19] = b_v_2[7];
            t8[21] = t9[7];
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            const int *t14 = b + t13;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, t14);
            int *t15 = a + (3 * (int)t13 + 2);
            vcc_v8_int b_v_5 = vcc_load(vcc_v8_int, t14);
            vcc_v8_int t16 = -b_v_5;
            t15[-2] = b_v_4[0];
            *t15 = t16[0];
            t15[1] = b_v_4[1];
            t15[3] = t16[1];
            t15[4] = b_v_4[2];
            t15[6] = t16[2];
            t15[7] = b_v_4[3];
            t15[9] = t16[3];
            t15[10] = b_v_4[4];
            t15[12] = t16[4];
            t15[13] = b_v_4[5];
            t15[15] = t16[5];
            t15[16] = b_v_4[6];
            t15[18] = t16[6];
            t15[19] = b_v_4[7];
            t15[21] = t16[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        int t17 = 3 * i;
        const int *t18 = b + i;
        a[t17] = *t18;
        a[t17 + 2] = -*t18;
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_v4_double t4 = b_v + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t3 = t4[0];
            t3[2] = t4[1];
            t3[4] = t4[2];
            t3[6] = t4[3];
            long t5 = i_vec + 4L;
            double *t6 = a + (2 * (int)t5 + 1);
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t7 = b_v_1 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t6 = t7[0];
            t6[2] = t7[1];
            t6[4] = t7[2];
            t6[6] = t7[3];
            long t8 = i_vec + 8L;
            double *t9 = a + (2 * (int)t8 + 1);
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t8);
            vcc_v4_double t10 = b_v_2 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t9 = t10[0];
            t9[2] = t10[1];
            t9[4] = t10[2];
            t9[6] = t10[3];
            long t11 = i_vec + 12L;
            double *t12 = a + (2 * (int)t11 + 1);
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t11);
            vcc_v4_double t13 = b_v_3 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t12 = t13[0];
            t12[2] = t13[1];
            t12[4] = t13[2];
            t12[6] = t13[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            double *t18 = a + (2 * (int)t17 + 1);
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t17);
            vcc_v4_double t19 = b_v_4 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t18 = t19[0];
            t18[2] = t19[1];
            t18[4] = t19[2];
            t18[6] = t19[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[2 * i + 1] = b[i] + 0.5;
    }
}

#define G 1001
static int g[2 * G];
static int gb[G];

static __typeof__(gb) gb __attribute__((aligned(32)));
void global_evens(void) {
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        vcc_v8_int gb_v = vcc_load(vcc_v8_int, &gb[i_vec]);
        vcc_v8_int t2 = gb_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        *t1 = t2[0];
        t1[2] = t2[1];
        t1[4] = t2[2];
        t1[6] = t2[3];
        t1[8] = t2[4];
        t1[10] = t2[5];
        t1[12] = t2[6];
        t1[14] = t2[7];
        long t3 = i_vec + 8L;
        int *t4 = &g[2 * (int)t3];
        vcc_v8_int gb_v_1 = vcc_load(vcc_v8_int, &gb[t3]);
        vcc_v8_int t5 = gb_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        *t4 = t5[0];
        t4[2] = t5[1];
        t4[4] = t5[2];
        t4[6] = t5[3];
        t4[8] = t5[4];
        t4[10] = t5[5];
        t4[12] = t5[6];
        t4[14] = t5[7];
        long t6 = i_vec + 16L;
        int *t7 = &g[2 * (int)t6];
        vcc_v8_int gb_v_2 = vcc_load(vcc_v8_int, &gb[t6]);
        vcc_v8_int t8 = gb_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        *t7 = t8[0];
        t7[2] = t8[1];
        t7[4] = t8[2];
        t7[6] = t8[3];
        t7[8] = t8[4];
        t7[10] = t8[5];
        t7[12] = t8[6];
        t7[14] = t8[7];
        long t9 = i_vec + 24L;
        int *t10 = &g[2 * (int)t9];
        vcc_v8_int gb_v_3 = vcc_load(vcc_v8_int, &gb[t9]);
        vcc_v8_int t11 = gb_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        *t10 = t11[0];
        t10[2] = t11[1];
        t10[4] = t11[2];
        t10[6] = t11[3];
        t10[8] = t11[4];
        t10[10] = t11[5];
        t10[12] = t11[6];
        t10[14] = t11[7];
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        int *t13 = &g[2 * (int)t12];
        vcc_v8_int gb_v_4 = vcc_load(vcc_v8_int, &gb[t12]);
        vcc_v8_int t14 = gb_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        *t13 = t14[0];
        t13[2] = t14[1];
        t13[4] = t14[2];
        t13[6] = t14[3];
        t13[8] = t14[4];
        t13[10] = t14[5];
        t13[12] = t14[6];
        t13[14] = t14[7];
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

static __typeof__(g) g __attribute__((aligned(32)));
int main(void) {
    int n;
    int t1;
    int t37;
    int k;
    int t57;
    int t58;
    int t59;
    int t77;
    int k_1;
    int t85;
    int t98;
    int k_2;
    int t105;
    int t106;
    int t119;
    int k_3;
    int t142;
    int k_4;
    unsigned long long t154;
    unsigned long long t156;
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
            vcc_v8_int t157 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t158 = (vcc_v8_uint)t157;
            vcc_v8_uint k_v_8 = t158 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int k_v_30 = (vcc_v8_int)k_v_8;
                vcc_store(&g[k_vec_10], k_v_30);
                vcc_v8_uint t159 = k_v_8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_31 = (vcc_v8_int)t159;
                vcc_store(&g[k_vec_10 + 8L], k_v_31);
                vcc_v8_uint t160 = k_v_8 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_32 = (vcc_v8_int)t160;
                vcc_store(&g[k_vec_10 + 16L], k_v_32);
                vcc_v8_uint t161 = k_v_8 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_33 = (vcc_v8_int)t161;
                vcc_store(&g[k_vec_10 + 24L], k_v_33);
                k_vec_10 += 32L;
                k_v_8 = k_v_8 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            } while (k_vec_10 < 1984L);
            vcc_v8_int t162 = (vcc_v8_int){1984, 1984, 1984, 1984, 1984, 1984, 1984, 1984};
            vcc_v8_uint t163 = (vcc_v8_uint)t162;
            vcc_v8_uint k_v_9 = t163 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_11 = 0L;
            /* vcc: loop at store_gaps.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vcc_v8_int k_v_34 = (vcc_v8_int)k_v_9;
                vcc_store(&g[1984L + k_vec_11], k_v_34);
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
            /* vcc: loop at store_gaps.c:52 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                vcc_v4_int b_v = vcc_load(vcc_v4_int, b + k_vec);
                vcc_v4_float t18 = __builtin_convertvector(b_v, vcc_v4_float);
                vcc_v4_float t19 = t18 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + k_vec, t19);
                vcc_v4_int c_v = vcc_load(vcc_v4_int, c + k_vec);
                vcc_v4_double t20 = __builtin_convertvector(c_v, vcc_v4_double);
                vcc_v4_double t21 = t20 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + k_vec, t21);
                long t22 = k_vec + 4L;
                vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t22);
                vcc_v4_float t23 = __builtin_convertvector(b_v_1, vcc_v4_float);
                vcc_v4_float t24 = t23 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t22, t24);
                vcc_v4_int c_v_1 = vcc_load(vcc_v4_int, c + t22);
                vcc_v4_double t25 = __builtin_convertvector(c_v_1, vcc_v4_double);
                vcc_v4_double t26 = t25 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t22, t26);
                long t27 = k_vec + 8L;
                vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t27);
                vcc_v4_float t28 = __builtin_convertvector(b_v_2, vcc_v4_float);
                vcc_v4_float t29 = t28 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t27, t29);
                vcc_v4_int c_v_2 = vcc_load(vcc_v4_int, c + t27);
                vcc_v4_double t30 = __builtin_convertvector(c_v_2, vcc_v4_double);
                vcc_v4_double t31 = t30 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t27, t31);
                long t32 = k_vec + 12L;
                vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t32);
                vcc_v4_float t33 = __builtin_convertvector(b_v_3, vcc_v4_float);
                vcc_v4_float t34 = t33 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t32, t34);
                vcc_v4_int c_v_3 = vcc_load(vcc_v4_int, c + t32);
                vcc_v4_double t35 = __builtin_convertvector(c_v_3, vcc_v4_double);
                vcc_v4_double t36 = t35 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t32, t36);
                k_vec += 16L;
            } while (k_vec < t17);
            t37 = (int)t17;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t3;
        unsigned long t46 = (unsigned long)t5;
        unsigned long t47 = (unsigned long)t4;
        unsigned long t48 = (unsigned long)t5;
        if ((t38 >= 4L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -4L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t50);
                vcc_v4_float t51 = __builtin_convertvector(b_v_4, vcc_v4_float);
                vcc_v4_float t52 = t51 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t50, t52);
                vcc_v4_int c_v_4 = vcc_load(vcc_v4_int, c + t50);
                vcc_v4_double t53 = __builtin_convertvector(c_v_4, vcc_v4_double);
                vcc_v4_double t54 = t53 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t50, t54);
                k_vec_1 += 4L;
            } while (k_vec_1 < t49);
            k = (int)((long)t37 + t49);
        } else {
            k = t37;
        }
        for (; k < n; k++) {
            long t55 = (long)k;
            bf[t55] = (float)b[t55] * 0.25f;
            bd[t55] = (double)c[t55] * 0.125;
        }
        int t56 = n > 0;
        if (t56) {
            t57 = 2 * n - 1;
        } else {
            t57 = 0;
        }
        int *a2 = (int *)new_array(t57, 4UL);
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)new_array(t58, 4UL);
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)new_array(t59, 4UL);
        int t60 = 2 * n;
        double *ad = (double *)new_array(t60, 8UL);
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 32L) {
            long t62 = t61 & -32L;
            vcc_v8_int t63 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t64 = (vcc_v8_uint)t63;
            vcc_v8_uint k_v = t64 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_10 = (vcc_v8_int)k_v;
                vcc_v8_int t65 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_10;
                vcc_v8_int t66 = t65 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + k_vec_2, t66);
                vcc_v8_uint t67 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_11 = (vcc_v8_int)t67;
                vcc_v8_int t68 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_11;
                vcc_v8_int t69 = t68 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (k_vec_2 + 8L), t69);
                vcc_v8_uint t70 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_12 = (vcc_v8_int)t70;
                vcc_v8_int t71 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_12;
                vcc_v8_int t72 = t71 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (k_vec_2 + 16L), t72);
                vcc_v8_uint t73 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_13 = (vcc_v8_int)t73;
                vcc_v8_int t74 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_13;
                vcc_v8_int t75 = t74 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (k_vec_2 + 24L), t75);
                k_vec_2 += 32L;
                vcc_v8_uint t76 = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = t76;
            }
            t77 = (int)t62;
        } else {
            t77 = 0;
        }
        long t78 = (long)n * 2L + (long)t77 * -1L + -1L;
        if (t78 >= 8L) {
            long t79 = t78 & -8L;
            vcc_v8_int t80 = (vcc_v8_int){t77, t77, t77, t77, t77, t77, t77, t77};
            vcc_v8_uint t81 = (vcc_v8_uint)t80;
            vcc_v8_uint k_v_1 = t81 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_14 = (vcc_v8_int)k_v_1;
                vcc_v8_int t82 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_14;
                vcc_v8_int t83 = t82 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + ((long)t77 + k_vec_3), t83);
                k_vec_3 += 8L;
                vcc_v8_uint t84 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_3 >= t79) {
                    break;
                }
                k_v_1 = t84;
            }
            k_1 = (int)((long)t77 + t79);
        } else {
            k_1 = t77;
        }
        for (;; k_1++) {
            t85 = t60 - 1;
            if (k_1 >= t85) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t86 = (long)n * 3L + -1L;
        if (t86 >= 32L) {
            long t87 = t86 & -32L;
            vcc_v8_int t88 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t89 = (vcc_v8_uint)t88;
            vcc_v8_uint k_v_2 = t89 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_15 = (vcc_v8_int)k_v_2;
                vcc_v8_float t90 = __builtin_convertvector(k_v_15, vcc_v8_float);
                vcc_store(a3 + k_vec_4, t90);
                vcc_v8_uint t91 = k_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_16 = (vcc_v8_int)t91;
                vcc_v8_float t92 = __builtin_convertvector(k_v_16, vcc_v8_float);
                vcc_store(a3 + (k_vec_4 + 8L), t92);
                vcc_v8_uint t93 = k_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_17 = (vcc_v8_int)t93;
                vcc_v8_float t94 = __builtin_convertvector(k_v_17, vcc_v8_float);
                vcc_store(a3 + (k_vec_4 + 16L), t94);
                vcc_v8_uint t95 = k_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_18 = (vcc_v8_int)t95;
                vcc_v8_float t96 = __builtin_convertvector(k_v_18, vcc_v8_float);
                vcc_store(a3 + (k_vec_4 + 24L), t96);
                k_vec_4 += 32L;
                vcc_v8_uint t97 = k_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_4 >= t87) {
                    break;
                }
                k_v_2 = t97;
            }
            t98 = (int)t87;
        } else {
            t98 = 0;
        }
        long t99 = (long)n * 3L + (long)t98 * -1L + -1L;
        if (t99 >= 8L) {
            long t100 = t99 & -8L;
            vcc_v8_int t101 = (vcc_v8_int){t98, t98, t98, t98, t98, t98, t98, t98};
            vcc_v8_uint t102 = (vcc_v8_uint)t101;
            vcc_v8_uint k_v_3 = t102 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_19 = (vcc_v8_int)k_v_3;
                vcc_v8_float t103 = __builtin_convertvector(k_v_19, vcc_v8_float);
                vcc_store(a3 + ((long)t98 + k_vec_5), t103);
                k_vec_5 += 8L;
                vcc_v8_uint t104 = k_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_5 >= t100) {
                    break;
                }
                k_v_3 = t104;
            }
            k_2 = (int)((long)t98 + t100);
        } else {
            k_2 = t98;
        }
        for (;; k_2++) {
            t105 = 3 * n;
            t106 = t105 - 1;
            if (k_2 >= t106) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t107 = (long)n * 3L;
        if (t107 >= 32L) {
            long t108 = t107 & -32L;
            vcc_v8_int t109 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t110 = (vcc_v8_uint)t109;
            vcc_v8_uint k_v_4 = t110 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_20 = (vcc_v8_int)k_v_4;
                vcc_v8_int t111 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_20;
                vcc_store(a23 + k_vec_6, t111);
                vcc_v8_uint t112 = k_v_4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_21 = (vcc_v8_int)t112;
                vcc_v8_int t113 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_21;
                vcc_store(a23 + (k_vec_6 + 8L), t113);
                vcc_v8_uint t114 = k_v_4 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_22 = (vcc_v8_int)t114;
                vcc_v8_int t115 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_22;
                vcc_store(a23 + (k_vec_6 + 16L), t115);
                vcc_v8_uint t116 = k_v_4 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_23 = (vcc_v8_int)t116;
                vcc_v8_int t117 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_23;
                vcc_store(a23 + (k_vec_6 + 24L), t117);
                k_vec_6 += 32L;
                vcc_v8_uint t118 = k_v_4 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_6 >= t108) {
                    break;
                }
                k_v_4 = t118;
            }
            t119 = (int)t108;
        } else {
            t119 = 0;
        }
        long t120 = (long)n * 3L + (long)t119 * -1L;
        if (t120 >= 8L) {
            long t121 = t120 & -8L;
            vcc_v8_int t122 = (vcc_v8_int){t119, t119, t119, t119, t119, t119, t119, t119};
            vcc_v8_uint t123 = (vcc_v8_uint)t122;
            vcc_v8_uint k_v_5 = t123 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_24 = (vcc_v8_int)k_v_5;
                vcc_v8_int t124 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_24;
                vcc_store(a23 + ((long)t119 + k_vec_7), t124);
                k_vec_7 += 8L;
                vcc_v8_uint t125 = k_v_5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_7 >= t121) {
                    break;
                }
                k_v_5 = t125;
            }
            k_3 = (int)((long)t119 + t121);
        } else {
            k_3 = t119;
        }
        for (; k_3 < t105; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t126 = (long)n * 2L;
        if (t126 >= 16L) {
            long t127 = t126 & -16L;
            vcc_v4_int t128 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t129 = (vcc_v4_uint)t128;
            vcc_v4_uint k_v_6 = t129 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int k_v_25 = (vcc_v4_int)k_v_6;
                vcc_v4_double t130 = __builtin_convertvector(k_v_25, vcc_v4_double);
                vcc_v4_double t131 = -t130;
                vcc_store(ad + k_vec_8, t131);
                vcc_v4_uint t132 = k_v_6 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int k_v_26 = (vcc_v4_int)t132;
                vcc_v4_double t133 = __builtin_convertvector(k_v_26, vcc_v4_double);
                vcc_v4_double t134 = -t133;
                vcc_store(ad + (k_vec_8 + 4L), t134);
                vcc_v4_uint t135 = k_v_6 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int k_v_27 = (vcc_v4_int)t135;
                vcc_v4_double t136 = __builtin_convertvector(k_v_27, vcc_v4_double);
                vcc_v4_double t137 = -t136;
                vcc_store(ad + (k_vec_8 + 8L), t137);
                vcc_v4_uint t138 = k_v_6 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int k_v_28 = (vcc_v4_int)t138;
                vcc_v4_double t139 = __builtin_convertvector(k_v_28, vcc_v4_double);
                vcc_v4_double t140 = -t139;
                vcc_store(ad + (k_vec_8 + 12L), t140);
                k_vec_8 += 16L;
                vcc_v4_uint t141 = k_v_6 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (k_vec_8 >= t127) {
                    break;
                }
                k_v_6 = t141;
            }
            t142 = (int)t127;
        } else {
            t142 = 0;
        }
        long t143 = (long)n * 2L + (long)t142 * -1L;
        if (t143 >= 4L) {
            long t144 = t143 & -4L;
            vcc_v4_int t145 = (vcc_v4_int){t142, t142, t142, t142};
            vcc_v4_uint t146 = (vcc_v4_uint)t145;
            vcc_v4_uint k_v_7 = t146 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                vcc_v4_int k_v_29 = (vcc_v4_int)k_v_7;
                vcc_v4_double t147 = __builtin_convertvector(k_v_29, vcc_v4_double);
                vcc_v4_double t148 = -t147;
                vcc_store(ad + ((long)t142 + k_vec_9), t148);
                k_vec_9 += 4L;
                vcc_v4_uint t149 = k_v_7 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (k_vec_9 >= t144) {
                    break;
                }
                k_v_7 = t149;
            }
            k_4 = (int)((long)t142 + t144);
        } else {
            k_4 = t142;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t150 = b;
        evens(n, a2, t150, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t150);
        odd_doubles(n, ad, bd);
        unsigned long long t151 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t60 * 8UL);
        unsigned long long t152 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t105 * 4UL);
        if (t56) {
            unsigned long t153 = hash_bytes((const void *)a3, (unsigned long)t106 * 4UL);
            t154 = (unsigned long long)t153;
        } else {
            t154 = 0ULL;
        }
        if (t56) {
            unsigned long t155 = hash_bytes((const void *)a2, (unsigned long)t85 * 4UL);
            t156 = (unsigned long long)t155;
        } else {
            t156 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t156, t154, t152, t151);
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
