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
    for (int i = 0; i < n; i++)
        total += s[i].value + s[i].tag;
    return total;
}

static void bump_packed(struct Sample *s, int n)
{
    for (int i = 0; i < n; i++)
        s[i].value = s[i].value * 3 + 1;
}

static void accumulate(struct State *st, const unsigned long long *in, int n)
{
    for (int r = 0; r < n; r++)
        for (int i = 0; i < 8; i++)
            st->acc[i] += in[r * 8 + i] * (unsigned long long)(i + 1);
    st->rounds += n;
}

static double weigh(const struct Pair *p, int n)
{
    double total = 0;
    for (int i = 0; i < n; i++)
        total += p[i].weight * p[i].key;
    return total;
}

int main(void)
{
    for (int i = 0; i < 64; i++) {
        samples[i].tag = (char)(i % 7);
        samples[i].value = i * 1000 - 5;
    }
    bump_packed(samples, 64);
    struct State st = {{0}, 0, 'x'};
    unsigned long long in[32];
    for (int i = 0; i < 32; i++)
        in[i] = (unsigned long long)i * 0x9E3779B1u;
    accumulate(&st, in, 4);
    for (int i = 0; i < 40; i++) {
        pairs[i].key = (char)(i % 5);
        pairs[i].weight = i * 0.25;
    }
    unsigned long long mix = 0;
    for (int i = 0; i < 8; i++)
        mix = mix * 31 + st.acc[i];
    printf("%d %llu %d %c %g\n", sum_packed(samples, 64), mix, st.rounds, st.note, weigh(pairs, 40));
    printf("%zu %zu %zu\n", sizeof(struct Sample), sizeof(struct State), sizeof(struct Pair));
    return 0;
}
