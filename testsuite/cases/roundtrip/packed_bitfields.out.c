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
    unsigned long total = 0UL;
    for (int i = 0; i < n; i++) {
        const struct Header *t1 = h + i;
        total += (unsigned long)((int)t1->length + (int)t1->kind + (int)t1->crc);
    }
    return total;
}

static void mark(struct Header *h, int n)
{
    for (int i = 0; i < n; i++) {
        struct Header *t1 = h + i;
        t1->crc = (unsigned short)((unsigned int)(int)t1->length * 7U);
        t1->flag = (char)((int)t1->kind + 97);
    }
}

static long long stamps(struct Entry *e, int n)
{
    long long sum = 0LL;
    for (int i = 0; i < n; i++) {
        struct Entry *t1 = e + i;
        short *t2 = &t1->weight;
        *t2 = (short)((int)t1->id * 3);
        t1->tail = (unsigned int)i;
        sum += t1->stamp + (long long)*t2 + (long long)(int)t1->tail;
    }
    return sum;
}

static int mixed(struct Mixed *m)
{
    m->wide = -12345678;
    char *t1 = &m->after;
    *t1 = (char)122;
    return m->wide + (int)*t1 + (int)m->c;
}

static unsigned checksum(const void *p, unsigned long size)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned int h = 2166136261U;
    for (unsigned long i = 0UL; i < size; i++) {
        h = (h ^ (unsigned int)b[(long)i]) * 16777619U;
    }
    return h;
}

int main(void)
{
    struct Mixed m;
    memset((void *)headers, 0, 350UL);
    memset((void *)entries, 0, 360UL);
    for (int i = 0; i < 50; i++) {
        struct Header *t1 = &headers[i];
        t1->kind = (unsigned char)(i % 8);
        t1->length = (unsigned int)(i * 1234567 % 100000000);
    }
    mark(headers, 50);
    int i_1 = 0;
    while (i_1 < 30) {
        struct Entry *t2 = &entries[i_1];
        int t3 = i_1 + 1;
        t2->id = (char)t3;
        t2->stamp = (long long)i_1 * 123456789LL - 5000000000LL;
        i_1 = t3;
    }
    long long s = stamps(entries, 30);
    memset((void *)&m, 0, 9UL);
    m.c = (char)5;
    int mx = mixed(&m);
    printf("%lu %lld %d\n", total_length(headers, 50), s, mx);
    unsigned int t4 = checksum((const void *)&m, 9UL);
    unsigned int t5 = checksum((const void *)entries, 360UL);
    printf("%x %x %x\n", checksum((const void *)headers, 350UL), t5, t4);
    printf("%zu %zu %zu\n", 7UL, 12UL, 9UL);
    return 0;
}
