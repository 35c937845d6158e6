/* vcc: vector types and helpers */
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A `_Thread_local` variable inside a function keeps that function as written:
   vcc writes a rewritten function's static variables itself. */
static _Thread_local int hist[64];
_Thread_local float acc[256];
_Thread_local const char *last_error;

void count(const unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        hist[p[i] & 63] += 1;
    if (n == 0)
        last_error = "empty input";
}

void scale(float s, int n) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at thread_local.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_uint t5 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t5;
            float *t6 = &acc[i_vec];
            float *t7 = &acc[i_vec + 8L];
            vcc_v8_float acc_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float acc_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = acc_v * s_v;
            vcc_v8_float t9 = acc_v_1 * s_v;
            vcc_v8_int t10 = i_v_2 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t11 = i_v_3 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int hist_v = vcc_gather(vcc_v8_int, hist, t10);
            vcc_v8_int hist_v_1 = vcc_gather(vcc_v8_int, hist, t11);
            vcc_v8_float t12 = __builtin_convertvector(hist_v, vcc_v8_float);
            vcc_v8_float t13 = t8 + t12;
            vcc_store(t6, t13);
            vcc_v8_float t14 = __builtin_convertvector(hist_v_1, vcc_v8_float);
            vcc_v8_float t15 = t9 + t14;
            vcc_store(t7, t15);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        vcc_v8_int t19 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint i_v_1 = t20 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at thread_local.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            float *t21 = &acc[(long)t16 + i_vec_1];
            vcc_v8_float acc_v_2 = vcc_load(vcc_v8_float, t21);
            vcc_v8_float t22 = acc_v_2 * s_v_1;
            vcc_v8_int t23 = i_v_4 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int hist_v_2 = vcc_gather(vcc_v8_int, hist, t23);
            vcc_v8_float t24 = __builtin_convertvector(hist_v_2, vcc_v8_float);
            vcc_v8_float t25 = t22 + t24;
            vcc_store(t21, t25);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        float *t26 = &acc[i];
        *t26 = *t26 * s + (float)hist[i & 63];
    }
}

int sum_hist(void) {
    long i_vec = 0L;
    vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    /* vcc: loop at thread_local.c:27 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        vcc_v8_int hist_v = vcc_load(vcc_v8_int, &hist[i_vec]);
        vcc_v8_uint t1 = (vcc_v8_uint)hist_v;
        s_v = s_v + t1;
        vcc_v8_int hist_v_1 = vcc_load(vcc_v8_int, &hist[i_vec + 8L]);
        vcc_v8_uint t2 = (vcc_v8_uint)hist_v_1;
        s_v_1 = s_v_1 + t2;
        i_vec += 16L;
    } while (i_vec < 64L);
    vcc_v8_uint t3 = s_v + s_v_1;
    int t4 = (int)vcc_reduce(unsigned int, t3, +);
    return t4;
}

int calls(void) {
    static _Thread_local int n;
    return ++n;
}

int main(void) {
    unsigned char data[300];
    vcc_v32_int t1 = vcc_splat(vcc_v32_int, 0);
    vcc_v32_uint t2 = (vcc_v32_uint)t1;
    vcc_v32_uint i_v = t2 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:39 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        vcc_v32_int i_v_2 = (vcc_v32_int)i_v;
        vcc_v32_int t3 = i_v_2 * (vcc_v32_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
        vcc_v32_int t4 = t3 + (vcc_v32_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
        vcc_v32_uchar t5 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v32_short), vcc_v32_uchar);
        vcc_store(&data[i_vec], t5);
        i_vec += 32L;
        i_v = i_v + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 288L);
    for (int i = 288; i < 300; i++) {
        data[i] = (unsigned char)(i * 37 + 11);
    }
    const unsigned char *t6 = data;
    count(t6, 300);
    count(t6, 0);
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t8 = (vcc_v8_uint)t7;
    vcc_v8_uint i_v_1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:43 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int i_v_3 = (vcc_v8_int)i_v_1;
        vcc_v8_float t9 = __builtin_convertvector(i_v_3, vcc_v8_float);
        vcc_v8_float t10 = t9 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&acc[i_vec_1], t10);
        vcc_v8_uint t11 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t11;
        vcc_v8_float t12 = __builtin_convertvector(i_v_4, vcc_v8_float);
        vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&acc[i_vec_1 + 8L], t13);
        vcc_v8_uint t14 = i_v_1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t14;
        vcc_v8_float t15 = __builtin_convertvector(i_v_5, vcc_v8_float);
        vcc_v8_float t16 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&acc[i_vec_1 + 16L], t16);
        vcc_v8_uint t17 = i_v_1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_6 = (vcc_v8_int)t17;
        vcc_v8_float t18 = __builtin_convertvector(i_v_6, vcc_v8_float);
        vcc_v8_float t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&acc[i_vec_1 + 24L], t19);
        i_vec_1 += 32L;
        i_v_1 = i_v_1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec_1 < 256L);
    scale(1.5f, 256);
    scale(0.25f, 100);
    float t = 0.0f;
    for (int i_1 = 0; i_1 < 256; i_1++) {
        t += acc[i_1];
    }
    calls();
    int t20 = calls();
    const char *t21 = last_error;
    printf("%d %g %s %d\n", sum_hist(), (double)t, t21, t20);
    return 0;
}
