/* A heap-allocated linked list: self-referential structs, malloc/free, insertion and reversal. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int value)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        return head;
    n->value = value;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *head)
{
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static void print_list(const struct node *n)
{
    for (; n; n = n->next)
        printf("%d%s", n->value, n->next ? "->" : "\n");
}

static void free_list(struct node *n)
{
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

static struct node *remove_value(struct node *head, int value)
{
    struct node **link = &head;
    while (*link) {
        if ((*link)->value == value) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
        } else {
            link = &(*link)->next;
        }
    }
    return head;
}

int main(void)
{
    struct node *list = NULL;
    int k;
    for (k = 1; k <= 6; k++)
        list = push(list, k * k % 7);
    print_list(list);
    list = reverse(list);
    print_list(list);
    list = remove_value(list, 1);
    print_list(list);
    free_list(list);
    return 0;
}
