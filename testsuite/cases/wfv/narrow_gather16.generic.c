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
    int *t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    int i;
    long t10;
    int t11;
    int *t12;
    int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_v8_schar t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = vcc_load(vcc_v8_int, &idx[t4]);
            t6 = (vcc_m8)(t5 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            t7 = &out[t4];
            t8 = vcc_load_masked(vcc_v8_int, t7, t6);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t18 = (vcc_m8)(t9 != (vcc_v8_int){0});
            t19 = vcc_gather_masked(vcc_v8_schar, v, t5, t18);
            t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_short), vcc_v8_int);
            t21 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t22 = (vcc_v8_uint)t20;
            t23 = (vcc_v8_uint)t21;
            t24 = t22 * t23;
            t25 = (vcc_v8_int)t24;
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t25, (vcc_v8_int){0});
            t14 = (vcc_v8_uint)t8;
            t15 = (vcc_v8_uint)t26;
            t16 = t14 + t15;
            t17 = (vcc_v8_int)t16;
            vcc_store_masked(t7, t17, t6);
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
        t10 = (long)i;
        t11 = idx[t10];
        if (t11 < 1000) {
            t12 = &out[t10];
            t13 = *t12;
            *t12 = t13 + get_s8(v, t11);
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
    int *t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    int i;
    int t21;
    long t22;
    int *t23;
    int t24;
    int t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_v8_ushort t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
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
            t11 = vcc_load_masked(vcc_v8_int, &idx[t7], t10);
            t12 = (vcc_m8)(t11 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            t13 = __builtin_convertvector(t12 & 1, vcc_v8_int);
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t13, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t16 = (long)t7;
            t17 = &out[t16];
            t18 = vcc_load_masked(vcc_v8_int, t17, t15);
            t19 = vcc_load_masked(vcc_v8_int, &idx[t16], t15);
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t27 = (vcc_m8)(t20 != (vcc_v8_int){0});
            t28 = vcc_gather_masked(vcc_v8_ushort, v, t19, t27);
            t29 = __builtin_convertvector(t28, vcc_v8_int);
            t30 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t31 = (vcc_v8_uint)t29;
            t32 = (vcc_v8_uint)t30;
            t33 = t31 - t32;
            t34 = (vcc_v8_int)t33;
            t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t34, (vcc_v8_int){0});
            t26 = t18 ^ t35;
            vcc_store_masked(t17, t26, t15);
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
            t21 = (idx[i] < 1000) != 0;
        } else {
            t21 = 0;
        }
        if (t21) {
            t22 = (long)i;
            t23 = &out[t22];
            t24 = *t23;
            t25 = idx[t22];
            *t23 = t24 ^ get_u16(v, t25);
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
    int *t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_v8_int t29;
    vcc_m8 t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_int t36;
    long t37;
    int *t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_m8 t44;
    vcc_v8_int t45;
    vcc_m8 t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    vcc_v8_uint t51;
    vcc_v8_int t52;
    long t53;
    int *t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_m8 t60;
    vcc_v8_int t61;
    vcc_m8 t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_int t66;
    vcc_v8_uint t67;
    vcc_v8_int t68;
    long t69;
    int *t70;
    vcc_v8_int t71;
    vcc_v8_int t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_m8 t76;
    vcc_v8_int t77;
    vcc_m8 t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_int t82;
    vcc_v8_uint t83;
    int t84;
    long t85;
    long t86;
    vcc_v8_int t87;
    vcc_v8_int t88;
    vcc_v8_uint t89;
    vcc_v8_int t90;
    long t91;
    int *t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_v8_int t95;
    vcc_v8_int t96;
    vcc_v8_int t97;
    vcc_m8 t98;
    vcc_v8_int t99;
    vcc_m8 t100;
    vcc_v8_uint t101;
    vcc_v8_uint t102;
    vcc_v8_uint t103;
    vcc_v8_int t104;
    vcc_v8_uint t105;
    int i;
    long t106;
    int *t107;
    long t108;
    int *t109;
    int *t110;
    int *t111;
    int *t112;
    vcc_v8_int t113;
    vcc_v8_int t114;
    vcc_v8_int t115;
    vcc_v8_int t116;
    vcc_m8 t117;
    vcc_m8 t118;
    vcc_m8 t119;
    vcc_m8 t120;
    int t121;
    long t122;
    long t123;
    int *t124;
    vcc_v8_int t125;
    vcc_m8 t126;
    int i_1;
    int *t127;
    long t128;
    vcc_v8_int t129;
    vcc_v8_uint t130;
    vcc_v8_int t131;
    vcc_v8_int t132;
    vcc_m8 t133;
    vcc_v8_uint t134;
    vcc_v8_uint t135;
    vcc_v8_uint t136;
    vcc_v8_int t137;
    vcc_v8_uint t138;
    vcc_v8_int t139;
    vcc_v8_int t140;
    vcc_m8 t141;
    vcc_v8_uint t142;
    vcc_v8_uint t143;
    vcc_v8_uint t144;
    vcc_v8_int t145;
    vcc_v8_uint t146;
    vcc_v8_int t147;
    vcc_v8_int t148;
    vcc_m8 t149;
    vcc_v8_uint t150;
    vcc_v8_uint t151;
    vcc_v8_uint t152;
    vcc_v8_int t153;
    vcc_v8_uint t154;
    vcc_v8_int t155;
    vcc_v8_int t156;
    vcc_m8 t157;
    vcc_v8_uint t158;
    vcc_v8_uint t159;
    vcc_v8_uint t160;
    vcc_v8_int t161;
    vcc_v8_uint t162;
    int t163;
    long t164;
    long t165;
    vcc_v8_int t166;
    vcc_v8_uint t167;
    vcc_v8_int t168;
    vcc_v8_int t169;
    vcc_m8 t170;
    vcc_v8_uint t171;
    vcc_v8_uint t172;
    vcc_v8_uint t173;
    vcc_v8_int t174;
    vcc_v8_uint t175;
    int i_2;
    long t176;
    int *t177;
    int *t178;
    int *t179;
    int *t180;
    vcc_v8_int t181;
    vcc_v8_int t182;
    vcc_v8_int t183;
    vcc_v8_int t184;
    vcc_m8 t185;
    vcc_m8 t186;
    vcc_m8 t187;
    vcc_m8 t188;
    int t189;
    long t190;
    long t191;
    int *t192;
    vcc_v8_int t193;
    vcc_m8 t194;
    int i_3;
    int *t195;
    int i_4;
    long t196;
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
                    t22 = &idx[t21];
                    t23 = t20 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t24 = t23 + t17;
                    t25 = t24 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t26 = t25 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(t22, t26);
                    t27 = t20 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t28 = (vcc_m8)(t27 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked(t22, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t28);
                    t29 = t20 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t30 = (vcc_m8)(t29 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t31 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t32 = (vcc_v8_uint)t20;
                    t33 = t31 + t32;
                    t34 = (vcc_v8_int)t33;
                    vcc_store_masked(t22, t34, t30);
                    vcc_store(&out[t21], t20);
                    vcc_store(&fout[t21], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t35 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t36 = (vcc_v8_int)t35;
                    t37 = (long)(int)((long)0 + (t2 + 8L));
                    t38 = &idx[t37];
                    t39 = t36 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t40 = t39 + t17;
                    t41 = t40 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t42 = t41 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(t38, t42);
                    t43 = t36 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t44 = (vcc_m8)(t43 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked(t38, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t44);
                    t45 = t36 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t46 = (vcc_m8)(t45 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t47 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t48 = (vcc_v8_uint)t36;
                    t49 = t47 + t48;
                    t50 = (vcc_v8_int)t49;
                    vcc_store_masked(t38, t50, t46);
                    vcc_store(&out[t37], t36);
                    vcc_store(&fout[t37], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t51 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t52 = (vcc_v8_int)t51;
                    t53 = (long)(int)((long)0 + (t2 + 16L));
                    t54 = &idx[t53];
                    t55 = t52 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t56 = t55 + t17;
                    t57 = t56 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t58 = t57 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(t54, t58);
                    t59 = t52 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t60 = (vcc_m8)(t59 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked(t54, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t60);
                    t61 = t52 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t62 = (vcc_m8)(t61 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t63 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t64 = (vcc_v8_uint)t52;
                    t65 = t63 + t64;
                    t66 = (vcc_v8_int)t65;
                    vcc_store_masked(t54, t66, t62);
                    vcc_store(&out[t53], t52);
                    vcc_store(&fout[t53], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t67 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t68 = (vcc_v8_int)t67;
                    t69 = (long)(int)((long)0 + (t2 + 24L));
                    t70 = &idx[t69];
                    t71 = t68 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t72 = t71 + t17;
                    t73 = t72 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t74 = t73 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(t70, t74);
                    t75 = t68 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t76 = (vcc_m8)(t75 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked(t70, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t76);
                    t77 = t68 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t78 = (vcc_m8)(t77 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t79 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t80 = (vcc_v8_uint)t68;
                    t81 = t79 + t80;
                    t82 = (vcc_v8_int)t81;
                    vcc_store_masked(t70, t82, t78);
                    vcc_store(&out[t69], t68);
                    vcc_store(&fout[t69], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t2 += 32L;
                    t83 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (t2 >= t16) {
                        break;
                    }
                    t1 = t83;
                }
                t84 = (int)((long)0 + t16);
            } else {
                t84 = 0;
            }
            t85 = (long)t84 * -1L + 203L;
            if (t85 >= 8L) {
                t86 = t85 & -8L;
                t87 = (vcc_v8_int){s, s, s, s, s, s, s, s};
                t88 = (vcc_v8_int){t84, t84, t84, t84, t84, t84, t84, t84};
                t89 = (vcc_v8_uint)t88;
                t3 = t89 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t4 = 0L;
                for (;;) {
                    t90 = (vcc_v8_int)t3;
                    t91 = (long)(int)((long)t84 + t4);
                    t92 = &idx[t91];
                    t93 = t90 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                    t94 = t93 + t87;
                    t95 = t94 % (vcc_v8_int){98, 98, 98, 98, 98, 98, 98, 98};
                    t96 = t95 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(t92, t96);
                    t97 = t90 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t98 = (vcc_m8)(t97 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked(t92, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t98);
                    t99 = t90 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t100 = (vcc_m8)(t99 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t101 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t102 = (vcc_v8_uint)t90;
                    t103 = t101 + t102;
                    t104 = (vcc_v8_int)t103;
                    vcc_store_masked(t92, t104, t100);
                    vcc_store(&out[t91], t90);
                    vcc_store(&fout[t91], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t4 += 8L;
                    t105 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t4 >= t86) {
                        break;
                    }
                    t3 = t105;
                }
                i = (int)((long)t84 + t86);
            } else {
                i = t84;
            }
            for (; i < 203; i++) {
                t106 = (long)i;
                t107 = &idx[t106];
                *t107 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t107 = 60;
                }
                if ((i % 11) == 5) {
                    *t107 = 1000000 + i;
                }
                out[t106] = i;
                fout[t106] = 0.0f;
            }
            if (203L >= 32L) {
                t108 = 203L & -32L;
                t5 = 0L;
                do {
                    t109 = &idx[(int)((long)0 + t5)];
                    t110 = &idx[(int)((long)0 + (t5 + 8L))];
                    t111 = &idx[(int)((long)0 + (t5 + 16L))];
                    t112 = &idx[(int)((long)0 + (t5 + 24L))];
                    t113 = vcc_load(vcc_v8_int, t109);
                    t114 = vcc_load(vcc_v8_int, t110);
                    t115 = vcc_load(vcc_v8_int, t111);
                    t116 = vcc_load(vcc_v8_int, t112);
                    t117 = (vcc_m8)(t113 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t109, ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t117);
                    t118 = (vcc_m8)(t114 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t110, ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t118);
                    t119 = (vcc_m8)(t115 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t111, ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t119);
                    t120 = (vcc_m8)(t116 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t112, ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t120);
                    t5 += 32L;
                } while (t5 < t108);
                t121 = (int)((long)0 + t108);
            } else {
                t121 = 0;
            }
            t122 = (long)t121 * -1L + 203L;
            if (t122 >= 8L) {
                t123 = t122 & -8L;
                t6 = 0L;
                do {
                    t124 = &idx[(int)((long)t121 + t6)];
                    t125 = vcc_load(vcc_v8_int, t124);
                    t126 = (vcc_m8)(t125 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t124, ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t126);
                    t6 += 8L;
                } while (t6 < t123);
                i_1 = (int)((long)t121 + t123);
            } else {
                i_1 = t121;
            }
            for (; i_1 < 203; i_1++) {
                t127 = &idx[i_1];
                if (*t127 >= 1000) {
                    *t127 = -37;
                }
            }
            all_u8(u8, n);
            if (203L >= 32L) {
                t128 = 203L & -32L;
                t129 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t130 = (vcc_v8_uint)t129;
                t7 = t130 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t8 = 0L;
                for (;;) {
                    t131 = (vcc_v8_int)t7;
                    t132 = t131 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t133 = (vcc_m8)(t132 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t134 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t135 = (vcc_v8_uint)t131;
                    t136 = t134 + t135;
                    t137 = (vcc_v8_int)t136;
                    vcc_store_masked(&idx[(int)((long)0 + t8)], t137, t133);
                    t138 = t7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t139 = (vcc_v8_int)t138;
                    t140 = t139 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t141 = (vcc_m8)(t140 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t142 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t143 = (vcc_v8_uint)t139;
                    t144 = t142 + t143;
                    t145 = (vcc_v8_int)t144;
                    vcc_store_masked(&idx[(int)((long)0 + (t8 + 8L))], t145, t141);
                    t146 = t7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t147 = (vcc_v8_int)t146;
                    t148 = t147 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t149 = (vcc_m8)(t148 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t150 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t151 = (vcc_v8_uint)t147;
                    t152 = t150 + t151;
                    t153 = (vcc_v8_int)t152;
                    vcc_store_masked(&idx[(int)((long)0 + (t8 + 16L))], t153, t149);
                    t154 = t7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t155 = (vcc_v8_int)t154;
                    t156 = t155 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t157 = (vcc_m8)(t156 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t158 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t159 = (vcc_v8_uint)t155;
                    t160 = t158 + t159;
                    t161 = (vcc_v8_int)t160;
                    vcc_store_masked(&idx[(int)((long)0 + (t8 + 24L))], t161, t157);
                    t8 += 32L;
                    t162 = t7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    if (t8 >= t128) {
                        break;
                    }
                    t7 = t162;
                }
                t163 = (int)((long)0 + t128);
            } else {
                t163 = 0;
            }
            t164 = (long)t163 * -1L + 203L;
            if (t164 >= 8L) {
                t165 = t164 & -8L;
                t166 = (vcc_v8_int){t163, t163, t163, t163, t163, t163, t163, t163};
                t167 = (vcc_v8_uint)t166;
                t9 = t167 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t10 = 0L;
                for (;;) {
                    t168 = (vcc_v8_int)t9;
                    t169 = t168 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    t170 = (vcc_m8)(t169 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t171 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t172 = (vcc_v8_uint)t168;
                    t173 = t171 + t172;
                    t174 = (vcc_v8_int)t173;
                    vcc_store_masked(&idx[(int)((long)t163 + t10)], t174, t170);
                    t10 += 8L;
                    t175 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t10 >= t165) {
                        break;
                    }
                    t9 = t175;
                }
                i_2 = (int)((long)t163 + t165);
            } else {
                i_2 = t163;
            }
            for (; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            if (203L >= 32L) {
                t176 = 203L & -32L;
                t11 = 0L;
                do {
                    t177 = &idx[(int)((long)0 + t11)];
                    t178 = &idx[(int)((long)0 + (t11 + 8L))];
                    t179 = &idx[(int)((long)0 + (t11 + 16L))];
                    t180 = &idx[(int)((long)0 + (t11 + 24L))];
                    t181 = vcc_load(vcc_v8_int, t177);
                    t182 = vcc_load(vcc_v8_int, t178);
                    t183 = vcc_load(vcc_v8_int, t179);
                    t184 = vcc_load(vcc_v8_int, t180);
                    t185 = (vcc_m8)(t181 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t177, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t185);
                    t186 = (vcc_m8)(t182 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t178, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t186);
                    t187 = (vcc_m8)(t183 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t179, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t187);
                    t188 = (vcc_m8)(t184 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t180, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t188);
                    t11 += 32L;
                } while (t11 < t176);
                t189 = (int)((long)0 + t176);
            } else {
                t189 = 0;
            }
            t190 = (long)t189 * -1L + 203L;
            if (t190 >= 8L) {
                t191 = t190 & -8L;
                t12 = 0L;
                do {
                    t192 = &idx[(int)((long)t189 + t12)];
                    t193 = vcc_load(vcc_v8_int, t192);
                    t194 = (vcc_m8)(t193 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked(t192, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t194);
                    t12 += 8L;
                } while (t12 < t191);
                i_3 = (int)((long)t189 + t191);
            } else {
                i_3 = t189;
            }
            for (; i_3 < 203; i_3++) {
                t195 = &idx[i_3];
                if (*t195 >= 1000) {
                    *t195 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            f = 0.0;
            t = 0L;
            for (i_4 = 0; i_4 < 203; i_4++) {
                t196 = (long)i_4;
                t += (long)out[t196] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t196] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
