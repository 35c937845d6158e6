/* The header does not exist, so the preprocessor fails. */
#include "no_such_header.h"

int main(void)
{
    return 0;
}
