/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef char vcc_v16_char __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 9 */
/* vcc-test: also-target avx512vbmi */
/* Loops without a counted exit (`legal.rs`, `LegalLoop::uncounted`): every exit is an early
 * exit, the vector loop runs until one leaves, after the peel (`peel.rs`) has aligned the
 * pointer it reads. Every array ends exactly at a PROT_NONE page (`guarded`): its last element
 * is the sentinel that stops the scalar loop, so a vector load past the aligned block of the
 * exiting iteration segfaults. Matches at the first, a middle and the last element before the
 * sentinel, and none (the sentinel only). */
#include "harness.h"
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

/* strlen: left as written (the C library's strlen, which gcc calls for it, is faster). */
size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

/* A line's length: a pointer induction, the pointer used after the loop, two exit tests. */
__attribute__((no_sanitize_address)) size_t line_length(const char *s) {
    long t3;
    const char *t4;
    long t5;
    long t7;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        char t6 = *t4;
        if (!t6) {
            p = t4;
            goto L14;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L14;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long t1 = 0L;
        /* vcc: loop at uncounted.c:25 vectorized: VF 16, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(t4 + t1));
            uint8x16_t t8 = vmvnq_u8(vceqq_u8(p_v, vdupq_n_u8(10)));
            uint8x16_t t9 = vmvnq_u8(vceqq_u8(p_v, vdupq_n_u8(0)));
            uint8x16_t t10 = vmvnq_u8(t9);
            uint8x16_t t11 = vmvnq_u8(t8);
            uint8x16_t t12 = vorrq_u8(t10, t11);
            if ((vmaxvq_u8(t12) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L14:
    for (;; p = p + 1) {
        char t13 = *p;
        if (!t13) {
            break;
        }
        if (((int)t13 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p - (long)s);
}

/* strchr without the end test: the pointer returned. */
__attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    long t3;
    const char *t4;
    long t5;
    long t6;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        if ((int)*t4 == (int)c) {
            p = t4;
            goto L9;
        }
    }
    t6 = 1152921504606846976L - t3;
    if ((t6 >= 16L) & 1) {
        long t2 = t6 & -16L;
        uint8x16_t c_v = vdupq_n_u8(c);
        long t1 = 0L;
        /* vcc: loop at uncounted.c:33 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(t4 + t1));
            uint8x16_t t7 = vmvnq_u8(vceqq_u8(p_v, c_v));
            uint8x16_t t8 = vmvnq_u8(t7);
            if ((vmaxvq_u8(t8) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L9:
    while ((int)*p != (int)c) {
        p = p + 1;
    }
    return p;
}

/* An int index from a start that is not zero. */
__attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    long t8;
    int i;
    t2 = (unsigned long)a + (unsigned long)((long)lo * 4L);
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = lo; t6 < t3; t5++, t6++) {
        if (a[t5] == key) {
            i = t5;
            goto L20;
        }
    }
    t7 = (long)lo * -1L + 2147483648L;
    t8 = (t7 < 1152921504606846976L ? t7 : 1152921504606846976L) - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        int32x4_t key_v = vdupq_n_s32(key);
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:41 vectorized: VF 4, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + (int)((long)t5 + i_vec));
            uint32x4_t t9 = vmvnq_u32(vceqq_s32(a_v, key_v));
            int32x4_t a_v_1 = vld1q_s32(a + (int)((long)t5 + (i_vec + 4L)));
            uint32x4_t t10 = vmvnq_u32(vceqq_s32(a_v_1, key_v));
            int32x4_t a_v_2 = vld1q_s32(a + (int)((long)t5 + (i_vec + 8L)));
            uint32x4_t t11 = vmvnq_u32(vceqq_s32(a_v_2, key_v));
            int32x4_t a_v_3 = vld1q_s32(a + (int)((long)t5 + (i_vec + 12L)));
            uint32x4_t t12 = vmvnq_u32(vceqq_s32(a_v_3, key_v));
            uint32x4_t t13 = vmvnq_u32(t9);
            uint32x4_t t14 = vmvnq_u32(t10);
            uint32x4_t t15 = vorrq_u32(t13, t14);
            uint32x4_t t16 = vmvnq_u32(t11);
            uint32x4_t t17 = vorrq_u32(t15, t16);
            uint32x4_t t18 = vmvnq_u32(t12);
            uint32x4_t t19 = vorrq_u32(t17, t18);
            if ((vmaxvq_u32(t19) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L20:
    while (a[i] != key) {
        i++;
    }
    return i;
}

/* A reduction up to the terminator. */
__attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    int n;
    long t3;
    int t4;
    long t5;
    long t7;
    vcc_v16_uint n_v_1;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            n = t1;
            goto L14;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        vcc_v16_uint n_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at uncounted.c:49 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        for (;;) {
            uint8x16_t s_v = vld1q_u8((const uint8_t *)(s + (int)((long)t4 + i_vec)));
            uint8x16_t t8 = vmvnq_u8(vceqq_u8(s_v, vdupq_n_u8(0)));
            uint8x16_t t9 = vmvnq_u8(t8);
            if ((vmaxvq_u8(t9) != 0)) {
                t2 = i_vec;
                n_v_1 = n_v;
                break;
            }
            uint8x16_t t10 = vceqq_u8(s_v, vdupq_n_u8(32));
            vcc_v16_int t11 = __builtin_convertvector((vcc_m16)t10 & 1, vcc_v16_int);
            vcc_v16_uint t12 = (vcc_v16_uint)t11;
            n_v = n_v + t12;
            i_vec += 16L;
            if (i_vec >= t2) {
                n_v_1 = n_v;
                break;
            }
        }
        i = (int)((long)t4 + t2);
        n = (int)((unsigned int)t1 + vcc_reduce(unsigned int, n_v_1, +));
    } else {
        i = t4;
        n = t1;
    }
