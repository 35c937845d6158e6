/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Trees kept from vectorizing only by pointers that may overlap, vectorized behind a run-time
   check that they do not (versioning.rs): the block runs in two copies, the vector one when
   the accesses it reorders cannot meet (the distance between the objects, versioning.rs) and
   the original when they can. main calls each function on disjoint arrays, on the same array
   (which passes where every lane reads its own element before writing it), and on arrays
   overlapping by one element both ways, so both copies run and must give what the original
   gives. */
/* vcc-test: expect-slp 6 sse2=5 */
#include <stdio.h>

/* Three objects: two pairs to check. */
__attribute__((target("sse4.2"))) void add4(float *a, const float *b, const float *c) {
    float *t1 = a + 0;
    const float *t2 = b + 0;
    long t3 = (long)((unsigned long)(b + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(c + 1) - (unsigned long)t1);
    if (((t3 <= -12L) | (t3 >= 4L)) & ((t4 <= -12L) | (t4 >= 4L))) {
        __m128 t5 = _mm_loadu_ps(t2);
        __m128 t6 = _mm_loadu_ps(c + 0);
        __m128 t7 = _mm_add_ps(t5, t6);
        _mm_storeu_ps(t1, t7);
    } else {
        *t1 = *t2 + c[0];
        a[1] = b[1] + c[1];
        a[2] = b[2] + c[2];
        a[3] = b[3] + c[3];
    }
}

/* Values the copied code defines (`s0`, `s3`) are used after it, through the join. */
__attribute__((target("sse4.2"))) int scale4(int *out, const int *in, int k) {
    int t6;
    const int *t1 = in + 0;
    long t2 = (long)((unsigned long)(in + 1) - (unsigned long)(out + 0));
    if ((t2 <= -12L) | (t2 >= 4L)) {
        __m128i t3 = _mm_loadu_si128((const __m128i *)t1);
        __m128i t4 = _mm_set1_epi32((int)k);
        __m128i t5 = _mm_mullo_epi32(t3, t4);
        _mm_storeu_si128((__m128i *)(out + 0), t5);
        t6 = ((vcc_v4_int)t5)[0] + ((vcc_v4_int)t5)[3];
    } else {
        int s0 = *t1 * k;
        out[0] = s0;
        out[1] = in[1] * k;
        out[2] = in[2] * k;
        int s3 = in[3] * k;
        out[3] = s3;
        t6 = s0 + s3;
    }
    return t6;
}

/* In a loop body: the loop vectorizer versions the loop on `stride` == 1, and SLP takes
   the scalar loop's body. */
__attribute__((target("sse4.2"))) void rows(float *q, const float *p, long stride, int n) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)q;
    unsigned long t3 = (unsigned long)p;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(16L + (t1 - 1L) * 16L)) <= t3) | ((t3 + (unsigned long)(16L + (t1 - 1L) * 4L)) <= t2)) & (stride == 1L)) {
        long t4 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at runtime_check.c:35 vectorized: VF 4, UF 2, run-time check: `q` and `p` do not overlap, versioned on `stride` == 1, scalar epilogue */
        do {
            const float *t5 = p + i_vec * stride;
            const float *t6 = t5 + 0;
            __m128 r_v = _mm_loadu_ps(t6);
            __m128 t7 = _mm_mul_ps(r_v, _mm_set1_ps(2.0f));
            const float *t8 = t5 + 1;
            __m128 r_v_1 = _mm_loadu_ps(t8);
            __m128 t9 = _mm_sub_ps(t7, r_v_1);
            __m128 r_v_2 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_mul_ps(r_v_2, _mm_set1_ps(2.0f));
            __m128 r_v_3 = _mm_loadu_ps(t6);
            __m128 t11 = _mm_add_ps(t10, r_v_3);
            const float *t12 = t5 + 2;
            __m128 r_v_4 = _mm_loadu_ps(t12);
            __m128 t13 = _mm_mul_ps(r_v_4, _mm_set1_ps(2.0f));
            const float *t14 = t5 + 3;
            __m128 r_v_5 = _mm_loadu_ps(t14);
            __m128 t15 = _mm_sub_ps(t13, r_v_5);
            float *t16 = q + 4 * (int)i_vec + 3;
            __m128 r_v_6 = _mm_loadu_ps(t14);
            __m128 t17 = _mm_mul_ps(r_v_6, _mm_set1_ps(2.0f));
            __m128 r_v_7 = _mm_loadu_ps(t12);
            __m128 t18 = _mm_add_ps(t17, r_v_7);
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t11, 0, 4, 0, 0);
            __m128 t20 = (__m128)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t15, 0, 1, 4, 3);
            __m128 t21 = (__m128)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t18, 0, 1, 2, 4);
            _mm_storeu_ps(t16 + -3, t21);
            __m128 t22 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t11, 1, 5, 0, 0);
            __m128 t23 = (__m128)__builtin_shufflevector((vcc_v4_float)t22, (vcc_v4_float)t15, 0, 1, 5, 3);
            __m128 t24 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t18, 0, 1, 2, 5);
            _mm_storeu_ps(t16 + 1, t24);
            __m128 t25 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t11, 2, 6, 0, 0);
            __m128 t26 = (__m128)__builtin_shufflevector((vcc_v4_float)t25, (vcc_v4_float)t15, 0, 1, 6, 3);
            __m128 t27 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t18, 0, 1, 2, 6);
            _mm_storeu_ps(t16 + 5, t27);
            __m128 t28 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t11, 3, 7, 0, 0);
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t15, 0, 1, 7, 3);
            __m128 t30 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t18, 0, 1, 2, 7);
            _mm_storeu_ps(t16 + 9, t30);
            long t31 = i_vec + 4L;
            const float *t32 = p + t31 * stride;
            const float *t33 = t32 + 0;
            __m128 r_v_8 = _mm_loadu_ps(t33);
            __m128 t34 = _mm_mul_ps(r_v_8, _mm_set1_ps(2.0f));
            const float *t35 = t32 + 1;
            __m128 r_v_9 = _mm_loadu_ps(t35);
            __m128 t36 = _mm_sub_ps(t34, r_v_9);
            __m128 r_v_10 = _mm_loadu_ps(t35);
            __m128 t37 = _mm_mul_ps(r_v_10, _mm_set1_ps(2.0f));
            __m128 r_v_11 = _mm_loadu_ps(t33);
            __m128 t38 = _mm_add_ps(t37, r_v_11);
            const float *t39 = t32 + 2;
            __m128 r_v_12 = _mm_loadu_ps(t39);
            __m128 t40 = _mm_mul_ps(r_v_12, _mm_set1_ps(2.0f));
            const float *t41 = t32 + 3;
            __m128 r_v_13 = _mm_loadu_ps(t41);
            __m128 t42 = _mm_sub_ps(t40, r_v_13);
            float *t43 = q + 4 * (int)t31 + 3;
            __m128 r_v_14 = _mm_loadu_ps(t41);
            __m128 t44 = _mm_mul_ps(r_v_14, _mm_set1_ps(2.0f));
            __m128 r_v_15 = _mm_loadu_ps(t39);
            __m128 t45 = _mm_add_ps(t44, r_v_15);
            __m128 t46 = (__m128)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t38, 0, 4, 0, 0);
            __m128 t47 = (__m128)__builtin_shufflevector((vcc_v4_float)t46, (vcc_v4_float)t42, 0, 1, 4, 3);
            __m128 t48 = (__m128)__builtin_shufflevector((vcc_v4_float)t47, (vcc_v4_float)t45, 0, 1, 2, 4);
            _mm_storeu_ps(t43 + -3, t48);
            __m128 t49 = (__m128)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t38, 1, 5, 0, 0);
            __m128 t50 = (__m128)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t42, 0, 1, 5, 3);
            __m128 t51 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t45, 0, 1, 2, 5);
            _mm_storeu_ps(t43 + 1, t51);
            __m128 t52 = (__m128)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t38, 2, 6, 0, 0);
            __m128 t53 = (__m128)__builtin_shufflevector((vcc_v4_float)t52, (vcc_v4_float)t42, 0, 1, 6, 3);
            __m128 t54 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t45, 0, 1, 2, 6);
            _mm_storeu_ps(t43 + 5, t54);
            __m128 t55 = (__m128)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t38, 3, 7, 0, 0);
            __m128 t56 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t42, 0, 1, 7, 3);
            __m128 t57 = (__m128)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t45, 0, 1, 2, 7);
            _mm_storeu_ps(t43 + 9, t57);
            i_vec += 8L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        const float *r = p + (long)i * stride;
        float *w = q + 4 * i;
        float *t58 = w + 0;
        const float *t59 = r + 0;
        long t60 = (long)((unsigned long)(r + 1) - (unsigned long)t58);
        if ((t60 <= -12L) | (t60 >= 8L)) {
            __m128 t61 = _mm_loadu_ps(t59);
            __m128 t62 = _mm_mul_ps(t61, _mm_set1_ps(2.0f));
            __m128 t63 = _mm_loadu_ps(t59);
            __m128 t64 = _mm_shuffle_ps(t63, t63, 0xb1);
            __m128 t65 = _mm_addsub_ps(t62, t64);
            _mm_storeu_ps(t58, t65);
        } else {
            const float *t66 = r + 1;
            *t58 = *t59 * 2.0f - *t66;
            w[1] = *t66 * 2.0f + *t59;
            const float *t67 = r + 2;
            const float *t68 = r + 3;
            w[2] = *t67 * 2.0f - *t68;
            w[3] = *t68 * 2.0f + *t67;
        }
    }
}

