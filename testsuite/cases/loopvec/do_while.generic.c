/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
int fill(int n, int *restrict a) {
    int i;
    int s;
    int t26;
    int t27;
    long t8 = (long)n + -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v8_int t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t11 = (vcc_v8_uint)t10;
        vcc_v8_uint t1 = t11 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t12 = (vcc_v8_int)t1;
            int *t13 = a + (int)t2;
            vcc_v8_int t14 = t12 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t13, t14);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, t13);
            vcc_v8_int t16 = t15 ^ t12;
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            t3 = t3 + t17;
            vcc_v8_uint t18 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t19 = (vcc_v8_int)t18;
            int *t20 = a + (int)(t2 + 8L);
            vcc_v8_int t21 = t19 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t20, t21);
            vcc_v8_int t22 = vcc_load(vcc_v8_int, t20);
            vcc_v8_int t23 = t22 ^ t19;
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            t4 = t4 + t24;
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t9);
        vcc_v8_uint t25 = t3 + t4;
        t26 = (int)t9;
        t27 = (int)vcc_reduce(unsigned int, t25, +);
    } else {
        t26 = 0;
        t27 = 0;
    }
    long t28 = (long)n + (long)t26 * -1L + -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        vcc_v8_int t30 = (vcc_v8_int){t26, t26, t26, t26, t26, t26, t26, t26};
        vcc_v8_uint t31 = (vcc_v8_uint)t30;
        vcc_v8_uint t5 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t32 = (vcc_v8_int)t5;
            int *t33 = a + (int)((long)t26 + t6);
            vcc_v8_int t34 = t32 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t33, t34);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, t33);
            vcc_v8_int t36 = t35 ^ t32;
            vcc_v8_uint t37 = (vcc_v8_uint)t36;
            t7 = t7 + t37;
            t6 += 8L;
            t5 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t6 < t29);
        i = (int)((long)t26 + t29);
        s = (int)((unsigned int)t27 + vcc_reduce(unsigned int, t7, +));
    } else {
        i = t26;
        s = t27;
    }
    for (;;) {
        int *t38 = a + i;
        *t38 = i * 5;
        s += *t38 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t1 = 0L;
        do {
            vcc_store(&a[(int)t1], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&a[(int)(t1 + 8L)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&a[(int)(t1 + 16L)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&a[(int)(t1 + 24L)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t1 += 32L;
        } while (t1 < 992L);
        long t2 = 0L;
        do {
            vcc_store(&a[(int)(992L + t2)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t2 += 8L;
        } while (t2 < 8L);
        for (int i = 1000; i < 1003; i++) {
            a[i] = -1;
        }
        int r = fill(n, a);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
