/* vcc: vector types and helpers */
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at uchar_add.c:6 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t3 = b_v * (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v32_uchar t4 = a_v + t3;
            vcc_store(out + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (unsigned char)((int)a[t5] + (int)b[t5] * 3);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    vcc_v32_int t1 = vcc_splat(vcc_v32_int, 0);
    vcc_v32_uint t2 = (vcc_v32_uint)t1;
    vcc_v32_uint i_v = t2 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
    long i_vec = 0L;
    /* vcc: loop at uchar_add.c:13 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        vcc_v32_int i_v_1 = (vcc_v32_int)i_v;
        vcc_v32_int t3 = i_v_1 * (vcc_v32_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v32_uchar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v32_short), vcc_v32_uchar);
        vcc_store(&a[i_vec], t4);
        vcc_v32_int t5 = i_v_1 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
        vcc_v32_int t6 = t5 + (vcc_v32_int){5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v32_uchar t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v32_short), vcc_v32_uchar);
        vcc_store(&b[i_vec], t7);
        i_vec += 32L;
        i_v = i_v + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    int i = 992;
    while (i < 1003) {
        long t8 = (long)i;
        a[t8] = (unsigned char)(i * 7);
        b[t8] = (unsigned char)(i * 13 + 5);
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_1 = 0L;
        /* vcc: loop at uchar_add.c:19 vectorized: VF 32, UF 4, vector epilogue VF 32, scalar epilogue */
        do {
            vcc_store(&out[i_vec_1], ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
            vcc_store(&out[i_vec_1 + 32L], ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
            vcc_store(&out[i_vec_1 + 64L], ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
            vcc_store(&out[i_vec_1 + 96L], ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
            i_vec_1 += 128L;
        } while (i_vec_1 < 896L);
        long i_vec_2 = 0L;
        /* vcc: loop at uchar_add.c:19 vector epilogue: VF 32, UF 1, scalar epilogue */
        do {
            vcc_store(&out[896L + i_vec_2], ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 96L);
        out[992] = (unsigned char)0;
        out[993] = (unsigned char)0;
        out[994] = (unsigned char)0;
        out[995] = (unsigned char)0;
        out[996] = (unsigned char)0;
        out[997] = (unsigned char)0;
        out[998] = (unsigned char)0;
        out[999] = (unsigned char)0;
        out[1000] = (unsigned char)0;
        out[1001] = (unsigned char)0;
        out[1002] = (unsigned char)0;
        add_bytes(n, out, a, b);
        int i_1 = 0;
        unsigned int check = 0U;
        while (i_1 < 1003) {
            check = check * 31U + (unsigned int)out[i_1];
            i_1++;
        }
        printf("n=%d check=%u\n", n, check);
        c++;
    }
    return 0;
}
