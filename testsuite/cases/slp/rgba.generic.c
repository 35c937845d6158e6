/* vcc: vector types and helpers */
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Pixel arithmetic on a struct of four floats: a blend of two pixels by a weight (splats of
   `t` and `1 - t`, loads of the members as one vector) and a scale of every pixel of an image
   in a loop the loop vectorizer leaves alone (its body calls a function), whose four member
   stores are one tree. */
/* vcc-test: expect-slp 3 */
/* main's loop calls `blend`, inlined there: its copy is one more tree, reported at the
   helper's line (3 in all). */
#include <stdio.h>

struct rgba {
    float r, g, b, a;
};

void blend(struct rgba *restrict out, const struct rgba *restrict x, const struct rgba *restrict y, float t) {
    vcc_v4_float t1 = vcc_load(vcc_v4_float, &x->r);
    vcc_v4_float t2 = (vcc_v4_float){t, t, t, t};
    vcc_v4_float t3 = t1 * t2;
    vcc_v4_float t4 = vcc_load(vcc_v4_float, &y->r);
    vcc_v4_float t5 = vcc_splat(vcc_v4_float, 1.0f - t);
    vcc_v4_float t6 = t4 * t5;
    vcc_v4_float t7 = t3 + t6;
    vcc_store(&out->r, t7);
}

int count;
__attribute__((noinline)) void tick(void) {
    count++;
}

void scale(struct rgba *restrict img, const struct rgba *restrict src, int n, float k) {
    for (int i = 0; i < n; i++) {
        tick();
        long t1 = (long)i;
        vcc_v4_float t2 = vcc_load(vcc_v4_float, &src[t1].r);
        vcc_v4_float t3 = (vcc_v4_float){k, k, k, k};
        vcc_v4_float t4 = t2 * t3;
        vcc_store(&img[t1].r, t4);
    }
}

/* main's pixels are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static struct rgba x = {0.25f, 0.5f, 0.75f, 1.0f}, y = {1.0f, 0.125f, 0.0f, 0.5f}, out;

int main(void) {
    struct rgba img[5];
    struct rgba src[5];
    struct rgba t1;
    for (int i = 0; i <= 4; i++) {
        float t2 = (float)i / 4.0f;
        const struct rgba *t3 = &y;
        const struct rgba *t4 = &x;
        vcc_v4_float t7 = vcc_load(vcc_v4_float, &t4->r);
        vcc_v4_float t8 = (vcc_v4_float){t2, t2, t2, t2};
        vcc_v4_float t9 = t7 * t8;
        vcc_v4_float t10 = vcc_load(vcc_v4_float, &t3->r);
        vcc_v4_float t11 = vcc_splat(vcc_v4_float, 1.0f - t2);
        vcc_v4_float t12 = t10 * t11;
        vcc_v4_float t13 = t9 + t12;
        vcc_store(&out.r, t13);
        printf("%a %a %a %a\n", (double)out.r, (double)out.g, (double)out.b, (double)out.a);
    }
    for (int i_1 = 0; i_1 < 5; i_1++) {
        float t5 = (float)i_1;
        t1.r = t5 * 0.5f;
        t1.g = t5 + 1.0f;
        t1.b = 2.0f - t5;
        t1.a = 0.1f * t5;
        src[i_1] = t1;
    }
    scale(img, src, 5, 3.0f);
    for (int i_2 = 0; i_2 < 5; i_2++) {
        struct rgba *t6 = &img[i_2];
        printf("%a %a %a %a\n", (double)t6->r, (double)t6->g, (double)t6->b, (double)t6->a);
    }
    printf("%d\n", count);
    return 0;
}
