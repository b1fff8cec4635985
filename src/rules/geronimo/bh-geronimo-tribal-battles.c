/* bh-geronimo-tribal-battles.c — a War Party against a Village or another
 * War Party (6.33, 7.1, 7.3, 7.4): the targets a War Party may choose and
 * the battle, which asks nobody anything.
 *
 * Targets: the Villages of Tribes listed as Enemies on its Tribal Card or
 * that attacked its Tribe this Turn, and the War Parties in reach of any
 * Tribe not listed as Friends (6.33); never its own player's (11.2E: "he
 * may not fight himself"), and with two players only Inactive Villages
 * (11.2E).  The battle: no Evasion, Pursuit nor Ambush (7.51: only against
 * Columns); the odds to the nearest line, ties to the defender (7.31); both
 * sides add their Tribe's Battle rating (7.31), their Chiefs' Combat
 * (6.52, 6.53) and their cards' DRMs; a Village with no BP gives the
 * attacker +6 and does not roll (7.4).  Losses are BPs, never Devastation
 * (7.41), never a Massacre (7.61).  The side with fewer losses gains a VP
 * (7.33); an Inactive Tribe earns none (7.4).  Dice: the attacker's, then
 * the defender's. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

/* May Village v's War Party (of player `seat`, its Tribes `tribes`:
 * ger_ally_tribes, asked once by the caller for every w) fight Village
 * w's forces? */
static gboolean
may_fight (const GerCtx *c, int v, int w, int seat, guint32 tribes)
{
  int t = c->d->villages[v].tribe, u = c->d->villages[w].tribe, holder = ger_village_controller (c, w);

  if (u == t || (holder >= 0 && holder == seat) || (tribes & (1u << u)) || ger_ally_hidden (c, w))
    return FALSE;                       /* nor his Alliance's Tribes, nor a War Party inside the combined one */                       /* 11.2E: he may not fight himself */
  return !(c->x->rampage_area && c->x->rampage_first - 1 == c->d->villages[w].marker) &&
         !(c->x->rampage_area && c->x->rampage_first - 1 == c->d->villages[w].war_party);
}

static gboolean
in_rampage_area (const GerCtx *c, int l)
{
  return !c->x->rampage_area || l == c->x->rampage_area - 1;
}

void
ger_list_wp_indian_targets (GerCtx *c, int v)
{
  const GerData *d = c->d;
  int seat = ger_wp_seat (c, v);
  gboolean two = c->x->n_players == 2;
  guint32 tribes = ger_ally_tribes (c, v), enemy = 0, friend = 0, attacked = 0;

  /* 6.33 by the Tribal Card, for a combined War Party each member's (6.71) */
  for (guint t = 0; t < d->n_tribes; t++)
    if (tribes & (1u << t))
      {
        enemy |= d->tribes[t].enemies;
        friend |= d->tribes[t].friends;
        attacked |= c->x->attacked_by[t];
      }

  for (guint w = 0; w < d->n_villages; w++)
    {
      int u = d->villages[w].tribe, l = ger_village_area (c, w);

      if (!may_fight (c, v, w, seat, tribes))
        continue;
      /* 6.33, 7.4: an Enemy's Village, or that of a Tribe that attacked ours
         this Turn, or under Bad Blood any not a Friend (9.2D); 11.2E: only
         an Inactive one with two players */
      if (ger_village_on_map (c, w) && l < (int) d->n_spaces && d->area_of_space[l] >= 0 &&
          ((enemy & (1u << u)) || (attacked & (1u << u)) ||
           (ger_forced_bad_blood (c, v) && !(friend & (1u << u)))) &&
          !(c->x->hit_round[w] & 1) && (!two || ger_village_controller (c, w) < 0) &&
          in_rampage_area (c, l) && ger_wp_may_reach (c, v, l))
        ger_push (c, A_WP_ATTACK_VILLAGE, 1, d->villages[w].marker, 0);
      /* 6.33, 7.3: a War Party of a Tribe not listed as a Friend */
      if (ger_wp_out (c, w) && !(friend & (1u << u)) && !(c->x->hit_round[w] & 2) && !two &&
          in_rampage_area (c, ger_wp_area (c, w)) && ger_wp_may_reach (c, v, ger_wp_area (c, w)))
        ger_push (c, A_WP_ATTACK_WP, 1, d->villages[w].war_party, 0);
    }
}

