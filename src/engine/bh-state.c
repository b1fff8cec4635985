/* bh-state.c — the compact game state, its dice and its starting layout. */
#include "config.h"

#include "bh-state.h"
#include "bh-error.h"

#include <string.h>

/* The index follows the state proper, 8-aligned. */
static gsize
index_bytes (guint n_pieces)
{
  return (BH_INDEX_LISTS + 2 * (gsize) n_pieces) * sizeof (gint16);
}

gsize
bh_state_block_size (const BhState *state)
{
  return ((state->size + 7) & ~(gsize) 7) + index_bytes (state->n_pieces);
}

BhState *
bh_state_new (guint n_pieces, guint n_markers, gsize extra_size)
{
  gsize head = sizeof (BhState) + n_pieces * sizeof (BhPieceState) + n_markers * sizeof (gint16);
  gsize offset = (head + 7) & ~(gsize) 7;
  gsize block = ((offset + extra_size + 7) & ~(gsize) 7) + index_bytes (n_pieces);
  BhState *state;

  /* The index's links are 16-bit piece numbers. */
  g_return_val_if_fail (n_pieces <= G_MAXINT16, NULL);
  state = g_malloc0 (block);

  state->size = offset + extra_size;
  state->n_pieces = n_pieces;
  state->n_markers = n_markers;
  state->extra_offset = offset;
  state->extra_size = extra_size;
  state->pending.side = BH_NONE;
  state->winner = BH_NONE;
  for (guint i = 0; i < n_pieces; i++)
    bh_state_pieces (state)[i].location = BH_OFFBOARD;
  bh_state_reindex (state);
  return state;
}

BhState *
bh_state_copy (const BhState *state)
{
  return g_memdup2 (state, bh_state_block_size (state));
}

void
bh_state_copy_into (BhState *dest, const BhState *src)
{
  g_return_if_fail (dest->size == src->size);
  memcpy (dest, src, bh_state_block_size (src));
}

/* The index is left out: it follows from the pieces' locations, and its
 * lists' order from the order of the moves. */
gboolean
bh_state_equal (const BhState *a, const BhState *b)
{
  return a->size == b->size && memcmp (a, b, a->size) == 0;
}

/* A 64-bit digest of the state proper, the index left out (FNV-1a over
 * words, folded): equal states hash equal; the search uses it to spot states met before. */
guint64
bh_state_hash (const BhState *state)
{
  const guint8 *bytes = (const guint8 *) state;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  gsize n = state->size, i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 w;

      memcpy (&w, bytes + i, 8);
      h = (h ^ w) * G_GUINT64_CONSTANT (0x100000001b3);
      h ^= h >> 29;
    }
  for (; i < n; i++)
    h = (h ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return h;
}

void
bh_state_free (BhState *state)
{
  g_free (state);
}

/* xoshiro128** (Blackman and Vigna).  GRand would do, but its 2.5 KB
 * Mersenne Twister state would dwarf the game state it must travel with
 * on every copy; this one is 16 bytes. */
static inline guint32
rotl (guint32 x, int k)
{
  return (x << k) | (x >> (32 - k));
}

static guint32
next (BhState *state)
{
  guint32 *s = state->rng;
  guint32 result = rotl (s[1] * 5, 7) * 9;
  guint32 t = s[1] << 9;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 11);
  return result;
}

