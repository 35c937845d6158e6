/* The reference for decl_spelling.c's variants, which gcc does not make (it does not read vcc's
   annotations): weak definitions under their ABI names that call the scalar function for each
   active lane, in lane order. The original links these; the programs built from vcc's output
   link them too, but vcc's own (strong) definitions of the same names are the ones called. */
#include "vec.h"

float bump(float *p, float k);
int tap(const int *w, int i, int x);
double pick(const double *base, long j, long s);

__attribute__((weak)) v8f _ZGVdN8l4a32u_bump(float *p, float k) {
    float r[8];
    for (int l = 0; l < 8; l++)
        r[l] = bump(p + l, k);
    return TO_VEC(v8f, r);
}

__attribute__((weak)) v8i _ZGVdM8ul3v_tap(const int *w, int i, v8i x, v8i mask) {
    int xs[8], m[8], r[8] = {0};
    FROM_VEC(xs, x);
    FROM_VEC(m, mask);
    for (int l = 0; l < 8; l++)
        if (m[l])
            r[l] = tap(w, i + 3 * l, xs[l]);
    return TO_VEC(v8i, r);
}

static v4d pick_lanes(const double *base, long j, long s, const double *m) {
    double r[4] = {0};
    for (int l = 0; l < 4; l++)
        if (m[l] != 0)
            r[l] = pick(base, j + s * l, s);
    return TO_VEC(v4d, r);
}

__attribute__((weak)) v4d _ZGVdN4uls2u_pick(const double *base, long j, long s) {
    double all[4] = {1, 1, 1, 1};
    return pick_lanes(base, j, s, all);
}

__attribute__((weak)) v4d _ZGVdM4uls2u_pick(const double *base, long j, long s, v4d mask) {
    double m[4];
    FROM_VEC(m, mask);
    return pick_lanes(base, j, s, m);
}
