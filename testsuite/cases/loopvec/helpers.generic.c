/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
/* Calls to small functions of the file, inlined before the loop vectorizer
 * (`transform/inline.rs`), as real code keeps its element-wise work in helpers. */
#include "harness.h"

static inline float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

static float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}

/* A helper calling a helper. */
static float smoothstep(float x) {
    float t = clampf(x, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

/* Reads through the pointer it is given. */
static int get(const int *p, int i) {
    return p[i] * 3 - 1;
}

/* Writes through the pointer it is given, returns nothing. */
static void put_sum(int *dst, int i, int a, int b) {
    dst[i] = a + b;
}

static unsigned char saturate_u8(int v) {
    return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v;
}

/* Not inlined: a static counter of its own, which the caller cannot name. */
static int counted(int x) {
    static int calls;
    calls++;
    return x + (calls & 1);
}

/* Not inlined: the user asked for a call. */
__attribute__((noinline)) static int kept(int x) {
    return x * 7;
}

/* Not inlined: recursive. */
static int depth(int x) {
    return x <= 0 ? 0 : 1 + depth(x - 8);
}

void clamp_all(float *restrict y, const float *restrict x, int n) {
    int t39;
    int i;
    (void)clampf;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_m8 t4 = (vcc_m8)(x_v < (vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f});
            vcc_m8 t5 = ~t4;
            vcc_m8 t6 = (vcc_m8)(x_v > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_m8 t7 = t5 & t6;
            vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f}), ((vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f}));
            vcc_m8 t9 = ~t6;
            vcc_m8 t10 = t5 & t9;
            vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, x_v, t8);
            vcc_store(y + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t12);
            vcc_m8 t13 = (vcc_m8)(x_v_1 < (vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f});
            vcc_m8 t14 = ~t13;
            vcc_m8 t15 = (vcc_m8)(x_v_1 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_m8 t16 = t14 & t15;
            vcc_v8_float t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f}), ((vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f}));
            vcc_m8 t18 = ~t15;
            vcc_m8 t19 = t14 & t18;
            vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, x_v_1, t17);
            vcc_store(y + t12, t20);
            long t21 = i_vec + 16L;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t21);
            vcc_m8 t22 = (vcc_m8)(x_v_2 < (vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f});
            vcc_m8 t23 = ~t22;
            vcc_m8 t24 = (vcc_m8)(x_v_2 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_m8 t25 = t23 & t24;
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f}), ((vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f}));
            vcc_m8 t27 = ~t24;
            vcc_m8 t28 = t23 & t27;
            vcc_v8_float t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, x_v_2, t26);
            vcc_store(y + t21, t29);
            long t30 = i_vec + 24L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t30);
            vcc_m8 t31 = (vcc_m8)(x_v_3 < (vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f});
            vcc_m8 t32 = ~t31;
            vcc_m8 t33 = (vcc_m8)(x_v_3 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_m8 t34 = t32 & t33;
            vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f}), ((vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f}));
            vcc_m8 t36 = ~t33;
            vcc_m8 t37 = t32 & t36;
            vcc_v8_float t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, x_v_3, t35);
            vcc_store(y + t30, t38);
            i_vec += 32L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t42);
            vcc_m8 t43 = (vcc_m8)(x_v_4 < (vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f});
            vcc_m8 t44 = ~t43;
            vcc_m8 t45 = (vcc_m8)(x_v_4 > (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f});
            vcc_m8 t46 = t44 & t45;
            vcc_v8_float t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f}), ((vcc_v8_float){-10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f, -10.0f}));
            vcc_m8 t48 = ~t45;
            vcc_m8 t49 = t44 & t48;
            vcc_v8_float t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, x_v_4, t47);
            vcc_store(y + t42, t50);
            i_vec_1 += 8L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        float *t52 = y + t51;
        float t1 = x[t51];
        if (t1 < -10.0f) {
            t1 = -10.0f;
        } else if (t1 > 10.0f) {
            t1 = 10.0f;
        }
        *t52 = t1;
    }
}

