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
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, idx + t5);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, idx + t6);
            vcc_v8_float t9 = vcc_gather(vcc_v8_float, b, t7);
            vcc_v8_float t10 = vcc_gather(vcc_v8_float, b, t8);
            vcc_v8_float t11 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t5, t11);
            vcc_v8_float t12 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t6, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, idx + t16);
            vcc_v8_float t18 = vcc_gather(vcc_v8_float, b, t17);
            vcc_v8_float t19 = t18 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
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
    int t6;
    int t20;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        long t1 = 0L;
        do {
            vcc_store(&bins[1L + t1], ((vcc_v4_int){0, 0, 0, 0}));
            t1 += 4L;
        } while (t1 < 12L);
        long t7 = 13L;
        while (t7 < 16L) {
            bins[t7] = 0;
            t7++;
        }
        unsigned char *v = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t8 = (long)n;
        if (t8 >= 32L) {
            long t9 = t8 & -32L;
            vcc_v8_int t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            vcc_v8_uint t2 = t11 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t3 = 0L;
            for (;;) {
                vcc_v8_int t12 = (vcc_v8_int)t2;
                vcc_store(idx + (int)t3, t12);
                vcc_v8_uint t13 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t14 = (vcc_v8_int)t13;
                vcc_store(idx + (int)(t3 + 8L), t14);
                vcc_v8_uint t15 = t2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t16 = (vcc_v8_int)t15;
                vcc_store(idx + (int)(t3 + 16L), t16);
                vcc_v8_uint t17 = t2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t18 = (vcc_v8_int)t17;
                vcc_store(idx + (int)(t3 + 24L), t18);
                t3 += 32L;
                vcc_v8_uint t19 = t2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t3 >= t9) {
                    break;
                }
                t2 = t19;
            }
            t20 = (int)t9;
        } else {
            t20 = 0;
        }
        long t21 = (long)n + (long)t20 * -1L;
        if (t21 >= 8L) {
            long t22 = t21 & -8L;
            vcc_v8_int t23 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            vcc_v8_uint t4 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t5 = 0L;
            for (;;) {
                vcc_v8_int t25 = (vcc_v8_int)t4;
                vcc_store(idx + (int)((long)t20 + t5), t25);
                t5 += 8L;
                vcc_v8_uint t26 = t4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t5 >= t22) {
                    break;
                }
                t4 = t26;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (int i_1 = n - 1; i_1 > 0; i_1--) {
            unsigned int t27 = next_rand();
            int *t28 = idx + i_1;
            int t = *t28;
            int *t29 = idx + (int)(t27 % (unsigned int)(i_1 + 1));
            *t28 = *t29;
            *t29 = t;
        }
        const int *t30 = idx;
        gather(n, fa, fb, t30);
        scatter(n, a, b, t30);
        histogram(n, bins, v);
        unsigned long t31 = hash_bytes((const void *)bins, 64UL);
        unsigned long t32 = (unsigned long)n * 4UL;
        unsigned long t33 = hash_bytes((const void *)a, t32);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t32), (unsigned long long)t33, (unsigned long long)t31);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
