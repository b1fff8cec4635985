/* bh-pontiac-cards.c — the combat cards' effects that are not a die table
 * (11.4): the three named cards the text describes besides those in
 * bh-pontiac-combat.c (Paxton Boys, Indian Rage, les Habitants) and the
 * effects the reconstructed cards name in their data (prop "effect",
 * parsed by bh-pontiac-data.c).  Battle modifiers go into the battle's
 * block, which bh-pontiac-combat.c reads; choices become D_CARD_CHOICE
 * decisions listed and applied here. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

#define B (&c->x->battle)

/* The rule a reconstructed card's narration names: its effect is the
 * project's, not the printed card's (docs/rules/pontiac.md). */
#define RECONSTRUCTED "reconstructed card, 11.4"

static gboolean
in_battle (const PontiacCtx *c, int p, int side)
{
  return pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) && !(c->pc[p].flags & F_RETREAT);
}

static gboolean
is_sachem (const PontiacCtx *c, int p)
{
  return c->d->pieces[p].klass == PC_SACHEM || c->d->pieces[p].klass == PC_KEY_LEADER;
}

static gboolean
cond_holds (const PontiacCtx *c, int side, const PontiacEffect *e)
{
  switch (e->cond)
    {
    case EC_PONTIAC:
      return pontiac_battle_present (c, SIDE_NATIONS, SP_PONTIAC, 0);
    case EC_NEOLIN:
      return (guint) c->pc[c->d->neolin].location < c->d->n_spaces;
    case EC_RIFLES:
      return pontiac_battle_rifles (c);
    case EC_NO_ROGERS:
      return !pontiac_battle_present (c, SIDE_BRITISH, SP_ROGERS, 0);
    case EC_DOCK:
      return c->d->spaces[B->space].dock;
    case EC_DEFENDING:
      return side != B->att_side;
    case EC_DETROIT:
      return B->space == c->d->detroit;
    case EC_LEADER:
      FOR_PIECES_AT (c, B->space, p)
        if (in_battle (c, p, side) && pontiac_is_leader (c, p))
          return TRUE;
      return FALSE;
    case EC_HAS:
      FOR_PIECES_AT (c, B->space, p)
        if (in_battle (c, p, side) && (c->d->pieces[p].type == e->type || c->d->pieces[p].type == e->type2))
          return TRUE;
      return FALSE;
    default:
      return TRUE;
    }
}

/* `fp` FP of the base type (a 2-FP counter while 2 are due and one is
 * free, else 1-FP counters) from `box` into the battle; inside the fort
 * with the garrison while it has room (11.11).  Returns the FP placed. */
static int
raise_fp (PontiacCtx *c, int one, int two, int fp, int box)
{
  gboolean inside = pontiac_garrison_inside (c);
  int placed = 0, room = 0;

  if (inside)
    {
      int used = 0;

      FOR_PIECES_AT (c, B->space, p)
        if ((c->pc[p].flags & F_INSIDE) && pontiac_is_unit (c, p))
          used += c->d->pieces[p].printed_fp;
      room = c->d->fort_capacity[CLAMP (pontiac_fort_value (c, B->space), 1, 3)] - used;
    }
  while (placed < fp)
    {
      int p = -1, size, want = MIN (fp - placed, inside ? room : 2);

      /* A 2-FP counter while 2 FP are due and fit, else a 1-FP one. */
      if (want >= 2 && two >= 0)
        p = pontiac_free_piece (c, two, box);
      if (p < 0 && want >= 1 && one >= 0)
        p = pontiac_free_piece (c, one, box);
      if (p < 0)
        break;
      size = c->d->pieces[p].printed_fp;
      room -= size;
      pontiac_move_piece (c, p, B->space);
      c->pc[p].face = 0;
      c->pc[p].flags = F_BATTLE | F_MOVED | (inside ? F_INSIDE : 0);
      placed += size;
      /* Translators: Pontiac's War: a card brings a unit into the battle; the unit */
      pontiac_note (c, "11.4", _("%s joins the battle"), pontiac_piece_name (c, p));
    }
  return placed;
}

