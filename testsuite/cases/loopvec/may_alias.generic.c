/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
void scale(int n, float *a, const float *b) {
    int t19;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 4UL)) | ((t5 + (unsigned long)(8L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -32L;
        long t1 = 0L;
        do {
            int t7 = (int)t1;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, b + (t7 + 1));
            vcc_v8_float t9 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t7, t9);
            int t10 = (int)(t1 + 8L);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, b + (t10 + 1));
            vcc_v8_float t12 = t11 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t10, t12);
            int t13 = (int)(t1 + 16L);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, b + (t13 + 1));
            vcc_v8_float t15 = t14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t13, t15);
            int t16 = (int)(t1 + 24L);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, b + (t16 + 1));
            vcc_v8_float t18 = t17 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L + 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 8L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        long t23 = t20 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t19 + t2);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, b + (t24 + 1));
            vcc_v8_float t26 = t25 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    while (i < n) {
        int t27 = i + 1;
        a[i] = b[t27] * 2.0f;
        i = t27;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(32)));
static void reset(void) {
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t7 = (vcc_v8_uint)t6;
    vcc_v8_uint t8 = t7 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long t2 = 0L;
    do {
        vcc_v8_float t10 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_store(&buf[(int)t2], t10);
        vcc_v8_int t11 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t12 = (vcc_v8_uint)t11;
        vcc_v8_uint t13 = t12 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_float t16 = __builtin_convertvector(t15, vcc_v8_float);
        vcc_store(&buf[(int)(t2 + 8L)], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = t18 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t20 = vcc_min(vcc_v8_int, t18, t19);
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_float t22 = __builtin_convertvector(t21, vcc_v8_float);
        vcc_store(&buf[(int)(t2 + 16L)], t22);
        vcc_v8_int t23 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint t25 = t24 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_float t28 = __builtin_convertvector(t27, vcc_v8_float);
        vcc_store(&buf[(int)(t2 + 24L)], t28);
        t2 += 32L;
        vcc_v8_int t29 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t30 = (vcc_v8_uint)t29;
        vcc_v8_uint t31 = t30 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t32 = vcc_min(vcc_v8_int, t30, t31);
        t1 = (vcc_v8_int)t32;
    } while (t2 < 2080L);
    vcc_v8_int t33 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t34 = t33 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t35 = (vcc_v8_uint)t34;
    vcc_v8_uint t36 = t35 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t37 = vcc_min(vcc_v8_int, t35, t36);
    vcc_v8_int t3 = (vcc_v8_int)t37;
    long t4 = 0L;
    do {
        vcc_v8_float t38 = __builtin_convertvector(t3, vcc_v8_float);
        vcc_store(&buf[(int)(2080L + t4)], t38);
        t4 += 8L;
        vcc_v8_int t39 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t41 = t40 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
        t3 = (vcc_v8_int)t42;
    } while (t4 < 16L);
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
