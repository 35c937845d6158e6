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
    vcc_v8_uchar t1 = vcc_gather(vcc_v8_uchar, v, i);
    vcc_v8_int t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_ushort), vcc_v8_int);
    vcc_v8_int t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t4 = t2 + t3;
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
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_schar t2 = vcc_gather_masked(vcc_v8_schar, v, i, t1);
    vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(t2, vcc_v8_short), vcc_v8_int);
    vcc_v8_int t4 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t5 = (vcc_v8_uint)t3;
    vcc_v8_uint t6 = (vcc_v8_uint)t4;
    vcc_v8_uint t7 = t5 * t6;
    vcc_v8_int t8 = (vcc_v8_int)t7;
    vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t8, (vcc_v8_int){0});
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
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_ushort t2 = vcc_gather_masked(vcc_v8_ushort, v, i, t1);
    vcc_v8_int t3 = __builtin_convertvector(t2, vcc_v8_int);
    vcc_v8_int t4 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_uint t5 = (vcc_v8_uint)t3;
    vcc_v8_uint t6 = (vcc_v8_uint)t4;
    vcc_v8_uint t7 = t5 - t6;
    vcc_v8_int t8 = (vcc_v8_int)t7;
    vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t8, (vcc_v8_int){0});
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
    vcc_v8_short t1 = vcc_gather(vcc_v8_short, v, i);
    vcc_v8_float t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_int), vcc_v8_float);
    vcc_v8_float t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t4 = t2 * t3;
    return t4;
}
#pragma GCC diagnostic pop

#define M 203
int idx[M], out[M];
float fout[M];

extern __typeof__(idx) idx __attribute__((aligned(32)));
extern __typeof__(out) out __attribute__((aligned(32)));
void all_u8(const unsigned char *v, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            int *t7 = &out[t6];
            vcc_v8_int t8 = vcc_load(vcc_v8_int, &idx[t6]);
            vcc_v8_uchar t20 = vcc_gather(vcc_v8_uchar, v, t8);
            vcc_v8_int t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t22 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t23 = t21 + t22;
            vcc_store(t7, t23);
            long t17 = (long)(int)t5;
            int *t18 = &out[t17];
            vcc_v8_int t19 = vcc_load(vcc_v8_int, &idx[t17]);
            vcc_v8_uchar t28 = vcc_gather(vcc_v8_uchar, v, t19);
            vcc_v8_int t29 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t31 = t29 + t30;
            vcc_store(t18, t31);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            int *t13 = &out[t12];
            vcc_v8_int t14 = vcc_load(vcc_v8_int, &idx[t12]);
            vcc_v8_uchar t24 = vcc_gather(vcc_v8_uchar, v, t14);
            vcc_v8_int t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t26 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t27 = t25 + t26;
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
        long t15 = (long)i;
        int t16 = idx[t15];
        out[t15] = get_u8(v, t16);
    }
}

void some_s8(const signed char *v, int n) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, &idx[t4]);
            vcc_m8 t6 = (vcc_m8)(t5 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t7 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t6);
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t17 = (vcc_m8)(t8 != (vcc_v8_int){0});
            vcc_v8_schar t18 = vcc_gather_masked(vcc_v8_schar, v, t5, t17);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t21 = (vcc_v8_uint)t19;
            vcc_v8_uint t22 = (vcc_v8_uint)t20;
            vcc_v8_uint t23 = t21 * t22;
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t24, (vcc_v8_int){0});
            vcc_v8_uint t13 = (vcc_v8_uint)t7;
            vcc_v8_uint t14 = (vcc_v8_uint)t25;
            vcc_v8_uint t15 = t13 + t14;
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t16, t6);
            t1 += 8L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        if (t10 < 1000) {
            int *t11 = &out[t9];
            int t12 = *t11;
            *t11 = t12 + get_s8(v, t10);
        }
    }
}