static int
band_type (const PontiacCtx *c, int nation, int printed)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_BAND && c->d->pieces[p].nation == nation && c->d->pieces[p].printed_fp == printed)
      return c->d->pieces[p].type;
  return -1;
}

static int
raise_nation (PontiacCtx *c, int nation, int fp)
{
  if (nation == PONTIAC_NONE || nation < 0)
    return 0;
  if (pontiac_treaty (c, nation))
    {
      /* Translators: Pontiac's War: a nation under a treaty gives no warriors (13.0) */
      pontiac_note (c, "13.0", _("the nation is under a Treaty: no warriors"));
      return 0;
    }
  return raise_fp (c, band_type (c, nation, 1), band_type (c, nation, 2), fp, c->d->box_nation[nation]);
}

static int
count_choices (const PontiacCtx *c, int choice);

/* A card's choice, dropped when it has nothing to choose from. */
static void
begin_choice (PontiacCtx *c, int code, int side, int left)
{
  pontiac_start_card_choice (c, code, side, left);
  if (count_choices (c, code) == 0)
    B->choice = 0;
}

/* Does an effect for `rounds` (ER_* bits, the card's "first", "second"
 * round counted from the round it is played for) reach battle round `r`?
 * Cards are played before the first round; under the `card-each-round`
 * reading (digest 8.17) a card played before the second counts from it. */
static gboolean
for_round (const PontiacCtx *c, int rounds, int r)
{
  int k = r - B->round;

  return k >= 0 && (rounds & (1 << k));
}

/* Plays a reconstructed card's effects (its data's "effect" prop), in
 * order; a choice ends the list. */
