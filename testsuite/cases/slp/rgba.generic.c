/* vcc: vector types and helpers */
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* Pixel arithmetic on a struct of four floats: a blend of two pixels by a weight (splats of
   `t` and `1 - t`, loads of the members as one vector) and a scale of every pixel of an image
   in a loop the loop vectorizer leaves alone (its body calls a function), whose four member
   stores are one tree. */
/* vcc-test: expect-slp 2 */
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

int main(void) {
    struct rgba x = {0.25f, 0.5f, 0.75f, 1.0f}, y = {1.0f, 0.125f, 0.0f, 0.5f}, out;
    for (int i = 0; i <= 4; i++) {
        blend(&out, &x, &y, i / 4.0f);
        printf("%a %a %a %a\n", out.r, out.g, out.b, out.a);
    }
    struct rgba img[5], src[5];
    for (int i = 0; i < 5; i++) {
        src[i] = (struct rgba){i * 0.5f, i + 1.0f, 2.0f - i, 0.1f * i};
    }
    scale(img, src, 5, 3.0f);
    for (int i = 0; i < 5; i++) {
        printf("%a %a %a %a\n", img[i].r, img[i].g, img[i].b, img[i].a);
    }
    printf("%d\n", count);
    return 0;
}
