/* vcc: vector types and helpers */
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include <pthread.h>
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A function's own `static _Thread_local` variables are written again by vcc
   with the qualifier (each thread keeps its own running totals below). */
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
        /* vcc: loop at thread_local.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at thread_local.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
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
    /* vcc: loop at thread_local.c:28 vectorized: VF 8, UF 2, scalar epilogue */
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

/* Running totals per thread, in a function whose loops vectorize. */
long running(const int *a, int n) {
    static _Thread_local long total;
    static _Thread_local int seen[4] = {1, 2};
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at thread_local.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_uint t3 = (vcc_v8_uint)a_v;
            s_v = s_v + t3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_1;
            s_v_1 = s_v_1 + t4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            vcc_v8_uint t5 = (vcc_v8_uint)a_v_2;
            s_v_2 = s_v_2 + t5;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            vcc_v8_uint t6 = (vcc_v8_uint)a_v_3;
            s_v_3 = s_v_3 + t6;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = s_v + s_v_1;
        vcc_v8_uint t8 = t7 + s_v_2;
        vcc_v8_uint t9 = t8 + s_v_3;
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
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at thread_local.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t10 + i_vec_1));
            vcc_v8_uint t14 = (vcc_v8_uint)a_v_4;
            s_v_4 = s_v_4 + t14;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_reduce(unsigned int, s_v_4, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    total = total + (long)s;
    for (int i_1 = 0; i_1 < n; i_1++) {
        int *t15 = &hist[i_1 & 63];
        *t15 = *t15 + (a[i_1] & 1);
    }
    int *t16 = &seen[n & 3];
    *t16 = *t16 + 1;
    return total * 10L + (long)seen[0] + (long)(seen[1] * 3) + (long)(seen[2] * 5);
}

static void *worker(void *arg) {
    int a[200];
    int k = *(const int *)arg;
    vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:55 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_v8_int t3 = i_v_2 * k_v;
        vcc_v8_int t4 = t3 - (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_store(&a[i_vec], t4);
        vcc_v8_uint t5 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t5;
        vcc_v8_int t6 = i_v_3 * k_v;
        vcc_v8_int t7 = t6 - (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_store(&a[i_vec + 8L], t7);
        vcc_v8_uint t8 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t8;
        vcc_v8_int t9 = i_v_4 * k_v;
        vcc_v8_int t10 = t9 - (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_store(&a[i_vec + 16L], t10);
        vcc_v8_uint t11 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t11;
        vcc_v8_int t12 = i_v_5 * k_v;
        vcc_v8_int t13 = t12 - (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_store(&a[i_vec + 24L], t13);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 192L);
    vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_int t14 = (vcc_v8_int){192, 192, 192, 192, 192, 192, 192, 192};
    vcc_v8_uint t15 = (vcc_v8_uint)t14;
    vcc_v8_uint i_v_1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_v8_int t16 = i_v_6 * k_v_1;
        vcc_v8_int t17 = t16 - (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_store(&a[192L + i_vec_1], t17);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    long r = 0L;
    for (int round = 0; round < 3; round++) {
        r = r * 7L + running(a, 200 - round * 61);
    }
    *(long *)arg = r + (long)sum_hist();
    return (void *)0;
}

int main(void) {
    unsigned char data[300];
    long results[3];
    unsigned long threads[3];
    const int *t23;
    vcc_v32_int t1 = vcc_splat(vcc_v32_int, 0);
    vcc_v32_uint t2 = (vcc_v32_uint)t1;
    vcc_v32_uint i_v = t2 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:68 vectorized: VF 32, UF 1, scalar epilogue */
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
    /* vcc: loop at thread_local.c:72 vectorized: VF 8, UF 4, scalar epilogue */
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
    results[0] = 2L;
    results[1] = 3L;
    results[2] = 5L;
    for (int k = 0; k < 3; k++) {
        long t22 = (long)k;
        pthread_create(&threads[t22], (const union pthread_attr_t *)0, worker, (void *)&results[t22]);
    }
    if (data[0]) {
        t23 = (const int *)acc;
    } else {
        t23 = (const int *)0;
    }
    long mine = running(t23, 0);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        long t24 = (long)k_1;
        pthread_join(threads[t24], (void **)0);
        printf("%ld\n", results[t24]);
    }
    printf("%ld %d\n", mine, sum_hist());
    return 0;
}
