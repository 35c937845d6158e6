/* Two definitions of one function. */
static int twice(int x)
{
    return 2 * x;
}

static int twice(int x)
{
    return x + x;
}

int main(void)
{
    return twice(1);
}
