/* vcc: vector types and helpers */
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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 3 */
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
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + (t3 + 1));
            vcc_store(a + t3, a_v);
            int t4 = (int)(i_vec + 8L);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (t4 + 1));
            vcc_store(a + t4, a_v_1);
            int t5 = (int)(i_vec + 16L);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (t5 + 1));
            vcc_store(a + t5, a_v_2);
            int t6 = (int)(i_vec + 24L);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (t6 + 1));
            vcc_store(a + t6, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            int t10 = (int)((long)t7 + i_vec_1);
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + (t10 + 1));
            vcc_store(a + t10, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    while (i < n) {
        int t11 = i + 1;
        a[i] = a[t11];
        i = t11;
    }
}

/* A loop: the pointers may alias (no restrict). */
void copy_may_alias(int n, short *dst, const short *src) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    if ((t1 >= 64L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2))) {
        long t4 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 16, UF 4, run-time check: `dst` and `src` do not overlap, vector epilogue VF 16, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            vcc_v16_short src_v = vcc_load(vcc_v16_short, src + t5);
            vcc_store(dst + t5, src_v);
            long t6 = (long)(int)(i_vec + 16L);
            vcc_v16_short src_v_1 = vcc_load(vcc_v16_short, src + t6);
            vcc_store(dst + t6, src_v_1);
            long t7 = (long)(int)(i_vec + 32L);
            vcc_v16_short src_v_2 = vcc_load(vcc_v16_short, src + t7);
            vcc_store(dst + t7, src_v_2);
            long t8 = (long)(int)(i_vec + 48L);
            vcc_v16_short src_v_3 = vcc_load(vcc_v16_short, src + t8);
            vcc_store(dst + t8, src_v_3);
            i_vec += 64L;
        } while (i_vec < t4);
        t9 = (int)t4;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)dst;
    unsigned long t12 = (unsigned long)src;
    if ((t10 >= 16L) & (((t11 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t12 + (unsigned long)((long)t9 * 2L))) | ((t12 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t9 * 2L))))) {
        long t13 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t9 + i_vec_1);
            vcc_v16_short src_v_4 = vcc_load(vcc_v16_short, src + t14);
            vcc_store(dst + t14, src_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t9 + t13);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        dst[t15] = src[t15];
    }
}