L14:
    for (;; i++) {
        char t13 = s[i];
        if (!t13) {
            break;
        }
        n += (int)t13 == 32;
    }
    return n;
}

/* A 64-bit unsigned index: it cannot wrap before memory ends. */
__attribute__((no_sanitize_address)) size_t until_zero_u16(const unsigned short *h) {
    unsigned long t2;
    long t3;
    int t4;
    unsigned long t5;
    long t6;
    long t7;
    unsigned long i;
    t2 = (unsigned long)h;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0UL; t6 < t3; t5++, t6++) {
        if ((int)h[(long)t5] == 0) {
            i = t5;
            goto L13;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:57 vectorized: VF 8, UF 2, no counted exit (1 exit tested per vector iteration), peeled to align `h` to 32 bytes, scalar epilogue */
        do {
            uint16x8_t h_v = vld1q_u16(h + (long)(t5 + (unsigned long)i_vec));
            uint16x8_t t8 = vmvnq_u16(vceqq_u16(h_v, vdupq_n_u16(0)));
            uint16x8_t h_v_1 = vld1q_u16(h + (long)(t5 + (unsigned long)(i_vec + 8L)));
            uint16x8_t t9 = vmvnq_u16(vceqq_u16(h_v_1, vdupq_n_u16(0)));
            uint16x8_t t10 = vmvnq_u16(t8);
            uint16x8_t t11 = vmvnq_u16(t9);
            uint16x8_t t12 = vorrq_u16(t10, t11);
            if ((vmaxvq_u16(t12) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = t5 + (unsigned long)t1;
    } else {
        i = t5;
    }
L13:
    while ((int)h[(long)i] != 0) {
        i++;
    }
    return i;
}

/* A sum over a pointer up to a negative element, the pointer's final value also used. */
__attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
    long t1;
    long s;
    unsigned long t4;
    long t5;
    int t6;
    const int *t7;
    long t8;
    long t10;
    uint64x2_t s_v_4;
    uint64x2_t s_v_5;
    uint64x2_t s_v_6;
    uint64x2_t s_v_7;
    const int *a_1;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 31UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t1 = 0L;
    t8 = 0L;
    for (t7 = a; t8 < t5; t7 = t7 + 1, t8++) {
        int t9 = *t7;
        if (t9 < 0) {
            a_1 = t7;
            s = t1;
            goto L34;
        }
        t1 += (long)t9;
    }
    t10 = 1152921504606846976L - t5;
    if ((t10 >= 8L) & t6) {
        long t3 = t10 & -8L;
        long t2 = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at uncounted.c:65 vectorized: VF 2, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 32 bytes, scalar epilogue */
        for (;;) {
            int32x2_t a_v = vld1_s32(t7 + t2);
            uint64x2_t t11 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)a_v >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            int32x2_t a_v_1 = vld1_s32(t7 + (t2 + 2L));
            uint64x2_t t12 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)a_v_1 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            int32x2_t a_v_2 = vld1_s32(t7 + (t2 + 4L));
            uint64x2_t t13 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)a_v_2 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            int32x2_t a_v_3 = vld1_s32(t7 + (t2 + 6L));
            uint64x2_t t14 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)a_v_3 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t15 = veorq_u64(t11, vdupq_n_u64(-1));
            uint64x2_t t16 = veorq_u64(t12, vdupq_n_u64(-1));
            uint64x2_t t17 = vorrq_u64(t15, t16);
            uint64x2_t t18 = veorq_u64(t13, vdupq_n_u64(-1));
            uint64x2_t t19 = vorrq_u64(t17, t18);
            uint64x2_t t20 = veorq_u64(t14, vdupq_n_u64(-1));
            uint64x2_t t21 = vorrq_u64(t19, t20);
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t21)) != 0)) {
                t3 = t2;
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
            int64x2_t t22 = vmovl_s32(a_v);
            uint64x2_t t23 = vreinterpretq_u64_s64(t22);
            s_v = vaddq_u64(s_v, t23);
            int64x2_t t24 = vmovl_s32(a_v_1);
            uint64x2_t t25 = vreinterpretq_u64_s64(t24);
            s_v_1 = vaddq_u64(s_v_1, t25);
            int64x2_t t26 = vmovl_s32(a_v_2);
            uint64x2_t t27 = vreinterpretq_u64_s64(t26);
            s_v_2 = vaddq_u64(s_v_2, t27);
            int64x2_t t28 = vmovl_s32(a_v_3);
            uint64x2_t t29 = vreinterpretq_u64_s64(t28);
            s_v_3 = vaddq_u64(s_v_3, t29);
            t2 += 8L;
            if (t2 >= t3) {
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
        }
        uint64x2_t t30 = vaddq_u64(s_v_4, s_v_5);
        uint64x2_t t31 = vaddq_u64(t30, s_v_6);
        uint64x2_t t32 = vaddq_u64(t31, s_v_7);
        a_1 = t7 + t3;
        s = (long)((unsigned long)t1 + vaddvq_u64(t32));
    } else {
        a_1 = t7;
        s = t1;
    }
