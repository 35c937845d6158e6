/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
int fill(int n, int *restrict a) {
    int i;
    int s;
    int t15;
    int t16;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at do_while.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            int *t5 = a + i_vec;
            vcc_v8_int t6 = i_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t5, t6);
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t5);
            vcc_v8_int t7 = a_v ^ i_v_2;
            vcc_v8_uint t8 = (vcc_v8_uint)t7;
            s_v = s_v + t8;
            vcc_v8_uint t9 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t9;
            int *t10 = a + (i_vec + 8L);
            vcc_v8_int t11 = i_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t10, t11);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t12 = a_v_1 ^ i_v_3;
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            s_v_1 = s_v_1 + t13;
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        vcc_v8_uint t14 = s_v + s_v_1;
        t15 = (int)t2;
        t16 = (int)vcc_reduce(unsigned int, t14, +);
    } else {
        t15 = 0;
        t16 = 0;
    }
    long t17 = (long)n + (long)t15 * -1L + -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        vcc_v8_int t19 = (vcc_v8_int){t15, t15, t15, t15, t15, t15, t15, t15};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint i_v_1 = t20 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at do_while.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            int *t21 = a + ((long)t15 + i_vec_1);
            vcc_v8_int t22 = i_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t21, t22);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t21);
            vcc_v8_int t23 = a_v_2 ^ i_v_4;
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            s_v_2 = s_v_2 + t24;
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t18);
        i = (int)((long)t15 + t18);
        s = (int)((unsigned int)t16 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t15;
        s = t16;
    }
    for (;;) {
        int *t25 = a + i;
        *t25 = i * 5;
        s += *t25 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at do_while.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(&a[i_vec], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&a[i_vec + 8L], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&a[i_vec + 16L], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&a[i_vec + 24L], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            i_vec += 32L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at do_while.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(&a[992L + i_vec_1], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            i_vec_1 += 8L;
        } while (i_vec_1 < 8L);
        a[1000] = -1;
        a[1001] = -1;
        a[1002] = -1;
        int r = fill(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 17L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
        c++;
    }
    return 0;
}
