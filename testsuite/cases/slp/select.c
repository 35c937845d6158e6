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
    o->x = a->x < 0 ? 0 : a->x;
    o->y = a->y < 0 ? 0 : a->y;
    o->z = a->z < 0 ? 0 : a->z;
    o->w = a->w < 0 ? 0 : a->w;
}

void clamp_to(float *restrict o, const float *restrict a, const float *restrict lim) {
    o[0] = a[0] > lim[0] ? lim[0] : a[0];
    o[1] = a[1] > lim[1] ? lim[1] : a[1];
    o[2] = a[2] > lim[2] ? lim[2] : a[2];
    o[3] = a[3] > lim[3] ? lim[3] : a[3];
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
