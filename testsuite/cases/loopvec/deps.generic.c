/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 neon=3 sse2=3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at deps.c:8 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t5 = a_v / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t6 = t5 + i_v_1;
            vcc_store(a + ((int)i_vec + 8), t6);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

void dist32(int n, short *a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_ushort t3 = (vcc_v16_ushort)a_v;
            vcc_v16_ushort t4 = t3 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t5 = (vcc_v16_short)t4;
            vcc_store(a + ((int)i_vec + 32), t5);
            long t6 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t6);
            vcc_v16_ushort t7 = (vcc_v16_ushort)a_v_1;
            vcc_v16_ushort t8 = t7 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t9 = (vcc_v16_short)t8;
            vcc_store(a + ((int)t6 + 32), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t13);
            vcc_v16_ushort t14 = (vcc_v16_ushort)a_v_2;
            vcc_v16_ushort t15 = t14 + (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t16 = (vcc_v16_short)t15;
            vcc_store(a + ((int)t13 + 32), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
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
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + ((int)i_vec + 1));
            vcc_v8_float t3 = a_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + ((int)t4 + 1));
            vcc_v8_float t5 = a_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + ((int)t6 + 1));
            vcc_v8_float t7 = a_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + ((int)t8 + 1));
            vcc_v8_float t9 = a_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + ((int)t13 + 1));
            vcc_v8_float t14 = a_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    while (i < n) {
        int t15 = i + 1;
        a[i] = a[t15] * 0.5f;
        i = t15;
    }
}

int main(void) {
    int n;
    int t1;
    int t9;
    int i;
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
        int t2 = n + 32;
        int *a = (int *)new_array(t2, 4UL);
        int *b = (int *)new_array(t2, 4UL);
        short *s = (short *)new_array(t2, 2UL);
        float *f = (float *)new_array(t2, 4UL);
        for (int fill_idx = 0; fill_idx < t2; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t2; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t2; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t2; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        long t3 = (long)n + 32L;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at deps.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                int *t5 = a + i_vec;
                vcc_v8_int a_v = vcc_load(vcc_v8_int, t5);
                vcc_v8_int t6 = a_v % (vcc_v8_int){64, 64, 64, 64, 64, 64, 64, 64};
                vcc_store(t5, t6);
                int *t7 = a + (i_vec + 8L);
                vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t7);
                vcc_v8_int t8 = a_v_1 % (vcc_v8_int){64, 64, 64, 64, 64, 64, 64, 64};
                vcc_store(t7, t8);
                i_vec += 16L;
            } while (i_vec < t4);
            t9 = (int)t4;
        } else {
            t9 = 0;
        }
        long t10 = (long)n + (long)t9 * -1L + 32L;
        if (t10 >= 8L) {
            long t11 = t10 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at deps.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                int *t12 = a + ((long)t9 + i_vec_1);
                vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t12);
                vcc_v8_int t13 = a_v_2 % (vcc_v8_int){64, 64, 64, 64, 64, 64, 64, 64};
                vcc_store(t12, t13);
                i_vec_1 += 8L;
            } while (i_vec_1 < t11);
            i = (int)((long)t9 + t11);
        } else {
            i = t9;
        }
        for (; i < t2; i++) {
            int *t14 = a + i;
            *t14 = *t14 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        unsigned long t15 = (unsigned long)t2;
        unsigned long t16 = t15 * 4UL;
        unsigned long t17 = hash_bytes((const void *)f, t16);
        unsigned long t18 = hash_bytes((const void *)b, t16);
        unsigned long t19 = hash_bytes((const void *)s, t15 * 2UL);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)hash_bytes((const void *)a, t16), (unsigned long long)t19, (unsigned long long)t18, (unsigned long long)t17);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