/* A loop: the copy converts. */
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_float src_v = vcc_load(vcc_v4_float, src + t3);
            vcc_v4_double t4 = __builtin_convertvector(src_v, vcc_v4_double);
            vcc_store(dst + t3, t4);
            long t5 = (long)(int)(i_vec + 4L);
            vcc_v4_float src_v_1 = vcc_load(vcc_v4_float, src + t5);
            vcc_v4_double t6 = __builtin_convertvector(src_v_1, vcc_v4_double);
            vcc_store(dst + t5, t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v4_float src_v_2 = vcc_load(vcc_v4_float, src + t7);
            vcc_v4_double t8 = __builtin_convertvector(src_v_2, vcc_v4_double);
            vcc_store(dst + t7, t8);
            long t9 = (long)(int)(i_vec + 12L);
            vcc_v4_float src_v_3 = vcc_load(vcc_v4_float, src + t9);
            vcc_v4_double t10 = __builtin_convertvector(src_v_3, vcc_v4_double);
            vcc_store(dst + t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v4_float src_v_4 = vcc_load(vcc_v4_float, src + t14);
            vcc_v4_double t15 = __builtin_convertvector(src_v_4, vcc_v4_double);
            vcc_store(dst + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        dst[t16] = (double)src[t16];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    for (int i = 0; i < n; i++)
        dst[2 * i] = src[i];
}

static __typeof__(gd) gd __attribute__((aligned(32)));
extern __typeof__(hd) hd __attribute__((aligned(32)));
int main(void) {
    float s;
    int n;
    int t3;
    int t84;
    int i;
    int t114;
    int i_1;
    int t122;
    int t133;
    int i_2;
    int t144;
    int i_3;
    int t163;
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
        vcc_v4_uint t8 = (vcc_v4_uint)t7;
        vcc_v4_uint t9 = t8 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t10 = vcc_min(vcc_v4_int, t8, t9);
        vcc_v4_int t1 = (vcc_v4_int)t10;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 4, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            vcc_v4_int i_v_9 = (vcc_v4_int)i_v;
            long t11 = (long)(int)i_vec;
            vcc_store(&gd[t11], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t12 = __builtin_convertvector(i_v_9, vcc_v4_double);
            vcc_v4_double t13 = t12 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t11], t13);
            vcc_v4_int t14 = i_v_9 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t15 = __builtin_convertvector(t14, vcc_v4_short);
            vcc_store(&gs[t11], t15);
            vcc_store(&hs[t11], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_float t16 = __builtin_convertvector(t1, vcc_v4_float);
            vcc_v4_float t17 = t16 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t11], t17);
            vcc_v4_uint t18 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_10 = (vcc_v4_int)t18;
            long t19 = (long)(int)(i_vec + 4L);
            vcc_store(&gd[t19], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t20 = __builtin_convertvector(i_v_10, vcc_v4_double);
            vcc_v4_double t21 = t20 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t19], t21);
            vcc_v4_int t22 = i_v_10 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t23 = __builtin_convertvector(t22, vcc_v4_short);
            vcc_store(&gs[t19], t23);
            vcc_store(&hs[t19], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t24 = t1 + (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_uint t25 = (vcc_v4_uint)t24;
            vcc_v4_uint t26 = t25 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t27 = vcc_min(vcc_v4_int, t25, t26);
            vcc_v4_int t28 = (vcc_v4_int)t27;
            vcc_v4_float t29 = __builtin_convertvector(t28, vcc_v4_float);
            vcc_v4_float t30 = t29 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t19], t30);
            vcc_v4_uint t31 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_11 = (vcc_v4_int)t31;
            long t32 = (long)(int)(i_vec + 8L);
            vcc_store(&gd[t32], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t33 = __builtin_convertvector(i_v_11, vcc_v4_double);
            vcc_v4_double t34 = t33 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t32], t34);
            vcc_v4_int t35 = i_v_11 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t36 = __builtin_convertvector(t35, vcc_v4_short);
            vcc_store(&gs[t32], t36);
            vcc_store(&hs[t32], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t37 = t1 + (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_uint t38 = (vcc_v4_uint)t37;
            vcc_v4_uint t39 = t38 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t40 = vcc_min(vcc_v4_int, t38, t39);
            vcc_v4_int t41 = (vcc_v4_int)t40;
            vcc_v4_float t42 = __builtin_convertvector(t41, vcc_v4_float);
            vcc_v4_float t43 = t42 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t32], t43);
            vcc_v4_uint t44 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_12 = (vcc_v4_int)t44;
            long t45 = (long)(int)(i_vec + 12L);
            vcc_store(&gd[t45], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t46 = __builtin_convertvector(i_v_12, vcc_v4_double);
            vcc_v4_double t47 = t46 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t45], t47);
            vcc_v4_int t48 = i_v_12 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t49 = __builtin_convertvector(t48, vcc_v4_short);
            vcc_store(&gs[t45], t49);
            vcc_store(&hs[t45], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t50 = t1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_uint t51 = (vcc_v4_uint)t50;
            vcc_v4_uint t52 = t51 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t53 = vcc_min(vcc_v4_int, t51, t52);
            vcc_v4_int t54 = (vcc_v4_int)t53;
            vcc_v4_float t55 = __builtin_convertvector(t54, vcc_v4_float);
            vcc_v4_float t56 = t55 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t45], t56);
            i_vec += 16L;
            vcc_v4_uint t57 = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
            vcc_v4_int t58 = t1 + (vcc_v4_int){5, 5, 5, 5};
            vcc_v4_uint t59 = (vcc_v4_uint)t58;
            vcc_v4_uint t60 = t59 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t61 = vcc_min(vcc_v4_int, t59, t60);
            vcc_v4_int t62 = (vcc_v4_int)t61;
            if (i_vec >= 1088L) {
                break;
            }
            i_v = t57;
            t1 = t62;
        }
        vcc_v4_int t63 = (vcc_v4_int){1088, 1088, 1088, 1088};
        vcc_v4_uint t64 = (vcc_v4_uint)t63;
        vcc_v4_uint i_v_1 = t64 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_int t65 = (vcc_v4_int){10, 10, 10, 10};
        vcc_v4_int t66 = t65 + (vcc_v4_int){0, 1, 2, 3};
        vcc_v4_uint t67 = (vcc_v4_uint)t66;
        vcc_v4_uint t68 = t67 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t69 = vcc_min(vcc_v4_int, t67, t68);
        vcc_v4_int t2 = (vcc_v4_int)t69;
        long i_vec_1 = 0L;
        for (;;) {
            vcc_v4_int i_v_13 = (vcc_v4_int)i_v_1;
            long t70 = (long)(int)(1088L + i_vec_1);
            vcc_store(&gd[t70], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t71 = __builtin_convertvector(i_v_13, vcc_v4_double);
            vcc_v4_double t72 = t71 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t70], t72);
            vcc_v4_int t73 = i_v_13 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t74 = __builtin_convertvector(t73, vcc_v4_short);
            vcc_store(&gs[t70], t74);
            vcc_store(&hs[t70], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_float t75 = __builtin_convertvector(t2, vcc_v4_float);
            vcc_v4_float t76 = t75 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t70], t76);
            i_vec_1 += 4L;
            vcc_v4_uint t77 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t78 = t2 + (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_uint t79 = (vcc_v4_uint)t78;
            vcc_v4_uint t80 = t79 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t81 = vcc_min(vcc_v4_int, t79, t80);
            vcc_v4_int t82 = (vcc_v4_int)t81;
            if (i_vec_1 >= 12L) {
                break;
            }
            i_v_1 = t77;
            t2 = t82;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t83 = gs;
        if (lo < 0) {
            t84 = 0;
        } else {
            t84 = lo;
        }
        copy_restrict(t84, n, hs, t83);
        copy_restrict(n, lo, hs, t83);
        const void *t85 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t85, 2200UL);
        void *t86 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t86;
        void *t87 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t87;
        long t88 = (long)n;
        unsigned long t89 = (unsigned long)t86;
        unsigned long t90 = (unsigned long)t87;
        if ((t88 >= 32L) & (((t89 + (unsigned long)(1L + (t88 - 1L) * 1L)) <= t90) | ((t90 + (unsigned long)(1L + (t88 - 1L) * 1L)) <= t89))) {
            long t91 = t88 & -32L;
            vcc_v32_int t92 = vcc_splat(vcc_v32_int, 0);
            vcc_v32_uint t93 = (vcc_v32_uint)t92;
            vcc_v32_uint i_v_2 = t93 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 32, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, scalar epilogue */
            for (;;) {
                vcc_v32_int i_v_14 = (vcc_v32_int)i_v_2;
                long t94 = (long)(int)i_vec_2;
                vcc_v32_int t95 = i_v_14 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                vcc_v32_uchar t96 = __builtin_convertvector(__builtin_convertvector(t95, vcc_v32_short), vcc_v32_uchar);
                vcc_store(bs + t94, t96);
                vcc_store(bd + t94, ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                i_vec_2 += 32L;
                vcc_v32_uint t97 = i_v_2 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_2 >= t91) {
                    break;
                }
                i_v_2 = t97;
            }
            i = (int)t91;
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            long t98 = (long)i;
            bs[t98] = (unsigned char)(i * 13);
            bd[t98] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t99 = (unsigned long)n;
        unsigned long t100 = hash_bytes((const void *)bd, t99 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t100) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t101 = n + 1;
        int *a = (int *)new_array(t101, 4UL);
        long t102 = (long)n + 1L;
        if (t102 >= 32L) {
            long t103 = t102 & -32L;
            vcc_v8_int t104 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t105 = (vcc_v8_uint)t104;
            vcc_v8_uint i_v_3 = t105 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_15 = (vcc_v8_int)i_v_3;
                vcc_v8_int t106 = i_v_15 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)i_vec_3, t106);
                vcc_v8_uint t107 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_16 = (vcc_v8_int)t107;
                vcc_v8_int t108 = i_v_16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)(i_vec_3 + 8L), t108);
                vcc_v8_uint t109 = i_v_3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_17 = (vcc_v8_int)t109;
                vcc_v8_int t110 = i_v_17 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)(i_vec_3 + 16L), t110);
                vcc_v8_uint t111 = i_v_3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_18 = (vcc_v8_int)t111;
                vcc_v8_int t112 = i_v_18 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)(i_vec_3 + 24L), t112);
                i_vec_3 += 32L;
                vcc_v8_uint t113 = i_v_3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_3 >= t103) {
                    break;
                }
                i_v_3 = t113;
            }
            t114 = (int)t103;
        } else {
            t114 = 0;
        }
        long t115 = (long)n + (long)t114 * -1L + 1L;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            vcc_v8_int t117 = (vcc_v8_int){t114, t114, t114, t114, t114, t114, t114, t114};
            vcc_v8_uint t118 = (vcc_v8_uint)t117;
            vcc_v8_uint i_v_4 = t118 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_4 = 0L;
            for (;;) {
                vcc_v8_int i_v_19 = (vcc_v8_int)i_v_4;
                vcc_v8_int t119 = i_v_19 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)t114 + i_vec_4), t119);
                i_vec_4 += 8L;
                vcc_v8_uint t120 = i_v_4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_4 >= t116) {
                    break;
                }
                i_v_4 = t120;
            }
            i_1 = (int)((long)t114 + t116);
        } else {
            i_1 = t114;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t101 * 4UL);
        free((void *)a);
        const short *t121 = hs;
        if (n < 1099) {
            t122 = n;
        } else {
            t122 = 1099;
        }
        copy_may_alias(t122, &hs[1], t121);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t85, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        long t123 = (long)n;
        if (t123 >= 16L) {
            long t124 = t123 & -16L;
            vcc_v8_int t125 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t126 = (vcc_v8_uint)t125;
            vcc_v8_uint i_v_5 = t126 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_20 = (vcc_v8_int)i_v_5;
                vcc_v8_float t127 = __builtin_convertvector(i_v_20, vcc_v8_float);
                vcc_v8_float t128 = t127 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)i_vec_5, t128);
                vcc_v8_uint t129 = i_v_5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_21 = (vcc_v8_int)t129;
                vcc_v8_float t130 = __builtin_convertvector(i_v_21, vcc_v8_float);
                vcc_v8_float t131 = t130 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)(i_vec_5 + 8L), t131);
                i_vec_5 += 16L;
                vcc_v8_uint t132 = i_v_5 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_5 >= t124) {
                    break;
                }
                i_v_5 = t132;
            }
            t133 = (int)t124;
        } else {
            t133 = 0;
        }
        long t134 = (long)n + (long)t133 * -1L;
        if (t134 >= 8L) {
            long t135 = t134 & -8L;
            vcc_v8_int t136 = (vcc_v8_int){t133, t133, t133, t133, t133, t133, t133, t133};
            vcc_v8_uint t137 = (vcc_v8_uint)t136;
            vcc_v8_uint i_v_6 = t137 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_6 = 0L;
            for (;;) {
                vcc_v8_int i_v_22 = (vcc_v8_int)i_v_6;
                vcc_v8_float t138 = __builtin_convertvector(i_v_22, vcc_v8_float);
                vcc_v8_float t139 = t138 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)((long)t133 + i_vec_6), t139);
                i_vec_6 += 8L;
                vcc_v8_uint t140 = i_v_6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_6 >= t135) {
                    break;
                }
                i_v_6 = t140;
            }
            i_2 = (int)((long)t133 + t135);
        } else {
            i_2 = t133;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t99 * 8UL);
        free((void *)d);
        free((void *)f);
        int t141 = 2 * n;
        short *sd = (short *)new_array(t141, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t142 = (long)n * 2L;
        if (t142 >= 64L) {
            long t143 = t142 & -64L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                vcc_store(sd + (int)i_vec_7, ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)(i_vec_7 + 16L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)(i_vec_7 + 32L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)(i_vec_7 + 48L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                i_vec_7 += 64L;
            } while (i_vec_7 < t143);
            t144 = (int)t143;
        } else {
            t144 = 0;
        }
        long t145 = (long)n * 2L + (long)t144 * -1L;
        if (t145 >= 16L) {
            long t146 = t145 & -16L;
            long i_vec_8 = 0L;
            do {
                vcc_store(sd + (int)((long)t144 + i_vec_8), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                i_vec_8 += 16L;
            } while (i_vec_8 < t146);
            i_3 = (int)((long)t144 + t146);
        } else {
            i_3 = t144;
        }
        for (; i_3 < t141; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t147 = (long)n;
        if (t147 >= 32L) {
            long t148 = t147 & -32L;
            vcc_v8_int t149 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t150 = (vcc_v8_uint)t149;
            vcc_v8_uint i_v_7 = t150 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_23 = (vcc_v8_int)i_v_7;
                vcc_v8_int t151 = i_v_23 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t152 = __builtin_convertvector(t151, vcc_v8_short);
                vcc_store(ss + (int)i_vec_9, t152);
                vcc_v8_uint t153 = i_v_7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_24 = (vcc_v8_int)t153;
                vcc_v8_int t154 = i_v_24 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t155 = __builtin_convertvector(t154, vcc_v8_short);
                vcc_store(ss + (int)(i_vec_9 + 8L), t155);
                vcc_v8_uint t156 = i_v_7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_25 = (vcc_v8_int)t156;
                vcc_v8_int t157 = i_v_25 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t158 = __builtin_convertvector(t157, vcc_v8_short);
                vcc_store(ss + (int)(i_vec_9 + 16L), t158);
                vcc_v8_uint t159 = i_v_7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_26 = (vcc_v8_int)t159;
                vcc_v8_int t160 = i_v_26 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t161 = __builtin_convertvector(t160, vcc_v8_short);
                vcc_store(ss + (int)(i_vec_9 + 24L), t161);
                i_vec_9 += 32L;
                vcc_v8_uint t162 = i_v_7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_9 >= t148) {
                    break;
                }
                i_v_7 = t162;
            }
            t163 = (int)t148;
        } else {
            t163 = 0;
        }
        long t164 = (long)n + (long)t163 * -1L;
        if (t164 >= 8L) {
            long t165 = t164 & -8L;
            vcc_v8_int t166 = (vcc_v8_int){t163, t163, t163, t163, t163, t163, t163, t163};
            vcc_v8_uint t167 = (vcc_v8_uint)t166;
            vcc_v8_uint i_v_8 = t167 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_10 = 0L;
            for (;;) {
                vcc_v8_int i_v_27 = (vcc_v8_int)i_v_8;
                vcc_v8_int t168 = i_v_27 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t169 = __builtin_convertvector(t168, vcc_v8_short);
                vcc_store(ss + (int)((long)t163 + i_vec_10), t169);
                i_vec_10 += 8L;
                vcc_v8_uint t170 = i_v_8 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_10 >= t165) {
                    break;
                }
                i_v_8 = t170;
            }
            i_4 = (int)((long)t163 + t165);
        } else {
            i_4 = t163;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t171 = hash_bytes((const void *)sd, (unsigned long)t141 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t171);
    }
}
