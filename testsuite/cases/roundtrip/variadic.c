/* Variadic function definitions: va_start, va_arg of several types, va_end, va_copy, a
   va_list passed on (to vsnprintf and to a function of the file) and taken as a parameter,
   a last named parameter assigned after va_start, and va_arg in loops (never vectorized). */
#include <stdarg.h>
#include <stdio.h>

static int sum_ints(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mixed(const char *kinds, ...)
{
    va_list ap;
    double t = 0;
    va_start(ap, kinds);
    for (const char *p = kinds; *p; p++) {
        switch (*p) {
        case 'd':
            t += va_arg(ap, double);
            break;
        case 'l':
            t += (double)va_arg(ap, long long);
            break;
        case 'u':
            t += va_arg(ap, unsigned);
            break;
        default: {
            const char *s = va_arg(ap, const char *);
            t += s[0];
        }
        }
    }
    va_end(ap);
    return t;
}

static int format(char *buf, int size, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(buf, (size_t)size, fmt, ap);
    int m = vsnprintf(0, 0, fmt, again);
    va_end(again);
    va_end(ap);
    return n * 1000 + m;
}

static long take_two(va_list ap)
{
    long a = va_arg(ap, long);
    long b = va_arg(ap, long);
    return a * 100 + b;
}

static long forward(int count, ...)
{
    va_list ap;
    va_start(ap, count);
    long r = 0;
    while (count > 0) {
        r = r * 7 + take_two(ap);
        count -= 2;
    }
    va_end(ap);
    return r;
}

static int max_of(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int best = va_arg(ap, int);
    while (--n > 0) {
        int v = va_arg(ap, int);
        if (v > best)
            best = v;
    }
    va_end(ap);
    return best;
}

int main(void)
{
    char buf[64];
    printf("%d\n", sum_ints(5, 1, 2, 3, 4, 5));
    printf("%d\n", sum_ints(0));
    printf("%g\n", mixed("dlus", 1.5, 7LL, 3u, "A"));
    int r = format(buf, 8, "%d-%s-%.2f", 42, "xyz", 2.5);
    printf("%d %s\n", r, buf);
    printf("%ld\n", forward(4, 1L, 2L, 3L, 4L));
    printf("%d\n", max_of(4, 3, 9, -2, 7));
    return 0;
}
