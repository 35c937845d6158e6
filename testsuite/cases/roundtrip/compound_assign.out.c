/* Compound assignment operators on every arithmetic type, on narrow types, and on pointers. */
int printf(const char *fmt, ...);

int main(void)
{
    int arr[6];
    arr[0] = 1;
    arr[1] = 2;
    arr[2] = 3;
    arr[3] = 4;
    arr[4] = 5;
    arr[5] = 6;
    printf("%d\n", 0);
    printf("%u\n", 275U);
    printf("%d\n", 4);
    printf("%d\n", 30000);
    printf("%ld\n", -3L);
    printf("%f\n", 2.125);
    printf("%f\n", 6.25);
    printf("%d\n", 27);
    (arr + 4)[-1] = (arr + 4)[-1] + 100;
    printf("%d %d\n", (arr + 4)[-1], arr[3]);
    arr[1] = arr[1] << 4;
    arr[3] = arr[3] + arr[1];
    printf("%d %d\n", arr[1], arr[3]);
    return 0;
}
