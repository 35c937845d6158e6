/* Division and remainder truncate toward zero; the remainder takes the sign of the dividend. */
int printf(const char *fmt, ...);

int main(void)
{
    int nums[4];
    int dens[4];
    int k;
    nums[0] = 7;
    nums[1] = -7;
    nums[2] = 7;
    nums[3] = -7;
    dens[0] = 2;
    dens[1] = 2;
    dens[2] = -2;
    dens[3] = -2;
    for (k = 0; k < 4; k++) {
        printf("%d %d %d\n", nums[k] / dens[k], nums[k] % dens[k], nums[k] / dens[k] * dens[k] + nums[k] % dens[k]);
    }
    printf("%ld %ld\n", -2L, -1L);
    printf("%lld %lld\n", -142857142857LL, -1LL);
    printf("%u %u\n", 429496729U, 5U);
    printf("%d\n", 2147483647);
    printf("%d %d\n", -33, -1);
    printf("%d\n", 0);
    printf("%f\n", -3.5);
    return 0;
}
