/* vcc: the preprocessed translation unit, with the functions vcc rewrote */
# 0 "header_funcs.c"



















































































































































































































































































































































































































































































































































































































































































































































































# 1 "/usr/include/stdc-predef.h" 1 3 4
# 19 "/usr/include/stdc-predef.h" 3 4
#define _STDC_PREDEF_H 1
# 38 "/usr/include/stdc-predef.h" 3 4
#define __STDC_IEC_559__ 1
#define __STDC_IEC_60559_BFP__ 201404L
# 48 "/usr/include/stdc-predef.h" 3 4
#define __STDC_IEC_559_COMPLEX__ 1
#define __STDC_IEC_60559_COMPLEX__ 201404L
# 62 "/usr/include/stdc-predef.h" 3 4
#define __STDC_ISO_10646__ 201706L

# 1 "header_funcs.c"



int printf(const char *fmt, ...);
# 1 "include/header_funcs.h" 1









static void
hf_fill(float *v, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        v[i] = (float)(i % 9);
    }
}

static inline void hf_saxpy(float *restrict y, const float *restrict x, float a, int n) {
    int i;
    long t1;
    float *t2;
    for (i = 0; i < n; i++) {
        t1 = (long)i;
        t2 = y + t1;
        *t2 = *t2 + a * x[t1] * 3.0f;
    }
}

float hf_square(float v) {
    return v * v;
}

static int hf_count_below(const int *v, int n, int limit) {
    int c;
    int i;
    c = 0;
    for (i = 0; i < n; i++) {
        c += v[i] < limit;
    }
    return c;
}
# 6 "header_funcs.c" 2
# 1 "include/header_funcs_impl.c" 1


static void hf_clamp(int *v, int n, int hi) {
    int t1;
    int i;
    int *t2;
    for (i = 0; i < n; i++) {
        t2 = v + i;
        t1 = *t2;
        if (t1 > hi) {
            t1 = hi;
        }
        *t2 = t1;
    }
}
# 7 "header_funcs.c" 2




float x[1000], y[1000];
int v[1000];

static float total(const float *p, int n) {
    float s;
    int i;
    s = 0.0f;
    for (i = 0; i < n; i++) {
        s += p[i];
    }
    return s;
}

 int main(void) {
    float w[100];
    float q;
    int i;
    long t1;
    int i_1;
    float t2;
    int t3;
    for (i = 0; i < 1000; i++) {
        t1 = (long)i;
        x[t1] = (float)(i % 17) * 0.5f;
        y[t1] = 1.0f;
        v[t1] = i * 7 % 100;
    }
    hf_saxpy(y, x, 2.0f, 1000);
    hf_fill(w, 100);
    y[0] = y[0] + w[99];
    q = 0.0f;
    for (i_1 = 0; i_1 < 1000; i_1++) {
        t2 = x[i_1];
        q += hf_square(t2);
    }
    hf_clamp(v, 1000, 50);
    t3 = hf_count_below(v, 1000, 25);
    printf("%.1f %.1f %d\n", (double)total(y, 1000), (double)q, t3);
    return 0;
}
