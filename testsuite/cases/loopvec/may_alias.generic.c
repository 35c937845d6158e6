/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
void scale(int n, float *a, const float *b) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    int t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    int t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    int t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    int t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    int i;
    int t27;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)4L)) | ((t5 + (unsigned long)(8L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -32L;
        t1 = 0L;
        do {
            t7 = (int)((long)0 + t1);
            t8 = vcc_load(vcc_v8_float, b + (t7 + 1));
            t9 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t7, t9);
            t10 = (int)((long)0 + (t1 + 8L));
            t11 = vcc_load(vcc_v8_float, b + (t10 + 1));
            t12 = t11 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t10, t12);
            t13 = (int)((long)0 + (t1 + 16L));
            t14 = vcc_load(vcc_v8_float, b + (t13 + 1));
            t15 = t14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t13, t15);
            t16 = (int)((long)0 + (t1 + 24L));
            t17 = vcc_load(vcc_v8_float, b + (t16 + 1));
            t18 = t17 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)((long)0 + t6);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)a;
    t22 = (unsigned long)b;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L + 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 8L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        t23 = t20 & -8L;
        t2 = 0L;
        do {
            t24 = (int)((long)t19 + t2);
            t25 = vcc_load(vcc_v8_float, b + (t24 + 1));
            t26 = t25 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    for (; i < n; i = t27) {
        t27 = i + 1;
        a[i] = b[t27] * 2.0f;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(32)));
static void reset(void) {
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_float t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_float t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    vcc_v8_float t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_float t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    int t34;
    long t35;
    long t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_float t42;
    vcc_v8_int t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    int i;
    if ((2100L >= 32L) & (0 >= 0)) {
        t5 = 2100L & -32L;
        t6 = vcc_splat(vcc_v8_int, 0 % 11);
        t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t8 = (vcc_v8_uint)t7;
        t9 = t8 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        t10 = vcc_min(vcc_v8_int, t8, t9);
        t1 = (vcc_v8_int)t10;
        t2 = 0L;
        do {
            t11 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_store(&buf[(int)((long)0 + t2)], t11);
            t12 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t13 = (vcc_v8_uint)t12;
            t14 = t13 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t15 = vcc_min(vcc_v8_int, t13, t14);
            t16 = (vcc_v8_int)t15;
            t17 = __builtin_convertvector(t16, vcc_v8_float);
            vcc_store(&buf[(int)((long)0 + (t2 + 8L))], t17);
            t18 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t19 = (vcc_v8_uint)t18;
            t20 = t19 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t21 = vcc_min(vcc_v8_int, t19, t20);
            t22 = (vcc_v8_int)t21;
            t23 = __builtin_convertvector(t22, vcc_v8_float);
            vcc_store(&buf[(int)((long)0 + (t2 + 16L))], t23);
            t24 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t25 = (vcc_v8_uint)t24;
            t26 = t25 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t27 = vcc_min(vcc_v8_int, t25, t26);
            t28 = (vcc_v8_int)t27;
            t29 = __builtin_convertvector(t28, vcc_v8_float);
            vcc_store(&buf[(int)((long)0 + (t2 + 24L))], t29);
            t2 += 32L;
            t30 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t31 = (vcc_v8_uint)t30;
            t32 = t31 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t33 = vcc_min(vcc_v8_int, t31, t32);
            t1 = (vcc_v8_int)t33;
        } while (t2 < t5);
        t34 = (int)((long)0 + t5);
    } else {
        t34 = 0;
    }
    t35 = (long)t34 * -1L + 2100L;
    if ((t35 >= 8L) & (t34 >= 0)) {
        t36 = t35 & -8L;
        t37 = vcc_splat(vcc_v8_int, t34 % 11);
        t38 = t37 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t39 = (vcc_v8_uint)t38;
        t40 = t39 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        t41 = vcc_min(vcc_v8_int, t39, t40);
        t3 = (vcc_v8_int)t41;
        t4 = 0L;
        do {
            t42 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_store(&buf[(int)((long)t34 + t4)], t42);
            t4 += 8L;
            t43 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t44 = (vcc_v8_uint)t43;
            t45 = t44 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t46 = vcc_min(vcc_v8_int, t44, t45);
            t3 = (vcc_v8_int)t46;
        } while (t4 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < 2100; i++) {
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
