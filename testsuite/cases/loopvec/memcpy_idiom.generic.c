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
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + (t5 + 1));
            vcc_store(a + t5, t6);
            int t7 = (int)(t1 + 8L);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (t7 + 1));
            vcc_store(a + t7, t8);
            int t9 = (int)(t1 + 16L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (t9 + 1));
            vcc_store(a + t9, t10);
            int t11 = (int)(t1 + 24L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (t11 + 1));
            vcc_store(a + t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            int t16 = (int)((long)t13 + t2);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, a + (t16 + 1));
            vcc_store(a + t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    while (i < n) {
        int t18 = i + 1;
        a[i] = a[t18];
        i = t18;
    }
}

/* A loop: the pointers may alias (no restrict). */
void copy_may_alias(int n, short *dst, const short *src) {
    int t15;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)dst;
    unsigned long t5 = (unsigned long)src;
    if ((t3 >= 64L) & (((t4 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= t5) | ((t5 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= t4))) {
        long t6 = t3 & -64L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            vcc_v16_short t8 = vcc_load(vcc_v16_short, src + t7);
            vcc_store(dst + t7, t8);
            long t9 = (long)(int)(t1 + 16L);
            vcc_v16_short t10 = vcc_load(vcc_v16_short, src + t9);
            vcc_store(dst + t9, t10);
            long t11 = (long)(int)(t1 + 32L);
            vcc_v16_short t12 = vcc_load(vcc_v16_short, src + t11);
            vcc_store(dst + t11, t12);
            long t13 = (long)(int)(t1 + 48L);
            vcc_v16_short t14 = vcc_load(vcc_v16_short, src + t13);
            vcc_store(dst + t13, t14);
            t1 += 64L;
        } while (t1 < t6);
        t15 = (int)t6;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)dst;
    unsigned long t18 = (unsigned long)src;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t18 + (unsigned long)((long)t15 * 2L))) | ((t18 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t17 + (unsigned long)((long)t15 * 2L))))) {
        long t19 = t16 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t15 + t2);
            vcc_v16_short t21 = vcc_load(vcc_v16_short, src + t20);
            vcc_store(dst + t20, t21);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        dst[t22] = src[t22];
    }
}