void
pontiac_card_data_effects (PontiacCtx *c, int side, int card)
{
  const PontiacPieceInfo *ci = &c->d->pieces[card];
  const char *name = pontiac_piece_name (c, card);
  int enemy = 1 - side;

  for (guint i = 0; i < ci->n_effects; i++)
    {
      const PontiacEffect *e = &ci->effects[i];
      int n = e->n;

      if (!cond_holds (c, side, e))
        {
          /* Translators: Pontiac's War: a card's condition is not met; the card */
          pontiac_note (c, RECONSTRUCTED, _("%s: its condition is not met here"), name);
          continue;
        }
      switch (e->kind)
        {
        case EF_ROLL:
          {
            int roll = pontiac_roll (c);

            /* Translators: Pontiac's War: a card's die; the card, the roll, the number needed */
            pontiac_note (c, RECONSTRUCTED, _("%s: roll %d (%d or more needed)"), name, roll, n);
            if (roll < n)
              return;
          }
          break;
        case EF_DICE:
        case EF_ENEMY_DICE:
        case EF_SACHEM_DICE:
          {
            int who = e->kind == EF_ENEMY_DICE ? enemy : side;

            if (e->kind == EF_SACHEM_DICE)
              {
                int sachems = 0;

                FOR_PIECES_AT (c, B->space, p)
                  if (in_battle (c, p, side) && is_sachem (c, p))
                    sachems++;
                n *= sachems;
              }
            for (int r = 0; r < 2; r++)
              if (for_round (c, e->rounds, r))
                B->card_dice[who][r] += n;
            /* Translators: Pontiac's War: a card changes a side's dice; the card, the side, the dice (+ or -), the rounds */
            pontiac_note (c, RECONSTRUCTED, _("%s: %s %+d dice (%s)"), name, pontiac_side_name (c, who), n,
                          e->rounds == ER_FIRST ? _("first round") : e->rounds == ER_SECOND ? _("second round")
                                                                                          : _("each round"));
          }
          break;
        case EF_HIT_ON:
          for (int r = 0; r < 2; r++)
            if (for_round (c, e->rounds, r))
              B->card_hit_on[side][r] = n;
          /* Translators: Pontiac's War: a card improves a side's hit number; the card, the side, the number */
          pontiac_note (c, RECONSTRUCTED, _("%s: %s hit on %d or more"), name, pontiac_side_name (c, side), n);
          break;
        case EF_FORT:
          for (int r = 0; r < 2; r++)
            if (for_round (c, e->rounds, r))
              B->fort_mod[r] += n;
          /* Translators: Pontiac's War: a card changes the fort's value; the card, the change */
          pontiac_note (c, RECONSTRUCTED, _("%s: the fort's value %+d"), name, n);
          break;
        case EF_CANCEL:
          for (int r = 0; r < 2; r++)
            if (for_round (c, e->rounds, r))
              B->cancel[side][r] += n;
          /* Translators: Pontiac's War: a card cancels hits; the card, the side, the hits */
          pontiac_note (c, RECONSTRUCTED, ngettext ("%s: %s cancel %d hit a round", "%s: %s cancel %d hits a round", n),
                        name, pontiac_side_name (c, side), n);
          break;
        case EF_ARMS:
          /* Translators: Pontiac's War: a card changes the Nations' Arms Points; the card */
          pontiac_note (c, RECONSTRUCTED, _("%s: Arms Points"), name);
          pontiac_add_arms (c, n, RECONSTRUCTED);
          break;
        case EF_SURE_RETREAT:
          B->sure_retreat |= 1 << side;
          /* Translators: Pontiac's War: the card, the side */
          pontiac_note (c, RECONSTRUCTED, _("%s: %s retreat without a roll in this battle"), name,
                        pontiac_side_name (c, side));
          break;
        case EF_NO_RETREAT:
          B->no_try |= 1 << side;
          /* Translators: Pontiac's War: the card, the side */
          pontiac_note (c, RECONSTRUCTED, _("%s: %s may not try to retreat in this battle"), name,
                        pontiac_side_name (c, side));
          break;
        case EF_STAND:
          B->stand |= 1 << side;
          /* Translators: Pontiac's War: the card, the side */
          pontiac_note (c, RECONSTRUCTED, _("%s: %s are not forced to retreat after the first round"), name,
                        pontiac_side_name (c, side));
          break;
        case EF_GUNS:
        case EF_SHIP_GUNS:
          if (e->kind == EF_GUNS)
            B->guns_mod += n;
          else
            B->ship_mod += n;
          /* Translators: Pontiac's War: a card modifies the guns' rolls; the card, the modifier */
          pontiac_note (c, RECONSTRUCTED, _("%s: %+d to the guns' rolls"), name, n);
          break;
        case EF_NO_GUNS:
          B->no_guns = 1;
          /* Translators: Pontiac's War: the card */
          pontiac_note (c, RECONSTRUCTED, _("%s: artillery and ships do not fire in this battle"), name);
          break;
        case EF_CANCEL_CARD:
          /* Resolved with the cards that cancel others (step 4). */
          break;
        case EF_END_BATTLE:
          if (B->from >= 0)
            {
              /* Translators: Pontiac's War: the card */
              pontiac_note (c, RECONSTRUCTED, _("%s: the battle is called off, the attackers go back"), name);
              B->stage = BS_AMBUSHED;
              B->cancelled = 1;
              return;
            }
          break;
        case EF_RAISE:
          if (raise_fp (c, e->type, e->type2, n, c->d->box_pool) == 0)
            /* Translators: Pontiac's War: the card */
            pontiac_note (c, RECONSTRUCTED, _("%s: no unit can join"), name);
          break;
        case EF_RAISE_VILLAGE:
          if (raise_nation (c, c->d->spaces[B->space].nation, n) == 0)
            pontiac_note (c, RECONSTRUCTED, _("%s: no unit can join"), name);
          break;
        case EF_RAISE_SACHEMS:
          {
            guint16 done = 0;

            FOR_PIECES_AT (c, B->space, p)
              if (in_battle (c, p, SIDE_NATIONS) && c->d->pieces[p].klass == PC_SACHEM
                  && !(done & (1 << c->d->pieces[p].nation)))
                {
                  done |= 1 << c->d->pieces[p].nation;
                  raise_nation (c, c->d->pieces[p].nation, n);
                }
          }
          break;
        case EF_SUPPLY:
          {
            int type = bh_game_data_find_unit_type (c->self->data, "supply");
            gboolean inside = pontiac_garrison_inside (c);

            for (int k = 0; k < n; k++)
              {
                int p = pontiac_free_piece (c, type, c->d->box_pool);

                if (p < 0)
                  break;
                pontiac_move_piece (c, p, B->space);
                c->pc[p].flags = F_BATTLE | F_MOVED | (inside ? F_INSIDE : 0);
                pontiac_note (c, RECONSTRUCTED, _("%s joins the battle"), pontiac_piece_name (c, p));
              }
          }
          break;
        case EF_TAKE_SUPPLY:
          {
            int left = n;

            FOR_PIECES_AT (c, B->space, p)
              if (left > 0 && in_battle (c, p, SIDE_BRITISH) && c->d->pieces[p].klass == PC_SUPPLY)
                {
                  left--;
                  c->pc[p].flags = 0;
                  pontiac_move_piece (c, p, c->d->box_pool);
                  /* Translators: Pontiac's War: a card takes a supply unit; the unit */
                  pontiac_note (c, RECONSTRUCTED, _("%s goes to the Force Pool (no VP)"), pontiac_piece_name (c, p));
                  pontiac_add_arms (c, 1, RECONSTRUCTED);
                }
          }
          break;
        case EF_PLAGUE:
          {
            guint16 nations = 0;
            int k = 0;

            FOR_PIECES_AT (c, B->space, p)
              if (in_battle (c, p, SIDE_NATIONS) && c->d->pieces[p].klass == PC_BAND)
                nations |= 1 << c->d->pieces[p].nation;
            for (; nations; nations &= nations - 1)
              k++;
            begin_choice (c, PCC_PLAGUE, SIDE_NATIONS, k);
          }
          return;
        case EF_WITHDRAW:
        case EF_GO_HOME:
          begin_choice (c, e->kind == EF_WITHDRAW ? PCC_WITHDRAW : PCC_GO_HOME,
                        e->kind == EF_WITHDRAW ? SIDE_BRITISH : SIDE_NATIONS, n);
          return;
        case EF_DISRUPT:
          begin_choice (c, PCC_DISRUPT, SIDE_BRITISH, n);
          return;
        case EF_DISRUPT_MILITIA:
          FOR_PIECES_AT (c, B->space, p)
            if (in_battle (c, p, SIDE_BRITISH) && c->d->pieces[p].klass == PC_MILITIA && pontiac_healthy (c, p))
              {
                c->pc[p].face = 1;
                /* Translators: Pontiac's War: a unit is disrupted by a card; the unit */
                pontiac_note (c, RECONSTRUCTED, _("%s is disrupted"), pontiac_piece_name (c, p));
              }
          break;
        case EF_PEACE:
          {
            int nation = c->d->spaces[B->space].nation;
            gboolean sachem = FALSE;

            FOR_PIECES_AT (c, B->space, p)
              if (in_battle (c, p, SIDE_NATIONS) && c->d->pieces[p].klass == PC_SACHEM && c->d->pieces[p].nation == nation)
                sachem = TRUE;
            if (nation == PONTIAC_NONE || sachem)
              {
                pontiac_note (c, RECONSTRUCTED, _("%s: its condition is not met here"), name);
                break;
              }
            FOR_PIECES_AT (c, B->space, p)
              if (in_battle (c, p, SIDE_NATIONS) && c->d->pieces[p].klass == PC_BAND && c->d->pieces[p].nation == nation)
                {
                  c->pc[p].flags = 0;
                  c->pc[p].face = 0;
                  pontiac_move_piece (c, p, c->d->box_nation[nation]);
                  /* Translators: Pontiac's War: a band leaves for its nation's box; the unit */
                  pontiac_note (c, RECONSTRUCTED, _("%s goes back to its nation's box (no VP)"),
                                pontiac_piece_name (c, p));
                }
          }
          break;
        case EF_REROLL:
          B->card_reroll[side] += n;
          /* Translators: Pontiac's War: the card, the number of hits */
          pontiac_note (c, RECONSTRUCTED, ngettext ("%s: up to %d enemy hit is rolled again in the first round",
                                                    "%s: up to %d enemy hits are rolled again in the first round", n),
                        name, n);
          break;
        case EF_DISCARD_ENEMY:
          for (int k = 0; k < n; k++)
            {
              int cards[64], m = 0;

              FOR_PIECES_AT (c, c->d->box_hand[enemy], p)
                if (m < 64)
                  cards[m++] = p;
              if (m == 0)
                break;
              {
                int p = cards[bh_state_roll (c->st, m) - 1];

                pontiac_move_piece (c, p, c->d->box_discard[enemy]);
                /* Translators: Pontiac's War: a card is discarded at random by another card; the card */
                pontiac_note (c, RECONSTRUCTED, _("%s is discarded at random"), pontiac_piece_name (c, p));
              }
            }
          break;
        case EF_DRAW:
          for (int k = 0; k < n; k++)
            if (pontiac_draw_card (c, side) >= 0)
              /* Translators: Pontiac's War: a card lets a side draw; the side */
              pontiac_note (c, RECONSTRUCTED, _("%s draw a card"), pontiac_side_name (c, side));
          break;
        case EF_SHIP_LOST:
          {
            int left = n;

            FOR_PIECES_AT (c, B->space, p)
              if (left > 0 && in_battle (c, p, SIDE_BRITISH) && c->d->pieces[p].klass == PC_SHIP)
                {
                  left--;
                  /* No VP for a ship lost to a card (17.1). */
                  pontiac_remove_unit (c, p, FALSE, RECONSTRUCTED);
                }
            if (left == n)
              pontiac_note (c, RECONSTRUCTED, _("%s: its condition is not met here"), name);
          }
          break;
        case EF_RAID:
          B->raid = 1;
          /* Translators: Pontiac's War: the card */
          pontiac_note (c, RECONSTRUCTED, _("%s: the settlement falls even to fewer than 4 FP"), name);
          break;
        case EF_NO_RAZE:
          B->no_raze = 1;
          /* Translators: Pontiac's War: the card */
          pontiac_note (c, RECONSTRUCTED, _("%s: the settlement cannot be razed by this attack"), name);
          break;
        case EF_RAZED_ARMS:
          B->razed_arms += n;
          /* Translators: Pontiac's War: the card, the Arms Points */
          pontiac_note (c, RECONSTRUCTED, ngettext ("%s: %d Arms Point more if the fort falls",
                                                    "%s: %d Arms Points more if the fort falls", n), name, n);
          break;
        default:
          break;
        }
    }
}

