/* bh-madison-battle-cards.c — Mr. Madison's War: battle cards (8.31-7,
 * 10.62, 12.36).  Before each round of a land battle, and before the one
 * round of a naval battle, the attacker and then the defender may play one
 * battle card from his hand; its modifier counts for that round (or, when
 * the card says so, for every round of the battle).  Where and when each
 * card may be played comes from its props in tables.xml, most of them
 * reconstructed with the cards themselves. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* The props of a battle card: battle-naval, battle-role (attack, defence),
 * battle-rounds (first, all), battle-terrain (forest, clear), battle-fort,
 * battle-indians, battle-from-fort, battle-where (space ids), battle-needs
 * (amphibious: an amphibious attack, 11.5; anything else: a condition that
 * cannot hold, the card is then played for its other uses only),
 * battle-cancels (10.44: no British regulars modifier in its round;
 * forest-indians: Indians give no forest variant in its round, 10.41);
 * the modifier is the card's value battle-drm. */
gboolean
mad_read_battle_card (MadData *d, const BhCard *card, MadPiece *m, GError **error)
{
  const char *role = bh_props_lookup (card->props, "battle-role");
  const char *rounds = bh_props_lookup (card->props, "battle-rounds");
  const char *terrain = bh_props_lookup (card->props, "battle-terrain");
  const char *where = bh_props_lookup (card->props, "battle-where");

  /* A reaction card's region (reaction-where) is kept in the same place. */
  if (where == NULL)
    where = bh_props_lookup (card->props, "reaction-where");

  for (guint i = 0; i < card->values->len; i++)
    {
      const BhValue *v = g_ptr_array_index (card->values, i);

      if (g_str_equal (v->name, "battle-drm"))
        m->battle_drm = v->num;
    }
  m->battle_naval = g_strcmp0 (bh_props_lookup (card->props, "battle-naval"), "true") == 0;
  m->battle_fort = g_strcmp0 (bh_props_lookup (card->props, "battle-fort"), "true") == 0;
  m->battle_indians = g_strcmp0 (bh_props_lookup (card->props, "battle-indians"), "true") == 0;
  m->battle_from_fort = g_strcmp0 (bh_props_lookup (card->props, "battle-from-fort"), "true") == 0;
  m->battle_amphibious = g_strcmp0 (bh_props_lookup (card->props, "battle-needs"), "amphibious") == 0;
  m->battle_unplayable = bh_props_lookup (card->props, "battle-needs") != NULL && !m->battle_amphibious;
  m->battle_free_retreat = g_strcmp0 (bh_props_lookup (card->props, "battle-retreat"), "free") == 0;
  m->battle_no_1044 = g_strcmp0 (bh_props_lookup (card->props, "battle-cancels"), "10.44") == 0;
  m->battle_no_forest_indians = g_strcmp0 (bh_props_lookup (card->props, "battle-cancels"), "forest-indians") == 0;
  /* 12.36: a naval battle card modifies the result by +1 or -1, whatever a
   * card's (reconstructed) text would say. */
  if (m->battle_naval && m->battle_drm != 1)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "card %s: a naval battle card is worth 1 (12.36), not %d", card->id,
                   m->battle_drm);
      return FALSE;
    }
  m->battle_role = !role ? BR_EITHER : g_str_equal (role, "attack") ? BR_ATTACK : BR_DEFENCE;
  m->battle_rounds = !rounds ? BRR_ONE : g_str_equal (rounds, "first") ? BRR_FIRST : BRR_ALL;
  m->battle_terrain = !terrain ? 0 : g_str_equal (terrain, "forest") ? 1 : 2;
  memset (m->battle_where, 0, sizeof m->battle_where);
  if (where != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (where, " ", -1);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          int s = bh_game_data_find_space (d->data, ids[i]);

          if (ids[i][0] == '\0')
            continue;
          if (s < 0 || s >= MAD_MAX_LOCATIONS)
            {
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "card %s: battle-where names no space “%s”", card->id, ids[i]);
              return FALSE;
            }
          m->battle_where[s / 8] |= 1 << (s % 8);
        }
    }
  return TRUE;
}

static gboolean
anywhere (const MadPiece *m)
{
  for (guint i = 0; i < sizeof m->battle_where; i++)
    if (m->battle_where[i])
      return FALSE;
  return TRUE;
}

static gboolean
indians_in_battle (const MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->b.space && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].indian)
      return TRUE;
  return FALSE;
}

/* Could `card`, were it in the hand of `side`, be played as a battle card
 * in the round about to be fought?  Only what both players see. */
static gboolean
fits (const MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];
  const MadBattle *b = &c->x->b;
  const MadSpace *sp = &c->d->spaces[b->space];
  gboolean naval = b->stage >= BS_NAVAL_LEAD_ATT;

  if (m->kind != PK_CARD || m->card_type != CT_BATTLE || m->battle_drm <= 0 || m->battle_unplayable)
    return FALSE;
  /* 8.21: the flag says which side may use the card's special function. */
  if (m->event_side != side && m->event_side != 2)
    return FALSE;
  if (m->battle_naval != naval)
    return FALSE;
  if ((m->battle_role == BR_ATTACK && side != b->att) || (m->battle_role == BR_DEFENCE && side == b->att))
    return FALSE;
  if (m->battle_rounds == BRR_FIRST && b->round != 1)
    return FALSE;
  /* FORT GEORGE LANDING: the attackers came by water (11.5). */
  if (m->battle_amphibious && !mad_came_by_water (c, b->att, b->space))
    return FALSE;
  if (!anywhere (m) && !(m->battle_where[b->space / 8] & (1 << (b->space % 8))))
    return FALSE;
  if ((m->battle_terrain == 1 && !sp->forest) || (m->battle_terrain == 2 && sp->forest))
    return FALSE;
  if (m->battle_fort && mad_fort_value (c, b->space) == 0)
    return FALSE;
  if (m->battle_indians && !indians_in_battle (c))
    return FALSE;
  if (m->battle_from_fort)
    {
      int from = c->x->battle_i < c->x->n_battles ? c->x->battle_from[c->x->battle_i] : -1;

      if (from < 0 || mad_fort_value (c, from) == 0)
        return FALSE;
    }
  return TRUE;
}

