/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    int t39;
    int k;
    int t61;
    int t62;
    int t63;
    int t81;
    int k_1;
    int t89;
    int t102;
    int k_2;
    int t109;
    int t110;
    int t123;
    int k_3;
    int t146;
    int k_4;
    unsigned long long t158;
    unsigned long long t160;
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
            vcc_v8_int t161 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t162 = (vcc_v8_uint)t161;
            vcc_v8_uint k_v_8 = t162 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int k_v_30 = (vcc_v8_int)k_v_8;
                vcc_store(&g[k_vec_10], k_v_30);
                vcc_v8_uint t163 = k_v_8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_31 = (vcc_v8_int)t163;
                vcc_store(&g[k_vec_10 + 8L], k_v_31);
                vcc_v8_uint t164 = k_v_8 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_32 = (vcc_v8_int)t164;
                vcc_store(&g[k_vec_10 + 16L], k_v_32);
                vcc_v8_uint t165 = k_v_8 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_33 = (vcc_v8_int)t165;
                vcc_store(&g[k_vec_10 + 24L], k_v_33);
                k_vec_10 += 32L;
                k_v_8 = k_v_8 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            } while (k_vec_10 < 1984L);
            vcc_v8_int t166 = (vcc_v8_int){1984, 1984, 1984, 1984, 1984, 1984, 1984, 1984};
            vcc_v8_uint t167 = (vcc_v8_uint)t166;
            vcc_v8_uint k_v_9 = t167 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
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
        long t9 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t10 = (unsigned long)t2;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t3 - (unsigned long)t4);
        unsigned long t15 = (unsigned long)t3;
        unsigned long t16 = (unsigned long)t5;
        unsigned long t17 = (unsigned long)t4;
        unsigned long t18 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 64L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15)) & (((t17 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t17))) {
            long t19 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            do {
                vcc_v4_int b_v = vcc_load(vcc_v4_int, b + k_vec);
                vcc_v4_float t20 = __builtin_convertvector(b_v, vcc_v4_float);
                vcc_v4_float t21 = t20 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + k_vec, t21);
                vcc_v4_int c_v = vcc_load(vcc_v4_int, c + k_vec);
                vcc_v4_double t22 = __builtin_convertvector(c_v, vcc_v4_double);
                vcc_v4_double t23 = t22 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + k_vec, t23);
                long t24 = k_vec + 4L;
                vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t24);
                vcc_v4_float t25 = __builtin_convertvector(b_v_1, vcc_v4_float);
                vcc_v4_float t26 = t25 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t24, t26);
                vcc_v4_int c_v_1 = vcc_load(vcc_v4_int, c + t24);
                vcc_v4_double t27 = __builtin_convertvector(c_v_1, vcc_v4_double);
                vcc_v4_double t28 = t27 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t24, t28);
                long t29 = k_vec + 8L;
                vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t29);
                vcc_v4_float t30 = __builtin_convertvector(b_v_2, vcc_v4_float);
                vcc_v4_float t31 = t30 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t29, t31);
                vcc_v4_int c_v_2 = vcc_load(vcc_v4_int, c + t29);
                vcc_v4_double t32 = __builtin_convertvector(c_v_2, vcc_v4_double);
                vcc_v4_double t33 = t32 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t29, t33);
                long t34 = k_vec + 12L;
                vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t34);
                vcc_v4_float t35 = __builtin_convertvector(b_v_3, vcc_v4_float);
                vcc_v4_float t36 = t35 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t34, t36);
                vcc_v4_int c_v_3 = vcc_load(vcc_v4_int, c + t34);
                vcc_v4_double t37 = __builtin_convertvector(c_v_3, vcc_v4_double);
                vcc_v4_double t38 = t37 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t34, t38);
                k_vec += 16L;
            } while (k_vec < t19);
            t39 = (int)t19;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t4;
        long t43 = (long)((unsigned long)t4 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t39 * 4L)));
        unsigned long t44 = (unsigned long)t2;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t4;
        long t48 = (long)((unsigned long)t3 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t39 * 4L)));
        unsigned long t49 = (unsigned long)t3;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t4;
        unsigned long t52 = (unsigned long)t5;
        if ((t40 >= 4L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L))) | ((t43 <= 0L) | (t43 >= 16L))) & (((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 8L))) | ((t45 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t39 * 4L)))) & (((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t39 * 4L))) | ((t47 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t48 <= 0L) | (t48 >= 16L))) & (((t49 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t39 * 8L))) | ((t50 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t49 + (unsigned long)((long)t39 * 4L)))) & (((t51 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t39 * 8L))) | ((t52 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t39 * 4L))))) {
            long t53 = t40 & -4L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t54 = (long)t39 + k_vec_1;
                vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t54);
                vcc_v4_float t55 = __builtin_convertvector(b_v_4, vcc_v4_float);
                vcc_v4_float t56 = t55 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(bf + t54, t56);
                vcc_v4_int c_v_4 = vcc_load(vcc_v4_int, c + t54);
                vcc_v4_double t57 = __builtin_convertvector(c_v_4, vcc_v4_double);
                vcc_v4_double t58 = t57 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_store(bd + t54, t58);
                k_vec_1 += 4L;
            } while (k_vec_1 < t53);
            k = (int)((long)t39 + t53);
        } else {
            k = t39;
        }
        for (; k < n; k++) {
            long t59 = (long)k;
            bf[t59] = (float)b[t59] * 0.25f;
            bd[t59] = (double)c[t59] * 0.125;
        }
        int t60 = n > 0;
        if (t60) {
            t61 = 2 * n - 1;
        } else {
            t61 = 0;
        }
        int *a2 = (int *)new_array(t61, 4UL);
        if (t60) {
            t62 = 3 * n - 1;
        } else {
            t62 = 0;
        }
        float *a3 = (float *)new_array(t62, 4UL);
        if (t60) {
            t63 = 3 * n;
        } else {
            t63 = 0;
        }
        int *a23 = (int *)new_array(t63, 4UL);
        int t64 = 2 * n;
        double *ad = (double *)new_array(t64, 8UL);
        long t65 = (long)n * 2L + -1L;
        if (t65 >= 32L) {
            long t66 = t65 & -32L;
            vcc_v8_int t67 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t68 = (vcc_v8_uint)t67;
            vcc_v8_uint k_v = t68 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_10 = (vcc_v8_int)k_v;
                vcc_v8_int t69 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_10;
                vcc_v8_int t70 = t69 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + k_vec_2, t70);
                vcc_v8_uint t71 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_11 = (vcc_v8_int)t71;
                vcc_v8_int t72 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_11;
                vcc_v8_int t73 = t72 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (k_vec_2 + 8L), t73);
                vcc_v8_uint t74 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_12 = (vcc_v8_int)t74;
                vcc_v8_int t75 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_12;
                vcc_v8_int t76 = t75 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (k_vec_2 + 16L), t76);
                vcc_v8_uint t77 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_13 = (vcc_v8_int)t77;
                vcc_v8_int t78 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_13;
                vcc_v8_int t79 = t78 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + (k_vec_2 + 24L), t79);
                k_vec_2 += 32L;
                vcc_v8_uint t80 = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_2 >= t66) {
                    break;
                }
                k_v = t80;
            }
            t81 = (int)t66;
        } else {
            t81 = 0;
        }
        long t82 = (long)n * 2L + (long)t81 * -1L + -1L;
        if (t82 >= 8L) {
            long t83 = t82 & -8L;
            vcc_v8_int t84 = (vcc_v8_int){t81, t81, t81, t81, t81, t81, t81, t81};
            vcc_v8_uint t85 = (vcc_v8_uint)t84;
            vcc_v8_uint k_v_1 = t85 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_14 = (vcc_v8_int)k_v_1;
                vcc_v8_int t86 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} * k_v_14;
                vcc_v8_int t87 = t86 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(a2 + ((long)t81 + k_vec_3), t87);
                k_vec_3 += 8L;
                vcc_v8_uint t88 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_3 >= t83) {
                    break;
                }
                k_v_1 = t88;
            }
            k_1 = (int)((long)t81 + t83);
        } else {
            k_1 = t81;
        }
        for (;; k_1++) {
            t89 = t64 - 1;
            if (k_1 >= t89) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t90 = (long)n * 3L + -1L;
        if (t90 >= 32L) {
            long t91 = t90 & -32L;
            vcc_v8_int t92 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t93 = (vcc_v8_uint)t92;
            vcc_v8_uint k_v_2 = t93 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_15 = (vcc_v8_int)k_v_2;
                vcc_v8_float t94 = __builtin_convertvector(k_v_15, vcc_v8_float);
                vcc_store(a3 + k_vec_4, t94);
                vcc_v8_uint t95 = k_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_16 = (vcc_v8_int)t95;
                vcc_v8_float t96 = __builtin_convertvector(k_v_16, vcc_v8_float);
                vcc_store(a3 + (k_vec_4 + 8L), t96);
                vcc_v8_uint t97 = k_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_17 = (vcc_v8_int)t97;
                vcc_v8_float t98 = __builtin_convertvector(k_v_17, vcc_v8_float);
                vcc_store(a3 + (k_vec_4 + 16L), t98);
                vcc_v8_uint t99 = k_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_18 = (vcc_v8_int)t99;
                vcc_v8_float t100 = __builtin_convertvector(k_v_18, vcc_v8_float);
                vcc_store(a3 + (k_vec_4 + 24L), t100);
                k_vec_4 += 32L;
                vcc_v8_uint t101 = k_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_4 >= t91) {
                    break;
                }
                k_v_2 = t101;
            }
            t102 = (int)t91;
        } else {
            t102 = 0;
        }
        long t103 = (long)n * 3L + (long)t102 * -1L + -1L;
        if (t103 >= 8L) {
            long t104 = t103 & -8L;
            vcc_v8_int t105 = (vcc_v8_int){t102, t102, t102, t102, t102, t102, t102, t102};
            vcc_v8_uint t106 = (vcc_v8_uint)t105;
            vcc_v8_uint k_v_3 = t106 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_19 = (vcc_v8_int)k_v_3;
                vcc_v8_float t107 = __builtin_convertvector(k_v_19, vcc_v8_float);
                vcc_store(a3 + ((long)t102 + k_vec_5), t107);
                k_vec_5 += 8L;
                vcc_v8_uint t108 = k_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_5 >= t104) {
                    break;
                }
                k_v_3 = t108;
            }
            k_2 = (int)((long)t102 + t104);
        } else {
            k_2 = t102;
        }
        for (;; k_2++) {
            t109 = 3 * n;
            t110 = t109 - 1;
            if (k_2 >= t110) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t111 = (long)n * 3L;
        if (t111 >= 32L) {
            long t112 = t111 & -32L;
            vcc_v8_int t113 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t114 = (vcc_v8_uint)t113;
            vcc_v8_uint k_v_4 = t114 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_20 = (vcc_v8_int)k_v_4;
                vcc_v8_int t115 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_20;
                vcc_store(a23 + k_vec_6, t115);
                vcc_v8_uint t116 = k_v_4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_21 = (vcc_v8_int)t116;
                vcc_v8_int t117 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_21;
                vcc_store(a23 + (k_vec_6 + 8L), t117);
                vcc_v8_uint t118 = k_v_4 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_22 = (vcc_v8_int)t118;
                vcc_v8_int t119 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_22;
                vcc_store(a23 + (k_vec_6 + 16L), t119);
                vcc_v8_uint t120 = k_v_4 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_23 = (vcc_v8_int)t120;
                vcc_v8_int t121 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_23;
                vcc_store(a23 + (k_vec_6 + 24L), t121);
                k_vec_6 += 32L;
                vcc_v8_uint t122 = k_v_4 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec_6 >= t112) {
                    break;
                }
                k_v_4 = t122;
            }
            t123 = (int)t112;
        } else {
            t123 = 0;
        }
        long t124 = (long)n * 3L + (long)t123 * -1L;
        if (t124 >= 8L) {
            long t125 = t124 & -8L;
            vcc_v8_int t126 = (vcc_v8_int){t123, t123, t123, t123, t123, t123, t123, t123};
            vcc_v8_uint t127 = (vcc_v8_uint)t126;
            vcc_v8_uint k_v_5 = t127 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_24 = (vcc_v8_int)k_v_5;
                vcc_v8_int t128 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5} - k_v_24;
                vcc_store(a23 + ((long)t123 + k_vec_7), t128);
                k_vec_7 += 8L;
                vcc_v8_uint t129 = k_v_5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_7 >= t125) {
                    break;
                }
                k_v_5 = t129;
            }
            k_3 = (int)((long)t123 + t125);
        } else {
            k_3 = t123;
        }
        for (; k_3 < t109; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t130 = (long)n * 2L;
        if (t130 >= 16L) {
            long t131 = t130 & -16L;
            vcc_v4_int t132 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t133 = (vcc_v4_uint)t132;
            vcc_v4_uint k_v_6 = t133 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int k_v_25 = (vcc_v4_int)k_v_6;
                vcc_v4_double t134 = __builtin_convertvector(k_v_25, vcc_v4_double);
                vcc_v4_double t135 = -t134;
                vcc_store(ad + k_vec_8, t135);
                vcc_v4_uint t136 = k_v_6 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int k_v_26 = (vcc_v4_int)t136;
                vcc_v4_double t137 = __builtin_convertvector(k_v_26, vcc_v4_double);
                vcc_v4_double t138 = -t137;
                vcc_store(ad + (k_vec_8 + 4L), t138);
                vcc_v4_uint t139 = k_v_6 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int k_v_27 = (vcc_v4_int)t139;
                vcc_v4_double t140 = __builtin_convertvector(k_v_27, vcc_v4_double);
                vcc_v4_double t141 = -t140;
                vcc_store(ad + (k_vec_8 + 8L), t141);
                vcc_v4_uint t142 = k_v_6 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int k_v_28 = (vcc_v4_int)t142;
                vcc_v4_double t143 = __builtin_convertvector(k_v_28, vcc_v4_double);
                vcc_v4_double t144 = -t143;
                vcc_store(ad + (k_vec_8 + 12L), t144);
                k_vec_8 += 16L;
                vcc_v4_uint t145 = k_v_6 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (k_vec_8 >= t131) {
                    break;
                }
                k_v_6 = t145;
            }
            t146 = (int)t131;
        } else {
            t146 = 0;
        }
        long t147 = (long)n * 2L + (long)t146 * -1L;
        if (t147 >= 4L) {
            long t148 = t147 & -4L;
            vcc_v4_int t149 = (vcc_v4_int){t146, t146, t146, t146};
            vcc_v4_uint t150 = (vcc_v4_uint)t149;
            vcc_v4_uint k_v_7 = t150 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                vcc_v4_int k_v_29 = (vcc_v4_int)k_v_7;
                vcc_v4_double t151 = __builtin_convertvector(k_v_29, vcc_v4_double);
                vcc_v4_double t152 = -t151;
                vcc_store(ad + ((long)t146 + k_vec_9), t152);
                k_vec_9 += 4L;
                vcc_v4_uint t153 = k_v_7 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (k_vec_9 >= t148) {
                    break;
                }
                k_v_7 = t153;
            }
            k_4 = (int)((long)t146 + t148);
        } else {
            k_4 = t146;
        }
        for (; k_4 < t64; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t154 = b;
        evens(n, a2, t154, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t154);
        odd_doubles(n, ad, bd);
        unsigned long long t155 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t64 * 8UL);
        unsigned long long t156 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t109 * 4UL);
        if (t60) {
            unsigned long t157 = hash_bytes((const void *)a3, (unsigned long)t110 * 4UL);
            t158 = (unsigned long long)t157;
        } else {
            t158 = 0ULL;
        }
        if (t60) {
            unsigned long t159 = hash_bytes((const void *)a2, (unsigned long)t89 * 4UL);
            t160 = (unsigned long long)t159;
        } else {
            t160 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t160, t158, t156, t155);
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
