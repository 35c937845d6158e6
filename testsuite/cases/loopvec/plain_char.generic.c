/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v16_char __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Plain `char` is signed on x86-64 and unsigned on AArch64: vcc's vector code must widen,
   compare and sum it as the target's compiler does (`--target=neon` preprocessed by an x86
   host's cc still means AArch64's unsigned char). Bytes above 127 tell the two apart. */
void widen(int n, int *restrict a, const char *restrict p) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:8 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_char p_v = vcc_load(vcc_v16_char, p + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(p_v, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t4 = t3 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t4; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t5 = i_vec + 16L;
            vcc_v16_char p_v_1 = vcc_load(vcc_v16_char, p + t5);
            vcc_v16_int t6 = __builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t7 = t6 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t7; char *vcc_p = (char *)(a + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at plain_char.c:8 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_char p_v_2 = vcc_load(vcc_v16_char, p + t11);
            vcc_v16_int t12 = __builtin_convertvector(__builtin_convertvector(p_v_2, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t13 = t12 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t13; char *vcc_p = (char *)(a + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        a[t14] = (int)p[t14] * 3;
    }
}

int count_high(int n, const char *restrict p) {
    int c;
    int t12;
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint c_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint c_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at plain_char.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char p_v = vcc_load(vcc_v8_char, p + i_vec);
            vcc_v8_schar t3 = (vcc_v8_schar)p_v;
            vcc_m8 t4 = __builtin_convertvector(t3 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            vcc_v8_int t5 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            c_v = c_v + t6;
            vcc_v8_char p_v_1 = vcc_load(vcc_v8_char, p + (i_vec + 8L));
            vcc_v8_schar t7 = (vcc_v8_schar)p_v_1;
            vcc_m8 t8 = __builtin_convertvector(t7 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            vcc_v8_int t9 = __builtin_convertvector(t8 & 1, vcc_v8_int);
            vcc_v8_uint t10 = (vcc_v8_uint)t9;
            c_v_1 = c_v_1 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t11 = c_v + c_v_1;
        t12 = (int)t2;
        t13 = (int)vcc_reduce(unsigned int, t11, +);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint c_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at plain_char.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_char p_v_2 = vcc_load(vcc_v8_char, p + ((long)t12 + i_vec_1));
            vcc_v8_schar t16 = (vcc_v8_schar)p_v_2;
            vcc_m8 t17 = __builtin_convertvector(t16 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            vcc_v8_int t18 = __builtin_convertvector(t17 & 1, vcc_v8_int);
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            c_v_2 = c_v_2 + t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        c = (int)((unsigned int)t13 + vcc_reduce(unsigned int, c_v_2, +));
    } else {
        i = t12;
        c = t13;
    }
    for (; i < n; i++) {
        c += (int)p[i] > 100;
    }
    return c;
}

int sum(int n, const char *restrict p) {
    int s;
    int t8;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at plain_char.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char p_v = vcc_load(vcc_v8_char, p + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(p_v, vcc_v8_short), vcc_v8_int);
            vcc_v8_uint t4 = (vcc_v8_uint)t3;
            s_v = s_v + t4;
            vcc_v8_char p_v_1 = vcc_load(vcc_v8_char, p + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v8_short), vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (int)vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at plain_char.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_char p_v_2 = vcc_load(vcc_v8_char, p + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(p_v_2, vcc_v8_short), vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (int)((unsigned int)t9 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s += (int)p[i];
    }
    return s;
}

void halve(int n, char *restrict q, const char *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:27 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_char p_v = vcc_load(vcc_v32_char, p + i_vec);
            vcc_v32_schar t3 = (vcc_v32_schar)p_v;
            vcc_v32_schar t4 = t3 >> (vcc_v32_schar){(signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1, (signed char)1};
            vcc_v32_char t5 = (vcc_v32_char)t4;
            vcc_store(q + i_vec, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        q[t6] = (char)((int)p[t6] >> 1);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        char *p = new_array(n, 1), *q = new_array(n, 1);
        int *a = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++)
            p[i] = (char)(next_rand() & 0xff);
        widen(n, a, p);
        halve(n, q, p);
        int c = count_high(n, p), s = sum(n, p);
        printf("n=%d %llx %llx %d %d\n", n, HASH(a, n), HASH(q, n), c, s);
        free(p), free(q), free(a);
    }
    return 0;
}
