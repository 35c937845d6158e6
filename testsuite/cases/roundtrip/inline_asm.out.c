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
    __asm__ ("leal (%1,%2), %0" : "=r" (res) : "r" (a), "r" (b));
    return res;
}

static unsigned char low_byte(unsigned x)
{
    unsigned char out;
    __asm__ __volatile__ ("movb %1, %0" : "=q" (out) : "q" ((unsigned char)x));
    return out;
}

static long sum_guarded(const long *a, int n)
{
    long v;
    long s = 0L;
    for (int i = 0; i < n; i++) {
        v = a[i] * 3L;
        __asm__ ("" : "+r" (v));
        s += v;
    }
    return s;
}

static void fenced(int *a, int n)
{
    for (int i = 0; i < n; i++) {
        int *t1 = a + i;
        *t1 = *t1 + 2;
        __asm__ __volatile__ ("" : : : "memory");
    }
}

static int mem_operand(int *p)
{
    int r;
    __asm__ ("movl %[src], %[dst]\n\taddl $1, %[dst]" : [dst] "=&r" (r) : [src] "m" (*(p)));
    return r;
}

static void basic(void)
{
    __asm__ ("nop");
    __asm__ ("");
}

static void incr_mem(int *p)
{
    __asm__ __volatile__ ("addl $5, %0" : "+m" (*(p + 1)) : : "cc");
}

static int four_nops(int x)
{
    for (int i = 0; i < 4; i++) {
        __asm__ __volatile__ ("nop # %0" : "+r" (x));
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
    for (int i = 0; i < n; i++) {
        int *t1 = a + i;
        *t1 = *t1 * 2 + 1;
    }
    __asm__ __volatile__ ("" : : "g" (a) : "memory");
    int sum = 0;
    for (int i_1 = 0; i_1 < n; i_1++) {
        sum += a[i_1];
    }
    return sum;
}

int main(void)
{
    long a[40];
    int b[16];
    int seven;
    b[0] = 0;
    long t1 = 1L;
    while (t1 < 16L) {
        b[t1] = 0;
        t1++;
    }
    for (int i = 0; i < 40; i++) {
        a[i] = (long)(i - 7);
    }
    fenced(b, 16);
    basic();
    incr_mem(b);
    seven = 7;
    int t2 = b[0];
    int t3 = mem_operand(&seven);
    int t4 = b[1];
    long t5 = sum_guarded(a, 40);
    unsigned char t6 = low_byte(4660U);
    printf("%d %u %ld %d %d %d\n", add_asm(20, 22), (int)t6, t5, t4, t3, t2);
    int t7 = bump_all(b, 16);
    int t8 = in_ebx(41);
    printf("%d %d %d\n", four_nops(5), t8, t7);
    return 0;
}
