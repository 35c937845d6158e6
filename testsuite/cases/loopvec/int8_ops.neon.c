/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            int8x16_t b_v = vld1q_s8(b + i_vec);
            uint8x16_t t3 = vreinterpretq_u8_s8(a_v);
            uint8x16_t t4 = vreinterpretq_u8_s8(b_v);
            uint8x16_t t5 = vaddq_u8(t3, t4);
            int8x16_t t6 = vreinterpretq_s8_u8(t5);
            vst1q_s8(c + i_vec, t6);
            long t7 = i_vec + 16L;
            int8x16_t a_v_1 = vld1q_s8(a + t7);
            int8x16_t b_v_1 = vld1q_s8(b + t7);
            uint8x16_t t8 = vreinterpretq_u8_s8(a_v_1);
            uint8x16_t t9 = vreinterpretq_u8_s8(b_v_1);
            uint8x16_t t10 = vaddq_u8(t8, t9);
            int8x16_t t11 = vreinterpretq_s8_u8(t10);
            vst1q_s8(c + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int8_ops.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int8x16_t a_v_2 = vld1q_s8(a + t15);
            int8x16_t b_v_2 = vld1q_s8(b + t15);
            uint8x16_t t16 = vreinterpretq_u8_s8(a_v_2);
            uint8x16_t t17 = vreinterpretq_u8_s8(b_v_2);
            uint8x16_t t18 = vaddq_u8(t16, t17);
            int8x16_t t19 = vreinterpretq_s8_u8(t18);
            vst1q_s8(c + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (signed char)((int)a[t20] + (int)b[t20]);
    }
}

void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t3 = vmulq_u8(b_v, vdupq_n_u8(3));
            uint8x16_t t4 = vsubq_u8(a_v, t3);
            vst1q_u8(c + i_vec, t4);
            long t5 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t5);
            uint8x16_t b_v_1 = vld1q_u8(b + t5);
            uint8x16_t t6 = vmulq_u8(b_v_1, vdupq_n_u8(3));
            uint8x16_t t7 = vsubq_u8(a_v_1, t6);
            vst1q_u8(c + t5, t7);
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
        /* vcc: loop at int8_ops.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t11);
            uint8x16_t b_v_2 = vld1q_u8(b + t11);
            uint8x16_t t12 = vmulq_u8(b_v_2, vdupq_n_u8(3));
            uint8x16_t t13 = vsubq_u8(a_v_2, t12);
            vst1q_u8(c + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        c[t14] = (unsigned char)((int)a[t14] - (int)b[t14] * 3);
    }
}

int8_t sum_i8(int n, const int8_t *a) {
    signed char s;
    int t14;
    signed char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar s_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at int8_ops.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
            int32x4_t t3 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(a_v, vcc_v4_short), vcc_v4_int);
            vcc_v4_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            s_v = s_v + t4;
            vcc_v4_schar a_v_1 = vcc_load(vcc_v4_schar, a + (i_vec + 4L));
            int32x4_t t5 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v4_short), vcc_v4_int);
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_uchar);
            s_v_1 = s_v_1 + t6;
            vcc_v4_schar a_v_2 = vcc_load(vcc_v4_schar, a + (i_vec + 8L));
            int32x4_t t7 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v4_short), vcc_v4_int);
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            s_v_2 = s_v_2 + t8;
            vcc_v4_schar a_v_3 = vcc_load(vcc_v4_schar, a + (i_vec + 12L));
            int32x4_t t9 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(a_v_3, vcc_v4_short), vcc_v4_int);
            vcc_v4_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_uchar);
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = s_v + s_v_1;
        vcc_v4_uchar t12 = t11 + s_v_2;
        vcc_v4_uchar t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (signed char)(unsigned char)((unsigned char)0 + vcc_reduce(unsigned char, t13, +));
    } else {
        t14 = 0;
        t15 = (signed char)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar s_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at int8_ops.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_schar a_v_4 = vcc_load(vcc_v4_schar, a + ((long)t14 + i_vec_1));
            int32x4_t t18 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(a_v_4, vcc_v4_short), vcc_v4_int);
            vcc_v4_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t18, vcc_v4_short), vcc_v4_uchar);
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (signed char)(unsigned char)((unsigned char)t15 + vcc_reduce(unsigned char, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