/* One side of the battle: Village v's War Party, or its Village. */
typedef struct {
  int v;
  gboolean wp;
  int seat;                     /* its player, -1 an Inactive Tribe (7.4) */
  int bp;
} Side;

static int
side_bp (const GerCtx *c, const Side *s)
{
  return ger_ally_bp (c, s->v, s->wp);     /* a combined War Party's sum (6.73) */
}

/* The side's DRMs but the odds: its Tribe's Battle rating (both sides in
 * Indian against Indian battles, 7.31), its Chiefs' Combat (6.52, 6.53),
 * its cards' and its Tribe's own (ger_village_battle_drm). */
static int
side_drm (const GerCtx *c, const Side *s)
{
  return ger_ally_rating (c, s->v, s->wp, "battle") + ger_chiefs_rating (c, s->v, s->wp, "combat") +
         ger_ally_battle_drm (c, s->v, s->wp);      /* 6.73, 6.74 */
}

/* Removes n BPs (GER_ALL: all) from the side; excess is ignored (7.41). */
static int
side_lose (GerCtx *c, const Side *s, int n)
{
  const GerVillage *gv = &c->d->villages[s->v];
  int before = side_bp (c, s), l = ger_village_area (c, s->v);

  if (n == GER_ALL)
    n = before;
  if (s->wp)
    return ger_ally_lose (c, s->v, n);     /* a combined one's placed by its player (9.2FF) */
  else
    for (int p = gv->bp_first + gv->bp_count - 1; p >= gv->bp_first && n > 0; p--)
      if (c->pc[p].location == l && !(c->pc[p].flags & GER_FLAG_OUT))
        {
          bh_state_move_piece (c->st, p, BH_OFFBOARD);
          n--;
        }
  return before - side_bp (c, s);
}

/* The Battle Table's result for a modified DR (7.32). */
static int
table_loss (const GerCtx *c, int modified)
{
  return c->d->battle_loss[CLAMP (modified, -8, 17) + 8];
}

/* Atrocity and Reprisal this Round (9.2C): in an attack by the side whose
 * Round it is on a target led by a Chief or Commander of Aggression 2 or
 * more, the attacker's VPs are doubled, or he loses one if he earns none
 * (the size of the "ante" is the digest's reading, §8 item 21). */
int
ger_atrocity (GerCtx *c, int attacker_side, int leader_aggression, int vp)
{
  int round_side = c->x->n_players == 1 ? (c->x->solo_indian ? GER_INDIAN : GER_US)
                                         : ger_seat_side (c, c->x->order[c->x->cursor]);

  if (!(c->x->events & GER_EV_ATROCITY) || attacker_side != round_side || leader_aggression < 2)
    return vp;
  if (vp > 0)
    {
      ger_note (c, "9.2C", _("Atrocity and Reprisal: the VPs are doubled"));
      return vp * 2;
    }
  ger_note (c, "9.2C", _("Atrocity and Reprisal: an attack without VPs costs one"));
  return -1;
}

/* The Spoils (7.33): fewer losses gain one VP; an Inactive Tribe earns
 * none (7.4). */
static void
spoils (GerCtx *c, const Side *att, const Side *def, int att_lost, int def_lost)
{
  int vp = def_lost > att_lost ? 1 : 0;

  if (vp > 0 && ger_forced_bad_blood (c, att->v))
    {
      vp *= 2;
      ger_note (c, "9.2D", _("Bad Blood: the target lost more, the VPs are doubled"));
    }
  if (def->seat >= 0)             /* 9.2C: an Inactive target: Ignored */
    vp = ger_atrocity (c, GER_INDIAN, ger_chiefs_rating (c, def->v, def->wp, "aggression"), vp);
  if (vp != 0 && att->seat >= 0)
    ger_add_vp (c, att->seat, vp, "7.33", vp > 0 ? _("the defender lost more") : _("Atrocity and Reprisal"));
  if (att->seat >= 0)
    ger_ally_earned (c, att->v, vp);
  if (att_lost > def_lost && def->seat >= 0 && def->wp)
    ger_ally_earned (c, def->v, 1);
  if (att_lost > def_lost && def->seat >= 0)
    ger_add_vp (c, def->seat, 1, "7.33", _("the attacker lost more"));
}

