/* Two definitions of one file-scope object: vcc once kept the first and went on. */
int limit = 1;
int limit = 2;

int main(void)
{
    return limit;
}
