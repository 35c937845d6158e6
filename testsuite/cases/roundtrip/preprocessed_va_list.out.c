/* Text as `gcc -E` leaves it (no includes): stdarg.h's `__builtin_va_list`, gcc's built-in
 * type, spelled out in the main file. vcc must accept it (it once said "unknown type name")
 * and regenerate what uses it, `va_start`, `va_arg` and `va_end` written as gcc's builtins. */
typedef __builtin_va_list __gnuc_va_list;
typedef __gnuc_va_list va_list;
extern int printf(const char *__restrict __format, ...);
extern int vprintf(const char *__restrict __format, __gnuc_va_list __arg);

static int say(const char *format, ...)
{
    __builtin_va_list args;
    __builtin_va_start(args, format);
    int res = vprintf(format, args);
    __builtin_va_end(args);
    return res;
}

static int sum(int n, va_list args)
{
    int total = 0;
    for (int i = 0; i < n; i++) {
        total += __builtin_va_arg(args, int);
    }
    return total;
}

static int sum_all(int n, ...)
{
    __builtin_va_list args;
    __builtin_va_start(args, n);
    int res = sum(n, args);
    __builtin_va_end(args);
    return res;
}

static void scale(float *a, const float *b, int n)
{
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        a[t1] = 2.0f * b[t1];
    }
}

int main(void)
{
    float a[40];
    float b[40];
    for (int i = 0; i < 40; i++) {
        b[i] = (float)i;
    }
    scale(a, b, 40);
    float t1 = a[39];
    say("%d %g\n", sum_all(3, 4, 5, 6), (double)t1);
    printf("%d\n", sum_all(0));
    return 0;
}
