/* Division and remainder truncate toward zero; the remainder takes the sign of the dividend. */
int printf(const char *fmt, ...);

int main(void)
{
    int nums[4];
    int dens[4];
    nums[0] = 7;
    nums[1] = -7;
    nums[2] = 7;
    nums[3] = -7;
    dens[0] = 2;
    dens[1] = 2;
    dens[2] = -2;
    dens[3] = -2;
    for (int k = 0; k < 4; k++) {
        long t1 = (long)k;
        int t2 = nums[t1];
        int t3 = dens[t1];
        int t4 = t2 / t3;
        int t5 = t2 % t3;
        printf("%d %d %d\n", t4, t5, t4 * t3 + t5);
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
