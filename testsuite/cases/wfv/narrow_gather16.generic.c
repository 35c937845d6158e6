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
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            int *t5 = &out[t4];
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[t4]);
            vcc_v8_uchar t15 = vcc_gather(vcc_v8_uchar, v, idx_v);
            vcc_v8_int t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t18 = t16 + t17;
            vcc_store(t5, t18);
            long t13 = (long)(int)t3;
            int *t14 = &out[t13];
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t13]);
            vcc_v8_uchar t23 = vcc_gather(vcc_v8_uchar, v, idx_v_2);
            vcc_v8_int t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t25 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t26 = t24 + t25;
            vcc_store(t14, t26);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t9 = (long)(int)((long)t6 + i_vec);
            int *t10 = &out[t9];
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t9]);
            vcc_v8_uchar t19 = vcc_gather(vcc_v8_uchar, v, idx_v_1);
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t21 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t22 = t20 + t21;
            vcc_store(t10, t22);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        out[t11] = get_u8(v, t12);
    }
}

void some_s8(const signed char *v, int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[t3]);
            vcc_m8 t4 = (vcc_m8)(idx_v < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int out_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)t3 * 4UL), t4);
            vcc_v8_int t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t14 = (vcc_m8)(t5 != (vcc_v8_int){0});
            vcc_v8_schar t15 = vcc_gather_masked(vcc_v8_schar, v, idx_v, t14);
            vcc_v8_int t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t17 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t18 = (vcc_v8_uint)t16;
            vcc_v8_uint t19 = (vcc_v8_uint)t17;
            vcc_v8_uint t20 = t18 * t19;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t21, (vcc_v8_int){0});
            vcc_v8_uint t10 = (vcc_v8_uint)out_v;
            vcc_v8_uint t11 = (vcc_v8_uint)t22;
            vcc_v8_uint t12 = t10 + t11;
            vcc_v8_int t13 = (vcc_v8_int)t12;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t3 * 4UL), t13, t4);
            i_vec += 8L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = idx[t6];
        if (t7 < 1000) {
            int *t8 = &out[t6];
            int t9 = *t8;
            *t8 = t9 + get_s8(v, t7);
        }
    }
}

void some_u16(const unsigned short *v, int n) {
    int i;
    int t14;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int t5 = (int)i_vec;
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int t6 = i_v_1 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t7 = (vcc_m8)(t6 != (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_int idx_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)(long)t5 * 4UL), t7);
            vcc_m8 t8 = (vcc_m8)(idx_v < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t9 = __builtin_convertvector(t8 & 1, vcc_v8_int);
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t11 = (vcc_m8)(t10 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            long t12 = (long)t5;
            vcc_v8_int out_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t11);
            vcc_v8_int idx_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)t12 * 4UL), t11);
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t20 = (vcc_m8)(t13 != (vcc_v8_int){0});
            vcc_v8_ushort t21 = vcc_gather_masked(vcc_v8_ushort, v, idx_v_1, t20);
            vcc_v8_int t22 = __builtin_convertvector(t21, vcc_v8_int);
            vcc_v8_int t23 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t24 = (vcc_v8_uint)t22;
            vcc_v8_uint t25 = (vcc_v8_uint)t23;
            vcc_v8_uint t26 = t24 - t25;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t27, (vcc_v8_int){0});
            vcc_v8_int t19 = out_v ^ t28;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t19, t11);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t14 = (idx[i] < 1000) != 0;
        } else {
            t14 = 0;
        }
        if (t14) {
            long t15 = (long)i;
            int *t16 = &out[t15];
            int t17 = *t16;
            int t18 = idx[t15];
            *t16 = t17 ^ get_u16(v, t18);
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(32)));
void all_s16f(const short *v, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            float *t5 = &fout[t4];
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[t4]);
            vcc_v8_short t15 = vcc_gather(vcc_v8_short, v, idx_v);
            vcc_v8_float t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t17 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t18 = t16 * t17;
            vcc_store(t5, t18);
            long t13 = (long)(int)t3;
            float *t14 = &fout[t13];
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t13]);
            vcc_v8_short t23 = vcc_gather(vcc_v8_short, v, idx_v_2);
            vcc_v8_float t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t25 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t26 = t24 * t25;
            vcc_store(t14, t26);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t9 = (long)(int)((long)t6 + i_vec);
            float *t10 = &fout[t9];
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t9]);
            vcc_v8_short t19 = vcc_gather(vcc_v8_short, v, idx_v_1);
            vcc_v8_float t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t21 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t22 = t20 * t21;
            vcc_store(t10, t22);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        fout[t11] = get_s16f(v, t12);
    }
}

