/* A missing semicolon. */
int twice(int x)
{
    int y = x * 2
    return y;
}
