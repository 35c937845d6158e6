/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
void add_const(int n, int *restrict a, const int *restrict b, int c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int c_v = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = b_v + c_v;
            vcc_store(a + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t4);
            vcc_v8_int t5 = b_v_1 + c_v;
            vcc_store(a + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t7 = b_v_2 + c_v;
            vcc_store(a + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t9 = b_v_3 + c_v;
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
        vcc_v8_int c_v_1 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int t14 = b_v_4 + c_v_1;
            vcc_store(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[t15] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t2 = (vcc_v8_uint)t1;
        vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_store(&a[i_vec], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t3 = i_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[i_vec], t3);
            long t4 = i_vec + 8L;
            vcc_v8_uint t5 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t5;
            vcc_store(&a[t4], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t6 = i_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t4], t6);
            long t7 = i_vec + 16L;
            vcc_v8_uint t8 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t8;
            vcc_store(&a[t7], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t9 = i_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t7], t9);
            long t10 = i_vec + 24L;
            vcc_v8_uint t11 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t11;
            vcc_store(&a[t10], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t12 = i_v_5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t10], t12);
            i_vec += 32L;
            vcc_v8_uint t13 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (i_vec >= 992L) {
                break;
            }
            i_v = t13;
        }
        vcc_v8_int t14 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
        vcc_v8_uint t15 = (vcc_v8_uint)t14;
        vcc_v8_uint i_v_1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t16 = 992L + i_vec_1;
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            vcc_store(&a[t16], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t17 = i_v_6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t16], t17);
            i_vec_1 += 8L;
            vcc_v8_uint t18 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = t18;
        }
        a[1000] = -1;
        b[1000] = 3000;
        a[1001] = -1;
        b[1001] = 3003;
        a[1002] = -1;
        b[1002] = 3006;
        add_const(n, a, b, 42);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 31L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
