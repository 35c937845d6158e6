/* Valid file-scope redeclarations, which vcc must accept now that it rejects invalid ones
 * (a second definition, conflicting types): an array completed later, a tentative definition
 * twice, extern then defined, a prototype after an old-style declaration, function pointers
 * with and without a prototype, a library function declared again as its header does. */
#include <stdio.h>
#include <string.h>

extern int printf(const char *, ...);
size_t strlen(const char *);

int table[];
int table[8];
extern int base;
int base = 3;
int counter;
int counter;
int pick();
int pick(int x);
static int twice(int);
int (*hook)();
int (*hook)(int);
const char *names[] = {"one", "three"};
extern const char *names[];
enum Mode { MODE_A, MODE_B } mode;
unsigned mode;

int pick(int x)
{
    return table[x & 7] + base;
}

static int twice(int x)
{
    return 2 * x;
}

int main(void)
{
    for (int i = 0; i < 8; i++) {
        table[i] = i * i;
    }
    hook = twice;
    int t1 = counter;
    int t2 = pick(3);
    int (*t3)(int) = hook;
    counter = t1 + (t2 + t3(5));
    mode = 1U;
    unsigned int t4 = mode;
    unsigned long t5 = strlen(names[1]);
    printf("%d %zu %u\n", counter, t5, t4);
    return 0;
}