/* May `side` play `card` as a battle card in the round about to be fought? */
static gboolean
usable (const MadCtx *c, int card, int side)
{
  return c->pc[card].location == c->d->hand[side] && fits (c, card, side);
}

static int
card_side (const MadCtx *c)
{
  int stage = c->x->b.stage;

  return stage == BS_CARD_ATT || stage == BS_NAVAL_CARD_ATT ? c->x->b.att : 1 - c->x->b.att;
}

/* The stage of the battle in progress is a battle card's: asks the side
 * whose turn it is when a card it could play may be in its hand, as far as
 * both players know (a card that fits face down, a hand not empty: 7.32,
 * hands are hidden, so the question must not tell whether it holds one);
 * FALSE then. */
gboolean
mad_battle_card_step (MadCtx *c)
{
  MadBattle *b = &c->x->b;
  int side = card_side (c);

  /* 8.31-7: one battle card a round; one good for every round is still
   * working (10.43's other reading, an option: a new card beside it). */
  if ((b->card_all[side] == 0 || mad_option (c, "battle-card-beside-lasting")) && mad_hand_count (c, side) > 0)
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (mad_card_unseen (c, p) && fits (c, p, side))
        {
          mad_decide (c, side, D_BATTLE_CARD);
          return FALSE;
        }
  b->stage++;
  return TRUE;
}

void
mad_list_battle_cards (MadCtx *c)
{
  int side = c->st->pending.side;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (usable (c, p, side))
      mad_add (c, A_BATTLE, 1, p, 0);
  mad_add (c, A_NO_BATTLE, 0, 0, 0);
}

void
mad_apply_battle_card (MadCtx *c, const BhAction *a)
{
  MadBattle *b = &c->x->b;
  int side = c->st->pending.side;
  const char *rule = b->stage >= BS_NAVAL_LEAD_ATT ? "12.36" : "8.31";

  if (a->kind == A_BATTLE)
    {
      const MadPiece *m = &c->d->pieces[a->args[0]];
      int drm = side == b->att ? m->battle_drm : -m->battle_drm;

      /* 8.31-7: played from the hand to the discard pile; it is not the
       * player's turn. */
      mad_discard (c, a->args[0]);
      if (b->card_all[side] != 0 && b->card_lasting[side] < 0)
        b->card_lasting[side] = b->card[side];
      b->card[side] = a->args[0];
      if (m->battle_rounds == BRR_ALL)
        b->card_all[side] += drm;
      else
        b->card_drm[side] = drm;
      mad_note (c, rule, m->battle_rounds == BRR_ALL ? _("The %s player plays %s: %+d in every round of this battle")
                                                     : _("The %s player plays %s: %+d in this round"),
                mad_side (c, side), mad_name (c, a->args[0]), drm);
    }
  b->stage++;
  mad_decide (c, side, D_NONE);
}

/* The battle cards' modifier of this round, narrated. */
int
mad_battle_card_drm (MadCtx *c)
{
  MadBattle *b = &c->x->b;
  int drm = 0;
  const char *rule = b->stage >= BS_NAVAL_LEAD_ATT ? "12.36" : "8.31";

  for (int s = 0; s < 2; s++)
    if (b->card_all[s] && b->card_lasting[s] >= 0 && b->card[s] >= 0 && b->card_drm[s])
      {
        /* 10.43's option: this round's card beside one good for every round */
        drm += b->card_drm[s] + b->card_all[s];
        mad_note (c, rule, _("Battle card %s: %+d"), mad_name (c, b->card_lasting[s]), b->card_all[s]);
        mad_note (c, rule, _("Battle card %s: %+d"), mad_name (c, b->card[s]), b->card_drm[s]);
      }
    else if (b->card[s] >= 0 && (b->card_drm[s] || b->card_all[s]))
      {
        int d = b->card_drm[s] + b->card_all[s];

        drm += d;
        mad_note (c, rule, _("Battle card %s: %+d"), mad_name (c, b->card[s]), d);
      }
  return drm;
}

/* A card working this round takes the 10.44 modifier away (Chippawa). */
gboolean
mad_battle_card_cancels_1044 (const MadCtx *c)
{
  for (int s = 0; s < 2; s++)
    if (c->x->b.card[s] >= 0 && c->d->pieces[c->x->b.card[s]].battle_no_1044)
      return TRUE;
  return FALSE;
}

/* A card working this round takes the Indians' forest variants away
 * (BATTLE OF THE THAMES). */
gboolean
mad_battle_card_cancels_forest_indians (const MadCtx *c)
{
  for (int s = 0; s < 2; s++)
    if (c->x->b.card[s] >= 0 && c->d->pieces[c->x->b.card[s]].battle_no_forest_indians)
      return TRUE;
  return FALSE;
}

/* 10.62: a new round needs new cards, unless one is good for every round. */
void
mad_battle_cards_new_round (MadCtx *c)
{
  MadBattle *b = &c->x->b;

  for (int s = 0; s < 2; s++)
    {
      b->card_drm[s] = 0;
      if (b->card_all[s] == 0)
        b->card[s] = -1;
      else if (b->card_lasting[s] >= 0)
        {
          /* the lasting card works on alone */
          b->card[s] = b->card_lasting[s];
          b->card_lasting[s] = -1;
        }
    }
}