void blend(float *restrict y, const float *restrict a, const float *restrict b, int n) {
    int t36;
    int i;
    (void)lerp;
    (void)smoothstep;
    (void)clampf;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:61 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = b_v - a_v;
            vcc_v8_float t4 = t3 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t5 = a_v + t4;
            vcc_v8_float t6 = a_v * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            vcc_m8 t7 = (vcc_m8)(t6 < (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t8 = ~t7;
            vcc_m8 t9 = (vcc_m8)(t6 > (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_m8 t10 = t8 & t9;
            vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_m8 t12 = ~t9;
            vcc_m8 t13 = t8 & t12;
            vcc_v8_float t_v = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t6, t11);
            vcc_v8_float t14 = t_v * t_v;
            vcc_v8_float t15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} * t_v;
            vcc_v8_float t16 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t15;
            vcc_v8_float t17 = t14 * t16;
            vcc_v8_float t18 = t5 + t17;
            vcc_store(y + i_vec, t18);
            long t19 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t19);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t19);
            vcc_v8_float t20 = b_v_1 - a_v_1;
            vcc_v8_float t21 = t20 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t22 = a_v_1 + t21;
            vcc_v8_float t23 = a_v_1 * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            vcc_m8 t24 = (vcc_m8)(t23 < (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t25 = ~t24;
            vcc_m8 t26 = (vcc_m8)(t23 > (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_m8 t27 = t25 & t26;
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_m8 t29 = ~t26;
            vcc_m8 t30 = t25 & t29;
            vcc_v8_float t_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t23, t28);
            vcc_v8_float t31 = t_v_1 * t_v_1;
            vcc_v8_float t32 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} * t_v_1;
            vcc_v8_float t33 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t32;
            vcc_v8_float t34 = t31 * t33;
            vcc_v8_float t35 = t22 + t34;
            vcc_store(y + t19, t35);
            i_vec += 16L;
        } while (i_vec < t2);
        t36 = (int)t2;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t39 = (long)t36 + i_vec_1;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t39);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t39);
            vcc_v8_float t40 = b_v_2 - a_v_2;
            vcc_v8_float t41 = t40 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t42 = a_v_2 + t41;
            vcc_v8_float t43 = a_v_2 * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            vcc_m8 t44 = (vcc_m8)(t43 < (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t45 = ~t44;
            vcc_m8 t46 = (vcc_m8)(t43 > (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_m8 t47 = t45 & t46;
            vcc_v8_float t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_m8 t49 = ~t46;
            vcc_m8 t50 = t45 & t49;
            vcc_v8_float t_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t43, t48);
            vcc_v8_float t51 = t_v_2 * t_v_2;
            vcc_v8_float t52 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} * t_v_2;
            vcc_v8_float t53 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t52;
            vcc_v8_float t54 = t51 * t53;
            vcc_v8_float t55 = t42 + t54;
            vcc_store(y + t39, t55);
            i_vec_1 += 8L;
        } while (i_vec_1 < t38);
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        float *t57 = y + t56;
        float t58 = b[t56];
        float t59 = a[t56];
        float t60 = t59 + (t58 - t59) * 0.25f;
        float t = t59 * 0.001f;
        if (t < 0.0f) {
            t = 0.0f;
        } else if (t > 1.0f) {
            t = 1.0f;
        }
        float t61 = t * t * (3.0f - 2.0f * t);
        *t57 = t60 + t61;
    }
}

void gather_sum(int *restrict y, const int *restrict a, const int *restrict b, int n) {
    int t26;
    int i;
    (void)get;
    (void)put_sum;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:66 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = b_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = t3 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t5 = a_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t6 = t5 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t7 = t6 + t4;
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t9 = b_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t10 = t9 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_int t11 = a_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t12 = t11 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t13 = t12 + t10;
            vcc_store(y + t8, t13);
            long t14 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t14);
            vcc_v8_int t15 = b_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t16 = t15 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_int t17 = a_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t18 = t17 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t19 = t18 + t16;
            vcc_store(y + t14, t19);
            long t20 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t20);
            vcc_v8_int t21 = b_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t21 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t20);
            vcc_v8_int t23 = a_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t24 = t23 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t25 = t24 + t22;
            vcc_store(y + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:66 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t29);
            vcc_v8_int t30 = b_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t31 = t30 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t29);
            vcc_v8_int t32 = a_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t33 = t32 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t34 = t33 + t31;
            vcc_store(y + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int t36 = b[t35] * 3 - 1;
        int t37 = a[t35] * 3 - 1;
        y[t35] = t37 + t36;
    }
}

