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
    int t41;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uint t6 = vcc_load(vcc_v8_uint, a + t5);
            vcc_v8_uint t7 = vcc_load(vcc_v8_uint, b + t5);
            vcc_v8_uint t8 = t6 ^ t7;
            vcc_v8_uint t9 = t8 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t10 = t6 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t11 = t9 | t10;
            vcc_v8_uint t12 = t7 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t13 = t11 | t12;
            vcc_store(c + t5, t13);
            long t14 = (long)(int)(t1 + 8L);
            vcc_v8_uint t15 = vcc_load(vcc_v8_uint, a + t14);
            vcc_v8_uint t16 = vcc_load(vcc_v8_uint, b + t14);
            vcc_v8_uint t17 = t15 ^ t16;
            vcc_v8_uint t18 = t17 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t19 = t15 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t20 = t18 | t19;
            vcc_v8_uint t21 = t16 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t22 = t20 | t21;
            vcc_store(c + t14, t22);
            long t23 = (long)(int)(t1 + 16L);
            vcc_v8_uint t24 = vcc_load(vcc_v8_uint, a + t23);
            vcc_v8_uint t25 = vcc_load(vcc_v8_uint, b + t23);
            vcc_v8_uint t26 = t24 ^ t25;
            vcc_v8_uint t27 = t26 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t28 = t24 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t29 = t27 | t28;
            vcc_v8_uint t30 = t25 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t31 = t29 | t30;
            vcc_store(c + t23, t31);
            long t32 = (long)(int)(t1 + 24L);
            vcc_v8_uint t33 = vcc_load(vcc_v8_uint, a + t32);
            vcc_v8_uint t34 = vcc_load(vcc_v8_uint, b + t32);
            vcc_v8_uint t35 = t33 ^ t34;
            vcc_v8_uint t36 = t35 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t37 = t33 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t38 = t36 | t37;
            vcc_v8_uint t39 = t34 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t40 = t38 | t39;
            vcc_store(c + t32, t40);
            t1 += 32L;
        } while (t1 < t4);
        t41 = (int)t4;
    } else {
        t41 = 0;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        long t43 = t42 & -8L;
        long t2 = 0L;
        do {
            long t44 = (long)(int)((long)t41 + t2);
            vcc_v8_uint t45 = vcc_load(vcc_v8_uint, a + t44);
            vcc_v8_uint t46 = vcc_load(vcc_v8_uint, b + t44);
            vcc_v8_uint t47 = t45 ^ t46;
            vcc_v8_uint t48 = t47 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t49 = t45 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t50 = t48 | t49;
            vcc_v8_uint t51 = t46 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t52 = t50 | t51;
            vcc_store(c + t44, t52);
            t2 += 8L;
        } while (t2 < t43);
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        long t53 = (long)i;
        unsigned int t54 = a[t53];
        unsigned int t55 = b[t53];
        c[t53] = ((t54 ^ t55) & 4278255360U) | (t54 << 5) | (t55 >> 27);
    }
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_int t7 = t6 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t8 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t9 = t7 - t8;
            vcc_store(c + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + t10);
            vcc_v8_int t12 = t11 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t13 = vcc_load(vcc_v8_int, b + t10);
            vcc_v8_int t14 = t12 - t13;
            vcc_store(c + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + t15);
            vcc_v8_int t17 = t16 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t19 = t17 - t18;
            vcc_store(c + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, a + t20);
            vcc_v8_int t22 = t21 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t23 = vcc_load(vcc_v8_int, b + t20);
            vcc_v8_int t24 = t22 - t23;
            vcc_store(c + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, a + t28);
            vcc_v8_int t30 = t29 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t31 = vcc_load(vcc_v8_int, b + t28);
            vcc_v8_int t32 = t30 - t31;
            vcc_store(c + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        c[t33] = a[t33] * 7 - b[t33];
    }
}

unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
    int t17;
    unsigned int t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, a + (int)t1);
            t2 = t2 + t10;
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, a + (int)(t1 + 8L));
            t3 = t3 + t11;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)(t1 + 16L));
            t4 = t4 + t12;
            vcc_v8_uint t13 = vcc_load(vcc_v8_uint, a + (int)(t1 + 24L));
            t5 = t5 + t13;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t14 = t2 + t3;
        vcc_v8_uint t15 = t14 + t4;
        vcc_v8_uint t16 = t15 + t5;
        t17 = (int)t9;
        t18 = 1U + vcc_reduce(unsigned int, t16, +);
    } else {
        t17 = 0;
        t18 = 1U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
            t7 = t7 + t21;
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        s = t18 + vcc_reduce(unsigned int, t7, +);
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int t3;
    int t18;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        unsigned int *a = (unsigned int *)new_array(n, 4UL);
        unsigned int *b = (unsigned int *)new_array(n, 4UL);
        unsigned int *c = (unsigned int *)new_array(n, 4UL);
        int *sa = (int *)new_array(n, 4UL);
        int *sb = (int *)new_array(n, 4UL);
        int *sc = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        long t4 = (long)n;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long t1 = 0L;
            do {
                unsigned int *t6 = a + (int)t1;
                vcc_v8_uint t7 = vcc_load(vcc_v8_uint, t6);
                vcc_v8_uint t8 = t7 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t6, t8);
                unsigned int *t9 = a + (int)(t1 + 8L);
                vcc_v8_uint t10 = vcc_load(vcc_v8_uint, t9);
                vcc_v8_uint t11 = t10 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t9, t11);
                unsigned int *t12 = a + (int)(t1 + 16L);
                vcc_v8_uint t13 = vcc_load(vcc_v8_uint, t12);
                vcc_v8_uint t14 = t13 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t12, t14);
                unsigned int *t15 = a + (int)(t1 + 24L);
                vcc_v8_uint t16 = vcc_load(vcc_v8_uint, t15);
                vcc_v8_uint t17 = t16 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long t2 = 0L;
            do {
                unsigned int *t21 = a + (int)((long)t18 + t2);
                vcc_v8_uint t22 = vcc_load(vcc_v8_uint, t21);
                vcc_v8_uint t23 = t22 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            unsigned int *t24 = a + i;
            *t24 = *t24 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        const unsigned int *t25 = a;
        bits_u32(n, c, t25, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t26 = sum_u32(n, t25);
        unsigned long t27 = (unsigned long)n * 4UL;
        unsigned long t28 = hash_bytes((const void *)sc, t27);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, t27), (unsigned long long)t28, t26);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
