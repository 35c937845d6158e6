/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 sse4.2=13 neon=10 sse2=13 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with).
 * A conditional load of one element at a constant offset (`gf[0]` on the first iteration, the
 * last element of a local array) is loaded once, unmasked, where the element exists; through
 * a pointer of unknown extent (`p[0]`), or at an offset past the array (`half[H]`, read only
 * when a run-time flag says so, which it never does), it keeps the refusal. Over a constant
 * count, a test of the counter against a constant splits the loop there instead
 * (`split_loops.rs`: load_before, store_before, load_half, first_iter), and each part needs no
 * mask; the `_n` twins run to a run-time count, which is not split, and keep the masks. */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
void load_before(void) {
    for (int i = 0; i < G; i++)
        if (i >= 1)
            out[i] = g[i - 1] * 3;
}

/* The same to a run-time count (n = G): masked, lane 0 off in the first vector. */
void load_before_n(int n) {
    for (int i = 0; i < n; i++)
        if (i >= 1)
            out[i] = g[i - 1] * 3;
}

/* A load four elements on, while it stays inside the array (a run-time count). */
void load_after(int n) {
    for (int i = 0; i < n; i++)
        if (i + 4 < G)
            out[i] = g[i + 4] + 1;
}

/* A store two elements back, from the third iteration on. */
void store_before(void) {
    for (int i = 0; i < G; i++)
        if (i >= 2)
            outf[i - 2] = gf[i] * 0.5f;
}

/* The same to a run-time count (n = G). */
void store_before_n(int n) {
    for (int i = 0; i < n; i++)
        if (i >= 2)
            outf[i - 2] = gf[i] * 0.5f;
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
void load_inside(void) {
    for (int i = 0; i < G; i++) {
        if (out[i] > 10)
            out[i] = g[i] * 2;
        else
            out[i] = 7;
    }
}

/* half[i] exists only while i < H: the load stays masked. */
void load_half(void) {
    for (int i = 0; i < G; i++) {
        if (i < H)
            out[i] = half[i] + 1;
        else
            out[i] = -3;
    }
}

/* The same to a run-time count (n = G): the load stays masked. */
void load_half_n(int n) {
    for (int i = 0; i < n; i++) {
        if (i < H)
            out[i] = half[i] + 1;
        else
            out[i] = -3;
    }
}

/* The first iteration takes a constant element, the others a pair. */
void first_iter(void) {
    for (int i = 0; i < G; i++)
        outf[i] = (i == 0 ? gf[0] : gf[i] + gf[i - 1]) * 0.5f;
}

/* A local table's last element, on the iterations past a run-time bound. */
void last_of_local(int n) {
    int t[8];
    for (int k = 0; k < 8; k++)
        t[k] = g[k] * 5;
    for (int i = 0; i < G; i++)
        out[i] = i < n ? g[i] : t[7];
}

/* Through a pointer of unknown extent: p[0] may not exist (p == 0 when n is 0), refused. */
void through_pointer(int n, const int *p) {
    for (int i = 0; i < G; i++)
        out[i] = i < n ? p[0] + i : g[i];
}

/* half[H] is past the array: read only when `flag` is set (it never is), refused. */
void past_the_end(int flag) {
    for (int i = 0; i < G; i++)
        out[i] = flag ? half[H] : g[i] - 1;
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    for (int i = 0; i < n; i++)
        if (g[i] > 10 && i + k < G)
            out[i + k] = g[i];
}

/* Both sides: a window read under a condition that keeps it inside the array. */
long window(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        if (i >= 3 && i + 3 < G)
            s += g[i - 3] - g[i + 3];
    return s;
}

int main(void) {
    FILL(g, G, -50, 100);
    for (int i = 0; i < G; i++)
        gf[i] = (float)g[i] * 0.25f;
    int n;
    FOR_EACH_COUNT(n) {
        if (n > G)
            n = G;
        for (int i = 0; i < G; i++)
            out[i] = -1, outf[i] = -1.0f;
        load_after(n);
        unsigned long long a = HASH(out, G);
        store_after(n, 5);
        printf("n=%d after %llx store %llx window %ld\n", n, a, HASH(out, G), window(n));
    }
    load_before();
    store_before();
    printf("before %llx %llx\n", HASH(out, G), HASH(outf, G));
    for (int i = 0; i < G; i++)
        out[i] = -1, outf[i] = -1.0f;
    load_before_n(G);
    store_before_n(G);
    printf("before_n %llx %llx\n", HASH(out, G), HASH(outf, G));
    FILL(half, H, -20, 40);
    load_inside();
    unsigned long long inside = HASH(out, G);
    load_half();
    unsigned long long half_const = HASH(out, G);
    load_half_n(G);
    printf("inside %llx half %llx %llx\n", inside, half_const, HASH(out, G));
    first_iter();
    printf("first %llx\n", HASH(outf, G));
    FOR_EACH_COUNT(n) {
        int *one = new_array(n > 0 ? 1 : 0, sizeof(int));
        if (n > 0)
            one[0] = n;
        last_of_local(n);
        unsigned long long local = HASH(out, G);
        through_pointer(n, n > 0 ? one : 0);
        unsigned long long ptr = HASH(out, G);
        past_the_end(0);
        printf("n=%d local %llx pointer %llx past %llx\n", n, local, ptr, HASH(out, G));
        free(one);
    }
    return 0;
}
