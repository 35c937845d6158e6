/* Macros that would change a regenerated function if they were expanded a second time where
   vcc pastes it back: self-referential ones, macros named like vcc's temporaries, like an
   intrinsic, like a field called through, like keywords (names starting with `vcc_` are vcc's
   own). The output protects the names it
   uses (push_macro / #undef / pop_macro); every function here must print what it printed. */
int printf(const char *fmt, ...);

int scale(int v) { return v * 2; }
#define scale(v) scale((v) + 1)

int limit = 7;
#define limit (limit + 100)

struct ops {
    int (*twice)(int);
    float w[64];
};
static int twice_impl(int v) { return 2 * v; }
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
    for (int i = 0; i < n; i++)
        x[i] = x[i] + y[i] * 2.0f;
}

int sum_scaled(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i] * scale(1) + limit;
    return s;
}

int call_through(struct ops *o, int v) {
    int s = (o->twice)(v);
    for (int k = 0; k < 64; k++)
        o->w[k] = o->w[k] + (float)k;
    return s;
}

int main(void) {
    int v[100];
    for (int k = 0; k < 100; k++)
        v[k] = k % 13;
    for (int k = 0; k < 256; k++) {
        a[k] = (float)k;
        b[k] = (float)(k % 7);
    }
    add_arrays(a, b, 256);
    float s = 0;
    for (int k = 0; k < 256; k++)
        s += a[k];
    struct ops o = {twice_impl, {0}};
    int r = call_through(&o, 21);
    printf("%d %d %d %d %.1f %.1f\n", scale(10), limit, sum_scaled(v, 100), r, s, o.w[63]);
    return 0;
}
