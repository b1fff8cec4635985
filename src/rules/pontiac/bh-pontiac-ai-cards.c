/* bh-pontiac-ai-cards.c — Pontiac's War for the computer opponent: which
 * combat card to commit to a battle (11.4), by the effects a card has in
 * the battle's terrain where their conditions hold. */
#include "config.h"

#include "bh-pontiac-ai-private.h"

/* Does a reconstructed card's condition (11.4, after '@' in its data)
 * hold in this battle for `side`?  The AI's own reading of the rules'
 * test; a condition it cannot read cheaply is taken to hold. */
static gboolean
effect_applies (const PontiacCtx *c, int side, const PontiacEffect *e)
{
  int sp = c->x->battle.space;

  switch (e->cond)
    {
    case EC_PONTIAC: return pontiac_battle_present (c, SIDE_NATIONS, SP_PONTIAC, 0);
    case EC_NEOLIN: return (guint) c->pc[c->d->neolin].location < c->d->n_spaces;
    case EC_RIFLES: return pontiac_battle_rifles (c);
    case EC_NO_ROGERS: return !pontiac_battle_present (c, SIDE_BRITISH, SP_ROGERS, 0);
    case EC_DOCK: return c->d->spaces[sp].dock;
    case EC_DEFENDING: return side != c->x->battle.att_side;
    case EC_DETROIT: return sp == c->d->detroit;
    case EC_LEADER:
    case EC_HAS:
      FOR_PIECES_AT (c, sp, p)
        if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) &&
            (e->cond == EC_LEADER ? pontiac_is_leader (c, p)
                                  : c->d->pieces[p].type == e->type || c->d->pieces[p].type == e->type2))
          return TRUE;
      return FALSE;
    default: return TRUE;
    }
}

/* The fort's value counts only for a British force inside it (11.9: "If
 * the British force is located inside a fort"): a besieged garrison or
 * one that went in, not one that accepted the field battle on top of it
 * (11.11), as the rules' garrison_inside reads it. */
static gboolean
battle_inside_fort (const PontiacCtx *c, int sp)
{
  FOR_PIECES_AT (c, sp, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && (c->pc[p].flags & (F_INSIDE | F_BATTLE)) == (F_INSIDE | F_BATTLE))
      return TRUE;
  return FALSE;
}

/* What one effect is worth to the card's side, in dice of a round (a
 * hit needs a 5 or 6, 11.5: three dice a hit): more dice, fewer for the
 * enemy, hits cancelled, FP raised into the battle, the enemy's bands
 * sent home, the fort's value (each point cancels a hit a round, 11.11). */
static double
effect_value (const PontiacCtx *c, int side, const PontiacEffect *e)
{
  int sp = c->x->battle.space;
  double rounds = e->rounds == ER_EACH ? 2 : 1;
  gboolean attacking = side == c->x->battle.att_side;
  gboolean fort = pontiac_fort_standing (c, sp);

  switch (e->kind)
    {
    case EF_DICE: return e->n * rounds;
    case EF_ENEMY_DICE: return -e->n * rounds;
    case EF_SACHEM_DICE: return e->n * rounds;   /* a sachem or two */
    case EF_HIT_ON:
      {
        /* The Nations hit on 6, the British on 5-6 (11.8): on 5 the
         * Nations hit twice as often, on 4 the British half again. */
        int base = side == SIDE_NATIONS ? 6 : 5;

        return MAX (base - e->n, 0) * 3.0 / (7 - base) * rounds;
      }
    case EF_FORT:
      if (!fort || !battle_inside_fort (c, sp))
        return 0;
      /* A fort's value below 0 cancels nothing: -9 is the whole fort. */
      return (side == SIDE_BRITISH ? 1 : -1) * 3.0 * rounds *
             CLAMP (e->n, -pontiac_fort_value (c, sp), 3);
    case EF_CANCEL: return 3.0 * e->n;
    case EF_ARMS: return 1.0 * e->n;
    case EF_SURE_RETREAT: return attacking ? 0.5 : 1.0;
    case EF_STAND: return 1.5;
    case EF_NO_RETREAT: return -1.0;
    case EF_GUNS: case EF_SHIP_GUNS: return 1.0 * e->n;
    case EF_NO_GUNS: return 2.0;
    case EF_CANCEL_CARD: return 2.0;
    case EF_END_BATTLE: return attacking ? -2.0 : 4.0;
    case EF_RAISE: case EF_RAISE_VILLAGE: case EF_RAISE_SACHEMS: case EF_SUPPLY: return 2.0 * e->n;
    case EF_TAKE_SUPPLY: return 3.0 * e->n;
    case EF_PLAGUE: return side == SIDE_BRITISH ? 3.0 : -3.0;
    case EF_WITHDRAW: case EF_GO_HOME: return 3.0 * e->n;
    case EF_DISRUPT: return 2.0 * e->n;
    case EF_DISRUPT_MILITIA: return 2.0;
    case EF_PEACE: return 3.0;
    case EF_REROLL: return 1.0 * e->n;
    case EF_DISCARD_ENEMY: case EF_DRAW: return 0.5 * e->n;
    case EF_SHIP_LOST: return 2.0;
    case EF_RAID: case EF_NO_RAZE: return 3.0;
    case EF_RAZED_ARMS: return fort && attacking ? 1.0 * e->n : 0;
    default: return 0;
    }
}

/* A combat card works only where its terrain icon matches the battle's
 * space (11.4: "The card played may only be used for its stated card
 * effects IF the combat takes place in the terrain indicated"); one
 * that does not match is thrown away, and a matching one kept for
 * later may never meet its terrain again.  Among the cards that work,
 * the stronger effect first (a reconstructed card by its data's
 * effects, each only where its condition holds; a die roll before the
 * rest, EF_ROLL, counts its chance); a card whose effects would hurt its
 * side here, or do nothing, is the one to throw away. */
double
pontiac_ai_card_weight (const PontiacCtx *c, int side, int card)
{
  const PontiacPieceInfo *ci;
  int sp = c->x->battle.space;
  double value = 0, chance = 1;

  if (card < 0 || (guint) card >= c->d->n_pieces || sp < 0 || (guint) sp >= c->d->n_spaces)
    return 2.0;
  ci = &c->d->pieces[card];
  if (ci->icon != ICON_ANYWHERE && ci->icon != c->d->spaces[sp].terrain)
    return 0.7;
  /* An OH NO! card held at the end scores its value for the opponent
   * (17.2) and may not be a mulligan (7.0): its text, which hurts its own
   * side, is best spent on a battle won anyway, with more than twice the
   * enemy's FP (the odds of an automatic retreat, 11.3). */
  if (ci->oh_no > 0)
    return pontiac_stack_fp (c, sp, side, F_BATTLE) > 2 * pontiac_stack_fp (c, sp, 1 - side, F_BATTLE) ? 4.0 : 0.5;
  if (ci->n_effects == 0)
    return 3.0;   /* a named card (the rules play its text): as before */
  for (guint i = 0; i < ci->n_effects; i++)
    {
      const PontiacEffect *e = &ci->effects[i];

      if (e->kind == EF_ROLL)
        chance *= (7.0 - CLAMP (e->n, 1, 7)) / 6.0;
      else if (effect_applies (c, side, e))
        value += chance * effect_value (c, side, e);
    }
  if (value <= 0)
    return 0.5;
  return 1.5 + 0.5 * MIN (value, 8.0);
}
