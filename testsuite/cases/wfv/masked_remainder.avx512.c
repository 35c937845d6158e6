/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_shift(float *out, const float *in, float bias, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask);
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_shift(float *out, const float *in, float bias, int i) {
    vcc_no_contract_body
    long t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    t1 = (long)i;
    t2 = _mm512_loadu_ps(in + t1);
    t3 = _mm512_set1_ps(0.5f);
    t4 = _mm512_mul_ps(t2, t3);
    t5 = _mm512_set1_ps(bias);
    t6 = _mm512_add_ps(t4, t5);
    _mm512_storeu_ps(out + t1, t6);
    t7 = _mm512_mul_ps(t6, t6);
    return t7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i) {
    vcc_no_contract_body
    long t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    t1 = (long)i;
    t2 = _mm256_loadu_ps(in + t1);
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_mul_ps(t2, t3);
    t5 = _mm256_set1_ps(bias);
    t6 = _mm256_add_ps(t4, t5);
    _mm256_storeu_ps(out + t1, t6);
    t7 = _mm256_mul_ps(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    t1 = _mm512_set1_epi32((int)k);
    t2 = _mm512_mullo_epi32(x, t1);
    t3 = _mm512_set1_epi32((int)2);
    t4 = _mm512_srav_epi32(x, t3);
    t5 = _mm512_add_epi32(t2, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_epi32((int)k);
    t3 = x;
    t4 = t2;
    t5 = _mm512_mullo_epi32(t3, t4);
    t6 = t5;
    t7 = _mm512_set1_epi32((int)2);
    t8 = _mm512_srav_epi32(x, t7);
    t9 = t6;
    t10 = t8;
    t11 = _mm512_add_epi32(t9, t10);
    t12 = t11;
    t13 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t12);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    t1 = _mm256_set1_epi32((int)k);
    t2 = _mm256_mullo_epi32(x, t1);
    t3 = _mm256_set1_epi32((int)2);
    t4 = _mm256_srav_epi32(x, t3);
    t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)k);
    t3 = x;
    t4 = t2;
    t5 = _mm256_mullo_epi32(t3, t4);
    t6 = t5;
    t7 = _mm256_set1_epi32((int)2);
    t8 = _mm256_srav_epi32(x, t7);
    t9 = t6;
    t10 = t8;
    t11 = _mm256_add_epi32(t9, t10);
    t12 = t11;
    t13 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t1), (__m256i)(vcc_v8_int){0}, t12);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    int t6;
    long t7;
    __m512i t8;
    __mmask16 t9;
    int t10;
    float *t11;
    int i;
    long t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    long t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = sq + t4;
            t12 = (long)t4;
            t13 = _mm512_loadu_ps(in + t12);
            t14 = _mm512_set1_ps(0.5f);
            t15 = _mm512_mul_ps(t13, t14);
            t16 = _mm512_set1_ps(bias);
            t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(out + t12, t17);
            t18 = _mm512_mul_ps(t17, t17);
            _mm512_storeu_ps(t5, t18);
            t1 += 16L;
            if (t1 >= t3) {
                t6 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t6 = 0;
    }
    t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        t8 = _mm512_set1_epi32((int)(int)t7);
        t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        t10 = (int)((long)t6 + 0L);
        t11 = sq + t10;
        t19 = (long)t10;
        t20 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)in + (unsigned long)t19 * 4UL));
        t21 = _mm512_set1_ps(0.5f);
        t22 = _mm512_mul_ps(t20, t21);
        t23 = _mm512_set1_ps(bias);
        t24 = _mm512_add_ps(t22, t23);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t19 * 4UL), t9, t24);
        t25 = _mm512_mul_ps(t24, t24);
        t26 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t25);
        _mm512_mask_storeu_ps(t11, t9, t26);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(int *y, const int *x, int n, int k) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    int *t11;
    __m512i t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    __m512i t17;
    __mmask16 t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    long t23;
    int *t24;
    __m512i t25;
    int i;
    long t26;
    int t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t9 = t1;
            t10 = (long)(int)(0L + t2);
            t11 = y + t10;
            t12 = _mm512_loadu_si512(x + t10);
            t29 = _mm512_set1_epi32((int)k);
            t30 = _mm512_mullo_epi32(t12, t29);
            t31 = _mm512_set1_epi32((int)2);
            t32 = _mm512_srav_epi32(t12, t31);
            t33 = _mm512_add_epi32(t30, t32);
            t28 = _mm512_sub_epi32(t33, t9);
            _mm512_storeu_si512(t11, t28);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t6) {
                t13 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)y;
    t16 = (unsigned long)x;
    if ((t14 >= 1L) & (t14 <= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = _mm512_set1_epi32((int)(int)t14);
        t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        t19 = _mm512_set1_epi32((int)t13);
        t20 = t19;
        t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t22 = t21;
        t23 = (long)(int)((long)t13 + 0L);
        t24 = y + t23;
        t25 = _mm512_maskz_loadu_epi32(t18, x + t23);
        t38 = _mm512_set1_epi32((int)k);
        t39 = t25;
        t40 = t38;
        t41 = _mm512_mullo_epi32(t39, t40);
        t42 = t41;
        t43 = _mm512_set1_epi32((int)2);
        t44 = _mm512_srav_epi32(t25, t43);
        t45 = t42;
        t46 = t44;
        t47 = _mm512_add_epi32(t45, t46);
        t48 = t47;
        t49 = _mm512_mask_blend_epi32(t18, (__m512i)(vcc_v16_int){0}, t48);
        t34 = t49;
        t35 = t22;
        t36 = _mm512_sub_epi32(t34, t35);
        t37 = t36;
        _mm512_mask_storeu_epi32(t24, t18, t37);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = x[t26];
        y[t26] = (_mm256_zeroupper(), scale(t27, k)) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void run(int n) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    long t4;
    unsigned long t5;
    void *t6;
    float *in;
    float *sq;
    int t7;
    unsigned long t8;
    float *out;
    void *t9;
    int *x;
    int *y;
    long t10;
    unsigned long t11;
    unsigned long t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    int i;
    long t25;
    long t26;
    long t27;
    int t28;
    long t29;
    long t30;
    int t31;
    long t32;
    __m256i t33;
    __m256i t34;
    long t35;
    int i_1;
    unsigned long long h;
    unsigned long t36;
    unsigned long long h_1;
    int t37;
    float t38;
    t5 = (unsigned long)(n + 1) * 4UL;
    t6 = malloc(t5);
    in = (float *)t6;
    sq = (float *)malloc(t5);
    t7 = n + 32;
    t8 = (unsigned long)t7 * 4UL;
    out = (float *)malloc(t8);
    t9 = malloc(t5);
    x = (int *)t9;
    y = (int *)malloc(t5);
    t10 = (long)n;
    t11 = (unsigned long)t6;
    t12 = (unsigned long)t9;
    if ((t10 >= 8L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)0L)))) {
        t13 = t10 & -8L;
        t14 = _mm256_set1_epi32((int)0);
        t15 = t14;
        t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t16 = t1;
            t17 = (long)(int)((long)0 + t2);
            t18 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)7));
            t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)13));
            t20 = _mm256_cvtepi32_ps(t19);
            t21 = _mm256_sub_ps(t20, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t17, t21);
            t22 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)37));
            t23 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t17), t24);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t13);
        i = (int)((long)0 + t13);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        in[t25] = (float)(i * 7 % 13) - 4.5f;
        x[t25] = i * 37 % 101 - 50;
    }
    t26 = (long)n + 32L;
    if (t26 >= 32L) {
        t27 = t26 & -32L;
        t3 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)0 + t3), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t3 + 8L)), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t3 + 16L)), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t3 + 24L)), _mm256_set1_ps(-1.0f));
            t3 += 32L;
        } while (t3 < t27);
        t28 = (int)((long)0 + t27);
    } else {
        t28 = 0;
    }
    t29 = (long)n + (long)t28 * -1L + 32L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t4 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t28 + t4), _mm256_set1_ps(-1.0f));
            t4 += 8L;
        } while (t4 < t30);
        t31 = (int)((long)t28 + t30);
    } else {
        t31 = t28;
    }
    t32 = (long)n + (long)t31 * -1L + 32L;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        t33 = _mm256_set1_epi32((int)(int)t32);
        t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t35 = 0L;
        _mm256_mask_storeu_ps(out + (int)((long)t31 + t35), _mm256_movepi32_mask(t34), _mm256_set1_ps(-1.0f));
        i_1 = (int)((long)t31 + t32);
    } else {
        i_1 = t31;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    (_mm256_zeroupper(), shift_all(out, sq, in, n, 0.25f));
    (_mm256_zeroupper(), scale_all(y, x, n, 3));
    h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t8));
    t36 = (unsigned long)n * 4UL;
    h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t36)), (const void *)y, t36));
    if (n) {
        t37 = y[n - 1];
    } else {
        t37 = 0;
    }
    if (n) {
        t38 = sq[n - 1];
    } else {
        t38 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t38, t37);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
