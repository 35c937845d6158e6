/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Compares and selects: `x < 0 ? 0 : x` on four struct fields is a branch to two empty arms
   per field; SLP tries the function with those branches as selects in one block, and keeps
   it because the four selects, their compares and the loads and stores are then one tree
   (a vector compare, a mask and a blend). Floats clamped to per-lane limits, the same. Must
   NOT vectorize: `pick`, whose arms call a function (a select would call both), and
   `one_branch`, one lane only (nothing to vectorize, so its branch stays). */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

struct v4 {
    int x, y, z, w;
};

void relu(struct v4 *restrict o, const struct v4 *restrict a) {
    vcc_v4_int t1 = vcc_load(vcc_v4_int, &a->x);
    vcc_m4 t2 = (vcc_m4)(t1 < (vcc_v4_int){0, 0, 0, 0});
    vcc_v4_int t3 = vcc_select(vcc_v4_int, (vcc_v4_int)t2, ((vcc_v4_int){0, 0, 0, 0}), t1);
    vcc_store(&o->x, t3);
}

void clamp_to(float *restrict o, const float *restrict a, const float *restrict lim) {
    vcc_v4_float t1 = vcc_load(vcc_v4_float, a + 0);
    vcc_v4_float t2 = vcc_load(vcc_v4_float, lim + 0);
    vcc_m4 t3 = (vcc_m4)(t1 > t2);
    vcc_v4_float t4 = vcc_select(vcc_v4_int, (vcc_v4_int)t3, t2, t1);
    vcc_store(o + 0, t4);
}

int calls;
__attribute__((noinline)) int side(int v) {
    calls++;
    return v * 2;
}

void pick(int *restrict o, const int *restrict a) {
    o[0] = a[0] < 0 ? side(a[0]) : a[0];
    o[1] = a[1] < 0 ? side(a[1]) : a[1];
}

int one_branch(int *restrict o, const int *restrict a) {
    int s = 0;
    if (a[0] > 5) {
        s = 1;
    }
    o[0] = s;
    return s;
}

int main(void) {
    struct v4 a = {-3, 4, 0, -2147483647 - 1}, o;
    float f[4] = {1.5f, -2.0f, 3.0f, 0.0f}, l[4] = {1.0f, 1.0f, 4.0f, -0.0f}, fo[4];
    int p[2], q[2] = {-5, 6}, r[1], x[1] = {7};
    relu(&o, &a);
    clamp_to(fo, f, l);
    pick(p, q);
    printf("%d %d %d %d | %a %a %a %a\n", o.x, o.y, o.z, o.w, fo[0], fo[1], fo[2], fo[3]);
    printf("%d %d %d | %d\n", p[0], p[1], calls, one_branch(r, x));
    return 0;
}