static void
battle (GerCtx *c, const Side *att, const Side *def)
{
  int abp = side_bp (c, att), dbp = side_bp (c, def), k = ger_odds_index (abp, dbp, ODDS_NEAREST);
  gboolean undefended = !def->wp && dbp == 0;
  int amod = side_drm (c, att), dmod = side_drm (c, def), adr, ddr, ares, dres = 0, alost, dlost;
  char b1[8], b2[8];

  amod += undefended ? 6 : c->d->odds_drm[k];           /* 7.4: +6 in place of the odds */
  dmod += c->d->odds_drm[6 - k];                         /* each his own line (7.31) */
  if (ger_stronghold (c, def->v, def->wp))
    amod -= 3;                                           /* 12.13 */
  amod = CLAMP (amod, -8, 8);
  dmod = CLAMP (dmod, -8, 8);
  c->x->battles++;
  c->x->last_battle_area = ger_wp_area (c, att->v);
  adr = ger_roll (c);
  ares = table_loss (c, adr + amod);
  /* Translators: Geronimo: the attacking War Party, its Battle DR, modifier,
     modified result and what the defender loses */
  ger_note (c, "7.31, 7.32", _("The %s War Party's Battle DR %d %+d = %d: the defender loses %s"),
            ger_village_name (c, att->v), adr, amod, adr + amod, ger_loss_text (b1, sizeof b1, ares));
  if (undefended)
    ger_note (c, "7.4", _("The Village has no BP: it does not roll, the attacker adds +6 instead of the odds"));
  else
    {
      ddr = ger_roll (c);
      dres = table_loss (c, ddr + dmod);
      /* Translators: Geronimo: the defending Village, its Battle DR, modifier,
         modified result and what the attacker loses */
      ger_note (c, "7.31, 7.32", _("%s's Battle DR %d %+d = %d: the War Party loses %s"),
                ger_village_name (c, def->v), ddr, dmod, ddr + dmod, ger_loss_text (b2, sizeof b2, dres));
    }
  dlost = side_lose (c, def, ares);
  alost = side_lose (c, att, dres);
  spoils (c, att, def, alost, dlost);
  ger_medicine_casualties (c, att->v, att->wp, alost);     /* 9.2Z */
  ger_medicine_casualties (c, def->v, def->wp, dlost);
  ger_wp_check_wiped_out (c, att->v);
  if (def->wp)
    ger_wp_check_wiped_out (c, def->v);
  else if (ger_village_home_bp (c, def->v) == 0 && !ger_wp_out (c, def->v))
    ger_check_extinct (c, def->v);                       /* 7.42 */
}

void
ger_apply_tribal_battle (GerCtx *c, const BhAction *a)
{
  int v = c->st->pending.args[0], w = ger_village_of_marker (c, a->args[0]);
  Side att = { v, TRUE, ger_wp_seat (c, v), 0 };
  Side def = { w, a->kind == A_WP_ATTACK_WP, a->kind == A_WP_ATTACK_WP ? ger_wp_seat (c, w) : ger_village_controller (c, w), 0 };
  int to = def.wp ? ger_wp_area (c, w) : ger_village_area (c, w);

  if (to != ger_wp_area (c, v))
    {
      /* Translators: Geronimo: a War Party and an Area */
      ger_note (c, "6.36", _("The %s War Party moves into %s"), ger_village_name (c, v), ger_loc_name (c, to));
      ger_wp_move (c, v, to);
    }
  c->x->hit_round[w] |= def.wp ? 2 : 1;                   /* 7.34 */
  c->x->attacked_by[c->d->villages[w].tribe] |= ger_ally_tribes (c, v);   /* 6.33: each Tribe in the attack */
  /* Translators: Geronimo: a War Party attacks a Village or a War Party in an Area */
  ger_note (c, def.wp ? "7.3" : "7.4", def.wp ? _("The %s War Party attacks the %s War Party in %s")
                                             : _("The %s War Party attacks the %s Village in %s"),
            ger_village_name (c, v), ger_village_name (c, w), ger_loc_name (c, to));
  battle (c, &att, &def);
  c->x->ally_then_v = v;
  c->x->ally_then_to = to;
  c->x->ally_then_target = a->args[0];
  if (ger_ally_loss_ask (c, ALLY_THEN_TRIBAL))
    return;                             /* 9.2FF: the Alliance's player places its losses */
  ger_wp_attack_done (c, v, to, a->args[0], FALSE);     /* no Reaction (5.35) */
}
