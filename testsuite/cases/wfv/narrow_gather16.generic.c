/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

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
    int k;
    int t158;
    int i;
    unsigned long t215;
    vcc_v8_uint t232;
    int off = 0;
    while (off < 4) {
        int t9 = off + 98;
        void *t10 = malloc((unsigned long)t9);
        unsigned char *b8 = (unsigned char *)t10;
        void *t11 = malloc((unsigned long)(t9 * 2));
        unsigned short *b16 = (unsigned short *)t11;
        long t12 = (long)off;
        long t13 = t12 + 98L;
        unsigned long t14 = (unsigned long)t10;
        long t15 = t13 - 1L;
        unsigned long t16 = (unsigned long)t11;
        if ((t13 >= 16L) & (((t14 + (unsigned long)(1L + t15 * 1L)) <= t16) | ((t16 + (unsigned long)(2L + t15 * 2L)) <= t14))) {
            long t17 = t13 & -16L;
            vcc_v16_int t18 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t19 = (vcc_v16_uint)t18;
            vcc_v16_uint k_v = t19 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long k_vec = 0L;
            /* vcc: loop at narrow_gather16.c:67 vectorized: VF 16, UF 1, run-time check: the value of the call to `malloc` at 65:29 and the value of the call to `malloc` at 66:31 do not overlap, scalar epilogue */
            for (;;) {
                vcc_v16_int k_v_1 = (vcc_v16_int)k_v;
                vcc_v16_int t20 = k_v_1 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v16_int t21 = t20 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
                vcc_v16_uchar t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v16_short), vcc_v16_uchar);
                vcc_store(b8 + k_vec, t22);
                vcc_v16_uint t23 = (vcc_v16_uint)k_v_1;
                vcc_v16_uint t24 = t23 * (vcc_v16_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
                vcc_v16_uint t25 = t24 + (vcc_v16_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v16_ushort t26 = __builtin_convertvector(t25, vcc_v16_ushort);
                vcc_store(b16 + k_vec, t26);
                k_vec += 16L;
                vcc_v16_uint t27 = k_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (k_vec >= t17) {
                    break;
                }
                k_v = t27;
            }
            k = (int)t17;
        } else {
            k = 0;
        }
        while (k < t9) {
            long t28 = (long)k;
            b8[t28] = (unsigned char)(k * 37 + 11);
            b16[t28] = (unsigned short)((unsigned int)k * 40503U + 7U);
            k++;
        }
        const unsigned char *u8 = b8 + t12 + 37;
        const unsigned short *u16 = b16 + t12 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        int s = 0;
        while (s < 6) {
            int n = sizes[s];
            unsigned int t29 = (unsigned int)s;
            int t30 = (int)t29;
            if (1 & (t30 >= 0) & 1 & 1) {
                vcc_v8_int t31 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t32 = (vcc_v8_uint)t31;
                vcc_v8_uint i_v = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t33 = vcc_splat(vcc_v8_int, t30 % 98);
                vcc_v8_int t34 = t33 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t37 = (vcc_v8_uint)t34;
                vcc_v8_uint t38 = t37 - t36;
                vcc_v8_int t1 = (vcc_v8_int)t38;
                vcc_v8_int t39 = t31 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_m8 t40 = (vcc_m8)(t39 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t42 = (vcc_v8_uint)t39;
                vcc_v8_uint t43 = t42 - t41;
                vcc_v8_int t2 = (vcc_v8_int)t43;
                vcc_v8_int t44 = t31 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_m8 t45 = (vcc_m8)(t44 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t47 = (vcc_v8_uint)t44;
                vcc_v8_uint t48 = t47 - t46;
                vcc_v8_int t3 = (vcc_v8_int)t48;
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 8, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_v8_int i_v_4 = (vcc_v8_int)i_v;
                    vcc_v8_int t49 = t1 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[i_vec], t49);
                    vcc_m8 t50 = (vcc_m8)(t2 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    unsigned long t51 = (unsigned long)&idx;
                    int *t52 = (int *)(t51 + (unsigned long)i_vec * 4UL);
                    vcc_store_masked(t52, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t50);
                    vcc_m8 t53 = (vcc_m8)(t3 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t54 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t55 = (vcc_v8_uint)i_v_4;
                    vcc_v8_uint t56 = t54 + t55;
                    vcc_v8_int t57 = (vcc_v8_int)t56;
                    vcc_store_masked(t52, t57, t53);
                    vcc_store(&out[i_vec], i_v_4);
                    vcc_store(&fout[i_vec], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    long t58 = i_vec + 8L;
                    vcc_v8_uint t59 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int i_v_5 = (vcc_v8_int)t59;
                    vcc_v8_int t60 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_m8 t61 = (vcc_m8)(t60 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                    vcc_v8_uint t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t61, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t63 = (vcc_v8_uint)t60;
                    vcc_v8_uint t64 = t63 - t62;
                    vcc_v8_int t65 = (vcc_v8_int)t64;
                    vcc_v8_int t66 = t65 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t58], t66);
                    vcc_v8_int t67 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t68 = (vcc_m8)(t67 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                    vcc_v8_uint t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t70 = (vcc_v8_uint)t67;
                    vcc_v8_uint t71 = t70 - t69;
                    vcc_v8_int t72 = (vcc_v8_int)t71;
                    vcc_m8 t73 = (vcc_m8)(t72 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    int *t74 = (int *)(t51 + (unsigned long)t58 * 4UL);
                    vcc_store_masked(t74, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t73);
                    vcc_v8_int t75 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_m8 t76 = (vcc_m8)(t75 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                    vcc_v8_uint t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t78 = (vcc_v8_uint)t75;
                    vcc_v8_uint t79 = t78 - t77;
                    vcc_v8_int t80 = (vcc_v8_int)t79;
                    vcc_m8 t81 = (vcc_m8)(t80 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t82 = (vcc_v8_uint)i_v_5;
                    vcc_v8_uint t83 = t54 + t82;
                    vcc_v8_int t84 = (vcc_v8_int)t83;
                    vcc_store_masked(t74, t84, t81);
                    vcc_store(&out[t58], i_v_5);
                    vcc_store(&fout[t58], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    long t85 = i_vec + 16L;
                    vcc_v8_uint t86 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    vcc_v8_int i_v_6 = (vcc_v8_int)t86;
                    vcc_v8_int t87 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
                    vcc_m8 t88 = (vcc_m8)(t87 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                    vcc_v8_uint t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t88, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t90 = (vcc_v8_uint)t87;
                    vcc_v8_uint t91 = t90 - t89;
                    vcc_v8_int t92 = (vcc_v8_int)t91;
                    vcc_v8_int t93 = t92 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t85], t93);
                    vcc_v8_int t94 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_m8 t95 = (vcc_m8)(t94 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                    vcc_v8_uint t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t95, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t97 = (vcc_v8_uint)t94;
                    vcc_v8_uint t98 = t97 - t96;
                    vcc_v8_int t99 = (vcc_v8_int)t98;
                    vcc_m8 t100 = (vcc_m8)(t99 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    int *t101 = (int *)(t51 + (unsigned long)t85 * 4UL);
                    vcc_store_masked(t101, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t100);
                    vcc_v8_int t102 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                    vcc_m8 t103 = (vcc_m8)(t102 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                    vcc_v8_uint t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t103, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t105 = (vcc_v8_uint)t102;
                    vcc_v8_uint t106 = t105 - t104;
                    vcc_v8_int t107 = (vcc_v8_int)t106;
                    vcc_m8 t108 = (vcc_m8)(t107 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t109 = (vcc_v8_uint)i_v_6;
                    vcc_v8_uint t110 = t54 + t109;
                    vcc_v8_int t111 = (vcc_v8_int)t110;
                    vcc_store_masked(t101, t111, t108);
                    vcc_store(&out[t85], i_v_6);
                    vcc_store(&fout[t85], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    long t112 = i_vec + 24L;
                    vcc_v8_uint t113 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    vcc_v8_int i_v_7 = (vcc_v8_int)t113;
                    vcc_v8_int t114 = t1 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
                    vcc_m8 t115 = (vcc_m8)(t114 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                    vcc_v8_uint t116 = vcc_select(vcc_v8_int, (vcc_v8_int)t115, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t117 = (vcc_v8_uint)t114;
                    vcc_v8_uint t118 = t117 - t116;
                    vcc_v8_int t119 = (vcc_v8_int)t118;
                    vcc_v8_int t120 = t119 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t112], t120);
                    vcc_v8_int t121 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_m8 t122 = (vcc_m8)(t121 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                    vcc_v8_uint t123 = vcc_select(vcc_v8_int, (vcc_v8_int)t122, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t124 = (vcc_v8_uint)t121;
                    vcc_v8_uint t125 = t124 - t123;
                    vcc_v8_int t126 = (vcc_v8_int)t125;
                    vcc_m8 t127 = (vcc_m8)(t126 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    int *t128 = (int *)(t51 + (unsigned long)t112 * 4UL);
                    vcc_store_masked(t128, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t127);
                    vcc_v8_int t129 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_m8 t130 = (vcc_m8)(t129 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                    vcc_v8_uint t131 = vcc_select(vcc_v8_int, (vcc_v8_int)t130, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t132 = (vcc_v8_uint)t129;
                    vcc_v8_uint t133 = t132 - t131;
                    vcc_v8_int t134 = (vcc_v8_int)t133;
                    vcc_m8 t135 = (vcc_m8)(t134 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t136 = (vcc_v8_uint)i_v_7;
                    vcc_v8_uint t137 = t54 + t136;
                    vcc_v8_int t138 = (vcc_v8_int)t137;
                    vcc_store_masked(t128, t138, t135);
                    vcc_store(&out[t112], i_v_7);
                    vcc_store(&fout[t112], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    i_vec += 32L;
                    vcc_v8_uint t139 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    vcc_v8_int t140 = t1 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
                    vcc_m8 t141 = (vcc_m8)(t140 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                    vcc_v8_uint t142 = vcc_select(vcc_v8_int, (vcc_v8_int)t141, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t143 = (vcc_v8_uint)t140;
                    vcc_v8_uint t144 = t143 - t142;
                    vcc_v8_int t145 = (vcc_v8_int)t144;
                    vcc_v8_int t146 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                    vcc_m8 t147 = (vcc_m8)(t146 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                    vcc_v8_uint t148 = vcc_select(vcc_v8_int, (vcc_v8_int)t147, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t149 = (vcc_v8_uint)t146;
                    vcc_v8_uint t150 = t149 - t148;
                    vcc_v8_int t151 = (vcc_v8_int)t150;
                    vcc_v8_int t152 = t3 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                    vcc_m8 t153 = (vcc_m8)(t152 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                    vcc_v8_uint t154 = vcc_select(vcc_v8_int, (vcc_v8_int)t153, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t155 = (vcc_v8_uint)t152;
                    vcc_v8_uint t156 = t155 - t154;
                    vcc_v8_int t157 = (vcc_v8_int)t156;
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t139;
                    t1 = t145;
                    t2 = t151;
                    t3 = t157;
                }
                t158 = 192;
            } else {
                t158 = 0;
            }
            long t159 = (long)t158;
            long t160 = t159 * -1L + 203L;
            int t161 = (int)((unsigned int)(int)((unsigned int)t158 * 13U) + t29);
            int t162 = t158 >= 0;
            if ((t160 >= 8L) & (t161 >= 0) & t162 & t162) {
                long t163 = t160 & -8L;
                vcc_v8_int t164 = (vcc_v8_int){t158, t158, t158, t158, t158, t158, t158, t158};
                vcc_v8_uint t165 = (vcc_v8_uint)t164;
                vcc_v8_uint i_v_1 = t165 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                vcc_v8_int t166 = vcc_splat(vcc_v8_int, t161 % 98);
                vcc_v8_int t167 = t166 + (vcc_v8_int){0, 13, 26, 39, 52, 65, 78, 91};
                vcc_m8 t168 = (vcc_m8)(t167 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                vcc_v8_uint t169 = vcc_select(vcc_v8_int, (vcc_v8_int)t168, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t170 = (vcc_v8_uint)t167;
                vcc_v8_uint t171 = t170 - t169;
                vcc_v8_int t4 = (vcc_v8_int)t171;
                vcc_v8_int t172 = vcc_splat(vcc_v8_int, t158 % 7);
                vcc_v8_int t173 = t172 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                vcc_m8 t174 = (vcc_m8)(t173 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t175 = vcc_select(vcc_v8_int, (vcc_v8_int)t174, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t176 = (vcc_v8_uint)t173;
                vcc_v8_uint t177 = t176 - t175;
                vcc_v8_int t5 = (vcc_v8_int)t177;
                vcc_v8_int t178 = vcc_splat(vcc_v8_int, t158 % 11);
                vcc_v8_int t179 = t178 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_m8 t180 = (vcc_m8)(t179 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t181 = vcc_select(vcc_v8_int, (vcc_v8_int)t180, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t182 = (vcc_v8_uint)t179;
                vcc_v8_uint t183 = t182 - t181;
                vcc_v8_int t6 = (vcc_v8_int)t183;
                long i_vec_1 = 0L;
                /* vcc: loop at narrow_gather16.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    long t184 = t159 + i_vec_1;
                    vcc_v8_int i_v_8 = (vcc_v8_int)i_v_1;
                    vcc_v8_int t185 = t4 - (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                    vcc_store(&idx[t184], t185);
                    vcc_m8 t186 = (vcc_m8)(t5 == (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
                    int *t187 = (int *)((unsigned long)&idx + (unsigned long)t184 * 4UL);
                    vcc_store_masked(t187, ((vcc_v8_int){60, 60, 60, 60, 60, 60, 60, 60}), t186);
                    vcc_m8 t188 = (vcc_m8)(t6 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                    vcc_v8_uint t189 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                    vcc_v8_uint t190 = (vcc_v8_uint)i_v_8;
                    vcc_v8_uint t191 = t189 + t190;
                    vcc_v8_int t192 = (vcc_v8_int)t191;
                    vcc_store_masked(t187, t192, t188);
                    vcc_store(&out[t184], i_v_8);
                    vcc_store(&fout[t184], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
                    i_vec_1 += 8L;
                    vcc_v8_uint t193 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t194 = t4 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_m8 t195 = (vcc_m8)(t194 > (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97});
                    vcc_v8_uint t196 = vcc_select(vcc_v8_int, (vcc_v8_int)t195, ((vcc_v8_uint){98U, 98U, 98U, 98U, 98U, 98U, 98U, 98U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t197 = (vcc_v8_uint)t194;
                    vcc_v8_uint t198 = t197 - t196;
                    vcc_v8_int t199 = (vcc_v8_int)t198;
                    vcc_v8_int t200 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t201 = (vcc_m8)(t200 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                    vcc_v8_uint t202 = vcc_select(vcc_v8_int, (vcc_v8_int)t201, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t203 = (vcc_v8_uint)t200;
                    vcc_v8_uint t204 = t203 - t202;
                    vcc_v8_int t205 = (vcc_v8_int)t204;
                    vcc_v8_int t206 = t6 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_m8 t207 = (vcc_m8)(t206 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                    vcc_v8_uint t208 = vcc_select(vcc_v8_int, (vcc_v8_int)t207, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t209 = (vcc_v8_uint)t206;
                    vcc_v8_uint t210 = t209 - t208;
                    vcc_v8_int t211 = (vcc_v8_int)t210;
                    if (i_vec_1 >= t163) {
                        break;
                    }
                    i_v_1 = t193;
                    t4 = t199;
                    t5 = t205;
                    t6 = t211;
                }
                i = (int)(t159 + t163);
            } else {
                i = t158;
            }
            while (i < 203) {
                long t212 = (long)i;
                int *t213 = &idx[t212];
                *t213 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t213 = 60;
                }
                if ((i % 11) == 5) {
                    *t213 = 1000000 + i;
                }
                out[t212] = i;
                fout[t212] = 0.0f;
                i++;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int idx_v = vcc_load(vcc_v8_int, &idx[i_vec_2]);
                vcc_m8 t214 = (vcc_m8)(idx_v >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                t215 = (unsigned long)&idx;
                vcc_store_masked((int *)(t215 + (unsigned long)i_vec_2 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t214);
                long t216 = i_vec_2 + 8L;
                vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, &idx[t216]);
                vcc_m8 t217 = (vcc_m8)(idx_v_1 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t216 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t217);
                long t218 = i_vec_2 + 16L;
                vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, &idx[t218]);
                vcc_m8 t219 = (vcc_m8)(idx_v_2 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t218 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t219);
                long t220 = i_vec_2 + 24L;
                vcc_v8_int idx_v_3 = vcc_load(vcc_v8_int, &idx[t220]);
                vcc_m8 t221 = (vcc_m8)(idx_v_3 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t220 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t221);
                i_vec_2 += 32L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t222 = 192L + i_vec_3;
                vcc_v8_int idx_v_4 = vcc_load(vcc_v8_int, &idx[t222]);
                vcc_m8 t223 = (vcc_m8)(idx_v_4 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t222 * 4UL), ((vcc_v8_int){-37, -37, -37, -37, -37, -37, -37, -37}), t223);
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            if (idx[200] >= 1000) {
                idx[200] = -37;
            }
            if (idx[201] >= 1000) {
                idx[201] = -37;
            }
            if (idx[202] >= 1000) {
                idx[202] = -37;
            }
            all_u8(u8, n);
            vcc_v8_int t224 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t225 = (vcc_v8_uint)t224;
            vcc_v8_uint i_v_2 = t225 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t226 = t224 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_m8 t227 = (vcc_m8)(t226 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t228 = vcc_select(vcc_v8_int, (vcc_v8_int)t227, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t229 = (vcc_v8_uint)t226;
            vcc_v8_uint t230 = t229 - t228;
            vcc_v8_int t7 = (vcc_v8_int)t230;
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_9 = (vcc_v8_int)i_v_2;
                vcc_m8 t231 = (vcc_m8)(t7 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                t232 = (vcc_v8_uint)(vcc_v8_int){1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000};
                vcc_v8_uint t233 = (vcc_v8_uint)i_v_9;
                vcc_v8_uint t234 = t232 + t233;
                vcc_v8_int t235 = (vcc_v8_int)t234;
                vcc_store_masked((int *)(t215 + (unsigned long)i_vec_4 * 4UL), t235, t231);
                vcc_v8_uint t236 = i_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_10 = (vcc_v8_int)t236;
                vcc_v8_int t237 = t7 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_m8 t238 = (vcc_m8)(t237 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t239 = vcc_select(vcc_v8_int, (vcc_v8_int)t238, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t240 = (vcc_v8_uint)t237;
                vcc_v8_uint t241 = t240 - t239;
                vcc_v8_int t242 = (vcc_v8_int)t241;
                vcc_m8 t243 = (vcc_m8)(t242 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t244 = (vcc_v8_uint)i_v_10;
                vcc_v8_uint t245 = t232 + t244;
                vcc_v8_int t246 = (vcc_v8_int)t245;
                vcc_store_masked((int *)(t215 + (unsigned long)(i_vec_4 + 8L) * 4UL), t246, t243);
                vcc_v8_uint t247 = i_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_11 = (vcc_v8_int)t247;
                vcc_v8_int t248 = t7 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_m8 t249 = (vcc_m8)(t248 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t250 = vcc_select(vcc_v8_int, (vcc_v8_int)t249, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t251 = (vcc_v8_uint)t248;
                vcc_v8_uint t252 = t251 - t250;
                vcc_v8_int t253 = (vcc_v8_int)t252;
                vcc_m8 t254 = (vcc_m8)(t253 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t255 = (vcc_v8_uint)i_v_11;
                vcc_v8_uint t256 = t232 + t255;
                vcc_v8_int t257 = (vcc_v8_int)t256;
                vcc_store_masked((int *)(t215 + (unsigned long)(i_vec_4 + 16L) * 4UL), t257, t254);
                vcc_v8_uint t258 = i_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_12 = (vcc_v8_int)t258;
                vcc_v8_int t259 = t7 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t260 = (vcc_m8)(t259 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t261 = vcc_select(vcc_v8_int, (vcc_v8_int)t260, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t262 = (vcc_v8_uint)t259;
                vcc_v8_uint t263 = t262 - t261;
                vcc_v8_int t264 = (vcc_v8_int)t263;
                vcc_m8 t265 = (vcc_m8)(t264 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t266 = (vcc_v8_uint)i_v_12;
                vcc_v8_uint t267 = t232 + t266;
                vcc_v8_int t268 = (vcc_v8_int)t267;
                vcc_store_masked((int *)(t215 + (unsigned long)(i_vec_4 + 24L) * 4UL), t268, t265);
                i_vec_4 += 32L;
                vcc_v8_uint t269 = i_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t270 = t7 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                vcc_m8 t271 = (vcc_m8)(t270 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t272 = vcc_select(vcc_v8_int, (vcc_v8_int)t271, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t273 = (vcc_v8_uint)t270;
                vcc_v8_uint t274 = t273 - t272;
                vcc_v8_int t275 = (vcc_v8_int)t274;
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t269;
                t7 = t275;
            }
            vcc_v8_int t276 = (vcc_v8_int){192, 192, 192, 192, 192, 192, 192, 192};
            vcc_v8_uint t277 = (vcc_v8_uint)t276;
            vcc_v8_uint i_v_3 = t277 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t278 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t279 = t278 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_m8 t280 = (vcc_m8)(t279 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t281 = vcc_select(vcc_v8_int, (vcc_v8_int)t280, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t282 = (vcc_v8_uint)t279;
            vcc_v8_uint t283 = t282 - t281;
            vcc_v8_int t8 = (vcc_v8_int)t283;
            long i_vec_5 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_13 = (vcc_v8_int)i_v_3;
                vcc_m8 t284 = (vcc_m8)(t8 == (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5});
                vcc_v8_uint t285 = (vcc_v8_uint)i_v_13;
                vcc_v8_uint t286 = t232 + t285;
                vcc_v8_int t287 = (vcc_v8_int)t286;
                vcc_store_masked((int *)(t215 + (unsigned long)(192L + i_vec_5) * 4UL), t287, t284);
                i_vec_5 += 8L;
                vcc_v8_uint t288 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t289 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_m8 t290 = (vcc_m8)(t289 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
                vcc_v8_uint t291 = vcc_select(vcc_v8_int, (vcc_v8_int)t290, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t292 = (vcc_v8_uint)t289;
                vcc_v8_uint t293 = t292 - t291;
                vcc_v8_int t294 = (vcc_v8_int)t293;
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t288;
                t8 = t294;
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int idx_v_5 = vcc_load(vcc_v8_int, &idx[i_vec_6]);
                vcc_m8 t295 = (vcc_m8)(idx_v_5 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)i_vec_6 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t295);
                long t296 = i_vec_6 + 8L;
                vcc_v8_int idx_v_6 = vcc_load(vcc_v8_int, &idx[t296]);
                vcc_m8 t297 = (vcc_m8)(idx_v_6 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t296 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t297);
                long t298 = i_vec_6 + 16L;
                vcc_v8_int idx_v_7 = vcc_load(vcc_v8_int, &idx[t298]);
                vcc_m8 t299 = (vcc_m8)(idx_v_7 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t298 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t299);
                long t300 = i_vec_6 + 24L;
                vcc_v8_int idx_v_8 = vcc_load(vcc_v8_int, &idx[t300]);
                vcc_m8 t301 = (vcc_m8)(idx_v_8 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t300 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t301);
                i_vec_6 += 32L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t302 = 192L + i_vec_7;
                vcc_v8_int idx_v_9 = vcc_load(vcc_v8_int, &idx[t302]);
                vcc_m8 t303 = (vcc_m8)(idx_v_9 >= (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
                vcc_store_masked((int *)(t215 + (unsigned long)t302 * 4UL), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t303);
                i_vec_7 += 8L;
            } while (i_vec_7 < 8L);
            if (idx[200] >= 1000) {
                idx[200] = 0;
            }
            if (idx[201] >= 1000) {
                idx[201] = 0;
            }
            if (idx[202] >= 1000) {
                idx[202] = 0;
            }
            all_s16f((const short *)u16, n);
            int i_1 = 0;
            double f = 0.0;
            long t = 0L;
            while (i_1 < 203) {
                long t304 = (long)i_1;
                f += (double)(fout[t304] * (float)(i_1 % 3 + 1));
                t += (long)out[t304] * (long)(i_1 % 5 + 1);
                i_1++;
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
            s++;
        }
        free((void *)b8);
        free((void *)b16);
        off++;
    }
    return 0;
}
