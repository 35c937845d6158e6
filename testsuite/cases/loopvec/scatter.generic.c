/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=3 neon=5 */
#include "harness.h"

/* Stores through an index, `a[idx[i]] = x`: scatters whose lanes store in lane order, so that
   with repeated indices the last iteration's value is left, as in the scalar loop. The driver
   runs every kernel with all indices equal, with pairs of equal neighbours, with a descending
   run and with random indices; a scatter that stored its lanes in another order would leave an
   earlier iteration's value. Bodies with divisions pay for the scatter; the plain one and the
   ones whose object other accesses may touch stay scalar, with the reason. */
static float table[64];

void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:13 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, idx + i_vec);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = b_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float c_v = vcc_load(vcc_v8_float, c + i_vec);
            vcc_v8_float t4 = c_v + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t5 = t3 / t4;
            vcc_v8_float t6 = b_v * c_v;
            vcc_v8_float t7 = t6 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t8 = t5 / t7;
            vcc_scatter(a, idx_v, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        float t10 = b[t9];
        float t11 = c[t9];
        a[idx[t9]] = (t10 + 1.0f) / (t11 + 2.0f) / (t10 * t11 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(b_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int idx_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)idx + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_float t4 = b_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float c_v = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)c + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_float t5 = c_v + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t6 = t4 / t5;
            vcc_v8_float t7 = b_v * c_v;
            vcc_v8_float t8 = t7 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t9 = t6 / t8;
            vcc_scatter_masked(a, idx_v, t9, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        float t11 = b[t10];
        if (t11 > 0.0f) {
            float t12 = c[t10];
            a[idx[t10]] = (t11 + 1.0f) / (t12 + 2.0f) / (t11 * t12 + 3.0f);
        }
    }
}

void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at scatter.c:25 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, idx + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t5 = b_v / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t6 = b_v % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t7 = t5 + t6;
            vcc_v8_int t8 = t7 + i_v_1;
            vcc_scatter(a, idx_v, t8);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = b[t9];
        a[idx[t9]] = t10 / 7 + t10 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:31 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar idx_v = vcc_load(vcc_v8_uchar, idx + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(idx_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t4 = t3 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t5 = b_v + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t6 = b_v / t5;
            vcc_v8_float t7 = b_v - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t8 = t6 / t7;
            vcc_scatter(table, t4, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        float t10 = b[t9];
        table[(int)idx[t9] & 63] = t10 / (t10 + 0.5f) / (t10 - 3.0f);
    }
}

/* Too little work for the scatter to pay: stays scalar (not profitable). */
void scatter_plain(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] * 2.0f;
}

/* `a` may alias `b`: stays scalar. */
void scatter_alias(int n, float *a, const int *restrict idx, const float *b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] / (b[i] + 0.5f) / (b[i] - 3.0f);
}

/* Two stores through indices into one array: stays scalar. */
void scatter_two(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        a[idx[i]] = b[i] / (b[i] + 0.5f);
        a[idx[i] / 2] = b[i] / (b[i] - 3.0f);
    }
}

/* A histogram (a load and a store of one element through an index): stays scalar. */
void histogram(int n, int *restrict h, const unsigned char *restrict p) {
    for (int i = 0; i < n; i++)
        h[p[i]]++;
}

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 0; break;                              /* all equal */
        case 1: idx[k] = (k / 2) % m; break;                    /* pairs */
        case 2: idx[k] = (n - 1 - k) / 3 % m; break;            /* descending runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break; /* random */
        }
    }
}

