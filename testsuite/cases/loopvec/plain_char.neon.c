/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Plain `char` is signed on x86-64 and unsigned on AArch64: vcc's vector code must widen,
   compare and sum it as the target's compiler does (`--target=neon` preprocessed by an x86
   host's cc still means AArch64's unsigned char). Bytes above 127 tell the two apart. */
void widen(int n, int *restrict a, const char *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:8 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(p + i_vec));
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = p_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = t3 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t4; vst1q_s32_x4(a + i_vec, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        a[t5] = (int)p[t5] * 3;
    }
}

int count_high(int n, const char *restrict p) {
    int c;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint c_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at plain_char.c:14 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(p + i_vec));
            uint8x16_t t3 = vcgtq_u8(p_v, vdupq_n_u8(100));
            vcc_v16_int t4 = __builtin_convertvector((vcc_m16)t3 & 1, vcc_v16_int);
            vcc_v16_uint t5 = (vcc_v16_uint)t4;
            c_v = c_v + t5;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        c = (int)vcc_reduce(unsigned int, c_v, +);
    } else {
        i = 0;
        c = 0;
    }
    for (; i < n; i++) {
        c += (int)p[i] > 100;
    }
    return c;
}

int sum(int n, const char *restrict p) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at plain_char.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(p + i_vec));
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = p_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_uint t4 = (vcc_v16_uint)t3;
            s_v = s_v + t4;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)p[i];
    }
    return s;
}

void halve(int n, char *restrict q, const char *restrict p) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(p + i_vec));
            uint8x16_t t3 = vshlq_u8(p_v, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            vst1q_u8((uint8_t *)(q + i_vec), t3);
            long t4 = i_vec + 16L;
            uint8x16_t p_v_1 = vld1q_u8((const uint8_t *)(p + t4));
            uint8x16_t t5 = vshlq_u8(p_v_1, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            vst1q_u8((uint8_t *)(q + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at plain_char.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            uint8x16_t p_v_2 = vld1q_u8((const uint8_t *)(p + t9));
            uint8x16_t t10 = vshlq_u8(p_v_2, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            vst1q_u8((uint8_t *)(q + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = (char)((int)p[t11] >> 1);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        char *p = new_array(n, 1), *q = new_array(n, 1);
        int *a = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++)
            p[i] = (char)(next_rand() & 0xff);
        widen(n, a, p);
        halve(n, q, p);
        int c = count_high(n, p), s = sum(n, p);
        printf("n=%d %llx %llx %d %d\n", n, HASH(a, n), HASH(q, n), c, s);
        free(p), free(q), free(a);
    }
    return 0;
}