L34:
    for (;; a_1 = a_1 + 1) {
        int t33 = *a_1;
        if (t33 < 0) {
            break;
        }
        s += (long)t33;
    }
    *end = a_1;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
__attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    long t2;
    int t3;
    long t4;
    long t7;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        long t5 = (long)t3;
        char t6 = s[t5];
        if (!t6) {
            i = t3;
            goto L14;
        }
        d[t5] = (char)((int)t6 + 1);
    }
    t7 = 2147483648L - t2;
    if ((t7 >= 16L) & 1) {
        long t1 = t7 & -16L;
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:74 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            long t8 = (long)(int)((long)t3 + i_vec);
            uint8x16_t s_v = vld1q_u8((const uint8_t *)(s + t8));
            uint8x16_t t9 = vmvnq_u8(vceqq_u8(s_v, vdupq_n_u8(0)));
            uint8x16_t t10 = vmvnq_u8(t9);
            if ((vmaxvq_u8(t10) != 0)) {
                t1 = i_vec;
                break;
            }
            uint8x16_t t11 = vaddq_u8(s_v, vdupq_n_u8(1));
            vst1q_u8((uint8_t *)(d + t8), t11);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L14:
    for (;; i++) {
        long t12 = (long)i;
        char t13 = s[t12];
        if (!t13) {
            break;
        }
        d[t12] = (char)((int)t13 + 1);
    }
    return i;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
__attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (a[t5] == k) {
            i = t5;
            goto L28;
        }
        if (t5 >= n) {
            i = t5;
            goto L28;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        int32x4_t n_v = vdupq_n_s32(n);
        int32x4_t t8 = vdupq_n_s32(t5);
        uint32x4_t t9 = vreinterpretq_u32_s32(t8);
        uint32x4_t i_v = vaddq_u32(t9, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:82 vectorized: VF 4, UF 4, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
            int32x4_t a_v = vld1q_s32(a + (int)((long)t5 + i_vec));
            uint32x4_t t10 = vceqq_s32(a_v, k_v);
            uint32x4_t t11 = vcgeq_s32(i_v_1, n_v);
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_2 = vreinterpretq_s32_u32(t12);
            int32x4_t a_v_1 = vld1q_s32(a + (int)((long)t5 + (i_vec + 4L)));
            uint32x4_t t13 = vceqq_s32(a_v_1, k_v);
            uint32x4_t t14 = vcgeq_s32(i_v_2, n_v);
            uint32x4_t t15 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t15);
            int32x4_t a_v_2 = vld1q_s32(a + (int)((long)t5 + (i_vec + 8L)));
            uint32x4_t t16 = vceqq_s32(a_v_2, k_v);
            uint32x4_t t17 = vcgeq_s32(i_v_3, n_v);
            uint32x4_t t18 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t18);
            int32x4_t a_v_3 = vld1q_s32(a + (int)((long)t5 + (i_vec + 12L)));
            uint32x4_t t19 = vceqq_s32(a_v_3, k_v);
            uint32x4_t t20 = vcgeq_s32(i_v_4, n_v);
            uint32x4_t t21 = vorrq_u32(t10, t13);
            uint32x4_t t22 = vorrq_u32(t21, t16);
            uint32x4_t t23 = vorrq_u32(t22, t19);
            uint32x4_t t24 = vorrq_u32(t23, t11);
            uint32x4_t t25 = vorrq_u32(t24, t14);
            uint32x4_t t26 = vorrq_u32(t25, t17);
            uint32x4_t t27 = vorrq_u32(t26, t20);
            if ((vmaxvq_u32(t27) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L28:
    for (;; i++) {
        if (a[i] != k) {
            if (i < n) {
                continue;
            }
        }
        return i;
    }
}

/* A `while` whose uncounted test comes before the counted one. */
__attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 8L;
    t4 = (t2 & 7UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (!(a[t5] != k)) {
            i = t5;
            goto L36;
        }
        if ((t5 < n) == 0) {
            i = t5;
            goto L36;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 8L) & t4) {
        long t1 = t7 & -8L;
        float64x2_t k_v = vdupq_n_f64(k);
        int32x2_t n_v = vdup_n_s32(n);
        int32x2_t t8 = vdup_n_s32(t5);
        uint32x2_t t9 = vreinterpret_u32_s32(t8);
        uint32x2_t i_v = vadd_u32(t9, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:94 vectorized: VF 2, UF 4, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            int32x2_t i_v_1 = vreinterpret_s32_u32(i_v);
            float64x2_t a_v = vld1q_f64(a + (int)((long)t5 + i_vec));
            uint64x2_t t10 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_f64(a_v, k_v))));
            uint64x2_t t11 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)i_v_1 < (vcc_v2_int)n_v, vcc_m2);
            uint32x2_t t12 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_2 = vreinterpret_s32_u32(t12);
            float64x2_t a_v_1 = vld1q_f64(a + (int)((long)t5 + (i_vec + 2L)));
            uint64x2_t t13 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_f64(a_v_1, k_v))));
            uint64x2_t t14 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)i_v_2 < (vcc_v2_int)n_v, vcc_m2);
            uint32x2_t t15 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t15);
            float64x2_t a_v_2 = vld1q_f64(a + (int)((long)t5 + (i_vec + 4L)));
            uint64x2_t t16 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_f64(a_v_2, k_v))));
            uint64x2_t t17 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)i_v_3 < (vcc_v2_int)n_v, vcc_m2);
            uint32x2_t t18 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t18);
            float64x2_t a_v_3 = vld1q_f64(a + (int)((long)t5 + (i_vec + 6L)));
            uint64x2_t t19 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_f64(a_v_3, k_v))));
            uint64x2_t t20 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)i_v_4 < (vcc_v2_int)n_v, vcc_m2);
            uint64x2_t t21 = veorq_u64(t10, vdupq_n_u64(-1));
            uint64x2_t t22 = veorq_u64(t13, vdupq_n_u64(-1));
            uint64x2_t t23 = vorrq_u64(t21, t22);
            uint64x2_t t24 = veorq_u64(t16, vdupq_n_u64(-1));
            uint64x2_t t25 = vorrq_u64(t23, t24);
            uint64x2_t t26 = veorq_u64(t19, vdupq_n_u64(-1));
            uint64x2_t t27 = vorrq_u64(t25, t26);
            uint64x2_t t28 = veorq_u64(t11, vdupq_n_u64(-1));
            uint64x2_t t29 = vorrq_u64(t27, t28);
            uint64x2_t t30 = veorq_u64(t14, vdupq_n_u64(-1));
            uint64x2_t t31 = vorrq_u64(t29, t30);
            uint64x2_t t32 = veorq_u64(t17, vdupq_n_u64(-1));
            uint64x2_t t33 = vorrq_u64(t31, t32);
            uint64x2_t t34 = veorq_u64(t20, vdupq_n_u64(-1));
            uint64x2_t t35 = vorrq_u64(t33, t34);
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t35)) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(8));
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L36:
    for (; a[i] != k; i++) {
        if ((i < n) == 0) {
            break;
        }
    }
    return i;
}

