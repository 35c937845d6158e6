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
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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

extern __typeof__(idx) idx __attribute__((aligned(32)));
extern __typeof__(out) out __attribute__((aligned(32)));
void all_u8(const unsigned char *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    int *t7;
    vcc_v8_int t8;
    int t9;
    long t10;
    long t11;
    long t12;
    int *t13;
    vcc_v8_int t14;
    int i;
    long t15;
    int t16;
    long t17;
    int *t18;
    vcc_v8_int t19;
    vcc_v8_uchar t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uchar t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uchar t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (long)(int)(0L + t2);
            t7 = &out[t6];
            t8 = vcc_load(vcc_v8_int, &idx[t6]);
            t20 = vcc_gather(vcc_v8_uchar, v, t8);
            t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_ushort), vcc_v8_int);
            t22 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t23 = t21 + t22;
            vcc_store(t7, t23);
            t17 = (long)(int)(0L + t5);
            t18 = &out[t17];
            t19 = vcc_load(vcc_v8_int, &idx[t17]);
            t28 = vcc_gather(vcc_v8_uchar, v, t19);
            t29 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_ushort), vcc_v8_int);
            t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t31 = t29 + t30;
            vcc_store(t18, t31);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t9 + t1);
            t13 = &out[t12];
            t14 = vcc_load(vcc_v8_int, &idx[t12]);
            t24 = vcc_gather(vcc_v8_uchar, v, t14);
            t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v8_ushort), vcc_v8_int);
            t26 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t27 = t25 + t26;
            vcc_store(t13, t27);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = idx[t15];
        out[t15] = get_u8(v, t16);
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

extern __typeof__(fout) fout __attribute__((aligned(32)));
void all_s16f(const short *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    vcc_v8_int t8;
    int t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    vcc_v8_int t14;
    int i;
    long t15;
    int t16;
    long t17;
    float *t18;
    vcc_v8_int t19;
    vcc_v8_short t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_short t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_short t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (long)(int)(0L + t2);
            t7 = &fout[t6];
            t8 = vcc_load(vcc_v8_int, &idx[t6]);
            t20 = vcc_gather(vcc_v8_short, v, t8);
            t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_int), vcc_v8_float);
            t22 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t23 = t21 * t22;
            vcc_store(t7, t23);
            t17 = (long)(int)(0L + t5);
            t18 = &fout[t17];
            t19 = vcc_load(vcc_v8_int, &idx[t17]);
            t28 = vcc_gather(vcc_v8_short, v, t19);
            t29 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_int), vcc_v8_float);
            t30 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t31 = t29 * t30;
            vcc_store(t18, t31);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t9 + t1);
            t13 = &fout[t12];
            t14 = vcc_load(vcc_v8_int, &idx[t12]);
            t24 = vcc_gather(vcc_v8_short, v, t14);
            t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v8_int), vcc_v8_float);
            t26 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t27 = t25 * t26;
            vcc_store(t13, t27);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = idx[t15];
        fout[t15] = get_s16f(v, t16);
    }
}

