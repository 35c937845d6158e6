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
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    long t13;
    int i;
    int s;
    int s_1;
    int i_1;
    t1 = (long)n + -1L;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
            t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = t7 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(a + t5, t8);
            t9 = vcc_load(vcc_v8_int, a + t5);
            t10 = t9 ^ t7;
            t11 = (vcc_v8_uint)t10;
            t12 = t4 + t11;
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t12, +));
    } else {
        i = 0;
        s = 0;
    }
    for (;;) {
        a[i] = i * 5;
        s_1 = s + (a[i] ^ i);
        i_1 = i + 1;
        if (i_1 >= n) {
            return s_1 * 3 + i_1;
        }
        i = i_1;
        s = s_1;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    long t3;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)0 + t2)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t2 + 8L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t2 + 16L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t2 + 24L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t3 = t2 + 32L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            a[i] = -1;
        }
        r = fill(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
