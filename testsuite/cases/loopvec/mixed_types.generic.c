/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, a + t5);
            vcc_v16_uchar t7 = vcc_load(vcc_v16_uchar, b + t5);
            vcc_v16_int t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t10 = t8 * t9;
            vcc_v16_int t11 = t10 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t11; char *vcc_p = (char *)(out + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t13 = vcc_load(vcc_v16_uchar, a + t12);
            vcc_v16_uchar t14 = vcc_load(vcc_v16_uchar, b + t12);
            vcc_v16_int t15 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t16 = __builtin_convertvector(__builtin_convertvector(t14, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t17 = t15 * t16;
            vcc_v16_int t18 = t17 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t18; char *vcc_p = (char *)(out + t12); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v16_uchar t23 = vcc_load(vcc_v16_uchar, a + t22);
            vcc_v16_uchar t24 = vcc_load(vcc_v16_uchar, b + t22);
            vcc_v16_int t25 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t26 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t27 = t25 * t26;
            vcc_v16_int t28 = t27 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t28; char *vcc_p = (char *)(out + t22); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        out[t29] = (int)a[t29] * (int)b[t29] - 5000;
    }
}

int sum_u8(int n, const unsigned char *a) {
    int s;
    int t15;
    int t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, a + (int)t1);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t10 = (vcc_v8_uint)t9;
            t2 = t2 + t10;
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, a + (int)(t1 + 8L));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            t3 = t3 + t13;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t14 = t2 + t3;
        t15 = (int)t7;
        t16 = (int)vcc_reduce(unsigned int, t14, +);
    } else {
        t15 = 0;
        t16 = 0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, a + (int)((long)t15 + t4));
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            t5 = t5 + t21;
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        s = (int)((unsigned int)t16 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

int dot_i16(int n, const short *a, const short *b) {
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t5 = (long)(int)t1;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_short t7 = vcc_load(vcc_v16_short, b + t5);
            vcc_v8_uint t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t2 = t2 + t8;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_reduce(unsigned int, t2, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s += (int)a[t9] * (int)b[t9];
    }
    return s;
}

long sum_i32_in_long(int n, const int *a) {
    long s;
    int t25;
    long t26;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_int t10 = vcc_load(vcc_v4_int, a + (int)t1);
            vcc_v4_long t11 = __builtin_convertvector(t10, vcc_v4_long);
            vcc_v4_ulong t12 = (vcc_v4_ulong)t11;
            t2 = t2 + t12;
            vcc_v4_int t13 = vcc_load(vcc_v4_int, a + (int)(t1 + 4L));
            vcc_v4_long t14 = __builtin_convertvector(t13, vcc_v4_long);
            vcc_v4_ulong t15 = (vcc_v4_ulong)t14;
            t3 = t3 + t15;
            vcc_v4_int t16 = vcc_load(vcc_v4_int, a + (int)(t1 + 8L));
            vcc_v4_long t17 = __builtin_convertvector(t16, vcc_v4_long);
            vcc_v4_ulong t18 = (vcc_v4_ulong)t17;
            t4 = t4 + t18;
            vcc_v4_int t19 = vcc_load(vcc_v4_int, a + (int)(t1 + 12L));
            vcc_v4_long t20 = __builtin_convertvector(t19, vcc_v4_long);
            vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
            t5 = t5 + t21;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t22 = t2 + t3;
        vcc_v4_ulong t23 = t22 + t4;
        vcc_v4_ulong t24 = t23 + t5;
        t25 = (int)t9;
        t26 = (long)vcc_reduce(unsigned long, t24, +);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_int t29 = vcc_load(vcc_v4_int, a + (int)((long)t25 + t6));
            vcc_v4_long t30 = __builtin_convertvector(t29, vcc_v4_long);
            vcc_v4_ulong t31 = (vcc_v4_ulong)t30;
            t7 = t7 + t31;
            t6 += 4L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_reduce(unsigned long, t7, +));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_int t6 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t7 = t6 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_schar t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            vcc_v16_int t10 = vcc_load(vcc_v16_int, a + t9);
            vcc_v16_int t11 = t10 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_schar t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v16_int t17 = vcc_load(vcc_v16_int, a + t16);
            vcc_v16_int t18 = t17 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_schar t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (signed char)(a[t20] >> 4);
    }
}

void int_to_float(int n, float *restrict out, const int *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + t9);
            vcc_v8_float t11 = __builtin_convertvector(t10, vcc_v8_float);
            vcc_v8_float t12 = t11 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + t13);
            vcc_v8_float t15 = __builtin_convertvector(t14, vcc_v8_float);
            vcc_v8_float t16 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
            vcc_v8_float t20 = t19 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + t24);
            vcc_v8_float t26 = __builtin_convertvector(t25, vcc_v8_float);
            vcc_v8_float t27 = t26 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        out[t28] = (float)a[t28] * 0.5f;
    }
}

void float_to_double(int n, double *restrict out, const float *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_float t6 = vcc_load(vcc_v4_float, a + t5);
            vcc_v4_double t7 = __builtin_convertvector(t6, vcc_v4_double);
            vcc_v4_double t8 = t7 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            vcc_v4_float t10 = vcc_load(vcc_v4_float, a + t9);
            vcc_v4_double t11 = __builtin_convertvector(t10, vcc_v4_double);
            vcc_v4_double t12 = t11 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t9, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v4_float t14 = vcc_load(vcc_v4_float, a + t13);
            vcc_v4_double t15 = __builtin_convertvector(t14, vcc_v4_double);
            vcc_v4_double t16 = t15 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t13, t16);
            long t17 = (long)(int)(t1 + 12L);
            vcc_v4_float t18 = vcc_load(vcc_v4_float, a + t17);
            vcc_v4_double t19 = __builtin_convertvector(t18, vcc_v4_double);
            vcc_v4_double t20 = t19 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v4_float t25 = vcc_load(vcc_v4_float, a + t24);
            vcc_v4_double t26 = __builtin_convertvector(t25, vcc_v4_double);
            vcc_v4_double t27 = t26 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        out[t28] = (double)a[t28] + 0.25;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
