/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
void scale(int n, float *a, const float *b) {
    int t13;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - ((unsigned long)b + 4UL));
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + 4UL)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at may_alias.c:7 vectorized: VF 8, UF 4, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + ((int)i_vec + 1));
            vcc_v8_float t6 = b_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + ((int)t7 + 1));
            vcc_v8_float t8 = b_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t7, t8);
            long t9 = i_vec + 16L;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + ((int)t9 + 1));
            vcc_v8_float t10 = b_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t9, t10);
            long t11 = i_vec + 24L;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + ((int)t11 + 1));
            vcc_v8_float t12 = b_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t11, t12);
            i_vec += 32L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    long t17 = (long)((unsigned long)a + (unsigned long)((long)t13 * 4L) - ((unsigned long)b + (unsigned long)((long)t13 * 4L + 4L)));
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L + 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 8L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 32L)))) {
        long t18 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at may_alias.c:7 vector epilogue: VF 8, UF 1, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t19 = (long)t13 + i_vec_1;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + ((int)t19 + 1));
            vcc_v8_float t20 = b_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t19, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t13 + t18);
    } else {
        i = t13;
    }
    while (i < n) {
        int t21 = i + 1;
        a[i] = b[t21] * 2.0f;
        i = t21;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(32)));
static void reset(void) {
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = t3 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t5 = (vcc_m8)(t4 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t7 = (vcc_v8_uint)t4;
    vcc_v8_uint t8 = t7 - t6;
    vcc_v8_int t1 = (vcc_v8_int)t8;
    long i_vec = 0L;
    /* vcc: loop at may_alias.c:14 vectorized: VF 8, UF 4, the remainder at 15:25 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_float t9 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_store(&buf[i_vec], t9);
        vcc_v8_int t10 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t13 = (vcc_v8_uint)t10;
        vcc_v8_uint t14 = t13 - t12;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_float t16 = __builtin_convertvector(t15, vcc_v8_float);
        vcc_store(&buf[i_vec + 8L], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_m8 t18 = (vcc_m8)(t17 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t20 = (vcc_v8_uint)t17;
        vcc_v8_uint t21 = t20 - t19;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_float t23 = __builtin_convertvector(t22, vcc_v8_float);
        vcc_store(&buf[i_vec + 16L], t23);
        vcc_v8_int t24 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t27 = (vcc_v8_uint)t24;
        vcc_v8_uint t28 = t27 - t26;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_v8_float t30 = __builtin_convertvector(t29, vcc_v8_float);
        vcc_store(&buf[i_vec + 24L], t30);
        i_vec += 32L;
        vcc_v8_int t31 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t34 = (vcc_v8_uint)t31;
        vcc_v8_uint t35 = t34 - t33;
        t1 = (vcc_v8_int)t35;
    } while (i_vec < 2080L);
    vcc_v8_int t36 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t37 = t36 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t38 = (vcc_m8)(t37 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t40 = (vcc_v8_uint)t37;
    vcc_v8_uint t41 = t40 - t39;
    vcc_v8_int t2 = (vcc_v8_int)t41;
    long i_vec_1 = 0L;
    /* vcc: loop at may_alias.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_float t42 = __builtin_convertvector(t2, vcc_v8_float);
        vcc_store(&buf[2080L + i_vec_1], t42);
        i_vec_1 += 8L;
        vcc_v8_int t43 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t46 = (vcc_v8_uint)t43;
        vcc_v8_uint t47 = t46 - t45;
        t2 = (vcc_v8_int)t47;
    } while (i_vec_1 < 16L);
    for (int i = 2096; i < 2100; i++) {
        buf[i] = (float)(i % 11);
    }
}

static double checksum(void) {
    double s = 0;
    for (int i = 0; i < 2100; i++)
        s += buf[i] * (i % 3 + 1);
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        reset();
        scale(n, buf, buf + 1050); /* disjoint */
        double disjoint = checksum();
        reset();
        scale(n, buf, buf); /* overlapping: a[i] = b[i+1] reads ahead of the writes */
        double ahead = checksum();
        reset();
        scale(n, buf + 2, buf); /* overlapping: reads what earlier iterations wrote */
        double behind = checksum();
        printf("n=%d %.1f %.1f %.1f\n", n, disjoint, ahead, behind);
    }
    return 0;
}
