/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

void _ZGVnN4ulv_swap2(int *a, int i, int32x4_t up);
void _ZGVnM4ulv_swap2(int *a, int i, int32x4_t up, int32x4_t mask);
void _ZGVnN4uulv_tail(int *a, int *b, int i, int32x4_t x);
void _ZGVnN4ulvu_uniform_dir(int *a, int i, int32x4_t x, int up);
void _ZGVnN4uulv_apart(int *a, int *b, int i, int32x4_t x);
int32x4_t _ZGVnN4ulv_reload(int *a, int i, int32x4_t x);
/* Stores to the same addresses on both sides of a varying branch (sink_stores.rs): sunk below
   the branch as one unmasked store of a blend per address (swap2; in order; only the trailing
   pair in tail, whose first stores differ). They stay where they are when the branch is uniform
   (uniform_dir), when the addresses differ (apart), and when a load follows them (reload); in
   the masked variant the sunk stores keep the entry mask. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd uniform(a) linear(i) */
void swap2(int *a, int i, int up) {
    int l = a[2 * i], r = a[2 * i + 1];
    int lo = l < r ? l : r, hi = l < r ? r : l;
    if (up) {
        a[2 * i] = lo;
        a[2 * i + 1] = hi;
    } else {
        a[2 * i] = hi;
        a[2 * i + 1] = lo;
    }
}

/* vcc: function at sink_stores.c:11 vector variant _ZGVnN4ulv_swap2 of `swap2`: VL 4, unmasked, a uniform, i linear step 1, up vector */
void _ZGVnN4ulv_swap2(int *a, int i, int32x4_t up) {
    int t1 = 2 * i;
    int *t2 = a + t1;
    int32x4_t t3 = vld2q_s32(t2).val[0];
    int32x4_t t4 = vld2q_s32(t2).val[1];
    int32x4_t t5 = vminq_s32(t3, t4);
    int32x4_t t6 = vmaxq_s32(t4, t3);
    uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
    int32x4_t t8 = vbslq_s32(t7, t5, t6);
    uint32x4_t t9 = (uint32x4_t)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
    int32x4_t t10 = vbslq_s32(t9, t6, t5);
    vcc_v4_long t11 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t12 = t11 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(t2, t12, (vcc_v4_int)t8);
    vcc_v4_long t13 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t14 = t13 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(a + (t1 + 1), t14, (vcc_v4_int)t10);
}

/* vcc: function at sink_stores.c:11 vector variant _ZGVnM4ulv_swap2 of `swap2`: VL 4, masked, a uniform, i linear step 1, up vector */
void _ZGVnM4ulv_swap2(int *a, int i, int32x4_t up, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int t2 = 2 * i;
    int *t3 = a + t2;
    vcc_v4_long t4 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t5 = t4 + (vcc_v4_long){0L, 2L, 4L, 6L};
    int32x4_t t6 = (int32x4_t)vcc_gather_masked(vcc_v4_int, t3, t5, (vcc_m4)t1);
    int *t7 = a + (t2 + 1);
    vcc_v4_long t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t9 = t8 + (vcc_v4_long){0L, 2L, 4L, 6L};
    int32x4_t t10 = (int32x4_t)vcc_gather_masked(vcc_v4_int, t7, t9, (vcc_m4)t1);
    int32x4_t t11 = vminq_s32(t6, t10);
    int32x4_t t12 = vmaxq_s32(t10, t6);
    if ((vmaxvq_u32(t1) != 0)) {
        if ((vminvq_u32(t1) != 0)) {
            uint32x4_t t13 = (uint32x4_t)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            int32x4_t t14 = vbslq_s32(t13, t11, t12);
            uint32x4_t t15 = (uint32x4_t)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            int32x4_t t16 = vbslq_s32(t15, t12, t11);
            vcc_v4_long t17 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t18 = t17 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter(t3, t18, (vcc_v4_int)t14);
            vcc_v4_long t19 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t20 = t19 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter(t7, t20, (vcc_v4_int)t16);
        } else {
            uint32x4_t t21 = (uint32x4_t)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            int32x4_t t22 = vbslq_s32(t21, t11, t12);
            uint32x4_t t23 = (uint32x4_t)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            int32x4_t t24 = vbslq_s32(t23, t12, t11);
            vcc_v4_long t25 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t26 = t25 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter_masked(t3, t26, (vcc_v4_int)t22, (vcc_m4)t1);
            vcc_v4_long t27 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t28 = t27 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter_masked(t7, t28, (vcc_v4_int)t24, (vcc_m4)t1);
        }
    }
}

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void tail(int *a, int *b, int i, int x) {
    if (x > 3) {
        b[i] = x;
        a[i] = x * 2;
    } else {
        a[i] = x - 1;
    }
}

