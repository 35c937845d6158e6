/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

void _ZGVdN8ulu_clip(float *p, int i, float lo);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulu_clip(float *p, int i, float lo, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uvv_put(int *out, vcc_v8_int where, vcc_v8_int v);
#pragma GCC diagnostic pop
/* Stores under masks: only the lanes whose condition holds write (consecutive: a masked vector
   store; through a varying index: a masked scatter); the arrays are exactly as long as the
   scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 3 */

/* #pragma omp declare simd uniform(p, lo) linear(i) */
void clip(float *p, int i, float lo) {
    if (p[i] < lo)
        p[i] = lo;
}

/* vcc: function at stores.c:10 vector variant _ZGVdN8ulu_clip of `clip`: VL 8, unmasked, p uniform, i linear step 1, lo uniform */
void _ZGVdN8ulu_clip(float *p, int i, float lo) {
    long t1 = (long)i;
    float *t2 = p + t1;
    vcc_v8_float t3 = vcc_load(vcc_v8_float, t2);
    vcc_v8_float t4 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    vcc_m8 t5 = (vcc_m8)(t3 < t4);
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            vcc_store(t2, t4);
        } else {
            vcc_store_masked((float *)((unsigned long)p + (unsigned long)t1 * 4UL), t4, t5);
        }
    }
}

/* vcc: function at stores.c:10 vector variant _ZGVdM8ulu_clip of `clip`: VL 8, masked, p uniform, i linear step 1, lo uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8ulu_clip(float *p, int i, float lo, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    long t2 = (long)i;
    float *t3 = p + t2;
    vcc_v8_float t4 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)p + (unsigned long)t2 * 4UL), t1);
    vcc_v8_float t5 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    vcc_m8 t6 = (vcc_m8)(t4 < t5);
    vcc_m8 t7 = t1 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            vcc_v8_float t8 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_store(t3, t8);
        } else {
            vcc_v8_float t9 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_store_masked((float *)((unsigned long)p + (unsigned long)t2 * 4UL), t9, t7);
        }
    }
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    if (v > 0) {
        out[where] = v;
        return 1;
    }
    return 0;
}

/* vcc: function at stores.c:16 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uvv_put(int *out, vcc_v8_int where, vcc_v8_int v) {
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t3 = (vcc_m8)(v > t2);
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t4);
    if (vcc_any(t3)) {
        if (vcc_all(t3)) {
            vcc_scatter(out, where, v);
            vcc_v8_int t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t1 = t5;
        } else {
            vcc_scatter_masked(out, where, v, t3);
            vcc_v8_int t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t6, t1);
            t1 = t7;
        }
    }
    return t1;
}
#pragma GCC diagnostic pop

void _ZGVdN8ulu_clip(float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8ulu_clip(float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);

int main(void) {
    float *p = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        p[k] = (k * 37 % 11) - 5.0f;
    _ZGVdN8ulu_clip(p, 0, 0.5f);
    int m[8] = {1, 1, 1, 0, 0, 1, 0, 1};
    _ZGVdM8ulu_clip(p, 8, -1.0f, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%g ", p[k]);
    printf("\n");
    int *out = malloc(12 * sizeof(int));
    for (int k = 0; k < 12; k++)
        out[k] = -1;
    int where[8] = {11, 0, 3, 5, 7, 2, 9, 4}, v[8] = {5, -2, 8, 0, 13, 21, -34, 55}, r[8];
    FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where), TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("\n");
    for (int k = 0; k < 12; k++)
        printf("%d ", out[k]);
    printf("\n");
    free(p);
    free(out);
    return 0;
}
