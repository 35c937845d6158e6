/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, idx + i_vec);
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, idx + t3);
            vcc_v8_float b_v = vcc_gather(vcc_v8_float, b, idx_v);
            vcc_v8_float b_v_1 = vcc_gather(vcc_v8_float, b, idx_v_1);
            vcc_v8_float t4 = b_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + i_vec, t4);
            vcc_v8_float t5 = b_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t3, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at indirect.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, idx + t9);
            vcc_v8_float b_v_2 = vcc_gather(vcc_v8_float, b, idx_v_2);
            vcc_v8_float t10 = b_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t9, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        a[t11] = b[idx[t11]] * 2.0f;
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
    int t2;
    int t11;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        long t1 = 0L;
        /* vcc: loop at indirect.c:26 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_store(&bins[1L + t1], ((vcc_v4_int){0, 0, 0, 0}));
            t1 += 4L;
        } while (t1 < 12L);
        bins[13] = 0;
        bins[14] = 0;
        bins[15] = 0;
        unsigned char *v = (unsigned char *)new_array(n, 1UL);
        int fill_idx = 0;
        while (fill_idx < n) {
            fb[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
            fill_idx++;
        }
        int fill_idx_1 = 0;
        while (fill_idx_1 < n) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
            fill_idx_1++;
        }
        int fill_idx_2 = 0;
        while (fill_idx_2 < n) {
            v[fill_idx_2] = (unsigned char)(int)(next_rand() % 256U);
            fill_idx_2++;
        }
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_store(idx + i_vec, i_v_2);
                vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t7;
                vcc_store(idx + (i_vec + 8L), i_v_3);
                vcc_v8_uint t8 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_4 = (vcc_v8_int)t8;
                vcc_store(idx + (i_vec + 16L), i_v_4);
                vcc_v8_uint t9 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_5 = (vcc_v8_int)t9;
                vcc_store(idx + (i_vec + 24L), i_v_5);
                i_vec += 32L;
                vcc_v8_uint t10 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec >= t4) {
                    break;
                }
                i_v = t10;
            }
            t11 = (int)t4;
        } else {
            t11 = 0;
        }
        long t12 = (long)t11;
        long t13 = t3 + t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            vcc_v8_int t15 = (vcc_v8_int){t11, t11, t11, t11, t11, t11, t11, t11};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint i_v_1 = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_1 = 0L;
            /* vcc: loop at indirect.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
                vcc_store(idx + (t12 + i_vec_1), i_v_6);
                i_vec_1 += 8L;
                vcc_v8_uint t17 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_1 >= t14) {
                    break;
                }
                i_v_1 = t17;
            }
            i = (int)(t12 + t14);
        } else {
            i = t11;
        }
        while (i < n) {
            idx[i] = i;
            i++;
        }
        int i_1 = n - 1;
        while (i_1 > 0) {
            unsigned int t18 = next_rand();
            int *t19 = idx + i_1;
            int t = *t19;
            int *t20 = idx + (int)(t18 % (unsigned int)(i_1 + 1));
            *t19 = *t20;
            *t20 = t;
            i_1--;
        }
        const int *t21 = idx;
        gather(n, fa, fb, t21);
        scatter(n, a, b, t21);
        histogram(n, bins, v);
        unsigned long t22 = hash_bytes((const void *)bins, 64UL);
        unsigned long t23 = (unsigned long)n * 4UL;
        unsigned long t24 = hash_bytes((const void *)a, t23);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t23), (unsigned long long)t24, (unsigned long long)t22);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
        count_idx++;
        n_1 = n;
    }
}
