/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_get_u8(const unsigned char *v, vcc_v8_int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_s8(const signed char *v, vcc_v8_int i, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_u16(const unsigned short *v, vcc_v8_int i, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uv_get_s16f(const short *v, vcc_v8_int i);
#pragma GCC diagnostic pop
/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_get_u8(const unsigned char *v, vcc_v8_int i) {
    vcc_v8_uchar t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    t1 = vcc_gather(vcc_v8_uchar, v, i);
    t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_ushort), vcc_v8_int);
    t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t4 = t2 + t3;
    return t4;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_s8(const signed char *v, vcc_v8_int i, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_v8_schar t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = vcc_gather_masked(vcc_v8_schar, v, i, t1);
    t3 = __builtin_convertvector(__builtin_convertvector(t2, vcc_v8_short), vcc_v8_int);
    t4 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t5 = (vcc_v8_uint)t3;
    t6 = (vcc_v8_uint)t4;
    t7 = t5 * t6;
    t8 = (vcc_v8_int)t7;
    t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t8, (vcc_v8_int){0});
    return t9;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_u16(const unsigned short *v, vcc_v8_int i, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_v8_ushort t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = vcc_gather_masked(vcc_v8_ushort, v, i, t1);
    t3 = __builtin_convertvector(t2, vcc_v8_int);
    t4 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    t5 = (vcc_v8_uint)t3;
    t6 = (vcc_v8_uint)t4;
    t7 = t5 - t6;
    t8 = (vcc_v8_int)t7;
    t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t8, (vcc_v8_int){0});
    return t9;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uv_get_s16f(const short *v, vcc_v8_int i) {
    vcc_v8_short t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    t1 = vcc_gather(vcc_v8_short, v, i);
    t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_int), vcc_v8_float);
    t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t4 = t2 * t3;
    return t4;
}
#pragma GCC diagnostic pop

#define M 203
int idx[M], out[M];
float fout[M];

void all_u8(const unsigned char *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    int *t7;
    int *t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    int t11;
    long t12;
    long t13;
    long t14;
    int *t15;
    vcc_v8_int t16;
    int i;
    long t17;
    int t18;
    vcc_v8_uchar t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_uchar t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uchar t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = (long)(int)(0L + t2);
            t6 = (long)(int)(0L + (t2 + 8L));
            t7 = &out[t5];
            t8 = &out[t6];
            t9 = vcc_load(vcc_v8_int, &idx[t5]);
            t10 = vcc_load(vcc_v8_int, &idx[t6]);
            t19 = vcc_gather(vcc_v8_uchar, v, t9);
            t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_ushort), vcc_v8_int);
            t21 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t22 = t20 + t21;
            vcc_store(t7, t22);
            t27 = vcc_gather(vcc_v8_uchar, v, t10);
            t28 = __builtin_convertvector(__builtin_convertvector(t27, vcc_v8_ushort), vcc_v8_int);
            t29 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t30 = t28 + t29;
            vcc_store(t8, t30);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t14 = (long)(int)((long)t11 + t1);
            t15 = &out[t14];
            t16 = vcc_load(vcc_v8_int, &idx[t14]);
            t23 = vcc_gather(vcc_v8_uchar, v, t16);
            t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_ushort), vcc_v8_int);
            t25 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t26 = t24 + t25;
            vcc_store(t15, t26);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = idx[t17];
        out[t17] = get_u8(v, t18);
    }
}

void some_s8(const signed char *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    int i;
    long t9;
    int t10;
    int *t11;
    int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_v8_schar t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = vcc_load(vcc_v8_int, &idx[t4]);
            t6 = (vcc_m8)(t5 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            t7 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t6);
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t17 = (vcc_m8)(t8 != (vcc_v8_int){0});
            t18 = vcc_gather_masked(vcc_v8_schar, v, t5, t17);
            t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v8_short), vcc_v8_int);
            t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t21 = (vcc_v8_uint)t19;
            t22 = (vcc_v8_uint)t20;
            t23 = t21 * t22;
            t24 = (vcc_v8_int)t23;
            t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t24, (vcc_v8_int){0});
            t13 = (vcc_v8_uint)t7;
            t14 = (vcc_v8_uint)t25;
            t15 = t13 + t14;
            t16 = (vcc_v8_int)t15;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t16, t6);
            t1 += 8L;
            if (t1 >= t3) {
                i = (int)(0L + t3);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t9 = (long)i;
        t10 = idx[t9];
        if (t10 < 1000) {
            t11 = &out[t9];
            t12 = *t11;
            *t11 = t12 + get_s8(v, t10);
        }
    }
}

