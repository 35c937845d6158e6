/* Latin-1 text, as old C has it: bytes that are not UTF-8 in comments (« résumé ») and in
 * string literals. gcc takes them byte for byte; vcc refused the file ("stream did not contain
 * valid UTF-8", with no location). The text outside regenerated functions must come back
 * exactly, and a literal inside one with the same bytes (an octal escape). */
#include <stdio.h>
#include <string.h>

static const char *greeting = "Grüß Gott, café";

/* vcc-test: kept */
static int count_high(const char *s)
{
    int n = 0; /* octets à partir de 0x80 */
    char mark[n + 1]; /* a variable-length array: kept as written */
    (void)mark;
    for (; *s; s++)
        n += (unsigned char)*s >= 0x80;
    return n;
}

static void scale(float *a, int n)
{
    for (int i = 0; i < n; i++) {
        float *t1 = a + i;
        *t1 = *t1 * 2.0f + 1.0f;
    }
}

int main(void)
{
    float a[48];
    const char *local = "na\357ve \251";
    for (int i = 0; i < 48; i++) {
        a[i] = (float)i;
    }
    scale(a, 48);
    unsigned long i_1 = 0UL;
    unsigned int sum = 0U;
    for (;; i_1++) {
        unsigned long t1 = strlen(local);
        if (i_1 >= t1) {
            break;
        }
        sum = sum * 31U + (unsigned int)(unsigned char)local[(long)i_1];
    }
    float t2 = a[47];
    int t3 = count_high(local);
    const char *t4 = greeting;
    printf("%d %d %u %g\n", count_high(t4), t3, sum, (double)t2);
    return 0;
}