int main(void) {
    int sizes[6];
    vcc_v8_uint t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_uint t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    long t11;
    long t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    long t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    long t18;
    long t19;
    long t20;
    double f;
    long t;
    int off;
    int t21;
    unsigned char *b8;
    unsigned short *b16;
    int k;
    long t22;
    long t23;
    const unsigned char *u8;
    const unsigned short *u16;
    int s;
    int n;
    int t24;
    long t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_int t43;
    long t44;
    vcc_v8_int t45;
    vcc_m8 t46;
    vcc_m8 t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_int t53;
    long t54;
    vcc_v8_int t55;
    vcc_v8_uint t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_int t65;
    vcc_m8 t66;
    vcc_v8_int t67;
    vcc_v8_uint t68;
    vcc_v8_uint t69;
    vcc_v8_uint t70;
    vcc_v8_int t71;
    vcc_m8 t72;
    vcc_v8_uint t73;
    vcc_v8_uint t74;
    vcc_v8_uint t75;
    vcc_v8_int t76;
    vcc_v8_uint t77;
    vcc_v8_int t78;
    long t79;
    vcc_v8_int t80;
    vcc_v8_uint t81;
    vcc_v8_uint t82;
    vcc_v8_uint t83;
    vcc_v8_int t84;
    vcc_v8_int t85;
    vcc_v8_int t86;
    vcc_v8_uint t87;
    vcc_v8_uint t88;
    vcc_v8_uint t89;
    vcc_v8_int t90;
    vcc_m8 t91;
    vcc_v8_int t92;
    vcc_v8_uint t93;
    vcc_v8_uint t94;
    vcc_v8_uint t95;
    vcc_v8_int t96;
    vcc_m8 t97;
    vcc_v8_uint t98;
    vcc_v8_uint t99;
    vcc_v8_uint t100;
    vcc_v8_int t101;
    vcc_v8_uint t102;
    vcc_v8_int t103;
    long t104;
    vcc_v8_int t105;
    vcc_v8_uint t106;
    vcc_v8_uint t107;
    vcc_v8_uint t108;
    vcc_v8_int t109;
    vcc_v8_int t110;
    vcc_v8_int t111;
    vcc_v8_uint t112;
    vcc_v8_uint t113;
    vcc_v8_uint t114;
    vcc_v8_int t115;
    vcc_m8 t116;
    vcc_v8_int t117;
    vcc_v8_uint t118;
    vcc_v8_uint t119;
    vcc_v8_uint t120;
    vcc_v8_int t121;
    vcc_m8 t122;
    vcc_v8_uint t123;
    vcc_v8_uint t124;
    vcc_v8_uint t125;
    vcc_v8_int t126;
    vcc_v8_uint t127;
    vcc_v8_int t128;
    vcc_v8_uint t129;
    vcc_v8_uint t130;
    vcc_v8_uint t131;
    vcc_v8_int t132;
    vcc_v8_int t133;
    vcc_v8_uint t134;
    vcc_v8_uint t135;
    vcc_v8_uint t136;
    vcc_v8_int t137;
    vcc_v8_int t138;
    vcc_v8_uint t139;
    vcc_v8_uint t140;
    vcc_v8_uint t141;
    vcc_v8_int t142;
    int t143;
    long t144;
    int t145;
    long t146;
    vcc_v8_int t147;
    vcc_v8_uint t148;
    vcc_v8_int t149;
    vcc_v8_int t150;
    vcc_v8_uint t151;
    vcc_v8_uint t152;
    vcc_v8_uint t153;
    vcc_v8_int t154;
    vcc_v8_int t155;
    vcc_v8_uint t156;
    vcc_v8_uint t157;
    vcc_v8_uint t158;
    vcc_v8_int t159;
    vcc_v8_int t160;
    vcc_v8_uint t161;
    vcc_v8_uint t162;
    vcc_v8_uint t163;
    vcc_v8_int t164;
    long t165;
    vcc_v8_int t166;
    vcc_m8 t167;
    vcc_m8 t168;
    vcc_v8_uint t169;
    vcc_v8_uint t170;
    vcc_v8_uint t171;
    vcc_v8_int t172;
    vcc_v8_uint t173;
    vcc_v8_int t174;
    vcc_v8_uint t175;
    vcc_v8_uint t176;
    vcc_v8_uint t177;
    vcc_v8_int t178;
    vcc_v8_int t179;
    vcc_v8_uint t180;
    vcc_v8_uint t181;
    vcc_v8_uint t182;
    vcc_v8_int t183;
    vcc_v8_int t184;
    vcc_v8_uint t185;
    vcc_v8_uint t186;
    vcc_v8_uint t187;
    vcc_v8_int t188;
    int i;
    long t189;
    int *t190;
    long t191;
    long t192;
    vcc_v8_int t193;
    vcc_m8 t194;
    long t195;
    vcc_v8_int t196;
    vcc_m8 t197;
    long t198;
    vcc_v8_int t199;
    vcc_m8 t200;
    long t201;
    vcc_v8_int t202;
    vcc_m8 t203;
    int t204;
    long t205;
    long t206;
    long t207;
    vcc_v8_int t208;
    vcc_m8 t209;
    int i_1;
    int *t210;
    long t211;
    vcc_v8_int t212;
    vcc_v8_uint t213;
    vcc_v8_int t214;
    vcc_v8_int t215;
    vcc_v8_uint t216;
    vcc_v8_uint t217;
    vcc_v8_uint t218;
    vcc_v8_int t219;
    vcc_m8 t220;
    vcc_v8_uint t221;
    vcc_v8_uint t222;
    vcc_v8_uint t223;
    vcc_v8_int t224;
    vcc_v8_uint t225;
    vcc_v8_int t226;
    vcc_v8_int t227;
    vcc_v8_uint t228;
    vcc_v8_uint t229;
    vcc_v8_uint t230;
    vcc_v8_int t231;
    vcc_m8 t232;
    vcc_v8_uint t233;
    vcc_v8_uint t234;
    vcc_v8_uint t235;
    vcc_v8_int t236;
    vcc_v8_uint t237;
    vcc_v8_int t238;
    vcc_v8_int t239;
    vcc_v8_uint t240;
    vcc_v8_uint t241;
    vcc_v8_uint t242;
    vcc_v8_int t243;
    vcc_m8 t244;
    vcc_v8_uint t245;
    vcc_v8_uint t246;
    vcc_v8_uint t247;
    vcc_v8_int t248;
    vcc_v8_uint t249;
    vcc_v8_int t250;
    vcc_v8_int t251;
    vcc_v8_uint t252;
    vcc_v8_uint t253;
    vcc_v8_uint t254;
    vcc_v8_int t255;
    vcc_m8 t256;
    vcc_v8_uint t257;
    vcc_v8_uint t258;
    vcc_v8_uint t259;
    vcc_v8_int t260;
    vcc_v8_uint t261;
    vcc_v8_int t262;
    vcc_v8_uint t263;
    vcc_v8_uint t264;
    vcc_v8_uint t265;
    vcc_v8_int t266;
    int t267;
    long t268;
    long t269;
    vcc_v8_int t270;
    vcc_v8_uint t271;
    vcc_v8_int t272;
    vcc_v8_int t273;
    vcc_v8_uint t274;
    vcc_v8_uint t275;
    vcc_v8_uint t276;
    vcc_v8_int t277;
    vcc_m8 t278;
    vcc_v8_uint t279;
    vcc_v8_uint t280;
    vcc_v8_uint t281;
    vcc_v8_int t282;
    vcc_v8_uint t283;
    vcc_v8_int t284;
    vcc_v8_uint t285;
    vcc_v8_uint t286;
    vcc_v8_uint t287;
    vcc_v8_int t288;
    int i_2;
    long t289;
    long t290;
    vcc_v8_int t291;
    vcc_m8 t292;
    long t293;
    vcc_v8_int t294;
    vcc_m8 t295;
    long t296;
    vcc_v8_int t297;
    vcc_m8 t298;
    long t299;
    vcc_v8_int t300;
    vcc_m8 t301;
    int t302;
    long t303;
    long t304;
    long t305;
    vcc_v8_int t306;
    vcc_m8 t307;
    int i_3;
    int *t308;
    int i_4;
    long t309;
    for (off = 0; off < 4; off++) {
        t21 = off + 98;
        b8 = (unsigned char *)malloc((unsigned long)t21);
        b16 = (unsigned short *)malloc((unsigned long)(t21 * 2));
        for (k = 0; k < t21; k++) {
            t22 = (long)k;
            b8[t22] = (unsigned char)(k * 37 + 11);
            b16[t22] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        t23 = (long)off;
        u8 = b8 + t23 + 37;
        u16 = b16 + t23 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (s = 0; s < 6; s++) {
            n = sizes[s];
            t24 = (int)((unsigned int)(int)((unsigned int)0 * (unsigned int)13) + (unsigned int)s);
            if ((203L >= 32L) & (t24 >= 0) & (0 >= 0) & (0 >= 0)) {
                t25 = 203L & -32L;
                t26 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t27 = (vcc_v8_uint)t26;
                t1 = t27 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t28 = vcc_splat(vcc_v8_int, t24 % 98);
                t29 = t28 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                t30 = (vcc_v8_uint)t29;
                t31 = t30 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                t32 = vcc_min(vcc_v8_int, t30, t31);
                t2 = (vcc_v8_int)t32;
                t33 = vcc_splat(vcc_v8_int, 0 % 7);
                t34 = t33 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                t35 = (vcc_v8_uint)t34;
                t36 = t35 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t37 = vcc_min(vcc_v8_int, t35, t36);
                t3 = (vcc_v8_int)t37;
                t38 = vcc_splat(vcc_v8_int, 0 % 11);
                t39 = t38 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t40 = (vcc_v8_uint)t39;
                t41 = t40 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t42 = vcc_min(vcc_v8_int, t40, t41);
                t4 = (vcc_v8_int)t42;
                t5 = 0L;
                for (;;) {
                    t43 = (vcc_v8_int)t1;
                    t44 = (long)(int)((long)0 + t5);
                    t45 = t2 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t44], t45);
                    t46 = (vcc_m8)(t3 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t44 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t46);
                    t47 = (vcc_m8)(t4 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t48 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t49 = (vcc_v8_uint)t43;
                    t50 = t48 + t49;
                    t51 = (vcc_v8_int)t50;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t44 * 4UL), t51, t47);
                    vcc_store(&out[t44], t43);
                    vcc_store(&fout[t44], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t52 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t53 = (vcc_v8_int)t52;
                    t54 = (long)(int)((long)0 + (t5 + 8L));
                    t55 = t2 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    t56 = (vcc_v8_uint)t55;
                    t57 = t56 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    t58 = vcc_min(vcc_v8_int, t56, t57);
                    t59 = (vcc_v8_int)t58;
                    t60 = t59 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t54], t60);
                    t61 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    t62 = (vcc_v8_uint)t61;
                    t63 = t62 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t64 = vcc_min(vcc_v8_int, t62, t63);
                    t65 = (vcc_v8_int)t64;
                    t66 = (vcc_m8)(t65 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t54 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t66);
                    t67 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    t68 = (vcc_v8_uint)t67;
                    t69 = t68 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t70 = vcc_min(vcc_v8_int, t68, t69);
                    t71 = (vcc_v8_int)t70;
                    t72 = (vcc_m8)(t71 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t73 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t74 = (vcc_v8_uint)t53;
                    t75 = t73 + t74;
                    t76 = (vcc_v8_int)t75;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t54 * 4UL), t76, t72);
                    vcc_store(&out[t54], t53);
                    vcc_store(&fout[t54], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t77 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t78 = (vcc_v8_int)t77;
                    t79 = (long)(int)((long)0 + (t5 + 16L));
                    t80 = t2 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
                    t81 = (vcc_v8_uint)t80;
                    t82 = t81 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    t83 = vcc_min(vcc_v8_int, t81, t82);
                    t84 = (vcc_v8_int)t83;
                    t85 = t84 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t79], t85);
                    t86 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    t87 = (vcc_v8_uint)t86;
                    t88 = t87 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t89 = vcc_min(vcc_v8_int, t87, t88);
                    t90 = (vcc_v8_int)t89;
                    t91 = (vcc_m8)(t90 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t79 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t91);
                    t92 = t4 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                    t93 = (vcc_v8_uint)t92;
                    t94 = t93 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t95 = vcc_min(vcc_v8_int, t93, t94);
                    t96 = (vcc_v8_int)t95;
                    t97 = (vcc_m8)(t96 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t98 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t99 = (vcc_v8_uint)t78;
                    t100 = t98 + t99;
                    t101 = (vcc_v8_int)t100;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t79 * 4UL), t101, t97);
                    vcc_store(&out[t79], t78);
                    vcc_store(&fout[t79], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t102 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t103 = (vcc_v8_int)t102;
                    t104 = (long)(int)((long)0 + (t5 + 24L));
                    t105 = t2 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
                    t106 = (vcc_v8_uint)t105;
                    t107 = t106 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    t108 = vcc_min(vcc_v8_int, t106, t107);
                    t109 = (vcc_v8_int)t108;
                    t110 = t109 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t104], t110);
                    t111 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    t112 = (vcc_v8_uint)t111;
                    t113 = t112 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t114 = vcc_min(vcc_v8_int, t112, t113);
                    t115 = (vcc_v8_int)t114;
                    t116 = (vcc_m8)(t115 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t104 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t116);
                    t117 = t4 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    t118 = (vcc_v8_uint)t117;
                    t119 = t118 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t120 = vcc_min(vcc_v8_int, t118, t119);
                    t121 = (vcc_v8_int)t120;
                    t122 = (vcc_m8)(t121 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t123 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t124 = (vcc_v8_uint)t103;
                    t125 = t123 + t124;
                    t126 = (vcc_v8_int)t125;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t104 * 4UL), t126, t122);
                    vcc_store(&out[t104], t103);
                    vcc_store(&fout[t104], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t5 += 32L;
                    t127 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    t128 = t2 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
                    t129 = (vcc_v8_uint)t128;
                    t130 = t129 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    t131 = vcc_min(vcc_v8_int, t129, t130);
                    t132 = (vcc_v8_int)t131;
                    t133 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                    t134 = (vcc_v8_uint)t133;
                    t135 = t134 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t136 = vcc_min(vcc_v8_int, t134, t135);
                    t137 = (vcc_v8_int)t136;
                    t138 = t4 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                    t139 = (vcc_v8_uint)t138;
                    t140 = t139 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t141 = vcc_min(vcc_v8_int, t139, t140);
                    t142 = (vcc_v8_int)t141;
                    if (t5 >= t25) {
                        break;
                    }
                    t1 = t127;
                    t2 = t132;
                    t3 = t137;
                    t4 = t142;
                }
                t143 = (int)((long)0 + t25);
            } else {
                t143 = 0;
            }
            t144 = (long)t143 * -1L + 203L;
            t145 = (int)((unsigned int)(int)((unsigned int)t143 * (unsigned int)13) + (unsigned int)s);
            if ((t144 >= 8L) & (t145 >= 0) & (t143 >= 0) & (t143 >= 0)) {
                t146 = t144 & -8L;
                t147 = (vcc_v8_int){t143, t143, t143, t143, t143, t143, t143, t143};
                t148 = (vcc_v8_uint)t147;
                t6 = t148 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t149 = vcc_splat(vcc_v8_int, t145 % 98);
                t150 = t149 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                t151 = (vcc_v8_uint)t150;
                t152 = t151 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                t153 = vcc_min(vcc_v8_int, t151, t152);
                t7 = (vcc_v8_int)t153;
                t154 = vcc_splat(vcc_v8_int, t143 % 7);
                t155 = t154 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                t156 = (vcc_v8_uint)t155;
                t157 = t156 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t158 = vcc_min(vcc_v8_int, t156, t157);
                t8 = (vcc_v8_int)t158;
                t159 = vcc_splat(vcc_v8_int, t143 % 11);
                t160 = t159 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t161 = (vcc_v8_uint)t160;
                t162 = t161 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t163 = vcc_min(vcc_v8_int, t161, t162);
                t9 = (vcc_v8_int)t163;
                t10 = 0L;
                for (;;) {
                    t164 = (vcc_v8_int)t6;
                    t165 = (long)(int)((long)t143 + t10);
                    t166 = t7 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t165], t166);
                    t167 = (vcc_m8)(t8 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t165 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t167);
                    t168 = (vcc_m8)(t9 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t169 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t170 = (vcc_v8_uint)t164;
                    t171 = t169 + t170;
                    t172 = (vcc_v8_int)t171;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t165 * 4UL), t172, t168);
                    vcc_store(&out[t165], t164);
                    vcc_store(&fout[t165], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t10 += 8L;
                    t173 = t6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t174 = t7 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    t175 = (vcc_v8_uint)t174;
                    t176 = t175 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    t177 = vcc_min(vcc_v8_int, t175, t176);
                    t178 = (vcc_v8_int)t177;
                    t179 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    t180 = (vcc_v8_uint)t179;
                    t181 = t180 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t182 = vcc_min(vcc_v8_int, t180, t181);
                    t183 = (vcc_v8_int)t182;
                    t184 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    t185 = (vcc_v8_uint)t184;
                    t186 = t185 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t187 = vcc_min(vcc_v8_int, t185, t186);
                    t188 = (vcc_v8_int)t187;
                    if (t10 >= t146) {
                        break;
                    }
                    t6 = t173;
                    t7 = t178;
                    t8 = t183;
                    t9 = t188;
                }
                i = (int)((long)t143 + t146);
            } else {
                i = t143;
            }
            for (; i < 203; i++) {
                t189 = (long)i;
                t190 = &idx[t189];
                *t190 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t190 = 60;
                }
                if ((i % 11) == 5) {
                    *t190 = 1000000 + i;
                }
                out[t189] = i;
                fout[t189] = 0.0f;
            }
            if (203L >= 32L) {
                t191 = 203L & -32L;
                t11 = 0L;
                do {
                    t192 = (long)(int)((long)0 + t11);
                    t193 = vcc_load(vcc_v8_int, &idx[t192]);
                    t194 = (vcc_m8)(t193 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t192 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t194);
                    t195 = (long)(int)((long)0 + (t11 + 8L));
                    t196 = vcc_load(vcc_v8_int, &idx[t195]);
                    t197 = (vcc_m8)(t196 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t195 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t197);
                    t198 = (long)(int)((long)0 + (t11 + 16L));
                    t199 = vcc_load(vcc_v8_int, &idx[t198]);
                    t200 = (vcc_m8)(t199 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t198 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t200);
                    t201 = (long)(int)((long)0 + (t11 + 24L));
                    t202 = vcc_load(vcc_v8_int, &idx[t201]);
                    t203 = (vcc_m8)(t202 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t201 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t203);
                    t11 += 32L;
                } while (t11 < t191);
                t204 = (int)((long)0 + t191);
            } else {
                t204 = 0;
            }
            t205 = (long)t204 * -1L + 203L;
            if (t205 >= 8L) {
                t206 = t205 & -8L;
                t12 = 0L;
                do {
                    t207 = (long)(int)((long)t204 + t12);
                    t208 = vcc_load(vcc_v8_int, &idx[t207]);
                    t209 = (vcc_m8)(t208 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t207 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t209);
                    t12 += 8L;
                } while (t12 < t206);
                i_1 = (int)((long)t204 + t206);
            } else {
                i_1 = t204;
            }
            for (; i_1 < 203; i_1++) {
                t210 = &idx[i_1];
                if (*t210 >= 1000) {
                    *t210 = -37;
                }
            }
            all_u8(u8, n);
            if ((203L >= 32L) & (0 >= 0)) {
                t211 = 203L & -32L;
                t212 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t213 = (vcc_v8_uint)t212;
                t13 = t213 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t214 = vcc_splat(vcc_v8_int, 0 % 11);
                t215 = t214 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t216 = (vcc_v8_uint)t215;
                t217 = t216 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t218 = vcc_min(vcc_v8_int, t216, t217);
                t14 = (vcc_v8_int)t218;
                t15 = 0L;
                for (;;) {
                    t219 = (vcc_v8_int)t13;
                    t220 = (vcc_m8)(t14 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t221 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t222 = (vcc_v8_uint)t219;
                    t223 = t221 + t222;
                    t224 = (vcc_v8_int)t223;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + t15) * 4UL), t224, t220);
                    t225 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t226 = (vcc_v8_int)t225;
                    t227 = t14 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    t228 = (vcc_v8_uint)t227;
                    t229 = t228 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t230 = vcc_min(vcc_v8_int, t228, t229);
                    t231 = (vcc_v8_int)t230;
                    t232 = (vcc_m8)(t231 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t233 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t234 = (vcc_v8_uint)t226;
                    t235 = t233 + t234;
                    t236 = (vcc_v8_int)t235;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t15 + 8L)) * 4UL), t236, t232);
                    t237 = t13 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t238 = (vcc_v8_int)t237;
                    t239 = t14 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                    t240 = (vcc_v8_uint)t239;
                    t241 = t240 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t242 = vcc_min(vcc_v8_int, t240, t241);
                    t243 = (vcc_v8_int)t242;
                    t244 = (vcc_m8)(t243 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t245 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t246 = (vcc_v8_uint)t238;
                    t247 = t245 + t246;
                    t248 = (vcc_v8_int)t247;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t15 + 16L)) * 4UL), t248, t244);
                    t249 = t13 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t250 = (vcc_v8_int)t249;
                    t251 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    t252 = (vcc_v8_uint)t251;
                    t253 = t252 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t254 = vcc_min(vcc_v8_int, t252, t253);
                    t255 = (vcc_v8_int)t254;
                    t256 = (vcc_m8)(t255 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t257 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t258 = (vcc_v8_uint)t250;
                    t259 = t257 + t258;
                    t260 = (vcc_v8_int)t259;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t15 + 24L)) * 4UL), t260, t256);
                    t15 += 32L;
                    t261 = t13 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    t262 = t14 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                    t263 = (vcc_v8_uint)t262;
                    t264 = t263 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t265 = vcc_min(vcc_v8_int, t263, t264);
                    t266 = (vcc_v8_int)t265;
                    if (t15 >= t211) {
                        break;
                    }
                    t13 = t261;
                    t14 = t266;
                }
                t267 = (int)((long)0 + t211);
            } else {
                t267 = 0;
            }
            t268 = (long)t267 * -1L + 203L;
            if ((t268 >= 8L) & (t267 >= 0)) {
                t269 = t268 & -8L;
                t270 = (vcc_v8_int){t267, t267, t267, t267, t267, t267, t267, t267};
                t271 = (vcc_v8_uint)t270;
                t16 = t271 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t272 = vcc_splat(vcc_v8_int, t267 % 11);
                t273 = t272 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t274 = (vcc_v8_uint)t273;
                t275 = t274 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t276 = vcc_min(vcc_v8_int, t274, t275);
                t17 = (vcc_v8_int)t276;
                t18 = 0L;
                for (;;) {
                    t277 = (vcc_v8_int)t16;
                    t278 = (vcc_m8)(t17 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    t279 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    t280 = (vcc_v8_uint)t277;
                    t281 = t279 + t280;
                    t282 = (vcc_v8_int)t281;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)t267 + t18) * 4UL), t282, t278);
                    t18 += 8L;
                    t283 = t16 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t284 = t17 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    t285 = (vcc_v8_uint)t284;
                    t286 = t285 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    t287 = vcc_min(vcc_v8_int, t285, t286);
                    t288 = (vcc_v8_int)t287;
                    if (t18 >= t269) {
                        break;
                    }
                    t16 = t283;
                    t17 = t288;
                }
                i_2 = (int)((long)t267 + t269);
            } else {
                i_2 = t267;
            }
            for (; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            if (203L >= 32L) {
                t289 = 203L & -32L;
                t19 = 0L;
                do {
                    t290 = (long)(int)((long)0 + t19);
                    t291 = vcc_load(vcc_v8_int, &idx[t290]);
                    t292 = (vcc_m8)(t291 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t290 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t292);
                    t293 = (long)(int)((long)0 + (t19 + 8L));
                    t294 = vcc_load(vcc_v8_int, &idx[t293]);
                    t295 = (vcc_m8)(t294 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t293 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t295);
                    t296 = (long)(int)((long)0 + (t19 + 16L));
                    t297 = vcc_load(vcc_v8_int, &idx[t296]);
                    t298 = (vcc_m8)(t297 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t296 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t298);
                    t299 = (long)(int)((long)0 + (t19 + 24L));
                    t300 = vcc_load(vcc_v8_int, &idx[t299]);
                    t301 = (vcc_m8)(t300 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t299 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t301);
                    t19 += 32L;
                } while (t19 < t289);
                t302 = (int)((long)0 + t289);
            } else {
                t302 = 0;
            }
            t303 = (long)t302 * -1L + 203L;
            if (t303 >= 8L) {
                t304 = t303 & -8L;
                t20 = 0L;
                do {
                    t305 = (long)(int)((long)t302 + t20);
                    t306 = vcc_load(vcc_v8_int, &idx[t305]);
                    t307 = (vcc_m8)(t306 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t305 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t307);
                    t20 += 8L;
                } while (t20 < t304);
                i_3 = (int)((long)t302 + t304);
            } else {
                i_3 = t302;
            }
            for (; i_3 < 203; i_3++) {
                t308 = &idx[i_3];
                if (*t308 >= 1000) {
                    *t308 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            f = 0.0;
            t = 0L;
            for (i_4 = 0; i_4 < 203; i_4++) {
                t309 = (long)i_4;
                t += (long)out[t309] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t309] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
