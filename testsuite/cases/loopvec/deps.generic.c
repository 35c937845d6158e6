/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t7 = vcc_load(vcc_v8_int, a + t4);
            t8 = t7 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t9 = t8 + t6;
            vcc_store(a + (t4 + 8), t9);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

void dist32(int n, short *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v16_short t5;
    vcc_v16_ushort t6;
    vcc_v16_ushort t7;
    vcc_v16_short t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v16_short, a + t4);
            t6 = (vcc_v16_ushort)t5;
            t7 = t6 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t8 = (vcc_v16_short)t7;
            vcc_store(a + (t4 + 32), t8);
            t9 = t3 + 16L;
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
        a[i + 32] = (short)((int)a[i] + 3);
    }
}

void dist1(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 1] = a[i] + i;
}

void read_ahead(int n, float *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    long t7;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + (t4 + 1));
            t6 = t5 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t4, t6);
            t7 = t3 + 8L;
            if (t7 >= t2) {
                break;
            }
            t3 = t7;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = a[i + 1] * 0.5f;
    }
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    int *a;
    int *b;
    short *s;
    float *f;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    long t2;
    long t3;
    long t4;
    int *t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    long t8;
    int i;
    int *t9;
    unsigned long t10;
    unsigned long t11;
    unsigned long t12;
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
        a = (int *)new_array(n + 32, 4UL);
        b = (int *)new_array(n + 32, 4UL);
        s = (short *)new_array(n + 32, 2UL);
        f = (float *)new_array(n + 32, 4UL);
        for (fill_idx = 0; fill_idx < (n + 32); fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < (n + 32); fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < (n + 32); fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)(next_rand() % 2000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < (n + 32); fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        t2 = (long)n + 32L;
        if (t2 >= 8L) {
            t3 = t2 & -8L;
            t4 = 0L;
            for (;;) {
                t5 = a + (int)((long)0 + t4);
                t6 = vcc_load(vcc_v8_int, t5);
                t7 = t6 % (vcc_v8_int){64, 64, 64, 64, 64, 64, 64, 64};
                vcc_store(t5, t7);
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
        for (; i < (n + 32); i++) {
            t9 = a + i;
            *t9 = *t9 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        t10 = hash_bytes((const void *)f, (unsigned long)(n + 32) * 4UL);
        t11 = hash_bytes((const void *)b, (unsigned long)(n + 32) * 4UL);
        t12 = hash_bytes((const void *)s, (unsigned long)(n + 32) * 2UL);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)hash_bytes((const void *)a, (unsigned long)(n + 32) * 4UL), (unsigned long long)t12, (unsigned long long)t11, (unsigned long long)t10);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
