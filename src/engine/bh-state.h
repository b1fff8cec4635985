/* bh-state.h — the hot game state: where every piece is and which face is
 * up, track values, turn, phase, the pending decision, the dice generator
 * and a block that belongs to the game's rules.
 *
 * A state is one contiguous allocation with no pointers inside, so copying
 * it is a single memcpy: an AI or the autoplay fuzzer copies it millions of
 * times.  Widgets never see it directly; they read it through BhGame. */
#pragma once

#include "bh-game-data.h"

G_BEGIN_DECLS

/* A piece that is not on the board: the unused part of the counter mix, or
 * a reinforcement that has not arrived. */
#define BH_OFFBOARD 0xffff

typedef struct {
  guint16 location;    /* a location index of BhGameData, or BH_OFFBOARD */
  guint8  face;        /* index into the unit type's faces */
  guint8  flags;       /* per-piece bits: the rules own 0x01-0x40 */
  guint16 order;       /* position within its location: stack or deck order */
  guint16 seen;        /* bit s: seat s was shown this piece where it lies
                        * (a draw, a reveal); cleared whenever it moves */
} BhPieceState;

/* Set in a seat's view on pieces that seat may not identify: their type,
 * face and order in the view mean nothing (see bh_rules_dup_view). */
#define BH_PIECE_HIDDEN 0x80

/* Every seat, for bh_state_reveal(). */
#define BH_ALL_SEATS 0xffff

/* The index's lists: location L's pieces are on list L % BH_INDEX_LISTS
 * (with those of the other locations sharing it: none in a game of fewer
 * locations).  Off-board pieces are on no list. */
#define BH_INDEX_LISTS 256

typedef enum {
  BH_RESULT_ONGOING,
  BH_RESULT_WIN,
  BH_RESULT_DRAW,
} BhResult;

/* Who must decide what now.  `kind` is the rules' own decision id; args
 * carry its context (the space of a battle, the force that moves...). */
typedef struct {
  gint16 side;         /* BH_NONE when nobody must decide (game over) */
  guint16 kind;
  gint32 args[4];
} BhDecision;

#define BH_MAX_ROLLS 16

typedef struct {
  guint32 size;        /* bytes of the whole block */
  guint16 n_pieces;
  guint16 n_markers;
  guint32 extra_offset;
  guint32 extra_size;
  gint16 turn;
  gint16 phase;        /* index into the game's sequence of play */
  BhDecision pending;
  gint16 result;       /* BhResult */
  gint16 winner;       /* a side, or BH_NONE */
  guint32 reveals;     /* bumped by the rules whenever hidden information is revealed */
  guint32 options;     /* bit i: the scenario's option i is on */
  guint32 rng[4];      /* xoshiro128**: small and copyable with the state */
  guint8 n_rolls;      /* dice rolled by the action being applied */
  guint8 rolls[BH_MAX_ROLLS];
  guint8 roll_faces[BH_MAX_ROLLS];
} BhState;

BhState       *bh_state_new           (guint         n_pieces,
                                       guint         n_markers,
                                       gsize         extra_size);
BhState       *bh_state_copy          (const BhState *state);
/* Bytes of the whole allocation: the state and its index. */
gsize          bh_state_block_size    (const BhState *state);
void           bh_state_copy_into     (BhState       *dest,
                                       const BhState *src);
gboolean       bh_state_equal         (const BhState *a,
                                       const BhState *b);
guint64        bh_state_hash          (const BhState *state);
void           bh_state_free          (BhState       *state);

static inline BhPieceState *
bh_state_pieces (BhState *state)
{
  return (BhPieceState *) (state + 1);
}

static inline const BhPieceState *
bh_state_const_pieces (const BhState *state)
{
  return (const BhPieceState *) (state + 1);
}

static inline gint16 *
bh_state_markers (BhState *state)
{
  return (gint16 *) (bh_state_pieces (state) + state->n_pieces);
}

static inline const gint16 *
bh_state_const_markers (const BhState *state)
{
  return (const gint16 *) (bh_state_const_pieces (state) + state->n_pieces);
}

