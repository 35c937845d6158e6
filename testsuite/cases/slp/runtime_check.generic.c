/* vcc: vector types and helpers */
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
void add4(float *a, const float *b, const float *c) {
    float *t1 = a + 0;
    const float *t2 = b + 0;
    long t3 = (long)((unsigned long)(b + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(c + 1) - (unsigned long)t1);
    if (((t3 <= -12L) | (t3 >= 4L)) & ((t4 <= -12L) | (t4 >= 4L))) {
        vcc_v4_float t5 = vcc_load(vcc_v4_float, t2);
        vcc_v4_float t6 = vcc_load(vcc_v4_float, c + 0);
        vcc_v4_float t7 = t5 + t6;
        vcc_store(t1, t7);
    } else {
        *t1 = *t2 + c[0];
        a[1] = b[1] + c[1];
        a[2] = b[2] + c[2];
        a[3] = b[3] + c[3];
    }
}

/* Values the copied code defines (`s0`, `s3`) are used after it, through the join. */
int scale4(int *out, const int *in, int k) {
    int t6;
    const int *t1 = in + 0;
    long t2 = (long)((unsigned long)(in + 1) - (unsigned long)(out + 0));
    if ((t2 <= -12L) | (t2 >= 4L)) {
        vcc_v4_int t3 = vcc_load(vcc_v4_int, t1);
        vcc_v4_int t4 = (vcc_v4_int){k, k, k, k};
        vcc_v4_int t5 = t3 * t4;
        vcc_store(out + 0, t5);
        t6 = t5[0] + t5[3];
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
void rows(float *q, const float *p, long stride, int n) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)q;
    unsigned long t3 = (unsigned long)p;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(16L + (t1 - 1L) * 16L)) <= t3) | ((t3 + (unsigned long)(16L + (t1 - 1L) * 4L)) <= t2)) & (stride == 1L)) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_check.c:35 vectorized: VF 8, UF 2, run-time check: `q` and `p` do not overlap, versioned on `stride` == 1, scalar epilogue */
        do {
            const float *t5 = p + i_vec * stride;
            const float *t6 = t5 + 0;
            vcc_v8_float r_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t7 = r_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            const float *t8 = t5 + 1;
            vcc_v8_float r_v_1 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t9 = t7 - r_v_1;
            vcc_v8_float r_v_2 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = r_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float r_v_3 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t11 = t10 + r_v_3;
            const float *t12 = t5 + 2;
            vcc_v8_float r_v_4 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t13 = r_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            const float *t14 = t5 + 3;
            vcc_v8_float r_v_5 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t15 = t13 - r_v_5;
            float *t16 = q + 4 * (int)i_vec + 3;
            vcc_v8_float r_v_6 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t17 = r_v_6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float r_v_7 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t18 = t17 + r_v_7;
            vcc_v8_float t19 = __builtin_shufflevector(t9, t11, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t20 = __builtin_shufflevector(t19, t15, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t21 = __builtin_shufflevector(t20, t18, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t16 + -3, t21);
            vcc_v8_float t22 = __builtin_shufflevector(t9, t11, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t23 = __builtin_shufflevector(t22, t15, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t24 = __builtin_shufflevector(t23, t18, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t16 + 5, t24);
            vcc_v8_float t25 = __builtin_shufflevector(t9, t11, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t26 = __builtin_shufflevector(t25, t15, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t27 = __builtin_shufflevector(t26, t18, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t16 + 13, t27);
            vcc_v8_float t28 = __builtin_shufflevector(t9, t11, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t29 = __builtin_shufflevector(t28, t15, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t30 = __builtin_shufflevector(t29, t18, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t16 + 21, t30);
            long t31 = i_vec + 8L;
            const float *t32 = p + t31 * stride;
            const float *t33 = t32 + 0;
            vcc_v8_float r_v_8 = vcc_load(vcc_v8_float, t33);
            vcc_v8_float t34 = r_v_8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            const float *t35 = t32 + 1;
            vcc_v8_float r_v_9 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t36 = t34 - r_v_9;
            vcc_v8_float r_v_10 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t37 = r_v_10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float r_v_11 = vcc_load(vcc_v8_float, t33);
            vcc_v8_float t38 = t37 + r_v_11;
            const float *t39 = t32 + 2;
            vcc_v8_float r_v_12 = vcc_load(vcc_v8_float, t39);
            vcc_v8_float t40 = r_v_12 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            const float *t41 = t32 + 3;
            vcc_v8_float r_v_13 = vcc_load(vcc_v8_float, t41);
            vcc_v8_float t42 = t40 - r_v_13;
            float *t43 = q + 4 * (int)t31 + 3;
            vcc_v8_float r_v_14 = vcc_load(vcc_v8_float, t41);
            vcc_v8_float t44 = r_v_14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float r_v_15 = vcc_load(vcc_v8_float, t39);
            vcc_v8_float t45 = t44 + r_v_15;
            vcc_v8_float t46 = __builtin_shufflevector(t36, t38, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t47 = __builtin_shufflevector(t46, t42, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t48 = __builtin_shufflevector(t47, t45, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t43 + -3, t48);
            vcc_v8_float t49 = __builtin_shufflevector(t36, t38, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t50 = __builtin_shufflevector(t49, t42, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t51 = __builtin_shufflevector(t50, t45, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t43 + 5, t51);
            vcc_v8_float t52 = __builtin_shufflevector(t36, t38, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t53 = __builtin_shufflevector(t52, t42, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t54 = __builtin_shufflevector(t53, t45, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t43 + 13, t54);
            vcc_v8_float t55 = __builtin_shufflevector(t36, t38, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t56 = __builtin_shufflevector(t55, t42, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t57 = __builtin_shufflevector(t56, t45, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t43 + 21, t57);
            i_vec += 16L;
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
            vcc_v4_float t61 = vcc_load(vcc_v4_float, t59);
            vcc_v4_float t62 = t61 * (vcc_v4_float){2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v4_float t63 = vcc_load(vcc_v4_float, t59);
            vcc_v4_float t64 = __builtin_shufflevector(t63, t63, 1, 0, 3, 2);
            vcc_v4_float t65 = __builtin_shufflevector(t62 - t64, t62 + t64, 0, 5, 2, 7);
            vcc_store(t58, t65);
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
void fill(buf *dst, const int *src) {
    int *d = dst->data;
    int *t1 = d + 0;
    const int *t2 = src + 0;
    long t3 = (long)((unsigned long)t1 - (unsigned long)(src + 1));
    if ((t3 <= -4L) | (t3 >= 12L)) {
        vcc_v4_int t4 = vcc_load(vcc_v4_int, t2);
        vcc_v4_int t5 = t4 ^ (vcc_v4_int){5, 5, 5, 5};
        vcc_store(t1, t5);
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
void two(short *a, short *b, const short *c) {
    short *t1 = a + 0;
    const short *t2 = c + 0;
    long t3 = (long)((unsigned long)(c + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(c + 1) - (unsigned long)(b + 0));
    if (((t3 <= -14L) | (t3 >= 2L)) & ((t4 <= -14L) | (t4 >= 2L))) {
        vcc_v8_short t5 = vcc_load(vcc_v8_short, t2);
        vcc_v8_ushort t6 = (vcc_v8_ushort)t5;
        vcc_v8_ushort t7 = t6 + (vcc_v8_ushort){(unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7, (unsigned short)8};
        vcc_v8_short t8 = (vcc_v8_short)t7;
        vcc_store(t1, t8);
        vcc_v8_short t9 = vcc_load(vcc_v8_short, t2);
        vcc_v8_ushort t10 = (vcc_v8_ushort)t9;
        vcc_v8_ushort t11 = t10 - (vcc_v8_ushort){(unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7, (unsigned short)8};
        vcc_v8_short t12 = (vcc_v8_short)t11;
        vcc_store(b + 0, t12);
    } else {
        *t1 = (short)((int)*t2 + 1);
        const short *t13 = c + 1;
        a[1] = (short)((int)*t13 + 2);
        const short *t14 = c + 2;
        a[2] = (short)((int)*t14 + 3);
        const short *t15 = c + 3;
        a[3] = (short)((int)*t15 + 4);
        const short *t16 = c + 4;
        a[4] = (short)((int)*t16 + 5);
        const short *t17 = c + 5;
        a[5] = (short)((int)*t17 + 6);
        const short *t18 = c + 6;
        a[6] = (short)((int)*t18 + 7);
        const short *t19 = c + 7;
        a[7] = (short)((int)*t19 + 8);
        b[0] = (short)((int)*t2 - 1);
        b[1] = (short)((int)*t13 - 2);
        b[2] = (short)((int)*t14 - 3);
        b[3] = (short)((int)*t15 - 4);
        b[4] = (short)((int)*t16 - 5);
        b[5] = (short)((int)*t17 - 6);
        b[6] = (short)((int)*t18 - 7);
        b[7] = (short)((int)*t19 - 8);
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

int main(void) {
    float f[12];
    int x[10];
    float d[64];
    int store[8];
    buf b;
    short s[24];
    vcc_v4_int t1 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t2 = (vcc_v4_uint)t1;
    vcc_v4_uint i_v = t2 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    long i_vec = 0L;
    /* vcc: loop at runtime_check.c:96 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_int i_v_4 = (vcc_v4_int)i_v;
        vcc_v4_int t3 = i_v_4 * (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_int t4 = t3 + (vcc_v4_int){1, 1, 1, 1};
        vcc_v4_float t5 = __builtin_convertvector(t4, vcc_v4_float);
        vcc_store(&f[i_vec], t5);
        i_vec += 4L;
        i_v = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
    } while (i_vec < 12L);
    const float *t6 = f + 8;
    add4(f, f + 4, t6);
    const float *t7 = f;
    show_f("add4 apart", t7, 12);
    add4(f, t7, t6);
    show_f("add4 same", t7, 12);
    add4(f + 1, t7, t6);
    show_f("add4 ahead", t7, 12);
    add4(f, f + 1, f + 2);
    show_f("add4 behind", t7, 12);
    vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint i_v_1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at runtime_check.c:108 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_5 = (vcc_v8_int)i_v_1;
        vcc_v8_int t10 = i_v_5 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t11 = t10 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_store(&x[i_vec_1], t11);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 8; i < 10; i++) {
        x[i] = i * 7 - 20;
    }
    const int *t12 = x;
    int r = scale4(x + 6, t12, 3);
    show_i("scale4 apart", t12, 10);
    int t13 = scale4(x + 1, t12, -2);
    show_i("scale4 ahead", t12, 10);
    int t14 = scale4(x, x + 1, 5);
    show_i("scale4 behind", t12, 10);
    printf("scale4 sums %d\n", r + t13 + t14);
    vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t16 = (vcc_v8_uint)t15;
    vcc_v8_uint i_v_2 = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_2 = 0L;
    /* vcc: loop at runtime_check.c:119 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_2;
        vcc_v8_float t17 = __builtin_convertvector(i_v_6, vcc_v8_float);
        vcc_v8_float t18 = t17 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_v8_float t19 = t18 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&d[i_vec_2], t19);
        vcc_v8_uint t20 = i_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_7 = (vcc_v8_int)t20;
        vcc_v8_float t21 = __builtin_convertvector(i_v_7, vcc_v8_float);
        vcc_v8_float t22 = t21 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_v8_float t23 = t22 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&d[i_vec_2 + 8L], t23);
        vcc_v8_uint t24 = i_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_8 = (vcc_v8_int)t24;
        vcc_v8_float t25 = __builtin_convertvector(i_v_8, vcc_v8_float);
        vcc_v8_float t26 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_v8_float t27 = t26 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&d[i_vec_2 + 16L], t27);
        vcc_v8_uint t28 = i_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_9 = (vcc_v8_int)t28;
        vcc_v8_float t29 = __builtin_convertvector(i_v_9, vcc_v8_float);
        vcc_v8_float t30 = t29 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_v8_float t31 = t30 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&d[i_vec_2 + 24L], t31);
        i_vec_2 += 32L;
        i_v_2 = i_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
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
    vcc_v8_int t34 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t35 = (vcc_v8_uint)t34;
    vcc_v8_uint i_v_3 = t35 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_3 = 0L;
    /* vcc: loop at runtime_check.c:141 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_10 = (vcc_v8_int)i_v_3;
        vcc_v8_int t36 = i_v_10 * (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_v8_int t37 = t36 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_short t38 = __builtin_convertvector(t37, vcc_v8_short);
        vcc_store(&s[i_vec_3], t38);
        i_vec_3 += 8L;
        i_v_3 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
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
