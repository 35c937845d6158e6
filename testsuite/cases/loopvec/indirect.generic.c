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

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    int t13;
    long t14;
    long t15;
    long t16;
    vcc_v8_int t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    int i;
    long t20;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = vcc_load(vcc_v8_int, idx + t5);
            t8 = vcc_load(vcc_v8_int, idx + t6);
            t9 = vcc_gather(vcc_v8_float, b, t7);
            t10 = vcc_gather(vcc_v8_float, b, t8);
            t11 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t5, t11);
            t12 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t6, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t2 = 0L;
        do {
            t16 = (long)(int)((long)t13 + t2);
            t17 = vcc_load(vcc_v8_int, idx + t16);
            t18 = vcc_gather(vcc_v8_float, b, t17);
            t19 = t18 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t20 = (long)i;
        a[t20] = b[idx[t20]] * 2.0f;
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
    long t1;
    vcc_v8_uint t2;
    long t3;
    vcc_v8_uint t4;
    long t5;
    int count_idx;
    int n_1;
    int t6;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t7;
    long t8;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    vcc_v8_uint t20;
    int t21;
    long t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    int i;
    int i_1;
    unsigned int t28;
    int *t29;
    int t;
    int *t30;
    const int *t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t6 = 1;
        } else {
            t6 = 0;
            n = n_1;
        }
        if (!t6) {
            return 0;
        }
        fa = (float *)new_array(n, 4UL);
        fb = (float *)new_array(n, 4UL);
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        if (15L >= 4L) {
            t7 = 15L & -4L;
            t1 = 0L;
            do {
                vcc_store(&bins[1L + t1], ((vcc_v4_int){0, 0, 0, 0}));
                t1 += 4L;
            } while (t1 < t7);
            t8 = 1L + t7;
        } else {
            t8 = 1L;
        }
        while (t8 < 16L) {
            bins[t8] = 0;
            t8++;
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
        t9 = (long)n;
        if (t9 >= 32L) {
            t10 = t9 & -32L;
            t11 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t12 = (vcc_v8_uint)t11;
            t2 = t12 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t3 = 0L;
            for (;;) {
                t13 = (vcc_v8_int)t2;
                vcc_store(idx + (int)((long)0 + t3), t13);
                t14 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t15 = (vcc_v8_int)t14;
                vcc_store(idx + (int)((long)0 + (t3 + 8L)), t15);
                t16 = t2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t17 = (vcc_v8_int)t16;
                vcc_store(idx + (int)((long)0 + (t3 + 16L)), t17);
                t18 = t2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t19 = (vcc_v8_int)t18;
                vcc_store(idx + (int)((long)0 + (t3 + 24L)), t19);
                t3 += 32L;
                t20 = t2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t3 >= t10) {
                    break;
                }
                t2 = t20;
            }
            t21 = (int)((long)0 + t10);
        } else {
            t21 = 0;
        }
        t22 = (long)n + (long)t21 * -1L;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t24 = (vcc_v8_int){t21, t21, t21, t21, t21, t21, t21, t21};
            t25 = (vcc_v8_uint)t24;
            t4 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t5 = 0L;
            for (;;) {
                t26 = (vcc_v8_int)t4;
                vcc_store(idx + (int)((long)t21 + t5), t26);
                t5 += 8L;
                t27 = t4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t5 >= t23) {
                    break;
                }
                t4 = t27;
            }
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            t28 = next_rand();
            t29 = idx + i_1;
            t = *t29;
            t30 = idx + (int)(t28 % (unsigned int)(i_1 + 1));
            *t29 = *t30;
            *t30 = t;
        }
        t31 = idx;
        gather(n, fa, fb, t31);
        scatter(n, a, b, t31);
        histogram(n, bins, v);
        t32 = hash_bytes((const void *)bins, 64UL);
        t33 = (unsigned long)n * 4UL;
        t34 = hash_bytes((const void *)a, t33);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t33), (unsigned long long)t34, (unsigned long long)t32);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
