/* vcc-test: expect-vectorized 2 */
/* Searches without a counted exit over heap strings of exactly their length (new_array): the
 * peeled vector loop reads whole aligned blocks, so its last loads reach past the terminator
 * into the heap object's redzone, where they cannot fault but AddressSanitizer would stop. vcc
 * marks such functions no_sanitize_address (`Function::reads_past_end`); this case runs under
 * -fsanitize=address like every other and fails without the attribute. The driver tries every
 * length up to 70 (and 259, 1001) and every start offset within a vector, matches at the first,
 * middle and last character and none. */
#include "harness.h"
#include <stddef.h>

/* A line's length: stops at the terminator or a newline. */
size_t line_length(const char *s) {
    const char *p = s;
    while (*p && *p != '\n')
        p++;
    return (size_t)(p - s);
}

/* An index to a 16-bit key, which the driver always stores. */
int find_u16(const unsigned short *h, unsigned short key) {
    int i = 0;
    while (h[i] != key)
        i++;
    return i;
}

int main(void) {
    unsigned long long sum = 0;
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 64; off += 7) {
            char *buf = new_array(off + n + 1, 1);
            for (int i = 0; i < n; i++)
                buf[off + i] = (char)('a' + next_rand() % 26);
            buf[off + n] = 0;
            if (n > 0 && next_rand() % 3 == 0)
                buf[off + (int)(next_rand() % (unsigned)n)] = '\n';
            sum = sum * 31 + line_length(buf + off);
            free(buf);

            unsigned short *h = new_array(off + n + 1, sizeof(unsigned short));
            for (int i = 0; i < off + n + 1; i++)
                h[i] = (unsigned short)(1 + next_rand() % 1000);
            unsigned short key = 1001 + (unsigned short)(next_rand() % 3);
            int at = n == 0 ? 0 : next_rand() % 2 ? n : (int)(next_rand() % (unsigned)n);
            h[off + at] = key;
            sum = sum * 31 + (unsigned)find_u16(h + off, key);
            free(h);
        }
    }
    printf("%llu\n", sum);
    return 0;
}