void some_u16(const unsigned short *v, int n) {
    vcc_v8_uint t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_uint t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    long t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    int i;
    int t20;
    long t21;
    int *t22;
    int t23;
    int t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    vcc_v8_ushort t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t6 = (vcc_v8_uint)t5;
        t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        for (;;) {
            t7 = (int)(0L + t2);
            t8 = (vcc_v8_int)t1;
            t9 = t8 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t10 = (vcc_m8)(t9 != (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            t11 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)(long)t7 * 4UL), t10);
            t12 = (vcc_m8)(t11 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            t13 = __builtin_convertvector(t12 & 1, vcc_v8_int);
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t13, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t16 = (long)t7;
            t17 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15);
            t18 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)t16 * 4UL), t15);
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t26 = (vcc_m8)(t19 != (vcc_v8_int){0});
            t27 = vcc_gather_masked(vcc_v8_ushort, v, t18, t26);
            t28 = __builtin_convertvector(t27, vcc_v8_int);
            t29 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t30 = (vcc_v8_uint)t28;
            t31 = (vcc_v8_uint)t29;
            t32 = t30 - t31;
            t33 = (vcc_v8_int)t32;
            t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t33, (vcc_v8_int){0});
            t25 = t17 ^ t34;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t25, t15);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t2 >= t4) {
                i = (int)(0L + t4);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t20 = (idx[i] < 1000) != 0;
        } else {
            t20 = 0;
        }
        if (t20) {
            t21 = (long)i;
            t22 = &out[t21];
            t23 = *t22;
            t24 = idx[t21];
            *t22 = t23 ^ get_u16(v, t24);
        }
    }
}

void all_s16f(const short *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    float *t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    int t11;
    long t12;
    long t13;
    long t14;
    float *t15;
    vcc_v8_int t16;
    int i;
    long t17;
    int t18;
    vcc_v8_short t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_short t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_short t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = (long)(int)(0L + t2);
            t6 = (long)(int)(0L + (t2 + 8L));
            t7 = &fout[t5];
            t8 = &fout[t6];
            t9 = vcc_load(vcc_v8_int, &idx[t5]);
            t10 = vcc_load(vcc_v8_int, &idx[t6]);
            t19 = vcc_gather(vcc_v8_short, v, t9);
            t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_int), vcc_v8_float);
            t21 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t22 = t20 * t21;
            vcc_store(t7, t22);
            t27 = vcc_gather(vcc_v8_short, v, t10);
            t28 = __builtin_convertvector(__builtin_convertvector(t27, vcc_v8_int), vcc_v8_float);
            t29 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t30 = t28 * t29;
            vcc_store(t8, t30);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t14 = (long)(int)((long)t11 + t1);
            t15 = &fout[t14];
            t16 = vcc_load(vcc_v8_int, &idx[t14]);
            t23 = vcc_gather(vcc_v8_short, v, t16);
            t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_int), vcc_v8_float);
            t25 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t26 = t24 * t25;
            vcc_store(t15, t26);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = idx[t17];
        fout[t17] = get_s16f(v, t18);
    }
}

