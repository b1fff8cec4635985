/* test-geronimo-events.c — Shaman Card events the card files leave out,
 * played through player actions: the Railroad Skimming Scandal (9.2U),
 * Tribal Unrest (9.2GG) and a Peace Chief's hold on Mission War Parties
 * (7.72, 9.2Q). */
#include "test-geronimo-util.c"

/* Position building: no Railroad on the map. */
static void
no_railroads (T *t)
{
  for (int p = t->self->d->rr_first; p < t->self->d->rr_first + t->self->d->rr_count; p++)
    bh_state_move_piece (t->st, p, BH_OFFBOARD);
}

/* The Railroads in `area`, Broke (face 1) or not. */
static int
railroads_in (T *t, const char *area, int broke)
{
  int n = 0;

  for (int p = t->self->d->rr_first; p < t->self->d->rr_first + t->self->d->rr_count; p++)
    n += bh_state_const_pieces (t->st)[p].location == t_loc (t, area) && bh_state_const_pieces (t->st)[p].face == broke;
  return n;
}

static char *
railroad_target (T *t, const char *area, int broke)
{
  for (int p = t->self->d->rr_first; p < t->self->d->rr_first + t->self->d->rr_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == t_loc (t, area) && bh_state_const_pieces (t->st)[p].face == broke)
      {
        g_autofree char *id = t_id (t, p);

        return g_strdup_printf ("card-target %s", id);
      }
  g_error ("no Railroad in %s", area);
  return NULL;
}

/* 9.2U: the player removes one RR from any Area, a Broke one if he likes:
 * Kansas has one of each, Nebraska one; each may go, and only the one
 * chosen does.  With no RR on the map the card is No Event. */
static void
test_railroad_skimming (void)
{
  static const struct { const char *area; int broke; int kansas_left[2], nebraska_left; } rows[] = {
    { "kansas", 0, { 0, 1 }, 1 },
    { "kansas", 1, { 1, 0 }, 1 },
    { "nebraska", 0, { 1, 1 }, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      g_autofree char *chosen = NULL, *other_kind = NULL;

      t_indian_card_turn (t, "tribe-apache");
      no_railroads (t);
      t_resources (t, "kansas", 0, 0, 2, 1);
      t_resources (t, "nebraska", 0, 0, 1, 0);
      t_play_card (t, "shaman-railroad-skimming-scandal");
      g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
      chosen = railroad_target (t, rows[k].area, rows[k].broke);
      other_kind = railroad_target (t, "kansas", !rows[k].broke);
      g_assert_true (t_can (t, chosen));
      g_assert_true (t_can (t, other_kind));
      t_do (t, chosen);
      g_assert_cmpint (railroads_in (t, "kansas", 0), ==, rows[k].kansas_left[0]);
      g_assert_cmpint (railroads_in (t, "kansas", 1), ==, rows[k].kansas_left[1]);
      g_assert_cmpint (railroads_in (t, "nebraska", 0), ==, rows[k].nebraska_left);
      g_assert_true (t_said (t, "9.2U"));
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      t_free (t);
    }

  {
    T *t = t_new ("basic", 3);

    t_indian_card_turn (t, "tribe-apache");
    no_railroads (t);
    t_play_card (t, "shaman-railroad-skimming-scandal");
    g_assert_true (t_logged (t, "No Event: no target for it now (9.2U, 9.13)"));   /* one rule list (referee m3) */
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    t_free (t);
  }
}

/* 9.2GG: Tribal Unrest removes one Peace Chief from any Tribe (the Navajo's,
 * given by 9.2Q a Round before); with no Peace Chief on the map it is No
 * Event. */
static void
test_tribal_unrest (void)
{
  for (int with = 0; with <= 1; with++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { "navajo", NULL };
      int seat = t_indian_card_turn (t, "tribe-apache"), other = -1;
      int navajo = t_village (t, "navajo");

      other = t_other_indian (t, seat);
      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 4);
      t_give_tribe (t, "tribe-navajo", other);
      if (with)
        {
          t_play_card (t, "shaman-peace-chief");
          t_do (t, "card-target village-navajo");
          g_assert_true (t->x->marks[navajo] & GER_MARK_PEACE_CHIEF);
          t_next_round_of (t, seat);
        }
      t_play_card (t, "shaman-tribal-unrest");
      if (with)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
          t_do (t, "card-target village-navajo");
          g_assert_false (t->x->marks[navajo] & GER_MARK_PEACE_CHIEF);
          g_assert_true (t_said (t, "9.2GG"));
        }
      else
        g_assert_true (t_logged (t, "No Event: no target for it now (9.2GG, 9.13)"));
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      t_free (t);
    }
}

