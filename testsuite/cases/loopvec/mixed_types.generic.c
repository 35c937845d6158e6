/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 10 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t4 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t7 = i_vec + 16L;
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t7);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t7);
            vcc_v16_int t8 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t9 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t10 = t8 * t9;
            vcc_v16_int t11 = t10 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t11; char *vcc_p = (char *)(out + t7); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
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
        /* vcc: loop at mixed_types.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t15);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t15);
            vcc_v16_int t16 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t17 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t18 = t16 * t17;
            vcc_v16_int t19 = t18 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t19; char *vcc_p = (char *)(out + t15); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (int)a[t20] * (int)b[t20] - 5000;
    }
}

int sum_u8(int n, const unsigned char *a) {
    int s;
    int t8;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mixed_types.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t4 = (vcc_v8_uint)t3;
            s_v = s_v + t4;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (int)vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mixed_types.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (int)((unsigned int)t9 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

int dot_i16(int n, const short *a, const short *b) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mixed_types.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v8_uint t3 = __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(b_v, b_v, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(a_v, a_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(b_v, b_v, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            s_v = s_v + t3;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s += (int)a[t4] * (int)b[t4];
    }
    return s;
}

long sum_i32_in_long(int n, const int *a) {
    long s;
    int t14;
    long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at mixed_types.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
            s_v = s_v + t4;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + (i_vec + 4L));
            vcc_v4_long t5 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_ulong t6 = (vcc_v4_ulong)t5;
            s_v_1 = s_v_1 + t6;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + (i_vec + 8L));
            vcc_v4_long t7 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
            s_v_2 = s_v_2 + t8;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + (i_vec + 12L));
            vcc_v4_long t9 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_ulong t10 = (vcc_v4_ulong)t9;
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t11 = s_v + s_v_1;
        vcc_v4_ulong t12 = t11 + s_v_2;
        vcc_v4_ulong t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (long)vcc_reduce(unsigned long, t13, +);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at mixed_types.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + ((long)t14 + i_vec_1));
            vcc_v4_long t18 = __builtin_convertvector(a_v_4, vcc_v4_long);
            vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (long)((unsigned long)t15 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_schar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t6 = a_v_1 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_schar t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t5, t7);
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
        /* vcc: loop at mixed_types.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_int a_v_2 = vcc_load(vcc_v16_int, a + t11);
            vcc_v16_int t12 = a_v_2 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_schar t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (signed char)(a[t14] >> 4);
    }
}

void int_to_float(int n, float *restrict out, const int *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_float t3 = __builtin_convertvector(a_v, vcc_v8_float);
            vcc_v8_float t4 = t3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t6 = __builtin_convertvector(a_v_1, vcc_v8_float);
            vcc_v8_float t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_float t9 = __builtin_convertvector(a_v_2, vcc_v8_float);
            vcc_v8_float t10 = t9 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_float t12 = __builtin_convertvector(a_v_3, vcc_v8_float);
            vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t18 = __builtin_convertvector(a_v_4, vcc_v8_float);
            vcc_v8_float t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (float)a[t20] * 0.5f;
    }
}

void float_to_double(int n, double *restrict out, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_float a_v = vcc_load(vcc_v4_float, a + i_vec);
            vcc_v4_double t3 = __builtin_convertvector(a_v, vcc_v4_double);
            vcc_v4_double t4 = t3 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_float a_v_1 = vcc_load(vcc_v4_float, a + t5);
            vcc_v4_double t6 = __builtin_convertvector(a_v_1, vcc_v4_double);
            vcc_v4_double t7 = t6 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_float a_v_2 = vcc_load(vcc_v4_float, a + t8);
            vcc_v4_double t9 = __builtin_convertvector(a_v_2, vcc_v4_double);
            vcc_v4_double t10 = t9 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_float a_v_3 = vcc_load(vcc_v4_float, a + t11);
            vcc_v4_double t12 = __builtin_convertvector(a_v_3, vcc_v4_double);
            vcc_v4_double t13 = t12 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_float a_v_4 = vcc_load(vcc_v4_float, a + t17);
            vcc_v4_double t18 = __builtin_convertvector(a_v_4, vcc_v4_double);
            vcc_v4_double t19 = t18 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (double)a[t20] + 0.25;
    }
}

/* Floats to narrow integers: through `int` (a value the narrow type holds fits), then one
   narrowing (AVX-512's vpmovdb) or a chain of them. */