int main(void) {
    int sizes[6];
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    long t6;
    vcc_v8_uint t7;
    long t8;
    vcc_v8_uint t9;
    long t10;
    long t11;
    long t12;
    double f;
    long t;
    int off;
    int t13;
    unsigned char *b8;
    unsigned short *b16;
    int k;
    long t14;
    long t15;
    const unsigned char *u8;
    const unsigned short *u16;
    int s;
    int n;
    long t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    long t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_m8 t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    long t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_m8 t42;
    vcc_v8_int t43;
    vcc_m8 t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    long t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_m8 t57;
    vcc_v8_int t58;
    vcc_m8 t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_int t63;
    vcc_v8_uint t64;
    vcc_v8_int t65;
    long t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_m8 t72;
    vcc_v8_int t73;
    vcc_m8 t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_int t78;
    vcc_v8_uint t79;
    int t80;
    long t81;
    long t82;
    vcc_v8_int t83;
    vcc_v8_int t84;
    vcc_v8_uint t85;
    vcc_v8_int t86;
    long t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_int t90;
    vcc_v8_int t91;
    vcc_v8_int t92;
    vcc_m8 t93;
    vcc_v8_int t94;
    vcc_m8 t95;
    vcc_v8_uint t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_int t99;
    vcc_v8_uint t100;
    int i;
    long t101;
    int *t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    vcc_v8_int t108;
    vcc_v8_int t109;
    vcc_v8_int t110;
    vcc_v8_int t111;
    vcc_m8 t112;
    vcc_m8 t113;
    vcc_m8 t114;
    vcc_m8 t115;
    int t116;
    long t117;
    long t118;
    long t119;
    vcc_v8_int t120;
    vcc_m8 t121;
    int i_1;
    int *t122;
    long t123;
    vcc_v8_int t124;
    vcc_v8_uint t125;
    vcc_v8_int t126;
    vcc_v8_int t127;
    vcc_m8 t128;
    vcc_v8_uint t129;
    vcc_v8_uint t130;
    vcc_v8_uint t131;
    vcc_v8_int t132;
    vcc_v8_uint t133;
    vcc_v8_int t134;
    vcc_v8_int t135;
    vcc_m8 t136;
    vcc_v8_uint t137;
    vcc_v8_uint t138;
    vcc_v8_uint t139;
    vcc_v8_int t140;
    vcc_v8_uint t141;
    vcc_v8_int t142;
    vcc_v8_int t143;
    vcc_m8 t144;
    vcc_v8_uint t145;
    vcc_v8_uint t146;
    vcc_v8_uint t147;
    vcc_v8_int t148;
    vcc_v8_uint t149;
    vcc_v8_int t150;
    vcc_v8_int t151;
    vcc_m8 t152;
    vcc_v8_uint t153;
    vcc_v8_uint t154;
    vcc_v8_uint t155;
    vcc_v8_int t156;
    vcc_v8_uint t157;
    int t158;
    long t159;
    long t160;
    vcc_v8_int t161;
    vcc_v8_uint t162;
    vcc_v8_int t163;
    vcc_v8_int t164;
    vcc_m8 t165;
    vcc_v8_uint t166;
    vcc_v8_uint t167;
    vcc_v8_uint t168;
    vcc_v8_int t169;
    vcc_v8_uint t170;
    int i_2;
    long t171;
    long t172;
    long t173;
    long t174;
    long t175;
    vcc_v8_int t176;
    vcc_v8_int t177;
    vcc_v8_int t178;
    vcc_v8_int t179;
    vcc_m8 t180;
    vcc_m8 t181;
    vcc_m8 t182;
    vcc_m8 t183;
    int t184;
    long t185;
    long t186;
    long t187;
    vcc_v8_int t188;
    vcc_m8 t189;
    int i_3;
    int *t190;
    int i_4;
    long t191;
    for (off = 0; off < 4; off++) {
        t13 = off + 98;
        b8 = (unsigned char *)malloc((unsigned long)t13);
        b16 = (unsigned short *)malloc((unsigned long)(t13 * 2));
        for (k = 0; k < t13; k++) {
            t14 = (long)k;
            b8[t14] = (unsigned char)(k * 37 + 11);
            b16[t14] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        t15 = (long)off;
        u8 = b8 + t15 + 37;
        u16 = b16 + t15 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (s = 0; s < 6; s++) {
            n = sizes[s];
            if (203L >= 32L) {
                t16 = 203L & -32L;
                t17 = (vcc_v8_int){s, s, s, s, s, s, s, s};
                t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t19 = (vcc_v8_uint)t18;
                t1 = t19 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t2 = 0L;
                for (;;) {
                    t20 = (vcc_v8_int)t1;
                    t21 = (long)(int)((long)0 + t2);
                    t22 = t20 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t23 = t22 + t17;
                    t24 = t23 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t25 = t24 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t21], t25);
                    t26 = t20 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t27 = (vcc_m8)(t26 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t21 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t27);
                    t28 = t20 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t29 = (vcc_m8)(t28 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t30 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t31 = (vcc_v8_uint)t20;
                    t32 = t30 + t31;
                    t33 = (vcc_v8_int)t32;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t21 * 4UL), t33, t29);
                    vcc_store(&out[t21], t20);
                    vcc_store(&fout[t21], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t34 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t35 = (vcc_v8_int)t34;
                    t36 = (long)(int)((long)0 + (t2 + 8L));
                    t37 = t35 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t38 = t37 + t17;
                    t39 = t38 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t40 = t39 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t36], t40);
                    t41 = t35 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t42 = (vcc_m8)(t41 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t36 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t42);
                    t43 = t35 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t44 = (vcc_m8)(t43 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t45 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t46 = (vcc_v8_uint)t35;
                    t47 = t45 + t46;
                    t48 = (vcc_v8_int)t47;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t36 * 4UL), t48, t44);
                    vcc_store(&out[t36], t35);
                    vcc_store(&fout[t36], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t49 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t50 = (vcc_v8_int)t49;
                    t51 = (long)(int)((long)0 + (t2 + 16L));
                    t52 = t50 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t53 = t52 + t17;
                    t54 = t53 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t55 = t54 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t51], t55);
                    t56 = t50 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t57 = (vcc_m8)(t56 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t51 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t57);
                    t58 = t50 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t59 = (vcc_m8)(t58 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t60 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t61 = (vcc_v8_uint)t50;
                    t62 = t60 + t61;
                    t63 = (vcc_v8_int)t62;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t51 * 4UL), t63, t59);
                    vcc_store(&out[t51], t50);
                    vcc_store(&fout[t51], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t64 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t65 = (vcc_v8_int)t64;
                    t66 = (long)(int)((long)0 + (t2 + 24L));
                    t67 = t65 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t68 = t67 + t17;
                    t69 = t68 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t70 = t69 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t66], t70);
                    t71 = t65 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t72 = (vcc_m8)(t71 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t66 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t72);
                    t73 = t65 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t74 = (vcc_m8)(t73 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t75 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t76 = (vcc_v8_uint)t65;
                    t77 = t75 + t76;
                    t78 = (vcc_v8_int)t77;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t66 * 4UL), t78, t74);
                    vcc_store(&out[t66], t65);
                    vcc_store(&fout[t66], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t2 += 32L;
                    t79 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (t2 >= t16) {
                        break;
                    }
                    t1 = t79;
                }
                t80 = (int)((long)0 + t16);
            } else {
                t80 = 0;
            }
            t81 = (long)t80 * -1L + 203L;
            if (t81 >= 8L) {
                t82 = t81 & -8L;
                t83 = (vcc_v8_int){s, s, s, s, s, s, s, s};
                t84 = (vcc_v8_int){t80, t80, t80, t80, t80, t80, t80, t80};
                t85 = (vcc_v8_uint)t84;
                t3 = t85 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t4 = 0L;
                for (;;) {
                    t86 = (vcc_v8_int)t3;
                    t87 = (long)(int)((long)t80 + t4);
                    t88 = t86 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t89 = t88 + t83;
                    t90 = t89 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t91 = t90 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t87], t91);
                    t92 = t86 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t93 = (vcc_m8)(t92 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t93);
                    t94 = t86 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t95 = (vcc_m8)(t94 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t96 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t97 = (vcc_v8_uint)t86;
                    t98 = t96 + t97;
                    t99 = (vcc_v8_int)t98;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), t99, t95);
                    vcc_store(&out[t87], t86);
                    vcc_store(&fout[t87], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t4 += 8L;
                    t100 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t4 >= t82) {
                        break;
                    }
                    t3 = t100;
                }
                i = (int)((long)t80 + t82);
            } else {
                i = t80;
            }
            for (; i < 203; i++) {
                t101 = (long)i;
                t102 = &idx[t101];
                *t102 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t102 = 60;
                }
                if ((i % 11) == 5) {
                    *t102 = 1000000 + i;
                }
                out[t101] = i;
                fout[t101] = 0.0f;
            }
            if (203L >= 32L) {
                t103 = 203L & -32L;
                t5 = 0L;
                do {
                    t104 = (long)(int)((long)0 + t5);
                    t105 = (long)(int)((long)0 + (t5 + 8L));
                    t106 = (long)(int)((long)0 + (t5 + 16L));
                    t107 = (long)(int)((long)0 + (t5 + 24L));
                    t108 = vcc_load(vcc_v8_int, &idx[t104]);
                    t109 = vcc_load(vcc_v8_int, &idx[t105]);
                    t110 = vcc_load(vcc_v8_int, &idx[t106]);
                    t111 = vcc_load(vcc_v8_int, &idx[t107]);
                    t112 = (vcc_m8)(t108 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t104 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t112);
                    t113 = (vcc_m8)(t109 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t105 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t113);
                    t114 = (vcc_m8)(t110 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t106 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t114);
                    t115 = (vcc_m8)(t111 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t107 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t115);
                    t5 += 32L;
                } while (t5 < t103);
                t116 = (int)((long)0 + t103);
            } else {
                t116 = 0;
            }
            t117 = (long)t116 * -1L + 203L;
            if (t117 >= 8L) {
                t118 = t117 & -8L;
                t6 = 0L;
                do {
                    t119 = (long)(int)((long)t116 + t6);
                    t120 = vcc_load(vcc_v8_int, &idx[t119]);
                    t121 = (vcc_m8)(t120 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t119 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t121);
                    t6 += 8L;
                } while (t6 < t118);
                i_1 = (int)((long)t116 + t118);
            } else {
                i_1 = t116;
            }
            for (; i_1 < 203; i_1++) {
                t122 = &idx[i_1];
                if (*t122 >= 1000) {
                    *t122 = -37;
                }
            }
            all_u8(u8, n);
            if (203L >= 32L) {
                t123 = 203L & -32L;
                t124 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t125 = (vcc_v8_uint)t124;
                t7 = t125 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t8 = 0L;
                for (;;) {
                    t126 = (vcc_v8_int)t7;
                    t127 = t126 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t128 = (vcc_m8)(t127 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t129 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t130 = (vcc_v8_uint)t126;
                    t131 = t129 + t130;
                    t132 = (vcc_v8_int)t131;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + t8) * 4UL), t132, t128);
                    t133 = t7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t134 = (vcc_v8_int)t133;
                    t135 = t134 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t136 = (vcc_m8)(t135 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t137 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t138 = (vcc_v8_uint)t134;
                    t139 = t137 + t138;
                    t140 = (vcc_v8_int)t139;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 8L)) * 4UL), t140, t136);
                    t141 = t7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t142 = (vcc_v8_int)t141;
                    t143 = t142 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t144 = (vcc_m8)(t143 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t145 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t146 = (vcc_v8_uint)t142;
                    t147 = t145 + t146;
                    t148 = (vcc_v8_int)t147;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 16L)) * 4UL), t148, t144);
                    t149 = t7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t150 = (vcc_v8_int)t149;
                    t151 = t150 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t152 = (vcc_m8)(t151 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t153 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t154 = (vcc_v8_uint)t150;
                    t155 = t153 + t154;
                    t156 = (vcc_v8_int)t155;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 24L)) * 4UL), t156, t152);
                    t8 += 32L;
                    t157 = t7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (t8 >= t123) {
                        break;
                    }
                    t7 = t157;
                }
                t158 = (int)((long)0 + t123);
            } else {
                t158 = 0;
            }
            t159 = (long)t158 * -1L + 203L;
            if (t159 >= 8L) {
                t160 = t159 & -8L;
                t161 = (vcc_v8_int){t158, t158, t158, t158, t158, t158, t158, t158};
                t162 = (vcc_v8_uint)t161;
                t9 = t162 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t10 = 0L;
                for (;;) {
                    t163 = (vcc_v8_int)t9;
                    t164 = t163 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t165 = (vcc_m8)(t164 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t166 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t167 = (vcc_v8_uint)t163;
                    t168 = t166 + t167;
                    t169 = (vcc_v8_int)t168;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)t158 + t10) * 4UL), t169, t165);
                    t10 += 8L;
                    t170 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t10 >= t160) {
                        break;
                    }
                    t9 = t170;
                }
                i_2 = (int)((long)t158 + t160);
            } else {
                i_2 = t158;
            }
            for (; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            if (203L >= 32L) {
                t171 = 203L & -32L;
                t11 = 0L;
                do {
                    t172 = (long)(int)((long)0 + t11);
                    t173 = (long)(int)((long)0 + (t11 + 8L));
                    t174 = (long)(int)((long)0 + (t11 + 16L));
                    t175 = (long)(int)((long)0 + (t11 + 24L));
                    t176 = vcc_load(vcc_v8_int, &idx[t172]);
                    t177 = vcc_load(vcc_v8_int, &idx[t173]);
                    t178 = vcc_load(vcc_v8_int, &idx[t174]);
                    t179 = vcc_load(vcc_v8_int, &idx[t175]);
                    t180 = (vcc_m8)(t176 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t172 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t180);
                    t181 = (vcc_m8)(t177 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t173 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t181);
                    t182 = (vcc_m8)(t178 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t174 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t182);
                    t183 = (vcc_m8)(t179 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t175 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t183);
                    t11 += 32L;
                } while (t11 < t171);
                t184 = (int)((long)0 + t171);
            } else {
                t184 = 0;
            }
            t185 = (long)t184 * -1L + 203L;
            if (t185 >= 8L) {
                t186 = t185 & -8L;
                t12 = 0L;
                do {
                    t187 = (long)(int)((long)t184 + t12);
                    t188 = vcc_load(vcc_v8_int, &idx[t187]);
                    t189 = (vcc_m8)(t188 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t187 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t189);
                    t12 += 8L;
                } while (t12 < t186);
                i_3 = (int)((long)t184 + t186);
            } else {
                i_3 = t184;
            }
            for (; i_3 < 203; i_3++) {
                t190 = &idx[i_3];
                if (*t190 >= 1000) {
                    *t190 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            f = 0.0;
            t = 0L;
            for (i_4 = 0; i_4 < 203; i_4++) {
                t191 = (long)i_4;
                t += (long)out[t191] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t191] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