typedef struct {
    int *data;
    int len;
} buf;

/* The address is loaded from memory before the tree: the check reads it. */
__attribute__((target("sse4.2"))) void fill(buf *dst, const int *src) {
    int *d = dst->data;
    int *t1 = d + 0;
    const int *t2 = src + 0;
    long t3 = (long)((unsigned long)t1 - (unsigned long)(src + 1));
    if ((t3 <= -4L) | (t3 >= 12L)) {
        __m128i t4 = _mm_loadu_si128((const __m128i *)t2);
        __m128i t5 = _mm_xor_si128(t4, _mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)t1, t5);
        dst->len = 4;
    } else {
        *t1 = *t2 ^ 5;
        d[1] = src[1] ^ 5;
        d[2] = src[2] ^ 5;
        d[3] = src[3] ^ 5;
        dst->len = 4;
    }
}

/* Two trees in one block, each behind its own check. */
__attribute__((target("sse4.2"))) void two(short *a, short *b, const short *c) {
    short *t1 = a + 0;
    const short *t2 = c + 0;
    long t3 = (long)((unsigned long)(c + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(c + 1) - (unsigned long)(b + 0));
    if (((t3 <= -14L) | (t3 >= 2L)) & ((t4 <= -14L) | (t4 >= 2L))) {
        __m128i t5 = _mm_loadu_si128((const __m128i *)t2);
        __m128i t6 = _mm_add_epi16(t5, _mm_setr_epi16(1, 2, 3, 4, 5, 6, 7, 8));
        _mm_storeu_si128((__m128i *)t1, t6);
        __m128i t7 = _mm_loadu_si128((const __m128i *)t2);
        __m128i t8 = _mm_sub_epi16(t7, _mm_setr_epi16(1, 2, 3, 4, 5, 6, 7, 8));
        _mm_storeu_si128((__m128i *)(b + 0), t8);
    } else {
        *t1 = (short)((int)*t2 + 1);
        const short *t9 = c + 1;
        a[1] = (short)((int)*t9 + 2);
        const short *t10 = c + 2;
        a[2] = (short)((int)*t10 + 3);
        const short *t11 = c + 3;
        a[3] = (short)((int)*t11 + 4);
        const short *t12 = c + 4;
        a[4] = (short)((int)*t12 + 5);
        const short *t13 = c + 5;
        a[5] = (short)((int)*t13 + 6);
        const short *t14 = c + 6;
        a[6] = (short)((int)*t14 + 7);
        const short *t15 = c + 7;
        a[7] = (short)((int)*t15 + 8);
        b[0] = (short)((int)*t2 - 1);
        b[1] = (short)((int)*t9 - 2);
        b[2] = (short)((int)*t10 - 3);
        b[3] = (short)((int)*t11 - 4);
        b[4] = (short)((int)*t12 - 5);
        b[5] = (short)((int)*t13 - 6);
        b[6] = (short)((int)*t14 - 7);
        b[7] = (short)((int)*t15 - 8);
    }
}

static void show_f(const char *what, const float *x, int n) {
    printf("%s", what);
    for (int i = 0; i < n; i++)
        printf(" %g", x[i]);
    printf("\n");
}

static void show_i(const char *what, const int *x, int n) {
    printf("%s", what);
    for (int i = 0; i < n; i++)
        printf(" %d", x[i]);
    printf("\n");
}

__attribute__((target("sse4.2"))) int main(void) {
    float f[12];
    int x[10];
    float d[64];
    int store[8];
    buf b;
    short s[24];
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at runtime_check.c:96 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t2 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(3));
        __m128i t3 = _mm_add_epi32(t2, _mm_set1_epi32(1));
        __m128 t4 = _mm_cvtepi32_ps(t3);
        _mm_storeu_ps(&f[i_vec], t4);
        i_vec += 4L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
    } while (i_vec < 12L);
    const float *t5 = f + 8;
    add4(f, f + 4, t5);
    const float *t6 = f;
    show_f("add4 apart", t6, 12);
    add4(f, t6, t5);
    show_f("add4 same", t6, 12);
    add4(f + 1, t6, t5);
    show_f("add4 ahead", t6, 12);
    add4(f, f + 1, f + 2);
    show_f("add4 behind", t6, 12);
    __m128i t7 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at runtime_check.c:108 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        __m128i t8 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(7));
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(20));
        _mm_storeu_si128((__m128i *)&x[i_vec_1], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        __m128i t11 = _mm_mullo_epi32(t10, _mm_set1_epi32(7));
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(20));
        _mm_storeu_si128((__m128i *)&x[i_vec_1 + 4L], t12);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(8));
    } while (i_vec_1 < 8L);
    for (int i = 8; i < 10; i++) {
        x[i] = i * 7 - 20;
    }
    const int *t13 = x;
    int r = scale4(x + 6, t13, 3);
    show_i("scale4 apart", t13, 10);
    int t14 = scale4(x + 1, t13, -2);
    show_i("scale4 ahead", t13, 10);
    int t15 = scale4(x, x + 1, 5);
    show_i("scale4 behind", t13, 10);
    printf("scale4 sums %d\n", r + t14 + t15);
    __m128i t16 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_2 = 0L;
    /* vcc: loop at runtime_check.c:119 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128 t17 = _mm_cvtepi32_ps((__m128i)i_v_2);
        __m128 t18 = _mm_mul_ps(t17, _mm_set1_ps(0.5f));
        __m128 t19 = _mm_sub_ps(t18, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&d[i_vec_2], t19);
        __m128i t20 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
        __m128 t21 = _mm_cvtepi32_ps(t20);
        __m128 t22 = _mm_mul_ps(t21, _mm_set1_ps(0.5f));
        __m128 t23 = _mm_sub_ps(t22, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&d[i_vec_2 + 4L], t23);
        __m128i t24 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
        __m128 t25 = _mm_cvtepi32_ps(t24);
        __m128 t26 = _mm_mul_ps(t25, _mm_set1_ps(0.5f));
        __m128 t27 = _mm_sub_ps(t26, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&d[i_vec_2 + 8L], t27);
        __m128i t28 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
        __m128 t29 = _mm_cvtepi32_ps(t28);
        __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.5f));
        __m128 t31 = _mm_sub_ps(t30, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&d[i_vec_2 + 12L], t31);
        i_vec_2 += 16L;
        i_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
    } while (i_vec_2 < 64L);
    const float *t32 = d;
    rows(d + 40, t32, 6L, 6);
    rows(d + 1, t32, 5L, 8);
    rows(d, d + 1, 5L, 8);
    rows(d + 2, t32, 1L, 8);
    for (int i_1 = 0; i_1 < 64; i_1++) {
        printf(" %g", (double)d[i_1]);
    }
    printf("\n");
    store[0] = 9;
    store[1] = 8;
    store[2] = 7;
    store[3] = 6;
    store[4] = 5;
    store[5] = 4;
    store[6] = 3;
    store[7] = 2;
    b.data = store;
    b.len = 0;
    fill(&b, store + 4);
    const int *t33 = store;
    show_i("fill apart", t33, 8);
    fill(&b, store + 1);
    show_i("fill behind", t33, 8);
    b.data = store + 2;
    fill(&b, t33);
    show_i("fill ahead", t33, 8);
    printf("len %d\n", b.len);
    __m128i t34 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t34, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_3 = 0L;
    /* vcc: loop at runtime_check.c:141 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        __m128i t35 = _mm_mullo_epi32((__m128i)i_v_3, _mm_set1_epi32(11));
        __m128i t36 = _mm_sub_epi32(t35, _mm_set1_epi32(100));
        vcc_v4_short t37 = __builtin_convertvector((vcc_v4_int)t36, vcc_v4_short);
        vcc_store(&s[i_vec_3], t37);
        __m128i t38 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
        __m128i t39 = _mm_mullo_epi32(t38, _mm_set1_epi32(11));
        __m128i t40 = _mm_sub_epi32(t39, _mm_set1_epi32(100));
        vcc_v4_short t41 = __builtin_convertvector((vcc_v4_int)t40, vcc_v4_short);
        vcc_store(&s[i_vec_3 + 4L], t41);
        i_vec_3 += 8L;
        i_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(8));
    } while (i_vec_3 < 24L);
    two(s, s + 8, s + 16);
    two(s + 9, s, s + 1);
    two(s + 3, s + 4, s + 2);
    for (int i_2 = 0; i_2 < 24; i_2++) {
        printf(" %d", (int)s[i_2]);
    }
    printf("\n");
    return 0;
}
