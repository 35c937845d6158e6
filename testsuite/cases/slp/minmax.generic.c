/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* Min and max reductions: chains of `?:` (or of the MAX and MIN macros, nested, which
   evaluate their operands twice) that select one of two values by comparing them, returned,
   stored or carried round a loop; and sums carried round a loop the loop vectorizer leaves
   (a list walk). Integer chains reassociate exactly: a running maximum of four ints, the
   nested MAX of eight unsigned ints, a `<=` minimum of eight signed ints stored, the maximum
   of a list node's values carried to the next node, the sum of them. Must NOT vectorize: the
   float maximum (NaN and zeros of both signs make it depend on the order; only --fast-math
   allows that) and `leaky`, whose partial maximum is also stored. */
/* vcc-test: expect-slp 5 */
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))

struct node {
    int v[4];
    const struct node *next;
};

int max4(const int *a) {
    vcc_v4_int t1 = vcc_load(vcc_v4_int, a + 0);
    return vcc_reduce_max(int, t1);
}

unsigned max8u(const unsigned *a) {
    vcc_v8_uint t1 = vcc_load(vcc_v8_uint, a + 0);
    return vcc_reduce_max(unsigned int, t1);
}

void min8(int *out, const int *a) {
    vcc_v8_int t1 = vcc_load(vcc_v8_int, a + 0);
    *out = vcc_reduce_min(int, t1);
}

int list_max(const struct node *n) {
    int m = (-2147483647 - 1);
    for (const struct node *n_1 = n; n_1 != (const struct node *)0; n_1 = n_1->next) {
        vcc_v4_int t1 = vcc_load(vcc_v4_int, n_1->v);
        int t2 = vcc_reduce_max(int, t1);
        m = t2 > m ? t2 : m;
    }
    return m;
}

unsigned list_sum(const struct node *n) {
    unsigned int s = 0U;
    for (const struct node *n_1 = n; n_1 != (const struct node *)0; n_1 = n_1->next) {
        vcc_v4_int t1 = vcc_load(vcc_v4_int, n_1->v);
        vcc_v4_uint t2 = (vcc_v4_uint)t1;
        s = vcc_reduce(unsigned int, t2, +) + s;
    }
    return s;
}

float fmax4(const float *x) {
    float m = x[0];
    m = x[1] > m ? x[1] : m;
    m = x[2] > m ? x[2] : m;
    m = x[3] > m ? x[3] : m;
    return m;
}

int leaky(const int *a, int *partial) {
    int m = MAX(a[0], a[1]);
    *partial = m;
    return MAX(MAX(m, a[2]), a[3]);
}

int main(void) {
    int a[8] = {-5, 2147483647, -2147483647 - 1, 0, 17, -17, 99, 3};
    int b[8] = {-2147483647 - 1, -3, -2147483647 - 1, -9, -1, -2147483647 - 1, -3, -4};
    unsigned u[8] = {1u, 0xffffffffu, 7u, 0x80000000u, 0u, 12u, 0x7fffffffu, 5u};
    unsigned v[8] = {3u, 1u, 4u, 1u, 5u, 9u, 2u, 6u};
    struct node n3 = {{-1, -2, -3, -4}, 0};
    struct node n2 = {{5, 2147483647, -7, 2147483640}, &n3};
    struct node n1 = {{-2147483647 - 1, 4, 4, 3}, &n2};
    float x[5] = {1.0f, 0.0f / 0.0f, 3.0f, 2.0f, 5.0f}, y[4] = {-0.0f, 0.0f, -0.0f, 0.0f};
    int out[2], partial;
    for (int k = 0; k < 8; k += 4)
        printf("%d %d\n", max4(a + k), max4(b + k));
    printf("%u %u\n", max8u(u), max8u(v));
    min8(&out[0], a);
    min8(&out[1], b);
    printf("%d %d\n", out[0], out[1]);
    printf("%d %d %d\n", list_max(&n1), list_max(&n3), list_max(0));
    printf("%u %u\n", list_sum(&n1), list_sum(&n2));
    printf("%a %a %a\n", fmax4(x), fmax4(x + 1), fmax4(y));
    int l = leaky(a + 1, &partial);
    printf("%d %d\n", l, partial);
    return 0;
}
