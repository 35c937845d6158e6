/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at uchar_add.c:6 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t3 = vmulq_u8(b_v, vdupq_n_u8(3));
            uint8x16_t t4 = vaddq_u8(a_v, t3);
            vst1q_u8(out + i_vec, t4);
            long t5 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t5);
            uint8x16_t b_v_1 = vld1q_u8(b + t5);
            uint8x16_t t6 = vmulq_u8(b_v_1, vdupq_n_u8(3));
            uint8x16_t t7 = vaddq_u8(a_v_1, t6);
            vst1q_u8(out + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at uchar_add.c:6 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t11);
            uint8x16_t b_v_2 = vld1q_u8(b + t11);
            uint8x16_t t12 = vmulq_u8(b_v_2, vdupq_n_u8(3));
            uint8x16_t t13 = vaddq_u8(a_v_2, t12);
            vst1q_u8(out + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (unsigned char)((int)a[t14] + (int)b[t14] * 3);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    vcc_v16_int t1 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v16_uint t2 = (vcc_v16_uint)t1;
    vcc_v16_uint i_v = t2 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
    long i_vec = 0L;
    /* vcc: loop at uchar_add.c:13 vectorized: VF 16, UF 1, scalar epilogue */
    do {
        vcc_v16_int i_v_1 = (vcc_v16_int)i_v;
        vcc_v16_int t3 = i_v_1 * (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
        uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_uchar);
        vst1q_u8(&a[i_vec], t4);
        vcc_v16_int t5 = i_v_1 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
        vcc_v16_int t6 = t5 + (vcc_v16_int){5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
        uint8x16_t t7 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_uchar);
        vst1q_u8(&b[i_vec], t7);
        i_vec += 16L;
        i_v = i_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
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
        /* vcc: loop at uchar_add.c:19 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            vst1q_u8(&out[i_vec_1], vdupq_n_u8(0));
            vst1q_u8(&out[i_vec_1 + 16L], vdupq_n_u8(0));
            vst1q_u8(&out[i_vec_1 + 32L], vdupq_n_u8(0));
            vst1q_u8(&out[i_vec_1 + 48L], vdupq_n_u8(0));
            i_vec_1 += 64L;
        } while (i_vec_1 < 960L);
        long i_vec_2 = 0L;
        /* vcc: loop at uchar_add.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vst1q_u8(&out[960L + i_vec_2], vdupq_n_u8(0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 32L);
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
