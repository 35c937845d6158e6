/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Calls of a math function in every lane, where the target computes it on whole vectors
   exactly (sqrt, fabs, floor, ceil, fmin, fmax; Target::whole_vector_math): one vector call
   node, its scalar calls removed. fmin and fmax keep C's rule for NaN (the other operand) and
   for zeros of both signs; sqrt gets only non-negative operands (a negative one would set
   errno in the scalar call). `floor2` stays scalar: two floats are narrower than any vector
   form, and the generic target has no vector math. `clamp4` has no restrict: its tree runs
   behind a run-time check; its overlapping calls run the scalar copy. */
/* vcc-test: expect-slp 4 generic=0 sse4.2=3 neon=5 */
#include <math.h>
#include <stdio.h>

void norm4(float *restrict o, const float *restrict a, const float *restrict b) {
    o[0] = sqrtf(a[0] * a[0] + b[0] * b[0]);
    o[1] = sqrtf(a[1] * a[1] + b[1] * b[1]);
    o[2] = sqrtf(a[2] * a[2] + b[2] * b[2]);
    o[3] = sqrtf(a[3] * a[3] + b[3] * b[3]);
}

void clamp4(double *o, const double *a) {
    o[0] = fmin(fmax(a[0], 0.0), 1.0);
    o[1] = fmin(fmax(a[1], 0.0), 1.0);
    o[2] = fmin(fmax(a[2], 0.0), 1.0);
    o[3] = fmin(fmax(a[3], 0.0), 1.0);
}

void round4(double *restrict lo, double *restrict hi, const double *restrict a) {
    lo[0] = floor(a[0]) + fabs(a[0]);
    lo[1] = floor(a[1]) + fabs(a[1]);
    hi[0] = ceil(a[0]) - fabs(a[1]);
    hi[1] = ceil(a[1]) - fabs(a[0]);
}

void floor2(float *restrict o, const float *restrict a) {
    o[0] = floorf(a[0]);
    o[1] = floorf(a[1]);
}

int main(void) {
    float a[8];
    float b[8];
    float o[8];
    float f[2];
    double c[10];
    double d[10];
    double r[6];
    double lo[2];
    double hi[2];
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at math_calls.c:40 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
        vcc_v8_int t3 = i_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t4 = t3 - (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_float t5 = __builtin_convertvector(t4, vcc_v8_float);
        vcc_v8_float t6 = t5 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
        vcc_store(&a[i_vec], t6);
        vcc_v8_int t7 = i_v_1 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t8 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7} - t7;
        vcc_v8_float t9 = __builtin_convertvector(t8, vcc_v8_float);
        vcc_v8_float t10 = t9 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
        vcc_store(&b[i_vec], t10);
        i_vec += 8L;
        i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec < 8L);
    norm4(o, a, b);
    norm4(o + 4, a + 4, b + 4);
    for (int i = 0; i < 8; i++) {
        printf("%.9g ", (double)o[i]);
    }
    printf("\n");
    c[0] = -0.5;
    c[1] = 0.25;
    c[2] = 2.0;
    c[3] = (double)__builtin_nanf("");
    c[4] = 1.0;
    c[5] = -0.0;
    c[6] = 0.0;
    c[7] = 0.75;
    c[8] = -3.0;
    c[9] = 0.5;
    void *t11 = (void *)((unsigned char *)&d + 0);
    void *t12 = (void *)((unsigned char *)&c + 0);
    __builtin_memcpy(t11, t12, 80UL);
    const double *t13 = c;
    clamp4(d + 6, t13);
    clamp4(c + 1, t13);
    clamp4(c + 4, c + 5);
    for (int i_1 = 0; i_1 < 10; i_1++) {
        long t14 = (long)i_1;
        printf("%g/%g ", c[t14], d[t14]);
    }
    printf("\n");
    r[0] = -2.5;
    r[1] = 3.25;
    r[2] = -0.0;
    r[3] = 0.5;
    r[4] = -7.0;
    r[5] = 8.75;
    for (int k = 0; k < 5; k++) {
        const double *t15 = r + k;
        const double *t16 = t15 + 0;
        double t17 = *t16;
        double t18 = floor(t17);
        lo[0] = t18 + fabs(t17);
        const double *t19 = t15 + 1;
        double t20 = *t19;
        double t21 = floor(t20);
        lo[1] = t21 + fabs(t20);
        double t22 = ceil(*t16);
        double t23 = *t19;
        hi[0] = t22 - fabs(t23);
        double t24 = ceil(*t19);
        double t25 = *t16;
        hi[1] = t24 - fabs(t25);
        printf("%g %g %g %g | ", lo[0], lo[1], hi[0], hi[1]);
    }
    floor2(f, a + 1);
    printf("%g %g\n", (double)f[0], (double)f[1]);
    return 0;
}
