/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through a permutation (no two
   iterations store to one element, but only the caller knows), and a histogram, whose
   increments to one bin must stay in order. */
void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    long t21;
    int i;
    long t22;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_int, idx + t4);
            t7 = vcc_load(vcc_v8_int, idx + t5);
            t8 = vcc_gather(vcc_v8_float, b, t6);
            t9 = vcc_gather(vcc_v8_float, b, t7);
            t10 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t11 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t4, t10);
            vcc_store(a + t5, t11);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = vcc_load(vcc_v8_int, idx + t17);
            t19 = vcc_gather(vcc_v8_float, b, t18);
            t20 = t19 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t17, t20);
            t21 = t16 + 8L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        a[t22] = b[idx[t22]] * 2.0f;
    }
}

void scatter(int n, int *restrict a, const int *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] + 1;
}

void histogram(int n, int *restrict bins, const unsigned char *restrict v) {
    for (int i = 0; i < n; i++)
        bins[v[i] & 15]++;
}

int main(void) {
    int bins[16];
    int n;
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    int count_idx;
    int n_1;
    int t3;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t4;
    long t5;
    long t6;
    long t7;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    long t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    long t20;
    vcc_v8_uint t21;
    int t22;
    long t23;
    long t24;
    vcc_v8_int t25;
    vcc_v8_uint t26;
    long t27;
    vcc_v8_int t28;
    long t29;
    vcc_v8_uint t30;
    int i;
    int i_1;
    unsigned int t31;
    int *t32;
    int t;
    int *t33;
    const int *t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        fa = (float *)new_array(n, 4UL);
        fb = (float *)new_array(n, 4UL);
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        if (15L >= 4L) {
            t4 = 15L & -4L;
            t5 = 0L;
            for (;;) {
                vcc_store(&bins[1L + t5], ((vcc_v4_int){0, 0, 0, 0}));
                t6 = t5 + 4L;
                if (t6 >= t4) {
                    break;
                }
                t5 = t6;
            }
            t7 = 1L + t4;
        } else {
            t7 = 1L;
        }
        while (t7 < 16L) {
            bins[t7] = 0;
            t7++;
        }
        v = (unsigned char *)new_array(n, 1UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        t8 = (long)n;
        if (t8 >= 32L) {
            t9 = t8 & -32L;
            t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t11 = (vcc_v8_uint)t10;
            t1 = t11 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t12 = 0L;
            for (;;) {
                t13 = (vcc_v8_int)t1;
                t14 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t15 = (vcc_v8_int)t14;
                t16 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t17 = (vcc_v8_int)t16;
                t18 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t19 = (vcc_v8_int)t18;
                vcc_store(idx + (int)((long)0 + t12), t13);
                vcc_store(idx + (int)((long)0 + (t12 + 8L)), t15);
                vcc_store(idx + (int)((long)0 + (t12 + 16L)), t17);
                vcc_store(idx + (int)((long)0 + (t12 + 24L)), t19);
                t20 = t12 + 32L;
                t21 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t20 >= t9) {
                    break;
                }
                t12 = t20;
                t1 = t21;
            }
            t22 = (int)((long)0 + t9);
        } else {
            t22 = 0;
        }
        t23 = (long)n + (long)t22 * -1L;
        if (t23 >= 8L) {
            t24 = t23 & -8L;
            t25 = (vcc_v8_int){t22, t22, t22, t22, t22, t22, t22, t22};
            t26 = (vcc_v8_uint)t25;
            t2 = t26 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t27 = 0L;
            for (;;) {
                t28 = (vcc_v8_int)t2;
                vcc_store(idx + (int)((long)t22 + t27), t28);
                t29 = t27 + 8L;
                t30 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t29 >= t24) {
                    break;
                }
                t27 = t29;
                t2 = t30;
            }
            i = (int)((long)t22 + t24);
        } else {
            i = t22;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            t31 = next_rand();
            t32 = idx + i_1;
            t = *t32;
            t33 = idx + (int)(t31 % (unsigned int)(i_1 + 1));
            *t32 = *t33;
            *t33 = t;
        }
        t34 = idx;
        gather(n, fa, fb, t34);
        scatter(n, a, b, t34);
        histogram(n, bins, v);
        t35 = hash_bytes((const void *)bins, 64UL);
        t36 = (unsigned long)n * 4UL;
        t37 = hash_bytes((const void *)a, t36);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t36), (unsigned long long)t37, (unsigned long long)t35);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
