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
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
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
/* vcc-test: expect-loops 4 neon=3 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather16.c:13 vector variant _ZGVdN8uv_get_u8 of `get_u8`: VL 8, unmasked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:18 vector variant _ZGVdM8uv_get_s8 of `get_s8`: VL 8, masked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:23 vector variant _ZGVdM8uv_get_u16 of `get_u16`: VL 8, masked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:28 vector variant _ZGVdN8uv_get_s16f of `get_s16f`: VL 8, unmasked, v uniform, i vector */
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
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t3 = &out[i_vec_1];
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[i_vec_1]);
            vcc_v8_uchar t13 = vcc_gather(vcc_v8_uchar, v, idx_v);
            vcc_v8_int t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t16 = t14 + t15;
            vcc_store(t3, t16);
            long t11 = i_vec_1 + 8L;
            int *t12 = &out[t11];
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t11]);
            vcc_v8_uchar t21 = vcc_gather(vcc_v8_uchar, v, idx_v_2);
            vcc_v8_int t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t23 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t24 = t22 + t23;
            vcc_store(t12, t24);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            int *t8 = &out[t7];
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t7]);
            vcc_v8_uchar t17 = vcc_gather(vcc_v8_uchar, v, idx_v_1);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t20 = t18 + t19;
            vcc_store(t8, t20);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        out[t9] = get_u8(v, t10);
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
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[i_vec]);
            vcc_m8 t3 = (vcc_m8)(idx_v < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int out_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_int t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t13 = (vcc_m8)(t4 != (vcc_v8_int){0});
            vcc_v8_schar t14 = vcc_gather_masked(vcc_v8_schar, v, idx_v, t13);
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(t14, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t16 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t17 = (vcc_v8_uint)t15;
            vcc_v8_uint t18 = (vcc_v8_uint)t16;
            vcc_v8_uint t19 = t17 * t18;
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t20, (vcc_v8_int){0});
            vcc_v8_uint t9 = (vcc_v8_uint)out_v;
            vcc_v8_uint t10 = (vcc_v8_uint)t21;
            vcc_v8_uint t11 = t9 + t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t12, t3);
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
        long t5 = (long)i;
        int t6 = idx[t5];
        if (t6 < 1000) {
            int *t7 = &out[t5];
            int t8 = *t7;
            *t7 = t8 + get_s8(v, t6);
        }
    }
}

void some_u16(const unsigned short *v, int n) {
    int i;
    int t12;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_1 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t6 = (vcc_m8)(t5 != (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_int idx_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), t6);
            vcc_m8 t7 = (vcc_m8)(idx_v < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t8 = __builtin_convertvector(t7 & 1, vcc_v8_int);
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int out_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t10);
            vcc_v8_int idx_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), t10);
            vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t18 = (vcc_m8)(t11 != (vcc_v8_int){0});
            vcc_v8_ushort t19 = vcc_gather_masked(vcc_v8_ushort, v, idx_v_1, t18);
            vcc_v8_int t20 = __builtin_convertvector(t19, vcc_v8_int);
            vcc_v8_int t21 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t22 = (vcc_v8_uint)t20;
            vcc_v8_uint t23 = (vcc_v8_uint)t21;
            vcc_v8_uint t24 = t22 - t23;
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t25, (vcc_v8_int){0});
            vcc_v8_int t17 = out_v ^ t26;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t17, t10);
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
            t12 = (idx[i] < 1000) != 0;
        } else {
            t12 = 0;
        }
        if (t12) {
            long t13 = (long)i;
            int *t14 = &out[t13];
            int t15 = *t14;
            int t16 = idx[t13];
            *t14 = t15 ^ get_u16(v, t16);
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(32)));
void all_s16f(const short *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = &fout[i_vec_1];
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[i_vec_1]);
            vcc_v8_short t13 = vcc_gather(vcc_v8_short, v, idx_v);
            vcc_v8_float t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t15 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t16 = t14 * t15;
            vcc_store(t3, t16);
            long t11 = i_vec_1 + 8L;
            float *t12 = &fout[t11];
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t11]);
            vcc_v8_short t21 = vcc_gather(vcc_v8_short, v, idx_v_2);
            vcc_v8_float t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t23 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t24 = t22 * t23;
            vcc_store(t12, t24);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            float *t8 = &fout[t7];
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t7]);
            vcc_v8_short t17 = vcc_gather(vcc_v8_short, v, idx_v_1);
            vcc_v8_float t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_int), vcc_v8_float);
            vcc_v8_float t19 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t20 = t18 * t19;
            vcc_store(t8, t20);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        fout[t9] = get_s16f(v, t10);
    }
}

