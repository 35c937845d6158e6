/* Variadic function definitions: va_start, va_arg of several types, va_end, va_copy, a
   va_list passed on (to vsnprintf and to a function of the file) and taken as a parameter,
   a last named parameter assigned after va_start, and va_arg in loops (never vectorized). */
#include <stdarg.h>
#include <stdio.h>

static int sum_ints(int n, ...)
{
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += __builtin_va_arg(ap, int);
    }
    __builtin_va_end(ap);
    return s;
}

static double mixed(const char *kinds, ...)
{
    __builtin_va_list ap;
    double t2;
    long long t3;
    unsigned int t4;
    const char *s;
    double t_1;
    __builtin_va_start(ap, kinds);
    const char *p = kinds;
    double t = 0.0;
    for (;; p = p + 1, t = t_1) {
        char t1 = *p;
        if (!t1) {
            break;
        }
        switch ((int)t1) {
        case 100:
            t2 = __builtin_va_arg(ap, double);
            t_1 = t + t2;
            break;
        case 108:
            t3 = __builtin_va_arg(ap, long long);
            t_1 = t + (double)t3;
            break;
        case 117:
            t4 = __builtin_va_arg(ap, unsigned int);
            t_1 = t + (double)t4;
            break;
        default:
            s = __builtin_va_arg(ap, const char *);
            t_1 = t + (double)s[0];
            break;
        }
    }
    __builtin_va_end(ap);
    return t;
}

static int format(char *buf, int size, const char *fmt, ...)
{
    __builtin_va_list ap;
    __builtin_va_list again;
    __builtin_va_start(ap, fmt);
    __builtin_va_copy(again, ap);
    int n = vsnprintf(buf, (unsigned long)size, fmt, ap);
    int m = vsnprintf((char *)0, 0UL, fmt, again);
    __builtin_va_end(again);
    __builtin_va_end(ap);
    return n * 1000 + m;
}

static long take_two(va_list ap)
{
    long a = __builtin_va_arg(ap, long);
    return a * 100L + __builtin_va_arg(ap, long);
}

static long forward(int count, ...)
{
    __builtin_va_list ap;
    __builtin_va_start(ap, count);
    int count_1 = count;
    long r = 0L;
    while (count_1 > 0) {
        long t1 = take_two(ap);
        count_1 -= 2;
        r = r * 7L + t1;
    }
    __builtin_va_end(ap);
    return r;
}

static int max_of(int n, ...)
{
    __builtin_va_list ap;
    int best_1;
    __builtin_va_start(ap, n);
    int best = __builtin_va_arg(ap, int);
    int n_1 = n;
    for (;; best = best_1) {
        n_1--;
        if (n_1 <= 0) {
            break;
        }
        best_1 = __builtin_va_arg(ap, int);
        if (best_1 <= best) {
            best_1 = best;
        }
    }
    __builtin_va_end(ap);
    return best;
}

int main(void)
{
    char buf[64];
    printf("%d\n", sum_ints(5, 1, 2, 3, 4, 5));
    printf("%d\n", sum_ints(0));
    printf("%g\n", mixed("dlus", 1.5, 7LL, 3U, "A"));
    printf("%d %s\n", format(buf, 8, "%d-%s-%.2f", 42, "xyz", 2.5), buf);
    printf("%ld\n", forward(4, 1L, 2L, 3L, 4L));
    printf("%d\n", max_of(4, 3, 9, -2, 7));
    return 0;
}