void to_u8(unsigned char *restrict y, const int *restrict x, int n) {
    int t16;
    int i;
    int t29;
    int t30;
    (void)saturate_u8;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:71 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t3 = x_v >> (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t4 = (vcc_m8)(t3 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t5 = (vcc_m8)(t3 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t7 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t6);
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector(t4, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t7);
            vcc_store(y + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t9);
            vcc_v8_int t10 = x_v_1 >> (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t11 = (vcc_m8)(t10 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t12 = (vcc_m8)(t10 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t13);
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector(t11, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t14);
            vcc_store(y + t9, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:71 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t19);
            vcc_v8_int t20 = x_v_2 >> (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t21 = (vcc_m8)(t20 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t22 = (vcc_m8)(t20 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t24 = vcc_select(vcc_v8_schar, __builtin_convertvector(t22, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t23);
            vcc_v8_uchar t25 = vcc_select(vcc_v8_schar, __builtin_convertvector(t21, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t24);
            vcc_store(y + t19, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned char *t27 = y + t26;
        int t28 = x[t26] >> 4;
        if (t28 < 0) {
            t30 = 0;
        } else {
            if (t28 > 255) {
                t29 = 255;
            } else {
                t29 = (int)(unsigned char)t28;
            }
            t30 = t29;
        }
        unsigned char t31 = (unsigned char)t30;
        *t27 = t31;
    }
}

/* A reduction over a helper's result. */
int sum_get(const int *a, int n) {
    int s;
    int t10;
    int t11;
    int i;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at helpers.c:78 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = t3 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t5 = (vcc_v8_uint)t4;
            s_v = s_v + t5;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_int t6 = a_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t8 = (vcc_v8_uint)t7;
            s_v_1 = s_v_1 + t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t9 = s_v + s_v_1;
        t10 = (int)t2;
        t11 = (int)vcc_reduce(unsigned int, t9, +);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at helpers.c:78 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t10 + i_vec_1));
            vcc_v8_int t14 = a_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t15 = t14 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            s_v_2 = s_v_2 + t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        int t17 = a[i] * 3 - 1;
        s += t17;
    }
    return s;
}

/* A helper called on one path of the loop body. */
void maybe_lerp(float *restrict y, const float *restrict a, int n) {
    int t27;
    int i;
    (void)lerp;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_m8 t4 = (vcc_m8)(a_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t5 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} - a_v;
            vcc_v8_float t6 = t5 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t7 = a_v + t6;
            vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t7, a_v);
            vcc_store(y + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t9);
            vcc_m8 t10 = (vcc_m8)(a_v_1 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} - a_v_1;
            vcc_v8_float t12 = t11 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t13 = a_v_1 + t12;
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t13, a_v_1);
            vcc_store(y + t9, t14);
            long t15 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t15);
            vcc_m8 t16 = (vcc_m8)(a_v_2 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t17 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} - a_v_2;
            vcc_v8_float t18 = t17 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t19 = a_v_2 + t18;
            vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t19, a_v_2);
            vcc_store(y + t15, t20);
            long t21 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t21);
            vcc_m8 t22 = (vcc_m8)(a_v_3 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} - a_v_3;
            vcc_v8_float t24 = t23 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t25 = a_v_3 + t24;
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t25, a_v_3);
            vcc_store(y + t21, t26);
            i_vec += 32L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:85 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t30);
            vcc_m8 t31 = (vcc_m8)(a_v_4 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t32 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} - a_v_4;
            vcc_v8_float t33 = t32 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t34 = a_v_4 + t33;
            vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t34, a_v_4);
            vcc_store(y + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float *t37 = y + t36;
        float t1 = a[t36];
        if (t1 > 0.0f) {
            t1 += (1.0f - t1) * 0.5f;
        }
        *t37 = t1;
    }
}

