/* Division and remainder truncate toward zero; the remainder takes the sign of the dividend. */
int printf(const char *fmt, ...);

int main(void)
{
    int nums[4] = {7, -7, 7, -7};
    int dens[4] = {2, 2, -2, -2};
    int k;
    for (k = 0; k < 4; k++)
        printf("%d %d %d\n", nums[k] / dens[k], nums[k] % dens[k],
               (nums[k] / dens[k]) * dens[k] + nums[k] % dens[k]);
    printf("%ld %ld\n", -9L / 4, -9L % 4);
    printf("%lld %lld\n", -1000000000000LL / 7, -1000000000000LL % 7);
    printf("%u %u\n", 4294967295u / 10u, 4294967295u % 10u);
    printf("%d\n", -2147483647 / -1);
    printf("%d %d\n", (signed char)-100 / 3, (signed char)-100 % 3);
    printf("%d\n", -5 / 10);
    printf("%f\n", -7.0 / 2.0);
    return 0;
}