gboolean
pontiac_card_cancels (const PontiacCtx *c, int card)
{
  const PontiacPieceInfo *ci = &c->d->pieces[card];

  for (guint i = 0; i < ci->n_effects; i++)
    if (ci->effects[i].kind == EF_CANCEL_CARD)
      return TRUE;
  return FALSE;
}

/* ---- Paxton Boys (card 1) and Indian Rage (card 3) ------------------------ */

/* The band a nation raises its 2 FP with: a free 2-FP band, else a 1-FP. */
static int
paxton_band (const PontiacCtx *c, int nation)
{
  int t2 = band_type (c, nation, 2), t1 = band_type (c, nation, 1), box = c->d->box_nation[nation], p;

  if (t2 >= 0 && (p = pontiac_free_piece (c, t2, box)) >= 0)
    return p;
  if (t1 >= 0 && (p = pontiac_free_piece (c, t1, box)) >= 0)
    return p;
  return -1;
}

static gboolean
paxton_nation (const PontiacCtx *c, int nation)
{
  const BhNation *n = bh_game_data_get_nation (c->self->data, nation);

  return (g_str_equal (n->id, "mingo") || g_str_equal (n->id, "lenape")) && !pontiac_treaty (c, nation);
}

static void
list_paxton (PontiacCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int nation = c->d->spaces[s].nation, p;

      if (nation == PONTIAC_NONE || !paxton_nation (c, nation) || !pontiac_village_standing (c, s)
          || pontiac_has_military (c, s, SIDE_BRITISH) || (p = paxton_band (c, nation)) < 0)
        continue;
      pontiac_add_action (c, A_PLACE, 2, p, s);
    }
}