/* A while (n--) loop over pointers, calling a helper. */
void walk(int *restrict y, const int *restrict a, int n) {
    int t14;
    int *t15;
    const int *t16;
    int n_1;
    int *y_1;
    const int *a_1;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at helpers.c:91 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + n_vec + 0);
            vcc_v8_int t3 = a_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = t3 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(y + n_vec, t4);
            long t5 = n_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5 + 0);
            vcc_v8_int t6 = a_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(y + t5, t7);
            long t8 = n_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t8 + 0);
            vcc_v8_int t9 = a_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t10 = t9 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(y + t8, t10);
            long t11 = n_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t11 + 0);
            vcc_v8_int t12 = a_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(y + t11, t13);
            n_vec += 32L;
        } while (n_vec < t2);
        t14 = (int)((long)n + t2 * -1L);
        t15 = y + t2;
        t16 = a + t2;
    } else {
        t14 = n;
        t15 = y;
        t16 = a;
    }
    long t17 = (long)t14;
    unsigned long t18 = (unsigned long)t15;
    unsigned long t19 = (unsigned long)t16;
    long t20 = (long)((unsigned long)t16 - (unsigned long)t15);
    if ((t17 >= 8L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 32L)))) {
        long t21 = t17 & -8L;
        long n_vec_1 = 0L;
        /* vcc: loop at helpers.c:91 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 91:12 and a value merged from several paths at 91:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, t16 + n_vec_1 + 0);
            vcc_v8_int t22 = a_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t23 = t22 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(t15 + n_vec_1, t23);
            n_vec_1 += 8L;
        } while (n_vec_1 < t21);
        n_1 = (int)((long)t14 + t21 * -1L);
        y_1 = t15 + t21;
        a_1 = t16 + t21;
    } else {
        n_1 = t14;
        y_1 = t15;
        a_1 = t16;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        int *y_2 = y_1 + 1;
        const int *a_2 = a_1 + 1;
        int t24 = a_1[0] * 3 - 1;
        *y_1 = t24;
        n_1 = n_2;
        y_1 = y_2;
        a_1 = a_2;
    }
}

void not_inlined(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = counted(a[i]) + kept(a[i]) + depth(a[i] & 63);
}

/* Defined after its caller below: not inlined (the caller is written before what it uses). */
static int later(int x);

void calls_later(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = later(a[i]);
}

static int later(int x) {
    return x ^ 5;
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *xf = (float *)new_array(n, 4UL);
        float *yf = (float *)new_array(n, 4UL);
        float *bf = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *y = (int *)new_array(n, 4UL);
        unsigned char *u = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-3000 + (int)(next_rand() % 6000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            bf[fill_idx_1] = (float)(-3000 + (int)(next_rand() % 6000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a[fill_idx_2] = -5000 + (int)(next_rand() % 10000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            b[fill_idx_3] = -5000 + (int)(next_rand() % 10000U);
        }
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at helpers.c:123 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t4 = xf + i_vec;
                vcc_v8_float xf_v = vcc_load(vcc_v8_float, t4);
                vcc_v8_float t5 = xf_v * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t4, t5);
                float *t6 = xf + (i_vec + 8L);
                vcc_v8_float xf_v_1 = vcc_load(vcc_v8_float, t6);
                vcc_v8_float t7 = xf_v_1 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t6, t7);
                float *t8 = xf + (i_vec + 16L);
                vcc_v8_float xf_v_2 = vcc_load(vcc_v8_float, t8);
                vcc_v8_float t9 = xf_v_2 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t8, t9);
                float *t10 = xf + (i_vec + 24L);
                vcc_v8_float xf_v_3 = vcc_load(vcc_v8_float, t10);
                vcc_v8_float t11 = xf_v_3 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at helpers.c:123 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t15 = xf + ((long)t12 + i_vec_1);
                vcc_v8_float xf_v_4 = vcc_load(vcc_v8_float, t15);
                vcc_v8_float t16 = xf_v_4 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            float *t17 = xf + i;
            *t17 = *t17 * 0.01f;
        }
        const float *t18 = xf;
        clamp_all(yf, t18, n);
        unsigned long t19 = (unsigned long)n;
        unsigned long t20 = t19 * 4UL;
        const void *t21 = (const void *)yf;
        unsigned long t22 = hash_bytes(t21, t20);
        blend(yf, t18, bf, n);
        unsigned long t23 = hash_bytes(t21, t20);
        const int *t24 = b;
        const int *t25 = a;
        gather_sum(y, t25, t24, n);
        const void *t26 = (const void *)y;
        unsigned long t27 = hash_bytes(t26, t20);
        to_u8(u, t25, n);
        int s = sum_get(t25, n);
        maybe_lerp(yf, t18, n);
        unsigned long t28 = hash_bytes(t21, t20);
        walk(y, t24, n);
        unsigned long t29 = hash_bytes(t26, t20);
        not_inlined(y, t25, n);
        unsigned long t30 = hash_bytes(t26, t20);
        calls_later(y, t24, n);
        unsigned long t31 = hash_bytes(t26, t20);
        printf("n=%d %llx %llx %llx %llx %d %llx %llx %llx %llx\n", n, (unsigned long long)t22, (unsigned long long)t23, (unsigned long long)t27, (unsigned long long)hash_bytes((const void *)u, t19 * 1UL), s, (unsigned long long)t28, (unsigned long long)t29, (unsigned long long)t30, (unsigned long long)t31);
        free((void *)xf);
        free((void *)yf);
        free((void *)bf);
        free((void *)a);
        free((void *)b);
        free((void *)y);
        free((void *)u);
    }
}
