/* bh-geronimo-sides.c — who plays what this Turn: the side draw from the
 * cup with the US-repeat limit (3.3, 3.31, 11.2A, option 12.2), the order
 * in which Indians choose Initial Tribes (3.32) and the order of play
 * (4.3).  Seats are numbered clockwise round the table. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

/* How many Turns running a seat may be the US: Basic one (nobody is US two
 * Turns running), Campaign two (3.3); option 12.2 lifts the limit. */
static int
us_limit (const GerCtx *c)
{
  return c->x->campaign ? 2 : 1;
}

void
ger_determine_sides (GerCtx *c)
{
  GerExtra *x = c->x;
  int eligible[GER_MAX_SEATS], n = 0, limit = us_limit (c);
  gboolean unlimited = x->any_repeat;
  g_autofree char *name = NULL;

  if (x->n_players == 1)
    {
      /* Solitaire: the one player plays both sides, turn about (11.35). */
      x->us_seat = 0;
      return;
    }
  for (int s = 0; s < x->n_players; s++)
    if (unlimited || x->us_run[s] < limit)
      eligible[n++] = s;
    else
      {
        g_autofree char *who = ger_seat_name (c, s);

        /* Translators: Geronimo: a player ("Player 2") may not draw the US
           marker this Turn; %d is how many Turns running he was the US */
        ger_note (c, x->campaign ? "3.3" : "3.3, 3.31",
                  ngettext ("%s was the US %d Turn running: an Indian this Turn, drawn apart",
                            "%s was the US %d Turns running: an Indian this Turn, drawn apart", x->us_run[s]),
                  who, x->us_run[s]);
      }
  if (n == 0)
    {
      for (int s = 0; s < x->n_players; s++)
        eligible[n++] = s;
    }
  x->us_seat = eligible[bh_state_random (c->st, n)];
  for (int s = 0; s < x->n_players; s++)
    x->us_run[s] = s == x->us_seat ? x->us_run[s] + 1 : 0;
  name = ger_seat_name (c, x->us_seat);
  /* Translators: Geronimo: the side draw; a player ("Player 2") */
  ger_note (c, "3.31", _("%s draws the blue marker and is the US this Turn; the others are Indians"), name);
}

/* Seats still tied roll again, all of them together, high first, until
 * none is tied (a die decides, 4.3; each tied player has the same chance,
 * referee check3 minor 2).  Two re-roll as a pair until they differ. */
static void
reroll_tied (GerCtx *c, guint8 *seats, int n, const char *rule)
{
  int roll[GER_MAX_SEATS];

  if (n == 2)
    {
      g_autofree char *first = ger_seat_name (c, seats[0]);
      g_autofree char *second = ger_seat_name (c, seats[1]);

      do
        {
          roll[0] = ger_roll (c);
          roll[1] = ger_roll (c);
          /* Translators: Geronimo: two tied players roll again; their names and new rolls */
          ger_note (c, rule, _("Tied: %s rolls again %d, %s %d"), first, roll[0], second, roll[1]);
        }
      while (roll[0] == roll[1]);
    }
  else
    for (int k = 0; k < n; k++)
      {
        g_autofree char *who = ger_seat_name (c, seats[k]);

        roll[k] = ger_roll (c);
        /* Translators: Geronimo: one of three or more tied players rolls again */
        ger_note (c, rule, _("Tied: %s rolls again %d"), who, roll[k]);
      }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && roll[j] > roll[j - 1]; j--)
      {
        int r = roll[j];
        guint8 t = seats[j];

        roll[j] = roll[j - 1];
        seats[j] = seats[j - 1];
        roll[j - 1] = r;
        seats[j - 1] = t;
      }
  for (int i = 0, j; i < n; i = j)
    {
      for (j = i + 1; j < n && roll[j] == roll[i]; j++)
        ;
      if (j - i > 1)
        reroll_tied (c, seats + i, j - i, rule);
    }
}

/* Rolls for `n` seats and sorts them: by `key` ascending, ties by the roll
 * (high first); seats whose rolls tie again roll again together. */
static void
sort_by_key_then_roll (GerCtx *c, guint8 *seats, int n, const int *key, const char *rule)
{
  int roll[GER_MAX_SEATS] = { 0 };

  for (int i = 0; i < n; i++)
    {
      gboolean tied = FALSE;

      for (int j = 0; j < n; j++)
        if (j != i && key[seats[j]] == key[seats[i]])
          tied = TRUE;
      if (tied)
        {
          g_autofree char *who = ger_seat_name (c, seats[i]);

          roll[seats[i]] = ger_roll (c);
          /* Translators: Geronimo: a player ("Player 2") rolls to break a tie */
          ger_note (c, rule, _("%s rolls %d"), who, roll[seats[i]]);
        }
    }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0; j--)
      {
        int a = seats[j - 1], b = seats[j];

        if (key[b] < key[a] || (key[b] == key[a] && roll[b] > roll[a]))
          {
            seats[j - 1] = b;
            seats[j] = a;
          }
      }
  for (int i = 0, j; i < n; i = j)
    {
      for (j = i + 1; j < n && key[seats[j]] == key[seats[i]] && roll[seats[j]] == roll[seats[i]]; j++)
        ;
      if (j - i > 1)
        reroll_tied (c, seats + i, j - i, rule);
    }
}

/* The Initial Tribe order (3.32): the first Turn of the game by the high
 * roll, then clockwise; later the fewest VPs first, ties by DR. */
void
ger_order_pickers (GerCtx *c)
{
  GerExtra *x = c->x;
  int key[GER_MAX_SEATS] = { 0 };
  gboolean first_turn = c->st->turn == x->first_turn;

  x->n_pickers = 0;
  x->picker = 0;
  x->picked = 0;
  for (int s = 0; s < x->n_players; s++)
    if (x->n_players == 1 || s != x->us_seat)
      {
        x->pickers[x->n_pickers++] = s;
        key[s] = first_turn ? 0 : ger_vp (c, s);
      }
  sort_by_key_then_roll (c, x->pickers, x->n_pickers, key, "3.32");
  if (first_turn && x->n_pickers > 1)
    {
      /* The high roller, then clockwise round the table. */
      guint8 first = x->pickers[0], ordered[GER_MAX_SEATS];
      int n = 0;

      for (int k = 0; k < x->n_players; k++)
        {
          int s = (first + k) % x->n_players;

          for (int i = 0; i < x->n_pickers; i++)
            if (x->pickers[i] == s)
              ordered[n++] = s;
        }
      memcpy (x->pickers, ordered, n);
    }
}

/* Who goes first (4.3): on the game's first Turn the high roller, later
 * the fewest accumulated VPs, ties by DR; then clockwise.  On the first
 * Turn every total is 0, so the tie-break roll is the first Turn's roll. */
void
ger_order_players (GerCtx *c)
{
  GerExtra *x = c->x;
  int key[GER_MAX_SEATS] = { 0 };
  guint8 seats[GER_MAX_SEATS];
  g_autofree char *name = NULL;

  for (int s = 0; s < x->n_players; s++)
    {
      seats[s] = s;
      key[s] = ger_vp (c, s);
    }
  sort_by_key_then_roll (c, seats, x->n_players, key, "4.3");
  for (int k = 0; k < x->n_players; k++)
    x->order[k] = (seats[0] + k) % x->n_players;
  x->cursor = 0;
  name = ger_seat_name (c, x->order[0]);
  /* Translators: Geronimo: a player ("Player 2") */
  ger_note (c, "4.3", _("%s goes first; play proceeds clockwise"), name);
}
