/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 4 */
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
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, idx + t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, b + t4);
            vcc_v8_float t7 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t8 = vcc_load(vcc_v8_float, c + t4);
            vcc_v8_float t9 = t8 + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t10 = t7 / t9;
            vcc_v8_float t11 = t6 * t8;
            vcc_v8_float t12 = t11 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t13 = t10 / t12;
            vcc_scatter(a, t5, t13);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = b[t14];
        float t16 = c[t14];
        a[idx[t14]] = (t15 + 1.0f) / (t16 + 2.0f) / (t15 * t16 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, b + t4);
            vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t7 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)idx + (unsigned long)t4 * 4UL), t6);
            vcc_v8_float t8 = t5 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t9 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)c + (unsigned long)t4 * 4UL), t6);
            vcc_v8_float t10 = t9 + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t11 = t8 / t10;
            vcc_v8_float t12 = t5 * t9;
            vcc_v8_float t13 = t12 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t14 = t11 / t13;
            vcc_scatter_masked(a, t7, t14, t6);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = b[t15];
        if (t16 > 0.0f) {
            float t17 = c[t15];
            a[idx[t15]] = (t16 + 1.0f) / (t17 + 2.0f) / (t16 * t17 + 3.0f);
        }
    }
}

void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t7 = (vcc_v8_int)t1;
            long t8 = (long)(int)t2;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, idx + t8);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t11 = t10 / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t12 = t10 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t13 = t11 + t12;
            vcc_v8_int t14 = t13 + t7;
            vcc_scatter(a, t9, t14);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = b[t15];
        a[idx[t15]] = t16 / 7 + t16 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, idx + t4);
            vcc_v8_int t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t7 = t6 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_float t8 = vcc_load(vcc_v8_float, b + t4);
            vcc_v8_float t9 = t8 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t10 = t8 / t9;
            vcc_v8_float t11 = t8 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t12 = t10 / t11;
            vcc_scatter(table, t7, t12);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = b[t13];
        table[(int)idx[t13] & 63] = t14 / (t14 + 0.5f) / (t14 - 3.0f);
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
    int t15;
    int m;
    int t46;
    int k;
    int t64;
    int t97;
    int k_1;
    int t118;
    int k_2;
    int t149;
    int k_5;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t15 = 1;
        } else {
            t15 = 0;
            n = n_1;
        }
        if (!t15) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (int pattern = 0; pattern < 4; pattern++) {
            void *t16 = new_array(n, 4UL);
            int *idx = (int *)t16;
            void *t17 = new_array(m, 4UL);
            int *ia = (int *)t17;
            int *ib = (int *)new_array(n, 4UL);
            void *t18 = new_array(m, 4UL);
            float *a = (float *)t18;
            float *b = (float *)new_array(n, 4UL);
            float *c = (float *)new_array(n, 4UL);
            int t19 = 2 * m;
            float *ab = (float *)new_array(t19, 4UL);
            void *t20 = new_array(n, 1UL);
            unsigned char *uidx = (unsigned char *)t20;
            int *h = (int *)new_array(256, 4UL);
            make_indices(idx, n, m, pattern);
            long t21 = (long)n;
            unsigned long t22 = (unsigned long)t16;
            unsigned long t23 = (unsigned long)t20;
            if ((t21 >= 16L) & (((t22 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t23) | ((t23 + (unsigned long)(1L + (t21 - 1L) * 1L)) <= t22))) {
                long t24 = t21 & -16L;
                vcc_v8_int t25 = (vcc_v8_int){pattern, pattern, pattern, pattern, pattern, pattern, pattern, pattern};
                long t1 = 0L;
                do {
                    long t26 = (long)(int)t1;
                    vcc_m8 t27 = (vcc_m8)(t25 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t28 = ~t27;
                    vcc_v8_int t29 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)idx + (unsigned long)t26 * 4UL), t28);
                    vcc_v8_uint t30 = (vcc_v8_uint)t29;
                    vcc_v8_uint t31 = (vcc_v8_uint)(vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_v8_uint t32 = t30 * t31;
                    vcc_v8_int t33 = (vcc_v8_int)t32;
                    vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), t33);
                    vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t26, t35);
                    long t36 = (long)(int)(t1 + 8L);
                    vcc_m8 t37 = (vcc_m8)(t25 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t38 = ~t37;
                    vcc_v8_int t39 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)idx + (unsigned long)t36 * 4UL), t38);
                    vcc_v8_uint t40 = (vcc_v8_uint)t39;
                    vcc_v8_uint t41 = (vcc_v8_uint)(vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_v8_uint t42 = t40 * t41;
                    vcc_v8_int t43 = (vcc_v8_int)t42;
                    vcc_v8_int t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), t43);
                    vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector(t44, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t36, t45);
                    t1 += 16L;
                } while (t1 < t24);
                t46 = (int)t24;
            } else {
                t46 = 0;
            }
            long t47 = (long)n + (long)t46 * -1L;
            unsigned long t48 = (unsigned long)t16;
            unsigned long t49 = (unsigned long)t20;
            if ((t47 >= 8L) & (((t48 + (unsigned long)((long)t46 * 4L + 4L + (t47 - 1L) * 4L)) <= (t49 + (unsigned long)(long)t46)) | ((t49 + (unsigned long)((long)t46 + 1L + (t47 - 1L) * 1L)) <= (t48 + (unsigned long)((long)t46 * 4L))))) {
                long t50 = t47 & -8L;
                vcc_v8_int t51 = (vcc_v8_int){pattern, pattern, pattern, pattern, pattern, pattern, pattern, pattern};
                long t2 = 0L;
                do {
                    long t52 = (long)(int)((long)t46 + t2);
                    vcc_m8 t53 = (vcc_m8)(t51 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t54 = ~t53;
                    vcc_v8_int t55 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)idx + (unsigned long)t52 * 4UL), t54);
                    vcc_v8_uint t56 = (vcc_v8_uint)t55;
                    vcc_v8_uint t57 = (vcc_v8_uint)(vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_v8_uint t58 = t56 * t57;
                    vcc_v8_int t59 = (vcc_v8_int)t58;
                    vcc_v8_int t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t53, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), t59);
                    vcc_v8_uchar t61 = __builtin_convertvector(__builtin_convertvector(t60, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t52, t61);
                    t2 += 8L;
                } while (t2 < t50);
                k = (int)((long)t46 + t50);
            } else {
                k = t46;
            }
            for (; k < n; k++) {
                long t62 = (long)k;
                unsigned char *t63 = uidx + t62;
                if (pattern == 0) {
                    t64 = 5;
                } else {
                    t64 = idx[t62] * 37;
                }
                *t63 = (unsigned char)t64;
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
            long t65 = (long)n;
            if (t65 >= 32L) {
                long t66 = t65 & -32L;
                vcc_v8_int t67 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t68 = (vcc_v8_uint)t67;
                vcc_v8_uint t3 = t68 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long t4 = 0L;
                for (;;) {
                    vcc_v8_int t69 = (vcc_v8_int)t3;
                    float *t70 = b + (int)t4;
                    vcc_v8_float t71 = vcc_load(vcc_v8_float, t70);
                    vcc_v8_float t72 = __builtin_convertvector(t69, vcc_v8_float);
                    vcc_v8_float t73 = t72 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t74 = t71 + t73;
                    vcc_store(t70, t74);
                    vcc_v8_uint t75 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t76 = (vcc_v8_int)t75;
                    float *t77 = b + (int)(t4 + 8L);
                    vcc_v8_float t78 = vcc_load(vcc_v8_float, t77);
                    vcc_v8_float t79 = __builtin_convertvector(t76, vcc_v8_float);
                    vcc_v8_float t80 = t79 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t81 = t78 + t80;
                    vcc_store(t77, t81);
                    vcc_v8_uint t82 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int t83 = (vcc_v8_int)t82;
                    float *t84 = b + (int)(t4 + 16L);
                    vcc_v8_float t85 = vcc_load(vcc_v8_float, t84);
                    vcc_v8_float t86 = __builtin_convertvector(t83, vcc_v8_float);
                    vcc_v8_float t87 = t86 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t88 = t85 + t87;
                    vcc_store(t84, t88);
                    vcc_v8_uint t89 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int t90 = (vcc_v8_int)t89;
                    float *t91 = b + (int)(t4 + 24L);
                    vcc_v8_float t92 = vcc_load(vcc_v8_float, t91);
                    vcc_v8_float t93 = __builtin_convertvector(t90, vcc_v8_float);
                    vcc_v8_float t94 = t93 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t95 = t92 + t94;
                    vcc_store(t91, t95);
                    t4 += 32L;
                    vcc_v8_uint t96 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (t4 >= t66) {
                        break;
                    }
                    t3 = t96;
                }
                t97 = (int)t66;
            } else {
                t97 = 0;
            }
            long t98 = (long)n + (long)t97 * -1L;
            if (t98 >= 8L) {
                long t99 = t98 & -8L;
                vcc_v8_int t100 = (vcc_v8_int){t97, t97, t97, t97, t97, t97, t97, t97};
                vcc_v8_uint t101 = (vcc_v8_uint)t100;
                vcc_v8_uint t5 = t101 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long t6 = 0L;
                for (;;) {
                    vcc_v8_int t102 = (vcc_v8_int)t5;
                    float *t103 = b + (int)((long)t97 + t6);
                    vcc_v8_float t104 = vcc_load(vcc_v8_float, t103);
                    vcc_v8_float t105 = __builtin_convertvector(t102, vcc_v8_float);
                    vcc_v8_float t106 = t105 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_v8_float t107 = t104 + t106;
                    vcc_store(t103, t107);
                    t6 += 8L;
                    vcc_v8_uint t108 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t6 >= t99) {
                        break;
                    }
                    t5 = t108;
                }
                k_1 = (int)((long)t97 + t99);
            } else {
                k_1 = t97;
            }
            for (; k_1 < n; k_1++) {
                float *t109 = b + k_1;
                *t109 = *t109 + (float)k_1 * 0.125f;
            }
            long t110 = (long)m;
            unsigned long t111 = (unsigned long)t17;
            unsigned long t112 = (unsigned long)t18;
            if ((t110 >= 32L) & (((t111 + (unsigned long)(4L + (t110 - 1L) * 4L)) <= t112) | ((t112 + (unsigned long)(4L + (t110 - 1L) * 4L)) <= t111))) {
                long t113 = t110 & -32L;
                long t7 = 0L;
                do {
                    long t114 = (long)(int)t7;
                    vcc_store(a + t114, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t114, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    long t115 = (long)(int)(t7 + 8L);
                    vcc_store(a + t115, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t115, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    long t116 = (long)(int)(t7 + 16L);
                    vcc_store(a + t116, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t116, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    long t117 = (long)(int)(t7 + 24L);
                    vcc_store(a + t117, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t117, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    t7 += 32L;
                } while (t7 < t113);
                t118 = (int)t113;
            } else {
                t118 = 0;
            }
            long t119 = (long)m + (long)t118 * -1L;
            unsigned long t120 = (unsigned long)t17;
            unsigned long t121 = (unsigned long)t18;
            if ((t119 >= 8L) & (((t120 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t121 + (unsigned long)((long)t118 * 4L))) | ((t121 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t118 * 4L))))) {
                long t122 = t119 & -8L;
                long t8 = 0L;
                do {
                    long t123 = (long)(int)((long)t118 + t8);
                    vcc_store(a + t123, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                    vcc_store(ia + t123, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    t8 += 8L;
                } while (t8 < t122);
                k_2 = (int)((long)t118 + t122);
            } else {
                k_2 = t118;
            }
            for (; k_2 < m; k_2++) {
                long t124 = (long)k_2;
                a[t124] = -1.0f;
                ia[t124] = -1;
            }
            long t9 = 0L;
            do {
                vcc_store(&table[(int)t9], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                vcc_store(&table[(int)(t9 + 8L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                vcc_store(&table[(int)(t9 + 16L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                vcc_store(&table[(int)(t9 + 24L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                t9 += 32L;
            } while (t9 < 64L);
            for (int k_3 = 64; k_3 < 64; k_3++) {
                table[k_3] = 0.0f;
            }
            long t10 = 0L;
            do {
                vcc_store(h + (int)t10, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(h + (int)(t10 + 8L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(h + (int)(t10 + 16L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(h + (int)(t10 + 24L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t10 += 32L;
            } while (t10 < 256L);
            for (int k_4 = 256; k_4 < 256; k_4++) {
                h[k_4] = 0;
            }
            const float *t125 = c;
            const float *t126 = b;
            const int *t127 = idx;
            scatter_div(n, a, t127, t126, t125);
            unsigned long t128 = (unsigned long)m * 4UL;
            const void *t129 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)hash_bytes(t129, t128));
            scatter_cond(n, a, t127, t125, t126);
            scatter_int(n, ia, t127, ib);
            const unsigned char *t130 = uidx;
            scatter_global(n, t130, t126);
            unsigned long t131 = hash_bytes((const void *)table, 256UL);
            unsigned long t132 = hash_bytes((const void *)ia, t128);
            printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t129, t128), (unsigned long long)t132, (unsigned long long)t131);
            scatter_plain(n, a, t127, t125);
            long t133 = (long)m * 2L;
            if (t133 >= 32L) {
                long t134 = t133 & -32L;
                vcc_v8_int t135 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t136 = (vcc_v8_uint)t135;
                vcc_v8_uint t11 = t136 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long t12 = 0L;
                for (;;) {
                    vcc_v8_int t137 = (vcc_v8_int)t11;
                    vcc_v8_float t138 = __builtin_convertvector(t137, vcc_v8_float);
                    vcc_store(ab + (int)t12, t138);
                    vcc_v8_uint t139 = t11 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t140 = (vcc_v8_int)t139;
                    vcc_v8_float t141 = __builtin_convertvector(t140, vcc_v8_float);
                    vcc_store(ab + (int)(t12 + 8L), t141);
                    vcc_v8_uint t142 = t11 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int t143 = (vcc_v8_int)t142;
                    vcc_v8_float t144 = __builtin_convertvector(t143, vcc_v8_float);
                    vcc_store(ab + (int)(t12 + 16L), t144);
                    vcc_v8_uint t145 = t11 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int t146 = (vcc_v8_int)t145;
                    vcc_v8_float t147 = __builtin_convertvector(t146, vcc_v8_float);
                    vcc_store(ab + (int)(t12 + 24L), t147);
                    t12 += 32L;
                    vcc_v8_uint t148 = t11 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (t12 >= t134) {
                        break;
                    }
                    t11 = t148;
                }
                t149 = (int)t134;
            } else {
                t149 = 0;
            }
            long t150 = (long)m * 2L + (long)t149 * -1L;
            if (t150 >= 8L) {
                long t151 = t150 & -8L;
                vcc_v8_int t152 = (vcc_v8_int){t149, t149, t149, t149, t149, t149, t149, t149};
                vcc_v8_uint t153 = (vcc_v8_uint)t152;
                vcc_v8_uint t13 = t153 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long t14 = 0L;
                for (;;) {
                    vcc_v8_int t154 = (vcc_v8_int)t13;
                    vcc_v8_float t155 = __builtin_convertvector(t154, vcc_v8_float);
                    vcc_store(ab + (int)((long)t149 + t14), t155);
                    t14 += 8L;
                    vcc_v8_uint t156 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t14 >= t151) {
                        break;
                    }
                    t13 = t156;
                }
                k_5 = (int)((long)t149 + t151);
            } else {
                k_5 = t149;
            }
            for (; k_5 < t19; k_5++) {
                ab[k_5] = (float)k_5;
            }
            scatter_alias(n, ab + 1, t127, ab);
            scatter_two(n, a, t127, t126);
            histogram(n, h, t130);
            unsigned long t157 = hash_bytes((const void *)h, 1024UL);
            unsigned long t158 = hash_bytes(t129, t128);
            unsigned long t159 = hash_bytes((const void *)ab, (unsigned long)t19 * 4UL);
            printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t129, t128), (unsigned long long)t159, (unsigned long long)t158, (unsigned long long)t157);
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
