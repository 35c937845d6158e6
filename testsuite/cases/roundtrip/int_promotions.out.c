/* Integer promotions: small types widen to int before arithmetic, comparison and shifts. */
int printf(const char *fmt, ...);

int main(void)
{
    printf("%d\n", 300);
    printf("%d\n", 44);
    printf("%d\n", -200);
    printf("%d\n", 131070);
    printf("%d\n", 1);
    printf("%d\n", 1);
    printf("%d\n", -201);
    printf("%d\n", -200);
    printf("%d\n", 3200);
    printf("%d\n", 4);
    printf("%d\n", 4);
    printf("%d\n", -10000);
    printf("%d\n", 56);
    return 0;
}