void some_u16(const unsigned short *v, int n) {
    int i;
    int t20;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        for (;;) {
            int t7 = (int)t2;
            vcc_v8_int t8 = (vcc_v8_int)t1;
            vcc_v8_int t9 = t8 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_int t11 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)(long)t7 * 4UL), t10);
            vcc_m8 t12 = (vcc_m8)(t11 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t13 = __builtin_convertvector(t12 & 1, vcc_v8_int);
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t13, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            long t16 = (long)t7;
            vcc_v8_int t17 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15);
            vcc_v8_int t18 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)t16 * 4UL), t15);
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t26 = (vcc_m8)(t19 != (vcc_v8_int){0});
            vcc_v8_ushort t27 = vcc_gather_masked(vcc_v8_ushort, v, t18, t26);
            vcc_v8_int t28 = __builtin_convertvector(t27, vcc_v8_int);
            vcc_v8_int t29 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t30 = (vcc_v8_uint)t28;
            vcc_v8_uint t31 = (vcc_v8_uint)t29;
            vcc_v8_uint t32 = t30 - t31;
            vcc_v8_int t33 = (vcc_v8_int)t32;
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t33, (vcc_v8_int){0});
            vcc_v8_int t25 = t17 ^ t34;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t25, t15);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t2 >= t4) {
                i = (int)t4;
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
            long t21 = (long)i;
            int *t22 = &out[t21];
            int t23 = *t22;
            int t24 = idx[t21];
            *t22 = t23 ^ get_u16(v, t24);
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(32)));
void all_s16f(const short *v, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            float *t7 = &fout[t6];
            vcc_v8_int t8 = vcc_load(vcc_v8_int, &idx[t6]);
            vcc_v8_short t20 = vcc_gather(vcc_v8_short, v, t8);
            vcc_v8_float t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t22 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t23 = t21 * t22;
            vcc_store(t7, t23);
            long t17 = (long)(int)t5;
            float *t18 = &fout[t17];
            vcc_v8_int t19 = vcc_load(vcc_v8_int, &idx[t17]);
            vcc_v8_short t28 = vcc_gather(vcc_v8_short, v, t19);
            vcc_v8_float t29 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t30 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t31 = t29 * t30;
            vcc_store(t18, t31);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            float *t13 = &fout[t12];
            vcc_v8_int t14 = vcc_load(vcc_v8_int, &idx[t12]);
            vcc_v8_short t24 = vcc_gather(vcc_v8_short, v, t14);
            vcc_v8_float t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t26 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t27 = t25 * t26;
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
        long t15 = (long)i;
        int t16 = idx[t15];
        fout[t15] = get_s16f(v, t16);
    }
}