static inline gpointer
bh_state_extra (BhState *state)
{
  return (guint8 *) state + state->extra_offset;
}

static inline gconstpointer
bh_state_const_extra (const BhState *state)
{
  return (const guint8 *) state + state->extra_offset;
}

/* The index: head[BH_INDEX_LISTS], then next[n_pieces] (-1 ends a list),
 * then prev[n_pieces] (-1 - list for a list's first piece, G_MININT16 for
 * a piece on no list).  Read it through bh_state_first_at/next_at. */
static inline const gint16 *
bh_state_const_index (const BhState *state)
{
  return (const gint16 *) ((const guint8 *) state + ((state->size + 7) & ~(gsize) 7));
}

/* The first piece of location `location`'s list, or -1: with
 * bh_state_next_at, every piece at `location` (not BH_OFFBOARD), in no
 * set order:
 *   for (int p = bh_state_first_at (st, loc); p >= 0; p = bh_state_next_at (st, p, loc)) */
static inline int
bh_state_next_listed (const BhState *state, const gint16 *next, int piece, int location)
{
  const BhPieceState *pc = bh_state_const_pieces (state);

  while (piece >= 0 && pc[piece].location != location)
    piece = next[piece];
  return piece;
}

static inline int
bh_state_first_at (const BhState *state, int location)
{
  const gint16 *ix = bh_state_const_index (state);

  if (location < 0 || location >= BH_OFFBOARD)
    return -1;
  return bh_state_next_listed (state, ix + BH_INDEX_LISTS, ix[location % BH_INDEX_LISTS], location);
}

static inline int
bh_state_next_at (const BhState *state, int piece, int location)
{
  const gint16 *next = bh_state_const_index (state) + BH_INDEX_LISTS;

  return bh_state_next_listed (state, next, next[piece], location);
}

void           bh_state_seed          (BhState       *state,
                                       guint64        seed);
/* Rolls one die of `faces` faces (1..faces) and records it in rolls[]. */
int            bh_state_roll          (BhState       *state,
                                       int            faces);
/* A uniform integer in [0, n) from the state's generator, for shuffles. */
guint32        bh_state_random        (BhState       *state,
                                       guint32        n);

/* Puts the piece at the top of `location`'s stack. */
void           bh_state_move_piece    (BhState       *state,
                                       int            piece,
                                       int            location);
/* Puts the piece at `location` with stacking order `order`, for rules that
 * stack their own way (Ohio's and Pontiac's lists); its `seen` stays. */
void           bh_state_place_piece   (BhState       *state,
                                       int            piece,
                                       int            location,
                                       guint16        order);
/* Lists the pieces anew after their locations were written directly (a
 * view, a determinization, a test's setting). */
void           bh_state_reindex       (BhState       *state);
/* TRUE when every piece on the board is on its location's list, once, and
 * no other piece is: the invariant every move keeps. */
gboolean       bh_state_index_ok      (const BhState *state);
/* Shows `piece` to `seats` (bits, BH_ALL_SEATS) wherever it lies, until it
 * moves: a recruit drawn from a cup, a chit turned face up. */
void           bh_state_reveal        (BhState       *state,
                                       int            piece,
                                       guint          seats);
/* Hides a revealed piece again where it lies (a chit put back in its cup). */
void           bh_state_conceal       (BhState       *state,
                                       int            piece);
/* Shuffles the order of every piece in `location`. */
void           bh_state_shuffle       (BhState       *state,
                                       int            location);
guint          bh_state_count_at      (const BhState *state,
                                       int            location);

/* Builds the starting state of a scenario: pieces placed, decks shuffled,
 * track values set, turn and generator seeded.  Rules then take over. */
BhState       *bh_state_new_for_scenario (BhGameData       *data,
                                          const BhScenario *scenario,
                                          guint64           seed,
                                          gsize             extra_size,
                                          GError          **error);

static inline gboolean
bh_state_option (const BhState *state, int option)
{
  return option >= 0 && option < 32 && (state->options >> option) & 1;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhState, bh_state_free)

G_END_DECLS
