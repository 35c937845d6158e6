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
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    t1 = (long)n;
    t2 = (void *)((unsigned char *)&gd + 24);
    t3 = (void *)((unsigned char *)&hd + 8);
    t4 = (unsigned long)(t1 * 8L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: restrict pointers, a count that may be zero or negative, a start that is a parameter. */
void copy_restrict(int lo, int hi, short *restrict dst, const short *restrict src) {
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    t1 = (long)lo * -1L + (long)hi;
    t2 = (void *)((unsigned char *)dst + (long)lo * 2L);
    t3 = (void *)((unsigned char *)src + (long)lo * 2L);
    t4 = (unsigned long)(t1 * 2L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: bytes, counted with an unsigned index. */
void copy_bytes(unsigned n, unsigned char *restrict dst, const unsigned char *restrict src) {
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    t1 = (long)n;
    t2 = (void *)(dst + 0);
    t3 = (void *)((unsigned char *)src + 0);
    t4 = (unsigned long)(t1 * 1L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: a static array with an initializer into a local array, then summed. */
float copy_to_local(int n) {
    float tmp[1100];
    float s;
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    int i;
    t1 = (long)n;
    t2 = (void *)((unsigned char *)&tmp + 0);
    t3 = (void *)((unsigned char *)&initialized + 0);
    t4 = (unsigned long)(t1 * 4L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
    s = 0.0f;
    for (i = 0; i < n; i++) {
        s += tmp[i] * (float)(i & 3);
    }
    return s;
}

/* A loop: one array shifted down onto itself (the objects are not distinct). */
void shift_down(int n, int *a) {
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    vcc_v8_int t6;
    int t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t10;
    int t11;
    vcc_v8_int t12;
    int t13;
    long t14;
    long t15;
    int t16;
    vcc_v8_int t17;
    int i;
    int t18;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_int, a + (t5 + 1));
            vcc_store(a + t5, t6);
            t7 = (int)((long)0 + (t1 + 8L));
            t8 = vcc_load(vcc_v8_int, a + (t7 + 1));
            vcc_store(a + t7, t8);
            t9 = (int)((long)0 + (t1 + 16L));
            t10 = vcc_load(vcc_v8_int, a + (t9 + 1));
            vcc_store(a + t9, t10);
            t11 = (int)((long)0 + (t1 + 24L));
            t12 = vcc_load(vcc_v8_int, a + (t11 + 1));
            vcc_store(a + t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t2 = 0L;
        do {
            t16 = (int)((long)t13 + t2);
            t17 = vcc_load(vcc_v8_int, a + (t16 + 1));
            vcc_store(a + t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i = t18) {
        t18 = i + 1;
        a[i] = a[t18];
    }
}

/* A loop: the pointers may alias (no restrict). */
void copy_may_alias(int n, short *dst, const short *src) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    vcc_v16_short t8;
    long t9;
    vcc_v16_short t10;
    long t11;
    vcc_v16_short t12;
    long t13;
    vcc_v16_short t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    vcc_v16_short t21;
    int i;
    long t22;
    t3 = (long)n;
    t4 = (unsigned long)dst;
    t5 = (unsigned long)src;
    if ((t3 >= 64L) & (((t4 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -64L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = vcc_load(vcc_v16_short, src + t7);
            vcc_store(dst + t7, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = vcc_load(vcc_v16_short, src + t9);
            vcc_store(dst + t9, t10);
            t11 = (long)(int)((long)0 + (t1 + 32L));
            t12 = vcc_load(vcc_v16_short, src + t11);
            vcc_store(dst + t11, t12);
            t13 = (long)(int)((long)0 + (t1 + 48L));
            t14 = vcc_load(vcc_v16_short, src + t13);
            vcc_store(dst + t13, t14);
            t1 += 64L;
        } while (t1 < t6);
        t15 = (int)((long)0 + t6);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)dst;
    t18 = (unsigned long)src;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t18 + (unsigned long)((long)t15 * 2L))) | ((t18 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t17 + (unsigned long)((long)t15 * 2L))))) {
        t19 = t16 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t15 + t2);
            t21 = vcc_load(vcc_v16_short, src + t20);
            vcc_store(dst + t20, t21);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        dst[t22] = src[t22];
    }
}

/* A loop: the copy converts. */
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v4_float t6;
    vcc_v4_double t7;
    long t8;
    vcc_v4_float t9;
    vcc_v4_double t10;
    long t11;
    vcc_v4_float t12;
    vcc_v4_double t13;
    long t14;
    vcc_v4_float t15;
    vcc_v4_double t16;
    int t17;
    long t18;
    long t19;
    long t20;
    vcc_v4_float t21;
    vcc_v4_double t22;
    int i;
    long t23;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v4_float, src + t5);
            t7 = __builtin_convertvector(t6, vcc_v4_double);
            vcc_store(dst + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 4L));
            t9 = vcc_load(vcc_v4_float, src + t8);
            t10 = __builtin_convertvector(t9, vcc_v4_double);
            vcc_store(dst + t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = vcc_load(vcc_v4_float, src + t11);
            t13 = __builtin_convertvector(t12, vcc_v4_double);
            vcc_store(dst + t11, t13);
            t14 = (long)(int)((long)0 + (t1 + 12L));
            t15 = vcc_load(vcc_v4_float, src + t14);
            t16 = __builtin_convertvector(t15, vcc_v4_double);
            vcc_store(dst + t14, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = vcc_load(vcc_v4_float, src + t20);
            t22 = __builtin_convertvector(t21, vcc_v4_double);
            vcc_store(dst + t20, t22);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t23 = (long)i;
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
    vcc_v4_uint t1;
    vcc_v4_int t2;
    long t3;
    vcc_v4_uint t4;
    vcc_v4_int t5;
    long t6;
    vcc_v32_uint t7;
    long t8;
    vcc_v8_uint t9;
    long t10;
    vcc_v8_uint t11;
    long t12;
    vcc_v8_uint t13;
    long t14;
    vcc_v8_uint t15;
    long t16;
    long t17;
    long t18;
    vcc_v8_uint t19;
    long t20;
    vcc_v8_uint t21;
    long t22;
    int count_idx;
    int n_1;
    int t23;
    long t24;
    vcc_v4_int t25;
    vcc_v4_uint t26;
    vcc_v4_int t27;
    vcc_v4_int t28;
    vcc_v4_uint t29;
    vcc_v4_uint t30;
    vcc_v4_uint t31;
    vcc_v4_int t32;
    long t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_int t36;
    vcc_v4_short t37;
    vcc_v4_float t38;
    vcc_v4_float t39;
    vcc_v4_uint t40;
    vcc_v4_int t41;
    long t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_int t45;
    vcc_v4_short t46;
    vcc_v4_int t47;
    vcc_v4_uint t48;
    vcc_v4_uint t49;
    vcc_v4_uint t50;
    vcc_v4_int t51;
    vcc_v4_float t52;
    vcc_v4_float t53;
    vcc_v4_uint t54;
    vcc_v4_int t55;
    long t56;
    vcc_v4_double t57;
    vcc_v4_double t58;
    vcc_v4_int t59;
    vcc_v4_short t60;
    vcc_v4_int t61;
    vcc_v4_uint t62;
    vcc_v4_uint t63;
    vcc_v4_uint t64;
    vcc_v4_int t65;
    vcc_v4_float t66;
    vcc_v4_float t67;
    vcc_v4_uint t68;
    vcc_v4_int t69;
    long t70;
    vcc_v4_double t71;
    vcc_v4_double t72;
    vcc_v4_int t73;
    vcc_v4_short t74;
    vcc_v4_int t75;
    vcc_v4_uint t76;
    vcc_v4_uint t77;
    vcc_v4_uint t78;
    vcc_v4_int t79;
    vcc_v4_float t80;
    vcc_v4_float t81;
    vcc_v4_uint t82;
    vcc_v4_int t83;
    vcc_v4_uint t84;
    vcc_v4_uint t85;
    vcc_v4_uint t86;
    vcc_v4_int t87;
    int t88;
    long t89;
    long t90;
    vcc_v4_int t91;
    vcc_v4_uint t92;
    vcc_v4_int t93;
    vcc_v4_int t94;
    vcc_v4_uint t95;
    vcc_v4_uint t96;
    vcc_v4_uint t97;
    vcc_v4_int t98;
    long t99;
    vcc_v4_double t100;
    vcc_v4_double t101;
    vcc_v4_int t102;
    vcc_v4_short t103;
    vcc_v4_float t104;
    vcc_v4_float t105;
    vcc_v4_uint t106;
    vcc_v4_int t107;
    vcc_v4_uint t108;
    vcc_v4_uint t109;
    vcc_v4_uint t110;
    vcc_v4_int t111;
    int i;
    long t112;
    unsigned long long h;
    int lo;
    const short *t113;
    int t114;
    const void *t115;
    unsigned long long h_1;
    void *t116;
    unsigned char *bd;
    void *t117;
    unsigned char *bs;
    long t118;
    unsigned long t119;
    unsigned long t120;
    long t121;
    vcc_v32_int t122;
    vcc_v32_uint t123;
    vcc_v32_int t124;
    long t125;
    vcc_v32_int t126;
    vcc_v32_uchar t127;
    vcc_v32_uint t128;
    int i_1;
    long t129;
    unsigned long t130;
    unsigned long t131;
    unsigned long long h_2;
    int t132;
    int *a;
    long t133;
    long t134;
    vcc_v8_int t135;
    vcc_v8_uint t136;
    vcc_v8_int t137;
    vcc_v8_int t138;
    vcc_v8_uint t139;
    vcc_v8_int t140;
    vcc_v8_int t141;
    vcc_v8_uint t142;
    vcc_v8_int t143;
    vcc_v8_int t144;
    vcc_v8_uint t145;
    vcc_v8_int t146;
    vcc_v8_int t147;
    vcc_v8_uint t148;
    int t149;
    long t150;
    long t151;
    vcc_v8_int t152;
    vcc_v8_uint t153;
    vcc_v8_int t154;
    vcc_v8_int t155;
    vcc_v8_uint t156;
    int i_2;
    unsigned long long h_3;
    const short *t157;
    int t158;
    unsigned long long h_4;
    double *d;
    float *f;
    long t159;
    long t160;
    vcc_v8_int t161;
    vcc_v8_uint t162;
    vcc_v8_int t163;
    vcc_v8_float t164;
    vcc_v8_float t165;
    vcc_v8_uint t166;
    vcc_v8_int t167;
    vcc_v8_float t168;
    vcc_v8_float t169;
    vcc_v8_uint t170;
    int t171;
    long t172;
    long t173;
    vcc_v8_int t174;
    vcc_v8_uint t175;
    vcc_v8_int t176;
    vcc_v8_float t177;
    vcc_v8_float t178;
    vcc_v8_uint t179;
    int i_3;
    unsigned long long h_5;
    int t180;
    short *sd;
    short *ss;
    long t181;
    long t182;
    int t183;
    long t184;
    long t185;
    int i_4;
    long t186;
    long t187;
    vcc_v8_int t188;
    vcc_v8_uint t189;
    vcc_v8_int t190;
    vcc_v8_int t191;
    vcc_v8_short t192;
    vcc_v8_uint t193;
    vcc_v8_int t194;
    vcc_v8_int t195;
    vcc_v8_short t196;
    vcc_v8_uint t197;
    vcc_v8_int t198;
    vcc_v8_int t199;
    vcc_v8_short t200;
    vcc_v8_uint t201;
    vcc_v8_int t202;
    vcc_v8_int t203;
    vcc_v8_short t204;
    vcc_v8_uint t205;
    int t206;
    long t207;
    long t208;
    vcc_v8_int t209;
    vcc_v8_uint t210;
    vcc_v8_int t211;
    vcc_v8_int t212;
    vcc_v8_short t213;
    vcc_v8_uint t214;
    int i_5;
    unsigned long t215;
    count_idx = 0;
    n_1 = 0;
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
        if ((1100L >= 16L) & (0 >= 0)) {
            t24 = 1100L & -16L;
            t25 = (vcc_v4_int){0, 0, 0, 0};
            t26 = (vcc_v4_uint)t25;
            t1 = t26 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t27 = vcc_splat(vcc_v4_int, 0 % 11);
            t28 = t27 + (vcc_v4_int){0, 1, 2, 3};
            t29 = (vcc_v4_uint)t28;
            t30 = t29 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            t31 = vcc_min(vcc_v4_int, t29, t30);
            t2 = (vcc_v4_int)t31;
            t3 = 0L;
            for (;;) {
                t32 = (vcc_v4_int)t1;
                t33 = (long)(int)((long)0 + t3);
                vcc_store(&gd[t33], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t34 = __builtin_convertvector(t32, vcc_v4_double);
                t35 = t34 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_store(&hd[t33], t35);
                t36 = t32 * (vcc_v4_int){7, 7, 7, 7};
                t37 = __builtin_convertvector(t36, vcc_v4_short);
                vcc_store(&gs[t33], t37);
                vcc_store(&hs[t33], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t38 = __builtin_convertvector(t2, vcc_v4_float);
                t39 = t38 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&initialized[t33], t39);
                t40 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t41 = (vcc_v4_int)t40;
                t42 = (long)(int)((long)0 + (t3 + 4L));
                vcc_store(&gd[t42], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t43 = __builtin_convertvector(t41, vcc_v4_double);
                t44 = t43 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_store(&hd[t42], t44);
                t45 = t41 * (vcc_v4_int){7, 7, 7, 7};
                t46 = __builtin_convertvector(t45, vcc_v4_short);
                vcc_store(&gs[t42], t46);
                vcc_store(&hs[t42], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t47 = t2 + (vcc_v4_int){4, 4, 4, 4};
                t48 = (vcc_v4_uint)t47;
                t49 = t48 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t50 = vcc_min(vcc_v4_int, t48, t49);
                t51 = (vcc_v4_int)t50;
                t52 = __builtin_convertvector(t51, vcc_v4_float);
                t53 = t52 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&initialized[t42], t53);
                t54 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t55 = (vcc_v4_int)t54;
                t56 = (long)(int)((long)0 + (t3 + 8L));
                vcc_store(&gd[t56], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t57 = __builtin_convertvector(t55, vcc_v4_double);
                t58 = t57 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_store(&hd[t56], t58);
                t59 = t55 * (vcc_v4_int){7, 7, 7, 7};
                t60 = __builtin_convertvector(t59, vcc_v4_short);
                vcc_store(&gs[t56], t60);
                vcc_store(&hs[t56], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t61 = t2 + (vcc_v4_int){8, 8, 8, 8};
                t62 = (vcc_v4_uint)t61;
                t63 = t62 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t64 = vcc_min(vcc_v4_int, t62, t63);
                t65 = (vcc_v4_int)t64;
                t66 = __builtin_convertvector(t65, vcc_v4_float);
                t67 = t66 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&initialized[t56], t67);
                t68 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t69 = (vcc_v4_int)t68;
                t70 = (long)(int)((long)0 + (t3 + 12L));
                vcc_store(&gd[t70], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t71 = __builtin_convertvector(t69, vcc_v4_double);
                t72 = t71 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_store(&hd[t70], t72);
                t73 = t69 * (vcc_v4_int){7, 7, 7, 7};
                t74 = __builtin_convertvector(t73, vcc_v4_short);
                vcc_store(&gs[t70], t74);
                vcc_store(&hs[t70], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t75 = t2 + (vcc_v4_int){1, 1, 1, 1};
                t76 = (vcc_v4_uint)t75;
                t77 = t76 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t78 = vcc_min(vcc_v4_int, t76, t77);
                t79 = (vcc_v4_int)t78;
                t80 = __builtin_convertvector(t79, vcc_v4_float);
                t81 = t80 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&initialized[t70], t81);
                t3 += 16L;
                t82 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                t83 = t2 + (vcc_v4_int){5, 5, 5, 5};
                t84 = (vcc_v4_uint)t83;
                t85 = t84 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t86 = vcc_min(vcc_v4_int, t84, t85);
                t87 = (vcc_v4_int)t86;
                if (t3 >= t24) {
                    break;
                }
                t1 = t82;
                t2 = t87;
            }
            t88 = (int)((long)0 + t24);
        } else {
            t88 = 0;
        }
        t89 = (long)t88 * -1L + 1100L;
        if ((t89 >= 4L) & (t88 >= 0)) {
            t90 = t89 & -4L;
            t91 = (vcc_v4_int){t88, t88, t88, t88};
            t92 = (vcc_v4_uint)t91;
            t4 = t92 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t93 = vcc_splat(vcc_v4_int, t88 % 11);
            t94 = t93 + (vcc_v4_int){0, 1, 2, 3};
            t95 = (vcc_v4_uint)t94;
            t96 = t95 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            t97 = vcc_min(vcc_v4_int, t95, t96);
            t5 = (vcc_v4_int)t97;
            t6 = 0L;
            for (;;) {
                t98 = (vcc_v4_int)t4;
                t99 = (long)(int)((long)t88 + t6);
                vcc_store(&gd[t99], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t100 = __builtin_convertvector(t98, vcc_v4_double);
                t101 = t100 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_store(&hd[t99], t101);
                t102 = t98 * (vcc_v4_int){7, 7, 7, 7};
                t103 = __builtin_convertvector(t102, vcc_v4_short);
                vcc_store(&gs[t99], t103);
                vcc_store(&hs[t99], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t104 = __builtin_convertvector(t5, vcc_v4_float);
                t105 = t104 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&initialized[t99], t105);
                t6 += 4L;
                t106 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t107 = t5 + (vcc_v4_int){4, 4, 4, 4};
                t108 = (vcc_v4_uint)t107;
                t109 = t108 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t110 = vcc_min(vcc_v4_int, t108, t109);
                t111 = (vcc_v4_int)t110;
                if (t6 >= t90) {
                    break;
                }
                t4 = t106;
                t5 = t111;
            }
            i = (int)((long)t88 + t90);
        } else {
            i = t88;
        }
        for (; i < 1100; i++) {
            t112 = (long)i;
            gd[t112] = -1.0;
            hd[t112] = (double)i * 0.5;
            gs[t112] = (short)(i * 7);
            hs[t112] = (short)-1;
            initialized[t112] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        h = 0ULL + (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        lo = n / 3 - 5;
        t113 = gs;
        if (lo < 0) {
            t114 = 0;
        } else {
            t114 = lo;
        }
        copy_restrict(t114, n, hs, t113);
        copy_restrict(n, lo, hs, t113);
        t115 = (const void *)hs;
        h_1 = h * 31ULL + (unsigned long long)hash_bytes(t115, 2200UL);
        t116 = new_array(n, 1UL);
        bd = (unsigned char *)t116;
        t117 = new_array(n, 1UL);
        bs = (unsigned char *)t117;
        t118 = (long)n;
        t119 = (unsigned long)t116;
        t120 = (unsigned long)t117;
        if ((t118 >= 32L) & (((t119 + (unsigned long)(1L + (t118 - 1L) * 1L)) <= (t120 + (unsigned long)0L)) | ((t120 + (unsigned long)(1L + (t118 - 1L) * 1L)) <= (t119 + (unsigned long)0L)))) {
            t121 = t118 & -32L;
            t122 = vcc_splat(vcc_v32_int, 0);
            t123 = (vcc_v32_uint)t122;
            t7 = t123 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
            t8 = 0L;
            for (;;) {
                t124 = (vcc_v32_int)t7;
                t125 = (long)(int)((long)0 + t8);
                t126 = t124 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                t127 = __builtin_convertvector(__builtin_convertvector(t126, vcc_v32_short), vcc_v32_uchar);
                vcc_store(bs + t125, t127);
                vcc_store(bd + t125, ((vcc_v32_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t8 += 32L;
                t128 = t7 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t8 >= t121) {
                    break;
                }
                t7 = t128;
            }
            i_1 = (int)((long)0 + t121);
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            t129 = (long)i_1;
            bs[t129] = (unsigned char)(i_1 * 13);
            bd[t129] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        t130 = (unsigned long)n;
        t131 = hash_bytes((const void *)bd, t130 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        h_2 = (h_1 * 31ULL + (unsigned long long)t131) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        t132 = n + 1;
        a = (int *)new_array(t132, 4UL);
        t133 = (long)n + 1L;
        if (t133 >= 32L) {
            t134 = t133 & -32L;
            t135 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t136 = (vcc_v8_uint)t135;
            t9 = t136 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t10 = 0L;
            for (;;) {
                t137 = (vcc_v8_int)t9;
                t138 = t137 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)0 + t10), t138);
                t139 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t140 = (vcc_v8_int)t139;
                t141 = t140 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)0 + (t10 + 8L)), t141);
                t142 = t9 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t143 = (vcc_v8_int)t142;
                t144 = t143 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)0 + (t10 + 16L)), t144);
                t145 = t9 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t146 = (vcc_v8_int)t145;
                t147 = t146 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)0 + (t10 + 24L)), t147);
                t10 += 32L;
                t148 = t9 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t10 >= t134) {
                    break;
                }
                t9 = t148;
            }
            t149 = (int)((long)0 + t134);
        } else {
            t149 = 0;
        }
        t150 = (long)n + (long)t149 * -1L + 1L;
        if (t150 >= 8L) {
            t151 = t150 & -8L;
            t152 = (vcc_v8_int){t149, t149, t149, t149, t149, t149, t149, t149};
            t153 = (vcc_v8_uint)t152;
            t11 = t153 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t12 = 0L;
            for (;;) {
                t154 = (vcc_v8_int)t11;
                t155 = t154 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(a + (int)((long)t149 + t12), t155);
                t12 += 8L;
                t156 = t11 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t12 >= t151) {
                    break;
                }
                t11 = t156;
            }
            i_2 = (int)((long)t149 + t151);
        } else {
            i_2 = t149;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t132 * 4UL);
        free((void *)a);
        t157 = hs;
        if (n < 1099) {
            t158 = n;
        } else {
            t158 = 1099;
        }
        copy_may_alias(t158, &hs[1], t157);
        h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t115, 2200UL);
        d = (double *)new_array(n, 8UL);
        f = (float *)new_array(n, 4UL);
        t159 = (long)n;
        if (t159 >= 16L) {
            t160 = t159 & -16L;
            t161 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t162 = (vcc_v8_uint)t161;
            t13 = t162 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t14 = 0L;
            for (;;) {
                t163 = (vcc_v8_int)t13;
                t164 = __builtin_convertvector(t163, vcc_v8_float);
                t165 = t164 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)((long)0 + t14), t165);
                t166 = t13 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t167 = (vcc_v8_int)t166;
                t168 = __builtin_convertvector(t167, vcc_v8_float);
                t169 = t168 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)((long)0 + (t14 + 8L)), t169);
                t14 += 16L;
                t170 = t13 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t14 >= t160) {
                    break;
                }
                t13 = t170;
            }
            t171 = (int)((long)0 + t160);
        } else {
            t171 = 0;
        }
        t172 = (long)n + (long)t171 * -1L;
        if (t172 >= 8L) {
            t173 = t172 & -8L;
            t174 = (vcc_v8_int){t171, t171, t171, t171, t171, t171, t171, t171};
            t175 = (vcc_v8_uint)t174;
            t15 = t175 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t16 = 0L;
            for (;;) {
                t176 = (vcc_v8_int)t15;
                t177 = __builtin_convertvector(t176, vcc_v8_float);
                t178 = t177 / (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(f + (int)((long)t171 + t16), t178);
                t16 += 8L;
                t179 = t15 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t16 >= t173) {
                    break;
                }
                t15 = t179;
            }
            i_3 = (int)((long)t171 + t173);
        } else {
            i_3 = t171;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t130 * 8UL);
        free((void *)d);
        free((void *)f);
        t180 = 2 * n;
        sd = (short *)new_array(t180, 2UL);
        ss = (short *)new_array(n, 2UL);
        t181 = (long)n * 2L;
        if (t181 >= 64L) {
            t182 = t181 & -64L;
            t17 = 0L;
            do {
                vcc_store(sd + (int)((long)0 + t17), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)((long)0 + (t17 + 16L)), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)((long)0 + (t17 + 32L)), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                vcc_store(sd + (int)((long)0 + (t17 + 48L)), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                t17 += 64L;
            } while (t17 < t182);
            t183 = (int)((long)0 + t182);
        } else {
            t183 = 0;
        }
        t184 = (long)n * 2L + (long)t183 * -1L;
        if (t184 >= 16L) {
            t185 = t184 & -16L;
            t18 = 0L;
            do {
                vcc_store(sd + (int)((long)t183 + t18), ((vcc_v16_short){(short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1, (short)-1}));
                t18 += 16L;
            } while (t18 < t185);
            i_4 = (int)((long)t183 + t185);
        } else {
            i_4 = t183;
        }
        for (; i_4 < t180; i_4++) {
            sd[i_4] = (short)-1;
        }
        t186 = (long)n;
        if (t186 >= 32L) {
            t187 = t186 & -32L;
            t188 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t189 = (vcc_v8_uint)t188;
            t19 = t189 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t20 = 0L;
            for (;;) {
                t190 = (vcc_v8_int)t19;
                t191 = t190 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                t192 = __builtin_convertvector(t191, vcc_v8_short);
                vcc_store(ss + (int)((long)0 + t20), t192);
                t193 = t19 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t194 = (vcc_v8_int)t193;
                t195 = t194 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                t196 = __builtin_convertvector(t195, vcc_v8_short);
                vcc_store(ss + (int)((long)0 + (t20 + 8L)), t196);
                t197 = t19 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t198 = (vcc_v8_int)t197;
                t199 = t198 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                t200 = __builtin_convertvector(t199, vcc_v8_short);
                vcc_store(ss + (int)((long)0 + (t20 + 16L)), t200);
                t201 = t19 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t202 = (vcc_v8_int)t201;
                t203 = t202 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                t204 = __builtin_convertvector(t203, vcc_v8_short);
                vcc_store(ss + (int)((long)0 + (t20 + 24L)), t204);
                t20 += 32L;
                t205 = t19 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t20 >= t187) {
                    break;
                }
                t19 = t205;
            }
            t206 = (int)((long)0 + t187);
        } else {
            t206 = 0;
        }
        t207 = (long)n + (long)t206 * -1L;
        if (t207 >= 8L) {
            t208 = t207 & -8L;
            t209 = (vcc_v8_int){t206, t206, t206, t206, t206, t206, t206, t206};
            t210 = (vcc_v8_uint)t209;
            t21 = t210 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t22 = 0L;
            for (;;) {
                t211 = (vcc_v8_int)t21;
                t212 = t211 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                t213 = __builtin_convertvector(t212, vcc_v8_short);
                vcc_store(ss + (int)((long)t206 + t22), t213);
                t22 += 8L;
                t214 = t21 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t22 >= t208) {
                    break;
                }
                t21 = t214;
            }
            i_5 = (int)((long)t206 + t208);
        } else {
            i_5 = t206;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        copy_strided(n, sd, ss);
        t215 = hash_bytes((const void *)sd, (unsigned long)t180 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t215);
    }
}
