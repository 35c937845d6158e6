/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            int t7 = (int)t2;
            vcc_v8_int t8 = (vcc_v8_int)t1;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + t7);
            vcc_v8_int t10 = t9 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t11 = t10 + t8;
            vcc_store(a + (t7 + 8), t11);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

void dist32(int n, short *a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_ushort t7 = (vcc_v16_ushort)t6;
            vcc_v16_ushort t8 = t7 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t9 = (vcc_v16_short)t8;
            vcc_store(a + (t5 + 32), t9);
            int t10 = (int)(t1 + 16L);
            vcc_v16_short t11 = vcc_load(vcc_v16_short, a + t10);
            vcc_v16_ushort t12 = (vcc_v16_ushort)t11;
            vcc_v16_ushort t13 = t12 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t14 = (vcc_v16_short)t13;
            vcc_store(a + (t10 + 32), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            int t18 = (int)((long)t15 + t2);
            vcc_v16_short t19 = vcc_load(vcc_v16_short, a + t18);
            vcc_v16_ushort t20 = (vcc_v16_ushort)t19;
            vcc_v16_ushort t21 = t20 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t22 = (vcc_v16_short)t21;
            vcc_store(a + (t18 + 32), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
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
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, a + (t5 + 1));
            vcc_v8_float t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t5, t7);
            int t8 = (int)(t1 + 8L);
            vcc_v8_float t9 = vcc_load(vcc_v8_float, a + (t8 + 1));
            vcc_v8_float t10 = t9 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t8, t10);
            int t11 = (int)(t1 + 16L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, a + (t11 + 1));
            vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t11, t13);
            int t14 = (int)(t1 + 24L);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, a + (t14 + 1));
            vcc_v8_float t16 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, a + (t20 + 1));
            vcc_v8_float t22 = t21 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    while (i < n) {
        int t23 = i + 1;
        a[i] = a[t23] * 0.5f;
        i = t23;
    }
}

int main(void) {
    int n;
    int t2;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
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
        int t3 = n + 32;
        int *a = (int *)new_array(t3, 4UL);
        int *b = (int *)new_array(t3, 4UL);
        short *s = (short *)new_array(t3, 2UL);
        float *f = (float *)new_array(t3, 4UL);
        for (int fill_idx = 0; fill_idx < t3; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t3; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t3; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t3; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        long t4 = (long)n + 32L;
        if (t4 >= 8L) {
            long t5 = t4 & -8L;
            long t1 = 0L;
            do {
                int *t6 = a + (int)t1;
                vcc_v8_int t7 = vcc_load(vcc_v8_int, t6);
                vcc_v8_int t8 = t7 % (vcc_v8_int){64, 64, 64, 64, 64, 64, 64, 64};
                vcc_store(t6, t8);
                t1 += 8L;
            } while (t1 < t5);
            i = (int)t5;
        } else {
            i = 0;
        }
        for (; i < t3; i++) {
            int *t9 = a + i;
            *t9 = *t9 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        unsigned long t10 = (unsigned long)t3;
        unsigned long t11 = t10 * 4UL;
        unsigned long t12 = hash_bytes((const void *)f, t11);
        unsigned long t13 = hash_bytes((const void *)b, t11);
        unsigned long t14 = hash_bytes((const void *)s, t10 * 2UL);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)hash_bytes((const void *)a, t11), (unsigned long long)t14, (unsigned long long)t13, (unsigned long long)t12);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
