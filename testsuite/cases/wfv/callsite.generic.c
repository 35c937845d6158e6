/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shade(vcc_v8_float x, float scale);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_ramp(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_ramp(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
/* Call sites: loops under `#pragma omp simd` whose bodies call annotated functions are
   vectorized with the calls replaced by calls to the unmasked variants (uniform arguments from
   before the loop); the scalar epilogue calls the scalar functions. main calls the loops over
   several trip counts with exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t6 = 0U;
    t4 = (vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = t2 * t2;
        t8 = t3 * t3;
        t9 = t7 + t8;
        t10 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t11 = (vcc_m8)(t9 < t10);
        t12 = t1 & t11;
        t13 = t7 - t8;
        t14 = t13 + cr;
        t15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t16 = t15 * t2;
        t17 = t16 * t3;
        t3 = t17 + ci;
        t18 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, t4);
        if (!vcc_any(t12)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
    t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t19, t4);
L20:
    return t5;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shade(vcc_v8_float x, float scale) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    t1 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t2 = (vcc_m8)(x > t1);
    t3 = ~t2;
    t4 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    t5 = x - t4;
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t5, (vcc_v8_float){0});
    t7 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    t8 = x * t7;
    t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t8, t6);
    return t9;
}
#pragma GCC diagnostic pop

void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    long t9;
    long t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    int t17;
    long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    long t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_uint t27;
    int i;
    long t28;
    float t29;
    float t30;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)cr;
    t6 = (unsigned long)out;
    t7 = (unsigned long)ci;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L))) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t7 + (unsigned long)0L)) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t6 + (unsigned long)0L)))) {
        t8 = t3 & -16L;
        t1 = 0L;
        do {
            t9 = (long)(int)((long)0 + t1);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = vcc_load(vcc_v8_float, ci + t9);
            t12 = vcc_load(vcc_v8_float, ci + t10);
            t13 = vcc_load(vcc_v8_float, cr + t9);
            t14 = vcc_load(vcc_v8_float, cr + t10);
            t15 = _ZGVdN8vvu_mandel(t13, t11, max_iter);
            t16 = _ZGVdN8vvu_mandel(t14, t12, max_iter);
            vcc_store(out + t9, t15);
            vcc_store(out + t10, t16);
            t1 += 16L;
        } while (t1 < t8);
        t17 = (int)((long)0 + t8);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    t19 = (unsigned long)out;
    t20 = (unsigned long)cr;
    t21 = (unsigned long)out;
    t22 = (unsigned long)ci;
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L)))) & (((t21 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t17 * 4L))) | ((t22 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t17 * 4L))))) {
        t23 = t18 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t17 + t2);
            t25 = vcc_load(vcc_v8_float, ci + t24);
            t26 = vcc_load(vcc_v8_float, cr + t24);
            t27 = _ZGVdN8vvu_mandel(t26, t25, max_iter);
            vcc_store(out + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t17 + t23);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        t29 = ci[t28];
        t30 = cr[t28];
        out[t28] = mandel(t30, t29, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    int i;
    long t24;
    float t25;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -16L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = vcc_load(vcc_v8_float, x + t7);
            t10 = vcc_load(vcc_v8_float, x + t8);
            t11 = _ZGVdN8vu_shade(t9, s);
            t12 = _ZGVdN8vu_shade(t10, s);
            t13 = t11 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t14 = t12 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t7, t13);
            vcc_store(y + t8, t14);
            t1 += 16L;
        } while (t1 < t6);
        t15 = (int)((long)0 + t6);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)y;
    t18 = (unsigned long)x;
    if ((t16 >= 8L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        t19 = t16 & -8L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t15 + t2);
            t21 = vcc_load(vcc_v8_float, x + t20);
            t22 = _ZGVdN8vu_shade(t21, s);
            t23 = t22 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t20, t23);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        t25 = x[t24];
        y[t24] = shade(t25, s) + 1.0f;
    }
}

/* A call under a condition needs the masked variant; `shade` has none (notinbranch): the loop
   stays scalar and the remark says why. */
void tone_some(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[i] = shade(x[i], s);
}

/* #pragma omp declare simd uniform(k) */
float ramp(float x, float k) {
    return x * k + (x < 0.0f ? -1.0f : 1.0f);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_ramp(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    t1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    t2 = x * t1;
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t4 = (vcc_m8)(x < t3);
    t5 = ~t4;
    t6 = vcc_splat(vcc_v8_float, -1.0f);
    t7 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t7, t6);
    t9 = t2 + t8;
    return t9;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_ramp(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    t3 = x * t2;
    t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t5 = (vcc_m8)(x < t4);
    t6 = ~t5;
    t7 = t1 & t6;
    t8 = vcc_splat(vcc_v8_float, -1.0f);
    t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t8);
    t11 = t3 + t10;
    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, (vcc_v8_float){0});
    return t12;
}
#pragma GCC diagnostic pop

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
void ramp_some(float *y, const float *x, int n, float k) {
    long t1;
    long t2;
    float v;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    long t24;
    vcc_v8_float t25;
    vcc_m8 t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    int i;
    long t30;
    float v_1;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -16L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = vcc_load(vcc_v8_float, x + t7);
            t10 = vcc_load(vcc_v8_float, x + t8);
            t11 = (vcc_m8)(t9 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            t12 = (vcc_m8)(t10 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            t14 = _ZGVdM8vu_ramp(t9, k, t13);
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            t16 = _ZGVdM8vu_ramp(t10, k, t15);
            t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t14, t9);
            t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t16, t10);
            vcc_store(y + t7, t17);
            vcc_store(y + t8, t18);
            t1 += 16L;
        } while (t1 < t6);
        t19 = (int)((long)0 + t6);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        t23 = t20 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t19 + t2);
            t25 = vcc_load(vcc_v8_float, x + t24);
            t26 = (vcc_m8)(t25 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            t28 = _ZGVdM8vu_ramp(t25, k, t27);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t28, t25);
            vcc_store(y + t24, t29);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        v = x[t30];
        if (v > -1.0f) {
            v_1 = ramp(v, k);
            v = v_1;
        }
        y[t30] = v;
    }
}

