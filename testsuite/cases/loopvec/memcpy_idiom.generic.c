/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 4 */
/* Copy loops become one call of memcpy (midend idiom.rs) where the two objects are distinct;
   the others stay loops (and are vectorized where they can be). Globals of this file that
   vector code reads or writes are realigned for it (emit align.rs). */
#include "harness.h"

#define M 1100
static double gd[M];
double hd[M];
static short gs[M];
short hs[M];
static float initialized[M] = {1.0f};

/* memcpy: two distinct globals, offsets on both sides. */
void copy_globals(int n) {
    long t1 = (long)n;
    void *t2 = (void *)((unsigned char *)&gd + 24);
    void *t3 = (void *)((unsigned char *)&hd + 8);
    unsigned long t4 = (unsigned long)(t1 * 8L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: restrict pointers, a count that may be zero or negative, a start that is a parameter. */
void copy_restrict(int lo, int hi, short *restrict dst, const short *restrict src) {
    long t1 = (long)lo * -1L + (long)hi;
    void *t2 = (void *)((unsigned char *)dst + (long)lo * 2L);
    void *t3 = (void *)((unsigned char *)src + (long)lo * 2L);
    unsigned long t4 = (unsigned long)(t1 * 2L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: bytes, counted with an unsigned index. */
void copy_bytes(unsigned n, unsigned char *restrict dst, const unsigned char *restrict src) {
    long t1 = (long)n;
    void *t2 = (void *)(dst + 0);
    void *t3 = (void *)((unsigned char *)src + 0);
    unsigned long t4 = (unsigned long)(t1 * 1L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: a static array with an initializer into a local array, then summed. */
float copy_to_local(int n) {
    float tmp[1100];
    long t1 = (long)n;
    void *t2 = (void *)((unsigned char *)&tmp + 0);
    void *t3 = (void *)((unsigned char *)&initialized + 0);
    unsigned long t4 = (unsigned long)(t1 * 4L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += tmp[i] * (float)(i & 3);
    }
    return s;
}

/* A loop: one array shifted down onto itself (the objects are not distinct). */
void shift_down(int n, int *a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + ((int)i_vec + 1));
            vcc_store(a + i_vec, a_v);
            long t3 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((int)t3 + 1));
            vcc_store(a + t3, a_v_1);
            long t4 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((int)t4 + 1));
            vcc_store(a + t4, a_v_2);
            long t5 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + ((int)t5 + 1));
            vcc_store(a + t5, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((int)t9 + 1));
            vcc_store(a + t9, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    while (i < n) {
        int t10 = i + 1;
        a[i] = a[t10];
        i = t10;
    }
}

/* A loop: the pointers may alias (no restrict). */
void copy_may_alias(int n, short *dst, const short *src) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 64L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 16, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short src_v = vcc_load(vcc_v16_short, src + i_vec);
            vcc_store(dst + i_vec, src_v);
            long t6 = i_vec + 16L;
            vcc_v16_short src_v_1 = vcc_load(vcc_v16_short, src + t6);
            vcc_store(dst + t6, src_v_1);
            long t7 = i_vec + 32L;
            vcc_v16_short src_v_2 = vcc_load(vcc_v16_short, src + t7);
            vcc_store(dst + t7, src_v_2);
            long t8 = i_vec + 48L;
            vcc_v16_short src_v_3 = vcc_load(vcc_v16_short, src + t8);
            vcc_store(dst + t8, src_v_3);
            i_vec += 64L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)dst;
    unsigned long t12 = (unsigned long)src;
    long t13 = (long)((unsigned long)dst + (unsigned long)((long)t9 * 2L) - ((unsigned long)src + (unsigned long)((long)t9 * 2L)));
    if ((t10 >= 16L) & (((t11 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t12 + (unsigned long)((long)t9 * 2L))) | ((t12 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t9 * 2L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            vcc_v16_short src_v_4 = vcc_load(vcc_v16_short, src + t15);
            vcc_store(dst + t15, src_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t9 + t14);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        dst[t16] = src[t16];
    }
}

/* A loop: the copy converts. */
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_float src_v = vcc_load(vcc_v4_float, src + i_vec);
            vcc_v4_double t3 = __builtin_convertvector(src_v, vcc_v4_double);
            vcc_store(dst + i_vec, t3);
            long t4 = i_vec + 4L;
            vcc_v4_float src_v_1 = vcc_load(vcc_v4_float, src + t4);
            vcc_v4_double t5 = __builtin_convertvector(src_v_1, vcc_v4_double);
            vcc_store(dst + t4, t5);
            long t6 = i_vec + 8L;
            vcc_v4_float src_v_2 = vcc_load(vcc_v4_float, src + t6);
            vcc_v4_double t7 = __builtin_convertvector(src_v_2, vcc_v4_double);
            vcc_store(dst + t6, t7);
            long t8 = i_vec + 12L;
            vcc_v4_float src_v_3 = vcc_load(vcc_v4_float, src + t8);
            vcc_v4_double t9 = __builtin_convertvector(src_v_3, vcc_v4_double);
            vcc_store(dst + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v4_float src_v_4 = vcc_load(vcc_v4_float, src + t13);
            vcc_v4_double t14 = __builtin_convertvector(src_v_4, vcc_v4_double);
            vcc_store(dst + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        dst[t15] = (double)src[t15];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            short *t3 = dst + 2 * (int)i_vec;
            vcc_v16_short src_v = vcc_load(vcc_v16_short, src + i_vec);
            *t3 = src_v[0];
            t3[2] = src_v[1];
            t3[4] = src_v[2];
            t3[6] = src_v[3];
            t3[8] = src_v[4];
            t3[10] = src_v[5];
            t3[12] = src_v[6];
            t3[14] = src_v[7];
            t3[16] = src_v[8];
            t3[18] = src_v[9];
            t3[20] = src_v[10];
            t3[22] = src_v[11];
            t3[24] = src_v[12];
            t3[26] = src_v[13];
            t3[28] = src_v[14];
            t3[30] = src_v[15];
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        dst[2 * i] = src[i];
    }
}

static __typeof__(gd) gd __attribute__((aligned(32)));
extern __typeof__(hd) hd __attribute__((aligned(32)));
int main(void) {
    float s;
    int n;
    int t3;
    int t90;
    int i;
    int t120;
    int i_1;
    int t128;
    int t139;
    int i_2;
    int t150;
    int i_3;
    int t169;
    int i_4;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        vcc_v4_int t4 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_int t6 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_int t7 = t6 + (vcc_v4_int){0, 1, 2, 3};
        vcc_m4 t8 = (vcc_m4)(t7 > (vcc_v4_int){10, 10, 10, 10});
        vcc_v4_uint t9 = vcc_select(vcc_v4_int, (vcc_v4_int)t8, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t10 = (vcc_v4_uint)t7;
        vcc_v4_uint t11 = t10 - t9;
        vcc_v4_int t1 = (vcc_v4_int)t11;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 4, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            vcc_v4_int i_v_9 = (vcc_v4_int)i_v;
            vcc_store(&gd[i_vec], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t12 = __builtin_convertvector(i_v_9, vcc_v4_double);
            vcc_v4_double t13 = t12 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[i_vec], t13);
            vcc_v4_int t14 = i_v_9 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t15 = __builtin_convertvector(t14, vcc_v4_short);
            vcc_store(&gs[i_vec], t15);
            vcc_store(&hs[i_vec], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_float t16 = __builtin_convertvector(t1, vcc_v4_float);
            vcc_v4_float t17 = t16 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[i_vec], t17);
            long t18 = i_vec + 4L;
            vcc_v4_uint t19 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_10 = (vcc_v4_int)t19;
            vcc_store(&gd[t18], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t20 = __builtin_convertvector(i_v_10, vcc_v4_double);
            vcc_v4_double t21 = t20 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t18], t21);
            vcc_v4_int t22 = i_v_10 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t23 = __builtin_convertvector(t22, vcc_v4_short);
            vcc_store(&gs[t18], t23);
            vcc_store(&hs[t18], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t24 = t1 + (vcc_v4_int){4, 4, 4, 4};
            vcc_m4 t25 = (vcc_m4)(t24 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t26 = vcc_select(vcc_v4_int, (vcc_v4_int)t25, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t27 = (vcc_v4_uint)t24;
            vcc_v4_uint t28 = t27 - t26;
            vcc_v4_int t29 = (vcc_v4_int)t28;
            vcc_v4_float t30 = __builtin_convertvector(t29, vcc_v4_float);
            vcc_v4_float t31 = t30 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t18], t31);
            long t32 = i_vec + 8L;
            vcc_v4_uint t33 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_11 = (vcc_v4_int)t33;
            vcc_store(&gd[t32], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t34 = __builtin_convertvector(i_v_11, vcc_v4_double);
            vcc_v4_double t35 = t34 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t32], t35);
            vcc_v4_int t36 = i_v_11 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t37 = __builtin_convertvector(t36, vcc_v4_short);
            vcc_store(&gs[t32], t37);
            vcc_store(&hs[t32], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t38 = t1 + (vcc_v4_int){8, 8, 8, 8};
            vcc_m4 t39 = (vcc_m4)(t38 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t40 = vcc_select(vcc_v4_int, (vcc_v4_int)t39, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t41 = (vcc_v4_uint)t38;
            vcc_v4_uint t42 = t41 - t40;
            vcc_v4_int t43 = (vcc_v4_int)t42;
            vcc_v4_float t44 = __builtin_convertvector(t43, vcc_v4_float);
            vcc_v4_float t45 = t44 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t32], t45);
            long t46 = i_vec + 12L;
            vcc_v4_uint t47 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_12 = (vcc_v4_int)t47;
            vcc_store(&gd[t46], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t48 = __builtin_convertvector(i_v_12, vcc_v4_double);
            vcc_v4_double t49 = t48 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t46], t49);
            vcc_v4_int t50 = i_v_12 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t51 = __builtin_convertvector(t50, vcc_v4_short);
            vcc_store(&gs[t46], t51);
            vcc_store(&hs[t46], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t52 = t1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_m4 t53 = (vcc_m4)(t52 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t54 = vcc_select(vcc_v4_int, (vcc_v4_int)t53, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t55 = (vcc_v4_uint)t52;
            vcc_v4_uint t56 = t55 - t54;
            vcc_v4_int t57 = (vcc_v4_int)t56;
            vcc_v4_float t58 = __builtin_convertvector(t57, vcc_v4_float);
            vcc_v4_float t59 = t58 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t46], t59);
            i_vec += 16L;
            vcc_v4_uint t60 = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
            vcc_v4_int t61 = t1 + (vcc_v4_int){5, 5, 5, 5};
            vcc_m4 t62 = (vcc_m4)(t61 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t63 = vcc_select(vcc_v4_int, (vcc_v4_int)t62, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t64 = (vcc_v4_uint)t61;
            vcc_v4_uint t65 = t64 - t63;
            vcc_v4_int t66 = (vcc_v4_int)t65;
            if (i_vec >= 1088L) {
                break;
            }
            i_v = t60;
            t1 = t66;
        }
        vcc_v4_int t67 = (vcc_v4_int){1088, 1088, 1088, 1088};
        vcc_v4_uint t68 = (vcc_v4_uint)t67;
        vcc_v4_uint i_v_1 = t68 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_int t69 = (vcc_v4_int){10, 10, 10, 10};
        vcc_v4_int t70 = t69 + (vcc_v4_int){0, 1, 2, 3};
        vcc_m4 t71 = (vcc_m4)(t70 > (vcc_v4_int){10, 10, 10, 10});
        vcc_v4_uint t72 = vcc_select(vcc_v4_int, (vcc_v4_int)t71, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t73 = (vcc_v4_uint)t70;
        vcc_v4_uint t74 = t73 - t72;
        vcc_v4_int t2 = (vcc_v4_int)t74;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t75 = 1088L + i_vec_1;
            vcc_v4_int i_v_13 = (vcc_v4_int)i_v_1;
            vcc_store(&gd[t75], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t76 = __builtin_convertvector(i_v_13, vcc_v4_double);
            vcc_v4_double t77 = t76 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t75], t77);
            vcc_v4_int t78 = i_v_13 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t79 = __builtin_convertvector(t78, vcc_v4_short);
            vcc_store(&gs[t75], t79);
            vcc_store(&hs[t75], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_float t80 = __builtin_convertvector(t2, vcc_v4_float);
            vcc_v4_float t81 = t80 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t75], t81);
            i_vec_1 += 4L;
            vcc_v4_uint t82 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t83 = t2 + (vcc_v4_int){4, 4, 4, 4};
            vcc_m4 t84 = (vcc_m4)(t83 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t85 = vcc_select(vcc_v4_int, (vcc_v4_int)t84, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t86 = (vcc_v4_uint)t83;
            vcc_v4_uint t87 = t86 - t85;
            vcc_v4_int t88 = (vcc_v4_int)t87;
            if (i_vec_1 >= 12L) {
                break;
            }
            i_v_1 = t82;
            t2 = t88;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t89 = gs;
        if (lo < 0) {
            t90 = 0;
        } else {
            t90 = lo;
        }
        copy_restrict(t90, n, hs, t89);
        copy_restrict(n, lo, hs, t89);
        const void *t91 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t91, 2200UL);
        void *t92 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t92;
        void *t93 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t93;
        long t94 = (long)n;
        unsigned long t95 = (unsigned long)t92;
        unsigned long t96 = (unsigned long)t93;
        long t97 = (long)((unsigned long)t92 - (unsigned long)t93);
        if ((t94 >= 32L) & (((t95 + (unsigned long)(1L + (t94 - 1L) * 1L)) <= t96) | ((t96 + (unsigned long)(1L + (t94 - 1L) * 1L)) <= t95) | ((t97 <= 0L) | (t97 >= 32L)))) {
            long t98 = t94 & -32L;
            vcc_v32_int t99 = vcc_splat(vcc_v32_int, 0);
            vcc_v32_uint t100 = (vcc_v32_uint)t99;
            vcc_v32_uint i_v_2 = t100 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 32, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                vcc_v32_int i_v_14 = (vcc_v32_int)i_v_2;
                vcc_v32_int t101 = i_v_14 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                vcc_v32_uchar t102 = __builtin_convertvector(__builtin_convertvector(t101, vcc_v32_short), vcc_v32_uchar);
                vcc_store(bs + i_vec_2, t102);
                vcc_store(bd + i_vec_2, ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                i_vec_2 += 32L;
                vcc_v32_uint t103 = i_v_2 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_2 >= t98) {
                    break;
                }
                i_v_2 = t103;
            }
            i = (int)t98;
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            long t104 = (long)i;
            bs[t104] = (unsigned char)(i * 13);
            bd[t104] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t105 = (unsigned long)n;
        unsigned long t106 = hash_bytes((const void *)bd, t105 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t106) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t107 = n + 1;
        int *a = (int *)new_array(t107, 4UL);
        long t108 = (long)n + 1L;
        if (t108 >= 32L) {
            long t109 = t108 & -32L;
            vcc_v8_int t110 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t111 = (vcc_v8_uint)t110;
            vcc_v8_uint i_v_3 = t111 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_15 = (vcc_v8_int)i_v_3;
                vcc_v8_int t112 = i_v_15 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + i_vec_3, t112);
                vcc_v8_uint t113 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_16 = (vcc_v8_int)t113;
                vcc_v8_int t114 = i_v_16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (i_vec_3 + 8L), t114);
                vcc_v8_uint t115 = i_v_3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_17 = (vcc_v8_int)t115;
                vcc_v8_int t116 = i_v_17 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (i_vec_3 + 16L), t116);
                vcc_v8_uint t117 = i_v_3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_18 = (vcc_v8_int)t117;
                vcc_v8_int t118 = i_v_18 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (i_vec_3 + 24L), t118);
                i_vec_3 += 32L;
                vcc_v8_uint t119 = i_v_3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_3 >= t109) {
                    break;
                }
                i_v_3 = t119;
            }
            t120 = (int)t109;
        } else {
            t120 = 0;
        }
        long t121 = (long)n + (long)t120 * -1L + 1L;
        if (t121 >= 8L) {
            long t122 = t121 & -8L;
            vcc_v8_int t123 = (vcc_v8_int){t120, t120, t120, t120, t120, t120, t120, t120};
            vcc_v8_uint t124 = (vcc_v8_uint)t123;
            vcc_v8_uint i_v_4 = t124 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_19 = (vcc_v8_int)i_v_4;
                vcc_v8_int t125 = i_v_19 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + ((long)t120 + i_vec_4), t125);
                i_vec_4 += 8L;
                vcc_v8_uint t126 = i_v_4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_4 >= t122) {
                    break;
                }
                i_v_4 = t126;
            }
            i_1 = (int)((long)t120 + t122);
        } else {
            i_1 = t120;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t107 * 4UL);
        free((void *)a);
        const short *t127 = hs;
        if (n < 1099) {
            t128 = n;
        } else {
            t128 = 1099;
        }
        copy_may_alias(t128, &hs[1], t127);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t91, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        long t129 = (long)n;
        if (t129 >= 16L) {
            long t130 = t129 & -16L;
            vcc_v8_int t131 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t132 = (vcc_v8_uint)t131;
            vcc_v8_uint i_v_5 = t132 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_20 = (vcc_v8_int)i_v_5;
                vcc_v8_float t133 = __builtin_convertvector(i_v_20, vcc_v8_float);
                vcc_v8_float t134 = t133 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + i_vec_5, t134);
                vcc_v8_uint t135 = i_v_5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_21 = (vcc_v8_int)t135;
                vcc_v8_float t136 = __builtin_convertvector(i_v_21, vcc_v8_float);
                vcc_v8_float t137 = t136 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (i_vec_5 + 8L), t137);
                i_vec_5 += 16L;
                vcc_v8_uint t138 = i_v_5 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_5 >= t130) {
                    break;
                }
                i_v_5 = t138;
            }
            t139 = (int)t130;
        } else {
            t139 = 0;
        }
        long t140 = (long)n + (long)t139 * -1L;
        if (t140 >= 8L) {
            long t141 = t140 & -8L;
            vcc_v8_int t142 = (vcc_v8_int){t139, t139, t139, t139, t139, t139, t139, t139};
            vcc_v8_uint t143 = (vcc_v8_uint)t142;
            vcc_v8_uint i_v_6 = t143 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_22 = (vcc_v8_int)i_v_6;
                vcc_v8_float t144 = __builtin_convertvector(i_v_22, vcc_v8_float);
                vcc_v8_float t145 = t144 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + ((long)t139 + i_vec_6), t145);
                i_vec_6 += 8L;
                vcc_v8_uint t146 = i_v_6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_6 >= t141) {
                    break;
                }
                i_v_6 = t146;
            }
            i_2 = (int)((long)t139 + t141);
        } else {
            i_2 = t139;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t105 * 8UL);
        free((void *)d);
        free((void *)f);
        int t147 = 2 * n;
        short *sd = (short *)new_array(t147, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t148 = (long)n * 2L;
        if (t148 >= 64L) {
            long t149 = t148 & -64L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                vcc_store(sd + i_vec_7, ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (i_vec_7 + 16L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (i_vec_7 + 32L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (i_vec_7 + 48L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                i_vec_7 += 64L;
            } while (i_vec_7 < t149);
            t150 = (int)t149;
        } else {
            t150 = 0;
        }
        long t151 = (long)n * 2L + (long)t150 * -1L;
        if (t151 >= 16L) {
            long t152 = t151 & -16L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                vcc_store(sd + ((long)t150 + i_vec_8), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                i_vec_8 += 16L;
            } while (i_vec_8 < t152);
            i_3 = (int)((long)t150 + t152);
        } else {
            i_3 = t150;
        }
        for (; i_3 < t147; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t153 = (long)n;
        if (t153 >= 32L) {
            long t154 = t153 & -32L;
            vcc_v8_int t155 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t156 = (vcc_v8_uint)t155;
            vcc_v8_uint i_v_7 = t156 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_23 = (vcc_v8_int)i_v_7;
                vcc_v8_int t157 = i_v_23 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t158 = __builtin_convertvector(t157, vcc_v8_short);
                vcc_store(ss + i_vec_9, t158);
                vcc_v8_uint t159 = i_v_7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_24 = (vcc_v8_int)t159;
                vcc_v8_int t160 = i_v_24 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t161 = __builtin_convertvector(t160, vcc_v8_short);
                vcc_store(ss + (i_vec_9 + 8L), t161);
                vcc_v8_uint t162 = i_v_7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_25 = (vcc_v8_int)t162;
                vcc_v8_int t163 = i_v_25 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t164 = __builtin_convertvector(t163, vcc_v8_short);
                vcc_store(ss + (i_vec_9 + 16L), t164);
                vcc_v8_uint t165 = i_v_7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_26 = (vcc_v8_int)t165;
                vcc_v8_int t166 = i_v_26 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t167 = __builtin_convertvector(t166, vcc_v8_short);
                vcc_store(ss + (i_vec_9 + 24L), t167);
                i_vec_9 += 32L;
                vcc_v8_uint t168 = i_v_7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_9 >= t154) {
                    break;
                }
                i_v_7 = t168;
            }
            t169 = (int)t154;
        } else {
            t169 = 0;
        }
        long t170 = (long)n + (long)t169 * -1L;
        if (t170 >= 8L) {
            long t171 = t170 & -8L;
            vcc_v8_int t172 = (vcc_v8_int){t169, t169, t169, t169, t169, t169, t169, t169};
            vcc_v8_uint t173 = (vcc_v8_uint)t172;
            vcc_v8_uint i_v_8 = t173 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_27 = (vcc_v8_int)i_v_8;
                vcc_v8_int t174 = i_v_27 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t175 = __builtin_convertvector(t174, vcc_v8_short);
                vcc_store(ss + ((long)t169 + i_vec_10), t175);
                i_vec_10 += 8L;
                vcc_v8_uint t176 = i_v_8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_10 >= t171) {
                    break;
                }
                i_v_8 = t176;
            }
            i_4 = (int)((long)t169 + t171);
        } else {
            i_4 = t169;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t177 = hash_bytes((const void *)sd, (unsigned long)t147 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t177);
    }
}