int main(void) {
    int sizes[6];
    int t126;
    int i;
    for (int off = 0; off < 4; off++) {
        int t9 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t9);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t9 * 2));
        for (int k = 0; k < t9; k++) {
            long t10 = (long)k;
            b8[t10] = (unsigned char)(k * 37 + 11);
            b16[t10] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t11 = (long)off;
        const unsigned char *u8 = b8 + t11 + 37;
        const unsigned short *u16 = b16 + t11 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t12 = (int)(unsigned int)s;
            if (1 & (t12 >= 0) & 1 & 1) {
                vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t14 = (vcc_v8_uint)t13;
                vcc_v8_uint i_v = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t15 = vcc_splat(vcc_v8_int, t12 % 98);
                vcc_v8_int t16 = t15 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_v8_uint t17 = (vcc_v8_uint)t16;
                vcc_v8_uint t18 = t17 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                vcc_v8_uint t19 = vcc_min(vcc_v8_int, t17, t18);
                vcc_v8_int t1 = (vcc_v8_int)t19;
                vcc_v8_int t20 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t21 = t20 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_v8_uint t22 = (vcc_v8_uint)t21;
                vcc_v8_uint t23 = t22 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t24 = vcc_min(vcc_v8_int, t22, t23);
                vcc_v8_int t2 = (vcc_v8_int)t24;
                vcc_v8_int t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t26 = t25 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t27 = (vcc_v8_uint)t26;
                vcc_v8_uint t28 = t27 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
                vcc_v8_int t3 = (vcc_v8_int)t29;
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 8, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_v8_int i_v_4 = (vcc_v8_int)i_v;
                    long t30 = (long)(int)i_vec;
                    vcc_v8_int t31 = t1 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t30], t31);
                    vcc_m8 t32 = (vcc_m8)(t2 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t30 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t32);
                    vcc_m8 t33 = (vcc_m8)(t3 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t34 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t35 = (vcc_v8_uint)i_v_4;
                    vcc_v8_uint t36 = t34 + t35;
                    vcc_v8_int t37 = (vcc_v8_int)t36;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t30 * 4UL), t37, t33);
                    vcc_store(&out[t30], i_v_4);
                    vcc_store(&fout[t30], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    vcc_v8_uint t38 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int i_v_5 = (vcc_v8_int)t38;
                    long t39 = (long)(int)(i_vec + 8L);
                    vcc_v8_int t40 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t41 = (vcc_v8_uint)t40;
                    vcc_v8_uint t42 = t41 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
                    vcc_v8_int t44 = (vcc_v8_int)t43;
                    vcc_v8_int t45 = t44 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t39], t45);
                    vcc_v8_int t46 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t47 = (vcc_v8_uint)t46;
                    vcc_v8_uint t48 = t47 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t49 = vcc_min(vcc_v8_int, t47, t48);
                    vcc_v8_int t50 = (vcc_v8_int)t49;
                    vcc_m8 t51 = (vcc_m8)(t50 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t39 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t51);
                    vcc_v8_int t52 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t53 = (vcc_v8_uint)t52;
                    vcc_v8_uint t54 = t53 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t55 = vcc_min(vcc_v8_int, t53, t54);
                    vcc_v8_int t56 = (vcc_v8_int)t55;
                    vcc_m8 t57 = (vcc_m8)(t56 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t58 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t59 = (vcc_v8_uint)i_v_5;
                    vcc_v8_uint t60 = t58 + t59;
                    vcc_v8_int t61 = (vcc_v8_int)t60;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t39 * 4UL), t61, t57);
                    vcc_store(&out[t39], i_v_5);
                    vcc_store(&fout[t39], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    vcc_v8_uint t62 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int i_v_6 = (vcc_v8_int)t62;
                    long t63 = (long)(int)(i_vec + 16L);
                    vcc_v8_int t64 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
                    vcc_v8_uint t65 = (vcc_v8_uint)t64;
                    vcc_v8_uint t66 = t65 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t67 = vcc_min(vcc_v8_int, t65, t66);
                    vcc_v8_int t68 = (vcc_v8_int)t67;
                    vcc_v8_int t69 = t68 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t63], t69);
                    vcc_v8_int t70 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_uint t71 = (vcc_v8_uint)t70;
                    vcc_v8_uint t72 = t71 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t73 = vcc_min(vcc_v8_int, t71, t72);
                    vcc_v8_int t74 = (vcc_v8_int)t73;
                    vcc_m8 t75 = (vcc_m8)(t74 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t75);
                    vcc_v8_int t76 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                    vcc_v8_uint t77 = (vcc_v8_uint)t76;
                    vcc_v8_uint t78 = t77 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t79 = vcc_min(vcc_v8_int, t77, t78);
                    vcc_v8_int t80 = (vcc_v8_int)t79;
                    vcc_m8 t81 = (vcc_m8)(t80 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t82 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t83 = (vcc_v8_uint)i_v_6;
                    vcc_v8_uint t84 = t82 + t83;
                    vcc_v8_int t85 = (vcc_v8_int)t84;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), t85, t81);
                    vcc_store(&out[t63], i_v_6);
                    vcc_store(&fout[t63], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    vcc_v8_uint t86 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int i_v_7 = (vcc_v8_int)t86;
                    long t87 = (long)(int)(i_vec + 24L);
                    vcc_v8_int t88 = t1 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
                    vcc_v8_uint t89 = (vcc_v8_uint)t88;
                    vcc_v8_uint t90 = t89 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t91 = vcc_min(vcc_v8_int, t89, t90);
                    vcc_v8_int t92 = (vcc_v8_int)t91;
                    vcc_v8_int t93 = t92 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t87], t93);
                    vcc_v8_int t94 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t95 = (vcc_v8_uint)t94;
                    vcc_v8_uint t96 = t95 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t97 = vcc_min(vcc_v8_int, t95, t96);
                    vcc_v8_int t98 = (vcc_v8_int)t97;
                    vcc_m8 t99 = (vcc_m8)(t98 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t99);
                    vcc_v8_int t100 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_uint t101 = (vcc_v8_uint)t100;
                    vcc_v8_uint t102 = t101 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t103 = vcc_min(vcc_v8_int, t101, t102);
                    vcc_v8_int t104 = (vcc_v8_int)t103;
                    vcc_m8 t105 = (vcc_m8)(t104 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t106 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t107 = (vcc_v8_uint)i_v_7;
                    vcc_v8_uint t108 = t106 + t107;
                    vcc_v8_int t109 = (vcc_v8_int)t108;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), t109, t105);
                    vcc_store(&out[t87], i_v_7);
                    vcc_store(&fout[t87], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    i_vec += 32L;
                    vcc_v8_uint t110 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    vcc_v8_int t111 = t1 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
                    vcc_v8_uint t112 = (vcc_v8_uint)t111;
                    vcc_v8_uint t113 = t112 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t114 = vcc_min(vcc_v8_int, t112, t113);
                    vcc_v8_int t115 = (vcc_v8_int)t114;
                    vcc_v8_int t116 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                    vcc_v8_uint t117 = (vcc_v8_uint)t116;
                    vcc_v8_uint t118 = t117 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t119 = vcc_min(vcc_v8_int, t117, t118);
                    vcc_v8_int t120 = (vcc_v8_int)t119;
                    vcc_v8_int t121 = t3 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                    vcc_v8_uint t122 = (vcc_v8_uint)t121;
                    vcc_v8_uint t123 = t122 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t124 = vcc_min(vcc_v8_int, t122, t123);
                    vcc_v8_int t125 = (vcc_v8_int)t124;
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t110;
                    t1 = t115;
                    t2 = t120;
                    t3 = t125;
                }
                t126 = 192;
            } else {
                t126 = 0;
            }
            long t127 = (long)t126 * -1L + 203L;
            int t128 = (int)((unsigned int)(int)((unsigned int)t126 * 13U) + (unsigned int)s);
            if ((t127 >= 8L) & (t128 >= 0) & (t126 >= 0) & (t126 >= 0)) {
                long t129 = t127 & -8L;
                vcc_v8_int t130 = (vcc_v8_int){t126, t126, t126, t126, t126, t126, t126, t126};
                vcc_v8_uint t131 = (vcc_v8_uint)t130;
                vcc_v8_uint i_v_1 = t131 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t132 = vcc_splat(vcc_v8_int, t128 % 98);
                vcc_v8_int t133 = t132 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_v8_uint t134 = (vcc_v8_uint)t133;
                vcc_v8_uint t135 = t134 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                vcc_v8_uint t136 = vcc_min(vcc_v8_int, t134, t135);
                vcc_v8_int t4 = (vcc_v8_int)t136;
                vcc_v8_int t137 = vcc_splat(vcc_v8_int, t126 % 7);
                vcc_v8_int t138 = t137 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_v8_uint t139 = (vcc_v8_uint)t138;
                vcc_v8_uint t140 = t139 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t141 = vcc_min(vcc_v8_int, t139, t140);
                vcc_v8_int t5 = (vcc_v8_int)t141;
                vcc_v8_int t142 = vcc_splat(vcc_v8_int, t126 % 11);
                vcc_v8_int t143 = t142 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t144 = (vcc_v8_uint)t143;
                vcc_v8_uint t145 = t144 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t146 = vcc_min(vcc_v8_int, t144, t145);
                vcc_v8_int t6 = (vcc_v8_int)t146;
                long i_vec_1 = 0L;
                for (;;) {
                    vcc_v8_int i_v_8 = (vcc_v8_int)i_v_1;
                    long t147 = (long)(int)((long)t126 + i_vec_1);
                    vcc_v8_int t148 = t4 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t147], t148);
                    vcc_m8 t149 = (vcc_m8)(t5 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t147 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t149);
                    vcc_m8 t150 = (vcc_m8)(t6 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t151 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t152 = (vcc_v8_uint)i_v_8;
                    vcc_v8_uint t153 = t151 + t152;
                    vcc_v8_int t154 = (vcc_v8_int)t153;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t147 * 4UL), t154, t150);
                    vcc_store(&out[t147], i_v_8);
                    vcc_store(&fout[t147], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    i_vec_1 += 8L;
                    vcc_v8_uint t155 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t156 = t4 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t157 = (vcc_v8_uint)t156;
                    vcc_v8_uint t158 = t157 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t159 = vcc_min(vcc_v8_int, t157, t158);
                    vcc_v8_int t160 = (vcc_v8_int)t159;
                    vcc_v8_int t161 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t162 = (vcc_v8_uint)t161;
                    vcc_v8_uint t163 = t162 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t164 = vcc_min(vcc_v8_int, t162, t163);
                    vcc_v8_int t165 = (vcc_v8_int)t164;
                    vcc_v8_int t166 = t6 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t167 = (vcc_v8_uint)t166;
                    vcc_v8_uint t168 = t167 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t169 = vcc_min(vcc_v8_int, t167, t168);
                    vcc_v8_int t170 = (vcc_v8_int)t169;
                    if (i_vec_1 >= t129) {
                        break;
                    }
                    i_v_1 = t155;
                    t4 = t160;
                    t5 = t165;
                    t6 = t170;
                }
                i = (int)((long)t126 + t129);
            } else {
                i = t126;
            }
            for (; i < 203; i++) {
                long t171 = (long)i;
                int *t172 = &idx[t171];
                *t172 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t172 = 60;
                }
                if ((i % 11) == 5) {
                    *t172 = 1000000 + i;
                }
                out[t171] = i;
                fout[t171] = 0.0f;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t173 = (long)(int)i_vec_2;
                vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[t173]);
                vcc_m8 t174 = (vcc_m8)(idx_v >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t173 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t174);
                long t175 = (long)(int)(i_vec_2 + 8L);
                vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t175]);
                vcc_m8 t176 = (vcc_m8)(idx_v_1 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t175 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t176);
                long t177 = (long)(int)(i_vec_2 + 16L);
                vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t177]);
                vcc_m8 t178 = (vcc_m8)(idx_v_2 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t177 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t178);
                long t179 = (long)(int)(i_vec_2 + 24L);
                vcc_v8_int idx_v_3 = vcc_load(vcc_v8_int, &idx[t179]);
                vcc_m8 t180 = (vcc_m8)(idx_v_3 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t179 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t180);
                i_vec_2 += 32L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            do {
                long t181 = (long)(int)(192L + i_vec_3);
                vcc_v8_int idx_v_4 = vcc_load(vcc_v8_int, &idx[t181]);
                vcc_m8 t182 = (vcc_m8)(idx_v_4 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t181 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t182);
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            for (int i_1 = 200; i_1 < 203; i_1++) {
                int *t183 = &idx[i_1];
                if (*t183 >= 1000) {
                    *t183 = -37;
                }
            }
            all_u8(u8, n);
            vcc_v8_int t184 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t185 = (vcc_v8_uint)t184;
            vcc_v8_uint i_v_2 = t185 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t186 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t187 = t186 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t188 = (vcc_v8_uint)t187;
            vcc_v8_uint t189 = t188 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t190 = vcc_min(vcc_v8_int, t188, t189);
            vcc_v8_int t7 = (vcc_v8_int)t190;
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_9 = (vcc_v8_int)i_v_2;
                vcc_m8 t191 = (vcc_m8)(t7 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t192 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t193 = (vcc_v8_uint)i_v_9;
                vcc_v8_uint t194 = t192 + t193;
                vcc_v8_int t195 = (vcc_v8_int)t194;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)i_vec_4 * 4UL), t195, t191);
                vcc_v8_uint t196 = i_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_10 = (vcc_v8_int)t196;
                vcc_v8_int t197 = t7 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t198 = (vcc_v8_uint)t197;
                vcc_v8_uint t199 = t198 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t200 = vcc_min(vcc_v8_int, t198, t199);
                vcc_v8_int t201 = (vcc_v8_int)t200;
                vcc_m8 t202 = (vcc_m8)(t201 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t203 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t204 = (vcc_v8_uint)i_v_10;
                vcc_v8_uint t205 = t203 + t204;
                vcc_v8_int t206 = (vcc_v8_int)t205;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 8L) * 4UL), t206, t202);
                vcc_v8_uint t207 = i_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_11 = (vcc_v8_int)t207;
                vcc_v8_int t208 = t7 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_v8_uint t209 = (vcc_v8_uint)t208;
                vcc_v8_uint t210 = t209 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t211 = vcc_min(vcc_v8_int, t209, t210);
                vcc_v8_int t212 = (vcc_v8_int)t211;
                vcc_m8 t213 = (vcc_m8)(t212 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t214 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t215 = (vcc_v8_uint)i_v_11;
                vcc_v8_uint t216 = t214 + t215;
                vcc_v8_int t217 = (vcc_v8_int)t216;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 16L) * 4UL), t217, t213);
                vcc_v8_uint t218 = i_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_12 = (vcc_v8_int)t218;
                vcc_v8_int t219 = t7 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t220 = (vcc_v8_uint)t219;
                vcc_v8_uint t221 = t220 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t222 = vcc_min(vcc_v8_int, t220, t221);
                vcc_v8_int t223 = (vcc_v8_int)t222;
                vcc_m8 t224 = (vcc_m8)(t223 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t225 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t226 = (vcc_v8_uint)i_v_12;
                vcc_v8_uint t227 = t225 + t226;
                vcc_v8_int t228 = (vcc_v8_int)t227;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 24L) * 4UL), t228, t224);
                i_vec_4 += 32L;
                vcc_v8_uint t229 = i_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t230 = t7 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_v8_uint t231 = (vcc_v8_uint)t230;
                vcc_v8_uint t232 = t231 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t233 = vcc_min(vcc_v8_int, t231, t232);
                vcc_v8_int t234 = (vcc_v8_int)t233;
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t229;
                t7 = t234;
            }
            vcc_v8_int t235 = (vcc_v8_int){192, 192, 192, 192, 192, 192, 192, 192};
            vcc_v8_uint t236 = (vcc_v8_uint)t235;
            vcc_v8_uint i_v_3 = t236 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t237 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t238 = t237 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t239 = (vcc_v8_uint)t238;
            vcc_v8_uint t240 = t239 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t241 = vcc_min(vcc_v8_int, t239, t240);
            vcc_v8_int t8 = (vcc_v8_int)t241;
            long i_vec_5 = 0L;
            for (;;) {
                vcc_v8_int i_v_13 = (vcc_v8_int)i_v_3;
                vcc_m8 t242 = (vcc_m8)(t8 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t243 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t244 = (vcc_v8_uint)i_v_13;
                vcc_v8_uint t245 = t243 + t244;
                vcc_v8_int t246 = (vcc_v8_int)t245;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(long)(int)(192L + i_vec_5) * 4UL), t246, t242);
                i_vec_5 += 8L;
                vcc_v8_uint t247 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t248 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t249 = (vcc_v8_uint)t248;
                vcc_v8_uint t250 = t249 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t251 = vcc_min(vcc_v8_int, t249, t250);
                vcc_v8_int t252 = (vcc_v8_int)t251;
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t247;
                t8 = t252;
            }
            for (int i_2 = 200; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t253 = (long)(int)i_vec_6;
                vcc_v8_int idx_v_5 = vcc_load(vcc_v8_int, &idx[t253]);
                vcc_m8 t254 = (vcc_m8)(idx_v_5 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t253 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t254);
                long t255 = (long)(int)(i_vec_6 + 8L);
                vcc_v8_int idx_v_6 = vcc_load(vcc_v8_int, &idx[t255]);
                vcc_m8 t256 = (vcc_m8)(idx_v_6 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t255 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t256);
                long t257 = (long)(int)(i_vec_6 + 16L);
                vcc_v8_int idx_v_7 = vcc_load(vcc_v8_int, &idx[t257]);
                vcc_m8 t258 = (vcc_m8)(idx_v_7 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t257 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t258);
                long t259 = (long)(int)(i_vec_6 + 24L);
                vcc_v8_int idx_v_8 = vcc_load(vcc_v8_int, &idx[t259]);
                vcc_m8 t260 = (vcc_m8)(idx_v_8 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t259 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t260);
                i_vec_6 += 32L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            do {
                long t261 = (long)(int)(192L + i_vec_7);
                vcc_v8_int idx_v_9 = vcc_load(vcc_v8_int, &idx[t261]);
                vcc_m8 t262 = (vcc_m8)(idx_v_9 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t261 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t262);
                i_vec_7 += 8L;
            } while (i_vec_7 < 8L);
            for (int i_3 = 200; i_3 < 203; i_3++) {
                int *t263 = &idx[i_3];
                if (*t263 >= 1000) {
                    *t263 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t264 = (long)i_4;
                t += (long)out[t264] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t264] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