int main(void) {
    int sizes[8];
    vcc_v8_uint t1;
    long t2;
    float tsum;
    float fsum;
    unsigned int sum;
    unsigned int t;
    int n;
    int t3;
    unsigned long t4;
    void *t5;
    float *cr;
    void *t6;
    float *ci;
    float *y;
    unsigned int *out;
    long t7;
    unsigned long t8;
    unsigned long t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_float t14;
    vcc_v8_int t15;
    long t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_int t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_uint t25;
    int i;
    long t26;
    const float *t27;
    const float *t28;
    int i_1;
    int i_2;
    long t29;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t3 = n + 1;
        t4 = (unsigned long)t3 * 4UL;
        t5 = malloc(t4);
        cr = (float *)t5;
        t6 = malloc(t4);
        ci = (float *)t6;
        y = (float *)malloc(t4);
        out = (unsigned int *)malloc(t4);
        t7 = (long)n;
        t8 = (unsigned long)t5;
        t9 = (unsigned long)t6;
        if ((t7 >= 8L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)0L)) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)0L)))) {
            t10 = t7 & -8L;
            t11 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t13 = (vcc_v8_uint)t12;
            t1 = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t14 = __builtin_convertvector(t11, vcc_v8_float);
            t2 = 0L;
            for (;;) {
                t15 = (vcc_v8_int)t1;
                t16 = (long)(int)((long)0 + t2);
                t17 = __builtin_convertvector(t15, vcc_v8_float);
                t18 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t17;
                t19 = t18 / t14;
                t20 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t19;
                vcc_store(cr + t16, t20);
                t21 = t15 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t22 = __builtin_convertvector(t21, vcc_v8_float);
                t23 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t22;
                t24 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t23;
                vcc_store(ci + t16, t24);
                t2 += 8L;
                t25 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t2 >= t10) {
                    break;
                }
                t1 = t25;
            }
            i = (int)((long)0 + t10);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t26 = (long)i;
            cr[t26] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t26] = -1.0f + 0.02f * (float)(i % 13);
        }
        t27 = ci;
        t28 = cr;
        render(out, t28, t27, n, 60U);
        tone(y, t28, n, 0.75f);
        tone_some(y, t27, n, 0.5f);
        tsum = 0.0f;
        for (i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t28, n, 0.25f);
        fsum = 0.0f;
        sum = 0U;
        for (i_2 = 0; i_2 < n; i_2++) {
            t29 = (long)i_2;
            sum = sum * 31U + out[t29];
            fsum += y[t29];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