/* A loop: the copy converts. */
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_float t6 = vcc_load(vcc_v4_float, src + t5);
            vcc_v4_double t7 = __builtin_convertvector(t6, vcc_v4_double);
            vcc_store(dst + t5, t7);
            long t8 = (long)(int)(t1 + 4L);
            vcc_v4_float t9 = vcc_load(vcc_v4_float, src + t8);
            vcc_v4_double t10 = __builtin_convertvector(t9, vcc_v4_double);
            vcc_store(dst + t8, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v4_float t12 = vcc_load(vcc_v4_float, src + t11);
            vcc_v4_double t13 = __builtin_convertvector(t12, vcc_v4_double);
            vcc_store(dst + t11, t13);
            long t14 = (long)(int)(t1 + 12L);
            vcc_v4_float t15 = vcc_load(vcc_v4_float, src + t14);
            vcc_v4_double t16 = __builtin_convertvector(t15, vcc_v4_double);
            vcc_store(dst + t14, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            vcc_v4_float t21 = vcc_load(vcc_v4_float, src + t20);
            vcc_v4_double t22 = __builtin_convertvector(t21, vcc_v4_double);
            vcc_store(dst + t20, t22);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        dst[t23] = (double)src[t23];
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
    int t23;
    int t110;
    int i_1;
    int t145;
    int i_2;
    int t154;
    int t167;
    int i_3;
    int t179;
    int i_4;
    int t202;
    int i_5;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t23 = 1;
        } else {
            t23 = 0;
            n = n_1;
        }
        if (!t23) {
            return 0;
        }
        vcc_v4_int t24 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t25 = (vcc_v4_uint)t24;
        vcc_v4_uint t1 = t25 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_int t26 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_int t27 = t26 + (vcc_v4_int){0, 1, 2, 3};
        vcc_v4_uint t28 = (vcc_v4_uint)t27;
        vcc_v4_uint t29 = t28 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t30 = vcc_min(vcc_v4_int, t28, t29);
        vcc_v4_int t2 = (vcc_v4_int)t30;
        long t3 = 0L;
        for (;;) {
            vcc_v4_int t31 = (vcc_v4_int)t1;
            long t32 = (long)(int)t3;
            vcc_store(&gd[t32], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t33 = __builtin_convertvector(t31, vcc_v4_double);
            vcc_v4_double t34 = t33 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t32], t34);
            vcc_v4_int t35 = t31 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t36 = __builtin_convertvector(t35, vcc_v4_short);
            vcc_store(&gs[t32], t36);
            vcc_store(&hs[t32], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_float t37 = __builtin_convertvector(t2, vcc_v4_float);
            vcc_v4_float t38 = t37 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t32], t38);
            vcc_v4_uint t39 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t40 = (vcc_v4_int)t39;
            long t41 = (long)(int)(t3 + 4L);
            vcc_store(&gd[t41], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t42 = __builtin_convertvector(t40, vcc_v4_double);
            vcc_v4_double t43 = t42 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t41], t43);
            vcc_v4_int t44 = t40 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t45 = __builtin_convertvector(t44, vcc_v4_short);
            vcc_store(&gs[t41], t45);
            vcc_store(&hs[t41], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t46 = t2 + (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_uint t47 = (vcc_v4_uint)t46;
            vcc_v4_uint t48 = t47 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t49 = vcc_min(vcc_v4_int, t47, t48);
            vcc_v4_int t50 = (vcc_v4_int)t49;
            vcc_v4_float t51 = __builtin_convertvector(t50, vcc_v4_float);
            vcc_v4_float t52 = t51 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t41], t52);
            vcc_v4_uint t53 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int t54 = (vcc_v4_int)t53;
            long t55 = (long)(int)(t3 + 8L);
            vcc_store(&gd[t55], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t56 = __builtin_convertvector(t54, vcc_v4_double);
            vcc_v4_double t57 = t56 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t55], t57);
            vcc_v4_int t58 = t54 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t59 = __builtin_convertvector(t58, vcc_v4_short);
            vcc_store(&gs[t55], t59);
            vcc_store(&hs[t55], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t60 = t2 + (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_uint t61 = (vcc_v4_uint)t60;
            vcc_v4_uint t62 = t61 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t63 = vcc_min(vcc_v4_int, t61, t62);
            vcc_v4_int t64 = (vcc_v4_int)t63;
            vcc_v4_float t65 = __builtin_convertvector(t64, vcc_v4_float);
            vcc_v4_float t66 = t65 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t55], t66);
            vcc_v4_uint t67 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int t68 = (vcc_v4_int)t67;
            long t69 = (long)(int)(t3 + 12L);
            vcc_store(&gd[t69], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t70 = __builtin_convertvector(t68, vcc_v4_double);
            vcc_v4_double t71 = t70 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t69], t71);
            vcc_v4_int t72 = t68 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t73 = __builtin_convertvector(t72, vcc_v4_short);
            vcc_store(&gs[t69], t73);
            vcc_store(&hs[t69], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_int t74 = t2 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_uint t75 = (vcc_v4_uint)t74;
            vcc_v4_uint t76 = t75 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t77 = vcc_min(vcc_v4_int, t75, t76);
            vcc_v4_int t78 = (vcc_v4_int)t77;
            vcc_v4_float t79 = __builtin_convertvector(t78, vcc_v4_float);
            vcc_v4_float t80 = t79 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t69], t80);
            t3 += 16L;
            vcc_v4_uint t81 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
            vcc_v4_int t82 = t2 + (vcc_v4_int){5, 5, 5, 5};
            vcc_v4_uint t83 = (vcc_v4_uint)t82;
            vcc_v4_uint t84 = t83 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t85 = vcc_min(vcc_v4_int, t83, t84);
            vcc_v4_int t86 = (vcc_v4_int)t85;
            if (t3 >= 1088L) {
                break;
            }
            t1 = t81;
            t2 = t86;
        }
        vcc_v4_int t87 = (vcc_v4_int){1088, 1088, 1088, 1088};
        vcc_v4_uint t88 = (vcc_v4_uint)t87;
        vcc_v4_uint t4 = t88 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_int t89 = (vcc_v4_int){10, 10, 10, 10};
        vcc_v4_int t90 = t89 + (vcc_v4_int){0, 1, 2, 3};
        vcc_v4_uint t91 = (vcc_v4_uint)t90;
        vcc_v4_uint t92 = t91 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t93 = vcc_min(vcc_v4_int, t91, t92);
        vcc_v4_int t5 = (vcc_v4_int)t93;
        long t6 = 0L;
        for (;;) {
            vcc_v4_int t94 = (vcc_v4_int)t4;
            long t95 = (long)(int)(1088L + t6);
            vcc_store(&gd[t95], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_v4_double t96 = __builtin_convertvector(t94, vcc_v4_double);
            vcc_v4_double t97 = t96 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(&hd[t95], t97);
            vcc_v4_int t98 = t94 * (vcc_v4_int){7, 7, 7, 7};
            vcc_v4_short t99 = __builtin_convertvector(t98, vcc_v4_short);
            vcc_store(&gs[t95], t99);
            vcc_store(&hs[t95], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            vcc_v4_float t100 = __builtin_convertvector(t5, vcc_v4_float);
            vcc_v4_float t101 = t100 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&initialized[t95], t101);
            t6 += 4L;
            vcc_v4_uint t102 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t103 = t5 + (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_uint t104 = (vcc_v4_uint)t103;
            vcc_v4_uint t105 = t104 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t106 = vcc_min(vcc_v4_int, t104, t105);
            vcc_v4_int t107 = (vcc_v4_int)t106;
            if (t6 >= 12L) {
                break;
            }
            t4 = t102;
            t5 = t107;
        }
        for (int i = 1100; i < 1100; i++) {
            long t108 = (long)i;
            gd[t108] = -1.0;
            hd[t108] = (double)i * 0.5;
            gs[t108] = (short)(i * 7);
            hs[t108] = (short)-1;
            initialized[t108] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t109 = gs;
        if (lo < 0) {
            t110 = 0;
        } else {
            t110 = lo;
        }
        copy_restrict(t110, n, hs, t109);
        copy_restrict(n, lo, hs, t109);
        const void *t111 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t111, 2200UL);
        void *t112 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t112;
        void *t113 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t113;
        long t114 = (long)n;
        unsigned long t115 = (unsigned long)t112;
        unsigned long t116 = (unsigned long)t113;
        if ((t114 >= 32L) & (((t115 + (unsigned long)(1L + (t114 - 1L) * 1L)) <= t116) | ((t116 + (unsigned long)(1L + (t114 - 1L) * 1L)) <= t115))) {
            long t117 = t114 & -32L;
            vcc_v32_int t118 = vcc_splat(vcc_v32_int, 0);
            vcc_v32_uint t119 = (vcc_v32_uint)t118;
            vcc_v32_uint t7 = t119 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
            long t8 = 0L;
            for (;;) {
                vcc_v32_int t120 = (vcc_v32_int)t7;
                long t121 = (long)(int)t8;
                vcc_v32_int t122 = t120 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                vcc_v32_uchar t123 = __builtin_convertvector(__builtin_convertvector(t122, vcc_v32_short), vcc_v32_uchar);
                vcc_store(bs + t121, t123);
                vcc_store(bd + t121, ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t8 += 32L;
                vcc_v32_uint t124 = t7 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t8 >= t117) {
                    break;
                }
                t7 = t124;
            }
            i_1 = (int)t117;
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            long t125 = (long)i_1;
            bs[t125] = (unsigned char)(i_1 * 13);
            bd[t125] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t126 = (unsigned long)n;
        unsigned long t127 = hash_bytes((const void *)bd, t126 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t127) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t128 = n + 1;
        int *a = (int *)new_array(t128, 4UL);
        long t129 = (long)n + 1L;
        if (t129 >= 32L) {
            long t130 = t129 & -32L;
            vcc_v8_int t131 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t132 = (vcc_v8_uint)t131;
            vcc_v8_uint t9 = t132 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t10 = 0L;
            for (;;) {
                vcc_v8_int t133 = (vcc_v8_int)t9;
                vcc_v8_int t134 = t133 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)t10, t134);
                vcc_v8_uint t135 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t136 = (vcc_v8_int)t135;
                vcc_v8_int t137 = t136 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)(t10 + 8L), t137);
                vcc_v8_uint t138 = t9 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t139 = (vcc_v8_int)t138;
                vcc_v8_int t140 = t139 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)(t10 + 16L), t140);
                vcc_v8_uint t141 = t9 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t142 = (vcc_v8_int)t141;
                vcc_v8_int t143 = t142 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)(t10 + 24L), t143);
                t10 += 32L;
                vcc_v8_uint t144 = t9 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t10 >= t130) {
                    break;
                }
                t9 = t144;
            }
            t145 = (int)t130;
        } else {
            t145 = 0;
        }
        long t146 = (long)n + (long)t145 * -1L + 1L;
        if (t146 >= 8L) {
            long t147 = t146 & -8L;
            vcc_v8_int t148 = (vcc_v8_int){t145, t145, t145, t145, t145, t145, t145, t145};
            vcc_v8_uint t149 = (vcc_v8_uint)t148;
            vcc_v8_uint t11 = t149 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t12 = 0L;
            for (;;) {
                vcc_v8_int t150 = (vcc_v8_int)t11;
                vcc_v8_int t151 = t150 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)t145 + t12), t151);
                t12 += 8L;
                vcc_v8_uint t152 = t11 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t12 >= t147) {
                    break;
                }
                t11 = t152;
            }
            i_2 = (int)((long)t145 + t147);
        } else {
            i_2 = t145;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t128 * 4UL);
        free((void *)a);
        const short *t153 = hs;
        if (n < 1099) {
            t154 = n;
        } else {
            t154 = 1099;
        }
        copy_may_alias(t154, &hs[1], t153);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t111, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        long t155 = (long)n;
        if (t155 >= 16L) {
            long t156 = t155 & -16L;
            vcc_v8_int t157 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t158 = (vcc_v8_uint)t157;
            vcc_v8_uint t13 = t158 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t14 = 0L;
            for (;;) {
                vcc_v8_int t159 = (vcc_v8_int)t13;
                vcc_v8_float t160 = __builtin_convertvector(t159, vcc_v8_float);
                vcc_v8_float t161 = t160 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)t14, t161);
                vcc_v8_uint t162 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t163 = (vcc_v8_int)t162;
                vcc_v8_float t164 = __builtin_convertvector(t163, vcc_v8_float);
                vcc_v8_float t165 = t164 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)(t14 + 8L), t165);
                t14 += 16L;
                vcc_v8_uint t166 = t13 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t14 >= t156) {
                    break;
                }
                t13 = t166;
            }
            t167 = (int)t156;
        } else {
            t167 = 0;
        }
        long t168 = (long)n + (long)t167 * -1L;
        if (t168 >= 8L) {
            long t169 = t168 & -8L;
            vcc_v8_int t170 = (vcc_v8_int){t167, t167, t167, t167, t167, t167, t167, t167};
            vcc_v8_uint t171 = (vcc_v8_uint)t170;
            vcc_v8_uint t15 = t171 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t16 = 0L;
            for (;;) {
                vcc_v8_int t172 = (vcc_v8_int)t15;
                vcc_v8_float t173 = __builtin_convertvector(t172, vcc_v8_float);
                vcc_v8_float t174 = t173 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)((long)t167 + t16), t174);
                t16 += 8L;
                vcc_v8_uint t175 = t15 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t16 >= t169) {
                    break;
                }
                t15 = t175;
            }
            i_3 = (int)((long)t167 + t169);
        } else {
            i_3 = t167;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t126 * 8UL);
        free((void *)d);
        free((void *)f);
        int t176 = 2 * n;
        short *sd = (short *)new_array(t176, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t177 = (long)n * 2L;
        if (t177 >= 64L) {
            long t178 = t177 & -64L;
            long t17 = 0L;
            do {
                vcc_store(sd + (int)t17, ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)(t17 + 16L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)(t17 + 32L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)(t17 + 48L), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                t17 += 64L;
            } while (t17 < t178);
            t179 = (int)t178;
        } else {
            t179 = 0;
        }
        long t180 = (long)n * 2L + (long)t179 * -1L;
        if (t180 >= 16L) {
            long t181 = t180 & -16L;
            long t18 = 0L;
            do {
                vcc_store(sd + (int)((long)t179 + t18), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                t18 += 16L;
            } while (t18 < t181);
            i_4 = (int)((long)t179 + t181);
        } else {
            i_4 = t179;
        }
        for (; i_4 < t176; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t182 = (long)n;
        if (t182 >= 32L) {
            long t183 = t182 & -32L;
            vcc_v8_int t184 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t185 = (vcc_v8_uint)t184;
            vcc_v8_uint t19 = t185 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t20 = 0L;
            for (;;) {
                vcc_v8_int t186 = (vcc_v8_int)t19;
                vcc_v8_int t187 = t186 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t188 = __builtin_convertvector(t187, vcc_v8_short);
                vcc_store(ss + (int)t20, t188);
                vcc_v8_uint t189 = t19 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t190 = (vcc_v8_int)t189;
                vcc_v8_int t191 = t190 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t192 = __builtin_convertvector(t191, vcc_v8_short);
                vcc_store(ss + (int)(t20 + 8L), t192);
                vcc_v8_uint t193 = t19 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t194 = (vcc_v8_int)t193;
                vcc_v8_int t195 = t194 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t196 = __builtin_convertvector(t195, vcc_v8_short);
                vcc_store(ss + (int)(t20 + 16L), t196);
                vcc_v8_uint t197 = t19 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t198 = (vcc_v8_int)t197;
                vcc_v8_int t199 = t198 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t200 = __builtin_convertvector(t199, vcc_v8_short);
                vcc_store(ss + (int)(t20 + 24L), t200);
                t20 += 32L;
                vcc_v8_uint t201 = t19 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t20 >= t183) {
                    break;
                }
                t19 = t201;
            }
            t202 = (int)t183;
        } else {
            t202 = 0;
        }
        long t203 = (long)n + (long)t202 * -1L;
        if (t203 >= 8L) {
            long t204 = t203 & -8L;
            vcc_v8_int t205 = (vcc_v8_int){t202, t202, t202, t202, t202, t202, t202, t202};
            vcc_v8_uint t206 = (vcc_v8_uint)t205;
            vcc_v8_uint t21 = t206 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t22 = 0L;
            for (;;) {
                vcc_v8_int t207 = (vcc_v8_int)t21;
                vcc_v8_int t208 = t207 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                vcc_v8_short t209 = __builtin_convertvector(t208, vcc_v8_short);
                vcc_store(ss + (int)((long)t202 + t22), t209);
                t22 += 8L;
                vcc_v8_uint t210 = t21 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t22 >= t204) {
                    break;
                }
                t21 = t210;
            }
            i_5 = (int)((long)t202 + t204);
        } else {
            i_5 = t202;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t211 = hash_bytes((const void *)sd, (unsigned long)t176 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t211);
    }
}