/* Not vectorized: an unsigned 32-bit index may wrap, so `a[i]` is not one address moving by
 * one element. */
unsigned find_wrapping(const int *a, int key) {
    unsigned i = 0;
    while (a[i] != key)
        i++;
    return i;
}

/* Not vectorized: `d` may overlap `s`, and without a count no runtime check bounds them. */
int copy_may_alias(const char *s, char *d) {
    int i;
    for (i = 0; s[i]; i++)
        d[i] = s[i];
    return i;
}

/* Not vectorized: down from the end (the peel aligns only loads moving up). */
int find_down(const int *a, int hi, int key) {
    int i = hi;
    while (a[i] != key)
        i--;
    return i;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

int main(void) {
    int positions[4];
    const int *end;
    int n;
    int t1;
    int pos;
    int j;
    int t14;
    long r14;
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
        int m = n + 1;
        char *s = (char *)guarded(m, 1UL);
        char *d = (char *)guarded(m, 1UL);
        int *a = (int *)guarded(m, 4UL);
        unsigned short *h = (unsigned short *)guarded(m, 2UL);
        double *x = (double *)guarded(m, 8UL);
        positions[0] = 0;
        int t2 = n / 2;
        positions[1] = t2;
        int t3 = n - 1;
        positions[2] = t3;
        positions[3] = -1;
        for (int k = 0; k < 4; k++) {
            int t4 = n > 0;
            if (t4) {
                pos = positions[k];
            } else {
                pos = -1;
            }
            for (int fill_idx = 0; fill_idx < n; fill_idx++) {
                s[fill_idx] = (char)(33 + (int)(next_rand() % 90U));
            }
            for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
                a[fill_idx_1] = 1 + (int)(next_rand() % 100U);
            }
            for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
                h[fill_idx_2] = (unsigned short)(1 + (int)(next_rand() % 300U));
            }
            for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
                x[fill_idx_3] = (double)(1 + (int)(next_rand() % 50U));
            }
            long t5 = ((long)n + 6L) / 7L;
            if (t5 >= 16L) {
                long t6 = t5 & -16L;
                long j_vec = 0L;
                /* vcc: loop at uncounted.c:159 vectorized: VF 16, UF 1, scalar epilogue */
                do {
                    vcc_scatter(s + j_vec * 7L, ((vcc_v16_int){0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105}), (vcc_v16_char)vdupq_n_u8(32));
                    j_vec += 16L;
                } while (j_vec < t6);
                j = (int)(t6 * 7L);
            } else {
                j = 0;
            }
            for (; j < n; j += 7) {
                s[j] = (char)32;
            }
            long t7 = (long)n;
            s[t7] = (char)0;
            a[t7] = -7;
            h[t7] = (unsigned short)0;
            x[t7] = -1.0;
            if (pos >= 0) {
                long t8 = (long)pos;
                s[t8] = (char)0;
                a[t8] = -7;
                h[t8] = (unsigned short)0;
                x[t8] = -1.0;
            }
            const char *t9 = s;
            unsigned long t10 = my_strlen(t9);
            unsigned long r1 = t10 * 1000UL + line_length(t9);
            const char *t11 = find_char(t9, (char)0);
            long t12 = (long)s;
            long r2 = (long)t11 - t12;
            const int *t13 = a;
            int r3 = find_key(t13, 0, -7);
            if (pos > 2) {
                t14 = 2;
            } else {
                t14 = 0;
            }
            int r4 = find_key(t13, t14, -7);
            int r5 = count_spaces(t9);
            unsigned long r6 = until_zero_u16(h);
            end = t13;
            long r7 = sum_to_negative(t13, &end);
            unsigned long t15 = (unsigned long)m;
            memset((void *)d, 85, t15);
            int r8 = copy_plus_one(t9, d);
            unsigned long long hd = (unsigned long long)hash_bytes((const void *)d, t15 * 1UL);
            int r9 = find_or_n(t13, n, -7);
            int r10 = find_then_bound(x, n, -1.0);
            unsigned int r11 = find_wrapping(t13, -7);
            int r12 = copy_may_alias(t9, d);
            int r13 = find_down(t13, n, a[0]);
            if (t4) {
                s[t3] = (char)90;
                s[t2] = (char)90;
            }
            if (t4) {
                const char *t16 = find_char(t9, (char)90);
                r14 = (long)t16 - t12;
            } else {
                r14 = -1L;
            }
            printf("n=%d pos=%d: %zu %ld %d %d %d %zu %ld %ld %d %llx %d %d %u %d %d %ld\n", n, pos, r1, r2, r3, r4, r5, r6, r7, ((long)end - (long)a) / 4L, r8, hd, r9, r10, r11, r12, r13, r14);
        }
        release((void *)s, m, 1UL);
        release((void *)d, m, 1UL);
        release((void *)a, m, 4UL);
        release((void *)h, m, 2UL);
        release((void *)x, m, 8UL);
    }
}
