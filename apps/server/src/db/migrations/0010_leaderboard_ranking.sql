-- Custom migration (hand-written): the leaderboard's ranking structure. See
-- docs/decisions/011-leaderboard-at-scale-and-chat.md.
--
-- A board's buckets: every XP value below 256 is its own bucket, above that 64 buckets per
-- doubling (each about 1.1 % wide). A rank = 1 + hunters in higher buckets (a sum over at
-- most ~1,700 rows of leaderboard_counts) + hunters of the own bucket with more XP (a short
-- index-only range scan).
CREATE FUNCTION leaderboard_bucket(xp integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN xp < 256 THEN xp
                    ELSE 256 + floor((ln(xp::float8) / ln(2::float8) - 8) * 64)::integer END $$;
--> statement-breakpoint
-- The all-time board: onboarded hunters by total XP (id orders equal XP on a page).
CREATE INDEX users_board_xp_idx ON users (total_xp DESC, id DESC)
  WHERE has_accepted_player AND has_completed_assessment AND has_completed_profile
    AND user_class IS NOT NULL;
--> statement-breakpoint
CREATE INDEX users_board_bucket_idx ON users (leaderboard_bucket(total_xp), total_xp)
  WHERE has_accepted_player AND has_completed_assessment AND has_completed_profile
    AND user_class IS NOT NULL;
--> statement-breakpoint
CREATE INDEX users_board_rank_xp_idx ON users (rank, total_xp DESC, id DESC)
  WHERE has_accepted_player AND has_completed_assessment AND has_completed_profile
    AND user_class IS NOT NULL;
--> statement-breakpoint
CREATE INDEX leaderboard_periods_board_idx ON leaderboard_periods (period, period_start, xp DESC, user_id DESC)
  WHERE xp > 0;
--> statement-breakpoint
CREATE INDEX leaderboard_periods_bucket_idx ON leaderboard_periods (period, period_start, leaderboard_bucket(xp), xp)
  WHERE xp > 0;
--> statement-breakpoint
CREATE FUNCTION leaderboard_count(b text, s date, bucket integer, delta integer) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO leaderboard_counts (board, period_start, bucket, n) VALUES (b, s, bucket, delta)
    ON CONFLICT (board, period_start, bucket) DO UPDATE SET n = leaderboard_counts.n + delta $$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_users_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_on boolean := TG_OP <> 'INSERT' AND OLD.has_accepted_player AND OLD.has_completed_assessment
    AND OLD.has_completed_profile AND OLD.user_class IS NOT NULL;
  is_on boolean := TG_OP <> 'DELETE' AND NEW.has_accepted_player AND NEW.has_completed_assessment
    AND NEW.has_completed_profile AND NEW.user_class IS NOT NULL;
BEGIN
  IF was_on AND is_on AND leaderboard_bucket(OLD.total_xp) = leaderboard_bucket(NEW.total_xp) THEN
    RETURN NULL;
  END IF;
  IF was_on THEN
    PERFORM leaderboard_count('alltime', DATE '1970-01-01', leaderboard_bucket(OLD.total_xp), -1);
  END IF;
  IF is_on THEN
    PERFORM leaderboard_count('alltime', DATE '1970-01-01', leaderboard_bucket(NEW.total_xp), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_users_count
  AFTER INSERT OR DELETE OR UPDATE OF total_xp, has_accepted_player, has_completed_assessment,
    has_completed_profile, user_class ON users
  FOR EACH ROW EXECUTE FUNCTION leaderboard_users_trigger();
--> statement-breakpoint
CREATE FUNCTION leaderboard_periods_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_on boolean := TG_OP <> 'INSERT' AND OLD.xp > 0;
  is_on boolean := TG_OP <> 'DELETE' AND NEW.xp > 0;
BEGIN
  IF was_on AND is_on AND leaderboard_bucket(OLD.xp) = leaderboard_bucket(NEW.xp) THEN
    RETURN NULL;
  END IF;
  IF was_on THEN
    PERFORM leaderboard_count(OLD.period, OLD.period_start, leaderboard_bucket(OLD.xp), -1);
  END IF;
  IF is_on THEN
    PERFORM leaderboard_count(NEW.period, NEW.period_start, leaderboard_bucket(NEW.xp), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_periods_count
  AFTER INSERT OR DELETE OR UPDATE OF xp ON leaderboard_periods
  FOR EACH ROW EXECUTE FUNCTION leaderboard_periods_trigger();
--> statement-breakpoint
-- Counts every board again from scratch (the bench calls it after a bulk load without triggers).
CREATE FUNCTION leaderboard_rebuild_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM leaderboard_counts;
  INSERT INTO leaderboard_counts (board, period_start, bucket, n)
    SELECT 'alltime', DATE '1970-01-01', leaderboard_bucket(total_xp), count(*)::int FROM users
    WHERE has_accepted_player AND has_completed_assessment AND has_completed_profile
      AND user_class IS NOT NULL
    GROUP BY 3;
  INSERT INTO leaderboard_counts (board, period_start, bucket, n)
    SELECT period, period_start, leaderboard_bucket(xp), count(*)::int FROM leaderboard_periods
    WHERE xp > 0 GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT leaderboard_rebuild_counts();