/* 7.72: a Tribe with a Peace Chief raises no Mission War Party, but may
 * still Raid the Mission.  The Navajo (Raiders 4) in New Mexico with a
 * Mission; another player names them for the Peace Chief (9.2Q) or not;
 * in their player's next Round: a Mission War Party offered only without
 * the Peace Chief; a Raid card's Raid on the Mission (DR 0) either way. */
static void
test_peace_chief_missions (void)
{
  for (int pc = 0; pc <= 1; pc++)
    for (int raid = 0; raid <= 1; raid++)
      {
        T *t = t_new ("basic", 3);
        const char *keep[] = { "navajo", NULL };
        int seat = t_indian_card_turn (t, "tribe-apache"), other = -1, dr = 0;

        other = t_other_indian (t, seat);
        t_only_villages (t, keep);
        t_put_village (t, "navajo", "new-mexico", 5);
        t_give_tribe (t, "tribe-navajo", other);
        t_resources (t, "new-mexico", 0, 0, 0, 0);
        t_put (t, "mission.1", "new-mexico", 0);
        if (pc)
          {
            t_play_card (t, "shaman-peace-chief");
            t_do (t, "card-target village-navajo");
          }
        else
          t_play_first_card (t);
        t_next_round_of (t, other);
        if (!raid)
          {
            t_play_first_card (t);
            g_assert_cmpint (t_has (t, "mission-war-party"), ==, !pc);
          }
        else
          {
            t_play_card (t, "shaman-raid");
            t_dice (t, &dr, 1);
            t_do_found (t, "raid village-navajo mission");
            g_assert_cmpint (t_where (t, "mission.1"), ==, BH_OFFBOARD);
          }
        t_free (t);
      }
}

/* 9.2Q (referee s10 B5): "The US may not attack a Peace Chief's Village",
 * so no Column may React to its Relocation (5.36); without the Peace Chief
 * a Column On Patrol in the Area it leaves may.  The Navajo (4 BPs, New
 * Mexico) are given a Peace Chief by the Apache's player; in their
 * holder's next Round they relocate to Arizona past Sheridan's Column. */
static void
test_peace_chief_no_reaction (void)
{
  for (int with = 0; with <= 1; with++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { "navajo", NULL };
      int seat = t_indian_card_turn (t, "tribe-apache"), other = t_other_indian (t, seat);

      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 4);
      t_give_tribe (t, "tribe-navajo", other);
      t_no_columns (t);
      t_column (t, "commander-sheridan", "new-mexico", FALSE, 5, 0, 0);
      if (with)
        {
          t_play_card (t, "shaman-peace-chief");
          t_do (t, "card-target village-navajo");
        }
      else
        t_play_first_card (t);
      t_next_round_of (t, other);
      t_play_first_card (t);
      t_do (t, "relocate village-navajo arizona");
      g_assert_cmpint (t->st->pending.kind == D_REACT, ==, !with);
      if (with)
        g_assert_true (t_said (t, "no Column may React to its Relocation (9.2Q)"));
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/9.2U/railroad-skimming", test_railroad_skimming);
  g_test_add_func ("/geronimo/9.2GG/tribal-unrest", test_tribal_unrest);
  g_test_add_func ("/geronimo/9.2Q/no-reaction-to-relocation", test_peace_chief_no_reaction);
  g_test_add_func ("/geronimo/7.72/peace-chief-missions", test_peace_chief_missions);
  return g_test_run ();
}