static __typeof__(table) table __attribute__((aligned(32)));
int main(void) {
    int n;
    int t1;
    int m;
    int t28;
    int k;
    int t44;
    int t69;
    int k_1;
    int t88;
    int k_2;
    int t116;
    int k_3;
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
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (int pattern = 0; pattern < 4; pattern++) {
            void *t2 = new_array(n, 4UL);
            int *idx = (int *)t2;
            void *t3 = new_array(m, 4UL);
            int *ia = (int *)t3;
            int *ib = (int *)new_array(n, 4UL);
            void *t4 = new_array(m, 4UL);
            float *a = (float *)t4;
            float *b = (float *)new_array(n, 4UL);
            float *c = (float *)new_array(n, 4UL);
            int t5 = 2 * m;
            float *ab = (float *)new_array(t5, 4UL);
            void *t6 = new_array(n, 1UL);
            unsigned char *uidx = (unsigned char *)t6;
            int *h = (int *)new_array(256, 4UL);
            make_indices(idx, n, m, pattern);
            long t7 = (long)n;
            unsigned long t8 = (unsigned long)t2;
            unsigned long t9 = (unsigned long)t6;
            if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(1L + (t7 - 1L) * 1L)) <= t8))) {
                long t10 = t7 & -16L;
                vcc_v8_int pattern_v = (vcc_v8_int){pattern, pattern, pattern, pattern, pattern, pattern, pattern, pattern};
                long k_vec = 0L;
                /* vcc: loop at scatter.c:82 vectorized: VF 8, UF 2, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, vector epilogue VF 8, scalar epilogue */
                do {
                    vcc_m8 t11 = (vcc_m8)(pattern_v == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t12 = ~t11;
                    vcc_v8_int idx_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)idx + (unsigned long)k_vec * 4UL), t12);
                    vcc_v8_uint t13 = (vcc_v8_uint)idx_v;
                    vcc_v8_uint t14 = (vcc_v8_uint)(vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_v8_uint t15 = t13 * t14;
                    vcc_v8_int t16 = (vcc_v8_int)t15;
                    vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), t16);
                    vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + k_vec, t18);
                    long t19 = k_vec + 8L;
                    vcc_m8 t20 = (vcc_m8)(pattern_v == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t21 = ~t20;
                    vcc_v8_int idx_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)idx + (unsigned long)t19 * 4UL), t21);
                    vcc_v8_uint t22 = (vcc_v8_uint)idx_v_1;
                    vcc_v8_uint t23 = (vcc_v8_uint)(vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_v8_uint t24 = t22 * t23;
                    vcc_v8_int t25 = (vcc_v8_int)t24;
                    vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), t25);
                    vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t19, t27);
                    k_vec += 16L;
                } while (k_vec < t10);
                t28 = (int)t10;
            } else {
                t28 = 0;
            }
            long t29 = (long)n + (long)t28 * -1L;
            unsigned long t30 = (unsigned long)t2;
            unsigned long t31 = (unsigned long)t6;
            if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)(long)t28)) | ((t31 + (unsigned long)((long)t28 + 1L + (t29 - 1L) * 1L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
                long t32 = t29 & -8L;
                vcc_v8_int pattern_v_1 = (vcc_v8_int){pattern, pattern, pattern, pattern, pattern, pattern, pattern, pattern};
                long k_vec_1 = 0L;
                /* vcc: loop at scatter.c:82 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, scalar epilogue */
                do {
                    long t33 = (long)t28 + k_vec_1;
                    vcc_m8 t34 = (vcc_m8)(pattern_v_1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t35 = ~t34;
                    vcc_v8_int idx_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)idx + (unsigned long)t33 * 4UL), t35);
                    vcc_v8_uint t36 = (vcc_v8_uint)idx_v_2;
                    vcc_v8_uint t37 = (vcc_v8_uint)(vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_v8_uint t38 = t36 * t37;
                    vcc_v8_int t39 = (vcc_v8_int)t38;
                    vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), t39);
                    vcc_v8_uchar t41 = __builtin_convertvector(__builtin_convertvector(t40, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t33, t41);
                    k_vec_1 += 8L;
                } while (k_vec_1 < t32);
                k = (int)((long)t28 + t32);
            } else {
                k = t28;
            }
            for (; k < n; k++) {
                long t42 = (long)k;
                unsigned char *t43 = uidx + t42;
                if (pattern == 0) {
                    t44 = 5;
                } else {
                    t44 = idx[t42] * 37;
                }
                *t43 = (unsigned char)t44;
            }
            for (int fill_idx = 0; fill_idx < n; fill_idx++) {
                b[fill_idx] = (float)(-20 + (int)(next_rand() % 40U));
            }
            for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
                c[fill_idx_1] = (float)(-10 + (int)(next_rand() % 20U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
                ib[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
            }
            long t45 = (long)n;
            if (t45 >= 32L) {
                long t46 = t45 & -32L;
                vcc_v8_int t47 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t48 = (vcc_v8_uint)t47;
                vcc_v8_uint k_v = t48 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long k_vec_2 = 0L;
                /* vcc: loop at scatter.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_v8_int k_v_4 = (vcc_v8_int)k_v;
                    float *t49 = b + k_vec_2;
                    vcc_v8_float b_v = vcc_load(vcc_v8_float, t49);
                    vcc_v8_float t50 = __builtin_convertvector(k_v_4, vcc_v8_float);
                    vcc_v8_float t51 = t50 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t52 = b_v + t51;
                    vcc_store(t49, t52);
                    vcc_v8_uint t53 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int k_v_5 = (vcc_v8_int)t53;
                    float *t54 = b + (k_vec_2 + 8L);
                    vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t54);
                    vcc_v8_float t55 = __builtin_convertvector(k_v_5, vcc_v8_float);
                    vcc_v8_float t56 = t55 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t57 = b_v_1 + t56;
                    vcc_store(t54, t57);
                    vcc_v8_uint t58 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int k_v_6 = (vcc_v8_int)t58;
                    float *t59 = b + (k_vec_2 + 16L);
                    vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t59);
                    vcc_v8_float t60 = __builtin_convertvector(k_v_6, vcc_v8_float);
                    vcc_v8_float t61 = t60 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t62 = b_v_2 + t61;
                    vcc_store(t59, t62);
                    vcc_v8_uint t63 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int k_v_7 = (vcc_v8_int)t63;
                    float *t64 = b + (k_vec_2 + 24L);
                    vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t64);
                    vcc_v8_float t65 = __builtin_convertvector(k_v_7, vcc_v8_float);
                    vcc_v8_float t66 = t65 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t67 = b_v_3 + t66;
                    vcc_store(t64, t67);
                    k_vec_2 += 32L;
                    vcc_v8_uint t68 = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (k_vec_2 >= t46) {
                        break;
                    }
                    k_v = t68;
                }
                t69 = (int)t46;
            } else {
                t69 = 0;
            }
            long t70 = (long)n + (long)t69 * -1L;
            if (t70 >= 8L) {
                long t71 = t70 & -8L;
                vcc_v8_int t72 = (vcc_v8_int){t69, t69, t69, t69, t69, t69, t69, t69};
                vcc_v8_uint t73 = (vcc_v8_uint)t72;
                vcc_v8_uint k_v_1 = t73 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long k_vec_3 = 0L;
                /* vcc: loop at scatter.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    vcc_v8_int k_v_8 = (vcc_v8_int)k_v_1;
                    float *t74 = b + ((long)t69 + k_vec_3);
                    vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, t74);
                    vcc_v8_float t75 = __builtin_convertvector(k_v_8, vcc_v8_float);
                    vcc_v8_float t76 = t75 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t77 = b_v_4 + t76;
                    vcc_store(t74, t77);
                    k_vec_3 += 8L;
                    vcc_v8_uint t78 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (k_vec_3 >= t71) {
                        break;
                    }
                    k_v_1 = t78;
                }
                k_1 = (int)((long)t69 + t71);
            } else {
                k_1 = t69;
            }
            for (; k_1 < n; k_1++) {
                float *t79 = b + k_1;
                *t79 = *t79 + (float)k_1 * 0.125f;
            }
            long t80 = (long)m;
            unsigned long t81 = (unsigned long)t3;
            unsigned long t82 = (unsigned long)t4;
            long t83 = (long)((unsigned long)t3 - (unsigned long)t4);
            if ((t80 >= 32L) & (((t81 + (unsigned long)(4L + (t80 - 1L) * 4L)) <= t82) | ((t82 + (unsigned long)(4L + (t80 - 1L) * 4L)) <= t81) | ((t83 <= 0L) | (t83 >= 128L)))) {
                long t84 = t80 & -32L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
                do {
                    vcc_store(a + k_vec_4, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + k_vec_4, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    long t85 = k_vec_4 + 8L;
                    vcc_store(a + t85, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t85, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    long t86 = k_vec_4 + 16L;
                    vcc_store(a + t86, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t86, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    long t87 = k_vec_4 + 24L;
                    vcc_store(a + t87, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t87, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    k_vec_4 += 32L;
                } while (k_vec_4 < t84);
                t88 = (int)t84;
            } else {
                t88 = 0;
            }
            long t89 = (long)m + (long)t88 * -1L;
            unsigned long t90 = (unsigned long)t3;
            unsigned long t91 = (unsigned long)t4;
            long t92 = (long)((unsigned long)t3 + (unsigned long)((long)t88 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t88 * 4L)));
            if ((t89 >= 8L) & (((t90 + (unsigned long)((long)t88 * 4L + 4L + (t89 - 1L) * 4L)) <= (t91 + (unsigned long)((long)t88 * 4L))) | ((t91 + (unsigned long)((long)t88 * 4L + 4L + (t89 - 1L) * 4L)) <= (t90 + (unsigned long)((long)t88 * 4L))) | ((t92 <= 0L) | (t92 >= 32L)))) {
                long t93 = t89 & -8L;
                long k_vec_5 = 0L;
                /* vcc: loop at scatter.c:89 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t94 = (long)t88 + k_vec_5;
                    vcc_store(a + t94, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t94, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    k_vec_5 += 8L;
                } while (k_vec_5 < t93);
                k_2 = (int)((long)t88 + t93);
            } else {
                k_2 = t88;
            }
            for (; k_2 < m; k_2++) {
                long t95 = (long)k_2;
                a[t95] = -1.0f;
                ia[t95] = -1;
            }
            long k_vec_6 = 0L;
            /* vcc: loop at scatter.c:91 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                vcc_store(&table[k_vec_6], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                vcc_store(&table[k_vec_6 + 8L], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                vcc_store(&table[k_vec_6 + 16L], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                vcc_store(&table[k_vec_6 + 24L], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                k_vec_6 += 32L;
            } while (k_vec_6 < 64L);
            long k_vec_7 = 0L;
            /* vcc: loop at scatter.c:93 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                vcc_store(h + k_vec_7, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(h + (k_vec_7 + 8L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(h + (k_vec_7 + 16L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(h + (k_vec_7 + 24L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                k_vec_7 += 32L;
            } while (k_vec_7 < 256L);
            const float *t96 = c;
            const float *t97 = b;
            const int *t98 = idx;
            scatter_div(n, a, t98, t97, t96);
            unsigned long t99 = (unsigned long)m * 4UL;
            const void *t100 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)hash_bytes(t100, t99));
            scatter_cond(n, a, t98, t96, t97);
            scatter_int(n, ia, t98, ib);
            const unsigned char *t101 = uidx;
            scatter_global(n, t101, t97);
            unsigned long t102 = hash_bytes((const void *)table, 256UL);
            unsigned long t103 = hash_bytes((const void *)ia, t99);
            printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t100, t99), (unsigned long long)t103, (unsigned long long)t102);
            scatter_plain(n, a, t98, t96);
            long t104 = (long)m * 2L;
            if (t104 >= 32L) {
                long t105 = t104 & -32L;
                vcc_v8_int t106 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t107 = (vcc_v8_uint)t106;
                vcc_v8_uint k_v_2 = t107 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_v8_int k_v_9 = (vcc_v8_int)k_v_2;
                    vcc_v8_float t108 = __builtin_convertvector(k_v_9, vcc_v8_float);
                    vcc_store(ab + k_vec_8, t108);
                    vcc_v8_uint t109 = k_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int k_v_10 = (vcc_v8_int)t109;
                    vcc_v8_float t110 = __builtin_convertvector(k_v_10, vcc_v8_float);
                    vcc_store(ab + (k_vec_8 + 8L), t110);
                    vcc_v8_uint t111 = k_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int k_v_11 = (vcc_v8_int)t111;
                    vcc_v8_float t112 = __builtin_convertvector(k_v_11, vcc_v8_float);
                    vcc_store(ab + (k_vec_8 + 16L), t112);
                    vcc_v8_uint t113 = k_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int k_v_12 = (vcc_v8_int)t113;
                    vcc_v8_float t114 = __builtin_convertvector(k_v_12, vcc_v8_float);
                    vcc_store(ab + (k_vec_8 + 24L), t114);
                    k_vec_8 += 32L;
                    vcc_v8_uint t115 = k_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (k_vec_8 >= t105) {
                        break;
                    }
                    k_v_2 = t115;
                }
                t116 = (int)t105;
            } else {
                t116 = 0;
            }
            long t117 = (long)m * 2L + (long)t116 * -1L;
            if (t117 >= 8L) {
                long t118 = t117 & -8L;
                vcc_v8_int t119 = (vcc_v8_int){t116, t116, t116, t116, t116, t116, t116, t116};
                vcc_v8_uint t120 = (vcc_v8_uint)t119;
                vcc_v8_uint k_v_3 = t120 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long k_vec_9 = 0L;
                /* vcc: loop at scatter.c:102 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    vcc_v8_int k_v_13 = (vcc_v8_int)k_v_3;
                    vcc_v8_float t121 = __builtin_convertvector(k_v_13, vcc_v8_float);
                    vcc_store(ab + ((long)t116 + k_vec_9), t121);
                    k_vec_9 += 8L;
                    vcc_v8_uint t122 = k_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (k_vec_9 >= t118) {
                        break;
                    }
                    k_v_3 = t122;
                }
                k_3 = (int)((long)t116 + t118);
            } else {
                k_3 = t116;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            scatter_alias(n, ab + 1, t98, ab);
            scatter_two(n, a, t98, t97);
            histogram(n, h, t101);
            unsigned long t123 = hash_bytes((const void *)h, 1024UL);
            unsigned long t124 = hash_bytes(t100, t99);
            unsigned long t125 = hash_bytes((const void *)ab, (unsigned long)t5 * 4UL);
            printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t100, t99), (unsigned long long)t125, (unsigned long long)t124, (unsigned long long)t123);
            free((void *)idx);
            free((void *)ia);
            free((void *)ib);
            free((void *)a);
            free((void *)b);
            free((void *)c);
            free((void *)ab);
            free((void *)uidx);
            free((void *)h);
        }
    }
}