void
bh_state_seed (BhState *state, guint64 seed)
{
  /* splitmix64 spreads any seed, 0 included, over the 128-bit state. */
  for (int i = 0; i < 4; i += 2)
    {
      guint64 z = (seed += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

      z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      z ^= z >> 31;
      state->rng[i] = (guint32) z;
      state->rng[i + 1] = (guint32) (z >> 32);
    }
}

guint32
bh_state_random (BhState *state, guint32 n)
{
  /* Lemire's multiply-and-reject: uniform without modulo bias. */
  guint64 m;
  guint32 low;

  g_return_val_if_fail (n > 0, 0);
  m = (guint64) next (state) * n;
  low = (guint32) m;
  if (low < n)
    {
      guint32 threshold = -n % n;

      while (low < threshold)
        {
          m = (guint64) next (state) * n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

int
bh_state_roll (BhState *state, int faces)
{
  int value = (int) bh_state_random (state, (guint32) faces) + 1;

  if (state->n_rolls < BH_MAX_ROLLS)
    {
      state->rolls[state->n_rolls] = (guint8) value;
      state->roll_faces[state->n_rolls] = (guint8) MIN (faces, 255);
      state->n_rolls++;
    }
  return value;
}

/* The highest order among the pieces at `location` but `skip`: a walk
 * over that location's list (a search moves pieces tens of thousands of
 * times a decision; walking all 1,286 of Geronimo's counters each time
 * was a third of a playout). */
static guint16
top_order_at (const BhState *state, int location, int skip)
{
  const BhPieceState *pieces = bh_state_const_pieces (state);
  guint16 top = 0;

  for (int p = bh_state_first_at (state, location); p >= 0; p = bh_state_next_at (state, p, location))
    if (p != skip)
      top = MAX (top, pieces[p].order);
  return top;
}

void
bh_state_move_piece (BhState *state, int piece, int location)
{
  BhPieceState *pieces = bh_state_pieces (state);
  guint16 top = 0;

  g_return_if_fail (piece >= 0 && piece < state->n_pieces);
  if (location != BH_OFFBOARD)
    top = top_order_at (state, location, piece);
  if (pieces[piece].location != location)
    pieces[piece].seen = 0;
  bh_state_place_piece (state, piece, location, location == BH_OFFBOARD ? 0 : top + 1);
}

void
bh_state_reveal (BhState *state, int piece, guint seats)
{
  g_return_if_fail (piece >= 0 && piece < state->n_pieces);
  bh_state_pieces (state)[piece].seen |= (guint16) seats;
}

void
bh_state_conceal (BhState *state, int piece)
{
  g_return_if_fail (piece >= 0 && piece < state->n_pieces);
  bh_state_pieces (state)[piece].seen = 0;
}

void
bh_state_shuffle (BhState *state, int location)
{
  BhPieceState *pieces = bh_state_pieces (state);
  g_autofree guint16 *members = g_new (guint16, state->n_pieces);
  guint n = 0;

  for (guint i = 0; i < state->n_pieces; i++)
    if (pieces[i].location == location)
      members[n++] = i;
  /* Fisher–Yates over the positions 1..n. */
  for (guint i = 0; i < n; i++)
    pieces[members[i]].order = i + 1;
  for (guint i = n; i > 1; i--)
    {
      guint j = bh_state_random (state, i);
      guint16 tmp = pieces[members[i - 1]].order;

      pieces[members[i - 1]].order = pieces[members[j]].order;
      pieces[members[j]].order = tmp;
    }
}

guint
bh_state_count_at (const BhState *state, int location)
{
  const BhPieceState *pieces = bh_state_const_pieces (state);
  guint n = 0;

  /* Off the board is on no list. */
  if (location == BH_OFFBOARD)
    {
      for (guint i = 0; i < state->n_pieces; i++)
        n += pieces[i].location == BH_OFFBOARD;
      return n;
    }
  for (int p = bh_state_first_at (state, location); p >= 0; p = bh_state_next_at (state, p, location))
    n++;
  return n;
}

BhState *
bh_state_new_for_scenario (BhGameData *data, const BhScenario *scenario, guint64 seed,
                           gsize extra_size, GError **error)
{
  guint n_types = bh_game_data_get_n_unit_types (data);
  g_autofree int *used = g_new0 (int, n_types + 1);
  BhState *state = bh_state_new (bh_game_data_get_n_pieces (data),
                                 bh_game_data_get_n_markers (data), extra_size);
  gint16 *markers = bh_state_markers (state);

  bh_state_seed (state, seed);
  for (guint i = 0; i < state->n_markers; i++)
    {
      const BhMarker *marker = bh_game_data_get_marker (data, i);

      markers[i] = bh_game_data_get_track (data, marker->track)->min;
    }
  for (guint i = 0; i < scenario->track_values->len; i++)
    {
      const BhTrackValue *v = &g_array_index (scenario->track_values, BhTrackValue, i);

      markers[v->marker] = v->value;
    }

  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const BhPlacement *p = &g_array_index (scenario->placements, BhPlacement, i);
      const BhUnitType *type = bh_game_data_get_unit_type (data, p->unit_type);

      for (int k = 0; k < p->count; k++)
        {
          int piece = type->first_piece + used[p->unit_type]++;

          bh_state_pieces (state)[piece].face = p->face;
          /* Later arrivals wait off the board; the rules bring them in. */
          if (p->turn <= scenario->first_turn)
            bh_state_move_piece (state, piece, p->location);
        }
    }

  for (guint i = 0; i < scenario->decks->len; i++)
    {
      const BhDeckUse *use = &g_array_index (scenario->decks, BhDeckUse, i);
      const BhDeck *deck = bh_game_data_get_deck (data, use->deck);

      for (guint c = 0; c < deck->cards->len; c++)
        {
          const BhCard *card = g_ptr_array_index (deck->cards, c);
          const BhUnitType *type = bh_game_data_get_unit_type (data, card->unit_type);
          gboolean excluded = FALSE;

          for (guint e = 0; e < use->excluded->len; e++)
            excluded |= g_str_equal (g_ptr_array_index (use->excluded, e), card->id);
          /* Copies a <place> put elsewhere (a hand, a display) stay there. */
          for (int k = used[card->unit_type]; k < type->count && !excluded; k++)
            bh_state_move_piece (state, type->first_piece + k, use->location);
        }
      if (use->shuffle)
        bh_state_shuffle (state, use->location);
    }

  for (guint i = 0; i < scenario->options->len && i < 32; i++)
    if (((const BhOption *) g_ptr_array_index (scenario->options, i))->default_value)
      state->options |= 1u << i;
  state->turn = scenario->first_turn;
  state->phase = 0;
  state->pending.side = scenario->first_side;
  state->pending.kind = 0;
  state->result = BH_RESULT_ONGOING;
  state->winner = BH_NONE;
  state->n_rolls = 0;
  return state;
}