void float_to_u8(int n, unsigned char *restrict out, const float *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:50 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_float a_v = vcc_load(vcc_v16_float, a + i_vec);
            vcc_v16_float t3 = a_v * (vcc_v16_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v16_float t4 = t3 + (vcc_v16_float){127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f};
            vcc_v16_uchar t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            vcc_store(out + i_vec, t5);
            long t6 = i_vec + 16L;
            vcc_v16_float a_v_1 = vcc_load(vcc_v16_float, a + t6);
            vcc_v16_float t7 = a_v_1 * (vcc_v16_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v16_float t8 = t7 + (vcc_v16_float){127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f};
            vcc_v16_uchar t9 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t8, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            vcc_store(out + t6, t9);
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
        /* vcc: loop at mixed_types.c:50 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_float a_v_2 = vcc_load(vcc_v16_float, a + t13);
            vcc_v16_float t14 = a_v_2 * (vcc_v16_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v16_float t15 = t14 + (vcc_v16_float){127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f};
            vcc_v16_uchar t16 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            vcc_store(out + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        out[t17] = (unsigned char)(a[t17] * 0.01f + 127.5f);
    }
}

void double_to_i16(int n, short *restrict out, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v * (vcc_v4_double){3.5, 3.5, 3.5, 3.5};
            vcc_v4_short t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v4_int), vcc_v4_short);
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t6 = a_v_1 * (vcc_v4_double){3.5, 3.5, 3.5, 3.5};
            vcc_v4_short t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double t9 = a_v_2 * (vcc_v4_double){3.5, 3.5, 3.5, 3.5};
            vcc_v4_short t10 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t11);
            vcc_v4_double t12 = a_v_3 * (vcc_v4_double){3.5, 3.5, 3.5, 3.5};
            vcc_v4_short t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double t18 = a_v_4 * (vcc_v4_double){3.5, 3.5, 3.5, 3.5};
            vcc_v4_short t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (short)(a[t20] * 3.5);
    }
}

/* 64-bit integers to bytes: truncation keeps the low 8 bits (vpmovqb). */
void long_to_u8(int n, unsigned char *restrict out, const long *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:61 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_long a_v = vcc_load(vcc_v16_long, a + i_vec);
            vcc_v16_long t3 = a_v * (vcc_v16_long){3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L};
            vcc_v16_long t4 = t3 + (vcc_v16_long){1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L};
            vcc_v16_uchar t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            vcc_store(out + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        out[t6] = (unsigned char)(a[t6] * 3L + 1L);
    }
}

int main(void) {
    int n;
    int t3;
    int t49;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        short *sa = (short *)new_array(n, 2UL);
        short *sb = (short *)new_array(n, 2UL);
        int *ia = (int *)new_array(n, 4UL);
        int *iout = (int *)new_array(n, 4UL);
        signed char *cout = (signed char *)new_array(n, 1UL);
        float *fout = (float *)new_array(n, 4UL);
        double *dout = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            ua[fill_idx] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            ub[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = (short)(-32768 + (int)(next_rand() % 65536U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            ia[fill_idx_4] = -2000000000 + (int)(next_rand() % 2000000000U);
        }
        const unsigned char *t4 = ua;
        widen_mul_u8(n, iout, t4, ub);
        const int *t5 = ia;
        narrow_to_i8(n, cout, t5);
        int_to_float(n, fout, t5);
        float_to_double(n, dout, fout);
        unsigned long t6 = (unsigned long)n;
        unsigned long t7 = hash_bytes((const void *)dout, t6 * 8UL);
        unsigned long t8 = t6 * 4UL;
        unsigned long t9 = hash_bytes((const void *)fout, t8);
        unsigned long t10 = t6 * 1UL;
        unsigned long t11 = hash_bytes((const void *)cout, t10);
        long t12 = sum_i32_in_long(n, t5);
        int t13 = dot_i16(n, sa, sb);
        int t14 = sum_u8(n, t4);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, (unsigned long long)hash_bytes((const void *)iout, t8), t14, t13, t12, (unsigned long long)t11, (unsigned long long)t9, (unsigned long long)t7);
        unsigned char *u8out = (unsigned char *)new_array(n, 1UL);
        short *s16out = (short *)new_array(n, 2UL);
        double *din = (double *)new_array(n, 8UL);
        long *lin = (long *)new_array(n, 8UL);
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            din[fill_idx_5] = (double)(-9000 + (int)(next_rand() % 18000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            lin[fill_idx_6] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        float *fin = (float *)new_array(n, 4UL);
        long t15 = (long)n;
        if ((t15 >= 16L) & 1) {
            long t16 = t15 & -16L;
            vcc_v8_int t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t18 = (vcc_v8_uint)t17;
            vcc_v8_uint i_v = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t19 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t20 = t19 + (vcc_v8_int){0, 37, 74, 111, 148, 185, 222, 259};
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){11999, 11999, 11999, 11999, 11999, 11999, 11999, 11999});
            vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t23 = (vcc_v8_uint)t20;
            vcc_v8_uint t24 = t23 - t22;
            vcc_v8_int t1 = (vcc_v8_int)t24;
            long i_vec = 0L;
            /* vcc: loop at mixed_types.c:92 vectorized: VF 8, UF 2, the remainder at 93:29 by 12000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_float t25 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_int t26 = i_v_2 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_float t27 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_v8_float t28 = (vcc_v8_float){12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f} * t27;
                vcc_v8_float t29 = t25 - t28;
                vcc_store(fin + i_vec, t29);
                vcc_v8_uint t30 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t30;
                vcc_v8_int t31 = t1 + (vcc_v8_int){296, 296, 296, 296, 296, 296, 296, 296};
                vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){11999, 11999, 11999, 11999, 11999, 11999, 11999, 11999});
                vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t34 = (vcc_v8_uint)t31;
                vcc_v8_uint t35 = t34 - t33;
                vcc_v8_int t36 = (vcc_v8_int)t35;
                vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
                vcc_v8_int t38 = i_v_3 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_float t39 = __builtin_convertvector(t38, vcc_v8_float);
                vcc_v8_float t40 = (vcc_v8_float){12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f} * t39;
                vcc_v8_float t41 = t37 - t40;
                vcc_store(fin + (i_vec + 8L), t41);
                i_vec += 16L;
                vcc_v8_uint t42 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t43 = t1 + (vcc_v8_int){592, 592, 592, 592, 592, 592, 592, 592};
                vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){11999, 11999, 11999, 11999, 11999, 11999, 11999, 11999});
                vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t46 = (vcc_v8_uint)t43;
                vcc_v8_uint t47 = t46 - t45;
                vcc_v8_int t48 = (vcc_v8_int)t47;
                if (i_vec >= t16) {
                    break;
                }
                i_v = t42;
                t1 = t48;
            }
            t49 = (int)t16;
        } else {
            t49 = 0;
        }
        long t50 = (long)n + (long)t49 * -1L;
        int t51 = (int)((unsigned int)t49 * 37U);
        if ((t50 >= 8L) & (t51 >= 0)) {
            long t52 = t50 & -8L;
            vcc_v8_int t53 = (vcc_v8_int){t49, t49, t49, t49, t49, t49, t49, t49};
            vcc_v8_uint t54 = (vcc_v8_uint)t53;
            vcc_v8_uint i_v_1 = t54 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t55 = vcc_splat(vcc_v8_int, t51 % 12000);
            vcc_v8_int t56 = t55 + (vcc_v8_int){0, 37, 74, 111, 148, 185, 222, 259};
            vcc_m8 t57 = (vcc_m8)(t56 > (vcc_v8_int){11999, 11999, 11999, 11999, 11999, 11999, 11999, 11999});
            vcc_v8_uint t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, ((vcc_v8_uint){12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t59 = (vcc_v8_uint)t56;
            vcc_v8_uint t60 = t59 - t58;
            vcc_v8_int t2 = (vcc_v8_int)t60;
            long i_vec_1 = 0L;
            /* vcc: loop at mixed_types.c:92 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
                vcc_v8_float t61 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_int t62 = i_v_4 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_float t63 = __builtin_convertvector(t62, vcc_v8_float);
                vcc_v8_float t64 = (vcc_v8_float){12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f, 12000.0f} * t63;
                vcc_v8_float t65 = t61 - t64;
                vcc_store(fin + ((long)t49 + i_vec_1), t65);
                i_vec_1 += 8L;
                vcc_v8_uint t66 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t67 = t2 + (vcc_v8_int){296, 296, 296, 296, 296, 296, 296, 296};
                vcc_m8 t68 = (vcc_m8)(t67 > (vcc_v8_int){11999, 11999, 11999, 11999, 11999, 11999, 11999, 11999});
                vcc_v8_uint t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, ((vcc_v8_uint){12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U, 12000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t70 = (vcc_v8_uint)t67;
                vcc_v8_uint t71 = t70 - t69;
                vcc_v8_int t72 = (vcc_v8_int)t71;
                if (i_vec_1 >= t52) {
                    break;
                }
                i_v_1 = t66;
                t2 = t72;
            }
            i = (int)((long)t49 + t52);
        } else {
            i = t49;
        }
        for (; i < n; i++) {
            fin[i] = (float)(i * 37 % 12000) - 12000.0f * (float)(i % 2);
        }
        float_to_u8(n, u8out, fin);
        double_to_i16(n, s16out, din);
        const void *t73 = (const void *)u8out;
        unsigned long t74 = hash_bytes(t73, t10);
        unsigned long t75 = hash_bytes((const void *)s16out, t6 * 2UL);
        long_to_u8(n, u8out, lin);
        printf("  f2u8=%llx d2s16=%llx l2u8=%llx\n", (unsigned long long)t74, (unsigned long long)t75, (unsigned long long)hash_bytes(t73, t10));
        free((void *)u8out);
        free((void *)s16out);
        free((void *)din);
        free((void *)lin);
        free((void *)fin);
        free((void *)ua);
        free((void *)ub);
        free((void *)sa);
        free((void *)sb);
        free((void *)ia);
        free((void *)iout);
        free((void *)cout);
        free((void *)fout);
        free((void *)dout);
    }
}
