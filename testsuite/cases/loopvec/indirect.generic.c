/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
    int t4;
    vcc_v8_int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, idx + t4);
            t6 = vcc_gather(vcc_v8_float, b, t5);
            t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t4, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[idx[i]] * 2.0f;
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
    int count_idx;
    int n_1;
    int t1;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t2;
    long t3;
    long t4;
    long t5;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t6;
    long t7;
    long t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    long t15;
    int i;
    int i_1;
    int j;
    int t;
    unsigned long t16;
    unsigned long t17;
    count_idx = 0;
    n_1 = 0;
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
        fa = (float *)new_array(n, 4UL);
        fb = (float *)new_array(n, 4UL);
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        if (15L >= 4L) {
            t2 = 15L & -4L;
            t3 = 0L;
            for (;;) {
                vcc_store(&bins[1L + t3], ((vcc_v4_int){0, 0, 0, 0}));
                t4 = t3 + 4L;
                if (t4 >= t2) {
                    break;
                }
                t3 = t4;
            }
            t5 = 1L + t2;
        } else {
            t5 = 1L;
        }
        while (t5 < 16L) {
            bins[t5] = 0;
            t5++;
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
        t6 = (long)n;
        if (t6 >= 16L) {
            t7 = t6 & -16L;
            t8 = 0L;
            for (;;) {
                t9 = (int)((long)0 + t8);
                t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
                t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t12 = (int)((long)0 + (t8 + 8L));
                t13 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
                t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_store(idx + t9, t11);
                vcc_store(idx + t12, t14);
                t15 = t8 + 16L;
                if (t15 >= t7) {
                    break;
                }
                t8 = t15;
            }
            i = (int)((long)0 + t7);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            j = (int)(next_rand() % (unsigned int)(i_1 + 1));
            t = idx[i_1];
            idx[i_1] = idx[j];
            idx[j] = t;
        }
        gather(n, fa, fb, idx);
        scatter(n, a, b, idx);
        histogram(n, bins, v);
        t16 = hash_bytes((const void *)bins, 64UL);
        t17 = hash_bytes((const void *)a, (unsigned long)n * 4UL);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, (unsigned long)n * 4UL), (unsigned long long)t17, (unsigned long long)t16);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
