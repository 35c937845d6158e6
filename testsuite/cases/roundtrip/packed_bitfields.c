/* Bit-fields in packed records and under `#pragma pack`: gcc places them at the next free bit,
 * straddling their type's alignment, while a zero-width one still aligns the next member. vcc
 * kept these functions as written until it computed the same layout; now they are rewritten,
 * and the members after the bit-fields are addressed at vcc's own offsets (a loop over an
 * array of 7-byte records, a store to a member that follows a straddling bit-field). */
#include <stdio.h>
#include <string.h>

struct Header {
    unsigned char kind : 3;
    unsigned int length : 27; /* straddles its int's boundary: bits 3..29 */
    unsigned short crc;
    char flag;
} __attribute__((packed));

#pragma pack(push, 2)
struct Entry {
    char id;
    long long stamp : 41; /* from bit 8, across the 8-byte boundary */
    short : 0;            /* aligns `weight` to 2 */
    short weight;
    unsigned tail : 5;
};
#pragma pack(pop)

struct Mixed {
    char c;
    int wide : 31 __attribute__((packed));
    unsigned : 0;
    char after;
};

static struct Header headers[50];
static struct Entry entries[30];

static unsigned long total_length(const struct Header *h, int n)
{
    unsigned long total = 0;
    for (int i = 0; i < n; i++)
        total += h[i].length + h[i].kind + h[i].crc;
    return total;
}

static void mark(struct Header *h, int n)
{
    for (int i = 0; i < n; i++) {
        h[i].crc = (unsigned short)(h[i].length * 7u);
        h[i].flag = (char)(h[i].kind + 'a');
    }
}

static long long stamps(struct Entry *e, int n)
{
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        e[i].weight = (short)(e[i].id * 3);
        e[i].tail = (unsigned)i;
        sum += e[i].stamp + e[i].weight + e[i].tail;
    }
    return sum;
}

static int mixed(struct Mixed *m)
{
    m->wide = -12345678;
    m->after = 'z';
    return m->wide + m->after + m->c;
}

static unsigned checksum(const void *p, unsigned long size)
{
    const unsigned char *b = p;
    unsigned h = 2166136261u;
    for (unsigned long i = 0; i < size; i++)
        h = (h ^ b[i]) * 16777619u;
    return h;
}

int main(void)
{
    memset(headers, 0, sizeof headers);
    memset(entries, 0, sizeof entries);
    for (int i = 0; i < 50; i++) {
        headers[i].kind = (unsigned char)(i % 8);
        headers[i].length = (unsigned)(i * 1234567 % 100000000);
    }
    mark(headers, 50);
    for (int i = 0; i < 30; i++) {
        entries[i].id = (char)(i + 1);
        entries[i].stamp = (long long)i * 123456789 - 5000000000LL;
    }
    long long s = stamps(entries, 30);
    struct Mixed m;
    memset(&m, 0, sizeof m);
    m.c = 5;
    int mx = mixed(&m);
    printf("%lu %lld %d\n", total_length(headers, 50), s, mx);
    printf("%x %x %x\n", checksum(headers, sizeof headers), checksum(entries, sizeof entries), checksum(&m, sizeof m));
    printf("%zu %zu %zu\n", sizeof(struct Header), sizeof(struct Entry), sizeof(struct Mixed));
    return 0;
}
