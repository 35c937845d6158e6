/* vcc: vector types and helpers */
typedef double vcc_v16_double __attribute__((vector_size(128)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v32_float __attribute__((vector_size(128)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Conversions between element widths in byte loops (bench u8_to_f32): the bytes fill a
   register, so the wider values of one vector iteration take several registers, and their
   store is written one register at a time. On AVX2, 8- and 16-bit integers widened to 32-bit
   ints or floats of several registers take each group of 8 lanes with one vpmovzxbd/vpmovsxbd
   (vpmovzxwd/vpmovsxwd) from its place in the source register. */

/* uint8 -> float: 32 lanes, four registers of floats. */
void u8_to_f32(int n, float *restrict f, const uint8_t *restrict p) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar p_v = vcc_load(vcc_v16_uchar, p + i_vec);
            vcc_v16_float t3 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t4 = t3 * (vcc_v16_float){0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f};
            vcc_v16_float t5 = t4 - (vcc_v16_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            do { vcc_v16_float vcc_w = t5; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t6 = i_vec + 16L;
            vcc_v16_uchar p_v_1 = vcc_load(vcc_v16_uchar, p + t6);
            vcc_v16_float t7 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t8 = t7 * (vcc_v16_float){0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f};
            vcc_v16_float t9 = t8 - (vcc_v16_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            do { vcc_v16_float vcc_w = t9; char *vcc_p = (char *)(f + t6); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at convert.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_uchar p_v_2 = vcc_load(vcc_v16_uchar, p + t13);
            vcc_v16_float t14 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v_2, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t15 = t14 * (vcc_v16_float){0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f};
            vcc_v16_float t16 = t15 - (vcc_v16_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            do { vcc_v16_float vcc_w = t16; char *vcc_p = (char *)(f + t13); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        f[t17] = (float)p[t17] * 0.00390625f - 0.5f;
    }
}

/* uint8 -> int with a multiply: four registers of ints. */
void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:18 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar p_v = vcc_load(vcc_v16_uchar, p + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(p_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t4 = t3 * (vcc_v16_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_v16_int t5 = t4 - (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t6 = i_vec + 16L;
            vcc_v16_uchar p_v_1 = vcc_load(vcc_v16_uchar, p + t6);
            vcc_v16_int t7 = __builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t8 = t7 * (vcc_v16_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_v16_int t9 = t8 - (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(d + t6); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at convert.c:18 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_uchar p_v_2 = vcc_load(vcc_v16_uchar, p + t13);
            vcc_v16_int t14 = __builtin_convertvector(__builtin_convertvector(p_v_2, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t15 = t14 * (vcc_v16_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_v16_int t16 = t15 - (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            do { vcc_v16_int vcc_w = t16; char *vcc_p = (char *)(d + t13); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)p[t17] * 1000 - 7;
    }
}

/* int8 -> uint16: two registers of 16-bit lanes. */
void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:24 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_schar p_v = vcc_load(vcc_v16_schar, p + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector(p_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = t3 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_store(d + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_schar p_v_1 = vcc_load(vcc_v16_schar, p + t5);
            vcc_v16_ushort t6 = __builtin_convertvector(p_v_1, vcc_v16_ushort);
            vcc_v16_ushort t7 = t6 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_store(d + t5, t7);
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
        /* vcc: loop at convert.c:24 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_schar p_v_2 = vcc_load(vcc_v16_schar, p + t11);
            vcc_v16_ushort t12 = __builtin_convertvector(p_v_2, vcc_v16_ushort);
            vcc_v16_ushort t13 = t12 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_store(d + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (unsigned short)((int)p[t14] * 3);
    }
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:30 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar p_v = vcc_load(vcc_v16_uchar, p + i_vec);
            vcc_v16_double t3 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v, vcc_v16_ushort), vcc_v16_int), vcc_v16_double);
            vcc_v16_double t4 = t3 * (vcc_v16_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v16_double t5 = t4 + (vcc_v16_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            do { vcc_v16_double vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (double)p[t6] * 0.5 + 1.0;
    }
}

/* int8 -> float: the sign-extending group conversion. */
void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_schar p_v = vcc_load(vcc_v16_schar, p + i_vec);
            vcc_v16_float t3 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v, vcc_v16_short), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t4 = t3 * (vcc_v16_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v16_float vcc_w = t4; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t5 = i_vec + 16L;
            vcc_v16_schar p_v_1 = vcc_load(vcc_v16_schar, p + t5);
            vcc_v16_float t6 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v16_short), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t7 = t6 * (vcc_v16_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v16_float vcc_w = t7; char *vcc_p = (char *)(f + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
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
        /* vcc: loop at convert.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_schar p_v_2 = vcc_load(vcc_v16_schar, p + t11);
            vcc_v16_float t12 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v_2, vcc_v16_short), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t13 = t12 * (vcc_v16_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v16_float vcc_w = t13; char *vcc_p = (char *)(f + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        f[t14] = (float)p[t14] * 0.25f;
    }
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    long i_vec = 0L;
    /* vcc: loop at convert.c:43 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        vcc_v32_uchar p_v = vcc_load(vcc_v32_uchar, p + i_vec);
        vcc_v32_float t1 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v, vcc_v32_ushort), vcc_v32_int), vcc_v32_float);
        vcc_v32_float t2 = t1 - (vcc_v32_float){128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f};
        do { vcc_v32_float vcc_w = t2; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 16, 17, 18, 19, 20, 21, 22, 23)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 24, 25, 26, 27, 28, 29, 30, 31)); } while (0);
        i_vec += 32L;
    } while (i_vec < 992L);
    for (int i = 992; i < 1000; i++) {
        long t3 = (long)i;
        f[t3] = (float)p[t3] - 128.0f;
    }
}

void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    long i_vec = 0L;
    /* vcc: loop at convert.c:48 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        vcc_v32_schar p_v = vcc_load(vcc_v32_schar, p + i_vec);
        vcc_v32_int t1 = __builtin_convertvector(__builtin_convertvector(p_v, vcc_v32_short), vcc_v32_int);
        vcc_v32_int t2 = t1 + (vcc_v32_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        do { vcc_v32_int vcc_w = t2; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 16, 17, 18, 19, 20, 21, 22, 23)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 24, 25, 26, 27, 28, 29, 30, 31)); } while (0);
        i_vec += 32L;
    } while (i_vec < 992L);
    for (int i = 992; i < 1000; i++) {
        long t3 = (long)i;
        d[t3] = (int)p[t3] + 1000;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *p = new_array(n, 1);
        int8_t *sp = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        int *d = new_array(n, sizeof(int));
        uint16_t *w = new_array(n, 2);
        double *g = new_array(n, sizeof(double));
        FILL(p, n, 0, 256);
        FILL(sp, n, -128, 256);
        if (n > 0) p[0] = 255, sp[0] = -128;
        if (n > 1) p[n - 1] = 0, sp[n - 1] = 127;
        u8_to_f32(n, f, p);
        u8_to_i32(n, d, p);
        i8_to_u16(n, w, sp);
        u8_to_f64(n, g, p);
        printf("n=%d f=%llx d=%llx w=%llx g=%llx", n, HASH(f, n), HASH(d, n), HASH(w, n), HASH(g, n));
        i8_to_f32(n, f, sp);
        printf(" sf=%llx\n", HASH(f, n));
        free(p), free(sp), free(f), free(d), free(w), free(g);
    }
    uint8_t *p = new_array(FIXED, 1);
    int8_t *sp = new_array(FIXED, 1);
    float *f = new_array(FIXED, sizeof(float));
    int *d = new_array(FIXED, sizeof(int));
    FILL(p, FIXED, 0, 256);
    FILL(sp, FIXED, -128, 256);
    p[0] = 255, p[FIXED - 1] = 0, sp[0] = -128, sp[FIXED - 1] = 127;
    u8_to_f32_fixed(f, p);
    i8_to_i32_fixed(d, sp);
    printf("fixed f=%llx d=%llx\n", HASH(f, FIXED), HASH(d, FIXED));
    free(p), free(sp), free(f), free(d);
    return 0;
}
