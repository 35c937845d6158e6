/* GNU inline assembly (x86-64): basic and extended `asm`, outputs, inputs, in-out and
 * early-clobber operands, symbolic names, memory operands, clobbers, `volatile`. Each statement
 * is written back as it was, its operands renamed to the regenerated function's variables
 * (an output as the variable, or `*(address)`). Loops that hold one stay scalar, with a remark
 * (`sum_guarded`, `fenced`); the constant-count loop of `four_nops` is not unrolled (the
 * statement is never duplicated). A variable given a register (`asm("ebx")`) is kept. */
#include <stdio.h>

static int add_asm(int a, int b)
{
    int res;
    __asm__("leal (%1,%2), %0" : "=r"(res) : "r"(a), "r"(b));
    return res;
}

static unsigned char low_byte(unsigned x)
{
    unsigned char c = (unsigned char)x, out;
    __asm__ volatile("movb %1, %0" : "=q"(out) : "q"(c));
    return out;
}

static long sum_guarded(const long *a, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++) {
        long v = a[i] * 3;
        __asm__("" : "+r"(v));
        s += v;
    }
    return s;
}

static void fenced(int *a, int n)
{
    for (int i = 0; i < n; i++) {
        a[i] += 2;
        __asm__ volatile("" ::: "memory");
    }
}

static int mem_operand(int *p)
{
    int r;
    __asm__("movl %[src], %[dst]\n\taddl $1, %[dst]" : [dst] "=&r"(r) : [src] "m"(*p));
    return r;
}

static void basic(void)
{
    __asm__("nop");
    asm("");
}

static void incr_mem(int *p)
{
    __asm__ __volatile__("addl $5, %0" : "+m"(p[1]) : : "cc");
}

static int four_nops(int x)
{
    for (int i = 0; i < 4; i++) {
        __asm__ volatile("nop # %0" : "+r"(x));
        x = x * 3 + 1;
    }
    return x;
}

/* vcc-test: kept */
static int in_ebx(int x)
{
    register int r __asm__("ebx") = x;
    __asm__("addl $1, %0" : "+r"(r));
    return r;
}

static int bump_all(int *a, int n)
{
    int sum = 0;
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 2 + 1;
    __asm__ volatile("" : : "g"(a) : "memory");
    for (int i = 0; i < n; i++)
        sum += a[i];
    return sum;
}

int main(void)
{
    long a[40];
    int b[16] = {0};
    for (int i = 0; i < 40; i++)
        a[i] = i - 7;
    fenced(b, 16);
    basic();
    incr_mem(b);
    int seven = 7;
    printf("%d %u %ld %d %d %d\n", add_asm(20, 22), low_byte(0x1234), sum_guarded(a, 40), b[1], mem_operand(&seven), b[0]);
    printf("%d %d %d\n", four_nops(5), in_ebx(41), bump_all(b, 16));
    return 0;
}
