/* Records laid out by attributes and pragmas: `packed` (on the record or a member),
 * `aligned(N)` and `_Alignas(N)` on members (xxHash's `XXH_ALIGN_MEMBER`, which lang-c cannot
 * parse there), `#pragma pack(N)`. vcc's IR addresses members by its own offsets: while it laid
 * packed records out as unpacked, `sum_packed`'s interleave group read 8-byte elements of a
 * 5-byte struct (a wrong sum), and the `_Alignas` member was a syntax error. */
#include <stdio.h>

struct Sample {
    char tag;
    int value;
} __attribute__((packed));

struct State {
    _Alignas(32) unsigned long long acc[8];
    int rounds;
    char note __attribute__((aligned(16)));
};

#pragma pack(push, 2)
struct Pair {
    char key;
    double weight;
};
#pragma pack(pop)

static struct Sample samples[64];
static struct Pair pairs[40];

static int sum_packed(const struct Sample *s, int n)
{
    int total = 0;
    for (int i = 0; i < n; i++) {
        const struct Sample *t1 = s + i;
        total += t1->value + (int)t1->tag;
    }
    return total;
}

static void bump_packed(struct Sample *s, int n)
{
    for (int i = 0; i < n; i++) {
        struct Sample *t1 = s + i;
        t1->value = t1->value * 3 + 1;
    }
}

static void accumulate(struct State *st, const unsigned long long *in, int n)
{
    for (int r = 0; r < n; r++) {
        int i = 0;
        while (i < 8) {
            unsigned long long *t1 = &st->acc[i];
            int t2 = i + 1;
            *t1 = *t1 + in[r * 8 + i] * (unsigned long long)t2;
            i = t2;
        }
    }
    int *t3 = &st->rounds;
    *t3 = *t3 + n;
}

static double weigh(const struct Pair *p, int n)
{
    double total = 0.0;
    for (int i = 0; i < n; i++) {
        const struct Pair *t1 = p + i;
        total += t1->weight * (double)t1->key;
    }
    return total;
}

int main(void)
{
    struct State st;
    unsigned long long in[32];
    for (int i = 0; i < 64; i++) {
        struct Sample *t1 = &samples[i];
        t1->tag = (char)(i % 7);
        t1->value = i * 1000 - 5;
    }
    bump_packed(samples, 64);
    st.acc[0] = 0ULL;
    st.acc[1] = 0ULL;
    st.acc[2] = 0ULL;
    st.acc[3] = 0ULL;
    st.acc[4] = 0ULL;
    st.acc[5] = 0ULL;
    st.acc[6] = 0ULL;
    st.acc[7] = 0ULL;
    st.rounds = 0;
    st.note = (char)120;
    for (int i_1 = 0; i_1 < 32; i_1++) {
        in[i_1] = (unsigned long long)i_1 * 2654435761ULL;
    }
    accumulate(&st, in, 4);
    for (int i_2 = 0; i_2 < 40; i_2++) {
        struct Pair *t2 = &pairs[i_2];
        t2->key = (char)(i_2 % 5);
        t2->weight = (double)i_2 * 0.25;
    }
    unsigned long long mix = 0ULL;
    for (int i_3 = 0; i_3 < 8; i_3++) {
        mix = mix * 31ULL + st.acc[i_3];
    }
    double t3 = weigh(pairs, 40);
    char t4 = st.note;
    int t5 = st.rounds;
    printf("%d %llu %d %c %g\n", sum_packed(samples, 64), mix, t5, (int)t4, t3);
    printf("%zu %zu %zu\n", 5UL, 96UL, 10UL);
    return 0;
}
