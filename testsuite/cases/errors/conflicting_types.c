/* Declarations of one function with different return types. */
int scale(int);
float scale(int);

int main(void)
{
    return 0;
}
