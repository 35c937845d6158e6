/* One name as an object and then as a function. */
int total;
int total(void);

int main(void)
{
    return 0;
}
