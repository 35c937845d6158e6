/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

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
    unsigned int t4;
    vcc_v8_uint t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_v8_uint t33;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t4 = 0U;
    t5 = (vcc_v8_uint){0};
    t6 = (vcc_m8){0};
    t7 = (vcc_m8){0};
    for (;;) {
        t8 = vcc_splat(vcc_v8_int, t4 < max_iter);
        t9 = (vcc_m8)(t8 != (vcc_v8_int){0});
        t10 = t1 & t9;
        t11 = ~t9;
        t12 = t1 & t11;
        t13 = t2 * t2;
        t14 = t3 * t3;
        t15 = t13 + t14;
        t16 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t17 = (vcc_m8)(t15 < t16);
        t18 = t10 & t17;
        t19 = ~t17;
        t20 = t10 & t19;
        t21 = t2 * t2;
        t22 = t3 * t3;
        t23 = t21 - t22;
        t24 = t23 + cr;
        t25 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t26 = t25 * t2;
        t27 = t26 * t3;
        t3 = t27 + ci;
        t28 = (vcc_v8_uint){t4, t4, t4, t4, t4, t4, t4, t4};
        t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t5);
        t30 = t6 | t12;
        t31 = t7 | t20;
        if (!vcc_any(t18)) {
            break;
        }
        t1 = t18;
        t4++;
        t2 = t24;
        t5 = t29;
        t6 = t30;
        t7 = t31;
    }
    t32 = t30 | t31;
    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t29, (vcc_v8_uint){0});
    return t33;
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
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t3 = (vcc_m8)(x > t2);
    t4 = t1 & t3;
    t5 = ~t3;
    t6 = t1 & t5;
    t7 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    t8 = x - t7;
    t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, (vcc_v8_float){0});
    t10 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    t11 = x * t10;
    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t11, t9);
    return t12;
}
#pragma GCC diagnostic pop

void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_uint t11;
    long t12;
    int i;
    float t13;
    float t14;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)cr;
    t4 = (unsigned long)out;
    t5 = (unsigned long)ci;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_float, ci + t8);
            t10 = vcc_load(vcc_v8_float, cr + t8);
            t11 = _ZGVdN8vvu_mandel(t10, t9, max_iter);
            vcc_store(out + t8, t11);
            t12 = t7 + 8L;
            if (t12 >= t6) {
                break;
            }
            t7 = t12;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = ci[i];
        t14 = cr[i];
        out[i] = mandel(t14, t13, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    int i;
    float t11;
    t1 = (long)n;
    t2 = (unsigned long)y;
    t3 = (unsigned long)x;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = vcc_load(vcc_v8_float, x + t6);
            t8 = _ZGVdN8vu_shade(t7, s);
            t9 = t8 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t6, t9);
            t10 = t5 + 8L;
            if (t10 >= t4) {
                break;
            }
            t5 = t10;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t11 = x[i];
        y[i] = shade(t11, s) + 1.0f;
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
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    t3 = x * t2;
    t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t5 = (vcc_m8)(x < t4);
    t6 = t1 & t5;
    t7 = ~t5;
    t8 = t1 & t7;
    t9 = t6 | t8;
    t10 = vcc_splat(vcc_v8_float, -1.0f);
    t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t11, t10);
    t13 = t3 + t12;
    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t13, (vcc_v8_float){0});
    return t14;
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
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    t3 = x * t2;
    t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t5 = (vcc_m8)(x < t4);
    t6 = t1 & t5;
    t7 = ~t5;
    t8 = t1 & t7;
    t9 = t6 | t8;
    t10 = vcc_splat(vcc_v8_float, -1.0f);
    t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t11, t10);
    t13 = t3 + t12;
    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t13, (vcc_v8_float){0});
    return t14;
}
#pragma GCC diagnostic pop

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
void ramp_some(float *y, const float *x, int n, float k) {
    float v;
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    vcc_v8_float t7;
    vcc_m8 t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    long t12;
    int i;
    float v_1;
    t1 = (long)n;
    t2 = (unsigned long)y;
    t3 = (unsigned long)x;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = vcc_load(vcc_v8_float, x + t6);
            t8 = (vcc_m8)(t7 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            t10 = _ZGVdM8vu_ramp(t7, k, t9);
            t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t10, t7);
            vcc_store(y + t6, t11);
            t12 = t5 + 8L;
            if (t12 >= t4) {
                break;
            }
            t5 = t12;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        v_1 = x[i];
        if (v_1 > -1.0f) {
            v = ramp(v_1, k);
        } else {
            v = v_1;
        }
        y[i] = v;
    }
}

int main(void) {
    int sizes[8];
    float tsum;
    float fsum;
    unsigned int sum;
    unsigned int t;
    int n;
    void *t1;
    float *cr;
    void *t2;
    float *ci;
    float *y;
    unsigned int *out;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_float t9;
    long t10;
    int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_int t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    long t22;
    int i;
    int i_1;
    int i_2;
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
        t1 = malloc((unsigned long)(n + 1) * 4UL);
        cr = (float *)t1;
        t2 = malloc((unsigned long)(n + 1) * 4UL);
        ci = (float *)t2;
        y = (float *)malloc((unsigned long)(n + 1) * 4UL);
        out = (unsigned int *)malloc((unsigned long)(n + 1) * 4UL);
        t3 = (long)n;
        t4 = (unsigned long)t1;
        t5 = (unsigned long)t2;
        if ((t3 >= 8L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
            t6 = t3 & -8L;
            t7 = (vcc_v8_int){n, n, n, n, n, n, n, n};
            t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = __builtin_convertvector(t8, vcc_v8_float);
            t10 = 0L;
            for (;;) {
                t11 = (int)((long)0 + t10);
                t12 = (vcc_v8_int){t11, t11, t11, t11, t11, t11, t11, t11};
                t13 = t12 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t14 = __builtin_convertvector(t13, vcc_v8_float);
                t15 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t14;
                t16 = t15 / t9;
                t17 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t16;
                vcc_store(cr + t11, t17);
                t18 = t13 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t19 = __builtin_convertvector(t18, vcc_v8_float);
                t20 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t19;
                t21 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t20;
                vcc_store(ci + t11, t21);
                t22 = t10 + 8L;
                if (t22 >= t6) {
                    break;
                }
                t10 = t22;
            }
            i = (int)((long)0 + t6);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            cr[i] = -2.0f + 2.5f * (float)i / (float)(n + 1);
            ci[i] = -1.0f + 0.02f * (float)(i % 13);
        }
        render(out, cr, ci, n, 60U);
        tone(y, cr, n, 0.75f);
        tone_some(y, ci, n, 0.5f);
        tsum = 0.0f;
        for (i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, cr, n, 0.25f);
        fsum = 0.0f;
        sum = 0U;
        for (i_2 = 0; i_2 < n; i_2++) {
            sum = sum * 31U + out[i_2];
            fsum += y[i_2];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
