/* Functions outside the subset (setjmp, VLA, statement expression, _Complex) next to ordinary
 * ones: vcc must keep the former byte-for-byte (the runner checks each function marked
 * `vcc-test: kept`) and still regenerate the latter (a variadic one with va_arg too, and one
 * with inline assembly, once outside the subset). */
#include <complex.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>

static jmp_buf recovery;

static int add_asm(int a, int b)
{
    int res;
    __asm__("leal (%1,%2), %0" : "=r"(res) : "r"(a), "r"(b));
    return res;
}

static int plain_max(int a, int b)
{
    return a > b ? a : b;
}

static int sum_varargs(int count, ...)
{
    va_list args;
    int total = 0;
    va_start(args, count);
    while (count-- > 0)
        total += va_arg(args, int);
    va_end(args);
    return total;
}

static void fail_deep(int depth)
{
    if (depth < 0)
        return;
    if (depth > 0)
        fail_deep(depth - 1);
    longjmp(recovery, 42 + depth);
}

/* vcc-test: kept */
static int try_recover(void)
{
    int code = setjmp(recovery);
    if (code == 0) {
        fail_deep(3);
        return -1;
    }
    return code;
}

/* vcc-test: kept */
static int vla_sum(int n)
{
    int values[n];
    int total = 0;
    for (int k = 0; k < n; k++)
        values[k] = k * k;
    for (int k = 0; k < n; k++)
        total += values[k];
    return total;
}

static int plain_square(int x)
{
    return x * x;
}

/* Statement expressions are lowered (the last expression is the value). */
static int stmt_expr(int x)
{
    int y = ({ int t = x * 3; t + 1; });
    return y;
}

/* vcc-test: kept */
static double complex_abs2(double re, double im)
{
    double _Complex z = re + im * I;
    return creal(z * conj(z));
}

int main(void)
{
    printf("%d %d\n", add_asm(20, 22), plain_max(3, 9));
    printf("%d\n", sum_varargs(4, 1, 2, 3, 4));
    printf("%d\n", try_recover());
    printf("%d %d\n", vla_sum(6), plain_square(12));
    printf("%d\n", stmt_expr(5));
    printf("%.1f\n", complex_abs2(3.0, 4.0));
    return 0;
}