/* vcc: function at sink_stores.c:24 vector variant _ZGVnN4uulv_tail of `tail`: VL 4, unmasked, a uniform, b uniform, i linear step 1, x vector */
void _ZGVnN4uulv_tail(int *a, int *b, int i, int32x4_t x) {
    int32x4_t t1;
    int32x4_t t2 = vdupq_n_s32(3);
    uint32x4_t t3 = vcgtq_s32(x, t2);
    int32x4_t t4 = vdupq_n_s32(1);
    uint32x4_t t5 = vreinterpretq_u32_s32(x);
    uint32x4_t t6 = vreinterpretq_u32_s32(t4);
    uint32x4_t t7 = vsubq_u32(t5, t6);
    int32x4_t t8 = vreinterpretq_s32_u32(t7);
    if ((vmaxvq_u32(t3) != 0)) {
        if ((vminvq_u32(t3) != 0)) {
            vst1q_s32(b + i, x);
            int32x4_t t9 = vdupq_n_s32(2);
            t1 = vmulq_s32(x, t9);
        } else {
            do { uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = x; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t10 = vdupq_n_s32(2);
            uint32x4_t t11 = vreinterpretq_u32_s32(x);
            uint32x4_t t12 = vreinterpretq_u32_s32(t10);
            uint32x4_t t13 = vmulq_u32(t11, t12);
            t1 = vreinterpretq_s32_u32(t13);
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t14 = vbslq_s32(t3, t1, t8);
    vst1q_s32(a + i, t14);
}

/* #pragma omp declare simd uniform(a, up) linear(i) notinbranch */
void uniform_dir(int *a, int i, int x, int up) {
    if (up)
        a[i] = x;
    else
        a[i] = -x;
}

/* vcc: function at sink_stores.c:34 vector variant _ZGVnN4ulvu_uniform_dir of `uniform_dir`: VL 4, unmasked, a uniform, i linear step 1, x vector, up uniform */
void _ZGVnN4ulvu_uniform_dir(int *a, int i, int32x4_t x, int up) {
    int32x4_t t1 = vdupq_n_s32(up);
    uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t1 != (vcc_v4_int){0});
    uint32x4_t t3 = vmvnq_u32(t2);
    if ((vmaxvq_u32(t3) != 0)) {
        int32x4_t t4 = vnegq_s32(x);
        vst1q_s32(a + i, t4);
    }
    if (up) {
        vst1q_s32(a + i, x);
    }
}

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void apart(int *a, int *b, int i, int x) {
    if (x & 1)
        a[i] = x;
    else
        b[i] = x;
}

/* vcc: function at sink_stores.c:42 vector variant _ZGVnN4uulv_apart of `apart`: VL 4, unmasked, a uniform, b uniform, i linear step 1, x vector */
void _ZGVnN4uulv_apart(int *a, int *b, int i, int32x4_t x) {
    int32x4_t t1 = vdupq_n_s32(1);
    int32x4_t t2 = vandq_s32(x, t1);
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t2 != (vcc_v4_int){0});
    uint32x4_t t4 = vmvnq_u32(t3);
    if ((vmaxvq_u32(t4) != 0)) {
        if ((vminvq_u32(t4) != 0)) {
            vst1q_s32(b + i, x);
        } else {
            do { uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = x; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
    if ((vmaxvq_u32(t3) != 0)) {
        if ((vminvq_u32(t3) != 0)) {
            vst1q_s32(a + i, x);
        } else {
            do { uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = x; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
}

/* #pragma omp declare simd uniform(a) linear(i) notinbranch */
int reload(int *a, int i, int x) {
    int r;
    if (x > 2) {
        a[i] = x;
        r = a[i + 8];
    } else {
        a[i] = -x;
        r = 0;
    }
    return r;
}

/* vcc: function at sink_stores.c:50 vector variant _ZGVnN4ulv_reload of `reload`: VL 4, unmasked, a uniform, i linear step 1, x vector */
int32x4_t _ZGVnN4ulv_reload(int *a, int i, int32x4_t x) {
    uint32x4_t t1;
    int32x4_t t2;
    int t10;
    int32x4_t t3 = vdupq_n_s32(2);
    uint32x4_t t4 = vcgtq_s32(x, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    if ((vmaxvq_u32(t5) != 0)) {
        if ((vminvq_u32(t5) != 0)) {
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t6 = vnegq_s32(x);
            vst1q_s32(a + i, t6);
            t10 = 0;
        } else {
            uint32x4_t t7 = vreinterpretq_u32_s32(x);
            uint32x4_t t8 = vsubq_u32(vdupq_n_u32(0), t7);
            int32x4_t t9 = vreinterpretq_s32_u32(t8);
            do { uint32x4_t vcc_nm = t5; int32x4_t vcc_nv = t9; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            t10 = 0;
            t1 = t5;
        }
    } else {
        t10 = 0;
        t1 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t4) != 0)) {
        if ((vminvq_u32(t4) != 0)) {
            vst1q_s32(a + i, x);
            t2 = vld1q_s32(a + (i + 8));
        } else {
            do { uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = x; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            t2 = ({ uint32x4_t vcc_nm = t4; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)(long)(i + 8) * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        }
    } else {
        t2 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t11 = vdupq_n_s32(t10);
    int32x4_t t12 = vbslq_s32(t1, t11, t2);
    return t12;
}

void _ZGVdN8ulv_swap2(int *, int, v8i);
void _ZGVdM8ulv_swap2(int *, int, v8i, v8i);
void _ZGVdN8uulv_tail(int *, int *, int, v8i);
void _ZGVdN8ulvu_uniform_dir(int *, int, v8i, int);
void _ZGVdN8uulv_apart(int *, int *, int, v8i);
v8i _ZGVdN8ulv_reload(int *, int, v8i);

int main(void) {
    int a[16], b[16], s[16], t[16], u[16], v[16], x[8], up[8], m[8];
    for (int row = 0; row < 4; row++) {
        for (int k = 0; k < 16; k++) {
            a[k] = b[k] = (k * 29 + row * 7) % 17;
            s[k] = t[k] = u[k] = v[k] = 100 + k;
        }
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 5 + row) % 8;
            up[k] = (k + row) % 3 == 0;
            m[k] = (k + row) % 2 ? -1 : 0;
        }
        for (int k = 0; k < 8; k++)
            swap2(a, k, up[k]);
        _ZGVdN8ulv_swap2(b, 0, TO_VEC(v8i, up));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 16; k++)
            a[k] = b[k] = (k * 31 + row * 3) % 13;
        /* The masked variant with the lanes of odd k active; scalar calls for the same lanes. */
        for (int k = 0; k < 8; k++)
            if (m[k])
                swap2(a, k, up[k]);
        _ZGVdM8ulv_swap2(b, 0, TO_VEC(v8i, up), TO_VEC(v8i, m));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 8; k++) {
            tail(s, t, k, x[k]);
            uniform_dir(u, k, x[k], row % 2);
            apart(v, v + 8, k, x[k]);
        }
        _ZGVdN8uulv_tail(s + 8, t + 8, 0, TO_VEC(v8i, x));
        _ZGVdN8ulvu_uniform_dir(u + 8, 0, TO_VEC(v8i, x), row % 2);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", s[k], t[k], u[k], v[k]);
        for (int k = 0; k < 16; k++)
            u[k] = v[k] = 50 + k;
        _ZGVdN8uulv_apart(v, v + 8, 0, TO_VEC(v8i, x));
        for (int k = 0; k < 8; k++)
            apart(u, u + 8, k, x[k]);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", u[k], v[k], s[k], t[k]);
        int r[8], rv[8];
        for (int k = 0; k < 16; k++)
            s[k] = t[k] = 7 * k - row;
        for (int k = 0; k < 8; k++)
            r[k] = reload(s, k, x[k]);
        FROM_VEC(rv, _ZGVdN8ulv_reload(t, 0, TO_VEC(v8i, x)));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", s[k], t[k]);
        for (int k = 0; k < 8; k++)
            printf("%d %d\n", r[k], rv[k]);
    }
    return 0;
}
