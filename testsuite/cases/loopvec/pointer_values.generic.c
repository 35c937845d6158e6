/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 2 */
#include <stdint.h>
#include <stdio.h>

/* Pointers in loops whose other values vectorize. No vector lane holds a pointer: a pointer the
   same in every iteration, converted to an integer, is converted once (it was splatted as a
   vector of pointers, which the emitter could not write, so the function stayed as written);
   pointers chosen per iteration keep the loop scalar, with a remark. */
void scale_by_tag(int *a, void *tag, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_long t5 = vcc_splat(vcc_v4_long, (long)tag);
        vcc_v4_int t6 = __builtin_convertvector(t5, vcc_v4_int);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_int t7 = i_v_2 * t6;
            vcc_store(a + i_vec, t7);
            vcc_v4_uint t8 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t8;
            vcc_v4_int t9 = i_v_3 * t6;
            vcc_store(a + (i_vec + 4L), t9);
            vcc_v4_uint t10 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t10;
            vcc_v4_int t11 = i_v_4 * t6;
            vcc_store(a + (i_vec + 8L), t11);
            vcc_v4_uint t12 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t12;
            vcc_v4_int t13 = i_v_5 * t6;
            vcc_store(a + (i_vec + 12L), t13);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        vcc_v4_int t17 = (vcc_v4_int){t14, t14, t14, t14};
        vcc_v4_uint t18 = (vcc_v4_uint)t17;
        vcc_v4_uint i_v_1 = t18 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_long t19 = vcc_splat(vcc_v4_long, (long)tag);
        vcc_v4_int t20 = __builtin_convertvector(t19, vcc_v4_int);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_int t21 = i_v_6 * t20;
            vcc_store(a + ((long)t14 + i_vec_1), t21);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = i * (int)(long)tag;
    }
}

void offsets(long *out, const char *base, const char *p, int n) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_ulong t5 = vcc_splat(vcc_v4_ulong, (unsigned long)p);
        vcc_v4_ulong t6 = vcc_splat(vcc_v4_ulong, (unsigned long)base);
        vcc_v4_ulong t7 = t5 - t6;
        vcc_v4_long t8 = (vcc_v4_long)t7;
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_long t9 = __builtin_convertvector(i_v_2, vcc_v4_long);
            vcc_v4_long t10 = t8 + t9;
            vcc_store(out + i_vec, t10);
            vcc_v4_uint t11 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t11;
            vcc_v4_long t12 = __builtin_convertvector(i_v_3, vcc_v4_long);
            vcc_v4_long t13 = t8 + t12;
            vcc_store(out + (i_vec + 4L), t13);
            vcc_v4_uint t14 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t14;
            vcc_v4_long t15 = __builtin_convertvector(i_v_4, vcc_v4_long);
            vcc_v4_long t16 = t8 + t15;
            vcc_store(out + (i_vec + 8L), t16);
            vcc_v4_uint t17 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t17;
            vcc_v4_long t18 = __builtin_convertvector(i_v_5, vcc_v4_long);
            vcc_v4_long t19 = t8 + t18;
            vcc_store(out + (i_vec + 12L), t19);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        vcc_v4_int t23 = (vcc_v4_int){t20, t20, t20, t20};
        vcc_v4_uint t24 = (vcc_v4_uint)t23;
        vcc_v4_uint i_v_1 = t24 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_ulong t25 = vcc_splat(vcc_v4_ulong, (unsigned long)p);
        vcc_v4_ulong t26 = vcc_splat(vcc_v4_ulong, (unsigned long)base);
        vcc_v4_ulong t27 = t25 - t26;
        vcc_v4_long t28 = (vcc_v4_long)t27;
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_long t29 = __builtin_convertvector(i_v_6, vcc_v4_long);
            vcc_v4_long t30 = t28 + t29;
            vcc_store(out + ((long)t20 + i_vec_1), t30);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        out[t31] = (long)((unsigned long)p - (unsigned long)base) + t31;
    }
}

void pick_names(const char **out, const int *c, const char *yes, const char *no, int n) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] ? yes : no;
}

int main(void) {
    static int a[100];
    static long o[100];
    static const char *names[100];
    static int c[100];
    static const char text[7] = "yes\000no";
    int ns[6];
    int t42;
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t3 = t2 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
    vcc_m8 t4 = (vcc_m8)(t3 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
    vcc_v8_uint t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t6 = (vcc_v8_uint)t3;
    vcc_v8_uint t7 = t6 - t5;
    vcc_v8_int t1 = (vcc_v8_int)t7;
    long i_vec = 0L;
    /* vcc: loop at pointer_values.c:30 vectorized: VF 8, UF 4, the remainder at 31:16 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_m8 t8 = (vcc_m8)(t1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_int t9 = __builtin_convertvector(t8 & 1, vcc_v8_int);
        vcc_store(&c[i_vec], t9);
        vcc_v8_int t10 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t13 = (vcc_v8_uint)t10;
        vcc_v8_uint t14 = t13 - t12;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_m8 t16 = (vcc_m8)(t15 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_int t17 = __builtin_convertvector(t16 & 1, vcc_v8_int);
        vcc_store(&c[i_vec + 8L], t17);
        vcc_v8_int t18 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t21 = (vcc_v8_uint)t18;
        vcc_v8_uint t22 = t21 - t20;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_m8 t24 = (vcc_m8)(t23 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_int t25 = __builtin_convertvector(t24 & 1, vcc_v8_int);
        vcc_store(&c[i_vec + 16L], t25);
        vcc_v8_int t26 = t1 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t27 = (vcc_m8)(t26 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t29 = (vcc_v8_uint)t26;
        vcc_v8_uint t30 = t29 - t28;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_m8 t32 = (vcc_m8)(t31 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_int t33 = __builtin_convertvector(t32 & 1, vcc_v8_int);
        vcc_store(&c[i_vec + 24L], t33);
        i_vec += 32L;
        vcc_v8_int t34 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t37 = (vcc_v8_uint)t34;
        vcc_v8_uint t38 = t37 - t36;
        t1 = (vcc_v8_int)t38;
    } while (i_vec < 96L);
    for (int i = 96; i < 100; i++) {
        c[i] = (i * 7 % 3) == 0;
    }
    ns[0] = 0;
    ns[1] = 1;
    ns[2] = 7;
    ns[3] = 8;
    ns[4] = 31;
    ns[5] = 100;
    for (int k = 0; k < 6; k++) {
        long t39 = (long)k;
        int n = ns[t39];
        scale_by_tag(a, (void *)(long)(k + 3), n);
        offsets(o, text, text + t39, n);
        pick_names(names, c, text, text + 4, n);
        long s = 0L;
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t40 = (long)i_1;
            long t41 = (long)a[t40] + o[t40] * 3L;
            if (names[t40] == text) {
                t42 = 5;
            } else {
                t42 = 11;
            }
            s += t41 + (long)t42;
        }
        printf("%d %ld\n", n, s);
    }
    return 0;
}