int main(void) {
    int sizes[6];
    int t142;
    int i;
    for (int off = 0; off < 4; off++) {
        int t21 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t21);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t21 * 2));
        for (int k = 0; k < t21; k++) {
            long t22 = (long)k;
            b8[t22] = (unsigned char)(k * 37 + 11);
            b16[t22] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t23 = (long)off;
        const unsigned char *u8 = b8 + t23 + 37;
        const unsigned short *u16 = b16 + t23 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t24 = (int)(unsigned int)s;
            if (1 & (t24 >= 0) & 1 & 1) {
                vcc_v8_int t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t26 = (vcc_v8_uint)t25;
                vcc_v8_uint t1 = t26 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t27 = vcc_splat(vcc_v8_int, t24 % 98);
                vcc_v8_int t28 = t27 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_v8_uint t29 = (vcc_v8_uint)t28;
                vcc_v8_uint t30 = t29 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                vcc_v8_uint t31 = vcc_min(vcc_v8_int, t29, t30);
                vcc_v8_int t2 = (vcc_v8_int)t31;
                vcc_v8_int t32 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t33 = t32 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_v8_uint t34 = (vcc_v8_uint)t33;
                vcc_v8_uint t35 = t34 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t36 = vcc_min(vcc_v8_int, t34, t35);
                vcc_v8_int t3 = (vcc_v8_int)t36;
                vcc_v8_int t37 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t38 = t37 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t39 = (vcc_v8_uint)t38;
                vcc_v8_uint t40 = t39 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t41 = vcc_min(vcc_v8_int, t39, t40);
                vcc_v8_int t4 = (vcc_v8_int)t41;
                long t5 = 0L;
                for (;;) {
                    vcc_v8_int t42 = (vcc_v8_int)t1;
                    long t43 = (long)(int)t5;
                    vcc_v8_int t44 = t2 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t43], t44);
                    vcc_m8 t45 = (vcc_m8)(t3 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t43 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t45);
                    vcc_m8 t46 = (vcc_m8)(t4 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t47 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t48 = (vcc_v8_uint)t42;
                    vcc_v8_uint t49 = t47 + t48;
                    vcc_v8_int t50 = (vcc_v8_int)t49;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t43 * 4UL), t50, t46);
                    vcc_store(&out[t43], t42);
                    vcc_store(&fout[t43], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    vcc_v8_uint t51 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t52 = (vcc_v8_int)t51;
                    long t53 = (long)(int)(t5 + 8L);
                    vcc_v8_int t54 = t2 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t55 = (vcc_v8_uint)t54;
                    vcc_v8_uint t56 = t55 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t57 = vcc_min(vcc_v8_int, t55, t56);
                    vcc_v8_int t58 = (vcc_v8_int)t57;
                    vcc_v8_int t59 = t58 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t53], t59);
                    vcc_v8_int t60 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t61 = (vcc_v8_uint)t60;
                    vcc_v8_uint t62 = t61 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t63 = vcc_min(vcc_v8_int, t61, t62);
                    vcc_v8_int t64 = (vcc_v8_int)t63;
                    vcc_m8 t65 = (vcc_m8)(t64 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t53 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t65);
                    vcc_v8_int t66 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t67 = (vcc_v8_uint)t66;
                    vcc_v8_uint t68 = t67 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t69 = vcc_min(vcc_v8_int, t67, t68);
                    vcc_v8_int t70 = (vcc_v8_int)t69;
                    vcc_m8 t71 = (vcc_m8)(t70 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t72 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t73 = (vcc_v8_uint)t52;
                    vcc_v8_uint t74 = t72 + t73;
                    vcc_v8_int t75 = (vcc_v8_int)t74;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t53 * 4UL), t75, t71);
                    vcc_store(&out[t53], t52);
                    vcc_store(&fout[t53], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    vcc_v8_uint t76 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int t77 = (vcc_v8_int)t76;
                    long t78 = (long)(int)(t5 + 16L);
                    vcc_v8_int t79 = t2 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
                    vcc_v8_uint t80 = (vcc_v8_uint)t79;
                    vcc_v8_uint t81 = t80 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t82 = vcc_min(vcc_v8_int, t80, t81);
                    vcc_v8_int t83 = (vcc_v8_int)t82;
                    vcc_v8_int t84 = t83 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t78], t84);
                    vcc_v8_int t85 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_uint t86 = (vcc_v8_uint)t85;
                    vcc_v8_uint t87 = t86 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t88 = vcc_min(vcc_v8_int, t86, t87);
                    vcc_v8_int t89 = (vcc_v8_int)t88;
                    vcc_m8 t90 = (vcc_m8)(t89 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t90);
                    vcc_v8_int t91 = t4 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                    vcc_v8_uint t92 = (vcc_v8_uint)t91;
                    vcc_v8_uint t93 = t92 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t94 = vcc_min(vcc_v8_int, t92, t93);
                    vcc_v8_int t95 = (vcc_v8_int)t94;
                    vcc_m8 t96 = (vcc_m8)(t95 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t97 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t98 = (vcc_v8_uint)t77;
                    vcc_v8_uint t99 = t97 + t98;
                    vcc_v8_int t100 = (vcc_v8_int)t99;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), t100, t96);
                    vcc_store(&out[t78], t77);
                    vcc_store(&fout[t78], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    vcc_v8_uint t101 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int t102 = (vcc_v8_int)t101;
                    long t103 = (long)(int)(t5 + 24L);
                    vcc_v8_int t104 = t2 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
                    vcc_v8_uint t105 = (vcc_v8_uint)t104;
                    vcc_v8_uint t106 = t105 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t107 = vcc_min(vcc_v8_int, t105, t106);
                    vcc_v8_int t108 = (vcc_v8_int)t107;
                    vcc_v8_int t109 = t108 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t103], t109);
                    vcc_v8_int t110 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t111 = (vcc_v8_uint)t110;
                    vcc_v8_uint t112 = t111 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t113 = vcc_min(vcc_v8_int, t111, t112);
                    vcc_v8_int t114 = (vcc_v8_int)t113;
                    vcc_m8 t115 = (vcc_m8)(t114 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t103 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t115);
                    vcc_v8_int t116 = t4 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_uint t117 = (vcc_v8_uint)t116;
                    vcc_v8_uint t118 = t117 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t119 = vcc_min(vcc_v8_int, t117, t118);
                    vcc_v8_int t120 = (vcc_v8_int)t119;
                    vcc_m8 t121 = (vcc_m8)(t120 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t122 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t123 = (vcc_v8_uint)t102;
                    vcc_v8_uint t124 = t122 + t123;
                    vcc_v8_int t125 = (vcc_v8_int)t124;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t103 * 4UL), t125, t121);
                    vcc_store(&out[t103], t102);
                    vcc_store(&fout[t103], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t5 += 32L;
                    vcc_v8_uint t126 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    vcc_v8_int t127 = t2 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
                    vcc_v8_uint t128 = (vcc_v8_uint)t127;
                    vcc_v8_uint t129 = t128 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t130 = vcc_min(vcc_v8_int, t128, t129);
                    vcc_v8_int t131 = (vcc_v8_int)t130;
                    vcc_v8_int t132 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                    vcc_v8_uint t133 = (vcc_v8_uint)t132;
                    vcc_v8_uint t134 = t133 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t135 = vcc_min(vcc_v8_int, t133, t134);
                    vcc_v8_int t136 = (vcc_v8_int)t135;
                    vcc_v8_int t137 = t4 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                    vcc_v8_uint t138 = (vcc_v8_uint)t137;
                    vcc_v8_uint t139 = t138 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t140 = vcc_min(vcc_v8_int, t138, t139);
                    vcc_v8_int t141 = (vcc_v8_int)t140;
                    if (t5 >= 192L) {
                        break;
                    }
                    t1 = t126;
                    t2 = t131;
                    t3 = t136;
                    t4 = t141;
                }
                t142 = 192;
            } else {
                t142 = 0;
            }
            long t143 = (long)t142 * -1L + 203L;
            int t144 = (int)((unsigned int)(int)((unsigned int)t142 * 13U) + (unsigned int)s);
            if ((t143 >= 8L) & (t144 >= 0) & (t142 >= 0) & (t142 >= 0)) {
                long t145 = t143 & -8L;
                vcc_v8_int t146 = (vcc_v8_int){t142, t142, t142, t142, t142, t142, t142, t142};
                vcc_v8_uint t147 = (vcc_v8_uint)t146;
                vcc_v8_uint t6 = t147 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t148 = vcc_splat(vcc_v8_int, t144 % 98);
                vcc_v8_int t149 = t148 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_v8_uint t150 = (vcc_v8_uint)t149;
                vcc_v8_uint t151 = t150 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                vcc_v8_uint t152 = vcc_min(vcc_v8_int, t150, t151);
                vcc_v8_int t7 = (vcc_v8_int)t152;
                vcc_v8_int t153 = vcc_splat(vcc_v8_int, t142 % 7);
                vcc_v8_int t154 = t153 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_v8_uint t155 = (vcc_v8_uint)t154;
                vcc_v8_uint t156 = t155 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t157 = vcc_min(vcc_v8_int, t155, t156);
                vcc_v8_int t8 = (vcc_v8_int)t157;
                vcc_v8_int t158 = vcc_splat(vcc_v8_int, t142 % 11);
                vcc_v8_int t159 = t158 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t160 = (vcc_v8_uint)t159;
                vcc_v8_uint t161 = t160 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t162 = vcc_min(vcc_v8_int, t160, t161);
                vcc_v8_int t9 = (vcc_v8_int)t162;
                long t10 = 0L;
                for (;;) {
                    vcc_v8_int t163 = (vcc_v8_int)t6;
                    long t164 = (long)(int)((long)t142 + t10);
                    vcc_v8_int t165 = t7 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t164], t165);
                    vcc_m8 t166 = (vcc_m8)(t8 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t164 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t166);
                    vcc_m8 t167 = (vcc_m8)(t9 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t168 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t169 = (vcc_v8_uint)t163;
                    vcc_v8_uint t170 = t168 + t169;
                    vcc_v8_int t171 = (vcc_v8_int)t170;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t164 * 4UL), t171, t167);
                    vcc_store(&out[t164], t163);
                    vcc_store(&fout[t164], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    t10 += 8L;
                    vcc_v8_uint t172 = t6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t173 = t7 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t174 = (vcc_v8_uint)t173;
                    vcc_v8_uint t175 = t174 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t176 = vcc_min(vcc_v8_int, t174, t175);
                    vcc_v8_int t177 = (vcc_v8_int)t176;
                    vcc_v8_int t178 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t179 = (vcc_v8_uint)t178;
                    vcc_v8_uint t180 = t179 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t181 = vcc_min(vcc_v8_int, t179, t180);
                    vcc_v8_int t182 = (vcc_v8_int)t181;
                    vcc_v8_int t183 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t184 = (vcc_v8_uint)t183;
                    vcc_v8_uint t185 = t184 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t186 = vcc_min(vcc_v8_int, t184, t185);
                    vcc_v8_int t187 = (vcc_v8_int)t186;
                    if (t10 >= t145) {
                        break;
                    }
                    t6 = t172;
                    t7 = t177;
                    t8 = t182;
                    t9 = t187;
                }
                i = (int)((long)t142 + t145);
            } else {
                i = t142;
            }
            for (; i < 203; i++) {
                long t188 = (long)i;
                int *t189 = &idx[t188];
                *t189 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t189 = 60;
                }
                if ((i % 11) == 5) {
                    *t189 = 1000000 + i;
                }
                out[t188] = i;
                fout[t188] = 0.0f;
            }
            long t11 = 0L;
            do {
                long t190 = (long)(int)t11;
                vcc_v8_int t191 = vcc_load(vcc_v8_int, &idx[t190]);
                vcc_m8 t192 = (vcc_m8)(t191 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t190 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t192);
                long t193 = (long)(int)(t11 + 8L);
                vcc_v8_int t194 = vcc_load(vcc_v8_int, &idx[t193]);
                vcc_m8 t195 = (vcc_m8)(t194 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t193 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t195);
                long t196 = (long)(int)(t11 + 16L);
                vcc_v8_int t197 = vcc_load(vcc_v8_int, &idx[t196]);
                vcc_m8 t198 = (vcc_m8)(t197 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t196 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t198);
                long t199 = (long)(int)(t11 + 24L);
                vcc_v8_int t200 = vcc_load(vcc_v8_int, &idx[t199]);
                vcc_m8 t201 = (vcc_m8)(t200 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t199 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t201);
                t11 += 32L;
            } while (t11 < 192L);
            long t12 = 0L;
            do {
                long t202 = (long)(int)(192L + t12);
                vcc_v8_int t203 = vcc_load(vcc_v8_int, &idx[t202]);
                vcc_m8 t204 = (vcc_m8)(t203 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t202 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t204);
                t12 += 8L;
            } while (t12 < 8L);
            for (int i_1 = 200; i_1 < 203; i_1++) {
                int *t205 = &idx[i_1];
                if (*t205 >= 1000) {
                    *t205 = -37;
                }
            }
            all_u8(u8, n);
            vcc_v8_int t206 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t207 = (vcc_v8_uint)t206;
            vcc_v8_uint t13 = t207 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t208 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t209 = t208 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t210 = (vcc_v8_uint)t209;
            vcc_v8_uint t211 = t210 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t212 = vcc_min(vcc_v8_int, t210, t211);
            vcc_v8_int t14 = (vcc_v8_int)t212;
            long t15 = 0L;
            for (;;) {
                vcc_v8_int t213 = (vcc_v8_int)t13;
                vcc_m8 t214 = (vcc_m8)(t14 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t215 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t216 = (vcc_v8_uint)t213;
                vcc_v8_uint t217 = t215 + t216;
                vcc_v8_int t218 = (vcc_v8_int)t217;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)t15 * 4UL), t218, t214);
                vcc_v8_uint t219 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t220 = (vcc_v8_int)t219;
                vcc_v8_int t221 = t14 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t222 = (vcc_v8_uint)t221;
                vcc_v8_uint t223 = t222 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t224 = vcc_min(vcc_v8_int, t222, t223);
                vcc_v8_int t225 = (vcc_v8_int)t224;
                vcc_m8 t226 = (vcc_m8)(t225 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t227 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t228 = (vcc_v8_uint)t220;
                vcc_v8_uint t229 = t227 + t228;
                vcc_v8_int t230 = (vcc_v8_int)t229;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 8L) * 4UL), t230, t226);
                vcc_v8_uint t231 = t13 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t232 = (vcc_v8_int)t231;
                vcc_v8_int t233 = t14 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_v8_uint t234 = (vcc_v8_uint)t233;
                vcc_v8_uint t235 = t234 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t236 = vcc_min(vcc_v8_int, t234, t235);
                vcc_v8_int t237 = (vcc_v8_int)t236;
                vcc_m8 t238 = (vcc_m8)(t237 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t239 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t240 = (vcc_v8_uint)t232;
                vcc_v8_uint t241 = t239 + t240;
                vcc_v8_int t242 = (vcc_v8_int)t241;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 16L) * 4UL), t242, t238);
                vcc_v8_uint t243 = t13 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t244 = (vcc_v8_int)t243;
                vcc_v8_int t245 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t246 = (vcc_v8_uint)t245;
                vcc_v8_uint t247 = t246 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t248 = vcc_min(vcc_v8_int, t246, t247);
                vcc_v8_int t249 = (vcc_v8_int)t248;
                vcc_m8 t250 = (vcc_m8)(t249 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t251 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t252 = (vcc_v8_uint)t244;
                vcc_v8_uint t253 = t251 + t252;
                vcc_v8_int t254 = (vcc_v8_int)t253;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 24L) * 4UL), t254, t250);
                t15 += 32L;
                vcc_v8_uint t255 = t13 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t256 = t14 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_v8_uint t257 = (vcc_v8_uint)t256;
                vcc_v8_uint t258 = t257 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t259 = vcc_min(vcc_v8_int, t257, t258);
                vcc_v8_int t260 = (vcc_v8_int)t259;
                if (t15 >= 192L) {
                    break;
                }
                t13 = t255;
                t14 = t260;
            }
            vcc_v8_int t261 = (vcc_v8_int){192, 192, 192, 192, 192, 192, 192, 192};
            vcc_v8_uint t262 = (vcc_v8_uint)t261;
            vcc_v8_uint t16 = t262 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t263 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t264 = t263 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t265 = (vcc_v8_uint)t264;
            vcc_v8_uint t266 = t265 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t267 = vcc_min(vcc_v8_int, t265, t266);
            vcc_v8_int t17 = (vcc_v8_int)t267;
            long t18 = 0L;
            for (;;) {
                vcc_v8_int t268 = (vcc_v8_int)t16;
                vcc_m8 t269 = (vcc_m8)(t17 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t270 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t271 = (vcc_v8_uint)t268;
                vcc_v8_uint t272 = t270 + t271;
                vcc_v8_int t273 = (vcc_v8_int)t272;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(192L + t18) * 4UL), t273, t269);
                t18 += 8L;
                vcc_v8_uint t274 = t16 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t275 = t17 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t276 = (vcc_v8_uint)t275;
                vcc_v8_uint t277 = t276 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t278 = vcc_min(vcc_v8_int, t276, t277);
                vcc_v8_int t279 = (vcc_v8_int)t278;
                if (t18 >= 8L) {
                    break;
                }
                t16 = t274;
                t17 = t279;
            }
            for (int i_2 = 200; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long t19 = 0L;
            do {
                long t280 = (long)(int)t19;
                vcc_v8_int t281 = vcc_load(vcc_v8_int, &idx[t280]);
                vcc_m8 t282 = (vcc_m8)(t281 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t280 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t282);
                long t283 = (long)(int)(t19 + 8L);
                vcc_v8_int t284 = vcc_load(vcc_v8_int, &idx[t283]);
                vcc_m8 t285 = (vcc_m8)(t284 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t283 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t285);
                long t286 = (long)(int)(t19 + 16L);
                vcc_v8_int t287 = vcc_load(vcc_v8_int, &idx[t286]);
                vcc_m8 t288 = (vcc_m8)(t287 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t286 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t288);
                long t289 = (long)(int)(t19 + 24L);
                vcc_v8_int t290 = vcc_load(vcc_v8_int, &idx[t289]);
                vcc_m8 t291 = (vcc_m8)(t290 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t289 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t291);
                t19 += 32L;
            } while (t19 < 192L);
            long t20 = 0L;
            do {
                long t292 = (long)(int)(192L + t20);
                vcc_v8_int t293 = vcc_load(vcc_v8_int, &idx[t292]);
                vcc_m8 t294 = (vcc_m8)(t293 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t292 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t294);
                t20 += 8L;
            } while (t20 < 8L);
            for (int i_3 = 200; i_3 < 203; i_3++) {
                int *t295 = &idx[i_3];
                if (*t295 >= 1000) {
                    *t295 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t296 = (long)i_4;
                t += (long)out[t296] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t296] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
