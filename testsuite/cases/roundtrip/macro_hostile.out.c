/* Macros that would change a regenerated function if they were expanded a second time where
   vcc pastes it back: self-referential ones, macros named like vcc's temporaries, like an
   intrinsic, like a field called through, like keywords (names starting with `vcc_` are vcc's
   own). The output protects the names it
   uses (push_macro / #undef / pop_macro); every function here must print what it printed. */
int printf(const char *fmt, ...);

int scale(int v) {
    return v * 2;
}
#define scale(v) scale((v) + 1)

int limit = 7;
#define limit (limit + 100)

struct ops {
    int (*twice)(int);
    float w[64];
};
static int twice_impl(int v) {
    return 2 * v;
}
#define twice(v) (-(v))

#define inline
#define restrict
#define t1 broken_if_expanded
#define t2 (
#define _mm256_add_ps(a, b) _mm256_sub_ps(a, b)
#define _mm512_add_ps(a, b) _mm512_sub_ps(a, b)
#define i index_of_the_loop

float a[256], b[256];

static inline void add_arrays(float *restrict x, const float *restrict y, int n) {
    for (int index_of_the_loop = 0; index_of_the_loop < n; index_of_the_loop++) {
        long t3 = (long)index_of_the_loop;
        float *t4 = x + t3;
        *t4 = *t4 + y[t3] * 2.0f;
    }
}

int sum_scaled(const int *v, int n) 
#pragma push_macro("limit")
#undef limit
#pragma push_macro("scale")
#undef scale
{
    int s = 0;
    for (int index_of_the_loop = 0; index_of_the_loop < n; index_of_the_loop++) {
        int t3 = v[index_of_the_loop];
        int t4 = scale(2);
        s += t3 * t4 + (limit + 100);
    }
    return s;
}
#pragma pop_macro("scale")
#pragma pop_macro("limit")


int call_through(struct ops *o, int v) 
#pragma push_macro("twice")
#undef twice
{
    int s = o->twice(v);
    for (int k = 0; k < 64; k++) {
        float *t3 = &o->w[k];
        *t3 = *t3 + (float)k;
    }
    return s;
}
#pragma pop_macro("twice")


int main(void) 
#pragma push_macro("limit")
#undef limit
#pragma push_macro("scale")
#undef scale
#pragma push_macro("twice")
#undef twice
{
    int v[100];
    struct ops o;
    for (int k = 0; k < 100; k++) {
        v[k] = k % 13;
    }
    for (int k_1 = 0; k_1 < 256; k_1++) {
        long t3 = (long)k_1;
        a[t3] = (float)k_1;
        b[t3] = (float)(k_1 % 7);
    }
    add_arrays(a, b, 256);
    float s = 0.0f;
    for (int k_2 = 0; k_2 < 256; k_2++) {
        s += a[k_2];
    }
    o.twice = twice_impl;
    o.w[0] = 0.0f;
    long t4 = 1L;
    while (t4 < 64L) {
        o.w[t4] = 0.0f;
        t4++;
    }
    int r = call_through(&o, 21);
    float t5 = o.w[63];
    int t6 = sum_scaled(v, 100);
    int t7 = limit;
    printf("%d %d %d %d %.1f %.1f\n", scale(11), t7 + 100, t6, r, (double)s, (double)t5);
    return 0;
}
#pragma pop_macro("twice")
#pragma pop_macro("scale")
#pragma pop_macro("limit")