static void
apply_paxton (PontiacCtx *c, int p, int village)
{
  int nation = c->d->pieces[p].nation, fp = 0;

  while (p >= 0 && fp < 2)
    {
      pontiac_move_piece (c, p, village);
      c->pc[p].face = 0;
      c->pc[p].flags = 0;
      fp += c->d->pieces[p].printed_fp;
      /* Translators: Pontiac's War: card 1 raises warriors; the unit, the village */
      pontiac_note (c, "Paxton Boys", _("%s raised in %s"), pontiac_piece_name (c, p), pontiac_loc_name (c, village));
      p = fp < 2 ? paxton_band (c, nation) : -1;
    }
}

/* The standing, undefended settlements nearest to a Nations force. */
static guint
rage_targets (const PontiacCtx *c, gint16 *out)
{
  guint8 sources[PONTIAC_MAX_LOCATIONS] = { 0 }, dist[PONTIAC_MAX_LOCATIONS];
  int best = BH_FRONTIER_FAR;
  guint n = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    sources[s] = pontiac_has_units (c, s, SIDE_NATIONS);
  bh_frontier_distances (&c->self->graph, sources, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (pontiac_settlement_standing (c, s) && !pontiac_has_military (c, s, SIDE_BRITISH) && dist[s] < best)
      best = dist[s];
  for (guint s = 0; s < c->d->n_spaces && best < BH_FRONTIER_FAR; s++)
    if (pontiac_settlement_standing (c, s) && !pontiac_has_military (c, s, SIDE_BRITISH) && dist[s] == best)
      out[n++] = s;
  return n;
}

static void
rage_raze (PontiacCtx *c, int s)
{
  pontiac_place_marker (c, PC_RAZED_SETTLEMENT, s);
  /* Translators: Pontiac's War: card 3 razes a settlement */
  pontiac_note (c, "Indian Rage", _("%s is razed"), pontiac_loc_name (c, s));
  if (!pontiac_intro (c))
    /* Translators: Pontiac's War: why VP are won */
    pontiac_add_vp (c, SIDE_NATIONS, 1, "Indian Rage", _("settlement razed"));
}

/* Paxton Boys: the Nations pick a Mingo or Lenape village; Indian Rage:
 * the nearest settlement falls, the Nations picking between equals. */
void
pontiac_named_card (PontiacCtx *c, int number)
{
  if (number == 1)
    {
      begin_choice (c, 1, SIDE_NATIONS, 1);
      if (!B->choice)
        /* Translators: Pontiac's War: card 1 finds no village */
        pontiac_note (c, "Paxton Boys", _("no Mingo or Lenape village can take the warriors: no effect"));
    }
  else if (number == 3)
    {
      gint16 out[PONTIAC_MAX_LOCATIONS];
      guint n = rage_targets (c, out);

      if (n == 1)
        rage_raze (c, out[0]);
      else if (n > 1)
        begin_choice (c, 3, SIDE_NATIONS, 1);
      else
        /* Translators: Pontiac's War: card 3 finds no settlement */
        pontiac_note (c, "Indian Rage", _("no settlement can be razed: no effect"));
    }
}

/* ---- choices ----------------------------------------------------------- */

static gboolean
choice_piece (const PontiacCtx *c, int choice, int p)
{
  const PontiacPieceInfo *pi = &c->d->pieces[p];

  if (!in_battle (c, p, SIDE_NATIONS) || pi->klass != PC_BAND)
    return FALSE;
  switch (choice)
    {
    case PCC_PLAGUE:
      return !(B->choice_nations & (1 << pi->nation));
    case PCC_DISRUPT:
      return pontiac_healthy (c, p) && pi->n_faces > 1;
    default:
      return TRUE;
    }
}

static int
count_choices (const PontiacCtx *c, int choice)
{
  int n = 0;

  if (choice == 1)
    {
      PontiacCtx tmp = *c;
      GArray *out = g_array_new (FALSE, FALSE, sizeof (BhAction));

      tmp.out = out;
      list_paxton (&tmp);
      n = out->len;
      g_array_unref (out);
      return n;
    }
  if (choice == 3 || choice == PCC_HABITANTS)
    return 1;
  FOR_PIECES_AT (c, B->space, p)
    n += choice_piece (c, choice, p);
  return n;
}

gboolean
pontiac_list_card_choice (PontiacCtx *c)
{
  switch (B->choice)
    {
    case 1:
      list_paxton (c);
      return TRUE;
    case 3:
      {
        gint16 out[PONTIAC_MAX_LOCATIONS];
        guint n = rage_targets (c, out);

        for (guint i = 0; i < n; i++)
          pontiac_add_action (c, A_RAZE, 1, out[i], 0);
      }
      return TRUE;
    case PCC_HABITANTS:
      FOR_PIECES_AT (c, c->d->box_hand[SIDE_BRITISH], p)
        if (p != B->card[SIDE_BRITISH])
          pontiac_add_action (c, A_PICK, 1, p, 0);
      return TRUE;
    case PCC_PLAGUE: case PCC_WITHDRAW: case PCC_GO_HOME: case PCC_DISRUPT:
      FOR_PIECES_AT (c, B->space, p)
        if (choice_piece (c, B->choice, p))
          pontiac_add_action (c, A_PICK, 1, p, 0);
      return TRUE;
    default:
      return FALSE;
    }
}

/* 1 FP of a band to its nation's box: a 1-FP band goes; a 2-FP band
 * makes change (6.0), or goes whole when no 1-FP band is free. */
static void
plague_fp (PontiacCtx *c, int p)
{
  int nation = c->d->pieces[p].nation, box = c->d->box_nation[nation];
  int t1 = band_type (c, nation, 1);
  int small = c->d->pieces[p].printed_fp >= 2 && t1 >= 0 ? pontiac_free_piece (c, t1, box) : -1;

  if (small >= 0)
    {
      pontiac_move_piece (c, small, B->space);
      c->pc[small].face = c->pc[p].face;
      c->pc[small].flags = c->pc[p].flags;
    }
  c->pc[p].flags = 0;
  c->pc[p].face = 0;
  pontiac_move_piece (c, p, box);
  /* Translators: Pontiac's War: 1 FP of a band leaves for its box; the unit */
  pontiac_note (c, RECONSTRUCTED, _("1 FP of %s goes back to its nation's box (no VP)"), pontiac_piece_name (c, p));
}

gboolean
pontiac_apply_card_choice (PontiacCtx *c, const BhAction *a)
{
  int p = a->args[0];

  switch (B->choice)
    {
    case 1:
      apply_paxton (c, p, a->args[1]);
      break;
    case 3:
      rage_raze (c, p);
      break;
    case PCC_HABITANTS:
      B->card[SIDE_BRITISH] = p;
      pontiac_move_piece (c, p, c->d->box_discard[SIDE_BRITISH]);
      c->st->reveals++;
      /* Translators: Pontiac's War: a card is revealed; the side, the card */
      pontiac_note (c, "les Habitants", _("%s reveal %s"), pontiac_side_name (c, SIDE_BRITISH), pontiac_piece_name (c, p));
      break;
    case PCC_PLAGUE:
      B->choice_nations |= 1 << c->d->pieces[p].nation;
      plague_fp (c, p);
      break;
    case PCC_WITHDRAW:
    case PCC_GO_HOME:
      /* A band goes to the nearest standing village of its nation
       * without British troops, else to its nation's box. */
      pontiac_send_band_home (c, p, B->space, B->space, PONTIAC_HOME_RECONSTRUCTED);
      break;
    case PCC_DISRUPT:
      c->pc[p].face = 1;
      pontiac_note (c, RECONSTRUCTED, _("%s is disrupted"), pontiac_piece_name (c, p));
      break;
    default:
      return FALSE;
    }
  if (--B->choice_left <= 0 || count_choices (c, B->choice) == 0)
    B->choice = 0;
  return TRUE;
}
