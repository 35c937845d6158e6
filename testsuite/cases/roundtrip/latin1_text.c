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
    for (int i = 0; i < n; i++) /* échelle */
        a[i] = a[i] * 2.0f + 1.0f;
}

int main(void)
{
    const char *local = "naïve ©";
    float a[48];
    for (int i = 0; i < 48; i++)
        a[i] = (float)i;
    scale(a, 48);
    unsigned sum = 0;
    for (size_t i = 0; i < strlen(local); i++)
        sum = sum * 31 + (unsigned char)local[i];
    printf("%d %d %u %g\n", count_high(greeting), count_high(local), sum, a[47]);
    return 0;
}
