/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Narrow lanes whose result is converted to a type of 32 bits or more (loopvec/narrow.rs,
   widening roots, gcc's over-widening): the value C computes in int fits a 16-bit lane, so the
   vector loop computes it there and extends the lane to the true value. Inputs include each
   type's extremes at the first and last positions. */

/* A byte product accumulated into unsigned ints: at most 65025, unsigned 16-bit lanes. */
void mul_acc_u8(int n, unsigned *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            unsigned int *t3 = acc + i_vec;
            vcc_v16_uint acc_v = vcc_load(vcc_v16_uint, t3);
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_ushort t4 = __builtin_convertvector(a_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = __builtin_convertvector(b_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = t4 * t5;
            vcc_v16_uint t7 = __builtin_convertvector(t6, vcc_v16_uint);
            vcc_v16_uint t8 = acc_v + t7;
            do { vcc_v16_uint vcc_w = t8; char *vcc_p = (char *)(t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        unsigned int *t10 = acc + t9;
        *t10 = *t10 + (unsigned int)((int)a[t9] * (int)b[t9]);
    }
}

/* Products of signed bytes, -16256..16384, extended to long: signed 16-bit lanes. */
void mul_i8_to_long(int n, long *restrict out, const int8_t *restrict a, const int8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:17 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_schar a_v = vcc_load(vcc_v16_schar, a + i_vec);
            vcc_v16_schar b_v = vcc_load(vcc_v16_schar, b + i_vec);
            vcc_v16_short t3 = __builtin_convertvector(a_v, vcc_v16_short);
            vcc_v16_short t4 = __builtin_convertvector(b_v, vcc_v16_short);
            vcc_v16_short t5 = t3 * t4;
            vcc_v16_long t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v16_int), vcc_v16_long);
            vcc_v16_long t7 = t6 + (vcc_v16_long){1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L};
            do { vcc_v16_long vcc_w = t7; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        out[t8] = (long)((int)a[t8] * (int)b[t8]) + 1L;
    }
}

/* An unsigned byte times a signed one, -32640..32385: signed 16-bit lanes. */
void mul_mixed(int n, unsigned *restrict out, const uint8_t *restrict a, const int8_t *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_schar b_v = vcc_load(vcc_v16_schar, b + i_vec);
            vcc_v16_short t3 = __builtin_convertvector(a_v, vcc_v16_short);
            vcc_v16_short t4 = __builtin_convertvector(b_v, vcc_v16_short);
            vcc_v16_short t5 = t3 * t4;
            vcc_v16_uint t6 = __builtin_convertvector(t5, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t7 = i_vec + 16L;
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t7);
            vcc_v16_schar b_v_1 = vcc_load(vcc_v16_schar, b + t7);
            vcc_v16_short t8 = __builtin_convertvector(a_v_1, vcc_v16_short);
            vcc_v16_short t9 = __builtin_convertvector(b_v_1, vcc_v16_short);
            vcc_v16_short t10 = t8 * t9;
            vcc_v16_uint t11 = __builtin_convertvector(t10, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t11; char *vcc_p = (char *)(out + t7); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
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
        /* vcc: loop at narrow_widen.c:23 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t15);
            vcc_v16_schar b_v_2 = vcc_load(vcc_v16_schar, b + t15);
            vcc_v16_short t16 = __builtin_convertvector(a_v_2, vcc_v16_short);
            vcc_v16_short t17 = __builtin_convertvector(b_v_2, vcc_v16_short);
            vcc_v16_short t18 = t16 * t17;
            vcc_v16_uint t19 = __builtin_convertvector(t18, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t19; char *vcc_p = (char *)(out + t15); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (unsigned int)((int)a[t20] * (int)b[t20]);
    }
}

/* A difference of bytes, -255..255, converted to unsigned: sign extension gives its bits. */
void diff_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_short t3 = __builtin_convertvector(a_v, vcc_v16_short);
            vcc_v16_short t4 = __builtin_convertvector(b_v, vcc_v16_short);
            vcc_v16_short t5 = t3 - t4;
            vcc_v16_uint t6 = __builtin_convertvector(t5, vcc_v16_uint);
            vcc_v16_uint t7 = t6 >> __builtin_convertvector((vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t7; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t8 = i_vec + 16L;
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t8);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t8);
            vcc_v16_short t9 = __builtin_convertvector(a_v_1, vcc_v16_short);
            vcc_v16_short t10 = __builtin_convertvector(b_v_1, vcc_v16_short);
            vcc_v16_short t11 = t9 - t10;
            vcc_v16_uint t12 = __builtin_convertvector(t11, vcc_v16_uint);
            vcc_v16_uint t13 = t12 >> __builtin_convertvector((vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t13; char *vcc_p = (char *)(out + t8); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_widen.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t17);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t17);
            vcc_v16_short t18 = __builtin_convertvector(a_v_2, vcc_v16_short);
            vcc_v16_short t19 = __builtin_convertvector(b_v_2, vcc_v16_short);
            vcc_v16_short t20 = t18 - t19;
            vcc_v16_uint t21 = __builtin_convertvector(t20, vcc_v16_uint);
            vcc_v16_uint t22 = t21 >> __builtin_convertvector((vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t22; char *vcc_p = (char *)(out + t17); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (unsigned int)((int)a[t23] - (int)b[t23]) >> 1;
    }
}

/* Must stay in int lanes: two products summed reach 130050, more than 16 bits hold. */
void dot2_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t4 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 + t5;
            vcc_v16_uint t7 = (vcc_v16_uint)t6;
            do { (void)t7; do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t9 = (int)a[t8] * (int)b[t8];
        out[t8] = (unsigned int)(t9 + t9);
    }
}

/* Must stay in int lanes: a product minus one, -1..65024, fits neither 16-bit lane. */
void mul_minus_one(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:41 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t4 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 - (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v16_uint t7 = (vcc_v16_uint)t6;
            do { (void)t7; do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        out[t8] = (unsigned int)((int)a[t8] * (int)b[t8] - 1);
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = -128;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        unsigned *u = new_array(n, sizeof(unsigned));
        long *l = new_array(n, sizeof(long));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(u, n, 0, 1000000);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        printf("n=%d", n);
        mul_acc_u8(n, u, a, b);
        printf(" acc=%llx", HASH(u, n));
        mul_i8_to_long(n, l, sa, sb);
        printf(" long=%llx", HASH(l, n));
        mul_mixed(n, u, a, sb);
        printf(" mixed=%llx", HASH(u, n));
        diff_u8(n, u, a, b);
        printf(" diff=%llx", HASH(u, n));
        dot2_u8(n, u, a, b);
        printf(" dot2=%llx", HASH(u, n));
        mul_minus_one(n, u, a, b);
        printf(" minus1=%llx\n", HASH(u, n));
        free(a), free(b), free(sa), free(sb), free(u), free(l);
    }
    return 0;
}