int main(void) {
    int sizes[6];
    int t125;
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
                    vcc_v8_int t30 = t1 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[i_vec], t30);
                    vcc_m8 t31 = (vcc_m8)(t2 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t31);
                    vcc_m8 t32 = (vcc_m8)(t3 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t33 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t34 = (vcc_v8_uint)i_v_4;
                    vcc_v8_uint t35 = t33 + t34;
                    vcc_v8_int t36 = (vcc_v8_int)t35;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), t36, t32);
                    vcc_store(&out[i_vec], i_v_4);
                    vcc_store(&fout[i_vec], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    long t37 = i_vec + 8L;
                    vcc_v8_uint t38 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int i_v_5 = (vcc_v8_int)t38;
                    vcc_v8_int t39 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t40 = (vcc_v8_uint)t39;
                    vcc_v8_uint t41 = t40 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
                    vcc_v8_int t43 = (vcc_v8_int)t42;
                    vcc_v8_int t44 = t43 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t37], t44);
                    vcc_v8_int t45 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t46 = (vcc_v8_uint)t45;
                    vcc_v8_uint t47 = t46 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t48 = vcc_min(vcc_v8_int, t46, t47);
                    vcc_v8_int t49 = (vcc_v8_int)t48;
                    vcc_m8 t50 = (vcc_m8)(t49 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t37 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t50);
                    vcc_v8_int t51 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t52 = (vcc_v8_uint)t51;
                    vcc_v8_uint t53 = t52 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t54 = vcc_min(vcc_v8_int, t52, t53);
                    vcc_v8_int t55 = (vcc_v8_int)t54;
                    vcc_m8 t56 = (vcc_m8)(t55 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t57 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t58 = (vcc_v8_uint)i_v_5;
                    vcc_v8_uint t59 = t57 + t58;
                    vcc_v8_int t60 = (vcc_v8_int)t59;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t37 * 4UL), t60, t56);
                    vcc_store(&out[t37], i_v_5);
                    vcc_store(&fout[t37], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    long t61 = i_vec + 16L;
                    vcc_v8_uint t62 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int i_v_6 = (vcc_v8_int)t62;
                    vcc_v8_int t63 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
                    vcc_v8_uint t64 = (vcc_v8_uint)t63;
                    vcc_v8_uint t65 = t64 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t66 = vcc_min(vcc_v8_int, t64, t65);
                    vcc_v8_int t67 = (vcc_v8_int)t66;
                    vcc_v8_int t68 = t67 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t61], t68);
                    vcc_v8_int t69 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_uint t70 = (vcc_v8_uint)t69;
                    vcc_v8_uint t71 = t70 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t72 = vcc_min(vcc_v8_int, t70, t71);
                    vcc_v8_int t73 = (vcc_v8_int)t72;
                    vcc_m8 t74 = (vcc_m8)(t73 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t61 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t74);
                    vcc_v8_int t75 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                    vcc_v8_uint t76 = (vcc_v8_uint)t75;
                    vcc_v8_uint t77 = t76 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t78 = vcc_min(vcc_v8_int, t76, t77);
                    vcc_v8_int t79 = (vcc_v8_int)t78;
                    vcc_m8 t80 = (vcc_m8)(t79 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t81 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t82 = (vcc_v8_uint)i_v_6;
                    vcc_v8_uint t83 = t81 + t82;
                    vcc_v8_int t84 = (vcc_v8_int)t83;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t61 * 4UL), t84, t80);
                    vcc_store(&out[t61], i_v_6);
                    vcc_store(&fout[t61], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    long t85 = i_vec + 24L;
                    vcc_v8_uint t86 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int i_v_7 = (vcc_v8_int)t86;
                    vcc_v8_int t87 = t1 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
                    vcc_v8_uint t88 = (vcc_v8_uint)t87;
                    vcc_v8_uint t89 = t88 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t90 = vcc_min(vcc_v8_int, t88, t89);
                    vcc_v8_int t91 = (vcc_v8_int)t90;
                    vcc_v8_int t92 = t91 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t85], t92);
                    vcc_v8_int t93 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t94 = (vcc_v8_uint)t93;
                    vcc_v8_uint t95 = t94 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t96 = vcc_min(vcc_v8_int, t94, t95);
                    vcc_v8_int t97 = (vcc_v8_int)t96;
                    vcc_m8 t98 = (vcc_m8)(t97 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t85 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t98);
                    vcc_v8_int t99 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_uint t100 = (vcc_v8_uint)t99;
                    vcc_v8_uint t101 = t100 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t102 = vcc_min(vcc_v8_int, t100, t101);
                    vcc_v8_int t103 = (vcc_v8_int)t102;
                    vcc_m8 t104 = (vcc_m8)(t103 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t105 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t106 = (vcc_v8_uint)i_v_7;
                    vcc_v8_uint t107 = t105 + t106;
                    vcc_v8_int t108 = (vcc_v8_int)t107;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t85 * 4UL), t108, t104);
                    vcc_store(&out[t85], i_v_7);
                    vcc_store(&fout[t85], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    i_vec += 32L;
                    vcc_v8_uint t109 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    vcc_v8_int t110 = t1 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
                    vcc_v8_uint t111 = (vcc_v8_uint)t110;
                    vcc_v8_uint t112 = t111 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t113 = vcc_min(vcc_v8_int, t111, t112);
                    vcc_v8_int t114 = (vcc_v8_int)t113;
                    vcc_v8_int t115 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                    vcc_v8_uint t116 = (vcc_v8_uint)t115;
                    vcc_v8_uint t117 = t116 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t118 = vcc_min(vcc_v8_int, t116, t117);
                    vcc_v8_int t119 = (vcc_v8_int)t118;
                    vcc_v8_int t120 = t3 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                    vcc_v8_uint t121 = (vcc_v8_uint)t120;
                    vcc_v8_uint t122 = t121 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t123 = vcc_min(vcc_v8_int, t121, t122);
                    vcc_v8_int t124 = (vcc_v8_int)t123;
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t109;
                    t1 = t114;
                    t2 = t119;
                    t3 = t124;
                }
                t125 = 192;
            } else {
                t125 = 0;
            }
            long t126 = (long)t125 * -1L + 203L;
            int t127 = (int)((unsigned int)(int)((unsigned int)t125 * 13U) + (unsigned int)s);
            if ((t126 >= 8L) & (t127 >= 0) & (t125 >= 0) & (t125 >= 0)) {
                long t128 = t126 & -8L;
                vcc_v8_int t129 = (vcc_v8_int){t125, t125, t125, t125, t125, t125, t125, t125};
                vcc_v8_uint t130 = (vcc_v8_uint)t129;
                vcc_v8_uint i_v_1 = t130 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t131 = vcc_splat(vcc_v8_int, t127 % 98);
                vcc_v8_int t132 = t131 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_v8_uint t133 = (vcc_v8_uint)t132;
                vcc_v8_uint t134 = t133 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                vcc_v8_uint t135 = vcc_min(vcc_v8_int, t133, t134);
                vcc_v8_int t4 = (vcc_v8_int)t135;
                vcc_v8_int t136 = vcc_splat(vcc_v8_int, t125 % 7);
                vcc_v8_int t137 = t136 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_v8_uint t138 = (vcc_v8_uint)t137;
                vcc_v8_uint t139 = t138 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t140 = vcc_min(vcc_v8_int, t138, t139);
                vcc_v8_int t5 = (vcc_v8_int)t140;
                vcc_v8_int t141 = vcc_splat(vcc_v8_int, t125 % 11);
                vcc_v8_int t142 = t141 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t143 = (vcc_v8_uint)t142;
                vcc_v8_uint t144 = t143 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t145 = vcc_min(vcc_v8_int, t143, t144);
                vcc_v8_int t6 = (vcc_v8_int)t145;
                long i_vec_1 = 0L;
                /* vcc: loop at narrow_gather16.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    long t146 = (long)t125 + i_vec_1;
                    vcc_v8_int i_v_8 = (vcc_v8_int)i_v_1;
                    vcc_v8_int t147 = t4 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t146], t147);
                    vcc_m8 t148 = (vcc_m8)(t5 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t146 * 4UL), ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t148);
                    vcc_m8 t149 = (vcc_m8)(t6 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t150 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t151 = (vcc_v8_uint)i_v_8;
                    vcc_v8_uint t152 = t150 + t151;
                    vcc_v8_int t153 = (vcc_v8_int)t152;
                    vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t146 * 4UL), t153, t149);
                    vcc_store(&out[t146], i_v_8);
                    vcc_store(&fout[t146], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    i_vec_1 += 8L;
                    vcc_v8_uint t154 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t155 = t4 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t156 = (vcc_v8_uint)t155;
                    vcc_v8_uint t157 = t156 - (vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U};
                    vcc_v8_uint t158 = vcc_min(vcc_v8_int, t156, t157);
                    vcc_v8_int t159 = (vcc_v8_int)t158;
                    vcc_v8_int t160 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t161 = (vcc_v8_uint)t160;
                    vcc_v8_uint t162 = t161 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    vcc_v8_uint t163 = vcc_min(vcc_v8_int, t161, t162);
                    vcc_v8_int t164 = (vcc_v8_int)t163;
                    vcc_v8_int t165 = t6 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t166 = (vcc_v8_uint)t165;
                    vcc_v8_uint t167 = t166 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                    vcc_v8_uint t168 = vcc_min(vcc_v8_int, t166, t167);
                    vcc_v8_int t169 = (vcc_v8_int)t168;
                    if (i_vec_1 >= t128) {
                        break;
                    }
                    i_v_1 = t154;
                    t4 = t159;
                    t5 = t164;
                    t6 = t169;
                }
                i = (int)((long)t125 + t128);
            } else {
                i = t125;
            }
            for (; i < 203; i++) {
                long t170 = (long)i;
                int *t171 = &idx[t170];
                *t171 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t171 = 60;
                }
                if ((i % 11) == 5) {
                    *t171 = 1000000 + i;
                }
                out[t170] = i;
                fout[t170] = 0.0f;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[i_vec_2]);
                vcc_m8 t172 = (vcc_m8)(idx_v >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)i_vec_2 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t172);
                long t173 = i_vec_2 + 8L;
                vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t173]);
                vcc_m8 t174 = (vcc_m8)(idx_v_1 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t173 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t174);
                long t175 = i_vec_2 + 16L;
                vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t175]);
                vcc_m8 t176 = (vcc_m8)(idx_v_2 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t175 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t176);
                long t177 = i_vec_2 + 24L;
                vcc_v8_int idx_v_3 = vcc_load(vcc_v8_int, &idx[t177]);
                vcc_m8 t178 = (vcc_m8)(idx_v_3 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t177 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t178);
                i_vec_2 += 32L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t179 = 192L + i_vec_3;
                vcc_v8_int idx_v_4 = vcc_load(vcc_v8_int, &idx[t179]);
                vcc_m8 t180 = (vcc_m8)(idx_v_4 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t179 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t180);
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            for (int i_1 = 200; i_1 < 203; i_1++) {
                int *t181 = &idx[i_1];
                if (*t181 >= 1000) {
                    *t181 = -37;
                }
            }
            all_u8(u8, n);
            vcc_v8_int t182 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t183 = (vcc_v8_uint)t182;
            vcc_v8_uint i_v_2 = t183 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t184 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t185 = t184 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t186 = (vcc_v8_uint)t185;
            vcc_v8_uint t187 = t186 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t188 = vcc_min(vcc_v8_int, t186, t187);
            vcc_v8_int t7 = (vcc_v8_int)t188;
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_9 = (vcc_v8_int)i_v_2;
                vcc_m8 t189 = (vcc_m8)(t7 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t190 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t191 = (vcc_v8_uint)i_v_9;
                vcc_v8_uint t192 = t190 + t191;
                vcc_v8_int t193 = (vcc_v8_int)t192;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)i_vec_4 * 4UL), t193, t189);
                vcc_v8_uint t194 = i_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_10 = (vcc_v8_int)t194;
                vcc_v8_int t195 = t7 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t196 = (vcc_v8_uint)t195;
                vcc_v8_uint t197 = t196 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t198 = vcc_min(vcc_v8_int, t196, t197);
                vcc_v8_int t199 = (vcc_v8_int)t198;
                vcc_m8 t200 = (vcc_m8)(t199 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t201 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t202 = (vcc_v8_uint)i_v_10;
                vcc_v8_uint t203 = t201 + t202;
                vcc_v8_int t204 = (vcc_v8_int)t203;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 8L) * 4UL), t204, t200);
                vcc_v8_uint t205 = i_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_11 = (vcc_v8_int)t205;
                vcc_v8_int t206 = t7 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_v8_uint t207 = (vcc_v8_uint)t206;
                vcc_v8_uint t208 = t207 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t209 = vcc_min(vcc_v8_int, t207, t208);
                vcc_v8_int t210 = (vcc_v8_int)t209;
                vcc_m8 t211 = (vcc_m8)(t210 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t212 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t213 = (vcc_v8_uint)i_v_11;
                vcc_v8_uint t214 = t212 + t213;
                vcc_v8_int t215 = (vcc_v8_int)t214;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 16L) * 4UL), t215, t211);
                vcc_v8_uint t216 = i_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_12 = (vcc_v8_int)t216;
                vcc_v8_int t217 = t7 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t218 = (vcc_v8_uint)t217;
                vcc_v8_uint t219 = t218 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t220 = vcc_min(vcc_v8_int, t218, t219);
                vcc_v8_int t221 = (vcc_v8_int)t220;
                vcc_m8 t222 = (vcc_m8)(t221 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t223 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t224 = (vcc_v8_uint)i_v_12;
                vcc_v8_uint t225 = t223 + t224;
                vcc_v8_int t226 = (vcc_v8_int)t225;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 24L) * 4UL), t226, t222);
                i_vec_4 += 32L;
                vcc_v8_uint t227 = i_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t228 = t7 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_v8_uint t229 = (vcc_v8_uint)t228;
                vcc_v8_uint t230 = t229 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t231 = vcc_min(vcc_v8_int, t229, t230);
                vcc_v8_int t232 = (vcc_v8_int)t231;
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t227;
                t7 = t232;
            }
            vcc_v8_int t233 = (vcc_v8_int){192, 192, 192, 192, 192, 192, 192, 192};
            vcc_v8_uint t234 = (vcc_v8_uint)t233;
            vcc_v8_uint i_v_3 = t234 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t235 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t236 = t235 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t237 = (vcc_v8_uint)t236;
            vcc_v8_uint t238 = t237 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t239 = vcc_min(vcc_v8_int, t237, t238);
            vcc_v8_int t8 = (vcc_v8_int)t239;
            long i_vec_5 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_13 = (vcc_v8_int)i_v_3;
                vcc_m8 t240 = (vcc_m8)(t8 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t241 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t242 = (vcc_v8_uint)i_v_13;
                vcc_v8_uint t243 = t241 + t242;
                vcc_v8_int t244 = (vcc_v8_int)t243;
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)(192L + i_vec_5) * 4UL), t244, t240);
                i_vec_5 += 8L;
                vcc_v8_uint t245 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t246 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t247 = (vcc_v8_uint)t246;
                vcc_v8_uint t248 = t247 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                vcc_v8_uint t249 = vcc_min(vcc_v8_int, t247, t248);
                vcc_v8_int t250 = (vcc_v8_int)t249;
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t245;
                t8 = t250;
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
                vcc_v8_int idx_v_5 = vcc_load(vcc_v8_int, &idx[i_vec_6]);
                vcc_m8 t251 = (vcc_m8)(idx_v_5 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)i_vec_6 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t251);
                long t252 = i_vec_6 + 8L;
                vcc_v8_int idx_v_6 = vcc_load(vcc_v8_int, &idx[t252]);
                vcc_m8 t253 = (vcc_m8)(idx_v_6 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t252 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t253);
                long t254 = i_vec_6 + 16L;
                vcc_v8_int idx_v_7 = vcc_load(vcc_v8_int, &idx[t254]);
                vcc_m8 t255 = (vcc_m8)(idx_v_7 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t254 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t255);
                long t256 = i_vec_6 + 24L;
                vcc_v8_int idx_v_8 = vcc_load(vcc_v8_int, &idx[t256]);
                vcc_m8 t257 = (vcc_m8)(idx_v_8 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t256 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t257);
                i_vec_6 += 32L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t258 = 192L + i_vec_7;
                vcc_v8_int idx_v_9 = vcc_load(vcc_v8_int, &idx[t258]);
                vcc_m8 t259 = (vcc_m8)(idx_v_9 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)((unsigned long)&idx + (unsigned long)t258 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t259);
                i_vec_7 += 8L;
            } while (i_vec_7 < 8L);
            for (int i_3 = 200; i_3 < 203; i_3++) {
                int *t260 = &idx[i_3];
                if (*t260 >= 1000) {
                    *t260 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t261 = (long)i_4;
                t += (long)out[t261] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t261] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
