/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_uint, a + t4);
            t6 = vcc_load(vcc_v8_uint, b + t4);
            t7 = t5 ^ t6;
            t8 = t7 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            t9 = vcc_load(vcc_v8_uint, a + t4);
            t10 = t9 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            t11 = t8 | t10;
            t12 = vcc_load(vcc_v8_uint, b + t4);
            t13 = t12 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            t14 = t11 | t13;
            vcc_store(c + t4, t14);
            t15 = t3 + 8L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = ((a[i] ^ b[i]) & 4278255360U) | (a[i] << 5) | (b[i] >> 27);
    }
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, a + t4);
            t6 = t5 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t7 = vcc_load(vcc_v8_int, b + t4);
            t8 = t6 - t7;
            vcc_store(c + t4, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = a[i] * 7 - b[i];
    }
}

unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    vcc_v8_uint t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4 + t6;
            t9 = t5 + t7;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = t8 + t9;
        i = (int)((long)0 + t2);
        s = 1U + vcc_reduce(unsigned int, t11, +);
    } else {
        i = 0;
        s = 1U;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    unsigned int *a;
    unsigned int *b;
    unsigned int *c;
    int *sa;
    int *sb;
    int *sc;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    int t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    long t8;
    int i;
    int fill_idx_2;
    int fill_idx_3;
    unsigned int t9;
    unsigned long t10;
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
        a = (unsigned int *)new_array(n, 4UL);
        b = (unsigned int *)new_array(n, 4UL);
        c = (unsigned int *)new_array(n, 4UL);
        sa = (int *)new_array(n, 4UL);
        sb = (int *)new_array(n, 4UL);
        sc = (int *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(0 + (int)(next_rand() % 2147483647U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(0 + (int)(next_rand() % 2147483647U));
        }
        t2 = (long)n;
        if (t2 >= 8L) {
            t3 = t2 & -8L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = vcc_load(vcc_v8_uint, a + t5);
                t7 = t6 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(a + t5, t7);
                t8 = t4 + 8L;
                if (t8 >= t3) {
                    break;
                }
                t4 = t8;
            }
            i = (int)((long)0 + t3);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            a[i] = a[i] * 3U;
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        bits_u32(n, c, a, b);
        mulsub_i32(n, sc, sa, sb);
        t9 = sum_u32(n, a);
        t10 = hash_bytes((const void *)sc, (unsigned long)n * 4UL);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, (unsigned long)n * 4UL), (unsigned long long)t10, t9);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
