/* bh-determinize.c — sampling what a view hides.
 *
 * A view keeps every piece's location but clears the face, flags and
 * order of the pieces its side may not identify.  Those pieces get a
 * random order among themselves (so draws from a cup differ from one
 * sample to the next), their first face, no flags, and the dice a fresh
 * seed: the search never learns the real order or the real dice.
 *
 * This stands in for the rules' own sampling hook (branch `views`): once
 * that lands, bh_determinize calls it when the game has one. */
#include "config.h"

#include "bh-determinize.h"

void
bh_determinize (BhRules *rules, const BhState *view, guint64 seed, BhState *out)
{
  BhPieceState *pieces;
  g_autoptr(GRand) rand = NULL;

  (void) rules;
  bh_state_copy_into (out, view);
  bh_state_seed (out, seed);
  pieces = bh_state_pieces (out);
  for (guint i = 0; i < out->n_pieces; i++)
    if (pieces[i].flags & BH_PIECE_HIDDEN)
      {
        if (rand == NULL)
          rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
        pieces[i].flags = 0;
        pieces[i].face = 0;
        /* Above every visible piece's order; random among the hidden. */
        pieces[i].order = (guint16) (0x8000 + g_rand_int_range (rand, 0, 0x7fff));
      }
}
